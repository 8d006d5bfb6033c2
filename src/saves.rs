//! The saved-game format kept in localStorage, one key per save: `sandtable.save.<id>`.
//!
//! A save is a record (engine::Record, the game's whole truth) plus a little metadata for the home
//! page's list. The metadata is a cache: a save is opened by replaying its record. An entry that does
//! not parse is never rewritten or removed by the app: it is listed apart so the player can download it.

use engine::{Arg, Record};
use serde::{Deserialize, Serialize};

pub const SAVE_PREFIX: &str = "sandtable.save.";
pub const SAVE_FORMAT: &str = "sandtable-save/1";
pub const LANG_KEY: &str = "sandtable.lang";

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SaveKind {
    /// The game instance's own slot, rewritten after every action.
    Auto,
    /// A snapshot the player named; opening it continues in a new autosave slot.
    Named,
}

/// What the home page shows about a save without replaying it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Summary {
    pub moves: u32,
    /// The game's turn, when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turn: Option<u32>,
    /// The prompt now (id and arguments, translated when shown).
    pub prompt_id: String,
    #[serde(default)]
    pub prompt_args: Vec<Arg>,
    #[serde(default)]
    pub over: bool,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Save {
    pub format: String,
    pub id: String,
    pub kind: SaveKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub game: String,
    /// Milliseconds since the epoch (JavaScript `Date.now()`).
    pub created: f64,
    pub updated: f64,
    pub summary: Summary,
    pub record: Record,
}

impl Save {
    pub fn key(&self) -> String {
        format!("{SAVE_PREFIX}{}", self.id)
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a save always serialises")
    }

    /// Reads a stored entry; the error says why it cannot be used.
    pub fn from_json(key: &str, text: &str) -> Result<Save, String> {
        let save: Save = serde_json::from_str(text).map_err(|e| format!("not a readable save: {e}"))?;
        if save.format != SAVE_FORMAT {
            return Err(format!("save format '{}' is not one this version reads ({SAVE_FORMAT})", save.format));
        }
        if key.strip_prefix(SAVE_PREFIX) != Some(save.id.as_str()) {
            return Err(format!("the entry's id '{}' does not match its key", save.id));
        }
        if save.record.header.game != save.game {
            return Err("the entry's game does not match its record".into());
        }
        Ok(save)
    }
}

/// A stored entry that could not be read: kept aside, listed, never overwritten.
#[derive(Clone, Debug, PartialEq)]
pub struct Broken {
    pub key: String,
    pub error: String,
    pub raw: String,
}

/// Sorts every `sandtable.save.*` entry into readable saves (newest first) and broken ones.
pub fn sort_entries(entries: impl IntoIterator<Item = (String, String)>) -> (Vec<Save>, Vec<Broken>) {
    let mut saves = vec![];
    let mut broken = vec![];
    for (key, raw) in entries {
        if !key.starts_with(SAVE_PREFIX) {
            continue;
        }
        match Save::from_json(&key, &raw) {
            Ok(s) => saves.push(s),
            Err(error) => broken.push(Broken { key, error, raw }),
        }
    }
    saves.sort_by(|a, b| b.updated.total_cmp(&a.updated).then_with(|| a.id.cmp(&b.id)));
    broken.sort_by(|a, b| a.key.cmp(&b.key));
    (saves, broken)
}

/// A seed the player typed that is not a whole number below 2^53.
#[derive(Debug, PartialEq, Eq)]
pub struct BadSeed;

/// A seed typed by the player: a whole number below 2^53 (JavaScript reads it exactly; toolchain.md).
/// Empty means "pick one at random".
pub fn parse_seed(text: &str) -> Result<Option<u64>, BadSeed> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match t.parse::<u64>() {
        Ok(n) if n < (1u64 << 53) => Ok(Some(n)),
        _ => Err(BadSeed),
    }
}

/// Whether a URL fragment is meant as a game link (`#<code>-<digits>-…`), as opposed to an empty one.
/// Anything else that is non-empty is still decoded, so the player gets the link codec's message.
pub fn fragment_is_link(fragment: &str) -> bool {
    !fragment.trim_start_matches('#').trim().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample(id: &str, updated: f64) -> Save {
        let header = engine::games::header("twilight-struggle", None, 7).unwrap();
        Save {
            format: SAVE_FORMAT.into(),
            id: id.into(),
            kind: SaveKind::Auto,
            name: None,
            game: "twilight-struggle".into(),
            created: 1.0,
            updated,
            summary: Summary { moves: 0, turn: Some(1), prompt_id: "ts.setup_influence".into(), prompt_args: vec![Arg::Seat(0), Arg::Num(6)], over: false },
            record: Record::new(header),
        }
    }

    #[test]
    fn saves_round_trip_and_broken_entries_are_kept_apart() {
        let a = sample("a", 5.0);
        let b = sample("b", 9.0);
        let entries = vec![
            (a.key(), a.to_json()),
            (b.key(), b.to_json()),
            ("sandtable.save.c".to_string(), "{not json".to_string()),
            ("sandtable.save.d".to_string(), a.to_json()), // id does not match key
            ("sandtable.lang".to_string(), "ko".to_string()),
        ];
        let (saves, broken) = sort_entries(entries);
        assert_eq!(saves.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["b", "a"]);
        assert_eq!(broken.iter().map(|s| s.key.as_str()).collect::<Vec<_>>(), ["sandtable.save.c", "sandtable.save.d"]);
        assert_eq!(broken[0].raw, "{not json");
    }

    #[test]
    fn seeds_are_whole_numbers_below_2_pow_53() {
        assert_eq!(parse_seed(""), Ok(None));
        assert_eq!(parse_seed(" 42 "), Ok(Some(42)));
        assert_eq!(parse_seed("9007199254740991"), Ok(Some(9007199254740991)));
        assert_eq!(parse_seed("9007199254740992"), Err(BadSeed));
        assert_eq!(parse_seed("-1"), Err(BadSeed));
        assert_eq!(parse_seed("1e5"), Err(BadSeed));
    }
}
