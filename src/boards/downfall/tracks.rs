//! The strip of tracks above the map: turn, weather, VP, Transport Points and the Strategic Warfare
//! displays; the initiative track (01–91 in its three weather periods, the event spaces, each faction's
//! marker and the weather marker); the Action Track's ten boxes with what each order costs the faction
//! now (printed cost + surcharge, DF 6 step 4); each faction's Planning box and Order Display; and who
//! acts and whom it may fight (DF 7.2: OKH only the Soviets, OKW only the West).

use engine::games::downfall::data::Faction;
use leptos::prelude::*;

use crate::app::t;

use super::board::{view_of, D};

const FACTIONS: [Faction; 4] = [Faction::West, Faction::Okh, Faction::Soviet, Faction::Okw];

/// The initiative track as an SVG strip: 91 spaces, the periods shaded, event spaces dotted, markers.
fn initiative_svg(v: &super::board::GameView) -> String {
    let cw = 6.0;
    let mut o = String::new();
    for sp in 1..=91u8 {
        let period = match sp {
            1..=30 => 1,
            31..=60 => 2,
            _ => 3,
        };
        let x = (sp as f64 - 1.0) * cw;
        o += &format!(r#"<rect class="df-it p{period}" x="{x:.1}" y="8" width="{cw}" height="10"/>"#);
        if let Some(f) = v.data.event_spaces.get(&sp) {
            o += &format!(r#"<circle class="df-it-event f-{}" cx="{:.1}" cy="13" r="1.6"/>"#, f.key(), x + cw / 2.0);
        }
        if sp % 10 == 1 || sp == 91 {
            o += &format!(r#"<text class="df-it-num" x="{:.1}" y="6" text-anchor="middle">{sp:02}</text>"#, x + cw / 2.0);
        }
    }
    let wx = (v.weather_space as f64 - 1.0) * cw + cw / 2.0;
    o += &format!(r#"<path class="df-it-weather" d="M{:.1} 18l3 5h-6z"/>"#, wx);
    for (i, (f, m)) in v.initiative.iter().enumerate() {
        let x = (m.space as f64 - 1.0) * cw + cw / 2.0;
        o += &format!(r#"<g class="df-it-marker f-{}"><rect x="{:.1}" y="25" width="7" height="7" rx="1"/></g>"#, f.key(), x - 3.5 + (i as f64 - 1.5) * 1.5);
    }
    o
}

#[component]
pub fn Tracks(d: D) -> impl IntoView {
    let lang = d.p.lang;
    move || {
        let l = lang.get();
        d.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let fname = |f: Faction| t(l, &format!("df.b.faction.{}", f.key()));
            let foe = match v.active {
                Faction::West | Faction::Okw => "df.b.fights.west_okw",
                Faction::Soviet | Faction::Okh => "df.b.fights.soviet_okh",
            };
            let head = view! {
                <div class="df-strip-head">
                    <span class=format!("df-active f-{}", v.active.key()) data-test="active-faction">{fname(v.active)}</span>
                    <span class="df-fights">{t(l, foe)}</span>
                </div>
            };
            let numbers = view! {
                <dl class="df-numbers" data-test="numbers">
                    <div><dt>{t(l, "df.b.turn")}</dt><dd data-test="turn">{v.turn}</dd></div>
                    <div><dt>{t(l, "df.b.weather")}</dt><dd class=format!("df-weather w-{}", v.weather)>{t(l, &format!("df.weather.{}", v.weather))}</dd></div>
                    <div><dt>{t(l, "df.b.vp")}</dt><dd title=t(l, "df.b.vp_help")>{format!("{:+}", v.vp)}</dd></div>
                    <div><dt>{t(l, "df.b.tp")}</dt><dd>{v.tp}</dd></div>
                    // DF 7.7.3, 2.4.2: the Western Armor Reserves and the Beachheads still in the force pool.
                    <div title=t(l, "df.b.war_help")><dt>{t(l, "df.b.war")}</dt><dd data-test="war">{v.war}</dd></div>
                    <div title=t(l, "df.b.beachheads_help")><dt>{t(l, "df.b.beachheads")}</dt><dd data-test="beachheads-pool">{v.beachheads}</dd></div>
                    {["malta", "atlantic", "bombing"].into_iter().enumerate().map(|(i, k)| view! {
                        <div><dt>{t(l, &format!("df.sw.{k}"))}</dt><dd>{if v.sw[i] == 0 { "—".to_string() } else { v.sw[i].to_string() }}</dd></div>
                    }).collect_view()}
                    <div><dt>{t(l, "df.b.cup")}</dt><dd>{v.cup}</dd></div>
                </dl>
            };
            let markers = v
                .initiative
                .iter()
                .map(|(f, m)| {
                    let lap = if m.lap > 0 { format!(" +{}", m.lap) } else { String::new() };
                    let ev = if m.pending_event { " ★" } else { "" };
                    view! { <span class=format!("df-chip f-{}", f.key()) title=t(l, "df.b.init_help")>{format!("{} {:02}{lap}{ev}", fname(*f), m.space)}</span> }
                })
                .collect_view();
            let init = view! {
                <div class="df-init" data-test="initiative">
                    <span class="df-strip-title">{t(l, "df.b.initiative")}</span>
                    <svg class="df-it-svg" viewBox="-2 0 550 34" preserveAspectRatio="xMinYMid meet" inner_html=initiative_svg(v)></svg>
                    <span class="df-init-markers">{markers}</span>
                </div>
            };
            // The Action Track: each box with its marker's sides and their price for their faction now.
            let boxes = (1..=v.action_track.len() as u8)
                .map(|b| {
                    let sides: Vec<_> = v.orders.iter().filter(|o| o.track_box == b).collect();
                    let empty = sides.is_empty();
                    let body = sides
                        .into_iter()
                        .map(|o| {
                            let cost = match o.cost {
                                Some(c) if o.surcharge > 0 => format!("{}+{}", c, o.surcharge),
                                Some(c) => c.to_string(),
                                None if o.surcharge > 0 => format!("HQ+{}", o.surcharge),
                                None => "HQ".to_string(),
                            };
                            view! {
                                <li class=format!("df-order f-{}", o.faction.key()) class:usable=o.usable title=t(l, "df.b.cost_help")>
                                    <span class="df-order-name">{t(l, &format!("df.order.{}", o.order))}</span>
                                    <b class="df-order-cost">{cost}</b>
                                </li>
                            }
                        })
                        .collect_view();
                    view! { <li class="df-box" class:empty=empty><span class="df-box-n">{b}</span><ul>{body}</ul></li> }
                })
                .collect_view();
            let action = view! {
                <div class="df-action-track" data-test="action-track">
                    <span class="df-strip-title" title=t(l, "df.b.cost_help")>{t(l, "df.b.action_track")}</span>
                    <ol class="df-boxes">{boxes}</ol>
                </div>
            };
            let displays = FACTIONS
                .iter()
                .map(|f| {
                    let shown: Vec<String> = v.displays.iter().find(|(x, _)| x == f).map(|(_, m)| m.clone()).unwrap_or_default();
                    let plan = v.planning.iter().find(|(x, _)| x == f).and_then(|(_, m)| m.clone());
                    view! {
                        <li class=format!("df-display f-{}", f.key())>
                            <b>{fname(*f)}</b>
                            <span>{format!("{}: {}", t(l, "df.b.display"), shown.len())}</span>
                            <span>{format!("{}: {}", t(l, "df.b.planning"), if plan.is_some() { t(l, "df.b.planned") } else { "—".to_string() })}</span>
                        </li>
                    }
                })
                .collect_view();
            Some(view! {
                <section class="df-strip" data-test="tracks">
                    {head}
                    {numbers}
                    {init}
                    {action}
                    <ul class="df-displays" data-test="displays">{displays}</ul>
                </section>
            })
        })
    }
}
