//! Rules 16: an army group's interception (KUT 11.51, L1140–L1142; E66). The inactive Power declares that a
//! group intercepts (`intercept-group <commander>`): its Commander's battle rating alone modifies the roll, a
//! success takes every declared army in with the SP its leaders command, and a failure — of the group or of
//! one army of it — marks the whole group. Each test has the other reading beside it (rules 15).

use engine::games::kutuzov::data::{Nation, FN, R1, R2};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// Davout with 4 French SP moves from Kovno (FN's flag) into Vilna under `rules`; Kutuzov (4-6) and Barclay
/// (1-4) stand in Lida, next to Vilna by a Clear line, with `r1` R1 SP; with `platov`, Platov (2-4) and 2 R2
/// SP too. R1, the first Tsarist Power asked, is at its interception prompt.
fn davout_enters_vilna(rules: u32, r1: u8, platov: bool) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    put_leader(&mut s, "kutuzov", "lida");
    put_leader(&mut s, "barclay", "lida");
    put(&mut s, R1, Nation::Russian, "lida", r1);
    if platov {
        put_leader(&mut s, "platov", "lida");
        put(&mut s, R2, Nation::Russian, "lida", 2);
    }
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilna");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.intercept", Some(R1)));
    s
}

fn marked(s: &State, key: &str) -> bool {
    s.marked[s.data.leader(key).unwrap() as usize]
}

#[test]
fn an_army_group_may_declare_its_interception_from_rules_16() {
    // KUT 11.51: the group's interception is declared under a Commander, either of the two leaders.
    let s = davout_enters_vilna(16, 10, false);
    assert!(offered(&s, "intercept-group kutuzov") && offered(&s, "intercept-group barclay"));
    assert!(offered(&s, "intercept kutuzov"), "one army of the group may still try alone (a declared part)");
    // Rules 15: each army tries on its own only.
    let s = davout_enters_vilna(15, 10, false);
    assert!(!offered(&s, "intercept-group kutuzov") && offered(&s, "intercept kutuzov"));
}

#[test]
fn the_group_goes_in_together_under_its_commander_s_rating() {
    // KUT 11.51: only the Commander's battle rating modifies the roll. 3 + 3 = 6, +1 into a friendly duchy:
    // under Kutuzov (4) 11, an interception (9 or more, 11.4); under Barclay (1) 8, a failure.
    let mut s = davout_enters_vilna(16, 10, false);
    s.chance.script.dice = vec![3, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "intercept-group kutuzov");
    assert_eq!(log_nums(&s, "kut.intercept_group"), vec![vec![2, 6, 11]], "two armies, roll 6, modified 11");
    let v = sp(&s, "vilna");
    assert_eq!((leader_at(&s, "kutuzov"), leader_at(&s, "barclay")), (Place::Map(v), Place::Map(v)));
    assert_eq!(s.sp[v as usize][4], 10, "every SP the two commands carry goes in");

    let mut s = davout_enters_vilna(16, 10, false);
    s.chance.script.dice = vec![3, 3];
    act(&mut s, "intercept-group barclay");
    assert_eq!(log_nums(&s, "kut.intercept_group"), vec![vec![2, 6, 8]]);
    let l = sp(&s, "lida");
    assert_eq!((leader_at(&s, "kutuzov"), leader_at(&s, "barclay")), (Place::Map(l), Place::Map(l)));
    assert!(marked(&s, "kutuzov") && marked(&s, "barclay"), "the failed group is marked whole");
}

#[test]
fn the_group_carries_only_what_its_commands_carry() {
    // KUT 11.51: "as many as may move within the command ratings": Kutuzov (6) and Barclay (4) take 10 of 12
    // SP. A single army (rules 15's only interception) takes its leader's command, 6, and leaves Barclay.
    let mut s = davout_enters_vilna(16, 12, false);
    s.chance.script.dice = vec![6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "intercept-group kutuzov");
    let (v, l) = (sp(&s, "vilna"), sp(&s, "lida"));
    assert_eq!((s.sp[v as usize][4], s.sp[l as usize][4]), (10, 2));

    let mut s = davout_enters_vilna(15, 12, false);
    s.chance.script.dice = vec![6, 6, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "intercept kutuzov");
    assert_eq!((s.sp[v as usize][4], s.sp[l as usize][4]), (6, 6));
    assert_eq!(leader_at(&s, "barclay"), Place::Map(l));
}

#[test]
fn one_army_failing_marks_its_whole_group() {
    // KUT 11.51: "even if only a part tried, on a failure the whole group is marked": Barclay's army of the
    // group fails (3 + 3 + 1 + 1 = 8), and Kutuzov may not try after him (11.3).
    let mut s = davout_enters_vilna(16, 10, false);
    s.chance.script.dice = vec![3, 3];
    act(&mut s, "intercept barclay");
    assert!(marked(&s, "barclay") && marked(&s, "kutuzov"));
    assert!(!offered(&s, "intercept kutuzov"));
    // Rules 15: only the army that tried is marked; Kutuzov may try next.
    let mut s = davout_enters_vilna(15, 10, false);
    s.chance.script.dice = vec![3, 3];
    act(&mut s, "intercept barclay");
    assert!(marked(&s, "barclay") && !marked(&s, "kutuzov"));
    assert!(offered(&s, "intercept kutuzov"));
}

#[test]
fn a_lone_army_with_a_staff_officer_is_no_group_to_mark() {
    // KUT 10.6: Kutuzov (6) with Barclay and 5 SP is one army (Barclay his Staff Officer), not a group, so
    // Barclay's failed try marks him alone (E66).
    let mut s = davout_enters_vilna(16, 5, false);
    s.chance.script.dice = vec![3, 3];
    act(&mut s, "intercept barclay");
    assert!(marked(&s, "barclay") && !marked(&s, "kutuzov"));
}

#[test]
fn a_two_power_group_s_failure_marks_the_partner_s_army_too() {
    // KUT 11.51: R1 declares its part of the Kutuzov–Platov group; its failure marks the whole group, Platov
    // (R2) included, so R2 is not asked. On R1's success Platov's army, not declared, stays and R2 may try.
    let mut s = davout_enters_vilna(16, 10, true);
    s.chance.script.dice = vec![1, 1];
    act(&mut s, "intercept-group kutuzov");
    assert!(marked(&s, "platov"));
    assert_ne!(Kutuzov::prompt(&s).seat, Some(R2), "no army of R2 may try");

    let mut s = davout_enters_vilna(16, 10, true);
    s.chance.script.dice = vec![6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "intercept-group kutuzov");
    let l = sp(&s, "lida");
    assert_eq!(leader_at(&s, "platov"), Place::Map(l));
    assert_eq!(s.sp[l as usize][5], 2, "R2's SP stay with Platov");
    if Kutuzov::prompt(&s).seat == Some(R1) {
        act(&mut s, "done");
    }
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.intercept", Some(R2)));
    assert!(offered(&s, "intercept platov"));

    // Rules 15: R1's failure marks Kutuzov's army only; Platov may still try.
    let mut s = davout_enters_vilna(15, 10, true);
    s.chance.script.dice = vec![1, 1];
    act(&mut s, "intercept kutuzov");
    assert!(!marked(&s, "platov"));
}
