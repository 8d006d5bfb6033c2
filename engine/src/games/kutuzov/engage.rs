//! Entering a zone held by the enemy (KUT 10.71, rules 12): the moving player chooses to attack at once or
//! just to stay in the zone beside the enemy.

use serde::Serialize;

use super::data::{camp_of, LeaderId, Power, SpaceId};
use super::intercept::{defending_power, Evade};
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Illegal, Prompt, Seat};

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
}

/// Whether a move into `to` leaves the choice to the mover: from rules 12, an army entering a zone where the
/// enemy's formations stand (KUT 10.71). Leaderless soldiers attack as before (E48).
pub fn chosen_by_mover(s: &State, mover: Power, to: SpaceId) -> bool {
    s.rules >= 12 && s.data.spaces[to as usize].kind == super::data::Kind::Zone && s.camp_present(to, 1 - camp_of(mover))
}

impl steps::Step<State> for Engage {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        Some(Prompt {
            seat: Some(self.power),
            id: "kut.engage",
            args: vec![s.leader_arg(self.leader), s.space_arg(self.to)],
            rule: "KUT 10.7",
            actions: vec![Action::Attack(self.leader), Action::Done],
        })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
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
