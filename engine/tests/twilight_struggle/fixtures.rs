//! Complete recorded games replay to the same final state, pinned by a hash (issue 10: the restructure
//! must not change how Twilight Struggle plays).
//!
//! `fixtures/twilight-struggle/replay/` holds 40 careful-random games under the current rules (every
//! option combination) and `browser-game.json`, the game the browser test plays through the UI;
//! `rules-v1/` holds 40 games recorded under rules version 1. `hashes.json` pins, for each, the number of
//! actions, the length of its log and a hash of its final full view in named JSON (the log aside, so the
//! log's wording may improve). Set `SANDTABLE_WRITE_FIXTURES=1` to write the hashes anew — only when a
//! change is meant to change games, with a rules version bump.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use engine::{games, Record};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/twilight-struggle")
}

/// FNV-1a, 64 bits, as hex: the same on every platform and Rust version.
fn fnv(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    format!("{h:016x}")
}

fn records() -> Vec<(String, Record)> {
    let mut out = vec![];
    for sub in ["replay", "rules-v1"] {
        let mut files: Vec<PathBuf> = std::fs::read_dir(dir().join(sub))
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.file_name().unwrap().to_str().unwrap().ends_with(".json") && !p.ends_with("hashes.json"))
            .filter(|p| !p.file_name().unwrap().to_str().unwrap().starts_with("final-"))
            .collect();
        files.sort();
        for f in files {
            let r = Record::from_json(&std::fs::read_to_string(&f).unwrap()).unwrap();
            out.push((format!("{sub}/{}", f.file_name().unwrap().to_str().unwrap()), r));
        }
    }
    out
}

fn summary(record: &Record) -> serde_json::Value {
    let m = games::registry().load(record, &Default::default()).unwrap_or_else(|e| panic!("does not replay: {e}"));
    let mut view = m.view_json(None);
    let log_len = view["log"].as_array().map_or(0, |l| l.len());
    view.as_object_mut().unwrap().remove("log");
    serde_json::json!({ "actions": record.actions.len(), "log_len": log_len, "view": fnv(&view.to_string()) })
}

#[test]
fn recorded_games_replay_to_their_pinned_final_states() {
    let path = dir().join("replay/hashes.json");
    let now: BTreeMap<String, serde_json::Value> = records().into_iter().map(|(name, r)| (name, summary(&r))).collect();
    if std::env::var("SANDTABLE_WRITE_FIXTURES").is_ok() {
        std::fs::write(&path, serde_json::to_string_pretty(&now).unwrap() + "\n").unwrap();
        return;
    }
    let pinned: BTreeMap<String, serde_json::Value> = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert!(pinned.len() >= 81, "{} fixtures", pinned.len());
    for (name, want) in &pinned {
        assert_eq!(now.get(name), Some(want), "{name} replays to a different final state");
    }
}
