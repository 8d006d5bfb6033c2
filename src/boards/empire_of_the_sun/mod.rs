//! Empire of the Sun's board. Until its rules engine exists: the component viewer (both maps, the
//! counters, every scenario's set-up, provenance per hex).

pub mod text;

#[cfg(target_arch = "wasm32")]
mod viewer;
#[cfg(target_arch = "wasm32")]
pub use viewer::viewer;
