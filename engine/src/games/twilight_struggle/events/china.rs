//! Events about the China Card: Cultural Revolution (#58), Nixon Plays the China Card (#71), Ussuri
//! River Skirmish (#76).
//!
//! While the Chinese Civil War is unresolved nobody holds the card; for Nixon and Ussuri the seed
//! counts the US as its holder (TS CCW §4-1): only the event's "US holds it" branch happens and the
//! card stays where it is (digest D5). Cultural Revolution cannot fire then (`events::playable`).

use super::super::cards::*;
use super::super::data::{CardId, Region};
use super::super::state::{China, Player, State};
use super::{add_picks, countries, in_region, vp};
use crate::Arg;

pub fn fire(state: &mut State, card: CardId, _p: Player) -> bool {
    match card {
        CULTURAL_REVOLUTION => cultural_revolution(state),
        NIXON_CHINA => nixon(state),
        USSURI_RIVER => ussuri(state),
        _ => return false,
    }
    true
}

/// Whether the US counts as the China Card's holder for these events: it holds it, or the Chinese
/// Civil War is still being fought (TS CCW §4-1).
fn us_deemed_holder(state: &State) -> bool {
    state.holds_china(Player::Us) || (state.china.holder.is_none() && state.civil_war.is_some())
}

/// Hands the China Card to `p`. Never done while the card itself is on the table (it cannot be the
/// card being played when these events fire, but a stray transfer would break its passing).
fn take_china(state: &mut State, p: Player, face_up: bool) {
    if state.table.contains(&CHINA_CARD) {
        return;
    }
    state.china = China { holder: Some(p), face_up };
    let id = if face_up { "ts.china_taken_up" } else { "ts.china_taken_down" };
    state.log(Some(p), id, vec![Arg::Seat(p.seat())]);
}

/// Cultural Revolution (#58): a US-held China Card goes over to the Soviets, ready to play; if the
/// Soviets already have it, they score 1 VP instead.
fn cultural_revolution(state: &mut State) {
    match state.china.holder {
        Some(Player::Us) => take_china(state, Player::Ussr, true),
        Some(Player::Ussr) => vp(state, Player::Ussr, 1),
        None => {}
    }
}

/// Nixon Plays the China Card (#71): the US scores 2 VP if it already has the China Card (or is
/// deemed to during the Chinese Civil War); otherwise it takes the card, unusable until turned up at
/// the end of the turn.
fn nixon(state: &mut State) {
    if us_deemed_holder(state) {
        vp(state, Player::Us, 2);
    } else if state.holds_china(Player::Ussr) {
        take_china(state, Player::Us, false);
    }
}

/// Ussuri River Skirmish (#76): a Soviet-held China Card passes to the US ready to play; if the US
/// already has it (or is deemed to), the US places 4 influence in Asia, no more than 2 in a country.
fn ussuri(state: &mut State) {
    if us_deemed_holder(state) {
        add_picks(state, Player::Us, USSURI_RIVER, 4, 2, countries(state, in_region(Region::Asia)));
    } else if state.holds_china(Player::Ussr) {
        take_china(state, Player::Us, true);
    }
}
