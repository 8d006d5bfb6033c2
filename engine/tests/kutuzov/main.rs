//! Kutuzov's rules, data pack, roles and views, and random complete games.
//! One test binary per game (docs/testing.md): each file below is a module of it.

mod battle;
mod common;
mod data;
mod fuzz;
mod impulse;
mod odds;
mod route;
mod siege;
mod allies;
mod attrition;
mod turn;
mod view;
