//! KUT 6.33 (L716–L718; rules 21): building into a zone where only the enemy's formations stand brings a battle
//! once all the building CP are spent (10.71); building beside a friendly formation in a zone the enemy shares
//! joins it, and a battle there is 10.72's, for 1 CP. Under rules 20 no such zone was offered.

use super::common::*;
use engine::games::kutuzov::data::{contingent, Nation, FS, R2};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// R2 spending #84's 5 CP in scenario 1, Schwarzenberg with 2 Austrian SP in the Ukraine zone (R2's home).
fn austrians_in_ukraine() -> State {
    let mut s = spending(R2);
    put_leader(&mut s, "schwarzenberg", "zone-ukraine");
    put(&mut s, FS, Nation::Austrian, "zone-ukraine", 2);
    s
}

fn r2_sp_in(s: &State, space: &str) -> u8 {
    s.sp[sp(s, space) as usize][contingent(R2, Nation::Russian).unwrap()]
}

/// R2 closes its Spend step and its impulse: the building is over.
fn end_building(s: &mut State) {
    if Kutuzov::prompt(s).id == "kut.spend" {
        act(s, "done");
    }
    assert_eq!(Kutuzov::prompt(s).id, "kut.impulse");
    act(s, "done");
}

#[test]
fn building_into_a_zone_only_the_enemy_holds_brings_a_battle_once_the_building_is_over() {
    // KUT 6.33: R2 builds 2 SP into Ukraine, where only Schwarzenberg's Austrians stand; no battle while CP are
    // left to spend, then one battle for both SP once the building is over, the Austrians first asked to evade.
    let mut s = austrians_in_ukraine();
    assert!(offered(&s, "build r2 zone-ukraine"), "6.33: a zone of the Power's home that the enemy holds takes builds");
    act(&mut s, "build r2 zone-ukraine");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend", "no battle yet: CP are left to spend");
    act(&mut s, "build r2 zone-ukraine");
    assert_eq!(r2_sp_in(&s, "zone-ukraine"), 2);
    assert_eq!(s.relief, vec![sp(&s, "zone-ukraine")], "the battle waits for the end of the building");
    assert!(log_nums(&s, "kut.zone_build_battle").is_empty());
    end_building(&mut s);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FS));
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    while Kutuzov::prompt(&s).id == "kut.window_battle" {
        act(&mut s, "done");
    }
    assert_eq!(log_nums(&s, "kut.zone_build_battle").len(), 1, "one battle for the pieces built there");
    // The two R2 SP attack, with no leader, against Schwarzenberg's 2 SP: the first battle dice are R2's.
    let r2 = dice_of(&s, "tsarist");
    let own = s.data.morale[1][s.morale[1] as usize].own_dice as i32;
    assert_eq!(r2[0], 2 + own, "the 2 SP built, no leader's rating (6.34's relief force alike)");
}

#[test]
fn a_force_built_into_the_enemy_s_zone_that_loses_retreats_and_is_not_regrouped() {
    // KUT 6.33 (E78): beaten, the pieces built into the enemy's zone came from no space; they retreat as an
    // inactive loser would. Read as 6.34's relief force they would all go to the Regroup Box instead.
    let mut s = austrians_in_ukraine();
    act(&mut s, "build r2 zone-ukraine");
    end_building(&mut s);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.evade");
    // Ties in both rounds send the attacker back (12.52).
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    while Kutuzov::prompt(&s).id == "kut.window_battle" {
        act(&mut s, "done");
    }
    let r2 = contingent(R2, Nation::Russian).unwrap();
    assert_eq!(s.regroup[r2], 0, "not sent to the Regroup Box");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R2), "R2 chooses where its beaten SP retreat");
    let retreats: Vec<String> = notations(&s).into_iter().filter(|n| n.starts_with("retreat ")).collect();
    assert!(!retreats.is_empty(), "a retreat out of the zone is offered: {:?}", notations(&s));
    let to = retreats[0].clone();
    act(&mut s, &to);
    assert_eq!(r2_sp_in(&s, "zone-ukraine"), 0);
    assert_eq!(r2_sp_in(&s, to.trim_start_matches("retreat ")), 1, "the SP stands where it retreated");
}

#[test]
fn building_beside_a_friendly_formation_in_a_zone_the_enemy_shares_brings_no_battle() {
    // KUT 6.33: a piece built where a friendly formation stands joins it; a battle there is optional, 10.72's
    // attack for 1 CP. Platov's army shares Ukraine with the Austrians: the SP built joins him and the impulse
    // ends with no battle.
    let mut s = austrians_in_ukraine();
    put_leader(&mut s, "platov", "zone-ukraine");
    put(&mut s, R2, Nation::Russian, "zone-ukraine", 1);
    act(&mut s, "build r2 zone-ukraine");
    assert_eq!(r2_sp_in(&s, "zone-ukraine"), 2);
    assert!(s.relief.is_empty(), "no battle pending");
    assert!(offered(&s, "attack platov"), "10.72: the attack there is the Power's choice, for 1 CP");
    end_building(&mut s);
    assert!(log_nums(&s, "kut.zone_build_battle").is_empty() && log_nums(&s, "kut.battle").is_empty());
    assert_eq!(leader_at(&s, "platov"), Place::Map(sp(&s, "zone-ukraine")));
}

#[test]
fn a_leader_built_into_the_enemy_s_zone_commands_the_battle() {
    // KUT 6.33: a leader built there fights too: Platov (2 CP) and 1 SP built into Ukraine attack the Austrians
    // under Platov's rating.
    let mut s = austrians_in_ukraine();
    assert!(offered(&s, "build-leader platov zone-ukraine"));
    act(&mut s, "build-leader platov zone-ukraine");
    while Kutuzov::prompt(&s).id != "kut.spend" {
        let first = notations(&s)[0].clone();
        act(&mut s, &first);
    }
    act(&mut s, "build r2 zone-ukraine");
    end_building(&mut s);
    s.chance.script.dice = vec![1; 80];
    act(&mut s, "done");
    while Kutuzov::prompt(&s).id == "kut.window_battle" {
        act(&mut s, "done");
    }
    let platov = s.data.leaders[s.data.leader("platov").unwrap() as usize].battle as i32;
    let own = s.data.morale[1][s.morale[1] as usize].own_dice as i32;
    assert_eq!(dice_of(&s, "tsarist")[0], 1 + platov + own);
}

#[test]
fn under_rules_20_no_zone_the_enemy_holds_takes_builds() {
    // Rules 1–20 replay as played: 6.33's building into the enemy's zone came with rules 21.
    let mut s = austrians_in_ukraine();
    s.rules = 20;
    assert!(!offered(&s, "build r2 zone-ukraine"));
    assert!(!offered(&s, "build-leader platov zone-ukraine"));
    s.rules = 21;
    assert!(offered(&s, "build r2 zone-ukraine"));
}

#[test]
fn an_enemy_that_evades_and_stays_in_the_zone_is_not_fought() {
    // KUT 6.33 with 11.6's exception: the battle comes "unless the enemy evades"; in a zone a successful evader
    // may stay there, and then there is no battle.
    let mut s = austrians_in_ukraine();
    act(&mut s, "build r2 zone-ukraine");
    end_building(&mut s);
    assert!(offered(&s, "evade zone-ukraine"), "{:?}", notations(&s));
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "evade zone-ukraine");
    assert!(log_nums(&s, "kut.zone_build_battle").is_empty());
    assert_eq!(leader_at(&s, "schwarzenberg"), Place::Map(sp(&s, "zone-ukraine")));
    assert_eq!(r2_sp_in(&s, "zone-ukraine"), 1);
}
