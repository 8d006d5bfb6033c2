//! The saved-game format the app keeps in localStorage (and the CLI fuzzes), one key per save: `sandtable.save.<id>`.
//!
//! A save is a record (engine::Record, the game's whole truth) plus a little metadata for the home
//! page's list. The metadata is a cache: a save is opened by replaying its record. An entry that does
//! not parse is never rewritten or removed by the app: it is listed apart so the player can download it.

use crate::{AnyMatch, Arg, Record};
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
    /// The prompt as words, in English and in Korean, written when the save is made: the home page of
    /// another game's bundle, which lacks this game's words, shows these instead of message ids.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_en: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub text_ko: Option<String>,
}

impl Summary {
    /// The stored words of the prompt in a language, if the save has them.
    pub fn text(&self, lang: crate::text::Lang) -> Option<&str> {
        match lang {
            crate::text::Lang::En => self.text_en.as_deref(),
            crate::text::Lang::Ko => self.text_ko.as_deref(),
        }
    }
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
    /// The seats the computer plays in this game, and how strongly (absent: every seat is a person).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub computer: Option<Computer>,
}

/// Who the computer plays in a game against it: its seats (roles) and its level (`engine::ai::Level`
/// names: `level1` … the strongest), and where one computer player plays at another level than the rest,
/// that seat's own. Not part of the record: a link or a file opens as a game between people.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Computer {
    pub seats: Vec<u8>,
    pub level: String,
    /// Seats whose computer plays at another level than `level`.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub levels: std::collections::BTreeMap<u8, String>,
}

impl Computer {
    /// The computer in `seats`, all at one level.
    pub fn new(seats: Vec<u8>, level: impl Into<String>) -> Computer {
        Computer { seats, level: level.into(), levels: Default::default() }
    }

    /// Whether the computer decides for `seat`.
    pub fn plays(&self, seat: u8) -> bool {
        self.seats.contains(&seat)
    }

    /// The level the computer plays `seat` at.
    pub fn level_of(&self, seat: u8) -> &str {
        self.levels.get(&seat).unwrap_or(&self.level)
    }
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
    crate::kit::sort::sort_by(&mut saves, |a, b| b.updated.total_cmp(&a.updated).then_with(|| a.id.cmp(&b.id)));
    crate::kit::sort::sort_by(&mut broken, |a, b| a.key.cmp(&b.key));
    (saves, broken)
}

impl Save {
    /// A save of a match now: its record and the summary the home page shows.
    pub fn for_match(id: &str, kind: SaveKind, name: Option<String>, created: f64, updated: f64, m: &dyn AnyMatch) -> Save {
        let prompt = m.prompt();
        let turn = m.turn();
        let key = m.message_key(&prompt.id, &prompt.args).map_or_else(|| prompt.id.clone(), str::to_string);
        let words = |lang| (!prompt.id.is_empty()).then(|| m.display(lang).message(&key, &prompt.args));
        Save {
            format: SAVE_FORMAT.into(),
            id: id.into(),
            kind,
            name,
            game: m.meta().id.into(),
            created,
            updated,
            summary: Summary {
                moves: m.record().actions.len() as u32,
                turn,
                text_en: words(crate::text::Lang::En),
                text_ko: words(crate::text::Lang::Ko),
                prompt_id: prompt.id,
                prompt_args: prompt.args,
                over: m.outcome().is_some(),
            },
            record: m.record().clone(),
            computer: None,
        }
    }
}
