//! The game map's features read from the built-in pack against the rulebook's description of the map
//! ([2.2]): the countries shown, the primary terrain ([2.2.1]), the reinforcement sectors ([2.2.2]), the two
//! sea areas ([2.2.3]), the set-up areas ([2.2.4]), the Strategic Reserve Box ([2.2.5]), the transport
//! command display ([2.2.6]), the NATO command zones ([2.2.7]) and the tracks ([2.2.8]).

use std::collections::{BTreeMap, BTreeSet};

use engine::games::nato::data::{hex_name, parse_hex, HexId, NatoData, SeaArea, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::state::Loc;
use engine::Game;

use super::common::{new_fortnight, state, table};

fn data() -> std::sync::Arc<engine::games::nato::state::Pack> {
    Nato::builtin_data()
}

/// The land hexes of the map (every hex not all-sea).
fn land(d: &NatoData) -> impl Iterator<Item = HexId> + '_ {
    (0..d.hexes.len() as HexId).filter(|&h| !d.hexes[h as usize].all_sea)
}

/// [2.2]: the map shows Denmark, West Germany, East Germany, the Netherlands, Luxembourg, Poland,
/// Czechoslovakia, Belgium and part of France, and every one of them has land on it; the only other land is
/// the neutral rim (Sweden, Austria, Switzerland), which no scenario plays. [6.0] Alliance: East Germany,
/// Czechoslovakia and Poland are the Pact's territory, the other six NATO's. (Reading a neutral as one of
/// the alliances' would make its hexes playable or give them a side, and fail.)
#[test]
fn the_map_shows_the_nine_countries_of_the_two_alliances() {
    let p = data();
    let d = &p.data;
    let named = ["dk", "frg", "gdr", "nl", "lu", "pl", "cs", "be", "fr"];
    let mut seen: BTreeSet<String> = BTreeSet::new();
    let s = state();
    for h in land(d) {
        let hex = &d.hexes[h as usize];
        let c = hex.country.clone().expect("a land hex has a country");
        if named.contains(&c.as_str()) {
            seen.insert(c.clone());
            let side = if matches!(c.as_str(), "gdr" | "pl" | "cs") { Side::Wp } else { Side::Nato };
            assert_eq!(hex.owner(), Some(side), "{} of {c}", hex_name(h));
        } else {
            assert!(matches!(c.as_str(), "se" | "at" | "ch"), "{}: {c} is not on the rulebook's list", hex_name(h));
            assert!(hex.neutral && hex.owner().is_none() && !s.playable(h), "{}: a neutral hex", hex_name(h));
        }
    }
    assert_eq!(seen, named.iter().map(|c| c.to_string()).collect::<BTreeSet<_>>());
}

/// [2.2.1]: a hex with more than one terrain reads the one of highest priority (1 before 2) as its primary
/// terrain; a city is a primary terrain too, and special terrain (the bridge) never is. So a forest hex with
/// a town is a town (priority 2 beats forest's 5, seed L2718), and a rough-and-forest hex is rough. (Reading
/// the larger number as the stronger would make every wooded town a forest.)
#[test]
fn the_primary_terrain_is_the_highest_priority() {
    let p = data();
    let d = &p.data;
    let priority = |t: usize| d.tec[t].priority.expect("a hex terrain has a priority");
    assert!(priority(d.tec.iter().position(|t| t.key == "town").unwrap()) < priority(d.tec.iter().position(|t| t.key == "forest").unwrap()));
    let mut wooded_towns = 0;
    for h in land(d) {
        let hex = &d.hexes[h as usize];
        let mut all = hex.terrain.clone();
        if let Some(c) = &hex.city {
            all.push(d.tec.iter().position(|t| t.key == c.kind.tec_key()).unwrap());
        }
        let best = all.iter().map(|&t| priority(t)).min().unwrap();
        assert_eq!(priority(hex.primary), best, "{}", hex_name(h));
        assert!(d.tec[hex.primary].priority.is_some(), "special terrain is never primary");
        let forest = hex.terrain.iter().any(|&t| d.tec[t].key == "forest");
        if forest && hex.city.is_some() {
            wooded_towns += 1;
            assert_ne!(d.tec[hex.primary].key, "forest", "{}: the city comes first", hex_name(h));
        }
    }
    assert!(wooded_towns > 0, "the pack has a city in a forest hex to read");
    // Special terrain: the bridge has no priority and the bridge hexes' primary is their natural terrain.
    assert!(d.tec.iter().filter(|t| t.key == "bridge").all(|t| t.priority.is_none()));
    for h in land(d).filter(|&h| d.hexes[h as usize].bridge) {
        assert_ne!(d.tec[d.hexes[h as usize].primary].key, "bridge");
    }
}

/// [2.2.2]: sectors 1 and 2 lie along the map's west edge and are NATO's; sectors 3 to 5 along its east
/// edge and are the Pact's. Each sector has its off-map box, where a ground reinforcement waits before it
/// enters: The Long Fortnight's G2 units arrive in sector 2's box. (Numbering the sectors the other way
/// round would put NATO's reinforcements in Poland.)
#[test]
fn the_reinforcement_sectors_lie_on_their_sides_edges() {
    let rows = table("hexes.tsv");
    let mut sectors: BTreeMap<u8, usize> = BTreeMap::new();
    for r in rows.iter().filter(|r| r["sector"] != "-") {
        let n: u8 = r["sector"].parse().unwrap();
        *sectors.entry(n).or_default() += 1;
        let side = data().data.hexes[parse_hex(&r["hex"]).unwrap() as usize].owner();
        if n <= 2 {
            assert!(r["edge"].contains('w'), "sector {n} at {} is on the west edge", r["hex"]);
            assert_eq!(side, Some(Side::Nato), "sector {n} at {}", r["hex"]);
        } else {
            assert!(r["edge"].contains('e'), "sector {n} at {} is on the east edge", r["hex"]);
            assert_eq!(side, Some(Side::Wp), "sector {n} at {}", r["hex"]);
        }
    }
    assert_eq!(sectors.keys().copied().collect::<Vec<_>>(), vec![1, 2, 3, 4, 5]);
    // The box: a G2 unit due on turn n waits in sector 2's box.
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let units = table("units.tsv");
    let g2: Vec<usize> = units.iter().enumerate().filter(|(_, r)| r["entry"] == "G2").map(|(i, _)| i).collect();
    assert!(!g2.is_empty());
    for u in g2.into_iter().filter(|&u| s.units[u].loc != Loc::Out) {
        let us = &s.units[u];
        assert!(us.loc == Loc::Box(2) || us.arrival == Some(Loc::Box(2)), "{}: {:?} {:?}", units[u]["unit"], us.loc, us.arrival);
    }
}

/// [2.2.3]: the map's sea is the North Sea and the Baltic, divided by a short boundary at Denmark's tip:
/// every all-sea hex is in one of them, both are there, and they touch only off the northern tip of
/// Jutland (no row south of Denmark's northernmost land). (One sea for all, or a boundary elsewhere, fails.)
#[test]
fn the_two_sea_areas_meet_at_denmarks_tip() {
    let p = data();
    let d = &p.data;
    let sea: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&h| d.hexes[h as usize].all_sea).collect();
    assert!(sea.iter().all(|&h| d.hexes[h as usize].sea_area.is_some()), "every all-sea hex lies in a sea area");
    let area = |h: HexId| d.hexes[h as usize].sea_area;
    assert!(sea.iter().any(|&h| area(h) == Some(SeaArea::NorthSea)) && sea.iter().any(|&h| area(h) == Some(SeaArea::Baltic)));
    let row = |h: HexId| engine::games::nato::data::row_hex(h).row;
    let danish_rows: Vec<i32> = land(d).filter(|&h| d.hexes[h as usize].country.as_deref() == Some("dk")).map(row).collect();
    let tip = *danish_rows.iter().min().unwrap();
    let mut meets = 0;
    for &a in &sea {
        for b in d.neighbours(a).filter(|&b| d.hexes[b as usize].all_sea) {
            if area(a) == Some(SeaArea::NorthSea) && area(b) == Some(SeaArea::Baltic) {
                meets += 1;
                assert!(row(a).min(row(b)) <= tip + 1, "the seas meet at {} / {}, south of Denmark's tip (row {tip})", hex_name(a), hex_name(b));
            }
        }
    }
    assert!(meets > 0 && meets <= 6, "a short boundary: {meets} hexsides");
}

/// [2.2.4]: the two-hex band west of the Iron Curtain holds the NATO corps' set-up areas, the band east of
/// it the fronts' (read by the Extended Buildup scenario, [38.0]): every hex of an area is within two hexes
/// of the Curtain (the hex beside it or the next), a corps' on NATO's side and a front's on the Pact's.
#[test]
fn the_set_up_areas_are_the_bands_beside_the_iron_curtain() {
    let p = data();
    let d = &p.data;
    let curtain: Vec<HexId> = land(d).filter(|&h| d.neighbours(h).any(|n| d.side(h, n).is_some_and(|s| s.iron_curtain))).collect();
    let fronts = ["NEGF", "SEGF", "CZF", "BAF", "POF", "BEF", "CAF"];
    let mut areas = BTreeSet::new();
    for r in table("hexes.tsv").iter().filter(|r| r["deploy"] != "-") {
        let h = parse_hex(&r["hex"]).unwrap();
        areas.insert(r["deploy"].clone());
        let away = curtain.iter().map(|&c| d.distance(c, h)).min().unwrap();
        assert!(away <= 1, "{} ({}) is {away} hexes from the Curtain's band", r["hex"], r["deploy"]);
        let side = if fronts.contains(&r["deploy"].as_str()) { Side::Wp } else { Side::Nato };
        assert_eq!(d.hexes[h as usize].owner(), Some(side), "{} ({})", r["hex"], r["deploy"]);
    }
    assert!(areas.iter().any(|a| fronts.contains(&a.as_str())) && areas.iter().any(|a| !fronts.contains(&a.as_str())), "{areas:?}");
}

/// [2.0], [2.2.5]: each player has a Strategic Reserve Box, his rear off the map; some units start the
/// scenario in it, and more are placed there in the Joint Reinforcement Phase ([33.6]). In a new Long
/// Fortnight the Pact has units in it and both sides have reinforcements due to it; before rules 5 there is no box (decision E3) and none is.
#[test]
fn each_side_starts_units_in_its_strategic_reserve_box() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    // The Pact starts units in its box; each side's box receives reinforcements later.
    assert!((0..s.units.len() as u16).any(|u| s.side(u) == Side::Wp && s.units[u as usize].loc == Loc::Srb), "the Pact's SRB at the start");
    for side in [Side::Wp, Side::Nato] {
        assert!((0..s.units.len() as u16).any(|u| s.side(u) == side && s.units[u as usize].arrival == Some(Loc::Srb)), "{side:?} reinforcements for the SRB");
    }
    let old = new_fortnight(1983, 4);
    assert!(old.units.iter().all(|u| u.loc != Loc::Srb), "rules 4: no box");
}

/// [2.2.6]: each player has a transport command display, where his commands wait between missions: in a new
/// game every transport command of either side is on it (or due to it) and none is on the map.
#[test]
fn the_transport_commands_wait_on_their_display() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let d = s.data();
    for side in [Side::Wp, Side::Nato] {
        let commands: Vec<usize> = (0..d.units.len()).filter(|&u| d.units[u].side == side && d.types[d.units[u].ty].class == engine::games::nato::data::Class::Transport).collect();
        assert!(!commands.is_empty());
        let on: Vec<&Loc> = commands.iter().map(|&u| &s.units[u].loc).filter(|l| **l != Loc::Out).collect();
        assert!(!on.is_empty(), "{side:?}");
        for &u in &commands {
            let us = &s.units[u];
            assert!(us.loc == Loc::Transport || us.arrival == Some(Loc::Transport) || us.loc == Loc::Out, "{}: {:?}", d.units[u].key, us.loc);
        }
    }
}

/// [2.2.7]: two purple lines divide NATO's territory into command zones: BALTAP north of the northern line,
/// NORTHAG between the lines, CENTAG south of the southern one. In every column of the map BALTAP's hexes
/// lie north of NORTHAG's and NORTHAG's north of CENTAG's (rows run north to south); Denmark is all BALTAP,
/// and no Pact hex is in a zone. (Swapping the two southern zones fails in every column holding both.)
#[test]
fn the_command_zones_run_north_to_south() {
    let p = data();
    let d = &p.data;
    let mut by_col: BTreeMap<i32, BTreeMap<&str, Vec<i32>>> = BTreeMap::new();
    for h in land(d) {
        let hex = &d.hexes[h as usize];
        let rh = engine::games::nato::data::row_hex(h);
        match hex.zone.as_deref() {
            Some(z) => {
                assert_eq!(hex.owner(), Some(Side::Nato), "{}: a zone on NATO's territory", hex_name(h));
                by_col.entry(rh.col).or_default().entry(z).or_default().push(rh.row);
            }
            None => assert_ne!(hex.owner(), Some(Side::Nato), "{}: NATO's hex in no zone", hex_name(h)),
        }
        if hex.country.as_deref() == Some("dk") {
            assert_eq!(hex.zone.as_deref(), Some("baltap"), "{}", hex_name(h));
        }
    }
    let order = ["baltap", "northag", "centag"];
    let mut compared = 0;
    for (col, zones) in &by_col {
        for (i, a) in order.iter().enumerate() {
            for b in &order[i + 1..] {
                if let (Some(x), Some(y)) = (zones.get(a), zones.get(b)) {
                    compared += 1;
                    assert!(x.iter().max() < y.iter().min(), "column {col}: {a} runs into {b}");
                }
            }
        }
    }
    assert!(compared > 10);
}

/// [2.2.8], [4.3.3], [4.3.4], [4.4.1]: the map's tracks are the state's counts: the game turn (1 at the start), each side's air points
/// (tactical and operational, [4.3.1]) and VP, and the Pact's supply points (the scenario's starting number,
/// [10.8]); NATO has no supply-point track. Every count starts where the scenario says.
#[test]
fn the_tracks_are_kept_by_the_state() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    assert_eq!(s.turn, 1, "the game turn track");
    assert_eq!(s.player, Side::Wp, "the Pact's player turn first");
    assert_eq!(s.vp, [0, 0], "the VP tracks");
    let sc = s.scenario_data();
    // The Joint Reinforcement Phase of turn 1 has added the turn's income ([10.8.1]).
    assert_eq!(s.supply_points, sc.wp_sp_start + sc.wp_sp_income, "the WP supply point track");
    assert!(s.air.iter().any(|a| a.tap + a.oap > 0), "the air point tracks: {:?}", s.air);
}

/// [2.3]: the charts and tables the rules read are in the pack, each with its rows: the CRT (13 odds columns
/// by six dice), the Counterattack Table, the Strike, Air Campaign, Center Interdiction, Interception and
/// flak tables, the Chemical and WP Airfield Chemical Strike Tables and the Nuclear Strike Table. A table
/// left empty would leave its rule nothing to read.
#[test]
fn the_charts_and_tables_are_in_the_pack() {
    let p = data();
    let d = &p.data;
    assert_eq!(d.crt_columns.len(), 13);
    assert_eq!(d.crt.len(), 13, "a row of six results per column");
    assert!(!d.counterattack.is_empty(), "Counterattack Table");
    assert!(!d.air.strike.is_empty(), "Strike Table");
    assert!(!d.air.campaign.is_empty(), "Air Campaign Table");
    assert!(d.air.interdiction.iter().flatten().any(|&x| x > 0), "NATO Center Interdiction Table");
    assert!(!d.air.interception.is_empty(), "WP and NATO Interception Tables");
    for name in ["chemical.tsv", "airfield_chemical.tsv", "nuclear.tsv", "flak.tsv", "tec.tsv"] {
        assert!(!table(name).is_empty(), "{name}");
    }
    assert!(!d.nuclear.rows.is_empty(), "Nuclear Strike Table");
}

/// [2.4]: the Terrain Effects Chart gives every terrain of the map its effects: each hex's terrain and city and
/// each hexside's crossing, river and feature has its row in the TEC.
#[test]
fn the_terrain_effects_chart_covers_the_map() {
    let p = data();
    let d = &p.data;
    let keys: BTreeSet<&str> = d.tec.iter().map(|t| t.key.as_str()).collect();
    for h in land(d) {
        if let Some(c) = &d.hexes[h as usize].city {
            assert!(keys.contains(c.kind.tec_key()), "{}", hex_name(h));
        }
    }
    let mut kinds = BTreeSet::new();
    for s in d.sides.values() {
        for k in s.tec_keys() {
            assert!(keys.contains(k), "{k}");
            kinds.insert(k.to_string());
        }
    }
    for k in ["minor_river", "major_river", "all_sea_side", "iron_curtain"] {
        assert!(kinds.contains(k), "the map has a {k} hexside");
    }
}

/// [2.5]: each side's reinforcement schedule names the units it receives on each game turn of the scenario:
/// The Long Fortnight's schedule brings units to both sides after the start, and a unit scheduled for a turn
/// is due then in a new game (and not on the map before).
#[test]
fn each_side_has_a_reinforcement_schedule() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let mut sides = BTreeSet::new();
    for r in table("setup.tsv").iter().filter(|r| r["scenario"] == "long_fortnight" && r["year"] == "1983" && r["turn"] != "0" && r["turn"] != "1") {
        let u = s.data().unit(&r["unit"]).unwrap();
        if !s.data().types[s.data().units[u].ty].class.ground() {
            continue; // attack helicopters wait on their display ([18.4])
        }
        let turn: u8 = r["turn"].parse().unwrap();
        sides.insert(s.data().units[u].side);
        assert_eq!(s.units[u].loc, Loc::Due(turn), "{} due on turn {turn}", r["unit"]);
    }
    assert_eq!(sides.len(), 2);
}
