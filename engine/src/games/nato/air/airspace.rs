//! Airspace ([11.0]), always relative to one player: a hex within 5 hexes of a supplied friendly-controlled
//! city or of a friendly unit that can trace movement supply is near that player. Near him only: his
//! friendly airspace ([11.1]); near the enemy only: enemy airspace ([11.2]); near both: contested ([11.3]);
//! near neither: contested for both (docs/games/nato.md, decision A2).
//!
//! Denmark ([11.4]): Pact units in East Germany do not count for Danish hexes (its East German cities do).
//! West Berlin ([11.5]): the city and the units in it never count for NATO. From rules 12 a supplied
//! conquered city gives cover ([10.3.3.5], [10.3.3.6]).

use std::cell::Cell;

use serde::Serialize;

use super::super::data::{hex_id, row_hex, HexId, Side, GRID};
use crate::kit::hex::Cube;
use super::super::state::{State, UnitId};
use super::super::supply::Ctx;

/// The range of a unit's or city's air cover ([11.0]).
pub const RANGE: u32 = 5;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Airspace {
    Friendly,
    Contested,
    Enemy,
}

/// Each side's air cover, asked hex by hex and kept for one ruling: the units that give cover are listed
/// once; a city's supply is traced only when a hex within its range is asked about.
pub struct Airspaces {
    ctx: Ctx,
    /// Per side and hex: within range of a unit giving cover (marked around each unit once, rather than
    /// every unit measured against each hex asked about).
    covered: [Vec<bool>; 2],
    /// Per side: the free cities (and from rules 12 the conquered ones) that may give cover if supplied.
    cities: [Vec<(HexId, Cube)>; 2],
    /// Per side and hex: 0 not yet asked, 1 near, 2 not.
    near: [Vec<Cell<u8>>; 2],
}

impl Airspaces {
    pub fn new(s: &State) -> Airspaces {
        Airspaces::without(s, &[])
    }

    /// The airspace as if the units of `passengers` were not on the map ([16.4]: transport passengers count
    /// only once the Air and Sea Movement Segment is over).
    pub fn without(s: &State, passengers: &[UnitId]) -> Airspaces {
        let d = s.data();
        let mut units: [Vec<(HexId, bool)>; 2] = [vec![], vec![]];
        for (u, h) in s.on_map() {
            if passengers.contains(&u) {
                continue;
            }
            let us = &s.units[u as usize];
            let side = s.side(u);
            // [11.0]: a unit that can trace movement supply: one without a Movement-OOS (or HQ OOS)
            // marker ([11.6.2]: the check never changes markers; decision A1); [10.9.3]: not one supplied
            // through the Baltic Corps' sea supply at that check (rules 11).
            // [10.4.3.1], [10.8.3] (rules 22): out of supply only for an unpaid front HQ is supplied here.
            let unpaid = us.unpaid && s.rules >= super::super::supply::UNPAID_AIRSPACE;
            // [33.3.2]: a Reforger site is no ground unit and gives no airspace (rules 23).
            if !super::super::reforger::ground_unit(s, u) || ((us.moos || us.hq_oos) && !unpaid) || us.sea || (side == Side::Nato && west_berlin(s, h)) {
                continue;
            }
            // [11.4]: Pact units in East Germany do not contest Danish airspace.
            let gdr = d.hexes[h as usize].country.as_deref() == Some("gdr");
            units[side.seat() as usize].push((h, !(side == Side::Wp && gdr)));
        }
        let covered = units.map(|mut v| {
            v.sort_unstable();
            v.dedup();
            cover(s, &v)
        });
        let mut cities: [Vec<(HexId, Cube)>; 2] = [vec![], vec![]];
        for (i, hex) in d.hexes.iter().enumerate() {
            let h = i as HexId;
            if hex.city.is_none() || !s.playable(h) {
                continue;
            }
            for side in [Side::Wp, Side::Nato] {
                // [10.3.3.5], [10.3.3.6]: from rules 12 a supplied conquered city gives cover too.
                let conquered = super::super::cities::active(s) && s.city_controller(h) == Some(side) && !s.free_city_of(h, side);
                if (s.free_city_of(h, side) || conquered) && !(side == Side::Nato && west_berlin(s, h)) {
                    cities[side.seat() as usize].push((h, cube(h)));
                }
            }
        }
        let n = d.hexes.len();
        Airspaces { ctx: Ctx::new(s), covered, cities, near: [vec![Cell::new(0); n], vec![Cell::new(0); n]] }
    }

    /// The board and the cities' supply this ruling reads (shared with the other questions of the same
    /// ruling, which would otherwise work the cities' supply out again).
    pub fn ctx(&self) -> &Ctx {
        &self.ctx
    }

    /// Whether `h` lies within range of `side`'s cover ([11.0]).
    pub fn near(&self, s: &State, side: Side, h: HexId) -> bool {
        let cell = &self.near[side.seat() as usize][h as usize];
        if cell.get() == 0 {
            let at = cube(h);
            let by_unit = self.covered[side.seat() as usize][h as usize];
            // [11.6.1]: unsupplied friendly cities do not count.
            let near = by_unit || self.cities[side.seat() as usize].iter().any(|&(c, x)| x.distance(at) <= RANGE && self.ctx.controlled_city(s, side, c));
            cell.set(if near { 1 } else { 2 });
        }
        cell.get() == 1
    }

    /// The airspace of a hex for `side`.
    pub fn of(&self, s: &State, side: Side, h: HexId) -> Airspace {
        match (self.near(s, side, h), self.near(s, side.other(), h)) {
            (true, false) => Airspace::Friendly,
            (false, true) => Airspace::Enemy,
            _ => Airspace::Contested,
        }
    }
}

/// The hexes within [`RANGE`] of the units giving cover, each (hex, counts for Danish hexes) ([11.0],
/// [11.4]): the 91 hexes of each unit's range walked in cube coordinates.
fn cover(s: &State, units: &[(HexId, bool)]) -> Vec<bool> {
    let d = s.data();
    let mut out = vec![false; d.hexes.len()];
    let mut danish: Option<Vec<bool>> = None;
    let reach = RANGE as i32;
    for &(h, dk) in units {
        let centre = cube(h);
        for q in -reach..=reach {
            for r in (-reach).max(-q - reach)..=reach.min(reach - q) {
                let Some(x) = hex_id(GRID.from_cube(Cube::new(centre.q + q, centre.r + r))) else { continue };
                if !dk && danish.get_or_insert_with(|| d.hexes.iter().map(|x| x.country.as_deref() == Some("dk")).collect())[x as usize] {
                    continue;
                }
                out[x as usize] = true;
            }
        }
    }
    out
}

/// A hex in cube coordinates, for distances ([11.0]'s 5 hexes).
fn cube(h: HexId) -> Cube {
    GRID.to_cube(row_hex(h))
}

/// Whether a hex is West Berlin's ([11.5]).
fn west_berlin(s: &State, h: HexId) -> bool {
    s.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.key == "west_berlin")
}
