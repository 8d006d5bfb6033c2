//! Data packs per match (docs/data-packs.md): a match holds its game's component data, shared, loaded
//! from the pack Sandtable ships or from one an owner of the physical game imported. A record names the
//! pack it was played with (name and content hash); opening a record whose pack is not at hand says which
//! pack it needs.

use std::sync::Arc;

use crate::{Game, PackRef, SetupError};

/// A pack an owner imported: its game, a name, and its files (file name, text).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct ImportedPack {
    pub game: String,
    pub name: String,
    pub files: Vec<(String, String)>,
}

/// The imported packs at hand (the app's stored packs, the CLI's `--pack` folders).
#[derive(Clone, Debug, Default)]
pub struct Library {
    pub packs: Vec<ImportedPack>,
}

impl Library {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn add(&mut self, pack: ImportedPack) {
        self.packs.retain(|p| !(p.game == pack.game && p.name == pack.name));
        self.packs.push(pack);
    }
}

/// A pack's files as read from disk or from the player's chosen files, before they are checked.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Decoded {
    /// Every file as text: a byte-order mark taken off, a byte that is not UTF-8 replaced by U+FFFD (so the
    /// file is still checked, and its other problems reported too).
    pub files: Vec<(String, String)>,
    /// Bytes that are not UTF-8, by file and line: the pack is refused.
    pub errors: Vec<String>,
    /// What was accepted but worth saying (a byte-order mark).
    pub notes: Vec<String>,
}

/// Decodes a pack's files (name, bytes). Decision (docs/data-packs.md): a UTF-8 byte-order mark at the
/// start of a file is accepted and named in a note (spreadsheet programs write one; it carries no
/// content, and the pack's hash is over the text without it); a byte that is not UTF-8 is an error with
/// its file and line, and the other files (and the rest of that one) are still read, so that every
/// problem of the pack is reported at once.
pub fn decode(files: Vec<(String, Vec<u8>)>) -> Decoded {
    let mut out = Decoded::default();
    for (name, bytes) in files {
        let bytes = match bytes.strip_prefix(b"\xEF\xBB\xBF") {
            Some(rest) => {
                out.notes.push(format!("{name}: starts with a UTF-8 byte-order mark (EF BB BF); it was ignored"));
                rest
            }
            None => &bytes[..],
        };
        let text = match std::str::from_utf8(bytes) {
            Ok(t) => t.to_string(),
            Err(_) => {
                // Every line with a bad byte, by number (the first bad byte of each).
                for (i, line) in bytes.split(|b| *b == b'\n').enumerate() {
                    if let Err(e) = std::str::from_utf8(line) {
                        let at = e.valid_up_to();
                        out.errors.push(format!(
                            "{name} line {}: byte 0x{:02X} (column {}) is not UTF-8; save the file as UTF-8 text",
                            i + 1,
                            line[at],
                            String::from_utf8_lossy(&line[..at]).chars().count() + 1
                        ));
                    }
                }
                String::from_utf8_lossy(bytes).into_owned()
            }
        };
        out.files.push((name, text));
    }
    out
}

/// Checks a decoded pack: the decoding's errors first, then every error the game's reader finds. `Ok`
/// carries the pack's identity and the notes.
pub fn check_decoded(entry: &dyn crate::registry::GameEntry, game: &str, name: &str, decoded: Decoded) -> Result<(PackRef, ImportedPack, Vec<String>), Vec<String>> {
    let pack = ImportedPack { game: game.to_string(), name: name.to_string(), files: decoded.files };
    let mut errors = decoded.errors;
    match entry.check_pack(&pack) {
        Ok(r) if errors.is_empty() => Ok((r, pack, decoded.notes)),
        Ok(_) => Err(errors),
        Err(e) => {
            errors.extend(e);
            Err(errors)
        }
    }
}

/// Reads an imported pack of game `G`.
pub fn read<G: Game>(pack: &ImportedPack) -> Result<G::Data, crate::kit::table::Errors> {
    let files: Vec<(&str, &str)> = pack.files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    G::read_data(&pack.name, &files)
}

/// The data a record's header asks for: the built-in pack when the header names none or names it, else an
/// imported pack with the same content hash.
pub fn resolve<G: Game>(wanted: &Option<PackRef>, library: &Library) -> Result<Arc<G::Data>, SetupError> {
    let builtin = G::builtin_data();
    let Some(want) = wanted else { return Ok(builtin) };
    // A record of an earlier built-in pack replays with today's (its action checksum catches a game that
    // the corrected data would change).
    if G::data_ref(&builtin).hash == want.hash || want.name == BUILTIN {
        return Ok(builtin);
    }
    let game = G::meta().id;
    for p in library.packs.iter().filter(|p| p.game == game) {
        if let Ok(data) = read::<G>(p) {
            if G::data_ref(&data).hash == want.hash {
                return Ok(Arc::new(data));
            }
        }
    }
    Err(SetupError(format!(
        "This game was played with the data pack '{}' of {} (content {}), which is not here. Import that pack (Data packs, on the home page) to open it.",
        want.name,
        G::meta().name_en,
        want.hash
    )))
}

/// The name every game gives the pack it ships.
pub const BUILTIN: &str = "builtin";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_byte_order_mark_is_named_and_taken_off() {
        let d = decode(vec![("a.tsv".into(), b"\xEF\xBB\xBFkey\tsource\n".to_vec()), ("b.tsv".into(), b"key\tsource\n".to_vec())]);
        assert_eq!(d.files[0].1, "key\tsource\n");
        assert!(d.errors.is_empty());
        assert_eq!(d.notes, vec!["a.tsv: starts with a UTF-8 byte-order mark (EF BB BF); it was ignored".to_string()]);
    }

    #[test]
    fn a_byte_that_is_not_utf8_names_its_file_and_line_and_the_other_files_are_read() {
        let d = decode(vec![
            ("a.tsv".into(), b"key\tsource\nok\tseed L1\nbad\xFF\tseed L2\nbad\tseed \xC3(\n".to_vec()),
            ("b.tsv".into(), b"key\tsource\nfine\tseed L3\n".to_vec()),
        ]);
        assert_eq!(
            d.errors,
            vec![
                "a.tsv line 3: byte 0xFF (column 4) is not UTF-8; save the file as UTF-8 text".to_string(),
                "a.tsv line 4: byte 0xC3 (column 10) is not UTF-8; save the file as UTF-8 text".to_string(),
            ]
        );
        assert_eq!(d.files.len(), 2);
        assert!(d.files[0].1.contains("ok\tseed L1"), "the rest of the file is still there to check");
        assert_eq!(d.files[1].1, "key\tsource\nfine\tseed L3\n");
    }
}
