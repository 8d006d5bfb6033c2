//! Switching a two-Power army group's Commander by agreement (KUT 10.62, L1022–L1026; rules 16, E70): in its
//! impulse a Power may ask its partner that one of its own leaders command the group they share; with the
//! partner's consent he commands it — in battle, evasion and flags — until a new leader joins the group.

use serde::Serialize;

use super::army_group;
use super::data::{camp_of, LeaderId, Power, SpaceId};
use super::impulse::Spend;
use super::join::{answer, consent_prompt, partner};
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The first rules version that plays the agreed Commander.
pub const RULES: u32 = 16;

/// A Commander named by agreement (KUT 10.62): `leader` commands his camp's group wherever it stands while no
/// leader but those of `leaders` (the group as agreed) stands with him.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Agreed {
    pub leader: LeaderId,
    pub leaders: Vec<LeaderId>,
}

/// Whether an agreement still holds (KUT 10.62: "until a new leader comes to the group"): its Commander is on
/// the map, every leader of his camp beside him was in the group agreed, and a leader of each Power is there.
fn holds(s: &State, a: &Agreed) -> bool {
    let Place::Map(at) = s.leaders[a.leader as usize] else { return false };
    let power = s.data.leaders[a.leader as usize].power;
    let here = army_group::leaders_of_camp(s, at, camp_of(power));
    here.iter().all(|l| a.leaders.contains(l)) && !s.leaders_at(at, partner(power)).is_empty()
}

/// The agreed Commander of the camp's group in `space`, if an agreement holds there (rules 16).
pub fn agreed(s: &State, space: SpaceId, camp: u8) -> Option<LeaderId> {
    if s.rules < RULES {
        return None;
    }
    s.agreed_commanders
        .iter()
        .find(|a| s.leaders[a.leader as usize] == Place::Map(space) && camp_of(s.data.leaders[a.leader as usize].power) == camp && holds(s, a))
        .map(|a| a.leader)
}

/// The Power's leaders it may propose as Commander (KUT 10.62): in its impulse, its own leaders on the map
/// where both Powers of the camp have leaders and the Commander is the partner's, not asked yet this impulse.
pub fn proposable(s: &State, sp: &Spend) -> Vec<LeaderId> {
    if s.rules < RULES || sp.reinforcement || sp.evacuation {
        return vec![];
    }
    let camp = camp_of(sp.power);
    (0..s.leaders.len() as LeaderId)
        .filter(|&l| {
            let Place::Map(at) = s.leaders[l as usize] else { return false };
            s.data.leaders[l as usize].power == sp.power
                && !sp.command_asked.contains(&l)
                && !s.leaders_at(at, partner(sp.power)).is_empty()
                && army_group::commander(s, at, camp).is_some_and(|c| s.data.leaders[c as usize].power != sp.power)
        })
        .collect()
}

/// The Power proposes `l` as the Commander of his group (KUT 10.62): the partner's consent is its own step.
pub fn propose(s: &mut State, me: &mut Spend, seat: Power, l: LeaderId) -> Result<Vec<Step>, Illegal> {
    if !proposable(s, me).contains(&l) {
        return Err(Illegal("that leader may not be proposed as Commander".into()));
    }
    me.command_asked.push(l);
    let Place::Map(at) = s.leaders[l as usize] else { return Err(Illegal("the leader is not on the map".into())) };
    s.log(Some(seat), "kut.command_asked", vec![Arg::Seat(seat), s.leader_arg(l), s.space_arg(at)]);
    Ok(vec![Step::CommandConsent(CommandConsent { power: partner(seat), asker: seat, leader: l })])
}

/// The partner's answer to a proposal that the asking Power's leader command their group (KUT 10.62).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct CommandConsent {
    /// The Power whose leader commands now, who decides.
    pub power: Power,
    /// The Power of the impulse, whose leader is proposed.
    pub asker: Power,
    pub leader: LeaderId,
}

impl steps::Step<State> for CommandConsent {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        consent_prompt(s, self.power, self.asker, self.leader, "kut.command_consent", "KUT 10.62")
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let consent = answer(action)?;
        s.steps.pop();
        let id = if consent { "kut.command_agreed" } else { "kut.command_refused" };
        s.log(Some(seat), id, vec![Arg::Seat(seat), s.leader_arg(self.leader)]);
        if consent {
            if let Place::Map(at) = s.leaders[self.leader as usize] {
                let camp = camp_of(self.asker);
                let leaders = army_group::leaders_of_camp(s, at, camp);
                // The agreements that no longer hold are forgotten, and any of this group's leaders.
                let old = std::mem::take(&mut s.agreed_commanders);
                s.agreed_commanders = old.into_iter().filter(|a| holds(s, a) && !leaders.contains(&a.leader)).collect();
                s.agreed_commanders.push(Agreed { leader: self.leader, leaders });
            }
        }
        Ok(())
    }
}
