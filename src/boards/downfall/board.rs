//! The board's registry entry and layout: the tracks across the top, the hex map, and the side column
//! with the decision, the facts of the chosen hex, supply on request and the log.

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::games::downfall::data::DfData;
use engine::games::downfall::movement;
use engine::games::downfall::state::{Loc, Step};
use engine::games::downfall::Action;
use engine::games::downfall::view::DfView;
use engine::games::downfall::Downfall;
use engine::{AnyMatch, Viewer};
use leptos::prelude::*;

use crate::app::game::{LogPanel, Snapshot};
use crate::boards::shared::layout::{layout, public_view, tabs, Parts, Recap, SideTab};
use crate::boards::{Board, BoardProps, BoardView};

use super::{decide, events, facts, map, sw, tracks};

/// What the board draws: the engine's view, and the pack it is drawn from.
pub struct GameView {
    pub data: &'static DfData,
    pub view: DfView,
    /// While a faction moves (DF 7.1): where each unit it may move could end its move, hex by hex with the
    /// MP it costs (DF 7.1.1) — the engine's `movement::destinations`, the `To` actions it offers once the
    /// unit is chosen. While one unit moves, its own alone.
    pub reach: BTreeMap<String, Vec<(String, u32)>>,
    /// The unit under way (its key), once chosen.
    pub moving: Option<String>,
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

fn game_view(m: &dyn AnyMatch, viewer: Viewer) -> Option<GameView> {
    let dm = m.as_any().downcast_ref::<engine::Match<Downfall>>()?;
    let s = dm.state();
    let (reach, moving) = reach(dm);
    Some(GameView { data: crate::boards::shared::packs::keep(&s.pack.0.hash, &s.pack.0), view: engine::games::downfall::view::view(s, viewer), reach, moving })
}

/// Every hex each unit the prompt offers to move may end its move in, with its cost (DF 7.1.1), and the
/// unit under way. A unit with no hex to go to (a naval unit, DF 7.1.3) has no range.
fn reach(dm: &engine::Match<Downfall>) -> (BTreeMap<String, Vec<(String, u32)>>, Option<String>) {
    let s = dm.state();
    let key = |u: u16| s.data().units.get(u as usize).map(|x| x.key.clone()).unwrap_or_default();
    let hexes = |u: u16, mp: u8| -> Vec<(String, u32)> { movement::destinations(s, u as usize, mp).into_iter().map(|(h, c)| (h.id(), c)).collect() };
    let mut out = BTreeMap::new();
    match s.steps.last() {
        Some(Step::Move(m)) => {
            let Some(mp) = s.data().markers.get(m.marker as usize).and_then(|x| x.sides.get(m.side as usize)).map(|o| o.mp) else { return (out, None) };
            for a in &dm.prompt().actions {
                if let Action::Unit(u) = *a {
                    let h = hexes(u, mp);
                    if !h.is_empty() {
                        out.insert(key(u), h);
                    }
                }
            }
            (out, None)
        }
        Some(Step::MoveUnit(mu)) => {
            // A naval unit moves between sea areas (DF 7.1.3), a unit in a land area port-to-port: no hex
            // range to draw — but a unit in the Middle East walks to its land hexes (DF 1.B, rules 9).
            let h = hexes(mu.unit, mu.mp);
            if !h.is_empty() {
                out.insert(key(mu.unit), h);
            }
            (out, Some(key(mu.unit)))
        }
        _ => (out, None),
    }
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
}

impl SideTab for Tab {
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
        public_view(game_view(m, Viewer::Public), view)
    }

    fn render(&self, props: BoardProps) -> AnyView {
        view! { <DfGame p=props /> }.into_any()
    }

    fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView {
        view! { <Recap p=props seat=seat prefix="df" /> }.into_any()
    }
}

#[component]
pub fn DfGame(p: BoardProps) -> impl IntoView {
    let d = D { p, hex: RwSignal::new(None), tab: RwSignal::new(Tab::Hex), supply: RwSignal::new(false) };
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
    let ctx = p.ctx;
    let panel = move || match d.tab.get() {
        Tab::Hex => view! { <facts::HexFacts d=d /> }.into_any(),
        Tab::Supply => view! { <facts::SupplyPanel d=d /> }.into_any(),
        Tab::Log => view! { <LogPanel ctx=ctx snap=p.snap focus=p.focus /> }.into_any(),
    };
    layout(
        p,
        Parts {
            prefix: "df",
            top: view! { <tracks::Tracks d=d /><More d=d /> }.into_any(),
            map: view! { <map::DfMap d=d /> }.into_any(),
            decide: move || view! { <decide::Decide d=d /> },
            tabs: tabs(p, &Tab::ALL, d.tab).into_any(),
            panel,
        },
    )
}

/// The event display and the Strategic Warfare displays. On a phone (board.css) they fold behind a
/// button so that the map shows on the first screen, and unfold by themselves while a decision is
/// drawn on them (a pending unit to pick on the event display).
#[component]
fn More(d: D) -> impl IntoView {
    let open = RwSignal::new(false);
    let lang = d.p.lang;
    view! {
        <button class="btn df-more-toggle" data-test="df-more" aria-expanded=move || open.get().to_string()
            on:click=move |_| open.update(|o| *o = !*o)>
            {move || format!("{} {}", crate::app::t(lang.get(), "df.b.more"), if open.get() { "▴" } else { "▾" })}
        </button>
        <div class="df-more" class:open=open>
            <events::EventDisplay d=d />
            <sw::SwDisplays d=d />
        </div>
    }
}
