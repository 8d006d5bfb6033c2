//! Transport movement ([15.0]–[17.0]): airlift and sealift in the Air and Sea Movement Segment, beside the
//! ferries ([`super::ferry`]). Played from rules version 9 ([`RULES`]).
//!
//! Each airlift or sealift command on the side's transport-command display carries one step a turn
//! ([15.0], [15.1]); a 2-step passenger takes two. **Airlift** ([16.1]): an airborne or airmobile unit
//! (flag `A`) from a city hex (a sector's box or the SRB: through a friendly sector's edge hex) in friendly
//! or contested airspace, outside every enemy zone, not in a mountain hex, in movement supply, flies any
//! path outside enemy airspace to any land hex meeting the same conditions; with the airborne symbol (flag
//! `B`) it may instead make an **airborne drop** ([16.1.3]) on a clear or marsh hex, in enemy airspace or an
//! enemy zone, without supply. **Sealift** ([16.2]): a marine unit (flag `M`) from a city or coastal hex
//! (or the SRB: from a sea hex of the friendly map edge) sails coastal and all-sea hexes outside enemy
//! airspace, from a port to a coastal hex or a port, or from a coastal hex to a port; an **amphibious
//! landing** ([16.2.3]) from a friendly port in friendly airspace (or the SRB) may end on any coastal hex,
//! in enemy airspace, an enemy zone or out of supply, and a **withdrawal** from a coastal hex (enemy
//! airspace, zones and supply not asked) ends in a friendly port in friendly airspace. The sea areas are
//! [16.2.5]'s. Only the start and the end are restricted ([16.3]).
//!
//! The passenger arrives at once and moves no more in the phase; the **interception** roll ([17.0],
//! [17.1]) waits until the player rolls for the operations declared together ([15.2]): 2d6 a step on the
//! side's own table, `contested` section, `enemy` when the path must enter enemy airspace, −1 when the
//! passenger starts or ends in an enemy zone; at or below the value the step and its command are lost for
//! good. Once rolled, no later operation of the segment may end within 2 hexes of those destinations.
//! The segment's passengers count for airspace only once it is over ([16.4]).
//! docs/games/nato.md, decisions TR1–TR8, E3.

use serde::Serialize;

use super::actions::Action;
use super::air::airspace::{Airspace, Airspaces};
use super::data::{hex_name, HexId, SeaArea, Side};
use super::movement::{enterable_among, entry_hexes, fits_among};
use super::state::{Loc, State, UnitId};
use super::zoc::Board;
use crate::{Arg, Illegal};

/// The first rules version with airlift, sealift and their interception.
pub const RULES: u32 = 9;

/// The first rules version in which an airborne drop or an amphibious landing may end on enemy units as an
/// assault ([16.1.3] 4, [16.1.3.1], [16.2.3] 2, [16.2.3.1], [27.1], [27.1.1]).
pub const ASSAULT_RULES: u32 = 12;

/// Whether drops and landings may assault (the record's rules version).
fn assaults(s: &State) -> bool {
    s.rules >= ASSAULT_RULES
}

/// How far apart ([15.2]) transport destinations must be for a later operation after an interception roll.
pub const DECLARE: u32 = 2;

/// Whether this game plays transport movement (its record's rules version).
pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// The kind of a transport operation ([16.0]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Airlift,
    Drop,
    Sealift,
    Landing,
    Withdrawal,
}

impl Kind {
    fn key(self) -> &'static str {
        match self {
            Kind::Airlift => "airlift",
            Kind::Drop => "drop",
            Kind::Sealift => "sealift",
            Kind::Landing => "landing",
            Kind::Withdrawal => "withdrawal",
        }
    }

    pub fn sea(self) -> bool {
        matches!(self, Kind::Sealift | Kind::Landing | Kind::Withdrawal)
    }
}

/// One transport operation to a hex: its kind, whether its path must enter enemy airspace ([17.1.1]) and
/// whether the passenger starts or ends in an enemy zone ([17.1.2]: −1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Route {
    pub hex: HexId,
    pub kind: Kind,
    pub enemy_air: bool,
    pub ezoc: bool,
}

/// A flown operation whose interception is still to be rolled ([15.2]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Lift {
    pub side: Side,
    pub unit: UnitId,
    pub commands: Vec<UnitId>,
    pub route: Route,
}

/// The side's airlift (or sealift) commands in the Ready box of its transport-command display ([15.1]).
pub fn ready(s: &State, side: Side, sea: bool) -> Vec<UnitId> {
    (0..s.units.len() as UnitId)
        .filter(|&u| {
            let d = &s.data().units[u as usize];
            (if sea { d.sealift } else { d.airlift }) && s.side(u) == side && s.units[u as usize].loc == Loc::Transport && !s.units[u as usize].used
        })
        .collect()
}

/// From rules 9 no unit walks in from the SRB: its air entries come in by air ferry or airlift, its sea
/// entries by sea, the others by rail ([16.1.2], [33.2.4], [13.7]; decision E3).
pub fn srb_bound(s: &State, u: UnitId) -> bool {
    active(s) && s.units[u as usize].loc == Loc::Srb
}

fn mountain(s: &State, h: HexId) -> bool {
    let d = s.data();
    d.hexes[h as usize].terrain.iter().any(|&t| d.tec[t].key == "mountain")
}

/// [16.1.1], [16.2.1] 1–4: what both transports ask of a passenger: its side's ground unit, activated, not
/// moved, no Train marker, neither disrupted nor suppressed, Ready commands enough for its steps.
fn may_board(s: &State, u: UnitId, side: Side, sea: bool) -> bool {
    let us = &s.units[u as usize];
    let ty = s.ty(u);
    active(s)
        && s.side(u) == side
        && s.class(u).ground()
        && (if sea { ty.marine } else { ty.airborne })
        && !us.moved
        && us.active <= s.turn
        && us.train.is_none()
        && !(us.disrupted || us.suppressed)
        // [22.3.1]: no transport starts in a chemical marker's hex.
        && !super::nuclear::stands_contaminated(s, u)
        && ready(s, side, sea).len() >= us.steps as usize
}

/// [16.1.1] 2, 5; [16.2.1] 2, 5: a start (or an end) in friendly or contested airspace, outside every enemy
/// zone (a friendly unit does not negate it), in movement supply (the unit's marker, decision A1).
fn ordinary_start(s: &State, board: &Board, a: &Airspaces, u: UnitId, side: Side, h: HexId) -> bool {
    a.of(s, side, h) != Airspace::Enemy && !board.in_ezoc(side, h) && !s.units[u as usize].moos
}

/// Whether the unit may be airlifted now ([16.1.1]): on the map in a city hex, not a mountain hex, an
/// ordinary start; or in a box or the SRB (a city, always supplied, [33.5], [33.6]).
pub fn may_airlift(s: &State, board: &Board, a: &Airspaces, u: UnitId, side: Side) -> bool {
    if !may_board(s, u, side, false) {
        return false;
    }
    match s.units[u as usize].loc {
        Loc::Hex(h) => s.data().hexes[h as usize].city.is_some() && !mountain(s, h) && ordinary_start(s, board, a, u, side, h),
        Loc::Box(_) | Loc::Srb => true,
        _ => false,
    }
}

/// Whether the unit may be sealifted now ([16.2.1]): on the map in a city, coastal or port hex with an
/// ordinary start, or on a coastal hex for a withdrawal ([16.2.3] 1: anything goes); or in the SRB (not a
/// sector's box).
pub fn may_sealift(s: &State, board: &Board, a: &Airspaces, u: UnitId, side: Side) -> bool {
    if !may_board(s, u, side, true) {
        return false;
    }
    match s.units[u as usize].loc {
        Loc::Hex(h) => {
            let hex = &s.data().hexes[h as usize];
            hex.coastal || (hex.city.is_some() || hex.port.is_some()) && ordinary_start(s, board, a, u, side, h)
        }
        Loc::Srb => true,
        _ => false,
    }
}

/// [16.2.5]: the sea areas the side may sail in by sealift: the Pact the Baltic always, the North Sea only
/// once Denmark has surrendered and NATO holds no Danish city; NATO the North Sea always, the Baltic while
/// Denmark has not surrendered (data decision 6: the ferry's rule differs). A river hex is open to both.
fn sea_areas(s: &State, side: Side) -> impl Fn(HexId) -> bool + '_ {
    let denmark_down = s.surrendered("dk");
    let north = side == Side::Nato || denmark_down && !danish_city_of_nato(s);
    let baltic = side == Side::Wp || !denmark_down;
    move |h| match s.data().hexes[h as usize].sea_area {
        Some(SeaArea::NorthSea) => north,
        Some(SeaArea::Baltic) => baltic,
        None => true,
    }
}

fn danish_city_of_nato(s: &State) -> bool {
    let d = s.data();
    (0..d.hexes.len() as HexId).any(|h| d.hexes[h as usize].city.is_some() && d.hexes[h as usize].country.as_deref() == Some("dk") && s.city_controller(h) == Some(Side::Nato))
}

/// The fewest enemy-airspace hexes on a path from `starts` (each with its own count) to every hex, through
/// `open` hexes only: one search of the map (0–1 breadth first). `u8::MAX`: not reached.
fn search(s: &State, starts: &[(HexId, u8)], open: impl Fn(HexId) -> bool, enemy: impl Fn(HexId) -> bool) -> Vec<u8> {
    let d = s.data();
    let mut dist = vec![u8::MAX; d.hexes.len()];
    let mut queue = std::collections::VecDeque::new();
    for &(h, c) in starts {
        if c < dist[h as usize] {
            dist[h as usize] = c;
            queue.push_back(h);
        }
    }
    while let Some(x) = queue.pop_front() {
        let here = dist[x as usize];
        for y in d.neighbours(x) {
            if !open(y) {
                continue;
            }
            let e = enemy(y) as u8;
            let c = here.saturating_add(e).min(1);
            if c < dist[y as usize] {
                dist[y as usize] = c;
                if e == 0 {
                    queue.push_front(y);
                } else {
                    queue.push_back(y);
                }
            }
        }
    }
    dist
}

/// The hexes where the unit could trace movement supply if it stood there ([16.1.1] 5d, [16.2.1] 5c;
/// [10.1.5]–[10.1.7]): within the support range of a supplied superior HQ, or within a line of supply of
/// [`super::supply::LINK`] hexes of a supplied free city or an edge hex of its home nation (a supplied free
/// city of an allied nation for NATO), in that nation; traced from the sources outward (decision TR4).
pub fn supply_area(s: &State, ctx: &super::supply::Ctx, u: UnitId) -> Vec<bool> {
    use super::supply::{home, superior, supplied_hqs, LINK};
    let d = s.data();
    let side = s.side(u);
    let mut out = vec![false; d.hexes.len()];
    for hq in supplied_hqs(s, side) {
        if !superior(s, hq, u) {
            continue;
        }
        if let Some(h) = s.hex_of(hq) {
            for x in super::combat::support_reach(s, side, h, s.values(hq).0 as u32) {
                out[x as usize] = true;
            }
        }
    }
    // The sources of each nation, then one search from all of them together.
    let homes = home(s, u);
    let mut sources: Vec<(&str, Vec<HexId>)> = vec![];
    for x in 0..d.hexes.len() as HexId {
        let hex = &d.hexes[x as usize];
        let Some(country) = hex.country.as_deref() else { continue };
        let own = homes.iter().any(|&n| n == country);
        let allied = side == Side::Nato && hex.owner() == Some(Side::Nato);
        if !(own || allied) || s.surrendered(country) {
            continue;
        }
        if own && hex.edge || hex.city.is_some() && ctx.city(s, side, x) {
            match sources.iter_mut().find(|(c, _)| *c == country) {
                Some((_, v)) => v.push(x),
                None => sources.push((country, vec![x])),
            }
        }
    }
    for (country, from) in sources {
        for (y, near) in reach_all(s, &ctx.board, side, &from, LINK).into_iter().enumerate() {
            if near && d.hexes[y].country.as_deref() == Some(country) {
                out[y] = true;
            }
        }
    }
    // Rules 12: Copenhagen conquered supplies its islands ([10.3.3.6]).
    if let Some(c) = super::cities::pact_copenhagen(s).filter(|&c| side == Side::Wp && ctx.conquered(s, side, c)) {
        let islands = super::cities::islands(s, c);
        for (y, near) in reach_all(s, &ctx.board, side, &[c], LINK).into_iter().enumerate() {
            out[y] |= near && islands[y];
        }
    }
    out
}

/// The hexes a link of at most `max` hexes reaches from any of `from` ([`super::supply::reach`] from all
/// of them at once).
fn reach_all(s: &State, board: &Board, side: Side, from: &[HexId], max: u32) -> Vec<bool> {
    let n = s.data().hexes.len();
    let mut dist = vec![u32::MAX; n];
    let mut q = std::collections::VecDeque::new();
    for &h in from {
        dist[h as usize] = 0;
        q.push_back(h);
    }
    while let Some(x) = q.pop_front() {
        let dx = dist[x as usize];
        if dx == max {
            continue;
        }
        for y in s.data().neighbours(x) {
            if dist[y as usize] == u32::MAX && super::supply::los_step(s, board, side, x, y) {
                dist[y as usize] = dx + 1;
                q.push_back(y);
            }
        }
    }
    dist.into_iter().map(|d| d != u32::MAX).collect()
}

/// Whether `h` is at least [`DECLARE`] + 1 hexes from every destination already rolled in this segment
/// ([15.2]: an operation ending within 2 hexes of another had to be declared with it).
fn undeclared_ok(s: &State, h: HexId) -> bool {
    s.lifted.iter().all(|l| s.data().distance(l.route.hex, h) > DECLARE)
}

/// The rules version from which [15.2] binds the Helicopter Movement Segment too (decision TR9).
pub const HELI_DECLARE: u32 = 16;

/// [15.2] (rules 16): the Air and Sea Movement Segment's destinations, all rolled at its end, bind the same
/// Movement Phase's helicopter operations (decision TR9).
pub fn bind_helicopters(s: &mut State) {
    if s.rules >= HELI_DECLARE {
        s.airlifted = s.lifted.iter().map(|l| l.route.hex).collect();
    }
}

/// [15.2] (rules 16): whether a helicopter operation may end its passenger at `h`: more than [`DECLARE`]
/// hexes from every airlift and sealift destination of the Movement Phase, whose interception was rolled
/// before the helicopters flew (decision TR9).
pub fn heli_end_ok(s: &State, h: HexId) -> bool {
    s.rules < HELI_DECLARE || s.airlifted.iter().all(|&a| s.data().distance(a, h) > DECLARE)
}

/// [16.4]: the airspace for transport in this segment: its passengers so far do not count yet (decision
/// TR8).
fn airspace(s: &State) -> Airspaces {
    let passengers: Vec<UnitId> = s.lifts.iter().chain(&s.lifted).map(|l| l.unit).collect();
    Airspaces::without(s, &passengers)
}

/// [16.1.2], [16.1.3]: every hex the unit may be airlifted or dropped to, with its route.
pub fn air_routes(s: &State, u: UnitId) -> Vec<Route> {
    if !may_board(s, u, s.side(u), false) {
        return vec![];
    }
    let a = airspace(s);
    air_routes_on(s, &a, u)
}

/// [22.3.1]: no transport ends in a chemical marker's hex (the path may cross one, [16.3]).
fn air_routes_on(s: &State, a: &Airspaces, u: UnitId) -> Vec<Route> {
    let mut out = air_routes_any(s, a, u);
    out.retain(|r| !super::nuclear::contaminated(s, r.hex));
    out
}

fn sea_routes_on(s: &State, a: &Airspaces, u: UnitId) -> Vec<Route> {
    let mut out = sea_routes_any(s, a, u);
    out.retain(|r| !super::nuclear::contaminated(s, r.hex));
    out
}

fn air_routes_any(s: &State, a: &Airspaces, u: UnitId) -> Vec<Route> {
    let side = s.side(u);
    let board = &a.ctx().board;
    if !may_airlift(s, board, a, u, side) {
        return vec![];
    }
    let d = s.data();
    let here = s.hex_of(u);
    let enemy = |h: HexId| a.of(s, side, h) == Airspace::Enemy;
    let open = |h: HexId| !d.hexes[h as usize].neutral && s.scenario_data().contains(super::data::row_hex(h));
    let starts: Vec<(HexId, u8)> = match s.units[u as usize].loc {
        Loc::Hex(h) => vec![(h, 0)],
        Loc::Box(sector) => entry_hexes(s, side, sector).into_iter().map(|e| (e, enemy(e) as u8)).collect(),
        _ => entry_hexes(s, side, 0).into_iter().map(|e| (e, enemy(e) as u8)).collect(),
    };
    let dist = search(s, &starts, open, enemy);
    let parachute = s.ty(u).parachute;
    let mut supplied: Option<Vec<bool>> = None;
    let stacks = s.stacks();
    let mut out = vec![];
    for h in 0..d.hexes.len() as HexId {
        let reached = dist[h as usize];
        if reached == u8::MAX || Some(h) == here || !s.playable(h) || !undeclared_ok(s, h) {
            continue;
        }
        let standing = || stacks.units_in(h).iter().copied();
        // [16.1.3] 4, [27.1]: a drop may end on enemy units, an assault (rules 12).
        let assault = standing().any(|v| s.side(v) == side.other()) && parachute && assaults(s) && super::assault::may_land(s, u, h);
        if !(enterable_among(s, u, h, standing()) && fits_among(s, u, standing()) || assault) {
            continue;
        }
        let ezoc = board.in_ezoc(side, h);
        // [16.1.2], [16.1.1] 5: no enemy airspace on the way; the end outside enemy zones, mountains, and
        // within movement supply.
        let airlift = !assault && reached == 0 && !ezoc && !mountain(s, h) && supplied.get_or_insert_with(|| supply_area(s, a.ctx(), u))[h as usize];
        // [16.1.3]: a drop on a clear or marsh hex, enemy airspace and zones allowed, no supply needed.
        let drop = parachute && d.tec[s.primary(h)].drop;
        let kind = if airlift {
            Kind::Airlift
        } else if drop {
            Kind::Drop
        } else {
            continue;
        };
        out.push(Route { hex: h, kind, enemy_air: reached > 0, ezoc });
    }
    out
}

/// [16.2.2], [16.2.3]: every hex the unit may be sealifted to (or land on, or withdraw to), with its route.
pub fn sea_routes(s: &State, u: UnitId) -> Vec<Route> {
    if !may_board(s, u, s.side(u), true) {
        return vec![];
    }
    let a = airspace(s);
    sea_routes_on(s, &a, u)
}

fn sea_routes_any(s: &State, a: &Airspaces, u: UnitId) -> Vec<Route> {
    let side = s.side(u);
    let board = &a.ctx().board;
    if !may_sealift(s, board, a, u, side) {
        return vec![];
    }
    let d = s.data();
    let here = s.hex_of(u);
    let enemy = |h: HexId| a.of(s, side, h) == Airspace::Enemy;
    let area = sea_areas(s, side);
    let open = |h: HexId| super::ferry::navigable(s, h) && area(h);
    let starts: Vec<(HexId, u8)> = match here {
        Some(h) => vec![(h, 0)],
        None => super::ferry::sea_edge(s, side).into_iter().filter(|&e| area(e)).map(|e| (e, enemy(e) as u8)).collect(),
    };
    let dist = search(s, &starts, open, enemy);
    // The start: a port (the SRB is one, [33.6]) or another coastal or city hex; ordinary, a landing's
    // (a friendly-controlled port in friendly airspace, [16.2.3] 2) or a withdrawal's (a coastal hex).
    let (from_port, ordinary, landing, withdrawal, start_ezoc) = match here {
        Some(h) => {
            let hex = &d.hexes[h as usize];
            let port = hex.port.is_some();
            let ord = (hex.city.is_some() || port || hex.coastal) && ordinary_start(s, board, a, u, side, h);
            let land = port && s.city_controller(h) == Some(side) && a.of(s, side, h) == Airspace::Friendly && !board.in_ezoc(side, h) && !s.units[u as usize].moos;
            (port, ord, land, hex.coastal, board.in_ezoc(side, h))
        }
        None => (true, true, true, false, false),
    };
    let hq = s.class(u) == super::data::Class::Hq;
    // [16.2.1.1]: an inland port watched from its river or cut off lets no one sail in or out (rules 12).
    let port_open = |h: HexId| !super::inland_port::inland(d, h) || super::inland_port::open(s, a.ctx(), side, h);
    if here.is_some_and(|h| !port_open(h)) {
        return vec![];
    }
    let mut supplied: Option<Vec<bool>> = None;
    let stacks = s.stacks();
    let mut out = vec![];
    for h in 0..d.hexes.len() as HexId {
        let reached = dist[h as usize];
        if reached == u8::MAX || Some(h) == here || !s.playable(h) || !undeclared_ok(s, h) || !port_open(h) {
            continue;
        }
        let hex = &d.hexes[h as usize];
        let standing = || stacks.units_in(h).iter().copied();
        // [16.2.3] 2, [27.1], [27.1.1]: a landing may end on enemy units on a coastal hex, an assault (rules
        // 12); the Baltic Corps HQ with a marine brigade that assaults there.
        let assault = landing && hex.coastal && standing().any(|v| s.side(v) == side.other()) && assaults(s) && super::assault::may_land(s, u, h);
        if !(enterable_among(s, u, h, standing()) && fits_among(s, u, standing()) || assault) {
            continue;
        }
        let port = hex.port.is_some();
        let ezoc = board.in_ezoc(side, h);
        let mut supply = || supplied.get_or_insert_with(|| supply_area(s, a.ctx(), u))[h as usize];
        // [16.2.2]: port to coastal hex or port, coastal hex to port; outside enemy airspace, enemy zones,
        // and within supply. [16.2.4]: the Baltic Corps HQ only lands.
        let ordinary_end = !assault && ordinary && !hq && reached == 0 && (if from_port { hex.coastal || port } else { port }) && !ezoc && supply();
        // [16.2.3] 1: a withdrawal from a coastal hex to a friendly-controlled port in friendly airspace.
        let withdraw = !assault && withdrawal && !hq && port && s.city_controller(h) == Some(side) && a.of(s, side, h) == Airspace::Friendly && !ezoc && supply();
        // [16.2.3] 2, [16.2.4]: a landing on any coastal hex; the HQ only beside a friendly marine maneuver
        // unit already there.
        let land = landing && hex.coastal && (!hq || s.units_in(h).any(|v| s.side(v) == side && s.ty(v).marine && s.class(v).maneuver()));
        let kind = if ordinary_end {
            Kind::Sealift
        } else if withdraw {
            Kind::Withdrawal
        } else if land {
            Kind::Landing
        } else {
            continue;
        };
        out.push(Route { hex: h, kind, enemy_air: reached > 0, ezoc: ezoc || start_ezoc });
    }
    out
}

/// [17.1.1], [17.1.2]: the interception value of a route on the moving side's table (`None`: "NA").
pub fn value(s: &State, side: Side, route: &Route) -> Option<u8> {
    let section = if route.enemy_air { "enemy" } else { "contested" };
    s.data().air.interception(side, section, &s.scenario_data().air_profile, s.turn)
}

/// The operation is flown: the Ready commands (one a step, in counter order) take the passenger to the
/// route's hex at once ([15.1]); it moves no more this phase. Its interception waits ([15.2]).
pub fn fly(s: &mut State, u: UnitId, route: Route) {
    let side = s.side(u);
    let commands: Vec<UnitId> = ready(s, side, route.kind.sea()).into_iter().take(s.units[u as usize].steps as usize).collect();
    for &c in &commands {
        s.units[c as usize].used = true;
    }
    let from = match s.units[u as usize].loc {
        Loc::Hex(x) => Arg::Hex(hex_name(x)),
        _ => Arg::Key("nato.place.edge".into()),
    };
    // [16.2.4]: the Baltic Corps HQ is supplied on the turn it sails from a friendly port (rules 12).
    let from_port = match s.units[u as usize].loc {
        Loc::Hex(x) => s.data().hexes[x as usize].port.is_some() && s.city_controller(x) == Some(side),
        Loc::Srb => true,
        _ => false,
    };
    s.units[u as usize].loc = Loc::Hex(route.hex);
    s.units[u as usize].moved = true;
    if route.kind.sea() && from_port {
        super::sea_supply::sails_from_port(s, u);
    }
    s.push_log(Some(side), &format!("nato.lift_{}", route.kind.key()), vec![Arg::Unit(s.key(u).to_string()), from, Arg::Hex(hex_name(route.hex))]);
    // [16.1.3.1], [16.2.3.1]: on enemy units, the passenger begins an assault ([27.1]).
    if assaults(s) && s.occupied_by(route.hex, side.other()) {
        super::assault::begin(s, u, route.hex);
    }
    s.lifts.push(Lift { side, unit: u, commands, route });
}

/// [17.1.2]: the interception rolls of every operation flown since the last roll, in the order flown: 2d6
/// a step (−1 for an enemy zone at either end); at or below the value the step and its command are gone
/// for good; else the command goes to the Recovery box. Their destinations bind later operations ([15.2]).
pub fn intercept_all(s: &mut State) {
    for lift in std::mem::take(&mut s.lifts) {
        s.lifted.push(lift.clone());
        let Some(v) = value(s, lift.side, &lift.route) else { continue };
        let drm = if lift.route.ezoc { -1 } else { 0 };
        for &c in &lift.commands {
            let roll = (s.roll() + s.roll()) as i32;
            let key = |s: &State, u: UnitId| Arg::Unit(s.key(u).to_string());
            if roll + drm <= v as i32 {
                s.push_log(Some(lift.side), "nato.lift_intercepted", vec![key(s, lift.unit), key(s, c), Arg::Num(roll), Arg::Num(roll + drm), Arg::Num(v as i32)]);
                s.units[c as usize].loc = Loc::Dead;
                if s.units[lift.unit as usize].loc != Loc::Dead {
                    s.lose_step(lift.unit);
                }
            } else {
                s.push_log(Some(lift.side), "nato.lift_arrives", vec![key(s, lift.unit), Arg::Hex(hex_name(lift.route.hex)), Arg::Num(roll), Arg::Num(roll + drm), Arg::Num(v as i32)]);
            }
        }
    }
}

/// The picked unit's transport actions: by air, then by sea (one board and one airspace for both).
pub fn actions(s: &State, u: UnitId) -> Vec<Action> {
    let side = s.side(u);
    let (air, sea) = (may_board(s, u, side, false), may_board(s, u, side, true));
    if !(air || sea) {
        return vec![];
    }
    let a = airspace(s);
    let mut out: Vec<Action> = vec![];
    if air {
        out.extend(air_routes_on(s, &a, u).into_iter().map(|r| Action::Airlift(r.hex)));
    }
    if sea {
        out.extend(sea_routes_on(s, &a, u).into_iter().map(|r| Action::Sealift(r.hex)));
    }
    out
}

/// Flies the picked unit's chosen operation (the picked step is popped).
pub fn apply(s: &mut State, u: UnitId, action: &Action) -> Result<(), Illegal> {
    let route = match *action {
        Action::Airlift(h) => air_routes(s, u).into_iter().find(|r| r.hex == h),
        Action::Sealift(h) => sea_routes(s, u).into_iter().find(|r| r.hex == h),
        _ => None,
    };
    let route = route.ok_or_else(|| Illegal("not a transport destination".into()))?;
    s.steps.pop();
    fly(s, u, route);
    Ok(())
}

/// The odds of a transport operation's interception (`Game::odds`): the section and value, the −1 of an
/// enemy zone, and the chance of each result over the 36 rolls of 2d6.
pub fn odds(s: &State, u: UnitId, action: &Action) -> Option<crate::kit::odds::Odds> {
    let route = match *action {
        Action::Airlift(h) => air_routes(s, u).into_iter().find(|r| r.hex == h),
        Action::Sealift(h) => sea_routes(s, u).into_iter().find(|r| r.hex == h),
        _ => None,
    }?;
    let section = if route.enemy_air { "enemy" } else { "contested" };
    let steps = s.units[u as usize].steps as i32;
    Some(interception_odds(
        value(s, s.side(u), &route),
        route.ezoc,
        vec![(format!("nato.odds.intercept_{section}"), vec![])],
        |v| ("nato.odds.intercept_value".into(), vec![Arg::Num(v as i32), Arg::Num(steps)]),
        ("nato.odds.lift_arrives", "nato.odds.intercepted"),
    ))
}

/// [17.1.2]: the odds of one interception roll — 2d6, −1 when `ezoc`, at or below `value` intercepted — over
/// the 36 rolls: `ids` name the results (arrives, intercepted); `notes` come first, then `value_note` of the
/// value. "NA" (`None`): no roll, no result. Transport steps ([17.0]) and virtual supply points ([10.7],
/// [10.9.2]) roll so.
pub fn interception_odds(
    value: Option<u8>,
    ezoc: bool,
    mut notes: Vec<(String, Vec<Arg>)>,
    value_note: impl FnOnce(u8) -> (String, Vec<Arg>),
    ids: (&str, &str),
) -> crate::kit::odds::Odds {
    use crate::kit::odds::{Modifier, Odds, OddsOutcome};
    let Some(v) = value else {
        notes.push(("nato.odds.intercept_na".into(), vec![]));
        return Odds { dice: 2, faces: (1, 6), total: 36, outcomes: vec![], modifiers: vec![], notes };
    };
    let drm = if ezoc { -1 } else { 0 };
    let modifiers = if ezoc { vec![Modifier::new("nato.odds.intercept_ezoc", vec![], -1)] } else { vec![] };
    notes.push(value_note(v));
    let mut safe = OddsOutcome { id: ids.0.into(), args: vec![], ways: 0, success: Some(true), loses: false, rolls: vec![] };
    let mut lost = OddsOutcome { id: ids.1.into(), args: vec![], ways: 0, success: Some(false), loses: false, rolls: vec![] };
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            let o = if (a + b) as i32 + drm <= v as i32 { &mut lost } else { &mut safe };
            o.ways += 1;
            o.rolls.push(vec![a, b]);
        }
    }
    let mut outcomes: Vec<OddsOutcome> = [safe, lost].into_iter().filter(|o| o.ways > 0).collect();
    outcomes.sort_by_key(|x| std::cmp::Reverse(x.ways));
    Odds { dice: 2, faces: (1, 6), total: 36, outcomes, modifiers, notes }
}
