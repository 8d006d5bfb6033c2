//! Kutuzov's position files (docs/positions.md, "Kutuzov"): every moment of a few random games is written
//! and read back to the same state and goes on the same way; a hand-written file sets up what it says and
//! plays on; a bad file is refused with its lines, never a panic.

use std::collections::BTreeMap;

use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::Kutuzov;
use engine::record::Header;
use engine::tools::positions as round_trips;
use engine::{Game, Rng};

fn header(scenario: &str, seed: u64, options: &[(&str, &str)], position: Option<&str>) -> Header {
    let options: BTreeMap<String, String> = options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    Header { game: "kutuzov".into(), rules: Kutuzov::meta().rules_version, scenario: scenario.into(), seed, options, position: position.map(str::to_string), ..Default::default() }
}

fn read(h: &Header) -> Result<State, String> {
    Kutuzov::setup(h, Kutuzov::builtin_data()).map_err(|e| e.0)
}

/// The state without its log (a position does not carry the log).
fn bare(s: &State) -> State {
    let mut s = s.clone();
    s.log = Default::default();
    s
}

fn random_games(scenario: &str, options: &[(&str, &str)], games: u64, actions: usize) -> usize {
    round_trips::random_round_trips::<Kutuzov>(&header(scenario, 1, options, None), games, actions, &bare).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn every_moment_of_random_campaign_games_reads_back_the_same_and_goes_on_the_same() {
    assert!(random_games("s1", &[], 2, 300) > 300);
}

#[test]
fn every_moment_of_random_games_of_other_scenarios_and_seat_modes_reads_back_the_same() {
    assert!(random_games("s2", &[("players", "2"), ("ask_all", "yes")], 1, 200) > 100);
    assert!(random_games("s4", &[("players", "single")], 1, 200) > 100);
}

#[test]
fn the_set_up_is_an_empty_difference() {
    let s = read(&header("s1", 0, &[], None)).unwrap();
    let text = Kutuzov::position(&s).unwrap();
    assert_eq!(text.lines().filter(|l| !l.starts_with('#') && !l.starts_with("rng ")).map(str::to_string).collect::<Vec<_>>(), [format!("rules {}", Kutuzov::meta().rules_version), "scenario s1".to_string()], "{text}");
}

const SMOLENSK: &str = include_str!("../fixtures/kutuzov/smolensk.position");

#[test]
fn a_hand_written_position_sets_up_what_it_says_and_plays_on() {
    let s = read(&Header { rules: engine::tools::positions::written_rules(SMOLENSK).unwrap(), ..header("s1", 1, &[], Some(SMOLENSK)) }).unwrap_or_else(|e| panic!("{e}"));
    let d = s.data();
    let smolensk = d.space("smolensk").unwrap() as usize;
    assert_eq!(s.leaders[d.leader("napoleon").unwrap() as usize], Place::Map(smolensk as u16));
    assert_eq!(s.sp[smolensk], [4, 0, 0, 0, 0, 0]);
    assert_eq!(s.flags[smolensk], Some(0), "an FN flag");
    assert_eq!(s.hands[0], vec![3, 17]);
    assert_eq!(s.chance.script.dice, vec![6, 5]);
    // What the file does not say is as the set-up has it (dealt with seed 0, as positions are written).
    let base = read(&header("s1", 0, &[], None)).unwrap();
    assert_eq!((s.hands[1].clone(), s.morale, s.resources[1]), (base.hands[1].clone(), base.morale, base.resources[1]));
    // It plays on: random actions to the end or 300 actions, every state within the invariants.
    let mut s = s;
    let mut rng = Rng::new(5);
    for _ in 0..300 {
        let p = Kutuzov::prompt(&s);
        let Some(seat) = p.seat else { break };
        let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
        Kutuzov::apply(&mut s, seat, &a).unwrap();
        Kutuzov::check_invariants(&s).unwrap();
    }
}

#[test]
fn bad_files_are_refused_with_their_lines() {
    let bad = "rules 14\nleader nobody vilna\nleader napoleon atlantis\nflag vilna martians\nhand fn 9999\nsp vilna 1 2\ntrack turn [\n";
    let e = read(&header("s1", 1, &[], Some(bad))).unwrap_err();
    for want in [
        "line 2: leader: no leader 'nobody'",
        "line 3: leader: 'atlantis' is no space",
        "line 4: flag: 'martians' is no Power",
        "line 5: hand: no card '9999'",
        "line 6: sp: takes a space",
        "line 7: track turn: '[' does not parse as JSON",
    ] {
        assert!(e.contains(want), "{want:?} not in {e}");
    }
    let e = read(&header("s1", 1, &[], Some("rules 2\n"))).unwrap_err();
    assert!(e.contains("line 1: this position is written under rules version 2 of Kutuzov"), "{e}");
    let e = read(&header("s1", 1, &[], Some("step {\"Nope\":1}\n"))).unwrap_err();
    assert!(e.contains("line 1: steps: unknown variant `Nope`"), "{e}");
    let e = read(&header("s1", 1, &[], Some("track sieged [5000]\n"))).unwrap_err();
    assert!(e.contains("line 1: sieged.0: space 5000 is out of range"), "{e}");
    let e = read(&header("s1", 1, &[], Some("track marker 7\n"))).unwrap_err();
    assert!(e.contains("line 1: marker: Power 7 is not one of the four"), "{e}");
}
