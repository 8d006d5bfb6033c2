//! The command-line contract (docs/cli.md).

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn sandtable(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_sandtable")).args(args).output().unwrap()
}

fn sandtable_stdin(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_sandtable"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(input.as_bytes()).unwrap();
    child.wait_with_output().unwrap()
}

fn ok(o: &Output) -> String {
    assert!(o.status.success(), "stderr: {}", String::from_utf8_lossy(&o.stderr));
    String::from_utf8(o.stdout.clone()).unwrap()
}

fn tmp(name: &str, text: &str) -> String {
    let dir = std::env::temp_dir().join(format!("sandtable-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path.to_string_lossy().into_owned()
}

#[test]
fn new_actions_play_show() {
    let record = ok(&sandtable(&["new", "twilight-struggle", "--seed", "42"]));
    let r: serde_json::Value = serde_json::from_str(&record).unwrap();
    assert_eq!(r["game"], "twilight-struggle");
    assert_eq!(r["seed"], 42);
    assert_eq!(r["actions"], serde_json::json!([]));
    let path = tmp("new.json", &record);

    let actions: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["actions", &path]))).unwrap();
    assert_eq!(actions["seat"], "ussr");
    assert_eq!(actions["prompt"], "ts.setup_influence");
    assert_eq!(actions["actions"][0]["index"], 0);
    assert!(actions["actions"][0]["notation"].as_str().unwrap().starts_with("place "));

    let played = ok(&sandtable(&["play", &path, "place poland", "#0"]));
    let p: serde_json::Value = serde_json::from_str(&played).unwrap();
    assert_eq!(p["actions"].as_array().unwrap().len(), 2);
    let path2 = tmp("played.json", &played);

    let full: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["show", &path2]))).unwrap();
    assert!(full["hands"]["us"].is_array());
    assert!(full["hands"]["us"][0].is_string(), "cards by key");
    assert_eq!(full["influence"]["poland"]["ussr"], 1, "influence by country key, seats by name");
    let ussr: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["show", &path2, "--seat", "ussr"]))).unwrap();
    assert!(ussr["hands"]["us"].is_null(), "the USSR does not see the US hand");
    assert_eq!(ussr["hand_counts"]["us"], 8);
    // Seats are named the same way everywhere: the prompt, the log, the outcome.
    assert!(full["log"].as_array().unwrap().iter().filter_map(|e| e.get("seat")).all(|s| s == "ussr" || s == "us"));
    let next: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["actions", &path2]))).unwrap();
    assert_eq!(next["args"][0]["seat"], "ussr");
}

#[test]
fn position_prints_the_records_moment_and_setup_reads_it_back() {
    let record = ok(&sandtable(&["random", "twilight-struggle", "--seed", "9", "--option", "optional_cards=on"]));
    let mut r: serde_json::Value = serde_json::from_str(&record).unwrap();
    let all = r["actions"].as_array().unwrap().clone();
    let cut: Vec<serde_json::Value> = all[..all.len() * 2 / 3].to_vec();
    r["actions"] = serde_json::Value::Array(cut);
    // A cut record is a different record: its action checksum goes with the part it no longer has.
    r.as_object_mut().unwrap().remove("check");
    let path = tmp("cut.json", &r.to_string());
    let position = ok(&sandtable(&["position", &path]));
    assert!(position.contains("option optional_cards on"));
    let pos_path = tmp("cut.position", &position);
    let again = ok(&sandtable(&["setup", "twilight-struggle", &pos_path, "--seed", "1"]));
    let again_path = tmp("again.json", &again);
    let a: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["actions", &path]))).unwrap();
    let b: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["actions", &again_path]))).unwrap();
    assert_eq!(a["actions"], b["actions"], "the same decision with the same choices");
}

#[test]
fn same_seed_same_record() {
    let a = ok(&sandtable(&["new", "twilight-struggle", "--seed", "7"]));
    let b = ok(&sandtable(&["new", "twilight-struggle", "--seed", "7"]));
    let show = |r: &str| ok(&sandtable(&["show", &tmp(&format!("s{}.json", r.len()), r)]));
    assert_eq!(show(&a), show(&b));
}

#[test]
fn an_illegal_action_exits_non_zero_and_changes_nothing() {
    let record = ok(&sandtable(&["new", "twilight-struggle", "--seed", "1"]));
    let path = tmp("illegal.json", &record);
    let o = sandtable(&["play", &path, "place poland", "place france"]);
    assert!(!o.status.success());
    assert!(o.stdout.is_empty());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(err.contains("'place france' is not legal now"), "{err}");
    assert!(err.contains("nothing was changed"), "{err}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), record, "the record file is untouched");
}

#[test]
fn link_encode_decode_round_trip() {
    let record = ok(&sandtable(&["new", "twilight-struggle", "--seed", "9"]));
    let path = tmp("link.json", &record);
    let played = ok(&sandtable(&["play", &path, "place poland", "place hungary"]));
    let path2 = tmp("link2.json", &played);
    let link = ok(&sandtable(&["link", "encode", &path2]));
    assert!(link.trim().starts_with("#ts-2-"), "{link}");
    let back = ok(&sandtable(&["link", "decode", link.trim()]));
    assert_eq!(serde_json::from_str::<serde_json::Value>(&back).unwrap(), serde_json::from_str::<serde_json::Value>(&played).unwrap());
    let bad = sandtable(&["link", "decode", &link.trim()[..link.trim().len() - 5]]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("link"));
}

#[test]
fn setup_from_a_position_file() {
    let fixture = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/twilight-struggle/us-to-place.position");
    let record = ok(&sandtable(&["setup", "twilight-struggle", fixture, "--seed", "3"]));
    let actions: serde_json::Value = serde_json::from_str(&ok(&sandtable_stdin(&["actions", "-"], &record))).unwrap();
    assert_eq!(actions["seat"], "us");
    let bad = sandtable(&["setup", "twilight-struggle", &tmp("bad.position", "defcon 9\n")]);
    assert!(!bad.status.success());
    assert!(String::from_utf8_lossy(&bad.stderr).contains("position line 1"));
}

#[test]
fn fuzz_and_bench_print_counts() {
    let f: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["fuzz", "twilight-struggle", "--games", "20", "--seed", "5"]))).unwrap();
    assert_eq!(f["report"]["games"], 20);
    assert!(f["report"]["actions"].as_u64().unwrap() >= 20 * 13);
    assert_eq!(f["report"]["failures"], serde_json::json!([]));
    let b: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["bench", "twilight-struggle", "--seconds", "0.2"]))).unwrap();
    assert!(b["games"].as_u64().unwrap() > 0);
    assert!(b["games_per_second"].as_f64().unwrap() > 0.0);
}

#[test]
fn bad_input_gets_clear_messages() {
    // A game of the catalog with no engine yet, if one is left.
    if let Some(meta) = engine::games::catalog::ALL.iter().find(|m| !m.engine && !m.playable) {
        let o = sandtable(&["new", meta.id]);
        assert!(!o.status.success(), "new {}", meta.id);
        assert!(String::from_utf8_lossy(&o.stderr).contains("not playable"), "new {}", meta.id);
    }
    for (args, needle) in [
        (vec!["new", "chess"], "unknown game"),
        (vec!["new", "twilight-struggle", "--scenario", "x"], "unknown scenario"),
        (vec!["new", "twilight-struggle", "--option", "tournament"], "KEY=VALUE"),
        (vec!["actions", "/nonexistent.json"], "cannot read"),
        (vec!["frob"], "unknown command"),
    ] {
        let o = sandtable(&args);
        assert!(!o.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    }
    let not_json = sandtable_stdin(&["actions", "-"], "{not json");
    assert!(String::from_utf8_lossy(&not_json.stderr).contains("not a Sandtable record"));
}

/// A whole game from the command line: `random` plays one to its end, `show` replays the record to
/// the same outcome, and `play --in-place` plays on a file decision by decision.
#[test]
fn a_whole_game_from_the_command_line() {
    let record = ok(&sandtable(&["random", "twilight-struggle", "--seed", "23"]));
    let path = tmp("whole-game.json", &record);
    let view: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["show", &path]))).unwrap();
    assert!(view["outcome"]["reason"].is_string(), "the game ended: {}", view["outcome"]);
    let fresh = tmp("in-place.json", &ok(&sandtable(&["new", "twilight-struggle", "--seed", "3"])));
    let next: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["play", &fresh, "place poland", "--in-place"]))).unwrap();
    assert_eq!(next["prompt"], "ts.setup_influence");
    assert_eq!(next["seat"], "ussr");
    let saved: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(&fresh).unwrap()).unwrap();
    assert_eq!(saved["actions"].as_array().unwrap().len(), 1);
}

#[test]
fn show_text_renders_the_log_in_english_and_korean() {
    let record = ok(&sandtable(&["random", "twilight-struggle", "--seed", "23"]));
    let path = tmp("text.json", &record);
    let en = ok(&sandtable(&["show", &path, "--text"]));
    assert!(en.contains("Turn 1 begins."), "{en}");
    assert!(en.lines().any(|l| l.starts_with("USSR: placed influence:")), "grouped as the app shows it");
    let ko = ok(&sandtable(&["show", &path, "--text", "--lang", "ko"]));
    assert!(ko.contains("턴 1 시작."), "{ko}");
    // Korean particles follow the word's final sound: no two-form particle is left (소련이, 미국이).
    for two in ["이(가)", "을(를)", "은(는)", "(으)로"] {
        assert!(!ko.contains(two), "'{two}' left in: {}", ko.lines().find(|l| l.contains(two)).unwrap_or(""));
    }
    assert_eq!(en.lines().count(), ko.lines().count());
    let bad = sandtable(&["show", &path, "--text", "--lang", "fr"]);
    assert!(!bad.status.success());
}
