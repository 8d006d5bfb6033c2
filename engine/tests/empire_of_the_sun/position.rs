//! Empire of the Sun's position files (docs/positions.md): every moment of random South Pacific games — between
//! card plays and inside offensives, battles, reactions, events and the strategic phase — is written and read
//! back to the same state, and goes on the same way; a hand-written file sets what it says; every problem of a
//! bad file is reported at once with its line, and no bad file panics.

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{Loc, State};
use engine::kit::hex::Hex;
use engine::record::Header;
use engine::{Game, Rng};

fn header(seed: u64, position: Option<String>) -> Header {
    Header { game: "empire-of-the-sun".into(), rules: 5, scenario: "south_pacific".into(), seed, position, ..Default::default() }
}

fn read(text: &str) -> Result<State, String> {
    EmpireOfTheSun::setup(&header(1, Some(text.to_string())), EmpireOfTheSun::builtin_data()).map_err(|e| e.0)
}

/// The parts of the state that differ between two moments (the log aside).
fn differences(a: &State, b: &State) -> Vec<&'static str> {
    let mut d = vec![];
    let mut check = |same: bool, what: &'static str| {
        if !same {
            d.push(what);
        }
    };
    check(a.units == b.units, "units");
    check(a.control == b.control, "control");
    check(a.control_at_turn_start == b.control_at_turn_start, "control at turn start");
    check(a.tracks == b.tracks, "tracks");
    check(a.cards == b.cards, "cards");
    check(a.effects == b.effects, "effects");
    check(a.steps == b.steps, "steps");
    check(a.phasing == b.phasing, "phasing");
    check(a.offensive == b.offensive, "offensive");
    check(a.chance.script.dice == b.chance.script.dice, "scripted dice");
    check(a.chance.rng() == b.chance.rng(), "generator");
    check(a.outcome == b.outcome, "outcome");
    check(same(a, b), "the whole state");
    d
}

/// The two states are equal, the log and the count of information draws (undo's boundary, which a new
/// record starts afresh) aside.
fn same(a: &State, b: &State) -> bool {
    let bare = |s: &State| {
        let mut s = s.clone();
        s.log = Default::default();
        s.chance.information = 0;
        s
    };
    bare(a) == bare(b)
}

/// The position of a moment, read back: the same state, written again the same, the same decision.
fn round_trip(s: &State, what: &str) -> State {
    let text = EmpireOfTheSun::position(s).unwrap_or_else(|| panic!("{what}: no position for a game under way"));
    let back = read(&text).unwrap_or_else(|e| panic!("{what}: {e}\n{text}"));
    let diff = differences(s, &back);
    assert!(diff.is_empty(), "{what}: {diff:?} read back differently\n{text}\nsteps {:?}\noffensive {:?}\nread {:?}\n{:?}", s.steps, s.offensive, back.steps, back.offensive);
    assert_eq!(EmpireOfTheSun::position(&back).as_deref(), Some(text.as_str()), "{what}: written twice the same");
    let (p1, p2) = (EmpireOfTheSun::prompt(s), EmpireOfTheSun::prompt(&back));
    assert_eq!((p1.seat, p1.id, &p1.args, p1.rule), (p2.seat, p2.id, &p2.args, p2.rule), "{what}: the same question");
    assert_eq!(p1.actions, p2.actions, "{what}: the same choices");
    back
}

#[test]
fn every_moment_between_card_plays_reads_back_the_same_and_goes_on_the_same() {
    let mut checked = 0;
    for seed in 0..6u64 {
        let mut s = EmpireOfTheSun::setup(&header(seed, None), EmpireOfTheSun::builtin_data()).expect("set-up");
        let mut rng = Rng::new(seed + 100);
        let mut n = 0;
        while EmpireOfTheSun::outcome(&s).is_none() && n < 5000 {
            let between = s.offensive.is_none() && matches!(s.steps.last(), Some(Step::Round(_)));
            if let Some(text) = EmpireOfTheSun::position(&s).filter(|_| between) {
                // Written in the form files had before positions could hold any moment.
                assert!(text.contains("\nround ") && !text.contains("\nstep "), "seed {seed}, action {n}: between card plays, a `round`\n{text}");
                let back = read(&text).unwrap_or_else(|e| panic!("seed {seed}, action {n}: {e}\n{text}"));
                let diff = differences(&s, &back);
                assert!(diff.is_empty(), "seed {seed}, action {n}: {diff:?} read back differently\n{text}\n{:?}\n{:?}", s.cards, back.cards);
                assert_eq!(EmpireOfTheSun::position(&back).as_deref(), Some(text.as_str()), "seed {seed}: written twice the same");
                // The game goes on from the position as from the original (same prompt, same next state).
                let (p1, p2) = (EmpireOfTheSun::prompt(&s), EmpireOfTheSun::prompt(&back));
                assert_eq!(p1.actions, p2.actions, "seed {seed}, action {n}: the same choices");
                checked += 1;
            }
            let p = EmpireOfTheSun::prompt(&s);
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &a).unwrap();
            n += 1;
        }
    }
    assert!(checked > 50, "only {checked} moments checked");
}

/// Every action of random South Pacific games: the position before it reads back to the same state, and the
/// action taken from the position read gives the state the game reached (the dice included).
#[test]
fn every_moment_of_a_game_reads_back_the_same_and_goes_on_the_same() {
    let started = std::time::Instant::now();
    let (mut checked, mut inside) = (0, 0);
    let mut tops = std::collections::BTreeSet::new();
    for seed in 10..70u64 {
        let mut s = EmpireOfTheSun::setup(&header(seed, None), EmpireOfTheSun::builtin_data()).expect("set-up");
        let mut rng = Rng::new(seed + 100);
        let mut n = 0;
        while EmpireOfTheSun::outcome(&s).is_none() && n < 5000 {
            let what = format!("seed {seed}, action {n}");
            let mut back = round_trip(&s, &what);
            checked += 1;
            if s.offensive.is_some() || !matches!(s.steps.last(), Some(Step::Round(_))) {
                inside += 1;
            }
            tops.insert(format!("{:?}", s.steps.last()).split([' ', '(', ')', '{']).nth(1).unwrap_or("").to_string());
            let p = EmpireOfTheSun::prompt(&s);
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &a).unwrap();
            EmpireOfTheSun::apply(&mut back, p.seat.unwrap(), &a).unwrap_or_else(|e| panic!("{what}: {a:?} from the position read: {}", e.0));
            let diff = differences(&s, &back);
            assert!(diff.is_empty(), "{what}: after {a:?}, {diff:?} differ between the game and the position read");
            n += 1;
        }
        if EmpireOfTheSun::outcome(&s).is_some() {
            assert_eq!(EmpireOfTheSun::position(&s), None, "seed {seed}: a finished game has no position");
        }
    }
    eprintln!("{checked} positions round-tripped ({inside} inside an offensive or outside the rounds) in {:?}; steps on top: {tops:?}", started.elapsed());
    assert!(inside > 200, "only {inside} moments inside offensives");
}

#[test]
fn a_hand_written_position_sets_what_it_says() {
    let text = "# Guadalcanal, turn 4\n\
        round allies\n\
        track turn 4\n\
        track pw 7\n\
        unit us-marine-1div 3922 reduced\n\
        control 3922 allies\n\
        hand allies a13 a15\n\
        hand japan j17\n\
        passes allies 1\n\
        dice 3 9 0\n";
    let s = read(text).expect("the position reads");
    assert_eq!(s.tracks.turn, 4);
    assert_eq!(s.tracks.pw, 7);
    let u = s.unit_id("us-marine-1div").expect("a unit");
    assert_eq!(s.unit(u).loc, Loc::Hex(Hex::parse("3922").unwrap()));
    assert!(s.unit(u).reduced);
    assert_eq!(s.controller(Hex::parse("3922").unwrap()), Some(Side::Allied));
    assert_eq!(s.cards(Side::Allied).hand, vec![13, 15]);
    assert_eq!(s.cards(Side::Japanese).hand, vec![17]);
    assert!(!s.cards(Side::Allied).deck.contains(&13), "a card in hand is not in the deck");
    assert_eq!(s.cards(Side::Allied).passes, 1);
    assert_eq!(s.chance.script.dice, vec![3, 9, 0]);
    assert_eq!(s.steps.last(), Some(&Step::Round(steps::Round { side: Side::Allied })));
    assert_eq!(EmpireOfTheSun::prompt(&s).seat, Some(1), "the Allies decide");
}

#[test]
fn every_problem_of_a_bad_file_is_reported_at_once() {
    let e = read("unit no-such-unit 3922\nunit us-marine-1div 9999\ncontrol 3922 france\nfrobnicate\ndice 12\n").unwrap_err();
    for want in ["line 1: no unit 'no-such-unit'", "line 2:", "line 3:", "line 4: unknown statement 'frobnicate'", "line 5: '12' is not a die", "round japan"] {
        assert!(e.contains(want), "{want:?} missing from: {e}");
    }
}

/// The position of the first moment of a random game whose top step `top` picks.
fn position_at(top: impl Fn(&State) -> bool) -> String {
    for seed in 10..100u64 {
        let mut s = EmpireOfTheSun::setup(&header(seed, None), EmpireOfTheSun::builtin_data()).expect("set-up");
        let mut rng = Rng::new(seed + 100);
        while EmpireOfTheSun::outcome(&s).is_none() {
            if top(&s) {
                return EmpireOfTheSun::position(&s).expect("a position");
            }
            let p = EmpireOfTheSun::prompt(&s);
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &a).unwrap();
        }
    }
    panic!("no such moment in the random games");
}

fn in_battle(s: &State) -> bool {
    matches!(s.steps.last(), Some(Step::AllocateHits(_))) && s.offensive.as_ref().is_some_and(|o| !o.active.is_empty())
}

/// The file with the first line starting with `start` changed by `f`, and that line's number.
fn edit(text: &str, start: &str, f: impl Fn(&str) -> String) -> (String, usize) {
    let n = text.lines().position(|l| l.starts_with(start)).unwrap_or_else(|| panic!("no '{start}' line in\n{text}"));
    let lines: Vec<String> = text.lines().enumerate().map(|(i, l)| if i == n { f(l) } else { l.to_string() }).collect();
    (lines.join("\n") + "\n", n + 1)
}

#[test]
fn a_moment_inside_a_battle_is_written_with_its_steps_offensive_and_fight() {
    let text = position_at(in_battle);
    for want in ["\nphasing ", "\nstep end_of_turn\n", "\nstep allocate_hits hex=", "\noffensive ", "\nactive ", "\nbattle hex=", "\nfight ", "\nmember "] {
        assert!(text.contains(want), "{want:?} missing from\n{text}");
    }
    assert!(!text.contains("\nround "), "a moment inside an offensive has steps, not a round\n{text}");
    let s = read(&text).expect("the position reads");
    assert!(matches!(s.steps.last(), Some(Step::AllocateHits(_))));
    assert!(s.offensive.as_ref().is_some_and(|o| o.fight.is_some()));
}

#[test]
fn a_truncated_step_line_is_an_error_of_its_line() {
    let text = position_at(in_battle);
    // The last field of the hit allocation cut off.
    let (bad, n) = edit(&text, "step allocate_hits", |l| l.rsplit_once(' ').unwrap().0.to_string());
    let e = read(&bad).unwrap_err();
    assert!(e.contains(&format!("line {n}: step allocate_hits: missing field")), "{e}");
    // Cut inside a field.
    let (bad, n) = edit(&text, "step allocate_hits", |l| l[..l.find("side=").unwrap() + 3].to_string());
    let e = read(&bad).unwrap_err();
    assert!(e.contains(&format!("line {n}: 'sid' is not field=value")), "{e}");
    // A step with no name.
    let (bad, n) = edit(&text, "step allocate_hits", |_| "step".into());
    assert!(read(&bad).unwrap_err().contains(&format!("line {n}: step takes a step's name")));
}

#[test]
fn an_unknown_unit_in_an_offensive_is_an_error_of_its_line() {
    let text = position_at(in_battle);
    let (bad, n) = edit(&text, "active ", |l| {
        let key = l.split("unit=").nth(1).unwrap().split(' ').next().unwrap();
        l.replace(&format!("unit={key}"), "unit=no-such-unit")
    });
    let e = read(&bad).unwrap_err();
    assert!(e.contains(&format!("line {n}: active: unit: no unit 'no-such-unit'")), "{e}");
    let (bad, n) = edit(&text, "offensive ", |l| format!("{l} must_leave=[\"nope\"]").replace(" must_leave=[]", ""));
    let e = read(&bad).unwrap_err();
    assert!(e.contains(&format!("line {n}: offensive: must_leave: no unit 'nope'")), "{e}");
    let (bad, n) = edit(&text, "member ", |l| l.replace("side=", "side=france "));
    assert!(read(&bad).unwrap_err().contains(&format!("line {n}: ")));
}

#[test]
fn a_step_whose_json_does_not_parse_is_an_error_of_its_line() {
    let text = position_at(in_battle);
    let hex = text.split("step allocate_hits hex=").nth(1).unwrap().split(' ').next().unwrap().to_string();
    let (bad, n) = edit(&text, "step allocate_hits", |_| format!("step battle hex={hex} stage={{\"second_fire\":"));
    let e = read(&bad).unwrap_err();
    assert!(e.contains(&format!("line {n}: stage: '{{\"second_fire\":' does not parse as JSON")), "{e}");
    let (bad, n) = edit(&text, "step allocate_hits", |_| format!("step battle hex={hex} stage={{\"third_fire\":1}}"));
    let e = read(&bad).unwrap_err();
    assert!(e.contains(&format!("line {n}: step battle: unknown variant `third_fire`")), "{e}");
    let (bad, n) = edit(&text, "step allocate_hits", |l| l.replace("step allocate_hits", "step allocate_everything"));
    assert!(read(&bad).unwrap_err().contains(&format!("line {n}: step allocate_everything: unknown variant")));
}

#[test]
fn steps_and_offensives_that_do_not_fit_together_are_refused() {
    let text = position_at(in_battle);
    // No offensive: every step of the offensive procedure names its line.
    let bare: String = text.lines().filter(|l| !["offensive ", "active ", "battle ", "reaction", "offensive_effect", "fight ", "member ", "loss "].iter().any(|w| l.starts_with(w))).map(|l| format!("{l}\n")).collect();
    let e = read(&bare).unwrap_err();
    assert!(e.contains("this step needs an offensive under way"), "{e}");
    // A fight elsewhere than the hits' battle.
    let (bad, _) = edit(&text, "fight ", |l| {
        let hex = l.split("hex=").nth(1).unwrap().split(' ').next().unwrap();
        l.replace(&format!("hex={hex}"), "hex=3922").replace("hex=3922", if hex == "3922" { "hex=3921" } else { "hex=3922" })
    });
    assert!(read(&bad).unwrap_err().contains("needs the battle at"));
    // A member and no fight; a second offensive; a round and steps.
    let no_fight: String = text.lines().filter(|l| !l.starts_with("fight ")).map(|l| format!("{l}\n")).collect();
    assert!(read(&no_fight).unwrap_err().contains("no `fight` line"));
    let (twice, _) = edit(&text, "offensive ", |l| format!("{l}\n{l}"));
    assert!(read(&twice).unwrap_err().contains("a second `offensive` line"));
    assert!(read(&format!("{text}round japan\n")).unwrap_err().contains("not both"));
    // An offensive in a file of the old form (between card plays).
    let old = position_at(|s| matches!(s.steps.last(), Some(Step::Round(_))) && s.offensive.is_none());
    assert!(old.contains("\nround "), "{old}");
    let off_line = text.lines().find(|l| l.starts_with("offensive ")).unwrap();
    assert!(read(&format!("{old}{off_line}\n")).unwrap_err().contains("only in a file with `step` lines"));
}

/// Every line of a position inside a battle dropped, cut short at every few characters or given a stray
/// character: the file reads or is refused, and never panics.
#[test]
fn no_damaged_position_panics() {
    let text = position_at(in_battle);
    let lines: Vec<&str> = text.lines().collect();
    let mut tried = 0;
    for i in 0..lines.len() {
        let l = lines[i];
        let mut variants = vec![String::new()];
        variants.extend((1..l.len()).step_by(7).filter(|&k| l.is_char_boundary(k)).map(|k| l[..k].to_string()));
        variants.extend((1..l.len()).step_by(11).filter(|&k| l.is_char_boundary(k)).map(|k| format!("{}]{}", &l[..k], &l[k..])));
        for v in variants {
            let mut damaged = lines.clone();
            damaged[i] = &v;
            let file = damaged.join("\n");
            let result = std::panic::catch_unwind(|| read(&file));
            assert!(result.is_ok(), "line {} damaged to {v:?} panics", i + 1);
            tried += 1;
        }
    }
    eprintln!("{tried} damaged positions read without a panic");
}
