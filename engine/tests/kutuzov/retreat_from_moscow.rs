//! Retreat from Moscow (KUT 19.7, 19.71–19.723), rules version 3: the trigger by the capitals, FN's choice
//! after turn 3 and its consequences.

use super::common::*;
use engine::games::kutuzov::data::{FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::retreat_from_moscow as rfm;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::turn::{self, EndOfTurn};
use engine::games::kutuzov::will_to_fight::Rfm;
use engine::games::kutuzov::{advance, Kutuzov};
use engine::Game;

fn at_choice(seed: u64) -> State {
    let mut s = start("s3", seed);
    s.rfm = Rfm::Triggered;
    s.steps.clear();
    rfm::push_choice(&mut s);
    s
}

#[test]
fn the_imperials_holding_moscow_at_a_turns_end_trigger_the_rule() {
    // KUT 19.7 (L2144–L2152): Moscow or St. Petersburg controlled by the Imperials at the end of any turn.
    let mut s = start("s1", 3);
    assert_eq!(s.rfm, Rfm::None);
    rfm::check_capitals(&mut s);
    assert_eq!(s.rfm, Rfm::None, "the Tsarists hold both capitals");
    let m = sp(&s, "moscow");
    s.flags[m as usize] = Some(FN);
    rfm::check_capitals(&mut s);
    assert_eq!(s.rfm, Rfm::Triggered);
    // Rules 2 records keep playing without it.
    let mut old = start("s1", 3);
    old.rules = 2;
    old.flags[m as usize] = Some(FN);
    rfm::check_capitals(&mut old);
    assert_eq!(old.rfm, Rfm::None);
}

#[test]
fn after_turn_three_french_northern_is_asked_before_the_interphase() {
    // KUT 19.71, 19.72 (L2154–L2160): triggered, turn 3 over, the game not ended: FN chooses before the interphase (17).
    let mut asked = 0;
    for seed in 0..40 {
        let mut s = start("s3", seed);
        s.rfm = Rfm::Triggered;
        s.steps = vec![Step::EndOfTurn(EndOfTurn)];
        advance(&mut s);
        if s.outcome.is_some() {
            continue;
        }
        let p = Kutuzov::prompt(&s);
        assert_eq!(p.id, "kut.rfm_choice", "seed {seed}");
        assert_eq!(p.seat, Some(FN));
        assert_eq!(s.turn, 3, "the interphase waits");
        assert!(offered(&s, "keep-fighting") && offered(&s, "retreat-from-moscow 2") && offered(&s, "retreat-from-moscow 0"));
        act(&mut s, "keep-fighting");
        assert_eq!(s.rfm, Rfm::Triggered, "19.721: the conquest goes on");
        assert_ne!(Kutuzov::prompt(&s).id, "kut.rfm_choice");
        asked += 1;
    }
    assert!(asked > 5);
    // A rules-2 record: nobody is asked (Moscow held at scenario 3's start would trigger it under rules 3).
    for seed in 0..10 {
        let mut s = start("s3", seed);
        s.rules = 2;
        s.rfm = Rfm::Triggered;
        s.steps = vec![Step::EndOfTurn(EndOfTurn)];
        advance(&mut s);
        if s.outcome.is_none() {
            assert_ne!(Kutuzov::prompt(&s).id, "kut.rfm_choice");
        }
    }
}

#[test]
fn the_choice_is_not_offered_after_turn_two_or_when_the_game_ends_at_turn_three() {
    let mut s = start("s1", 4);
    s.rfm = Rfm::Triggered;
    s.turn = 2;
    assert!(!rfm::choice_due(&s), "19.71: after turn 3 only");
    s.turn = 3;
    assert!(rfm::choice_due(&s));
    s.last_turn = 3;
    assert!(!rfm::choice_due(&s), "scenario 2 ends after turn 3");
}

#[test]
fn retreating_gives_two_resources_raises_the_tsarist_morale_and_worsens_attrition_two_steps() {
    // KUT 19.722 (L2168–L2174).
    let mut s = at_choice(11);
    s.resources = [1, 1, 1, 1];
    s.morale[TSARIST as usize] = 3;
    s.loss = [0, 2];
    s.gain = [0, 1];
    s.attrition = 0;
    s.attrition_loss = 5;
    rfm::adopt(&mut s, 1);
    assert_eq!(s.rfm, Rfm::Adopted);
    assert_eq!((s.resources[FN as usize], s.resources[FS as usize]), (2, 2), "FN's share and FS's");
    assert_eq!(s.morale[TSARIST as usize], 2, "up one box");
    assert_eq!((s.loss[TSARIST as usize], s.gain[TSARIST as usize]), (0, 1), "Loss markers gone, Gain markers kept");
    assert_eq!(s.attrition, 2, "two steps");
    assert_eq!(s.attrition_loss, 0);
    assert!(s.loss[IMPERIAL as usize] > 0, "each step brings its Morale Loss markers");
    // Chosen at the prompt: the interphase follows.
    let mut s = at_choice(11);
    act(&mut s, "retreat-from-moscow 1");
    assert_eq!(s.rfm, Rfm::Adopted);
    assert!(log_nums(&s, "kut.rfm_adopted").len() == 1);
    assert!(s.turn == 4 || s.steps.iter().any(|x| matches!(x, Step::Interphase(_))), "then the interphase");
}

#[test]
fn a_tsarist_morale_at_the_top_or_an_attrition_level_at_the_bottom_gives_resources_instead() {
    // KUT 19.722: already Elan du Guerre, the Tsarist camp a resource; each attrition step that cannot be
    // taken, an Imperial resource.
    let mut s = at_choice(12);
    s.resources = [0, 3, 0, 2];
    s.morale[TSARIST as usize] = 0;
    let last = s.data.attrition_levels.len() as u8 - 1;
    s.attrition = last - 1;
    rfm::adopt(&mut s, 2);
    assert_eq!(s.resources[R2 as usize], 3, "the poorer Tsarist Power");
    assert_eq!(s.resources[R1 as usize], 3);
    assert_eq!(s.attrition, last, "one step taken");
    assert_eq!(s.resources[FN as usize] + s.resources[FS as usize], 3, "2 for the retreat, 1 for the step not taken");
}

#[test]
fn keeping_up_the_conquest_changes_nothing() {
    // KUT 19.721 (L2162): the conquest goes on as rule 20 says.
    let mut s = at_choice(13);
    let before = (s.morale, s.attrition, s.loss);
    act(&mut s, "keep-fighting");
    assert_eq!(before, (s.morale, s.attrition, s.loss));
    assert_eq!(s.rfm, Rfm::Triggered);
    assert!(log_nums(&s, "kut.rfm_adopted").is_empty());
}

#[test]
fn once_retreated_the_tsarists_get_three_home_cards_for_turn_four() {
    // KUT 19.723 (L2190).
    let mut s = at_choice(14);
    assert_eq!(rfm::tsarist_home_cards(&s, R1, 4, 2), 2);
    rfm::adopt(&mut s, 2);
    assert_eq!(rfm::tsarist_home_cards(&s, R1, 4, 2), 3);
    assert_eq!(rfm::tsarist_home_cards(&s, FN, 4, 2), 2, "the Imperials as usual");
}

#[test]
fn on_turn_four_the_imperial_home_keys_and_depots_score_two_more_and_resources_a_whole_point() {
    // KUT 20 (L2263): Warsaw gives the Imperials 6 (3 to each Power when two players hold them).
    let mut s = start("s4", 15);
    s.rules = 3;
    s.rfm = Rfm::Adopted;
    let w = sp(&s, "warsaw");
    s.flags[w as usize] = None;
    let before = {
        let mut t = s.clone();
        t.rfm = Rfm::Triggered;
        turn::victory_points(&t)
    };
    let after = turn::victory_points(&s);
    let bonus = rfm::bonus_half_points(&s);
    assert!(bonus[FN as usize] >= 4 && bonus[FS as usize] >= 4, "Warsaw: 2 more points to each, {bonus:?}");
    assert_eq!(after[FN as usize] - before[FN as usize], bonus[FN as usize]);
    assert_eq!(bonus[R1 as usize] + bonus[R2 as usize], 0, "the Tsarists' points do not change");
    let mut rich = s.clone();
    rich.resources[FN as usize] += 2;
    assert_eq!(rfm::bonus_half_points(&rich)[FN as usize] - bonus[FN as usize], 2, "a resource is a whole point");
}
