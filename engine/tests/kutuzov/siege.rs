//! Sieges (KUT 13).

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN};
use engine::games::kutuzov::state::{Place, State};

fn besiege(at: &str, leader: &str, sp_: u8) -> State {
    let mut s = start("s1", 41);
    clear(&mut s);
    put_leader(&mut s, leader, at);
    put(&mut s, FN, Nation::French, at, sp_);
    s
}

#[test]
fn a_fortress_taken_before_its_last_round_is_a_siege_overrun() {
    let mut s = besiege("grodno", "davout", 4);
    let g = sp(&s, "grodno");
    // KUT 13.2: no CP — offered in the impulse before any card.
    assert!(offered(&s, "siege davout"));
    // Davout 4 + 4 SP + Elan 2 = 10 dice; two 6s against Grodno's strength 2 in round 1 (13.32).
    s.chance.script.dice = vec![6, 6, 1, 1, 1, 1, 1, 1, 1, 1, /* fortress */ 1, 1, /* sack */ 5];
    act(&mut s, "siege davout");
    assert_eq!(s.flags[g as usize], Some(FN));
    // Play Book 9.11, 13.51: a strength-2 Tsarist fortress costs the Tsarists 2 Loss markers; the taker
    // gains 1. Sack (13.52): 5 + (2 − 1) = 6 → 2 resources (FN had 4) — but Grodno is sacked already in no
    // scenario 1 set-up, so the roll is made.
    assert_eq!(s.loss[1], 2);
    assert_eq!(s.gain[0], 1);
    assert_eq!(s.resources[0], 6);
    // KUT 13.42: taken in round 1 of 2 — a siege overrun: Davout is not marked.
    assert!(!s.marked[s.data.leader("davout").unwrap() as usize]);
}

#[test]
fn brest_taken_in_its_last_round_marks_the_army() {
    let mut s = besiege("brest", "davout", 4);
    // KUT 13.42 (L1547): Brest (2): one 6 in round 1, then one more in round 2 — taken, not an overrun.
    // KUT 13.33: round 2 only because round 1's 6s (1) beat the fortress's hits (0).
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "siege davout");
    let b = sp(&s, "brest");
    assert_eq!(s.flags[b as usize], Some(FN));
    assert!(s.marked[s.data.leader("davout").unwrap() as usize]);
    assert!(!offered(&s, "siege davout"), "KUT 13.22: one siege per fortress per impulse");
}

#[test]
fn a_round_that_does_not_beat_the_fortress_ends_the_siege() {
    let mut s = besiege("grodno", "davout", 4);
    // One 6 against a fortress 5: equal is not enough (13.33); the siege fails and the army is marked.
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1];
    act(&mut s, "siege davout");
    assert_eq!(s.flags[sp(&s, "grodno") as usize], None);
    assert!(s.marked[s.data.leader("davout").unwrap() as usize]);
    assert!(log_nums(&s, "kut.siege_round").len() == 1);
}

#[test]
fn an_imperial_besieger_of_riga_rolls_half_its_dice() {
    let mut s = besiege("riga", "napoleon", 8);
    // KUT 13.31 (L1506): Napoleon (5-8) + 8 SP at Elan du Guerre: 2 + 5 + 8 = 15 → 8 dice.
    s.chance.script.dice = vec![1; 8 + 4];
    act(&mut s, "siege napoleon");
    assert_eq!(log_nums(&s, "kut.siege_round")[0][1], 8);
    assert_eq!(leader_at(&s, "napoleon"), Place::Map(sp(&s, "riga")));
}

#[test]
fn tsarists_who_sack_a_fortress_roll_an_attrition_whose_losses_regroup() {
    use engine::games::kutuzov::data::R1;
    use engine::games::kutuzov::impulse::Impulse;
    use engine::games::kutuzov::state::Step;
    let mut s = start("s1", 42);
    clear(&mut s);
    let g = sp(&s, "grodno");
    s.flags[g as usize] = Some(FN);
    put_leader(&mut s, "barclay", "grodno");
    put(&mut s, R1, Nation::Russian, "grodno", 4);
    s.steps = vec![Step::Impulse(Impulse::new(R1))];
    let res = s.resources[R1 as usize];
    // Barclay 4 SP + 1 + Vive l'Empereur 1 = 6 dice: two 6s take Grodno (2) in round 1; the sack roll
    // 6 + (2 − 1) = 7 gives 2 resources; then the attrition of L1577: every die a 6.
    s.chance.script.dice = vec![6, 6, 1, 1, 1, 1, /* fortress */ 1, 1, /* sack */ 6, /* attrition */ 6, 6, 6, 6, 6];
    act(&mut s, "siege barclay");
    assert_eq!(s.flags[g as usize], None, "Grodno is R1's again");
    assert_eq!(s.resources[R1 as usize], res + 2);
    // KUT 13.52 (L1577): the losses go to the Regroup Box, not eliminated.
    let hits = log_nums(&s, "kut.attrition").last().unwrap()[1] as u8;
    assert!(hits > 0);
    assert_eq!(s.regroup[4], hits.min(4));
    assert_eq!(s.sp[g as usize][4], 4 - hits.min(4));
    assert_eq!(s.total_sp(4), 4, "nothing eliminated");
}

/// Davout with 6 French SP besieges Brest (strength 2) at Les Grognards (a third of the disruptions to the
/// Regroup Box, 12.54) under `rules`: round 1 one 6 beats the fortress's no hit; round 2 no 6 against two 5s.
fn besieged_at_les_grognards(rules: u32) -> State {
    let mut s = besiege("brest", "davout", 6);
    s.rules = rules;
    s.morale[0] = 3;
    // Round 1: Davout 4 + 6 SP = 10 dice, one 6; the fortress 1, 1. Round 2: 10 dice, no 6; the fortress 5, 5.
    s.chance.script.dice = [vec![6], vec![1; 9], vec![1, 1], vec![1; 10], vec![5, 5], vec![1; 20]].concat();
    act(&mut s, "siege davout");
    s
}

#[test]
fn the_besiegers_disruptions_go_to_the_regroup_box_by_their_morale() {
    // KUT 13.34 (L1522): "the besieging formation is affected by its camp's morale (12.54)": at Les Grognards a
    // third of each round's disruptions, rounded up, goes to the Regroup Box (L1362–L1368): 2 → 1 SP.
    let s = besieged_at_les_grognards(12);
    let b = sp(&s, "brest");
    assert_eq!(log_nums(&s, "kut.siege_round").iter().map(|r| r[1]).collect::<Vec<_>>(), [10, 10]);
    assert_eq!(s.sp[b as usize][0], 5);
    assert_eq!(s.regroup[0], 1);
    assert_eq!(s.total_sp(0), 6, "regrouped, not eliminated (D18)");
    assert_eq!(s.attrition_loss, 0, "no Attrition Loss marker for a regrouped SP (14.42)");
}

#[test]
fn under_rules_11_the_besiegers_disruptions_stay() {
    let s = besieged_at_les_grognards(11);
    let b = sp(&s, "brest");
    assert_eq!(s.sp[b as usize][0], 6);
    assert_eq!(s.regroup[0], 0);
}
