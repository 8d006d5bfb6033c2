//! Attack-helicopter brigades ([3.6], [18.4], [25.1.4], [25.3.4.4]). A brigade waits on its side's Attack
//! Helicopter display; in a battle's Attack Helicopter Segment its HQ ([18.4.6]: only the HQ of its
//! subordination legend) may commit it when at least one of the HQ's subordinates — the HQ itself counts —
//! takes part, with no range needed ([18.4]). It starts on the HQ's hex and flies at most 5 hexes, hex by
//! hex, to the target (the attacker, [18.4.1]) or — NATO defending a hex that holds a US unit — to a hex of
//! a committed attacker ([18.4.2]); the Pact never commits one in defence ([25.1.4]). Flak may fire at
//! every hex it enters ([18.4.3], [`super::flak`]). A brigade that arrives shifts the odds one column for
//! its side; both sides' shifts cancel ([25.3.4.4]); one a side in a battle ([25.1.4]). After the results
//! it flies back at most 5 hexes to its HQ's hex, under flak again, and waits in the Recovery box until the
//! next Joint Status Phase ([18.4.4], [25.1.8]): a brigade is used once a game turn, so NATO's brigade used
//! in defence does not attack in NATO's own player turn ([18.4.4.2]). Flipping it "used" on its HQ instead
//! ([18.4.4.1]) has the same effect here and is not offered. An HQ with an Out-of-Supply marker commits
//! none; a suppressed one may ([18.4.5]). An HQ off the map commits none ([29.8.1]).
//!
//! Played from rules version 3 ([`RULES`]).

use super::super::actions::Action;
use super::super::data::{hex_name, row_hex, Class, HexId, Side};
use super::super::state::{Loc, State, Step, UnitId};
use super::flak;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// The first rules version with attack helicopters and flak.
pub const RULES: u32 = 3;

/// Each leg's range in hexes ([18.4.1], [18.4.2], [18.4.4]).
pub const LEG: u8 = 5;

/// Whether this game plays attack helicopters (its record's rules version).
pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// The HQ a brigade belongs to ([18.4.6]).
pub fn hq_of(s: &State, ah: UnitId) -> Option<UnitId> {
    let key = s.data().units[ah as usize].hq.as_deref()?;
    s.data().unit(key).map(|u| u as UnitId)
}

/// Whether `u` is a subordinate of `hq` ([18.4]: the HQ itself counts).
pub fn subordinate(s: &State, u: UnitId, hq: UnitId) -> bool {
    u == hq || s.data().units[u as usize].hq.as_deref() == Some(s.key(hq))
}

/// The hexes a brigade of `side` flies to in the current battle: the target for the attacker ([18.4.1]),
/// the hexes of the committed attackers for the defender ([18.4.2]).
pub fn goals(s: &State, side: Side) -> Vec<HexId> {
    let Some(b) = &s.battle else { return vec![] };
    if side == b.side {
        return vec![b.target];
    }
    let mut out: Vec<HexId> = b.attackers.iter().filter_map(|&u| s.hex_of(u)).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether a helicopter may be over `h`: any hex of the scenario's map, sea included, never a neutral
/// country's ([18.1.5]; docs/games/nato.md, decision H2).
pub fn flyable(s: &State, h: HexId) -> bool {
    !s.data().hexes[h as usize].neutral && s.scenario_data().contains(row_hex(h))
}

fn reach(s: &State, from: HexId, goals: &[HexId]) -> u32 {
    goals.iter().map(|&g| s.data().distance(from, g)).min().unwrap_or(u32::MAX)
}

/// The brigades `side` may commit to the current battle ([18.4], [18.4.2], [18.4.5], [25.1.4]).
pub fn eligible(s: &State, side: Side) -> Vec<UnitId> {
    let Some(b) = &s.battle else { return vec![] };
    if !active(s) || b.helicopters.iter().any(|&(h, _)| s.side(h) == side) {
        return vec![];
    }
    let defending = side != b.side;
    let participants: Vec<UnitId> = if defending {
        // [18.4.2], [25.1.4]: only NATO defends with one, and only a hex holding a US unit.
        // [33.3.2]: a Reforger site is no defending unit (rules 23).
        let held: Vec<UnitId> = s.units_in(b.target).filter(|&u| s.side(u) == side && !super::super::reforger::no_ground_unit(s, u)).collect();
        if side == Side::Wp || !held.iter().any(|&u| s.data().units[u as usize].nation == "us") {
            return vec![];
        }
        held
    } else {
        b.attackers.iter().copied().filter(|&u| s.hex_of(u).is_some()).collect()
    };
    let goals = goals(s, side);
    (0..s.units.len() as UnitId)
        .filter(|&u| {
            let us = &s.units[u as usize];
            if s.side(u) != side || s.class(u) != Class::Ah || us.loc != Loc::Display || us.used {
                return false;
            }
            let Some(hq) = hq_of(s, u) else { return false };
            let Some(at) = s.hex_of(hq) else { return false };
            // [18.4.5]: an unsupplied HQ commits none.
            !s.units[hq as usize].hq_oos && participants.iter().any(|&p| subordinate(s, p, hq)) && reach(s, at, &goals) <= LEG as u32
        })
        .collect()
}

/// The battle cycle's Attack Helicopter Segment for one side ([25.1.4]): commit a brigade, or not.
pub struct Helicopters;

impl KitStep<State> for Helicopters {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Helicopters(side)) = s.steps.last() else { return None };
        let b = s.battle.as_ref()?;
        let mut actions: Vec<Action> = eligible(s, *side).into_iter().map(Action::Helicopter).collect();
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.helicopters", args: vec![Arg::Hex(hex_name(b.target))], rule: "NATO 18.4", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Helicopters(side)) = s.steps.last().cloned() else { return Err(Illegal("no helicopter segment".into())) };
        match action {
            Action::Helicopter(u) => {
                if !eligible(s, side).contains(u) {
                    return Err(Illegal("that brigade may not join this battle".into()));
                }
                s.steps.pop();
                commit(s, *u);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return Err(Illegal("not an attack-helicopter choice".into())),
        }
        Ok(())
    }
}

/// Takes the brigade from the Ready box to its HQ's hex, to fly its outbound leg ([18.4.1], [18.4.2]).
pub fn commit(s: &mut State, u: UnitId) {
    let Some(at) = hq_of(s, u).and_then(|hq| s.hex_of(hq)) else { return };
    s.units[u as usize].used = true;
    let target = s.battle.as_ref().map_or(at, |b| b.target);
    s.push_log(Some(s.side(u)), "nato.ah_committed", vec![Arg::Unit(s.key(u).to_string()), Arg::Hex(hex_name(target))]);
    s.steps.push(Step::Flight { unit: u, at, left: LEG, back: false });
}

/// Where a flight goes: the battle's goals outbound, the HQ's hex on the way back.
fn flight_goals(s: &State, u: UnitId, back: bool) -> Vec<HexId> {
    if back {
        hq_of(s, u).and_then(|hq| s.hex_of(hq)).into_iter().collect()
    } else {
        goals(s, s.side(u))
    }
}

/// The hexes a brigade at `at` with `left` hexes to fly may enter next: those from which a goal stays in
/// range ([18.4.1]; range ignores terrain, [18.1.5]).
pub fn next_hexes(s: &State, u: UnitId, at: HexId, left: u8, back: bool) -> Vec<HexId> {
    let goals = flight_goals(s, u, back);
    if left == 0 {
        return vec![];
    }
    s.data().neighbours(at).filter(|&n| flyable(s, n) && reach(s, n, &goals) < left as u32).collect()
}

/// One leg of a brigade's flight, a hex at a time, each entry under flak ([18.4.3], [19.1]).
pub struct Flight;

impl KitStep<State> for Flight {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(&Step::Flight { unit, at, left, back }) = s.steps.last() else { return None };
        let actions: Vec<Action> = next_hexes(s, unit, at, left, back).into_iter().map(Action::Fly).collect();
        if actions.is_empty() {
            return None;
        }
        let id = if back { "nato.flight_back" } else { "nato.flight" };
        Some(Prompt { seat: Some(s.side(unit).seat()), id, args: vec![Arg::Unit(s.key(unit).to_string()), Arg::Hex(hex_name(at)), Arg::Num(left as i32)], rule: "NATO 18.4", actions })
    }

    /// No hex left to enter (its HQ gone or out of reach): the brigade goes back to its display.
    fn run(&self, _s: &mut State) {}

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Flight { unit, at, left, back }) = s.steps.last().cloned() else { return Err(Illegal("no flight".into())) };
        let Action::Fly(h) = action else { return Err(Illegal("not a flight".into())) };
        if !next_hexes(s, unit, at, left, back).contains(h) {
            return Err(Illegal("the brigade cannot fly there".into()));
        }
        s.steps.pop();
        if flak::enter(s, unit, *h) {
            return Ok(());
        }
        let key = Arg::Unit(s.key(unit).to_string());
        if !flight_goals(s, unit, back).contains(h) {
            s.steps.push(Step::Flight { unit, at: *h, left: left - 1, back });
        } else if back {
            // [18.4.4]: home; it waits in the Recovery box until the next Joint Status Phase.
            s.push_log(Some(s.side(unit)), "nato.ah_home", vec![key]);
        } else if let Some(b) = s.battle.as_mut() {
            // [25.3.4.4]: it survived every flak roll into the battle.
            b.helicopters.push((unit, *h));
            s.push_log(Some(s.side(unit)), "nato.ah_arrived", vec![key, Arg::Hex(hex_name(*h))]);
        }
        Ok(())
    }
}

/// The column shift of the attack helicopters in the battle of `side` against `target` ([25.3.4.4]): +1
/// for the attacker's brigade, −1 for the defender's; both cancel.
pub fn shift(s: &State, side: Side, target: HexId) -> i32 {
    let Some(b) = s.battle.as_ref().filter(|b| b.side == side && b.target == target) else { return 0 };
    b.helicopters.iter().filter(|&&(u, _)| s.units[u as usize].loc != Loc::Dead).map(|&(u, _)| if s.side(u) == side { 1 } else { -1 }).sum()
}

/// The Attack Helicopter Segment of a battle cycle: the attacker commits first, then NATO defending
/// ([25.1.4]).
pub fn push_segment(s: &mut State) {
    let Some(b) = &s.battle else { return };
    if !active(s) {
        return;
    }
    if b.side == Side::Wp {
        s.steps.push(Step::Helicopters(Side::Nato));
    }
    s.steps.push(Step::Helicopters(b.side));
}

/// The Attack Helicopter Return Segment ([25.1.8]): every brigade that reached the battle flies back.
pub fn push_return(s: &mut State) {
    let Some(b) = &s.battle else { return };
    let flights: Vec<(UnitId, HexId)> = b.helicopters.iter().rev().copied().filter(|&(u, _)| s.units[u as usize].loc != Loc::Dead).collect();
    for (u, at) in flights {
        if hq_of(s, u).and_then(|hq| s.hex_of(hq)) == Some(at) {
            continue;
        }
        s.steps.push(Step::Flight { unit: u, at, left: LEG, back: true });
    }
}

/// The Joint Status Phase: every brigade in the Recovery box goes back to the Ready box ([18.4.4]).
pub fn recover(s: &mut State) {
    for u in s.units.iter_mut() {
        u.used = false;
    }
}
