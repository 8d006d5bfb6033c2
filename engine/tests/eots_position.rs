//! Empire of the Sun's position files (docs/positions.md): every moment between card plays of random South
//! Pacific games is written and read back to the same state, and goes on the same way; a hand-written file
//! sets what it says; every problem of a bad file is reported at once with its line.

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::{Loc, State};
use engine::games::empire_of_the_sun::steps::Step;
use engine::kit::hex::Hex;
use engine::record::Header;
use engine::{Game, Rng};

fn header(seed: u64, position: Option<String>) -> Header {
    Header { game: "empire-of-the-sun".into(), rules: 1, scenario: "south_pacific".into(), seed, position, ..Default::default() }
}

fn read(text: &str) -> Result<State, String> {
    EmpireOfTheSun::setup(&header(1, Some(text.to_string())), EmpireOfTheSun::builtin_data()).map_err(|e| e.0)
}

/// The parts of the state that differ between two moments (the log aside).
fn differences(a: &State, b: &State) -> Vec<&'static str> {
    let mut d = vec![];
    let mut check = |same: bool, what: &'static str| {
        if !same {
            d.push(what);
        }
    };
    check(a.units == b.units, "units");
    check(a.control == b.control, "control");
    check(a.control_at_turn_start == b.control_at_turn_start, "control at turn start");
    check(a.tracks == b.tracks, "tracks");
    check(a.cards == b.cards, "cards");
    check(a.effects == b.effects, "effects");
    check(a.steps == b.steps, "steps");
    check(a.phasing == b.phasing, "phasing");
    check(a.offensive == b.offensive, "offensive");
    check(a.chance.script.dice == b.chance.script.dice, "scripted dice");
    d
}

#[test]
fn every_moment_between_card_plays_reads_back_the_same_and_goes_on_the_same() {
    let mut checked = 0;
    for seed in 0..6u64 {
        let mut s = EmpireOfTheSun::setup(&header(seed, None), EmpireOfTheSun::builtin_data()).expect("set-up");
        let mut rng = Rng::new(seed + 100);
        let mut n = 0;
        while EmpireOfTheSun::outcome(&s).is_none() && n < 5000 {
            if let Some(text) = EmpireOfTheSun::position(&s) {
                let back = read(&text).unwrap_or_else(|e| panic!("seed {seed}, action {n}: {e}\n{text}"));
                let diff = differences(&s, &back);
                assert!(diff.is_empty(), "seed {seed}, action {n}: {diff:?} read back differently\n{text}\n{:?}\n{:?}", s.cards, back.cards);
                assert_eq!(EmpireOfTheSun::position(&back).as_deref(), Some(text.as_str()), "seed {seed}: written twice the same");
                // The game goes on from the position as from the original (same prompt, same next state).
                let (p1, p2) = (EmpireOfTheSun::prompt(&s), EmpireOfTheSun::prompt(&back));
                assert_eq!(p1.actions, p2.actions, "seed {seed}, action {n}: the same choices");
                checked += 1;
            }
            let p = EmpireOfTheSun::prompt(&s);
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &a).unwrap();
            n += 1;
        }
    }
    assert!(checked > 50, "only {checked} moments checked");
}

#[test]
fn a_hand_written_position_sets_what_it_says() {
    let text = "# Guadalcanal, turn 4\n\
        round allies\n\
        track turn 4\n\
        track pw 7\n\
        unit us-marine-1div 3922 reduced\n\
        control 3922 allies\n\
        hand allies a13 a15\n\
        hand japan j17\n\
        passes allies 1\n\
        dice 3 9 0\n";
    let s = read(text).expect("the position reads");
    assert_eq!(s.tracks.turn, 4);
    assert_eq!(s.tracks.pw, 7);
    let u = s.unit_id("us-marine-1div").expect("a unit");
    assert_eq!(s.unit(u).loc, Loc::Hex(Hex::parse("3922").unwrap()));
    assert!(s.unit(u).reduced);
    assert_eq!(s.controller(Hex::parse("3922").unwrap()), Some(Side::Allied));
    assert_eq!(s.cards(Side::Allied).hand, vec![13, 15]);
    assert_eq!(s.cards(Side::Japanese).hand, vec![17]);
    assert!(!s.cards(Side::Allied).deck.contains(&13), "a card in hand is not in the deck");
    assert_eq!(s.cards(Side::Allied).passes, 1);
    assert_eq!(s.chance.script.dice, vec![3, 9, 0]);
    assert_eq!(s.steps.last(), Some(&Step::Round { side: Side::Allied }));
    assert_eq!(EmpireOfTheSun::prompt(&s).seat, Some(1), "the Allies decide");
}

#[test]
fn every_problem_of_a_bad_file_is_reported_at_once() {
    let e = read("unit no-such-unit 3922\nunit us-marine-1div 9999\ncontrol 3922 france\nfrobnicate\ndice 12\n").unwrap_err();
    for want in ["line 1: no unit 'no-such-unit'", "line 2:", "line 3:", "line 4: unknown statement 'frobnicate'", "line 5: '12' is not a die", "round japan"] {
        assert!(e.contains(want), "{want:?} missing from: {e}");
    }
}
