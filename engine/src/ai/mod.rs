//! Computer players (docs/ai.md): a determinized search with successive halving at the root, heuristic
//! playouts cut off by a static evaluation, and hard safety rules — shared by every game. A game takes
//! part by implementing [`AiGame`]: its **sampler** (everything hidden from the deciding seat re-drawn
//! consistently with what that seat knows), its **evaluation**, its **playout policy**, and two small
//! markers (where a playout may stop, and what counts as "the same phase" for the safety look-ahead).
//!
//! A game's player is reached, type-erased, through [`Computer`] (the registry's `GameEntry::computer`);
//! the app and the tools call it by the match's game through [`crate::computer`] (`choose`, `hint`),
//! which sits above the registry, so this module knows no game and no registry.
//!
//! Everything here is plain computation: no threads, no clock, no files (the caller passes a clock
//! closure if it wants a time limit), so it runs in WebAssembly. The arena and the command line
//! (`crate::tools::arena`, `crate::tools::ai_cli`) add threads and timing natively.

pub mod search;
pub mod stats;

use serde::Serialize;

use std::marker::PhantomData;

use crate::{AnyMatch, Game, Match, Rng, Seat};

/// What a game supplies to be played by the computer. Everything else (search, budget, levels, arena,
/// safety look-ahead) is generic.
pub trait AiGame: Game {
    /// What a seat knows of what is hidden from it (which cards may be where), gathered once per decision
    /// from what it may see: its own cards, the public piles, the counts and the public log.
    type Knowledge;

    fn knowledge(state: &Self::State, seat: Seat) -> Self::Knowledge;

    /// A copy of `state` in which everything hidden from the seat of `knowledge` — the other hands,
    /// face-down cards, the draw pile's order, and the random generator's future — is drawn again from
    /// `rng`, consistently with what that seat knows. It must depend only on what the seat may see (and
    /// `rng`): two states that differ only in what is hidden from it give the same result.
    fn determinize(state: &Self::State, knowledge: &Self::Knowledge, rng: &mut Rng) -> Self::State;

    /// The chance (0–1) that `seat` wins from this position, by the game's static evaluation.
    fn evaluate(state: &Self::State, seat: Seat) -> f64;

    /// The playout policy: the index of the action to take among `actions` (the prompt of `state`, for
    /// the seat deciding there). `noise` (0 = always the best-scored action) is how often and how far it
    /// strays, so playouts explore.
    fn policy(state: &Self::State, actions: &[Self::Action], rng: &mut Rng, noise: f64) -> usize;

    /// Prior scores of the actions at a decision (higher is better), to keep a wide decision's best
    /// candidates for the search. Computed on a determinized state.
    fn priors(state: &Self::State, actions: &[Self::Action]) -> Vec<f64>;

    /// Whether the decision now asked is a quiet point where a playout may stop and evaluate (in Twilight
    /// Struggle: the choice of a card for an action round or a headline).
    fn boundary(state: &Self::State) -> bool;

    /// A number that changes when the phase of play changes (an action round): the safety look-ahead
    /// looks for losses "on the spot" only within the phase of the move.
    fn epoch(state: &Self::State) -> u64;

    /// For a decision that commits a whole plan played out over many later decisions (Downfall's order,
    /// whose units then move and attack one at a time), the coarser quiet points its playouts count and
    /// how many of them: each candidate is then scored once its plan has been played through, not part-way
    /// (a plan that moves unit by unit would otherwise be judged against one that resolves at once). `None`
    /// (the default): the playouts count [`AiGame::boundary`] and the level's horizon.
    fn plan_horizon(_state: &Self::State) -> Option<(fn(&Self::State) -> bool, u32)> {
        None
    }

    /// Positions `action` is bound to lead to whatever the player does next — in Twilight Struggle, an
    /// opponent's event that a card played for operations will fire — for the safety look-ahead to check
    /// too, when the loss lies beyond its depth.
    fn consequences(_state: &Self::State, _action: &Self::Action) -> Vec<Self::State> {
        vec![]
    }

    /// Whether the computer never chooses `action` while anything else is offered. Two kinds:
    /// - taking back an earlier choice of the same decision (NATO's strike markers, [23.2.4]): an
    ///   affordance for a person changing their mind. Tried on sampled dice, a take-back and its re-placing
    ///   look better or worse by chance, and a one-ply player would place and take back for ever;
    /// - ending the war by its own offer (NATO's concession and cease-fire proposal, [35.1], CF3): a
    ///   person's choice. A one-ply player that judges states would propose whenever the count read now
    ///   looks better than its evaluation, so computer games would end by the count rather than be played.
    /// Every level but `random` keeps to it, the baseline `greedy` too. None by default.
    fn never_chooses(_state: &Self::State, _action: &Self::Action) -> bool {
        false
    }

    /// Makes a playout copy cheaper (e.g. stops writing the log); the rules must play the same.
    fn prepare_playout(_state: &mut Self::State) {}

    /// How a search level (3 and up) searches in this game; by default the shared settings
    /// ([`Level::params`]).
    fn search_params(level: Level) -> Option<SearchParams> {
        level.params()
    }

    /// How many of `seat`'s cards (or pieces, plans…) are already bound to lose the game later in the
    /// phase whatever it does — in Twilight Struggle, DEFCON suicide cards it will have to play at DEFCON 2.
    /// The safety look-ahead counts a move that raises this number as losing. 0 by default.
    fn doomed(_state: &Self::State, _seat: Seat) -> u32 {
        0
    }

    /// Whether `action` is one the game's safety rules put first for the levels that do not search
    /// (1 and 2): a move a player must make while it is still harmless, because the look-ahead, bounded by
    /// the phase, would only see the loss once it is sealed — in Twilight Struggle, a DEFCON suicide card
    /// the turn cannot keep, spent while DEFCON is 3. Never for the baseline `greedy`. None by default.
    fn spend_first(_state: &Self::State, _seat: Seat, _action: &Self::Action) -> bool {
        false
    }

    /// The kind of a self-inflicted loss that ended this finished game (the arena counts them by kind,
    /// e.g. Twilight Struggle's "headline_trap"); `None` when the game has no finer name than its outcome's
    /// reason.
    fn loss_kind(_state: &Self::State) -> Option<String> {
        None
    }

    /// The game's own victory measure now, as a margin for the side the game names (Empire of the Sun:
    /// the Allies, in the scenario's victory units), when its evaluation reads one. The arena reports it
    /// at each game's start and end, to calibrate the evaluation by self-play. `None` by default.
    fn measure(_state: &Self::State) -> Option<f64> {
        None
    }
    /// The names of the evaluation's weights the tuner may scale ([`weight_factor`], `sandtable tune`), in the
    /// order of the factors. None by default.
    fn weight_names() -> &'static [&'static str] {
        &[]
    }
}

/// A computer player's strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "String")]
pub enum Level {
    /// A uniformly random legal action.
    Random,
    /// One ply: every action is tried on one sampled position, the player's own follow-up decisions are
    /// completed by the playout policy, and the static evaluation picks.
    Greedy,
    /// The numbered levels a player picks, `level1` the gentlest: 1 the playout policy with noise, 2 the
    /// one-ply player, 3 the search (docs/ai.md "Levels").
    Search(u8),
}

/// The strongest level. The levels (docs/ai.md "Levels"): 1 the playout policy with noise (a casual
/// player), 2 the one-ply player (`greedy`), 3 the search, 4 the search with the time it is given.
pub const TOP_LEVEL: u8 = 4;

/// Level 4: playouts per decision when no clock is given, and the time it takes when one is (ms; the
/// caller's own limit still applies when it is shorter).
pub const DEEP_PLAYOUTS: u32 = 6_000;
pub const DEEP_MILLIS: f64 = 900.0;

/// The search level's playouts per decision and horizon (quiet points a playout passes). Measured in
/// docs/ai.md: more playouts (up to 1,400) or a longer horizon did not win more games against this.
pub const SEARCH_PLAYOUTS: u32 = 500;
pub const SEARCH_HORIZON: u32 = 3;

/// The noise of level 1's choices (the policy's scores perturbed by up to noise × 1.5 VP).
pub const GENTLE_NOISE: f64 = 1.0;

/// How a search level searches.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct SearchParams {
    /// Playouts per decision (over all candidates) when the caller gives no budget.
    pub iterations: u32,
    /// Quiet points a playout passes before it is evaluated.
    pub horizon: u32,
    /// At most this many candidates (by prior) enter the search.
    pub max_candidates: usize,
    /// The playout policy's noise.
    pub noise: f64,
    /// Sampled positions the safety look-ahead checks each candidate on.
    pub safety_samples: u32,
    /// The time the level takes when the caller gives a clock (ms; the caller's limit if shorter).
    pub millis: Option<f64>,
    /// Besides the best `max_candidates` by prior, the best this many by one ply of the static evaluation
    /// (the `greedy` player's reading) enter the search too: a gain the policy does not rank (a walk into
    /// an empty objective) is still searched. 0: the policy alone picks the candidates.
    pub one_ply: usize,
    /// A timed level still plays at least this many playouts, past its time if it must: the level below
    /// it plays a fixed number, and where one playout is slow (a plan's, `AiGame::plan_horizon`) the
    /// time alone would give the stronger level the shallower search. 0: the time alone.
    pub min_playouts: u32,
    /// Whether a plan's decision ([`AiGame::plan_horizon`]) is scored where its plan has been played
    /// through; false: every decision at the quiet points and the horizon.
    pub plans: bool,
}

impl Level {
    pub fn parse(s: &str) -> Option<Level> {
        match s.trim().to_ascii_lowercase().as_str() {
            "random" => Some(Level::Random),
            "greedy" => Some(Level::Greedy),
            // The strongest level, whatever its number (scripts/soak.sh).
            "top" => Some(Level::Search(TOP_LEVEL)),
            other => {
                let n: u8 = other.strip_prefix("level")?.parse().ok()?;
                (1..=TOP_LEVEL).contains(&n).then_some(Level::Search(n))
            }
        }
    }

    pub fn name(self) -> String {
        match self {
            Level::Random => "random".into(),
            Level::Greedy => "greedy".into(),
            Level::Search(n) => format!("level{n}"),
        }
    }

    /// The search settings of a level that searches (level 3 and up).
    pub fn params(self) -> Option<SearchParams> {
        let p = |iterations, horizon, max_candidates, noise| SearchParams { iterations, horizon, max_candidates, noise, safety_samples: 3, millis: None, one_ply: 0, min_playouts: 0, plans: true };
        match self {
            Level::Random | Level::Greedy | Level::Search(0..=2) => None,
            Level::Search(3) => Some(p(SEARCH_PLAYOUTS, SEARCH_HORIZON, 12, 0.25)),
            Level::Search(_) => Some(SearchParams { safety_samples: 5, millis: Some(DEEP_MILLIS), ..p(DEEP_PLAYOUTS, SEARCH_HORIZON, 16, 0.25) }),
        }
    }
}

impl From<Level> for String {
    fn from(l: Level) -> String {
        l.name()
    }
}

/// Every level's name, gentlest first (`random`, `greedy`, `level1` … the strongest).
/// A policy's pick: the action with the best score after each is jittered by up to `1.5 × noise` (one draw
/// of `rng` per action when `noise > 0`), the first of equals.
pub fn noisy_best(scores: impl IntoIterator<Item = f64>, rng: &mut Rng, noise: f64) -> usize {
    let mut best = 0;
    let mut top = f64::NEG_INFINITY;
    for (i, v) in scores.into_iter().enumerate() {
        let jitter = if noise > 0.0 { noise * 1.5 * (rng.below(1000) as f64 / 1000.0) } else { 0.0 };
        if v + jitter > top {
            top = v + jitter;
            best = i;
        }
    }
    best
}

pub fn levels() -> Vec<String> {
    let mut v = vec![Level::Random.name(), Level::Greedy.name()];
    v.extend((1..=TOP_LEVEL).map(|n| Level::Search(n).name()));
    v
}

/// How long a decision may take. With neither field the level's own number of playouts is used. A time
/// limit needs a clock: the caller passes one (milliseconds from any origin; `performance.now()` in a
/// browser, `Instant` natively), so the library itself never reads the time and runs in WebAssembly.
#[derive(Clone, Copy, Default)]
pub struct Budget<'a> {
    /// At most this many playouts.
    pub iterations: Option<u32>,
    /// Stop after about this many milliseconds (needs `clock`).
    pub millis: Option<f64>,
    pub clock: Option<&'a dyn Fn() -> f64>,
}

impl<'a> Budget<'a> {
    pub fn iterations(n: u32) -> Self {
        Budget { iterations: Some(n), ..Default::default() }
    }
    pub fn millis(ms: f64, clock: &'a dyn Fn() -> f64) -> Self {
        Budget { millis: Some(ms), clock: Some(clock), iterations: None }
    }
}

/// One action the player weighed.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Candidate {
    /// Its index in the current prompt.
    pub index: usize,
    pub notation: String,
    /// The estimated chance (0–1) that the deciding seat wins after this action; `None` when it was not
    /// estimated (a random player, a forced move).
    pub win_estimate: Option<f64>,
    /// Playouts spent on it.
    pub visits: u32,
    /// The safety look-ahead found that it can lose the game on the spot.
    pub unsafe_move: bool,
}

/// A computer player's decision.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Choice {
    pub seat: Seat,
    /// The index of the chosen action in the current prompt.
    pub index: usize,
    pub notation: String,
    /// The candidates, best first (the chosen one first).
    pub candidates: Vec<Candidate>,
    /// Playouts run in all.
    pub iterations: u32,
}

/// The decision a player of `level` takes at the current decision of `state`, for the deciding seat.
/// It sees only that seat's information: everything hidden is sampled again before any look-ahead.
pub fn choose_state<G: AiGame>(state: &G::State, level: Level, budget: &Budget, seed: u64) -> Result<Choice, String> {
    search::decide::<G>(state, level, budget, seed)
}

/// A game's computer player behind the registry (`GameEntry::computer`), on a type-erased match: the
/// core and the app reach every game's player through it and name no game.
pub trait Computer: Sync {
    /// The decision of a player of `level` at the match's current decision (a match of this game).
    fn choose(&self, m: &dyn AnyMatch, level: Level, budget: &Budget, seed: u64) -> Result<Choice, String>;
    /// The playout policy's scores of the current decision's actions on one sampled position.
    fn explain(&self, m: &dyn AnyMatch, seed: u64) -> Result<Vec<(String, f64)>, String>;
    /// Runs `playouts` policy playouts of whole games from new games (seeds from `seed`): the actions
    /// played and the seconds taken by `clock` (the CLI's `ai-bench`).
    fn bench_playouts(&self, seed: u64, playouts: u32, clock: &dyn Fn() -> f64) -> (u64, f64);
    /// The kind of a self-inflicted loss that ended the (finished) match, when the game names kinds
    /// ([`AiGame::loss_kind`]); the arena counts losses by it.
    fn loss_kind(&self, _m: &dyn AnyMatch) -> Option<String> {
        None
    }
    /// The game's victory measure of the match's position ([`AiGame::measure`]).
    fn measure(&self, _m: &dyn AnyMatch) -> Option<f64> {
        None
    }
    /// The names of the evaluation's weights ([`AiGame::weight_names`]).
    fn weight_names(&self) -> &'static [&'static str] {
        &[]
    }
}

/// The [`Computer`] of a game that implements [`AiGame`].
pub struct Player<G: AiGame>(PhantomData<fn() -> G>);

impl<G: AiGame> Player<G> {
    pub const NEW: Self = Player(PhantomData);

    fn state<'m>(m: &'m dyn AnyMatch) -> Result<&'m G::State, String> {
        m.as_any().downcast_ref::<Match<G>>().map(|x| x.state()).ok_or_else(|| format!("not a match of {}", G::meta().id))
    }
}

impl<G: AiGame> Computer for Player<G> {
    fn choose(&self, m: &dyn AnyMatch, level: Level, budget: &Budget, seed: u64) -> Result<Choice, String> {
        choose_state::<G>(Self::state(m)?, level, budget, seed)
    }
    fn explain(&self, m: &dyn AnyMatch, seed: u64) -> Result<Vec<(String, f64)>, String> {
        Ok(search::explain::<G>(Self::state(m)?, seed))
    }
    fn bench_playouts(&self, seed: u64, playouts: u32, clock: &dyn Fn() -> f64) -> (u64, f64) {
        search::bench_playouts::<G>(seed, playouts, clock)
    }
    fn loss_kind(&self, m: &dyn AnyMatch) -> Option<String> {
        G::loss_kind(Self::state(m).ok()?)
    }
    fn measure(&self, m: &dyn AnyMatch) -> Option<f64> {
        G::measure(Self::state(m).ok()?)
    }
    fn weight_names(&self) -> &'static [&'static str] {
        G::weight_names()
    }
}

thread_local! {
    static TUNING: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Experimental switches for tuning a game's evaluation and policy with the arena (`--a-tune`,
/// `--b-tune`): bits a game may read while it plays for one side. 0 in normal play.
pub fn tuning() -> u32 {
    TUNING.with(|t| t.get())
}

/// Sets the switches [`tuning`] reads on this thread.
pub fn set_tuning(bits: u32) {
    TUNING.with(|t| t.set(bits));
}

thread_local! {
    static WEIGHTS: std::cell::RefCell<Vec<f64>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// Factors on a game's evaluation weights while it plays for one side (`--a-weights`, `--b-weights`,
/// `sandtable tune`), in the order of [`AiGame::weight_names`]: each weight is multiplied by its factor.
/// Empty in normal play (the built-in weights); a factor missing from a short list is 1.
pub fn weight_factor(i: usize) -> f64 {
    WEIGHTS.with(|w| w.borrow().get(i).copied().unwrap_or(1.0))
}

/// Whether any factor is set on this thread ([`weight_factor`]).
pub fn weights_tuned() -> bool {
    WEIGHTS.with(|w| !w.borrow().is_empty())
}

/// Sets the factors [`weight_factor`] reads on this thread.
pub fn set_weights(factors: &[f64]) {
    WEIGHTS.with(|w| {
        let mut w = w.borrow_mut();
        w.clear();
        w.extend_from_slice(factors);
    });
}

/// A seed for a decision of a match from what every seat can see (how many actions were played), so a
/// game replayed to the same point gets the same decision. (Not the game's seed: the AI's sampling never
/// reads anything that decides the hidden cards.)
pub fn default_seed(m: &dyn AnyMatch) -> u64 {
    0x5a17_ab1e ^ (m.record().actions.len() as u64).wrapping_mul(0x9e37_79b9_7f4a_7c15)
}
