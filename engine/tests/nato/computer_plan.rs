//! The strongest computer level plans each side's player turn (engine/src/games/nato/ai.rs `plan_horizon`,
//! `search_params`; docs/games/nato.md "Computer player", issue 30): a decision of a side's own turn is
//! judged by what the rest of that turn makes of it — a division moved beside a NATO town by the attack on
//! the town, which three unit moves later, the quiet points of before, no playout ever reached; a unit put
//! in reserve by its reserve move. The other side's answers in those battles, and level 3, keep the quiet
//! points.

use engine::ai::{AiGame, Level};
use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::games::nato::state::{State, Step};
use engine::games::registry;
use engine::{Game, Rng};

/// A new Baltic Gate under the current rules.
fn baltic_gate(seed: u64) -> State {
    let header = registry().header("nato", Some("baltic_gate"), seed).unwrap();
    Nato::setup(&header, Nato::builtin_data()).unwrap()
}

/// Plays the policy (no noise) from `s` until `stop` holds or 5,000 actions have passed.
fn play_until(s: &mut State, stop: impl Fn(&State) -> bool) {
    let mut rng = Rng::new(1);
    for _ in 0..5_000 {
        if stop(s) || Nato::outcome(s).is_some() {
            return;
        }
        step(s, &mut rng);
    }
    panic!("the policy never reached the position sought");
}

/// One action by the policy.
fn step(s: &mut State, rng: &mut Rng) {
    let prompt = Nato::prompt(s);
    let seat = prompt.seat.expect("a decision");
    let i = <Nato as AiGame>::policy(s, &prompt.actions, rng, 0.0);
    Nato::apply_legal(s, seat, &prompt.actions[i]).unwrap();
}

fn moving(s: &State, side: Side) -> bool {
    matches!(s.steps.last(), Some(Step::Move { side: sd, .. }) if *sd == side)
}

/// A Pact unit's move on turn 2, the armies in contact, is scored where the Pact's Combat Phase is over:
/// the plan's quiet point holds nowhere before it, and the Pact's battles are fought on the way.
#[test]
fn a_pact_move_is_judged_after_the_pacts_combat() {
    let mut s = baltic_gate(5);
    play_until(&mut s, |s| s.turn == 2 && moving(s, Side::Wp));
    let (over, n) = <Nato as AiGame>::plan_horizon(&s).expect("the Pact's move is a plan's decision");
    assert_eq!(n, 1);
    let turn = s.turn;
    let mut rng = Rng::new(2);
    let mut battles = 0;
    let mut combat = false;
    while !over(&s) {
        combat |= matches!(s.steps.last(), Some(Step::Combat(Side::Wp)));
        battles += s.battle.is_some() as u32;
        step(&mut s, &mut rng);
    }
    assert!(combat, "the plan passed the Pact's Combat Phase");
    assert!(battles > 0, "the Pact's battles are fought within the plan");
    assert_eq!(s.turn, turn);
    assert!(!matches!(s.steps.last(), Some(Step::Reserve(_))), "the plan runs through the Pact's Reserve Phase");
    assert!(matches!(s.steps.last(), Some(Step::ReserveEnd | Step::PlayerEnd)) || s.player == Side::Nato, "the plan ends with the Pact's Reserve Phase: {:?}", s.steps.last());
}

/// A unit put in reserve ([28.1]) is judged by where its reserve move takes it ([28.2]): a decision of the
/// Reserve Phase is still the plan's, and the plan ends when the phase does. (Ending at the Combat Phase,
/// as before 2026-12-05, a reserve move had no plan and a unit sent into reserve was scored standing
/// still.)
#[test]
fn a_reserve_move_is_planned_to_the_end_of_the_reserve_phase() {
    let mut s = baltic_gate(5);
    play_until(&mut s, |s| matches!(s.steps.last(), Some(Step::Reserve(Side::Wp))) && Nato::prompt(s).seat.is_some());
    let turn = s.turn;
    let (over, _) = <Nato as AiGame>::plan_horizon(&s).expect("a reserve move is a plan's decision");
    let mut rng = Rng::new(4);
    while !over(&s) {
        assert_eq!(s.player, Side::Wp);
        step(&mut s, &mut rng);
    }
    assert_eq!(s.turn, turn);
    assert!(!matches!(s.steps.last(), Some(Step::Reserve(Side::Wp))), "the plan ends with the Reserve Phase: {:?}", s.steps.last());
}

/// NATO plans its own player turn the same way; each side's answers in the other's battles keep the quiet
/// points.
#[test]
fn each_side_plans_its_own_turn_only() {
    let mut s = baltic_gate(5);
    play_until(&mut s, |s| s.turn == 2 && moving(s, Side::Nato));
    let (over, _) = <Nato as AiGame>::plan_horizon(&s).expect("NATO's move is a plan's decision");
    let mut rng = Rng::new(3);
    let mut combat = false;
    while !over(&s) {
        combat |= matches!(s.steps.last(), Some(Step::Combat(Side::Nato)));
        step(&mut s, &mut rng);
    }
    assert!(combat, "NATO's plan passed its Combat Phase");
    let mut s = baltic_gate(5);
    play_until(&mut s, |s| s.player == Side::Wp && s.battle.is_some() && matches!(s.steps.last(), Some(Step::Hits { chooser: Side::Nato, .. })));
    assert!(<Nato as AiGame>::plan_horizon(&s).is_none(), "NATO's hits in the Pact's battle");
    let mut s = baltic_gate(5);
    play_until(&mut s, |s| s.player == Side::Nato && s.battle.is_some() && matches!(s.steps.last(), Some(Step::Hits { chooser: Side::Wp, .. })));
    assert!(<Nato as AiGame>::plan_horizon(&s).is_none(), "the Pact's hits in NATO's battle");
}

/// The timed level plans; level 3, with its fixed playouts, keeps the quiet points (planned, its NATO lost
/// to greedy's Pact on seeds where it drew).
#[test]
fn the_strongest_level_plans_and_level_three_does_not() {
    assert!(<Nato as AiGame>::search_params(Level::Search(engine::ai::TOP_LEVEL)).unwrap().plans);
    assert!(!<Nato as AiGame>::search_params(Level::Search(3)).unwrap().plans);
}
