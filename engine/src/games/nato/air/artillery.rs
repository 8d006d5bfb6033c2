//! The Pact's artillery ([24.0]): in the Artillery Bombardment Segment each artillery unit fires its one
//! point at an adjacent NATO unit, resolved like a 1-point air strike on the Strike Table ([24.1.1]). It
//! fires only stacked with a maneuver unit of its own front, never across a hexside attacks may not cross
//! ([24.1.4]), never at an HQ ([29.2.2]) nor a free city's intrinsic defence ([24.1.5]), and not when
//! Combat-OOS ([24.2]). Suppressed, it fires on column 0 ([24.1.4]). After firing its combat supply is
//! checked ([10.6]). Each artillery point strikes one unit here (docs/games/nato.md, decision A5).

use super::super::actions::Action;
use super::super::combat::attack_crosses;
use super::super::data::{Class, Side};
use super::super::state::{State, Step, UnitId};
use super::strike::{drms, new_segment, no_terrain, strike, Kind};
use crate::kit::steps::Step as KitStep;
use crate::{Illegal, Prompt, Seat};

/// Whether an artillery unit may fire now: on the map, not yet fired, not Combat-OOS, stacked with a
/// maneuver unit of its front ([24.1.1]).
pub fn may_fire(s: &State, a: UnitId, fired: &[UnitId]) -> bool {
    let Some(h) = s.hex_of(a) else { return false };
    s.class(a) == Class::Artillery
        && s.side(a) == Side::Wp
        && !fired.contains(&a)
        && !s.units[a as usize].coos
        // [13.4.2]: a unit under a Train marker never attacks.
        && s.units[a as usize].train.is_none()
        && s.units[a as usize].active <= s.turn
        && s.units_in(h).any(|m| s.class(m).maneuver() && s.side(m) == Side::Wp && same_front(s, m, a))
}

/// Every bombardment the Pact may fire now.
pub fn bombardments(s: &State, fired: &[UnitId]) -> Vec<Action> {
    let mut out = vec![];
    for (a, h) in s.on_map() {
        if !may_fire(s, a, fired) {
            continue;
        }
        for n in s.data().neighbours(h) {
            if !attack_crosses(s, h, n) {
                continue;
            }
            for t in s.units_in(n) {
                if s.side(t) == Side::Nato && s.class(t) != Class::Hq && !s.struck.contains(&t) {
                    out.push(Action::Bombard(a, t));
                }
            }
        }
    }
    out
}

/// [24.1.4]: the Strike Table column an artillery unit fires on: 0 when suppressed or standing in a
/// chemical marker's hex ([22.3.1], rules 14 with the `chemical` option).
pub fn column(s: &State, a: UnitId) -> u8 {
    if s.units[a as usize].suppressed || super::super::nuclear::stands_contaminated(s, a) {
        0
    } else {
        1
    }
}

/// Fires one artillery unit at a NATO unit.
pub fn fire(s: &mut State, a: UnitId, target: UnitId) {
    let Some(h) = s.hex_of(target) else { return };
    let drms = drms(s, Side::Wp, h, no_terrain(s, target), super::super::rail::on_train(s, target), Kind::Artillery, None);
    let col = column(s, a);
    strike(s, Side::Wp, &[target], col, &drms, true);
    // [10.6]: artillery that fired is checked for combat supply at once.
    super::super::supply::combat_supply(s, &[a]);
}

/// The Pact's Artillery Bombardment Segment ([7.0] II.E.4).
pub struct Bombardment;

impl KitStep<State> for Bombardment {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Bombardment { fired }) = s.steps.last() else { return None };
        let mut actions = bombardments(s, fired);
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(Side::Wp.seat()), id: "nato.bombardment", args: vec![], rule: "NATO 24.1", actions })
    }

    fn run(&self, s: &mut State) {
        new_segment(s);
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Bombardment { fired }) = s.steps.last().cloned() else { return Err(Illegal("no bombardment".into())) };
        match action {
            Action::Bombard(a, t) => {
                if !bombardments(s, &fired).contains(action) {
                    return Err(Illegal("that artillery cannot fire at that unit".into()));
                }
                if let Some(Step::Bombardment { fired }) = s.steps.last_mut() {
                    fired.push(*a);
                }
                fire(s, *a, *t);
            }
            Action::Done => {
                new_segment(s);
                s.steps.pop();
            }
            _ => return Err(Illegal("not a bombardment".into())),
        }
        Ok(())
    }
}

/// The odds of a bombardment before the roll (`Game::odds`).
pub fn odds(s: &State, a: UnitId, target: UnitId) -> Option<crate::kit::odds::Odds> {
    let h = s.hex_of(target)?;
    let drms = drms(s, Side::Wp, h, no_terrain(s, target), super::super::rail::on_train(s, target), Kind::Artillery, None);
    Some(super::strike::strike_odds(s, column(s, a), &drms))
}

/// [24.1.1]: whether the maneuver unit `m` is of the artillery unit `a`'s front; from rules 12 both may
/// count as the Baltic Front's in the BALTAP zone ([29.5.3]).
fn same_front(s: &State, m: UnitId, a: UnitId) -> bool {
    use super::super::baltap::{of_front, BALTIC_FRONT};
    let d = s.data();
    d.units[m as usize].command == d.units[a as usize].command || of_front(s, m, BALTIC_FRONT) && of_front(s, a, BALTIC_FRONT)
}
