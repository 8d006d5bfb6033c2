//! Empire of the Sun (GMT, 2021 edition), from the seed `004_a278ea6902dfa15b.txt`.
//! Rule code cites the rulebook's sections (`// EotS 9.4`).
//!
//! The rules engine plays the South Pacific scenario (17.10) end to end through the engine contract
//! ([`game`]); docs/games/empire-of-the-sun.md says what is written and what is still missing. The pack
//! can be checked, inspected hex by hex and exported (`sandtable pack …`), and the app's map viewer draws
//! it.

pub mod actions;
pub mod battle;
pub mod data;
pub mod events;
pub mod game;
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

use std::sync::{Arc, OnceLock};

use crate::kit::hex::Hex;
use crate::packs::{ImportedPack, Library, BUILTIN};
use crate::record::{Header, Record};
use crate::registry::GameEntry;
use crate::{AnyMatch, GameMeta, PackRef, SetupError};

pub use crate::games::catalog::EMPIRE_OF_THE_SUN as META;

/// The built-in pack, parsed once.
pub fn builtin() -> &'static data::EotsData {
    static DATA: OnceLock<data::EotsData> = OnceLock::new();
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
    PackRef { name: BUILTIN.into(), hash: crate::kit::table::pack_hash(data::embedded_files()) }
}

/// The registry entry: the rules engine through the generic path ([`game::EmpireOfTheSun`] behind
/// `registry::Entry`), with the data pack's hex queries (`sandtable pack …`). The game stays listed as not
/// playable (`catalog::EMPIRE_OF_THE_SUN.playable`) until the app has its board: the registry refuses to
/// start it, while the engine's own tests and the fuzzer play it directly (`Match<EmpireOfTheSun>`).
pub struct Entry;

const GENERIC: crate::registry::Entry<game::EmpireOfTheSun> = crate::registry::Entry::NEW;

impl GameEntry for Entry {
    fn meta(&self) -> &'static GameMeta {
        &META
    }
    /// A side makes long runs of decisions (every move of an offensive), so a look two decisions ahead
    /// costs a second whole move for each one played; what ends the game at once (US Political Will at
    /// zero, the last resource, the last HQ) is one decision's doing.
    fn careful_lookahead(&self) -> u32 {
        1
    }
    fn start(&self, header: Header, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        GENERIC.start(header, library)
    }
    fn replay(&self, record: &Record, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        GENERIC.replay(record, library)
    }
    fn raw_random_games(&self, scenario: Option<&str>, first: u64, games: u64) -> Result<u64, SetupError> {
        GENERIC.raw_random_games(scenario, first, games)
    }
    fn display(&self, lang: crate::text::Lang) -> Option<Box<dyn crate::text::Display>> {
        GENERIC.display(lang)
    }
    fn texts(&self) -> crate::text::Catalog {
        text::TEXTS
    }
    fn builtin_pack(&self) -> Result<(PackRef, Vec<(&'static str, &'static str)>), SetupError> {
        Ok((builtin_ref(), data::embedded_files()))
    }
    fn check_pack(&self, pack: &ImportedPack) -> Result<PackRef, Vec<String>> {
        let files: Vec<(&str, &str)> = pack.files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        data::parse(&files).map(|_| PackRef { name: pack.name.clone(), hash: crate::kit::table::pack_hash(files.iter().copied()) }).map_err(|e| e.0)
    }
    fn pack_query(&self, query: &[&str]) -> Result<serde_json::Value, String> {
        match query {
            ["hex", id] | ["hex", id, _] => {
                let h = Hex::parse(id).ok_or_else(|| format!("'{id}' is not a hex id (CCRR, e.g. 3706)"))?;
                let d = builtin();
                let map = if query.get(2) == Some(&"sp") { &d.sp_map } else { &d.map };
                let hex = map.get(h).ok_or_else(|| format!("hex {id} is not on the map"))?;
                let sides: Vec<serde_json::Value> = h
                    .neighbours()
                    .iter()
                    .filter_map(|n| d.hexside(h, *n).map(|s| serde_json::json!({ "to": n.id(), "side": s })))
                    .collect();
                Ok(serde_json::json!({ "hex": hex, "hexsides": sides }))
            }
            _ => Err("queries: hex <CCRR> [sp]".into()),
        }
    }
}
