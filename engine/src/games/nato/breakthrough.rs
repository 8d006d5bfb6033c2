//! The strike-phase breakthrough ([25.9.1]), from rules version 13 ([`RULES`]): when the phasing player's
//! offensive strikes eliminate every enemy ground unit in a hex that holds no enemy free city (for the
//! Pact, a hex with a Battle marker), a Breakthrough marker goes on it. In the Combat Phase that player may
//! then run a **breakthrough battle cycle** against the hex at any time: any adjacent friendly maneuver units
//! that have not fought are committed, nobody reacts, and the only segment played is the advance, as after
//! an R2 that the target's terrain cannot shorten ([25.8]: by consolidation, or by exploitation where the
//! terrain allows). The units committed count as having attacked (decision BK1 in docs/games/nato.md).
//!
//! Before rules 13 an offensive strike that emptied any hex left a marker (for [25.9.3]'s Reserve Phase
//! effect only) and no cycle was offered.

use super::data::{HexId, Side};
use super::state::State;

/// The rules version that plays [25.9.1]'s conditions and the breakthrough battle cycle.
pub const RULES: u32 = 13;

/// [25.9.1]: whether an offensive strike by `striker` that emptied `h` leaves a Breakthrough marker: before
/// rules 13 always; from it only on a hex without an enemy free city and, for the Pact, with a Battle marker.
pub fn strike_marks(s: &State, striker: Side, h: HexId) -> bool {
    s.rules < RULES || (!s.free_city_of(h, striker.other()) && (striker == Side::Nato || s.marked.contains(&h)))
}

/// Whether `h` is a hex `side` may run a breakthrough battle cycle against now: its strike-phase
/// Breakthrough marker (a marker on a hex no battle of this phase targeted: a Combat Phase marker is only
/// ever placed on a battle's target), no enemy unit or enemy free city there, not yet the target of a
/// battle this phase.
pub fn is_cycle_target(s: &State, side: Side, h: HexId) -> bool {
    s.rules >= RULES
        && s.breakthroughs.contains(&(h, side))
        && !s.attacked_hexes.contains(&h)
        && !s.occupied_by(h, side.other())
        && !s.free_city_of(h, side.other())
}

/// The hexes `side` may run a breakthrough battle cycle against, with an adjacent unit able to join.
pub fn cycle_targets(s: &State, side: Side) -> Vec<HexId> {
    let mut out: Vec<HexId> = s
        .breakthroughs
        .iter()
        .filter(|&&(h, sd)| sd == side && is_cycle_target(s, side, h))
        .map(|&(h, _)| h)
        .filter(|&h| super::combat::eligible_attackers(s, side, h).iter().any(|&u| s.class(u).maneuver()))
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}
