//! Entering a zone held by the enemy (KUT 10.71, rules 12): the moving player chooses to attack at once or
//! just to stay in the zone beside the enemy; from rules 18 leaderless soldiers choose too (E48).

use serde::Serialize;

use super::data::{camp_of, LeaderId, Power, SpaceId};
use super::intercept::{defending_power, Evade};
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// KUT 10.71 (L1057): "an army that moves into a zone holding enemy formations may choose to attack at once or
/// just to be in that zone (10.72)". The army has arrived and stopped (10.51); its [`super::intercept::Arrive`]
/// waits below this step. Attacking is the move's own battle, no further CP: the enemy may evade first (11.6),
/// then the attrition and the battle. Staying rolls the move's attrition and fights no battle; the army may
/// attack later in the impulse for 1 CP as any army sharing a zone with the enemy (10.72, E45).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Engage {
    pub power: Power,
    pub leader: LeaderId,
    pub from: SpaceId,
    pub to: SpaceId,
    /// Rules 18 (KUT 10.71, 10.11; E48): the one leaderless SP of this contingent that moved, not an army
    /// (`leader` is then not read).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub soldiers: Option<u8>,
}

/// Whether a move into `to` leaves the choice to the mover: from rules 12, an army entering a zone where the
/// enemy's formations stand (KUT 10.71). Leaderless soldiers choose from rules 18 ([`soldiers_choose`]).
pub fn chosen_by_mover(s: &State, mover: Power, to: SpaceId) -> bool {
    s.rules >= 12 && s.data.spaces[to as usize].kind == super::data::Kind::Zone && s.camp_present(to, 1 - camp_of(mover))
}

/// The first rules version in which a lone SP entering an enemy zone chooses as an army does (E48).
pub const SOLDIERS_RULES: u32 = super::revolt::RULES;

/// Whether one leaderless SP moving into `to` chooses to attack or stay (KUT 10.71, L1057, rules 18): the
/// seed's choice names no army, only "formations" entering a zone. Under rules 10–17 the SP attacked.
pub fn soldiers_choose(s: &State, mover: Power, to: SpaceId) -> bool {
    s.rules >= SOLDIERS_RULES && chosen_by_mover(s, mover, to)
}

/// Whether that SP may attack at once: only alone (KUT 10.11, L924: "two or more soldiers cannot attack
/// together" unless in an army; 10.73, L1067: no other formation joins a battle but by a group move or an
/// interception). Where a formation of its camp already stands beside the enemy, under rules 18 it may only
/// stay (E48); from rules 19 it attacks alone, the others set aside from its battle (hold.rs, E77).
pub fn soldier_may_attack(s: &State, occupied_before: bool) -> bool {
    !occupied_before || s.rules >= super::hold::RULES
}

impl steps::Step<State> for Engage {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        if let Some(c) = self.soldiers {
            let key = format!("kut.contingent.{}", super::data::CONTINGENT_KEYS[c as usize]);
            return Some(Prompt {
                seat: Some(self.power),
                id: "kut.engage_sp",
                args: vec![Arg::Key(key), s.space_arg(self.to)],
                rule: "KUT 10.7",
                actions: vec![Action::AttackSp(c), Action::Done],
            });
        }
        Some(Prompt {
            seat: Some(self.power),
            id: "kut.engage",
            args: vec![s.leader_arg(self.leader), s.space_arg(self.to)],
            rule: "KUT 10.7",
            actions: vec![Action::Attack(self.leader), Action::Done],
        })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        if let Some(c) = self.soldiers {
            return self.apply_soldiers(s, seat, c, action);
        }
        match *action {
            Action::Attack(l) if l == self.leader => {
                s.steps.pop();
                s.log(Some(seat), "kut.attack", vec![s.leader_arg(self.leader), s.space_arg(self.to)]);
                let power = defending_power(s, self.to, 1 - camp_of(seat));
                s.steps.push(Step::Evade(Evade::new(power, self.from, self.to)));
            }
            Action::Done => {
                s.steps.pop();
                s.log(Some(seat), "kut.engage_stay", vec![s.leader_arg(self.leader), s.space_arg(self.to)]);
                // The move's attrition is still rolled (10.4); no battle (10.71).
                if let Some(Step::Arrive(a)) = s.steps.last_mut() {
                    a.stayed = true;
                }
            }
            _ => return Err(Illegal("attack or stay in the zone".into())),
        }
        Ok(())
    }
}

impl Engage {
    /// KUT 10.71 (rules 18, E48): the lone SP attacks at once — the enemy may evade (11.6), then its battle as
    /// before (10.11, E45) — or stays beside the enemy: no evasion, no battle, and as any formation entering a
    /// zone it moves no more this impulse (10.51), kept per contingent and space as 10.52's stop is (E45).
    fn apply_soldiers(&self, s: &mut State, seat: Seat, c: u8, action: &Action) -> Result<(), Illegal> {
        match *action {
            Action::AttackSp(x) if x == c => {
                s.steps.pop();
                let key = format!("kut.contingent.{}", super::data::CONTINGENT_KEYS[c as usize]);
                s.log(Some(seat), "kut.attack_sp", vec![Arg::Key(key), s.space_arg(self.to)]);
                // Rules 19 (E77): its camp's other SP in the zone take no part.
                if s.rules >= super::hold::RULES {
                    let held = super::hold::others_beside(s, self.to, c);
                    if let Some(Step::Arrive(a)) = s.steps.last_mut() {
                        a.held = held;
                    }
                }
                let power = defending_power(s, self.to, 1 - camp_of(seat));
                s.steps.push(Step::Evade(Evade::new(power, self.from, self.to)));
            }
            Action::Done => {
                s.steps.pop();
                stay_sp(s, seat, c, self.to);
            }
            _ => return Err(Illegal("attack with the SP or stay in the zone".into())),
        }
        Ok(())
    }
}

/// The lone SP of contingent `c` stays in the zone `to` beside the enemy (KUT 10.71, rules 18): logged, its
/// arrival fights no battle, and its contingent's SP there move no more this impulse (10.51).
fn stay_sp(s: &mut State, seat: Seat, c: u8, to: SpaceId) {
    log_stay_sp(s, seat, c, to);
    if let Some(Step::Arrive(a)) = s.steps.last_mut() {
        a.stayed = true;
    }
    if let Some(Step::Spend(sp)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Spend(_))) {
        if sp.power == seat && !sp.fought.contains(&(c, to)) {
            sp.fought.push((c, to));
        }
    }
}

/// The log of a lone SP staying in the zone `to` beside the enemy (KUT 10.71).
pub fn log_stay_sp(s: &mut State, seat: Seat, c: u8, to: SpaceId) {
    let key = format!("kut.contingent.{}", super::data::CONTINGENT_KEYS[c as usize]);
    s.log(Some(seat), "kut.engage_stay_sp", vec![Arg::Key(key), s.space_arg(to)]);
}
