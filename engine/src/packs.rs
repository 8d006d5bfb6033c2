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
