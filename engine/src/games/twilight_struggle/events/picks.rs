//! The decisions an event asks for (TS EVT §1): influence added or removed one pick at a time, a country,
//! a named choice, a card from a list, and event-granted operations (TS EVT §4-3); and `Resume`, the
//! event's next part once those are answered. Each step hands its answer back to the card's handler
//! (`on_country`, `on_choice`, `on_card`, `resume` in `events/mod.rs`).

use serde::{Deserialize, Serialize};

use super::super::data::{CardId, CountryId};
use super::super::ops::{self, ops_done, Operations};
use super::super::space;
use super::super::state::{ask, not_an_answer, Choice, InfluenceMode, OpsKind, Player, State, Step, Use};
use super::super::Action;
use super::{add, on_card, on_choice, on_country, remove, resume, wipe};
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// An event adds or removes influence one pick at a time. Over when nothing is left to pick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Influence {
    pub player: Player,
    pub owner: Player,
    pub card: CardId,
    pub mode: InfluenceMode,
    /// Picks left; each pick moves `amount` points (a wipe ignores it).
    pub left: u8,
    pub amount: u8,
    pub max_per_country: u8,
    pub allowed: Vec<CountryId>,
    pub picked: Vec<CountryId>,
    /// "Up to": the player may stop early.
    pub optional: bool,
}

impl steps::Step<State> for Influence {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        ask(
            self.player,
            match self.mode {
                InfluenceMode::Add => "ts.event_add",
                InfluenceMode::Remove => "ts.event_remove",
                InfluenceMode::Wipe => "ts.event_wipe",
            },
            vec![Arg::Card(self.card as u16), Arg::Num(self.left as i32), Arg::Seat(self.owner.seat()), Arg::Num(self.amount as i32)],
            "TS EVT §1",
            self.actions(state),
        )
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Place(c) | Action::Remove(c) => self.pick(state, *c),
            Action::Done => {
                state.steps.pop();
            }
            other => return not_an_answer(self, other),
        }
        Ok(())
    }

    fn ends_when_empty(&self) -> bool {
        true
    }
}

impl Influence {
    /// The countries still open to a pick, then "done" when the player may stop.
    fn actions(&self, state: &State) -> Vec<Action> {
        let Influence { owner, mode, max_per_country, allowed, picked, optional, .. } = self;
        let mut out: Vec<Action> = Vec::with_capacity(allowed.len() + 1);
        out.extend(
            allowed
                .iter()
                .copied()
                .filter(|c| (picked.iter().filter(|&p| p == c).count() as u8) < *max_per_country)
                .filter(|&c| *mode == InfluenceMode::Add || state.inf(c, *owner) > 0)
                .map(|c| if *mode == InfluenceMode::Add { Action::Place(c) } else { Action::Remove(c) }),
        );
        if *optional && !out.is_empty() {
            out.push(Action::Done);
        }
        out
    }

    /// One pick; the step ends with its last one.
    fn pick(&self, state: &mut State, c: CountryId) {
        match self.mode {
            InfluenceMode::Add => add(state, self.owner, c, self.amount),
            InfluenceMode::Remove => remove(state, self.owner, c, self.amount),
            InfluenceMode::Wipe => wipe(state, self.owner, c),
        }
        if let Some(Step::Influence(Influence { left, picked, .. })) = state.steps.last_mut() {
            picked.push(c);
            state.last_picks = picked.len() as u8;
            *left -= 1;
            if *left == 0 {
                state.steps.pop();
            }
        }
    }
}

/// Asks `p` to add `amount`×`picks` influence one pick at a time, at most `max_per_country` picks per
/// country, in `allowed`.
pub fn add_picks(state: &mut State, p: Player, card: CardId, picks: u8, max_per_country: u8, allowed: Vec<CountryId>) {
    state.steps.push(Step::Influence(Influence {
        player: p,
        owner: p,
        card,
        mode: InfluenceMode::Add,
        left: picks,
        amount: 1,
        max_per_country,
        allowed,
        picked: vec![],
        optional: false,
    }));
}

/// Asks `p` to remove `owner`'s influence: `picks` picks of `amount` each, at most `max_per_country`
/// picks per country.
#[allow(clippy::too_many_arguments)]
pub fn remove_picks(state: &mut State, p: Player, owner: Player, card: CardId, picks: u8, amount: u8, max_per_country: u8, allowed: Vec<CountryId>, optional: bool) {
    state.steps.push(Step::Influence(Influence {
        player: p,
        owner,
        card,
        mode: InfluenceMode::Remove,
        left: picks,
        amount,
        max_per_country,
        allowed,
        picked: vec![],
        optional,
    }));
}

/// Asks `p` to remove all of `owner`'s influence from `picks` countries.
pub fn wipe_picks(state: &mut State, p: Player, owner: Player, card: CardId, picks: u8, allowed: Vec<CountryId>) {
    state.steps.push(Step::Influence(Influence {
        player: p,
        owner,
        card,
        mode: InfluenceMode::Wipe,
        left: picks,
        amount: 0,
        max_per_country: 1,
        allowed,
        picked: vec![],
        optional: false,
    }));
}

/// An event asks for one country; the card's handler acts on it. Over when none is allowed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooseCountry {
    pub player: Player,
    pub card: CardId,
    pub allowed: Vec<CountryId>,
}

impl steps::Step<State> for ChooseCountry {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        let actions = self.allowed.iter().map(|&c| Action::Country(c)).collect();
        ask(self.player, "ts.event_country", vec![Arg::Card(self.card as u16)], "TS EVT §1", actions)
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Country(c) = action else { return not_an_answer(self, action) };
        state.steps.pop();
        on_country(state, self.card, self.player, *c);
        Ok(())
    }

    fn ends_when_empty(&self) -> bool {
        true
    }
}

pub fn choose_country(state: &mut State, p: Player, card: CardId, allowed: Vec<CountryId>) {
    state.steps.push(Step::ChooseCountry(ChooseCountry { player: p, card, allowed }));
}

/// An event offers named choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooseOption {
    pub player: Player,
    pub card: CardId,
    pub options: Vec<Choice>,
}

impl steps::Step<State> for ChooseOption {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        let actions = self.options.iter().map(|&o| Action::Choose(o)).collect();
        ask(self.player, "ts.event_option", vec![Arg::Card(self.card as u16)], "TS EVT §1", actions)
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Choose(ch) = action else { return not_an_answer(self, action) };
        state.steps.pop();
        on_choice(state, self.card, self.player, *ch);
        Ok(())
    }
}

pub fn choose_option(state: &mut State, p: Player, card: CardId, options: Vec<Choice>) {
    state.steps.push(Step::ChooseOption(ChooseOption { player: p, card, options }));
}

/// An event asks for one card from a list (`optional`: the player may decline). Over when the list is
/// empty.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooseCardFrom {
    pub player: Player,
    pub card: CardId,
    pub cards: Vec<CardId>,
    pub optional: bool,
}

impl steps::Step<State> for ChooseCardFrom {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        let mut actions: Vec<Action> = self.cards.iter().map(|&c| Action::Card(c)).collect();
        if self.optional {
            actions.push(Action::Done);
        }
        ask(self.player, "ts.event_card", vec![Arg::Card(self.card as u16)], "TS EVT §1", actions)
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let picked = match action {
            Action::Card(c) => Some(*c),
            Action::Done => None,
            other => return not_an_answer(self, other),
        };
        state.steps.pop();
        on_card(state, self.card, self.player, picked);
        Ok(())
    }

    fn ends_when_empty(&self) -> bool {
        true
    }
}

pub fn choose_card_from(state: &mut State, p: Player, card: CardId, cards: Vec<CardId>, optional: bool) {
    state.steps.push(Step::ChooseCardFrom(ChooseCardFrom { player: p, card, cards, optional }));
}

/// *auto* an event's next part, once the steps pushed above it are done.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Resume {
    pub player: Player,
    pub card: CardId,
    pub part: u8,
}

impl steps::Step<State> for Resume {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, state: &mut State) {
        resume(state, self.card, self.player, self.part);
    }
}

/// Runs `part` of the card's event once the steps pushed after this call are done.
pub fn then(state: &mut State, p: Player, card: CardId, part: u8) {
    state.steps.push(Step::Resume(Resume { player: p, card, part }));
}

/// TS EVT §4-3: event-granted operations: the player chooses how to use them among `kinds` (each kind
/// offered only when it can be used), or declines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChooseOps {
    pub player: Player,
    pub card: CardId,
    pub raw: u8,
    pub kinds: Vec<OpsKind>,
    pub targets: Option<Vec<CountryId>>,
    pub free: bool,
}

impl steps::Step<State> for ChooseOps {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let ChooseOps { player, card, raw, kinds, targets, free } = self;
        let actions = kinds
            .iter()
            .copied()
            .filter(|k| match k {
                OpsKind::Realign => !ops::realign_targets(state, *player, targets, *free).is_empty(),
                OpsKind::Coup => !ops::coup_targets(state, *player, targets, *free).is_empty(),
                OpsKind::Space => space::may_attempt(state, *player, ops::modified(state, *player, *raw)),
                OpsKind::Influence => true,
            })
            .map(|k| Action::Use(Use::Ops(k)))
            .chain(std::iter::once(Action::Done))
            .collect();
        ask(*player, "ts.choose_ops", vec![Arg::Card(*card as u16), Arg::Num(ops::modified(state, *player, *raw) as i32)], "TS EVT §4-3", actions)
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let ChooseOps { player, card, raw, ref targets, free, .. } = *self;
        match action {
            Action::Use(Use::Ops(kind)) => {
                state.steps.pop();
                let targets = targets.clone();
                state.steps.push(Step::Operations(Operations { player, card, raw, kind: *kind, targets, free, optional: true }));
            }
            Action::Done => ops_done(state, player),
            other => return not_an_answer(self, other),
        }
        Ok(())
    }
}

/// Event operations (TS EVT §4-3): `p` may conduct operations (they can be declined) worth `raw` printed ops — their own
/// modifiers apply (digest E17) — choosing among `kinds`; `targets` limits realignments and coups;
/// `free` coups ignore DEFCON and give no military ops (TS OPS §3-5, TS DEF §2-5).
pub fn grant_ops(state: &mut State, p: Player, card: CardId, raw: u8, kinds: Vec<OpsKind>, targets: Option<Vec<CountryId>>, free: bool) {
    if kinds.len() == 1 {
        state.steps.push(Step::Operations(Operations { player: p, card, raw, kind: kinds[0], targets, free, optional: true }));
    } else {
        state.steps.push(Step::ChooseOps(ChooseOps { player: p, card, raw, kinds, targets, free }));
    }
}
