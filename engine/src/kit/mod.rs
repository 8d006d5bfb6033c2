//! Parts several games share (DESIGN.md "Layout"): component tables, hex grids, and — as the games
//! need them — dice, decks, graphs, result tables and tracks. Each module has its own tests and
//! imports no game.

pub mod chance;
pub mod table;
