//! Card events (KUT 5, rules 3): events played instead of CP, their after-use rules, battle cards and
//! responses in their windows. Each test names the seed line it reads.

use super::common::*;
use engine::games::kutuzov::data::{contingent, CardClass, Nation, FN, FS, R1, R2};
use engine::games::kutuzov::state::{Place, State, Step};
use engine::games::kutuzov::Kutuzov;
use engine::kit::steps::Step as _;
use engine::Game;

/// Scenario 1 with an empty map and empty hands, FN to act with `cards`.
fn bare(cards: &[u16]) -> State {
    bare_s1(cards, &[])
}

fn empty_hands_but(s: &mut State, p: engine::games::kutuzov::data::Power, cards: &[u16]) {
    for &c in cards {
        give_card(s, p, c);
    }
    let keep: Vec<u16> = cards.to_vec();
    for (q, h) in s.hands.iter_mut().enumerate() {
        if q != p as usize {
            h.retain(|c| !keep.contains(c));
        }
    }
}

#[test]
fn must_play_cards_are_in_the_deck_under_rules_3_and_out_before() {
    // KUT 4.21, L490–L492: the Must Play cards are dealt and played; rules 1–2 kept them out (docs/games/kutuzov.md).
    let s = start("s1", 5);
    let in_play = |s: &State, c: u16| s.deck.contains(&c) || s.hands.iter().any(|h| h.contains(&c));
    assert!((25..=40).all(|c| in_play(&s, c)));
    let mut h = header("s1", 5, "4");
    h.rules = 2;
    let old = Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap();
    assert!((25..=40).all(|c| old.out_of_play.contains(&c)));
}

#[test]
fn a_card_with_a_seed_event_offers_event_or_cp_and_one_without_only_cp() {
    // KUT 5, 5.1: either the CP or the event, never both. #84's event is not in the seed (D31).
    let s = bare(&[107, 84]);
    assert!(offered(&s, "card 107") && offered(&s, "event 107"));
    assert!(offered(&s, "card 84") && !offered(&s, "event 84"));
}

#[test]
fn the_emperors_wife_builds_three_sp_without_cp_but_not_beside_besiegers() {
    // KUT 6.34, L724: #107 builds 3 SP by event. The seed's example builds into Riga besieged by Yorck and
    // then fights; under rules 3, which did not play that battle, the besieged fortress is not offered (E26)
    // and the SP go to the Power's other sites (rules 4: relief.rs).
    let mut s = bare(&[]);
    s.rules = 3;
    put_leader(&mut s, "yorck", "riga");
    put(&mut s, FN, Nation::Prussian, "riga", 3);
    s.marker = R1;
    s.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(R1))];
    give_card(&mut s, R1, 107);
    let r1 = contingent(R1, Nation::Russian).unwrap();
    let before = s.total_sp(r1);
    act(&mut s, "event 107");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.event_build");
    assert!(!offered(&s, "build r1 riga"), "no SP beside the besiegers while 6.34's battle is not played");
    for _ in 0..3 {
        let p = Kutuzov::prompt(&s);
        let first = p.actions.iter().map(|a| Kutuzov::describe(&s, a).notation).find(|n| n.starts_with("build r1 ")).expect("another site");
        act(&mut s, &first);
    }
    assert_eq!(s.total_sp(r1), before + 3);
    assert_eq!(s.sp[sp(&s, "riga") as usize][r1], 0);
    // No CP were spent or given: the impulse is back with its card slot used.
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    assert!(offered(&s, "done"));
    assert!(s.discard.contains(&107));
}

#[test]
fn used_cards_are_shuffled_back_by_fresh_disasters() {
    // KUT 4.21, L488: #100 (and #48, #68, #86) shuffle the used cards back into the deck.
    let mut s = bare(&[100]);
    s.discard = vec![41, 43, 44];
    s.deck.retain(|c| ![41, 43, 44].contains(c));
    let deck = s.deck.len();
    act(&mut s, "event 100");
    assert_eq!(s.deck.len(), deck + 4, "the three used cards and #100 itself");
    assert!(s.discard.is_empty());
    // With nothing used, the event does nothing and is not offered.
    let s = bare(&[100]);
    let mut s2 = s.clone();
    s2.discard.clear();
    assert!(!offered(&s2, "event 100"));
}

#[test]
fn polish_lancers_take_one_from_every_cossack_roll() {
    // KUT 4.4, 5.7, 5.71, L522–L524: a 4 removes the Imperial flag; with #37 played it counts 3 and the flag stays.
    let set = |lancers: bool| {
        let mut s = bare(&[]);
        let v = sp(&s, "vilna");
        s.flags[v as usize] = Some(FN);
        s.polish_lancers = lancers;
        s.chance.script.dice = vec![4; 60];
        engine::games::kutuzov::attrition::cossacks(&mut s);
        s.flags[v as usize]
    };
    assert_eq!(set(false), None);
    assert_eq!(set(true), Some(FN));
    let mut s = bare(&[37]);
    act(&mut s, "event 37");
    assert!(s.polish_lancers);
    // "Remove from play - then 14.62" (L492): out of the game once used.
    assert!(s.out_of_play.contains(&37));
}

#[test]
fn no_peace_leaves_the_card_slot_and_stops_the_peace_roll() {
    // KUT 5.6, 19.6, L646 example 1: after #36 the Power may still play a card (and a "+" card).
    let mut s = bare(&[36, 84]);
    s.turn = 2;
    act(&mut s, "event 36");
    assert!(offered(&s, "card 84"));
    assert!(!offered(&s, "done"), "the card slot is still to be used");
    assert!(s.no_peace);
    // L2138: no peace roll at the end of this turn.
    s.steps = vec![Step::EndOfTurn(engine::games::kutuzov::turn::EndOfTurn)];
    s.chance.script.dice = vec![6; 200];
    engine::games::kutuzov::turn::EndOfTurn.run(&mut s);
    assert!(s.log.iter().all(|e| e.id != "kut.peace_roll"));
    assert!(!s.no_peace, "only for this turn");
}

#[test]
fn no_peace_played_on_turn_1_goes_back_into_the_deck() {
    // L492 (D1): #36 used on turn 1 returns to the deck instead of leaving the game.
    let mut s = bare(&[36, 84]);
    s.turn = 1;
    act(&mut s, "event 36");
    assert!(s.deck.contains(&36) && !s.out_of_play.contains(&36));
}

#[test]
fn peace_of_bucharest_lets_kutuzov_be_built_on_turn_1() {
    // KUT 6.35, L730: Kutuzov is not built with CP before turn 2 unless #27 was played.
    let mut s = bare(&[]);
    s.marker = R1;
    s.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(R1))];
    s.turn = 1;
    let v = sp(&s, "vilna");
    let _ = v;
    give_card(&mut s, R1, 27);
    give_card(&mut s, R1, FIVE_CP);
    act(&mut s, "event 27");
    assert!(s.bucharest);
    // A Must Play card uses the card slot: the build comes in a later impulse.
    assert!(!offered(&s, &format!("card {FIVE_CP}")));
    s.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(R1))];
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(notations(&s).iter().any(|n| n.starts_with("build-leader kutuzov")));
    let mut t = bare(&[]);
    t.marker = R1;
    t.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(R1))];
    t.turn = 1;
    give_card(&mut t, R1, FIVE_CP);
    act(&mut t, &format!("card {FIVE_CP}"));
    assert!(!notations(&t).iter().any(|n| n.starts_with("build-leader kutuzov")));
}

#[test]
fn the_old_soldier_returns_brings_kutuzov_to_a_russian_army() {
    // KUT 6.35, L1014: #42 brings Kutuzov to an R1 army.
    let mut s = bare(&[]);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 4);
    s.marker = R1;
    s.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(R1))];
    give_card(&mut s, R1, 42);
    act(&mut s, "event 42");
    act(&mut s, "build-leader kutuzov vilna");
    assert_eq!(leader_at(&s, "kutuzov"), Place::Map(sp(&s, "vilna")));
}

#[test]
fn hapsburg_offensive_takes_austrian_sp_from_the_map_when_the_pool_is_short() {
    // KUT 5.11, L577: with 1 Austrian SP left in the pool FS removes 1 from the map and places 2.
    let mut s = bare(&[]);
    let aut = contingent(FS, Nation::Austrian).unwrap();
    put_leader(&mut s, "schwarzenberg", "minsk");
    let mix = s.data.mix_sp[aut];
    let elsewhere = sp(&s, "lida");
    s.sp[elsewhere as usize][aut] = mix - 1;
    s.marker = FS;
    s.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(FS))];
    give_card(&mut s, FS, 67);
    act(&mut s, "event 67");
    act(&mut s, "build aut minsk");
    assert_eq!(s.sp[sp(&s, "minsk") as usize][aut], 2);
    assert_eq!(s.sp[elsewhere as usize][aut], mix - 2);
    assert_eq!(s.total_sp(aut), mix as u32);
}

#[test]
fn masked_batteries_entrench_without_a_resource() {
    // KUT 12.45, L1289: an entrenchment by event where the player's army stands.
    let mut s = bare(&[83]);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 2);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    s.entrenched.iter_mut().for_each(|e| *e = false);
    let res = s.resources[0];
    act(&mut s, "event 83");
    act(&mut s, "entrench kovno");
    assert!(s.entrenched[k as usize]);
    assert_eq!(s.resources[0], res);
}

#[test]
fn a_face_up_card_waits_until_the_end_of_the_impulses() {
    // KUT 4.21, 4.24, L494: #47 stays face up until the turn's impulses are over, then goes back.
    let mut s = bare(&[47]);
    act(&mut s, "card 47");
    assert!(s.face_up.contains(&47) && !s.discard.contains(&47));
    engine::games::kutuzov::events::piles::end_of_impulses(&mut s);
    assert!(s.face_up.is_empty() && s.discard.contains(&47));
}

#[test]
fn a_discard_and_reshuffle_must_play_card_reshuffles_the_deck() {
    // KUT 4.21, L490: #38 Mud, Mud and More Mud, used, goes to the discards and the deck is reshuffled with them.
    let mut s = bare(&[38]);
    s.discard = vec![41];
    s.deck.retain(|&c| c != 41);
    let deck = s.deck.len();
    act(&mut s, "card 38");
    assert!(s.discard.is_empty());
    assert_eq!(s.deck.len(), deck + 2);
    assert_eq!(s.data.card(38).unwrap().class, CardClass::MustPlay);
}

/// Davout (4-6) with 6 SP in Kovno (French), FN holding #84; Barclay (1-4) with `def` SP in Vilna.
fn battle(def: u8, fn_cards: &[u16], r1_cards: &[u16]) -> State {
    let mut s = bare(&[]);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 6);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", def);
    s.entrenched.iter_mut().for_each(|e| *e = false);
    give_card(&mut s, FN, FIVE_CP);
    for &c in fn_cards {
        give_card(&mut s, FN, c);
    }
    empty_hands_but(&mut s, R1, r1_cards);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilna");
    act(&mut s, "done"); // Barclay stands (KUT 11.6).
    s
}

#[test]
fn militia_levies_add_four_russian_dice_and_a_five_in_round_one() {
    // KUT 5.3, 12.1, L1227: #24 gives the Russians 4 more dice and one more '5', one round only.
    let mut s = battle(6, &[], &[24]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1), "the window is R1's: FN holds no battle card");
    // Davout 6 + 4 + 2 = 12; Barclay 6 + 1 + 1 = 8, and 4 more = 12. All 1s: the only hit is the extra 5.
    s.chance.script.dice = vec![1; 24];
    act(&mut s, "event 24");
    assert_eq!(log_nums(&s, "kut.battle_dice")[..2], [vec![12], vec![12]]);
    // The extra 5 is a hit on the French: round 1 is 1 to 0 for the Russians, the attacker loses.
    assert_eq!(log_nums(&s, "kut.battle_round")[0], vec![1, 1, 0]);
}

#[test]
fn naval_support_adds_two_dice_in_every_round() {
    // KUT 5.3, L1227: #51 +2 dice each round (unlike #24).
    let mut s = battle(6, &[51], &[]);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN), "the active camp first (L1224)");
    s.chance.script.dice = vec![1; 60];
    act(&mut s, "event 51");
    // Two tied rounds: 14 and 8 dice in both (the second round's dice also get the 2).
    assert_eq!(log_nums(&s, "kut.battle_dice"), vec![vec![14], vec![8], vec![14], vec![8]]);
}

#[test]
fn with_ask_all_every_power_but_the_attacker_is_asked_and_may_only_pass() {
    // Issue 27's setting `ask_all`: a window asks every Power in its order (the active camp first, L1224),
    // a Power without a card to play only to pass, so a pause does not show who holds a response. Without it
    // (above) FN, holding no battle card, is not asked. FN attacked: it is not asked for nothing.
    let mut s = battle(6, &[], &[24]);
    s.ask_all = true;
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.window_battle", Some(FS)), "FS, the attacker's partner, is asked first");
    assert_eq!(notations(&s), ["done"], "FS holds nothing: a one-click pass");
    act(&mut s, "done");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    assert!(offered(&s, "event 24"));
    act(&mut s, "done");
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.window_battle", Some(R2)), "R2, holding nothing, is asked too");
    assert_eq!(notations(&s), ["done"]);
    act(&mut s, "done");
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_battle", "the window closes once all have passed");
}

#[test]
fn ask_all_is_an_option_no_or_yes() {
    let mut h = header("s1", 1, "4");
    assert!(!Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap().ask_all);
    h.options.insert("ask_all".into(), "yes".into());
    assert!(Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap().ask_all);
    h.options.insert("ask_all".into(), "sometimes".into());
    assert!(Kutuzov::setup(&h, Kutuzov::builtin_data()).is_err());
}

#[test]
fn a_wasted_day_ends_the_battle_after_one_round_and_another_day_undoes_it() {
    // KUT 5.21, 12.52, L600: #74 then #57 as a response: the battle goes on to another round.
    let mut s = battle(6, &[74], &[]);
    s.chance.script.dice = vec![1; 60];
    act(&mut s, "event 74");
    assert_eq!(log_nums(&s, "kut.battle_round").len(), 1, "a tie after one round: the attacker goes back");
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, "kovno")));
    let mut s = battle(6, &[74], &[57]);
    s.chance.script.dice = vec![1; 60];
    act(&mut s, "event 74");
    // FN has nothing more: R1's turn in the window (the active camp first, L1224).
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_battle");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    act(&mut s, "event 57");
    assert_eq!(log_nums(&s, "kut.battle_round").len(), 2);
}

#[test]
fn victory_or_death_turns_a_rout_into_a_retreat() {
    // KUT 12.7, L1411: under #104 a rout is only a retreat: no loot roll, the disrupted stay.
    let mut s = battle(2, &[104], &[]);
    // Davout 12 dice: three 5s (3 hits, 2 disruptions on 2 SP); Barclay 4 dice of 1.
    s.chance.script.dice = vec![5, 5, 5, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1];
    act(&mut s, "event 104");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.retreat");
    assert!(s.log.iter().all(|e| e.id != "kut.loot"), "no loot roll");
}

#[test]
fn too_old_for_this_and_lost_his_way_stop_napoleons_army() {
    // KUT 5.2, 5.22, 5.24, L616: R1 answers Napoleon's move with #75 (his battle rating 0), R2 with #76: his army moves no more.
    let mut s = bare(&[]);
    put_leader(&mut s, "napoleon", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 4);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    give_card(&mut s, FN, FIVE_CP);
    empty_hands_but(&mut s, R1, &[75]);
    empty_hands_but(&mut s, R2, &[76]);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move napoleon vilna");
    while Kutuzov::prompt(&s).id == "kut.intercept" {
        act(&mut s, "done");
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_move");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    act(&mut s, "event 75");
    let napoleon = s.data.leader("napoleon").unwrap();
    assert!(s.rating_zero.contains(&napoleon));
    assert_eq!(engine::games::kutuzov::events::battle::rating(&s, napoleon), 0);
    // R1 has nothing more to play: R2 is asked at once.
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R2));
    act(&mut s, "event 76");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    assert!(!notations(&s).iter().any(|n| n.starts_with("move napoleon")));
}

#[test]
fn nobody_is_asked_when_nobody_holds_a_response() {
    // KUT 5.22: a seat with nothing legal is not asked: the move goes straight on.
    let mut s = bare(&[]);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 2);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    give_card(&mut s, FN, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move davout vilna");
    while Kutuzov::prompt(&s).id == "kut.intercept" {
        act(&mut s, "done");
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
}

#[test]
fn a_used_home_card_goes_to_its_camps_home_pile() {
    // KUT 5.4, L484: a used Home card lies on its camp's Home pile, not the discards.
    let mut s = bare(&[12]);
    act(&mut s, "card 12");
    assert!(s.home_used[0].contains(&12) && !s.discard.contains(&12));
}

#[test]
fn a_card_removed_from_play_never_comes_back() {
    // KUT 5.7, L492: #37 used after turn 1 stays out of the game, even when the used cards are reshuffled.
    let mut s = bare(&[37]);
    s.turn = 2;
    act(&mut s, "event 37");
    engine::games::kutuzov::events::deck::reshuffle_used(&mut s);
    assert!(s.out_of_play.contains(&37) && !s.deck.contains(&37));
}

#[test]
fn over_the_river_lets_an_army_intercept_across_a_river() {
    // KUT 11.3 (no interception across a River), L1103, L2569: #65 lets the army cross it; #3 likewise for
    // the Imperials (L1860).
    let set = |card: bool| {
        let mut s = bare(&[]);
        put_leader(&mut s, "bagration", "grodno");
        put(&mut s, R2, Nation::Russian, "grodno", 3);
        put_leader(&mut s, "davout", "konigsberg");
        put(&mut s, FN, Nation::French, "konigsberg", 2);
        give_card(&mut s, FN, FIVE_CP);
        if card {
            give_card(&mut s, R2, 65);
        }
        act(&mut s, &format!("card {FIVE_CP}"));
        act(&mut s, "move davout masuria");
        s
    };
    // Masuria–Grodno is a River: without the card nobody is asked.
    let s = set(false);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.spend");
    let mut s = set(true);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.intercept");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R2));
    assert!(!offered(&s, "intercept bagration"));
    act(&mut s, "event 65");
    assert!(offered(&s, "intercept bagration"));
    assert!(s.discard.contains(&65));
}

#[test]
fn twelve_pounders_and_naval_support_at_riga() {
    // KUT 13.23, 13.31, L1506: Napoleon (5-8) with 8 SP at Elan du Guerre besieges Riga, playing #7 (4 dice at
    // the fortress first) and #51 (+2 dice each round). The army's 15 dice are halved at Riga to 8; the event's
    // 2 are added after: 10 dice in the first round.
    let mut s = bare(&[7, 51]);
    put_leader(&mut s, "napoleon", "riga");
    put(&mut s, FN, Nation::French, "riga", 8);
    act(&mut s, "siege napoleon");
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_siege");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(FN));
    act(&mut s, "event 7");
    // The volley: four 1s; then the round: ten 1s for Napoleon, the fortress's dice 1s.
    s.chance.script.dice = vec![1; 40];
    act(&mut s, "event 51");
    assert_eq!(log_nums(&s, "kut.siege_volley"), vec![vec![4, 0]]);
    assert_eq!(log_nums(&s, "kut.siege_round")[0][..2], [1, 10]);
}

#[test]
fn a_volley_six_counts_toward_the_capture() {
    // L1506: the 6s of #7's dice count toward taking the fortress.
    let mut s = bare(&[7]);
    put_leader(&mut s, "napoleon", "riga");
    put(&mut s, FN, Nation::French, "riga", 8);
    let strength = s.data.spaces[sp(&s, "riga") as usize].fortress as usize;
    act(&mut s, "siege napoleon");
    // The volley's 6s alone reach the strength (4 dice, strength 4): the fortress falls in round 1 even with 1s.
    let mut dice = vec![6; 4.min(strength)];
    dice.resize(4, 1);
    dice.extend(vec![1; 40]);
    s.chance.script.dice = dice;
    act(&mut s, "event 7");
    if strength <= 4 {
        assert!(s.log.iter().any(|e| e.id == "kut.fortress_taken"));
    }
}

/// Barclay (1-4) with 8 SP in Vilna attacks Davout with 2 SP in Kovno (FN's flag), the Imperials at Sauve Qui
/// Peut: the French lose and must retreat.
fn french_retreat(r1_cards: &[u16]) -> State {
    let mut s = bare(&[]);
    put_leader(&mut s, "davout", "kovno");
    put(&mut s, FN, Nation::French, "kovno", 2);
    let k = sp(&s, "kovno");
    s.flags[k as usize] = Some(FN);
    put_leader(&mut s, "barclay", "vilna");
    put(&mut s, R1, Nation::Russian, "vilna", 8);
    s.entrenched.iter_mut().for_each(|e| *e = false);
    s.marker = R1;
    s.steps = vec![Step::Impulse(engine::games::kutuzov::impulse::Impulse::new(R1))];
    give_card(&mut s, R1, FIVE_CP);
    for &c in r1_cards {
        give_card(&mut s, R1, c);
    }
    // At Sauve Qui Peut a tie loses (12.61): with every die a 1 the French lose round 1 by 0 to 0.
    s.morale[0] = s.data.morale[0].iter().position(|b| b.tie_loses).unwrap() as u8;
    s.chance.script.dice = vec![1; 200];
    act(&mut s, &format!("card {FIVE_CP}"));
    act(&mut s, "move barclay kovno");
    if Kutuzov::prompt(&s).id == "kut.evade" {
        act(&mut s, "done");
    }
    while Kutuzov::prompt(&s).id == "kut.window_battle" {
        act(&mut s, "done");
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.retreat", "the French lost: {:?}", log_nums(&s, "kut.battle_round"));
    s
}

#[test]
fn bridges_destroyed_closes_the_line_the_enemy_chose() {
    // L2328, L2775: the Tsarists play #20 on the retreat the Imperials chose; they must take another line,
    // or with none left they are overrun (12.63).
    let mut s = french_retreat(&[20]);
    let first = notations(&s).into_iter().find(|n| n.starts_with("retreat ")).unwrap();
    let others = notations(&s).iter().filter(|n| n.starts_with("retreat ")).count();
    act(&mut s, &first);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.window_retreat");
    assert_eq!(Kutuzov::prompt(&s).seat, Some(R1));
    act(&mut s, "event 20");
    assert_eq!(s.log.iter().filter(|e| e.id == "kut.event_bridges").count(), 1);
    if others > 1 {
        assert_eq!(Kutuzov::prompt(&s).id, "kut.retreat");
        assert!(!offered(&s, &first), "the line #20 closed");
        let second = notations(&s).into_iter().find(|n| n.starts_with("retreat ")).unwrap();
        act(&mut s, &second);
        let to = sp(&s, second.trim_start_matches("retreat "));
        assert_eq!(leader_at(&s, "davout"), Place::Map(to));
    } else {
        assert_eq!(leader_at(&s, "davout"), Place::Regroup, "no other line: overrun, to the Regroup Box");
    }
}

#[test]
fn without_bridges_destroyed_the_retreat_goes_where_chosen_and_rules_3_opens_no_window() {
    let mut s = french_retreat(&[]);
    let first = notations(&s).into_iter().find(|n| n.starts_with("retreat ")).unwrap();
    act(&mut s, &first);
    let to = sp(&s, first.trim_start_matches("retreat "));
    assert_eq!(leader_at(&s, "davout"), Place::Map(to), "nobody holds #20: nobody is asked");
    let mut s = french_retreat(&[20]);
    s.rules = 3;
    let first = notations(&s).into_iter().find(|n| n.starts_with("retreat ")).unwrap();
    act(&mut s, &first);
    assert_ne!(Kutuzov::prompt(&s).id, "kut.window_retreat");
    assert_eq!(leader_at(&s, "davout"), Place::Map(sp(&s, first.trim_start_matches("retreat "))));
}
