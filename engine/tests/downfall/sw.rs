//! Strategic Warfare (DF 7.9): the seed's example T-24 (L1429–L1435), the objective changing hands with
//! the box colour (7.9.1, 13.1), the leftmost box (7.9.4), and Overlord's inactive naval displays.

use engine::games::downfall::data::Faction;
use engine::games::downfall::state::{Loc, Step};
use engine::games::downfall::sw;
use engine::games::downfall::Downfall;
use engine::Game;

use super::common::*;

/// T-24 (L1429–L1435): turn 3, West flips an Ops marker to SW and pays 8; TP 2 → 3; Atlantic, roll 11:
/// two boxes left, into the next zone: OKW's subs in play go from 3 to 2 — OKW takes one from the North
/// Atlantic (the example's interdicted one) to the display's rightmost empty zone, ready side up (7.9.2).
#[test]
fn t24_strategic_warfare() {
    let mut s = start("husky", 1);
    assert_eq!((s.turn, s.tp, s.sw[1]), (3, 2, 6));
    set_track(&mut s, &["w-ops-2"]);
    s.init = [20, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-2:strategic_warfare");
    assert_eq!(s.init[0], 28, "cost 8");
    assert_eq!(s.tp, 3);
    s.chance.script.dice = vec![5, 6];
    act(&mut s, "sw atlantic");
    act(&mut s, "left");
    assert_eq!(s.sw[1], 4);
    assert_eq!(s.vp, 0, "box 4 is still OKW's colour");
    // DF 7.9.2 (L1433–L1435, rules 6): 3 subs at sea, the zone allows 2; OKW chooses which leaves.
    let subs = sw::in_play(&s, sw::ATLANTIC);
    assert_eq!(subs.len(), 3);
    let gone = unit(&s, "nav-sub-2");
    s.units[gone].flipped = true;
    assert!(offered(&s, "unit nav-sub-2"), "{:?}", notations(&s));
    act(&mut s, "unit nav-sub-2");
    assert_eq!(sw::in_play(&s, sw::ATLANTIC).len(), 2);
    assert!(sw::held(&s, gone) && !s.units[gone].flipped, "on the display, ready side up");
}

/// DF 7.9 (L1356–L1358): Strategic Warfare is the West's and OKW's only: a Soviet or OKH Ops marker is never
/// offered as it, while the West's are, directly or through its HQ (7.5).
#[test]
fn only_the_west_and_okw_wage_strategic_warfare() {
    for (faction, markers) in [(Faction::Soviet, ["s-ops-1", "s-hq"]), (Faction::Okh, ["okh-ops-1", "ax-hq-1"]), (Faction::West, ["w-ops-1", "w-hq"]), (Faction::Okw, ["okw-ops-1", "ax-hq-1"])] {
        let mut s = start("campaign", 1);
        set_track(&mut s, &markers);
        s.init = [40, 40, 40, 40];
        s.pending = [false; 4];
        choosing(&mut s, faction);
        let direct = notations(&s).iter().any(|n| n.ends_with(":strategic_warfare"));
        assert_eq!(direct, matches!(faction, Faction::West | Faction::Okw), "{faction:?}: {:?}", notations(&s));
    }
}

/// DF 7.9.2 (L1398–L1403): the Malta marker moving into a zone with more Italian fleets brings the
/// display's leftmost one into a sea area of OKW's choice that has an Italian-controlled port; back into
/// the fewer-fleet zone OKW removes one of its choice. Under rules 5 nothing moves.
#[test]
fn malta_puts_italian_fleets_in_and_out_of_play() {
    let mut s = start("campaign", 1);
    assert_eq!((s.sw[sw::MALTA], sw::in_play(&s, sw::MALTA).len(), sw::allowed(&s, sw::MALTA)), (4, 2, 2), "box 4: 2 fleets");
    let third = unit(&s, "nav-it-3");
    assert!(sw::held(&s, third), "the set-up's third fleet is on the display");
    sw::shift(&mut s, Some(Faction::Okw), sw::MALTA, false, 1);
    assert_eq!(sw::allowed(&s, sw::MALTA), 3);
    let seas = sw::release_seas(&s, sw::MALTA);
    assert!(seas.len() >= 2 && seas.contains(&"central_med".to_string()), "{seas:?}");
    let Some(Step::SwUnits(_)) = s.steps.last() else { panic!("OKW chooses the sea area: {:?}", s.steps.last()) };
    let n = notations(&s);
    assert!(n.iter().any(|x| x.contains("central_med")), "{n:?}");
    let pick = n.iter().find(|x| x.contains("central_med")).unwrap().clone();
    act(&mut s, &pick);
    assert_eq!(s.units[third].loc, Loc::Sea("central_med".into()));
    assert!(!sw::held(&s, third));
    // Two boxes back West: box 2 is zone 2, one fleet.
    sw::shift(&mut s, Some(Faction::West), sw::MALTA, true, 2);
    assert_eq!(sw::allowed(&s, sw::MALTA), 1);
    act(&mut s, "unit nav-it-1");
    act(&mut s, "unit nav-it-3");
    assert_eq!(sw::in_play(&s, sw::MALTA), vec![unit(&s, "nav-it-2")]);
    assert_eq!(s.sw_held[sw::MALTA], vec![unit(&s, "nav-it-3") as u16, unit(&s, "nav-it-1") as u16], "the last removed is the leftmost");
    // Rules 5: no adjustment.
    let h = engine::record::Header { game: "downfall".into(), rules: 5, scenario: "campaign".into(), seed: 1, ..Default::default() };
    let mut old = Downfall::setup(&h, Downfall::builtin_data()).unwrap();
    sw::shift(&mut old, Some(Faction::Okw), sw::MALTA, false, 1);
    assert_eq!(sw::in_play(&old, sw::MALTA).len(), 2);
    assert!(!matches!(old.steps.last(), Some(Step::SwUnits(_))));
}

/// DF 7.9.2 (L1410–L1417, decision Q8): the Western elite air units available equal the count of the
/// Bombing marker's zone and every zone to its right — the campaign's box 5 (zone 4) allows 1, so two
/// wait on the display and none of them is placed; box 3 (zone 2) allows 3.
#[test]
fn strategic_bombing_sets_the_western_elite_air_units() {
    let mut s = start("campaign", 1);
    assert_eq!((s.sw[sw::BOMBING], sw::allowed(&s, sw::BOMBING)), (5, 1));
    assert_eq!(sw::in_play(&s, sw::BOMBING).len(), 1);
    let held: Vec<usize> = sw::governed(&s, sw::BOMBING).into_iter().filter(|&u| sw::held(&s, u)).collect();
    assert_eq!(held.len(), 2);
    for f in [Faction::West] {
        for u in engine::games::downfall::air::placeable(&s, f) {
            assert!(!held.contains(&u), "a unit on the display is not placed");
        }
    }
    sw::shift(&mut s, Some(Faction::West), sw::BOMBING, true, 2);
    // Rules 7: the West chooses each swap's non-elite unit (the first offered here).
    while matches!(s.steps.last(), Some(Step::SwAir(_))) {
        let n = notations(&s)[0].clone();
        act(&mut s, &n);
    }
    assert_eq!(sw::allowed(&s, sw::BOMBING), 3);
    assert_eq!(sw::in_play(&s, sw::BOMBING).len(), 3, "the elite units come back");
    assert!(held.iter().all(|&u| s.units[u].loc == Loc::Pool && !sw::held(&s, u)));
    // A non-elite unit takes each zone right of the marker's (the pack has two; zones 3 and 4).
    assert_eq!(s.sw_held[sw::BOMBING].len(), 2);
    assert!(s.sw_held[sw::BOMBING].iter().all(|&u| !s.data().units[u as usize].elite));
}

/// DF 7.9.2 (L1419): the Bombing marker in its leftmost zone gives no air unit; the West draws an action
/// card at each of its event procedures (the action-card variant) — not the Soviets, not before.
#[test]
fn bombing_won_draws_a_western_card_at_each_event_procedure() {
    let h = engine::record::Header { game: "downfall".into(), rules: Downfall::meta().rules_version, scenario: "campaign".into(), seed: 1, options: [("action_cards".to_string(), "partial".to_string())].into_iter().collect(), ..Default::default() };
    let mut s = Downfall::setup(&h, Downfall::builtin_data()).unwrap();
    let hand = |s: &engine::games::downfall::state::State| s.cards.hands[Faction::West as usize].len();
    let before = hand(&s);
    sw::bombing_draw(&mut s, Faction::West);
    assert_eq!(hand(&s), before, "box 5: no draw");
    s.sw[sw::BOMBING] = 1;
    sw::bombing_draw(&mut s, Faction::Soviet);
    assert_eq!(hand(&s), before);
    sw::bombing_draw(&mut s, Faction::West);
    assert_eq!(hand(&s), before + 1);
}

/// DF 7.9.1: crossing into the West's colour gives West the display's objective (VP +1); crossing back
/// takes it away; DF 7.9.4: the leftmost box makes it Western for good, and it cannot be chosen again.
#[test]
fn the_display_objective_changes_hands() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["okw-ops-1"]);
    s.sw[2] = 4;
    s.init = [40, 40, 40, 10];
    choosing(&mut s, Faction::Okw);
    act(&mut s, "take okw-ops-1:strategic_warfare");
    assert_eq!(s.tp, 1, "only West gains Transport Points");
    s.chance.script.dice = vec![3, 3];
    act(&mut s, "sw bombing");
    act(&mut s, "left");
    assert_eq!((s.sw[2], s.vp), (3, 1), "OKW may move it the West's way; West gains the objective");
    assert_eq!(sw::holder(&s, 2), engine::games::downfall::data::Ideology::Western);
    // West moves it to box 1.
    set_track(&mut s, &["w-ops-1"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-1:strategic_warfare");
    s.chance.script.dice = vec![6, 6];
    act(&mut s, "sw bombing");
    act(&mut s, "left");
    assert_eq!(s.sw[2], 1);
    assert!(!sw::active(&s, 2));
    assert_eq!(s.vp, 1, "no change of hands");
    set_track(&mut s, &["w-ops-3"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-3:strategic_warfare");
    assert!(!offered(&s, "sw bombing"));
    assert!(offered(&s, "sw malta"));
}

/// A failed roll (2–4) moves nothing.
#[test]
fn a_failed_roll() {
    let mut s = start("campaign", 1);
    set_track(&mut s, &["w-ops-1"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-1:strategic_warfare");
    s.chance.script.dice = vec![1, 2];
    act(&mut s, "sw malta");
    assert_eq!(s.sw[0], 4);
    assert!(!offered(&s, "left"));
}

/// Overlord: the Malta and Atlantic displays are not in play (docs/games/downfall.md, orange rules 4).
#[test]
fn overlord_keeps_bombing_only() {
    let s = start("overlord", 1);
    assert!(!sw::active(&s, 0) && !sw::active(&s, 1) && sw::active(&s, 2));
}

/// DF 7.9.2 (L1414, rules 7): "the West swaps an elite unit on the display with a non-elite unit on the
/// map or in the force pool" — the West's choice. Box 5 → 4 allows one elite unit more: the West is asked
/// which non-elite unit takes its zone, and the unit it picks (here the one rules 6's automatic swap — the
/// force pool's first — did not take) is the one on the display.
#[test]
fn the_west_chooses_the_bombing_swaps() {
    let s = start("campaign", 1);
    let mut old = s.clone();
    old.rules = 6;
    sw::shift(&mut old, Some(Faction::West), sw::BOMBING, true, 1);
    let auto: Vec<u16> = old.sw_held[sw::BOMBING].clone();
    let mut s = s;
    s.steps.clear();
    sw::shift(&mut s, Some(Faction::West), sw::BOMBING, true, 1);
    assert_eq!(sw::allowed(&s, sw::BOMBING), 2);
    assert!(matches!(s.steps.last(), Some(Step::SwAir(_))), "the swap waits for the West");
    let p = Downfall::prompt(&s);
    assert_eq!(p.id, "df.sw_air_choose_held");
    assert_eq!(p.actions.len(), 2, "both non-elite units, on the map or in the force pool");
    let choice = sw::SwAir::choices(&s).into_iter().find(|u| !auto.contains(&(*u as u16))).expect("a unit rules 6 did not take");
    let n = format!("unit {}", s.data().units[choice].key);
    act(&mut s, &n);
    assert!(!matches!(s.steps.last(), Some(Step::SwAir(_))), "one swap: done");
    assert!(s.sw_held[sw::BOMBING].contains(&(choice as u16)), "the West's pick is on the display");
    assert_eq!(sw::in_play(&s, sw::BOMBING).len(), 2, "the count is met");
    assert_ne!(s.sw_held[sw::BOMBING], auto, "not rules 6's automatic swap");
}

/// DF 7.9.2 (L1415, rules 7): too many elite units — the West chooses which one goes to the display, here
/// the one on the map rather than one in the force pool (rules 6 took the force pool's first).
#[test]
fn the_west_chooses_which_elite_unit_leaves() {
    let mut s = start("campaign", 1);
    s.steps.clear();
    sw::shift(&mut s, Some(Faction::West), sw::BOMBING, true, 2);
    while matches!(s.steps.last(), Some(Step::SwAir(_))) {
        let n = notations(&s)[0].clone();
        act(&mut s, &n);
    }
    let elite = sw::in_play(&s, sw::BOMBING);
    assert_eq!(elite.len(), 3);
    let on_map = elite[0];
    s.units[on_map].loc = Loc::Hex(hex("3413"));
    let mut old = s.clone();
    old.rules = 6;
    sw::shift(&mut old, Some(Faction::West), sw::BOMBING, false, 1);
    assert_eq!(old.units[on_map].loc, Loc::Hex(hex("3413")), "rules 6 takes a force-pool unit first");
    sw::shift(&mut s, Some(Faction::West), sw::BOMBING, false, 1);
    assert_eq!(Downfall::prompt(&s).id, "df.sw_air_choose_off");
    let n = format!("unit {}", s.data().units[on_map].key);
    act(&mut s, &n);
    assert!(sw::held(&s, on_map) && s.units[on_map].loc == Loc::Pool, "the map's unit goes to the display");
}
