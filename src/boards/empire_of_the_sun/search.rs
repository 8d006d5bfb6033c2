//! Finding a hex by its id or a place's name: the way to any of 1,450 hexes without the map (the
//! keyboard's way in). Choosing a result selects the hex and brings it into view, on whichever map
//! has it.

use engine::kit::hex::Hex;
use leptos::prelude::*;

use crate::app::t;

use super::facts::{search, Which};
use super::state::Eots;

/// Results shown at most.
const LIMIT: usize = 8;

/// Matches on the map shown, then on the other map.
fn results(e: Eots, q: &str) -> Vec<(Which, Hex)> {
    let d = e.data.get_untracked();
    let here = e.which.get_untracked();
    let other = if here == Which::Main { Which::SouthPacific } else { Which::Main };
    let mut v: Vec<(Which, Hex)> = search(here.map(d), q, LIMIT).into_iter().map(|h| (here, h)).collect();
    for h in search(other.map(d), q, LIMIT) {
        if v.len() < LIMIT && !v.iter().any(|(_, x)| *x == h) {
            v.push((other, h));
        }
    }
    v
}

fn choose(e: Eots, which: Which, h: Hex) {
    e.show_map(which);
    e.fanned.set(None);
    e.pick_hex(h);
    e.goto.set(Some(h));
}

#[component]
pub fn Search(e: Eots) -> impl IntoView {
    let query = RwSignal::new(String::new());
    let found = RwSignal::new(Vec::<(Which, Hex)>::new());
    let run = move |q: String| {
        found.set(if q.trim().is_empty() { vec![] } else { results(e, &q) });
        query.set(q);
    };
    let pick = move |which: Which, h: Hex| {
        choose(e, which, h);
        found.set(vec![]);
        query.set(String::new());
    };
    let key = move |ev: leptos::ev::KeyboardEvent| match ev.key().as_str() {
        "Enter" => {
            ev.prevent_default();
            if let Some((w, h)) = found.with_untracked(|f| f.first().copied()) {
                pick(w, h);
            }
        }
        "Escape" => {
            found.set(vec![]);
            query.set(String::new());
        }
        _ => {}
    };
    let list = move || {
        let l = e.lang.get();
        let d = e.data.get();
        let here = e.which.get();
        let q = query.get();
        if q.trim().is_empty() {
            return None;
        }
        let f = found.get();
        if f.is_empty() {
            return Some(view! { <p class="eots-search-none" role="status">{t(l, "eotsv.search_none")}</p> }.into_any());
        }
        Some(
            view! {
                <ul class="eots-search-list" role="listbox" aria-label=t(l, "eotsv.search")>
                    {f.into_iter().map(|(w, h)| {
                        let name = w.map(d).get(h).and_then(|x| x.name.clone());
                        let other = (w != here).then(|| t(l, "eotsv.search_other_map"));
                        view! {
                            <li role="option" aria-selected="false">
                                <button class="eots-search-hit" data-hex=h.id() on:click=move |_| pick(w, h)>
                                    <b>{h.id()}</b>{name.map(|n| format!(" · {n}"))}{other.map(|o| view! { <small>" ("{o}")"</small> })}
                                </button>
                            </li>
                        }
                    }).collect_view()}
                </ul>
            }
            .into_any(),
        )
    };
    view! {
        <div class="eots-search" role="search">
            <input type="search" class="eots-search-input" data-test="search" autocomplete="off" spellcheck="false"
                aria-label=move || t(e.lang.get(), "eotsv.search")
                placeholder=move || t(e.lang.get(), "eotsv.search_placeholder")
                prop:value=move || query.get()
                on:input=move |ev| run(event_target_value(&ev))
                on:keydown=key />
            {list}
        </div>
    }
}
