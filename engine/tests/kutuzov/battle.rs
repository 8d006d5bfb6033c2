//! Battles (KUT 12): dice, terrain, rounds, rout, retreat, loot, overrun.

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, R1, R2};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// Davout (4-6) with `att` SP in `from`, FN to play #84 (5 CP); Barclay (1-4) with `def` SP in `at`.
fn set(from: &str, at: &str, att: u8, def: u8) -> State {
    let mut s = start("s1", 11);
    clear(&mut s);
    put_leader(&mut s, "davout", from);
    put(&mut s, FN, Nation::French, from, att);
    put_leader(&mut s, "barclay", at);
    put(&mut s, R1, Nation::Russian, at, def);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    s
}

#[test]
fn dice_are_sp_rating_and_morale_and_a_rout_eliminates_the_disrupted() {
    let mut s = set("kovno", "vilna", 6, 2);
    // KUT 12.2/12.3: Davout 6 SP + 4 + Elan du Guerre 2 = 12 dice; Barclay 2 SP + 1 + Vive l'Empereur 1 = 4,
    // no terrain across the Clear line Kovno–Vilna (KUT 12.4).
    s.chance.script.dice = vec![6, 6, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* defender */ 1, 1, 1, 1, /* loot */ 5, /* check */ 1, 1];
    act(&mut s, "move davout vilna");
    assert_eq!(log_nums(&s, "log.kut.battle_dice"), vec![vec![12], vec![4]]);
    // KUT 12.5: two 6s eliminate both SP; the 5 finds no SP left to disrupt but is a hit: 3 to 0, a rout
    // (KUT 12.7, margin 3). The defender retreats, never to the attacker's origin (KUT 12.6).
    assert_eq!(Kutuzov::prompt(&s).id, "kut.retreat");
    assert!(!offered(&s, "retreat kovno"));
    assert!(offered(&s, "retreat lida"));
    act(&mut s, "retreat lida");
    assert_eq!(leader_at(&s, "barclay"), Place::Map(sp(&s, "lida")));
    // Play Book 9.11: a routed army gives 2 Morale Loss markers.
    // KUT 12.10: loot 5 + 2 eliminated = 7 → 1 resource (FN had 4), and a Gain marker.
    assert_eq!(s.resources[0], 4 + 1);
    assert_eq!(s.gain[0], 1);
    // KUT 9.4 (2): the loser checks; 1+1 = 2 is not below 2 Loss markers: no drop.
    assert_eq!(s.loss[1], 2);
    assert_eq!(s.morale[1], 1);
    // KUT 10.52: the winner is marked and moves no more this impulse.
    assert!(!notations(&s).iter().any(|n| n.starts_with("move davout")));
}

#[test]
fn a_river_gives_the_defender_three_dice_in_round_one() {
    let mut s = set("masuria", "grodno", 4, 1);
    // KUT 12.43: +3 across a River; round 1 only.
    s.chance.script.dice = vec![1; 10 + 7];
    s.chance.script.dice.extend([1; 10 + 4]);
    act(&mut s, "move davout grodno");
    let dice = log_nums(&s, "log.kut.battle_dice");
    // Attacker 4 + 4 + 2 = 10; defender 1 + 1 + 1 + 3 = 6 … with Grodno a fortress (strength 2) of R1.
    assert_eq!(dice[0], vec![10]);
    assert_eq!(dice[1], vec![6]);
    // KUT 12.52: a tie (no hits) goes to a second round without the terrain dice, then the attacker
    // goes back where it came from.
    assert_eq!(dice[3], vec![3]);
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "masuria")));
    assert_eq!(s.sp[sp(&s, "masuria") as usize][0], 4);
    // Play Book 9.11: the attacker's army retreated: 1 Morale Loss marker; no loot on a plain retreat.
    assert_eq!(s.loss[0], 1);
    assert_eq!(s.resources[0], 4);
}

#[test]
fn an_overrun_lets_the_winner_move_on_and_may_flag_the_duchy() {
    let mut s = set("kovno", "vilna", 6, 1);
    // 4 sixes against 1 SP and Barclay: 2 units, 2 eliminations left over (KUT 12.9: ≥ 1 surplus flags).
    s.chance.script.dice = vec![6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, /* defender 1+1+1 */ 1, 1, 1, /* loot */ 1];
    act(&mut s, "move davout vilna");
    assert_eq!(leader_at(&s, "barclay"), Place::Dead);
    assert_eq!(s.flags[sp(&s, "vilna") as usize], Some(FN));
    // Play Book 9.11: an army destroyed by overrun, 3 Loss markers.
    assert_eq!(s.loss[1], 3);
    // KUT 12.8: an active overrunner keeps moving.
    assert!(offered(&s, "move davout lida"));
}

#[test]
fn leaderless_soldiers_cannot_attack() {
    let mut s = start("s1", 12);
    clear(&mut s);
    put(&mut s, FN, Nation::French, "kovno", 3);
    put(&mut s, R2, Nation::Russian, "vilna", 1);
    s.hands[0] = vec![];
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    // KUT 10.11: leaderless soldiers move piece by piece and never attack.
    assert!(offered(&s, "move-sp fn kovno vilkomir"));
    assert!(!offered(&s, "move-sp fn kovno vilna"));
}
