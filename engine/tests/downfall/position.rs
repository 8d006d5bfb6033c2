//! Downfall's position files (docs/positions.md, "Downfall"): every moment of a few random games is
//! written and read back to the same state and goes on the same way; a hand-written file sets up what it
//! says and plays on; a bad file is refused with its lines, never a panic.

use std::collections::BTreeMap;

use engine::games::downfall::data::Ideology;
use engine::games::downfall::state::{Loc, State};
use engine::games::downfall::Downfall;
use engine::record::Header;
use engine::tools::positions as round_trips;
use engine::{Game, Rng};

use super::common::{hex, unit};

fn header(scenario: &str, seed: u64, options: &[(&str, &str)], position: Option<&str>) -> Header {
    let options: BTreeMap<String, String> = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Header { game: "downfall".into(), rules: Downfall::meta().rules_version, scenario: scenario.into(), seed, options, position: position.map(str::to_string), ..Default::default() }
}

fn read(h: &Header) -> Result<State, String> {
    Downfall::setup(h, Downfall::builtin_data()).map_err(|e| e.0)
}

/// The state without its log (a position does not carry the log).
fn bare(s: &State) -> State {
    let mut s = s.clone();
    s.log = Default::default();
    s
}

/// Random games, the position checked before each of their first actions.
fn random_games(scenario: &str, options: &[(&str, &str)], games: u64, actions: usize) -> usize {
    round_trips::random_round_trips::<Downfall>(&header(scenario, 1, options, None), games, actions, &bare).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_moment_of_random_campaign_games_reads_back_the_same_and_goes_on_the_same() {
    assert!(random_games("campaign", &[("action_cards", "partial")], 2, 250) > 300);
}

#[test]
fn every_moment_of_random_husky_and_overlord_games_reads_back_the_same() {
    assert!(random_games("husky", &[], 1, 200) > 100);
    assert!(random_games("overlord", &[("reconstructed_events", "on")], 1, 200) > 100);
}

#[test]
fn the_set_up_is_an_empty_difference() {
    let s = read(&header("campaign", 0, &[], None)).unwrap();
    let text = Downfall::position(&s).unwrap();
    assert!(!text.contains("unit ") && !text.contains("track ") && !text.contains("step ") && text.contains("\nrng "), "{text}");
    assert!(text.starts_with("# sandtable position: downfall\nrules 12\nscenario campaign\n"), "{text}");
}

const KURSK: &str = include_str!("../fixtures/downfall/kursk.position");

#[test]
fn a_hand_written_position_sets_up_what_it_says_and_plays_on() {
    let s = read(&Header { rules: engine::tools::positions::written_rules(KURSK).unwrap(), ..header("campaign", 1, &[], Some(KURSK)) }).unwrap_or_else(|e| panic!("{e}"));
    let u = unit(&s, "sov-1gd-tk");
    assert_eq!((s.units[u].loc.clone(), s.units[u].steps), (Loc::Hex(hex("3532")), 2));
    assert!(s.units[unit(&s, "sov-5gd-tk")].flipped);
    assert_eq!(s.units[unit(&s, "sov-6-40-60")].loc, Loc::Gone);
    assert_eq!(s.cities.get(&hex("3532")), Some(&Ideology::Soviet), "Kursk");
    // What the file does not say is as the set-up has it.
    let base = read(&header("campaign", 0, &[], None)).unwrap();
    let other = unit(&s, "okh-6a");
    assert_eq!(s.units[other], base.units[other]);
    assert_eq!((s.cup.clone(), s.sw), (base.cup.clone(), base.sw));
    assert_eq!((s.turn, s.vp), (3, -4));
    assert_eq!(s.chance.script.dice, vec![6, 1]);
    // It plays on: a random game from there to its end or 300 actions, every state within the invariants.
    let mut s = s;
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let p = Downfall::prompt(&s);
        let Some(seat) = p.seat else { break };
        let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
        Downfall::apply(&mut s, seat, &a).unwrap();
        Downfall::check_invariants(&s).unwrap();
    }
    assert!(s.chance.script.dice.is_empty(), "the scripted dice were rolled");
}

#[test]
fn bad_files_are_refused_with_their_lines() {
    let bad = "rules 12\nunit no-such-unit 2417\nunit sov-1gd-tk 9999\ncontrol 3532 martian\ntrack vp [\nstep {\"Nope\":1}\n";
    let e = read(&header("campaign", 1, &[], Some(bad))).unwrap_err();
    for want in [
        "line 2: no unit 'no-such-unit'",
        "line 3: unit sov-1gd-tk: '9999' is no hex of the map",
        "line 4: 'martian' is no ideology",
        "line 5: track vp: '[' does not parse as JSON",
    ] {
        assert!(e.contains(want), "{want:?} not in {e}");
    }
    let e = read(&header("campaign", 1, &[], Some("rules 7\n"))).unwrap_err();
    assert!(e.contains("line 1: this position is written under rules version 7 of Downfall"), "{e}");
    let e = read(&header("campaign", 1, &[], Some("step {\"Nope\":1}\n"))).unwrap_err();
    assert!(e.contains("line 1: steps: unknown variant `Nope`"), "{e}");
    let e = read(&header("campaign", 1, &[], Some("scenario barbarossa\n"))).unwrap_err();
    assert!(e.contains("line 1: Downfall has no scenario 'barbarossa'"), "{e}");
    let e = read(&header("campaign", 1, &[], Some("control 3534 soviet\nunit sov-1gd-tk area:moon\n"))).unwrap_err();
    assert!(e.contains("line 1: '3534' is no city hex") && e.contains("line 2: unit sov-1gd-tk: no land area 'moon'"), "{e}");
}
