//! Game-agnostic tools over the registry: the fuzzer and the benchmark (random legal play through the
//! public contract), and, natively, the computer players' arena and command line.

#[cfg(not(target_arch = "wasm32"))]
pub mod ai_cli;
#[cfg(not(target_arch = "wasm32"))]
pub mod args;
#[cfg(not(target_arch = "wasm32"))]
pub mod arena;
#[cfg(not(target_arch = "wasm32"))]
pub mod positions;
#[cfg(not(target_arch = "wasm32"))]
pub mod tune;

use std::time::Instant;

use crate::packs::Library;
use crate::registry::GameEntry;
use crate::{AnyMatch, Rng};

/// Any game longer than this many decisions is reported as endless.
pub const MAX_ACTIONS: usize = 100_000;

#[derive(Debug, Default, Clone, serde::Serialize)]
pub struct FuzzReport {
    pub game: String,
    pub scenario: String,
    pub games: u64,
    pub actions: u64,
    pub undos: u64,
    /// Wall-clock seconds the run took.
    pub seconds: f64,
    /// Outcome reason → count.
    pub outcomes: std::collections::BTreeMap<String, u64>,
    pub failures: Vec<String>,
}

impl FuzzReport {
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.seconds.max(1e-9)
    }
}

/// How long a fuzz run goes on: a number of games (of inputs, for [`crate::fuzz_input`]), or a time
/// budget. With a budget, every game begun before it runs out is played to its end, so a run always
/// plays at least one game per thread and never stops a game half-way.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum FuzzBudget {
    Count(u64),
    Seconds(f64),
}

impl FuzzBudget {
    /// The budget shared out in `parts` equal parts (a count stays as it is: it is per part).
    pub fn share(self, parts: usize) -> FuzzBudget {
        match self {
            FuzzBudget::Seconds(s) => FuzzBudget::Seconds(s / parts.max(1) as f64),
            count => count,
        }
    }
}

/// Plays `games` random games with invariant checks after every action, random undo/redo checks,
/// and a replay of the record at the end that must reach the same state.
/// Games are shared out over the machine's cores; each game's choices come from its own seed, so the
/// report does not depend on the number of threads.
pub fn fuzz(entry: &dyn GameEntry, games: u64, seed: u64) -> Result<FuzzReport, String> {
    fuzz_scenario(entry, None, FuzzBudget::Count(games), seed)
}

/// [`fuzz`] of one scenario (`None`: the game's first, its default) for a number of games or a time.
/// Game `g` of a run plays with seed `seed + g` whatever the budget, so a failure found under a time
/// budget is replayed with `--seed <its seed> --games 1`.
pub fn fuzz_scenario(entry: &dyn GameEntry, scenario: Option<&str>, budget: FuzzBudget, seed: u64) -> Result<FuzzReport, String> {
    use std::sync::atomic::{AtomicU64, Ordering};
    let game = entry.meta().id;
    // An unknown scenario is refused once, before any thread starts.
    let scenario_id = entry.header(scenario, seed).map_err(|e| e.0)?.scenario;
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get()) as u64;
    let start = Instant::now();
    let next = AtomicU64::new(0);
    let take = || -> Option<u64> {
        match budget {
            FuzzBudget::Count(n) => {
                let g = next.fetch_add(1, Ordering::Relaxed);
                (g < n).then_some(g)
            }
            FuzzBudget::Seconds(s) => (start.elapsed().as_secs_f64() < s).then(|| next.fetch_add(1, Ordering::Relaxed)),
        }
    };
    let parts: Vec<FuzzReport> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|_| {
                let take = &take;
                scope.spawn(move || {
                    let mut report = FuzzReport::default();
                    while let Some(g) = take() {
                        let game_seed = seed.wrapping_add(g) & ((1 << 53) - 1);
                        let mut chooser = Rng::new(game_seed ^ 0x5eed_f022);
                        match fuzz_one(entry, scenario, game_seed, &mut chooser, &mut report) {
                            Ok(reason) => *report.outcomes.entry(reason).or_default() += 1,
                            Err(e) => report.failures.push(format!("game seed {game_seed}: {e}")),
                        }
                        report.games += 1;
                    }
                    report
                })
            })
            .collect();
        handles.into_iter().map(|h| h.join().expect("a fuzz thread panicked")).collect()
    });
    let mut report = FuzzReport { game: game.to_string(), scenario: scenario_id, ..Default::default() };
    for part in parts {
        report.games += part.games;
        report.actions += part.actions;
        report.undos += part.undos;
        for (k, v) in part.outcomes {
            *report.outcomes.entry(k).or_default() += v;
        }
        report.failures.extend(part.failures);
    }
    report.failures.sort();
    report.seconds = start.elapsed().as_secs_f64();
    Ok(report)
}

/// Every game of the registry this build plays, each scenario of each: a time budget `seconds` per
/// game, shared equally by its scenarios (or a number of games per scenario). `each` sees every report
/// as it is made (a progress line).
pub fn fuzz_all(registry: &crate::registry::Registry, budget: FuzzBudget, seed: u64, mut each: impl FnMut(&FuzzReport)) -> Result<Vec<FuzzReport>, String> {
    let mut reports = vec![];
    for entry in registry.entries().filter(|e| e.here() && (e.meta().playable || e.meta().engine)) {
        let scenarios = entry.meta().scenarios;
        let share = budget.share(scenarios.len());
        for sc in scenarios {
            let report = fuzz_scenario(entry, Some(sc.id), share, seed)?;
            each(&report);
            reports.push(report);
        }
    }
    Ok(reports)
}

fn fuzz_one(entry: &dyn GameEntry, scenario: Option<&str>, seed: u64, chooser: &mut Rng, report: &mut FuzzReport) -> Result<String, String> {
    let mut header = entry.header(scenario, seed).map_err(|e| e.0)?;
    // Every option of the new-game form gets a random value, so all the variants are played (the
    // options that apply to the scenario, as the form offers them).
    for spec in entry.meta().options.iter().filter(|o| o.applies_to(&header.scenario)) {
        let value = spec.values[chooser.below(spec.values.len() as u32) as usize];
        header.options.insert(spec.key.to_string(), value.to_string());
    }
    let mut m = entry.start(header, &Library::default()).map_err(|e| e.0)?;
    let mut steps = 0usize;
    loop {
        if let Err(e) = m.check_invariants() {
            if std::env::var_os("SANDTABLE_FUZZ_DUMP").is_some() {
                eprintln!("{}", serde_json::to_string(m.record()).unwrap_or_default());
            }
            return Err(format!("after {steps} actions: invariant broken: {e}"));
        }
        if let Some(outcome) = m.outcome() {
            let replayed = entry.replay(m.record(), &Library::default()).map_err(|e| format!("replay failed: {e}"))?;
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
        // Now and then, check that no seat's view shows a secret it may not see: the view stays the same
        // when those secrets are drawn again (the contract's `view`, DESIGN.md "Hidden information").
        if chooser.below(32) == 0 {
            for seat in 0..entry.meta().seats.len() as crate::Seat {
                m.check_view_redaction(seat, chooser.next_u64()).map_err(|e| format!("after {steps} actions: {e}"))?;
            }
        }
        // Now and then, undo the action just played and play it again: undo must restore the state.
        let try_undo = chooser.below(8) == 0;
        let before = if try_undo { m.state_hash() } else { 0 };
        let index = play_careful(entry, m.as_mut(), n, chooser)?;
        steps += 1;
        report.actions += 1;
        if try_undo && m.can_undo() {
            m.undo().map_err(|e| format!("undo refused although allowed: {e}"))?;
            if m.state_hash() != before {
                return Err("undo did not restore the state".into());
            }
            m.play(index).map_err(|e| format!("replaying after undo refused: {e}"))?;
            report.undos += 1;
        }
    }
}

/// Plays one whole game with the fuzzer's careful random player and returns its record.
pub fn random_game(entry: &dyn GameEntry, header: crate::Header) -> Result<crate::Record, String> {
    random_game_in(entry, header, &Library::default())
}

/// [`random_game`] with the packs of `library` at hand.
pub fn random_game_in(entry: &dyn GameEntry, header: crate::Header, library: &Library) -> Result<crate::Record, String> {
    let mut chooser = Rng::new(header.seed ^ 0x5eed_f022);
    let mut m = entry.start(header, library).map_err(|e| e.0)?;
    for _ in 0..MAX_ACTIONS {
        if m.outcome().is_some() {
            return Ok(m.record().clone());
        }
        let n = m.legal_count();
        if n == 0 {
            return Err("dead end".into());
        }
        play_careful(entry, m.as_mut(), n, &mut chooser)?;
    }
    Err("endless game".into())
}

/// Plays a random legal action of the `n` on offer, mostly not one that loses the game on the spot, and
/// returns its index. With a look-ahead of 1 ([`GameEntry::careful_lookahead`]) the action is played and,
/// when it loses at once, mostly taken back (undo) for another: no trial copy of the match.
fn play_careful(entry: &dyn GameEntry, m: &mut dyn AnyMatch, n: usize, chooser: &mut Rng) -> Result<usize, String> {
    let refused = |index: usize, e: crate::Illegal| format!("legal action #{index} refused: {e}");
    let depth = entry.careful_lookahead();
    if depth >= 2 {
        let index = careful_choice(m, n, chooser, depth);
        m.play(index).map_err(|e| refused(index, e))?;
        return Ok(index);
    }
    let seat = m.seat();
    let mut index = draw(m, n, chooser);
    m.play(index).map_err(|e| refused(index, e))?;
    for _ in 0..12 {
        let lost = m.outcome().is_some_and(|o| o.lost(seat));
        if !lost || chooser.below(20) == 0 || !m.can_undo() {
            break;
        }
        m.undo().map_err(|e| format!("undo refused although allowed: {e}"))?;
        index = draw(m, n, chooser);
        m.play(index).map_err(|e| refused(index, e))?;
    }
    Ok(index)
}

pub use crate::rng::RARE;

/// A random index of the `n` legal actions; a rare one ([`crate::Game::rarity`] above 1) is kept once in
/// its rarity, else an ordinary one is drawn instead. The chooser draws nothing more unless a rare action
/// came up, so a game without rare actions plays as before.
fn draw(m: &dyn AnyMatch, n: usize, chooser: &mut Rng) -> usize {
    crate::rng::draw_rare(n, |i| m.rarity(i), chooser)
}



/// A random legal action, but mostly not one that loses the game on the spot (DEFCON 1, a coup in the
/// Cuban Missile Crisis…): random players would otherwise end most games in the first turns, and the
/// fuzzer would rarely see the late game.
fn careful_choice(m: &dyn AnyMatch, n: usize, chooser: &mut Rng, depth: u32) -> usize {
    let mut index = draw(m, n, chooser);
    for _ in 0..12 {
        if chooser.below(20) == 0 || !loses(m, index, depth) {
            break;
        }
        index = draw(m, n, chooser);
    }
    index
}

/// Whether playing `index` loses at once for the deciding seat, or leaves that seat (deciding again)
/// with only losing answers, looking `depth` decisions ahead.
fn loses(m: &dyn AnyMatch, index: usize, depth: u32) -> bool {
    let seat = m.seat();
    let mut trial = m.boxed_clone();
    if trial.play(index).is_err() {
        return false;
    }
    if let Some(o) = trial.outcome() {
        return o.lost(seat);
    }
    if depth > 1 && trial.seat() == seat {
        let n = trial.legal_count();
        return n > 0 && (0..n).all(|i| loses(trial.as_ref(), i, depth - 1));
    }
    false
}

#[derive(Debug, Clone, serde::Serialize)]
pub struct BenchReport {
    pub game: String,
    pub scenario: String,
    pub seconds: f64,
    /// Through a `Match`, as the app plays: records, undo snapshots, legal lists.
    pub games: u64,
    pub actions: u64,
    pub games_per_second: f64,
    pub actions_per_second: f64,
    pub actions_per_game: f64,
    /// Straight on the rules (`Game::prompt` / `apply`), as an AI would search.
    pub engine_games_per_second: f64,
    pub engine_actions_per_second: f64,
}

/// Random legal play of a scenario on the bare rules for about `seconds`: `(games, actions)`.
pub fn raw_random_games(entry: &dyn GameEntry, scenario: Option<&str>, seconds: f64) -> Result<(u64, u64), String> {
    let start = Instant::now();
    let (mut done, mut actions) = (0u64, 0u64);
    while start.elapsed().as_secs_f64() < seconds {
        actions += entry.raw_random_games(scenario, done, 1).map_err(|e| e.0)?;
        done += 1;
    }
    Ok((done, actions))
}

/// Random play for about `seconds`: games and actions per second (no checks, no replays).
pub fn bench(entry: &dyn GameEntry, seconds: f64) -> Result<BenchReport, String> {
    bench_scenario(entry, None, seconds)
}

/// [`bench`] of one scenario (`None`: the game's first, its default).
pub fn bench_scenario(entry: &dyn GameEntry, scenario: Option<&str>, seconds: f64) -> Result<BenchReport, String> {
    let game = entry.meta().id;
    let scenario = entry.header(scenario, 0).map_err(|e| e.0)?.scenario;
    let start = Instant::now();
    let mut chooser = Rng::new(1);
    let (mut games_done, mut actions) = (0u64, 0u64);
    while start.elapsed().as_secs_f64() < seconds {
        let header = entry.header(Some(&scenario), games_done).map_err(|e| e.0)?;
        let mut m: Box<dyn AnyMatch> = entry.start(header, &Library::default()).map_err(|e| e.0)?;
        while m.outcome().is_none() {
            let n = m.legal_count();
            if n == 0 {
                return Err("dead end".into());
            }
            m.play(draw(m.as_ref(), n, &mut chooser)).map_err(|e| e.0)?;
            actions += 1;
        }
        games_done += 1;
    }
    let secs = start.elapsed().as_secs_f64();
    let raw_start = Instant::now();
    let (raw_games, raw_actions) = raw_random_games(entry, Some(&scenario), seconds)?;
    let raw_secs = raw_start.elapsed().as_secs_f64();
    let raw = (raw_games as f64 / raw_secs, raw_actions as f64 / raw_secs);
    Ok(BenchReport {
        game: game.to_string(),
        scenario,
        seconds: secs,
        games: games_done,
        actions,
        games_per_second: games_done as f64 / secs,
        actions_per_second: actions as f64 / secs,
        actions_per_game: actions as f64 / games_done.max(1) as f64,
        engine_games_per_second: raw.0,
        engine_actions_per_second: raw.1,
    })
}
