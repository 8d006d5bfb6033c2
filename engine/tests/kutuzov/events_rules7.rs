//! What rules version 7 adds (KUT 5, 12.52): the battle cards' window before every further round of a
//! battle (L1338, E18) and #13 The Tsar's Quartermaster in every response window (5.21, 5.22, E39).
//! Each test names the seed line it reads and fails under the other reading (rules 6 is the other reading).

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, R1, R2};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// Davout (4-6) with 6 SP in Kovno attacks Barclay (1-4) with 6 SP in Vilna under `rules`; FN holds `fn_cards`
/// besides #84 (played for its 5 CP), R1 `r1_cards`, R2 `r2_cards`. Barclay stands; the battle's dice are 1s
/// from here on, so every round is tied 0–0 unless a card adds hits.
fn tied_battle(rules: u32, fn_cards: &[u16], r1_cards: &[u16], r2_cards: &[u16]) -> State {
    let mut s = bare_s1(fn_cards, r1_cards);
    s.rules = rules;
    for &c in r2_cards {
        give_card(&mut s, R2, c);
    }
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 6);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 6);
    s.entrenched.iter_mut().for_each(|e| *e = false);
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilna");
    act(&mut s, "done"); // Barclay stands (KUT 11.6).
    s.chance.script.dice = vec![1; 400];
    s
}

fn rounds(s: &State) -> Vec<Vec<i32>> {
    log_nums(s, "kut.battle_round")
}

#[test]
fn militia_levies_played_before_round_two_count_in_round_two() {
    // KUT 12.52, L1338: a tied round is fought again "from the battle cards": R1 passes before round 1 and
    // plays #24 (4 more Russian dice and one more '5', one round, L1227) before round 2.
    let mut s = tied_battle(7, &[], &[24], &[]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle");
    act(&mut s, "done");
    assert_eq!(rounds(&s), vec![vec![1, 0, 0]], "round 1 is fought, tied");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.window_battle_round", Some(R1)));
    act(&mut s, "event 24");
    // Davout 6 + 4 + 2 = 12; Barclay 6 + 1 + 1 = 8, and 4 more in round 2 only.
    assert_eq!(log_nums(&s, "kut.battle_dice"), vec![vec![12], vec![8], vec![12], vec![12]]);
    // The extra 5 is a hit on the French in round 2: the attacker loses and goes back (12.6).
    assert_eq!(rounds(&s), vec![vec![1, 0, 0], vec![2, 1, 0]]);
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "kovno")));
}

#[test]
fn under_rules_6_the_second_round_follows_without_a_window() {
    // The other reading (E18 of rules 1–6): one window, before round 1; #24 stays in R1's hand.
    let mut s = tied_battle(6, &[], &[24], &[]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle");
    act(&mut s, "done");
    assert_eq!(rounds(&s), vec![vec![1, 0, 0], vec![2, 0, 0]]);
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_battle_round");
    assert!(s.hands[R1 as usize].contains(&24));
}

#[test]
fn another_day_of_battle_played_before_round_two_brings_a_third_round() {
    // KUT 5.21 (L600), 12.52 (L1338, L1340): #57, a response, played in round 2's window: the battle goes on
    // to a third round; the third tie sends the attacker back.
    let mut s = tied_battle(7, &[], &[57], &[]);
    act(&mut s, "done"); // R1 before round 1.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle_round");
    act(&mut s, "event 57");
    assert_eq!(rounds(&s).iter().map(|r| r[0]).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "kovno")));
}

#[test]
fn a_wasted_day_before_round_two_undoes_the_third_round_of_another_day() {
    // L600: #57 before round 1 gives a third round; #74 played before round 2 makes round 2 the last.
    let mut s = tied_battle(7, &[57, 74], &[], &[]);
    act(&mut s, "event 57");
    act(&mut s, "done");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle_round");
    act(&mut s, "event 74");
    assert_eq!(rounds(&s).len(), 2);
}

#[test]
fn concentration_of_forces_is_played_at_the_start_of_a_battle_only() {
    // L2348: #72 at the start of the battle: the window before round 2 does not offer it (FN, holding only
    // #72, is not asked: the battle fights its second round at once).
    let mut s = tied_battle(7, &[72], &[], &[]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle");
    assert!(offered(&s, "event 72"));
    act(&mut s, "done");
    assert_eq!(rounds(&s).len(), 2);
    assert!(s.hands[FN as usize].contains(&72));
}

#[test]
fn the_tsars_quartermaster_answers_an_enemy_move() {
    // KUT 5.21 (L592), 5.22 (L604), L2775: #13 is a response, playable at any time in an impulse, even
    // another's: after Davout's move R1 places a Supply Train with Barclay's army in Smolensk.
    let mut s = bare_s1(&[FIVE_CP], &[13]);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 2);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    put_leader(&mut s, "barclay", "smolensk");
    put(&mut s, R1, Nation::Russian, "smolensk", 2);
    let mut r6 = s.clone();
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilna");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.window_move", Some(R1)));
    act(&mut s, "event 13");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.event_supply_train");
    act(&mut s, "supply-train smolensk");
    assert_eq!(s.supply_trains, vec![(sp(&s, "smolensk"), R1)]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend", "FN's impulse goes on");
    // Rules 6: #13 only before a scorched duchy's attrition or in R1's impulse: nobody is asked.
    r6.rules = 6;
    act(&mut r6, &format!("card {FIVE_CP}"));
    act(&mut r6, "move davout vilna");
    assert_eq!(Kutuzov::prompt(&r6).id, "kut.spend");
}

#[test]
fn the_tsars_quartermaster_in_a_battle_window_by_a_power_not_in_the_battle() {
    // KUT 5.3 (L1229): responses are played by anyone, with or without pieces in the battle: R2 holds #13.
    let mut s = tied_battle(7, &[], &[], &[13]);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.window_battle", Some(R2)));
    act(&mut s, "event 13");
    act(&mut s, "supply-train vilna");
    assert_eq!(s.supply_trains, vec![(sp(&s, "vilna"), R2)]);
    // Rules 6: no battle window for #13.
    let s6 = tied_battle(6, &[], &[], &[13]);
    assert_ne!(Kutuzov::prompt(&s6).id, "kut.window_battle");
}

/// The Play Book's multiple interception (L2342–L2350) as printed: Tsarist soldiers without a leader in
/// Yaroslav, Kutuzov's army in Kaluga, Tormassov's in Borodino, Napoleon in Moscow (French flags on Moscow and
/// Substov). R1 moves one SP across the River into Substov for 1 CP under `rules`.
fn artillery_to_substov(rules: u32, r1_cards: &[u16]) -> State {
    let mut s = around_substov(rules, r1_cards, FIVE_CP);
    put(&mut s, R1, Nation::Russian, "yaroslav", 2);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move-sp r1 yaroslav substov");
    s
}

#[test]
fn leaderless_soldiers_draw_an_interception_as_in_the_play_books_example() {
    // KUT 11.1, Play Book 11.2 (L2344–L2350): "the Tsarists moved the artillery to Substov for 1 CP; Napoleon
    // intercepted; a battle at Substov"; R1 plays #72 at its start and Kutuzov (through Borodino) and
    // Tormassov join. Napoleon, the inactive interceptor in a French-flagged duchy, has the River's +3
    // terrain dice in round 1 (L2350, 12.43): with every die a 1, round 2 (rules 7: after its window) rolls
    // exactly 3 Imperial dice fewer.
    let mut s = artillery_to_substov(7, &[72]);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.intercept", Some(FN)));
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "intercept napoleon");
    let substov = sp(&s, "substov");
    assert_eq!(leader_at(&s, "napoleon"), Place::Map(substov));
    while Kutuzov::prompt(&s).id == "kut.intercept" {
        act(&mut s, "done");
    }
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.window_battle", Some(R1)));
    act(&mut s, "event 72");
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "intercept kutuzov");
    assert_eq!(leader_at(&s, "kutuzov"), Place::Map(substov));
    // Tormassov's interception, then every die a 1: the battle follows at once (nobody holds a card).
    s.chance.script.dice = [vec![6, 6], vec![1; 400]].concat();
    act(&mut s, "intercept tormassov");
    while Kutuzov::prompt(&s).id.starts_with("kut.window") || Kutuzov::prompt(&s).id == "kut.intercept" {
        act(&mut s, "done");
    }
    assert!(s.log.iter().any(|e| e.id == "kut.soldiers_battle"));
    let imperial = dice_of(&s, "imperial");
    assert_eq!(imperial.len(), 2, "two tied rounds");
    assert_eq!(imperial[0] - imperial[1], 3, "the River's terrain dice in round 1 only");
    // The soldiers fight beside the interceptors of their camp: 2 + 4 + 3 SP and Kutuzov's rating at least.
    assert!(dice_of(&s, "tsarist")[0] >= 13);
}

#[test]
fn under_rules_6_leaderless_soldiers_draw_no_interception() {
    // The other reading (rules 1–6, 10.11): the soldiers' move goes on without asking the Imperials.
    let s = artillery_to_substov(6, &[]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
}
