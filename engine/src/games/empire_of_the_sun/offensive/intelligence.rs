//! Intelligence (EotS 7.25) and the special reaction (7.27). Once the battle hexes are declared the
//! reaction player may set the intelligence condition with a card or roll for Intercept (d10 − 2 when an
//! offensive unit entered, moved in or left his zone, ≤ the card's intelligence value; 9 fails); before
//! that, where an enemy ground unit ended its move alone in his unoccupied city, resource hex, port or
//! airfield, he may roll to make it a battle hex.

use super::reaction::reaction_window;
use super::{off, off_mut};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::battle::{self, participants};
use crate::games::empire_of_the_sun::data::{self, Side};
use crate::games::empire_of_the_sun::events::{conditions, Window};
use crate::games::empire_of_the_sun::offensive::movement::moves;
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse};
use crate::games::empire_of_the_sun::state::{self, other, seat_of, CardNo, Intel, Play, State};
use crate::games::empire_of_the_sun::supply::{self, activation};
use crate::games::empire_of_the_sun::turn::cards;
use crate::kit::hex::Hex;
use crate::kit::odds::Modifier;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

// ---- 7.25 intelligence ----

/// The reaction player may roll for intelligence: no card set the condition, the offensive card does
/// not state Surprise, and he has not rolled (7.25C).
pub fn may_roll_intel(s: &State) -> bool {
    let o = off(s);
    !conditions::reaction_limited(s)
        && !o.stated_surprise && !o.reaction.rolled && o.reaction.events.iter().all(|&c| !sets_intel(s, other(o.side), c)) && !o.battles.is_empty()
}

fn sets_intel(s: &State, side: Side, c: CardNo) -> bool {
    cards::card(s, side, c).intel_condition.is_some()
}

/// The modifiers of the reaction player's intelligence roll (7.25E), each with its reason: −2 when an
/// offensive unit entered, left or moved in the reaction side's zone; an event's modifier (not for a
/// special reaction's roll, 7.27, which takes only the zone's).
pub fn intel_modifiers(s: &State, special: bool) -> Vec<Modifier> {
    let o = off(s);
    let mut v = vec![];
    if o.entered_zoi {
        v.push(Modifier::new("eots.drm.enemy_zoi", vec![], -2));
    }
    let event = if special { 0 } else { battle::effect_sum(s, other(o.side), "intel_drm") };
    if event != 0 {
        v.push(Modifier::new("eots.drm.event", vec![], event));
    }
    v
}

/// The intelligence roll (7.25D–E): success on d10 − 2 (an offensive unit entered enemy ZOI) ≤ the
/// card's intelligence value; an unmodified 9 fails.
pub fn roll_intel(s: &mut State) -> bool {
    let o = off(s);
    let (side, card, play) = (o.side, o.card, o.play);
    let c = cards::card(s, side, card);
    let target = match play {
        Play::Oc => c.intel_oc,
        Play::Ec => c.intel_ec.or(c.intel_oc),
    }
    .unwrap_or(0) as i32;
    let mods = intel_modifiers(s, false);
    let drm: i32 = mods.iter().map(|m| m.value).sum();
    let roll = s.chance.roll(0..=9);
    let modified = roll.value as i32 + drm;
    let success = roll.value != 9 && modified <= target;
    let o = off_mut(s);
    o.reaction.rolled = true;
    if success {
        o.intel = Intel::Intercept;
    }
    s.log.push(LogEntry::new(
        Some(seat_of(other(side))),
        if success { "eots.intel_success" } else { "eots.intel_fail" },
        vec![Arg::Roll(roll.value), Arg::Num(modified), Arg::Num(target)],
    ));
    battle::report::intel_roll(s, None, other(side), card, play, target, mods, roll.value, modified, success);
    success
}

/// EotS 7.25: the reaction player's intelligence cards or counteroffensive (5.32), or his roll.
impl Kind<State> for steps::Intelligence {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let mut extra = vec![];
        if may_roll_intel(s) {
            extra.push(Action::Roll);
        }
        extra.push(Action::Done);
        reaction_window(s, Window::Intelligence, "eots.intelligence", "EotS 7.25", extra)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::React { card } => super::reaction::react(s, *card),
            Action::Roll => {
                roll_intel(s);
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

// ---- 7.27 special reaction ----

/// Hexes where a special reaction may be rolled: an enemy ground unit ended its move alone in an
/// unoccupied reaction-controlled city, resource hex, port or airfield, within a reaction HQ's range and
/// in a reaction air ZOI (neutralised or not); not reached purely by ground movement.
pub fn special_reaction_hexes(s: &State, sup: &supply::Supply) -> Vec<Hex> {
    let o = off(s);
    if conditions::reaction_limited(s) {
        return vec![];
    }
    let reaction = other(o.side);
    let declared: Vec<Hex> = o.battles.iter().map(|b| b.hex).collect();
    let mut v: Vec<Hex> = vec![];
    for a in &o.active {
        let Some(h) = s.unit(a.unit).loc.hex() else { continue };
        if declared.contains(&h) || v.contains(&h) || !participants::is_ground(s, a.unit) {
            continue;
        }
        if a.mode == Some(state::Mode::Ground) || a.mode.is_none() {
            continue;
        }
        let Some(d) = s.hex_data(h) else { continue };
        let named = d.port || d.airfield || d.resource || d.city != data::City::None;
        let controlled = s.controller(h) == Some(reaction);
        let empty = !s.occupied_by(h, reaction);
        let zoi = sup.zoi.any_at(s.geo(), reaction, h);
        let in_range = activation::in_range_of_any_hq(s, reaction, h);
        let mainland_india = d.in_region("india_mainland");
        if named && controlled && empty && zoi && in_range && !mainland_india && !o.reaction.rolled_hexes.contains(&h) {
            v.push(h);
        }
    }
    v
}

/// Rolls the special reaction at `h` (7.27): the intelligence roll with the −2 ZOI modifier, the OC
/// intelligence value for a Surprise event; success makes `h` a battle hex.
pub fn roll_special(s: &mut State, h: Hex) {
    let o = off(s);
    let (side, card, play) = (o.side, o.card, o.play);
    let c = cards::card(s, side, card);
    let target = match play {
        Play::Oc => c.intel_oc,
        Play::Ec if c.surprise => c.intel_oc,
        Play::Ec => c.intel_ec.or(c.intel_oc),
    }
    .unwrap_or(0) as i32;
    let mods = intel_modifiers(s, true);
    let drm: i32 = mods.iter().map(|m| m.value).sum();
    let roll = s.chance.roll(0..=9);
    let modified = roll.value as i32 + drm;
    let success = roll.value != 9 && modified <= target;
    off_mut(s).reaction.rolled_hexes.push(h);
    s.log.push(LogEntry::new(
        Some(seat_of(other(side))),
        if success { "eots.special_success" } else { "eots.special_fail" },
        vec![Arg::Hex(h.id()), Arg::Roll(roll.value), Arg::Num(modified), Arg::Num(target)],
    ));
    battle::report::intel_roll(s, Some(h), other(side), card, play, target, mods, roll.value, modified, success);
    if success {
        let before = battle::defended_before_landing(s, h);
        let o = off_mut(s);
        o.battles.push(state::Battle { hex: h, special: true, defended_before_landing: before, resolved: false });
        battle::switch_to_own_hex(s, h);
    }
}

/// EotS 7.27: the reaction player rolls for each hex a special reaction may make a battle hex; under an
/// event's limited reaction (IAI's Force Z, 17.11) he makes the one reaction it allows instead.
impl Kind<State> for steps::SpecialReaction {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = other(off(s).side);
        let sup = supply::compute(s);
        let mut a: Vec<Action> = special_reaction_hexes(s, &sup).into_iter().map(|hex| Action::RollAt { hex }).collect();
        // 17.11 (L1853, L2966): the reaction an event allows (IAI's Force Z).
        a.extend(moves::event_reactions(s, &sup).into_iter().map(|(unit, hex)| Action::Place { unit, hex }));
        a.push(Action::Done);
        if conditions::reaction_limited(s) {
            ask(side, "eots.event_reaction", vec![], "EotS 17.11", a)
        } else {
            ask(side, "eots.special_reaction", vec![], "EotS 7.27", a)
        }
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::RollAt { hex } => roll_special(s, *hex),
            Action::Place { unit, hex } => conditions::react_into(s, *unit, *hex),
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}
