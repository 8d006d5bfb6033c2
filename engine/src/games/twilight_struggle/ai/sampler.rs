//! The sampler (docs/ai.md "What the AI knows"): a Twilight Struggle position as one seat knows it, with
//! everything hidden from that seat drawn again.
//!
//! Hidden from a seat: the opponent's hand, the opponent's headline while it lies face down, the draw
//! pile's order, and the dice and shuffles to come. The seat knows its own hand, the discards, the removed
//! cards, the table, the hand counts and the log, so it knows exactly which cards are **somewhere hidden**
//! — the pool: the draw pile, the opponent's hand and face-down headline together — and nothing about
//! where each one is, except what the log revealed since:
//! - a hand laid open (CIA Created, Lone Gunman, Aldrich Ames: `ts.hand_card`), scoring cards shown
//!   (The Cambridge Five) or held at the end of a turn, a card returned by Grain Sales, a card taken from
//!   the discards (SALT), Missile Envy given in exchange (its effect is in play);
//! - such a card stays known to be in that hand until the log mentions it again (played, discarded,
//!   taken, headlined and revealed): every way out of a hand is written in the public log.
//!
//! A sample deals the known cards to the opponent's slots, fills the rest of its hand (and face-down
//! headline) from the pool at random, puts the remainder in a random order as the draw pile, and gives the
//! generator a fresh seed (a position's scripted dice are dropped: the seat cannot know them). Samples
//! that contradict the rules the opponent has obeyed — more scoring cards than the rounds left to play
//! them, UN Intervention as a headline — are drawn again. Nothing of the true hidden cards is read: the
//! pool is sorted before it is shuffled, so two positions that differ only in hidden cards give the same
//! samples.

use super::super::cards::*;
use super::super::data::CardId;
use super::super::state::{Player, State};
use super::values::rounds_left;
use crate::{Arg, Rng, Seat};

/// What one seat knows of the hidden cards, gathered once per decision.
#[derive(Clone, Debug)]
pub struct Knowledge {
    pub me: Player,
    pub opp: Player,
    /// The hidden cards not known to be anywhere, sorted.
    pub pool: Vec<CardId>,
    /// Cards known to be in the opponent's hand (or face-down headline), sorted.
    pub known: Vec<CardId>,
    pub hand_len: usize,
    pub hidden_headline: bool,
    /// Scoring cards the opponent can still hold (rounds left to play them).
    pub scoring_room: usize,
}

/// Cards the log shows to be in `opp`'s hand now.
pub fn known_in_hand(state: &State, opp: Player) -> Vec<CardId> {
    let mut known: Vec<CardId> = vec![];
    let opp_seat = Arg::Seat(opp.seat());
    for e in state.log.iter() {
        let into_hand_of = match e.id.as_str() {
            "ts.hand_card" | "ts.scoring_shown" | "ts.scoring_held" | "ts.takes_from_discard" => e.args.first(),
            "ts.returns_card" => e.args.get(2),
            _ => None,
        };
        for a in &e.args {
            if let Arg::Card(c) = a {
                let c = *c as CardId;
                known.retain(|&k| k != c);
                if into_hand_of == Some(&opp_seat) {
                    known.push(c);
                }
            }
        }
    }
    // Missile Envy given in exchange: its effect says who holds it until it is played.
    if state.effect(MISSILE_ENVY).is_some_and(|e| e.player == opp) && !known.contains(&MISSILE_ENVY) {
        known.push(MISSILE_ENVY);
    }
    known.sort_unstable();
    known
}

pub fn knowledge(state: &State, seat: Seat) -> Knowledge {
    let me = Player::from_seat(seat);
    let opp = me.opponent();
    let hidden = state.headlines[opp.idx()].filter(|_| !state.headline_revealed[opp.idx()]);
    let mut pool: Vec<CardId> = state.deck.iter().chain(state.hands[opp.idx()].iter()).copied().chain(hidden).collect();
    pool.sort_unstable();
    let mut known = known_in_hand(state, opp);
    known.retain(|c| pool.binary_search(c).is_ok());
    let slots = state.hands[opp.idx()].len() + hidden.is_some() as usize;
    known.truncate(slots);
    pool.retain(|c| known.binary_search(c).is_err());
    Knowledge {
        me,
        opp,
        pool,
        known,
        hand_len: state.hands[opp.idx()].len(),
        hidden_headline: hidden.is_some(),
        scoring_room: rounds_left(state, opp) as usize,
    }
}

/// A position as `k.me` knows it, the hidden cards and the future dice drawn from `rng`.
pub fn determinize(state: &State, k: &Knowledge, rng: &mut Rng) -> State {
    let mut s = state.clone();
    let is_scoring = |c: CardId| state.data().cards[c as usize].scoring;
    let need = k.hand_len + k.hidden_headline as usize;
    let mut pool: Vec<CardId> = vec![];
    let mut slots: Vec<CardId> = vec![];
    for attempt in 0..24 {
        pool.clear();
        pool.extend_from_slice(&k.pool);
        rng.shuffle(&mut pool);
        slots.clear();
        slots.extend_from_slice(&k.known);
        while slots.len() < need {
            match pool.pop() {
                Some(c) => slots.push(c),
                None => break,
            }
        }
        rng.shuffle(&mut slots);
        if k.hidden_headline {
            // The headline is the last slot; it cannot be UN Intervention.
            if let Some(i) = slots.iter().rposition(|&c| c != UN_INTERVENTION) {
                let last = slots.len() - 1;
                slots.swap(i, last);
            }
        }
        let hand_scoring = slots.iter().take(k.hand_len).filter(|&&c| is_scoring(c)).count();
        if hand_scoring <= k.scoring_room || attempt == 23 {
            break;
        }
    }
    let headline = if k.hidden_headline { slots.pop() } else { None };
    s.hands[k.opp.idx()] = slots.clone();
    if let (Some(new), Some(old)) = (headline, state.headlines[k.opp.idx()]) {
        if let Some(t) = s.table.iter_mut().find(|t| **t == old) {
            *t = new;
        }
        s.headlines[k.opp.idx()] = Some(new);
    }
    s.deck = pool.clone();
    s.chance.set_rng(Rng::new(rng.next_u64()));
    s.chance.script = Default::default();
    s
}
