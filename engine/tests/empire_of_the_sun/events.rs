//! Empire of the Sun card events (events.tsv and the events module): every card's event applies as its
//! row says, from a state set up by hand, and the rulebook's card examples hold (each cites its seed
//! line, `Lnnn` of seeds/004_a278ea6902dfa15b.txt). `covered()` checks that every card of both decks is
//! exercised here.

use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::data::events::{keys, Effect, Timing};
use engine::games::empire_of_the_sun::data::{embedded_files, parse, ReactionKind, Side};
use engine::games::empire_of_the_sun::events::{self, Window};
use engine::games::empire_of_the_sun::state::*;
use engine::kit::hex::Hex;
use std::cell::RefCell;
use std::collections::BTreeSet;

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

thread_local! {
    /// The cards the checks run on this thread have exercised, `(side, number)`.
    static COVERED: RefCell<BTreeSet<(Side, u8)>> = const { RefCell::new(BTreeSet::new()) };
}

fn cover(side: Side, cards: &[u8]) {
    COVERED.with(|c| c.borrow_mut().extend(cards.iter().map(|&n| (side, n))));
}

fn fresh() -> State {
    let mut s = State::empty(builtin_data(), Sheet::Main, 7);
    s.tracks.turn = 5;
    s.scenario = "campaign".into();
    s
}

fn h(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn u(s: &State, key: &str) -> UnitId {
    s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"))
}

/// Puts a counter on the map, and gives its side the hex.
fn put(s: &mut State, key: &str, hex: &str) -> UnitId {
    let x = u(s, key);
    s.place(x, Loc::Hex(h(hex)), false);
    let side = s.side_of_unit(x);
    s.set_control(h(hex), side);
    x
}

fn loc(s: &State, key: &str) -> Loc {
    s.unit(u(s, key)).loc
}

/// Plays the card's state effects and answers every choice with the option whose label contains `pick`
/// (or the first option).
fn play(s: &mut State, side: Side, card: u8, picks: &[&str]) {
    let mut pending = events::immediate(s, side, card).unwrap_or_else(|e| panic!("{e:?}"));
    let mut picks = picks.iter();
    while let Some(p) = pending.pop() {
        let choices = events::choices(s, &p);
        assert!(!choices.is_empty(), "a pending choice offers something");
        let i = match picks.next() {
            Some(want) => choices.iter().position(|c| c.label.contains(want)).unwrap_or_else(|| panic!("no choice '{want}' in {choices:?}")),
            None => 0,
        };
        pending = events::choose(s, &p, i).unwrap();
    }
}

fn ids(s: &State) -> Vec<String> {
    s.log.iter().map(|e| e.id.clone()).collect()
}

fn deck(s: &mut State, side: Side, cards: &[u8]) {
    s.cards_mut(side).deck = cards.to_vec();
}

fn effects(s: &State, side: Side, card: u8) -> Vec<(Side, String, i32)> {
    events::offensive_effects(s, side, card).into_iter().map(|e| (e.side, e.key, e.value)).collect()
}

// ------------------------------------------------------------------------------------------------ the pack

#[test]
fn every_card_has_one_event_row() {
    let d = &builtin_data().data;
    assert_eq!(d.events.len(), d.cards.len());
    for c in &d.cards {
        assert_eq!(d.events.iter().filter(|e| e.side == c.side && e.number == c.number).count(), 1, "{:?} {}", c.side, c.number);
    }
}

#[test]
fn a_broken_events_table_is_refused_by_line() {
    let files = embedded_files();
    let text = files.iter().find(|(n, _)| *n == "events.tsv").unwrap().1;
    let bad = text.replacen("offensive; bonus ground_drm +1 if brigade", "offensive; bonus ground_drm +1 if brigadier", 1);
    let bad = bad.replacen("allied\t16\timmediate\tstep_loss japanese air", "allied\t16\timmediate\tstep_loss japanese planes", 1);
    let bad: String = bad.lines().filter(|l| !l.starts_with("allied\t17\t")).map(|l| format!("{l}\n")).collect();
    // The line number in the broken table (the China Airlift row above it is gone).
    let line = bad.lines().position(|l| l.starts_with("japanese\t23\t")).unwrap() + 1;
    let pack: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, if *n == "events.tsv" { bad.as_str() } else { *t })).collect();
    let all = parse(&pack).unwrap_err().to_string();
    assert!(all.contains(&format!("events.tsv line {line}: effect")), "{all}");
    assert!(all.contains("'brigadier' is not a condition"), "{all}");
    assert!(all.contains("'planes' is not a unit class"), "{all}");
    assert!(all.contains("events.tsv: Allied card 17 (China Airlift) has no event row"), "{all}");
}

#[test]
fn rows_must_agree_with_their_cards() {
    let files = embedded_files();
    let text = files.iter().find(|(n, _)| *n == "events.tsv").unwrap().1;
    // Matador without its counteroffensive, a political card with a battle bonus, a draw that the card lacks.
    let bad = text
        .replacen("counteroffensive; intel intercept; condition no_asp", "intel intercept; condition no_asp", 1)
        .replacen("allied\t14\timmediate\twie +1", "allied\t14\timmediate\twie +1; bonus ground_drm +1", 1)
        .replacen("japanese\t60\timmediate\tpw -1", "japanese\t60\timmediate\tpw -1; draw", 1)
        .replacen("japanese\t31\tpersistent\tpersistent japanese ground_drm +1", "japanese\t31\tbefore_movement\tpersistent japanese ground_drm +1", 1);
    let pack: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, if *n == "events.tsv" { bad.as_str() } else { *t })).collect();
    let all = parse(&pack).unwrap_err().to_string();
    assert!(all.contains("'counteroffensive' goes with a counteroffensive reaction card"), "{all}");
    assert!(all.contains("a political or resource event has no offensive to modify"), "{all}");
    assert!(all.contains("cards.tsv says draw=0, the effect has 'draw'"), "{all}");
    assert!(all.contains("timing BeforeMovement does not suit Japanese Defense Doctrine"), "{all}");
}

#[test]
fn provenance_of_the_rows() {
    use engine::kit::table::Provenance;
    let d = &builtin_data().data;
    let mut seed = 0;
    for e in &d.events {
        let p = Provenance::of(&e.source).expect("a known provenance");
        if p == Provenance::Seed {
            seed += 1;
        }
    }
    // The rows the rulebook states or cites (docs/games/empire-of-the-sun-data.md counts them).
    assert!(seed >= 50, "{seed}");
}

// ------------------------------------------------------------------------------------------------ examples

/// T03, L372: Allied 33 may be played whether or not US rivalry is in effect; at Strategic Agreement it
/// has no further effect. Japanese 34 always draws a card.
fn t03_quadrant_conference_and_us_army_navy_dispute_l372() {
    let mut s = fresh();
    s.tracks.isr = [false, true];
    assert!(events::can_play_event(&s, A, 33));
    play(&mut s, A, 33, &[]);
    assert!(!s.tracks.isr[1], "US rivalry ends");
    s.tracks.isr = [false, false];
    assert!(events::can_play_event(&s, A, 33), "no additional effect: still an event");
    let before = s.tracks.clone();
    play(&mut s, A, 33, &[]);
    assert_eq!(s.tracks, before);
    assert_eq!(ids(&s).last().unwrap(), "eots.event.no_effect");
    assert_eq!(events::timing(&s, A, 33), Some(Timing::Immediate));

    for isr in [false, true] {
        let mut s = fresh();
        s.tracks.isr = [false, isr];
        deck(&mut s, J, &[40, 41]);
        play(&mut s, J, 34, &[]);
        assert!(s.tracks.isr[1]);
        assert_eq!(s.cards(J).hand, vec![41], "always draws");
        assert_eq!(s.cards(J).drawn_by_events, 1);
    }
    cover(A, &[33]);
    cover(J, &[34]);
}

/// T38, L3060-L3098: Operation RE (any HQ, logistics 3: the South HQ of efficiency 1 activates 4) and
/// Operation Matador (counteroffensive, logistics 3: the Malaya HQ of efficiency 1 activates 4; Intercept;
/// no ASPs; Allied air defends at +2). RE's brigade bonus does not apply without a brigade.
fn t38_operation_re_and_operation_matador() {
    let mut s = fresh();
    let south = put(&mut s, "jp-south-hq", "2212");
    let malaya = put(&mut s, "cw-malaya-hq", "2015");
    let re = events::activation(&s, J, 23).unwrap();
    assert_eq!(re.logistics, Some(3));
    assert!(re.families.is_empty(), "any HQ");
    assert!(!re.surprise, "the card does not state Surprise (L3066)");
    assert_eq!(re.count(s.unit_data(south).efficiency.unwrap()), 4);
    assert!(events::hq_may_activate(&s, J, 23, south));
    assert!(events::can_play_event(&s, J, 23));
    let fx = events::offensive_effects(&s, J, 23);
    assert_eq!(events::modifier(&fx, J, keys::GROUND_DRM, |w| w == "brigade"), 1);
    assert_eq!(events::modifier(&fx, J, keys::GROUND_DRM, |_| false), 0, "no brigade at Kuantan");
    assert!(!events::flag(&fx, J, keys::SURPRISE));
    assert_eq!(events::timing(&s, J, 23), Some(Timing::AfterReaction));

    // Matador is played against the Japanese offensive.
    assert!(!events::can_play_event(&s, A, 5), "no offensive to react to");
    *s.offensive = Some(offensive(J, 23, &["2014", "2015"]));
    assert!(events::can_play_event(&s, A, 5));
    let m = events::reaction(&s, A, 5).unwrap();
    assert_eq!(m.kind, ReactionKind::Counteroffensive);
    assert_eq!(m.window, Window::Intelligence);
    assert_eq!(m.intel, Some(Intel::Intercept));
    let co = m.counteroffensive.unwrap();
    assert_eq!(co.logistics, Some(3));
    assert_eq!(co.logistics.unwrap() + s.unit_data(malaya).efficiency.unwrap(), 4);
    assert_eq!(events::modifier(&m.effects, A, keys::AIR_DEFENCE, |_| false), 2);
    assert!(events::flag(&m.effects, A, keys::NO_ASP));
    assert!(events::flag(&m.effects, A, keys::COUNTEROFFENSIVE_LV));
    // L3094: MA air's defence 9 + 2 = 11 ("+2 … became 11, but 22 hits eliminate it").
    let ma = u(&s, "cw-ma-air");
    assert_eq!(s.defence(ma) as i32 + events::modifier(&m.effects, A, keys::AIR_DEFENCE, |_| false), 11);
    cover(J, &[23]);
    cover(A, &[5]);
}

fn offensive(side: Side, card: u8, battles: &[&str]) -> Offensive {
    Offensive {
        battles: battles.iter().map(|b| Battle { hex: h(b), special: false, defended_before_landing: false, resolved: false }).collect(),
        ..Offensive::new(side, card, Play::Ec)
    }
}

/// L123-L130: Makin Island Raid: one Japanese air unit outside the Japanese Islands and within range of a
/// US HQ loses a step, even if that eliminates it; the Allied player picks it.
fn makin_island_raid_l123() {
    let mut s = fresh();
    put(&mut s, "us-cpac-hq", "5808"); // range 14
    put(&mut s, "jp-1-ad", "3706"); // Tokyo: home islands
    put(&mut s, "jp-24-af", "4715"); // Kwajalein: 10 from Oahu
    put(&mut s, "jp-22-af", "2212"); // Saigon: out of range
    let kw = u(&s, "jp-24-af");
    s.place(kw, Loc::Hex(h("4715")), true);
    let p = events::immediate(&mut s, A, 16).unwrap();
    assert!(p.is_empty(), "a single target is hit without asking");
    assert_eq!(loc(&s, "jp-24-af"), Loc::Eliminated, "a reduced unit is eliminated");
    assert_eq!(loc(&s, "jp-1-ad"), Loc::Hex(h("3706")));
    assert!(!s.unit(u(&s, "jp-1-ad")).reduced);
    assert!(!s.unit(u(&s, "jp-22-af")).reduced);
    // Two targets: the Allied player chooses.
    let mut s = fresh();
    put(&mut s, "us-cpac-hq", "5808");
    put(&mut s, "jp-24-af", "4715");
    put(&mut s, "jp-25-af", "5108"); // Midway: within 14 of Oahu (Truk, 18 columns away, is not)
    let p = events::immediate(&mut s, A, 16).unwrap();
    assert_eq!(p.len(), 1);
    assert_eq!(events::chooser(&s, &p[0]), A);
    let c = events::choices(&s, &p[0]);
    assert_eq!(c.len(), 2);
    let i = c.iter().position(|c| c.label.contains("5108")).unwrap();
    assert!(events::choose(&mut s, &p[0], i).unwrap().is_empty());
    assert!(s.unit(u(&s, "jp-25-af")).reduced);
    assert!(!s.unit(u(&s, "jp-24-af")).reduced);
    cover(A, &[16]);
}

/// 9.4 (L1169, L1192): Col. Tsuji's ground modifier replaces every other one of the Japanese roll (5.3,
/// L344: where an event's text contradicts a rule, the text wins, for that rule only).
fn col_tsuji_replaces_the_other_modifiers() {
    let mut s = fresh();
    put(&mut s, "jp-south-hq", "2212");
    let a = events::activation(&s, J, 3).unwrap();
    assert!(!a.surprise);
    assert_eq!(a.logistics, Some(2));
    let fx = effects(&s, J, 3);
    assert!(fx.contains(&(J, keys::GROUND_DRM_ONLY.into(), 3)));
    assert!(events::flag(&events::offensive_effects(&s, J, 3), J, keys::GROUND_DRM_ONLY));
    cover(J, &[3]);
}

/// 6.23 (L569): Tokyo Express (Japanese 28 or 44) puts the marker on one hex within a Japanese HQ's
/// range; another card moves it; only one marker.
fn tokyo_express_l569() {
    let mut s = fresh();
    put(&mut s, "jp-south-seas-hq", "4017"); // range 10
    put(&mut s, "jp-ss-bde", "4423"); // Guadalcanal, 6 from Truk
    put(&mut s, "jp-3-sn-bde", "4021"); // Rabaul
    put(&mut s, "jp-4-sn-bde", "5808"); // far away
    s.set_control(h("4423"), J);
    assert!(events::can_play_event(&s, J, 28));
    play(&mut s, J, 28, &["4423"]);
    assert_eq!(s.tracks.tokyo_express, Some(h("4423")));
    let p = events::immediate(&mut s, J, 44).unwrap();
    let labels: Vec<String> = events::choices(&s, &p[0]).into_iter().map(|c| c.label).collect();
    assert!(labels.iter().any(|l| l.contains("4021")), "{labels:?}");
    assert!(!labels.iter().any(|l| l.contains("5808")), "out of range");
    let i = labels.iter().position(|l| l.contains("4021")).unwrap();
    events::choose(&mut s, &p[0], i).unwrap();
    assert_eq!(s.tracks.tokyo_express, Some(h("4021")), "moved: one marker");
    for (c, lv) in [(28, 3), (44, 2)] {
        let a = events::activation(&s, J, c).unwrap();
        assert_eq!(a.logistics, Some(lv));
        assert_eq!(a.families, vec!["south_seas".to_string()]);
    }
    cover(J, &[28, 44]);
}

/// 8.47, 10.33 (L1004, L1317): the Barges event flips the ASP marker; PT Boats cancel the barges for the
/// rest of the game, or pre-empt them if played first.
fn barges_and_pt_boats_l1004() {
    let mut s = fresh();
    play(&mut s, J, 73, &[]);
    assert!(s.tracks.barges);
    assert!(s.cards(J).in_effect.contains(&73));
    play(&mut s, A, 23, &[]);
    assert!(!s.tracks.barges && s.tracks.pt_boats);

    let mut s = fresh();
    play(&mut s, A, 23, &[]);
    play(&mut s, J, 73, &[]);
    assert!(!s.tracks.barges, "pre-empted");
    assert!(ids(&s).contains(&"eots.event.barges_cancelled".to_string()));
    let a = events::activation(&s, J, 73).unwrap();
    assert_eq!(a.families, vec!["south_seas".to_string()]);
    cover(J, &[73]);
    cover(A, &[23]);
}

// ------------------------------------------------------------------------------------------------ tracks

/// 15.0, 15.7 (L1687, L1731): Allied War in Europe events move the marker up, Japanese ones down, never
/// beyond +3 or −7 (5.34, L415: a political event moves its track's marker as the card says).
fn war_in_europe_events() {
    let allied = [(14, 1), (41, 1), (42, 1), (47, 1), (84, 1), (66, 2)];
    for (c, n) in allied {
        let mut s = fresh();
        play(&mut s, A, c, &[]);
        assert_eq!(s.tracks.wie, n, "Allied {c}");
    }
    for c in [51, 52, 53, 54, 55] {
        let mut s = fresh();
        play(&mut s, J, c, &[]);
        assert_eq!(s.tracks.wie, -1, "Japanese {c}");
    }
    let mut s = fresh();
    s.tracks.wie = 3;
    play(&mut s, A, 66, &[]);
    assert_eq!(s.tracks.wie, 3);
    s.tracks.wie = -7;
    play(&mut s, J, 51, &[]);
    assert_eq!(s.tracks.wie, -7);
    cover(A, &[14, 41, 42, 47, 84, 66]);
    cover(J, &[51, 52, 53, 54, 55]);
}

/// 16.4 (L1787, L1985): the Political Will events; PW stays within its track; the yearly scenarios make
/// them OC only (17.26, 17.37, 17.47). 5.34 (L415): a political event moves its track's marker.
fn political_will_events() {
    let mut s = fresh();
    s.tracks.pw = 5;
    play(&mut s, A, 6, &[]);
    assert_eq!(s.tracks.pw, 6);
    assert!(s.cards(A).in_effect.contains(&6));
    assert_eq!(events::persistent(&s, J, keys::HOME_AIR_GARRISON), 1, "Doolittle's marker");
    play(&mut s, J, 60, &[]);
    assert_eq!(s.tracks.pw, 5);
    play(&mut s, A, 3, &[]);
    assert_eq!(s.tracks.pw, 6);
    // Bataan Death March once the Philippines have surrendered.
    assert!(!events::can_play_event(&s, A, 1));
    assert!(events::immediate(&mut s, A, 1).is_err());
    s.tracks.surrendered.push(Nation::Philippines);
    assert!(events::can_play_event(&s, A, 1));
    play(&mut s, A, 1, &[]);
    assert_eq!(s.tracks.pw, 7);
    // Tojo: a Political Will event while he is Prime Minister (to turn 8).
    s.tracks.turn = 8;
    play(&mut s, J, 61, &[]);
    assert_eq!(s.tracks.pw, 6);
    s.tracks.turn = 9;
    assert!(!events::can_play_event(&s, J, 61));
    s.tracks.turn = 5;
    s.tracks.pw = 0;
    play(&mut s, J, 60, &[]);
    assert_eq!(s.tracks.pw, 0, "never below Negotiations");
    // The yearly scenarios: OC only.
    s.scenario = "s1943".into();
    for (side, c) in [(A, 1), (A, 6), (J, 60)] {
        assert!(!events::can_play_event(&s, side, c), "{side:?} {c}");
    }
    s.scenario = "short_campaign".into();
    assert!(events::can_play_event(&s, J, 60));
    cover(A, &[1, 3, 6]);
    cover(J, &[60, 61]);
}

/// 16.44A (L1787, L1849-L1851, L2950-L2952): Operation Z: US Political Will +8; the carriers move
/// together, Allied units at sea may not be attacked, the US units defend at half strength.
fn operation_z() {
    let mut s = fresh();
    s.tracks.turn = 1;
    for k in ["jp-cv-akagi", "jp-cv-soryu", "jp-cv-shokaku", "jp-bb-hiei"] {
        put(&mut s, k, "3705");
    }
    assert!(events::can_play_event(&s, J, 1), "no HQ needed");
    let a = events::activation(&s, J, 1).unwrap();
    assert!(a.no_hq && a.surprise);
    assert_eq!(a.count(0), 4);
    let fx = events::offensive_effects(&s, J, 1);
    for k in [keys::NAVAL_TOGETHER, keys::NO_ATTACK_AT_SEA, keys::HALVE_ENEMY_DEFENCE, "activate_only:naval"] {
        assert!(events::flag(&fx, J, k), "{k}");
    }
    play(&mut s, J, 1, &[]);
    assert_eq!(s.tracks.pw, 8);
    cover(J, &[1]);
}

/// 17.11 (L1853-L1857, L2956): IAI: every Japanese HQ, 26 activations, no Allied air ZOI (the effect
/// names the side that loses it), Allied air may join any battle in range, escorted landings at Manila and
/// Singapore, landings within 5 sea hexes of a Japanese port.
fn iai_conquest_of_south_east_asia() {
    let mut s = fresh();
    let south = put(&mut s, "jp-south-hq", "2212");
    let seas = put(&mut s, "jp-south-seas-hq", "4017");
    let a = events::activation(&s, J, 2).unwrap();
    assert!(a.all_hqs && a.surprise);
    assert_eq!(a.count(1), 26);
    assert!(events::hq_may_activate(&s, J, 2, south) && events::hq_may_activate(&s, J, 2, seas));
    let fx = events::offensive_effects(&s, J, 2);
    assert!(events::flag(&fx, A, keys::NO_ZOI));
    assert!(!events::flag(&fx, J, keys::NO_ZOI));
    assert_eq!(events::modifier(&fx, A, keys::AIR_AUTO_JOIN, |_| false), 1);
    assert!(events::flag(&fx, J, "escorted_landing:2813") && events::flag(&fx, J, "escorted_landing:2015"));
    assert_eq!(events::modifier(&fx, J, keys::LANDING_RANGE, |_| false), 5);
    assert!(events::flag(&fx, J, keys::LIMITED_REACTION));
    cover(J, &[2]);
}

/// 13.62 (L1523): India events move the marker towards Revolts but never beyond it, never into surrender.
fn india_events() {
    let mut s = fresh();
    let start = s.tracks.india;
    play(&mut s, J, 15, &[]);
    assert_eq!(s.tracks.india, start + 1);
    play(&mut s, J, 39, &[]);
    assert_eq!(s.tracks.india, start + 2);
    for _ in 0..INDIA_REVOLTS {
        play(&mut s, J, 63, &[]);
    }
    play(&mut s, J, 82, &[]);
    assert_eq!(s.tracks.india, INDIA_REVOLTS);
    play(&mut s, J, 15, &[]);
    assert_eq!(s.tracks.india, INDIA_REVOLTS, "never beyond Revolts");
    assert!(!s.tracks.surrendered.contains(&Nation::India), "never into surrender");
    cover(J, &[15, 39, 63, 82]);
}

/// 13.72 (L1548): China events; towards Stable Front they stop in Unstable Front unless the event says
/// so (the Allied China Offensive cards do).
fn china_track_events() {
    let mut s = fresh();
    s.tracks.china = 1;
    play(&mut s, A, 39, &[]);
    assert_eq!(s.tracks.china, 1, "Ramgarh stops in Unstable Front");
    play(&mut s, A, 49, &[]);
    assert_eq!(s.tracks.china, 1);
    for c in [81, 82, 83] {
        let mut s = fresh();
        s.tracks.china = 1;
        play(&mut s, A, c, &[]);
        assert_eq!(s.tracks.china, CHINA_STABLE, "Allied {c} enters Stable Front");
    }
    let mut s = fresh();
    s.tracks.china = 2;
    play(&mut s, A, 77, &[]);
    assert_eq!(s.tracks.china, 1);
    play(&mut s, J, 41, &[]);
    assert_eq!(s.tracks.china, 2);
    cover(A, &[39, 49, 81, 82, 83, 77]);
    cover(J, &[41]);
}

/// 13.72A: the EC China offensives (China Operation, Ichi-Go): the roll (+ Allied air in China + the
/// event's modifier) at or under divisions − Burma Road support moves the marker towards Collapse.
fn china_offensive_events() {
    let mut s = fresh();
    s.tracks.china_divisions = 7;
    s.tracks.burma_road = BurmaRoad::Closed; // no Hump: support 0
    s.chance.script.dice = vec![7];
    play(&mut s, J, 6, &[]);
    assert_eq!(s.tracks.china, 1, "7 <= 7");
    s.chance.script.dice = vec![8];
    play(&mut s, J, 6, &[]);
    assert_eq!(s.tracks.china, 1, "8 > 7, no Allied air: no move");
    // Ichi-Go: -2.
    s.chance.script.dice = vec![9];
    play(&mut s, J, 42, &[]);
    assert_eq!(s.tracks.china, 2, "9 - 2 <= 7");
    // Changsha: -1.
    s.chance.script.dice = vec![8];
    play(&mut s, J, 79, &[]);
    assert_eq!(s.tracks.china, 3, "8 - 1 <= 7");
    // Allied air in the China box: +1; a failure then pushes towards Stable Front.
    let air = u(&s, "us-14af");
    s.place(air, Loc::Box(BoxKey::China), false);
    s.chance.script.dice = vec![7];
    play(&mut s, J, 6, &[]);
    assert_eq!(s.tracks.china, 2, "7 + 1 > 7 with Allied air: back one");
    assert!(ids(&s).contains(&"eots.event.china_offensive".to_string()));
    cover(J, &[6, 42, 79]);
}

/// 14.0: Inter-Service Rivalry events.
fn rivalry_events() {
    let mut s = fresh();
    play(&mut s, A, 43, &[]);
    assert!(s.tracks.isr[0]);
    play(&mut s, J, 33, &[]);
    assert!(!s.tracks.isr[0]);
    deck(&mut s, J, &[60]);
    play(&mut s, J, 34, &[]);
    assert!(s.tracks.isr[1]);
    play(&mut s, A, 2, &[]);
    assert!(!s.tracks.isr[1]);
    s.tracks.isr[1] = true;
    play(&mut s, A, 52, &[]);
    assert!(!s.tracks.isr[1]);
    cover(A, &[43, 2, 52]);
    cover(J, &[33, 34]);
}

/// 5.37 (L431): Tojo Resigns from turn 9; Soviets Invade Manchuria on turn 12.
fn special_events() {
    let mut s = fresh();
    s.tracks.turn = 8;
    s.tracks.pw = 6;
    assert!(!events::can_play_event(&s, J, 43), "drawn early: OC only");
    s.tracks.turn = 9;
    assert!(events::can_play_event(&s, J, 43));
    play(&mut s, J, 43, &[]);
    assert!(!s.tracks.pm_tojo);

    let mut s = fresh();
    s.tracks.turn = 11;
    put(&mut s, "jp-1-ad", "3303");
    assert!(!events::can_play_event(&s, A, 79));
    s.tracks.turn = 12;
    for hx in builtin_data().data.map.in_region("manchukuo") {
        s.set_control(hx, J);
    }
    play(&mut s, A, 79, &[]);
    assert!(builtin_data().data.map.in_region("manchukuo").iter().all(|&x| s.controller(x) == Some(A)));
    assert_eq!(loc(&s, "jp-1-ad"), Loc::Removed);
    cover(J, &[43]);
    cover(A, &[79]);
}

// ------------------------------------------------------------------------------------------------ markers

fn lasting_markers() {
    let mut s = fresh();
    play(&mut s, A, 17, &[]);
    assert!(s.tracks.hump);
    play(&mut s, J, 18, &[]);
    assert!(s.tracks.kwai);
    play(&mut s, J, 50, &[]);
    assert!(events::interceptors(&s));
    events::expire(&mut s, J, 50);
    assert!(!events::interceptors(&s));
    // Card 31: the lasting Japanese ground modifier (L1192, L2341).
    play(&mut s, J, 31, &[]);
    assert_eq!(s.tracks.ground_drm, [1, 0]);
    assert_eq!(events::persistent(&s, J, keys::GROUND_DRM), 1);
    // The cured US torpedo and the Panama Canal raid.
    play(&mut s, A, 69, &[]);
    assert_eq!(events::persistent(&s, A, keys::SUBMARINE_DRM), -1);
    play(&mut s, J, 71, &[]);
    assert_eq!(events::persistent(&s, J, keys::NAVAL_REINFORCEMENTS_DELAYED), 1);
    events::expire(&mut s, J, 71);
    assert_eq!(events::persistent(&s, J, keys::NAVAL_REINFORCEMENTS_DELAYED), 0);
    cover(A, &[17, 69]);
    cover(J, &[18, 50, 31, 71]);
}

/// 12.22 (L1411): each escort event +2, the level at most +4.
fn escort_events_l1411() {
    let mut s = fresh();
    for c in [37, 38] {
        assert!(events::activation(&s, J, c).is_none(), "a resource event, no offensive");
        assert!(events::can_play_event(&s, J, c));
    }
    play(&mut s, J, 37, &[]);
    assert_eq!(s.tracks.escorts, 2);
    play(&mut s, J, 38, &[]);
    assert_eq!(s.tracks.escorts, 4);
    play(&mut s, J, 37, &[]);
    assert_eq!(s.tracks.escorts, 4);
    cover(J, &[37, 38]);
}

// ------------------------------------------------------------------------------------------------ resources

fn asp_events_l1309() {
    let mut s = fresh();
    s.tracks.asp = [7, 4];
    play(&mut s, A, 72, &[]);
    assert_eq!(s.tracks.asp[1], 5, "Edwin Booz: permanent");
    play(&mut s, A, 9, &[]);
    play(&mut s, A, 18, &[]);
    assert_eq!(s.tracks.asp[1], 7, "Liberty Ships, Casablanca: permanent");
    play(&mut s, A, 73, &[]);
    assert_eq!(s.tracks.asp_temporary[1], 2, "Trident: this turn");
    play(&mut s, A, 80, &[]);
    assert_eq!(s.tracks.asp_temporary[1], 4, "Seabees: this turn");
    // Olympic and Coronet: from turn 11.
    assert!(!events::can_play_event(&s, A, 74));
    s.tracks.turn = 11;
    play(&mut s, A, 74, &[]);
    assert_eq!(s.tracks.asp_temporary[1], 7);
    assert_eq!(s.asp_left(A), 14);
    // Japanese shipping: this turn only.
    deck(&mut s, J, &[1, 2]);
    play(&mut s, J, 66, &[]);
    play(&mut s, J, 67, &[]);
    play(&mut s, J, 70, &[]);
    assert_eq!(s.tracks.asp_temporary[0], 5);
    assert_eq!(s.tracks.asp[0], 7);
    cover(A, &[72, 9, 18, 73, 80, 74]);
    cover(J, &[66, 67, 70]);
}

fn replacement_events() {
    let mut s = fresh();
    play(&mut s, J, 30, &[]);
    play(&mut s, J, 72, &[]);
    assert_eq!(s.tracks.air_rp[0], 5);
    play(&mut s, J, 68, &[]);
    play(&mut s, J, 77, &[]);
    assert_eq!(s.tracks.naval_rp[0], 3);
    play(&mut s, J, 80, &[]);
    assert_eq!(s.tracks.ground_rp[0], 2);
    // The Navy Yard: a reduced US carrier back to full strength.
    let ent = put(&mut s, "us-cv-enterprise", "5808");
    s.place(ent, Loc::Hex(h("5808")), true);
    put(&mut s, "us-cv-lexington", "5808");
    play(&mut s, A, 15, &[]);
    assert!(!s.unit(ent).reduced);
    assert!(ids(&s).contains(&"eots.event.restore".to_string()));
    cover(J, &[30, 72, 68, 77, 80]);
    cover(A, &[15]);
}

/// 5.33, 5.31C: event reinforcements, each placed as its row says (L366, L2717, L2796, L2813, L2894).
fn reinforcement_events() {
    // Slim's Burma Offensive brings the 7th Armoured Brigade to the SEAC HQ (L366).
    let mut s = fresh();
    put(&mut s, "cw-seac-hq", "1805");
    assert!(events::can_play_event(&s, A, 70));
    play(&mut s, A, 70, &[]);
    assert_eq!(loc(&s, "cw-7-armd-bde"), Loc::Hex(h("1805")));
    assert_eq!(events::activation(&s, A, 70).unwrap().logistics, Some(5));
    // The China Air Task Force: the 14th AF enters the China box.
    play(&mut s, A, 51, &[]);
    assert_eq!(loc(&s, "us-14af"), Loc::Box(BoxKey::China));
    // Arcadia: the ABDA HQ at a Java port the Allies hold.
    let mut s = fresh();
    s.set_control(h("2018"), J);
    play(&mut s, A, 4, &["Soerabaja"]);
    assert_eq!(loc(&s, "cw-abda-hq"), Loc::Hex(h("2220")));
    // Tainan air unit with a Japanese HQ at an airfield.
    let mut s = fresh();
    put(&mut s, "jp-south-hq", "2212");
    play(&mut s, J, 78, &[]);
    assert_eq!(loc(&s, "jp-tainan-air"), Loc::Hex(h("2212")));
    // With nowhere to go the unit is lost (5.33).
    let mut s = fresh();
    play(&mut s, J, 78, &[]);
    assert_eq!(loc(&s, "jp-tainan-air"), Loc::Event);
    assert!(ids(&s).contains(&"eots.event.unit_lost".to_string()));
    cover(A, &[70, 51, 4]);
    cover(J, &[78]);
}

/// Halsey replaces Ghormley; Operation Vengeance replaces the Yamamoto HQ by Ozawa's (L2751, L2922).
fn replacing_hqs() {
    let mut s = fresh();
    assert!(!events::can_play_event(&s, A, 20), "Ghormley not in play");
    put(&mut s, "us-spac-ghormley-hq", "4828");
    assert!(events::can_play_event(&s, A, 20));
    play(&mut s, A, 20, &[]);
    assert_eq!(loc(&s, "us-spac-halsey-hq"), Loc::Hex(h("4828")));
    assert_eq!(loc(&s, "us-spac-ghormley-hq"), Loc::Removed);
    let halsey = u(&s, "us-spac-halsey-hq");
    let cpac = put(&mut s, "us-cpac-hq", "5808");
    assert!(events::hq_may_activate(&s, A, 20, halsey));
    assert!(!events::hq_may_activate(&s, A, 20, cpac), "S Pac only, Halsey's HQ");
    // Weather takes it back (5.32D).
    events::cancel(&mut s, A, 20);
    assert_eq!(loc(&s, "us-spac-ghormley-hq"), Loc::Hex(h("4828")));
    assert_eq!(loc(&s, "us-spac-halsey-hq"), Loc::Event);

    let mut s = fresh();
    assert!(!events::can_play_event(&s, A, 27));
    put(&mut s, "jp-cf-yamamoto-hq", "4017");
    play(&mut s, A, 27, &[]);
    assert_eq!(loc(&s, "jp-cf-ozawa-hq"), Loc::Hex(h("4017")));
    assert_eq!(loc(&s, "jp-cf-yamamoto-hq"), Loc::Removed);
    cover(A, &[20, 27]);
}

/// MacArthur: the SW Pac HQ leaves Manila for a port of mainland Australia.
fn macarthur_moves_the_sw_pac_hq() {
    let mut s = fresh();
    put(&mut s, "us-swpac-hq", "2813");
    play(&mut s, A, 10, &["Darwin"]);
    assert_eq!(loc(&s, "us-swpac-hq"), Loc::Hex(h("3023")));
    cover(A, &[10]);
}

/// Operation KE: Japanese ground units leave islands for friendly ports within 10 hexes.
fn operation_ke_evacuates() {
    let mut s = fresh();
    put(&mut s, "jp-ss-bde", "4423");
    put(&mut s, "jp-south-seas-hq", "4021");
    let p = events::immediate(&mut s, J, 35).unwrap();
    let c = events::choices(&s, &p[0]);
    assert!(c.iter().any(|c| c.label.contains("to 4021")), "{c:?}");
    assert_eq!(c.last().unwrap().label, "done");
    let i = c.iter().position(|c| c.label.contains("to 4021")).unwrap();
    let p = events::choose(&mut s, &p[0], i).unwrap();
    assert_eq!(loc(&s, "jp-ss-bde"), Loc::Hex(h("4021")));
    // Rabaul is an island too: the player stops.
    let c = events::choices(&s, &p[0]);
    let done = c.len() - 1;
    assert!(events::choose(&mut s, &p[0], done).unwrap().is_empty());
    cover(J, &[35]);
}

// ------------------------------------------------------------------------------------------------ cards

/// 5.35 (L421): draws only as events, at most 3 a player per Offensives Phase; drawn cards cannot be used
/// in the offensive under way.
fn card_draw_cap() {
    let mut s = fresh();
    deck(&mut s, J, &[1, 2, 3, 4, 5]);
    for c in [34, 67, 70, 34] {
        *s.offensive = Some(offensive(A, 21, &["4423"]));
        assert!(events::can_play_event(&s, J, c));
        play(&mut s, J, c, &[]);
    }
    assert_eq!(s.cards(J).hand.len(), 3, "the fourth draw is ignored");
    assert_eq!(s.cards(J).drawn_in_offensive.len(), 3);
    assert!(ids(&s).contains(&"eots.event.draw_max".to_string()));
    events::offensive_over(&mut s);
    assert!(s.cards(J).drawn_in_offensive.is_empty());
    cover(J, &[34, 67, 70]);
}

/// 12.33 (L1434): the B29 events cut the Japanese hand at random, with a B29 in play.
fn b29_events_l1434() {
    let mut s = fresh();
    s.cards_mut(J).hand = vec![10, 20, 30];
    assert!(!events::can_play_event(&s, A, 60));
    let b = u(&s, "us-20bc");
    s.place(b, Loc::Box(BoxKey::China), false);
    assert!(events::can_play_event(&s, A, 60));
    play(&mut s, A, 60, &[]);
    assert_eq!(s.cards(J).hand.len(), 2);
    assert_eq!(s.cards(J).discard.len(), 1);
    put(&mut s, "us-21bc", "3813");
    play(&mut s, A, 67, &[]);
    assert!(s.cards(J).hand.is_empty());
    assert_eq!(s.cards(J).discard.len(), 3);
    cover(A, &[60, 67]);
}

// ------------------------------------------------------------------------------------------------ reactions

fn intelligence_reactions() {
    let mut s = fresh();
    *s.offensive = Some(offensive(J, 10, &["5108"]));
    for (c, want) in [(8, Intel::Intercept), (59, Intel::Intercept), (26, Intel::Ambush), (11, Intel::Ambush)] {
        let r = events::reaction(&s, A, c).unwrap();
        assert_eq!(r.intel, Some(want), "Allied {c}");
        assert_eq!(r.window, Window::Intelligence);
        assert!(events::can_play_event(&s, A, c));
    }
    // Rochefort (L1109): a modified 9 or more is critical.
    let r = events::reaction(&s, A, 11).unwrap();
    assert!(events::flag(&r.effects, A, keys::CRITICAL_MODIFIED_9));
    assert!(!events::flag(&events::reaction(&s, A, 26).unwrap().effects, A, keys::CRITICAL_MODIFIED_9));
    let mut s = fresh();
    *s.offensive = Some(offensive(A, 21, &["4423"]));
    for c in [13, 49, 84] {
        assert_eq!(events::reaction(&s, J, c).unwrap().intel, Some(Intel::Intercept));
    }
    cover(A, &[8, 59, 26, 11]);
    cover(J, &[13, 49, 84]);
}

fn counteroffensive_reactions() {
    let mut s = fresh();
    *s.offensive = Some(offensive(J, 10, &["5108"]));
    for (c, lv) in [(12, 3), (75, 2), (76, 3)] {
        let r = events::reaction(&s, A, c).unwrap();
        assert_eq!(r.counteroffensive.unwrap_or_else(|| panic!("{c}")).logistics, Some(lv), "Allied {c}");
        assert_eq!(r.intel, Some(Intel::Intercept));
    }
    let mut s = fresh();
    *s.offensive = Some(offensive(A, 21, &["4423"]));
    for (c, lv) in [(12, 3), (17, 2), (24, 3), (45, 4), (46, 4), (74, 2), (85, 2), (86, 2)] {
        let r = events::reaction(&s, J, c).unwrap();
        let co = r.counteroffensive.unwrap_or_else(|| panic!("{c}"));
        assert_eq!(co.logistics, Some(lv), "Japanese {c}");
        assert_eq!(r.intel.is_some(), c != 46, "Japanese {c}");
    }
    // Savo Island (L189): only non-carrier naval units; Ambush.
    let r = events::reaction(&s, J, 17).unwrap();
    assert_eq!(r.intel, Some(Intel::Ambush));
    assert!(events::flag(&r.effects, J, "activate_only:non_carrier_naval"));
    assert!(events::flag(&events::reaction(&s, J, 85).unwrap().effects, J, "activate_only:non_carrier_naval"));
    cover(A, &[12, 75, 76]);
    cover(J, &[12, 17, 24, 45, 46, 74, 85, 86]);
}

/// 5.32D (L398): Weather cancels the offensive; the event's reinforcements go; the cancelled card is
/// discarded, not removed; every Weather card is removed.
fn weather_l398() {
    let mut s = fresh();
    put(&mut s, "cw-seac-hq", "1805");
    play(&mut s, A, 70, &[]);
    assert!(loc(&s, "cw-7-armd-bde").in_play());
    *s.offensive = Some(offensive(A, 70, &[]));
    for c in [19, 22, 64] {
        let r = events::reaction(&s, J, c).unwrap();
        assert!(r.cancels);
        assert_eq!(r.window, Window::Weather);
        assert!(events::can_play_event(&s, J, c), "whether or not there is a battle hex");
        assert!(events::removed_after_event(&s, J, c, false));
    }
    events::cancel(&mut s, A, 70);
    assert_eq!(loc(&s, "cw-7-armd-bde"), Loc::Event);
    assert!(!events::removed_after_event(&s, A, 70, true), "discarded, not removed");
    assert!(!events::removed_after_event(&s, A, 70, false), "Slim's card is not removed after its event");
    // The Allied weather card against a Japanese offensive.
    let mut s = fresh();
    *s.offensive = Some(offensive(J, 4, &[]));
    let r = events::reaction(&s, A, 78).unwrap();
    assert!(r.cancels && events::removed_after_event(&s, A, 78, false));
    cover(J, &[19, 22, 64]);
    cover(A, &[78]);
}

/// 5.32B (L382, L390): attack reactions pick an enemy naval unit in a battle hex; the card's roll decides.
fn attack_reactions() {
    let cases: [(Side, u8, u8); 10] = [
        (A, 24, 6),
        (A, 30, 7),
        (A, 31, 5),
        (A, 71, 5),
        (J, 27, 4),
        (J, 75, 4),
        (J, 69, 4),
        (J, 56, 6),
        (J, 57, 5),
        (J, 58, 5),
    ];
    for (side, c, max) in cases {
        let foe = if side == A { J } else { A };
        let (ship, hex) = match (side, c) {
            (A, _) => ("jp-bb-kongo", "2112"),
            (_, 58) => ("us-ca-northampton", "4423"),
            _ => ("us-cv-enterprise", "4423"),
        };
        let mut s = fresh();
        s.tracks.turn = 11;
        put(&mut s, ship, hex);
        *s.offensive = Some(offensive(foe, 20, &[hex]));
        let r = events::reaction(&s, side, c).unwrap();
        assert_eq!(r.window, Window::Attack);
        assert_eq!(r.attack.unwrap().roll, Some(max), "{side:?} {c}");
        assert!(events::can_play_event(&s, side, c), "{side:?} {c}");
        s.chance.script.dice = vec![max];
        play(&mut s, side, c, &[]);
        assert!(s.unit(u(&s, ship)).reduced, "{side:?} {c}: a roll of {max} hits");
        let mut s2 = fresh();
        s2.tracks.turn = 11;
        put(&mut s2, ship, hex);
        *s2.offensive = Some(offensive(foe, 20, &[hex]));
        s2.chance.script.dice = vec![max + 1];
        play(&mut s2, side, c, &[]);
        assert!(!s2.unit(u(&s2, ship)).reduced, "{side:?} {c}: {} misses", max + 1);
    }
    // Kamikaze from turn 10 (October 1944), the massed Kikusui attacks from turn 11.
    let mut s = fresh();
    s.tracks.turn = 9;
    *s.offensive = Some(offensive(A, 20, &["4423"]));
    for c in [56, 57] {
        assert!(!events::can_play_event(&s, J, c), "{c}");
    }
    s.tracks.turn = 10;
    assert!(events::can_play_event(&s, J, 56));
    assert!(!events::can_play_event(&s, J, 57));
    cover(A, &[24, 30, 31, 71]);
    cover(J, &[27, 75, 69, 56, 57, 58]);
}

/// Personalities (5.32E, L402): Wingate and Gandhi, against an offensive in Burma or India; the
/// reconstructed generals where they fought.
fn personality_reactions() {
    let mut s = fresh();
    *s.offensive = Some(offensive(J, 14, &["2105"]));
    assert!(events::can_play_event(&s, A, 22));
    s.set_control(h("2106"), J);
    play(&mut s, A, 22, &["Myitkyina"]);
    assert_eq!(loc(&s, "cw-77-bde"), Loc::Hex(h("2305")));
    *s.offensive = Some(offensive(J, 14, &["4423"]));
    assert!(!events::can_play_event(&s, A, 22), "no battle in Burma");

    let india = builtin_data().data.map.in_region("north_india")[0];
    let mut s = fresh();
    *s.offensive = Some(offensive(A, 70, &[india.to_string().as_str()]));
    assert!(events::can_play_event(&s, J, 62));
    assert_eq!(events::modifier(&events::reaction(&s, J, 62).unwrap().effects, A, keys::GROUND_DRM, |_| false), -1);
    *s.offensive = Some(offensive(A, 70, &["4423"]));
    assert!(!events::can_play_event(&s, J, 62), "no battle in India");
    // Kuribayashi in the Bonins and Ryukyus, Yamashita in Malaya and the Philippines.
    let mut s = fresh();
    *s.offensive = Some(offensive(A, 61, &["3709"]));
    assert!(events::can_play_event(&s, J, 81));
    assert!(!events::can_play_event(&s, J, 83));
    assert_eq!(events::modifier(&events::reaction(&s, J, 81).unwrap().effects, J, keys::GROUND_DRM, |_| false), 1);
    *s.offensive = Some(offensive(A, 58, &["2813"]));
    assert!(events::can_play_event(&s, J, 83));
    cover(A, &[22]);
    cover(J, &[62, 81, 83]);
}

// ------------------------------------------------------------------------------------------------ offensives

/// Military events with activation terms and nothing more: the card's logistics value and HQs
/// (cards.tsv), Surprise, and an HQ of the right family on the map (5.31A).
fn plain_offensives() {
    let d = &builtin_data().data;
    let hq_of = |fam: &str, side: Side| -> (&'static str, &'static str) {
        match (side, fam) {
            (A, "seac") | (A, "cw") => ("cw-seac-hq", "1805"),
            (A, "swpac") => ("us-swpac-hq", "3727"),
            (A, "spac") => ("us-spac-ghormley-hq", "4828"),
            (A, "anzac") => ("cw-anzac-hq", "3626"),
            (A, "cpac") => ("us-cpac-hq", "5808"),
            (A, _) => ("us-cpac-hq", "5808"),
            (J, "south_seas") => ("jp-south-seas-hq", "4017"),
            (J, "cf") => ("jp-cf-yamamoto-hq", "3407"),
            (J, _) => ("jp-south-hq", "2212"),
        }
    };
    let mut n = 0;
    for ev in &d.events {
        if ev.effects != vec![Effect::Offensive] {
            continue;
        }
        let c = d.card(ev.side, ev.number).unwrap();
        let mut s = fresh();
        assert!(!events::can_play_event(&s, ev.side, ev.number), "{} needs an HQ on the map", c.name_en);
        let fam = c.hq.first().unwrap().clone();
        let (k, hx) = hq_of(&fam, ev.side);
        let q = put(&mut s, k, hx);
        assert!(events::can_play_event(&s, ev.side, ev.number), "{}", c.name_en);
        assert!(events::hq_may_activate(&s, ev.side, ev.number, q));
        let a = events::activation(&s, ev.side, ev.number).unwrap();
        assert_eq!(a.logistics, c.logistics);
        assert_eq!(a.surprise, c.surprise);
        assert_eq!(a.count(s.unit_data(q).efficiency.unwrap()), c.logistics.unwrap() + s.unit_data(q).efficiency.unwrap());
        let fx = events::offensive_effects(&s, ev.side, ev.number);
        assert_eq!(events::flag(&fx, ev.side, keys::SURPRISE), c.surprise);
        if fam != "any" {
            // An HQ of another family may not activate.
            let other = if ev.side == A { put(&mut s, "cw-anzac-hq", "3626") } else { put(&mut s, "jp-cf-yamamoto-hq", "3407") };
            let ok = events::families(s.unit_data(other)).iter().any(|f| c.hq.iter().any(|x| x == f));
            assert_eq!(events::hq_may_activate(&s, ev.side, ev.number, other), ok, "{}", c.name_en);
        }
        assert!(events::immediate(&mut s, ev.side, ev.number).unwrap().is_empty());
        cover(ev.side, &[ev.number]);
        n += 1;
    }
    assert!(n >= 45, "the pack has 47 plain offensive events: {n}");
}

/// Military events with a bonus of their own.
fn offensives_with_bonuses() {
    let mut s = fresh();
    put(&mut s, "us-cpac-hq", "5808");
    put(&mut s, "jp-cf-yamamoto-hq", "3407");
    put(&mut s, "jp-south-seas-hq", "4017");
    assert_eq!(events::modifier(&events::offensive_effects(&s, A, 53), A, keys::AIR_NAVAL_DRM, |_| false), 1, "Hailstone");
    for c in [5, 21, 26, 32] {
        assert_eq!(events::modifier(&events::offensive_effects(&s, J, c), J, keys::AIR_NAVAL_DRM, |_| false), 1, "Japanese {c}");
        assert!(events::can_play_event(&s, J, c), "Japanese {c}");
    }
    // Ten-Go: naval units only.
    assert!(events::flag(&events::offensive_effects(&s, J, 76), J, "activate_only:naval"));
    assert_eq!(events::activation(&s, J, 76).unwrap().logistics, Some(2));
    cover(A, &[53]);
    cover(J, &[5, 21, 26, 32, 76]);
}

// ------------------------------------------------------------------------------------------------ coverage

/// Each check is a test of its own, and `every_card_is_exercised` runs them all on one thread to see
/// that together they touch every card of both decks.
macro_rules! card_checks {
    ($($f:ident),* $(,)?) => {
        mod each {
            $( #[test] fn $f() { super::$f(); } )*
        }
        const ALL: &[fn()] = &[$($f),*];
    };
}

card_checks!(
    t03_quadrant_conference_and_us_army_navy_dispute_l372,
    t38_operation_re_and_operation_matador,
    makin_island_raid_l123,
    col_tsuji_replaces_the_other_modifiers,
    tokyo_express_l569,
    barges_and_pt_boats_l1004,
    war_in_europe_events,
    political_will_events,
    operation_z,
    iai_conquest_of_south_east_asia,
    india_events,
    china_track_events,
    china_offensive_events,
    rivalry_events,
    special_events,
    lasting_markers,
    escort_events_l1411,
    asp_events_l1309,
    replacement_events,
    reinforcement_events,
    replacing_hqs,
    macarthur_moves_the_sw_pac_hq,
    operation_ke_evacuates,
    card_draw_cap,
    b29_events_l1434,
    intelligence_reactions,
    counteroffensive_reactions,
    weather_l398,
    attack_reactions,
    personality_reactions,
    plain_offensives,
    offensives_with_bonuses,
);

#[test]
fn every_card_is_exercised() {
    for f in ALL {
        f();
    }
    let want: BTreeSet<(Side, u8)> = builtin_data().data.cards.iter().map(|c| (c.side, c.number)).collect();
    let have = COVERED.with(|c| c.borrow().clone());
    let missing: Vec<_> = want.difference(&have).collect();
    assert!(missing.is_empty(), "cards no check exercises: {missing:?}");
}
