//! The Tsarist Will to Fight (KUT 19.8) and the trigger of Retreat from Moscow (KUT 19.7), rules version 2.

use super::common::*;
use engine::games::kutuzov::data::{FN, FS, TSARIST};
use engine::games::kutuzov::morale;
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::will_to_fight::{self, Rfm};

fn box_of(s: &State, key: &str) -> u8 {
    s.data.morale[1].iter().position(|b| b.key == key).unwrap() as u8
}

#[test]
fn the_first_marker_reached_triggers_retreat_from_moscow_the_next_gives_a_resource() {
    // KUT 19.81 (L2198–L2199): markers on Les Grognards, Tu Felix Austria and Sauve Qui Peut (L2445).
    let mut s = start("s1", 71);
    assert_eq!(s.will_to_fight.len(), 3);
    assert_eq!(s.rfm, Rfm::None);
    s.morale[1] = box_of(&s, "les_grognards") - 1;
    morale::drop(&mut s, TSARIST);
    assert_eq!(s.rfm, Rfm::Triggered);
    assert_eq!(s.will_to_fight.len(), 2, "the marker is removed");
    assert!(s.wtf_pending, "reached during an impulse: 19.82 at its end");
    // Already triggered: the Imperial Power with fewer resources gains one.
    s.resources[FN as usize] = 1;
    s.resources[FS as usize] = 3;
    s.morale[1] = box_of(&s, "tu_felix_austria") - 1;
    morale::drop(&mut s, TSARIST);
    assert_eq!((s.resources[FN as usize], s.resources[FS as usize]), (2, 3));
    assert_eq!(s.will_to_fight.len(), 1);
}

#[test]
fn the_imperials_roll_eight_dice_and_a_natural_six_wins() {
    // KUT 19.82 (L2205–L2211): 8 dice, each 4–6 a Morale marker; the Imperial morale (Elan du Guerre) above
    // the Tsarist one: the conquest roll, and a natural 6 ends the game in an Imperial victory with no capital.
    let mut s = start("s1", 72);
    s.morale[1] = box_of(&s, "les_grognards") - 1;
    morale::drop(&mut s, TSARIST);
    s.loss[0] = 1;
    s.chance.script.dice = vec![4, 5, 1, 1, 1, 1, 1, 1, /* conquest */ 6];
    will_to_fight::resolve(&mut s);
    assert_eq!((s.loss[0], s.gain[0]), (0, 1), "2 markers: one Loss marker removed, one Gain marker");
    assert_eq!(s.outcome.as_ref().map(|o| o.reason.as_str()), Some("kut_will_to_fight"));
}

#[test]
fn no_conquest_roll_unless_the_imperial_morale_is_higher() {
    let mut s = start("s1", 73);
    s.morale[1] = box_of(&s, "les_grognards") - 1;
    morale::drop(&mut s, TSARIST);
    s.morale[0] = s.morale[1];
    s.chance.script.dice = vec![1; 8];
    will_to_fight::resolve(&mut s);
    assert!(s.outcome.is_none());
    assert!(log_nums(&s, "kut.conquest_roll").is_empty());
}

#[test]
fn no_will_to_fight_sudden_death_once_retreat_from_moscow_is_adopted() {
    // KUT 19.723 (L2190): scenario 4 starts with Retreat from Moscow adopted.
    let mut s = start("s4", 74);
    assert_eq!(s.rfm, Rfm::Adopted);
    s.morale[1] = box_of(&s, "les_grognards") - 1;
    morale::drop(&mut s, TSARIST);
    assert!(!s.wtf_pending);
}

#[test]
fn a_rules_1_record_has_no_will_to_fight_markers_and_no_entrenchments() {
    use engine::games::kutuzov::Kutuzov;
    use engine::Game;
    let mut h = header("s1", 75, "4");
    h.rules = 1;
    let mut s = Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap();
    assert!(s.will_to_fight.is_empty());
    assert!(s.entrenched.iter().all(|&e| !e));
    s.morale[1] = box_of(&s, "les_grognards") - 1;
    morale::drop(&mut s, TSARIST);
    assert_eq!(s.rfm, Rfm::None);
}
