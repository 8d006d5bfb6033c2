//! The world map: Natural Earth's land bent under the data pack's 1000 × 560 board (ts_backdrop.rs),
//! the map links, the two superpowers, and the 84 countries.
//!
//! Each country is its own small component with a memo of what it shows, so a move redraws only the
//! countries it changed. Control reads without colour: the controlling side's marker is solid (as the
//! printed markers are flipped) and the whole box gets a thick border.

use std::collections::BTreeSet;

use engine::games::twilight_struggle::data::{Country, Region, US_MAP_POS, USSR_MAP_POS};
use super::data;
use engine::games::twilight_struggle::state::Player;
use engine::Arg;
use leptos::prelude::*;

use crate::app::panzoom::{Box2, PanZoom};
use crate::app::t;
use super::{country_by_key, decider, seat_text, targets, Ts};
use crate::i18n::Lang;
use super::decide::{coup_odds, pct, realign_odds};
use engine::games::twilight_struggle::defcon::region_closed;

/// Box size on the canvas (the data's grid step is 66 × 36).
const BW: f64 = 62.0;
const BH: f64 = 32.0;
const US_BOX: (f64, f64) = (US_MAP_POS.0 as f64, US_MAP_POS.1 as f64);
const USSR_BOX: (f64, f64) = (USSR_MAP_POS.0 as f64, USSR_MAP_POS.1 as f64);
/// The width of each side's influence box (the stability sits between them).
const CELL_W: f64 = 23.5;
const SP_W: f64 = 104.0;
const SP_H: f64 = 40.0;
/// The Chinese Civil War space (TS CCW), drawn only while the war goes on: a free cell west of Taiwan.
const CIVIL_WAR_BOX: (f64, f64) = (832.0, 186.0);
/// The whole board with a margin.
pub const FULL: Box2 = Box2 { x: -10.0, y: -6.0, w: 1020.0, h: 572.0 };

/// A rough width of a name in the map's 7.9-unit bold font: wide for Hangul, narrow for Latin (measured
/// against DejaVu Sans Bold, a wide face; narrower faces only leave more room).
fn name_width(name: &str) -> f64 {
    name.chars().map(|c| if c.is_ascii() { if c.is_ascii_uppercase() { 6.5 } else { 5.2 } } else { 7.9 }).sum()
}

/// The name band's room: the whole width of the box but its margins (the stability sits between the
/// influence boxes, not in the band).
const NAME_ROOM: f64 = BW - 5.0;
/// A long name is set smaller, down to this share of the normal size, rather than squeezed.
const MIN_NAME_SCALE: f64 = 0.76;

/// Shorter forms of the few names that do not fit their box even in the smaller size (the full name
/// stays in the box's title and its accessible label).
fn short_name(name: &str) -> &str {
    match name {
        "West African States" => "W. African St.",
        "SE African States" => "SE African St.",
        "Dominican Republic" => "Dominican Rep.",
        "남동아프리카 국가들" => "남동아프리카",
        "서아프리카 국가들" => "서아프리카",
        _ => name,
    }
}

/// How a country's name is set in its band: the text, its font size, and a squeeze only as the last
/// resort for a name still too long.
fn name_fit(name: &str) -> (String, f64, Option<f64>) {
    let mut text = name;
    if name_width(text) * MIN_NAME_SCALE > NAME_ROOM {
        text = short_name(name);
    }
    let w = name_width(text);
    let scale = (NAME_ROOM / w).clamp(MIN_NAME_SCALE, 1.0);
    let squeeze = (w * scale > NAME_ROOM).then_some(NAME_ROOM);
    (text.to_string(), 7.9 * scale, squeeze)
}

/// A small note on a legal country: what choosing it costs or promises.
#[derive(Clone, Debug, PartialEq)]
struct Badge {
    text: String,
    class: &'static str,
    title: String,
}

/// What one country shows now.
#[derive(Clone, Debug, PartialEq)]
struct Look {
    inf: [u8; 2],
    control: Option<Player>,
    legal: bool,
    badge: Option<Badge>,
    /// Touched by the last action (placed, removed, couped, realigned).
    recent: bool,
    /// Coups and realignments are barred here by DEFCON.
    closed: bool,
}

/// Countries named by the log entries from `from` on.
fn touched(log: &[engine::LogEntry], from: usize) -> BTreeSet<String> {
    log.get(from..)
        .unwrap_or(&[])
        .iter()
        .filter(|e| !matches!(e.id.as_str(), "ts.plays" | "ts.event" | "ts.headline"))
        .flat_map(|e| e.args.iter())
        .filter_map(|a| if let Arg::Space(k) = a { Some(k.clone()) } else { None })
        .collect()
}

fn badge_for(l: Lang, s: &crate::app::game::Snapshot, c: &Country) -> Option<Badge> {
    let p = decider(s)?;
    // The action aimed at this country, and the engine's figures for it.
    let a = s.prompt.actions.iter().find(|a| super::space_of(a) == Some(c.key.as_str()))?;
    match s.prompt.id.as_str() {
        "ts.place_ops" => {
            let cost = matches!(a.args.get(1), Some(Arg::Num(2)));
            cost.then(|| Badge { text: "2".into(), class: "cost", title: t(l, "ts.cost_two") })
        }
        "ts.coup_ops" => {
            let o = coup_odds(super::odds(s, a.index)?);
            let class = if o.loses { "danger" } else if o.chance >= 0.66 { "good" } else if o.chance > 0.0 { "fair" } else { "poor" };
            let text = if o.loses { "☢".to_string() } else { pct(o.chance) };
            Some(Badge { text, class, title: t(l, "ts.coup_badge").replace("{0}", &pct(o.chance)) })
        }
        "ts.realign_ops" => {
            let o = realign_odds(super::odds(s, a.index)?, p);
            let class = if o.win >= 0.5 { "good" } else if o.win > 0.25 { "fair" } else { "poor" };
            Some(Badge {
                text: pct(o.win),
                class,
                title: t(l, "ts.realign_badge").replace("{0}", &pct(o.win)).replace("{1}", &pct(o.lose)),
            })
        }
        _ => None,
    }
}

#[component]
pub fn TsMap(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    let pz = PanZoom::new(FULL);
    // A country named in the log or chosen by several actions: bring it into view.
    Effect::new(move |_| {
        if let Some(key) = ts.focus.get().as_deref().and_then(|f| f.strip_prefix("space:")) {
            if let Some(c) = country_by_key(key) {
                pz.center_on(c.map_x as f64, c.map_y as f64, 2.0);
            }
        }
    });

    // On a phone the whole world is too small to read: each new set of legal targets is brought into
    // view. On wider screens the map stays where the player put it.
    let narrow = crate::app::dom::narrow();
    if narrow {
        // A phone starts on Europe at the map's full height rather than on a tiny whole world.
        pz.show(Box2 { x: 250.0, y: FULL.y, w: 420.0, h: FULL.h });
        Effect::new(move |prev: Option<Vec<String>>| {
            let keys: Vec<String> = ts.snap.with(|s| {
                s.as_ref().map(|s| s.prompt.actions.iter().filter_map(super::target_key).collect()).unwrap_or_default()
            });
            if prev.as_ref() != Some(&keys) {
                let points: Vec<(f64, f64)> = keys
                    .iter()
                    .filter_map(|k| k.strip_prefix("space:"))
                    .filter_map(|k| if k == "civil_war" { Some(CIVIL_WAR_BOX) } else { country_by_key(k).map(|c| (c.map_x as f64, c.map_y as f64)) })
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
    let marks = Memo::new(move |_| {
        let from = ts.marks.with(|m| m.last);
        ts.snap.with(|s| {
            s.as_ref()
                .map(|s| MapMarks {
                    legal: s.prompt.actions.iter().filter_map(super::space_of).map(str::to_string).collect(),
                    recent: touched(&s.log, from),
                })
                .unwrap_or_default()
        })
    });
    let countries = data().countries.iter().map(|c| view! { <CountryBox c=c ts=ts pz=pz marks=marks /> }).collect_view();
    let superpowers = move || {
        let l = lang.get();
        [(Player::Us, US_BOX), (Player::Ussr, USSR_BOX)]
            .into_iter()
            .map(|(p, (x, y))| {
                let name = seat_text(l, p);
                let aria = name.clone();
                view! {
                    <g class=format!("superpower sp-{}", p.key()) transform=format!("translate({},{})", x - SP_W / 2.0, y - SP_H / 2.0)
                        data-country=p.key() aria-label=aria role="img">
                        <rect class="sp-shadow" x="1.5" y="2.5" width=SP_W height=SP_H rx="7" />
                        <rect class="sp-box" width=SP_W height=SP_H rx="7" />
                        <text x=SP_W / 2.0 y=SP_H / 2.0 + 6.5 text-anchor="middle">{name}</text>
                    </g>
                }
            })
            .collect_view()
    };

    view! {
        <div class="map-wrap" data-test="map">
            // The still part of the map (land and links) is a layer of its own: a move repaints only the
            // countries above it.
            <svg class="map-bg" viewBox=move || pz.view.get().attr() preserveAspectRatio="xMidYMid meet" aria-hidden="true">
                <path class="land" d=super::backdrop::LAND />
                {adjacency_layer()}
            </svg>
            <svg
                class="map"
                role="group"
                aria-label=move || t(lang.get(), "ts.map_label")
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
                <rect class="hit" x="-2000" y="-2000" width="5000" height="5000" />
                <RegionLabels ts=ts />
                {superpowers}
                <CivilWar ts=ts />
                <g class="countries">{countries}</g>
                <BadgeLayer ts=ts />
            </svg>
            <div class="map-controls" role="group" aria-label=move || t(lang.get(), "ts.map_controls")>
                <button class="btn btn-icon" data-test="zoom-in" on:click=move |_| pz.zoom_center(1.4)
                    aria-label=move || t(lang.get(), "ts.zoom_in") title=move || t(lang.get(), "ts.zoom_in")>"+"</button>
                <button class="btn btn-icon" data-test="zoom-out" on:click=move |_| pz.zoom_center(1.0 / 1.4)
                    aria-label=move || t(lang.get(), "ts.zoom_out") title=move || t(lang.get(), "ts.zoom_out")>"−"</button>
                <button class="btn btn-icon btn-fit" data-test="zoom-fit" on:click=move |_| pz.fit()
                    aria-label=move || t(lang.get(), "ts.fit") title=move || t(lang.get(), "ts.fit")>{move || t(lang.get(), "ts.fit")}</button>
            </div>
            <Legend lang=lang />
        </div>
    }
}

#[component]
fn Legend(lang: RwSignal<Lang>) -> impl IntoView {
    let row = |class: &'static str, key: &'static str| {
        view! { <li><span class=format!("lg-swatch {class}") aria-hidden="true"></span>{move || t(lang.get(), key)}</li> }
    };
    view! {
        <details class="legend" data-test="legend">
            <summary>{move || t(lang.get(), "ts.legend")}</summary>
            <ul class="legend-list">
                {row("lg-bg", "ts.lg.battleground")}
                {row("lg-stab", "ts.lg.stability")}
                {row("lg-inf", "ts.lg.influence")}
                {row("lg-ctl", "ts.lg.control")}
                {row("lg-legal", "ts.lg.legal")}
                {row("lg-recent", "ts.lg.recent")}
                {row("lg-closed", "ts.lg.closed")}
                {row("lg-link", "ts.lg.links")}
            </ul>
            <p class="hint">{move || t(lang.get(), "ts.lg.keys")}</p>
        </details>
    }
}

/// Region names with their scoring values (presence / domination / control), on free cells of the grid.
const REGION_LABELS: [(Region, f64, f64); 6] = [
    (Region::Europe, 280.0, 16.0),
    (Region::MiddleEast, 700.0, 380.0),
    (Region::Africa, 236.0, 530.0),
    (Region::Asia, 930.0, 262.0),
    (Region::CentralAmerica, 6.0, 98.0),
    (Region::SouthAmerica, 6.0, 286.0),
];

#[component]
fn RegionLabels(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    move || {
        let l = lang.get();
        let defcon = ts.with_view(|_, v| v.defcon).unwrap_or(5);
        REGION_LABELS
            .iter()
            .map(|&(region, x, y)| {
                let label = t(l, &format!("ts.region.{}", region.key()));
                let sc = data().scoring.iter().find(|s| s.region == region);
                let values = sc
                    .map(|s| {
                        let control = if s.control == 0 { t(l, "ts.win") } else { s.control.to_string() };
                        format!("{} · {} · {}", s.presence, s.domination, control)
                    })
                    .unwrap_or_default();
                let closed = region_closed(defcon, region);
                let anchor = if x > 900.0 { "middle" } else { "start" };
                view! {
                    <g class=format!("region-label region-{}", region.key()) class:closed=closed>
                        <text class="rl-name" x=x y=y text-anchor=anchor>{label}</text>
                        <text class="rl-values" x=x y=y + 10.0 text-anchor=anchor>
                            <title>{t(l, "ts.region_values")}</title>
                            {values}
                        </text>
                        {closed.then(|| view! { <text class="rl-closed" x=x y=y + 19.0 text-anchor=anchor>{t(l, "ts.closed_short")}</text> })}
                    </g>
                }
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
                let class = if o.region != c.region { "adj adj-cross" } else { "adj" };
                push(a, (o.map_x as f64, o.map_y as f64), class);
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

/// The Chinese Civil War space (TS CCW), while the war is unresolved.
#[component]
fn CivilWar(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    let look = Memo::new(move |_| {
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let n = super::view_of(s)?.civil_war?;
            Some((n, targets(s).contains_key("space:civil_war")))
        })
    });
    move || {
        let (n, legal) = look.get()?;
        let l = lang.get();
        let (x, y) = (CIVIL_WAR_BOX.0 - BW / 2.0, CIVIL_WAR_BOX.1 - BH / 2.0);
        let label = t(l, "ts.civil_war_label").replace("{0}", &n.to_string());
        let aria = label.clone();
        Some(view! {
            <g class="country civil-war" class:legal=legal transform=format!("translate({x},{y})") data-country="civil_war"
                role=if legal { "button" } else { "img" } tabindex=if legal { "0" } else { "-1" } aria-label=aria
                on:click=move |_| if legal { ts.choose("space:civil_war") }
                on:keydown=move |ev: leptos::ev::KeyboardEvent| if legal && (ev.key() == "Enter" || ev.key() == " ") { ev.prevent_default(); ts.choose("space:civil_war") }>
                <title>{label}</title>
                <rect class="c-box" width=BW height=BH rx="3" />
                <rect class="c-band" width=BW height="11.5" rx="3" />
                {
                    let name = t(l, "ts.civil_war");
                    let squeeze = (name_width(&name) > BW - 6.0).then(|| (BW - 6.0).to_string());
                    view! { <text class="c-name" x="3" y="8.7" textLength=squeeze lengthAdjust="spacingAndGlyphs">{name}</text> }
                }
                <text class="inf-n cw-n" x=BW / 2.0 y=BH - 4.5 text-anchor="middle">{format!("{n} / 3")}</text>
                {legal.then(|| view! { <rect class="c-ring" x="-2.5" y="-2.5" width=BW + 5.0 height=BH + 5.0 rx="5" /> })}
            </g>
        })
    }
}

/// The notes on the legal countries (a coup's or a realignment's odds, a doubled cost), drawn above
/// every country so no neighbour covers them: above each box's top right corner, clear of its name,
/// its stability and its influence. The pointer goes through them to the country.
#[component]
fn BadgeLayer(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    let badges = Memo::new(move |_| {
        let l = lang.get();
        ts.snap.with(|s| {
            let Some(s) = s.as_ref() else { return vec![] };
            let legal: BTreeSet<&str> = s.prompt.actions.iter().filter_map(super::space_of).collect();
            data()
                .countries
                .iter()
                .filter(|c| legal.contains(c.key.as_str()))
                .filter_map(|c| badge_for(l, s, c).map(|b| (c.key.clone(), c.map_x as f64 - BW / 2.0, c.map_y as f64 - BH / 2.0, b)))
                .collect::<Vec<_>>()
        })
    });
    view! {
        <g class="badges" aria-hidden="true">
            {move || badges.get().into_iter().map(|(key, x, y, b)| {
                let w = 6.0 + b.text.chars().count() as f64 * 5.0;
                view! {
                    <g class=format!("c-badge badge-{}", b.class) data-badge=key transform=format!("translate({},{})", x + BW - w + 3.0, y - 10.0)>
                        <rect width=w height="11" rx="5.5" />
                        <text x=w / 2.0 y="8.4" text-anchor="middle">{b.text}</text>
                    </g>
                }
            }).collect_view()}
        </g>
    }
}

/// What every country needs after a move, computed once for the whole map.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MapMarks {
    /// Countries an action targets now.
    legal: BTreeSet<String>,
    /// Countries the last move changed.
    recent: BTreeSet<String>,
}

#[component]
fn CountryBox(c: &'static Country, ts: Ts, pz: PanZoom, marks: Memo<MapMarks>) -> impl IntoView {
    let lang = ts.lang;
    let target = format!("space:{}", c.key);
    let look = Memo::new(move |_| {
        let (legal, recent) = marks.with(|m| (m.legal.contains(&c.key), m.recent.contains(&c.key)));
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let v = super::view_of(s)?;
            Some(Look {
                inf: v.influence.get(c.id as usize).copied().unwrap_or([0, 0]),
                control: v.control.get(c.id as usize).copied().flatten(),
                legal,
                badge: if legal { badge_for(lang.get(), s, c) } else { None },
                recent,
                closed: region_closed(v.defcon, c.region),
            })
        })
    });
    let region = c.region.key();
    let (x, y) = (c.map_x as f64 - BW / 2.0, c.map_y as f64 - BH / 2.0);
    let t_hover = target.clone();
    let t_focus = target.clone();
    let t_click = target.clone();
    let t_key = target.clone();
    let legal = move || look.with(|l| l.as_ref().is_some_and(|l| l.legal));
    let click = move |_| {
        if legal() && !pz.dragged.get_untracked() {
            ts.choose(&t_click);
        }
    };
    let key = move |ev: leptos::ev::KeyboardEvent| {
        if legal() && (ev.key() == "Enter" || ev.key() == " ") {
            ev.prevent_default();
            ts.choose(&t_key);
        }
    };
    let name = move || lang.with(|l| l.pick(&c.name_en, &c.name_ko).to_string());
    // Long names are set smaller (and the longest shortened) so they fit the band without distortion.
    let fit = Memo::new(move |_| name_fit(&name()));
    let label = move || {
        let l = lang.get();
        let lk = look.get();
        let mut s = format!("{}. {}.", name(), t(l, "ts.stability").replace("{0}", &c.stability.to_string()));
        if c.battleground {
            s.push_str(&format!(" {}.", t(l, "ts.battleground")));
        }
        if let Some(lk) = lk {
            s.push_str(&format!(" {} {}, {} {}.", t(l, "seat.ussr"), lk.inf[0], t(l, "seat.us"), lk.inf[1]));
            if let Some(p) = lk.control {
                s.push_str(&format!(" {}.", t(l, "ts.controlled").replace("{0}", &seat_text(l, p))));
            }
            if let Some(b) = lk.badge {
                s.push_str(&format!(" {}.", b.title));
            }
        }
        s
    };
    let cell = move |side: Player| {
        move || {
            let lk = look.get()?;
            let n = lk.inf[side.idx()];
            let controlled = lk.control == Some(side);
            let dx = if side == Player::Ussr { 2.0 } else { BW - 2.0 - CELL_W };
            let w = CELL_W;
            Some(view! {
                <g class=format!("inf inf-{}", side.key()) class:controlled=controlled class:empty={n == 0}>
                    <rect x=dx y="13.5" width=w height=BH - 16.0 rx="2.5" />
                    {(n > 0).then(|| view! {
                        <text class="inf-n" x=dx + w / 2.0 y=BH - 5.0 text-anchor="middle">{n.to_string()}</text>
                    })}
                </g>
            })
        }
    };
    let ctl = move |p: Player| look.with(|l| l.as_ref().is_some_and(|l| l.control == Some(p)));
    view! {
        <g
            class=format!("country region-{region}")
            class:ctl-ussr=move || ctl(Player::Ussr)
            class:ctl-us=move || ctl(Player::Us)
            class:bg=c.battleground
            class:legal=legal
            class:recent=move || look.with(|l| l.as_ref().is_some_and(|l| l.recent))
            class:closed=move || look.with(|l| l.as_ref().is_some_and(|l| l.closed))
            class:hovered=move || ts.hover.with(|h| h.as_deref() == Some(t_hover.as_str()))
            class:focused=move || ts.focus.with(|f| f.as_deref() == Some(t_focus.as_str()))
            transform=format!("translate({x},{y})")
            data-country=c.key.clone()
            data-ussr=move || look.with(|l| l.as_ref().map_or(0, |l| l.inf[0])).to_string()
            data-us=move || look.with(|l| l.as_ref().map_or(0, |l| l.inf[1])).to_string()
            role=move || if legal() { "button" } else { "img" }
            tabindex=move || if legal() { "0" } else { "-1" }
            aria-label=label
            on:click=click
            on:keydown=key
        >
            <title>{name}</title>
            <rect class="c-box" width=BW height=BH rx="3.5" />
            <rect class="c-band" width=BW height="11.5" rx="3" />
            <rect class="c-band-fix" y="8" width=BW height="3.5" />
            <text class="c-name" x="2.5" y="8.6" style=move || fit.with(|f| format!("font-size:{:.2}px", f.1))
                textLength=move || fit.with(|f| f.2.map(|w| w.to_string()))
                lengthAdjust="spacingAndGlyphs">{move || fit.with(|f| f.0.clone())}</text>
            {cell(Player::Ussr)}
            {cell(Player::Us)}
            // Stability, between the two influence boxes.
            <g class="c-stab">
                <rect x=BW / 2.0 - 4.75 y="16.4" width="9.5" height="10.2" rx="1.5" />
                <text x=BW / 2.0 y="24.4" text-anchor="middle">{c.stability.to_string()}</text>
            </g>
            <rect class="c-ctl" x="-1" y="-1" width=BW + 2.0 height=BH + 2.0 rx="4.5" />
            <rect class="c-recent" x="-4.5" y="-4.5" width=BW + 9.0 height=BH + 9.0 rx="7" />
            {move || legal().then(|| view! { <rect class="c-ring" x="-3" y="-3" width=BW + 6.0 height=BH + 6.0 rx="6" /> })}
        </g>
    }
}
