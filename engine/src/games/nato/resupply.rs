//! Resupply operations ([10.7]), played from rules version 10 ([`RULES`]).
//!
//! Once in its Movement Supply Segment, after the ordinary supply is settled, the phasing player may fly a
//! virtual supply point to one hex holding friendly combat units, in any airspace, without spending a real
//! supply point or risking a real airlift command ([10.7]). It is intercepted like a transport step at its
//! destination ([10.7.1], [17.0]): the section of the hex's airspace for the player, the scenario's column
//! and the turn's row of the player's own table, 2d6, −1 when the hex is in an enemy zone ([17.1.2]); at or
//! below the value it is lost. Arrived, a Resupply marker goes on the hex and every combat unit there loses
//! its Movement-OOS marker at once ([10.7.1]). In the following Recovery Phase the player may spend it to
//! lift the Combat-OOS markers of the hex's units, and it goes; kept, it gives combat supply to the hex's
//! combat units in the coming Combat Phase and goes at its end ([10.7.2]). It supplies neither HQs nor
//! cities, nor units in other hexes ([10.7.3]). From rules version 16 ([`BASES`]) the point flies from a
//! base: a supplied city the player controls, free ([10.3.3]) or conquered ([10.3.3.5], [10.3.3.6]); with
//! none there is no operation. Decisions RS1–RS5 in docs/games/nato.md.

use serde::Serialize;

use super::actions::Action;
use super::air::airspace::{Airspace, Airspaces};
use super::data::{hex_name, Class, HexId, Side};
use super::state::{State, Step, UnitId};
use super::supply::Ctx;
use super::zoc::Board;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// The rules version that plays resupply operations.
pub const RULES: u32 = 10;

pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// The rules version from which a resupply operation needs a base ([10.3.3], [10.3.3.5]; decision RS5).
pub const BASES: u32 = 16;

/// [10.3.3], [10.3.3.5]: the cities a resupply operation of `side` may fly from — every city of the scenario
/// map it controls that is supplied, a free city by its own link or port ([10.3.3.1], [10.3.3.2]), a
/// conquered one by its chain ([10.3.3.5]) or, Copenhagen, by its own rule ([10.3.3.6]). Such a city covers
/// its own hex ([11.0]), so the airlift's start in friendly or contested airspace ([16.1.1]) always holds.
pub fn bases(s: &State, side: Side) -> Vec<HexId> {
    let ctx = Ctx::new(s);
    city_hexes(s, side).filter(|&h| ctx.controlled_city(s, side, h)).collect()
}

/// The city hexes of the scenario map `side` controls.
fn city_hexes(s: &State, side: Side) -> impl Iterator<Item = HexId> + '_ {
    (0..s.data().hexes.len() as HexId).filter(move |&h| s.playable(h) && s.city_controller(h) == Some(side))
}

/// Whether `side` has a base to fly a resupply from: always before rules 16 (decision RS5).
fn has_base(s: &State, side: Side) -> bool {
    if s.rules < BASES {
        return true;
    }
    let ctx = Ctx::new(s);
    city_hexes(s, side).any(|h| ctx.controlled_city(s, side, h))
}

/// A Resupply marker on the map ([4.1.8], [10.7.1]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Marker {
    pub side: Side,
    pub hex: HexId,
}

/// A combat unit in the sense of [10.7.3]: a maneuver unit or artillery (not an HQ).
fn combat_unit(s: &State, u: UnitId) -> bool {
    s.class(u).maneuver() || s.class(u) == Class::Artillery
}

/// The hexes worth a resupply operation for `side` now (decision RS1): those holding a friendly combat
/// unit that carries a Movement-OOS or Combat-OOS marker (the markers are the last check the rules made,
/// as for airspace, decision A1); none without a base (from rules 16, [`bases`]).
pub fn hexes(s: &State, side: Side) -> Vec<HexId> {
    let mut out: Vec<HexId> = s
        .on_map()
        .filter(|&(u, _)| s.side(u) == side && combat_unit(s, u) && (s.units[u as usize].moos || s.units[u as usize].coos))
        .map(|(_, h)| h)
        .collect();
    out.sort_unstable();
    out.dedup();
    if !out.is_empty() && !has_base(s, side) {
        out.clear();
    }
    out
}

/// [10.7.1], [17.1.1]: the interception value of a resupply flown to `h` (`None`: "NA", no roll), and
/// whether the hex is in an enemy zone (−1 to the roll, [17.1.2]).
pub fn interception(s: &State, side: Side, h: HexId) -> (Option<u8>, bool) {
    let section = match Airspaces::new(s).of(s, side, h) {
        Airspace::Friendly => "friendly",
        Airspace::Contested => "contested",
        Airspace::Enemy => "enemy",
    };
    let value = s.data().air.interception(side, section, &s.scenario_data().air_profile, s.turn);
    (value, Board::new(s).in_ezoc(side, h))
}

/// One interception roll against a virtual supply point ([17.1]): the 2d6, the roll less the enemy zone's
/// 1 ([17.1.2]) and the value it must beat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Interception {
    pub roll: i32,
    pub modified: i32,
    pub value: u8,
}

impl Interception {
    /// Above the value the point gets through; at or below it, it is intercepted.
    pub fn arrives(&self) -> bool {
        self.modified > self.value as i32
    }

    /// A log entry's arguments: `head`, then the roll, the modified roll and the value.
    pub fn args(&self, mut head: Vec<Arg>) -> Vec<Arg> {
        head.extend([Arg::Num(self.roll), Arg::Num(self.modified), Arg::Num(self.value as i32)]);
        head
    }
}

/// The interception roll of a virtual supply point of `side` reaching `h` ([`interception`]): a resupply
/// flight ([10.7.1]) or the Baltic Corps' sea supply ([10.9.2]). `None`: "NA", no roll.
pub fn roll(s: &mut State, side: Side, h: HexId) -> Option<Interception> {
    let (value, ezoc) = interception(s, side, h);
    let value = value?;
    let roll = (s.roll() + s.roll()) as i32;
    Some(Interception { roll, modified: roll - ezoc as i32, value })
}

/// The resupply operation to `h`: the interception roll, then the marker and the Movement-OOS markers
/// lifted ([10.7.1]).
pub fn fly(s: &mut State, side: Side, h: HexId) {
    match roll(s, side, h) {
        Some(r) if !r.arrives() => {
            s.push_log(Some(side), "nato.resupply_intercepted", r.args(vec![Arg::Hex(hex_name(h))]));
            return;
        }
        Some(r) => s.push_log(Some(side), "nato.resupply_arrives", r.args(vec![Arg::Hex(hex_name(h))])),
        None => s.push_log(Some(side), "nato.resupply_unopposed", vec![Arg::Hex(hex_name(h))]),
    }
    s.resupply = Some(Marker { side, hex: h });
    let here: Vec<UnitId> = s.units_in(h).filter(|&u| s.side(u) == side && combat_unit(s, u)).collect();
    for u in here {
        s.units[u as usize].moos = false;
    }
}

/// Whether the Resupply marker gives `u` combat supply now ([10.7.2]): a combat unit of the marker's side
/// in its hex.
pub fn supplies(s: &State, u: UnitId) -> bool {
    s.resupply.is_some_and(|m| m.side == s.side(u) && s.hex_of(u) == Some(m.hex) && combat_unit(s, u))
}

/// The units whose Combat-OOS markers the marker of `side` may lift in its Recovery Phase ([10.7.2]).
fn combat_oos_here(s: &State, side: Side) -> Vec<UnitId> {
    match s.resupply {
        Some(m) if m.side == side => s.units_in(m.hex).filter(|&u| s.side(u) == side && combat_unit(s, u) && s.units[u as usize].coos).collect(),
        _ => vec![],
    }
}

/// After the Recovery Phase's own checks: the choice of [10.7.2], asked only when a marker of the side
/// stands where a combat unit is still Combat-OOS.
pub fn after_recovery(s: &mut State, side: Side) {
    if active(s) && !combat_oos_here(s, side).is_empty() {
        s.steps.push(Step::ResupplyRecovery(side));
    }
}

/// The end of `side`'s Combat Phase: its Resupply marker goes ([10.7.2]: it never outlasts the player
/// turn).
pub fn combat_end(s: &mut State, side: Side) {
    if s.resupply.is_some_and(|m| m.side == side) {
        s.resupply = None;
    }
}

/// The resupply operation of the Movement Supply Segment ([10.7]): a hex, or none.
pub struct Operation;

impl KitStep<State> for Operation {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(&Step::Resupply(side)) = s.steps.last() else { return None };
        let mut actions: Vec<Action> = hexes(s, side).into_iter().map(Action::Resupply).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.resupply", args: vec![], rule: "NATO 10.7", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(&Step::Resupply(side)) = s.steps.last() else { return Err(Illegal("no resupply operation now".into())) };
        match *action {
            Action::Resupply(h) if hexes(s, side).contains(&h) => {
                s.steps.pop();
                fly(s, side, h);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("not a hex to resupply".into())),
        }
        Ok(())
    }
}

/// The Recovery Phase's use of the marker ([10.7.2]): lift the hex's Combat-OOS markers with it, or keep
/// it for the Combat Phase.
pub struct Recovery;

impl KitStep<State> for Recovery {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(&Step::ResupplyRecovery(side)) = s.steps.last() else { return None };
        let m = s.resupply?;
        let actions = vec![Action::Resupply(m.hex), Action::Done];
        Some(Prompt { seat: Some(side.seat()), id: "nato.resupply_recovery", args: vec![Arg::Hex(hex_name(m.hex))], rule: "NATO 10.7", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(&Step::ResupplyRecovery(side)) = s.steps.last() else { return Err(Illegal("no Resupply marker to use now".into())) };
        match *action {
            Action::Resupply(h) if s.resupply.is_some_and(|m| m.hex == h) => {
                s.steps.pop();
                for u in combat_oos_here(s, side) {
                    s.units[u as usize].coos = false;
                }
                s.resupply = None;
                s.push_log(Some(side), "nato.resupply_used", vec![Arg::Hex(hex_name(h))]);
            }
            Action::Done => {
                s.steps.pop();
                if let Some(m) = s.resupply {
                    s.push_log(Some(side), "nato.resupply_kept", vec![Arg::Hex(hex_name(m.hex))]);
                }
            }
            _ => return Err(Illegal("not the Resupply marker's hex".into())),
        }
        Ok(())
    }
}

/// The odds of a resupply operation (`Game::odds`): the section, the value, the −1 of an enemy zone and the
/// chance of each result over the 36 rolls of 2d6.
pub fn odds(s: &State, side: Side, h: HexId) -> crate::kit::odds::Odds {
    let (value, ezoc) = interception(s, side, h);
    super::transport::interception_odds(
        value,
        ezoc,
        vec![],
        |v| ("nato.odds.resupply_value".into(), vec![Arg::Num(v as i32)]),
        ("nato.odds.resupply_arrives", "nato.odds.resupply_intercepted"),
    )
}
