//! NATO's computer player on the shared search (engine/src/ai). Nothing on the board is secret: a sample
//! is the position with new dice (the game's `redraw_secrets`).
//!
//! The evaluation, in rough VP from the Pact's side (negated for NATO): the VP each side would count if
//! the game ended now ([34.2], [34.3]) against the middle of the scenario's draw band, the cities each
//! side holds, the Pact's advance toward the NATO cities that score and the Rhine ([34.1.1]), the steps
//! each side has on the map weighed by their attack and defence, and units out of supply ([10.0]). The
//! playout policy attacks at good odds ([25.3.3]), commits every unit and the HQ's support it can,
//! moves toward the cities to take or to hold, and keeps a lone unit in a threatened city. Chemical warfare
//! where it pays against its VP ([`chemical`], decision CW7); nuclear strikes as free answers or, losing,
//! as an escalation ([`nuclear`], decision NU6). Decisions: docs/games/nato.md "Computer player".

use super::actions::Action;
use super::combat::odds::odds;
use super::data::{HexId, Side, VictoryRow};
use super::game::Nato;
use super::reforger;
use super::state::{Loc, State, Step, UnitId};
use super::turn::{city_vp, conquered_vp};
use crate::ai::{AiGame, Level, SearchParams};
use crate::{Game, Rng, Seat};

mod chemical;
pub mod nuclear;

/// +1 for the Pact, −1 for NATO.
fn sign(side: Side) -> f64 {
    match side {
        Side::Wp => 1.0,
        Side::Nato => -1.0,
    }
}

/// The middle of the scenario's draw band (WP minus NATO VP): between the draw's lower bound and the
/// Pact's lowest winning level.
fn draw_middle(s: &State) -> f64 {
    let mut draw = 0;
    let mut marginal = i32::MAX;
    for v in s.data().victory.iter().filter(|v| v.scenario == s.scenario && v.year == s.year) {
        if let VictoryRow::Level { level, vp } = &v.row {
            if level == "draw" {
                draw = *vp;
            } else {
                marginal = marginal.min(*vp);
            }
        }
    }
    if marginal == i32::MAX {
        marginal = draw + 1;
    }
    (draw + marginal) as f64 / 2.0
}

/// A unit's worth in rough VP: its attack and defence, a third of a VP a step at 4–4.
fn worth(s: &State, u: UnitId) -> f64 {
    let (a, d, _) = s.values(u);
    0.04 * (a as f64 + d as f64)
}

/// A unit's worth at full strength, all its steps.
fn full_worth(s: &State, u: UnitId) -> f64 {
    let t = s.ty(u);
    0.04 * (t.full.0 as f64 + t.full.1 as f64) * t.steps as f64
}

/// Experiment (arena `--a-tune 8192`, not adopted: docs/games/nato.md "Tried, not adopted"): the material
/// term reads attrition — each unit's worth now less its worth at full strength — rather than the order of
/// battle, which makes every Baltic Gate position a Pact win of 0.95–0.99.
fn attrition_only() -> bool {
    crate::ai::tuning() & 8192 != 0
}

/// What the switch adds to the order-of-battle reading of `wp_score` to make it attrition, for the Pact:
/// the units off the map at their worth now (an eliminated unit nothing, a unit still to arrive all of
/// it), less every unit's worth at full strength (an overrun Reforger site, skipped there, loses it all).
fn attrition_offset(s: &State) -> f64 {
    (0..s.units.len() as UnitId)
        .map(|u| {
            let st = &s.units[u as usize];
            let off_map_now = if s.hex_of(u).is_none() && !matches!(st.loc, Loc::Dead) { worth(s, u) * st.steps as f64 } else { 0.0 };
            sign(s.side(u)) * (off_map_now - full_worth(s, u))
        })
        .sum()
}

/// The units of both sides on the map, with their hexes.
pub fn units(s: &State) -> Vec<(UnitId, HexId, Side)> {
    s.on_map().map(|(u, h)| (u, h, s.side(u))).collect()
}

/// The scoring cities: (hex, the side that scores it by holding it, VP).
fn targets(s: &State) -> Vec<(HexId, Side, i32)> {
    city_vp(s)
}

/// The position's value for the Pact, in rough VP.
pub fn wp_score(s: &State) -> f64 {
    let d = s.data();
    let vp = conquered_vp(s);
    let mut v = (vp[0] - vp[1]) as f64 - draw_middle(s);
    let all = units(s);
    let cities = targets(s);
    for &(u, h, side) in &all {
        let st = &s.units[u as usize];
        // A Reforger site the Pact stands on is removed at the Joint Status Phase ([33.3.2]): lost to NATO.
        if overrun(s, u, h, &all) {
            continue;
        }
        v += sign(side) * worth(s, u) * st.steps as f64;
        if st.moos || st.coos {
            v -= sign(side) * 0.15;
        }
        // The Pact's advance: toward the nearest NATO city it may still take.
        if side == Side::Wp && s.class(u).maneuver() {
            let near = cities.iter().filter(|(c, by, _)| *by == Side::Wp && s.city_controller(*c) != Some(Side::Wp)).map(|(c, _, _)| d.distance(h, *c)).min().unwrap_or(0);
            v -= 0.02 * near.min(25) as f64;
        }
    }
    if attrition_only() {
        v += attrition_offset(s);
    }
    // The Pact's cities NATO holds: VP at each turn still to come ([34.3.1]), and two of them win at once
    // ([34.1.2.1]).
    let turns_left = s.last_turn.saturating_sub(s.turn) as f64;
    for &(c, by, n) in &cities {
        if by == Side::Nato && s.city_controller(c) == Some(Side::Nato) {
            v -= 1.5 + n as f64 * turns_left;
        }
    }
    // NATO's pull toward the cities it may take, as strong as the Pact's toward NATO's: the Pact's, which
    // NATO scores only by holding them ([34.3.1], [34.1.2.1]), and its own the Pact holds, each a VP the
    // Pact counts at the end ([34.2]). A counter-offensive starts far beyond the search's horizon.
    for &(u, h, side) in &all {
        if side == Side::Nato && s.class(u).maneuver() {
            let near = cities.iter().filter(|&&(c, by, _)| nato_goal(s, c, by)).map(|(c, _, _)| d.distance(h, *c)).min().unwrap_or(0);
            v += 0.02 * near.min(25) as f64;
        }
    }
    // NATO's cities the Pact holds within NATO's reach: VP NATO may take back ([30.1], [34.2]), and the
    // Pact's units standing in them exposed to the counterattack.
    for &(c, by, n) in &cities {
        if lost(s, c, by) {
            v -= 0.5 * n as f64 * within_reach(s, c, &all);
        }
    }
    // Cities under threat, for both sides: a city the enemy scores, with nobody of its holder's in it and an
    // enemy maneuver unit close enough to walk in on its next Movement Phase ([30.1]), is a city about to
    // change hands — surely from beside it, less so from farther off ([`approach`]).
    for &(c, by, n) in &cities {
        if s.city_controller(c) == Some(by) {
            continue;
        }
        if held(s, c, by.other(), &all) {
            continue;
        }
        let nearest = all.iter().filter(|&&(u, _, side)| side == by && s.class(u).maneuver()).map(|&(_, h, _)| d.distance(h, c)).min();
        v += sign(by) * 0.4 * n as f64 * nearest.map_or(0.0, approach);
    }
    // [34.3.3]: NATO's VP still to come for the Pact's chemical warfare; [21.2.1]: the free answers each
    // side's nuclear strikes leave the other.
    v -= chemical::future_vp(s);
    v += nuclear::balance(s);
    v
}

/// Whether `u` is a Reforger site ([33.3.2], from rules 23 no ground unit) in a hex a Pact ground unit
/// holds `h`: at the Joint Status Phase it is removed.
fn overrun(s: &State, u: UnitId, h: HexId, all: &[(UnitId, HexId, Side)]) -> bool {
    reforger::no_ground_unit(s, u) && all.iter().any(|&(w, x, sd)| sd == Side::Wp && x == h && reforger::ground_unit(s, w))
}

/// What the Reforger sites in `h` are worth to the Pact unit that ends its move there: each is removed at
/// the Joint Status Phase if the Pact still holds the hex ([33.3.2], from rules 23).
fn sites_taken(s: &State, h: HexId) -> f64 {
    s.units_in(h).filter(|&u| reforger::no_ground_unit(s, u)).map(|u| worth(s, u) * s.units[u as usize].steps as f64).sum()
}

/// A city NATO plays for: a Pact city it does not hold ([34.3.1]) or one of its own the Pact holds ([34.2]).
fn nato_goal(s: &State, c: HexId, by: Side) -> bool {
    match by {
        Side::Nato => s.city_controller(c) != Some(Side::Nato),
        Side::Wp => lost(s, c, by),
    }
}

/// A city of NATO's the Pact holds: one the Pact scores ([34.2]) under its control.
fn lost(s: &State, c: HexId, by: Side) -> bool {
    by == Side::Wp && s.city_controller(c) == Some(Side::Wp)
}

/// How surely NATO takes back its city `c` the Pact holds, 0–1: nothing without a NATO maneuver unit
/// beside it; all of it when the Pact left it empty (walked into, [30.1]); otherwise by the odds NATO's
/// units beside it would attack at ([25.3.3]): half at 1:1, all from 3:1, nothing at 1:3.
pub fn within_reach(s: &State, c: HexId, all: &[(UnitId, HexId, Side)]) -> f64 {
    let d = s.data();
    let beside = all.iter().any(|&(u, h, side)| side == Side::Nato && d.distance(h, c) == 1 && s.class(u).maneuver());
    if !beside {
        return 0.0;
    }
    if !all.iter().any(|&(_, h, side)| h == c && side == Side::Wp) {
        return 1.0;
    }
    under_attack(s, Side::Nato, c, all)
}

/// Arena switch `--b-tune 16384`: the evaluation as it was before `in_danger` (2026-12-04), to measure
/// against the `greedy` player of before: it plays on the same evaluation, so the term makes the yardstick
/// stronger too (docs/games/nato.md "Computer player").
///
/// What `side` stands to lose in its scoring cities under attack, in rough VP ([25.3.3], [30.1]): each
/// city it holds, with its units in it and enemy maneuver units beside it, falls by the odds they would
/// attack at (`under_attack`) — a NATO town held by one brigade against four divisions is as good as the
/// Pact's, more defenders keep it. Half the city's VP, for either side's city (the Pact's were staked for a
/// while as `wp_score` counts a Pact city NATO holds, 1.5 + VP × turns left). A side reads the danger to its
/// own cities only: the attacker banks nothing for a threat, it takes the city by attacking.
pub fn in_danger(s: &State, side: Side) -> f64 {
    if crate::ai::tuning() & 16384 != 0 {
        return 0.0;
    }
    let all = units(s);
    let enemy = side.other();
    targets(s)
        .into_iter()
        .filter(|&(c, by, _)| by == enemy && s.city_controller(c) != Some(enemy) && held(s, c, side, &all))
        .map(|(c, _, n)| 0.5 * n as f64 * under_attack(s, enemy, c, &all))
        .sum()
}

/// Whether a ground unit of `side` stands in `c` (a Reforger site holds nothing, [33.3.2]).
fn held(s: &State, c: HexId, side: Side, all: &[(UnitId, HexId, Side)]) -> bool {
    all.iter().any(|&(u, h, sd)| h == c && sd == side && reforger::ground_unit(s, u))
}

/// How surely `side`'s units beside the city `c`, held by the other side's units, take it ([25.3.3],
/// [30.1]): by the column they would attack at, as `within_reach` reads it — half at 1:1, all from 3:1,
/// nothing at 1:3 or with nobody beside it.
pub fn under_attack(s: &State, side: Side, c: HexId, all: &[(UnitId, HexId, Side)]) -> f64 {
    ((attack_column(s, side, c, all) - 1.0) / 4.0).clamp(0.0, 1.0)
}

/// The chance (0–1) that `seat` wins.
pub fn win_chance(s: &State, seat: Seat) -> f64 {
    if let Some(o) = &s.outcome {
        return if o.winner.is_none() { 0.5 } else if o.won(seat) { 1.0 } else { 0.0 };
    }
    let side = Side::of_seat(seat);
    let x = sign(side) * wp_score(s) - in_danger(s, side) - nuclear::unbidden(s, side);
    1.0 / (1.0 + (-x / 3.0).exp())
}

/// The column of an attack on `target` by every unit of `side` next to it (3 is 1:1, [25.3.3]), as the roll
/// would read it: each unit's attack halved when disrupted or out of combat supply, across a river, armor
/// against a city… ([25.3.1.1]), so that an attack whose strength rounds down to nothing is not declared;
/// then the shifts the attack is sure of — the target's terrain ([25.3.4.1]), a ringed target
/// ([25.3.4.2]), the Pact's surprise — within the ±2 limit ([25.5.1]). A 1:1 into a town or a forest is
/// read as the 1:2 it is. (An HQ's support and attack helicopters, chosen later, are not counted.)
pub fn attack_column(s: &State, side: Side, target: HexId, all: &[(UnitId, HexId, Side)]) -> f64 {
    let d = s.data();
    // A Reforger site never attacks ([33.3]: not yet activated).
    let attackers: Vec<UnitId> = all.iter().filter(|&&(u, h, sd)| sd == side && d.distance(h, target) == 1 && s.class(u).maneuver() && !reforger::is_site(s, u)).map(|&(u, _, _)| u).collect();
    if attackers.is_empty() {
        return 0.0; // [25.3.1.3]: no attack is the 1:4 column, with no shift to move it.
    }
    odds(s, side, target, &attackers, false).column as f64
}

/// How good it is for `side`'s unit to end its move in `to`, coming from `from`.
fn destination(s: &State, side: Side, from: Option<HexId>, to: HexId, all: &[(UnitId, HexId, Side)]) -> f64 {
    let d = s.data();
    let cities = targets(s);
    let mut v = 0.0;
    let hex = &d.hexes[to as usize];
    if hex.city.is_some() && s.city_controller(to) != Some(side) {
        v += 1.5;
    }
    if side == Side::Wp {
        v += sites_taken(s, to);
    }
    // The Pact toward the NATO cities it scores; NATO toward the cities it plays for (the Pact's, and its
    // own the Pact holds, these a hex nearer) and its own with the enemy within two hexes.
    let threatened = |c: HexId| all.iter().any(|&(_, h, sd)| sd == Side::Wp && d.distance(h, c) <= 2);
    let near = |h: HexId| {
        cities
            .iter()
            .filter(|&&(c, by, _)| match side {
                Side::Wp => by == Side::Wp && s.city_controller(c) != Some(Side::Wp),
                Side::Nato => nato_goal(s, c, by) || (by == Side::Wp && threatened(c)),
            })
            .map(|&(c, by, n)| {
                let retake = side == Side::Nato && lost(s, c, by);
                d.distance(h, c) as f64 - 0.5 * n as f64 - if retake { 1.0 } else { 0.0 }
            })
            .fold(f64::INFINITY, f64::min)
    };
    if let Some(from) = from {
        let gain = near(from) - near(to);
        if gain.is_finite() {
            v += 0.2 * gain.clamp(-3.0, 3.0);
        }
    }
    // NATO holds a city of its own with the enemy close.
    if side == Side::Nato && hex.city.is_some() && s.city_controller(to) == Some(Side::Nato) && all.iter().any(|&(_, h, sd)| sd == Side::Wp && d.distance(h, to) <= 2) {
        v += 0.8;
    }
    // NATO beside a city of its own the Pact holds, to take it back ([30.1], [34.2]).
    if side == Side::Nato {
        v += 0.4 * lost_cities(s, &cities).filter(|&(c, _)| d.distance(to, c) == 1).map(|(_, n)| n as f64).sum::<f64>();
    }
    v
}

/// NATO's cities the Pact holds, with the VP the Pact scores for each at the end ([34.2]).
fn lost_cities<'a>(s: &'a State, cities: &'a [(HexId, Side, i32)]) -> impl Iterator<Item = (HexId, i32)> + 'a {
    cities.iter().filter(|&&(c, by, _)| lost(s, c, by)).map(|&(c, _, n)| (c, n))
}

/// What retaking NATO's city `h` the Pact holds adds to an attack on it, at 1:1 or better ([25.3.3],
/// [34.2]); nothing for any other hex or side.
fn retaking(s: &State, side: Side, h: HexId, column: f64) -> f64 {
    if side != Side::Nato || column < 3.0 {
        return 0.0;
    }
    lost_cities(s, &targets(s)).filter(|&(c, _)| c == h).map(|(_, n)| 0.5 * n as f64).sum()
}

/// How surely an enemy maneuver unit `distance` hexes from an empty city walks into it on its next
/// Movement Phase ([30.1]): beside it, surely; two or three hexes off, through zones of control and
/// terrain, less so; farther, the search's horizon sees it coming.
fn approach(distance: u32) -> f64 {
    match distance {
        0 | 1 => 1.0,
        2 => 0.6,
        3 => 0.3,
        _ => 0.0,
    }
}

/// A lone unit — an HQ too — guarding a city of its side with an enemy unit within reach of it ([30.1],
/// [`approach`]): leaving costs the city.
fn guarding(s: &State, u: UnitId, all: &[(UnitId, HexId, Side)]) -> f64 {
    let Some(h) = s.hex_of(u) else { return 0.0 };
    let side = s.side(u);
    let d = s.data();
    if d.hexes[h as usize].city.is_none() || s.city_controller(h) != Some(side) {
        return 0.0;
    }
    let alone = all.iter().filter(|&&(_, x, sd)| x == h && sd == side).count() <= 1;
    let enemy = all.iter().any(|&(_, x, sd)| sd != side && approach(d.distance(x, h)) > 0.0);
    if alone && enemy {
        1.5
    } else {
        0.0
    }
}

/// What accepting the proposed cease-fire is worth to `side` against its chance of winning by playing on
/// ([35.1.2]), in the policy's rough VP (a whole game's chance is worth 4).
fn ceasefire_gain(s: &State, side: Side) -> f64 {
    let Some(Step::CeaseFireAnswer { terms, .. }) = s.steps.last() else { return -1.0 };
    let result = super::war_end::ended(s, terms);
    let value = match result.winner {
        Some(w) if w == side.seat() => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    };
    4.0 * (value - win_chance(s, side.seat()))
}

/// The side deciding at the top step.
fn decider(s: &State) -> Side {
    match s.steps.last() {
        Some(Step::Movement(sd) | Step::Reserve(sd) | Step::Combat(sd)) => *sd,
        Some(Step::Move { side, .. } | Step::Commit { side, .. } | Step::RailMove { side, .. } | Step::FerryMove { side, .. } | Step::Ferry { side, .. }) => *side,
        Some(Step::Rail(sd)) => *sd,
        Some(Step::Hits { chooser, .. }) => *chooser,
        Some(Step::Planning) => Side::Wp,
        Some(Step::AirStrikes(sd)) => *sd,
        Some(Step::Bombardment { .. }) => Side::Wp,
        Some(Step::DefensiveStrike) => Side::Nato,
        Some(Step::Helicopters(sd)) => *sd,
        Some(Step::Flight { unit, .. }) => s.side(*unit),
        Some(Step::Heli(sd)) => *sd,
        Some(Step::HeliOp(op)) => op.side,
        Some(Step::Reaction | Step::RetreatReduce | Step::RetreatMove) => s.battle.as_ref().map_or(s.player, |b| b.side.other()),
        Some(Step::Advance) => s.battle.as_ref().map_or(s.player, |b| b.side),
        Some(Step::Defending) => s.battle.as_ref().map_or(s.player, |b| b.side.other()),
        Some(Step::Rebuild) => super::hq_rebuild::deciding(s).unwrap_or(s.player),
        Some(Step::Chemical(sd)) => *sd,
        Some(Step::Nuclear(sd, _)) => *sd,
        Some(Step::CeaseFireTerms(sd)) => *sd,
        Some(Step::CeaseFireAnswer { by, .. }) => by.other(),
        _ => s.player,
    }
}

/// The policy's scores of a decision's actions (higher is better), in rough VP.
pub fn scores(s: &State, actions: &[Action]) -> Vec<f64> {
    let side = decider(s);
    let all = units(s);
    let d = s.data();
    let moving = match s.steps.last() {
        Some(Step::Move { unit, .. } | Step::RailMove { unit, .. } | Step::FerryMove { unit, .. }) => Some(*unit),
        Some(Step::HeliOp(op)) => Some(op.passenger),
        _ => None,
    };
    actions
        .iter()
        .map(|a| match *a {
            Action::Select(u) => {
                let front = s.hex_of(u).is_some_and(|h| all.iter().any(|&(_, x, sd)| sd != side && d.distance(x, h) == 1));
                0.3 - guarding(s, u, &all) - if front { 0.2 } else { 0.0 }
            }
            Action::MoveTo(h) | Action::Sail(h) | Action::Airlift(h) | Action::Sealift(h) => destination(s, side, moving.and_then(|u| s.hex_of(u)), h, &all),
            Action::Reserve(_) => 0.1,
            Action::Cancel => -0.05,
            Action::Done => 0.0,
            // Attack where every unit beside the target would fight at 2:1 or better.
            // NATO's attack to take back a city of its own the Pact holds is worth its VP more.
            Action::Mark(h) | Action::Attack(h) => {
                let city = d.hexes[h as usize].city.is_some() as u8 as f64;
                let col = attack_column(s, side, h, &all);
                0.4 * (col - 3.5) + 0.3 * city + retaking(s, side, h, col)
            }
            Action::Commit(_) => 0.6,
            Action::Support(_) => 0.7,
            Action::React(_) => 0.2,
            Action::Exploit(_, h) => 0.3 + 0.5 * destination(s, side, None, h, &all),
            Action::Resolve => 0.1,
            // The step from the unit with most of them; an elimination last ([25.6.3]).
            Action::Hit(u) => {
                let st = s.units[u as usize].steps as f64;
                0.1 * st - worth(s, u) - if st <= 1.0 { 0.5 } else { 0.0 }
            }
            Action::Sacrifice(u) => -0.3 - worth(s, u),
            Action::Retreat => 0.0,
            Action::RetreatTo(_, h) => {
                let enemies = all.iter().filter(|&&(_, x, sd)| sd != side && d.distance(x, h) == 1).count() as f64;
                0.3 * (d.hexes[h as usize].city.is_some() && s.city_controller(h) == Some(side)) as u8 as f64 - 0.2 * enemies
            }
            Action::Advance(_) => 0.4 + s.battle.as_ref().map_or(0.0, |b| 0.5 * destination(s, side, None, b.target, &all)),
            // Air power ([23.0], [24.0]): strike the most valuable enemy units, a pair worth more than one;
            // interdiction and AIZs are worth a little each.
            Action::Strike(u, v) => 0.3 + worth(s, u) + v.map_or(0.0, |v| worth(s, v)),
            // [23.2.4]: a placed marker is kept; with no point or target left, "resolve" (0.1) rolls them.
            Action::TakeBack(_) => -1.0,
            Action::Bombard(_, u) => 0.25 + worth(s, u),
            Action::Interdict(n) => 0.1 * n as f64,
            Action::Aiz(_) => 0.15,
            Action::Helicopter(_) => 0.5,
            // [19.1]: the hex with the least flak.
            Action::Fly(h) => -(crate::games::nato::air::flak::threat(s, side, h).unwrap_or(0) as f64) * 0.1,
            // [18.0]: a helicopter lift towards the goals is worth a little; fetching a unit out rarely.
            Action::Heliborne(_) => 0.15,
            // [10.7]: supply flown to cut-off units is worth their strength kept; spent in Recovery on
            // Combat-OOS markers that would otherwise stay for the next turns too.
            Action::Resupply(h) => 0.1 * s.units_in(h).filter(|&u| s.side(u) == side).count() as f64,
            // [26.1.5], [26.2.5]: the group with the most defence.
            Action::Defend(ref list) => 0.05 * list.iter().map(|&u| s.values(u).1 as f64).sum::<f64>(),
            Action::Extract(_) => -0.2,
            // [22.0], [34.3.3], [34.4]: chemical warfare where it pays against its VP (decision CW7).
            Action::FirstUse => chemical::first_use(s),
            Action::Gas(h, delivery, persistent) => chemical::strike(s, side, h, delivery, persistent),
            Action::AirfieldGas => chemical::airfield(s),
            // [21.0], [21.2]: tit-for-tat, escalation only when losing (decision NU6).
            Action::Nuke(h) => nuclear::strike(s, side, h),
            Action::NukeAirfields => nuclear::airfields(s, side),
            Action::NukeVistula => nuclear::vistula(s),
            // [35.1]: it never concedes nor proposes a cease-fire (CF3); a proposal's terms, should it stand
            // at that step, are the default count.
            Action::Concede | Action::CeaseFire => -10.0,
            Action::Terms(ref t) => if *t == super::war_end::Terms::Count { 0.0 } else { -1.0 },
            // It accepts a cease-fire worth more to it than its estimate of playing on.
            Action::Accept => ceasefire_gain(s, side),
            Action::Decline => 0.0,
            // [13.0]: trains for the rear, off them near the front.
            Action::Entrain(u) => {
                let far = s.hex_of(u).map_or(0, |h| all.iter().filter(|&&(_, _, sd)| sd != side).map(|&(_, x, _)| d.distance(x, h)).min().unwrap_or(99));
                if s.units[u as usize].train.is_some() {
                    0.2
                } else if far >= 8 {
                    0.05
                } else {
                    -0.4
                }
            }
            // [13.6]–[13.8]: a unit entrained in a box rails in rather than walks; from the SRB, on to a box.
            Action::Detrain(u) if s.hex_of(u).is_none() => -0.3,
            Action::RailToBox(_) => 0.1,
            Action::Detrain(u) => {
                let far = s.hex_of(u).map_or(0, |h| all.iter().filter(|&&(_, _, sd)| sd != side).map(|&(_, x, _)| d.distance(x, h)).min().unwrap_or(99));
                if far <= 6 {
                    0.25
                } else {
                    -0.2
                }
            }
        })
        .collect()
}

/// Whether `side`'s player turn is over ([7.0]): its Reserve Phase ended ([28.0]), or the other side's
/// turn, or the game's end. Arena switch `--a-tune 65536`: over once its Combat Phase is, at the start of
/// its Reserve Phase, as before 2026-12-05.
fn turn_over(s: &State, side: Side) -> bool {
    if s.outcome.is_some() || s.player != side {
        return true;
    }
    match s.steps.last() {
        None | Some(Step::ReserveEnd | Step::PlayerEnd | Step::TurnEnd | Step::TurnStart) => true,
        Some(Step::Reserve(_)) => crate::ai::tuning() & 65536 != 0,
        _ => false,
    }
}

impl AiGame for Nato {
    type Knowledge = Seat;

    /// [23.2.4]: a placed strike marker taken back before the roll — the computer places its markers once;
    /// [35.1]: it never concedes nor proposes a cease-fire (CF3), at any level but `random`.
    fn never_chooses(_state: &State, action: &Action) -> bool {
        matches!(action, Action::TakeBack(_) | Action::Concede | Action::CeaseFire)
    }

    /// The timed level (4) plans each side's player turn ([`AiGame::plan_horizon`] below); level 3, with
    /// its fixed 500 playouts, keeps the quiet points: planned, its NATO lost to greedy's Pact where it drew
    /// (docs/games/nato.md "Computer player").
    fn search_params(level: Level) -> Option<SearchParams> {
        level.params().map(|p| SearchParams { plans: p.millis.is_some(), ..p })
    }

    fn knowledge(_state: &State, seat: Seat) -> Seat {
        seat
    }

    /// Nothing is hidden but the dice to come: a new random generator.
    fn determinize(state: &State, seat: &Seat, rng: &mut Rng) -> State {
        Nato::redraw_secrets(state, *seat, rng.next_u64()).unwrap_or_else(|| state.clone())
    }

    fn evaluate(state: &State, seat: Seat) -> f64 {
        win_chance(state, seat)
    }

    fn policy(state: &State, actions: &[Action], rng: &mut Rng, noise: f64) -> usize {
        crate::ai::noisy_best(scores(state, actions), rng, noise)
    }

    fn priors(state: &State, actions: &[Action]) -> Vec<f64> {
        scores(state, actions)
    }

    /// A quiet point: the next unit to move, the next battle to fight, a Battle marker to place ([12.0],
    /// [25.0], [25.1.1.1]). A phase moves many units one at a time; whole turns would cost seconds.
    fn boundary(state: &State) -> bool {
        state.outcome.is_none() && matches!(state.steps.last(), Some(Step::Movement(_) | Step::Reserve(_) | Step::Combat(_) | Step::Planning))
    }

    /// A side's decisions in its own player turn — a unit's move, a Battle marker, a battle, a reserve
    /// move — are scored where its Reserve Phase ends ([7.0]: Movement, Recovery, Combat, Reserve), the
    /// rest of the turn played by the policy: a division moved beside a NATO town is judged by the attack
    /// the rest of the turn makes of it, a brigade by the counterattack it joins, not three unit moves
    /// later, before any battle; a unit put in reserve ([28.1]) by where its reserve move takes it
    /// ([28.2]). The other side's answers in those battles keep the quiet points (docs/games/nato.md
    /// "Computer player"). Level 4 only (`search_params`). Arena switch `--a-tune 32768`: the quiet points
    /// everywhere, as before 2026-12-04.
    fn plan_horizon(state: &State) -> Option<(fn(&State) -> bool, u32)> {
        if crate::ai::tuning() & 32768 != 0 || decider(state) != state.player || turn_over(state, state.player) {
            return None;
        }
        let over: fn(&State) -> bool = match state.player {
            Side::Wp => |s| turn_over(s, Side::Wp),
            Side::Nato => |s| turn_over(s, Side::Nato),
        };
        Some((over, 1))
    }

    /// Automatic wins come at the end of a turn ([34.1]), which the evaluation reads: the phase is one
    /// action, so the safety look-ahead checks the action itself only.
    fn epoch(state: &State) -> u64 {
        state.log.len() as u64
    }

    /// [21.2]: a nuclear strike that brings an Armageddon roll while the policy forbids escalating is a
    /// loss to the safety look-ahead, whatever the sampled die (decision NU6).
    fn doomed(state: &State, seat: Seat) -> u32 {
        nuclear::excess(state, Side::of_seat(seat))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start() -> State {
        let h = crate::Header { game: "nato".into(), scenario: "baltic_gate".into(), seed: 3, rules: 1, ..Default::default() };
        Nato::setup(&h, Nato::builtin_data()).unwrap()
    }

    #[test]
    fn the_evaluation_is_a_chance_the_sides_share() {
        let s = start();
        let w = win_chance(&s, Side::Wp.seat());
        assert!((0.0..=1.0).contains(&w));
        // Each side reads the danger to its own cities only (`in_danger`): with none, the chances add to 1.
        assert_eq!((in_danger(&s, Side::Wp), in_danger(&s, Side::Nato)), (0.0, 0.0));
        assert!((w + win_chance(&s, Side::Nato.seat()) - 1.0).abs() < 1e-9);
    }

    #[test]
    fn nato_vp_are_worse_for_the_pact() {
        let s = start();
        let mut t = s.clone();
        t.vp[Side::Nato.seat() as usize] += 3;
        assert!(win_chance(&t, Side::Wp.seat()) < win_chance(&s, Side::Wp.seat()));
    }
}
