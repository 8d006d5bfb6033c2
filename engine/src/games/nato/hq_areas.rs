//! The HQs bound to an operational area, from rules version 21 ([`RULES`]; docs/games/nato.md, E20):
//!
//! - **The Baltic Front HQ** ([29.5.1]) is the only Pact front HQ that enters the BALTAP command zone
//!   ([2.2.7]); until Denmark surrenders ([32.1.1]) it leaves the Pact's territory only into that zone, so
//!   it stands in the Pact's nations or in the zone. The other front HQs never enter the zone (the lifting
//!   sentence is the Baltic Front HQ's own).
//! - **LANDJUT and LANDZEALAND** ([29.7]) never enter a hex south of the Elbe; East Germany north of it
//!   they may (`NatoData::north_of_elbe`).
//!
//! An HQ standing outside its area (a retreat drove it out, [25.7.8]) moves freely from then on. The
//! bound is on entering a hex by movement (tactical, march, rail, advance); retreats are not bound by it
//! (the engine's retreats read no territory, as for territorial units).

use super::baltap::BALTIC_FRONT;
use super::data::{Class, HexId, Side};
use super::state::{State, UnitId};

/// The rules version from which the HQs keep to their areas.
pub const RULES: u32 = 21;

/// An HQ's operational area.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Area {
    /// [29.5.1]: the Pact's nations and the BALTAP zone.
    BalticFront,
    /// [29.5.1]: anywhere but the BALTAP zone.
    OutsideBaltap,
    /// [29.7]: north of the Elbe.
    NorthOfElbe,
}

/// The area `u` is bound to now, if any.
fn area(s: &State, u: UnitId) -> Option<Area> {
    if s.rules < RULES || s.class(u) != Class::Hq {
        return None;
    }
    let ty = &s.ty(u).key;
    match s.side(u) {
        Side::Wp if ty == "wp_front_hq" && s.data().units[u as usize].command == BALTIC_FRONT => (!s.surrendered("dk")).then_some(Area::BalticFront),
        Side::Wp if ty == "wp_front_hq" => Some(Area::OutsideBaltap),
        Side::Nato if ty.starts_with("mn") => Some(Area::NorthOfElbe),
        _ => None,
    }
}

/// Whether hex `h` lies in the area.
fn within(s: &State, area: Area, h: HexId) -> bool {
    let hex = &s.data().hexes[h as usize];
    let baltap = hex.zone.as_deref() == Some("baltap");
    match area {
        Area::BalticFront => baltap || hex.owner() == Some(Side::Wp),
        Area::OutsideBaltap => !baltap,
        Area::NorthOfElbe => s.data().north_of_elbe[h as usize],
    }
}

/// Whether `u` may enter `h` as far as its operational area goes ([29.5.1], [29.7]); [25.7.8]: an HQ
/// already outside its area is bound no more.
pub fn may_enter(s: &State, u: UnitId, h: HexId) -> bool {
    let Some(area) = area(s, u) else { return true };
    match s.hex_of(u) {
        Some(at) if !within(s, area, at) => true,
        _ => within(s, area, h),
    }
}
