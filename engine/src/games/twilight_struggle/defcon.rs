//! DEFCON (TS DEF §1) and the VP track (TS VIC §2–3).

use super::data::Region;
use super::state::{Player, State};
use crate::{Arg, Outcome};

/// TS DEF §1-5 (L1114–L1131): regions where coups and realignments are forbidden at this DEFCON.
pub fn region_closed(defcon: u8, region: Region) -> bool {
    match region {
        Region::Europe => defcon <= 4,
        Region::Asia => defcon <= 3,
        Region::MiddleEast => defcon <= 2,
        _ => false,
    }
}

/// Moves DEFCON by `delta` (never above 5, TS DEF §1-1). DEFCON 1 ends the game: the phasing player —
/// in the headline, the player who chose the card — loses (TS DEF §1-3, TS SEQ C).
pub fn change_defcon(state: &mut State, delta: i32, responsible: Player) {
    let before = state.defcon;
    state.defcon = (state.defcon as i32 + delta).clamp(1, 5) as u8;
    if state.defcon != before {
        state.log(None, "ts.defcon", vec![Arg::Num(state.defcon as i32)]);
        // NORAD (#106) watches for DEFCON being moved to 2 during an action round.
        if state.defcon == 2 {
            state.defcon_to_2 = true;
        }
    }
    if state.defcon == 1 && state.outcome.is_none() {
        state.outcome = Some(Outcome {
            winners: vec![],
            winner: Some(responsible.opponent().seat()),
            reason: "defcon".into(),
            args: vec![Arg::Seat(responsible.seat())],
        });
    }
}

/// Adds VP to `player` (TS VIC §2: the track runs from USSR 20 to US 20 through 0). Reaching 20 wins
/// at once (TS VIC §3-1) unless `final_scoring` (TS VIC §3-2: then only the sign counts).
pub fn gain_vp(state: &mut State, player: Player, vp: i32, final_scoring: bool) {
    if vp == 0 {
        return;
    }
    state.vp += match player {
        Player::Us => vp,
        Player::Ussr => -vp,
    };
    // The track reads as the leading side and its lead ("USSR +5"), never a signed number.
    match state.vp.signum() {
        0 => state.log(Some(player), "ts.vp_even", vec![Arg::Seat(player.seat()), Arg::Num(vp)]),
        s => {
            let leader = if s > 0 { Player::Us } else { Player::Ussr };
            state.log(Some(player), "ts.vp", vec![Arg::Seat(player.seat()), Arg::Num(vp), Arg::Seat(leader.seat()), Arg::Num(state.vp.abs())]);
        }
    }
    if !final_scoring && state.outcome.is_none() && state.vp.abs() >= 20 {
        state.vp = state.vp.clamp(-20, 20);
        let winner = if state.vp > 0 { Player::Us } else { Player::Ussr };
        state.outcome = Some(Outcome { winners: vec![], winner: Some(winner.seat()), reason: "vp20".into(), args: vec![] });
    }
}
