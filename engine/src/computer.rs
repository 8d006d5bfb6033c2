//! The computer player of any game, reached by the match's game through the registry: the three calls
//! the web app makes from its worker ([`choose`], [`hint`], [`supports`]) and the policy's explanation
//! for the CLI. It sits above the registry and the games; the search itself ([`crate::ai`]) knows
//! neither.

use crate::ai::{Budget, Candidate, Choice, Computer, Level, TOP_LEVEL};
use crate::AnyMatch;

/// A game's computer player, by game id.
pub fn computer_of(game_id: &str) -> Result<&'static dyn Computer, String> {
    crate::games::registry()
        .get(game_id)
        .ok()
        .and_then(|e| e.computer())
        .ok_or_else(|| format!("{game_id} has no computer player yet"))
}

/// The playout policy's scores of the current decision's actions on one sampled position (a tool to study
/// the policy: `sandtable ai --explain yes`), with each action's notation.
pub fn explain(m: &dyn AnyMatch, seed: u64) -> Result<Vec<(String, f64)>, String> {
    computer_of(m.meta().id)?.explain(m, seed)
}

/// Whether a game has a computer player.
pub fn supports(game_id: &str) -> bool {
    computer_of(game_id).is_ok()
}

/// The action a player of `level` takes at the match's current decision (for the seat deciding now),
/// within `budget`; `seed` makes it reproducible (same seed, same information → same choice).
pub fn choose(m: &dyn AnyMatch, level: Level, budget: &Budget, seed: u64) -> Result<Choice, String> {
    if m.seat().is_none() {
        return Err("the game is over: there is no decision to make".into());
    }
    computer_of(m.meta().id)?.choose(m, level, budget, seed)
}

/// What the strongest level would play in the deciding seat's place: its top three candidates with their
/// estimated winning chances (best first), within `budget`. Sees only that seat's information.
pub fn hint(m: &dyn AnyMatch, budget: &Budget, seed: u64) -> Result<Vec<Candidate>, String> {
    let mut c = choose(m, Level::Search(TOP_LEVEL), budget, seed)?;
    c.candidates.truncate(3);
    Ok(c.candidates)
}
