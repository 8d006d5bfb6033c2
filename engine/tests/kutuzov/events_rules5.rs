//! The card events rules version 5 adds (KUT 5): #74 A Wasted Day in a siege, the allies counted as French
//! (#4, #11, #12). Each test names the seed line it reads and fails under the other reading.

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, FS, R1};
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

/// Davout (4) with 4 SP before Grodno (strength 2); R1 holds `r1_cards`.
fn grodno(r1_cards: &[u16]) -> State {
    let mut s = bare_s1(&[FIVE_CP], r1_cards);
    put_leader(&mut s, "davout", "grodno");
    put(&mut s, FN, Nation::French, "grodno", 4);
    s
}

#[test]
fn a_wasted_day_makes_the_besiegers_retreat_after_one_round() {
    // KUT 13.34 (L1522): besiegers never retreat except by an event such as #74 A Wasted Day; the fortress's
    // camp plays it in the siege window (13.23: it is a battle card usable in a siege).
    let mut s = grodno(&[74]);
    act(&mut s, "siege davout");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_siege");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1), "the fortress's camp is asked");
    // Round 1: one 6 of Davout's 10 dice (4 + 4 SP + Elan 2), the fortress's 2 dice miss. Without the card
    // 13.33 would give a round 2 (1 six beats 0 hits).
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "event 74");
    assert_eq!(log_nums(&s, "kut.siege_round").len(), 1, "#74: no round after the first");
    assert_eq!(s.flags[sp(&s, "grodno") as usize], None);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.retreat");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN), "the besieger's Power picks the line");
    let first = notations(&s).into_iter().find(|n| n.starts_with("retreat ")).unwrap();
    act(&mut s, &first);
    let to = sp(&s, first.trim_start_matches("retreat "));
    assert_eq!(leader_at(&s, "davout"), Place::Map(to));
    assert_eq!(s.sp[to as usize].iter().map(|&x| x as u32).sum::<u32>(), 4);
    // No battle was lost: no Morale Loss markers for the Imperials (13.34: never routed by a siege).
    assert_eq!(s.loss[0], 0);
    assert!(s.marked[s.data.leader("davout").unwrap() as usize], "13.35: the siege is over, the army marked");
}

#[test]
fn without_a_wasted_day_the_siege_goes_on_and_the_army_stays() {
    let mut s = grodno(&[]);
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* round 2 */ 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "siege davout");
    assert_eq!(log_nums(&s, "kut.siege_round").len(), 2, "13.33: round 2 after more 6s than hits");
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "grodno")));
}

#[test]
fn a_fortress_taken_in_the_wasted_days_round_falls_and_nobody_retreats() {
    let mut s = grodno(&[74]);
    act(&mut s, "siege davout");
    s.chance.script.dice = vec![6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, /* sack */ 1];
    act(&mut s, "event 74");
    assert_eq!(s.flags[sp(&s, "grodno") as usize], Some(FN));
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "grodno")));
    assert_ne!(Kutuzov::prompt(&s).id, "kut.retreat");
}

#[test]
fn rules_4_offers_no_wasted_day_in_a_siege() {
    let mut s = grodno(&[74]);
    s.rules = 4;
    s.chance.script.dice = vec![6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "siege davout");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_siege");
    assert_eq!(log_nums(&s, "kut.siege_round").len(), 2);
}

/// FS to act with `cards`, Schwarzenberg and 4 Austrian SP in Lemberg, beside Lutsk (a Russian duchy), the
/// Imperials at Marchez-Vous (Play Book 9.3: both allies hesitant).
fn hesitant_austrians(cards: &[u16]) -> State {
    let mut s = bare_s1(&[], &[]);
    for &c in cards {
        give_card(&mut s, FS, c);
    }
    put_leader(&mut s, "schwarzenberg", "lemberg");
    put(&mut s, FS, Nation::Austrian, "lemberg", 4);
    s.marker = FS;
    s.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(FS))];
    s.morale[0] = 2;
    s
}

#[test]
fn fur_marie_louise_lets_hesitant_austrians_march_into_russia() {
    // L749, L566: with #11 the Austrians count as French; their morale limits (Play Book 9.3) do not hold
    // them back this impulse. #11 in the card slot, then the "+" card #6 for its CP (4.2).
    let mut s = hesitant_austrians(&[11, 6]);
    act(&mut s, "event 11");
    act(&mut s, "card 6");
    assert!(offered(&s, "move schwarzenberg lutsk"));
    // The other reading (the card changes only the flag's colour): still hesitant.
    let mut s = hesitant_austrians(&[11, 6]);
    act(&mut s, "card 11");
    assert!(!offered(&s, "move schwarzenberg lutsk"));
}

#[test]
fn the_allies_count_as_french_only_until_the_impulse_ends() {
    let mut s = hesitant_austrians(&[11, 6]);
    act(&mut s, "event 11");
    assert!(!s.as_french.is_empty());
    act(&mut s, "card 6");
    while !s.as_french.is_empty() && Kutuzov::prompt(&s).seat == Some(FS) {
        act(&mut s, "done");
    }
    assert!(s.as_french.is_empty(), "the next impulse starts without it");
}

/// Yorck and 3 Prussian SP in Kovno (Russian, not Imperial-controlled), FN to act with `cards`, the
/// Imperials at Marchez-Vous.
fn prussians_in_kovno(cards: &[u16]) -> State {
    let mut s = bare_s1(cards, &[]);
    put_leader(&mut s, "yorck", "kovno");
    put(&mut s, FN, Nation::Prussian, "kovno", 3);
    s.morale[0] = 2;
    s
}

#[test]
fn prussian_courage_lets_hesitant_prussians_flag_in_russia_but_not_march() {
    // L749: #12 counts the Prussians as French for flags: a hesitant Prussian formation flags in Russia
    // (Play Book 9.3 forbids it otherwise). It does not lift the limit on moves (that is #11's "count as
    // French" for the Austrians, L566).
    let mut s = prussians_in_kovno(&[12, 6]);
    act(&mut s, "event 12");
    act(&mut s, "card 6");
    assert!(offered(&s, "flag kovno"));
    let unflagged_russian_neighbour = s.data.graph.neighbours(sp(&s, "kovno")).iter().copied().find(|&t| {
        s.data.spaces[t as usize].home.camp() == Some(1) && s.data.spaces[t as usize].kind == engine::games::kutuzov::data::Kind::Duchy
    });
    if let Some(t) = unflagged_russian_neighbour {
        let key = s.data.spaces[t as usize].key.clone();
        assert!(!offered(&s, &format!("move yorck {key}")), "#12 is for flags only");
    }
    let mut s = prussians_in_kovno(&[12, 6]);
    act(&mut s, "card 12");
    assert!(!offered(&s, "flag kovno"), "without the event the hesitant Prussians do not flag in Russia");
}

#[test]
fn the_forgotten_marshal_counts_both_allies_as_french_for_flags() {
    let mut s = prussians_in_kovno(&[4, 6]);
    act(&mut s, "event 4");
    act(&mut s, "card 6");
    assert!(offered(&s, "flag kovno"));
}

#[test]
fn rules_4_plays_the_allied_cards_for_their_cp_only() {
    let mut s = prussians_in_kovno(&[12, 4]);
    s.rules = 4;
    assert!(!offered(&s, "event 12"));
    assert!(!offered(&s, "event 4"));
}

#[test]
fn prussian_courage_still_works_at_tu_felix_austria_where_prussia_is_only_hesitant() {
    // E32: only a hesitant ally is lifted; the Prussians are hesitant at Tu Felix Austria (morale.tsv), so
    // #12 still works there; neutral Austria has left the war for good (L2694).
    let mut s = prussians_in_kovno(&[12, 6]);
    s.morale[0] = 4;
    act(&mut s, "event 12");
    act(&mut s, "card 6");
    assert!(offered(&s, "flag kovno"));
}

/// Davout and 4 SP in Kovno, FN to move with 5 CP; 3 leaderless R1 SP in Lida, beside Vilna; R1 holds
/// `r1_cards`.
fn gunfire(r1_cards: &[u16]) -> State {
    let mut s = bare_s1(&[FIVE_CP], r1_cards);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    put(&mut s, R1, Nation::Russian, "lida", 3);
    act(&mut s, &format!("card {FIVE_CP}"));
    s
}

#[test]
fn distant_gunfire_lets_leaderless_soldiers_intercept() {
    // L1100: with #109 leaderless soldiers may intercept as if a leader led them (11.1 asks for an army).
    let mut s = gunfire(&[109]);
    act(&mut s, "move davout vilna");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.intercept");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    assert!(!offered(&s, "intercept-sp r1 lida"), "not before the card is played");
    act(&mut s, "event 109");
    assert!(s.discard.contains(&109));
    // 2d6 = 12 with the virtual leader's rating 0 (11.4): a success.
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "intercept-sp r1 lida");
    let lida = sp(&s, "lida");
    let r1 = engine::games::kutuzov::data::contingent(R1, Nation::Russian).unwrap();
    assert_eq!(s.sp[lida as usize][r1], 0, "the 3 SP left Lida for Vilna");
    // They stand in Davout's way: he arrives to a battle (10.52), fought at once with no card to play.
    assert!(!log_nums(&s, "kut.battle_round").is_empty(), "the interceptors fought Davout in Vilna");
}

#[test]
fn without_distant_gunfire_leaderless_soldiers_are_not_asked() {
    let mut s = gunfire(&[]);
    act(&mut s, "move davout vilna");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.intercept", "KUT 11.1: only armies intercept");
    let mut s = gunfire(&[109]);
    s.rules = 4;
    act(&mut s, "move davout vilna");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.intercept", "rules 4 plays #109 for its CP only");
}

#[test]
fn a_failed_virtual_interception_leaves_the_soldiers_and_is_not_tried_again() {
    let mut s = gunfire(&[109]);
    act(&mut s, "move davout vilna");
    act(&mut s, "event 109");
    s.chance.script.dice = vec![1, 1];
    act(&mut s, "intercept-sp r1 lida");
    let r1 = engine::games::kutuzov::data::contingent(R1, Nation::Russian).unwrap();
    assert_eq!(s.sp[sp(&s, "lida") as usize][r1], 3);
    assert!(!offered(&s, "intercept-sp r1 lida"));
}
