//! The arena (a benchmark, native only): two players play whole games against each other, sides swapped
//! from one game to the next, the games shared out over the machine's cores. It reports each player's
//! wins per side, the draws, the first player's score with its 95% Wilson interval, how games ended, and
//! the decision times (median, p95) of each player.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;
use std::time::Instant;

use serde::Serialize;

use crate::ai::stats::{quantile, wilson};
use crate::ai::{Budget, Level};
use crate::computer::choose;
use crate::packs::Library;
use crate::registry::GameEntry;
use crate::Header;

/// What to play.
#[derive(Clone, Debug)]
pub struct ArenaSpec {
    pub a: Level,
    pub b: Level,
    pub games: usize,
    pub seed: u64,
    /// A time limit per decision (milliseconds); `None`: each level's own number of playouts.
    pub budget_ms: Option<f64>,
    /// Playouts per decision, overriding the levels' own.
    pub iterations: Option<u32>,
    pub options: BTreeMap<String, String>,
    /// The scenario (`None`: the game's first).
    pub scenario: Option<String>,
    /// Threads; 0 = one per core.
    pub threads: usize,
    /// Tuning switches of a and b (`ai::tuning`).
    pub tune: [u32; 2],
    /// Factors on the evaluation's weights of a and b (`ai::weight_factor`; empty: the built-in weights).
    pub weights: [Vec<f64>; 2],
    /// No line on stderr as each game ends (the tuner's many short arenas).
    pub quiet: bool,
}

/// One finished game.
#[derive(Clone, Debug, Serialize)]
pub struct GameResult {
    pub game: usize,
    pub seed: u64,
    /// The seat `a` played.
    pub a_seat: u8,
    /// The (first) seat `b` played against it.
    pub b_seat: u8,
    /// 0 = `a` won, 1 = `b` won, `None` = a draw.
    pub winner: Option<u8>,
    pub reason: String,
    /// The seat held responsible in the outcome's first argument, when it names one (DEFCON 1: the
    /// phasing player).
    pub responsible: Option<u8>,
    /// The game's name for how the loser lost by its own hand, when it names one (`AiGame::loss_kind`).
    pub loss_kind: Option<String>,
    pub actions: usize,
    /// The game's victory measure at the start and at the end, when it has one (`AiGame::measure`:
    /// Empire of the Sun's margin for the Allies), to calibrate the evaluation.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub measure_start: Option<f64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub measure_end: Option<f64>,
    /// Decision times (ms) of a and b, decisions with two or more legal actions only.
    #[serde(skip)]
    pub times: [Vec<f64>; 2],
    /// The game's record (JSON), to study it.
    #[serde(skip)]
    pub record: String,
}

#[derive(Debug, Serialize)]
pub struct PlayerReport {
    pub player: String,
    /// Wins by the seat played.
    pub wins: BTreeMap<String, usize>,
    pub games_as: BTreeMap<String, usize>,
    /// Lost games by how they ended.
    pub losses_by_reason: BTreeMap<String, usize>,
    /// Games lost at DEFCON 1 or by a held scoring card with this player responsible.
    pub self_inflicted_losses: usize,
    /// The same losses by kind: the game's name for it (`AiGame::loss_kind`), else the outcome's reason.
    pub self_inflicted_by_kind: BTreeMap<String, usize>,
    pub decisions: usize,
    pub decision_ms_median: f64,
    pub decision_ms_p95: f64,
    pub decision_ms_max: f64,
}

#[derive(Debug, Serialize)]
pub struct ArenaReport {
    pub game: String,
    pub games: usize,
    pub seed: u64,
    pub budget_ms: Option<f64>,
    pub iterations: Option<u32>,
    pub options: BTreeMap<String, String>,
    pub scenario: Option<String>,
    pub a: PlayerReport,
    pub b: PlayerReport,
    pub draws: usize,
    /// `a`'s score: (wins + draws / 2) / games.
    pub a_score: f64,
    /// The 95% Wilson interval of `a`'s score.
    pub a_score_ci95: [f64; 2],
    /// `a`'s score with each seat (USSR, US…), averaged over the two ("averaged over both sides").
    pub a_score_by_seat: BTreeMap<String, f64>,
    pub outcomes: BTreeMap<String, usize>,
    pub seconds: f64,
    pub threads: usize,
    pub results: Vec<GameResult>,
}

/// Plays one game: `a` in seat `a_seat`.
fn play_one(entry: &dyn GameEntry, spec: &ArenaSpec, game: usize) -> Result<GameResult, String> {
    let seed = spec.seed.wrapping_add(game as u64);
    let mut header: Header = entry.header(spec.scenario.as_deref(), seed).map_err(|e| e.0)?;
    header.options = spec.options.clone();
    // A player may hold several seats (Downfall's two factions a side): `a` plays every seat of one
    // player, the players taken in turn; with one seat each this is the seat taken in turn.
    let players = entry.roles(&header).players;
    let a_seats: Vec<u8> = players.get(game % players.len().max(1)).cloned().unwrap_or_else(|| vec![0]);
    let a_seat = a_seats[0];
    let b_seat = players.get((game + 1) % players.len().max(1)).and_then(|p| p.first().copied()).unwrap_or(1);
    let mut m = entry.start(header.clone(), &Library::default()).map_err(|e| e.0)?;
    let computer = crate::computer::computer_of(entry.meta().id).ok();
    let measure_start = computer.and_then(|c| c.measure(m.as_ref()));
    let start = Instant::now();
    let clock = move || start.elapsed().as_secs_f64() * 1000.0;
    let mut times: [Vec<f64>; 2] = [vec![], vec![]];
    let mut actions = 0usize;
    let mut last: Vec<String> = vec![];
    while m.outcome().is_none() {
        let seat = m.seat().ok_or("no seat decides and the game is not over")?;
        let who = if a_seats.contains(&seat) { 0 } else { 1 };
        let level = if who == 0 { spec.a } else { spec.b };
        let budget = Budget { iterations: spec.iterations, millis: spec.budget_ms, clock: spec.budget_ms.map(|_| &clock as &dyn Fn() -> f64) };
        let decision_seed = seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) ^ (actions as u64).wrapping_mul(0xd1b5_4a32_d192_ed03) ^ who as u64;
        crate::ai::set_tuning(spec.tune[who]);
        crate::ai::set_weights(&spec.weights[who]);
        let t0 = Instant::now();
        let n = m.legal_count();
        let choice = choose(m.as_ref(), level, &budget, decision_seed)?;
        if n > 1 {
            times[who].push(t0.elapsed().as_secs_f64() * 1000.0);
        }
        m.play(choice.index).map_err(|e| format!("game {game}: the AI's action was refused: {e}"))?;
        actions += 1;
        // The last actions, for the report of a game that does not end.
        if actions + 12 > crate::tools::MAX_ACTIONS {
            last.push(format!("{} {}", level.name(), choice.notation));
        }
        if actions > crate::tools::MAX_ACTIONS {
            return Err(format!("game {game}: endless; its last actions: {}", last.join(", ")));
        }
    }
    let o = m.outcome().expect("the game is over");
    let responsible = o.args.first().and_then(|a| match a {
        crate::Arg::Seat(s) => Some(*s),
        _ => None,
    });
    let loss_kind = computer.and_then(|c| c.loss_kind(m.as_ref()));
    let measure_end = computer.and_then(|c| c.measure(m.as_ref()));
    Ok(GameResult {
        game,
        seed,
        a_seat,
        loss_kind,
        winner: o.winner.map(|w| if a_seats.contains(&w) { 0 } else { 1 }),
        b_seat,
        reason: o.reason.clone(),
        responsible,
        actions,
        measure_start,
        measure_end,
        times,
        record: m.record().to_json(),
    })
}

/// Runs the arena.
pub fn run(entry: &dyn GameEntry, spec: &ArenaSpec) -> Result<ArenaReport, String> {
    let meta = entry.meta();
    if !crate::computer::supports(meta.id) {
        return Err(format!("{} has no computer player yet", meta.name_en));
    }
    let threads = if spec.threads == 0 { std::thread::available_parallelism().map_or(1, |n| n.get()) } else { spec.threads };
    let start = Instant::now();
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<GameResult>> = Mutex::new(vec![]);
    let errors: Mutex<Vec<String>> = Mutex::new(vec![]);
    std::thread::scope(|scope| {
        for _ in 0..threads.min(spec.games.max(1)) {
            scope.spawn(|| loop {
                let g = next.fetch_add(1, Ordering::SeqCst);
                if g >= spec.games {
                    return;
                }
                match play_one(entry, spec, g) {
                    Ok(r) if spec.quiet => results.lock().unwrap().push(r),
                    Ok(r) => {
                        // Progress on stderr as each game ends, for a long arena stopped before its report.
                        let winner = r.winner.map_or("draw".to_string(), |w| format!("{} ({})", if w == 0 { spec.a.name() } else { spec.b.name() }, meta.seats.get(if w == 0 { r.a_seat } else { r.b_seat } as usize).copied().unwrap_or("?")));
                        let median = |v: &[f64]| round3(quantile(v, 0.5));
                        eprintln!(
                            "arena: game {} seed {} {} as {}: {} by {}, {} actions, {:.0} s, decisions {} (median {} ms) / {} (median {} ms)",
                            r.game,
                            r.seed,
                            spec.a.name(),
                            meta.seats.get(r.a_seat as usize).copied().unwrap_or("?"),
                            winner,
                            r.reason,
                            r.actions,
                            start.elapsed().as_secs_f64(),
                            r.times[0].len(),
                            median(&r.times[0]),
                            r.times[1].len(),
                            median(&r.times[1])
                        );
                        results.lock().unwrap().push(r)
                    }
                    Err(e) => errors.lock().unwrap().push(e),
                }
            });
        }
    });
    let errors = errors.into_inner().unwrap();
    if let Some(e) = errors.first() {
        return Err(format!("{} game(s) failed; first: {e}", errors.len()));
    }
    let mut results = results.into_inner().unwrap();
    results.sort_by_key(|r| r.game);
    let seat_name = |s: u8| meta.seats.get(s as usize).copied().unwrap_or("?").to_string();
    let player = |who: u8, level: Level| {
        let mut wins = BTreeMap::new();
        let mut games_as = BTreeMap::new();
        let mut losses_by_reason = BTreeMap::new();
        let mut self_inflicted = 0;
        let mut by_kind = BTreeMap::new();
        for s in meta.seats {
            wins.insert(s.to_string(), 0);
            games_as.insert(s.to_string(), 0);
        }
        let mut times = vec![];
        for r in &results {
            let seat = if who == 0 { r.a_seat } else { r.b_seat };
            *games_as.entry(seat_name(seat)).or_insert(0) += 1;
            if r.winner == Some(who) {
                *wins.entry(seat_name(seat)).or_insert(0) += 1;
            } else if r.winner.is_some() {
                *losses_by_reason.entry(r.reason.clone()).or_insert(0) += 1;
                // A kind named by the game (`AiGame::loss_kind`) is its own doing too (Empire of the Sun's
                // `hq_sent`).
                let own = matches!(r.reason.as_str(), "defcon" | "cuban_missile_crisis" | "scoring_held") || r.loss_kind.is_some();
                if own && r.responsible == Some(seat) {
                    self_inflicted += 1;
                    *by_kind.entry(r.loss_kind.clone().unwrap_or_else(|| r.reason.clone())).or_insert(0) += 1;
                }
            }
            times.extend_from_slice(&r.times[who as usize]);
        }
        PlayerReport {
            player: level.name(),
            wins,
            games_as,
            losses_by_reason,
            self_inflicted_losses: self_inflicted,
            self_inflicted_by_kind: by_kind,
            decisions: times.len(),
            decision_ms_median: round3(quantile(&times, 0.5)),
            decision_ms_p95: round3(quantile(&times, 0.95)),
            decision_ms_max: round3(times.iter().copied().fold(0.0, f64::max)),
        }
    };
    let a = player(0, spec.a);
    let b = player(1, spec.b);
    let n = results.len();
    let draws = results.iter().filter(|r| r.winner.is_none()).count();
    let a_wins = results.iter().filter(|r| r.winner == Some(0)).count();
    let score = (a_wins as f64 + draws as f64 / 2.0) / n.max(1) as f64;
    let (lo, hi) = wilson(a_wins as f64 + draws as f64 / 2.0, n as f64, 1.96);
    let mut by_seat = BTreeMap::new();
    for s in 0..meta.seats.len() as u8 {
        let mine: Vec<&GameResult> = results.iter().filter(|r| r.a_seat == s).collect();
        if mine.is_empty() && n > 0 {
            // A seat `a` never held (the second faction of a player that holds two).
            continue;
        }
        let pts: f64 = mine.iter().map(|r| if r.winner == Some(0) { 1.0 } else if r.winner.is_none() { 0.5 } else { 0.0 }).sum();
        by_seat.insert(seat_name(s), round3(pts / mine.len().max(1) as f64));
    }
    let mut outcomes = BTreeMap::new();
    for r in &results {
        *outcomes.entry(r.reason.clone()).or_insert(0) += 1;
    }
    Ok(ArenaReport {
        game: meta.id.to_string(),
        games: n,
        seed: spec.seed,
        budget_ms: spec.budget_ms,
        iterations: spec.iterations,
        options: spec.options.clone(),
        scenario: spec.scenario.clone(),
        a,
        b,
        draws,
        a_score: round3(score),
        a_score_ci95: [round3(lo), round3(hi)],
        a_score_by_seat: by_seat,
        outcomes,
        seconds: round3(start.elapsed().as_secs_f64()),
        threads,
        results,
    })
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}
