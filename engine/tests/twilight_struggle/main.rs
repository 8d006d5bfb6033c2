//! Twilight Struggle's rules, examples, positions, rules versions and computer player.
//! One test binary per game (docs/testing.md): each file below is a module of it.

mod ai;
mod common;
mod events_early;
mod events_late;
mod events_mid;
mod examples;
mod fixtures;
mod odds;
mod position;
mod rules_v2;
mod rules_v3;
mod rules_map;
mod rules_versions;
mod setup;
mod turn;
