//! Building within the counter mix (KUT 6), regrouping's cost (6.2), Tchitchagov's turn (6.36), scorched duchies
//! (16.58), the attrition level's rise once an impulse (16.53), the interphase's resources (16.2, 17, 17.1), the
//! Tsarist reinforcement CP (17.22) and the next turn's cards (17.4, 17.41, 17.44).

use engine::games::kutuzov::data::{contingent, CardClass, Nation, FN, FS, R1, R2, TSARIST};
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::turn::{self, EndOfTurn, Interphase};
use engine::games::kutuzov::{advance, Kutuzov};
use engine::Game;

use super::common::*;

#[test]
fn no_building_beyond_the_counter_mix() {
    // KUT 6: only as many soldiers as the game provides: R1's 43 SP on the map, none is built; 42, one is.
    let mut s = spending(R1);
    put(&mut s, R1, Nation::Russian, "zone-finland", 42);
    assert!(notations(&s).iter().any(|n| n.starts_with("build r1 ")));
    put(&mut s, R1, Nation::Russian, "zone-finland", 43);
    assert!(!notations(&s).iter().any(|n| n.starts_with("build r1 ")), "{:?}", notations(&s));
}

#[test]
fn regrouping_costs_one_cp_a_soldier_and_one_a_leader() {
    // KUT 6.2: a regrouped SP costs 1 CP (building one, 2: 6.1); a regrouped leader 1 CP whatever his rating.
    let mut s = spending(R1);
    s.regroup[contingent(R1, Nation::Russian).unwrap()] = 2;
    let site = notations(&s).into_iter().find(|n| n.starts_with("regroup r1 ")).expect("a regroup site");
    act(&mut s, &site);
    assert_eq!(cp_left(&s), 4);
    assert_eq!(s.regroup[contingent(R1, Nation::Russian).unwrap()], 1);
    let build = notations(&s).into_iter().find(|n| n.starts_with("build r1 ")).unwrap();
    act(&mut s, &build);
    assert_eq!(cp_left(&s), 2, "building costs 2");
    let k = s.data.leader("kutuzov").unwrap();
    s.leaders[k as usize] = Place::Regroup;
    let regroup = notations(&s).into_iter().find(|n| n.starts_with("regroup-leader kutuzov ")).expect("Kutuzov regroups");
    act(&mut s, &regroup);
    assert_eq!(cp_left(&s), 1, "Kutuzov (command 6) regroups for 1 CP; built he would cost 3");
    assert!(matches!(leader_at(&s, "kutuzov"), Place::Map(_)));
}

#[test]
fn tchitchagov_is_not_built_before_turn_three() {
    // KUT 6.36: Tchitchagov may not be built with CP before turn 3 begins.
    let mut s = spending(R2);
    s.turn = 2;
    assert!(!notations(&s).iter().any(|n| n.starts_with("build-leader tchitchagov")));
    assert!(notations(&s).iter().any(|n| n.starts_with("build-leader platov")), "another leader is built");
    s.turn = 3;
    assert!(notations(&s).iter().any(|n| n.starts_with("build-leader tchitchagov")));
}

#[test]
fn a_flag_in_a_scorched_duchy_costs_two_cp() {
    // KUT 16.58: placing a flag in a scorched duchy costs 2 CP (elsewhere 1).
    let mut s = spending(FS);
    put(&mut s, FS, Nation::French, "pinsk", 2);
    put(&mut s, FS, Nation::French, "slutsk", 2);
    let slutsk = sp(&s, "slutsk");
    s.scorched[slutsk as usize] = true;
    act(&mut s, "flag pinsk");
    assert_eq!(cp_left(&s), 4);
    act(&mut s, "flag slutsk");
    assert_eq!(cp_left(&s), 2);
    assert_eq!(s.flags[slutsk as usize], Some(FS));
}

#[test]
fn the_attrition_level_rises_once_an_impulse_and_never_past_normal() {
    // KUT 16.53: 4 Attrition Gain markers raise the level one step, once per impulse and at most to Normal.
    // The French spend a resource at attrition level `level` with 3 Gain markers and these dice.
    let spend = |level: u8, dice: Vec<u8>| {
        let mut s = bare_s1(&[FIVE_CP], &[]);
        s.bridge_first_impulse.clear();
        s.attrition = level;
        s.attrition_loss = 0;
        s.attrition_gain = 3;
        s.resources[FN as usize] = 2;
        s.chance.script.dice = dice;
        act(&mut s, "attrition-resource");
        s
    };
    // Five successes: the first raises Difficult to Problematic; the other four stay Gain markers.
    let s = spend(2, vec![5, 5, 5, 5, 5, 1, 1, 1]);
    assert_eq!(s.data.attrition_levels[s.attrition as usize], "problematic");
    assert_eq!(s.attrition_gain, 4, "no second rise in the impulse");
    // At Normal, 4 Gain markers raise nothing.
    let s = spend(0, vec![5, 1, 1, 1, 1, 1, 1, 1]);
    assert_eq!((s.attrition, s.attrition_gain), (0, 4));
}

/// Scenario 1, an empty map, at the end of turn 1 (the dice: attrition level check, both morale checks, the
/// conquest roll: nothing happens).
fn turn_one_ends(s: &mut State) {
    s.chance.script.dice = vec![1, 1, 1, 1, 1, 1, 3];
    s.steps.clear();
    s.steps.push(Step::EndOfTurn(EndOfTurn));
    advance(s);
}

#[test]
fn the_interphase_gives_two_resources_and_one_a_depot() {
    // KUT 16.2, 17.1: in the interphase each Power receives 2 resources and 1 for each depot it controls, an
    // enemy depot included. R1 holds St. Petersburg, Riga and Smolensk (Moscow's is R1's by agreement, D19).
    let mut base = bare_s1(&[], &[]);
    turn_one_ends(&mut base);
    let got = income(&base);
    let mut taken = bare_s1(&[], &[]);
    let smolensk = sp(&taken, "smolensk");
    taken.flags[smolensk as usize] = Some(FN);
    turn_one_ends(&mut taken);
    let now = income(&taken);
    assert_eq!(now[FN as usize], got[FN as usize] + 1, "FN's flag on Smolensk, an enemy depot");
    assert_eq!(now[R1 as usize], got[R1 as usize] - 1);
    assert!(got.iter().all(|&r| r >= 2), "{got:?}");
    // KUT 17: the resources come first, then the reinforcements (17.2): the interphase's first prompt.
    let p = Kutuzov::prompt(&base);
    assert_eq!(p.id, "kut.reinforce");
    assert!(base.hands.iter().all(|h| h.is_empty()), "the next turn's cards (17.4) come after the reinforcements");
    assert_eq!(base.turn, 1);
}

#[test]
fn the_seed_example_of_r2_s_reinforcements() {
    // KUT 17.22 (L1934–L1936): R2 lost Minsk and Brest in turn 1: 7 CP, plus Moscow (Key and depot) 2, Kiev 2,
    // Kharkov, Voronezh and Ryazan 1 each: 14 CP.
    let mut s = start("s1", 61);
    clear(&mut s);
    for k in ["minsk", "brest"] {
        let i = sp(&s, k);
        s.flags[i as usize] = Some(FS);
    }
    assert_eq!(turn::reinforcement_cp(&s, R2, 2), 14);
    // Holding them, 2 more.
    let mut s = start("s1", 61);
    clear(&mut s);
    assert_eq!(turn::reinforcement_cp(&s, R2, 2), 16);
}

/// The hands dealt in the interphase before `next`, every hand empty before and the used Home cards (#1 and #9
/// among them) waiting: the hands as dealt, before the Mulligan.
fn dealt(next: u8) -> State {
    dealt_under(next, Kutuzov::meta().rules_version)
}

fn dealt_under(next: u8, rules: u32) -> State {
    dealt_after(next, rules, |_| {})
}

/// As `dealt_under`, with `prepare` applied to the state before the interphase.
fn dealt_after(next: u8, rules: u32, prepare: impl Fn(&mut State)) -> State {
    // Not `clear`: it would put the window cards, Home cards among them, into the regular deck.
    let mut s = start("s1", 62);
    s.rules = rules;
    prepare(&mut s);
    for p in 0..4 {
        let cards = std::mem::take(&mut s.hands[p]);
        for c in cards {
            match s.data.card(c).unwrap().class {
                CardClass::ImperialHome => s.home_used[0].push(c),
                CardClass::TsaristHome => s.home_used[1].push(c),
                _ => s.discard.push(c),
            }
        }
    }
    s.turn = next - 1;
    s.steps.clear();
    s.steps.push(Step::Interphase(Interphase { turn: next, cards: false }));
    advance(&mut s);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.mulligan");
    s
}

fn homes(s: &State, p: u8) -> usize {
    s.hands[p as usize].iter().filter(|&&c| matches!(s.data.card(c).unwrap().class, CardClass::ImperialHome | CardClass::TsaristHome)).count()
}

#[test]
fn the_next_turn_s_cards_five_regular_and_the_home_cards() {
    // KUT 17.4, 17.41: each Power is dealt 5 non-Home cards. 17.44: FN takes #1 and 2 Home cards, FS #9 and 2,
    // each Tsarist Power 2 (3 before turn 4).
    let s = dealt(2);
    for p in 0..4u8 {
        assert_eq!(s.hands[p as usize].len() - homes(&s, p), 5, "Power {p}");
    }
    assert!(s.hands[FN as usize].contains(&1) && s.hands[FS as usize].contains(&9));
    assert_eq!((homes(&s, FN), homes(&s, FS), homes(&s, R1), homes(&s, R2)), (3, 3, 2, 2));
    let s = dealt(4);
    assert_eq!((homes(&s, R1), homes(&s, R2)), (3, 3));
    assert_eq!(homes(&s, FN), 3);
    let _ = TSARIST;
}

#[test]
fn the_discards_are_shuffled_back_before_the_deal() {
    // KUT 17.41 (L1999–L2001): all the cards but the Home cards, the discards included, are shuffled before each
    // Power is dealt 5. Engine bug fixed under rules 20: the discards stayed out until the deck ran out (rules 19
    // beside it).
    let s = dealt_under(2, 20);
    assert!(s.discard.is_empty(), "{} cards left in the discards", s.discard.len());
    let old = dealt_under(2, 19);
    assert!(!old.discard.is_empty());
    // Nothing is lost: the regular cards are in the deck or the hands.
    let regular = s.data.cards.iter().filter(|c| c.class == CardClass::Regular).count();
    let held: usize = (0..4).map(|p| s.hands[p].len() - homes(&s, p as u8)).sum();
    let must_play = s.deck.iter().chain(s.hands.iter().flatten()).filter(|&&c| s.data.card(c).unwrap().class == CardClass::MustPlay).count();
    assert_eq!(s.deck.len() + held - must_play + s.out_of_play.iter().filter(|&&c| s.data.card(c).unwrap().class == CardClass::Regular).count(), regular);
}

#[test]
fn my_old_moustaches_stays_when_napoleon_dies_of_attrition() {
    // KUT 5.72: Napoleon removed by attrition does not remove #1 My Old Moustaches: FN takes it again with its
    // Home cards (17.44), Napoleon on the map or not.
    let s = dealt_after(2, Kutuzov::meta().rules_version, |s| {
        let mut put_in = s.clone();
        clear(&mut put_in);
        put_leader(&mut put_in, "napoleon", "vilna");
        put(&mut put_in, FN, Nation::French, "vilna", 0);
        let vilna = sp(s, "vilna");
        s.leaders = put_in.leaders.clone();
        s.sp[vilna as usize] = [0; 6];
        s.chance.script.dice = vec![6];
        engine::games::kutuzov::attrition::roll(s, vilna, engine::games::kutuzov::data::IMPERIAL, 1, None);
        assert_eq!(leader_at(s, "napoleon"), Place::Dead, "the 6 kills Napoleon");
    });
    assert!(s.hands[FN as usize].contains(&1));
}
