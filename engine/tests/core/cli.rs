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

fn err(o: &Output) -> String {
    assert!(!o.status.success(), "expected a refusal, got: {}", String::from_utf8_lossy(&o.stdout));
    String::from_utf8(o.stderr.clone()).unwrap()
}

/// A new Twilight Struggle game played (first legal action each time) up to the USSR's headline.
fn at_the_headline(name: &str) -> String {
    let path = tmp(name, &ok(&sandtable(&["new", "twilight-struggle", "--seed", "42"])));
    for _ in 0..40 {
        let next: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["actions", &path]))).unwrap();
        if next["prompt"] == "ts.choose_headline" {
            assert_eq!(next["seat"], "ussr");
            return path;
        }
        ok(&sandtable(&["play", &path, "#0", "--in-place"]));
    }
    panic!("no headline after 40 setup decisions");
}

fn ussr_hand(path: &str) -> Vec<String> {
    let v: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["show", path]))).unwrap();
    v["hands"]["ussr"].as_array().unwrap().iter().map(|c| c.as_str().unwrap().to_string()).collect()
}

/// Card number → key, from the built-in pack's cards.tsv.
fn card_number(key: &str) -> u32 {
    let tsv = include_str!("../../src/games/twilight_struggle/data/cards.tsv");
    tsv.lines().filter(|l| !l.starts_with('#')).find_map(|l| {
        let c: Vec<&str> = l.split('\t').collect();
        (c.get(1) == Some(&key)).then(|| c[0].parse().unwrap())
    }).unwrap()
}

#[test]
fn an_illegal_card_is_named_with_its_key_and_name_and_the_reason() {
    let path = at_the_headline("headline.json");
    let hand = ussr_hand(&path);
    // Not in hand: the card named by key and name, and why.
    let (key, name, n) = if hand.iter().any(|c| c == "marshall_plan") { ("truman_doctrine", "Truman Doctrine", 19) } else { ("marshall_plan", "Marshall Plan", 23) };
    assert!(!hand.iter().any(|c| c == key));
    let e = err(&sandtable(&["play", &path, &format!("card {key}")]));
    assert!(e.contains(&format!("'card {key}' is refused: card {key} ({name}, #{n}) is not in the USSR hand")), "{e}");
    // The same by number.
    let e = err(&sandtable(&["play", &path, &format!("card {n}")]));
    assert!(e.contains(&format!("card {key} ({name}, #{n}) is not in the USSR hand")), "{e}");
    // The China Card is never a headline (TS CHN §7): the USSR holds it at the start.
    let e = err(&sandtable(&["play", &path, "card china_card"]));
    assert!(e.contains("card china_card (The China Card, #6) may not be a headline (TS CHN §7)"), "{e}");
    // Not a card at all, and a number no card has.
    assert!(err(&sandtable(&["play", &path, "card nosuch"])).contains("there is no card 'nosuch'"));
    assert!(err(&sandtable(&["play", &path, "card 999"])).contains("there is no card number 999 (the cards are numbered 1 to 110)"));
    // Every refusal leaves the record as it was.
    assert_eq!(ussr_hand(&path), hand);
}

#[test]
fn a_card_this_step_does_not_ask_for_is_named_and_refused() {
    let path = tmp("setup-step.json", &ok(&sandtable(&["new", "twilight-struggle", "--seed", "42"])));
    let e = err(&sandtable(&["play", &path, "card 23"]));
    assert!(e.contains("'card 23' is refused: card marshall_plan (Marshall Plan, #23): this step (ts.setup_influence, TS SET 2) does not ask for a card"), "{e}");
}

#[test]
fn a_card_can_be_named_by_its_number() {
    let path = at_the_headline("by-number.json");
    let hand = ussr_hand(&path);
    let card = hand.iter().find(|c| *c != "un_intervention").unwrap().clone();
    let n = card_number(&card);
    // `card N` and the number alone both play that card.
    let played: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["play", &path, &format!("card {n}")]))).unwrap();
    let by_key: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["play", &path, &format!("card {card}")]))).unwrap();
    assert_eq!(played["actions"], by_key["actions"]);
    let bare: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["play", &path, &n.to_string()]))).unwrap();
    assert_eq!(bare["actions"], by_key["actions"]);
}

#[test]
fn show_text_of_a_finished_game_ends_with_the_result_in_both_languages() {
    let record = ok(&sandtable(&["random", "twilight-struggle", "--seed", "9"]));
    let path = tmp("finished.json", &record);
    let actions: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["actions", &path]))).unwrap();
    let winner = actions["outcome"]["winner"].as_str().map(str::to_string);
    let en = ok(&sandtable(&["show", &path, "--text"]));
    let last = en.trim_end().lines().last().unwrap();
    assert!(last.starts_with("Game over. "), "{last}");
    match winner.as_deref() {
        Some("us") => assert!(last.contains("US wins."), "{last}"),
        Some("ussr") => assert!(last.contains("USSR wins."), "{last}"),
        _ => assert!(last.contains("The game is drawn."), "{last}"),
    }
    let ko = ok(&sandtable(&["show", &path, "--text", "--lang", "ko"]));
    let last = ko.trim_end().lines().last().unwrap();
    assert!(last.starts_with("게임 종료. "), "{last}");
    assert!(last.contains("승리") || last.contains("무승부"), "{last}");
    // A game in progress has no result line.
    let fresh = tmp("fresh.json", &ok(&sandtable(&["new", "twilight-struggle", "--seed", "1"])));
    assert!(!ok(&sandtable(&["show", &fresh, "--text"])).contains("Game over."));
}

#[test]
fn position_of_a_finished_game_says_the_game_is_over() {
    let record = ok(&sandtable(&["random", "twilight-struggle", "--seed", "9"]));
    let path = tmp("finished-position.json", &record);
    let e = err(&sandtable(&["position", &path]));
    assert!(e.contains("the game is over: ") && e.contains(" won (") && e.contains("a position file holds a game in progress, so there is none to write"), "{e}");
}

/// A pack folder: the built-in Twilight Struggle tables exported, for the tests to damage.
fn exported_pack(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("sandtable-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    ok(&sandtable(&["pack", "export", "twilight-struggle", dir.to_str().unwrap()]));
    dir
}

fn replace_in(path: &std::path::Path, from: &[u8], to: &[u8]) {
    let bytes = std::fs::read(path).unwrap();
    let at = bytes.windows(from.len()).position(|w| w == from).expect("the text to replace");
    let mut out = bytes[..at].to_vec();
    out.extend_from_slice(to);
    out.extend_from_slice(&bytes[at + from.len()..]);
    std::fs::write(path, out).unwrap();
}

#[test]
fn pack_check_says_a_number_is_out_of_range_with_the_range() {
    let dir = exported_pack("range");
    // Poland's stability (3) made 300 and -1: out of range, not "not a number".
    let countries = dir.join("countries.tsv");
    let text = std::fs::read_to_string(&countries).unwrap();
    let line = text.lines().position(|l| l.starts_with("poland\t")).unwrap() + 1;
    let row = text.lines().nth(line - 1).unwrap().to_string();
    let cells: Vec<&str> = row.split('\t').collect();
    let header: Vec<&str> = text.lines().find(|l| !l.starts_with('#')).unwrap().split('\t').collect();
    let col = header.iter().position(|c| *c == "stability").unwrap();
    for bad in ["300", "-1"] {
        let mut c = cells.clone();
        c[col] = bad;
        std::fs::write(&countries, text.replace(&row, &c.join("\t"))).unwrap();
        let e = err(&sandtable(&["pack", "check", "twilight-struggle", dir.to_str().unwrap()]));
        assert!(e.contains(&format!("countries.tsv line {line}: stability {bad} is out of range ")), "{e}");
        assert!(!e.contains("is not a number"), "{e}");
    }
}

#[test]
fn pack_check_names_a_byte_order_mark_and_accepts_the_pack() {
    let dir = exported_pack("bom");
    let cards = dir.join("cards.tsv");
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(std::fs::read(&cards).unwrap());
    std::fs::write(&cards, bytes).unwrap();
    let v: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["pack", "check", "twilight-struggle", dir.to_str().unwrap()]))).unwrap();
    assert_eq!(v["errors"], serde_json::json!([]));
    assert_eq!(v["notes"], serde_json::json!(["cards.tsv: starts with a UTF-8 byte-order mark (EF BB BF); it was ignored"]));
    // The mark is not content: the pack is the built-in one.
    let builtin: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["pack", "check", "twilight-struggle"]))).unwrap();
    assert_eq!(v["hash"], builtin["hash"]);
}

#[test]
fn pack_check_gives_the_file_and_line_of_a_byte_that_is_not_utf8_and_goes_on() {
    let dir = exported_pack("utf8");
    replace_in(&dir.join("cards.tsv"), b"Marshall Plan", b"Marshall \xFFPlan");
    // Another file's error is reported too.
    let countries = dir.join("countries.tsv");
    let text = std::fs::read_to_string(&countries).unwrap();
    let line = text.lines().position(|l| l.starts_with("poland\t")).unwrap() + 1;
    std::fs::write(&countries, text.replacen("poland\t", "Poland\t", 1)).unwrap();
    let e = err(&sandtable(&["pack", "check", "twilight-struggle", dir.to_str().unwrap()]));
    let cards_line = std::fs::read(dir.join("cards.tsv")).unwrap().split(|b| *b == b'\n').position(|l| l.windows(9).any(|w| w == b"Marshall ")).unwrap() + 1;
    assert!(e.contains(&format!("cards.tsv line {cards_line}: byte 0xFF (column ")) && e.contains("is not UTF-8"), "{e}");
    assert!(e.contains(&format!("countries.tsv line {line}: ")), "the check went on with the other files: {e}");
}

/// EotS 4.22 (L291): the Offensives segment ends when both hands are empty. A position that starts a
/// round with both hands empty (and no pass) is no decision with no legal action: the phase ends at once
/// and the game goes on to the next decision (issue 24).
#[test]
fn an_empire_of_the_sun_position_with_both_hands_empty_ends_the_offensives_phase() {
    let record = tmp("eots-start.json", &ok(&sandtable(&["new", "empire-of-the-sun", "--scenario", "south_pacific", "--seed", "3"])));
    let position = ok(&sandtable(&["position", &record]));
    let mut lines: Vec<String> = vec![];
    for l in position.lines() {
        if l.starts_with("step ") {
            continue;
        } else if l.starts_with("hand japan") {
            lines.push("hand japan".into());
        } else if l.starts_with("hand allies") {
            lines.push("hand allies".into());
        } else if l.starts_with("passes ") {
            lines.push(l.split(' ').take(2).collect::<Vec<_>>().join(" ") + " 0");
        } else {
            lines.push(l.to_string());
        }
        if l.starts_with("phasing ") {
            lines.push("round japan".into());
        }
    }
    let file = tmp("eots-empty-hands.position", &(lines.join("\n") + "\n"));
    let started = tmp("eots-empty-hands.json", &ok(&sandtable(&["setup", "empire-of-the-sun", &file, "--seed", "1"])));
    let next: serde_json::Value = serde_json::from_str(&ok(&sandtable(&["actions", &started]))).unwrap();
    assert_ne!(next["prompt"], "eots.round", "no round is asked with nothing to play");
    assert!(!next["actions"].as_array().unwrap().is_empty(), "the game goes on to a decision with legal actions: {next}");
    let text = ok(&sandtable(&["show", &started, "--text"]));
    assert!(text.contains("The Offensives Phase is over."), "{text}");
}
