//! The Reserve Phase's helicopter and tactical movement combined ([28.2.1], [18.3]), from rules version 17
//! ([`RULES`], decision H11): a unit that began the phase with a Reserve/OMG marker makes at most one
//! tactical move (half its printed MA, rounded up, as every reserve move) and, if airborne or airmobile, at
//! most one helicopter infiltration (one 5-hex leg, no assault), in either order: flown in, it may still
//! walk from where it landed; walked, it may still fly from where it stopped if it meets infiltration's
//! conditions there ([18.1.3], [18.2.1]: outside an un-negated enemy zone, not disrupted, in movement
//! supply). Rules 7–16 let each marked unit do one or the other.

use super::data::Side;
use super::state::{State, UnitId};

/// The first rules version that combines the two moves of a reserve unit.
pub const RULES: u32 = 17;

/// Whether this game combines them ([28.2.1]).
pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// Whether the marked unit `u` of `side` may still make its tactical reserve move: not made yet, and the
/// unit has not moved this phase but by a helicopter infiltration (from rules 17).
pub fn may_walk(s: &State, u: UnitId, side: Side) -> bool {
    let us = &s.units[u as usize];
    if s.side(u) != side || !us.reserve || s.hex_of(u).is_none() {
        return false;
    }
    if !active(s) {
        return !us.moved;
    }
    !s.reserve_walked.contains(&u) && (!us.moved || s.reserve_flown.contains(&u))
}

/// Whether the marked unit `u`, moved already this phase, may still fly: from rules 17, when its only move
/// was its tactical reserve move.
pub fn may_fly_after_walking(s: &State, u: UnitId) -> bool {
    active(s) && s.reserve_walked.contains(&u) && !s.reserve_flown.contains(&u)
}

/// The unit has made its tactical reserve move (or chosen to stay).
pub fn walked(s: &mut State, u: UnitId) {
    if active(s) && !s.reserve_walked.contains(&u) {
        s.reserve_walked.push(u);
    }
}

/// The unit has landed from its reserve helicopter leg.
pub fn flown(s: &mut State, u: UnitId) {
    if active(s) && !s.reserve_flown.contains(&u) {
        s.reserve_flown.push(u);
    }
}

/// The Reserve Phase's end: the marks go.
pub fn end(s: &mut State) {
    s.reserve_walked.clear();
    s.reserve_flown.clear();
}
