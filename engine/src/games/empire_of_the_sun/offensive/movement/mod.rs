//! Movement (EotS 8.0): where each unit may go with the movement points of the offensive under way —
//! ground movement (8.42), naval movement (8.21, 8.23), air movement in stages (8.31, 8.33) — and the
//! stacking limits checked at the end of each card play (8.24, 8.34, 8.48). Every mode runs the same
//! path search ([`search`]) over the sheet (`data::geo`); what the other rules decide (enemy ZOI,
//! friendly ports and airfields, the card's multiplier) comes in a [`MoveContext`].
//!
//! The moves as players make them — the `Move` and `ReactionMove` steps (7.22, 7.26), amphibious
//! assault's path and ASP cost, escorted landings (8.11, 8.45B), strategic naval and air movement and
//! strategic ground transport as a player's choice (8.23, 8.33, 8.44), the US Army's landings (8.45D) —
//! are in `moves.rs`; organic transport and barges (8.46, 8.47) in `transport.rs`; the `Emergency` step
//! (8.22, 8.32) in `emergency.rs`; the `Overstack` step (8.24, 8.34, 8.48) in `stacking.rs`.
//! Disengagement (8.43) is the offensive's (offensive/disengage.rs), the post-battle movement (9.6) the
//! battle's (battle/post_battle.rs).

use crate::games::empire_of_the_sun::data::geo;

pub mod air;
pub mod context;
pub mod emergency;
pub mod ground;
mod kept;
pub mod naval;
pub mod search;
pub mod moves;
pub mod stacking;
pub mod transport;
pub mod trees;

#[cfg(test)]
mod tests;

pub use context::{friendly_airfield, friendly_port, MoveContext, Options};

use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::state::{State, UnitId};
use crate::kit::hex::Hex;

/// A hex a unit can reach: the cheapest path among those touching enemy air ZOI least (7.25E).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reach {
    pub hex: Hex,
    /// Movement points spent (ground: in half points, 8.42; air: stages).
    pub cost: u16,
    /// How many hexes of the path lie under an enemy air ZOI (7.25E).
    pub zoi: u32,
    /// The hexes of the path, the start first.
    pub path: Vec<Hex>,
}

/// What stands in each hex, seen from `side` (built once per search).
pub struct Occupants {
    /// Enemy air, ground or HQ units (8.11: ground movement stops on entering).
    pub enemy_land_air: Vec<bool>,
    /// Enemy naval units (8.11, 8.45B).
    pub enemy_naval: Vec<bool>,
    /// Any enemy unit (8.21 A/B).
    pub enemy: Vec<bool>,
    /// A friendly carrier (8.21 C).
    pub friendly_carrier: Vec<bool>,
    /// A battle hex declared in the offensive under way (8.31, 8.42).
    pub battle: Vec<bool>,
}

impl Occupants {
    pub fn new(s: &State, side: Side) -> Occupants {
        let geo = s.geo();
        let n = geo.len();
        let mut o = Occupants {
            enemy_land_air: vec![false; n],
            enemy_naval: vec![false; n],
            enemy: vec![false; n],
            friendly_carrier: vec![false; n],
            battle: vec![false; n],
        };
        for (u, h) in s.on_map() {
            let i = geo.ix(h);
            if i == geo::NONE {
                continue;
            }
            let i = i as usize;
            let d = s.unit_data(u);
            if d.side != side {
                o.enemy[i] = true;
                if d.kind.is_naval() {
                    o.enemy_naval[i] = true;
                } else {
                    o.enemy_land_air[i] = true;
                }
            } else if d.kind.is_carrier() {
                o.friendly_carrier[i] = true;
            }
        }
        if let Some(off) = &*s.offensive {
            // A resolved battle's hex is open again to the post-battle movement (19.0 L3011: the 5th Air
            // Division moves into 2812 after its battle).
            for b in off.battles.iter().filter(|b| !b.resolved) {
                let i = geo.ix(b.hex);
                if i != geo::NONE {
                    o.battle[i as usize] = true;
                }
            }
        }
        o
    }
}

/// The reaches of a finished search, the start left out.
pub fn reaches(s: &State, tree: &search::Tree, start: HexIx, keep: impl Fn(HexIx, &search::Found) -> bool) -> Vec<Reach> {
    let geo = s.geo();
    // The nodes `keep` takes, by column and row (a hex's own, so no two alike: any sort gives this order),
    // sorted before the reaches and their paths are made: a search reaches far more hexes than a unit
    // may end in.
    let mut found: Vec<(i32, i32, u32, search::Found)> = tree
        .reached()
        .iter()
        .filter(|&&n| n != start as u32)
        .filter_map(|&n| {
            let f = tree.best_where(n, |f| keep(n as HexIx, f))?;
            let h = geo.hex(n as HexIx);
            Some((h.col, h.row, n, f))
        })
        .collect();
    found.sort_unstable_by_key(|&(col, row, _, _)| (col, row));
    found.into_iter().map(|(_, _, n, f)| Reach { hex: geo.hex(n as HexIx), cost: f.cost, zoi: f.penalty, path: tree.path_as(f, |i| geo.hex(i as HexIx)) }).collect()
}

/// Where the unit stands, on this sheet.
pub(crate) fn at(s: &State, u: UnitId) -> Option<HexIx> {
    let h = s.unit(u).loc.hex()?;
    let i = s.geo().ix(h);
    (i != geo::NONE).then_some(i)
}
