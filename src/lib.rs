//! Sandtable's web app (Leptos, client-side rendering) and the pure parts it is built on.
//!
//! `i18n` and `saves` are plain Rust, tested natively by `cargo test --workspace`; the browser app in
//! `app` exists only on wasm32, so native builds never compile Leptos.

pub mod i18n;
pub mod i18n_ts;
pub mod saves;
pub mod ts_odds;

#[cfg(target_arch = "wasm32")]
pub mod app;
#[cfg(target_arch = "wasm32")]
pub mod bench;
