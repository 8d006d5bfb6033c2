//! Victory (EotS 16.0; the South Pacific scenario's own, 17.10.7). The automatic checks run after every
//! play; the final one at the end of the scenario's last turn.
//!
//! Decisions (docs/games/empire-of-the-sun.md, "Victory"): the South Pacific game uses the Port Control
//! method (the one 17.10.7 recommends); a port or resource hex counts for its controller only when that
//! side's supply reaches it, else for the side that held it when the scenario began; the campaign's 16.2 Allied conditions other than Japan's resource hexes (four turns of
//! successful strategic bombing, a B-29 in range of Tokyo) are not tracked yet, so the Allies win at the
//! end only if Japan has surrendered or holds at most one resource hex.

use super::data::{Side, UnitType};
use super::geo::HexIx;
use super::state::{seat_of, State};
use super::supply::{self, Supply};
use crate::{Arg, Outcome};

pub const SOUTH_PACIFIC: &str = "south_pacific";

/// The South Pacific game's Port Control margin: the Allies win with at least this many more port and
/// resource hexes than Japan (17.10.7).
pub const PORT_MARGIN: i32 = 5;

fn side_arg(side: Side) -> Arg {
    Arg::Seat(seat_of(side))
}

/// Whether `side` has an HQ on the map (17.10.7: the C Pac HQ printed at Oahu, off the sheet, does not
/// count).
pub fn has_hq_on_map(s: &State, side: Side) -> bool {
    s.on_map().any(|(u, _)| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq)
}

/// EotS 16.1, 17.10.7: the automatic victories; sets the outcome and returns whether the game is over.
pub fn check_automatic(s: &mut State) -> bool {
    if s.outcome.is_some() {
        return true;
    }
    // 16.1, 17.10.7: US Political Will at zero: Japan wins.
    if s.tracks.pw <= 0 && s.tracks.turn > s.first_turn.min(1) && pw_counts(s) {
        s.outcome = Some(Outcome { winner: Some(seat_of(Side::Japanese)), reason: "eots_pw_zero".into(), args: vec![] });
        return true;
    }
    if s.scenario == SOUTH_PACIFIC {
        for side in [Side::Japanese, Side::Allied] {
            if !has_hq_on_map(s, side) {
                let winner = super::state::other(side);
                s.outcome = Some(Outcome { winner: Some(seat_of(winner)), reason: "eots_no_hq".into(), args: vec![side_arg(side)] });
                return true;
            }
        }
    }
    false
}

/// In the campaign the marker starts at 0 and Operation Z moves it to +8 (16.44A): the zero box counts
/// only once the marker has been moved; the other scenarios start above zero.
fn pw_counts(s: &State) -> bool {
    s.scenario != "campaign" || s.tracks.turn > 1
}

/// 17.10.7: who a port or resource hex counts for at the end: its controller when it is controlled "and
/// supplied" (the controller's supply reaches it, [`Supply::hex_supplied`]), else the side that held it
/// when the scenario began.
pub fn port_holder(s: &State, sup: &Supply, i: HexIx) -> Side {
    let c = s.controller_ix(i);
    if sup.hex_supplied(c, i) {
        c
    } else {
        s.control_at_start[i as usize]
    }
}

/// The ports and resource hexes counting for each side on the sheet (17.10.7, [`port_holder`]),
/// `[japanese, allied]`, with Oahu (an off-map box on the South Pacific sheet, 17.10.7: "Oahu counts")
/// for the Allies there.
pub fn port_count(s: &State) -> [i32; 2] {
    let sup = supply::compute(s);
    let geo = s.geo();
    let map = s.sheet_map();
    let mut n = [0, 0];
    for (i, h) in geo.hexes.iter().enumerate() {
        let d = &map.hexes[h];
        if d.port || d.resource {
            n[super::state::idx(port_holder(s, &sup, i as HexIx))] += 1;
        }
    }
    if s.scenario == SOUTH_PACIFIC {
        n[super::state::idx(Side::Allied)] += 1;
    }
    n
}

/// The end of the last turn (16.2, 16.3; 17.10.7 for the South Pacific).
pub fn final_victory(s: &mut State) {
    if check_automatic(s) {
        return;
    }
    if s.scenario == SOUTH_PACIFIC {
        let [jp, al] = port_count(s);
        let winner = if al - jp >= PORT_MARGIN { Side::Allied } else { Side::Japanese };
        s.outcome = Some(Outcome { winner: Some(seat_of(winner)), reason: "eots_port_control".into(), args: vec![Arg::Num(al), Arg::Num(jp)] });
        return;
    }
    let winner = if s.japanese_resources() <= 1 { Side::Allied } else { Side::Japanese };
    s.outcome = Some(Outcome { winner: Some(seat_of(winner)), reason: "eots_final".into(), args: vec![side_arg(winner)] });
}
