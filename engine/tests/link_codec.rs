//! The link codec: round trips, and every class of corruption rejected with its own message.

use engine::link::{self, LinkError};
use engine::{games, Record};

fn finished_setup_record(seed: u64) -> Record {
    let header = games::header("twilight-struggle", None, seed).unwrap();
    let mut m = games::start(header).unwrap();
    while m.outcome().is_none() {
        let n = m.legal_count();
        m.play((seed as usize + m.record().actions.len()) % n).unwrap();
    }
    m.record().clone()
}

#[test]
fn round_trip_keeps_the_whole_record() {
    for seed in [0, 1, 42, (1 << 53) - 1] {
        let record = finished_setup_record(seed);
        let l = link::encode(&record);
        assert!(l.starts_with("#ts-1-"), "{l}");
        assert_eq!(link::decode(&l).unwrap(), record);
        // A whole URL and a fragment without '#' decode too.
        assert_eq!(link::decode(&format!("http://127.0.0.1:8080/{l}")).unwrap(), record);
        assert_eq!(link::decode(&l[1..]).unwrap(), record);
    }
}

#[test]
fn round_trip_with_options_and_position() {
    let mut record = finished_setup_record(3);
    record.header.options.insert("optional_cards".into(), "on".into());
    record.header.position = Some("turn 1\nstep setup us 7\n".into());
    assert_eq!(link::decode(&link::encode(&record)).unwrap(), record);
}

#[test]
fn the_link_is_characters_safe_in_a_url_fragment() {
    let l = link::encode(&finished_setup_record(9));
    assert!(l[1..].chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'), "{l}");
}

#[test]
fn truncated_links_are_rejected() {
    let l = link::encode(&finished_setup_record(5));
    for cut in 1..l.len() - 6 {
        let short = &l[..l.len() - cut];
        let e = link::decode(short).unwrap_err();
        assert!(
            matches!(e, LinkError::WrongLength | LinkError::Damaged | LinkError::ChecksumMismatch | LinkError::Malformed),
            "cut {cut}: {e:?}"
        );
    }
}

#[test]
fn every_altered_character_is_rejected() {
    let l = link::encode(&finished_setup_record(11));
    let prefix = "#ts-1-".len();
    let original = link::decode(&l).unwrap();
    for i in prefix..l.len() {
        for replacement in ['A', 'z', '0', '_'] {
            let mut bytes = l.clone().into_bytes();
            if bytes[i] == replacement as u8 {
                continue;
            }
            bytes[i] = replacement as u8;
            let altered = String::from_utf8(bytes).unwrap();
            // The last character may carry only padding bits; a change there that decodes to the same
            // bytes is the same link. Any change that alters the data must be caught.
            if let Ok(r) = link::decode(&altered) {
                assert_eq!(r, original, "altered at {i} to {replacement} and accepted with other data");
            }
        }
    }
}

#[test]
fn foreign_characters_are_rejected() {
    let l = link::encode(&finished_setup_record(12));
    let bad = format!("{}!{}", &l[..10], &l[11..]);
    assert_eq!(link::decode(&bad).unwrap_err(), LinkError::NotBase64);
}

#[test]
fn unknown_version_and_game_and_shape_are_rejected() {
    let l = link::encode(&finished_setup_record(13));
    let payload = &l["#ts-1-".len()..];
    assert_eq!(link::decode(&format!("#ts-2-{payload}")).unwrap_err(), LinkError::UnknownVersion(2));
    assert_eq!(link::decode(&format!("#chess-1-{payload}")).unwrap_err(), LinkError::UnknownGame("chess".into()));
    assert_eq!(link::decode("#ts-x-abc").unwrap_err(), LinkError::Malformed);
    assert_eq!(link::decode("").unwrap_err(), LinkError::Malformed);
    assert_eq!(link::decode("#ts-1-").unwrap_err(), LinkError::WrongLength);
    let e = link::decode(&format!("#ts-9-{payload}")).unwrap_err();
    assert!(e.to_string().contains("format 9"), "{e}");
}

#[test]
fn a_valid_link_with_an_impossible_move_is_refused_on_replay() {
    let mut record = finished_setup_record(14);
    record.actions.push(9999);
    let decoded = link::decode(&link::encode(&record)).unwrap();
    let e = games::load(&decoded).err().expect("must be refused");
    assert!(e.0.contains("cannot be replayed"), "{e}");
}

#[test]
fn a_link_from_newer_rules_is_refused_with_a_reason() {
    let mut record = finished_setup_record(15);
    record.header.rules = 99;
    let e = games::load(&link::decode(&link::encode(&record)).unwrap()).err().unwrap();
    assert!(e.0.contains("rules version 99"), "{e}");
}

#[test]
fn every_error_has_a_player_facing_message() {
    for e in [
        LinkError::Malformed,
        LinkError::UnknownGame("x".into()),
        LinkError::UnknownVersion(7),
        LinkError::NotBase64,
        LinkError::WrongLength,
        LinkError::Damaged,
        LinkError::ChecksumMismatch,
    ] {
        let msg = e.to_string();
        assert!(msg.len() > 20 && msg.ends_with('.'), "{msg}");
    }
}
