//! Assault ([27.0]): units that arrive in an enemy-occupied hex in their Movement Phase — from rules
//! version 8 ([`RULES`]) by helicopter infiltration ([18.1.6]); from rules 12 by airborne drop ([16.1.3.1])
//! and amphibious landing ([16.2.3.1], `transport`) too, the Baltic Corps HQ beside a marine brigade
//! ([27.1.1]: outside the 4-step limit; it adds nothing to the attack and dies with a failed assault,
//! [16.2.4]) — start an assault. The hex takes a Battle marker ([27.1]) and
//! must be attacked in the same player turn's Combat Phase ([27.3]).
//!
//! * [27.1]: never a hex with a city; at most 4 friendly maneuver steps in it (the enemy's not counted);
//!   the Pact's entrants coordinate ([26.1.3]), NATO's are of one nationality ([26.2.8]).
//! * [27.3.2]: until its battle is over an assault unit has no zone of control (`zoc.rs`): it neither
//!   ringed the hex for a flank or concentric shift nor bars a retreat or a reaction; the hex still counts
//!   as occupied by its side.
//! * [27.3.1], [27.3.4]: the assault units are committed with any adjacent units (NATO: of their
//!   nationality); they attack doubled, the others not (`combat/odds.rs`).
//! * [27.3.5]: the attacker's step losses fall on the assault units first; if any defender is left in the
//!   hex after the defender's results, every assault unit is eliminated in the attacker-result segment.
//! * [27.3.6]: units in a hex under assault never react into another battle.
//! * [27.3.7]: successful assault units stay in the hex (no exploitation); adjacent attackers advance.
//! * [19.1.5]: every helicopter entering a hex under assault draws flak, friendly units there or not
//!   (`air/flak.rs`).
//!
//! docs/games/nato.md, decisions S1–S5.

use super::data::{hex_name, HexId, Side};
use super::state::{Loc, State, UnitId};
use crate::Arg;

/// The first rules version with assaults.
pub const RULES: u32 = 8;

/// Whether this game plays assaults (its record's rules version).
pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// Whether `u` is an assault unit whose battle has not been fought yet ([27.3.2]).
pub fn assaulting(s: &State, u: UnitId) -> bool {
    !s.assaulting.is_empty() && s.assaulting.contains(&u)
}

/// Whether `h` is under assault: an assault unit stands there, its battle to come.
pub fn under_assault(s: &State, h: HexId) -> bool {
    s.assaulting.iter().any(|&u| s.units[u as usize].loc == Loc::Hex(h))
}

/// The assault units of `side` in `h`.
pub fn units_in(s: &State, side: Side, h: HexId) -> Vec<UnitId> {
    s.assaulting.iter().copied().filter(|&u| s.side(u) == side && s.units[u as usize].loc == Loc::Hex(h)).collect()
}

/// [27.1], [18.1.6]: whether the passenger `p` may land in the enemy-occupied hex `h` for an assault: a
/// hex without a city, enemy ground units there, the friendly maneuver steps within 4 with it; the
/// Pact's assault units coordinating ([26.1.3]), NATO's of one nationality ([26.2.8], Canadians as US).
pub fn may_land(s: &State, p: UnitId, h: HexId) -> bool {
    let side = s.side(p);
    // [33.3.2]: a hex holding only Reforger sites is no assault's target (rules 23): the unit lands there.
    if !active(s) || s.data().hexes[h as usize].city.is_some() || !s.units_in(h).any(|v| s.side(v) == side.other() && super::reforger::ground_unit(s, v)) {
        return false;
    }
    let friends: Vec<UnitId> = s.units_in(h).filter(|&v| s.side(v) == side).collect();
    super::movement::fits(s, p, h) && friends.iter().all(|&v| joins(s, v, p)) && super::combat::coordinates(s, &friends, p)
}

/// Whether `u` may fight beside `v` in an assault: the Pact by [26.1.3] (checked by
/// [`super::combat::coordinates`]), NATO of one nationality ([26.2.8], [27.3.1]; Canadians as US,
/// [26.2.6]).
pub fn joins(s: &State, v: UnitId, u: UnitId) -> bool {
    let d = s.data();
    let nat = |x: UnitId| match d.units[x as usize].nation.as_str() {
        "ca" => "us",
        n => n,
    };
    s.side(u) == Side::Wp || nat(u) == nat(v)
}

/// The passenger `p` has landed in `h` for an assault: it is an assault unit; the Pact's Battle marker goes
/// on the hex ([27.1]; NATO's assaults are bound by [`must_attack`]).
pub fn begin(s: &mut State, p: UnitId, h: HexId) {
    s.assaulting.push(p);
    if s.side(p) == Side::Wp && !s.marked.contains(&h) {
        s.marked.push(h);
    }
    s.push_log(Some(s.side(p)), "nato.assault_landed", vec![Arg::Unit(s.key(p).to_string()), Arg::Hex(hex_name(h))]);
}

/// [27.3]: the hexes `side` must still attack in this Combat Phase: those under its assault.
pub fn must_attack(s: &State, side: Side) -> Vec<HexId> {
    let mut out: Vec<HexId> = s.assaulting.iter().filter(|&&u| s.side(u) == side).filter_map(|&u| s.hex_of(u)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// [27.3.5], [27.3.2]: after the attacker's losses: if a defender is still in the hex every assault unit
/// there is eliminated; the survivors' zones return.
pub fn after_battle(s: &mut State, side: Side, target: HexId) {
    let units = units_in(s, side, target);
    if units.is_empty() {
        return;
    }
    // [33.3.2]: a Reforger site does not hold the hex (rules 23).
    let held = s.occupied_by(target, side.other());
    for &u in &units {
        if held {
            let us = &mut s.units[u as usize];
            us.steps = 0;
            us.loc = Loc::Dead;
            s.push_log(Some(side), "nato.assault_failed", vec![Arg::Unit(s.key(u).to_string()), Arg::Hex(hex_name(target))]);
        }
    }
    // Those lost in the battle go from the list too.
    s.assaulting.retain(|&u| !units.contains(&u) && matches!(s.units[u as usize].loc, Loc::Hex(h) if h != target));
}

/// The end of a Combat Phase (decision S4): an assault never fought (its defenders struck away, or no
/// attack possible) ends: assault units still sharing a hex with the enemy are eliminated ([27.3.5]), the
/// rest regain their zones.
pub fn phase_end(s: &mut State) {
    let units = std::mem::take(&mut s.assaulting);
    for u in units {
        let Some(h) = s.hex_of(u) else { continue };
        let side = s.side(u);
        if s.occupied_by(h, side.other()) {
            let us = &mut s.units[u as usize];
            us.steps = 0;
            us.loc = Loc::Dead;
            s.push_log(Some(side), "nato.assault_failed", vec![Arg::Unit(s.key(u).to_string()), Arg::Hex(hex_name(h))]);
        }
    }
}
