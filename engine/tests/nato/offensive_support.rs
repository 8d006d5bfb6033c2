//! Offensive support read both ways ([25.4]–[25.4.4]): which HQs may support a battle, how far, how often,
//! and what bars them — and from rules 18 the Train marker ([25.4.3], decision E10).

use engine::games::nato::combat::{support_hqs, support_reach, TRAIN_GIVES_NO_SUPPORT};
use engine::games::nato::data::{hex_name, row_hex, Side, GRID};
use engine::games::nato::rail::Train;
use engine::games::nato::state::{State, UnitId};

use super::common::{clear_around, hex};

/// Clear open ground 12 hexes around 3318, game turn 4, rules 18.
fn ground() -> State {
    let mut s = clear_around("3318", 12);
    s.rules = TRAIN_GIVES_NO_SUPPORT;
    s
}

/// A hex `k` hexes from 3318 on its playable ground, as far from the setup's units as the grid allows.
fn at(s: &State, k: u32) -> String {
    let c = row_hex(hex("3318"));
    GRID.within(c, k)
        .into_iter()
        .filter(|x| GRID.distance(*x, c) == k)
        .filter_map(|x| engine::games::nato::data::parse_hex(&x.id()))
        .find(|&h| s.playable(h) && s.units_in(h).next().is_none() && s.data().hexes[h as usize].city.is_none())
        .map(hex_name)
        .expect("a free hex")
}

/// The NEGF HQ `k` hexes from the 94th Guards MRD (its subordinate) at 3318.
fn negf(k: u32) -> (State, UnitId, UnitId) {
    let mut s = ground();
    let attacker = s.place("su-94-mrd", "3318");
    let spot = at(&s, k);
    let hq = s.place("negf-hq", &spot);
    (s, attacker, hq)
}

/// [25.4], [25.4.1], [3.4.2]: a Pact front HQ supports a battle of its subordinate within its support
/// range, not one beyond it.
#[test]
fn a_front_hq_supports_its_subordinate_within_range() {
    let (s, attacker, hq) = negf(1);
    let range = s.values(hq).0 as u32;
    assert!(support_hqs(&s, Side::Wp, &[attacker]).contains(&hq));
    let (s, attacker, hq) = negf(range);
    assert!(support_hqs(&s, Side::Wp, &[attacker]).contains(&hq), "at its range ({range})");
    let (s, attacker, hq) = negf(range + 1);
    assert!(!support_hqs(&s, Side::Wp, &[attacker]).contains(&hq), "one hex beyond");
}

/// [25.4.1]: one battle a Combat Phase: an HQ that has supported is not offered again.
#[test]
fn one_battle_a_phase() {
    let (mut s, attacker, hq) = negf(2);
    s.supported.push(hq);
    assert!(!support_hqs(&s, Side::Wp, &[attacker]).contains(&hq));
}

/// [25.4.3]: never a suppressed HQ, an unsupplied one, or (rules 18) one under a Train marker — which rules
/// 17 still let support.
#[test]
fn suppressed_unsupplied_or_entrained_hqs_give_none() {
    for mark in 0..3 {
        let (mut s, attacker, hq) = negf(2);
        match mark {
            0 => s.units[hq as usize].suppressed = true,
            1 => s.units[hq as usize].hq_oos = true,
            _ => s.units[hq as usize].train = Some(Train::Entraining(s.turn)),
        }
        assert!(!support_hqs(&s, Side::Wp, &[attacker]).contains(&hq), "mark {mark}");
    }
    let (mut s, attacker, hq) = negf(2);
    s.units[hq as usize].train = Some(Train::Entrained);
    assert!(!support_hqs(&s, Side::Wp, &[attacker]).contains(&hq), "Entrained");
    s.rules = TRAIN_GIVES_NO_SUPPORT - 1;
    assert!(support_hqs(&s, Side::Wp, &[attacker]).contains(&hq), "rules 17 let it support");
}

/// [25.4.1], [26.0]: a front HQ does not support a battle with a unit of another front; an independent
/// unit may join.
#[test]
fn never_a_battle_with_another_fronts_unit() {
    let (mut s, attacker, hq) = negf(2);
    let other = (0..s.data().units.len() as UnitId)
        .find(|&u| s.side(u) == Side::Wp && s.class(u).maneuver() && !matches!(s.data().units[u as usize].command.as_str(), "negf" | "indep"))
        .unwrap();
    let key = s.key(other).to_string();
    let beside = hex_name(s.data().neighbours(hex("3318")).find(|&n| s.playable(n) && s.units_in(n).next().is_none()).unwrap());
    let other = s.place(&key, &beside);
    assert!(!support_hqs(&s, Side::Wp, &[attacker, other]).contains(&hq));
}

/// A subordinate of `hq` at 3318 and the HQ beside it.
fn with_hq(hq: &str) -> (State, UnitId, UnitId) {
    let mut s = ground();
    let sub = (0..s.data().units.len() as UnitId).find(|&u| s.data().units[u as usize].hq.as_deref() == Some(hq) && s.class(u).maneuver()).unwrap();
    let key = s.key(sub).to_string();
    let a = s.place(&key, "3318");
    let spot = at(&s, 1);
    let h = s.place(hq, &spot);
    (s, a, h)
}

/// [25.4.1], [25.4.2]: the Baltic Front's HQ (outside Extended Buildup) gives no support; of NATO only US
/// corps HQs do (not III Corps outside Extended Buildup): a West German corps HQ never.
#[test]
fn which_hqs_support_at_all() {
    let (s, a, baf) = with_hq("baf-hq");
    assert!(!s.scenario_data().has("buildup_support"));
    assert!(!support_hqs(&s, Side::Wp, &[a]).contains(&baf), "the Baltic Front's HQ");
    let (s, a, v) = with_hq("us5-hq");
    assert!(support_hqs(&s, Side::Nato, &[a]).contains(&v), "a US corps HQ supports");
    let (s, a, i) = with_hq("wg1-hq");
    assert!(!support_hqs(&s, Side::Nato, &[a]).contains(&i), "a West German corps HQ never");
}

/// [8.4], [3.4.2]: the support path does not enter an enemy zone unless a friendly unit is there (it
/// negates the zone, [8.5]), nor a hex holding an enemy unit.
#[test]
fn the_support_path_stops_at_enemy_zones() {
    let mut s = ground();
    let from = hex("3318");
    let n = s.data().neighbours(from).next().unwrap();
    assert!(support_reach(&s, Side::Wp, from, 1).contains(&n));
    // A NATO brigade two hexes from the HQ's hex puts `n` in its zone.
    let far = s.data().neighbours(n).find(|&x| s.data().distance(x, from) == 2 && s.playable(x)).unwrap();
    s.place("uk-7-83", &hex_name(far));
    assert!(engine::games::nato::zoc::in_ezoc(&s, Side::Wp, n));
    assert!(!support_reach(&s, Side::Wp, from, 1).contains(&n), "not into an enemy zone");
    s.place("su-21-mrd", &hex_name(n));
    assert!(support_reach(&s, Side::Wp, from, 1).contains(&n), "a Pact unit there negates it");
    // Into the brigade's own hex, never.
    assert!(!support_reach(&s, Side::Wp, from, 2).contains(&far));
}
