//! Stacks of counters on the map: the top counter with the edges of those under it and their number,
//! and, once opened, the whole stack fanned out beside its hex, each counter a button.

use leptos::prelude::*;

use super::counter::{counter, SIZE};
use super::facts::Placed;
use super::geom::{num, Pt, Rect, A};

/// Room between fanned counters.
const GAP: f64 = 4.0;
const PAD: f64 = 5.0;

/// A stack whose top counter's corner is at `at`. Opens on click, tap, Enter or Space.
#[component]
pub fn Stack(
    /// `hex:4021` or `box:oahu` (for tests and styling).
    spot: String,
    units: Vec<Placed<'static>>,
    at: Pt,
    label: String,
    open: Callback<()>,
    /// The pan-zoom's drag flag: a drag is not a click.
    dragged: RwSignal<bool>,
    /// The stack is fanned out now.
    fanned: Signal<bool>,
) -> impl IntoView {
    let n = units.len();
    let top = units[0];
    let under = n.min(3).saturating_sub(1);
    let click = move |ev: leptos::ev::MouseEvent| {
        ev.stop_propagation();
        if !dragged.get_untracked() {
            open.run(());
        }
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        if ev.key() == "Enter" || ev.key() == " " {
            ev.prevent_default();
            open.run(());
        }
    };
    let aria = label.clone();
    view! {
        <g class="eots-stack" class:open=move || fanned.get() data-spot=spot data-count=n.to_string() transform=format!("translate({} {})", num(at.0), num(at.1))
            role="button" tabindex="0" aria-label=aria on:click=click on:keydown=key>
            <title>{label}</title>
            {(0..under).rev().map(|i| {
                let o = 1.8 * (i + 1) as f64;
                view! { <rect class="stack-edge" x=o y=o width=SIZE height=SIZE rx="2" /> }
            }).collect_view()}
            {counter(top.unit, top.reduced)}
            {(n > 1).then(|| view! {
                <g class="stack-n" transform=format!("translate({} -1.5)", SIZE - 1.0)>
                    <circle r="4.6" />
                    <text y="2" text-anchor="middle">{n.to_string()}</text>
                </g>
            })}
        </g>
    }
}

/// The size of a fan of `n` counters.
pub fn fan_size(n: usize) -> (usize, f64, f64) {
    let cols = if n <= 4 { n.max(1) } else { ((n as f64).sqrt().ceil() as usize).max(3) };
    let rows = n.div_ceil(cols);
    let w = cols as f64 * (SIZE + GAP) - GAP + 2.0 * PAD;
    let h = rows as f64 * (SIZE + GAP) - GAP + 2.0 * PAD;
    (cols, w, h)
}

/// Where a fan of `n` counters is drawn: above the hex centred at `around`, else below it, inside
/// `bounds`.
pub fn fan_rect(n: usize, around: Pt, bounds: Rect) -> Rect {
    let (_, w, h) = fan_size(n);
    let mut x = around.0 - w / 2.0;
    let mut y = around.1 - A - h - 3.0;
    if y < bounds.y {
        y = around.1 + A + 3.0;
    }
    x = x.clamp(bounds.x, (bounds.x + bounds.w - w).max(bounds.x));
    y = y.clamp(bounds.y, (bounds.y + bounds.h - h).max(bounds.y));
    Rect { x, y, w, h }
}

/// An opened stack beside the point `around` (a hex centre), kept inside `bounds`.
#[component]
pub fn Fan(
    units: Vec<Placed<'static>>,
    around: Pt,
    bounds: Rect,
    on_unit: Callback<&'static str>,
    on_close: Callback<()>,
    close_label: String,
    selected: Signal<Option<String>>,
) -> impl IntoView {
    let (cols, w, h) = fan_size(units.len());
    let Rect { x, y, .. } = fan_rect(units.len(), around, bounds);
    let items = units
        .into_iter()
        .enumerate()
        .map(|(i, p)| {
            let (cx, cy) = (PAD + (i % cols) as f64 * (SIZE + GAP), PAD + (i / cols) as f64 * (SIZE + GAP));
            let key: &'static str = p.unit.key.as_str();
            let pick = move |ev: leptos::ev::MouseEvent| {
                ev.stop_propagation();
                on_unit.run(key);
            };
            let press = move |ev: leptos::ev::KeyboardEvent| {
                if ev.key() == "Enter" || ev.key() == " " {
                    ev.prevent_default();
                    on_unit.run(key);
                }
            };
            let name = p.unit.name.clone();
            let aria = name.clone();
            view! {
                <g class="fan-unit" class:chosen=move || selected.with(|s| s.as_deref() == Some(key)) transform=format!("translate({} {})", num(cx), num(cy))
                    role="button" tabindex="0" aria-label=aria on:click=pick on:keydown=press>
                    <title>{name}</title>
                    {counter(p.unit, p.reduced)}
                    <rect class="fan-ring" x="-1.2" y="-1.2" width=SIZE + 2.4 height=SIZE + 2.4 rx="3" />
                </g>
            }
        })
        .collect_view();
    let close_aria = close_label.clone();
    let close = move |ev: leptos::ev::MouseEvent| {
        ev.stop_propagation();
        on_close.run(());
    };
    view! {
        <g class="eots-fan" data-test="fan" transform=format!("translate({} {})", num(x), num(y)) on:click=|ev: leptos::ev::MouseEvent| ev.stop_propagation()>
            <rect class="fan-bg" width=w height=h rx="4" />
            {items}
            <g class="fan-close" transform=format!("translate({} 0)", num(w)) role="button" tabindex="0" aria-label=close_aria on:click=close
                on:keydown=move |ev: leptos::ev::KeyboardEvent| if ev.key() == "Enter" || ev.key() == " " { ev.prevent_default(); on_close.run(()) }>
                <title>{close_label}</title>
                <circle r="5" />
                <path d="M-2 -2L2 2M2 -2L-2 2" />
            </g>
        </g>
    }
}
