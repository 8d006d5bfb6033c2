//! Combat results' lasting markers read both ways: disruption's effects ([25.6.4]: halved attack and
//! defence, only a minimum move, no reaction, no entraining, no Reserve/OMG marker; [25.6.4.2] a
//! disrupted unit still retreats), the Engaged marker ([25.6.5]: no defence, no reaction), a free city's
//! intrinsic defence ([25.3.2.3]) and the terrain's retreat reductions ([25.7.2]). Each test sets the
//! marker on a unit that could do the thing without it.

use engine::games::nato::actions::Action;
use engine::games::nato::combat::odds::{attack_factor, defence};
use engine::games::nato::combat::reaction::reactors;
use engine::games::nato::combat::retreat::options;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::movement::{destinations, may_reserve};
use engine::games::nato::rail;
use engine::games::nato::state::{State, UnitId};
use engine::games::nato::zoc::Board;

use super::common::{deep, hex, ring, set_terrain, state, state_with};

/// Hex 3318 and its ring, all clear and without cities, on game turn 4 (after the refugees' turns).
fn open_ground() -> State {
    let mut s = state_with(|d| {
        set_terrain(d, "3318", "clear");
        for n in ring("3318") {
            set_terrain(d, &n, "clear");
        }
    });
    s.turn = 4;
    s
}

fn disrupt(s: &mut State, u: UnitId) {
    s.units[u as usize].disrupted = true;
}

/// [25.6.4], [25.3.1.1]: a disrupted attacker attacks at half strength; [25.6.4], [25.3.2]: a disrupted
/// defender defends at half (rounded up with the rest of the defence).
#[test]
fn disrupted_units_attack_and_defend_at_half() {
    let mut s = open_ground();
    let r = ring("3318");
    let attacker = s.place("su-94-mrd", &r[0]);
    let defender = s.place("uk-7-83", "3318");
    let target = hex("3318");
    assert_eq!(attack_factor(&s, attacker, target), 1.0);
    let whole = defence(&s, Side::Wp, target);
    assert_eq!(whole, s.values(defender).1 as u32);
    disrupt(&mut s, attacker);
    assert_eq!(attack_factor(&s, attacker, target), 0.5);
    disrupt(&mut s, defender);
    assert_eq!(defence(&s, Side::Wp, target), (whole as f64 / 2.0).ceil() as u32);
    // [25.6.4.3]: a second disruption changes nothing more.
    disrupt(&mut s, defender);
    assert_eq!(defence(&s, Side::Wp, target), (whole as f64 / 2.0).ceil() as u32);
}

/// [25.6.5]: an Engaged defender adds nothing to its hex's defence (here the hex's only unit: nothing is
/// left); [25.3.2.3]: a free city's intrinsic defence is added to its defenders', and alone it is the
/// whole defence.
#[test]
fn engaged_units_add_no_defence_and_a_free_city_adds_its_own() {
    let mut s = open_ground();
    let defender = s.place("uk-7-83", "3318");
    let target = hex("3318");
    assert!(defence(&s, Side::Wp, target) > 0);
    s.units[defender as usize].engaged = true;
    assert_eq!(defence(&s, Side::Wp, target), 0);
    // A NATO free city with an intrinsic defence (the built-in map's), held by nobody and then by a brigade.
    let mut s = state();
    s.turn = 4;
    let d = s.data();
    let city = (0..d.hexes.len() as HexId)
        .find(|&h| s.playable(h) && d.hexes[h as usize].city.as_ref().is_some_and(|c| c.intrinsic > 0) && s.free_city_of(h, Side::Nato))
        .expect("a NATO free city with an intrinsic defence");
    let intrinsic = d.hexes[city as usize].city.as_ref().unwrap().intrinsic as u32;
    assert_eq!(defence(&s, Side::Wp, city), intrinsic);
    let b = s.place("uk-7-83", &engine::games::nato::data::hex_name(city));
    let own = defence(&s, Side::Wp, city) - intrinsic;
    assert!(own >= s.values(b).1 as u32, "the brigade's defence on top of the city's");
}

/// [25.6.4], [12.5.1]: a disrupted unit makes only a minimum move — one hex — where the same unit
/// undisrupted goes further.
#[test]
fn a_disrupted_unit_makes_only_a_minimum_move() {
    let mut s = open_ground();
    let h = deep(&s, Side::Wp, "gdr");
    let u = s.place("su-21-mrd", &engine::games::nato::data::hex_name(h));
    let far = |s: &State| destinations(s, u).iter().map(|d| s.data().distance(h, d.hex)).max().unwrap_or(0);
    assert!(far(&s) >= 2, "undisrupted it moves further than one hex");
    disrupt(&mut s, u);
    let moves = destinations(&s, u);
    assert!(!moves.is_empty(), "a minimum move is still made");
    assert!(moves.iter().all(|d| s.data().distance(h, d.hex) == 1 && d.path.len() == 1), "{moves:?}");
}

/// [25.6.4]: a disrupted unit takes no OMG/Reserve marker ([12.6], [28.1]) and does not entrain ([13.1]).
#[test]
fn a_disrupted_unit_neither_goes_into_reserve_nor_entrains() {
    let mut s = open_ground();
    let h = deep(&s, Side::Wp, "gdr");
    let u = s.place("su-21-mrd", &engine::games::nato::data::hex_name(h));
    s.player = Side::Wp;
    assert!(may_reserve(&s, &Board::new(&s), u, Side::Wp));
    assert!(rail::choices(&s, Side::Wp).contains(&Action::Entrain(u)));
    disrupt(&mut s, u);
    assert!(!may_reserve(&s, &Board::new(&s), u, Side::Wp));
    assert!(!rail::choices(&s, Side::Wp).contains(&Action::Entrain(u)));
}

/// [25.6.4], [25.1.2]: a disrupted unit does not react into a neighbouring battle; [25.6.5] nor does an
/// Engaged one. The same unit with neither marker does (REA-2's set-up: the 21st MRD out of NATO's zones).
#[test]
fn disrupted_and_engaged_units_do_not_react() {
    let mut s = state();
    let r = ring("3318");
    s.place("gdr-8", "3318");
    s.place("uk-7-83", &r[0]);
    let free = s.place("su-21-mrd", &r[1]);
    assert!(reactors(&s, Side::Nato, hex("3318")).contains(&free));
    disrupt(&mut s, free);
    assert!(!reactors(&s, Side::Nato, hex("3318")).contains(&free), "disrupted");
    s.units[free as usize].disrupted = false;
    s.units[free as usize].engaged = true;
    assert!(!reactors(&s, Side::Nato, hex("3318")).contains(&free), "Engaged");
}

/// [25.6.4.2]: a disrupted defender retreats as any other: the same retreat hexes, marker or not.
#[test]
fn a_disrupted_unit_retreats_normally() {
    let mut s = open_ground();
    let r = ring("3318");
    s.place("su-94-mrd", &r[0]);
    let u = s.place("uk-7-83", "3318");
    let before: Vec<(HexId, u8)> = options(&s, u, hex("3318"), 2).iter().map(|o| (o.hex, o.loss)).collect();
    assert!(!before.is_empty());
    disrupt(&mut s, u);
    let after: Vec<(HexId, u8)> = options(&s, u, hex("3318"), 2).iter().map(|o| (o.hex, o.loss)).collect();
    assert_eq!(before, after);
}

/// [25.7.2]: the TEC's retreat reductions — fortified, rough and town 1, mountain, major and key city 2,
/// forest and clear none.
#[test]
fn terrain_shortens_retreats() {
    let s = state();
    let retreat = |k: &str| s.data().tec.iter().find(|t| t.key == k).unwrap_or_else(|| panic!("no {k}")).retreat;
    for k in ["fortified", "rough", "town"] {
        assert_eq!(retreat(k), -1, "{k}");
    }
    for k in ["mountain", "major_city", "key_city"] {
        assert_eq!(retreat(k), -2, "{k}");
    }
    for k in ["forest", "clear"] {
        assert_eq!(retreat(k), 0, "{k}");
    }
}
