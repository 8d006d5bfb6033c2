//! Attrition (KUT 14, 4.3, 10.4) and Cossacks (KUT 4.4).

use super::common::*;
use engine::games::kutuzov::attrition;
use engine::games::kutuzov::data::{Nation, FN, IMPERIAL, R1, TSARIST};
use engine::games::kutuzov::state::Place;

fn level(s: &engine::games::kutuzov::state::State, key: &str) -> u8 {
    s.data.attrition_levels.iter().position(|l| l == key).unwrap() as u8
}

#[test]
fn imperial_attrition_dice_follow_the_level() {
    let mut s = start("s1", 31);
    clear(&mut s);
    let kovno = sp(&s, "kovno");
    // KUT 14.41 (L1624): Davout + 4 SP at Difficult: 5 dice + 1 (5/3 rounded down) = 6.
    s.attrition = level(&s, "difficult");
    assert_eq!(attrition::dice(&s, 5, 1, IMPERIAL, kovno), 6);
    // KUT 14.48 (L1700): 1 leader + 7 SP → 8 + 2 = 10; 1 leader + 1 SP → 2 + 0.
    assert_eq!(attrition::dice(&s, 8, 1, IMPERIAL, kovno), 10);
    assert_eq!(attrition::dice(&s, 2, 1, IMPERIAL, kovno), 2);
    // KUT 14.3 (L1610-L1614): 1 leader + 5 SP twice = 12 dice; at Problematic (6 + 1) × 2 = 14.
    s.attrition = level(&s, "normal");
    assert_eq!(attrition::dice(&s, 6, 2, IMPERIAL, kovno), 12);
    s.attrition = level(&s, "problematic");
    assert_eq!(attrition::dice(&s, 6, 2, IMPERIAL, kovno), 14);
    // The Tsarists never roll the Imperial extras.
    assert_eq!(attrition::dice(&s, 6, 2, TSARIST, kovno), 12);
}

#[test]
fn a_friendly_depot_halves_the_dice_rounding_the_removed_half_up() {
    let mut s = start("s1", 32);
    clear(&mut s);
    let moscow = sp(&s, "moscow");
    s.flags[moscow as usize] = Some(FN);
    // KUT 14.2 (L1604): Napoleon + 8 SP in French-held Moscow: 9 dice, 5 removed → 4 (the DMC's second
    // halving to 2 needs a DMC, which this version does not place yet).
    assert_eq!(attrition::dice(&s, 9, 1, IMPERIAL, moscow), 4);
    // A scorched depot does not halve.
    s.scorched[moscow as usize] = true;
    assert_eq!(attrition::dice(&s, 9, 1, IMPERIAL, moscow), 9);
}

#[test]
fn winter_fives_go_to_the_regroup_box() {
    let mut s = start("s1", 33);
    clear(&mut s);
    put(&mut s, R1, Nation::Russian, "kovno", 4);
    let kovno_id = sp(&s, "kovno");
    s.turn = 3;
    // KUT 14.6: in winter each 6 eliminates and each 5 goes to the Regroup Box.
    s.chance.script.dice = vec![6, 5, 4, 1];
    let lost = attrition::roll(&mut s, kovno_id, TSARIST, 1, None);
    assert_eq!(lost, 2);
    assert_eq!(s.sp[sp(&s, "kovno") as usize][4], 2);
    assert_eq!(s.regroup[4], 1);
    // On turns 1 and 2 a 5 does nothing.
    s.turn = 2;
    s.chance.script.dice = vec![5, 5];
    attrition::roll(&mut s, kovno_id, TSARIST, 1, None);
    assert_eq!(s.sp[sp(&s, "kovno") as usize][4], 2);
}

#[test]
fn nine_attrition_loss_markers_worsen_the_level_and_cap_the_morale() {
    let mut s = start("s1", 34);
    clear(&mut s);
    put(&mut s, FN, Nation::French, "kovno", 9);
    let kovno_id = sp(&s, "kovno");
    s.attrition = level(&s, "problematic");
    s.attrition_loss = 5;
    // KUT 14.42: each French SP lost adds an Attrition Loss marker; at 9 the level drops at once (14.43)
    // and the new level's Morale Loss markers follow (Difficult: 3); its cap, Vive l'Empereur, pulls the
    // Elan du Guerre camp down (14.48, D5).
    s.chance.script.dice = vec![6, 6, 6, 6, 1, 1, 1, 1, 1, 1];
    attrition::roll(&mut s, kovno_id, IMPERIAL, 1, None);
    assert_eq!(s.attrition, level(&s, "difficult"));
    assert_eq!(s.attrition_loss, 0);
    assert_eq!(s.loss[0], 3);
    assert_eq!(s.morale[0], 1, "capped at Vive l'Empereur");
}

#[test]
fn the_turns_attrition_step_flags_the_survivors_duchy() {
    let mut s = start("s1", 35);
    clear(&mut s);
    put(&mut s, FN, Nation::French, "vilna", 2);
    let vilna = sp(&s, "vilna");
    // KUT 4.3: a formation in an uncontrolled duchy suffers attrition; survivors flag it. Then FN's
    // attrition level roll (2d6 against 0 markers: nothing).
    s.chance.script.dice = vec![1, 1, 3, 4];
    attrition::turn_step(&mut s);
    assert_eq!(s.flags[vilna as usize], Some(FN));
    assert_eq!(s.sp[vilna as usize][0], 2);
    assert_eq!(s.attrition, 0);
}

#[test]
fn cossacks_remove_lonely_imperial_flags_on_four_or_more() {
    let mut s = start("s1", 36);
    clear(&mut s);
    let vilna = sp(&s, "vilna");
    let kovno = sp(&s, "kovno");
    s.flags[vilna as usize] = Some(FN);
    s.flags[kovno as usize] = Some(FN);
    put(&mut s, R1, Nation::Russian, "lida", 1);
    // KUT 4.4: Kovno rolls 3 (no Russian adjacent): stays; Vilna rolls 3 + 1 (Lida's Russians) = 4: removed.
    let order: Vec<u16> = (0..s.data.spaces.len() as u16).filter(|&i| i == vilna || i == kovno).collect();
    s.chance.script.dice = order.iter().map(|_| 3).collect();
    attrition::cossacks(&mut s);
    assert_eq!(s.flags[kovno as usize], Some(FN));
    assert_eq!(s.flags[vilna as usize], None);
}

#[test]
fn the_fourth_move_of_an_army_is_a_forced_march() {
    let mut s = start("s1", 37);
    clear(&mut s);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 6);
    for k in ["kovno", "vilkomir", "vilna"] {
        let i = sp(&s, k);
        s.flags[i as usize] = Some(FN);
    }
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    // KUT 10.42: on turns 1-2 the 4th CP move of a formation causes an attrition check.
    act(&mut s, "move davout vilkomir");
    act(&mut s, "move davout vilna");
    act(&mut s, "move davout kovno");
    assert!(!s.log.iter().any(|e| e.id == "kut.attrition"));
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1];
    act(&mut s, "move davout vilkomir");
    assert!(s.log.iter().any(|e| e.id == "kut.attrition"));
    assert_eq!(s.sp[sp(&s, "vilkomir") as usize][0], 5);
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "vilkomir")));
}

#[test]
fn moving_from_an_uncontrolled_duchy_into_an_enemy_one_is_an_ambush() {
    let mut s = start("s1", 38);
    clear(&mut s);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 6);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    // KUT 10.43: Kovno (Russian, no flag, French inside: uncontrolled) to Vilkomir (Russian): attrition.
    s.chance.script.dice = vec![1; 7];
    act(&mut s, "move davout vilkomir");
    assert!(s.log.iter().any(|e| e.id == "kut.attrition"));
    // From a friendly duchy it is not.
    let mut s = start("s1", 38);
    clear(&mut s);
    put_leader(&mut s, "davout", "kovno");
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilkomir");
    assert!(!s.log.iter().any(|e| e.id == "kut.attrition"));
}

#[test]
fn attrition_dice_remove_loss_markers_then_four_gains_raise_the_level() {
    let mut s = start("s1", 39);
    s.attrition = level(&s, "difficult");
    s.attrition_loss = 1;
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    // KUT 14.46: 1 CP, one die; a 5 or 6 removes an Attrition Loss marker, else gives a Gain marker.
    s.chance.script.dice = vec![5, 6, 4, 6, 6];
    act(&mut s, "attrition-die");
    assert_eq!((s.attrition_loss, s.attrition_gain), (0, 0));
    act(&mut s, "attrition-die");
    act(&mut s, "attrition-die");
    assert_eq!(s.attrition_gain, 1, "a 4 does nothing");
    act(&mut s, "attrition-die");
    act(&mut s, "attrition-die");
    assert_eq!(s.attrition_gain, 3);
    assert_eq!(s.attrition, level(&s, "difficult"));
    // The fourth Gain marker raises the level to Problematic (14.45) with its 2 Morale Gain markers (14.5).
    s.hands[0] = vec![];
    let gain_before = s.gain[0];
    let engine::games::kutuzov::state::Step::Spend(x) = s.steps.last_mut().unwrap() else { panic!() };
    x.cp = 1;
    s.chance.script.dice = vec![6];
    act(&mut s, "attrition-die");
    assert_eq!(s.attrition, level(&s, "problematic"));
    assert_eq!(s.attrition_gain, 0);
    assert_eq!(s.gain[0], gain_before + 2);
    assert!(!offered(&s, "marker-die"), "no CP left");
}

#[test]
fn an_interception_into_a_scorched_duchy_costs_the_interceptor_an_attrition() {
    use engine::games::kutuzov::data::LineType;
    use engine::Game;
    // KUT 11.5 (L1138): an interception's attrition is a move's, without forced march: entering a scorched
    // duchy (10.45) is one.
    let mut s = start("s1", 51);
    clear(&mut s);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    let v = sp(&s, "vilna");
    let y = *s.data.graph.neighbours(v).iter().find(|&&x| x != k && !s.data.graph.adjacent(x, k) && !matches!(s.data.line(x, v), Some(LineType::River | LineType::Marsh)) && s.data.spaces[x as usize].kind == engine::games::kutuzov::data::Kind::Duchy).unwrap();
    let yk = s.data.spaces[y as usize].key.clone();
    put_leader(&mut s, "barclay", &yk);
    put(&mut s, R1, Nation::Russian, &yk, 3);
    s.scorched[v as usize] = true;
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilna");
    assert_eq!(engine::games::kutuzov::Kutuzov::prompt(&s).id, "kut.intercept");
    s.chance.script.dice = vec![6, 6, /* the interceptor's attrition: 3 SP and Barclay */ 1, 1, 1, 1];
    act(&mut s, "intercept barclay");
    let first = s.log.iter().find(|e| e.id == "kut.attrition").expect("an attrition");
    let dice = first.args.iter().find_map(|a| if let engine::Arg::Dice(d) = a { Some(d.len()) } else { None }).unwrap();
    assert_eq!(dice, 4);
    assert_eq!(leader_at(&s, "barclay"), Place::Map(v));
}

#[test]
fn resources_buy_attrition_marker_dice_in_one_run_per_impulse() {
    // KUT 16.51 (L1818–L1820): a resource, 8 dice, each 5–6 removes an Attrition Loss marker; again as often
    // as the Power likes, but once something else is done, not again this impulse. 16.52 (L1826): with no
    // Loss marker left, a success is an Attrition Gain marker.
    let mut s = start("s1", 52);
    s.resources[FN as usize] = 3;
    s.attrition_loss = 2;
    s.chance.script.dice = vec![5, 6, 1, 1, 1, 1, 1, 1];
    act(&mut s, "attrition-resource");
    assert_eq!((s.attrition_loss, s.resources[FN as usize]), (0, 2));
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "attrition-resource");
    assert_eq!((s.attrition_loss, s.attrition_gain), (0, 1));
    let card = s.hands[FN as usize].iter().copied().find(|&c| s.data.card(c).is_some_and(|x| x.cp.is_some())).unwrap();
    act(&mut s, &format!("card {card}"));
    act(&mut s, "done");
    assert!(!offered(&s, "attrition-resource"), "the run is over once a card was played");
}
