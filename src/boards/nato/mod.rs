//! NATO: The Cold War Goes Hot's board: the hex map of Germany and its neighbours drawn from the pack
//! (terrain, rivers, borders, the inner-German border, command zones, cities), the units as counters with
//! their NATO symbols, values, steps and markers, the turn track with the phase as the sequence of play
//! names it, the decision with each battle's odds before the roll, and the log.
//!
//! Everything is drawn from the engine's view and state for the seat on screen and the prompt's legal
//! actions; the board runs no rule. What can be clicked on the map is what an action targets
//! (`hex:<RRCC>`, `unit:<key>`). `geo` (the hex geometry), `names` (where the city names go) and `text` (the board's words) are plain Rust,
//! tested natively; the rest is built for the browser only. Decisions: docs/games/nato-board.md.

pub mod geo;
pub mod names;
pub mod teams;
pub mod text;

#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod counter;
#[cfg(target_arch = "wasm32")]
mod decide;
#[cfg(target_arch = "wasm32")]
mod facts;
#[cfg(target_arch = "wasm32")]
mod map;
#[cfg(target_arch = "wasm32")]
mod tracks;

#[cfg(target_arch = "wasm32")]
pub use board::*;
