//! Placing hits (EotS 9.2F1–7 for the air-naval combat, 9.4B for the ground combat). The firing player
//! places the hits one target at a time: each target takes hits equal to its defence and flips, or, when
//! reduced, is eliminated. [`legal_targets`] lists the targets the rules allow for the hits left;
//! [`apply_hit`] places them; [`auto_allocate`] proposes a whole allocation a player can accept. Hits
//! that fit no legal target are lost (9.2F3, 9.4B4). The firing player's `AllocateHits` step and the
//! Japanese `CarrierTransfer` step (9.2F7) are at the end, over the battle the offensive keeps.

use super::participants::{alive, fighting, ground_units, halves_enemy_defence, is_air_or_carrier, is_ground};
use super::{effect_sum, half_up, hex_arg, log, unit_arg, Fight, Loss, Role, Target};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{idx, other, Loc, State, UnitId};
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, Prompt, Seat};

/// The receiving side had no air or naval unit in the air-naval combat: the fire falls on its ground
/// units (9.2F5).
pub fn air_fire_hits_ground(fight: &Fight, receiving: Side) -> bool {
    fight.members_of(receiving).next().is_none()
}

/// Everything of the side under fire that this fire may reach at all, before the rules on order and
/// numbers: its air and naval members with their escorts (9.2F), or, when it had none, its ground units
/// (9.2F5); in a ground combat its ground units and intrinsic steps (9.4B1).
pub fn pool(state: &State, fight: &Fight, receiving: Side, ground: bool) -> Vec<Target> {
    if ground || air_fire_hits_ground(fight, receiving) {
        let mut v: Vec<Target> = ground_units(state, fight, receiving).into_iter().map(Target::Unit).collect();
        if receiving == Side::Japanese {
            v.extend(fight.intrinsic.iter().enumerate().filter(|(_, i)| i.alive).map(|(n, _)| Target::Intrinsic(n as u8)));
        }
        v
    } else {
        alive(state, fight, receiving).into_iter().map(|m| Target::Unit(m.unit)).collect()
    }
}

/// A two-step unit on its full side (one-step units and intrinsic steps count as reduced, 9.2F2).
pub fn is_full(state: &State, t: Target) -> bool {
    match t {
        Target::Unit(u) => !state.is_reduced(u),
        Target::Intrinsic(_) => false,
    }
}

fn owner(state: &State, t: Target) -> Side {
    match t {
        Target::Unit(u) => state.side_of_unit(u),
        Target::Intrinsic(_) => Side::Japanese,
    }
}

/// The hits it takes to flip `t` (or eliminate it when reduced): its defence (9.2F1, 9.4B2), raised by
/// an event's air defence bonus (Matador), halved by an event that halves the enemy's defence (Operation
/// Z), and halved for an offensive unit that landed by amphibious assault in a ground combat (9.4B5).
/// Halves round up.
pub fn cost(state: &State, fight: &Fight, t: Target, ground: bool) -> u32 {
    let u = match t {
        Target::Intrinsic(i) => return fight.intrinsic[i as usize].defence.max(1),
        Target::Unit(u) => u,
    };
    let side = state.side_of_unit(u);
    let mut d = state.defence(u);
    if ground {
        if side == fight.offensive && fight.amphibious.contains(&u) {
            d = half_up(d);
        }
    } else {
        if state.unit_data(u).kind == UnitType::Air {
            d = (d as i32 + effect_sum(state, side, "air_defence")).max(1) as u32;
        }
        if halves_enemy_defence(state, other(side)) {
            d = half_up(d);
        }
    }
    d.max(1)
}

/// EotS 9.2F4: an enemy air unit or carrier that the firing side may hit only one-for-one: it stands
/// outside the battle hex, or the firing side had no ships in the hex.
pub fn one_for_one(state: &State, fight: &Fight, firing: Side, t: Target) -> bool {
    let Target::Unit(u) = t else { return false };
    if !is_air_or_carrier(state, u) {
        return false;
    }
    let in_hex = fight.member(u).is_some_and(|m| m.in_hex);
    let ships = fight.fire_of(firing).map_or_else(|| fighting(state, fight, firing).iter().any(|m| m.in_hex && state.unit_data(m.unit).kind.is_naval()), |f| f.ships_in_hex);
    !in_hex || !ships
}

/// The one-for-one rule leaves room for `t`: it was already hit by this fire, or the firing side has an
/// air unit or carrier of its own for it.
fn one_for_one_room(state: &State, fight: &Fight, firing: Side, t: Target) -> bool {
    let Target::Unit(u) = t else { return true };
    let hit = &fight.one_for_one[idx(firing)];
    if hit.contains(&u) {
        return true;
    }
    let shooters = fight.fire_of(firing).map_or_else(|| fighting(state, fight, firing).iter().filter(|m| is_air_or_carrier(state, m.unit)).count() as u32, |f| f.shooters);
    (hit.len() as u32) < shooters
}

/// The receiving side's ground steps left in the hex: two for a full two-step unit, one otherwise, one
/// per intrinsic step.
fn ground_steps(state: &State, fight: &Fight, side: Side) -> u32 {
    let units: u32 = ground_units(state, fight, side).iter().map(|&u| if state.is_reduced(u) { 1 } else { 2 }).sum();
    let intrinsic = if side == Side::Japanese { fight.intrinsic.iter().filter(|i| i.alive).count() as u32 } else { 0 };
    units + intrinsic
}

/// Whether the rules on whom this fire may hit allow `t`, whatever the number of hits: the one-for-one
/// rule (9.2F4), air-naval hits never taking the last ground step nor an intrinsic step (9.2F5), and
/// intrinsic steps going last (13.76, 13.94).
fn reachable(state: &State, fight: &Fight, firing: Side, t: Target, ground: bool) -> bool {
    let receiving = other(firing);
    if !ground {
        if one_for_one(state, fight, firing, t) && !one_for_one_room(state, fight, firing, t) {
            return false;
        }
        let on_ground = match t {
            Target::Intrinsic(_) => return false,
            Target::Unit(u) => is_ground(state, u),
        };
        if on_ground && ground_steps(state, fight, receiving) <= 1 {
            return false;
        }
        // 9.2F5 (L1107): the unit its owner named keeps the last step; it may still be flipped.
        if let Target::Unit(u) = t {
            if fight.last_step.contains(&u) && state.is_reduced(u) {
                return false;
            }
        }
    }
    if let Target::Intrinsic(_) = t {
        if !ground_units(state, fight, receiving).is_empty() {
            return false;
        }
    }
    true
}

/// EotS 9.2F5 (L1107): air-naval fire on `receiving`'s ground units asks their owner which unit keeps
/// the last step, when it can matter: two units or more, no intrinsic step (the hex's own defence is
/// always the last step), and hits enough to take every step but one at the cheapest defence. Rules
/// version 4; versions 1–3 let the firing player choose.
pub fn asks_last_step(state: &State, fight: &Fight, firing: Side, hits: u32) -> bool {
    let receiving = other(firing);
    if state.rules < 4 || !air_fire_hits_ground(fight, receiving) || fight.last_step.iter().any(|&u| state.side_of_unit(u) == receiving) {
        return false;
    }
    let units = ground_units(state, fight, receiving);
    let intrinsic = receiving == Side::Japanese && fight.intrinsic.iter().any(|i| i.alive);
    if units.len() < 2 || intrinsic {
        return false;
    }
    let cheapest = units.iter().map(|&u| cost(state, fight, Target::Unit(u), false)).min().unwrap_or(1).max(1);
    hits / cheapest + 1 >= ground_steps(state, fight, receiving)
}

/// EotS 9.2F, 9.4B: the targets the firing player may give the next hits to, with `hits_left` hits:
/// enough hits for its defence, full-strength units before any reduced one is eliminated (9.2F2, 9.4B3;
/// escorts included) unless the hits are critical (9.2F6), and the rules of [`reachable`].
pub fn legal_targets(state: &State, fight: &Fight, firing: Side, hits_left: u32, critical: bool, ground: bool) -> Vec<Target> {
    let pool = pool(state, fight, other(firing), ground);
    let any_full = pool.iter().any(|&t| is_full(state, t));
    pool.iter()
        .copied()
        .filter(|&t| cost(state, fight, t, ground) <= hits_left)
        .filter(|&t| is_full(state, t) || critical || !any_full)
        .filter(|&t| reachable(state, fight, firing, t, ground))
        .collect()
}

/// EotS 9.2F6: a critical hit whose hits cannot take a single step makes the enemy's eligible unit with
/// the lowest defence lose one. Returns those units (several on a tie: the reaction player picks), or
/// `None` when the rule does not apply. Ask it before any of the fire's hits is placed.
pub fn critical_step(state: &State, fight: &Fight, firing: Side, hits: u32, critical: bool, ground: bool) -> Option<Vec<Target>> {
    if !critical || !legal_targets(state, fight, firing, hits, true, ground).is_empty() {
        return None;
    }
    let eligible: Vec<Target> =
        pool(state, fight, other(firing), ground).into_iter().filter(|&t| reachable(state, fight, firing, t, ground)).collect();
    let low = eligible.iter().map(|&t| cost(state, fight, t, ground)).min()?;
    Some(eligible.into_iter().filter(|&t| cost(state, fight, t, ground) == low).collect())
}

/// Places hits on `t` (9.2F1, 9.4B2): a full unit flips, a reduced or one-step unit (or an intrinsic
/// step) is eliminated. Returns the hits used.
pub fn apply_hit(state: &mut State, fight: &mut Fight, firing: Side, t: Target, ground: bool) -> u32 {
    let c = cost(state, fight, t, ground);
    take_step(state, fight, firing, t, ground, c);
    c
}

/// One step off `t`, for `hits` hits (zero for the step of a critical hit that could take none).
pub fn take_step(state: &mut State, fight: &mut Fight, firing: Side, t: Target, ground: bool, hits: u32) {
    let side = owner(state, t);
    if !ground && one_for_one(state, fight, firing, t) {
        if let Target::Unit(u) = t {
            let v = &mut fight.one_for_one[idx(firing)];
            if !v.contains(&u) {
                v.push(u);
            }
        }
    }
    let at = match t {
        Target::Unit(u) => state.unit(u).loc,
        Target::Intrinsic(_) => Loc::Hex(fight.hex),
    };
    // A step taken for no hits is a critical hit's (9.2F6): the log says so rather than "0 hits".
    let critical = if hits == 0 { "_critical" } else { "" };
    match t {
        Target::Unit(u) => {
            if state.is_reduced(u) {
                state.units[u as usize].loc = Loc::Eliminated;
                log(state, Some(firing), &format!("eots.unit_eliminated{critical}"), vec![unit_arg(state, u), Arg::Num(hits as i32)]);
            } else {
                state.units[u as usize].reduced = true;
                log(state, Some(firing), &format!("eots.unit_reduced{critical}"), vec![unit_arg(state, u), Arg::Num(hits as i32)]);
            }
        }
        Target::Intrinsic(i) => {
            fight.intrinsic[i as usize].alive = false;
            log(state, Some(firing), &format!("eots.intrinsic_eliminated{critical}"), vec![hex_arg(fight.hex), Arg::Num(hits as i32)]);
        }
    }
    fight.losses.push(Loss { target: t, side, at, ground });
}

/// Logs the hits that found no legal target (9.2F3, 9.4B4).
pub fn hits_lost(state: &mut State, fight: &Fight, firing: Side, left: u32) {
    if left > 0 {
        log(state, Some(firing), "eots.hits_lost", vec![hex_arg(fight.hex), Arg::Num(left as i32)]);
    }
}

/// The attack strength a step loss of `t` takes from its side (as it fights here: halved beyond normal
/// range, nothing for an escort).
fn attack_removed(state: &State, fight: &Fight, t: Target) -> u32 {
    let u = match t {
        Target::Intrinsic(i) => return fight.intrinsic[i as usize].attack,
        Target::Unit(u) => u,
    };
    let d = state.unit_data(u);
    let as_fought = |a: u32| match fight.member(u) {
        Some(m) if m.role != Role::Fights => 0,
        Some(m) if m.halved => half_up(a),
        _ => a,
    };
    let now = as_fought(state.attack(u));
    if state.is_reduced(u) {
        now
    } else {
        now.saturating_sub(as_fought(d.reduced_attack.or(d.attack).unwrap_or(0) as u32))
    }
}

/// The cheapest target first, then the one whose loss takes the most attack strength, then the first.
fn greedy_pick(state: &State, fight: &Fight, ts: &[Target], ground: bool) -> Option<Target> {
    ts.iter().copied().min_by_key(|&t| (cost(state, fight, t, ground), std::cmp::Reverse(attack_removed(state, fight, t))))
}

/// Steps taken and attack strength removed by placing the hits greedily from here.
fn greedy_score(state: &mut State, fight: &mut Fight, firing: Side, mut left: u32, critical: bool, ground: bool) -> (u32, u32) {
    let (mut steps, mut attack) = (0, 0);
    while let Some(t) = greedy_pick(state, fight, &legal_targets(state, fight, firing, left, critical, ground), ground) {
        attack += attack_removed(state, fight, t);
        left -= cost(state, fight, t, ground);
        take_step_quiet(state, fight, firing, t, ground);
        steps += 1;
    }
    (steps, attack)
}

/// A step taken on a trial copy (its log lines are thrown away with the copy).
fn take_step_quiet(state: &mut State, fight: &mut Fight, firing: Side, t: Target, ground: bool) {
    take_step(state, fight, firing, t, ground, 0);
}

/// A good allocation of `hits` that the firing player can accept (deterministic): as many step losses as
/// possible, then as much of the enemy's attack strength removed. Each next target is the one whose
/// greedy completion scores best. A critical hit that can take no step takes the step of 9.2F6 (the
/// first of the lowest-defence units).
pub fn auto_allocate(state: &State, fight: &Fight, firing: Side, hits: u32, critical: bool, ground: bool) -> Vec<Target> {
    if let Some(low) = critical_step(state, fight, firing, hits, critical, ground) {
        return low.into_iter().take(1).collect();
    }
    let (mut s, mut f) = (state.clone(), fight.clone());
    let mut left = hits;
    let mut plan = vec![];
    loop {
        let legal = legal_targets(&s, &f, firing, left, critical, ground);
        if legal.is_empty() {
            return plan;
        }
        let mut best: Option<(Target, (u32, u32))> = None;
        for &t in &legal {
            let (mut s2, mut f2) = (s.clone(), f.clone());
            let c = cost(&s2, &f2, t, ground);
            let a = attack_removed(&s2, &f2, t);
            take_step_quiet(&mut s2, &mut f2, firing, t, ground);
            let (steps, attack) = greedy_score(&mut s2, &mut f2, firing, left - c, critical, ground);
            let score = (steps + 1, attack + a);
            if best.as_ref().is_none_or(|(_, b)| score > *b) {
                best = Some((t, score));
            }
        }
        let (t, _) = best.expect("a legal target");
        left -= cost(&s, &f, t, ground);
        take_step_quiet(&mut s, &mut f, firing, t, ground);
        plan.push(t);
    }
}

/// Places `hits` by [`auto_allocate`] (a critical hit's 9.2F6 step included) and logs the hits lost.
/// Returns the hits lost.
pub fn allocate_auto(state: &mut State, fight: &mut Fight, firing: Side, hits: u32, critical: bool, ground: bool) -> u32 {
    if let Some(low) = critical_step(state, fight, firing, hits, critical, ground) {
        if let Some(&t) = low.first() {
            take_step(state, fight, firing, t, ground, 0);
        }
        hits_lost(state, fight, firing, hits);
        return hits;
    }
    let mut left = hits;
    for t in auto_allocate(state, fight, firing, hits, critical, ground) {
        left -= apply_hit(state, fight, firing, t, ground);
    }
    hits_lost(state, fight, firing, left);
    left
}

/// EotS 9.2F7: the Japanese carrier step transfers on offer after the hits of an air-naval combat the
/// Allies fired in without a critical hit, when the Japanese had two or more carriers in it: `(takes,
/// restored)`: carrier `takes` loses a step (flips, or is eliminated when reduced) so that carrier
/// `restored` gets back the step it lost in this battle.
pub fn carrier_transfers(state: &State, fight: &Fight) -> Vec<(UnitId, UnitId)> {
    if fight.transferred || fight.fire_of(Side::Allied).is_some_and(|f| f.critical) {
        return vec![];
    }
    let carriers: Vec<UnitId> =
        fight.members_of(Side::Japanese).filter(|m| m.role == Role::Fights && state.unit_data(m.unit).kind.is_carrier()).map(|m| m.unit).collect();
    if carriers.len() < 2 {
        return vec![];
    }
    let restorable: Vec<UnitId> = carriers
        .iter()
        .copied()
        .filter(|&c| fight.losses.iter().any(|l| l.target == Target::Unit(c) && !l.ground))
        .filter(|&c| state.unit(c).loc == Loc::Eliminated || state.unit(c).reduced)
        .collect();
    let mut v = vec![];
    for &r in &restorable {
        for &t in &carriers {
            if t != r && state.unit(t).loc.in_play() {
                v.push((t, r));
            }
        }
    }
    v
}

/// Makes the 9.2F7 transfer: `takes` loses a step, `restored` gets one back (an eliminated carrier
/// returns reduced where it stood).
pub fn transfer_carrier_step(state: &mut State, fight: &mut Fight, takes: UnitId, restored: UnitId) {
    let at = state.unit(takes).loc;
    if state.is_reduced(takes) {
        state.units[takes as usize].loc = Loc::Eliminated;
    } else {
        state.units[takes as usize].reduced = true;
    }
    fight.losses.push(Loss { target: Target::Unit(takes), side: Side::Japanese, at, ground: false });
    if state.unit(restored).loc == Loc::Eliminated {
        let back = fight.losses.iter().rev().find(|l| l.target == Target::Unit(restored)).map_or(Loc::Hex(fight.hex), |l| l.at);
        state.units[restored as usize] = crate::games::empire_of_the_sun::state::UnitState { loc: back, reduced: true };
    } else {
        state.units[restored as usize].reduced = false;
    }
    fight.transferred = true;
    log(state, Some(Side::Japanese), "eots.carrier_transfer", vec![unit_arg(state, takes), unit_arg(state, restored)]);
}

// ---- The steps: the battle being fought, as the offensive keeps it ----

/// The targets the firing side may give hits to now.
pub fn targets(s: &State, side: Side, hits_left: u32, critical: bool, ground: bool) -> Vec<Target> {
    let f = s.offensive.as_ref().and_then(|o| o.fight.as_ref()).expect("a battle");
    let mut t = legal_targets(s, f, side, hits_left, critical, ground);
    if t.is_empty() {
        if let Some(step) = critical_step(s, f, side, hits_left, critical, ground) {
            t = step;
        }
    }
    t
}

/// Gives hits to `t`; returns the hits left.
pub fn hit(s: &mut State, side: Side, t: Target, hits_left: u32, critical: bool, ground: bool) -> u32 {
    let mut f = s.offensive.as_mut().unwrap().fight.take().unwrap();
    let normal = legal_targets(s, &f, side, hits_left, critical, ground);
    let left = if normal.contains(&t) {
        let used = apply_hit(s, &mut f, side, t, ground);
        hits_left.saturating_sub(used)
    } else {
        // 9.2F6: a critical hit that cannot take a step makes the weakest eligible unit lose one.
        take_step(s, &mut f, side, t, ground, hits_left);
        0
    };
    s.offensive.as_mut().unwrap().fight = Some(f);
    left
}

/// Places every hit left as the engine proposes (the player accepted the proposal).
pub fn auto(s: &mut State, side: Side, hits_left: u32, critical: bool, ground: bool) {
    let mut f = s.offensive.as_mut().unwrap().fight.take().unwrap();
    // (The hits no target can take are logged as lost by the placement itself, 9.2F3.)
    allocate_auto(s, &mut f, side, hits_left, critical, ground);
    s.offensive.as_mut().unwrap().fight = Some(f);
}

/// Hits no legal target can take are lost (9.2F3).
pub fn lose_rest(s: &mut State, side: Side, left: u32) {
    let f = s.offensive.as_ref().unwrap().fight.clone().unwrap();
    hits_lost(s, &f, side, left);
}

/// 9.2F7: the carrier step transfers the Japanese may make.
pub fn transfers(s: &State) -> Vec<(UnitId, UnitId)> {
    let f = s.offensive.as_ref().and_then(|o| o.fight.as_ref()).expect("a battle");
    if f.transferred {
        return vec![];
    }
    carrier_transfers(s, f)
}

pub fn transfer(s: &mut State, takes: UnitId, restored: UnitId) {
    let mut f = s.offensive.as_mut().unwrap().fight.take().unwrap();
    transfer_carrier_step(s, &mut f, takes, restored);
    f.transferred = true;
    s.offensive.as_mut().unwrap().fight = Some(f);
}

/// Declines the carrier transfer.
pub fn no_transfer(s: &mut State) {
    super::fight_mut(s).transferred = true;
}

/// The target's unit, for an action (intrinsic steps are chosen by index).
pub fn target_unit(t: Target) -> Option<UnitId> {
    match t {
        Target::Unit(u) => Some(u),
        Target::Intrinsic(_) => None,
    }
}

/// Gives hits to one target and asks for the rest (or loses them when nothing can take them).
fn continue_allocation(s: &mut State, hex: Hex, firing: Side, t: Target, hits: u32, critical: bool, ground: bool) {
    let left = hit(s, firing, t, hits, critical, ground);
    if left > 0 && !targets(s, firing, left, critical, ground).is_empty() {
        s.steps.push(Step::AllocateHits(steps::AllocateHits { hex, side: firing, hits: left, critical, ground }));
    } else if left > 0 {
        lose_rest(s, firing, left);
    }
}

/// EotS 9.2F, 9.4B: the firing side places its hits one target at a time, or accepts the engine's
/// proposal for all of them.
impl Kind<State> for steps::AllocateHits {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let mut a: Vec<Action> = vec![];
        for (i, t) in targets(s, self.side, self.hits, self.critical, self.ground).into_iter().enumerate() {
            match target_unit(t) {
                Some(unit) => a.push(Action::Hit { unit }),
                None => a.push(Action::Choose { index: i as u8 }),
            }
        }
        a.push(Action::AutoAllocate);
        ask(self.side, "eots.allocate", vec![Arg::Hex(self.hex.id()), Arg::Num(self.hits as i32)], "EotS 9.2F", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let (hex, firing, hits, critical, ground) = (self.hex, self.side, self.hits, self.critical, self.ground);
        s.steps.pop();
        match action {
            Action::AutoAllocate => auto(s, firing, hits, critical, ground),
            Action::Hit { unit } => continue_allocation(s, hex, firing, Target::Unit(*unit), hits, critical, ground),
            Action::Choose { index } => {
                let t = targets(s, firing, hits, critical, ground)[*index as usize];
                continue_allocation(s, hex, firing, t, hits, critical, ground);
            }
            _ => return Err(Illegal("not a hit".into())),
        }
        Ok(())
    }
}

/// EotS 9.2F5 (L1107): the owner of the ground units under air-naval fire names the one that keeps the
/// last step, before the firing player places the hits.
impl Kind<State> for steps::LastStep {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let f = s.offensive.as_ref().and_then(|o| o.fight.as_ref())?;
        let a: Vec<Action> = ground_units(s, f, self.side).into_iter().map(|unit| Action::Keep { unit }).collect();
        ask(self.side, "eots.last_step", vec![Arg::Hex(self.hex.id())], "EotS 9.2F5", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Keep { unit } = action else { return refuse(self, action) };
        let f = s.offensive.as_ref().and_then(|o| o.fight.as_ref()).ok_or_else(|| Illegal("no battle".into()))?;
        if !ground_units(s, f, self.side).contains(unit) {
            return refuse(self, action);
        }
        s.steps.pop();
        super::fight_mut(s).last_step.push(*unit);
        log(s, Some(self.side), "eots.keeps_last_step", vec![unit_arg(s, *unit), hex_arg(self.hex)]);
        Ok(())
    }
}

/// EotS 9.2F7: the Japanese may move one carrier step loss to another carrier of the battle.
impl Kind<State> for steps::CarrierTransfer {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let mut a: Vec<Action> = transfers(s).into_iter().map(|(from, to)| Action::Transfer { from, to }).collect();
        a.push(Action::Done);
        ask(Side::Japanese, "eots.carrier_transfer", vec![Arg::Hex(self.hex.id())], "EotS 9.2F7", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Transfer { from, to } => {
                s.steps.pop();
                transfer(s, *from, *to);
            }
            Action::Done => {
                s.steps.pop();
                no_transfer(s);
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}
