//! The Pact's units in the BALTAP command zone as Baltic Front units ([29.5.3], [26.1.7]), from rules
//! version 12 ([`super::cities::RULES`]): in every scenario but Extended Buildup ([38.0]) the Pact may treat
//! any of its units standing in the BALTAP zone ([2.2.7]) as a unit of the Baltic Front, unit by unit,
//! whatever its own front. So such a unit coordinates with the Baltic Front's units ([26.1]) and takes its
//! supply from the Baltic Front's HQs ([10.4.4]) besides its own front's (decision BT1).

use super::data::Side;
use super::state::{State, UnitId};

/// The Baltic Front's command ([29.5]).
pub const BALTIC_FRONT: &str = "baf";

/// The published scenario without the exception ([29.5.3]).
pub const EXTENDED_BUILDUP: &str = "extended_buildup";

/// Whether the Pact may count `u` as a Baltic Front unit now: in the BALTAP zone, outside Extended Buildup.
pub fn as_baltic_front(s: &State, u: UnitId) -> bool {
    let Some(at) = s.hex_of(u) else { return false };
    super::cities::active(s)
        && s.side(u) == Side::Wp
        && s.data().hexes[at as usize].zone.as_deref() == Some("baltap")
        && s.scenario_data().key != EXTENDED_BUILDUP
}

/// Whether `u` belongs to the front `front` ([3.2.5]), or may be counted in it ([29.5.3]).
pub fn of_front(s: &State, u: UnitId, front: &str) -> bool {
    s.data().units[u as usize].command == front || front == BALTIC_FRONT && as_baltic_front(s, u)
}

/// Whether the Pact units `units` coordinate ([26.1.3]): the independents with anyone, the others all of one
/// front, counting those in the BALTAP zone in the Baltic Front where that makes them one ([29.5.3]).
pub fn one_front(s: &State, units: &[UnitId]) -> bool {
    let d = s.data();
    let fronted: Vec<UnitId> = units.iter().copied().filter(|&v| d.units[v as usize].command != "indep").collect();
    let Some(&first) = fronted.first() else { return true };
    let own = d.units[first as usize].command.as_str();
    [own, BALTIC_FRONT].iter().any(|f| fronted.iter().all(|&v| of_front(s, v, f)))
}
