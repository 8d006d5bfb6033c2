//! Recruit (DF 7.6, L1242–L1300) and Mechanize (DF 7.7, L1302–L1340): steps gained and spent one at a
//! time on the faction's units — an infantry step on an infantry unit below its maximum or a force-pool
//! infantry unit entering on a friendly supply source of its flag; an armour step on an armoured unit
//! below its maximum, or flipping a Leg or Motorized unit to its armoured side. Unspent steps are lost.
//! A step goes on a unit already on the map (or in a land area) only when it traces supply (DF 7.6.1,
//! 7.7.1, 7.7.2, 11: supply.rs).

use serde::Serialize;

use super::data::{Faction, UType};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::rows::RowHex;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// Infantry steps a Recruit order gains (DF 7.6, L1244).
pub const RECRUIT_STEPS: u8 = 4;
/// The Soviets may put at most this many recruit steps on Shock units (DF 7.6, L1250).
pub const SHOCK_MAX: u8 = 1;

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Build {
    pub faction: Faction,
    pub armor: bool,
    pub left: u8,
    pub spent: u8,
    pub minor: bool,
    pub shock: u8,
    /// Armour steps this order banked in the Western Armor Reserves (DF 7.7.3: at most 2).
    pub banked: u8,
    /// Armour steps this order took from the Western Armor Reserves (DF 7.7.3).
    pub drawn: u8,
    /// The Axis units whose trace through a partisan's hex this order has paid for (DF 11.1; once a unit).
    pub tolled: Vec<u16>,
    /// The contested sea areas whose interception check this order's traces have made (DF 11.2, 9.1.2:
    /// once an area an order; rules 11).
    pub checked: Vec<String>,
}

/// The most armour steps one Mechanize order banks in the Western Armor Reserves (DF 7.7.3, L1339).
pub const WAR_BANK_MAX: u8 = 2;
/// The Western Armor Reserves' track ends at 10 (DF 7.7.3, L1339).
pub const WAR_MAX: u8 = 10;

impl Build {
    pub fn recruit(faction: Faction) -> Build {
        Build { faction, armor: false, left: RECRUIT_STEPS, spent: 0, minor: false, shock: 0, banked: 0, drawn: 0, tolled: vec![], checked: vec![] }
    }
    pub fn mechanize(faction: Faction, steps: u8) -> Build {
        Build { faction, armor: true, left: steps, spent: 0, minor: false, shock: 0, banked: 0, drawn: 0, tolled: vec![], checked: vec![] }
    }

    /// The initiative a step on unit `u` costs now (DF 11.1, L1824; rules 10): 1 when its trace must enter a
    /// partisan's hex and this order has not paid for that unit yet (decision Q20: once a unit an order — its
    /// steps share one trace), else 0. The action's label shows it before the choice.
    pub fn trace_toll(&self, s: &State, u: usize) -> u16 {
        self.trace(s, u).map_or(0, |t| t.cost())
    }

    /// The trace a step on unit `u` takes now (DF 11.1, 11.2): its partisan toll and the contested sea areas
    /// whose check it makes (rules 11, decision Q23), the areas this order has checked crossed freely (9.1.2).
    pub fn trace(&self, s: &State, u: usize) -> Option<super::supply::StepTrace> {
        super::supply::step_trace(s, &super::supply::net(s), u, &self.checked, self.tolled.contains(&(u as u16)))
    }

    fn is_minor(s: &State, u: usize) -> bool {
        s.faction(u).is_axis() && !s.data().units[u].german()
    }

    /// Where a force-pool unit may enter (DF 7.6.2, L1290): a supply source of its flag that its ideology
    /// controls (A.2: a city its ideology holds; from rules 9 a non-city hex its ideology controls — rules
    /// 1–8 took any non-city hex with no other ideology's units), within stacking.
    pub fn entry_hexes(s: &State, u: usize) -> Vec<RowHex> {
        let d = s.data();
        let nat = &d.units[u].nationality;
        let me = s.faction(u).ideology();
        let mut out = vec![];
        for (h, x) in &d.hexes {
            if !x.playable() || !x.supply.iter().any(|f| f == nat) {
                continue;
            }
            let there = s.combat_in(*h);
            if there.iter().any(|&v| s.faction(v).ideology() != me) {
                continue;
            }
            if let Some(c) = s.cities.get(h) {
                if *c != me {
                    continue;
                }
            } else if super::supply::control_act(s) && super::supply::controller(s, *h) != Some(me) {
                continue;
            }
            let mut st = there.clone();
            st.push(u);
            if st.len() <= 2 && st.iter().map(|&v| if v == u { 1 } else { s.units[v].steps as u32 }).sum::<u32>() <= 6 {
                out.push(*h);
            }
        }
        // DF 2.4.2 (L782): a Mulberry is a supply source of US, Canadian and British units (rules 6), with
        // the usual stacking.
        if super::beachheads::supply_act(s) && super::beachheads::MULBERRY_FLAGS.contains(&nat.as_str()) {
            for (l, b) in super::beachheads::placed(s) {
                let mut st = s.combat_in(b.sea_hex);
                st.push(u);
                if l.mulberry && st.len() <= 2 && st.iter().map(|&v| if v == u { 1 } else { s.units[v].steps as u32 }).sum::<u32>() <= 6 {
                    out.push(b.sea_hex);
                }
            }
        }
        out
    }

    /// Whether this is a Western Mechanize order that may use the Western Armor Reserves (DF 7.7.3; rules 5).
    fn war(&self, s: &State) -> bool {
        self.armor && self.faction == Faction::West && s.rules >= 5
    }

    /// DF 7.7.3 (L1340): a WAR step is spent like a gained one — offered when a unit could take it.
    fn may_draw(&self, s: &State) -> bool {
        self.war(s) && s.war > 0 && self.banked == 0 && !Build { left: 1, ..self.clone() }.units(s).is_empty()
    }

    fn options(&self, s: &State) -> Vec<Action> {
        let mut out = vec![];
        if self.may_draw(s) {
            out.push(Action::Draw);
        }
        if self.left == 0 {
            if !out.is_empty() {
                out.push(Action::Done);
            }
            return out;
        }
        // DF 7.7.3 (L1339): bank 1 or 2 of the gained armour steps, the track ending at 10.
        if self.war(s) && self.banked < WAR_BANK_MAX && self.drawn == 0 && s.war < WAR_MAX {
            out.push(Action::Bank);
        }
        out.extend(self.units(s));
        // DF 7.6 (L1248): an Axis faction puts at least one recruit step on an Axis-minor unit if it can.
        if !self.armor && self.faction.is_axis() && !self.minor {
            let minor: Vec<Action> = out.iter().filter(|a| matches!(a, Action::Unit(u) | Action::Enter { unit: u, .. } if Self::is_minor(s, *u as usize))).cloned().collect();
            if !minor.is_empty() && self.left == 1 {
                return minor;
            }
            if !minor.is_empty() && self.spent > 0 {
                return out;
            }
        }
        out.push(Action::Done);
        out
    }

    /// The units that may take the next step (DF 7.6, 7.7).
    fn units(&self, s: &State) -> Vec<Action> {
        let mut out = vec![];
        if self.left == 0 {
            return out;
        }
        // The position's supply, looked up only when a unit could take a step.
        let net = std::cell::OnceCell::new();
        for u in 0..s.units.len() {
            if s.faction(u) != self.faction || !s.is_combat(u) {
                continue;
            }
            let t = s.utype(u);
            let d = &s.data().units[u];
            if self.faction == Faction::Soviet && !self.armor && t == UType::Shock && self.shock >= SHOCK_MAX {
                continue;
            }
            match &s.units[u].loc {
                Loc::Hex(_) | Loc::Area(_) => {
                    let fits = if self.armor { t.armored() } else { t.infantry() };
                    let step = fits && s.units[u].steps < d.pips;
                    // DF 7.7.2: an armour step flips a Leg or Motorized unit whose back is armoured.
                    let flip = self.armor && !s.units[u].flipped && matches!(t, UType::Leg | UType::Motorized) && d.back.is_some_and(|b| b.armored());
                    // DF 7.6.1, 7.7.1, 7.7.2 (L1275–L1330): an eligible unit traces supply to its own flag.
                    // DF 2.4.2 (L775): not through a Beachhead's port for reinforcement steps.
                    if (step || flip) && super::supply::traces_for_steps(s, net.get_or_init(|| super::supply::net(s)), u) {
                        if step {
                            out.push(Action::Unit(u as u16));
                        }
                        if flip {
                            out.push(Action::Flip(u as u16));
                        }
                    }
                }
                Loc::Pool if !self.armor && t.infantry() && !s.units[u].flipped => {
                    for h in Self::entry_hexes(s, u) {
                        out.push(Action::Enter { unit: u as u16, hex: h });
                    }
                }
                _ => {}
            }
        }
        out
    }
}

impl Build {
    /// DF 11.1 (L1824), 2.2 (L672): an Axis unit whose trace for the step enters a partisan's hex — its faction
    /// pays 1 initiative at once (once a unit this order).
    fn pay_trace(&self, s: &mut State, next: &mut Build, u: u16) -> Vec<String> {
        let trace = self.trace(s, u as usize).unwrap_or_default();
        if trace.toll > 0 || !trace.inner.is_empty() {
            next.tolled.push(u);
        }
        // DF 14 (L1916; rules 12, Q26): the Baltic or the Black Sea at +1 each, once a unit this order.
        for (sea, c) in &trace.inner {
            s.log(Some(self.faction.seat()), "df.step_inner_sea", vec![s.unit_arg(u as usize), Arg::Key(format!("df.sea.{sea}")), Arg::Num(*c as i32)]);
            s.pay(self.faction, *c);
        }
        if trace.toll > 0 {
            s.log(Some(self.faction.seat()), "df.step_partisan_toll", vec![s.unit_arg(u as usize), Arg::Num(trace.toll as i32)]);
            s.pay(self.faction, trace.toll);
        }
        // DF 11.2, 9.1 (rules 11): each contested area the trace crosses is checked, once this order (9.1.2);
        // the faction pays the difference of naval strengths when the enemy's is greater.
        for (sea, c) in &trace.seas {
            next.checked.push(sea.clone());
            s.log(Some(self.faction.seat()), "df.step_sea_check", vec![s.unit_arg(u as usize), Arg::Key(format!("df.sea.{sea}")), Arg::Num(*c as i32)]);
            s.pay(self.faction, *c);
        }
        trace.seas.into_iter().map(|(a, _)| a).collect()
    }

    /// DF 11.2, 9.2 (rules 11): after each check the enemy may make a naval attack on the step being placed,
    /// the first area's on top.
    fn offer_attacks(&self, s: &mut State, u: u16, flip: bool, seas: Vec<String>) {
        for sea in seas.into_iter().rev() {
            s.steps.push(Step::NavalAttack(super::naval::NavalAttack { defender: self.faction, sea, unit: u, from: Loc::Pool, step: Some(super::naval::Placed { flip, on: true }) }));
        }
    }
}

impl steps::Step<State> for Build {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        if self.left == 0 && !self.may_draw(s) {
            return None;
        }
        let id = if self.armor { "df.mechanize" } else { "df.recruit" };
        Some(Prompt { seat: Some(self.faction.seat()), id, args: vec![Arg::Num(self.left as i32)], rule: if self.armor { "DF 7.7" } else { "DF 7.6" }, actions: self.options(s) })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let mut next = self.clone();
        let mut attacks: Option<(u16, bool, Vec<String>)> = None;
        let u = match *a {
            Action::Done => {
                s.steps.pop();
                return Ok(());
            }
            // DF 7.7.3 (L1339–L1340): the WAR marker moves one box either way.
            Action::Bank => {
                next.left -= 1;
                next.banked += 1;
                s.war += 1;
                s.log(Some(self.faction.seat()), "df.war_banked", vec![Arg::Num(s.war as i32)]);
                *s.steps.last_mut().expect("this step") = Step::Build(next);
                return Ok(());
            }
            Action::Draw => {
                next.left += 1;
                next.drawn += 1;
                s.war -= 1;
                s.log(Some(self.faction.seat()), "df.war_drawn", vec![Arg::Num(s.war as i32)]);
                *s.steps.last_mut().expect("this step") = Step::Build(next);
                return Ok(());
            }
            Action::Unit(u) => {
                attacks = Some((u, false, self.pay_trace(s, &mut next, u)));
                s.units[u as usize].steps += 1;
                s.log(Some(self.faction.seat()), "df.step_added", vec![s.unit_arg(u as usize)]);
                u
            }
            Action::Flip(u) => {
                attacks = Some((u, true, self.pay_trace(s, &mut next, u)));
                s.units[u as usize].flipped = true;
                s.log(Some(self.faction.seat()), "df.mechanized", vec![s.unit_arg(u as usize)]);
                u
            }
            Action::Enter { unit, hex } => {
                s.units[unit as usize].loc = Loc::Hex(hex);
                s.units[unit as usize].steps = 1;
                s.units[unit as usize].isolated = super::supply::Isolation::None;
                s.log(Some(self.faction.seat()), "df.entered", vec![s.unit_arg(unit as usize), Arg::Hex(hex.id())]);
                s.enter(hex, self.faction.ideology());
                unit
            }
            _ => return Err(Illegal("spend a step, or done".into())),
        };
        next.left -= 1;
        next.spent += 1;
        if Self::is_minor(s, u as usize) {
            next.minor = true;
        }
        if s.utype(u as usize) == UType::Shock {
            next.shock += 1;
        }
        *s.steps.last_mut().expect("this step") = Step::Build(next);
        if let Some((u, flip, seas)) = attacks {
            self.offer_attacks(s, u, flip, seas);
        }
        Ok(())
    }
}
