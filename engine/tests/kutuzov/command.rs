//! Rules 16: switching a two-Power army group's Commander by agreement (KUT 10.62, L1022–L1026; E70). In its
//! impulse a Power proposes one of its leaders (`propose-commander <leader>`); the partner's seat consents or
//! refuses; the agreed Commander keeps the command until a new leader joins the group. Each test has the other
//! reading beside it (rules 15, the refusal, or a new leader).

use engine::games::kutuzov::army_group;
use engine::games::kutuzov::data::{Nation, R1, R2, TSARIST};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// R1 spending 5 CP under `rules`: Kutuzov (R1) with 2 R1 SP and Platov (R2) with 5 R2 SP in Elnya, so that
/// without agreement Platov commands (the Power with more SP, E54).
fn platov_commands(rules: u32) -> State {
    let mut s = bare_s1(&[], &[]);
    s.rules = rules;
    give_card(&mut s, R1, FIVE_CP);
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(R1));
    s.morale = [2, 2];
    put_leader(&mut s, "kutuzov", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", 2);
    put_leader(&mut s, "platov", "elnya");
    put(&mut s, R2, Nation::Russian, "elnya", 5);
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(army_group::commander(&s, sp(&s, "elnya"), TSARIST), s.data.leader("platov"));
    s
}

fn commander(s: &State, at: &str) -> String {
    let l = army_group::commander(s, sp(s, at), TSARIST).unwrap();
    s.data.leaders[l as usize].key.clone()
}

#[test]
fn the_partner_agrees_and_the_proposed_leader_commands() {
    // KUT 10.62: "the Powers may agree, in the other leader's Power's impulse, to switch to that leader".
    let mut s = platov_commands(16);
    act(&mut s, "propose-commander kutuzov");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat, p.rule), ("kut.command_consent", Some(R2), "KUT 10.62"));
    act(&mut s, "consent");
    assert_eq!(commander(&s, "elnya"), "kutuzov");
    assert!(army_group::flags_here(&s, sp(&s, "elnya"), R1), "the Commander's Power flags (E57)");
    assert!(!offered(&s, "propose-commander kutuzov"), "he commands already");
    // Rules 15: no proposal; the Power with more SP commands.
    let s = platov_commands(15);
    assert!(!offered(&s, "propose-commander kutuzov"));
}

#[test]
fn a_refusal_leaves_the_command_as_it_was() {
    let mut s = platov_commands(16);
    act(&mut s, "propose-commander kutuzov");
    act(&mut s, "refuse");
    assert_eq!(commander(&s, "elnya"), "platov");
    assert!(!offered(&s, "propose-commander kutuzov"), "asked once an impulse");
}

#[test]
fn a_new_leader_ends_the_agreement() {
    // KUT 10.62: "he keeps the command until a new leader comes to the group".
    let mut s = platov_commands(16);
    act(&mut s, "propose-commander kutuzov");
    act(&mut s, "consent");
    put_leader(&mut s, "barclay", "elnya");
    assert_eq!(commander(&s, "elnya"), "platov", "back to the rule without agreement: R2 has more SP");
}

#[test]
fn the_agreed_commander_keeps_his_group_on_the_march() {
    // KUT 10.61, 10.62: Platov's army joins Kutuzov's move; the group, unchanged, keeps its agreed Commander.
    let mut s = platov_commands(16);
    act(&mut s, "propose-commander kutuzov");
    act(&mut s, "consent");
    act(&mut s, "ask-join platov");
    act(&mut s, "consent");
    act(&mut s, "move-group kutuzov dorogobuzh");
    assert_eq!(commander(&s, "dorogobuzh"), "kutuzov");
    // Without the agreement the same march leaves Platov in command (more SP).
    let mut s = platov_commands(16);
    act(&mut s, "ask-join platov");
    act(&mut s, "consent");
    act(&mut s, "move-group kutuzov dorogobuzh");
    assert_eq!(commander(&s, "dorogobuzh"), "platov");
}
