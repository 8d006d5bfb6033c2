//! Who defends a hex whose units do not all coordinate, from rules version 13 ([`RULES`]).
//!
//! - [26.1.5]: a Pact hex holding units of several fronts is defended by one front of the Pact player's
//!   choice and every independent unit; the other fronts' units add nothing to the defence but share the
//!   battle's results, and the defender's step losses fall first on the defending front's maneuver units.
//!   In the BALTAP zone every Pact unit may count as the Baltic Front's ([26.1.7], [29.5.3]), so a hex there
//!   always defends as one.
//! - [26.2.5]: a NATO hex holding units of more than two national armies (Canadians as US, [26.2.6]) is
//!   defended by the units of two of them, NATO's choice; the others add nothing but share the results. A
//!   free city's own defence always counts. West Berlin's three brigades defend together ([26.2.7]) and
//!   count as one army here (decision CO1).
//!
//! The choice is made as the battle is about to be rolled (after reactions and helicopters), and only when
//! there is one to make (decisions DC1–DC3 in docs/games/nato.md).

use super::actions::Action;
use super::baltap;
use super::data::{HexId, Side};
use super::state::{State, Step, UnitId};
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// The rules version that plays the defending choices.
pub const RULES: u32 = 13;

/// The ground units of `side` in `target` ([33.3.2]: not a Reforger site, rules 23).
fn stack(s: &State, side: Side, target: HexId) -> Vec<UnitId> {
    s.units_in(target).filter(|&u| s.side(u) == side && super::reforger::ground_unit(s, u)).collect()
}

/// [26.1.5]: one group per front in the hex, each with the independents; none when all coordinate.
fn pact_groups(s: &State, units: &[UnitId]) -> Vec<Vec<UnitId>> {
    if baltap::one_front(s, units) {
        return vec![];
    }
    let d = s.data();
    let mut fronts: Vec<&str> = units.iter().map(|&u| d.units[u as usize].command.as_str()).filter(|&c| c != "indep").collect();
    fronts.sort_unstable();
    fronts.dedup();
    fronts.iter().map(|f| units.iter().copied().filter(|&u| d.units[u as usize].command == "indep" || baltap::of_front(s, u, f)).collect()).collect()
}

/// A NATO unit's army for [26.2.5]: its nation's ([26.2.6]), the Berlin brigades one army ([26.2.7]).
pub fn army(s: &State, u: UnitId) -> String {
    if super::cities::active(s) && super::cities::berlin_brigade(s, u) {
        "berlin".into()
    } else {
        super::coordination::army(s, u).to_string()
    }
}

/// [26.2.5]: one group per pair of armies in the hex; none with two or fewer.
fn nato_groups(s: &State, units: &[UnitId]) -> Vec<Vec<UnitId>> {
    let armies = armies(s, units);
    if armies.len() <= 2 {
        return vec![];
    }
    let mut out = vec![];
    for (i, a) in armies.iter().enumerate() {
        for b in &armies[i + 1..] {
            out.push(units.iter().copied().filter(|&u| army(s, u) == *a || army(s, u) == *b).collect());
        }
    }
    out
}

/// The defender's choices in the battle under way: each a list of the units that would defend.
pub fn options(s: &State) -> Vec<Vec<UnitId>> {
    let Some(b) = &s.battle else { return vec![] };
    if s.rules < RULES {
        return vec![];
    }
    let side = b.side.other();
    let units = stack(s, side, b.target);
    match side {
        Side::Wp => pact_groups(s, &units),
        Side::Nato => nato_groups(s, &units),
    }
}

/// Whether the defender has a choice still to make before the roll.
pub fn asks(s: &State) -> bool {
    s.battle.as_ref().is_some_and(|b| b.defending.is_none()) && !options(s).is_empty()
}

/// Whether `u`, standing in `target`, adds its defence: a unit set aside by the defender's choice adds
/// nothing.
pub fn contributes(s: &State, target: HexId, u: UnitId) -> bool {
    match &s.battle {
        Some(b) if b.target == target => b.defending.as_ref().is_none_or(|list| list.contains(&u)),
        _ => true,
    }
}

/// [26.1.5]: the defending front's maneuver units among `alive`, who take the defender's losses first (the
/// Pact defending only: [26.2.5] sets no order for NATO, decision DC2).
pub fn losses_first(s: &State, alive: &[UnitId]) -> Vec<UnitId> {
    let Some(b) = &s.battle else { return vec![] };
    let Some(list) = &b.defending else { return vec![] };
    if b.side != Side::Nato || alive.iter().any(|&u| s.side(u) == b.side) {
        return vec![];
    }
    alive.iter().copied().filter(|u| list.contains(u) && s.class(*u).maneuver()).collect()
}

/// The defender's choice of who defends ([26.1.5], [26.2.5]).
pub struct Defending;

impl KitStep<State> for Defending {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let b = s.battle.as_ref()?;
        let side = b.side.other();
        let actions = options(s).into_iter().map(Action::Defend).collect();
        let (id, rule) = match side {
            Side::Wp => ("nato.defending_front", "NATO 26.1.5"),
            Side::Nato => ("nato.defending_nations", "NATO 26.2.5"),
        };
        Some(Prompt { seat: Some(side.seat()), id, args: vec![Arg::Hex(super::data::hex_name(b.target))], rule, actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Defend(list) = action else { return Err(Illegal("not a choice of defenders".into())) };
        if !options(s).contains(list) {
            return Err(Illegal("those units are not one of the hex's defending groups (26.1.5, 26.2.5)".into()));
        }
        s.steps.pop();
        let Some(b) = s.battle.as_mut() else { return Err(Illegal("no battle".into())) };
        b.defending = Some(list.clone());
        let (side, target) = (b.side.other(), b.target);
        let (_, mut args, _) = describe(s, list);
        args.insert(0, Arg::Hex(super::data::hex_name(target)));
        let id = if side == Side::Wp { "nato.defends_front" } else { "nato.defends_nations" };
        s.push_log(Some(side), id, args);
        Ok(())
    }
}

/// The armies of a NATO group, each once, in order.
fn armies(s: &State, list: &[UnitId]) -> Vec<String> {
    let mut out: Vec<String> = list.iter().map(|&u| army(s, u)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The button of a choice: the front of its first unit of a front (and the independents), or its two
/// armies; the target is that unit.
pub fn describe(s: &State, list: &[UnitId]) -> (&'static str, Vec<Arg>, Option<crate::Target>) {
    let Some(&first) = list.iter().find(|&&u| s.data().units[u as usize].command != "indep").or(list.first()) else {
        return ("nato.act.defend_front", vec![], None);
    };
    let target = Some(crate::Target::new(crate::TargetKind::Unit, s.key(first).to_string()));
    if s.side(first) == Side::Wp {
        ("nato.act.defend_front", vec![Arg::Unit(s.key(first).to_string()), Arg::Num(list.len() as i32)], target)
    } else {
        ("nato.act.defend_nations", armies(s, list).into_iter().map(|a| Arg::Key(format!("nato.nation.{a}"))).collect(), target)
    }
}

/// The step that asks, pushed by the battle's flow before the roll.
pub fn push(s: &mut State) {
    s.steps.push(Step::Defending);
}
