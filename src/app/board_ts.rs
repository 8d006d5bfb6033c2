//! Twilight Struggle's board: the world map (84 countries on the data's schematic 1000 × 560 canvas),
//! the tracks, the hands, and the data's provenance.
//!
//! Everything is drawn from the deciding seat's view (`TsView`) and the prompt's legal actions: a
//! country is clickable exactly when an action targets it (`country:<key>`). No rule is re-implemented.

use std::collections::BTreeMap;

use engine::games::twilight_struggle::data::{data, Card, Country, US_MAP_POS, USSR_MAP_POS};
use engine::games::twilight_struggle::state::Player;
use leptos::prelude::*;

use super::game::Snapshot;
use super::panzoom::{Box2, PanZoom};
use super::{t, Ctx};
use crate::i18n::Lang;

/// Box size on the canvas (the data's grid step is 66 × 36).
const BW: f64 = 62.0;
const BH: f64 = 32.0;
/// The superpower spaces (positions from the data pack).
const US_BOX: (f64, f64) = (US_MAP_POS.0 as f64, US_MAP_POS.1 as f64);
const USSR_BOX: (f64, f64) = (USSR_MAP_POS.0 as f64, USSR_MAP_POS.1 as f64);
const SP_W: f64 = 104.0;
const SP_H: f64 = 40.0;
/// The whole board with a margin.
const FULL: Box2 = Box2 { x: -10.0, y: -6.0, w: 1020.0, h: 572.0 };

pub fn country_by_key(key: &str) -> Option<&'static Country> {
    data().countries.iter().find(|c| c.key == key)
}

pub fn country_name(lang: Lang, key: &str) -> String {
    match key {
        "us" => crate::i18n::text(lang, "seat.us"),
        "ussr" => crate::i18n::text(lang, "seat.ussr"),
        _ => country_by_key(key).map(|c| lang.pick(&c.name_en, &c.name_ko).to_string()).unwrap_or_else(|| key.to_string()),
    }
}

pub fn card(number: u16) -> Option<&'static Card> {
    data().cards.get(number as usize).filter(|c| c.number as u16 == number)
}

pub fn card_name(lang: Lang, number: u16) -> String {
    match card(number) {
        Some(c) => format!("{} #{}", lang.pick(&c.name_en, &c.name_ko), number),
        None => format!("#{number}"),
    }
}

/// A rough width of a name in the map's 7.6-unit bold font: wide for Hangul, narrow for Latin.
fn name_width(name: &str) -> f64 {
    name.chars().map(|c| if c.is_ascii() { if c.is_ascii_uppercase() { 5.4 } else { 4.4 } } else { 7.6 }).sum()
}

fn seat_key(p: Player) -> &'static str {
    p.key()
}

/// Legal actions of the prompt by board target.
fn targets(snap: &Snapshot) -> BTreeMap<String, Vec<usize>> {
    let mut m: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for a in &snap.prompt.actions {
        if let Some(t) = &a.target {
            m.entry(t.clone()).or_default().push(a.index);
        }
    }
    m
}

/// Plays the action aimed at `target` when there is exactly one; with several, points at them.
fn choose(target: &str, snap: Memo<Option<Snapshot>>, focus: RwSignal<Option<String>>, on_play: Callback<usize>) {
    let indices = snap.with_untracked(|s| s.as_ref().map(targets).and_then(|m| m.get(target).cloned()));
    match indices.as_deref() {
        Some([one]) => on_play.run(*one),
        Some([_, ..]) => focus.set(Some(target.to_string())),
        _ => {}
    }
}

#[component]
pub fn TsMap(
    ctx: Ctx,
    snap: Memo<Option<Snapshot>>,
    focus: RwSignal<Option<String>>,
    hover: RwSignal<Option<String>>,
    on_play: Callback<usize>,
) -> impl IntoView {
    let lang = ctx.lang;
    let pz = PanZoom::new(FULL);
    // A country named in the log or chosen by several actions: bring it into view.
    Effect::new(move |_| {
        if let Some(key) = focus.get().as_deref().and_then(|f| f.strip_prefix("country:")) {
            if let Some(c) = country_by_key(key) {
                pz.center_on(c.map_x as f64, c.map_y as f64, 2.0);
            }
        }
    });

    // On a phone the whole world is too small to read: each new set of legal targets is brought into
    // view. On wider screens the map stays where the player put it.
    let narrow = super::dom::window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w < 900.0);
    if narrow {
        Effect::new(move |prev: Option<Vec<String>>| {
            let keys: Vec<String> = snap.with(|s| {
                s.as_ref().map(|s| s.prompt.actions.iter().filter_map(|a| a.target.clone()).collect()).unwrap_or_default()
            });
            if prev.as_ref() != Some(&keys) {
                let points: Vec<(f64, f64)> = keys
                    .iter()
                    .filter_map(|k| k.strip_prefix("country:").and_then(country_by_key))
                    .map(|c| (c.map_x as f64, c.map_y as f64))
                    .collect();
                if !points.is_empty() {
                    let x0 = points.iter().map(|p| p.0).fold(f64::MAX, f64::min) - BW;
                    let x1 = points.iter().map(|p| p.0).fold(f64::MIN, f64::max) + BW;
                    let y0 = points.iter().map(|p| p.1).fold(f64::MAX, f64::min) - BH;
                    let y1 = points.iter().map(|p| p.1).fold(f64::MIN, f64::max) + BH;
                    pz.show(Box2 { x: x0, y: y0, w: x1 - x0, h: y1 - y0 });
                }
            }
            keys
        });
    }
    let static_layer = adjacency_layer();
    let countries = move || {
        let l = lang.get();
        snap.with(|s| {
            let s = s.as_ref()?;
            let v = s.ts.as_ref()?;
            let targets = targets(s);
            Some(
                data()
                    .countries
                    .iter()
                    .map(|c| {
                        let inf = v.influence.get(c.id as usize).copied().unwrap_or([0, 0]);
                        let control = v.control.get(c.id as usize).copied().flatten();
                        let target = format!("country:{}", c.key);
                        let legal = targets.contains_key(&target);
                        country_view(l, c, inf, control, legal, target, snap, focus, hover, on_play, pz)
                    })
                    .collect_view(),
            )
        })
    };
    let superpowers = move || {
        let l = lang.get();
        [(Player::Us, US_BOX), (Player::Ussr, USSR_BOX)]
            .into_iter()
            .map(|(p, (x, y))| {
                let name = crate::i18n::text(l, &format!("seat.{}", p.key()));
                view! {
                    <g class=format!("superpower sp-{}", p.key()) transform=format!("translate({},{})", x - SP_W / 2.0, y - SP_H / 2.0)>
                        <rect width=SP_W height=SP_H rx="6" />
                        <text x=SP_W / 2.0 y=SP_H / 2.0 + 7.0 text-anchor="middle">{name}</text>
                    </g>
                }
            })
            .collect_view()
    };

    view! {
        <div class="map-wrap" data-test="map">
            <svg
                class="map"
                role="img"
                aria-label=move || t(lang.get(), "ts.legend_text")
                viewBox=move || pz.view.get().attr()
                preserveAspectRatio="xMidYMid meet"
                tabindex="0"
                on:wheel=move |ev| pz.on_wheel(&ev)
                on:pointerdown=move |ev| pz.on_down(&ev)
                on:pointermove=move |ev| pz.on_move(&ev)
                on:pointerup=move |ev| pz.on_up(&ev)
                on:pointercancel=move |ev| pz.on_up(&ev)
                on:keydown=move |ev| pz.on_key(&ev)
            >
                <rect class="sea" x="-2000" y="-2000" width="5000" height="5000" />
                <RegionLabels lang=lang />
                {static_layer}
                {superpowers}
                {countries}
            </svg>
            <div class="map-controls" role="group">
                <button class="btn btn-icon" data-test="zoom-in" on:click=move |_| pz.zoom_center(1.4)
                    aria-label=move || t(lang.get(), "ts.zoom_in") title=move || t(lang.get(), "ts.zoom_in")>"+"</button>
                <button class="btn btn-icon" data-test="zoom-out" on:click=move |_| pz.zoom_center(1.0 / 1.4)
                    aria-label=move || t(lang.get(), "ts.zoom_out") title=move || t(lang.get(), "ts.zoom_out")>"−"</button>
                <button class="btn btn-icon btn-fit" data-test="zoom-fit" on:click=move |_| pz.fit()
                    aria-label=move || t(lang.get(), "ts.fit") title=move || t(lang.get(), "ts.fit")>{move || t(lang.get(), "ts.fit")}</button>
            </div>
            <details class="legend">
                <summary>{move || t(lang.get(), "ts.legend")}</summary>
                <p>{move || t(lang.get(), "ts.legend_text")}</p>
            </details>
        </div>
    }
}

/// Region names, each on a free cell of the data's schematic grid beside its region's boxes.
const REGION_LABELS: [(&str, f64, f64); 6] = [
    ("europe", 280.0, 28.0),
    ("middle_east", 410.0, 280.0),
    ("africa", 280.0, 388.0),
    ("asia", 872.0, 244.0),
    ("central_america", 12.0, 100.0),
    ("south_america", 12.0, 280.0),
];

#[component]
fn RegionLabels(lang: RwSignal<Lang>) -> impl IntoView {
    move || {
        let l = lang.get();
        REGION_LABELS
            .iter()
            .map(|(region, x, y)| {
                let label = t(l, &format!("ts.region.{region}"));
                view! { <text class=format!("region-label region-{region}") x=*x y=*y>{label}</text> }
            })
            .collect_view()
    }
}

/// Map links, drawn once: country to country, and to the superpower spaces. A link longer than half
/// the map (the US–Japan link across the Pacific) is drawn as two stubs off the map's edges.
fn adjacency_layer() -> impl IntoView {
    let d = data();
    let mut lines = vec![];
    let mut push = |a: (f64, f64), b: (f64, f64), class: &'static str| {
        if (a.0 - b.0).abs() > 500.0 {
            let (l, r) = if a.0 < b.0 { (a, b) } else { (b, a) };
            lines.push((l, (FULL.x, l.1), class));
            lines.push((r, (FULL.x + FULL.w, r.1), class));
        } else {
            lines.push((a, b, class));
        }
    };
    for c in &d.countries {
        let a = (c.map_x as f64, c.map_y as f64);
        for &n in &c.adjacent {
            if (n as usize) > (c.id as usize) {
                let o = &d.countries[n as usize];
                push(a, (o.map_x as f64, o.map_y as f64), "adj");
            }
        }
        if c.adjacent_us {
            push(a, US_BOX, "adj adj-us");
        }
        if c.adjacent_ussr {
            push(a, USSR_BOX, "adj adj-ussr");
        }
    }
    view! {
        <g class="links" aria-hidden="true">
            {lines.into_iter().map(|((x1, y1), (x2, y2), class)| view! {
                <line class=class x1=x1 y1=y1 x2=x2 y2=y2 />
            }).collect_view()}
        </g>
    }
}

#[allow(clippy::too_many_arguments)]
fn country_view(
    l: Lang,
    c: &'static Country,
    inf: [u8; 2],
    control: Option<Player>,
    legal: bool,
    target: String,
    snap: Memo<Option<Snapshot>>,
    focus: RwSignal<Option<String>>,
    hover: RwSignal<Option<String>>,
    on_play: Callback<usize>,
    pz: PanZoom,
) -> impl IntoView {
    let name = l.pick(&c.name_en, &c.name_ko).to_string();
    let region = c.region.key().to_string();
    let (x, y) = (c.map_x as f64 - BW / 2.0, c.map_y as f64 - BH / 2.0);
    let mut label = format!("{name}. {}.", t(l, "ts.stability").replace("{0}", &c.stability.to_string()));
    if c.battleground {
        label.push_str(&format!(" {}.", t(l, "ts.battleground")));
    }
    label.push_str(&format!(" {} {}, {} {}.", t(l, "seat.ussr"), inf[0], t(l, "seat.us"), inf[1]));
    if let Some(p) = control {
        label.push_str(&format!(" {}.", t(l, "ts.controlled").replace("{0}", &t(l, &format!("seat.{}", p.key())))));
    }
    // Long names are squeezed to the space left of the stability box rather than overflowing it.
    let room = BW - 15.0;
    let squeeze = (name_width(&name) > room).then(|| room.to_string());
    let t_hover = target.clone();
    let t_focus = target.clone();
    let t_click = target.clone();
    let t_key = target.clone();
    let click = move |_| {
        if legal && !pz.dragged.get_untracked() {
            choose(&t_click, snap, focus, on_play);
        }
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        if legal && (ev.key() == "Enter" || ev.key() == " ") {
            ev.prevent_default();
            choose(&t_key, snap, focus, on_play);
        }
    };
    let cell = |side: Player, n: u8| {
        let controlled = control == Some(side);
        let dx = if side == Player::Ussr { 2.0 } else { BW / 2.0 + 1.0 };
        let w = BW / 2.0 - 3.0;
        let letter = if side == Player::Ussr { "R" } else { "A" };
        view! {
            <g class=format!("inf inf-{}", seat_key(side)) class:controlled=controlled class:empty=n == 0>
                <rect x=dx y="13" width=w height=BH - 15.0 rx="2" />
                {(n > 0).then(|| view! {
                    <text class="inf-n" x=dx + w / 2.0 - if controlled { 3.0 } else { 0.0 } y=BH - 4.5 text-anchor="middle">{n.to_string()}</text>
                })}
                {controlled.then(|| view! { <text class="ctl" x=dx + w - 2.5 y="20" text-anchor="end">{letter}</text> })}
            </g>
        }
    };
    view! {
        <g
            class=format!("country region-{region}")
            class:bg=c.battleground
            class:legal=legal
            class:hovered=move || hover.with(|h| h.as_deref() == Some(t_hover.as_str()))
            class:focused=move || focus.with(|f| f.as_deref() == Some(t_focus.as_str()))
            transform=format!("translate({x},{y})")
            data-country=c.key.clone()
            data-ussr=inf[0].to_string()
            data-us=inf[1].to_string()
            role=if legal { "button" } else { "img" }
            tabindex=if legal { "0" } else { "-1" }
            aria-label=label
            on:click=click
            on:keydown=key
        >
            <title>{name.clone()}</title>
            <rect class="c-box" width=BW height=BH rx="3" />
            <rect class="c-band" width=BW height="11.5" rx="3" />
            <text class="c-name" x="3" y="8.6" textLength=squeeze lengthAdjust="spacingAndGlyphs">{name}</text>
            <g class="c-stab">
                <rect x=BW - 11.0 y="1.2" width="9.5" height="9.2" rx="1.5" />
                <text x=BW - 6.25 y="8.7" text-anchor="middle">{c.stability.to_string()}</text>
            </g>
            {cell(Player::Ussr, inf[0])}
            {cell(Player::Us, inf[1])}
            {legal.then(|| view! { <rect class="c-ring" x="-2.5" y="-2.5" width=BW + 5.0 height=BH + 5.0 rx="5" /> })}
        </g>
    }
}

/// Tracks, hands and provenance: the side panel of the board.
#[component]
pub fn TsSide(
    ctx: Ctx,
    snap: Memo<Option<Snapshot>>,
    focus: RwSignal<Option<String>>,
    curtain: Memo<Option<u8>>,
    on_play: Callback<usize>,
) -> impl IntoView {
    let lang = ctx.lang;
    let tracks = move || {
        let l = lang.get();
        snap.with(|s| {
            let v = s.as_ref()?.ts.as_ref()?;
            let vp_text = match v.vp {
                0 => t(l, "ts.vp_even"),
                n if n > 0 => format!("{} +{n}", t(l, "seat.us")),
                n => format!("{} +{}", t(l, "seat.ussr"), -n),
            };
            let vp_pos = ((v.vp.clamp(-20, 20) + 20) as f64) / 40.0 * 100.0;
            let ar = if v.action_round == 0 { t(l, "ts.ar_setup") } else { v.action_round.to_string() };
            let china_holder = t(l, &format!("seat.{}", v.china.holder.key()));
            let china_state = t(l, if v.china.face_up { "ts.face_up" } else { "ts.face_down" });
            Some(view! {
                <div class="tracks" data-test="tracks">
                    <div class="track-row">
                        <div class="stat" data-test="turn"><span class="stat-l">{t(l, "ts.turn")}</span><span class="stat-v">{v.turn.to_string()}<small>" / 10"</small></span></div>
                        <div class="stat" data-test="ar"><span class="stat-l">{t(l, "ts.ar")}</span><span class="stat-v">{ar}</span></div>
                        <div class="stat" data-test="vp-stat"><span class="stat-l">{t(l, "ts.vp")}</span><span class="stat-v" data-test="vp">{vp_text}</span></div>
                    </div>
                    <div class="defcon" data-test="defcon" aria-label=format!("{} {}", t(l, "ts.defcon"), v.defcon)>
                        <span class="stat-l">{t(l, "ts.defcon")}</span>
                        <ol class="defcon-track">
                            {(1..=5u8).rev().map(|n| view! {
                                <li class=format!("dc dc-{n}") class:on=v.defcon == n aria-current=(v.defcon == n).then_some("true")>{n.to_string()}</li>
                            }).collect_view()}
                        </ol>
                    </div>
                    <div class="vp-bar" aria-hidden="true">
                        <span class="vp-end ussr">"20"</span>
                        <div class="vp-line"><span class="vp-mid"></span><span class="vp-marker" style=format!("left:{vp_pos:.1}%")></span></div>
                        <span class="vp-end us">"20"</span>
                    </div>
                    <div class="pair-track">
                        <span class="stat-l">{t(l, "ts.milops")}</span>
                        {pips(l, v.milops, 5)}
                    </div>
                    <div class="pair-track">
                        <span class="stat-l">{t(l, "ts.space")}</span>
                        {pips(l, v.space, 8)}
                    </div>
                    <div class="track-row small">
                        <div class="stat china" data-test="china"><span class="stat-l">{t(l, "ts.china")}</span>
                            <span class=format!("stat-v seat-{}", v.china.holder.key())>{china_holder}" · "{china_state}</span></div>
                        <div class="stat"><span class="stat-l">{t(l, "ts.deck")}</span><span class="stat-v">{v.deck_count.to_string()}</span></div>
                        <div class="stat"><span class="stat-l">{t(l, "ts.discard")}</span><span class="stat-v">{v.discard.len().to_string()}</span></div>
                        <div class="stat"><span class="stat-l">{t(l, "ts.removed")}</span><span class="stat-v">{v.removed.len().to_string()}</span></div>
                    </div>
                </div>
            })
        })
    };
    let hands = move || {
        let l = lang.get();
        let curtained = curtain.get().is_some();
        snap.with(|s| {
            let s = s.as_ref()?;
            let v = s.ts.as_ref()?;
            let targets = targets(s);
            let mut out = vec![];
            for p in Player::BOTH {
                let seat_name = t(l, &format!("seat.{}", p.key()));
                match (&v.hands[p.idx()], curtained) {
                    (Some(hand), false) => {
                        let cards = hand.iter().map(|&n| card_view(l, n as u16, &targets, snap, focus, on_play)).collect_view();
                        out.push(view! {
                            <section class=format!("hand hand-{}", p.key()) data-test="hand" data-seat=p.key()>
                                <h3>{t(l, "ts.your_hand").replace("{0}", &seat_name)}" "<small>"(" {hand.len().to_string()} ")"</small></h3>
                                <ul class="cards">{cards}</ul>
                            </section>
                        }.into_any());
                    }
                    _ => out.push(view! {
                        <p class=format!("hand-count hand-{}", p.key()) data-test="hand-count" data-seat=p.key()>
                            {t(l, "ts.opponent_hand").replace("{0}", &seat_name).replace("{1}", &v.hand_counts[p.idx()].to_string())}
                        </p>
                    }.into_any()),
                }
            }
            if curtained {
                out.push(view! { <p class="hint">{t(l, "ts.hand_hidden")}</p> }.into_any());
            }
            Some(out.collect_view())
        })
    };
    // A card named in the log or the prompt: shown in full until closed.
    let card_focus = move || {
        let l = lang.get();
        let n: u16 = focus.with(|f| f.as_deref().and_then(|f| f.strip_prefix("card:")).and_then(|n| n.parse().ok()))?;
        let targets = snap.with(|s| s.as_ref().map(targets).unwrap_or_default());
        Some(view! {
            <div class="card-focus" data-test="card-focus">
                <ul class="cards">{card_view(l, n, &targets, snap, focus, on_play)}</ul>
                <button class="btn btn-small" on:click=move |_| focus.set(None)>{t(l, "app.dismiss")}</button>
            </div>
        })
    };
    view! {
        {card_focus}
        {tracks}
        <div class="hands">{hands}</div>
        <Provenance lang=lang />
    }
}

/// The two seats' markers on a track from 0 to `max`.
fn pips(l: Lang, values: [u8; 2], max: u8) -> impl IntoView {
    Player::BOTH
        .into_iter()
        .map(|p| {
            let v = values[p.idx()];
            view! {
                <div class=format!("pips pips-{}", p.key()) aria-label=format!("{} {v}", t(l, &format!("seat.{}", p.key())))>
                    <span class="pips-name">{t(l, &format!("seat.{}", p.key()))}</span>
                    {(0..=max).map(|i| view! { <span class="pip" class:on=i == v class:past=i < v>{i.to_string()}</span> }).collect_view()}
                </div>
            }
        })
        .collect_view()
}

fn card_view(
    l: Lang,
    n: u16,
    targets: &BTreeMap<String, Vec<usize>>,
    snap: Memo<Option<Snapshot>>,
    focus: RwSignal<Option<String>>,
    on_play: Callback<usize>,
) -> impl IntoView {
    let target = format!("card:{n}");
    let legal = targets.contains_key(&target);
    let Some(c) = card(n) else {
        return view! { <li class="card">{format!("#{n}")}</li> }.into_any();
    };
    let side = c.side.key();
    let period = c.period.key();
    let ops = if c.scoring { "S".to_string() } else { c.ops.to_string() };
    let name = l.pick(&c.name_en, &c.name_ko).to_string();
    let summary = l.pick(&c.summary_en, &c.summary_ko).to_string();
    let t_click = target.clone();
    let click = move |_| {
        if legal {
            choose(&t_click, snap, focus, on_play);
        }
    };
    view! {
        <li
            class=format!("card side-{side}")
            class:legal=legal
            class:focused=move || focus.with(|f| f.as_deref() == Some(target.as_str()))
            data-card=n.to_string()
            tabindex=if legal { "0" } else { "-1" }
            role=if legal { "button" } else { "listitem" }
            on:click=click
        >
            <div class="card-top">
                <span class="card-ops" title=t(l, if c.scoring { "ts.scoring" } else { "ts.ops" })>{ops}</span>
                <span class="card-name">{name}</span>
                {c.starred.then(|| view! { <span class="card-star" title=t(l, "ts.starred") aria-label=t(l, "ts.starred")>"★"</span> })}
            </div>
            <div class="card-meta">
                <span>{format!("#{n}")}</span>
                <span>{t(l, &format!("ts.side.{side}"))}</span>
                <span>{t(l, &format!("ts.period.{period}"))}</span>
            </div>
            <p class="card-text">{summary}</p>
        </li>
    }
    .into_any()
}

/// Where the map and card data come from (DESIGN.md "Data": the app shows provenance to players).
/// The tables are built only while the panel is open.
#[component]
fn Provenance(lang: RwSignal<Lang>) -> impl IntoView {
    let open = RwSignal::new(false);
    let tables = move || {
        if !open.get() {
            return None;
        }
        let l = lang.get();
        let d = data();
        let country_rows = d
            .countries
            .iter()
            .map(|c| view! { <tr><td>{l.pick(&c.name_en, &c.name_ko).to_string()}</td><td>{c.source.clone()}</td></tr> })
            .collect_view();
        let card_rows = d
            .cards
            .iter()
            .filter(|c| c.number > 0)
            .map(|c| view! { <tr><td>{format!("#{} {}", c.number, l.pick(&c.name_en, &c.name_ko))}</td><td>{c.source.clone()}</td></tr> })
            .collect_view();
        Some(view! {
            <h4>{t(l, "ts.prov_countries")}</h4>
            <table><tbody>{country_rows}</tbody></table>
            <h4>{t(l, "ts.prov_cards")}</h4>
            <table><tbody>{card_rows}</tbody></table>
        })
    };
    view! {
        <details class="provenance" data-test="provenance"
            on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
            <summary>{move || t(lang.get(), "ts.provenance")}</summary>
            <p>{move || t(lang.get(), "ts.provenance_text")}</p>
            {tables}
        </details>
    }
}
