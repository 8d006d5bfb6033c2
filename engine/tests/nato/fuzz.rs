//! NATO: random complete games of every scenario and year. After every action the invariants hold, every
//! decision has a legal action, notations are unique, and every game ends; a game replays from its record.

use engine::games::nato::game::Nato;
use engine::record::Header;
use engine::{Game, Match, Rng};

pub fn header(scenario: &str, year: &str, seed: u64) -> Header {
    let mut h = Header { game: "nato".into(), rules: Nato::meta().rules_version, scenario: scenario.into(), seed, ..Default::default() };
    h.options.insert("year".into(), year.into());
    h
}

/// Plays one random game; returns the number of actions.
fn play(scenario: &str, year: &str, seed: u64) -> usize {
    let mut s = Nato::setup(&header(scenario, year, seed), Nato::builtin_data()).expect("set-up");
    let mut rng = Rng::new(seed.wrapping_mul(7919) + 1);
    let mut n = 0;
    while Nato::outcome(&s).is_none() {
        let p = Nato::prompt(&s);
        assert!(!p.actions.is_empty(), "seed {seed}: a dead end at {:?}", s.steps.last());
        let seat = p.seat.expect("a decision has a seat");
        let mut names: Vec<String> = p.actions.iter().map(|a| Nato::describe(&s, a).notation).collect();
        names.sort();
        let all = names.len();
        names.dedup();
        assert_eq!(all, names.len(), "seed {seed}: two actions share a notation at {:?}", s.steps.last());
        let a = { let o = super::common::ordinary(&p); o[rng.below(o.len() as u32) as usize].clone() };
        Nato::apply(&mut s, seat, &a).unwrap_or_else(|e| panic!("seed {seed}: {a:?} refused: {e}"));
        Nato::check_invariants(&s).unwrap_or_else(|e| panic!("seed {seed} action {n} after {a:?} at {}, turn {}: {e}", p.id, s.turn));
        n += 1;
        assert!(n < 100_000, "seed {seed}: the game does not end");
    }
    n
}

#[test]
fn random_games_of_every_scenario_end() {
    let games = std::env::var("NATO_FUZZ_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(3u64);
    for (scenario, year) in [("baltic_gate", "1983"), ("baltic_gate", "1988"), ("long_fortnight", "1983"), ("long_fortnight", "1988")] {
        for seed in 0..games {
            assert!(play(scenario, year, seed) > 0);
        }
    }
}

/// A game replays from its record to the same state (record = header + action indices).
#[test]
fn a_random_game_replays() {
    let mut m = Match::<Nato>::new(header("baltic_gate", "1983", 3)).expect("a match");
    let mut rng = Rng::new(11);
    let mut steps = 0;
    while Nato::outcome(m.state()).is_none() && steps < 600 {
        let n = m.prompt().actions.len();
        m.play(rng.below(n as u32) as usize).expect("a legal index");
        steps += 1;
    }
    let again = Match::<Nato>::replay(m.record()).expect("replays");
    assert!(again.state() == m.state());
}
