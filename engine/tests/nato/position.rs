//! NATO's position files (docs/positions.md, "NATO"): every moment of a few random games is written and
//! read back to the same state and goes on the same way; a hand-written file sets up what it says and
//! plays on; a bad file is refused with its lines, never a panic.

use engine::games::nato::data::{parse_hex, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{Loc, State};
use engine::record::Header;
use engine::tools::positions as round_trips;
use engine::{Game, Rng};

fn header(scenario: &str, seed: u64, year: Option<&str>, position: Option<&str>) -> Header {
    let options = year.map(|y| [("year".to_string(), y.to_string())].into_iter().collect()).unwrap_or_default();
    Header { game: "nato".into(), rules: Nato::meta().rules_version, scenario: scenario.into(), seed, options, position: position.map(str::to_string), ..Default::default() }
}

fn read(h: &Header) -> Result<State, String> {
    Nato::setup(h, Nato::builtin_data()).map_err(|e| e.0)
}

/// The state without its log (a position does not carry the log).
fn bare(s: &State) -> State {
    let mut s = s.clone();
    s.log = Default::default();
    s
}

fn random_games(scenario: &str, year: Option<&str>, games: u64, actions: usize) -> usize {
    round_trips::random_round_trips::<Nato>(&header(scenario, 1, year, None), games, actions, &bare).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_moment_of_random_baltic_gate_games_reads_back_the_same_and_goes_on_the_same() {
    assert!(random_games("baltic_gate", None, 2, 300) > 400);
}

#[test]
fn every_moment_of_a_random_long_fortnight_game_of_1988_reads_back_the_same() {
    assert!(random_games("long_fortnight", Some("1988"), 1, 250) > 200);
}

#[test]
fn the_set_up_is_an_empty_difference() {
    let s = read(&header("baltic_gate", 0, None, None)).unwrap();
    let text = Nato::position(&s).unwrap();
    assert_eq!(text.lines().filter(|l| !l.starts_with('#') && !l.starts_with("rng ")).map(str::to_string).collect::<Vec<_>>(), [format!("rules {}", Nato::meta().rules_version), "scenario baltic_gate".to_string()], "{text}");
}

const BALTIC_GATE: &str = include_str!("../fixtures/nato/baltic-gate.position");

fn unit(s: &State, key: &str) -> usize {
    s.data().unit(key).unwrap_or_else(|| panic!("no unit {key}"))
}

fn hex(id: &str) -> u16 {
    parse_hex(id).unwrap_or_else(|| panic!("no hex {id}"))
}

#[test]
fn a_hand_written_position_sets_up_what_it_says_and_plays_on() {
    let s = read(&Header { rules: engine::tools::positions::written_rules(BALTIC_GATE).unwrap(), ..header("baltic_gate", 1, None, Some(BALTIC_GATE)) }).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.turn, 2);
    let u = unit(&s, "gdr-9");
    assert_eq!((s.units[u].loc, s.units[u].steps), (Loc::Hex(hex("2410")), 1));
    assert!(s.units[unit(&s, "wg-16-83")].disrupted);
    assert_eq!(s.units[unit(&s, "dk-t1")].loc, Loc::Dead);
    assert!(s.conquests.iter().any(|c| c.hex == hex("1318") && c.by == Side::Wp), "{:?}", s.conquests);
    assert_eq!(s.chance.script.dice, vec![4, 2]);
    // What the file does not say is as the set-up has it.
    let base = read(&header("baltic_gate", 0, None, None)).unwrap();
    let other = unit(&s, "pl-2-md");
    assert_eq!(s.units[other], base.units[other]);
    assert_eq!((s.vp, s.supply_points, s.player), (base.vp, base.supply_points, base.player));
    // It plays on: random actions to the end or 400 actions, every state within the invariants.
    let mut s = s;
    let mut rng = Rng::new(5);
    for _ in 0..400 {
        let p = Nato::prompt(&s);
        let Some(seat) = p.seat else { break };
        let a = { let o = super::common::ordinary(&p); o[rng.below(o.len() as u32) as usize].clone() };
        Nato::apply(&mut s, seat, &a).unwrap();
        Nato::check_invariants(&s).unwrap();
    }
    assert!(s.turn > 2, "the game went on");
}

#[test]
fn bad_files_are_refused_with_their_lines() {
    let bad = "rules 12\nunit no-such-unit 2410\nunit gdr-9 9999\ncontrol 2410 martians\ntrack vp [\nstep {\"Nope\":1}\n";
    let e = read(&header("baltic_gate", 1, None, Some(bad))).unwrap_err();
    for want in ["line 2: no unit 'no-such-unit'", "line 3: unit gdr-9: '9999' is no hex of the map", "line 4: 'martians' is no side", "line 5: track vp: '[' does not parse as JSON"] {
        assert!(e.contains(want), "{want:?} not in {e}");
    }
    let e = read(&header("baltic_gate", 1, None, Some("rules 3\n"))).unwrap_err();
    assert!(e.contains("line 1: this position is written under rules version 3 of NATO"), "{e}");
    let e = read(&header("baltic_gate", 1, None, Some("step {\"Nope\":1}\n"))).unwrap_err();
    assert!(e.contains("line 1: steps: unknown variant `Nope`"), "{e}");
    let e = read(&header("baltic_gate", 1, None, Some("step {\"Move\":{\"side\":\"wp\",\"unit\":9999,\"reserve\":false}}\n"))).unwrap_err();
    assert!(e.contains("line 1: steps.0.Move.unit: unit 9999 is out of range"), "{e}");
    let e = read(&header("baltic_gate", 1, None, Some("track contacts [60000]\n"))).unwrap_err();
    assert!(e.contains("line 1: contacts.0: hex 60000 is off the map"), "{e}");
    let e = read(&header("baltic_gate", 1, None, Some("control 2410 wp\n"))).unwrap_err();
    assert!(e.contains("line 1: '2410' is no city hex"), "{e}");
}
