//! Airspace and supply ([10.5.4], [11.6]), its timing ([11.7], [16.4]) and its effects on movement
//! ([11.8]). Each read both ways: the reading the rule excludes is named in each test.

use engine::games::nato::air::airspace::{Airspace, Airspaces};
use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::movement::destinations;
use engine::games::nato::state::{Loc, State, UnitId};
use engine::games::nato::supply;

use super::common::{current, deep};

/// GT 4 of The Long Fortnight (after the refugees' turns), under the current rules.
fn at() -> State {
    let mut s = current();
    s.turn = 4;
    s
}

/// A hex at `n` hexes from `h`, playable and without a city.
fn at_distance(s: &State, h: HexId, n: u32) -> HexId {
    let d = s.data();
    (0..d.hexes.len() as HexId).find(|&x| s.playable(x) && d.hexes[x as usize].city.is_none() && d.distance(x, h) == n).expect("a hex")
}

/// [10.5.4] (L1558), [11.0]: a unit that cannot trace movement supply stops contesting airspace at once: a
/// West German brigade deep in the Pact's rear gives NATO cover around it; marked Movement-OOS it gives
/// none (the marker is the last check the rules made, decision A1). Read as "still counts until the next
/// Movement Phase", its hex would stay contested.
#[test]
fn a_unit_out_of_movement_supply_stops_contesting_airspace() {
    let mut s = at();
    let h = deep(&s, Side::Wp, "gdr");
    let u = s.place("wg-1-83", &hex_name(h));
    assert!(Airspaces::new(&s).near(&s, Side::Nato, h));
    assert_eq!(Airspaces::new(&s).of(&s, Side::Wp, h), Airspace::Contested);
    s.units[u as usize].moos = true;
    assert!(!Airspaces::new(&s).near(&s, Side::Nato, h));
    assert_eq!(Airspaces::new(&s).of(&s, Side::Wp, h), Airspace::Friendly);
}

/// A West German city with a hex at exactly 5 hexes from it that no other NATO city covers (more than 5
/// hexes from each), not a port and of one hex, and supplied; not West Berlin, which never gives NATO
/// cover ([11.5]).
fn lonely_city(s: &State) -> (HexId, HexId) {
    let d = s.data();
    let board = engine::games::nato::zoc::Board::new(s);
    let nato: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&h| s.playable(h) && s.free_city_of(h, Side::Nato)).collect();
    for &c in &nato {
        let hx = &d.hexes[c as usize];
        if hx.country.as_deref() != Some("frg") || hx.port.is_some() || hx.coastal || hx.city.as_ref().is_some_and(|x| x.key == "west_berlin") || !supply::city_supplied(s, &board, Side::Nato, c) || d.neighbours(c).any(|n| d.hexes[n as usize].city.as_ref().map(|x| &x.key) == hx.city.as_ref().map(|x| &x.key)) {
            continue;
        }
        let far = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.distance(c, h) == 5 && nato.iter().all(|&o| o == c || d.distance(o, h) > 5));
        if let Some(h) = far {
            return (c, h);
        }
    }
    panic!("no lonely city")
}

/// [11.6.1] (L1698): a friendly-controlled city gives cover only while supplied: a West German city covers
/// a hex 5 hexes off that no other NATO city reaches; ringed by Pact units (no link out of its hex,
/// [10.3.3]) it still is NATO's free city but covers nothing (read as "controlled is enough", the hex would
/// stay near NATO).
#[test]
fn an_unsupplied_city_gives_no_cover() {
    let mut s = at();
    let (c, h) = lonely_city(&s);
    assert!(Airspaces::new(&s).near(&s, Side::Nato, h));
    let keys: Vec<String> = (0..s.data().units.len() as UnitId).filter(|&u| s.side(u) == Side::Wp && s.class(u).maneuver()).take(6).map(|u| s.key(u).to_string()).collect();
    let ring: Vec<HexId> = s.data().neighbours(c).filter(|&n| s.playable(n)).collect();
    for (k, n) in keys.iter().zip(ring) {
        s.place(k, &hex_name(n));
    }
    assert!(s.free_city_of(c, Side::Nato));
    assert!(!supply::city_supplied(&s, &engine::games::nato::zoc::Board::new(&s), Side::Nato, c), "ringed: no link");
    assert!(!Airspaces::new(&s).near(&s, Side::Nato, h), "an unsupplied city gives no cover");
}

/// [11.6.2] (L1700): working out airspace never changes a unit's supply markers; they change only at the
/// Movement Supply Segment (and the Recovery Phase). A brigade marked Movement-OOS that could trace supply
/// again keeps its marker through any number of airspace rulings, and so gives no cover (decision A1);
/// the next Movement Supply Segment lifts it, and then it does.
#[test]
fn airspace_rulings_never_change_supply_markers() {
    let mut s = at();
    let h = deep(&s, Side::Nato, "frg");
    let u = s.place("wg-1-83", &hex_name(h));
    s.units[u as usize].moos = true;
    let before = s.units[u as usize].clone();
    for _ in 0..2 {
        let a = Airspaces::new(&s);
        let _ = a.of(&s, Side::Nato, h);
    }
    assert_eq!(s.units[u as usize], before, "the airspace ruling left the marker");
    supply::movement_supply(&mut s, Side::Nato);
    assert!(!s.units[u as usize].moos, "the Movement Supply Segment lifts it");
}

/// The destinations of `u` beyond its printed MA (its marches) and within it (tactical moves).
fn split(s: &State, u: UnitId) -> (Vec<engine::games::nato::movement::Dest>, Vec<engine::games::nato::movement::Dest>) {
    let ma = s.values(u).2 as u32;
    destinations(s, u).into_iter().partition(|d| d.cost > ma)
}

/// [11.8] (L1708), [11.8.1] (L1710), [11.8.2] (L1712): a march needs friendly airspace in its start hex
/// and in every hex it enters; a hex in contested airspace is entered by tactical movement only. The 21st
/// MRD deep in East Germany, a West German brigade 8 hexes off (its cover 5 hexes, its zone 1): the
/// division's marches never end in nor pass through a contested hex, while its tactical moves reach some.
/// With the brigade 5 hexes off the start hex is contested: no march at all (read as "friendly or
/// contested", both would be allowed).
#[test]
fn a_march_stays_in_friendly_airspace_and_tactical_moves_go_further() {
    let mut s = at();
    let start = deep(&s, Side::Wp, "gdr");
    let u = s.place("su-21-mrd", &hex_name(start));
    let b = s.place("wg-1-83", &hex_name(at_distance(&s, start, 8)));
    let a = Airspaces::new(&s);
    assert_eq!(a.of(&s, Side::Wp, start), Airspace::Friendly);
    let (marches, tactical) = split(&s, u);
    assert!(!marches.is_empty(), "it marches");
    for m in &marches {
        assert!(m.path.iter().chain([&m.hex]).all(|&x| a.of(&s, Side::Wp, x) == Airspace::Friendly), "a march into {}", hex_name(m.hex));
    }
    assert!(tactical.iter().any(|t| a.of(&s, Side::Wp, t.hex) == Airspace::Contested), "tactical movement enters contested airspace");
    s.units[b as usize].loc = Loc::Hex(at_distance(&s, start, 5));
    assert_eq!(Airspaces::new(&s).of(&s, Side::Wp, start), Airspace::Contested);
    let (marches, tactical) = split(&s, u);
    assert!(marches.is_empty(), "no march from a contested hex");
    assert!(!tactical.is_empty());
}
