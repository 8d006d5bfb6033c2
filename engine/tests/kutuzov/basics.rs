//! The rulebook's opening chapters: the Powers and their allies (KUT 1.1, 1.2), zones (1.24), the impulse and
//! turn tracks (1.3, 1.4), the cards (1.10), the seat modes (2), the scenarios' set-ups (2.41–2.93) and the
//! control of zones (3.2). Each test is written so that the other reading of its rule fails it.

use engine::games::kutuzov::control::{controller, may_flag};
use engine::games::kutuzov::data::{camp_of, contingent, CardClass, Kind, LineType, Nation, FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::Game;

use super::common::*;

#[test]
fn four_powers_in_two_camps() {
    // KUT 1.1: the two French Powers are the Imperial camp, the two Russian the Tsarist.
    assert_eq!((camp_of(FN), camp_of(FS)), (IMPERIAL, IMPERIAL));
    assert_eq!((camp_of(R1), camp_of(R2)), (TSARIST, TSARIST));
    let s = start("s1", 3);
    let names: Vec<&str> = s.data.leaders.iter().filter(|l| l.nation == Nation::Russian).map(|l| l.key.as_str()).collect();
    assert!(s.data.leaders.iter().filter(|l| l.nation == Nation::Russian).all(|l| camp_of(l.power) == TSARIST), "{names:?}");
    assert!(s.data.leaders.iter().filter(|l| l.nation == Nation::French).all(|l| camp_of(l.power) == IMPERIAL));
}

#[test]
fn prussia_serves_the_northern_army_and_austria_the_southern() {
    // KUT 1.2: the allies are not Powers; Prussia is under FN's command, Austria under FS's.
    assert!(contingent(FN, Nation::Prussian).is_some() && contingent(FS, Nation::Prussian).is_none());
    assert!(contingent(FS, Nation::Austrian).is_some() && contingent(FN, Nation::Austrian).is_none());
    assert!(contingent(R1, Nation::Prussian).is_none() && contingent(R2, Nation::Austrian).is_none());
    let s = start("s1", 3);
    let by = |key: &str| s.data.leaders[s.data.leader(key).unwrap() as usize].power;
    // Yorck is Prussian, Schwarzenberg Austrian: each leads for his ally's Power.
    assert_eq!((by("yorck"), by("schwarzenberg")), (FN, FS));
    // Their home zones are their Powers' to control.
    assert_eq!(controller(&s, sp(&s, "zone-prussia")), Some(FN));
    assert_eq!(controller(&s, sp(&s, "zone-austria")), Some(FS));
}

#[test]
fn eleven_zones_joined_as_the_seed_draws_them() {
    // KUT 1.24: eleven zones; Galicia touches Poland and Austria by Clear lines; Poland does not touch Austria.
    let s = start("s1", 3);
    let d = &s.data;
    assert_eq!(d.spaces.iter().filter(|x| x.kind == Kind::Zone).count(), 11);
    let (pol, gal, aut) = (sp(&s, "zone-poland"), sp(&s, "zone-galicia"), sp(&s, "zone-austria"));
    assert_eq!(d.line(gal, pol), Some(LineType::Clear));
    assert_eq!(d.line(gal, aut), Some(LineType::Clear));
    assert!(!d.graph.adjacent(pol, aut));
    // A zone is the home of the Power or ally of its colour: Ukraine R2's, Finland R1's, Poland FN's.
    assert_eq!(controller(&s, sp(&s, "zone-ukraine")), Some(R2));
    assert_eq!(controller(&s, sp(&s, "zone-finland")), Some(R1));
    assert_eq!(controller(&s, pol), Some(FN));
}

/// Scenario 1 with an empty map, every Power holding `n` cards for CP (no events played), no To the Bridges.
fn everyone_holds(n: usize) -> State {
    let mut s = bare_s1(&[], &[]);
    s.bridge_first_impulse.clear();
    let cards: Vec<u16> = s
        .data
        .cards
        .iter()
        .filter(|c| c.class == CardClass::Regular && c.cp.is_some_and(|x| x > 0) && !c.plus && !c.response && !c.battle)
        .map(|c| c.number)
        .take(4 * n)
        .collect();
    for (i, &c) in cards.iter().enumerate() {
        give_card(&mut s, (i % 4) as u8, c);
    }
    s
}

#[test]
fn the_impulse_track_runs_fn_r1_fs_r2_and_round_again() {
    // KUT 1.3, 4.2: FN, R1, FS, R2, then FN again; the other order (camps in turn, FN FS R1 R2) fails here.
    let mut s = everyone_holds(2);
    let mut seats = vec![];
    for _ in 0..5 {
        let p = Kutuzov::prompt(&s);
        assert_eq!(p.id, "kut.impulse", "{:?}", notations(&s));
        seats.push(p.seat.unwrap());
        let card = notations(&s).into_iter().find(|n| n.starts_with("card ")).expect("a card to play");
        act(&mut s, &card);
        // Spend nothing, then end the impulse.
        while Kutuzov::prompt(&s).id != "kut.impulse" || Kutuzov::prompt(&s).seat == p.seat {
            act(&mut s, "done");
        }
    }
    assert_eq!(seats, vec![FN, R1, FS, R2, FN]);
}

#[test]
fn each_scenario_starts_on_its_turn() {
    // KUT 1.4, 2.41, 2.91, 2.92, 2.93: the turn marker starts on turn 1 (Invasion), 2 (On to Smolensk!), 3
    // (Napoleon in Moscow) or 4 (Defend the Empire); the game is at most four turns (KUT 4).
    let t = |sc: &str| {
        let s = start(sc, 5);
        (s.turn, s.last_turn)
    };
    assert_eq!(t("s1"), (1, 4));
    assert_eq!(t("s2").0, 2);
    assert_eq!(t("s3"), (3, 4));
    assert_eq!(t("s4"), (4, 4));
    // KUT 2.9: scenario 2 is played for three turns unless all agree to four.
    assert_eq!(t("s2").1, 3);
}

#[test]
fn every_formation_starts_where_the_play_book_puts_it() {
    // KUT 2.42: each nation sets its formations up for the starting turn, as the Play Book lists them.
    for sc in ["s1", "s2", "s3"] {
        let s = start(sc, 6);
        let spec = s.data.scenario(sc).unwrap().clone();
        assert!(!spec.placements.is_empty());
        for p in &spec.placements {
            for &l in &p.leaders {
                let removed = sc == "s3" && !matches!(s.leaders[l as usize], Place::Map(_));
                assert!(removed || s.leaders[l as usize] == Place::Map(p.space), "{sc}: {} at {}", s.data.leaders[l as usize].key, s.data.spaces[p.space as usize].key);
            }
        }
        // The SP placed in each space are there (the set-up is not shuffled or merged elsewhere).
        let mut want = vec![[0u32; 6]; s.data.spaces.len()];
        for p in &spec.placements {
            want[p.space as usize][p.contingent] += p.sp as u32;
        }
        for (i, w) in want.iter().enumerate() {
            for c in 0..6 {
                if w[c] > 0 {
                    assert_eq!(s.sp[i][c] as u32, w[c], "{sc}: {} contingent {c}", s.data.spaces[i].key);
                }
            }
        }
    }
}

#[test]
fn the_starting_markers_are_the_scenario_s() {
    // KUT 2.5: morale, Morale Loss markers, the attrition level and its Loss markers as Play Book ch. 4 sets them;
    // KUT 9.12: one morale marker per camp on the track, where the scenario puts it.
    let s = start("s1", 7);
    let box_of = |s: &State, camp: usize| s.data.morale[camp][s.morale[camp] as usize].key.clone();
    assert_eq!((box_of(&s, 0).as_str(), box_of(&s, 1).as_str()), ("elan_du_guerre", "vive_l_empereur"));
    assert_eq!((s.loss, s.attrition, s.attrition_loss), ([0, 0], 0, 0));
    assert!(s.entrenched[sp(&s, "dunaburg") as usize], "scenario 1's entrenchment on Dunaburg (L2409)");
    // Scenario 2 (L2480–L2504): Problematic attrition with 6 Loss markers, 7 Tsarist Morale Loss markers.
    let s = start("s2", 7);
    assert_eq!(s.data.attrition_levels[s.attrition as usize], "problematic");
    assert_eq!((s.attrition_loss, s.loss), (6, [0, 7]));
    assert!(s.scorched[sp(&s, "dunaburg") as usize]);
    // Scenario 3: the Imperials at Vive l'Empereur, the Tsarists at Marchez Vous, Difficult attrition.
    let s = start("s3", 7);
    assert_eq!((box_of(&s, 0).as_str(), box_of(&s, 1).as_str()), ("vive_l_empereur", "marchez_vous"));
    assert_eq!(s.data.attrition_levels[s.attrition as usize], "difficult");
}

#[test]
fn the_starting_hands_are_the_scenario_s() {
    // KUT 2.6 (L2417–L2421): in scenario 1 FN holds #1 with 2 Home and 5 regular cards, FS #9 with 2 and 5,
    // each Tsarist Power 2 Home and 5 regular cards.
    let s = start_with_mulligan("s1", 8);
    let home = |s: &State, p: usize| s.hands[p].iter().filter(|&&c| matches!(s.data.card(c).unwrap().class, CardClass::ImperialHome | CardClass::TsaristHome)).count();
    assert_eq!(s.hands.iter().map(|h| h.len()).collect::<Vec<_>>(), vec![8, 7, 8, 7]);
    assert!(s.hands[FN as usize].contains(&1) && s.hands[FS as usize].contains(&9));
    assert_eq!((home(&s, 0), home(&s, 1), home(&s, 2), home(&s, 3)), (3, 2, 3, 2));
    // Scenario 4 (L2650): the Tsarist Powers hold 3 Home cards each.
    let s = start_with_mulligan("s4", 8);
    assert_eq!((home(&s, 1), home(&s, 3)), (3, 3));
}

#[test]
fn home_cards_twelve_a_camp_with_numbers_one_and_nine_kept_for_their_powers() {
    // KUT 1.10: 24 Home cards, 12 a camp; #1 My Old Moustaches always FN's, #9 Battalions du Marche always FS's.
    let s = start_with_mulligan("s1", 9);
    let count = |k: CardClass| s.data.cards.iter().filter(|c| c.class == k).count();
    assert_eq!((count(CardClass::ImperialHome), count(CardClass::TsaristHome)), (12, 12));
    assert_eq!((s.data.card(1).unwrap().locked, s.data.card(9).unwrap().locked), (Some(FN), Some(FS)));
    // A camp's Home cards are dealt only to its own Powers: the other camp may never use them.
    for (p, h) in s.hands.iter().enumerate() {
        for &c in h {
            let class = s.data.card(c).unwrap().class;
            let camp = camp_of(p as u8);
            assert!(!(class == CardClass::ImperialHome && camp == TSARIST) && !(class == CardClass::TsaristHome && camp == IMPERIAL), "#{c} in {p}'s hand");
        }
    }
}

#[test]
fn two_to_four_players() {
    // KUT 2: two to four players hold the four Powers (2.1 four, 2.2 three, 2.3 two); no other count.
    for p in ["4", "3t", "3i", "2", "single", "split"] {
        assert!(Kutuzov::setup(&header("s1", 1, p), Kutuzov::builtin_data()).is_ok(), "{p}");
    }
    for p in ["5", "1"] {
        assert!(Kutuzov::setup(&header("s1", 1, p), Kutuzov::builtin_data()).is_err(), "{p}");
    }
    // KUT 2.2, 2.3: three players, one holding both Powers of a camp; two players, one camp each.
    let seats = |p: &str| Kutuzov::roles("s1", &header("s1", 1, p).options);
    let r = seats("3t");
    assert_eq!(r.players.len(), 3);
    let r = seats("2");
    assert_eq!(r.players.len(), 2);
}

#[test]
fn a_zone_is_never_flagged_and_keeps_its_owner() {
    // KUT 3.2: a zone stays its printed owner's whoever stands in it; no flag takes it. A duchy beside it, by
    // 7.11, is flagged by the same formation.
    let mut s = bare_s1(&[], &[]);
    let ukr = sp(&s, "zone-ukraine");
    put(&mut s, FS, Nation::French, "zone-ukraine", 3);
    assert_eq!(controller(&s, ukr), Some(R2), "the zone is still R2's");
    assert!(!may_flag(&s, ukr, FS));
    put(&mut s, FS, Nation::French, "pinsk", 3);
    let pinsk = sp(&s, "pinsk");
    assert_eq!(controller(&s, pinsk), None, "a duchy with an enemy formation is uncontrolled (3.1)");
    assert!(may_flag(&s, pinsk, FS));
}
