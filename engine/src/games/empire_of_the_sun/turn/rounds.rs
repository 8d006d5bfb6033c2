//! The Offensives Phase's rounds (EotS 4.2): who plays first (4.21, the Future Offensive seizing the
//! initiative, 7.29A), then each round a card played for its operations or its event, a Future Offensive
//! set aside or played, a discard or a pass (4.22), until neither player has a play left. A card's play
//! runs its offensive (offensive/, 7.0), its other operations (oc_uses.rs, 5.0 B–E) or its event
//! (events/, 5.3); after every play the stacking limits apply (8.34, 8.48) and the automatic victories
//! are checked (16.1).

use super::{cards, oc_uses};
use crate::games::empire_of_the_sun::actions::{Action, OcUse};
use crate::games::empire_of_the_sun::data::{CardType, Side};
use crate::games::empire_of_the_sun::events::{self, steps as event_steps};
use crate::games::empire_of_the_sun::offensive;
use crate::games::empire_of_the_sun::offensive::movement::stacking;
use crate::games::empire_of_the_sun::political::victory;
use crate::games::empire_of_the_sun::scenario::{opening, special_rules};
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{idx, other, seat_of, side_of, CardNo, Play, State};
use crate::games::empire_of_the_sun::text;
use crate::kit::steps::Step as Kind;
use crate::{Illegal, LogEntry, Prompt, Seat};

// ---- 4.21 the initiative ----

/// Whether `side` still has a play this Offensives Phase: cards in hand or passes (the Future
/// Offensive alone does not keep a player in the phase, 4.22).
pub fn has_play(s: &State, side: Side) -> bool {
    let c = s.cards(side);
    !c.hand.is_empty() || c.passes > 0
}

/// 4.21 initiative: the player with more cards plays first; on a tie the Japanese in turns 1–4, the
/// Allies afterwards (D23). The player with fewer cards may open with his Future Offensive as an EC
/// offensive (7.29A) — asked by the `Initiative` step when possible.
pub fn first_player(s: &State) -> Side {
    let (j, a) = (cards::hand_count(s, Side::Japanese), cards::hand_count(s, Side::Allied));
    match j.cmp(&a) {
        std::cmp::Ordering::Greater => Side::Japanese,
        std::cmp::Ordering::Less => Side::Allied,
        std::cmp::Ordering::Equal => {
            if s.tracks.turn <= 4 {
                Side::Japanese
            } else {
                Side::Allied
            }
        }
    }
}

/// The player who may seize the initiative with a Future Offensive (7.29A): the one with fewer cards,
/// holding a Future Offensive set aside on an earlier turn; not on a tie.
pub fn may_seize(s: &State) -> Option<Side> {
    let (j, a) = (cards::hand_count(s, Side::Japanese), cards::hand_count(s, Side::Allied));
    let fewer = match j.cmp(&a) {
        std::cmp::Ordering::Less => Side::Japanese,
        std::cmp::Ordering::Greater => Side::Allied,
        std::cmp::Ordering::Equal => return None,
    };
    let turn = s.tracks.turn;
    s.cards(fewer).future.filter(|&(_, t)| t < turn || t == 0).map(|_| fewer)
}

/// EotS 4.21: the initiative. The player with fewer cards may open with his Future Offensive as an EC
/// offensive (7.29A); on turn 2 the Allies may first play Arcadia Conference (17.11, 17.25D). Otherwise
/// nothing is asked: the first player's round follows.
impl Kind<State> for steps::Initiative {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        // 17.11, 17.25D: Arcadia Conference before the first Japanese card.
        if opening::arcadia_window(s) {
            return ask(Side::Allied, "eots.arcadia_play", vec![], "EotS 17.25D", vec![Action::Ec { card: opening::ARCADIA }, Action::Done]);
        }
        let side = may_seize(s)?;
        ask(side, "eots.initiative", vec![], "EotS 7.29A", vec![Action::Future { play: Play::Ec }, Action::Done])
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let side = side_of(seat);
        match action {
            Action::Ec { card } => {
                // 17.11, 17.25D: Arcadia Conference before the Japanese open; then their round.
                s.steps.pop();
                play_ec(s, side, *card, false);
            }
            Action::Future { play } => {
                s.steps.pop();
                play_future(s, side, *play);
            }
            Action::Done => {
                s.steps.pop();
                let first = first_player(s);
                s.steps.push(Step::Round(steps::Round { side: first }));
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }

    /// No one may seize the initiative: the first player with a play opens the phase.
    fn run(&self, s: &mut State) {
        let first = first_player(s);
        if has_play(s, first) || has_play(s, other(first)) {
            s.steps.push(Step::Round(steps::Round { side: if has_play(s, first) { first } else { other(first) } }));
        }
    }
}

// ---- 4.22 the rounds ----

/// EotS 4.22: a round of `side`. In December 1941 the Japanese play cards 1 and 2 as events and nothing
/// else (17.11). A round with nothing to play passes to the other player.
impl Kind<State> for steps::Round {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        match opening::december_play(s, self.side) {
            Some(cards) => {
                let a = cards.into_iter().map(|card| Action::Ec { card }).collect();
                ask(self.side, "eots.december_round", vec![], "EotS 17.11", a)
            }
            None => ask(self.side, "eots.round", vec![], "EotS 4.22", round_actions(s, self.side)),
        }
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let side = side_of(seat);
        s.steps.pop();
        s.phasing = side;
        round(s, side, action);
        Ok(())
    }

    fn none_left(&self, s: &mut State) {
        next_round(s, self.side);
    }
}

/// A round's choices (4.22): each card for its operations or its event, the Future Offensive, a discard,
/// a pass.
fn round_actions(s: &State, side: Side) -> Vec<Action> {
    let mut a = vec![];
    let c = s.cards(side);
    let special = |card: CardNo| cards::card(s, side, card).special.is_some();
    let oc = oc_uses::OcOptions::of(s, side);
    for &card in &c.hand {
        for with in oc.uses(s, side, card) {
            a.push(Action::Oc { card, with });
        }
        if cards::card(s, side, card).kind != CardType::Reaction && events::can_play_event(s, side, card) {
            a.push(Action::Ec { card });
        }
    }
    if let Some(card) = future_playable(s, side) {
        // 7.29B: never the last card of the phase.
        let last = c.hand.is_empty() && c.passes == 0 && !has_play(s, other(side));
        if !last {
            a.push(Action::Future { play: Play::Oc });
            if events::can_play_event(s, side, card) && cards::card(s, side, card).kind == CardType::Military {
                a.push(Action::Future { play: Play::Ec });
            }
        }
    }
    if c.future.is_none() && !c.future_set_this_turn && !special_rules::future_offensive_barred(s, side) {
        for &card in &c.hand {
            if !special(card) {
                a.push(Action::SetFuture { card });
            }
        }
    }
    for &card in &c.hand {
        if !special(card) {
            a.push(Action::Discard { card });
        }
    }
    if c.passes > 0 {
        a.push(Action::Pass);
    }
    a
}

/// A round's play (4.22).
fn round(s: &mut State, side: Side, action: &Action) {
    match action {
        Action::Pass => {
            pass(s, side);
            next_round(s, side);
        }
        Action::Discard { card } => {
            discard(s, side, *card);
            next_round(s, side);
        }
        Action::SetFuture { card } => {
            set_future(s, side, *card);
            next_round(s, side);
        }
        Action::Future { play } => play_future(s, side, *play),
        Action::Oc { card, with } => play_oc(s, side, *card, *with, false),
        Action::Ec { card } => play_ec(s, side, *card, false),
        _ => {}
    }
}

/// The Future Offensive played (7.29): for its operations as an offensive, or for its event.
fn play_future(s: &mut State, side: Side, play: Play) {
    let (card, _) = s.cards(side).future.expect("a Future Offensive");
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.future_played", vec![text::card_arg(s, side, card)]));
    match play {
        Play::Oc => play_oc(s, side, card, OcUse::Offensive, true),
        Play::Ec => play_ec(s, side, card, true),
    }
}

/// A card played for its operations (5.0 A–E).
fn play_oc(s: &mut State, side: Side, card: CardNo, with: OcUse, from_future: bool) {
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.play_oc", vec![text::card_arg(s, side, card)]));
    match with {
        OcUse::Offensive => offensive::begin(s, side, card, Play::Oc, from_future),
        other_use => {
            cards::finish_card(s, side, card, false);
            oc_uses::apply(s, side, card, other_use);
            after_play(s, side, true);
        }
    }
}

/// A card played for its event (5.3).
fn play_ec(s: &mut State, side: Side, card: CardNo, from_future: bool) {
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.play_ec", vec![text::card_arg(s, side, card)]));
    // 5.31A: a military event launches an offensive when it names HQs, or needs none (Operation Z, 17.11).
    let no_hq = events::activation(s, side, card).is_some_and(|a| a.no_hq);
    if cards::card(s, side, card).kind == CardType::Military && (!cards::card(s, side, card).hq.is_empty() || no_hq) {
        offensive::begin(s, side, card, Play::Ec, from_future);
        event_steps::before_movement(s, side, card);
    } else {
        let remove = cards::card(s, side, card).remove;
        cards::finish_card(s, side, card, remove);
        // After the play's end, then the event's own choices on top.
        s.steps.push(Step::AfterPlay(steps::AfterPlay { side, oc: false }));
        event_steps::immediate(s, side, card);
    }
}

/// EotS 4.22, 8.34, 8.48: after a play, the stacking limits and the next round.
impl Kind<State> for steps::AfterPlay {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        after_play(s, self.side, self.oc);
    }
}

/// After a play: the other player's round, or the phase ends when neither has a play left (4.22).
pub fn next_round(s: &mut State, after: Side) {
    let next = other(after);
    if has_play(s, next) {
        s.steps.push(Step::Round(steps::Round { side: next }));
    } else if has_play(s, after) {
        s.steps.push(Step::Round(steps::Round { side: after }));
    } else {
        end_offensives_phase(s);
    }
}

/// After a play (an offensive, an event, another OC use): the stacking limits apply at the end of each
/// card play (8.34, 8.48) — the owners remove their excess first — then the next round.
pub fn after_play(s: &mut State, side: Side, _oc: bool) {
    // 5.35: a card an event drew is usable once the play that drew it is over (an event played outside
    // an offensive included).
    events::offensive_over(s);
    // 16.1, 17.10.7: the automatic victories are checked after each play (an HQ withdrawn, 6.13, may
    // leave a side with none on the map).
    if victory::check_automatic(s) {
        return;
    }
    next_round(s, side);
    for (who, hex) in stacking::overstacked(s) {
        s.steps.push(Step::Overstack(steps::Overstack { side: who, hex }));
    }
}

/// 4.22: the phase is over; unused passes vanish (12.4).
fn end_offensives_phase(s: &mut State) {
    for c in &mut s.cards {
        c.passes = 0;
    }
    s.log.push(LogEntry::new(None, "eots.offensives_over", vec![]));
    opening::end_of_december_offensives(s);
}

/// A pass (4.22, 12.4).
pub fn pass(s: &mut State, side: Side) {
    s.cards_mut(side).passes -= 1;
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.pass", vec![]));
}

/// Sets a card aside as the Future Offensive (7.29): once a turn, one at a time.
pub fn set_future(s: &mut State, side: Side, card: CardNo) {
    let turn = s.tracks.turn;
    let c = s.cards_mut(side);
    c.hand.retain(|&x| x != card);
    c.future = Some((card, turn));
    c.future_set_this_turn = true;
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.future", vec![]));
}

/// A discard instead of a play (4.22).
pub fn discard(s: &mut State, side: Side, card: CardNo) {
    cards::finish_card(s, side, card, false);
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.discard", vec![text::card_arg(s, side, card)]));
}

/// Whether `side`'s Future Offensive may be played now (7.29B: not on the turn it was set aside).
pub fn future_playable(s: &State, side: Side) -> Option<CardNo> {
    let turn = s.tracks.turn;
    s.cards[idx(side)].future.filter(|&(_, t)| t != turn).map(|(c, _)| c)
}
