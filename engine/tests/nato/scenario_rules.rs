//! The general scenario rules read both ways ([35.x]): activation ([35.2]), the Move to the GDP on NATO's
//! first turn only and its armies' order ([35.3], [35.3.4]), zones across the Iron Curtain ([35.5]), the
//! NATO border forces ([35.6]), teams of two ([35.8]), the scenario's set-up ([35.9]).

use std::collections::BTreeMap;

use engine::games::nato::combat::odds::defence;
use engine::games::nato::combat::{may_attack, reaction::reactors};
use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::movement::{destinations, may_move, terrain_cost, terrain_cost_in};
use engine::games::nato::setup::{empty, new_game};
use engine::games::nato::state::{Loc, State, UnitId};
use engine::games::nato::turn::{PlayerEnd, SupplyPhase};
use engine::games::nato::zoc::{in_zoc, Board};
use engine::kit::steps::Step as _;
use engine::Game;

use super::common::{dice, hex, ring, state};

/// [35.2]: a unit not yet activated neither moves nor attacks nor reacts, but defends; activated it does.
#[test]
fn an_inactive_unit_defends_but_neither_moves_attacks_nor_reacts() {
    let mut s = state();
    s.turn = 2;
    let r = ring("3318");
    let held = s.place("uk-7-83", "3318");
    s.place("su-94-mrd", &r[0]);
    let beside = s.place("uk-12-83", &r[1]);
    for (active, on) in [(5u8, false), (2, true)] {
        s.units[beside as usize].active = active;
        s.units[held as usize].active = active;
        s.player = Side::Nato;
        assert_eq!(may_move(&s, &Board::new(&s), beside, Side::Nato), on, "active from turn {active}: moves");
        assert_eq!(may_attack(&s, beside, Side::Nato), on, "attacks");
        assert_eq!(reactors(&s, Side::Wp, hex("3318")).contains(&beside), on, "reacts");
        assert_eq!(defence(&s, Side::Wp, hex("3318")), s.values(held).1 as u32, "defends either way");
    }
}

/// [35.3]: the Move to the GDP is NATO's first player turn only (the scenario's `gdp_move_gt1`): its armies'
/// dice are rolled then, not on turn 2, and the caps go at the end of that player turn; a scenario without
/// it (Baltic Gate) rolls none.
#[test]
fn the_move_to_the_gdp_is_natos_first_turn_only() {
    let mut s = state();
    assert!(s.scenario_data().has("gdp_move_gt1"));
    s.player = Side::Nato;
    s.turn = 1;
    SupplyPhase.run(&mut s);
    assert_eq!(s.gdp.len(), 5, "{:?}", s.gdp);
    PlayerEnd.run(&mut s);
    assert!(s.gdp.is_empty(), "the restrictions end with the player turn");
    s.player = Side::Nato;
    s.turn = 2;
    SupplyPhase.run(&mut s);
    assert!(s.gdp.is_empty(), "turn 2: no Move to the GDP");

    let mut b = empty(Nato::builtin_data(), "baltic_gate", 1983, 1).unwrap();
    assert!(!b.scenario_data().has("gdp_move_gt1"));
    b.player = Side::Nato;
    b.turn = 1;
    SupplyPhase.run(&mut b);
    assert!(b.gdp.is_empty());
}

/// [35.3.4]: the armies roll in the order West Germany, the US (the Canadian brigade with them), the UK,
/// the Netherlands, Belgium; France is not among them: a French division moves its full MA.
#[test]
fn the_gdp_armies_roll_in_order() {
    let mut s = state();
    s.player = Side::Nato;
    s.turn = 1;
    dice(&mut s, &[1, 2, 3, 4, 5]);
    SupplyPhase.run(&mut s);
    let want: Vec<(String, u8)> = [("frg", 1), ("us", 2), ("uk", 3), ("nl", 4), ("be", 5)].iter().map(|(a, d)| (a.to_string(), *d)).collect();
    assert_eq!(s.gdp, want);
    let cost = |s: &State, u: UnitId| destinations(s, u).iter().filter(|d| d.path.len() > 1).map(|d| d.cost).max().unwrap_or(0);
    // Every army's die a 1: the Canadian brigade moves a hex (by the US die), the French division on.
    for g in s.gdp.iter_mut() {
        g.1 = 1;
    }
    let ca = s.place("ca-4-1", "4626");
    assert!(cost(&s, ca) <= 1, "the Canadians move by the US die");
    s.units[ca as usize].loc = Loc::Out;
    let fr = s.place("fr-1ad", "4626");
    assert!(cost(&s, fr) > 1, "the French roll no die: {}", cost(&s, fr));
}

/// A hexside of the Iron Curtain between a NATO hex and a Pact hex: (NATO's, the Pact's).
fn curtain(s: &State) -> (HexId, HexId) {
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].owner() == Some(Side::Nato) && s.units_in(h).next().is_none())
        .find_map(|h| {
            d.neighbours(h)
                .find(|&n| s.playable(n) && d.side(h, n).is_some_and(|x| x.iron_curtain) && terrain_cost(s, Side::Wp, n, h).is_some() && d.hexes[n as usize].owner() == Some(Side::Wp))
                .map(|n| (h, n))
        })
        .expect("an Iron Curtain hexside")
}

/// [35.5]: on the war's first turn, in the Pact's player turn, NATO's zones stop at the Iron Curtain; in
/// NATO's player turn and on turn 2 they cross it; the Pact's always do.
#[test]
fn natos_zones_stop_at_the_curtain_in_the_pacts_first_turn() {
    let mut s = state();
    let (west, east) = curtain(&s);
    s.place("wg-2-83", &hex_name(west));
    s.turn = 1;
    s.player = Side::Wp;
    assert!(!in_zoc(&s, Side::Nato, east), "the Pact's first player turn");
    assert!(!Board::new(&s).in_ezoc(Side::Wp, east));
    s.player = Side::Nato;
    assert!(in_zoc(&s, Side::Nato, east), "NATO's first player turn");
    s.turn = 2;
    s.player = Side::Wp;
    assert!(in_zoc(&s, Side::Nato, east), "turn 2");
    let mut t = state();
    t.place("su-94-mrd", &hex_name(east));
    t.turn = 1;
    t.player = Side::Wp;
    assert!(in_zoc(&t, Side::Wp, west), "the Pact's zones cross");
}

/// [35.6]: the Pact pays 1 MP more to cross the Iron Curtain in game turn 1's Movement Phase; not NATO, not
/// on turn 2, and (rules 20) not in turn 1's Reserve Phase — rules 19 records paid it there too.
#[test]
fn the_border_forces_cost_the_pact_a_point_on_turn_one() {
    let mut s = state();
    s.rules = Nato::meta().rules_version;
    let (west, east) = curtain(&s);
    s.turn = 2;
    let plain = terrain_cost(&s, Side::Wp, east, west).unwrap();
    let nato = terrain_cost(&s, Side::Nato, east, west).unwrap();
    s.turn = 1;
    assert_eq!(terrain_cost(&s, Side::Wp, east, west), Some(plain + 1), "the Pact's turn-1 Movement Phase");
    assert_eq!(terrain_cost(&s, Side::Nato, east, west), Some(nato), "never NATO");
    assert_eq!(terrain_cost_in(&s, Side::Wp, east, west, true), Some(plain), "not in the Reserve Phase");
    s.rules = 19;
    assert_eq!(terrain_cost_in(&s, Side::Wp, east, west, true), Some(plain + 1), "rules 19: as played");
}

/// [35.8]: a side of two players is a North and a South player sharing the side's one seat; the rules
/// play it alike (the roles are the same two seats with any `players` option).
#[test]
fn teams_of_two_share_one_seat() {
    use engine::games::catalog::partners;
    let opts = |p: &str| BTreeMap::from([("players".to_string(), p.to_string())]);
    assert_eq!(partners("nato", &opts("4"), 0), &["north", "south"]);
    assert_eq!(partners("nato", &opts("4"), 1), &["north", "south"]);
    assert_eq!(partners("nato", &opts("3wp"), 0), &["north", "south"]);
    assert!(partners("nato", &opts("3wp"), 1).is_empty());
    assert_eq!(partners("nato", &opts("3nato"), 1), &["north", "south"]);
    assert!(partners("nato", &opts("3nato"), 0).is_empty());
    assert!(partners("nato", &opts("2"), 0).is_empty() && partners("nato", &opts("2"), 1).is_empty());
    for p in ["2", "3wp", "3nato", "4"] {
        assert_eq!(Nato::roles("long_fortnight", &opts(p)).roles, Nato::roles("long_fortnight", &opts("2")).roles, "{p}");
    }
}

/// [35.9]: the set-up takes the year's pool — 1983 puts no 1988 counter on the map, 1988 no 1983 one —
/// and the starting attack-helicopter brigades on their display.
#[test]
fn the_set_up_takes_the_years_pool() {
    for (year, other) in [(1983u16, "-88"), (1988, "-83")] {
        let s = new_game(Nato::builtin_data(), "long_fortnight", year, 1, Nato::meta().rules_version).unwrap();
        let on_map: Vec<&str> = s.on_map().map(|(u, _)| s.key(u)).collect();
        assert!(!on_map.is_empty());
        assert!(on_map.iter().all(|k| !k.ends_with(other)), "{year}: {:?}", on_map.iter().filter(|k| k.ends_with(other)).collect::<Vec<_>>());
        let own = if year == 1983 { "-83" } else { "-88" };
        assert!(on_map.iter().any(|k| k.ends_with(own)), "{year}'s own counters are there");
        let ah = format!("us5-ah{own}");
        let u = s.data().unit(&ah).unwrap();
        assert_eq!(s.units[u].loc, Loc::Display, "{ah} on its display");
        let wrong = s.data().unit(&format!("us5-ah{other}")).unwrap();
        assert_ne!(s.units[wrong].loc, Loc::Display, "the other year's brigade is not");
    }
}
