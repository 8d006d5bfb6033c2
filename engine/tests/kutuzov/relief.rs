//! KUT 6.34 (rules 4): building into a besieged fortress, and the battle that follows once the impulse's
//! building is over. The seed's example (L724–L726): Riga besieged by Yorck's Prussians; R1 builds Kutuzov
//! and 2 SP, regroups 1 SP, and builds 3 more with #107 The Emperor's Wife; Kutuzov attacks Yorck with 6 SP.

use super::common::*;
use engine::games::kutuzov::data::{contingent, Nation, FN, R1};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// Turn 2 of scenario 1, an empty map but Yorck with 3 Prussian SP besieging Riga (R1's green Key
/// fortress), R1's impulse with `cards` in hand and one R1 SP in the Regroup Box.
fn riga_besieged(cards: &[u16]) -> State {
    let mut s = start("s1", 31);
    clear(&mut s);
    for h in s.hands.iter_mut() {
        h.clear();
    }
    s.turn = 2;
    put_leader(&mut s, "yorck", "riga");
    put(&mut s, FN, Nation::Prussian, "riga", 3);
    s.entrenched.iter_mut().for_each(|e| *e = false);
    let r1 = contingent(R1, Nation::Russian).unwrap();
    s.regroup[r1] = 1;
    s.marker = R1;
    s.steps = vec![Step::Impulse(Impulse::new(R1))];
    for &c in cards {
        give_card(&mut s, R1, c);
    }
    s
}

/// The CP are spent: the Spend step may still offer an entrenchment (16.6) until it is closed.
fn end_spend(s: &mut State) {
    if Kutuzov::prompt(s).id == "kut.spend" {
        act(s, "done");
    }
}

fn r1_sp_in(s: &State, space: &str) -> u8 {
    s.sp[sp(s, space) as usize][contingent(R1, Nation::Russian).unwrap()]
}

/// The test opens the impulse's card slot again: the seed's example plays two building events (#58, #107)
/// in one impulse; #58's event is not in the seed (cards.tsv), so its pieces (Kutuzov, 2 SP and 1 SP from
/// the Regroup Box) come from two cards' CP here: #84 (5 CP: Kutuzov 3, 1 SP 2) and a 3-CP card (1 SP, 1 regroup).
fn open_the_slot(s: &mut State) {
    match s.steps.last_mut() {
        Some(Step::Impulse(i)) => i.played = false,
        other => panic!("the impulse is on top, not {other:?}"),
    }
}

#[test]
fn the_seed_example_kutuzov_attacks_yorck_with_six_sp_after_all_the_building() {
    // L724–L726: Kutuzov (4-6) and 2 SP, 1 SP from the Regroup Box, 3 SP by #107: one battle, 6 SP, at the end.
    let mut s = riga_besieged(&[FIVE_CP, 41, 107]);
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(offered(&s, "build-leader kutuzov riga"), "6.34: a besieged fortress of the Power's home takes builds");
    act(&mut s, "build-leader kutuzov riga");
    // KUT 6.35: Kutuzov's first entry may bring R1's morale choice; keep whatever it asks out of the way.
    while Kutuzov::prompt(&s).id != "kut.spend" {
        let first = notations(&s)[0].clone();
        act(&mut s, &first);
    }
    act(&mut s, "build r1 riga");
    end_spend(&mut s);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse", "5 CP spent: Kutuzov 3, 1 SP 2 (KUT 6.1)");
    // No battle yet: the building of the impulse is not over (6.34).
    assert!(log_nums(&s, "kut.relief_battle").is_empty());
    assert!(s.relief.contains(&sp(&s, "riga")));
    open_the_slot(&mut s);
    act(&mut s, "card 41");
    act(&mut s, "build r1 riga");
    act(&mut s, "regroup r1 riga");
    end_spend(&mut s);
    open_the_slot(&mut s);
    act(&mut s, "event 107");
    for _ in 0..3 {
        act(&mut s, "build r1 riga");
    }
    assert_eq!(r1_sp_in(&s, "riga"), 6);
    assert!(log_nums(&s, "kut.relief_battle").is_empty(), "still R1's impulse: no battle before it is done");
    act(&mut s, "done");
    // Yorck may evade first (6.34 "unless the enemy evades"): he stands.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN));
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    // Kutuzov's 6 SP + rating 4 + the Tsarist morale dice against Yorck's 3 SP + his rating + the Imperials'.
    let own = s.data.morale[1][s.morale[1] as usize].own_dice as i32;
    let yorck = s.data.leaders[s.data.leader("yorck").unwrap() as usize].battle as i32;
    let allies = s.data.morale[0][s.morale[0] as usize].ally_dice as i32;
    while Kutuzov::prompt(&s).id == "kut.window_battle" {
        act(&mut s, "done");
    }
    assert_eq!(log_nums(&s, "kut.battle_dice")[0], vec![6 + 4 + own]);
    assert_eq!(log_nums(&s, "kut.battle_dice")[1], vec![3 + yorck + allies]);
    assert_eq!(log_nums(&s, "kut.relief_battle").len(), 1, "one battle for all the pieces placed in Riga");
}

#[test]
fn a_relief_force_that_loses_goes_to_the_regroup_box_whole() {
    // KUT 6.34: "if it must retreat, all of it is regrouped" — not back to where it came from (it came from
    // nowhere). Two tied rounds send the attacker back (12.52): here, to the Regroup Box.
    let mut s = riga_besieged(&[107]);
    act(&mut s, "event 107");
    for _ in 0..3 {
        act(&mut s, "build r1 riga");
    }
    act(&mut s, "done");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    s.chance.script.dice = vec![1; 60];
    act(&mut s, "done");
    while Kutuzov::prompt(&s).id == "kut.window_battle" {
        act(&mut s, "done");
    }
    let r1 = contingent(R1, Nation::Russian).unwrap();
    assert_eq!(r1_sp_in(&s, "riga"), 0);
    assert_eq!(s.regroup[r1], 1 + 3, "the 3 SP of #107 are in the Regroup Box, none eliminated");
    assert_eq!(log_nums(&s, "kut.relief_regroup").len(), 1);
    assert_eq!(leader_at(&s, "yorck"), Place::Map(sp(&s, "riga")), "the besiegers stay");
    assert!(s.relief.is_empty());
    assert_ne!(Kutuzov::prompt(&s).seat, Some(R1), "R1's impulse is over after the battle");
}

#[test]
fn a_relief_force_that_wins_drives_the_besiegers_off() {
    let mut s = riga_besieged(&[107]);
    act(&mut s, "event 107");
    for _ in 0..3 {
        act(&mut s, "build r1 riga");
    }
    act(&mut s, "done");
    // The Russians' dice (3 SP and their morale dice, no leader) all 6s, the Prussians' all 1s: round 1 won.
    let own = s.data.morale[1][s.morale[1] as usize].own_dice as usize;
    s.chance.script.dice = [vec![6; 3 + own], vec![1; 30]].concat();
    act(&mut s, "done"); // Yorck stands.
    while Kutuzov::prompt(&s).id == "kut.window_battle" {
        act(&mut s, "done");
    }
    if Kutuzov::prompt(&s).id == "kut.retreat" {
        let first = notations(&s)[0].clone();
        act(&mut s, &first);
    }
    assert_ne!(leader_at(&s, "yorck"), Place::Map(sp(&s, "riga")), "Yorck retreated, was routed or fell");
    assert_eq!(s.sp[sp(&s, "riga") as usize][contingent(FN, Nation::Prussian).unwrap()], 0);
    assert!(r1_sp_in(&s, "riga") > 0, "the relief force holds Riga");
}

#[test]
fn a_successful_evasion_leaves_no_battle() {
    // KUT 6.34: "unless the enemy evades successfully".
    let mut s = riga_besieged(&[107]);
    act(&mut s, "event 107");
    for _ in 0..3 {
        act(&mut s, "build r1 riga");
    }
    act(&mut s, "done");
    let to = notations(&s).into_iter().find(|n| n.starts_with("evade ")).expect("Yorck may evade");
    s.chance.script.dice = vec![6, 6];
    act(&mut s, &to);
    assert_ne!(leader_at(&s, "yorck"), Place::Map(sp(&s, "riga")));
    assert!(log_nums(&s, "kut.relief_battle").is_empty());
    assert_eq!(r1_sp_in(&s, "riga"), 3);
}

#[test]
fn pieces_waiting_for_their_battle_do_not_move() {
    // E27: the pieces placed in the besieged fortress stay there until the battle at the impulse's end.
    let mut s = riga_besieged(&[FIVE_CP]);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "build r1 riga");
    assert!(!notations(&s).iter().any(|n| n.starts_with("move-sp r1 riga") || n.contains(" riga ") && n.starts_with("move ")));
    assert!(!notations(&s).iter().any(|n| n.starts_with("move") && n.contains("riga")), "{:?}", notations(&s));
}

#[test]
fn rules_3_offers_no_besieged_fortress() {
    // E26 as it was: a record made under rules 3 replays with the same legal actions.
    let mut s = riga_besieged(&[107, FIVE_CP]);
    s.rules = 3;
    act(&mut s, "event 107");
    assert!(!offered(&s, "build r1 riga"));
    let mut s = riga_besieged(&[FIVE_CP]);
    s.rules = 3;
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(!offered(&s, "build r1 riga") && !offered(&s, "build-leader kutuzov riga"));
}

#[test]
fn the_interphase_reinforcements_do_not_build_into_a_besieged_fortress() {
    // 6.34 speaks of building "during that impulse"; the interphase (17.2) keeps 6.31's sites.
    let s = riga_besieged(&[]);
    let r1 = contingent(R1, Nation::Russian).unwrap();
    assert!(engine::games::kutuzov::relief::sites(&s, r1).contains(&sp(&s, "riga")));
    let mut s2 = s.clone();
    s2.steps.push(Step::Spend(engine::games::kutuzov::impulse::Spend::new(R1, 5, true)));
    assert!(!offered(&s2, "build r1 riga"));
}
