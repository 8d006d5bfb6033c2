//! What rules version 6 adds (KUT 5): the Supply Trains of #6 Depots and Trains and #13 The Tsar's
//! Quartermaster (L650, L712, E35), and #109 Distant Gunfire's attrition on the soldiers who moved (E36).
//! Each test names the seed line it reads and fails under the other reading.

use super::common::*;
use engine::games::kutuzov::data::{contingent, Nation, FN, IMPERIAL, R1, R2};
use engine::games::kutuzov::impulse::{regroup_sites, Impulse};
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// #106 Men of Bronze, the card of L650's example (3 CP).
const MEN_OF_BRONZE: u16 = 106;

/// Davout with 4 SP in Kovno (a French flag there), scorched Vilna ahead; FN holds `fn_cards`.
fn scorched_vilna(fn_cards: &[u16]) -> State {
    let mut s = bare_s1(fn_cards, &[]);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    let vilna = sp(&s, "vilna");
    s.scorched[vilna as usize] = true;
    s
}

fn attrition_rolls(s: &State) -> usize {
    s.log.iter().filter(|e| e.id == "kut.attrition").count()
}

fn plus_used(s: &State) -> bool {
    s.steps.iter().rev().find_map(|x| if let Step::Impulse(i) = x { Some(i.plus_used) } else { None }).unwrap()
}

#[test]
fn depots_and_trains_as_a_plus_card_spares_the_scorched_duchys_attrition() {
    // KUT 5.6 example 3 (L650): FN plays #106 for its CP; its formation enters a scorched duchy; before the
    // loss FN plays #6 as its "+" card, places a Supply Train there and takes no attrition.
    let mut s = scorched_vilna(&[MEN_OF_BRONZE, 6]);
    act(&mut s, &format!("card {MEN_OF_BRONZE}"));
    act(&mut s, "move davout vilna");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_scorched");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN));
    assert!(!plus_used(&s));
    act(&mut s, "event 6");
    let vilna = sp(&s, "vilna");
    assert_eq!(s.supply_trains, vec![(vilna, FN)]);
    assert!(plus_used(&s), "#6 took the impulse's \"+\" slot (5.6)");
    assert_eq!(attrition_rolls(&s), 0, "L650: the loss is avoided");
    let fr = contingent(FN, Nation::French).unwrap();
    assert_eq!(s.sp[vilna as usize][fr], 4);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend", "the move goes on with the CP left");
}

#[test]
fn without_the_supply_train_the_scorched_duchy_costs_an_attrition() {
    let mut s = scorched_vilna(&[MEN_OF_BRONZE, 6]);
    act(&mut s, &format!("card {MEN_OF_BRONZE}"));
    act(&mut s, "move davout vilna");
    act(&mut s, "done");
    assert_eq!(attrition_rolls(&s), 1, "KUT 10.45: entering a scorched duchy is an attrition");
    assert!(s.supply_trains.is_empty());
    // Under rules 5 #6 is a CP card: no window is opened.
    let mut s = scorched_vilna(&[MEN_OF_BRONZE, 6]);
    s.rules = 5;
    act(&mut s, &format!("card {MEN_OF_BRONZE}"));
    act(&mut s, "move davout vilna");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_scorched");
    assert_eq!(attrition_rolls(&s), 1);
}

#[test]
fn a_supply_train_already_there_spares_the_next_army_too() {
    // L650: the Supply Train prevents the attrition of entering its scorched duchy, whoever of the camp enters.
    let mut s = scorched_vilna(&[MEN_OF_BRONZE]);
    let vilna = sp(&s, "vilna");
    s.supply_trains.push((vilna, FN));
    act(&mut s, &format!("card {MEN_OF_BRONZE}"));
    act(&mut s, "move davout vilna");
    assert_eq!(attrition_rolls(&s), 0);
}

#[test]
fn the_plus_slot_must_be_free_for_depots_and_trains() {
    // KUT 5.6: one "+" card an impulse. With the slot taken (a purchase, 4.2) #6 is not offered.
    let mut s = scorched_vilna(&[MEN_OF_BRONZE, 6]);
    act(&mut s, &format!("card {MEN_OF_BRONZE}"));
    if let Some(Step::Impulse(i)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Impulse(_))) {
        i.plus_used = true;
    }
    act(&mut s, "move davout vilna");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_scorched");
    assert_eq!(attrition_rolls(&s), 1);
}

#[test]
fn a_supply_train_takes_regrouped_pieces_as_a_flagged_key() {
    // KUT 6.32, L712, L1902: a Supply Train counts as the Power's flagged Key for regrouped soldiers and leaders.
    let mut s = scorched_vilna(&[6]);
    let kovno = sp(&s, "kovno");
    let fr = contingent(FN, Nation::French).unwrap();
    assert!(!regroup_sites(&s, fr).contains(&kovno), "Kovno is no Key: no regroup there without the train");
    act(&mut s, "event 6");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.event_supply_train");
    assert!(!offered(&s, "supply-train vilna"), "D32: only where a formation of the camp stands");
    act(&mut s, "supply-train kovno");
    assert_eq!(s.supply_trains, vec![(kovno, FN)]);
    assert!(regroup_sites(&s, fr).contains(&kovno));
    // E35: an enemy flag on its duchy takes it.
    engine::games::kutuzov::control::place_flag(&mut s, kovno, R1);
    assert!(s.supply_trains.is_empty());
    assert!(!regroup_sites(&s, fr).contains(&kovno));
}

#[test]
fn the_tsars_quartermaster_answers_a_russian_move_into_a_scorched_duchy() {
    // L712, L2775: #13 is a response (5.21: played in any impulse): R2 places the train for R1's army.
    let mut s = bare_s1(&[], &[MEN_OF_BRONZE]);
    give_card(&mut s, R2, 13);
    *s.steps.last_mut().unwrap() = Step::Impulse(Impulse::new(R1));
    put_leader(&mut s, "barclay", "lida");
    put(&mut s, R1, Nation::Russian, "lida", 3);
    let vilna = sp(&s, "vilna");
    s.scorched[vilna as usize] = true;
    act(&mut s, &format!("card {MEN_OF_BRONZE}"));
    act(&mut s, "move barclay vilna");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_scorched");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R2));
    act(&mut s, "event 13");
    assert_eq!(s.supply_trains, vec![(vilna, R2)]);
    assert_eq!(attrition_rolls(&s), 0);
    let _ = IMPERIAL;
}

/// Davout to move from Kovno into scorched Vilna; leaderless R1 SP beside it: 3 in Lida, 2 in Vilkomir; R1
/// holds #109.
fn gunfire_two_stacks() -> State {
    let mut s = bare_s1(&[FIVE_CP], &[109]);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    put(&mut s, R1, Nation::Russian, "lida", 3);
    put(&mut s, R1, Nation::Russian, "vilkomir", 2);
    let vilna = sp(&s, "vilna");
    s.scorched[vilna as usize] = true;
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilna");
    act(&mut s, "event 109");
    s
}

/// The dice of the attrition that followed the `n`th leaderless interception (0 first).
fn interception_attrition_dice(s: &State, n: usize) -> usize {
    let at = s.log.iter().enumerate().filter(|(_, e)| e.id == "kut.intercept_sp").nth(n).unwrap().0;
    let e = s.log.iter().skip(at).find(|e| e.id == "kut.attrition").unwrap();
    e.args.iter().find_map(|a| if let engine::Arg::Dice(d) = a { Some(d.len()) } else { None }).unwrap()
}

#[test]
fn distant_gunfires_attrition_falls_on_the_soldiers_who_moved() {
    // KUT 11.5 (L1592): an interception's move costs the attrition of a move — of the pieces that moved.
    // The 2 SP from Vilkomir enter scorched Vilna where the 3 from Lida already stand: 2 dice, not 5.
    let mut s = gunfire_two_stacks();
    s.chance.script.dice = vec![6, 6, /* attrition of 3 */ 1, 1, 1, /* second try */ 6, 6, /* attrition */ 6, 1];
    act(&mut s, "intercept-sp r1 lida");
    act(&mut s, "intercept-sp r1 vilkomir");
    assert_eq!(interception_attrition_dice(&s, 0), 3);
    assert_eq!(interception_attrition_dice(&s, 1), 2, "rules 6: only the 2 SP that moved roll");
}

#[test]
fn under_rules_5_distant_gunfires_attrition_fell_on_every_unit_there() {
    let mut s = gunfire_two_stacks();
    s.rules = 5;
    s.chance.script.dice = vec![6, 6, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1];
    act(&mut s, "intercept-sp r1 lida");
    act(&mut s, "intercept-sp r1 vilkomir");
    assert_eq!(interception_attrition_dice(&s, 1), 5);
}

/// The Play Book's multiple interception (L2342–L2350), with Wittgenstein's army for the artillery (leaderless
/// soldiers do not draw interceptions in this engine, 10.11): R1 moves from Yaroslav across the River into
/// Imperial-flagged Substov; Napoleon intercepts from Moscow; R1 holds #72; Kutuzov waits in Kaluga (two
/// spaces away, by Borodino), Tormassov in Borodino.
fn substov(r1_cards: &[u16]) -> State {
    let mut s = around_substov(Kutuzov::meta().rules_version, r1_cards, MEN_OF_BRONZE);
    put_leader(&mut s, "wittgenstein", "yaroslav");
    put(&mut s, R1, Nation::Russian, "yaroslav", 2);
    act(&mut s, &format!("card {MEN_OF_BRONZE}"));
    act(&mut s, "move wittgenstein substov");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.intercept");
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "intercept napoleon");
    assert_eq!(leader_at(&s, "napoleon"), engine::games::kutuzov::state::Place::Map(sp(&s, "substov")));
    s
}

#[test]
fn concentration_of_forces_brings_armies_from_two_spaces_into_the_battle() {
    // KUT 11.2 (any number of armies may try into the same space), PB 11.2 (L2348): R1 plays #72 at the start of the battle; Kutuzov intercepts from Kaluga through
    // Borodino and Tormassov from Borodino; both join the battle at Substov.
    let mut s = substov(&[72]);
    while Kutuzov::prompt(&s).id == "kut.intercept" {
        act(&mut s, "done");
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    act(&mut s, "event 72");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.intercept");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    assert!(offered(&s, "intercept kutuzov"), "two spaces away, by Borodino (L2348)");
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "intercept kutuzov");
    let substov = sp(&s, "substov");
    assert_eq!(leader_at(&s, "kutuzov"), engine::games::kutuzov::state::Place::Map(substov));
    // R1 has no other army that may try: it is not asked again (a seat with nothing legal is not asked).
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R2), "every army of the player's camp");
    s.chance.script.dice = vec![6, 6];
    let r1 = contingent(R1, Nation::Russian).unwrap();
    assert_eq!(s.sp[substov as usize][r1], 2 + 4);
    act(&mut s, "intercept tormassov");
    assert!(s.discard.contains(&72));
    // The battle follows at once: the Tsarist side is Kutuzov (4) commanding 2 + 4 + 3 SP, 13 dice at least
    // (Wittgenstein alone would roll 2 + 2).
    let tsarist_dice = s.log.iter().find(|e| e.id == "kut.battle_dice" && e.args[0] == engine::Arg::Key("kut.camp.tsarist".into())).unwrap();
    let n = tsarist_dice.args.iter().find_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).unwrap();
    assert!(n >= 13, "the interceptors fight: {n} Tsarist dice");
}

#[test]
fn without_concentration_of_forces_two_spaces_is_too_far() {
    // KUT 11.1: an interception goes into an adjacent space only; under rules 5 #72 is a CP card.
    let mut s = substov(&[72]);
    s.rules = 5;
    while Kutuzov::prompt(&s).id == "kut.intercept" {
        act(&mut s, "done");
    }
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_battle", "rules 5: #72 is no battle card");
    let mut s = substov(&[]);
    while Kutuzov::prompt(&s).id == "kut.intercept" {
        assert!(!offered(&s, "intercept kutuzov"));
        act(&mut s, "done");
    }
}

#[test]
fn two_space_interception_never_passes_through_enemy_formations() {
    // L1073, 11.3: the path of a two-space interception may not cross enemy formations. With French SP in
    // Borodino and Vyazma Kutuzov's ways (Borodino, Vyazma, Moscow) are shut.
    let mut s = substov(&[72]);
    let fr = contingent(FN, Nation::French).unwrap();
    let (borodino, moscow) = (sp(&s, "borodino"), sp(&s, "moscow"));
    s.leaders[s.data.leader("tormassov").unwrap() as usize] = engine::games::kutuzov::state::Place::Available;
    s.sp[borodino as usize] = [0; 6];
    s.sp[borodino as usize][fr] = 1;
    let vyazma = sp(&s, "vyazma");
    s.sp[vyazma as usize][fr] = 1;
    assert!(s.sp[moscow as usize][fr] > 0, "Napoleon left SP he could not command in Moscow");
    while Kutuzov::prompt(&s).id == "kut.intercept" {
        act(&mut s, "done");
    }
    act(&mut s, "event 72");
    assert!(!offered(&s, "intercept kutuzov"));
    // With Vyazma free again he may go by it.
    let mut s2 = substov(&[72]);
    s2.leaders[s2.data.leader("tormassov").unwrap() as usize] = engine::games::kutuzov::state::Place::Available;
    let b = sp(&s2, "borodino");
    s2.sp[b as usize] = [0; 6];
    s2.sp[b as usize][fr] = 1;
    while Kutuzov::prompt(&s2).id == "kut.intercept" {
        act(&mut s2, "done");
    }
    act(&mut s2, "event 72");
    assert!(offered(&s2, "intercept kutuzov"));
}

/// Yorck (Prussian, command 4) in Kovno with 2 Prussian and 3 French SP of FN; FN holds #4 and #6 (a "+"
/// card played for its 3 CP after #4, E32).
fn forgotten_marshal() -> State {
    let mut s = bare_s1(&[4, 6], &[]);
    put_leader(&mut s, "yorck", "kovno");
    put(&mut s, FN, Nation::Prussian, "kovno", 2);
    put(&mut s, FN, Nation::French, "kovno", 3);
    act(&mut s, "event 4");
    act(&mut s, "card 6");
    s
}

fn cp_left(s: &State) -> u8 {
    match s.steps.last() {
        Some(Step::Spend(x)) => x.cp,
        _ => panic!("not spending CP"),
    }
}

#[test]
fn the_forgotten_marshal_lets_an_allied_leader_command_french_sp() {
    // L566, L939: under #4 an allied leader's army may take French SP; L933 b: they move with it for the
    // French 1 CP, without the allied surcharge.
    let mut s = forgotten_marshal();
    act(&mut s, "move yorck vilna");
    let (kovno, vilna) = (sp(&s, "kovno"), sp(&s, "vilna"));
    let fr = contingent(FN, Nation::French).unwrap();
    let pr = contingent(FN, Nation::Prussian).unwrap();
    assert_eq!(s.sp[vilna as usize][pr], 2);
    assert_eq!(s.sp[vilna as usize][fr], 2, "command 4: 2 Prussian SP and 2 French");
    assert_eq!(s.sp[kovno as usize][fr], 1);
    assert_eq!(cp_left(&s), 2, "1 CP, no allied surcharge (L933 b)");
}

#[test]
fn without_the_forgotten_marshal_an_allied_army_is_its_own_nation() {
    // KUT 10.2 (L939): an Imperial army is of one Power and one nation; the allied surcharge applies (10.12).
    let mut s = forgotten_marshal();
    s.marshal = false;
    act(&mut s, "move yorck vilna");
    let (kovno, vilna) = (sp(&s, "kovno"), sp(&s, "vilna"));
    let fr = contingent(FN, Nation::French).unwrap();
    assert_eq!(s.sp[vilna as usize][fr], 0);
    assert_eq!(s.sp[kovno as usize][fr], 3);
    assert_eq!(cp_left(&s), 1, "the allied surcharge: 2 CP");
    // Under rules 5 #4 does not set it.
    let mut s = bare_s1(&[4, 6], &[]);
    s.rules = 5;
    put_leader(&mut s, "yorck", "kovno");
    act(&mut s, "event 4");
    assert!(!s.marshal);
}
