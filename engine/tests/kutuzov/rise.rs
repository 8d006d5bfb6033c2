//! Rise opportunities (KUT 9.53, rules 9): loot resources, an enemy fortress, depot or DMC captured, and the
//! Imperials' Will to Fight? (19.82 a) give one 2d6 attempt against the Morale Gain markers.

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, IMPERIAL, R1, TSARIST};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::{morale, will_to_fight, Kutuzov};
use engine::Game;

fn attempts(s: &State) -> usize {
    s.log.iter().filter(|e| e.id == "kut.rise_attempt").count()
}

/// Davout (4-6) with 6 SP in Kovno attacks Barclay (1-4) with 2 SP in Vilna under `rules`, FN's morale at
/// Vive l'Empereur with `gain` Morale Gain markers; the battle routs Barclay and the loot roll gives one
/// resource (as the battle test of 12.10 does); `then` are the dice after the loser's morale check.
fn loot(rules: u32, gain: u8, then: &[u8]) -> State {
    let mut s = start("s1", 11);
    s.rules = rules;
    clear(&mut s);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 6);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 2);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    s.morale[0] = 1;
    s.loss = [0, 0];
    s.gain = [gain, 0];
    act(&mut s, &format!("card {FIVE_CP}"));
    // Davout 6 SP + 4 + Vive l'Empereur 1 = 11 dice; Barclay 2 + 1 + 1 = 4: 3 hits to 0, a rout (12.7).
    s.chance.script.dice = vec![6, 6, 5, 1, 1, 1, 1, 1, 1, 1, 1, /* defender */ 1, 1, 1, 1, /* loot 5 + 2 */ 5, /* check */ 1, 1];
    s.chance.script.dice.extend_from_slice(then);
    act(&mut s, "move davout vilna");
    act(&mut s, "done");
    act(&mut s, "retreat lida");
    assert_eq!(s.resources[0], 4 + 1, "one resource of loot");
    s
}

#[test]
fn loot_gives_the_winner_a_rise_attempt_that_succeeds_up_to_the_gain_markers() {
    // KUT 9.53 (L905), 12.10 (L1453): after gaining loot resources, 2d6; 4 Gain markers (3 and the loot's 1)
    // and a roll of 4: equal is enough. Up one box (to Elan du Guerre), the Gain markers removed.
    let s = loot(9, 3, &[2, 2]);
    assert_eq!(attempts(&s), 1);
    assert_eq!(log_nums(&s, "kut.rise_attempt"), vec![vec![4, 4]]);
    assert_eq!(s.morale[0], 0);
    assert_eq!(s.gain[0], 0);
    // Under rules 8 there was no attempt: the markers wait for the turn's end (9.2).
    let s = loot(8, 3, &[2, 2]);
    assert_eq!(attempts(&s), 0);
    assert_eq!((s.morale[0], s.gain[0]), (1, 4));
}

#[test]
fn a_rise_attempt_above_the_gain_markers_fails_and_keeps_them() {
    // KUT 9.53: the roll must not exceed the Gain markers (not 9.2's roll plus markers reaching 9: 5 + 4 would
    // rise there). Nothing changes on a failure.
    let s = loot(9, 3, &[2, 3]);
    assert_eq!(log_nums(&s, "kut.rise_attempt"), vec![vec![5, 4]]);
    assert_eq!((s.morale[0], s.gain[0]), (1, 4));
}

#[test]
fn fewer_than_two_gain_markers_give_no_attempt() {
    // KUT 9.53 (L907): two or more Gain markers are needed; the loot's one alone is not enough.
    let s = loot(9, 0, &[1, 1]);
    assert_eq!(attempts(&s), 0);
    assert_eq!(log_nums(&s, "kut.rise_no_attempt"), vec![vec![1]]);
    assert_eq!((s.morale[0], s.gain[0]), (1, 1));
    assert_eq!(s.chance.script.dice, vec![1, 1], "no dice rolled");
}

#[test]
fn no_attempt_at_elan_du_guerre_nor_after_a_rise_this_impulse() {
    // KUT 9.53 (L907): no attempt at the top box.
    let mut s = start("s1", 12);
    s.rules = 9;
    assert_eq!(s.morale[0], 0);
    s.gain[0] = 6;
    s.loss[0] = 0;
    morale::rise_due(&mut s, IMPERIAL);
    morale::rise_opportunity(&mut s);
    assert_eq!(attempts(&s), 0);
    // KUT 9 (L911): one box per impulse: a camp whose morale already rose in this impulse makes no attempt.
    s.morale[0] = 2;
    assert!(morale::rise(&mut s, IMPERIAL));
    assert_eq!(s.morale[0], 1);
    morale::rise_due(&mut s, IMPERIAL);
    morale::rise_opportunity(&mut s);
    assert_eq!(attempts(&s), 0);
    assert_eq!(s.morale[0], 1);
}

#[test]
fn riga_with_its_depot_and_a_dmc_gives_one_attempt() {
    // KUT 9.53 (L905): Riga is a fortress and a depot; with an enemy DMC there too, its capture gives one
    // attempt, not three. Napoleon with 8 SP besieges it at Vive l'Empereur: 1 + 5 + 8 = 14, halved (13.31,
    // L1502) to 7 dice; four 6s take the strength-4 fortress in round 1.
    let mut s = start("s1", 41);
    s.rules = 9;
    clear(&mut s);
    put_leader(&mut s, "napoleon", "riga");
    put(&mut s, FN, Nation::French, "riga", 8);
    let riga = sp(&s, "riga");
    s.dmc.push((riga, R1));
    s.morale[0] = 1;
    s.loss = [0, 0];
    s.gain = [3, 0];
    s.chance.script.dice = vec![6, 6, 6, 6, 1, 1, 1, /* fortress */ 1, 1, 1, 1, /* rise */ 1, 3, /* sack */ 1];
    act(&mut s, "siege napoleon");
    assert_eq!(s.flags[riga as usize], Some(FN));
    assert!(s.log.iter().any(|e| e.id == "kut.dmc_taken"));
    // 13.51: the fortress's Gain marker makes 4; one attempt, 4 against 4: up to Elan du Guerre.
    assert_eq!(log_nums(&s, "kut.rise_attempt"), vec![vec![4, 4]]);
    assert_eq!(s.morale[0], 0);
    let _ = TSARIST;
}

#[test]
fn a_flag_on_an_enemy_depot_gives_an_attempt() {
    // KUT 9.53: an enemy depot captured (here by a flag in a duchy without a fortress, 7.1). R1's flag on
    // Warsaw's depot gives the Tsarists an attempt; a flag on a duchy with no depot gives none.
    let mut s = start("s1", 42);
    s.rules = 9;
    s.morale[1] = 2;
    s.loss = [0, 0];
    s.gain = [0, 5];
    // Warsaw: a depot without a fortress, of the Imperial camp's colour (seed L135); Masuria: no depot.
    let (warsaw, masuria) = (sp(&s, "warsaw"), sp(&s, "masuria"));
    s.chance.script.dice = vec![2, 2];
    engine::games::kutuzov::control::place_flag(&mut s, masuria, R1);
    morale::flag_placed(&mut s, masuria, R1);
    assert_eq!(attempts(&s), 0);
    engine::games::kutuzov::control::place_flag(&mut s, warsaw, R1);
    morale::flag_placed(&mut s, warsaw, R1);
    assert_eq!(attempts(&s), 1);
    assert_eq!(s.morale[1], 1);
}

#[test]
fn the_imperials_will_to_fight_dice_give_fn_an_attempt_with_only_gain_markers() {
    // KUT 19.82 a (L2207): the 8 dice, each 4–6 a marker; holding only Gain markers afterwards and with no rise
    // in this impulse, FN's rise opportunity (9.53). Both morales at Les Grognards: the rise (a) comes first,
    // and puts the Imperial morale a box above the Tsarist one: then the conquest roll (b, c).
    let mut s = start("s1", 72);
    s.rules = 9;
    let grognards = s.data.morale[1].iter().position(|b| b.key == "les_grognards").unwrap() as u8;
    s.morale[1] = grognards - 1;
    morale::drop(&mut s, TSARIST);
    assert!(s.wtf_pending);
    s.morale[0] = grognards;
    s.loss[0] = 0;
    s.gain[0] = 1;
    s.chance.script.dice = vec![4, 5, 6, 1, 1, 1, 1, 1, /* rise */ 1, 2, /* conquest */ 1];
    will_to_fight::resolve(&mut s);
    assert_eq!(log_nums(&s, "kut.rise_attempt"), vec![vec![3, 4]]);
    assert_eq!(s.morale[0], grognards - 1);
    assert_eq!(log_nums(&s, "kut.conquest_roll").len(), 1);
    // With Loss markers left after the dice, no attempt.
    let mut s = start("s1", 72);
    s.rules = 9;
    s.morale[1] = grognards - 1;
    morale::drop(&mut s, TSARIST);
    s.morale[0] = grognards;
    s.loss[0] = 5;
    s.chance.script.dice = vec![4, 5, 6, 1, 1, 1, 1, 1, 1, 2];
    will_to_fight::resolve(&mut s);
    assert_eq!((attempts(&s), s.loss[0], s.morale[0]), (0, 2, grognards));
    assert!(log_nums(&s, "kut.conquest_roll").is_empty(), "no box above the Tsarists': no conquest roll");
    // Under rules 8 no attempt either.
    let mut s = start("s1", 72);
    s.rules = 8;
    s.morale[1] = grognards - 1;
    morale::drop(&mut s, TSARIST);
    s.morale[0] = grognards;
    s.loss[0] = 0;
    s.gain[0] = 1;
    s.chance.script.dice = vec![4, 5, 6, 1, 1, 1, 1, 1, 1, 2];
    will_to_fight::resolve(&mut s);
    assert_eq!((attempts(&s), s.morale[0]), (0, grognards));
    let _ = Kutuzov::prompt(&s);
}

#[test]
fn at_elan_du_guerre_the_turn_s_end_keeps_four_gain_markers() {
    // KUT 9.53 (L909, D7): at the top box no attempt, and at the turn's end at most 4 Morale Gain markers are
    // kept (during the turn any number). The Tsarists below the top keep theirs.
    let mut s = start("s1", 13);
    s.rules = 9;
    s.morale = [0, 2];
    s.loss = [0, 0];
    s.gain = [7, 7];
    morale::cap_at_top(&mut s);
    assert_eq!(s.gain, [4, 7]);
    assert_eq!(log_nums(&s, "kut.gain_capped"), vec![vec![3, 4]]);
}
