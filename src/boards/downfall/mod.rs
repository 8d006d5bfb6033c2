//! Downfall's board: the reconstructed hex map of Europe, North Africa and the Middle East drawn from the
//! pack's geography, the four factions' units, the initiative and action tracks with each order's cost
//! now, the decision with its odds, the facts of a hex, supply on request and the log.
//!
//! Everything is drawn from the engine's view (`DfView`) and the prompt's legal actions; the board runs
//! no rule. What can be clicked on the map is what an action targets (`hex:<id>`, `unit:<key>`, shown on
//! the unit's hex). `geo` (the hex geometry and the fixed map layer) and `text` (the board's words) are
//! plain Rust, tested natively; the rest is built for the browser only.

pub mod geo;
pub mod text;

#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod decide;
#[cfg(target_arch = "wasm32")]
mod events;
#[cfg(target_arch = "wasm32")]
mod facts;
#[cfg(target_arch = "wasm32")]
mod map;
#[cfg(target_arch = "wasm32")]
mod sw;
#[cfg(target_arch = "wasm32")]
mod tracks;

#[cfg(target_arch = "wasm32")]
pub use board::*;
