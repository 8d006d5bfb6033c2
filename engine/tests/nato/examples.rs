//! The seed's worked examples (digest §6), each on a fixture carrying exactly the terrain it states, citing
//! its line.

use engine::games::nato::combat::odds::{base_column, defence, odds};
use engine::games::nato::data::{hex_name, River, Side, GRID, row_hex};
use engine::games::nato::movement::{destinations, path_cost};
use engine::games::nato::state::Loc;

use super::common::{hex, set_river, set_terrain, state, state_with};

fn cost_to(s: &engine::games::nato::state::State, u: u16, to: &str) -> Option<u32> {
    destinations(s, u).into_iter().find(|d| hex_name(d.hex) == to).map(|d| d.cost)
}

/// A hex beside `b` and two hexes from `a` (for an enemy whose zone reaches `b` but not `a`).
fn beside_not(a: &str, b: &str) -> String {
    GRID.neighbours(row_hex(hex(b))).into_iter().find(|n| GRID.distance(*n, row_hex(hex(a))) == 2).expect("a hex").id()
}

/// MOV-1, L1732 ([12.1]): entering forest across a major river costs 2 MP; 3 if the hex is in an enemy
/// zone; 4 if the unit also leaves an enemy zone.
#[test]
fn mov1_forest_across_a_major_river() {
    let mut s = state_with(|d| {
        set_terrain(d, "3321", "clear");
        set_terrain(d, "3320", "forest");
        set_river(d, "3321", "3320", River::Major);
    });
    let u = s.place("wg-2-83", "3321");
    assert_eq!(cost_to(&s, u, "3320"), Some(2));
    let e = beside_not("3321", "3320");
    s.place("su-21-mrd", &e);
    assert_eq!(cost_to(&s, u, "3320"), Some(3));
    let f = beside_not("3320", "3321");
    s.place("su-94-mrd", &f);
    assert_eq!(cost_to(&s, u, "3320"), Some(4));
}

/// MOV-3, L1770 ([12.3.1]): the 2/1 Panzer Brigade (hard, MA 6) goes 3321 (clear, no enemy zone, 1 MP),
/// 3320 (forest in an enemy zone, 2), 3319 (clear in an enemy zone, 1 + 1 leave + 1 enter = 3): 6 MP,
/// ending at 3319. A soft unit would stop at 3320.
#[test]
fn mov3_a_hard_unit_moves_from_zone_to_zone() {
    let mut s = state_with(|d| {
        for h in ["3322", "3321", "3319"] {
            set_terrain(d, h, "clear");
        }
        set_terrain(d, "3320", "forest");
        for (a, b) in [("3322", "3321"), ("3321", "3320"), ("3320", "3319")] {
            set_river(d, a, b, River::None);
        }
    });
    let u = s.place("wg-2-83", "3322");
    // An enemy whose zone covers 3320 and 3319 but not 3321 or 3322.
    let e = GRID
        .neighbours(row_hex(hex("3319")))
        .into_iter()
        .find(|n| GRID.distance(*n, row_hex(hex("3320"))) == 1 && GRID.distance(*n, row_hex(hex("3321"))) == 2 && GRID.distance(*n, row_hex(hex("3322"))) >= 2)
        .expect("a hex beside 3319 and 3320");
    s.place("su-21-mrd", &e.id());
    let path = |p: &[&str]| p.iter().map(|h| hex(h)).collect::<Vec<_>>();
    assert_eq!(path_cost(&s, u, &path(&["3321"])), Some(1));
    assert_eq!(path_cost(&s, u, &path(&["3321", "3320"])), Some(1 + 2));
    assert_eq!(path_cost(&s, u, &path(&["3321", "3320", "3319"])), Some(1 + 2 + 3));
    assert!(cost_to(&s, u, "3319").is_some_and(|c| c <= 6), "3319 is within the MA of 6");
    // A soft unit stops on entering the zone ([12.3]): 3319 is beyond it (not adjacent to 3322).
    let soft = s.place("wg-hsch-63", "3322");
    s.units[u as usize].loc = Loc::Out;
    assert_eq!(path_cost(&s, soft, &path(&["3321", "3320"])), Some(3));
    assert_eq!(path_cost(&s, soft, &path(&["3321", "3320", "3319"])), None, "a soft unit stops on entering a zone");
}

/// MOV-2, L1766–1770 ([12.3.2]): a soft brigade in an enemy zone may not step into the empty enemy-zone
/// hex 3320, but may step into Minden (3120), a friendly free city in an enemy zone, and stops there.
#[test]
fn mov2_soft_unit_zone_to_zone_only_into_a_free_city() {
    let mut s = state();
    let from = GRID
        .neighbours(row_hex(hex("3120")))
        .into_iter()
        .find(|n| GRID.distance(*n, row_hex(hex("3320"))) == 1)
        .expect("a hex beside Minden and 3320")
        .id();
    let u = s.place("wg-hsch-63", &from);
    // Enemies whose zones cover the start, 3320 and Minden.
    for h in GRID.neighbours(row_hex(hex(&from))) {
        let id = h.id();
        if id != "3120" && id != "3320" && s.data().hexes[hex(&id) as usize].city.is_none() && s.playable(hex(&id)) {
            s.place("su-21-mrd", &id);
            break;
        }
    }
    let e2 = GRID.neighbours(row_hex(hex("3320"))).into_iter().find(|n| n.id() != from && GRID.distance(*n, row_hex(hex("3120"))) == 2 && s.playable(hex(&n.id()))).unwrap();
    s.place("su-94-mrd", &e2.id());
    let e3 = GRID.neighbours(row_hex(hex("3120"))).into_iter().find(|n| n.id() != from && n.id() != "3320" && s.playable(hex(&n.id())) && s.units_in(hex(&n.id())).next().is_none()).unwrap();
    s.place("gdr-8", &e3.id());
    let dests: Vec<String> = destinations(&s, u).into_iter().map(|d| hex_name(d.hex)).collect();
    assert!(!dests.contains(&"3320".to_string()), "{dests:?}");
    assert!(dests.contains(&"3120".to_string()), "{dests:?}");
}

/// ODD-1, L2710 ([25.3.3]): 28 against 8 is 3.5, rounded down: 3:1. Below 1:1 the ratio is 1:⌈D/A⌉
/// (decision 10), and an attack of 0 is the 1:4 column ([25.3.1.3], L2684).
#[test]
fn odd1_ratios_round_down() {
    let cols = |a, d| state().data().crt_columns[base_column(a, d)].clone();
    assert_eq!(cols(28, 8), "3:1");
    assert_eq!(cols(13, 2), "6:1");
    assert_eq!(cols(10, 3), "3:1");
    assert_eq!(cols(2, 3), "1:2");
    assert_eq!(cols(1, 3), "1:3");
    assert_eq!(cols(0, 3), "1:4");
    assert_eq!(cols(1, 9), "1:4");
    assert_eq!(cols(99, 2), "10:1");
}

/// ODD-2, L2718 ([25.3.4.1]): a hex of forest (priority 5) and a town (priority 2): only the town's −1
/// applies, so 3:1 becomes 2:1.
#[test]
fn odd2_only_the_primary_terrain_shifts() {
    let s = state();
    let d = s.data();
    let forest = d.tec.iter().position(|t| t.key == "forest").unwrap();
    let town_forest = (0..d.hexes.len()).find(|&i| d.hexes[i].city.as_ref().is_some_and(|c| c.kind == engine::games::nato::data::CityKind::Town) && d.hexes[i].terrain.contains(&forest));
    let i = town_forest.expect("a town in a forest hex (Bielefeld, 3220)");
    assert_eq!(d.tec[d.hexes[i].primary].key, "town");
    assert_eq!(d.tec[d.hexes[i].primary].column_shift, -1);
}

/// DEF-2, L2664 ([25.2.7]): a major city held only by an HQ and an artillery unit defends with 2 + 1 = 3:
/// one temporary defence counts, with the intrinsic defence.
#[test]
fn def2_temporary_defence_and_intrinsic() {
    let mut s = state();
    let city = (0..s.data().hexes.len())
        .find(|&i| s.data().hexes[i].city.as_ref().is_some_and(|c| c.kind == engine::games::nato::data::CityKind::Major) && s.data().hexes[i].owner() == Some(Side::Nato))
        .map(|i| hex_name(i as u16))
        .unwrap();
    let hq = s.data().units.iter().find(|u| s.data().types[u.ty].key == "wg_corps_hq").unwrap().key.clone();
    s.place(&hq, &city);
    // NATO has no artillery counters: a second temporary defence, the HQ's, is what counts once.
    assert_eq!(defence(&s, Side::Wp, hex(&city)), 3);
}

/// CMB-2, L3137–3155: Kiel (a West German town, intrinsic 1) held by the soft 63rd Home Defence Brigade
/// (defence 1, doubled in the city: 2; with the city 3). The 16th Guards Tank Division (10, armor, halved
/// against a city: 5) and a second division (6) attack: 11 against 3, 3:1, the town's −1: 2:1. Roll 6:
/// -/CA D1 R1. The West German counterattack rolls 3: the 16th is disrupted (the city's intrinsic
/// defence never counterattacks). The 63rd is eliminated; the Pact advances; Kiel is conquered.
#[test]
fn cmb2_the_battle_for_kiel() {
    let mut s = state_with(|d| {
        for h in ["2116", "2015"] {
            set_terrain(d, h, "clear");
        }
        for a in ["2116", "2015"] {
            set_river(d, a, "2016", River::None);
        }
    });
    let kiel = hex("2016");
    let gtd = s.place("su-16-td", "2116");
    let mrd = s.place("gdr-8", "2015");
    let hd = s.place("wg-hsch-63", "2016");
    let o = odds(&s, Side::Wp, kiel, &[gtd, mrd], false);
    assert_eq!((o.attack, o.defence), (11, 3));
    assert_eq!(s.data().crt_columns[o.base], "3:1");
    // Turn 2: no Surprise shift; the town's −1 only.
    s.turn = 2;
    let o = odds(&s, Side::Wp, kiel, &[gtd, mrd], false);
    assert_eq!(o.shifts, vec![("terrain", -1)]);
    assert_eq!(s.data().crt_columns[o.column], "2:1");
    super::common::dice(&mut s, &[6, 3]);
    engine::games::nato::combat::resolve(&mut s, Side::Wp, kiel, vec![gtd, mrd]);
    assert!(s.units[gtd as usize].disrupted, "the counterattack disrupts the 16th");
    assert!(!s.units[mrd as usize].disrupted);
    // The attacker takes the defender's step ([25.6.3]); the retreat is moot.
    use engine::games::nato::actions::Action;
    use engine::Game;
    use engine::games::nato::game::Nato;
    crate::common::settle(&mut s);
    let p = Nato::prompt(&s);
    assert_eq!(p.actions, vec![Action::Hit(hd)]);
    Nato::apply(&mut s, 0, &Action::Hit(hd)).unwrap();
    assert_eq!(s.units[hd as usize].loc, Loc::Dead);
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Advance(mrd)));
    Nato::apply(&mut s, 0, &Action::Advance(mrd)).unwrap();
    assert_eq!(s.city_controller(kiel), Some(Side::Wp));
    assert!(!s.free_city_of(kiel, Side::Nato), "the intrinsic defence is lost");
    // [25.9.2]: the emptied, conquered hex takes a Breakthrough marker.
    Nato::apply(&mut s, 0, &Action::Done).unwrap();
    assert!(s.breakthroughs.contains(&(kiel, Side::Wp)));
}

/// BER-1, L1468–1473: the grid's distances from West Berlin (3007): 3115 is 8, 3117 and 2615 are 10.
#[test]
fn ber1_distances_from_west_berlin() {
    let s = state();
    let d = s.data();
    assert_eq!(d.distance(hex("3007"), hex("3115")), 8);
    assert_eq!(d.distance(hex("3007"), hex("3117")), 10);
    assert_eq!(d.distance(hex("3007"), hex("2615")), 10);
}

/// CMB-1a, L3060–3107: the 16th Guards Tank Division (10) and the 21st MRD (8) attack the WG 1st
/// Panzergrenadier Brigade (defence 3, disrupted) in 3218 across minor rivers: 7.5 + 6 = 13.5 → 13;
/// defence 1.5 → 2; 13/2 = 6.5 → 6:1. (The attack helicopter's +1 and the rough −1 cancel in the seed;
/// helicopters are not played yet, so here the final column is 5:1.) Roll 1 on 6:1: A1/D1R1.
#[test]
fn cmb1a_the_battle_for_3218() {
    let r: Vec<String> = GRID.neighbours(row_hex(hex("3218"))).into_iter().map(|n| n.id()).collect();
    let mut s = state_with(|d| {
        set_terrain(d, "3218", "rough");
        for a in [&r[0], &r[2]] {
            set_terrain(d, a, "clear");
            set_river(d, a, "3218", River::Minor);
        }
    });
    s.turn = 2;
    // Two attackers not opposite each other: their zones leave the ring open.
    let gtd = s.place("su-16-td", &r[0]);
    let mrd = s.place("su-21-mrd", &r[2]);
    let pg = s.place("wg-1-83", "3218");
    s.units[pg as usize].disrupted = true;
    let o = odds(&s, Side::Wp, hex("3218"), &[gtd, mrd], false);
    assert_eq!((o.attack, o.defence), (13, 2));
    assert_eq!(s.data().crt_columns[o.base], "6:1");
    assert_eq!(o.shifts, vec![("terrain", -1)]);
    assert_eq!(s.data().crt_columns[o.column], "5:1");
    let six = s.data().crt_columns.iter().position(|c| c == "6:1").unwrap();
    assert_eq!(s.data().crt[six][0], "A1/D1R1", "seed L3107");
}
