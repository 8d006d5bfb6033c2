//! Empire of the Sun (GMT, 2021 edition), from the seed `004_a278ea6902dfa15b.txt`.
//! Rule code cites the rulebook's sections (`// EotS 9.4`): grep a section number to find its code.
//!
//! The rules engine plays every scenario end to end through the engine contract ([`game`]);
//! docs/games/empire-of-the-sun.md says what is written and what is still missing. The pack can be
//! checked, inspected hex by hex and exported (`sandtable pack …`), and the app's map viewer draws it.
//!
//! # Layout
//!
//! Three layers, each depending only on those above it:
//!
//! 1. [`data`] — the data pack as read and validated: maps, counters, cards, tables, the card events'
//!    vocabulary and its parser (`data::events`), the map sheets indexed for the rules (`data::geo`) and
//!    the few terms the tables name (`data::terms`). It knows no rule and no state.
//! 2. [`state`] and [`actions`] — what a game is at one moment: the state, the battle being fought
//!    (`state::fight`), the stack of pending steps (`state::steps`: the [`state::steps::Step`] enum, the
//!    data of each kind, and `Stack::kind`, the one list of the kinds of step); a player's answers.
//! 3. The rules, one folder per part of the sequence of play (4.0). Each kind of step implements
//!    `kit::steps::Step` — what it asks, what an answer does, the work it does on its own — in the file
//!    of the rules it carries out:
//!    * [`supply`] — HQs, supply, activation paths and zones (6.1–6.4), and attrition (6.24, 4.4),
//!      which every phase reads;
//!    * [`turn`] — the turn and its phases in order (4.0, 4.5; the table of every step and its file is
//!      in its module doc), the deal (4.14), the initiative and the rounds of card play (4.2), the cards'
//!      piles and the operations that are not offensives (5.0);
//!    * [`strategic`] — the Strategic Phase (4.1): reinforcements and delays (10.0, 15.0), replacements
//!      (11.0), strategic warfare (12.0);
//!    * [`offensive`] — an offensive (7.0): activation, movement (8.0, in `offensive::movement`),
//!      disengagement, battle hexes, the reaction, intelligence, its end;
//!    * [`battle`] — a battle (9.0): muster, air-naval and ground combat, hits, retreats, the post-battle
//!      movement;
//!    * [`events`] — the card events (5.3) applied, and their choices as steps;
//!    * [`political`] — the Political Phase (4.3): national status (13.0), Political Will (16.4), and
//!      victory (16.0, the yearly schedules);
//!    * [`scenario`] — set-ups (17.0, 18.0), the campaign's and 1942's openings (17.11, 17.25), scenario
//!      rules (17.10.5).
//!
//! Beside them: [`game`] (the engine contract), [`position`] (position files), [`odds`] (the odds of a
//! roll, for the board), [`text`] (every message in English and Korean).

pub mod actions;
pub mod ai;
pub mod battle;
pub mod custom;
pub mod data;
pub mod events;
pub mod game;
pub mod invariants;
pub mod notation;
pub mod odds;
pub mod offensive;
pub mod political;
pub mod position;
pub mod scenario;
pub mod state;
pub mod strategic;
pub mod supply;
pub mod text;
pub mod turn;
pub mod view;

use std::sync::{Arc, OnceLock};

use crate::packs::BUILTIN;
use crate::PackRef;

pub use crate::games::catalog::EMPIRE_OF_THE_SUN as META;

/// The built-in pack, parsed once.
pub fn builtin() -> &'static data::EotsData {
    static DATA: OnceLock<data::EotsData> = OnceLock::new();
    // The web bundle's pack has its notes once a page fetched them (data::install_whole_pack).
    if let Some(whole) = data::whole() {
        return whole;
    }
    DATA.get_or_init(data::embedded)
}

/// The built-in pack with its map sheets ready for the rules, built once and shared by every match.
pub fn builtin_data() -> Arc<state::Pack> {
    static PACK: OnceLock<Arc<state::Pack>> = OnceLock::new();
    PACK.get_or_init(|| {
        let r = builtin_ref();
        Arc::new(state::Pack::new(data::embedded(), &r.name, &r.hash))
    })
    .clone()
}

fn builtin_ref() -> PackRef {
    PackRef { name: BUILTIN.into(), hash: data::BUILTIN_HASH.into() }
}
