//! Twilight Struggle's board: the world map, the tracks, the cards, the decision panel, the log and the
//! end of the game.
//!
//! Everything is drawn from the deciding seat's view (`TsView`) and the prompt's legal actions: a
//! country or a card is clickable exactly when an action targets it (`space:<key>`, `card:<n>`). No
//! rule is re-implemented: the odds and modifiers shown beside coups, realignments, wars and space
//! attempts are the engine's (`Snapshot::odds`), and so are costs and ops values.

use super::{cards, decide, end, log, map, tracks};

use std::cell::RefCell;
use std::collections::BTreeMap;


use engine::games::twilight_struggle::data::{Card, Country, Region, TsData};
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::view::TsView;
use engine::games::twilight_struggle::TwilightStruggle;
use engine::kit::odds::Odds;
use engine::AnyMatch;
use leptos::prelude::*;

use crate::app::game::{Marks, Snapshot, Toast};
use crate::app::{t, Ctx};
use crate::boards::{Board, BoardProps, BoardView};
use crate::i18n::Lang;

/// The board's shared handles (all `Copy`).
#[derive(Clone, Copy)]
pub struct Ts {
    pub ctx: Ctx,
    pub lang: RwSignal<Lang>,
    pub snap: Memo<Option<Snapshot>>,
    /// A board element named in the log or chosen among several actions: `space:poland`, `card:6`.
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

impl From<BoardProps> for Ts {
    fn from(p: BoardProps) -> Self {
        Ts { ctx: p.ctx, lang: p.lang, snap: p.snap, focus: p.focus, hover: p.hover, on_play: p.on_play, on_undo: p.on_undo, curtain: p.curtain, marks: p.marks, toast: p.toast }
    }
}

/// The seat's view the board draws from (the engine's `TsView`; its log is the snapshot's).
pub fn view_of(s: &Snapshot) -> Option<&TsView> {
    s.board.as_ref()?.data.downcast_ref::<TsView>()
}

impl Ts {
    /// Runs `f` on the view, if there is one.
    pub fn with_view<R>(&self, f: impl FnOnce(&Snapshot, &TsView) -> R) -> Option<R> {
        self.snap.with(|s| s.as_ref().and_then(|s| view_of(s).map(|v| f(s, v))))
    }

    /// Plays the action aimed at `target` when there is exactly one; with several, points at them.
    pub fn choose(&self, target: &str) {
        let indices = self.snap.with_untracked(|s| s.as_ref().map(targets).and_then(|m| m.get(target).cloned()));
        match indices.as_deref() {
            Some([one]) => self.on_play.run(*one),
            Some([_, ..]) => self.focus.set(Some(target.to_string())),
            _ => {}
        }
    }
}

thread_local! {
    /// The data packs of the matches this page has shown, by content hash: the board draws the open match
    /// with its own pack (a pack is kept for the page's life; there are few).
    static PACKS: RefCell<Vec<&'static TsData>> = const { RefCell::new(vec![]) };
    static CURRENT: RefCell<Option<&'static TsData>> = const { RefCell::new(None) };
}

/// The open match's data pack: its map, cards and tables.
pub fn data() -> &'static TsData {
    CURRENT.with(|c| *c.borrow()).unwrap_or_else(engine::games::twilight_struggle::data::data)
}

fn set_pack(m: &dyn AnyMatch) {
    let Some(tm) = m.as_any().downcast_ref::<engine::Match<TwilightStruggle>>() else { return };
    let d = tm.data();
    let pack = PACKS.with(|p| {
        let mut p = p.borrow_mut();
        match p.iter().find(|x| x.hash == d.hash) {
            Some(x) => *x,
            None => {
                let leaked: &'static TsData = Box::leak(Box::new((**d).clone()));
                p.push(leaked);
                leaked
            }
        }
    });
    CURRENT.with(|c| *c.borrow_mut() = Some(pack));
}

/// Twilight Struggle's entry in the board registry.
pub struct TsBoardDef;

fn seat_view(m: &dyn AnyMatch, viewer: engine::Viewer) -> Option<TsView> {
    let tm = m.as_any().downcast_ref::<engine::Match<TwilightStruggle>>()?;
    Some(engine::games::twilight_struggle::view::view(tm.state(), viewer))
}

impl Board for TsBoardDef {
    fn game(&self) -> &'static str {
        "twilight-struggle"
    }

    fn view(&self, m: &dyn AnyMatch, viewer: Option<u8>) -> BoardView {
        set_pack(m);
        let seat = m.seat().filter(|_| m.outcome().is_none());
        let mut v = seat_view(m, engine::Viewer::from_seat(viewer)).expect("a Twilight Struggle match");
        let log = std::mem::take(&mut v.log);
        // Secrets on screen: the deciding seat's hand, or a headline only it has seen.
        let secrets = seat.is_some_and(|s| v.hands[s as usize].as_ref().is_some_and(|h| !h.is_empty()) || v.headlines[s as usize].is_some());
        BoardView { data: std::sync::Arc::new(v), log, secrets }
    }

    /// What both players may see: the engine's public view (no hand, no headline still face down).
    fn public(&self, m: &dyn AnyMatch, view: &BoardView, _seat: u8) -> BoardView {
        match seat_view(m, engine::Viewer::Public) {
            Some(mut v) => {
                v.log.clear();
                BoardView { data: std::sync::Arc::new(v), log: view.log.clone(), secrets: false }
            }
            None => view.clone(),
        }
    }

    fn render(&self, props: BoardProps) -> AnyView {
        // The map is drawn once, from the open match's pack: set it before anything reads `data()`.
        if let Some(s) = crate::app::session() {
            set_pack(s.borrow().m.as_ref());
        }
        let ts = Ts::from(props);
        view! { <TsBoard ts=ts ctx=props.ctx toast=props.toast /> }.into_any()
    }

    fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView {
        view! { <log::CurtainRecap ts=Ts::from(props) seat=seat /> }.into_any()
    }
}

/// The space an action points at (`space:poland` → `poland`).
pub fn space_of(a: &engine::ActionInfo) -> Option<&str> {
    a.target.as_ref().filter(|t| t.kind == engine::TargetKind::Space).map(|t| t.id.as_str())
}

/// The DOM key of an action's target.
pub fn target_key(a: &engine::ActionInfo) -> Option<String> {
    a.target.as_ref().map(|t| t.key())
}

/// The engine's odds of the action at `index` of the prompt, if it rolls dice.
pub fn odds(s: &Snapshot, index: usize) -> Option<&Odds> {
    s.odds.get(index)?.as_ref()
}

/// The ops `player` would play card `n` for now, as the engine counts them (with every modifier in
/// play): from the hand, the China Card, or the table.
pub fn ops_for(v: &TsView, player: Player, n: u16) -> u8 {
    let held = v.hands[player.idx()]
        .as_ref()
        .zip(v.hand_ops[player.idx()].as_ref())
        .and_then(|(h, o)| h.iter().position(|&c| c as u16 == n).and_then(|i| o.get(i).copied()));
    let table = || v.table.iter().position(|&c| c as u16 == n).and_then(|i| v.table_ops.get(i).copied());
    let china = (n == engine::games::twilight_struggle::cards::CHINA_CARD as u16).then(|| v.china_ops[player.idx()]);
    held.or(china).or_else(table).unwrap_or_else(|| card(n).map_or(0, |c| c.ops))
}

/// The message a prompt is shown with: the engine's variant wording for its arguments (the ops placement
/// with a region bonus says what the bonus adds and where).
pub fn prompt_message(id: &str, args: &[engine::Arg], _v: Option<&TsView>) -> (String, Vec<engine::Arg>) {
    let key = engine::games::registry().get("twilight-struggle").map_or_else(|_| id.to_string(), |e| e.message_key(id, args));
    (key, args.to_vec())
}

/// The deciding player, if any.
pub fn decider(s: &Snapshot) -> Option<Player> {
    s.seat.filter(|_| s.outcome.is_none()).map(Player::from_seat)
}

/// The player whose hand and news are on screen: the deciding one, or the person while the computer
/// decides.
pub fn on_screen(s: &Snapshot) -> Option<Player> {
    s.viewer.filter(|_| s.outcome.is_none()).map(Player::from_seat)
}

/// Legal actions of the prompt by board target (`space:poland`, `card:6`).
pub fn targets(snap: &Snapshot) -> BTreeMap<String, Vec<usize>> {
    let mut m: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for a in &snap.prompt.actions {
        if let Some(t) = &a.target {
            m.entry(t.key()).or_default().push(a.index);
        }
    }
    m
}

pub fn country_by_key(key: &str) -> Option<&'static Country> {
    data().countries.iter().find(|c| c.key == key)
}

pub fn country_name(lang: Lang, key: &str) -> String {
    match key {
        "us" => crate::i18n::text(lang, "seat.us"),
        "ussr" => crate::i18n::text(lang, "seat.ussr"),
        "civil_war" => t(lang, "ts.civil_war"),
        _ => country_by_key(key).map(|c| lang.pick(&c.name_en, &c.name_ko).to_string()).unwrap_or_else(|| key.to_string()),
    }
}

pub fn card(number: u16) -> Option<&'static Card> {
    data().cards.get(number as usize).filter(|c| c.number as u16 == number && number > 0)
}

pub fn card_title(lang: Lang, number: u16) -> String {
    card(number).map(|c| lang.pick(&c.name_en, &c.name_ko).to_string()).unwrap_or_else(|| format!("#{number}"))
}

/// A card's name with its number, for text (`NATO #21`).
pub fn card_name(lang: Lang, number: u16) -> String {
    match card(number) {
        Some(c) => format!("{} #{}", lang.pick(&c.name_en, &c.name_ko), number),
        None => format!("#{number}"),
    }
}

pub fn seat_text(l: Lang, p: Player) -> String {
    t(l, &format!("seat.{}", p.key()))
}

pub fn region_name(l: Lang, r: Region) -> String {
    t(l, &format!("ts.region.{}", r.key()))
}

/// The side panel's tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Hand,
    Log,
    Cards,
    Scores,
}

impl Tab {
    const ALL: [Tab; 4] = [Tab::Hand, Tab::Log, Tab::Cards, Tab::Scores];
    fn key(self) -> &'static str {
        match self {
            Tab::Hand => "hand",
            Tab::Log => "log",
            Tab::Cards => "cards",
            Tab::Scores => "scores",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Tab::Hand => "ts.tab.hand",
            Tab::Log => "ts.tab.log",
            Tab::Cards => "ts.tab.cards",
            Tab::Scores => "ts.tab.scores",
        }
    }
}

/// The whole board: the tracks across the top, the map, and the side panel with the decision, the
/// hand, the log, the card piles and the standings.
#[component]
pub fn TsBoard(ts: Ts, ctx: Ctx, toast: RwSignal<Option<Toast>>) -> impl IntoView {
    let lang = ts.lang;
    let tab = RwSignal::new(Tab::Hand);
    let end_open = RwSignal::new(true);
    // Ctrl+Z / Cmd+Z takes back a decision; Escape closes whatever floats over the map.
    crate::boards::board_keys(ts.curtain, ts.snap, ts.on_undo, move || {
        if ts.focus.get_untracked().is_some() {
            ts.focus.set(None);
        }
    });
    let tabs = move || {
        let l = lang.get();
        Tab::ALL
            .into_iter()
            .map(|x| {
                let count = match x {
                    Tab::Hand => ts.with_view(|s, v| {
                        on_screen(s).and_then(|p| v.hands[p.idx()].as_ref().map(|h| h.len())).filter(|_| ts.curtain.get().is_none())
                    }).flatten(),
                    _ => None,
                };
                view! {
                    <button class="tab" role="tab" id=format!("tab-{}", x.key()) data-test=format!("tab-{}", x.key())
                        aria-selected=move || (tab.get() == x).to_string()
                        aria-controls=format!("panel-{}", x.key())
                        class:on=move || tab.get() == x
                        on:click=move |ev| {
                            tab.set(x);
                            // Bring the chosen panel into view (the side column or, on a phone, the page).
                            if let Some(el) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()).and_then(|e| e.parent_element()) {
                                el.scroll_into_view_with_bool(true);
                            }
                        }>
                        {t(l, x.label())}
                        {count.map(|n| view! { <span class="tab-count">{n.to_string()}</span> })}
                    </button>
                }
            })
            .collect_view()
    };
    let panel = move || match tab.get() {
        Tab::Hand => view! { <cards::HandPanel ts=ts /> }.into_any(),
        Tab::Log => view! { <log::LogPanel ts=ts /> }.into_any(),
        Tab::Cards => view! { <cards::PilesPanel ts=ts /> }.into_any(),
        Tab::Scores => view! { <end::ScoresPanel ts=ts /> }.into_any(),
    };
    let over = Memo::new(move |_| ts.snap.with(|s| s.as_ref().is_some_and(|s| s.outcome.is_some())));
    view! {
        <div class="ts-board">
            <tracks::Tracks ts=ts />
            <div class="game-body">
                <div class="board-col">
                    <map::TsMap ts=ts />
                    <cards::CardFocus ts=ts />
                    {move || (over.get() && end_open.get()).then(|| view! { <end::EndScreen ts=ts ctx=ctx toast=toast open=end_open /> })}
                </div>
                <aside class="side-col">
                    <decide::TsPrompt ts=ts end_open=end_open />
                    <div class="side-tabs" role="tablist" aria-label=move || t(lang.get(), "ts.tabs")>{tabs}</div>
                    <div class="side-panel" role="tabpanel" id=move || format!("panel-{}", tab.get().key())
                        aria-labelledby=move || format!("tab-{}", tab.get().key())>{panel}</div>
                </aside>
            </div>
        </div>
    }
}
