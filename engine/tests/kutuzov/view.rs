//! What the board reads from the view (KUT 13.1, 4, 5; Play Book 9.3): the step and whose impulse, sieges,
//! the allies' state, and every space's source row.

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN};
use engine::games::kutuzov::Kutuzov;
use engine::{Game, Viewer};

#[test]
fn the_view_names_the_step_and_whose_impulse_it_is() {
    let s = start("s1", 7);
    let v = Kutuzov::view(&s, Viewer::Public);
    let step = v.step.expect("a pending step");
    assert!(step.power.is_some(), "{step:?}");
    assert_eq!(v.allies, ["ok".to_string(), "ok".to_string()]);
    assert!(v.spaces.iter().all(|x| !x.besieged));
}

#[test]
fn an_imperial_army_in_a_tsarist_fortress_besieges_it() {
    let mut s = start("s1", 41);
    clear(&mut s);
    put_leader(&mut s, "davout", "grodno");
    put(&mut s, FN, Nation::French, "grodno", 4);
    let g = sp(&s, "grodno") as usize;
    let v = Kutuzov::view(&s, Viewer::Public);
    assert!(v.spaces[g].besieged);
    assert!(!v.spaces[g].sacked);
    assert_eq!(v.spaces.iter().filter(|x| x.besieged).count(), 1);
}

#[test]
fn every_space_says_where_its_row_comes_from() {
    let d = engine::games::kutuzov::data::builtin();
    for sp in &d.spaces {
        assert!(!sp.source.is_empty() && sp.source != "-", "{} has no source", sp.key);
    }
}

#[test]
fn the_view_says_who_may_pre_empt_as_the_rule_counts_cards() {
    use engine::games::kutuzov::data::{FS, R1, R2};
    use engine::games::kutuzov::view::Preemption;
    // KUT 4.22: the Power holding strictly the most cards (Home cards included); a tie gives nobody; never
    // right after a pre-emptive impulse; and not before the first round is over (D15: `preempt_ok`).
    let mut s = bare_s1(&[], &[]);
    s.preempt_ok = true;
    s.last_preemptive = false;
    let hand = |s: &mut engine::games::kutuzov::state::State, p: usize, n: usize| s.hands[p] = (1..=n as u16).map(|c| c + 40 * p as u16).collect();
    hand(&mut s, FN as usize, 3);
    hand(&mut s, R1 as usize, 5);
    hand(&mut s, FS as usize, 2);
    hand(&mut s, R2 as usize, 4);
    assert!(matches!(Kutuzov::view(&s, Viewer::Public).preempt, Preemption::Power("r1")));
    hand(&mut s, R2 as usize, 5);
    assert!(matches!(Kutuzov::view(&s, Viewer::Public).preempt, Preemption::Nobody), "a tie: nobody");
    hand(&mut s, R2 as usize, 6);
    s.last_preemptive = true;
    assert!(matches!(Kutuzov::view(&s, Viewer::Public).preempt, Preemption::JustUsed));
    s.last_preemptive = false;
    s.preempt_ok = false;
    assert!(matches!(Kutuzov::view(&s, Viewer::Public).preempt, Preemption::NotYet));
}

#[test]
fn the_view_counts_each_camps_home_cards_face_down_and_used() {
    // KUT 4.21: each camp's used-Home pile lies face up on its Home deck; the view gives both sizes, no cards.
    let s = start("s1", 7);
    let v = Kutuzov::view(&s, Viewer::Public);
    for c in 0..2 {
        assert_eq!(v.home_deck[c], s.home_deck[c].len());
        assert_eq!(v.home_used[c], s.home_used[c].len());
    }
    assert!(v.home_deck[0] + v.home_deck[1] > 0, "scenario 1 keeps Home cards face down");
}

/// The board words every step the view names (src/boards/kutuzov/text.rs's test reads `STEP_KINDS`): along
/// random games of every scenario, every step's kind is one of the list, and the list holds no kind that never
/// appears in them but the few a random game may not reach.
#[test]
fn every_step_the_view_names_is_one_the_board_words() {
    use engine::games::kutuzov::view::STEP_KINDS;
    use engine::Rng;
    let mut seen = std::collections::BTreeSet::new();
    for (i, scenario) in ["s1", "s2", "s3", "s4"].iter().enumerate() {
        let mut s = Kutuzov::setup(&header(scenario, 100 + i as u64, "4"), Kutuzov::builtin_data()).unwrap();
        let mut rng = Rng::new(31 + i as u64);
        while Kutuzov::outcome(&s).is_none() {
            if let Some(step) = Kutuzov::view(&s, Viewer::Public).step {
                assert!(STEP_KINDS.contains(&step.kind), "{scenario}: the view names a step '{}' that STEP_KINDS lacks", step.kind);
                seen.insert(step.kind);
            }
            let p = Kutuzov::prompt(&s);
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            Kutuzov::apply(&mut s, p.seat.unwrap(), &a).unwrap();
        }
    }
    for kind in ["impulse", "spend", "window", "mulligan"] {
        assert!(seen.contains(kind), "random games never showed a '{kind}' step: {seen:?}");
    }
}
