//! The draw pile, the discards and the removed cards (TS SEQ §1, §3, §4; TS SEQ B).

use super::data::{CardId, Period};
use super::state::{Player, State};
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
    if state.deck.is_empty() && !state.discard.is_empty() {
        state.deck = std::mem::take(&mut state.discard);
        shuffle_draw_pile(state);
        state.log(None, "ts.reshuffle", vec![Arg::Num(state.deck.len() as i32)]);
    }
    state.deck.pop()
}

/// Deals until both hands hold `size` cards, one card at a time starting with the USSR and
/// alternating; a player who needs more than the other keeps drawing (TS TRN 1-3; the same order is
/// used in every game so a seed always deals the same hands). The China Card is not counted.
pub fn deal(state: &mut State, size: usize) {
    let mut dealt = [0i32; 2];
    loop {
        let mut any = false;
        for p in Player::BOTH {
            if state.hand(p).len() < size {
                match draw(state) {
                    Some(card) => {
                        state.hands[p.idx()].push(card);
                        dealt[p.idx()] += 1;
                        any = true;
                    }
                    None => break,
                }
            }
        }
        if !any {
            break;
        }
    }
    if dealt != [0, 0] {
        state.chance.reveal();
        state.log(None, "ts.deal", vec![Arg::Num(dealt[0]), Arg::Num(dealt[1])]);
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
    let mut out = vec![];
    let mut seen = vec![0u8; state.data().cards.len()];
    let places: [(&str, &Vec<CardId>); 6] = [
        ("deck", &state.deck),
        ("table", &state.table),
        ("discard", &state.discard),
        ("removed", &state.removed),
        ("USSR hand", &state.hands[0]),
        ("US hand", &state.hands[1]),
    ];
    for (name, cards) in places {
        for &c in cards {
            if c == CHINA {
                if name != "table" {
                    out.push(format!("the China Card is in the {name}"));
                }
                continue;
            }
            match seen.get_mut(c as usize) {
                Some(slot) => *slot += 1,
                None => out.push(format!("unknown card {c} in the {name}")),
            }
        }
    }
    let in_play: Vec<Period> = periods_in_play(state.turn).to_vec();
    for period in &in_play {
        for c in period_cards(state, *period) {
            if seen[c as usize] != 1 {
                out.push(format!("card {} is in {} places", card_name(state.data(), c), seen[c as usize]));
            }
            seen[c as usize] = 0;
        }
    }
    for (c, &n) in seen.iter().enumerate().skip(1) {
        if n == 0 {
            continue;
        }
        let card = &state.data().cards[c];
        if card.optional && !state.options.optional_cards {
            out.push(format!(
                "card {} is an optional card and optional cards are off (add `option optional_cards on`)",
                card_name(state.data(), c as CardId)
            ));
        } else if !in_play.contains(&card.period) {
            out.push(format!(
                "card {} is a {} card, not in play in turn {} (Mid War from turn 4, Late War from turn 8)",
                card_name(state.data(), c as CardId),
                period_name(card.period),
                state.turn
            ));
        } else {
            out.push(format!("card {} is out of its war period", card_name(state.data(), c as CardId)));
        }
    }
    out
}
