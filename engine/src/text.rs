//! Words: the English and Korean text of every message a game emits — prompts, action labels, log
//! entries, outcomes, odds — rendered from the message id and its arguments (DESIGN.md "Log and
//! language"). Each game keeps its catalog beside its rules (`Game::texts`); the app and the CLI render
//! with the same catalogs, so `sandtable show --text` reads as the app does.
//!
//! A template uses `{0}`, `{1}`… for its arguments. A missing key never fails: the other language, then
//! the key itself with its arguments.

use crate::Arg;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    En,
    Ko,
}

impl Lang {
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ko => "ko",
        }
    }

    pub fn from_code(s: &str) -> Option<Lang> {
        match s {
            "en" => Some(Lang::En),
            "ko" => Some(Lang::Ko),
            _ => None,
        }
    }

    /// Picks from an (English, Korean) pair; an empty Korean falls back to English.
    pub fn pick<'a>(self, en: &'a str, ko: &'a str) -> &'a str {
        match self {
            Lang::En => en,
            Lang::Ko if ko.is_empty() => en,
            Lang::Ko => ko,
        }
    }
}

/// (key, English, Korean).
pub type Catalog = &'static [(&'static str, &'static str, &'static str)];

/// What every game shares: every game's seats (each bundle's home page lists all five games), generic
/// outcomes.
pub static COMMON: Catalog = &[
    ("seat.ussr", "USSR", "소련"),
    ("seat.us", "US", "미국"),
    ("game_over", "The game is over.", "게임이 끝났습니다."),
    ("outcome.winner", "{0} wins.", "{0} 승리."),
    ("outcome.winners2", "{0} and {1} win.", "{0}·{1} 승리."),
    ("outcome.winners3", "{0}, {1} and {2} win.", "{0}·{1}·{2} 승리."),
    ("outcome.draw", "The game is drawn.", "무승부입니다."),
    ("outcome.game_over", "Game over.", "게임 종료."),
    ("seat.japan", "Japan", "일본"),
    ("seat.allies", "Allies", "연합군"),
    ("seat.warsaw_pact", "Warsaw Pact", "바르샤바 조약기구"),
    ("seat.nato", "NATO", "NATO"),
    ("seat.french_northern", "French Northern Army", "프랑스 북부군"),
    ("seat.russian_first", "Russian First Army", "러시아 제1군"),
    ("seat.french_southern", "French Southern Army", "프랑스 남부군"),
    ("seat.russian_second", "Russian Second Army", "러시아 제2군"),
    ("seat.western", "Western", "서방"),
    ("seat.soviet", "Soviet", "소련"),
];

/// The text of `key` in the first catalog that has it.
pub fn find(catalogs: &[Catalog], lang: Lang, key: &str) -> Option<&'static str> {
    catalogs.iter().find_map(|c| c.iter().find(|(k, _, _)| *k == key)).map(|(_, en, ko)| lang.pick(en, ko))
}

/// A piece of a template: literal text, the index of an argument, or a word that agrees with a number
/// argument (`{1|hit|hits}`: "hit" when argument 1 is 1 or -1, else "hits").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Piece<'a> {
    Text(&'a str),
    Arg(usize),
    Plural { arg: usize, one: &'a str, other: &'a str },
}

impl Piece<'_> {
    /// The word of a plural piece for `args` (the `other` form when the argument is not a number).
    pub fn plural(arg: usize, one: &str, other: &str, args: &[Arg]) -> String {
        match args.get(arg) {
            Some(Arg::Num(1 | -1)) => one.to_string(),
            _ => other.to_string(),
        }
    }
}

/// Splits `Hello {0}, {1} {1|card|cards}` into pieces. A brace that does not open a valid `{n}` or
/// `{n|one|other}` is kept as text.
pub fn pieces(template: &str) -> Vec<Piece<'_>> {
    let mut out = vec![];
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        let after = &rest[open + 1..];
        let piece = after.find('}').and_then(|close| {
            let inner = &after[..close];
            let mut parts = inner.split('|');
            let n = parts.next()?.parse::<usize>().ok()?;
            match (parts.next(), parts.next(), parts.next()) {
                (None, _, _) => Some((close, Piece::Arg(n))),
                (Some(one), Some(other), None) => Some((close, Piece::Plural { arg: n, one, other })),
                _ => None,
            }
        });
        match piece {
            Some((close, piece)) => {
                if open > 0 {
                    out.push(Piece::Text(&rest[..open]));
                }
                out.push(piece);
                rest = &after[close + 1..];
            }
            None => {
                out.push(Piece::Text(&rest[..open + 1]));
                rest = after;
            }
        }
    }
    if !rest.is_empty() {
        out.push(Piece::Text(rest));
    }
    out
}

/// Korean particles that depend on the final sound of the word before them, written in the templates in
/// both forms: `이(가)`, `을(를)`, `은(는)`, `과(와)`, `(으)로`. Each is resolved from the word it follows:
/// a Hangul syllable's final consonant, a digit as it is read (일, 이, 삼…), a Latin letter roughly as an
/// English word ends; closing brackets and quotes are looked through (`라바울 (4021)이` reads "…일이").
const PARTICLES: &[(&str, &str, &str)] =
    &[("이(가)", "이", "가"), ("을(를)", "을", "를"), ("은(는)", "은", "는"), ("과(와)", "과", "와"), ("와(과)", "과", "와"), ("(으)로", "으로", "로")];

/// The final sound of the last spoken character of `s`: `Some((has a final consonant, it is ㄹ))`, or
/// `None` when it cannot be told.
fn final_sound(s: &str) -> Option<(bool, bool)> {
    let c = s.chars().rev().find(|c| !matches!(c, ')' | ']' | '\'' | '"' | '’' | '”' | ' ' | '»'))?;
    match c {
        '\u{ac00}'..='\u{d7a3}' => {
            let jong = (c as u32 - 0xac00) % 28;
            Some((jong != 0, jong == 8))
        }
        // 영 일 이 삼 사 오 육 칠 팔 구
        '0'..='9' => {
            let d = c as u8 - b'0';
            Some((matches!(d, 0 | 1 | 3 | 6 | 7 | 8), matches!(d, 1 | 7 | 8)))
        }
        // An abbreviation ends on a letter's name (엘, 엠, 엔, 알 have a final consonant; 에프, 비… not);
        // a word roughly as its English ending is written in Hangul (팩, 힐, 캠, 런; 코어, 하버, 시티).
        'A'..='Z' => Some((matches!(c, 'L' | 'M' | 'N' | 'R'), matches!(c, 'L' | 'R'))),
        'a'..='z' => {
            let word: String = s.chars().rev().take_while(|c| c.is_ascii_alphabetic()).collect::<Vec<_>>().into_iter().rev().collect();
            let tail = word.to_ascii_lowercase();
            let batchim = tail.ends_with("ng") || tail.ends_with("ck") || matches!(c, 'l' | 'm' | 'n' | 'k' | 'c' | 'p');
            Some((batchim, c == 'l'))
        }
        _ => None,
    }
}

/// `text` with each two-form particle resolved from the word before it; `before` is the text that comes
/// first (a message rendered piece by piece). A particle whose word cannot be told keeps both forms.
pub fn particles_after(before: &str, text: &str) -> String {
    if !PARTICLES.iter().any(|(p, _, _)| text.contains(p)) {
        return text.to_string();
    }
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while !rest.is_empty() {
        for (pattern, with, without) in PARTICLES {
            if let Some(tail) = rest.strip_prefix(pattern) {
                let prev = if out.is_empty() { before } else { out.as_str() };
                match final_sound(prev) {
                    // (으)로: 로 after a vowel or ㄹ.
                    Some((batchim, rieul)) if *pattern == "(으)로" => out.push_str(if batchim && !rieul { with } else { without }),
                    Some((batchim, _)) => out.push_str(if batchim { with } else { without }),
                    None => out.push_str(pattern),
                }
                rest = tail;
                continue 'scan;
            }
        }
        let c = rest.chars().next().unwrap();
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// `text` with its two-form particles resolved (Korean).
pub fn particles(text: &str) -> String {
    particles_after("", text)
}

/// The names a message's arguments need, in a language: seats, cards, spaces and sub-phrases.
pub trait Display {
    fn lang(&self) -> Lang;
    fn seat(&self, seat: crate::Seat) -> String;
    fn card(&self, number: u16) -> String;
    fn space(&self, key: &str) -> String;
    /// A unit by key (its name in the game's data, or the key).
    fn unit(&self, key: &str) -> String {
        key.to_string()
    }
    /// A hex by id: the place's name with the id ("Rabaul (2516)"), or the id alone.
    fn hex(&self, id: &str) -> String {
        id.to_string()
    }
    /// A sub-phrase by key (`ts.region.europe`).
    fn phrase(&self, key: &str) -> String;
    /// The template of a message id, if the game has one.
    fn template(&self, key: &str) -> Option<&'static str>;

    /// One argument as text.
    fn arg(&self, arg: &Arg) -> String {
        match arg {
            Arg::Card(n) => self.card(*n),
            Arg::Space(s) => self.space(s),
            Arg::Seat(s) => self.seat(*s),
            Arg::Num(n) => n.to_string(),
            Arg::Roll(r) => r.to_string(),
            Arg::Key(k) => self.phrase(k),
            Arg::Unit(u) => self.unit(u),
            Arg::Hex(h) => self.hex(h),
            Arg::Dice(d) => d.iter().map(|d| d.value.to_string()).collect::<Vec<_>>().join(", "),
        }
    }

    /// A whole message as text; missing arguments read `?`, an unknown id is shown with its arguments.
    fn message(&self, key: &str, args: &[Arg]) -> String {
        let Some(template) = self.template(key) else {
            let args: Vec<String> = args.iter().map(|a| self.arg(a)).collect();
            return if args.is_empty() { key.to_string() } else { format!("{key} ({})", args.join(", ")) };
        };
        let text: String = pieces(template)
            .into_iter()
            .map(|p| match p {
                Piece::Text(t) => t.to_string(),
                Piece::Arg(i) => args.get(i).map(|a| self.arg(a)).unwrap_or_else(|| "?".into()),
                Piece::Plural { arg, one, other } => Piece::plural(arg, one, other, args),
            })
            .collect();
        match self.lang() {
            Lang::Ko => particles(&text),
            Lang::En => text,
        }
    }

    /// A log entry as text: the seat's name, then the sentence (log ids are keyed `log.<id>`).
    fn log_line(&self, entry: &crate::LogEntry) -> String {
        let key = format!("log.{}", entry.id);
        let key = if self.template(&key).is_some() { key } else { entry.id.clone() };
        let sentence = self.message(&key, &entry.args);
        match entry.seat {
            // A sentence that names its seat first needs no tag.
            Some(s) if !sentence.starts_with(&self.seat(s)) => format!("{}: {sentence}", self.seat(s)),
            _ => sentence,
        }
    }
}

/// The checks every game's word catalog passes (each game's `text.rs` runs them in a test).
#[cfg(test)]
pub(crate) mod catalog_check {
    use super::Catalog;
    use std::collections::BTreeSet;
    use std::path::{Path, PathBuf};

    fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                rust_files(&p, out);
            } else if p.extension().is_some_and(|x| x == "rs") {
                out.push(p);
            }
        }
    }

    /// Whether the catalog has `key` with both its English and its Korean text.
    pub fn has(texts: Catalog, key: &str) -> bool {
        texts.iter().any(|(k, en, ko)| *k == key && !en.is_empty() && !ko.is_empty())
    }

    /// The message id literals in the source of `engine/src/games/<game>/` that start with one of
    /// `prefixes` (with their opening quote: `"\"kut."`) and have no text, as a plain key, a log entry
    /// (`log.<id>`) or an outcome (`outcome.<id>`). Ids that end in `.` or `_` are dynamic prefixes, and
    /// file names (`….tsv`) are not ids.
    pub fn untranslated(texts: Catalog, game: &str, prefixes: &[&str]) -> BTreeSet<String> {
        let mut files = vec![];
        rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games").join(game), &mut files);
        let mut missing = BTreeSet::new();
        for f in files {
            let src = std::fs::read_to_string(&f).unwrap();
            for pat in prefixes {
                for (i, _) in src.match_indices(pat) {
                    let rest = &src[i + 1..];
                    let end = rest.find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '.' | '-'))).unwrap_or(rest.len());
                    let id = &rest[..end];
                    if id.ends_with('.') || id.ends_with('_') || id.ends_with(".tsv") {
                        continue;
                    }
                    if !has(texts, id) && !has(texts, &format!("log.{id}")) && !has(texts, &format!("outcome.{id}")) {
                        missing.insert(id.to_string());
                    }
                }
            }
        }
        missing
    }

    /// The keys the catalog gives twice.
    pub fn doubled(texts: Catalog) -> BTreeSet<&'static str> {
        let mut seen = BTreeSet::new();
        texts.iter().map(|(k, _, _)| *k).filter(|k| !seen.insert(*k)).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn korean_particles_follow_the_final_sound() {
        assert_eq!(particles("소련이(가) 쿠데타을(를) 합니다"), "소련이 쿠데타를 합니다");
        assert_eq!(particles("미국이(가)"), "미국이");
        assert_eq!(particles("작전 2(으)로"), "작전 2로");
        assert_eq!(particles("작전 3(으)로"), "작전 3으로");
        assert_eq!(particles("서울(으)로 부산(으)로 인천(으)로"), "서울로 부산으로 인천으로");
        assert_eq!(particles("라바울 (4021)이(가)"), "라바울 (4021)이");
        assert_eq!(particles("5AF이(가) 전투은(는)"), "5AF가 전투는");
        assert_eq!(particles("SW Pac을(를) 5AF LRB을(를) 1 MAW을(를) SEAL을(를)"), "SW Pac을 5AF LRB를 1 MAW를 SEAL을");
        assert_eq!(particles("I Corps이(가) Guam(으)로 Truk(으)로 Oahu(으)로 Rabaul(으)로"), "I Corps가 Guam으로 Truk으로 Oahu로 Rabaul로");
        assert_eq!(particles("이(가)"), "이(가)", "no word before: both forms stay");
        assert_eq!(particles_after("중국", "이(가) 움직입니다"), "이 움직입니다");
        assert_eq!(particles_after("소련", " 이(가)"), " 이(가)", "a particle after a space is not attached to a word");
    }

    #[test]
    fn templates_split_into_pieces() {
        assert_eq!(pieces("a {0} b {1}"), vec![Piece::Text("a "), Piece::Arg(0), Piece::Text(" b "), Piece::Arg(1)]);
        assert_eq!(pieces("{x} {"), vec![Piece::Text("{"), Piece::Text("x} {")]);
        assert_eq!(pieces("{1} {1|hit|hits}"), vec![Piece::Arg(1), Piece::Text(" "), Piece::Plural { arg: 1, one: "hit", other: "hits" }]);
        assert_eq!(pieces("{1|a|b|c}"), vec![Piece::Text("{"), Piece::Text("1|a|b|c}")]);
    }

    #[test]
    fn a_word_agrees_with_its_number() {
        let word = |n| Piece::plural(0, "hit", "hits", &[Arg::Num(n)]);
        assert_eq!((word(1), word(-1), word(0), word(2)), ("hit".into(), "hit".into(), "hits".into(), "hits".into()));
    }

    #[test]
    fn find_takes_the_first_catalog_and_falls_back_to_english() {
        static A: Catalog = &[("k", "A", "")];
        static B: Catalog = &[("k", "B", "비"), ("j", "J", "제이")];
        assert_eq!(find(&[A, B], Lang::Ko, "k"), Some("A"));
        assert_eq!(find(&[A, B], Lang::Ko, "j"), Some("제이"));
        assert_eq!(find(&[A, B], Lang::En, "nope"), None);
    }
}
