//! The moves of an offensive as the players make them (7.22, 7.26, 9.6): a unit is selected, then sent to
//! one of the destinations its movement mode allows ([`super::movement`]); the air and carrier units
//! outside the battle hexes are assigned to a battle (7.24); emergency moves (8.22, 8.32) and the removal
//! of overstacked units (8.24, 8.34, 8.48).
//!
//! Simplifications, recorded in docs/games/empire-of-the-sun.md ("Movement as played"): each unit moves
//! alone (no stacks moving together, so no escorted landings: an amphibious path never enters a hex with
//! enemy naval units); no strategic movement yet; organic transport and barges are in transport.rs. Reaction moves (7.26) end
//! where the unit can take part in a declared battle; ground disengagement (8.43) is in disengage.rs.

use super::actions::Action;
use super::data::{Side, UnitType};
use super::geo::{HexFacts, HexIx, NONE};
use super::movement::naval::Naval;
use super::movement::search::{search, Edge};
use super::movement::{self, air, ground, naval, stacking, MoveContext, Occupants, Reach};
use super::offensive::{self, off, off_mut};
use super::state::{idx, other, Active, Loc, Mode, State, UnitId};
use super::steps::Step;
use super::supply::Supply;
use crate::kit::hex::Hex;

/// Which moves a movement step makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// 7.22: the offensive player's activated units.
    Offensive,
    /// 7.26: the reaction player's activated units.
    Reaction,
    /// 9.6: after the battles, activated units of either side back to a port or an airfield.
    PostBattle,
}

/// Port Moresby: a mountain hex where landings are allowed (8.45).
pub const PORT_MORESBY: &str = "3823";

/// The movement context of `side` now: the enemy's air ZOI as supply settled it, friendly ports and
/// airfields, the offensive card's multiplier (7.22).
pub fn context(s: &State, sup: &Supply, side: Side) -> MoveContext {
    let mut c = MoveContext::from_state(s, side);
    let enemy = other(side);
    for i in 0..s.geo().len() {
        c.zoi[i] = sup.zoi.any(enemy, i as HexIx);
        c.zoi_live[i] = sup.zoi.active(enemy, i as HexIx);
        c.supply_port[i] = sup.eligible_port(side, i as HexIx);
        c.supply_airfield[i] = sup.eligible_airfield(side, i as HexIx);
    }
    if s.offensive.is_some() {
        c.ops = offensive::ops_value(s);
    }
    c
}

fn actives(s: &State, side: Side) -> &Vec<Active> {
    let o = off(s);
    if side == o.side {
        &o.active
    } else {
        &o.reaction.active
    }
}

fn active_mut(s: &mut State, side: Side, u: UnitId) -> Option<&mut Active> {
    let o = off_mut(s);
    let list = if side == o.side { &mut o.active } else { &mut o.reaction.active };
    list.iter_mut().find(|a| a.unit == u)
}

/// The units that may still move in this step.
fn movers(s: &State, side: Side, phase: Phase) -> Vec<UnitId> {
    let o = off(s);
    actives(s, side)
        .iter()
        .filter(|a| s.unit(a.unit).loc.hex().is_some())
        .filter(|a| match phase {
            Phase::Offensive | Phase::Reaction => a.mode.is_none(),
            Phase::PostBattle => !o.post_moved.contains(&a.unit) && post_battle_mover(s, a),
        })
        .map(|a| a.unit)
        .collect()
}

/// 9.6: naval and air units move after the battles; landed ground units whose landing failed too
/// (8.45C).
fn post_battle_mover(s: &State, a: &Active) -> bool {
    let d = s.unit_data(a.unit);
    d.kind.is_naval() || d.kind == UnitType::Air || (a.mode == Some(Mode::Amphibious) && !landing_holds(s, a.unit))
}

fn landing_holds(s: &State, u: UnitId) -> bool {
    s.unit(u).loc.hex().is_some_and(|h| s.controller(h) == Some(s.side_of_unit(u)))
}

/// The choices of a movement step: select a unit, or finish; with a unit selected, its destinations.
pub fn actions(s: &State, sup: &Supply, side: Side, selected: &[UnitId], phase: Phase) -> Vec<Action> {
    match selected.first() {
        None => {
            let mut a: Vec<Action> = movers(s, side, phase).into_iter().map(|unit| Action::Select { unit }).collect();
            a.push(Action::Done);
            a
        }
        Some(&u) => {
            let mut a: Vec<Action> = destinations(s, sup, side, u, phase).into_iter().map(|(mode, r)| Action::MoveTo { mode, hex: r.hex }).collect();
            a.push(Action::Unselect { unit: u });
            a
        }
    }
}

fn battle_hexes(s: &State) -> Vec<Hex> {
    off(s).battles.iter().map(|b| b.hex).collect()
}

/// An air unit or carrier at `at` would be within fighting range of a declared battle (9.2A: normal or
/// unbracketed extended range).
fn reaches_a_battle_from(s: &State, u: UnitId, at: Hex, battles: &[Hex]) -> bool {
    use super::combat::participants::{reach_from, Reach};
    battles.iter().any(|&b| !matches!(reach_from(s, u, at, b), Reach::Out))
}

/// Where unit `u` may go, by mode (8.0), as the phase allows.
pub fn destinations(s: &State, sup: &Supply, side: Side, u: UnitId, phase: Phase) -> Vec<(Mode, Reach)> {
    let c = context(s, sup, side);
    let d = s.unit_data(u);
    let geo = s.geo();
    let mut out: Vec<(Mode, Reach)> = vec![];
    match d.kind {
        UnitType::Air => {
            for r in air::reach(s, &c, u, false) {
                out.push((Mode::Air, r.reach));
            }
        }
        k if k.is_naval() => {
            for r in naval::reach(s, &c, u, Naval::Normal) {
                out.push((Mode::Naval, r));
            }
        }
        UnitType::Ground => {
            if phase != Phase::PostBattle {
                for r in ground::reach(s, &c, u) {
                    out.push((Mode::Ground, r));
                }
            }
            if phase == Phase::Offensive || phase == Phase::PostBattle {
                for r in amphibious(s, &c, u, phase) {
                    out.push((Mode::Amphibious, r));
                }
            }
        }
        _ => {}
    }
    let battles = battle_hexes(s);
    let air_or_carrier = super::combat::participants::is_air_or_carrier(s, u);
    out.retain(|(mode, r)| {
        let i = geo.ix(r.hex);
        match phase {
            Phase::Offensive => true,
            // 7.26: every reacting unit must be able to take part in a declared battle: ground units and
            // ships other than carriers by moving into one; air units (to an airfield, 8.31) and carriers
            // by ending within range of one (9.11).
            Phase::Reaction => battles.contains(&r.hex) || (air_or_carrier && reaches_a_battle_from(s, u, r.hex, &battles)),
            // 9.6, 8.21: back to a friendly port (naval, failed landings: or a coastal hex) or airfield.
            Phase::PostBattle => match mode {
                Mode::Air => c.is_airfield(i),
                Mode::Amphibious => s.controller(r.hex) == Some(side),
                _ => c.is_port(i),
            },
        }
    });
    out
}

/// The ASPs an amphibious assault of `u` costs (8.45A): a division or smaller 1, a corps or army 1 per
/// step (2 per step for a unit that says so, the Korean Army); none when carried by organic transport or
/// barge (transport.rs).
pub fn asp_cost(s: &State, u: UnitId) -> u8 {
    let d = s.unit_data(u);
    let steps = if s.is_reduced(u) { 1 } else { d.steps.unwrap_or(1) };
    match d.asp_per_step {
        Some(per) => per * steps,
        None => 1,
    }
}

/// EotS 8.45: a landing from a coastal hex to a coastal hex within the naval allowance, by sea, never
/// through un-neutralised enemy ZOI nor (unescorted) enemy naval units, into a non-mountain hex (Port
/// Moresby excepted); it costs ASPs. In the post-battle movement (8.45C) the same path back, to a friendly
/// hex, at no cost.
fn amphibious(s: &State, c: &MoveContext, u: UnitId, phase: Phase) -> Vec<Reach> {
    let d = s.unit_data(u);
    let Some(start) = s.unit(u).loc.hex() else { return vec![] };
    let geo = s.geo();
    let map = s.sheet_map();
    let si = geo.ix(start);
    if si == NONE || !map.hexes[&start].is_coastal() {
        return vec![];
    }
    let moresby = Hex::parse(PORT_MORESBY).expect("Port Moresby's id");
    let landing = |h: Hex| {
        let hd = &map.hexes[&h];
        hd.is_coastal() && (!hd.is_mountain() || h == moresby) && ground::may_enter(s, u, h, hd)
    };
    let mut out = if d.amphibious == Some(true) { amphibious_paths(s, c, u, si, &landing) } else { vec![] };
    if phase == Phase::Offensive {
        // 8.45A, 8.46, 8.47: every landing is paid with ASPs or carried free.
        let cost = asp_cost(s, u);
        out.retain(|r| super::transport::lift(s, u, r.hex, cost).is_some());
        // 8.47: any ground unit may cross one sea hexside by barge.
        if super::transport::barges_available(s, u) {
            let occ = Occupants::new(s, c.side);
            for side in geo.neighbours(si) {
                let h = geo.hex(side.to);
                if !side.sea || side.unplayable() || !map.hexes.contains_key(&h) || out.iter().any(|r| r.hex == h) {
                    continue;
                }
                if c.in_live_zoi(side.to) || occ.enemy_naval[side.to as usize] || !landing(h) {
                    continue;
                }
                out.push(Reach { hex: h, cost: 1, zoi: c.in_zoi(side.to) as u32, path: vec![start, h] });
            }
        }
    }
    out
}

/// The sea paths of an amphibious-capable unit from hex `si` to the landing hexes `landing` accepts.
fn amphibious_paths(s: &State, c: &MoveContext, u: UnitId, si: HexIx, landing: &dyn Fn(Hex) -> bool) -> Vec<Reach> {
    let _ = u;
    let geo = s.geo();
    let map = s.sheet_map();
    let occ = Occupants::new(s, c.side);
    let budget = naval::allowance(c, Naval::WithLanding);
    let tree = search(geo.len(), si as u32, 0, budget, |a, out| {
        for side in geo.neighbours(a.node as HexIx) {
            if !side.sea || side.unplayable() || !map.hexes[&geo.hex(side.to)].has_sea() {
                continue;
            }
            if c.in_live_zoi(side.to) || occ.enemy_naval[side.to as usize] {
                continue;
            }
            out.push(Edge { to: side.to as u32, cost: 1, penalty: 0, phase: 0 });
        }
    });
    movement::reaches(s, &tree, si, |i, _| landing(geo.hex(i)))
}

/// Applies a movement step's action.
pub fn apply(s: &mut State, sup: &Supply, side: Side, selected: &[UnitId], action: &Action, phase: Phase) {
    let again = |sel: Vec<UnitId>| match phase {
        Phase::Offensive => Step::Move { selected: sel },
        Phase::Reaction => Step::ReactionMove { selected: sel },
        Phase::PostBattle => Step::PostBattle { side, selected: sel },
    };
    match action {
        Action::Select { unit } => {
            s.steps.pop();
            s.steps.push(again(vec![*unit]));
        }
        Action::Unselect { .. } => {
            s.steps.pop();
            s.steps.push(again(vec![]));
        }
        Action::MoveTo { mode, hex } => {
            let u = selected[0];
            let found = destinations(s, sup, side, u, phase).into_iter().find(|(m, r)| m == mode && r.hex == *hex);
            let mut entered = None;
            if let Some((m, r)) = found {
                move_unit(s, sup, side, u, m, &r, phase);
                entered = Some(r.path.len().checked_sub(2).map(|i| r.path[i]));
            }
            s.steps.pop();
            s.steps.push(again(vec![]));
            // 8.43: the reaction player may disengage from the hex the unit just entered.
            if let (Phase::Offensive, Some(from)) = (phase, entered) {
                if let Some(step) = super::disengage::after_entry(s, u, from) {
                    s.steps.push(step);
                }
            }
        }
        Action::Done => {
            s.steps.pop();
            match phase {
                // 7.24: every hex holding units of both sides is a battle hex.
                Phase::Offensive => {
                    for h in offensive::forced_battles(s) {
                        offensive::declare(s, h);
                    }
                }
                Phase::Reaction => push_reaction_assignments(s),
                Phase::PostBattle => end_post_battle(s, side),
            }
        }
        _ => {}
    }
}

fn move_unit(s: &mut State, sup: &Supply, side: Side, u: UnitId, mode: Mode, r: &Reach, phase: Phase) {
    let c = context(s, sup, side);
    let geo = s.geo().clone();
    let entered_from = r.path.len().checked_sub(2).map(|i| r.path[i]);
    let paren = mode == Mode::Air && air::reach(s, &c, u, false).iter().any(|a| a.reach.hex == r.hex && a.paren);
    if phase == Phase::PostBattle {
        off_mut(s).post_moved.push(u);
    } else if let Some(a) = active_mut(s, side, u) {
        a.mode = Some(mode);
        a.entered_from = entered_from;
        a.paren_range = paren;
    }
    if mode == Mode::Amphibious && phase == Phase::Offensive {
        // 8.45A, 8.46, 8.47: paid with ASPs unless carried free.
        let cost = asp_cost(s, u);
        let lift = super::transport::lift(s, u, r.hex, cost).unwrap_or(super::transport::Lift::Asp);
        super::transport::record(s, u, lift);
        if lift == super::transport::Lift::Asp {
            s.tracks.asp_used[idx(side)] += cost;
            if side == off(s).side {
                off_mut(s).asp += cost;
            }
        }
    }
    // 7.25E: an offensive unit that entered enemy ZOI lowers the intelligence roll.
    if side == off(s).side && r.path.iter().skip(1).any(|&h| c.in_zoi(geo.ix(h))) {
        off_mut(s).entered_zoi = true;
    }
    s.place(u, Loc::Hex(r.hex), s.unit(u).reduced);
    // 6.5: ground units moving over land take every hex they pass that holds no enemy unit.
    if mode == Mode::Ground {
        for &h in &r.path[1..] {
            if !s.occupied_by(h, other(side)) {
                s.set_control(h, side);
            }
        }
    }
    let key = s.unit_data(u).key.clone();
    s.log.push(crate::LogEntry::new(Some(super::state::seat_of(side)), "eots.moved", vec![crate::Arg::Unit(key), crate::Arg::Hex(r.hex.id())]));
}

/// 8.21, 8.45C: at the end of the post-battle movement activated naval units outside a friendly port
/// and landed units outside a friendly hex are eliminated.
fn end_post_battle(s: &mut State, side: Side) {
    let list: Vec<Active> = actives(s, side).clone();
    let c = MoveContext::from_state(s, side);
    for a in list {
        let Some(h) = s.unit(a.unit).loc.hex() else { continue };
        let i = s.geo().ix(h);
        let d = s.unit_data(a.unit);
        let lost = if d.kind.is_naval() {
            !c.is_port(i)
        } else {
            a.mode == Some(Mode::Amphibious) && !landing_holds(s, a.unit)
        };
        if lost {
            eliminate(s, a.unit);
        }
    }
}

/// 7.24: the activated air and carrier units outside the battle hexes that can reach a battle are
/// assigned to one by their player.
pub fn push_assignments(s: &mut State) {
    let o = off(s);
    let battles = battle_hexes(s);
    let mut v = vec![];
    for a in &o.active {
        if a.battle.is_some() || a.paren_range || !super::combat::participants::is_air_or_carrier(s, a.unit) {
            continue;
        }
        if s.unit(a.unit).loc.hex().is_some_and(|h| battles.contains(&h)) {
            continue;
        }
        if !assign_hexes(s, a.unit).is_empty() {
            v.push(Step::Assign { unit: a.unit });
        }
    }
    s.steps.extend(v);
}

/// 7.26, 7.24: the reacting air and carrier units outside the battle hexes choose the battle they join,
/// as the offensive's do; a unit that reacted out of a battle hex still fights there (9.11).
fn push_reaction_assignments(s: &mut State) {
    let o = off(s);
    let battles = battle_hexes(s);
    let mut v = vec![];
    for a in &o.reaction.active {
        if a.battle.is_some() || a.paren_range || !super::combat::participants::is_air_or_carrier(s, a.unit) || battles.contains(&a.from) {
            continue;
        }
        if s.unit(a.unit).loc.hex().is_some_and(|h| battles.contains(&h)) {
            continue;
        }
        if !assign_hexes(s, a.unit).is_empty() {
            v.push(Step::Assign { unit: a.unit });
        }
    }
    s.steps.extend(v);
}

fn assign_hexes(s: &State, u: UnitId) -> Vec<Hex> {
    battle_hexes(s)
        .into_iter()
        .filter(|&h| !matches!(super::combat::participants::reach(s, u, h), super::combat::participants::Reach::Out))
        .collect()
}

pub fn assign_actions(s: &State, u: UnitId) -> Vec<Action> {
    let mut a: Vec<Action> = assign_hexes(s, u).into_iter().map(|hex| Action::Assign { unit: u, hex }).collect();
    a.push(Action::Done);
    a
}

pub fn apply_assign(s: &mut State, action: &Action) {
    let Some(Step::Assign { unit }) = s.steps.pop() else { return };
    if let Action::Assign { hex, .. } = action {
        let side = s.side_of_unit(unit);
        if let Some(a) = active_mut(s, side, unit) {
            a.battle = Some(*hex);
        }
    }
}

/// 7.26: a reaction unit can reach a declared battle (air: within range of one; others: into one).
pub fn can_reach_a_battle(s: &State, sup: &Supply, u: UnitId) -> bool {
    let side = s.side_of_unit(u);
    let battles = battle_hexes(s);
    if s.unit(u).loc.hex().is_some_and(|h| battles.contains(&h)) {
        return true;
    }
    if super::combat::participants::is_air_or_carrier(s, u) && !assign_hexes(s, u).is_empty() {
        return true;
    }
    // Every reaction destination lets the unit take part in a battle (see `destinations`).
    !destinations(s, sup, side, u, Phase::Reaction).is_empty()
}

// ---- 8.22, 8.32 emergency moves ----

/// Where an emergency move may put `u`: a friendly port within 10 hexes (naval, 8.22) or a friendly
/// airfield within its extended range (air, 8.32).
pub fn emergency_places(s: &State, _sup: &Supply, u: UnitId) -> Vec<Hex> {
    let side = s.side_of_unit(u);
    let Some(h) = s.unit(u).loc.hex() else { return vec![] };
    let geo = s.geo();
    let map = s.sheet_map();
    let c = MoveContext::from_state(s, side);
    let d = s.unit_data(u);
    let (range, port) = if d.kind.is_naval() { (10, true) } else { (d.extended_range.or(d.range).unwrap_or(0) as u32, false) };
    let from = geo.ix(h);
    let occ = Occupants::new(s, side);
    geo.within(from, range)
        .into_iter()
        .filter(|&i| i != from && !occ.enemy[i as usize])
        .filter(|&i| if port { c.is_port(i) } else { c.is_airfield(i) })
        .map(|i| geo.hex(i))
        .filter(|h| map.hexes.contains_key(h))
        .collect()
}

/// The air and naval units that stand in a hex their enemy now controls: they must make an emergency
/// move (8.22, 8.32).
pub fn stranded(s: &State) -> Vec<(Side, UnitId)> {
    s.on_map()
        .filter(|&(u, h)| {
            let d = s.unit_data(u);
            (d.kind.is_naval() || d.kind == UnitType::Air) && s.controller(h) == Some(other(d.side))
        })
        .map(|(u, _)| (s.side_of_unit(u), u))
        .collect()
}

pub fn place_emergency(s: &mut State, u: UnitId, h: Hex) {
    let r = s.unit(u).reduced;
    s.place(u, Loc::Hex(h), r);
}

pub fn eliminate(s: &mut State, u: UnitId) {
    let key = s.unit_data(u).key.clone();
    let side = s.side_of_unit(u);
    s.place(u, Loc::Eliminated, false);
    s.log.push(crate::LogEntry::new(Some(super::state::seat_of(side)), "eots.eliminated", vec![crate::Arg::Unit(key)]));
}

// ---- 8.24, 8.34, 8.48 stacking ----

pub fn overstacked(s: &State) -> Vec<(Side, Hex)> {
    stacking::overstacked(s)
}

pub fn overstack_removals(s: &State, side: Side, hex: Hex) -> Vec<UnitId> {
    stacking::removable(s, side, hex)
}

/// Removes an overstacked unit, and asks again while the hex is still over a limit.
pub fn remove_overstacked(s: &mut State, sup: &Supply, u: UnitId) {
    let side = s.side_of_unit(u);
    let Some(hex) = s.unit(u).loc.hex() else { return };
    stacking::remove(s, u, sup.supplied(u), &Default::default());
    let key = s.unit_data(u).key.clone();
    s.log.push(crate::LogEntry::new(Some(super::state::seat_of(side)), "eots.overstack_removed", vec![crate::Arg::Unit(key), crate::Arg::Hex(hex.id())]));
    if stacking::over_limit(s, side, hex) {
        s.steps.push(Step::Overstack { side, hex });
    }
}
