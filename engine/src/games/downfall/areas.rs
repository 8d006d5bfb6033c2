//! The Middle East as a hex (DF 1.B, L366): "for land movement the Middle East land area acts as one hex
//! adjacent to the two land hexes it touches" — in the pack a land area's `adjacent_hexes` (the Middle
//! East's 1134 and 1035; the other land areas have none). Only Western units ever stand there (1.B), so only
//! a Western land move or a Western supply trace crosses the join: the move's search (movement.rs) takes the
//! area as one more node of the hex grid, and the supply walk (supply.rs) as one more hex of its overland
//! part. Rules 9; rules 1–8 moved in and out of land areas only port-to-port. From rules 10 a Western
//! retreat after combat may end there too (DF 8 step 6, decision Q21).

use super::data::Faction;
use super::state::{Loc, State};
use crate::kit::rows::RowHex;
use crate::Arg;

/// Whether land areas are joined to their land hexes (rules 9 on).
pub fn joined_act(s: &State) -> bool {
    s.rules >= 9
}

/// The row of the nodes that stand for land areas in a movement search: off the grid, so never a map
/// hex, a side or a hex's neighbour.
const NODE_ROW: i32 = -100;

/// The search node of land area `k` (its index in the pack's `land_areas`).
pub fn node(k: usize) -> RowHex {
    RowHex::new(NODE_ROW, k as i32)
}

/// The land area a search node stands for; `None` for a map hex.
pub fn area_of(h: RowHex) -> Option<usize> {
    (h.row == NODE_ROW).then_some(h.col as usize)
}

/// The land hexes each land area touches (DF 1.B), by its index (`DfData::area_land_hexes`).
pub fn land_hexes(s: &State, k: usize) -> &[RowHex] {
    s.data().area_land_hexes.get(k).map_or(&[], |v| v.as_slice())
}

/// The land area a unit stands in, when it is joined to land hexes (its index), from rules 9.
pub fn joined_area_of(s: &State, u: usize) -> Option<usize> {
    let Loc::Area(a) = &s.units[u].loc else { return None };
    let k = s.data().land_areas.iter().position(|(key, _)| key == a)?;
    (joined_act(s) && !land_hexes(s, k).is_empty()).then_some(k)
}

/// The joins a land move of faction `f` may use: every land area's node with its land hexes for the West
/// (DF 1.B: no other faction's unit enters a land area), none otherwise or before rules 9.
pub struct Joins {
    /// Each joined area's node and its land hexes.
    areas: Vec<(RowHex, Vec<RowHex>)>,
    /// Each land hex joined to areas, and their nodes.
    hexes: Vec<(RowHex, Vec<RowHex>)>,
}

/// Whether a Western retreat after combat may enter a land area joined to land hexes (DF 1.B, 8 step 6;
/// rules 10, decision Q21 — rules 9 kept retreats out, Q14).
pub fn retreat_act(s: &State) -> bool {
    s.rules >= 10
}

/// How far a place of a retreat search lies from the attacked place `from` (DF 8 step 6, "farther"): a map
/// hex's grid distance; a land area's node one more than the nearest of its land hexes (it is one hex
/// joined to them, L366) — either way round, so a retreat from the attacked Middle East (rules 11) counts
/// from the area.
pub fn distance(s: &State, h: RowHex, from: RowHex) -> u32 {
    let near = |k: usize, to: RowHex| land_hexes(s, k).iter().map(|l| super::data::GRID.distance(*l, to)).min().map_or(u32::MAX, |d| d + 1);
    match (area_of(h), area_of(from)) {
        (Some(a), Some(b)) => if a == b { 0 } else { u32::MAX },
        (Some(k), None) => near(k, from),
        (None, Some(k)) => near(k, h),
        (None, None) => super::data::GRID.distance(h, from),
    }
}

/// Whether units standing in a land area joined to land hexes may be attacked from those hexes (DF 1.B
/// L366, 7.2, 8 step 1; rules 11, decision Q24 — rules 1–10 declared attacks on map hexes only).
pub fn attack_act(s: &State) -> bool {
    s.rules >= 11 && joined_act(s)
}

/// The land area's key (`middle_east`) of a search node.
pub fn key_of(s: &State, h: RowHex) -> Option<&str> {
    area_of(h).and_then(|k| s.data().land_areas.get(k)).map(|(key, _)| key.as_str())
}

/// The combat units standing in the land area of a search node.
pub fn combat_in(s: &State, h: RowHex) -> Vec<usize> {
    let Some(key) = key_of(s, h) else { return vec![] };
    (0..s.units.len()).filter(|&u| s.is_combat(u) && matches!(&s.units[u].loc, Loc::Area(a) if a == key)).collect()
}

/// A place for a prompt or the log: a map hex by its id, a land area's node by the area's name.
pub fn place_arg(s: &State, h: RowHex) -> Arg {
    match key_of(s, h) {
        Some(key) => Arg::Key(format!("df.area.{key}")),
        None => Arg::Hex(h.id()),
    }
}

/// The land hexes a combat unit standing in a joined land area may attack across the join (DF 1.B, 7.2;
/// rules 11, Q24): the area's land hexes, not a difficult one for an armoured unit (no rail on the join, A.3).
pub fn attackable_from_area(s: &State, u: usize) -> Vec<RowHex> {
    if !attack_act(s) {
        return vec![];
    }
    let Some(k) = joined_area_of(s, u) else { return vec![] };
    land_hexes(s, k).iter().copied().filter(|h| !(s.utype(u).armored() && s.difficult(*h))).collect()
}

/// Whether a combat unit in land hex `from` may attack the land area of node `to` (DF 1.B, 7.2; rules 11):
/// `from` is one of the area's land hexes; the join is no hexside and no rail, so an armoured unit does not
/// attack out of a difficult hex across it (A.3, 7.2). The area itself is clear (Q14).
pub fn may_attack_into(s: &State, u: usize, from: RowHex, to: RowHex) -> bool {
    area_of(to).is_some_and(|k| land_hexes(s, k).contains(&from)) && !(s.utype(u).armored() && s.difficult(from))
}

impl Joins {
    /// The joins a retreat of faction `f` may use: the West's from rules 10 (DF 1.B, 8 step 6), none before.
    pub fn for_retreat(s: &State, f: Faction) -> Joins {
        if retreat_act(s) {
            Joins::new(s, f)
        } else {
            Joins { areas: vec![], hexes: vec![] }
        }
    }

    pub fn new(s: &State, f: Faction) -> Joins {
        let mut j = Joins { areas: vec![], hexes: vec![] };
        if f != Faction::West || !joined_act(s) {
            return j;
        }
        for k in 0..s.data().land_areas.len() {
            let hexes = land_hexes(s, k).to_vec();
            if hexes.is_empty() {
                continue;
            }
            for &h in &hexes {
                match j.hexes.iter_mut().find(|(x, _)| *x == h) {
                    Some((_, nodes)) => nodes.push(node(k)),
                    None => j.hexes.push((h, vec![node(k)])),
                }
            }
            j.areas.push((node(k), hexes));
        }
        j
    }

    /// The places joined to `h` besides its grid neighbours: an area's land hexes, or a land hex's areas.
    pub fn links(&self, h: RowHex) -> &[RowHex] {
        if self.hexes.is_empty() {
            return &[];
        }
        let list = if area_of(h).is_some() { &self.areas } else { &self.hexes };
        list.iter().find(|(x, _)| *x == h).map_or(&[], |(_, v)| v.as_slice())
    }

    /// Whether `a` and `b` are an area and one of its land hexes (either way round).
    pub fn joined(&self, a: RowHex, b: RowHex) -> bool {
        self.links(a).contains(&b)
    }
}
