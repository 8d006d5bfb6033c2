//! How the campaign and the 1942 start open: the December 1941 special turn (17.11), the Allies' free
//! naval move (17.11 after IAI, 17.25C before the first Japanese card), Arcadia Conference on turn 2
//! (17.11, 17.25D), VADM Kondo for a Japanese hand without an offensive (17.25E) and the historical
//! Japanese hand (17.25F, 17.12).

use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::{CardType, SetupList, Side};
use crate::games::empire_of_the_sun::events;
use crate::games::empire_of_the_sun::offensive::movement::emergency;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{CardNo, Sheet, State, UnitId};
use crate::games::empire_of_the_sun::supply::{self, Supply};
use crate::games::empire_of_the_sun::text;
use crate::games::empire_of_the_sun::turn::{cards, rounds};
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

/// Allied card 4, Arcadia Conference (17.11, 17.25D).
pub const ARCADIA: CardNo = 4;
/// Japanese card 47, VADM Kondo (17.25E, 17.25F).
pub const KONDO: CardNo = 47;
/// 17.25F: the historical Japanese hand: Col. Tsuji (3), VADM Kondo (47) and Central Army (59).
pub const HISTORICAL_HAND: [CardNo; 3] = [3, KONDO, 59];
/// 17.11 (L1847): the two cards of the December 1941 turn, in the order they are played.
const DECEMBER_CARDS: [CardNo; 2] = [1, 2];

/// 17.11: turn 1 of the campaign is the December 1941 special turn (no other scenario has a turn 1).
pub fn december_1941(s: &State) -> bool {
    s.sheet == Sheet::Main && s.tracks.turn == 1
}

/// 17.11 (L1847): in December 1941 the Japanese play card 1, then card 2, as events, and nothing else;
/// the Allies have no cards. `None` when the rule does not apply.
pub fn december_play(s: &State, side: Side) -> Option<Vec<CardNo>> {
    if !december_1941(s) {
        return None;
    }
    if side == Side::Allied {
        return Some(vec![]);
    }
    let next = DECEMBER_CARDS.iter().copied().find(|c| s.cards(side).hand.contains(c));
    Some(next.filter(|&c| events::can_play_event(s, side, c)).into_iter().collect())
}

/// 17.11 (L1857): once IAI is over the Allies may move every naval unit in emergency; then the turn's
/// other phases follow, without Attrition (attrition.rs).
pub fn end_of_december_offensives(s: &mut State) {
    if december_1941(s) {
        s.steps.push(Step::FreeNavalMove(steps::FreeNavalMove { moved: vec![] }));
    }
}

/// The start of a 1942 set-up (17.2, 17.5, 17.7, 17.8): the opening steps of 17.25 C–E, above the
/// Initiative step. The Kondo trade comes first, then Arcadia, then the Allied naval move.
pub fn start_of_1942(s: &mut State) {
    s.steps.push(Step::FreeNavalMove(steps::FreeNavalMove { moved: vec![] }));
    push_turn_2_choices(s);
}

/// 17.11, 17.25D–E: after the turn-2 deal, Arcadia Conference for the Allies and (from a 1942 set-up)
/// VADM Kondo for the Japanese, when they apply.
pub fn after_deal(s: &mut State) {
    if s.sheet == Sheet::Main && s.tracks.turn == 2 && s.first_turn == 1 {
        push_turn_2_choices(s);
    }
}

fn push_turn_2_choices(s: &mut State) {
    if arcadia_available(s) {
        s.steps.push(Step::Arcadia);
    }
    if !kondo_trades(s).is_empty() {
        s.steps.push(Step::Kondo);
    }
}

/// Whether the set-up is the 1942 list (17.2 and the scenarios that start like it).
fn from_1942(s: &State) -> bool {
    s.data().scenario(&s.scenario).is_some_and(|sc| sc.setup == SetupList::Y1942)
}

/// 16.48B: the campaign's tournament bid moves the Political Will marker once Operation Z has raised it
/// (the Japanese player's bid adds to it, the Allied player's takes from it).
pub fn campaign_bid(s: &mut State, side: Side, card: CardNo) {
    if december_1941(s) && side == Side::Japanese && card == DECEMBER_CARDS[0] && s.bid != 0 {
        let top = s.data().tables.track("political_will").iter().map(|b| b.value).max().unwrap_or(16);
        let pw = (s.tracks.pw as i32 + s.bid as i32).clamp(0, top);
        s.tracks.pw = pw as i8;
        s.log.push(LogEntry::new(None, "eots.bid_pw", vec![Arg::Num(s.bid as i32), Arg::Num(pw)]));
    }
}

// ---- The free naval move (17.11, 17.25C) ----

/// The Allied naval units that may still make their free emergency move, each with its ports (8.22:
/// a friendly port within 10 hexes).
pub fn free_naval_moves(s: &State, sup: &Supply, moved: &[UnitId]) -> Vec<(UnitId, Vec<Hex>)> {
    let mut out = vec![];
    for (u, _) in s.on_map() {
        if s.side_of_unit(u) != Side::Allied || !s.unit_data(u).kind.is_naval() || moved.contains(&u) {
            continue;
        }
        let places = emergency::emergency_places(s, sup, u);
        if !places.is_empty() {
            out.push((u, places));
        }
    }
    out
}

/// One free emergency move; the step stays for the other units until the Allies are done.
pub fn free_naval_move(s: &mut State, moved: &[UnitId], u: UnitId, to: Hex) {
    emergency::place_emergency(s, u, to);
    let key = s.unit_data(u).key.clone();
    s.log.push(LogEntry::new(Some(state::seat_of(Side::Allied)), "eots.free_naval_moved", vec![Arg::Unit(key), Arg::Hex(to.id())]));
    let mut moved = moved.to_vec();
    moved.push(u);
    s.steps.push(Step::FreeNavalMove(steps::FreeNavalMove { moved }));
}

/// EotS 17.11 (after IAI), 17.25C (before the first Japanese card): the Allies move naval units in
/// emergency, one at a time, until they are done.
impl Kind<State> for steps::FreeNavalMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let sup = supply::compute(s);
        let mut a: Vec<Action> = vec![];
        for (unit, places) in free_naval_moves(s, &sup, &self.moved) {
            a.extend(places.into_iter().map(|hex| Action::Place { unit, hex }));
        }
        a.push(Action::Done);
        let rule = if december_1941(s) { "EotS 17.11" } else { "EotS 17.25C" };
        ask(Side::Allied, "eots.free_naval_move", vec![], rule, a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Place { unit, hex } => {
                s.steps.pop();
                free_naval_move(s, &self.moved, *unit, *hex);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

// ---- Arcadia Conference (17.11, 17.25D) ----

/// On turn 2 the Allies may take Arcadia Conference as one of their cards: offered while it is in their
/// draw or discard pile.
fn arcadia_available(s: &State) -> bool {
    let c = s.cards(Side::Allied);
    c.deck.contains(&ARCADIA) || c.discard.contains(&ARCADIA)
}

/// The Allies take Arcadia Conference as one of the cards they were dealt: the card joins the hand and
/// one of the dealt cards, at random, goes back into the draw pile (as if it had been drawn in its
/// place).
pub fn take_arcadia(s: &mut State) {
    let c = s.cards_mut(Side::Allied);
    c.deck.retain(|&x| x != ARCADIA);
    c.discard.retain(|&x| x != ARCADIA);
    let dealt = c.hand.len() as u32;
    if dealt > 0 {
        let i = s.chance.below(dealt) as usize;
        let c = s.cards_mut(Side::Allied);
        let back = c.hand.remove(i);
        let mut deck = std::mem::take(&mut c.deck);
        deck.push(back);
        s.chance.shuffle(&mut deck);
        s.cards_mut(Side::Allied).deck = deck;
    }
    s.cards_mut(Side::Allied).hand.push(ARCADIA);
    s.log.push(LogEntry::new(Some(state::seat_of(Side::Allied)), "eots.arcadia_taken", vec![]));
}

/// EotS 17.11, 17.25D: the Allies may take Arcadia Conference as one of their turn-2 cards.
impl Kind<State> for steps::Arcadia {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        let a = vec![Action::Take { card: ARCADIA }, Action::Done];
        ask(Side::Allied, "eots.arcadia_take", vec![], "EotS 17.25D", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Take { .. } => {
                s.steps.pop();
                take_arcadia(s);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

/// 17.11, 17.25D: on turn 2 the Allies may play Arcadia Conference before the first Japanese card —
/// asked at the initiative when the Japanese would play first.
pub fn arcadia_window(s: &State) -> bool {
    s.sheet == Sheet::Main
        && s.tracks.turn == 2
        && (s.first_turn == 1 || from_1942(s))
        && s.cards(Side::Allied).hand.contains(&ARCADIA)
        && rounds::first_player(s) == Side::Japanese
        && events::can_play_event(s, Side::Allied, ARCADIA)
}

// ---- VADM Kondo (17.25E) ----

/// 17.25E: from a 1942 set-up, at the start, a Japanese hand without a military card that launches an
/// offensive (one with a logistics value) may trade a 3-OC card (any card when none has 3 OC) for
/// VADM Kondo, card 47, while it is in the draw pile. The cards it may trade.
pub fn kondo_trades(s: &State) -> Vec<CardNo> {
    let j = s.cards(Side::Japanese);
    if !from_1942(s) || s.tracks.turn != s.first_turn || !j.deck.contains(&KONDO) {
        return vec![];
    }
    let offensive = |c: CardNo| {
        let d = cards::card(s, Side::Japanese, c);
        d.kind == CardType::Military && d.logistics.is_some()
    };
    if j.hand.iter().any(|&c| offensive(c)) {
        return vec![];
    }
    let three: Vec<CardNo> = j.hand.iter().copied().filter(|&c| cards::card(s, Side::Japanese, c).ops >= 3).collect();
    if three.is_empty() {
        j.hand.clone()
    } else {
        three
    }
}

/// The trade: `card` to the discard pile, VADM Kondo from the draw pile to the hand.
pub fn trade_for_kondo(s: &mut State, card: CardNo) {
    cards::finish_card(s, Side::Japanese, card, false);
    let j = s.cards_mut(Side::Japanese);
    j.deck.retain(|&x| x != KONDO);
    j.hand.push(KONDO);
    let arg = text::card_arg(s, Side::Japanese, card);
    s.log.push(LogEntry::new(Some(state::seat_of(Side::Japanese)), "eots.kondo_traded", vec![arg]));
}

/// EotS 17.25E: the Japanese may trade a card for VADM Kondo.
impl Kind<State> for steps::Kondo {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let mut a: Vec<Action> = kondo_trades(s).into_iter().map(|card| Action::Discard { card }).collect();
        a.push(Action::Done);
        ask(Side::Japanese, "eots.kondo", vec![], "EotS 17.25E", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Discard { card } => {
                s.steps.pop();
                trade_for_kondo(s, *card);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

// ---- The historical hand (17.25F, 17.12) ----

/// 17.25F (and 17.12's historical variant for the campaign's turn 2): when the players chose it, the
/// Japanese hand holds Col. Tsuji, VADM Kondo and Central Army before the rest is drawn. Returns how
/// many of them were taken (the deal draws that many fewer).
pub fn historical_hand(s: &mut State) -> u8 {
    if !s.historical_hands || s.sheet != Sheet::Main || s.tracks.turn != 2 {
        return 0;
    }
    let mut n = 0;
    for card in HISTORICAL_HAND {
        let j = s.cards_mut(Side::Japanese);
        if j.deck.contains(&card) || j.discard.contains(&card) {
            j.deck.retain(|&x| x != card);
            j.discard.retain(|&x| x != card);
            j.hand.push(card);
            n += 1;
        }
    }
    n
}
