//! The game turn (4.0): the phases in order, the initiative, and the Offensives Phase's rounds of card play.

pub mod cards;
pub mod oc_uses;

use super::data::Side;
use super::state::steps::Step;
use super::state::{idx, other, seat_of, CardNo, State};
use crate::{Arg, LogEntry};

/// Pushes the steps of a whole turn. `strategic`: with the Strategic Phase (a scenario that begins at the
/// Offensives Phase skips it on its first turn, 17.2–17.4, 17.10).
pub fn push_turn(s: &mut State, strategic: bool) {
    let mut steps = vec![];
    if strategic {
        steps.extend([
            Step::TurnStart,
            Step::Reinforcements { side: Side::Allied },
            Step::Reinforcements { side: Side::Japanese },
            Step::Replacements { side: Side::Allied },
            Step::Replacements { side: Side::Japanese },
            Step::StrategicWarfare,
            Step::Deal,
        ]);
    }
    steps.extend([Step::Initiative, Step::NationalStatus, Step::PoliticalWill, Step::Attrition, Step::EndOfTurn]);
    // The stack's top is its last element.
    steps.reverse();
    s.steps.extend(steps);
}

/// 4.1 turn start: ASPs and event draws reset (10.3, 5.35), Progress of War notes who holds what (16.47).
pub fn turn_start(s: &mut State) {
    s.tracks.asp_used = [0, 0];
    s.tracks.asp_temporary = [0, 0];
    for c in &mut s.cards {
        c.drawn_by_events = 0;
        c.future_set_this_turn = false;
    }
    s.control_at_turn_start = s.control.clone();
    s.log.push(LogEntry::new(None, "eots.turn", vec![Arg::Num(s.tracks.turn as i32)]));
}

/// 4.14: both sides are dealt their cards.
pub fn deal(s: &mut State) {
    // 12.21, 12.32: each submarine or bombing success costs the Japanese a card.
    let japanese_cuts = s.tracks.japan_cuts;
    let (jc, jp) = cards::hand_size(s, Side::Japanese, japanese_cuts);
    // 17.12's historical variant: three of the Japanese cards are chosen (17.25F).
    let chosen = super::scenario::opening::historical_hand(s);
    cards::deal(s, Side::Japanese, jc.saturating_sub(chosen), jp);
    let (ac, ap) = cards::hand_size(s, Side::Allied, cards::allied_reductions(s));
    cards::deal(s, Side::Allied, ac, ap);
    super::scenario::opening::after_deal(s);
}

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

/// After a play: the other player's round, or the phase ends when neither has a play left (4.22).
pub fn next_round(s: &mut State, after: Side) {
    let next = other(after);
    if has_play(s, next) {
        s.steps.push(Step::Round { side: next });
    } else if has_play(s, after) {
        s.steps.push(Step::Round { side: after });
    } else {
        end_offensives_phase(s);
    }
}

/// After a play (an offensive, an event, another OC use): the stacking limits apply at the end of each
/// card play (8.34, 8.48) — the owners remove their excess first — then the next round.
pub fn after_play(s: &mut State, side: Side, _oc: bool) {
    // 5.35: a card an event drew is usable once the play that drew it is over (an event played outside
    // an offensive included).
    super::events::offensive_over(s);
    // 16.1, 17.10.7: the automatic victories are checked after each play (an HQ withdrawn, 6.13, may
    // leave a side with none on the map).
    if super::political::victory::check_automatic(s) {
        return;
    }
    next_round(s, side);
    for (who, hex) in super::offensive::movement::moves::overstacked(s) {
        s.steps.push(Step::Overstack { side: who, hex });
    }
}

/// 4.22: the phase is over; unused passes vanish (12.4).
fn end_offensives_phase(s: &mut State) {
    for c in &mut s.cards {
        c.passes = 0;
    }
    s.log.push(LogEntry::new(None, "eots.offensives_over", vec![]));
    super::scenario::opening::end_of_december_offensives(s);
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
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.discard", vec![super::text::card_arg(s, side, card)]));
}

/// 4.5 end of turn: the last turn ends the scenario; otherwise the turn marker advances.
pub fn end_of_turn(s: &mut State) {
    super::political::schedules::note_end_of_turn(s);
    s.effects.clear();
    s.tracks.tokyo_express = None;
    if s.tracks.turn >= s.last_turn {
        super::political::victory::final_victory(s);
        return;
    }
    s.tracks.turn += 1;
    push_turn(s, true);
}

/// Whether `side`'s Future Offensive may be played now (7.29B: not on the turn it was set aside).
pub fn future_playable(s: &State, side: Side) -> Option<CardNo> {
    let turn = s.tracks.turn;
    s.cards[idx(side)].future.filter(|&(_, t)| t != turn).map(|(c, _)| c)
}
