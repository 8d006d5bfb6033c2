//! The end of the turn in the order KUT 4.1 gives it: Home cards discarded, morale (4.5), resources cut to 5
//! (4.6), the defeat or conquest roll (4.7), the peace roll or the game's end (4.8), the interphase (4.9, 17);
//! passing (4.23); morale checks removing at most 9 markers (9.21); and the Imperial attrition level rising
//! on 4 Gain markers (14.47).

use engine::games::kutuzov::data::{FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::turn::EndOfTurn;
use engine::games::kutuzov::{advance, morale, Kutuzov};
use engine::{Arg, Game};

use super::common::*;

/// Scenario 1, an empty map and empty hands, on `turn`, about to run the end of the turn with these dice.
fn turn_ends(turn: u8, dice: &[u8]) -> State {
    let mut s = bare_s1(&[], &[]);
    s.turn = turn;
    s.chance.script.dice = dice.to_vec();
    s.steps.clear();
    s.steps.push(Step::EndOfTurn(EndOfTurn));
    s
}

// Dice for the end of turn on an empty map: the Imperial attrition level check (2d6, KUT 14.43), the Imperial
// and Tsarist morale checks (2d6 each, no change at 2), then the conquest roll (1d6), then the peace roll (1d6)
// if one is due.
const QUIET: [u8; 8] = [1, 1, 1, 1, 1, 1, 3, 1];

#[test]
fn unplayed_home_cards_are_discarded_when_the_impulses_end() {
    // KUT 4.1: when the impulses are over the Home cards not played are discarded; regular cards stay.
    let mut s = turn_ends(1, &QUIET);
    let home = s.home_deck[0].pop().unwrap();
    give_card(&mut s, FN, home);
    give_card(&mut s, FN, FIVE_CP);
    advance(&mut s);
    assert!(!s.hands[FN as usize].contains(&home));
    assert!(s.home_used[IMPERIAL as usize].contains(&home));
    assert!(s.hands[FN as usize].contains(&FIVE_CP));
}

#[test]
fn each_camp_checks_its_morale_at_the_end_of_the_turn() {
    // KUT 4.5, 9.2: the morale step: the Imperials, then the Tsarists, check; 5 Tsarist Loss markers and a roll
    // of 2 drop the Tsarist morale one box.
    let mut s = turn_ends(1, &QUIET);
    s.loss[TSARIST as usize] = 5;
    let before = s.morale;
    advance(&mut s);
    let checks: Vec<Arg> = s.log.iter().filter(|e| e.id == "kut.morale_check").map(|e| e.args[0].clone()).collect();
    assert_eq!(checks, vec![Arg::Key("kut.camp.imperial".into()), Arg::Key("kut.camp.tsarist".into())]);
    assert_eq!(s.morale, [before[0], before[1] + 1]);
    assert_eq!(s.loss[TSARIST as usize], 0);
}

#[test]
fn resources_above_five_are_lost_at_the_end_of_the_turn() {
    // KUT 4.6: a Power with more than 5 resources discards the excess before the interphase's income (17.1).
    let mut s = turn_ends(1, &QUIET);
    s.resources = [7, 3, 5, 9];
    advance(&mut s);
    assert!(s.outcome.is_none());
    let got = income(&s);
    let after: Vec<i32> = s.resources.iter().map(|&r| r as i32).collect();
    assert_eq!(after, vec![5 + got[0], 3 + got[1], 5 + got[2], 5 + got[3]]);
}

#[test]
fn the_defeat_roll_can_end_the_game_at_the_turn_s_end() {
    // KUT 4.7, 19.5: with no sudden death the conquest roll is made; Imperial morale at Sauve Qui Peut (−3)
    // and Napoleon off the map (−3) make a 3 a total of −3: the Imperials are defeated, and no interphase follows.
    let mut s = turn_ends(1, &QUIET);
    s.morale[IMPERIAL as usize] = 5;
    advance(&mut s);
    assert_eq!(log_nums(&s, "kut.conquest_roll"), vec![vec![-6, -3]]);
    let o = s.outcome.clone().expect("the game is over");
    assert_eq!(o.reason, "kut_defeat");
    assert!(o.won(R1) && o.won(R2) && !o.won(FN));
    assert!(!s.steps.iter().any(|x| matches!(x, Step::Interphase(_))));
    // At Elan du Guerre the same 3 totals 1 (+1 −3): the game goes on to the interphase (KUT 4.9).
    let mut s = turn_ends(1, &QUIET);
    advance(&mut s);
    assert_eq!(log_nums(&s, "kut.conquest_roll"), vec![vec![-2, 1]]);
    assert!(s.outcome.is_none());
    assert!(s.steps.iter().any(|x| matches!(x, Step::Interphase(i) if i.turn == 2)), "the interphase before turn 2");
}

#[test]
fn the_peace_roll_after_turns_two_and_three_only() {
    // KUT 4.8, 19.6: after turn 2 (and 3) a peace roll: a 6 ends the game by victory points.
    let mut s = turn_ends(2, &[1, 1, 1, 1, 1, 1, 3, 6]);
    advance(&mut s);
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.peace_roll").count(), 1);
    assert_eq!(s.outcome.clone().expect("peace").reason, "kut_peace");
    // A 5 does not.
    let mut s = turn_ends(2, &[1, 1, 1, 1, 1, 1, 3, 5]);
    advance(&mut s);
    assert!(s.outcome.is_none());
    // After turn 1 there is no peace roll at all: the 6 is never rolled for it.
    let mut s = turn_ends(1, &[1, 1, 1, 1, 1, 1, 3, 6]);
    advance(&mut s);
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.peace_roll").count(), 0);
    assert!(s.outcome.is_none());
}

#[test]
fn the_game_ends_after_turn_four_by_victory_points() {
    // KUT 4.8, 20.1: at the end of turn 4 the game ends and the points decide; there is no peace roll.
    let mut s = turn_ends(4, &QUIET);
    advance(&mut s);
    assert_eq!(s.outcome.clone().expect("the game is over").reason, "kut_vp");
    assert!(s.log.iter().any(|e| e.id == "kut.final_vp"));
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.peace_roll").count(), 0);
}

#[test]
fn a_power_without_cards_passes_unless_it_has_something_to_do() {
    // KUT 4.23: FN holds no card and no resource: it passes, and R1 is the first asked.
    let mut s = bare_s1(&[], &[FIVE_CP]);
    s.bridge_first_impulse.clear();
    s.resources = [0; 4];
    s.steps = vec![Step::Impulse(Impulse::new(FN))];
    advance(&mut s);
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    assert!(s.log.iter().any(|e| e.id == "kut.pass"));
    // With two resources it may use them before the marker moves: buy a card (16.3) or pass.
    let mut s = bare_s1(&[], &[FIVE_CP]);
    s.bridge_first_impulse.clear();
    s.resources = [2, 0, 0, 0];
    s.steps = vec![Step::Impulse(Impulse::new(FN))];
    advance(&mut s);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.impulse", Some(FN)));
    assert!(offered(&s, "buy") && offered(&s, "done"));
    act(&mut s, "done");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
}

#[test]
fn a_drop_removes_every_loss_marker_up_to_nine() {
    // KUT 9.21: 6 Loss markers and a roll of 5: one box down, all 6 removed; a roll of 6: nothing.
    let mut s = start("s1", 41);
    s.loss[TSARIST as usize] = 6;
    s.chance.script.dice = vec![3, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!((s.morale[1], s.loss[1]), (1, 6), "6 is not below 6");
    s.chance.script.dice = vec![2, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!((s.morale[1], s.loss[1]), (2, 0));
    // With 12 markers a drop removes exactly 9: 3 stay.
    s.loss[TSARIST as usize] = 12;
    s.drops = [0, 0]; // a new impulse: no Emergency Recovery (KUT 9) is due
    s.chance.script.dice = vec![1, 1];
    morale::check(&mut s, TSARIST);
    assert_eq!((s.morale[1], s.loss[1]), (3, 3));
}

#[test]
fn four_attrition_gain_markers_raise_the_level_one_step() {
    // KUT 14.47: with 4 Attrition Gain markers the Imperial attrition level rises one step and the 4 go; the
    // Imperials get the Morale Gain markers of the level reached (Problematic: 2).
    let mut s = start("s1", 42);
    clear(&mut s);
    s.marker = FN;
    s.steps = vec![Step::Impulse(Impulse::new(FN))];
    give_card(&mut s, FN, FIVE_CP);
    s.attrition = 2;
    s.attrition_loss = 0;
    s.attrition_gain = 2;
    s.gain = [0, 0];
    s.loss = [0, 0];
    s.resources[FN as usize] = 2;
    // One success: 3 Gain markers, no rise.
    s.chance.script.dice = vec![5, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "attrition-resource");
    assert_eq!((s.attrition, s.attrition_gain), (2, 3));
    // The fourth: Difficult to Problematic, the 4 markers removed, 2 Morale Gain markers.
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "attrition-resource");
    assert_eq!(s.data.attrition_levels[s.attrition as usize], "problematic");
    assert_eq!(s.attrition_gain, 0);
    assert_eq!(s.gain[IMPERIAL as usize], 2);
    let _ = FS;
}
