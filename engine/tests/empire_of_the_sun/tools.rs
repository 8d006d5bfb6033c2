//! The tester's tools of issue 24 (docs/cli.md, docs/positions.md): custom counters in a position file,
//! typed choices beside `choose N`, and the battle and intelligence reports `show` prints.

use engine::games::empire_of_the_sun::custom;
use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::report::{BattleReport, FireReport};
use engine::games::empire_of_the_sun::state::{Intel, Loc, State};
use engine::record::{Header, Record};
use engine::{Game, Match};

use crate::common::{act, at, hex, notations, prompt_id};

const J: Side = Side::Japanese;

fn header(scenario: &str, seed: u64, position: Option<&str>) -> Header {
    Header { game: "empire-of-the-sun".into(), rules: 5, scenario: scenario.into(), seed, position: position.map(str::to_string), ..Default::default() }
}

fn read(text: &str) -> Result<State, String> {
    EmpireOfTheSun::setup(&header("south_pacific", 1, Some(text)), EmpireOfTheSun::builtin_data()).map_err(|e| e.0)
}

// ------------------------------------------------------------------------------------------ custom counters

const CUSTOM: &str = "scenario south_pacific
round japan
unit jp-17-army 4021 attack=12 defence=7
unit test-div 4021 reduced side=japan type=ground size=division attack=5 defence=4 reduced_attack=3 reduced_defence=4 steps=2 amphibious=1 name=Test_Division
";

/// A position gives a counter of the pack other values and defines a synthetic one: the game is played
/// with them, they are marked custom, and `position` writes them back the same.
#[test]
fn a_position_gives_counters_custom_values() {
    let s = read(CUSTOM).expect("the position reads");
    let army = s.unit_id("jp-17-army").unwrap();
    assert_eq!((s.unit_data(army).attack, s.unit_data(army).defence), (Some(12), Some(7)));
    assert_eq!((s.attack(army), s.defence(army)), (12, 7), "the rules read the custom values");
    assert!(custom::is_custom(s.unit_data(army)), "{}", s.unit_data(army).source);
    let base = EmpireOfTheSun::builtin_data();
    let was = base.data.unit("jp-17-army").unwrap();
    assert_eq!((s.unit_data(army).reduced_attack, s.unit_data(army).kind), (was.reduced_attack, was.kind), "the rest as the pack has it");
    let t = s.unit_id("test-div").expect("the synthetic counter");
    let d = s.unit_data(t);
    assert_eq!((d.side, d.name.as_str(), d.attack, d.steps, d.amphibious), (J, "Test Division", Some(5), Some(2), Some(true)));
    assert!(custom::is_custom(d));
    assert_eq!(at(&s, "test-div"), Loc::Hex(hex("4021")));
    assert!(s.unit(t).reduced);
    assert_eq!(s.attack(t), 3, "reduced: its reduced attack");
    assert_ne!(s.pack.0.hash, base.hash, "the derived pack is hashed apart");
    assert_eq!(s.data().units.len(), base.data.units.len() + 1);
    // Written back with the values, read back the same.
    let text = EmpireOfTheSun::position(&s).expect("a position");
    assert!(text.contains("unit jp-17-army 4021 attack=12 defence=7\n"), "{text}");
    assert!(text.contains("unit test-div 4021 reduced side=japan type=ground"), "{text}");
    let back = read(&text).expect("read back");
    assert_eq!(back.pack.0.hash, s.pack.0.hash);
    assert_eq!(back.units, s.units);
    assert_eq!(back.custom, s.custom);
    assert_eq!(EmpireOfTheSun::position(&back).as_deref(), Some(text.as_str()));
    // `like=` starts from a counter of the pack.
    let s = read("round japan\nunit my-army 4021 like=jp-17-army attack=20\n").expect("like");
    let d = s.data().unit("my-army").unwrap();
    assert_eq!((d.attack, d.defence, d.kind), (Some(20), was.defence, was.kind));
}

/// The custom values survive the record, its link and its replay.
#[test]
fn custom_counters_survive_the_record_and_the_link() {
    let mut m = Match::<EmpireOfTheSun>::new(header("south_pacific", 7, Some(CUSTOM))).expect("a match");
    for _ in 0..12 {
        if m.prompt().actions.is_empty() {
            break;
        }
        m.play(m.prompt().actions.len() - 1).expect("legal");
    }
    let record = m.record().clone();
    let again = Match::<EmpireOfTheSun>::replay(&record).expect("the record replays");
    assert_eq!(again.state(), m.state());
    assert_eq!(again.state().data().unit("test-div").and_then(|u| u.attack), Some(5));
    let json = Record::from_json(&record.to_json()).expect("the record's JSON reads");
    assert_eq!(Match::<EmpireOfTheSun>::replay(&json).expect("replays").state(), m.state());
    let link = engine::link::write(&m);
    let back = engine::link::read(&link, &engine::games::registry(), &engine::packs::Library::default()).expect("the link reads");
    let linked = Match::<EmpireOfTheSun>::replay(&back).expect("the link's record replays");
    assert_eq!(linked.state(), m.state());
    assert_eq!(linked.state().data().unit("jp-17-army").and_then(|u| u.attack), Some(12));
}

/// Bad values are refused with the line and a message that says what is wrong, as the pack's check would.
#[test]
fn custom_values_are_checked() {
    let cases = [
        ("unit jp-17-army 4021 attack=300", "line 2: unit jp-17-army: attack 300 is out of range 0..=40"),
        ("unit jp-17-army 4021 punch=3", "line 2: unit jp-17-army: no field 'punch'"),
        ("unit jp-17-army 4021 attack=3 attack=4", "field 'attack' given twice"),
        ("unit new-one 4021 attack=3", "a new counter needs side= and type="),
        ("unit new-one 4021 like=nope attack=3", "like=nope: no counter 'nope'"),
        ("unit jp-17-army 4021 like=jp-38-army", "like= is for a new counter"),
        ("unit new-one 4021 side=japan type=tank", "type"),
        ("unit new-one 4021 side=neutral type=ground", "side 'neutral' is japan or allies"),
        ("unit new-one 4021 side=japan type=air attack=3 defence=3 steps=2", "new-one"),
        ("unit jp-17-army 4021 steps=3", "steps 3 is out of range 1..=2"),
    ];
    for (line, want) in cases {
        let e = read(&format!("round japan\n{line}\n")).expect_err(line);
        assert!(e.contains(want), "{line}: {want:?} missing from: {e}");
    }
}

// ------------------------------------------------------------------------------------------ typed choices

/// The South Pacific's Japanese card 35 (evacuate 3, seed L2169): a choice of a unit and a port.
fn evacuation() -> Match<EmpireOfTheSun> {
    let mut m = Match::<EmpireOfTheSun>::new(header("south_pacific", 3, Some("round japan\nhand japan j35\n"))).expect("a match");
    m.play_notation("ec 35").expect("card 35 as an event");
    assert_eq!(m.prompt().id, "eots.event_choice", "{:?}", m.prompt_info().actions);
    m
}

/// Every choice has a typed spelling naming what it chooses; both spellings make the same action.
#[test]
fn typed_choices_name_their_arguments() {
    let m = evacuation();
    let info = m.prompt_info();
    let record = m.record().clone();
    assert!(info.actions.len() > 2, "{:?}", info.actions);
    for a in &info.actions {
        let typed = a.typed.clone().unwrap_or_else(|| panic!("{} has no typed spelling", a.notation));
        assert!(a.notation.starts_with("choose ") && typed.starts_with("choose "));
        if typed != "choose done" {
            assert!(typed.contains("unit:") && typed.contains("hex:"), "an evacuation names the unit and the port: {typed}");
        }
        let mut by_index = Match::<EmpireOfTheSun>::replay(&record).unwrap();
        let mut by_name = Match::<EmpireOfTheSun>::replay(&record).unwrap();
        by_index.play_notation(&a.notation).unwrap();
        by_name.play_notation(&typed).unwrap_or_else(|e| panic!("{typed}: {e}"));
        assert_eq!(by_index.record().actions, by_name.record().actions, "{typed} is {}", a.notation);
        assert_eq!(by_index.state(), by_name.state());
    }
    // The record keeps the notation (its checksum reads notations).
    let mut played = Match::<EmpireOfTheSun>::replay(&record).unwrap();
    let typed = info.actions[0].typed.clone().unwrap();
    played.play_notation(&typed).unwrap();
    assert_eq!(played.record().actions.last(), Some(&0));
}

/// A typed choice that fits several choices, none, or names nothing readable is refused with a message
/// that says so and lists the choices.
#[test]
fn typed_choices_refuse_what_they_cannot_read() {
    let m = evacuation();
    let info = m.prompt_info();
    let typed: Vec<String> = info.actions.iter().filter_map(|a| a.typed.clone()).collect();
    // A unit with two ports to go to: naming the unit alone is ambiguous; with the port it is one choice.
    let units: Vec<&str> = typed.iter().filter_map(|t| t.split_whitespace().find(|w| w.starts_with("unit:"))).collect();
    let twice = units.iter().find(|u| units.iter().filter(|x| x == u).count() > 1).expect("a unit with two ports");
    let mut m2 = Match::<EmpireOfTheSun>::replay(m.record()).unwrap();
    let e = m2.play_notation(&format!("choose {twice}")).expect_err("ambiguous").0;
    assert!(e.contains("is ambiguous") && e.contains("name more of the choice"), "{e}");
    let full = typed.iter().find(|t| t.contains(&format!("{twice} "))).unwrap();
    let hexw = full.split_whitespace().find(|w| w.starts_with("hex:")).unwrap();
    // The words in another order make the same choice.
    m2.play_notation(&format!("choose {hexw} {twice}")).expect("unit and port name one choice");
    for (wanted, why) in [
        ("choose unit:no-such-unit", "no counter 'no-such-unit'"),
        ("choose hex:0101", "is none of this step's choices"),
        ("choose hex:12x", "is not a hex id"),
        ("choose tank:3", "'tank' is not a kind of argument"),
        ("choose jp-17-army", "does not say what it names"),
    ] {
        let mut m3 = Match::<EmpireOfTheSun>::replay(m.record()).unwrap();
        let e = m3.play_notation(wanted).expect_err(wanted).0;
        assert!(e.contains(why), "{wanted}: {why:?} missing from: {e}");
    }
    // Where no choice is asked, a typed choice says so.
    let mut fresh = Match::<EmpireOfTheSun>::new(header("south_pacific", 3, Some("round japan\nhand japan j35\n"))).unwrap();
    let e = fresh.play_notation("choose hex:4021").expect_err("no choice").0;
    assert!(e.contains("offers no choice"), "{e}");
}

// ------------------------------------------------------------------------------------------ battle reports

/// Operation Z's strike from the campaign's start (19.0, T27: L2950–L2952): the Japanese play the
/// event card 1, activate and move the carrier fleet to 5506, fight at Oahu 5808 (a roll of 8, then 6)
/// with three carriers' air, and resolve the battle, up to the American hits.
fn strike_oahu(s: &mut State) {
    let fleet = ["jp-cv-akagi", "jp-cv-soryu", "jp-cv-shokaku", "jp-bb-hiei"];
    act(s, "ec 1");
    for k in fleet {
        act(s, &format!("activate {k}"));
    }
    for k in fleet {
        act(s, &format!("select {k}"));
        act(s, "move naval 5506");
    }
    s.chance.script.dice = vec![8, 6];
    act(s, "battle 5808");
    for k in ["jp-cv-shokaku", "jp-cv-soryu", "jp-cv-akagi"] {
        act(s, &format!("assign {k} 5808"));
    }
    act(s, "resolve 5808");
}

/// The campaign's first offensive as the rulebook's example plays it (19.0, T27: L2950–L2952), up to
/// the Japanese strike on Oahu 5808 and its hits.
fn operation_z() -> State {
    let h = Header { game: "empire-of-the-sun".into(), rules: 5, scenario: "campaign".into(), seed: 1, ..Default::default() };
    let mut s = EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).expect("the campaign");
    strike_oahu(&mut s);
    for k in ["us-bb-md-ca", "us-7af", "us-7af-lrb", "us-ca-new-orleans", "us-bb-md-ca", "us-7af", "us-7af-lrb"] {
        act(&mut s, &format!("hit {k}"));
    }
    act(&mut s, "auto");
    s
}

fn battle<'a>(s: &'a State, h: &str) -> &'a BattleReport {
    s.reports.battles.iter().rev().find(|b| b.hex == hex(h)).unwrap_or_else(|| panic!("no report of {h}"))
}

fn fire<'a>(b: &'a BattleReport, combat: &str, side: Side) -> &'a FireReport {
    b.fire.iter().find(|f| f.combat == combat && f.side == side).unwrap_or_else(|| panic!("no {combat} fire of {side:?}"))
}

/// T27 (L2950–L2952): the report has the example's figures: three carriers (36), a roll of 8 with +3 for
/// Surprise (9.2B), 36 hits; Japan fires first (Surprise), wins the air-naval combat and loses nothing;
/// the US loses seven steps.
#[test]
fn the_battle_report_has_operation_zs_figures() {
    let s = operation_z();
    let b = battle(&s, "5808");
    assert_eq!((b.offensive, b.intelligence), (J, Intel::Surprise));
    let f = fire(b, "air_naval", J);
    assert_eq!((f.strength, f.roll, f.drm, f.modified, f.hits), (36, 8, 3, 11, 36), "L2952: 36 at +3, a roll of 8, 36 hits");
    assert_eq!(f.units.iter().map(|u| u.attack).sum::<u32>(), 36);
    assert_eq!(f.units.len(), 3, "the three carriers fire; Hiei did not join the battle");
    let m: Vec<(&str, &str, i32)> = f.modifiers.iter().map(|m| (m.id.as_str(), m.rule, m.value)).collect();
    assert_eq!(m, vec![("eots.drm.surprise", "EotS 9.2B", 3)], "L2950: +3 Surprise");
    assert_eq!(b.fire[0].side, J, "9.2D: under Surprise the offensive side fires first");
    let us = fire(b, "air_naval", Side::Allied);
    assert_eq!(us.roll, 6, "the scripted US die");
    let a = b.air_naval.as_ref().expect("an air-naval result");
    assert!(a.fought);
    assert_eq!(a.winner, J, "L2952");
    assert!(b.ground.is_none(), "no landing: no ground combat");
    let us_steps = b.losses.iter().filter(|l| l.side == Side::Allied).count();
    assert_eq!(us_steps, 7, "L2952: BB MD/CA, 7th AF and its LRB eliminated (two steps each), New Orleans one step");
    assert!(b.losses.iter().all(|l| l.side == Side::Allied && l.combat == "air_naval"), "L2950: Japan loses nothing");
    assert_eq!((b.winner, b.controller, b.taken, b.finished), (Some(J), Some(Side::Allied), false, true));
    // `show` prints it: the state's JSON carries the reports.
    let v = EmpireOfTheSun::view_json(&s, None);
    let shown = &v["reports"]["battles"][0];
    assert_eq!(shown["hex"], "5808");
    assert_eq!(shown["fire"][0]["hits"], 36);
    assert_eq!(shown["fire"][0]["modifiers"][0]["rule"], "EotS 9.2B");
}

/// The reports are history, like the log: two states that differ only in them are the same moment, and
/// a position does not write them.
#[test]
fn reports_are_no_part_of_the_moment() {
    let s = operation_z();
    let mut t = s.clone();
    t.reports = Default::default();
    assert_eq!(s, t);
    let text = EmpireOfTheSun::position(&s).expect("a position");
    assert!(!text.contains("report"), "{text}");
}

/// 7.25: the intelligence roll's report gives its target, modifiers with their rules, die and result.
/// A Japanese offensive that entered the Allied air zone (7.25E, L740: −2) rolled against with a 3.
#[test]
fn the_intelligence_report_gives_its_modifiers() {
    use engine::games::empire_of_the_sun::offensive::intelligence;
    use engine::games::empire_of_the_sun::state::{Offensive, Play};
    let mut s = crate::common::main_sheet();
    s.tracks.turn = 3;
    let card = s.data().cards.iter().find(|c| c.side == J && c.intel_oc.is_some()).unwrap().clone();
    let mut o = Offensive::new(J, card.number, Play::Oc);
    o.entered_zoi = true;
    *s.offensive = Some(o);
    s.chance.script.dice = vec![3];
    let success = intelligence::roll_intel(&mut s);
    let r = s.reports.intelligence.last().expect("a report");
    assert_eq!((r.kind, r.side, r.card, r.play), ("intelligence", Side::Allied, card.number, "oc"));
    assert_eq!((r.roll, r.drm, r.modified, r.target), (3, -2, 1, card.intel_oc.unwrap() as i32));
    let m: Vec<(&str, &str, i32)> = r.modifiers.iter().map(|m| (m.id.as_str(), m.rule, m.value)).collect();
    assert_eq!(m, vec![("eots.drm.enemy_zoi", "EotS 7.25E", -2)]);
    assert_eq!(r.success, success);
    assert_eq!(r.success, 1 <= card.intel_oc.unwrap() as i32);
    assert_eq!(r.condition, if success { Intel::Intercept } else { Intel::Surprise });
}

/// A custom counter fights with its custom values, and the report shows them: the tools together.
#[test]
fn a_custom_counter_fights_with_its_values() {
    // Operation Z with Akagi given an attack of 20: 12 + 12 + 20 = 44 at +3, a roll of 8 (×1): 44 hits.
    let h = Header { game: "empire-of-the-sun".into(), rules: 5, scenario: "campaign".into(), seed: 1, ..Default::default() };
    let s0 = EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).expect("the campaign");
    let mut text = EmpireOfTheSun::position(&s0).expect("a position of the campaign's start");
    let akagi = s0.unit_data(s0.unit_id("jp-cv-akagi").unwrap()).attack.unwrap();
    text += "unit jp-cv-akagi 3705 attack=20\n";
    let mut s = EmpireOfTheSun::setup(&Header { position: Some(text), ..h }, EmpireOfTheSun::builtin_data()).expect("with Akagi at 20");
    strike_oahu(&mut s);
    let f = fire(battle(&s, "5808"), "air_naval", J);
    assert_eq!(f.strength, 36 - akagi as u32 + 20);
    assert!(f.units.iter().any(|u| u.unit == "jp-cv-akagi" && u.attack == 20), "{:?}", f.units);
    assert_eq!(prompt_id(&s), "eots.allocate", "{:?}", notations(&s));
}

/// The report of the last battle at `h` (for the worked examples, example19.rs).
pub fn report_of<'a>(s: &'a State, h: &str) -> &'a BattleReport {
    battle(s, h)
}

/// `side`'s fire of that battle's `combat` (`air_naval`, `ground`).
pub fn fire_of<'a>(s: &'a State, h: &str, combat: &str, side: Side) -> &'a FireReport {
    fire(battle(s, h), combat, side)
}

/// A fire's modifiers as (id, rule, value).
pub fn modifiers_of(f: &FireReport) -> Vec<(&str, &'static str, i32)> {
    f.modifiers.iter().map(|m| (m.id.as_str(), m.rule, m.value)).collect()
}

/// The position fuzzer's examples of custom counters read (so its mutations start from valid files).
#[test]
fn the_custom_counter_examples_read() {
    for text in custom::EXAMPLES {
        let s = read(text).unwrap_or_else(|e| panic!("{e}\n{text}"));
        assert!(!s.custom.is_empty());
        let written = EmpireOfTheSun::position(&s).expect("a position");
        assert_eq!(EmpireOfTheSun::position(&read(&written).expect("read back")).as_deref(), Some(written.as_str()));
    }
}

/// `sandtable actions` prints each choice's typed spelling beside its notation (docs/cli.md).
#[test]
fn the_action_list_prints_the_typed_spelling() {
    let m = evacuation();
    let any: &dyn engine::AnyMatch = &m;
    let out = any.names().prompt(&any.prompt());
    let first = &out["actions"][0];
    assert_eq!(first["notation"], "choose 0");
    let typed = first["typed"].as_str().expect("a typed spelling");
    assert!(typed.starts_with("choose unit:") && typed.contains(" hex:"), "{typed}");
    assert_eq!(first["target"]["kind"], "unit", "the choice points at its unit on the board");
    assert_eq!(first["label"], "eots.choice.move", "described by what it chooses, not 'Option 0'");
}
