//! KUT 16.4 (L1806–L1810; rules 21): a Power spends a resource on an attrition roll of its own or its ally's
//! formation, before the roll, to halve its dice; resources stack (15 dice: one resource 7, two 3).

use super::common::*;
use engine::games::kutuzov::attrition;
use engine::games::kutuzov::data::{Nation, FN, FS, IMPERIAL};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::{Arg, Game};

/// The dice of each attrition roll so far (the `kut.attrition` lines), oldest first.
fn attrition_dice(s: &State) -> Vec<usize> {
    s.log
        .iter()
        .filter(|e| e.id == "kut.attrition")
        .map(|e| e.args.iter().find_map(|a| if let Arg::Dice(d) = a { Some(d.len()) } else { None }).unwrap())
        .collect()
}

/// FN's impulse in scenario 1 on an empty map, at the Normal attrition level, holding #84 and `resources`:
/// Davout with 14 French SP (15 units) in Kovno, Russian and unflagged, so uncontrolled with the French in it.
fn davout_in_kovno(resources: u8) -> State {
    let mut s = bare_s1(&[], &[]);
    s.bridge_first_impulse.clear();
    s.attrition = s.data.attrition_levels.iter().position(|l| l == "normal").unwrap() as u8;
    s.resources = [resources, 0, 0, 0];
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 14);
    give_card(&mut s, FN, FIVE_CP);
    s.steps = vec![Step::Impulse(Impulse::new(FN))];
    s
}

/// Davout's 15 units in Kovno roll one attrition there (as the turn's attrition step does, KUT 4.3): its dice.
fn roll_in_kovno(s: &mut State) -> usize {
    let kovno = sp(s, "kovno");
    s.chance.script.dice = vec![1; 20];
    attrition::roll(s, kovno, IMPERIAL, 1, None);
    *attrition_dice(s).last().expect("attrition rolled")
}

/// Davout's army (his command: 6 SP) marches from uncontrolled Kovno into Russian Vilkomir: one attrition
/// (KUT 10.43) on its 7 units; its dice.
fn march(s: &mut State) -> usize {
    if Kutuzov::prompt(s).id == "kut.impulse" {
        act(s, &format!("card {FIVE_CP}"));
    }
    s.chance.script.dice = vec![1; 20];
    act(s, "move davout vilkomir");
    *attrition_dice(s).last().expect("the march rolled attrition")
}

#[test]
fn each_resource_halves_the_attrition_dice_once_more() {
    // KUT 16.4 (L1810): 15 dice; one resource 7, two 3 (14 SP and Davout, 14.1).
    let mut s = davout_in_kovno(2);
    assert_eq!(roll_in_kovno(&mut s), 15);
    let mut s = davout_in_kovno(2);
    act(&mut s, "halve-attrition davout");
    assert_eq!(s.resources[FN as usize], 1, "a resource per halving");
    assert_eq!(roll_in_kovno(&mut s), 7);
    let mut s = davout_in_kovno(2);
    act(&mut s, "halve-attrition davout");
    act(&mut s, "halve-attrition davout");
    assert_eq!(s.resources[FN as usize], 0);
    assert!(!offered(&s, "halve-attrition davout"), "no resource left");
    assert_eq!(roll_in_kovno(&mut s), 3);
    assert_eq!(log_nums(&s, "kut.attrition_halved").last(), Some(&vec![2, 3]));
}

#[test]
fn a_march_s_attrition_is_halved_too_and_the_resource_may_be_spent_after_the_card() {
    // KUT 16.4: "before the dice are rolled" — also after the card is played, before the move that rolls:
    // Davout's army of 7 units rolls 3 dice instead of 7.
    let mut s = davout_in_kovno(1);
    assert_eq!(march(&mut s), 7);
    let mut s = davout_in_kovno(1);
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    act(&mut s, "halve-attrition davout");
    assert_eq!(cp_left(&s), 5, "the resource costs no CP");
    assert_eq!(march(&mut s), 3);
}

#[test]
fn a_halving_serves_one_roll_only() {
    // KUT 16.4: a resource is spent on one attrition roll: Davout's next roll is whole again.
    let mut s = davout_in_kovno(1);
    act(&mut s, "halve-attrition davout");
    assert_eq!(march(&mut s), 3);
    assert!(s.halved.is_empty());
    let vilkomir = sp(&s, "vilkomir");
    s.chance.script.dice = vec![1; 20];
    attrition::roll(&mut s, vilkomir, IMPERIAL, 1, None);
    assert_eq!(*attrition_dice(&s).last().unwrap(), 7);
}

#[test]
fn a_power_may_halve_its_ally_s_roll() {
    // KUT 16.4: "its own or its ally's attrition roll": FN spends its resource on Schwarzenberg's (FS) army;
    // the Tsarists' rolls are not FN's to halve.
    let mut s = davout_in_kovno(1);
    put_leader(&mut s, "schwarzenberg", "pinsk");
    put(&mut s, FS, Nation::Austrian, "pinsk", 6);
    put_leader(&mut s, "platov", "minsk");
    assert!(!offered(&s, "halve-attrition platov"), "an enemy's roll is not the Power's");
    act(&mut s, "halve-attrition schwarzenberg");
    assert_eq!(s.resources, [0, 0, 0, 0], "FN paid, not FS");
    let pinsk = sp(&s, "pinsk");
    s.chance.script.dice = vec![1; 20];
    attrition::roll(&mut s, pinsk, IMPERIAL, 1, None);
    assert_eq!(*attrition_dice(&s).last().unwrap(), 3, "7 units (6 SP and Schwarzenberg), halved once");
}

#[test]
fn under_rules_20_no_resource_halves_attrition() {
    // Rules 1–20 replay as played: 16.4's halving came with rules 21.
    let mut s = davout_in_kovno(2);
    s.rules = 20;
    assert!(!notations(&s).iter().any(|n| n.starts_with("halve-attrition")));
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(!notations(&s).iter().any(|n| n.starts_with("halve-attrition")));
    s.rules = 21;
    assert!(offered(&s, "halve-attrition davout"));
}

/// The turn ends (KUT 4.3–4.8) with `first` dice ahead of the end's own (the level check, both morale checks,
/// the conquest roll: nothing happens).
fn turn_ends(s: &mut State, first: usize) {
    let mut dice = vec![1; first];
    dice.extend([1, 1, 1, 1, 1, 1, 3]);
    s.chance.script.dice = dice;
    s.steps.clear();
    s.steps.push(Step::EndOfTurn(engine::games::kutuzov::turn::EndOfTurn));
    engine::games::kutuzov::advance(s);
}

#[test]
fn the_turn_s_attrition_step_uses_a_halving_and_an_unused_one_is_lost() {
    // KUT 16.4 with 4.3 (E79): Davout's 15 units in uncontrolled Kovno roll the turn's attrition on 7 dice with
    // FN's resource spent on them. In a friendly Kovno nothing rolls: the halving is gone with the turn.
    let mut s = davout_in_kovno(1);
    act(&mut s, "halve-attrition davout");
    turn_ends(&mut s, 7);
    assert_eq!(attrition_dice(&s).first(), Some(&7));
    let mut s = davout_in_kovno(1);
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    act(&mut s, "halve-attrition davout");
    assert_eq!(s.halved.len(), 1);
    turn_ends(&mut s, 0);
    assert!(attrition_dice(&s).is_empty());
    assert!(s.halved.is_empty(), "no halving carried into the next turn");
}
