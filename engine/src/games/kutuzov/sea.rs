//! Sea movement (KUT 15, rules 14): only the Russian First Army moves by sea (15.1). A convoy (15.2) carries up
//! to five units, leaders and SP together, from a friendly port where they began the impulse to another friendly
//! port, for 1 CP a unit, once an impulse and with no land movement. A convoy into a besieged friendly fortress
//! fights the besiegers unless they evade (15.2, L1756).

use super::control::friendly;
use super::data::{camp_of, Kind, LeaderId, SpaceId, R1};
use super::impulse::{army_sp, Spend};
use super::intercept::{defending_power, Arrive, Evade};
use super::state::{Place, State, Step};
use super::Action;
use crate::{Arg, Illegal};

/// R1's contingent (KUT 15.1: only its soldiers sail).
const RUSSIAN_FIRST: usize = 4;

/// Whether sea movement is played (rules 14).
pub fn on(s: &State) -> bool {
    s.rules >= 14
}

fn max_units(s: &State) -> u8 {
    s.data.k("convoy_max_units").max(1) as u8
}

fn cp_per_unit(s: &State) -> u8 {
    s.data.k("convoy_cp_per_unit").max(1) as u8
}

fn is_port(s: &State, x: SpaceId) -> bool {
    let sp = &s.data.spaces[x as usize];
    sp.port && sp.kind == Kind::Duchy
}

/// The friendly ports a convoy from `from` may end in (KUT 15.2): every other port the camp controls, a
/// besieged friendly fortress among them.
pub fn destinations(s: &State, from: SpaceId) -> Vec<SpaceId> {
    let camp = camp_of(R1);
    (0..s.data.spaces.len() as SpaceId).filter(|&to| to != from && is_port(s, to) && friendly(s, to, camp)).collect()
}

/// Whether the Power may make a convoy in this spending of CP (KUT 15.1, 15.2): R1, in an impulse, none made yet.
fn may_sail(s: &State, sp: &Spend) -> bool {
    on(s) && sp.power == R1 && !sp.reinforcement && !sp.hand_limit && !sp.evacuation && !s.convoyed && sp.cp >= cp_per_unit(s)
}

/// Whether a port may start a convoy (KUT 15.2): a friendly port with no relief force waiting in it (6.34).
fn may_start(s: &State, from: SpaceId) -> bool {
    is_port(s, from) && friendly(s, from, camp_of(R1)) && !super::relief::waiting(s, from)
}

/// The SP a leader's convoy takes along: his army (KUT 1.62), up to the five units less himself and as many as
/// the CP pay for (15.2; E59).
pub fn leader_load(s: &State, sp: &Spend, l: LeaderId, from: SpaceId) -> u8 {
    let units = (sp.cp / cp_per_unit(s)).min(max_units(s));
    army_sp(s, l, from).min(units.saturating_sub(1))
}

/// The SP a leaderless convoy takes: all the port's R1 SP, up to five and as many as the CP pay for (E59).
pub fn soldiers_load(s: &State, sp: &Spend, from: SpaceId) -> u8 {
    s.sp[from as usize][RUSSIAN_FIRST].min(max_units(s)).min(sp.cp / cp_per_unit(s))
}

/// The convoys R1 may make now (KUT 15.2): a leader who has not moved by land this impulse (so began it in the
/// port) with his army, or leaderless SP that fought no battle this impulse, to another friendly port.
pub fn convoys(s: &State, sp: &Spend) -> Vec<Action> {
    let mut out = vec![];
    if !may_sail(s, sp) {
        return out;
    }
    for l in 0..s.leaders.len() as LeaderId {
        let Place::Map(from) = s.leaders[l as usize] else { continue };
        let moved = sp.moves.iter().any(|m| m.0 == l) || sp.stopped.contains(&l);
        if s.data.leaders[l as usize].power != R1 || s.marked[l as usize] || moved || !may_start(s, from) {
            continue;
        }
        out.extend(destinations(s, from).into_iter().map(|to| Action::Convoy { leader: l, to }));
    }
    for from in 0..s.data.spaces.len() as SpaceId {
        if s.sp[from as usize][RUSSIAN_FIRST] == 0 || sp.fought.contains(&(RUSSIAN_FIRST as u8, from)) || !may_start(s, from) {
            continue;
        }
        out.extend(destinations(s, from).into_iter().map(|to| Action::ConvoySp { from, to }));
    }
    out
}

/// Makes a convoy (KUT 15.2): pays 1 CP a unit, moves the units, ends the leader's movement this impulse (no land
/// movement with it); at a besieged friendly fortress the besiegers evade or fight (L1756).
pub fn sail(s: &mut State, me: &mut Spend, seat: u8, action: &Action) -> Result<Vec<Step>, Illegal> {
    if !convoys(s, me).contains(action) {
        return Err(Illegal("that convoy is not possible now (KUT 15.2)".into()));
    }
    let (leader, from, to, n) = match *action {
        Action::Convoy { leader, to } => {
            let Place::Map(from) = s.leaders[leader as usize] else { return Err(Illegal("the leader is not on the map".into())) };
            (Some(leader), from, to, leader_load(s, me, leader, from))
        }
        Action::ConvoySp { from, to } => (None, from, to, soldiers_load(s, me, from)),
        _ => return Err(Illegal("not a convoy".into())),
    };
    let units = n + leader.is_some() as u8;
    me.cp -= units * cp_per_unit(s);
    s.convoyed = true;
    s.moved_this_impulse = true;
    s.sp[from as usize][RUSSIAN_FIRST] -= n;
    s.sp[to as usize][RUSSIAN_FIRST] += n;
    if let Some(l) = leader {
        s.leaders[l as usize] = Place::Map(to);
        me.stopped.push(l);
        s.log(Some(seat), "kut.convoy", vec![s.leader_arg(l), Arg::Num(n as i32), s.space_arg(from), s.space_arg(to), Arg::Num(units as i32)]);
    } else {
        s.log(Some(seat), "kut.convoy_sp", vec![Arg::Num(n as i32), s.space_arg(from), s.space_arg(to)]);
    }
    let camp = camp_of(seat);
    if !s.camp_present(to, 1 - camp) {
        return Ok(vec![]);
    }
    // KUT 15.2 (L1756): the besiegers of the friendly fortress evade, or the battle is fought at once.
    let mut arrive = Arrive::army(seat, leader.unwrap_or(0), from, to, 0);
    if leader.is_none() {
        arrive.soldiers = Some(RUSSIAN_FIRST as u8);
    }
    let power = defending_power(s, to, 1 - camp);
    Ok(vec![Step::Arrive(arrive), Step::Evade(Evade::new(power, from, to))])
}
