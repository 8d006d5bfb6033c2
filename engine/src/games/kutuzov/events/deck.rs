//! Events that shuffle the used cards back into the draw deck (L488: #48 Hungry Soldiers Riot, #68, #86
//! Imperious Hunger, #100 Fresh Disasters). Only this part of their events is in the seed (D31).

use super::super::state::State;
use crate::Arg;

/// Whether the event does anything: there are used cards to shuffle in.
pub fn playable(s: &State) -> bool {
    !s.discard.is_empty()
}

/// The discard pile is shuffled into the draw deck (L488, L490).
pub fn reshuffle_used(s: &mut State) {
    let n = shuffle_discards_in(s);
    s.log(None, "kut.event_reshuffle", vec![Arg::Num(n as i32), Arg::Num(s.deck.len() as i32)]);
}

/// The discards join the draw deck and the whole deck is shuffled (these events; the interphase's deal
/// from rules 20, KUT 17.41); how many cards were discards.
pub fn shuffle_discards_in(s: &mut State) -> usize {
    let used = std::mem::take(&mut s.discard);
    let n = used.len();
    s.deck.extend(used);
    s.chance.shuffle(&mut s.deck);
    n
}
