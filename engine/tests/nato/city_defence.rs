//! A city hex's defence ([30.4]): a free city's intrinsic defence, alone or added to its defenders, never
//! halved by supply, and none for a conquered city. Oldenburg (2621) is a town, Bremen (2720) a major city.

use engine::games::nato::combat::odds::defence;
use engine::games::nato::data::{CityKind, Side};
use engine::games::nato::state::Conquest;

use super::common::{hex, state};

/// [30.4.1], [30.4.7]: a free city alone defends with its intrinsic defence: a town 1, a major or key city
/// 2 (every city of the map so).
#[test]
fn a_free_city_alone_defends_with_its_intrinsic_defence() {
    let s = state();
    assert_eq!(defence(&s, Side::Wp, hex("2621")), 1);
    assert_eq!(defence(&s, Side::Wp, hex("2720")), 2);
    for h in s.data().hexes.iter().filter_map(|h| h.city.as_ref()) {
        assert_eq!(h.intrinsic, if h.kind == CityKind::Town { 1 } else { 2 }, "{}", h.key);
    }
}

/// [30.4.8], [30.4.1]: with friendly units the intrinsic defence is added to theirs, and it ignores supply:
/// a Combat-OOS brigade in Bremen is halved, the city's 2 is not.
#[test]
fn the_intrinsic_defence_adds_to_the_units_and_ignores_supply() {
    let mut s = state();
    let u = s.place("wg-2-83", "2720");
    let own = s.values(u).1 as u32;
    assert_eq!(defence(&s, Side::Wp, hex("2720")), own + 2);
    s.units[u as usize].coos = true;
    assert_eq!(defence(&s, Side::Wp, hex("2720")), (own as f64 / 2.0).ceil() as u32 + 2);
}

/// [30.4.4], [30.4.9]: a conquered city has no intrinsic defence: the Pact division holding Bremen
/// defends with its own strength only; NATO's retaken city has its 2 again.
#[test]
fn a_conquered_city_has_no_intrinsic_defence() {
    let mut s = state();
    s.conquests.push(Conquest { hex: hex("2720"), by: Side::Wp });
    let u = s.place("su-16-td", "2720");
    assert_eq!(defence(&s, Side::Nato, hex("2720")), s.values(u).1 as u32);
    s.units[u as usize].loc = engine::games::nato::state::Loc::Out;
    s.conquests.clear();
    assert_eq!(defence(&s, Side::Wp, hex("2720")), 2);
}
