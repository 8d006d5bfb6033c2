//! The board's registry entry and layout: the tracks across the top, the map, and the side column with
//! the decision, the facts of the chosen space, the hand and the log.

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::games::kutuzov::data::KutData;
use engine::games::kutuzov::route::{self, Route};
use engine::games::kutuzov::state::Place;
use engine::games::kutuzov::view::KutView;
use engine::games::kutuzov::Kutuzov;
use engine::{AnyMatch, Viewer};
use leptos::prelude::*;

use crate::app::game::{LogPanel, Snapshot};
use crate::boards::shared::layout::{layout, public_view, tabs, Parts, Recap, SideTab};
use crate::boards::{Board, BoardProps, BoardView};

use super::{decide, facts, map, tracks};

/// What the board draws: the engine's view for the seat on screen, and the pack it is drawn from.
pub struct GameView {
    pub data: &'static KutData,
    pub view: KutView,
    /// While a Power spends CP: every route each of its armies may march (the engine's `route::reach`).
    pub routes: Vec<Route>,
    /// The side auction's winning bid (KUT 2.34): the Power bought and the SP its soldiers gave up.
    pub auction: Option<(usize, u8)>,
}

impl std::ops::Deref for GameView {
    type Target = KutView;
    fn deref(&self) -> &KutView {
        &self.view
    }
}

/// The board's view of the snapshot, if it is Kutuzov's.
pub fn view_of(s: &Snapshot) -> Option<&GameView> {
    s.board.as_ref()?.data.downcast_ref::<GameView>()
}

fn game_view(m: &dyn AnyMatch, viewer: Viewer) -> Option<GameView> {
    let km = m.as_any().downcast_ref::<engine::Match<Kutuzov>>()?;
    let s = km.state();
    let data: &'static KutData = crate::boards::shared::packs::keep(&s.data.hash, &s.data);
    // The map is public: the routes show the same to every seat (the board draws the deciding Power's).
    let routes = (0..s.leaders.len() as u8).filter(|&l| matches!(s.leaders[l as usize], Place::Map(_))).flat_map(|l| route::reach(s, l)).collect();
    // The header says what the auction came to (the engine removed the SP at set-up).
    let auction = engine::games::kutuzov::auction::bid(&km.record().header).ok().flatten().map(|(p, sp)| (p as usize, sp));
    Some(GameView { data, view: engine::games::kutuzov::view::view(s, viewer), routes, auction })
}

/// Legal actions of the prompt by board target (`space:warsaw`, `card:12`).
pub fn targets(snap: &Snapshot) -> BTreeMap<String, Vec<usize>> {
    let mut m: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for a in &snap.prompt.actions {
        if let Some(t) = &a.target {
            m.entry(t.key()).or_default().push(a.index);
        }
    }
    m
}

/// The board's handles (all `Copy`).
#[derive(Clone, Copy)]
pub struct K {
    pub p: BoardProps,
    /// The space whose facts are shown (its key).
    pub space: RwSignal<Option<String>>,
    pub tab: RwSignal<Tab>,
    /// The army whose moves alone are ringed on the map (its leader's key).
    pub army: RwSignal<Option<String>>,
    /// The chosen army's destination whose route is drawn (tapped): a second tap takes its first step.
    pub goal: RwSignal<Option<String>>,
    /// A route shown while the pointer is on a destination (army, space), before any tap.
    pub peek: RwSignal<Option<(String, String)>>,
}

impl K {
    /// A space clicked or tapped: its facts; its action when it has exactly one (with several, they are
    /// listed with its facts).
    pub fn space_clicked(&self, key: &str) {
        self.space.set(Some(key.to_string()));
        self.tab.set(Tab::Space);
        let target = format!("space:{key}");
        let army = self.army.get_untracked();
        // The actions aimed there (with an army chosen, its moves and the actions that move nobody).
        let indices: Vec<usize> = self.p.snap.with_untracked(|s| {
            s.as_ref()
                .map(|s| {
                    s.prompt
                        .actions
                        .iter()
                        .filter(|a| a.target.as_ref().is_some_and(|t| t.key() == target))
                        .filter(|a| army.is_none() || super::decide::mover(a).is_none_or(|u| Some(u) == army.as_deref()))
                        .map(|a| a.index)
                        .collect()
                })
                .unwrap_or_default()
        });
        if let [one] = indices.as_slice() {
            self.p.on_play.run(*one);
            return;
        }
        // With an army chosen, a space it can reach farther away: its route first, then its first step.
        let Some(army) = army else { return };
        if !indices.is_empty() || super::march::find(self, &army, key).is_none() {
            return;
        }
        if self.goal.get_untracked().as_deref() == Some(key) {
            if let Some(i) = super::march::first_step(self, &army, key) {
                self.p.on_play.run(i);
            }
        } else {
            self.goal.set(Some(key.to_string()));
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Space,
    Hand,
    Log,
}

impl Tab {
    const ALL: [Tab; 3] = [Tab::Space, Tab::Hand, Tab::Log];
}

impl SideTab for Tab {
    fn key(self) -> &'static str {
        match self {
            Tab::Space => "space",
            Tab::Hand => "hand",
            Tab::Log => "log",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Tab::Space => "kut.b.tab.space",
            Tab::Hand => "kut.b.tab.hand",
            Tab::Log => "kut.b.tab.log",
        }
    }
}

/// Kutuzov's entry in the board registry.
pub struct KutBoardDef;

impl Board for KutBoardDef {
    fn game(&self) -> &'static str {
        "kutuzov"
    }

    fn view(&self, m: &dyn AnyMatch, viewer: Option<u8>) -> BoardView {
        let v = game_view(m, Viewer::from_seat(viewer)).expect("a Kutuzov match");
        let decider = m.seat().filter(|_| m.outcome().is_none());
        // Secrets on screen: a hand of cards the deciding seat may see (KUT 2.7).
        let secrets = decider.is_some() && v.hands.iter().any(|h| h.cards.as_ref().is_some_and(|c| !c.is_empty()));
        BoardView { data: Arc::new(v), log: m.log(), secrets }
    }

    /// What every seat may see: the engine's public view (every hand's size, no card).
    fn public(&self, m: &dyn AnyMatch, view: &BoardView, _seat: u8) -> BoardView {
        public_view(game_view(m, Viewer::Public), view)
    }

    fn render(&self, props: BoardProps) -> AnyView {
        view! { <KutGame p=props /> }.into_any()
    }

    fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView {
        view! { <Recap p=props seat=seat prefix="kut" /> }.into_any()
    }
}

#[component]
pub fn KutGame(p: BoardProps) -> impl IntoView {
    let k = K { p, space: RwSignal::new(None), tab: RwSignal::new(Tab::Space), army: RwSignal::new(None), goal: RwSignal::new(None), peek: RwSignal::new(None) };
    // A new decision forgets the chosen army unless it still moves.
    Effect::new(move |_| {
        let movers: Vec<String> = p.snap.with(|s| s.as_ref().map(|s| s.prompt.actions.iter().filter_map(super::decide::mover).map(str::to_string).collect()).unwrap_or_default());
        if k.army.with_untracked(|a| a.as_ref().is_some_and(|a| !movers.contains(a))) {
            k.army.set(None);
        }
        k.peek.set(None);
        // The goal stays while the army can still get there (it marches on, one tap a step).
        if let (Some(a), Some(g)) = (k.army.get_untracked(), k.goal.get_untracked()) {
            if super::march::find(&k, &a, &g).is_none() {
                k.goal.set(None);
            }
        } else {
            k.goal.set(None);
        }
    });
    // Another army chosen: no goal yet.
    Effect::new(move |prev: Option<Option<String>>| {
        let a = k.army.get();
        if prev.is_some_and(|p| p != a) {
            k.goal.set(None);
        }
        a
    });
    // A space named in the log or the prompt: its facts.
    Effect::new(move |_| {
        if let Some(f) = p.focus.get() {
            if let Some(key) = f.strip_prefix("space:") {
                k.space.set(Some(key.to_string()));
                k.tab.set(Tab::Space);
            }
        }
    });
    // A decision about cards brings the hand up.
    Effect::new(move |_| {
        let cards = p.snap.with(|s| s.as_ref().is_some_and(|s| s.prompt.actions.iter().any(|a| a.target.as_ref().is_some_and(|t| t.kind == engine::TargetKind::Card))));
        if cards {
            k.tab.set(Tab::Hand);
        }
    });
    crate::boards::board_keys(p.curtain, p.snap, p.on_undo, move || {
        p.focus.set(None);
        k.space.set(None);
    });
    let ctx = p.ctx;
    let panel = move || match k.tab.get() {
        Tab::Space => view! { <facts::SpaceFacts k=k /> }.into_any(),
        Tab::Hand => view! { <tracks::HandPanel k=k /> }.into_any(),
        Tab::Log => view! { <LogPanel ctx=ctx snap=p.snap focus=p.focus /> }.into_any(),
    };
    layout(
        p,
        Parts {
            prefix: "kut",
            top: view! { <tracks::Tracks k=k /> }.into_any(),
            map: view! { <map::KutMap k=k /> }.into_any(),
            decide: move || view! { <decide::Decide k=k /> },
            tabs: tabs(p, &Tab::ALL, k.tab).into_any(),
            panel,
        },
    )
}
