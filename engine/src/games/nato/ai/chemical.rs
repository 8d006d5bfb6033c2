//! The computer's chemical warfare ([22.0]–[22.4], [34.3.3], [34.4]; decision CW7 of docs/games/nato.md).
//!
//! * The evaluation counts the VP NATO is still to score for the Pact's First Use — one each game turn
//!   through turn 14 and the scenario's last ([34.3.3]): [`future_vp`]. Declaring it costs the Pact the
//!   whole bill at once in the search's eyes, and its strikes must earn it back.
//! * A strike is worth what the Chemical Strike Table's column of the turn is expected to do to the units in
//!   the hex ([22.2.3], [22.2.4]): a step lost or a unit disrupted, weighed by the unit's strength, and more
//!   where the striker is about to fight for the hex (its Battle marker, or its units beside it): a
//!   disrupted defender's halved defence shifts the odds ([25.3.2]). A city the enemy holds and not yet a
//!   ghost city costs its war-crimes VP ([34.4]). NATO's tactical delivery costs a tactical air point.
//! * First Use ([22.0]) pays when this turn's best strikes and the points left for the coming turns are
//!   expected to be worth more than the VP it hands NATO.
//! * The airfield strike ([22.4]) is worth the tactical air points it is expected to cut.

use super::super::chemical::{self as rules, chem_turn, declared, Delivery, VP_LAST_TURN};
use super::super::combat::odds::{attack_factor, base_column, defence};
use super::super::data::{HexId, Side};
use super::super::state::{State, UnitId};
use super::super::war_crimes::city_value;
use crate::games::nato::air::tables::StrikeResult;

/// What a tactical air point spent on a chemical strike would otherwise earn, in rough VP.
const AIR_POINT: f64 = 0.25;

/// A later turn's chemical strike, in rough VP for each D1 it is sure of (a stack of two 4–4 steps).
const LATER_STRIKE: f64 = 0.6;

/// A column shift in a battle the striker is about to fight, in rough VP.
const COLUMN: f64 = 0.5;

/// The VP NATO is still to score for chemical warfare after this game turn ([34.3.3]): one each later game
/// turn through turn 14 and the scenario's last.
pub fn future_vp(s: &State) -> f64 {
    let Some(c) = &s.chemical else { return 0.0 };
    if c.first_use.is_none() {
        return 0.0;
    }
    let last = s.last_turn.min(VP_LAST_TURN);
    last.saturating_sub(s.turn) as f64
}

/// The VP First Use declared now would hand NATO: this turn's and every later one's ([34.3.3]).
pub fn first_use_cost(s: &State) -> f64 {
    let last = s.last_turn.min(VP_LAST_TURN);
    if s.turn > last {
        0.0
    } else {
        (last - s.turn + 1) as f64
    }
}

/// The chances of `*` and `D1` on the Chemical Strike Table's column `ct` ([22.2.4]).
fn table_odds(s: &State, ct: u8) -> (f64, f64) {
    let mut disrupt = 0.0;
    let mut step = 0.0;
    for die in 1..=6 {
        match s.data().chem.strike(ct.max(1), die) {
            StrikeResult::Disrupted => disrupt += 1.0 / 6.0,
            StrikeResult::D1 => step += 1.0 / 6.0,
            StrikeResult::None => {}
        }
    }
    (disrupt, step)
}

/// Whether `side` is about to fight for `h`: its Battle marker there ([25.1.1.1]) or, for NATO, one of its
/// maneuver units beside it.
fn battle_at(s: &State, side: Side, h: HexId) -> bool {
    if side == Side::Wp {
        return s.marked.contains(&h);
    }
    s.data().neighbours(h).any(|n| s.units_in(n).any(|u| s.side(u) == side && s.class(u).maneuver() && !s.units[u as usize].disrupted))
}

/// The attack `side` can bring against `h` from its maneuver units beside it, as the roll would read it
/// ([25.3.1.1]).
fn attack_beside(s: &State, side: Side, h: HexId) -> u32 {
    let attack: f64 = s
        .data()
        .neighbours(h)
        .flat_map(|n| s.units_in(n).collect::<Vec<_>>())
        .filter(|&u| s.side(u) == side && s.class(u).maneuver())
        .map(|u| s.values(u).0 as f64 * attack_factor(s, u, h))
        .sum();
    attack.floor() as u32
}

/// The expected worth, in rough VP, of a strike by `side` on `h` on the chemical turn `ct`, before its
/// costs: the units' expected losses and, in a battle to come, the odds it turns ([25.3.2]).
fn effect(s: &State, side: Side, h: HexId, ct: u8) -> f64 {
    let victims: Vec<UnitId> = rules::victims(s, side, h);
    if victims.is_empty() {
        return 0.0;
    }
    let (disrupt, step) = table_odds(s, ct);
    let mut v = 0.0;
    for &u in &victims {
        let w = super::worth(s, u);
        let fresh = !s.units[u as usize].disrupted;
        // A step (a whole unit when it has one) and, on a fresh unit, its halved strength until it recovers.
        v += step * w * if s.units[u as usize].steps <= 1 { 1.5 } else { 1.0 };
        if fresh {
            v += disrupt * 0.3 * w;
        }
    }
    if battle_at(s, side, h) {
        // [25.3.2]: each hit defender defends at half (or not at all); the chemical marker halves the
        // attack into the hex and the defence in it alike ([22.3.3]), so the shift is the hits' own.
        let before = defence(s, side, h).max(1);
        let hit = disrupt + step;
        let after = ((before as f64) * (1.0 - 0.5 * hit)).round().max(1.0) as u32;
        let attack = attack_beside(s, side, h);
        let shift = base_column(attack, after) as f64 - base_column(attack, before) as f64;
        let city = s.data().hexes[h as usize].city.is_some() as u8 as f64;
        v += COLUMN * shift.max(0.0) * (1.0 + city);
    }
    v
}

/// The war-crimes VP a strike by `side` on `h` hands the enemy ([34.4]): a city it holds, struck for the
/// first time.
pub fn war_crime(s: &State, side: Side, h: HexId) -> f64 {
    match &s.data().hexes[h as usize].city {
        Some(c) if s.city_controller(h) == Some(side.other()) && !s.ghost_cities.contains(&h) => city_value(c.kind) as f64,
        _ => 0.0,
    }
}

/// The policy's score of a chemical strike ([22.2]): its expected worth less the war crime and, for NATO's
/// tactical delivery, the air point; a non-persistent marker where the striker will attack (it goes before
/// the next segment), a persistent one elsewhere (the enemy leaves it by a minimum move only, [22.3.1]).
pub fn strike(s: &State, side: Side, h: HexId, delivery: Delivery, persistent: bool) -> f64 {
    let mut v = effect(s, side, h, chem_turn(s).max(1)) - war_crime(s, side, h);
    if side == Side::Nato && delivery == Delivery::Tactical {
        v -= AIR_POINT;
    }
    // The Pact's operational delivery is its only airfield strike too: keep it for the best hex.
    if side == Side::Wp && delivery == Delivery::Operational {
        v -= 0.05;
    }
    let attacking = battle_at(s, side, h);
    v + if persistent != attacking { 0.05 } else { 0.0 }
}

/// The policy's score of the Pact's airfield strike ([22.4]): the tactical air points NATO is expected to
/// lose this turn, never below 2 ([23.1.2]), against what the operational delivery would do to a hex.
pub fn airfield(s: &State) -> f64 {
    let ct = chem_turn(s).max(1);
    let mean: f64 = (1..=6).map(|die| s.data().chem.airfield(ct, die) as f64).sum::<f64>() / 6.0;
    let tap = s.air[Side::Nato.seat() as usize].tap as f64;
    AIR_POINT * mean.min((tap - 2.0).max(0.0))
}

/// The strikes a side may make a player turn ([22.2.1]).
fn strikes_a_turn(s: &State) -> usize {
    let c = &s.scenario_data().chem;
    (c.wp_tactical + c.wp_operational.min(1)) as usize
}

/// The policy's score of the Pact's First Use ([22.0], [34.3.3]): this turn's best strikes on the first
/// chemical turn, and the points left for the coming turns at the table's weaker columns, less the VP
/// handed to NATO.
pub fn first_use(s: &State) -> f64 {
    if declared(s) {
        return -1.0;
    }
    let Some(c) = &s.chemical else { return -1.0 };
    let mut values: Vec<f64> = {
        let mut hexes: Vec<HexId> = s.on_map().filter(|&(u, _)| s.side(u) == Side::Nato && s.class(u).ground()).map(|(_, h)| h).collect();
        hexes.sort_unstable();
        hexes.dedup();
        hexes.into_iter().map(|h| effect(s, Side::Wp, h, 1) - war_crime(s, Side::Wp, h)).filter(|&v| v > 0.0).collect()
    };
    values.sort_by(|a, b| b.total_cmp(a));
    let per_turn = strikes_a_turn(s).max(1);
    let mut points = c.points[0].max(0) as usize;
    let now = per_turn.min(points).min(values.len());
    let gain_now: f64 = values[..now].iter().sum();
    points -= now;
    // The coming turns: the income and what is left, each strike worth a stack's expected losses on the
    // later columns (the battles they will turn are beyond the policy's sight).
    let income = s.scenario_data().chem.income[0].max(0) as usize;
    let mut later = 0.0;
    for t in (s.turn + 1)..=s.last_turn {
        points += income;
        let n = per_turn.min(points);
        points -= n;
        let (d, st) = table_odds(s, t - s.turn + 1);
        later += n as f64 * LATER_STRIKE * (st + 0.3 * d);
    }
    gain_now + later - first_use_cost(s)
}
