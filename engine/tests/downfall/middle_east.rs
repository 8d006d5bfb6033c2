//! Attacks on the Western units standing in the Middle East (DF 1.B L366, 7.2, 8; rules 11, decision Q24):
//! the area is one hex joined to 1134 and 1035 for land movement, and a land combat is fought between units
//! so joined — so OKW, the only faction that attacks Western units (7.2), attacks the area from those hexes.
//! The area is clear with no hexside on the join (Q14): no city, terrain or water bonus; no advance enters
//! it (1.B); its defenders retreat out of it over its land hexes, counted from the area (8 step 6, Q21).
//! The join is read both ways: a Western unit in the area attacks 1134 or 1035 and advances from it. Rules 10
//! attacked map hexes only.

use engine::games::downfall::areas;
use engine::games::downfall::combat::{self, Attacks};
use engine::games::downfall::data::{Faction, Weather};
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::Downfall;
use engine::record::Header;
use engine::{Arg, Game};

use super::common::*;

const ME: &str = "middle_east";

/// An empty campaign map in Fair weather under `rules`: no unit on the map, in a land area or at sea.
fn empty(rules: u32) -> State {
    let h = Header { game: "downfall".into(), rules, scenario: "campaign".into(), seed: 1, ..Default::default() };
    let mut s = Downfall::setup(&h, Downfall::builtin_data()).expect("sets up");
    clear(&mut s);
    for u in s.units.iter_mut() {
        if let Loc::Area(_) = u.loc {
            u.loc = Loc::Pool;
        }
    }
    s.weather = Weather::Fair;
    s
}

fn node(s: &State) -> engine::kit::rows::RowHex {
    areas::node(s.data().land_areas.iter().position(|(k, _)| k == ME).expect("the Middle East"))
}

/// The first combat unit of a faction and nationality, off the map, at `steps` steps.
fn of(s: &State, f: Faction, nationality: &str) -> String {
    let d = s.data();
    (0..d.units.len())
        .find(|&u| d.units[u].faction == f && d.units[u].nationality == nationality && s.is_combat(u) && d.units[u].front.infantry() && d.units[u].pips >= 3 && !matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)))
        .map(|u| d.units[u].key.clone())
        .unwrap_or_else(|| panic!("no {f:?} {nationality} unit"))
}

/// OKW's German infantry at 1035 (3 steps) and 1134 (1 step), a UK unit (1 step) in the Middle East, and
/// OKW's Attack order (okw-ops-2: 2 attacks, any lead).
fn the_front(rules: u32) -> (State, String, String, usize) {
    let mut s = empty(rules);
    let a = of(&s, Faction::Okw, "german");
    place(&mut s, &a, "1035", 3);
    let b = of(&s, Faction::Okw, "german");
    place(&mut s, &b, "1134", 1);
    let w = of(&s, Faction::West, "uk");
    let wu = unit(&s, &w);
    s.units[wu].loc = Loc::Area(ME.into());
    s.units[wu].steps = 1;
    let m = marker(&s, "okw-ops-2");
    s.steps = vec![Step::Round, Step::Attacks(Attacks::new(&s, Faction::Okw, m, 0))];
    (s, a, b, wu)
}

/// DF 1.B, 7.2 (Q24): OKW attacks the Middle East from 1035 (and 1134), led by a unit there; the prompt
/// offers it by the area's name. Rules 10 offered no attack on it.
#[test]
fn okw_attacks_the_western_units_in_the_middle_east() {
    let (s, a, b, _) = the_front(11);
    assert!(offered(&s, &format!("attack {ME} {a}")), "{:?}", notations(&s));
    assert!(offered(&s, &format!("attack {ME} {b}")));
    let d = Downfall::prompt(&s).actions.into_iter().map(|x| Downfall::describe(&s, &x)).find(|d| d.notation == format!("attack {ME} {a}")).unwrap();
    assert_eq!((d.label.as_str(), d.args[0].clone()), ("df.a.attack_area", Arg::Key(format!("df.area.{ME}"))));
    let (old, a, _, _) = the_front(10);
    assert!(!offered(&old, &format!("attack {ME} {a}")), "rules 10: no attack on a land area");
}

/// DF 7.2 (L1227–L1230): OKH attacks Soviet units only — an OKH unit at 1035 never attacks the West's
/// units in the area.
#[test]
fn okh_does_not_attack_the_middle_east() {
    let mut s = empty(11);
    let k = of(&s, Faction::Okh, "german");
    place(&mut s, &k, "1035", 3);
    let w = of(&s, Faction::West, "uk");
    let wu = unit(&s, &w);
    s.units[wu].loc = Loc::Area(ME.into());
    let m = (0..s.data().markers.len()).find(|&m| s.data().markers[m].sides[0].faction == Faction::Okh && s.data().markers[m].sides[0].attacks > 0).expect("an OKH attack marker");
    s.steps = vec![Step::Round, Step::Attacks(Attacks::new(&s, Faction::Okh, m as u8, 0))];
    assert!(!notations(&s).iter().any(|n| n.starts_with("attack")), "{:?}", notations(&s));
}

/// DF 8 steps 1–7 on the area: the 1134 unit flanks across its join; strengths 3 + 1 + 1 (German) = 5
/// against 1 + 1 (Western) = 2 with no city, terrain or water line (the area is clear, the join no hexside,
/// Q14); the defender, eliminated, leaves the area empty and Western (1.B), and no attacker advances.
#[test]
fn the_area_fights_as_a_clear_hex_and_no_one_advances() {
    let (mut s, a, b, wu) = the_front(11);
    act(&mut s, &format!("attack {ME} {a}"));
    assert_eq!(Downfall::prompt(&s).args, vec![Arg::Key(format!("df.area.{ME}"))], "the flankers' prompt names the area");
    act(&mut s, &format!("unit {b}"));
    let attackers = vec![unit(&s, &a), unit(&s, &b)];
    let o = combat::odds(&s, Faction::Okw, node(&s), &attackers);
    assert_eq!((o.attack, o.defence, o.column), (5, 2, 3));
    assert_eq!(o.defenders, vec![wu]);
    for line in ["df.m.city", "df.m.terrain", "df.m.water"] {
        assert!(!o.lines.iter().any(|(id, _)| *id == line), "{line}");
    }
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "roll");
    while let Some(Step::Hits(h)) = s.steps.last().cloned() {
        let first = Downfall::prompt(&s).actions.into_iter().map(|x| Downfall::describe(&s, &x).notation).find(|n| n.starts_with("unit")).expect("a unit takes the hit");
        let _ = h;
        act(&mut s, &first);
    }
    assert_eq!(s.units[wu].loc, Loc::Gone);
    assert!(matches!(s.steps.last(), Some(Step::Attacks(_))), "no advance into the area: {:?}", s.steps.last());
    assert_eq!(s.hex_of(unit(&s, &a)), Some(hex("1035")));
}

/// DF 8 step 6 from the area (Q21, Q24): a defender retreats out over the land hex its enemy does not
/// hold — 1134, farther from nowhere but the area (one hex) — never into 1035 where the attacker stands; with
/// both hexes held it has no retreat.
#[test]
fn the_defenders_retreat_out_of_the_area() {
    let (s, _, b, wu) = the_front(11);
    let ends = combat::retreat_ends(&s, wu, node(&s), 1);
    assert!(ends.is_empty(), "both land hexes held by OKW: {ends:?}");
    let mut t = s.clone();
    let bu = unit(&t, &b);
    t.units[bu].loc = Loc::Pool;
    assert_eq!(combat::retreat_ends(&t, wu, node(&t), 1), vec![hex("1134")]);
    assert_eq!(areas::distance(&t, hex("1134"), node(&t)), 1);
    assert_eq!(areas::distance(&t, hex("1034"), node(&t)), 2, "one more than from 1035");
}

/// The join read both ways (Q24): a Western unit standing in the Middle East attacks an OKW unit at 1035
/// across it, a unit in 1134 flanks, and the lead advances from the area into the emptied hex. Rules 10: no
/// attack from the area.
#[test]
fn the_west_attacks_out_of_the_middle_east() {
    for rules in [11, 10] {
        let mut s = empty(rules);
        let k = of(&s, Faction::Okw, "german");
        let okw = place(&mut s, &k, "1035", 1);
        let w = of(&s, Faction::West, "uk");
        let wu = unit(&s, &w);
        s.units[wu].loc = Loc::Area(ME.into());
        s.units[wu].steps = 3;
        let m = (0..s.data().markers.len()).find(|&m| s.data().markers[m].sides[0].faction == Faction::West && s.data().markers[m].sides[0].attacks > 0 && s.data().markers[m].sides[0].lead.iter().any(|l| l == "any" || l == "infantry")).expect("a Western attack marker");
        s.steps = vec![Step::Round, Step::Attacks(Attacks::new(&s, Faction::West, m as u8, 0))];
        let n = format!("attack 1035 {w}");
        assert_eq!(offered(&s, &n), rules >= 11, "rules {rules}: {:?}", notations(&s));
        if rules < 11 {
            continue;
        }
        act(&mut s, &n);
        s.chance.script.dice = vec![6, 6];
        act(&mut s, "roll");
        while let Some(Step::Hits(_)) = s.steps.last() {
            let first = Downfall::prompt(&s).actions.into_iter().map(|x| Downfall::describe(&s, &x).notation).find(|n| n.starts_with("unit")).expect("a unit takes the hit");
            act(&mut s, &first);
        }
        assert_eq!(s.units[okw].loc, Loc::Gone, "the 1-step defender is eliminated");
        act(&mut s, &format!("unit {w}"));
        assert_eq!(s.units[wu].loc, Loc::Hex(hex("1035")), "advanced across the join");
    }
}
