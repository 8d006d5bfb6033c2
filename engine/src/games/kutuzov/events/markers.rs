//! Events that leave a marker or a lasting reminder: #27 Peace of Bucharest (L730, L734), #36 No Peace
//! (L646, L2138), #37 Polish Lancers (L524) and #83 Masked Batteries (L1289).

use super::super::control::controller_camp;
use super::super::data::{camp_of, Kind, Power, SpaceId};
use super::super::entrench;
use super::super::state::{State, Step};
use super::super::Action;
use super::Pending;
use crate::Arg;

pub fn playable(s: &State, power: Power, card: u16) -> bool {
    match card {
        83 => !entrench_options(s, power).is_empty(),
        27 | 36 | 37 => true,
        _ => false,
    }
}

pub fn play(s: &mut State, power: Power, card: u16) {
    match card {
        // L730, L734: Kutuzov and Tchitchagov may be built before their turns (6.35, 6.36).
        27 => s.bucharest = true,
        // L2138: no peace roll at the end of this turn.
        36 => s.no_peace = true,
        // L524: every Cossack roll at −1 for the rest of the game (a reminder, 5.71).
        37 => s.polish_lancers = true,
        83 => s.steps.push(Step::Event(Pending::Entrench { power })),
        _ => {}
    }
}

/// #83 (L1289, 12.45): a duchy the player's camp controls holding the player's army or at least 4 of its SP,
/// not yet entrenched. No resource is paid.
pub fn entrench_options(s: &State, power: Power) -> Vec<Action> {
    (0..s.data.spaces.len() as SpaceId)
        .filter(|&i| {
            s.data.spaces[i as usize].kind == Kind::Duchy
                && !s.entrenched[i as usize]
                && controller_camp(s, i) == Some(camp_of(power))
                && (s.power_sp(i, power) >= entrench::min_sp(s) || !s.leaders_at(i, power).is_empty())
        })
        .map(Action::Entrench)
        .collect()
}

pub fn entrench(s: &mut State, power: Power, at: SpaceId) {
    s.entrenched[at as usize] = true;
    s.log(Some(power), "kut.entrench", vec![Arg::Seat(power), s.space_arg(at)]);
}
