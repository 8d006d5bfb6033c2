//! The saved games kept in localStorage, one key per save: `sandtable.save.<id>`. The format itself is the
//! engine's (`engine::saves`, which the CLI fuzzes); this module sorts stored entries and reads a typed seed.
//!
//! A save is a record (engine::Record, the game's whole truth) plus a little metadata for the home
//! page's list. The metadata is a cache: a save is opened by replaying its record. An entry that does
//! not parse is never rewritten or removed by the app: it is listed apart so the player can download it.

pub use engine::saves::{Computer, Save, SaveKind, Summary, LANG_KEY, SAVE_FORMAT, SAVE_PREFIX};

/// The computer's levels the new-game form offers, `level1` … (engine::ai::TOP_LEVEL; a test checks
/// they agree).
pub const COMPUTER_LEVELS: u8 = 4;

/// A stored entry that could not be read: kept aside, listed, never overwritten.
#[derive(Clone, Debug, PartialEq)]
pub struct Broken {
    pub key: String,
    pub error: String,
    pub raw: String,
}

/// Sorts every `sandtable.save.*` entry into readable saves (newest first) and broken ones.
pub fn sort_entries(entries: impl IntoIterator<Item = (String, String)>) -> (Vec<Save>, Vec<Broken>) {
    let mut saves = vec![];
    let mut broken = vec![];
    for (key, raw) in entries {
        if !key.starts_with(SAVE_PREFIX) {
            continue;
        }
        match Save::from_json(&key, &raw) {
            Ok(s) => saves.push(s),
            Err(error) => broken.push(Broken { key, error, raw }),
        }
    }
    engine::kit::sort::sort_by(&mut saves, |a, b| b.updated.total_cmp(&a.updated).then_with(|| a.id.cmp(&b.id)));
    engine::kit::sort::sort_by(&mut broken, |a, b| a.key.cmp(&b.key));
    (saves, broken)
}

/// A seed the player typed that is not a whole number below 2^53.
#[derive(Debug, PartialEq, Eq)]
pub struct BadSeed;

/// A seed typed by the player: a whole number below 2^53 (JavaScript reads it exactly; toolchain.md).
/// Empty means "pick one at random".
pub fn parse_seed(text: &str) -> Result<Option<u64>, BadSeed> {
    let t = text.trim();
    if t.is_empty() {
        return Ok(None);
    }
    match t.parse::<u64>() {
        Ok(n) if n < (1u64 << 53) => Ok(Some(n)),
        _ => Err(BadSeed),
    }
}

/// Whether a URL fragment is meant as a game link (`#<code>-<digits>-…`), as opposed to an empty one.
/// Anything else that is non-empty is still decoded, so the player gets the link codec's message.
pub fn fragment_is_link(fragment: &str) -> bool {
    !fragment.trim_start_matches('#').trim().is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{Arg, Record};

    fn sample(id: &str, updated: f64) -> Save {
        let header = engine::games::registry().header("twilight-struggle", None, 7).unwrap();
        Save {
            format: SAVE_FORMAT.into(),
            id: id.into(),
            kind: SaveKind::Auto,
            name: None,
            game: "twilight-struggle".into(),
            created: 1.0,
            updated,
            summary: Summary {
                moves: 0,
                turn: Some(1),
                prompt_id: "ts.setup_influence".into(),
                prompt_args: vec![Arg::Seat(0), Arg::Num(6)],
                over: false,
                text_en: None,
                text_ko: None,
            },
            record: Record::new(header),
            computer: None,
        }
    }

    #[test]
    fn the_form_offers_every_level_of_the_computer() {
        assert_eq!(COMPUTER_LEVELS, engine::ai::TOP_LEVEL);
        assert!(crate::i18n::has_key(&format!("computer.level{COMPUTER_LEVELS}")));
    }

    /// Another game's bundle lists this save with the words written into it, never a message id.
    #[test]
    fn a_save_carries_its_prompt_in_words_in_both_languages() {
        for game in ["twilight-struggle", "empire-of-the-sun"] {
            let registry = engine::games::registry();
            let m = registry.start(registry.header(game, None, 3).unwrap(), &Default::default()).unwrap();
            let s = Save::for_match("w", SaveKind::Auto, None, 1.0, 2.0, m.as_ref());
            for lang in [crate::i18n::Lang::En, crate::i18n::Lang::Ko] {
                let text = s.summary.text(lang).unwrap_or_else(|| panic!("{game}: no words in {lang:?}"));
                assert!(!text.is_empty() && !text.contains(&s.summary.prompt_id), "{game} {lang:?}: '{text}'");
                assert!(!text.contains("ts.") && !text.contains("eots."), "{game} {lang:?}: a message id in '{text}'");
            }
            let back = Save::from_json(&s.key(), &s.to_json()).unwrap();
            assert_eq!(back.summary, s.summary);
        }
    }

    #[test]
    fn a_save_against_the_computer_keeps_its_seats_and_level() {
        let mut s = sample("x", 1.0);
        s.computer = Some(Computer::new(vec![1], "level3"));
        let back = Save::from_json(&s.key(), &s.to_json()).unwrap();
        assert_eq!(back.computer, s.computer);
        // A save from before the computer existed reads as a game between people.
        let old = s.to_json().replace(r#","computer":{"seats":[1],"level":"level3"}"#, "");
        assert!(!old.contains("computer"));
        assert_eq!(Save::from_json(&s.key(), &old).unwrap().computer, None);
    }

    #[test]
    fn saves_round_trip_and_broken_entries_are_kept_apart() {
        let a = sample("a", 5.0);
        let b = sample("b", 9.0);
        let entries = vec![
            (a.key(), a.to_json()),
            (b.key(), b.to_json()),
            ("sandtable.save.c".to_string(), "{not json".to_string()),
            ("sandtable.save.d".to_string(), a.to_json()), // id does not match key
            ("sandtable.lang".to_string(), "ko".to_string()),
        ];
        let (saves, broken) = sort_entries(entries);
        assert_eq!(saves.iter().map(|s| s.id.as_str()).collect::<Vec<_>>(), ["b", "a"]);
        assert_eq!(broken.iter().map(|s| s.key.as_str()).collect::<Vec<_>>(), ["sandtable.save.c", "sandtable.save.d"]);
        assert_eq!(broken[0].raw, "{not json");
    }

    #[test]
    fn seeds_are_whole_numbers_below_2_pow_53() {
        assert_eq!(parse_seed(""), Ok(None));
        assert_eq!(parse_seed(" 42 "), Ok(Some(42)));
        assert_eq!(parse_seed("9007199254740991"), Ok(Some(9007199254740991)));
        assert_eq!(parse_seed("9007199254740992"), Err(BadSeed));
        assert_eq!(parse_seed("-1"), Err(BadSeed));
        assert_eq!(parse_seed("1e5"), Err(BadSeed));
    }
}
