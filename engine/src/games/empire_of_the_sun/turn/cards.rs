//! The strategy cards' piles (5.0): drawing, dealing a turn's hand (12.1, 12.4, 12.5), discarding and
//! removing, and what each card says about itself.

use crate::games::empire_of_the_sun::data::{Card, HandRule, Side};
use crate::games::empire_of_the_sun::political::victory;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::{idx, CardNo, Nation, State};
use crate::{Arg, LogEntry};

/// The card `no` of `side`'s deck.
pub fn card(s: &State, side: Side, no: CardNo) -> &Card {
    s.data().card(side, no).expect("cards in play are in the pack")
}

/// Draws one card into `side`'s hand; when the draw pile is empty the discard pile is reshuffled into it
/// first (D26). False if there is nothing left to draw.
pub fn draw(s: &mut State, side: Side) -> bool {
    if s.cards(side).deck.is_empty() {
        let mut pile = std::mem::take(&mut s.cards_mut(side).discard);
        if pile.is_empty() {
            return false;
        }
        s.chance.shuffle(&mut pile);
        s.cards_mut(side).deck = pile;
        s.log.push(LogEntry::new(Some(state::seat_of(side)), "eots.reshuffle", vec![]));
    }
    let c = s.cards_mut(side).deck.pop().expect("not empty");
    s.cards_mut(side).hand.push(c);
    s.chance.reveal();
    true
}

/// How many cards and passes `side` is dealt this turn (12.1–12.5), with the reductions in effect.
pub fn hand_size(s: &State, side: Side, reductions: u8) -> (u8, u8) {
    let turn = s.tracks.turn;
    let t = &s.data().tables;
    if s.scenario == victory::SOUTH_PACIFIC {
        // 17.10.5 A–C: four cards a side; a submarine success (Japan) or China's surrender (the Allies)
        // makes it three cards and a pass.
        let base = t.constant("sp_cards_per_turn") as u8;
        let cards = base.saturating_sub(reductions.min(1));
        return (cards, base - cards);
    }
    let rule = t.hand_size.iter().find(|h| h.side == side && h.turn_min <= turn && turn <= h.turn_max);
    let min = t.constant("hand_minimum") as u8;
    let Some(rule) = rule else { return (min, 0) };
    let base = match rule.rule {
        HandRule::Fixed | HandRule::Special => rule.cards,
        // 12.11: one card per two resource hexes, rounded up, at least 4.
        HandRule::Resources => (s.japanese_resources() as u8).div_ceil(2).max(rule.cards),
    };
    let cards = base.saturating_sub(reductions).max(min.min(base));
    let passes = match side {
        // 12.4: 6 cards → 1 pass, 5 or fewer → 2.
        Side::Japanese => match cards {
            7.. => 0,
            6 => t.constant("japan_passes_at_6") as u8,
            _ => t.constant("japan_passes_at_5_or_less") as u8,
        },
        // 12.51–12.52: the table's passes, plus one per card lost, at most 2.
        Side::Allied => (rule.passes + (base - cards)).min(t.constant("allied_passes_max") as u8),
    };
    (cards, passes)
}

/// The Allied hand's reductions (12.52): China, India or Australia surrendered; War in Europe at level 4.
pub fn allied_reductions(s: &State) -> u8 {
    let surrendered = [Nation::China, Nation::India, Nation::Australia].iter().filter(|n| s.tracks.surrendered.contains(n)).count() as u8;
    let wie4 = s.data().tables.wie_level(s.tracks.wie as i32).is_some_and(|w| w.level >= 4) as u8;
    surrendered + wie4
}

/// Deals `side` its hand for the turn: `cards` cards (on top of what it holds) and `passes` passes.
pub fn deal(s: &mut State, side: Side, cards: u8, passes: u8) {
    for _ in 0..cards {
        if !draw(s, side) {
            break;
        }
    }
    s.cards_mut(side).passes = passes;
    let seat = state::seat_of(side);
    s.log.push(LogEntry::new(Some(seat), "eots.dealt", vec![Arg::Num(cards as i32), Arg::Num(passes as i32)]));
}

/// Takes `no` out of `side`'s hand (or Future Offensive slot) and puts it on the discard pile, or out of
/// play when it is removed as an event (5.36).
pub fn finish_card(s: &mut State, side: Side, no: CardNo, removed: bool) {
    let c = s.cards_mut(side);
    c.hand.retain(|&x| x != no);
    if c.future.is_some_and(|(f, _)| f == no) {
        c.future = None;
    }
    if removed {
        c.removed.push(no);
    } else {
        c.discard.push(no);
    }
}

/// The hand of `side` holds `no`.
pub fn holds(s: &State, side: Side, no: CardNo) -> bool {
    s.cards(side).hand.contains(&no)
}

/// Cards in hand, for initiative (4.21: the Future Offensive does not count).
pub fn hand_count(s: &State, side: Side) -> usize {
    s.cards[idx(side)].hand.len()
}
