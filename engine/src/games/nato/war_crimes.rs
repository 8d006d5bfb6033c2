//! War crimes ([34.4]): a chemical (or nuclear) strike on a city hex its enemy controls gives that enemy the
//! city's VP value at once — a town 1, a major city 2, a key city 3 — the first such strike on each city hex
//! only: the city is a "ghost city" after it. Played with chemical warfare (rules 14, the `chemical` option)
//! and nuclear warfare ([21.6]; rules 15, the `nuclear` option): one ghost city list for both.

use super::data::{hex_name, CityKind, HexId, Side};
use super::state::State;
use crate::Arg;

/// A city's VP value for war crimes ([34.4]), by its kind.
pub fn city_value(kind: CityKind) -> i32 {
    match kind {
        CityKind::Town => 1,
        CityKind::Major => 2,
        CityKind::Key => 3,
    }
}

/// [34.4]: `striker` has struck `h`; when it is a city its enemy controls and not yet a ghost city, the
/// enemy scores the city's value and the city becomes one.
pub fn struck(s: &mut State, striker: Side, h: HexId) {
    struck_with(s, striker, h, "nato.war_crime");
}

/// [21.6], [34.4]: the same for a nuclear strike.
pub fn nuked(s: &mut State, striker: Side, h: HexId) {
    struck_with(s, striker, h, "nato.war_crime_nuclear");
}

fn struck_with(s: &mut State, striker: Side, h: HexId, id: &str) {
    let victim = striker.other();
    let Some(kind) = s.data().hexes[h as usize].city.as_ref().map(|c| c.kind) else { return };
    if s.city_controller(h) != Some(victim) || s.ghost_cities.contains(&h) {
        return;
    }
    let vp = city_value(kind);
    s.ghost_cities.push(h);
    s.vp[victim.seat() as usize] += vp;
    s.push_log(Some(victim), id, vec![Arg::Hex(hex_name(h)), Arg::Num(vp)]);
}
