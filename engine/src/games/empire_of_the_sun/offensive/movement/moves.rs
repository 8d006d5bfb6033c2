//! The moves of an offensive as the players make them (7.22, 7.26, 9.6): a unit is selected, then sent to
//! one of the destinations its movement mode allows ([`super`]). The `Move` (7.22) and `ReactionMove`
//! (7.26) steps are here; the post-battle movement (9.6) uses the same moves from battle/post_battle.rs.
//!
//! Strategic movement is an offensive unit's choice next to its normal mode: strategic naval movement
//! (8.23), strategic air transport in stages or to the Turn Record Track (8.33), strategic ground transport
//! (8.44). A ground unit about to land may take activated ships of its hex along as one stack: they escort
//! it the whole way, so the landing may pass and enter hexes with enemy ships (8.11, 8.45B). US Army
//! landings on an occupied Japanese one-hex island follow a Marine landing (8.45D).
//!
//! Simplifications, recorded in docs/games/empire-of-the-sun.md: units move one at a time, except a
//! landing with its escorting ships; organic transport and barges are in transport.rs. Reaction moves
//! (7.26) end where the unit can take part in a declared battle; ground disengagement (8.43) is in
//! offensive/disengage.rs, the assignment of air and carriers to battles (7.24) in
//! offensive/declaration.rs, emergency moves (8.22, 8.32) in emergency.rs, the removal of overstacked
//! units (8.24, 8.34, 8.48) in stacking.rs.

use super::naval::Naval;
use super::search::{search, Edge};
use super::{air, ground, naval, MoveContext, Occupants, Reach};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::battle::{participants, post_battle};
use crate::games::empire_of_the_sun::data::geo::{HexFacts, HexIx, NONE};
use crate::games::empire_of_the_sun::data::{Island, Nation, Service, Side, UnitType};
use crate::games::empire_of_the_sun::events::conditions;
use crate::games::empire_of_the_sun::offensive::movement;
use crate::games::empire_of_the_sun::offensive::{self, declaration, disengage, off, off_mut};
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::steps::{self, ask, Step};
use crate::games::empire_of_the_sun::state::{idx, other, side_of, Active, Loc, Mode, State, UnitId};
use crate::games::empire_of_the_sun::supply::activation;
use crate::games::empire_of_the_sun::supply::zoi;
use crate::games::empire_of_the_sun::supply::{self, Supply};
use crate::kit::hex::Hex;
use std::rc::Rc;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, Prompt, Seat};

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

/// The British 7th Armoured Brigade: no landings, but strategic ground transport (8.45, 8.49).
pub const ARMOURED_BRIGADE: &str = "cw-7-armd-bde";

/// The movement context of `side` now: the enemy's air ZOI as supply settled it, friendly ports and
/// airfields, the offensive card's multiplier (7.22).
///
/// Made once per position and side: the last few are kept (per thread) with the kept supply they were
/// made from ([`supply::kept`]: the same object, which never changes) and what they read from the state
/// besides it (the sheet, control, the multiplier), so the prompt of a movement step, each unit's
/// destinations and the action applied share one. A supply that is not a kept one (a strategic mover's
/// zone lifted, 8.23, 8.33) gets a context of its own.
pub fn context(s: &State, sup: &Supply, side: Side) -> Rc<MoveContext> {
    let Some(kept) = supply::kept(sup) else { return Rc::new(context_of(s, sup, side)) };
    let (ops, reaction) = multiplier(s, side);
    CONTEXTS.with(|contexts| {
        let mut contexts = contexts.borrow_mut();
        let same = |k: &KeptContext| {
            Rc::ptr_eq(&k.supply, &kept)
                && k.side == side
                && k.ops == ops
                && k.reaction == reaction
                && k.sheet == s.sheet
                && std::sync::Arc::ptr_eq(&k.pack.0, &s.pack.0)
                && k.control == *s.control
        };
        if let Some(k) = contexts.iter().position(same) {
            let hit = contexts.remove(k);
            let c = hit.context.clone();
            contexts.insert(0, hit);
            return c;
        }
        let c = Rc::new(context_of(s, sup, side));
        let k = KeptContext { supply: kept, side, ops, reaction, sheet: s.sheet, pack: s.pack.clone(), control: s.control.to_vec(), context: c.clone() };
        contexts.insert(0, k);
        contexts.truncate(KEPT_CONTEXTS);
        c
    })
}

/// A context kept by [`context`], with everything it was made from.
struct KeptContext {
    supply: Rc<Supply>,
    side: Side,
    ops: u8,
    reaction: bool,
    sheet: state::Sheet,
    pack: state::PackRef,
    control: Vec<Side>,
    context: Rc<MoveContext>,
}

/// How many contexts [`context`] keeps: both sides of the last few positions.
const KEPT_CONTEXTS: usize = 8;

thread_local! {
    static CONTEXTS: std::cell::RefCell<Vec<KeptContext>> = const { std::cell::RefCell::new(Vec::new()) };
}

/// The movement multiplier (7.22) and whether `side` is the reaction side (7.26), as [`context_of`]
/// gives them.
fn multiplier(s: &State, side: Side) -> (u8, bool) {
    match &*s.offensive {
        Some(o) => (offensive::ops_value(s), o.side != side),
        None => (1, false),
    }
}

/// [`context`] made anew, from the supply of the state computed anew: the fuzz tests check the two agree.
pub fn context_fresh(s: &State, side: Side) -> MoveContext {
    context_of(s, &supply::compute_fresh(s), side)
}

/// [`context`] made anew.
fn context_of(s: &State, sup: &Supply, side: Side) -> MoveContext {
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

pub(crate) fn actives(s: &State, side: Side) -> &Vec<Active> {
    let o = off(s);
    if side == o.side {
        &o.active
    } else {
        &o.reaction.active
    }
}

pub(crate) fn active_mut(s: &mut State, side: Side, u: UnitId) -> Option<&mut Active> {
    let o = off_mut(s);
    let list = if side == o.side { &mut o.active } else { &mut o.reaction.active };
    list.iter_mut().find(|a| a.unit == u)
}

/// The units that may still move in this step.
fn movers(s: &State, side: Side, phase: Phase) -> Vec<UnitId> {
    let o = off(s);
    actives(s, side)
        .iter()
        .filter(|a| s.unit(a.unit).loc.hex().is_some() || activation::in_china_box(s, a.unit))
        .filter(|a| match phase {
            Phase::Offensive | Phase::Reaction => a.mode.is_none(),
            Phase::PostBattle => !o.post_moved.contains(&a.unit) && post_battle::may_move(s, a),
        })
        .map(|a| a.unit)
        .collect()
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
            let mut a: Vec<Action> = choices(s, sup, side, selected, phase).iter().map(|(mode, r)| Action::MoveTo { mode: *mode, hex: r.hex }).collect();
            // 8.11, 8.45B: ships that may join the landing's stack as its escort.
            a.extend(escort_candidates(s, side, selected, phase).into_iter().map(|unit| Action::Select { unit }));
            // 8.33, second form: an activated air unit goes to the Turn Record Track.
            if phase == Phase::Offensive && selected.len() == 1 && s.unit_data(u).kind == UnitType::Air {
                a.push(Action::Remove { unit: u });
            }
            // 13.74: an Allied air unit flies into the China box from North India, in its move or after
            // the battles.
            if phase != Phase::Reaction && selected.len() == 1 && air::may_enter_china_box(s, &context(s, sup, side), u) {
                a.push(Action::ToChinaBox { unit: u });
            }
            // The ships of a stack may be put back one by one; putting back its head empties it.
            a.extend(selected[1..].iter().map(|&unit| Action::Unselect { unit }));
            a.push(Action::Unselect { unit: u });
            a
        }
    }
}

/// Where the selected stack may go: one unit's destinations ([`destinations`], kept per position), or for
/// a landing with its escorting ships the landings they may make together (8.11, 8.45B).
pub fn choices(s: &State, sup: &Supply, side: Side, selected: &[UnitId], phase: Phase) -> Rc<Vec<(Mode, Reach)>> {
    match selected {
        [] => Rc::new(vec![]),
        [u] => kept_destinations(s, sup, side, *u, phase),
        [u, ships @ ..] => {
            let c = context(s, sup, side);
            Rc::new(amphibious(s, &c, *u, phase, ships).into_iter().map(|r| (Mode::Amphibious, r)).collect())
        }
    }
}

/// EotS 8.11, 8.45B: the activated ships of the offensive that have not moved and stand in the hex of the
/// selected ground unit, which could land: each may join its stack and escort it the whole way.
fn escort_candidates(s: &State, side: Side, selected: &[UnitId], phase: Phase) -> Vec<UnitId> {
    let Some(&u) = selected.first() else { return vec![] };
    if phase != Phase::Offensive || side != off(s).side {
        return vec![];
    }
    let d = s.unit_data(u);
    if d.kind != UnitType::Ground || !(d.amphibious == Some(true) || super::transport::barges_available(s, u)) {
        return vec![];
    }
    let Some(at) = s.unit(u).loc.hex() else { return vec![] };
    off(s)
        .active
        .iter()
        .filter(|a| a.mode.is_none() && s.unit_data(a.unit).kind.is_naval() && s.unit(a.unit).loc == Loc::Hex(at))
        .map(|a| a.unit)
        .filter(|v| !selected.contains(v))
        .collect()
}

/// An air unit or carrier at `at` would be within fighting range of a declared battle (9.2A: normal or
/// unbracketed extended range).
fn reaches_a_battle_from(s: &State, u: UnitId, at: Hex, battles: &[Hex]) -> bool {
    use crate::games::empire_of_the_sun::battle::participants::{reach_from, Reach};
    battles.iter().any(|&b| !matches!(reach_from(s, u, at, b), Reach::Out))
}

/// Where unit `u` may go, by mode (8.0), as the phase allows.
pub fn destinations(s: &State, sup: &Supply, side: Side, u: UnitId, phase: Phase) -> Vec<(Mode, Reach)> {
    kept_destinations(s, sup, side, u, phase).as_ref().clone()
}

/// [`destinations`] as kept for this position (kept.rs): computed once per position, unit and phase.
pub fn kept_destinations(s: &State, sup: &Supply, side: Side, u: UnitId, phase: Phase) -> Rc<Vec<(Mode, Reach)>> {
    super::kept::destinations(s, sup, side, u, phase, || destinations_fresh(s, sup, side, u, phase))
}

/// [`destinations`] computed anew: the tests check the kept ones against it.
pub fn destinations_fresh(s: &State, sup: &Supply, side: Side, u: UnitId, phase: Phase) -> Vec<(Mode, Reach)> {
    let c = context(s, sup, side);
    let d = s.unit_data(u);
    let geo = s.geo();
    let mut out: Vec<(Mode, Reach)> = vec![];
    match d.kind {
        // 13.74: out of the China box, one stage to a North India airfield first.
        UnitType::Air if activation::in_china_box(s, u) => {
            for r in air::china_box_reach(s, &c, u) {
                out.push((Mode::Air, r.reach));
            }
        }
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
                for r in amphibious(s, &c, u, phase, &[]) {
                    out.push((Mode::Amphibious, r));
                }
            }
        }
        _ => {}
    }
    // 8.23, 8.33, 8.44: the offensive's units may move strategically instead.
    if phase == Phase::Offensive {
        out.extend(strategic(s, sup, &c, u));
    }
    let battles = declaration::battle_hexes(s);
    let air_or_carrier = participants::is_air_or_carrier(s, u);
    let rendezvous = if phase == Phase::Offensive { conditions::naval_rendezvous(s, side, u) } else { None };
    out.retain(|(mode, r)| {
        let i = geo.ix(r.hex);
        match phase {
            // 17.11 (L1851), Operation Z: the naval units end together.
            Phase::Offensive => rendezvous.is_none_or(|h| r.hex == h),
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

/// 17.11 (L1853, L2966): the reactions an event allows under its limited reaction (IAI's Force Z): each
/// allowed unit into a landing hex its naval move reaches.
pub fn event_reactions(s: &State, sup: &Supply) -> Vec<(UnitId, Hex)> {
    let side = other(off(s).side);
    let c = context(s, sup, side);
    let mut out = vec![];
    for u in conditions::allowed_reactors(s) {
        let reach: Vec<Hex> = naval::reach(s, &c, u, Naval::Normal).into_iter().map(|r| r.hex).collect();
        out.extend(conditions::reaction_targets(s, &reach).into_iter().map(|h| (u, h)));
    }
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
/// through un-neutralised enemy ZOI nor enemy naval units unless escorted, into a non-mountain hex (Port
/// Moresby excepted); it costs ASPs. `escorts`: the ships moving with it as one stack (8.11, 8.45B): with
/// them the path may pass and enter hexes with enemy ships, and with a carrier among them no enemy zone is
/// live where the stack stands (the carrier's own zone neutralises it all along the move, 6.4 and 8.45B's
/// play note). In the post-battle movement (8.45C) the same path back, to a friendly hex, at no cost.
fn amphibious(s: &State, c: &MoveContext, u: UnitId, phase: Phase, escorts: &[UnitId]) -> Vec<Reach> {
    let d = s.unit_data(u);
    let Some(start) = s.unit(u).loc.hex() else { return vec![] };
    let geo = s.geo();
    let si = geo.ix(start);
    if si == NONE || !geo.data[si as usize].is_coastal() {
        return vec![];
    }
    let moresby = Hex::parse(PORT_MORESBY).expect("Port Moresby's id");
    let escorted = !escorts.is_empty();
    let landing = |h: Hex| {
        let hd = s.hex_data(h).expect("a hex of the sheet");
        hd.is_coastal()
            && (!hd.is_mountain() || h == moresby)
            && ground::may_enter(s, u, h, hd)
            && (phase != Phase::Offensive || us_army_may_land(s, u, h))
            // 17.11 (L1855), IAI: near a friendly port, and Manila and Singapore only escorted.
            && (phase != Phase::Offensive || conditions::within_landing_range(s, c.side, h))
            && (phase != Phase::Offensive || escorted || !conditions::escort_required(s, c.side, h))
    };
    let carrier = escorts.iter().any(|&v| s.unit_data(v).kind.is_carrier()) && !zoi::suspended(s, c.side);
    let mut out = if d.amphibious == Some(true) { amphibious_paths(s, c, si, &landing, escorted, carrier) } else { vec![] };
    if phase == Phase::Offensive {
        // 8.45A, 8.46, 8.47: every landing is paid with ASPs or carried free.
        let cost = asp_cost(s, u);
        out.retain(|r| super::transport::lift_with(s, u, r.hex, cost, escorts).is_some());
        // 8.47: any ground unit may cross one sea hexside by barge.
        if super::transport::barges_available(s, u) {
            let occ = Occupants::new(s, c.side);
            for side in geo.neighbours(si) {
                let h = geo.hex(side.to);
                if !side.sea || side.unplayable() || !geo.contains(h) || out.iter().any(|r| r.hex == h) {
                    continue;
                }
                if (c.in_live_zoi(side.to) && !carrier) || (occ.enemy_naval[side.to as usize] && !escorted) || !landing(h) {
                    continue;
                }
                out.push(Reach { hex: h, cost: 1, zoi: c.in_zoi(side.to) as u32, path: vec![start, h] });
            }
        }
    }
    out
}

/// The sea paths of an amphibious-capable unit from hex `si` to the landing hexes `landing` accepts:
/// through enemy ships only when `escorted`, through un-neutralised enemy zones only with a `carrier`.
fn amphibious_paths(s: &State, c: &MoveContext, si: HexIx, landing: &dyn Fn(Hex) -> bool, escorted: bool, carrier: bool) -> Vec<Reach> {
    let geo = s.geo();
    let occ = Occupants::new(s, c.side);
    let budget = naval::allowance(c, Naval::WithLanding);
    let tree = search(geo.len(), si as u32, 0, budget, |a, out| {
        for side in geo.neighbours(a.node as HexIx) {
            if !side.sea || side.unplayable() || !geo.data[side.to as usize].has_sea() {
                continue;
            }
            if (c.in_live_zoi(side.to) && !carrier) || (occ.enemy_naval[side.to as usize] && !escorted) {
                continue;
            }
            out.push(Edge { to: side.to as u32, cost: 1, penalty: 0, phase: 0 });
        }
    });
    movement::reaches(s, &tree, si, |i, _| landing(geo.hex(i)))
}

/// A US Marine ground unit (1.3: Marines are the US Navy's ground units).
pub fn is_marine(s: &State, u: UnitId) -> bool {
    let d = s.unit_data(u);
    d.kind == UnitType::Ground && d.nation == Nation::Us && d.service == Some(Service::Navy)
}

/// EotS 8.45D: a US Army ground unit lands on a Japanese-controlled and -occupied one-hex island only where
/// a US Marine unit has already landed by amphibious assault in this offensive. Multi-hex islands, other
/// hexes and other units are free (reaction landings too: the engine has none).
pub fn us_army_may_land(s: &State, u: UnitId, h: Hex) -> bool {
    let d = s.unit_data(u);
    if d.kind != UnitType::Ground || d.nation != Nation::Us || d.service != Some(Service::Army) {
        return true;
    }
    let one_hex = s.hex_data(h).is_some_and(|hd| hd.island == Island::OneHex);
    if !one_hex || s.controller(h) != Some(Side::Japanese) || !s.occupied_by(h, Side::Japanese) {
        return true;
    }
    let Some(o) = &*s.offensive else { return true };
    o.active.iter().any(|a| a.mode == Some(Mode::Amphibious) && is_marine(s, a.unit) && s.unit(a.unit).loc == Loc::Hex(h))
}

/// EotS 8.23, 8.33, 8.44: the strategic moves of offensive unit `u`, each a destination of its own mode.
/// Never out of, into or through an un-neutralised enemy zone (6.4 "no strategic move into or out of it"),
/// seen without the mover's own zone (an air unit or carrier moving strategically projects none and
/// neutralises none); never to a hex holding enemy units or a declared battle (the unit takes no part in
/// any battle of this offensive).
fn strategic(s: &State, sup: &Supply, c: &MoveContext, u: UnitId) -> Vec<(Mode, Reach)> {
    let Some(start) = movement::at(s, u) else { return vec![] };
    let d = s.unit_data(u);
    let geo = s.geo();
    let occ = Occupants::new(s, c.side);
    let free = |h: Hex| {
        let i = geo.ix(h) as usize;
        !occ.enemy[i] && !occ.battle[i]
    };
    let own = |cs: &MoveContext| !cs.in_live_zoi(start);
    match d.kind {
        // 8.33: airfield to airfield, twice the stages.
        UnitType::Air if c.is_airfield(start) => {
            let cs = without_own_zoi(s, sup, c.side, u);
            if !own(&cs) {
                return vec![];
            }
            air::reach(s, &cs, u, true).into_iter().map(|r| r.reach).filter(|r| free(r.hex)).map(|r| (Mode::StrategicAir, r)).collect()
        }
        // 8.23: port to port, twice the movement points.
        k if k.is_naval() && c.is_port(start) => {
            let cs = without_own_zoi(s, sup, c.side, u);
            if !own(&cs) {
                return vec![];
            }
            naval::reach(s, &cs, u, Naval::Strategic).into_iter().filter(|r| free(r.hex)).map(|r| (Mode::StrategicNaval, r)).collect()
        }
        UnitType::Ground if own(c) => strategic_ground(s, c, u).into_iter().map(|r| (Mode::StrategicGround, r)).collect(),
        _ => vec![],
    }
}

/// The movement context of `side` seen without unit `u`'s own zone (8.23, 8.33: an air unit or carrier
/// moving strategically projects no zone and neutralises none while it moves).
fn without_own_zoi(s: &State, sup: &Supply, side: Side, u: UnitId) -> Rc<MoveContext> {
    if !zoi::projects_zoi(s, u) {
        return context(s, sup, side);
    }
    let mut opts = supply::Options::from_state(s);
    opts.strategic_movers.push(u);
    context(s, &supply::compute_with(s, &opts), side)
}

/// EotS 8.44: strategic ground transport. An amphibious-capable ground unit (8.45: not Dutch, Indian or
/// Chinese units, nor the British armoured brigade, which 8.49 allows this one) goes by sea from a
/// friendly coastal hex to a friendly port, as far as an active naval unit could move in this offensive,
/// twice as far from a friendly port (port to port, 8.23). No un-neutralised enemy zone on the way, no hex
/// with enemy ships (8.11: it moves alone, unescorted), never ending with enemy units; no ASP. A port taken
/// by ground movement earlier in the offensive is friendly (6.5 gives it at once); a landing takes its
/// hex only through its battle, after the movement, so a port assaulted in this offensive is not.
fn strategic_ground(s: &State, c: &MoveContext, u: UnitId) -> Vec<Reach> {
    let d = s.unit_data(u);
    if d.kind != UnitType::Ground || !(d.amphibious == Some(true) || d.key == ARMOURED_BRIGADE) {
        return vec![];
    }
    let Some(start) = s.unit(u).loc.hex() else { return vec![] };
    let geo = s.geo();
    let si = geo.ix(start);
    if si == NONE || !geo.data[si as usize].is_coastal() || s.controller_ix(si) != c.side {
        return vec![];
    }
    let occ = Occupants::new(s, c.side);
    let budget = naval::allowance(c, if c.is_port(si) { Naval::Strategic } else { Naval::Normal });
    // The search reads the zones and the enemy's ships (trees.rs keeps it by them).
    let reads: Vec<u8> = (0..geo.len()).map(|i| c.zoi_live[i] as u8 | (c.zoi[i] as u8) << 1 | (occ.enemy_naval[i] as u8) << 2).collect();
    let tree = super::trees::kept(s, super::trees::Kind::Transport, si, budget, reads, || {
        search(geo.len(), si as u32, 0, budget, |a, out| {
            for side in geo.neighbours(a.node as HexIx) {
                if !side.sea || side.unplayable() || !geo.data[side.to as usize].has_sea() {
                    continue;
                }
                if c.in_live_zoi(side.to) || occ.enemy_naval[side.to as usize] {
                    continue;
                }
                out.push(Edge { to: side.to as u32, cost: 1, penalty: c.in_zoi(side.to) as u32, phase: 0 });
            }
        })
    });
    let port = |i: HexIx| if c.options.strategic_transport_to_supply_port { c.supply_port[i as usize] } else { c.is_port(i) };
    movement::reaches(s, &tree, si, |i, _| {
        let h = geo.hex(i);
        port(i) && !occ.enemy[i as usize] && !occ.battle[i as usize] && ground::may_enter(s, u, h, &geo.data[i as usize])
    })
}

/// Applies a movement step's action: a unit selected or put back, a move, an air unit sent to the Turn
/// Record Track or into the China box, or "done". The step is asked again (with no unit selected after a
/// move) until the player is done; returns whether he is (the step has been removed, and what ends its
/// phase is the caller's).
pub fn apply(s: &mut State, sup: &Supply, side: Side, selected: &[UnitId], action: &Action, phase: Phase) -> bool {
    let again = |sel: Vec<UnitId>| match phase {
        Phase::Offensive => Step::Move(steps::Move { selected: sel }),
        Phase::Reaction => Step::ReactionMove(steps::ReactionMove { selected: sel }),
        Phase::PostBattle => Step::PostBattle(steps::PostBattle { side, selected: sel }),
    };
    match action {
        Action::Select { unit } => {
            // A first unit starts the stack; a ship joins a landing's stack as its escort (8.11, 8.45B).
            let mut sel = selected.to_vec();
            sel.push(*unit);
            s.steps.pop();
            s.steps.push(again(sel));
        }
        Action::Unselect { unit } => {
            let sel: Vec<UnitId> = if selected.first() == Some(unit) { vec![] } else { selected.iter().copied().filter(|v| v != unit).collect() };
            s.steps.pop();
            s.steps.push(again(sel));
        }
        Action::Remove { unit } => {
            air_to_track(s, side, *unit);
            s.steps.pop();
            s.steps.push(again(vec![]));
        }
        Action::ToChinaBox { unit } => {
            to_china_box(s, side, *unit, phase);
            s.steps.pop();
            s.steps.push(again(vec![]));
        }
        Action::MoveTo { mode, hex } => {
            let u = selected[0];
            let found = choices(s, sup, side, selected, phase).iter().find(|(m, r)| m == mode && r.hex == *hex).cloned();
            let mut entered = None;
            if let Some((m, r)) = found {
                let ships = &selected[1..];
                move_unit(s, sup, side, u, m, &r, phase, ships);
                // 8.11, 8.45B: the escorting ships move with the landing, along its path.
                for &ship in ships {
                    move_unit(s, sup, side, ship, Mode::Naval, &r, phase, &[]);
                    off_mut(s).escorts.push((u, ship));
                }
                entered = Some(r.path.len().checked_sub(2).map(|i| r.path[i]));
            }
            s.steps.pop();
            s.steps.push(again(vec![]));
            // 8.43: the reaction player may disengage from the hex the unit just entered.
            if let (Phase::Offensive, Some(from)) = (phase, entered) {
                if let Some(step) = disengage::after_entry(s, u, from) {
                    s.steps.push(step);
                }
            }
        }
        Action::Done => {
            s.steps.pop();
            return true;
        }
        _ => {}
    }
    false
}

/// EotS 13.74: an Allied air unit flies into the China box (its move, or its post-battle move).
fn to_china_box(s: &mut State, side: Side, u: UnitId, phase: Phase) {
    if phase == Phase::PostBattle {
        off_mut(s).post_moved.push(u);
    } else if let Some(a) = active_mut(s, side, u) {
        a.mode = Some(Mode::Air);
    }
    let reduced = s.unit(u).reduced;
    s.place(u, Loc::Box(state::BoxKey::China), reduced);
    let key = s.unit_data(u).key.clone();
    s.log.push(crate::LogEntry::new(Some(state::seat_of(side)), "eots.to_china_box", vec![crate::Arg::Unit(key)]));
}

/// EotS 8.33, second form: the offensive player takes an activated air unit off the map to the Turn Record
/// Track; it comes back in the next turn's reinforcement segment, never delayed (10.1).
fn air_to_track(s: &mut State, side: Side, u: UnitId) {
    let back = s.tracks.turn + 1;
    if let Some(a) = active_mut(s, side, u) {
        a.mode = Some(Mode::StrategicAir);
    }
    let reduced = s.unit(u).reduced;
    s.place(u, Loc::Returns(back), reduced);
    let key = s.unit_data(u).key.clone();
    s.log.push(crate::LogEntry::new(Some(state::seat_of(side)), "eots.air_to_track", vec![crate::Arg::Unit(key), crate::Arg::Num(back as i32)]));
}

/// Moves one unit along `r` in `mode`; `ships`: the ships of its stack (a landing's escort, which may
/// also carry an organic-transport brigade, 8.46).
#[allow(clippy::too_many_arguments)]
fn move_unit(s: &mut State, sup: &Supply, side: Side, u: UnitId, mode: Mode, r: &Reach, phase: Phase, ships: &[UnitId]) {
    let c = context(s, sup, side);
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
        let lift = super::transport::lift_with(s, u, r.hex, cost, ships).unwrap_or(super::transport::Lift::Asp);
        super::transport::record(s, u, lift);
        if lift == super::transport::Lift::Asp {
            s.tracks.asp_used[idx(side)] += cost;
            if side == off(s).side {
                off_mut(s).asp += cost;
            }
        }
    }
    // 7.25E (L740, L742): an offensive unit that entered, passed through or left the enemy's air zone
    // lowers the intelligence roll.
    if side == off(s).side && zone_hexes(s, mode, &r.path).into_iter().any(|h| s.geo().contains(h) && c.in_zoi(s.geo().ix(h))) {
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
    s.log.push(crate::LogEntry::new(Some(state::seat_of(side)), "eots.moved", vec![crate::Arg::Unit(key), crate::Arg::Hex(r.hex.id())]));
}

/// The hexes a move counts for the enemy's air zone (7.25E): rules version 4 counts the start (leaving a
/// zone, L740) and, for an air unit, every hex of the straight line between its landing points (flying
/// over a zone, L742); versions 1–3 counted the hexes after the start of the path as kept.
pub fn zone_hexes(s: &State, mode: Mode, path: &[Hex]) -> Vec<Hex> {
    if s.rules < 4 {
        return path.iter().skip(1).copied().collect();
    }
    if mode != Mode::Air {
        return path.to_vec();
    }
    let mut v: Vec<Hex> = path.first().copied().into_iter().collect();
    for w in path.windows(2) {
        v.extend(w[0].line(w[1]).into_iter().skip(1));
    }
    v
}

/// 7.26: a reaction unit can reach a declared battle (air: within range of one; others: into one).
pub fn can_reach_a_battle(s: &State, sup: &Supply, u: UnitId) -> bool {
    let side = s.side_of_unit(u);
    let battles = declaration::battle_hexes(s);
    if s.unit(u).loc.hex().is_some_and(|h| battles.contains(&h)) {
        return true;
    }
    if participants::is_air_or_carrier(s, u) && !declaration::assign_hexes(s, u).is_empty() {
        return true;
    }
    // Every reaction destination lets the unit take part in a battle (see `destinations`).
    !kept_destinations(s, sup, side, u, Phase::Reaction).is_empty()
}

pub fn eliminate(s: &mut State, u: UnitId) {
    let key = s.unit_data(u).key.clone();
    let side = s.side_of_unit(u);
    s.place(u, Loc::Eliminated, false);
    s.log.push(crate::LogEntry::new(Some(state::seat_of(side)), "eots.eliminated", vec![crate::Arg::Unit(key)]));
}

/// EotS 7.22–7.23: the offensive player moves his activated units, one unit (or a landing with its escort)
/// at a time; once he is done every hex holding units of both sides is a battle hex (7.24).
impl Kind<State> for steps::Move {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = off(s).side;
        let sup = supply::compute(s);
        ask(side, "eots.move", vec![Arg::Num(self.selected.len() as i32)], "EotS 7.22", actions(s, &sup, side, &self.selected, Phase::Offensive))
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let sup = supply::compute(s);
        if apply(s, &sup, side_of(seat), &self.selected, action, Phase::Offensive) {
            // 7.24: every hex holding units of both sides is a battle hex.
            for h in declaration::forced_battles(s) {
                declaration::declare(s, h);
            }
        }
        Ok(())
    }
}

/// EotS 7.26: the reaction player moves his activated units into (or, air and carriers, within range of)
/// the battle hexes; then the reacting air and carrier units choose their battles (7.24).
impl Kind<State> for steps::ReactionMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = other(off(s).side);
        let sup = supply::compute(s);
        ask(side, "eots.reaction_move", vec![], "EotS 7.26", actions(s, &sup, side, &self.selected, Phase::Reaction))
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let sup = supply::compute(s);
        if apply(s, &sup, side_of(seat), &self.selected, action, Phase::Reaction) {
            declaration::push_reaction_assignments(s);
        }
        Ok(())
    }
}
