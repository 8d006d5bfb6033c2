//! Twilight Struggle's board: the world map, the tracks, the cards, the decision panel, the log and the
//! end of the game. `text` (its own words and the players' provenance notes) is plain Rust, tested
//! natively; the rest is the Leptos board, built for the browser only.

pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod backdrop;
#[cfg(target_arch = "wasm32")]
mod board;
#[cfg(target_arch = "wasm32")]
pub mod cards;
#[cfg(target_arch = "wasm32")]
pub mod decide;
#[cfg(target_arch = "wasm32")]
pub mod end;
#[cfg(target_arch = "wasm32")]
pub mod log;
#[cfg(target_arch = "wasm32")]
pub mod map;
#[cfg(target_arch = "wasm32")]
pub mod tracks;

#[cfg(target_arch = "wasm32")]
pub use board::*;
