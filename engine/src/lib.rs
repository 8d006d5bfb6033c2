//! Sandtable's rules engine: pure Rust, no web dependency.
//!
//! Every game implements [`Game`] — Rally the Troops' module contract (setup / prompt / apply / view /
//! outcome) in typed Rust. A [`Match`] is a record (header + action indices) and the state it replays to;
//! [`AnyMatch`] is the same thing with the game type erased, for the CLI and the web app.

pub mod ai;
pub mod computer;
// The fuzzers and the tools run natively only; so do the match's methods only they and the CLI call
// (`AnyMatch::view_json`, `state_hash`, `check_invariants`…): kept out of the web bundles, whose size is
// budgeted (docs/web-size.md).
#[cfg(not(target_arch = "wasm32"))]
pub mod fuzz_input;
pub mod games;
pub mod kit;
pub mod link;
pub mod log;
pub mod names;
pub mod packs;
pub mod playout;
pub mod record;
pub mod registry;
pub mod rng;
pub mod saves;
pub mod session;
pub mod text;
#[cfg(not(target_arch = "wasm32"))]
pub mod tools;

pub use log::{Arg, Die, Log, LogEntry};
pub use record::{Header, Record};
pub use rng::Rng;
pub use session::{AnyMatch, Match};

use serde::{Deserialize, Serialize};
use std::fmt;

/// A role at the table (a side, a Power, a faction): an index into [`GameMeta::seats`]. The people at
/// the table hold the roles as [`Roles`] says.
pub type Seat = u8;

/// Who looks at a view ([`Game::view`]): one role, what every role may see (the hot-seat curtain while
/// the device changes hands), or everything (the game is over, the command line).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Viewer {
    Role(Seat),
    Public,
    All,
}

impl Viewer {
    /// A seat's view, or everything for `None` (the command line's `--seat`).
    pub fn from_seat(seat: Option<Seat>) -> Viewer {
        seat.map_or(Viewer::All, Viewer::Role)
    }

    /// The role looking, if one does.
    pub fn role(self) -> Option<Seat> {
        match self {
            Viewer::Role(r) => Some(r),
            _ => None,
        }
    }
}

/// How the roles of a game are held by the people at the table, for one scenario and its options (Rally
/// the Troops' `roles(scenario, options)`): Twilight Struggle's two sides one each; Kutuzov's four Powers
/// for two, three or four people; Downfall's four factions for two players.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Roles {
    /// The roles' ids, in seat order (`["ussr", "us"]`).
    pub roles: Vec<&'static str>,
    /// The players, each with the roles (seats) they hold: together they hold every role exactly once.
    /// A player's roles share their secrets (one hand of cards in two factions' names): no curtain
    /// comes down between them on a shared device.
    pub players: Vec<Vec<Seat>>,
    /// Groups of players who may see each other's secrets in this mode (partners of a team where the
    /// rules allow it): the curtain does not separate them either. Empty: nobody shares.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub partners: Vec<Vec<usize>>,
}

impl Roles {
    /// Every role its own player: the usual two-player game.
    pub fn one_each(roles: &[&'static str]) -> Roles {
        Roles { roles: roles.to_vec(), players: (0..roles.len() as Seat).map(|s| vec![s]).collect(), partners: vec![] }
    }

    /// The player who holds `seat`.
    pub fn player_of(&self, seat: Seat) -> Option<usize> {
        self.players.iter().position(|p| p.contains(&seat))
    }

    /// Whether a curtain must come down between the two roles on one shared device: they are held by
    /// different players who are not partners.
    pub fn separate(&self, a: Seat, b: Seat) -> bool {
        match (self.player_of(a), self.player_of(b)) {
            (Some(x), Some(y)) => x != y && !self.partners.iter().any(|g| g.contains(&x) && g.contains(&y)),
            _ => a != b,
        }
    }

    /// Checks the shape: every role held by exactly one player, partners name players that exist.
    pub fn check(&self) -> Result<(), String> {
        for seat in 0..self.roles.len() as Seat {
            let holders = self.players.iter().filter(|p| p.contains(&seat)).count();
            if holders != 1 {
                return Err(format!("role {} is held by {holders} players", self.roles[seat as usize]));
            }
        }
        if let Some(p) = self.players.iter().flatten().find(|&&s| s as usize >= self.roles.len()) {
            return Err(format!("a player holds role {p}, which does not exist"));
        }
        if self.partners.iter().flatten().any(|&p| p >= self.players.len()) {
            return Err("partners name a player who does not exist".into());
        }
        Ok(())
    }
}

/// What every game tells the outside world about itself.
#[derive(Clone, Debug, Serialize)]
pub struct GameMeta {
    /// Stable id used in records, saves and file names: `twilight-struggle`.
    pub id: &'static str,
    /// Short code used in links: `ts` (`#ts-1-…`).
    pub code: &'static str,
    pub name_en: &'static str,
    pub name_ko: &'static str,
    /// Bumped whenever a rules change could make an old record replay differently.
    pub rules_version: u32,
    /// Seat ids in seat order (`["ussr", "us"]`).
    pub seats: &'static [&'static str],
    pub scenarios: &'static [ScenarioSpec],
    pub options: &'static [OptionSpec],
    /// Whether the game can be played in this build. A game that is not playable yet says so plainly.
    pub playable: bool,
    /// Whether the rules engine plays it (the CLI, records, links, fuzzing) before the app has its board
    /// (`playable` is then false: the home page offers no new game yet).
    pub engine: bool,
    /// Whether the app has a viewer of its components (maps, counters, set-ups) to look at without a match.
    pub viewer: bool,
    /// Whether the game has a computer opponent (engine::ai; its new-game form offers one).
    pub computer: bool,
    /// One line for the home page (English / Korean).
    pub blurb_en: &'static str,
    pub blurb_ko: &'static str,
}

#[derive(Clone, Debug, Serialize)]
pub struct ScenarioSpec {
    pub id: &'static str,
    pub name_en: &'static str,
    pub name_ko: &'static str,
}

#[derive(Clone, Debug, Serialize)]
pub struct OptionSpec {
    pub key: &'static str,
    pub name_en: &'static str,
    pub name_ko: &'static str,
    /// Allowed values; the first is the default.
    pub values: &'static [&'static str],
    /// The scenarios (ids) the option applies to; empty: every scenario. The new-game form shows it and a
    /// new game's header carries it only for those.
    pub scenarios: &'static [&'static str],
}

impl OptionSpec {
    /// Whether the option applies to `scenario`.
    pub fn applies_to(&self, scenario: &str) -> bool {
        self.scenarios.is_empty() || self.scenarios.contains(&scenario)
    }
}

impl GameMeta {
    pub fn seat_index(&self, name: &str) -> Option<Seat> {
        self.seats.iter().position(|s| *s == name).map(|i| i as Seat)
    }

    /// A seat as plain-text messages name it: `USSR`, `FRENCH NORTHERN`.
    pub fn seat_label(&self, seat: Seat) -> String {
        self.seats.get(seat as usize).map_or("?".to_string(), |s| s.replace('_', " ").to_uppercase())
    }
}

/// The question the game is asking, with the finite, ordered list of legal answers.
#[derive(Clone, Debug)]
pub struct Prompt<A> {
    /// Who decides; `None` once the game is over.
    pub seat: Option<Seat>,
    /// Message id (translated by the UI) and its parameters.
    pub id: &'static str,
    pub args: Vec<Arg>,
    /// The rule the question comes from (`TS SET 2`).
    pub rule: &'static str,
    pub actions: Vec<A>,
}

impl<A> Prompt<A> {
    pub fn over() -> Self {
        Prompt { seat: None, id: "game_over", args: vec![], rule: "", actions: vec![] }
    }
}

/// What kind of board element an action points at.
#[derive(Clone, Copy, Debug, Serialize, Deserialize, PartialEq, Eq, Hash, PartialOrd, Ord)]
#[serde(rename_all = "snake_case")]
pub enum TargetKind {
    /// A space of a point-to-point or area map (a country, a city, an area).
    Space,
    /// A hex of a hex map (`3706`).
    Hex,
    /// A unit or counter.
    Unit,
    /// A card, by number.
    Card,
    /// A number to pick (steps, points, hits).
    Number,
    /// A named choice.
    Choice,
}

impl TargetKind {
    pub fn key(self) -> &'static str {
        match self {
            TargetKind::Space => "space",
            TargetKind::Hex => "hex",
            TargetKind::Unit => "unit",
            TargetKind::Card => "card",
            TargetKind::Number => "number",
            TargetKind::Choice => "choice",
        }
    }
}

/// The board element an action points at: a kind and an id (`space` `poland`, `card` `23`).
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Target {
    pub kind: TargetKind,
    pub id: String,
}

impl Target {
    pub fn new(kind: TargetKind, id: impl Into<String>) -> Self {
        Target { kind, id: id.into() }
    }

    /// `kind:id`, a key a board can put on a DOM element (`space:poland`).
    pub fn key(&self) -> String {
        format!("{}:{}", self.kind.key(), self.id)
    }
}

/// An action described: its notation (the CLI's, records written by hand), a translatable label and its
/// arguments, and the board element it points at.
#[derive(Clone, Debug, PartialEq)]
pub struct Described {
    pub notation: String,
    pub label: String,
    pub args: Vec<Arg>,
    pub target: Option<Target>,
}

/// An action as the outside world sees it: its index in the prompt and its description.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct ActionInfo {
    pub index: usize,
    pub notation: String,
    pub label: String,
    pub args: Vec<Arg>,
    /// The board element the UI highlights.
    pub target: Option<Target>,
    /// A second spelling of the action that names what it chooses (`choose unit:us-1-mar-div` beside
    /// `choose 2`): `play` accepts either; the record keeps the notation. Absent where a game has none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub typed: Option<String>,
}

/// A prompt with its actions described, game type erased.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq)]
pub struct PromptInfo {
    pub seat: Option<String>,
    pub id: String,
    pub args: Vec<Arg>,
    pub rule: String,
    pub actions: Vec<ActionInfo>,
}

/// How a game ended.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq, Hash)]
pub struct Outcome {
    /// The winning seat; `None` for a draw.
    pub winner: Option<Seat>,
    /// Every seat that wins when a camp or a team wins together (Kutuzov's camps, NATO's teams,
    /// Downfall's two factions of one player), `winner` first; empty when `winner` wins alone (so the
    /// records and hashes of two-seat games are as they were).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub winners: Vec<Seat>,
    /// Why (`vp20`, `europe_control`, `defcon`, `wargames`, `final_scoring`, …), translated by the UI.
    pub reason: String,
    pub args: Vec<Arg>,
}

impl Outcome {
    /// `seat` wins alone.
    pub fn win(seat: Seat, reason: &str, args: Vec<Arg>) -> Outcome {
        Outcome { winner: Some(seat), winners: vec![], reason: reason.into(), args }
    }

    /// `seats` win together (the first is `winner`).
    pub fn camp(seats: &[Seat], reason: &str, args: Vec<Arg>) -> Outcome {
        let winners = if seats.len() > 1 { seats.to_vec() } else { vec![] };
        Outcome { winner: seats.first().copied(), winners, reason: reason.into(), args }
    }

    /// Every winning seat (none for a draw).
    pub fn winning_seats(&self) -> Vec<Seat> {
        if self.winners.is_empty() {
            self.winner.into_iter().collect()
        } else {
            self.winners.clone()
        }
    }

    /// Whether `seat` is among the winners.
    pub fn won(&self, seat: Seat) -> bool {
        self.winner == Some(seat) || self.winners.contains(&seat)
    }

    /// Whether the game was lost for `seat`: someone won, and not `seat` (`None`: nobody's seat).
    pub fn lost(&self, seat: Option<Seat>) -> bool {
        self.winner.is_some() && !seat.is_some_and(|s| self.won(s))
    }

    /// The message naming the winners (`outcome.winner` "{0} wins.", `outcome.winners2` "{0} and {1}
    /// win.", `outcome.winners3`), or `None` for a draw.
    pub fn winners_message(&self) -> Option<(&'static str, Vec<Arg>)> {
        let seats = self.winning_seats();
        let key = match seats.len() {
            0 => return None,
            1 => "outcome.winner",
            2 => "outcome.winners2",
            _ => "outcome.winners3",
        };
        Some((key, seats.into_iter().take(3).map(Arg::Seat).collect()))
    }
}

/// An action that is not legal now. The state is unchanged.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Illegal(pub String);

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Illegal {}

/// A record or position that cannot start a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for SetupError {}

/// A data pack's identity, as a record's header names it: its name and content hash (docs/data-packs.md).
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PackRef {
    pub name: String,
    pub hash: String,
}

/// The engine contract every game implements (DESIGN.md "The engine contract").
pub trait Game: 'static {
    type State: Clone + fmt::Debug + PartialEq + Serialize;
    type Action: Clone + fmt::Debug + PartialEq;
    /// What a viewer sees: typed per game, with everything a board shows that follows from the rules.
    type View: Serialize + Send + Sync + 'static;
    /// The game's component data: map, counters, cards, tables (its data pack).
    type Data: Send + Sync + 'static;

    fn meta() -> &'static GameMeta;
    /// How the players hold the roles in a scenario with these options (the header's): by default one
    /// player per role.
    fn roles(scenario: &str, options: &std::collections::BTreeMap<String, String>) -> Roles {
        let _ = (scenario, options);
        Roles::one_each(Self::meta().seats)
    }
    /// The pack Sandtable ships, parsed once and shared.
    fn builtin_data() -> std::sync::Arc<Self::Data>;
    /// The files of the built-in pack (file name, text): what an owner downloads to correct.
    fn builtin_files() -> Vec<(&'static str, &'static str)>;
    /// Whether this build embeds the built-in pack without its notes (a web bundle of a game whose notes
    /// weigh too much, docs/web-size.md) and has not yet been handed the whole pack: a page that shows or
    /// downloads the notes fetches it (src/whole_pack.rs) and gives it to [`Game::install_whole_pack`].
    fn lacks_whole_pack() -> bool {
        false
    }
    /// Takes the whole built-in pack (file name, text), notes included, in a build that embeds it without
    /// them; refused, with the reason, when it is not this version's pack. Nothing to do elsewhere.
    fn install_whole_pack(files: Vec<(String, String)>) -> Result<(), String> {
        let _ = files;
        Ok(())
    }
    /// Reads and validates a pack, reporting every problem with its file and line.
    fn read_data(name: &str, files: &[(&str, &str)]) -> Result<Self::Data, kit::table::Errors>;
    fn data_ref(data: &Self::Data) -> PackRef;
    /// The scenarios a pack can set up: the game's listed ones, and for a game whose published scenarios
    /// only an owner's pack carries (`catalog::locked_scenarios`), those it has.
    fn pack_scenarios(data: &Self::Data) -> Vec<String> {
        let _ = data;
        Self::meta().scenarios.iter().map(|s| s.id.to_string()).collect()
    }
    /// Deterministic: the same header and data give the same state. `header.position`, when present, is
    /// a position file (docs/positions.md) to start from instead of the scenario's setup.
    fn setup(header: &Header, data: std::sync::Arc<Self::Data>) -> Result<Self::State, SetupError>;
    fn prompt(state: &Self::State) -> Prompt<Self::Action>;
    /// Applies a legal action; an illegal one (another seat's decision, an action not in the prompt, a
    /// finished game) returns `Err` and leaves the state unchanged. Every game makes the same check, here.
    fn apply(state: &mut Self::State, seat: Seat, action: &Self::Action) -> Result<(), Illegal> {
        let prompt = Self::prompt(state);
        match prompt.seat {
            None => Err(Illegal(session::game_over(Self::meta(), Self::outcome(state)))),
            Some(asked) if asked != seat => Err(Illegal(format!("it is the {} player's decision", Self::meta().seat_label(asked)))),
            Some(_) if !prompt.actions.contains(action) => {
                Err(Illegal(format!("'{}' is not legal now", Self::describe(state, action).notation)))
            }
            Some(_) => Self::apply_legal(state, seat, action),
        }
    }
    /// Applies an action taken from this state's prompt by the seat it asks (a `Match` knows it is
    /// legal, so it skips recomputing the prompt to check): the game's own step driver.
    fn apply_legal(state: &mut Self::State, seat: Seat, action: &Self::Action) -> Result<(), Illegal>;
    /// [`Game::apply_legal`], and the prompt of the state it leaves when the game's driver computed it on
    /// the way (a game on [`kit::steps`] gets it from [`kit::steps::settle`]), so a `Match` does not
    /// compute it twice. It must equal [`Game::prompt`] of the new state. By default `None`: ask again.
    fn apply_legal_then_prompt(state: &mut Self::State, seat: Seat, action: &Self::Action) -> Result<Option<Prompt<Self::Action>>, Illegal> {
        Self::apply_legal(state, seat, action).map(|()| None)
    }
    /// What `viewer` may see — never another role's secrets, never the dice to come — with what the board
    /// shows that follows from the rules (supply, reach, odds, proposals): boards draw this and run no
    /// rule.
    fn view(state: &Self::State, viewer: Viewer) -> Self::View;
    /// `state` with every secret `seat` may not see drawn again consistently with what it may see (the
    /// other hands and piles shuffled anew, the dice to come reseeded), so the fuzzer checks that the
    /// seat's view does not change. `None`: the game keeps no secrets from that seat.
    fn redraw_secrets(state: &Self::State, seat: Seat, seed: u64) -> Option<Self::State> {
        let _ = (state, seat, seed);
        None
    }
    fn outcome(state: &Self::State) -> Option<Outcome>;
    /// Notation, label and board target of an action in this state.
    fn describe(state: &Self::State, action: &Self::Action) -> Described;
    fn log(state: &Self::State) -> Vec<LogEntry>;
    /// How many entries the log has (cheaper than `log`).
    fn log_len(state: &Self::State) -> usize {
        Self::log(state).len()
    }
    /// The game's turn, for save summaries, when it has turns.
    fn turn(_state: &Self::State) -> Option<u32> {
        None
    }
    /// The log `viewer` may read (`None`: all of it). By default the whole log (nothing in it is secret).
    fn visible_log(state: &Self::State, _viewer: Option<Seat>) -> Vec<LogEntry> {
        Self::log(state)
    }
    /// Counts every arrival of new information (a die roll, a card drawn or revealed). Undo never
    /// crosses a change of this number.
    fn information(state: &Self::State) -> u32;
    /// The game's invariants, checked by the fuzzer after every action.
    fn check_invariants(state: &Self::State) -> Result<(), String>;
    /// The game's words: every message id it emits, in English and Korean ([`text`]).
    fn texts() -> text::Catalog {
        &[]
    }
    /// The game's computer player, if it has one (`engine::ai`: a game implements `ai::AiGame` and
    /// returns `Some(&ai::Player::<Self>::NEW)`).
    fn computer() -> Option<&'static dyn ai::Computer> {
        None
    }
    /// A rule tag (`TS OPS §1`) as a player finds it in the rulebook ("Operations 1").
    fn rule_ref(_lang: text::Lang, tag: &str) -> String {
        tag.to_string()
    }
    /// A notation a player wrote that is not among the legal ones (`legal`), read the game's own ways:
    /// `Ok` with the legal notation it means (a card named by its number), or `Err` with why it is
    /// refused (the card is not in hand, this step asks for something else…). `None`: nothing to add to
    /// the list of legal notations.
    fn read_notation(_state: &Self::State, _wanted: &str, _legal: &[&str]) -> Option<Result<String, String>> {
        None
    }
    /// A second spelling of `action` that names its arguments by kind (`choose hex:2715` for the bare
    /// `choose 3` of an event's choice), accepted by `play` as the notation is; `None`: the notation is
    /// the only spelling.
    fn typed_notation(_state: &Self::State, _action: &Self::Action) -> Option<String> {
        None
    }
    /// Whether this build reads the game's position files (docs/positions.md): a web bundle may leave the
    /// reader out (Empire of the Sun's engine feature `positions`; Downfall's, NATO's and Kutuzov's
    /// `native-positions`; docs/web-size.md), and the page then hands such a record to the game's full bundle.
    const READS_POSITIONS: bool = true;
    /// Hand-written position files that use what random games' positions do not (Empire of the Sun's
    /// custom counters), for the position fuzzer's corpus.
    fn position_examples() -> &'static [&'static str] {
        &[]
    }
    /// Another message to show a prompt with, given its arguments (a variant wording).
    fn message_key(_id: &str, _args: &[Arg]) -> Option<&'static str> {
        None
    }
    /// The log as lines of text, as a board shows it (one line per entry, unless the game groups them).
    fn log_text(display: &dyn text::Display, entries: &[LogEntry]) -> Vec<String> {
        entries.iter().map(|e| display.log_line(e)).collect()
    }
    /// A card's name in a language, from a data pack.
    fn card_name(_data: &Self::Data, _card: u16, _lang: text::Lang) -> Option<String> {
        None
    }
    /// A space's name in a language, from a data pack.
    fn space_name(_data: &Self::Data, _key: &str, _lang: text::Lang) -> Option<String> {
        None
    }
    /// A unit's name by key, from a data pack (`Arg::Unit`).
    fn unit_name(_data: &Self::Data, _key: &str, _lang: text::Lang) -> Option<String> {
        None
    }
    /// The name of the place in a hex, from a data pack (`Arg::Hex` reads "Rabaul (2516)"; a hex with no
    /// place reads as its id).
    fn hex_name(_data: &Self::Data, _id: &str, _lang: text::Lang) -> Option<String> {
        None
    }
    /// A phrase the data pack names rather than the catalogs (a card named by key in a message).
    fn data_phrase(_data: &Self::Data, _key: &str, _lang: text::Lang) -> Option<String> {
        None
    }
    /// A card's key by number, for JSON that names things ([`names::Names`]).
    fn card_key(_state: &Self::State, _card: u16) -> Option<String> {
        None
    }
    /// The view as JSON that names things (seats, cards, spaces by key); by default the view's own form.
    fn view_json(state: &Self::State, viewer: Option<Seat>) -> serde_json::Value {
        serde_json::to_value(Self::view(state, Viewer::from_seat(viewer))).expect("views serialise")
    }
    /// The odds of an action that rolls dice: every result with its chance and the modifiers that make
    /// it (kit::odds). The board only displays them.
    fn odds(_state: &Self::State, _action: &Self::Action) -> Option<kit::odds::Odds> {
        None
    }
    /// The position file (docs/positions.md) of this moment, if the game has a position format.
    fn position(_state: &Self::State) -> Option<String> {
        None
    }
    /// How many decisions ahead the fuzzer's random player looks to avoid losing on the spot
    /// ([`crate::tools`]): 2 also avoids a decision that leaves the same seat only losing answers
    /// (Twilight Struggle's DEFCON); 1 only takes back a decision that loses at once (a game whose sides
    /// make long runs of decisions).
    fn careful_lookahead() -> u32 {
        2
    }
    /// How seldom the fuzzer's random player keeps this action when it draws it ([`crate::tools`]): once
    /// in this many draws, else it draws an ordinary action instead; 1 (the default) for an ordinary
    /// action. For a player's last resort (NATO's nuclear strikes, which end most games in Armageddon
    /// when taken as often as any other choice: [`crate::rng::RARE`]) and for the choices offered with
    /// every decision that end the game (NATO's concession and cease-fire).
    fn rarity(_state: &Self::State, _action: &Self::Action) -> u32 {
        1
    }
    /// Questions about the built-in pack for inspection (`sandtable pack hex <game> <hex>`), as JSON.
    fn pack_query(query: &[&str]) -> Result<serde_json::Value, String> {
        let _ = query;
        Err(format!("{} answers no pack questions", Self::meta().name_en))
    }
}
