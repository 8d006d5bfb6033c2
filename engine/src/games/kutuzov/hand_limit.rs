//! Cards over the limit (KUT 17.43): after the interphase's deal a Power holding more than 6 regular cards
//! discards half of the excess at random and takes 2 resources; if it still holds more than 6 it discards
//! cards of its choice down to 6 and may spend their CP on reinforcements at one site or on marker dice.

use serde::Serialize;

use super::data::{CardClass, Power};
use super::impulse::Spend;
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// A Power's hand limit (KUT 17.43, D11, D12): 6, and 5 once a hand cut by the limit has fallen to 5 or fewer.
pub fn limit(s: &State, p: Power) -> usize {
    if s.hand_limit_five[p as usize] {
        s.data.k("hand_limit_after_cut").max(0) as usize
    } else {
        s.data.k("hand_limit").max(0) as usize
    }
}

/// The cards that count against the limit: every card but the Home cards (KUT 17.43's example: "six cards
/// besides its Home cards").
pub fn counted(s: &State, p: Power) -> Vec<u16> {
    s.hands[p as usize].iter().copied().filter(|&c| !is_home(s, c)).collect()
}

fn is_home(s: &State, c: u16) -> bool {
    s.data.card(c).is_some_and(|x| matches!(x.class, CardClass::ImperialHome | CardClass::TsaristHome))
}

/// The random half of the excess, rounded up (D11), back into the deck, and the 2 resources (KUT 17.43,
/// L2009–L2011). Returns whether the Power still holds more than its limit.
pub fn random_cut(s: &mut State, p: Power) -> bool {
    let cards = counted(s, p);
    let lim = limit(s, p);
    if cards.len() <= lim {
        return false;
    }
    let excess = cards.len() - lim;
    let n = excess.div_ceil(2);
    let mut pool = cards;
    s.chance.shuffle(&mut pool);
    let gone: Vec<u16> = pool.into_iter().take(n).collect();
    s.hands[p as usize].retain(|c| !gone.contains(c));
    s.deck.extend(gone.iter().copied());
    let mut deck = std::mem::take(&mut s.deck);
    s.chance.shuffle(&mut deck);
    s.deck = deck;
    // An owner's pack written before this constant keeps the seed's 2.
    let gain = s.data.constants.get("hand_limit_resources").copied().unwrap_or(2).max(0) as u8;
    s.resources[p as usize] = s.resources[p as usize].saturating_add(gain);
    s.hand_cut[p as usize] = true;
    s.chance.reveal();
    s.log(Some(p), "kut.hand_limit", vec![Arg::Seat(p), Arg::Num(n as i32), Arg::Num(gain as i32)]);
    counted(s, p).len() > lim
}

/// The interphase's hand limit for every Power (KUT 17.43), from the one after the last impulse: the random
/// cuts at once, then the discards by choice, the first Power's on top.
pub fn cut_all(s: &mut State) {
    let first = (s.last_impulse + 1) % 4;
    let order: Vec<Power> = (0..4).map(|k| (first + k) % 4).collect();
    let mut over = vec![];
    for &p in &order {
        if random_cut(s, p) {
            over.push(p);
        }
    }
    for &p in over.iter().rev() {
        s.steps.push(Step::HandLimit(HandLimit { power: p, cp: 0 }));
    }
}

/// KUT 17.43 (D12): once a Power's hand was cut, the limit is 5 from the moment its hand holds 5 or fewer.
pub fn note_fall(s: &mut State) {
    let five = s.data.k("hand_limit_after_cut").max(0) as usize;
    for p in 0..4u8 {
        if s.hand_cut[p as usize] && !s.hand_limit_five[p as usize] && counted(s, p).len() <= five {
            s.hand_limit_five[p as usize] = true;
        }
    }
}

/// The Power discards cards of its choice down to its limit (KUT 17.43, L2013): each gives its CP, spent
/// afterwards on reinforcements at one home site or on marker dice; Must Play cards give none.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct HandLimit {
    pub power: Power,
    /// CP of the cards discarded so far.
    pub cp: u8,
}

impl steps::Step<State> for HandLimit {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let cards = counted(s, self.power);
        if cards.len() <= limit(s, self.power) {
            return None;
        }
        let mut actions: Vec<Action> = cards.into_iter().map(Action::Discard).collect();
        actions.sort_by_key(|a| match a {
            Action::Discard(c) => *c,
            _ => 0,
        });
        actions.dedup();
        Some(Prompt {
            seat: Some(self.power),
            id: "kut.hand_limit",
            args: vec![Arg::Seat(self.power), Arg::Num(limit(s, self.power) as i32)],
            rule: "KUT 17.43",
            actions,
        })
    }

    /// Down to the limit: the discarded cards' CP are spent (KUT 17.43: what is not spent is lost).
    fn run(&self, s: &mut State) {
        if self.cp > 0 {
            let mut spend = Spend::new(self.power, self.cp, true);
            spend.hand_limit = true;
            s.steps.push(Step::Spend(spend));
        }
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Discard(c) = *action else { return Err(Illegal("a card to discard is asked".into())) };
        if !counted(s, seat).contains(&c) {
            return Err(Illegal(format!("card #{c} is not in the hand")));
        }
        let card = s.data.card(c).cloned().ok_or_else(|| Illegal(format!("no card #{c}")))?;
        s.hands[seat as usize].retain(|&x| x != c);
        s.discard.push(c);
        s.chance.reveal();
        // KUT 17.43: a Must Play card is never discarded for reinforcements.
        let cp = if card.class == CardClass::MustPlay { 0 } else { card.cp.unwrap_or(0) };
        s.log(Some(seat), "kut.hand_limit_discard", vec![Arg::Seat(seat), Arg::Card(c), Arg::Num(cp as i32)]);
        let mut me = self.clone();
        me.cp = me.cp.saturating_add(cp);
        *s.steps.last_mut().expect("the hand limit is on top") = Step::HandLimit(me);
        Ok(())
    }
}
