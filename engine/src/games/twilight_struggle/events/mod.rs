//! The 110 events (TS EVT). Each card's event is a small function named after the card, in the file of
//! its war period; this module holds what they share: who owns an event, whether it may fire now, and
//! the helpers that add and remove influence, score, roll wars and ask the players.
//!
//! An event that needs a decision pushes a step (`picks.rs`: `Influence`, `ChooseCountry`,
//! `ChooseOption`, `ChooseCardFrom`, `ChooseOps`) and, when it has more to do afterwards, a `Resume` below
//! it. The answer comes back to the card's handler through `on_country` / `on_choice` / `on_card` /
//! `resume`; a file defines only the handlers its cards need, and each dispatcher below asks those files
//! in turn.

pub mod china;
pub mod early;
pub mod late;
pub mod mid;
pub mod optional;
pub mod picks;
pub mod preconditions;
pub mod scoring_cards;
pub mod wars;

use super::cards::*;
use super::control::controller;
use super::data::{CardId, Country, CountryId, Region, Side};
use super::defcon::{change_defcon, gain_vp};
use super::scoring::{self, Level};
use super::state::{Choice, Effect, OpsKind, Player, State};
use super::turn::{apply_net, round_stamp};
use crate::{Arg, Outcome};

pub use picks::{add_picks, choose_card_from, choose_country, choose_option, grant_ops, remove_picks, then, wipe_picks};
pub use preconditions::{playable, un_partners};

/// Who carries out `card`'s event when `player` plays it: the side printed on the card, or the
/// player for a neutral card (TS CMP §2-2, TS PLAY §2).
pub fn owner(state: &State, card: CardId, player: Player) -> Player {
    match state.data().cards[card as usize].side {
        Side::Us => Player::Us,
        Side::Ussr => Player::Ussr,
        Side::Neutral => player,
    }
}

/// Fires `card`'s event for `p`.
pub fn fire(state: &mut State, card: CardId, p: Player) {
    let handled = scoring_cards::fire(state, card, p)
        || wars::fire(state, card, p)
        || early::fire(state, card, p)
        || mid::fire(state, card, p)
        || late::fire(state, card, p)
        || optional::fire(state, card, p)
        || china::fire(state, card, p);
    debug_assert!(handled, "card {card} has no event");
}

pub fn on_country(state: &mut State, card: CardId, p: Player, c: CountryId) {
    let _ = wars::on_country(state, card, p, c)
        || early::on_country(state, card, p, c)
        || mid::on_country(state, card, p, c)
        || late::on_country(state, card, p, c);
}

pub fn on_choice(state: &mut State, card: CardId, p: Player, choice: Choice) {
    let _ = early::on_choice(state, card, p, choice)
        || mid::on_choice(state, card, p, choice)
        || late::on_choice(state, card, p, choice);
}

/// A card chosen from a list (`None`: declined).
pub fn on_card(state: &mut State, card: CardId, p: Player, picked: Option<CardId>) {
    let _ = early::on_card(state, card, p, picked)
        || mid::on_card(state, card, p, picked)
        || late::on_card(state, card, p, picked)
        || optional::on_card(state, card, p, picked);
}

pub fn resume(state: &mut State, card: CardId, p: Player, part: u8) {
    let _ = early::resume(state, card, p, part)
        || mid::resume(state, card, p, part)
        || late::resume(state, card, p, part)
        || optional::resume(state, card, p, part);
}

// ---- Helpers shared by the events ----------------------------------------------------------------

pub fn country(state: &State, key: &str) -> CountryId {
    state.data().country(key).unwrap_or_else(|| panic!("no country '{key}' in the data pack"))
}

fn key(state: &State, c: CountryId) -> Arg {
    Arg::Space(state.data().countries[c as usize].key.clone())
}

/// Countries matching a test, in data order.
pub fn countries(state: &State, test: impl Fn(&Country) -> bool) -> Vec<CountryId> {
    state.data().countries.iter().filter(|c| test(c)).map(|c| c.id).collect()
}

pub fn in_region(region: Region) -> impl Fn(&Country) -> bool {
    move |c| c.region == region
}

/// Adds event influence (no access rule, no cost: TS OPS §1-1's exception).
pub fn add(state: &mut State, p: Player, c: CountryId, n: u8) {
    if n == 0 {
        return;
    }
    state.influence[c as usize][p.idx()] += n;
    state.log(Some(p), "ts.add", vec![Arg::Seat(p.seat()), Arg::Num(n as i32), key(state, c)]);
}

/// Removes up to `n` of `p`'s influence.
pub fn remove(state: &mut State, p: Player, c: CountryId, n: u8) {
    let have = state.inf(c, p);
    let n = n.min(have);
    if n == 0 {
        return;
    }
    state.influence[c as usize][p.idx()] -= n;
    state.log(Some(p), "ts.remove", vec![Arg::Seat(p.seat()), Arg::Num(n as i32), key(state, c)]);
}

pub fn wipe(state: &mut State, p: Player, c: CountryId) {
    let have = state.inf(c, p);
    remove(state, p, c, have);
}

/// Adds just enough of `p`'s influence to control `c` (Fidel, Romanian Abdication, US/Japan Pact).
pub fn add_to_control(state: &mut State, p: Player, c: CountryId) {
    let stability = state.data().countries[c as usize].stability;
    let need = (state.inf(c, p.opponent()) + stability).max(stability);
    let have = state.inf(c, p);
    if need > have {
        add(state, p, c, need - have);
    }
}

pub fn add_effect(state: &mut State, card: CardId, p: Player, turn_only: bool) {
    let stamp = round_stamp(state);
    state.effects.retain(|e| e.card != card);
    state.effects.push(Effect { card, player: p, region: None, turn_only, stamp });
}

pub fn end_effect(state: &mut State, card: CardId) {
    if state.has(card) {
        state.effects.retain(|e| e.card != card);
        state.log(None, "ts.effect_ends", vec![Arg::Card(card as u16)]);
    }
}

pub fn vp(state: &mut State, p: Player, n: i32) {
    gain_vp(state, p, n, false);
}

/// Moves DEFCON; DEFCON 1 is charged to the phasing player (TS DEF §1-3; in the headline, the player
/// who chose the card, TS SEQ C).
pub fn defcon(state: &mut State, delta: i32) {
    let phasing = state.phasing;
    change_defcon(state, delta, phasing);
}

pub fn roll(state: &mut State) -> u8 {
    super::play::roll(state)
}

/// Starts counting the picks of the next influence step (read back from `state.last_picks`).
pub fn reset_picks(state: &mut State) {
    state.last_picks = 0;
}

/// The usual event operations: influence, realignment or a coup.
pub fn ordinary_ops() -> Vec<OpsKind> {
    vec![OpsKind::Influence, OpsKind::Realign, OpsKind::Coup]
}

/// Takes a random card from `p`'s hand (never the China Card, which is not in a hand).
pub fn random_card(state: &mut State, p: Player) -> Option<CardId> {
    let hand = &state.hands[p.idx()];
    if hand.is_empty() {
        return None;
    }
    let (i, drawn) = state.chance.pick(hand)?;
    let card = state.hands[p.idx()].remove(i);
    super::play::note_script(state, drawn, "ts.scripted_pick", vec![Arg::Card(card as u16)]);
    Some(card)
}

/// The cards `p` could give up to an event that asks for `min_ops` or more ops, counted with `p`'s own
/// modifiers (TS PLAY §3, TS EVT §4-2); never a scoring card (Blockade, Latin American Debt Crisis).
pub fn discardable(state: &State, p: Player, min_ops: u8) -> Vec<CardId> {
    state
        .hand(p)
        .iter()
        .copied()
        .filter(|&c| !state.data().cards[c as usize].scoring && super::ops::card_ops(state, p, c) >= min_ops)
        .collect()
}

/// Discards a card from `p`'s hand without its event (TS PLAY §4).
pub fn discard_from_hand(state: &mut State, p: Player, card: CardId) {
    state.hands[p.idx()].retain(|&c| c != card);
    state.discard.push(card);
    state.log(Some(p), "ts.discards", vec![Arg::Seat(p.seat()), Arg::Card(card as u16)]);
}

/// Shows `p`'s hand to the opponent (CIA Created, Lone Gunman, Aldrich Ames): written to the log.
pub fn reveal_hand(state: &mut State, p: Player) {
    state.chance.reveal();
    state.log(Some(p), "ts.hand_shown", vec![Arg::Seat(p.seat()), Arg::Num(state.hand(p).len() as i32)]);
    for c in state.hand(p).clone() {
        state.log(Some(p), "ts.hand_card", vec![Arg::Seat(p.seat()), Arg::Card(c as u16)]);
    }
}

/// Scores a region as its scoring card does (TS VIC §1): Europe control wins at once; Shuttle
/// Diplomacy applies to the next Middle East or Asia scoring and then leaves play.
pub fn score_region(state: &mut State, region: Region) {
    let shuttle = matches!(region, Region::MiddleEast | Region::Asia) && state.has(SHUTTLE_DIPLOMACY);
    let scores = scoring::region_scores_adjusted(state, region, shuttle);
    if shuttle {
        end_effect(state, SHUTTLE_DIPLOMACY);
        if let Some(i) = state.table.iter().position(|&c| c == SHUTTLE_DIPLOMACY) {
            state.table.remove(i);
            state.discard.push(SHUTTLE_DIPLOMACY);
        }
    }
    let level = |l: Level| Arg::Key(format!("ts.level.{}", level_key(l)));
    state.log(
        None,
        "ts.score",
        vec![
            Arg::Key(format!("ts.region.{}", region.key())),
            level(scores[0].level),
            Arg::Num(scores[0].total()),
            level(scores[1].level),
            Arg::Num(scores[1].total()),
        ],
    );
    if region == Region::Europe {
        if let Some(p) = Player::BOTH.into_iter().find(|p| scores[p.idx()].level == Level::Control) {
            state.log(Some(p), "ts.europe_control", vec![Arg::Seat(p.seat())]);
            state.outcome = Some(Outcome { winners: vec![], winner: Some(p.seat()), reason: "europe_control".into(), args: vec![] });
            return;
        }
    }
    apply_net(state, scoring::net(&scores), false);
}

pub fn level_key(l: Level) -> &'static str {
    match l {
        Level::None => "none",
        Level::Presence => "presence",
        Level::Domination => "domination",
        Level::Control => "control",
    }
}

pub fn uncontrolled(state: &State, c: CountryId) -> bool {
    controller(state, c).is_none()
}
