//! Game-agnostic tools: the fuzzer and the benchmark (random legal play through the public contract).

use std::time::Instant;

use crate::games;
use crate::{AnyMatch, Rng};

/// Any game longer than this many decisions is reported as endless.
pub const MAX_ACTIONS: usize = 100_000;

#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct FuzzReport {
    pub game: String,
    pub games: u64,
    pub actions: u64,
    pub undos: u64,
    /// Outcome reason → count.
    pub outcomes: std::collections::BTreeMap<String, u64>,
    pub failures: Vec<String>,
}

/// Plays `games` random games with invariant checks after every action, random undo/redo checks,
/// and a replay of the record at the end that must reach the same state.
pub fn fuzz(game: &str, games: u64, seed: u64) -> Result<FuzzReport, String> {
    let mut report = FuzzReport { game: game.to_string(), ..Default::default() };
    let mut chooser = Rng::new(seed ^ 0x5eed_f022);
    for g in 0..games {
        let game_seed = seed.wrapping_add(g) & ((1 << 53) - 1);
        match fuzz_one(game, game_seed, &mut chooser, &mut report) {
            Ok(reason) => *report.outcomes.entry(reason).or_default() += 1,
            Err(e) => report.failures.push(format!("game seed {game_seed}: {e}")),
        }
        report.games += 1;
    }
    Ok(report)
}

fn fuzz_one(game: &str, seed: u64, chooser: &mut Rng, report: &mut FuzzReport) -> Result<String, String> {
    let header = games::header(game, None, seed).map_err(|e| e.0)?;
    let mut m = games::start(header).map_err(|e| e.0)?;
    let mut steps = 0usize;
    loop {
        m.check_invariants().map_err(|e| format!("after {steps} actions: invariant broken: {e}"))?;
        if let Some(outcome) = m.outcome() {
            let replayed = games::load(m.record()).map_err(|e| format!("replay failed: {e}"))?;
            if replayed.state_hash() != m.state_hash() {
                return Err("replay(record) differs from the played state".into());
            }
            return Ok(outcome.reason);
        }
        let n = m.legal_count();
        if n == 0 {
            return Err(format!("dead end after {steps} actions: prompt '{}' has no legal action", m.prompt().id));
        }
        if steps >= MAX_ACTIONS {
            return Err(format!("endless game: {steps} actions without an outcome"));
        }
        let index = chooser.below(n as u32) as usize;
        let before = m.state_hash();
        m.play(index).map_err(|e| format!("legal action #{index} refused: {e}"))?;
        steps += 1;
        report.actions += 1;
        // Now and then, undo the action just played and play it again: undo must restore the state.
        if m.can_undo() && chooser.below(8) == 0 {
            m.undo().map_err(|e| format!("undo refused although allowed: {e}"))?;
            if m.state_hash() != before {
                return Err("undo did not restore the state".into());
            }
            m.play(index).map_err(|e| format!("replaying after undo refused: {e}"))?;
            report.undos += 1;
        }
    }
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct BenchReport {
    pub game: String,
    pub seconds: f64,
    pub games: u64,
    pub actions: u64,
    pub games_per_second: f64,
    pub actions_per_second: f64,
}

/// Random play for about `seconds`: games and actions per second (no checks, no replays).
pub fn bench(game: &str, seconds: f64) -> Result<BenchReport, String> {
    let start = Instant::now();
    let mut chooser = Rng::new(1);
    let (mut games_done, mut actions) = (0u64, 0u64);
    while start.elapsed().as_secs_f64() < seconds {
        let header = games::header(game, None, games_done).map_err(|e| e.0)?;
        let mut m: Box<dyn AnyMatch> = games::start(header).map_err(|e| e.0)?;
        while m.outcome().is_none() {
            let n = m.legal_count();
            if n == 0 {
                return Err("dead end".into());
            }
            m.play(chooser.below(n as u32) as usize).map_err(|e| e.0)?;
            actions += 1;
        }
        games_done += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    Ok(BenchReport {
        game: game.to_string(),
        seconds: secs,
        games: games_done,
        actions,
        games_per_second: games_done as f64 / secs,
        actions_per_second: actions as f64 / secs,
    })
}
