//! Events about the China Card: Cultural Revolution (#58), Nixon Plays the China Card (#71), Ussuri River Skirmish (#76).

#[allow(unused_imports)]
use super::super::cards::*;
use super::super::data::{CardId, CountryId};
use super::super::state::{Choice, Player, State};
#[allow(unused_imports)]
use super::*;

pub fn fire(state: &mut State, card: CardId, p: Player) -> bool {
    let _ = (state, p);
    match card {
        _ => return false,
    }
    #[allow(unreachable_code)]
    true
}

pub fn on_country(state: &mut State, card: CardId, p: Player, c: CountryId) -> bool {
    let _ = (state, card, p, c);
    false
}

pub fn on_choice(state: &mut State, card: CardId, p: Player, choice: Choice) -> bool {
    let _ = (state, card, p, choice);
    false
}

pub fn on_card(state: &mut State, card: CardId, p: Player, picked: Option<CardId>) -> bool {
    let _ = (state, card, p, picked);
    false
}

pub fn resume(state: &mut State, card: CardId, p: Player, part: u8) -> bool {
    let _ = (state, card, p, part);
    false
}
