//! The planned Air Strike Segment ([23.2.4], rules 17, decision A3): every offensive strike marker is
//! placed before any is resolved; a placed marker may be taken back; "resolve" rolls them all in the order
//! placed and ends the segment. Each rule read both ways: rules 16 rolled each point as it was flown.

use engine::games::nato::actions::Action;
use engine::games::nato::air::strike::{AirStrikes, Marker, PLANNING_RULES};
use engine::games::nato::air::tables::AirPoints;
use engine::games::nato::data::{row_hex, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{Loc, State, Step};
use engine::kit::steps::Step as _;
use engine::{Game, Prompt};

use super::common::{dice, hex, set_terrain, state_with};

fn neighbours(id: &str) -> Vec<String> {
    GRID.neighbours(row_hex(hex(id))).into_iter().map(|n| n.id()).collect()
}

fn pts(tap: u8, oap: u8) -> AirPoints {
    AirPoints { tap, oap }
}

/// AS-1's hex (L2462): a forest 3320 with a full Soviet MRD and a reduced GDR tank division, a West German
/// brigade beside it (contested airspace for NATO), NATO with 2 TAP, in NATO's Air Strike Segment on turn 2
/// under `rules`.
fn as1(rules: u32) -> (State, u16, u16) {
    let n = neighbours("3320");
    let mut s = state_with(|d| set_terrain(d, "3320", "forest"));
    s.rules = rules;
    s.turn = 2;
    let mrd = s.place("su-21-mrd", "3320");
    let td = s.place("gdr-9", "3320");
    s.units[td as usize].steps = 1;
    s.place("wg-hsch-52", &n[0]);
    s.air = [pts(0, 0), pts(2, 0)];
    s.steps.push(Step::AirStrikes(Side::Nato));
    (s, mrd, td)
}

fn prompt(s: &State) -> Prompt<Action> {
    AirStrikes.prompt(s).expect("the segment asks")
}

fn play(s: &mut State, a: Action) {
    assert!(prompt(s).actions.contains(&a), "{a:?} is not offered: {:?}", prompt(s).actions);
    AirStrikes.apply(s, Side::Nato.seat(), &a).unwrap();
}

fn rolls(s: &State) -> usize {
    s.log.to_vec().iter().filter(|e| e.id == "nato.strike" || e.id == "nato.strike_two").count()
}

/// AS-1 under [23.2.4] (rules 17): both markers go on the forest hex before either die; the player then
/// resolves them in the order placed: 6 − 1 = 5, D1 on the MRD (flipped, disrupted); 3 − 1 = 2, `*` on the
/// GDR division. Under rules 16 the first point is rolled as it is flown.
#[test]
fn as1_both_markers_placed_before_either_roll() {
    let (mut s, mrd, td) = as1(PLANNING_RULES);
    dice(&mut s, &[6, 3]);
    assert_eq!(prompt(&s).id, "nato.air_strikes_plan");
    play(&mut s, Action::Strike(mrd, None));
    assert_eq!(rolls(&s), 0, "no die until the markers are resolved");
    assert_eq!(s.units[mrd as usize].steps, 2);
    assert_eq!(s.air[1], pts(1, 0), "the point is spent as the marker is placed");
    play(&mut s, Action::Strike(td, None));
    assert_eq!(s.strike_markers, vec![Marker { targets: vec![mrd], tactical: true }, Marker { targets: vec![td], tactical: true }]);
    let p = prompt(&s);
    assert_eq!(p.id, "nato.air_strikes_placed");
    assert_eq!(p.actions.last(), Some(&Action::Resolve));
    assert!(!p.actions.contains(&Action::Done), "no finishing with markers unresolved");
    assert_eq!(rolls(&s), 0);
    play(&mut s, Action::Resolve);
    assert_eq!(rolls(&s), 2);
    assert_eq!(s.units[mrd as usize].steps, 1);
    assert!(s.units[mrd as usize].disrupted);
    assert!(s.units[td as usize].disrupted);
    assert_eq!(s.units[td as usize].steps, 1);
    assert!(s.strike_markers.is_empty());
    assert!(!matches!(s.steps.last(), Some(Step::AirStrikes(_))), "resolving ends the segment: no placement after the first roll");

    // Rules 16: the first point rolls at once.
    let (mut s, mrd, _) = as1(PLANNING_RULES - 1);
    dice(&mut s, &[6, 3]);
    assert_eq!(prompt(&s).id, "nato.air_strikes");
    play(&mut s, Action::Strike(mrd, None));
    assert_eq!(rolls(&s), 1);
    assert_eq!(s.units[mrd as usize].steps, 1);
    assert!(s.strike_markers.is_empty());
    assert!(prompt(&s).actions.contains(&Action::Done));
    assert!(!prompt(&s).actions.iter().any(|a| matches!(a, Action::Resolve | Action::TakeBack(_))));
}

/// [23.2.4]: the markers are resolved in the order placed, not the order of the targets: placed GDR first,
/// the first die (6 − 1 = 5, D1) eliminates the reduced GDR division and the second (2, `*`) only disrupts
/// the MRD. The other order gives the MRD the D1 (the test above).
#[test]
fn markers_resolve_in_the_order_placed() {
    let (mut s, mrd, td) = as1(PLANNING_RULES);
    dice(&mut s, &[6, 3]);
    play(&mut s, Action::Strike(td, None));
    play(&mut s, Action::Strike(mrd, None));
    play(&mut s, Action::Resolve);
    assert_eq!(s.units[td as usize].loc, Loc::Dead);
    assert_eq!(s.units[mrd as usize].steps, 2);
    assert!(s.units[mrd as usize].disrupted);
}

/// [23.2.4]: a placed marker may be taken back before resolving: its point comes back, its target may be
/// struck again and the hex's count of points ([23.1.5]) drops; with the last one taken back "done" is
/// offered again. Under rules 16 nothing can be taken back (the point has been rolled).
#[test]
fn a_placed_marker_may_be_taken_back() {
    let (mut s, mrd, td) = as1(PLANNING_RULES);
    play(&mut s, Action::Strike(mrd, None));
    play(&mut s, Action::Strike(td, None));
    assert_eq!(s.air[1], pts(0, 0));
    let p = prompt(&s);
    assert!(!p.actions.iter().any(|a| matches!(a, Action::Strike(..))), "two points on the hex, no point left");
    assert!(p.actions.contains(&Action::TakeBack(mrd)) && p.actions.contains(&Action::TakeBack(td)));
    play(&mut s, Action::TakeBack(mrd));
    assert_eq!(s.air[1], pts(1, 0), "the tactical point is back");
    assert_eq!(s.strike_markers, vec![Marker { targets: vec![td], tactical: true }]);
    assert_eq!(s.strike_hexes.len(), 1);
    assert!(prompt(&s).actions.contains(&Action::Strike(mrd, None)), "the MRD may be struck again");
    play(&mut s, Action::TakeBack(td));
    assert!(s.strike_markers.is_empty() && s.struck.is_empty() && s.strike_hexes.is_empty());
    assert_eq!(s.air[1], pts(2, 0));
    let p = prompt(&s);
    assert_eq!(p.actions.last(), Some(&Action::Done));
    assert!(!p.actions.contains(&Action::Resolve), "nothing to resolve");
    assert_eq!(rolls(&s), 0);
    // A take-back of a unit carrying no marker is refused, not a panic.
    assert!(AirStrikes.apply(&mut s, Side::Nato.seat(), &Action::TakeBack(mrd)).is_err());

    let (mut s, mrd, _) = as1(PLANNING_RULES - 1);
    dice(&mut s, &[1]);
    play(&mut s, Action::Strike(mrd, None));
    assert!(!prompt(&s).actions.iter().any(|a| matches!(a, Action::TakeBack(_))));
}

/// [23.2.4], [23.1.3], [23.1.4]: the point's kind is fixed as the marker is placed (a tactical one where it
/// may fly) and a take-back returns that kind; an operational point struck at an HQ comes back as one.
#[test]
fn a_take_back_returns_the_kind_of_point_spent() {
    let (mut s, mrd, _) = as1(PLANNING_RULES);
    s.air = [pts(0, 0), pts(1, 1)];
    play(&mut s, Action::Strike(mrd, None));
    assert_eq!(s.air[1], pts(0, 1), "a tactical point first");
    assert!(s.strike_markers[0].tactical);
    play(&mut s, Action::TakeBack(mrd));
    assert_eq!(s.air[1], pts(1, 1));
    s.air = [pts(0, 0), pts(0, 1)];
    play(&mut s, Action::Strike(mrd, None));
    assert!(!s.strike_markers[0].tactical);
    play(&mut s, Action::TakeBack(mrd));
    assert_eq!(s.air[1], pts(0, 1));
}

/// [23.2.4], [23.1.5], [20.0]: the placement offers only what may be struck: a unit already under a marker
/// is not offered again, and a hex with two markers takes no third — the same limits as flying each point.
#[test]
fn placement_keeps_the_segment_limits() {
    let n = neighbours("3319");
    let mut s = state_with(|d| set_terrain(d, "3319", "clear"));
    s.rules = PLANNING_RULES;
    s.turn = 2;
    let units: Vec<u16> = ["wg-1-83", "wg-hsch-52", "wg-hsch-53"].iter().map(|k| s.place(k, "3319")).collect();
    s.place("su-21-mrd", &n[0]);
    s.air = [pts(5, 0), pts(0, 0)];
    s.steps.push(Step::AirStrikes(Side::Wp));
    let strikes = |s: &State| AirStrikes.prompt(s).unwrap().actions.into_iter().filter(|a| matches!(a, Action::Strike(..))).collect::<Vec<_>>();
    AirStrikes.apply(&mut s, Side::Wp.seat(), &Action::Strike(units[0], None)).unwrap();
    assert!(!strikes(&s).iter().any(|x| matches!(x, Action::Strike(u, v) if *u == units[0] || *v == Some(units[0]))), "struck once a segment");
    AirStrikes.apply(&mut s, Side::Wp.seat(), &Action::Strike(units[1], None)).unwrap();
    assert!(strikes(&s).is_empty(), "two markers on the hex already");
    let e = AirStrikes.apply(&mut s, Side::Wp.seat(), &Action::Strike(units[2], None));
    assert!(e.is_err(), "an illegal placement is refused");
    assert_eq!(s.strike_markers.len(), 2);
}

/// [23.2.4]: with every point placed the segment still asks: take one back or resolve them (under rules 16
/// a segment with no point left ends by itself).
#[test]
fn with_no_point_left_the_placed_markers_still_wait_to_be_resolved() {
    let (mut s, mrd, _) = as1(PLANNING_RULES);
    s.air = [pts(0, 0), pts(1, 0)];
    play(&mut s, Action::Strike(mrd, None));
    let p = prompt(&s);
    assert_eq!(p.actions.iter().filter(|a| !engine::games::nato::war_end::is_offered(a)).cloned().collect::<Vec<_>>(), vec![Action::TakeBack(mrd), Action::Resolve]);

    let (mut s, mrd, _) = as1(PLANNING_RULES - 1);
    s.air = [pts(0, 0), pts(1, 0)];
    dice(&mut s, &[1]);
    play(&mut s, Action::Strike(mrd, None));
    assert!(AirStrikes.prompt(&s).is_none(), "rules 16: nothing left to ask");
}

/// [23.2.4] with `Game::odds`: a placed marker's chances are shown on its take-back (the roll it will make),
/// as the placement's are on the strike itself.
#[test]
fn a_placed_markers_odds_are_shown() {
    let (mut s, mrd, _) = as1(PLANNING_RULES);
    let before = Nato::odds(&s, &Action::Strike(mrd, None)).expect("the placement's odds");
    play(&mut s, Action::Strike(mrd, None));
    let placed = Nato::odds(&s, &Action::TakeBack(mrd)).expect("the marker's odds");
    assert_eq!(placed.total, 6);
    assert_eq!(format!("{:?}", placed.outcomes), format!("{:?}", before.outcomes));
    assert_eq!(Nato::describe(&s, &Action::Resolve).label, "nato.act.resolve_strikes");
    assert_eq!(Nato::describe(&s, &Action::Strike(mrd, None)).label, "nato.act.strike_place");
}

/// [23.2.4] on the board's view: the placed markers are listed by hex and side until resolved.
#[test]
fn the_view_lists_the_placed_markers() {
    let (mut s, mrd, td) = as1(PLANNING_RULES);
    dice(&mut s, &[1, 1]);
    play(&mut s, Action::Strike(mrd, None));
    play(&mut s, Action::Strike(td, None));
    let v = engine::games::nato::air::view(&s);
    assert_eq!(v.strike_markers, vec![("3320".to_string(), Side::Nato), ("3320".to_string(), Side::Nato)]);
    play(&mut s, Action::Resolve);
    assert!(engine::games::nato::air::view(&s).strike_markers.is_empty());
}

/// The computer ([23.2.4]): it never takes a marker back, and it resolves once it has nothing better to
/// place; random rules-17 games place markers and resolve them.
#[test]
fn the_computer_places_then_resolves() {
    let (mut s, mrd, td) = as1(PLANNING_RULES);
    dice(&mut s, &[1, 1]);
    play(&mut s, Action::Strike(mrd, None));
    let p = prompt(&s);
    let sc = engine::games::nato::ai::scores(&s, &p.actions);
    let best = |sc: &[f64], acts: &[Action]| acts[sc.iter().enumerate().max_by(|a, b| a.1.total_cmp(b.1)).unwrap().0].clone();
    assert_eq!(best(&sc, &p.actions), Action::Strike(td, None), "a strike is worth more than resolving");
    let tb = p.actions.iter().position(|a| *a == Action::TakeBack(mrd)).unwrap();
    let rs = p.actions.iter().position(|a| *a == Action::Resolve).unwrap();
    assert!(sc[tb] < sc[rs], "a take-back is worth least");
    play(&mut s, Action::Strike(td, None));
    let p = prompt(&s);
    let sc = engine::games::nato::ai::scores(&s, &p.actions);
    assert_eq!(best(&sc, &p.actions), Action::Resolve);
}

/// Random rules-17 Baltic Gate games (three turns) place strike markers, take some back and resolve them.
#[test]
fn random_games_place_and_resolve_markers() {
    use engine::Rng;
    let (mut placed, mut back, mut rolled) = (0, 0, 0);
    for seed in 0..2 {
        // Played as rules 17 (rules 18's helicopter declaration, [15.2], changes the dice of later games).
        let mut h = super::fuzz::header("baltic_gate", "1988", seed);
        h.rules = PLANNING_RULES;
        let mut s = Nato::setup(&h, Nato::builtin_data()).unwrap();
        assert_eq!(s.rules, PLANNING_RULES);
        let mut rng = Rng::new(seed + 29);
        while Nato::outcome(&s).is_none() && s.turn <= 3 {
            let p = Nato::prompt(&s);
            let a = { let o = super::common::ordinary(&p); o[rng.below(o.len() as u32) as usize].clone() };
            Nato::apply(&mut s, p.seat.unwrap(), &a).unwrap();
        }
        let log = s.log.to_vec();
        placed += log.iter().filter(|e| e.id.starts_with("nato.strike_marker") && e.id != "nato.strike_marker_back").count();
        back += log.iter().filter(|e| e.id == "nato.strike_marker_back").count();
        rolled += log.iter().filter(|e| e.id == "nato.strike" || e.id == "nato.strike_two").count();
    }
    assert!(placed > back && rolled > 0, "{placed} placed, {back} taken back, {rolled} rolled");
}
