//! The component viewer page: both maps with any scenario's set-up, a search box, the details of a hex
//! or a unit, the units off the map, the legend, and the notice that all this is reconstructed. On a
//! phone the details are a bottom sheet over the map.

use engine::games::empire_of_the_sun::data::EotsData;
use leptos::prelude::*;

use crate::app::panzoom::PanZoom;
use crate::app::{t, Ctx};

use super::facts::Which;
use super::legend::Legend;
use super::map::{full_box, layers_of, HexMap, MapProps};
use super::notice::{AboutPanel, Notice, PackChooser};
use super::panel::{HexPanel, OffPanel, UnitPanel};
use super::search::Search;
use super::setup::SetupLayer;
use super::state::{Eots, Tab};

pub fn viewer(ctx: Ctx) -> AnyView {
    let e = Eots::new(ctx, engine::games::empire_of_the_sun::builtin());
    // The bundle's tables come without their notes (every hex's and counter's source in words): the
    // viewer draws at once and fetches them (src/whole_pack.rs), then shows the built-in pack with them.
    // If they cannot be had, it says so and keeps the kinds of source it has.
    let notes_failed = RwSignal::new(None::<String>);
    if crate::whole_pack::missing(engine::games::empire_of_the_sun::META.id) {
        leptos::task::spawn_local(async move {
            match crate::whole_pack::ensure(engine::games::empire_of_the_sun::META.id).await {
                Ok(()) if e.pack.get_untracked().is_empty() => e.data.set(engine::games::empire_of_the_sun::builtin()),
                Ok(()) => {}
                Err(m) => notes_failed.set(Some(m)),
            }
        });
    }
    let failed = move || {
        notes_failed.get().map(|m| view! { <p class="banner banner-warn" role="alert" data-test="viewer-notes-failed">{t(e.lang.get(), "viewer.notes_failed").replace("{0}", &m)}</p> })
    };
    view! { {failed} <ViewerPage e=e /> }.into_any()
}

/// One map with the scenario's set-up on it (rebuilt when the map or the pack changes).
#[component]
fn MapArea(e: Eots, which: Which, data: &'static EotsData) -> impl IntoView {
    let l = layers_of(data, which);
    let pz = PanZoom::new(full_box(l));
    let props = MapProps {
        data,
        which,
        lang: e.lang,
        pz,
        show_ids: e.show_ids.into(),
        selected: Signal::derive(move || e.hex.get()),
        on_hex: Callback::new(move |h| {
            e.fanned.set(None);
            e.pick_hex(h);
        }),
        focus: e.goto.into(),
    };
    view! {
        <HexMap props=props>
            <SetupLayer e=e l=l pz=pz />
        </HexMap>
    }
}

#[component]
fn Toolbar(e: Eots) -> impl IntoView {
    let l = e.lang;
    let map_button = move |which: Which, key: &'static str| {
        view! {
            <button class="seg" class:on=move || e.which.get() == which aria-pressed=move || (e.which.get() == which).to_string()
                data-test=format!("map-{}", which.key()) on:click=move |_| e.show_map(which)>{move || t(l.get(), key)}</button>
        }
    };
    let scenarios = move || {
        let d = e.data.get();
        let lang = l.get();
        d.scenarios
            .iter()
            .map(|s| {
                let label = format!("{} {}", s.section, lang.pick(&s.name_en, &s.name_ko));
                view! { <option value=s.key.clone()>{label}</option> }
            })
            .collect_view()
    };
    view! {
        <div class="eots-bar" data-test="eots-bar">
            <div class="lang-switch eots-maps" role="group" aria-label=move || t(l.get(), "eotsv.maps")>
                {map_button(Which::Main, "eotsv.map.main")}
                {map_button(Which::SouthPacific, "eotsv.map.sp")}
            </div>
            <label class="eots-field eots-scenario">
                <span>{move || t(l.get(), "eotsv.scenario")}</span>
                <select data-test="scenario" on:change=move |ev| e.show_scenario(&event_target_value(&ev)) prop:value=move || e.scenario.get()>
                    {scenarios}
                </select>
            </label>
            <Search e=e />
            <label class="check eots-check">
                <input type="checkbox" data-test="show-ids" prop:checked=move || e.show_ids.get() on:change=move |ev| e.show_ids.set(event_target_checked(&ev)) />
                <span>{move || t(l.get(), "eotsv.show_ids")}</span>
            </label>
            <label class="check eots-check">
                <input type="checkbox" data-test="show-units" prop:checked=move || e.show_units.get() on:change=move |ev| e.show_units.set(event_target_checked(&ev)) />
                <span>{move || t(l.get(), "eotsv.show_units")}</span>
            </label>
            <PackChooser e=e />
        </div>
    }
}

#[component]
fn SidePanel(e: Eots) -> impl IntoView {
    let l = e.lang;
    let tabs = Tab::ALL
        .into_iter()
        .map(|tab| {
            view! {
                <button class="tab" role="tab" class:on=move || e.tab.get() == tab aria-selected=move || (e.tab.get() == tab).to_string()
                    data-test=format!("tab-{}", tab.key()) on:click=move |_| e.open(tab)>{move || t(l.get(), tab.label())}</button>
            }
        })
        .collect_view();
    let body = move || match e.tab.get() {
        Tab::Hex => view! { <HexPanel e=e /> }.into_any(),
        Tab::Unit => view! { <UnitPanel e=e /> }.into_any(),
        Tab::Off => view! { <OffPanel e=e /> }.into_any(),
        Tab::About => view! { <AboutPanel e=e /> }.into_any(),
    };
    view! {
        <aside class="eots-side" aria-label=move || t(l.get(), "eotsv.panel") data-test="eots-side">
            <div class="side-tabs eots-tabs" role="tablist">
                {tabs}
                <button class="tab eots-sheet-close" aria-label=move || t(l.get(), "eotsv.close") title=move || t(l.get(), "eotsv.close")
                    data-test="sheet-close" on:click=move |_| e.sheet.set(false)>"▾"</button>
            </div>
            <div class="eots-tab-body" role="tabpanel">{body}</div>
        </aside>
    }
}

#[component]
fn ViewerPage(e: Eots) -> impl IntoView {
    // Escape closes an opened stack, then the phone's sheet.
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if ev.key() == "Escape" {
            if e.fanned.get_untracked().is_some() {
                e.fanned.set(None);
            } else {
                e.sheet.set(false);
            }
        }
    });
    on_cleanup(move || keys.remove());
    let map = move || {
        let which = e.which.get();
        let data = e.data.get();
        view! { <MapArea e=e which=which data=data /> }
    };
    view! {
        <div class="eots-viewer" class:sheet-open=move || e.sheet.get() data-test="eots-viewer">
            <Toolbar e=e />
            <Notice e=e />
            <div class="eots-body">
                <div class="eots-map-col">
                    {map}
                    <Legend lang=e.lang />
                </div>
                <SidePanel e=e />
            </div>
        </div>
    }
}
