//! A city hex's defence ([30.4]): a free city's intrinsic defence, alone or added to its defenders, never
//! halved by supply, and none for a conquered city. Oldenburg (2621) is a town, Bremen (2720) a major city.

use engine::games::nato::combat::odds::defence;
use engine::games::nato::data::{CityKind, Side};
use engine::games::nato::state::Conquest;

use super::common::{hex, state};

/// [30.4.1], [30.4.7]: a free city alone defends with its intrinsic defence: a town 1, a major or key city
/// 2 (every city of the map so).
#[test]
fn a_free_city_alone_defends_with_its_intrinsic_defence() {
    let s = state();
    assert_eq!(defence(&s, Side::Wp, hex("2621")), 1);
    assert_eq!(defence(&s, Side::Wp, hex("2720")), 2);
    for h in s.data().hexes.iter().filter_map(|h| h.city.as_ref()) {
        assert_eq!(h.intrinsic, if h.kind == CityKind::Town { 1 } else { 2 }, "{}", h.key);
    }
}

/// [30.4.8], [30.4.1]: with friendly units the intrinsic defence is added to theirs, and it ignores supply:
/// a Combat-OOS brigade in Bremen is halved, the city's 2 is not.
#[test]
fn the_intrinsic_defence_adds_to_the_units_and_ignores_supply() {
    let mut s = state();
    let u = s.place("wg-2-83", "2720");
    let own = s.values(u).1 as u32;
    assert_eq!(defence(&s, Side::Wp, hex("2720")), own + 2);
    s.units[u as usize].coos = true;
    assert_eq!(defence(&s, Side::Wp, hex("2720")), (own as f64 / 2.0).ceil() as u32 + 2);
}

/// [30.4.4], [30.4.9]: a conquered city has no intrinsic defence: the Pact division holding Bremen
/// defends with its own strength only; NATO's retaken city has its 2 again.
#[test]
fn a_conquered_city_has_no_intrinsic_defence() {
    let mut s = state();
    s.conquests.push(Conquest { hex: hex("2720"), by: Side::Wp });
    let u = s.place("su-16-td", "2720");
    assert_eq!(defence(&s, Side::Nato, hex("2720")), s.values(u).1 as u32);
    s.units[u as usize].loc = engine::games::nato::state::Loc::Out;
    s.conquests.clear();
    assert_eq!(defence(&s, Side::Wp, hex("2720")), 2);
}

// ---- Free cities under strikes, in battle and in zones ([23.2.2.2], [23.2.7], [24.1.5], [30.2.3],
// [30.4.7.1]); control and VP ([30.0], [30.1]). Oldenburg (2621) is a West German town. ----

use engine::games::nato::actions::Action;
use engine::games::nato::air::{artillery, strike};
use engine::games::nato::air::tables::AirPoints;
use engine::games::nato::data::{hex_name, River};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{Loc, State, Step};
use engine::games::nato::zoc::Board;
use engine::Game;

use super::common::{dice, set_river, settle, state_with};

/// The air rules' state on game turn 2 with a Pact division and the 34th Artillery Division (its front's)
/// beside Oldenburg, across an open hexside.
fn beside_oldenburg() -> (State, u16, u16, String) {
    let next = hex_name(state().data().neighbours(hex("2621")).find(|&n| state().playable(n) && state().data().hexes[n as usize].city.is_none()).unwrap());
    let f = next.clone();
    let mut s = state_with(move |d| set_river(d, &f, "2621", River::None));
    s.rules = super::common::current().rules;
    s.turn = 2;
    let art = s.place("su-34-arty", &next);
    let mrd = s.place("su-21-mrd", &next);
    (s, art, mrd, next)
}

/// [24.1.5] (L2516): artillery never fires at an enemy free city's intrinsic defence: beside Oldenburg
/// empty, the 34th has no bombardment; with a West German brigade in the city it fires at the brigade
/// (read the other way, the empty city would be a target).
#[test]
fn artillery_never_fires_at_a_free_city_s_own_defence() {
    let (mut s, art, _, _) = beside_oldenburg();
    assert!(s.free_city_of(hex("2621"), Side::Nato));
    assert!(artillery::bombardments(&s, &[]).is_empty(), "the empty free city is no target");
    let wg = s.place("wg-1-83", "2621");
    assert_eq!(artillery::bombardments(&s, &[]), vec![Action::Bombard(art, wg)]);
}

/// [23.2.7] (L2450): an air strike never strikes a free city's intrinsic defence: the Pact's point at the
/// brigade in Oldenburg takes its step (a 6: D1) and the town's own 1 still defends it afterwards, free
/// (read the other way, the D1 could fall on the city's defence and leave the brigade).
#[test]
fn an_air_strike_never_strikes_a_free_city_s_own_defence() {
    let (mut s, _, _, _) = beside_oldenburg();
    let wg = s.place("wg-1-83", "2621");
    s.units[wg as usize].steps = 1;
    s.air = [AirPoints { tap: 0, oap: 2 }, AirPoints { tap: 0, oap: 0 }];
    let a = engine::games::nato::air::airspace::Airspaces::new(&s);
    let acts = strike::strike_actions(&s, &a, Side::Wp, &[wg], false);
    assert_eq!(acts, vec![Action::Strike(wg, None)], "the brigade is the only target");
    dice(&mut s, &[6, 6]);
    strike::fly(&mut s, Side::Wp, &[wg], true).unwrap();
    assert_eq!(s.units[wg as usize].loc, Loc::Dead, "the brigade's step");
    assert!(s.free_city_of(hex("2621"), Side::Nato));
    assert_eq!(defence(&s, Side::Wp, hex("2621")), 1, "the town's intrinsic defence untouched");
}

/// [23.2.2.2] (L2436), [30.4.7.1] (L3628): NATO may fly its Defensive Strike in a Pact battle against a
/// NATO free city defended by no NATO ground unit: the Pact division attacking empty Oldenburg is offered
/// to NATO's tactical points (read as "only where NATO units defend", the segment would be skipped).
#[test]
fn nato_strikes_in_defence_of_an_empty_free_city() {
    let (mut s, _, mrd, _) = beside_oldenburg();
    assert!(s.units_in(hex("2621")).next().is_none());
    s.air = [AirPoints { tap: 0, oap: 0 }, AirPoints { tap: 2, oap: 0 }];
    s.steps = vec![Step::TurnEnd];
    engine::games::nato::combat::begin(&mut s, Side::Wp, hex("2621"), vec![mrd], None);
    s.steps.push(Step::BattleFlow);
    settle(&mut s);
    let p = Nato::prompt(&s);
    assert!(p.id.starts_with("nato.defensive_strike"), "NATO's Defensive Strike Segment: {}", p.id);
    assert!(p.actions.contains(&Action::Strike(mrd, None)));
}

/// [30.2.3] (L3575): a free city negates the enemy's zone in its own hex as a friendly unit would: the Pact
/// division beside Oldenburg puts its zone on the town, and with no NATO unit there the free town negates
/// it (as it does not in the empty clear hex the division also touches); conquered by the Pact, it is no
/// longer NATO's free city and negates nothing for NATO.
#[test]
fn a_free_city_negates_the_enemy_zone_in_its_hex() {
    let (mut s, _, _, next) = beside_oldenburg();
    let board = Board::new(&s);
    assert!(board.in_ezoc(Side::Nato, hex("2621")), "the division's zone reaches the town");
    assert!(board.negated(&s, Side::Nato, hex("2621")), "free: negated with no NATO unit in it");
    let other = s
        .data()
        .neighbours(hex(&next))
        .find(|&n| s.playable(n) && s.data().hexes[n as usize].city.is_none() && s.units_in(n).next().is_none() && board.in_ezoc(Side::Nato, n))
        .expect("an empty hex in the zone");
    assert!(!board.negated(&s, Side::Nato, other), "an empty hex is not negated");
    s.conquests.push(Conquest { hex: hex("2621"), by: Side::Wp });
    let board = Board::new(&s);
    assert!(!board.negated(&s, Side::Nato, hex("2621")), "conquered: nothing negates the Pact's zone for NATO");
}

/// [30.0] (L3529–L3537), [34.2]: a NATO city is worth 1 VP to the Pact as a town, 2 as a major city and 3
/// as a key city (the scenario's victory table, each NATO city by its kind); its intrinsic defence is
/// its original owner's only: conquered, Oldenburg defends with nothing of its own.
#[test]
fn a_city_s_vp_and_defence_come_from_its_kind() {
    let s = super::common::current();
    let vp = engine::games::nato::turn::city_vp(&s);
    assert!(!vp.is_empty());
    for (h, side, v) in vp.into_iter().filter(|&(_, side, _)| side == Side::Wp) {
        let kind = s.data().hexes[h as usize].city.as_ref().unwrap().kind;
        let want = match kind {
            CityKind::Town => 1,
            CityKind::Major => 2,
            CityKind::Key => 3,
        };
        assert_eq!(v, want, "{} ({side:?})", hex_name(h));
    }
    let mut s = super::common::current();
    assert_eq!(defence(&s, Side::Wp, hex("2621")), 1);
    s.conquests.push(Conquest { hex: hex("2621"), by: Side::Wp });
    let u = s.place("su-21-mrd", "2621");
    assert_eq!(defence(&s, Side::Nato, hex("2621")), s.values(u).1 as u32, "no intrinsic defence for the conqueror");
}

/// [30.1] (L3541–L3545): every city starts free and controlled by the player whose nation it is; once the
/// enemy has entered it, the last player to move a unit in controls it, whether or not a unit stays: the
/// Pact's conquest of Oldenburg holds when its division moves on (read as "whoever occupies it", the empty
/// town would be NATO's again).
#[test]
fn a_city_is_controlled_by_the_last_to_enter_it() {
    let mut s = super::common::current();
    for h in 0..s.data().hexes.len() as u16 {
        let Some(owner) = s.data().hexes[h as usize].owner() else { continue };
        if s.data().hexes[h as usize].city.is_some() && s.playable(h) {
            assert_eq!(s.city_controller(h), Some(owner), "{}", hex_name(h));
            assert!(s.free_city_of(h, owner));
        }
    }
    let u = s.place("su-21-mrd", "2621");
    engine::games::nato::movement::capture(&mut s, hex("2621"), Side::Wp);
    s.units[u as usize].loc = Loc::Out;
    assert!(s.units_in(hex("2621")).next().is_none());
    assert_eq!(s.city_controller(hex("2621")), Some(Side::Wp), "still the Pact's");
    assert!(!s.free_city_of(hex("2621"), Side::Nato));
}
