//! NATO's planned Defensive Strike ([23.2.5], rules 17, decision A3): in a Pact battle cycle's Defensive
//! Strike Segment NATO places up to two strike markers on the committed attackers before either is rolled,
//! may take one back, and resolves them in the order placed. Each rule read both ways: rules 16 rolled each
//! point as it was flown ([23.2.2]).

use engine::games::nato::actions::Action;
use engine::games::nato::air::strike::{Marker, PLANNING_RULES};
use engine::games::nato::air::tables::AirPoints;
use engine::games::nato::data::{row_hex, River, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{State, Step};
use engine::Game;

use super::common::{dice, hex, set_river, set_terrain, settle, state_with};

fn neighbours(id: &str) -> Vec<String> {
    GRID.neighbours(row_hex(hex(id))).into_iter().map(|n| n.id()).collect()
}

fn rolls(s: &State) -> usize {
    s.log.to_vec().iter().filter(|e| e.id == "nato.strike" || e.id == "nato.strike_two").count()
}

/// A Pact attack on a West German brigade in clear 3319 by two full Soviet divisions from two hexes, NATO
/// with 2 tactical air points, stopped at NATO's Defensive Strike Segment under `rules`.
fn pact_attack(rules: u32) -> (State, u16, u16) {
    let n = neighbours("3319");
    let mut s = state_with(|d| {
        set_terrain(d, "3319", "clear");
        for h in neighbours("3319") {
            set_terrain(d, &h, "clear");
            set_river(d, &h, "3319", River::None);
        }
    });
    s.rules = rules;
    s.turn = 2;
    s.place("wg-hsch-52", "3319");
    let a = s.place("su-21-mrd", &n[0]);
    let b = s.place("su-94-mrd", &n[3]);
    s.air = [AirPoints { tap: 3, oap: 3 }, AirPoints { tap: 2, oap: 0 }];
    s.steps = vec![Step::TurnEnd];
    engine::games::nato::combat::begin(&mut s, Side::Wp, hex("3319"), vec![a, b], None);
    s.steps.push(Step::BattleFlow);
    settle(&mut s);
    assert!(matches!(s.steps.last(), Some(Step::DefensiveStrike)), "at NATO's defensive strike: {:?}", s.steps.last());
    (s, a, b)
}

fn play(s: &mut State, a: Action) {
    let p = Nato::prompt(s);
    assert!(p.actions.contains(&a), "{a:?} is not offered: {:?}", p.actions);
    Nato::apply(s, Side::Nato.seat(), &a).unwrap();
}

#[test]
fn both_defensive_markers_are_placed_before_either_roll() {
    // [23.2.5] (L2446): "if NATO chose to fly two strikes, both markers are placed, then resolved one by one".
    let (mut s, a, b) = pact_attack(PLANNING_RULES);
    dice(&mut s, &[6, 6]);
    assert_eq!(Nato::prompt(&s).id, "nato.defensive_strike_plan");
    assert_eq!(Nato::prompt(&s).rule, "NATO 23.2.5");
    play(&mut s, Action::Strike(a, None));
    assert_eq!(rolls(&s), 0, "no die until both are placed and resolved");
    assert_eq!(s.air[1].tap, 1, "the point is spent as the marker goes down");
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.defensive_strike_placed");
    assert!(p.actions.contains(&Action::Resolve) && !p.actions.contains(&Action::Done));
    play(&mut s, Action::Strike(b, None));
    assert_eq!(s.strike_markers, vec![Marker { targets: vec![a], tactical: true }, Marker { targets: vec![b], tactical: true }]);
    let p = Nato::prompt(&s);
    assert!(!p.actions.iter().any(|x| matches!(x, Action::Strike(..))), "two points at most ([23.2.2])");
    let strikes: Vec<&Action> = p.actions.iter().filter(|x| !matches!(x, Action::CeaseFire | Action::Concede)).collect();
    assert_eq!(strikes, [&Action::TakeBack(a), &Action::TakeBack(b), &Action::Resolve], "the war-ending choices aside ([35.1])");
    play(&mut s, Action::Resolve);
    assert_eq!(rolls(&s), 2);
    assert!(s.strike_markers.is_empty());
    assert!(!matches!(s.steps.last(), Some(Step::DefensiveStrike)), "resolving ends the segment");
    // 6 on clear in contested airspace: D1 on each full division (flipped and disrupted).
    assert_eq!((s.units[a as usize].steps, s.units[b as usize].steps), (1, 1));
    assert!(s.units[a as usize].disrupted && s.units[b as usize].disrupted);
}

#[test]
fn under_rules_16_each_defensive_point_rolls_as_it_is_flown() {
    let (mut s, a, _) = pact_attack(PLANNING_RULES - 1);
    dice(&mut s, &[6, 6]);
    assert_eq!(Nato::prompt(&s).id, "nato.defensive_strike");
    play(&mut s, Action::Strike(a, None));
    assert_eq!(rolls(&s), 1);
    assert!(s.strike_markers.is_empty());
    assert!(!Nato::prompt(&s).actions.iter().any(|x| matches!(x, Action::Resolve | Action::TakeBack(_))));
}

#[test]
fn a_defensive_marker_may_be_taken_back_and_none_left_finishes() {
    // [23.2.5], A3: until resolved a marker comes back with its point; with none placed "done" finishes
    // without a roll.
    let (mut s, a, b) = pact_attack(PLANNING_RULES);
    play(&mut s, Action::Strike(a, None));
    play(&mut s, Action::TakeBack(a));
    assert_eq!(s.air[1].tap, 2);
    assert!(s.strike_markers.is_empty());
    assert!(Nato::prompt(&s).actions.contains(&Action::Done));
    assert!(Nato::odds(&s, &Action::Strike(b, None)).is_some());
    play(&mut s, Action::Strike(b, None));
    assert!(Nato::odds(&s, &Action::TakeBack(b)).is_some(), "a placed marker's chances are shown on its take-back");
    assert!(Nato::apply(&mut s, Side::Nato.seat(), &Action::Done).is_err(), "no finishing with a marker unresolved");
    play(&mut s, Action::TakeBack(b));
    play(&mut s, Action::Done);
    assert_eq!(rolls(&s), 0);
    assert!(!matches!(s.steps.last(), Some(Step::DefensiveStrike)));
}

#[test]
fn the_view_lists_the_placed_defensive_markers() {
    // [23.2.5]: the board draws NATO's placed markers on the attackers' hexes until they are resolved.
    let (mut s, a, b) = pact_attack(PLANNING_RULES);
    dice(&mut s, &[1, 1]);
    play(&mut s, Action::Strike(a, None));
    play(&mut s, Action::Strike(b, None));
    let hexes = |s: &State| engine::games::nato::air::view(s).strike_markers;
    let n = neighbours("3319");
    assert_eq!(hexes(&s), vec![(n[0].clone(), Side::Nato), (n[3].clone(), Side::Nato)]);
    play(&mut s, Action::Resolve);
    assert!(hexes(&s).is_empty());
}
