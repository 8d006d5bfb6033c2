//! A rule tag as a link to a short summary of the rule (issue 25, "Rule tags"), one component for every
//! board: the prompt's rule, the tags inside log lines and odds explanations, Empire of the Sun's notes.
//!
//! Tapping, clicking or Enter on a tag opens a small popover: the rule's number, its title and a summary
//! in the player's language, and "summary — the rulebook is the authority". Escape, the close button or a
//! tap outside closes it. The summaries are `rules/<game>.tsv` (crate::rules), fetched on first use and
//! kept for the page's life; a missing file or row says so ("No summary for EotS 9.2F yet").

use std::collections::HashMap;
use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::t;
use crate::i18n::Lang;
use crate::rules::{self, Seg, Table};

/// A game's rules file as loaded so far.
#[derive(Clone)]
enum Loaded {
    Loading,
    Ready(Arc<Table>),
    /// Not served, or not a rules file.
    Missing,
}

thread_local! {
    /// Every game's rules file, by game id: fetched once a page.
    static TABLES: RwSignal<HashMap<String, Loaded>> = RwSignal::new(HashMap::new());
}

fn tables() -> RwSignal<HashMap<String, Loaded>> {
    TABLES.with(|t| *t)
}

/// The text of `url`, if it is served.
async fn fetch_text(url: &str) -> Option<String> {
    use wasm_bindgen_futures::JsFuture;
    let response = JsFuture::from(web_sys::window()?.fetch_with_str(url)).await.ok()?;
    if !js_sys::Reflect::get(&response, &"ok".into()).ok()?.as_bool()? {
        return None;
    }
    let text: js_sys::Function = js_sys::Reflect::get(&response, &"text".into()).ok()?.dyn_into().ok()?;
    let promise: js_sys::Promise = text.call0(&response).ok()?.dyn_into().ok()?;
    JsFuture::from(promise).await.ok()?.as_string()
}

/// Starts loading `game`'s rules file unless it is loaded or loading.
fn load(game: &str) {
    let tables = tables();
    if tables.with_untracked(|t| t.contains_key(game)) {
        return;
    }
    tables.update(|t| {
        t.insert(game.to_string(), Loaded::Loading);
    });
    let game = game.to_string();
    leptos::task::spawn_local(async move {
        let loaded = match fetch_text(&rules::file(&game)).await.map(|text| Table::parse(&text)) {
            Some(Ok(table)) => Loaded::Ready(Arc::new(table)),
            _ => Loaded::Missing,
        };
        tables.update(|t| {
            t.insert(game, loaded);
        });
    });
}

/// Where the popover goes: fixed coordinates next to the tag, kept inside the viewport.
#[derive(Clone, Copy, PartialEq)]
struct Place {
    left: f64,
    width: f64,
    /// Below the tag (`top`) or above it (`bottom`, from the viewport's bottom edge).
    top: Option<f64>,
    bottom: Option<f64>,
    max_height: f64,
}

fn place_near(el: &web_sys::Element) -> Place {
    let window = web_sys::window();
    let num = |v: Option<wasm_bindgen::JsValue>| v.and_then(|v| v.as_f64()).unwrap_or(0.0);
    let vw = num(window.as_ref().and_then(|w| w.inner_width().ok()));
    let vh = num(window.as_ref().and_then(|w| w.inner_height().ok()));
    let r = el.get_bounding_client_rect();
    let margin = 8.0;
    let width = 340f64.min(vw - 2.0 * margin).max(160.0);
    let left = r.left().min(vw - width - margin).max(margin);
    let below = vh - r.bottom() - margin - 6.0;
    let above = r.top() - margin - 6.0;
    if below >= 180.0 || below >= above {
        Place { left, width, top: Some(r.bottom() + 6.0), bottom: None, max_height: below.max(120.0) }
    } else {
        Place { left, width, top: None, bottom: Some(vh - r.top() + 6.0), max_height: above.max(120.0) }
    }
}

/// How a rule is named in the popover's heading: Twilight Struggle's chapters by name ("Operations 1-1"),
/// the other games by their prefix and number ("EotS 9.2F").
fn rule_name(lang: Lang, game: &str, rule: &str) -> String {
    let tag = format!("{} {rule}", rules::prefix(game).unwrap_or(""));
    engine::games::registry().get(game).map(|e| e.rule_ref(lang, &tag)).ok().filter(|r| !r.is_empty() && *r != rule).unwrap_or(tag)
}

/// A rule tag that opens its summary. `label` is what the tag shows (the rulebook reference in the
/// player's language, or the text as it stands inside a message); `tag` the engine's tag (`EotS 9.2F`).
#[component]
pub fn RuleTag(lang: Lang, #[prop(into)] game: String, #[prop(into)] tag: String, #[prop(into)] label: String, #[prop(optional)] inline: bool) -> impl IntoView {
    let open: RwSignal<Option<Place>> = RwSignal::new(None);
    let button = NodeRef::<leptos::html::Button>::new();
    let popover = NodeRef::<leptos::html::Div>::new();
    // The Escape key's listener while the popover is open.
    let escape = StoredValue::new_local(None::<wasm_bindgen::closure::Closure<dyn Fn(web_sys::KeyboardEvent)>>);
    let rules_named = rules::rules_of(&game, &tag);
    let game2 = game.clone();
    let toggle = move || {
        if open.get_untracked().is_some() {
            open.set(None);
            return;
        }
        load(&game2);
        if let Some(b) = button.get_untracked() {
            open.set(Some(place_near(&b)));
        }
    };
    let close = move || {
        open.set(None);
        if let Some(b) = button.get_untracked() {
            let _ = b.focus();
        }
    };
    // Focus the popover once it is shown, so Escape and the screen reader land in it.
    Effect::new(move |_| {
        if let Some(p) = popover.get() {
            let _ = p.focus();
        }
    });
    let title = {
        let tag = tag.clone();
        t(lang, "rules.open").replace("{0}", &tag)
    };
    let body = move || {
        let l = lang;
        let ko = l == Lang::Ko;
        let loaded = tables().with(|t| t.get(&game).cloned()).unwrap_or(Loaded::Loading);
        rules_named
            .iter()
            .map(|rule| {
                let name = rule_name(l, &game, rule);
                let full = format!("{} {rule}", rules::prefix(&game).unwrap_or(""));
                match &loaded {
                    Loaded::Loading => view! { <p class="rule-pop-missing">{t(l, "rules.loading")}</p> }.into_any(),
                    Loaded::Ready(table) => match table.get(rule) {
                        Some(row) => {
                            let (title, summary) = row.text(ko);
                            view! {
                                <section class="rule-pop-rule" data-test="rule-summary" data-rule=rule.clone()>
                                    <h3><span class="rule-pop-num">{name}</span>" "{title.to_string()}</h3>
                                    <p>{summary.to_string()}</p>
                                </section>
                            }
                            .into_any()
                        }
                        None => view! { <p class="rule-pop-missing" data-test="rule-missing">{t(l, "rules.missing").replace("{0}", &full)}</p> }.into_any(),
                    },
                    Loaded::Missing => view! { <p class="rule-pop-missing" data-test="rule-missing">{t(l, "rules.missing").replace("{0}", &full)}</p> }.into_any(),
                }
            })
            .collect_view()
    };
    let body = StoredValue::new_local(body);
    let style = move || {
        open.get().map(|p| {
            let v = |x: Option<f64>| x.map(|x| format!("{x:.0}px")).unwrap_or_else(|| "auto".into());
            format!("left:{:.0}px;width:{:.0}px;top:{};bottom:{};max-height:{:.0}px", p.left, p.width, v(p.top), v(p.bottom), p.max_height)
        })
    };
    view! {
        <button type="button" class="rule rule-link" class:rule-inline=inline data-test="rule" data-rule=tag.clone() node_ref=button
            aria-haspopup="dialog" aria-expanded=move || open.get().is_some().to_string() title=title
            on:click=move |ev| { ev.stop_propagation(); toggle() }>
            {label}
        </button>
        {move || open.get().is_some().then(|| {
            // Escape closes the popover and nothing else: a listener on the window's capture phase runs
            // before the board's own keys (which would also clear the pointed target) and stops the event.
            let on_key = wasm_bindgen::closure::Closure::<dyn Fn(web_sys::KeyboardEvent)>::new(move |ev: web_sys::KeyboardEvent| {
                if ev.key() == "Escape" {
                    ev.stop_propagation();
                    ev.prevent_default();
                    // After this handler returns: closing drops the handler.
                    leptos::task::spawn_local(async move { close() });
                }
            });
            if let Some(w) = web_sys::window() {
                let _ = w.add_event_listener_with_callback_and_bool("keydown", on_key.as_ref().unchecked_ref(), true);
            }
            escape.set_value(Some(on_key));
            on_cleanup(move || {
                if let Some(on_key) = escape.try_update_value(|k| k.take()).flatten() {
                    if let Some(w) = web_sys::window() {
                        let _ = w.remove_event_listener_with_callback_and_bool("keydown", on_key.as_ref().unchecked_ref(), true);
                    }
                }
            });
            view! {
                <leptos::portal::Portal>
                    <div class="rule-pop-backdrop" data-test="rule-backdrop" on:click=move |_| open.set(None)></div>
                    <div class="rule-pop" role="dialog" aria-modal="false" aria-label=t(lang, "rules.heading")
                        tabindex="-1" data-test="rule-popover" node_ref=popover style=style>
                        <div class="rule-pop-body">{move || body.with_value(|b| b())}</div>
                        <p class="rule-pop-note">{t(lang, "rules.note")}</p>
                        <button type="button" class="rule-pop-close" aria-label=t(lang, "app.dismiss") on:click=move |_| close()>"×"</button>
                    </div>
                </leptos::portal::Portal>
            }
        })}
    }
}

/// A message's text with the rule tags inside it as links (`… (9.2F6).`, `(KUT 12.2)`).
pub fn linked_text(lang: Lang, game: &str, text: String) -> AnyView {
    let segs = rules::linkify(game, &text);
    if !segs.iter().any(|s| matches!(s, Seg::Tag { .. })) {
        return text.into_any();
    }
    segs.into_iter()
        .map(|s| match s {
            Seg::Text(x) => x.to_string().into_any(),
            Seg::Tag { tag, shown } => view! { <RuleTag lang=lang game=game.to_string() tag=tag label=shown.to_string() inline=true /> }.into_any(),
        })
        .collect_view()
        .into_any()
}
