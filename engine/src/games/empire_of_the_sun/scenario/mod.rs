//! The scenarios (17.0, 18.0): setting one up, the openings of the campaign and of the 1942 start, and the
//! special rules that restrict the offensive procedure.

pub mod opening;
pub mod setup;
pub mod special_rules;
