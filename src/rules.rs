//! Rule tags and the short in-app summaries they open (issue 25, "Rule tags").
//!
//! The engines cite the rulebook with tags (`TS OPS §1`, `EotS 9.2F`, `EotS 14.1C, 14.2A`, `KUT 12.2`,
//! `DF 7.5`, `NATO 25.7.3`): in a prompt's `rule`, and inside log lines and odds explanations
//! ("… (9.2F6)", "… (KUT 12.2)"). The summaries live outside the wasm, one file a game,
//! `public/rules/<game-id>.tsv` (copied to `dist/rules/`, precached by the service worker), fetched on
//! first use: a header line, then `rule  title_en  summary_en  title_ko  summary_ko  source`, tab-separated,
//! where `rule` is the tag without its game prefix (`9.2F`, `OPS §1`) and `source` the seed lines.
//! This module is plain Rust (tested natively); `app::rule_popover` shows it.

/// The columns of a rules file, in order: its first line, exactly.
pub const HEADER: &str = "rule\ttitle_en\tsummary_en\ttitle_ko\tsummary_ko\tsource";

/// Each game's id (as the registry names it) and the prefix its rule tags carry.
pub const PREFIXES: &[(&str, &str)] =
    &[("twilight-struggle", "TS"), ("empire-of-the-sun", "EotS"), ("kutuzov", "KUT"), ("downfall", "DF"), ("nato", "NATO")];

/// The prefix of `game`'s rule tags (`EotS`).
pub fn prefix(game: &str) -> Option<&'static str> {
    PREFIXES.iter().find(|(g, _)| *g == game).map(|(_, p)| *p)
}

/// The file a game's summaries are served from, relative to the page.
pub fn file(game: &str) -> String {
    format!("rules/{game}.tsv")
}

/// The rules a tag names, without the game prefix: `EotS 14.1C, 14.2A` → `["14.1C", "14.2A"]`,
/// `TS OPS §1` → `["OPS §1"]`, `KUT 12.2` → `["12.2"]`. A tag of another game (or none) names no rule.
pub fn rules_of(game: &str, tag: &str) -> Vec<String> {
    let Some(prefix) = prefix(game) else { return vec![] };
    let Some(rest) = tag.trim().strip_prefix(prefix).and_then(|r| r.strip_prefix(' ')) else { return vec![] };
    if game == "twilight-struggle" {
        // Chapter and sub-number, one rule a tag (`OPS §4-4`, `SEQ C`, `SET 2`, `CCW`).
        let rest = rest.trim();
        return if rest.is_empty() { vec![] } else { vec![rest.to_string()] };
    }
    rest.split(',').map(str::trim).filter(|r| !r.is_empty()).map(str::to_string).collect()
}

/// One rule's summary.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    pub rule: String,
    pub title_en: String,
    pub summary_en: String,
    pub title_ko: String,
    pub summary_ko: String,
    pub source: String,
}

impl Row {
    /// The title and summary in the player's language (`ko` for Korean).
    pub fn text(&self, ko: bool) -> (&str, &str) {
        if ko {
            (&self.title_ko, &self.summary_ko)
        } else {
            (&self.title_en, &self.summary_en)
        }
    }
}

/// A game's rules file, parsed.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Table {
    pub rows: Vec<Row>,
}

impl Table {
    /// Reads a rules file. Refused (with the line) when the header is not [`HEADER`] or a line has not
    /// six columns; blank lines are skipped.
    pub fn parse(text: &str) -> Result<Table, String> {
        let text = text.strip_prefix('\u{feff}').unwrap_or(text);
        let mut lines = text.lines();
        let header = lines.next().unwrap_or("").trim_end_matches('\r');
        if header != HEADER {
            return Err(format!("the first line is not the header `{}`", HEADER.replace('\t', " ")));
        }
        let mut rows = Vec::new();
        for (n, line) in lines.enumerate() {
            let line = line.trim_end_matches('\r');
            if line.trim().is_empty() {
                continue;
            }
            let cols: Vec<&str> = line.split('\t').collect();
            let [rule, title_en, summary_en, title_ko, summary_ko, source] = cols[..] else {
                return Err(format!("line {} has {} columns, not 6", n + 2, cols.len()));
            };
            rows.push(Row {
                rule: rule.trim().to_string(),
                title_en: title_en.trim().to_string(),
                summary_en: summary_en.trim().to_string(),
                title_ko: title_ko.trim().to_string(),
                summary_ko: summary_ko.trim().to_string(),
                source: source.trim().to_string(),
            });
        }
        Ok(Table { rows })
    }

    /// The row of a rule (`9.2F`), if the file has one.
    pub fn get(&self, rule: &str) -> Option<&Row> {
        self.rows.iter().find(|r| r.rule == rule)
    }
}

/// A piece of a message's text: plain, or a rule tag to link (`tag`, the whole tag with its prefix, and
/// `shown`, the text as it stands in the message).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Seg<'a> {
    Text(&'a str),
    Tag { tag: String, shown: &'a str },
}

/// The length of a section number at the start of `s` (`9.2F6`, `25.1.1.1`, `17.25C`, `8`), 0 if none:
/// digits, then `.digits` any number of times, then at most one capital letter and digits.
fn section_len(s: &str) -> usize {
    let b = s.as_bytes();
    let digits = |mut i: usize| {
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        i
    };
    let mut i = digits(0);
    if i == 0 {
        return 0;
    }
    while i + 1 < b.len() && b[i] == b'.' && b[i + 1].is_ascii_digit() {
        i = digits(i + 1);
    }
    if i < b.len() && b[i].is_ascii_uppercase() && !(i + 1 < b.len() && b[i + 1].is_ascii_alphabetic()) {
        i = digits(i + 1);
    }
    i
}

/// A list of section numbers at the start of `s` (`8.21, 8.45C`): its length and the numbers.
fn section_list(s: &str) -> (usize, Vec<&str>) {
    let mut end = 0;
    let mut found = Vec::new();
    loop {
        let n = section_len(&s[end..]);
        if n == 0 {
            break;
        }
        found.push(&s[end..end + n]);
        end += n;
        if s[end..].starts_with(", ") && section_len(&s[end + 2..]) > 0 {
            end += 2;
        } else {
            break;
        }
    }
    (end, found)
}

/// Splits a message's text into plain text and the rule tags it cites, so a board can make each tag a
/// link: `PREFIX n` anywhere (`(KUT 12.2)`, `(5–6, KUT 9.52)`), and for Empire of the Sun, whose
/// messages cite bare section numbers, numbers with a dot right after an opening bracket (`(9.2F6)`,
/// `(8.21, 8.45C)`). Twilight Struggle's messages cite no rules.
pub fn linkify<'a>(game: &str, text: &'a str) -> Vec<Seg<'a>> {
    let mut out = Vec::new();
    let Some(prefix) = prefix(game).filter(|_| game != "twilight-struggle") else {
        if !text.is_empty() {
            out.push(Seg::Text(text));
        }
        return out;
    };
    let lead = format!("{prefix} ");
    let mut plain_from = 0;
    let mut i = 0;
    while i < text.len() {
        if !text.is_char_boundary(i) {
            i += 1;
            continue;
        }
        let rest = &text[i..];
        let word_start = i == 0 || !text[..i].chars().next_back().is_some_and(char::is_alphanumeric);
        // `PREFIX 12.2`, `PREFIX 8.21, 8.45C`.
        let prefixed = (word_start && rest.starts_with(&lead)).then(|| section_list(&rest[lead.len()..])).filter(|(n, _)| *n > 0);
        if let Some((n, found)) = prefixed {
            let len = lead.len() + n;
            if plain_from < i {
                out.push(Seg::Text(&text[plain_from..i]));
            }
            out.push(Seg::Tag { tag: format!("{prefix} {}", found.join(", ")), shown: &text[i..i + len] });
            i += len;
            plain_from = i;
            continue;
        }
        // Empire of the Sun's bare `(9.2F6)`: a dotted number right after `(`.
        if game == "empire-of-the-sun" && i > 0 && text.as_bytes()[i - 1] == b'(' {
            let (n, found) = section_list(rest);
            if n > 0 && found.iter().all(|f| f.contains('.')) {
                if plain_from < i {
                    out.push(Seg::Text(&text[plain_from..i]));
                }
                out.push(Seg::Tag { tag: format!("{prefix} {}", found.join(", ")), shown: &text[i..i + n] });
                i += n;
                plain_from = i;
                continue;
            }
        }
        i += 1;
    }
    if plain_from < text.len() {
        out.push(Seg::Text(&text[plain_from..]));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_names_its_rules_without_the_prefix() {
        assert_eq!(rules_of("empire-of-the-sun", "EotS 14.1C, 14.2A"), ["14.1C", "14.2A"]);
        assert_eq!(rules_of("empire-of-the-sun", "EotS 9.2F"), ["9.2F"]);
        assert_eq!(rules_of("twilight-struggle", "TS OPS §1"), ["OPS §1"]);
        assert_eq!(rules_of("twilight-struggle", "TS SEQ C"), ["SEQ C"]);
        assert_eq!(rules_of("nato", "NATO 25.7.3"), ["25.7.3"]);
        assert_eq!(rules_of("kutuzov", "KUT 12.2"), ["12.2"]);
        assert!(rules_of("kutuzov", "EotS 9.2F").is_empty());
        assert!(rules_of("chess", "X 1").is_empty());
    }

    #[test]
    fn a_rules_file_is_read_and_a_bad_one_refused() {
        let t = Table::parse(&format!("{HEADER}\n9.2F\tHits\tApply hits.\t명중\t명중 적용.\tL1188-L1201\n\n")).unwrap();
        assert_eq!(t.get("9.2F").unwrap().text(true), ("명중", "명중 적용."));
        assert!(t.get("9.2").is_none());
        assert!(Table::parse("<!doctype html>").is_err());
        assert!(Table::parse(&format!("{HEADER}\n9.2F\tHits\n")).unwrap_err().contains("line 2"));
    }

    fn tags<'a>(segs: &[Seg<'a>]) -> Vec<String> {
        segs.iter().filter_map(|s| if let Seg::Tag { tag, .. } = s { Some(tag.clone()) } else { None }).collect()
    }

    #[test]
    fn rule_tags_inside_messages_are_found() {
        let segs = linkify("empire-of-the-sun", "{0} is reduced by the critical hit (9.2F6).");
        assert_eq!(tags(&segs), ["EotS 9.2F6"]);
        assert_eq!(segs[1], Seg::Tag { tag: "EotS 9.2F6".into(), shown: "9.2F6" });
        assert_eq!(segs.iter().map(|s| match s { Seg::Text(t) => *t, Seg::Tag { shown, .. } => shown }).collect::<String>(), "{0} is reduced by the critical hit (9.2F6).");
        assert_eq!(tags(&linkify("empire-of-the-sun", "lost (8.21, 8.45C); see (16.0, 17.10.7)")), ["EotS 8.21, 8.45C", "EotS 16.0, 17.10.7"]);
        assert_eq!(tags(&linkify("empire-of-the-sun", "({1} steps) (2 hits)")), Vec::<String>::new());
        assert_eq!(tags(&linkify("kutuzov", "{0}: sixes (5–6, KUT 9.52); terrain (KUT 12.4)")), ["KUT 9.52", "KUT 12.4"]);
        assert_eq!(tags(&linkify("downfall", "modifiers (DF 8 steps 3 and 5)")), ["DF 8"]);
        assert_eq!(tags(&linkify("twilight-struggle", "Operations (TS OPS §1)")), Vec::<String>::new());
        assert_eq!(tags(&linkify("nato", "NATO 25.1.1.1 applies")), ["NATO 25.1.1.1"]);
        assert_eq!(linkify("nato", "no tag, 한국어 (1.5)"), [Seg::Text("no tag, 한국어 (1.5)")]);
    }

    /// The rule tags a game's code can show: every string literal of the engine's game folder and of its
    /// board that is a tag (`"EotS 9.2F"`, a prompt's rule), and every tag inside a message of their text
    /// catalogs (`text.rs`: `"… (9.2F6)"`, a log line or an odds explanation, found as the board finds
    /// them). Comments and the files' own tests are skipped.
    fn tags_in_code(game: &str) -> std::collections::BTreeSet<String> {
        let dir = game.replace('-', "_");
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut files = Vec::new();
        fn walk(d: &std::path::Path, files: &mut Vec<std::path::PathBuf>) {
            let Ok(entries) = std::fs::read_dir(d) else { return };
            for e in entries.flatten() {
                let p = e.path();
                if p.is_dir() {
                    walk(&p, files);
                } else if p.extension().is_some_and(|x| x == "rs") {
                    files.push(p);
                }
            }
        }
        walk(&root.join("engine/src/games").join(&dir), &mut files);
        walk(&root.join("src/boards").join(&dir), &mut files);
        let prefix = prefix(game).unwrap();
        let mut found = std::collections::BTreeSet::new();
        for f in files {
            let text = std::fs::read_to_string(&f).unwrap();
            // The file's own tests cite made-up tags ("TS XYZ 3"): only the code before them counts.
            let text = text.split("#[cfg(test)]").next().unwrap_or("");
            for line in text.lines() {
                let code = line.trim_start();
                if code.starts_with("//") {
                    continue;
                }
                // The string literals of the line: the pieces between quotes (escaped quotes aside).
                let code = code.replace("\\\"", "");
                for (k, lit) in code.split('"').enumerate() {
                    if k % 2 == 0 {
                        continue;
                    }
                    let whole = lit.starts_with(&format!("{prefix} ")) && !rules_of(game, lit).is_empty();
                    let whole = whole && (game == "twilight-struggle" || rules_of(game, lit).iter().all(|r| section_len(r) == r.len()));
                    if whole {
                        found.insert(lit.to_string());
                    }
                    // Messages live in the text catalogs (text.rs); elsewhere a number in brackets is code.
                    let catalog = f.file_name().is_some_and(|n| n == "text.rs");
                    for s in if catalog { linkify(game, lit) } else { vec![] } {
                        if let Seg::Tag { tag, .. } = s {
                            found.insert(tag);
                        }
                    }
                }
            }
        }
        found
    }

    /// Every rule tag any engine (or board) can show resolves to a row of its game's rules file with a title
    /// and a summary in both languages. A game whose file is not written yet is skipped with a note; Twilight
    /// Struggle's and Empire of the Sun's files must exist.
    #[test]
    fn every_rule_tag_has_a_summary_in_both_languages() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        let mut missing = Vec::new();
        for (game, _) in PREFIXES {
            let tags = tags_in_code(game);
            let path = root.join("public").join(file(game));
            let Ok(text) = std::fs::read_to_string(&path) else {
                assert!(!matches!(*game, "twilight-struggle" | "empire-of-the-sun"), "{} is missing", path.display());
                eprintln!("note: {} does not exist yet: its {} tags are not checked", path.display(), tags.len());
                continue;
            };
            let table = Table::parse(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let mut seen = std::collections::BTreeSet::new();
            for row in &table.rows {
                assert!(seen.insert(row.rule.clone()), "{}: rule {} has two rows", path.display(), row.rule);
            }
            assert!(!tags.is_empty() || matches!(*game, "downfall" | "nato" | "kutuzov"), "no tags found for {game}");
            for tag in &tags {
                for rule in rules_of(game, tag) {
                    match table.get(&rule) {
                        Some(r) if [&r.title_en, &r.summary_en, &r.title_ko, &r.summary_ko].iter().all(|s| !s.is_empty()) => {}
                        Some(_) => missing.push(format!("{game}: {tag}: rule {rule} has an empty title or summary")),
                        None => missing.push(format!("{game}: {tag}: no row for rule {rule}")),
                    }
                }
            }
            eprintln!("{game}: {} tags, {} rows", tags.len(), table.rows.len());
        }
        assert!(missing.is_empty(), "rule tags without a summary:\n{}", missing.join("\n"));
    }

    /// Every row of the two files written here has its six columns filled, summaries of at most three
    /// sentences, and a seed line as its source.
    #[test]
    fn the_rows_are_complete() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
        for game in ["twilight-struggle", "empire-of-the-sun"] {
            let text = std::fs::read_to_string(root.join("public").join(file(game))).unwrap();
            let table = Table::parse(&text).unwrap();
            for r in &table.rows {
                for (what, s) in [("title_en", &r.title_en), ("summary_en", &r.summary_en), ("title_ko", &r.title_ko), ("summary_ko", &r.summary_ko)] {
                    assert!(!s.is_empty(), "{game} {}: empty {what}", r.rule);
                }
                assert!(r.source.starts_with('L'), "{game} {}: source `{}` is not a seed line", r.rule, r.source);
            }
        }
    }
}
