//! Kutuzov's rules, data pack, roles and views, and random complete games.
//! One test binary per game (docs/testing.md): each file below is a module of it.

mod army_group;
mod battle;
mod bridges;
mod common;
mod data;
mod dmc;
mod engage;
mod entrench;
mod evasion;
mod events;
mod events_rules5;
mod events_rules6;
mod events_rules7;
mod events_rules8;
mod flags;
mod fuzz;
mod modes;
mod single_hand;
mod retreat_from_moscow;
mod rise;
mod impulse;
mod interphase;
mod odds;
mod records;
mod relief;
mod resources;
mod route;
mod scorch;
mod sea;
mod siege;
mod allies;
mod attrition;
mod turn;
mod view;
mod will_to_fight;
