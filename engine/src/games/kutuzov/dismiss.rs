//! Leaders' strategic movement (KUT 17.36, L1984–L1986; rules 16, E68): once a Power's strategic deployment
//! is over, it may remove any of its own leaders from the map as if eliminated in battle, without the loot
//! roll (12.10); such a leader may be built again from the turn about to start (6.1). Napoleon may not be
//! removed so.

use serde::Serialize;

use super::data::{LeaderId, Power};
use super::state::{Place, State};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The first rules version that plays the removal of one's leaders after deployment.
pub const RULES: u32 = 16;

/// The Power's choice, after its deployment, of leaders to remove (KUT 17.36).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Dismiss {
    pub power: Power,
}

/// The leaders `p` may remove (KUT 17.36): its own on the map, Napoleon excepted.
pub fn leaders(s: &State, p: Power) -> Vec<LeaderId> {
    (0..s.leaders.len() as LeaderId)
        .filter(|&l| {
            let d = &s.data.leaders[l as usize];
            d.power == p && !d.napoleon && matches!(s.leaders[l as usize], Place::Map(_))
        })
        .collect()
}

impl steps::Step<State> for Dismiss {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let ls = leaders(s, self.power);
        if ls.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = ls.into_iter().map(Action::Dismiss).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(self.power), id: "kut.dismiss", args: vec![Arg::Seat(self.power)], rule: "KUT 17.36", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        match *action {
            Action::Done => {
                s.steps.pop();
            }
            Action::Dismiss(l) => {
                if !leaders(s, seat).contains(&l) {
                    return Err(Illegal("that leader may not be removed".into()));
                }
                let Place::Map(at) = s.leaders[l as usize] else { return Err(Illegal("the leader is not on the map".into())) };
                // E68: eliminated as in battle (back among the pieces to build, 6.1), its Imperial Loss marker
                // counted (14.4) as for a leader killed in battle; no loot roll (12.10).
                s.leaders[l as usize] = Place::Available;
                s.log(Some(seat), "kut.dismissed", vec![Arg::Seat(seat), s.leader_arg(l), s.space_arg(at)]);
                super::attrition::imperial_loss(s, seat, 1);
                super::attrition::check_level(s);
            }
            _ => return Err(Illegal("a leader to remove, or done, is asked".into())),
        }
        Ok(())
    }
}
