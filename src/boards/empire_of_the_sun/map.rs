//! The hex map of Empire of the Sun, drawn by Sandtable from a data pack: terrain and coasts, the hex
//! grid, borders, transport routes, straits and unplayable sides, the supply edges, the off-map boxes,
//! the hexes' features and names, and the hex ids on demand. The game's board reuses it: whatever it
//! puts in the map's children (counters, highlights) is drawn above the map and below the selection.
//!
//! The still layers are a few paths built once ([`super::layers`]); nothing is reactive per hex. A click
//! or a tap is turned into a hex by its position, so 1,450 hexes need no element each. Pan and zoom
//! are the shell's ([`PanZoom`]); Fit shows the whole map where it is readable.

use engine::games::empire_of_the_sun::data::{City, EotsData, HexData, RouteStatus, Terrain};
use engine::kit::hex::Hex;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use crate::app::panzoom::{Box2, PanZoom};
use crate::app::t;
use crate::i18n::Lang;

use super::facts::Which;
use super::geom::{center, hexagon, hex_at, num, Rect, R};
use super::layers::{layers, BoxKind, Layers, RouteLine, BOX_TITLE, TURNS};

/// How near the player has zoomed, by screen pixels per board unit: names and ids show as they
/// become readable.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Zoom {
    Far,
    Mid,
    Near,
}

/// The board box of a map, for its [`PanZoom`].
pub fn full_box(l: &Layers) -> Box2 {
    Box2 { x: l.board.x, y: l.board.y, w: l.board.w, h: l.board.h }
}

/// The map's `<svg>` element in the page.
fn svg_el() -> Option<web_sys::Element> {
    crate::app::dom::window().document()?.query_selector("svg.eots-svg").ok().flatten()
}

/// Screen pixels per board unit of `v` in the map element (`preserveAspectRatio` meet).
fn px_per_unit(v: &Box2) -> f64 {
    let (w, h) = svg_el()
        .map(|e| e.get_bounding_client_rect())
        .filter(|r| r.width() > 0.0)
        .map(|r| (r.width(), r.height()))
        .unwrap_or_else(|| {
            let win = crate::app::dom::window();
            let w = win.inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(1000.0);
            let h = win.inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(700.0);
            (w, h * 0.7)
        });
    1.0 / (v.w / w.max(1.0)).max(v.h / h.max(1.0))
}

/// Fit: the whole board (map and boxes, centred, sea around it) on a screen wide enough to read it,
/// else the widest readable view (the shell's).
pub fn fit(pz: &PanZoom) {
    let wide = svg_el().map(|e| e.get_bounding_client_rect().width()).unwrap_or(0.0) >= 700.0;
    if wide {
        pz.view.set(pz.full);
    } else {
        pz.fit();
    }
}

/// Whether the counters are drawn large enough to tell apart (else opening a stack zooms in to it).
pub fn readable(pz: &PanZoom) -> bool {
    px_per_unit(&pz.view.get_untracked()) >= 1.3
}

/// On a phone the details sheet covers the lower part of the map: the map's rectangle and the height
/// of it left visible above the sheet.
fn visible_part() -> Option<(web_sys::DomRect, f64)> {
    let svg = svg_el()?;
    let r = svg.get_bounding_client_rect();
    let doc = crate::app::dom::window().document()?;
    let visible = doc
        .query_selector(".eots-viewer.sheet-open .eots-side")
        .ok()
        .flatten()
        .map(|s| s.get_bounding_client_rect())
        .filter(|s| s.left() <= r.left() + 1.0 && s.top() > r.top() && s.top() < r.bottom())
        .map(|s| s.top() - r.top())
        .unwrap_or(r.height());
    Some((r, visible))
}

/// Board units per CSS pixel of the view `v` in an element of `r`'s size.
fn units_per_px(v: &Box2, r: &web_sys::DomRect) -> f64 {
    (v.w / r.width().max(1.0)).max(v.h / r.height().max(1.0))
}

/// Pans (never zooms) so that `h` is in the part of the map not under the phone's details sheet,
/// when it is not already.
pub fn reveal(pz: &PanZoom, h: Hex) {
    let (x, y) = center(h);
    reveal_rect(pz, Rect { x: x - 0.7 * R, y: y - 0.7 * R, w: 1.4 * R, h: 1.4 * R });
}

/// Pans (never zooms) so that the board rectangle `b` is in the part of the map not under the phone's
/// details sheet, when it is not already: centred there, or its top at the top when it is taller.
pub fn reveal_rect(pz: &PanZoom, b: Rect) {
    let Some((r, visible)) = visible_part() else { return };
    let v = pz.view.get_untracked();
    let s = units_per_px(&v, &r);
    // Board to element pixels (`meet`: the view box is centred in the element).
    let px = |x: f64| (x - v.x) / s + (r.width() - v.w / s) / 2.0;
    let py = |y: f64| (y - v.y) / s + (r.height() - v.h / s) / 2.0;
    let (left, right, top, bottom) = (px(b.x), px(b.x + b.w), py(b.y), py(b.y + b.h));
    let inside = left >= 0.0 && right <= r.width() && top >= 0.0 && bottom <= visible;
    if inside {
        return;
    }
    let dx = if right - left > r.width() { left } else { (left + right - r.width()) / 2.0 };
    let dy = if bottom - top > visible { top - 4.0 } else { (top + bottom - visible) / 2.0 };
    pz.view.update(|v| {
        v.x += dx * s;
        v.y += dy * s;
    });
}

/// The board point under a client pixel (as the pan-zoom computes it).
fn board_point(pz: &PanZoom, svg: &web_sys::Element, cx: f64, cy: f64) -> (f64, f64) {
    let r = svg.get_bounding_client_rect();
    let v = pz.view.get_untracked();
    let s = (v.w / r.width().max(1.0)).max(v.h / r.height().max(1.0));
    let ox = v.x - (r.width() * s - v.w) / 2.0;
    let oy = v.y - (r.height() * s - v.h) / 2.0;
    (ox + (cx - r.left()) * s, oy + (cy - r.top()) * s)
}

fn terrain_class(t: Terrain) -> &'static str {
    match t {
        Terrain::Open => "eots-t-open",
        Terrain::Jungle => "eots-t-jungle",
        Terrain::Mixed => "eots-t-mixed",
        Terrain::Mountain => "eots-t-mountain",
        Terrain::Atoll => "eots-t-atoll",
        Terrain::None => "",
    }
}

/// Feature symbols, centred on the origin.
pub const ANCHOR: &str = "M0 -2.2V3.1M-1.9 -1H1.9M-3 1Q-2.2 3.6 0 3.6Q2.2 3.6 3 1M0 -2.4a1 1 0 1 1 0.01 0";
pub const AIRFIELD: &str = "M0 -3L0.6 -1L4.4 0.2V1L0.6 0.6L0.4 2.1L1.6 2.8V3.3L0 3L-1.6 3.3V2.8L-0.4 2.1L-0.6 0.6L-4.4 1V0.2L-0.6 -1Z";
pub const RESOURCE: &str = "M0 -2.8L2.4 0L0 2.8L-2.4 0Z";

/// Terrain patterns (drawn over the terrain's colour).
fn defs() -> impl IntoView {
    view! {
        <defs>
            <pattern id="eots-p-jungle" width="9" height="8" patternUnits="userSpaceOnUse">
                <path d="M2 5.5q1.2-2.6 2.4 0M6 1.8q1.1-2.3 2.2 0" class="pat-jungle" />
            </pattern>
            <pattern id="eots-p-mixed" width="11" height="9" patternUnits="userSpaceOnUse">
                <path d="M1.5 6.5l2-3 2 3M7 3q1-2.2 2 0" class="pat-mixed" />
            </pattern>
            <pattern id="eots-p-mountain" width="10" height="8" patternUnits="userSpaceOnUse">
                <path d="M1 6.5l2.6-4 2.6 4M5.8 3.2l1.6-2.4 1.6 2.4" class="pat-mountain" />
            </pattern>
            <pattern id="eots-p-empire" width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                <path d="M0 0V6" class="pat-empire" />
            </pattern>
        </defs>
    }
}

/// Land, coasts, the grid and the borders.
fn land_layer(l: &Layers) -> impl IntoView {
    let hb = l.hexes_box;
    let terrain = l
        .shore
        .terrain
        .iter()
        .map(|(t, d)| {
            let class = terrain_class(*t);
            let pattern = matches!(t, Terrain::Jungle | Terrain::Mixed | Terrain::Mountain).then(|| {
                let fill = format!("url(#eots-p-{})", &class[7..]);
                view! { <path class="eots-pat" d=d.clone() fill=fill /> }
            });
            view! { <path class=class d=d.clone() />{pattern} }
        })
        .collect_view();
    let atolls = l
        .shore
        .atolls
        .iter()
        .map(|h| {
            let (x, y) = center(*h);
            view! {
                <g class="eots-atoll" transform=format!("translate({} {})", num(x), num(y))>
                    <circle class="atoll-lagoon" r="6.2" />
                    <circle class="atoll-reef" r="6.2" />
                </g>
            }
        })
        .collect_view();
    view! {
        <rect class="eots-sea" x=hb.x y=hb.y width=hb.w height=hb.h />
        <g class="eots-land">{terrain}</g>
        <path class="eots-empire" d=l.empire_fill.clone() />
        <path class="eots-grid" d=l.grid.clone() />
        <path class="eots-coast" d=l.shore.coast.clone() />
        {atolls}
        <path class="eots-border-region" d=l.region_borders.clone() />
        <path class="eots-border-nation" d=l.nation_borders.clone() />
        <path class="eots-border-empire" d=l.empire_border.clone() />
    }
}

fn route_view(r: &RouteLine) -> impl IntoView {
    let status = match r.status {
        RouteStatus::Open => "open",
        RouteStatus::Marker => "marker",
        RouteStatus::Event => "event",
    };
    let markers = r
        .markers
        .iter()
        .map(|(x, y)| {
            view! { <path class="route-no" d=format!("M{} {}l4 4m0-4l-4 4", num(x - 2.0 + 7.0), num(y - 2.0 - 8.0)) /> }
        })
        .collect_view();
    view! {
        <g class=format!("eots-route route-{status}") data-route=r.key.clone()>
            <title>{r.name.clone()}</title>
            <path class="route-bed" d=r.d.clone() />
            <path class="route-ties" d=r.d.clone() />
            {markers}
        </g>
    }
}

/// Routes, straits, unplayable sides and the supply edges.
fn sides_layer(l: &Layers, lang: RwSignal<Lang>) -> impl IntoView {
    let edges = l
        .edges
        .iter()
        .map(|e| {
            let r = e.rect;
            let (cx, cy) = (r.x + r.w / 2.0, r.y + r.h / 2.0);
            let rotate = if matches!(e.edge, 'e' | 'w') { format!("rotate(90 {} {})", num(cx), num(cy)) } else { String::new() };
            let key = if e.japanese { "eotsv.edge_supply_japan" } else { "eotsv.edge_supply_allied" };
            let class = if e.japanese { "eots-edge edge-japan" } else { "eots-edge edge-allied" };
            view! {
                <g class=class data-edge=e.edge.to_string()>
                    <rect x=r.x y=r.y width=r.w height=r.h rx="1.5" />
                    <text x=cx y=cy + 2.1 text-anchor="middle" transform=rotate>{move || t(lang.get(), key)}</text>
                </g>
            }
        })
        .collect_view();
    view! {
        <g class="eots-routes">{l.routes.iter().map(route_view).collect_view()}</g>
        <path class="eots-strait" d=l.straits.clone() />
        <path class="eots-nosea" d=l.no_sea.clone() />
        {edges}
    }
}

/// One hex's features and name.
fn hex_features(data: &'static EotsData, x: &HexData, lang: RwSignal<Lang>) -> Option<impl IntoView> {
    if !(x.is_named_location() || x.name.is_some()) {
        return None;
    }
    let (cx, cy) = center(x.hex);
    let city = (x.city != City::None).then(|| {
        let (class, def) = match x.city {
            City::JapanHome => ("f-city f-home", Some("12-12")),
            City::China => ("f-city f-china", Some("9-12")),
            _ => ("f-city", None),
        };
        view! {
            <rect class=class x="-3.1" y="-3.1" width="6.2" height="6.2" />
            {def.map(|d| view! { <text class="f-def" x="4.4" y="2">{d}</text> })}
        }
    });
    let major = x.city != City::None;
    Some(view! {
        <g class="eots-f" transform=format!("translate({} {})", num(cx), num(cy))>
            {city}
            {x.port.then(|| view! { <path class="f-port" d=ANCHOR transform="translate(-10.6 -6.4)" /> })}
            {x.airfield.then(|| view! { <path class="f-air" d=AIRFIELD transform="translate(10.6 -6.4)" /> })}
            {x.resource.then(|| view! { <path class="f-res" d=RESOURCE transform="translate(-11 4.6)" /> })}
            {x.name.clone().map(|n| view! {
                <text class="f-name" class:major=major y="15.6" text-anchor="middle">{move || data.place_name(&n, lang.get() == Lang::Ko).to_string()}</text>
            })}
        </g>
    })
}

fn features_layer(data: &'static EotsData, map: &'static engine::games::empire_of_the_sun::data::Map, lang: RwSignal<Lang>) -> impl IntoView {
    view! { <g class="eots-features" aria-hidden="true">{map.hexes.values().filter_map(|x| hex_features(data, x, lang)).collect_view()}</g> }
}

fn ids_layer(map: &'static engine::games::empire_of_the_sun::data::Map) -> impl IntoView {
    let ids = map
        .hexes
        .keys()
        .map(|h| {
            let (x, y) = center(*h);
            view! { <text x=num(x) y=num(y - 11.4)>{h.id()}</text> }
        })
        .collect_view();
    view! { <g class="eots-ids" aria-hidden="true" text-anchor="middle">{ids}</g> }
}

/// The off-map boxes' frames and titles (their units are the children's).
fn boxes_layer(l: &Layers, lang: RwSignal<Lang>) -> impl IntoView {
    l.boxes
        .iter()
        .map(|b| {
            let r = b.rect;
            let (en, ko) = (b.name_en.clone(), b.name_ko.clone());
            let cells = (b.kind == BoxKind::Turns).then(|| {
                (1..=TURNS)
                    .map(|turn| {
                        let x = r.x + 4.0 + (turn - 1) as f64 * 24.0;
                        view! {
                            <g class="turn-cell" data-turn=turn.to_string()>
                                <rect x=x y=r.y + BOX_TITLE + 1.0 width="22" height="24" rx="2" />
                                <text class="turn-n" x=x + 11.0 y=r.y + BOX_TITLE + 8.4 text-anchor="middle">{turn.to_string()}</text>
                            </g>
                        }
                    })
                    .collect_view()
            });
            view! {
                <g class="eots-box" data-box=b.key.clone()>
                    <rect class="box-frame" x=r.x y=r.y width=r.w height=r.h rx="3" />
                    <text class="box-title" x=r.x + 5.0 y=r.y + 9.6>{move || lang.get().pick(&en, &ko).to_string()}</text>
                    {cells}
                </g>
            }
        })
        .collect_view()
}

/// The map's view of the page: what to draw and how to answer.
#[derive(Clone, Copy)]
pub struct MapProps {
    pub data: &'static EotsData,
    pub which: Which,
    pub lang: RwSignal<Lang>,
    pub pz: PanZoom,
    /// Hex ids drawn: the player's choice only, at every zoom (zooming in never brings them over counters
    /// and place names; the hovered or chosen hex names its id in its panel).
    pub show_ids: Signal<bool>,
    pub selected: Signal<Option<Hex>>,
    /// A hex was clicked, tapped or chosen.
    pub on_hex: Callback<Hex>,
    /// A hex to bring into view, each time it is set (at first: the map fits instead when `None`).
    pub focus: Signal<Option<Hex>>,
}

/// The still layers of a pack's map, built once per page.
pub fn layers_of(data: &'static EotsData, which: Which) -> &'static Layers {
    thread_local! {
        static CACHE: std::cell::RefCell<Vec<(usize, Which, &'static Layers)>> = const { std::cell::RefCell::new(vec![]) };
    }
    let id = data as *const EotsData as usize;
    CACHE.with(|c| {
        if let Some((_, _, l)) = c.borrow().iter().find(|(d, w, _)| *d == id && *w == which) {
            return *l;
        }
        let l: &'static Layers = Box::leak(Box::new(layers(data, which)));
        c.borrow_mut().push((id, which, l));
        l
    })
}

#[component]
pub fn HexMap(props: MapProps, children: Children) -> impl IntoView {
    let MapProps { data, which, lang, pz, show_ids, selected, on_hex, focus } = props;
    let l = layers_of(data, which);
    let map = which.map(data);
    let hover = RwSignal::new(None::<Hex>);
    let zoom = Memo::new(move |_| {
        let ppu = px_per_unit(&pz.view.get());
        if ppu < 0.95 {
            Zoom::Far
        } else if ppu < 1.8 {
            Zoom::Mid
        } else {
            Zoom::Near
        }
    });
    let ids_wanted = Memo::new(move |_| show_ids.get());
    // The ids (1,450 labels) are drawn the first time they are wanted, then kept.
    let ids_built = RwSignal::new(false);
    Effect::new(move |_| {
        if ids_wanted.get() && !ids_built.get_untracked() {
            ids_built.set(true);
        }
    });
    // Once the map has its size: the hex asked for, or the whole map; then each hex asked for.
    // Each on the next frame: the page (a phone's details sheet opening with it) is laid out by then.
    Effect::new(move |first: Option<()>| {
        let f = focus.get();
        let first = first.is_none();
        next_frame(move || match f {
            Some(h) if map.contains(h) => center_on(&pz, h),
            _ if first => fit(&pz),
            _ => {}
        });
    });
    // A hex chosen on a phone is never left under the details sheet.
    Effect::new(move |_| {
        if let Some(h) = selected.get() {
            next_frame(move || reveal(&pz, h));
        }
    });
    let hex_of_event = move |ev: &web_sys::MouseEvent| -> Option<Hex> {
        let svg = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?;
        let (x, y) = board_point(&pz, &svg, ev.client_x() as f64, ev.client_y() as f64);
        let h = hex_at(x, y);
        map.contains(h).then_some(h)
    };
    let click = move |ev: web_sys::MouseEvent| {
        if pz.dragged.get_untracked() {
            return;
        }
        if let Some(h) = hex_of_event(&ev) {
            on_hex.run(h);
        }
    };
    let moved = move |ev: web_sys::PointerEvent| {
        pz.on_move(&ev);
        if ev.pointer_type() == "mouse" && ev.buttons() == 0 {
            let h = hex_of_event(&ev);
            if hover.get_untracked() != h {
                hover.set(h);
            }
        }
    };
    let key = move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "0" {
            ev.prevent_default();
            fit(&pz);
        } else {
            pz.on_key(&ev);
        }
    };
    let outline = move |h: Option<Hex>, inset: f64| h.map(|h| hexagon(h, inset)).unwrap_or_default();
    view! {
        <div class="map-wrap eots-map-wrap" class:eots-ids-on=move || ids_wanted.get()
            class:eots-z-far=move || zoom.get() == Zoom::Far class:eots-z-mid=move || zoom.get() == Zoom::Mid
            class:eots-z-near=move || zoom.get() == Zoom::Near data-test="eots-map" data-map=which.key()>
            <svg
                class="map eots-svg"
                role="group"
                aria-label=move || t(lang.get(), "eotsv.map_label")
                viewBox=move || pz.view.get().attr()
                preserveAspectRatio="xMidYMid meet"
                tabindex="0"
                data-hexes=l.hex_count.to_string()
                data-land=l.shore.land_hexes.to_string()
                on:wheel=move |ev| pz.on_wheel(&ev)
                on:pointerdown=move |ev| pz.on_down(&ev)
                on:pointermove=moved
                on:pointerup=move |ev| pz.on_up(&ev)
                on:pointercancel=move |ev| pz.on_up(&ev)
                on:pointerleave=move |_| hover.set(None)
                on:keydown=key
                on:click=click
            >
                {defs()}
                <rect class="eots-board" x=l.board.x y=l.board.y width=l.board.w height=l.board.h />
                {land_layer(l)}
                {sides_layer(l, lang)}
                {boxes_layer(l, lang)}
                {features_layer(data, map, lang)}
                {move || ids_built.get().then(|| ids_layer(map))}
                // The hover ring under the counters (never over an opened stack), the selection above.
                <path class="eots-hover" d=move || outline(hover.get(), 1.2) />
                <g class="eots-overlay">{children()}</g>
                <path class="eots-selected" d=move || outline(selected.get(), 1.6) />
            </svg>
            <div class="map-controls" role="group" aria-label=move || t(lang.get(), "eotsv.map_controls")>
                <button class="btn btn-icon" data-test="zoom-in" on:click=move |_| pz.zoom_center(1.4)
                    aria-label=move || t(lang.get(), "eotsv.zoom_in") title=move || t(lang.get(), "eotsv.zoom_in")>"+"</button>
                <button class="btn btn-icon" data-test="zoom-out" on:click=move |_| pz.zoom_center(1.0 / 1.4)
                    aria-label=move || t(lang.get(), "eotsv.zoom_out") title=move || t(lang.get(), "eotsv.zoom_out")>"−"</button>
                <button class="btn btn-icon btn-fit" data-test="zoom-fit" on:click=move |_| fit(&pz)
                    aria-label=move || t(lang.get(), "eotsv.fit_hint") title=move || t(lang.get(), "eotsv.fit_hint")>{move || t(lang.get(), "eotsv.fit")}</button>
            </div>
        </div>
    }
}

/// Runs `f` on the next animation frame.
pub fn next_frame(f: impl FnOnce() + 'static) {
    let cb = wasm_bindgen::closure::Closure::once_into_js(f);
    let _ = crate::app::dom::window().request_animation_frame(cb.unchecked_ref());
}

/// Brings `h` into view, zoomed in enough to read its name and id, in the middle of the part of the
/// map a phone's details sheet leaves visible.
pub fn center_on(pz: &PanZoom, h: Hex) {
    let el_w = svg_el().map(|e| e.get_bounding_client_rect().width()).filter(|w| *w > 0.0).unwrap_or(390.0);
    center_at(pz, h, (el_w / 1.9).max(8.0 * R));
}

/// Opens the view on `h` at the zoom a player reads a theatre at: the counters and place names readable,
/// some 20 hexes across on a laptop (1.4 pixels a board unit), a pixel a unit on a phone.
pub fn open_on(pz: &PanZoom, h: Hex) {
    let el_w = svg_el().map(|e| e.get_bounding_client_rect().width()).filter(|w| *w > 0.0).unwrap_or(390.0);
    center_at(pz, h, if el_w >= 700.0 { el_w / 1.4 } else { el_w });
}

/// Shows the sheet's hexes (not the boxes around them), as large as the map allows: for the South
/// Pacific's small sheet that is the readable zoom. On a map element taller than the sheet (a phone held
/// upright) the hexes fill its height, centred on `focus` (the busiest front) and panned from there,
/// rather than leaving dark empty bands above and below the sheet.
pub fn fit_hexes(pz: &PanZoom, map: &engine::games::empire_of_the_sun::data::Map, focus: Option<Hex>) {
    let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
    for h in map.hexes.keys() {
        let (x, y) = center(*h);
        x0 = x0.min(x - R);
        x1 = x1.max(x + R);
        y0 = y0.min(y - super::geom::A);
        y1 = y1.max(y + super::geom::A);
    }
    if x0 >= x1 || y0 >= y1 {
        return;
    }
    let (w, h) = (x1 - x0, y1 - y0);
    let el = svg_el().map(|e| e.get_bounding_client_rect()).filter(|r| r.width() > 0.0 && r.height() > 0.0);
    match el {
        // Taller than the sheet: the sheet's height fills the element, its width is cut to the element's.
        Some(r) if r.height() / r.width() > h / w => {
            let vw = h * r.width() / r.height();
            let cx = focus.filter(|f| map.contains(*f)).map(|f| center(f).0).unwrap_or(x0 + w / 2.0);
            let x = (cx - vw / 2.0).clamp(x0, x1 - vw);
            pz.view.set(Box2 { x, y: y0, w: vw, h });
        }
        _ => pz.view.set(Box2 { x: x0, y: y0, w, h }),
    }
}

/// Centres `h` in the part of the map a phone's details sheet leaves visible, `want_w` board units wide
/// (or narrower when already zoomed in further).
fn center_at(pz: &PanZoom, h: Hex, want_w: f64) {
    let (x, y) = center(h);
    pz.center_on(x, y, (pz.full.w / want_w).max(1.0));
    if let Some((r, visible)) = visible_part() {
        if visible < r.height() - 1.0 {
            let v = pz.view.get_untracked();
            let s = units_per_px(&v, &r);
            pz.view.update(|v| v.y += (r.height() - visible) / 2.0 * s);
        }
    }
}

/// A hex's rectangle (for placing overlays).
pub fn hex_rect(h: Hex) -> Rect {
    let (x, y) = center(h);
    Rect { x: x - R, y: y - super::geom::A, w: 2.0 * R, h: 2.0 * super::geom::A }
}
