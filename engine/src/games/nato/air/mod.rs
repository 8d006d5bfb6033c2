//! Air power ([23.0]) and what hangs on it: airspace ([11.0], [`airspace`]), the Air Campaign that gives
//! each side its air points every turn ([23.1], [`campaign`]), strikes on the Strike Table — offensive air
//! strikes, NATO's defensive strikes in the Pact's battles, the Pact's artillery bombardment ([23.2]–[23.5],
//! [24.0], [`strike`], [`artillery`]) — and NATO's Center Interdiction and both sides' Air Interdiction
//! Zones ([23.7], [23.8], [`interdiction`]). Every number comes from the pack ([`tables`]).
//!
//! The rules play from rules version 2; a record made under version 1 replays without them.

pub mod airspace;
pub mod artillery;
pub mod campaign;
pub mod flak;
pub mod helicopters;
pub mod interdiction;
pub mod strike;
pub mod tables;

use super::state::State;

/// The first rules version with air power, artillery strikes and interdiction.
pub const RULES: u32 = 2;

/// Whether this game plays the air rules (its record's rules version).
pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// What the board shows of air power: each side's air points left this turn, the Air Campaign roll, the
/// supply points NATO's interdiction will cost the Pact, the Air Interdiction Zones, the suppressed units.
#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct AirView {
    /// Whether this game plays the air rules (rules version 2 on).
    pub active: bool,
    /// Air points left (Pact, NATO) ([23.1]).
    pub points: [tables::AirPoints; 2],
    /// This turn's modified Air Campaign roll ([23.1.1]).
    pub roll: Option<u8>,
    /// Supply points the Pact loses at the next Joint Reinforcement Phase ([23.7]).
    pub interdiction: u8,
    /// Air Interdiction Zone markers (`RRCC`, placed by) ([23.8]).
    pub aiz: Vec<(String, super::data::Side)>,
    /// Units under a Suppressed marker ([23.3.2]).
    pub suppressed: Vec<String>,
    /// The offensive strike markers placed and not yet resolved (`RRCC`, placed by), one a marker, in the
    /// order placed ([23.2.4], rules 17).
    #[cfg_attr(feature = "positions", serde(default))]
    pub strike_markers: Vec<(String, super::data::Side)>,
}

pub fn view(s: &State) -> AirView {
    AirView {
        active: active(s),
        points: s.air,
        roll: s.air_roll,
        interdiction: s.interdiction,
        aiz: s.aiz.iter().map(|&(h, by)| (super::data::hex_name(h), by)).collect(),
        suppressed: s.units.iter().enumerate().filter(|(_, u)| u.suppressed).map(|(i, _)| s.key(i as u16).to_string()).collect(),
        strike_markers: strike_markers(s),
    }
}

/// The placed strike markers' hexes and their side ([23.2.4], [23.2.5]): only in an Air Strike Segment or
/// NATO's Defensive Strike (a decision that interrupts it, a cease-fire's, keeps them on the board).
fn strike_markers(s: &State) -> Vec<(String, super::data::Side)> {
    use super::state::Step;
    let segment = |st: &Step| match st {
        Step::AirStrikes(side) => Some(*side),
        Step::DefensiveStrike => Some(super::data::Side::Nato),
        _ => None,
    };
    let Some(side) = s.steps.iter().rev().find_map(segment) else { return vec![] };
    s.strike_markers.iter().filter_map(|m| s.hex_of(m.targets[0])).map(|h| (super::data::hex_name(h), side)).collect()
}
