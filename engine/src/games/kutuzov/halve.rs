//! Resources that halve an attrition roll (KUT 16.4, L1806–L1810; rules 21): a Power spends one resource on
//! an attrition roll of its own or its ally's formation, before the dice are rolled, and each resource halves
//! the dice once more (15 dice: one resource 7, two 3). The roll is named by the leader whose formation it
//! is: the Power declares the spending in its impulse, before a card or between its CP actions, and the
//! formation's next attrition roll this turn reads it (its move, an interception or evasion, a retreat, the
//! turn's attrition step). A halving still unused when the turn's attrition step is over is lost (E79).

use super::data::{camp_of, LeaderId, Power, SpaceId};
use super::state::{Place, State};
use crate::Arg;

/// The rules version that plays 16.4.
pub const RULES: u32 = 21;

/// The leaders whose formation's next attrition roll the Power may halve now: every leader of its camp on
/// the map, with one resource in hand.
pub fn leaders(s: &State, p: Power) -> Vec<LeaderId> {
    if s.rules < RULES || s.resources[p as usize] < 1 {
        return vec![];
    }
    (0..s.leaders.len() as LeaderId)
        .filter(|&l| matches!(s.leaders[l as usize], Place::Map(_)) && camp_of(s.data.leaders[l as usize].power) == camp_of(p))
        .collect()
}

/// The Power spends a resource on the next attrition roll of this leader's formation (KUT 16.4).
pub fn spend(s: &mut State, p: Power, l: LeaderId) {
    s.resources[p as usize] -= 1;
    s.halved.push(l);
    let n = s.halved.iter().filter(|&&x| x == l).count();
    s.log(Some(p), "kut.halve_attrition", vec![Arg::Seat(p), s.leader_arg(l), Arg::Num(n as i32)]);
}

/// The halvings an attrition roll uses up (KUT 16.4): those of its leader, or with none named, of every
/// leader of the camp in the space (a roll on all the camp's units there).
pub fn take(s: &mut State, space: SpaceId, camp: u8, leader: Option<LeaderId>) -> u32 {
    if s.halved.is_empty() {
        return 0;
    }
    let ours = |l: LeaderId| match leader {
        Some(x) => l == x,
        None => s.leaders[l as usize] == Place::Map(space) && camp_of(s.data.leaders[l as usize].power) == camp,
    };
    let before = s.halved.len();
    s.halved.retain(|&l| !ours(l));
    (before - s.halved.len()) as u32
}

/// The dice left after `k` halvings (KUT 16.4): half removed each time, rounded up, at least one die, as
/// 14.2's halvings.
pub fn apply(n: u32, k: u32) -> u32 {
    n.checked_shr(k).unwrap_or(0).max(1)
}

/// The turn's end (after its attrition step): halvings not used are lost.
pub fn turn_end(s: &mut State) {
    s.halved.clear();
}
