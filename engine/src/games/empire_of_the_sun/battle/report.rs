//! The battle reports (state/report.rs) filled in beside the rules that roll: the battle's muster, each
//! side's fire (9.2B, 9.4A), the air-naval winner (9.3), the ground result (9.4C), the settlement (6.5),
//! and the intelligence and special reaction rolls (7.25, 7.27). Each function reads what the rule just
//! decided and computes nothing the rule does not: the strengths and modifiers come from the same
//! functions the fire used.
//!
//! Only the CLI shows them (`sandtable show`); no board does, so the web bundle keeps none ([`KEPT`]):
//! every function here returns at once there, and the compiler drops the rest (docs/web-size.md).

use super::air_naval::member_strength;
use super::ground::GroundResult;
use super::participants::{fighting, ground_units};
use super::{air_naval, ground, Fight, Fire, Target};
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::report::{
    AirNavalResult, BattleReport, FireReport, GroundReport, IntelReport, ModifierReport, Reports, SidePair, StepLost, Strength,
};
use crate::games::empire_of_the_sun::state::{CardNo, Intel, Play, State};
use crate::kit::hex::Hex;
use crate::kit::odds::Modifier;

/// Whether this build keeps the battle reports: natively (the CLI prints them); not in the web bundle,
/// whose boards never show them.
pub const KEPT: bool = cfg!(not(target_arch = "wasm32"));

/// The rule a modifier comes from, by its id.
pub fn rule_of(id: &str) -> &'static str {
    match id.strip_prefix("eots.drm.").unwrap_or(id) {
        "ambush" | "surprise" | "us_air_1943" | "us_air_1944" => "EotS 9.2B",
        "shore_bombardment" | "air_superiority" | "terrain" | "defended_before_landing" | "armour" => "EotS 9.4",
        "tsuji" => "EotS 9.4 (J3 Col. Tsuji)",
        "persistent_event" => "EotS 5.3",
        "event" => "EotS 5.31–5.32",
        "enemy_zoi" => "EotS 7.25E",
        _ => "EotS 9.0",
    }
}

fn modifiers(v: Vec<Modifier>) -> Vec<ModifierReport> {
    v.into_iter().map(|m| ModifierReport { rule: rule_of(&m.id), id: m.id, value: m.value }).collect()
}

/// The reports of this turn, emptied when a new turn's first one is made.
fn reports(s: &mut State) -> &mut Reports {
    let turn = s.tracks.turn;
    if s.reports.turn != turn {
        s.reports = Reports { turn, ..Reports::default() };
    }
    &mut s.reports
}

fn current(s: &mut State, hex: Hex) -> Option<&mut BattleReport> {
    reports(s).battles.iter_mut().rev().find(|b| b.hex == hex && !b.finished)
}

/// 9.1: the battle at the fight's hex begins.
pub fn begin(s: &mut State, f: &Fight) {
    if !KEPT {
        return;
    }
    let intelligence = s.offensive.as_ref().map_or(Intel::Intercept, |o| o.intel);
    let r = BattleReport {
        hex: f.hex,
        offensive: f.offensive,
        intelligence,
        defended_before_landing: f.defended_before_landing,
        fire: vec![],
        air_naval: None,
        ground: None,
        losses: vec![],
        winner: None,
        controller: None,
        taken: false,
        finished: false,
    };
    reports(s).battles.push(r);
}

/// 9.2B, 9.4A: `fire` was just rolled by its side with the fight as it stands.
pub fn fired(s: &mut State, f: &Fight, fire: &Fire, ground_combat: bool) {
    if !KEPT {
        return;
    }
    let side = fire.side;
    let (units, mods): (Vec<Strength>, Vec<Modifier>) = if ground_combat {
        let mut u: Vec<Strength> = ground_units(s, f, side).into_iter().map(|u| Strength { unit: s.unit_data(u).key.clone(), attack: s.attack(u), halved: false }).collect();
        if side == Side::Japanese {
            let alive = f.intrinsic.iter().enumerate().filter(|(_, i)| i.alive);
            u.extend(alive.map(|(n, i)| Strength { unit: format!("intrinsic:{n}"), attack: i.attack, halved: false }));
        }
        (u, ground::modifiers(s, f, side))
    } else {
        let u = fighting(s, f, side)
            .iter()
            .map(|m| Strength { unit: s.unit_data(m.unit).key.clone(), attack: member_strength(s, m), halved: m.halved })
            .collect();
        (u, air_naval::modifiers(s, f, side))
    };
    let report = FireReport {
        combat: if ground_combat { "ground" } else { "air_naval" },
        side,
        strength: fire.strength,
        units,
        drm: mods.iter().map(|m| m.value).sum(),
        modifiers: modifiers(mods),
        roll: fire.roll,
        modified: fire.modified,
        hits: fire.hits,
        critical: fire.critical,
    };
    if let Some(b) = current(s, f.hex) {
        b.fire.push(report);
    }
}

/// 9.3: the air-naval combat's winner, with the surviving strengths it was decided on.
pub fn air_naval_won(s: &mut State, f: &Fight, winner: Side, offensive: u32, reaction: u32) {
    if !KEPT {
        return;
    }
    if let Some(b) = current(s, f.hex) {
        b.air_naval = Some(AirNavalResult { winner, fought: true, surviving: SidePair { offensive, reaction } });
    }
}

/// 9.4C: the ground combat's result.
pub fn ground_result(s: &mut State, f: &Fight, r: &GroundResult) {
    if !KEPT {
        return;
    }
    let (off, rea) = (f.offensive, f.reaction());
    let lost = |side: Side| r.steps[crate::games::empire_of_the_sun::state::idx(side)];
    let g = GroundReport { winner: r.winner, retreats: r.retreats, steps_lost: SidePair { offensive: lost(off), reaction: lost(rea) } };
    if let Some(b) = current(s, f.hex) {
        b.ground = Some(g);
    }
}

/// 6.5, 9.33: the battle is over; `before` and `after` are the hex's controller around its settlement.
pub fn settled(s: &mut State, f: &Fight, before: Option<Side>, after: Side) {
    if !KEPT {
        return;
    }
    let losses: Vec<StepLost> = f
        .losses
        .iter()
        .map(|l| StepLost {
            unit: match l.target {
                Target::Unit(u) => s.unit_data(u).key.clone(),
                Target::Intrinsic(n) => format!("intrinsic:{n}"),
            },
            side: l.side,
            combat: if l.ground { "ground" } else { "air_naval" },
        })
        .collect();
    let Some(b) = current(s, f.hex) else { return };
    // 9.34: no air-naval combat: the offensive side counts as its winner.
    if b.air_naval.is_none() {
        if let Some(w) = f.air_naval_winner {
            b.air_naval = Some(AirNavalResult { winner: w, fought: false, surviving: SidePair { offensive: 0, reaction: 0 } });
        }
    }
    b.losses = losses;
    b.winner = b.ground.as_ref().map(|g| g.winner).or(b.air_naval.as_ref().map(|a| a.winner));
    b.controller = Some(after);
    b.taken = before != Some(after);
    b.finished = true;
}

/// 7.25, 7.27: an intelligence roll (`hex`: a special reaction's).
#[allow(clippy::too_many_arguments)]
pub fn intel_roll(s: &mut State, hex: Option<Hex>, side: Side, card: CardNo, play: Play, target: i32, mods: Vec<Modifier>, roll: u8, modified: i32, success: bool) {
    if !KEPT {
        return;
    }
    let condition = s.offensive.as_ref().map_or(Intel::Surprise, |o| o.intel);
    let r = IntelReport {
        kind: if hex.is_some() { "special_reaction" } else { "intelligence" },
        hex,
        side,
        card,
        play: crate::games::empire_of_the_sun::actions::play_key(play),
        target,
        drm: mods.iter().map(|m| m.value).sum(),
        modifiers: modifiers(mods),
        roll,
        modified,
        success,
        condition,
    };
    reports(s).intelligence.push(r);
}
