//! Zones of control read both ways ([8.0]–[8.5.1]): who projects a zone and how far, the zone's effect on
//! movement ([8.1]: no march, no entraining out of it; [12.3]: stop on entering), on reaction ([8.2.1],
//! [8.2.2]) and its negation by a friendly unit or free city ([8.5]), never in a conquered city ([8.5.1]).
//! The Board (worked out once for many hexes) and the one-hex questions must agree.

use engine::games::nato::actions::Action;
use engine::games::nato::combat::reaction::reactors;
use engine::games::nato::data::{hex_name, row_hex, HexId, Side, GRID};
use engine::games::nato::march;
use engine::games::nato::movement::destinations;
use engine::games::nato::rail;
use engine::games::nato::rail::Train;
use engine::games::nato::state::{Conquest, State, UnitId};
use engine::games::nato::zoc::{in_ezoc, in_zoc, negated, Board};

use super::common::{hex, ring, set_terrain, state, state_with};

/// The hexes exactly two away from `h`.
fn second_ring(h: &str) -> Vec<HexId> {
    let c = row_hex(hex(h));
    GRID.within(c, 2).into_iter().filter(|x| GRID.distance(*x, c) == 2).filter_map(|x| engine::games::nato::data::parse_hex(&x.id())).collect()
}

/// 3318 and the hexes within three of it clear and without cities, on game turn 4.
fn open_ground() -> State {
    let mut s = state_with(|d| {
        for x in GRID.within(row_hex(hex("3318")), 3) {
            if engine::games::nato::data::parse_hex(&x.id()).is_some() {
                set_terrain(d, &x.id(), "clear");
            }
        }
    });
    s.turn = 4;
    s
}

/// Board and one-hex answers agree on every hex within three of 3318.
fn agree(s: &State, side: Side) {
    let b = Board::new(s);
    for x in GRID.within(row_hex(hex("3318")), 3) {
        let Some(h) = engine::games::nato::data::parse_hex(&x.id()) else { continue };
        assert_eq!(b.in_zoc(side, h), in_zoc(s, side, h), "{}", hex_name(h));
        assert_eq!(b.negated(s, side, h), negated(s, side, h), "{}", hex_name(h));
    }
}

/// [8.0]: a maneuver unit with an attack of 1 or more has a zone in its hex and the six around it, not
/// beyond; under a Train marker ([13.4.1]) it has none at all.
#[test]
fn a_combat_unit_projects_its_zone_one_hex() {
    let mut s = open_ground();
    let u = s.place("su-94-mrd", "3318");
    assert!(s.values(u).0 >= 1);
    assert!(in_zoc(&s, Side::Wp, hex("3318")));
    for n in ring("3318") {
        assert!(in_ezoc(&s, Side::Nato, hex(&n)), "{n}");
    }
    for h in second_ring("3318") {
        assert!(!in_zoc(&s, Side::Wp, h), "{}", hex_name(h));
    }
    agree(&s, Side::Wp);
    s.units[u as usize].train = Some(Train::Entrained);
    assert!(!in_zoc(&s, Side::Wp, hex("3318")));
    assert!(ring("3318").iter().all(|n| !in_zoc(&s, Side::Wp, hex(n))));
    agree(&s, Side::Wp);
}

/// [8.0]: a maneuver unit whose attack is 0 has a zone in its own hex only; so has a free city
/// ([30.2.2]).
#[test]
fn an_attack_zero_unit_and_a_free_city_hold_only_their_own_hex() {
    let mut s = open_ground();
    let zero = (0..s.data().units.len() as UnitId)
        .find(|&u| s.side(u) == Side::Wp && s.class(u).maneuver() && s.values(u).0 == 0)
        .expect("a Pact maneuver unit of attack 0");
    let key = s.key(zero).to_string();
    s.place(&key, "3318");
    assert!(in_zoc(&s, Side::Wp, hex("3318")));
    assert!(ring("3318").iter().all(|n| !in_zoc(&s, Side::Wp, hex(n))));
    agree(&s, Side::Wp);
    // A NATO free city in an empty map: its own hex, not the hexes around it (those without a city).
    let s = {
        let mut s = state();
        s.turn = 4;
        s
    };
    let d = s.data();
    let city = (0..d.hexes.len() as HexId)
        .find(|&h| s.playable(h) && s.free_city_of(h, Side::Nato) && d.neighbours(h).all(|n| d.hexes[n as usize].city.is_none()))
        .expect("a free city with no city beside it");
    assert!(in_zoc(&s, Side::Nato, city));
    assert!(d.neighbours(city).all(|n| !in_zoc(&s, Side::Nato, n)));
}

/// [8.1], [12.4] 3: a unit starting in an enemy zone neither marches nor entrains ([13.1]). Deep in
/// East Germany, with no enemy beside it, the same division does both.
#[test]
fn a_unit_in_an_enemy_zone_moves_tactically_only() {
    let mut s = state();
    s.turn = 4;
    s.rules = march::RULES.max(s.rules);
    let d = s.data();
    let nato: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&c| s.free_city_of(c, Side::Nato) && s.playable(c)).collect();
    let h = (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].country.as_deref() == Some("gdr") && d.hexes[h as usize].city.is_none())
        .filter(|&h| d.neighbours(h).all(|n| s.playable(n) && d.hexes[n as usize].city.is_none()))
        .max_by_key(|&h| nato.iter().map(|&c| d.distance(c, h)).min().unwrap_or(0))
        .unwrap();
    let u = s.place("su-21-mrd", &hex_name(h));
    s.player = Side::Wp;
    let ma = s.values(u).2 as u32;
    let marches = |s: &State| destinations(s, u).into_iter().filter(|d| d.cost > ma).count();
    let entrains = |s: &State| rail::choices(s, Side::Wp).contains(&Action::Entrain(u));
    assert!(marches(&s) > 0, "out of every enemy zone it marches");
    assert!(entrains(&s), "and entrains");
    let next = s.data().neighbours(h).next().unwrap();
    s.place("uk-7-83", &hex_name(next));
    assert!(in_ezoc(&s, Side::Wp, h));
    assert_eq!(marches(&s), 0, "no march out of an enemy zone");
    assert!(!entrains(&s), "no entraining in an enemy zone");
}

/// [8.2.2]: a NATO maneuver unit alone in its hex in a Pact zone does not react; with a second NATO
/// maneuver unit there, it may. [8.2.1]: a Pact unit in a NATO zone never reacts (REA-2 in battles.rs).
#[test]
fn a_lone_nato_unit_in_a_pact_zone_does_not_react() {
    let mut s = open_ground();
    let r = ring("3318");
    s.place("uk-7-83", "3318");
    s.place("su-94-mrd", &r[0]);
    // r[1] is opposite r[0]: out of the attacker's zone.
    let reactor = s.place("uk-12-83", &r[1]);
    assert!(!in_ezoc(&s, Side::Nato, hex(&r[1])));
    assert!(reactors(&s, Side::Wp, hex("3318")).contains(&reactor), "out of the Pact's zones it reacts");
    // A Pact unit two hexes beyond puts r[1] in its zone.
    let beyond = GRID.neighbours(row_hex(hex(&r[1]))).into_iter().map(|x| x.id()).find(|x| GRID.distance(row_hex(hex(x)), row_hex(hex("3318"))) == 2).unwrap();
    s.place("su-21-mrd", &beyond);
    assert!(in_ezoc(&s, Side::Nato, hex(&r[1])));
    assert!(!reactors(&s, Side::Wp, hex("3318")).contains(&reactor), "alone in a Pact zone it does not");
    let second = s.place("uk-22-83", &r[1]);
    let now = reactors(&s, Side::Wp, hex("3318"));
    assert!(now.contains(&reactor) || now.contains(&second), "with a second NATO maneuver unit there one may: {now:?}");
}

/// [8.5]: a friendly unit in the hex, or a friendly free city, negates the enemy zone there; [8.5.1]: a
/// conquered city does not (it has no zone and negates nothing, [30.3.1]).
#[test]
fn negation_by_a_friendly_unit_or_free_city_not_a_conquered_one() {
    let mut s = open_ground();
    let r = ring("3318");
    s.place("su-94-mrd", "3318");
    let h = hex(&r[0]);
    assert!(in_ezoc(&s, Side::Nato, h) && !negated(&s, Side::Nato, h));
    s.place("uk-7-83", &r[0]);
    assert!(negated(&s, Side::Nato, h), "a NATO unit there negates the zone");
    agree(&s, Side::Nato);
    // A NATO free city negates the Pact's zone in its hex; conquered by the Pact it does not.
    let mut s = state();
    s.turn = 4;
    let d = s.data();
    let city = (0..d.hexes.len() as HexId).find(|&c| s.playable(c) && s.free_city_of(c, Side::Nato) && d.hexes[c as usize].country.as_deref() == Some("frg")).unwrap();
    let next = d.neighbours(city).find(|&n| s.playable(n) && d.hexes[n as usize].city.is_none()).unwrap();
    s.place("su-94-mrd", &hex_name(next));
    assert!(in_ezoc(&s, Side::Nato, city));
    assert!(negated(&s, Side::Nato, city), "its free city negates the Pact's zone");
    s.conquests.push(Conquest { hex: city, by: Side::Wp });
    assert!(!s.free_city_of(city, Side::Nato));
    assert!(!negated(&s, Side::Nato, city), "a conquered city negates nothing for NATO");
    assert!(!in_zoc(&s, Side::Nato, city), "nor has it a zone of NATO's");
}
