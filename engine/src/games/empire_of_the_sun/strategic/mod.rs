//! The Strategic Phase (EotS 4.1), in the order of its segments: reinforcements (4.11, 10.1) and their
//! delays with the War in Europe (10.2, 15.0), replacements (4.12, 11.0), strategic warfare (4.13, 12.0).
//! The turn's start and the deal (4.14) frame it in turn/.

pub mod delays;
pub mod reinforcements;
pub mod replacements;
pub mod strategic_warfare;
