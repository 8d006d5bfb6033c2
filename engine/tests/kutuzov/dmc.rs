//! Deployment Mobilization Centres (rules 4): placed in the interphases before turns 2 and 3 (KUT 17.2,
//! L1904–L1909), halving attrition once more (KUT 14.2, L1597–L1604), taking regrouped pieces (6.32), lost
//! to an enemy flag with a loot roll (KUT 12.11, L1462).

use super::common::*;
use engine::games::kutuzov::data::{contingent, Kind, Nation, FN, FS, IMPERIAL, R1, TSARIST};
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::turn::{self, Interphase};
use engine::games::kutuzov::{advance, attrition, control, dmc, impulse, Kutuzov};
use engine::Game;

#[test]
fn the_seed_example_a_depot_and_a_dmc_halve_the_attrition_twice() {
    // L1604: French-held Moscow with FS's DMC; Napoleon and 8 SP: 9 dice, 4 after the depot, 2 after the DMC.
    let mut s = start("s1", 3);
    clear(&mut s);
    s.attrition = 0;
    let moscow = sp(&s, "moscow");
    s.flags[moscow as usize] = Some(FN);
    assert!(s.data.spaces[moscow as usize].depot);
    assert_eq!(attrition::dice(&s, 9, 1, IMPERIAL, moscow), 4, "the depot alone");
    s.dmc.push((moscow, FS));
    assert_eq!(attrition::dice(&s, 9, 1, IMPERIAL, moscow), 2, "and the DMC");
    // A DMC helps its own camp only; under rules 3 there is none.
    assert_eq!(attrition::dice(&s, 9, 1, TSARIST, moscow), 9);
    s.rules = 3;
    assert_eq!(attrition::dice(&s, 9, 1, IMPERIAL, moscow), 4);
}

#[test]
fn a_dmc_halves_even_in_a_scorched_duchy() {
    // L1600, L1606: the depot's halving needs a duchy that is not scorched; the DMC's does not.
    let mut s = start("s1", 3);
    clear(&mut s);
    s.attrition = 0;
    let moscow = sp(&s, "moscow");
    s.flags[moscow as usize] = Some(FN);
    s.scorched[moscow as usize] = true;
    s.dmc.push((moscow, FN));
    assert_eq!(attrition::dice(&s, 9, 1, IMPERIAL, moscow), 4);
}

/// A Tsarist non-Key duchy with an FN flag, joined to an Imperial edge zone: a place for an Imperial DMC.
fn flagged_duchy(s: &mut State) -> u16 {
    for i in 0..s.data.spaces.len() as u16 {
        let x = &s.data.spaces[i as usize];
        if x.kind == Kind::Duchy && !x.key_duchy && x.fortress == 0 && x.home.camp() == Some(TSARIST) {
            s.flags[i as usize] = Some(FN);
            if dmc::edge_reach(s, IMPERIAL)[i as usize] {
                return i;
            }
            s.flags[i as usize] = None;
        }
    }
    panic!("no Tsarist duchy next to the Imperial home");
}

#[test]
fn an_enemy_flag_takes_the_dmc_and_rolls_for_a_resource() {
    // KUT 12.11 (L1462): the DMC goes at once; outside a fortress the captor gains a resource on a 6.
    let mut s = start("s1", 3);
    clear(&mut s);
    let x = flagged_duchy(&mut s);
    s.dmc.push((x, FN));
    let before = s.resources[R1 as usize];
    s.chance.script.dice = vec![6];
    assert!(control::place_flag(&mut s, x, R1));
    assert!(dmc::at(&s, x).is_none());
    assert_eq!(s.resources[R1 as usize], before + 1);
    assert_eq!(s.dmc_lost[FN as usize], 1, "replaced in the next interphase (L1907)");
    // Not a 6: no resource.
    s.flags[x as usize] = Some(FN);
    s.dmc.push((x, FN));
    s.chance.script.dice = vec![5];
    control::place_flag(&mut s, x, R1);
    assert_eq!(s.resources[R1 as usize], before + 1);
}

#[test]
fn regrouped_pieces_may_go_to_the_powers_dmc() {
    // KUT 6.32, 17.2 (L1902): regrouped units may be placed at a Supply Train or a DMC.
    let mut s = start("s1", 3);
    clear(&mut s);
    let x = flagged_duchy(&mut s);
    let c = contingent(FN, Nation::French).unwrap();
    assert!(!impulse::regroup_sites(&s, c).contains(&x));
    s.dmc.push((x, FN));
    assert!(impulse::regroup_sites(&s, c).contains(&x));
    let fs = contingent(FS, Nation::French).unwrap();
    assert!(!impulse::regroup_sites(&s, fs).contains(&x), "the Power's own DMC");
}

#[test]
fn each_power_places_a_dmc_before_turn_2_where_its_camp_reaches_an_edge_zone() {
    // KUT 17.2 (L1904, L1908): the first DMC before T2, in a friendly duchy joined to a friendly edge zone.
    let mut s = start("s1", 3);
    s.steps.clear();
    s.steps.push(Step::Interphase(Interphase { turn: 2, cards: false }));
    turn::push_reinforcements(&mut s, 0, 2);
    advance(&mut s);
    for _ in 0..200 {
        let p = Kutuzov::prompt(&s);
        if p.id == "kut.dmc" && p.seat == Some(FN) {
            break;
        }
        act(&mut s, "done");
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.dmc");
    assert!(offered(&s, "dmc warsaw"));
    assert!(!offered(&s, "dmc moscow"), "not a friendly duchy");
    act(&mut s, "dmc warsaw");
    assert_eq!(dmc::of(&s, FN), vec![sp(&s, "warsaw")]);
    assert_ne!((Kutuzov::prompt(&s).id, Kutuzov::prompt(&s).seat), ("kut.dmc", Some(FN)), "one before T2");
}

#[test]
fn scenario_2_starts_with_each_powers_first_dmc_under_rules_4() {
    // D38: scenario 2 includes the interphase before T2 and its DMCs.
    let s = start("s2", 3);
    assert_eq!(s.dmc.len(), 4);
    let mut h = header("s2", 3, "4");
    h.rules = 3;
    let old = Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap();
    assert!(old.dmc.is_empty());
}
