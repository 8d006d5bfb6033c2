//! HQs leaving the map (6.13, 6.14): voluntary withdrawal and the involuntary one.

use crate::games::empire_of_the_sun::data::UnitType;
use crate::games::empire_of_the_sun::state::{seat_of, Loc, State, UnitId};
use crate::{Arg, LogEntry};

/// 6.14: an HQ in an enemy-controlled hex at the end of an offensive is removed: to the Turn Record Track
/// for the next turn, or out of the game for a dotted (pre-war) one.
pub fn involuntary(s: &mut State) {
    let hqs: Vec<UnitId> = s
        .on_map()
        .filter(|&(u, h)| s.unit_data(u).kind == UnitType::Hq && s.controller(h).is_some_and(|c| c != s.side_of_unit(u)))
        .map(|(u, _)| u)
        .collect();
    for u in hqs {
        leave_map(s, u, "eots.hq_displaced");
    }
}

/// 6.14: one HQ removed involuntarily (a surrender that says so, 13.63): to the Turn Record Track, or out
/// of the game when dotted.
pub fn displace(s: &mut State, u: UnitId) {
    leave_map(s, u, "eots.hq_displaced");
}

/// 6.13: withdraws an HQ to the Turn Record Track (it returns next turn, never delayed).
pub fn withdraw(s: &mut State, u: UnitId) {
    leave_map(s, u, "eots.hq_withdrawn");
}

fn leave_map(s: &mut State, u: UnitId, id: &str) {
    let next = s.tracks.turn + 1;
    let prewar = s.unit_data(u).prewar;
    s.units[u as usize].loc = if prewar { Loc::Removed } else { Loc::Returns(next) };
    let side = s.side_of_unit(u);
    let key = s.unit_data(u).key.clone();
    s.log.push(LogEntry::new(Some(seat_of(side)), id, vec![Arg::Unit(key), Arg::Num(prewar as i32)]));
}
