//! Rules 16: leaders' strategic movement (KUT 17.36, L1984–L1986; E68). Once its deployment is over a Power
//! may remove its own leaders from the map, as if eliminated in battle (an Imperial Loss marker, 14.42) but
//! without the loot roll (12.10), to build them again (6.1); never Napoleon.

use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::dismiss::Dismiss;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// An empty scenario-1 map with Napoleon and Davout (FN) in Kovno and Kutuzov (R1) in Elnya, `p`'s removal
/// of leaders on top.
fn after_deployment(p: u8) -> State {
    let mut s = bare_s1(&[], &[]);
    put_leader(&mut s, "napoleon", "kovno");
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 5);
    put_leader(&mut s, "kutuzov", "elnya");
    s.steps.push(Step::Dismiss(Dismiss { power: p }));
    s
}

#[test]
fn a_power_removes_its_own_leaders_but_not_napoleon() {
    // KUT 17.36: "one's own leaders"; "Napoleon (5-8) may not be removed so".
    let mut s = after_deployment(FN);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat, p.rule), ("kut.dismiss", Some(FN), "KUT 17.36"));
    assert!(offered(&s, "dismiss davout"));
    assert!(!offered(&s, "dismiss napoleon"), "never Napoleon");
    assert!(!offered(&s, "dismiss kutuzov"), "only one's own");
    let loss = s.attrition_loss;
    act(&mut s, "dismiss davout");
    assert_eq!(leader_at(&s, "davout"), Place::Available, "to be built again (6.1), not dead");
    assert_eq!(s.attrition_loss, loss + 1, "as if eliminated in battle: an Imperial Loss marker (14.42)");
    assert!(!s.log.iter().any(|e| e.id.starts_with("kut.loot")), "no loot roll (12.10)");
    assert_eq!(s.sp[sp(&s, "kovno") as usize][0], 5, "his soldiers stay");
    // Napoleon alone is left: no question.
    assert_ne!(Kutuzov::prompt(&s).id, "kut.dismiss");
}

#[test]
fn a_tsarist_removal_gives_no_imperial_marker() {
    // KUT 14.42: Loss markers count Imperial losses only.
    let mut s = after_deployment(R1);
    let loss = s.attrition_loss;
    act(&mut s, "dismiss kutuzov");
    assert_eq!(leader_at(&s, "kutuzov"), Place::Available);
    assert_eq!(s.attrition_loss, loss);
}

/// Scenario 4 opens at the reinforcement step (17.2): whether some Power is asked to remove its leaders
/// before the first impulse, under `rules`.
fn s4_asks_dismissal(rules: u32) -> bool {
    let mut h = header("s4", 3, "4");
    h.rules = rules;
    let mut s = Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap();
    for _ in 0..400 {
        let p = Kutuzov::prompt(&s);
        if p.id == "kut.dismiss" {
            return true;
        }
        if p.id == "kut.impulse" || p.seat.is_none() {
            return false;
        }
        let a = p.actions.iter().find(|a| **a == engine::games::kutuzov::Action::Done).cloned().unwrap_or_else(|| p.actions[0].clone());
        Kutuzov::apply(&mut s, p.seat.unwrap(), &a).unwrap();
    }
    false
}

#[test]
fn the_removal_follows_each_power_s_deployment_from_rules_16() {
    // KUT 17.36: "after the Power ends its strategic deployment". Rules 15: never asked.
    assert!(s4_asks_dismissal(16));
    assert!(!s4_asks_dismissal(15));
}

/// Scenario 3 under `rules`, past the Mulligan: the decision asked.
fn s3_after_mulligan(rules: u32) -> (&'static str, Option<u8>) {
    let mut h = header("s3", 4, "4");
    h.rules = rules;
    let mut s = Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap();
    while Kutuzov::prompt(&s).id == "kut.mulligan" {
        act(&mut s, "done");
    }
    let p = Kutuzov::prompt(&s);
    (p.id, p.seat)
}

#[test]
fn scenario_3_s_imperials_may_remove_leaders_after_the_set_up() {
    // Scenario 3's special rule (L2606): "after the map's set-up the Imperials may remove leaders by 17.36".
    assert_eq!(s3_after_mulligan(16), ("kut.dismiss", Some(FN)));
    assert_eq!(s3_after_mulligan(15).0, "kut.impulse");
}
