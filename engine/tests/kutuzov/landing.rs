//! Rules 15: what follows a landing (KUT 15.3, L1766–L1767; 10.44, L978; E63). The coastal battery's hits
//! count toward round 1's damage of the battle or siege at the port, and a beaten convoy goes back to the port
//! it sailed from by sea, with a retreat's attrition. Each test plays the same dice under rules 14, where
//! neither happens.

use engine::games::kutuzov::data::{Nation, FN, R1};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

/// Kutuzov with 4 R1 SP in Riga, R1 spending 5 CP after #21 Hornblower (set directly), under `rules`, the dice
/// from `seed` after those scripted.
fn assault(rules: u32, seed: u64, dice: Vec<u8>) -> State {
    let mut s = bare_s1(&[], &[]);
    s.rules = rules;
    give_card(&mut s, R1, FIVE_CP);
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(R1));
    s.morale = [2, 2];
    act(&mut s, &format!("card {FIVE_CP}"));
    put_leader(&mut s, "kutuzov", "riga");
    put(&mut s, R1, Nation::Russian, "riga", 4);
    s.hornblower = true;
    s.chance.set_rng(engine::Rng::new(seed));
    s.chance.script.dice = dice;
    s
}

/// The hits of round 1 (attacker's, defender's) from the log.
fn round_one(s: &State) -> Option<(i32, i32)> {
    log_nums(s, "kut.battle_round").into_iter().find(|n| n[0] == 1).map(|n| (n[1], n[2]))
}

/// Ney with 2 French SP in Libau under a French flag; Kutuzov lands; the battery's 2 dice show 5 and 6 (one SP
/// eliminated, one disrupted: 2 hits); Ney stands and fights.
fn libau(rules: u32, seed: u64) -> State {
    let mut s = assault(rules, seed, vec![5, 6]);
    let libau = sp(&s, "libau");
    s.flags[libau as usize] = Some(FN);
    put_leader(&mut s, "ney", "libau");
    put(&mut s, FN, Nation::French, "libau", 2);
    act(&mut s, "convoy kutuzov libau");
    assert_eq!(log_nums(&s, "kut.battery"), vec![vec![1, 1]]);
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN));
    act(&mut s, "done");
    s
}

#[test]
fn the_batterys_hits_count_toward_round_one_of_the_battle() {
    // KUT 15.3 (L1766): "added to the damage of round 1 of the battle or siege, but no further dice". The same
    // dice under rules 14 and 15: round 1's hits on the landing are 2 more under rules 15, the defender's the same.
    for seed in 0..10u64 {
        let old = round_one(&libau(14, seed)).expect("a battle under rules 14");
        let new = round_one(&libau(15, seed)).expect("a battle under rules 15");
        assert_eq!(new, (old.0 + 2, old.1), "seed {seed}");
    }
}

#[test]
fn the_batterys_hits_can_decide_the_battle() {
    // With the battery's 2 hits the landing loses battles it would have won or tied under rules 14.
    let mut turned = 0;
    for seed in 0..40u64 {
        let won = |s: &State| log_nums(s, "kut.battle_won").len() == 1 && s.log.iter().any(|e| e.id == "kut.battle_won" && e.args[0] == engine::Arg::Key("kut.camp.tsarist".into()));
        let (a, b) = (libau(14, seed), libau(15, seed));
        if won(&a) && !won(&b) {
            turned += 1;
        }
        assert!(!(won(&b) && !won(&a)), "seed {seed}: the battery never helps the landing");
    }
    assert!(turned > 0);
}

#[test]
fn a_beaten_landing_goes_back_to_its_port_by_sea_with_attrition() {
    // KUT 15.3 (L1767), 10.44 (L978): the landing that must retreat goes back to the port it sailed from and
    // takes a retreat's attrition for the sea. Windau (uncontrolled: no battery, so the battle is the same under
    // both rules) held by Ney with 6 French SP; on the seeds where Kutuzov loses, under rules 15 his army rolls
    // attrition going back to Riga, under rules 14 it goes back to Riga without.
    let mut seen = 0;
    for seed in 0..30u64 {
        let play = |rules: u32| {
            let mut s = assault(rules, seed, vec![]);
            put_leader(&mut s, "ney", "windau");
            put(&mut s, FN, Nation::French, "windau", 6);
            act(&mut s, "convoy kutuzov windau");
            act(&mut s, "done");
            s
        };
        let (old, new) = (play(14), play(15));
        let lost = |s: &State| s.log.iter().any(|e| e.id == "kut.battle_won" && e.args[0] == engine::Arg::Key("kut.camp.imperial".into()));
        if !lost(&new) {
            continue;
        }
        assert!(lost(&old), "seed {seed}: the same battle");
        seen += 1;
        let riga = sp(&new, "riga");
        assert!(new.log.iter().any(|e| e.id == "kut.retreat_by_sea"), "seed {seed}");
        assert!(!old.log.iter().any(|e| e.id == "kut.retreat_by_sea"));
        let attrition_after = |s: &State| {
            let at = s.log.iter().position(|e| e.id == "kut.retreat").expect("the retreat");
            s.log.iter().skip(at).any(|e| e.id == "kut.attrition")
        };
        assert!(attrition_after(&new) && !attrition_after(&old), "seed {seed}: the sea's attrition only under rules 15");
        // Both went back to Riga, the port they sailed from.
        for s in [&old, &new] {
            let k = s.data.leader("kutuzov").unwrap();
            assert!(matches!(s.leaders[k as usize], Place::Map(x) if x == riga) || s.leaders[k as usize] == Place::Dead);
            assert_eq!(s.sp[sp(s, "windau") as usize][4], 0);
        }
    }
    assert!(seen > 0, "some seed has Kutuzov beaten");
}

#[test]
fn the_batterys_hits_count_with_the_fortress_in_round_one_of_a_siege() {
    // KUT 15.3 (L1766): at Königsberg (a fortress port, no enemy there) the landing besieges; round 2 comes only
    // when the besiegers' 6s beat the fortress's hits (13.33), the battery's among them under rules 15.
    let rounds = |rules: u32, seed: u64| {
        let mut s = assault(rules, seed, vec![5, 6, 1, 1]);
        act(&mut s, "convoy kutuzov konigsberg");
        act(&mut s, "done");
        act(&mut s, "siege kutuzov");
        log_nums(&s, "kut.siege_round").len()
    };
    let mut fewer = 0;
    for seed in 0..60u64 {
        let (old, new) = (rounds(14, seed), rounds(15, seed));
        assert!(new <= old, "seed {seed}");
        fewer += (new < old) as u32;
    }
    assert!(fewer > 0, "the battery's 2 hits stop some sieges after round 1");
}

/// KUT 15.3's exception (L1767; 6.34; rules 16, E72): Kutuzov lands at Windau against Ney's 6 SP; in the battle's
/// window R1 plays #72 Concentration of Forces and Wittgenstein's army joins from Mitau by interception. `rules`;
/// the game after the battle on `seed` when Wittgenstein joined (his roll 12) and the landing lost, else `None`.
fn joined_landing_lost(rules: u32, seed: u64) -> Option<State> {
    let mut s = assault(rules, seed, vec![]);
    give_card(&mut s, R1, 72);
    put_leader(&mut s, "ney", "windau");
    put(&mut s, FN, Nation::French, "windau", 6);
    put_leader(&mut s, "wittgenstein", "mitau");
    put(&mut s, R1, Nation::Russian, "mitau", 2);
    act(&mut s, "convoy kutuzov windau");
    act(&mut s, "done");
    for _ in 0..20 {
        let p = Kutuzov::prompt(&s);
        if p.id == "kut.intercept" && offered(&s, "intercept wittgenstein") {
            s.chance.script.dice = vec![6, 6];
            act(&mut s, "intercept wittgenstein");
        } else if offered(&s, "event 72") {
            act(&mut s, "event 72");
        } else if p.id.starts_with("kut.window") || p.id == "kut.intercept" {
            act(&mut s, "done");
        } else {
            break;
        }
    }
    let joined = s.log.iter().any(|e| e.id == "kut.event_concentration") && log_nums(&s, "kut.intercept").iter().any(|n| n[0] == 12);
    let lost = s.log.iter().any(|e| e.id == "kut.battle_won" && e.args[0] == engine::Arg::Key("kut.camp.imperial".into()));
    (joined && lost).then_some(s)
}

#[test]
fn a_landing_joined_by_friendly_forces_does_not_go_back_by_sea() {
    // KUT 15.3 (L1767): "the landing that must retreat goes back to its port with attrition — except when friendly
    // forces join it by an interception (6.34)": the joined formation retreats by land (as an inactive loser, E72).
    // Rules 15: it went back to Riga by sea.
    let mut seen = 0;
    for seed in 0..40u64 {
        let Some(new) = joined_landing_lost(16, seed) else { continue };
        seen += 1;
        assert!(!new.log.iter().any(|e| e.id == "kut.retreat_by_sea"), "seed {seed}");
        assert_eq!(Kutuzov::prompt(&new).id, "kut.retreat", "seed {seed}: R1 chooses a land retreat");
        if let Some(old) = joined_landing_lost(15, seed) {
            assert!(old.log.iter().any(|e| e.id == "kut.retreat_by_sea"), "seed {seed}: rules 15 went back by sea");
        }
    }
    assert!(seen > 0, "some seed has the joined landing beaten");
}
