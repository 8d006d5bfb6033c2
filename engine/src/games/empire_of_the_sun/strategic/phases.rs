//! The phases around the Offensives Phase as the engine plays them: reinforcements (10.1), replacements
//! (11.0), strategic warfare (12.0), national status (13.0), US Political Will (16.4, 17.10.7) and
//! attrition (6.24). The uses of a card's operations other than an offensive (5.0 B–E) are in oc_uses.rs.
//!
//! Reinforcements are placed one at a time at a friendly port (airfield for air units) within the command
//! range of a friendly HQ, never in an un-neutralised enemy ZOI, else to the Delay box (10.11, 10.12; the
//! delays of 10.21 and the Europe roll are in delays.rs); replacement points flip reduced units and bring
//! eliminated ones back (11.0; the South Pacific's per-turn points, 17.10.5 G–I, and the other scenarios'
//! schedules of 11.2–11.34); Political Will's Progress of War, the US navy check and the occupation of Alaska and Hawaii
//! (16.42, 16.46, 16.47, 17.10.7); strategic warfare (strategic_warfare.rs), national status
//! (national_status.rs) and attrition (attrition.rs) are called from here.

use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::offensive::movement::stacking;
use crate::games::empire_of_the_sun::political::victory;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::steps;
use crate::games::empire_of_the_sun::state::{idx, other, seat_of, Loc, State, UnitId};
use crate::games::empire_of_the_sun::supply::activation;
use crate::games::empire_of_the_sun::supply::command;
use crate::games::empire_of_the_sun::supply::Supply;
use crate::{Arg, LogEntry};

fn log(s: &mut State, side: Option<Side>, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(side.map(seat_of), id, args));
}

// ---- 10.1 reinforcements ----

/// `side`'s units due this turn: arriving reinforcements and units returning from the Turn Record Track.
pub fn due(s: &State, side: Side) -> Vec<UnitId> {
    let turn = s.tracks.turn;
    (0..s.units.len() as UnitId)
        .filter(|&u| s.side_of_unit(u) == side)
        .filter(|&u| matches!(s.unit(u).loc, Loc::Arrives(t) | Loc::Returns(t) if t <= turn))
        .collect()
}

/// EotS 10.11: the hexes `u` may be placed in.
pub fn placements(s: &State, sup: &Supply, u: UnitId) -> Vec<crate::kit::hex::Hex> {
    let side = s.side_of_unit(u);
    let geo = s.geo();
    let d = s.unit_data(u);
    let hqs: Vec<UnitId> = s.on_map().filter(|&(h, _)| s.side_of_unit(h) == side && s.unit_data(h).kind == UnitType::Hq).map(|(h, _)| h).collect();
    let mut enemy = vec![false; geo.len()];
    for (x, h) in s.on_map() {
        let i = geo.ix(h);
        if i != geo::NONE && s.side_of_unit(x) != side {
            enemy[i as usize] = true;
        }
    }
    let mut out = vec![];
    for (i, h) in geo.hexes.iter().enumerate() {
        let hd = &geo.data[i];
        // 10.11, 11.34: Chinese units come in only at Kunming (a supply source of its own, 13.75).
        let chinese = d.nation == data::Nation::Chinese;
        let ok = match d.kind {
            _ if chinese => i as HexIx == command::kunming(s),
            UnitType::Air => hd.airfield,
            UnitType::Hq => hd.port && sup.eligible_port(side, i as HexIx),
            _ => hd.port,
        };
        if !ok || s.control[i] != side || sup.zoi.active(other(side), i as HexIx) || enemy[i] {
            continue;
        }
        if !stacking::fits(s, u, *h) {
            continue;
        }
        if !chinese && d.kind != UnitType::Hq && !hqs.iter().any(|&q| activation::in_command_range(s, q, *h)) {
            continue;
        }
        out.push(*h);
    }
    out
}

/// The next due unit's placements, or its delay when it has none (10.12).
pub fn reinforcement_actions(s: &State, sup: &Supply, side: Side) -> Vec<Action> {
    let Some(&u) = due(s, side).first() else { return vec![] };
    let mut a: Vec<Action> = placements(s, sup, u).into_iter().map(|hex| Action::Place { unit: u, hex }).collect();
    // A unit back from the Turn Record Track is never delayed (8.24, 8.33, 8.34, 8.48) unless it has
    // nowhere to go.
    if a.is_empty() || !matches!(s.unit(u).loc, Loc::Returns(_)) {
        a.push(Action::Remove { unit: u });
    }
    a
}

pub fn apply_reinforcement(s: &mut State, _sup: &Supply, side: Side, a: &Action) {
    match *a {
        Action::Place { unit, hex } => {
            // A unit comes in on the side it waited on: a replaced unit reduced (11.0), a unit back from the
            // Turn Record Track as it left, a reinforcement as the set-up lists it.
            let reduced = s.unit(unit).reduced;
            s.place(unit, Loc::Hex(hex), reduced);
            log(s, Some(side), "eots.reinforcement", vec![Arg::Unit(s.unit_data(unit).key.clone()), Arg::Hex(hex.id())]);
        }
        // 10.12: the owner delays it (the Europe roll of 10.24 included).
        Action::Remove { unit } => super::delays::to_delay_box(s, unit),
        _ => {}
    }
}

// ---- 11.0 replacements ----

/// The replacement points of each turn after the first. The South Pacific (17.10.5 G–I): one ground
/// step each from turn 4, and for the Allies 4 air and 1 naval point; none saved; Japan's air and naval
/// points only those it starts with. The other scenarios (11.2, 11.3): Japan up to 2 ground steps, each
/// moving the divisions in China marker down (11.23); the Allies 2 ground and 5 air points from turn 2, a
/// US naval point and one more while they hold Oahu (11.33, D21), a Commonwealth naval point on turns 6, 9
/// and 12 while they hold Colombo, Trincomalee, Singapore, Hong Kong or Townsville, and a Chinese point on
/// odd turns while China stands (11.34). Japan's naval schedule is not in the rulebook's text (its chart
/// is missing): Japanese naval points come only from the set-up and events.
pub fn replacement_points(s: &mut State) {
    if s.tracks.turn <= s.first_turn.max(1) {
        return;
    }
    let (j, a) = (idx(Side::Japanese), idx(Side::Allied));
    let c = |s: &State, key: &str| s.data().tables.constant(key) as u8;
    if s.scenario == victory::SOUTH_PACIFIC {
        let ground = c(s, "sp_ground_rp");
        s.tracks.ground_rp = [ground, ground];
        s.tracks.air_rp[a] = c(s, "sp_allied_air_rp");
        s.tracks.naval_rp[a] = c(s, "sp_allied_naval_rp");
        return;
    }
    let t = &s.data().tables;
    let (ground_j, ground_a, air_a) = (t.constant("japan_ground_rp_max") as u8, t.constant("allied_ground_rp") as u8, t.constant("allied_air_rp") as u8);
    let (oahu_rp, cw_rp, china_rp) = (t.constant("us_naval_rp_oahu") as u8, t.constant("cw_naval_rp") as u8, t.constant("china_rp_odd_turns") as u8);
    s.tracks.ground_rp[j] = ground_j.min(s.tracks.china_divisions);
    s.tracks.ground_rp[a] = ground_a;
    s.tracks.air_rp[a] = air_a;
    let held = |s: &State, name: &str| {
        let i = command::named(s, name);
        i != geo::NONE && s.controller_ix(i) == Side::Allied
    };
    s.tracks.naval_rp[a] = if held(s, "Oahu") { oahu_rp } else { oahu_rp.saturating_sub(1) };
    let cw_base = ["Colombo", "Trincomalee", "Singapore", "Hong Kong", "Townsville"].iter().any(|n| held(s, n));
    s.tracks.cw_naval_rp = if matches!(s.tracks.turn, 6 | 9 | 12) && cw_base { cw_rp } else { 0 };
    let china_stands = !s.tracks.surrendered.contains(&state::Nation::China);
    s.tracks.chinese_rp = if s.tracks.turn % 2 == 1 && china_stands { china_rp } else { 0 };
}

/// The points `u` may use: its kind's, the Commonwealth's naval ones for CW ships, the Chinese ones for
/// Chinese units (11.33, 11.34).
fn points(s: &State, side: Side, u: UnitId) -> u8 {
    let i = idx(side);
    let d = s.unit_data(u);
    if d.nation == data::Nation::Chinese {
        return s.tracks.chinese_rp;
    }
    match d.kind {
        UnitType::Air => s.tracks.air_rp[i],
        UnitType::Ground => s.tracks.ground_rp[i],
        k if k.is_naval() && side == Side::Allied && d.nation.is_commonwealth() => s.tracks.cw_naval_rp,
        k if k.is_naval() => s.tracks.naval_rp[i],
        _ => 0,
    }
}

/// Whether a unit may ever take replacements: not pre-war units (11.1), not Dutch ones (11.35), not HQs;
/// Chinese units only by their own points (11.34); an eliminated Australian unit is gone once Australia
/// surrendered (13.8).
fn replaceable(s: &State, u: UnitId) -> bool {
    let d = s.unit_data(u);
    use crate::games::empire_of_the_sun::data::Nation as N;
    !d.prewar && d.nation != N::Dutch && d.kind != UnitType::Hq
}

/// EotS 11.0: one point of its kind brings a reduced unit on the map (supplied, outside un-neutralised
/// enemy ZOI) back to full, or an eliminated unit back reduced, placed as a reinforcement; a second point
/// then flips it as any reduced unit. 11.23, 17.10.5J: each Japanese ground point moves the divisions in
/// China marker down, and there is none once it is at 0.
pub fn replacement_actions(s: &State, sup: &Supply, side: Side) -> Vec<Action> {
    let geo = s.geo();
    let japanese_ground_barred = side == Side::Japanese && s.tracks.china_divisions == 0;
    let usable = |u: UnitId| points(s, side, u) > 0 && !(japanese_ground_barred && s.unit_data(u).kind == UnitType::Ground);
    let mut a: Vec<Action> = s
        .on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == side && s.unit(u).reduced && usable(u) && replaceable(s, u))
        .filter(|&(u, h)| sup.supplied(u) && !sup.zoi.active(other(side), geo.ix(h)))
        .map(|(unit, _)| Action::Replace { unit })
        .collect();
    let australia_gone = s.tracks.surrendered.contains(&state::Nation::Australia);
    // 11.34: the Chinese points work only while Kunming is a supply source.
    a.retain(|x| !matches!(x, Action::Replace { unit } if s.unit_data(*unit).nation == data::Nation::Chinese && !sup.kunming));
    for u in 0..s.units.len() as UnitId {
        if s.unit(u).loc == Loc::Eliminated && s.side_of_unit(u) == side && usable(u) && replaceable(s, u) {
            if australia_gone && s.unit_data(u).nation == data::Nation::Australian {
                continue;
            }
            if s.unit_data(u).nation == data::Nation::Chinese && !sup.kunming {
                continue;
            }
            a.push(Action::Replace { unit: u });
        }
    }
    if !a.is_empty() {
        a.push(Action::Done);
    }
    a
}

pub fn apply_replacement(s: &mut State, _sup: &Supply, side: Side, a: &Action) {
    let i = idx(side);
    match *a {
        Action::Replace { unit } => {
            let d = s.unit_data(unit);
            match d.kind {
                _ if d.nation == data::Nation::Chinese => s.tracks.chinese_rp -= 1,
                UnitType::Air => s.tracks.air_rp[i] -= 1,
                UnitType::Ground => s.tracks.ground_rp[i] -= 1,
                _ if side == Side::Allied && d.nation.is_commonwealth() => s.tracks.cw_naval_rp -= 1,
                _ => s.tracks.naval_rp[i] -= 1,
            }
            if side == Side::Japanese && s.unit_data(unit).kind == UnitType::Ground {
                s.tracks.china_divisions = s.tracks.china_divisions.saturating_sub(1);
            }
            log(s, Some(side), "eots.replaced", vec![Arg::Unit(s.unit_data(unit).key.clone())]);
            if s.unit(unit).loc == Loc::Eliminated {
                // Back on its reduced side, placed as a reinforcement now (11.0).
                let turn = s.tracks.turn;
                s.place(unit, Loc::Arrives(turn), true);
                s.steps.push(steps::Step::Reinforcements { side });
            } else {
                s.units[unit as usize].reduced = false;
            }
        }
        Action::Done => {
            s.steps.pop();
            end_replacements(s, side);
        }
        _ => {}
    }
}

/// 11.0: unused Allied points are lost; the South Pacific saves none (17.10.5 G–I).
pub fn end_replacements(s: &mut State, side: Side) {
    let i = idx(side);
    s.tracks.ground_rp[i] = 0;
    if side == Side::Allied {
        s.tracks.cw_naval_rp = 0;
        s.tracks.chinese_rp = 0;
    }
    if side == Side::Allied || s.scenario == victory::SOUTH_PACIFIC && s.tracks.turn > s.first_turn {
        s.tracks.air_rp[i] = if side == Side::Allied { 0 } else { s.tracks.air_rp[i] };
        s.tracks.naval_rp[i] = if side == Side::Allied { 0 } else { s.tracks.naval_rp[i] };
    }
}

// ---- 12.0, 13.0: not yet; 6.24 ----

/// EotS 12.0: the submarine and bombing rolls (strategic_warfare.rs).
pub fn strategic_warfare(s: &mut State) {
    super::strategic_warfare::segment(s);
}

/// EotS 13.0: surrenders and the national status tracks (national_status.rs).
pub fn national_status(s: &mut State) {
    crate::games::empire_of_the_sun::political::national_status::segment(s);
}

/// EotS 6.24, 4.4: the Attrition Phase (attrition.rs).
pub fn attrition(s: &mut State) {
    crate::games::empire_of_the_sun::supply::attrition::attrition(s);
}

// ---- 16.4, 17.10.7 US Political Will ----

/// Named hexes for the Progress of War (16.47): a port, an airfield, a resource hex or a named hex.
fn named(d: &data::HexData) -> bool {
    d.port || d.airfield || d.resource || d.name.is_some()
}

/// EotS 16.47 (17.10.7 (1)): the Allies' net captures this turn of named hexes Japan held at its start.
pub fn progress_of_war(s: &State) -> i32 {
    let geo = s.geo();
    let map = s.sheet_map();
    let mut net = 0;
    for (i, h) in geo.hexes.iter().enumerate() {
        if !named(&map.hexes[h]) {
            continue;
        }
        match (s.control_at_turn_start[i], s.control[i]) {
            (Side::Japanese, Side::Allied) => net += 1,
            (Side::Allied, Side::Japanese) => net -= 1,
            _ => {}
        }
    }
    net
}

/// The Progress of War target (17.10.7: 0 on turn 3, then 2; 16.47: from turn 4, the Allied ASPs up to
/// 4).
pub fn progress_target(s: &State) -> Option<i32> {
    if s.scenario == victory::SOUTH_PACIFIC {
        return Some(if s.tracks.turn <= 3 { 0 } else { 2 });
    }
    (s.tracks.turn >= 4).then(|| (s.tracks.asp[idx(Side::Allied)] as i32).min(4))
}

fn us_naval_on_map(s: &State, carrier: bool) -> bool {
    s.on_map().any(|(u, _)| {
        let d = s.unit_data(u);
        d.nation == data::Nation::Us && d.kind.is_naval() && (!carrier || d.kind.is_carrier())
    })
}

/// The Political Will segment (16.46, 16.47; 17.10.7 (1) and (3)).
pub fn political_will(s: &mut State) {
    let mut change = 0;
    if let Some(target) = progress_target(s) {
        if progress_of_war(s) < target {
            change -= 1;
        }
    }
    if s.scenario == victory::SOUTH_PACIFIC {
        if !us_naval_on_map(s, false) {
            change -= 1;
        }
    } else {
        if !us_naval_on_map(s, true) {
            change -= 1;
        }
        if !us_naval_on_map(s, false) {
            change -= 1;
        }
    }
    if change != 0 {
        s.tracks.pw = (s.tracks.pw as i32 + change).max(0) as i8;
        log(s, None, "eots.political_will", vec![Arg::Num(change), Arg::Num(s.tracks.pw as i32)]);
    }
    occupation(s);
    victory::check_automatic(s);
}

/// EotS 16.42: Japanese units in an Aleutian hex for 3 Political Will segments in a row ("Alaska"), or on
/// Hawaii's main islands or Midway for 2, cost a point each, once a game.
fn occupation(s: &mut State) {
    let japanese_in = |s: &State, regions: &[&str]| {
        s.on_map().any(|(u, h)| s.side_of_unit(u) == Side::Japanese && s.hex_data(h).is_some_and(|d| regions.iter().any(|r| d.in_region(r))))
    };
    s.tracks.alaska = if japanese_in(s, &["aleutians"]) { s.tracks.alaska + 1 } else { 0 };
    s.tracks.hawaii = if japanese_in(s, &["hawaii", "midway"]) { s.tracks.hawaii + 1 } else { 0 };
    if s.tracks.alaska >= 3 {
        crate::games::empire_of_the_sun::political::national_status::adjust_pw(s, "alaska_occupied");
    }
    if s.tracks.hawaii >= 2 {
        crate::games::empire_of_the_sun::political::national_status::adjust_pw(s, "hawaii_occupied");
    }
}
