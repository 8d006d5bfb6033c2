//! The hex map, drawn by Sandtable from the pack's geography (`geo`): the fixed layer (terrain, sea,
//! rivers, straits, borders, ports, objectives, names) once per language, then the live layer: each
//! city's controller, the units in stacks by faction colour with type, steps and badges, the legal
//! choices ringed, the chosen hex, and supply on request. Pan and zoom are the shell's ([`PanZoom`]); a
//! tap that does not drag is a click on the hex under it.

use std::collections::BTreeMap;

use engine::games::downfall::data::{DfData, Faction, Kind};
use engine::games::downfall::state::Loc;
use leptos::prelude::*;

use crate::app::panzoom::{Box2, PanZoom};
use crate::boards::shared::map::{bring_into_view, centroid, frame, open_following, Frame};
use crate::app::t;
use crate::i18n::Lang;

use super::board::{by_hex, hex_of, view_of, D};
use super::geo::{self, R, W};

/// One unit as a counter shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct Counter {
    pub key: String,
    pub faction: Faction,
    /// Its type's short mark (`L`, `T`, `✈`…).
    pub mark: &'static str,
    pub steps: u8,
    pub pips: u8,
    pub isolated: bool,
    pub unsupplied: bool,
}

/// The short mark of a unit's showing side (or its kind for a non-combat unit).
pub fn mark(showing: &str, kind: Kind) -> &'static str {
    match kind {
        Kind::Air => return "✈",
        Kind::Naval => return "⚓",
        Kind::Partisan => return "P",
        Kind::Beachhead => return "B",
        Kind::Combat => {}
    }
    match showing {
        "leg" => "L",
        "mechanized" => "M",
        "motorized" => "Mo",
        "tank" => "T",
        "fort_troop" => "FT",
        "fortress" => "F",
        "garrison" => "G",
        "shock" => "S",
        "airborne" => "A",
        _ => "?",
    }
}

/// The counters in each hex, West and OKH first (the board's order; the rules keep none).
pub fn stacks(k: &super::board::GameView) -> BTreeMap<String, Vec<Counter>> {
    let idx: BTreeMap<&str, usize> = k.data.units.iter().enumerate().map(|(i, u)| (u.key.as_str(), i)).collect();
    let unsupplied: Vec<&str> = k.supply.iter().map(|s| s.unit.as_str()).collect();
    let mut m: BTreeMap<String, Vec<Counter>> = BTreeMap::new();
    for u in &k.units {
        // A unit in an on-map Western land area stands on the area's name (`area:<key>`).
        let place = match &u.loc {
            Loc::Hex(h) => h.id(),
            Loc::Area(a) => format!("area:{a}"),
            _ => continue,
        };
        let Some(&i) = idx.get(u.key.as_str()) else { continue };
        let ud = &k.data.units[i];
        m.entry(place).or_default().push(Counter {
            key: u.key.clone(),
            faction: u.faction,
            mark: mark(u.showing, ud.kind),
            steps: u.steps,
            pips: ud.pips,
            isolated: u.isolated != "none",
            unsupplied: unsupplied.contains(&u.key.as_str()),
        });
    }
    for v in m.values_mut() {
        v.sort_by_key(|c| c.faction);
    }
    m
}

fn fixed(d: &'static DfData, l: Lang) -> String {
    geo::fixed_layer(d, l == Lang::Ko, &|k| {
        let key = if let Some(s) = k.strip_prefix("sea:") { format!("df.b.sea.{s}") } else { format!("df.b.area.{}", k.trim_start_matches("area:")) };
        t(l, &key)
    })
}

/// A stack's counter: the top unit, its steps as pips, badges, and how many stand with it.
fn counter_svg(c: &Counter, n: usize, x: f64, y: f64, supply: bool) -> String {
    let s = W * 0.7;
    let (x0, y0) = (x - s / 2.0, y - s / 2.0);
    let mut o = String::new();
    let f = c.faction.key();
    for i in (1..n.min(3)).rev() {
        let d = i as f64 * 1.6;
        o += &format!(r#"<rect class="df-ctr f-{f} under" x="{:.1}" y="{:.1}" width="{s:.1}" height="{s:.1}" rx="1.5"/>"#, x0 + d, y0 - d);
    }
    o += &format!(r#"<rect class="df-ctr f-{f}" x="{x0:.1}" y="{y0:.1}" width="{s:.1}" height="{s:.1}" rx="1.5"/>"#);
    o += &format!(r#"<text class="df-ctr-mark" x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"#, y + 1.2, c.mark);
    // Steps: a filled pip for each step left, a hollow one for each lost.
    let pips = c.pips.clamp(1, 4);
    for i in 0..pips {
        let px = x - (pips as f64 - 1.0) * 1.5 + i as f64 * 3.0;
        let cls = if i < c.steps { "df-pip" } else { "df-pip lost" };
        o += &format!(r#"<circle class="{cls}" cx="{px:.1}" cy="{:.1}" r="1"/>"#, y0 + s - 2.0);
    }
    if c.isolated {
        o += &format!(r#"<g class="df-badge iso"><circle cx="{:.1}" cy="{:.1}" r="2.6"/><text x="{:.1}" y="{:.1}" text-anchor="middle">I</text></g>"#, x0, y0, x0, y0 + 1.1);
    }
    if supply && c.unsupplied {
        o += &format!(r#"<rect class="df-unsupplied" x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="2"/>"#, x0 - 1.0, y0 - 1.0, s + 2.0, s + 2.0);
    }
    if n > 1 {
        o += &format!(r#"<g class="df-badge count"><circle cx="{:.1}" cy="{:.1}" r="2.8"/><text x="{:.1}" y="{:.1}" text-anchor="middle">{n}</text></g>"#, x0 + s, y0 + s, x0 + s, y0 + s + 1.1);
    }
    o
}

/// The live layer as one SVG string: cities' controllers, stacks, rings.
/// A marker counter in a hex's corner, centred on (`mx`, `my`): its box and its letters (a Beachhead's BH or
/// M, the Airdrop's AD).
fn corner_marker(mx: f64, my: f64, mark: &str) -> String {
    format!(
        r#"<rect x="{:.1}" y="{:.1}" width="{:.1}" height="{:.1}" rx="1.5"/><text x="{mx:.1}" y="{:.1}">{mark}</text>"#,
        mx - R * 0.3,
        my - R * 0.2,
        R * 0.6,
        R * 0.4,
        my + R * 0.12,
    )
}

fn live(d: D) -> String {
    let supply = d.supply.get();
    let chosen = d.hex.get();
    let hover = d.p.hover.get();
    d.p.snap.with(|s| {
        let Some(s) = s.as_ref() else { return String::new() };
        let Some(v) = view_of(s) else { return String::new() };
        let mut o = String::new();
        for (h, ideo) in &v.cities {
            let Some(hex) = engine::kit::rows::RowHex::parse(h) else { continue };
            let (x, y) = geo::center(hex);
            let capital = v.data.hexes.get(&hex).is_some_and(|x| x.capital);
            let r = if capital { R * 0.34 } else { R * 0.24 };
            o += &format!(r#"<circle class="df-city c-{ideo}" cx="{:.1}" cy="{:.1}" r="{r:.1}"/>"#, x + R * 0.5, y - R * 0.35);
        }
        // DF 2.4.2: each Beachhead (a Mulberry once Naval Dominance made it one) in its beach's sea hex,
        // joined by a dashed line to the one land hex it opens on; its units stack over the hex's centre.
        let l = d.p.lang.get();
        for b in &v.landed {
            let (Some(sea), Some(land)) = (engine::kit::rows::RowHex::parse(&b.hex), engine::kit::rows::RowHex::parse(&b.joins)) else { continue };
            let ((sx, sy), (lx, ly)) = (geo::center(sea), geo::center(land));
            // The marker in the sea hex's corner (its units stack over the centre), a dashed line from it to
            // the side the beach opens on.
            let (kind, mark) = if b.mulberry { ("mulberry", "M") } else { ("beachhead", "BH") };
            let title = t(l, &format!("df.b.{kind}_title")).replace("{0}", &b.joins);
            let (mx, my) = (sx - R * 0.62, sy - R * 0.62);
            o += &format!(
                r#"<g class="df-beachhead {kind}" data-test="beachhead" data-hex="{}" data-joins="{}"><title>{}</title><line class="df-beach-link" x1="{mx:.1}" y1="{my:.1}" x2="{:.1}" y2="{:.1}"/>{}</g>"#,
                b.hex,
                b.joins,
                geo::esc(&title),
                (sx + lx) / 2.0,
                (sy + ly) / 2.0,
                corner_marker(mx, my, mark),
            );
        }
        // DF 8 (the Airdrop card, L1549): the Airdrop marker in the attacked hex while it holds — its +2 and
        // elite badge count for the West until the roll.
        if let Some(a) = &v.airdrop {
            if let Some(hex) = engine::kit::rows::RowHex::parse(&a.hex) {
                let (x, y) = geo::center(hex);
                let (mx, my) = (x + R * 0.62, y - R * 0.62);
                let name = engine::text::Display::arg(&crate::app::msg::GameNames::new(l, &s.game), &engine::Arg::Unit(a.unit.clone()));
                let title = t(l, "df.b.airdrop_title").replace("{0}", &name);
                o += &format!(
                    r#"<g class="df-airdrop" data-test="airdrop" data-hex="{}" data-unit="{}"><title>{}</title>{}</g>"#,
                    a.hex,
                    a.unit,
                    geo::esc(&title),
                    corner_marker(mx, my, "AD"),
                );
            }
        }
        let legal = by_hex(s);
        for h in legal.keys() {
            if let Some(hex) = engine::kit::rows::RowHex::parse(h) {
                o += &format!(r#"<polygon class="df-legal" data-hex="{h}" points="{}"/>"#, geo::points(hex));
            }
        }
        let areas = geo::area_centres(v.data);
        for (h, list) in stacks(v) {
            let at = match h.strip_prefix("area:") {
                Some(a) => areas.get(a).copied(),
                None => engine::kit::rows::RowHex::parse(&h).map(geo::center),
            };
            let Some((x, y)) = at else { continue };
            // Two factions in a hex (an attack's defender next to its own army, a land area): side by side.
            let factions: Vec<Faction> = {
                let mut f: Vec<Faction> = list.iter().map(|c| c.faction).collect();
                f.dedup();
                f
            };
            o += &format!(r#"<g class="df-stack" data-stack="{h}">"#);
            for (i, f) in factions.iter().enumerate() {
                let of: Vec<&Counter> = list.iter().filter(|c| c.faction == *f).collect();
                let dx = if factions.len() > 1 { (i as f64 - 0.5) * W * 0.45 } else { 0.0 };
                o += &counter_svg(of[0], of.len(), x + dx, y, supply);
            }
            o += "</g>";
        }
        // A unit's movement range (DF 7.1.1): the unit under the pointer among those that may move, or the
        // unit under way — every hex it may end its move in, with the MP it costs.
        let ranged = hover.as_deref().and_then(|t| t.strip_prefix("unit:")).filter(|u| v.reach.contains_key(*u)).map(str::to_string).or_else(|| v.moving.clone());
        if let Some(hexes) = ranged.as_ref().and_then(|u| v.reach.get(u)) {
            o += &format!(r#"<g class="df-range" data-test="range" data-unit="{}">"#, ranged.as_deref().unwrap_or_default());
            for (h, mp) in hexes {
                let Some(hex) = engine::kit::rows::RowHex::parse(h) else { continue };
                let (x, y) = geo::center(hex);
                o += &format!(r#"<g class="df-reach" data-test="reach-hex" data-hex="{h}" data-mp="{mp}"><polygon points="{}"/><text x="{x:.1}" y="{:.1}" text-anchor="middle">{mp}</text></g>"#, geo::points(hex), y + R * 0.8);
            }
            o += "</g>";
        }
        let hovered = hover.as_deref().and_then(|t| {
            if let Some(h) = t.strip_prefix("hex:") {
                Some(h.to_string())
            } else {
                t.strip_prefix("unit:").and_then(|u| hex_of(v, u))
            }
        });
        if let Some(h) = hovered.and_then(|h| engine::kit::rows::RowHex::parse(&h)) {
            o += &format!(r#"<polygon class="df-hover" points="{}"/>"#, geo::points(h));
        }
        if let Some(h) = chosen.and_then(|h| engine::kit::rows::RowHex::parse(&h)) {
            o += &format!(r#"<polygon class="df-chosen" points="{}"/>"#, geo::points(h));
        }
        o
    })
}

#[component]
pub fn DfMap(d: D) -> impl IntoView {
    let lang = d.p.lang;
    let Some(data) = d.p.snap.with_untracked(|s| s.as_ref().and_then(view_of).map(|v| v.data)) else { return ().into_any() };
    let pz = PanZoom::new(Box2 { x: 0.0, y: 0.0, w: geo::width(), h: geo::height() });
    // The map opens on the units of the faction that decides (on a phone the fit stays readable).
    let centre = d.p.snap.with_untracked(|s| {
        let s = s.as_ref()?;
        let v = view_of(s)?;
        let at: Vec<(f64, f64)> = v
            .units
            .iter()
            .filter(|u| u.faction == v.active)
            .filter_map(|u| match &u.loc {
                Loc::Hex(h) => Some(geo::center(*h)),
                _ => None,
            })
            .collect();
        centroid(&at)
    });
    // The decision's places (its ringed hexes), followed when they are all off screen.
    let choices = Memo::new(move |_| {
        d.p.snap.with(|s| s.as_ref().map(|s| by_hex(s).into_keys().filter_map(|h| engine::kit::rows::RowHex::parse(&h)).map(geo::center).collect::<Vec<_>>()).unwrap_or_default())
    });
    // Then closer, on the acting faction's units: at the fit a counter is about 13 px wide.
    open_following(pz, centre, choices, move || {
        if let Some((cx, cy)) = centre {
            let v = pz.view.get_untracked();
            let (w, h) = (v.w / 1.6, v.h / 1.6);
            pz.show(Box2 { x: cx - w / 2.0, y: cy - h / 2.0, w, h });
        }
    });
    // A hex named in the log or the prompt is brought into view.
    Effect::new(move |_| {
        let Some(h) = d.hex.get() else { return };
        let Some(hex) = engine::kit::rows::RowHex::parse(&h) else { return };
        let (x, y) = geo::center(hex);
        bring_into_view(pz, x, y);
    });
    let fixed_layer = Memo::new(move |_| fixed(data, lang.get()));
    let live_layer = Memo::new(move |_| live(d));
    let click = Callback::new(move |(x, y): (f64, f64)| {
        let h = geo::hex_at(x, y);
        if data.hexes.contains_key(&h) {
            d.hex_clicked(&h.id());
        }
    });
    // What stands off the map, by place: the force pool, the seas, the off-map areas. Read once per
    // position, for the box's lines and for whether it shows at all.
    let offmap_places = Memo::new(move |_| {
        d.p.snap.with(|s| {
            let mut by: BTreeMap<String, Vec<String>> = BTreeMap::new();
            let Some(v) = s.as_ref().and_then(view_of) else { return by };
            let on_map_areas = geo::area_centres(v.data);
            for u in &v.units {
                let place = match &u.loc {
                    Loc::Area(a) if !on_map_areas.contains_key(a) => format!("df.b.area.{a}"),
                    Loc::Pool => "df.b.pool".to_string(),
                    // Naval units at sea (DF 2.4): counted by sea area, as the off-map boxes are.
                    Loc::Sea(a) => format!("df.b.sea.{a}"),
                    _ => continue,
                };
                by.entry(place).or_default().push(u.faction.key().to_string());
            }
            by
        })
    });
    let offmap_items = move || {
        let l = lang.get();
        offmap_places
            .get()
            .into_iter()
            .map(|(place, fs)| {
                let count = |f: &str| fs.iter().filter(|x| x.as_str() == f).count();
                let chips = ["west", "okh", "soviet", "okw"]
                    .into_iter()
                    .filter(|f| count(f) > 0)
                    .map(|f| view! { <span class=format!("df-chip f-{f}")>{count(f)}</span> })
                    .collect_view();
                view! { <li>{t(l, &place)}": "{chips}</li> }
            })
            .collect_view()
    };
    // Drawn once and folded by its summary (at 1366×768 it covers southern France and Italy): the
    // player's fold stays as the game moves on; only its lines follow the game. On a phone it starts
    // folded: open, it would cover half of the map's first screen.
    let narrow = crate::app::dom::narrow();
    let offmap = view! {
        <details class="df-offmap" data-test="offmap" open=!narrow style:display=move || if offmap_places.with(|p| p.is_empty()) { "none" } else { "" }>
            <summary>{move || t(lang.get(), "df.b.offmap")}</summary>
            <ul>{offmap_items}</ul>
        </details>
    };
    let layers = view! {
        <rect class="df-bg" x="0" y="0" width=geo::width() height=geo::height() />
        <g class="df-fixed" inner_html=move || fixed_layer.get()></g>
        <g class="df-live" data-test="live" inner_html=move || live_layer.get()></g>
    };
    let supply = view! {
        <button class="btn btn-icon df-supply-toggle" data-test="supply-toggle" aria-pressed=move || d.supply.get().to_string()
            on:click=move |_| d.supply.update(|x| *x = !*x)>{move || t(lang.get(), "df.b.supply_show")}</button>
    };
    let over = view! { {offmap}<Legend lang=lang /> };
    frame(lang, Frame { prefix: "df", pz, layers: layers.into_any(), controls: Some(supply.into_any()), over: over.into_any(), on_click: Some(click) }).into_any()
}

#[component]
fn Legend(lang: RwSignal<Lang>) -> impl IntoView {
    let sym = |key: &'static str, body: &str| {
        let body = body.to_string();
        view! { <li><svg viewBox="-12 -12 24 24" class="df-legend-sym" inner_html=body></svg>{move || t(lang.get(), key)}</li> }
    };
    let hexes = ["clear", "forest", "hills", "swamp", "mountains"]
        .into_iter()
        .map(|tr| {
            view! { <li><svg viewBox="-12 -12 24 24" class="df-legend-sym"><polygon class=format!("dh t-{tr}") points="0,-11 9.5,-5.5 9.5,5.5 0,11 -9.5,5.5 -9.5,-5.5" /></svg>{move || t(lang.get(), &format!("df.b.terrain.{tr}"))}</li> }
        })
        .collect_view();
    let factions = ["west", "okh", "soviet", "okw"]
        .into_iter()
        .map(|f| view! { <li><svg viewBox="-12 -12 24 24" class="df-legend-sym"><rect class=format!("df-ctr f-{f}") x="-8" y="-8" width="16" height="16" rx="2" /></svg>{move || t(lang.get(), &format!("df.b.faction.{f}"))}</li> })
        .collect_view();
    view! {
        <details class="df-legend" data-test="legend">
            <summary>{move || t(lang.get(), "df.b.legend")}</summary>
            <ul>
                {hexes}
                {sym("df.b.sym.sea", r#"<polygon class="dh sea" points="0,-11 9.5,-5.5 9.5,5.5 0,11 -9.5,5.5 -9.5,-5.5"/>"#)}
                {sym("df.b.sym.area", r#"<polygon class="dh area" points="0,-11 9.5,-5.5 9.5,5.5 0,11 -9.5,5.5 -9.5,-5.5"/>"#)}
                {sym("df.b.sym.river", r#"<path class="df-river" d="M-11 0H11"/>"#)}
                {sym("df.b.sym.strait", r#"<path class="df-strait" d="M-11 0H11"/>"#)}
                {sym("df.b.sym.border", r#"<path class="df-border" d="M-11 0H11"/>"#)}
                {sym("df.b.sym.city", r#"<circle class="df-city c-axis" r="4"/>"#)}
                {sym("df.b.sym.objective", r#"<circle class="df-objective" r="8"/>"#)}
                {sym("df.b.sym.port", r#"<text class="df-port" y="5" text-anchor="middle">⚓</text>"#)}
                {sym("df.b.sym.isolated", r#"<g class="df-badge iso"><circle r="6"/><text y="3" text-anchor="middle">I</text></g>"#)}
                {sym("df.b.sym.unsupplied", r#"<rect class="df-unsupplied" x="-8" y="-8" width="16" height="16" rx="2"/>"#)}
                {sym("df.b.sym.beachhead", r#"<g class="df-beachhead"><line class="df-beach-link" x1="0" y1="0" x2="11" y2="6"/><rect x="-8" y="-5" width="16" height="10" rx="2"/><text y="3" style="font-size:8px">BH</text></g>"#)}
                {sym("df.b.sym.airdrop", r#"<g class="df-airdrop"><rect x="-8" y="-5" width="16" height="10" rx="2"/><text y="3" style="font-size:8px">AD</text></g>"#)}
                {sym("df.b.sym.legal", r#"<polygon class="df-legal" points="0,-11 9.5,-5.5 9.5,5.5 0,11 -9.5,5.5 -9.5,-5.5"/>"#)}
            </ul>
            <ul>{factions}</ul>
            <p class="df-legend-marks">{move || t(lang.get(), "df.b.marks")}</p>
        </details>
    }
}
