//! The single hand game (KUT 2.32, Play Book ch. 6): one hand and one chit pile per camp.

use super::common::*;
use engine::games::kutuzov::data::{CardClass, FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::single_hand::{self, hand_of};
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::{view, Kutuzov};
use engine::{Game, Viewer};

fn single(scenario: &str, seed: u64) -> State {
    Kutuzov::setup(&header(scenario, seed, "single"), Kutuzov::builtin_data()).unwrap()
}

fn split(s: &State, cards: &[u16]) -> (usize, usize) {
    let home = cards.iter().filter(|&&c| s.data.card(c).is_some_and(|x| matches!(x.class, CardClass::ImperialHome | CardClass::TsaristHome))).count();
    (home, cards.len() - home)
}

#[test]
fn each_camp_holds_one_hand_and_a_chit_pile_dealt_as_the_play_book_says() {
    // KUT 2.32, Play Book ch. 6 (L2743–L2757): Imperial 4 Home (#1 and #9 among them) + 6 others, chit 2 + 4; Tsarist
    // 2 Home + 6 others, chit 2 + 4.
    let s = single("s1", 21);
    assert_eq!(split(&s, &s.hands[FN as usize]), (4, 6));
    assert!(s.hands[FN as usize].contains(&1) && s.hands[FN as usize].contains(&9));
    assert_eq!(split(&s, &s.hands[R1 as usize]), (2, 6));
    assert!(s.hands[FS as usize].is_empty() && s.hands[R2 as usize].is_empty(), "no hand per Power");
    assert_eq!(split(&s, &s.chits[IMPERIAL as usize]), (2, 4));
    assert_eq!(split(&s, &s.chits[TSARIST as usize]), (2, 4));
    Kutuzov::check_invariants(&s).unwrap();
    // The standard game keeps a hand per Power.
    let std = Kutuzov::setup(&header("s1", 21, "2"), Kutuzov::builtin_data()).unwrap();
    assert!(!std.hands[FS as usize].is_empty());
    assert!(std.chits.iter().all(|c| c.is_empty()));
}

#[test]
fn scenario_three_deals_the_named_cards() {
    // L2573: the Tsarists add #65 as a seventh other card; the Imperials hold #1, #4, #6, #8 and #77 and 5
    // random others (10 cards).
    let s = single("s3", 22);
    let imp = &s.hands[FN as usize];
    for c in [1, 4, 6, 8, 77] {
        assert!(imp.contains(&c), "#{c} in {imp:?}");
    }
    assert_eq!(imp.len(), 10);
    assert!(s.hands[R1 as usize].contains(&65));
    assert_eq!(split(&s, &s.hands[R1 as usize]).1, 7);
    Kutuzov::check_invariants(&s).unwrap();
}

#[test]
fn both_powers_of_a_camp_play_from_the_one_hand() {
    let s = single("s1", 23);
    assert_eq!(hand_of(&s, FS), FN as usize);
    assert_eq!(hand_of(&s, R2), R1 as usize);
    let std = start("s1", 23);
    assert_eq!(hand_of(&std, FS), FS as usize, "a hand per Power in the other modes");
}

#[test]
fn after_an_impulse_the_camp_may_take_a_chit_card_and_must_when_its_hand_is_empty() {
    // Play Book ch. 6 (5), (6).
    let mut s = single("s1", 24);
    while Kutuzov::prompt(&s).id == "kut.mulligan" {
        act(&mut s, "done");
    }
    s.steps.clear();
    single_hand::offer_chit(&mut s, FS);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.chit", Some(FS)));
    assert!(offered(&s, "done"), "a choice while the hand holds cards");
    // Make room for any card and draw.
    let keep: Vec<u16> = s.hands[FN as usize].iter().copied().take(2).collect();
    let gone: Vec<u16> = s.hands[FN as usize].iter().copied().skip(2).collect();
    s.hands[FN as usize] = keep;
    s.discard.extend(gone.iter().filter(|&&c| s.data.card(c).is_some_and(|x| x.class == CardClass::Regular)));
    s.home_used[0].extend(gone.iter().filter(|&&c| s.data.card(c).is_some_and(|x| x.class != CardClass::Regular)));
    let before = (s.hands[FN as usize].len(), s.chits[0].len());
    act(&mut s, "draw-chit");
    assert_eq!((s.hands[FN as usize].len(), s.chits[0].len()), (before.0 + 1, before.1 - 1));
    // An empty hand: the draw is the only answer.
    let all = std::mem::take(&mut s.hands[FN as usize]);
    for c in all {
        if s.data.card(c).is_some_and(|x| x.class == CardClass::Regular) {
            s.discard.push(c)
        } else {
            s.home_used[0].push(c)
        }
    }
    single_hand::offer_chit(&mut s, FN);
    assert_eq!(notations(&s), vec!["draw-chit".to_string()]);
    Kutuzov::check_invariants(&s).unwrap();
}

#[test]
fn a_full_hand_may_not_draw_a_chit_card() {
    // Play Book ch. 6 (1), (5): 4 Home and 6 other cards at most, for chit draws and purchases alike.
    let mut s = single("s1", 25);
    s.steps.clear();
    assert!(!single_hand::room(&s, IMPERIAL, true) && !single_hand::room(&s, IMPERIAL, false), "the deal fills the Imperial hand");
    single_hand::offer_chit(&mut s, FN);
    assert_eq!(notations(&s), vec!["done".to_string()]);
}

#[test]
fn pre_emption_goes_to_the_camp_holding_two_more_cards() {
    // Play Book ch. 6 (7): a margin of 2, not 1.
    let mut s = single("s1", 26);
    s.preempt_ok = true;
    s.last_preemptive = false;
    let n = s.hands[R1 as usize].len() + 1;
    let t = std::mem::take(&mut s.hands[FN as usize]);
    s.hands[FN as usize] = t.iter().copied().take(n).collect();
    for &c in t.iter().skip(n) {
        if s.data.card(c).is_some_and(|x| x.class == CardClass::Regular) {
            s.discard.push(c)
        } else {
            s.home_used[0].push(c)
        }
    }
    Kutuzov::check_invariants(&s).unwrap();
    assert_eq!(engine::games::kutuzov::impulse::preemptor(&s, R1, FS), None, "one card more is not enough");
    let c = s.hands[R1 as usize].pop().unwrap();
    s.discard.push(c);
    let p = engine::games::kutuzov::impulse::preemptor(&s, R1, FS);
    assert_eq!(p, Some(FN), "the Imperial Power not due next");
}

#[test]
fn nobody_sees_the_chit_piles_and_the_partner_sees_the_camp_hand() {
    let s = single("s1", 27);
    let v = Kutuzov::view(&s, Viewer::Role(FS));
    assert!(v.hands[FN as usize].cards.is_some(), "FS's player holds the camp hand");
    assert!(v.hands[R1 as usize].cards.is_none());
    assert_eq!(v.chits, [6, 6], "the chit piles' sizes are public, their cards nobody's");
    assert!(view::sees_hand(&s, Viewer::Role(FN), FS));
    // The curtain falls between the camps only.
    let roles = Kutuzov::roles("s1", &header("s1", 1, "single").options);
    assert!(!roles.separate(FN, FS) && roles.separate(FN, R1));
}

#[test]
fn the_chit_piles_empty_at_the_end_of_the_turn_and_are_dealt_again() {
    let mut s = single("s2", 28);
    while Kutuzov::prompt(&s).id == "kut.mulligan" {
        act(&mut s, "done");
    }
    s.steps = vec![Step::EndOfTurn(engine::games::kutuzov::turn::EndOfTurn)];
    engine::games::kutuzov::advance(&mut s);
    let mut n = 0;
    while s.outcome.is_none() && s.turn == 2 && n < 500 {
        let names = notations(&s);
        let pick = if names.iter().any(|x| x == "done") { "done".to_string() } else { names[0].clone() };
        act(&mut s, &pick);
        n += 1;
    }
    if s.outcome.is_none() {
        assert_eq!(s.turn, 3);
        assert_eq!(s.chits[0].len() + s.chits[1].len(), 12, "dealt again for turn 3");
        assert_eq!(split(&s, &s.hands[R1 as usize]).1, 6, "the hand filled up to 6 others");
    }
    Kutuzov::check_invariants(&s).unwrap();
}
