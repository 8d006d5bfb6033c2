//! Formations and army groups (KUT 1.61, 1.63), the Key Control track (1.9), each Power's own hand and resources
//! (2.7), the camps as friends (8.1), evasion before the mover's attrition (11.11), the worst case's Morale Loss
//! markers (12.81, 12.82), winter attrition (14.61) and resources kept for points (16.1).

use engine::games::kutuzov::army_group::is_group;
use engine::games::kutuzov::control::{self, controller, may_flag, place_flag};
use engine::games::kutuzov::data::{Nation, FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::{attrition, turn, Kutuzov};
use engine::{Arg, Game};

use super::common::*;

#[test]
fn a_formation_is_soldiers_or_leaders_never_a_flag() {
    // KUT 1.61: soldiers, a leader, or both in a space make a formation; a flag is not one.
    let mut s = bare_s1(&[], &[]);
    let lida = sp(&s, "lida");
    s.flags[lida as usize] = Some(FN);
    assert!(!s.has_formation(lida, FN) && !s.camp_present(lida, IMPERIAL));
    put(&mut s, FN, Nation::French, "lida", 1);
    assert!(s.has_formation(lida, FN));
    let vilna = sp(&s, "vilna");
    put_leader(&mut s, "ney", "vilna");
    assert!(s.has_formation(vilna, FN), "a leader alone is a formation");
    // A zone holds formations as a duchy does.
    put(&mut s, R2, Nation::Russian, "zone-ukraine", 1);
    assert!(s.has_formation(sp(&s, "zone-ukraine"), R2));
}

#[test]
fn two_armies_in_a_space_make_an_army_group() {
    // KUT 1.63: two or more friendly armies in one space are an army group; one army is not.
    let mut s = bare_s1(&[], &[]);
    let vilna = sp(&s, "vilna");
    put_leader(&mut s, "davout", "vilna");
    put(&mut s, FN, Nation::French, "vilna", 6);
    assert!(!is_group(&s, vilna, IMPERIAL), "Davout commands 6: one army");
    put_leader(&mut s, "ney", "vilna");
    put(&mut s, FN, Nation::French, "vilna", 9);
    assert!(is_group(&s, vilna, IMPERIAL), "9 SP need Davout's and Ney's armies");
    // Two Powers' armies are a group whatever their size.
    let minsk = sp(&s, "minsk");
    put_leader(&mut s, "eugene", "minsk");
    put_leader(&mut s, "ney", "minsk");
    put(&mut s, FS, Nation::French, "minsk", 1);
    assert!(is_group(&s, minsk, IMPERIAL));
}

#[test]
fn the_key_control_track_counts_the_tsarist_keys() {
    // KUT 1.9: the track shows how many Key duchies the Tsarists control: 13 at scenario 1's start (the
    // Play Book's marker), one fewer for each the Imperials flag.
    let mut s = start("s1", 71);
    assert_eq!(control::tsarist_keys(&s), 13, "the Play Book's Key Control marker on 13 (L2439)");
    let (minsk, smolensk) = (sp(&s, "minsk"), sp(&s, "smolensk"));
    clear(&mut s);
    let before = control::tsarist_keys(&s);
    s.flags[minsk as usize] = Some(FS);
    assert_eq!(control::tsarist_keys(&s), before - 1);
    s.flags[smolensk as usize] = Some(FN);
    assert_eq!(control::tsarist_keys(&s), before - 2);
}

#[test]
fn a_power_buys_with_its_own_resources_into_its_own_hand() {
    // KUT 2.7: each Power keeps its own hand and resources, even when one player holds both: FN's purchase
    // (4.2, 16.3) spends FN's resources and fills FN's hand, not FS's.
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.bridge_first_impulse.clear();
    s.resources = [2, 2, 4, 2];
    let hands: Vec<usize> = s.hands.iter().map(|h| h.len()).collect();
    act(&mut s, "buy");
    assert_eq!(s.resources, [0, 2, 4, 2]);
    assert_eq!(s.hands[FN as usize].len(), hands[0] + 1);
    assert_eq!(s.hands[FS as usize].len(), hands[2]);
    // With 1 resource FN may not buy though FS holds 4: no pooling.
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.bridge_first_impulse.clear();
    s.resources = [1, 0, 4, 0];
    assert!(!offered(&s, "buy"));
}

#[test]
fn a_partner_s_space_is_friendly_and_not_flagged() {
    // KUT 8.1: a space a partner Power controls is friendly; no flag of one's own goes there. But an ally's home
    // duchy under an enemy flag may be flagged, and it returns to its owner.
    let mut s = bare_s1(&[], &[]);
    let pinsk = sp(&s, "pinsk");
    s.flags[pinsk as usize] = Some(FS);
    put(&mut s, FN, Nation::French, "pinsk", 1);
    assert!(control::friendly(&s, pinsk, IMPERIAL));
    assert!(!may_flag(&s, pinsk, FN), "FS's flag: FN places none");
    // Ostrolenka (FS's home) under R2's flag: FN's formation there flags it, and FS controls it again.
    let ostrolenka = sp(&s, "ostrolenka");
    s.flags[ostrolenka as usize] = Some(R2);
    put(&mut s, FN, Nation::French, "ostrolenka", 1);
    assert!(may_flag(&s, ostrolenka, FN));
    place_flag(&mut s, ostrolenka, FN);
    assert_eq!(controller(&s, ostrolenka), Some(FS));
}

#[test]
fn the_defender_evades_before_the_mover_rolls_its_attrition() {
    // KUT 11.11: evasion and interception come before the active formation's attrition: Davout crossing the
    // Marsh from Pinsk into Bobruisk, where Bagration stands, rolls no attrition before R2 answers.
    let mut s = spending(FN);
    let pinsk = sp(&s, "pinsk");
    s.flags[pinsk as usize] = Some(FN);
    put_leader(&mut s, "davout", "pinsk");
    put(&mut s, FN, Nation::French, "pinsk", 4);
    put_leader(&mut s, "bagration", "bobruisk");
    put(&mut s, R2, Nation::Russian, "bobruisk", 2);
    s.chance.script.dice = vec![1; 100];
    act(&mut s, "move davout bobruisk");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade", Some(R2)));
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.attrition").count(), 0);
    act(&mut s, "done");
    assert!(s.log.iter().any(|e| e.id == "kut.attrition"), "the Marsh's attrition after");
}

#[test]
fn an_overrun_army_takes_only_the_worst_case_s_markers() {
    // KUT 12.81, 12.82 (Play Book 9.11): an army overrun gives 3 Morale Loss markers, not those of its retreat (1)
    // and rout (2) besides. Davout's twelve 6s eliminate Barclay and his SP.
    let mut s = spending(FN);
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 6);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 1);
    s.loss = [0, 0];
    s.gain = [0, 0];
    let mut dice = vec![6; 12];
    dice.extend([1; 30]);
    s.chance.script.dice = dice;
    act(&mut s, "move davout vilna");
    if Kutuzov::prompt(&s).id == "kut.evade" {
        act(&mut s, "done");
    }
    // The Tsarists receive their markers once: 3 (kut.loss_markers: camp, markers, the camp's total).
    let given: Vec<Vec<Arg>> = s.log.iter().filter(|e| e.id == "kut.loss_markers" && e.args[0] == Arg::Key("kut.camp.tsarist".into())).map(|e| e.args.clone()).collect();
    assert_eq!(given.len(), 1, "{given:?}");
    assert_eq!(given[0][1], Arg::Num(3));
    assert_eq!(s.loss[TSARIST as usize], 3);
}

#[test]
fn winter_fives_go_to_the_regroup_box() {
    // KUT 14.61: on turns 3 and 4 each 5 of an attrition roll sends a unit to the Regroup Box and each 6
    // eliminates it; on turns 1 and 2 only the 6s count.
    let roll = |turn: u8| {
        let mut s = bare_s1(&[], &[]);
        s.turn = turn;
        put(&mut s, FN, Nation::French, "vilna", 4);
        let vilna = sp(&s, "vilna");
        s.chance.script.dice = vec![5, 6, 1, 1];
        attrition::roll(&mut s, vilna, IMPERIAL, 1, None);
        (s.sp[vilna as usize][0], s.regroup[0])
    };
    assert_eq!(roll(3), (2, 1), "one eliminated, one to the Regroup Box");
    assert_eq!(roll(2), (3, 0), "summer: the 5 does nothing");
}

#[test]
fn resources_kept_are_worth_half_a_point() {
    // KUT 16.1 (16.6, 20.2): a Power may keep its resources for points instead of spending them: half a point each.
    let mut s = start("s1", 72);
    clear(&mut s);
    s.resources = [0; 4];
    let before = turn::victory_points(&s);
    s.resources[R1 as usize] = 3;
    let after = turn::victory_points(&s);
    assert_eq!(after[R1 as usize] - before[R1 as usize], 3, "three half points");
    let _ = TSARIST;
}
