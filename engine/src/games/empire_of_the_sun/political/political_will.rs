//! US Political Will (EotS 16.4; the Political Phase's segment, 4.3): the Progress of War (16.47, 17.10.7
//! (1)), the US navy on the map (16.46, 17.10.7 (3)) and the occupation of Alaska and Hawaii (16.42). The
//! adjustments national status causes (16.41–16.43) are in national_status.rs.

use super::{national_status, victory};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::steps;
use crate::games::empire_of_the_sun::state::{idx, seat_of, State};
use crate::kit::steps::Step as Kind;
use crate::{Arg, LogEntry, Prompt};

fn log(s: &mut State, side: Option<Side>, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(side.map(seat_of), id, args));
}

/// Hexes that count for the Progress of War (16.47, L1803): a port, an airfield, a resource hex or a
/// named hex, but not a one-hex island with none of the three (the rule's Attu and Kiska). Rules
/// versions 1–3 counted every named hex.
pub fn counts(s: &State, d: &data::HexData) -> bool {
    let base = d.port || d.airfield || d.resource;
    let bare_island = s.rules >= 4 && d.island == data::Island::OneHex;
    base || (d.name.is_some() && !bare_island)
}

/// EotS 16.47 (17.10.7 (1)): the hexes Japan held at the turn's start that the Allies hold now. A Japanese
/// capture of a hex the Allies held does not count against them (L1803); rules versions 1–3 subtracted it.
pub fn progress_of_war(s: &State) -> i32 {
    let geo = s.geo();
    let mut taken = 0;
    for i in 0..geo.len() {
        if !counts(s, &geo.data[i]) {
            continue;
        }
        match (s.control_at_turn_start[i], s.control[i]) {
            (Side::Japanese, Side::Allied) => taken += 1,
            (Side::Allied, Side::Japanese) if s.rules < 4 => taken -= 1,
            _ => {}
        }
    }
    taken
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

/// EotS 4.3, 16.4: the Political Will segment.
impl Kind<State> for steps::PoliticalWill {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        political_will(s);
    }
}

/// The Political Will segment (16.46, 16.47; 17.10.7 (1) and (3)).
pub fn political_will(s: &mut State) {
    let mut change = 0;
    if let Some(target) = progress_target(s) {
        // 16.47 (L1803): a national status change that moved control this turn meets the target.
        if progress_of_war(s) < target && !s.tracks.status_control {
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
        national_status::adjust_pw(s, "alaska_occupied");
    }
    if s.tracks.hawaii >= 2 {
        national_status::adjust_pw(s, "hawaii_occupied");
    }
}
