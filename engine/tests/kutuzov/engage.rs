//! Rules 12: the mover's choice on entering a zone held by the enemy (KUT 10.71, E48). Each test has the other
//! reading (rules 11: the move is an attack, the engine decides) beside it.

use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// Davout with 6 French SP in Novgorod, Wittgenstein with 4 R1 SP in the Rus zone, FN spending 5 CP under
/// `rules`.
fn davout_beside_rus(rules: u32) -> State {
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.rules = rules;
    act(&mut s, &format!("card {FIVE_CP}"));
    put_leader(&mut s, "davout", "novgorod");
    put(&mut s, FN, Nation::French, "novgorod", 6);
    put_leader(&mut s, "wittgenstein", "zone-rus");
    put(&mut s, R1, Nation::Russian, "zone-rus", 4);
    s
}

/// [`davout_beside_rus`], Davout moving into the zone as his `moves`-th CP move this impulse.
fn davout_into_rus(rules: u32, moves: u8) -> State {
    let mut s = davout_beside_rus(rules);
    let davout = s.data.leader("davout").unwrap();
    if let Some(Step::Spend(sp)) = s.steps.last_mut() {
        sp.moves = if moves > 1 { vec![(davout, moves - 1)] } else { vec![] };
    }
    act(&mut s, "move davout zone-rus");
    s
}

/// Answers the response windows that open before the next decision (also soldiers_engage.rs).
pub fn past_windows(s: &mut State) {
    while Kutuzov::prompt(s).id.starts_with("kut.window") {
        act(s, "done");
    }
}

/// The CP left to the spending Power (also soldiers_engage.rs).
pub fn cp_left(s: &State) -> u8 {
    s.steps.iter().rev().find_map(|x| if let Step::Spend(x) = x { Some(x.cp) } else { None }).unwrap()
}

#[test]
fn an_army_entering_an_enemy_zone_may_stay_without_attacking() {
    // KUT 10.71 (L1057): "moving into a zone holding enemy formations, it may choose to attack at once or just to
    // be in that zone (10.72)". The choice is FN's, before the enemy is asked to evade.
    let mut s = davout_into_rus(12, 1);
    let rus = sp(&s, "zone-rus");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.engage", Some(FN)));
    assert_eq!(notations(&s), ["attack davout", "stay"]);
    act(&mut s, "stay");
    past_windows(&mut s);
    // No evasion asked, no battle: both armies share the zone, Davout unmarked and stopped (10.51).
    assert!(!s.log.iter().any(|e| e.id == "kut.evade" || e.id == "kut.battle"));
    assert_eq!(leader_at(&s, "davout"), Place::Map(rus));
    assert_eq!(leader_at(&s, "wittgenstein"), Place::Map(rus));
    assert_eq!(s.sp[rus as usize][0], 6);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert_eq!(cp_left(&s), 4, "the move's 1 CP only");
    assert!(!notations(&s).iter().any(|n| n.starts_with("move davout")), "a zone ends the move (10.51)");
    // 10.72: sharing the zone, the army may still attack it later, for 1 CP.
    assert!(offered(&s, "attack davout"));
}

#[test]
fn attacking_at_once_is_the_move_s_own_battle() {
    // KUT 10.71: attacking at once costs nothing beyond the move; the enemy may evade (11.6), then the battle.
    let mut s = davout_into_rus(12, 1);
    act(&mut s, "attack davout");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade", Some(R1)));
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    past_windows(&mut s);
    assert!(s.log.iter().any(|e| e.id == "kut.battle"), "the battle is fought");
    assert_eq!(cp_left(&s), 4, "no CP beyond the move's");
}

#[test]
fn under_rules_11_the_move_into_an_enemy_zone_is_an_attack() {
    // The other reading (rules 1–11): the engine decided for the mover; the enemy is asked to evade at once.
    let s = davout_into_rus(11, 1);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade", Some(R1)));
}

#[test]
fn a_mover_that_stays_rolls_its_movement_attrition() {
    // KUT 10.4, 10.42 (E48): the 4th CP move of the impulse is a forced march, attrition whether or not a battle
    // follows. Under rules 10–11 a move whose enemy evaded and stayed in the zone rolled none.
    for (rules, rolled) in [(12, true), (11, false)] {
        let mut s = davout_into_rus(rules, 4);
        if rules >= 12 {
            act(&mut s, "attack davout");
        }
        s.chance.script.dice = vec![6, 6, 2, 2, 2, 2, 2, 2, 2, 2];
        act(&mut s, "evade zone-rus");
        past_windows(&mut s);
        assert!(!s.log.iter().any(|e| e.id == "kut.battle"));
        assert_eq!(s.log.iter().any(|e| e.id == "kut.attrition"), rolled, "rules {rules}");
    }
    let mut s = davout_into_rus(12, 4);
    s.chance.script.dice = vec![2; 10];
    act(&mut s, "stay");
    assert!(s.log.iter().any(|e| e.id == "kut.attrition"), "staying by choice, the forced march's attrition");
}

#[test]
fn the_board_s_route_ends_in_the_enemy_zone_as_a_zone_not_a_battle() {
    // KUT 10.71 (rules 12): the march hint no longer promises a battle there; under rules 11 it did.
    use engine::games::kutuzov::route::{self, Stop};
    for (rules, stop) in [(12, Stop::Zone), (11, Stop::Battle)] {
        let s = davout_beside_rus(rules);
        let r = route::route(&s, s.data.leader("davout").unwrap(), sp(&s, "zone-rus")).expect("a route");
        assert_eq!(r.legs.last().unwrap().stop, Some(stop), "rules {rules}");
    }
}
