//! The single hand game (KUT 2.32, Play Book ch. 6): two players, a camp each, and one hand of cards per
//! player rather than per Power, with a face-down chit pile beside it. The camp's hand is kept in its first
//! Power's place (FN for the Imperials, R1 for the Tsarists); resources, soldiers and leaders stay the
//! Powers' own.

use serde::Serialize;

use super::data::{camp_of, camp_powers, CardClass, Power, FN, IMPERIAL, R1, TSARIST};
use super::impulse::draw;
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The mode's `players` value.
pub const MODE: &str = "single";
/// Play Book ch. 6 (1): a hand holds at most 4 Home and 6 other cards.
pub const HOME_LIMIT: usize = 4;
pub const REGULAR_LIMIT: usize = 6;
/// Play Book ch. 6: each camp's chit pile, dealt every turn.
pub const CHIT_HOME: usize = 2;
pub const CHIT_REGULAR: usize = 4;
/// Play Book ch. 6 (7): pre-emption goes to a camp holding at least this many more cards.
pub const PREEMPT_MARGIN: usize = 2;

pub fn on(s: &State) -> bool {
    s.players == MODE
}

/// Where a Power's hand is kept: its own place, or in the single hand game its camp's first Power's.
pub fn hand_of(s: &State, p: Power) -> usize {
    if on(s) {
        if camp_of(p) == IMPERIAL {
            FN as usize
        } else {
            R1 as usize
        }
    } else {
        p as usize
    }
}

fn is_home(s: &State, c: u16) -> bool {
    s.data.card(c).is_some_and(|x| matches!(x.class, CardClass::ImperialHome | CardClass::TsaristHome))
}

/// Whether a Power still has cards to play this turn (its hand, or in the single hand game its camp's hand
/// or chit pile).
pub fn has_cards(s: &State, p: Power) -> bool {
    !s.hands[hand_of(s, p)].is_empty() || (on(s) && !s.chits[camp_of(p) as usize].is_empty())
}

/// The hand's Home and other cards.
fn counts(s: &State, camp: u8) -> (usize, usize) {
    let h = &s.hands[hand_of(s, camp_powers(camp)[0])];
    let home = h.iter().filter(|&&c| is_home(s, c)).count();
    (home, h.len() - home)
}

/// Whether the camp's hand has room for one more card of this kind (Play Book ch. 6 (1), (5)).
pub fn room(s: &State, camp: u8, home: bool) -> bool {
    let (h, r) = counts(s, camp);
    if home {
        h < HOME_LIMIT
    } else {
        r < REGULAR_LIMIT
    }
}

/// The deal of Play Book ch. 6, at the start and before every turn: the Imperial hand takes the locked Home
/// cards (#1, #9) and random Imperial Home cards up to 4, the Tsarist hand 2 random Home cards (4 before turn
/// 4, rule 3); each hand is filled up to 6 other cards; each camp's chit pile gets 2 Home and 4 other cards.
pub fn deal(s: &mut State, turn: u8) {
    for camp in [IMPERIAL, TSARIST] {
        let at = hand_of(s, camp_powers(camp)[0]);
        let home_target = if camp == IMPERIAL { HOME_LIMIT } else if turn >= 4 { 4 } else { 2 };
        if camp == IMPERIAL {
            let locked: Vec<u16> = s.data.cards.iter().filter(|c| c.locked.is_some()).map(|c| c.number).collect();
            for c in locked {
                if s.home_used[0].contains(&c) {
                    s.home_used[0].retain(|&x| x != c);
                    s.hands[at].push(c);
                }
            }
        }
        while counts(s, camp).0 < home_target {
            let Some(c) = s.home_deck[camp as usize].pop() else { break };
            s.hands[at].push(c);
        }
        while counts(s, camp).1 < REGULAR_LIMIT {
            let Some(c) = draw(s) else { break };
            s.hands[at].push(c);
        }
        for _ in 0..CHIT_HOME {
            if let Some(c) = s.home_deck[camp as usize].pop() {
                s.chits[camp as usize].push(c);
            }
        }
        for _ in 0..CHIT_REGULAR {
            if let Some(c) = draw(s) {
                s.chits[camp as usize].push(c);
            }
        }
    }
    s.chance.reveal();
}

/// Scenario 3's exception (Play Book ch. 4, L2573): the Tsarist hand takes #65 as its seventh other card; the
/// Imperial hand holds Home cards #1, #4, #6 and #8 and #77 with 5 random other cards.
pub fn scenario_three(s: &mut State) {
    let take = |s: &mut State, c: u16, at: usize| {
        if s.data.card(c).is_none() || s.out_of_play.contains(&c) {
            return;
        }
        for h in s.hands.iter_mut() {
            h.retain(|&x| x != c);
        }
        s.deck.retain(|&x| x != c);
        for ch in s.chits.iter_mut() {
            ch.retain(|&x| x != c);
        }
        s.home_deck[0].retain(|&x| x != c);
        s.home_deck[1].retain(|&x| x != c);
        s.home_used[0].retain(|&x| x != c);
        s.hands[at].push(c);
    };
    // The Imperial hand: back to the decks, then the named cards.
    let imp = std::mem::take(&mut s.hands[FN as usize]);
    for c in imp {
        if is_home(s, c) {
            if s.data.card(c).is_some_and(|x| x.locked.is_some()) {
                s.home_used[0].push(c);
            } else {
                s.home_deck[0].push(c);
            }
        } else {
            s.deck.push(c);
        }
    }
    for c in [1, 4, 6, 8, 77] {
        take(s, c, FN as usize);
    }
    while counts(s, IMPERIAL).1 < REGULAR_LIMIT {
        let Some(c) = draw(s) else { break };
        s.hands[FN as usize].push(c);
    }
    take(s, 65, R1 as usize);
    s.chance.reveal();
}

/// End of the turn (D-S3): the chit piles are emptied, Home cards to the used pile, the others discarded.
pub fn clear_chits(s: &mut State) {
    for camp in 0..2 {
        let chits = std::mem::take(&mut s.chits[camp]);
        for c in chits {
            if is_home(s, c) {
                s.home_used[camp].push(c);
            } else {
                s.discard.push(c);
            }
        }
    }
}

/// The Power of the camp holding at least 2 more cards than the other that may pre-empt now (Play Book ch. 6
/// (7); 4.22: not the Power that just played nor the one due next).
pub fn preemptor(s: &State, just_played: Power, next: Power) -> Option<Power> {
    let camp = camp_ahead(s)?;
    (1..=4).map(|k| (next + k) % 4).find(|&p| camp_of(p) == camp && p != just_played && p != next)
}

/// The camp holding at least 2 more cards than the other (Play Book ch. 6 (7)), if either does.
pub fn camp_ahead(s: &State) -> Option<u8> {
    let n = |camp: u8| s.hands[hand_of(s, camp_powers(camp)[0])].len();
    if n(IMPERIAL) >= n(TSARIST) + PREEMPT_MARGIN {
        Some(IMPERIAL)
    } else if n(TSARIST) >= n(IMPERIAL) + PREEMPT_MARGIN {
        Some(TSARIST)
    } else {
        None
    }
}

/// After a Power's impulse its camp may take one card from its chit pile into the hand, within the hand
/// limits (Play Book ch. 6 (5)); with an empty hand it must (6).
pub fn offer_chit(s: &mut State, power: Power) {
    if !on(s) {
        return;
    }
    let camp = camp_of(power);
    if s.chits[camp as usize].is_empty() {
        return;
    }
    let forced = s.hands[hand_of(s, power)].is_empty();
    s.steps.push(Step::ChitDraw(ChitDraw { power, forced }));
}

/// The camp's draw from its chit pile after one of its impulses.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct ChitDraw {
    pub power: Power,
    /// The hand is empty: the camp must draw (Play Book ch. 6 (6)).
    pub forced: bool,
}

impl steps::Step<State> for ChitDraw {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let camp = camp_of(self.power);
        if s.chits[camp as usize].is_empty() {
            return None;
        }
        // The pile is face down: the draw is offered while the hand has room for a card of either kind, and
        // a card drawn without room goes back under the pile (D-S4); the legal actions reveal nothing.
        let mut actions = vec![];
        if self.forced || room(s, camp, true) || room(s, camp, false) {
            actions.push(Action::DrawChit);
        }
        if !self.forced {
            actions.push(Action::Done);
        }
        Some(Prompt { seat: Some(self.power), id: "kut.chit", args: vec![Arg::Seat(self.power), Arg::Num(s.chits[camp as usize].len() as i32)], rule: "KUT 2.32", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        s.steps.pop();
        match action {
            Action::DrawChit => {
                let camp = camp_of(seat);
                if let Some(c) = s.chits[camp as usize].pop() {
                    if self.forced || room(s, camp, is_home(s, c)) {
                        let at = hand_of(s, seat);
                        s.hands[at].push(c);
                        s.log(Some(seat), "kut.chit_draw", vec![Arg::Seat(seat)]);
                    } else {
                        s.chits[camp as usize].insert(0, c);
                        s.log(Some(seat), "kut.chit_back", vec![Arg::Seat(seat)]);
                    }
                }
                Ok(())
            }
            Action::Done => Ok(()),
            _ => Err(Illegal(format!("{action:?} answers no question here"))),
        }
    }
}
