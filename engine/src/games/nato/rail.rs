//! Rail movement ([13.0]): the Rail Movement Segment of each Movement Phase, after the Movement Supply
//! Segment ([7.0] II.B.2). A unit takes an Entraining marker one turn ([13.1]), flips it to Entrained in
//! its side's next Rail segment and then rails up to 20 hexes a segment through friendly airspace
//! ([13.2]) until it detrains at the start of a later one ([13.5]). At most 8 Pact and 10 NATO steps are
//! Entrained at once ([13.3]). Units under either Train marker exert no zone ([13.4.1]), never attack
//! ([13.4.2]), die when attacked alone or when their hex must retreat ([13.4.3], [13.4.4]), take air and
//! artillery strikes without the terrain's DRM and at +1 ([13.4.5]) and, as HQs, supply nobody ([13.4.6]).
//!
//! From rules version 5 ([`BOXES`]) the boxes off the map rail too: rail reinforcements arrive Entrained in
//! a friendly sector's box ([13.6], [33.2.3]); a unit in a sector's box may entrain there and rail onto the
//! map through that sector's edge a turn later ([13.8]); a unit in the Strategic Reserve Box entrains,
//! rails to a sector's box the next turn and onto the map the turn after ([13.7]).
//!
//! There is no rail net on the map: any contiguous land hexes will do (the designer's note to [13.0]).
//! Played from rules version 4 ([`RULES`]); docs/games/nato.md, decisions R1–R8.

use serde::Serialize;

use super::actions::Action;
use super::air::airspace::{Airspace, Airspaces};
use super::data::{hex_name, HexId, Side};
use super::movement::{enterable_among, fits_among, picked_prompt, take_picked, terrain_cost, Dest};
use super::state::{Loc, State, Step, UnitId};
use super::zoc::Board;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// The first rules version with rail movement.
pub const RULES: u32 = 4;

/// Whether this game plays rail movement (its record's rules version).
pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// The first rules version in which the boxes rail: rail reinforcements, the SRB and the sectors' boxes
/// ([13.6]–[13.8]).
pub const BOXES: u32 = 5;

/// Whether this game rails from the boxes ([13.6]–[13.8]).
pub fn from_boxes(s: &State) -> bool {
    s.rules >= BOXES
}

/// [13.2]: the hexes an entrained unit may rail in one segment.
pub const RANGE: u32 = 20;

/// [13.3]: the steps a side may have Entrained at one time (rail reinforcements count).
pub fn capacity(side: Side) -> u32 {
    match side {
        Side::Wp => 8,
        Side::Nato => 10,
    }
}

/// A Train marker ([13.1]): Entraining (with the game turn it was placed) or Entrained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Train {
    Entraining(u8),
    Entrained,
}

/// Whether the unit is under a Train marker of either face ([13.4]).
pub fn on_train(s: &State, u: UnitId) -> bool {
    s.units[u as usize].train.is_some()
}

/// The side's steps under Entrained markers ([13.3]).
pub fn entrained_steps(s: &State, side: Side) -> u32 {
    s.units
        .iter()
        .enumerate()
        .filter(|(i, us)| us.train == Some(Train::Entrained) && s.data().units[*i].side == side && us.loc != Loc::Dead)
        .map(|(_, us)| us.steps as u32)
        .sum()
}

/// Whether a rail move may pass through `h` for `side`: not in an enemy zone, not in an enemy Air
/// Interdiction Zone ([13.2] 2–3, [23.8]), only in friendly airspace ([13.2] 5, [11.8]).
fn rail_hex(s: &State, board: &Board, a: &Airspaces, side: Side, h: HexId) -> bool {
    !board.in_ezoc(side, h) && super::air::interdiction::aiz_cost(s, side, h) == 0 && a.of(s, side, h) == Airspace::Friendly
}

/// [13.1]: whether the unit may take (or, Entraining since an earlier turn, flip) a Train marker now:
/// movement supply (an HQ: not Out of Supply), friendly airspace, no Disrupted or Suppressed marker, not in
/// an enemy zone, not in a chemical or Nuclear marker's hex ([13.1] 4, [22.3.1], [21.1.3] 2).
fn may_board(s: &State, board: &Board, a: &Airspaces, u: UnitId) -> bool {
    let us = &s.units[u as usize];
    let Loc::Hex(h) = us.loc else { return false };
    !us.moos && !us.hq_oos && !us.disrupted && !us.suppressed && !board.in_ezoc(s.side(u), h) && !super::chemical::in_chem(s, h) && !super::nuclear::nuked(s, h) && a.of(s, s.side(u), h) == Airspace::Friendly
}

/// The Rail segment's choices for `side` ([13.5], [13.1], [13.2]): detrain a marked unit that has not
/// railed this segment; flip an Entraining marker placed on an earlier turn, within capacity; rail an
/// Entrained unit that has not railed; place an Entraining marker on an eligible unit.
pub fn choices(s: &State, side: Side) -> Vec<Action> {
    let board = Board::new(s);
    let mut a: Option<Airspaces> = None;
    let mut out = vec![];
    let room = capacity(side).saturating_sub(entrained_steps(s, side));
    for u in 0..s.units.len() as UnitId {
        let us = &s.units[u as usize];
        if s.side(u) != side || !s.class(u).ground() || us.active > s.turn || us.moved {
            continue;
        }
        match us.loc {
            Loc::Hex(_) => {}
            Loc::Box(_) | Loc::Srb if from_boxes(s) => {
                box_choices(s, u, room, &mut out);
                continue;
            }
            _ => continue,
        }
        match us.train {
            Some(Train::Entrained) => {
                out.push(Action::Select(u));
                out.push(Action::Detrain(u));
            }
            Some(Train::Entraining(t)) => {
                out.push(Action::Detrain(u));
                let a = a.get_or_insert_with(|| Airspaces::new(s));
                if t < s.turn && us.steps as u32 <= room && may_board(s, &board, a, u) {
                    out.push(Action::Entrain(u));
                }
            }
            None => {
                let a = a.get_or_insert_with(|| Airspaces::new(s));
                if may_board(s, &board, a, u) {
                    out.push(Action::Entrain(u));
                }
            }
        }
    }
    // [35.3.2]: in the Move to the GDP's player turn NATO moves tactically only: no Entraining marker, no
    // flip, no rail move (from rules 25, decision E25). A Train marker may still be removed.
    if super::gdp::tactical_only(s, side) {
        out.retain(|a| matches!(a, Action::Detrain(_)));
    }
    out
}

/// The Rail segment's choices for a unit in a box ([13.6]–[13.8]): off the map no zone, airspace or supply
/// bars entraining ([13.1]'s tests are about the hex a unit stands in; decision R8). An Entrained unit in a
/// sector's box rails onto the map ([`destinations`]); in the SRB it rails to a sector's box ([13.7]).
fn box_choices(s: &State, u: UnitId, room: u32, out: &mut Vec<Action>) {
    let us = &s.units[u as usize];
    match us.train {
        Some(Train::Entrained) => {
            out.push(if us.loc == Loc::Srb { Action::RailToBox(u) } else { Action::Select(u) });
            out.push(Action::Detrain(u));
        }
        Some(Train::Entraining(t)) => {
            out.push(Action::Detrain(u));
            if t < s.turn && us.steps as u32 <= room && !us.disrupted {
                out.push(Action::Entrain(u));
            }
        }
        None if !us.disrupted => out.push(Action::Entrain(u)),
        None => {}
    }
}

/// [13.2]: where an Entrained unit may rail: up to 20 contiguous land hexes, never into prohibited
/// terrain ([12.1.1]), an enemy unit or free city ([12.1.2]) or out of a territorial unit's nation
/// ([12.7]), every hex from the start on in friendly airspace, outside enemy zones and enemy AIZs; ending
/// within stacking ([9.1.1]). Terrain costs nothing.
///
/// From a sector's box ([13.6], [13.8]) the move enters through an edge hex of that sector (box 0: of any
/// friendly sector), the edge hex being the first of its 20.
pub fn destinations(s: &State, u: UnitId) -> Vec<Dest> {
    let side = s.side(u);
    let board = Board::new(s);
    let a = Airspaces::new(s);
    let stacks = s.stacks();
    let n = s.data().hexes.len();
    let mut prev: Vec<Option<HexId>> = vec![None; n];
    let mut dist = vec![u32::MAX; n];
    let mut queue = std::collections::VecDeque::new();
    let mut out = vec![];
    let start = match s.units[u as usize].loc {
        Loc::Hex(h) => {
            if !rail_hex(s, &board, &a, side, h) {
                return vec![];
            }
            dist[h as usize] = 0;
            queue.push_back(h);
            Some(h)
        }
        Loc::Box(sector) if from_boxes(s) => {
            for e in super::movement::entry_hexes(s, side, sector) {
                if !super::movement::passable(s, e) || !enterable_among(s, u, e, stacks.units_in(e).iter().copied()) || !rail_hex(s, &board, &a, side, e) {
                    continue;
                }
                dist[e as usize] = 1;
                queue.push_back(e);
                if fits_among(s, u, stacks.units_in(e).iter().copied()) {
                    out.push(Dest { hex: e, cost: 1, path: vec![e] });
                }
            }
            None
        }
        _ => return vec![],
    };
    while let Some(x) = queue.pop_front() {
        if dist[x as usize] == RANGE {
            continue;
        }
        for y in s.data().neighbours(x) {
            if dist[y as usize] != u32::MAX || terrain_cost(s, side, x, y).is_none() || !enterable_among(s, u, y, stacks.units_in(y).iter().copied()) || !rail_hex(s, &board, &a, side, y) {
                continue;
            }
            dist[y as usize] = dist[x as usize] + 1;
            prev[y as usize] = Some(x);
            queue.push_back(y);
            if fits_among(s, u, stacks.units_in(y).iter().copied()) {
                let mut path = vec![y];
                let mut at = y;
                while let Some(p) = prev[at as usize].filter(|&p| Some(p) != start) {
                    path.push(p);
                    at = p;
                }
                path.reverse();
                out.push(Dest { hex: y, cost: dist[y as usize], path });
            }
        }
    }
    out.sort_by_key(|d| d.hex);
    out
}

/// [13.5]: a Train marker goes at once when its unit is disrupted, suppressed or out of movement supply.
pub fn lose_markers(s: &mut State) {
    for u in 0..s.units.len() {
        let us = &s.units[u];
        // A unit in a box keeps its marker ([13.6]–[13.8], rules 5); one leaving the game loses it.
        let kept = matches!(us.loc, Loc::Hex(_)) || (matches!(us.loc, Loc::Box(_) | Loc::Srb) && !us.disrupted);
        if us.train.is_some() && (us.disrupted || us.suppressed || us.moos || us.hq_oos || !kept) {
            s.units[u].train = None;
            if matches!(s.units[u].loc, Loc::Hex(_)) {
                s.push_log(Some(s.side(u as UnitId)), "nato.train_lost", vec![Arg::Unit(s.key(u as UnitId).to_string())]);
            }
        }
    }
}

/// [13.4.3], [13.4.4]: the units under Train markers in `h` of `side` are eliminated (attacked alone, or
/// their hex's retreat not cancelled).
pub fn destroy_trains(s: &mut State, side: Side, h: HexId) {
    let trains: Vec<UnitId> = s.units_in(h).filter(|&u| s.side(u) == side && on_train(s, u)).collect();
    for u in trains {
        s.units[u as usize].steps = 0;
        s.units[u as usize].loc = Loc::Dead;
        s.units[u as usize].train = None;
        s.push_log(Some(side), "nato.train_destroyed", vec![Arg::Unit(s.key(u).to_string()), Arg::Hex(hex_name(h))]);
    }
}

/// The Rail Movement Segment of `side` ([7.0] II.B.2, [13.0]).
pub struct RailSegment;

impl KitStep<State> for RailSegment {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Rail(side)) = s.steps.last() else { return None };
        let mut actions = choices(s, *side);
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.rail", args: vec![Arg::Num(entrained_steps(s, *side) as i32), Arg::Num(capacity(*side) as i32)], rule: "NATO 13.0", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Rail(side)) = s.steps.last().cloned() else { return Err(Illegal("no rail segment".into())) };
        let key = |s: &State, u: UnitId| Arg::Unit(s.key(u).to_string());
        match action {
            Action::Done => {
                s.steps.pop();
                // [13.1]: the units that entrained or railed this segment move no more this phase.
                return Ok(());
            }
            Action::Select(u) => s.steps.push(Step::RailMove { side, unit: *u }),
            // [13.7]: from the SRB to a friendly sector's box; onto the map in a later player turn.
            Action::RailToBox(u) => {
                s.units[*u as usize].loc = Loc::Box(0);
                s.units[*u as usize].moved = true;
                s.push_log(Some(side), "nato.railed_to_box", vec![key(s, *u)]);
            }
            Action::Detrain(u) => {
                s.units[*u as usize].train = None;
                s.push_log(Some(side), "nato.detrained", vec![key(s, *u)]);
            }
            Action::Entrain(u) => {
                let us = &mut s.units[*u as usize];
                if us.train.is_some() {
                    us.train = Some(Train::Entrained);
                    s.push_log(Some(side), "nato.entrained", vec![key(s, *u)]);
                } else {
                    us.train = Some(Train::Entraining(s.turn));
                    // [13.1]: it neither moves nor attacks for the rest of the turn.
                    us.moved = true;
                    s.push_log(Some(side), "nato.entraining", vec![key(s, *u)]);
                }
            }
            _ => return Err(Illegal("not a rail choice".into())),
        }
        Ok(())
    }
}

/// One entrained unit's rail move: its destination, or back to the segment.
pub struct RailMove;

impl KitStep<State> for RailMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::RailMove { side, unit }) = s.steps.last() else { return None };
        let moves = destinations(s, *unit).into_iter().map(|d| Action::MoveTo(d.hex)).collect();
        Some(picked_prompt(s, *side, *unit, moves, "nato.rail_move", "NATO 13.2"))
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::RailMove { unit, .. }) = s.steps.last().cloned() else { return Err(Illegal("no rail move".into())) };
        match action {
            Action::MoveTo(h) => {
                let dest = take_picked(s, destinations(s, unit), *h, "not a rail destination")?;
                super::movement::move_unit(s, unit, &dest);
            }
            Action::Cancel => {
                s.steps.pop();
                s.units[unit as usize].moved = true;
            }
            _ => return Err(Illegal("not a rail move".into())),
        }
        Ok(())
    }
}
