//! Rules 10: a lone soldier attacking (KUT 10.11), soldiers evading piece by piece (11.6) and the second
//! evasion in a zone (11.6's exception, 10.51, 10.72). Each test has the other reading (rules 9) beside it.

use engine::games::kutuzov::data::{Nation, FN, R1, TSARIST};
use engine::games::kutuzov::state::Place;
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// FN to act with 5 CP under `rules`.
fn fn_to_act(rules: u32) -> engine::games::kutuzov::state::State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

/// Answers every card window and interception with "done" until another prompt comes.
fn past_windows(s: &mut engine::games::kutuzov::state::State) {
    while Kutuzov::prompt(s).id.starts_with("kut.window") {
        act(s, "done");
    }
}

#[test]
fn a_lone_soldier_attacks_the_enemy_on_its_own() {
    // KUT 10.11 (L924): "each infantry, cavalry or artillery moves piece by piece: two or more soldiers
    // cannot attack together unless they are in an army". One FN SP moves from Kovno into Tilsit, where two
    // R1 SP stand without a leader: the move is offered, only that SP moves, and a battle follows once the
    // soldiers have not evaded (they decline).
    let mut s = fn_to_act(10);
    put(&mut s, FN, Nation::French, "kovno", 3);
    put(&mut s, R1, Nation::Russian, "tilsit", 2);
    act(&mut s, "move-sp fn kovno tilsit");
    let (kovno, tilsit) = (sp(&s, "kovno"), sp(&s, "tilsit"));
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade_sp", Some(R1)));
    assert_eq!(s.sp[kovno as usize][0] + s.sp[tilsit as usize][0], 3);
    assert_eq!(s.sp[tilsit as usize][0], 1, "one SP, not the three");
    s.chance.script.dice = vec![1; 40];
    act(&mut s, "done");
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.soldiers_battle"), "the lone SP fought");
    // Every die a 1: two tied rounds send the attacker back where it came from (12.52).
    assert_eq!(s.sp[kovno as usize][0], 3);
    assert_eq!(s.sp[tilsit as usize][4], 2);
}

/// One FN SP in Kovno (of 3) attacks one R1 SP alone in Tilsit under rules 10.
fn lone_attack() -> engine::games::kutuzov::state::State {
    let mut s = fn_to_act(10);
    put(&mut s, FN, Nation::French, "kovno", 3);
    put(&mut s, R1, Nation::Russian, "tilsit", 1);
    act(&mut s, "move-sp fn kovno tilsit");
    s
}

#[test]
fn a_lone_soldier_whose_enemy_evaded_may_go_on() {
    // KUT 11.10 (L1201): after a successful evasion the active formation may pursue or move elsewhere.
    let mut s = lone_attack();
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "evade-sp r1 schlavii");
    past_windows(&mut s);
    let tilsit = sp(&s, "tilsit");
    assert_eq!(s.sp[tilsit as usize][4], 0, "the R1 SP got away");
    assert!(!s.log.iter().any(|e| e.id == "kut.soldiers_battle"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert!(offered(&s, "move-sp fn tilsit schlavii"), "the SP pursues");
}

#[test]
fn a_lone_soldier_that_fought_moves_no_more_this_impulse() {
    // KUT 10.52 (L998): a formation that entered enemies and fought may not move again this impulse. The lone
    // SP wins (its dice all 6, the defender's all 1) and stays in Tilsit (E45: its contingent's SP there).
    let mut probe = lone_attack();
    probe.chance.script.dice = vec![1; 40];
    act(&mut probe, "done");
    past_windows(&mut probe);
    let attacker = dice_of(&probe, "imperial")[0] as usize;
    let mut s = lone_attack();
    s.chance.script.dice = [vec![6; attacker], vec![1; 40]].concat();
    act(&mut s, "done");
    past_windows(&mut s);
    let tilsit = sp(&s, "tilsit");
    assert_eq!((s.sp[tilsit as usize][0], s.sp[tilsit as usize][4]), (1, 0), "the lone SP won");
    while Kutuzov::prompt(&s).id != "kut.spend" {
        act(&mut s, "done");
    }
    assert!(!notations(&s).iter().any(|n| n.starts_with("move-sp fn tilsit")), "the SP that fought stays");
    assert!(notations(&s).iter().any(|n| n.starts_with("move-sp fn kovno")), "the others move on");
}

#[test]
fn under_rules_9_a_lone_soldier_never_attacks() {
    // The other reading (rules 1–9): leaderless soldiers never moved into enemy formations.
    let mut s = fn_to_act(9);
    put(&mut s, FN, Nation::French, "kovno", 3);
    put(&mut s, R1, Nation::Russian, "tilsit", 2);
    assert!(!offered(&s, "move-sp fn kovno tilsit"));
    assert!(offered(&s, "move-sp fn kovno vilna") || notations(&s).iter().any(|n| n.starts_with("move-sp fn kovno")));
    s.rules = 10;
    assert!(offered(&s, "move-sp fn kovno tilsit"));
}

/// Napoleon with 8 French SP in Königsberg, one R1 SP alone in Tilsit across the Niemen (a River line), FN
/// to act under `rules`; Napoleon moves in.
fn napoleon_into_tilsit(rules: u32) -> engine::games::kutuzov::state::State {
    let mut s = fn_to_act(rules);
    put_leader(&mut s, "napoleon", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 8);
    put(&mut s, R1, Nation::Russian, "tilsit", 1);
    act(&mut s, "move napoleon tilsit");
    s
}

#[test]
fn the_tilsit_cavalry_tries_to_evade_alone_and_failing_loses_its_terrain() {
    // Play Book, To the Bridges example 1 (L2362–L2364): Napoleon's group moves from Königsberg into Tilsit;
    // "the Tsarist cavalry at Tilsit failed to evade" — soldiers with no leader try to evade (11.6: "soldiers
    // try to evade piece by piece"). A failed evasion takes the defender's terrain dice (11.8; without the
    // example's Bridge the River would give the cavalry 3) and gives the attacker one more die in round 1.
    let mut s = napoleon_into_tilsit(10);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade_sp", Some(R1)));
    assert!(offered(&s, "evade-sp r1 kovno") && offered(&s, "evade-sp r1 schlavii"));
    assert!(!offered(&s, "evade-sp r1 konigsberg"), "not back where the enemy came from");
    let loss = s.loss[TSARIST as usize];
    s.chance.script.dice = [vec![1, 1], vec![1; 60]].concat();
    act(&mut s, "evade-sp r1 kovno");
    assert_eq!(s.loss[TSARIST as usize], loss, "soldiers' attempts cost no Morale Loss marker (11.6, D3)");
    // The one SP failed: nothing left to try; the battle comes.
    past_windows(&mut s);
    let failed = (dice_of(&s, "imperial")[0], dice_of(&s, "tsarist")[0]);

    // The cavalry does not try: the River's 3 terrain dice, and no extra Imperial die.
    let mut t = napoleon_into_tilsit(10);
    t.chance.script.dice = vec![1; 60];
    act(&mut t, "done");
    past_windows(&mut t);
    let stood = (dice_of(&t, "imperial")[0], dice_of(&t, "tsarist")[0]);
    assert_eq!(failed.0, stood.0 + 1, "one more Imperial die per failed evasion");
    assert_eq!(stood.1 - failed.1, 3, "the River's terrain dice lost");
}

#[test]
fn soldiers_evade_piece_by_piece() {
    // KUT 11.6 (L1146): "an army or army group evades all at once, to one space; soldiers try piece by
    // piece". Two R1 SP in Tilsit: the first gets away to Schlavii, the second fails and stays to fight.
    let mut s = fn_to_act(10);
    put_leader(&mut s, "napoleon", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 8);
    put(&mut s, R1, Nation::Russian, "tilsit", 2);
    act(&mut s, "move napoleon tilsit");
    let (tilsit, schlavii) = (sp(&s, "tilsit"), sp(&s, "schlavii"));
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "evade-sp r1 schlavii");
    assert_eq!(s.sp[schlavii as usize][4], 1);
    assert_eq!(s.sp[tilsit as usize][4], 1);
    // The second SP tries on its own.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade_sp");
    s.chance.script.dice = [vec![1, 1], vec![1; 60]].concat();
    act(&mut s, "evade-sp r1 schlavii");
    assert_eq!(s.sp[tilsit as usize][4], 1, "the failed SP stays");
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.battle"));
    assert_eq!(s.sp[schlavii as usize][4], 1);
}

#[test]
fn under_rules_9_soldiers_do_not_evade() {
    // The other reading (rules 1–9, E8): only a formation with a leader evaded; soldiers stood and fought.
    let s = napoleon_into_tilsit(9);
    assert_ne!(Kutuzov::prompt(&s).id, "kut.evade_sp");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.evade");
}

/// Davout with 6 French SP in Novgorod, Wittgenstein with 4 R1 SP in the Rus zone, FN to act under `rules`;
/// Davout moves into the zone.
fn davout_into_rus(rules: u32) -> engine::games::kutuzov::state::State {
    let mut s = fn_to_act(rules);
    put_leader(&mut s, "davout", "novgorod");
    put(&mut s, FN, Nation::French, "novgorod", 6);
    put_leader(&mut s, "wittgenstein", "zone-rus");
    put(&mut s, R1, Nation::Russian, "zone-rus", 4);
    act(&mut s, "move davout zone-rus");
    s
}

#[test]
fn an_army_evading_in_a_zone_may_stay_and_evade_again_when_attacked_for_1_cp() {
    // KUT 11.6's exception (L1148): "an inactive formation that evades successfully in a zone may stay in that
    // zone; for the enemy to try again there costs 1 CP, and then it may try to evade again" (10.51, 10.72).
    let mut s = davout_into_rus(10);
    let rus = sp(&s, "zone-rus");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade", Some(R1)));
    assert!(offered(&s, "evade zone-rus"), "staying in the zone is offered");
    s.gain[TSARIST as usize] = 0;
    let loss = s.loss[TSARIST as usize];
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "evade zone-rus");
    assert_eq!(s.loss[TSARIST as usize], loss + 1, "the attempt's Morale Loss marker (D3)");
    past_windows(&mut s);
    // No battle: both armies share the zone, and FN's army may attack again for 1 CP.
    assert!(!s.log.iter().any(|e| e.id == "kut.battle"));
    assert_eq!(leader_at(&s, "wittgenstein"), Place::Map(rus));
    assert_eq!(leader_at(&s, "davout"), Place::Map(rus));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert!(offered(&s, "attack davout"));
    act(&mut s, "attack davout");
    // The second evasion: it fails, and the battle is fought with the attacker's extra die.
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade", Some(R1)));
    s.chance.script.dice = [vec![1, 1], vec![1; 80]].concat();
    act(&mut s, "evade zone-rus");
    assert_eq!(s.loss[TSARIST as usize], loss + 2, "each attempt of an army costs its marker (D3)");
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.battle"));
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.evade").count(), 2);
}

#[test]
fn the_zone_attack_costs_1_cp() {
    // KUT 10.72 (L1063): enemies already sharing a zone are attacked "with CP as a move": 1 CP.
    let mut s = davout_into_rus(10);
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "evade zone-rus");
    past_windows(&mut s);
    let before = match s.steps.last() {
        Some(engine::games::kutuzov::state::Step::Spend(x)) => x.cp,
        _ => panic!("spending"),
    };
    act(&mut s, "attack davout");
    let after = s.steps.iter().rev().find_map(|x| if let engine::games::kutuzov::state::Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap();
    assert_eq!(before - after, 1);
}

#[test]
fn under_rules_9_an_army_in_a_zone_may_not_stay_nor_be_attacked_again() {
    // The other reading (rules 1–9): an evasion always left the space, and no attack in a zone was offered.
    let s = davout_into_rus(9);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    assert!(!offered(&s, "evade zone-rus"));
}
