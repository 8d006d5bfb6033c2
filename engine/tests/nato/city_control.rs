//! Cities read both ways ([30.0]–[30.4.4]): a free city is a static friendly unit that enemy ground
//! movement never enters ([30.2], [30.2.1]), and it changes hands only by an advance ([30.1.1]); a
//! conquered city has no intrinsic defence and no zone ([30.3]), changes hands by tactical movement
//! ([30.1.1]) and is free again when its owner takes it back ([30.3.2]); its terrain helps whoever holds
//! it ([30.4.4]).

use engine::games::nato::combat::odds::{defence, odds};
use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::movement::{capture, destinations};
use engine::games::nato::state::{Conquest, State};
use engine::games::nato::zoc::in_zoc;

use super::common::state;

/// A West German town or city with an intrinsic defence, a clear land hex beside it free of cities, and
/// game turn 4.
fn city() -> (State, HexId, HexId) {
    let mut s = state();
    s.turn = 4;
    let d = s.data();
    let c = (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].country.as_deref() == Some("frg"))
        .find(|&h| d.hexes[h as usize].city.as_ref().is_some_and(|c| c.intrinsic > 0) && d.neighbours(h).any(|n| s.playable(n) && d.hexes[n as usize].city.is_none()))
        .expect("a West German city");
    let next = d.neighbours(c).find(|&n| s.playable(n) && d.hexes[n as usize].city.is_none()).unwrap();
    (s, c, next)
}

fn reaches(s: &State, u: u16, h: HexId) -> bool {
    destinations(s, u).iter().any(|d| d.hex == h)
}

/// [30.2], [30.2.1], [12.1.2]: the Pact never moves into a NATO free city, even an empty one; once it is
/// conquered its ground units move in by tactical movement ([30.3], [30.1.1]).
#[test]
fn enemy_movement_never_enters_a_free_city() {
    let (mut s, c, next) = city();
    let u = s.place("su-94-mrd", &hex_name(next));
    assert!(s.free_city_of(c, Side::Nato));
    assert!(!reaches(&s, u, c), "an empty free city is still a static NATO unit");
    s.conquests.push(Conquest { hex: c, by: Side::Wp });
    assert!(reaches(&s, u, c), "conquered, the Pact's units move in");
    // Its owner takes it back by tactical movement when it is empty ([30.3]).
    s.units[u as usize].loc = engine::games::nato::state::Loc::Out;
    let nato = s.place("uk-7-83", &hex_name(next));
    assert!(reaches(&s, nato, c), "NATO moves into its conquered city");
}

/// [30.1.1], [30.3.2]: a city conquered by the Pact changes hands when NATO's unit moves in — and, NATO's
/// own, it is free again with its intrinsic defence and zone ([30.2]); a Pact unit moving into a city
/// NATO conquered from it frees it the same way.
#[test]
fn a_conquered_city_changes_hands_by_movement_and_is_liberated() {
    let (mut s, c, _) = city();
    s.conquests.push(Conquest { hex: c, by: Side::Wp });
    let intrinsic = s.data().hexes[c as usize].city.as_ref().unwrap().intrinsic as u32;
    // Conquered: no intrinsic defence, no zone ([30.3]).
    assert_eq!(defence(&s, Side::Nato, c), 0);
    assert!(!in_zoc(&s, Side::Wp, c) && !in_zoc(&s, Side::Nato, c));
    assert_eq!(s.city_controller(c), Some(Side::Wp));
    capture(&mut s, c, Side::Nato);
    assert_eq!(s.city_controller(c), Some(Side::Nato));
    assert!(s.free_city_of(c, Side::Nato), "liberated: free again");
    assert_eq!(defence(&s, Side::Wp, c), intrinsic, "with its intrinsic defence");
    assert!(in_zoc(&s, Side::Nato, c), "and its zone");
    // A Pact city conquered by NATO and entered again by the Pact.
    let d = s.data();
    let pact = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && s.free_city_of(h, Side::Wp)).unwrap();
    s.conquests.push(Conquest { hex: pact, by: Side::Nato });
    assert!(!s.free_city_of(pact, Side::Wp));
    capture(&mut s, pact, Side::Wp);
    assert!(s.free_city_of(pact, Side::Wp));
    // Capturing a city one already holds changes nothing.
    let before = s.conquests.clone();
    capture(&mut s, c, Side::Nato);
    assert_eq!(s.conquests, before);
}

/// [30.4.4]: a city's terrain helps its defenders whoever holds it: the same column shift in a free
/// city and in a conquered one; only the intrinsic defence differs ([30.3]: a conquered city has none).
#[test]
fn a_citys_terrain_helps_whoever_holds_it() {
    let mut s = state();
    s.turn = 4;
    let d = s.data();
    let pact = (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && s.free_city_of(h, Side::Wp) && d.hexes[h as usize].city.as_ref().is_some_and(|x| x.intrinsic > 0))
        .find(|&h| d.neighbours(h).any(|n| s.playable(n) && d.hexes[n as usize].city.is_none()))
        .expect("a Pact city with an intrinsic defence");
    let beside = hex_name(d.neighbours(pact).find(|&n| s.playable(n) && d.hexes[n as usize].city.is_none()).unwrap());
    let intrinsic = d.hexes[pact as usize].city.as_ref().unwrap().intrinsic as u32;
    let terrain = |o: &engine::games::nato::combat::odds::Odds| o.shifts.iter().find(|x| x.0 == "terrain").map(|x| x.1);
    // Free: the Pact's division holds its own city against NATO's brigade.
    let brigade = s.place("uk-12-83", &beside);
    let division = s.place("su-21-mrd", &hex_name(pact));
    let as_free = odds(&s, Side::Nato, pact, &[brigade], false);
    assert!(terrain(&as_free).is_some_and(|t| t < 0), "a city shifts against the attacker");
    assert!(as_free.defence >= s.values(division).1 as u32 + intrinsic, "with the city's intrinsic defence");
    // Conquered by NATO: NATO's brigade holds it against the Pact's division.
    s.conquests.push(Conquest { hex: pact, by: Side::Nato });
    s.place("su-21-mrd", &beside);
    s.place("uk-12-83", &hex_name(pact));
    let as_conquest = odds(&s, Side::Wp, pact, &[division], false);
    assert_eq!(terrain(&as_conquest), terrain(&as_free), "the same terrain shift, free or conquered");
    assert_eq!(as_conquest.defence, s.values(brigade).1 as u32, "no intrinsic defence in a conquered city");
}
