//! Ground movement (EotS 8.4, 8.41, 8.42): over land hexsides, open 1 MP, mountain 3, any other terrain 2,
//! ½ MP along a transport route into a hex free of enemy air and ground units (no route where a No
//! Transport Route marker lies; ½ MP a hex whatever the terrain, as 6.21 L519, 13.77 L1584, the terrain
//! chart and the comprehensive example's march to Kuala Lumpur, L2967, have it); the base allowance is 1 MP times the card's OC value (8.1). Ground units
//! stop on entering a hex with enemy air, ground or HQ units or a declared battle hex, and never leave a
//! declared battle hex (8.11, 8.42). Costs are counted in half points so that a route's ½ MP is whole.

use super::search::{search, Edge};
use super::{at, reaches, MoveContext, Occupants, Reach};
use crate::games::empire_of_the_sun::data::geo::{HexFacts, HexIx};
use crate::games::empire_of_the_sun::data::{HexData, Nation, Side};
use crate::games::empire_of_the_sun::state::{State, UnitId};
use crate::kit::hex::Hex;

/// Kunming (8.41E).
pub const KUNMING: &str = "2407";

/// EotS 8.41: whether unit `u` may ever enter a hex with these features by ground movement.
pub fn may_enter(s: &State, u: UnitId, h: Hex, d: &HexData) -> bool {
    if !d.has_land() {
        return false;
    }
    // 8.41C: no ground unit enters Soviet territory.
    if d.in_region("soviet") {
        return false;
    }
    // 13.91 (L1648): no unit of either side enters Manchukuo (the Soviet Manchurian Offensive card alone
    // conquers it, events/apply.rs). Rules version 5; versions 1–4 let ground units in.
    if s.rules >= 5 && d.in_region("manchukuo") {
        return false;
    }
    let unit = s.unit_data(u);
    match unit.side {
        Side::Japanese => {
            // 8.41A: only the coastal hexes of China; 8.41B: North India and Ceylon, not mainland India.
            !d.in_region("china_interior") && !d.in_region("india_mainland") && !d.in_region("india_interior")
        }
        Side::Allied if unit.nation == Nation::Chinese => {
            // 8.41E: Burma, North India, Kunming and the hexes next to it.
            let kunming = Hex::parse(KUNMING).expect("Kunming's id");
            d.in_region("burma") || d.in_region("north_india") || h == kunming || h.distance(kunming) == 1
        }
        // 8.41D: no non-Chinese Allied ground unit in non-coastal China.
        Side::Allied => !d.in_region("china_interior"),
    }
}

/// The half points it costs to enter `to` from `from` (8.42), or `None` when ground units cannot cross.
pub fn cost(s: &State, occ: &Occupants, from: HexIx, to: HexIx) -> Option<u16> {
    let geo = s.geo();
    let side = geo.side(from, to)?;
    if !side.land {
        return None;
    }
    let d = &geo.data[to as usize];
    let full = d.ground_cost() as u16 * 2;
    let h = geo.hex(to);
    let route = side.route && !occ.enemy_land_air[to as usize] && !s.tracks.no_route.contains(&h);
    // 8.42: ½ MP a hex along a route (one half point), as supply's overland leg counts it (6.21).
    Some(if route { 1 } else { full })
}

/// EotS 8.42: every hex unit `u` can reach by ground movement with the context's multiplier.
pub fn reach(s: &State, ctx: &MoveContext, u: UnitId) -> Vec<Reach> {
    let Some(start) = at(s, u) else { return vec![] };
    let occ = Occupants::new(s, ctx.side);
    // 8.42: a unit in a declared battle hex cannot leave it.
    if occ.battle[start as usize] {
        return vec![];
    }
    let geo = s.geo();
    let budget = ctx.ops as u16 * 2;
    // 8.41 asked once per hex of the search, not once per hexside: unknown, may enter, may not.
    let mut enter = vec![Memo::Unknown; geo.len()];
    let tree = search(geo.len(), start as u32, 0, budget, |a, out| {
        let i = a.node as HexIx;
        // 8.11, 8.42: a unit stops on entering enemy air, ground or HQ units, or a battle hex.
        if !a.start && (occ.enemy_land_air[i as usize] || occ.battle[i as usize]) {
            return;
        }
        for side in geo.neighbours(i) {
            let to = side.to as usize;
            if !enter[to].get(|| may_enter(s, u, geo.hex(side.to), &geo.data[to])) {
                continue;
            }
            if let Some(c) = cost(s, &occ, i, side.to) {
                out.push(Edge { to: side.to as u32, cost: c, penalty: ctx.in_live_zoi(side.to) as u32, phase: 0 });
            }
        }
    });
    reaches(s, &tree, start, |_, _| true)
}

/// A yes-or-no question about a hex asked at most once per search (the answers of [`may_enter`] and of
/// naval movement's hex rules depend only on the hex and the unit).
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Memo {
    Unknown,
    Yes,
    No,
}

impl Memo {
    /// The answer, asking `ask` the first time.
    pub(super) fn get(&mut self, ask: impl FnOnce() -> bool) -> bool {
        if *self == Memo::Unknown {
            *self = if ask() { Memo::Yes } else { Memo::No };
        }
        *self == Memo::Yes
    }
}
