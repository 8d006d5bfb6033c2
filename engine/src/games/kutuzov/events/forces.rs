//! Soldiers and leaders placed by event: #107 The Emperor's Wife builds 3 SP (L724, L939), #67 Hapsburg
//! Offensive places an Austrian 2-SP cavalry (L566, L577, L648; short of pieces, 5.11), #42 The Old Soldier
//! Returns brings Kutuzov to a Russian army (L1014, L730).

use super::super::control;
use super::super::data::{camp_of, contingent, Kind, LeaderId, Nation, Power, SpaceId, CONTINGENTS, FS, R1};
use super::super::impulse::build_sites;
use super::super::state::{Place, State, Step};
use super::super::Action;
use super::Pending;
use crate::Arg;

/// SP of contingent `c` still in the pool (the counter mix less what is on the map and in the Regroup Box).
fn pool(s: &State, c: usize) -> u32 {
    (s.data.mix_sp[c] as u32).saturating_sub(s.total_sp(c))
}

fn kutuzov(s: &State) -> Option<LeaderId> {
    s.data.leader("kutuzov")
}

pub fn playable(s: &State, power: Power, card: u16) -> bool {
    match card {
        107 => !build_options(s, power).is_empty(),
        67 => !austrian_options(s).is_empty(),
        42 => !kutuzov_options(s).is_empty(),
        _ => false,
    }
}

pub fn play(s: &mut State, power: Power, card: u16) {
    let pending = match card {
        107 => Pending::Build { power, left: s.data.k("emperors_wife_sp").max(1) as u8 },
        67 => Pending::Austrians { power, sp: s.data.k("hapsburg_cavalry_sp").max(1) as u8 },
        _ => Pending::Kutuzov { power },
    };
    s.steps.push(Step::Event(pending));
}

/// Where a Power builds by event (#107, L724): its build sites (6.31), a friendly fortress of its home
/// with no enemy in its duchy, and (rules 4) a besieged one, whose pieces then attack the besiegers once
/// the impulse's building is over (6.34, L724: Riga besieged by Yorck). Under rules 3 a besieged fortress
/// was not offered (E26).
fn event_sites(s: &State, c: usize) -> Vec<SpaceId> {
    let camp = camp_of(CONTINGENTS[c].0);
    let mut sites = build_sites(s, c);
    for i in 0..s.data.spaces.len() as SpaceId {
        let sp = &s.data.spaces[i as usize];
        if sp.kind == Kind::Duchy && sp.fortress > 0 && sp.home.builds(c, &sp.joint) && !s.sacked[i as usize]
            && control::controller(s, i).is_some_and(|o| camp_of(o) == camp) && !sites.contains(&i)
            && !s.camp_present(i, 1 - camp)
        {
            sites.push(i);
        }
    }
    for i in super::super::relief::sites(s, c) {
        if !sites.contains(&i) {
            sites.push(i);
        }
    }
    sites
}

pub fn build_options(s: &State, power: Power) -> Vec<Action> {
    let mut out = vec![];
    for c in 0..6 {
        if CONTINGENTS[c].0 != power || pool(s, c) == 0 {
            continue;
        }
        for space in event_sites(s, c) {
            out.push(Action::Build { c: c as u8, space });
        }
    }
    out
}

/// One SP built by event: no CP (L724).
pub fn build_one(s: &mut State, power: Power, c: u8, space: SpaceId) {
    let alone = super::super::relief::enemy_zone(s, space, camp_of(power));
    s.sp[space as usize][c as usize] += 1;
    s.log(Some(power), "kut.build", vec![Arg::Seat(power), Arg::Num(1), s.space_arg(space)]);
    super::super::relief::placed(s, space, power, alone);
}

fn austrians() -> usize {
    contingent(FS, Nation::Austrian).expect("FS has an Austrian contingent")
}

/// Where the Austrian cavalry goes (E21): with an Austrian leader, else on an Austrian build site.
pub fn austrian_options(s: &State) -> Vec<Action> {
    if s.austria_neutral {
        return vec![];
    }
    let c = austrians();
    let mut spaces: Vec<SpaceId> = (0..s.leaders.len())
        .filter(|&l| s.data.leaders[l].contingent() == c)
        .filter_map(|l| match s.leaders[l] {
            Place::Map(x) => Some(x),
            _ => None,
        })
        .collect();
    if spaces.is_empty() {
        spaces = build_sites(s, c);
    }
    spaces.sort();
    spaces.dedup();
    spaces.into_iter().map(|space| Action::Build { c: c as u8, space }).collect()
}

/// #67: `want` (2) Austrian SP in `space`; short of pieces, Austrian SP elsewhere on the map make up the rest
/// (5.11). With #11 the 2 SP more of L648 come the same way (rules 8, E41).
pub fn place_austrians(s: &mut State, power: Power, c: u8, space: SpaceId, want: u8) {
    let c = c as usize;
    let want = want as u32;
    let from_pool = want.min(pool(s, c));
    let mut placed = from_pool;
    while placed < want {
        let Some(other) = (0..s.sp.len()).filter(|&i| i != space as usize && s.sp[i][c] > 0).max_by_key(|&i| s.sp[i][c]) else { break };
        s.sp[other][c] -= 1;
        placed += 1;
    }
    s.sp[space as usize][c] += placed as u8;
    s.log(Some(power), "kut.build", vec![Arg::Seat(power), Arg::Num(placed as i32), s.space_arg(space)]);
}

/// #42: Kutuzov, not yet on the map, joins an R1 army (his army group, L1014).
pub fn kutuzov_options(s: &State) -> Vec<Action> {
    let Some(k) = kutuzov(s) else { return vec![] };
    if s.leaders[k as usize] != Place::Available {
        return vec![];
    }
    let mut spaces: Vec<SpaceId> = (0..s.leaders.len() as LeaderId)
        .filter(|&l| l != k && s.data.leaders[l as usize].power == R1)
        .filter_map(|l| match s.leaders[l as usize] {
            Place::Map(x) => Some(x),
            _ => None,
        })
        .collect();
    spaces.sort();
    spaces.dedup();
    spaces.into_iter().map(|space| Action::BuildLeader { leader: k, space }).collect()
}

pub fn kutuzov_joins(s: &mut State, leader: LeaderId, space: SpaceId) {
    s.leaders[leader as usize] = Place::Map(space);
    s.log(Some(R1), "kut.build_leader", vec![s.leader_arg(leader), s.space_arg(space)]);
}
