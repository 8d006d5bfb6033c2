//! March movement ([12.4], rules version 12): twice the printed MA through friendly airspace, and each of
//! its conditions read both ways ([12.4] 1–4, [12.4.1], [12.4.2]).

use engine::games::nato::air::airspace::{Airspace, Airspaces};
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::march;
use engine::games::nato::movement::{destinations, Dest};
use engine::games::nato::state::{State, UnitId};
use engine::games::nato::zoc::Board;

use super::common::{deep, state};

/// GT 4 (after the refugees' turns) of The Long Fortnight under `rules`.
fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 4;
    s
}

fn ma(s: &State, u: UnitId) -> u32 {
    s.values(u).2 as u32
}

/// The destinations beyond the unit's tactical reach: its marches.
fn marches(s: &State, u: UnitId) -> Vec<Dest> {
    let m = ma(s, u);
    destinations(s, u).into_iter().filter(|d| d.cost > m).collect()
}

/// The 21st Motor Rifle Division in East Germany, as far from NATO's cities (and cover) as it gets.
fn division(rules: u32) -> (State, UnitId) {
    let mut s = at(rules);
    let h = deep(&s, Side::Wp, "gdr");
    let u = s.place("su-21-mrd", &engine::games::nato::data::hex_name(h));
    assert_eq!(Airspaces::new(&s).of(&s, Side::Wp, h), Airspace::Friendly);
    (s, u)
}

fn at_hex(s: &State, u: UnitId) -> HexId {
    s.hex_of(u).unwrap()
}

/// [12.4]: in friendly airspace the division may move up to twice its MA; under rules 11 only its MA.
#[test]
fn a_unit_in_friendly_airspace_marches_up_to_twice_its_allowance() {
    let (s, u) = division(march::RULES);
    let far = marches(&s, u);
    assert!(!far.is_empty(), "hexes beyond its MA");
    assert!(far.iter().all(|d| d.cost <= 2 * ma(&s, u)));
    let a = Airspaces::new(&s);
    for d in &far {
        assert!(d.path.iter().all(|&h| a.of(&s, Side::Wp, h) == Airspace::Friendly), "all the way in friendly airspace");
    }
    let (s11, u11) = division(march::RULES - 1);
    assert!(marches(&s11, u11).is_empty(), "rules 11: no march");
}

/// [12.4] 1, 2: no march with a Movement-OOS marker, disrupted or suppressed; [12.4.2] never an HQ.
#[test]
fn no_march_out_of_supply_disrupted_suppressed_or_for_an_hq() {
    for mark in 0..3 {
        let (mut s, u) = division(march::RULES);
        match mark {
            0 => s.units[u as usize].moos = true,
            1 => s.units[u as usize].disrupted = true,
            _ => s.units[u as usize].suppressed = true,
        }
        assert!(marches(&s, u).is_empty(), "mark {mark}");
    }
    let mut s = at(march::RULES);
    let h = deep(&s, Side::Wp, "gdr");
    let hq = s.place("negf-hq", &engine::games::nato::data::hex_name(h));
    assert!(!march::may_march(&s, &Board::new(&s), hq, h));
    assert!(marches(&s, hq).is_empty());
}

/// [12.4] 3: never starting in an enemy zone, never ending in one. A NATO brigade beside the division
/// stops the march; one seven hexes off (its cover short of the start) leaves it, but no march ends in its
/// zone.
#[test]
fn no_march_from_or_into_an_enemy_zone() {
    let (mut s, u) = division(march::RULES);
    let start = at_hex(&s, u);
    let next = s.data().neighbours(start).find(|&n| s.playable(n)).unwrap();
    let wg = s.place("wg-1-83", &engine::games::nato::data::hex_name(next));
    assert!(marches(&s, u).is_empty(), "starting in a NATO zone");
    let d = s.data();
    let away = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.distance(h, start) == 7).unwrap();
    s.units[wg as usize].loc = engine::games::nato::state::Loc::Hex(away);
    let board = Board::new(&s);
    let far = marches(&s, u);
    assert!(!far.is_empty());
    assert!(far.iter().all(|d| !board.in_ezoc(Side::Wp, d.hex)), "no march ends in a NATO zone");
}

/// [12.4] 4, [23.8]: an enemy Air Interdiction Zone's hexes are neither a march's start nor on its way.
#[test]
fn no_march_through_an_enemy_air_interdiction_zone() {
    let (mut s, u) = division(march::RULES);
    let start = at_hex(&s, u);
    s.aiz.push((start, Side::Nato));
    assert!(marches(&s, u).is_empty(), "starting in the zone");
    s.aiz.clear();
    let d = s.data();
    let centre = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.distance(h, start) == 3).unwrap();
    s.aiz.push((centre, Side::Nato));
    let far = marches(&s, u);
    assert!(!far.is_empty());
    for m in &far {
        assert!(m.path.iter().all(|&h| s.data().distance(h, centre) > 1), "through the zone to {}", m.hex);
    }
}

/// [12.4.1], [35.4]: while the refugees rule holds (GT 1–3 of The Long Fortnight) no NATO unit marches in
/// West Germany; from GT 4 it may.
#[test]
fn refugees_keep_nato_from_marching_in_west_germany() {
    // A West German brigade deep in the west, far from the Pact's cover.
    let mut s = at(march::RULES);
    let d = s.data();
    let west = (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].country.as_deref() == Some("frg") && d.hexes[h as usize].city.is_none())
        .max_by_key(|&h| engine::games::nato::data::row_hex(h).col)
        .unwrap();
    let u = s.place("wg-1-83", &engine::games::nato::data::hex_name(west));
    assert_eq!(Airspaces::new(&s).of(&s, Side::Nato, west), Airspace::Friendly);
    assert!(!marches(&s, u).is_empty(), "GT 4: it marches");
    s.turn = 3;
    assert!(marches(&s, u).is_empty(), "GT 3: refugees on the roads");
}

/// [35.4] with [12.4.1]: the refugees bar a NATO march that *enters* West Germany too, not only one that
/// starts there: a unit in the Netherlands beside the border marches on GT 3, but never into a West German
/// hex (nor through one); on GT 4 its marches reach West Germany. Its ordinary movement into West Germany
/// is untouched (decision M4).
#[test]
fn refugees_bar_a_march_into_west_germany_from_outside() {
    let mut s = at(march::RULES);
    let d = s.data();
    let west_german: Vec<bool> = d.hexes.iter().map(|x| x.country.as_deref() == Some("frg")).collect();
    let frg = |h: HexId| west_german[h as usize];
    let border = (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].country.as_deref() == Some("nl") && d.hexes[h as usize].city.is_none())
        .filter(|&h| d.neighbours(h).any(|n| frg(n)))
        .find(|&h| Airspaces::new(&s).of(&s, Side::Nato, h) == Airspace::Friendly)
        .expect("a Dutch border hex in NATO's airspace");
    let u = s.place("wg-1-83", &engine::games::nato::data::hex_name(border));
    let into_frg = |s: &State| marches(s, u).iter().filter(|m| frg(m.hex) || m.path.iter().any(|&h| frg(h))).count();
    assert!(into_frg(&s) > 0, "GT 4: it marches into West Germany");
    s.turn = 3;
    assert!(!marches(&s, u).is_empty(), "GT 3: it still marches outside West Germany");
    assert_eq!(into_frg(&s), 0, "GT 3: no march enters West Germany");
    let m = ma(&s, u);
    assert!(
        destinations(&s, u).iter().any(|x| x.cost <= m && frg(x.hex)),
        "GT 3: ordinary movement still enters West Germany"
    );
}

/// [35.4]: the refugees hold back NATO alone; the Pact marches on GT 1 (decision M4).
#[test]
fn refugees_do_not_hold_back_the_pact() {
    let (mut s, u) = division(march::RULES);
    s.turn = 1;
    assert!(!marches(&s, u).is_empty());
}

/// The board's view names the march's hexes (its moves beyond the printed MA), for the buttons' "march".
#[test]
fn the_view_names_the_marches() {
    let (mut s, u) = division(march::RULES);
    s.steps.push(engine::games::nato::state::Step::Move { side: Side::Wp, unit: u, reserve: false });
    let v = engine::games::nato::view::view(&s, engine::Viewer::Role(Side::Wp.seat()));
    let far: Vec<String> = marches(&s, u).into_iter().map(|d| engine::games::nato::data::hex_name(d.hex)).collect();
    assert!(!far.is_empty());
    assert_eq!(v.march, far);
}

/// [12.2.2] (L1749), [28.2]: in the Reserve Phase a unit moves by tactical movement only: the division that
/// may march beyond its MA in the Ground Movement Segment reaches no hex beyond half its MA (rounded up)
/// in the Reserve Phase, though every hex about it is friendly airspace (read as "any ground movement",
/// its march would be offered there too).
#[test]
fn the_reserve_phase_moves_by_tactical_movement_only() {
    let (s, u) = division(march::RULES);
    assert!(!marches(&s, u).is_empty(), "the Ground Movement Segment: it marches");
    let reserve = engine::games::nato::movement::destinations_in(&s, u, true);
    assert!(!reserve.is_empty());
    assert!(reserve.iter().all(|d| d.cost <= ma(&s, u).div_ceil(2)), "the Reserve Phase: tactical, half its MA");
}
