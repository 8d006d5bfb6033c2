//! Ferry movement ([14.0]): the Air and Sea Movement Segment of each Movement Phase, after the Rail
//! Movement Segment ([7.0] II.B.3). Played from rules version 5 ([`super::rail::BOXES`]): the air ferry
//! ([14.1]) of airborne and airmobile units (flag `A`) from a city, a sector's box or the Strategic Reserve
//! Box to a friendly-controlled city, along a path of any length through friendly airspace that never
//! enters an enemy unit or an enemy zone; each step then rolls for interception on its side's table
//! ([17.0], [17.1]: 2d6 at or below the `friendly` section's value for the scenario's column and turn
//! eliminates it).
//!
//! From rules version 6 ([`SEA`]) the sea ferry ([14.2]): any ground unit from a port (or the SRB, from a
//! sea hex of the friendly map edge) to a friendly-controlled port, along coastal and all-sea hexes and the
//! rivers up to the inland ports, in friendly airspace, within each port's capacity for the segment, never
//! in the North Sea for the Pact and in the Baltic for NATO only while it holds every Danish city; the sea
//! entries ("S") come onto the map this way or by rail ([33.2.5]), and the US and Canadian ones roll for
//! CONUS interception on arriving in the SRB ([33.2.6]). docs/games/nato.md, decisions F1–F5.

use super::actions::Action;
use super::air::airspace::{Airspace, Airspaces};
use super::data::{hex_name, HexId, Placement, SeaArea, Side};
use super::movement::{enterable, entry_hexes, fits, picked_prompt, take_picked, Dest};
use super::state::{Loc, State, Step, UnitId};
use super::zoc::Board;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// Whether this game plays the ferries (its record's rules version).
pub fn active(s: &State) -> bool {
    super::rail::from_boxes(s)
}

/// The first rules version with the sea ferry ([14.2]), the sea entries bound to the sea ([33.2.5]) and
/// CONUS interception ([33.2.6]).
pub const SEA: u32 = 6;

/// Whether this game plays the sea ferry (its record's rules version).
pub fn sea(s: &State) -> bool {
    s.rules >= SEA
}

/// [14.1.1], [14.2.1]: what both ferries ask of a unit: its side's ground unit, activated, not yet moved,
/// no Train marker, neither disrupted nor suppressed, in movement supply (an HQ: supplied).
fn may_leave(s: &State, u: UnitId, side: Side) -> bool {
    let us = &s.units[u as usize];
    s.side(u) == side && s.class(u).ground() && !us.moved && us.active <= s.turn && us.train.is_none() && !(us.disrupted || us.suppressed || us.moos || us.hq_oos)
        // [22.3.1]: no air or sea movement starts in a chemical marker's hex.
        && !super::nuclear::stands_contaminated(s, u)
}

/// [14.1.1]: whether the unit may take the air ferry now: airborne or airmobile and [`may_leave`]; on the
/// map in a city hex in friendly airspace outside any enemy zone (a friendly unit does not negate it,
/// [14.1.1] 5a), or in a box or the SRB ([14.1], [33.2.4]).
fn may_fly(s: &State, board: &Board, a: &mut Option<Airspaces>, u: UnitId, side: Side) -> bool {
    if !s.ty(u).airborne || !may_leave(s, u, side) {
        return false;
    }
    match s.units[u as usize].loc {
        Loc::Hex(h) => {
            s.data().hexes[h as usize].city.is_some() && !board.in_ezoc(side, h) && a.get_or_insert_with(|| Airspaces::new(s)).of(s, side, h) == Airspace::Friendly
        }
        Loc::Box(_) | Loc::Srb => true,
        _ => false,
    }
}

/// [14.2.1]: whether the unit may take the sea ferry now (rules 6): [`may_leave`]; on the map in a port
/// hex in friendly airspace outside any enemy zone, in a sea area its side may use ([14.2.4]), with room
/// for its steps in the port's capacity this segment ([14.2.3]); or in the SRB (an unlimited port). Not
/// from a sector's box: [14.2] names the SRB only.
fn may_sail(s: &State, board: &Board, a: &mut Option<Airspaces>, u: UnitId, side: Side) -> bool {
    if !sea(s) || !may_leave(s, u, side) {
        return false;
    }
    match s.units[u as usize].loc {
        Loc::Hex(h) => {
            s.data().hexes[h as usize].port.is_some()
                && port_room(s, h) >= s.units[u as usize].steps
                && sea_areas(s, side)(h)
                && !board.in_ezoc(side, h)
                && a.get_or_insert_with(|| Airspaces::new(s)).of(s, side, h) == Airspace::Friendly
        }
        Loc::Srb => true,
        _ => false,
    }
}

/// [33.2.5]: from rules 6 a sea entry ("S") in the SRB comes onto the map by sea (or by rail, [13.7]), not
/// by walking in through a sector's edge (decision E3 before).
pub fn sea_bound(s: &State, u: UnitId) -> bool {
    sea(s) && s.units[u as usize].loc == Loc::Srb && sea_entry(s, u)
}

/// Whether the scenario brings the unit in as a sea entry ("S", [33.2.5]).
fn sea_entry(s: &State, u: UnitId) -> bool {
    s.data().setup.iter().any(|r| r.unit == u as usize && r.scenario == s.scenario && r.year == s.year && r.placement == Placement::Sea)
}

/// The Air and Sea Movement Segment's choices: a unit to ferry (not one already put back this segment).
/// From rules 9 also a unit to carry by airlift or sealift ([16.0]).
pub fn choices(s: &State, side: Side, passed: &[UnitId]) -> Vec<Action> {
    // [35.3.2]: in the Move to the GDP's player turn NATO moves tactically only: no air or sea ferry, no
    // airlift or sealift (from rules 25, decision E25).
    if super::gdp::tactical_only(s, side) {
        return vec![];
    }
    let board = Board::new(s);
    let mut a = None;
    let transport = super::transport::active(s);
    let lift = |s: &State, a: &mut Option<Airspaces>, u: UnitId| {
        transport && {
            let a = a.get_or_insert_with(|| Airspaces::new(s));
            super::transport::may_airlift(s, &board, a, u, side) || super::transport::may_sealift(s, &board, a, u, side)
        }
    };
    (0..s.units.len() as UnitId)
        .filter(|&u| !passed.contains(&u) && (may_fly(s, &board, &mut a, u, side) || may_sail(s, &board, &mut a, u, side) || lift(s, &mut a, u)))
        .map(Action::Select)
        .collect()
}

/// Whether an aircraft may fly over the hex: on the scenario's map, sea included, never a neutral
/// country's (decision H2).
fn airworthy(s: &State, h: HexId) -> bool {
    !s.data().hexes[h as usize].neutral && s.scenario_data().contains(super::data::row_hex(h))
}

/// Every path of any length from `starts` through `open` hexes to an `end` hex (never the unit's own hex),
/// the shortest to each: the ferries' route ([14.1.2], [14.2.2]). A path starting at the unit's hex leaves
/// that hex out; one from a box or the SRB starts with its first hex on the map.
fn routes(s: &State, u: UnitId, starts: Vec<HexId>, open: impl Fn(HexId) -> bool, end: impl Fn(HexId) -> bool) -> Vec<Dest> {
    let d = s.data();
    let n = d.hexes.len();
    let here = s.hex_of(u);
    let mut prev: Vec<Option<HexId>> = vec![None; n];
    let mut seen = vec![false; n];
    let mut queue = std::collections::VecDeque::new();
    for &h in &starts {
        seen[h as usize] = true;
        queue.push_back(h);
    }
    let mut out = vec![];
    while let Some(x) = queue.pop_front() {
        // [22.3.1]: nor ends in one (the path may cross it).
        if Some(x) != here && end(x) && !super::nuclear::contaminated(s, x) {
            let mut path = vec![x];
            let mut at = x;
            while let Some(p) = prev[at as usize].filter(|&p| Some(p) != here) {
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

/// [14.1.2]: the cities an air ferry may end in: a path of any length, every hex in friendly airspace, never
/// into an enemy unit or an enemy zone (prohibited terrain and the sea are flown over); the end a city the
/// side controls, within stacking. From a box or the SRB the path starts at an edge hex of a friendly sector
/// ([33.2.4]; a sector's box: its own sector's).
pub fn destinations(s: &State, u: UnitId) -> Vec<Dest> {
    if !s.ty(u).airborne {
        return vec![];
    }
    let side = s.side(u);
    let board = Board::new(s);
    let a = Airspaces::new(s);
    let open = |h: HexId| airworthy(s, h) && !board.in_ezoc(side, h) && !board.occupied(side.other(), h) && a.of(s, side, h) == Airspace::Friendly;
    let starts: Vec<HexId> = match s.units[u as usize].loc {
        Loc::Hex(h) => vec![h],
        Loc::Box(sector) => entry_hexes(s, side, sector).into_iter().filter(|&e| open(e)).collect(),
        Loc::Srb => entry_hexes(s, side, 0).into_iter().filter(|&e| open(e)).collect(),
        _ => return vec![],
    };
    let end = |h: HexId| s.data().hexes[h as usize].city.is_some() && s.city_controller(h) == Some(side) && enterable(s, u, h) && fits(s, u, h);
    routes(s, u, starts, open, end)
}

/// [14.2.4]: the sea areas the side may sail in now: the Pact never the North Sea; NATO the Baltic only
/// while it controls every Danish city. A river hex has no sea area and is open to both.
fn sea_areas(s: &State, side: Side) -> impl Fn(HexId) -> bool + '_ {
    let baltic = side == Side::Wp || holds_denmark(s);
    move |h| match s.data().hexes[h as usize].sea_area {
        Some(SeaArea::NorthSea) => side == Side::Nato,
        Some(SeaArea::Baltic) => baltic,
        None => true,
    }
}

/// [14.2.4]: NATO controls every Danish city.
pub fn holds_denmark(s: &State) -> bool {
    let d = s.data();
    (0..d.hexes.len() as HexId).all(|h| d.hexes[h as usize].city.is_none() || d.hexes[h as usize].country.as_deref() != Some("dk") || s.city_controller(h) == Some(Side::Nato))
}

/// [14.2.2]: a hex ships may pass: coastal or all-sea, or beside the major river that leads to an inland
/// port (`waterway`); on the scenario's map, never a neutral country's.
pub fn navigable(s: &State, h: HexId) -> bool {
    let hex = &s.data().hexes[h as usize];
    (hex.all_sea || hex.coastal || s.data().waterway[h as usize]) && airworthy(s, h)
}

/// [14.2.2], [33.2.5]: the sea hexes of the friendly map edge where a sea ferry from the SRB starts: on the
/// scenario's map, NATO's the western and northern edges' North Sea hexes, the Pact's the eastern edge's
/// Baltic hexes (decision F1).
pub fn sea_edge(s: &State, side: Side) -> Vec<HexId> {
    let sc = s.scenario_data();
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .filter(|&h| {
            let hex = &d.hexes[h as usize];
            let rc = super::data::row_hex(h);
            let edge = match side {
                Side::Nato => hex.sea_area == Some(SeaArea::NorthSea) && (rc.col == sc.cols.1 || rc.row == sc.rows.0),
                Side::Wp => hex.sea_area == Some(SeaArea::Baltic) && rc.col == sc.cols.0,
            };
            edge && (hex.all_sea || hex.coastal) && airworthy(s, h)
        })
        .collect()
}

/// [14.2.3]: the steps a port may still let in or out in this Air and Sea Movement Segment (its capacity
/// less the steps that entered or left it by sea ferry; decision F1).
pub fn port_room(s: &State, h: HexId) -> u8 {
    let cap = s.data().hexes[h as usize].port.unwrap_or(0);
    let used = s.steps.iter().rev().find_map(|st| match st {
        Step::Ferry { ports, .. } => Some(ports.iter().filter(|(p, _)| *p == h).map(|(_, n)| *n).sum::<u8>()),
        _ => None,
    });
    cap.saturating_sub(used.unwrap_or(0))
}

/// [14.2.2]: the ports a sea ferry may end in: a path of any length through navigable hexes ([`navigable`])
/// in friendly airspace and sea areas open to the side, never into an enemy unit or an enemy zone (blocked
/// hexsides are crossed); the end a port the side controls, outside enemy zones ([14.2.1] 5a), within
/// stacking and the port's capacity left ([14.2.3]). From the SRB (an unlimited port) the path starts at a
/// sea hex of the friendly map edge ([`sea_edge`]).
pub fn sea_destinations(s: &State, u: UnitId) -> Vec<Dest> {
    let side = s.side(u);
    let board = Board::new(s);
    let mut cover = None;
    if !may_sail(s, &board, &mut cover, u, side) {
        return vec![];
    }
    let a = cover.unwrap_or_else(|| Airspaces::new(s));
    let area = sea_areas(s, side);
    let open = |h: HexId| navigable(s, h) && area(h) && !board.in_ezoc(side, h) && !board.occupied(side.other(), h) && a.of(s, side, h) == Airspace::Friendly;
    let starts: Vec<HexId> = match s.units[u as usize].loc {
        Loc::Hex(h) => vec![h],
        Loc::Srb => sea_edge(s, side).into_iter().filter(|&e| open(e)).collect(),
        _ => return vec![],
    };
    let steps = s.units[u as usize].steps;
    let end = |h: HexId| s.data().hexes[h as usize].port.is_some() && s.city_controller(h) == Some(side) && port_room(s, h) >= steps && enterable(s, u, h) && fits(s, u, h);
    routes(s, u, starts, open, end)
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

/// The unit arrives at the end of its ferry path. From rules 6 it changes the hands of no city on the way:
/// a ferry passes over the hexes between (decision F4; rules 5 moved it as tactical movement does).
fn arrive(s: &mut State, u: UnitId, dest: &Dest) {
    if !sea(s) {
        return super::movement::move_unit(s, u, dest);
    }
    let from = match s.units[u as usize].loc {
        Loc::Hex(h) => Arg::Hex(hex_name(h)),
        _ => Arg::Key("nato.place.edge".into()),
    };
    s.units[u as usize].loc = Loc::Hex(dest.hex);
    s.units[u as usize].moved = true;
    s.push_log(Some(s.side(u)), "nato.move", vec![Arg::Unit(s.key(u).to_string()), from, Arg::Hex(hex_name(dest.hex))]);
}

/// [33.2.6]: CONUS interception: from rules 6 each step of a US or Canadian sea entry ("S") arriving in the
/// SRB rolls 2d6 on NATO's `conus` row (the Strategic Surprise column in every scenario); at or below the
/// value the step is lost.
pub fn conus(s: &mut State, u: UnitId) {
    if !sea(s) || !sea_entry(s, u) || !matches!(s.data().units[u as usize].nation.as_str(), "us" | "ca") {
        return;
    }
    let Some(value) = s.data().air.interception(Side::Nato, "conus", "surprise", s.turn) else { return };
    for _ in 0..s.units[u as usize].steps {
        let roll = s.roll() + s.roll();
        if roll <= value {
            s.push_log(Some(Side::Nato), "nato.conus_intercepted", vec![Arg::Unit(s.key(u).to_string()), Arg::Num(roll as i32), Arg::Num(value as i32)]);
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
        let Some(Step::Ferry { side, passed, .. }) = s.steps.last() else { return None };
        let mut actions = choices(s, *side, passed);
        if actions.is_empty() {
            return None;
        }
        // [15.2]: the interception of the operations declared together, rolled when the player says.
        if !s.lifts.is_empty() {
            actions.push(Action::Resolve);
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.ferry", args: vec![], rule: "NATO 14.0", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Ferry { side, .. }) = s.steps.last().cloned() else { return Err(Illegal("no ferry segment".into())) };
        match action {
            Action::Done => {
                s.steps.pop();
                self.run(s);
            }
            Action::Resolve if !s.lifts.is_empty() => super::transport::intercept_all(s),
            Action::Select(u) => s.steps.push(Step::FerryMove { side, unit: *u }),
            _ => return Err(Illegal("not a ferry choice".into())),
        }
        Ok(())
    }

    /// The segment's end: the operations still waiting roll for interception ([17.0]); the next segment
    /// starts a new count for [15.2].
    fn run(&self, s: &mut State) {
        super::transport::intercept_all(s);
        super::transport::bind_helicopters(s);
        s.lifted.clear();
    }
}

/// One unit's ferry: a city by air ([14.1]) or a port by sea ([14.2]), or back to the segment (the unit then
/// stays for the phase).
pub struct FerryMove;

impl KitStep<State> for FerryMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::FerryMove { side, unit }) = s.steps.last() else { return None };
        let by_air = destinations(s, *unit).into_iter().map(|d| Action::MoveTo(d.hex));
        let by_sea = sea_destinations(s, *unit).into_iter().map(|d| Action::Sail(d.hex));
        let by_transport = super::transport::actions(s, *unit);
        Some(picked_prompt(s, *side, *unit, by_air.chain(by_sea).chain(by_transport).collect(), "nato.ferry_move", "NATO 14.0"))
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::FerryMove { unit, .. }) = s.steps.last().cloned() else { return Err(Illegal("no ferry move".into())) };
        match action {
            Action::MoveTo(h) => {
                let dest = take_picked(s, destinations(s, unit), *h, "not a ferry destination")?;
                // [14.1.2]: it arrives, then rolls for interception; it moves no more this phase.
                arrive(s, unit, &dest);
                s.push_log(Some(s.side(unit)), "nato.ferried", vec![Arg::Unit(s.key(unit).to_string()), Arg::Hex(hex_name(dest.hex))]);
                intercept(s, unit);
            }
            Action::Sail(h) => {
                let from = s.hex_of(unit);
                let steps = s.units[unit as usize].steps;
                let dest = take_picked(s, sea_destinations(s, unit), *h, "not a sea ferry destination")?;
                // [14.2.3]: the steps count against both ports' capacity for the segment.
                if let Some(Step::Ferry { ports, .. }) = s.steps.last_mut() {
                    ports.extend(from.into_iter().chain([dest.hex]).map(|p| (p, steps)));
                }
                // [14.2.2]: it arrives, then rolls for interception; it moves no more this phase.
                arrive(s, unit, &dest);
                s.push_log(Some(s.side(unit)), "nato.sailed", vec![Arg::Unit(s.key(unit).to_string()), Arg::Hex(hex_name(dest.hex))]);
                intercept(s, unit);
            }
            // [16.0]: airlift or sealift by transport commands.
            Action::Airlift(_) | Action::Sealift(_) => super::transport::apply(s, unit, action)?,
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
