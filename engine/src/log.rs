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
    /// A unit or counter by its key (`us-1st-marine-div`).
    Unit(String),
    /// A hex by its id (`3706`).
    Hex(String),
    /// Several dice rolled at once, in order.
    Dice(Vec<Die>),
}

/// One die of a roll: its face, and whether a position file scripted it.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
pub struct Die {
    pub value: u8,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub scripted: bool,
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

/// A game's log: append-only, and cheap to clone. Undo keeps a snapshot of the whole state after every
/// action, so the log is kept as shared, sealed chunks plus a short tail: a clone copies at most one
/// chunk's worth of entries instead of the whole history.
#[derive(Clone, Default)]
pub struct Log {
    sealed: Vec<std::sync::Arc<Vec<LogEntry>>>,
    tail: Vec<LogEntry>,
}

const CHUNK: usize = 16;

impl Log {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, entry: LogEntry) {
        self.tail.push(entry);
        if self.tail.len() >= CHUNK {
            self.sealed.push(std::sync::Arc::new(std::mem::take(&mut self.tail)));
        }
    }

    pub fn len(&self) -> usize {
        self.sealed.len() * CHUNK + self.tail.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &LogEntry> + '_ {
        self.sealed.iter().flat_map(|c| c.iter()).chain(self.tail.iter())
    }

    pub fn last(&self) -> Option<&LogEntry> {
        self.tail.last().or_else(|| self.sealed.last().and_then(|c| c.last()))
    }

    pub fn to_vec(&self) -> Vec<LogEntry> {
        self.iter().cloned().collect()
    }
}

impl PartialEq for Log {
    fn eq(&self, other: &Self) -> bool {
        self.len() == other.len() && self.iter().eq(other.iter())
    }
}

impl std::fmt::Debug for Log {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}

impl Serialize for Log {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        // With its length given, so compact binary forms (postcard: links, state hashes) can write it too.
        use serde::ser::SerializeSeq;
        let mut seq = s.serialize_seq(Some(self.len()))?;
        for entry in self.iter() {
            seq.serialize_element(entry)?;
        }
        seq.end()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_log_keeps_order_across_chunks_and_clones() {
        let (x, y) = ("test.x", "test.y");
        let mut log = Log::new();
        for i in 0..150 {
            log.push(LogEntry::new(None, x, vec![Arg::Num(i)]));
        }
        let copy = log.clone();
        log.push(LogEntry::new(None, y, vec![]));
        assert_eq!(copy.len(), 150);
        assert_eq!(log.len(), 151);
        let nums: Vec<i32> = copy.iter().map(|e| if let Arg::Num(n) = e.args[0] { n } else { -1 }).collect();
        assert_eq!(nums, (0..150).collect::<Vec<_>>());
        assert_eq!(log.last().unwrap().id, y);
        assert_ne!(log, copy);
        assert_eq!(serde_json::to_value(&copy).unwrap().as_array().unwrap().len(), 150);
    }
}
