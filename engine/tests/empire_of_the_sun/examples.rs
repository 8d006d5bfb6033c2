//! The rulebook's small worked examples not tested elsewhere (digest §5.1): each test names its example
//! (T08, T11, T12, T14, T21, T22, T26) and the seed's line; T23 (bidding) is in tests/empire_of_the_sun/tournament.rs. The others are beside the rules they show: T01–T03
//! and T16–T20, T33, T38 in combat/tests.rs and tests/empire_of_the_sun/events.rs, T04–T06 in tests/empire_of_the_sun/supply.rs, T07
//! in zoi.rs (`neutralisation_and_lrb`), T09 in combat/tests.rs, T10 and T13 in movement/tests.rs, T15 in
//! tests/empire_of_the_sun/transport.rs.

use engine::games::empire_of_the_sun::battle::participants;
use engine::games::empire_of_the_sun::data::{City, Side};
use engine::games::empire_of_the_sun::offensive::movement::moves;
use engine::games::empire_of_the_sun::political::national_status;
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{idx, Loc};
use engine::games::empire_of_the_sun::offensive::movement::emergency;
use engine::games::empire_of_the_sun::political::political_will;
use engine::games::empire_of_the_sun::strategic::strategic_warfare;
use engine::games::empire_of_the_sun::supply;

use crate::common;
use common::{hex, id, main_sheet};

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

/// T11 (L849): the Philippines surrender with a US cruiser at Leyte; the cruiser is placed in emergency
/// (8.22) in a friendly port within 10 hexes, Soerabaja among them.
#[test]
fn t11_emergency_naval_placement_after_the_philippines_surrender() {
    let mut s = main_sheet();
    for h in ["2813", "2915"] {
        s.set_control(hex(h), J);
    }
    let ca = id(&s, "us-ca-asia");
    s.place(ca, Loc::Hex(hex("3014")), false);
    national_status::segment(&mut s);
    assert_eq!(s.controller(hex("3014")), Some(J), "Leyte's base passes to Japan (13.1)");
    assert!(s.steps.iter().any(|st| matches!(st, Step::Emergency(steps::Emergency { unit, .. }) if *unit == ca)));
    let sup = supply::compute_fresh(&s);
    let places = emergency::emergency_places(&s, &sup, ca);
    assert!(places.contains(&hex("2220")), "Soerabaja is within 10 hexes: {places:?}");
    assert!(places.iter().all(|&h| s.controller(h) == Some(A) && s.hex_data(h).unwrap().port));
}

/// T12 (L873): Japan takes Wake; a US air unit of range 4 with no friendly airfield within 4 hexes is
/// eliminated (no place), while an LRB of range 6 can reach Midway, 6 hexes away.
#[test]
fn t12_emergency_air_placement_from_wake() {
    let mut s = main_sheet();
    // Japan holds everything within 5 hexes of Wake but Midway.
    let wake = s.geo().ix(hex("4612"));
    for i in s.geo().within(wake, 5) {
        let h = s.geo().hex(i);
        s.set_control(h, J);
    }
    s.set_control(hex("5108"), A);
    let air = id(&s, "us-marine-211");
    let lrb = id(&s, "us-7af-lrb");
    s.place(air, Loc::Hex(hex("4612")), false);
    s.place(lrb, Loc::Hex(hex("4612")), false);
    assert_eq!(s.geo().distance(wake, s.geo().ix(hex("5108"))), 6);
    let sup = supply::compute_fresh(&s);
    assert!(emergency::emergency_places(&s, &sup, air).is_empty(), "range 4: nowhere to go");
    assert!(emergency::emergency_places(&s, &sup, lrb).contains(&hex("5108")), "range 6: Midway");
}

/// T14 (L958–962): ASPs per assault: a division or smaller 1; a corps or army 1 per step (full 2, reduced
/// 1); the Korean Army 2 per step (full 4).
#[test]
fn t14_amphibious_shipping_costs() {
    let mut s = main_sheet();
    let army = id(&s, "jp-25-army");
    let korean = id(&s, "jp-korean-army");
    let brigade = id(&s, "jp-ss-bde");
    let division = id(&s, "us-marine-1div");
    for u in [army, korean, brigade, division] {
        s.place(u, Loc::Hex(hex("2812")), false);
    }
    assert_eq!(moves::asp_cost(&s, army), 2);
    assert_eq!(moves::asp_cost(&s, korean), 4);
    assert_eq!(moves::asp_cost(&s, brigade), 1);
    assert_eq!(moves::asp_cost(&s, division), 1);
    s.place(army, Loc::Hex(hex("2812")), true);
    s.place(korean, Loc::Hex(hex("2812")), true);
    assert_eq!(moves::asp_cost(&s, army), 1);
    assert_eq!(moves::asp_cost(&s, korean), 2);
}

/// T21 (L1572): five boxes left on the divisions-in-China track give two intrinsic 9-12 steps in each
/// Japanese-held Chinese city; none left still gives one.
#[test]
fn t21_intrinsic_steps_in_china() {
    let mut s = main_sheet();
    let city = s.sheet_map().hexes.values().find(|d| d.city == City::China).map(|d| d.hex).expect("a Chinese city");
    s.set_control(city, J);
    s.tracks.china_divisions = 5;
    let steps = participants::intrinsic_steps(&s, city);
    assert_eq!(steps.len(), 2);
    assert_eq!((steps[0].attack, steps[0].defence), (9, 12));
    s.tracks.china_divisions = 0;
    assert_eq!(participants::intrinsic_steps(&s, city).len(), 1);
    s.set_control(city, A);
    assert!(participants::intrinsic_steps(&s, city).is_empty(), "only while Japan holds the city");
}

/// T22 (L1803): turn 4, the Allies with 3 ASPs: target 3. They took 5 named hexes Japan held at the turn's
/// start and Japan took 3 of them back: 2 held < 3, Political Will −1. A Japanese capture of a hex the
/// Allies held at the start counts for nothing (rules version 4; versions 1–3 subtracted it).
#[test]
fn t22_progress_of_war() {
    let mut s = main_sheet();
    assert!(s.rules >= 4);
    s.scenario = "campaign".into();
    s.tracks.turn = 4;
    s.tracks.asp[idx(A)] = 3;
    s.tracks.pw = 8;
    // Keep the navy check quiet: a US carrier and a ship on the map (16.46).
    s.place(id(&s, "us-cv-enterprise"), Loc::Hex(hex("5808")), false);
    let held = ["2813", "2915"];
    let retaken = ["2812", "2913", "3014"];
    for h in held.iter().chain(&retaken) {
        let i = s.geo().ix(hex(h));
        s.control_at_turn_start[i as usize] = J;
        s.set_control(hex(h), J);
    }
    for h in held {
        s.set_control(hex(h), A);
    }
    // Japan also took Singapore, which the Allies held at the start: it does not count against them.
    let i = s.geo().ix(hex("2015"));
    s.control_at_turn_start[i as usize] = A;
    s.set_control(hex("2015"), J);
    assert_eq!(political_will::progress_target(&s), Some(3));
    assert_eq!(political_will::progress_of_war(&s), 2);
    // With one more hex held the target would be met: the Japanese capture takes nothing away.
    s.set_control(hex("2812"), A);
    assert_eq!(political_will::progress_of_war(&s), 3);
    s.set_control(hex("2812"), J);
    political_will::political_will(&mut s);
    assert_eq!(s.tracks.pw, 7);
    // Rules version 3 subtracted the Japanese capture (kept for old records).
    s.rules = 3;
    assert_eq!(political_will::progress_of_war(&s), 1);
}

/// 16.47 (L1803): a one-hex island with no resource, port or airfield does not count (the rule's
/// Attu/Kiska, 4600), though it is named; a one-hex island with a port and airfield does (Samar/Leyte).
#[test]
fn progress_of_war_skips_a_bare_one_hex_island() {
    let mut s = main_sheet();
    s.tracks.turn = 4;
    for h in ["4600", "3014"] {
        let i = s.geo().ix(hex(h));
        s.control_at_turn_start[i as usize] = J;
        s.set_control(hex(h), A);
    }
    assert_eq!(political_will::progress_of_war(&s), 1, "Samar/Leyte counts, Attu/Kiska does not");
    s.rules = 3;
    assert_eq!(political_will::progress_of_war(&s), 2, "version 3 counted every named hex");
}

/// 16.47 (L1803): when a national status change moves a hex's control during the turn, the Allies are
/// held to have met the target: no Political Will lost for the Progress of War.
#[test]
fn progress_of_war_met_by_a_status_change() {
    let mut s = main_sheet();
    s.scenario = "campaign".into();
    s.tracks.turn = 4;
    s.tracks.asp[idx(A)] = 3;
    s.tracks.pw = 8;
    s.place(id(&s, "us-cv-enterprise"), Loc::Hex(hex("5808")), false);
    s.tracks.status_control = true;
    assert_eq!(political_will::progress_of_war(&s), 0);
    political_will::political_will(&mut s);
    assert_eq!(s.tracks.pw, 8, "the target counts as met");
    s.tracks.status_control = false;
    political_will::political_will(&mut s);
    assert_eq!(s.tracks.pw, 7, "without the status change the shortfall costs a point");
}

/// T26 (12.21, L3056): turn 2, a roll of 2 with the 1942 torpedo modifier (+1) is 2 − 2 + 1 = 1: no
/// effect; without the modifier it would have been 0, a success.
#[test]
fn t26_submarine_roll_in_1942() {
    let mut s = main_sheet();
    s.tracks.turn = 2;
    s.tracks.asp[idx(J)] = 7;
    assert_eq!(strategic_warfare::submarine_modifier(&s), 1);
    s.chance.script.dice = vec![2];
    strategic_warfare::submarines(&mut s);
    assert_eq!((s.tracks.japan_cuts, s.tracks.asp[idx(J)]), (0, 7));
    // From 1943 the same die against the same turn number would succeed (the modifier is gone).
    s.tracks.turn = 5;
    s.chance.script.dice = vec![5];
    strategic_warfare::submarines(&mut s);
    assert_eq!((s.tracks.japan_cuts, s.tracks.asp[idx(J)]), (1, 6));
}

/// T08 (L651–L653): the Allies win at Guadalcanal 4423 (the 1st Marine Division landed, CA Northampton in
/// the hex, the 13th AF fighting from Espiritu Santo 4825). The hex is theirs before the post-battle
/// movement, and then Northampton (a port) and the 13th AF (an airfield) may end there.
#[test]
fn t08_post_battle_moves_into_a_won_battle_hex() {
    use engine::games::empire_of_the_sun::actions::Action;
    use engine::games::empire_of_the_sun::state::{Active, Battle, Mode, Offensive, Play, Sheet};
    let mut s = main_sheet();
    assert_eq!(s.sheet, Sheet::Main);
    s.tracks.turn = 3;
    let (gc, santo) = (hex("4423"), hex("4825"));
    s.set_control(santo, A);
    let marines = id(&s, "us-marine-1div");
    let ca = id(&s, "us-ca-northampton");
    let af = id(&s, "us-13af");
    s.place(marines, Loc::Hex(gc), false);
    s.place(ca, Loc::Hex(gc), false);
    s.place(af, Loc::Hex(santo), false);
    let card = s.data().cards.iter().find(|c| c.side == A && c.ops == 2).unwrap().number;
    let active = |unit, mode, battle| Active { unit, from: santo, mode, entered_from: None, paren_range: false, battle, covers: None };
    *s.offensive = Some(Offensive {
        active: vec![active(marines, Some(Mode::Amphibious), Some(gc)), active(ca, Some(Mode::Naval), Some(gc)), active(af, None, Some(gc))],
        battles: vec![Battle { hex: gc, special: false, defended_before_landing: true, resolved: true }],
        ..Offensive::new(A, card, Play::Oc)
    });
    // L653: every Japanese ground unit eliminated, the battle's settlement gave the hex to the Allies (6.5).
    s.set_control(gc, A);
    s.steps = vec![engine::games::empire_of_the_sun::state::steps::Step::PostBattle(engine::games::empire_of_the_sun::state::steps::PostBattle { side: A, selected: vec![] })];
    let sup = supply::compute_fresh(&s);
    let air: Vec<_> = moves::destinations(&s, &sup, A, af, moves::Phase::PostBattle).into_iter().map(|(_, r)| r.hex).collect();
    assert!(air.contains(&gc), "L653: the 13th AF may fly to Guadalcanal's airfield: {air:?}");
    // Northampton is in a friendly port already: it may stay (no move is forced on it).
    let p = <engine::games::empire_of_the_sun::game::EmpireOfTheSun as engine::Game>::prompt(&s);
    assert!(p.actions.contains(&Action::Select { unit: ca }) && p.actions.contains(&Action::Done));
}
