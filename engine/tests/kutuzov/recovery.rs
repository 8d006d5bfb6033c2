//! Emergency Recovery (KUT 9, L794–L796; 5.23, L608–L610; rules 15, E62): from the second morale drop of a
//! camp in one impulse, a Power of the camp may spend a card's CP (a die per CP) or resources (8 dice each) on
//! the Morale Loss markers; the check's roll stays, and the drop is averted once the markers are no more than it.
//! Every card's CP is 3 in the pack but #84's 5 (reconstructed, docs/games/kutuzov-data.md): the seed's 2-CP
//! card is a 3-CP card here whose third die misses.

use super::common::*;
use engine::games::kutuzov::data::{R1, R2, TSARIST};
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::{morale, Kutuzov};
use engine::Game;

/// A regular card whose event the seed does not give: 3 CP.
const CARD: u16 = 41;
/// A Must Play card: no CP.
const MUST_PLAY: u16 = 29;

/// Scenario 1's first impulse (FN's) under way, no hands, no resources, the Tsarists holding `loss` Morale Loss
/// markers and `drops` drops of their morale behind them in this impulse.
fn tsarists(loss: u8, drops: u8) -> State {
    let mut s = start("s1", 41);
    for h in s.hands.iter_mut() {
        h.clear();
    }
    s.resources = [0; 4];
    s.loss[1] = loss;
    s.gain[1] = 0;
    s.drops[1] = drops;
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    s
}

fn asked(s: &State) -> Option<u8> {
    let p = Kutuzov::prompt(s);
    (p.id == "kut.recovery").then(|| p.seat.unwrap())
}

/// T19 (KUT 9, L796): 6 Loss markers, a second drop this impulse on a roll of 5; one marker removed leaves 5,
/// and 5 is not below 5: no drop.
#[test]
fn t19_one_marker_removed_averts_the_second_drop() {
    let mut s = tsarists(6, 1);
    give_card(&mut s, R1, CARD);
    let morale = s.morale[1];
    s.chance.script.dice = vec![2, 3];
    morale::check(&mut s, TSARIST);
    // The drop waits: R1 (next on the track after FN) is asked; nothing has changed yet.
    assert_eq!(asked(&s), Some(R1));
    assert_eq!((s.morale[1], s.loss[1]), (morale, 6));
    assert!(offered(&s, &format!("card {CARD}")) && offered(&s, "accept"));
    s.chance.script.dice = vec![5, 1, 2];
    act(&mut s, &format!("card {CARD}"));
    assert_eq!((s.morale[1], s.loss[1]), (morale, 5));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    assert!(!s.hands[R1 as usize].contains(&CARD));
    assert_eq!(log_nums(&s, "kut.recovery_averted"), vec![vec![5, 5]]);
}

/// T23 (KUT 9.42's example, L878): at Moscow the Tsarists hold 6 markers and roll 4 on the loot check, the
/// second drop of the impulse. A card's dice show one 5: 5 markers, 4 is still below; a resource's 8 dice show
/// 6, 6, 5: 2 markers, no drop, and the 2 stay.
#[test]
fn t23_a_card_then_a_resource_avert_the_drop_at_moscow() {
    let mut s = tsarists(6, 1);
    give_card(&mut s, R1, CARD);
    s.resources[R1 as usize] = 1;
    let morale = s.morale[1];
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    s.chance.script.dice = vec![5, 1, 2];
    act(&mut s, &format!("card {CARD}"));
    // Still asked: 4 is below the 5 markers left.
    assert_eq!(asked(&s), Some(R1));
    assert_eq!(s.loss[1], 5);
    assert!(offered(&s, "morale-resource"));
    s.chance.script.dice = vec![6, 6, 5, 1, 2, 3, 4, 1];
    act(&mut s, "morale-resource");
    assert_eq!((s.morale[1], s.loss[1], s.resources[R1 as usize]), (morale, 2, 0));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
}

/// KUT 9 (L794): the first drop of an impulse is not averted — only the second and later. Read the other way,
/// the first check would ask.
#[test]
fn the_first_drop_of_an_impulse_happens_at_once_the_second_may_be_recovered() {
    let mut s = tsarists(6, 0);
    give_card(&mut s, R1, CARD);
    let morale = s.morale[1];
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!(asked(&s), None);
    assert_eq!((s.morale[1], s.loss[1], s.drops[1]), (morale + 1, 0, 1));
    s.loss[1] = 6;
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!(asked(&s), Some(R1));
    assert_eq!(s.morale[1], morale + 1);
}

/// A second drop under rules 14 happens at once: rules 15 plays Emergency Recovery.
#[test]
fn rules_14_drops_a_second_time_at_once() {
    let mut s = tsarists(6, 1);
    s.rules = 14;
    give_card(&mut s, R1, CARD);
    let morale = s.morale[1];
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!(asked(&s), None);
    assert_eq!((s.morale[1], s.loss[1]), (morale + 1, 0));
}

/// KUT 5.23: only a card's CP pay; a Must Play card has none. A camp that cannot pay is not asked.
#[test]
fn a_camp_that_cannot_pay_is_not_asked_and_must_play_cards_do_not_pay() {
    let mut s = tsarists(6, 1);
    give_card(&mut s, R1, MUST_PLAY);
    let morale = s.morale[1];
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!(asked(&s), None);
    assert_eq!(s.morale[1], morale + 1);
    // With a resource R1 is asked, and offered the resource, not the Must Play card.
    let mut s = tsarists(6, 1);
    give_card(&mut s, R1, MUST_PLAY);
    s.resources[R1 as usize] = 1;
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!(asked(&s), Some(R1));
    assert_eq!(notations(&s), vec!["morale-resource".to_string(), "accept".to_string()]);
}

/// KUT 9 (L794): "one of the camp's Powers" pays. A Power that accepts leaves it to its partner; when both
/// accept, the drop happens and its markers go (9 at most).
#[test]
fn accepting_asks_the_partner_then_the_drop_happens() {
    let mut s = tsarists(6, 1);
    give_card(&mut s, R1, CARD);
    give_card(&mut s, R2, 84);
    let morale = s.morale[1];
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    act(&mut s, "accept");
    assert_eq!(asked(&s), Some(R2));
    assert!(offered(&s, "card 84"));
    act(&mut s, "accept");
    assert_eq!((s.morale[1], s.loss[1]), (morale + 1, 0));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    // Both kept their cards.
    assert!(s.hands[R1 as usize].contains(&CARD) && s.hands[R2 as usize].contains(&84));
}

/// E62: a check of the camp while its drop waits is rolled and waits behind it; judged after, against the
/// markers left then. 15 markers, roll 4 waits; a second check rolls 5 and waits; accepted, the first drop
/// removes 9 (6 left) and 5 is below 6: a further drop, asked for again.
#[test]
fn a_check_while_a_drop_waits_is_judged_after_it() {
    let mut s = tsarists(15, 1);
    give_card(&mut s, R1, CARD);
    let morale = s.morale[1];
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    s.chance.script.dice = vec![2, 3];
    morale::check(&mut s, TSARIST);
    assert_eq!(log_nums(&s, "kut.recovery_waits"), vec![vec![5]]);
    assert!(matches!(s.steps.last(), Some(Step::Recovery(r)) if r.rolls == vec![4, 5]));
    act(&mut s, "accept");
    assert_eq!((s.morale[1], s.loss[1]), (morale + 1, 6));
    assert_eq!(asked(&s), Some(R1));
    assert_eq!(Kutuzov::prompt(&s).args[2], engine::Arg::Num(5));
    // One marker off: 5 is no longer below 5.
    s.chance.script.dice = vec![6, 1, 1];
    act(&mut s, &format!("card {CARD}"));
    assert_eq!((s.morale[1], s.loss[1]), (morale + 1, 5));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
}

/// KUT 9: outside an impulse (the turn's morale check, 9.2) there is nothing to recover.
#[test]
fn no_recovery_outside_an_impulse() {
    let mut s = tsarists(6, 1);
    give_card(&mut s, R1, CARD);
    s.steps.clear();
    let morale = s.morale[1];
    s.chance.script.dice = vec![1, 3];
    morale::check(&mut s, TSARIST);
    assert!(s.steps.is_empty());
    assert_eq!(s.morale[1], morale + 1);
}

/// KUT 9.41 and 9 (L794): a ninth Imperial Loss marker calls a check; a roll below it is the Imperials' second
/// drop of FN's impulse, and FN, the Power of the impulse, is asked first (then FS).
#[test]
fn the_ninth_marker_s_check_asks_the_active_power_first() {
    use engine::games::kutuzov::data::{FN, FS, IMPERIAL};
    let mut s = tsarists(0, 0);
    s.loss[0] = 8;
    s.gain[0] = 0;
    s.drops[0] = 1;
    give_card(&mut s, FN, CARD);
    give_card(&mut s, FS, 84);
    s.chance.script.dice = vec![1, 1];
    morale::add_loss(&mut s, IMPERIAL, 1);
    assert_eq!(asked(&s), Some(FN));
    act(&mut s, "accept");
    assert_eq!(asked(&s), Some(FS));
    // #84's 5 dice: four hits leave 5 markers, 2 still below; a fifth would be needed.
    let morale = s.morale[0];
    s.chance.script.dice = vec![5, 6, 5, 6, 1];
    act(&mut s, "card 84");
    assert_eq!(log_nums(&s, "kut.recovery_card"), vec![vec![4]]);
    // Nobody has anything left to pay with: the drop happens and takes the 5 markers left.
    assert_eq!(asked(&s), None);
    assert_eq!((s.morale[0], s.loss[0]), (morale + 1, 0));
}

// KUT 14.44 (L1654–L1656), 14.46, 16.51: the Imperial attrition level's own Emergency Recovery.

/// FN's impulse, 8 Imperial Attrition Loss markers and `drops` level drops behind them in this impulse; one more
/// marker and the level check (KUT 14.43: 9 drop the level at once).
fn ninth_attrition_marker(rules: u32, drops: u8, fn_cards: &[u16], fn_resources: u8) -> State {
    use engine::games::kutuzov::attrition;
    use engine::games::kutuzov::data::FN;
    let mut s = tsarists(0, 0);
    s.rules = rules;
    s.attrition_loss = 8;
    s.attrition_drops = drops;
    for &c in fn_cards {
        give_card(&mut s, FN, c);
    }
    s.resources[FN as usize] = fn_resources;
    attrition::imperial_loss(&mut s, FN, 1);
    attrition::check_level(&mut s);
    s
}

#[test]
fn a_second_attrition_level_drop_may_be_averted_with_a_card() {
    // KUT 14.44: the second drop in the impulse waits; #41's 3 dice show a 5: 8 markers, below 9, no drop.
    let level = tsarists(0, 0).attrition;
    let mut s = ninth_attrition_marker(15, 1, &[CARD], 0);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.attrition_recovery");
    assert_eq!((s.attrition, s.attrition_loss), (level, 9));
    s.chance.script.dice = vec![5, 1, 2];
    act(&mut s, &format!("card {CARD}"));
    assert_eq!((s.attrition, s.attrition_loss), (level, 8));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    // The other readings: the first drop of the impulse, and any drop under rules 14, happen at once.
    let s = ninth_attrition_marker(15, 0, &[CARD], 0);
    assert_eq!((s.attrition, s.attrition_loss, s.attrition_drops), (level + 1, 0, 1));
    let s = ninth_attrition_marker(14, 1, &[CARD], 0);
    assert_eq!((s.attrition, s.attrition_loss), (level + 1, 0));
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
}

#[test]
fn a_second_attrition_level_drop_accepted_or_unpaid_happens() {
    // KUT 16.51: a resource's 8 dice pay too; all misses, then FN accepts and nobody else can pay: the drop.
    let level = tsarists(0, 0).attrition;
    let mut s = ninth_attrition_marker(15, 1, &[], 2);
    assert!(offered(&s, "attrition-resource") && offered(&s, "accept"));
    s.chance.script.dice = vec![1; 8];
    act(&mut s, "attrition-resource");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.attrition_recovery", "still 9 markers: asked again");
    act(&mut s, "accept");
    assert_eq!((s.attrition, s.attrition_loss), (level + 1, 0));
    // Nobody able to pay: not asked.
    let s = ninth_attrition_marker(15, 1, &[MUST_PLAY], 0);
    assert_eq!(s.attrition, level + 1);
}
