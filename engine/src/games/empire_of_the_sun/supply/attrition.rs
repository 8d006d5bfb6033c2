//! Attrition (EotS 6.24, the Attrition Phase of 4.4): after the Political Phase, both sides' air and
//! ground units out of supply wear down, all at once. HQs and naval units never suffer attrition.
//!
//! The steps are the rows of `attrition.tsv`, tried in order for each unit, the first whose conditions
//! hold giving its result:
//! 1. a reduced or one-step unit out of supply, not in an emergency-supply hex (6.23) and not within the
//!    command range of any friendly HQ (supplied or not; counted straight, nothing between blocks it) is
//!    eliminated;
//! 2. a full-strength unit out of supply and not in an emergency-supply hex is flipped to its reduced side.
//!
//! Every unit is judged on the supply of the position before any result is applied ("computed and applied
//! at the same time", L590), so units facing each other may suffer together, and a unit flipped by step 2
//! is not eliminated in the same phase. Air units in the China box suffer attrition but are never
//! eliminated by it (13.74). There is no Attrition Phase on turn 1, the December 1941 special turn (17.11,
//! L3044).

use super::activation;
use super::command;
use super::Supply;
use crate::games::empire_of_the_sun::data::geo::NONE;
use crate::games::empire_of_the_sun::data::{AttritionStep, Side, UnitType};
use crate::games::empire_of_the_sun::state::{seat_of, BoxKey, Loc, State, UnitId};
use crate::games::empire_of_the_sun::supply;
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::state::steps;
use crate::kit::steps::Step as Kind;
use crate::{Arg, LogEntry, Prompt};

/// What attrition does to one unit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Attrited {
    Eliminated,
    Reduced,
}

/// EotS 4.4, 6.24: the Attrition Phase.
impl Kind<State> for steps::Attrition {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        attrition(s);
    }
}

/// The Attrition Phase (4.4): judges every unit, then applies the results.
pub fn attrition(s: &mut State) {
    if s.tracks.turn == 1 {
        return; // 17.11: no Attrition Phase in the December 1941 turn.
    }
    let sup = supply::compute(s);
    let results = judge(s, &sup);
    for (u, r) in results {
        apply(s, u, r);
    }
}

/// What attrition would do to each unit now, in unit order (6.24).
pub fn judge(s: &State, sup: &Supply) -> Vec<(UnitId, Attrited)> {
    let steps = &s.data().tables.attrition;
    (0..s.units.len() as UnitId).filter_map(|u| judge_unit(s, sup, steps, u).map(|r| (u, r))).collect()
}

fn judge_unit(s: &State, sup: &Supply, steps: &[AttritionStep], u: UnitId) -> Option<Attrited> {
    if !matches!(s.unit_data(u).kind, UnitType::Ground | UnitType::Air) {
        return None; // HQs and naval units: no attrition.
    }
    let loc = s.unit(u).loc;
    let china_box = loc == Loc::Box(BoxKey::China);
    if loc.hex().is_none() && !china_box {
        return None;
    }
    let reduced = s.is_reduced(u);
    let out_of_supply = !sup.supplied(u);
    let emergency = in_emergency_hex(s, sup, u);
    let hq_range = loc.hex().is_some_and(|h| activation::in_range_of_any_hq(s, s.side_of_unit(u), h));
    let holds = |want: Option<bool>, is: bool| want.is_none_or(|w| w == is);
    let step = steps.iter().find(|st| {
        (st.units == "reduced") == reduced
            && holds(st.out_of_supply, out_of_supply)
            && holds(st.emergency, emergency)
            && holds(st.hq_range, hq_range)
    })?;
    match step.result.as_str() {
        "eliminated" if china_box => None, // 13.74
        "eliminated" => Some(Attrited::Eliminated),
        _ => Some(Attrited::Reduced),
    }
}

/// 6.24b: the unit stands where an emergency supply route (6.23) reaches: a Japanese unit in the Tokyo
/// Express marker's hex; an Allied unit at Kunming or at an Allied-controlled, supply-eligible North
/// India airfield while the Hump flies.
pub fn in_emergency_hex(s: &State, sup: &Supply, u: UnitId) -> bool {
    let Some(h) = s.unit(u).loc.hex() else { return false };
    match s.side_of_unit(u) {
        Side::Japanese => s.tracks.tokyo_express == Some(h),
        Side::Allied => {
            if !sup.hump {
                return false;
            }
            let i = s.geo().ix(h);
            let kunming = command::kunming(s);
            let north_india_airfield = s.hex_data(h).is_some_and(|d| d.airfield && d.in_region("north_india"));
            (kunming != NONE && i == kunming)
                || (north_india_airfield && s.controller_ix(i) == Side::Allied && sup.eligible_airfield(Side::Allied, i))
        }
    }
}

fn apply(s: &mut State, u: UnitId, r: Attrited) {
    let key = s.unit_data(u).key.clone();
    let seat = Some(seat_of(s.side_of_unit(u)));
    match r {
        Attrited::Eliminated => {
            s.place(u, Loc::Eliminated, false);
            s.log.push(LogEntry::new(seat, "eots.attrition_eliminated", vec![Arg::Unit(key)]));
        }
        Attrited::Reduced => {
            s.units[u as usize].reduced = true;
            s.log.push(LogEntry::new(seat, "eots.attrition_reduced", vec![Arg::Unit(key)]));
        }
    }
}
