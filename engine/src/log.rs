//! The structured log: ids and numbers, never sentences. The UI renders each entry in the player's
//! language, with cards and spaces as links.

use serde::{Deserialize, Serialize};

use crate::Seat;

/// A parameter of a log entry, prompt or action label.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
#[serde(tag = "t", content = "v", rename_all = "snake_case")]
pub enum Arg {
    /// A card by number.
    Card(u16),
    /// A board space by key (`poland`).
    Space(String),
    /// A seat.
    Seat(Seat),
    Num(i32),
    /// A die roll.
    Roll(u8),
    /// A message id to translate (a sub-phrase such as a region name).
    Key(String),
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
pub struct LogEntry {
    /// The seat that acted, if any.
    pub seat: Option<Seat>,
    /// Message id, translated by the UI (`log.influence`).
    pub id: String,
    pub args: Vec<Arg>,
}

impl LogEntry {
    pub fn new(seat: Option<Seat>, id: &str, args: Vec<Arg>) -> Self {
        LogEntry { seat, id: id.to_string(), args }
    }
}
