//! Air units (DF 2.3, 2.3.2, 2.3.3), air superiority (DF 8.1) and the air adjustment of the event
//! procedure (DF 10.1 steps 3 and 7, 10.3, 10.3.1, 10.3.2) — rules 3; the campaign's start (L716).

use engine::games::downfall::air;
use engine::games::downfall::combat;
use engine::games::downfall::data::{Faction, Weather, GRID};
use engine::games::downfall::events;
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::Downfall;
use engine::kit::rows::RowHex;
use engine::record::Header;
use engine::Game;

use super::common::*;

fn card(s: &State, key: &str) -> u8 {
    s.data().events.iter().position(|c| c.key == key).unwrap_or_else(|| panic!("no card {key}")) as u8
}

/// Plays the first offered action until the air adjustment is done.
fn place_all(s: &mut State) {
    while matches!(s.steps.last(), Some(Step::Air(_))) {
        let n = notations(s)[0].clone();
        act(s, &n);
    }
}

/// L716: at the campaign's start the three cards show 4 air icons — Soviet 2, West 1, Axis 1 with an OKH
/// marker — so the set-up places 2 Soviet, 1 Western and 1 OKH air unit, the owners choosing where, Soviet
/// first (10.3). The first air unit a faction places is not elite (10.3.2). Rules 2 places none.
#[test]
fn the_campaign_starts_with_four_air_units() {
    let mut s = start("campaign", 1);
    let shown: Vec<u8> = s.events.visible().collect();
    assert_eq!([Faction::Soviet, Faction::Okh, Faction::Okw, Faction::West].map(|f| air::icons(&s, f, &shown)), [2, 1, 0, 1]);
    assert!(matches!(s.steps.last(), Some(Step::Air(_))), "{:?}", s.steps.last());
    assert_eq!(engine::games::downfall::Downfall::prompt(&s).seat, Some(Faction::Soviet.seat()), "Soviet first");
    let first: Vec<String> = notations(&s);
    assert!(first.iter().all(|n| !n.contains("air-sov-3") && !n.contains("air-sov-4")), "no elite air unit first: {first:?}");
    place_all(&mut s);
    assert_eq!([Faction::Soviet, Faction::Okh, Faction::Okw, Faction::West].map(|f| air::on_map(&s, f).len()), [2, 1, 0, 1]);
    assert!(matches!(s.steps.last(), Some(Step::Choose(_))), "then the first action round");
    let h = Header { game: "downfall".into(), rules: 2, scenario: "campaign".into(), seed: 1, ..Default::default() };
    let r2 = Downfall::setup(&h, Downfall::builtin_data()).unwrap();
    assert!(air::on_map(&r2, Faction::Soviet).is_empty(), "rules 2: no air units");
}

/// DF 2.3.1 (L699: no two air units in a hex), 2.3.2 (L710–L714), decision Q11: an air unit goes in a friendly city or rail hex from which its
/// faction traces supply, not in an enemy ZOC unless a friendly combat unit is there, not where another
/// air unit is; the West may also use the UK and Middle East land areas (not the USA).
#[test]
fn where_air_units_may_be_placed() {
    let mut s = start("campaign", 1);
    let (hexes, areas) = air::bases(&s, Faction::West);
    let names: Vec<String> = areas.iter().map(|&a| s.data().land_areas[a as usize].0.clone()).collect();
    assert_eq!(names, vec!["uk".to_string(), "middle_east".to_string()]);
    for h in &hexes {
        let x = s.data().hex(*h).unwrap();
        assert!(x.city.is_some() || x.rail, "{h}");
    }
    let (sov, _) = air::bases(&s, Faction::Soviet);
    assert!(!sov.is_empty());
    // A Soviet base next to an OKH unit is in its ZOC: not without a Soviet unit there.
    let b = sov.iter().copied().find(|h| s.links(*h).any(|n| s.combat_in(n).is_empty() && s.data().hex(n).is_some_and(|x| x.playable())) && s.combat_in(*h).is_empty()).unwrap();
    let n = s.links(b).find(|n| s.combat_in(*n).is_empty()).unwrap();
    place(&mut s, "okh-6a", &n.id(), 3);
    assert!(!air::bases(&s, Faction::Soviet).0.contains(&b), "in the OKH ZOC");
    place(&mut s, "sov-66-62-68", &b.id(), 2);
    if s.cities.get(&b).is_none_or(|c| *c == engine::games::downfall::data::Ideology::Soviet) {
        assert!(air::bases(&s, Faction::Soviet).0.contains(&b), "with a Soviet unit there");
    }
    // One air unit a hex.
    let a = unit(&s, "air-sov-1");
    s.units[a].loc = Loc::Hex(b);
    assert!(!air::bases(&s, Faction::Soviet).0.contains(&b));
}

/// An open clear hex with its ring, for combat fixtures.
fn open(s: &State) -> (RowHex, Vec<RowHex>) {
    s.data()
        .hexes
        .keys()
        .filter(|h| s.data().hex(**h).is_some_and(|x| x.country == "ukraine" && x.terrain.key() == "clear" && x.city.is_none()))
        .map(|h| (*h, s.links(*h).filter(|n| s.data().side(*h, *n).is_some_and(|x| !x.river)).collect::<Vec<_>>()))
        .find(|(_, r)| r.len() == 6)
        .unwrap()
}

fn air_at(s: &mut State, key: &str, h: RowHex) -> usize {
    let u = unit(s, key);
    s.units[u].loc = Loc::Hex(h);
    u
}

/// DF 2.3 (L690), 2.3.3, 8.1 (L1582–L1593): the side with more air units within range (4 hexes, 5 elite)
/// of the defended hex has air superiority: +2 to the attacker's roll in Fair, +1 in Snow, none in Mud;
/// the defender's is −2/−1. On equal numbers the more elite air units decide; else nobody.
#[test]
fn air_superiority() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.steps = vec![Step::Round];
    s.weather = Weather::Fair;
    let (x, ring) = open(&s);
    place(&mut s, "okh-6a", &x.id(), 2);
    let a = place(&mut s, "sov-66-62-68", &ring[0].id(), 3);
    let far = |s: &State, d: u32| s.data().hexes.keys().copied().find(|h| GRID.distance(*h, x) == d && s.data().hex(*h).is_some_and(|y| y.playable())).unwrap();
    let f4 = far(&s, 4);
    let f5 = far(&s, 5);
    air_at(&mut s, "air-sov-1", f4);
    assert_eq!(air::superiority(&s, Faction::Soviet, x), Some(true));
    let o = combat::odds(&s, Faction::Soviet, x, &[a]);
    assert!(o.lines.contains(&("df.m.air_a", 2)), "{:?}", o.lines);
    s.weather = Weather::Snow;
    assert!(combat::odds(&s, Faction::Soviet, x, &[a]).lines.contains(&("df.m.air_a", 1)));
    s.weather = Weather::Mud;
    assert_eq!(air::superiority(&s, Faction::Soviet, x), None, "none in Mud");
    s.weather = Weather::Fair;
    // 5 hexes: out of range for a plain air unit, in range for an elite one.
    let u = unit(&s, "air-sov-1");
    s.units[u].loc = Loc::Hex(f5);
    assert_eq!(air::superiority(&s, Faction::Soviet, x), None);
    air_at(&mut s, "air-okh-2", f5);
    assert_eq!(air::superiority(&s, Faction::Soviet, x), Some(false), "the elite OKH unit reaches 5 hexes");
    assert!(combat::odds(&s, Faction::Soviet, x, &[a]).lines.contains(&("df.m.air_d", -2)));
    // One each in range: the elite one decides.
    s.units[u].loc = Loc::Hex(f4);
    assert_eq!(air::superiority(&s, Faction::Soviet, x), Some(false));
    let f3 = far(&s, 3);
    let e = air_at(&mut s, "air-sov-3", f3);
    assert_eq!(air::superiority(&s, Faction::Soviet, x), Some(true), "two against one");
    s.units[u].loc = Loc::Pool;
    assert_eq!(air::superiority(&s, Faction::Soviet, x), None, "one elite each: nobody");
    let _ = e;
    s.rules = 2;
    assert_eq!(air::superiority(&s, Faction::Soviet, x), None, "rules 2: no air rules");
}

/// DF 2.3.3 (L724): elite air units in range count toward the elite comparison in any weather, even Mud.
#[test]
fn elite_air_counts_for_the_elite_badges() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.steps = vec![Step::Round];
    s.weather = Weather::Mud;
    let (x, ring) = open(&s);
    place(&mut s, "okh-6a", &x.id(), 2);
    let a = place(&mut s, "sov-66-62-68", &ring[0].id(), 3);
    assert!(!combat::odds(&s, Faction::Soviet, x, &[a]).lines.iter().any(|l| l.0 == "df.m.elite_a"));
    air_at(&mut s, "air-sov-3", ring[1]);
    assert!(combat::odds(&s, Faction::Soviet, x, &[a]).lines.contains(&("df.m.elite_a", 1)));
}

/// DF 8.1 (L1593), 2.2 (L678): a lone partisan gets no defensive air-superiority DRM.
#[test]
fn a_lone_partisan_gets_no_air_superiority() {
    let mut s = start("husky", 1);
    clear(&mut s);
    s.steps = vec![Step::Round];
    s.weather = Weather::Fair;
    let (x, ring) = open(&s);
    place(&mut s, "par-sov-1", &x.id(), 1);
    let a = place(&mut s, "okh-6a", &ring[0].id(), 3);
    air_at(&mut s, "air-sov-1", ring[1]);
    assert_eq!(air::superiority(&s, Faction::Okh, x), Some(false));
    assert!(!combat::odds(&s, Faction::Okh, x, &[a]).lines.iter().any(|l| l.0 == "df.m.air_d"));
    place(&mut s, "sov-64-57-69", &x.id(), 1);
    assert!(combat::odds(&s, Faction::Okh, x, &[a]).lines.contains(&("df.m.air_d", -2)), "with a Soviet unit it applies");
}

/// DF 10.1 steps 3 and 7, 10.3: the event procedure removes air units down to the icons of the Current
/// and Spent cards, then (after the reveal) places them up to the icons of all three; an Axis icon on a
/// revealed card goes to the Axis faction of the revealing player (10.3.1: the Soviet player's is OKW).
#[test]
fn the_event_procedure_adjusts_air_units() {
    let mut s = start("campaign", 1);
    place_all(&mut s);
    // Display: Spent e02 (West), Current e01 (Soviet, Axis/OKH), Pending e03 (Soviet); e05 (Axis) on top.
    let e05 = card(&s, "e05");
    s.events.draw.retain(|c| *c != e05);
    s.events.draw.insert(0, e05);
    let before_west = air::on_map(&s, Faction::West).len();
    assert_eq!(before_west, 1);
    s.steps = vec![Step::Round, Step::Events];
    events::procedure(&mut s, Faction::Soviet);
    // Kept: e01 (now Spent) and e03 (Current): West has no icon left: it removes its air unit.
    assert!(matches!(s.steps.last(), Some(Step::Air(_))));
    engine::kit::steps::settle(&mut s, 1000).unwrap();
    assert_eq!(Downfall::prompt(&s).seat, Some(Faction::West.seat()));
    let n = notations(&s)[0].clone();
    act(&mut s, &n);
    assert!(air::on_map(&s, Faction::West).is_empty());
    // e05 was revealed by the Soviet player: its Axis icon is OKW's.
    assert!(s.events.axis_air.contains(&(e05, Faction::Okw)), "{:?}", s.events.axis_air);
    // Placement: OKW now has an icon; it places an air unit.
    assert_eq!(Downfall::prompt(&s).seat, Some(Faction::Okw.seat()), "{:?}", s.steps.last());
    place_all(&mut s);
    assert_eq!(air::on_map(&s, Faction::Okw).len(), 1);
    assert_eq!(air::on_map(&s, Faction::Okh).len(), 1, "e01's OKH icon is still shown");
}

/// DF 2.3.1 (L700: never alone in an enemy combat unit's ZOC), 2.3.2 (L718): an air unit left alone in an
/// enemy ZOC rebases at once to the nearest legal hex.
#[test]
fn an_air_unit_alone_in_an_enemy_zoc_rebases() {
    let mut s = start("campaign", 1);
    place_all(&mut s);
    let u = air::on_map(&s, Faction::Soviet)[0];
    let Loc::Hex(h) = s.units[u].loc else { panic!("a Soviet air unit in a hex") };
    for v in 0..s.units.len() {
        if s.is_combat(v) && s.units[v].loc == Loc::Hex(h) {
            s.units[v].loc = Loc::Pool;
        }
    }
    let n = s.links(h).find(|n| s.combat_in(*n).is_empty()).unwrap();
    place(&mut s, "okh-6a", &n.id(), 3);
    air::rebase(&mut s);
    let Loc::Hex(to) = s.units[u].loc else { panic!("rebased to a hex") };
    assert_ne!(to, h);
    let zoc = s.ezoc(engine::games::downfall::data::Ideology::Soviet);
    assert!(!zoc.contains_key(&to) || !s.combat_in(to).is_empty());
}
