//! Issue 24: rules the engine read wrongly, each against its seed lines. A fix that changes play is
//! rules version 4 (engine/src/games/catalog.rs); a record of versions 1–3 replays under its own rules.

use super::common::*;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::State;
use engine::record::Header;
use engine::Game;

/// Sets a game up under `rules`. Records of rules 1–4 made with the built-in pack are refused since the
/// counters and cards were rebuilt (rules 5, game.rs `DATA_REBUILT`); an owner's pack still sets them up,
/// so the older rules are tried with the pack's files loaded as an owner's.
fn start_rules(scenario: &str, seed: u64, rules: u32) -> Result<State, String> {
    use engine::games::empire_of_the_sun::{data::embedded, game::DATA_REBUILT, state::Pack};
    let h = Header { game: "empire-of-the-sun".into(), rules, scenario: scenario.into(), seed, ..Default::default() };
    let pack = if rules < DATA_REBUILT { std::sync::Arc::new(Pack::new(embedded(), "owner", "issue24")) } else { EmpireOfTheSun::builtin_data() };
    EmpireOfTheSun::setup(&h, pack).map_err(|e| e.0)
}

/// Plays the first offered action until the Japanese hold an action-round decision (4.22).
fn to_japanese_round(s: &mut State) {
    for _ in 0..400 {
        let p = EmpireOfTheSun::prompt(s);
        if p.id == "eots.round" && p.seat == Some(0) {
            return;
        }
        let seat = p.seat.expect("a decision has a seat");
        // Never set a card aside meanwhile, so the Japanese future slot stays empty.
        let a = p.actions.iter().find(|a| !EmpireOfTheSun::describe(s, a).notation.starts_with("set-future")).cloned().expect("an action");
        EmpireOfTheSun::apply(s, seat, &a).expect("legal");
    }
    panic!("no Japanese action round reached");
}

fn sets_future(s: &State) -> bool {
    notations(s).iter().any(|n| n.starts_with("set-future"))
}

/// 17.10.5E (L2589): on the South Pacific's first game turn (turn 3) Japan sets no card aside as a
/// Future Offensive; under rules version 3 the engine offered it (the fault, kept for old records).
#[test]
fn south_pacific_no_japanese_future_offensive_on_turn_3() {
    let mut s = start_rules("south_pacific", 1, 4).unwrap();
    to_japanese_round(&mut s);
    assert_eq!(s.tracks.turn, 3);
    assert!(!sets_future(&s), "offered: {:?}", notations(&s));
    let mut old = start_rules("south_pacific", 1, 3).unwrap();
    to_japanese_round(&mut old);
    assert!(sets_future(&old), "version 3 replays as it played");
}

/// Rules versions: a record of a version this build does not know is refused with a message naming it.
#[test]
fn unknown_rules_version_refused() {
    let current = EmpireOfTheSun::meta().rules_version;
    assert_eq!(current, 5);
    for v in [0, current + 1] {
        let e = start_rules("south_pacific", 1, v).unwrap_err();
        assert!(e.contains(&format!("rules version {v}")) && e.contains("Empire of the Sun"), "{e}");
    }
    for v in 1..=current {
        assert_eq!(start_rules("south_pacific", 1, v).unwrap().rules, v);
    }
}

/// 7.25C (L737): once the Allies have rolled for intelligence, a reaction card no longer changes the
/// condition: Coast Watchers (Allied 8, Intercept) is not offered in the intelligence window, and played
/// anyway it leaves Surprise Attack standing. Rules version 3 still let it (kept for its records).
#[test]
fn no_reaction_card_changes_the_condition_after_the_roll() {
    use engine::games::empire_of_the_sun::builtin_data;
    use engine::games::empire_of_the_sun::data::Side;
    use engine::games::empire_of_the_sun::events::{steps as event_steps, Window};
    use engine::games::empire_of_the_sun::offensive::reaction;
    use engine::games::empire_of_the_sun::state::{Intel, Offensive, Play, Sheet};
    const COAST_WATCHERS: u8 = 8;
    let mk = |rules: u32, rolled: bool| {
        let mut s = State::empty(builtin_data(), Sheet::Main, 1);
        s.rules = rules;
        s.tracks.turn = 3;
        let card = s.data().cards.iter().find(|c| c.side == Side::Japanese && c.ops == 2).unwrap().number;
        let mut o = Offensive::new(Side::Japanese, card, Play::Oc);
        o.intel = Intel::Surprise;
        o.reaction.rolled = rolled;
        *s.offensive = Some(o);
        s.cards_mut(Side::Allied).hand.push(COAST_WATCHERS);
        s
    };
    let s = mk(4, false);
    assert_eq!(event_steps::reaction_window(&s, Side::Allied, COAST_WATCHERS), Some(Window::Intelligence));
    assert!(reaction::reaction_cards(&s, Window::Intelligence).contains(&COAST_WATCHERS), "offered before the roll");
    let mut s = mk(4, true);
    assert!(!reaction::reaction_cards(&s, Window::Intelligence).contains(&COAST_WATCHERS), "not offered after the roll");
    reaction::react(&mut s, COAST_WATCHERS);
    assert_eq!(s.offensive.as_ref().unwrap().intel, Intel::Surprise);
    let mut old = mk(3, true);
    reaction::react(&mut old, COAST_WATCHERS);
    assert_eq!(old.offensive.as_ref().unwrap().intel, Intel::Intercept);
}

/// 10.31 (L1309): from turn 2 the Allies' permanent ASPs grow by one each turn, unless the War in Europe
/// marker is at level 3 or 4 (wie.tsv, L1296–L1297); not on a scenario's first turn (its printed level);
/// never under rules version 3.
#[test]
fn allied_asp_grows_each_turn_unless_wie_3_or_4() {
    use engine::games::empire_of_the_sun::builtin_data;
    use engine::games::empire_of_the_sun::state::Sheet;
    use engine::games::empire_of_the_sun::turn;
    let after = |rules: u32, first: u8, turn_no: u8, wie: i8| {
        let mut s = State::empty(builtin_data(), Sheet::Main, 1);
        s.rules = rules;
        s.first_turn = first;
        s.tracks.turn = turn_no;
        s.tracks.wie = wie;
        s.tracks.asp[1] = 5;
        turn::turn_start(&mut s);
        s.tracks.asp[1]
    };
    assert_eq!(after(4, 1, 2, 0), 6, "turn 2, War in Europe level 0");
    assert_eq!(after(4, 1, 7, -3), 6, "level 2 (-3): still grows");
    assert_eq!(after(4, 1, 7, -5), 5, "level 3 (-5): no growth");
    assert_eq!(after(4, 1, 7, -7), 5, "level 4 (-7): no growth");
    assert_eq!(after(4, 1, 1, 0), 5, "turn 1: none");
    assert_eq!(after(4, 3, 3, 0), 5, "a scenario's first turn: its printed level");
    assert_eq!(after(4, 3, 4, 0), 6, "the scenario's next turn");
    assert_eq!(after(3, 1, 2, 0), 5, "rules version 3 replays as it played");
}

/// 13.71 (L1544): once the Allies control every Chinese coastal port and both Korean ports, Japan takes
/// no more divisions from China: no Japanese ground replacement is offered (11.23 takes each from China),
/// and no China offensive (13.72). Rules version 3 still offered the replacement.
#[test]
fn no_division_leaves_a_sealed_china() {
    use engine::games::empire_of_the_sun::actions::Action;
    use engine::games::empire_of_the_sun::builtin_data;
    use engine::games::empire_of_the_sun::data::{Side, UnitType};
    use engine::games::empire_of_the_sun::state::{Loc, Sheet};
    use engine::games::empire_of_the_sun::strategic::replacements;
    use engine::games::empire_of_the_sun::supply;
    use engine::games::empire_of_the_sun::turn::oc_uses;
    let mut s = State::empty(builtin_data(), Sheet::Main, 1);
    s.tracks.turn = 6;
    s.tracks.ground_rp[0] = 2;
    s.tracks.china_divisions = 5;
    let ports: Vec<_> = s.sheet_map().hexes.iter().filter(|(_, d)| d.port && (d.in_region("china_coastal") || d.in_region("korea"))).map(|(h, _)| *h).collect();
    assert!(ports.len() >= 3, "the Chinese coastal and Korean ports: {ports:?}");
    for &h in &ports[1..] {
        s.set_control(h, Side::Allied);
    }
    s.set_control(ports[0], Side::Japanese);
    let div = (0..s.units.len() as u16)
        .map(|u| u as _)
        .find(|&u| s.unit_data(u).side == Side::Japanese && s.unit_data(u).kind == UnitType::Ground && replacements::replacement_actions(&{
            let mut t = s.clone();
            t.place(u, Loc::Eliminated, false);
            t
        }, &supply::compute(&s), Side::Japanese).contains(&Action::Replace { unit: u }))
        .expect("a Japanese division that may come back");
    s.place(div, Loc::Eliminated, false);
    assert!(!oc_uses::china_sealed(&s), "one port still Japanese");
    assert!(replacements::replacement_actions(&s, &supply::compute(&s), Side::Japanese).contains(&Action::Replace { unit: div }));
    s.set_control(ports[0], Side::Allied);
    assert!(oc_uses::china_sealed(&s));
    assert!(!oc_uses::china_offensive_possible(&s));
    assert!(!replacements::replacement_actions(&s, &supply::compute(&s), Side::Japanese).contains(&Action::Replace { unit: div }));
    s.rules = 3;
    assert!(replacements::replacement_actions(&s, &supply::compute(&s), Side::Japanese).contains(&Action::Replace { unit: div }), "version 3 as it played");
}

/// 6.14 (L476): an HQ in an enemy-controlled hex when a nation surrenders is removed at once: a plain HQ
/// to the Turn Record Track for the next turn, a dotted one out of the game. Rules version 3 left it on
/// the map.
#[test]
fn surrender_displaces_an_hq_in_an_enemy_hex() {
    use engine::games::empire_of_the_sun::builtin_data;
    use engine::games::empire_of_the_sun::data::{Side, UnitType};
    use engine::games::empire_of_the_sun::political::national_status;
    use engine::games::empire_of_the_sun::state::{Loc, Nation, Sheet};
    let run = |rules: u32| {
        let mut s = State::empty(builtin_data(), Sheet::Main, 1);
        s.rules = rules;
        s.tracks.turn = 4;
        let hq = (0..s.units.len() as u16)
            .map(|u| u as _)
            .find(|&u| s.unit_data(u).side == Side::Allied && s.unit_data(u).kind == UnitType::Hq && !s.unit_data(u).prewar)
            .unwrap();
        let h = hex("2516");
        s.place(hq, Loc::Hex(h), false);
        s.set_control(h, Side::Japanese);
        national_status::surrender(&mut s, Nation::Malaya);
        s.unit(hq).loc
    };
    assert_eq!(run(4), Loc::Returns(5));
    assert_eq!(run(3), Loc::Hex(hex("2516")));
}

/// Fault 6, 9.32 (L1149): a landing that took no part in the ground combat because its side lost the
/// air-naval combat must leave the hex after the battle, even when units that marched in overland took
/// it. Here the 1st Marine Division's landing on Guadalcanal (4423) was beaten at sea and the Allies hold
/// the hex: the division may make its post-battle move, and "Done" without it eliminates it. Under rules
/// version 3 it stayed.
#[test]
fn a_beaten_landing_leaves_a_hex_its_side_took() {
    use engine::games::empire_of_the_sun::actions::Action;
    use engine::games::empire_of_the_sun::battle::post_battle::{lost_at_end, Loss};
    use engine::games::empire_of_the_sun::data::Side;
    use engine::games::empire_of_the_sun::state::steps::{PostBattle, Step};
    use engine::games::empire_of_the_sun::state::{seat_of, Active, Battle, Loc, Mode, Offensive, Play};
    let a = Side::Allied;
    let mut s = main_sheet();
    s.tracks.turn = 3;
    let (gc, santo) = (hex("4423"), hex("4825"));
    s.set_control(santo, a);
    s.set_control(gc, a);
    let marines = id(&s, "us-marine-1div");
    s.place(marines, Loc::Hex(gc), false);
    let card = s.data().cards.iter().find(|c| c.side == a && c.ops == 2).unwrap().number;
    *s.offensive = Some(Offensive {
        active: vec![Active { unit: marines, from: santo, mode: Some(Mode::Amphibious), entered_from: None, paren_range: false, battle: Some(gc), covers: None }],
        battles: vec![Battle { hex: gc, special: false, defended_before_landing: true, resolved: true }],
        must_leave: vec![marines],
        ..Offensive::new(a, card, Play::Oc)
    });
    s.steps = vec![Step::PostBattle(PostBattle { side: a, selected: vec![] })];
    let p = EmpireOfTheSun::prompt(&s);
    assert!(p.actions.contains(&Action::Select { unit: marines }), "the beaten landing may move out: {:?}", notations(&s));
    assert_eq!(lost_at_end(&s, a), vec![(marines, Loss::FailedLanding)]);
    EmpireOfTheSun::apply(&mut s, seat_of(a), &Action::Done).unwrap();
    assert_eq!(s.unit(marines).loc, Loc::Eliminated, "it stayed in the hex it had to leave");
    // Rules version 3: a landing in a hex its side holds stayed there.
    let mut old = main_sheet();
    old.rules = 3;
    old.tracks.turn = 3;
    old.set_control(gc, a);
    old.place(marines, Loc::Hex(gc), false);
    *old.offensive = Some(Offensive {
        active: vec![Active { unit: marines, from: santo, mode: Some(Mode::Amphibious), entered_from: None, paren_range: false, battle: Some(gc), covers: None }],
        must_leave: vec![marines],
        ..Offensive::new(a, card, Play::Oc)
    });
    assert!(lost_at_end(&old, a).is_empty());
}

/// Fault 7, 13.76 (L1572): a Japanese-held city in China always holds its intrinsic units, counter or
/// not: an Allied landing there must be a battle (7.24), and the landing does not simply take the hex.
/// Under rules version 3 an empty city was walked into.
#[test]
fn a_landing_on_a_japanese_chinese_city_is_a_battle() {
    use engine::games::empire_of_the_sun::data::{City, Side};
    use engine::games::empire_of_the_sun::offensive::declaration::{defended_by, forced_battles};
    use engine::games::empire_of_the_sun::state::{Active, Loc, Mode, Offensive, Play};
    let (j, a) = (Side::Japanese, Side::Allied);
    let mut s = main_sheet();
    let city = s.sheet_map().hexes.values().filter(|d| d.city == City::China && d.port).map(|d| d.hex).min().expect("a Chinese port city");
    s.set_control(city, j);
    assert!(s.units_at(city).is_empty(), "no Japanese counter in the city");
    let marines = id(&s, "us-marine-1div");
    s.place(marines, Loc::Hex(city), false);
    let card = s.data().cards.iter().find(|c| c.side == a && c.ops == 2).unwrap().number;
    *s.offensive = Some(Offensive {
        active: vec![Active { unit: marines, from: city, mode: Some(Mode::Amphibious), entered_from: None, paren_range: false, battle: None, covers: None }],
        ..Offensive::new(a, card, Play::Oc)
    });
    assert!(defended_by(&s, city, j));
    assert_eq!(forced_battles(&s), vec![city], "the city's intrinsic units fight the landing");
    s.rules = 3;
    assert!(forced_battles(&s).is_empty(), "version 3 let the landing walk in");
}

/// Fault 10, 7.25E (L740, L742): the intelligence roll's −2 counts a unit that enters, passes through or
/// leaves the enemy's air zone. The hexes a move is checked against: its start (leaving), and for an air
/// unit every hex of the straight line between its landing points (flying over), not only the points.
/// Version 3 checked the hexes after the start of the path as kept.
#[test]
fn the_air_zone_counts_leaving_and_flying_over() {
    use engine::games::empire_of_the_sun::offensive::movement::moves::zone_hexes;
    use engine::games::empire_of_the_sun::state::Mode;
    let s = main_sheet();
    let (rabaul, lae, gasmata) = (hex("4021"), hex("3822"), hex("3921"));
    // A ship's path, hex by hex: its start counts too (it may be leaving a zone).
    let naval = [rabaul, gasmata];
    assert_eq!(zone_hexes(&s, Mode::Naval, &naval), vec![rabaul, gasmata]);
    // An air unit's path is its landing points: the hexes flown over between them count.
    let flown = zone_hexes(&s, Mode::Air, &[rabaul, lae]);
    assert_eq!(flown.len() as u32, rabaul.distance(lae) + 1);
    assert_eq!((flown[0], *flown.last().unwrap()), (rabaul, lae));
    assert!(flown.windows(2).all(|w| w[0].is_adjacent(w[1])), "a line of adjacent hexes: {flown:?}");
    let mut old = main_sheet();
    old.rules = 3;
    assert_eq!(zone_hexes(&old, Mode::Air, &[rabaul, lae]), vec![lae], "version 3: the landing point only");
    assert_eq!(zone_hexes(&old, Mode::Naval, &naval), vec![gasmata]);
}
