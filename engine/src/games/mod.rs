//! The games this build knows: one line each in [`registry`]. Adding a game is one engine folder here,
//! its box in [`catalog`], a cargo feature and one line in the list. A build without a game's feature (the
//! web app's bundle of another game) lists it as [`Elsewhere`](crate::registry::Elsewhere).

pub mod catalog;
#[cfg(feature = "empire-of-the-sun")]
pub mod empire_of_the_sun;
#[cfg(feature = "twilight-struggle")]
pub mod twilight_struggle;

#[cfg(not(all(feature = "twilight-struggle", feature = "empire-of-the-sun")))]
use crate::registry::Elsewhere;
use crate::registry::{GameEntry, NotYet, Registry};

#[cfg(feature = "twilight-struggle")]
const TWILIGHT_STRUGGLE: &dyn GameEntry = &crate::registry::Entry::<twilight_struggle::TwilightStruggle>::NEW;
#[cfg(not(feature = "twilight-struggle"))]
const TWILIGHT_STRUGGLE: &dyn GameEntry = &Elsewhere(&catalog::TWILIGHT_STRUGGLE);

#[cfg(feature = "empire-of-the-sun")]
const EMPIRE_OF_THE_SUN: &dyn GameEntry = &empire_of_the_sun::Entry;
#[cfg(not(feature = "empire-of-the-sun"))]
const EMPIRE_OF_THE_SUN: &dyn GameEntry = &Elsewhere(&catalog::EMPIRE_OF_THE_SUN);

static ENTRIES: [&dyn GameEntry; 5] = [
    TWILIGHT_STRUGGLE,
    EMPIRE_OF_THE_SUN,
    &NotYet(&catalog::KUTUZOV),
    &NotYet(&catalog::DOWNFALL),
    &NotYet(&catalog::NATO),
];

static REGISTRY: Registry = Registry::new(&ENTRIES);

/// Every game of this build, in the order the home page lists them.
pub fn registry() -> &'static Registry {
    &REGISTRY
}
