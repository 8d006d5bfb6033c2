//! Rules 18: the Prussian revolt at Sauve Qui Peut (Play Book 9.3's morale table, L2696; KUT 20.31, 20.33,
//! L2247, L2268; L1922; E76). Each test has the other reading (rules 17: no revolt; the Prussians stayed FN's
//! hesitant allies, FN always scored its 20.31 point and R1 never the revolt's 20.33 point) beside it.

use engine::games::kutuzov::data::{contingent, Nation, FN, IMPERIAL, R1, TSARIST};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::{control, impulse, revolt, turn, Kutuzov};
use engine::Game;

use super::common::*;

/// FN to play a 5-CP card under `rules` with the Imperial morale at Sauve Qui Peut (box 5) and the Tsarist at
/// Marchez Vous (box 2: no morale dice, so the battles' dice are counted exactly), Yorck with 3 Prussian SP
/// and one leaderless French SP in `space`.
fn prussians_in(rules: u32, space: &str) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    s.morale = [5, 2];
    put_leader(&mut s, "yorck", space);
    put(&mut s, FN, Nation::Prussian, space, 3);
    put(&mut s, FN, Nation::French, space, 1);
    s
}

fn pru(s: &State, space: &str) -> u8 {
    s.sp[sp(s, space) as usize][contingent(FN, Nation::Prussian).unwrap()]
}

fn r1(s: &State, space: &str) -> u8 {
    s.sp[sp(s, space) as usize][contingent(R1, Nation::Russian).unwrap()]
}

fn french(s: &State, space: &str) -> u8 {
    s.sp[sp(s, space) as usize][contingent(FN, Nation::French).unwrap()]
}

#[test]
fn the_revolting_prussians_attack_and_flag_their_win() {
    // L2696: every Prussian soldier attacks the Imperials in its space; a win places their flag, turned R1's.
    let mut s = prussians_in(18, "kovno");
    // R1's 3 dice (3 SP, no leader: Yorck is removed, E76): a 6 eliminates the French SP; the French die a 1.
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(revolt::in_revolt(&s));
    assert_eq!(leader_at(&s, "yorck"), Place::Dead, "L2696: Yorck is removed");
    assert_eq!(pru(&s, "kovno"), 0);
    assert_eq!(r1(&s, "kovno"), 3, "the Prussian soldiers are R1's");
    assert_eq!(french(&s, "kovno"), 0);
    assert_eq!(log_nums(&s, "kut.battle_dice"), vec![vec![3], vec![1]]);
    assert_eq!(control::controller(&s, sp(&s, "kovno")), Some(R1), "R1's duchy (its home: no flag needed, 7.1)");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend", "FN spends its card's CP after the revolt");
}

#[test]
fn under_rules_17_the_prussians_do_not_revolt() {
    let mut s = prussians_in(17, "kovno");
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(!revolt::in_revolt(&s));
    assert_eq!(leader_at(&s, "yorck"), Place::Map(sp(&s, "kovno")));
    assert_eq!(pru(&s, "kovno"), 3);
    assert_eq!(r1(&s, "kovno"), 0);
    assert!(log_nums(&s, "kut.battle_dice").is_empty());
}

#[test]
fn the_revolt_flags_a_won_fortress() {
    // L2696: "(even a fortress)": Grodno (fortress 2) under FN's flag, won by the Prussians, gets R1's flag,
    // where a battle's flag overrun never reaches a fortress (12.9).
    let mut s = prussians_in(18, "grodno");
    let g = sp(&s, "grodno");
    s.flags[g as usize] = Some(FN);
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    // R1's flag on its own home duchy removes the enemy's (KUT 7.1): the duchy is R1's again.
    assert_eq!(s.flags[g as usize], None);
    assert_eq!(control::controller(&s, g), Some(R1));
    assert!(s.log.iter().any(|e| e.id == "kut.revolt_flag"));
}

#[test]
fn the_revolt_flags_a_won_imperial_duchy() {
    // L2696: an Imperial home duchy (Masuria, FN's) won by the revolters carries R1's flag, where a battle's
    // flag overrun asks a surplus of eliminations (12.9) and the loser had none to spare here.
    let mut s = prussians_in(18, "masuria");
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(s.flags[sp(&s, "masuria") as usize], Some(R1));
}

#[test]
fn beaten_revolters_go_to_the_regroup_box_and_place_no_flag() {
    // E76: the beaten revolters came from no space: they go to the Regroup Box whole, as a relief force (6.34).
    let mut s = prussians_in(18, "kovno");
    let before = s.regroup[contingent(R1, Nation::Russian).unwrap()];
    // R1's dice all 1s; the French die a 6: one R1 SP eliminated, the Imperials win.
    s.chance.script.dice = vec![1, 1, 1, 6];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(r1(&s, "kovno"), 0);
    assert_eq!(french(&s, "kovno"), 1);
    assert_eq!(s.regroup[contingent(R1, Nation::Russian).unwrap()], before + 2);
    assert_eq!(s.flags[sp(&s, "kovno") as usize], None, "no flag for a defeat");
}

#[test]
fn the_revolts_battle_has_no_terrain() {
    // L2696: no terrain: the French in the Prussia zone (an Imperial home zone, +1 die to its defender, L1285)
    // roll only their 1 SP's die.
    let mut s = prussians_in(18, "zone-prussia");
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(log_nums(&s, "kut.battle_dice"), vec![vec![3], vec![1]]);
}

#[test]
fn the_prussian_flags_turn_r1s_and_konigsberg_gets_r1s_flag() {
    // L2696: every Prussian flag becomes an R1 flag; R1's flag goes on Königsberg and the Imperials there retreat.
    let mut s = prussians_in(18, "kovno");
    let vilna = sp(&s, "vilna");
    s.flags[vilna as usize] = Some(FN);
    s.ally_flags.push(vilna);
    let kb = sp(&s, "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 2);
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    // Vilna is R1's home: R1's flag there only removes the Prussian one (KUT 7.1); the duchy is R1's.
    assert_eq!(s.flags[vilna as usize], None);
    assert_eq!(control::controller(&s, vilna), Some(R1));
    assert!(!s.ally_flags.contains(&vilna));
    assert_eq!(s.flags[kb as usize], Some(R1));
    let p = Kutuzov::prompt(&s);
    assert_eq!(p.id, "kut.retreat", "the Imperials in Königsberg retreat");
    assert_eq!(p.seat, Some(FN));
}

#[test]
fn under_rules_17_the_prussian_flags_stay_fns() {
    let mut s = prussians_in(17, "kovno");
    let vilna = sp(&s, "vilna");
    s.flags[vilna as usize] = Some(FN);
    s.ally_flags.push(vilna);
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(s.flags[vilna as usize], Some(FN));
    assert_eq!(s.flags[sp(&s, "konigsberg") as usize], None);
}

#[test]
fn the_revolt_moves_fns_point_to_r1_and_ends_prussian_reinforcements() {
    // KUT 20.31 (L2247): FN's point only while Prussia is not in revolt; 20.33 (L2268): R1's point once it is.
    // L1922: the Prussian reinforcement CP only while Prussia is not in revolt; L2696: no Prussian unit built.
    let mut s = prussians_in(18, "kovno");
    let items = turn::reinforcement_items(&s, FN, 2);
    assert!(items.iter().any(|(i, _)| i == "cp_prussia"));
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(revolt::points(&s), [0, 1], "FN's 20.31 point gone, R1's 20.33 point scored");
    // The points alone: the same map with and without the revolt (the half-points of victory_points, x2).
    let mut t = s.clone();
    t.prussia_revolted = false;
    let (with, without) = (turn::victory_points(&s), turn::victory_points(&t));
    assert_eq!(with[FN as usize], without[FN as usize] - 2);
    assert_eq!(with[R1 as usize], without[R1 as usize] + 2);
    let items = turn::reinforcement_items(&s, FN, 2);
    assert!(!items.iter().any(|(i, _)| i == "cp_prussia"));
    assert!(impulse::build_sites(&s, contingent(FN, Nation::Prussian).unwrap()).is_empty());
}

#[test]
fn under_rules_17_fn_keeps_its_point() {
    let mut s = prussians_in(17, "kovno");
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(revolt::points(&s), [1, 0]);
    assert!(turn::reinforcement_items(&s, FN, 2).iter().any(|(i, _)| i == "cp_prussia"));
}

#[test]
fn the_revolt_waits_for_no_combat_and_happens_once() {
    // E76: started by the morale's fall, once nothing is under way; for the rest of the game (L2696).
    let mut s = prussians_in(18, "zone-poland");
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(revolt::in_revolt(&s));
    let n = s.log.iter().filter(|e| e.id == "kut.prussian_revolt").count();
    assert_eq!(n, 1);
    s.morale[0] = 4;
    assert!(!revolt::check(&mut s), "no second revolt");
    let _ = (IMPERIAL, TSARIST);
}

#[test]
fn no_card_is_played_in_the_revolts_battle() {
    // L2696: no card effects: FN, holding #104 Victory or Death with a piece in the battle, is not asked (5.3's
    // window does not open).
    let mut s = prussians_in(18, "kovno");
    give_card(&mut s, FN, 104);
    s.chance.script.dice = vec![6, 1, 1, 1];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(log_nums(&s, "kut.battle_dice"), vec![vec![3], vec![1]]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert!(s.hands[FN as usize].contains(&104));
}
