//! Records: the header (game, rules version, scenario, options, seed, optional starting position)
//! plus the list of actions, each stored as its index in the legal-action list. The state is the
//! replay of the record.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The record file format's name and version, written into every JSON record.
pub const RECORD_FORMAT: &str = "sandtable-record/1";

#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// Game id (`twilight-struggle`).
    pub game: String,
    /// The rules version the record was played under.
    pub rules: u32,
    pub scenario: String,
    #[serde(default)]
    pub options: BTreeMap<String, String>,
    /// Kept below 2^53 by the tools that make records, so JavaScript reads it exactly.
    pub seed: u64,
    /// A position file to start from instead of the scenario's setup (docs/positions.md).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub position: Option<String>,
    /// The data pack the game is played with; absent in records made before packs were named (the
    /// built-in pack).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pack: Option<crate::PackRef>,
}

impl Header {
    /// A header for a new game of `meta` with its current rules version and a scenario (the first if
    /// none); a game without an engine, or a scenario it does not have, is refused by name.
    pub fn new_game(meta: &crate::GameMeta, scenario: Option<&str>, seed: u64) -> Result<Header, crate::SetupError> {
        if !(meta.playable || meta.engine) {
            return Err(not_playable(meta));
        }
        let scenario = match scenario {
            Some(s) if meta.scenarios.iter().any(|sc| sc.id == s) => s.to_string(),
            // A published scenario: only an owner's pack that has it starts it (the game's setup says so).
            Some(s) if crate::games::catalog::locked_scenarios(meta.id).iter().any(|sc| sc.id == s) => s.to_string(),
            Some(s) => {
                let known: Vec<&str> = meta.scenarios.iter().map(|sc| sc.id).collect();
                return Err(crate::SetupError(format!("unknown scenario '{s}'; {} has: {}", meta.name_en, known.join(", "))));
            }
            None => meta.scenarios[0].id.to_string(),
        };
        Ok(Header { game: meta.id.to_string(), rules: meta.rules_version, scenario, seed, ..Default::default() })
    }
}

/// The refusal of a game that this version cannot play yet.
pub(crate) fn not_playable(meta: &crate::GameMeta) -> crate::SetupError {
    crate::SetupError(format!("{} is not playable in this version yet.", meta.name_en))
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    #[serde(default = "default_format")]
    pub format: String,
    #[serde(flatten)]
    pub header: Header,
    pub actions: Vec<u32>,
    /// A checksum of the actions played (CRC-32 of their notations, one per line): replaying the record
    /// under other rules or data that would make it a different game is caught and named. Absent in
    /// records made before it existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub check: Option<u32>,
}

fn default_format() -> String {
    RECORD_FORMAT.to_string()
}

impl Record {
    pub fn new(header: Header) -> Self {
        Record { format: default_format(), header, actions: vec![], check: None }
    }

    pub fn new_with_actions(header: Header, actions: Vec<u32>) -> Self {
        Record { format: default_format(), header, actions, check: None }
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    /// Reads a JSON record, with a message a player can act on when it is not one.
    pub fn from_json(text: &str) -> Result<Record, String> {
        let record: Record = serde_json::from_str(text).map_err(|e| format!("not a Sandtable record: {e}"))?;
        if record.format != RECORD_FORMAT {
            return Err(format!(
                "record format '{}' is not one this version reads ({RECORD_FORMAT})",
                record.format
            ));
        }
        Ok(record)
    }
}
