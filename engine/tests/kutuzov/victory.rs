//! Sudden deaths (KUT 19.1, 19.21–19.23), ties in battle at Sauve Qui Peut (12.61), and the winner by points:
//! its ties (20.4) and the individual winner (20.5).

use engine::games::kutuzov::data::{Kind, Nation, FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::{control, morale, turn, Kutuzov};
use engine::{Arg, Game};

use super::common::*;

#[test]
fn a_morale_below_sauve_qui_peut_ends_the_game_at_once_with_cards_in_hand() {
    // KUT 19.1: a camp's morale falling below Sauve Qui Peut ends the game that moment, in the middle of an
    // impulse, cards unplayed; one box higher the same drop does not.
    let mut s = bare_s1(&[FIVE_CP], &[3, 5]);
    s.morale[TSARIST as usize] = 5;
    morale::drop(&mut s, TSARIST);
    let o = s.outcome.clone().expect("the game is over");
    assert!(o.won(FN) && o.won(FS));
    assert!(!s.hands[R1 as usize].is_empty(), "R1 still holds its cards");
    assert!(Kutuzov::prompt(&s).actions.is_empty(), "nobody acts after a sudden death");
    let mut s = bare_s1(&[FIVE_CP], &[3, 5]);
    s.morale[TSARIST as usize] = 4;
    morale::drop(&mut s, TSARIST);
    assert!(s.outcome.is_none());
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN));
}

#[test]
fn the_will_to_fight_roll_conquers_russia_on_a_six_without_a_capital() {
    // KUT 19.21, 19.82 c: the Will to Fight's conquest roll ends the game on a natural 6 even with no capital in
    // Imperial hands; the turn's ordinary roll (19.5) of the same 6 needs a capital.
    let mut s = start("s1", 51);
    s.chance.script.dice = vec![6];
    turn::conquest_roll_of(&mut s, true);
    assert_eq!(s.outcome.clone().expect("Russia conquered").reason, "kut_will_to_fight");
    let mut s = start("s1", 51);
    s.chance.script.dice = vec![6];
    turn::conquest_roll_of(&mut s, false);
    assert!(s.outcome.is_none(), "no capital: the ordinary roll goes on");
}

#[test]
fn both_capitals_flagged_win_on_turns_one_and_two_only() {
    // KUT 19.22: on turns 1 and 2 Imperial flags on Moscow and St. Petersburg win at once; from turn 3 not.
    let flagged = |turn: u8, both: bool| {
        let mut s = start("s1", 52);
        s.turn = turn;
        let (m, p) = (sp(&s, "moscow"), sp(&s, "st-petersburg"));
        s.flags[m as usize] = Some(FN);
        if both {
            s.flags[p as usize] = Some(FS);
        }
        turn::sudden_death(&mut s, None);
        s.outcome.map(|o| o.reason)
    };
    assert_eq!(flagged(1, true).as_deref(), Some("kut_capitals"));
    assert_eq!(flagged(2, true).as_deref(), Some("kut_capitals"));
    assert_eq!(flagged(2, false), None, "one capital is not enough");
    assert_eq!(flagged(3, true), None);
}

#[test]
fn the_third_roll_that_could_conquer_wins_on_turns_one_and_two() {
    // KUT 19.22: on turns 1 and 2 the third conquest roll made with a capital in Imperial hands (so that
    // conquest was possible) wins, whatever its result; from turn 3 it does not.
    let third = |turn: u8| {
        let mut s = start("s1", 53);
        s.turn = turn;
        s.conquest_rolls = 2;
        let m = sp(&s, "moscow");
        s.flags[m as usize] = Some(FN);
        // 1 + the modifiers (Elan +1, Moscow +1, …): no conquest, no defeat.
        s.chance.script.dice = vec![1];
        turn::conquest_roll(&mut s);
        s.outcome.map(|o| o.reason)
    };
    assert_eq!(third(2).as_deref(), Some("kut_third_roll"));
    assert_eq!(third(3), None);
    // Without a capital the roll could not conquer: it does not count.
    let mut s = start("s1", 53);
    s.turn = 2;
    s.conquest_rolls = 2;
    s.chance.script.dice = vec![1];
    turn::conquest_roll(&mut s);
    assert!(s.outcome.is_none());
    assert_eq!(s.conquest_rolls, 2);
}

/// Scenario 1 on `turn` with an Imperial flag on every Key duchy the Tsarists control but `keep`.
fn keys_taken(turn: u8, keep: Option<&str>) -> State {
    let mut s = start("s1", 54);
    clear(&mut s);
    s.turn = turn;
    let kept = keep.map(|k| sp(&s, k));
    for i in 0..s.data.spaces.len() {
        let x = &s.data.spaces[i];
        if x.kind == Kind::Duchy && x.key_duchy && control::controller_camp(&s, i as u16) == Some(TSARIST) && Some(i as u16) != kept {
            s.flags[i] = Some(FN);
        }
    }
    s
}

#[test]
fn russia_without_a_key_is_conquered_from_turn_three() {
    // KUT 19.23: from turn 3, the Tsarists controlling no Key duchy lose at once.
    let mut s = keys_taken(3, None);
    assert_eq!(control::tsarist_keys(&s), 0);
    turn::sudden_death(&mut s, None);
    assert_eq!(s.outcome.clone().expect("conquered").reason, "kut_no_keys");
    // One Key left (Kiev): the game goes on.
    let mut s = keys_taken(3, Some("kiev"));
    assert_eq!(control::tsarist_keys(&s), 1);
    turn::sudden_death(&mut s, None);
    assert!(s.outcome.is_none());
}

/// Davout (FN, 4 SP) attacks Barclay (R1, 2 SP) in Vilna from French-flagged Kovno, every die a 1 (no hits):
/// which camp won the first round's tie, if any, and how many rounds were fought.
fn tie_at(imperial_box: u8, tsarist_box: u8) -> (Option<Arg>, usize) {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.bridge_first_impulse.clear();
    s.resources = [0; 4];
    s.morale = [imperial_box, tsarist_box];
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 2);
    act(&mut s, &format!("card {FIVE_CP}"));
    s.chance.script.dice = vec![1; 200];
    act(&mut s, "move davout vilna");
    if Kutuzov::prompt(&s).id == "kut.evade" {
        act(&mut s, "done");
    }
    let won = s.log.iter().find(|e| e.id == "kut.battle_won").map(|e| e.args[0].clone());
    let rounds = s.log.iter().filter(|e| e.id == "kut.battle_dice").count() / 2;
    (won, rounds)
}

#[test]
fn at_sauve_qui_peut_a_tie_is_a_loss() {
    // KUT 12.61: a defender at Sauve Qui Peut loses a tied round; so does an attacker there; both there, the
    // attacker loses. Otherwise a tie goes to a second round (12.52).
    let imperial = Some(Arg::Key("kut.camp.imperial".into()));
    let tsarist = Some(Arg::Key("kut.camp.tsarist".into()));
    assert_eq!(tie_at(0, 5), (imperial.clone(), 1));
    assert_eq!(tie_at(5, 1), (tsarist.clone(), 1));
    assert_eq!(tie_at(5, 5), (tsarist.clone(), 1));
    let (_, rounds) = tie_at(0, 1);
    assert_eq!(rounds, 2);
}

/// Scenario 1 on an empty map at turn 4's end with equal points: the Imperials hold Riga, Smolensk, Dunaburg,
/// Grodno, Minsk and Ryazan, and no Power holds a resource.
fn level_points() -> State {
    let mut s = start("s1", 55);
    clear(&mut s);
    s.resources = [0; 4];
    for k in ["riga", "smolensk", "dunaburg", "grodno", "minsk", "ryazan"] {
        let i = sp(&s, k);
        s.flags[i as usize] = Some(FN);
    }
    let vp = turn::victory_points(&s);
    assert_eq!(vp[0] + vp[2], vp[1] + vp[3], "level points: {vp:?}");
    s
}

fn winner(mut s: State) -> u8 {
    turn::final_victory(&mut s, "kut_vp");
    let o = s.outcome.expect("the game is over");
    if o.won(FN) { IMPERIAL } else { TSARIST }
}

#[test]
fn points_tied_go_to_resources_then_morale_then_the_attrition_level() {
    // KUT 20.4: level points: the camp with more resources wins (resources count for points, 16.6, so the
    // Tsarists' lead in points is taken back by them); level resources: the higher morale; level morale: the
    // Tsarists if the Imperial attrition level is Severe or Crippling, else the Imperials.
    let mut s = level_points();
    let ryazan = sp(&s, "ryazan");
    s.flags[ryazan as usize] = None; // the Tsarists 4 half points more…
    s.resources = [3, 0, 3, 2]; // …and the Imperials 4 more in resources: level points, 6 against 2
    s.morale = [3, 0];
    assert_eq!(winner(s), IMPERIAL, "more resources, though lower morale");
    let mut s = level_points();
    s.morale = [2, 1];
    assert_eq!(winner(s), TSARIST, "level resources: the higher morale");
    let mut s = level_points();
    s.morale = [1, 2];
    assert_eq!(winner(s), IMPERIAL);
    let severe = |s: &State| s.data.attrition_levels.iter().position(|l| l == "severe").unwrap() as u8;
    let mut s = level_points();
    s.morale = [1, 1];
    s.attrition = severe(&s);
    assert_eq!(winner(s), TSARIST, "level morale, Severe attrition");
    let mut s = level_points();
    s.morale = [1, 1];
    s.attrition = severe(&s) - 1;
    assert_eq!(winner(s), IMPERIAL, "level morale, Harsh attrition");
}

#[test]
fn the_individual_winner_has_more_points_then_resources_then_plays_later() {
    // KUT 20.5: of the winning camp's two Powers the one with more points wins; level, more resources; level
    // again, the Power later in impulse order (FS after FN).
    let first = |s: &State, powers| morale::individual_order(s, powers)[0];
    let mut s = start("s1", 56);
    clear(&mut s);
    s.resources = [0; 4];
    let vp = turn::victory_points(&s);
    assert_eq!(vp[FN as usize], vp[FS as usize], "{vp:?}");
    assert_eq!(first(&s, [FN, FS]), FS, "level points and resources: the later Power");
    // More points: FN with a flag on a Russian Key (Minsk) wins though FS holds more resources (a resource is
    // half a point: 1 against the Key's 1 point).
    let minsk = sp(&s, "minsk");
    s.flags[minsk as usize] = Some(FN);
    s.resources[FS as usize] = 1;
    let vp = turn::victory_points(&s);
    assert!(vp[FN as usize] > vp[FS as usize], "{vp:?}");
    assert_eq!(first(&s, [FN, FS]), FN);
    // Level points, more resources: R1 is a point ahead of R2 on the empty map; R2 with 2 resources levels the
    // points and holds more resources.
    let mut s = start("s1", 56);
    clear(&mut s);
    s.resources = [0; 4];
    let vp = turn::victory_points(&s);
    let d = vp[R1 as usize] - vp[R2 as usize];
    assert!(d > 0, "{vp:?}");
    s.resources[R2 as usize] = d as u8;
    let vp = turn::victory_points(&s);
    assert_eq!(vp[R1 as usize], vp[R2 as usize]);
    assert_eq!(first(&s, [R1, R2]), R2);
    s.resources = [0, d as u8 + 1, 0, d as u8];
    assert_eq!(first(&s, [R1, R2]), R1, "R1 ahead by half a point");
}

#[test]
fn r2_scores_a_point_while_austria_is_neutral() {
    // KUT 20.34: R2 scores 1 point when Austria is neutral (and FS loses the point Austria gives it, 20.32).
    let mut s = start("s1", 57);
    clear(&mut s);
    s.resources = [0; 4];
    let before = turn::victory_points(&s);
    s.austria_neutral = true;
    let after = turn::victory_points(&s);
    assert_eq!(after[R2 as usize] - before[R2 as usize], 2, "1 point, in half points");
    // R1 scores its own point for it too (20.33).
    assert_eq!(after[R1 as usize] - before[R1 as usize], 2);
}
