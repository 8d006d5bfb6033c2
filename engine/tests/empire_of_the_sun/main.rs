//! Empire of the Sun's rules, data pack, examples, scenarios and positions.
//! One test binary per game (docs/testing.md): each file below is a module of it.

mod ai;
mod attrition;
mod common;
mod data;
mod events;
mod example19;
mod examples;
mod flow;
mod fuzz;
mod golden;
mod issue24;
mod multi_year;
mod national;
mod oc_uses;
mod odds;
mod opening;
mod optional;
mod position;
mod post_battle_done;
mod rivalry_view;
mod reaction;
mod rules_map;
mod scenarios;
mod setup;
mod strategic;
mod supply;
mod supply_monotone;
mod supply_versions;
mod tournament;
mod tools;
mod transport;
