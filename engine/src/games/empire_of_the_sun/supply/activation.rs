//! Activation (EotS 6.3): an HQ in supply activates a unit in supply (from any HQ or Kunming, 6.3) when an
//! activation path of at most the HQ's command range leads from the HQ to the unit. Unlike a supply line,
//! the path may cross unplayable hexsides and change between land and sea anywhere; it is blocked only by
//! hexes solely occupied by enemy ground or air units, and by un-neutralised enemy zones when it enters
//! or leaves them across a non-land hexside (6.4). A reacting HQ's paths may run through the declared
//! battle hexes whatever is in them (7.26).
//!
//! The straight-range questions live here too: intelligence and reaction eligibility (6.0, 7.26: "cannot
//! be blocked in any way") and attrition survival (6.24c: enemy units, enemy zones and unplayable
//! hexsides do not block) count hexes as the crow flies.
//!
//! Not here: Inter-Service Rivalry (`command::rivalry_allows`, which needs the units already activated)
//! and whether a unit was already activated in this offensive (the offensive's own list).

use std::collections::VecDeque;

use super::command::{self, may_command};
use super::{at_oahu, Supply};
use crate::games::empire_of_the_sun::data::geo::{HexIx, NONE};
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::{BoxKey, Loc, Sheet, State, UnitId};
use crate::kit::hex::Hex;

/// Where an HQ commands from: a hex of the sheet, or Oahu off the South Pacific sheet (17.10.5K).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Seat {
    Hex(HexIx),
    Oahu,
}

/// The HQ's seat, if it is in play on this sheet.
pub fn seat(state: &State, hq: UnitId) -> Option<Seat> {
    let loc = state.unit(hq).loc;
    if at_oahu(state, loc) {
        return Some(Seat::Oahu);
    }
    let i = state.geo().ix(loc.hex()?);
    (i != NONE).then_some(Seat::Hex(i))
}

fn range(state: &State, hq: UnitId) -> u32 {
    state.unit_data(hq).command_range.unwrap_or(0) as u32
}

/// The hexes an activation path of `hq` reaches within its command range (6.3). C Pac at Oahu reaches
/// the New Hebrides and no other hex (17.10.5K).
pub fn activation_reach(state: &State, supply: &Supply, hq: UnitId) -> Vec<bool> {
    let geo = state.geo();
    let n = geo.len();
    let side = state.side_of_unit(hq);
    let start = match seat(state, hq) {
        None => return vec![false; n],
        Some(Seat::Oahu) => return new_hebrides(state),
        Some(Seat::Hex(i)) => i,
    };
    let battle_hexes = reaction_battle_hexes(state, side);
    let max = range(state, hq);
    let mut dist = vec![u32::MAX; n];
    dist[start as usize] = 0;
    let mut queue = VecDeque::from([start]);
    while let Some(x) = queue.pop_front() {
        let d = dist[x as usize];
        if d >= max {
            continue;
        }
        for s in geo.neighbours(x) {
            let y = s.to;
            if dist[y as usize] != u32::MAX {
                continue;
            }
            // 6.3, 7.26: a hex solely occupied by enemy ground or air units blocks, unless it is a declared
            // battle hex and the path is a reaction's.
            if supply.enemy_only(side, y) && !battle_hexes.contains(&y) {
                continue;
            }
            // 6.3, 6.4: an un-neutralised enemy zone blocks paths entering or leaving it across a non-land
            // hexside (an unplayable hexside may be crossed, and is no land hexside).
            if !s.land && (supply.zoi.blocks(side, x) || supply.zoi.blocks(side, y)) {
                continue;
            }
            dist[y as usize] = d + 1;
            queue.push_back(y);
        }
    }
    dist.iter().map(|&d| d != u32::MAX).collect()
}

/// The declared battle hexes, when `side` is the reaction side of the offensive under way (7.26).
fn reaction_battle_hexes(state: &State, side: Side) -> Vec<HexIx> {
    let geo = state.geo();
    match &*state.offensive {
        Some(o) if o.side != side => o.battles.iter().map(|b| geo.ix(b.hex)).filter(|&i| i != NONE).collect(),
        _ => vec![],
    }
}

fn new_hebrides(state: &State) -> Vec<bool> {
    state.geo().data.iter().map(|d| d.in_region("new_hebrides")).collect()
}

/// 6.3: `hq` may activate `unit` now: the HQ is supplied, the chart lets it command the unit (6.12), the
/// unit is supplied (not only by the Tokyo Express, 6.23) and an activation path reaches it. Air units in
/// the China box need a path to Kunming, or the Hump (13.74). Scenario limit: on turn 3 of the South
/// Pacific scenario no Japanese unit at Truk may be activated (17.10.5F).
pub fn can_activate(state: &State, supply: &Supply, hq: UnitId, unit: UnitId) -> bool {
    can_activate_with(state, supply, hq, unit, &mut None)
}

/// [`can_activate`] for every unit at once: the units `hq` may activate, by unit id.
pub fn activatable(state: &State, supply: &Supply, hq: UnitId) -> Vec<UnitId> {
    let mut reach = None;
    (0..state.units.len() as UnitId).filter(|&u| can_activate_with(state, supply, hq, u, &mut reach)).collect()
}

/// `reach` caches [`activation_reach`] across calls.
fn can_activate_with(state: &State, supply: &Supply, hq: UnitId, unit: UnitId, reach: &mut Option<Vec<bool>>) -> bool {
    if state.unit_data(hq).kind != UnitType::Hq || !supply.hq_supplied(hq) || !may_command(state, hq, unit) {
        return false;
    }
    if !supply.supplied_for_activation(unit) || truk_closed(state, unit) {
        return false;
    }
    let Some(hq_seat) = seat(state, hq) else { return false };
    let loc = state.unit(unit).loc;
    if at_oahu(state, loc) {
        // The HQ printed at Oahu commands the units beside it (range 0).
        return hq_seat == Seat::Oahu;
    }
    let mut reaches = |i: HexIx| i != NONE && reach.get_or_insert_with(|| activation_reach(state, supply, hq))[i as usize];
    match loc {
        Loc::Hex(h) => reaches(state.geo().ix(h)),
        // 13.74: the China box's air units are activated by an HQ with a path to Kunming, or by the Hump;
        // they fly out as one stage to a North India airfield (movement/air.rs `china_box_reach`).
        Loc::Box(BoxKey::China) => state.sheet == Sheet::Main && (supply.hump || reaches(command::kunming(state))),
        _ => false,
    }
}

/// Where an activated unit counts as starting its move: its hex, or Kunming's for an air unit of the
/// China box (13.74: the box stands for Kunming's airfields).
pub fn activation_hex(state: &State, u: UnitId) -> Option<Hex> {
    match state.unit(u).loc {
        Loc::Hex(h) => Some(h),
        Loc::Box(BoxKey::China) => {
            let k = command::kunming(state);
            (k != NONE).then(|| state.geo().hex(k))
        }
        _ => None,
    }
}

/// Whether `u` stands in the China box (13.74).
pub fn in_china_box(state: &State, u: UnitId) -> bool {
    state.unit(u).loc == Loc::Box(BoxKey::China)
}

/// 17.10.5F: turn 3 of the South Pacific scenario, Truk (4017) is closed to Japanese activation.
fn truk_closed(state: &State, unit: UnitId) -> bool {
    state.sheet == Sheet::SouthPacific
        && state.tracks.turn == 3
        && state.side_of_unit(unit) == Side::Japanese
        && state.unit(unit).loc == Loc::Hex(Hex::new(40, 17))
}

/// The hex is within `hq`'s command range counted straight, whatever lies between (6.0: intelligence and
/// reaction; 7.26: "this range cannot be blocked in any way"; 6.24c: attrition). C Pac at Oahu: the New
/// Hebrides only (17.10.5K).
pub fn in_command_range(state: &State, hq: UnitId, h: Hex) -> bool {
    let geo = state.geo();
    let i = geo.ix(h);
    if i == NONE {
        return false;
    }
    match seat(state, hq) {
        None => false,
        Some(Seat::Oahu) => state.hex_data(h).is_some_and(|d| d.in_region("new_hebrides")),
        Some(Seat::Hex(at)) => geo.distance(at, i) <= range(state, hq),
    }
}

/// 6.24 step 1c: the hex is within the command range of some HQ of `side`, supplied or not (straight
/// range; every HQ counts, whatever its nationality).
pub fn in_range_of_any_hq(state: &State, side: Side, h: Hex) -> bool {
    (0..state.units.len() as UnitId)
        .filter(|&u| state.unit_data(u).kind == UnitType::Hq && state.side_of_unit(u) == side)
        .any(|u| in_command_range(state, u, h))
}

/// 7.26: an HQ may react only if a declared battle hex lies within its command range (straight).
pub fn may_react(state: &State, supply: &Supply, hq: UnitId) -> bool {
    let Some(o) = &*state.offensive else { return false };
    supply.hq_supplied(hq) && o.side != state.side_of_unit(hq) && o.battles.iter().any(|b| in_command_range(state, hq, b.hex))
}
