//! Western Beachheads (DF 2.4.2, L760–L786; TEC L2276–L2277) and the Western Armor Reserves (DF 7.7.3,
//! L1335–L1340), rules 5: placement for the beach's Transport Points with the naval icon, the weather and
//! Beach Closed limits, the one land hex a Beachhead joins and only for Western units, its 4 steps, its
//! port, the beach bonus and no city bonus, the OKW round's removal, Naval Dominance's Mulberry; WAR.

use engine::games::downfall::beachheads;
use engine::games::downfall::build::Build;
use engine::games::downfall::combat;
use engine::games::downfall::data::{Faction, Weather};
use engine::games::downfall::movement;
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::supply;
use engine::games::downfall::Downfall;
use engine::record::Header;
use engine::Game;

use super::common::*;

/// Calvados (beaches.tsv): the sea hex 3512, pointing at 3413; 2 Transport Points; Fair only; closed in the
/// campaign and Husky until turn 4.
const CALVADOS: &str = "3512";
const CALVADOS_LAND: &str = "3413";

fn beach_index(s: &State, key: &str) -> u8 {
    s.data().beaches.iter().position(|b| b.key == key).unwrap_or_else(|| panic!("no beach {key}")) as u8
}

/// Overlord with an empty map (the UK's units stay in their land area), the West choosing its order.
fn overlord() -> State {
    let mut s = start("overlord", 1);
    clear(&mut s);
    s.init = [10, 40, 40, 40];
    s.weather = Weather::Fair;
    s
}

fn west_redeploy(s: &mut State, marker: &str) {
    set_track(s, &[marker]);
    choosing(s, Faction::West);
    act(s, &format!("take {marker}:redeploy"));
}

/// A Western armoured unit waiting in the UK land area, shown on its armoured side.
fn uk_armour(s: &mut State) -> usize {
    let u = (0..s.units.len())
        .find(|&u| s.units[u].loc == Loc::Area("uk".into()) && s.faction(u) == Faction::West && s.is_combat(u) && s.data().units[u].back.is_some_and(|b| b.armored()))
        .expect("Western armour in the UK");
    s.units[u].flipped = true;
    u
}

fn landed_at(s: &mut State, key: &str) {
    let b = beach_index(s, key);
    beachheads::place(s, b, None);
}

/// L766: with a naval-icon Redeploy the West places a Beachhead from its force pool on an empty beach,
/// paying the beach's Transport Points; with too few points left the dearer beaches are not offered.
#[test]
fn a_beachhead_costs_its_beachs_transport_points() {
    let mut s = overlord();
    assert_eq!((s.tp, s.beachheads), (4, 2), "Overlord: 4 TP (reconstructed), 2 Beachheads (L760)");
    west_redeploy(&mut s, "w-ops-1");
    assert!(offered(&s, "land calvados"), "{:?}", notations(&s));
    assert!(offered(&s, "land brittany"), "3 TP of 4");
    act(&mut s, "land calvados");
    assert_eq!((s.tp, s.beachheads), (2, 1));
    assert!(beachheads::at(&s, hex(CALVADOS)).is_some());
    assert!(!offered(&s, "land calvados"), "a beach holds one marker");
    assert!(offered(&s, "land seine"), "2 TP left");
    assert!(!offered(&s, "land brittany"), "3 TP with 2 left");
}

/// L766: the current weather must allow a landing (Channel beaches Fair only in the pack); a Beach Closed
/// marker forbids it (Husky's Channel beaches until turn 4, reconstructed).
#[test]
fn weather_and_beach_closed_markers_forbid_a_landing() {
    let mut s = overlord();
    s.weather = Weather::Mud;
    west_redeploy(&mut s, "w-ops-1");
    assert!(!offered(&s, "land calvados"), "no Channel landing in Mud");
    assert!(offered(&s, "land salerno"), "Salerno allows Mud");
    let mut h = start("husky", 1);
    assert_eq!(h.turn, 3);
    let calvados = h.data().beaches[beach_index(&h, "calvados") as usize].clone();
    assert!(beachheads::closed(&h, &calvados));
    assert!(!beachheads::beaches_open(&h).contains(&beach_index(&h, "calvados")));
    h.turn = 4;
    assert!(!beachheads::closed(&h, &calvados), "the marker leaves at turn 4");
}

/// L766: only an Ops order that activates naval units (the naval icon) places a Beachhead; and only the
/// West (OKW's Redeploys never offer one).
#[test]
fn only_a_naval_icon_places_a_beachhead() {
    let mut s = overlord();
    set_track(&mut s, &["w-ops-6"]);
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-6:redeploy_attack");
    assert!(!notations(&s).iter().any(|n| n.starts_with("land ")), "w-ops-6 shows no naval icon");
    assert!(beachheads::placements(&s, Faction::Okw).is_empty());
}

/// L766: with its force pool empty, the West may take an empty Beachhead from the map; one with a Western
/// unit in it stays.
#[test]
fn an_empty_beachhead_on_the_map_may_be_taken_again() {
    let mut s = overlord();
    s.beachheads = 1;
    s.tp = 10;
    landed_at(&mut s, "calvados");
    assert_eq!(s.beachheads, 0);
    west_redeploy(&mut s, "w-ops-1");
    assert!(offered(&s, "land seine calvados"), "{:?}", notations(&s));
    let w = find(&s, Faction::West, "leg", None);
    place(&mut s, &w, CALVADOS, 1);
    assert!(!offered(&s, "land seine calvados"), "a Beachhead with a unit in it stays");
}

/// L784, TEC L2277: a Beachhead joins only the land hex its beach points at; Western units cross the beach
/// hexside (1 MP to enter, +1 for the side), Axis units never do.
#[test]
fn only_western_units_cross_the_beach_hexside() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let w = find(&s, Faction::West, "leg", None);
    let u = place(&mut s, &w, CALVADOS_LAND, 1);
    let to = movement::destinations(&s, u, 3);
    assert_eq!(to.get(&hex(CALVADOS)), Some(&2), "1 MP to enter, +1 for the beach side");
    assert!(!to.contains_key(&hex("3511")), "no other hex joins the sea hex");
    s.units[u].loc = Loc::Hex(hex(CALVADOS));
    let out = movement::destinations(&s, u, 3);
    assert!(out.contains_key(&hex(CALVADOS_LAND)));
    let g = find(&s, Faction::Okw, "leg", Some(true));
    s.units[u].loc = Loc::Pool;
    let a = place(&mut s, &g, CALVADOS_LAND, 1);
    assert!(!movement::destinations(&s, a, 5).contains_key(&hex(CALVADOS)), "no Axis unit enters a Beachhead");
}

/// L770: a Beachhead holds at most 4 steps (a Mulberry is unrestricted, L782).
#[test]
fn a_beachhead_holds_four_steps() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let w = find(&s, Faction::West, "leg", None);
    place(&mut s, &w, CALVADOS, 3);
    let v = find(&s, Faction::West, "leg", None);
    let u = place(&mut s, &v, CALVADOS_LAND, 2);
    assert!(!movement::destinations(&s, u, 3).contains_key(&hex(CALVADOS)), "3 + 2 steps > 4");
    s.units[u].steps = 1;
    assert!(movement::destinations(&s, u, 3).contains_key(&hex(CALVADOS)), "3 + 1 steps");
    s.units[u].steps = 2;
    let b = beach_index(&s, "calvados");
    beachheads::make_mulberry(&mut s, b);
    assert!(movement::destinations(&s, u, 3).contains_key(&hex(CALVADOS)), "a Mulberry: 2 units, 6 pips");
}

/// L768, L771: a Beachhead is a Western port: a unit in the UK sails to it (the UK opens on the North Sea,
/// Calvados's area); from a Beachhead, port-to-port crosses no sea-area border.
#[test]
fn port_to_port_to_a_beachhead_stays_in_its_sea_area() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let u = uk_armour(&mut s);
    let key = s.data().units[u].key.clone();
    west_redeploy(&mut s, "w-ops-1");
    act(&mut s, &format!("unit {key}"));
    assert!(offered(&s, &format!("sail {CALVADOS}")), "{:?}", notations(&s));
    act(&mut s, &format!("sail {CALVADOS}"));
    assert_eq!(s.units[u].loc, Loc::Hex(hex(CALVADOS)));
    // From the Beachhead: Naples (the Mediterranean) is across sea-area borders, the UK is not.
    s.cities.insert(hex("2119"), engine::games::downfall::data::Ideology::Western);
    let (ports, areas) = engine::games::downfall::ports::sail_ends(&s, u, &[]);
    assert!(!ports.iter().any(|(h, _, _)| *h == hex("2119")), "no border crossed from a Beachhead");
    let uk = s.data().land_areas.iter().position(|(k, _)| k == "uk").unwrap() as u8;
    assert!(areas.iter().any(|(a, _, _)| *a == uk), "the UK opens on the North Sea");
}

/// L780: at the start of an OKW action round, a Beachhead with no Western unit whose land hex holds an Axis
/// unit returns to the West's force pool; with a Western unit in it, or no Axis unit next to it, it stays.
#[test]
fn okw_round_takes_back_a_cut_off_beachhead() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let g = find(&s, Faction::Okw, "leg", Some(true));
    beachheads::okw_round(&mut s);
    assert_eq!(s.landed.len(), 1, "no Axis unit in 3413");
    let w = find(&s, Faction::West, "leg", None);
    let wu = place(&mut s, &w, CALVADOS, 1);
    place(&mut s, &g, CALVADOS_LAND, 2);
    beachheads::okw_round(&mut s);
    assert_eq!(s.landed.len(), 1, "a Western unit holds it");
    s.units[wu].loc = Loc::Pool;
    beachheads::okw_round(&mut s);
    assert!(s.landed.is_empty());
    assert_eq!(s.beachheads, 2, "back to the force pool");
}

/// The removal runs at the start of an OKW action round through the round's own start (not another
/// faction's).
#[test]
fn the_removal_belongs_to_okws_round() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let g = find(&s, Faction::Okw, "leg", Some(true));
    place(&mut s, &g, CALVADOS_LAND, 2);
    // Indexed West, OKH, Soviet, OKW.
    s.init = [10, 40, 40, 50];
    s.weather_pos = 60;
    s.steps = vec![Step::Round];
    engine::kit::steps::settle(&mut s, 1000).unwrap();
    assert_eq!(s.active, Faction::West, "the West acts first");
    assert_eq!(s.landed.len(), 1);
    let mut t = overlord();
    landed_at(&mut t, "calvados");
    place(&mut t, &g, CALVADOS_LAND, 2);
    t.init = [40, 40, 50, 10];
    t.weather_pos = 60;
    t.steps = vec![Step::Round];
    engine::kit::steps::settle(&mut t, 1000).unwrap();
    assert_eq!(t.active, Faction::Okw);
    assert!(t.landed.is_empty(), "OKW's round starts by taking it back");
}

/// TEC L2277, L772, L784: OKW attacks a Beachhead from its land hex: +2 for the beach side, no city/port
/// bonus; after the defenders are gone it may not advance.
#[test]
fn okw_attacks_a_beachhead_across_the_beach() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let w = find(&s, Faction::West, "leg", None);
    place(&mut s, &w, CALVADOS, 2);
    let g = find(&s, Faction::Okw, "leg", Some(true));
    let a = place(&mut s, &g, CALVADOS_LAND, 2);
    assert!(combat::can_attack_across(&s, a, hex(CALVADOS_LAND), hex(CALVADOS)));
    let o = combat::odds(&s, Faction::Okw, hex(CALVADOS), &[a]);
    assert!(o.lines.contains(&("df.m.water", 2)), "{:?}", o.lines);
    assert!(!o.lines.iter().any(|(k, _)| *k == "df.m.city"), "a Beachhead's port gives no bonus");
    // The defenders gone, OKW may not advance into it.
    for u in 0..s.units.len() {
        if s.units[u].loc == Loc::Hex(hex(CALVADOS)) {
            s.units[u].loc = Loc::Pool;
        }
    }
    s.steps = vec![Step::Round, Step::Advance(combat::Advance { faction: Faction::Okw, hex: hex(CALVADOS), units: vec![a as u16], advanced: 0 })];
    assert!(!offered(&s, &format!("unit {g}")));
}

/// L782: Naval Dominance (from the West's hand) flips a Beachhead to its Mulberry side: a port and city
/// bonus for its defenders, and OKW's round never removes it.
#[test]
fn naval_dominance_makes_a_mulberry() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let card = s.data().actions.iter().position(|c| c.key == "w-naval-dominance").unwrap() as u8;
    west_redeploy(&mut s, "w-ops-1");
    assert!(!offered(&s, "mulberry calvados"), "not without the card");
    s.cards.hands[Faction::West as usize].push(card);
    act(&mut s, "mulberry calvados");
    assert!(s.cards.hands[Faction::West as usize].is_empty());
    assert!(beachheads::at(&s, hex(CALVADOS)).is_some_and(|l| l.mulberry));
    let g = find(&s, Faction::Okw, "leg", Some(true));
    let a = place(&mut s, &g, CALVADOS_LAND, 2);
    beachheads::okw_round(&mut s);
    assert_eq!(s.landed.len(), 1, "a Mulberry is never removed");
    let w = find(&s, Faction::West, "leg", None);
    place(&mut s, &w, CALVADOS, 2);
    let o = combat::odds(&s, Faction::Okw, hex(CALVADOS), &[a]);
    assert!(o.lines.iter().any(|(k, _)| *k == "df.m.city"), "an unrestricted port and city");
}

/// Overlord under rules 5 (before the supply walk held the Beachheads), set up as [`overlord`].
fn overlord_rules_5() -> State {
    let h = Header { game: "downfall".into(), rules: 5, scenario: "overlord".into(), seed: 1, ..Default::default() };
    let mut s = Downfall::setup(&h, Downfall::builtin_data()).expect("sets up");
    clear(&mut s);
    s.init = [10, 40, 40, 40];
    s.weather = Weather::Fair;
    s
}

/// Rules 5: L774–L775, L782: a unit in a Beachhead traces supply through its port (the West uses the North
/// Sea in Overlord), but not to take reinforcement steps; at a Mulberry a British or US unit takes them.
/// (Rules 6 reads the same through the supply walk: the tests below.)
#[test]
fn a_beachheads_port_supplies_but_not_reinforcements() {
    let mut s = overlord_rules_5();
    landed_at(&mut s, "calvados");
    let leg = (0..s.data().units.len())
        .find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].front.key() == "leg" && s.data().units[u].nationality == "us" && s.data().units[u].pips >= 3)
        .unwrap();
    let key = s.data().units[leg].key.clone();
    place(&mut s, &key, CALVADOS, 1);
    assert!(supply::why(&s, leg).in_supply());
    s.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::West))];
    assert!(!offered(&s, &format!("unit {key}")), "no reinforcement steps through a Beachhead");
    let b = beach_index(&s, "calvados");
    beachheads::make_mulberry(&mut s, b);
    assert!(offered(&s, &format!("unit {key}")), "a Mulberry is a US source");
}

/// DF 7.7.3 (L1339–L1340): a Western Mechanize order banks 1 or 2 of its armour steps in the Armor
/// Reserves (the track ends at 10) and spends banked steps like gained ones; others have no reserves.
#[test]
fn western_armor_reserves_bank_and_spend() {
    let mut s = overlord();
    s.war = 0;
    // Only the one unit may take armour steps: the UK's units leave.
    for u in s.units.iter_mut() {
        if matches!(u.loc, Loc::Area(_)) {
            u.loc = Loc::Pool;
        }
    }
    let m = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].front.key() == "motorized" && s.data().units[u].pips >= 3).unwrap();
    let key = s.data().units[m].key.clone();
    let pips = s.data().units[m].pips;
    let u = place(&mut s, &key, "1705", pips - 2);
    s.units[u].flipped = true;
    s.steps = vec![Step::Round, Step::Build(Build::mechanize(Faction::West, 3))];
    act(&mut s, "bank");
    act(&mut s, "bank");
    assert_eq!(s.war, 2);
    assert!(!offered(&s, "bank"), "at most 2 an order");
    act(&mut s, &format!("unit {key}"));
    assert!(!matches!(s.steps.last(), Some(Step::Build(_))), "3 steps: 2 banked, 1 spent");
    // The next Mechanize order spends them like gained steps.
    s.steps = vec![Step::Round, Step::Build(Build::mechanize(Faction::West, 0))];
    act(&mut s, "draw");
    assert_eq!(s.war, 1);
    act(&mut s, &format!("unit {key}"));
    assert_eq!(s.units[u].steps, pips);
    assert!(!offered(&s, "draw"), "a unit at its maximum takes no more");
    // The track ends at 10.
    s.war = 10;
    s.units[u].steps = 1;
    s.steps = vec![Step::Round, Step::Build(Build::mechanize(Faction::West, 2))];
    assert!(!offered(&s, "bank"));
    // The Soviets have no reserves.
    s.steps = vec![Step::Round, Step::Build(Build::mechanize(Faction::Soviet, 2))];
    assert!(!notations(&s).iter().any(|n| n == "bank" || n == "draw"));
}

/// Rules 4 records replay without Beachheads or reserves: the naval Redeploy offers no landing.
#[test]
fn rules_4_places_no_beachhead() {
    let h = Header { game: "downfall".into(), rules: 4, scenario: "overlord".into(), seed: 1, ..Default::default() };
    let mut s = Downfall::setup(&h, Downfall::builtin_data()).expect("sets up");
    clear(&mut s);
    s.init = [10, 40, 40, 40];
    west_redeploy(&mut s, "w-ops-1");
    assert!(!notations(&s).iter().any(|n| n.starts_with("land ")));
    assert_eq!(s.war, 0, "no reserves before rules 5");
}

/// L786: a Beachhead's units never block an enemy trace to the land hex beside it — the ZOC they project
/// there for movement (a German unit entering 3413 stops) is not read by supply.
#[test]
fn a_beachhead_blocks_no_enemy_supply() {
    let mut s = overlord();
    landed_at(&mut s, "calvados");
    let w = find(&s, Faction::West, "leg", None);
    place(&mut s, &w, CALVADOS, 2);
    assert!(s.ezoc(engine::games::downfall::data::Ideology::Axis).contains_key(&hex(CALVADOS_LAND)), "movement's ZOC reaches 3413");
    assert!(!supply::zoc_hexes(&s, engine::games::downfall::data::Ideology::Axis).contains(&hex(CALVADOS_LAND)), "supply's does not");
}

/// Provence (beaches.tsv): the sea hex 2314 in the Western Mediterranean, pointing at 2415, whose only land
/// neighbours are Marseille 2514 and Nice 2515 (Axis cities): no Western port or land area within reach.
const PROVENCE: &str = "2314";
const PROVENCE_LAND: &str = "2415";
const MARSEILLE: &str = "2514";

/// A British leg unit (UK flag: the UK land area is its source, L1806) placed at `h` with `steps`.
fn british(s: &mut State, h: &str, steps: u8) -> usize {
    place(s, "w-1br", h, steps)
}

/// Rules 6, L768 L774: a Beachhead is a Western port, so a unit **outside** it — here in the land hex its
/// beach points at, or one hex farther — traces through it to the UK across the seas the West holds in
/// Overlord. Without the Beachhead 2415 reaches no Western port; under rules 5 only the units standing in it
/// used its port.
#[test]
fn a_unit_beside_a_beachhead_traces_through_its_port() {
    let mut s = overlord();
    let u = british(&mut s, PROVENCE_LAND, 2);
    assert_eq!(supply::why(&s, u), supply::Why::CutOff, "no Beachhead: cut off");
    landed_at(&mut s, "provence");
    assert_eq!(supply::why(&s, u), supply::Why::Traced, "through Provence's port");
    // One hex farther: Marseille → 2415 → the Beachhead: 2 of the 3 overland hexes.
    s.units[u].loc = Loc::Hex(hex(MARSEILLE));
    assert!(supply::why(&s, u).in_supply(), "2514 → 2415 → the Beachhead's port");
    let mut old = overlord_rules_5();
    let v = british(&mut old, PROVENCE_LAND, 2);
    landed_at(&mut old, "provence");
    assert_eq!(supply::why(&old, v), supply::Why::CutOff, "rules 5: only units in the Beachhead used its port");
}

/// L775: no unit traces through a Beachhead's port to take reinforcement steps — from outside it either;
/// L782: a Mulberry's port is unrestricted.
#[test]
fn no_reinforcement_steps_through_a_beachhead_from_outside() {
    let mut s = overlord();
    landed_at(&mut s, "provence");
    let u = british(&mut s, PROVENCE_LAND, 1);
    assert!(supply::why(&s, u).in_supply());
    s.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::West))];
    assert!(!offered(&s, "unit w-1br"), "{:?}", notations(&s));
    let b = beach_index(&s, "provence");
    beachheads::make_mulberry(&mut s, b);
    assert!(offered(&s, "unit w-1br"), "through a Mulberry's port");
}

/// L782: a Mulberry is a supply **source** of US, Canadian and British units, not only a port. In the
/// campaign with no Western fleet at sea the West may use no sea area (DF 1.C L384), so a Beachhead's port
/// leads nowhere and a US unit beside it is cut off; a Mulberry supplies it all the same. US units of the
/// force pool enter at a Mulberry (7.6.2).
#[test]
fn a_mulberry_is_a_source_for_us_units_outside_it() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    landed_at(&mut s, "provence");
    let u = place(&mut s, "w-1us", PROVENCE_LAND, 2);
    assert!(!supply::why(&s, u).in_supply(), "a Beachhead's port with no usable sea");
    let b = beach_index(&s, "provence");
    beachheads::make_mulberry(&mut s, b);
    assert_eq!(supply::why(&s, u), supply::Why::Traced, "the Mulberry is a US source");
    s.units[u].steps = 3;
    let pool = (0..s.data().units.len()).find(|&v| v != u && s.data().units[v].nationality == "us" && s.data().units[v].front.key() == "leg").unwrap();
    s.units[pool].loc = Loc::Pool;
    s.units[pool].flipped = false;
    let key = s.data().units[pool].key.clone();
    s.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::West))];
    assert!(offered(&s, &format!("enter {key} {PROVENCE}")), "{:?}", notations(&s));
}

/// L774: at a Supply event at most 4 Western steps trace through a Beachhead's port. The 2 steps in the
/// Beachhead come first, then the 2 in 2415 beside it; the unit in Marseille (1 step more) is isolated —
/// its only path runs through the full Beachhead. With a Mulberry (unrestricted, L782) all three trace.
///
/// Rules 6: the engine gave the steps, nearest first (`rules 7` asks the West: the next test).
#[test]
fn a_beachhead_supplies_four_steps_at_a_supply_event() {
    let mut s = overlord();
    s.rules = 6;
    landed_at(&mut s, "provence");
    let a = place(&mut s, "w-2br", PROVENCE, 2);
    let b = british(&mut s, PROVENCE_LAND, 2);
    let c = place(&mut s, "w-8br", MARSEILLE, 1);
    assert!([a, b, c].iter().all(|&u| supply::why(&s, u).in_supply()), "each traces on its own");
    let mut t = s.clone();
    supply::supply_event(&mut t);
    assert_eq!(t.units[a].isolated, supply::Isolation::None);
    assert_eq!(t.units[b].isolated, supply::Isolation::None);
    assert_eq!(t.units[c].isolated, supply::Isolation::One, "5 steps through one Beachhead: the last is cut off");
    assert!(t.log.to_vec().iter().any(|e| e.id == "df.isolated" && format!("{:?}", e.args).contains("beachhead_full")));
    let k = beach_index(&s, "provence");
    beachheads::make_mulberry(&mut s, k);
    supply::supply_event(&mut s);
    assert!([a, b, c].iter().all(|&u| s.units[u].isolated == supply::Isolation::None), "a Mulberry has no limit");
}

/// Rules 7, L774 (2.4.2: "the Western steps that may trace through a Beachhead's port", the West's own):
/// with 5 steps needing one Beachhead the West chooses which units use its 4. Here it gives them to the
/// 1-step unit in Marseille and the 2 steps in 2415, so the 2 steps standing in the Beachhead — which the
/// rules-6 engine supplied first — are isolated; the 2-step unit no longer fits the 1 step left and is not
/// offered.
#[test]
fn the_west_chooses_which_units_use_a_beachheads_four_steps() {
    let mut s = overlord();
    landed_at(&mut s, "provence");
    let a = place(&mut s, "w-2br", PROVENCE, 2);
    let b = british(&mut s, PROVENCE_LAND, 2);
    let c = place(&mut s, "w-8br", MARSEILLE, 1);
    s.steps.clear();
    supply::supply_event(&mut s);
    assert!(matches!(s.steps.last(), Some(Step::BeachheadSteps(_))), "the West is asked, not the engine");
    let p = Downfall::prompt(&s);
    assert_eq!(p.id, "df.beachhead_supply");
    for u in [a, b, c] {
        assert!(offered(&s, &format!("unit {}", s.data().units[u].key)), "every unit needing the Beachhead is offered");
    }
    assert!(offered(&s, "done"));
    let n = format!("unit {}", s.data().units[c].key);
    act(&mut s, &n);
    let n = format!("unit {}", s.data().units[b].key);
    act(&mut s, &n);
    assert_eq!(s.units[c].isolated, supply::Isolation::None);
    assert_eq!(s.units[b].isolated, supply::Isolation::None);
    assert_eq!(s.units[a].isolated, supply::Isolation::One, "the unit the West left out is isolated");
    assert!(s.log.to_vec().iter().any(|e| e.id == "df.isolated" && format!("{:?}", e.args).contains("beachhead_full")));
    assert!(matches!(s.steps.last(), Some(Step::Settle(_))), "then its owner pays or eliminates it (DF 11.3)");
}

/// Rules 7: when every unit fits in the Beachheads' steps nothing is asked (the check is made at once).
#[test]
fn no_beachhead_question_when_the_steps_suffice() {
    let mut s = overlord();
    landed_at(&mut s, "provence");
    let a = place(&mut s, "w-2br", PROVENCE, 2);
    let b = british(&mut s, PROVENCE_LAND, 2);
    s.steps.clear();
    supply::supply_event(&mut s);
    assert!(s.steps.is_empty(), "4 steps, one Beachhead: nothing to choose");
    assert!([a, b].iter().all(|&u| s.units[u].isolated == supply::Isolation::None));
}
