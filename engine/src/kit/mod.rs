//! Parts several games share (DESIGN.md "Layout"): component tables, hex grids, and — as the games
//! need them — dice, decks, graphs, result tables and tracks. Each module has its own tests and
//! imports no game.

pub mod chance;
pub mod deck;
pub mod graph;
pub mod hex;
pub mod hidden;
pub mod odds;
pub mod results;
pub mod rows;
pub mod sides;
pub mod steps;
pub mod table;
pub mod track;
