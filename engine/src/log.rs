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
    sealed: Vec<std::sync::Arc<Chunk>>,
    tail: Vec<LogEntry>,
}

/// A sealed chunk of the log: its entries, and their hash once a state hash has asked for it (a sealed
/// chunk never changes, so its hash is computed once however many times the state is hashed).
struct Chunk {
    entries: Vec<LogEntry>,
    digest: std::sync::OnceLock<u64>,
}

impl Chunk {
    fn digest(&self) -> u64 {
        *self.digest.get_or_init(|| {
            use std::hash::{Hash, Hasher};
            let mut h = std::collections::hash_map::DefaultHasher::new();
            self.entries.hash(&mut h);
            h.finish()
        })
    }
}

thread_local! {
    /// Whether logs serialise as their digest ([`digests`]) on this thread.
    static DIGESTS: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Runs `f` with every log serialised as its digest — its length and a hash of all its entries — instead
/// of its entries: for state hashes (`session::state_hash`), which then cost no more as the game grows
/// long. Two logs serialise the same in this mode when their entries are the same (up to a 64-bit hash).
pub fn digests<T>(f: impl FnOnce() -> T) -> T {
    struct Restore(bool);
    impl Drop for Restore {
        fn drop(&mut self) {
            DIGESTS.with(|d| d.set(self.0));
        }
    }
    let _restore = Restore(DIGESTS.with(|d| d.replace(true)));
    f()
}

const CHUNK: usize = 16;

impl Log {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn push(&mut self, entry: LogEntry) {
        self.tail.push(entry);
        if self.tail.len() >= CHUNK {
            let entries = std::mem::take(&mut self.tail);
            self.sealed.push(std::sync::Arc::new(Chunk { entries, digest: std::sync::OnceLock::new() }));
        }
    }

    pub fn len(&self) -> usize {
        self.sealed.len() * CHUNK + self.tail.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn iter(&self) -> impl DoubleEndedIterator<Item = &LogEntry> + '_ {
        self.sealed.iter().flat_map(|c| c.entries.iter()).chain(self.tail.iter())
    }

    pub fn last(&self) -> Option<&LogEntry> {
        self.tail.last().or_else(|| self.sealed.last().and_then(|c| c.entries.last()))
    }

    pub fn to_vec(&self) -> Vec<LogEntry> {
        self.iter().cloned().collect()
    }

    /// A hash of all the entries, in order: each sealed chunk's own hash (kept), then the tail's entries.
    pub fn digest(&self) -> u64 {
        use std::hash::{Hash, Hasher};
        let mut h = std::collections::hash_map::DefaultHasher::new();
        h.write_usize(self.len());
        for chunk in &self.sealed {
            h.write_u64(chunk.digest());
        }
        self.tail.hash(&mut h);
        h.finish()
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
        if DIGESTS.with(|d| d.get()) {
            return (self.len() as u64, self.digest()).serialize(s);
        }
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

    fn numbers(nums: impl IntoIterator<Item = i32>) -> Log {
        let (mut log, x) = (Log::new(), "test.x");
        for i in nums {
            log.push(LogEntry::new(None, x, vec![Arg::Num(i)]));
        }
        log
    }

    #[test]
    fn a_digest_tells_logs_apart_by_any_entry_and_by_length() {
        let log = numbers(0..150);
        assert_eq!(log.digest(), numbers(0..150).digest(), "the same entries, the same digest");
        assert_eq!(log.digest(), log.clone().digest());
        // One entry different, in a sealed chunk or in the tail; one entry more or less.
        assert_ne!(log.digest(), numbers((0..150).map(|i| if i == 3 { -3 } else { i })).digest());
        assert_ne!(log.digest(), numbers((0..150).map(|i| if i == 149 { -1 } else { i })).digest());
        assert_ne!(log.digest(), numbers(0..149).digest());
        assert_ne!(log.digest(), numbers(0..151).digest());
        assert_ne!(numbers(0..16).digest(), numbers(0..17).digest());
    }

    #[test]
    fn in_digest_mode_a_log_serialises_as_its_digest_and_only_there() {
        let log = numbers(0..40);
        let digest = digests(|| serde_json::to_value(&log).unwrap());
        assert_eq!(digest, serde_json::json!([40, log.digest()]));
        assert_eq!(serde_json::to_value(&log).unwrap().as_array().unwrap().len(), 40, "saves and links keep the entries");
        // The mode ends even when its work panics.
        let _ = std::panic::catch_unwind(|| digests(|| -> u8 { panic!("inside") }));
        assert_eq!(serde_json::to_value(&log).unwrap().as_array().unwrap().len(), 40);
    }
}
