//! The boards: one per game, behind the [`Board`] trait. The app's shell — home, game page, toolbar,
//! saves, links, curtain, log panel — names no game: each bundle's binary hands the shell its game's board
//! (`app::run(&BOARD)`, src/bin/<game>.rs), and the shell asks it for everything it draws. Adding a
//! game's board is its folder here (the board, `text.rs` with its words, `board.css` beside it) and one
//! line in the list below.

use engine::text::Catalog;

/// The list: each line is a game's id (its cargo feature) and its board's module.
macro_rules! boards {
    ($($id:literal => $module:ident;)*) => {
        $(
            #[cfg(feature = $id)]
            pub mod $module;
        )*

        /// The boards' own words in this build: labels, legends and help (the game's messages are the
        /// engine's). Each board keeps them in its `text::BOARD_TEXTS`.
        pub fn texts() -> Vec<Catalog> {
            #[allow(unused_mut)]
            let mut v: Vec<Catalog> = vec![];
            $(
                #[cfg(feature = $id)]
                v.push($module::text::BOARD_TEXTS);
            )*
            v
        }
    };
}

boards! {
    "twilight-struggle" => twilight_struggle;
    "empire-of-the-sun" => empire_of_the_sun;
    "kutuzov" => kutuzov;
    "downfall" => downfall;
    "nato" => nato;
}

/// How wide a map label is drawn (Downfall's and NATO's place names).
#[cfg(any(feature = "downfall", feature = "nato"))]
pub mod lettering;

/// What the Kutuzov, Downfall and NATO boards share (layout, decision panel, map frame).
#[cfg(all(target_arch = "wasm32", any(feature = "kutuzov", feature = "downfall", feature = "nato")))]
pub mod shared;

#[cfg(target_arch = "wasm32")]
pub use ui::*;

#[cfg(target_arch = "wasm32")]
mod ui {
    use std::any::Any;
    use std::sync::Arc;

    use engine::{AnyMatch, LogEntry};
    use leptos::prelude::*;

    use crate::app::game::{Marks, Snapshot, Toast};
    use crate::app::Ctx;
    use crate::i18n::Lang;

    /// A board's view of the match for one seat: its own data (downcast by the board), the log that seat
    /// may read, and whether it shows something the other seat must not see (then the hot-seat curtain
    /// goes up before the device changes hands).
    #[derive(Clone)]
    pub struct BoardView {
        pub data: Arc<dyn Any + Send + Sync>,
        pub log: Vec<LogEntry>,
        pub secrets: bool,
    }

    impl PartialEq for BoardView {
        fn eq(&self, other: &Self) -> bool {
            Arc::ptr_eq(&self.data, &other.data) && self.secrets == other.secrets && self.log.len() == other.log.len()
        }
    }

    impl std::fmt::Debug for BoardView {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "BoardView {{ log: {}, secrets: {} }}", self.log.len(), self.secrets)
        }
    }

    /// The page's handles a board draws with (all `Copy`).
    #[derive(Clone, Copy)]
    pub struct BoardProps {
        pub ctx: Ctx,
        pub lang: RwSignal<Lang>,
        pub snap: Memo<Option<Snapshot>>,
        /// A board element named in the log or chosen among several actions (`space:poland`, `card:6`).
        pub focus: RwSignal<Option<String>>,
        /// The target of the action under the pointer or the keyboard focus in the action list.
        pub hover: RwSignal<Option<String>>,
        pub on_play: Callback<usize>,
        pub on_undo: Callback<()>,
        /// The seat behind the hot-seat curtain, while it is up.
        pub curtain: Memo<Option<u8>>,
        /// Where the recaps begin (derived from the record: kept across reloads).
        pub marks: Memo<Marks>,
        pub toast: RwSignal<Option<Toast>>,
    }

    /// The board's keys, while the page shows it: Ctrl+Z / Cmd+Z takes back a decision, Escape runs
    /// `on_escape` (the board closes whatever floats over its map). Nothing while the curtain is up or
    /// while typing in a field.
    pub fn board_keys(
        curtain: Memo<Option<u8>>,
        snap: Memo<Option<Snapshot>>,
        on_undo: Callback<()>,
        on_escape: impl Fn() + 'static,
    ) {
        let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
            if curtain.get_untracked().is_some() {
                return;
            }
            let in_field = ev
                .target()
                .and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok())
                .is_some_and(|e| matches!(e.tag_name().as_str(), "INPUT" | "TEXTAREA" | "SELECT"));
            if in_field {
                return;
            }
            if (ev.ctrl_key() || ev.meta_key()) && ev.key().eq_ignore_ascii_case("z") {
                if snap.with_untracked(|s| s.as_ref().is_some_and(|s| s.can_undo)) {
                    ev.prevent_default();
                    on_undo.run(());
                }
            } else if ev.key() == "Escape" {
                on_escape();
            }
        });
        on_cleanup(move || keys.remove());
    }

    /// One game's board.
    pub trait Board: Sync {
        fn game(&self) -> &'static str;
        /// The game's component viewer (its maps, counters and set-ups without a match), if it has one.
        fn viewer(&self) -> Option<Viewer> {
            None
        }
        /// The board's view of `m` for `viewer` (`None`: everything, once the game is over).
        fn view(&self, m: &dyn AnyMatch, viewer: Option<u8>) -> BoardView;
        /// `view` as the curtain may show it while `seat` hands the device over: what both seats may see.
        fn public(&self, m: &dyn AnyMatch, view: &BoardView, seat: u8) -> BoardView;
        fn render(&self, props: BoardProps) -> AnyView;
        /// What happened since `seat` last decided, shown on the curtain (public).
        fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView;
    }

    /// A game's component viewer (its maps, counters and set-ups without a match), if it has one. It
    /// draws below the shell's header (home, title, language).
    pub type Viewer = fn(Ctx) -> AnyView;

    /// The board this bundle carries, given by its binary (`app::run`).
    static BOARD: std::sync::OnceLock<&'static dyn Board> = std::sync::OnceLock::new();

    /// Hands the shell the bundle's board (once, at start).
    pub fn register(board: &'static dyn Board) {
        let _ = BOARD.set(board);
    }

    /// The component viewer of a game, if this bundle has one.
    pub fn viewer(game: &str) -> Option<Viewer> {
        board(game)?.viewer()
    }

    /// The board of a game, if this bundle carries it.
    pub fn board(game: &str) -> Option<&'static dyn Board> {
        BOARD.get().copied().filter(|b| b.game() == game)
    }
}
