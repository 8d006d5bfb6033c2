//! Battle hexes (EotS 7.24): every hex holding units of both sides once the offensive's moves are made,
//! and those the offensive player declares where only reaction units stand, within reach of his air units
//! and carriers (never inland China, 13.71); then each air unit or carrier outside the battle hexes picks
//! its battle, or the landing it covers (7.27), and the reacting ones theirs after the reaction moves.

use super::movement::moves::active_mut;
use super::{off, off_mut};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::battle::{self, participants};
use crate::games::empire_of_the_sun::data::events::keys;
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::events;
use crate::games::empire_of_the_sun::scenario::special_rules;
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{self, other, seat_of, Play, State, UnitId};
use crate::games::empire_of_the_sun::text;
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

/// Whether `enemy` defends `h`: its units stand there, or (rules version 4) the hex is a Japanese-held
/// city whose intrinsic units are always there, counter or not (13.76, L1572; 13.94).
pub fn defended_by(s: &State, h: Hex, enemy: Side) -> bool {
    s.occupied_by(h, enemy) || (s.rules >= 4 && enemy == Side::Japanese && !participants::intrinsic_steps(s, h).is_empty())
}

/// Hexes holding units of both sides: every one must be a battle hex (7.24). A Japanese-held Chinese or
/// home-island city counts as holding Japanese units (its intrinsic units): a landing there is a battle.
pub fn forced_battles(s: &State) -> Vec<Hex> {
    let side = off(s).side;
    let mut v: Vec<Hex> = off(s)
        .active
        .iter()
        .filter_map(|a| s.unit(a.unit).loc.hex())
        .filter(|&h| defended_by(s, h, other(side)))
        .filter(|&h| !special_rules::battle_barred(s, h))
        .collect();
    crate::kit::sort::sort(&mut v);
    v.dedup();
    v
}

/// Hexes with only reaction units that activated offensive air or carriers not committed elsewhere can
/// reach (7.24), never inland China (7.24, 13.71).
pub fn optional_battles(s: &State) -> Vec<Hex> {
    let o = off(s);
    if o.play == Play::Oc && !o.battles.is_empty() {
        return vec![];
    }
    let side = o.side;
    let declared: Vec<Hex> = o.battles.iter().map(|b| b.hex).collect();
    let mut v: Vec<Hex> = vec![];
    for (u, h) in s.on_map() {
        if s.side_of_unit(u) != other(side) || declared.contains(&h) || v.contains(&h) {
            continue;
        }
        if s.hex_data(h).is_some_and(|d| d.in_region("china_interior")) || special_rules::battle_barred(s, h) {
            continue;
        }
        // 17.11 (L1851), Operation Z: Allied units at sea (an all-sea hex, e.g. the US carriers) may not
        // be attacked.
        if events::flag(&o.effects, side, keys::NO_ATTACK_AT_SEA) && s.hex_data(h).is_some_and(|d| !d.has_land()) {
            continue;
        }
        let reach = o.active.iter().any(|a| {
            a.battle.is_none() && !a.out_of_combat() && battle::participants::is_air_or_carrier(s, a.unit)
                && !matches!(battle::participants::reach(s, a.unit, h), battle::participants::Reach::Out)
        });
        if reach {
            v.push(h);
        }
    }
    crate::kit::sort::sort(&mut v);
    v
}

pub fn declare(s: &mut State, h: Hex) {
    let side = off(s).side;
    let before_landing = battle::defended_before_landing(s, h);
    let units = s.units.clone();
    let o = off_mut(s);
    if o.battles.iter().any(|b| b.hex == h) {
        return;
    }
    o.battles.push(state::Battle { hex: h, special: false, defended_before_landing: before_landing, resolved: false });
    // Units in a battle hex take part in its battle (7.24).
    for a in o.active.iter_mut() {
        if a.battle.is_none() && s_loc(&units, a.unit) == Some(h) {
            a.battle = Some(h);
        }
    }
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.battle_hex", vec![Arg::Hex(h.id())]));
}

fn s_loc(units: &[state::UnitState], u: UnitId) -> Option<Hex> {
    units[u as usize].loc.hex()
}

/// EotS 7.24: the offensive player declares battle hexes where only reaction units stand (the hexes
/// holding both sides' units were declared when the moves ended); then the air units and carriers pick
/// their battles.
impl Kind<State> for steps::Declare {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = off(s).side;
        let mut a: Vec<Action> = optional_battles(s).into_iter().map(|hex| Action::Declare { hex }).collect();
        a.push(Action::Done);
        ask(side, "eots.declare", vec![], "EotS 7.24", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Declare { hex } => declare(s, *hex),
            Action::Done => {
                s.steps.pop();
                push_assignments(s);
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

// ---- the battles of air units and carriers ----

pub fn battle_hexes(s: &State) -> Vec<Hex> {
    off(s).battles.iter().map(|b| b.hex).collect()
}

/// 7.24: the activated air and carrier units outside the battle hexes that can reach a battle are
/// assigned to one by their player.
pub fn push_assignments(s: &mut State) {
    let o = off(s);
    let battles = battle_hexes(s);
    let mut v = vec![];
    for a in &o.active {
        if a.battle.is_some() || a.out_of_combat() || !participants::is_air_or_carrier(s, a.unit) {
            continue;
        }
        if s.unit(a.unit).loc.hex().is_some_and(|h| battles.contains(&h)) {
            continue;
        }
        if !assign_hexes(s, a.unit).is_empty() || !cover_hexes(s, a.unit).is_empty() {
            v.push(Step::Assign(steps::Assign { unit: a.unit }));
        }
    }
    s.steps.extend(v);
}

/// 7.26, 7.24: the reacting air and carrier units outside the battle hexes choose the battle they join,
/// as the offensive's do; a unit that reacted out of a battle hex still fights there (9.11).
pub(crate) fn push_reaction_assignments(s: &mut State) {
    let o = off(s);
    let battles = battle_hexes(s);
    let mut v = vec![];
    for a in &o.reaction.active {
        if a.battle.is_some() || a.out_of_combat() || !participants::is_air_or_carrier(s, a.unit) || battles.contains(&a.from) {
            continue;
        }
        if s.unit(a.unit).loc.hex().is_some_and(|h| battles.contains(&h)) {
            continue;
        }
        if !assign_hexes(s, a.unit).is_empty() {
            v.push(Step::Assign(steps::Assign { unit: a.unit }));
        }
    }
    s.steps.extend(v);
}

pub(crate) fn assign_hexes(s: &State, u: UnitId) -> Vec<Hex> {
    battle_hexes(s).into_iter().filter(|&h| in_reach(s, u, h) && special_rules::cve_may_join(s, u, h)).collect()
}

fn in_reach(s: &State, u: UnitId, h: Hex) -> bool {
    !matches!(participants::reach(s, u, h), participants::Reach::Out)
}

/// 7.24, 7.27: the offensive's landings outside the battle hexes an air unit or carrier may cover (it
/// fights there if a reaction makes the landing a battle hex).
fn cover_hexes(s: &State, u: UnitId) -> Vec<Hex> {
    let o = off(s);
    if s.side_of_unit(u) != o.side {
        return vec![];
    }
    let battles = battle_hexes(s);
    super::landing_hexes(s).into_iter().filter(|h| !battles.contains(h) && in_reach(s, u, *h)).collect()
}

pub fn assign_actions(s: &State, u: UnitId) -> Vec<Action> {
    let mut a: Vec<Action> = assign_hexes(s, u).into_iter().map(|hex| Action::Assign { unit: u, hex }).collect();
    a.extend(cover_hexes(s, u).into_iter().map(|hex| Action::Cover { unit: u, hex }));
    a.push(Action::Done);
    a
}

/// EotS 7.24, 7.27: an air unit or carrier outside the battle hexes picks its battle, or the landing it
/// covers; "done" leaves it out of the battles.
impl Kind<State> for steps::Assign {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = s.side_of_unit(self.unit);
        ask(side, "eots.assign", vec![text::unit_arg(s, self.unit)], "EotS 7.24", assign_actions(s, self.unit))
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        s.steps.pop();
        let side = s.side_of_unit(self.unit);
        match action {
            Action::Assign { hex, .. } => {
                if let Some(a) = active_mut(s, side, self.unit) {
                    a.battle = Some(*hex);
                }
            }
            Action::Cover { hex, .. } => {
                if let Some(a) = active_mut(s, side, self.unit) {
                    a.covers = Some(*hex);
                }
            }
            _ => {}
        }
        Ok(())
    }
}
