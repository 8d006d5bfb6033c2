//! Rules 17: a Power names its own army group's Commander (KUT 10.6, L1016: "one leader must be the group's
//! Commander"; E75). Under rules 16 the engine named the best (E52); each test has that reading beside it.

use engine::games::kutuzov::data::{Nation, FN, IMPERIAL};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::{army_group, intercept, Kutuzov};
use engine::Game;

use super::common::*;

/// FN spending 5 CP under `rules`: Davout (4-6) and Ney (3-4) with 8 French SP in Kovno.
fn davout_and_ney(rules: u32) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    put_leader(&mut s, "davout", "kovno");
    put_leader(&mut s, "ney", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 8);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

fn commander(s: &State) -> String {
    let l = army_group::commander(s, sp(s, "kovno"), IMPERIAL).unwrap();
    s.data.leaders[l as usize].key.clone()
}

#[test]
fn the_power_names_its_groups_commander() {
    // KUT 10.6: the player names the Commander; he leads the group in battle and evasion.
    let mut s = davout_and_ney(17);
    assert_eq!(commander(&s), "davout", "the best until a naming (E52)");
    assert!(offered(&s, "name-commander ney"));
    assert!(!offered(&s, "name-commander davout"), "he commands already");
    act(&mut s, "name-commander ney");
    assert_eq!(commander(&s), "ney");
    assert_eq!(intercept::evading_commander(&s, IMPERIAL, sp(&s, "kovno")), s.data.leader("ney"));
    assert!(!offered(&s, "name-commander ney"));
    assert!(offered(&s, "name-commander davout"), "the Power may name Davout back");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend", "a naming costs no CP and ends nothing");
}

#[test]
fn under_rules_16_the_best_commands() {
    let s = davout_and_ney(16);
    assert!(!offered(&s, "name-commander ney"));
    assert_eq!(commander(&s), "davout");
}

#[test]
fn a_new_leader_joining_ends_the_naming() {
    // KUT 10.62 (L1024): the Commander keeps the command "until a new leader comes to the group".
    let mut s = davout_and_ney(17);
    act(&mut s, "name-commander ney");
    put_leader(&mut s, "eugene", "kovno");
    assert_eq!(commander(&s), "davout", "E52's best again, of the Power with more SP (E54)");
}

#[test]
fn a_leader_leaving_keeps_the_naming() {
    // The group as named, less a leader, is no new group: Ney still commands Davout once Yorck has gone.
    let mut s = davout_and_ney(17);
    put_leader(&mut s, "yorck", "kovno");
    act(&mut s, "name-commander ney");
    put_leader(&mut s, "yorck", "vilna");
    assert_eq!(commander(&s), "ney");
}
