//! Component tables: one tab-separated reader for every game's data pack.
//!
//! A table file has `#` comment lines and blank lines anywhere, one header line (the column names, in
//! the order the game expects), then one row per line. The last column of every table is `source`:
//! where the row comes from (see [`Provenance`]). Every problem is reported as `file line N: …`, and a
//! reader collects all of a file's problems instead of stopping at the first ([`Errors`]).
//!
//! Used by: Twilight Struggle, Empire of the Sun, Downfall, NATO, Kutuzov

use std::fmt;
use std::str::FromStr;

/// Where a component row comes from. Players see it next to reconstructed components.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Provenance {
    /// The rulebook (seed) states it: `seed L123`.
    Seed,
    /// A public fact about the published game: `public: …` or `public fact: …`.
    Public,
    /// Real geography: `geography (fit)`, `geography: …`.
    Geography,
    /// Rebuilt by the project, with the reasoning: `reconstructed: …`.
    Reconstructed,
    /// Corrected by an owner of the physical game, in a pack they imported: `owner: …`.
    Owner,
}

impl Provenance {
    /// Reads the kind of a `source` cell; `None` when it names no known kind.
    pub fn of(source: &str) -> Option<Provenance> {
        let s = source.trim();
        if s.starts_with("seed L") {
            Some(Provenance::Seed)
        } else if s.starts_with("public:") || s.starts_with("public fact:") {
            Some(Provenance::Public)
        } else if s.starts_with("geography") {
            Some(Provenance::Geography)
        } else if s.starts_with("reconstructed:") {
            Some(Provenance::Reconstructed)
        } else if s.starts_with("owner:") {
            Some(Provenance::Owner)
        } else {
            None
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Provenance::Seed => "seed",
            Provenance::Public => "public",
            Provenance::Geography => "geography",
            Provenance::Reconstructed => "reconstructed",
            Provenance::Owner => "owner",
        }
    }
}

/// Every problem found while reading a pack, each already prefixed with `file line N:`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Errors(pub Vec<String>);

impl Errors {
    pub fn new() -> Self {
        Errors(Vec::new())
    }
    pub fn push(&mut self, e: impl Into<String>) {
        self.0.push(e.into());
    }
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    pub fn len(&self) -> usize {
        self.0.len()
    }
    /// Keeps the value of `r`, or records its error and returns `None`.
    pub fn take<T>(&mut self, r: Result<T, String>) -> Option<T> {
        match r {
            Ok(v) => Some(v),
            Err(e) => {
                self.0.push(e);
                None
            }
        }
    }
    /// `Ok(value)` when nothing was recorded, else every error.
    pub fn finish<T>(self, value: T) -> Result<T, Errors> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self)
        }
    }
}

impl fmt::Display for Errors {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.join("\n"))
    }
}

impl From<String> for Errors {
    fn from(e: String) -> Self {
        Errors(vec![e])
    }
}

/// One data row: its file, 1-based line number, the header it was read under, and its cells.
#[derive(Clone, Debug)]
pub struct Row<'a> {
    pub file: &'a str,
    pub line: usize,
    header: &'a [&'a str],
    cells: Vec<&'a str>,
}

impl<'a> Row<'a> {
    /// `file line N: msg`.
    pub fn err(&self, msg: impl fmt::Display) -> String {
        format!("{} line {}: {}", self.file, self.line, msg)
    }

    fn index(&self, column: &str) -> usize {
        self.header.iter().position(|c| *c == column).unwrap_or_else(|| panic!("{}: no column '{column}'", self.file))
    }

    /// The raw (trimmed) cell of a column, by name.
    pub fn get(&self, column: &str) -> &'a str {
        self.cells[self.index(column)]
    }

    /// A cell that must not be empty.
    pub fn text(&self, column: &str) -> Result<String, String> {
        let v = self.get(column);
        if v.is_empty() {
            return Err(self.err(format!("empty {column}")));
        }
        Ok(v.to_string())
    }

    /// A number within `min..=max`.
    pub fn num<T>(&self, column: &str, min: T, max: T) -> Result<T, String>
    where
        T: FromStr + PartialOrd + fmt::Display + Copy,
    {
        let v = self.get(column);
        match v.parse::<T>() {
            Ok(n) if n >= min && n <= max => Ok(n),
            Ok(n) => Err(self.err(format!("{column} {n} is out of range {min}..={max}"))),
            Err(_) => Err(self.err(not_a_number(column, v, min, max))),
        }
    }

    /// A number, or `None` for `-` or an empty cell.
    pub fn opt_num<T>(&self, column: &str, min: T, max: T) -> Result<Option<T>, String>
    where
        T: FromStr + PartialOrd + fmt::Display + Copy,
    {
        match self.get(column) {
            "" | "-" => Ok(None),
            _ => self.num(column, min, max).map(Some),
        }
    }

    /// `0` or `1`.
    pub fn flag(&self, column: &str) -> Result<bool, String> {
        match self.get(column) {
            "0" => Ok(false),
            "1" => Ok(true),
            v => Err(self.err(format!("{column} must be 0 or 1, not '{v}'"))),
        }
    }

    /// A key: lowercase ascii letters, digits, `_` and `-`.
    pub fn key(&self, column: &str) -> Result<String, String> {
        let v = self.get(column);
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_' || b == b'-') {
            return Err(self.err(format!("{column} '{v}' must be lowercase ascii letters, digits, '_' or '-'")));
        }
        Ok(v.to_string())
    }

    /// An identifier: a key without `-` (lowercase ascii letters, digits and `_`), for names the rules
    /// and the notation use as one word (Twilight Struggle's card and country keys).
    pub fn ident(&self, column: &str) -> Result<String, String> {
        let v = self.get(column);
        if v.is_empty() || !v.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_') {
            return Err(self.err(format!("{column} '{v}' must be lowercase ascii letters, digits or '_'")));
        }
        Ok(v.to_string())
    }

    /// One of a fixed set of words.
    pub fn one_of<T: Copy>(&self, column: &str, choices: &[(&str, T)]) -> Result<T, String> {
        let v = self.get(column);
        choices.iter().find(|(k, _)| *k == v).map(|(_, t)| *t).ok_or_else(|| {
            let keys: Vec<&str> = choices.iter().map(|(k, _)| *k).collect();
            self.err(format!("{column} '{v}' is not one of: {}", keys.join(", ")))
        })
    }

    /// A comma-separated list (`-` or empty is the empty list).
    pub fn list(&self, column: &str) -> Vec<&'a str> {
        match self.get(column) {
            "" | "-" => vec![],
            v => v.split(',').map(str::trim).filter(|s| !s.is_empty()).collect(),
        }
    }

    /// The `source` column: where the row comes from.
    pub fn source(&self) -> Result<String, String> {
        let v = self.get("source");
        if Provenance::of(v).is_none() {
            return Err(self.err(format!(
                "source '{v}' must start with 'seed L<n>', 'public:', 'public fact:', 'geography', 'reconstructed:' or 'owner:' (a correction from a copy of the game)"
            )));
        }
        Ok(v.to_string())
    }
}

/// Why a cell that `T` does not parse is refused: a whole number too large (or negative) for the column
/// is out of its range, a fraction is not a whole number, anything else is not a number.
fn not_a_number(column: &str, v: &str, min: impl fmt::Display, max: impl fmt::Display) -> String {
    let digits = v.strip_prefix(['-', '+']).unwrap_or(v);
    if !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()) {
        format!("{column} {v} is out of range {min}..={max}")
    } else if v.parse::<f64>().is_ok_and(f64::is_finite) {
        format!("{column} {v} is not a whole number (range {min}..={max})")
    } else {
        format!("{column} '{v}' is not a number (range {min}..={max})")
    }
}

/// A UTF-8 byte-order mark, which some editors (Windows Notepad, Excel's "CSV UTF-8") put before the
/// first line.
pub const BOM: char = '\u{feff}';

/// A data pack's content hash (kit/pack_hash.rs), here too for the games that read their packs with this
/// module.
pub use super::pack_hash::pack_hash;

/// A game's built-in pack files, named once: `builtin_pack!("dir"; pub const FILES = ["a.tsv", …];)`
/// defines `FILES` (the pack's files in the order the pack hashes them; engine/build.rs reads this list
/// from the invoking module) and `fn embedded_tables()`, the files as this binary embeds them,
/// `(name, text)` in that order: natively the tables as written beside the invoking module (a data/mod.rs),
/// or in the folder `folder` beside it with `builtin_pack!("dir", "folder/"; …)` (NATO's data.rs and
/// data/); in the web bundle (wasm32) the copies without their notes that engine/build.rs wrote to
/// `OUT_DIR/<dir>/` (engine/build/pack_strip.rs: every row's source cut to its kind), which is all the
/// rules read (docs/web-size.md). Empire of the Sun, Downfall and NATO embed their packs so; a page fetches
/// the whole pack when it shows or downloads the notes (src/whole_pack.rs).
#[macro_export]
macro_rules! builtin_pack {
    ($dir:literal; pub const FILES = [$($name:literal),* $(,)?];) => {
        $crate::builtin_pack!($dir, ""; pub const FILES = [$($name),*];);
    };
    ($dir:literal, $folder:literal; pub const FILES = [$($name:literal),* $(,)?];) => {
        /// The built-in pack's files, in the order the pack hashes them (engine/build.rs reads this list).
        pub const FILES: &[&str] = &[$($name),*];

        /// Every file of [`FILES`] with its text as this binary embeds it (natively whole, in the web
        /// bundle without its notes).
        fn embedded_tables() -> Vec<(&'static str, &'static str)> {
            #[cfg(not(target_arch = "wasm32"))]
            let files: Vec<(&'static str, &'static str)> = vec![$(($name, include_str!(concat!($folder, $name)))),*];
            #[cfg(target_arch = "wasm32")]
            let files: Vec<(&'static str, &'static str)> =
                vec![$(($name, include_str!(concat!(env!("OUT_DIR"), "/", $dir, "/", $name)))),*];
            files
        }
    };
}

/// A game's whole built-in pack handed in by a page whose bundle embeds the tables without their notes
/// (docs/web-size.md): the files of `names`, in that order, kept for the program's life; refused, with
/// the reason, when one is missing or they do not hash to `expected` (not this version's pack).
pub fn whole_builtin(files: Vec<(String, String)>, names: &[&'static str], expected: &str) -> Result<Vec<(&'static str, &'static str)>, String> {
    let mut ordered = Vec::with_capacity(names.len());
    for &name in names {
        match files.iter().find(|(n, _)| n == name) {
            Some((_, text)) => ordered.push((name, &*Box::leak(text.clone().into_boxed_str()))),
            None => return Err(format!("the built-in pack's tables lack {name}")),
        }
    }
    let hash = pack_hash(ordered.iter().copied());
    if hash != expected {
        return Err(format!("the built-in pack's tables are not this version's (content {hash}, expected {expected})"));
    }
    Ok(ordered)
}

/// A game's whole built-in pack once a page has fetched it ([`whole_builtin`]), kept for the program's
/// life: until then the game reads the tables its binary embeds.
pub struct WholeBuiltin(std::sync::OnceLock<Vec<(&'static str, &'static str)>>);

impl WholeBuiltin {
    pub const fn new() -> WholeBuiltin {
        WholeBuiltin(std::sync::OnceLock::new())
    }

    /// The whole pack if a page has handed it in, else `embedded`'s tables.
    pub fn files_or(&self, embedded: impl FnOnce() -> Vec<(&'static str, &'static str)>) -> Vec<(&'static str, &'static str)> {
        self.0.get().cloned().unwrap_or_else(embedded)
    }

    /// Takes `files` as the whole built-in pack ([`whole_builtin`]'s checks, then `reads`: the game's
    /// reader); refused, with the reason, when they are not this version's pack or do not read.
    pub fn install(&self, files: Vec<(String, String)>, names: &[&'static str], expected: &str, reads: impl FnOnce(&[(&'static str, &'static str)]) -> Result<(), String>) -> Result<(), String> {
        if self.0.get().is_some() {
            return Ok(());
        }
        let ordered = whole_builtin(files, names, expected)?;
        reads(&ordered).map_err(|e| format!("the built-in pack's tables do not read: {e}"))?;
        let _ = self.0.set(ordered);
        Ok(())
    }

    /// Whether a page has handed the whole pack in.
    pub fn has(&self) -> bool {
        self.0.get().is_some()
    }
}

/// Splits a table into rows, skipping blank and `#` lines; the first other line must be `header`, and
/// its last column must be `source`. Rows with the wrong number of cells are reported, every one.
pub fn read<'a>(file: &'a str, text: &'a str, header: &'a [&'a str]) -> Result<Vec<Row<'a>>, Errors> {
    debug_assert_eq!(header.last(), Some(&"source"), "{file}: the last column of a table is 'source'");
    let mut out = Vec::new();
    let mut errors = Errors::new();
    let mut seen_header = false;
    // A byte-order mark is not part of the header (packs::decode names it when a file is imported).
    let text = text.strip_prefix(BOM).unwrap_or(text);
    for (i, raw) in text.lines().enumerate() {
        let line = raw.strip_suffix('\r').unwrap_or(raw);
        if line.trim().is_empty() || line.starts_with('#') {
            continue;
        }
        let cells: Vec<&str> = line.split('\t').map(str::trim).collect();
        if !seen_header {
            if cells != header {
                errors.push(format!(
                    "{file} line {}: header must be '{}' (tab-separated), found '{}'",
                    i + 1,
                    header.join(" | "),
                    cells.join(" | ")
                ));
                return Err(errors);
            }
            seen_header = true;
            continue;
        }
        if cells.len() != header.len() {
            errors.push(format!(
                "{file} line {}: {} columns, expected {} ({})",
                i + 1,
                cells.len(),
                header.len(),
                header.join(", ")
            ));
            continue;
        }
        out.push(Row { file, line: i + 1, header, cells });
    }
    if !seen_header {
        errors.push(format!("{file}: no header line"));
    }
    errors.finish(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: [&str; 4] = ["key", "value", "kind", "source"];

    #[test]
    fn reads_rows_with_line_numbers_and_skips_comments() {
        let text = "# a comment\n\nkey\tvalue\tkind\tsource\nalpha\t3\tland\tseed L12\n# another\nbeta\t-\tsea\tpublic: x\n";
        let rows = read("t.tsv", text, &HEADER).unwrap();
        assert_eq!(rows.len(), 2);
        assert_eq!(rows[0].line, 4);
        assert_eq!(rows[1].line, 6);
        assert_eq!(rows[0].key("key").unwrap(), "alpha");
        assert_eq!(rows[0].num::<u8>("value", 0, 9).unwrap(), 3);
        assert_eq!(rows[1].opt_num::<u8>("value", 0, 9).unwrap(), None);
        assert_eq!(rows[1].one_of("kind", &[("land", 1), ("sea", 2)]).unwrap(), 2);
        assert_eq!(Provenance::of(&rows[1].source().unwrap()), Some(Provenance::Public));
    }

    #[test]
    fn every_bad_row_is_reported_with_file_and_line() {
        let text = "key\tvalue\tkind\tsource\na\t1\n b\t2\tland\tseed L1\nc\t3\n";
        let errors = read("t.tsv", text, &HEADER).unwrap_err();
        assert_eq!(errors.len(), 2);
        assert!(errors.0[0].starts_with("t.tsv line 2: 2 columns"), "{errors}");
        assert!(errors.0[1].starts_with("t.tsv line 4:"), "{errors}");
    }

    #[test]
    fn cell_errors_name_the_column() {
        let text = "key\tvalue\tkind\tsource\nBad Key\t99\tair\tmy guess\n";
        let rows = read("t.tsv", text, &HEADER).unwrap();
        let r = &rows[0];
        assert!(r.key("key").unwrap_err().contains("t.tsv line 2: key 'Bad Key'"));
        assert!(r.ident("key").unwrap_err().contains("t.tsv line 2: key 'Bad Key' must be lowercase ascii letters, digits or '_'"));
        let dashed = read("t.tsv", "key\tvalue\tkind\tsource\nnorth-korea\t1\tland\tseed L1\n", &HEADER).unwrap();
        assert_eq!(dashed[0].key("key").unwrap(), "north-korea");
        assert!(dashed[0].ident("key").unwrap_err().contains("key 'north-korea' must be lowercase ascii letters, digits or '_'"));
        assert!(r.num::<u8>("value", 0, 9).unwrap_err().contains("value 99 is out of range 0..=9"));
        // Too large or negative for the column's type: still out of range, not "not a number".
        let wide = read("t.tsv", "key\tvalue\tkind\tsource\na\t300\tland\tseed L1\nb\t-1\tland\tseed L1\nc\t99999999999999999999999\tland\tseed L1\nd\t2.5\tland\tseed L1\ne\tfour\tland\tseed L1\n", &HEADER).unwrap();
        assert_eq!(wide[0].num::<u8>("value", 0, 9).unwrap_err(), "t.tsv line 2: value 300 is out of range 0..=9");
        assert_eq!(wide[1].num::<u8>("value", 0, 9).unwrap_err(), "t.tsv line 3: value -1 is out of range 0..=9");
        assert_eq!(wide[2].num::<i64>("value", -5, 5).unwrap_err(), "t.tsv line 4: value 99999999999999999999999 is out of range -5..=5");
        assert_eq!(wide[3].num::<u8>("value", 0, 9).unwrap_err(), "t.tsv line 5: value 2.5 is not a whole number (range 0..=9)");
        assert_eq!(wide[4].num::<u8>("value", 0, 9).unwrap_err(), "t.tsv line 6: value 'four' is not a number (range 0..=9)");
        assert!(r.one_of("kind", &[("land", 1), ("sea", 2)]).unwrap_err().contains("not one of: land, sea"));
        assert!(r.source().unwrap_err().contains("source 'my guess'"));
    }

    #[test]
    fn a_byte_order_mark_before_the_header_is_not_part_of_it() {
        let rows = read("t.tsv", "\u{feff}key\tvalue\tkind\tsource\na\t1\tland\tseed L1\n", &HEADER).unwrap();
        assert_eq!(rows.len(), 1);
        assert_eq!(rows[0].line, 2);
    }

    #[test]
    fn a_wrong_header_stops_the_file() {
        let errors = read("t.tsv", "name\tsource\nx\tseed L1\n", &HEADER).unwrap_err();
        assert_eq!(errors.len(), 1);
        assert!(errors.0[0].contains("header must be 'key | value | kind | source'"));
    }

    #[test]
    fn provenance_kinds() {
        assert_eq!(Provenance::of("seed L2210"), Some(Provenance::Seed));
        assert_eq!(Provenance::of("public fact: GMT counter sheet"), Some(Provenance::Public));
        assert_eq!(Provenance::of("geography (fit)"), Some(Provenance::Geography));
        assert_eq!(Provenance::of("reconstructed: atoll with a 1943 airstrip"), Some(Provenance::Reconstructed));
        assert_eq!(Provenance::of("guess"), None);
    }
}
