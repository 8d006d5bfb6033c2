//! Records made under older rules replay exactly as they were played (issue 9; DESIGN.md "Records").
//!
//! `fixtures/twilight-struggle/rules-v1/` holds 40 complete games recorded under rules version 1, before
//! the rules changes of version 2 (events with unmet preconditions, Quagmire / Bear Trap without a
//! discard, NORAD), with every combination of options, and the final position each reached then.

use engine::games::twilight_struggle::{view, TwilightStruggle};
use engine::{Game, Match, Record};
use serde_json::{json, Value};


fn fixture_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/twilight-struggle/rules-v1")
}

/// The parts of a final position that the fixtures pinned (log wording may change between versions).
fn summary(m: &Match<TwilightStruggle>) -> Value {
    let v = view::view(m.state(), engine::Viewer::All);
    json!({
        "turn": v.turn, "action_round": v.action_round, "defcon": v.defcon, "vp": v.vp,
        "milops": v.milops, "space": v.space, "china": v.china, "influence": v.influence,
        "hands": v.hands, "discard": v.discard, "removed": v.removed, "effects": v.effects, "table": v.table,
        "space_attempts": v.space_attempts, "civil_war": v.civil_war, "outcome": v.outcome,
    })
}

fn pinned(n: usize) -> Value {
    let text = std::fs::read_to_string(fixture_dir().join(format!("final-{n}.json"))).unwrap();
    let mut v: Value = serde_json::from_str(&text).unwrap();
    v.as_object_mut().unwrap().remove("log_len");
    v
}

fn record(n: usize) -> Record {
    Record::from_json(&std::fs::read_to_string(fixture_dir().join(format!("game-{n}.json"))).unwrap()).unwrap()
}

#[test]
fn records_of_rules_version_1_replay_exactly_as_played() {
    for n in 1..=40 {
        let r = record(n);
        assert_eq!(r.header.rules, 1, "game-{n} is a rules-1 record");
        let m = Match::<TwilightStruggle>::replay(&r).unwrap_or_else(|e| panic!("game-{n}: {e}"));
        assert!(m.state().outcome.is_some(), "game-{n} ends as it ended");
        assert_eq!(summary(&m), pinned(n), "game-{n} reached a different final position");
    }
}

#[test]
fn the_same_moves_under_the_current_rules_would_be_a_different_game() {
    // Shows that the rules changed under these records, so the test above has something to hold: some of
    // them cannot even be replayed under rules 2, or end elsewhere.
    let mut different = 0;
    for n in 1..=40 {
        let mut r = record(n);
        r.header.rules = TwilightStruggle::meta().rules_version;
        match Match::<TwilightStruggle>::replay(&r) {
            Ok(m) if m.state().outcome.is_some() && summary(&m) == pinned(n) => {}
            _ => different += 1,
        }
    }
    assert!(different > 0, "no fixture game is affected by the rules-2 changes");
    eprintln!("{different} of 40 rules-1 games would differ under rules 2");
}

#[test]
fn a_record_from_newer_rules_is_refused_with_a_message() {
    let mut r = record(1);
    r.header.rules = 99;
    let e = engine::games::registry().load(&r, &Default::default()).err().expect("refused");
    assert!(e.0.contains("rules version 99"), "{e}");
}
