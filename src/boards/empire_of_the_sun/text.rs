//! The Empire of the Sun board's own words (English, Korean).

use engine::text::Catalog;

pub const BOARD_TEXTS: Catalog = &[];
