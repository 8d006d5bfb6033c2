//! The shortcuts the rules take for speed read the same rules as the slow way (fuzz speed, issue 28):
//! the passable sides precomputed per pack (DF A.3), the supply net kept while only air units move
//! (DF 11 reads no air unit), and the rebase asking the ZOC of the lone air units' hexes only (DF 2.3.2).

use engine::games::downfall::data::{Faction, Ideology, SideKind, GRID};
use engine::games::downfall::state::Loc;
use engine::games::downfall::{air, supply};
use std::sync::Arc;

use super::common::start;

/// DF A.3 (L310): a side is crossed by land when both hexes are playable and it is a land or strait
/// side, or any side with rail — every side of the pack, in both directions, as the table says.
#[test]
fn passable_sides_as_the_table_says() {
    let s = start("campaign", 1);
    let d = s.data();
    let mut open = 0;
    for (&a, x) in &d.hexes {
        for b in GRID.neighbours(a) {
            let want = x.playable()
                && d.hex(b).is_some_and(|y| y.playable())
                && d.side(a, b).is_some_and(|sd| matches!(sd.kind, SideKind::Land | SideKind::Strait) || sd.rail);
            assert_eq!(s.passable(a, b), want, "{}-{}", a.id(), b.id());
            assert_eq!(s.links(a).any(|n| n == b), want, "{} links {}", a.id(), b.id());
            open += want as usize;
        }
    }
    assert!(open > 4000, "{open} open sides");
    // Not neighbours: never passable.
    let a = *d.hexes.keys().next().unwrap();
    let far = *d.hexes.keys().last().unwrap();
    assert!(!s.passable(a, far));
}

/// DF 11 reads combat units, partisans and naval units, never an air unit: placing one keeps the supply
/// net of the position; moving a combat unit makes a new one.
#[test]
fn the_supply_net_survives_an_air_move_only() {
    let mut s = start("campaign", 1);
    let before = supply::net(&s);
    let a = (0..s.units.len()).find(|&u| air::is_air(&s, u) && s.units[u].loc == Loc::Pool).expect("an air unit in the pool");
    let (hexes, _) = air::bases(&s, s.faction(a));
    s.units[a].loc = Loc::Hex(hexes[0]);
    assert!(Arc::ptr_eq(&before, &supply::net(&s)), "an air placement keeps the net");
    let c = (0..s.units.len()).find(|&u| s.is_combat(u) && matches!(s.units[u].loc, Loc::Hex(_))).unwrap();
    s.units[c].loc = Loc::Pool;
    assert!(!Arc::ptr_eq(&before, &supply::net(&s)), "a combat unit leaving the map makes a new net");
}

/// DF 2.3.2 (L718): only an air unit *alone* in an enemy ZOC rebases — one stacked with a combat unit of
/// its ideology, or alone outside every enemy ZOC, stays.
#[test]
fn only_a_lone_air_unit_in_an_enemy_zoc_rebases() {
    let mut s = start("campaign", 1);
    let soviet = Faction::Soviet;
    let a = (0..s.units.len()).find(|&u| air::is_air(&s, u) && s.faction(u) == soviet && s.units[u].loc == Loc::Pool).unwrap();
    let (hexes, _) = air::bases(&s, soviet);
    let zoc = s.ezoc(Ideology::Soviet);
    // Alone, outside every Axis ZOC: stays.
    let quiet = *hexes.iter().find(|h| !zoc.contains_key(h) && s.combat_in(**h).is_empty()).expect("a quiet base");
    s.units[a].loc = Loc::Hex(quiet);
    air::rebase(&mut s);
    assert_eq!(s.units[a].loc, Loc::Hex(quiet));
    // With a Soviet combat unit in an Axis ZOC: stays.
    let held = *hexes.iter().find(|h| zoc.contains_key(h) && !s.combat_in(**h).is_empty()).expect("a base on the front");
    s.units[a].loc = Loc::Hex(held);
    air::rebase(&mut s);
    assert_eq!(s.units[a].loc, Loc::Hex(held));
    // The same hex once its combat units are gone: rebases.
    for v in s.combat_in(held) {
        s.units[v].loc = Loc::Pool;
    }
    air::rebase(&mut s);
    assert_ne!(s.units[a].loc, Loc::Hex(held));
}
