//! The routes an army may march this impulse (KUT 10), as a board shows them before a move: for every
//! space the army can reach with the CP left, the cheapest legal path, each step's CP (KUT 10.1, 10.12),
//! the movement attrition it causes (KUT 10.4), where the march must end (a zone, an enemy fortress,
//! enemies: KUT 10.51–10.53), and on every step the enemy armies that may try to intercept (KUT 11.1–11.4)
//! with the 2d6 chance `odds.rs` gives that roll.
//!
//! A query, not a rule: it changes nothing and asks the movement rules themselves (`impulse::may_move`,
//! `impulse::move_cost`, `attrition::movement_instances`, `intercept::Intercept`) about each step, so a
//! route's first step is always one of the prompt's legal moves. The engine moves an army one space per
//! action; a route is the series of those actions the player would take if nobody answered them.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use serde::Serialize;

use super::attrition::movement_instances;
use super::control::{self, hostile};
use super::data::{camp_of, Kind, LeaderId, LineType, Power, SpaceId};
use super::impulse::{may_move, move_cost, Spend};
use super::intercept::{attempt_terms, Intercept};
use super::state::{Place, State, Step};

/// An enemy army that may try to intercept into a step's space (KUT 11.1), and its chance.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Interceptor {
    pub leader: LeaderId,
    pub power: Power,
    /// Where it stands.
    pub at: SpaceId,
    /// Rolls of 2d6 out of 36 that succeed (KUT 11.4, the interception table).
    pub ways: u32,
}

/// Why a march ends in a space (KUT 10.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Stop {
    /// Entering a zone ends the CP movement (KUT 10.51).
    Zone,
    /// Entering enemies: a battle unless they evade (KUT 10.52).
    Battle,
    /// Entering an enemy fortress duchy (KUT 10.53): a siege may follow.
    Fortress,
}

/// One space entered.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Leg {
    pub from: SpaceId,
    pub to: SpaceId,
    /// The line of march crossed.
    pub line: Option<LineType>,
    /// Its CP (KUT 10.1, 10.12).
    pub cp: u8,
    /// The attrition instances the step causes (KUT 10.41–10.45: marsh, forced march, ambush, scorched).
    pub attrition: u32,
    /// The enemy armies that may intercept into `to`, in the order they would be asked (KUT 11.1, E9).
    pub interceptors: Vec<Interceptor>,
    /// The march must end here.
    pub stop: Option<Stop>,
}

/// The cheapest legal march of an army to one space.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Route {
    pub leader: LeaderId,
    pub to: SpaceId,
    pub legs: Vec<Leg>,
}

impl Route {
    pub fn cp(&self) -> u32 {
        self.legs.iter().map(|l| l.cp as u32).sum()
    }

    pub fn attrition(&self) -> u32 {
        self.legs.iter().map(|l| l.attrition).sum()
    }

    /// The steps on which some enemy may intercept.
    pub fn threatened(&self) -> usize {
        self.legs.iter().filter(|l| !l.interceptors.is_empty()).count()
    }
}

/// The spending step of the army's Power, if it is the one pending (only then may the army march).
fn spending<'a>(s: &'a State, l: LeaderId) -> Option<&'a Spend> {
    match s.steps.last() {
        Some(Step::Spend(sp)) if !sp.reinforcement && s.data.leaders.get(l as usize)?.power == sp.power => Some(sp),
        _ => None,
    }
}

/// Where a march into `to` ends (KUT 10.51–10.53), if it does.
fn stop_at(s: &State, camp: u8, to: SpaceId) -> Option<Stop> {
    let sp = &s.data.spaces[to as usize];
    // KUT 10.71 (rules 12): into an enemy zone the mover may stay without a battle; the zone stops it anyway.
    if s.camp_present(to, 1 - camp) && !(s.rules >= 12 && sp.kind == Kind::Zone) {
        Some(Stop::Battle)
    } else if sp.fortress > 0 && hostile(s, to, camp) {
        Some(Stop::Fortress)
    } else if sp.kind == Kind::Zone {
        Some(Stop::Zone)
    } else {
        None
    }
}

/// The enemy armies that may intercept a move of `power` from `from` into `to` (KUT 11.1–11.3), with the
/// chance of each (KUT 11.4). None into enemies (they may evade instead, KUT 11.6) or where the mover's camp
/// already stands (KUT 11.1).
pub fn interceptors(s: &State, power: Power, from: SpaceId, to: SpaceId) -> Vec<Interceptor> {
    let camp = camp_of(power);
    if s.camp_present(to, 1 - camp) || s.camp_present(to, camp) {
        return vec![];
    }
    let i = Intercept::new(s, power, from, to);
    let mut out = vec![];
    for &p in &i.powers {
        for l in i.candidates(s, p) {
            let Place::Map(at) = s.leaders[l as usize] else { continue };
            let terms = attempt_terms(s, camp_of(p), s.battle_rating(l), at, to);
            let o = super::odds::two_dice(s, "interception", &terms, "kut.odds.intercept_ok", "kut.odds.intercept_fail");
            let ways = o.outcomes.iter().filter(|x| x.success == Some(true)).map(|x| x.ways).sum();
            out.push(Interceptor { leader: l, power: p, at, ways });
        }
    }
    out
}

/// What a march costs so far, compared in this order: CP (the rules' price), then attrition instances,
/// then the chance of being intercepted (in 36ths, summed), then the number of steps.
type Cost = (u32, u32, u32, u32);

/// Every space the army of `l` can reach with the CP its Power has left, each by its cheapest legal route
/// (KUT 10): empty when it may not move now. The routes are in the order of the spaces.
pub fn reach(s: &State, l: LeaderId) -> Vec<Route> {
    let Some(spend) = spending(s, l) else { return vec![] };
    let Place::Map(start) = s.leaders[l as usize] else { return vec![] };
    let power = spend.power;
    // KUT 19.722 (rules 8): while formations must leave Moscow, St. Petersburg or Kiev, only theirs march.
    if super::evacuation::must_leave(s, power) && !super::evacuation::is_city(s, start) {
        return vec![];
    }
    let camp = camp_of(power);
    let n = s.data.spaces.len();
    let moved = spend.moves.iter().find(|m| m.0 == l).map_or(0, |m| m.1);
    let mut best: Vec<Option<(Cost, Leg)>> = vec![None; n];
    let mut heap = BinaryHeap::new();
    heap.push(Reverse(((0u32, 0u32, 0u32, 0u32), start)));
    let mut done = vec![false; n];
    while let Some(Reverse((cost, at))) = heap.pop() {
        if done[at as usize] {
            continue;
        }
        done[at as usize] = true;
        // A march that had to stop here goes no further.
        if at != start && best[at as usize].as_ref().is_some_and(|(_, leg)| leg.stop.is_some()) {
            continue;
        }
        let left = spend.cp as u32 - cost.0.min(spend.cp as u32);
        let mut hyp = spend.clone();
        hyp.cp = left as u8;
        for &to in s.data.graph.neighbours(at) {
            if to == start || done[to as usize] || !may_move(s, &hyp, l, at, to) {
                continue;
            }
            let cp = move_cost(s, l, to);
            let moves = (moved as u32 + cost.3 + 1).min(u8::MAX as u32) as u8;
            let attrition = movement_instances(s, l, at, to, moves, control::controller(s, at).is_none());
            let interceptors = interceptors(s, power, at, to);
            let threat: u32 = interceptors.iter().map(|x| x.ways).sum();
            let next = (cost.0 + cp as u32, cost.1 + attrition, cost.2 + threat, cost.3 + 1);
            if best[to as usize].as_ref().is_some_and(|(c, _)| *c <= next) {
                continue;
            }
            let leg = Leg { from: at, to, line: super::bridges::line(s, camp, at, to), cp, attrition, interceptors, stop: stop_at(s, camp, to) };
            best[to as usize] = Some((next, leg));
            heap.push(Reverse((next, to)));
        }
    }
    (0..n as SpaceId)
        .filter(|&to| to != start && best[to as usize].is_some())
        .map(|to| {
            let mut legs = vec![];
            let mut at = to;
            while at != start {
                let (_, leg) = best[at as usize].clone().expect("a reached space has its last leg");
                at = leg.from;
                legs.push(leg);
            }
            legs.reverse();
            Route { leader: l, to, legs }
        })
        .collect()
}

/// The cheapest legal route of the army of `l` to `to` this impulse, if it can get there.
pub fn route(s: &State, l: LeaderId, to: SpaceId) -> Option<Route> {
    reach(s, l).into_iter().find(|r| r.to == to)
}
