//! The Reserve Phase's helicopter and tactical movement combined in any order ([28.2.1], [18.3]; rules 17,
//! decision H11): a unit that began the phase with a Reserve/OMG marker may fly one 5-hex infiltration leg
//! and make one tactical move of half its MA, either first. Rules 16 let it do one or the other.

use engine::games::nato::actions::Action;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::reserve_legs::RULES;
use engine::games::nato::state::{State, Step, UnitId};
use engine::Game;

use super::heliborne::{answer, fly_quietly, heli};

/// The Pact's Reserve Phase under `rules`: the 35th Air Assault Brigade at 2817 with a Reserve/OMG
/// marker, one helicopter command Ready.
fn reserve(rules: u32) -> (State, UnitId) {
    let mut s = heli(Side::Wp, 1);
    s.rules = rules;
    s.steps = vec![Step::TurnEnd, Step::Reserve(Side::Wp)];
    let u = s.place("su-35-aslt", "2817");
    s.units[u as usize].reserve = true;
    (s, u)
}

fn offered(s: &State, a: &Action) -> bool {
    matches!(s.steps.last(), Some(Step::Reserve(_))) && Nato::prompt(s).actions.contains(a)
}

fn moves(s: &State) -> Vec<HexId> {
    Nato::prompt(s).actions.iter().filter_map(|a| if let Action::MoveTo(h) = a { Some(*h) } else { None }).collect()
}

/// Flies the unit's reserve leg to a hex `d` hexes away, and the command's return leg if it has one.
fn fly_leg(s: &mut State, u: UnitId, d: u32) -> HexId {
    let from = s.hex_of(u).unwrap();
    answer(s, Action::Heliborne(u));
    let goal = moves(s).into_iter().find(|&g| s.data().distance(g, from) == d).expect("a landing hex at that range");
    assert!(moves(s).iter().all(|&g| s.data().distance(g, from) <= 5), "5-hex legs ([18.3])");
    answer(s, Action::MoveTo(goal));
    fly_quietly(s, Side::Wp, u);
    while let Some(Step::HeliOp(_)) = s.steps.last() {
        let back = moves(s)[0];
        answer(s, Action::MoveTo(back));
        fly_quietly(s, Side::Wp, u);
    }
    assert_eq!(s.hex_of(u), Some(goal), "landed");
    goal
}

/// Walks the unit to the first destination offered at `d` hexes.
fn walk(s: &mut State, u: UnitId, d: u32) -> HexId {
    let from = s.hex_of(u).unwrap();
    answer(s, Action::Select(u));
    let to = moves(s).into_iter().find(|&h| s.data().distance(h, from) == d).expect("a destination");
    answer(s, Action::MoveTo(to));
    to
}

/// [28.2.1] "in any order", helicopter first: landed, the unit may still make its tactical move, from the
/// landing hex; then it has done both and is offered nothing. Under rules 16 a unit flown in has moved
/// ([18.1.3]) and may not walk.
#[test]
fn a_reserve_unit_flies_then_walks() {
    let (mut s, u) = reserve(RULES);
    let landed = fly_leg(&mut s, u, 3);
    assert!(offered(&s, &Action::Select(u)), "it may still walk");
    assert!(!offered(&s, &Action::Heliborne(u)), "one leg");
    let to = walk(&mut s, u, 1);
    assert_eq!(s.data().distance(to, landed), 1);
    assert!(!offered(&s, &Action::Select(u)) && !offered(&s, &Action::Heliborne(u)), "both moves made");

    let (mut s, u) = reserve(RULES - 1);
    fly_leg(&mut s, u, 3);
    assert!(!offered(&s, &Action::Select(u)), "rules 16: one or the other");
}

/// [28.2.1] "in any order", tactical move first: the unit may still fly one leg, from where it stopped
/// (5 hexes from there); then nothing. Under rules 16 a unit that walked may not fly.
#[test]
fn a_reserve_unit_walks_then_flies() {
    let (mut s, u) = reserve(RULES);
    let stop = walk(&mut s, u, 1);
    assert!(!offered(&s, &Action::Select(u)), "one tactical move");
    assert!(offered(&s, &Action::Heliborne(u)), "it may still fly");
    let landed = fly_leg(&mut s, u, 5);
    assert_eq!(s.data().distance(landed, stop), 5, "the leg starts where the walk ended");
    assert!(!offered(&s, &Action::Select(u)) && !offered(&s, &Action::Heliborne(u)), "both moves made");

    let (mut s, u) = reserve(RULES - 1);
    walk(&mut s, u, 1);
    assert!(!offered(&s, &Action::Heliborne(u)), "rules 16: one or the other");
}

/// [28.2.1] with [18.1.3]: "all the normal rules of helicopter movement apply": a unit that walked into an
/// enemy zone no friendly unit negates may not fly out of it; one that chose to stay may still fly.
#[test]
fn a_walk_into_an_enemy_zone_ends_the_flight() {
    let (mut s, u) = reserve(RULES);
    // A NATO brigade two hexes off: its zone covers the hexes beside it, not the start.
    let from = s.hex_of(u).unwrap();
    let far = (0..s.data().hexes.len() as HexId).find(|&h| s.playable(h) && s.data().distance(h, from) == 2).unwrap();
    s.place("wg-hsch-52", &engine::games::nato::data::hex_name(far));
    assert!(offered(&s, &Action::Heliborne(u)), "the start is outside the zone");
    answer(&mut s, Action::Select(u));
    let to = moves(&s).into_iter().find(|&h| s.data().distance(h, far) == 1 && s.data().distance(h, from) == 1).expect("a hex in the zone");
    answer(&mut s, Action::MoveTo(to));
    assert!(!offered(&s, &Action::Heliborne(u)), "[18.2.1]: not from an enemy zone");

    let (mut s, u) = reserve(RULES);
    answer(&mut s, Action::Select(u));
    answer(&mut s, Action::Cancel);
    assert!(offered(&s, &Action::Heliborne(u)), "stayed: the flight is still open");
    assert!(!offered(&s, &Action::Select(u)));
}

/// The marks of the Reserve Phase go at its end ([28.0]): the next Reserve Phase starts afresh.
#[test]
fn the_marks_go_with_the_phase() {
    let (mut s, u) = reserve(RULES);
    walk(&mut s, u, 1);
    assert_eq!(s.reserve_walked, vec![u]);
    s.player = Side::Wp;
    engine::kit::steps::Step::run(&engine::games::nato::movement::ReserveEnd, &mut s);
    assert!(s.reserve_walked.is_empty() && s.reserve_flown.is_empty());
}
