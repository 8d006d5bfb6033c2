//! Flak ([19.0]): there is no flak table. Each time an attack-helicopter brigade or a helicopter command
//! enters a hex in an enemy zone of control — an enemy-occupied hex included, a zone not negated by a
//! friendly ground unit or free city there — its owner rolls a die: a hit on the pack's `ezoc` figure
//! (1), on the `enemy_free_city` figure (1 or 2) entering an enemy free city ([19.1.1], [30.2.2]). A hit
//! rolls again: above the helicopter unit's defence it is shot down and leaves the game for good ([19.1]).
//! Several zones in one hex count once ([19.1.2]); the zones are those of [8.0] (attack-0 units in their
//! own hex only, HQs all round).

use super::super::data::{hex_name, HexId, Side};
use super::super::state::{Loc, State, UnitId};
use super::super::zoc;
use crate::Arg;

/// The pack's flak figures (flak.tsv): the highest die that hits.
#[derive(Clone, Copy, Debug, Default)]
pub struct FlakTable {
    /// Entering a hex in an enemy zone ([19.1]).
    pub ezoc: u8,
    /// Entering an enemy free city ([19.1.1]).
    pub city: u8,
    /// Entering an assault hex, friendly units there or not ([19.1.5]).
    pub assault: u8,
}

/// Whether a helicopter of `side` entering `h` draws flak, and the highest die that hits it ([19.1],
/// [19.1.1]). `None`: no flak there.
pub fn threat(s: &State, side: Side, h: HexId) -> Option<u8> {
    threat_except(s, side, h, None)
}

/// As [`threat`] for a helicopter command carrying or fetching `passenger`: the passenger never negates
/// the zone for its own command ([19.1], [19.1.4]).
pub fn threat_except(s: &State, side: Side, h: HexId, passenger: Option<UnitId>) -> Option<u8> {
    threat_with(s, side, h, |v| Some(v) != passenger)
}

/// As [`threat`], the friendly ground units that may negate the zone chosen by `negates` ([19.1];
/// [`super::super::heli_declare`]: the passengers of operations whose flak waits are left to the roll).
pub fn threat_with(s: &State, side: Side, h: HexId, negates: impl Fn(UnitId) -> bool) -> Option<u8> {
    let t = s.data().air.flak;
    // [19.1.5]: a hex under assault always fires, whoever stands in it.
    if super::super::assault::under_assault(s, h) {
        return Some(t.assault);
    }
    // [19.1.1], [30.2.2]: an enemy free city has a zone in its own hex, and its flak hits on 1–2.
    if s.free_city_of(h, side.other()) {
        return Some(t.city);
    }
    // [19.1]: a friendly ground unit (not the passenger) or free city there negates the zone for flak.
    // [33.3.2]: not a Reforger site (rules 23).
    let negated = s.units_in(h).any(|v| negates(v) && s.side(v) == side && super::super::reforger::ground_unit(s, v)) || s.free_city_of(h, side);
    (zoc::in_ezoc(s, side, h) && !negated).then_some(t.ezoc)
}

/// A helicopter unit `u` enters `h`: flak fires if the hex draws it. Returns whether it was shot down (it
/// is then eliminated for good, [19.1]).
pub fn enter(s: &mut State, u: UnitId, h: HexId) -> bool {
    enter_except(s, u, h, None)
}

/// As [`enter`] for a helicopter command with its passenger ([`threat_except`]).
pub fn enter_except(s: &mut State, u: UnitId, h: HexId, passenger: Option<UnitId>) -> bool {
    let side = s.side(u);
    let Some(hit_max) = threat_except(s, side, h, passenger) else { return false };
    shoot(s, u, h, hit_max)
}

/// [19.1.5], [27.1]: a helicopter command landing its passenger on enemy units: the hex is an assault hex
/// from the first command on (its Battle marker is placed first), so it always fires.
pub fn enter_assault(s: &mut State, u: UnitId, h: HexId) -> bool {
    let hit_max = s.data().air.flak.assault;
    shoot(s, u, h, hit_max)
}

/// Flak fires at `u` entering `h`: a hit at `hit_max` or less, then a second die above its defence shoots
/// it down.
pub fn shoot(s: &mut State, u: UnitId, h: HexId, hit_max: u8) -> bool {
    let side = s.side(u);
    let unit = Arg::Unit(s.key(u).to_string());
    let die = s.roll();
    if die > hit_max {
        s.push_log(Some(side), "nato.flak_miss", vec![unit, Arg::Hex(hex_name(h)), Arg::Roll(die)]);
        return false;
    }
    let defence = s.values(u).1;
    let second = s.roll();
    if second > defence {
        s.push_log(Some(side), "nato.shot_down", vec![unit, Arg::Hex(hex_name(h)), Arg::Roll(die), Arg::Roll(second), Arg::Num(defence as i32)]);
        let us = &mut s.units[u as usize];
        us.steps = 0;
        us.loc = Loc::Dead;
        true
    } else {
        s.push_log(Some(side), "nato.flak_hit", vec![unit, Arg::Hex(hex_name(h)), Arg::Roll(die), Arg::Roll(second), Arg::Num(defence as i32)]);
        false
    }
}
