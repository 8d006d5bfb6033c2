//! The HQs bound to an operational area (rules version 21, decision E20): the Baltic Front HQ and the other
//! Pact front HQs ([29.5.1]) and the multinational LANDJUT and LANDZEALAND HQs ([29.7]); each read both
//! ways, and under rules 20 as it was (no area at all).

use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::hq_areas::RULES;
use engine::games::nato::movement::destinations;
use engine::games::nato::state::{Loc, State, UnitId};

use super::common::{hex, state};

/// Game turn 4 of the Long Fortnight under `rules`.
fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 4;
    s
}

fn baltap(s: &State, h: HexId) -> bool {
    s.data().hexes[h as usize].zone.as_deref() == Some("baltap")
}

/// Outside the Baltic Front HQ's area: neither the Pact's territory nor the BALTAP zone.
fn outside_baltic_area(s: &State, h: HexId) -> bool {
    !baltap(s, h) && s.data().hexes[h as usize].owner() != Some(Side::Wp)
}

fn dests(s: &State, u: UnitId) -> Vec<HexId> {
    destinations(s, u).into_iter().map(|d| d.hex).collect()
}

/// An East German hex from which a front HQ, unbound (rules 20), reaches both the BALTAP zone and West
/// German hexes outside it.
fn border_start(key: &str) -> (State, UnitId) {
    let mut s = at(RULES - 1);
    let d = s.data().clone();
    let u = d.unit(key).unwrap() as UnitId;
    for h in 0..d.hexes.len() as HexId {
        if !s.playable(h) || d.hexes[h as usize].country.as_deref() != Some("gdr") || d.hexes[h as usize].city.is_some() {
            continue;
        }
        if !d.neighbours(h).any(|n| baltap(&s, n)) {
            continue;
        }
        s.units[u as usize].loc = Loc::Hex(h);
        let r = dests(&s, u);
        if r.iter().any(|&x| baltap(&s, x)) && r.iter().any(|&x| outside_baltic_area(&s, x)) {
            return (s, u);
        }
    }
    panic!("no start for {key}")
}

/// [29.5.1] (L3455–L3459): the Baltic Front HQ enters the BALTAP zone but leaves the Pact's territory
/// nowhere else; from the same East German hex under rules 20 it reached West German hexes outside the
/// zone; once Denmark has surrendered it goes anywhere.
#[test]
fn the_baltic_front_hq_keeps_to_the_pact_and_the_baltap_zone() {
    let (mut s, u) = border_start("baf-hq");
    let old = dests(&s, u);
    assert!(old.iter().any(|&x| outside_baltic_area(&s, x)), "rules 20: anywhere");
    s.rules = RULES;
    let new = dests(&s, u);
    assert!(new.iter().any(|&x| baltap(&s, x)), "into the BALTAP zone");
    assert!(!new.iter().any(|&x| outside_baltic_area(&s, x)), "nowhere else out of the Pact's territory");
    s.surrendered.push("dk".into());
    assert!(dests(&s, u).iter().any(|&x| outside_baltic_area(&s, x)), "Denmark surrendered: anywhere");
}

/// [29.5.1] (L3455): the Baltic Front's is the only front HQ that enters the BALTAP zone: the Northern
/// Group of Forces' HQ from the same kind of hex reached the zone under rules 20 and does not under 21,
/// while it still goes into West Germany outside the zone.
#[test]
fn no_other_front_hq_enters_the_baltap_zone() {
    let (mut s, u) = border_start("negf-hq");
    assert!(dests(&s, u).iter().any(|&x| baltap(&s, x)), "rules 20");
    s.rules = RULES;
    let new = dests(&s, u);
    assert!(!new.iter().any(|&x| baltap(&s, x)), "rules 21: not into the zone");
    assert!(new.iter().any(|&x| outside_baltic_area(&s, x)), "elsewhere as before");
}

/// [25.7.8] (L2948–L2950): an HQ driven out of its area moves freely from then on: the Baltic Front HQ
/// standing in Lower Saxony (2717, outside the zone) moves to other hexes outside its area.
#[test]
fn an_hq_out_of_its_area_moves_freely() {
    let mut s = at(RULES);
    let start = hex("2717");
    assert!(outside_baltic_area(&s, start));
    let u = s.place("baf-hq", "2717");
    assert!(dests(&s, u).iter().any(|&x| outside_baltic_area(&s, x)));
}

/// [29.7] (L3497): the land north of the Elbe, where the multinational HQs may go: the BALTAP zone and
/// East Germany beyond the river (Schwerin, East Berlin, Cottbus), never Lower Saxony (Lüneburg,
/// Hannover) nor East Germany south-west of the river (Halle, Leipzig).
#[test]
fn the_land_north_of_the_elbe() {
    let s = state();
    let north = &s.data().north_of_elbe;
    for (h, n) in [("2016", true), ("1310", true), ("2412", true), ("3006", true), ("3404", true), ("2615", false), ("3117", false), ("3511", false), ("3610", false)] {
        assert_eq!(north[hex(h) as usize], n, "{h}");
    }
}

/// [29.7] (L3497): LANDJUT's HQ in Hamburg (2416, on the Elbe) never crosses to the south bank; under
/// rules 20 it did; East Germany north of the river it enters.
#[test]
fn the_multinational_hqs_stay_north_of_the_elbe() {
    let mut s = at(RULES - 1);
    let u = s.place("lj-hq", "2416");
    let north = s.data().north_of_elbe.clone();
    assert!(dests(&s, u).iter().any(|&x| !north[x as usize]), "rules 20: south of the Elbe");
    s.rules = RULES;
    let new = dests(&s, u);
    assert!(!new.is_empty());
    assert!(new.iter().all(|&x| north[x as usize]), "rules 21: {:?}", new.iter().map(|&x| hex_name(x)).collect::<Vec<_>>());
    let lz = s.place("lz-hq", "2514");
    assert!(dests(&s, lz).iter().all(|&x| north[x as usize]));
    assert!(dests(&s, lz).iter().any(|&x| s.data().hexes[x as usize].country.as_deref() == Some("gdr")), "East Germany north of the Elbe");
}
