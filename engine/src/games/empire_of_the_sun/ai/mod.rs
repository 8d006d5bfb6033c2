//! Empire of the Sun's computer player on the shared search (engine/src/ai; docs/ai.md "Empire of the
//! Sun"): what a side knows ([`sampler`]), the evaluation by the scenario's victory measure ([`eval`]),
//! and the playout policy ([`policy`]).

pub mod aims;
pub mod eval;
pub mod losses;
pub mod policy;
pub mod sampler;

use std::hash::{Hash, Hasher};

use super::actions::Action;
use super::game::EmpireOfTheSun;
use super::state::steps::Step;
use super::state::State;
use crate::ai::{AiGame, Level, SearchParams};
use crate::{Rng, Seat};

impl AiGame for EmpireOfTheSun {
    type Knowledge = Seat;

    fn knowledge(_state: &State, seat: Seat) -> Seat {
        seat
    }

    fn determinize(state: &State, seat: &Seat, rng: &mut Rng) -> State {
        sampler::determinize(state, *seat, rng)
    }

    fn evaluate(state: &State, seat: Seat) -> f64 {
        eval::win_chance(state, seat)
    }

    fn never_chooses(state: &State, action: &Action) -> bool {
        policy::pointless(state, action)
    }

    fn policy(state: &State, actions: &[Action], rng: &mut Rng, noise: f64) -> usize {
        crate::ai::noisy_best(policy::scores(state, actions), rng, noise)
    }

    fn priors(state: &State, actions: &[Action]) -> Vec<f64> {
        policy::scores(state, actions)
    }

    /// A quiet point: a card to play in a round of the Offensives Phase (4.22): the offensive before it
    /// has been fought out.
    fn boundary(state: &State) -> bool {
        state.outcome.is_none() && matches!(state.steps.last(), Some(Step::Round(_)))
    }

    /// A side makes long runs of decisions (every unit of an offensive); what ends the game at once (the
    /// last HQ of the South Pacific lost, US Political Will at zero) is the doing of one action and the
    /// automatic steps after it. The phase is therefore one action: the state's moving parts hashed.
    fn epoch(state: &State) -> u64 {
        let mut h = std::hash::DefaultHasher::new();
        state.log.len().hash(&mut h);
        state.steps.len().hash(&mut h);
        for u in state.units.iter() {
            u.loc.hash(&mut h);
            u.reduced.hash(&mut h);
        }
        if let Some(top) = state.steps.last() {
            format!("{top:?}").hash(&mut h);
        }
        h.finish()
    }

    /// 17.10.7: the last HQ lost in a battle of the side's own offensive ([`losses`]).
    fn loss_kind(state: &State) -> Option<String> {
        losses::loss_kind(state)
    }

    /// The scenario's victory measure for the Allies (`eval::measure`), which the arena reports to
    /// calibrate the evaluation ([`eval::DRIFT`]).
    fn measure(state: &State) -> Option<f64> {
        Some(eval::measure(state))
    }

    /// A playout of a campaign decision costs far more than one of Twilight Struggle: fewer playouts,
    /// and the opponent's reply (the next round) as the horizon.
    fn search_params(level: Level) -> Option<SearchParams> {
        level.params().map(|p| SearchParams { iterations: SEARCH_PLAYOUTS, horizon: SEARCH_HORIZON, max_candidates: 8, ..p })
    }
}

/// The strongest level's playouts per decision and horizon (quiet points: rounds of card play). Measured
/// in docs/ai.md "Empire of the Sun".
pub const SEARCH_PLAYOUTS: u32 = 96;
pub const SEARCH_HORIZON: u32 = 2;
