//! Reaction ([25.1.2]): after the attacker commits, the defender may move one adjacent maneuver unit into
//! the target hex.

use super::super::actions::Action;
use super::super::data::{hex_name, HexId, Side};
use super::super::movement::fits;
use super::super::state::{Loc, State, UnitId};
use super::super::zoc::Board;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// Whether the hexside from `a` into `b` lets a unit react across it ([25.1.2.1]): the TEC's `reaction`
/// column for every feature of the hexside (not across a pass, causeway, major river, blocked or all-sea
/// hexside; a minor river is fine).
pub fn reaction_crosses(s: &State, a: HexId, b: HexId) -> bool {
    let d = s.data();
    let Some(hs) = d.side(a, b) else { return false };
    hs.tec_keys().iter().all(|k| d.tec(k).is_some_and(|t| t.reaction))
}

/// The units of the defending side that may react into `target` ([25.1.2]).
pub fn reactors(s: &State, attacker: Side, target: HexId) -> Vec<UnitId> {
    let side = attacker.other();
    let d = s.data();
    let board = Board::new(s);
    // [33.3.2]: a Reforger site is none of the target's units, nor of a hex's maneuver units (rules 23).
    let inside: Vec<UnitId> = s.units_in(target).filter(|&u| s.side(u) == side && !super::super::reforger::no_ground_unit(s, u)).collect();
    let mut out = vec![];
    for n in d.neighbours(target) {
        // [27.3.6]: units in a hex under assault never react into another battle.
        // [21.1.3] 5, [22.3.3]: no reaction into or out of a Nuclear marker's hex.
        if !reaction_crosses(s, n, target) || super::super::assault::under_assault(s, n) || super::super::nuclear::nuked(s, n) || super::super::nuclear::nuked(s, target) {
            continue;
        }
        let here: Vec<UnitId> = s.units_in(n).filter(|&u| s.side(u) == side && !super::super::reforger::no_ground_unit(s, u)).collect();
        let maneuver_here = here.iter().filter(|&&u| s.class(u).maneuver()).count();
        for &u in &here {
            let us = &s.units[u as usize];
            // [25.1.2], [25.1.2.9], [35.2]: an activated maneuver unit, not disrupted, not Engaged.
            // [13.1]: a unit under a Train marker moves only by rail.
            if !s.class(u).maneuver() || us.train.is_some() || us.disrupted || us.moos || us.coos || us.engaged || us.active > s.turn || !fits(s, u, target) {
                continue;
            }
            let unit = &d.units[u as usize];
            let ok = match side {
                // [25.1.2.4]: never out of an enemy zone; into a hex whose units are all of its front or
                // independent (an independent always may).
                Side::Wp => {
                    !board.in_ezoc(side, n)
                        && (unit.command == "indep" || super::super::baltap::one_front(s, &[&inside[..], &[u]].concat()))
                }
                // [25.1.2.5], [8.2.2]: out of an enemy zone only if not the only maneuver unit there; into
                // a hex whose units are all of its nationality; into an empty free city only a unit of
                // the city's nation ([25.1.2.3]).
                Side::Nato => {
                    let nat = |n: &str| if n == "ca" { "us".to_string() } else { n.to_string() };
                    (!board.in_ezoc(side, n) || maneuver_here >= 2)
                        && inside.iter().all(|&v| nat(&d.units[v as usize].nation) == nat(&unit.nation))
                        && (!inside.is_empty()
                            || !super::super::nuclear::city_stands(s, target, side)
                            || d.hexes[target as usize].country.as_deref() == Some(unit.nation.as_str()))
                }
            };
            if ok {
                out.push(u);
            }
        }
    }
    out.sort_unstable();
    out
}

/// The defender's reaction: one unit, or none.
pub struct ReactionStep;

impl KitStep<State> for ReactionStep {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let b = s.battle.as_ref()?;
        let list = reactors(s, b.side, b.target);
        if list.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = list.into_iter().map(Action::React).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(b.side.other().seat()), id: "nato.reaction", args: vec![Arg::Hex(hex_name(b.target))], rule: "NATO 25.1.2", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let b = s.battle.clone().ok_or_else(|| Illegal("no battle".into()))?;
        match action {
            Action::React(u) => {
                s.units[*u as usize].loc = Loc::Hex(b.target);
                s.push_log(Some(b.side.other()), "nato.react", vec![Arg::Unit(s.key(*u).to_string()), Arg::Hex(hex_name(b.target))]);
                // [22.3.2]: reacting into a hex the attacker chem-struck this player turn, it is struck.
                super::super::chemical::strike_reacting(s, *u, b.target);
            }
            Action::Done => {}
            _ => return Err(Illegal("not a reaction".into())),
        }
        s.steps.pop();
        Ok(())
    }
}
