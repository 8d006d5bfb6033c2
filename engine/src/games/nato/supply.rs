//! Supply ([10.0]): lines of supply ([10.2]), the cities' own supply by link or port ([10.3.3]), the HQs'
//! chains of links to their sources ([10.3.2], [10.4]), the combat units' movement and combat supply by
//! location ([10.1.5]–[10.1.9]) or through their superior HQ ([10.4.2], [10.4.4]), the end of the Pact's
//! automatic supply ([10.8]). The Out-of-Supply markers live on the units (`UnitState`); the phases that
//! place and lift them are in `turn.rs` and `combat/`.

use std::collections::VecDeque;

use super::data::{Crossing, HexId, Side};
use super::state::{Loc, State, UnitId};
use super::zoc::Board;

/// One link's length ([10.2]).
pub const LINK: u32 = 10;

/// The rules version from which an HQ supplies no unit under a Train marker ([10.4.4.7]) and the Joint
/// Combat Supply segment lifts the Combat-OOS marker of a participant that traces combat supply again
/// ([10.6] 1, [10.6.2]); before it neither was played.
pub const MARKERS: u32 = 19;

/// Whether a line of supply of `side` may step from `a` into `b` ([10.2.3], [10.2.4]): not into enemy
/// units, an un-negated enemy zone or an enemy-controlled city; not across a blocked or all-sea hexside
/// (a causeway is land; the Danish Ferry for NATO until Denmark surrenders, then for the Pact).
pub fn los_step(s: &State, b_: &Board, side: Side, a: HexId, b: HexId) -> bool {
    let d = s.data();
    // [33.3.2]: a Reforger site neither bars the Pact's line nor, having no zone, stops it (rules 23, `Board`).
    if !s.playable(b) || b_.occupied(side.other(), b) || s.city_controller(b) == Some(side.other()) {
        return false;
    }
    if b_.in_ezoc(side, b) && !b_.negated(s, side, b) {
        return false;
    }
    let Some(hs) = d.side(a, b) else { return false };
    match (hs.crossing, hs.feature.as_deref()) {
        (Crossing::Blocked, _) => false,
        (Crossing::AllSea, Some("causeway")) => true,
        (Crossing::AllSea, Some("danish_ferry")) => (side == Side::Nato) != s.surrendered("dk"),
        (Crossing::AllSea, _) => false,
        (Crossing::Land, _) => true,
    }
}

/// The hexes a link of at most `max` hexes reaches from `from` (itself included, [10.2]).
pub fn reach(s: &State, board: &Board, side: Side, from: HexId, max: u32) -> Vec<HexId> {
    let mut out = vec![];
    reaches(s, board, side, from, max, |h| {
        out.push(h);
        false
    });
    out
}

/// Whether a link of at most `max` hexes from `from` reaches a hex that is `goal` ([10.2]): the hexes of
/// [`reach`], breadth first, `from` first, each asked as it is reached; the search stops at the first yes.
pub fn reaches(s: &State, board: &Board, side: Side, from: HexId, max: u32, mut goal: impl FnMut(HexId) -> bool) -> bool {
    let n = s.data().hexes.len();
    let mut dist = vec![u32::MAX; n];
    dist[from as usize] = 0;
    if goal(from) {
        return true;
    }
    let mut q = VecDeque::from([from]);
    while let Some(x) = q.pop_front() {
        let dx = dist[x as usize];
        if dx == max {
            continue;
        }
        for y in s.data().neighbours(x) {
            if dist[y as usize] == u32::MAX && los_step(s, board, side, x, y) {
                dist[y as usize] = dx + 1;
                if goal(y) {
                    return true;
                }
                q.push_back(y);
            }
        }
    }
    false
}

/// The countries a unit counts as home ([10.1.5], [10.1.6]): every Pact nation for every Pact unit; a NATO
/// unit's own nation (US, UK and Canadian units have none on the map).
pub fn home(s: &State, u: UnitId) -> Vec<&'static str> {
    let unit = &s.data().units[u as usize];
    match unit.side {
        Side::Wp => vec!["gdr", "pl", "cs"],
        Side::Nato => ["frg", "dk", "nl", "be", "fr", "lu"].into_iter().filter(|n| *n == unit.nation).collect(),
    }
}

/// Whether a free city of `side` is supplied ([10.3.3]): a link to another friendly free city
/// ([10.3.3.1]), the other hex of its own two-hex city, or port supply from a coastal port through coastal
/// and all-sea hexes to open sea ([10.3.3.2]).
pub fn city_supplied(s: &State, board: &Board, side: Side, h: HexId) -> bool {
    if !s.free_city_of(h, side) {
        return false;
    }
    let d = s.data();
    let key = d.hexes[h as usize].city.as_ref().map(|c| c.key.clone());
    if d.neighbours(h).any(|n| s.free_city_of(n, side) && d.hexes[n as usize].city.as_ref().map(|c| &c.key) == key.as_ref()) {
        return true;
    }
    if reaches(s, board, side, h, LINK, |x| x != h && s.free_city_of(x, side) && d.hexes[x as usize].city.as_ref().map(|c| &c.key) != key.as_ref()) {
        return true;
    }
    port_supplied(s, board, side, h)
}

/// [10.3.3.2]: a port on a coastal hex traces up to 10 hexes through coastal and all-sea hexes, free of
/// enemy zones, to an all-sea hex beside no coastal hex.
pub fn port_supplied(s: &State, board: &Board, side: Side, h: HexId) -> bool {
    let d = s.data();
    let hex = &d.hexes[h as usize];
    if hex.port.is_none() || !hex.port_coastal {
        return false;
    }
    let n = d.hexes.len();
    let mut dist = vec![u32::MAX; n];
    dist[h as usize] = 0;
    let mut q = VecDeque::from([h]);
    while let Some(x) = q.pop_front() {
        let dx = dist[x as usize];
        let xh = &d.hexes[x as usize];
        if xh.all_sea && !d.neighbours(x).any(|y| d.hexes[y as usize].coastal) {
            return true;
        }
        if dx == LINK {
            continue;
        }
        for y in d.neighbours(x) {
            let yh = &d.hexes[y as usize];
            if dist[y as usize] != u32::MAX || !(yh.all_sea || yh.coastal) || board.in_ezoc(side, y) {
                continue;
            }
            if !d.side(x, y).is_some_and(|z| z.crossing != Crossing::Blocked) {
                continue;
            }
            dist[y as usize] = dx + 1;
            q.push_back(y);
        }
    }
    false
}

/// The board, and each free city's supply worked out the first time a rule asks ([10.3.3]) and kept for
/// the rest of one ruling.
pub struct Ctx {
    pub board: Board,
    /// Per side and hex: 0 not yet asked, 1 supplied, 2 not.
    cities: [Vec<std::cell::Cell<u8>>; 2],
    /// The same for the cities a side holds by conquest ([10.3.3.5], [10.3.3.6]; rules 12).
    conquered: [Vec<std::cell::Cell<u8>>; 2],
}

impl Ctx {
    pub fn new(s: &State) -> Ctx {
        let n = s.data().hexes.len();
        let cells = || [vec![std::cell::Cell::new(0); n], vec![std::cell::Cell::new(0); n]];
        Ctx { board: Board::new(s), cities: cells(), conquered: cells() }
    }

    /// Whether a free city of `side` is supplied ([10.3.3]).
    pub fn city(&self, s: &State, side: Side, h: HexId) -> bool {
        if s.data().hexes[h as usize].city.is_none() {
            return false;
        }
        let cell = &self.cities[side.seat() as usize][h as usize];
        if cell.get() == 0 {
            cell.set(if city_supplied(s, &self.board, side, h) { 1 } else { 2 });
        }
        cell.get() == 1
    }

    /// Whether a city `side` holds by conquest is supplied ([10.3.3.5], [10.3.3.6]; from rules 12).
    pub fn conquered(&self, s: &State, side: Side, h: HexId) -> bool {
        if s.data().hexes[h as usize].city.is_none() || !super::cities::active(s) {
            return false;
        }
        let cell = &self.conquered[side.seat() as usize][h as usize];
        if cell.get() == 0 {
            cell.set(if super::cities::conquered_supplied(s, self, side, h) { 1 } else { 2 });
        }
        cell.get() == 1
    }

    /// Whether a city `side` controls is supplied, free ([10.3.3.1], [10.3.3.2]) or conquered ([10.3.3.5]).
    pub fn controlled_city(&self, s: &State, side: Side, h: HexId) -> bool {
        self.city(s, side, h) || self.conquered(s, side, h)
    }
}

/// Whether `h` is a valid source for the HQ `hq` ([10.3.2]): a supplied free city or a map-edge hex of its
/// home nation, or a friendly-controlled port in a friendly nation; US and UK HQs a port or an edge hex of
/// sector 1 ([10.3.2.1]); the multinational HQs (Danish and West German) the free cities of both
/// ([10.3.2.2]).
fn hq_source(s: &State, ctx: &Ctx, hq: UnitId, h: HexId, home: &[&str]) -> bool {
    let d = s.data();
    let side = s.side(hq);
    let hex = &d.hexes[h as usize];
    let country = hex.country.as_deref().unwrap_or("");
    let friendly_nation = hex.owner() == Some(side) && !s.surrendered(country);
    if hex.port.is_some() && s.city_controller(h) == Some(side) && friendly_nation {
        return true;
    }
    if home.contains(&country) && !s.surrendered(country) {
        if hex.edge {
            return true;
        }
        if hex.city.is_some() && ctx.city(s, side, h) {
            return true;
        }
    }
    // [10.3.3.6]: Copenhagen conquered, for the Baltic Corps HQ on its islands (rules 12).
    if super::cities::corps_source(s, ctx, hq, h) {
        return true;
    }
    home.is_empty() && side == Side::Nato && hex.edge && hex.sector == Some(1)
}

/// The home nations an HQ draws on ([10.3.2]).
fn hq_home(s: &State, hq: UnitId) -> Vec<&'static str> {
    let unit = &s.data().units[hq as usize];
    if unit.side == Side::Nato && s.ty(hq).key.starts_with("mn") {
        return vec!["frg", "dk"];
    }
    home(s, hq)
}

/// Whether an HQ traces its chain of links to a source ([10.4]): any number of links of up to 10 hexes,
/// from the HQ through friendly-controlled cities, the last reaching a source.
pub fn hq_traces(s: &State, ctx: &Ctx, hq: UnitId) -> bool {
    let board = &ctx.board;
    let Some(start) = s.hex_of(hq) else { return matches!(s.units[hq as usize].loc, Loc::Box(_) | Loc::Srb) };
    let side = s.side(hq);
    let home = hq_home(s, hq);
    let mut seen = vec![start];
    let mut frontier = vec![start];
    while let Some(x) = frontier.pop() {
        for y in reach(s, board, side, x, LINK) {
            if hq_source(s, ctx, hq, y, &home) {
                return true;
            }
            if s.data().hexes[y as usize].city.is_some() && s.city_controller(y) == Some(side) && !seen.contains(&y) {
                seen.push(y);
                frontier.push(y);
            }
        }
    }
    false
}

/// Whether `hq` may supply `u` ([10.4.4]): a Pact unit its front's HQ (independents any Pact HQ); a NATO
/// unit any HQ of its nationality (Canadians as US), and the multinational HQs every Danish and West German
/// unit and those of their own command.
pub fn superior(s: &State, hq: UnitId, u: UnitId) -> bool {
    let d = s.data();
    let (h, x) = (&d.units[hq as usize], &d.units[u as usize]);
    if h.side != x.side || s.class(hq) != super::data::Class::Hq {
        return false;
    }
    let nat = |n: &str| if n == "ca" { "us".to_string() } else { n.to_string() };
    // [10.9.1]: the Baltic Corps HQ's own subordinates, from rules 11.
    if super::sea_supply::active(s) && super::sea_supply::baltic_corps_hq(s, hq) {
        return super::sea_supply::subordinate(s, hq, u);
    }
    match h.side {
        // [29.5.3]: from rules 12 a unit in the BALTAP zone may count as the Baltic Front's.
        Side::Wp => x.command == "indep" || super::baltap::of_front(s, u, &h.command) || x.hq.as_deref() == Some(h.key.as_str()),
        Side::Nato if s.ty(hq).key.starts_with("mn") => matches!(x.nation.as_str(), "dk" | "frg") || x.command == h.command,
        Side::Nato => nat(&x.nation) == nat(&h.nation),
    }
}

/// Whether a supplied superior HQ reaches `u` within its support range ([10.4.2]).
pub fn hq_supplies(s: &State, u: UnitId, hqs_ok: &[UnitId]) -> bool {
    let Some(at) = s.hex_of(u) else { return true };
    // [10.4.4.7]: no HQ supplies a unit under a Train marker (either face), from rules 19.
    if s.rules >= MARKERS && s.units[u as usize].train.is_some() {
        return false;
    }
    hqs_ok.iter().any(|&hq| {
        superior(s, hq, u) && s.hex_of(hq).is_some_and(|h| super::combat::support_reach(s, s.side(hq), h, s.values(hq).0 as u32).contains(&at))
    })
}

/// The side's HQs that supply their units now: on the map, tracing to a source, not marked Out of Supply,
/// not under a Train marker ([13.4.6]).
pub fn supplied_hqs(s: &State, side: Side) -> Vec<UnitId> {
    s.on_map()
        .filter(|&(u, _)| s.side(u) == side && s.class(u) == super::data::Class::Hq && !s.units[u as usize].hq_oos && s.units[u as usize].train.is_none())
        .map(|(u, _)| u)
        .collect()
}

/// A combat unit's supply now ([10.1.5]–[10.1.9]): (movement, combat).
pub fn unit_supply(s: &State, ctx: &Ctx, u: UnitId, hqs_ok: &[UnitId]) -> (bool, bool) {
    let board = &ctx.board;
    let Some(at) = s.hex_of(u) else { return (true, true) };
    let d = s.data();
    let side = s.side(u);
    let country = d.hexes[at as usize].country.clone().unwrap_or_default();
    let homes = home(s, u);
    let mut movement = false;
    let mut combat = false;
    if homes.contains(&country.as_str()) && !s.surrendered(&country) {
        // [10.1.5]: in its home nation, a link to a supplied free city or an edge hex of that nation.
        let ok = reaches(s, board, side, at, LINK, |x| {
            let xh = &d.hexes[x as usize];
            xh.country.as_deref() == Some(country.as_str()) && (xh.edge || ctx.city(s, side, x))
        });
        movement |= ok;
        combat |= ok;
    } else if side == Side::Nato && d.hexes[at as usize].owner() == Some(Side::Nato) && !s.surrendered(&country) {
        // [10.1.7]: in an allied nation, movement supply from a supplied free city of that nation.
        movement |= reaches(s, board, side, at, LINK, |x| {
            let xh = &d.hexes[x as usize];
            xh.country.as_deref() == Some(country.as_str()) && ctx.city(s, side, x)
        });
    }
    if !(movement && combat) && hq_supplies(s, u, hqs_ok) {
        movement = true;
        combat = true;
    }
    // Rules 12: West Berlin's own brigades ([10.3.3.4] 2), Copenhagen conquered on its islands ([10.3.3.6]).
    if !(movement && combat) && (super::cities::berlin_supplies(s, u) || super::cities::copenhagen_supplies(s, ctx, u)) {
        movement = true;
        combat = true;
    }
    (movement, combat)
}

/// The HQ Supply Phase ([10.4], [7.0] II.A): each of the side's HQs traces its chain; from game turn 8 a
/// Pact HQ also needs a supply point ([10.8]), paid in the order of the counters while points last
/// (Sandtable's choice, docs/games/nato.md), except the Baltic Corps HQ ([10.9.1]) and where the scenario
/// gives no supply points at all ([10.8.1]: its automatic supply lasts the game). From rules 11 the Baltic
/// Corps HQ that traces no chain tries sea supply where it stands ([10.9.2], `sea_supply`).
pub fn hq_supply_phase(s: &mut State, side: Side) {
    let ctx = Ctx::new(s);
    let hqs: Vec<UnitId> = s.on_map().filter(|&(u, _)| s.side(u) == side && s.class(u) == super::data::Class::Hq).map(|(u, _)| u).collect();
    let paying = side == Side::Wp && s.turn >= 8 && !s.scenario_data().has("no_wp_supply_points");
    for hq in hqs {
        let mut ok = hq_traces(s, &ctx, hq);
        let mut unpaid = false;
        if ok && paying && s.ty(hq).size == "XXXXX" {
            if s.supply_points > 0 {
                s.supply_points -= 1;
            } else {
                ok = false;
                unpaid = s.rules >= UNPAID_AIRSPACE;
            }
        }
        // [10.9.2]: supplied by sea until the next HQ Supply Phase, or Out of Supply if intercepted; [10.9.3]
        // marks it (and, at the Movement Supply Segment, the units it alone supplies) for airspace.
        let mut sea = false;
        if !ok {
            if let Some(h) = super::sea_supply::hex(s, hq) {
                ok = super::sea_supply::sail(s, hq, h);
                sea = ok;
            }
        }
        s.units[hq as usize].sea = sea;
        s.units[hq as usize].unpaid = unpaid && !ok;
        if s.units[hq as usize].hq_oos == ok {
            s.units[hq as usize].hq_oos = !ok;
            let id = if ok { "nato.hq_supplied" } else { "nato.hq_oos" };
            s.push_log(Some(side), id, vec![crate::Arg::Unit(s.key(hq).to_string())]);
        }
    }
}

/// The Movement Supply Segment ([10.5]): Movement-OOS markers placed on and lifted from the side's combat
/// units.
pub fn movement_supply(s: &mut State, side: Side) {
    let ctx = Ctx::new(s);
    let hqs = supplied_hqs(s, side);
    let land = Land::new(s, &hqs);
    let units: Vec<UnitId> = s.on_map().filter(|&(u, _)| s.side(u) == side && s.class(u).maneuver() || s.side(u) == side && s.class(u) == super::data::Class::Artillery).map(|(u, _)| u).collect();
    let unpaid = unpaid_hqs(s, side, &hqs);
    for u in units {
        let (m, _) = unit_supply(s, &ctx, u, &hqs);
        s.units[u as usize].moos = !m;
        s.units[u as usize].sea = m && land.by_sea(s, &ctx, u);
        s.units[u as usize].unpaid = !m && !unpaid.is_empty() && unit_supply(s, &ctx, u, &unpaid).0;
    }
}

/// The rules version from which a Pact unit out of supply only for an unpaid front HQ still counts as
/// supplied for the airspace ([10.4.3.1], [10.8.3]).
pub const UNPAID_AIRSPACE: u32 = 22;

/// The supplied HQs with the front HQs the Pact did not pay for ([10.8.3]: "otherwise supplied"), when
/// there are any; empty otherwise.
fn unpaid_hqs(s: &State, side: Side, supplied: &[UnitId]) -> Vec<UnitId> {
    let unpaid: Vec<UnitId> = s.on_map().filter(|&(u, _)| s.side(u) == side && s.units[u as usize].unpaid && s.units[u as usize].hq_oos).map(|(u, _)| u).collect();
    if unpaid.is_empty() {
        return unpaid;
    }
    supplied.iter().copied().chain(unpaid).collect()
}

/// The side's supplied HQs without those supplied by sea, for [10.9.3]'s question: is a unit's movement
/// supply only through sea supply?
struct Land {
    sea: Vec<UnitId>,
    land: Vec<UnitId>,
}

impl Land {
    fn new(s: &State, hqs: &[UnitId]) -> Land {
        let (sea, land) = hqs.iter().partition(|&&hq| s.units[hq as usize].sea);
        Land { sea, land }
    }

    /// Whether `u`, which has movement supply, would lack it without the sea-supplied HQs ([10.9.3]).
    fn by_sea(&self, s: &State, ctx: &Ctx, u: UnitId) -> bool {
        !self.sea.is_empty() && hq_supplies(s, u, &self.sea) && !unit_supply(s, ctx, u, &self.land).0
    }
}

/// The Recovery Phase's supply checks ([10.5.2], [10.6] check 2): markers lifted where the supply is
/// traced again.
pub fn recovery_supply(s: &mut State, side: Side) {
    let ctx = Ctx::new(s);
    let hqs = supplied_hqs(s, side);
    let land = Land::new(s, &hqs);
    let units: Vec<UnitId> = s.on_map().filter(|&(u, _)| s.side(u) == side && (s.units[u as usize].moos || s.units[u as usize].coos)).map(|(u, _)| u).collect();
    for u in units {
        let (m, c) = unit_supply(s, &ctx, u, &hqs);
        if m && s.units[u as usize].moos {
            s.units[u as usize].moos = false;
            s.units[u as usize].unpaid = false;
            s.units[u as usize].sea = land.by_sea(s, &ctx, u);
        }
        if c && !s.units[u as usize].surprised {
            s.units[u as usize].coos = false;
        }
    }
}

/// The Joint Combat Supply segment ([10.6] check 1, [25.1.9]): every surviving participant of the battle
/// is checked; one that cannot trace combat supply is marked Combat-OOS. NATO units that fought on a
/// Surprise turn stay so until their next Recovery Phase after it ([35.7]).
pub fn combat_supply(s: &mut State, units: &[UnitId]) {
    let ctx = Ctx::new(s);
    let hqs_wp = supplied_hqs(s, Side::Wp);
    let hqs_nato = supplied_hqs(s, Side::Nato);
    let surprise = s.turn == 1 && s.scenario_data().has("surprise_gt1");
    for &u in units {
        if s.hex_of(u).is_none() || !(s.class(u).maneuver() || s.class(u) == super::data::Class::Artillery) {
            continue;
        }
        let hqs = if s.side(u) == Side::Wp { &hqs_wp } else { &hqs_nato };
        let (_, c) = unit_supply(s, &ctx, u, hqs);
        // [10.7.2]: a Resupply marker gives the hex's combat units combat supply in this Combat Phase.
        if !c && !super::resupply::supplies(s, u) {
            s.units[u as usize].coos = true;
        } else if c && s.rules >= MARKERS && !s.units[u as usize].surprised && !(surprise && s.side(u) == Side::Nato) {
            // [10.6] 1, [10.6.2]: the segment lifts the marker of a participant that traces combat supply
            // again (not a NATO unit that fought on a Surprise turn, [35.7]), from rules 19.
            s.units[u as usize].coos = false;
        }
        if surprise && s.side(u) == Side::Nato {
            s.units[u as usize].surprised = true;
        }
    }
}
