//! March movement ([12.4]), from rules version 12 ([`RULES`]): in the Ground Movement Segment a combat unit
//! that starts in its side's friendly airspace and stays in it the whole way may move up to twice its
//! movement allowance. Not with a Movement-OOS marker, disrupted or suppressed; never starting or ending in
//! an enemy zone; never starting in or entering a hex of an enemy Air Interdiction Zone ([23.8]); never an
//! HQ ([12.4.2]); while the refugees rule holds ([35.4], the scenario's `refugees_gt1_3` on game turns 1–3),
//! never a NATO unit starting in or entering West Germany ([12.4.1]). Costs are tactical movement's
//! ([12.1], [12.3]): a hard unit may pass through an enemy zone on the way, paying for it (decision M1).
//!
//! The march's destinations are added to the tactical ones (`movement::destinations_in`); a hex both reach
//! is a tactical move.

use std::cmp::Reverse;
use std::collections::{BTreeMap, BinaryHeap};

use super::air::airspace::{Airspace, Airspaces};
use super::data::{Class, HexId, Side};
use super::movement::{terrain_cost, Dest};
use super::state::{State, UnitId};
use super::zoc::Board;

/// The rules version that plays march movement.
pub const RULES: u32 = 12;

/// Whether a hex lies in an Air Interdiction Zone of `side`'s enemy ([23.8]: its hex and the six around).
fn in_enemy_aiz(s: &State, side: Side, h: HexId) -> bool {
    super::air::interdiction::aiz_cost(s, side, h) > 0
}

/// [12.4.1], [35.4]: whether the refugees rule bars NATO's march in West Germany this turn.
fn refugees(s: &State, side: Side) -> bool {
    side == Side::Nato && s.turn <= 3 && s.scenario_data().has("refugees_gt1_3")
}

/// Whether `u` may march from where it stands ([12.4] 1–4, [12.4.2]); the airspace is asked last.
pub fn may_march(s: &State, board: &Board, u: UnitId, start: HexId) -> bool {
    let us = &s.units[u as usize];
    let side = s.side(u);
    s.rules >= RULES
        && s.class(u) != Class::Hq
        && !us.moos
        && !us.disrupted
        && !us.suppressed
        && !board.in_ezoc(side, start)
        && !in_enemy_aiz(s, side, start)
        // [22.3.1]: a unit in a chemical marker's hex leaves it by a minimum move only.
        && !super::chemical::in_chem(s, start)
        && !(refugees(s, side) && s.data().hexes[start as usize].country.as_deref() == Some("frg"))
}

/// The hexes `u` may reach by march from `start` with `ma` (its tactical allowance, doubled here): every
/// hex of the path in friendly airspace, outside enemy AIZs (and West Germany under [12.4.1]); the end
/// outside enemy zones. `enterable` is tactical movement's test of a hex for this unit.
pub fn destinations(s: &State, board: &Board, u: UnitId, start: HexId, ma: u32, enterable: impl Fn(HexId) -> bool) -> Vec<Dest> {
    let side = s.side(u);
    if !may_march(s, board, u, start) {
        return vec![];
    }
    let air = Airspaces::new(s);
    if air.of(s, side, start) != Airspace::Friendly {
        return vec![];
    }
    let hard = s.class(u).hard();
    let barred = refugees(s, side);
    let open = |h: HexId| {
        enterable(h)
            // [21.1.3] 1: a Nuclear marker's hex is entered by tactical movement only.
            && !super::nuclear::nuked(s, h)
            && !in_enemy_aiz(s, side, h)
            && !(barred && s.data().hexes[h as usize].country.as_deref() == Some("frg"))
            && air.of(s, side, h) == Airspace::Friendly
    };
    let limit = ma * 2;
    let mut best: BTreeMap<HexId, (u32, Option<HexId>)> = BTreeMap::new();
    let mut heap = BinaryHeap::new();
    best.insert(start, (0, None));
    heap.push(Reverse((0u32, start)));
    while let Some(Reverse((c, x))) = heap.pop() {
        if best.get(&x).is_some_and(|b| b.0 < c) {
            continue;
        }
        let x_ez = board.in_ezoc(side, x);
        // [12.3]: a non-hard unit stops on entering an enemy zone, and a march never ends in one.
        if x_ez && !hard {
            continue;
        }
        // [22.3.1]: a unit entering a chemical marker's hex stops there.
        if x != start && super::chemical::in_chem(s, x) {
            continue;
        }
        for n in s.data().neighbours(x) {
            if n == start {
                continue;
            }
            let Some(tc) = terrain_cost(s, side, x, n) else { continue };
            if !open(n) {
                continue;
            }
            let nc = c + tc + board.in_ezoc(side, n) as u32 + x_ez as u32;
            if nc <= limit && best.get(&n).is_none_or(|b| nc < b.0) {
                best.insert(n, (nc, Some(x)));
                heap.push(Reverse((nc, n)));
            }
        }
    }
    let mut out = vec![];
    for (&h, &(c, _)) in &best {
        if h == start || board.in_ezoc(side, h) {
            continue;
        }
        let mut path = vec![h];
        let mut at = h;
        while let Some(&(_, Some(p))) = best.get(&at) {
            if p == start {
                break;
            }
            path.push(p);
            at = p;
        }
        path.reverse();
        out.push(Dest { hex: h, cost: c, path });
    }
    out
}
