//! Strategic Warfare (DF 7.9): the seed's example T-24 (L1429–L1435), the objective changing hands with
//! the box colour (7.9.1, 13.1), the leftmost box (7.9.4), and Overlord's inactive naval displays.

use engine::games::downfall::data::Faction;
use engine::games::downfall::sw;

use super::common::*;

/// T-24 (L1429–L1435): turn 3, West flips an Ops marker to SW and pays 8; TP 2 → 3; Atlantic, roll 11:
/// two boxes left. (OKW's subs in play 3 → 2 waits for the naval rules.)
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
