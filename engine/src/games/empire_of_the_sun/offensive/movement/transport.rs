//! Landings that cost no amphibious shipping (EotS 8.45A's exceptions): Japanese organic naval transport
//! (8.46) and barges (8.47).
//!
//! * 8.46: one of the five brigades with organic transport (1st–4th SN, SS) lands free when a Japanese CA,
//!   CL or APD (reduced or not) moves with it from the start of the offensive to the landing: here, an
//!   activated ship of those types that started the offensive in the brigade's hex and has already moved
//!   to the landing hex, carrying no other brigade. If the ship is eliminated before the ground combat,
//!   the brigade is eliminated with it and does not land.
//! * 8.47: while the Japanese ASP marker shows Barges, one Japanese ground unit of any size per offensive
//!   (not a reaction) may land across a single sea hexside at no ASP cost, when the offensive's card has an
//!   OC value of 3 (played as OC or EC). A barge landing forced to retreat goes back to the hex it came
//!   from.
//!
//! A landing that could be paid either way is carried rather than paid (organic transport first, then the
//! barges), so no ASP is spent when the rules offer a free lift.

use crate::games::empire_of_the_sun::data::geo::NONE;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::{Loc, Mode, State, UnitId};
use crate::games::empire_of_the_sun::turn::cards;
use crate::kit::hex::Hex;

/// How a landing is carried.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Lift {
    /// By amphibious shipping points (8.45A).
    Asp,
    /// By this ship (8.46).
    Organic(UnitId),
    /// By barge (8.47).
    Barge,
}

fn carrier_type(k: UnitType) -> bool {
    matches!(k, UnitType::Ca | UnitType::Cl | UnitType::Apd)
}

/// 8.46: the ship that may carry brigade `u` to `to` now, if any.
pub fn organic_ship(s: &State, u: UnitId, to: Hex) -> Option<UnitId> {
    let o = s.offensive.as_ref()?;
    if o.side != Side::Japanese || s.side_of_unit(u) != Side::Japanese || !s.unit_data(u).organic_transport {
        return None;
    }
    let start = o.active.iter().find(|a| a.unit == u)?.from;
    o.active
        .iter()
        .filter(|a| carrier_type(s.unit_data(a.unit).kind) && a.from == start && a.mode == Some(Mode::Naval))
        .filter(|a| s.unit(a.unit).loc == Loc::Hex(to))
        .find(|a| !o.organic.iter().any(|&(_, ship)| ship == a.unit))
        .map(|a| a.unit)
}

/// 8.47: the barges may still be used in this offensive, for a landing of `u`.
pub fn barges_available(s: &State, u: UnitId) -> bool {
    let Some(o) = s.offensive.as_ref() else { return false };
    o.side == Side::Japanese
        && s.side_of_unit(u) == Side::Japanese
        && s.unit_data(u).kind == UnitType::Ground
        && s.tracks.barges
        && !s.tracks.pt_boats
        && o.barge.is_none()
        && cards::card(s, o.side, o.card).ops >= 3
}

/// 8.47: `to` is one sea hexside from where `u` stands.
pub fn one_sea_hexside(s: &State, u: UnitId, to: Hex) -> bool {
    let Some(at) = s.unit(u).loc.hex() else { return false };
    let geo = s.geo();
    let (a, b) = (geo.ix(at), geo.ix(to));
    a != NONE && b != NONE && geo.side(a, b).is_some_and(|x| x.sea)
}

/// How a landing of `u` at `to` would be carried now, or `None` when it cannot be paid for.
pub fn lift(s: &State, u: UnitId, to: Hex, asp_cost: u8) -> Option<Lift> {
    if let Some(ship) = organic_ship(s, u, to) {
        return Some(Lift::Organic(ship));
    }
    if barges_available(s, u) && one_sea_hexside(s, u, to) {
        return Some(Lift::Barge);
    }
    let side = s.side_of_unit(u);
    (s.asp_left(side) >= asp_cost).then_some(Lift::Asp)
}

/// 8.46: a ship of the brigade's stack that carries it (it moves with the brigade from the start), if any.
pub fn organic_in_stack(s: &State, u: UnitId, ships: &[UnitId]) -> Option<UnitId> {
    let o = s.offensive.as_ref()?;
    if o.side != Side::Japanese || s.side_of_unit(u) != Side::Japanese || !s.unit_data(u).organic_transport {
        return None;
    }
    ships.iter().copied().find(|&v| carrier_type(s.unit_data(v).kind) && !o.organic.iter().any(|&(_, ship)| ship == v))
}

/// [`lift`] for a landing moving with `ships` as one stack: a ship of the stack carries an
/// organic-transport brigade first.
pub fn lift_with(s: &State, u: UnitId, to: Hex, asp_cost: u8, ships: &[UnitId]) -> Option<Lift> {
    match organic_in_stack(s, u, ships) {
        Some(ship) => Some(Lift::Organic(ship)),
        None => lift(s, u, to, asp_cost),
    }
}

/// Records the lift of a landing that just happened (the ASPs are paid by the caller).
pub fn record(s: &mut State, u: UnitId, lift: Lift) {
    let Some(o) = s.offensive.as_mut() else { return };
    match lift {
        Lift::Asp => {}
        Lift::Organic(ship) => o.organic.push((u, ship)),
        Lift::Barge => o.barge = Some(u),
    }
}

/// 8.46: before the ground combat at `h`, brigades whose carrying ship was eliminated are eliminated.
pub fn sink_carried(s: &mut State, h: Hex) {
    let Some(o) = s.offensive.as_ref() else { return };
    let lost: Vec<UnitId> = o
        .organic
        .iter()
        .filter(|&&(b, ship)| s.unit(b).loc == Loc::Hex(h) && matches!(s.unit(ship).loc, Loc::Eliminated | Loc::Removed))
        .map(|&(b, _)| b)
        .collect();
    for b in lost {
        super::moves::eliminate(s, b);
    }
}

/// 8.47: a barge landing that must retreat goes back to the hex it came from.
pub fn barge_origin(s: &State, u: UnitId) -> Option<Hex> {
    let o = s.offensive.as_ref()?;
    if o.barge != Some(u) {
        return None;
    }
    o.active.iter().find(|a| a.unit == u).map(|a| a.from)
}
