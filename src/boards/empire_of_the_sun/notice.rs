//! The notice that the map and counters are reconstructed (how much, counted from the pack shown), the
//! way an owner loads a corrected pack, and the choice of an imported pack to look at instead of the
//! built-in one.

use std::cell::RefCell;

use engine::games::empire_of_the_sun::data::EotsData;
use engine::packs::ImportedPack;
use leptos::prelude::*;

use crate::app::t;

use super::facts::{pack_counts, Counts, Which};
use super::state::{Eots, Tab};
use super::text::fill;

pub const GAME: &str = "empire-of-the-sun";

/// The imported packs of this game stored in the browser.
pub fn stored_packs() -> Vec<ImportedPack> {
    crate::app::packs::stored().into_iter().filter(|p| p.game == GAME).collect()
}

thread_local! {
    /// Imported packs already read, by content hash (kept for the page's life; there are few).
    static READ: RefCell<Vec<(String, &'static EotsData)>> = const { RefCell::new(vec![]) };
}

fn hash_of(p: &ImportedPack) -> String {
    engine::kit::pack_hash::pack_hash(p.files.iter().map(|(n, t)| (n.as_str(), t.as_str())))
}

/// An imported pack, read and checked by the engine (`None` if it no longer reads).
pub fn read_pack(p: &ImportedPack) -> Option<&'static EotsData> {
    let hash = hash_of(p);
    if let Some(d) = READ.with(|r| r.borrow().iter().find(|(h, _)| *h == hash).map(|(_, d)| *d)) {
        return Some(d);
    }
    let files: Vec<(&str, &str)> = p.files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let d: &'static EotsData = Box::leak(Box::new(engine::games::empire_of_the_sun::data::parse(&files).ok()?));
    READ.with(|r| r.borrow_mut().push((hash, d)));
    Some(d)
}

/// Shows the pack named `name` ("" = built-in); false if it no longer reads.
pub fn show_pack(e: Eots, name: &str) -> bool {
    let data = if name.is_empty() {
        engine::games::empire_of_the_sun::builtin()
    } else {
        match stored_packs().iter().find(|p| p.name == name).and_then(read_pack) {
            Some(d) => d,
            None => return false,
        }
    };
    // Keep what is chosen where the new pack still has it.
    if e.scenario.with_untracked(|k| data.scenario(k).is_none()) {
        let which = e.which.get_untracked();
        if let Some(s) = data.scenarios.iter().find(|s| Which::of(&s.map) == which).or(data.scenarios.first()) {
            e.scenario.set(s.key.clone());
        }
    }
    if e.unit.with_untracked(|u| u.as_deref().is_some_and(|k| data.unit(k).is_none())) {
        e.unit.set(None);
    }
    e.fanned.set(None);
    e.pack.set(name.to_string());
    e.data.set(data);
    true
}

/// The owner's way to a corrected pack: the home page's data pack box.
pub fn to_packs(e: Eots) {
    e.ctx.show_packs(GAME);
    e.ctx.go_home(true);
}

/// The strip above the map.
#[component]
pub fn Notice(e: Eots) -> impl IntoView {
    let counts = Memo::new(move |_| pack_counts(e.data.get()));
    let strip = move || {
        let l = e.lang.get();
        let c = counts.get();
        let (h, u) = (c.hexes, c.units);
        let mut line = fill(
            l,
            "eotsv.notice_strip",
            &[&h.seed.to_string(), &h.total().to_string(), &h.geography.to_string(), &h.reconstructed.to_string(), &u.seed.to_string(), &u.public.to_string(), &u.reconstructed.to_string(), &c.cards.seed.to_string(), &c.cards.reconstructed.to_string()],
        );
        // An owner's pack: what it corrected, apart from Sandtable's reconstruction.
        let owner_hexes = h.owner + c.sp_hexes.owner + c.hexsides.owner;
        if owner_hexes + u.owner > 0 {
            line.push(' ');
            line.push_str(&fill(l, "eotsv.notice_strip_owner", &[&owner_hexes.to_string(), &u.owner.to_string()]));
        }
        line
    };
    view! {
        <div class="eots-notice" role="note" data-test="notice">
            <button class="eots-notice-badge" data-test="notice-badge" on:click=move |_| e.open(Tab::About)
                aria-label=move || t(e.lang.get(), "eotsv.details") title=move || t(e.lang.get(), "eotsv.details")>"!"</button>
            <p class="eots-notice-text">
                <strong>{move || t(e.lang.get(), "eotsv.notice_title")}</strong>
                " "<span class="eots-notice-counts">{strip}</span>
            </p>
            <div class="eots-notice-actions">
                <button class="btn btn-small btn-ghost" data-test="notice-details" on:click=move |_| e.open(Tab::About)>{move || t(e.lang.get(), "eotsv.details")}</button>
                <button class="btn btn-small" data-test="pack-button" on:click=move |_| to_packs(e)>{move || t(e.lang.get(), "eotsv.load_pack")}</button>
            </div>
        </div>
    }
}

fn counts_line(l: crate::i18n::Lang, key: &str, c: Counts) -> String {
    fill(l, key, &[&c.total().to_string(), &c.seed.to_string(), &c.geography.to_string(), &c.reconstructed.to_string(), &c.owner.to_string()])
}

/// The About tab: the counts in full, the pack shown, and the owner's way to a corrected pack.
#[component]
pub fn AboutPanel(e: Eots) -> impl IntoView {
    move || {
        let l = e.lang.get();
        let d = e.data.get();
        let c = pack_counts(d);
        let u = c.units;
        let units = fill(l, "eotsv.notice_units", &[&u.total().to_string(), &u.seed.to_string(), &u.public.to_string(), &u.reconstructed.to_string(), &u.owner.to_string()]);
        let k = c.cards;
        let named = k.seed.saturating_sub(c.card_faces);
        let cards = fill(l, "eotsv.notice_cards", &[&k.total().to_string(), &c.card_faces.to_string(), &named.to_string(), &(k.reconstructed + k.public).to_string(), &k.owner.to_string()]);
        let name = e.pack.get();
        let shown = if name.is_empty() {
            let hash = engine::games::empire_of_the_sun::data::BUILTIN_HASH;
            fill(l, "eotsv.pack_in_use", &[&t(l, "eotsv.pack_builtin"), hash])
        } else {
            let hash = stored_packs().iter().find(|p| p.name == name).map(hash_of).unwrap_or_default();
            fill(l, "eotsv.pack_in_use", &[&name, &hash])
        };
        view! {
            <article class="eots-about" data-test="about-panel">
                <h3>{t(l, "eotsv.notice_title")}</h3>
                <p>{t(l, "eotsv.notice_short")}</p>
                <ul class="eots-counts" data-test="counts">
                    <li>{counts_line(l, "eotsv.notice_hexes", c.hexes)}</li>
                    <li>{counts_line(l, "eotsv.notice_sp", c.sp_hexes)}</li>
                    <li>{counts_line(l, "eotsv.notice_sides", c.hexsides)}</li>
                    <li>{units}</li>
                    <li data-test="card-counts">{cards}</li>
                </ul>
                <p class="hint">{shown}</p>
                <p>{t(l, "eotsv.notice_owner")}</p>
                <p><button class="btn btn-small" data-test="pack-button-about" on:click=move |_| to_packs(e)>{t(l, "eotsv.load_pack")}</button></p>
                <h4>{t(l, "eotsv.about_map")}</h4>
                <p class="hint">{t(l, "eotsv.about_map_text")}</p>
            </article>
        }
    }
}

/// The pack chooser (only when the player has imported packs of this game).
#[component]
pub fn PackChooser(e: Eots) -> impl IntoView {
    let packs: Vec<String> = stored_packs().into_iter().map(|p| p.name).collect();
    let error = RwSignal::new(None::<String>);
    (!packs.is_empty()).then(move || {
        let change = move |ev: leptos::ev::Event| {
            let name = event_target_value(&ev);
            if show_pack(e, &name) {
                error.set(None);
            } else {
                error.set(Some(fill(e.lang.get_untracked(), "eotsv.pack_bad", &[&name])));
                show_pack(e, "");
            }
        };
        view! {
            <label class="eots-field">
                <span>{move || t(e.lang.get(), "eotsv.pack")}</span>
                <select data-test="pack-select" on:change=change prop:value=move || e.pack.get()>
                    <option value="">{move || t(e.lang.get(), "eotsv.pack_builtin")}</option>
                    {packs.iter().map(|n| view! { <option value=n.clone()>{n.clone()}</option> }).collect_view()}
                </select>
            </label>
            {move || error.get().map(|m| view! { <span class="eots-error" role="alert">{m}</span> })}
        }
    })
}
