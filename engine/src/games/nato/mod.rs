//! NATO: The Cold War Goes Hot (Compass Games, Designer Signature Edition), from the seed
//! `003_d9b1b7f3997f0abe.txt` (the rules booklet, cases [1.0]–[35.9]). Rule code cites the booklet's cases
//! (`// NATO 25.3` or `[25.3]`): grep a case number to find its code.
//!
//! The booklet has no map, counters, charts or scenarios: every number comes from the data pack ([`data`];
//! the built-in pack is "Sandtable reconstruction (unofficial)", docs/games/nato-data.md). What the engine
//! enforces, what it decides where the booklet is silent, and what is still missing: docs/games/nato.md.
//!
//! # Layout
//! * [`data`] — the pack as read and checked (map, TEC, CRT, counters, scenarios);
//! * [`state`], [`actions`] — the state, its stack of steps (the one list is `Stack::kind`), the answers;
//! * the rules, one file per part of the sequence of play: [`turn`] (the game turn, reinforcements, the
//!   Move to the GDP, surrender, victory), [`gdp`] (what the Move to the GDP activates), [`supply`] (lines of supply, HQ and unit supply), [`resupply`] (resupply operations), [`sea_supply`] (the Baltic Corps' sea supply),
//!   [`movement`] (ground movement, OMG/Reserve and the Reserve Phase), [`rail`] (rail movement), [`ferry`] (the air and sea ferries), [`transport`] (airlift, sealift and their interception), [`heliborne`] (helicopter movement), [`zoc`] (zones of control),
//!   [`combat`] (planning, battles, reaction, support, odds, retreats, advance and exploitation), [`air`]
//!   (airspace, the Air Campaign, air and artillery strikes, interdiction), [`chemical`] (chemical warfare, an option), [`nuclear`] (nuclear warfare, an option);
//! * [`setup`], [`game`] (the engine contract), [`view`], [`text`] (every message in English and Korean).

pub mod actions;
pub mod air;
pub mod assault;
pub mod baltap;
pub mod breakthrough;
pub mod cities;
pub mod chemical;
pub mod ai;
pub mod combat;
pub mod coordination;
pub mod data;
pub mod defending;
pub mod ferry;
pub mod gdp;
pub mod heli_declare;
pub mod heliborne;
pub mod hq_areas;
pub mod hq_rebuild;
pub mod inland_port;
pub mod march;
pub mod game;
pub mod movement;
pub mod nuclear;
pub mod position;
pub mod rail;
pub mod reforger;
pub mod reserve_legs;
pub mod resupply;
pub mod restoration;
pub mod sea_supply;
pub mod setup;
pub mod state;
pub mod supply;
pub mod text;
pub mod transport;
pub mod turn;
pub mod victory;
pub mod war_crimes;
pub mod war_end;
pub mod view;
pub mod zoc;

use std::sync::{Arc, OnceLock};

use crate::packs::BUILTIN;

pub use crate::games::catalog::NATO as META;

/// The built-in pack, parsed once and shared by every match.
pub fn builtin_data() -> Arc<state::Pack> {
    static PACK: OnceLock<Arc<state::Pack>> = OnceLock::new();
    PACK.get_or_init(|| {
        let data = data::parse(&data::embedded_files()).unwrap_or_else(|e| panic!("the built-in NATO pack is broken:\n{e}"));
        // The web bundle embeds the tables without their notes: the pack is still the whole one's.
        Arc::new(state::Pack { data, name: BUILTIN.into(), hash: data::BUILTIN_HASH.to_string() })
    })
    .clone()
}
