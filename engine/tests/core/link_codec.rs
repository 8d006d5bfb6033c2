//! The link codec: round trips, links near their information bound, format 1 links still open, and
//! every class of corruption rejected with its own message.

use engine::games::registry;
use engine::link::{self, LinkError};
use engine::packs::Library;
use engine::{AnyMatch, Record};

fn lib() -> Library {
    Library::default()
}

/// A complete careful-random game (ten turns when it lasts).
fn game(seed: u64, options: &[(&str, &str)]) -> Box<dyn AnyMatch> {
    let entry = registry().get("twilight-struggle").unwrap();
    let mut header = entry.header(None, seed).unwrap();
    for (k, v) in options {
        header.options.insert(k.to_string(), v.to_string());
    }
    let record = engine::tools::random_game(entry, header).unwrap();
    registry().load(&record, &lib()).unwrap()
}

fn open(l: &str) -> Result<Record, LinkError> {
    link::read(l, registry(), &lib())
}

#[test]
fn round_trip_keeps_the_whole_record() {
    for seed in [0, 1, 42, (1 << 53) - 1] {
        let m = game(seed, &[]);
        let l = link::write(m.as_ref());
        assert!(l.starts_with("#ts-2-"), "{l}");
        assert_eq!(&open(&l).unwrap(), m.record());
        // A whole URL and a fragment without '#' open too.
        assert_eq!(&open(&format!("http://127.0.0.1:8080/{l}")).unwrap(), m.record());
        assert_eq!(&open(&l[1..]).unwrap(), m.record());
    }
}

#[test]
fn round_trip_with_options_and_position() {
    let m = game(3, &[("optional_cards", "on"), ("tournament", "on"), ("chinese_civil_war", "on")]);
    assert_eq!(&open(&link::write(m.as_ref())).unwrap(), m.record());
    let entry = registry().get("twilight-struggle").unwrap();
    let mut header = entry.header(None, 5).unwrap();
    header.position = Some(std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/twilight-struggle/us-to-place.position")).unwrap());
    let mut p = registry().start(header, &lib()).unwrap();
    p.play_notation("place wgermany").unwrap();
    assert_eq!(&open(&link::write(p.as_ref())).unwrap(), p.record());
}

/// docs/web-size.md: a page bundle without the position reader hands a link that starts from a position
/// over to its game's full bundle; it tells one from the link's head, without replaying it (formats 1
/// and 2), and a link it cannot read is not one (opening it says why).
#[test]
fn a_link_says_whether_it_starts_from_a_position_without_being_replayed() {
    let m = game(3, &[]);
    assert!(!link::has_position(&link::write(m.as_ref()), registry()));
    assert!(!link::has_position(&link::encode_v1(m.record(), m.meta()), registry()));
    let entry = registry().get("twilight-struggle").unwrap();
    let mut header = entry.header(None, 5).unwrap();
    header.position = Some(std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fixtures/twilight-struggle/us-to-place.position")).unwrap());
    let mut p = registry().start(header, &lib()).unwrap();
    p.play_notation("place wgermany").unwrap();
    let l = link::write(p.as_ref());
    assert!(link::has_position(&l, registry()));
    assert!(link::has_position(&format!("http://127.0.0.1:8080/{l}"), registry()));
    assert!(link::has_position(&link::encode_v1(p.record(), p.meta()), registry()));
    // Cut short: its checksum fails, so it is not read as one.
    assert!(!link::has_position(&l[..l.len() - 3], registry()));
    assert!(!link::has_position("#ts-2-", registry()));
    assert!(!link::has_position("#zz-2-AAAA", registry()));
}

#[test]
fn complete_games_travel_near_their_information_bound() {
    // Issue 10: at most 1.25 times the information bound (Σ log2 of each decision's choices).
    let mut worst: f64 = 0.0;
    for seed in 1..=30 {
        let m = game(seed * 31, &[]);
        let l = link::write(m.as_ref());
        let payload = l.len() - "#ts-2-".len();
        let bound = link::bound_chars(m.as_ref());
        if m.record().actions.len() > 400 {
            worst = worst.max(payload as f64 / bound);
        }
    }
    assert!(worst > 0.0 && worst <= 1.25, "worst ratio {worst:.3}");
}

#[test]
fn format_1_links_keep_opening() {
    let m = game(7, &[]);
    let mut old = m.record().clone();
    old.check = None;
    old.header.pack = None;
    let l = link::encode_v1(&old, m.meta());
    assert!(l.starts_with("#ts-1-"));
    let back = open(&l).unwrap();
    assert_eq!(back.actions, old.actions);
    assert_eq!(back.header.seed, old.header.seed);
}

#[test]
fn the_link_is_characters_safe_in_a_url_fragment() {
    let l = link::write(game(9, &[]).as_ref());
    assert!(l[1..].chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'), "{l}");
}

#[test]
fn truncated_links_are_rejected() {
    let l = link::write(game(5, &[]).as_ref());
    for cut in 1..l.len() - 6 {
        let short = &l[..l.len() - cut];
        let e = open(short).unwrap_err();
        assert!(
            matches!(e, LinkError::WrongLength | LinkError::Damaged | LinkError::ChecksumMismatch | LinkError::Malformed),
            "cut {cut}: {e:?}"
        );
    }
}

#[test]
fn every_altered_character_is_rejected() {
    let l = link::write(game(11, &[]).as_ref());
    let prefix = "#ts-2-".len();
    let original = open(&l).unwrap();
    let alphabet: Vec<char> = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".chars().collect();
    for (i, c) in l.char_indices().skip(prefix) {
        let other = alphabet[(alphabet.iter().position(|&x| x == c).unwrap() + 17) % 64];
        let mut bad = l.clone();
        bad.replace_range(i..i + 1, &other.to_string());
        match open(&bad) {
            Ok(r) => assert_eq!(r, original, "a changed character at {i} must not give another game"),
            Err(e) => assert!(!e.to_string().is_empty()),
        }
    }
}

#[test]
fn unknown_version_and_game_and_shape_are_rejected() {
    let l = link::write(game(2, &[]).as_ref());
    assert_eq!(open(&l.replacen("#ts-2-", "#ts-9-", 1)).unwrap_err(), LinkError::UnknownVersion(9));
    assert_eq!(open(&l.replacen("#ts-2-", "#zz-2-", 1)).unwrap_err(), LinkError::UnknownGame("zz".into()));
    assert_eq!(open("#hello").unwrap_err(), LinkError::Malformed);
    assert_eq!(open("").unwrap_err(), LinkError::Malformed);
    assert_eq!(open("#ts-2-%%%%").unwrap_err(), LinkError::NotBase64);
    assert!(matches!(open("#eots-2-AAAAAAAA").unwrap_err(), LinkError::Replay(_) | LinkError::ChecksumMismatch));
}

#[test]
fn a_link_from_newer_rules_is_refused_with_a_reason() {
    let m = game(4, &[]);
    let mut r = m.record().clone();
    r.header.rules = 99;
    r.check = None;
    let l = link::encode_v1(&r, m.meta());
    match open(&l).unwrap_err() {
        LinkError::Replay(e) => assert!(e.contains("rules version 99"), "{e}"),
        e => panic!("{e:?}"),
    }
}

#[test]
fn a_valid_link_with_an_impossible_move_is_refused_on_replay() {
    let m = game(6, &[]);
    let mut r = m.record().clone();
    r.check = None;
    r.actions.push(999);
    match open(&link::encode_v1(&r, m.meta())).unwrap_err() {
        LinkError::Replay(e) => assert!(e.contains("cannot be replayed"), "{e}"),
        e => panic!("{e:?}"),
    }
}

#[test]
fn a_record_that_plays_differently_is_caught_by_its_checksum() {
    let m = game(8, &[]);
    let mut r = m.record().clone();
    r.check = Some(r.check.unwrap() ^ 1);
    let e = registry().load(&r, &lib()).err().unwrap();
    assert!(e.0.contains("does not replay as it was played"), "{e}");
}

#[test]
fn every_error_has_a_player_facing_message() {
    for e in [
        LinkError::Malformed,
        LinkError::UnknownGame("x".into()),
        LinkError::UnknownVersion(3),
        LinkError::NotBase64,
        LinkError::WrongLength,
        LinkError::Damaged,
        LinkError::ChecksumMismatch,
        LinkError::Replay("move 3 of the record cannot be replayed".into()),
    ] {
        assert!(e.to_string().len() > 20, "{e:?}");
    }
}
