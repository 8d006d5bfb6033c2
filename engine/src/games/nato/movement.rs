//! Ground movement ([12.0]): tactical movement with the TEC's costs, zones of control ([12.3]), minimum
//! movement ([12.5]), the Danish Ferry ([12.8]), territorial units ([12.7]), stacking at the end of a move
//! ([9.1.1]), entry of reinforcements from their sector's edge ([33.2.2]) and city control changing hands
//! by movement ([30.1.1]).

use std::collections::{BTreeMap, BinaryHeap};
use std::cmp::Reverse;

use super::actions::Action;
use super::data::{hex_name, Crossing, HexId, Mp, Side};
use super::state::{Loc, State, Step, UnitId};
use super::zoc::Board;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// Where a unit may end its move, with the MP it spends and the hexes it passes.
#[derive(Clone, Debug, PartialEq)]
pub struct Dest {
    pub hex: HexId,
    pub cost: u32,
    pub path: Vec<HexId>,
}

/// The cost of crossing from `a` into `b` for `side`, without zones: the primary terrain of `b` and the
/// hexside's additions ([12.1]); `None` for prohibited terrain ([12.1.1]) and the Danish Ferry, which is
/// its own procedure ([12.8]).
pub fn terrain_cost(s: &State, side: Side, a: HexId, b: HexId) -> Option<u32> {
    terrain_cost_in(s, side, a, b, false)
}

/// The rules version from which the NATO border forces' +1 is not paid in game turn 1's Reserve Phase
/// ([35.6], decision E19); before it the Pact paid it in that phase too.
pub const BORDER_NOT_IN_RESERVE: u32 = 20;

/// As [`terrain_cost`], for a move in the Reserve Phase (`reserve`) or not: from rules 20 the border
/// forces' +1 ([35.6]) is paid only outside it.
pub fn terrain_cost_in(s: &State, side: Side, a: HexId, b: HexId, reserve: bool) -> Option<u32> {
    let d = s.data();
    if !s.playable(b) {
        return None;
    }
    let hs = d.side(a, b)?;
    if hs.crossing == Crossing::Blocked || (hs.crossing == Crossing::AllSea && hs.feature.is_none()) {
        return None;
    }
    let mut cost = match d.tec[s.primary(b)].mp {
        Mp::Cost(n) => n as u32,
        _ => return None,
    };
    for key in hs.tec_keys() {
        match d.tec(key).map(|t| t.mp) {
            Some(Mp::Plus(n)) => cost += n as u32,
            // [35.6]: the NATO border forces: +1 for the Pact on game turn 1's Movement Phase (from rules
            // 20 not in its Reserve Phase).
            Some(Mp::PlusWpGt1(n)) => {
                let phase = !(reserve && s.rules >= BORDER_NOT_IN_RESERVE);
                if side == Side::Wp && s.turn == 1 && phase && s.scenario_data().has("iron_curtain_mp_gt1") {
                    cost += n as u32
                }
            }
            Some(Mp::Cost(n)) => cost = n as u32,
            Some(Mp::Prohibited) | Some(Mp::Ferry) | None => return None,
        }
    }
    // [23.8]: +1 to enter a hex of an enemy Air Interdiction Zone; [21.1.3] 1: +2 to enter a Nuclear marker's.
    Some(cost + super::air::interdiction::aiz_cost(s, side, b) + super::nuclear::entry_cost(s, b))
}

/// Whether the unit may stand in or pass through `h` at all: no enemy unit, no enemy free city
/// ([12.1.2]), a territorial unit stays in its home nation ([12.7]).
pub fn enterable(s: &State, u: UnitId, h: HexId) -> bool {
    enterable_among(s, u, h, s.units_in(h))
}

/// As [`enterable`], given the units standing in `h` (from [`State::stacks`], for many hexes at once).
pub fn enterable_among(s: &State, u: UnitId, h: HexId, here: impl IntoIterator<Item = UnitId>) -> bool {
    let side = s.side(u);
    if here.into_iter().any(|v| s.side(v) == side.other()) || super::nuclear::city_stands(s, h, side.other()) {
        return false;
    }
    territory_ok(s, u, h)
}

/// [12.1.1]: whether the hex's primary terrain may be entered at all (the TEC's MP is not "prohibited").
pub fn passable(s: &State, h: HexId) -> bool {
    let d = s.data();
    matches!(d.tec[s.primary(h)].mp, Mp::Cost(_))
}

/// As [`enterable`], reading the occupation from a [`Board`].
fn enterable_on(s: &State, b: &Board, u: UnitId, h: HexId) -> bool {
    let side = s.side(u);
    // [30.2.4]: a nuked free city no longer stands; [21.1.3] 1: only hard units enter a Nuclear marker's hex.
    // [33.3.2]: a Reforger site does not occupy its hex: the Pact may always move into it (rules 23, `Board`).
    if b.occupied(side.other(), h) || super::nuclear::city_stands(s, h, side.other()) || !super::nuclear::may_enter(s, u, h) {
        return false;
    }
    territory_ok(s, u, h)
}

/// [12.7]: a territorial unit never leaves its home nation; [29.5.1], [29.7]: the Baltic Front's, the other
/// fronts' and the multinational HQs keep to their areas (rules 21).
fn territory_ok(s: &State, u: UnitId, h: HexId) -> bool {
    let unit = &s.data().units[u as usize];
    (!unit.territorial || s.data().hexes[h as usize].country.as_deref() == Some(unit.nation.as_str())) && super::hq_areas::may_enter(s, u, h)
}

/// Whether stacking allows the unit to end its move in `h` ([9.1.1]): 4 maneuver steps, 1 artillery and
/// 1 HQ step (HQs never stack together voluntarily, [29.1]).
pub fn fits(s: &State, u: UnitId, h: HexId) -> bool {
    fits_among(s, u, s.units_in(h))
}

/// As [`fits`], given the units standing in the hex (from [`State::stacks`], for many hexes at once).
pub fn fits_among(s: &State, u: UnitId, here: impl IntoIterator<Item = UnitId>) -> bool {
    let side = s.side(u);
    let class = s.class(u);
    let (mut man, mut art, mut hq) = (0u32, 0u32, 0u32);
    for v in here.into_iter().filter(|&v| v != u && s.side(v) == side) {
        let c = s.class(v);
        let n = s.units[v as usize].steps as u32;
        if c.maneuver() {
            man += n
        } else if c == super::data::Class::Artillery {
            art += n
        } else if c == super::data::Class::Hq {
            hq += n
        }
    }
    let n = s.units[u as usize].steps as u32;
    if class.maneuver() {
        man + n <= 4
    } else if class == super::data::Class::Artillery {
        art + n <= 1
    } else {
        hq + n <= 1
    }
}

/// As [`fits`] for a unit moving in from elsewhere, reading the stacks from a [`Board`].
fn fits_on(s: &State, b: &Board, u: UnitId, h: HexId) -> bool {
    let k = match s.class(u) {
        super::data::Class::Artillery => 1,
        super::data::Class::Hq => 2,
        _ => 0,
    };
    let limit = if k == 0 { 4 } else { 1 };
    b.steps[s.side(u).seat() as usize][h as usize][k] as u32 + s.units[u as usize].steps as u32 <= limit
}

/// The edge hexes a unit in a box enters through ([33.2.2]): its sector's, or any friendly sector's
/// (NATO 1–2, Pact 3–5) for a unit of the SRB or the air, sea and rail entries.
pub fn entry_hexes(s: &State, side: Side, sector: u8) -> Vec<HexId> {
    let ok = |n: u8| if sector == 0 { (side == Side::Nato) == (n <= 2) } else { n == sector };
    (0..s.data().hexes.len() as HexId).filter(|&h| s.data().hexes[h as usize].sector.is_some_and(ok) && s.playable(h)).collect()
}

/// Every hex the unit may move to by tactical movement this Ground Movement Segment ([12.2]–[12.5]).
pub fn destinations(s: &State, u: UnitId) -> Vec<Dest> {
    destinations_in(s, u, false)
}

/// The destinations of a move in the Ground Movement Segment, or (`reserve`) in the Reserve Phase: half
/// the MA rounded up, no minimum move, and hard units ignore enemy zones in Breakthrough zones ([28.2],
/// [25.9.3]).
pub fn destinations_in(s: &State, u: UnitId, reserve: bool) -> Vec<Dest> {
    let side = s.side(u);
    let board = Board::new(s);
    let us = &s.units[u as usize];
    let hard = s.class(u).hard();
    let printed = s.values(u).2 as u32;
    // [10.5.3], [10.4.3]: Movement-OOS units and unsupplied HQs move with half their MA, rounded down.
    let ma = if reserve {
        printed.div_ceil(2)
    } else if us.moos || us.hq_oos {
        printed / 2
    } else {
        printed
    };
    // [35.3.3]: in the Move to the GDP a unit's MA is capped by its national army's die; from rules 26 its
    // reserve allowance too (decision E26).
    let gdp = super::gdp::die_cap(s, u, reserve);
    let ma = gdp.map_or(ma, |d| ma.min(d));
    let zone: Vec<HexId> = s.breakthroughs.iter().filter(|(_, by)| *by == side).flat_map(|&(h, _)| std::iter::once(h).chain(s.data().neighbours(h))).collect();
    let ez = |h: HexId| board.in_ezoc(side, h) && !(reserve && hard && zone.contains(&h));
    // [12.5.1], [25.6.4]: a disrupted unit makes only a minimum move; [22.3.1] so does a unit in a
    // chemical marker's hex; [25.6.4.4], [29.2.3] from rules 20 a suppressed HQ or artillery unit too
    // (decision E18).
    let suppressed = us.suppressed && s.rules >= super::combat::SUPPRESSED_IN_BATTLE;
    let only_minimum = us.disrupted || suppressed || matches!(us.loc, Loc::Hex(h) if super::chemical::in_chem(s, h));
    let mut best: BTreeMap<HexId, (u32, Option<HexId>)> = BTreeMap::new();
    let mut heap = BinaryHeap::new();
    let mut minimum: Vec<HexId> = vec![];
    let start = match us.loc {
        Loc::Hex(h) => Some(h),
        // [33.2.5]: from rules 6 a sea entry in the SRB comes in by sea or rail only.
        Loc::Srb if super::ferry::sea_bound(s, u) => return vec![],
        // Decision E3: from rules 9 nothing walks in from the SRB (air entries fly: air ferry or airlift).
        Loc::Srb if super::transport::srb_bound(s, u) => return vec![],
        // Decision E3: before rules 9 the SRB's other units enter by ground through any friendly sector.
        Loc::Box(_) | Loc::Srb => {
            let sector = if let Loc::Box(n) = us.loc { n } else { 0 };
            // [33.2.2]: entering through an edge hex of the sector, paying that hex's cost.
            for e in entry_hexes(s, side, sector) {
                if !enterable_on(s, &board, u, e) {
                    continue;
                }
                let d = s.data();
                let Mp::Cost(c) = d.tec[s.primary(e)].mp else { continue };
                // [23.8]: an enemy Air Interdiction Zone costs +1 there too.
                let mut c = c as u32 + super::air::interdiction::aiz_cost(s, side, e);
                let ez = ez(e);
                if ez {
                    c += 1;
                }
                if !reserve {
                    minimum.push(e);
                }
                if c <= ma && !only_minimum {
                    best.insert(e, (c, None));
                    heap.push(Reverse((c, e)));
                }
            }
            None
        }
        _ => return vec![],
    };
    if let Some(h) = start {
        let start_ez = ez(h);
        best.insert(h, (0, None));
        for n in s.data().neighbours(h) {
            let Some(tc) = terrain_cost_in(s, side, h, n, reserve) else { continue };
            if !enterable_on(s, &board, u, n) {
                continue;
            }
            let ez = ez(n);
            // [12.3.2], [12.5]: a non-hard unit goes from one enemy zone to another only into a hex a
            // friendly unit or free city holds, as a minimum move that ends its movement.
            if start_ez && ez && !hard && !board.negated(s, side, n) {
                continue;
            }
            if !reserve {
                minimum.push(n);
            }
            if only_minimum {
                continue;
            }
            if start_ez && ez && !hard {
                continue;
            }
            let c = tc + ez as u32 + start_ez as u32;
            if c <= ma && best.get(&n).is_none_or(|b| c < b.0) {
                best.insert(n, (c, Some(h)));
                heap.push(Reverse((c, n)));
            }
        }
    }
    while let Some(Reverse((c, x))) = heap.pop() {
        if best.get(&x).is_some_and(|b| b.0 < c) {
            continue;
        }
        let x_ez = ez(x);
        // [12.3]: a non-hard unit stops on entering an enemy zone; a hard one may go on ([12.3.1]).
        if x_ez && !hard {
            continue;
        }
        // [22.3.1]: a unit entering a chemical marker's hex by ground movement stops there.
        if super::chemical::in_chem(s, x) {
            continue;
        }
        for n in s.data().neighbours(x) {
            if Some(n) == start {
                continue;
            }
            let Some(tc) = terrain_cost_in(s, side, x, n, reserve) else { continue };
            if !enterable_on(s, &board, u, n) {
                continue;
            }
            let ez = ez(n);
            let nc = c + tc + ez as u32 + x_ez as u32;
            if nc <= ma && best.get(&n).is_none_or(|b| nc < b.0) {
                best.insert(n, (nc, Some(x)));
                heap.push(Reverse((nc, n)));
            }
        }
    }
    let mut out: Vec<Dest> = vec![];
    for (&h, &(c, _)) in &best {
        if Some(h) == start {
            continue;
        }
        let mut path = vec![h];
        let mut at = h;
        while let Some((_, Some(p))) = best.get(&at) {
            if Some(*p) == start {
                break;
            }
            path.push(*p);
            at = *p;
        }
        path.reverse();
        out.push(Dest { hex: h, cost: c, path });
    }
    for m in minimum {
        if !out.iter().any(|d| d.hex == m) {
            out.push(Dest { hex: m, cost: ma, path: vec![m] });
        }
    }
    // [12.8]: the Danish Ferry, one NATO unit a segment, as a minimum move.
    if let (Some(h), false, false) = (start, s.ferry_used, reserve) {
        for n in s.data().neighbours(h) {
            let ferry = s.data().side(h, n).is_some_and(|x| x.feature.as_deref() == Some("danish_ferry"));
            let may = match side {
                Side::Nato => !s.surrendered("dk"),
                Side::Wp => s.surrendered("dk"),
            };
            if ferry && may && s.playable(n) && enterable_on(s, &board, u, n) && !out.iter().any(|d| d.hex == n) {
                out.push(Dest { hex: n, cost: ma, path: vec![n] });
            }
        }
    }
    // [12.4]: march movement, twice the printed MA in friendly airspace (rules 12); not in the Reserve Phase
    // nor the Move to the GDP, whose die caps the MA (decision M2); from rules 25 [35.3.2] bars it to every
    // NATO unit in that player turn, those without a die too (decision E25).
    let tactical_only = super::gdp::tactical_only(s, side);
    if let (Some(h), false, None, false, false) = (start, reserve, gdp, only_minimum, tactical_only) {
        for d in super::march::destinations(s, &board, u, h, printed, |n| enterable_on(s, &board, u, n)) {
            if !out.iter().any(|o| o.hex == d.hex) {
                out.push(d);
            }
        }
    }
    out.retain(|d| fits_on(s, &board, u, d.hex));
    // [35.3.2], [35.3.6]: in the Move to the GDP no unit enters Pact territory or ends farther from the
    // Iron Curtain than it started; from rules 26 in its Reserve Phase too (decision E26).
    super::gdp::forward_defence(s, side, reserve, start, &mut out);
    // [35.3.2]: the bar on Pact territory holds for the whole player turn, its Reserve Phase too (from rules
    // 25, decision E25).
    if tactical_only && reserve {
        out.retain(|d| s.data().hexes[d.hex as usize].owner() != Some(Side::Wp));
    }
    out.sort_by_key(|d| d.hex);
    out
}

/// The MP a unit spends moving along `path` from where it stands by tactical movement ([12.1], [12.3]):
/// each hex's terrain and hexside costs, +1 to enter and +1 to leave an enemy zone; `None` if a step is
/// prohibited or a non-hard unit would go on after entering an enemy zone.
pub fn path_cost(s: &State, u: UnitId, path: &[HexId]) -> Option<u32> {
    let side = s.side(u);
    let board = Board::new(s);
    let mut at = s.hex_of(u)?;
    let mut total = 0;
    for (i, &h) in path.iter().enumerate() {
        if i > 0 && board.in_ezoc(side, at) && !s.class(u).hard() {
            return None;
        }
        if !enterable_on(s, &board, u, h) {
            return None;
        }
        total += terrain_cost(s, side, at, h)? + board.in_ezoc(side, h) as u32 + board.in_ezoc(side, at) as u32;
        at = h;
    }
    Some(total)
}

/// Whether the unit may move in this phase: its side's, on the map or in a box, activated ([35.2]), not
/// yet moved.
pub fn may_move(s: &State, board: &Board, u: UnitId, side: Side) -> bool {
    let us = &s.units[u as usize];
    s.side(u) == side
        && s.class(u).ground()
        && matches!(us.loc, Loc::Hex(_) | Loc::Box(_) | Loc::Srb)
        && !us.moved
        // [33.2.5]: a sea entry leaves the SRB by sea or rail (rules 6).
        && !super::ferry::sea_bound(s, u)
        // Decision E3: from rules 9 no unit walks in from the SRB.
        && !super::transport::srb_bound(s, u)
        && us.active <= s.turn
        // [13.1], [7.0] II.B.4: a unit under a Train marker does not move on the ground.
        && us.train.is_none()
        && match us.loc {
            Loc::Hex(h) => s.data().neighbours(h).any(|n| terrain_cost(s, side, h, n).is_some() && enterable_on(s, board, u, n)),
            _ => true,
        }
}

/// The prompt of one picked unit's move in a segment of its own (rail [13.2], ferry [14.0]): the
/// destinations as `moves`, then Cancel to put the unit back.
pub fn picked_prompt(s: &State, side: Side, unit: UnitId, mut moves: Vec<Action>, id: &'static str, rule: &'static str) -> Prompt<Action> {
    moves.push(Action::Cancel);
    Prompt { seat: Some(side.seat()), id, args: vec![Arg::Unit(s.key(unit).to_string())], rule, actions: moves }
}

/// The picked unit's chosen destination `h` among `dests`: its step is done (popped); `Illegal(what)` when
/// `h` is not one of them.
pub fn take_picked(s: &mut State, dests: Vec<Dest>, h: HexId, what: &str) -> Result<Dest, Illegal> {
    let dest = dests.into_iter().find(|d| d.hex == h).ok_or_else(|| Illegal(what.into()))?;
    s.steps.pop();
    Ok(dest)
}

/// Moves the unit along its path; cities it enters change hands ([30.1.1]).
pub fn move_unit(s: &mut State, u: UnitId, dest: &Dest) {
    let side = s.side(u);
    for &h in &dest.path {
        capture(s, h, side);
    }
    let from = match s.units[u as usize].loc {
        Loc::Hex(h) => Arg::Hex(hex_name(h)),
        _ => Arg::Key("nato.place.edge".into()),
    };
    if let Loc::Hex(h) = s.units[u as usize].loc {
        if s.data().side(h, dest.hex).is_some_and(|x| x.feature.as_deref() == Some("danish_ferry")) {
            s.ferry_used = true;
        }
    }
    s.units[u as usize].loc = Loc::Hex(dest.hex);
    s.units[u as usize].moved = true;
    s.push_log(Some(side), "nato.move", vec![Arg::Unit(s.key(u).to_string()), from, Arg::Hex(hex_name(dest.hex))]);
}

/// A unit of `side` enters a city hex the enemy controls but does not hold free: it changes hands, and a
/// city its owner takes back is free again ([30.1], [30.3.2]).
pub fn capture(s: &mut State, h: HexId, side: Side) {
    if s.data().hexes[h as usize].city.is_none() || s.city_controller(h) == Some(side) {
        return;
    }
    let owner = s.data().hexes[h as usize].owner();
    s.conquests.retain(|c| c.hex != h);
    if owner != Some(side) {
        s.conquests.push(super::state::Conquest { hex: h, by: side });
        s.push_log(Some(side), "nato.conquered", vec![Arg::Hex(hex_name(h))]);
    } else {
        s.push_log(Some(side), "nato.liberated", vec![Arg::Hex(hex_name(h))]);
    }
}

/// A side's Movement Phase ([7.0] II.B): pick the next unit to move, or finish.
pub struct MovementPhase;

impl KitStep<State> for MovementPhase {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Movement(side)) = s.steps.last() else { return None };
        let board = Board::new(s);
        let mut actions: Vec<Action> = (0..s.units.len() as UnitId).filter(|&u| may_move(s, &board, u, *side)).map(Action::Select).collect();
        actions.extend((0..s.units.len() as UnitId).filter(|&u| may_reserve(s, &board, u, *side)).map(Action::Reserve));
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.movement", args: vec![Arg::Num(s.turn as i32)], rule: "NATO 12.0", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Movement(side)) = s.steps.last().cloned() else { return Err(Illegal("no movement phase".into())) };
        match action {
            Action::Select(u) => s.steps.push(Step::Move { side, unit: *u, reserve: false }),
            Action::Reserve(u) => {
                let us = &mut s.units[*u as usize];
                us.reserve = true;
                us.moved = true;
                s.push_log(Some(side), "nato.reserve", vec![Arg::Unit(s.key(*u).to_string())]);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("not a movement choice".into())),
        }
        Ok(())
    }
}

/// One unit's move: its destination, or back to the phase.
pub struct MoveUnit;

impl KitStep<State> for MoveUnit {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Move { side, unit, reserve }) = s.steps.last() else { return None };
        let mut actions: Vec<Action> = destinations_in(s, *unit, *reserve).into_iter().map(|d| Action::MoveTo(d.hex)).collect();
        actions.push(Action::Cancel);
        Some(Prompt { seat: Some(side.seat()), id: "nato.move", args: vec![Arg::Unit(s.key(*unit).to_string())], rule: "NATO 12.2", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Move { unit, reserve, .. }) = s.steps.last().cloned() else { return Err(Illegal("no move".into())) };
        match action {
            Action::MoveTo(h) => {
                let dest = destinations_in(s, unit, reserve).into_iter().find(|d| d.hex == *h).ok_or_else(|| Illegal("not a destination".into()))?;
                s.steps.pop();
                move_unit(s, unit, &dest);
                s.units[unit as usize].spent = dest.cost.min(255) as u8;
                if reserve {
                    super::reserve_legs::walked(s, unit);
                }
            }
            Action::Cancel => {
                // The unit stays put and counts as moved: the phase's list shrinks, so it always ends.
                s.steps.pop();
                s.units[unit as usize].moved = true;
                if reserve {
                    super::reserve_legs::walked(s, unit);
                }
            }
            _ => return Err(Illegal("not a move".into())),
        }
        Ok(())
    }
}

/// The end of a Movement Phase: the moved marks go, and the ferry is free again.
pub struct MovementEnd;

impl KitStep<State> for MovementEnd {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        for u in s.units.iter_mut() {
            u.moved = false;
            u.spent = 0;
        }
        s.ferry_used = false;
        s.heli_passed.clear();
        // [15.2]: the Air and Sea Movement Segment's destinations bind this phase's helicopters only.
        s.airlifted.clear();
        if !overstacked(s, s.player).is_empty() {
            s.steps.push(Step::Overstack);
        }
    }
}

/// The side's units in hexes over the stacking limit ([9.1.1]): what a retreat may leave ([9.1.3]).
pub fn overstacked(s: &State, side: Side) -> Vec<UnitId> {
    let board = Board::new(s);
    let mut out = vec![];
    for (u, h) in s.on_map() {
        if s.side(u) != side {
            continue;
        }
        let st = board.steps[side.seat() as usize][h as usize];
        if st[0] > 4 || st[1] > 1 || st[2] > 1 {
            out.push(u);
        }
    }
    out
}

/// [9.1.3], [25.7.6]: a hex a retreat over-stacked and its owner did not fix by the end of his next
/// Movement Phase loses units of his choice until it fits.
pub struct OverstackStep;

impl KitStep<State> for OverstackStep {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let list = overstacked(s, s.player);
        if list.is_empty() {
            return None;
        }
        let actions = list.into_iter().map(Action::Hit).collect();
        Some(Prompt { seat: Some(s.player.seat()), id: "nato.overstack", args: vec![], rule: "NATO 9.1.3", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Hit(u) = action else { return Err(Illegal("not a unit to remove".into())) };
        s.units[*u as usize].loc = Loc::Dead;
        s.push_log(Some(s.side(*u)), "nato.eliminated", vec![Arg::Unit(s.key(*u).to_string())]);
        if overstacked(s, s.player).is_empty() {
            s.steps.pop();
        }
        Ok(())
    }
}

/// Whether the unit may take an OMG/Reserve marker now ([12.6], [28.1]): a maneuver unit of the side on the
/// map, activated, that spent at most half its MA (rounded down; a minimum move spends it all), with no
/// supply marker, not disrupted, not in an enemy zone nor beside an enemy unit.
pub fn may_reserve(s: &State, board: &Board, u: UnitId, side: Side) -> bool {
    let us = &s.units[u as usize];
    let Loc::Hex(h) = us.loc else { return false };
    s.side(u) == side
        && s.class(u).maneuver()
        && !us.reserve
        && us.train.is_none()
        && us.active <= s.turn
        && (us.spent as u32) <= s.values(u).2 as u32 / 2
        && !us.moos
        && !us.coos
        && !us.disrupted
        && !board.in_ezoc(side, h)
        && !s.data().neighbours(h).any(|n| board.occupied(side.other(), n))
}

/// The Reserve Phase ([28.0], [7.0] II.G): OMG/Reserve units move by tactical movement with half their
/// MA, rounded up.
pub struct ReservePhase;

impl KitStep<State> for ReservePhase {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Reserve(side)) = s.steps.last() else { return None };
        // [28.2.1]: from rules 17 a unit flown in by helicopter may still walk (H11).
        let list: Vec<Action> = (0..s.units.len() as UnitId).filter(|&u| super::reserve_legs::may_walk(s, u, *side)).map(Action::Select).collect();
        // [18.3], [28.2.1]: a marked airborne or airmobile unit may fly, infiltration only (rules 7–16:
        // instead of walking; from rules 17 before or after it, H11).
        let mut actions = list;
        actions.extend(super::heliborne::choices(s, *side, true));
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.reserve_phase", args: vec![], rule: "NATO 28.2", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Reserve(side)) = s.steps.last().cloned() else { return Err(Illegal("no reserve phase".into())) };
        match action {
            Action::Select(u) if super::reserve_legs::may_walk(s, *u, side) => s.steps.push(Step::Move { side, unit: *u, reserve: true }),
            Action::Heliborne(u) if super::heliborne::choices(s, side, true).contains(action) => super::heliborne::open(s, side, *u, false, true),
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("not a reserve move".into())),
        }
        Ok(())
    }
}

/// The end of the Reserve Phase ([28.0], [25.9.4]): the player's OMG/Reserve and Breakthrough markers go.
pub struct ReserveEnd;

impl KitStep<State> for ReserveEnd {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        let side = s.player;
        for u in 0..s.units.len() {
            if s.data().units[u].side == side {
                s.units[u].reserve = false;
                s.units[u].moved = false;
            }
        }
        s.breakthroughs.retain(|(_, by)| *by != side);
        s.heli_passed.clear();
        super::reserve_legs::end(s);
        // [23.8.2]: the enemy's Air Interdiction Zones go at the end of this player's Reserve Phase.
        super::air::interdiction::lift_enemy_zones(s, side);
    }
}
