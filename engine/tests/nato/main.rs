//! NATO's rules, data pack, examples and scenarios. One test binary per game: each file below is a module.

mod common;
mod fuzz;
mod helicopters;
mod examples;
mod battles;
mod supply;
mod reserve;
mod rules;
mod air;
mod rail;
mod ai;
mod rail_boxes;
mod ferry;
mod sea_ferry;
mod records;
mod published;
mod heliborne;
mod assault;
mod transport;
mod resupply;
mod sea_supply;
mod cities;
mod transport_assault;
mod march;
mod coordination;
mod victory;
