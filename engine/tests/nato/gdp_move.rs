//! [35.3.1] (L3974), rules version 24, decision E24: the Move to the GDP activates only the non-French
//! units in West Germany, West Berlin (3007) excepted. In The Long Fortnight (`gdp_move_gt1`) the units the
//! set-up activates on turn 1 that the Move leaves behind — the French, the West Berlin brigades, the Danes
//! in Denmark, the Dutch in the Netherlands — wait for [35.2]'s contact or for game turn 2. Each read both
//! ways against rules 23, whose set-up activated every NATO unit on turn 1.

use engine::games::nato::actions::Action;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::gdp::{self, LATER_TURN, RULES};
use engine::games::nato::movement::may_move;
use engine::games::nato::state::{Loc, State, UnitId};
use engine::games::nato::turn::PlayerEnd;
use engine::games::nato::zoc::Board;
use engine::kit::steps::Step as _;
use engine::Game;

use super::common::{hex, new_fortnight, ordinary};

/// The units of the 1983 Long Fortnight the tests follow, by key.
fn unit(s: &State, key: &str) -> UnitId {
    (0..s.units.len() as UnitId).find(|&u| s.key(u) == key).unwrap_or_else(|| panic!("no unit {key}"))
}

/// The Long Fortnight (1983) under `rules`, played with the Pact doing nothing (every decision finished)
/// up to NATO's first Movement Phase: the prompt that offers NATO's units their move on turn 1.
fn natos_first_movement(rules: u32) -> (State, Vec<UnitId>) {
    let mut s = new_fortnight(1983, rules);
    for _ in 0..500 {
        let p = Nato::prompt(&s);
        let seat = p.seat.expect("a decision");
        if p.id == "nato.movement" && Side::of_seat(seat) == Side::Nato {
            assert_eq!(s.turn, 1);
            assert!(!s.gdp.is_empty(), "the Move to the GDP");
            let offered = p.actions.iter().filter_map(|a| if let Action::Select(u) = a { Some(*u) } else { None }).collect();
            return (s, offered);
        }
        let a = p.actions.iter().find(|a| **a == Action::Done).cloned().or_else(|| ordinary(&p).first().cloned()).expect("an action");
        Nato::apply(&mut s, seat, &a).unwrap_or_else(|e| panic!("{} {a:?}: {e:?}", p.id));
    }
    panic!("NATO's first Movement Phase never came");
}

/// [35.3.1]: "the NATO player activates all non-French units in West Germany (except West Berlin, hex
/// 3007)": in NATO's first Movement Phase a French armoured division in West Germany, the three West
/// Berlin brigades (French, US, British), a Dutch brigade and the Dutch corps HQ in the Netherlands and the
/// Danes in Denmark (LANDZEALAND's HQ with them) are not offered a move under rules 24; rules 23 offered
/// every one of them. West German and US units in West Germany, and the Dutch brigade there, move either way.
#[test]
fn e24_the_move_to_the_gdp_leaves_the_french_berlin_and_the_home_armies_behind() {
    let behind = ["fr-1ad", "fr-berlin", "us-berlin", "uk-berlin", "nl-12", "nl1-hq", "dk-j1", "lz-hq"];
    let moving = ["wg-2-83", "us-1-3ad-83", "us5-hq", "uk-7-83"];
    for rules in [RULES, RULES - 1] {
        let (s, offered) = natos_first_movement(rules);
        for key in behind {
            let u = unit(&s, key);
            assert!(matches!(s.units[u as usize].loc, Loc::Hex(_)), "{key} on the map");
            assert_eq!(offered.contains(&u), rules < RULES, "rules {rules}: {key} offered a move on turn 1");
        }
        for key in moving {
            assert!(offered.contains(&unit(&s, key)), "rules {rules}: {key} moves to the GDP");
        }
    }
}

/// Which units the Move leaves behind is read from where they stand, for both years: under rules 24 a
/// NATO unit on the map that setup.tsv activates on turn 1 waits until turn 2 exactly when it is French,
/// stands in West Berlin or stands outside West Germany; under rules 23 none waits.
#[test]
fn e24_the_units_left_behind_are_the_french_west_berlin_and_those_outside_west_germany() {
    for year in [1983, 1988] {
        let (new, old) = (new_fortnight(year, RULES), new_fortnight(year, RULES - 1));
        let d = new.data();
        let mut left = 0;
        for r in d.setup.iter().filter(|r| r.scenario == "long_fortnight" && r.year == year && r.turn == 0 && r.active == 1) {
            let Loc::Hex(h) = new.units[r.unit].loc else { continue };
            let unit = &d.units[r.unit];
            let hx = &d.hexes[h as usize];
            let berlin = hx.city.as_ref().is_some_and(|c| c.key == "west_berlin");
            let outside = unit.nation == "fr" || berlin || hx.country.as_deref() != Some("frg");
            assert_eq!(gdp::activated_by_the_move(d, r), !outside, "{}", unit.key);
            let want = if outside { LATER_TURN } else { 1 };
            assert_eq!(new.units[r.unit].active, want, "{year} {} under rules {RULES}", unit.key);
            assert_eq!(old.units[r.unit].active, 1, "{year} {} under rules {}", unit.key, RULES - 1);
            left += outside as usize;
        }
        assert!(left > 0, "{year}: the set-up has units the Move leaves behind");
    }
    // Baltic Gate has no Move to the GDP: its Danes in Denmark still activate on turn 1.
    let b = engine::games::nato::setup::new_game(Nato::builtin_data(), "baltic_gate", 1983, 1, RULES).unwrap();
    let dk = unit(&b, "dk-j1");
    assert_eq!(b.units[dk as usize].active, 1);
}

/// A playable hex of `country` holding no unit.
fn empty_hex_of(s: &State, country: &str) -> HexId {
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .find(|&h| s.playable(h) && d.hexes[h as usize].country.as_deref() == Some(country) && d.hexes[h as usize].city.is_none() && s.units_in(h).next().is_none())
        .unwrap_or_else(|| panic!("an empty hex of {country}"))
}

/// The end of the Pact's first player turn ([35.2] checked there): NATO's turn 1 follows.
fn end_pacts_turn(s: &mut State) {
    s.player = Side::Wp;
    PlayerEnd.run(s);
    assert_eq!(s.player, Side::Nato);
}

/// [35.2] (L3960): a unit the Move leaves behind still activates when the Pact enters its nation: a Pact
/// division in the Netherlands at the end of the Pact's first player turn activates the Dutch there (they
/// move in NATO's turn 1, the Move to the GDP's), one in Denmark the Danes and LANDZEALAND's HQ, one in
/// France (`french_activation_on_contact`) every French unit, the Berlin brigade too. Without the contact
/// they wait.
#[test]
fn e24_contact_still_activates_the_units_left_behind() {
    for (country, keys) in [("nl", &["nl-12", "nl1-hq"][..]), ("dk", &["dk-z1", "lz-hq"]), ("fr", &["fr-1ad", "fr-dmt-62", "fr-berlin"])] {
        for contact in [true, false] {
            let mut s = new_fortnight(1983, RULES);
            s.turn = 1;
            if contact {
                let h = empty_hex_of(&s, country);
                let wp = unit(&s, "su-16-td");
                s.units[wp as usize].loc = Loc::Hex(h);
            }
            end_pacts_turn(&mut s);
            for key in keys {
                let u = unit(&s, key);
                assert_eq!(s.units[u as usize].active <= 1, contact, "{key}: the Pact in {country}: {contact}");
                assert_eq!(may_move(&s, &Board::new(&s), u, Side::Nato), contact, "{key} moves in NATO's turn 1");
            }
        }
    }
}

/// [35.2] (L3962): "attacking the French Berlin brigade does not activate the French units, since the
/// brigade is not in France": a Pact attack on West Berlin in the Pact's first turn leaves the French (and
/// the US and British Berlin brigades, whose nations have no territory on the map) for turn 2.
#[test]
fn e24_an_attack_on_west_berlin_activates_no_berlin_brigade() {
    let mut s = new_fortnight(1983, RULES);
    s.turn = 1;
    s.contacts.push(hex("3007"));
    end_pacts_turn(&mut s);
    for key in ["fr-berlin", "us-berlin", "uk-berlin", "fr-1ad"] {
        assert_eq!(s.units[unit(&s, key) as usize].active, LATER_TURN, "{key}");
    }
}

/// Decision E24: without contact the units left behind activate on game turn 2, the turn after the Move
/// to the GDP: a French division, a Berlin brigade, a Dutch brigade in the Netherlands and a Danish one in
/// Denmark may move then, not on turn 1.
#[test]
fn e24_the_units_left_behind_activate_on_turn_two() {
    assert_eq!(LATER_TURN, 2, "the turn after the Move to the GDP (NATO's turn 1)");
    let mut s = new_fortnight(1983, RULES);
    s.player = Side::Nato;
    for key in ["fr-5ad", "us-berlin", "nl-43", "dk-j2"] {
        let u = unit(&s, key);
        for (turn, moves) in [(1, false), (LATER_TURN, true)] {
            s.turn = turn;
            assert_eq!(may_move(&s, &Board::new(&s), u, Side::Nato), moves, "{key} on turn {turn}");
        }
    }
}
