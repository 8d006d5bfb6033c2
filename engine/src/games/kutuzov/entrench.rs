//! Entrenchments (KUT 12.45, 16.6): a marker on a duchy, built for one resource by a Power's army or 4 SP in
//! its impulse before any formation moves, or placed by the scenario. It helps the camp controlling the
//! space while that camp has an army or 4 SP there: the enemy rolls one die fewer in round 1, one hit of
//! round 1 is cancelled, a rout needs a margin of 5, and there is no flag overrun. It is removed as soon as
//! that camp holds the space with neither an army nor 4 SP.

use super::battle::side_sp;
use super::control::controller_camp;
use super::data::{camp_of, Kind, Power, SpaceId};
use super::state::{Place, State};
use crate::Arg;

pub fn min_sp(s: &State) -> u32 {
    s.data.k("entrenchment_min_sp").max(1) as u32
}

/// Whether a camp has an army (a leader) or 4 SP in the space (KUT 12.45).
fn holds(s: &State, at: SpaceId, camp: u8) -> bool {
    side_sp(s, at, camp) >= min_sp(s) || s.leaders.iter().enumerate().any(|(l, &p)| p == Place::Map(at) && camp_of(s.data.leaders[l].power) == camp)
}

/// Whether the entrenchment in `at` helps `camp` (KUT 12.45: whichever Power fights there): the space is
/// the camp's by its flag or printed owner (a battle does not change control, KUT 3.1) and the camp holds it
/// with an army or 4 SP.
pub fn helps(s: &State, at: SpaceId, camp: u8) -> bool {
    s.rules >= 2 && s.entrenched[at as usize] && owner(s, at) == Some(camp) && holds(s, at, camp)
}

/// The camp an entrenchment belongs to (E15): the space's, by its flag or printed owner.
fn owner(s: &State, at: SpaceId) -> Option<u8> {
    if s.austria_neutral_home(at) {
        return None;
    }
    s.flags[at as usize].or(s.data.spaces[at as usize].home.power()).map(camp_of)
}

/// Where the Power may entrench now (KUT 16.6): a duchy of its camp with its army or 4 of its SP, not yet
/// entrenched, one resource in hand, no formation moved this impulse.
pub fn sites(s: &State, p: Power) -> Vec<SpaceId> {
    let cost = s.data.k("entrench_resources").max(1) as u8;
    if s.rules < 2 || s.moved_this_impulse || s.resources[p as usize] < cost {
        return vec![];
    }
    (0..s.data.spaces.len() as SpaceId)
        .filter(|&i| {
            s.data.spaces[i as usize].kind == Kind::Duchy
                && !s.entrenched[i as usize]
                && controller_camp(s, i) == Some(camp_of(p))
                && (s.power_sp(i, p) >= min_sp(s) || !s.leaders_at(i, p).is_empty())
        })
        .collect()
}

/// Builds an entrenchment for one resource (KUT 16.6).
pub fn build(s: &mut State, p: Power, at: SpaceId) {
    let cost = s.data.k("entrench_resources").max(1) as u8;
    s.resources[p as usize] -= cost;
    s.entrenched[at as usize] = true;
    s.log(Some(p), "kut.entrench", vec![Arg::Seat(p), s.space_arg(at)]);
}

/// KUT 12.45: an entrenchment whose camp has neither an army nor 4 SP in its space is removed at once (E15).
pub fn check(s: &mut State) {
    if s.rules < 2 {
        return;
    }
    for i in 0..s.entrenched.len() {
        let at = i as SpaceId;
        if s.entrenched[i] && !owner(s, at).is_some_and(|camp| holds(s, at, camp)) {
            s.entrenched[i] = false;
            s.log(None, "kut.entrenchment_gone", vec![s.space_arg(at)]);
        }
    }
}
