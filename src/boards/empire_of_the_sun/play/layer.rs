//! What the game puts on the map: the counters where the engine has them (stacks that fan out), who
//! controls each port, airfield and resource hex, the battle hexes, the activated units and those out
//! of supply, the hexes and units the prompt's actions target, and the counters off the map (the boxes
//! and the turn track).

use std::collections::BTreeMap;

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::state::{BoxKey, Loc};
use engine::kit::hex::Hex;
use leptos::prelude::*;

use crate::app::panzoom::PanZoom;
use crate::app::t;
use crate::i18n::Lang;

use super::super::counter::{counter, SIZE};
use super::super::facts::{stack_rank, Placed};
use super::super::geom::{center, hexagon, num, Pt, Rect};
use super::super::layers::{BoxKind, Layers, BOX_TITLE, SLOT};
use super::super::stack::{fan_rect, Fan, Stack};
use super::super::text::fill;
use super::board::G;
use super::{view_of, GameView};

/// Where a hex's stack is drawn: a little above the centre, clear of the name.
fn stack_at(h: Hex) -> Pt {
    let (x, y) = center(h);
    (x - SIZE / 2.0, y - SIZE / 2.0 - 6.0)
}

/// The counters in each map hex, top first.
pub fn stacks(v: &GameView) -> BTreeMap<Hex, Vec<u16>> {
    let mut m: BTreeMap<Hex, Vec<u16>> = BTreeMap::new();
    for (u, us) in v.state.units.iter().enumerate() {
        if let Loc::Hex(h) = us.loc {
            m.entry(h).or_default().push(u as u16);
        }
    }
    let d = v.data();
    for units in m.values_mut() {
        engine::kit::sort::sort_by_key(units, |&u| (d.units[u as usize].side != v.state.phasing, stack_rank(&d.units[u as usize]), u));
    }
    m
}

fn placed(v: &GameView, u: u16) -> Placed<'static> {
    Placed { unit: &v.data().units[u as usize], reduced: v.state.units[u as usize].reduced }
}

/// The counters in the off-map boxes: by box key (`oahu`, `china_box`, `delay`).
fn in_boxes(v: &GameView) -> BTreeMap<String, Vec<u16>> {
    let mut m: BTreeMap<String, Vec<u16>> = BTreeMap::new();
    for (u, us) in v.state.units.iter().enumerate() {
        let key = match &us.loc {
            Loc::Box(BoxKey::Oahu) => "oahu".to_string(),
            Loc::Box(BoxKey::China) => "china_box".to_string(),
            Loc::Delay => "delay".to_string(),
            _ => continue,
        };
        m.entry(key).or_default().push(u as u16);
    }
    m
}

/// Counters waiting on the turn track: by turn, how many (reinforcements and returns).
fn on_turn_track(v: &GameView) -> Vec<(u8, usize)> {
    let mut by_turn: BTreeMap<u8, usize> = BTreeMap::new();
    for us in v.state.units.iter() {
        if let Loc::Arrives(t) | Loc::Returns(t) = us.loc {
            *by_turn.entry(t).or_default() += 1;
        }
    }
    by_turn.into_iter().collect()
}

/// The controllers drawn: a small flag on every port, airfield and resource hex.
fn control_marks(v: &GameView) -> impl IntoView {
    let map = v.which().map(v.data());
    let geo = v.state.geo();
    let mut jp = String::new();
    let mut al = String::new();
    for (i, h) in geo.hexes.iter().enumerate() {
        let Some(hd) = map.hexes.get(h) else { continue };
        if !(hd.port || hd.airfield || hd.resource) {
            continue;
        }
        let (x, y) = center(*h);
        let d = format!("M{} {}h5v3.4h-5Z", num(x + 3.2), num(y + 4.6));
        match v.state.control.get(i) {
            Some(Side::Japanese) => jp.push_str(&d),
            Some(Side::Allied) => al.push_str(&d),
            None => {}
        }
    }
    view! {
        <g class="eots-control" aria-hidden="true">
            <path class="ctl-jp" d=jp />
            <path class="ctl-al" d=al />
        </g>
    }
}

/// The battle hexes of the offensive under way.
fn battle_marks(v: &GameView) -> impl IntoView {
    let Some(o) = &*v.state.offensive else { return ().into_any() };
    o.battles
        .iter()
        .map(|b| {
            let (x, y) = center(b.hex);
            view! {
                <g class="eots-battle" class:resolved=b.resolved data-battle=b.hex.id() transform=format!("translate({} {})", num(x + 7.0), num(y + 5.0))>
                    <circle r="4.4" />
                    <path d="M-2.4 -2.4L2.4 2.4M2.4 -2.4L-2.4 2.4" />
                </g>
            }
        })
        .collect_view()
        .into_any()
}

/// The zones of influence (6.4): hatched red for Japan, blue for the Allies, both where they overlap.
fn zoi_marks(v: &GameView) -> impl IntoView {
    let geo = v.state.geo();
    let mut d = [String::new(), String::new()];
    for (i, h) in geo.hexes.iter().enumerate() {
        for side in 0..2 {
            if v.zoi.get(i).is_some_and(|z| z & (1 << side) != 0) {
                d[side].push_str(&hexagon(*h, 2.0 + side as f64 * 2.0));
            }
        }
    }
    let [jp, al] = d;
    view! {
        <g class="eots-zoi" data-test="zoi" aria-hidden="true">
            <path class="zoi-jp" d=jp />
            <path class="zoi-al" d=al />
        </g>
    }
}

/// The command range of an HQ (6.1), as the engine measures it.
fn hq_range(v: &GameView, key: &str) -> Option<impl IntoView> {
    let u = v.data().units.iter().position(|x| x.key == key)?;
    if v.data().units[u].kind != engine::games::empire_of_the_sun::data::UnitType::Hq || v.state.units[u].loc.hex().is_none() {
        return None;
    }
    let d: String = v
        .state
        .geo()
        .hexes
        .iter()
        .filter(|h| engine::games::empire_of_the_sun::supply::activation::in_command_range(&v.state, u as u16, **h))
        .map(|h| hexagon(*h, 0.0))
        .collect();
    Some(view! { <path class="eots-hq-range" data-test="hq-range" d=d /> })
}

/// The whole game layer of the map.
#[component]
pub fn GameLayer(g: G, l: &'static Layers, pz: PanZoom) -> impl IntoView {
    let snap = g.p.snap;
    // The prompt's targets: hexes and units that answer a click.
    let targets = Memo::new(move |_| snap.with(|s| s.as_ref().map(super::board::targets).unwrap_or_default()));
    let marks = move || snap.with(|s| s.as_ref().and_then(view_of).map(control_marks));
    let battles = move || snap.with(|s| s.as_ref().and_then(view_of).map(battle_marks));
    let zoi = move || g.show_zoi.get().then(|| snap.with(|s| s.as_ref().and_then(view_of).map(zoi_marks))).flatten();
    let range = move || {
        let key = g.unit.get()?;
        snap.with(|s| s.as_ref().and_then(view_of).and_then(|v| hq_range(v, &key)))
    };
    let target_hexes = move || {
        let t = targets.get();
        let d: String = t.keys().filter_map(|k| k.strip_prefix("hex:")).filter_map(Hex::parse).map(|h| hexagon(h, 1.0)).collect();
        view! { <path class="eots-target" data-test="targets" data-count=t.keys().filter(|k| k.starts_with("hex:")).count().to_string() d=d /> }
    };
    // The target under the pointer (from the action list) or the focused one, outlined strongly.
    // The path to the destination under the pointer (or the only one), as the engine found it.
    let path = move || {
        let key = g.p.hover.get().or_else(|| g.p.focus.get())?;
        let id = key.strip_prefix("hex:")?.to_string();
        snap.with(|s| {
            let v = s.as_ref().and_then(view_of)?;
            let (_, reach) = v.moving.as_ref()?;
            let r = reach.iter().filter(|r| r.hex.id() == id).min_by_key(|r| r.cost)?;
            let d: String = r
                .path
                .iter()
                .enumerate()
                .map(|(i, h)| {
                    let (x, y) = center(*h);
                    format!("{}{} {}", if i == 0 { "M" } else { "L" }, num(x), num(y))
                })
                .collect();
            let end = r.path.last().copied().map(center);
            Some(view! {
                <g class="eots-path" data-test="path" data-hexes=r.path.len().to_string()>
                    <path d=d />
                    {end.map(|(x, y)| view! { <circle cx=x cy=y r="3.2" /> })}
                </g>
            })
        })
    };
    let hovered = move || {
        let key = g.p.hover.get().or_else(|| g.p.focus.get())?;
        let h = snap.with(|s| {
            let v = s.as_ref().and_then(view_of)?;
            match key.split_once(':')? {
                ("hex", id) => Hex::parse(id),
                ("unit", k) => v.data().units.iter().position(|u| u.key == k).and_then(|u| v.state.units[u].loc.hex()),
                _ => None,
            }
        })?;
        Some(view! { <path class="eots-hovered" d=hexagon(h, 0.6) /> })
    };
    let stacks_view = move || {
        let lang = g.p.lang.get_untracked();
        let tg = targets.get();
        snap.with(|s| {
            let v = s.as_ref().and_then(view_of)?;
            let map = v.which().map(v.data());
            let all = stacks(v);
            let items = all
                .into_iter()
                .map(|(h, units)| {
                    let n = units.len();
                    let name = map.get(h).and_then(|x| x.name.as_deref()).map(|n| format!("{} {}", h.id(), v.data().place_name(n, lang == Lang::Ko))).unwrap_or_else(|| h.id());
                    let label = fill(lang, "eotsv.stack_label", &[&name, &n.to_string()]);
                    let keys: Vec<String> = units.iter().map(|&u| v.data().units[u as usize].key.clone()).collect();
                    let targeted: Vec<String> = keys.iter().filter(|k| tg.contains_key(&format!("unit:{k}"))).cloned().collect();
                    let hex_targeted = tg.contains_key(&format!("hex:{}", h.id()));
                    let active = units.iter().any(|&u| v.active[u as usize]);
                    let unsupplied = units.iter().any(|&u| !v.supplied[u as usize]);
                    let side = v.data().units[units[0] as usize].side;
                    let placed: Vec<Placed<'static>> = units.iter().map(|&u| placed(v, u)).collect();
                    let first = keys[0].clone();
                    let open = Callback::new(move |()| {
                        // A click on a stack: the one unit an action targets, the hex when only it is
                        // targeted, else the stack fans out.
                        if targeted.len() == 1 && n == 1 {
                            g.choose(&format!("unit:{}", targeted[0]));
                            g.pick_unit(&first);
                        } else if targeted.is_empty() && hex_targeted {
                            g.choose(&format!("hex:{}", h.id()));
                        } else if n == 1 {
                            g.pick_unit(&first);
                            g.hex.set(Some(h));
                        } else {
                            g.fanned.set(Some(h));
                            g.pick_hex(h);
                            if !super::super::map::readable(&pz) {
                                g.goto.set(Some(h));
                            }
                        }
                    });
                    let fanned = Signal::derive(move || g.fanned.get() == Some(h));
                    let (x, y) = stack_at(h);
                    let any_target = !tg.is_empty() && (hex_targeted || units.iter().any(|&u| tg.contains_key(&format!("unit:{}", v.data().units[u as usize].key))));
                    view! {
                        <g class="eots-game-stack" class:side-jp=side == Side::Japanese class:side-al=side == Side::Allied
                            class:active=active class:targeted=any_target class:unsupplied=unsupplied>
                            <Stack spot=format!("hex:{}", h.id()) units=placed at=(x, y) label=label open=open dragged=pz.dragged fanned=fanned />
                            {active.then(|| view! { <rect class="active-ring" x=x - 1.4 y=y - 1.4 width=SIZE + 2.8 height=SIZE + 2.8 rx="3" /> })}
                            {unsupplied.then(|| view! {
                                <g class="oos-mark" transform=format!("translate({} {})", num(x - 1.5), num(y + SIZE - 4.5))>
                                    <title>{t(lang, "eots.g.out_of_supply")}</title>
                                    <rect width="9" height="6" rx="1.2" />
                                    <text x="4.5" y="4.8" text-anchor="middle">"OoS"</text>
                                </g>
                            })}
                        </g>
                    }
                })
                .collect_view();
            Some(view! { <g class="eots-game-stacks" data-test="game-stacks">{items}</g> })
        })
    };
    let boxes = move || {
        let lang = g.p.lang.get();
        snap.with(|s| {
            let v = s.as_ref().and_then(view_of)?;
            let held = in_boxes(v);
            let turns = on_turn_track(v);
            let items = l
                .boxes
                .iter()
                .map(|b| {
                    let r = b.rect;
                    match b.kind {
                        BoxKind::Units => held
                            .get(&b.key)
                            .map(|units| {
                                units
                                    .iter()
                                    .take(b.per_row * 3)
                                    .enumerate()
                                    .map(|(i, &u)| {
                                        let p = placed(v, u);
                                        let key = p.unit.key.clone();
                                        let at = (r.x + 4.0 + (i % b.per_row) as f64 * SLOT, r.y + BOX_TITLE + 1.0 + (i / b.per_row) as f64 * SLOT);
                                        view! {
                                            <g class="box-unit" transform=format!("translate({} {})", num(at.0), num(at.1)) role="button" tabindex="0"
                                                on:click=move |ev: leptos::ev::MouseEvent| { ev.stop_propagation(); g.unit_clicked(&key) }>
                                                <title>{v.data().unit_name(p.unit, lang == Lang::Ko).to_string()}</title>
                                                {counter(p.unit, p.reduced)}
                                            </g>
                                        }
                                    })
                                    .collect_view()
                                    .into_any()
                            })
                            .unwrap_or_else(|| ().into_any()),
                        BoxKind::Turns => turns
                            .iter()
                            .map(|&(turn, n)| {
                                let x = r.x + 4.0 + (turn as f64 - 1.0) * 24.0;
                                view! {
                                    <g class="turn-count" data-turn-count=turn.to_string()>
                                        <circle cx=x + 11.0 cy=r.y + BOX_TITLE + 17.0 r="6.2" />
                                        <text x=x + 11.0 y=r.y + BOX_TITLE + 19.4 text-anchor="middle">{n.to_string()}</text>
                                    </g>
                                }
                            })
                            .collect_view()
                            .into_any(),
                        BoxKind::Empty => ().into_any(),
                    }
                })
                .collect_view();
            // The turn marker on the turn track.
            let turn = v.state.tracks.turn;
            let marker = l.boxes.iter().find(|b| b.kind == BoxKind::Turns).map(|b| {
                let x = b.rect.x + 4.0 + (turn as f64 - 1.0) * 24.0;
                view! { <rect class="turn-marker" data-test="turn-marker" x=x + 1.0 y=b.rect.y + BOX_TITLE + 2.0 width="20" height="6" rx="1.5" /> }
            });
            Some(view! { <g class="eots-game-boxes">{items}{marker}</g> })
        })
    };
    let fan = move || {
        let h = g.fanned.get()?;
        let units = snap.with(|s| {
            let v = s.as_ref().and_then(view_of)?;
            let units = stacks(v).remove(&h)?;
            Some(units.into_iter().map(|u| placed(v, u)).collect::<Vec<_>>())
        })?;
        let close_label = t(g.p.lang.get(), "eotsv.stack_close");
        let f = fan_rect(units.len(), center(h), l.board);
        let (hx, hy) = center(h);
        let x0 = f.x.min(hx - super::super::geom::R);
        let y0 = f.y.min(hy - super::super::geom::A);
        let area = Rect { x: x0, y: y0, w: (f.x + f.w).max(hx + super::super::geom::R) - x0, h: (f.y + f.h).max(hy + super::super::geom::A) - y0 };
        super::super::map::next_frame(move || super::super::map::next_frame(move || super::super::map::reveal_rect(&pz, area)));
        Some(view! {
            <Fan units=units around=center(h) bounds=l.board on_unit=Callback::new(move |k: &'static str| g.unit_clicked(k))
                on_close=Callback::new(move |()| g.fanned.set(None)) close_label=close_label
                selected=Signal::derive(move || g.unit.get()) />
        })
    };
    view! {
        {zoi}
        {range}
        {marks}
        {target_hexes}
        {stacks_view}
        {battles}
        {hovered}
        {path}
        {boxes}
        {fan}
    }
}
