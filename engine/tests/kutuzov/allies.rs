//! Prussia and Austria at low Imperial morale (Play Book 9.3).

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, FS, R1, R2};
use engine::games::kutuzov::state::Place;
use engine::games::kutuzov::{morale, turn};

#[test]
fn hesitant_allies_do_not_march_into_russia() {
    let mut s = start("s1", 51);
    clear(&mut s);
    put_leader(&mut s, "yorck", "konigsberg");
    put(&mut s, FN, Nation::Prussian, "konigsberg", 3);
    let kovno = sp(&s, "kovno");
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    // Play Book 9.3: at Marchez-Vous Prussia is hesitant: no move into a Russian duchy the Imperials do not hold.
    s.morale[0] = 2;
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(!offered(&s, "move yorck kovno"));
    assert!(!offered(&s, "move-sp pru konigsberg kovno"));
    s.flags[kovno as usize] = Some(FN);
    assert!(offered(&s, "move yorck kovno"), "into a French-flagged one it may");
    // At Vive l'Empereur it is not hesitant.
    s.flags[kovno as usize] = None;
    s.morale[0] = 1;
    assert!(offered(&s, "move yorck kovno"));
}

#[test]
fn austria_turns_neutral_at_tu_felix_austria() {
    let mut s = start("s1", 52);
    let vp = turn::victory_points(&s);
    assert!(matches!(leader_at(&s, "schwarzenberg"), Place::Map(_)));
    s.morale[0] = 3;
    // Play Book 9.3: dropping to Tu Felix Austria takes every Austrian soldier and leader out of the game.
    morale::drop(&mut s, engine::games::kutuzov::data::IMPERIAL);
    assert!(s.austria_neutral);
    assert_eq!(leader_at(&s, "schwarzenberg"), Place::Dead);
    assert!(s.sp.iter().all(|x| x[3] == 0));
    // KUT 20.3: each Tsarist Power scores 1, FS loses its point (half points: 2).
    let after = turn::victory_points(&s);
    assert_eq!(after[R1 as usize] - vp[R1 as usize], 2);
    assert_eq!(after[R2 as usize] - vp[R2 as usize], 2);
    assert!(after[FS as usize] < vp[FS as usize]);
    // Nobody may enter Austria's home any more, and no Austrian is built again.
    assert!(engine::games::kutuzov::impulse::build_sites(&s, 3).is_empty());
}

#[test]
fn austria_leaving_during_a_retreat_attrition_breaks_nothing() {
    // Found by the computer player's look-ahead (arena, level 3): a retreat's attrition (KUT 12.62) drops
    // the Imperial attrition level past Crippling, the Imperial morale falls to Tu Felix Austria, and Austria
    // leaves with its SP in the Regroup Box (Play Book 9.3) in the middle of the count of the retreat's hits.
    let mut s = start("s1", 11);
    clear(&mut s);
    put_leader(&mut s, "davout", "masuria");
    put(&mut s, FN, Nation::French, "masuria", 4);
    put_leader(&mut s, "barclay", "grodno");
    put(&mut s, R1, Nation::Russian, "grodno", 1);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    let aut = 3;
    s.regroup[aut] = 2;
    s.morale[0] = 3;
    s.attrition = (s.data.attrition_levels.len() - 1) as u8;
    s.attrition_loss = s.data.k("attrition_drop_loss") as u8 - 1;
    // Two tied rounds (as `a_river_gives_the_defender_three_dice_in_round_one`), then Davout goes back
    // across the River: the retreat attrition's three 6s eliminate three French SP, the first of them the
    // ninth Loss marker.
    s.chance.script.dice = vec![1; 10 + 6 + 10 + 3];
    s.chance.script.dice.extend([6, 6, 6, 1, 1]);
    s.chance.script.dice.extend([1; 20]);
    act(&mut s, "move davout grodno");
    act(&mut s, "done");
    assert!(s.austria_neutral, "the morale drop took Austria out");
    assert_eq!(s.regroup[aut], 0);
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "masuria")));
    // E16: the three eliminations are the retreat's three hits (KUT 12.62), Austria's departure or not: a
    // margin of 3, a rout (12.7), 2 Morale Loss markers (Play Book 9.11), not a plain retreat's 1.
    assert_eq!(s.loss[0], 2);
}
