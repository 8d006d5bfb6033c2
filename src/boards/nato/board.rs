//! The board's registry entry, what it draws (`GameView`, read from the engine's view and state for the
//! seat on screen) and its layout: the tracks across the top, the map, and the side column with the
//! decision, the facts of the chosen hex, the units off the map and the log.

use std::collections::BTreeMap;
use std::sync::Arc;

use engine::games::nato::data::{Class, HexId, NatoData, Side};
use engine::games::nato::state::{Loc, State, Step};
use engine::games::nato::view::NatoView;
use engine::games::nato::game::Nato;
use engine::{AnyMatch, Viewer};
use leptos::prelude::*;

use crate::app::game::{LogPanel, Snapshot};
use crate::boards::shared::layout::{layout, public_view, tabs, Parts, Recap, SideTab};
use crate::boards::{Board, BoardProps, BoardView};

use super::teams::{team_of, two_players, Team};
use super::{decide, facts, map, tracks};

/// One counter as the board draws it.
#[derive(Clone, Debug, PartialEq)]
pub struct Unit {
    pub key: String,
    pub side: Side,
    pub nation: String,
    pub class: Class,
    pub size: String,
    pub airborne: bool,
    pub loc: Loc,
    pub steps: u8,
    pub max_steps: u8,
    /// Attack (artillery points, an HQ's support range), defence, movement allowance, at its steps now.
    pub values: (u8, u8, u8),
    pub disrupted: bool,
    pub engaged: bool,
    pub reserve: bool,
    pub moos: bool,
    pub coos: bool,
    pub hq_oos: bool,
    pub moved: bool,
    pub attacked: bool,
    /// The first turn it may move and attack (NATO 35.2).
    pub active: u8,
    /// The partner who controls it when two players share its side (NATO [35.8]).
    pub team: Option<Team>,
    /// An attack-helicopter brigade that has flown this turn: on its display it waits in the Recovery box
    /// until the Joint Status Phase (NATO 18.4).
    pub used: bool,
    /// A Reforger site the Pact's strikes have damaged: its Damaged marker (NATO 33.3.3.1, RF1).
    pub damaged: bool,
    /// A Reforger site that is no ground unit (NATO 33.3.2, from rules 23): the unit not yet activated on its
    /// site (E4), drawn with its site face. Older games' sites stood as their units and are drawn so.
    pub site: bool,
    /// A unit the Move to the GDP left behind (NATO 35.3.1, from rules 24): French, in West Berlin or
    /// outside West Germany, waiting for the Pact's contact or turn 2 (E24).
    pub gdp_behind: bool,
}

impl Unit {
    pub fn hex(&self) -> Option<HexId> {
        match self.loc {
            Loc::Hex(h) => Some(h),
            _ => None,
        }
    }
    pub fn oos(&self) -> bool {
        self.moos || self.coos || self.hq_oos
    }
}

/// Where the turn stands, as the sequence of play names it (NATO 7.0).
#[derive(Clone, Debug, PartialEq)]
pub struct Phase {
    /// `nato.b.phase.<key>`.
    pub key: &'static str,
    /// The battle cycle's step, in a Combat Phase: `nato.b.cycle.<key>`.
    pub cycle: Option<&'static str>,
}

/// What the board draws.
pub struct GameView {
    pub data: &'static NatoData,
    pub view: NatoView,
    pub units: Vec<Unit>,
    pub phase: Phase,
    /// The scenario's playing area (rows, columns).
    pub rows: (i32, i32),
    pub cols: (i32, i32),
    pub marked: Vec<HexId>,
    pub breakthroughs: Vec<(HexId, Side)>,
    /// The Resupply marker (NATO 10.7), with its side.
    pub resupply: Option<(HexId, Side)>,
    /// The Move to the GDP's die per national army (NATO 35.3), on NATO's first turn.
    pub gdp: Vec<(String, u8)>,
    /// Turn 1 of a scenario with Surprise (NATO 35.7).
    pub surprise: bool,
    pub supply_points: i32,
    /// The picked unit (a move under way), by index.
    pub moving: Option<usize>,
    /// The battle's target and the units committed to it.
    pub battle: Option<(HexId, Vec<usize>)>,
    /// Whether two players share each side, Warsaw Pact then NATO (NATO [35.8], the `players` option).
    pub teams: [bool; 2],
}

impl std::ops::Deref for GameView {
    type Target = NatoView;
    fn deref(&self) -> &NatoView {
        &self.view
    }
}

impl GameView {
    /// The units standing in each hex, in the order they are drawn.
    pub fn stacks(&self) -> BTreeMap<HexId, Vec<usize>> {
        let mut m: BTreeMap<HexId, Vec<usize>> = BTreeMap::new();
        for (i, u) in self.units.iter().enumerate() {
            if let Some(h) = u.hex() {
                m.entry(h).or_default().push(i);
            }
        }
        // NATO 33.3.2: a Reforger site lies under any unit in its hex (a Pact unit that took it shows on top).
        for list in m.values_mut() {
            list.sort_by_key(|&i| self.units[i].site);
        }
        m
    }
}

/// The board's view of the snapshot, if it is NATO's.
pub fn view_of(s: &Snapshot) -> Option<&GameView> {
    s.board.as_ref()?.data.downcast_ref::<GameView>()
}

fn phase_of(s: &State) -> Phase {
    let p = |key, cycle| Phase { key, cycle };
    if s.outcome.is_some() {
        return p("over", None);
    }
    // A cease-fire's terms and answer (NATO 35.1.2) interrupt a decision: the phase is that decision's.
    let top = s.steps.iter().rev().find(|st| !matches!(st, Step::CeaseFireTerms(_) | Step::CeaseFireAnswer { .. }));
    match top {
        None | Some(Step::TurnStart) => p("joint", None),
        Some(Step::Supply) => p("supply", None),
        // NATO 10.7: the resupply operation closes the Movement Supply Segment; 10.7.2 its Recovery use.
        Some(Step::Resupply(_)) => p("supply", Some("resupply")),
        Some(Step::ResupplyRecovery(_)) => p("recovery", Some("resupply")),
        // NATO 7.0 II.B: the Movement Phase's segments in their order — rail (13.0), air and sea (14.0,
        // 16.0), ground (12.0), helicopters (18.0, closing the phase); NATO 18.3: reserve flights.
        Some(Step::Rail(_) | Step::RailMove { .. }) => p("rail", None),
        Some(Step::Ferry { .. } | Step::FerryMove { .. }) => p("air_sea", None),
        Some(Step::Movement(_) | Step::Move { reserve: false, .. } | Step::MovementEnd(_)) => p("movement", None),
        Some(Step::Heli(_)) => p("helicopter", None),
        Some(Step::HeliOp(op)) => p(if op.reserve { "reserve" } else { "helicopter" }, None),
        Some(Step::Move { reserve: true, .. } | Step::Reserve(_) | Step::ReserveEnd) => p("reserve", None),
        Some(Step::Overstack) => p("movement", Some("overstack")),
        Some(Step::Recovery(_)) => p("recovery", None),
        Some(Step::Planning) => p("planning", None),
        Some(Step::Combat(_) | Step::CombatEnd(_) | Step::BattleFlow) => p("combat", None),
        Some(Step::Commit { .. }) => p("combat", Some("commit")),
        Some(Step::Reaction) => p("combat", Some("reaction")),
        Some(Step::Hits { .. }) => p("combat", Some("hits")),
        Some(Step::RetreatReduce | Step::RetreatMove) => p("combat", Some("retreat")),
        Some(Step::Advance) => p("combat", Some("advance")),
        Some(Step::AirStrikes(_)) => p("air_strikes", None),
        // NATO 22.2: the Chemical Strike Segment (the `chemical` option).
        Some(Step::Chemical(_) | Step::ChemicalStart) => p("chemical", None),
        // NATO 21.1: the Nuclear Strike Segment, or NATO's nuclear strikes in a Defensive Strike (the `nuclear` option).
        Some(Step::Nuclear(_, false)) => p("nuclear", None),
        Some(Step::Nuclear(_, true)) => p("combat", Some("defensive_strike")),
        Some(Step::Bombardment { .. }) => p("combat", Some("bombardment")),
        Some(Step::DefensiveStrike) => p("combat", Some("defensive_strike")),
        Some(Step::Helicopters(_) | Step::Flight { .. }) => p("combat", Some("helicopters")),
        Some(Step::PlayerEnd | Step::TurnEnd) => p("end", None),
        // A step the board does not know yet (the rules grow): the phase stays unnamed rather than wrong.
        #[allow(unreachable_patterns)]
        Some(_) => p("joint", None),
    }
}

pub fn game_view(m: &dyn AnyMatch, viewer: Viewer) -> Option<GameView> {
    let nm = m.as_any().downcast_ref::<engine::Match<Nato>>()?;
    let s = nm.state();
    let data: &'static NatoData = &crate::boards::shared::packs::keep(&s.pack.0.hash, &s.pack.0).data;
    let options = &nm.record().header.options;
    let teams = [two_players(options, Side::Wp), two_players(options, Side::Nato)];
    let units: Vec<Unit> = (0..s.units.len() as u16)
        .filter(|&i| s.units[i as usize].loc != Loc::Out)
        .map(|i| {
            let u = &s.units[i as usize];
            let ty = s.ty(i);
            Unit {
                key: s.key(i).to_string(),
                side: s.side(i),
                nation: data.units[i as usize].nation.clone(),
                class: ty.class,
                size: ty.size.clone(),
                airborne: ty.airborne,
                loc: u.loc,
                steps: u.steps,
                max_steps: ty.steps,
                values: s.values(i),
                disrupted: u.disrupted,
                engaged: u.engaged,
                reserve: u.reserve,
                moos: u.moos,
                coos: u.coos,
                hq_oos: u.hq_oos,
                moved: u.moved,
                attacked: u.attacked,
                active: u.active,
                used: u.used,
                damaged: s.damaged.contains(&i),
                site: engine::games::nato::reforger::no_ground_unit(s, i),
                gdp_behind: engine::games::nato::gdp::left_behind(s, i),
                team: teams[s.side(i).seat() as usize].then(|| team_of(data, i as usize, match u.loc {
                    Loc::Hex(h) => Some(h),
                    _ => None,
                })),
            }
        })
        .collect();
    let index = |id: u16| -> Option<usize> { units.iter().position(|u| u.key == s.key(id)) };
    let moving = match s.steps.last() {
        Some(Step::Move { unit, .. }) => index(*unit),
        _ => None,
    };
    let battle = match (s.steps.last(), &s.battle) {
        (Some(Step::Commit { target, units: us, .. }), _) => Some((*target, us.iter().filter_map(|&u| index(u)).collect())),
        (_, Some(b)) => Some((b.target, b.attackers.iter().filter_map(|&u| index(u)).collect())),
        _ => None,
    };
    let sc = s.scenario_data();
    Some(GameView {
        data,
        view: engine::games::nato::view::view(s, viewer),
        phase: phase_of(s),
        rows: sc.rows,
        cols: sc.cols,
        marked: s.marked.clone(),
        breakthroughs: s.breakthroughs.clone(),
        resupply: s.resupply.map(|m| (m.hex, m.side)),
        gdp: s.gdp.clone(),
        surprise: s.turn == 1 && sc.has("surprise_gt1"),
        supply_points: s.supply_points,
        moving,
        battle,
        units,
        teams,
    })
}

/// The board's handles (all `Copy`).
#[derive(Clone, Copy)]
pub struct N {
    pub p: BoardProps,
    /// The hex whose facts are shown.
    pub hex: RwSignal<Option<HexId>>,
    pub tab: RwSignal<Tab>,
    /// Overlays on request: HQ support ranges, supply state.
    pub show_hq: RwSignal<bool>,
    pub show_supply: RwSignal<bool>,
}

impl N {
    /// A hex clicked or tapped: its facts; its action when it has exactly one (a hex target, or the one
    /// unit there an action names).
    pub fn hex_clicked(&self, h: HexId) {
        self.hex.set(Some(h));
        self.tab.set(Tab::Hex);
        let id = engine::games::nato::data::hex_name(h);
        let hex_key = format!("hex:{id}");
        let indices: Vec<usize> = self.p.snap.with_untracked(|s| {
            let Some(s) = s.as_ref() else { return vec![] };
            let Some(v) = view_of(s) else { return vec![] };
            let here: Vec<String> = v.units.iter().filter(|u| u.hex() == Some(h)).map(|u| format!("unit:{}", u.key)).collect();
            let on_hex: Vec<usize> = s.prompt.actions.iter().filter(|a| a.target.as_ref().is_some_and(|t| t.key() == hex_key)).map(|a| a.index).collect();
            if !on_hex.is_empty() {
                return on_hex;
            }
            s.prompt.actions.iter().filter(|a| a.target.as_ref().is_some_and(|t| here.contains(&t.key()))).map(|a| a.index).collect()
        });
        if let [one] = indices.as_slice() {
            self.p.on_play.run(*one);
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Hex,
    Boxes,
    Log,
}

impl Tab {
    const ALL: [Tab; 3] = [Tab::Hex, Tab::Boxes, Tab::Log];
}

impl SideTab for Tab {
    fn key(self) -> &'static str {
        match self {
            Tab::Hex => "hex",
            Tab::Boxes => "boxes",
            Tab::Log => "log",
        }
    }
    fn label(self) -> &'static str {
        match self {
            Tab::Hex => "nato.b.tab.hex",
            Tab::Boxes => "nato.b.tab.boxes",
            Tab::Log => "nato.b.tab.log",
        }
    }
}

/// NATO's entry in the board registry.
pub struct NatoBoardDef;

impl Board for NatoBoardDef {
    fn game(&self) -> &'static str {
        "nato"
    }

    fn view(&self, m: &dyn AnyMatch, viewer: Option<u8>) -> BoardView {
        let v = game_view(m, Viewer::from_seat(viewer)).expect("a NATO match");
        // Every counter is face up (NATO keeps no secret the engine plays): no curtain is needed.
        BoardView { data: Arc::new(v), log: m.log(), secrets: false }
    }

    fn public(&self, m: &dyn AnyMatch, view: &BoardView, _seat: u8) -> BoardView {
        public_view(game_view(m, Viewer::Public), view)
    }

    fn render(&self, props: BoardProps) -> AnyView {
        view! { <NatoGame p=props /> }.into_any()
    }

    fn curtain_recap(&self, props: BoardProps, seat: u8) -> AnyView {
        view! { <Recap p=props seat=seat prefix="nato" /> }.into_any()
    }
}

#[component]
pub fn NatoGame(p: BoardProps) -> impl IntoView {
    let n = N { p, hex: RwSignal::new(None), tab: RwSignal::new(Tab::Hex), show_hq: RwSignal::new(false), show_supply: RwSignal::new(false) };
    // A hex named in the log or the prompt: its facts.
    Effect::new(move |_| {
        if let Some(f) = p.focus.get() {
            if let Some(h) = f.strip_prefix("hex:").and_then(engine::games::nato::data::parse_hex) {
                n.hex.set(Some(h));
                n.tab.set(Tab::Hex);
            }
        }
    });
    crate::boards::board_keys(p.curtain, p.snap, p.on_undo, move || {
        p.focus.set(None);
        n.hex.set(None);
    });
    let ctx = p.ctx;
    let panel = move || match n.tab.get() {
        Tab::Hex => view! { <facts::HexFacts n=n /> }.into_any(),
        Tab::Boxes => view! { <facts::OffMap n=n /> }.into_any(),
        Tab::Log => view! { <LogPanel ctx=ctx snap=p.snap focus=p.focus /> }.into_any(),
    };
    layout(
        p,
        Parts {
            prefix: "nato",
            top: view! { <tracks::Tracks n=n /> }.into_any(),
            map: view! { <map::NatoMap n=n /> }.into_any(),
            decide: move || view! { <decide::Decide n=n /> },
            tabs: tabs(p, &Tab::ALL, n.tab).into_any(),
            panel,
        },
    )
}
