//! The hexes an offensive's landings take (EotS 6.5, 7.28): just before the post-battle movement, each
//! landing still standing (not turned back) in an enemy-controlled hex with no enemy unit left takes the
//! hex (19.0: Miri, L2977; Guam and Rabaul, L3019–L3020; a won battle's hex was already taken by its
//! settlement).
//!
//! [`hexes_landings_take`] answers the question without changing anything (the computer player's
//! evaluation reads it in every position of an offensive, ai/eval.rs); [`landings_take_hexes`] asks it and
//! applies the answer, so the two never disagree.

use super::declaration;
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::{other, seat_of, Mode, State};
use crate::kit::hex::Hex;
use crate::{Arg, LogEntry};

/// Each hex the offensive's landings would take if the offensive ended now, once, in the order of the
/// offensive's activations, with the side that takes it (the offensive's). Empty without an offensive.
pub fn hexes_landings_take(s: &State) -> Vec<(Hex, Side)> {
    let Some(o) = s.offensive.as_ref() else { return vec![] };
    let side = o.side;
    let mut taken: Vec<(Hex, Side)> = vec![];
    let standing = o.active.iter().filter(|a| a.mode == Some(Mode::Amphibious) && !o.must_leave.contains(&a.unit));
    for h in standing.filter_map(|a| s.unit(a.unit).loc.hex()) {
        let new = !taken.iter().any(|&(t, _)| t == h);
        if new && s.controller(h) != Some(side) && !declaration::defended_by(s, h, other(side)) {
            taken.push((h, side));
        }
    }
    taken
}

/// 6.5: the landings take their hexes ([`hexes_landings_take`]).
pub fn landings_take_hexes(s: &mut State) {
    for (h, side) in hexes_landings_take(s) {
        s.set_control(h, side);
        s.log.push(LogEntry::new(Some(seat_of(side)), "eots.hex_taken", vec![Arg::Hex(h.id())]));
    }
}
