//! Impulses and command points (KUT 4.2, 5.5, 6.1, 7, 10).

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, FS, R1};
use engine::games::kutuzov::state::Place;
use engine::games::kutuzov::Kutuzov;
use engine::{Game, Viewer};

#[test]
fn scenario_one_starts_with_fn_and_the_seeds_hands() {
    let s = start("s1", 1);
    // Play Book ch. 4: scenario 1 opens with FN's impulse; hands 8, 7, 8, 7 (FN and FS with #1 and #9).
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN));
    assert!(s.hands[0].contains(&1) && s.hands[2].contains(&9));
    let sizes: Vec<usize> = s.hands.iter().map(|h| h.len()).collect();
    assert_eq!(sizes, vec![8, 7, 8, 7]);
    assert_eq!(leader_at(&s, "napoleon"), Place::Map(sp(&s, "zone-prussia")));
    for sc in ["s2", "s3", "s4"] {
        let s = start(sc, 3);
        assert!(Kutuzov::prompt(&s).seat.is_some(), "{sc} asks someone");
    }
}

#[test]
fn a_power_holding_cards_must_play_one() {
    let mut s = start("s1", 2);
    s.resources[0] = 0;
    // KUT 4.2: no "done" while the hand holds cards and nothing was bought.
    assert!(!offered(&s, "done"));
    assert!(!offered(&s, "buy"));
    s.resources[0] = 2;
    assert!(offered(&s, "buy"), "KUT 4.2: 2 resources buy a card");
    let before = s.hands[0].len();
    act(&mut s, "buy");
    assert_eq!(s.resources[0], 0);
    assert_eq!(s.hands[0].len(), before + 1);
    // After a purchase the impulse may end without a card.
    assert!(offered(&s, "done"));
}

#[test]
fn an_army_moves_one_space_per_cp_and_allies_pay_more_in_russia() {
    let mut s = start("s1", 3);
    clear(&mut s);
    put_leader(&mut s, "davout", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 8);
    put_leader(&mut s, "yorck", "masuria");
    put(&mut s, FN, Nation::Prussian, "masuria", 3);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    // KUT 10.1: 1 CP per space; the army takes up to its command rating (Davout 6) and leaves the rest.
    act(&mut s, "move davout kovno");
    assert_eq!(s.sp[sp(&s, "kovno") as usize][0], 6);
    assert_eq!(s.sp[sp(&s, "konigsberg") as usize][0], 2);
    assert_eq!(log_nums(&s, "kut.move").last().unwrap(), &vec![6]);
    assert!(offered(&s, "move davout vilna"));
    // 4 CP left. KUT 10.12: a Prussian army entering a Russian duchy without its flag pays 2.
    act(&mut s, "move yorck grodno");
    let engine::games::kutuzov::state::Step::Spend(sp_) = s.steps.last().unwrap() else { panic!() };
    assert_eq!(sp_.cp, 2);
}

#[test]
fn entering_a_zone_ends_the_armys_move() {
    let mut s = start("s1", 4);
    clear(&mut s);
    put_leader(&mut s, "ney", "warsaw");
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    let zone = s.data.graph.neighbours(sp(&s, "warsaw")).iter().map(|&i| s.data.spaces[i as usize].key.clone()).find(|k| k.starts_with("zone-")).expect("Warsaw touches a zone");
    act(&mut s, &format!("move ney {zone}"));
    // KUT 10.51: Enter Zone Movement Complete.
    assert!(!notations(&s).iter().any(|n| n.starts_with("move ney ")));
}

#[test]
fn a_flag_costs_one_cp_and_two_in_a_scorched_duchy() {
    let mut s = start("s1", 5);
    clear(&mut s);
    put(&mut s, FN, Nation::French, "kovno", 1);
    put(&mut s, FN, Nation::French, "vilna", 1);
    let v = sp(&s, "vilna");
    s.scorched[v as usize] = true;
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "flag kovno");
    act(&mut s, "flag vilna");
    let engine::games::kutuzov::state::Step::Spend(x) = s.steps.last().unwrap() else { panic!() };
    assert_eq!(x.cp, 5 - 1 - 2, "KUT 7: 1 CP, 2 in a scorched duchy");
    assert_eq!(s.flags[sp(&s, "kovno") as usize], Some(FN));
    // KUT 7: no flag where the camp already controls.
    assert!(!offered(&s, "flag kovno"));
    // Play Book 9.11: none of these is an Imperial home or a depot of the Tsarists': no Loss markers.
    assert_eq!(s.loss, [0, 0]);
}

#[test]
fn building_costs_two_cp_per_sp_in_a_home_key() {
    let mut s = start("s1", 6);
    clear(&mut s);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    // KUT 6.31: FN builds French SP in Warsaw (joint), Masuria (its Key) or its zone; Ostrolenka is no Key.
    assert!(offered(&s, "build fn warsaw"));
    assert!(offered(&s, "build fn masuria"));
    assert!(!offered(&s, "build fn ostrolenka"));
    assert!(!offered(&s, "build fn konigsberg"), "Königsberg is Prussian home: Prussians build there");
    assert!(offered(&s, "build pru konigsberg"));
    act(&mut s, "build fn warsaw");
    act(&mut s, "build fn warsaw");
    let engine::games::kutuzov::state::Step::Spend(x) = s.steps.last().unwrap() else { panic!() };
    assert_eq!(x.cp, 1, "KUT 6.1: 2 CP per SP");
    assert!(!offered(&s, "build fn warsaw"));
    // KUT 6.1: a leader costs half his command rating, rounded up (Napoleon 8 → 4): not with 1 CP.
    assert!(!notations(&s).iter().any(|n| n.starts_with("build-leader napoleon")));
}

#[test]
fn kutuzov_cannot_be_built_on_turn_one() {
    let mut s = start("s1", 7);
    clear(&mut s);
    // Move to R1's impulse: FN plays a card and ends.
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "done");
    act(&mut s, "done");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    s.hands[1] = vec![];
    give_card(&mut s, R1, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    // KUT 6.35: not with CP before turn 2; Barclay (1-4, 2 CP) may be built.
    assert!(!notations(&s).iter().any(|n| n.starts_with("build-leader kutuzov")));
    assert!(offered(&s, "build-leader barclay st-petersburg"));
}

#[test]
fn views_hide_the_hands_a_player_may_not_see() {
    let s = start("s1", 8);
    let v = Kutuzov::view(&s, Viewer::Role(0));
    assert!(v.hands[0].cards.is_some());
    assert!(v.hands[1].cards.is_none() && v.hands[2].cards.is_none(), "KUT 2.1: not even the partner's");
    assert_eq!(v.hands[1].count, 7);
    // KUT 2.31: the two-player Imperial player holds FN and FS.
    let mut s2 = Kutuzov::setup(&header("s1", 8, "2"), Kutuzov::builtin_data()).unwrap();
    while Kutuzov::prompt(&s2).id == "kut.mulligan" {
        act(&mut s2, "done");
    }
    let v = Kutuzov::view(&s2, Viewer::Role(0));
    assert!(v.hands[2].cards.is_some() && v.hands[1].cards.is_none());
    // KUT 2.21: with one Tsarist player, FN and FS may show each other their cards.
    let r = engine::games::kutuzov::roles_for("3t");
    assert_eq!(r.players, vec![vec![1, 3], vec![0], vec![2]]);
    assert!(!r.separate(0, 2) && r.separate(0, 1) && !r.separate(1, 3));
    // Redrawing FN's unseen cards leaves FN's view as it was.
    let v0 = serde_json::to_string(&Kutuzov::view(&s, Viewer::Role(0))).unwrap();
    let re = Kutuzov::redraw_secrets(&s, 0, 99).unwrap();
    assert_eq!(v0, serde_json::to_string(&Kutuzov::view(&re, Viewer::Role(0))).unwrap());
    assert_ne!(re.hands[1], s.hands[1], "the other hands are dealt again");
}

#[test]
fn a_mulligan_keeps_home_cards_and_draws_one_fewer() {
    let mut s = start_with_mulligan("s1", 9);
    // KUT 2.8: FN first; its 5 regular cards go, 4 come; #1 and its Home cards stay. It may go again.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.mulligan");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN));
    let homes: Vec<u16> = s.hands[0].iter().copied().filter(|&c| c <= 12).collect();
    act(&mut s, "mulligan");
    assert_eq!(s.hands[0].len(), 8 - 1);
    assert!(homes.iter().all(|c| s.hands[0].contains(c)));
    act(&mut s, "mulligan");
    assert_eq!(s.hands[0].len(), 8 - 2);
    act(&mut s, "done");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1), "then R1 decides");
}

#[test]
fn the_power_with_strictly_most_cards_may_pre_empt_after_the_first_round() {
    let mut s = start("s1", 10);
    // KUT 4.22: not during the first round of turn 1.
    for p in 0..4u8 {
        s.hands[p as usize] = vec![];
        s.resources[p as usize] = 0;
    }
    for (p, n) in [(0u8, 3usize), (1, 3), (2, 5), (3, 3)] {
        for c in 41..(41 + n as u16) {
            give_card(&mut s, p, c + 10 * p as u16);
        }
    }
    for _ in 0..4 {
        let p = Kutuzov::prompt(&s);
        assert_eq!(p.id, "kut.impulse", "no pre-emption during the first round");
        let card = s.hands[p.seat.unwrap() as usize][0];
        act(&mut s, &format!("card {card}"));
        act(&mut s, "done");
        if Kutuzov::prompt(&s).id == "kut.impulse" && Kutuzov::prompt(&s).seat == p.seat {
            act(&mut s, "done");
        }
    }
    // The first round is over: FS (4 cards against 2) may pre-empt before FN; it declines.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.preempt");
    act(&mut s, "done");
    // Round 2: after FN's impulse (FS holds 4, the others 2 and 1), FS — not due next — may pre-empt.
    let p = Kutuzov::prompt(&s);
    assert_eq!(p.seat, Some(FN));
    let card = s.hands[0][0];
    act(&mut s, &format!("card {card}"));
    act(&mut s, "done");
    if Kutuzov::prompt(&s).id == "kut.impulse" {
        act(&mut s, "done");
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.preempt");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FS));
    act(&mut s, "preempt");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse_preemptive");
    let card = s.hands[2][0];
    act(&mut s, &format!("card {card}"));
    act(&mut s, "done");
    if Kutuzov::prompt(&s).id == "kut.impulse_preemptive" {
        act(&mut s, "done");
    }
    // The marker did not move: R1's scheduled impulse follows, and no second pre-emption before it.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
}
