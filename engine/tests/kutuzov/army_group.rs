//! Rules 13: army groups and Staff Officers (KUT 1.63, 10.6, 10.61–10.65, 10.73), the two-Power group's
//! Commander (10.62), the allied surcharge of a group (10.12 a), the hesitant ally left behind (9.31 a), the
//! group's extra Morale Loss marker (Play Book 9.11, T24) and the siege by army groups (13.36). Each test
//! has the other reading beside it (rules 12, or the rule read the other way).

use engine::games::kutuzov::army_group;
use engine::games::kutuzov::data::{Nation, FN, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// Scenario 1, an empty map, `power` to act holding the 5-CP card, under `rules`; both camps at Marchez-Vous
/// (no morale dice, no disruptions regrouped: the dice counts below are the formations' own).
fn bare(rules: u32, power: u8) -> State {
    let mut s = bare_s1(&[], &[]);
    s.rules = rules;
    give_card(&mut s, power, FIVE_CP);
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(power));
    s.morale = [2, 2];
    s
}

fn spending(rules: u32, power: u8) -> State {
    let mut s = bare(rules, power);
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

fn cp_left(s: &State) -> u8 {
    s.steps.iter().rev().find_map(|x| if let Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap()
}

fn past_windows(s: &mut State) {
    while Kutuzov::prompt(s).id.starts_with("kut.window") {
        act(s, "done");
    }
}

/// Kutuzov (4-6) and Barclay (1-4) in Elnya with `n` R1 SP, R1 spending 5 CP.
fn kutuzov_and_barclay(rules: u32, n: u8) -> State {
    let mut s = spending(rules, R1);
    put_leader(&mut s, "kutuzov", "elnya");
    put_leader(&mut s, "barclay", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", n);
    s
}

#[test]
fn a_group_of_two_armies_pays_two_cp_a_space() {
    // KUT 10.63 (L1036): Kutuzov (6) and Barclay (4) with 10 SP are two armies: 2 CP a space.
    let mut s = kutuzov_and_barclay(13, 10);
    act(&mut s, "move-group kutuzov dorogobuzh");
    let d = sp(&s, "dorogobuzh");
    assert_eq!(cp_left(&s), 3, "2 CP, one per army (not 1 for the group)");
    assert_eq!(s.sp[d as usize][4], 10, "all 10 SP march together");
    assert_eq!((leader_at(&s, "kutuzov"), leader_at(&s, "barclay")), (Place::Map(d), Place::Map(d)));
}

#[test]
fn a_staff_officer_makes_no_second_army() {
    // KUT 10.63 (L1036): Kutuzov with 5 SP and Barclay is one army (Barclay his Staff Officer): 1 CP.
    let mut s = kutuzov_and_barclay(13, 5);
    act(&mut s, "move-group kutuzov dorogobuzh");
    let d = sp(&s, "dorogobuzh");
    assert_eq!(cp_left(&s), 4, "1 CP (not 1 per leader)");
    assert_eq!(s.sp[d as usize][4], 5);
    assert_eq!(leader_at(&s, "barclay"), Place::Map(d), "the Staff Officer goes with his Commander");
}

#[test]
fn before_rules_13_no_group_moves() {
    // Rules 12: every leader moves his own army; no group move is offered.
    let s = kutuzov_and_barclay(12, 10);
    assert!(!notations(&s).iter().any(|n| n.starts_with("move-group")));
    assert!(offered(&s, "move kutuzov dorogobuzh"));
}

#[test]
fn two_powers_never_make_one_army() {
    // KUT 10.63 (L1038): Kutuzov and Platov with 6 R1 SP and 4 R2 SP are two armies; Kutuzov with 5 R1 SP and
    // Platov are still two: another Power's leader is never a Staff Officer of one's army.
    let mut s = bare(13, R1);
    put_leader(&mut s, "kutuzov", "elnya");
    put_leader(&mut s, "platov", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", 6);
    put(&mut s, R2, Nation::Russian, "elnya", 4);
    let e = sp(&s, "elnya");
    let both = [s.data.leader("kutuzov").unwrap(), s.data.leader("platov").unwrap()];
    assert_eq!(army_group::armies(&s, e, &both), 2);
    put(&mut s, R1, Nation::Russian, "elnya", 5);
    put(&mut s, R2, Nation::Russian, "elnya", 0);
    assert_eq!(army_group::armies(&s, e, &both), 2);
    assert!(army_group::is_group(&s, e, TSARIST), "KUT 10.6: allied armies make a group whatever their size");
    // The same command with one Power: Barclay in Platov's place is Kutuzov's Staff Officer.
    let one = [s.data.leader("kutuzov").unwrap(), s.data.leader("barclay").unwrap()];
    put_leader(&mut s, "barclay", "elnya");
    assert_eq!(army_group::armies(&s, e, &one), 1);
}

/// Ney (French) and Yorck (Prussian) in Königsberg with 3 SP each, FN spending 5 CP.
fn ney_and_yorck(rules: u32) -> State {
    let mut s = spending(rules, FN);
    put_leader(&mut s, "ney", "konigsberg");
    put_leader(&mut s, "yorck", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 3);
    put(&mut s, FN, Nation::Prussian, "konigsberg", 3);
    s
}

#[test]
fn a_group_with_an_ally_pays_the_allied_surcharge() {
    // KUT 10.12 a (L933–L935): Yorck and Ney entering a Russian duchy without a Prussian flag: 3 CP. (The seed
    // adds "a French flag there or not"; flags are the Power's in this engine, so an FN flag is Prussia's too:
    // E53.)
    let mut s = ney_and_yorck(13);
    s.morale[IMPERIAL as usize] = 1; // Vive l'Empereur: Prussia willing
    let t = sp(&s, "tilsit");
    act(&mut s, "move-group ney tilsit");
    assert_eq!(cp_left(&s), 2, "2 armies + 1 allied surcharge");
    assert_eq!((s.sp[t as usize][0], s.sp[t as usize][1]), (3, 3));
    // Without the ally, no surcharge: Ney and Davout with 3 French SP are one army (the other leader its Staff
    // Officer), 1 CP.
    let mut s = ney_and_yorck(13);
    s.morale[IMPERIAL as usize] = 1;
    put_leader(&mut s, "yorck", "masuria");
    put_leader(&mut s, "davout", "konigsberg");
    act(&mut s, "move-group ney tilsit");
    assert_eq!(cp_left(&s), 4);
}

#[test]
fn a_hesitant_ally_stays_behind_its_group() {
    // KUT 9.31 a (L842–L844): at Marchez-Vous Prussia is hesitant; the group enters Russia without Yorck.
    let mut s = ney_and_yorck(13);
    put_leader(&mut s, "davout", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 10);
    assert_eq!(s.morale[IMPERIAL as usize], 2);
    act(&mut s, "move-group davout tilsit");
    let (k, t) = (sp(&s, "konigsberg"), sp(&s, "tilsit"));
    assert_eq!(leader_at(&s, "yorck"), Place::Map(k), "Yorck stays behind");
    assert_eq!(s.sp[k as usize][1], 3, "and his Prussians with him");
    assert_eq!((leader_at(&s, "davout"), leader_at(&s, "ney")), (Place::Map(t), Place::Map(t)));
    assert_eq!(s.sp[t as usize][0], 10, "Davout (6) and Ney (4): two French armies, 10 SP");
    assert_eq!(cp_left(&s), 3, "2 armies, no allied surcharge without the ally");
}

#[test]
fn a_willing_ally_marches_with_its_group() {
    // The other reading of 9.31 a: at Vive l'Empereur Prussia is willing and Yorck goes along (3 armies + 1).
    let mut s = ney_and_yorck(13);
    s.morale[IMPERIAL as usize] = 1;
    put_leader(&mut s, "davout", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 10);
    act(&mut s, "move-group davout tilsit");
    assert_eq!(leader_at(&s, "yorck"), Place::Map(sp(&s, "tilsit")));
    assert_eq!(cp_left(&s), 1);
}

#[test]
fn an_army_may_still_leave_its_group() {
    // KUT 10.65: a Power's formation leaves a group in its own impulse: Barclay's army marches alone (1 CP).
    let mut s = kutuzov_and_barclay(13, 10);
    act(&mut s, "move barclay dorogobuzh");
    let (e, d) = (sp(&s, "elnya"), sp(&s, "dorogobuzh"));
    assert_eq!(leader_at(&s, "kutuzov"), Place::Map(e));
    assert_eq!(leader_at(&s, "barclay"), Place::Map(d));
    assert_eq!((s.sp[e as usize][4], s.sp[d as usize][4]), (6, 4));
    assert_eq!(cp_left(&s), 4);
}

/// The attacker's dice in the first round of the battle the move brings into Mstislavl, held by Davout with 4
/// French SP; the defender does not evade.
fn attacker_dice(rules: u32, action: &str) -> i32 {
    let mut s = kutuzov_and_barclay(rules, 10);
    put_leader(&mut s, "davout", "mstislavl");
    put(&mut s, FN, Nation::French, "mstislavl", 4);
    act(&mut s, action);
    if Kutuzov::prompt(&s).id == "kut.evade" {
        act(&mut s, "done");
    }
    past_windows(&mut s);
    let i = s.log.iter().position(|e| e.id == "kut.battle").expect("a battle");
    let e = s.log.iter().skip(i).find(|e| e.id == "kut.battle_dice").unwrap();
    e.args.iter().find_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).unwrap()
}

#[test]
fn a_group_enters_battle_together_its_staff_counting_one_die() {
    // KUT 10.73 (L1065), 12.2: a group moving together fights as one: 10 SP + Kutuzov's rating 4 + Barclay as
    // Staff Officer 1 = 15 dice. One army moving alone brings only its 6 SP and rating: 10.
    assert_eq!(attacker_dice(13, "move-group kutuzov mstislavl"), 15);
    assert_eq!(attacker_dice(13, "move kutuzov mstislavl"), 10);
}

/// Kutuzov (4) with `r1` R1 SP and Platov (2) with `r2` R2 SP in Elnya.
fn two_power_group(rules: u32, power: u8, r1: u8, r2: u8) -> State {
    let mut s = bare(rules, power);
    put_leader(&mut s, "kutuzov", "elnya");
    put_leader(&mut s, "platov", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", r1);
    put(&mut s, R2, Nation::Russian, "elnya", r2);
    s
}

#[test]
fn a_two_power_group_is_commanded_by_the_power_with_more_sp() {
    // KUT 10.62 (L1024): with no agreement, the leader of the Power with more SP commands: Platov (R2, 5 SP),
    // not the better-rated Kutuzov (R1, 2 SP).
    let s = two_power_group(13, FN, 2, 5);
    let e = sp(&s, "elnya");
    assert_eq!(army_group::commander(&s, e, TSARIST), s.data.leader("platov"));
    let s = two_power_group(13, FN, 5, 2);
    assert_eq!(army_group::commander(&s, e, TSARIST), s.data.leader("kutuzov"));
    // Rules 12: no Commander by this rule (the battle takes the best rating).
    let s = two_power_group(12, FN, 2, 5);
    assert_eq!(army_group::commander(&s, e, TSARIST), None);
}

#[test]
fn a_tie_goes_to_the_power_active_most_recently() {
    // KUT 10.62: equal SP, the leader of the Power most recently active. In FN's impulse that is R2 (the
    // Power before FN on the impulse track); in FS's, R1.
    let s = two_power_group(13, FN, 3, 3);
    let e = sp(&s, "elnya");
    assert_eq!(army_group::commander(&s, e, TSARIST), s.data.leader("platov"));
    let s = two_power_group(13, engine::games::kutuzov::data::FS, 3, 3);
    assert_eq!(army_group::commander(&s, e, TSARIST), s.data.leader("kutuzov"));
}

#[test]
fn the_two_power_commander_s_rating_is_the_group_s_in_battle() {
    // KUT 10.62, 12.2: Davout (4) with 10 French SP attacks Kutuzov + 2 R1 SP and Platov + 5 R2 SP across a
    // Rough line (+1 die to the defender in a friendly duchy). Rules 13: Platov commands (2) and Kutuzov is a
    // Staff Officer (1): 7 + 2 + 1 + 1 = 11 dice. Rules 12: Kutuzov's 4 + Platov 1: 13.
    let dice = |rules: u32| {
        let mut s = two_power_group(rules, FN, 2, 5);
        act(&mut s, &format!("card {FIVE_CP}"));
        put_leader(&mut s, "davout", "dorogobuzh");
        put(&mut s, FN, Nation::French, "dorogobuzh", 10);
        act(&mut s, "move davout elnya");
        if Kutuzov::prompt(&s).id == "kut.evade" {
            act(&mut s, "done");
        }
        past_windows(&mut s);
        let i = s.log.iter().position(|e| e.id == "kut.battle").expect("a battle");
        let d: Vec<i32> = s.log.iter().skip(i).filter(|e| e.id == "kut.battle_dice").take(2).map(|e| e.args.iter().find_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).unwrap()).collect();
        d[1]
    };
    assert_eq!(dice(13), 11);
    assert_eq!(dice(12), 13);
}

/// Play Book T24 (L2318–L2338): Napoleon's army group in Mstislavl tries to evade to Gomel as a Tsarist army
/// enters from Elnya, and fails. The Morale Loss markers of that attempt.
fn napoleon_s_evasion(rules: u32) -> i32 {
    let mut s = spending(rules, R1);
    put_leader(&mut s, "kutuzov", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", 1);
    put_leader(&mut s, "napoleon", "mstislavl");
    put_leader(&mut s, "davout", "mstislavl");
    put(&mut s, FN, Nation::French, "mstislavl", 12);
    act(&mut s, "move kutuzov mstislavl");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    s.chance.script.dice = vec![1, 1];
    act(&mut s, "evade gomel");
    let i = s.log.iter().position(|e| e.id == "kut.evade").unwrap();
    let e = s.log.iter().skip(i).find(|e| e.id == "kut.loss_markers").unwrap();
    e.args.iter().find_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).unwrap()
}

#[test]
fn napoleon_s_army_group_evading_costs_four_markers() {
    // Play Book 9.11 (L2714), T24: the evasion attempt's 1, +1 for an army group, ×2 with Napoleon = 4.
    assert_eq!(napoleon_s_evasion(13), 4);
    // Rules 12: an army's 1.
    assert_eq!(napoleon_s_evasion(12), 1);
}

/// Kutuzov (4-6) with 10 R1 SP (and Barclay, if `barclay`) besieging Königsberg (strength 4) in R1's impulse;
/// round 1: two 6s against the fortress's `fortress` die and three 1s. The dice of rounds 1 and 2.
fn siege_rounds(rules: u32, barclay: bool, fortress: u8) -> (i32, i32) {
    let mut s = bare(rules, R1);
    put_leader(&mut s, "kutuzov", "konigsberg");
    if barclay {
        put_leader(&mut s, "barclay", "konigsberg");
    }
    put(&mut s, R1, Nation::Russian, "konigsberg", 10);
    let mut dice = vec![6, 6];
    dice.extend([1; 8]);
    dice.extend([fortress, 1, 1, 1]);
    dice.extend([1; 30]);
    s.chance.script.dice = dice;
    act(&mut s, "siege kutuzov");
    past_windows(&mut s);
    let r = log_nums(&s, "kut.siege_round");
    (r[0][1], r[1][1])
}

#[test]
fn a_one_power_group_replaces_a_besieger_s_disrupted_sp() {
    // KUT 13.36 (L1530): a group of one Power and nation feeds the siege between rounds with as many SP as were
    // spent (eliminated or disrupted), up to the besieging Commander's command. Round 1: 6 SP + 4 = 10; one SP
    // disrupted, replaced: 10 again. Rules 12: the disruption takes a die (12.53): 9.
    assert_eq!(siege_rounds(13, true, 5), (10, 10));
    assert_eq!(siege_rounds(12, true, 5), (10, 9));
}

#[test]
fn a_lone_army_s_besiegers_are_not_replaced() {
    // KUT 13.36, 1.62: without a group, the SP beyond Kutuzov's command do not besiege: one SP eliminated in
    // round 1 leaves 5 SP + 4 = 9 dice. Rules 12 filled the army up from them: 10.
    assert_eq!(siege_rounds(13, false, 6), (10, 9));
    assert_eq!(siege_rounds(12, false, 6), (10, 10));
    // With the group, the eliminated SP is replaced.
    assert_eq!(siege_rounds(13, true, 6), (10, 10));
}

#[test]
fn a_multinational_group_s_army_besieges_without_help() {
    // KUT 13.36: Davout's French army in a group with Yorck's Prussians besieges Grodno alone: its 4 French SP
    // + 4; the Prussian SP add nothing.
    let mut s = bare(13, FN);
    put_leader(&mut s, "davout", "grodno");
    put_leader(&mut s, "yorck", "grodno");
    put(&mut s, FN, Nation::French, "grodno", 4);
    put(&mut s, FN, Nation::Prussian, "grodno", 4);
    assert!(army_group::is_group(&s, sp(&s, "grodno"), IMPERIAL));
    s.chance.script.dice = vec![1; 40];
    act(&mut s, "siege davout");
    assert_eq!(log_nums(&s, "kut.siege_round")[0][1], 8);
}

/// Davout with `fn_sp` FN French SP and Murat with `fs_sp` FS French SP in Tilsit (no flag), FS spending 5 CP at
/// Vive l'Empereur.
fn davout_and_murat(rules: u32, fn_sp: u8, fs_sp: u8) -> State {
    let mut s = spending(rules, engine::games::kutuzov::data::FS);
    s.morale[IMPERIAL as usize] = 1;
    put_leader(&mut s, "davout", "tilsit");
    put_leader(&mut s, "murat", "tilsit");
    put(&mut s, FN, Nation::French, "tilsit", fn_sp);
    put(&mut s, engine::games::kutuzov::data::FS, Nation::French, "tilsit", fs_sp);
    s
}

#[test]
fn only_the_commander_s_power_flags_a_two_power_group_s_space() {
    // KUT 10.62 (L1026): "only the Commander's Power may place its flag". FN has more SP: Davout commands, FS
    // may not flag Tilsit; with more FS SP Murat commands and FS may.
    assert!(!offered(&davout_and_murat(13, 5, 2), "flag tilsit"));
    assert!(offered(&davout_and_murat(13, 2, 5), "flag tilsit"));
    // Rules 12: every Power flags where its formations stand (7.11).
    assert!(offered(&davout_and_murat(12, 5, 2), "flag tilsit"));
}

/// Davout with 6 of 10 French SP attacks Kutuzov and Barclay with `n` R1 SP in Elnya from Dorogobuzh; the attacker's
/// first die a 5, every other die a 1: the defenders lose by one hit and retreat. The Tsarists' Morale Loss
/// markers for it.
fn tsarist_retreat_markers(rules: u32, n: u8) -> i32 {
    let mut s = spending(rules, FN);
    put_leader(&mut s, "kutuzov", "elnya");
    put_leader(&mut s, "barclay", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", n);
    put_leader(&mut s, "davout", "dorogobuzh");
    put(&mut s, FN, Nation::French, "dorogobuzh", 10);
    act(&mut s, "move davout elnya");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    // The ambush's attrition first (10.43: from an uncontrolled duchy into an enemy one), 7 dice for 6 SP and Davout.
    let mut dice = vec![1; 7];
    dice.push(5);
    dice.extend([1; 120]);
    s.chance.script.dice = dice;
    act(&mut s, "done");
    for _ in 0..10 {
        let p = Kutuzov::prompt(&s);
        if p.id == "kut.retreat" {
            let first = notations(&s)[0].clone();
            act(&mut s, &first);
        } else if p.id.starts_with("kut.window") {
            act(&mut s, "done");
        } else {
            break;
        }
    }
    let i = s.log.iter().position(|e| e.id == "kut.battle_won").expect("a verdict");
    let e = s.log.iter().skip(i).find(|e| e.id == "kut.loss_markers").expect("the loser's markers");
    e.args.iter().find_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).unwrap()
}

#[test]
fn an_army_group_s_retreat_costs_one_marker_more() {
    // Play Book 9.11 (L2714): +1 when the formation is an army group. Kutuzov and Barclay with 10 SP are two
    // armies: 1 + 1 = 2; with 5 SP one army (Barclay his Staff Officer): 1. Rules 12: 1.
    assert_eq!(tsarist_retreat_markers(13, 10), 2);
    assert_eq!(tsarist_retreat_markers(13, 5), 1);
    assert_eq!(tsarist_retreat_markers(12, 10), 1);
}

#[test]
fn a_group_whose_commander_falls_on_the_march_still_fights() {
    // KUT 10.73 (rules 13): Davout (no SP) leads Yorck's 4 Prussian SP from uncontrolled Dorogobuzh into Elnya,
    // held by Kutuzov. The ambush's attrition (10.43) kills Davout; the group is still there and fights, Yorck
    // leading (the battle must come: two camps never share a duchy, 10.52).
    let mut s = spending(13, FN);
    s.morale[IMPERIAL as usize] = 1;
    put_leader(&mut s, "kutuzov", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", 2);
    put_leader(&mut s, "davout", "dorogobuzh");
    put_leader(&mut s, "yorck", "dorogobuzh");
    put(&mut s, FN, Nation::Prussian, "dorogobuzh", 4);
    act(&mut s, "move-group davout elnya");
    assert_eq!(cp_left(&s), 2, "2 armies + the allied surcharge");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    let mut dice = vec![6];
    dice.extend([1; 200]);
    s.chance.script.dice = dice;
    act(&mut s, "done");
    past_windows(&mut s);
    assert_eq!(leader_at(&s, "davout"), Place::Dead);
    let b = s.log.iter().find(|e| e.id == "kut.battle").expect("the group's battle");
    assert_eq!(b.args[1], engine::Arg::Unit("yorck".into()));
}

/// Yorck and 3 Prussian SP in Tilsit (a Russian duchy) under `rules`, the Imperial morale at `morale`, Tilsit
/// flagged by FN or not; FN plays a card (any action). Where Yorck is then.
fn yorck_in_tilsit(rules: u32, morale: u8, flagged: bool) -> (Place, u8) {
    let mut s = bare(rules, FN);
    s.morale[IMPERIAL as usize] = morale;
    put_leader(&mut s, "yorck", "tilsit");
    put(&mut s, FN, Nation::Prussian, "tilsit", 3);
    let t = sp(&s, "tilsit");
    s.flags[t as usize] = flagged.then_some(FN);
    act(&mut s, &format!("card {FIVE_CP}"));
    (leader_at(&s, "yorck"), s.regroup[1])
}

#[test]
fn a_hesitant_ally_stranded_in_russia_without_a_flag_regroups() {
    // KUT 9.31 b (L846): hesitant allies in a Russian space without a friendly flag go straight to the Regroup
    // Box. At Marchez-Vous Prussia is hesitant: Yorck and his 3 SP regroup.
    assert_eq!(yorck_in_tilsit(13, 2, false), (Place::Regroup, 3));
    // With an Imperial flag there, or Prussia willing (Vive l'Empereur), or under rules 12, they stay.
    let t = Place::Map(sp(&start("s1", 31), "tilsit"));
    assert_eq!(yorck_in_tilsit(13, 2, true), (t, 0));
    assert_eq!(yorck_in_tilsit(13, 1, false), (t, 0));
    assert_eq!(yorck_in_tilsit(12, 2, false), (t, 0));
}

/// Davout and Ney with 10 French SP share the Rus zone with Wittgenstein and 4 R1 SP; FN spends 5 CP on the
/// attack there. The CP left.
fn zone_attack_cp_left(rules: u32) -> u8 {
    let mut s = spending(rules, FN);
    put_leader(&mut s, "davout", "zone-rus");
    put_leader(&mut s, "ney", "zone-rus");
    put(&mut s, FN, Nation::French, "zone-rus", 10);
    put_leader(&mut s, "wittgenstein", "zone-rus");
    put(&mut s, R1, Nation::Russian, "zone-rus", 4);
    act(&mut s, "attack davout");
    cp_left(&s)
}

#[test]
fn an_army_group_attacking_in_its_zone_pays_per_army() {
    // KUT 10.72 (L1063): the attack costs "the same CP as a move"; a group's move costs 1 CP per army (10.63), and
    // two armies of one Power in a zone are a group (10.54). Davout (6) and Ney (4) with 10 SP: 2 CP. Rules 12: 1.
    assert_eq!(zone_attack_cp_left(13), 3);
    assert_eq!(zone_attack_cp_left(12), 4);
}
