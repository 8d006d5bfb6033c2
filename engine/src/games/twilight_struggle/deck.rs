//! The draw pile, the discards and the removed cards (TS SEQ §1, §3, §4; TS SEQ B): the war periods'
//! cards, and the draws, deals and card check of `kit::deck` in Twilight Struggle's words.

use super::data::{CardId, Period};
use super::state::State;
use crate::kit::deck::{self, Misplaced};
use crate::Arg;

/// The China Card's number; it is never in the draw pile (TS CHN).
pub const CHINA: CardId = 6;

/// The cards of one war period that this game uses, in number order.
pub fn period_cards(state: &State, period: Period) -> Vec<CardId> {
    let options = &state.options;
    state
        .data()
        .cards
        .iter()
        .skip(1)
        .filter(|c| c.period == period && c.number != CHINA && (options.optional_cards || !c.optional))
        .map(|c| c.number)
        .collect()
}

/// The periods whose cards have entered the game by this turn (TS SEQ H: Mid War after turn 3,
/// Late War after turn 7).
pub fn periods_in_play(turn: u8) -> &'static [Period] {
    match turn {
        0..=3 => &[Period::Early],
        4..=7 => &[Period::Early, Period::Mid],
        _ => &[Period::Early, Period::Mid, Period::Late],
    }
}

/// Shuffles the draw pile (a reshuffle, a new war period, Our Man in Tehran), or puts it in the order a
/// position file scripted (`shuffle …`).
pub fn shuffle_draw_pile(state: &mut State) {
    let mut pile = std::mem::take(&mut state.deck);
    let drawn = state.chance.shuffle(&mut pile);
    state.deck = pile;
    super::play::note_script(state, drawn, "ts.scripted_shuffle", vec![]);
}

/// Draws the top card, reshuffling the discards into a new draw pile when it is empty (TS SEQ §3:
/// removed cards never come back).
pub fn draw(state: &mut State) -> Option<CardId> {
    let drawn = deck::draw(&mut state.deck, &mut state.discard, &mut state.chance)?;
    if let Some(r) = drawn.reshuffle {
        log_reshuffle(state, r);
    }
    Some(drawn.card)
}

/// A reshuffle in the log: scripted by the position (or not usable), and the new pile's size.
fn log_reshuffle(state: &mut State, r: deck::Reshuffle) {
    super::play::note_script(state, r.drawn, "ts.scripted_shuffle", vec![]);
    state.log(None, "ts.reshuffle", vec![Arg::Num(r.cards as i32)]);
}

/// Deals until both hands hold `size` cards, one card at a time starting with the USSR and
/// alternating; a player who needs more than the other keeps drawing (TS TRN 1-3; the same order is
/// used in every game so a seed always deals the same hands). The China Card is not counted.
pub fn deal(state: &mut State, size: usize) {
    let State { hands, deck: pile, discard, chance, .. } = state;
    let mut reshuffles = vec![];
    let dealt = deck::deal(hands, size, || {
        let d = deck::draw(pile, discard, chance)?;
        reshuffles.extend(d.reshuffle);
        Some(d.card)
    });
    // Nothing else is logged during a deal, so the reshuffles it needed are logged after it, in order.
    for r in reshuffles {
        log_reshuffle(state, r);
    }
    if dealt != [0, 0] {
        state.chance.reveal();
        state.log(None, "ts.deal", vec![Arg::Num(dealt[0] as i32), Arg::Num(dealt[1] as i32)]);
    }
}

/// Invariant: every card of the periods in play is in exactly one place, and no other card is anywhere.
pub fn check_cards(state: &State) -> Result<(), String> {
    match card_problems(state).first() {
        Some(p) => Err(p.clone()),
        None => Ok(()),
    }
}

/// Every card out of place, named by number, key and name, with what to do about the usual causes.
pub fn card_problems(state: &State) -> Vec<String> {
    use super::position::{card_name, period_name};
    let d = state.data();
    let places: [(&str, &[CardId]); 6] = [
        ("deck", &state.deck),
        ("table", &state.table),
        ("discard", &state.discard),
        ("removed", &state.removed),
        ("USSR hand", &state.hands[0]),
        ("US hand", &state.hands[1]),
    ];
    let mut out = vec![];
    // TS CHN: the China Card is never in a pile; it is on the table only while it is played.
    for (name, cards) in places {
        for &c in cards {
            if c == CHINA && name != "table" {
                out.push(format!("the China Card is in the {name}"));
            }
        }
    }
    let in_play = periods_in_play(state.turn);
    let expected = in_play.iter().flat_map(|&period| period_cards(state, period));
    for problem in deck::one_place(&places, d.cards.len(), expected) {
        match problem {
            Misplaced::Unknown { card, place } => out.push(format!("unknown card {card} in the {place}")),
            Misplaced::Count { card, places } => out.push(format!("card {} is in {places} places", card_name(d, card))),
            // Held or on the table, the China Card is outside the piles (checked above).
            Misplaced::Unexpected { card: CHINA } => {}
            Misplaced::Unexpected { card: c } => {
                let card = &d.cards[c as usize];
                out.push(if card.optional && !state.options.optional_cards {
                    format!(
                        "card {} is an optional card and optional cards are off (add `option optional_cards on`)",
                        card_name(d, c)
                    )
                } else if !in_play.contains(&card.period) {
                    format!(
                        "card {} is a {} card, not in play in turn {} (Mid War from turn 4, Late War from turn 8)",
                        card_name(d, c),
                        period_name(card.period),
                        state.turn
                    )
                } else {
                    format!("card {} is out of its war period", card_name(d, c))
                });
            }
        }
    }
    out
}
