//! Naval movement (EotS 8.21, 8.23): one movement point per hex through water hexsides only (never an
//! unplayable one, never into an all-land hex), five points times the card's OC value (8.1), twice that
//! for strategic naval movement from port to port (8.23). Un-neutralised enemy air ZOI may be entered,
//! except by strategic movement or when carrying an amphibious assault (8.21, 8.45B).

use super::ground::Memo;
use super::search::{search, Edge, Tree};
use super::{at, reaches, MoveContext, Occupants, Reach};
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::data::HexData;
use crate::games::empire_of_the_sun::state::{State, UnitId};

/// Base naval movement allowance (8.1).
pub const BASE_MP: u16 = 5;

/// How a naval unit moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Naval {
    /// 8.21.
    Normal,
    /// 8.21, 8.45B: carrying an amphibious assault: no un-neutralised enemy ZOI.
    WithLanding,
    /// 8.23: port to port, double allowance, no un-neutralised enemy ZOI.
    Strategic,
}

/// The naval movement points of this move (8.1, 8.23).
pub fn allowance(ctx: &MoveContext, how: Naval) -> u16 {
    let mp = BASE_MP * ctx.ops as u16;
    if how == Naval::Strategic {
        mp * 2
    } else {
        mp
    }
}

fn enterable(d: &HexData) -> bool {
    d.has_sea()
}

/// EotS 8.21, 8.23: every hex unit `u` can reach by sea (where it may end is [`may_end`]'s).
pub fn reach(s: &State, ctx: &MoveContext, u: UnitId, how: Naval) -> Vec<Reach> {
    let Some(start) = at(s, u) else { return vec![] };
    let budget = allowance(ctx, how);
    // The search reads the zones alone of the position (trees.rs keeps it by them).
    let reads: Vec<u8> = ctx.zoi_live.iter().map(|&live| live as u8).collect();
    let tree = super::trees::kept(s, super::trees::Kind::Naval(how), start, budget, reads, || sea_search(s, ctx, start, budget, how));
    // Where it may end is read before a path is made: most hexes of the sea it crosses are not.
    let occ = Occupants::new(s, ctx.side);
    let landed = landings(s, ctx.side);
    reaches(s, &tree, start, |i, _| if how == Naval::Strategic { ctx.is_port(i) } else { may_end(s, ctx, &occ, u, i, &landed) })
}

/// The search of [`reach`]: every sea hex within `budget` of `start`, live zones entered only by normal
/// movement (and counted against the path, 7.25E).
fn sea_search(s: &State, ctx: &MoveContext, start: HexIx, budget: u16, how: Naval) -> Tree {
    let geo = s.geo();
    // The hex rules below asked once per hex of the search, not once per hexside.
    let mut enter = vec![Memo::Unknown; geo.len()];
    search(geo.len(), start as u32, 0, budget, |a, out| {
        for side in geo.neighbours(a.node as HexIx) {
            if !side.sea || side.unplayable() {
                continue;
            }
            let d = &geo.data[side.to as usize];
            // 13.91 (L1648): no unit enters Manchukuo's coastal hexes either (rules version 5).
            if !enter[side.to as usize].get(|| enterable(d) && !(s.rules >= 5 && d.in_region("manchukuo"))) {
                continue;
            }
            let live = ctx.in_live_zoi(side.to);
            if live && how != Naval::Normal {
                continue;
            }
            out.push(Edge { to: side.to as u32, cost: 1, penalty: live as u32, phase: 0 });
        }
    })
}

/// 8.21 E: the hexes where `side`'s ground units of the offensive under way have landed by amphibious
/// assault (and still stand): its ships may end there, its carriers within their range (L837: once the
/// landing is there, an empty hex included; the example's Kongo at Kota Bharu, L2964).
fn landings(s: &State, side: crate::games::empire_of_the_sun::data::Side) -> Vec<HexIx> {
    if s.offensive.as_ref().is_none_or(|o| o.side != side) {
        return vec![];
    }
    let geo = s.geo();
    crate::games::empire_of_the_sun::offensive::landing_hexes(s).into_iter().map(|h| geo.ix(h)).collect()
}

/// EotS 8.21 A–E: whether naval unit `u` may end its move in hex `i`: a hex with enemy units (A, B); a
/// hex where a non-carrier stacks with a friendly carrier (C); a friendly port (D); a hex where friendly
/// ground units landed by amphibious assault in this offensive, or, for a carrier, within its range of
/// one (E, `landings`). (Japanese organic transport, 8.46, is the caller's exception.)
pub(crate) fn may_end(s: &State, ctx: &MoveContext, occ: &Occupants, u: UnitId, i: HexIx, landings: &[HexIx]) -> bool {
    let d = s.unit_data(u);
    if occ.enemy[i as usize] || ctx.is_port(i) {
        return true;
    }
    if !d.kind.is_carrier() && occ.friendly_carrier[i as usize] {
        return true;
    }
    let geo = s.geo();
    let range = if d.kind.is_carrier() { d.carrier_range.unwrap_or(0) as u32 } else { 0 };
    // 8.21 B as the comprehensive example plays it (L2950: the carriers stop at 5506, 3 hexes from Oahu;
    // L2999: Ryujo within 3 hexes of Samar/Leyte): a carrier may end within its range of enemy units, to
    // strike them (7.24).
    if range > 0 && geo.any_within(i, range, |j| occ.enemy[j as usize]) {
        return true;
    }
    landings.iter().any(|&l| geo.distance(i, l) <= range)
}
