//! The tuner (native only; docs/ai.md "Tuning"): a game's evaluation weights learned from self-play with
//! the arena as judge, by simultaneous perturbation stochastic approximation (SPSA; Spall 1992). Each
//! iteration nudges every weight's factor up or down at random (one draw for all of them), plays the
//! nudged-up weights against the nudged-down ones on the same seeds with the sides swapped, and moves
//! every factor towards the side that scored better, in proportion to the margin. The factors are kept
//! in log space (a factor of 2 is as far from 1 as one of ½) and within `[1/5, 5]`.
//!
//! The weights a game exposes, and what a factor scales, are the game's (`AiGame::weight_names`); the
//! arena sets them per side (`ai::set_weights`). What the tuner prints is to be checked by an arena of
//! its own before a game ships it.

use serde::Serialize;

use super::arena::{self, ArenaSpec};
use crate::ai::Level;
use crate::registry::GameEntry;
use crate::Rng;

/// What to tune.
#[derive(Clone, Debug)]
pub struct TuneSpec {
    /// The level both sides play.
    pub level: Level,
    pub iterations: usize,
    /// Games a side an iteration: each iteration plays `2 × games` (the same seeds, sides swapped).
    pub games: usize,
    pub seed: u64,
    pub threads: usize,
    /// The factors to start from (empty: every factor 1).
    pub from: Vec<f64>,
    pub scenario: Option<String>,
}

/// One iteration: the nudged-up side's score and the factors after the step.
#[derive(Debug, Serialize)]
pub struct Step {
    pub iteration: usize,
    pub up_score: f64,
    pub factors: Vec<f64>,
}

#[derive(Debug, Serialize)]
pub struct TuneReport {
    pub game: String,
    pub level: String,
    pub names: Vec<String>,
    /// The factors learned, in the order of `names` (`--a-weights` takes them as they are).
    pub factors: Vec<f64>,
    /// The same as one list for `--a-weights`.
    pub weights_flag: String,
    pub games_played: usize,
    pub seconds: f64,
    pub steps: Vec<Step>,
}

/// How far a factor is nudged at the start (in log space: ×1.28 up, ×0.78 down), shrinking slowly.
const NUDGE: f64 = 0.25;
/// The first step's size for a margin of 0.1 over a nudge of [`NUDGE`] is `GAIN × 0.1 / NUDGE`…
const GAIN: f64 = 0.08;
/// …and the steps shrink as `(k + 1 + STABILITY)^-0.602` (Spall's exponents), `STABILITY` a tenth of
/// the iterations.
const ALPHA: f64 = 0.602;
const GAMMA: f64 = 0.101;
/// Factors stay within `[1/5, 5]`.
const LIMIT: f64 = 1.609_437_912;

/// Runs the tuner.
pub fn run(entry: &dyn GameEntry, spec: &TuneSpec) -> Result<TuneReport, String> {
    let meta = entry.meta();
    let names = crate::computer::computer_of(meta.id)?.weight_names();
    if names.is_empty() {
        return Err(format!("{} has no weights to tune", meta.name_en));
    }
    if spec.games == 0 || spec.iterations == 0 {
        return Err("tune needs at least one game and one iteration".into());
    }
    let p = names.len();
    let mut theta: Vec<f64> = (0..p).map(|i| spec.from.get(i).copied().unwrap_or(1.0).max(1e-3).ln()).collect();
    let stability = spec.iterations as f64 / 10.0;
    let scale = GAIN * (1.0 + stability).powf(ALPHA);
    let mut rng = Rng::new(spec.seed ^ 0x7e57_5a5a_0f0f_1234);
    let start = std::time::Instant::now();
    let mut steps = vec![];
    for k in 0..spec.iterations {
        let c = NUDGE / ((k + 1) as f64).powf(GAMMA);
        let a = scale / ((k + 1) as f64 + stability).powf(ALPHA);
        let delta: Vec<f64> = (0..p).map(|_| if rng.below(2) == 0 { -1.0 } else { 1.0 }).collect();
        let up: Vec<f64> = theta.iter().zip(&delta).map(|(t, d)| (t + c * d).exp()).collect();
        let down: Vec<f64> = theta.iter().zip(&delta).map(|(t, d)| (t - c * d).exp()).collect();
        let arena_spec = |weights: [Vec<f64>; 2]| ArenaSpec {
            a: spec.level,
            b: spec.level,
            games: spec.games,
            seed: spec.seed.wrapping_add((k as u64) * 100_003),
            budget_ms: None,
            iterations: None,
            options: Default::default(),
            scenario: spec.scenario.clone(),
            threads: spec.threads,
            tune: [0, 0],
            weights,
            quiet: true,
        };
        let first = arena::run(entry, &arena_spec([up.clone(), down.clone()]))?;
        let second = arena::run(entry, &arena_spec([down.clone(), up.clone()]))?;
        let up_score = (first.a_score + (1.0 - second.a_score)) / 2.0;
        let margin = up_score - 0.5;
        for (t, d) in theta.iter_mut().zip(&delta) {
            *t = (*t + a * margin / (c * d)).clamp(-LIMIT, LIMIT);
        }
        let factors: Vec<f64> = theta.iter().map(|t| round3(t.exp())).collect();
        eprintln!("tune: iteration {k}: the nudged-up weights scored {up_score:.3} of {} games; factors {}", 2 * spec.games, join(&factors));
        steps.push(Step { iteration: k, up_score, factors });
    }
    let factors: Vec<f64> = theta.iter().map(|t| round3(t.exp())).collect();
    Ok(TuneReport {
        game: meta.id.to_string(),
        level: spec.level.name().to_string(),
        names: names.iter().map(|n| n.to_string()).collect(),
        weights_flag: join(&factors),
        factors,
        games_played: 2 * spec.games * spec.iterations,
        seconds: start.elapsed().as_secs_f64(),
        steps,
    })
}

fn round3(x: f64) -> f64 {
    (x * 1000.0).round() / 1000.0
}

fn join(f: &[f64]) -> String {
    f.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")
}
