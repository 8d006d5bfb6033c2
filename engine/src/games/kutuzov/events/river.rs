//! Interceptions across a River line (KUT 11.3 forbids them): #3 General Eble's Pontooniers (an Imperial
//! response, L1860) and #65 Over the River (L1103, L2569). The Power asked to intercept may play one of them
//! first; the interception it then makes may cross a River. #109 Distant Gunfire (rules 5, L1100) is offered
//! the same way and lets leaderless soldiers try as if led.

use super::super::data::Power;
use super::super::intercept::Intercept;
use super::super::state::{State, Step};
use super::has_event;

/// The cards `p` may play to open the River for this interception: held, and useful (an army of `p` could
/// then try that cannot now).
pub fn cards(s: &State, i: &Intercept, p: Power) -> Vec<u16> {
    if i.over_river || s.rules < 3 {
        return vec![];
    }
    let held: Vec<u16> = [3u16, 65].into_iter().filter(|&c| s.hands[crate::games::kutuzov::single_hand::hand_of(s, p)].contains(&c) && has_event(s, c)).collect();
    if held.is_empty() {
        return vec![];
    }
    let open = Intercept { over_river: true, ..i.clone() };
    if open.candidates(s, p).len() > i.candidates(s, p).len() {
        held
    } else {
        vec![]
    }
}

/// Plays the card: the interception step on top now lets armies cross a River.
pub fn play(s: &mut State, p: Power, card: u16) {
    s.hands[crate::games::kutuzov::single_hand::hand_of(s, p)].retain(|&x| x != card);
    super::piles::after_use(s, p, card);
    s.chance.reveal();
    s.log(Some(p), "kut.event", vec![crate::Arg::Seat(p), crate::Arg::Card(card)]);
    if let Some(Step::Intercept(i)) = s.steps.last_mut() {
        if card == 109 {
            i.virtual_leader = true;
        } else {
            i.over_river = true;
        }
    }
}

/// #109 Distant Gunfire (rules 5, L1100): held by `p`, not yet played for this interception, and useful
/// (a leaderless stack of `p` could then try).
pub fn gunfire_cards(s: &State, i: &Intercept, p: Power) -> Vec<u16> {
    if i.virtual_leader || !s.hands[crate::games::kutuzov::single_hand::hand_of(s, p)].contains(&109) || !has_event(s, 109) {
        return vec![];
    }
    let open = Intercept { virtual_leader: true, ..i.clone() };
    if open.sp_candidates(s, p).is_empty() {
        vec![]
    } else {
        vec![109]
    }
}
