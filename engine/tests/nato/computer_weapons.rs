//! The computer's chemical and nuclear warfare (engine/src/games/nato/ai/chemical.rs and ai/nuclear.rs;
//! decisions CW7 and NU6 of docs/games/nato.md): a chemical strike where it turns a battle and not where
//! the war-crimes VP outweigh it ([22.2], [34.4]); First Use only when it pays for NATO's VP ([22.0],
//! [34.3.3]); a nuclear strike only as a free answer ([21.2.1]) or, when losing, as a deliberate escalation
//! — never an Armageddon roll by its own hand otherwise ([21.2]).

use engine::ai::{choose_state, Budget, Level};
use engine::games::nato::actions::Action;
use engine::games::nato::ai::{nuclear as policy, scores, win_chance};
use engine::games::nato::chemical::{self, Chemical};
use engine::games::nato::data::{CityKind, HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::nuclear::{self, Nuclear};
use engine::games::nato::state::{State, Step, UnitId};
use engine::record::Header;
use engine::session::Match;
use engine::Game;

use super::common::state;

fn unit(s: &State, side: Side, steps: u8, used: &[UnitId]) -> String {
    (0..s.data().units.len() as UnitId)
        .find(|&u| s.side(u) == side && s.class(u).maneuver() && s.ty(u).steps == steps && s.values(u).0 >= 4 && !used.contains(&u) && s.hex_of(u).is_none())
        .map(|u| s.key(u).to_string())
        .unwrap()
}

/// A clear NATO hex without a city and a playable clear neighbour east of it with no river between.
fn front(s: &State) -> (HexId, HexId) {
    let d = s.data();
    let clear = |h: HexId| s.playable(h) && d.hexes[h as usize].city.is_none() && d.tec[d.hexes[h as usize].primary].key == "clear";
    (0..d.hexes.len() as HexId)
        .filter(|&h| clear(h) && d.hexes[h as usize].owner() == Some(Side::Nato))
        .find_map(|h| d.neighbours(h).find(|&n| clear(n) && d.sides.get(&(h.min(n), h.max(n))).is_none_or(|x| x.river == engine::games::nato::data::River::None && x.feature.is_none())).map(|n| (h, n)))
        .unwrap()
}

/// A NATO key city ([30.0]) and a playable neighbour of it.
fn key_city(s: &State) -> HexId {
    let d = s.data();
    (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.hexes[h as usize].city.as_ref().is_some_and(|c| c.kind == CityKind::Key) && s.city_controller(h) == Some(Side::Nato)).unwrap()
}

fn place(s: &mut State, side: Side, steps: u8, h: HexId) -> UnitId {
    let used: Vec<UnitId> = s.on_map().map(|(u, _)| u).collect();
    let k = unit(s, side, steps, &used);
    s.place(&k, &engine::games::nato::data::hex_name(h))
}

/// Rules 15 with both options' state, the Pact's Offensive Strike Phase on game turn `turn` of Long
/// Fortnight (14 turns): `step` on top of the Pact's combat to come.
fn strike_phase(turn: u8, step: Step) -> State {
    let mut s = state();
    s.rules = nuclear::RULES;
    s.turn = turn;
    s.chemical = Some(Chemical::new(s.scenario_data()));
    s.nuclear = Some(Nuclear::default());
    s.player = Side::Wp;
    s.steps = vec![Step::TurnEnd, Step::Combat(Side::Wp), step];
    s
}

fn choose(s: &State, seed: u64) -> Action {
    let c = choose_state::<Nato>(s, Level::Search(3), &Budget::iterations(96), seed).unwrap();
    Nato::prompt(s).actions[c.index].clone()
}

/// The strike leaves no Armageddon roll to the striker and nothing the safety look-ahead counts as lost.
fn nuclear_safe(s: &State, a: &Action) -> bool {
    let mut t = s.clone();
    Nato::apply(&mut t, 0, a).unwrap();
    t.outcome.is_none() && policy::excess(&t, Side::Wp) == 0
}

fn score(s: &State, a: &Action) -> f64 {
    let p = Nato::prompt(s);
    let i = p.actions.iter().position(|x| x == a).unwrap_or_else(|| panic!("{a:?} not offered"));
    scores(s, &p.actions)[i]
}

/// A Pact attack with a Battle marker ([25.1.1.1]) on a NATO 2-step unit: the struck defender's halved
/// defence turns the odds ([22.2.3], [25.3.2]).
fn battle(turn: u8, step: Step) -> (State, HexId) {
    let mut s = strike_phase(turn, step);
    let (t, n) = front(&s);
    place(&mut s, Side::Nato, 2, t);
    place(&mut s, Side::Nato, 2, t);
    place(&mut s, Side::Wp, 2, n);
    place(&mut s, Side::Wp, 2, n);
    s.marked.push(t);
    (s, t)
}

/// CW7, [22.2], [25.3.2]: First Use declared (its VP already counted), the computer strikes the hex of its
/// battle rather than finish the segment.
#[test]
fn the_computer_gasses_the_hex_of_its_battle() {
    let (mut s, t) = battle(3, Step::Chemical(Side::Wp));
    s.chemical.as_mut().unwrap().first_use = Some(3);
    let gas = Action::Gas(t, chemical::Delivery::Operational, false);
    assert!(score(&s, &gas) > score(&s, &Action::Done), "{} against {}", score(&s, &gas), score(&s, &Action::Done));
    for seed in [1, 2] {
        // The strike on the battle, or the airfield strike the search may find worth more: not nothing.
        let a = choose(&s, seed);
        assert!(matches!(a, Action::Gas(h, ..) if h == t) || a == Action::AirfieldGas, "seed {seed}: {a:?}");
    }
}

/// CW7, [34.4]: the other reading — a lone unit in a NATO key city, no battle there: the strike's 3
/// war-crimes VP outweigh it; the computer finishes the segment.
#[test]
fn the_computer_does_not_gas_a_city_for_a_war_crime() {
    let mut s = strike_phase(3, Step::Chemical(Side::Wp));
    s.chemical.as_mut().unwrap().first_use = Some(3);
    let c = key_city(&s);
    place(&mut s, Side::Nato, 2, c);
    let gas = Action::Gas(c, chemical::Delivery::Operational, false);
    assert!(score(&s, &gas) < score(&s, &Action::Done));
    for seed in [1, 2] {
        let a = choose(&s, seed);
        assert!(!matches!(a, Action::Gas(h, ..) if h == c), "seed {seed}: {a:?}");
    }
}

/// CW7, [22.0], [34.3.3]: First Use on turn 3 of 14 hands NATO 12 VP — one battle does not pay for them;
/// on the last turn it costs 1 VP and the same battle does.
#[test]
fn first_use_waits_until_it_pays() {
    let (early, _) = battle(3, Step::Chemical(Side::Wp));
    assert!(score(&early, &Action::FirstUse) < 0.0, "{}", score(&early, &Action::FirstUse));
    for seed in [1, 2] {
        assert_eq!(choose(&early, seed), Action::Done, "seed {seed}");
    }
    let (late, _) = battle(14, Step::Chemical(Side::Wp));
    assert!(score(&late, &Action::FirstUse) > 0.0, "{}", score(&late, &Action::FirstUse));
}

/// [34.3.3]: the evaluation sees NATO's chemical VP still to come: declaring First Use on turn 3 lowers the
/// Pact's winning chance by more than the turn's VP.
#[test]
fn the_evaluation_counts_the_chemical_vp_to_come() {
    let (s, _) = battle(3, Step::Chemical(Side::Wp));
    let mut t = s.clone();
    Nato::apply(&mut t, 0, &Action::FirstUse).unwrap();
    let mut one_vp = s.clone();
    one_vp.vp[Side::Nato.seat() as usize] += 1;
    assert!(win_chance(&t, 0) < win_chance(&one_vp, 0) - 0.1, "{} against {}", win_chance(&t, 0), win_chance(&one_vp, 0));
}

/// NU6, [21.2]: not losing, the computer never makes the first strike (an Armageddon roll), however good
/// the target; the safety look-ahead counts it as a loss.
#[test]
fn the_computer_never_strikes_first_while_not_losing() {
    let (s, t) = battle(3, Step::Nuclear(Side::Wp, false));
    assert!(score(&s, &Action::Nuke(t)) <= -10.0);
    assert!(score(&s, &Action::NukeAirfields) <= -10.0);
    for seed in [1, 2, 3] {
        assert_eq!(choose(&s, seed), Action::Done, "seed {seed}");
    }
    let mut struck = s.clone();
    Nato::apply(&mut struck, 0, &Action::Nuke(t)).unwrap();
    if struck.outcome.is_none() {
        assert_eq!(policy::excess(&struck, Side::Wp), 1);
    }
}

/// NU6, [21.2.1]: the other reading — NATO has struck once, so the Pact's first strike brings no roll: the
/// policy scores the answer on the stack of its battle above finishing the segment, and it is safe.
#[test]
fn the_computer_answers_a_strike_without_a_roll() {
    let (mut s, t) = battle(3, Step::Nuclear(Side::Wp, false));
    s.nuclear.as_mut().unwrap().strikes = [0, 1];
    assert!(!policy::rolls(&s, Side::Wp, 1));
    assert!(score(&s, &Action::Nuke(t)) > score(&s, &Action::Done));
    // The search itself may hold the answer back (its playouts see the Nuclear marker halve its own attack
    // into the hex); the policy's prior and the absence of any roll are what this test pins.
    assert!(nuclear_safe(&s, &Action::Nuke(t)));
    // The answer given, a second strike would roll: forbidden again.
    let mut after = s.clone();
    Nato::apply(&mut after, 0, &Action::Nuke(t)).unwrap();
    assert!(policy::rolls(&after, Side::Wp, 1));
    assert_eq!(policy::excess(&after, Side::Wp), 0);
}

/// NU6, [21.2]: escalation is the policy of a side that is losing — the game's second half and its VP 4 or
/// more on the wrong side of the draw band's middle — and only while the roll loses on a 2 at most.
#[test]
fn only_a_losing_side_escalates() {
    let (mut s, t) = battle(12, Step::Nuclear(Side::Wp, false));
    // The empty board's NATO cities all NATO's: the Pact given the VP of a drawn game and more.
    s.vp[Side::Wp.seat() as usize] += 30;
    assert!(!policy::desperate(&s, Side::Wp));
    assert!(score(&s, &Action::Nuke(t)) <= -10.0);
    s.vp[Side::Nato.seat() as usize] += 60;
    assert!(policy::desperate(&s, Side::Wp));
    assert!(policy::may_escalate(&s, Side::Wp, 1));
    assert!(score(&s, &Action::Nuke(t)) > -10.0);
    assert_eq!(policy::excess(&s, Side::Wp), 0);
    s.nuclear.as_mut().unwrap().strikes = [2, 0];
    assert!(!policy::may_escalate(&s, Side::Wp, 1), "a third strike loses on a 3");
    assert!(score(&s, &Action::Nuke(t)) <= -10.0);
    // The first half of the game: never, whatever the VP.
    s.turn = 5;
    s.nuclear.as_mut().unwrap().strikes = [0, 0];
    assert!(!policy::desperate(&s, Side::Wp));
}

/// NU6, [21.2]: a whole Baltic Gate game each, the casual computer (level 1) on both sides with chemical and nuclear
/// warfare on: every strike that brought an Armageddon roll was the policy's escalation, and no game ended
/// in Armageddon by the hand of a side that was not losing.
#[test]
fn the_computer_never_rolls_for_armageddon_unless_losing() {
    for seed in [1u64, 2] {
        let mut h = Header { game: "nato".into(), rules: 0, scenario: "baltic_gate".into(), options: Default::default(), seed, position: None, pack: None };
        h.rules = Nato::meta().rules_version;
        h.options.insert("chemical".into(), "on".into());
        h.options.insert("nuclear".into(), "on".into());
        let mut m = Match::<Nato>::new(h).unwrap();
        // Whether each side made a strike that rolled for Armageddon (each one a sanctioned escalation).
        let mut escalated = [false; 2];
        for n in 0..20_000u64 {
            let s = m.state().clone();
            if s.outcome.is_some() {
                break;
            }
            let c = choose_state::<Nato>(&s, Level::Search(1), &Budget::iterations(8), seed ^ n).unwrap();
            let a = m.prompt().actions[c.index].clone();
            let side = match Nato::prompt(&s).seat {
                Some(0) => Side::Wp,
                _ => Side::Nato,
            };
            let count = match a {
                Action::Nuke(_) | Action::NukeAirfields => Some(1),
                Action::NukeVistula => Some(nuclear::VISTULA_COUNT),
                _ => None,
            };
            if let Some(count) = count {
                let rolls = policy::rolls(&s, side, count);
                assert!(!rolls || policy::may_escalate(&s, side, count), "seed {seed}: {a:?} by {side:?} rolls unbidden");
                escalated[side.seat() as usize] |= rolls;
            }
            m.play(c.index).unwrap();
        }
        let o = m.state().outcome.as_ref().expect("the game ends");
        for side in [Side::Wp, Side::Nato] {
            let by = o.reason == format!("nato_armageddon_{}", side.key());
            assert!(!by || escalated[side.seat() as usize], "seed {seed}: {} without the losing side's escalation", o.reason);
        }
    }
}
