//! Air zones of influence (EotS 6.4, glossary 1.3 "ZOI"): every supplied air unit and carrier projects a
//! zone over the hexes within 2 of it. Where the zones of both sides overlap they neutralise each other,
//! except that a long-range bomber (LRB) projects a zone but neutralises nothing (6.4, L617).
//!
//! A zone counts in two ways:
//! * any zone, neutralised or not: the intelligence roll's −2 (7.25E) and the special reaction (7.27);
//! * an un-neutralised zone: no strategic move into or out of it (8.23, 8.33, 8.44), no amphibious
//!   assault into it (8.45), and it blocks activation paths (6.3) and supply lines (6.21B) that enter or
//!   leave it across a non-land hexside.
//!
//! Which units project is decided by supply (6.4: an out-of-supply unit has no zone), and supply depends
//! on the zones: `supply::compute` solves the two together and hands back the [`Zoi`] it settled on.

use crate::games::empire_of_the_sun::data::geo::{Geo, HexIx, NONE};
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::steps::{self, Step};
use crate::games::empire_of_the_sun::state::{idx, other, Loc, State, UnitId};
use crate::kit::hex::Hex;

/// The ZOI radius in hexes (6.4; constants.tsv `zoi_radius`).
pub const RADIUS: u32 = 2;

/// The effect key of an event that takes air ZOI away (e.g. the IAI event of turn 1 suppresses the Allied
/// zones while its offensive lasts, 19.0 L3032). The effect's `side` is the side that benefits (`state::Effect`): the *other* side's
/// air units and carriers have no ZOI while it lasts.
pub const NO_ZOI: &str = "no_zoi";

/// Both sides' zones over one map sheet.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Zoi {
    /// Per hex: bit `2·idx(side)` = some zone of that side covers it; bit `2·idx(side)+1` = some non-LRB
    /// zone of that side covers it (and so neutralises the other side's zones there).
    bits: Vec<u8>,
}

fn any_bit(side: Side) -> u8 {
    1 << (2 * idx(side))
}

fn neutralising_bit(side: Side) -> u8 {
    1 << (2 * idx(side) + 1)
}

impl Zoi {
    /// No zone anywhere on a sheet of `hexes` hexes.
    pub fn none(hexes: usize) -> Zoi {
        Zoi { bits: vec![0; hexes] }
    }

    /// Adds one unit's zone: the hexes it covers, and whether it is an LRB (which neutralises nothing).
    pub fn add(&mut self, side: Side, lrb: bool, hexes: &[HexIx]) {
        let mut b = any_bit(side);
        if !lrb {
            b |= neutralising_bit(side);
        }
        for &h in hexes {
            self.bits[h as usize] |= b;
        }
    }

    /// `side` has a zone in hex `i`, neutralised or not (7.25E, 7.27).
    pub fn any(&self, side: Side, i: HexIx) -> bool {
        self.bits[i as usize] & any_bit(side) != 0
    }

    /// `side` has an un-neutralised zone in hex `i`: no non-LRB zone of the other side overlaps it (6.4).
    pub fn active(&self, side: Side, i: HexIx) -> bool {
        let b = self.bits[i as usize];
        b & any_bit(side) != 0 && b & neutralising_bit(other(side)) == 0
    }

    /// `side` has a zone in hex `i` that the other side neutralises.
    pub fn neutralised(&self, side: Side, i: HexIx) -> bool {
        self.any(side, i) && !self.active(side, i)
    }

    /// The enemy of `tracer` has an un-neutralised zone in hex `i`: a supply line or activation path of
    /// `tracer` may not cross a non-land hexside into or out of it (6.21B, 6.3).
    pub fn blocks(&self, tracer: Side, i: HexIx) -> bool {
        self.active(other(tracer), i)
    }

    /// [`Zoi::any`] by hex id (`false` off the sheet).
    pub fn any_at(&self, geo: &Geo, side: Side, h: Hex) -> bool {
        let i = geo.ix(h);
        i != NONE && self.any(side, i)
    }

    /// [`Zoi::active`] by hex id (`false` off the sheet).
    pub fn active_at(&self, geo: &Geo, side: Side, h: Hex) -> bool {
        let i = geo.ix(h);
        i != NONE && self.active(side, i)
    }

    /// How many hexes have an un-neutralised zone of `side`.
    pub fn active_count(&self, side: Side) -> usize {
        (0..self.bits.len()).filter(|&i| self.active(side, i as HexIx)).count()
    }
}

/// A unit that projects a zone whenever it is in supply.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Projector {
    pub unit: UnitId,
    pub side: Side,
    pub lrb: bool,
    /// The hexes of the sheet within [`RADIUS`] of it.
    pub hexes: Vec<HexIx>,
}

/// Air units and carriers project zones (6.4); naval units other than carriers, ground units and HQs do
/// not.
pub fn projects_zoi(state: &State, u: UnitId) -> bool {
    let k = state.unit_data(u).kind;
    k == UnitType::Air || k.is_carrier()
}

/// `side`'s zones are suspended by an event in effect (an effect [`NO_ZOI`] naming `side`, as events.tsv's
/// `no_zoi allied` does for IAI, 17.11 L1855: it compared with the other side, so IAI left the Allied
/// zones in place), in the turn's effects or the offensive's.
pub fn suspended(state: &State, side: Side) -> bool {
    let turn = state.effects.iter();
    let offensive = state.offensive.iter().flat_map(|o| o.effects.iter());
    turn.chain(offensive).any(|e| e.key == NO_ZOI && e.side == side)
}

/// The units moving strategically right now (6.4: an air unit or carrier moving strategically has no zone
/// during its move and regains it once the move ends): the stack being moved by the step on top, when
/// its activation records a strategic mode. A move is made in one action, so between actions this is
/// empty; the search of a strategic path leaves the mover's own zone out itself (moves.rs,
/// `without_own_zoi`, 8.23, 8.33).
pub fn strategic_movers(state: &State) -> Vec<UnitId> {
    let selected = match state.steps.last() {
        Some(Step::Move(steps::Move { selected })) | Some(Step::ReactionMove(steps::ReactionMove { selected })) => selected,
        _ => return vec![],
    };
    let Some(o) = &*state.offensive else { return vec![] };
    let active = o.active.iter().chain(o.reaction.active.iter());
    active.filter(|a| selected.contains(&a.unit) && a.mode.is_some_and(|m| m.strategic())).map(|a| a.unit).collect()
}

/// Every unit that would project a zone if supplied: air units and carriers on the sheet, not moving
/// strategically (`movers`), of a side whose zones are not suspended (`no_zoi`, by `idx(side)`).
pub fn projectors(state: &State, movers: &[UnitId], no_zoi: [bool; 2]) -> Vec<Projector> {
    let geo = state.geo();
    let mut out = vec![];
    for (u, h) in state.on_map() {
        let side = state.side_of_unit(u);
        if !projects_zoi(state, u) || movers.contains(&u) || no_zoi[idx(side)] {
            continue;
        }
        let at = geo.ix(h);
        if at == NONE {
            continue;
        }
        let hexes = geo.within(at, RADIUS);
        out.push(Projector { unit: u, side, lrb: state.unit_data(u).lrb, hexes });
    }
    out
}

/// The zones of the projectors whose unit is `on` (indexed by unit id).
pub fn build(hexes: usize, projectors: &[Projector], on: &[bool]) -> Zoi {
    let mut z = Zoi::none(hexes);
    for p in projectors.iter().filter(|p| on[p.unit as usize]) {
        z.add(p.side, p.lrb, &p.hexes);
    }
    z
}

/// Whether a unit in `loc` is where zones are drawn (on the sheet, not in an off-map box).
pub fn on_sheet(state: &State, loc: Loc) -> bool {
    loc.hex().is_some_and(|h| state.geo().contains(h))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// EotS 6.4 (L617) and 1.3: overlapping zones of both sides are neutralised for both; an LRB's zone
    /// is neutralised by an enemy zone but neutralises nothing.
    #[test]
    fn neutralisation_and_lrb() {
        let mut z = Zoi::none(4);
        z.add(Side::Japanese, false, &[0, 1, 2]);
        z.add(Side::Allied, false, &[1]);
        z.add(Side::Allied, true, &[2, 3]);
        assert!(z.active(Side::Japanese, 0));
        assert!(z.neutralised(Side::Japanese, 1) && z.neutralised(Side::Allied, 1));
        assert!(z.active(Side::Japanese, 2), "an LRB does not neutralise");
        assert!(z.neutralised(Side::Allied, 2), "the LRB's own zone is neutralised");
        assert!(z.active(Side::Allied, 3));
        assert!(z.blocks(Side::Allied, 0) && !z.blocks(Side::Allied, 1) && z.blocks(Side::Japanese, 3));
    }
}
