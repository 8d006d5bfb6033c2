//! Playing a card in an action round (TS PLAY): choosing the card, its use, the order of an
//! opponent's event and the operations, the operations themselves, and where the card goes after.

use serde::{Deserialize, Serialize};

use super::cards::*;
use super::data::{CardId, CountryId};
use super::defcon::gain_vp;
use super::events;
use super::ops::{self, card_ops, printed, Operations};
use super::space;
use super::state::{ask, not_an_answer, Choice, OpsKind, Player, State, Step, Use};
use super::turn::{china_playable, total_rounds};
use super::Action;
use crate::kit::chance::Drawn;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// Rolls a die: new information, so undo stops here. A scripted die is marked in the log.
pub fn roll(state: &mut State) -> u8 {
    let r = state.chance.roll(1..=6);
    note_script(state, r.drawn, "ts.scripted_die", vec![Arg::Roll(r.value)]);
    r.value
}

/// Logs that a result came from the position's script (`ts.scripted_…`), or that the script's entry did
/// not fit and the generator decided (`ts.script_skipped`).
pub fn note_script(state: &mut State, drawn: Drawn, id: &str, args: Vec<Arg>) {
    match drawn {
        Drawn::Random => {}
        Drawn::Scripted => state.log(None, id, args),
        Drawn::Fallback => state.log(None, "ts.script_skipped", vec![Arg::Key(id.to_string())]),
    }
}

fn is_scoring(state: &State, card: CardId) -> bool {
    state.data().cards[card as usize].scoring
}

/// Whether `player` is caught in Quagmire (US) or Bear Trap (USSR).
pub fn trapped(state: &State, player: Player) -> bool {
    match player {
        Player::Us => state.has(QUAGMIRE),
        Player::Ussr => state.has(BEAR_TRAP),
    }
}

/// Cards a trapped player may discard to roll for release: 2 ops or more after modifiers, never a
/// scoring card or the China Card (TS PLAY §3, digest E6/E16).
pub fn trap_discards(state: &State, player: Player) -> Vec<CardId> {
    state.hand(player).iter().copied().filter(|&c| !is_scoring(state, c) && card_ops(state, player, c) >= 2).collect()
}

/// Cuban Missile Crisis (#40): the threatened player may cancel it by removing 2 of their own
/// influence — the USSR from Cuba, the US from West Germany or Turkey.
pub fn crisis_cancels(state: &State, player: Player) -> Vec<CountryId> {
    let Some(e) = state.effect(CUBAN_MISSILE_CRISIS) else { return vec![] };
    if e.player == player {
        return vec![];
    }
    let keys: &[&str] = match player {
        Player::Ussr => &["cuba"],
        Player::Us => &["wgermany", "turkey"],
    };
    keys.iter().filter_map(|k| state.data().country(k)).filter(|&c| state.inf(c, player) >= 2).collect()
}

/// Cards `player` may play this action round (TS PLAY §1, TS CMP §2-1, Missile Envy #49).
pub fn playable_cards(state: &State, player: Player) -> Vec<CardId> {
    let hand = state.hand(player);
    let scoring: Vec<CardId> = hand.iter().copied().filter(|&c| is_scoring(state, c)).collect();
    let left = total_rounds(state, player).saturating_sub(state.rounds_done[player.idx()]) as usize;
    if !scoring.is_empty() && scoring.len() >= left {
        return scoring;
    }
    if state.effect(MISSILE_ENVY).is_some_and(|e| e.player == player) && hand.contains(&MISSILE_ENVY) {
        return vec![MISSILE_ENVY];
    }
    let mut cards = Vec::with_capacity(hand.len() + 1);
    cards.extend_from_slice(hand);
    if china_playable(state, player) {
        cards.push(CHINA_CARD);
    }
    cards
}

/// The actions of the card choice: cancelling the Cuban Missile Crisis, a trapped player's discards,
/// the playable cards, and a pass when only the China Card is left (no one can be forced to play it).
pub fn card_actions(state: &State, player: Player) -> Vec<Action> {
    let mut out: Vec<Action> = Vec::with_capacity(state.hand(player).len() + 3);
    out.extend(crisis_cancels(state, player).into_iter().map(Action::Remove));
    if trapped(state, player) {
        let scoring: Vec<CardId> = state.hand(player).iter().copied().filter(|&c| is_scoring(state, c)).collect();
        let left = total_rounds(state, player).saturating_sub(state.rounds_done[player.idx()]) as usize;
        // A scoring card still may not be held (TS CMP §2-1): when the rounds run out, it comes first.
        let discards = if !scoring.is_empty() && scoring.len() >= left { vec![] } else { trap_discards(state, player) };
        if !discards.is_empty() || !scoring.is_empty() {
            out.extend(discards.into_iter().map(Action::Discard));
            out.extend(scoring.into_iter().map(Action::Card));
            return out;
        }
        // Rules 2 (#42, #44): with no card to discard and no scoring card the player passes the round
        // (here only when a Cuban Missile Crisis can still be defused first; else `action_round` passes).
        if state.rules_at_least(2) {
            out.push(Action::Done);
            return out;
        }
    }
    let cards = playable_cards(state, player);
    let only_china = cards == [CHINA_CARD];
    out.extend(cards.into_iter().map(Action::Card));
    if only_china || eighth_round_optional(state, player) {
        out.push(Action::Done);
    }
    out
}

/// TS OPS §4-4 (L921), North Sea Oil (#86): the eighth action round is one a player *may* take (rules 3):
/// he may end his rounds instead, keeping his cards, unless he holds a scoring card (which may not be
/// held, TS CMP §2-1). Rules 1–2 made it compulsory.
pub fn eighth_round_optional(state: &State, player: Player) -> bool {
    state.rules_at_least(3)
        && state.action_round == 8
        && state.phasing == player
        && !trapped(state, player)
        && !state.hand(player).iter().any(|&c| is_scoring(state, c))
}

/// TS PLAY §1: choose the card of this action round (TS PLAY §3: or, caught in Quagmire / Bear Trap, the
/// card to discard for the release roll).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooseCard {
    pub player: Player,
}

impl steps::Step<State> for ChooseCard {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let player = self.player;
        let trapped = trapped(state, player) && (state.rules_at_least(2) || !trap_discards(state, player).is_empty());
        ask(
            player,
            if trapped { "ts.choose_card_trapped" } else { "ts.choose_card" },
            vec![Arg::Seat(player.seat()), Arg::Num(state.action_round as i32), Arg::Num(state.turn as i32)],
            if trapped { "TS PLAY §3" } else { "TS PLAY §1" },
            card_actions(state, player),
        )
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let player = self.player;
        match action {
            // Defusing the Cuban Missile Crisis leaves the card still to choose.
            Action::Remove(c) => cancel_crisis(state, player, *c),
            Action::Card(c) => {
                state.steps.pop();
                choose_card(state, player, *c);
            }
            Action::Discard(c) => {
                state.steps.pop();
                trap_discard(state, player, *c);
            }
            Action::Done => {
                state.steps.pop();
                pass(state, player);
            }
            other => return not_an_answer(self, other),
        }
        Ok(())
    }
}

pub fn cancel_crisis(state: &mut State, player: Player, country: CountryId) {
    state.influence[country as usize][player.idx()] -= 2;
    state.effects.retain(|e| e.card != CUBAN_MISSILE_CRISIS);
    state.log(Some(player), "ts.crisis_cancelled", vec![Arg::Space(state.data().countries[country as usize].key.clone())]);
}

pub fn choose_card(state: &mut State, player: Player, card: CardId) {
    if card != CHINA_CARD {
        state.hands[player.idx()].retain(|&c| c != card);
    }
    state.table.push(card);
    state.log(Some(player), "ts.plays", vec![Arg::Seat(player.seat()), Arg::Card(card as u16)]);
    state.steps.push(Step::ChooseUse(ChooseUse { player, card }));
}

/// A player passes: with only the China Card left, or caught in Quagmire / Bear Trap with nothing to
/// discard and no scoring card (rules 2).
pub fn pass(state: &mut State, player: Player) {
    if eighth_round_optional(state, player) {
        state.log(Some(player), "ts.eighth_round_skipped", vec![Arg::Seat(player.seat())]);
    } else if trapped(state, player) && state.rules_at_least(2) {
        state.log(Some(player), "ts.trapped_pass", vec![Arg::Seat(player.seat()), Arg::Num(state.action_round as i32)]);
    } else {
        state.log(Some(player), "ts.pass", vec![Arg::Seat(player.seat())]);
    }
}

/// Quagmire / Bear Trap under rules 2 (the printed cards #42, #44): a trapped player with no card worth
/// the discard and no scoring card may play nothing, and passes the action round. Rules 1 let them play
/// normally.
pub fn trapped_without_play(state: &State, player: Player) -> bool {
    state.rules_at_least(2)
        && trapped(state, player)
        && trap_discards(state, player).is_empty()
        && !state.hand(player).iter().any(|&c| is_scoring(state, c))
        && crisis_cancels(state, player).is_empty()
}

/// Quagmire / Bear Trap: discard a card and roll; 1–4 ends the trap.
pub fn trap_discard(state: &mut State, player: Player, card: CardId) {
    state.hands[player.idx()].retain(|&c| c != card);
    state.discard.push(card);
    let r = roll(state);
    let trap = if player == Player::Us { QUAGMIRE } else { BEAR_TRAP };
    let free = r <= 4;
    state.log(
        Some(player),
        if free { "ts.trap_escaped" } else { "ts.trap_holds" },
        vec![Arg::Seat(player.seat()), Arg::Card(card as u16), Arg::Roll(r), Arg::Card(trap as u16)],
    );
    if free {
        state.effects.retain(|e| e.card != trap);
    }
}

/// TS PLAY §1: choose how to use the card on the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooseUse {
    pub player: Player,
    pub card: CardId,
}

impl steps::Step<State> for ChooseUse {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let &ChooseUse { player, card } = self;
        ask(
            player,
            "ts.choose_use",
            vec![Arg::Card(card as u16), Arg::Num(card_ops(state, player, card) as i32)],
            "TS PLAY §1",
            use_options(state, player, card).into_iter().map(Action::Use).collect(),
        )
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Use(u) = action else { return not_an_answer(self, action) };
        state.steps.pop();
        choose_use(state, self.player, self.card, *u);
        Ok(())
    }
}

/// How `player` may use `card` (TS PLAY §1–2, TS OPS §0, TS CHN).
pub fn use_options(state: &State, player: Player, card: CardId) -> Vec<Use> {
    if is_scoring(state, card) {
        return vec![Use::Event];
    }
    let mut out = Vec::with_capacity(5);
    let forced_ops = card == MISSILE_ENVY && state.effect(MISSILE_ENVY).is_some_and(|e| e.player == player);
    let own = card != CHINA_CARD && events::owner(state, card, player) == player;
    if own && !forced_ops && events::playable(state, card, player, false) {
        out.push(Use::Event);
    }
    out.push(Use::Ops(OpsKind::Influence));
    if ops::any_realign_target(state, player) {
        out.push(Use::Ops(OpsKind::Realign));
    }
    if ops::any_coup_target(state, player) {
        out.push(Use::Ops(OpsKind::Coup));
    }
    if space::may_attempt(state, player, card_ops(state, player, card)) {
        out.push(Use::Ops(OpsKind::Space));
    }
    out
}

/// Flower Power (#59): the USSR gains 2 VP whenever the US plays a war card other than to space.
pub fn flower_power(state: &mut State, player: Player, card: CardId) {
    if player == Player::Us && state.data().cards[card as usize].war && state.has(FLOWER_POWER) {
        state.log(Some(Player::Ussr), "ts.flower_power", vec![Arg::Card(card as u16)]);
        gain_vp(state, Player::Ussr, 2, false);
    }
}

pub fn choose_use(state: &mut State, player: Player, card: CardId, u: Use) {
    if card == MISSILE_ENVY {
        state.effects.retain(|e| !(e.card == MISSILE_ENVY && e.player == player));
    }
    match u {
        Use::Event => {
            flower_power(state, player, card);
            state.steps.push(Step::Finish(Finish { player, card }));
            state.steps.push(Step::Event(Event { card, owner: events::owner(state, card, player) }));
        }
        Use::Ops(OpsKind::Space) => {
            // TS OPS §4-5: a card played to the space race never triggers its event.
            state.steps.push(Step::Finish(Finish { player, card }));
            let r = roll(state);
            space::attempt(state, player, r);
        }
        Use::Ops(kind) => {
            flower_power(state, player, card);
            let opponent_event = card != CHINA_CARD && events::owner(state, card, player) != player;
            if opponent_event && events::playable(state, card, player.opponent(), false) {
                state.steps.push(Step::ChooseOrder(ChooseOrder { player, card, kind }));
            } else {
                if opponent_event {
                    state.log(None, "ts.event_blocked", vec![Arg::Card(card as u16)]);
                }
                state.steps.push(Step::Finish(Finish { player, card }));
                state.steps.push(operations(state, player, card, kind));
            }
        }
    }
}

fn operations(state: &State, player: Player, card: CardId, kind: OpsKind) -> Step {
    Step::Operations(Operations { player, card, raw: printed(state, card), kind, targets: None, free: false, optional: false })
}

/// TS PLAY §2: the opponent's event before or after the operations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooseOrder {
    pub player: Player,
    pub card: CardId,
    pub kind: OpsKind,
}

impl steps::Step<State> for ChooseOrder {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        let actions = vec![Action::Choose(Choice::EventFirst), Action::Choose(Choice::OpsFirst)];
        ask(self.player, "ts.choose_order", vec![Arg::Card(self.card as u16)], "TS PLAY §2", actions)
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Choose(ch) = action else { return not_an_answer(self, action) };
        state.steps.pop();
        choose_order(state, self.player, self.card, self.kind, *ch);
        Ok(())
    }
}

/// TS PLAY §2: the phasing player orders the opponent's event and the operations.
pub fn choose_order(state: &mut State, player: Player, card: CardId, kind: OpsKind, choice: Choice) {
    state.steps.push(Step::Finish(Finish { player, card }));
    let event = Step::Event(Event { card, owner: player.opponent() });
    if choice == Choice::EventFirst {
        state.steps.push(operations(state, player, card, kind));
        state.steps.push(event);
    } else {
        state.steps.push(event);
        state.steps.push(operations(state, player, card, kind));
    }
}

/// *auto* fire a card's event; `owner` carries it out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Event {
    pub card: CardId,
    pub owner: Player,
}

impl steps::Step<State> for Event {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        event(state, self.card, self.owner);
    }
}

/// Fires an event if it may happen now (TS PLAY §2: a blocked event or an unmet condition does not
/// fire, and a starred card is then not removed).
pub fn event(state: &mut State, card: CardId, owner: Player) {
    let headline = state.action_round == 0;
    if events::playable(state, card, owner, headline) {
        state.fired.push(card);
        state.log(Some(owner), "ts.event", vec![Arg::Seat(owner.seat()), Arg::Card(card as u16)]);
        let before = state.fingerprint();
        state.steps.push(Step::EventDone(EventDone { card, before }));
        events::fire(state, card, owner);
    } else {
        state.log(None, "ts.event_blocked", vec![Arg::Card(card as u16)]);
    }
}

/// *auto* the event of `card` has run its course: if nothing on the board changed since it began
/// (`before` is [`State::fingerprint`] then), the log says so (TS PLAY §2 example 3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct EventDone {
    pub card: CardId,
    pub before: u32,
}

impl steps::Step<State> for EventDone {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        event_done(state, self.card, self.before);
    }
}

/// The end of an event: say so when it changed nothing (it still happened: a starred card is removed).
pub fn event_done(state: &mut State, card: CardId, before: u32) {
    if state.outcome.is_none() && state.fingerprint() == before {
        state.log(None, "ts.event_no_effect", vec![Arg::Card(card as u16)]);
    }
}

/// *auto* the played card leaves the table (discard, removed, the China Card to the opponent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Finish {
    pub player: Player,
    pub card: CardId,
}

impl steps::Step<State> for Finish {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        finish(state, self.player, self.card);
    }
}

/// The card leaves the table (TS CMP §2-4, §2-6; TS CHN §3): the China Card passes face down, a
/// starred card whose event fired is removed, Shuttle Diplomacy waits for its scoring, the rest are
/// discarded.
pub fn finish(state: &mut State, player: Player, card: CardId) {
    let fired = state.fired.contains(&card);
    state.fired.retain(|&c| c != card);
    let Some(i) = state.table.iter().position(|&c| c == card) else { return };
    state.table.remove(i);
    if card == CHINA_CARD {
        state.china = super::state::China { holder: Some(player.opponent()), face_up: false };
        state.log(Some(player), "ts.china_passed", vec![Arg::Seat(player.opponent().seat())]);
        if player == Player::Us && state.has(FORMOSAN_RESOLUTION) {
            state.effects.retain(|e| e.card != FORMOSAN_RESOLUTION);
            state.log(None, "ts.effect_ends", vec![Arg::Card(FORMOSAN_RESOLUTION as u16)]);
        }
    } else if card == SHUTTLE_DIPLOMACY && fired && state.has(SHUTTLE_DIPLOMACY) {
        state.table.push(card);
    } else if fired && state.data().cards[card as usize].starred {
        state.removed.push(card);
    } else {
        state.discard.push(card);
    }
}

