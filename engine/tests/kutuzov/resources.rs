//! Resources spent on Morale Loss markers (KUT 16.54, 16.55, rules 4).

use super::common::*;
use engine::games::kutuzov::data::{FN, R1};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

fn impulse_of(p: engine::games::kutuzov::data::Power) -> State {
    let mut s = start("s1", 8);
    clear(&mut s);
    s.marker = p;
    s.steps = vec![Step::Impulse(Impulse::new(p))];
    give_card(&mut s, p, FIVE_CP);
    s
}

#[test]
fn a_resource_rolls_eight_dice_and_each_five_or_six_removes_a_morale_loss_marker() {
    // KUT 16.54 (L1839–L1846): one resource, 8 dice, a Morale Loss marker per 5 or 6; none left, a Gain marker.
    let mut s = impulse_of(FN);
    s.resources[FN as usize] = 2;
    s.loss[0] = 3;
    s.gain[0] = 0;
    s.chance.script.dice = vec![5, 6, 1, 2, 3, 4, 1, 6];
    act(&mut s, "morale-resource");
    assert_eq!(s.resources[FN as usize], 1);
    assert_eq!(s.loss[0], 0, "three successes, three Loss markers off");
    assert_eq!(log_nums(&s, "kut.morale_resource").last().unwrap(), &vec![3]);
    // KUT 16.55: again in the same impulse, one resource at a time; with no Loss marker left, Gain markers.
    s.chance.script.dice = vec![5, 5, 1, 1, 1, 1, 1, 1];
    act(&mut s, "morale-resource");
    assert_eq!(s.resources[FN as usize], 0);
    assert_eq!((s.loss[0], s.gain[0]), (0, 2));
    assert!(!offered(&s, "morale-resource"), "no resource left");
}

#[test]
fn the_tsarists_too_and_not_under_rules_3() {
    // 16.54 is for any Power (16.51's attrition dice are the Imperials' only).
    let mut s = impulse_of(R1);
    s.resources[R1 as usize] = 1;
    assert!(offered(&s, "morale-resource") && !offered(&s, "attrition-resource"));
    s.rules = 3;
    assert!(!offered(&s, "morale-resource"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
}
