//! Victory (EotS 16.0; the South Pacific scenario's own, 17.10.7). The automatic checks run after every
//! play; the final one at the end of the scenario's last turn.
//!
//! Decisions (docs/games/empire-of-the-sun.md, "Victory"): the South Pacific game uses the Port Control
//! method (the one 17.10.7 recommends) unless the players chose its VP schedule (the `vp_schedule`
//! option); a port or resource hex counts for its controller only when that
//! side's supply reaches it, else for the side that held it when the scenario began; the campaign's 16.2 Allied conditions other than Japan's resource hexes (four turns of
//! successful strategic bombing, a B-29 in range of Tokyo) are not tracked yet, so the Allies win at the
//! end only if Japan has surrendered or holds at most one resource hex.

use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::{seat_of, State};
use crate::games::empire_of_the_sun::strategic::strategic_warfare;
use crate::games::empire_of_the_sun::supply::command;
use crate::games::empire_of_the_sun::supply::{self, Supply};
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
        s.outcome = Some(Outcome { winners: vec![], winner: Some(seat_of(Side::Japanese)), reason: "eots_pw_zero".into(), args: vec![] });
        return true;
    }
    if s.scenario == SOUTH_PACIFIC {
        for side in [Side::Japanese, Side::Allied] {
            if !has_hq_on_map(s, side) {
                let winner = state::other(side);
                s.outcome = Some(Outcome { winners: vec![], winner: Some(seat_of(winner)), reason: "eots_no_hq".into(), args: vec![side_arg(side)] });
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
    let mut n = [0, 0];
    for (i, d) in geo.data.iter().enumerate() {
        if d.port || d.resource {
            n[state::idx(port_holder(s, &sup, i as HexIx))] += 1;
        }
    }
    if s.scenario == SOUTH_PACIFIC {
        n[state::idx(Side::Allied)] += 1;
    }
    n
}

/// The end of the last turn (16.2, 16.3; 17.10.7 for the South Pacific).
pub fn final_victory(s: &mut State) {
    if check_automatic(s) {
        return;
    }
    if s.scenario == SOUTH_PACIFIC && s.vp_schedule {
        let vp: i32 = sp_victory_points(s).iter().map(|(_, n)| n).sum();
        let (level, winner) = vp_level(s, vp);
        s.outcome = Some(Outcome { winners: vec![], winner: Some(seat_of(winner)), reason: "eots_vp".into(), args: vec![Arg::Num(vp), Arg::Key(level.into())] });
        return;
    }
    if s.scenario == SOUTH_PACIFIC {
        let [jp, al] = port_count(s);
        let winner = if al - jp >= PORT_MARGIN { Side::Allied } else { Side::Japanese };
        s.outcome = Some(Outcome { winners: vec![], winner: Some(seat_of(winner)), reason: "eots_port_control".into(), args: vec![Arg::Num(al), Arg::Num(jp)] });
        return;
    }
    // 17.27, 17.38, 17.48: the yearly scenarios' schedules.
    if let Some(schedule) = super::schedules::schedule(s) {
        if super::schedules::automatic_allied_win(s, &schedule) {
            s.outcome = Some(Outcome { winners: vec![], winner: Some(seat_of(Side::Allied)), reason: "eots_resources_lost".into(), args: vec![Arg::Num(s.japanese_resources() as i32)] });
            return;
        }
        let vp: i32 = super::schedules::victory_points(s, &schedule).iter().map(|(_, n)| n).sum();
        let (level, winner) = vp_level(s, vp);
        s.outcome = Some(Outcome { winners: vec![], winner: Some(seat_of(winner)), reason: "eots_vp".into(), args: vec![Arg::Num(vp), Arg::Key(level.into())] });
        return;
    }
    // 16.2 (D12): four turns in a row of successful bombing, Japan down to one resource hex or none, and a
    // B29 within range of Tokyo; 16.3: otherwise Japan.
    let sup = supply::compute(s);
    let bombing = s.tracks.bombing_streak >= 4 && !strategic_warfare::bombers(s, &sup).is_empty();
    let winner = if bombing && s.japanese_resources() <= 1 { Side::Allied } else { Side::Japanese };
    s.outcome = Some(Outcome { winners: vec![], winner: Some(seat_of(winner)), reason: "eots_final".into(), args: vec![side_arg(winner)] });
}

// ---- 17.10.7 the South Pacific's VP schedule ----

/// Who a hex counts for under the VP schedule (17.10.7): its controller when a non-HQ unit of that side
/// stands in it in supply, else the side that held it when the scenario began.
pub fn vp_holder(s: &State, sup: &Supply, i: HexIx) -> Side {
    let c = s.controller_ix(i);
    let h = s.geo().hex(i);
    let held = s.on_map().any(|(u, at)| at == h && s.side_of_unit(u) == c && s.unit_data(u).kind != UnitType::Hq && sup.supplied(u));
    if held {
        c
    } else {
        s.control_at_start[i as usize]
    }
}

/// The port hexes of a region of the sheet.
fn ports_of(s: &State, region: &str) -> Vec<HexIx> {
    let geo = s.geo();
    (0..geo.len() as HexIx).filter(|&i| geo.data[i as usize].port && geo.data[i as usize].in_region(region)).collect()
}

/// Every hex of `hexes` counts for `side` (false for an empty list).
fn all_for(s: &State, sup: &Supply, hexes: &[HexIx], side: Side) -> bool {
    !hexes.is_empty() && hexes.iter().all(|&i| vp_holder(s, sup, i) == side)
}

/// The Japanese victory points of the South Pacific's VP schedule now, line by line (17.10.7: the start's
/// 12, then A–I as victory.tsv lists them); only the lines that count something are given.
pub fn sp_victory_points(s: &State) -> Vec<(String, i32)> {
    let sup = supply::compute(s);
    let t = &s.data().tables;
    let vp = |code: &str| t.victory.iter().find(|r| r.schedule == "sp" && r.code == code).map_or(0, |r| r.vp);
    let mut out = vec![("start".to_string(), vp("start"))];
    let mut add = |code: &str, n: i32| {
        if n != 0 {
            out.push((code.to_string(), n));
        }
    };
    // A: the China track, from Major Breakthrough (towards Collapse +1 a box); a surrender adds 3 more.
    let china = s.tracks.china as i32 - state::CHINA_MAJOR_BREAKTHROUGH as i32;
    let surrendered = s.tracks.surrendered.contains(&state::Nation::China);
    add("A", china * vp("A") + if surrendered { 3 } else { 0 });
    // B: Townsville cut off from the east map edge.
    let townsville = command::named(s, "Townsville");
    if townsville != geo::NONE && !supply::traces_to_east_edge(s, &sup, s.geo().hex(townsville)) {
        add("B", vp("B"));
    }
    // C: each Political Will box below 4.
    add("C", (4 - s.tracks.pw as i32).max(0) * vp("C"));
    let mandate = ports_of(s, "mandate");
    let vogelkop = command::named(s, "Vogelkop");
    let mut new_guinea = ports_of(s, "new_guinea");
    if vogelkop != geo::NONE && !new_guinea.contains(&vogelkop) {
        new_guinea.push(vogelkop);
    }
    // D, E: the Mandate's ports, New Guinea's ports and Vogelkop, all held by one side.
    for (code, hexes) in [("D", &mandate), ("E", &new_guinea)] {
        if all_for(s, &sup, hexes, Side::Japanese) {
            add(code, vp(code));
        } else if all_for(s, &sup, hexes, Side::Allied) {
            add(code, -vp(code));
        }
    }
    // F: each Mandate or New Guinea port Japan holds.
    let ports: Vec<HexIx> = ports_of(s, "mandate").into_iter().chain(ports_of(s, "new_guinea")).collect();
    add("F", ports.iter().filter(|&&i| vp_holder(s, &sup, i) == Side::Japanese).count() as i32 * vp("F"));
    // G: the Allies hold Vogelkop.
    if vogelkop != geo::NONE && vp_holder(s, &sup, vogelkop) == Side::Allied {
        add("G", vp("G"));
    }
    // H, I: every New Hebrides port; every mainland Australian port.
    if all_for(s, &sup, &ports_of(s, "new_hebrides"), Side::Japanese) {
        add("H", vp("H"));
    }
    if all_for(s, &sup, &ports_of(s, "australia_mainland"), Side::Japanese) {
        add("I", vp("I"));
    }
    // 16.48A: the tournament bid.
    out.extend(super::schedules::bid_line(s));
    out
}

/// The level of a VP total (17.10.7): Allied decisive, Allied tactical, Japanese tactical, Japanese
/// decisive, and the winner.
pub fn vp_level(s: &State, vp: i32) -> (&'static str, Side) {
    let t = &s.data().tables;
    if vp <= t.constant("victory_allied_decisive_max") {
        ("eots.level.allied_decisive", Side::Allied)
    } else if vp <= t.constant("victory_allied_tactical_max") {
        ("eots.level.allied_tactical", Side::Allied)
    } else if vp <= t.constant("victory_japan_tactical_max") {
        ("eots.level.japan_tactical", Side::Japanese)
    } else {
        ("eots.level.japan_decisive", Side::Japanese)
    }
}
