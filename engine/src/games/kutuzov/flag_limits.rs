//! The flag limits (KUT 1.7, L251; D41; rules 18): "exactly 60 French, 16 Russian and 11 allied flags, no more
//! can be made". D41 shares each limit within its group: FN and FS the 60 French, R1 and R2 the 16 Russian,
//! Austria and Prussia the 11 allied (from rules 17 the allies have flags of their own, ally_flags.rs). A Power
//! may not place a flag of a kind whose flags are all on the map: no flag action is offered then, and a flag
//! the rules would place (a flag overrun, 12.9; a captured fortress, 13.32; the turn's attrition, 4.3; the
//! Prussian revolt, L2696) is not placed (D41). A flag on the Power's own camp's home duchy places no marker
//! (it only removes the enemy's, KUT 7.1) and is never limited.

use super::data::{camp_of, Power, SpaceId, IMPERIAL};
use super::state::State;

/// The first rules version that counts the flags.
pub const RULES: u32 = 18;

/// KUT 1.7 (L251): the flags in the game, French, Russian, allied.
pub const FRENCH: u32 = 60;
pub const RUSSIAN: u32 = 16;
pub const ALLIED: u32 = 11;

/// The kinds of flag marker (KUT 1.7): French, Russian, allied.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    French,
    Russian,
    Allied,
}

/// The kind of flag the Power places: the ally's own, or its camp's.
pub fn kind(p: Power, ally: bool) -> Kind {
    if camp_of(p) != IMPERIAL {
        Kind::Russian
    } else if ally {
        Kind::Allied
    } else {
        Kind::French
    }
}

/// How many flags of a kind there are (KUT 1.7, L251).
pub fn limit(k: Kind) -> u32 {
    match k {
        Kind::French => FRENCH,
        Kind::Russian => RUSSIAN,
        Kind::Allied => ALLIED,
    }
}

/// The flags of a kind on the map.
pub fn on_map(s: &State, k: Kind) -> u32 {
    (0..s.flags.len() as SpaceId)
        .filter(|&x| s.flags[x as usize].is_some_and(|p| kind(p, super::ally_flags::is_ally_flag(s, x)) == k))
        .count() as u32
}

/// Whether the Power may place this kind of flag on the duchy (rules 18): on its camp's home duchy always (no
/// marker is placed), elsewhere while a flag of the kind is left off the map.
pub fn may_place(s: &State, space: SpaceId, p: Power, ally: bool) -> bool {
    if s.rules < RULES || s.data.spaces[space as usize].home.camp() == Some(camp_of(p)) {
        return true;
    }
    on_map(s, kind(p, ally)) < limit(kind(p, ally))
}
