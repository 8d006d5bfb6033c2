//! Empire of the Sun's board. Until its rules engine is wired in: the component viewer — both maps
//! drawn from the data pack, the counters, every scenario's set-up, and per hex and per unit where the
//! data comes from.
//!
//! The pure parts (geometry, coasts, what the viewer reads out of a pack, the words) are plain Rust,
//! tested natively; the views exist only in the browser. The map (`map`), a counter (`counter`), a
//! stack (`stack`) and the detail panels (`panel`) are made to be reused by the game's board.

pub mod facts;
pub mod geom;
pub mod layers;
pub mod shore;
pub mod text;

#[cfg(target_arch = "wasm32")]
pub mod counter;
#[cfg(target_arch = "wasm32")]
pub mod legend;
#[cfg(target_arch = "wasm32")]
pub mod map;
#[cfg(target_arch = "wasm32")]
mod notice;
#[cfg(target_arch = "wasm32")]
pub mod panel;
#[cfg(target_arch = "wasm32")]
pub mod play;
#[cfg(target_arch = "wasm32")]
mod search;
#[cfg(target_arch = "wasm32")]
pub mod setup;
#[cfg(target_arch = "wasm32")]
pub mod stack;
#[cfg(target_arch = "wasm32")]
pub mod state;
#[cfg(target_arch = "wasm32")]
mod viewer;
#[cfg(target_arch = "wasm32")]
pub use viewer::viewer;
