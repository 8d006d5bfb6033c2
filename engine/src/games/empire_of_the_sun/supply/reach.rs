//! The hexes a supplied HQ supplies (6.21A), kept: [`hq_reach`]'s line of at most the HQ's command range
//! reads the board only around the HQ, so a later position whose board is the same there has the same
//! answer, whatever changed elsewhere on the sheet (most moves and placements are far from most HQs).
//!
//! A kept answer holds the hexes its search read (its footprint) and what it read there; a new question
//! about an HQ of the same side, hex and range takes the answer when every hex of the footprint reads the
//! same. The searches are deterministic in what they read — the line's search expands a hex by its
//! crossings, port, control and eligibility; the overland walk reads its hexes' routes and the occupation
//! of their neighbours; the answer reads the overland limit and the nearness to a port of the hexes
//! reached — so an equal footprint is an equal answer, not a likely one.

use std::collections::VecDeque;
use std::rc::Rc;

use super::{hq_reach, hq_reach_reading, Board, Crossings, HqAt, Reach};
use crate::games::empire_of_the_sun::data::geo::{HexIx, NONE};
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::{idx, PackRef, Sheet};
use crate::kit::kept;

/// How many answers are kept: each side's HQs over the last few positions.
const KEPT: usize = 96;

/// One kept answer and what it was read from.
struct Kept {
    pack: PackRef,
    sheet: Sheet,
    side: Side,
    at: HexIx,
    range: u8,
    /// The hexes the search read, with what it read in each ([`read`]).
    footprint: Vec<(HexIx, u64)>,
    reach: Rc<Reach>,
}

thread_local! {
    static KEPT_REACHES: std::cell::RefCell<VecDeque<Kept>> = const { std::cell::RefCell::new(VecDeque::new()) };
}

/// Everything [`hq_reach`] may read about hex `i` for `side`, in one word: its crossings by sea and by
/// land, a friendly port, a supply-eligible port, near a port (or Kunming), the transport routes leaving
/// it, and the enemy's sole and any occupation.
fn read(board: &Board, side: Side, crossings: &Crossings, ports: &[bool], near_port: &[bool], i: usize) -> u64 {
    let me = idx(side);
    crossings.sea[i] as u64
        | (crossings.land[i] as u64) << 8
        | (board.routes[i] as u64) << 16
        | (board.friendly_port(side, i) as u64) << 24
        | (ports.get(i).copied().unwrap_or(false) as u64) << 25
        | (near_port[i] as u64) << 26
        | (board.enemy_only[me][i] as u64) << 27
        | (board.enemy_present[me][i] as u64) << 28
}

/// [`hq_reach`] for a supplied HQ with no marked sides (every HQ's reach in a side's supply), answered
/// by a kept answer when its footprint reads the same.
pub(super) fn kept_hq_reach(board: &Board, side: Side, crossings: &Crossings, ports: &[bool], near_port: &[bool], hq: &HqAt) -> Rc<Reach> {
    if hq.at == NONE || super::fresh() {
        return Rc::new(hq_reach(board, side, crossings, ports, near_port, hq, None));
    }
    let st = board.state;
    let same = |k: &Kept| {
        k.side == side
            && k.at == hq.at
            && k.range == hq.range
            && k.sheet == st.sheet
            && k.pack == st.pack
            && k.footprint.iter().all(|&(i, r)| read(board, side, crossings, ports, near_port, i as usize) == r)
    };
    let hit = KEPT_REACHES.with(|kept| kept::take(&mut kept.borrow_mut(), same).map(|k| k.reach.clone()));
    if let Some(reach) = hit {
        return reach;
    }
    let mut hexes = vec![];
    let reach = Rc::new(hq_reach_reading(board, side, crossings, ports, near_port, hq, None, &mut hexes));
    let mut seen = vec![false; board.geo.len()];
    let footprint = hexes
        .into_iter()
        .filter(|&i| !std::mem::replace(&mut seen[i as usize], true))
        .map(|i| (i, read(board, side, crossings, ports, near_port, i as usize)))
        .collect();
    let entry = Kept { pack: st.pack.clone(), sheet: st.sheet, side, at: hq.at, range: hq.range, footprint, reach: reach.clone() };
    KEPT_REACHES.with(|kept| kept::keep(&mut kept.borrow_mut(), entry, KEPT));
    reach
}
