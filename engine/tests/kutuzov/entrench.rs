//! Entrenchments (KUT 12.45, 16.6), rules version 2.

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, R1, TSARIST};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// Davout (4-6) with `att` SP in Kovno (French-flagged), FN to play #84 (5 CP); Barclay (1-4) with `def` SP
/// in Vilna, entrenched.
fn set(att: u8, def: u8, barclay: bool) -> State {
    let mut s = start("s1", 61);
    clear(&mut s);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", att);
    let f = sp(&s, "kovno");
    if s.data.spaces[f as usize].home.camp() == Some(TSARIST) {
        s.flags[f as usize] = Some(FN);
    }
    if barclay {
        put_leader(&mut s, "barclay", "vilna");
    }
    put(&mut s, R1, Nation::Russian, "vilna", def);
    let v = sp(&s, "vilna");
    s.entrenched.iter_mut().for_each(|e| *e = false);
    s.entrenched[v as usize] = true;
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    s
}

#[test]
fn an_entrenchment_costs_the_attacker_a_die_cancels_a_hit_and_needs_a_margin_of_five() {
    let mut s = set(6, 6, true);
    let loss = s.loss[1];
    // KUT 12.45 (L1301): Davout 6 SP + 4 + Elan du Guerre 2 = 12 dice, one fewer in round 1 against the
    // entrenchment: 11. Barclay 6 SP + 1 + Vive l'Empereur 1 = 8.
    s.chance.script.dice = vec![6, 6, 5, 5, 5, 1, 1, 1, 1, 1, 1, /* defender */ 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "move davout vilna");
    act(&mut s, "done"); // Barclay stands (KUT 11.6).
    assert_eq!(log_nums(&s, "kut.battle_dice"), vec![vec![11], vec![8]]);
    // L1302: one 6 is cancelled, so 4 hits to 0; L1303, 12.7 (L1404): an entrenched loser is routed only at
    // a margin of 5: Barclay retreats (1 Morale Loss marker), not routed (2).
    assert_eq!(Kutuzov::prompt(&s).id, "kut.retreat");
    act(&mut s, "retreat lida");
    assert_eq!(s.loss[1], loss + 1);
    // Barclay and his 5 SP left Vilna: the entrenchment is removed (L1295).
    assert!(!s.entrenched[sp(&s, "vilna") as usize]);
}

#[test]
fn the_odds_count_the_entrenchment() {
    let s = set(6, 6, true);
    let a = Kutuzov::prompt(&s).actions.into_iter().find(|a| Kutuzov::describe(&s, a).notation == "move davout vilna").unwrap();
    let o = Kutuzov::odds(&s, &a).expect("odds of the battle");
    assert!(o.modifiers.iter().any(|m| m.id == "kut.odds.entrenched"), "the entrenchment is a modifier");
    assert_eq!(o.dice, 11);
}

#[test]
fn an_entrenchment_with_neither_an_army_nor_four_sp_goes_at_once() {
    // KUT 12.45 (L1293, L1295): 4 SP keep it, 3 SP without a leader do not.
    let mut s = set(2, 4, false);
    act(&mut s, "marker-die");
    assert!(s.entrenched[sp(&s, "vilna") as usize]);
    let v = sp(&s, "vilna");
    s.sp[v as usize][4] = 3;
    act(&mut s, "marker-die");
    assert!(!s.entrenched[v as usize]);
}

#[test]
fn entrenching_costs_a_resource_and_only_before_any_formation_moves() {
    let mut s = set(6, 2, true);
    let v = sp(&s, "vilna");
    s.entrenched[v as usize] = false;
    let res = s.resources[FN as usize];
    // KUT 16.6 (L1854): a friendly space with the Power's army or 4 SP, in its impulse.
    assert!(offered(&s, "entrench kovno"));
    assert!(!offered(&s, "entrench vilna"), "not in an enemy space");
    act(&mut s, "entrench kovno");
    assert_eq!(s.resources[FN as usize], res - 1);
    assert!(s.entrenched[sp(&s, "kovno") as usize]);
    assert!(!offered(&s, "entrench kovno"), "once");
    // After a formation moved, no more.
    put(&mut s, FN, Nation::French, "kovno", 6);
    let n = notations(&s).into_iter().find(|n| n.starts_with("move-sp fn kovno ")).unwrap();
    act(&mut s, &n);
    let warsaw_like = notations(&s).into_iter().any(|n| n.starts_with("entrench "));
    assert!(!warsaw_like, "no entrenching after a move (L1854)");
}

#[test]
fn the_scenarios_entrenchments_are_placed_and_shown() {
    // Seed L2409: scenario 1 entrenches Dunaburg; L2482: scenario 2 Moscow, St. Petersburg, Smolensk.
    let s = start("s1", 62);
    let d = sp(&s, "dunaburg");
    assert!(s.entrenched[d as usize]);
    let v = Kutuzov::view(&s, engine::Viewer::All);
    assert!(v.spaces[d as usize].entrenched);
    let s2 = start("s2", 62);
    for k in ["moscow", "st-petersburg", "smolensk"] {
        assert!(s2.entrenched[sp(&s2, k) as usize], "{k}");
    }
}
