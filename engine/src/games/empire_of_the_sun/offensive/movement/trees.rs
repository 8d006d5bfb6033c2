//! The path searches of naval and air movement and of strategic transport, kept (8.21, 8.23, 8.31, 8.33,
//! 8.44): such a search reads only the sheet, where it starts, its allowance (and an air unit's ranges)
//! and, per hex, a few facts of the position — the enemy's zones, its ships, the friendly airfields, the
//! battle hexes — not the unit, which only decides afterwards where the move may end. Ships, corps and air
//! units stand in stacks, and one move of a unit leaves those facts of most positions as they were, so
//! the same search comes back again and again: within a position, for each unit of a stack, and in the
//! positions after it. Each answer is kept with what it read; a search reading the same gets it.
//!
//! What a search reads is named by its [`Kind`] and, per hex, by [`Reads`], compared in full: an equal key
//! is an equal answer, not a likely one. [`without_kept_searches`] searches anew (the tests compare the
//! two).

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

use super::search::Tree;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::state::{PackRef, Sheet, State};
use crate::kit::kept;

/// Which search (each reads the hexes through its own rules).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Naval movement (8.21); with a landing or strategic (8.45B, 8.23), no live zone entered.
    Naval(super::naval::Naval),
    /// Strategic ground transport (8.44).
    Transport,
    /// Air movement in stages (8.31; strategic, 8.33) of a unit with these ranges (normal, extended,
    /// whether the extended one is parenthesised, 1.3).
    Air { normal: u32, extended: u32, paren: bool, strategic: bool },
}

/// Per hex, what the search reads that changes with the position, a bit a fact (each kind names its
/// own).
pub type Reads = Vec<u8>;

struct Kept {
    pack: PackRef,
    sheet: Sheet,
    rules: u32,
    kind: Kind,
    start: HexIx,
    budget: u16,
    reads: Reads,
    tree: Rc<Tree>,
}

/// How many searches are kept: the stacks of the last few positions.
const KEPT: usize = 48;

thread_local! {
    static KEPT_SEARCHES: RefCell<VecDeque<Kept>> = const { RefCell::new(VecDeque::new()) };
    static FRESH: Cell<bool> = const { Cell::new(false) };
}

/// `f`, with every search of these kinds made anew rather than taken from the kept ones.
pub fn without_kept_searches<T>(f: impl FnOnce() -> T) -> T {
    let before = FRESH.with(|x| x.replace(true));
    let out = f();
    FRESH.with(|x| x.set(before));
    out
}

/// The search `search` makes from `start` with `budget`, reading `reads`: a kept one when one read the
/// same.
pub fn kept(s: &State, kind: Kind, start: HexIx, budget: u16, reads: Reads, search: impl FnOnce() -> Tree) -> Rc<Tree> {
    if FRESH.with(|x| x.get()) {
        return Rc::new(search());
    }
    let same = |k: &Kept| {
        k.start == start && k.budget == budget && k.kind == kind && k.sheet == s.sheet && k.rules == s.rules && k.pack == s.pack && k.reads == reads
    };
    let hit = KEPT_SEARCHES.with(|kept| kept::take(&mut kept.borrow_mut(), same).map(|k| k.tree.clone()));
    if let Some(tree) = hit {
        return tree;
    }
    let tree = Rc::new(search());
    let entry = Kept { pack: s.pack.clone(), sheet: s.sheet, rules: s.rules, kind, start, budget, reads, tree: tree.clone() };
    KEPT_SEARCHES.with(|kept| kept::keep(&mut kept.borrow_mut(), entry, KEPT));
    tree
}
