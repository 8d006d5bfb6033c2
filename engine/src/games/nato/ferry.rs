//! Ferry movement ([14.0]): the Air and Sea Movement Segment of each Movement Phase, after the Rail
//! Movement Segment ([7.0] II.B.3). Played from rules version 5 ([`super::rail::BOXES`]): the air ferry
//! ([14.1]) of airborne and airmobile units (flag `A`) from a city, a sector's box or the Strategic Reserve
//! Box to a friendly-controlled city, along a path of any length through friendly airspace that never
//! enters an enemy unit or an enemy zone; each step then rolls for interception on its side's table
//! ([17.0], [17.1]: 2d6 at or below the `friendly` section's value for the scenario's column and turn
//! eliminates it). The sea ferry ([14.2]) is not written yet (docs/games/nato.md, decision F1).

use super::actions::Action;
use super::air::airspace::{Airspace, Airspaces};
use super::data::{hex_name, HexId, Side};
use super::movement::{enterable, entry_hexes, fits, Dest};
use super::state::{Loc, State, Step, UnitId};
use super::zoc::Board;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// Whether this game plays the ferries (its record's rules version).
pub fn active(s: &State) -> bool {
    super::rail::from_boxes(s)
}

/// [14.1.1]: whether the unit may take the air ferry now: airborne or airmobile, activated, not yet moved,
/// no Train marker, neither disrupted nor suppressed, in movement supply; on the map in a city hex in
/// friendly airspace outside any enemy zone (a friendly unit does not negate it, [14.1.1] 5a), or in a box
/// or the SRB ([14.1], [33.2.4]).
fn may_ferry(s: &State, board: &Board, a: &mut Option<Airspaces>, u: UnitId, side: Side) -> bool {
    let us = &s.units[u as usize];
    if s.side(u) != side || !s.class(u).ground() || !s.ty(u).airborne || us.moved || us.active > s.turn || us.train.is_some() {
        return false;
    }
    if us.disrupted || us.suppressed || us.moos || us.hq_oos {
        return false;
    }
    match us.loc {
        Loc::Hex(h) => {
            s.data().hexes[h as usize].city.is_some() && !board.in_ezoc(side, h) && a.get_or_insert_with(|| Airspaces::new(s)).of(s, side, h) == Airspace::Friendly
        }
        Loc::Box(_) | Loc::Srb => true,
        _ => false,
    }
}

/// The Air and Sea Movement Segment's choices: a unit to ferry (not one already put back this segment).
pub fn choices(s: &State, side: Side, passed: &[UnitId]) -> Vec<Action> {
    let board = Board::new(s);
    let mut a = None;
    (0..s.units.len() as UnitId).filter(|&u| !passed.contains(&u) && may_ferry(s, &board, &mut a, u, side)).map(Action::Select).collect()
}

/// Whether an aircraft may fly over the hex: on the scenario's map, sea included, never a neutral
/// country's (decision H2).
fn airworthy(s: &State, h: HexId) -> bool {
    !s.data().hexes[h as usize].neutral && s.scenario_data().contains(super::data::row_hex(h))
}

/// [14.1.2]: the cities an air ferry may end in: a path of any length, every hex in friendly airspace, never
/// into an enemy unit or an enemy zone (prohibited terrain and the sea are flown over); the end a city the
/// side controls, within stacking. From a box or the SRB the path starts at an edge hex of a friendly sector
/// ([33.2.4]; a sector's box: its own sector's).
pub fn destinations(s: &State, u: UnitId) -> Vec<Dest> {
    let side = s.side(u);
    let board = Board::new(s);
    let a = Airspaces::new(s);
    let d = s.data();
    let n = d.hexes.len();
    let open = |h: HexId| airworthy(s, h) && !board.in_ezoc(side, h) && !board.occupied(side.other(), h) && a.of(s, side, h) == Airspace::Friendly;
    let starts: Vec<HexId> = match s.units[u as usize].loc {
        Loc::Hex(h) => vec![h],
        Loc::Box(sector) => entry_hexes(s, side, sector).into_iter().filter(|&e| open(e)).collect(),
        Loc::Srb => entry_hexes(s, side, 0).into_iter().filter(|&e| open(e)).collect(),
        _ => return vec![],
    };
    let from_box = s.hex_of(u).is_none();
    let mut prev: Vec<Option<HexId>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut queue = std::collections::VecDeque::new();
    for &h in &starts {
        seen[h as usize] = true;
        queue.push_back(h);
    }
    let mut out = vec![];
    while let Some(x) = queue.pop_front() {
        let is_start = !from_box && Some(x) == s.hex_of(u);
        if !is_start && d.hexes[x as usize].city.is_some() && s.city_controller(x) == Some(side) && enterable(s, u, x) && fits(s, u, x) {
            let mut path = vec![x];
            let mut at = x;
            while let Some(p) = prev[at as usize] {
                if !from_box && Some(p) == s.hex_of(u) {
                    break;
                }
                path.push(p);
                at = p;
            }
            path.reverse();
            out.push(Dest { hex: x, cost: path.len() as u32, path });
        }
        for y in d.neighbours(x) {
            if !seen[y as usize] && open(y) {
                seen[y as usize] = true;
                prev[y as usize] = Some(x);
                queue.push_back(y);
            }
        }
    }
    out.sort_by_key(|d| d.hex);
    out
}

/// [17.1.2]: one interception attempt for each step of a ferried unit, on the moving side's table, section
/// `friendly` (a ferry flies only in friendly airspace, [17.1.1]); a modified 2d6 at or below the value
/// eliminates the step. A ferry never starts or ends in an enemy zone, so the −1 never applies.
fn intercept(s: &mut State, u: UnitId) {
    let side = s.side(u);
    let Some(value) = s.data().air.interception(side, "friendly", &s.scenario_data().air_profile, s.turn) else { return };
    for _ in 0..s.units[u as usize].steps {
        let roll = s.roll() + s.roll();
        if roll <= value {
            s.push_log(Some(side), "nato.intercepted", vec![Arg::Unit(s.key(u).to_string()), Arg::Num(roll as i32), Arg::Num(value as i32)]);
            s.lose_step(u);
            if s.units[u as usize].loc == Loc::Dead {
                return;
            }
        }
    }
}

/// The Air and Sea Movement Segment of `side` ([7.0] II.B.3, [14.0]).
pub struct FerrySegment;

impl KitStep<State> for FerrySegment {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Ferry { side, passed }) = s.steps.last() else { return None };
        let mut actions = choices(s, *side, passed);
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.ferry", args: vec![], rule: "NATO 14.0", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Ferry { side, .. }) = s.steps.last().cloned() else { return Err(Illegal("no ferry segment".into())) };
        match action {
            Action::Done => {
                s.steps.pop();
            }
            Action::Select(u) => s.steps.push(Step::FerryMove { side, unit: *u }),
            _ => return Err(Illegal("not a ferry choice".into())),
        }
        Ok(())
    }
}

/// One unit's air ferry: its destination city, or back to the segment (the unit then stays for the phase).
pub struct FerryMove;

impl KitStep<State> for FerryMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::FerryMove { side, unit }) = s.steps.last() else { return None };
        let mut actions: Vec<Action> = destinations(s, *unit).into_iter().map(|d| Action::MoveTo(d.hex)).collect();
        actions.push(Action::Cancel);
        Some(Prompt { seat: Some(side.seat()), id: "nato.ferry_move", args: vec![Arg::Unit(s.key(*unit).to_string())], rule: "NATO 14.1", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::FerryMove { unit, .. }) = s.steps.last().cloned() else { return Err(Illegal("no ferry move".into())) };
        match action {
            Action::MoveTo(h) => {
                let dest = destinations(s, unit).into_iter().find(|d| d.hex == *h).ok_or_else(|| Illegal("not a ferry destination".into()))?;
                s.steps.pop();
                // [14.1.2]: it arrives, then rolls for interception; it moves no more this phase.
                super::movement::move_unit(s, unit, &dest);
                s.push_log(Some(s.side(unit)), "nato.ferried", vec![Arg::Unit(s.key(unit).to_string()), Arg::Hex(hex_name(dest.hex))]);
                intercept(s, unit);
            }
            // Put back: it may still move on the ground this phase.
            Action::Cancel => {
                s.steps.pop();
                if let Some(Step::Ferry { passed, .. }) = s.steps.last_mut() {
                    passed.push(unit);
                }
            }
            _ => return Err(Illegal("not a ferry move".into())),
        }
        Ok(())
    }
}
