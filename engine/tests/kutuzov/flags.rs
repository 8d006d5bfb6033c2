//! Rules 12: the adjacent flag (KUT 7.13, E49). Each test has the other reading (rules 11: an army flags only
//! the duchy it stands in, 7.11) beside it.

use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// Davout with 4 French SP in Kovno under a French flag (a friendly duchy), FN spending 5 CP under `rules`.
fn davout_in_kovno(rules: u32) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    s
}

#[test]
fn an_army_in_a_friendly_duchy_flags_an_adjacent_duchy() {
    // KUT 7.13 (L765–L769): "an army or army group in a friendly duchy may flag an adjacent duchy", not one with
    // enemy formations or a fortress.
    let mut s = davout_in_kovno(12);
    for x in ["vilna", "vilkomir", "schlavii"] {
        assert!(offered(&s, &format!("flag {x}")), "{x} is next to Kovno");
    }
    assert!(!offered(&s, "flag grodno"), "a fortress is never flagged so");
    assert!(!offered(&s, "flag kovno"), "Kovno is already French");
    put(&mut s, R1, Nation::Russian, "tilsit", 1);
    assert!(!offered(&s, "flag tilsit"), "enemy soldiers stand in Tilsit");
    act(&mut s, "flag vilna");
    let vilna = sp(&s, "vilna");
    assert_eq!(s.flags[vilna as usize], Some(FN));
    assert_eq!(s.sp[vilna as usize], [0; 6], "nobody moved");
}

#[test]
fn not_where_an_enemy_army_could_intercept() {
    // KUT 7.13: "not if the enemy could intercept into that adjacent duchy; an army that cannot intercept does
    // not stop the flag". Barclay in Vilkomir is next to Vilna by a Clear line (11.3).
    let mut s = davout_in_kovno(12);
    put_leader(&mut s, "barclay", "vilkomir");
    put(&mut s, R1, Nation::Russian, "vilkomir", 3);
    assert!(!offered(&s, "flag vilna"), "Barclay could intercept into Vilna");
    // Marked by a battle, he cannot intercept: the flag may go.
    let barclay = s.data.leader("barclay").unwrap();
    s.marked[barclay as usize] = true;
    assert!(offered(&s, "flag vilna"));
}

#[test]
fn only_from_a_friendly_duchy() {
    // KUT 7.13: the army stands in a friendly duchy. Davout in Kovno without the flag: Kovno is uncontrolled
    // (3.1), so only Kovno itself may be flagged (7.11).
    let mut s = davout_in_kovno(12);
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = None;
    assert!(offered(&s, "flag kovno"));
    assert!(!offered(&s, "flag vilna"));
}

#[test]
fn under_rules_11_an_army_flags_only_where_it_stands() {
    let s = davout_in_kovno(11);
    assert!(!offered(&s, "flag vilna"));
}
