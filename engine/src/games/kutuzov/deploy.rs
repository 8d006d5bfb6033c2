//! Strategic deployment (KUT 17.3): right after its reinforcements a Power marks one home Key duchy or zone
//! with the Troop Deployment Magazine and moves pieces that stood there, at no CP, through friendly spaces no
//! enemy army could intercept into; spaces beyond the free distance, scorched duchies entered and (for the
//! Imperials) Marsh lines crossed each cost an attrition.

use serde::Serialize;

use super::attrition;
use super::control::friendly;
use super::data::{camp_of, Kind, LeaderId, LineType, Nation, Power, SpaceId, CONTINGENTS, IMPERIAL, TSARIST};
use super::impulse::{army_sp, build_sites};
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The longest path a deployment is searched over; every space past the free distance costs an attrition,
/// so longer paths are never worth it on this map.
const MAX_PATH: usize = 24;

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Deploy {
    pub power: Power,
    /// The turn about to start (the free distance depends on it, KUT 17.31, 17.32).
    pub turn: u8,
    /// The Troop Deployment Magazine, once placed.
    pub magazine: Option<SpaceId>,
    /// SP per contingent that stood at the magazine and have not deployed yet (KUT 17.31, 17.35).
    pub sp_left: [u8; 6],
    pub leaders_left: Vec<LeaderId>,
    /// R1's deployment went by sea (true) or by land (false) once a piece deployed (KUT 17.34, rules 15: not both).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub by_sea: Option<bool>,
    /// The units (leaders and SP) that deployed by sea: five at most, as a convoy (15.2; E65).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "is_zero")]
    pub sailed: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Deploy {
    pub fn new(power: Power, turn: u8) -> Deploy {
        Deploy { power, turn, magazine: None, sp_left: [0; 6], leaders_left: vec![], by_sea: None, sailed: 0 }
    }

    /// The units a deployment by sea may still carry (KUT 17.34, 15.2): none once it went by land.
    fn sea_room(&self, s: &State) -> u8 {
        if self.by_sea == Some(false) {
            return 0;
        }
        (s.data.k("convoy_max_units").max(1) as u8).saturating_sub(self.sailed)
    }
}

/// Where R1 may deploy by sea from the magazine (KUT 17.34, L1976–L1978; rules 15, E65): the magazine on an R1
/// home Key port no enemy besieges; any other port the camp controls with no enemy there and no enemy army able to
/// intercept into it, that is not reached by land already (a port on a land path is a land deployment).
pub fn sea_destinations(s: &State, p: Power, from: SpaceId, land: &[(SpaceId, u32)]) -> Vec<SpaceId> {
    let camp = camp_of(p);
    let start = &s.data.spaces[from as usize];
    if s.rules < super::sea::LANDING_RULES || p != super::data::R1 || !super::sea::is_port(s, from) || !start.key_duchy || start.home.power() != Some(p) || s.camp_present(from, 1 - camp) {
        return vec![];
    }
    (0..s.data.spaces.len() as SpaceId)
        .filter(|&to| to != from && super::sea::is_port(s, to) && friendly(s, to, camp) && !s.camp_present(to, 1 - camp) && !interceptable(s, camp, to) && !land.iter().any(|d| d.0 == to))
        .collect()
}

/// SP of a contingent regrouped into a space this interphase: placed, and their move is over (KUT 17.35).
fn fresh_sp(s: &State, space: SpaceId, c: usize) -> u8 {
    s.fresh.iter().filter(|f| f.0 == space && f.1 as usize == c).map(|f| f.2).sum()
}

/// What may deploy from a space: SP per contingent of the Power and its leaders, less what was regrouped there.
fn deployable(s: &State, p: Power, space: SpaceId) -> ([u8; 6], Vec<LeaderId>) {
    let mut sp = [0u8; 6];
    for (c, &(cp, _)) in CONTINGENTS.iter().enumerate() {
        if cp == p {
            sp[c] = s.sp[space as usize][c].saturating_sub(fresh_sp(s, space, c));
        }
    }
    let leaders = s.leaders_at(space, p).into_iter().filter(|l| !s.fresh_leaders.contains(l)).collect();
    (sp, leaders)
}

/// The magazine sites (KUT 17.31): the Power's home Key duchies and zones it may build in, with a piece that
/// may deploy.
fn magazine_sites(s: &State, p: Power) -> Vec<SpaceId> {
    let mut out: Vec<SpaceId> = vec![];
    for (c, &(cp, _)) in CONTINGENTS.iter().enumerate() {
        if cp != p {
            continue;
        }
        for site in build_sites(s, c) {
            let (sp, leaders) = deployable(s, p, site);
            if (sp.iter().any(|&x| x > 0) || !leaders.is_empty()) && !out.contains(&site) {
                out.push(site);
            }
        }
    }
    out.sort_unstable();
    out
}

/// Whether an enemy army could intercept into the space (KUT 17.31, 11.3): an enemy leader adjacent, not
/// sharing its space with our formations, not across a River, an Imperial not across a Marsh; never into a zone.
fn interceptable(s: &State, camp: u8, space: SpaceId) -> bool {
    if s.data.spaces[space as usize].kind == Kind::Zone {
        return false;
    }
    let enemy = 1 - camp;
    (0..s.leaders.len()).any(|l| {
        let Place::Map(at) = s.leaders[l] else { return false };
        camp_of(s.data.leaders[l].power) == enemy
            && s.data.graph.adjacent(at, space)
            && !s.camp_present(at, camp)
            && match super::bridges::line(s, enemy, at, space) {
                Some(LineType::River) => false,
                Some(LineType::Marsh) => enemy == TSARIST,
                _ => true,
            }
    })
}

/// Whether a deployment may pass through or end in the space (KUT 17.31): a friendly duchy, or a friendly
/// zone without enemy formations, that no enemy army could intercept into; an ally only where it may go.
fn passable(s: &State, camp: u8, nation: Nation, space: SpaceId) -> bool {
    let sp = &s.data.spaces[space as usize];
    sp.kind != Kind::Sea
        && friendly(s, space, camp)
        && !s.camp_present(space, 1 - camp)
        && !interceptable(s, camp, space)
        && super::allies::may_enter(s, nation, space)
}

/// The free distance before the turn (KUT 17.31: 8 before turns 2 and 3; 17.32: 6 Russian, 4 Imperial before
/// turn 4), from reinforcements.tsv.
pub fn free_spaces(s: &State, p: Power, turn: u8) -> u32 {
    let found = super::turn::reinforcement_items(s, p, turn).into_iter().find(|i| i.0 == "deploy_free_spaces").map(|i| i.1 as u32);
    found.unwrap_or_else(|| s.data.k("deploy_free_spaces").max(0) as u32)
}

/// Every space a piece of `nation` may deploy to from the magazine, with the fewest attritions it costs
/// (KUT 17.31–17.33): per path, the spaces past the free distance, the scorched duchies entered and, for the
/// Imperials, the Marsh lines crossed.
pub fn destinations(s: &State, p: Power, nation: Nation, from: SpaceId, turn: u8) -> Vec<(SpaceId, u32)> {
    let camp = camp_of(p);
    let n = s.data.spaces.len();
    let free = free_spaces(s, p, turn);
    // Whether each space may be passed, asked once: the walk below asks it for every path length.
    let open: Vec<bool> = (0..n as SpaceId).map(|b| passable(s, camp, nation, b)).collect();
    // best[len][space]: the fewest scorched and Marsh attritions of a path of `len` moves.
    let mut best = vec![vec![u32::MAX; n]; MAX_PATH + 1];
    best[0][from as usize] = 0;
    let mut out = vec![u32::MAX; n];
    for len in 0..MAX_PATH {
        for a in 0..n {
            let here = best[len][a];
            if here == u32::MAX {
                continue;
            }
            for &b in s.data.graph.neighbours(a as SpaceId) {
                if !open[b as usize] {
                    continue;
                }
                let mut cost = here;
                if s.scorched[b as usize] {
                    cost += 1;
                }
                if camp == IMPERIAL && s.data.line(a as SpaceId, b) == Some(LineType::Marsh) {
                    cost += 1;
                }
                if cost < best[len + 1][b as usize] {
                    best[len + 1][b as usize] = cost;
                    let total = cost + (len as u32 + 1).saturating_sub(free);
                    out[b as usize] = out[b as usize].min(total);
                }
            }
        }
    }
    (0..n as SpaceId).filter(|&i| i != from && out[i as usize] != u32::MAX).map(|i| (i, out[i as usize])).collect()
}

impl Deploy {
    fn actions(&self, s: &State) -> Vec<Action> {
        let Some(from) = self.magazine else {
            let mut out: Vec<Action> = magazine_sites(s, self.power).into_iter().map(Action::Magazine).collect();
            if !out.is_empty() {
                out.push(Action::Done);
            }
            return out;
        };
        let mut out = vec![];
        // The destinations depend on the nation only (allies go where they may): one walk per nation. After a
        // deployment by sea, none by land (KUT 17.34, rules 15).
        let mut walks: std::collections::HashMap<Nation, Vec<(SpaceId, u32)>> = Default::default();
        let by_land = self.by_sea != Some(true);
        let mut walk = |nation: Nation| if by_land { walks.entry(nation).or_insert_with(|| destinations(s, self.power, nation, from, self.turn)).clone() } else { vec![] };
        // KUT 17.34 (rules 15): R1's ports by sea, while the convoy has room.
        let sea = if self.sea_room(s) > 0 { sea_destinations(s, self.power, from, &destinations(s, self.power, Nation::Russian, from, self.turn)) } else { vec![] };
        for &l in &self.leaders_left {
            if s.leaders[l as usize] != Place::Map(from) {
                continue;
            }
            for (to, _) in walk(s.data.leaders[l as usize].nation) {
                out.push(Action::DeployLeader { leader: l, to });
            }
            out.extend(sea.iter().map(|&to| Action::DeployLeader { leader: l, to }));
        }
        for (c, &(_, nation)) in CONTINGENTS.iter().enumerate() {
            if self.sp_left[c] == 0 || s.sp[from as usize][c] == 0 {
                continue;
            }
            for (to, _) in walk(nation) {
                out.push(Action::DeploySp { c: c as u8, to });
            }
            out.extend(sea.iter().map(|&to| Action::DeploySp { c: c as u8, to }));
        }
        out.push(Action::Done);
        out
    }
}

/// The deployment's attrition on the pieces that move (KUT 17.33, 14.1, 14.6), rolled where they arrive;
/// returns the SP and whether the leader survive.
fn deployment_attrition(s: &mut State, c: usize, sp: u8, leader: Option<LeaderId>, to: SpaceId, instances: u32, turn: u8) -> (u8, bool) {
    let camp = camp_of(CONTINGENTS[c].0);
    let units = sp as u32 + leader.is_some() as u32;
    let n = attrition::dice(s, units, instances, camp, to);
    if n == 0 {
        return (sp, true);
    }
    let rolled = s.dice(n as usize);
    // E13: the interphase's attrition is that of the turn about to start (KUT 14.6, 17.32).
    let winter = turn as i32 >= s.data.k("winter_first_turn");
    let table = if winter { "attrition_die_winter" } else { "attrition_die" };
    let (mut kill, mut regroup) = (0u8, 0u8);
    for &d in &rolled {
        match s.data.band(table, d as i32).map(|b| b.result.as_str()) {
            Some("eliminate") => kill += 1,
            Some("regroup") => regroup += 1,
            _ => {}
        }
    }
    s.log(None, "kut.attrition", vec![s.space_arg(to), Arg::Dice(rolled.iter().map(|&v| crate::Die { value: v, scripted: false }).collect()), Arg::Num(kill as i32), Arg::Num(regroup as i32)]);
    let mut left = sp;
    let dead_sp = kill.min(left);
    left -= dead_sp;
    attrition::imperial_loss(s, CONTINGENTS[c].0, dead_sp as u32);
    let mut alive = leader.is_some();
    if kill > dead_sp {
        if let Some(l) = leader {
            s.leaders[l as usize] = Place::Dead;
            s.log(None, "kut.leader_killed", vec![s.leader_arg(l)]);
            attrition::imperial_loss(s, s.data.leaders[l as usize].power, 1);
            alive = false;
        }
    }
    let back = regroup.min(left);
    left -= back;
    s.regroup[c] += back;
    attrition::check_level(s);
    (left, alive)
}

impl steps::Step<State> for Deploy {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let actions = self.actions(s);
        if actions.is_empty() || actions == [Action::Done] {
            return None;
        }
        let id = if self.magazine.is_none() { "kut.magazine" } else { "kut.deploy" };
        let mut args = vec![Arg::Seat(self.power), Arg::Num(free_spaces(s, self.power, self.turn) as i32)];
        if let Some(m) = self.magazine {
            args.push(s.space_arg(m));
        }
        Some(Prompt { seat: Some(self.power), id, args, rule: "KUT 17.3", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let mut me = self.clone();
        let from = self.magazine;
        match (action.clone(), from) {
            (Action::Done, _) => {
                s.steps.pop();
                return Ok(());
            }
            (Action::Magazine(site), None) => {
                let (sp, leaders) = deployable(s, seat, site);
                me.magazine = Some(site);
                me.sp_left = sp;
                me.leaders_left = leaders;
                s.log(Some(seat), "kut.magazine", vec![Arg::Seat(seat), s.space_arg(site)]);
            }
            (Action::DeployLeader { leader, to }, Some(from)) => {
                if !self.actions(s).contains(action) {
                    return Err(Illegal("no deployment of that leader to that space".into()));
                }
                let nation = s.data.leaders[leader as usize].nation;
                let c = s.data.leaders[leader as usize].contingent();
                // E12: a leader deploys with the SP of his contingent he commands (E1), those still waiting; by
                // sea as many as the convoy's room leaves beside him (KUT 17.34, 15.2; E65).
                let mut n = army_sp(s, leader, from).min(me.sp_left[c]);
                let cost = match me.by_sea(s, nation, from, to) {
                    Some(cost) => {
                        n = n.min(me.sea_room(s).saturating_sub(1));
                        me.sailed += n + 1;
                        s.log(Some(seat), "kut.deploy_by_sea", vec![s.leader_arg(leader), s.space_arg(from), s.space_arg(to)]);
                        cost
                    }
                    None => destination_cost(s, seat, nation, from, to, self.turn)?,
                };
                me.leaders_left.retain(|&l| l != leader);
                me.sp_left[c] -= n;
                s.sp[from as usize][c] -= n;
                s.leaders[leader as usize] = Place::Map(to);
                s.log(Some(seat), "kut.deploy", vec![s.leader_arg(leader), Arg::Num(n as i32), s.space_arg(from), s.space_arg(to), Arg::Num(cost as i32)]);
                let (left, _) = deployment_attrition(s, c, n, Some(leader), to, cost, self.turn);
                s.sp[to as usize][c] += left;
            }
            (Action::DeploySp { c, to }, Some(from)) => {
                let c = c as usize;
                if me.sp_left[c] == 0 || s.sp[from as usize][c] == 0 {
                    return Err(Illegal("no SP of that contingent waits at the magazine".into()));
                }
                if !self.actions(s).contains(action) {
                    return Err(Illegal("no deployment of that SP to that space".into()));
                }
                let cost = match me.by_sea(s, CONTINGENTS[c].1, from, to) {
                    Some(cost) => {
                        me.sailed += 1;
                        cost
                    }
                    None => destination_cost(s, seat, CONTINGENTS[c].1, from, to, self.turn)?,
                };
                me.sp_left[c] -= 1;
                s.sp[from as usize][c] -= 1;
                s.log(Some(seat), "kut.deploy_sp", vec![Arg::Num(1), s.space_arg(from), s.space_arg(to), Arg::Num(cost as i32)]);
                let (left, _) = deployment_attrition(s, c, 1, None, to, cost, self.turn);
                s.sp[to as usize][c] += left;
            }
            _ => return Err(Illegal("not a deployment action".into())),
        }
        if s.outcome.is_some() {
            return Ok(());
        }
        *s.steps.last_mut().expect("the deployment is on top") = Step::Deploy(me);
        Ok(())
    }
}

impl Deploy {
    /// Whether a piece's deployment to `to` goes by sea (KUT 17.34, rules 15): its attrition count then (a scorched
    /// port entered, 17.33); the deployment is by sea or by land from now on.
    fn by_sea(&mut self, s: &State, nation: Nation, from: SpaceId, to: SpaceId) -> Option<u32> {
        let land = destinations(s, self.power, nation, from, self.turn);
        let sea = self.sea_room(s) > 0 && sea_destinations(s, self.power, from, &land).contains(&to);
        if s.rules >= super::sea::LANDING_RULES {
            self.by_sea = Some(sea);
        }
        sea.then(|| s.scorched[to as usize] as u32)
    }
}

fn destination_cost(s: &State, p: Power, nation: Nation, from: SpaceId, to: SpaceId, turn: u8) -> Result<u32, Illegal> {
    destinations(s, p, nation, from, turn).into_iter().find(|d| d.0 == to).map(|d| d.1).ok_or_else(|| Illegal("no deployment path to that space".into()))
}
