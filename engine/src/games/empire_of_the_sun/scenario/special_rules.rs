//! Scenario special rules that restrict the offensive procedure (17.10.5 for the South Pacific).

use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::offensive;
use crate::games::empire_of_the_sun::state::{Sheet, State, UnitId};
use crate::kit::hex::Hex;

/// Truk, 4017 (17.10.5F).
const TRUK: Hex = Hex::new(40, 17);

fn south_pacific_turn_3(s: &State) -> bool {
    s.sheet == Sheet::SouthPacific && s.tracks.turn == 3
}

/// 17.10.5F: on turn 3 the Japanese may not activate units in Truk (the South Seas HQ there still
/// activates and supplies).
pub fn activation_barred(s: &State, u: UnitId) -> bool {
    south_pacific_turn_3(s) && s.side_of_unit(u) == Side::Japanese && s.unit(u).loc.hex() == Some(TRUK)
}

/// 17.10.5F: on turn 3 the Allies may not make Truk a battle hex.
pub fn battle_barred(s: &State, h: Hex) -> bool {
    south_pacific_turn_3(s) && h == TRUK && s.offensive.as_ref().is_some_and(|o| o.side == Side::Allied)
}

/// 17.10.5E (L2589): on the South Pacific's first game turn (3) the Japanese set no card aside as a
/// Future Offensive (rules version 4; versions 1–3 offered it).
pub fn future_offensive_barred(s: &State, side: Side) -> bool {
    s.rules >= 4 && south_pacific_turn_3(s) && side == Side::Japanese
}

/// No scenario bars an HQ outright; the South Pacific's Central Pacific HQ is off the map (Oahu) and
/// activates only in the New Hebrides ([`hq_area`]).
pub fn hq_barred(_s: &State, _hq: UnitId) -> bool {
    false
}

/// 17.10.5K: the US Central Pacific HQ, printed on Oahu off the South Pacific map, activates only units
/// in the New Hebrides, and its range reaches no other hex. `None`: no such limit for this HQ.
pub fn hq_area(s: &State, hq: UnitId) -> Option<&'static str> {
    (s.sheet == Sheet::SouthPacific && s.unit_data(hq).key == "us-cpac-hq").then_some("new_hebrides")
}

// ---- The optional US CVE amphibious support rule (after 18.0, L2849–L2859) ----

/// Whether `u` is a US escort carrier bound by the optional rule (the `cve_support` option).
fn bound_cve(s: &State, u: UnitId) -> bool {
    use crate::games::empire_of_the_sun::data::{Nation, UnitType};
    let d = s.unit_data(u);
    s.cve_support && d.kind == UnitType::Cve && d.nation == Nation::Us
}

/// L2853: an activated US CVE of the offensive joins a battle only where Allied ground units made an
/// amphibious assault (8.45) into the battle hex.
pub fn cve_may_join(s: &State, u: UnitId, battle: Hex) -> bool {
    if !bound_cve(s, u) {
        return true;
    }
    s.offensive.as_ref().is_some_and(|o| o.side == Side::Allied) && offensive::landing_hexes(s).contains(&battle)
}

/// L2855: a US CVE not in a battle hex when the battles are declared cannot react.
pub fn cve_may_react(s: &State, u: UnitId) -> bool {
    if !bound_cve(s, u) {
        return true;
    }
    let at = s.unit(u).loc.hex();
    s.offensive.as_ref().is_some_and(|o| o.battles.iter().any(|b| Some(b.hex) == at))
}
