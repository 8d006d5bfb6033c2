//! Resupply operations ([10.7], rules version 10): the seed's supply example #2 D (L1650–1652), then each
//! part of the rule read both ways. Dice are scripted.

use engine::games::nato::actions::Action;
use engine::games::nato::air::airspace::{Airspace, Airspaces};
use engine::games::nato::combat::odds::attack_factor;
use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::games::nato::resupply::{self, Marker};
use engine::games::nato::data::HexId;
use engine::games::nato::state::{Conquest, State, Step, UnitId};
use engine::Game;

use super::common::{dice, hex, settle, state};

fn answer(s: &mut State, a: Action) {
    let p = Nato::prompt(s);
    assert!(p.actions.contains(&a), "{a:?} is not offered at {}: {:?}", p.id, p.actions);
    Nato::apply(s, p.seat.unwrap(), &a).unwrap();
}

/// Example #2 D's position (L1650): GT 3 of the Strategic Surprise column (The Long Fortnight), the Pact's
/// Movement Supply Segment just played; the 97th Guards Airborne in 1410 with no line of supply, the Danish
/// 1st Zealand Brigade in 1411 putting 1410 in a NATO zone.
fn sup2d() -> (State, UnitId) {
    segment(resupply::RULES, "1411")
}

/// The Pact's Movement Supply Segment of GT 3 under `rules`, played: the 97th Guards Airborne alone in 1410,
/// the Danish 1st Zealand Brigade in `danish`.
fn segment(rules: u32, danish: &str) -> (State, UnitId) {
    let mut s = state();
    s.rules = rules;
    s.turn = 3;
    s.player = Side::Wp;
    let u = s.place("su-97-abn", "1410");
    s.place("dk-z1", danish);
    s.steps = vec![Step::Movement(Side::Wp), Step::Supply];
    settle(&mut s);
    (s, u)
}

/// #2 D (L1650–1652): the resupply to 1410 rolls against 5 (enemy airspace, GT 3), −1 for the enemy zone;
/// 1 + 6 = 7, modified 6 > 5: the Resupply marker goes on and the brigade is in movement supply again.
#[test]
fn sup2d_resupply_reaches_the_97th() {
    let (mut s, u) = sup2d();
    assert!(s.units[u as usize].moos, "no line of supply: Movement-OOS after the segment's check");
    assert_eq!(Nato::prompt(&s).id, "nato.resupply");
    assert_eq!(Airspaces::new(&s).of(&s, Side::Wp, hex("1410")), Airspace::Enemy);
    assert_eq!(resupply::interception(&s, Side::Wp, hex("1410")), (Some(5), true));
    // The odds before the roll: 2d6 − 1 ≤ 5, i.e. 2–6 on the dice, 15 of 36.
    let odds = Nato::odds(&s, &Action::Resupply(hex("1410"))).expect("odds");
    let lost = odds.outcomes.iter().find(|o| o.success == Some(false)).expect("an interception outcome");
    assert_eq!(lost.ways, 15);
    dice(&mut s, &[1, 6]);
    answer(&mut s, Action::Resupply(hex("1410")));
    settle(&mut s);
    assert_eq!(s.resupply, Some(Marker { side: Side::Wp, hex: hex("1410") }));
    assert!(!s.units[u as usize].moos, "[10.7.1]: its Movement-OOS marker is lifted at once");
}

/// [10.7.1], [17.1.2] the other way: at or below the value it is intercepted — 1 + 5 = 6, modified 5 —
/// and nothing changes.
#[test]
fn an_intercepted_resupply_leaves_the_markers() {
    let (mut s, u) = sup2d();
    dice(&mut s, &[1, 5]);
    answer(&mut s, Action::Resupply(hex("1410")));
    settle(&mut s);
    assert_eq!(s.resupply, None);
    assert!(s.units[u as usize].moos);
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.resupply_intercepted"));
}

/// [17.1.2]: the −1 is the enemy zone's: with the Danish brigade gone, 1 + 5 = 6 > 5 arrives.
#[test]
fn the_minus_one_is_the_enemy_zone_s() {
    let (mut s, u) = segment(resupply::RULES, "1413");
    assert!(s.units[u as usize].moos);
    let (value, ezoc) = resupply::interception(&s, Side::Wp, hex("1410"));
    assert!(!ezoc);
    let v = value.expect("a value");
    // The lowest roll that arrives without the −1 is intercepted with it.
    let (a, b) = ((v + 1) / 2, (v + 1) - (v + 1) / 2);
    dice(&mut s, &[a, b]);
    answer(&mut s, Action::Resupply(hex("1410")));
    settle(&mut s);
    assert!(s.resupply.is_some() && !s.units[u as usize].moos, "{a} + {b} > {v} arrives outside an enemy zone");
}

/// [10.7.3]: only the units in the hex: a Pact unit out of supply elsewhere keeps its marker; the offer
/// lists the hexes where a unit is out of supply (decision RS1), not a supplied one.
#[test]
fn only_the_hex_s_units() {
    let (mut s, u) = sup2d();
    let other = s.place("su-108-abn", "1210");
    s.units[other as usize].moos = true;
    let offered: Vec<Action> = Nato::prompt(&s).actions;
    assert!(offered.contains(&Action::Resupply(hex("1410"))));
    assert!(offered.contains(&Action::Resupply(hex("1210"))));
    // A supplied Pact unit at home in East Germany (its garrison) is not a hex worth offering.
    s.place("gdr-1", "3108");
    assert!(!resupply::hexes(&s, Side::Wp).contains(&hex("3108")), "a supplied unit's hex");
    dice(&mut s, &[6, 6]);
    answer(&mut s, Action::Resupply(hex("1410")));
    settle(&mut s);
    assert!(!s.units[u as usize].moos);
    assert!(s.units[other as usize].moos, "a unit in another hex keeps its Movement-OOS marker");
}

/// One operation a segment ([10.7]): after it the prompt is the Movement Phase's, not another resupply.
#[test]
fn one_operation_a_segment() {
    let (mut s, _) = sup2d();
    dice(&mut s, &[6, 6]);
    answer(&mut s, Action::Resupply(hex("1410")));
    settle(&mut s);
    assert_ne!(Nato::prompt(&s).id, "nato.resupply");
    assert!(!Nato::prompt(&s).actions.iter().any(|a| matches!(a, Action::Resupply(_))));
}

/// Rules version 9 records replay without it: no resupply step.
#[test]
fn rules_9_has_no_resupply() {
    let (s, u) = segment(resupply::RULES - 1, "1411");
    assert!(s.units[u as usize].moos);
    assert_ne!(Nato::prompt(&s).id, "nato.resupply");
}

/// The Recovery Phase of [10.7.2]: a marker where a unit is still Combat-OOS asks; spent, it lifts the
/// hex's Combat-OOS markers and goes.
#[test]
fn spent_in_the_recovery_phase() {
    let (mut s, u) = recovery();
    assert_eq!(Nato::prompt(&s).id, "nato.resupply_recovery");
    answer(&mut s, Action::Resupply(hex("1410")));
    settle(&mut s);
    assert!(!s.units[u as usize].coos, "[10.7.2]: the hex's Combat-OOS markers are lifted");
    assert_eq!(s.resupply, None, "a spent marker goes");
}

/// [10.7.2] the other way: kept, the marker stays, and the hex's Combat-OOS unit attacks at full strength
/// in the Combat Phase; it goes at the end of that Combat Phase.
#[test]
fn kept_for_the_combat_phase() {
    let (mut s, u) = recovery();
    let target = hex("1411");
    assert_eq!(attack_factor(&s, u, target), attack_factor(&without_marker(&s), u, target) * 2.0, "×½ without the marker ([10.6.1])");
    answer(&mut s, Action::Done);
    settle(&mut s);
    assert!(s.units[u as usize].coos, "kept: the marker is not spent on the markers");
    assert_eq!(s.resupply, Some(Marker { side: Side::Wp, hex: hex("1410") }));
    // The end of the Pact's Combat Phase removes it ([10.7.2]: never beyond the player turn).
    s.steps = vec![Step::TurnEnd, Step::CombatEnd(Side::Wp)];
    settle(&mut s);
    assert_eq!(s.resupply, None);
}

/// The 97th in 1410 Combat-OOS under the Pact's Resupply marker, its Recovery Phase to come.
fn recovery() -> (State, UnitId) {
    let mut s = state();
    s.rules = resupply::RULES;
    s.turn = 3;
    s.player = Side::Wp;
    let u = s.place("su-97-abn", "1410");
    s.place("dk-z1", "1411");
    s.units[u as usize].coos = true;
    s.resupply = Some(Marker { side: Side::Wp, hex: hex("1410") });
    // Combat Planning stands for the rest of the turn: a prompt the test stops at.
    s.steps = vec![Step::CombatEnd(Side::Wp), Step::Planning, Step::Recovery(Side::Wp)];
    settle(&mut s);
    (s, u)
}

fn without_marker(s: &State) -> State {
    let mut t = s.clone();
    t.resupply = None;
    t
}

// ---- [10.3.3.5]: the base a resupply flies from (rules 16, decision RS5) ----

/// The segment of [`segment`] with every Pact city taken by NATO first, and Copenhagen the Pact's conquest
/// when `copenhagen`.
fn without_pact_cities(rules: u32, copenhagen: bool) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 3;
    s.player = Side::Wp;
    let pact: Vec<HexId> = (0..s.data().hexes.len() as HexId).filter(|&h| s.city_controller(h) == Some(Side::Wp)).collect();
    for h in pact {
        s.conquests.push(Conquest { hex: h, by: Side::Nato });
    }
    if copenhagen {
        s.conquests.push(Conquest { hex: hex("1310"), by: Side::Wp });
    }
    // In West Germany, off Copenhagen's islands ([10.3.3.6]): out of supply whatever the Pact holds.
    s.place("su-97-abn", "3121");
    s.steps = vec![Step::Movement(Side::Wp), Step::Supply];
    settle(&mut s);
    s
}

/// [10.3.3], [10.3.3.5] (L1458, L1475): a resupply flies from a supplied city the player controls. With
/// none the Pact has no operation from rules 16; rules 15 flew it from nowhere.
#[test]
fn rs5_no_supplied_city_no_resupply() {
    let s = without_pact_cities(resupply::BASES, false);
    assert!(resupply::bases(&s, Side::Wp).is_empty());
    assert_ne!(Nato::prompt(&s).id, "nato.resupply");
    let s = without_pact_cities(resupply::BASES - 1, false);
    assert_eq!(Nato::prompt(&s).id, "nato.resupply");
}

/// [10.3.3.5] (L1475): "a supplied conquered city may serve as a base for resupply operations": the Pact's
/// Copenhagen, supplied by its port ([10.3.3.6]), is its only base and the operation is offered; a reading
/// with free cities only as bases would offer none.
#[test]
fn rs5_a_supplied_conquered_city_is_a_base() {
    let s = without_pact_cities(resupply::BASES, true);
    assert_eq!(resupply::bases(&s, Side::Wp), vec![hex("1310")]);
    assert_eq!(Nato::prompt(&s).id, "nato.resupply");
    assert!(Nato::prompt(&s).actions.contains(&Action::Resupply(hex("3121"))));
}

