//! Coups (TS OPS §3) and realignment rolls (TS OPS §2): the arithmetic, and the operations steps that
//! roll them.

use serde::{Deserialize, Serialize};

use super::cards::*;
use super::control::controls;
use super::data::CountryId;
use super::defcon::{change_defcon, gain_vp, region_closed};
use super::ops::{self, budget, coup_modifier, in_asia, in_southeast_asia, ops_done, realign_roll_modifier};
use super::play::roll;
use super::state::{ask, not_an_answer, Player, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Outcome, Prompt, Seat};

/// Whether `player` may target `country` with a coup or realignment: the opponent must have influence
/// there (TS OPS §3-1, PA2 L1601) and, unless the attempt is a free one from an event (TS OPS §3-5),
/// the region must not be closed by DEFCON (TS DEF §1-5).
pub fn may_target(state: &State, country: CountryId, player: Player, free: bool) -> bool {
    let c = &state.data().countries[country as usize];
    state.inf(country, player.opponent()) > 0 && (free || !region_closed(state.defcon, c.region))
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoupResult {
    pub roll: u8,
    /// ops + roll − 2 × stability; the coup succeeds when it is above 0.
    pub margin: i32,
    pub removed: u8,
    pub added: u8,
}

/// Resolves a coup with `ops` (already modified) and a die `roll` (TS OPS §3-2 … §3-5): success when
/// ops + roll > 2 × stability; the difference removes opponent influence first, the rest becomes own
/// influence. The attacker's military ops move by the ops unless the coup is free (TS DEF §2-3, §2-5);
/// a coup in a battleground degrades DEFCON by 1 (TS OPS §3-4), free or not.
pub fn resolve(state: &mut State, player: Player, country: CountryId, ops: u8, roll: u8, free: bool) -> CoupResult {
    resolve_with(state, player, country, ops, roll, 0, free, true)
}

/// [`resolve`] with a die `modifier` (SALT, Death Squads) and whether a battleground coup degrades
/// DEFCON (Nuclear Subs stops it for the US). DEFCON 1 is charged to the phasing player (TS DEF §1-3):
/// a free coup the opponent makes during your action round is yours (digest G5).
#[allow(clippy::too_many_arguments)]
pub fn resolve_with(state: &mut State, player: Player, country: CountryId, ops: u8, roll: u8, modifier: i32, free: bool, degrade: bool) -> CoupResult {
    let stability = state.data().countries[country as usize].stability;
    let margin = ops as i32 + roll as i32 + modifier - 2 * stability as i32;
    let (mut removed, mut added) = (0, 0);
    if margin > 0 {
        let opp = &mut state.influence[country as usize][player.opponent().idx()];
        removed = (*opp as i32).min(margin) as u8;
        *opp -= removed;
        added = (margin - removed as i32) as u8;
        state.influence[country as usize][player.idx()] += added;
    }
    if !free {
        let m = &mut state.milops[player.idx()];
        *m = (*m + ops).min(5);
    }
    if state.data().countries[country as usize].battleground && degrade {
        let phasing = state.phasing;
        change_defcon(state, -1, phasing);
    }
    CoupResult { roll, margin, removed, added }
}

/// A player's realignment modifier in a country (TS OPS §2-2): +1 per adjacent country they control,
/// +1 for more influence in the target, +1 if the target is adjacent to their own superpower.
pub fn realign_modifier(state: &State, country: CountryId, player: Player) -> i32 {
    realign_terms(state, country, player).iter().map(|t| t.1).sum()
}

/// The terms of [`realign_modifier`], each with its reason.
pub fn realign_terms(state: &State, country: CountryId, player: Player) -> [(&'static str, i32); 3] {
    let c = &state.data().countries[country as usize];
    let neighbours = c.adjacent.iter().filter(|&&n| controls(state, n, player)).count() as i32;
    let more = (state.inf(country, player) > state.inf(country, player.opponent())) as i32;
    let superpower = match player {
        Player::Us => c.adjacent_us,
        Player::Ussr => c.adjacent_ussr,
    } as i32;
    [("ts.mod.realign_neighbours", neighbours), ("ts.mod.realign_more", more), ("ts.mod.realign_superpower", superpower)]
}

/// Resolves one realignment roll (TS OPS §2-2, §2-3): both sides roll and add their modifiers; the
/// higher total removes the difference from the other side's influence; a tie does nothing; it never
/// adds influence. Returns (attacker total, defender total, influence removed).
pub fn realign(state: &mut State, player: Player, country: CountryId, roll: u8, opp_roll: u8) -> (i32, i32, u8) {
    realign_with(state, player, country, roll as i32, opp_roll as i32)
}

/// [`realign`] with die rolls already adjusted by event modifiers (Iran-Contra Scandal).
pub fn realign_with(state: &mut State, player: Player, country: CountryId, roll: i32, opp_roll: i32) -> (i32, i32, u8) {
    let mine = roll + realign_modifier(state, country, player);
    let theirs = opp_roll + realign_modifier(state, country, player.opponent());
    let (loser, diff) = if mine > theirs { (player.opponent(), mine - theirs) } else { (player, theirs - mine) };
    let inf = &mut state.influence[country as usize][loser.idx()];
    let removed = (*inf as i32).min(diff) as u8;
    if mine != theirs {
        *inf -= removed;
    }
    (mine, theirs, if mine == theirs { 0 } else { removed })
}

/// TS OPS §2: realignment rolls, one op each, in `targets` (all countries if `None`); `free` ones ignore
/// DEFCON (TS OPS §3-5). Over when no roll can be made any more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RealignOps {
    pub player: Player,
    pub ops: u8,
    pub asia_bonus: u8,
    pub sea_bonus: u8,
    pub spent: u8,
    pub all_asia: bool,
    pub all_sea: bool,
    pub targets: Option<Vec<CountryId>>,
    pub free: bool,
    pub optional: bool,
}

impl steps::Step<State> for RealignOps {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let player = self.player;
        let left = self.ops.saturating_sub(self.spent) as i32;
        ask(player, "ts.realign_ops", vec![Arg::Seat(player.seat()), Arg::Num(left)], "TS OPS §2", self.actions(state))
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Realign(c) => self.roll(state, *c),
            Action::Done => ops_done(state, self.player),
            other => return not_an_answer(self, other),
        }
        Ok(())
    }

    fn ends_when_empty(&self) -> bool {
        true
    }
}

impl RealignOps {
    /// The countries a roll may target within the budget, then "done" once one is rolled (or when the
    /// operations may be declined).
    fn actions(&self, state: &State) -> Vec<Action> {
        let RealignOps { player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea, targets, free, optional } = self;
        let candidates = ops::realign_targets(state, *player, targets, *free);
        let mut out: Vec<Action> = Vec::with_capacity(candidates.len() + 1);
        out.extend(
            candidates
                .into_iter()
                .filter(|&c| *spent < budget(state, *ops, *asia_bonus, *sea_bonus, *all_asia, *all_sea, c))
                .map(Action::Realign),
        );
        if !out.is_empty() && (*spent > 0 || *optional) {
            out.push(Action::Done);
        }
        out
    }

    /// One realignment roll (TS OPS §2).
    fn roll(&self, state: &mut State, country: CountryId) {
        let &RealignOps { player, spent, all_asia, all_sea, .. } = self;
        let (asia, sea) = (in_asia(state, country), in_southeast_asia(state, country));
        if let Some(Step::RealignOps(RealignOps { spent: s, all_asia: a, all_sea: e, .. })) = state.steps.last_mut() {
            *s = spent + 1;
            *a = all_asia && asia;
            *e = all_sea && sea;
        }
        let (mine, theirs) = (roll(state), roll(state));
        let (my_mod, their_mod) = (realign_roll_modifier(state, player), realign_roll_modifier(state, player.opponent()));
        let (a, b, removed) = realign_with(state, player, country, mine as i32 + my_mod, theirs as i32 + their_mod);
        state.log(
            Some(player),
            "ts.realign",
            vec![
                Arg::Seat(player.seat()),
                Arg::Space(state.data().countries[country as usize].key.clone()),
                Arg::Roll(mine),
                Arg::Num(a),
                Arg::Roll(theirs),
                Arg::Num(b),
                Arg::Num(removed as i32),
            ],
        );
    }
}

/// TS OPS §3: one coup with `ops` (modified; the region bonuses count when the target is in their
/// region), in `targets` (all countries if `None`); a `free` coup ignores DEFCON and gives no military ops
/// (TS OPS §3-5, TS DEF §2-5). Over when there is no target.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CoupOps {
    pub player: Player,
    pub ops: u8,
    pub asia_bonus: u8,
    pub sea_bonus: u8,
    pub targets: Option<Vec<CountryId>>,
    pub free: bool,
    pub optional: bool,
}

impl steps::Step<State> for CoupOps {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let player = self.player;
        ask(player, "ts.coup_ops", vec![Arg::Seat(player.seat()), Arg::Num(self.ops as i32)], "TS OPS §3", self.actions(state))
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let &CoupOps { player, ops, asia_bonus, sea_bonus, free, .. } = self;
        match action {
            Action::Coup(c) => {
                state.steps.pop();
                let ops = budget(state, ops, asia_bonus, sea_bonus, true, true, *c);
                coup(state, player, *c, ops, free);
            }
            Action::Done => ops_done(state, player),
            other => return not_an_answer(self, other),
        }
        Ok(())
    }

    fn ends_when_empty(&self) -> bool {
        true
    }
}

impl CoupOps {
    /// The targets, then "done" when the operations may be declined.
    fn actions(&self, state: &State) -> Vec<Action> {
        let candidates = ops::coup_targets(state, self.player, &self.targets, self.free);
        let mut out: Vec<Action> = Vec::with_capacity(candidates.len() + 1);
        out.extend(candidates.into_iter().map(Action::Coup));
        if !out.is_empty() && self.optional {
            out.push(Action::Done);
        }
        out
    }
}

/// A coup (TS OPS §3) with every event rule that touches it: the Cuban Missile Crisis, SALT and the
/// Death Squads' modifiers, Nuclear Subs, Yuri and Samantha.
pub fn coup(state: &mut State, player: Player, country: CountryId, ops: u8, free: bool) {
    let key = state.data().countries[country as usize].key.clone();
    if let Some(e) = state.effect(CUBAN_MISSILE_CRISIS) {
        if e.player != player {
            state.log(Some(player), "ts.crisis_war", vec![Arg::Seat(player.seat()), Arg::Space(key)]);
            state.outcome = Some(Outcome {
                winners: vec![],
                winner: Some(player.opponent().seat()),
                reason: "cuban_missile_crisis".into(),
                args: vec![Arg::Seat(player.seat())],
            });
            return;
        }
    }
    let r = roll(state);
    let modifier = coup_modifier(state, country, player);
    let degrade = !(player == Player::Us && state.has(NUCLEAR_SUBS));
    let res = resolve_with(state, player, country, ops, r, modifier, free, degrade);
    state.last_coup_removed = res.removed;
    state.last_coup_target = Some(country);
    state.log(
        Some(player),
        if res.margin > 0 { "ts.coup_success" } else { "ts.coup_failure" },
        vec![
            Arg::Seat(player.seat()),
            Arg::Space(key),
            Arg::Roll(r),
            Arg::Num(ops as i32),
            Arg::Num(modifier),
            Arg::Num(res.removed as i32),
            Arg::Num(res.added as i32),
        ],
    );
    if player == Player::Us && state.has(YURI_AND_SAMANTHA) {
        state.log(Some(Player::Ussr), "ts.yuri", vec![]);
        gain_vp(state, Player::Ussr, 1, false);
    }
}

