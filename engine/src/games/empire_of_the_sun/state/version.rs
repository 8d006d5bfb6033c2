//! A part of the state with a version: a number that names its contents, so that an answer computed from
//! them (supply, supply/mod.rs) is known to be still valid by comparing one number instead of the
//! contents.
//!
//! The version is the type's own business, not its users': every way of changing the contents goes
//! through [`DerefMut`] (indexing, `iter_mut`, `push`, assignment through `*`), and every such borrow
//! takes a version never given before. So two values with the same version have the same contents,
//! whatever happened in between: a clone keeps its original's version (same contents), an undo that
//! restores an earlier clone restores the version of those contents, and a value changed and changed back
//! has a new version (a kept answer is missed then, never wrongly found). A borrow that changes nothing
//! still takes a new version: that costs a kept answer, never correctness.
//!
//! The version is not part of the game: it is never written (serialised as the contents alone), and two
//! values with the same contents are equal whatever their versions.

use serde::{Serialize, Serializer};
use std::cell::Cell;
use std::ops::{Deref, DerefMut};
use std::sync::atomic::{AtomicU64, Ordering};

/// Versions are handed out to each thread in blocks, so that taking one is a thread-local increment.
const BLOCK: u64 = 1 << 16;

/// The first version of the next block (0 is never a version).
static NEXT_BLOCK: AtomicU64 = AtomicU64::new(1);

thread_local! {
    /// This thread's next version and the end of its block.
    static NEXT: Cell<(u64, u64)> = const { Cell::new((0, 0)) };
}

/// A version never given before, in any thread.
pub fn fresh() -> u64 {
    NEXT.with(|next| {
        let (mut v, mut end) = next.get();
        if v == end {
            v = NEXT_BLOCK.fetch_add(BLOCK, Ordering::Relaxed);
            end = v + BLOCK;
        }
        next.set((v + 1, end));
        v
    })
}

/// `T` with a version (see the module's notes).
pub struct Versioned<T> {
    value: T,
    /// Atomic only so that a state stays `Sync`; read and written relaxed.
    version: AtomicU64,
}

impl<T> Versioned<T> {
    pub fn new(value: T) -> Versioned<T> {
        Versioned { value, version: AtomicU64::new(fresh()) }
    }

    /// The version of the contents as they are.
    pub fn version(&self) -> u64 {
        self.version.load(Ordering::Relaxed)
    }

    /// Takes `version` as its own: only for a version whose contents were found equal to these (a
    /// kept answer's inputs compared in full, supply/mod.rs), so that the next question about the same
    /// contents is answered by the version alone.
    pub fn adopt(&self, version: u64) {
        self.version.store(version, Ordering::Relaxed);
    }
}

impl<T> Deref for Versioned<T> {
    type Target = T;
    fn deref(&self) -> &T {
        &self.value
    }
}

impl<T> DerefMut for Versioned<T> {
    /// Every change goes through here: the contents take a new version.
    fn deref_mut(&mut self) -> &mut T {
        *self.version.get_mut() = fresh();
        &mut self.value
    }
}

impl<T: Clone> Clone for Versioned<T> {
    fn clone(&self) -> Versioned<T> {
        Versioned { value: self.value.clone(), version: AtomicU64::new(self.version()) }
    }
}

impl<T: PartialEq> PartialEq for Versioned<T> {
    /// By the contents alone.
    fn eq(&self, other: &Versioned<T>) -> bool {
        self.value == other.value
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Versioned<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.value.fmt(f)
    }
}

impl<T: Serialize> Serialize for Versioned<T> {
    /// The contents alone: saves, links and state hashes never see the version.
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.value.serialize(s)
    }
}

impl<T: Default> Default for Versioned<T> {
    fn default() -> Versioned<T> {
        Versioned::new(T::default())
    }
}

impl<T> From<T> for Versioned<T> {
    fn from(value: T) -> Versioned<T> {
        Versioned::new(value)
    }
}
