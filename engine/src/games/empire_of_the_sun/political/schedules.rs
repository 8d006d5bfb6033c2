//! The yearly scenarios' victory point schedules (17.27 for 1942, 17.38 for 1943, 17.48 for 1944; the
//! multi-year scenarios use the schedule of their last year, 17.5–17.7): the Japanese points at the end of
//! the last turn, line by line as victory.tsv lists them, each line's condition evaluated here by its key.
//! The levels are the South Pacific's (`victory::vp_level`).
//!
//! Decisions (docs/games/empire-of-the-sun.md, "Yearly victory schedules"): "controls the Mandate", "New
//! Guinea" and "the Marshalls" are the area control of 13.84, 13.85 and 13.92, which changes hands only at
//! a National Status segment (`Tracks::mandate`, `new_guinea`, `marshalls`); the occupation of Kauai, Hawaii and
//! Oahu "at the end of a turn" is noted at every end of turn (`Tracks::vp_marks`) and counts once.

use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::geo::{HexIx, NONE};
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::{Nation, State};
use crate::games::empire_of_the_sun::supply::command;
use crate::games::empire_of_the_sun::supply::{self, Supply};

/// The schedule of the scenario (victory.tsv), if it is one of the yearly ones.
pub fn schedule(s: &State) -> Option<String> {
    let v = s.data().scenario(&s.scenario)?.victory.clone();
    v.starts_with("s19").then_some(v)
}

fn named(s: &State, name: &str) -> HexIx {
    command::named(s, name)
}

/// Who hex `i` counts for: its controller, or under the tournament rule (17.27, 17.38, 17.48: "only hexes
/// entered by a supplied non-HQ unit count as taken") the side that held it at the start unless a
/// supplied non-HQ unit of its controller stands in it.
fn holder(s: &State, sup: &Supply, i: HexIx) -> Side {
    if s.tournament {
        super::victory::vp_holder(s, sup, i)
    } else {
        s.controller_ix(i)
    }
}

fn held(s: &State, sup: &Supply, name: &str, side: Side) -> bool {
    let i = named(s, name);
    i != NONE && holder(s, sup, i) == side
}

fn region(s: &State, region: &str, test: impl Fn(&data::HexData) -> bool) -> Vec<HexIx> {
    let geo = s.geo();
    (0..geo.len() as HexIx).filter(|&i| geo.data[i as usize].in_region(region) && test(&geo.data[i as usize])).collect()
}

fn count(s: &State, sup: &Supply, hexes: &[HexIx], side: Side) -> i32 {
    hexes.iter().filter(|&&i| holder(s, sup, i) == side).count() as i32
}

/// 13.85: `side` took New Guinea at a National Status segment (every port and resource hex held).
fn controls_new_guinea(s: &State, side: Side) -> bool {
    s.tracks.new_guinea == Some(side)
}

/// 13.84: `side` controls the Mandate (it changes hands when one side holds Rabaul and Guadalcanal).
fn controls_mandate(s: &State, side: Side) -> bool {
    s.tracks.mandate == Some(side)
}

fn occupied_by_japan(s: &State, name: &str) -> bool {
    let i = named(s, name);
    i != NONE && s.occupied_by(s.geo().hex(i), Side::Japanese)
}

/// A port of `side` within `range` hexes of Tokyo.
fn port_near_tokyo(s: &State, sup: &Supply, side: Side, range: u32) -> bool {
    let tokyo = named(s, "Tokyo");
    if tokyo == NONE {
        return false;
    }
    let geo = s.geo();
    geo.within(tokyo, range).into_iter().any(|i| geo.data[i as usize].port && holder(s, sup, i) == side)
}

/// 17.27 I–J (17.38 H–I, 17.48): the boxes a Political Will line counts at `pw` — PW 5 is one box at or
/// below 5, PW 4 two…; PW 6 one box at or above 6, PW 7 two…. `None` for a line of another kind.
fn pw_boxes(key: &str, pw: i8) -> Option<i32> {
    match key {
        "pw_at_or_below_5" => Some((6 - pw as i32).max(0)),
        "pw_at_or_above_6" => Some((pw as i32 - 5).max(0)),
        _ => None,
    }
}

/// The Japanese points the schedule's Political Will lines give with US Political Will at `pw`.
pub fn pw_points(s: &State, schedule: &str, pw: i8) -> i32 {
    s.data().tables.victory.iter().filter(|r| r.schedule == schedule).filter_map(|r| pw_boxes(&r.condition, pw).map(|n| r.vp * n)).sum()
}

/// How many times the line's condition holds now (1 or 0 for a yes/no line, boxes or hexes otherwise).
pub fn condition(s: &State, sup: &Supply, key: &str) -> i32 {
    let yes = |b: bool| b as i32;
    let china_surrendered = s.tracks.surrendered.contains(&Nation::China);
    let india_surrendered = s.tracks.surrendered.contains(&Nation::India);
    match key {
        // 17.27A: a box per step from Stable Front towards Collapse (at most 4), 5 more once China fell.
        "china_boxes_left_of_stable" => (s.tracks.china as i32).min(4) + if china_surrendered { 5 } else { 0 },
        "china_surrendered" => yes(china_surrendered),
        "burma_road_closed" => yes(!supply::burma_road_open(s, sup)),
        "townsville_isolated_from_oahu" => {
            let (t, o) = (named(s, "Townsville"), named(s, "Oahu"));
            yes(t != NONE && o != NONE && !supply::traces_supply_line(s, sup, s.geo().hex(t), s.geo().hex(o), Side::Allied))
        }
        "north_india_hex" => count(s, sup, &region(s, "north_india", |_| true), Side::Japanese),
        "india_unrest_or_strikes" => yes(!india_surrendered && (1..=2).contains(&s.tracks.india)),
        "india_unstable_or_worse" => yes(india_surrendered || s.tracks.india >= 3),
        "japan_controls_mandate" => yes(controls_mandate(s, Side::Japanese)),
        "allies_control_mandate" => yes(controls_mandate(s, Side::Allied)),
        "allies_4_mandate_hexes" => {
            let land = region(s, "mandate", |d| d.class != data::HexClass::Sea);
            yes(!controls_mandate(s, Side::Allied) && count(s, sup, &land, Side::Allied) >= 4)
        }
        "japan_4_new_guinea_ports" => yes(count(s, sup, &region(s, "new_guinea", |d| d.port), Side::Japanese) >= 4),
        "japan_controls_new_guinea" => yes(controls_new_guinea(s, Side::Japanese)),
        "allies_control_new_guinea" => yes(controls_new_guinea(s, Side::Allied)),
        "allies_not_control_new_guinea" => yes(!controls_new_guinea(s, Side::Allied)),
        "allies_4_new_guinea_ports" => yes(!controls_new_guinea(s, Side::Allied) && count(s, sup, &region(s, "new_guinea", |d| d.port), Side::Allied) >= 4),
        "pw_at_or_below_5" | "pw_at_or_above_6" => pw_boxes(key, s.tracks.pw).unwrap_or(0),
        "japan_holds_kauai_or_hawaii" => s.tracks.vp_marks.iter().filter(|m| *m == "kauai" || *m == "hawaii").count() as i32,
        "japan_holds_oahu" => yes(s.tracks.vp_marks.iter().any(|m| m == "oahu")),
        "japan_occupies_midway_or_wake" => yes(occupied_by_japan(s, "Midway")) + yes(occupied_by_japan(s, "Wake")),
        "japan_controls_attu_kiska" => yes(held(s, sup, "Attu/Kiska", Side::Japanese)),
        "japan_controls_dutch_harbor" => yes(held(s, sup, "Dutch Harbor", Side::Japanese)),
        "japan_resources_exactly_12" => yes(s.japanese_resources() == 12),
        "allies_control_marshalls" => yes(s.tracks.marshalls == Some(Side::Allied)),
        "allies_port_within_11_of_tokyo" => yes(port_near_tokyo(s, sup, Side::Allied, 11)),
        "allies_no_port_within_8_of_tokyo" => yes(!port_near_tokyo(s, sup, Side::Allied, 8)),
        "allied_resource_hex" => allied_resources(s, sup),
        "rabaul_not_taken_or_unsupplied" => {
            let r = named(s, "Rabaul");
            yes(r == NONE || holder(s, sup, r) != Side::Allied || !sup.hex_supplied(Side::Allied, r))
        }
        "allies_no_philippine_port" => yes(count(s, sup, &region(s, "philippines", |d| d.port), Side::Allied) == 0),
        "allies_one_philippine_port" => {
            let ports = region(s, "philippines", |d| d.port);
            let allied: Vec<HexIx> = ports.into_iter().filter(|&i| holder(s, sup, i) == Side::Allied).collect();
            yes(allied.len() == 1 && sup.hex_supplied(Side::Allied, allied[0]))
        }
        _ => 0,
    }
}

fn allied_resources(s: &State, sup: &Supply) -> i32 {
    let geo = s.geo();
    (0..geo.len() as HexIx).filter(|&i| geo.data[i as usize].resource && holder(s, sup, i) == Side::Allied).count() as i32
}

/// The Japanese points of the scenario's schedule now, line by line (code, points), then the tournament
/// bid (16.48A) as the line `bid`; lines worth nothing are left out.
pub fn victory_points(s: &State, schedule: &str) -> Vec<(String, i32)> {
    let sup = supply::compute(s);
    let mut v: Vec<(String, i32)> = s
        .data()
        .tables
        .victory
        .iter()
        .filter(|r| r.schedule == schedule && r.code != "auto")
        .map(|r| (r.code.clone(), r.vp * condition(s, &sup, &r.condition)))
        .filter(|(_, n)| *n != 0)
        .collect();
    if let Some(b) = bid_line(s) {
        v.push(b);
    }
    v
}

/// 16.48A: two players' secret bids, each a side and the points offered for it: which side the first
/// player takes and the `bid` option that settles it (what the Japanese player pays: points off the
/// Japanese total; negative, added to it). `None` on equal bids for the same side: a die decides.
pub fn settle_bids(first: (Side, u8), second: (Side, u8)) -> Option<(Side, i8)> {
    let paid = |side: Side, bid: u8| if side == Side::Japanese { bid as i8 } else { -(bid as i8) };
    if first.0 != second.0 {
        // Each plays his side; the difference of the bids goes to the lower bidder's side.
        return Some((first.0, paid(first.0, first.1) + paid(second.0, second.1)));
    }
    match first.1.cmp(&second.1) {
        std::cmp::Ordering::Greater => Some((first.0, paid(first.0, first.1))),
        std::cmp::Ordering::Less => Some((state::other(first.0), paid(second.0, second.1))),
        std::cmp::Ordering::Equal => None,
    }
}

/// 16.48A: the tournament bid, paid by the Japanese player off his points (a negative bid: the Allied
/// player's, added to them). Not in the campaign, where the bid is Political Will (16.48B, opening.rs).
pub fn bid_line(s: &State) -> Option<(String, i32)> {
    let campaign = s.data().scenario(&s.scenario).is_some_and(|sc| sc.victory == "campaign");
    (s.bid != 0 && !campaign).then(|| ("bid".to_string(), -(s.bid as i32)))
}

/// 17.27: the 1942 schedule's automatic Allied win: Japan holds fewer than 12 resource hexes at the end.
pub fn automatic_allied_win(s: &State, schedule: &str) -> bool {
    s.data().tables.victory.iter().any(|r| r.schedule == schedule && r.code == "auto" && r.condition == "japan_resources_below_12")
        && s.japanese_resources() < 12
}

/// At every end of turn: Japanese occupation and control of Kauai, Hawaii and Oahu, counted once each
/// (17.27 K–L, 17.38 J–K, 17.48 J).
pub fn note_end_of_turn(s: &mut State) {
    for (name, mark) in [("Kauai", "kauai"), ("Hawaii", "hawaii"), ("Oahu", "oahu")] {
        if occupied_by_japan(s, name) && s.controller(s.geo().hex(named(s, name))) == Some(Side::Japanese) && !s.tracks.vp_marks.iter().any(|m| m == mark) {
            s.tracks.vp_marks.push(mark.to_string());
        }
    }
}
