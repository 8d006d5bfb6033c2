//! Naval units (DF 2.4, L730–L786) in the sea areas (DF 1.C, L368–L395), naval movement (DF 7.1.3,
//! L1184–L1188) and the interception check (DF 9, 9.1, 9.1.1, 9.1.2, L1599–L1651) — rules 3, outside
//! Overlord, whose rule 14 ignores every naval rule (the orange rules, docs/games/downfall.md).
//!
//! A naval unit stands in a sea area (`Loc::Sea`), on its Ready face or its Interdicted one (`flipped`):
//! an Interdicted unit counts as absent. A **ready fleet** of an ideology in a sea area lets that ideology's
//! factions sail port-to-port and trace supply through it (L384, 2.4.1). A sea area is **contested** for a
//! faction when ready naval units of its naval enemy (decision Q3: West↔OKW, Soviet↔OKH) are there: each
//! entry then gives an interception check, which costs the faction the difference of naval strengths
//! when the interceptor's is greater (9.1); after a move's check the interceptor may make a naval attack
//! (9.2), which may interdict fleets, hit the moving unit and block the move (9.2.1).

use serde::Serialize;

use super::data::{Faction, Ideology, Kind, Weather};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// Whether the naval rules play: rules 3 on, and not under Overlord's rule 14 (L1910).
pub fn naval_act(s: &State) -> bool {
    s.rules >= 3 && !overlord(s)
}

/// Whether the scenario plays Overlord's naval supremacy (DF 14).
pub fn overlord(s: &State) -> bool {
    s.data().scenario(&s.scenario).is_some_and(|sc| sc.rules.iter().any(|r| r == "overlord_naval_supremacy"))
}

pub fn is_naval(s: &State, u: usize) -> bool {
    s.data().units[u].kind == Kind::Naval
}

/// A naval unit at sea on its Ready face (DF 2.4: an Interdicted one counts as absent).
pub fn ready_at(s: &State, u: usize, sea: &str) -> bool {
    is_naval(s, u) && !s.units[u].flipped && matches!(&s.units[u].loc, Loc::Sea(a) if a == sea)
}

/// Whether a ready fleet of `me` is in `sea` (DF 1.C L384, 2.4.1): its factions may sail and trace there.
/// OKH and OKW are friendly (they share hexes, A.1).
pub fn friendly_fleet(s: &State, me: Ideology, sea: &str) -> bool {
    (0..s.units.len()).any(|u| s.data().units[u].fleet && s.faction(u).ideology() == me && ready_at(s, u, sea))
}

/// The ready naval units of a faction's naval enemy in a sea area (DF 1.C L382, decision Q3).
pub fn interceptors(s: &State, f: Faction, sea: &str) -> Vec<usize> {
    (0..s.units.len()).filter(|&u| s.faction(u) == f.enemy() && ready_at(s, u, sea)).collect()
}

/// The Western naval strength modifier of the SW display that covers a sea area (DF 9.1.1): the box the
/// marker is in, when the display is in play.
pub fn sw_modifier(s: &State, sea: &str) -> i32 {
    let d = s.data();
    let Some(&t) = d.sea_track.get(sea) else { return 0 };
    let b = s.sw[t];
    if b == 0 {
        return 0;
    }
    d.sw_naval_mod[t].get(b as usize - 1).copied().unwrap_or(0) as i32
}

/// A side's naval strength in a sea area (DF 9.1 step 1): the printed strengths of its ready naval units
/// there and of `moving`; the West adds the SW modifier (9.1.1) and +1 in Fair when a participating fleet
/// has intrinsic air (decision Q4: once).
pub fn strength(s: &State, f: Faction, sea: &str, moving: &[usize]) -> i32 {
    let d = s.data();
    let mut units: Vec<usize> = (0..s.units.len()).filter(|&u| s.faction(u) == f && ready_at(s, u, sea)).collect();
    for &u in moving {
        if !units.contains(&u) {
            units.push(u);
        }
    }
    let mut n: i32 = units.iter().map(|&u| d.units[u].pips as i32).sum();
    if f == Faction::West {
        n += sw_modifier(s, sea);
        if s.weather == Weather::Fair && units.iter().any(|&u| d.units[u].intrinsic_air) {
            n += 1;
        }
    }
    n
}

/// The initiative an interception check in `sea` costs `f` (DF 9.1 step 2): the interceptor's strength
/// less the faction's when greater; nothing when the area is not contested for it.
pub fn interception(s: &State, f: Faction, sea: &str, moving: &[usize]) -> u16 {
    let them = interceptors(s, f, sea);
    if them.is_empty() {
        return 0;
    }
    let theirs = strength(s, f.enemy(), sea, &[]);
    let ours = strength(s, f, sea, moving);
    (theirs - ours).max(0) as u16
}

/// The sea areas in the pack's order (an action names one by its index).
pub fn sea_keys(s: &State) -> Vec<String> {
    s.data().seas.keys().cloned().collect()
}

/// The sea areas a unit of `f` may cross from `a` (DF 1.C L388: some borders only for the West).
pub fn next_seas(s: &State, f: Faction, a: &str) -> Vec<String> {
    s.data().seas.get(a).map_or(vec![], |(adj, western_only)| adj.iter().filter(|b| f == Faction::West || !western_only.contains(b)).cloned().collect())
}

/// A route's search over the sea areas: the cheapest route found to each area.
struct Routes<'a> {
    s: &'a State,
    f: Faction,
    usable: &'a dyn Fn(&str) -> Option<u16>,
    paid: &'a [String],
    best: Vec<(String, u16, Vec<String>)>,
}

impl Routes<'_> {
    fn walk(&mut self, at: &str, cost: u16, path: &mut Vec<String>, left: usize) {
        match self.best.iter_mut().find(|b| b.0 == at) {
            Some(b) if b.1 <= cost => {}
            Some(b) => *b = (at.to_string(), cost, path.clone()),
            None => self.best.push((at.to_string(), cost, path.clone())),
        }
        if left == 0 {
            return;
        }
        for b in next_seas(self.s, self.f, at) {
            if path.contains(&b) {
                continue;
            }
            let Some(c) = (self.usable)(&b) else { continue };
            let c = if self.paid.contains(&b) { 0 } else { c };
            path.push(b.clone());
            self.walk(&b, cost + c, path, left - 1);
            path.pop();
        }
    }
}

/// The cheapest route (initiative) from each of `starts` (an area and its entry cost) into every sea area
/// reachable through the areas `usable` accepts (with their cost), entering at most `max_entries` more,
/// and the areas each route enters. An area already checked this order costs nothing again (9.1.2:
/// `paid`).
pub fn routes(s: &State, f: Faction, starts: &[(String, u16)], max_entries: usize, usable: &dyn Fn(&str) -> Option<u16>, paid: &[String]) -> Vec<(String, u16, Vec<String>)> {
    let mut r = Routes { s, f, usable, paid, best: vec![] };
    for (a, c) in starts {
        let c = if paid.contains(a) { 0 } else { *c };
        let mut path = vec![a.clone()];
        r.walk(a, c, &mut path, max_entries);
    }
    r.best
}

/// Where a naval unit may move (DF 7.1.3): 1 MP a sea area entered, through areas its faction may cross;
/// each with the initiative its interception checks cost and the areas entered. Fixed fleets never move.
pub fn naval_destinations(s: &State, u: usize, mp: u8, paid: &[String]) -> Vec<(String, u16, Vec<String>)> {
    let Loc::Sea(from) = &s.units[u].loc else { return vec![] };
    if s.data().units[u].fixed.is_some() || s.units[u].flipped {
        return vec![];
    }
    let f = s.faction(u);
    let usable = |sea: &str| Some(interception(s, f, sea, &[u]));
    let mut out = routes(s, f, &[(from.clone(), 0)], mp as usize, &usable, paid);
    out.retain(|(a, _, _)| a != from);
    for r in &mut out {
        r.2.retain(|a| a != from);
    }
    out
}

/// The naval units of a faction a Redeploy showing the naval icon activates (DF 2.4.1, 7.1.3): ready, at
/// sea, not fixed.
pub fn movable(s: &State, f: Faction) -> Vec<usize> {
    (0..s.units.len())
        .filter(|&u| is_naval(s, u) && s.faction(u) == f && !s.units[u].flipped && matches!(s.units[u].loc, Loc::Sea(_)) && s.data().units[u].fixed.is_none())
        .collect()
}

/// DF 9.2 (L1653–L1679): after the interception check of a move into a contested sea area (port-to-port
/// or naval movement), the interceptor may make a naval attack, whatever the check gave.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct NavalAttack {
    /// The faction moving (the defender).
    pub defender: Faction,
    pub sea: String,
    /// The moving unit: a land unit port-to-port, or a naval unit.
    pub unit: u16,
    /// Where it started (a blocked port-to-port move returns there, 9.2.1).
    pub from: Loc,
    /// A trace for a reinforcement step (DF 11.2, 7.6.1 L1282, 7.7.1; rules 11): the step placed on `unit`,
    /// which a hit may remove and a blocked trace gives back to the order (9.2, 9.2.1). `None`: a move.
    pub step: Option<Placed>,
}

/// The reinforcement step whose trace a naval attack strikes (DF 9.2 step 3): a step added to the unit, or
/// (`flip`) the armour step that flipped it (7.7.2); `on` while it is still there.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Placed {
    pub flip: bool,
    pub on: bool,
}

/// Takes a reinforcement step back off a unit (DF 9.2 step 3, 9.2.1): the step added, or the flip.
fn undo_step(s: &mut State, u: usize, p: Placed) {
    if p.flip {
        s.units[u].flipped = false;
    } else {
        s.units[u].steps = s.units[u].steps.saturating_sub(1).max(1);
    }
}

/// The defender's participating naval units: its ready ones in the area, and the moving naval unit.
fn participants(s: &State, f: Faction, sea: &str, unit: usize) -> Vec<usize> {
    let mut v: Vec<usize> = (0..s.units.len()).filter(|&u| s.faction(u) == f && ready_at(s, u, sea)).collect();
    if is_naval(s, unit) && !s.units[unit].flipped && !v.contains(&unit) {
        v.push(unit);
    }
    v
}

impl NavalAttack {
    /// DF 9.2 steps 1–2: the strengths' difference, +1 when the activity moves 2 steps or more, +1 for an
    /// event card's bonus to the interceptor.
    pub fn drm(&self, s: &State) -> i32 {
        let u = self.unit as usize;
        let moving: Vec<usize> = if is_naval(s, u) { vec![u] } else { vec![] };
        let mut drm = strength(s, self.defender.enemy(), &self.sea, &[]) - strength(s, self.defender, &self.sea, &moving);
        // A reinforcement step's trace places one step (decision Q23): no +1.
        if self.step.is_none() && !is_naval(s, u) && s.units[u].steps >= 2 {
            drm += 1;
        }
        drm + super::events::roll_bonus(s, self.defender.enemy())
    }
}

impl steps::Step<State> for NavalAttack {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        if interceptors(s, self.defender, &self.sea).is_empty() {
            return None;
        }
        let f = self.defender.enemy();
        let mut args = vec![Arg::Key(format!("df.sea.{}", self.sea)), Arg::Num(self.drm(s))];
        // DF 11.2 (rules 11): on a reinforcement step's trace the prompt names the unit given the step.
        let id = if self.step.is_some() {
            args.push(s.unit_arg(self.unit as usize));
            "df.naval_attack_step"
        } else {
            "df.naval_attack"
        };
        Some(Prompt { seat: Some(f.seat()), id, args, rule: if self.step.is_some() { "DF 11.2" } else { "DF 9.2" }, actions: vec![Action::Roll, Action::Done] })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        match *a {
            Action::Done => {
                s.steps.pop();
            }
            Action::Roll => {
                s.steps.pop();
                let drm = self.drm(s);
                let dice = s.chance.rolls(2, 1..=6);
                let roll = dice.iter().map(|d| d.value as i32).sum::<i32>() + drm;
                let hits = s.data().naval_bands.iter().find(|(lo, hi, _)| (*lo..=*hi).contains(&roll)).map_or(0, |b| b.2);
                let f = self.defender.enemy();
                s.log(
                    Some(f.seat()),
                    "df.naval_attack_roll",
                    vec![Arg::Key(format!("df.sea.{}", self.sea)), Arg::Dice(dice.iter().map(|d| crate::log::Die { value: d.value, scripted: d.drawn == crate::kit::chance::Drawn::Scripted }).collect()), Arg::Num(drm), Arg::Num(hits as i32)],
                );
                s.steps.push(Step::NavalHits(NavalHits { attack: self.clone(), left: hits, interdict_interceptor: hits == 0 }));
            }
            _ => return Err(Illegal("make the naval attack, or not".into())),
        }
        Ok(())
    }
}

/// DF 9.2 step 3: the defender satisfies each hit by interdicting one of its participating naval units or
/// by a hit on the moving land unit (a step, or an armoured unit's flip: `combat::take_hit`); on 4 or
/// less it interdicts one of the interceptor's naval units there. Then 9.2.1: with every defending fleet
/// in the area interdicted the activity is blocked.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct NavalHits {
    pub attack: NavalAttack,
    pub left: u8,
    pub interdict_interceptor: bool,
}

impl NavalHits {
    fn choices(&self, s: &State) -> Vec<usize> {
        let a = &self.attack;
        if self.interdict_interceptor {
            return interceptors(s, a.defender, &a.sea);
        }
        let mut v = participants(s, a.defender, &a.sea, a.unit as usize);
        let u = a.unit as usize;
        // A reinforcement step's trace: the step being placed, while it is there (DF 9.2 step 3).
        if let Some(p) = a.step {
            if p.on {
                v.push(u);
            }
            return v;
        }
        if !is_naval(s, u) && !matches!(s.units[u].loc, Loc::Gone) {
            v.push(u);
        }
        v
    }
}

impl steps::Step<State> for NavalHits {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        if !self.interdict_interceptor && self.left == 0 {
            return None;
        }
        let actions: Vec<Action> = self.choices(s).into_iter().map(|u| Action::Unit(u as u16)).collect();
        let mut args = vec![Arg::Num(self.left as i32)];
        let id = if self.interdict_interceptor {
            "df.naval_interdict"
        } else if self.attack.step.is_some() {
            args.push(s.unit_arg(self.attack.unit as usize));
            "df.naval_hits_step"
        } else {
            "df.naval_hits"
        };
        Some(Prompt { seat: Some(self.attack.defender.seat()), id, args, rule: "DF 9.2", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Unit(u) = *a else { return Err(Illegal("choose the unit".into())) };
        let u = u as usize;
        if !self.choices(s).contains(&u) {
            return Err(Illegal("that unit may not take it".into()));
        }
        let mut attack = self.attack.clone();
        if is_naval(s, u) {
            s.units[u].flipped = true;
            s.log(Some(s.faction(u).seat()), "df.interdicted", vec![s.unit_arg(u)]);
        } else if let Some(p) = attack.step {
            // DF 9.2 step 3: the hit removes the reinforcement step being placed.
            undo_step(s, u, p);
            attack.step = Some(Placed { on: false, ..p });
            s.log(Some(self.attack.defender.seat()), "df.step_sunk", vec![s.unit_arg(u), Arg::Key(format!("df.sea.{}", self.attack.sea))]);
        } else {
            super::combat::take_hit(s, u);
        }
        if self.interdict_interceptor || self.left <= 1 {
            s.steps.pop();
            if !self.interdict_interceptor {
                blocked(s, &attack);
            }
        } else {
            let mut next = self.clone();
            next.left -= 1;
            next.attack = attack;
            *s.steps.last_mut().expect("this step") = Step::NavalHits(next);
        }
        Ok(())
    }
    /// No unit left to take the hits: they are lost; the activity may be blocked.
    fn none_left(&self, s: &mut State) {
        if !self.interdict_interceptor {
            blocked(s, &self.attack);
        }
    }
}

/// DF 9.2.1 (L1681–L1687): when every one of the defender's fleets in the area is interdicted, the
/// activity is blocked — a port-to-port unit goes back to its start port (it has moved); a naval move ends
/// in that area — and the activity's later attacks are void.
fn blocked(s: &mut State, a: &NavalAttack) {
    let f = a.defender;
    let u = a.unit as usize;
    let fleets_left = (0..s.units.len()).any(|v| s.faction(v) == f && s.data().units[v].fleet && ready_at(s, v, &a.sea));
    if fleets_left || matches!(s.units[u].loc, Loc::Gone) {
        return;
    }
    // DF 9.2.1 (L1687), rules 11: a blocked step assignment goes back to the order, which may give it to a
    // unit whose trace needs no sea area now closed to it (no ready fleet of its own there); a step a hit
    // removed is lost. The activity's later attacks are void.
    if let Some(p) = a.step {
        if p.on {
            undo_step(s, u, p);
            if let Some(Step::Build(b)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Build(_))) {
                b.left += 1;
                b.spent = b.spent.saturating_sub(1);
            }
            s.log(Some(f.seat()), "df.step_blocked", vec![s.unit_arg(u), Arg::Key(format!("df.sea.{}", a.sea))]);
        }
        s.steps.retain(|x| !matches!(x, Step::NavalAttack(n) if n.unit == a.unit && n.step.is_some()));
        return;
    }
    let to = if is_naval(s, u) { Loc::Sea(a.sea.clone()) } else { a.from.clone() };
    s.units[u].loc = to;
    s.log(Some(f.seat()), "df.naval_blocked", vec![s.unit_arg(u), Arg::Key(format!("df.sea.{}", a.sea))]);
    s.steps.retain(|x| !matches!(x, Step::NavalAttack(n) if n.unit == a.unit));
}

/// The naval attacks a move's route offers (DF 9.2), first area on top: each contested area whose check
/// this move made (not one the order had made already, 9.1.2).
pub fn push_attacks(s: &mut State, f: Faction, unit: usize, from: Loc, route: &[String], paid_before: &[String]) {
    let areas: Vec<String> = route.iter().filter(|a| !paid_before.contains(a) && !interceptors(s, f, a).is_empty()).cloned().collect();
    for sea in areas.into_iter().rev() {
        s.steps.push(Step::NavalAttack(NavalAttack { defender: f, sea, unit: unit as u16, from: from.clone(), step: None }));
    }
}
