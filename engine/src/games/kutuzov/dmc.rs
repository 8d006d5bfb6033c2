//! Deployment Mobilization Centres (rules 4): each Power places its first DMC in the interphase before turn 2
//! and its second before turn 3, and one lost during the turn before is replaced (KUT 17.2, L1904–L1909). A
//! DMC halves the attrition dice of its camp's formations once more (KUT 14.2, L1597–L1604), takes regrouped
//! pieces as a flagged Key does (KUT 6.32), and is lost to an enemy flag, with a loot roll (KUT 12.11, L1462)
//! or, in a fortress, a larger sack (KUT 13.52).

use serde::Serialize;

use super::control;
use super::data::{camp_of, Kind, Power, SpaceId};
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

pub fn on(s: &State) -> bool {
    s.rules >= 4
}

/// The Power whose DMC is in `space`.
pub fn at(s: &State, space: SpaceId) -> Option<Power> {
    s.dmc.iter().find(|d| d.0 == space).map(|d| d.1)
}

/// Whether a DMC of `camp` is in `space` (KUT 14.2: "a friendly DMC").
pub fn friendly_at(s: &State, space: SpaceId, camp: u8) -> bool {
    on(s) && at(s, space).is_some_and(|p| camp_of(p) == camp)
}

/// A Power's DMCs on the map.
pub fn of(s: &State, p: Power) -> Vec<SpaceId> {
    s.dmc.iter().filter(|d| d.1 == p).map(|d| d.0).collect()
}

/// The spaces of a camp joined to one of its home edge zones (D46) through spaces it controls that hold no
/// enemy formation (KUT 6.32, 17.2).
pub fn edge_reach(s: &State, camp: u8) -> Vec<bool> {
    let n = s.data.spaces.len();
    let open = |i: SpaceId| control::friendly(s, i, camp) && !s.camp_present(i, 1 - camp);
    let mut reach = vec![false; n];
    let mut queue: Vec<SpaceId> = (0..n as SpaceId).filter(|&i| s.data.spaces[i as usize].edge == Some(camp) && open(i)).collect();
    for &i in &queue {
        reach[i as usize] = true;
    }
    while let Some(a) = queue.pop() {
        for &b in s.data.graph.neighbours(a) {
            if !reach[b as usize] && s.data.spaces[b as usize].kind != Kind::Sea && open(b) {
                reach[b as usize] = true;
                queue.push(b);
            }
        }
    }
    reach
}

/// Where a Power may place a DMC (KUT 17.2, L1908): a duchy its camp controls, joined through friendly
/// spaces to a friendly edge zone of its camp, with no DMC yet.
pub fn sites(s: &State, p: Power) -> Vec<SpaceId> {
    let camp = camp_of(p);
    let reach = edge_reach(s, camp);
    (0..s.data.spaces.len() as SpaceId)
        .filter(|&i| s.data.spaces[i as usize].kind == Kind::Duchy && reach[i as usize] && at(s, i).is_none())
        .collect()
}

/// How many DMCs a Power places in the interphase before `turn` (KUT 17.2, L1904–L1907): the pack's
/// `dmc_new` for that turn, and one more to replace one lost in the turn before; never beyond `dmc_max`.
pub fn allowance(s: &State, p: Power, turn: u8) -> u8 {
    if !on(s) {
        return 0;
    }
    let new: u8 = super::turn::reinforcement_items(s, p, turn).iter().filter(|i| i.0 == "dmc_new").map(|i| i.1).sum();
    let replace = s.dmc_lost[p as usize].min(1);
    let max = s.data.k("dmc_max").max(0) as usize;
    let room = max.saturating_sub(of(s, p).len()) as u8;
    (new + replace).min(room)
}

/// An enemy flag placed where a DMC stands removes it (KUT 12.11); in a duchy without a fortress the Power
/// that placed the flag rolls a die and gains a resource on a 6. Returns whether a DMC was taken (13.52's
/// extra resource in a fortress).
pub fn flag_placed(s: &mut State, space: SpaceId, p: Power) -> bool {
    let Some(owner) = at(s, space) else { return false };
    if !on(s) || camp_of(owner) == camp_of(p) {
        return false;
    }
    s.dmc.retain(|d| d.0 != space);
    s.dmc_lost[owner as usize] = s.dmc_lost[owner as usize].saturating_add(1);
    s.log(Some(p), "kut.dmc_taken", vec![Arg::Seat(owner), s.space_arg(space)]);
    // KUT 9.53 (rules 9): a rise opportunity, tried once the capture is complete.
    super::morale::rise_due(s, camp_of(p));
    if s.data.spaces[space as usize].fortress == 0 {
        let d = s.d6();
        // L1462: "on a 6, one resource".
        let gain = (d == 6) as u8;
        s.resources[p as usize] = s.resources[p as usize].saturating_add(gain);
        s.log(Some(p), "kut.dmc_loot", vec![Arg::Seat(p), Arg::Roll(d), Arg::Num(gain as i32)]);
    }
    true
}

/// The interphase's DMC placement of one Power (KUT 17.2), after its reinforcements.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct PlaceDmc {
    pub power: Power,
    pub left: u8,
}

impl steps::Step<State> for PlaceDmc {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let sites = sites(s, self.power);
        if self.left == 0 || sites.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = sites.into_iter().map(Action::Dmc).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(self.power), id: "kut.dmc", args: vec![Arg::Seat(self.power), Arg::Num(self.left as i32)], rule: "KUT 17.2", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        match *action {
            Action::Done => {
                s.steps.pop();
            }
            Action::Dmc(space) => {
                if !sites(s, seat).contains(&space) {
                    return Err(Illegal("not a DMC site".into()));
                }
                s.dmc.push((space, seat));
                s.log(Some(seat), "kut.dmc_placed", vec![Arg::Seat(seat), s.space_arg(space)]);
                let mut me = self.clone();
                me.left -= 1;
                *s.steps.last_mut().expect("the DMC step is on top") = Step::PlaceDmc(me);
            }
            _ => return Err(Illegal("a DMC site is asked".into())),
        }
        Ok(())
    }
}
