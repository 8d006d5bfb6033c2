//! The Baltic Corps and its sea supply ([10.9]), played from rules version 11 ([`RULES`]).
//!
//! [10.9.1], [10.4.4.2], [29.6.1]: the Baltic Corps HQ supplies the Baltic Front's regiments and brigades
//! (never its divisions) and the independent airborne and airmobile units; it needs no supply point after
//! the Pact's automatic supply ends (`supply::hq_supply_phase` charges the front HQs only).
//!
//! [10.9.2]: in the Pact's HQ Supply Phase, when the Baltic Corps HQ cannot trace its chain of links to a
//! source and stands on a coastal hex of the Baltic ([10.9.2.1]: of the North Sea too once Denmark has
//! surrendered and NATO holds no Danish city), a virtual sea supply point sails to it: the interception roll
//! of a resupply ([`resupply::roll`]: the Pact's own table, the section of the hex's airspace, −1 in an enemy
//! zone). Intercepted, the HQ is Out of Supply; not, it is supplied until the next Pact HQ Supply Phase. The
//! attempt is automatic, once a phase (decisions SS1, SS2 in docs/games/nato.md).
//!
//! [10.9.3]: units supplied through the sea-supplied HQ, and the HQ itself, do not count as supplied for
//! airspace; they carry the `sea` mark of the last supply check (`UnitState::sea`, decision SS4), which
//! `air::airspace` reads as it reads the Out-of-Supply markers (decision A1).

use super::data::{hex_name, Class, HexId, SeaArea, Side};
use super::resupply;
use super::state::{State, UnitId};
use crate::Arg;

/// The rules version that plays the Baltic Corps' sea supply and its subordinates.
pub const RULES: u32 = 11;

pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// The Baltic Corps HQ ([29.6]): the Pact's HQ that counts as a marine unit (units.tsv's `M` flag), the
/// only one.
pub fn baltic_corps_hq(s: &State, hq: UnitId) -> bool {
    s.side(hq) == Side::Wp && s.class(hq) == Class::Hq && s.ty(hq).marine
}

/// Whether the Baltic Corps HQ `hq` may supply `u` ([10.9.1], [10.4.4.2], [29.6.1]; decision SS5): a
/// regiment or brigade of its front (never a division), a unit naming it as its HQ, or an independent
/// airborne or airmobile unit.
pub fn subordinate(s: &State, hq: UnitId, u: UnitId) -> bool {
    let d = s.data();
    let (h, x) = (&d.units[hq as usize], &d.units[u as usize]);
    let t = s.ty(u);
    if x.side != h.side {
        return false;
    }
    x.hq.as_deref() == Some(h.key.as_str()) || (super::baltap::of_front(s, u, &h.command) && !t.size.starts_with("XX")) || (x.command == "indep" && t.airborne)
}

/// [10.9.2.1]: the North Sea's coast once the Pact has conquered Denmark (it has surrendered, [32.1.1]) and
/// NATO controls no Danish city.
pub fn north_sea_open(s: &State) -> bool {
    s.surrendered("dk")
        && !s.data().hexes.iter().enumerate().any(|(i, x)| x.city.is_some() && x.country.as_deref() == Some("dk") && s.city_controller(i as HexId) == Some(Side::Nato))
}

/// Whether sea supply may reach `h` ([10.9.2], [10.9.2.1], [2.2.3]): a coastal hex of the Baltic, or of the
/// North Sea once it is open.
pub fn coast(s: &State, h: HexId) -> bool {
    let x = &s.data().hexes[h as usize];
    x.coastal
        && match x.sea_area {
            Some(SeaArea::Baltic) => true,
            Some(SeaArea::NorthSea) => north_sea_open(s),
            None => false,
        }
}

/// The hex where the HQ `hq` may try sea supply now, if any: the Baltic Corps HQ on such a coast, from
/// rules 11. The caller has found that it traces no chain of links.
pub fn hex(s: &State, hq: UnitId) -> Option<HexId> {
    let h = s.hex_of(hq)?;
    (active(s) && baltic_corps_hq(s, hq) && coast(s, h)).then_some(h)
}

/// [10.9.2]: the virtual sea supply point sails to the HQ in `h`: the interception roll, logged. Whether
/// it arrives (the HQ is supplied).
pub fn sail(s: &mut State, hq: UnitId, h: HexId) -> bool {
    let side = s.side(hq);
    let head = vec![Arg::Unit(s.key(hq).to_string()), Arg::Hex(hex_name(h))];
    match resupply::roll(s, side, h) {
        Some(r) if !r.arrives() => {
            s.push_log(Some(side), "nato.sea_supply_intercepted", r.args(head));
            false
        }
        Some(r) => {
            s.push_log(Some(side), "nato.sea_supply_arrives", r.args(head));
            true
        }
        None => {
            s.push_log(Some(side), "nato.sea_supply_unopposed", head);
            true
        }
    }
}

/// [16.2.4]: the Baltic Corps HQ `hq`, sailing from a friendly port (or the SRB), is supplied for the rest of
/// the game turn: its Out of Supply marker goes until the next Pact HQ Supply Phase, so it gives its units
/// combat supply in this turn's Joint Combat Supply Segments. From rules 12 ([`super::cities::RULES`]).
pub fn sails_from_port(s: &mut State, hq: UnitId) {
    if !super::cities::active(s) || !baltic_corps_hq(s, hq) {
        return;
    }
    let us = &mut s.units[hq as usize];
    us.sea = false;
    if us.hq_oos {
        us.hq_oos = false;
        s.push_log(Some(Side::Wp), "nato.corps_sails_supplied", vec![Arg::Unit(s.key(hq).to_string())]);
    }
}
