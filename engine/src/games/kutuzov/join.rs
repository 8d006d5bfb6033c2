//! A partner Power's army joining an army group's move (KUT 10.61, L1018–L1020; rules 16, E67): in its
//! impulse a Power may ask the other Power of its camp for one of its armies standing with its own leaders;
//! with the owner's consent — asked of the partner's seat, the same player in a two-player game — that army
//! marches with the Power's army groups for the rest of the impulse, paid from the Power's CP (10.63: 1 per
//! army and space).

use serde::Serialize;

use super::data::{camp_of, camp_powers, LeaderId, Power};
use super::impulse::Spend;
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The first rules version that plays a partner's army joining a group's move.
pub const RULES: u32 = 16;

/// The other Power of `p`'s camp.
pub fn partner(p: Power) -> Power {
    camp_powers(camp_of(p)).into_iter().find(|&q| q != p).expect("a camp has two Powers")
}

/// The partner's leaders the spending Power may ask to join (KUT 10.61): on the map with one of its own
/// leaders that may still move this impulse, "able to move" themselves (not marked, 10.52), not asked yet
/// this impulse, and with the CP of a group of two armies at least (10.63).
pub fn askable(s: &State, sp: &Spend) -> Vec<LeaderId> {
    if s.rules < RULES || sp.reinforcement || sp.evacuation || sp.cp < 2 {
        return vec![];
    }
    let q = partner(sp.power);
    (0..s.leaders.len() as LeaderId)
        .filter(|&l| {
            if s.data.leaders[l as usize].power != q {
                return false;
            }
            let Place::Map(at) = s.leaders[l as usize] else { return false };
            !s.marked[l as usize]
                && !sp.join_asked.contains(&l)
                && !super::relief::waiting(s, at)
                && s.leaders_at(at, sp.power).iter().any(|&o| !s.marked[o as usize] && !sp.stopped.contains(&o))
        })
        .collect()
}

/// The spending Power asks for `l`'s army (KUT 10.61): the owner's consent is its own step, on top.
pub fn ask(s: &mut State, me: &mut Spend, seat: Power, l: LeaderId) -> Result<Vec<Step>, Illegal> {
    if !askable(s, me).contains(&l) {
        return Err(Illegal("that army may not be asked to join".into()));
    }
    me.join_asked.push(l);
    let Place::Map(at) = s.leaders[l as usize] else { return Err(Illegal("the leader is not on the map".into())) };
    s.log(Some(seat), "kut.join_asked", vec![Arg::Seat(seat), s.leader_arg(l), s.space_arg(at)]);
    Ok(vec![Step::JoinConsent(JoinConsent { power: partner(seat), asker: seat, leader: l })])
}

/// The partner's answer to a request that its army join the asking Power's group (KUT 10.61).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct JoinConsent {
    /// The owner of the army asked, who decides.
    pub power: Power,
    /// The Power of the impulse, whose group it would join.
    pub asker: Power,
    pub leader: LeaderId,
}

impl steps::Step<State> for JoinConsent {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        consent_prompt(s, self.power, self.asker, self.leader, "kut.join_consent", "KUT 10.61")
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let consent = answer(action)?;
        s.steps.pop();
        let id = if consent { "kut.join_consented" } else { "kut.join_refused" };
        s.log(Some(seat), id, vec![Arg::Seat(seat), s.leader_arg(self.leader), Arg::Seat(self.asker)]);
        if consent {
            if let Some(Step::Spend(sp)) = s.steps.last_mut() {
                sp.joined.push(self.leader);
            }
        }
        Ok(())
    }
}

/// A partner's yes or no to the Power of the impulse (KUT 10.61's army joining, 10.62's Commander):
/// `power` decides on `asker`'s request about `leader`, who stands on the map.
pub(super) fn consent_prompt(s: &State, power: Power, asker: Power, leader: LeaderId, id: &'static str, rule: &'static str) -> Option<Prompt<Action>> {
    let Place::Map(at) = s.leaders[leader as usize] else { return None };
    Some(Prompt {
        seat: Some(power),
        id,
        args: vec![Arg::Seat(power), Arg::Seat(asker), s.leader_arg(leader), s.space_arg(at)],
        rule,
        actions: vec![Action::Consent, Action::Done],
    })
}

/// The partner's answer: consent, or refusal (`Done`).
pub(super) fn answer(action: &Action) -> Result<bool, Illegal> {
    match *action {
        Action::Consent => Ok(true),
        Action::Done => Ok(false),
        _ => Err(Illegal("consent or refusal is asked".into())),
    }
}
