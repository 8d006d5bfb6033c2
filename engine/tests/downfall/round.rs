//! The action round and initiative (DF 5, DF 6, DF 7.12, DF 12): who acts, the weather marker, the Action
//! Track, order costs and surcharges, Re-seed, the New Turn procedure — the seed's examples T-11 to T-17,
//! T-25 and T-33 (digest §5).

use engine::games::downfall::data::{Faction, Weather};
use engine::games::downfall::round;
use engine::games::downfall::state::Step;

use super::common::*;

/// T-11 (L997): Soviet on 19, the others on 20–22 → the Soviets move first.
#[test]
fn t11_the_least_advanced_marker_acts_first() {
    let mut s = start("campaign", 1);
    // The set-up's air units are placed first (rules 3, L716).
    past_air(&mut s);
    assert_eq!(s.init[Faction::Soviet as usize] % 91 + 1, 19);
    assert_eq!(round::active(&s), Faction::Soviet);
    assert!(matches!(s.steps.last(), Some(Step::Choose(c)) if c.faction == Faction::Soviet));
}

/// DF 5 (L1001): on a tie the marker at the bottom of the stack (the first to arrive) acts; a lapped marker
/// is ahead of every marker that has not lapped.
#[test]
fn ties_go_to_the_bottom_and_a_lapped_marker_is_ahead() {
    let mut s = start("campaign", 1);
    s.init = [40, 40, 50, 95];
    s.arrival = [7, 3, 1, 2];
    assert_eq!(round::active(&s), Faction::Okh, "same space: the earlier arrival acts");
    s.arrival = [3, 7, 1, 2];
    assert_eq!(round::active(&s), Faction::West);
    // OKW on space 5 of the next lap (95) is behind nobody: it acts last.
    s.init = [60, 70, 80, 95];
    assert_eq!(round::active(&s), Faction::West);
}

/// T-12 (L1038–L1050): turn 2, West active on 30, the weather marker behind it, the most advanced marker on
/// 36: weather to 30, roll 6 → 36; a 7 would also stop at 36. 36 is in period 2: Fair → Mud.
#[test]
fn t12_weather_moves_from_the_active_marker_and_stops_at_the_most_advanced() {
    for dice in [[2u8, 4u8], [4, 4]] {
        let mut s = start("campaign", 1);
        s.turn = 2;
        s.weather = Weather::Fair;
        s.init = [29, 33, 34, 35];
        s.weather_pos = 12;
        s.chance.script.dice = dice.to_vec();
        round::weather_update(&mut s, Faction::West);
        assert_eq!(s.weather_pos % 91 + 1, 36, "dice {dice:?}");
        assert_eq!(s.weather, Weather::Mud);
    }
}

/// DF 6 step 1: a weather marker already ahead of the active marker does not move.
#[test]
fn weather_ahead_of_the_active_marker_stays() {
    let mut s = start("campaign", 1);
    s.init = [29, 33, 34, 35];
    s.weather_pos = 31;
    s.chance.script.dice = vec![6, 6];
    round::weather_update(&mut s, Faction::West);
    assert_eq!(s.weather_pos, 31);
    assert_eq!(s.chance.script.dice, vec![6, 6], "no roll");
}

/// T-13 (L1060): box 7 taken → 8, 9, 10 slide to 7, 8, 9 and one marker is drawn into box 10.
#[test]
fn t13_refill_slides_then_draws() {
    let mut s = start("campaign", 1);
    past_air(&mut s);
    let before = s.track.clone();
    let cup = s.cup.len();
    let taken = s.track[6].take().unwrap();
    s.cup.push(taken); // (any place: the refill draws one marker)
    round::refill(&mut s);
    assert_eq!(s.track[..6], before[..6]);
    assert_eq!(s.track[6..9], before[7..10]);
    assert!(s.track[9].is_some());
    assert_eq!(s.cup.len(), cup, "one marker drawn");
}

/// T-14 (L1104–L1114): West takes a Recruit/Mechanize marker with one West marker in a lower box: Recruit
/// 15 + 1, Mechanize 15 + 1, Planning 1 + 1; Planning passes a West event space → Pending Event.
#[test]
fn t14_surcharge_and_planning_cost() {
    for (n, cost) in [("take w-rm-1:recruit", 16), ("take w-rm-1:mechanize", 16), ("plan w-rm-1", 2)] {
        let mut s = start("campaign", 1);
        set_track(&mut s, &["w-ops-1", "w-rm-1"]);
        s.init = [13, 40, 40, 40];
        s.pending = [false; 4];
        choosing(&mut s, Faction::West);
        act(&mut s, n);
        assert_eq!(s.init[0] - 13, cost, "{n}");
        if n.starts_with("plan") {
            assert!(s.pending[0], "space 15 is a West event space");
            assert_eq!(s.planning[0], Some(marker(&s, "w-rm-1")));
        }
    }
}

/// T-15 (L1116–L1121): the Soviets take their HQ with no Soviet marker ahead, pick a Redeploy and pay its 4;
/// passing an OKW event space does not flip the Soviet marker. DF 7.5 (L1258–L1262): the HQ is a wild card
/// that carries out an Ops order of the display at that order's cost, not its own.
#[test]
fn t15_hq_pays_the_chosen_order() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["s-hq"]);
    s.init = [40, 40, 7, 40];
    s.pending = [false; 4];
    choosing(&mut s, Faction::Soviet);
    act(&mut s, "take s-hq:hq");
    assert_eq!(s.init[2], 7, "the HQ itself costs nothing");
    act(&mut s, "hq s-ops-3:redeploy");
    assert_eq!(s.init[2], 11, "4 for the Redeploy");
    assert!(!s.pending[2], "space 11 is OKW's event space");
    assert!(matches!(s.steps.last(), Some(Step::Move(_))));
}

/// T-16 (L1123–L1131): OKW may not take an Axis HQ or Material Shortages already on its display, and pays no
/// surcharge for them: its Attack costs 7.
#[test]
fn t16_identical_axis_orders_are_not_valid_and_not_surcharged() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["ax-hq-1", "ax-ms-1", "okw-ops-2"]);
    let hq2 = marker(&s, "ax-hq-2");
    let ms2 = marker(&s, "ax-ms-2");
    s.cup.retain(|m| *m != hq2 && *m != ms2);
    s.track.iter_mut().filter(|x| **x == Some(hq2) || **x == Some(ms2)).for_each(|x| *x = None);
    s.display[3] = vec![(hq2, 0), (ms2, 0)];
    s.init = [40, 40, 40, 20];
    choosing(&mut s, Faction::Okw);
    assert!(!offered(&s, "take ax-hq-1:hq"));
    assert!(!offered(&s, "take ax-ms-1:material_shortages"));
    act(&mut s, "take okw-ops-2:attack");
    assert_eq!(s.init[3], 27);
}

/// T-17 (L1089): two Axis Recruit markers ahead of the chosen one → a surcharge of 1 only.
#[test]
fn t17_identical_axis_markers_ahead_count_once() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["ax-rec-1", "ax-rec-2", "okh-ops-2"]);
    assert_eq!(round::surcharge(&s, Faction::Okh, 2), 1);
    // West could take neither: no surcharge.
    assert_eq!(round::surcharge(&s, Faction::West, 2), 0);
}

/// T-25 (L1465): OKH with nothing on the track may Re-seed even with a marker in Planning: it pays 3, and
/// the ten markers go back to the cup before ten are drawn.
#[test]
fn t25_reseed() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["w-ops-1", "w-ops-2", "s-ops-2", "s-ops-3", "w-ops-3", "s-ops-4", "w-pw", "s-pw", "w-ops-5", "s-ops-5"]);
    let p = marker(&s, "okh-ops-2");
    s.cup.retain(|m| *m != p);
    s.planning[1] = Some(p);
    s.init = [40, 10, 40, 40];
    choosing(&mut s, Faction::Okh);
    assert!(offered(&s, "reseed"));
    assert!(offered(&s, "planned attack"));
    let cup = s.cup.len();
    act(&mut s, "reseed");
    assert_eq!(s.init[1], 13);
    assert_eq!(s.track.iter().flatten().count(), 10);
    assert_eq!(s.cup.len(), cup);
}

/// DF 7.12: Re-seed is not offered while a valid marker is on the track.
#[test]
fn no_reseed_with_a_valid_marker_on_the_track() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["okh-ops-1"]);
    choosing(&mut s, Faction::Okh);
    assert!(!offered(&s, "reseed"));
}

/// T-33 (L1853–L1886): weather on 88 with OKW on 88, the most advanced marker lapped to 4; a roll of 8
/// stops at 4 after passing 91: turn 4 begins in Snow, the Order Displays' markers return to the cup.
#[test]
fn t33_new_turn() {
    let mut s = start("campaign", 1);
    s.turn = 3;
    s.init = [91 + 3, 89, 90, 87];
    s.weather_pos = 87;
    let m = marker(&s, "okw-ops-1");
    s.cup.retain(|x| *x != m);
    s.track.iter_mut().filter(|x| **x == Some(m)).for_each(|x| *x = None);
    s.display[3] = vec![(m, 0)];
    s.chance.script.dice = vec![4, 4];
    round::weather_update(&mut s, Faction::Okw);
    assert_eq!(s.weather_pos, 91 + 3);
    assert_eq!(s.turn, 4);
    assert_eq!(s.weather, Weather::Snow);
    assert!(s.display[3].is_empty());
    assert!(s.cup.contains(&m));
}

/// DF 7.11 Command Failure: 1d6 paid by the other Axis faction; DF 7.10 Material Shortages: 3 with no card.
#[test]
fn command_failure_and_material_shortages_cost_the_other_axis_faction() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["ax-cf-1", "ax-ms-1"]);
    s.init = [50, 10, 50, 30];
    choosing(&mut s, Faction::Okh);
    s.chance.script.dice = vec![5];
    act(&mut s, "take ax-cf-1:command_failure");
    assert_eq!(s.init[3], 35, "OKW pays the die");
    assert_eq!(s.init[1], 14, "OKH pays the marker's 4");
    let mut s = start("campaign", 1);
    set_track(&mut s, &["ax-ms-1"]);
    s.init = [50, 50, 50, 10];
    choosing(&mut s, Faction::Okw);
    act(&mut s, "take ax-ms-1:material_shortages");
    assert_eq!(s.init[1], 53);
}
