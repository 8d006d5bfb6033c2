//! The interphase's strategic deployment (KUT 17.3) and hand limit (KUT 17.43), rules version 2; its Mulligan and
//! the carried cards (KUT 17.42), rules version 4.

use super::common::*;
use engine::games::kutuzov::data::{CardClass, Nation, FN, R1};
use engine::games::kutuzov::deploy;
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::turn::{self, Interphase};
use engine::games::kutuzov::{advance, Kutuzov};
use engine::Game;

/// The interphase before `turn`: every Power's reinforcements and deployment, then the cards.
fn interphase(mut s: State, turn: u8) -> State {
    s.steps.clear();
    s.steps.push(Step::Interphase(Interphase { turn, cards: false }));
    turn::push_reinforcements(&mut s, 0, turn);
    advance(&mut s);
    s
}

/// Answers "done" until the prompt is `id` for `seat`.
fn until(s: &mut State, id: &str, seat: u8) {
    for _ in 0..200 {
        let p = Kutuzov::prompt(s);
        if p.id == id && p.seat == Some(seat) {
            return;
        }
        act(s, "done");
    }
    panic!("never reached {id}");
}

fn regular_cards(s: &State) -> Vec<u16> {
    s.data.cards.iter().filter(|c| c.class == CardClass::Regular && c.number != FIVE_CP).map(|c| c.number).collect()
}

/// A state whose hands are empty but FN's `carried` regular cards (#84 among them).
fn carried(seed: u64, carried: usize) -> State {
    let mut s = start("s1", seed);
    for h in s.hands.iter_mut() {
        let cards = std::mem::take(h);
        s.discard.extend(cards);
    }
    give_card(&mut s, FN, FIVE_CP);
    for c in regular_cards(&s).into_iter().take(carried - 1) {
        give_card(&mut s, FN, c);
    }
    s
}

/// FN carries `carried` cards into the interphase before turn 2 and is over the hand limit: at its
/// hand-limit prompt it holds `counted` cards that count, and has its income and the limit's 2 resources
/// (KUT 17.43).
fn over_the_limit(seed: u64, carried_cards: usize, counted_cards: usize) -> State {
    let s = carried(seed, carried_cards);
    let res = s.resources[FN as usize];
    let mut s = interphase(s, 2);
    until(&mut s, "kut.hand_limit", FN);
    assert_eq!(counted(&s, FN), counted_cards);
    assert_eq!(s.resources[FN as usize], res + 2 + income_of(&s, FN));
    s
}

fn counted(s: &State, p: u8) -> usize {
    engine::games::kutuzov::hand_limit::counted(s, p).len()
}

#[test]
fn the_seed_example_of_cards_over_the_limit() {
    // Seed L2022–L2028: FN carried 4 cards; with the 5 dealt it holds 9. Half of the excess of 3, rounded up
    // (D11), goes at random with 2 resources; FN then discards one card of its choice down to 6 and may
    // spend its CP on reinforcements.
    let mut s = over_the_limit(31, 4, 7);
    if s.hands[FN as usize].contains(&FIVE_CP) {
        act(&mut s, &format!("discard {FIVE_CP}"));
        assert_eq!(counted(&s, FN), 6);
        // The CP of the card (5) are spent at once; marker dice too (KUT 17.43, L2013).
        let p = Kutuzov::prompt(&s);
        assert_eq!((p.id, p.args[1].clone()), ("kut.reinforce", engine::Arg::Num(5)));
        assert!(offered(&s, "marker-die"), "the limit's CP may roll marker dice");
    }
}

/// The resources FN's interphase income added (KUT 17.1), read from the log.
fn income_of(s: &State, p: u8) -> u8 {
    s.log.iter().filter(|e| e.id == "kut.income" && e.args.first() == Some(&engine::Arg::Seat(p))).map(|e| match e.args[1] {
        engine::Arg::Num(n) => n as u8,
        _ => 0,
    }).sum()
}

#[test]
fn the_limit_gives_exactly_two_resources_however_many_cards_go() {
    // KUT 17.43 (L2011): 8 carried + 5 dealt = 13; 4 go at random, and still only 2 resources.
    let s = over_the_limit(32, 8, 9);
    assert_eq!(log_nums(&s, "kut.hand_limit").last().unwrap()[0], 4);
}

#[test]
fn home_cards_do_not_count_against_the_limit() {
    // KUT 17.43's example: "six cards besides its Home cards". FN carries 1 card, is dealt 5 and 2 Home
    // cards (and #1, #9 stay with their Powers): 6 regular cards, no cut.
    let s = carried(33, 1);
    let res = s.resources[FN as usize];
    let mut s = interphase(s, 2);
    until(&mut s, "kut.impulse", FN);
    assert!(s.hands[FN as usize].len() > 6, "FN holds its Home cards beside 6 regular cards");
    assert_eq!(counted(&s, FN), 6);
    assert_eq!(s.resources[FN as usize], res + income_of(&s, FN));
}

#[test]
fn the_limits_reinforcements_go_to_one_site() {
    let mut s = carried(34, 9);
    s.hands[FN as usize].retain(|&c| c != FIVE_CP);
    let mut s = interphase(s, 2);
    until(&mut s, "kut.hand_limit", FN);
    // Discard down to 6, whichever cards.
    while Kutuzov::prompt(&s).id == "kut.hand_limit" {
        let n = notations(&s)[0].clone();
        act(&mut s, &n);
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.reinforce");
    let builds: Vec<String> = notations(&s).into_iter().filter(|n| n.starts_with("build fn ")).collect();
    assert!(builds.len() >= 2, "FN has several home build sites: {builds:?}");
    act(&mut s, &builds[0]);
    let after: Vec<String> = notations(&s).into_iter().filter(|n| n.starts_with("build ")).collect();
    assert!(after.iter().all(|n| n.ends_with(builds[0].rsplit(' ').next().unwrap())), "one site only (KUT 17.43): {after:?}");
}

#[test]
fn a_rules_1_record_keeps_no_hand_limit() {
    let mut s = carried(35, 8);
    s.rules = 1;
    let mut s = interphase(s, 2);
    until(&mut s, "kut.impulse", FN);
    assert_eq!(counted(&s, FN), 13);
}

/// Shortest distances over the spaces a Tsarist deployment may cross on an empty map.
fn distances(s: &State, from: u16) -> Vec<Option<u32>> {
    let n = s.data.spaces.len();
    let mut d = vec![None; n];
    d[from as usize] = Some(0);
    let mut queue = std::collections::VecDeque::from([from]);
    while let Some(a) = queue.pop_front() {
        for &b in s.data.graph.neighbours(a) {
            let ok = s.data.spaces[b as usize].kind != engine::games::kutuzov::data::Kind::Sea && engine::games::kutuzov::control::friendly(s, b, 1);
            if ok && d[b as usize].is_none() {
                d[b as usize] = Some(d[a as usize].unwrap() + 1);
                queue.push_back(b);
            }
        }
    }
    d
}

#[test]
fn deployment_is_free_for_eight_spaces_before_turn_2_and_costs_one_attrition_a_space_beyond() {
    let mut s = start("s1", 36);
    clear(&mut s);
    let from = sp(&s, "st-petersburg");
    let d = distances(&s, from);
    let dest = deploy::destinations(&s, R1, Nation::Russian, from, 2);
    let far = dest.iter().filter(|x| d[x.0 as usize].unwrap() > 8).count();
    assert!(far > 0, "the map has Russian spaces more than 8 from St. Petersburg");
    for (to, cost) in dest {
        // KUT 17.31 (L1952): 8 free, then one attrition per space beyond.
        assert_eq!(cost, d[to as usize].unwrap().saturating_sub(8), "{}", s.data.spaces[to as usize].key);
    }
    // KUT 17.32 (L1964–L1965): before turn 4, 6 for the Russians.
    for (to, cost) in deploy::destinations(&s, R1, Nation::Russian, from, 4) {
        assert_eq!(cost, d[to as usize].unwrap().saturating_sub(6));
    }
    assert_eq!(deploy::free_spaces(&s, FN, 4), 4, "KUT 17.32: 4 for the Imperials");
}

#[test]
fn deployment_pays_for_scorched_duchies_and_avoids_interceptable_spaces() {
    let mut s = start("s1", 37);
    clear(&mut s);
    let from = sp(&s, "smolensk");
    let next = *s.data.graph.neighbours(from).iter().find(|&&x| engine::games::kutuzov::control::friendly(&s, x, 1) && s.data.spaces[x as usize].kind == engine::games::kutuzov::data::Kind::Duchy).unwrap();
    s.scorched[next as usize] = true;
    let cost = |s: &State| deploy::destinations(s, R1, Nation::Russian, from, 2).into_iter().find(|x| x.0 == next).map(|x| x.1);
    // KUT 17.33: entering a scorched duchy is an attrition even within the free distance.
    assert_eq!(cost(&s), Some(1));
    // KUT 17.31: never where an enemy army could intercept: an Imperial army next to it closes it.
    let beyond = *s.data.graph.neighbours(next).iter().find(|&&x| x != from && !s.data.graph.adjacent(x, from) && s.data.line(x, next) != Some(engine::games::kutuzov::data::LineType::River) && s.data.line(x, next) != Some(engine::games::kutuzov::data::LineType::Marsh) && s.data.spaces[x as usize].kind == engine::games::kutuzov::data::Kind::Duchy).unwrap();
    let key = s.data.spaces[beyond as usize].key.clone();
    put_leader(&mut s, "ney", &key);
    assert_eq!(cost(&s), None);
}

#[test]
fn each_power_deploys_after_its_reinforcements_and_regrouped_pieces_stay() {
    let mut s = start("s1", 38);
    let stp = sp(&s, "st-petersburg");
    s.regroup[4] = 2;
    let before = s.sp[stp as usize][4];
    assert!(before > 0);
    let mut s = interphase(s, 2);
    until(&mut s, "kut.reinforce", R1);
    act(&mut s, "regroup r1 st-petersburg");
    act(&mut s, "done");
    // KUT 17.2 (rules 4): R1's first DMC comes between its reinforcements and its deployment.
    if Kutuzov::prompt(&s).id == "kut.dmc" {
        act(&mut s, "done");
    }
    // KUT 17.3: right after R1's reinforcements, before the next Power's.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.magazine");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    act(&mut s, "magazine st-petersburg");
    // KUT 17.35: the SP regrouped into St. Petersburg this interphase may not deploy.
    let Some(Step::Deploy(d)) = s.steps.last() else { panic!("a deployment") };
    assert_eq!(d.sp_left[4], before);
    assert_eq!(s.sp[stp as usize][4], before + 1);
    // A deployed SP leaves the magazine for a friendly space, free within 8 spaces.
    let n = notations(&s).into_iter().find(|n| n.starts_with("deploy-sp r1 ")).unwrap();
    act(&mut s, &n);
    assert_eq!(s.sp[stp as usize][4], before);
}

#[test]
fn a_rules_1_record_has_no_deployment() {
    let mut s = start("s1", 39);
    s.rules = 1;
    let mut s = interphase(s, 2);
    for _ in 0..100 {
        let p = Kutuzov::prompt(&s);
        assert_ne!(p.id, "kut.magazine");
        if p.id == "kut.impulse" {
            return;
        }
        act(&mut s, "done");
    }
    let _ = Place::Dead;
}

#[test]
fn regrouping_to_a_flagged_key_connected_to_a_home_edge_zone() {
    use engine::games::kutuzov::data::{Kind, TSARIST};
    use engine::games::kutuzov::impulse::Spend;
    // KUT 6.32 (L700–L708, the example L710): FN's flag on Smolensk, a Russian Key, joined to Poland through
    // friendly spaces: FN may regroup there.
    let mut s = start("s1", 40);
    clear(&mut s);
    let from = sp(&s, "zone-poland");
    let to = sp(&s, "smolensk");
    // A shortest path over land from Poland to Smolensk, each Russian duchy on it flagged FN.
    let n = s.data.spaces.len();
    let mut prev = vec![u16::MAX; n];
    let mut queue = std::collections::VecDeque::from([from]);
    prev[from as usize] = from;
    while let Some(a) = queue.pop_front() {
        for &b in s.data.graph.neighbours(a) {
            if prev[b as usize] == u16::MAX && s.data.spaces[b as usize].kind == Kind::Duchy {
                prev[b as usize] = a;
                queue.push_back(b);
            }
        }
    }
    let mut path = vec![];
    let mut x = to;
    while x != from {
        path.push(x);
        x = prev[x as usize];
    }
    for &i in &path {
        if s.data.spaces[i as usize].home.camp() == Some(TSARIST) {
            s.flags[i as usize] = Some(FN);
        }
    }
    s.regroup[0] = 2;
    s.steps.push(Step::Spend(Spend::new(FN, 5, true)));
    assert!(offered(&s, "regroup fn smolensk"));
    // Besieged (an enemy formation in it): no.
    put(&mut s, R1, Nation::Russian, "smolensk", 1);
    assert!(!offered(&s, "regroup fn smolensk"));
    s.sp[to as usize][4] = 0;
    // Cut off from Poland: no.
    let mid = *path.iter().rev().find(|&&i| s.data.spaces[i as usize].home.camp() == Some(TSARIST) && i != to).unwrap();
    s.flags[mid as usize] = None;
    assert!(!offered(&s, "regroup fn smolensk"));
    // Rules 1: never.
    s.flags[mid as usize] = Some(FN);
    s.rules = 1;
    assert!(!offered(&s, "regroup fn smolensk"));
}

#[test]
fn the_interphase_mulligan_takes_only_the_cards_just_dealt_and_half_the_carried_go_back() {
    // KUT 17.42 (L2003–L2005) and its example (L2024): FN carried 4 cards; its Mulligan may throw back only
    // the cards just dealt, and once it is done 2 of the 4 carried, at random, go back into the deck for 2
    // new ones (4 cards again).
    let s = carried(36, 4);
    let kept: Vec<u16> = s.hands[FN as usize].clone();
    let mut s = interphase(s, 2);
    until(&mut s, "kut.mulligan", FN);
    let regular = |s: &State, c: &u16| s.data.card(*c).is_some_and(|x| x.class == CardClass::Regular);
    let dealt: Vec<u16> = s.hands[FN as usize].iter().copied().filter(|c| !kept.contains(c) && regular(&s, c)).collect();
    assert_eq!(Kutuzov::prompt(&s).args[1], engine::Arg::Num(dealt.len() as i32), "only the dealt cards, not the 4 carried");
    let before = s.hands[FN as usize].len();
    act(&mut s, "done");
    assert_eq!(log_nums(&s, "kut.carried_halved").last(), Some(&vec![4, 2]));
    assert_eq!(s.hands[FN as usize].len(), before, "as many drawn as went back");
    assert!(kept.iter().filter(|c| s.hands[FN as usize].contains(c)).count() >= 2, "half the carried cards stay");
}

#[test]
fn the_interphase_mulligan_keeps_the_carried_cards() {
    // KUT 17.42: a Mulligan discards the regular cards just dealt and draws one fewer; the carried cards stay
    // out of it (the halving that follows puts some back into the deck, never on the discard pile).
    let s = carried(37, 2);
    let kept: Vec<u16> = s.hands[FN as usize].clone();
    let mut s = interphase(s, 2);
    until(&mut s, "kut.mulligan", FN);
    let regular = |s: &State, c: &u16| s.data.card(*c).is_some_and(|x| x.class == CardClass::Regular);
    let dealt: Vec<u16> = s.hands[FN as usize].iter().copied().filter(|c| !kept.contains(c) && regular(&s, c)).collect();
    act(&mut s, "mulligan");
    assert!(dealt.iter().all(|c| s.discard.contains(c)), "the dealt regular cards are thrown back");
    assert!(kept.iter().all(|c| !s.discard.contains(c)), "the carried cards are not mulliganed");
    assert_eq!(log_nums(&s, "kut.mulligan").last().unwrap(), &vec![dealt.len() as i32, dealt.len() as i32 - 1]);
}

#[test]
fn a_rules_3_record_has_no_interphase_mulligan() {
    let mut s = carried(38, 1);
    s.rules = 3;
    let mut s = interphase(s, 2);
    for _ in 0..200 {
        let p = Kutuzov::prompt(&s);
        assert_ne!(p.id, "kut.mulligan", "no Mulligan in a rules-3 interphase");
        if p.id == "kut.impulse" {
            break;
        }
        act(&mut s, "done");
    }
    assert!(log_nums(&s, "kut.carried_halved").is_empty());
}
