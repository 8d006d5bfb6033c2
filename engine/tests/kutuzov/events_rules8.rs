//! What rules version 8 adds (KUT 5.6): #67 Hapsburg Offensive with #11 Für Marie-Louise in one impulse gives
//! the combined result the seed states (L648, E41). Each test names the seed line it reads and fails under
//! the other reading (rules 7 is the other reading).

use super::common::*;
use engine::games::kutuzov::data::{contingent, Nation, FS, R2};
use engine::games::kutuzov::impulse::Impulse;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// FS to act under `rules` holding `cards`: Schwarzenberg (2-4) with 2 Austrian SP in Lemberg (FS's flag),
/// Tormassov with 2 R2 SP in Lutsk next to it, across a Rough line.
fn galicia(rules: u32, cards: &[u16]) -> State {
    let mut s = bare_s1(&[], &[]);
    s.rules = rules;
    for &c in cards {
        give_card(&mut s, FS, c);
    }
    s.marker = FS;
    s.steps = vec![Step::Impulse(Impulse::new(FS))];
    put_leader(&mut s, "schwarzenberg", "lemberg");
    put(&mut s, FS, Nation::Austrian, "lemberg", 2);
    let lemberg = sp(&s, "lemberg");
    s.flags[lemberg as usize] = Some(FS);
    put_leader(&mut s, "tormassov", "lutsk");
    put(&mut s, R2, Nation::Russian, "lutsk", 2);
    s.entrenched.iter_mut().for_each(|e| *e = false);
    s
}

fn schwarzenberg(s: &State) -> u8 {
    s.battle_rating(s.data.leader("schwarzenberg").unwrap())
}

fn austrian_sp(s: &State) -> u8 {
    let aut = contingent(FS, Nation::Austrian).unwrap();
    s.sp[sp(s, "lemberg") as usize][aut]
}

/// The CP of the Spend step on top, if any.
fn cp_to_spend(s: &State) -> Option<u8> {
    match s.steps.last() {
        Some(Step::Spend(x)) => Some(x.cp),
        _ => None,
    }
}

#[test]
fn hapsburg_offensive_with_fur_marie_louise_gives_the_combined_result() {
    // KUT 5.6 example 2 (L648): FS plays #67 for its event and #11 as its "+" card: "Schwarzenberg (now a 3-4
    // leader) treats the Austrians as French formations, receives 4 SP and may use 8 CP".
    let mut s = galicia(8, &[67, 11]);
    act(&mut s, "event 67");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.event_austrians");
    act(&mut s, "build aut lemberg");
    assert_eq!(austrian_sp(&s), 2 + 2, "#67's 2-SP cavalry");
    assert_eq!(schwarzenberg(&s), 2, "#67 alone leaves him 2-4");
    act(&mut s, "event 11");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat, p.args[1].clone()), ("kut.event_austrians", Some(FS), engine::Arg::Num(2)));
    act(&mut s, "build aut lemberg");
    assert_eq!(austrian_sp(&s), 2 + 4, "4 SP in all (L648)");
    assert_eq!(cp_to_spend(&s), Some(8), "8 CP (L648)");
    assert_eq!(schwarzenberg(&s), 3, "now a 3-4 leader (L648)");
    assert!(s.log.iter().any(|e| e.id == "kut.event_hapsburg_combo"));
    // The rating lasts the impulse.
    act(&mut s, "done");
    act(&mut s, "done");
    assert!(s.hapsburg.is_empty());
    assert_eq!(schwarzenberg(&s), 2);
}

#[test]
fn under_rules_7_the_two_cards_give_only_their_own_effects() {
    // The other reading (rules 1–7): #67's cavalry and the Austrians counted as French; no 2 SP more, no CP,
    // Schwarzenberg stays 2-4.
    let mut s = galicia(7, &[67, 11]);
    act(&mut s, "event 67");
    act(&mut s, "build aut lemberg");
    act(&mut s, "event 11");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.event_austrians");
    assert_eq!(cp_to_spend(&s), None);
    assert_eq!(austrian_sp(&s), 4);
    assert_eq!(schwarzenberg(&s), 2);
}

#[test]
fn fur_marie_louise_alone_or_hapsburg_offensive_alone_gives_no_combined_result() {
    // L648 needs both cards in the impulse: #67 with a "+" card played for its CP gives those CP only.
    let mut s = galicia(8, &[67, 11]);
    act(&mut s, "event 67");
    act(&mut s, "build aut lemberg");
    act(&mut s, "card 11");
    assert_eq!(cp_to_spend(&s), Some(s.data.card(11).unwrap().cp.unwrap()));
    assert_eq!(schwarzenberg(&s), 2);
    assert_eq!(austrian_sp(&s), 4);
}

/// Imperial battle dice of the first round after Schwarzenberg's army moves from Lemberg into Lutsk, all dice 1s.
fn first_imperial_dice(mut s: State) -> i32 {
    act(&mut s, "move schwarzenberg lutsk");
    s.chance.script.dice = vec![1; 400];
    while !s.log.iter().any(|e| e.id == "kut.battle_dice") {
        let p = Kutuzov::prompt(&s);
        assert!(p.actions.iter().any(|a| Kutuzov::describe(&s, a).notation == "done"), "{}", p.id);
        act(&mut s, "done");
    }
    let e = s.log.iter().find(|e| e.id == "kut.battle_dice" && e.args[0] == engine::Arg::Key("kut.camp.imperial".into())).unwrap();
    e.args.iter().find_map(|a| if let engine::Arg::Num(n) = a { Some(*n) } else { None }).unwrap()
}

#[test]
fn schwarzenberg_attacks_as_a_3_4_leader_with_the_combined_cp() {
    // L648: the 8 CP move the Austrians into Russia (counted as French, L566, E32) and Schwarzenberg's rating
    // of 3 gives one battle die more than the 2 of the same attack paid with a card's CP.
    let mut s = galicia(8, &[67, 11]);
    act(&mut s, "event 67");
    act(&mut s, "build aut lemberg");
    act(&mut s, "event 11");
    act(&mut s, "build aut lemberg");
    let combined = first_imperial_dice(s);
    // The same army, the Austrians counted as French, the move paid with #84's CP.
    let mut s = galicia(8, &[FIVE_CP]);
    let aut = contingent(FS, Nation::Austrian).unwrap();
    let lemberg = sp(&s, "lemberg");
    s.sp[lemberg as usize][aut] += 4;
    s.as_french.push((Nation::Austrian, true));
    act(&mut s, &format!("card {FIVE_CP}"));
    let plain = first_imperial_dice(s);
    assert_eq!(combined - plain, 1, "Schwarzenberg's 3 against his 2");
}
