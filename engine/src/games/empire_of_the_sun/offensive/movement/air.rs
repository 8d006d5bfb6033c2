//! Air movement (EotS 8.31, 8.33, 8.35): in stages, each no longer than the unit's range and ending at a
//! friendly airfield; as many stages as the card's OC value (8.31), twice as many for strategic air
//! transport (8.33, which never enters un-neutralised enemy ZOI). A hex with enemy ground units may be a
//! stage point but not the destination; air units never enter a battle hex. Beyond the normal range the
//! extended range may be used; a parenthesised extended range takes the unit out of combat (1.3), so the
//! search prefers paths without it. The Allies may land at the ferry hex 5408 between stages but never end
//! there (8.35).

use super::search::{search, Edge};
use super::trees::{self, Kind};
use super::{at, reaches, MoveContext, Occupants, Reach};
use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::{BoxKey, Loc, Nation, Sheet, State, UnitId};
use crate::kit::hex::Hex;

/// The Allied air ferry hex (8.35).
pub const FERRY: &str = "5408";

/// A destination of an air move, and whether the path used a parenthesised range (no combat, 1.3).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AirReach {
    pub reach: Reach,
    pub paren: bool,
}

/// EotS 8.31, 8.33: every hex air unit `u` can fly to.
pub fn reach(s: &State, ctx: &MoveContext, u: UnitId, strategic: bool) -> Vec<AirReach> {
    let Some(start) = at(s, u) else { return vec![] };
    let stages = ctx.ops as u16 * if strategic { 2 } else { 1 };
    reach_from(s, ctx, u, start, stages, strategic)
}

/// The airfields an air unit flies between and the China box (13.74): supply-eligible Allied airfields
/// of North India free of enemy ground and air units.
fn china_box_fields(s: &State, ctx: &MoveContext) -> Vec<HexIx> {
    let geo = s.geo();
    let occ = Occupants::new(s, ctx.side);
    (0..geo.len() as HexIx)
        .filter(|&i| geo.data[i as usize].in_region("north_india") && ctx.is_airfield(i) && ctx.supply_airfield[i as usize] && !occ.enemy_land_air[i as usize])
        .collect()
}

/// EotS 13.74: an activated air unit of the China box flies to a supply-eligible Allied North India
/// airfield as one stage, whatever its range; the card's other stages go on from there.
pub fn china_box_reach(s: &State, ctx: &MoveContext, u: UnitId) -> Vec<AirReach> {
    let geo = s.geo();
    let stages = ctx.ops as u16;
    let mut out: Vec<AirReach> = vec![];
    for f in china_box_fields(s, ctx) {
        let first = Reach { hex: geo.hex(f), cost: 1, zoi: 0, path: vec![geo.hex(f)] };
        out.push(AirReach { reach: first.clone(), paren: false });
        if stages > 1 {
            for mut r in reach_from(s, ctx, u, f, stages - 1, false) {
                r.reach.cost += 1;
                if !out.iter().any(|x| x.reach.hex == r.reach.hex) {
                    out.push(r);
                }
            }
        }
    }
    crate::kit::sort::sort_by_key(&mut out, |r| r.reach.hex);
    out.dedup_by_key(|r| r.reach.hex);
    out
}

/// EotS 13.74: an activated Allied air unit may fly into the China box as one stage, whatever its range,
/// from a North India airfield of [`china_box_fields`]: the one it stands at, or one it reaches with a
/// stage of the card to spare. While China stands, the box holds at most two Allied air units, of them
/// at most one B29 (boxes.tsv).
pub fn may_enter_china_box(s: &State, ctx: &MoveContext, u: UnitId) -> bool {
    let d = s.unit_data(u);
    if s.sheet != Sheet::Main || d.side != Side::Allied || d.kind != UnitType::Air || ctx.ops == 0 {
        return false;
    }
    if s.tracks.surrendered.contains(&Nation::China) || s.unit(u).loc == Loc::Box(BoxKey::China) {
        return false;
    }
    let Some(def) = s.data().boxes.iter().find(|b| b.key == "china_box" && b.map == "main") else { return false };
    let inside: Vec<UnitId> = (0..s.units.len() as UnitId).filter(|&x| s.unit(x).loc == Loc::Box(BoxKey::China)).collect();
    let b29s = inside.iter().filter(|&&x| s.unit_data(x).b29).count();
    if def.capacity.is_some_and(|c| inside.len() >= c as usize) || (d.b29 && def.b29.is_some_and(|c| b29s >= c as usize)) {
        return false;
    }
    let fields = china_box_fields(s, ctx);
    let Some(start) = at(s, u) else { return false };
    let stages = ctx.ops as u16;
    fields.contains(&start) || reach(s, ctx, u, false).iter().any(|r| r.reach.cost < stages && fields.contains(&s.geo().ix(r.reach.hex)))
}

/// Air movement from hex `start` in at most `stages` stages.
fn reach_from(s: &State, ctx: &MoveContext, u: UnitId, start: HexIx, stages: u16, strategic: bool) -> Vec<AirReach> {
    let d = s.unit_data(u);
    let normal = d.range.unwrap_or(0) as u32;
    let extended = d.extended_range.map_or(normal, |e| e as u32).max(normal);
    let paren = d.extended_paren;
    let geo = s.geo();
    let occ = Occupants::new(s, ctx.side);
    let ferry = Hex::parse(FERRY).map(|h| geo.ix(h)).filter(|&i| i != geo::NONE);
    let landing = |i: HexIx| ctx.is_airfield(i) || (ctx.side == Side::Allied && Some(i) == ferry);
    // The search reads, per hex, a landing point, a battle hex and (strategic) a live zone (trees.rs keeps
    // it by them).
    let reads: Vec<u8> = (0..geo.len() as HexIx)
        .map(|i| landing(i) as u8 | (occ.battle[i as usize] as u8) << 1 | ((strategic && ctx.in_live_zoi(i)) as u8) << 2)
        .collect();
    let kind = Kind::Air { normal, extended, paren, strategic };
    let tree = trees::kept(s, kind, start, stages, reads, || {
        search(geo.len(), start as u32, 0, stages, |a, out| {
            for to in geo.within(a.node as HexIx, extended) {
                if to as u32 == a.node || !landing(to) || occ.battle[to as usize] {
                    continue;
                }
                if strategic && ctx.in_live_zoi(to) {
                    continue;
                }
                let far = geo.distance(a.node as HexIx, to) > normal;
                let phase = if far && paren { 1 } else { a.phase };
                out.push(Edge { to: to as u32, cost: 1, penalty: (phase == 1 && a.phase == 0) as u32, phase });
            }
        })
    });
    let ends = |i: HexIx| !occ.enemy_land_air[i as usize] && Some(i) != ferry && ctx.is_airfield(i);
    let mut out = vec![];
    for r in reaches(s, &tree, start, |i, _| ends(i)) {
        out.push(AirReach { paren: r.zoi > 0, reach: Reach { zoi: 0, ..r } });
    }
    out
}
