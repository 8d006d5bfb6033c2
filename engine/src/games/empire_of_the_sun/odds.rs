//! The odds of the actions that roll dice, for the board to show before the die is cast (the engine
//! contract's `Game::odds`): the action that starts a battle (`resolve`, 7.2 step 11) and any action after
//! which a side fires (the last hit placed before the other side's second fire, 9.2D–E, or before the
//! ground combat, 9.4), the intelligence roll (7.25), the special reaction roll (7.27) and a China
//! offensive's roll (13.72A).
//!
//! The action is applied to a copy of the state once for every face of its dice ([`enumerate`], d10
//! faces 0–9, at most two dice: both sides' simultaneous fire), so the results are the rules' own; the
//! modifiers shown with them are those the battle module computes for the rolling side, and the notes give
//! each firing side's strength, modifier and average hits on the CRT.

use super::battle::{air_naval, ground};
use super::data::Side;
use super::offensive::intelligence;
use super::state::steps::SETTLE_LIMIT;
use super::state::{seat_of, side_of, State};
use super::events;
use crate::kit::odds::{enumerate, Modifier, Odds, Reading};
use crate::{Arg, LogEntry, Seat};

/// What rolled in an action, as its log entries tell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Rolled {
    /// A side's fire on the air-naval (9.2B) or ground (9.4) CRT.
    Fire { side: Side, ground: bool, strength: u32, drm: i32 },
    /// The intelligence roll (7.25) or a special reaction's roll (7.27).
    Intel { special: bool },
    /// A China offensive's roll (13.72A), by operations or by an event.
    China,
}

/// The odds of `action` in `state`; `None` when it rolls no die (or rolls something else: an event's
/// die, more than two dice).
pub fn odds(state: &State, action: &super::actions::Action) -> Option<Odds> {
    let seat = crate::kit::steps::prompt(state).seat?;
    let side = side_of(seat);
    let apply = |s: &mut State| crate::kit::steps::apply(s, seat, action, SETTLE_LIMIT).is_ok();
    // A probe with every die a 9 (hits for anyone with strength) tells who rolls, and keeps the battle
    // in the state to read its modifiers from.
    let mut probe = state.clone();
    probe.chance.script.dice = vec![9; 4];
    if !apply(&mut probe) {
        return None;
    }
    let rolled = rolled(state, &probe);
    if rolled.is_empty() {
        return None;
    }
    let modifiers = modifiers(state, &probe, &rolled, side);
    let mut odds = enumerate(state, 0..=9, |s| &mut s.chance, apply, |before, after| read(before, after, side), modifiers)?;
    odds.notes = notes(state, &rolled, side);
    Some(odds)
}

/// The rolls the action made, read from the log entries it added.
fn rolled(before: &State, after: &State) -> Vec<Rolled> {
    new_entries(before, after)
        .into_iter()
        .filter_map(|e| {
            let side = e.seat.map(side_of);
            let num = |i: usize| match e.args.get(i) {
                Some(Arg::Num(n)) => *n,
                _ => 0,
            };
            match e.id.as_str() {
                "eots.air_naval_fire" | "eots.ground_fire" => Some(Rolled::Fire {
                    side: side?,
                    ground: e.id == "eots.ground_fire",
                    strength: num(1).max(0) as u32,
                    drm: num(3),
                }),
                "eots.intel_success" | "eots.intel_fail" => Some(Rolled::Intel { special: false }),
                "eots.special_success" | "eots.special_fail" => Some(Rolled::Intel { special: true }),
                "eots.event.china_offensive" => Some(Rolled::China),
                _ => None,
            }
        })
        .collect()
}

fn new_entries<'a>(before: &State, after: &'a State) -> Vec<&'a LogEntry> {
    after.log.iter().skip(before.log.len()).collect()
}

/// The modifiers of the roll of the acting side if it rolls, else of the side that does; the battle's
/// state is read from the probe (the fight is kept while its hits wait to be placed).
fn modifiers(state: &State, probe: &State, rolled: &[Rolled], acting: Side) -> Vec<Modifier> {
    let pick = rolled.iter().find(|r| matches!(r, Rolled::Fire { side, .. } if *side == acting)).or(rolled.first());
    match pick {
        Some(Rolled::Fire { side, ground, .. }) => {
            let Some(fight) = probe.offensive.as_ref().and_then(|o| o.fight.as_ref()) else { return vec![] };
            if *ground {
                ground::modifiers(probe, fight, *side)
            } else {
                air_naval::modifiers(probe, fight, *side)
            }
        }
        Some(Rolled::Intel { special }) => intelligence::intel_modifiers(state, *special),
        Some(Rolled::China) => {
            let air = events::china::allied_air_drm(state);
            if air == 0 {
                vec![]
            } else {
                vec![Modifier::new("eots.drm.allied_air_in_china", vec![], air)]
            }
        }
        None => vec![],
    }
}

/// Each firing side's strength and modifier, and its average hits over the ten faces (9.2B, 9.4).
fn notes(state: &State, rolled: &[Rolled], acting: Side) -> Vec<(String, Vec<Arg>)> {
    let mut fires: Vec<&Rolled> = rolled.iter().filter(|r| matches!(r, Rolled::Fire { .. })).collect();
    crate::kit::sort::sort_by_key(&mut fires, |r| !matches!(r, Rolled::Fire { side, .. } if *side == acting));
    let t = &state.data().tables;
    let mut v = vec![];
    for r in fires {
        let Rolled::Fire { side, ground, strength, drm } = *r else { continue };
        let table = if ground { ground::TABLE } else { air_naval::TABLE };
        let total: u32 = (0..=9).map(|face| t.hits(table, strength, face + drm).unwrap_or(0)).sum();
        let seat = Arg::Seat(seat_of(side));
        v.push(("eots.odds.fire_terms".to_string(), vec![seat.clone(), Arg::Num(strength as i32), Arg::Num(drm)]));
        v.push(("eots.odds.average".to_string(), vec![seat, Arg::Num((total as f64 / 10.0).round() as i32)]));
    }
    v
}

/// One roll's result for the acting player: the hits each firing side scores (the acting side first),
/// or the intelligence roll's success.
fn read(before: &State, after: &State, acting: Side) -> Reading {
    let entries = new_entries(before, after);
    let mut fires: Vec<(Seat, i32, bool)> = vec![];
    for (i, e) in entries.iter().enumerate() {
        match e.id.as_str() {
            "eots.air_naval_fire" | "eots.ground_fire" => {
                let hits = match e.args.get(4) {
                    Some(Arg::Num(n)) => *n,
                    _ => 0,
                };
                let critical = entries.get(i + 1).is_some_and(|x| x.id == "eots.critical_hit" && x.seat == e.seat);
                fires.push((e.seat.unwrap_or(0), hits, critical));
            }
            "eots.intel_success" | "eots.special_success" => return reading("eots.odds.intel_success", vec![], Some(true)),
            "eots.intel_fail" | "eots.special_fail" => return reading("eots.odds.intel_fail", vec![], Some(false)),
            "eots.event.china_offensive" => {
                // 13.72A: a success moves the marker towards Collapse; a failure may move it back.
                let shift = after.tracks.china as i32 - before.tracks.china as i32;
                let success = shift > 0;
                let id = if success { "eots.odds.china_success" } else { "eots.odds.china_fail" };
                return reading(id, vec![Arg::Num(shift)], Some(success == (acting == Side::Japanese)));
            }
            _ => {}
        }
    }
    crate::kit::sort::sort_by_key(&mut fires, |f| f.0 != seat_of(acting));
    match fires.as_slice() {
        [(a, ha, ca)] => {
            let id = if *ca { "eots.odds.fire_critical" } else { "eots.odds.fire" };
            reading(id, vec![Arg::Seat(*a), Arg::Num(*ha)], None)
        }
        [(a, ha, ca), (b, hb, cb), ..] => {
            let id = match (ca, cb) {
                (false, false) => "eots.odds.exchange",
                (true, false) => "eots.odds.exchange_critical_first",
                (false, true) => "eots.odds.exchange_critical_second",
                (true, true) => "eots.odds.exchange_critical_both",
            };
            reading(id, vec![Arg::Seat(*a), Arg::Num(*ha), Arg::Seat(*b), Arg::Num(*hb)], None)
        }
        [] => reading("eots.odds.no_fire", vec![], None),
    }
}

fn reading(id: &str, args: Vec<Arg>, success: Option<bool>) -> Reading {
    Reading { id: id.to_string(), args, success, loses: false }
}
