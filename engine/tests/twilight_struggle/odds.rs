//! The engine answers the odds of every action that rolls dice (issue 10: the board only displays them).

use crate::common;

use common::*;
use engine::games::twilight_struggle::TwilightStruggle;
use engine::kit::odds::Odds;
use engine::{Arg, Game};

fn odds_of(m: &Ts, notation: &str) -> Odds {
    let a = m
        .prompt()
        .actions
        .iter()
        .find(|a| TwilightStruggle::describe(m.state(), a).notation == notation)
        .unwrap_or_else(|| panic!("'{notation}' is not legal: {:?}", legal_list(m)))
        .clone();
    TwilightStruggle::odds(m.state(), &a).unwrap_or_else(|| panic!("no odds for {notation}"))
}

const USSR: &str = "start standard\nturn 2\nround 1\nphasing ussr\n";

#[test]
fn a_coup_in_iran_with_three_ops() {
    // TS OPS §3: 3 ops + roll > 2 × stability 2 succeeds on 2–6; Iran holds 1 US influence.
    let mut m = game(&format!("{USSR}hand ussr comecon fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card comecon; coup");
    let before = st(&m).clone();
    let o = odds_of(&m, "coup iran");
    assert_eq!(st(&m), &before, "computing odds changes nothing");
    assert_eq!((o.dice, o.total), (1, 6));
    assert_eq!(o.success(), Some(5.0 / 6.0));
    let fail = o.outcomes.iter().find(|x| x.id == "ts.odds.coup_failure").unwrap();
    assert_eq!(fail.rolls, vec![vec![1]]);
    let six = o.outcomes.iter().find(|x| x.rolls.contains(&vec![6])).unwrap();
    // Roll 6: margin 5 removes the US point and adds 4 Soviet.
    assert_eq!(six.args, vec![Arg::Space("iran".into()), Arg::Num(1), Arg::Num(4)]);
    let ids: Vec<&str> = o.modifiers.iter().map(|x| x.id.as_str()).collect();
    assert_eq!(ids, vec!["ts.mod.ops", "ts.mod.stability"]);
    assert_eq!(o.modifiers[0].value + o.modifiers[1].value, 3 - 4);
}

#[test]
fn salt_lowers_the_coup_and_says_so() {
    let mut m = game(&format!("{USSR}effect salt_negotiations\nhand ussr comecon fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card comecon; coup");
    let o = odds_of(&m, "coup iran");
    assert_eq!(o.success(), Some(4.0 / 6.0));
    assert!(o.modifiers.iter().any(|x| x.id == "ts.mod.card" && x.value == -1));
}

#[test]
fn a_coup_that_means_nuclear_war_is_marked() {
    // DEFCON 2: a battleground coup takes it to 1 and the phasing player loses.
    let mut m = game(&format!("{USSR}defcon 2\nhand ussr comecon fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card comecon; coup");
    let o = odds_of(&m, "coup panama");
    assert!(o.may_lose_the_game(), "{o:?}");
    assert_eq!(o.outcomes.len(), 1, "every roll: DEFCON 1, the USSR loses");
    assert_eq!(o.success(), Some(0.0));
}

#[test]
fn realignment_odds_cover_both_dice() {
    // TS OPS §2: the USSR realigns Afghanistan (US 1), next to the USSR: +1 for the superpower, and the US
    // +1 for more influence there.
    let mut m = game(&format!("{USSR}influence afghanistan 0 1\nhand ussr comecon fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card comecon; realign");
    let o = odds_of(&m, "realign afghanistan");
    assert_eq!((o.dice, o.total), (2, 36));
    let ways: u32 = o.outcomes.iter().map(|x| x.ways).sum();
    assert_eq!(ways, 36);
    assert!(o.modifiers.iter().any(|x| x.id == "ts.mod.realign_superpower"), "{:?}", o.modifiers);
    let win = o.outcomes.iter().find(|x| x.id == "ts.odds.realign_win").unwrap();
    assert_eq!(o.modifiers.iter().map(|x| x.value).sum::<i32>(), 0, "+1 each: an even roll-off");
    assert_eq!(win.ways, 15, "the USSR wins on a higher roll: 15 of 36");
}

#[test]
fn a_war_card_and_the_space_race() {
    // Korean War, headlined or played as the USSR's event: 4–6 wins, −1 per US-controlled neighbour (Japan).
    let mut m = game(&format!("{USSR}influence japan 0 4\nhand ussr korean_war fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card korean_war");
    let o = odds_of(&m, "event");
    assert_eq!(o.success(), Some(2.0 / 6.0), "a 5 or 6 after the −1");
    assert_eq!(o.modifiers.iter().map(|x| x.value).sum::<i32>(), -1);
    // The space race, box 1: a roll of 1–3.
    let mut m = game(&format!("{USSR}hand ussr comecon fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card comecon");
    let o = odds_of(&m, "space");
    assert_eq!(o.success(), Some(0.5));
}

#[test]
fn placing_influence_rolls_nothing() {
    let mut m = game(&format!("{USSR}hand ussr comecon fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card comecon; influence");
    let a = m.prompt().actions[0].clone();
    assert!(TwilightStruggle::odds(m.state(), &a).is_none());
}
