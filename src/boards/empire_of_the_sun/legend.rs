//! The map's legend: terrain, features, hexsides, borders, supply edges and how to read a counter,
//! each with a small drawing in the map's own styles.

use leptos::prelude::*;

use crate::app::t;
use crate::i18n::Lang;

use super::map::{AIRFIELD, ANCHOR, RESOURCE};

/// A small drawing, `-12..12 × -8..8` board units.
fn sw(body: AnyView) -> impl IntoView {
    view! { <svg class="lg-sw" viewBox="-12 -8 24 16" width="30" height="20" aria-hidden="true">{body}</svg> }
}

fn terrain(class: &'static str, pattern: Option<&'static str>) -> AnyView {
    view! {
        <rect class="eots-sea" x="-12" y="-8" width="24" height="16" />
        <path class=class d="M-12 -8H12V8H-12Z" />
        {pattern.map(|p| view! { <path class="eots-pat" d="M-12 -8H12V8H-12Z" fill=format!("url(#eots-p-{p})") /> })}
    }
    .into_any()
}

fn line(class: &'static str, d: &'static str) -> AnyView {
    view! { <rect class="eots-sea" x="-12" y="-8" width="24" height="16" /><path class=class d=d /> }.into_any()
}

fn item(lang: RwSignal<Lang>, drawing: AnyView, key: &'static str) -> impl IntoView {
    view! { <li>{sw(drawing)}<span>{move || t(lang.get(), key)}</span></li> }
}

fn counter_swatch(class: &'static str) -> AnyView {
    view! { <g class=format!("eots-counter {class}")><rect class="ct-bg" x="-8" y="-7" width="16" height="14" rx="2" /></g> }.into_any()
}

#[component]
pub fn Legend(lang: RwSignal<Lang>) -> impl IntoView {
    let head = move |key: &'static str| view! { <li class="lg-head">{move || t(lang.get(), key)}</li> };
    view! {
        <details class="legend eots-legend" data-test="legend">
            <summary>{move || t(lang.get(), "eotsv.legend")}</summary>
            <ul class="legend-list">
                {head("eotsv.lg.terrain")}
                {item(lang, terrain("eots-t-open", None), "eotsv.terrain.open")}
                {item(lang, terrain("eots-t-jungle", Some("jungle")), "eotsv.terrain.jungle")}
                {item(lang, terrain("eots-t-mixed", Some("mixed")), "eotsv.terrain.mixed")}
                {item(lang, terrain("eots-t-mountain", Some("mountain")), "eotsv.terrain.mountain")}
                {item(lang, view! { <rect class="eots-sea" x="-12" y="-8" width="24" height="16" /><g class="eots-atoll"><circle class="atoll-lagoon" r="5.5" /><circle class="atoll-reef" r="5.5" /></g> }.into_any(), "eotsv.terrain.atoll")}
                {item(lang, view! { <rect class="eots-sea" x="-12" y="-8" width="24" height="16" /> }.into_any(), "eotsv.lg.sea")}
                {item(lang, view! { <rect class="eots-sea" x="-12" y="-8" width="24" height="16" /><path class="eots-t-open" d="M-12 8V-2Q-4 -8 2 -1T12 -3V8Z" /><path class="eots-coast" d="M-12 -2Q-4 -8 2 -1T12 -3" /> }.into_any(), "eotsv.lg.coast")}
                {head("eotsv.lg.features")}
                {item(lang, view! { <g class="eots-f"><rect class="f-city" x="-3.1" y="-3.1" width="6.2" height="6.2" /></g> }.into_any(), "eotsv.city")}
                {item(lang, view! { <g class="eots-f"><rect class="f-city f-home" x="-3.1" y="-3.1" width="6.2" height="6.2" /></g> }.into_any(), "eotsv.lg.city_home")}
                {item(lang, view! { <g class="eots-f"><rect class="f-city f-china" x="-3.1" y="-3.1" width="6.2" height="6.2" /></g> }.into_any(), "eotsv.lg.city_china")}
                {item(lang, view! { <g class="eots-f"><path class="f-port" d=ANCHOR transform="scale(1.5)" /></g> }.into_any(), "eotsv.port")}
                {item(lang, view! { <g class="eots-f"><path class="f-air" d=AIRFIELD transform="scale(1.5)" /></g> }.into_any(), "eotsv.airfield")}
                {item(lang, view! { <g class="eots-f"><path class="f-res" d=RESOURCE transform="scale(1.5)" /></g> }.into_any(), "eotsv.resource")}
                {head("eotsv.lg.sides")}
                {item(lang, view! { <rect class="eots-t-open" x="-12" y="-8" width="24" height="16" /><g class="eots-route route-open"><path class="route-bed" d="M-11 0H11" /><path class="route-ties" d="M-11 0H11" /></g> }.into_any(), "eotsv.lg.route")}
                {item(lang, view! { <rect class="eots-t-open" x="-12" y="-8" width="24" height="16" /><g class="eots-route route-marker"><path class="route-bed" d="M-11 0H11" /><path class="route-ties" d="M-11 0H11" /><path class="route-no" d="M-2 -2l4 4m0-4l-4 4" /></g> }.into_any(), "eotsv.lg.route_marker")}
                {item(lang, view! { <rect class="eots-t-open" x="-12" y="-8" width="24" height="16" /><g class="eots-route route-event"><path class="route-bed" d="M-11 0H11" /><path class="route-ties" d="M-11 0H11" /></g> }.into_any(), "eotsv.lg.route_event")}
                {item(lang, line("eots-strait", "M0 -5V5"), "eotsv.lg.strait")}
                {item(lang, line("eots-nosea", "M-9 0H9"), "eotsv.lg.blocked")}
                {head("eotsv.lg.borders")}
                {item(lang, view! { <path class="eots-t-open" d="M-12 -8H12V8H-12Z" /><path class="eots-empire" d="M0 -8H12V8H0Z" /><path class="eots-border-empire" d="M0 -8V8" /> }.into_any(), "eotsv.lg.empire")}
                {item(lang, view! { <path class="eots-t-open" d="M-12 -8H12V8H-12Z" /><path class="eots-border-nation" d="M0 -8V8" /> }.into_any(), "eotsv.lg.nation")}
                {item(lang, view! { <path class="eots-t-open" d="M-12 -8H12V8H-12Z" /><path class="eots-border-region" d="M0 -8V8" /> }.into_any(), "eotsv.lg.region")}
                {item(lang, view! { <g class="eots-edge edge-allied"><rect x="-12" y="-3" width="24" height="5" rx="1.5" /></g> }.into_any(), "eotsv.lg.edge")}
                {head("eotsv.lg.counters")}
                {item(lang, counter_swatch("nat-jpa"), "eotsv.lg.jp_army")}
                {item(lang, counter_swatch("nat-jpn"), "eotsv.lg.jp_navy")}
                {item(lang, counter_swatch("nat-usa"), "eotsv.lg.us_army")}
                {item(lang, counter_swatch("nat-usn"), "eotsv.lg.us_navy")}
                {item(lang, view! { <g class="eots-counter nat-br"><rect class="ct-bg" x="-8" y="-7" width="16" height="14" rx="2" /><rect class="ct-band" x="-8" y="-7" width="4" height="14" /></g><g class="eots-counter nat-au"><rect class="ct-band" x="-4" y="-7" width="4" height="14" /></g><g class="eots-counter nat-nz"><rect class="ct-band" x="0" y="-7" width="4" height="14" /></g><g class="eots-counter nat-in"><rect class="ct-band" x="4" y="-7" width="4" height="14" /></g> }.into_any(), "eotsv.lg.cw")}
                {item(lang, counter_swatch("nat-nl"), "eotsv.lg.dutch")}
                {item(lang, counter_swatch("nat-cn"), "eotsv.lg.chinese")}
                {item(lang, counter_swatch("nat-jt"), "eotsv.lg.joint")}
                {item(lang, view! { <g class="eots-counter nat-usa reduced"><rect class="ct-bg" x="-8" y="-7" width="16" height="14" rx="2" /><rect class="ct-stripe" x="-8" y="1" width="16" height="4.5" /><path class="ct-corner" d="M4 -7H8V-3Z" /></g> }.into_any(), "eotsv.lg.reduced")}
                {item(lang, view! { <g class="eots-counter nat-jpa"><rect class="ct-bg" x="-8" y="-7" width="16" height="14" rx="2" /><circle class="ct-dot" cx="4.5" cy="-3" r="1.4" /></g> }.into_any(), "eotsv.lg.prewar")}
                {item(lang, view! { <g class="eots-stack"><g class="stack-n"><circle r="5.5" /><text y="2.2" text-anchor="middle">"6"</text></g></g> }.into_any(), "eotsv.lg.stack")}
                {item(lang, view! { <g class="eots-counter nat-usn"><rect class="ct-bg" x="-9" y="-7.5" width="18" height="15" rx="2" /><text class="ct-vals" y="4" text-anchor="middle" style="font-size:6px">"12-12"</text></g> }.into_any(), "eotsv.lg.values")}
                {item(lang, view! { <rect class="eots-t-open" x="-12" y="-8" width="24" height="16" /><path class="eots-hq-range" d="M-12 -8H12V8H-12Z" /> }.into_any(), "eotsv.lg.hq_range")}
            </ul>
            <p class="hint">{move || t(lang.get(), "eotsv.lg.keys")}</p>
        </details>
    }
}
