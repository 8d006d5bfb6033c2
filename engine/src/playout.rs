//! Random legal play on the bare rules (`Game::prompt` / `apply_legal`, no records, no checks): the
//! speed benchmark of an engine. It knows one game type and no registry, so the registry's entries and
//! the tools above them can both use it.

use crate::{Game, Header, Rng};

/// One random game of `scenario` (the game's first if none) from `seed`; the actions played, or `None`
/// when the game cannot be set up or refuses a legal action.
fn random_game<G: Game>(scenario: Option<&str>, seed: u64, chooser: &mut Rng) -> Option<u64> {
    let header = Header::new_game(G::meta(), scenario, seed).ok()?;
    let mut state = G::setup(&header, G::builtin_data()).ok()?;
    let mut actions = 0;
    loop {
        let prompt = G::prompt(&state);
        let Some(seat) = prompt.seat else { return Some(actions) };
        if prompt.actions.is_empty() {
            return Some(actions);
        }
        let action = &prompt.actions[random_action::<G>(&state, &prompt.actions, chooser)];
        G::apply_legal(&mut state, seat, action).ok()?;
        actions += 1;
    }
}

/// A random one of a state's `actions`, a rare one ([`Game::rarity`]) kept only once in its rarity
/// ([`crate::rng::draw_rare`]): the bench's random play, the computer's random level, the position round
/// trips.
pub fn random_action<G: Game>(state: &G::State, actions: &[G::Action], chooser: &mut Rng) -> usize {
    crate::rng::draw_rare(actions.len(), |i| G::rarity(state, &actions[i]), chooser)
}

/// `games` random games (seeds `first`…) on the bare rules; no clock, so usable in WebAssembly, where the
/// caller times it. Returns the number of actions played.
pub fn random_games<G: Game>(scenario: Option<&str>, first: u64, games: u64) -> u64 {
    let mut chooser = Rng::new(2 ^ first);
    (first..first + games).map_while(|g| random_game::<G>(scenario, g, &mut chooser)).sum()
}
