//! Where a used card goes (KUT 4.21, 5.4, 5.7, L486–L494): non-Home cards to the discard pile, Home cards to
//! their camp's face-up Home pile (#1 and #9 beside their Power), the "remove from play – then 14.62" Must
//! Play cards out of the game (on turn 1 some go back into the deck), the "discard and reshuffle" Must Play
//! cards into the discards and the deck reshuffled with them, and the face-up cards beside their Power until
//! the impulses of the turn are over.

use super::super::data::{camp_of, AfterUse, CardClass, Power};
use super::super::state::State;
use crate::Arg;

/// Puts a used card where its class and after-use rule say.
pub fn after_use(s: &mut State, power: Power, card: u16) {
    let Some(c) = s.data.card(card).cloned() else { return };
    let home = matches!(c.class, CardClass::ImperialHome | CardClass::TsaristHome);
    if s.rules < 3 {
        // Rules 1–2: Home cards to the Home pile, every other card to the discards.
        if home {
            s.home_used[camp_of(power) as usize].push(card);
        } else {
            s.discard.push(card);
        }
        return;
    }
    match c.after_use {
        AfterUse::HomePile | AfterUse::BesideFn | AfterUse::BesideFs => s.home_used[camp_of(power) as usize].push(card),
        AfterUse::Discard => s.discard.push(card),
        // L494: beside the Power's HQ card until the end of the impulse phase (4.24).
        AfterUse::FaceUpEot => s.face_up.push(card),
        // L492: on turn 1 these go back into the deck (D1: #29, #30, #33, #36, #40).
        AfterUse::RemoveWinter if c.t1_return && s.turn == 1 => {
            s.deck.push(card);
            let mut deck = std::mem::take(&mut s.deck);
            s.chance.shuffle(&mut deck);
            s.deck = deck;
            s.log(None, "kut.card_back_to_deck", vec![Arg::Card(card)]);
        }
        // L492, 14.62: removed from play (set aside for the winter attrition cards).
        AfterUse::RemoveWinter => {
            s.out_of_play.push(card);
            s.log(None, "kut.card_removed", vec![Arg::Card(card)]);
        }
        // L490: into the discards, and the deck reshuffled with them.
        AfterUse::DiscardReshuffle => {
            s.discard.push(card);
            super::deck::reshuffle_used(s);
        }
    }
}

/// The end of the impulse phase (L494, 4.24): the face-up cards go back (Home cards to their Home pile).
pub fn end_of_impulses(s: &mut State) {
    for card in std::mem::take(&mut s.face_up) {
        match s.data.card(card).map(|c| c.class) {
            Some(CardClass::ImperialHome) => s.home_used[0].push(card),
            Some(CardClass::TsaristHome) => s.home_used[1].push(card),
            _ => s.discard.push(card),
        }
    }
}
