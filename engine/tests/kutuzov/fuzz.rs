//! Random complete games of every scenario and seat mode: after every action the invariants hold, every
//! decision has a legal action with a notation of its own, and every game ends.

use engine::games::kutuzov::Kutuzov;
use engine::{Game, Rng};

fn play(scenario: &str, players: &str, seed: u64) -> usize {
    let mut s = Kutuzov::setup(&super::common::header(scenario, seed, players), Kutuzov::builtin_data()).expect("set-up");
    let mut rng = Rng::new(seed.wrapping_mul(7919) + 1);
    let mut n = 0;
    while Kutuzov::outcome(&s).is_none() {
        let p = Kutuzov::prompt(&s);
        assert!(!p.actions.is_empty(), "{scenario} seed {seed}: a dead end at {:?}", s.steps.last());
        let seat = p.seat.expect("a decision has a seat");
        let mut names: Vec<String> = p.actions.iter().map(|a| Kutuzov::describe(&s, a).notation).collect();
        names.sort();
        let all = names.len();
        names.dedup();
        assert_eq!(all, names.len(), "{scenario} seed {seed}: two actions share a notation");
        // Prefer ending the spending now and then so that games end in reasonable time.
        let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
        Kutuzov::apply(&mut s, seat, &a).unwrap_or_else(|e| panic!("{scenario} seed {seed}: {a:?} refused: {e}"));
        Kutuzov::check_invariants(&s).unwrap_or_else(|e| panic!("{scenario} seed {seed} action {n} after {a:?}: {e}"));
        n += 1;
        assert!(n < 50_000, "{scenario} seed {seed}: the game does not end");
    }
    n
}

#[test]
fn random_games_of_every_scenario_end() {
    for (i, sc) in ["s1", "s2", "s3", "s4"].iter().enumerate() {
        for (j, players) in ["4", "3t", "3i", "2", "single", "split", "split-open"].iter().enumerate() {
            play(sc, players, 1 + i as u64 * 10 + j as u64);
        }
    }
}

/// KUT 19.4, 19.6: a game that ends on victory points (after the last turn or on the peace roll) says the points in its log, in both languages — the log
/// line carries the numbers itself (it once showed the outcome's bare "{0} win on victory points ({1} to {2}…)").
#[test]
fn the_last_log_line_of_a_finished_game_reads_in_full() {
    use engine::session::{AnyMatch, Match};
    use engine::text::Lang;
    let mut ended_on_points = 0;
    for seed in 1..=6 {
        let header = engine::games::registry().header("kutuzov", Some("s1"), seed).unwrap();
        let mut m = Match::<Kutuzov>::new(header).unwrap();
        let mut rng = Rng::new(seed * 31 + 7);
        let mut n = 0;
        while m.prompt().seat.is_some() && n < 50_000 {
            let k = m.prompt().actions.len() as u32;
            m.play(rng.below(k) as usize).unwrap();
            n += 1;
        }
        for lang in [Lang::En, Lang::Ko] {
            for line in m.log_text(lang, None) {
                assert!(!line.contains('{'), "seed {seed}: a raw placeholder in the log: {line}");
            }
        }
        let last = m.log_text(Lang::En, None).last().cloned().unwrap_or_default();
        if last.contains("victory points") {
            ended_on_points += 1;
            assert!(last.chars().any(|c| c.is_ascii_digit()), "seed {seed}: the points are missing: {last}");
        }
    }
    assert!(ended_on_points > 0, "no game of six ended on victory points: the test saw nothing");
}
