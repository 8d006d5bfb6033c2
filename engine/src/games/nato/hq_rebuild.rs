//! HQ rebuilding ([29.8]), from rules version 13 ([`RULES`]): an HQ is never lost for good. Destroyed,
//! it goes on the turn track two game turns ahead (destroyed on game turn 4, back on game turn 6); in that
//! turn's Joint Reinforcement Phase its owner places it in any friendly free city on the map that is
//! supplied and has no enemy unit beside it ([30.1]: a city of a friendly nation no enemy has conquered).
//! An HQ destroyed while entering the map (interception) is rebuilt all the same.
//!
//! [29.8.1]: its attack-helicopter brigade stays on the display and flies for no battle until the HQ is
//! back on the map (`air::helicopters` asks for the HQ's hex, which a destroyed HQ does not have).
//!
//! Decisions (docs/games/nato.md, HR1–HR4): the track is read at the end of each game turn, so an HQ
//! destroyed at any moment of turn N comes back on N + 2 (HR1); an HQ of a nation that has surrendered
//! ([32.2.1]) left the game and is not rebuilt (HR2); with no city open the HQ waits on the track for the
//! next turn's phase (HR3); it comes back at full strength with no marker (HR4).

use super::actions::Action;
use super::data::{hex_name, Class, HexId, Side};
use super::state::{Loc, State, Step, UnitId, UnitState};
use super::supply::Ctx;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// The rules version that rebuilds HQs.
pub const RULES: u32 = 13;

/// [29.8]: at the end of a game turn, every HQ destroyed in it goes on the turn track two turns ahead.
pub fn to_turn_track(s: &mut State) {
    if s.rules < RULES {
        return;
    }
    let back = s.turn + 2;
    for u in 0..s.units.len() as UnitId {
        let nation = s.data().units[u as usize].nation.clone();
        if s.class(u) != Class::Hq || s.units[u as usize].loc != Loc::Dead || s.surrendered(&nation) {
            continue;
        }
        s.units[u as usize].loc = Loc::Rebuilt(back);
        s.push_log(Some(s.side(u)), "nato.hq_to_track", vec![Arg::Unit(s.key(u).to_string()), Arg::Num(back as i32)]);
    }
}

/// The HQs due back this turn, the Pact's first (the order they are placed in).
fn due(s: &State) -> Vec<UnitId> {
    let mut list: Vec<UnitId> = (0..s.units.len() as UnitId).filter(|&u| matches!(s.units[u as usize].loc, Loc::Rebuilt(t) if t <= s.turn)).collect();
    list.sort_by_key(|&u| (s.side(u) != Side::Wp, u));
    list
}

/// [29.8]: the cities the HQ may be placed in: free cities of its side on the scenario's map, supplied
/// ([10.3.3]), with no enemy unit beside them, and no HQ of the side in them ([9.1.1], [29.1]).
pub fn cities(s: &State, ctx: &Ctx, u: UnitId) -> Vec<HexId> {
    let side = s.side(u);
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .filter(|&h| s.free_city_of(h, side) && s.playable(h))
        .filter(|&h| !s.occupied_by(h, side.other()) && !d.neighbours(h).any(|n| s.occupied_by(n, side.other())))
        .filter(|&h| !s.units_in(h).any(|v| v != u && s.side(v) == side && s.class(v) == Class::Hq))
        .filter(|&h| ctx.city(s, side, h))
        .collect()
}

/// The next HQ to place: the first due back that has a city open.
fn next(s: &State, ctx: &Ctx) -> Option<(UnitId, Vec<HexId>)> {
    due(s).into_iter().map(|u| (u, cities(s, ctx, u))).find(|(_, c)| !c.is_empty())
}

/// The side whose HQ is placed next.
pub fn deciding(s: &State) -> Option<Side> {
    next(s, &Ctx::new(s)).map(|(u, _)| s.side(u))
}

/// HR3: the HQs due back with no city open wait on the track for the next turn's phase.
fn wait(s: &mut State) {
    for u in due(s) {
        s.push_log(Some(s.side(u)), "nato.hq_rebuild_waits", vec![Arg::Unit(s.key(u).to_string())]);
    }
}

/// The Joint Reinforcement Phase's rebuilding ([29.8]), pushed after the turn's phases so it is taken first.
pub fn push_due(s: &mut State) {
    if s.rules >= RULES && !due(s).is_empty() {
        s.steps.push(Step::Rebuild);
    }
}

/// The HQs' return, one at a time: the owner picks each one's city ([29.8]).
pub struct Rebuild;

impl KitStep<State> for Rebuild {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let (unit, open) = next(s, &Ctx::new(s))?;
        let actions = open.into_iter().map(Action::MoveTo).collect();
        Some(Prompt { seat: Some(s.side(unit).seat()), id: "nato.hq_rebuild", args: vec![Arg::Unit(s.key(unit).to_string())], rule: "NATO 29.8", actions })
    }

    /// No HQ due back has a city open.
    fn run(&self, s: &mut State) {
        wait(s);
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::MoveTo(h) = action else { return Err(Illegal("not a city to rebuild the HQ in".into())) };
        let Some((unit, open)) = next(s, &Ctx::new(s)) else { return Err(Illegal("no HQ to rebuild".into())) };
        if !open.contains(h) {
            return Err(Illegal("the HQ returns only to a supplied friendly free city with no enemy unit beside it (29.8)".into()));
        }
        let full = s.data().types[s.data().units[unit as usize].ty].steps;
        let us = &mut s.units[unit as usize];
        *us = UnitState { loc: Loc::Hex(*h), active: us.active, arrival: us.arrival, ..UnitState::fresh(full) };
        s.push_log(Some(s.side(unit)), "nato.hq_rebuilt", vec![Arg::Unit(s.key(unit).to_string()), Arg::Hex(hex_name(*h))]);
        if next(s, &Ctx::new(s)).is_none() {
            s.steps.pop();
            wait(s);
        }
        Ok(())
    }
}
