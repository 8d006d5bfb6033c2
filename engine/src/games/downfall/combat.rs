//! Attack Ops (DF 7.2, L1203–L1240) and the land combat procedure (DF 8, L1467–L1580): declare a hex
//! with a lead unit of the marker's type and any flankers, total the strengths, read the Land Combat
//! Table's column (clamped −4…+8) with 2d6 + DRMs, apply the hits (the attacker's first flips an armoured
//! unit, the defender's first takes a Fortress step), and advance up to 2 attackers into an emptied hex.

use serde::Serialize;

use super::data::{Cell, Faction, Ideology, SideKind, UType, Weather};
use super::state::{Loc, State, Step};
use super::supply::Isolation;
use super::Action;
use crate::kit::rows::RowHex;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The Land Combat Table's columns (DF 8 step 4, L1534–L1536).
pub const COLUMN_MIN: i32 = -4;
pub const COLUMN_MAX: i32 = 8;
/// Its rows: modified totals below 1 read row 1, above 14 row 14 (docs/games/downfall.md).
pub const ROW_MIN: i32 = 1;
pub const ROW_MAX: i32 = 14;
/// DRMs of DF 8 step 5 (L1538–L1553): a Fortress in the defending hex, Snow, Mud.
pub const DRM_FORTRESS: i32 = -2;
pub const DRM_SNOW: i32 = -2;
pub const DRM_MUD: i32 = -3;
/// Isolated DRMs of DF 8 step 5 (L1550–L1553): a defender Isolated 3 / Isolated 1, an attacker Isolated
/// 3 / Isolated 1 (the larger one only).
pub const DRM_DEFENDER_ISOLATED_3: i32 = 3;
pub const DRM_DEFENDER_ISOLATED_1: i32 = 1;
pub const DRM_ATTACKER_ISOLATED_3: i32 = -3;
pub const DRM_ATTACKER_ISOLATED_1: i32 = -1;
/// A lone partisan's defence strength (DF 2.2, L678).
pub const PARTISAN_PIPS: i32 = 1;
/// The #G rule applies in turns 1–6 (DF 8 step 5, L1558).
pub const LAST_G_TURN: u8 = 6;

/// The attacks of one order: how many are left, which units and hexes have fought (DF 7.2: a unit
/// once per order, a hex once per order).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Attacks {
    pub faction: Faction,
    pub marker: u8,
    pub side: u8,
    pub left: u8,
    pub used: Vec<u16>,
    pub attacked: Vec<RowHex>,
}

impl Attacks {
    pub fn new(s: &State, faction: Faction, marker: u8, side: u8) -> Attacks {
        let left = s.data().markers[marker as usize].sides[side as usize].attacks;
        Attacks { faction, marker, side, left, used: vec![], attacked: vec![] }
    }
}

/// Whether an attack may go from `from` to `to` with this unit (DF 7.2, A.3): across a passable side;
/// an armoured unit not into or out of a difficult hex except across rail.
pub fn can_attack_across(s: &State, u: usize, from: RowHex, to: RowHex) -> bool {
    if !s.passable(from, to) {
        return false;
    }
    if s.utype(u).armored() && (s.difficult(from) || s.difficult(to)) {
        return s.data().side(from, to).is_some_and(|x| x.rail);
    }
    true
}

/// The units that defend a hex against a faction (DF 7.2): an Allied attack takes every Axis unit in a
/// hex holding one of its enemy faction's; an Axis attack only its enemy faction's units, and (rules 3)
/// its enemy faction's partisan there (DF 2.2, decision Q3: OKW attacks Western partisans, OKH Soviet
/// ones; a partisan stacked with the other Ally's units takes no part, L1530).
pub fn defenders(s: &State, f: Faction, h: RowHex) -> Vec<usize> {
    // DF 1.B (rules 11, Q24): the units standing in the attacked Middle East.
    let units = if super::areas::area_of(h).is_some() { super::areas::combat_in(s, h) } else { s.combat_in(h) };
    let partisans: Vec<usize> = if f.is_axis() && s.partisans_act() { partisans_in(s, h).into_iter().filter(|&u| s.faction(u) == f.enemy()).collect() } else { vec![] };
    if !units.iter().any(|&u| s.faction(u) == f.enemy()) && partisans.is_empty() {
        return vec![];
    }
    if f.is_axis() {
        units.into_iter().filter(|&u| s.faction(u) == f.enemy()).chain(partisans).collect()
    } else {
        units.into_iter().filter(|&u| s.faction(u).ideology() == Ideology::Axis).collect()
    }
}

/// The partisans standing in a hex (DF 2.2).
pub fn partisans_in(s: &State, h: RowHex) -> Vec<usize> {
    super::partisans::partisans_in(s, h)
}

/// Whether an Axis attack on a partisan must be led from the partisan's own hex (DF 2.2, L679): the
/// partisan is stacked with Axis units, one of which leads.
pub fn led_from_inside(s: &State, h: RowHex) -> bool {
    s.combat_in(h).iter().any(|&u| s.faction(u).is_axis())
}

fn may_lead(s: &State, u: usize, lead: &[String]) -> bool {
    let t = s.utype(u);
    lead.iter().any(|l| match l.as_str() {
        "any" => true,
        "armored" => t.armored(),
        "infantry" => t.infantry(),
        other => other == t.key(),
    })
}

impl steps::Step<State> for Attacks {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let os = &s.data().markers[self.marker as usize].sides[self.side as usize];
        let mut actions = vec![];
        let done = self.left;
        if done > 0 {
            // Hexes holding a unit of the enemy faction (DF 7.2).
            let targets: std::collections::BTreeSet<RowHex> = (0..s.units.len()).filter(|&u| s.is_combat(u) && s.faction(u) == self.faction.enemy()).filter_map(|u| s.hex_of(u)).collect();
            // DF 2.2 (L678–L679): an Axis faction may attack its enemy's partisans: a lone one from next
            // door, one stacked with Axis units only with a lead from among them (rules 3).
            let partisan_targets: std::collections::BTreeSet<RowHex> = if self.faction.is_axis() && s.partisans_act() {
                (0..s.units.len()).filter(|&u| super::partisans::is_partisan(s, u) && s.faction(u) == self.faction.enemy()).filter_map(|u| s.hex_of(u)).filter(|h| !targets.contains(h)).collect()
            } else {
                Default::default()
            };
            for u in 0..s.units.len() {
                if s.faction(u) != self.faction || !s.is_combat(u) || self.used.contains(&(u as u16)) {
                    continue;
                }
                if s.utype(u) == UType::Fortress || !may_lead(s, u, &os.lead) {
                    continue;
                }
                // DF 1.B (rules 11, Q24): a unit standing in the Middle East attacks its land hexes across the join.
                for t in super::areas::attackable_from_area(s, u) {
                    if targets.contains(&t) && !self.attacked.contains(&t) {
                        actions.push(Action::Attack { hex: t, lead: u as u16 });
                    }
                }
                let Some(h) = s.hex_of(u) else { continue };
                for t in s.links(h) {
                    let lone_partisan = partisan_targets.contains(&t) && !led_from_inside(s, t);
                    if !(targets.contains(&t) || lone_partisan) || self.attacked.contains(&t) || !can_attack_across(s, u, h, t) {
                        continue;
                    }
                    actions.push(Action::Attack { hex: t, lead: u as u16 });
                }
                if partisan_targets.contains(&h) && !self.attacked.contains(&h) {
                    actions.push(Action::Attack { hex: h, lead: u as u16 });
                }
                // DF 1.B (L366), 7.2 (rules 11, decision Q24): the enemy's units standing in a land area joined
                // to this hex (the Middle East from 1134 or 1035) may be attacked across the join.
                if super::areas::attack_act(s) {
                    for k in 0..s.data().land_areas.len() {
                        let node = super::areas::node(k);
                        if !self.attacked.contains(&node) && super::areas::may_attack_into(s, u, h, node) && super::areas::combat_in(s, node).iter().any(|&v| s.faction(v) == self.faction.enemy()) {
                            actions.push(Action::AttackArea { area: k as u8, lead: u as u16 });
                        }
                    }
                }
            }
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.attacks", args: vec![Arg::Num(done as i32)], rule: "DF 7.2", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        // DF 1.B (rules 11): a land area is attacked as its search node.
        let a = &match *a {
            Action::AttackArea { area, lead } => Action::Attack { hex: super::areas::node(area as usize), lead },
            ref x => x.clone(),
        };
        match *a {
            Action::Done => {
                s.steps.pop();
            }
            Action::Attack { hex, lead } => {
                let mut next = self.clone();
                next.left -= 1;
                next.used.push(lead);
                next.attacked.push(hex);
                *s.steps.last_mut().expect("this step") = Step::Attacks(next);
                s.log(Some(self.faction.seat()), "df.declare", vec![s.unit_arg(lead as usize), super::areas::place_arg(s, hex)]);
                s.steps.push(Step::Flankers(Flankers { faction: self.faction, marker: self.marker, side: self.side, hex, lead, flankers: vec![] }));
            }
            _ => return Err(Illegal("declare an attack, or done".into())),
        }
        Ok(())
    }
}

/// DF 8 step 1: flankers join the lead; then the roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Flankers {
    pub faction: Faction,
    pub marker: u8,
    pub side: u8,
    pub hex: RowHex,
    pub lead: u16,
    pub flankers: Vec<u16>,
}

fn used_in_order(s: &State) -> Vec<u16> {
    s.steps.iter().rev().find_map(|x| if let Step::Attacks(a) = x { Some(a.used.clone()) } else { None }).unwrap_or_default()
}

impl steps::Step<State> for Flankers {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let used = used_in_order(s);
        let mut actions = vec![];
        for u in 0..s.units.len() {
            let uu = u as u16;
            if s.faction(u) != self.faction || !s.is_combat(u) || uu == self.lead || used.contains(&uu) || self.flankers.contains(&uu) {
                continue;
            }
            if s.utype(u) == UType::Fortress {
                continue;
            }
            // DF 1.B (rules 11, Q24): from the Middle East across the join.
            if super::areas::attackable_from_area(s, u).contains(&self.hex) {
                actions.push(Action::Unit(uu));
                continue;
            }
            // DF 8 step 1 (L1487; rules 12, Q27): an Airborne unit in a land area flanks from 2 hexes away too.
            if airborne_ranged_from_area(s, u, self.hex) {
                actions.push(Action::Unit(uu));
                continue;
            }
            let Some(h) = s.hex_of(u) else { continue };
            // DF 8 step 1 (L1488–L1494): with the airborne icon an Airborne unit may flank from 2 hexes away.
            if airborne_ranged(s, u, h, self.hex) {
                actions.push(Action::Unit(uu));
                continue;
            }
            // DF 1.B (rules 11): against a land area, the units in its land hexes across the join.
            if super::areas::area_of(self.hex).is_some() {
                if super::areas::may_attack_into(s, u, h, self.hex) {
                    actions.push(Action::Unit(uu));
                }
                continue;
            }
            // DF 2.2 (L679): against a partisan in their own hex, the attacker's units there may flank too.
            let inside = h == self.hex && s.partisans_act();
            if !inside && (!adjacent(h, self.hex) || !can_attack_across(s, u, h, self.hex)) {
                continue;
            }
            actions.push(Action::Unit(uu));
        }
        actions.push(Action::Roll);
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.flankers", args: vec![super::areas::place_arg(s, self.hex)], rule: "DF 8", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        match *a {
            Action::Unit(u) => {
                let mut next = self.clone();
                next.flankers.push(u);
                *s.steps.last_mut().expect("this step") = Step::Flankers(next);
                if let Some(Step::Attacks(at)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Attacks(_))) {
                    at.used.push(u);
                }
            }
            Action::Roll => {
                s.steps.pop();
                // DF 8 step 2: the action cards, in the variant that has them (cards.rs); then the roll.
                if s.cards.on {
                    s.steps.push(Step::Cards(super::cards::CombatCards { combat: self.clone(), phase: super::cards::Phase::AttackerHq }));
                } else {
                    resolve(s, self);
                }
            }
            _ => return Err(Illegal("add a flanker, or roll".into())),
        }
        Ok(())
    }
}

/// Whether a unit joins as an airborne flanker from 2 hexes away (DF 8 step 1): a Western Airborne unit,
/// the order's marker showing the airborne icon, the defender 2 hexes away whatever lies between.
pub fn airborne_ranged(s: &State, u: usize, from: RowHex, target: RowHex) -> bool {
    airborne_icon(s) && s.faction(u) == Faction::West && s.utype(u) == UType::Airborne && super::data::GRID.distance(from, target) == 2
}

/// The order's marker shows the airborne icon (DF 8 step 1).
fn airborne_icon(s: &State) -> bool {
    s.order.as_ref().is_some_and(|o| s.data().markers[o.marker as usize].sides[o.side as usize].icons.iter().any(|i| i == "airborne"))
}

/// Whether a Western Airborne unit standing in a land area joins as a flanker from 2 hexes away (DF 8 step 1,
/// L1487: "from the hex or land area it is in"; rules 12, decision Q27): a hex 2 from the area as the air
/// rules count from it — one more than from the hexes it touches (DF 2.3 L692, `air::distance`). Rules 1–11
/// took no airborne flanker out of a land area.
pub fn airborne_ranged_from_area(s: &State, u: usize, target: RowHex) -> bool {
    s.rules >= 12
        && matches!(s.units[u].loc, Loc::Area(_))
        && super::areas::area_of(target).is_none()
        && airborne_icon(s)
        && s.faction(u) == Faction::West
        && s.utype(u) == UType::Airborne
        && super::air::distance(s, u, target) == Some(2)
}

/// Whether an attacker joined the combat at `hex` as an airborne flanker from 2 hexes away (DF 8 step 1): it
/// cancels no water bonus and goes home after the combat.
fn ranged_flanker(s: &State, u: usize, hex: RowHex) -> bool {
    match s.hex_of(u) {
        Some(h) => super::data::GRID.distance(h, hex) == 2,
        None => airborne_ranged_from_area(s, u, hex),
    }
}

fn adjacent(a: RowHex, b: RowHex) -> bool {
    super::data::GRID.is_adjacent(a, b)
}

/// The strengths, column and DRM of a declared combat (DF 8 steps 3–5), with the modifiers that make them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Odds {
    pub attack: i32,
    pub defence: i32,
    pub column: i32,
    pub drm: i32,
    pub defenders: Vec<usize>,
    /// (message id, value) for each modifier that applies.
    pub lines: Vec<(&'static str, i32)>,
}

/// DF 8 step 3–5: strengths, column and DRM.
pub fn odds(s: &State, f: Faction, hex: RowHex, attackers: &[usize]) -> Odds {
    let d = s.data();
    let defs = defenders(s, f, hex);
    // DF 2.2 (L678, L680): partisans add no strength beside friendly combat units; a lone partisan
    // defends with 1 pip. Only combat units count for the badges and the German/Western +1.
    let combat_defs: Vec<usize> = defs.iter().copied().filter(|&u| s.is_combat(u)).collect();
    let lone_partisan = combat_defs.is_empty() && !defs.is_empty();
    // DF 2.2 (L676, L1529): an Axis defender stacked with a partisan of any ideology gets no terrain
    // bonus, of the hex or its sides (rules 3).
    let no_terrain = !f.is_axis() && s.partisans_act() && !partisans_in(s, hex).is_empty();
    let mut lines = vec![];
    // DF 8 step 2: Winter Warfare fights the combat as if in Fair (L1946).
    let w = super::cards::combat_weather(s);
    if w != s.weather {
        lines.push(("df.m.winter_warfare", 0));
    }
    let defender = f.enemy();
    let hq = |g: Faction| if super::cards::in_play(s, g, super::cards::Effect::StalingradFront) { super::cards::STALINGRAD_FRONT_PIPS } else { 0 };
    let order = s.order.as_ref().map(|o| &d.markers[o.marker as usize].sides[o.side as usize]);
    let shock_icon = order.is_some_and(|o| o.icons.iter().any(|i| i == "shock"));
    // Attacker: the lead's pips, +1 a flanker.
    let lead = attackers[0];
    let mut att = s.units[lead].steps as i32;
    lines.push(("df.m.lead", att));
    // DF 8 step 3 (L1940): an HQ card's pips add to its side's strength.
    if hq(f) > 0 {
        att += hq(f);
        lines.push(("df.m.hq_card", hq(f)));
    }
    let fl = attackers.len() as i32 - 1;
    if fl > 0 {
        att += fl;
        lines.push(("df.m.flankers", fl));
    }
    // +1 per Soviet Shock unit when the marker shows Shock.
    if shock_icon && f == Faction::Soviet {
        let n = attackers.iter().filter(|&&u| s.utype(u) == UType::Shock).count() as i32;
        if n > 0 {
            att += n;
            lines.push(("df.m.shock", n));
        }
    }
    // Armour in Snow +1 each; in Fair +2 German or Western (Q1), +1 others.
    let armour: i32 = attackers
        .iter()
        .filter(|&&u| s.utype(u).armored())
        .map(|&u| match w {
            Weather::Snow => 1,
            Weather::Fair if d.units[u].german() || s.faction(u) == Faction::West => 2,
            Weather::Fair => 1,
            Weather::Mud => 0,
        })
        .sum();
    if armour > 0 {
        att += armour;
        lines.push(("df.m.armour", armour));
    }
    // Elite badges: the units', and the elite air units in range, in any weather (DF 2.3.3, rules 3).
    // The Airdrop marker's elite badge counts for the West (L1513).
    let airdrop = f == Faction::West && super::cards::airdrop_here(s);
    let elite_a = attackers.iter().filter(|&&u| d.units[u].elite).count() + super::air::elite_in_range(s, f, hex) + usize::from(airdrop);
    let elite_d = combat_defs.iter().filter(|&&u| d.units[u].elite).count() + super::air::elite_in_range(s, f.enemy(), hex);
    let cons_a = attackers.iter().filter(|&&u| d.units[u].conscript).count();
    let cons_d = combat_defs.iter().filter(|&&u| d.units[u].conscript).count();
    if elite_a > elite_d {
        att += 1;
        lines.push(("df.m.elite_a", 1));
    }
    if cons_a > cons_d {
        att -= 1;
        lines.push(("df.m.conscript_a", -1));
    }
    if attackers.iter().any(|&u| d.units[u].german() || s.faction(u) == Faction::West) {
        att += 1;
        lines.push(("df.m.gw_a", 1));
    }
    // Defender: all pips, badges, German or Western, city or port, terrain, water sides.
    let mut def: i32 = if lone_partisan { PARTISAN_PIPS } else { combat_defs.iter().map(|&u| s.units[u].steps as i32).sum() };
    lines.push((if lone_partisan { "df.m.partisan" } else { "df.m.pips" }, def));
    if hq(defender) > 0 {
        def += hq(defender);
        lines.push(("df.m.hq_card_d", hq(defender)));
    }
    if elite_d > elite_a {
        def += 1;
        lines.push(("df.m.elite_d", 1));
    }
    if cons_d > cons_a {
        def -= 1;
        lines.push(("df.m.conscript_d", -1));
    }
    if combat_defs.iter().any(|&u| d.units[u].german() || s.faction(u) == Faction::West) {
        def += 1;
        lines.push(("df.m.gw_d", 1));
    }
    if no_terrain {
        lines.push(("df.m.partisan_terrain", 0));
    }
    // DF 2.4.2 (L772, L782): a Beachhead's port gives no bonus; a Mulberry is an unrestricted port.
    if !no_terrain && super::beachheads::at(s, hex).is_some_and(|l| l.mulberry) {
        let v = d.tec.defence.get("city").copied().unwrap_or(0) as i32;
        def += v;
        lines.push(("df.m.city", v));
    }
    if let Some(x) = d.hex(hex).filter(|_| !no_terrain) {
        if x.city.is_some() || x.port {
            let v = d.tec.defence.get("city").copied().unwrap_or(0) as i32;
            def += v;
            lines.push(("df.m.city", v));
        }
        let v = d.tec.defence.get(x.terrain.key()).copied().unwrap_or(0) as i32;
        if v > 0 {
            def += v;
            lines.push(("df.m.terrain", v));
        }
    }
    // Water: only when every attacker is across a water side; the single best bonus.
    // Attackers in the defended hex itself (against a partisan, DF 2.2) cross no side: no bonus.
    let water: Vec<i32> = attackers
        .iter()
        .filter(|&&u| s.hex_of(u).is_none_or(|h| super::data::GRID.distance(h, hex) <= 1) && !ranged_flanker(s, u, hex))
        .map(|&u| {
            let from = s.hex_of(u).unwrap_or(hex);
            // DF 2.4.2, TEC L2277: across a beach hexside, either way.
            if super::beachheads::side(s, from, hex) {
                return d.tec.defence.get("beach").copied().unwrap_or(0) as i32;
            }
            match d.side(from, hex) {
                Some(sd) if sd.kind == SideKind::Strait => d.tec.defence.get("strait").copied().unwrap_or(0) as i32,
                Some(sd) if sd.river => d.tec.defence.get("river").copied().unwrap_or(0) as i32,
                _ => 0,
            }
        })
        .collect();
    // DF 1.B (Q24): the join of a land area is no hexside: no water bonus.
    if !no_terrain && super::areas::area_of(hex).is_none() && !water.is_empty() && water.iter().all(|&v| v > 0) {
        let v = water.iter().copied().max().unwrap_or(0);
        def += v;
        lines.push(("df.m.water", v));
    }
    let column = (att - def).clamp(COLUMN_MIN, COLUMN_MAX);
    let mut drm = 0;
    if defs.iter().any(|&u| s.utype(u) == UType::Fortress) {
        drm += DRM_FORTRESS;
        lines.push(("df.m.fortress", DRM_FORTRESS));
    }
    match w {
        Weather::Snow => {
            drm += DRM_SNOW;
            lines.push(("df.m.snow", DRM_SNOW));
        }
        Weather::Mud => {
            drm += DRM_MUD;
            lines.push(("df.m.mud", DRM_MUD));
        }
        Weather::Fair => {}
    }
    // DF 8 step 5 (L1550–L1553): Isolated markers, the Isolated 3 one instead of the Isolated 1 one.
    let worst = |us: &[usize]| us.iter().map(|&u| s.units[u].isolated).max_by_key(|i| *i as u8).unwrap_or(Isolation::None);
    for (side, v3, v1, k3, k1) in [
        (worst(&defs), DRM_DEFENDER_ISOLATED_3, DRM_DEFENDER_ISOLATED_1, "df.m.iso3_d", "df.m.iso1_d"),
        (worst(attackers), DRM_ATTACKER_ISOLATED_3, DRM_ATTACKER_ISOLATED_1, "df.m.iso3_a", "df.m.iso1_a"),
    ] {
        match side {
            Isolation::Three => {
                drm += v3;
                lines.push((k3, v3));
            }
            Isolation::One => {
                drm += v1;
                lines.push((k1, v1));
            }
            Isolation::None => {}
        }
    }
    // DF 8.1, 2.3.3: air superiority, +2/+1 for the attacker, −2/−1 for the defender in Fair/Snow — not
    // for a lone partisan (L1593).
    let air = match w {
        Weather::Fair => super::air::SUPERIORITY_FAIR,
        Weather::Snow => super::air::SUPERIORITY_SNOW,
        Weather::Mud => 0,
    };
    match super::air::superiority(s, f, hex) {
        Some(true) if air > 0 => {
            drm += air;
            lines.push(("df.m.air_a", air));
        }
        Some(false) if air > 0 && !lone_partisan => {
            drm -= air;
            lines.push(("df.m.air_d", -air));
        }
        _ => {}
    }
    // DF 10.2: Urals Industry, Arsenal of Democracy, High Command: +1 to the attacker's roll while visible.
    // DF 8 step 5 (L1940): the HQ cards' DRMs, the attacker's added, the defender's taken away
    // (decision: a defender's card helps the defender).
    let card_drm = if hq(f) > 0 { super::cards::STALINGRAD_FRONT_DRM } else { 0 } - if hq(defender) > 0 { super::cards::STALINGRAD_FRONT_DRM } else { 0 };
    if card_drm != 0 {
        drm += card_drm;
        lines.push(("df.m.card_drm", card_drm));
    }
    // L1549: +2 with an Airdrop marker in the defending hex.
    if airdrop {
        drm += super::cards::AIRDROP_DRM;
        lines.push(("df.m.airdrop", super::cards::AIRDROP_DRM));
    }
    let ev = super::events::roll_bonus(s, f);
    if ev != 0 {
        drm += ev;
        lines.push(("df.m.event", ev));
    }
    Odds { attack: att, defence: def, column, drm, defenders: defs, lines }
}

/// The Land Combat Table's result for a column and a modified roll, with s0 and #G read (DF 8 step 5):
/// (attacker hits, defender hits).
pub fn read_cell(s: &State, f: Faction, cell: Cell, defenders: &[usize]) -> (u8, u8) {
    let a = if cell.s0 { u8::from(f == Faction::Soviet) } else { cell.attacker };
    let all_german = !defenders.is_empty() && defenders.iter().all(|&u| s.data().units[u].german());
    let d = if cell.g && s.turn <= LAST_G_TURN && all_german { cell.defender.saturating_sub(1) } else { cell.defender };
    (a, d)
}

/// DF 8 steps 3–8 once the cards are played: the roll, the result, the hits, retreat and advance.
pub fn resolve(s: &mut State, fl: &Flankers) {
    let f = fl.faction;
    let mut attackers = vec![fl.lead as usize];
    attackers.extend(fl.flankers.iter().map(|&u| u as usize));
    let o = odds(s, f, fl.hex, &attackers);
    let dice = s.chance.rolls(2, 1..=6);
    let roll: i32 = dice.iter().map(|d| d.value as i32).sum();
    let row = (roll + o.drm).clamp(ROW_MIN, ROW_MAX);
    let cell = s.data().crt.get(&(row as i8, o.column as i8)).copied().unwrap_or(Cell { attacker: 0, s0: false, defender: 0, g: false });
    let (ah, dh) = read_cell(s, f, cell, &o.defenders);
    super::cards::end_of_combat(s);
    s.log(
        Some(f.seat()),
        "df.combat",
        vec![
            super::areas::place_arg(s, fl.hex),
            Arg::Num(o.attack),
            Arg::Num(o.defence),
            Arg::Num(o.column),
            Arg::Dice(dice.iter().map(|d| crate::log::Die { value: d.value, scripted: d.drawn == crate::kit::chance::Drawn::Scripted }).collect()),
            Arg::Num(o.drm),
            Arg::Space(cell.text()),
            Arg::Num(ah as i32),
            Arg::Num(dh as i32),
        ],
    );
    let defender = f.enemy();
    let ranged: Vec<u16> = attackers.iter().filter(|&&u| ranged_flanker(s, u, fl.hex)).map(|&u| u as u16).collect();
    if !ranged.is_empty() {
        s.steps.push(Step::AirborneHome(AirborneHome { units: ranged }));
    }
    // DF 1.B (L366): no unit but a Western one enters a land area, so none advances into it (Q21, Q24).
    if super::areas::area_of(fl.hex).is_none() {
        s.steps.push(Step::Advance(Advance { faction: f, hex: fl.hex, units: attackers.iter().map(|&u| u as u16).collect(), advanced: 0 }));
    }
    if dh > 0 {
        s.steps.push(Step::Hits(Hits { faction: defender, units: o.defenders.iter().map(|&u| u as u16).collect(), left: dh, first: First::Fortress, attacker: false, total: dh, hex: fl.hex }));
    }
    if ah > 0 {
        s.steps.push(Step::Hits(Hits { faction: f, units: attackers.iter().map(|&u| u as u16).collect(), left: ah, first: First::Armour, attacker: true, total: ah, hex: fl.hex }));
    }
}

/// Which unit the first hit must take (DF 8 step 6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub enum First {
    /// The attacker's first hit flips an armoured unit if one took part.
    Armour,
    /// The defender's first hit takes a step from a Fortress if one is present.
    Fortress,
    None,
}

/// DF 8 step 6: the owner takes the hits one at a time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Hits {
    pub faction: Faction,
    pub units: Vec<u16>,
    pub left: u8,
    pub first: First,
    pub attacker: bool,
    /// The hits of the result, and the hex fought over (the defender's, for a retreat).
    pub total: u8,
    pub hex: RowHex,
}

impl Hits {
    /// DF 8 step 6 (L1564–L1570): the defender may turn up to half the hits, rounded up, into a retreat of
    /// as many hexes by every surviving defender — not with a Fortress among them, and only when each
    /// has a legal path. Offered once the hits left are no more than that half.
    pub fn may_retreat(&self, s: &State) -> bool {
        if self.attacker || self.left == 0 || self.left > self.total.div_ceil(2) {
            return false;
        }
        let alive = self.alive(s);
        !alive.is_empty()
            && alive.iter().all(|&u| s.utype(u as usize) != UType::Fortress)
            && alive.iter().all(|&u| !retreat_ends(s, u as usize, self.hex, self.left).is_empty())
    }
    fn alive(&self, s: &State) -> Vec<u16> {
        // A defender in the attacked Middle East stands in the area (DF 1.B, rules 11).
        self.units.iter().copied().filter(|&u| matches!(s.units[u as usize].loc, Loc::Hex(_) | Loc::Area(_))).collect()
    }
    /// The units that may take the next hit.
    pub fn choices(&self, s: &State) -> Vec<u16> {
        let alive = self.alive(s);
        let forced: Vec<u16> = match self.first {
            First::Armour => alive.iter().copied().filter(|&u| s.utype(u as usize).armored()).collect(),
            First::Fortress => alive.iter().copied().filter(|&u| s.utype(u as usize) == UType::Fortress).collect(),
            First::None => vec![],
        };
        if forced.is_empty() {
            alive
        } else {
            forced
        }
    }
}

/// One hit on a unit (DF 8 step 6): an armoured unit whose other side is not armoured flips; otherwise
/// it loses a step, and its last step removes it for good.
pub fn take_hit(s: &mut State, u: usize) {
    let d = &s.data().units[u];
    let other = if s.units[u].flipped { Some(d.front) } else { d.back };
    if s.utype(u).armored() && other.is_some_and(|o| !o.armored()) {
        s.units[u].flipped = !s.units[u].flipped;
        s.log(Some(s.faction(u).seat()), "df.hit_flip", vec![s.unit_arg(u)]);
        return;
    }
    s.units[u].steps = s.units[u].steps.saturating_sub(1);
    if s.units[u].steps == 0 {
        s.units[u].loc = Loc::Gone;
        s.log(Some(s.faction(u).seat()), "df.eliminated", vec![s.unit_arg(u)]);
    } else {
        s.log(Some(s.faction(u).seat()), "df.hit_step", vec![s.unit_arg(u)]);
    }
}

impl steps::Step<State> for Hits {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        if self.left == 0 {
            return None;
        }
        let mut actions: Vec<Action> = self.choices(s).into_iter().map(Action::Unit).collect();
        if self.may_retreat(s) {
            actions.push(Action::Retreat);
        }
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.hits", args: vec![Arg::Num(self.left as i32)], rule: "DF 8", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        if *a == Action::Retreat {
            s.steps.pop();
            let units = self.alive(s);
            s.log(Some(self.faction.seat()), "df.retreat", vec![super::areas::place_arg(s, self.hex), Arg::Num(self.left as i32)]);
            s.steps.push(Step::Retreat(Retreat { faction: self.faction, units, hexes: self.left, from: self.hex }));
            return Ok(());
        }
        let Action::Unit(u) = *a else { return Err(Illegal("choose the unit that takes the hit".into())) };
        let mut next = self.clone();
        next.left -= 1;
        next.first = First::None;
        *s.steps.last_mut().expect("this step") = Step::Hits(next);
        take_hit(s, u as usize);
        Ok(())
    }
}

/// DF 8 step 7: if the defended hex is empty, up to 2 surviving attackers may advance into it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Advance {
    pub faction: Faction,
    pub hex: RowHex,
    pub units: Vec<u16>,
    pub advanced: u8,
}

/// How many attackers may advance (DF 8 step 7, L1570).
pub const ADVANCE_MAX: u8 = 2;

impl steps::Step<State> for Advance {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let there = s.combat_in(self.hex);
        if self.advanced >= ADVANCE_MAX || there.iter().any(|&u| s.faction(u).ideology() != self.faction.ideology()) {
            return None;
        }
        // DF 8 step 7: the hex is not empty while the partisan attacked there stays (DF 2.2).
        if s.partisans_act() && partisans_in(s, self.hex).iter().any(|&p| s.faction(p) == self.faction.enemy()) {
            return None;
        }
        let mut actions = vec![];
        for &u in &self.units {
            let ui = u as usize;
            // DF 1.B (rules 11, Q24): an attacker from the Middle East advances across the join, a land move.
            let from_area = super::areas::joined_area_of(s, ui).is_some_and(|k| super::areas::land_hexes(s, k).contains(&self.hex));
            if !from_area {
                let Some(h) = s.hex_of(ui) else { continue };
                if h == self.hex {
                    continue;
                }
                if super::data::GRID.distance(h, self.hex) != 1 {
                    continue; // an airborne flanker from 2 hexes does not advance
                }
                // DF 2.4.2 (L784): only Western units advance across a beach hexside.
                if super::beachheads::side(s, h, self.hex) && self.faction != Faction::West {
                    continue;
                }
            }
            let mut st = there.clone();
            st.push(ui);
            if s.stack_ok_at(self.hex, &st) {
                actions.push(Action::Unit(u));
            }
            // DF 8 step 7: with the Fort Troop icon a non-isolated Fort Troop may become a Fortress instead
            // (L557 cites 7.1.4, whose flip is for non-isolated Fort Troops, L1193).
            let icon = s.order.as_ref().is_some_and(|o| s.data().markers[o.marker as usize].sides[o.side as usize].icons.iter().any(|i| i == "fort_troop"));
            if icon && s.utype(ui) == UType::FortTroop && s.units[ui].isolated == Isolation::None && s.data().units[ui].back == Some(UType::Fortress) {
                actions.push(Action::Flip(u));
            }
        }
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.advance", args: vec![Arg::Hex(self.hex.id())], rule: "DF 8", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        match *a {
            Action::Done => {
                s.steps.pop();
            }
            Action::Unit(u) => {
                let mut next = self.clone();
                next.advanced += 1;
                *s.steps.last_mut().expect("this step") = Step::Advance(next);
                s.units[u as usize].loc = Loc::Hex(self.hex);
                s.log(Some(self.faction.seat()), "df.advanced", vec![s.unit_arg(u as usize), Arg::Hex(self.hex.id())]);
                s.enter(self.hex, self.faction.ideology());
            }
            Action::Flip(u) => {
                let mut next = self.clone();
                next.advanced += 1;
                next.units.retain(|x| *x != u);
                *s.steps.last_mut().expect("this step") = Step::Advance(next);
                s.units[u as usize].flipped = true;
                s.log(Some(self.faction.seat()), "df.fortress", vec![s.unit_arg(u as usize)]);
            }
            _ => return Err(Illegal("advance a unit, or done".into())),
        }
        Ok(())
    }
}

/// The hexes where a retreat of `n` hexes from `from` may end for unit `u` (DF 8 step 6, L1566–L1570):
/// each hex of the path farther from the attacked hex than the one before, never into an enemy ZOC hex
/// (nor across an enemy ZOC hexspine, which only a hex in enemy ZOC could be the far end of), never into
/// another ideology's hex, borders for the Allies (DF A.4); the end within the stacking limits, or one
/// hex more when every path of `n` ends overstacked. From rules 10 a Western retreat may enter the Middle
/// East (DF 1.B), returned as its search node (`areas::node`).
pub fn retreat_ends(s: &State, u: usize, from: RowHex, n: u8) -> Vec<RowHex> {
    if s.partisans_act() && super::partisans::is_partisan(s, u) {
        return partisan_retreat_ends(s, u, from, n);
    }
    retreat_paths(s, u, from, n, &[])
}

/// A partisan's retreat (DF 2.2, L681, L1572): each hex farther from the attacked hex, in its own country,
/// holding no other partisan and no Axis unit, whatever the Axis ZOC.
pub fn partisan_retreat_ends(s: &State, u: usize, from: RowHex, n: u8) -> Vec<RowHex> {
    let d = s.data();
    let home = d.hex(from).map_or("", |x| x.country.as_str());
    let ok = |b: RowHex| {
        d.hex(b).is_some_and(|x| x.country == home)
            && !partisans_in(s, b).iter().any(|&p| p != u)
            && !s.combat_in(b).iter().any(|&v| s.faction(v).is_axis())
    };
    let mut frontier = vec![from];
    for k in 1..=n as u32 {
        let mut next: Vec<RowHex> = vec![];
        for &h in &frontier {
            for b in s.links(h) {
                if super::data::GRID.distance(b, from) == k && !next.contains(&b) && ok(b) {
                    next.push(b);
                }
            }
        }
        next.sort();
        frontier = next;
    }
    frontier
}

/// The initiative an Axis unit's retreat to `to` costs (DF 2.2 L672, 8 step 6): 1 when `to` holds a
/// partisan, 1 more when every path there passes another partisan's hex (rules 3).
pub fn retreat_toll(s: &State, u: usize, from: RowHex, n: u8, to: RowHex) -> u16 {
    if !s.faction(u).is_axis() {
        return 0;
    }
    let ps = super::movement::partisan_hexes(s);
    if ps.is_empty() {
        return 0;
    }
    u16::from(ps.contains(&to)) + u16::from(!retreat_paths(s, u, from, n, &ps).contains(&to))
}

/// [`retreat_ends`] of a combat unit; `stops` are hexes a path may end in but not pass through.
fn retreat_paths(s: &State, u: usize, from: RowHex, n: u8, stops: &[RowHex]) -> Vec<RowHex> {
    let me = s.faction(u).ideology();
    let ezoc = s.ezoc(me);
    let occ = s.occupancy();
    let d = s.data();
    let f = s.faction(u);
    // DF 1.B (L366), rules 10 (decision Q21): a Western retreat may enter the Middle East, one hex joined to
    // its two land hexes, with no ZOC, no stacking limit and no border on the join (Q14); its search node
    // stands for it among the hexes.
    let joins = super::areas::Joins::for_retreat(s, f);
    let allowed = |a: RowHex, b: RowHex| -> bool {
        if ezoc.contains_key(&b) || !(s.crosses(f, a, b) || joins.joined(a, b)) {
            return false;
        }
        if occ.get(&b).is_some_and(|us| us.iter().any(|&v| s.faction(v).ideology() != me)) {
            return false;
        }
        if me != Ideology::Axis && d.side(a, b).is_some_and(|x| x.border) {
            let country = d.hex(b).map_or("", |x| x.country.as_str());
            if country != "germany" {
                let there: Vec<Ideology> = occ.iter().filter(|(h, _)| d.hex(**h).is_some_and(|x| x.country == country)).flat_map(|(_, us)| us.iter().map(|&v| s.faction(v).ideology())).collect();
                if !there.is_empty() && !there.contains(&me) && !there.contains(&Ideology::Axis) {
                    return false;
                }
            }
        }
        true
    };
    let fits = |h: RowHex| {
        if super::areas::area_of(h).is_some() {
            return true;
        }
        let mut st: Vec<usize> = occ.get(&h).cloned().unwrap_or_default();
        st.retain(|&v| v != u);
        st.push(u);
        s.stack_ok_at(h, &st)
    };
    let mut frontier: Vec<RowHex> = vec![from];
    for k in 1..=n as u32 + 1 {
        let mut next: Vec<RowHex> = vec![];
        for &h in &frontier {
            if k > 1 && stops.contains(&h) {
                continue;
            }
            for b in s.links(h).chain(joins.links(h).iter().copied()) {
                if super::areas::distance(s, b, from) == k && !next.contains(&b) && allowed(h, b) {
                    next.push(b);
                }
            }
        }
        next.sort();
        frontier = next;
        if k >= n as u32 {
            let ends: Vec<RowHex> = frontier.iter().copied().filter(|h| fits(*h)).collect();
            if !ends.is_empty() || frontier.is_empty() {
                return ends;
            }
        }
    }
    vec![]
}

/// The defenders' retreat, one unit at a time (DF 8 step 6): each ends in a hex of its own choosing.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Retreat {
    pub faction: Faction,
    pub units: Vec<u16>,
    pub hexes: u8,
    pub from: RowHex,
}

impl steps::Step<State> for Retreat {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let u = *self.units.first()? as usize;
        let ends = retreat_ends(s, u, self.from, self.hexes);
        if ends.is_empty() {
            return None;
        }
        // A land area's node is offered as that area (DF 1.B, rules 10).
        let to = |h: RowHex| super::areas::area_of(h).map_or(Action::To(h), |k| Action::ToArea(k as u8));
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.retreat_unit", args: vec![s.unit_arg(u), Arg::Num(self.hexes as i32)], rule: "DF 8", actions: ends.into_iter().map(to).collect() })
    }
    /// A unit left without a legal end once the others have retreated takes the hits as steps instead
    /// (docs/games/downfall.md).
    fn run(&self, s: &mut State) {
        let Some(&u) = self.units.first() else { return };
        for _ in 0..self.hexes {
            if matches!(s.units[u as usize].loc, Loc::Hex(_) | Loc::Area(_)) {
                take_hit(s, u as usize);
            }
        }
        let mut next = self.clone();
        next.units.remove(0);
        if !next.units.is_empty() {
            s.steps.push(Step::Retreat(next));
        }
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let h = match *a {
            Action::To(h) => h,
            Action::ToArea(k) => super::areas::node(k as usize),
            _ => return Err(Illegal("choose where the unit retreats".into())),
        };
        let u = self.units[0] as usize;
        if !retreat_ends(s, u, self.from, self.hexes).contains(&h) {
            return Err(Illegal("the unit may not retreat there".into()));
        }
        let toll = retreat_toll(s, u, self.from, self.hexes, h);
        s.steps.pop();
        match super::areas::area_of(h).and_then(|k| s.data().land_areas.get(k).map(|(key, _)| key.clone())) {
            // DF 1.B (L366), 8 step 6: a Western unit retreats into the Middle East (rules 10).
            Some(key) => {
                s.units[u].loc = Loc::Area(key.clone());
                s.log(Some(self.faction.seat()), "df.retreated", vec![s.unit_arg(u), Arg::Key(format!("df.area.{key}"))]);
            }
            None => {
                s.units[u].loc = Loc::Hex(h);
                s.log(Some(self.faction.seat()), "df.retreated", vec![s.unit_arg(u), Arg::Hex(h.id())]);
            }
        }
        // DF 2.2 (L672): an Axis unit retreating into a partisan's hex.
        s.partisan_toll(u, toll);
        let mut next = self.clone();
        next.units.remove(0);
        if !next.units.is_empty() {
            s.steps.push(Step::Retreat(next));
        }
        Ok(())
    }
}

/// After the combat a surviving airborne flanker from 2 hexes goes to the Western force pool (DF 8 step 1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct AirborneHome {
    pub units: Vec<u16>,
}

impl steps::Step<State> for AirborneHome {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        for &u in &self.units {
            // From a hex, or from a land area (rules 12, Q27).
            if let Loc::Hex(_) | Loc::Area(_) = s.units[u as usize].loc {
                s.units[u as usize].loc = Loc::Pool;
                s.log(Some(s.faction(u as usize).seat()), "df.airborne_home", vec![s.unit_arg(u as usize)]);
            }
        }
    }
}
