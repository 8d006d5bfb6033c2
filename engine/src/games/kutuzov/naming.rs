//! A Power naming its own army group's Commander (KUT 10.6, L1016; 10.61, L1018; rules 17, E75): "one leader
//! must be the group's Commander, the others go in his Holding Box". In its CP spending a Power may name any of
//! its leaders in a group it commands; he commands it — in battle, evasion and flags — until a new leader
//! joins the group (10.62's rule for a two-Power group's Commander, L1024). Without a naming, or under rules
//! 16 and before, the engine names the best (E52).

use super::army_group;
use super::command::Agreed;
use super::data::{camp_of, LeaderId, Power, SpaceId};
use super::impulse::Spend;
use super::state::{Place, State, Step};
use crate::{Arg, Illegal};

/// The first rules version that lets a Power name its group's Commander.
pub const RULES: u32 = 17;

/// Whether a naming still holds: its Commander is on the map and every leader of his camp beside him was in
/// the group named (KUT 10.62: "until a new leader comes to the group").
fn holds(s: &State, a: &Agreed) -> bool {
    let Place::Map(at) = s.leaders[a.leader as usize] else { return false };
    let camp = camp_of(s.data.leaders[a.leader as usize].power);
    army_group::leaders_of_camp(s, at, camp).iter().all(|l| a.leaders.contains(l))
}

/// The Commander the Power of `power` named for the camp's group in `space`, if the naming holds (rules 17).
pub fn named(s: &State, space: SpaceId, power: Power) -> Option<LeaderId> {
    if s.rules < RULES {
        return None;
    }
    s.named_commanders
        .iter()
        .find(|a| s.leaders[a.leader as usize] == Place::Map(space) && s.data.leaders[a.leader as usize].power == power && holds(s, a))
        .map(|a| a.leader)
}

/// The Power's leaders it may name Commander (KUT 10.6): in its CP spending, its own leader standing with
/// another leader of the camp where the group's Commander is the Power's, who is not the Commander now and
/// was not named yet this impulse (a naming is free; once a leader an impulse keeps it from repeating).
pub fn nameable(s: &State, sp: &Spend) -> Vec<LeaderId> {
    if s.rules < RULES || sp.reinforcement || sp.evacuation {
        return vec![];
    }
    let camp = camp_of(sp.power);
    (0..s.leaders.len() as LeaderId)
        .filter(|&l| {
            let Place::Map(at) = s.leaders[l as usize] else { return false };
            s.data.leaders[l as usize].power == sp.power
                && !sp.named.contains(&l)
                && army_group::leaders_of_camp(s, at, camp).len() >= 2
                && army_group::commander(s, at, camp).is_some_and(|c| c != l && s.data.leaders[c as usize].power == sp.power)
        })
        .collect()
}

/// The Power names `l` Commander of the group he stands in (KUT 10.6).
pub fn name(s: &mut State, me: &mut Spend, seat: Power, l: LeaderId) -> Result<Vec<Step>, Illegal> {
    if !nameable(s, me).contains(&l) {
        return Err(Illegal("that leader may not be named Commander".into()));
    }
    let Place::Map(at) = s.leaders[l as usize] else { return Err(Illegal("the leader is not on the map".into())) };
    me.named.push(l);
    let leaders = army_group::leaders_of_camp(s, at, camp_of(seat));
    // The namings that no longer hold are forgotten, and any of this group's leaders.
    let old = std::mem::take(&mut s.named_commanders);
    s.named_commanders = old.into_iter().filter(|a| holds(s, a) && !leaders.contains(&a.leader)).collect();
    s.named_commanders.push(Agreed { leader: l, leaders });
    s.log(Some(seat), "kut.commander_named", vec![Arg::Seat(seat), s.leader_arg(l), s.space_arg(at)]);
    Ok(vec![])
}
