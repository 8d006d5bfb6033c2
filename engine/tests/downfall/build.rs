//! Recruit (DF 7.6) and Mechanize (DF 7.7): which units may take a step, the Axis-minor and Shock rules,
//! flipping to the armoured side — the seed's examples T-21 (L1294–L1304) and T-22 (L1331).

use engine::games::downfall::build::Build;
use engine::games::downfall::data::Faction;
use engine::games::downfall::state::{Loc, Step};

use super::common::*;

fn building(s: &mut engine::games::downfall::state::State, b: Build) {
    s.steps = vec![Step::Round, Step::Build(b)];
}

/// T-21 (L1294–L1304): a British infantry unit goes 2 → 4 with two steps, a Leg 2 → 3 with one; an armoured
/// unit may not take an infantry step. Unit A traces supply by rail and the North Atlantic to the UK, which
/// Overlord's naval supremacy gives (supply.rs tests the trace).
#[test]
fn t21_recruit_steps_go_to_infantry_below_maximum() {
    let mut s = start("overlord", 1);
    clear(&mut s);
    let legs: Vec<usize> = (0..s.data().units.len()).filter(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].front.key() == "leg" && s.data().units[u].pips >= 3).collect();
    let mot = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].front.key() == "motorized").unwrap();
    let (ka, kt) = (s.data().units[legs[0]].key.clone(), s.data().units[mot].key.clone());
    let a = place(&mut s, &ka, "1705", 2);
    let t = place(&mut s, &kt, "1616", 2);
    s.units[t].flipped = true; // armoured side: not an infantry unit now
    building(&mut s, Build::recruit(Faction::West));
    assert!(!offered(&s, &format!("unit {kt}")), "armoured unit B is ineligible");
    let max = s.data().units[a].pips;
    for _ in 2..max {
        act(&mut s, &format!("unit {ka}"));
    }
    assert_eq!(s.units[a].steps, max);
    assert!(!offered(&s, &format!("unit {ka}")), "at its maximum");
    assert!(matches!(s.steps.last(), Some(Step::Build(b)) if b.left == 4 - (max - 2)));
}

/// DF 7.6 (L1248): an Axis faction's recruit puts at least one step on an Axis-minor unit when it can: the
/// last step must go to one, and it may not stop after German steps only.
#[test]
fn axis_recruit_feeds_a_minor() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    place(&mut s, "okh-6a", "3338", 1);
    place(&mut s, "okh-6a-2", "3337", 1);
    place(&mut s, "okh-3ro", "3236", 1);
    building(&mut s, Build::recruit(Faction::Okh));
    assert!(offered(&s, "done"), "nothing spent yet");
    act(&mut s, "unit okh-6a");
    assert!(!offered(&s, "done"), "German steps only so far");
    act(&mut s, "unit okh-6a");
    act(&mut s, "unit okh-6a-2");
    assert!(!offered(&s, "unit okh-6a-2"), "the last step must go to a minor");
    assert!(offered(&s, "unit okh-3ro"));
    act(&mut s, "unit okh-3ro");
    assert!(!matches!(s.steps.last(), Some(Step::Build(_))));
}

/// DF 7.6 (L1250): the Soviets put at most one recruit step on Shock units.
#[test]
fn one_soviet_step_on_shock() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let shock = (0..s.data().units.len()).find(|&u| s.data().units[u].front.key() == "shock" && s.data().units[u].pips >= 3).unwrap();
    let key = s.data().units[shock].key.clone();
    place(&mut s, &key, "3437", 1);
    building(&mut s, Build::recruit(Faction::Soviet));
    act(&mut s, &format!("unit {key}"));
    assert!(!offered(&s, &format!("unit {key}")));
}

/// T-22 (L1331): two armour steps: a Leg flips to Mech keeping its steps, a Tank gains a step. DF 7.7
/// (L1306–L1314): the marker's armour steps go to armoured units on the map or flip eligible ones, and the
/// order ends when they are spent.
#[test]
fn t22_mechanize() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    let leg = place(&mut s, "sov-66-62-68", "3437", 2);
    let tank_u = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::Soviet && s.data().units[u].back.is_some_and(|b| b.key() == "tank")).unwrap();
    let tk = s.data().units[tank_u].key.clone();
    let tank = place(&mut s, &tk, "3337", 1);
    s.units[tank].flipped = true;
    building(&mut s, Build::mechanize(Faction::Soviet, 2));
    assert!(!offered(&s, "unit sov-66-62-68"), "a Leg takes no armour step");
    act(&mut s, "flip sov-66-62-68");
    assert!(s.units[leg].flipped && s.units[leg].steps == 2);
    act(&mut s, &format!("unit {tk}"));
    assert_eq!(s.units[tank].steps, 2);
    assert!(!matches!(s.steps.last(), Some(Step::Build(_))), "both steps spent");
    let _ = Loc::Pool;
}
