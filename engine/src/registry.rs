//! The registry of games: one entry per game, behind a trait, so the engine's core (records, links, the
//! fuzzer, the benches) and the app's shell work with any game without naming one. The list itself is in
//! `games/mod.rs` — adding a game is one line there.

use std::marker::PhantomData;

use crate::packs::{ImportedPack, Library};
use crate::record::{not_playable, Header, Record};
use crate::session::{AnyMatch, Match};
use crate::{Game, GameMeta, PackRef, SetupError};

/// What the outside world can do with one game, its type erased.
pub trait GameEntry: Sync {
    fn meta(&self) -> &'static GameMeta;
    /// Starts a new match (the header's pack found in `library`, or the built-in one).
    fn start(&self, header: Header, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError>;
    /// Replays a record.
    fn replay(&self, record: &Record, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError>;
    /// `games` random games of a scenario (`None`: the first) on the bare rules (`Game::prompt` /
    /// `apply`, no record, no undo), as an AI searches; returns the actions played. No clock, so it runs
    /// in WebAssembly too.
    fn raw_random_games(&self, scenario: Option<&str>, first: u64, games: u64) -> Result<u64, SetupError>;
    /// The built-in pack's name and hash, and its files (for owners to download and correct).
    fn builtin_pack(&self) -> Result<(PackRef, Vec<(&'static str, &'static str)>), SetupError>;
    /// Validates an imported pack: its identity, or every problem with its file and line.
    fn check_pack(&self, pack: &ImportedPack) -> Result<PackRef, Vec<String>>;

    /// The published scenarios (`catalog::locked_scenarios`) an imported pack unlocks: those it can set up.
    fn unlocked_scenarios(&self, pack: &ImportedPack) -> Vec<&'static str> {
        let _ = pack;
        vec![]
    }

    /// Hand-written position files for the position fuzzer's corpus ([`Game::position_examples`]).
    fn position_examples(&self) -> &'static [&'static str] {
        &[]
    }

    /// Whether this build reads the game's position files ([`Game::READS_POSITIONS`]).
    fn reads_positions(&self) -> bool {
        true
    }

    /// Whether this build still lacks the whole built-in pack, notes included ([`Game::lacks_whole_pack`]).
    fn lacks_whole_pack(&self) -> bool {
        false
    }

    /// Hands the whole built-in pack to the game ([`Game::install_whole_pack`]).
    fn install_whole_pack(&self, files: Vec<(String, String)>) -> Result<(), String> {
        let _ = files;
        Ok(())
    }

    #[cfg(not(target_arch = "wasm32"))]
    /// How many decisions ahead the fuzzer's random player looks to avoid losing on the spot
    /// ([`crate::tools`]): 2 (the default) also avoids a decision that leaves the same seat only losing
    /// answers (Twilight Struggle's DEFCON); 1 only takes back a decision that loses at once.
    fn careful_lookahead(&self) -> u32 {
        2
    }

    /// How the players hold the roles of a game with this header (its scenario and options). A game whose
    /// code is in another bundle answers from the catalog (the same answer, checked by a test).
    fn roles(&self, header: &Header) -> crate::Roles {
        crate::games::catalog::roles(self.meta().id, &header.options)
    }

    /// Whether this build carries the game's code (false for [`Elsewhere`]).
    fn here(&self) -> bool {
        true
    }

    /// The game's words ([`crate::text`]); empty for a game without an engine yet.
    fn texts(&self) -> crate::text::Catalog {
        &[]
    }

    /// The game's computer player, if it has one ([`crate::ai`]).
    fn computer(&self) -> Option<&'static dyn crate::ai::Computer> {
        None
    }

    /// Words in a language with the built-in pack's names (for saves listed without opening them).
    fn display(&self, lang: crate::text::Lang) -> Option<Box<dyn crate::text::Display>> {
        let _ = lang;
        None
    }

    /// A rule tag as a player finds it in the rulebook.
    fn rule_ref(&self, _lang: crate::text::Lang, tag: &str) -> String {
        tag.to_string()
    }

    /// The message id a prompt is shown with: a variant wording for these arguments, or its own id.
    fn message_key(&self, id: &str, _args: &[crate::Arg]) -> String {
        id.to_string()
    }

    #[cfg(not(target_arch = "wasm32"))]
    /// Questions about the built-in pack for inspection (`sandtable pack hex <game> <hex>`): JSON.
    fn pack_query(&self, _query: &[&str]) -> Result<serde_json::Value, String> {
        Err(format!("{} answers no pack questions", self.meta().name_en))
    }

    /// A header for a new game with the game's current rules version and a scenario (the first if none).
    fn header(&self, scenario: Option<&str>, seed: u64) -> Result<Header, SetupError> {
        Header::new_game(self.meta(), scenario, seed)
    }
}

/// The entry of a game with an engine.
pub struct Entry<G: Game>(PhantomData<fn() -> G>);

impl<G: Game> Entry<G> {
    pub const NEW: Self = Entry(PhantomData);
}

impl<G: Game> GameEntry for Entry<G> {
    fn meta(&self) -> &'static GameMeta {
        G::meta()
    }
    fn start(&self, header: Header, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        Ok(Box::new(Match::<G>::new_in(header, library)?))
    }
    fn replay(&self, record: &Record, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        Ok(Box::new(Match::<G>::replay_in(record, library)?))
    }
    fn raw_random_games(&self, scenario: Option<&str>, first: u64, games: u64) -> Result<u64, SetupError> {
        self.header(scenario, 0)?;
        Ok(crate::playout::random_games::<G>(scenario, first, games))
    }
    fn builtin_pack(&self) -> Result<(PackRef, Vec<(&'static str, &'static str)>), SetupError> {
        Ok((G::data_ref(&G::builtin_data()), G::builtin_files()))
    }
    fn check_pack(&self, pack: &ImportedPack) -> Result<PackRef, Vec<String>> {
        crate::packs::read::<G>(pack).map(|d| G::data_ref(&d)).map_err(|e| e.0)
    }
    fn unlocked_scenarios(&self, pack: &ImportedPack) -> Vec<&'static str> {
        let locked = crate::games::catalog::locked_scenarios(G::meta().id);
        if locked.is_empty() {
            return vec![];
        }
        let Ok(d) = crate::packs::read::<G>(pack) else { return vec![] };
        let has = G::pack_scenarios(&d);
        locked.iter().map(|s| s.id).filter(|id| has.iter().any(|h| h == id)).collect()
    }
    fn texts(&self) -> crate::text::Catalog {
        G::texts()
    }
    fn position_examples(&self) -> &'static [&'static str] {
        G::position_examples()
    }
    fn reads_positions(&self) -> bool {
        G::READS_POSITIONS
    }
    fn lacks_whole_pack(&self) -> bool {
        G::lacks_whole_pack()
    }
    fn install_whole_pack(&self, files: Vec<(String, String)>) -> Result<(), String> {
        G::install_whole_pack(files)
    }
    fn roles(&self, header: &Header) -> crate::Roles {
        G::roles(&header.scenario, &header.options)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn careful_lookahead(&self) -> u32 {
        G::careful_lookahead()
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn pack_query(&self, query: &[&str]) -> Result<serde_json::Value, String> {
        G::pack_query(query)
    }
    // Without the `computer` feature, the trait's answer (none): no search is compiled in.
    #[cfg(feature = "computer")]
    fn computer(&self) -> Option<&'static dyn crate::ai::Computer> {
        G::computer()
    }
    fn display(&self, lang: crate::text::Lang) -> Option<Box<dyn crate::text::Display>> {
        Some(Box::new(OwnedDisplay::<G> { data: G::builtin_data(), lang }))
    }
    fn rule_ref(&self, lang: crate::text::Lang, tag: &str) -> String {
        G::rule_ref(lang, tag)
    }
    fn message_key(&self, id: &str, args: &[crate::Arg]) -> String {
        G::message_key(id, args).map_or_else(|| id.to_string(), str::to_string)
    }
}

/// [`crate::session::GameDisplay`] holding its own pack.
struct OwnedDisplay<G: Game> {
    data: std::sync::Arc<G::Data>,
    lang: crate::text::Lang,
}

impl<G: Game> crate::text::Display for OwnedDisplay<G> {
    fn lang(&self) -> crate::text::Lang {
        self.lang
    }
    fn seat(&self, seat: crate::Seat) -> String {
        crate::session::GameDisplay::<G> { data: &self.data, lang: self.lang }.seat(seat)
    }
    fn card(&self, number: u16) -> String {
        crate::session::GameDisplay::<G> { data: &self.data, lang: self.lang }.card(number)
    }
    fn space(&self, key: &str) -> String {
        crate::session::GameDisplay::<G> { data: &self.data, lang: self.lang }.space(key)
    }
    fn unit(&self, key: &str) -> String {
        crate::session::GameDisplay::<G> { data: &self.data, lang: self.lang }.unit(key)
    }
    fn phrase(&self, key: &str) -> String {
        crate::session::GameDisplay::<G> { data: &self.data, lang: self.lang }.phrase(key)
    }
    fn template(&self, key: &str) -> Option<&'static str> {
        crate::text::find(&[G::texts(), crate::text::COMMON], self.lang, key)
    }
}

/// A game listed before its engine exists: the home page says plainly that it cannot be played yet.
pub struct NotYet(pub &'static GameMeta);

impl GameEntry for NotYet {
    fn meta(&self) -> &'static GameMeta {
        self.0
    }
    fn start(&self, _: Header, _: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        Err(not_playable(&self.0))
    }
    fn replay(&self, _: &Record, _: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        Err(not_playable(&self.0))
    }
    fn raw_random_games(&self, _: Option<&str>, _: u64, _: u64) -> Result<u64, SetupError> {
        Err(not_playable(&self.0))
    }
    fn builtin_pack(&self) -> Result<(PackRef, Vec<(&'static str, &'static str)>), SetupError> {
        Err(not_playable(&self.0))
    }
    fn check_pack(&self, _: &ImportedPack) -> Result<PackRef, Vec<String>> {
        Err(vec![not_playable(&self.0).0])
    }
}

/// A game whose rules this build does not carry: the web app builds one bundle per game, and a bundle
/// lists the others so the home page can show them and hand over to their bundle.
pub struct Elsewhere(pub &'static GameMeta);

impl Elsewhere {
    fn error(&self) -> SetupError {
        SetupError(format!("{}'s rules are not in this build", self.0.name_en))
    }
}

impl GameEntry for Elsewhere {
    fn meta(&self) -> &'static GameMeta {
        self.0
    }
    fn here(&self) -> bool {
        false
    }
    fn start(&self, _: Header, _: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        Err(self.error())
    }
    fn replay(&self, _: &Record, _: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        Err(self.error())
    }
    fn raw_random_games(&self, _: Option<&str>, _: u64, _: u64) -> Result<u64, SetupError> {
        Err(self.error())
    }
    fn builtin_pack(&self) -> Result<(PackRef, Vec<(&'static str, &'static str)>), SetupError> {
        Err(self.error())
    }
    fn check_pack(&self, _: &ImportedPack) -> Result<PackRef, Vec<String>> {
        Err(vec![self.error().0])
    }
}

/// The list of games, in the order the home page shows them.
pub struct Registry {
    entries: &'static [&'static dyn GameEntry],
}

impl Registry {
    /// `entries` must be a `'static` list (it is: `games::registry()`).
    pub const fn new(entries: &'static [&'static dyn GameEntry]) -> Self {
        Registry { entries }
    }

    pub fn entries(&self) -> impl Iterator<Item = &'static dyn GameEntry> + '_ {
        self.entries.iter().copied()
    }

    /// Every game's description, playable first.
    pub fn all(&self) -> Vec<&'static GameMeta> {
        let mut v: Vec<&'static GameMeta> = self.entries().map(|e| e.meta()).collect();
        v.sort_by_key(|m| !m.playable);
        v
    }

    pub fn meta(&self, id: &str) -> Option<&'static GameMeta> {
        self.get(id).ok().map(|e| e.meta())
    }

    pub fn by_code(&self, code: &str) -> Option<&'static dyn GameEntry> {
        self.entries().find(|e| e.meta().code == code)
    }

    /// The entry of a game by id.
    pub fn get(&self, id: &str) -> Result<&'static dyn GameEntry, SetupError> {
        self.entries().find(|e| e.meta().id == id).ok_or_else(|| SetupError(format!("unknown game '{id}'")))
    }

    /// A playable game's entry, or a message saying why not.
    pub fn playable(&self, id: &str) -> Result<&'static dyn GameEntry, SetupError> {
        let e = self.get(id)?;
        if e.meta().playable || e.meta().engine {
            Ok(e)
        } else {
            Err(not_playable(e.meta()))
        }
    }

    /// A header for a new game with the game's current rules version and default scenario.
    pub fn header(&self, game: &str, scenario: Option<&str>, seed: u64) -> Result<Header, SetupError> {
        self.playable(game)?.header(scenario, seed)
    }

    /// Starts a new match.
    pub fn start(&self, header: Header, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        self.playable(&header.game)?.start(header, library)
    }

    /// Replays a record into a match. A record of newer rules than this build knows is refused with a
    /// message naming both versions.
    pub fn load(&self, record: &Record, library: &Library) -> Result<Box<dyn AnyMatch>, SetupError> {
        let entry = self.playable(&record.header.game)?;
        let meta = entry.meta();
        if record.header.rules > meta.rules_version {
            return Err(SetupError(format!(
                "this game was recorded under rules version {} of {}; this version of Sandtable has rules version {}. Open it with a newer version.",
                record.header.rules, meta.name_en, meta.rules_version
            )));
        }
        entry.replay(record, library)
    }
}
