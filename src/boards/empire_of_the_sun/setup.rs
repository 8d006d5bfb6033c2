//! A scenario's set-up drawn on the map: stacks on their hexes, the units waiting in the off-map boxes
//! (delay, China box, Oahu), reinforcements counted on the turn track, the opened stack, and the
//! chosen HQ's command range.

use engine::games::empire_of_the_sun::data::UnitType;
use engine::kit::hex::Hex;
use leptos::prelude::*;

use crate::app::panzoom::PanZoom;
use crate::app::t;

use super::counter::{counter, SIZE};
use super::facts::{self, Placed, Spot, Waiting};
use super::geom::{center, hexagon, num, Pt};
use super::layers::{BoxKind, BoxSpot, Layers, BOX_TITLE, SLOT};
use super::stack::{Fan, Stack};
use super::state::{Eots, Tab};
use super::text::fill;

/// Where a hex's stack is drawn: a little above the centre, clear of the name.
fn stack_at(h: Hex) -> Pt {
    let (x, y) = center(h);
    (x - SIZE / 2.0, y - SIZE / 2.0 - 6.0)
}

/// A counter in a box: a button of its own.
fn box_unit(e: Eots, p: Placed<'static>, at: Pt, box_key: &str) -> impl IntoView {
    let key: &'static str = p.unit.key.as_str();
    let name = p.unit.name.clone();
    let aria = name.clone();
    view! {
        <g class="box-unit" data-box-unit=box_key.to_string() transform=format!("translate({} {})", num(at.0), num(at.1))
            class:chosen=move || e.unit.with(|u| u.as_deref() == Some(key))
            role="button" tabindex="0" aria-label=aria
            on:click=move |ev: leptos::ev::MouseEvent| { ev.stop_propagation(); e.pick_unit(key) }
            on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); e.pick_unit(key) }>
            <title>{name}</title>
            {counter(p.unit, p.reduced)}
        </g>
    }
}

/// What one off-map box holds in this list.
fn box_contents(e: Eots, b: &BoxSpot, units: Vec<Placed<'static>>, turns: &[(u8, usize)]) -> AnyView {
    let r = b.rect;
    match b.kind {
        BoxKind::Units => units
            .into_iter()
            .enumerate()
            .map(|(i, p)| {
                let at = (r.x + 4.0 + (i % b.per_row) as f64 * SLOT, r.y + BOX_TITLE + 1.0 + (i / b.per_row) as f64 * SLOT);
                box_unit(e, p, at, &b.key)
            })
            .collect_view()
            .into_any(),
        BoxKind::Turns => turns
            .iter()
            .map(|&(turn, n)| {
                let x = r.x + 4.0 + (turn as f64 - 1.0) * 24.0;
                let label = move || {
                    let l = e.lang.get();
                    fill(l, "eotsv.turn_units", &[&fill(l, "eotsv.turn_n", &[&turn.to_string()]), &n.to_string()])
                };
                view! {
                    <g class="turn-count" data-turn-count=turn.to_string() role="button" tabindex="0" aria-label=label
                        on:click=move |ev: leptos::ev::MouseEvent| { ev.stop_propagation(); e.open(Tab::Off) }
                        on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" { e.open(Tab::Off) }>
                        <title>{label}</title>
                        <circle cx=x + 11.0 cy=r.y + BOX_TITLE + 17.0 r="6.2" />
                        <text x=x + 11.0 y=r.y + BOX_TITLE + 19.4 text-anchor="middle">{n.to_string()}</text>
                    </g>
                }
            })
            .collect_view()
            .into_any(),
        BoxKind::Empty => ().into_any(),
    }
}

/// The set-up of the shown scenario on the map.
#[component]
pub fn SetupLayer(e: Eots, l: &'static Layers, pz: PanZoom) -> impl IntoView {
    let stacks = move || {
        if !e.show_units.get() {
            return ().into_any();
        }
        let d = e.data.get();
        let which = e.which.get();
        let list = e.list();
        let lang = e.lang.get_untracked();
        let mut waiting = facts::waiting(d, list);
        let mut on_map = vec![];
        let mut in_boxes: Vec<(String, Vec<Placed<'static>>)> = vec![];
        for (spot, units) in facts::stacks(d, list, which) {
            match spot {
                Spot::Hex(h) => on_map.push((h, units)),
                Spot::Box(k) => in_boxes.push((k, units)),
            }
        }
        let mut take = |w: Waiting| waiting.iter_mut().find(|(x, _)| *x == w).map(|(_, v)| std::mem::take(v)).unwrap_or_default();
        let turns: Vec<(u8, usize)> = (1..=12).filter_map(|t| {
            let n = take(Waiting::Turn(t)).len();
            (n > 0).then_some((t, n))
        }).collect();
        let delay = take(Waiting::Delay);
        let china = take(Waiting::ChinaBox);
        let boxes = l
            .boxes
            .iter()
            .map(|b| {
                let units = match b.key.as_str() {
                    "delay" => delay.clone(),
                    "china_box" => china.clone(),
                    k => in_boxes.iter().find(|(x, _)| x == k).map(|(_, v)| v.clone()).unwrap_or_default(),
                };
                box_contents(e, b, units, &turns)
            })
            .collect_view();
        let map = which.map(d);
        let stacks = on_map
            .into_iter()
            .map(|(h, units)| {
                let name = map.get(h).and_then(|x| x.name.clone()).map(|n| format!("{} {n}", h.id())).unwrap_or_else(|| h.id());
                let label = fill(lang, "eotsv.stack_label", &[&name, &units.len().to_string()]);
                let first: &'static str = units[0].unit.key.as_str();
                let single = units.len() == 1;
                let open = Callback::new(move |()| {
                    e.fanned.set(if single { None } else { Some(Spot::Hex(h)) });
                    if single {
                        e.hex.set(Some(h));
                        e.pick_unit(first);
                    } else {
                        e.pick_hex(h);
                        // Fanned out at a far zoom the counters would be too small to tell apart.
                        if !super::map::readable(&pz) {
                            e.goto.set(Some(h));
                        }
                    }
                });
                let fanned = Signal::derive(move || e.fanned.with(|f| *f == Some(Spot::Hex(h))));
                view! { <Stack spot=format!("hex:{}", h.id()) units=units at=stack_at(h) label=label open=open dragged=pz.dragged fanned=fanned /> }
            })
            .collect_view();
        view! { <g class="eots-setup" data-list=list.key()>{stacks}{boxes}</g> }.into_any()
    };
    // The chosen HQ's command range, under the counters.
    let hq_range = move || {
        let u = e.unit_ref()?;
        if u.kind != UnitType::Hq || !e.show_units.get() {
            return None;
        }
        let h = e.placed_hex(&u.key)?;
        let map = e.which.get().map(e.data.get());
        let d: String = h.within(u.command_range? as u32).into_iter().filter(|x| map.contains(*x)).map(|x| hexagon(x, 0.0)).collect();
        Some(view! { <path class="eots-hq-range" data-test="hq-range" d=d /> })
    };
    let fan = move || {
        let spot = e.fanned.get()?;
        let Spot::Hex(h) = spot else { return None };
        let d = e.data.get();
        let units = facts::stacks(d, e.list(), e.which.get()).into_iter().find(|(s, _)| *s == Spot::Hex(h)).map(|(_, v)| v)?;
        let close_label = t(e.lang.get(), "eotsv.stack_close");
        // The opened stack and its hex in view (after any zoom to the stack, a frame earlier).
        let f = super::stack::fan_rect(units.len(), center(h), l.board);
        let (hx, hy) = center(h);
        let x0 = f.x.min(hx - super::geom::R);
        let y0 = f.y.min(hy - super::geom::A);
        let area = super::geom::Rect { x: x0, y: y0, w: (f.x + f.w).max(hx + super::geom::R) - x0, h: (f.y + f.h).max(hy + super::geom::A) - y0 };
        super::map::next_frame(move || super::map::next_frame(move || super::map::reveal_rect(&pz, area)));
        Some(view! {
            <Fan units=units around=center(h) bounds=l.board on_unit=Callback::new(move |k: &'static str| e.pick_unit(k))
                on_close=Callback::new(move |()| e.fanned.set(None)) close_label=close_label
                selected=Signal::derive(move || e.unit.get()) />
        })
    };
    view! {
        {hq_range}
        {stacks}
        {fan}
    }
}
