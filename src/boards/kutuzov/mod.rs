//! Kutuzov's board: the point-to-point map of 1812 drawn from the pack's geography, the four Powers'
//! tracks, the decision, the facts of a space, the hand and the log.
//!
//! Everything is drawn from the engine's view for the seat on screen (`KutView`) and the prompt's legal
//! actions; the board runs no rule. What can be clicked on the map is what an action targets
//! (`space:<key>`). `geo` (the projection) and `text` (the board's words) are plain Rust, tested
//! natively; the rest is built for the browser only.

pub mod geo;
pub mod text;

#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
mod bridges;
#[cfg(target_arch = "wasm32")]
mod decide;
#[cfg(target_arch = "wasm32")]
mod facts;
#[cfg(target_arch = "wasm32")]
mod march;
#[cfg(target_arch = "wasm32")]
mod map;
#[cfg(target_arch = "wasm32")]
mod tracks;

#[cfg(target_arch = "wasm32")]
pub use board::*;
