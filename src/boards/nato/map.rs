//! The hex map, drawn by Sandtable from the pack (`hexes.tsv`, `hexsides.tsv`): each hex's terrain, the
//! sea, national borders, the inner-German border, the command zones' boundaries, minor and major rivers,
//! cities with their names and the edge sectors; over it the units in stacks, the legal choices ringed,
//! the picked unit's destinations with their MP, the battle, Battle and Breakthrough markers, and on
//! request each HQ's support range and the units out of supply. Pan and zoom are the shell's
//! ([`PanZoom`]); a tap that does not drag is a click on the hex under it.

use std::collections::{BTreeMap, BTreeSet};

use engine::games::nato::data::{hex_id, hex_name, row_hex, Class, HexId, NatoData, River};
use engine::kit::rows::RowHex;
use leptos::prelude::*;

use crate::app::panzoom::{Box2, PanZoom};
use crate::boards::shared::map::{bring_into_view, centroid, frame, open_following, Frame};
use crate::app::t;
use crate::i18n::Lang;

use super::board::{view_of, GameView, N};
use super::counter::{counter_svg, symbol, S};
use super::geo::{self, Pt};
use super::names::{self, CityName};

/// The drawn terrain classes, in the legend's order.
pub const TERRAIN: [&str; 6] = ["clear", "rough", "forest", "mountain", "marsh", "all_sea"];

fn in_area(rows: (i32, i32), cols: (i32, i32), h: RowHex) -> bool {
    (rows.0..=rows.1).contains(&h.row) && (cols.0..=cols.1).contains(&h.col)
}

fn pos(h: HexId) -> Pt {
    let rh = row_hex(h);
    geo::center(rh.row, rh.col)
}

/// A hex's natural terrain as the map colours it.
fn terrain_key(d: &NatoData, h: HexId) -> &str {
    let x = &d.hexes[h as usize];
    if x.all_sea {
        return "all_sea";
    }
    x.terrain.first().map(|&t| d.tec[t].key.as_str()).unwrap_or("clear")
}

fn seg(a: Pt, b: Pt) -> String {
    format!("M{:.1} {:.1}L{:.1} {:.1}", a.0, a.1, b.0, b.1)
}

/// The map's fixed layers for a scenario's area: terrain, grid, borders, rivers, cities.
fn fixed_layers(d: &'static NatoData, rows: (i32, i32), cols: (i32, i32)) -> impl IntoView {
    let mut terrain: BTreeMap<&str, String> = BTreeMap::new();
    let mut grid = String::new();
    let mut area = vec![];
    for r in rows.0..=rows.1 {
        for c in cols.0..=cols.1 {
            let Some(h) = hex_id(RowHex::new(r, c)) else { continue };
            area.push(h);
            let path = geo::hex_path(geo::center(r, c));
            terrain.entry(terrain_key(d, h)).or_default().push_str(&path);
            grid.push_str(&path);
        }
    }
    let (mut border, mut curtain, mut zone, mut minor, mut major) = (String::new(), String::new(), String::new(), String::new(), String::new());
    for &h in &area {
        for n in d.neighbours(h) {
            if n < h || !in_area(rows, cols, row_hex(n)) {
                continue;
            }
            let (a, b) = geo::shared_side(pos(h), pos(n));
            let s = seg(a, b);
            let (x, y) = (&d.hexes[h as usize], &d.hexes[n as usize]);
            if let Some(side) = d.side(h, n) {
                if side.iron_curtain {
                    curtain.push_str(&s);
                }
                match side.river {
                    River::Minor => minor.push_str(&s),
                    River::Major => major.push_str(&s),
                    River::None => {}
                }
            }
            if !x.all_sea && !y.all_sea && x.country != y.country && !d.side(h, n).is_some_and(|s| s.iron_curtain) {
                border.push_str(&s);
            }
            if x.zone.is_some() && y.zone.is_some() && x.zone != y.zone {
                zone.push_str(&s);
            }
        }
    }
    let fills = terrain.into_iter().map(|(k, p)| view! { <path class=format!("nato-t t-{k}") d=p /> }).collect_view();
    view! {
        <g class="nato-terrain">{fills}</g>
        <path class="nato-grid" d=grid />
        <path class="nato-zone" d=zone />
        <path class="nato-border" d=border />
        <path class="nato-river minor" d=minor />
        <path class="nato-river major" d=major />
        <path class="nato-curtain" d=curtain />
    }
}

/// The cities' marks and the edge sectors' numbers, under the units.
fn places(d: &'static NatoData, rows: (i32, i32), cols: (i32, i32)) -> impl IntoView {
    let mut marks = vec![];
    let mut sectors: BTreeMap<u8, Vec<Pt>> = BTreeMap::new();
    for r in rows.0..=rows.1 {
        for c in cols.0..=cols.1 {
            let Some(h) = hex_id(RowHex::new(r, c)) else { continue };
            let x = &d.hexes[h as usize];
            if let Some(city) = &x.city {
                let (x, y) = geo::center(r, c);
                let kind = city.kind.tec_key();
                let mark = match kind {
                    "key_city" => view! { <rect class="nato-city key" x=x - 3.2 y=y - 3.2 width="6.4" height="6.4" /> }.into_any(),
                    "major_city" => view! { <rect class="nato-city major" x=x - 2.6 y=y - 2.6 width="5.2" height="5.2" /> }.into_any(),
                    _ => view! { <circle class="nato-city town" cx=x cy=y r="2" /> }.into_any(),
                };
                marks.push(view! { <g class=format!("nato-place {kind}")>{mark}</g> });
            }
            if let Some(s) = x.sector {
                sectors.entry(s).or_default().push(geo::center(r, c));
            }
        }
    }
    let sectors = sectors
        .into_iter()
        .map(|(s, pts)| {
            let (x, y) = (pts.iter().map(|p| p.0).sum::<f64>() / pts.len() as f64, pts.iter().map(|p| p.1).sum::<f64>() / pts.len() as f64);
            view! { <g class="nato-sector"><circle cx=x cy=y r="5" /><text x=x y=y + 2.2 text-anchor="middle">{s.to_string()}</text></g> }
        })
        .collect_view();
    view! { <g class="nato-places">{marks}</g><g class="nato-sectors">{sectors}</g> }
}

/// The names, drawn over the units so a stack on a city never hides which city it holds (issue 30);
/// where each goes, and which a crowded town leaves off, is `names::city_names`'.
fn names_layer(names: Vec<CityName>, occupied: Memo<BTreeSet<HexId>>, lang: RwSignal<Lang>) -> impl IntoView {
    names
        .into_iter()
        .map(|c| {
            let keys = c.hexes.iter().map(|&h| hex_name(h)).collect::<Vec<_>>().join(" ");
            let hexes = c.hexes.clone();
            let held = Memo::new(move |_| occupied.with(|o| hexes.iter().any(|h| o.contains(h))));
            let c = std::sync::Arc::new(c);
            let (c1, c2) = (c.clone(), c.clone());
            let korean = move || lang.get() == Lang::Ko;
            let y = move || c1.spot(korean()).map(|s| c1.baseline(s, held.get())).unwrap_or(0.0);
            let text = move || if c2.spot(korean()).is_some() { c2.text(korean()).to_string() } else { String::new() };
            view! {
                <text class=format!("nato-city-name {}", c.class()) class:held=held x=c.x y=y text-anchor="middle" data-test="city-name" data-hexes=keys>
                    {text}
                </text>
            }
        })
        .collect_view()
}

/// Hexes within `range` of `h`, as one path.
fn range_path(d: &NatoData, h: HexId, range: u32, rows: (i32, i32), cols: (i32, i32)) -> String {
    let c = row_hex(h);
    let r = range as i32;
    let mut p = String::new();
    for row in (c.row - r).max(rows.0)..=(c.row + r).min(rows.1) {
        for col in (c.col - r - 1).max(cols.0)..=(c.col + r + 1).min(cols.1) {
            let Some(x) = hex_id(RowHex::new(row, col)) else { continue };
            if d.distance(h, x) <= range {
                p.push_str(&geo::hex_path(pos(x)));
            }
        }
    }
    p
}

/// What changes from one decision to the next, drawn over the fixed map.
fn live_layer(n: N, v: &GameView, legal: &BTreeSet<String>, hover: Option<&str>, show_hq: bool, show_supply: bool) -> AnyView {
    let d = v.data;
    let turn = v.turn;
    let mut out: Vec<AnyView> = vec![];
    if show_hq {
        for u in v.units.iter().filter(|u| u.class == Class::Hq) {
            if let Some(h) = u.hex() {
                let p = range_path(d, h, u.values.0 as u32, v.rows, v.cols);
                out.push(view! { <path class=format!("nato-hq-range side-{}", u.side.key()) d=p data-test="hq-range" /> }.into_any());
            }
        }
    }
    for &h in &v.marked {
        let (x, y) = pos(h);
        out.push(view! { <g class="nato-battle-mark" data-test="battle-marker"><circle cx=x cy=y r="7.5" /></g> }.into_any());
    }
    for (h, s) in &v.breakthroughs {
        out.push(view! { <path class=format!("nato-breakthrough side-{}", s.key()) d=geo::hex_path(pos(*h)) /> }.into_any());
    }
    // NATO 22.3: a hex under a Chemical Strike marker is tinted whole, so the contaminated ground reads at a
    // glance beneath its counters (the marker itself is drawn over the stack below).
    if let Some(c) = &v.chemical {
        let hexes: std::collections::BTreeSet<&String> = c.markers.iter().map(|(id, _, _)| id).collect();
        for id in hexes {
            let Some(h) = engine::games::nato::data::parse_hex(id) else { continue };
            let persistent = c.markers.iter().any(|(m, _, p)| m == id && *p);
            out.push(view! { <path class="nato-chem-hex" class:persistent=persistent d=geo::hex_path(pos(h)) data-test="chem-hex" data-hex=id.clone() /> }.into_any());
        }
    }
    // NATO 21.1.3: a hex under a Nuclear marker is tinted whole, for good (the marker over the stack below).
    for id in v.nuclear.iter().flat_map(|n| n.markers.iter()) {
        let Some(h) = engine::games::nato::data::parse_hex(id) else { continue };
        out.push(view! { <path class="nato-nuke-hex" d=geo::hex_path(pos(h)) data-test="nuke-hex" data-hex=id.clone() /> }.into_any());
    }
    if let Some((target, _)) = &v.battle {
        out.push(view! { <path class="nato-battle-target" d=geo::hex_path(pos(*target)) data-test="battle-target" /> }.into_any());
    }
    let stacks = v.stacks();
    for (&h, list) in &stacks {
        let (x, y) = pos(h);
        // The counter on top: one a choice names, else the first.
        let top = list.iter().copied().find(|&i| legal.contains(&format!("unit:{}", v.units[i].key))).unwrap_or(list[0]);
        let u = &v.units[top];
        let ring = list.iter().any(|&i| legal.contains(&format!("unit:{}", v.units[i].key)));
        let hovered = list.iter().any(|&i| hover == Some(format!("unit:{}", v.units[i].key).as_str()));
        let moving = v.moving.is_some_and(|m| list.contains(&m));
        let attacking = v.battle.as_ref().is_some_and(|(_, a)| list.iter().any(|i| a.contains(i)));
        let oos = show_supply && list.iter().any(|&i| v.units[i].oos());
        let shadows = (list.len().min(4) - 1) as f64;
        let mut body = String::new();
        for k in (1..=shadows as usize).rev() {
            let o = k as f64 * 1.1;
            body += &format!("<rect class=\"shadow\" x=\"{:.2}\" y=\"{:.2}\" width=\"{S}\" height=\"{S}\" rx=\"1\"/>", -S / 2.0 + o, -S / 2.0 - o);
        }
        body += &counter_svg(u, turn);
        if list.len() > 1 {
            body += &format!("<g class=\"count\"><circle cx=\"{:.2}\" cy=\"{:.2}\" r=\"2.6\"/><text x=\"{:.2}\" y=\"{:.2}\" text-anchor=\"middle\">{}</text></g>", S / 2.0 + 0.8, -S / 2.0 - 1.6, S / 2.0 + 0.8, -S / 2.0 - 0.5, list.len());
        }
        let class = format!("nato-stack side-{} nat-{}", u.side.key(), u.nation);
        let keys = list.iter().map(|&i| v.units[i].key.as_str()).collect::<Vec<_>>().join(" ");
        out.push(
            view! {
                <g class=class class:legal=ring class:hover=hovered class:moving=moving class:attacking=attacking class:oos=oos
                    transform=format!("translate({x:.1} {y:.1})") data-test="stack" data-hex=hex_name(h) data-units=list.len().to_string()
                    data-top=u.key.clone() data-keys=keys inner_html=body></g>
            }
            .into_any(),
        );
    }
    // NATO 10.7: the Resupply marker, over the stack's corner.
    if let Some((h, side)) = v.resupply {
        let (x, y) = pos(h);
        out.push(
            view! {
                <g class=format!("nato-resupply side-{}", side.key()) data-test="resupply-marker" data-hex=hex_name(h)
                    transform=format!("translate({:.1} {:.1})", x - 5.2, y + 3.4)>
                    <rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">"R"</text>
                </g>
            }
            .into_any(),
        );
    }
    // NATO 23.2.4: the Air Strike Segment's placed strike markers (rules 17), over the stack's upper-left
    // corner: "S" for one, "S2" for the hex's two, in the placing side's colour, until they are resolved.
    let mut strikes: BTreeMap<String, (engine::games::nato::data::Side, usize)> = BTreeMap::new();
    for (id, side) in &v.air.strike_markers {
        strikes.entry(id.clone()).or_insert((*side, 0)).1 += 1;
    }
    for (id, (side, n)) in strikes {
        let Some(h) = engine::games::nato::data::parse_hex(&id) else { continue };
        let (x, y) = pos(h);
        let label = if n > 1 { format!("S{n}") } else { "S".to_string() };
        out.push(
            view! {
                <g class=format!("nato-strike-marker side-{}", side.key()) data-test="strike-marker" data-hex=id.clone() data-count=n.to_string()
                    transform=format!("translate({:.1} {:.1})", x - 5.2, y - 3.4)>
                    <rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">{label}</text>
                </g>
            }
            .into_any(),
        );
    }
    // NATO 22.3: Chemical Strike markers (the `chemical` option), over the stack's other corner: "C" on the
    // non-persistent face, "C+" on the persistent one, in the placing side's colour; two sides' markers
    // side by side.
    if let Some(c) = &v.chemical {
        let mut seen: BTreeMap<String, f64> = BTreeMap::new();
        for (id, side, persistent) in &c.markers {
            let Some(h) = engine::games::nato::data::parse_hex(id) else { continue };
            let (x, y) = pos(h);
            let dx = seen.entry(id.clone()).or_insert(0.0);
            let label = if *persistent { "C+" } else { "C" };
            out.push(
                view! {
                    <g class=format!("nato-chem side-{}", side.key()) class:persistent=*persistent data-test="chem-marker" data-hex=id.clone()
                        data-side=side.key() data-persistent=persistent.to_string() transform=format!("translate({:.1} {:.1})", x + 5.2 - *dx, y + 3.4)>
                        <rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">{label}</text>
                    </g>
                }
                .into_any(),
            );
            *dx += 5.6;
        }
    }
    // NATO 21.1.3: Nuclear markers (the `nuclear` option), "N" in the stack's lower corner beside any Chemical
    // Strike markers there (the upper corner is the city's name and the stack's count).
    for id in v.nuclear.iter().flat_map(|n| n.markers.iter()) {
        let Some(h) = engine::games::nato::data::parse_hex(id) else { continue };
        let (x, y) = pos(h);
        let chem = v.chemical.as_ref().map_or(0, |c| c.markers.iter().filter(|(m, _, _)| m == id).count());
        out.push(
            view! {
                <g class="nato-nuke" data-test="nuke-marker" data-hex=id.clone() transform=format!("translate({:.1} {:.1})", x + 5.2 - 5.6 * chem as f64, y + 3.4)>
                    <rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">"N"</text>
                </g>
            }
            .into_any(),
        );
    }
    // Hex targets: rings; the picked unit's destinations carry their MP.
    let dests: BTreeMap<String, u32> = v.destinations.iter().cloned().collect();
    for key in legal.iter().filter_map(|k| k.strip_prefix("hex:")) {
        let Some(h) = engine::games::nato::data::parse_hex(key) else { continue };
        let (x, y) = pos(h);
        let hovered = hover == Some(format!("hex:{key}").as_str());
        let mp = dests.get(key).map(|mp| view! { <g class="nato-mp"><rect x=x - 3.4 y=y + 3.6 width="6.8" height="4.2" rx="2" /><text x=x y=y + 6.9 text-anchor="middle">{mp.to_string()}</text></g> });
        out.push(view! { <g class="nato-legal-hex" class:hover=hovered data-test="legal-hex" data-hex=key.to_string()><path d=geo::hex_path((x, y)) />{mp}</g> }.into_any());
    }
    let _ = n;
    out.into_iter().collect_view().into_any()
}

#[component]
pub fn NatoMap(n: N) -> impl IntoView {
    let lang = n.p.lang;
    let Some((d, rows, cols)) = n.p.snap.with_untracked(|s| s.as_ref().and_then(view_of).map(|v| (v.data, v.rows, v.cols))) else { return ().into_any() };
    let (bx, by, bw, bh) = geo::area(rows, cols);
    let pz = PanZoom::new(Box2 { x: bx, y: by, w: bw, h: bh });
    // The map opens on the front, zoomed so a counter's values read (about 2.5 pixels a board unit):
    // centred between the two sides' units. "Fit" shows the whole area.
    let front = n.p.snap.with_untracked(|s| {
        let v = s.as_ref().and_then(view_of)?;
        let of_side = |side| {
            let pts: Vec<Pt> = v.units.iter().filter(|u| u.side == side).filter_map(|u| u.hex()).map(pos).collect();
            centroid(&pts)
        };
        match (of_side(engine::games::nato::data::Side::Wp), of_side(engine::games::nato::data::Side::Nato)) {
            (Some(a), Some(b)) => Some(((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)),
            (a, b) => a.or(b),
        }
    });
    // The decision's places (its hexes, the hexes of its units), followed when they are all off screen.
    let choices = Memo::new(move |_| {
        n.p.snap.with(|s| {
            let Some(s) = s.as_ref() else { return vec![] };
            let Some(v) = view_of(s) else { return vec![] };
            s.prompt
                .actions
                .iter()
                .filter_map(|a| a.target.as_ref())
                .filter_map(|t| match t.kind {
                    engine::TargetKind::Hex => engine::games::nato::data::parse_hex(&t.id),
                    engine::TargetKind::Unit => v.units.iter().find(|u| u.key == t.id).and_then(|u| u.hex()),
                    _ => None,
                })
                .map(pos)
                .collect::<Vec<Pt>>()
        })
    });
    open_following(pz, None, choices, move || {
        let Some((cx, cy)) = front else { return };
        let el = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.query_selector("svg.nato-svg").ok().flatten())
            .map(|e| e.get_bounding_client_rect())
            .filter(|r| r.width() > 0.0)
            .map(|r| (r.width(), r.height()))
            .unwrap_or((390.0, 470.0));
        let (w, h) = (el.0 / 2.5, el.1 / 2.5);
        if w < bw && h < bh {
            pz.show(Box2 { x: cx - w / 2.0, y: cy - h / 2.0, w, h });
        }
    });
    // A hex named in the log or the prompt is brought into view.
    Effect::new(move |_| {
        let Some(f) = n.p.focus.get() else { return };
        let Some(h) = f.strip_prefix("hex:").and_then(engine::games::nato::data::parse_hex) else { return };
        let (x, y) = pos(h);
        bring_into_view(pz, x, y);
    });
    let live = move || {
        let hover = n.p.hover.get();
        let (hq, sup) = (n.show_hq.get(), n.show_supply.get());
        n.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let legal: BTreeSet<String> = s.prompt.actions.iter().filter_map(|a| a.target.as_ref().map(|t| t.key())).collect();
            Some(live_layer(n, v, &legal, hover.as_deref(), hq, sup))
        })
    };
    let occupied = Memo::new(move |_| n.p.snap.with(|s| s.as_ref().and_then(view_of).map(|v| v.units.iter().filter_map(|u| u.hex()).collect()).unwrap_or_default()));
    let chosen = move || n.hex.get().map(|h| view! { <path class="nato-chosen" d=geo::hex_path(pos(h)) /> });
    let click = Callback::new(move |p: (f64, f64)| {
        let (r, c) = geo::hex_at(p);
        if !in_area(rows, cols, RowHex::new(r, c)) {
            return;
        }
        if let Some(h) = hex_id(RowHex::new(r, c)) {
            n.hex_clicked(h);
        }
    });
    let layers = view! {
        <rect class="nato-bg" x=bx y=by width=bw height=bh />
        {fixed_layers(d, rows, cols)}
        {places(d, rows, cols)}
        {chosen}
        <g class="nato-live">{live}</g>
        <g class="nato-names">{names_layer(names::city_names(d, rows, cols, pos), occupied, lang)}</g>
    };
    frame(lang, Frame { prefix: "nato", pz, layers: layers.into_any(), controls: None, over: view! { <Legend lang=lang /> }.into_any(), on_click: Some(click) }).into_any()
}

#[component]
fn Legend(lang: RwSignal<Lang>) -> impl IntoView {
    let hex = |k: &'static str| {
        view! {
            <li><svg viewBox="-10 -11 20 22" class="nato-legend-sym"><path class=format!("nato-t t-{k}") d=geo::hex_path((0.0, 0.0)) /></svg>
            {move || t(lang.get(), &format!("nato.b.t.{k}"))}</li>
        }
    };
    let line = |class: &'static str, key: &'static str| {
        view! {
            <li><svg viewBox="0 0 30 10" class="nato-legend-sym"><path class=class d="M1 5H29" /></svg>{move || t(lang.get(), key)}</li>
        }
    };
    let sym = |class: Class, airborne: bool, key: &'static str| {
        let body = symbol(class, airborne, 12.0, 8.0);
        view! { <li><svg viewBox="-8 -6 16 12" class="nato-legend-sym nato-sym" inner_html=body></svg>{move || t(lang.get(), key)}</li> }
    };
    view! {
        <details class="nato-legend" data-test="legend">
            <summary>{move || t(lang.get(), "nato.b.legend")}</summary>
            <ul>
                {TERRAIN.map(hex).collect_view()}
                <li><svg viewBox="-6 -6 12 12" class="nato-legend-sym"><circle class="nato-city town" r="2" /></svg>{move || t(lang.get(), "nato.b.t.town")}</li>
                <li><svg viewBox="-6 -6 12 12" class="nato-legend-sym"><rect class="nato-city major" x="-2.6" y="-2.6" width="5.2" height="5.2" /></svg>{move || t(lang.get(), "nato.b.t.major_city")}</li>
                <li><svg viewBox="-6 -6 12 12" class="nato-legend-sym"><rect class="nato-city key" x="-3.2" y="-3.2" width="6.4" height="6.4" /></svg>{move || t(lang.get(), "nato.b.t.key_city")}</li>
                {line("nato-river minor", "nato.b.l.minor_river")}
                {line("nato-river major", "nato.b.l.major_river")}
                {line("nato-curtain", "nato.b.l.iron_curtain")}
                {line("nato-border", "nato.b.l.border")}
                {line("nato-zone", "nato.b.l.zone")}
                <li><svg viewBox="-10 -11 20 22" class="nato-legend-sym"><g class="nato-legal-hex"><path d=geo::hex_path((0.0, 0.0)) /></g></svg>{move || t(lang.get(), "nato.b.l.legal")}</li>
                <li><svg viewBox="-10 -11 20 22" class="nato-legend-sym"><g class="nato-legal-hex"><path d=geo::hex_path((0.0, 0.0)) /><g class="nato-mp"><rect x="-3.4" y="3.6" width="6.8" height="4.2" rx="2" /><text y="6.9" text-anchor="middle">"3"</text></g></g></svg>{move || t(lang.get(), "nato.b.l.dest")}</li>
                {sym(Class::Soft, false, "nato.b.sym.infantry")}
                {sym(Class::Armor, false, "nato.b.sym.armor")}
                {sym(Class::Mech, false, "nato.b.sym.mech")}
                {sym(Class::Soft, true, "nato.b.sym.airborne")}
                {sym(Class::Artillery, false, "nato.b.sym.artillery")}
                {sym(Class::Hq, false, "nato.b.sym.hq")}
                {sym(Class::Ah, false, "nato.b.sym.ah")}
                <li class="nato-legend-note">{move || t(lang.get(), "nato.b.sym.values")}</li>
                <li><svg viewBox="-4 -3.5 8 7" class="nato-legend-sym"><g class="nato-resupply"><rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">"R"</text></g></svg>{move || t(lang.get(), "nato.b.mk.resupply")}</li>
                <li><svg viewBox="-4 -3.5 8 7" class="nato-legend-sym"><g class="nato-strike-marker"><rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">"S"</text></g></svg>{move || t(lang.get(), "nato.b.mk.strike_legend")}</li>
                <li><svg viewBox="-4 -3.5 8 7" class="nato-legend-sym"><g class="nato-chem"><rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">"C"</text></g></svg>{move || t(lang.get(), "nato.b.mk.chem")}</li>
                <li><svg viewBox="-4 -3.5 8 7" class="nato-legend-sym"><g class="nato-nuke"><rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">"N"</text></g></svg>{move || t(lang.get(), "nato.b.mk.nuke")}</li>
                <li><svg viewBox="-4 -3.5 8 7" class="nato-legend-sym"><g class="nato-chem persistent"><rect x="-2.6" y="-2.1" width="5.2" height="4.2" rx=".8" /><text y="1.3" text-anchor="middle">"C+"</text></g></svg>{move || t(lang.get(), "nato.b.mk.chem_persistent")}</li>
                {["disrupted", "engaged", "omg", "reserve", "moos", "coos", "hq_oos", "damaged"].into_iter().map(|k| view! {
                    <li><span class=format!("nato-mk-chip mk-{k}")>{marker_short(k)}</span>{move || t(lang.get(), &format!("nato.b.mk.{k}"))}</li>
                }).collect_view()}
            </ul>
        </details>
    }
}

pub fn marker_short(k: &str) -> &'static str {
    match k {
        "disrupted" => "D",
        "engaged" => "E",
        "omg" => "OMG",
        "reserve" => "R",
        "moos" | "coos" | "hq_oos" => "OOS",
        "damaged" => "DMG",
        "moved" => "→",
        "attacked" => "⚔",
        _ => "",
    }
}
