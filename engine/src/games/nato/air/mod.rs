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
