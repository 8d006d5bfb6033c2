//! Rules 14: sea movement (KUT 15.1, 15.2): R1's convoys between friendly ports, 1 CP a unit, five units at most,
//! one an impulse, no land movement with it, the besiegers of a friendly fortress fighting the convoy (L1756).
//! Each test has the other reading beside it (rules 13, or the rule read the other way).

use engine::games::kutuzov::data::{Nation, FN, R1, R2};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// Scenario 1, an empty map, `power` spending the 5-CP card under `rules`.
fn spending(rules: u32, power: u8) -> State {
    let mut s = bare_s1(&[], &[]);
    s.rules = rules;
    give_card(&mut s, power, FIVE_CP);
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(power));
    s.morale = [2, 2];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

fn cp_left(s: &State) -> u8 {
    s.steps.iter().rev().find_map(|x| if let Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap()
}

/// Kutuzov with `n` R1 SP in Riga (an R1 port, L145), R1 spending 5 CP.
fn kutuzov_in_riga(rules: u32, n: u8) -> State {
    let mut s = spending(rules, R1);
    put_leader(&mut s, "kutuzov", "riga");
    put(&mut s, R1, Nation::Russian, "riga", n);
    s
}

#[test]
fn t55_kutuzov_and_two_cavalry_sail_for_five_cp() {
    // KUT 15.2 (L1754, T55): Kutuzov and two cavalry (4 SP) are five units: 5 CP, not a land move's 1.
    let mut s = kutuzov_in_riga(14, 4);
    assert!(offered(&s, "convoy kutuzov reval"));
    act(&mut s, "convoy kutuzov reval");
    let reval = sp(&s, "reval");
    assert_eq!(leader_at(&s, "kutuzov"), Place::Map(reval));
    assert_eq!(s.sp[reval as usize][4], 4, "both cavalry sail with him");
    assert_eq!(s.sp[sp(&s, "riga") as usize][4], 0);
    assert_eq!(cp_left(&s), 0, "1 CP a unit: 5 CP (a land move would cost 1)");
}

#[test]
fn before_rules_14_nobody_sails() {
    // Rules 13: sea movement is not played; Kutuzov only marches.
    let s = kutuzov_in_riga(13, 4);
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy")));
}

#[test]
fn a_convoy_carries_five_units_at_most() {
    // KUT 15.2 (L1748): five units, leaders and SP together: Kutuzov takes 4 of his 6 SP.
    let mut s = kutuzov_in_riga(14, 6);
    act(&mut s, "convoy kutuzov reval");
    assert_eq!(s.sp[sp(&s, "reval") as usize][4], 4, "4 SP and Kutuzov are five units");
    assert_eq!(s.sp[sp(&s, "riga") as usize][4], 2, "the sixth and seventh stay");
    // Leaderless SP likewise: five of seven sail.
    let mut s = spending(14, R1);
    put(&mut s, R1, Nation::Russian, "riga", 7);
    act(&mut s, "convoy-sp riga narva");
    assert_eq!(s.sp[sp(&s, "narva") as usize][4], 5);
    assert_eq!(cp_left(&s), 0);
}

#[test]
fn a_convoy_takes_no_more_units_than_the_cp_pay_for() {
    // KUT 15.2 (L1752): 1 CP a unit; with 3 CP Kutuzov takes 2 SP.
    let mut s = kutuzov_in_riga(14, 4);
    if let Some(Step::Spend(x)) = s.steps.last_mut() {
        x.cp = 3;
    }
    act(&mut s, "convoy kutuzov reval");
    assert_eq!(s.sp[sp(&s, "reval") as usize][4], 2);
    assert_eq!(cp_left(&s), 0);
}

#[test]
fn one_convoy_an_impulse() {
    // KUT 15.2 (L1752): after one convoy of 2 SP (3 CP left), Barclay in Pernau may not sail.
    let mut s = spending(14, R1);
    put(&mut s, R1, Nation::Russian, "riga", 2);
    put_leader(&mut s, "barclay", "pernau");
    assert!(offered(&s, "convoy barclay reval"));
    act(&mut s, "convoy-sp riga narva");
    assert_eq!(cp_left(&s), 3);
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy")), "one convoy an impulse");
    assert!(offered(&s, "move barclay reval") || notations(&s).iter().any(|n| n.starts_with("move barclay")), "he still marches");
}

#[test]
fn no_land_movement_with_a_convoy() {
    // KUT 15.2 (L1750): a leader who marched this impulse may not sail; one who sailed marches no further.
    let mut s = kutuzov_in_riga(14, 2);
    let by_land = notations(&s).into_iter().find(|n| n.starts_with("move kutuzov ")).expect("a land move");
    act(&mut s, &by_land);
    while Kutuzov::prompt(&s).id != "kut.spend" {
        act(&mut s, "done");
    }
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy kutuzov")), "marched, so no convoy");
    let mut s = kutuzov_in_riga(14, 2);
    act(&mut s, "convoy kutuzov pernau");
    assert_eq!(cp_left(&s), 2);
    assert!(!notations(&s).iter().any(|n| n.starts_with("move kutuzov ")), "sailed, so no march");
}

#[test]
fn only_the_russian_first_army_sails() {
    // KUT 15.1 (L1744): R2's leader and soldiers in a port do not sail; nor do the Imperials'.
    let mut s = spending(14, R2);
    put_leader(&mut s, "tormassov", "riga");
    put(&mut s, R2, Nation::Russian, "riga", 2);
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy")));
    let mut s = spending(14, FN);
    put_leader(&mut s, "ney", "konigsberg");
    put(&mut s, FN, Nation::French, "konigsberg", 2);
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy")));
}

#[test]
fn a_convoy_goes_from_a_friendly_port_to_a_friendly_port() {
    // KUT 15.2 (L1750): not into an enemy or uncontrolled port (that is 15.3's amphibious assault), nor inland.
    let mut s = kutuzov_in_riga(14, 2);
    let libau = sp(&s, "libau");
    s.flags[libau as usize] = Some(FN);
    let windau = sp(&s, "windau");
    put(&mut s, FN, Nation::French, "windau", 1);
    assert!(offered(&s, "convoy kutuzov pernau"));
    assert!(!offered(&s, "convoy kutuzov libau"), "an enemy port");
    assert!(!offered(&s, "convoy kutuzov windau"), "an uncontrolled port (enemy SP, no flag)");
    assert!(!offered(&s, "convoy kutuzov riga"), "another port");
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy kutuzov") && !["polangen", "mitau", "pernau", "reval", "narva", "st-petersburg"].iter().any(|p| n.ends_with(p))), "only ports");
    let _ = windau;
    // Nor from an enemy port: Kutuzov in Libau under a French flag (and no enemy there) does not sail.
    let mut s = spending(14, R1);
    let libau = sp(&s, "libau");
    s.flags[libau as usize] = Some(FN);
    put_leader(&mut s, "kutuzov", "libau");
    assert!(!notations(&s).iter().any(|n| n.starts_with("convoy")));
}

#[test]
fn a_convoy_into_a_besieged_friendly_fortress_fights_the_besiegers() {
    // KUT 15.2 (L1756): Riga (a fortress) besieged by Ney; Kutuzov sails in from Reval: the besiegers
    // evade or fight.
    let mut s = spending(14, R1);
    put_leader(&mut s, "kutuzov", "reval");
    put(&mut s, R1, Nation::Russian, "reval", 4);
    put_leader(&mut s, "ney", "riga");
    put(&mut s, FN, Nation::French, "riga", 3);
    assert!(offered(&s, "convoy kutuzov riga"), "Riga is still a friendly port (a fortress, KUT 3.1)");
    act(&mut s, "convoy kutuzov riga");
    let p = Kutuzov::prompt(&s);
    assert_eq!(p.seat, Some(FN), "the besiegers' choice: {}", p.id);
    assert!(notations(&s).iter().any(|n| n.starts_with("evade") || n == "done"), "{:?}", notations(&s));
    // The other reading: into an unbesieged friendly port no battle, R1 goes on spending.
    let mut s = spending(14, R1);
    put_leader(&mut s, "kutuzov", "reval");
    put(&mut s, R1, Nation::Russian, "reval", 4);
    act(&mut s, "convoy kutuzov riga");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
}

// KUT 15.3: the amphibious assault, with #21 Hornblower.

const HORNBLOWER: u16 = 21;

#[test]
fn hornblower_is_r1s_event_from_rules_14() {
    // KUT 15.3 (L1760): #21 played as an event opens the assault; under rules 13 it is CP only.
    for (rules, playable) in [(14, true), (13, false)] {
        let mut s = bare_s1(&[], &[]);
        s.rules = rules;
        give_card(&mut s, R1, HORNBLOWER);
        *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(R1));
        assert_eq!(offered(&s, "event 21"), playable, "rules {rules}");
        if playable {
            act(&mut s, "event 21");
            assert!(s.hornblower, "the assault is open this impulse");
        }
    }
}

/// Kutuzov with 4 R1 SP in Riga, R1 spending 5 CP after #21 (set directly: its CP come from another card).
fn assaulting() -> State {
    let mut s = kutuzov_in_riga(14, 4);
    s.hornblower = true;
    s
}

#[test]
fn without_hornblower_no_landing_in_an_enemy_port() {
    // KUT 15.2, 15.3 (L1756, L1760): only #21 opens an enemy port.
    let mut s = kutuzov_in_riga(14, 4);
    let libau = sp(&s, "libau");
    s.flags[libau as usize] = Some(FN);
    assert!(!offered(&s, "convoy kutuzov libau"));
    s.hornblower = true;
    assert!(offered(&s, "convoy kutuzov libau"));
    assert!(offered(&s, "convoy kutuzov konigsberg"), "an Imperial home port too");
}

fn battery_dice_rolled(s: &State) -> Option<usize> {
    s.log.iter().rev().find(|e| e.id == "kut.battery").map(|e| {
        e.args.iter().find_map(|a| if let engine::Arg::Dice(d) = a { Some(d.len()) } else { None }).unwrap()
    })
}

#[test]
fn the_battery_rolls_two_dice_four_at_a_fortress_port() {
    // KUT 15.3 (L1764): Libau under a French flag, 2 dice; Königsberg (a fortress port), 4.
    let mut s = assaulting();
    let libau = sp(&s, "libau");
    s.flags[libau as usize] = Some(FN);
    act(&mut s, "convoy kutuzov libau");
    assert_eq!(battery_dice_rolled(&s), Some(2));
    let mut s = assaulting();
    act(&mut s, "convoy kutuzov konigsberg");
    assert_eq!(battery_dice_rolled(&s), Some(4));
}

#[test]
fn the_batterys_fives_disrupt_and_sixes_eliminate() {
    // KUT 15.3 (L1764): each 6 eliminates an SP, each 5 sends one to the Regroup Box; the rest land. Over many
    // seeds both kinds of hit occur, and every SP is accounted for.
    let mut seen = (false, false);
    for seed in 0..40u64 {
        let mut s = assaulting();
        s.chance.set_rng(engine::Rng::new(seed));
        let before = s.regroup[4];
        act(&mut s, "convoy kutuzov konigsberg");
        let k = sp(&s, "konigsberg");
        let nums = log_nums(&s, "kut.battery");
        let (e, d) = (nums[0][0] as u8, nums[0][1] as u8);
        assert_eq!(s.regroup[4] - before, d, "the disrupted go to the Regroup Box");
        assert_eq!(s.sp[k as usize][4] + e + d, 4, "seed {seed}: landed + eliminated + disrupted");
        seen.0 |= e > 0;
        seen.1 |= d > 0;
    }
    assert!(seen.0 && seen.1);
}

#[test]
fn an_uncontrolled_port_has_no_battery_and_its_enemy_evades_or_fights() {
    // KUT 15.3 (L1766, L2860): Windau, an R1 duchy where Ney stands without a flag, is uncontrolled: no battery;
    // Ney evades or fights.
    let mut s = assaulting();
    put_leader(&mut s, "ney", "windau");
    put(&mut s, FN, Nation::French, "windau", 2);
    act(&mut s, "convoy kutuzov windau");
    assert_eq!(battery_dice_rolled(&s), None);
    assert_eq!(s.sp[sp(&s, "windau") as usize][4], 4, "all four land");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN), "the defender's evasion");
}

#[test]
fn no_battery_at_an_enemy_fortress_already_besieged() {
    // KUT 15.3 (L1768, L2860): Königsberg besieged by R1 SP is uncontrolled to the besiegers: the landing is as by land.
    let mut s = assaulting();
    put(&mut s, R1, Nation::Russian, "konigsberg", 2);
    act(&mut s, "convoy kutuzov konigsberg");
    assert_eq!(battery_dice_rolled(&s), None);
    assert_eq!(s.sp[sp(&s, "konigsberg") as usize][4], 6);
}
