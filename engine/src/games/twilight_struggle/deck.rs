//! The draw pile, the discards and the removed cards (TS SEQ §1, §3, §4; TS SEQ B).

use super::data::{data, CardId, Period};
use super::state::{Options, Player, State};
use crate::Arg;

/// The China Card's number; it is never in the draw pile (TS CHN).
pub const CHINA: CardId = 6;

/// The cards of one war period that this game uses, in number order.
pub fn period_cards(options: &Options, period: Period) -> Vec<CardId> {
    data()
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

/// Draws the top card, reshuffling the discards into a new draw pile when it is empty (TS SEQ §3:
/// removed cards never come back).
pub fn draw(state: &mut State) -> Option<CardId> {
    if state.deck.is_empty() && !state.discard.is_empty() {
        state.deck = std::mem::take(&mut state.discard);
        let rng = &mut state.rng;
        rng.shuffle(&mut state.deck);
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
        state.information += 1;
        state.log(None, "ts.deal", vec![Arg::Num(dealt[0]), Arg::Num(dealt[1])]);
    }
}

/// Invariant: every card of the periods in play is in exactly one place, and no other card is anywhere.
pub fn check_cards(state: &State) -> Result<(), String> {
    let mut seen = vec![0u8; data().cards.len()];
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
                if name == "table" {
                    continue;
                }
                return Err(format!("the China Card is in the {name}"));
            }
            let slot = seen.get_mut(c as usize).ok_or_else(|| format!("unknown card {c} in the {name}"))?;
            *slot += 1;
        }
    }
    for period in periods_in_play(state.turn) {
        for c in period_cards(&state.options, *period) {
            if seen[c as usize] != 1 {
                return Err(format!("card {c} is in {} places", seen[c as usize]));
            }
            seen[c as usize] = 0;
        }
    }
    if let Some(c) = seen.iter().position(|&n| n > 0) {
        return Err(format!("card {c} is out of its war period"));
    }
    Ok(())
}
