//! Rules 19: soldiers set aside from a battle in their zone (E45, E77). A leaderless SP that evades may stay in
//! the zone out of the battle (KUT 11.6's exception, L1148), and a lone SP sharing a zone with the enemy may
//! attack it for 1 CP (10.72, L1061–L1063), its camp's other SP taking no part (10.11, L924; 10.73, L1067).
//! Each test has the other reading (rules 18) beside it.

use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;
use super::engage::{cp_left, past_windows};
use super::soldiers_engage::soldiers_beside_rus;

/// The lone French SP has attacked into the Rus zone; R1 is asked to evade its soldiers.
fn lone_attack(rules: u32) -> State {
    let mut s = soldiers_beside_rus(rules);
    act(&mut s, "move-sp fn novgorod zone-rus");
    act(&mut s, "attack-sp fn");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade_sp");
    s
}

const R1_SP: usize = 4;
const FN_SP: usize = 0;

#[test]
fn a_soldier_evading_in_a_zone_may_stay_there() {
    // KUT 11.6 (L1148): an inactive formation that evades successfully in a zone may stay in it; soldiers evade
    // piece by piece (L1146). Under rules 18 the zone itself was no soldier's evasion (E45 as it was).
    for (rules, offered_) in [(19, true), (18, false)] {
        let s = lone_attack(rules);
        assert_eq!(offered(&s, "evade-sp r1 zone-rus"), offered_, "rules {rules}");
        assert!(offered(&s, "evade-sp r1 pskov") || notations(&s).iter().any(|n| n.starts_with("evade-sp r1 ") && n != "evade-sp r1 zone-rus"));
    }
}

#[test]
fn soldiers_that_all_stay_fight_no_battle_and_share_the_zone() {
    // Every R1 SP evades and stays: no battle, both camps share the zone (11.6), nothing moved, no attrition.
    let mut s = lone_attack(19);
    let rus = sp(&s, "zone-rus");
    let loss = s.loss.clone();
    for _ in 0..4 {
        s.chance.script.dice = vec![6, 6];
        act(&mut s, "evade-sp r1 zone-rus");
    }
    past_windows(&mut s);
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.evade_sp_stay").count(), 4);
    assert!(!s.log.iter().any(|e| e.id == "kut.soldiers_battle"), "nobody left to fight");
    assert_eq!((s.sp[rus as usize][FN_SP], s.sp[rus as usize][R1_SP]), (1, 4), "both camps share the zone");
    assert_eq!(s.loss, loss, "soldiers' attempts cost no Morale Loss marker (D3)");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert_eq!(cp_left(&s), 4);
}

#[test]
fn soldiers_that_stayed_take_no_part_in_the_battle() {
    // Two R1 SP stay, two stand: the battle is fought by the two that stood (fewer Tsarist dice than with all
    // four), and the two that stayed are in the zone when it is over. Under rules 18 they could not stay.
    let mut s = lone_attack(19);
    let rus = sp(&s, "zone-rus");
    for _ in 0..2 {
        s.chance.script.dice = vec![6, 6];
        act(&mut s, "evade-sp r1 zone-rus");
    }
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    // During the battle the two stand aside: out of the space's count, still on the board.
    if Kutuzov::prompt(&s).id.starts_with("kut.window") {
        assert_eq!(s.sp[rus as usize][R1_SP], 2, "the battle sees two R1 SP");
        let v = Kutuzov::view(&s, engine::Viewer::All);
        let shown = serde_json::to_value(&v).unwrap()["spaces"][rus as usize]["sp"][R1_SP].as_u64().unwrap();
        assert_eq!(shown, 4, "the board still shows all four");
    }
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.sp_set_aside"));
    assert!(s.log.iter().any(|e| e.id == "kut.soldiers_battle"));
    let aside = dice_of(&s, "tsarist");

    let mut t = lone_attack(19);
    t.chance.script.dice = vec![1; 80];
    act(&mut t, "done");
    past_windows(&mut t);
    let all = dice_of(&t, "tsarist");
    assert!(aside[0] < all[0], "two SP roll fewer dice than four: {aside:?} against {all:?}");
    assert!(s.sp[rus as usize][R1_SP] >= 2, "the two that stayed are still there");
    assert!(s.steps.iter().all(|x| !matches!(x, engine::games::kutuzov::state::Step::Rejoin(_))), "nobody is left aside");
}

#[test]
fn a_soldier_that_fails_to_stay_fights_and_gives_the_attacker_its_die() {
    // KUT 11.8: a failed attempt, staying or leaving, gives the attacker one die more in round 1 (and takes the
    // defenders' terrain dice). Under rules 18 a lone soldier's battle did not count failed evasions.
    for (rules, more) in [(19, 1), (18, 0)] {
        let mut s = lone_attack(rules);
        s.chance.script.dice = [vec![1, 1], vec![1; 80]].concat();
        let to = notations(&s).into_iter().find(|n| n.starts_with("evade-sp r1 ")).unwrap();
        act(&mut s, &to);
        act(&mut s, "done");
        past_windows(&mut s);
        let failed = dice_of(&s, "imperial");
        let mut t = lone_attack(rules);
        t.chance.script.dice = vec![1; 80];
        act(&mut t, "done");
        past_windows(&mut t);
        assert_eq!(failed[0], dice_of(&t, "imperial")[0] + more, "rules {rules}");
    }
    let mut s = lone_attack(19);
    s.chance.script.dice = [vec![1, 1], vec![1; 80]].concat();
    act(&mut s, "evade-sp r1 zone-rus");
    assert!(s.log.iter().any(|e| e.id == "kut.evade_sp_stay"));
    act(&mut s, "done");
    past_windows(&mut s);
    let failed = dice_of(&s, "imperial");
    let mut t = lone_attack(19);
    t.chance.script.dice = vec![1; 80];
    act(&mut t, "done");
    past_windows(&mut t);
    assert_eq!(failed[0], dice_of(&t, "imperial")[0] + 1);
}

/// FN to act with 5 CP: `fn_sp` French SP without a leader already in the Rus zone beside 4 R1 SP.
fn sharing_rus(rules: u32, fn_sp: u8) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    put(&mut s, FN, Nation::French, "zone-rus", fn_sp);
    put(&mut s, R1, Nation::Russian, "zone-rus", 4);
    s
}

#[test]
fn a_lone_soldier_sharing_a_zone_may_attack_for_one_cp() {
    // KUT 10.72 (L1061–L1063): formations sharing a zone with the enemy may attack it later for the CP of a
    // move. Under rules 18 only armies did (E45 as it was).
    for (rules, offered_) in [(19, true), (18, false)] {
        let s = sharing_rus(rules, 1);
        assert_eq!(offered(&s, "attack-sp fn zone-rus"), offered_, "rules {rules}");
    }
    let mut s = sharing_rus(19, 1);
    act(&mut s, "attack-sp fn zone-rus");
    assert!(s.log.iter().any(|e| e.id == "kut.zone_attack_sp"));
    assert_eq!(cp_left(&s), 4, "1 CP");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade_sp", Some(R1)), "the enemy may evade first (11.6)");
    assert!(offered(&s, "evade-sp r1 zone-rus"), "staying included");
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.soldiers_battle"));
    // Beaten or not, the SP is still in the zone (E45: an attacker in its own zone has nowhere to go back to).
    let rus = sp(&s, "zone-rus");
    assert!(s.sp[rus as usize][FN_SP] + s.regroup[FN_SP] >= 1);
    assert!(!offered(&s, "attack-sp fn zone-rus"), "soldiers that fought attack no more this impulse (10.52)");
}

#[test]
fn the_lone_soldiers_camp_takes_no_part_in_its_attack() {
    // KUT 10.11 (L924): two soldiers never attack together; the attacking SP's two companions stand aside.
    let mut s = sharing_rus(19, 3);
    let rus = sp(&s, "zone-rus");
    act(&mut s, "attack-sp fn zone-rus");
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    if Kutuzov::prompt(&s).id.starts_with("kut.window") {
        assert_eq!(s.sp[rus as usize][FN_SP], 1, "one French SP fights");
    }
    past_windows(&mut s);
    let one = dice_of(&s, "imperial");
    assert!(s.log.iter().any(|e| e.args.first() == Some(&engine::Arg::Num(2)) && e.id == "kut.sp_set_aside"));
    // The same attack by a lone SP with nobody beside it rolls the same dice.
    let mut t = sharing_rus(19, 1);
    act(&mut t, "attack-sp fn zone-rus");
    t.chance.script.dice = vec![1; 80];
    act(&mut t, "done");
    past_windows(&mut t);
    assert_eq!(one[0], dice_of(&t, "imperial")[0]);
    assert!(s.sp[rus as usize][FN_SP] >= 2, "the two that stood aside are back");
}

#[test]
fn no_soldiers_attack_where_an_army_of_their_camp_stands() {
    // E77: with a leader of the camp in the zone the attack there is an army's (10.72 `attack <leader>`).
    let mut s = sharing_rus(19, 2);
    put_leader(&mut s, "davout", "zone-rus");
    assert!(!offered(&s, "attack-sp fn zone-rus"));
    assert!(offered(&s, "attack davout"), "the army attacks instead");
}

#[test]
fn a_soldier_entering_where_its_camp_stands_may_attack_alone() {
    // Rules 19 (E77): a second SP entering the zone where the first stands may attack alone, the first set
    // aside; under rules 18 it only stayed (E48).
    let mut s = soldiers_beside_rus(19);
    put(&mut s, FN, Nation::French, "zone-rus", 1);
    act(&mut s, "move-sp fn novgorod zone-rus");
    assert_eq!(notations(&s), ["attack-sp fn", "stay"]);
    act(&mut s, "attack-sp fn");
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.sp_set_aside"));
    assert!(s.log.iter().any(|e| e.id == "kut.soldiers_battle"));
}

#[test]
fn a_soldier_that_stayed_on_entering_attacks_no_more_this_impulse() {
    // E77: an SP that entered the zone this impulse (and stayed, 10.71) makes no 10.72 attack in it until a
    // later impulse (10.51: a formation entering a zone stops there).
    let mut s = soldiers_beside_rus(19);
    act(&mut s, "move-sp fn novgorod zone-rus");
    act(&mut s, "stay");
    past_windows(&mut s);
    assert!(!offered(&s, "attack-sp fn zone-rus"));
}
