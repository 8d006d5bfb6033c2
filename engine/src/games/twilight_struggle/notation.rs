//! The command line's reading of a notation that is not among the legal ones (docs/cli.md): a card named
//! by its number (`card 23`, `discard 23`, or the number alone), and, for a card that is refused, which
//! card it is (key and name) and why.

use super::cards::{CHINA_CARD, UN_INTERVENTION};
use super::data::CardId;
use super::state::{Player, State};
use crate::Game;

/// [`crate::Game::read_notation`] for Twilight Struggle.
pub fn read(state: &State, wanted: &str, legal: &[&str]) -> Option<Result<String, String>> {
    let words: Vec<&str> = wanted.split_whitespace().collect();
    let (verb, arg) = match words[..] {
        [verb, arg] if verb.eq_ignore_ascii_case("card") || verb.eq_ignore_ascii_case("discard") => (verb.to_ascii_lowercase(), arg),
        // A number alone: the card of that number.
        [n] if n.parse::<u16>().is_ok() => ("card".to_string(), n),
        _ => return None,
    };
    let d = state.data();
    let card: CardId = match arg.parse::<u16>() {
        Ok(n) => match d.cards.get(n as usize).filter(|_| n > 0) {
            Some(c) => c.number,
            None => return Some(Err(format!("there is no card number {n} (the cards are numbered 1 to {})", d.cards.len().saturating_sub(1)))),
        },
        Err(_) => match d.card_by_key(&arg.to_ascii_lowercase()) {
            Some(c) => c,
            None => return Some(Err(format!("there is no card '{arg}' (name a card by its key, as marshall_plan, or by its number)"))),
        },
    };
    let c = d.card(card);
    let meant = format!("{verb} {}", c.key);
    if legal.iter().any(|l| l.eq_ignore_ascii_case(&meant)) {
        return Some(Ok(meant));
    }
    let named = format!("card {} ({}, #{})", c.key, c.name_en, c.number);
    let prompt = super::TwilightStruggle::prompt(state);
    let Some(seat) = prompt.seat else { return None };
    let player = Player::from_seat(seat);
    let who = super::TwilightStruggle::meta().seat_label(seat);
    let held = state.hand(player).contains(&card) || (card == CHINA_CARD && state.holds_china(player));
    let asks_cards = legal.iter().any(|l| l.starts_with("card ") || l.starts_with("discard "));
    let why = if !asks_cards {
        format!("{named}: this step ({}, {}) does not ask for a card", prompt.id, prompt.rule)
    } else if !held {
        format!("{named} is not in the {who} hand")
    } else if prompt.id == "ts.choose_headline" && card == CHINA_CARD {
        // TS CHN §7: the China Card is never a headline.
        format!("{named} may not be a headline (TS CHN §7)")
    } else if prompt.id == "ts.choose_headline" && card == UN_INTERVENTION {
        format!("{named} may not be a headline: it is played only with an opponent's card in an action round")
    } else if card == CHINA_CARD && !state.china.face_up {
        format!("{named} is face down: it turns face up at the end of the turn and may be played from the next (TS CHN, TS SEQ G)")
    } else if prompt.id == "ts.choose_card_trapped" && verb == "discard" {
        format!("{named} cannot be discarded against Quagmire or Bear Trap: only a card of 2 or more operations, not a scoring card, can (TS PLAY §3)")
    } else if prompt.id == "ts.choose_card_trapped" {
        format!("{named} cannot be played under Quagmire or Bear Trap: the player discards a card to roll for release, or plays a scoring card (TS PLAY §3)")
    } else {
        format!("{named} is not one of this step's choices ({}, {})", prompt.id, prompt.rule)
    };
    Some(Err(why))
}
