//! A match: a record and the state it replays to, with undo (DESIGN.md "Records, undo").
//!
//! Undo goes back one decision of the seat now deciding, never past new information: an action that
//! rolled a die, drew or revealed a card ([`Game::information`] changed), or a decision of the other
//! seat, closes the undo window.

use std::any::Any;
use std::cell::OnceCell;
use std::hash::{Hash, Hasher};
use std::sync::Arc;

#[cfg(not(target_arch = "wasm32"))]
use crate::names::Names;
use crate::packs::{self, Library};
use crate::record::{Header, Record};
use crate::{ActionInfo, Game, GameMeta, Illegal, LogEntry, Outcome, Prompt, PromptInfo, Seat, SetupError};

pub struct Match<G: Game> {
    record: Record,
    state: G::State,
    /// The match's data pack (shared with every state of the match).
    data: Arc<G::Data>,
    /// The prompt of `state`, computed once per state.
    prompt: Prompt<G::Action>,
    /// `prompt` with its actions described, computed when first asked for.
    info: OnceCell<PromptInfo>,
    /// States before each undoable action, newest last, with the seat that acted.
    undo: Vec<(G::State, Seat)>,
    /// How many legal actions there were at each recorded decision (links code each index in about
    /// log2 of this many bits).
    sizes: Vec<u32>,
    /// The action checksum after each recorded action.
    checks: Vec<u32>,
}

/// The action checksum after one more action: CRC-32 of the notations, one per line.
pub fn next_check(previous: u32, notation: &str) -> u32 {
    let mut h = crc32fast::Hasher::new_with_initial(previous);
    h.update(notation.as_bytes());
    h.update(b"\n");
    h.finalize()
}

impl<G: Game> Match<G> {
    /// A new match with the pack its header names (the built-in one if none).
    pub fn new(header: Header) -> Result<Self, SetupError> {
        Self::new_in(header, &Library::default())
    }

    /// A new match, finding the pack its header names among `library`'s imported packs.
    pub fn new_in(header: Header, library: &Library) -> Result<Self, SetupError> {
        let data = packs::resolve::<G>(&header.pack, library)?;
        Self::with_data(header, data)
    }

    /// A new match with this data; a header that names no pack gets this one's name.
    pub fn with_data(mut header: Header, data: Arc<G::Data>) -> Result<Self, SetupError> {
        if header.pack.is_none() {
            header.pack = Some(G::data_ref(&data));
        }
        let state = G::setup(&header, data.clone())?;
        let prompt = G::prompt(&state);
        // No game, and no position file, may start at a decision with no legal action (each game ends
        // such a moment as its rules do, or refuses it; this is the net under them all).
        if let Some(seat) = prompt.seat.filter(|_| prompt.actions.is_empty()) {
            let what = if header.position.is_some() { "the position" } else { "the set-up" };
            return Err(SetupError(format!("{what} waits on a decision of the {} player ('{}') that has no legal action", G::meta().seat_label(seat), prompt.id)));
        }
        Ok(Match { record: Record::new(header), state, data, prompt, info: OnceCell::new(), undo: vec![], sizes: vec![], checks: vec![] })
    }

    /// Replays a record. A record whose action is not legal in its position is refused with the move
    /// number, so a player learns which save or link is bad (and why, when older rules made it).
    pub fn replay(record: &Record) -> Result<Self, SetupError> {
        Self::replay_in(record, &Library::default())
    }

    pub fn replay_in(record: &Record, library: &Library) -> Result<Self, SetupError> {
        let mut m = Self::new_in(record.header.clone(), library)?;
        m.record.header = record.header.clone();
        for (n, &index) in record.actions.iter().enumerate() {
            m.play(index as usize).map_err(|e| {
                SetupError(format!("move {} of the record cannot be replayed: {e}{}", n + 1, older_rules(record.header.rules, G::meta())))
            })?;
        }
        if let Some(want) = record.check {
            if want != m.check() {
                return Err(SetupError(format!(
                    "this record does not replay as it was played: its moves, under rules version {} of {} and the data pack it names, make a different game (the record's action checksum {want:08x} ≠ {:08x}). It was made by a version of Sandtable with other rules or data, or it was altered.",
                    record.header.rules,
                    G::meta().name_en,
                    m.check()
                )));
            }
        }
        Ok(m)
    }

    /// The action checksum of the actions played so far (0 before any).
    pub fn check(&self) -> u32 {
        self.checks.last().copied().unwrap_or(0)
    }

    /// How many legal actions each recorded decision offered.
    pub fn sizes(&self) -> &[u32] {
        &self.sizes
    }

    pub fn data(&self) -> &Arc<G::Data> {
        &self.data
    }

    /// After the state changed: its prompt (`known` when the game's driver has just computed it), and the
    /// described prompt to compute again when asked.
    fn refresh(&mut self, known: Option<Prompt<G::Action>>) {
        self.prompt = known.unwrap_or_else(|| G::prompt(&self.state));
        self.info = OnceCell::new();
    }

    pub fn state(&self) -> &G::State {
        &self.state
    }

    pub fn record(&self) -> &Record {
        &self.record
    }

    /// Plays the action at `index` in the current prompt.
    pub fn play(&mut self, index: usize) -> Result<(), Illegal> {
        let seat = self.prompt.seat.ok_or_else(|| Illegal(game_over(G::meta(), G::outcome(&self.state))))?;
        let action = self.prompt.actions.get(index).ok_or_else(|| {
            Illegal(format!("there is no action #{index}: {} legal actions now", self.prompt.actions.len()))
        })?;
        let before = self.state.clone();
        let notation = G::describe(&self.state, action).notation;
        let size = self.prompt.actions.len() as u32;
        let next = G::apply_legal_then_prompt(&mut self.state, seat, action)?;
        self.refresh(next);
        self.sizes.push(size);
        self.checks.push(next_check(self.check(), &notation));
        self.record.check = Some(self.check());
        self.record.actions.push(index as u32);
        let revealed = G::information(&self.state) != G::information(&before);
        let other_seat_acted = self.undo.last().is_some_and(|(_, s)| *s != seat);
        if revealed || other_seat_acted {
            self.undo.clear();
        }
        if !revealed {
            self.undo.push((before, seat));
        }
        Ok(())
    }

    /// Plays an action by its notation.
    pub fn play_notation(&mut self, notation: &str) -> Result<(), Illegal> {
        let wanted = notation.trim();
        if let Some(n) = wanted.strip_prefix('#') {
            let index = n.parse::<usize>().map_err(|_| Illegal(format!("'{wanted}' is not an action index")))?;
            return self.play(index);
        }
        if self.prompt.seat.is_none() {
            return Err(Illegal(game_over(G::meta(), G::outcome(&self.state))));
        }
        let info = self.prompt_info();
        // The notation, or the action's typed spelling where the game gives one (`choose hex:2715`).
        let find = |n: &str| {
            let n = n.split_whitespace().collect::<Vec<_>>().join(" ");
            info.actions.iter().position(|a| a.notation.eq_ignore_ascii_case(&n) || a.typed.as_deref().is_some_and(|t| t.eq_ignore_ascii_case(&n)))
        };
        let legal: Vec<&str> = info.actions.iter().map(|a| a.notation.as_str()).collect();
        let index = match find(wanted) {
            Some(i) => i,
            // The game's own reading: a card by its number, or the reason it is refused.
            None => match G::read_notation(&self.state, wanted, &legal) {
                Some(Ok(meant)) => find(&meant).ok_or_else(|| Illegal(format!("'{wanted}' ({meant}) is not legal now; legal: {}", legal.join(", "))))?,
                Some(Err(why)) => return Err(Illegal(format!("'{wanted}' is refused: {why}; legal: {}", legal.join(", ")))),
                None => return Err(Illegal(format!("'{wanted}' is not legal now; legal: {}", legal.join(", ")))),
            },
        };
        self.play(index)
    }

    /// Whether the last decision can be taken back: it revealed nothing, and no other seat has decided
    /// since. This holds also when that decision handed the turn to the other seat (the last op of an
    /// action round), until the other seat acts.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// The seat whose decision [`Match::undo`] would take back.
    pub fn undo_seat(&self) -> Option<Seat> {
        self.undo.last().map(|(_, s)| *s)
    }

    pub fn undo(&mut self) -> Result<(), Illegal> {
        if !self.can_undo() {
            return Err(Illegal("nothing to undo: the last decision revealed new information or was the other side's".into()));
        }
        let (state, _) = self.undo.pop().expect("can_undo checked");
        self.state = state;
        self.record.actions.pop();
        self.sizes.pop();
        self.checks.pop();
        self.record.check = self.checks.last().copied();
        self.refresh(None);
        Ok(())
    }

    /// The current prompt, computed once per state.
    pub fn prompt(&self) -> &Prompt<G::Action> {
        &self.prompt
    }

    /// The current prompt with every action described (notation, label, arguments, board target),
    /// computed once per state.
    pub fn prompt_info(&self) -> PromptInfo {
        self.info
            .get_or_init(|| {
                let prompt = &self.prompt;
                let meta = G::meta();
                PromptInfo {
                    seat: prompt.seat.map(|s| meta.seats[s as usize].to_string()),
                    id: prompt.id.to_string(),
                    args: prompt.args.clone(),
                    rule: prompt.rule.to_string(),
                    actions: prompt
                        .actions
                        .iter()
                        .enumerate()
                        .map(|(index, a)| {
                            let d = G::describe(&self.state, a);
                            let typed = G::typed_notation(&self.state, a);
                            ActionInfo { index, notation: d.notation, label: d.label, args: d.args, target: d.target, typed }
                        })
                        .collect(),
                }
            })
            .clone()
    }
}

/// "the game is over: the USSR won (defcon)" — for an action sent to a finished game.
pub fn game_over(meta: &GameMeta, outcome: Option<Outcome>) -> String {
    match outcome {
        Some(Outcome { winner: Some(w), reason, .. }) => {
            format!("the game is over: {} won ({reason}); no action is possible", meta.seat_label(w))
        }
        Some(Outcome { winner: None, reason, .. }) => format!("the game is over: a draw ({reason}); no action is possible"),
        None => "the game is over; no action is possible".into(),
    }
}

/// A hash of the full state, for determinism checks (same seed and actions → same hash): of its compact
/// binary form (postcard), several times quicker than the JSON the fuzzer used to hash after every few
/// actions; a state postcard cannot write (a sequence of unknown length) is hashed as JSON. The log
/// counts by its digest (`log::digests`: its length and a hash of its entries, each sealed chunk hashed
/// once), not by writing every entry again at every hash.
pub fn state_hash<S: serde::Serialize>(state: &S) -> u64 {
    crate::log::digests(|| hash_serialised(state))
}

fn hash_serialised<S: serde::Serialize>(state: &S) -> u64 {
    let mut h = std::collections::hash_map::DefaultHasher::new();
    match postcard::to_allocvec(state) {
        Ok(bytes) => {
            h.write_u8(0);
            h.write(&bytes);
        }
        Err(_) => {
            h.write_u8(1);
            serde_json::to_string(state).expect("states serialise").hash(&mut h);
        }
    }
    h.finish()
}

#[cfg(not(target_arch = "wasm32"))]
struct MatchNames<'a, G: Game> {
    state: &'a G::State,
}

#[cfg(not(target_arch = "wasm32"))]
impl<G: Game> Names for MatchNames<'_, G> {
    fn meta(&self) -> &'static GameMeta {
        G::meta()
    }
    fn card(&self, number: u16) -> Option<String> {
        G::card_key(self.state, number)
    }
}

/// A game's words in one language, with the names of a data pack.
pub struct GameDisplay<'a, G: Game> {
    pub data: &'a G::Data,
    pub lang: crate::text::Lang,
}

impl<G: Game> crate::text::Display for GameDisplay<'_, G> {
    fn lang(&self) -> crate::text::Lang {
        self.lang
    }
    fn seat(&self, seat: Seat) -> String {
        match G::meta().seats.get(seat as usize) {
            Some(id) => self.phrase(&format!("seat.{id}")),
            None => format!("seat {seat}"),
        }
    }
    fn card(&self, number: u16) -> String {
        G::card_name(self.data, number, self.lang).unwrap_or_else(|| format!("#{number}"))
    }
    fn space(&self, key: &str) -> String {
        G::space_name(self.data, key, self.lang).unwrap_or_else(|| key.to_string())
    }
    fn unit(&self, key: &str) -> String {
        G::unit_name(self.data, key, self.lang).unwrap_or_else(|| key.to_string())
    }
    fn hex(&self, id: &str) -> String {
        match G::hex_name(self.data, id, self.lang) {
            Some(name) => format!("{name} ({id})"),
            None => id.to_string(),
        }
    }
    fn phrase(&self, key: &str) -> String {
        self.template(key).map(str::to_string).or_else(|| G::data_phrase(self.data, key, self.lang)).unwrap_or_else(|| key.to_string())
    }
    fn template(&self, key: &str) -> Option<&'static str> {
        crate::text::find(&[G::texts(), crate::text::COMMON], self.lang, key)
    }
}

/// A match with its game type erased: what the CLI and the web app hold.
pub trait AnyMatch {
    fn meta(&self) -> &'static GameMeta;
    /// How the players hold the roles in this match (from its header's scenario and options).
    fn roles(&self) -> crate::Roles;
    fn record(&self) -> &Record;
    fn prompt(&self) -> PromptInfo;
    /// The seat deciding now, if any.
    fn seat(&self) -> Option<Seat>;
    /// How many legal actions there are now (cheaper than `prompt()`).
    fn legal_count(&self) -> usize;
    /// How seldom the fuzzer's random player keeps the legal action `index` ([`Game::rarity`]; 1: an ordinary one).
    fn rarity(&self, index: usize) -> u32;
    fn play(&mut self, index: usize) -> Result<(), Illegal>;
    /// How many legal actions each recorded decision offered (for links).
    fn sizes(&self) -> &[u32];
    fn play_notation(&mut self, notation: &str) -> Result<(), Illegal>;
    fn can_undo(&self) -> bool;
    /// The seat whose decision `undo` would take back.
    fn undo_seat(&self) -> Option<Seat>;
    fn undo(&mut self) -> Result<(), Illegal>;
    #[cfg(not(target_arch = "wasm32"))]
    /// The view of `viewer` as JSON that names things; `None` is the full state.
    fn view_json(&self, viewer: Option<Seat>) -> serde_json::Value;
    /// The game's own typed view (`Game::View`) for a board to draw, its type erased.
    fn view_any(&self, viewer: crate::Viewer) -> std::sync::Arc<dyn Any + Send + Sync>;
    #[cfg(not(target_arch = "wasm32"))]
    /// Whether `seat`'s view stays the same when every secret it may not see is drawn again
    /// (`Game::redraw_secrets`): `Err` names the first difference.
    fn check_view_redaction(&self, seat: Seat, seed: u64) -> Result<(), String>;
    #[cfg(not(target_arch = "wasm32"))]
    /// Names for JSON output (seats, cards).
    fn names(&self) -> Box<dyn Names + '_>;
    /// Words in a language: messages, log lines, cards and spaces by name ([`crate::text`]).
    fn display(&self, lang: crate::text::Lang) -> Box<dyn crate::text::Display + '_>;
    /// A rule tag as a player finds it in the rulebook.
    fn rule_ref(&self, lang: crate::text::Lang, tag: &str) -> String;
    #[cfg(not(target_arch = "wasm32"))]
    /// The log a seat may read (the full log for `None`), as lines of text in a language.
    fn log_text(&self, lang: crate::text::Lang, viewer: Option<Seat>) -> Vec<String>;
    /// The message id a prompt is shown with (a variant wording), if not its own.
    fn message_key(&self, id: &str, args: &[crate::Arg]) -> Option<&'static str>;
    fn outcome(&self) -> Option<Outcome>;
    fn log(&self) -> Vec<LogEntry>;
    /// How many entries the log has.
    fn log_len(&self) -> usize;
    /// The game's turn, when it has turns.
    fn turn(&self) -> Option<u32>;
    #[cfg(not(target_arch = "wasm32"))]
    fn state_hash(&self) -> u64;
    #[cfg(not(target_arch = "wasm32"))]
    fn check_invariants(&self) -> Result<(), String>;
    #[cfg(not(target_arch = "wasm32"))]
    /// The position file of the current moment (docs/positions.md), if the game has a position format.
    fn position(&self) -> Option<String>;
    /// The odds of the action at `index` of the current prompt, if it rolls dice.
    fn odds(&self, index: usize) -> Option<crate::kit::odds::Odds>;
    fn as_any(&self) -> &dyn Any;
    /// A copy of the match without its undo history (for look-ahead by tools and AI).
    fn boxed_clone(&self) -> Box<dyn AnyMatch>;
}

impl<G: Game> AnyMatch for Match<G> {
    fn meta(&self) -> &'static GameMeta {
        G::meta()
    }
    fn roles(&self) -> crate::Roles {
        G::roles(&self.record.header.scenario, &self.record.header.options)
    }
    fn record(&self) -> &Record {
        &self.record
    }
    fn prompt(&self) -> PromptInfo {
        self.prompt_info()
    }
    fn seat(&self) -> Option<Seat> {
        self.prompt.seat
    }
    fn legal_count(&self) -> usize {
        self.prompt.actions.len()
    }
    fn rarity(&self, index: usize) -> u32 {
        self.prompt.actions.get(index).map_or(1, |a| G::rarity(self.state(), a))
    }
    fn play(&mut self, index: usize) -> Result<(), Illegal> {
        Match::play(self, index)
    }
    fn sizes(&self) -> &[u32] {
        &self.sizes
    }
    fn play_notation(&mut self, notation: &str) -> Result<(), Illegal> {
        Match::play_notation(self, notation)
    }
    fn can_undo(&self) -> bool {
        Match::can_undo(self)
    }
    fn undo_seat(&self) -> Option<Seat> {
        Match::undo_seat(self)
    }
    fn undo(&mut self) -> Result<(), Illegal> {
        Match::undo(self)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn view_json(&self, viewer: Option<Seat>) -> serde_json::Value {
        G::view_json(&self.state, viewer)
    }
    fn view_any(&self, viewer: crate::Viewer) -> std::sync::Arc<dyn Any + Send + Sync> {
        std::sync::Arc::new(G::view(&self.state, viewer))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn check_view_redaction(&self, seat: Seat, seed: u64) -> Result<(), String> {
        let Some(other) = G::redraw_secrets(&self.state, seat, seed) else { return Ok(()) };
        let json = |s: &G::State| serde_json::to_string(&G::view(s, crate::Viewer::Role(seat))).expect("views serialise");
        let (a, b) = (json(&self.state), json(&other));
        if a == b {
            return Ok(());
        }
        let at = a.bytes().zip(b.bytes()).position(|(x, y)| x != y).unwrap_or(a.len().min(b.len()));
        let from = at.saturating_sub(60);
        Err(format!(
            "seat {seat}'s view changed when secrets it may not see were drawn again, near: …{}… vs …{}…",
            a.get(from..(at + 60).min(a.len())).unwrap_or(""),
            b.get(from..(at + 60).min(b.len())).unwrap_or("")
        ))
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn names(&self) -> Box<dyn Names + '_> {
        Box::new(MatchNames::<G> { state: &self.state })
    }
    fn display(&self, lang: crate::text::Lang) -> Box<dyn crate::text::Display + '_> {
        Box::new(GameDisplay::<G> { data: &self.data, lang })
    }
    fn rule_ref(&self, lang: crate::text::Lang, tag: &str) -> String {
        G::rule_ref(lang, tag)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn log_text(&self, lang: crate::text::Lang, viewer: Option<Seat>) -> Vec<String> {
        let entries = G::visible_log(&self.state, viewer);
        G::log_text(&GameDisplay::<G> { data: &self.data, lang }, &entries)
    }
    fn message_key(&self, id: &str, args: &[crate::Arg]) -> Option<&'static str> {
        G::message_key(id, args)
    }
    fn outcome(&self) -> Option<Outcome> {
        G::outcome(&self.state)
    }
    fn log(&self) -> Vec<LogEntry> {
        G::log(&self.state)
    }
    fn log_len(&self) -> usize {
        G::log_len(&self.state)
    }
    fn turn(&self) -> Option<u32> {
        G::turn(&self.state)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn state_hash(&self) -> u64 {
        state_hash(&self.state)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn check_invariants(&self) -> Result<(), String> {
        G::check_invariants(&self.state)
    }
    #[cfg(not(target_arch = "wasm32"))]
    fn position(&self) -> Option<String> {
        G::position(&self.state)
    }
    fn odds(&self, index: usize) -> Option<crate::kit::odds::Odds> {
        G::odds(&self.state, self.prompt.actions.get(index)?)
    }
    fn boxed_clone(&self) -> Box<dyn AnyMatch> {
        Box::new(Match::<G> {
            record: self.record.clone(),
            state: self.state.clone(),
            data: self.data.clone(),
            prompt: self.prompt.clone(),
            info: self.info.clone(),
            undo: vec![],
            sizes: self.sizes.clone(),
            checks: self.checks.clone(),
        })
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// The explanation added to a replay failure of a record made under older rules than this build's (empty
/// otherwise): the game's rules changed since, so its moves no longer fit.
pub fn older_rules(recorded: u32, meta: &crate::GameMeta) -> String {
    if recorded < meta.rules_version {
        format!(
            " (it was recorded under rules version {recorded} of {}; this version of Sandtable plays rules version {}, whose legal moves differ, so this game cannot be continued here)",
            meta.name_en, meta.rules_version
        )
    } else {
        String::new()
    }
}
