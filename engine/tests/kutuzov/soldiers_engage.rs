//! Rules 18: a leaderless soldier entering a zone held by the enemy chooses to attack or stay (KUT 10.71, L1057;
//! 10.11, L924; E48). Each test has the other reading (rules 17: the lone SP attacks, the engine decides)
//! beside it.

use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::state::State;
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// FN to act with 5 CP under `rules`: 3 French SP in Novgorod, 4 R1 SP without a leader in the Rus zone.
pub fn soldiers_beside_rus(rules: u32) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    put(&mut s, FN, Nation::French, "novgorod", 3);
    put(&mut s, R1, Nation::Russian, "zone-rus", 4);
    s
}

use super::engage::{cp_left, past_windows};

#[test]
fn a_lone_soldier_entering_an_enemy_zone_may_stay_without_attacking() {
    // KUT 10.71 (L1057): "moving into a zone holding enemy formations, one may choose to attack at once or just
    // to be in that zone" — formations, soldiers included (10.11 moves them piece by piece, L924).
    let mut s = soldiers_beside_rus(18);
    act(&mut s, "move-sp fn novgorod zone-rus");
    let rus = sp(&s, "zone-rus");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.engage_sp", Some(FN)));
    assert_eq!(notations(&s), ["attack-sp fn", "stay"]);
    act(&mut s, "stay");
    past_windows(&mut s);
    // No evasion asked, no battle: the SP shares the zone with the enemy's soldiers.
    assert!(!s.log.iter().any(|e| e.id == "kut.evade_sp" || e.id == "kut.soldiers_battle"));
    assert!(s.log.iter().any(|e| e.id == "kut.engage_stay_sp"));
    assert_eq!((s.sp[rus as usize][0], s.sp[rus as usize][4]), (1, 4));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert_eq!(cp_left(&s), 4, "the move's 1 CP only");
    // KUT 10.51: a formation entering a zone stops there.
    assert!(!notations(&s).iter().any(|n| n.starts_with("move-sp fn zone-rus")), "a zone ends the move (10.51)");
    assert!(notations(&s).iter().any(|n| n.starts_with("move-sp fn novgorod")), "the others move on");
}

#[test]
fn a_lone_soldier_attacking_at_once_fights_its_own_battle() {
    // KUT 10.71, 10.11: attacking at once is the move's own battle, for no further CP; the enemy's soldiers may
    // evade piece by piece first (11.6, E45).
    let mut s = soldiers_beside_rus(18);
    act(&mut s, "move-sp fn novgorod zone-rus");
    act(&mut s, "attack-sp fn");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade_sp", Some(R1)));
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.attack_sp"));
    assert!(s.log.iter().any(|e| e.id == "kut.soldiers_battle"), "the lone SP fought");
    assert_eq!(cp_left(&s), 4, "no CP beyond the move's");
}

#[test]
fn under_rules_17_a_lone_soldier_entering_an_enemy_zone_attacks() {
    // The other reading (rules 10–17, E48 as it was): the soldier attacked; the enemy is asked to evade at once.
    let mut s = soldiers_beside_rus(17);
    act(&mut s, "move-sp fn novgorod zone-rus");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade_sp", Some(R1)));
    assert!(!offered(&s, "stay"));
}

#[test]
fn a_soldier_entering_where_its_camp_stands_beside_the_enemy_only_stays() {
    // KUT 10.11 (L924): "two or more soldiers cannot attack together unless they are in an army"; a second SP
    // entering the zone where the first stayed may not attack with it (E48). Under rules 17 it attacked.
    for (rules, stays) in [(18, true), (17, false)] {
        let mut s = soldiers_beside_rus(rules);
        put(&mut s, FN, Nation::French, "zone-rus", 1);
        act(&mut s, "move-sp fn novgorod zone-rus");
        let id = Kutuzov::prompt(&s).id;
        if stays {
            assert_eq!(id, "kut.spend", "rules {rules}: no choice, no evasion");
            assert!(s.log.iter().any(|e| e.id == "kut.engage_stay_sp"));
            assert!(!s.log.iter().any(|e| e.id == "kut.soldiers_battle"));
            assert_eq!(s.sp[sp(&s, "zone-rus") as usize][0], 2);
        } else {
            assert_eq!(id, "kut.evade_sp", "rules {rules}: the attack");
        }
    }
}

#[test]
fn a_soldier_entering_an_enemy_duchy_still_attacks() {
    // KUT 10.71 (L1055): into a duchy held by the enemy a battle follows unless the defender evades; the choice
    // is a zone's only.
    let mut s = soldiers_beside_rus(18);
    put(&mut s, FN, Nation::French, "kovno", 3);
    put(&mut s, R1, Nation::Russian, "tilsit", 2);
    act(&mut s, "move-sp fn kovno tilsit");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade_sp");
}
