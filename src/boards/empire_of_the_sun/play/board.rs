//! The board's layout and shared handles: the tracks across the top, the map, and the side column with
//! the decision, the hand, the details of what is selected, and the log. Keyboard: Ctrl+Z takes a
//! decision back, Escape closes an opened stack or clears the pointed target, 0 fits the map.

use std::collections::BTreeMap;

use engine::games::empire_of_the_sun::state::{idx, State};
use engine::kit::hex::Hex;
use leptos::prelude::*;

use crate::app::game::Snapshot;
use crate::app::panzoom::PanZoom;
use crate::app::t;
use crate::boards::BoardProps;

use super::super::map::{full_box, layers_of, HexMap, MapProps};
use super::layer::GameLayer;
use super::{hand, side, strip, view_of};

/// The side column's tabs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tab {
    Hand,
    Details,
    Log,
}

impl Tab {
    pub const ALL: [Tab; 3] = [Tab::Hand, Tab::Details, Tab::Log];

    pub fn key(self) -> &'static str {
        match self {
            Tab::Hand => "hand",
            Tab::Details => "details",
            Tab::Log => "log",
        }
    }

    fn label(self) -> &'static str {
        match self {
            Tab::Hand => "eots.g.tab.hand",
            Tab::Details => "eots.g.tab.details",
            Tab::Log => "eots.g.tab.log",
        }
    }
}

/// The board's handles (all `Copy`).
#[derive(Clone, Copy)]
pub struct G {
    pub p: BoardProps,
    /// The hex whose details are shown.
    pub hex: RwSignal<Option<Hex>>,
    /// The unit whose details are shown (its key).
    pub unit: RwSignal<Option<String>>,
    /// The stack fanned out on the map.
    pub fanned: RwSignal<Option<Hex>>,
    pub tab: RwSignal<Tab>,
    /// A hex to bring into view.
    pub goto: RwSignal<Option<Hex>>,
    pub show_ids: RwSignal<bool>,
    /// The zones of influence drawn on the map.
    pub show_zoi: RwSignal<bool>,
}

/// Legal actions of the prompt by board target (`hex:4021`, `unit:us-1mar-div`, `card:a13`).
pub fn targets(snap: &Snapshot) -> BTreeMap<String, Vec<usize>> {
    let mut m: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for a in &snap.prompt.actions {
        if let Some(t) = &a.target {
            m.entry(t.key()).or_default().push(a.index);
        }
    }
    m
}

impl G {
    /// Plays the action aimed at `target` when there is exactly one; with several, points at them (the
    /// decision panel then lists those first).
    pub fn choose(&self, target: &str) -> bool {
        let indices = self.p.snap.with_untracked(|s| s.as_ref().map(targets).and_then(|m| m.get(target).cloned()));
        match indices.as_deref() {
            Some([one]) => {
                self.p.focus.set(None);
                self.p.on_play.run(*one);
                true
            }
            Some([_, ..]) => {
                self.p.focus.set(Some(target.to_string()));
                true
            }
            _ => false,
        }
    }

    pub fn pick_hex(&self, h: Hex) {
        self.hex.set(Some(h));
        self.unit.set(None);
    }

    pub fn pick_unit(&self, key: &str) {
        self.unit.set(Some(key.to_string()));
    }

    /// A counter clicked (in an opened stack or a box): its action if it has one, else its details.
    pub fn unit_clicked(&self, key: &str) {
        self.pick_unit(key);
        if !self.choose(&format!("unit:{key}")) {
            self.tab.set(Tab::Details);
        }
    }

    /// A hex clicked: its action if it has one; its details either way.
    pub fn hex_clicked(&self, h: Hex) {
        self.fanned.set(None);
        self.pick_hex(h);
        if !self.choose(&format!("hex:{}", h.id())) && self.tab.get_untracked() == Tab::Hand {
            self.tab.set(Tab::Details);
        }
    }
}

/// Where the main map opens: the middle of the busiest front, so that the counters are readable from the
/// start (the whole sheet, some 60 × 30 hexes, fits a laptop's screen only with counters a few pixels
/// wide; Fit shows it). A front hex holds one side's units with the other's within 3 hexes; the one
/// chosen has the most units in front hexes within 5 hexes of it.
fn front_hex(st: &State) -> Option<Hex> {
    let mut by_hex: BTreeMap<Hex, [u32; 2]> = BTreeMap::new();
    for (u, h) in st.on_map() {
        by_hex.entry(h).or_default()[idx(st.side_of_unit(u))] += 1;
    }
    let front: Vec<(Hex, u32)> = by_hex
        .iter()
        .filter(|(h, n)| (0..2).any(|side| n[side] > 0 && by_hex.iter().any(|(x, m)| m[1 - side] > 0 && x.distance(**h) <= 3)))
        .map(|(h, n)| (*h, n[0] + n[1]))
        .collect();
    front.iter().max_by_key(|(h, _)| (front.iter().filter(|(x, _)| x.distance(*h) <= 5).map(|(_, n)| n).sum::<u32>(), std::cmp::Reverse(*h))).map(|(h, _)| *h)
}

#[component]
pub fn EotsGame(p: BoardProps) -> impl IntoView {
    let start = p.snap.with_untracked(|s| s.as_ref().and_then(view_of).and_then(|v| front_hex(&v.state)));
    let g = G {
        p,
        hex: RwSignal::new(None),
        unit: RwSignal::new(None),
        fanned: RwSignal::new(None),
        tab: RwSignal::new(Tab::Hand),
        goto: RwSignal::new(None),
        show_ids: RwSignal::new(false),
        show_zoi: RwSignal::new(false),
    };
    let lang = p.lang;
    // A unit or hex named in the log or the prompt: shown and brought into view.
    Effect::new(move |_| {
        let Some(f) = p.focus.get() else { return };
        let hex = p.snap.with_untracked(|s| {
            let v = s.as_ref().and_then(view_of)?;
            match f.split_once(':')? {
                ("hex", id) => Hex::parse(id),
                ("unit", k) => v.data().units.iter().position(|u| u.key == k).and_then(|u| v.state.units[u].loc.hex()),
                _ => None,
            }
        });
        if let Some(h) = hex {
            g.goto.set(Some(h));
        }
    });
    // A decision about cards brings the hand up.
    Effect::new(move |_| {
        let cards = p.snap.with(|s| s.as_ref().is_some_and(|s| s.prompt.actions.iter().any(|a| a.target.as_ref().is_some_and(|t| t.kind == engine::TargetKind::Card))));
        if cards {
            g.tab.set(Tab::Hand);
        }
    });
    // Ctrl+Z / Cmd+Z takes back a decision; Escape closes the opened stack, then the pointed target.
    crate::boards::board_keys(p.curtain, p.snap, p.on_undo, move || {
        if g.fanned.get_untracked().is_some() {
            g.fanned.set(None);
        } else {
            p.focus.set(None);
        }
    });
    // The map is drawn once, from the match's pack and sheet.
    let map = p.snap.with_untracked(|s| s.as_ref().and_then(view_of).map(|v| (v.data(), v.which())));
    let map_view = map.map(|(data, which)| {
        let l = layers_of(data, which);
        let pz = PanZoom::new(full_box(l));
        // The main sheet opens on its busiest front at a zoom where the counters' values read; the South
        // Pacific's hexes fill the map (Fit, with the boxes around, drew its counters some 24 px wide).
        // Once the map has made its first fit (next frame).
        if which == super::super::facts::Which::SouthPacific {
            super::super::map::next_frame(move || super::super::map::next_frame(move || super::super::map::fit_hexes(&pz, which.map(data), start)));
        } else if let Some(h) = start {
            super::super::map::next_frame(move || super::super::map::next_frame(move || super::super::map::open_on(&pz, h)));
        }
        // The one hex a decision is about (a battle to resolve, the only destination) is brought into
        // view when it is off screen.
        Effect::new(move |_| {
            let only = p.snap.with(|s| {
                let s = s.as_ref()?;
                let mut hexes = s.prompt.actions.iter().filter_map(|a| a.target.as_ref()).filter(|t| t.kind == engine::TargetKind::Hex);
                let first = hexes.next()?;
                hexes.all(|t| t.id == first.id).then(|| Hex::parse(&first.id)).flatten()
            });
            if let Some(h) = only {
                super::super::map::next_frame(move || super::super::map::reveal(&pz, h));
            }
        });
        let props = MapProps {
            data,
            which,
            lang,
            pz,
            show_ids: g.show_ids.into(),
            selected: Signal::derive(move || g.hex.get()),
            on_hex: Callback::new(move |h| g.hex_clicked(h)),
            focus: g.goto.into(),
        };
        view! {
            <HexMap props=props>
                <GameLayer g=g l=l pz=pz />
            </HexMap>
        }
    });
    let tabs = move || {
        let l = lang.get();
        Tab::ALL
            .into_iter()
            .map(|x| {
                let count = match x {
                    Tab::Hand => p.snap.with(|s| s.as_ref().and_then(view_of).and_then(|v| v.hand_of.map(|side| v.hands[engine::games::empire_of_the_sun::state::idx(side)]))),
                    _ => None,
                };
                view! {
                    <button class="tab" role="tab" data-test=format!("tab-{}", x.key()) aria-selected=move || (g.tab.get() == x).to_string()
                        class:on=move || g.tab.get() == x on:click=move |_| g.tab.set(x)>
                        {t(l, x.label())}
                        {count.map(|n| view! { <span class="tab-count">{n.to_string()}</span> })}
                    </button>
                }
            })
            .collect_view()
    };
    let panel = move || match g.tab.get() {
        Tab::Hand => view! { <hand::HandPanel g=g /> }.into_any(),
        Tab::Details => view! { <side::Details g=g /> }.into_any(),
        Tab::Log => view! { <side::Log g=g /> }.into_any(),
    };
    view! {
        <div class="eots-game" data-test="eots-game">
            <strip::Strip g=g />
            <div class="game-body eots-game-body">
                <div class="board-col eots-map-col">
                    {map_view}
                    <div class="eots-toggles">
                        <label class="check eots-check">
                            <input type="checkbox" data-test="show-ids" prop:checked=move || g.show_ids.get() on:change=move |ev| g.show_ids.set(event_target_checked(&ev)) />
                            <span>{move || t(lang.get(), "eotsv.show_ids")}</span>
                        </label>
                        <label class="check eots-check">
                            <input type="checkbox" data-test="show-zoi" prop:checked=move || g.show_zoi.get() on:change=move |ev| g.show_zoi.set(event_target_checked(&ev)) />
                            <span>{move || t(lang.get(), "eots.g.show_zoi")}</span>
                        </label>
                        <button class="btn btn-ghost eots-recon" data-test="reconstructed" title=move || t(lang.get(), "eots.g.reconstructed_title")
                            on:click=move |_| p.ctx.view_components("empire-of-the-sun")>{move || t(lang.get(), "eots.g.reconstructed")}</button>
                    </div>
                </div>
                <aside class="side-col eots-game-side">
                    <side::Decide g=g />
                    <super::battle::BattlePanel g=g />
                    <div class="side-tabs" role="tablist">{tabs}</div>
                    <div class="side-panel" role="tabpanel">{panel}</div>
                </aside>
            </div>
        </div>
    }
}
