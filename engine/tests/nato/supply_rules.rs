//! Supply ([10.0]) rule by rule, each read both ways: the lines of supply ([10.2]), the sources ([10.3]),
//! the HQs and their subordinates ([10.4]), the movement and combat supply checks ([10.5], [10.6]) and the
//! end of the Pact's automatic supply ([10.8]). Row 45 of the map (4510–4527) is West German clear,
//! rough and forest with no city or edge hex: a straight line of hexes whose distances are the counted
//! ones.

use engine::games::nato::combat::odds::attack_factor;
use engine::games::nato::combat::support_hqs;
use engine::games::nato::data::{Crossing, Side};
use engine::games::nato::movement::destinations;
use engine::games::nato::rail::Train;
use engine::games::nato::state::{Conquest, Loc, State, UnitId};
use engine::games::nato::supply::{
    self, city_supplied, hq_supply_phase, hq_traces, los_step, superior, supplied_hqs, unit_supply, Ctx,
};
use engine::games::nato::zoc::Board;

use super::common::{hex, ring, state, state_with};

fn supply_of(s: &State, u: UnitId) -> (bool, bool) {
    let hqs = supplied_hqs(s, s.side(u));
    unit_supply(s, &Ctx::new(s), u, &hqs)
}

fn step(s: &State, side: Side, a: &str, b: &str) -> bool {
    los_step(s, &Board::new(s), side, hex(a), hex(b))
}

fn put(s: &mut State, u: UnitId, h: &str) {
    s.units[u as usize].loc = Loc::Hex(hex(h));
}

fn far(s: &State, u: UnitId) -> u32 {
    destinations(s, u).iter().map(|d| d.cost).max().unwrap_or(0)
}

/// [10.1.9], [10.2.1], [10.3.1] 4, [10.4.2]: a Pact division in West Germany (an enemy nation) is supplied
/// by its front's HQ (support range 6) six hexes away, counting the HQ's hex and not its own; seven hexes
/// away it has neither supply.
#[test]
fn the_hq_s_link_is_its_support_range() {
    let mut s = state();
    let hq = s.place("negf-hq", "4511");
    assert_eq!(s.values(hq).0, 6, "the NEGF HQ's support range");
    let u = s.place("su-16-td", "4517");
    assert_eq!(s.data().distance(hex("4511"), hex("4517")), 6);
    assert_eq!(supply_of(&s, u), (true, true));
    put(&mut s, u, "4518");
    assert_eq!(supply_of(&s, u), (false, false));
}

/// [10.1.1]: the two supplies are checked apart: the Movement Supply Segment marks only Movement-OOS and
/// the Joint Combat Supply segment only Combat-OOS, on the same unsupplied unit.
#[test]
fn movement_and_combat_supply_are_marked_apart() {
    let mut s = state();
    let u = s.place("su-16-td", "4518");
    assert_eq!(supply_of(&s, u), (false, false));
    supply::movement_supply(&mut s, Side::Wp);
    assert!(s.units[u as usize].moos);
    assert!(!s.units[u as usize].coos, "the movement check places no Combat-OOS marker");
    let mut t = state();
    let v = t.place("su-16-td", "4518");
    supply::combat_supply(&mut t, &[v]);
    assert!(t.units[v as usize].coos);
    assert!(!t.units[v as usize].moos, "the combat check places no Movement-OOS marker");
}

/// [10.2.3] 1, 2 and its last sentence: a Pact line of supply does not step into a NATO unit's hex nor into
/// a hex in a NATO zone, unless a Pact ground unit stands in that hex.
#[test]
fn a_line_of_supply_stops_at_enemy_units_and_zones() {
    let mut s = state();
    assert!(step(&s, Side::Wp, "4512", "4513"));
    let nato = s.place("wg-2-83", "4513");
    assert!(!step(&s, Side::Wp, "4512", "4513"), "an enemy unit");
    // Under a Train marker it has no zone ([13.4]), and its hex still stops the line.
    s.units[nato as usize].train = Some(Train::Entrained);
    assert!(!Board::new(&s).in_ezoc(Side::Wp, hex("4513")));
    assert!(!step(&s, Side::Wp, "4512", "4513"), "an enemy unit without a zone");
    s.units[nato as usize].train = None;
    put(&mut s, nato, "4514");
    assert!(!step(&s, Side::Wp, "4512", "4513"), "an enemy zone");
    s.place("su-16-td", "4513");
    assert!(step(&s, Side::Wp, "4512", "4513"), "a friendly ground unit in the zone");
}

/// [10.2.3] 3 and its last sentence: a Pact line does not enter a NATO free city (Luxembourg, 4529) nor a
/// Pact city NATO has conquered (Schwerin, 2412: a conquered city has no zone, [30.3.1]); a NATO line
/// enters its own free city though a Pact zone covers it. [30.1.2] 1: a friendly-controlled city, free or
/// conquered, stops the enemy's lines.
#[test]
fn a_line_of_supply_stops_at_enemy_cities_and_passes_its_own() {
    let mut s = state();
    let n = ring("2412")[0].clone();
    assert!(step(&s, Side::Wp, &n, "2412"));
    s.conquests.push(Conquest { hex: hex("2412"), by: Side::Nato });
    assert!(!Board::new(&s).in_ezoc(Side::Wp, hex("2412")));
    assert!(!step(&s, Side::Wp, &n, "2412"), "an enemy-controlled city");
    assert!(step(&s, Side::Nato, &n, "2412"));
    assert!(s.free_city_of(hex("4529"), Side::Nato));
    assert!(!step(&s, Side::Wp, "4528", "4529"));
    assert!(step(&s, Side::Nato, "4528", "4529"));
    s.place("su-16-td", "4530");
    assert!(Board::new(&s).in_ezoc(Side::Nato, hex("4529")));
    assert!(step(&s, Side::Nato, "4528", "4529"), "a free city negates the zone in its hex");
}

/// [10.2.3] 4, 5: no line across a blocked hexside or an all-sea one; a causeway carries it.
#[test]
fn a_line_of_supply_crosses_no_blocked_or_all_sea_hexside() {
    let edit = |c: Crossing, feature: Option<&str>| {
        state_with(move |d| {
            let (a, b) = (hex("4512"), hex("4513"));
            let side = d.sides.get_mut(&(a.min(b), a.max(b))).expect("neighbours");
            side.crossing = c;
            side.feature = feature.map(str::to_string);
        })
    };
    assert!(!step(&edit(Crossing::Blocked, None), Side::Wp, "4512", "4513"));
    assert!(!step(&edit(Crossing::AllSea, None), Side::Nato, "4512", "4513"));
    assert!(step(&edit(Crossing::AllSea, Some("causeway")), Side::Nato, "4512", "4513"));
}

/// [10.2.5]: Nuclear and Chemical markers and Air Interdiction Zones do not stop a line of supply: the
/// division six hexes from its HQ stays supplied with all three on the hexes between.
#[test]
fn markers_and_interdiction_zones_do_not_stop_a_line() {
    let mut s = state();
    s.place("negf-hq", "4511");
    let u = s.place("su-16-td", "4517");
    s.aiz.push((hex("4513"), Side::Nato));
    s.nuclear = Some(Default::default());
    s.nuclear.as_mut().unwrap().markers.push(hex("4514"));
    let mut chem = engine::games::nato::chemical::Chemical::new(s.scenario_data());
    chem.markers.push(engine::games::nato::chemical::Marker { hex: hex("4515"), side: Side::Nato, persistent: true, turn: 1, pending: false });
    s.chemical = Some(chem);
    assert!(engine::games::nato::chemical::in_chem(&s, hex("4515")));
    assert!(engine::games::nato::nuclear::nuked(&s, hex("4514")));
    assert!(step(&s, Side::Wp, "4512", "4513"));
    assert!(step(&s, Side::Wp, "4513", "4514"));
    assert!(step(&s, Side::Wp, "4514", "4515"));
    assert_eq!(supply_of(&s, u), (true, true));
}

/// [10.2.2], [10.3.3.5]: an HQ's line is any number of links of up to 10 hexes from friendly-controlled
/// city to friendly-controlled city (conquered ones too): the NEGF HQ at 2925, more than 10 hexes from any
/// Pact nation, traces through Oldenburg (2621) and Lüneburg (2615) conquered to Schwerin (2412), as in
/// supply example #1 D (L1628); with the two cities free it has no chain. [30.1.2] 4: a friendly-controlled
/// city anchors an end of a link.
#[test]
fn an_hq_chains_links_through_conquered_cities() {
    let mut s = state();
    let hq = s.place("negf-hq", "2925");
    assert!(!hq_traces(&s, &Ctx::new(&s), hq));
    for c in ["2621", "2615"] {
        s.conquests.push(Conquest { hex: hex(c), by: Side::Wp });
    }
    assert!(hq_traces(&s, &Ctx::new(&s), hq));
}

/// [10.3.3.3]: a free city conquered stops at once being a source of its alliance; retaken, it is one
/// again at once (supplied).
#[test]
fn a_conquered_city_is_no_source_until_retaken() {
    let mut s = state();
    let h = hex("2621");
    assert!(city_supplied(&s, &Board::new(&s), Side::Nato, h));
    s.conquests.push(Conquest { hex: h, by: Side::Wp });
    assert!(!city_supplied(&s, &Board::new(&s), Side::Nato, h));
    assert!(!Ctx::new(&s).city(&s, Side::Nato, h));
    s.conquests.clear();
    assert!(Ctx::new(&s).city(&s, Side::Nato, h));
}

/// A state with no city on the map (so no port and no chain of cities): West German units and HQs can
/// draw only on the one West German map-edge hex, 5716.
fn no_city() -> State {
    state_with(|d| {
        for h in d.hexes.iter_mut() {
            h.city = None;
        }
    })
}

/// [10.1.4] 3, [10.3.1] 2, [10.2.1]: a map-edge hex of a unit's home nation supplies it within a link of
/// 10 hexes: with no West German city, a West German brigade at 4716, 10 hexes from the edge hex 5716, has
/// both supplies; at 4616, 11 hexes, neither.
#[test]
fn a_home_edge_hex_is_a_source_within_ten_hexes() {
    let mut s = no_city();
    assert!(s.data().hexes[hex("5716") as usize].edge);
    assert_eq!(s.data().distance(hex("4716"), hex("5716")), 10);
    let u = s.place("wg-2-83", "4716");
    assert_eq!(supply_of(&s, u), (true, true));
    put(&mut s, u, "4616");
    assert_eq!(s.data().distance(hex("4616"), hex("5716")), 11);
    assert_eq!(supply_of(&s, u), (false, false));
}

/// [10.3.2] 2: an HQ's home map-edge hex is its source: the West German I Corps HQ at 4716 traces to 5716.
#[test]
fn a_home_edge_hex_is_an_hq_source() {
    let mut s = no_city();
    let hq = s.place("wg1-hq", "4716");
    assert!(hq_traces(&s, &Ctx::new(&s), hq));
    // Ringed by Pact units, its link reaches no hex beyond its own.
    let n = ring("4716");
    s.place("su-16-td", &n[0]);
    s.place("su-21-mrd", &n[1]);
    assert!(!hq_traces(&s, &Ctx::new(&s), hq));
}

/// [10.4.4], [10.4.4.1]: an HQ supplies only its subordinates: a NEGF division six hexes from the SEGF HQ
/// is unsupplied, and supplied by the NEGF HQ in the same hex.
#[test]
fn a_pact_unit_draws_on_its_own_front_s_hq() {
    let mut s = state();
    let segf = s.place("segf-hq", "4511");
    let u = s.place("su-16-td", "4517");
    assert!(!superior(&s, segf, u));
    assert_eq!(supply_of(&s, u), (false, false));
    let negf = s.place("negf-hq", "4511");
    assert!(superior(&s, negf, u));
    assert_eq!(supply_of(&s, u), (true, true));
}

/// [10.4.4.3]: a Pact independent unit draws on any Pact HQ: the 97th Guards Airborne and an East German
/// border unit on each front's HQ, the Baltic Corps HQ's included for the airborne ([10.9.1]).
#[test]
fn pact_independents_draw_on_any_hq() {
    let mut s = state();
    let abn = s.place("su-97-abn", "4517");
    let border = s.place("gdr-gr-1", "4516");
    for key in ["negf-hq", "segf-hq", "pof-hq", "czf-hq", "baf-hq"] {
        let hq = s.place(key, "4511");
        assert!(superior(&s, hq, abn), "{key}");
        assert!(superior(&s, hq, border), "{key}");
    }
    let bc = s.place("bc-hq", "4511");
    assert!(superior(&s, bc, abn));
    let division = s.place("su-16-td", "4515");
    let segf = s.place("segf-hq", "4511");
    assert!(!superior(&s, segf, division), "not a division of another front");
}

/// [10.4.4.5]: a NATO unit draws on any HQ of its nationality, whatever its corps; Canadians count as US;
/// never another nation's HQ.
#[test]
fn nato_units_draw_on_any_hq_of_their_nation() {
    let mut s = state();
    let us7 = s.place("us-1-1ad-83", "4517");
    assert_eq!(s.data().units[us7 as usize].command, "us7");
    let ca = s.place("ca-4-1", "4516");
    let us5 = s.place("us5-hq", "4514");
    assert!(superior(&s, us5, us7), "another US corps' HQ");
    assert!(superior(&s, us5, ca), "a Canadian brigade counts as US");
    assert_eq!(supply_of(&s, us7), (true, true));
    let uk = s.place("uk1-hq", "4511");
    assert!(!superior(&s, uk, us7));
    assert!(!superior(&s, uk, ca));
    let nl = s.place("nl-11", "4515");
    assert!(!superior(&s, us5, nl));
}

/// [10.4.4.6]: LANDJUT and LANDZEALAND supply every Danish and West German unit and the other nations'
/// units of their command, and are interchangeable; those units may still draw on their own nation's HQ;
/// no other unit.
#[test]
fn the_multinational_hqs_subordinates() {
    let mut s = state();
    let lj = s.place("lj-hq", "4511");
    let lz = s.place("lz-hq", "4510");
    let dk = s.place("dk-z1", "4517");
    let wg = s.place("wg-2-83", "4516");
    let uk_lj = s.place("uk-1-inf", "4515");
    let us = s.place("us-1-1ad-83", "4514");
    let nl = s.place("nl-11", "4513");
    for hq in [lj, lz] {
        assert!(superior(&s, hq, dk));
        assert!(superior(&s, hq, wg));
        assert!(superior(&s, hq, uk_lj), "a British brigade of LANDJUT's command");
        assert!(!superior(&s, hq, us));
        assert!(!superior(&s, hq, nl));
    }
    let uk = s.place("uk1-hq", "4512");
    assert!(superior(&s, uk, uk_lj), "and its own nation's HQ");
}

/// [10.4.2.1]: a suppressed HQ still supplies its subordinates.
#[test]
fn a_suppressed_hq_supplies() {
    let mut s = state();
    let hq = s.place("negf-hq", "4511");
    let u = s.place("su-16-td", "4517");
    s.units[hq as usize].suppressed = true;
    assert_eq!(supply_of(&s, u), (true, true));
    // Out of supply it does not.
    s.units[hq as usize].hq_oos = true;
    assert_eq!(supply_of(&s, u), (false, false));
}

/// [10.4.2.2] 1, 4 and [10.4.3] 1, 4: a supplied HQ moves its whole MA and gives offensive support; an
/// unsupplied one moves half its MA, rounded down, and gives none.
#[test]
fn an_unsupplied_hq_moves_half_and_supports_no_attack() {
    let mut s = state();
    let hq = s.place("negf-hq", "4515");
    let ma = s.values(hq).2 as u32;
    assert!(far(&s, hq) > ma / 2);
    let attacker = s.place("su-16-td", "4513");
    assert!(support_hqs(&s, Side::Wp, &[attacker]).contains(&hq));
    s.units[hq as usize].hq_oos = true;
    assert!(far(&s, hq) <= ma / 2);
    assert!(!support_hqs(&s, Side::Wp, &[attacker]).contains(&hq));
}

/// [10.4.3]: the subordinates (and independents) an unsupplied HQ no longer supplies are marked
/// Movement-OOS at the next Movement Supply Segment, and none Combat-OOS.
#[test]
fn an_unsupplied_hq_s_units_are_marked_movement_oos_only() {
    let mut s = state();
    let hq = s.place("negf-hq", "4511");
    let u = s.place("su-16-td", "4517");
    let abn = s.place("su-97-abn", "4516");
    supply::movement_supply(&mut s, Side::Wp);
    assert!(!s.units[u as usize].moos && !s.units[abn as usize].moos);
    s.units[hq as usize].hq_oos = true;
    supply::movement_supply(&mut s, Side::Wp);
    for x in [u, abn] {
        assert!(s.units[x as usize].moos);
        assert!(!s.units[x as usize].coos);
    }
}

/// [10.5.1]: the Movement Supply Segment places the marker on the units that trace no line and lifts it
/// from those that trace one.
#[test]
fn the_movement_supply_segment_places_and_lifts() {
    let mut s = state();
    let cut = s.place("su-16-td", "4518");
    let home = s.place("su-21-mrd", "2709");
    s.units[home as usize].moos = true;
    supply::movement_supply(&mut s, Side::Wp);
    assert!(s.units[cut as usize].moos);
    assert!(!s.units[home as usize].moos, "in the GDR it traces to a free city");
}

/// [10.5.2] 1, [10.5.5]: the Recovery Phase checks only the marked units: it lifts the marker where a
/// line is traced, keeps it where none is, and places none on an unmarked unit that traces no line.
#[test]
fn the_recovery_phase_lifts_movement_oos_and_places_none() {
    let mut s = state();
    let unmarked = s.place("su-16-td", "4518");
    let marked = s.place("su-21-mrd", "4519");
    let home = s.place("su-94-mrd", "2709");
    s.units[marked as usize].moos = true;
    s.units[home as usize].moos = true;
    supply::recovery_supply(&mut s, Side::Wp);
    assert!(!s.units[unmarked as usize].moos, "no marker is placed outside the segment");
    assert!(s.units[marked as usize].moos);
    assert!(!s.units[home as usize].moos);
}

/// [10.5.6]: units in a reinforcement box or the SRB are always in movement supply (and combat supply);
/// the Movement Supply Segment marks none of them.
#[test]
fn units_off_the_map_are_supplied() {
    let mut s = state();
    let a = s.place("su-16-td", "4518");
    let b = s.place("su-21-mrd", "4519");
    s.units[a as usize].loc = Loc::Box(1);
    s.units[b as usize].loc = Loc::Srb;
    assert_eq!(supply_of(&s, a), (true, true));
    assert_eq!(supply_of(&s, b), (true, true));
    supply::movement_supply(&mut s, Side::Wp);
    assert!(!s.units[a as usize].moos && !s.units[b as usize].moos);
}

/// [10.6]: every unit starts in combat supply and stays so until checked: a division that traces no line
/// but carries no Combat-OOS marker attacks at full strength; marked, at half ([10.6.1]).
#[test]
fn combat_supply_lasts_until_checked() {
    let mut s = state();
    let u = s.place("su-16-td", "4518");
    assert_eq!(supply_of(&s, u).1, false);
    assert!(s.units.iter().all(|x| !x.coos && !x.moos), "a new game has no marker");
    let full = attack_factor(&s, u, hex("4519"));
    assert!(full > 0.0);
    s.units[u as usize].coos = true;
    assert_eq!(attack_factor(&s, u, hex("4519")), full / 2.0);
}

/// [10.6] 2, [10.6.2]: the Recovery Phase lifts Combat-OOS from a unit that traces combat supply again and
/// keeps it on one that does not.
#[test]
fn the_recovery_phase_lifts_combat_oos() {
    let mut s = state();
    let cut = s.place("su-16-td", "4518");
    let home = s.place("su-21-mrd", "2709");
    s.units[cut as usize].coos = true;
    s.units[home as usize].coos = true;
    supply::recovery_supply(&mut s, Side::Wp);
    assert!(s.units[cut as usize].coos);
    assert!(!s.units[home as usize].coos);
}

/// [10.8], [10.4.1], [10.8.2]: on game turns 1–7 every Pact front HQ that traces its line is supplied
/// (automatic supply); from game turn 8 each also costs a supply point, paid while points last; an HQ left
/// unpaid is Out of Supply.
#[test]
fn automatic_supply_ends_on_game_turn_8() {
    let mut s = state();
    let negf = s.place("negf-hq", "2709");
    let segf = s.place("segf-hq", "3308");
    s.turn = 7;
    s.supply_points = 0;
    hq_supply_phase(&mut s, Side::Wp);
    assert!(!s.units[negf as usize].hq_oos && !s.units[segf as usize].hq_oos);
    s.turn = 8;
    s.supply_points = 1;
    hq_supply_phase(&mut s, Side::Wp);
    assert_eq!(s.supply_points, 0);
    assert_eq!([s.units[negf as usize].hq_oos, s.units[segf as usize].hq_oos].iter().filter(|&&x| x).count(), 1, "one paid, one not");
    s.supply_points = 2;
    hq_supply_phase(&mut s, Side::Wp);
    assert_eq!(s.supply_points, 0);
    assert!(!s.units[negf as usize].hq_oos && !s.units[segf as usize].hq_oos);
}

/// [10.4.3.1] (L1510), [10.8.3] (L1603), rules 22: from game turn 8 the NEGF HQ in West Germany is left
/// unpaid; the 16th Tank Division six hexes away is then Movement-OOS only for that reason and still
/// counts as supplied for the airspace, its HQ too; the 21st Motor Rifle Division beyond the HQ's range is
/// out of supply for want of a line and counts for nothing. Read the other way (rules 21, the marker
/// alone decides, decision A1) no Pact airspace is left around the division. Paid, nothing is marked.
#[test]
fn units_out_of_supply_for_an_unpaid_hq_still_count_for_airspace() {
    use engine::games::nato::air::airspace::Airspaces;
    use engine::games::nato::data::HexId;
    let phases = |rules: u32, points: i32| {
        let mut s = state();
        s.rules = rules;
        s.turn = 8;
        let hq = s.place("negf-hq", "4511");
        let td = s.place("su-16-td", "4517");
        let mrd = s.place("su-21-mrd", "4521");
        s.supply_points = points;
        hq_supply_phase(&mut s, Side::Wp);
        supply::movement_supply(&mut s, Side::Wp);
        (s, hq, td, mrd)
    };
    let (paid, hq, td, mrd) = phases(22, 1);
    assert!(!paid.units[hq as usize].hq_oos && !paid.units[td as usize].moos);
    assert!(paid.units[mrd as usize].moos, "the motor rifle division is beyond the HQ's range");
    let (now, ..) = phases(22, 0);
    let (before, ..) = phases(21, 0);
    for s in [&now, &before] {
        assert!(s.units[hq as usize].hq_oos && s.units[td as usize].moos && s.units[mrd as usize].moos);
    }
    assert!(now.units[hq as usize].unpaid && now.units[td as usize].unpaid);
    assert!(!now.units[mrd as usize].unpaid, "out of supply for want of a line, not of a point");
    assert!(!before.units[td as usize].unpaid, "not read before rules 22");
    // The hexes the Pact has no airspace near under rules 21 but has under rules 22: within 5 hexes of the
    // division or its HQ ([11.0]), none near the motor rifle division alone.
    let d = now.data();
    let (a, b) = (Airspaces::new(&now), Airspaces::new(&before));
    let gained: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&h| now.playable(h) && a.near(&now, Side::Wp, h) && !b.near(&before, Side::Wp, h)).collect();
    assert!(gained.len() > 20, "{} hexes of Pact airspace gained", gained.len());
    assert!(gained.iter().all(|&h| d.distance(h, hex("4517")) <= 5 || d.distance(h, hex("4511")) <= 5), "only the unpaid units' reach");
    assert!(!gained.iter().any(|&h| d.distance(h, hex("4521")) <= 5 && d.distance(h, hex("4517")) > 5 && d.distance(h, hex("4511")) > 5));
    assert_eq!(Airspaces::new(&paid).near(&paid, Side::Wp, hex("4517")), true, "paid: supplied outright");
}

/// [10.8.2]: an HQ that traces no line to a source cannot be supplied with a supply point, and none is
/// spent on it.
#[test]
fn no_supply_point_for_an_hq_without_a_line() {
    let mut s = state();
    let negf = s.place("negf-hq", "2709");
    let n = ring("2709");
    s.place("wg-2-83", &n[0]);
    s.place("wg-31-83", &n[1]);
    s.turn = 8;
    s.supply_points = 2;
    hq_supply_phase(&mut s, Side::Wp);
    assert!(s.units[negf as usize].hq_oos);
    assert_eq!(s.supply_points, 2);
}

/// [10.8.4]: after automatic supply, Pact units in a Pact nation still trace to its free cities; only those
/// in an enemy nation depend on their front's HQ, here unpaid.
#[test]
fn the_pact_at_home_keeps_its_supply_without_supply_points() {
    let mut s = state();
    s.turn = 8;
    s.supply_points = 0;
    let hq = s.place("negf-hq", "4511");
    let home = s.place("su-21-mrd", "2709");
    let abroad = s.place("su-16-td", "4517");
    assert!(hq_traces(&s, &Ctx::new(&s), hq), "it traces its line: only the supply point is missing");
    hq_supply_phase(&mut s, Side::Wp);
    assert!(s.units[hq as usize].hq_oos);
    assert_eq!(supply_of(&s, home), (true, true));
    assert_eq!(supply_of(&s, abroad), (false, false));
}

/// [10.4.4.7]: an HQ supplies no unit under a Train marker, of either face: the division six hexes from its
/// HQ loses both supplies once entrained or entraining (rules 18; under rules 17 the HQ supplied it).
#[test]
fn an_hq_supplies_no_unit_under_a_train_marker() {
    let mut s = state();
    s.rules = supply::MARKERS;
    s.place("negf-hq", "4511");
    let u = s.place("su-16-td", "4517");
    assert_eq!(supply_of(&s, u), (true, true));
    for train in [Train::Entrained, Train::Entraining(1)] {
        s.units[u as usize].train = Some(train);
        assert_eq!(supply_of(&s, u), (false, false));
    }
    s.rules = supply::MARKERS - 1;
    assert_eq!(supply_of(&s, u), (true, true));
}

/// [10.6] 1, [10.6.2]: the Joint Combat Supply segment places the Combat-OOS marker on a participant that
/// traces no combat supply and lifts it from one that traces it again (rules 18; under rules 17 only the
/// Recovery Phase lifted it).
#[test]
fn the_joint_combat_supply_segment_places_and_lifts() {
    let mut s = state();
    s.rules = supply::MARKERS;
    let cut = s.place("su-16-td", "4518");
    let home = s.place("su-21-mrd", "2709");
    s.units[home as usize].coos = true;
    supply::combat_supply(&mut s, &[cut, home]);
    assert!(s.units[cut as usize].coos);
    assert!(!s.units[home as usize].coos);
    s.rules = supply::MARKERS - 1;
    s.units[home as usize].coos = true;
    supply::combat_supply(&mut s, &[home]);
    assert!(s.units[home as usize].coos);
}

/// [10.0]'s summary (L1378): a unit out of either supply neither reacts nor counterattacks, and one out of
/// movement supply moves at most half its MA (rounded down). Two West German brigades on row 45, the Pact
/// attacking 4512: the brigade in 4513 may react into it while supplied; marked Movement-OOS or
/// Combat-OOS it may not; and Movement-OOS its farthest move costs no more than half its MA.
#[test]
fn a_unit_out_of_either_supply_does_not_react() {
    use engine::games::nato::combat::reaction::reactors;
    let mut s = super::common::current();
    s.place("wg-2-83", "4512");
    let u = s.place("wg-1-83", "4513");
    assert!(reactors(&s, Side::Wp, hex("4512")).contains(&u), "supplied: it reacts");
    let full = far(&s, u);
    s.units[u as usize].moos = true;
    assert!(!reactors(&s, Side::Wp, hex("4512")).contains(&u), "Movement-OOS");
    let ma = s.values(u).2 as u32;
    assert!(far(&s, u) <= ma / 2 && far(&s, u) < full, "half its MA");
    s.units[u as usize].moos = false;
    s.units[u as usize].coos = true;
    assert!(!reactors(&s, Side::Wp, hex("4512")).contains(&u), "Combat-OOS");
}

/// [10.1.2] (L1386), [10.3] (L1432): a line of supply is links joined end to end, and it must end at a
/// source: the division six hexes from its front's HQ is supplied through the HQ's own chain of links;
/// with the HQ marked out of supply at its HQ Supply Phase (its chain ends at no source) the same first
/// link leads nowhere and the division has neither supply (read as "a link to an HQ is enough", it would
/// keep both).
#[test]
fn a_line_is_links_that_end_at_a_source() {
    let mut s = super::common::current();
    let hq = s.place("negf-hq", "4511");
    let u = s.place("su-16-td", "4517");
    assert_eq!(supply_of(&s, u), (true, true));
    s.units[hq as usize].hq_oos = true;
    assert_eq!(supply_of(&s, u), (false, false));
}

/// [10.1.3] (L1388): a free city is supplied by a link of at most 10 hexes to another free city of its
/// alliance, of whatever nation: Luxembourg (4529), the Grand Duchy's only city and no port, is supplied
/// through its neighbours' cities (read as "of its own nation", it never could be). Ringed by Pact units it
/// is not.
#[test]
fn a_free_city_is_supplied_by_any_allied_free_city() {
    let mut s = super::common::current();
    assert_eq!(s.cities_of("lu"), vec![hex("4529")]);
    assert!(city_supplied(&s, &Board::new(&s), Side::Nato, hex("4529")));
    let keys: Vec<String> = (0..s.data().units.len() as UnitId).filter(|&u| s.side(u) == Side::Wp && s.class(u).maneuver()).take(6).map(|u| s.key(u).to_string()).collect();
    for (k, n) in keys.iter().zip(ring("4529")) {
        if s.playable(hex(&n)) {
            s.place(k, &n);
        }
    }
    assert!(!city_supplied(&s, &Board::new(&s), Side::Nato, hex("4529")), "ringed");
}

/// [10.4] (L1483): an HQ's supply is settled at its side's HQ Supply Phase and stays until the next one:
/// the front HQ at 4511, marked Out of Supply at an earlier phase, supplies nobody though it could trace
/// its chain now; the next HQ Supply Phase lifts the marker (read as a status traced whenever asked, it
/// would supply at once).
#[test]
fn an_hq_s_supply_is_fixed_at_its_hq_supply_phase() {
    let mut s = super::common::current();
    let hq = s.place("negf-hq", "4511");
    let u = s.place("su-16-td", "4517");
    assert!(hq_traces(&s, &Ctx::new(&s), hq), "it traces its chain now");
    s.units[hq as usize].hq_oos = true;
    assert!(!supplied_hqs(&s, Side::Wp).contains(&hq));
    assert_eq!(supply_of(&s, u), (false, false));
    hq_supply_phase(&mut s, Side::Wp);
    assert!(!s.units[hq as usize].hq_oos);
    assert_eq!(supply_of(&s, u), (true, true));
}
