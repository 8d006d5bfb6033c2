//! The Strategic Phase (4.1): reinforcements (10.1) and their delays (10.2, 15.0), replacements (11.0),
//! strategic warfare (12.0).

pub mod delays;
pub mod phases;
pub mod strategic_warfare;
