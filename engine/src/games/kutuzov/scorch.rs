//! Resources spent to scorch (KUT 16.57, rules 8, E43): from the second round of turn 1's impulses, in its
//! scheduled (not pre-emptive) impulse, a Tsarist Power may spend a resource to scorch a duchy its camp
//! controls with no Imperial formation in it, within two spaces of an Imperial formation or flag, that no
//! adjacent Imperial army could intercept into. Until Kutuzov has once been on the map, one per impulse.

use super::control::controller_camp;
use super::data::{camp_of, Kind, LineType, Power, SpaceId, IMPERIAL, TSARIST};
use super::state::{Place, State, Step};
use crate::Arg;

/// Whether the rule is played (rules 8).
fn on(s: &State) -> bool {
    s.rules >= 8
}

/// Whether Kutuzov is on the map now, or has been (16.57: "once he has appeared, whatever became of him").
fn kutuzov_has_appeared(s: &State) -> bool {
    s.kutuzov_appeared || s.data.leader("kutuzov").is_some_and(|k| matches!(s.leaders[k as usize], Place::Map(_)))
}

/// After every action: Kutuzov's first appearance on the map lifts the one-per-impulse limit for good.
pub fn note_kutuzov(s: &mut State) {
    if on(s) && !s.kutuzov_appeared && kutuzov_has_appeared(s) {
        s.kutuzov_appeared = true;
    }
}

/// The scheduled impulse under way, if it is `p`'s.
fn scheduled_impulse_of(s: &State, p: Power) -> bool {
    s.steps.iter().rev().find_map(|x| if let Step::Impulse(i) = x { Some(i.power == p && !i.preemptive) } else { None }).unwrap_or(false)
}

/// Spaces at most two lines of march from `from` (no sea lines).
fn within_two(s: &State, from: SpaceId) -> Vec<SpaceId> {
    let land = |x: SpaceId| s.data.spaces[x as usize].kind != Kind::Sea;
    let mut out = vec![from];
    for &a in s.data.graph.neighbours(from) {
        if !land(a) {
            continue;
        }
        out.push(a);
        for &b in s.data.graph.neighbours(a) {
            if land(b) {
                out.push(b);
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

/// KUT 16.57, 11.3: an adjacent Imperial army that could intercept into `x` (not marked by a battle or a
/// failed interception, not among Tsarist formations, not across a Marsh line, nor a River unless `over_river`:
/// #3 played, E51).
fn interceptable_by(s: &State, x: SpaceId, over_river: bool) -> bool {
    (0..s.leaders.len()).any(|l| {
        let Place::Map(at) = s.leaders[l] else { return false };
        camp_of(s.data.leaders[l].power) == IMPERIAL
            && !s.marked[l]
            && s.data.graph.adjacent(at, x)
            && !s.camp_present(at, TSARIST)
            && match super::bridges::line(s, IMPERIAL, at, x) {
                Some(LineType::Marsh) => false,
                Some(LineType::River) => over_river,
                _ => true,
            }
    })
}

fn interceptable(s: &State, x: SpaceId) -> bool {
    interceptable_by(s, x, false)
}

/// Rules 12 (E51): whether #3 General Eble's Pontooniers would let an Imperial army intercept into `x`, which
/// it cannot now (L1860: Chudovo's army across the River).
pub fn interceptable_over_river(s: &State, x: SpaceId) -> bool {
    !interceptable(s, x) && interceptable_by(s, x, true)
}

/// Where `p` may scorch for a resource now.
pub fn sites(s: &State, p: Power) -> Vec<SpaceId> {
    if !on(s) || camp_of(p) != TSARIST || s.resources[p as usize] < 1 || !scheduled_impulse_of(s, p) {
        return vec![];
    }
    // From the second round of turn 1 (scenario 1 alone starts on turn 1; the round is over once the
    // impulse marker has come round to the first box again, turn.rs).
    if s.turn == 1 && !s.preempt_ok {
        return vec![];
    }
    if !kutuzov_has_appeared(s) && s.scorched_this_impulse >= 1 {
        return vec![];
    }
    let n = s.data.spaces.len() as SpaceId;
    let imperial_near = |x: SpaceId| within_two(s, x).into_iter().any(|y| s.camp_present(y, IMPERIAL) || s.flags[y as usize].is_some_and(|f| camp_of(f) == IMPERIAL));
    (0..n)
        .filter(|&x| {
            s.data.spaces[x as usize].kind == Kind::Duchy
                && !s.scorched[x as usize]
                && controller_camp(s, x) == Some(TSARIST)
                && !s.camp_present(x, IMPERIAL)
                && imperial_near(x)
                && !interceptable(s, x)
        })
        .collect()
}

/// The Tsarist Power asks to scorch the duchy: from rules 12 the Imperials may answer with #3 first (E51), the
/// window returned for the caller to push; otherwise the scorch is made at once.
pub fn scorch(s: &mut State, p: Power, x: SpaceId) -> Option<Step> {
    if s.rules >= 12 {
        if let Some(w) = super::events::response::before_scorch(s, p, x) {
            return Some(Step::Window(w));
        }
    }
    scorch_now(s, p, x);
    None
}

/// Spends the resource and scorches the duchy.
pub fn scorch_now(s: &mut State, p: Power, x: SpaceId) {
    s.resources[p as usize] -= 1;
    s.scorched[x as usize] = true;
    s.scorched_this_impulse += 1;
    s.log(Some(p), "kut.scorch_resource", vec![Arg::Seat(p), s.space_arg(x)]);
}
