//! Events (DF 10, L1696–L1795) and the Pending Area (DF 1.M, L479; DF 12 step 4): the event procedure at
//! step 6 of the action round, its order, the cards' cycle, the Supply event in play, Mare Nostrum and
//! Africa Liberated, High Command's Pending Area and Guards upgrade, the ongoing +1 of Urals Industry,
//! Arsenal of Democracy and High Command, Fatherland Front (reconstructed), and rules-1 records — with the
//! seed's examples: the event procedure (L1723–L1735) and the Guards upgrade (L1749–L1755).

use engine::games::downfall::data::{Faction, Ideology, Weather};
use engine::games::downfall::events::{self, Display};
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::supply::{self, Isolation};
use engine::games::downfall::{round, Downfall};
use engine::kit::steps;
use engine::record::{Header, Record};
use engine::session::Match;
use engine::Game;

use super::common::*;

fn card(s: &State, key: &str) -> u8 {
    s.data().events.iter().position(|c| c.key == key).unwrap_or_else(|| panic!("no event card {key}")) as u8
}

fn key(s: &State, c: Option<u8>) -> Option<String> {
    c.map(|c| s.data().events[c as usize].key.clone())
}

/// The state at step 6 of an action round: the Events step on top of the next round.
fn at_step_6(s: &mut State) {
    s.steps = vec![Step::Round, Step::Events];
}

fn settle(s: &mut State) {
    steps::settle(s, 10_000).expect("settles");
}

/// The event display of the example: High Command spent, Supply current, Mare Nostrum pending, Commando
/// Supremo on top of the draw pile.
fn example_display(s: &mut State) {
    let draw: Vec<u8> = std::iter::once(card(s, "e12-commando-supremo")).chain(s.events.draw.iter().copied().filter(|c| ![card(s, "e12-commando-supremo"), card(s, "e08-high-command"), card(s, "e09-supply"), card(s, "e11-mare-nostrum")].contains(c))).collect();
    s.events = Display { draw, pending: Some(card(s, "e11-mare-nostrum")), current: Some(card(s, "e09-supply")), discard: vec![card(s, "e08-high-command")], axis_air: vec![] };
}

/// DF 10.1's example (L1723–L1735): the Soviet marker passed its event space; after the round the Soviets
/// carry out the procedure — Supply goes on the discard pile over High Command, Mare Nostrum becomes
/// Current and, with Axis units in Africa, gives OKW 1 armour step to place at once; Commando Supremo is
/// revealed as the new Pending card; the marker shows its Initiative face again.
#[test]
fn the_event_procedure_example() {
    let mut s = start("campaign", 1);
    example_display(&mut s);
    assert!(events::axis_in_africa(&s), "the campaign has Axis units in Africa");
    s.pending[Faction::Soviet as usize] = true;
    at_step_6(&mut s);
    settle(&mut s);
    assert_eq!(key(&s, s.events.spent()), Some("e09-supply".into()), "Supply is Spent, on the discard pile");
    assert_eq!(key(&s, s.events.discard.first().copied()), Some("e08-high-command".into()), "High Command under it");
    assert_eq!(key(&s, s.events.current), Some("e11-mare-nostrum".into()));
    assert_eq!(key(&s, s.events.pending), Some("e12-commando-supremo".into()));
    assert!(!s.pending[Faction::Soviet as usize], "step 8: back to the Initiative face");
    match s.steps.last() {
        Some(Step::Build(b)) => assert!(b.faction == Faction::Okw && b.armor && b.left == 1, "OKW gains 1 armour step: {b:?}"),
        other => panic!("OKW should place its armour step now: {other:?}"),
    }
}

/// DF 10 (L1698, L1711): several factions showing Pending Event resolve in initiative order — the least
/// advanced marker first — until every marker shows its Initiative face.
#[test]
fn pending_events_resolve_in_initiative_order() {
    let mut s = start("campaign", 1);
    s.init = [40, 30, 35, 50]; // West, OKH, Soviet, OKW (seat order of `Faction`)
    for f in [Faction::West, Faction::Soviet, Faction::Okw] {
        s.pending[f as usize] = true;
    }
    assert_eq!(events::next_pending(&s), Some(Faction::Soviet), "space 36 before 41 and 51");
    let c = |k: &str| card(&s, k);
    s.events = Display { draw: vec![c("e04"), c("e05"), c("e10")], pending: Some(c("e13")), current: Some(c("e14")), discard: vec![], axis_air: vec![] };
    let first = s.events.pending;
    at_step_6(&mut s);
    settle(&mut s);
    // The air adjustments of each procedure (rules 3, DF 10.3): the first offered choice each time.
    while matches!(s.steps.last(), Some(Step::Air(_))) {
        let n = notations(&s)[0].clone();
        act(&mut s, &n);
    }
    assert_eq!(s.pending, [false; 4], "all three resolved in the same step 6");
    let resolvers: Vec<engine::log::Arg> = s.log.to_vec().iter().filter(|e| e.id == "df.event").map(|e| e.args[0].clone()).collect();
    let seat = |f: Faction| engine::log::Arg::Seat(f.seat());
    assert_eq!(resolvers, vec![seat(Faction::Soviet), seat(Faction::West), seat(Faction::Okw)], "least advanced first");
    assert_eq!(s.events.discard.iter().rev().nth(1).copied(), first, "the first Pending card became Current, then Spent");
}

/// DF 5.2, rules version 2: passing an own event space during an order turns the marker to Pending Event, and the
/// event is resolved in the same action round, after the order (DF 6 step 6) — nothing is left pending
/// when the next faction chooses.
#[test]
fn a_marker_passing_its_event_space_resolves_after_the_order() {
    let mut s = start("campaign", 3);
    let f = s.active;
    let before = s.events.clone();
    // The faction's next event space ahead of its marker.
    let me = s.init[f as usize];
    let to_event = (1..=91u16).find(|n| s.data().event_spaces.get(&(((me + n) % 91 + 1) as u8)) == Some(&f)).expect("an event space ahead");
    s.init[f as usize] += to_event - 1;
    // Re-seed (3 initiative) carries the marker over it.
    set_track(&mut s, &[]);
    choosing(&mut s, f);
    s.steps.insert(1, Step::Events);
    act(&mut s, "reseed");
    assert!(!s.pending[f as usize], "resolved at step 6 of the same round");
    assert_ne!(s.events, before, "a card moved through the display");
    assert!(!matches!(s.steps.last(), Some(Step::Events)));
}

/// Rules-1 games keep the markers on Pending Event and resolve nothing (their records replay as played).
#[test]
fn rules_1_resolves_no_event() {
    let h = Header { game: "downfall".into(), rules: 1, scenario: "campaign".into(), seed: 1, ..Default::default() };
    let mut s = Downfall::setup(&h, Downfall::builtin_data()).expect("rules 1 sets up");
    s.pending[Faction::Soviet as usize] = true;
    let before = s.events.clone();
    let f = s.active;
    set_track(&mut s, &[]);
    choosing(&mut s, f);
    act(&mut s, "reseed");
    assert!(s.pending[Faction::Soviet as usize]);
    assert_eq!(s.events, before);
    assert_eq!(events::roll_bonus(&s, Faction::Soviet), 0, "no ongoing benefit under rules 1");
}

fn replays(text: &str) {
    replays_under(text, 1);
}

fn replays_under(text: &str, rules: u32) {
    let r = Record::from_json(text).expect("a record");
    assert_eq!(r.header.rules, rules);
    if let Err(e) = Match::<Downfall>::replay(&r) {
        panic!("{}", e.0);
    }
}

/// Records made by the rules-1 build (`sandtable random downfall --seed 2`, `--seed 3`) replay to the same
/// game: each carries its action checksum, which the replay checks.
#[test]
fn rules_1_records_replay_under_rules_1() {
    replays(include_str!("records/rules1-campaign-seed2.json"));
    replays(include_str!("records/rules1-campaign-seed3.json"));
}

/// Records made by the rules-2 build (`sandtable random downfall --seed 2`, `--seed 3`, before partisans
/// acted, naval and air units played) replay to the same game under rules 2.
#[test]
fn rules_2_records_replay_under_rules_2() {
    replays_under(include_str!("records/rules2-campaign-seed2.json"), 2);
    replays_under(include_str!("records/rules2-campaign-seed3.json"), 2);
}

/// The Supply event (E9, DF 11.3) in a real game: resolved as the Current event, it gives the units that
/// cannot trace their Isolated marker and asks their owners to pay or eliminate.
#[test]
fn the_supply_event_isolates_units_in_play() {
    let mut s = start("campaign", 1);
    let supply_card = card(&s, "e09-supply");
    s.events.draw.retain(|c| *c != supply_card);
    s.events.pending = Some(supply_card);
    s.pending[Faction::Okh as usize] = true;
    at_step_6(&mut s);
    settle(&mut s);
    let isolated = s.units.iter().filter(|u| u.isolated == Isolation::One).count();
    assert!(isolated > 0, "the reconstructed campaign start cuts units off (docs/games/downfall.md)");
    assert!(matches!(s.steps.last(), Some(Step::Settle(_))), "owners pay or eliminate: {:?}", s.steps.last());
    assert_eq!(key(&s, s.events.current), Some("e09-supply".into()));
}

/// DF 10.1 (L1713): with the draw pile empty, the bottom card of the discard pile becomes Pending.
#[test]
fn an_empty_draw_pile_takes_the_bottom_discard() {
    let mut s = start("campaign", 1);
    let (a, b, c, d) = (card(&s, "e01"), card(&s, "e02"), card(&s, "e04"), card(&s, "e05"));
    s.events = Display { draw: vec![], pending: Some(a), current: Some(b), discard: vec![c, d], axis_air: vec![] };
    events::procedure(&mut s, Faction::West);
    assert_eq!(s.events.pending, Some(c), "the bottom card, not the Spent one on top");
    assert_eq!(s.events.current, Some(a));
    assert_eq!(s.events.discard, vec![d, b]);
}

/// DF 3.1, 10.2 (L1737, L1739, L1747, decision Q5): while visible in any of the three boxes, Urals Industry adds
/// 1 to the Soviets' rolls, Arsenal of Democracy to the West's, High Command to both Axis factions'; a card
/// that has left the display gives nothing.
#[test]
fn ongoing_benefits_while_visible() {
    let mut s = start("campaign", 1);
    assert_eq!(key(&s, s.events.pending), Some("e03-urals-industry".into()), "E3 is Pending at the start (L1976)");
    assert_eq!(events::roll_bonus(&s, Faction::Soviet), 1);
    assert_eq!(events::roll_bonus(&s, Faction::West), 0);
    let (urals, arsenal, hc, e01, e02) = (card(&s, "e03-urals-industry"), card(&s, "e06-arsenal-of-democracy"), card(&s, "e08-high-command"), card(&s, "e01"), card(&s, "e02"));
    // Spent (top of the discard pile) still counts; under it it does not.
    s.events = Display { draw: vec![], pending: Some(e01), current: Some(e02), discard: vec![arsenal, hc], axis_air: vec![] };
    assert_eq!(events::roll_bonus(&s, Faction::Okh), 1, "High Command is Spent: visible");
    assert_eq!(events::roll_bonus(&s, Faction::Okw), 1);
    assert_eq!(events::roll_bonus(&s, Faction::West), 0, "Arsenal is under the Spent card");
    assert_eq!(events::roll_bonus(&s, Faction::Soviet), 0, "Urals left the display");
    s.events.current = Some(urals);
    assert_eq!(events::roll_bonus(&s, Faction::Soviet), 1);
}

/// The +1 shows in a combat's DRM for the attacking faction only (DF 8 step 5 with DF 10.2).
#[test]
fn the_benefit_is_a_combat_drm_of_the_attacker() {
    let mut s = start("campaign", 1);
    s.weather = Weather::Fair;
    clear(&mut s);
    let a = place(&mut s, "sov-21-65-24", "3338", 3);
    let _d = place(&mut s, "okh-6a", "3337", 3);
    let o = engine::games::downfall::combat::odds(&s, Faction::Soviet, hex("3337"), &[a]);
    assert!(o.lines.iter().any(|(k, v)| *k == "df.m.event" && *v == 1), "Urals Industry pending: {:?}", o.lines);
    let urals = card(&s, "e03-urals-industry");
    s.events.pending = s.events.draw.iter().copied().find(|c| *c != urals);
    let o2 = engine::games::downfall::combat::odds(&s, Faction::Soviet, hex("3337"), &[a]);
    assert_eq!(o2.drm, o.drm - 1, "without Urals Industry the DRM is one less");
}

/// DF 12 step 4 (L1872) and L479: under rules 2 the turn's reinforcements go to the Pending Area, and a
/// High Command event makes them available (the force pool); Soviet Guards stay pending for the upgrade.
#[test]
fn reinforcements_wait_in_the_pending_area_for_high_command() {
    let mut s = start("campaign", 1);
    round::new_turn(&mut s);
    assert_eq!(s.turn, 2);
    let gd = unit(&s, "sov-2gd");
    assert_eq!(s.units[gd].loc, Loc::Pending, "turn 2's 2nd Gd is pending (L1749)");
    let others: Vec<usize> = (0..s.units.len()).filter(|&u| s.units[u].loc == Loc::Pending && !events::is_guards(&s, u)).collect();
    events::high_command(&mut s);
    for u in others {
        assert_eq!(s.units[u].loc, Loc::Pool, "{}", s.data().units[u].key);
    }
    assert_eq!(s.units[gd].loc, Loc::Pending, "a Guards unit enters only by upgrade");
    assert!(matches!(s.steps.last(), Some(Step::Guards(_))));
}

/// New Turn step 5 (L1873): the discard pile, Spent card included, goes under the draw pile.
#[test]
fn the_new_turn_puts_the_discards_under_the_draw_pile() {
    let mut s = start("campaign", 1);
    let top = s.events.draw[0];
    let spent = s.events.spent().expect("a Spent card at the start");
    round::new_turn(&mut s);
    assert!(s.events.discard.is_empty());
    assert_eq!(s.events.draw[0], top, "the draw pile's order is kept");
    assert_eq!(s.events.draw.last(), Some(&spent));
}

/// The Guards upgrade (E8 point 3, L1746; example L1749–L1755): units A and B, in supply, may be replaced;
/// unit C, which cannot trace supply, may not. A (3 steps, mechanized face) becomes the 2nd Gd, 3 steps
/// mechanized; B (1 step, motorized face) becomes the 3rd Gd Tk, 1 step motorized. The replaced units are
/// removed for good.
#[test]
fn guards_upgrade_example() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let (gd2, gd3) = (unit(&s, "sov-2gd"), unit(&s, "sov-3gd-tk"));
    s.units[gd2].loc = Loc::Pending;
    s.units[gd3].loc = Loc::Pending;
    let a = place(&mut s, "sov-21-65-24", "3931", 3);
    s.units[a].flipped = true;
    let b = place(&mut s, "sov-5tk-1gd", "3931", 1);
    let c = place(&mut s, "sov-66-62-68", "3421", 2); // in Berlin: cut off
    assert!(supply::traces(&s, a) && supply::traces(&s, b) && !supply::traces(&s, c), "the example's supply");
    events::high_command(&mut s);
    let up = events::upgradable(&s, gd2);
    assert!(up.contains(&a) && !up.contains(&c), "C cannot trace supply");
    assert!(!up.contains(&b), "B is not of the 2nd Gd's type");
    assert!(events::upgradable(&s, gd3).contains(&b));
    act(&mut s, "unit sov-21-65-24");
    act(&mut s, "unit sov-5tk-1gd");
    assert_eq!((s.units[gd2].loc.clone(), s.units[gd2].steps, s.units[gd2].flipped), (Loc::Hex(hex("3931")), 3, true));
    assert_eq!((s.units[gd3].loc.clone(), s.units[gd3].steps, s.units[gd3].flipped), (Loc::Hex(hex("3931")), 1, false));
    assert_eq!(s.units[a].loc, Loc::Gone);
    assert_eq!(s.units[b].loc, Loc::Gone);
    assert_eq!(s.units[c].loc, Loc::Hex(hex("3421")));
}

/// With no upgradable unit (or by choice), the Guards unit stays in the Pending Area (L1746).
#[test]
fn a_guards_unit_without_a_match_stays_pending() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let gd2 = unit(&s, "sov-2gd");
    s.units[gd2].loc = Loc::Pending;
    events::high_command(&mut s);
    assert_eq!(notations(&s), vec!["done".to_string()]);
    act(&mut s, "done");
    assert_eq!(s.units[gd2].loc, Loc::Pending);
}

/// E11 Mare Nostrum (L1757–L1762): with no Axis unit in Africa, Africa Liberated — the cities of Libya
/// become Western, the Malta marker moves 2 boxes toward the West, the West gains 1 TP; no armour step.
#[test]
fn mare_nostrum_africa_liberated() {
    let mut s = start("campaign", 1);
    for u in 0..s.units.len() {
        if s.faction(u).is_axis() && s.hex_of(u).and_then(|h| s.data().hex(h)).is_some_and(|x| events::AFRICA.contains(&x.country.as_str())) {
            s.units[u].loc = Loc::Pool;
        }
    }
    s.cities.insert(hex("1218"), Ideology::Axis);
    let (tp, malta) = (s.tp, s.sw[0]);
    assert!(malta > 2, "Malta in play at box {malta}");
    let depth = s.steps.len();
    events::mare_nostrum(&mut s);
    assert_eq!(s.cities.get(&hex("1218")), Some(&Ideology::Western), "Tripoli");
    assert_eq!(s.tp, tp + 1);
    assert_eq!(s.sw[0], malta - 2);
    // No armour step for OKW; the Malta marker's move into zone 2 (DF 7.9.2, rules 6) has OKW take one of
    // its two Italian fleets off the sea.
    assert_eq!(s.steps.len(), depth + 1);
    assert!(matches!(s.steps.last(), Some(Step::SwUnits(_))), "{:?}", s.steps.last());
}

/// Africa Liberated (L1759, rules 10, decision Q22): "every land hex" of French North Africa, Libya, Egypt
/// and the Middle East becomes Western — not only the cities. An OKW unit standing in French North Africa
/// afterwards holds its own hex (A.2), but the empty hex beside it stays Western; rules 9 (cities only, the
/// other hexes computed from the nearest unit or city) gave that hex to the Axis.
#[test]
fn africa_liberated_gives_the_west_every_land_hex() {
    use engine::kit::rows::RowHex;
    let liberated = |rules: u32| {
        let mut s = under(rules, "campaign");
        clear(&mut s);
        events::mare_nostrum(&mut s);
        s.steps.clear();
        s
    };
    let probe = liberated(9);
    let d = probe.data();
    let fna = |h: &RowHex| d.hex(*h).is_some_and(|x| x.country == "french_north_africa" && x.playable() && x.city.is_none());
    let german = (0..probe.units.len()).find(|&u| probe.is_combat(u) && probe.faction(u) == Faction::Okw && probe.data().units[u].german()).expect("an OKW German unit");
    // A French North African hex for the OKW unit and an empty neighbour the Axis would control under rules 9.
    let (x, y) = d
        .hexes
        .keys()
        .filter(|h| fna(h))
        .flat_map(|x| probe.links(*x).filter(fna).map(move |y| (*x, y)).collect::<Vec<_>>())
        .find(|(x, y)| {
            let mut t = probe.clone();
            t.units[german].loc = Loc::Hex(*x);
            supply::controller(&t, *y) == Some(Ideology::Axis)
        })
        .expect("a hex beside an OKW unit in French North Africa");
    for (rules, want) in [(10, Some(Ideology::Western)), (9, Some(Ideology::Axis))] {
        let mut s = liberated(rules);
        s.units[german].loc = Loc::Hex(x);
        assert_eq!(supply::controller(&s, x), Some(Ideology::Axis), "rules {rules}: the unit's own hex (A.2)");
        assert_eq!(supply::controller(&s, y), want, "rules {rules}: the empty hex {}", y.id());
    }
}

/// E7 Fatherland Front (reconstructed, option `reconstructed_events`): a Bulgarian unit more than 3 hexes
/// from Bulgaria is removed; one at 3 stays; without the option nothing happens.
#[test]
fn fatherland_front_reconstructed() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let far = place(&mut s, "okh-bu", "3332", 2);
    let near = place(&mut s, "okw-bu", "2325", 1);
    events::fatherland_front(&mut s);
    assert_eq!(s.units[far].loc, Loc::Hex(hex("3332")), "option off: the card does nothing");
    s.reconstructed_events = true;
    events::fatherland_front(&mut s);
    assert_eq!(s.units[far].loc, Loc::Gone);
    assert_eq!(s.units[near].loc, Loc::Hex(hex("2325")), "in Sofia");
}

/// The option reaches the state from the record's header.
#[test]
fn the_option_is_read_from_the_header() {
    let mut h = Header { game: "downfall".into(), rules: 2, scenario: "campaign".into(), seed: 1, ..Default::default() };
    assert!(!Downfall::setup(&h, Downfall::builtin_data()).expect("sets up").reconstructed_events);
    h.options.insert("reconstructed_events".into(), "on".into());
    assert!(Downfall::setup(&h, Downfall::builtin_data()).expect("sets up").reconstructed_events);
}

/// The view shows the display, who has a Pending Event, and the Pending Area.
#[test]
fn the_view_shows_the_event_display() {
    let mut s = start("campaign", 1);
    s.pending[Faction::Okw as usize] = true;
    let v = Downfall::view_json(&s, None);
    assert_eq!(v["events"]["pending"], "e03-urals-industry");
    assert_eq!(v["events"]["current"], "e01");
    assert_eq!(v["events"]["spent"], "e02");
    assert_eq!(v["events"]["draw_pile"], 16);
    assert_eq!(v["events"]["pending_factions"][0], "okw");
    assert_eq!(v["events"]["roll_bonus"][0], "soviet");
    assert!(v["pending_area"].as_array().is_some());
}

// ---- Partisans (DF 2.2) and Partisan Warfare (DF 7.8) ----

use engine::games::downfall::partisans;

/// DF 2.2, 7.8 (L1352; decision Q12): a partisan goes in an empty hex of the named country that is not nearer by
/// walking route to a friendly unit than to an enemy one — ties allowed; with Soviet units near Ostland's
/// east and Axis units at its west, only the western hexes qualify (the example L1384–L1392 places in
/// Ostland, 4 on the table).
#[test]
fn partisan_placement_not_nearer_to_friendly_units() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    assert_eq!(s.data().partisan_table.get(&(Faction::Soviet, 4)).map(String::as_str), Some("ostland"), "Soviet 4 = Ostland (L1388)");
    // Ostland runs from row 35 (south) to row 42. An Axis unit at 3627 in the south, a Soviet one at 4125
    // in the north: the example's 3526 is nearer the Axis unit and allowed; the hexes a walk away from the
    // Soviet unit are not.
    place(&mut s, "okh-6a", "3627", 3);
    place(&mut s, "sov-21-65-24", "4125", 3);
    let ok = partisans::placements(&s, Faction::Soviet, "ostland");
    assert!(ok.contains(&hex("3526")), "the example's hex (L1392): {ok:?}");
    assert!(!ok.contains(&hex("3627")) && !ok.contains(&hex("4125")), "occupied hexes are not empty");
    let next_to_soviets: Vec<_> = s.links(hex("4125")).filter(|h| s.data().hex(*h).is_some_and(|x| x.country == "ostland")).collect();
    assert!(!next_to_soviets.is_empty());
    for h in next_to_soviets {
        assert!(!ok.contains(&h), "{} is nearer the Soviet unit", h.id());
    }
    assert!(ok.iter().all(|h| s.data().hex(*h).is_some_and(|x| x.country == "ostland")));
}

/// Never in Africa; a partisan with no legal hex is lost (L1352).
#[test]
fn no_partisan_in_africa_and_lost_without_a_hex() {
    let mut s = start("campaign", 1);
    assert!(partisans::placements(&s, Faction::West, "libya").is_empty());
    let before = s.units.iter().filter(|u| matches!(u.loc, Loc::Hex(_))).count();
    s.steps.push(Step::Partisan(partisans::Place { faction: Faction::West, country: "libya".into() }));
    settle(&mut s);
    assert!(s.log.to_vec().iter().any(|e| e.id == "df.partisan_lost"));
    assert_eq!(s.units.iter().filter(|u| matches!(u.loc, Loc::Hex(_))).count(), before);
}

/// DF 7.8's bands (L1348–L1350): 2–4 nothing, 5–9 one Partisan Table roll, 10+ two; the order is offered
/// under rules 2 (not rules 1) and places the partisan where the faction chooses.
#[test]
fn partisan_warfare_order() {
    let d = Downfall::builtin_data();
    let band = |r: i32| d.partisan_bands.iter().find(|(lo, hi, _)| (*lo..=*hi).contains(&r)).map(|b| b.2);
    assert_eq!((band(4), band(5), band(9), band(10)), (Some(0), Some(1), Some(1), Some(2)));
    let mut s = start("campaign", 5);
    set_track(&mut s, &["s-pw"]);
    choosing(&mut s, Faction::Soviet);
    assert!(offered(&s, "take s-pw:partisan_warfare"), "{:?}", notations(&s));
    let h = Header { game: "downfall".into(), rules: 1, scenario: "campaign".into(), seed: 5, ..Default::default() };
    let mut old = Downfall::setup(&h, Downfall::builtin_data()).expect("rules 1");
    set_track(&mut old, &["s-pw"]);
    choosing(&mut old, Faction::Soviet);
    assert!(!offered(&old, "take s-pw:partisan_warfare"), "rules 1 never offered it");
    // Play it until a placement is asked (the seed decides the roll).
    for seed in 0..40 {
        let mut t = start("campaign", seed);
        set_track(&mut t, &["s-pw"]);
        choosing(&mut t, Faction::Soviet);
        act(&mut t, "take s-pw:partisan_warfare");
        if let Some(Step::Partisan(p)) = t.steps.last().cloned() {
            let to = partisans::placements(&t, Faction::Soviet, &p.country)[0];
            act(&mut t, &format!("to {}", to.id()));
            assert_eq!(partisans::partisans_in(&t, to).len(), 1);
            assert!(t.occupancy().get(&to).is_none(), "a partisan is not a combat unit: no ZOC, no control");
            return;
        }
    }
    panic!("no seed placed a partisan");
}

/// Records made by the rules-3 build (`sandtable random downfall --seed 2`, `--seed 3`, before High
/// Command's fleets, Fortresses and Beachheads and Africa Liberated's air moves) replay under rules 3.
#[test]
fn rules_3_records_replay_under_rules_3() {
    replays_under(include_str!("records/rules3-campaign-seed2.json"), 3);
    replays_under(include_str!("records/rules3-campaign-seed3.json"), 3);
}

/// Records made by the rules-4 build (`sandtable random downfall --seed 2`, `--seed 3`, before Beachheads
/// were placed and the Western Armor Reserves used) replay under rules 4.
#[test]
fn rules_4_records_replay_under_rules_4() {
    replays_under(include_str!("records/rules4-campaign-seed2.json"), 4);
    replays_under(include_str!("records/rules4-campaign-seed3.json"), 4);
}

/// Records made by the rules-5 build (`sandtable random downfall --seed 2`, `--seed 3`, before supply ran
/// through Beachheads from outside them, Strategic Warfare adjusted units and Airdrop and OSS Espionage were
/// played) replay under rules 5.
#[test]
fn rules_5_records_replay_under_rules_5() {
    replays_under(include_str!("records/rules5-campaign-seed2.json"), 5);
    replays_under(include_str!("records/rules5-campaign-seed3.json"), 5);
}

/// Records made by the rules-6 build (`sandtable random downfall --seed 2`, `--seed 3`, before the West
/// chose its Bombing swaps and its Beachheads' supplied units and Fate, Big Three Conference and National
/// Liberation Army were played) replay under rules 6.
#[test]
fn rules_6_records_replay_under_rules_6() {
    replays_under(include_str!("records/rules6-campaign-seed2.json"), 6);
    replays_under(include_str!("records/rules6-campaign-seed3.json"), 6);
}

/// Records made by the rules-7 build (`sandtable random downfall --seed 2`; `--seed 3 --option
/// action_cards=partial`, before the West chose the Airdrop's unit) replay under rules 7.
#[test]
fn rules_7_records_replay_under_rules_7() {
    replays_under(include_str!("records/rules7-campaign-seed2.json"), 7);
    replays_under(include_str!("records/rules7-campaign-seed3-partial.json"), 7);
}

/// Records made by the rules-8 build (`sandtable random downfall --seed 2`; `--seed 3 --option
/// action_cards=partial`, before the Middle East joined its land hexes and non-city control was read beyond
/// supply) replay under rules 8.
#[test]
fn rules_8_records_replay_under_rules_8() {
    replays_under(include_str!("records/rules8-campaign-seed2.json"), 8);
    replays_under(include_str!("records/rules8-campaign-seed3-partial.json"), 8);
}

fn under(rules: u32, scenario: &str) -> State {
    let h = Header { game: "downfall".into(), rules, scenario: scenario.into(), seed: 1, ..Default::default() };
    Downfall::setup(&h, Downfall::builtin_data()).expect("sets up")
}

/// E8 point 2 (L1745): a Western fleet in the Pending Area deploys to the North Atlantic, Ready, at High
/// Command — not to the force pool, as other pending units (and as rules 3 did).
#[test]
fn high_command_deploys_pending_western_fleets_to_the_north_atlantic() {
    for (rules, want) in [(4, Loc::Sea("north_atlantic".into())), (3, Loc::Pool)] {
        let mut s = under(rules, "campaign");
        let f = unit(&s, "nav-w-us");
        s.units[f].loc = Loc::Pending;
        s.units[f].flipped = true;
        events::high_command(&mut s);
        assert_eq!(s.units[f].loc, want, "rules {rules}");
    }
}

/// DF 2.1.1 (L552): a Fortress flips back to its Fort Troop side only when High Command resolves — its
/// owner may do so (or not); under rules 3 nothing is offered.
#[test]
fn fortresses_flip_back_at_high_command() {
    let (mut s, fort) = high_command_with_a_fortress(4);
    assert_eq!(notations(&s), vec!["flip okh-11a", "done"]);
    act(&mut s, "flip okh-11a");
    assert!(!s.units[fort].flipped, "a Fort Troop again");
    assert!(!s.steps.iter().any(|x| matches!(x, Step::Unfortify(_))), "OKH had one Fortress: the step is over");
    let (s, _) = high_command_with_a_fortress(3);
    assert!(matches!(s.steps.last(), Some(Step::Round)));
}

/// The campaign under `rules`, the map cleared but for an OKH Fortress (okh-11a flipped) in 3338, after High
/// Command resolves: the state and the Fortress.
fn high_command_with_a_fortress(rules: u32) -> (State, usize) {
    let mut s = under(rules, "campaign");
    clear(&mut s);
    let fort = place(&mut s, "okh-11a", "3338", 3);
    s.units[fort].flipped = true;
    s.steps = vec![Step::Round];
    events::high_command(&mut s);
    (s, fort)
}

/// DF 2.4.2 (L760–L762, decision Q10): Husky and Overlord start with 2 Beachheads in the West's force pool;
/// the campaign gets them at the first High Command in turn 3 or later — not in turn 2, and only once.
#[test]
fn the_campaign_beachheads_come_with_high_command_after_turn_two() {
    assert_eq!(under(4, "husky").beachheads, 2);
    let mut s = under(4, "campaign");
    assert_eq!(s.beachheads, 0);
    s.turn = 2;
    events::high_command(&mut s);
    assert_eq!(s.beachheads, 0, "turn 2 is not after turn 2");
    s.turn = 3;
    events::high_command(&mut s);
    assert_eq!(s.beachheads, 2);
    s.turn = 4;
    events::high_command(&mut s);
    assert_eq!(s.beachheads, 2, "once");
}

/// DF 2.4.2 (L760–L762, decision Q19): the Beachhead markers come from the counter mix (`units.tsv`: two),
/// so the force pool and the map never hold more between them. From rules 10 the campaign's High Command
/// brings in the mix's markers not yet in play (here one, the other standing on a beach); rules 9 always
/// added two, three markers from a mix of two.
#[test]
fn the_campaign_beachheads_come_from_the_counter_mix() {
    use engine::games::downfall::beachheads;
    for (rules, want) in [(10, 2), (9, 3)] {
        let mut s = under(rules, "campaign");
        assert_eq!(beachheads::counters(&s), 2, "units.tsv: two Beachhead counters (L762)");
        s.landed.push(beachheads::Landing { beach: 0, mulberry: false });
        s.turn = 3;
        events::high_command(&mut s);
        assert_eq!(beachheads::in_play(&s), want, "rules {rules}");
    }
}

/// Records made by the rules-9 build (`sandtable random downfall --seed 2`; `--seed 3 --option
/// action_cards=partial`, before an Axis trace for reinforcement steps paid for partisans' hexes and the
/// campaign's Beachheads came from the counter mix) replay under rules 9.
#[test]
fn rules_9_records_replay_under_rules_9() {
    replays_under(include_str!("records/rules9-campaign-seed2.json"), 9);
    replays_under(include_str!("records/rules9-campaign-seed3-partial.json"), 9);
}

/// Records made by the rules-10 build (`sandtable random downfall --seed 2`; `--seed 3 --option
/// action_cards=partial`, before a trace for reinforcement steps checked contested sea areas and OKW attacked
/// the Middle East) replay under rules 10.
#[test]
fn rules_10_records_replay_under_rules_10() {
    replays_under(include_str!("records/rules10-campaign-seed2.json"), 10);
    replays_under(include_str!("records/rules10-campaign-seed3-partial.json"), 10);
}

/// Records made by the rules-11 build (`sandtable random downfall --seed 2`; `--seed 3 --option
/// action_cards=partial`; `--seed 4`, before an air placement checked contested sea areas
/// and Overlord's inner seas were traced at +1) replay under rules 11.
#[test]
fn rules_11_records_replay_under_rules_11() {
    replays_under(include_str!("records/rules11-campaign-seed2.json"), 11);
    replays_under(include_str!("records/rules11-campaign-seed3-partial.json"), 11);
    replays_under(include_str!("records/rules11-campaign-seed4.json"), 11);
}

/// Africa Liberated (L1759): the West may move its air units in Africa to any legal placement hex; under
/// rules 3 they stay.
#[test]
fn africa_liberated_moves_the_western_air_units_in_africa() {
    let mut s = under(4, "campaign");
    clear(&mut s);
    for u in 0..s.units.len() {
        if s.data().units[u].kind == engine::games::downfall::data::Kind::Air {
            s.units[u].loc = Loc::Pool;
        }
    }
    let a = unit(&s, "air-w-1");
    s.units[a].loc = Loc::Hex(hex("0933"));
    s.steps = vec![Step::Round];
    events::mare_nostrum(&mut s);
    let offered = notations(&s);
    assert!(offered.contains(&"done".to_string()) && offered.iter().any(|n| n.starts_with("enter air-w-1 ")), "{offered:?}");
    let to = offered.iter().find(|n| n.starts_with("enter air-w-1 ")).unwrap().clone();
    act(&mut s, &to);
    assert_ne!(s.units[a].loc, Loc::Hex(hex("0933")));
    assert!(!s.steps.iter().any(|x| matches!(x, Step::AfricaAir(_))), "each unit moves once");
    let mut s = under(3, "campaign");
    clear(&mut s);
    let a = unit(&s, "air-w-1");
    s.units[a].loc = Loc::Hex(hex("0933"));
    s.steps = vec![Step::Round];
    events::mare_nostrum(&mut s);
    assert!(matches!(s.steps.last(), Some(Step::Round)));
}
