//! The board's registry entry and layout: the tracks across the top, the hex map, and the side column
//! with the decision, the facts of the chosen hex, supply on request and the log.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::sync::Arc;

use engine::games::downfall::data::DfData;
use engine::games::downfall::state::Loc;
use engine::games::downfall::view::DfView;
use engine::games::downfall::Downfall;
use engine::{AnyMatch, Viewer};
use leptos::prelude::*;

use crate::app::game::{LogPanel, Snapshot};
use crate::app::t;
use crate::boards::{Board, BoardProps, BoardView};

use super::{decide, events, facts, map, tracks};

/// What the board draws: the engine's view, and the pack it is drawn from.
pub struct GameView {
    pub data: &'static DfData,
    pub view: DfView,
}

impl std::ops::Deref for GameView {
    type Target = DfView;
    fn deref(&self) -> &DfView {
        &self.view
    }
}

/// The board's view of the snapshot, if it is Downfall's.
pub fn view_of(s: &Snapshot) -> Option<&GameView> {
    s.board.as_ref()?.data.downcast_ref::<GameView>()
}

thread_local! {
    /// The packs of the matches this page has shown, by hash (kept for the page's life: few).
    static PACKS: RefCell<Vec<&'static Arc<DfData>>> = const { RefCell::new(vec![]) };
}

fn keep(d: &Arc<DfData>) -> &'static DfData {
    PACKS.with(|p| {
        let mut p = p.borrow_mut();
        if let Some(x) = p.iter().find(|x| x.hash == d.hash) {
            return &***x;
        }
        let leaked: &'static Arc<DfData> = Box::leak(Box::new(d.clone()));
        p.push(leaked);
        &**leaked
    })
}

fn game_view(m: &dyn AnyMatch, viewer: Viewer) -> Option<GameView> {
    let dm = m.as_any().downcast_ref::<engine::Match<Downfall>>()?;
    let s = dm.state();
    Some(GameView { data: keep(&s.pack.0), view: engine::games::downfall::view::view(s, viewer) })
}

/// The hex a unit stands in (its id), if it is on the map.
pub fn hex_of(v: &DfView, unit: &str) -> Option<String> {
    v.units.iter().find(|u| u.key == unit).and_then(|u| match &u.loc {
        Loc::Hex(h) => Some(h.id()),
        _ => None,
    })
}

/// The legal actions of the prompt by the hex they point at (a unit's action points at its hex).
pub fn by_hex(s: &Snapshot) -> BTreeMap<String, Vec<usize>> {
    let mut m: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    let Some(v) = view_of(s) else { return m };
    for a in &s.prompt.actions {
        let Some(t) = &a.target else { continue };
        let hex = match t.kind {
            engine::TargetKind::Hex => Some(t.id.clone()),
            engine::TargetKind::Unit => hex_of(v, &t.id),
            _ => None,
        };
        if let Some(h) = hex {
            m.entry(h).or_default().push(a.index);
        }
    }
    m
}

/// The board's handles (all `Copy`).
#[derive(Clone, Copy)]
pub struct D {
    pub p: BoardProps,
    /// The hex whose facts are shown (its id).
    pub hex: RwSignal<Option<String>>,
    pub tab: RwSignal<Tab>,
    /// Supply shown on the map (DF 11, "on request").
    pub supply: RwSignal<bool>,
}

impl D {
    /// A hex clicked or tapped: its facts; its action when it has exactly one (with several, they are
    /// listed with its facts).
    pub fn hex_clicked(&self, id: &str) {
        self.hex.set(Some(id.to_string()));
        self.tab.set(Tab::Hex);
        let one = self.p.snap.with_untracked(|s| s.as_ref().and_then(|s| by_hex(s).remove(id)).filter(|v| v.len() == 1).map(|v| v[0]));
        if let Some(i) = one {
            self.p.on_play.run(i);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Hex,
    Supply,
    Log,
}

impl Tab {
    const ALL: [Tab; 3] = [Tab::Hex, Tab::Supply, Tab::Log];
    fn key(self) -> &'static str {
        match self {
            Tab::Hex => "hex",
            Tab::Supply => "supply",
            Tab::Log => "log",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Tab::Hex => "df.b.tab.hex",
            Tab::Supply => "df.b.tab.supply",
            Tab::Log => "df.b.tab.log",
        }
    }
}

/// Downfall's entry in the board registry.
pub struct DfBoardDef;

impl Board for DfBoardDef {
    fn game(&self) -> &'static str {
        "downfall"
    }

    /// Downfall keeps no secret on screen (no hand in the "No action cards" variant; the cup's draws are
    /// made when they happen): the hot-seat curtain never needs to go up.
    fn view(&self, m: &dyn AnyMatch, viewer: Option<u8>) -> BoardView {
        let v = game_view(m, Viewer::from_seat(viewer)).expect("a Downfall match");
        BoardView { data: Arc::new(v), log: m.log(), secrets: false }
    }

    fn public(&self, m: &dyn AnyMatch, view: &BoardView, _seat: u8) -> BoardView {
        match game_view(m, Viewer::Public) {
            Some(v) => BoardView { data: Arc::new(v), log: view.log.clone(), secrets: false },
            None => view.clone(),
        }
    }

    fn render(&self, props: BoardProps) -> AnyView {
        view! { <DfGame p=props /> }.into_any()
    }

    fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView {
        view! { <Recap p=props seat=seat /> }.into_any()
    }
}

/// What happened since `seat` last decided (public: the log every seat reads).
#[component]
fn Recap(p: BoardProps, seat: u8) -> impl IntoView {
    let lang = p.lang;
    move || {
        let l = lang.get();
        let from = p.marks.with(|m| m.after_of(seat));
        p.snap.with(|s| {
            let s = s.as_ref()?;
            let from = from.min(s.log.len());
            let names = crate::app::msg::GameNames::new(l, &s.game);
            let items: Vec<_> = s.log[from..].iter().rev().take(30).collect();
            (!items.is_empty()).then(|| {
                view! {
                    <ul class="last-move recap df-recap" data-test="last-move">
                        {items.into_iter().map(|e| {
                            let key = format!("log.{}", e.id);
                            let key = if crate::i18n::has_key(&key) { key } else { e.id.clone() };
                            view! { <li>{crate::app::msg::plain(&names, &key, &e.args)}</li> }
                        }).collect_view()}
                    </ul>
                }
            })
        })
    }
}

#[component]
pub fn DfGame(p: BoardProps) -> impl IntoView {
    let d = D { p, hex: RwSignal::new(None), tab: RwSignal::new(Tab::Hex), supply: RwSignal::new(false) };
    let lang = p.lang;
    // A hex or unit named in the log or the prompt: its facts.
    Effect::new(move |_| {
        let Some(f) = p.focus.get() else { return };
        let hex = if let Some(h) = f.strip_prefix("hex:") {
            Some(h.to_string())
        } else if let Some(u) = f.strip_prefix("unit:") {
            p.snap.with_untracked(|s| s.as_ref().and_then(view_of).and_then(|v| hex_of(v, u)))
        } else {
            None
        };
        if let Some(h) = hex {
            d.hex.set(Some(h));
            d.tab.set(Tab::Hex);
        }
    });
    crate::boards::board_keys(p.curtain, p.snap, p.on_undo, move || {
        p.focus.set(None);
        d.hex.set(None);
    });
    let tabs = move || {
        let l = lang.get();
        Tab::ALL
            .into_iter()
            .map(|x| {
                view! {
                    <button class="tab" role="tab" data-test=format!("tab-{}", x.key()) aria-selected=move || (d.tab.get() == x).to_string()
                        class:on=move || d.tab.get() == x on:click=move |_| d.tab.set(x)>
                        {t(l, x.label())}
                    </button>
                }
            })
            .collect_view()
    };
    let ctx = p.ctx;
    let panel = move || match d.tab.get() {
        Tab::Hex => view! { <facts::HexFacts d=d /> }.into_any(),
        Tab::Supply => view! { <facts::SupplyPanel d=d /> }.into_any(),
        Tab::Log => view! { <LogPanel ctx=ctx snap=p.snap focus=p.focus /> }.into_any(),
    };
    view! {
        <div class="df-game" data-test="df-game">
            <tracks::Tracks d=d />
            <events::EventDisplay d=d />
            <div class="game-body df-body">
                <div class="board-col df-map-col">
                    <map::DfMap d=d />
                </div>
                <aside class="side-col df-side">
                    {move || p.curtain.get().is_none().then(|| view! { <decide::Decide d=d /> })}
                    <div class="side-tabs" role="tablist">{tabs}</div>
                    <div class="side-panel" role="tabpanel">{panel}</div>
                </aside>
            </div>
        </div>
    }
}
