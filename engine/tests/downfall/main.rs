//! Downfall's rules, data pack, worked examples and random games.
//! One test binary per game (docs/testing.md): each file below is a module of it.

mod beachheads;
mod build;
mod cards;
mod combat;
mod common;
mod data;
mod events;
mod fuzz;
mod movement;
mod naval;
mod partisans;
mod ports;
mod round;
mod supply;
mod sw;
mod texts;
mod victory;
mod view;
mod ai;
mod air;
mod areas;
mod speed;
mod sea_traces;
mod middle_east;
mod air_seas;
mod position;
