//! Twilight Struggle's computer player: what the generic search (engine/src/ai) needs from this game —
//! the sampler ([`sampler`]), the evaluation ([`eval`]), the playout policy ([`policy`]) and what it knows
//! about the cards ([`values`]). docs/ai.md describes them.

pub mod eval;
pub mod policy;
pub mod safety;
pub mod sampler;
pub mod values;

use super::state::{Player, State, Step};
use super::{Action, TwilightStruggle};
use crate::ai::AiGame;
use crate::{Rng, Seat};

impl AiGame for TwilightStruggle {
    type Knowledge = sampler::Knowledge;

    fn knowledge(state: &State, seat: Seat) -> sampler::Knowledge {
        sampler::knowledge(state, seat)
    }

    fn determinize(state: &State, knowledge: &sampler::Knowledge, rng: &mut Rng) -> State {
        sampler::determinize(state, knowledge, rng)
    }

    fn evaluate(state: &State, seat: Seat) -> f64 {
        eval::win_chance(state, Player::from_seat(seat))
    }

    fn policy(state: &State, actions: &[Action], rng: &mut Rng, noise: f64) -> usize {
        policy::choose(state, actions, rng, noise)
    }

    fn priors(state: &State, actions: &[Action]) -> Vec<f64> {
        policy::scores(state, actions)
    }

    fn boundary(state: &State) -> bool {
        state.outcome.is_none() && matches!(state.steps.last(), Some(Step::ChooseCard(_) | Step::Headline(_)))
    }

    fn epoch(state: &State) -> u64 {
        (state.turn as u64) << 16 | (state.rounds_done[0] as u64) << 8 | (state.rounds_done[1] as u64) << 4 | state.action_round as u64
    }

    fn consequences(state: &State, action: &Action) -> Vec<State> {
        safety::consequences(state, action)
    }

    fn prepare_playout(state: &mut State) {
        state.quiet = true;
    }

    fn doomed(state: &State, seat: Seat) -> u32 {
        safety::doomed(state, Player::from_seat(seat))
    }

    fn spend_first(state: &State, seat: Seat, action: &Action) -> bool {
        safety::spend_first(state, Player::from_seat(seat), action)
    }

    fn loss_kind(state: &State) -> Option<String> {
        safety::loss_kind(state)
    }

    fn weight_names() -> &'static [&'static str] {
        &eval::WEIGHT_NAMES
    }
}
