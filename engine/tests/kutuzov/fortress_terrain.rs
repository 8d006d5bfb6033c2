//! Movement between adjacent spaces (KUT 10.3), the Marsh (10.41, 12.42) and Rough (12.41) lines, and
//! fortresses: entering an enemy one stops the army (10.53), only an army besieges (13.21), a fortress stays
//! its owner's whoever stands in it (13.1, 7.12), a siege's end marks the army unless overrun (13.35), and no
//! retreat into an enemy fortress nobody besieges (13.41).

use engine::games::kutuzov::attrition::movement_instances;
use engine::games::kutuzov::control::{controller, may_flag};
use engine::games::kutuzov::data::{Nation, FN, FS, R1, R2};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

#[test]
fn an_army_moves_only_into_an_adjacent_space() {
    // KUT 10.3: pieces move only between adjacent spaces: every move offered is along one line.
    let mut s = spending(R1);
    put_leader(&mut s, "kutuzov", "elnya");
    put(&mut s, R1, Nation::Russian, "elnya", 3);
    let elnya = sp(&s, "elnya");
    let moves: Vec<String> = notations(&s).into_iter().filter(|n| n.starts_with("move kutuzov ")).collect();
    assert!(!moves.is_empty());
    for m in &moves {
        let to = sp(&s, m.trim_start_matches("move kutuzov "));
        assert!(s.data.graph.adjacent(elnya, to), "{m}");
    }
    assert_eq!(moves.len(), s.data.graph.neighbours(elnya).len());
    // Moscow is not next to Elnya: not in one move.
    assert!(!s.data.graph.adjacent(elnya, sp(&s, "moscow")) && !offered(&s, "move kutuzov moscow"));
}

#[test]
fn only_imperials_suffer_attrition_crossing_a_marsh() {
    // KUT 10.41: an Imperial formation crossing a Marsh line suffers attrition whoever controls the spaces;
    // a Tsarist one does not. Pinsk–Bobruisk is a Marsh line (seed L157), Slutsk–Bobruisk a Rough one.
    let mut s = bare_s1(&[], &[]);
    let (pinsk, slutsk, bobruisk) = (sp(&s, "pinsk"), sp(&s, "slutsk"), sp(&s, "bobruisk"));
    for x in [pinsk, slutsk, bobruisk] {
        s.flags[x as usize] = Some(FS);
    }
    let eugene = s.data.leader("eugene").unwrap();
    let bagration = s.data.leader("bagration").unwrap();
    assert_eq!(movement_instances(&s, eugene, pinsk, bobruisk, 1, false), 1);
    assert_eq!(movement_instances(&s, eugene, slutsk, bobruisk, 1, false), 0);
    assert_eq!(movement_instances(&s, bagration, pinsk, bobruisk, 1, false), 0);
    // In play: Eugène's army over the Marsh rolls its attrition dice.
    let mut s = spending(FS);
    for x in ["pinsk", "bobruisk"] {
        let i = sp(&s, x);
        s.flags[i as usize] = Some(FS);
    }
    put_leader(&mut s, "eugene", "pinsk");
    put(&mut s, FS, Nation::French, "pinsk", 2);
    s.chance.script.dice = vec![1; 10];
    act(&mut s, "move eugene bobruisk");
    assert_eq!(leader_at(&s, "eugene"), Place::Map(sp(&s, "bobruisk")));
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.attrition").count(), 1);
}

/// The first round's battle dice of each camp when `att` (of `ap`, with 4 SP) moves from `from` into `at`,
/// where `def` (of `dp`, with 2 SP) stands, on `turn`. Both sides' spaces are their own camp's.
fn first_round(turn: u8, ap: u8, att: &str, from: &str, dp: u8, def: &str, at: &str) -> (i32, i32) {
    let mut s = spending(ap);
    s.turn = turn;
    let nation = |p: u8| if p % 2 == 0 { Nation::French } else { Nation::Russian };
    put_leader(&mut s, att, from);
    put(&mut s, ap, nation(ap), from, 4);
    put_leader(&mut s, def, at);
    put(&mut s, dp, nation(dp), at, 2);
    for (x, p) in [(from, ap), (at, dp)] {
        let i = sp(&s, x);
        s.flags[i as usize] = if s.data.spaces[i as usize].home.camp() == Some(p % 2) { None } else { Some(p) };
    }
    s.chance.script.dice = vec![1; 120];
    act(&mut s, &format!("move {att} {at}"));
    for _ in 0..4 {
        if Kutuzov::prompt(&s).id == "kut.evade" {
            act(&mut s, "done");
        }
    }
    (dice_of(&s, "imperial")[0], dice_of(&s, "tsarist")[0])
}

#[test]
fn a_rough_line_gives_the_defender_one_die_in_round_one() {
    // KUT 12.41: attacked across a Rough line the defender adds one die in round 1. Slutsk–Bobruisk is Rough,
    // Minsk–Bobruisk Clear.
    let (_, rough) = first_round(1, FN, "davout", "slutsk", R2, "bagration", "bobruisk");
    let (_, clear) = first_round(1, FN, "davout", "minsk", R2, "bagration", "bobruisk");
    assert_eq!(rough - clear, 1);
}

#[test]
fn a_marsh_gives_the_tsarists_two_dice_and_the_french_one_until_the_frost() {
    // KUT 12.42: Imperials attacking across a Marsh give the Tsarist defender two dice in round 1.
    let (_, marsh) = first_round(1, FN, "davout", "pinsk", R2, "bagration", "bobruisk");
    let (_, clear) = first_round(1, FN, "davout", "minsk", R2, "bagration", "bobruisk");
    assert_eq!(marsh - clear, 2);
    // Tsarists attacking across a Marsh on turns 1 and 2 give the French one die; on turns 3 and 4 none (frozen).
    let (t1, _) = first_round(1, R2, "bagration", "pinsk", FN, "davout", "bobruisk");
    let (t1_clear, _) = first_round(1, R2, "bagration", "minsk", FN, "davout", "bobruisk");
    assert_eq!(t1 - t1_clear, 1);
    let (t3, _) = first_round(3, R2, "bagration", "pinsk", FN, "davout", "bobruisk");
    let (t3_clear, _) = first_round(3, R2, "bagration", "minsk", FN, "davout", "bobruisk");
    assert_eq!(t3 - t3_clear, 0);
}

#[test]
fn an_army_entering_an_enemy_fortress_stops() {
    // KUT 10.53: an army moving into an enemy fortress duchy stops there for the impulse (it may besiege); into
    // an ordinary enemy duchy it moves on.
    let mut s = spending(FN);
    let grodno = sp(&s, "grodno");
    s.flags[grodno as usize] = Some(FN);
    put_leader(&mut s, "davout", "grodno");
    put(&mut s, FN, Nation::French, "grodno", 4);
    act(&mut s, "move davout brest");
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "brest")));
    assert!(!notations(&s).iter().any(|n| n.starts_with("move davout")), "{:?}", notations(&s));
    // Slonim is no fortress: from there Davout may go on.
    let mut s = spending(FN);
    s.flags[grodno as usize] = Some(FN);
    put_leader(&mut s, "davout", "grodno");
    put(&mut s, FN, Nation::French, "grodno", 4);
    act(&mut s, "move davout lida");
    assert!(notations(&s).iter().any(|n| n.starts_with("move davout")));
}

#[test]
fn a_fortress_stays_its_owner_s_until_a_siege_takes_it() {
    // KUT 13.1, 7.12: an enemy formation in a fortress does not take its control, and no flag goes there but
    // by a successful siege; in an ordinary duchy the same formation may flag (7.11).
    let mut s = bare_s1(&[], &[]);
    put_leader(&mut s, "davout", "brest");
    put(&mut s, FN, Nation::French, "brest", 4);
    let brest = sp(&s, "brest");
    assert_eq!(controller(&s, brest), Some(R2));
    assert!(!may_flag(&s, brest, FN));
    put(&mut s, FN, Nation::French, "slonim", 1);
    assert!(may_flag(&s, sp(&s, "slonim"), FN));
}

#[test]
fn only_an_army_besieges() {
    // KUT 13.21: soldiers without a leader may not besiege; an army may.
    let mut s = bare_s1(&[FIVE_CP], &[]);
    s.bridge_first_impulse.clear();
    put(&mut s, FN, Nation::French, "brest", 6);
    assert!(!notations(&s).iter().any(|n| n.starts_with("siege")));
    put_leader(&mut s, "davout", "brest");
    assert!(offered(&s, "siege davout"));
}

#[test]
fn a_siege_s_end_marks_the_army_unless_it_was_overrun() {
    // KUT 13.35: when a siege ends the army is marked (no more moves this impulse); after a siege overrun
    // (13.42) it may move on.
    let siege = |dice: Vec<u8>| {
        let mut s = bare_s1(&[FIVE_CP], &[]);
        s.bridge_first_impulse.clear();
        put_leader(&mut s, "davout", "grodno");
        put(&mut s, FN, Nation::French, "grodno", 4);
        s.chance.script.dice = dice;
        act(&mut s, "siege davout");
        act(&mut s, &format!("card {FIVE_CP}"));
        notations(&s).iter().any(|n| n.starts_with("move davout"))
    };
    // A failed siege (one 6 against the fortress's 5): marked.
    assert!(!siege(vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1]));
    // Taken in round 1 of 2 (two 6s): an overrun, free to move.
    assert!(siege(vec![6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 5, 1, 1, 1, 1, 1, 1, 1, 1]));
}

/// R1 spending with Barclay (4 SP) in Vilna; Davout (2 SP) in French-flagged Lida, next to R1's fortress Grodno,
/// which French soldiers besiege if `besieged`. Barclay moves into Lida: FN is asked whether Davout evades.
fn davout_evades(rules: u32, besieged: bool) -> State {
    let mut s = spending(R1);
    s.rules = rules;
    let lida = sp(&s, "lida");
    s.flags[lida as usize] = Some(FN);
    put_leader(&mut s, "davout", "lida");
    put(&mut s, FN, Nation::French, "lida", 2);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 4);
    if besieged {
        put(&mut s, FN, Nation::French, "grodno", 1);
    }
    act(&mut s, "move barclay lida");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.evade", Some(FN)));
    s
}

#[test]
fn no_evasion_into_an_enemy_fortress_nobody_besieges() {
    // KUT 13.41 (L1534–L1536): a retreat or evasion may not go into an enemy fortress that no friendly formation
    // besieges; "only with a friendly formation already besieging it" may it go there. Engine bug fixed under
    // rules 20: every enemy fortress was closed, besieged or not (rules 19 beside it).
    let open = notations(&davout_evades(20, false));
    assert!(open.iter().any(|n| n == "evade slonim"), "{open:?}");
    assert!(!open.iter().any(|n| n == "evade grodno"), "{open:?}");
    assert!(offered(&davout_evades(20, true), "evade grodno"));
    assert!(!offered(&davout_evades(19, true), "evade grodno"));
}

#[test]
fn an_evasion_into_a_besieged_enemy_fortress_costs_attrition() {
    // KUT 11.9 c (and a): evading into an enemy fortress a friendly formation besieges (an enemy-controlled duchy)
    // costs one attrition; into a friendly duchy none. Davout's evasion succeeds on a 6.
    let mut s = davout_evades(20, true);
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "evade grodno");
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "grodno")));
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.attrition").count(), 1);
    // Into Slonim, flagged French: no attrition.
    let mut s = davout_evades(20, false);
    let slonim = sp(&s, "slonim");
    s.flags[slonim as usize] = Some(FN);
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "evade slonim");
    assert_eq!(leader_at(&s, "davout"), Place::Map(slonim));
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.attrition").count(), 0);
    let _ = FS;
}

/// Barclay (R1, 4 SP) attacks Davout (FN, 6 SP) in French-flagged Lida from Vilna and wins by one hit; French
/// soldiers besiege Grodno next door if `besieged`. The retreats FN is offered.
fn davout_retreats(rules: u32, besieged: bool) -> Vec<String> {
    let mut s = spending(R1);
    s.rules = rules;
    let lida = sp(&s, "lida");
    s.flags[lida as usize] = Some(FN);
    put_leader(&mut s, "davout", "lida");
    put(&mut s, FN, Nation::French, "lida", 6);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 4);
    if besieged {
        put(&mut s, FN, Nation::French, "grodno", 1);
    }
    // Barclay's dice first (one 6), then Davout's (no hit), then whatever follows.
    let mut dice = vec![6];
    dice.extend([1; 60]);
    s.chance.script.dice = dice;
    act(&mut s, "move barclay lida");
    if Kutuzov::prompt(&s).id == "kut.evade" {
        act(&mut s, "done");
    }
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.retreat", Some(FN)), "{:?}", notations(&s));
    notations(&s)
}

#[test]
fn no_retreat_into_an_enemy_fortress_nobody_besieges() {
    // KUT 13.41: the retreat half of the rule (rules 20, the engine fix): Grodno is open to Davout's retreat only
    // while French soldiers besiege it; under rules 19 never.
    let open = davout_retreats(20, false);
    assert!(open.iter().any(|n| n == "retreat slonim") && !open.iter().any(|n| n == "retreat grodno"), "{open:?}");
    assert!(davout_retreats(20, true).iter().any(|n| n == "retreat grodno"));
    assert!(!davout_retreats(19, true).iter().any(|n| n == "retreat grodno"));
}
