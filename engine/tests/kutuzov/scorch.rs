//! Resources spent to scorch (KUT 16.57, rules 8, E43), with the seed's Staraya Russa example (L1860). Each
//! test fails under the other reading (rules 7: no resource scorches).

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// R1's scheduled impulse on turn 2 under `rules`, 2 resources, holding #84: Staraya Russa empty under R1's
/// flag; Davout with 2 SP in `imperial_at`.
fn staraya_russa(rules: u32, imperial_at: &str) -> State {
    let mut s = bare_s1(&[], &[FIVE_CP]);
    s.rules = rules;
    s.turn = 2;
    s.marker = R1;
    s.steps = vec![Step::Impulse(Impulse::new(R1))];
    s.resources = [0, 2, 0, 0];
    let x = sp(&s, "staraya-russa");
    s.flags[x as usize] = Some(R1);
    s.scorched.iter_mut().for_each(|b| *b = false);
    put_leader(&mut s, "davout", imperial_at);
    put(&mut s, FN, Nation::French, imperial_at, 2);
    s
}

fn scorch_offers(s: &State) -> Vec<String> {
    notations(s).into_iter().filter(|n| n.starts_with("scorch ")).collect()
}

#[test]
fn staraya_russa_may_be_scorched_with_the_imperial_army_across_the_river_in_chudovo() {
    // KUT 16.57, L1860: "an Imperial army in Chudovo cannot intercept (a River line)": the scorch is allowed.
    let mut s = staraya_russa(8, "chudovo");
    assert!(offered(&s, "scorch staraya-russa"));
    act(&mut s, "scorch staraya-russa");
    let x = sp(&s, "staraya-russa");
    assert!(s.scorched[x as usize]);
    assert_eq!(s.resources[R1 as usize], 1, "one resource");
    assert!(!offered(&s, "scorch staraya-russa"));
}

#[test]
fn an_imperial_army_in_cholm_novgorod_or_tver_could_intercept_and_forbids_it() {
    // L1860: with an Imperial army in Cholm, Novgorod or Tver (Clear lines) Staraya Russa may not be scorched.
    for at in ["cholm", "novgorod", "tver"] {
        let s = staraya_russa(8, at);
        assert!(!offered(&s, "scorch staraya-russa"), "{at}");
    }
    // A marked army (a battle, a failed interception) forbids nothing.
    let mut s = staraya_russa(8, "cholm");
    let d = s.data.leader("davout").unwrap();
    s.marked[d as usize] = true;
    assert!(offered(&s, "scorch staraya-russa"));
}

#[test]
fn under_rules_7_no_resource_scorches() {
    let s = staraya_russa(7, "chudovo");
    assert!(scorch_offers(&s).is_empty());
}

#[test]
fn until_kutuzov_appears_one_scorch_per_impulse_then_no_limit() {
    // KUT 16.57: one resource per scheduled impulse until Kutuzov has been on the map; then any number.
    let mut s = staraya_russa(8, "chudovo");
    assert!(scorch_offers(&s).len() >= 2, "{:?}", scorch_offers(&s));
    act(&mut s, "scorch staraya-russa");
    assert!(scorch_offers(&s).is_empty(), "one per impulse before Kutuzov");
    let mut s = staraya_russa(8, "chudovo");
    put_leader(&mut s, "kutuzov", "moscow");
    act(&mut s, "scorch staraya-russa");
    assert!(!scorch_offers(&s).is_empty(), "Kutuzov has appeared: no limit");
    // He leaves the map: the limit does not come back.
    let k = s.data.leader("kutuzov").unwrap();
    s.leaders[k as usize] = engine::games::kutuzov::state::Place::Available;
    let other = scorch_offers(&s)[0].clone();
    act(&mut s, &other);
    assert!(s.kutuzov_appeared);
}

#[test]
fn not_in_a_pre_emptive_impulse_nor_in_turn_1s_first_round() {
    // KUT 16.57: "from turn 1's second round, in a scheduled impulse (not a pre-emptive one)".
    let mut s = staraya_russa(8, "chudovo");
    let mut i = Impulse::new(R1);
    i.preemptive = true;
    s.steps = vec![Step::Impulse(i)];
    assert!(scorch_offers(&s).is_empty());
    let mut s = staraya_russa(8, "chudovo");
    s.turn = 1;
    s.preempt_ok = false;
    assert!(scorch_offers(&s).is_empty(), "turn 1, round 1");
    s.preempt_ok = true;
    assert!(!scorch_offers(&s).is_empty(), "turn 1, round 2");
}

#[test]
fn the_cp_spending_of_the_impulse_may_scorch_too() {
    // KUT 16.57: "at any time" in the scheduled impulse: also while the card's CP are spent.
    let mut s = staraya_russa(8, "chudovo");
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert!(offered(&s, "scorch staraya-russa"));
}

/// The Staraya Russa example with FN holding #3 General Eble's Pontooniers under `rules`; R1 asks to scorch.
fn eble_in_hand(rules: u32) -> State {
    let mut s = staraya_russa(rules, "chudovo");
    give_card(&mut s, FN, 3);
    act(&mut s, "scorch staraya-russa");
    s
}

#[test]
fn general_eble_answers_the_scorch_and_the_duchy_is_not_scorched() {
    // L1860's aside (E51): "(this changes if the Imperials use General Eble's Pontooniers, #3, as a response
    // event!)": with #3 the army in Chudovo could intercept across the River, so Staraya Russa may not be
    // scorched; R1 keeps its resource.
    let mut s = eble_in_hand(12);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.window_scorch", Some(FN)));
    assert_eq!(notations(&s), ["event 3", "done"]);
    act(&mut s, "event 3");
    let x = sp(&s, "staraya-russa");
    assert!(!s.scorched[x as usize]);
    assert_eq!(s.resources[R1 as usize], 2, "the resource is not spent");
    assert!(!s.hands[FN as usize].contains(&3), "#3 is used");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1), "back to R1's impulse");
}

#[test]
fn declining_general_eble_lets_the_scorch_be_made() {
    let mut s = eble_in_hand(12);
    act(&mut s, "done");
    let x = sp(&s, "staraya-russa");
    assert!(s.scorched[x as usize]);
    assert_eq!(s.resources[R1 as usize], 1);
    assert!(s.hands[FN as usize].contains(&3));
}

#[test]
fn no_window_when_eble_would_open_no_interception() {
    // #3 opens a River only for an army that could intercept: Davout in Chudovo, marked by a battle, could not
    // (11.3), so no window opens and the scorch is made at once.
    let mut s = staraya_russa(12, "chudovo");
    give_card(&mut s, FN, 3);
    let d = s.data.leader("davout").unwrap();
    s.marked[d as usize] = true;
    act(&mut s, "scorch staraya-russa");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_scorch");
    assert!(s.scorched[sp(&s, "staraya-russa") as usize]);
}

#[test]
fn under_rules_11_general_eble_is_not_offered_against_a_scorch() {
    // The other reading (rules 8–11, E43): the scorch opens no window.
    let s = eble_in_hand(11);
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_scorch");
    assert!(s.scorched[sp(&s, "staraya-russa") as usize]);
}
