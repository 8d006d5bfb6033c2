//! The destinations of a unit, kept per position ([`destinations`]): a search asks the same position's
//! movement prompt again and again (its legal actions, then the action applied checks its destination
//! among them), and a unit's destinations are a path search over the sheet per mode (8.21, 8.31, 8.42,
//! 8.45), most of a computer player's time on the main map.
//!
//! A position is known by what the destinations read: the versions of the versioned parts of the state
//! (state/version.rs: tracks, units, control, the offensive, the effects — the same versions are the same
//! contents), the phasing side, the sheet and the pack, and the kept supply they were computed with (the
//! same object, [`supply::kept`], which never changes: the entry holds it, so its address is never
//! another's while the entry lives). A supply that is not a kept one (a strategic mover's zone lifted,
//! 8.23, 8.33) is never kept by. The versions are never written, so saves, links and records see nothing
//! of this; a test compares the kept answers with ones computed anew after random actions and undos.

use super::moves::Phase;
use super::Reach;
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::{Mode, State, UnitId};
use crate::games::empire_of_the_sun::supply::{self, Supply};
use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

/// What a unit's destinations were computed from (see the module's notes).
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
struct Key {
    supply: usize,
    versions: [u64; 5],
    phasing: Side,
    sheet: u8,
    pack: usize,
    side: Side,
    unit: UnitId,
    phase: u8,
}

/// A kept answer, with the supply it was computed with (held, so that its address stays its own).
struct Kept {
    _supply: Rc<Supply>,
    destinations: Rc<Vec<(Mode, Reach)>>,
}

/// How many answers are kept before they are all let go: a few hundred positions' movers.
const KEPT: usize = 2048;

thread_local! {
    static DESTINATIONS: RefCell<HashMap<Key, Kept>> = RefCell::new(HashMap::new());
}

/// Unit `u`'s destinations in this position, by mode: `compute`'s answer, computed once per position
/// (see the module's notes) when `sup` is a kept supply, every time otherwise.
pub fn destinations(
    s: &State,
    sup: &Supply,
    side: Side,
    u: UnitId,
    phase: Phase,
    compute: impl FnOnce() -> Vec<(Mode, Reach)>,
) -> Rc<Vec<(Mode, Reach)>> {
    let Some(kept) = supply::kept(sup) else { return Rc::new(compute()) };
    let key = Key {
        supply: Rc::as_ptr(&kept) as usize,
        versions: s.supply_versions(),
        phasing: s.phasing,
        sheet: s.sheet as u8,
        pack: std::sync::Arc::as_ptr(&s.pack.0) as usize,
        side,
        unit: u,
        phase: phase as u8,
    };
    if let Some(found) = DESTINATIONS.with(|d| d.borrow().get(&key).map(|k| k.destinations.clone())) {
        return found;
    }
    let answer = Rc::new(compute());
    DESTINATIONS.with(|d| {
        let mut d = d.borrow_mut();
        if d.len() >= KEPT {
            d.clear();
        }
        d.insert(key, Kept { _supply: kept, destinations: answer.clone() });
    });
    answer
}
