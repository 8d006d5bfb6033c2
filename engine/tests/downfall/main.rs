//! Downfall's rules, data pack, worked examples and random games.
//! One test binary per game (docs/testing.md): each file below is a module of it.

mod common;
mod fuzz;
mod round;
