//! The turn's end, morale, sudden deaths and victory (KUT 4.24, 9, 19, 20).

use super::common::*;
use engine::games::kutuzov::data::{FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::state::{Place, Step};
use engine::games::kutuzov::{morale, turn, Kutuzov};
use engine::Game;

#[test]
fn a_morale_check_drops_only_on_a_roll_below_the_loss_markers() {
    let mut s = start("s1", 21);
    s.loss[1] = 5;
    // KUT 9.2: 2d6 = 5 is not below 5 Loss markers: nothing happens.
    s.chance.script.dice = vec![2, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!((s.morale[1], s.loss[1]), (1, 5));
    // 4 is below 5: one box down, the markers removed.
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!((s.morale[1], s.loss[1]), (2, 0));
    // Without Loss markers: 2d6 + Gain markers ≥ 9 rises one box and removes the Gain markers.
    s.gain[1] = 3;
    s.chance.script.dice = vec![3, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!((s.morale[1], s.gain[1]), (1, 0));
}

#[test]
fn gain_and_loss_markers_cancel() {
    let mut s = start("s1", 22);
    s.gain[0] = 2;
    // KUT 9.51: Gain and Loss markers cancel one for one.
    morale::add_loss(&mut s, IMPERIAL, 3);
    assert_eq!((s.gain[0], s.loss[0]), (0, 1));
    morale::gain(&mut s, IMPERIAL, 2);
    assert_eq!((s.gain[0], s.loss[0]), (1, 0));
}

#[test]
fn nine_loss_markers_call_a_check_and_falling_off_the_track_loses() {
    let mut s = start("s1", 23);
    let last = s.data.morale[1].len() as u8 - 1;
    s.morale[1] = last;
    // KUT 9.4 (1): reaching 9 Loss markers calls a check at once; 2 is below 9: below Sauve Qui Peut (9.22).
    s.chance.script.dice = vec![1, 1];
    morale::add_loss(&mut s, TSARIST, 9);
    let o = s.outcome.clone().expect("the Tsarists lose");
    assert!(o.won(FN) && o.won(FS) && !o.won(R1));
    assert_eq!(o.reason, "kut_morale");
    // The log says who won and why: the Imperials, the Tsarists' morale.
    let end = s.log.iter().find(|e| e.id == "kut.game_end_morale").expect("the game's end in the log");
    assert_eq!(end.args, vec![engine::Arg::Key("kut.camp.imperial".into()), engine::Arg::Key("kut.camp.tsarist".into())]);
}

#[test]
fn fourteen_keys_win_for_the_tsarists_from_turn_two() {
    let mut s = start("s2", 24);
    // KUT 19.3: at the end of an Imperial scheduled impulse, from turn 2, 14 Tsarist Keys win.
    let kon = sp(&s, "konigsberg");
    s.flags[kon as usize] = Some(R1);
    for i in 0..s.data.spaces.len() {
        if s.data.spaces[i].home.camp() == Some(TSARIST) {
            s.flags[i] = None;
            s.sp[i] = [0, 0, 0, 0, s.sp[i][4], s.sp[i][5]];
        }
    }
    for l in 0..s.leaders.len() {
        if let Place::Map(x) = s.leaders[l] {
            if s.data.spaces[x as usize].home.camp() == Some(TSARIST) && s.data.leaders[l].power % 2 == 0 {
                s.leaders[l] = Place::Available;
            }
        }
    }
    assert!(engine::games::kutuzov::control::tsarist_keys(&s) >= 14);
    turn::sudden_death(&mut s, Some(R1));
    assert!(s.outcome.is_none(), "only after an Imperial impulse");
    turn::sudden_death(&mut s, Some(FN));
    assert_eq!(s.outcome.clone().unwrap().reason, "kut_keys");
    // The log line says by how many Keys: those held, against the 14 needed (seed L2092).
    let held = engine::games::kutuzov::control::tsarist_keys(&s) as i32;
    assert_eq!(log_nums(&s, "kut.game_end_keys"), vec![vec![held, 14]]);
}

#[test]
fn the_game_end_line_gives_the_conquest_roll() {
    // KUT 19.5, 19.82 c: the Will to Fight's conquest roll, a natural 6: the line gives the die, the modifier
    // and the total, as the roll's own line does.
    let mut s = start("s1", 26);
    s.chance.script.dice = vec![6];
    turn::conquest_roll_of(&mut s, true);
    assert_eq!(s.outcome.clone().unwrap().reason, "kut_will_to_fight");
    let roll = log_nums(&s, "kut.conquest_roll")[0].clone();
    let end = s.log.iter().find(|e| e.id == "kut.game_end_will_to_fight").expect("the game's end in the log");
    assert_eq!(end.args[0], engine::Arg::Key("kut.camp.imperial".into()));
    assert!(matches!(end.args[1], engine::Arg::Roll(6)));
    assert_eq!(log_nums(&s, "kut.game_end_will_to_fight"), vec![roll]);
}

#[test]
fn the_conquest_roll_counts_napoleon_off_the_map() {
    let mut s = start("s1", 25);
    // KUT 19.5: −3 when Napoleon is not on the map; at the scenario's start the other modifiers are the
    // Imperial Elan du Guerre (+1), the Tsarists' Vive l'Empereur (0) and 13 Tsarist Keys (0).
    let nap = s.data.leader("napoleon").unwrap();
    turn::conquest_roll(&mut s);
    let with = log_nums(&s, "kut.conquest_roll").last().unwrap()[0];
    s.leaders[nap as usize] = Place::Dead;
    turn::conquest_roll(&mut s);
    let without = log_nums(&s, "kut.conquest_roll").last().unwrap()[0];
    assert_eq!(with, 1);
    assert_eq!(without, with - 3);
}

#[test]
fn warsaw_counts_one_point_for_each_imperial_power() {
    let mut s = start("s1", 26);
    let vp = turn::victory_points(&s);
    let w = sp(&s, "warsaw");
    // KUT 20.2: Warsaw held by the Imperials gives FN and FS 1 VP each (in half points: 2); held by the
    // Tsarists it is a Key and a depot: 2 VP to the Power whose flag flies there.
    clear(&mut s);
    let base = turn::victory_points(&s);
    s.flags[w as usize] = Some(R2);
    let taken = turn::victory_points(&s);
    assert_eq!(base[FN as usize] - taken[FN as usize], 2);
    assert_eq!(base[FS as usize] - taken[FS as usize], 2);
    assert_eq!(taken[R2 as usize] - base[R2 as usize], 4);
    let _ = vp;
}

#[test]
fn the_impulse_phase_ends_after_the_last_holder_s_extra_impulse() {
    let mut s = start("s1", 27);
    // Only R1 holds cards: it takes one more impulse, then the turn ends (KUT 4.24).
    for p in [0usize, 2, 3] {
        s.hands[p].clear();
    }
    s.resources = [0; 4];
    s.hands[1] = vec![FIVE_CP];
    // Without cards FN has nothing to do but for its To the Bridges marker (KUT 18.2, rules 11): set aside.
    s.bridge_first_impulse.clear();
    s.steps.clear();
    s.steps.push(Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(FN)));
    engine::games::kutuzov::advance(&mut s);
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "done");
    act(&mut s, "done");
    assert!(s.log.iter().any(|e| e.id == "kut.end_of_turn"), "turn 1's impulses are over");
    // KUT 17.2: the interphase's reinforcements follow, the Power after the last impulse's first.
    if s.outcome.is_none() {
        let p = Kutuzov::prompt(&s);
        assert_eq!(p.id, "kut.reinforce");
        assert_eq!(p.seat, Some(FS));
    }
}
