//! The browser app: routing, the open game, saves and links.
//!
//! Routes live in the query string (`?play=<save id>`), because the URL fragment belongs to game links
//! (`#ts-2-…`, docs/link-format.md). Opening a link replays it into a NEW autosave slot and then replaces
//! the address with `?play=<id>`, so a reload resumes that slot instead of opening the link twice.
//!
//! The app is one bundle per game (src/boot.js): this bundle carries the games whose entry is `here()`.
//! Anything about another game — starting it, a link or file of it, one of its saves, its data packs — is
//! handed over: what to do goes into session storage ([`Intent`]) and the page loads `?game=<id>`, which
//! the boot module serves with that game's bundle.
//!
//! A game whose page would be too heavy is split in three bundles (scripts/bundles.mjs, docs/web-size.md):
//! its page bundle has the game page only ([`PLAYS`], not [`HOME`]), its home bundle the home page, the
//! component viewer and the pack box ([`HOME`], not [`PLAYS`]), its full bundle the game page with the
//! computer player and the position reader. Each hands what it lacks over to the other as it hands another
//! game over ([`Ctx::hand_over_page`]); the boot module picks the bundle by what the address asks for.

pub mod ai;
pub mod auction;
pub mod computer;
pub mod demo;
pub mod dom;
pub mod game;
pub mod home;
pub mod msg;
pub mod packs;
pub mod panzoom;
pub mod rule_popover;
pub mod store;
pub mod viewer;

use std::cell::RefCell;
use std::rc::Rc;

use engine::{AnyMatch, Header, Record};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

use crate::i18n::{self, Lang};
use crate::saves::{Computer, Save, SaveKind};

/// The bundle's entry point: the WebAssembly benchmark when the address asks for it, else the app.
/// Starts the bundle of one game: the shell with `board` (src/bin/<game>.rs passes its game's board).
pub fn run(board: &'static dyn crate::boards::Board) {
    report_panics();
    crate::boards::register(board);
    // In the computer player's Web Worker the bundle answers its requests instead (app/ai.rs).
    if ai::serve_if_worker() {
        return;
    }
    if !crate::bench::run_if_requested() {
        start();
    }
}

/// A panic is a bug. Before the module stops (the web profiles abort on a panic, and the console would
/// only say "unreachable") its message goes to the console and, on a page, into a banner that tells the
/// player what happened and that every save is kept: the move before the one that met the bug is saved.
fn report_panics() {
    std::panic::set_hook(Box::new(|info| {
        let message = info.to_string();
        leptos::logging::error!("{message}");
        dom::show_crash(&message);
    }));
}

fn start() {
    dom::register_service_worker();
    dom::watch_input_mode();
    leptos::mount::mount_to_body(App);
    // The static splash in index.html, shown while the module loads.
    if let Some(boot) = dom::window().document().and_then(|d| d.get_element_by_id("boot")) {
        boot.remove();
    }
}

/// The text for `key` in `lang` (the key itself when missing).
pub fn t(lang: Lang, key: &str) -> String {
    i18n::text(lang, key)
}

/// A message shown on the home page after something could not be opened (or was).
#[derive(Clone, Debug, PartialEq)]
pub struct Notice {
    pub error: bool,
    pub title_key: &'static str,
    pub detail: String,
    /// Adds "Your saved games are untouched."
    pub saves_safe: bool,
}

#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Page {
    Home,
    /// The open game; the number changes whenever another game is opened, so the page is rebuilt.
    Game(u32),
    /// A game's components looked at without a match: its maps, counters and set-ups
    /// (`?view=<game>`; the game is in `Ctx::viewing`).
    Viewer,
}

/// App-wide reactive state, passed to every page (all fields are `Copy` handles).
#[derive(Clone, Copy)]
pub struct Ctx {
    pub lang: RwSignal<Lang>,
    pub page: RwSignal<Page>,
    pub notice: RwSignal<Option<Notice>>,
    /// False once a write to localStorage failed (or storage is disabled): a banner says so.
    pub storage_ok: RwSignal<bool>,
    /// Bumped when the saves list changes.
    pub saves_rev: RwSignal<u32>,
    /// The game whose data packs the home page opens (after a handover asking for them).
    pub packs_for: RwSignal<Option<String>>,
    /// The game the viewer page shows.
    pub viewing: RwSignal<Option<String>>,
}

/// What a page hands over to another game's bundle (session storage, read once by [`Ctx::route`]).
#[derive(Serialize, Deserialize, Debug)]
#[serde(rename_all = "snake_case")]
enum Intent {
    /// Start a game with this header (and the imported pack of this name), against the computer if
    /// it says so.
    New {
        header: Header,
        pack: Option<String>,
        #[serde(default)]
        computer: Option<Computer>,
    },
    /// Open a record file's text.
    File { text: String },
    /// Show the game's data packs.
    Packs,
}

const INTENT_KEY: &str = "sandtable.intent";
const LAST_GAME_KEY: &str = "sandtable.last-game";

/// Whether this bundle carries `game`'s code (an unknown game counts as here: the engine then says why
/// it cannot be opened).
/// Whether this bundle reads `game`'s position files (docs/positions.md). A game's page bundle built
/// without its reader does not (Empire of the Sun's without the `full` feature, Downfall's, NATO's and
/// Kutuzov's without `native-positions`; scripts/bundles.mjs, docs/web-size.md): it hands a link, a file or
/// a save that starts from a position over to the game's full bundle, which does.
pub fn reads_positions(game: &str) -> bool {
    engine::games::registry().get(game).map_or(true, |e| e.reads_positions())
}

/// Whether this bundle has the home page, the component viewer and the pack box (the `home` feature). A
/// split game's page bundle does not: it hands them over to the game's home bundle.
pub const HOME: bool = cfg!(feature = "home");

/// Whether this bundle has the game page (the `play` feature). A split game's home bundle does not: it
/// hands every game it would open (a new game, a link, a file, a save) over to the game's page bundle.
pub const PLAYS: bool = cfg!(feature = "play");

/// Whether this bundle opens `game`'s matches: it carries the game's code and its game page.
fn plays(game: &str) -> bool {
    PLAYS && here(game)
}

/// The game this bundle carries (the one game of the catalog whose entry is here).
fn carried_game() -> Option<&'static str> {
    engine::games::registry().all().into_iter().map(|m| m.id).find(|id| here(id))
}

/// A home-page notice carried from a bundle without the home page to the one that shows it.
#[derive(Serialize, Deserialize)]
struct CarriedNotice {
    error: bool,
    title_key: String,
    detail: String,
    saves_safe: bool,
}

const NOTICE_KEY: &str = "sandtable.notice";

pub fn here(game: &str) -> bool {
    engine::games::registry().get(game).map_or(true, |e| e.here())
}

/// The game being played: its match and the autosave slot it writes to.
pub struct Session {
    pub slot: String,
    pub created: f64,
    pub m: Box<dyn AnyMatch>,
    /// One entry per action of the record: who took it and where its log lines begin and end. The
    /// recaps ("since your last decision", the curtain's) are cut from the log with these, so they
    /// survive a reload and come with a link or a file.
    pub steps: Vec<game::Step>,
    /// The log's length before the first action (the setup's own lines).
    pub log_start: usize,
    /// The seats the computer plays (absent: people play every seat).
    pub computer: Option<Computer>,
    /// A convention demo (`?demo=<game>`): the computer plays every seat and nothing is saved.
    pub demo: bool,
}

impl Session {
    /// Whether the computer decides now.
    pub fn computer_decides(&self) -> bool {
        self.m.outcome().is_none() && self.m.seat().is_some_and(|seat| self.computer.as_ref().is_some_and(|c| c.plays(seat)))
    }
}

/// The length of a match's log.
pub fn log_len(m: &dyn AnyMatch) -> usize {
    m.log_len()
}

/// Replays a record as `engine::games::load` does (set up, then every action in turn), noting each
/// action's seat and log lines on the way. Whenever that replay does not come out exactly as the
/// record says (an action refused, another action checksum), the engine's own `load` decides, so the
/// player gets its verdict and its message.
pub fn load(record: &Record) -> Result<(Box<dyn AnyMatch>, Vec<game::Step>, usize), String> {
    let stepped = (|| {
        let mut bare = record.clone();
        bare.actions.clear();
        bare.check = None;
        let mut m = engine::games::registry().load(&bare, &packs::library()).ok()?;
        let log_start = log_len(m.as_ref());
        let mut steps = Vec::with_capacity(record.actions.len());
        for &index in &record.actions {
            let (seat, before) = (m.seat(), log_len(m.as_ref()));
            m.play(index as usize).ok()?;
            steps.push(game::Step { seat, before, after: log_len(m.as_ref()) });
        }
        let same = m.record().actions == record.actions && record.check.is_none_or(|want| m.record().check == Some(want));
        same.then_some((m, steps, log_start))
    })();
    match stepped {
        Some(loaded) => Ok(loaded),
        None => {
            // The engine's verdict; should it open the record after all, the recaps start from now.
            let m = engine::games::registry().load(record, &packs::library()).map_err(|e| e.to_string())?;
            let n = log_len(m.as_ref());
            Ok((m, vec![], n))
        }
    }
}

thread_local! {
    static SESSION: RefCell<Option<Rc<RefCell<Session>>>> = const { RefCell::new(None) };
}

pub fn session() -> Option<Rc<RefCell<Session>>> {
    SESSION.with(|s| s.borrow().clone())
}

impl Ctx {
    pub fn lang(&self) -> Lang {
        self.lang.get_untracked()
    }

    pub fn set_lang(&self, lang: Lang) {
        self.lang.set(lang);
        store::set_lang(lang);
        set_document_lang(lang);
    }

    /// Writes the session's autosave slot. A refusal is reported with a banner; play goes on.
    pub fn autosave(&self, s: &Session) {
        if s.demo {
            return;
        }
        let mut save = make_save(&s.slot, SaveKind::Auto, None, s.created, s.m.as_ref());
        save.computer = s.computer.clone();
        match store::put(&save) {
            Ok(()) => {
                if !self.storage_ok.get_untracked() {
                    self.storage_ok.set(true);
                }
            }
            Err(_) => self.storage_ok.set(false),
        }
        self.saves_rev.update(|n| *n += 1);
    }

    /// Writes a named snapshot of the session. Returns whether it was stored.
    pub fn save_named(&self, s: &Session, name: &str) -> bool {
        let mut save = make_save(&dom::new_id(), SaveKind::Named, Some(name.to_string()), dom::now_ms(), s.m.as_ref());
        save.computer = s.computer.clone();
        let ok = store::put(&save).is_ok();
        self.storage_ok.set(ok);
        self.saves_rev.update(|n| *n += 1);
        ok
    }

    /// Loads `game`'s bundle with `intent` to carry out there (and `fragment`, a link, in the address).
    fn hand_over(&self, game: &str, intent: Option<Intent>, fragment: &str) {
        self.hand_over_to(&format!("?game={game}"), intent, fragment)
    }

    /// Loads `game`'s full bundle (`?full=1`, src/boot.js) for a record that starts from a position, which
    /// this page bundle cannot read ([`reads_positions`]).
    fn hand_over_full(&self, game: &str, intent: Option<Intent>, fragment: &str) {
        self.hand_over_to(&format!("?game={game}&full=1"), intent, fragment)
    }

    fn hand_over_to(&self, query: &str, intent: Option<Intent>, fragment: &str) {
        if let Some(intent) = intent {
            let json = serde_json::to_string(&intent).unwrap_or_default();
            if !dom::session_put(INTENT_KEY, &json) {
                let detail = t(self.lang(), "app.handover_failed");
                self.notice.set(Some(Notice { error: true, title_key: "home.file_error", detail, saves_safe: true }));
                return;
            }
        }
        dom::navigate(&format!("{}{}{}", dom::base_url(), query, fragment));
    }

    /// Makes `m` the open game in `slot`, shows it, and puts `?play=<slot>` in the address bar.
    fn show(&self, slot: String, created: f64, (m, steps, log_start): Loaded, computer: Option<Computer>, push: bool) {
        // A message about an earlier page does not follow the player into a game.
        self.notice.set(None);
        store::set_raw(LAST_GAME_KEY, m.meta().id);
        let session = Session { slot: slot.clone(), created, m, steps, log_start, computer, demo: false };
        SESSION.with(|s| *s.borrow_mut() = Some(Rc::new(RefCell::new(session))));
        let url = format!("{}?play={}", dom::base_url(), slot);
        dom::set_url(&url, push);
        self.show_game_page();
    }

    /// Shows the session's game: the game page, rebuilt (a new number) when one was already open.
    fn show_game_page(&self) {
        self.page.update(|p| {
            *p = match *p {
                Page::Game(n) => Page::Game(n.wrapping_add(1)),
                Page::Home | Page::Viewer => Page::Game(0),
            }
        });
        // A game opens at its top (the decision), not where the home page was scrolled to: on a phone
        // the new-game form sits far down the page, and the board's hand would be what showed.
        dom::window().scroll_to_with_x_and_y(0.0, 0.0);
    }

    /// Starts a new game in a new autosave slot, with the imported data pack of that name if one is
    /// given (checked again: it may have changed since it was chosen).
    pub fn new_game(&self, mut header: Header, pack: Option<String>, computer: Option<Computer>) -> Result<(), String> {
        if !plays(&header.game) {
            let game = header.game.clone();
            self.hand_over(&game, Some(Intent::New { header, pack, computer }), "");
            return Ok(());
        }
        if let Some(name) = pack {
            let p = packs::stored().into_iter().find(|p| p.game == header.game && p.name == name).ok_or_else(|| t(self.lang(), "pack.gone"))?;
            let entry = engine::games::registry().get(&header.game).map_err(|e| e.0)?;
            header.pack = Some(entry.check_pack(&p).map_err(|e| e.join("\n"))?);
        }
        let m = engine::games::registry().start(header, &packs::library()).map_err(|e| e.to_string())?;
        let log_start = log_len(m.as_ref());
        self.open_new_slot((m, vec![], log_start), computer, true);
        Ok(())
    }

    /// Opens a match in a new autosave slot (new games, links, imported files): other saves stay as
    /// they are.
    fn open_new_slot(&self, m: Loaded, computer: Option<Computer>, push: bool) {
        let slot = dom::new_id();
        let created = dom::now_ms();
        self.show(slot, created, m, computer, push);
        if let Some(s) = session() {
            self.autosave(&s.borrow());
        }
    }

    /// Replays a record (a link or a file) into a new slot.
    pub fn open_record(&self, record: &Record, push: bool) -> Result<(), String> {
        let m = load(record)?;
        self.open_new_slot(m, None, push);
        Ok(())
    }

    /// Opens a link typed, pasted or arrived in the address bar. On failure the home page shows why.
    pub fn open_link(&self, link: &str, push: bool) -> bool {
        if let Some(entry) = engine::link::game_of(link, engine::games::registry()).filter(|e| !e.here() || !PLAYS) {
            let fragment = link.find('#').map_or(link, |i| &link[i + 1..]).trim();
            self.hand_over(entry.meta().id, None, &format!("#{fragment}"));
            return true;
        }
        if engine::link::has_position(link, engine::games::registry()) {
            if let Some(entry) = engine::link::game_of(link, engine::games::registry()).filter(|e| !e.reads_positions()) {
                let fragment = link.find('#').map_or(link, |i| &link[i + 1..]).trim();
                self.hand_over_full(entry.meta().id, None, &format!("#{fragment}"));
                return true;
            }
        }
        let result = engine::link::read(link, engine::games::registry(), &packs::library())
            .map_err(|e| e.to_string())
            .and_then(|record| self.open_record(&record, push));
        match result {
            Ok(()) => {
                self.notice.set(Some(Notice { error: false, title_key: "home.opened_new_slot", detail: String::new(), saves_safe: false }));
                true
            }
            Err(detail) => {
                self.notice.set(Some(Notice { error: true, title_key: "home.link_error", detail, saves_safe: true }));
                false
            }
        }
    }

    /// Opens a `.sandtable.json` file's text.
    pub fn open_file_text(&self, text: &str) -> bool {
        if let Ok(record) = Record::from_json(text) {
            if !plays(&record.header.game) {
                self.hand_over(&record.header.game.clone(), Some(Intent::File { text: text.to_string() }), "");
                return true;
            }
            if !reads_positions(&record.header.game) && record.header.position.is_some() {
                self.hand_over_full(&record.header.game.clone(), Some(Intent::File { text: text.to_string() }), "");
                return true;
            }
        }
        let result = Record::from_json(text).and_then(|record| self.open_record(&record, true));
        match result {
            Ok(()) => true,
            Err(detail) => {
                self.notice.set(Some(Notice { error: true, title_key: "home.file_error", detail, saves_safe: true }));
                self.go_home(true);
                false
            }
        }
    }

    /// Resumes a save: an autosave continues in its own slot; a named save continues in a new one,
    /// so the named snapshot stays as it was.
    pub fn resume(&self, save: &Save, push: bool) {
        if !plays(&save.game) {
            // The boot module picks the bundle by the save's game (a split game's page bundle).
            return dom::navigate(&format!("{}?play={}", dom::base_url(), save.id));
        }
        if !reads_positions(&save.game) && save.record.header.position.is_some() {
            return dom::navigate(&format!("{}?play={}&full=1", dom::base_url(), save.id));
        }
        match load(&save.record) {
            Ok(m) => match save.kind {
                SaveKind::Auto => self.show(save.id.clone(), save.created, m, save.computer.clone(), push),
                SaveKind::Named => self.open_new_slot(m, save.computer.clone(), push),
            },
            Err(e) => {
                self.notice.set(Some(Notice { error: true, title_key: "game.load_error", detail: e, saves_safe: true }));
                self.go_home(push);
            }
        }
    }

    pub fn go_home(&self, push: bool) {
        if self.notice.get_untracked().is_some_and(|n| !n.error) {
            self.notice.set(None);
        }
        SESSION.with(|s| *s.borrow_mut() = None);
        dom::set_url(&dom::base_url(), push);
        self.page.set(Page::Home);
    }

    /// Starts a convention demo of `game` (`?demo=<game>[&scenario=<key>][&level=level1][&pace=1000]`): the computer plays
    /// every seat at a readable pace, nothing is saved, and a new game follows the end of one.
    pub fn start_demo(&self, game: &str) -> Result<(), String> {
        if !ai::supports(game) {
            return Err(t(self.lang(), "demo.no_computer"));
        }
        let level = dom::query_param("level").filter(|l| ai::levels().contains(l)).unwrap_or_else(|| demo::LEVEL.to_string());
        // `&scenario=<key>` (e.g. Empire of the Sun's `south_pacific`); the game's first scenario otherwise.
        let scenario = dom::query_param("scenario");
        let header = engine::games::registry().header(game, scenario.as_deref(), dom::random_u32() as u64).map_err(|e| e.to_string())?;
        let m = engine::games::registry().start(header, &packs::library()).map_err(|e| e.to_string())?;
        let seats = (0..m.meta().seats.len() as u8).collect();
        let log_start = log_len(m.as_ref());
        self.notice.set(None);
        let session = Session { slot: "demo".into(), created: dom::now_ms(), m, steps: vec![], log_start, computer: Some(Computer::new(seats, level)), demo: true };
        SESSION.with(|s| *s.borrow_mut() = Some(Rc::new(RefCell::new(session))));
        self.show_game_page();
        Ok(())
    }

    /// Ends a demo by taking over `seat` and every role its player holds (the computer keeps the others):
    /// the game goes on as a saved game against the computer, in a new slot.
    pub fn take_over(&self, seat: u8) {
        let Some(s) = session() else { return };
        {
            let mut s = s.borrow_mut();
            let level = s.computer.as_ref().map_or_else(|| ai::DEFAULT_LEVEL.to_string(), |c| c.level.clone());
            let keeps = crate::table::Table::new(s.m.roles(), vec![]).take_over(seat);
            s.computer = Some(Computer::new(keeps, level));
            s.demo = false;
            s.slot = dom::new_id();
            s.created = dom::now_ms();
            self.autosave(&s);
            dom::set_url(&format!("{}?play={}", dom::base_url(), s.slot), true);
        }
        self.show_game_page();
    }

    /// Opens `game`'s component viewer (its bundle's), handing over when it is elsewhere.
    pub fn view_components(&self, game: &str) {
        if !here(game) || !HOME {
            return dom::navigate(&format!("{}?view={}", dom::base_url(), game));
        }
        SESSION.with(|s| *s.borrow_mut() = None);
        self.viewing.set(Some(game.to_string()));
        dom::set_url(&format!("{}?view={}", dom::base_url(), game), true);
        self.page.set(Page::Viewer);
    }

    /// Shows `game`'s data packs on the home page (its bundle), handing over when it is elsewhere.
    pub fn show_packs(&self, game: &str) {
        if !here(game) || !HOME {
            return self.hand_over(game, Some(Intent::Packs), "");
        }
        self.packs_for.set(Some(game.to_string()));
    }

    /// Carries out what another bundle handed over (see [`Intent`]); whether there was something.
    fn take_intent(&self, game: &str) -> bool {
        let Some(json) = dom::session_take(INTENT_KEY) else { return false };
        dom::set_url(&dom::base_url(), false);
        match serde_json::from_str::<Intent>(&json) {
            Ok(Intent::New { header, pack, computer }) if here(&header.game) => {
                if let Err(detail) = self.new_game(header, pack, computer) {
                    self.notice.set(Some(Notice { error: true, title_key: "game.load_error", detail, saves_safe: true }));
                    self.page.set(Page::Home);
                }
            }
            Ok(Intent::File { text }) => {
                if !self.open_file_text(&text) {
                    self.page.set(Page::Home);
                }
            }
            Ok(Intent::Packs) => {
                self.packs_for.set(Some(game.to_string()));
                self.page.set(Page::Home);
            }
            _ => self.page.set(Page::Home),
        }
        true
    }

    /// Reads the address bar: a link in the fragment, a save in `?play=`, a handover in `?game=`, or the
    /// home page.
    pub fn route(&self) {
        let fragment = dom::fragment();
        // A split game's home bundle shows the notice its page bundle handed over with the home page (no other
        // bundle is handed one).
        if HOME && !PLAYS {
            if let Some(carried) = dom::session_take(NOTICE_KEY).and_then(|json| serde_json::from_str::<CarriedNotice>(&json).ok()) {
                let title_key: &'static str = Box::leak(carried.title_key.into_boxed_str());
                self.notice.set(Some(Notice { error: carried.error, title_key, detail: carried.detail, saves_safe: carried.saves_safe }));
            }
        }
        if let Some(game) = dom::query_param("game") {
            store::set_raw(LAST_GAME_KEY, &game);
            if !crate::saves::fragment_is_link(&fragment) && self.take_intent(&game) {
                return;
            }
        }
        if crate::saves::fragment_is_link(&fragment) {
            // Replace the address so a reload does not open the link into yet another slot.
            if !self.open_link(&fragment, false) {
                dom::set_url(&dom::base_url(), false);
                self.page.set(Page::Home);
            }
            return;
        }
        if let Some(game) = dom::query_param("demo") {
            match self.start_demo(&game) {
                Ok(()) => return,
                Err(detail) => {
                    self.notice.set(Some(Notice { error: true, title_key: "demo.cannot", detail, saves_safe: false }));
                    dom::set_url(&dom::base_url(), false);
                }
            }
        }
        if let Some(game) = dom::query_param("view") {
            if HOME && here(&game) && crate::boards::viewer(&game).is_some() {
                SESSION.with(|s| *s.borrow_mut() = None);
                self.viewing.set(Some(game));
                self.page.set(Page::Viewer);
                return;
            }
            dom::set_url(&dom::base_url(), false);
        }
        if let Some(id) = dom::query_param("play") {
            if session().is_some_and(|s| s.borrow().slot == id) {
                return;
            }
            match store::get(&id) {
                Some(Ok(save)) => return self.resume(&save, false),
                Some(Err(e)) => {
                    self.notice.set(Some(Notice { error: true, title_key: "game.load_error", detail: e, saves_safe: true }))
                }
                None => self.notice.set(Some(Notice { error: true, title_key: "home.slot_missing", detail: String::new(), saves_safe: false })),
            }
            dom::set_url(&dom::base_url(), false);
        }
        SESSION.with(|s| *s.borrow_mut() = None);
        if !PLAYS && dom::query_param("game").is_some() && !crate::saves::fragment_is_link(&fragment) {
            dom::set_url(&dom::base_url(), false);
        }
        self.page.set(Page::Home);
    }

    /// Shows `page` where this bundle lacks it (a split game's bundles, [`HOME`] and [`PLAYS`]): the home
    /// page and the viewer in the game's home bundle (with the notice, if there is one), the open game in
    /// its page bundle (from its autosave).
    fn hand_over_page(&self, page: Page) {
        // A handover already under way (a link or save handed to the full bundle, the packs to the home
        // bundle) goes where it was sent: the page shown meanwhile does not send it elsewhere.
        if dom::leaving() {
            return;
        }
        let Some(game) = carried_game() else { return };
        match page {
            Page::Home => {
                if let Some(n) = self.notice.get_untracked() {
                    let carried = CarriedNotice { error: n.error, title_key: n.title_key.to_string(), detail: n.detail, saves_safe: n.saves_safe };
                    dom::session_put(NOTICE_KEY, &serde_json::to_string(&carried).unwrap_or_default());
                }
                dom::navigate(&format!("{}?game={}", dom::base_url(), game));
            }
            Page::Viewer => dom::navigate(&format!("{}?view={}", dom::base_url(), self.viewing.get_untracked().as_deref().unwrap_or(game))),
            Page::Game(_) => match session() {
                Some(s) if !s.borrow().demo => dom::navigate(&format!("{}?play={}", dom::base_url(), s.borrow().slot)),
                _ => dom::navigate(&format!("{}?game={}", dom::base_url(), game)),
            },
        }
    }
}

/// A replayed match with its steps and the log's length before them (see `Session`).
type Loaded = (Box<dyn AnyMatch>, Vec<game::Step>, usize);

/// A save of `m` with its home-page summary.
pub fn make_save(id: &str, kind: SaveKind, name: Option<String>, created: f64, m: &dyn AnyMatch) -> Save {
    Save::for_match(id, kind, name, created, dom::now_ms(), m)
}

fn set_document_lang(lang: Lang) {
    if let Some(el) = dom::window().document().and_then(|d| d.document_element()) {
        let _ = el.set_attribute("lang", lang.code());
    }
}

fn initial_lang() -> Lang {
    if let Some(l) = store::lang() {
        return l;
    }
    let nav = dom::window().navigator().language().unwrap_or_default();
    if nav.starts_with("ko") {
        Lang::Ko
    } else {
        Lang::En
    }
}

#[component]
fn App() -> impl IntoView {
    let lang = initial_lang();
    set_document_lang(lang);
    let ctx = Ctx {
        lang: RwSignal::new(lang),
        page: RwSignal::new(Page::Home),
        notice: RwSignal::new(None),
        storage_ok: RwSignal::new(store::available()),
        saves_rev: RwSignal::new(0),
        packs_for: RwSignal::new(None),
        viewing: RwSignal::new(None),
    };
    ctx.route();
    // Back/forward buttons and links pasted into the address bar of an open tab.
    let _pop = window_event_listener(leptos::ev::popstate, move |_| ctx.route());
    let _hash = window_event_listener(leptos::ev::hashchange, move |_| ctx.route());

    view! {
        <div class="app" class:ko=move || ctx.lang.get() == Lang::Ko>
            {move || (!ctx.storage_ok.get()).then(|| {
                let lang = ctx.lang.get();
                view! { <div class="banner banner-error" role="alert" data-test="storage-banner">{t(lang, "storage.unavailable")}</div> }
            })}
            {move || match ctx.page.get() {
                Page::Home if HOME => view! { <home::Home ctx=ctx /> }.into_any(),
                Page::Game(_) if PLAYS => view! { <game::GamePage ctx=ctx /> }.into_any(),
                Page::Viewer if HOME => view! { <viewer::ViewerPage ctx=ctx /> }.into_any(),
                page => {
                    ctx.hand_over_page(page);
                    ().into_any()
                }
            }}
        </div>
    }
}

/// The English / 한국어 switch.
#[component]
pub fn LangSwitch(ctx: Ctx) -> impl IntoView {
    // A phone shows the short label (app.css); the accessible name is always the full one.
    let button = move |l: Lang, label: &'static str, short: &'static str| {
        view! {
            <button
                class="seg"
                class:on=move || ctx.lang.get() == l
                aria-pressed=move || (ctx.lang.get() == l).to_string()
                aria-label=label
                lang=l.code()
                on:click=move |_| ctx.set_lang(l)
            >
                <span class="seg-long" aria-hidden="true">{label}</span>
                <span class="seg-short" aria-hidden="true">{short}</span>
            </button>
        }
    };
    view! {
        <div class="lang-switch" role="group" aria-label=move || t(ctx.lang.get(), "app.language")>
            {button(Lang::En, "English", "EN")}
            {button(Lang::Ko, "한국어", "한")}
        </div>
    }
}
