//! The games this build knows. Adding a game is its folder here, its box in [`catalog`] (what the home
//! page says of it, always compiled), a cargo feature named by its id, and one line in the list below.
//! A build without a game's feature (the web app's bundle of another game) lists it as
//! [`Elsewhere`](crate::registry::Elsewhere); a game of the catalog with no line here is listed as
//! [`NotYet`](crate::registry::NotYet).

pub mod catalog;

use std::sync::OnceLock;

use crate::registry::{Elsewhere, GameEntry, NotYet, Registry};

/// The list: each line is a game's id (its cargo feature), its module, and its registry entry.
macro_rules! games {
    ($($id:literal => $module:ident: $entry:expr;)*) => {
        $(
            #[cfg(feature = $id)]
            pub mod $module;
        )*

        /// The entry of a game whose rules this build carries.
        fn carried(id: &str) -> Option<&'static dyn GameEntry> {
            match id {
                $(
                    #[cfg(feature = $id)]
                    $id => Some($entry),
                )*
                _ => None,
            }
        }

        /// The games that have an engine (carried here or in another build).
        const ENGINES: &[&str] = &[$($id),*];
    };
}

games! {
    "twilight-struggle" => twilight_struggle: &crate::registry::Entry::<twilight_struggle::TwilightStruggle>::NEW;
    "empire-of-the-sun" => empire_of_the_sun: &crate::registry::Entry::<empire_of_the_sun::game::EmpireOfTheSun>::NEW;
    "kutuzov" => kutuzov: &crate::registry::Entry::<kutuzov::Kutuzov>::NEW;
    "downfall" => downfall: &crate::registry::Entry::<downfall::Downfall>::NEW;
    "nato" => nato: &crate::registry::Entry::<nato::game::Nato>::NEW;
}

/// Every game of this build, in the order the home page lists them (the catalog's).
pub fn registry() -> &'static Registry {
    static REGISTRY: OnceLock<Registry> = OnceLock::new();
    REGISTRY.get_or_init(|| {
        let entries: Vec<&'static dyn GameEntry> = catalog::ALL
            .iter()
            .map(|&meta| {
                carried(meta.id).unwrap_or_else(|| -> &'static dyn GameEntry {
                    if ENGINES.contains(&meta.id) {
                        Box::leak(Box::new(Elsewhere(meta)))
                    } else {
                        Box::leak(Box::new(NotYet(meta)))
                    }
                })
            })
            .collect();
        Registry::new(Box::leak(entries.into_boxed_slice()))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalog_game_is_listed_once_in_order() {
        let ids: Vec<&str> = registry().entries().map(|e| e.meta().id).collect();
        let catalog: Vec<&str> = catalog::ALL.iter().map(|m| m.id).collect();
        assert_eq!(ids, catalog);
        for id in ENGINES {
            assert!(catalog.contains(id), "{id} has an engine but no box in the catalog");
        }
    }

    #[test]
    fn a_game_with_an_engine_is_carried_when_its_feature_is_on() {
        for e in registry().entries() {
            let meta = e.meta();
            if ENGINES.contains(&meta.id) {
                assert_eq!(e.here(), carried(meta.id).is_some(), "{}", meta.id);
            } else {
                assert!(e.header(None, 1).is_err(), "{} has no engine yet and says so", meta.id);
            }
        }
    }
}
