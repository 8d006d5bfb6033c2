//! The odds a board shows before a battle or a siege (KUT 12, 13): the dice each side rolls, term by term,
//! and the chance of each result, against the digest's worked examples (shared/reference/kutuzov.md §5)
//! and hand computations.

use super::common::*;
use engine::games::kutuzov::battle::Battle;
use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::odds::{self, PARTS};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::{Action, Kutuzov};
use engine::kit::odds::Odds;
use engine::{Arg, Game};

fn camp(o: &engine::kit::odds::Modifier) -> &str {
    match o.args.first() {
        Some(Arg::Key(k)) => k,
        _ => "",
    }
}

/// A side's term with this id, if the odds carry it.
fn term(o: &Odds, side: &str, id: &str) -> Option<i32> {
    o.modifiers.iter().find(|m| m.id == id && camp(m) == side).map(|m| m.value)
}

fn dice(o: &Odds, side: &str) -> i32 {
    o.notes.iter().find(|n| n.0 == "kut.odds.dice" && n.1.first() == Some(&Arg::Key(side.into()))).and_then(|n| match n.1.get(1) {
        Some(Arg::Num(x)) => Some(*x),
        _ => None,
    }).unwrap()
}

/// The chance of a result (its id and first argument), as a fraction.
fn chance(o: &Odds, id: &str, arg: Option<&Arg>) -> f64 {
    o.outcomes.iter().filter(|x| x.id == id && x.args.first() == arg).map(|x| x.ways as f64).sum::<f64>() / o.total as f64
}

const IMP: &str = "kut.camp.imperial";
const TSA: &str = "kut.camp.tsarist";

fn close(a: f64, b: f64) {
    assert!((a - b).abs() < 2.0 / PARTS as f64, "{a} ≠ {b}");
}

/// Davout with `att` SP in `from` and FN spending #84's 5 CP; Barclay with `def` SP (or only SP) in `at`.
fn spend(from: &str, at: &str, att: u8, def: u8, barclay: bool) -> State {
    let mut s = start("s1", 11);
    clear(&mut s);
    put_leader(&mut s, "davout", from);
    put(&mut s, FN, Nation::French, from, att);
    let f = sp(&s, from);
    s.flags[f as usize] = Some(FN);
    if barclay {
        put_leader(&mut s, "barclay", at);
    }
    put(&mut s, R1, Nation::Russian, at, def);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    s
}

fn move_odds(s: &State, leader: &str, to: &str) -> Option<Odds> {
    let a = Action::Move { leader: s.data.leader(leader).unwrap(), to: sp(s, to) };
    assert!(Kutuzov::prompt(s).actions.contains(&a), "the move is offered");
    Kutuzov::odds(s, &a)
}

#[test]
fn a_move_into_enemies_shows_each_sides_dice_and_a_move_into_an_empty_space_none() {
    let s = spend("kovno", "vilna", 6, 2, true);
    // KUT 12.2/12.31: Davout 6 SP + 4 + Elan du Guerre 2 = 12 dice; Barclay 2 SP + 1 + Vive l'Empereur 1 = 4.
    let o = move_odds(&s, "davout", "vilna").expect("a battle has odds");
    assert_eq!((dice(&o, IMP), dice(&o, TSA)), (12, 4));
    assert_eq!(term(&o, IMP, "kut.odds.sp"), Some(6));
    assert_eq!(term(&o, IMP, "kut.odds.commander"), Some(4));
    assert_eq!(term(&o, IMP, "kut.odds.morale"), Some(2));
    assert_eq!(term(&o, TSA, "kut.odds.morale"), Some(1));
    // Barclay may evade first (KUT 11.6): said, not counted.
    assert!(o.notes.iter().any(|n| n.0 == "kut.odds.may_evade"));
    let sum: u32 = o.outcomes.iter().map(|x| x.ways).sum();
    assert_eq!(sum, PARTS);
    // 12 dice against 4: the Imperials win far more often than not.
    let imp: f64 = o.outcomes.iter().filter(|x| x.success == Some(true)).map(|x| x.ways as f64).sum::<f64>() / PARTS as f64;
    assert!(imp > 0.8, "{imp}");
    // Into an empty space there is no battle: no odds.
    assert!(move_odds(&s, "davout", "vilkomir").is_none());
    // The same dice as the battle rolls (battle.rs logs them).
    let mut t = s.clone();
    t.chance.script.dice = vec![1; 40];
    act(&mut t, "move davout vilna");
    act(&mut t, "done");
    assert_eq!(log_nums(&t, "kut.battle_dice")[0..2], [vec![12], vec![4]]);
}

#[test]
fn t32_the_river_gives_its_three_dice_to_the_defender_not_the_attacker() {
    // KUT 12.4, T32 (L1267): the Tsarists attack French-flagged Moscow from Ryazan across the River; the
    // French keep control during the battle and roll 3 more dice in round 1.
    let mut s = start("s1", 5);
    clear(&mut s);
    s.morale = [2, 2]; // Marchez-Vous: no morale dice on either side.
    put_leader(&mut s, "kutuzov", "moscow");
    put(&mut s, R1, Nation::Russian, "moscow", 5);
    put_leader(&mut s, "davout", "moscow");
    put(&mut s, FN, Nation::French, "moscow", 4);
    let m = sp(&s, "moscow");
    s.flags[m as usize] = Some(FN);
    let b = Battle::new(R1, s.data.leader("kutuzov").unwrap(), sp(&s, "ryazan"), m);
    let o = odds::battle(&s, &b, vec![]);
    assert_eq!(term(&o, IMP, "kut.odds.terrain"), Some(3), "the defender's terrain");
    assert_eq!(term(&o, TSA, "kut.odds.terrain"), None, "never the attacker's");
    // Kutuzov 5 SP + 4 = 9; Davout 4 SP + 4 + 3 = 11.
    assert_eq!((dice(&o, TSA), dice(&o, IMP)), (9, 11));
    // The same battle with the terrain moved to the attacker would favour it; here the defender (11
    // dice) is the likelier winner.
    let tsarist_wins: f64 = o.outcomes.iter().filter(|x| x.success == Some(true)).map(|x| x.ways as f64).sum::<f64>() / PARTS as f64;
    let imperial_wins: f64 = o.outcomes.iter().filter(|x| x.success == Some(false)).map(|x| x.ways as f64).sum::<f64>() / PARTS as f64;
    assert!(imperial_wins > tsarist_wins, "{imperial_wins} vs {tsarist_wins}");
    // A failed evasion (KUT 11.8) takes the terrain away and gives the attacker a die instead.
    let mut b2 = b.clone();
    b2.failed_evasions = 1;
    let o2 = odds::battle(&s, &b2, vec![]);
    assert_eq!(term(&o2, TSA, "kut.odds.failed_evasion"), Some(1));
    assert_eq!(term(&o2, IMP, "kut.odds.failed_evasion"), None);
    assert_eq!(term(&o2, IMP, "kut.odds.terrain"), None);
    assert_eq!((dice(&o2, TSA), dice(&o2, IMP)), (10, 8));
}

#[test]
fn t31_the_nation_giving_most_dice_brings_its_morale_bonus() {
    // KUT 12.31, T31 (L1259): at Elan, Napoleon (commander) + 2 French SP with Yorck as staff and 4
    // Prussian SP: the French give 7 of 12 dice, so the French bonus +2: 14 dice.
    let mut s = start("s1", 5);
    clear(&mut s);
    put_leader(&mut s, "napoleon", "vilna");
    put(&mut s, FN, Nation::French, "vilna", 2);
    put_leader(&mut s, "yorck", "vilna");
    put(&mut s, FN, Nation::Prussian, "vilna", 4);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 3);
    let b = Battle::new(FN, s.data.leader("napoleon").unwrap(), sp(&s, "kovno"), sp(&s, "vilna"));
    let o = odds::battle(&s, &b, vec![]);
    assert_eq!(term(&o, IMP, "kut.odds.sp"), Some(6));
    assert_eq!(term(&o, IMP, "kut.odds.commander"), Some(5));
    assert_eq!(term(&o, IMP, "kut.odds.staff"), Some(1));
    assert_eq!(term(&o, IMP, "kut.odds.morale"), Some(2));
    assert_eq!(dice(&o, IMP), 14);
}

#[test]
fn t38_a_one_die_battle_matches_the_hand_computation() {
    // Barclay (1-4) alone attacks 1 leaderless R1 SP… here Davout's side is replaced by the smallest
    // battle: at Marchez-Vous (no morale dice) a lone leader rated 1 against 1 SP, one die each, no terrain
    // (Clear line, KUT 12.4). Each die: 6 eliminates, 5 disrupts, 1-4 nothing (12.5).
    let mut s = start("s1", 5);
    clear(&mut s);
    s.morale = [2, 2];
    put_leader(&mut s, "yorck", "vilna"); // Yorck (1-4), the attacker, no SP with him.
    put(&mut s, R1, Nation::Russian, "vilna", 1);
    let b = Battle::new(FN, s.data.leader("yorck").unwrap(), sp(&s, "kovno"), sp(&s, "vilna"));
    let o = odds::battle(&s, &b, vec![]);
    assert_eq!((dice(&o, IMP), dice(&o, TSA)), (1, 1));
    // By hand, in 1296ths (round 1 × round 2):
    // both 6: both destroyed (1/36); a tie of 0–0 (16/36) fights round 2 with the same dice, where a second
    // tie (KUT 12.52, T38) sends the attacker back; 5–5 (1/36) leaves the defender's one SP disrupted, so
    // it rolls 0 dice in round 2 (12.53) while the leader still rolls his 1.
    let w = |n: f64| n / 1296.0;
    let (imp, tsa) = (Arg::Key(IMP.into()), Arg::Key(TSA.into()));
    close(chance(&o, "kut.odds.both_destroyed", None), w(36.0 + 16.0));
    close(chance(&o, "kut.odds.win_overrun", Some(&imp)), w(180.0 + 6.0 + 80.0));
    close(chance(&o, "kut.odds.win", Some(&imp)), w(144.0 + 6.0 + 64.0));
    close(chance(&o, "kut.odds.win_overrun", Some(&tsa)), w(180.0 + 80.0));
    close(chance(&o, "kut.odds.win", Some(&tsa)), w(144.0 + 24.0 + 336.0));
    assert_eq!(chance(&o, "kut.odds.win_rout", Some(&imp)) + chance(&o, "kut.odds.win_rout", Some(&tsa)), 0.0, "no margin of 3 is possible");
}

#[test]
fn t42_brest_by_hand() {
    // KUT 13.31–13.42, T42 (L1547): Brest (2) is taken with a siege overrun on 2+ sixes in round 1, or 1
    // then 2+ in round 2; 1 then exactly 1 takes it in the last round (marked). Davout (4-6) + 1 SP at
    // Marchez-Vous rolls 5 dice; the fortress 2. Davout dies only when the fortress rolls two 6s (the first
    // takes his SP, 12.51), which spoils that round's capture (13.32).
    let mut s = start("s1", 41);
    clear(&mut s);
    s.morale = [2, 2];
    put_leader(&mut s, "davout", "brest");
    put(&mut s, FN, Nation::French, "brest", 1);
    let l = s.data.leader("davout").unwrap();
    assert!(Kutuzov::prompt(&s).actions.contains(&Action::Siege(l)));
    let o = Kutuzov::odds(&s, &Action::Siege(l)).expect("a siege has odds");
    assert_eq!(dice(&o, IMP), 5);
    assert_eq!(dice(&o, TSA), 2);
    let x = 7776.0;
    let two_plus = 1526.0 / x; // 1 − (5/6)^5 − 5·(1/6)(5/6)^4
    let one = 3125.0 / x;
    let lives = 35.0 / 36.0;
    let quiet = 16.0 / 36.0; // the fortress rolls no 5 or 6: one 6 beats 0 hits (13.33)
    let r1 = Arg::Num(1);
    let r2 = Arg::Num(2);
    close(chance(&o, "kut.odds.siege_overrun", Some(&r1)), two_plus * lives);
    close(chance(&o, "kut.odds.siege_overrun", Some(&r2)), one * quiet * two_plus * lives);
    close(chance(&o, "kut.odds.siege_taken", Some(&r2)), one * quiet * one * lives);
    close(chance(&o, "kut.odds.siege_fails", None), 1.0 - two_plus * lives - one * quiet * (two_plus + one) * lives);
}

#[test]
fn t40_the_imperial_besieger_of_riga_rolls_half() {
    // KUT 13.31, T40 (L1506): Napoleon (5-8) + 8 SP at Elan: 2 + 5 + 8 = 15 → 8 dice.
    let mut s = start("s1", 41);
    clear(&mut s);
    put_leader(&mut s, "napoleon", "riga");
    put(&mut s, FN, Nation::French, "riga", 8);
    let o = Kutuzov::odds(&s, &Action::Siege(s.data.leader("napoleon").unwrap())).unwrap();
    assert_eq!(dice(&o, IMP), 8);
    assert_eq!(term(&o, IMP, "kut.odds.riga"), Some(-7));
    assert_eq!(term(&o, TSA, "kut.odds.fortress"), Some(4));
    assert_eq!(o.outcomes.iter().map(|x| x.ways).sum::<u32>(), PARTS);
}

#[test]
fn interception_and_marker_dice_are_counted_over_the_36_and_6_rolls() {
    // KUT 11.4, T29 (L1081): an interception roll is 2d6 + the commander's rating ± the lines; 9+ succeeds.
    let mut s = spend("kovno", "vilna", 6, 0, false);
    put_leader(&mut s, "barclay", "lida");
    put(&mut s, R1, Nation::Russian, "lida", 2);
    act(&mut s, "move davout vilna");
    let p = Kutuzov::prompt(&s);
    assert_eq!(p.id, "kut.intercept");
    let a = Action::Intercept(s.data.leader("barclay").unwrap());
    let o = Kutuzov::odds(&s, &a).expect("an interception roll has odds");
    assert_eq!(o.total, 36);
    let m: i32 = o.modifiers.iter().map(|x| x.value).sum();
    // Barclay rating 1, +1 into Vilna (R1's), Lida's own: 2d6 + 2 ≥ 9 → 7+ on the dice: 21 of 36.
    assert_eq!(m, 2);
    assert_eq!(o.success(), Some(21.0 / 36.0));
    // The marker die (KUT 9.52): 5-6, 2 of 6.
    let s2 = spend("kovno", "vilna", 6, 2, true);
    let o = Kutuzov::odds(&s2, &Action::MarkerDie).unwrap();
    assert_eq!(o.success(), Some(2.0 / 6.0));
}

#[test]
fn the_odds_agree_with_the_battles_the_rules_fight() {
    // A check of the model against battle.rs itself: 4000 battles of Davout (3 SP: 9 dice) against Barclay
    // (6 SP: 8 dice), a close fight, fought by the rules with seeded dice; the Imperials' share of wins lies
    // within 4 standard errors of the odds' exact chance.
    let s = spend("kovno", "vilna", 3, 6, true);
    let o = move_odds(&s, "davout", "vilna").unwrap();
    assert!(!o.notes.iter().any(|n| n.0 == "kut.odds.attrition_first"), "no attrition before this battle");
    let imp = Arg::Key(IMP.into());
    let p: f64 = o.outcomes.iter().filter(|x| x.args.first() == Some(&imp)).map(|x| x.ways as f64).sum::<f64>() / PARTS as f64;
    let n = 4000;
    let mut won = 0;
    for i in 0..n {
        let mut t = s.clone();
        t.chance.set_rng(engine::Rng::new(1000 + i));
        let before = t.log.len();
        act(&mut t, "move davout vilna");
        act(&mut t, "done");
        let w = t.log.iter().skip(before).find(|e| e.id == "kut.battle_won").map(|e| e.args[0].clone());
        if w == Some(imp.clone()) {
            won += 1;
        }
    }
    let f = won as f64 / n as f64;
    let se = (p * (1.0 - p) / n as f64).sqrt();
    assert!((f - p).abs() < 4.0 * se, "the rules won {f}, the odds say {p}");
}

#[test]
fn the_siege_odds_agree_with_the_sieges_the_rules_make() {
    // The same check for siege.rs: Davout (4-6) + 3 SP at Marchez-Vous (7 dice) against Grodno (2), 4000
    // seeded sieges; the share of captures lies within 4 standard errors of the odds' exact chance.
    let mut s = start("s1", 41);
    clear(&mut s);
    s.morale = [2, 2];
    put_leader(&mut s, "davout", "grodno");
    put(&mut s, FN, Nation::French, "grodno", 3);
    let g = sp(&s, "grodno");
    let o = Kutuzov::odds(&s, &Action::Siege(s.data.leader("davout").unwrap())).unwrap();
    let p: f64 = o.outcomes.iter().filter(|x| x.success == Some(true)).map(|x| x.ways as f64).sum::<f64>() / PARTS as f64;
    let n = 4000;
    let mut taken = 0;
    for i in 0..n {
        let mut t = s.clone();
        t.chance.set_rng(engine::Rng::new(7000 + i));
        act(&mut t, "siege davout");
        if t.flags[g as usize] == Some(FN) {
            taken += 1;
        }
    }
    let f = taken as f64 / n as f64;
    let se = (p * (1.0 - p) / n as f64).sqrt();
    assert!(p > 0.2 && p < 0.8, "a close siege: {p}");
    assert!((f - p).abs() < 4.0 * se, "the rules took it {f}, the odds say {p}");
}
