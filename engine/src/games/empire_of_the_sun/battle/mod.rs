//! Battles (EotS 9.0; the offensive procedure's step 11, 7.2): each battle is an air-naval combat (9.2,
//! 9.3) and then a ground combat (9.4), with its retreats (9.5), and after the battles the post-battle
//! movement (9.6). The submodules are the rulebook's steps over the state; this module runs them in order
//! for one battle (the `Battles` and `Battle` steps) and asks the players only what the rules leave to
//! them: where hits go (9.2F, 9.4B: `AllocateHits`), the Japanese carrier step transfer (9.2F7:
//! `CarrierTransfer`) and where a reaction unit retreats (9.5: `Retreat`).
//!
//! One battle, in order:
//! 1. [`participants::muster`] the battle's units (9.1); [`participants::withdraw_unescorted`] the
//!    unescorted landings facing enemy ships (8.45B).
//! 2. Air-naval combat, if either side has air or naval units ([`air_naval::has_combat`]): each side
//!    [`air_naval::fire`]s in the order of [`air_naval::order`] (the second fires with its survivors
//!    under Surprise and Ambush); the firing player places the hits one at a time among
//!    [`hits::legal_targets`] with [`hits::apply_hit`] ([`hits::auto_allocate`] proposes a whole
//!    allocation; [`hits::critical_step`] when a critical hit cannot take a step); then
//!    [`hits::carrier_transfers`] (9.2F7) and [`air_naval::decide_winner`] (9.3).
//! 3. [`ground::needs_combat`]: if so, both sides [`ground::fire`] (simultaneous), hits with
//!    `ground = true`, then [`ground::result`]; [`ground::settle`] gives the hex to its holder (6.5).
//! 4. [`retreat`]: the loser's ground units leave (9.5).

pub mod air_naval;
pub mod ground;
pub mod hits;
pub mod odds;
pub mod participants;
pub mod post_battle;
pub mod report;
pub mod retreat;

use super::actions::Action;
use super::data::Side;
use super::offensive::{self, off};
use super::state::steps::{self, ask, refuse, BattleStage, Step};
use super::state::{other, seat_of, Effect, Intel, State, UnitId};
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

/// What a battle keeps while it is fought (its definition is the state's).
pub use super::state::fight::{Fight, Fire, Intrinsic, Loss, Member, Role, Target};

/// The sum of the values of event effects with `key` that benefit `side`, from the offensive under way and
/// those lasting the turn (`state::Effect`).
pub fn effect_sum(state: &State, side: Side, key: &str) -> i32 {
    effects(state).filter(|e| e.side == side && e.key == key).map(|e| e.value).sum()
}

/// Whether an event effect with `key` benefits `side`.
pub fn has_effect(state: &State, side: Side, key: &str) -> bool {
    effects(state).any(|e| e.side == side && e.key == key)
}

fn effects(state: &State) -> impl Iterator<Item = &Effect> + '_ {
    state.offensive.iter().flat_map(|o| o.effects.iter()).chain(state.effects.iter())
}

/// Writes one line of the battle's story.
pub(crate) fn log(state: &mut State, side: Option<Side>, id: &str, args: Vec<Arg>) {
    state.log.push(LogEntry::new(side.map(seat_of), id, args));
}

pub(crate) fn unit_arg(state: &State, u: UnitId) -> Arg {
    Arg::Unit(state.unit_data(u).key.clone())
}

pub(crate) fn hex_arg(h: Hex) -> Arg {
    Arg::Hex(h.id())
}

/// Half, rounded up (L203: every fraction rounds up).
pub fn half_up(x: u32) -> u32 {
    x.div_ceil(2)
}

/// The reaction side had ground or HQ units in `h` before the offensive landed there (9.4: +3), judged
/// when the battle hex is declared.
pub fn defended_before_landing(s: &State, h: Hex) -> bool {
    let Some(o) = &*s.offensive else { return false };
    let reaction = other(o.side);
    s.units_at(h).into_iter().any(|u| {
        s.side_of_unit(u) == reaction && matches!(s.unit_data(u).kind, super::data::UnitType::Ground | super::data::UnitType::Hq)
    })
}

/// 7.27: air and carrier units physically in a hex that a special reaction made a battle hex switch to
/// it from the battle they were declared for.
pub fn switch_to_own_hex(s: &mut State, h: Hex) {
    let units = s.units.clone();
    let Some(o) = s.offensive.as_mut() else { return };
    for a in o.active.iter_mut() {
        if units[a.unit as usize].loc.hex() == Some(h) {
            a.battle = Some(h);
        }
    }
    for a in o.active.iter_mut().filter(|a| a.covers == Some(h)) {
        a.battle = Some(h);
        a.covers = None;
    }
}

/// Battles still to resolve, special-reaction battles that pulled units into their own hex first (7.27).
pub fn unresolved(s: &State) -> Vec<Hex> {
    let Some(o) = &*s.offensive else { return vec![] };
    let specials: Vec<Hex> = o.battles.iter().filter(|b| !b.resolved && b.special).map(|b| b.hex).collect();
    if !specials.is_empty() {
        return specials;
    }
    o.battles.iter().filter(|b| !b.resolved).map(|b| b.hex).collect()
}

/// Starts the battle at `h`.
pub fn start(s: &mut State, h: Hex) {
    s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::Muster }));
}

/// EotS 7.2 step 11: the offensive player picks the next battle to resolve; once every battle is over the
/// landings that still stand take their hexes (6.5), before the post-battle movement.
impl Kind<State> for steps::Battles {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = off(s).side;
        let a: Vec<Action> = unresolved(s).into_iter().map(|hex| Action::Resolve { hex }).collect();
        ask(side, "eots.battles", vec![], "EotS 7.28", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Resolve { hex } = action else { return refuse(self, action) };
        start(s, *hex);
        Ok(())
    }

    /// 6.5: the battles are over; the landings take their hexes before the post-battle movement.
    fn none_left(&self, s: &mut State) {
        offensive::landings_take_hexes(s);
    }
}

pub(crate) fn fight_mut(s: &mut State) -> &mut Fight {
    s.offensive.as_mut().and_then(|o| o.fight.as_mut()).expect("a battle is being fought")
}

/// Runs the automatic part of the battle's current stage; pushes the next stage and any decision.
pub fn run(s: &mut State, h: Hex, stage: BattleStage) {
    match stage {
        BattleStage::Muster => {
            let mut f = participants::muster(s, h);
            log(s, None, "eots.battle", vec![hex_arg(h)]);
            report::begin(s, &f);
            // 17.11 (L1855), IAI: the escorts of a landing at Manila or Singapore lose a step to the
            // coastal guns and mines before the battle.
            for u in super::events::conditions::escorts_hit_before_battle(s, h) {
                let guns = other(f.offensive);
                log(s, Some(guns), "eots.coastal_guns", vec![super::text::unit_arg(s, u)]);
                hits::take_step(s, &mut f, guns, Target::Unit(u), false, 0);
            }
            let cancelled = participants::withdraw_unescorted(s, &mut f);
            s.offensive.as_mut().expect("offensive").fight = Some(f);
            if cancelled {
                // 8.45B: no offensive unit is left to fight: the offensive player has lost the battle.
                s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::Settle }));
                return;
            }
            let has_air_naval = air_naval::has_combat(s.offensive.as_ref().unwrap().fight.as_ref().unwrap());
            s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::Ground }));
            if has_air_naval {
                s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::Winner }));
                s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::FirstFire }));
            } else {
                // 9.34: no air or naval units: the offensive side counts as the winner.
                let off = offensive_side(s);
                fight_mut(s).air_naval_winner = Some(off);
            }
        }
        BattleStage::FirstFire => {
            let intel = s.offensive.as_ref().map_or(Intel::Intercept, |o| o.intel);
            match air_naval::order(intel, offensive_side(s)) {
                air_naval::Order::Simultaneous => {
                    let off = offensive_side(s);
                    let (a, b) = both_fire(s, off);
                    push_allocation(s, h, other(off), b, false);
                    push_allocation(s, h, off, a, false);
                }
                air_naval::Order::First(side) => {
                    s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::SecondFire(side_code(other(side))) }));
                    let f = fire_one(s, side);
                    push_allocation(s, h, side, f, false);
                }
            }
        }
        BattleStage::SecondFire(code) => {
            let side = side_from(code);
            let alive = participants::fighting(s, s.offensive.as_ref().unwrap().fight.as_ref().unwrap(), side);
            if !alive.is_empty() {
                let f = fire_one(s, side);
                push_allocation(s, h, side, f, false);
            }
        }
        BattleStage::Winner => {
            let mut f = s.offensive.as_mut().unwrap().fight.take().unwrap();
            let transfers = hits::carrier_transfers(s, &f);
            s.offensive.as_mut().unwrap().fight = Some(f.clone());
            if !transfers.is_empty() && !f.transferred {
                s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::Winner }));
                s.steps.push(Step::CarrierTransfer(steps::CarrierTransfer { hex: h }));
                return;
            }
            air_naval::decide_winner(s, &mut f);
            s.offensive.as_mut().unwrap().fight = Some(f);
        }
        BattleStage::Ground => {
            // 8.46: a brigade whose ship went down does not land.
            super::offensive::movement::transport::sink_carried(s, h);
            let needs = ground::needs_combat(s, s.offensive.as_ref().unwrap().fight.as_ref().unwrap());
            s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::Settle }));
            if needs {
                s.steps.push(Step::Battle(steps::Battle { hex: h, stage: BattleStage::GroundResult }));
                let off = offensive_side(s);
                let mut f = s.offensive.as_mut().unwrap().fight.take().unwrap();
                let a = ground::fire(s, &mut f, off);
                let b = ground::fire(s, &mut f, other(off));
                s.offensive.as_mut().unwrap().fight = Some(f);
                push_allocation(s, h, other(off), b, true);
                push_allocation(s, h, off, a, true);
            }
        }
        BattleStage::GroundResult => {
            let f = s.offensive.as_ref().unwrap().fight.clone().unwrap();
            let r = ground::result(s, &f);
            ground::log_result(s, &f, &r);
            report::ground_result(s, &f, &r);
            us_casualties(s, &f);
            if let Some(loser) = r.retreats {
                for u in retreat::retreating(s, &f, loser) {
                    if loser == f.offensive {
                        match retreat::offensive_retreat(s, u) {
                            retreat::OffensiveRetreat::To(to) => retreat::retreat(s, &f, u, Some(to)),
                            // 8.45C: a landing leaves like a ship in the post-battle movement.
                            retreat::OffensiveRetreat::Naval => mark_must_leave(s, u),
                        }
                    } else {
                        s.steps.push(Step::Retreat(steps::Retreat { hex: h, unit: u }));
                    }
                }
            }
        }
        BattleStage::Settle => {
            let f = s.offensive.as_mut().unwrap().fight.take().unwrap();
            let before = s.controller(h);
            let after = ground::settle(s, &f);
            report::settled(s, &f, before, after);
            // 9.32: landings that could not fight must leave in the post-battle movement.
            let stayed: Vec<UnitId> = f.withdrawn.iter().copied().filter(|&u| s.unit(u).loc.hex() == Some(h)).collect();
            for u in stayed {
                mark_must_leave(s, u);
            }
            if let Some(b) = s.offensive.as_mut().unwrap().battles.iter_mut().find(|b| b.hex == h) {
                b.resolved = true;
            }
            // 9.61: the reaction side's inactive air and naval units in the hex it lost move out in
            // emergency at once (8.22, 8.32; 19.0 L3011: FEAF and the 19th LRB leave 2812 first).
            let reacting: Vec<UnitId> = s.offensive.as_ref().unwrap().reaction.active.iter().map(|a| a.unit).collect();
            for (side, unit) in super::offensive::movement::emergency::stranded(s) {
                if side == f.reaction() && s.unit(unit).loc.hex() == Some(h) && !reacting.contains(&unit) {
                    s.steps.push(Step::Emergency(steps::Emergency { side, unit }));
                }
            }
        }
    }
}

/// EotS 9.0: a battle's stage, run on its own; the decisions it leaves (hits, the carrier transfer,
/// retreats) are steps above it.
impl Kind<State> for steps::Battle {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        run(s, self.hex, self.stage);
    }
}

/// EotS 16.45 (17.10.7 (4)): an Allied attacking force wiped out in a ground combat, with a replaceable US
/// division or corps among its dead, costs a point of Political Will (once a turn).
pub fn us_casualties(s: &mut State, f: &Fight) {
    if f.offensive != Side::Allied {
        return;
    }
    let dead: Vec<UnitId> = f
        .losses
        .iter()
        .filter(|l| l.ground && l.side == Side::Allied)
        .filter_map(|l| match l.target {
            Target::Unit(u) => Some(u),
            _ => None,
        })
        .filter(|&u| matches!(s.unit(u).loc, super::state::Loc::Eliminated | super::state::Loc::Removed))
        .collect();
    let survivors = s.on_map().any(|(u, h)| h == f.hex && s.side_of_unit(u) == Side::Allied && s.unit_data(u).kind == super::data::UnitType::Ground);
    let us_formation = dead.iter().any(|&u| {
        let d = s.unit_data(u);
        d.nation == super::data::Nation::Us && !d.prewar && matches!(d.size, Some(super::data::Size::Division | super::data::Size::Corps))
    });
    if !survivors && us_formation {
        super::political::national_status::adjust_pw(s, "us_casualties");
    }
}

fn offensive_side(s: &State) -> Side {
    s.offensive.as_ref().expect("offensive").side
}

fn side_code(side: Side) -> u8 {
    super::state::seat_of(side)
}

fn side_from(code: u8) -> Side {
    super::state::side_of(code)
}

fn fire_one(s: &mut State, side: Side) -> Fire {
    let mut f = s.offensive.as_mut().unwrap().fight.take().unwrap();
    let fire = air_naval::fire(s, &mut f, side);
    s.offensive.as_mut().unwrap().fight = Some(f);
    fire
}

fn both_fire(s: &mut State, off: Side) -> (Fire, Fire) {
    let mut f = s.offensive.as_mut().unwrap().fight.take().unwrap();
    let a = air_naval::fire(s, &mut f, off);
    let b = air_naval::fire(s, &mut f, other(off));
    s.offensive.as_mut().unwrap().fight = Some(f);
    (a, b)
}

/// The firing side places `fire`'s hits (a step of its own unless nothing can be hit).
fn push_allocation(s: &mut State, h: Hex, side: Side, fire: Fire, ground: bool) {
    if fire.hits > 0 || fire.critical {
        s.steps.push(Step::AllocateHits(steps::AllocateHits { hex: h, side, hits: fire.hits, critical: fire.critical, ground }));
        // 9.2F5: first the owner names the ground unit that keeps the last step (the stack's top runs first).
        let asks = !ground && s.offensive.as_ref().and_then(|o| o.fight.as_ref()).is_some_and(|f| hits::asks_last_step(s, f, side, fire.hits));
        if asks {
            s.steps.push(Step::LastStep(steps::LastStep { hex: h, side: other(side) }));
        }
    }
}

/// A unit that must leave its hex in the post-battle movement (a beaten landing), eliminated if it
/// cannot (8.45C, 9.32).
fn mark_must_leave(s: &mut State, u: UnitId) {
    if let Some(o) = s.offensive.as_mut() {
        if !o.must_leave.contains(&u) {
            o.must_leave.push(u);
        }
    }
}

#[cfg(test)]
mod tests;
