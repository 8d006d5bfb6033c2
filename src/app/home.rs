//! The home page: the five games, a new game, saved games, links and files.

use std::collections::BTreeMap;

use engine::GameMeta;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::msg::{self, GameNames};
use super::{dom, store, t, Ctx, LangSwitch};
use crate::i18n::Lang;
use crate::saves::{self, SaveKind};

#[component]
pub fn Home(ctx: Ctx) -> impl IntoView {
    view! {
        <div class="home">
            <header class="home-head">
                <div class="brand">
                    <Logo />
                    <div>
                        <h1>"Sandtable"</h1>
                        <p class="tagline">{move || t(ctx.lang.get(), "app.tagline")}</p>
                    </div>
                </div>
                <LangSwitch ctx=ctx />
            </header>
            <NoticeBox ctx=ctx />
            <main class="home-main">
                <section class="games" aria-labelledby="games-h">
                    <h2 id="games-h">{move || t(ctx.lang.get(), "home.games")}</h2>
                    <ul class="game-list" data-test="game-list">
                        {engine::games::registry().all().into_iter().map(|m| view! { <GameCard ctx=ctx meta=m /> }).collect_view()}
                    </ul>
                </section>
                <div class="home-side">
                    <SavedGames ctx=ctx />
                    <OpenBox ctx=ctx />
                    <section class="about">
                        <h2>{move || t(ctx.lang.get(), "home.about")}</h2>
                        <p>{move || t(ctx.lang.get(), "home.about_text")}</p>
                    </section>
                </div>
            </main>
        </div>
    }
}

#[component]
pub fn Logo() -> impl IntoView {
    view! {
        <svg class="logo" viewBox="0 0 64 64" aria-hidden="true">
            <rect x="2" y="2" width="60" height="60" rx="10" fill="#1d2a3a" stroke="#c9a24a" stroke-width="3" />
            <path d="M12 44 L24 30 L32 38 L44 20 L52 28" fill="none" stroke="#c9a24a" stroke-width="4" stroke-linejoin="round" stroke-linecap="round" />
            <circle cx="44" cy="20" r="4" fill="#d94a3d" />
            <rect x="12" y="48" width="40" height="4" rx="2" fill="#5b8fd6" />
        </svg>
    }
}

/// Success or error messages from opening links, files and saves.
#[component]
pub fn NoticeBox(ctx: Ctx) -> impl IntoView {
    move || {
        let lang = ctx.lang.get();
        ctx.notice.get().map(|n| {
            let class = if n.error { "banner banner-error" } else { "banner banner-ok" };
            view! {
                <div class=class role=if n.error { "alert" } else { "status" } data-test="notice">
                    <div class="banner-text">
                        <strong>{t(lang, n.title_key)}</strong>
                        {(!n.detail.is_empty()).then(|| view! { <span class="detail">{n.detail.clone()}</span> })}
                        {n.saves_safe.then(|| view! { <span class="detail">{t(lang, "home.saves_safe")}</span> })}
                    </div>
                    <button class="btn btn-ghost" on:click=move |_| ctx.notice.set(None)>{t(lang, "app.dismiss")}</button>
                </div>
            }
        })
    }
}

#[component]
fn GameCard(ctx: Ctx, meta: &'static GameMeta) -> impl IntoView {
    let lang = ctx.lang;
    let seats = move || {
        let l = lang.get();
        let names: Vec<String> = (0..meta.seats.len()).map(|i| crate::i18n::seat_name(l, meta.seats, i as u8)).collect();
        t(l, "home.seats").replace("{0}", &names.join(" · "))
    };
    view! {
        <li class="game-card" class:playable=meta.playable data-game=meta.id>
            <div class="game-card-head">
                <h3>{move || lang.get().pick(meta.name_en, meta.name_ko).to_string()}</h3>
                {if meta.playable {
                    view! { <span class="badge badge-ok" data-test="playable">{move || t(lang.get(), "home.playable")}</span> }.into_any()
                } else {
                    view! { <span class="badge badge-muted" data-test="not-playable">{move || t(lang.get(), "home.not_playable")}</span> }.into_any()
                }}
            </div>
            <p class="blurb">{move || lang.get().pick(meta.blurb_en, meta.blurb_ko).to_string()}</p>
            <p class="seats">{seats}</p>
            {meta.playable.then(|| view! { <NewGameForm ctx=ctx meta=meta /> })}
            {meta.viewer.then(|| view! {
                <div class="row-actions">
                    <button class="btn" data-test="view-components" on:click=move |_| ctx.view_components(meta.id)>
                        {move || t(lang.get(), "home.view_components")}
                    </button>
                </div>
            })}
            <PackBox ctx=ctx meta=meta />
        </li>
    }
}

#[component]
fn NewGameForm(ctx: Ctx, meta: &'static GameMeta) -> impl IntoView {
    let lang = ctx.lang;
    let scenario = RwSignal::new(meta.scenarios.first().map(|s| s.id.to_string()).unwrap_or_default());
    let options = RwSignal::new(
        meta.options.iter().map(|o| (o.key.to_string(), o.values[0].to_string())).collect::<BTreeMap<String, String>>(),
    );
    let seed = RwSignal::new(String::new());
    // The data pack: the built-in one (empty) or an imported one by name.
    let pack = RwSignal::new(String::new());
    // The published scenarios the chosen pack unlocks (an owner's pack that carries them, NATO 5.1).
    let unlocked = Memo::new(move |_| {
        let name = pack.get();
        if name.is_empty() || engine::games::catalog::locked_scenarios(meta.id).is_empty() {
            return vec![];
        }
        let stored = super::packs::stored().into_iter().find(|p| p.game == meta.id && p.name == name);
        match (stored, engine::games::registry().get(meta.id)) {
            (Some(p), Ok(e)) => e.unlocked_scenarios(&p),
            _ => vec![],
        }
    });
    // Back to Sandtable's pack: a published scenario chosen with the owner's is no longer on offer.
    Effect::new(move |_| {
        let locked = engine::games::catalog::locked_scenarios(meta.id);
        let sc = scenario.get();
        if locked.iter().any(|s| s.id == sc) && !unlocked.with(|u| u.iter().any(|x| *x == sc)) {
            scenario.set(meta.scenarios.first().map(|s| s.id.to_string()).unwrap_or_default());
        }
    });
    // Who plays each player's roles (crate::table): "person" at this device, or the computer's level.
    let players = RwSignal::new(BTreeMap::<usize, String>::new());
    let roles = Memo::new(move |_| {
        let header = engine::Header { game: meta.id.into(), scenario: scenario.get(), options: options.get(), ..Default::default() };
        engine::games::registry().get(meta.id).map(|e| e.roles(&header)).unwrap_or_else(|_| engine::games::catalog::roles(meta.id, &header.options))
    });
    let any_computer = move || players.with(|p| p.values().any(|v| v != "person"));
    let error = RwSignal::new(None::<String>);
    let start = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let l = lang.get_untracked();
        let seed = match saves::parse_seed(&seed.get_untracked()) {
            Ok(Some(n)) => n,
            Ok(None) => dom::random_u32() as u64,
            Err(saves::BadSeed) => return error.set(Some(t(l, "home.seed_bad"))),
        };
        let sc = scenario.get_untracked();
        let chosen = pack.get_untracked();
        let computer = computer_of(&roles.get_untracked(), &players.get_untracked());
        let result = engine::games::registry()
            .header(meta.id, (!sc.is_empty()).then_some(sc.as_str()), seed)
            .map_err(|e| e.to_string())
            .and_then(|mut h| {
                // Only the options the chosen scenario takes (the form hides the others).
                let applies = |k: &String| meta.options.iter().any(|o| o.key == k && o.applies_to(&h.scenario));
                h.options = options.get_untracked().into_iter().filter(|(k, _)| applies(k)).collect();
                ctx.new_game(h, (!chosen.is_empty()).then_some(chosen), computer)
            });
        if let Err(e) = result {
            error.set(Some(e));
        }
    };
    let form_id = format!("new-{}", meta.id);
    view! {
        <form class="new-game" on:submit=start data-test="new-game">
            <h4>{move || t(lang.get(), "home.new_game")}</h4>
            {(meta.scenarios.len() > 1).then(|| view! {
                <label class="field">
                    <span>{move || t(lang.get(), "home.scenario")}</span>
                    <select on:change=move |ev| scenario.set(event_target_value(&ev)) prop:value=move || scenario.get() data-test="scenario-choice">
                        {meta.scenarios.iter().map(|s| view! {
                            <option value=s.id>{move || lang.get().pick(s.name_en, s.name_ko).to_string()}</option>
                        }).collect_view()}
                        // Published scenarios: listed, and offered once the chosen pack (an owner's) has them.
                        {engine::games::catalog::locked_scenarios(meta.id).iter().map(|s| {
                            let open = move || unlocked.with(|u| u.contains(&s.id));
                            view! {
                                <option value=s.id disabled=move || !open() data-test="locked-scenario" data-unlocked=move || open().to_string()>
                                    {move || format!("{} — {}", lang.get().pick(s.name_en, s.name_ko), t(lang.get(), if open() { "home.from_owner_pack" } else { "home.needs_owner_pack" }))}
                                </option>
                            }
                        }).collect_view()}
                    </select>
                </label>
            })}
            {(meta.scenarios.len() == 1).then(|| view! {
                <p class="field-static"><span>{move || t(lang.get(), "home.scenario")}</span>
                <b>{move || lang.get().pick(meta.scenarios[0].name_en, meta.scenarios[0].name_ko).to_string()}</b></p>
            })}
            // The side auction (KUT 2.34) stands for the options `bid` and `bid_sp`.
            {super::auction::has_auction(meta).then(|| view! {
                <super::auction::AuctionForm lang=lang meta=meta bidders=Signal::derive(move || roles.with(|r| r.players.len())) options_out=options />
            })}
            {meta.options.iter().filter(|o| !(super::auction::has_auction(meta) && matches!(o.key, "bid" | "bid_sp"))).map(|o| {
                let key = o.key.to_string();
                let is_switch = o.values == ["off", "on"];
                // An option that applies to some scenarios only is shown for those (17.10.7's VP schedule).
                let off = move || !o.applies_to(&scenario.get());
                if is_switch {
                    let k2 = key.clone();
                    view! {
                        <label class="check" class:hidden=off>
                            <input type="checkbox" name=o.key
                                prop:checked=move || options.with(|m| m.get(&key).map(|v| v == "on").unwrap_or(false))
                                on:change=move |ev| {
                                    let on = event_target_checked(&ev);
                                    options.update(|m| { m.insert(k2.clone(), if on { "on" } else { "off" }.into()); });
                                } />
                            <span>{move || lang.get().pick(o.name_en, o.name_ko).to_string()}</span>
                        </label>
                    }.into_any()
                } else {
                    view! {
                        <label class="field" class:hidden=off>
                            <span>{move || lang.get().pick(o.name_en, o.name_ko).to_string()}</span>
                            <select name=o.key on:change=move |ev| {
                                let v = event_target_value(&ev);
                                options.update(|m| { m.insert(key.clone(), v); });
                            }>
                                // A value's words when the game has them (`option.kutuzov.players.split`), else the value.
                                {o.values.iter().map(|v| {
                                    let key = format!("option.{}.{}.{}", meta.id, o.key, v);
                                    view! { <option value=*v>{move || crate::i18n::lookup(lang.get(), &key).unwrap_or(v).to_string()}</option> }
                                }).collect_view()}
                            </select>
                        </label>
                    }.into_any()
                }
            }).collect_view()}
            {move || {
                ctx.saves_rev.track();
                let packs: Vec<String> = super::packs::stored().into_iter().filter(|p| p.game == meta.id).map(|p| p.name).collect();
                (!packs.is_empty()).then(|| view! {
                    <label class="field">
                        <span>{move || t(lang.get(), "pack.for_game")}</span>
                        <select data-test="pack-choice" on:change=move |ev| pack.set(event_target_value(&ev))>
                            <option value="">{move || t(lang.get(), "pack.builtin")}</option>
                            {packs.into_iter().map(|n| view! { <option value=n.clone()>{n.clone()}</option> }).collect_view()}
                        </select>
                    </label>
                })
            }}
            // A person or the computer (and how strongly) for every player at the table.
            {meta.computer.then(|| view! {
                <fieldset class="players" data-test="players">
                    <legend>{move || t(lang.get(), "home.players")}</legend>
                    {move || roles.get().players.into_iter().enumerate().map(|(i, held)| {
                        let first = held.first().copied().unwrap_or(0);
                        let name = move || {
                            let l = lang.get();
                            let name = held.iter().map(|&r| crate::i18n::seat_name(l, meta.seats, r)).collect::<Vec<_>>().join(" · ");
                            // A role two people share at the table (NATO 35.8: North and South, one team).
                            let team = options.with(|o| held.iter().any(|&r| !engine::games::catalog::partners(meta.id, o, r).is_empty()));
                            if team { t(l, "home.team_of_two").replace("{0}", &name) } else { name }
                        };
                        let chosen = move || players.with(|p| p.get(&i).cloned().unwrap_or_else(|| "person".into()));
                        view! {
                            <label class="field">
                                <span>{name}</span>
                                <select data-test=format!("player-{}", meta.seats.get(first as usize).copied().unwrap_or(""))
                                    on:change=move |ev| { let v = event_target_value(&ev); players.update(|p| { p.insert(i, v); }); }>
                                    <option value="person" selected=move || chosen() == "person">{move || t(lang.get(), "home.player_person")}</option>
                                    {(1..=saves::COMPUTER_LEVELS).map(|n| {
                                        let id = format!("level{n}");
                                        let key = format!("computer.level{n}");
                                        let id2 = id.clone();
                                        view! { <option value=id.clone() selected=move || chosen() == id2>{move || t(lang.get(), "home.player_computer").replace("{0}", &t(lang.get(), &key))}</option> }
                                    }).collect_view()}
                                </select>
                            </label>
                        }
                    }).collect_view()}
                </fieldset>
            })}
            <label class="field">
                <span>{move || t(lang.get(), "home.seed")}</span>
                <input type="text" inputmode="numeric" name="seed" autocomplete="off" id=form_id
                    placeholder="—"
                    prop:value=move || seed.get()
                    on:input=move |ev| { seed.set(event_target_value(&ev)); error.set(None); } />
            </label>
            <p class="hint">{move || t(lang.get(), "home.seed_hint")}</p>
            {move || error.get().map(|e| view! { <p class="form-error" role="alert">{e}</p> })}
            <button type="submit" class="btn btn-primary" data-test="start">{move || t(lang.get(), "home.start")}</button>
            <p class="hint">{move || t(lang.get(), if any_computer() { "home.computer_note" } else { "home.hotseat_note" })}</p>
        </form>
    }
}

/// The computer's seats from the form's choice for each player (`person` or a level): every role of a
/// player the computer takes, at that player's level.
fn computer_of(roles: &engine::Roles, choice: &BTreeMap<usize, String>) -> Option<saves::Computer> {
    let mut seats = vec![];
    let mut levels = BTreeMap::new();
    for (i, held) in roles.players.iter().enumerate() {
        if let Some(level) = choice.get(&i).filter(|v| *v != "person") {
            for &seat in held {
                seats.push(seat);
                levels.insert(seat, level.clone());
            }
        }
    }
    let first = levels.values().next()?.clone();
    levels.retain(|_, l| *l != first);
    engine::kit::sort::sort(&mut seats);
    Some(saves::Computer { seats, level: first, levels })
}

#[component]
fn SavedGames(ctx: Ctx) -> impl IntoView {
    let lang = ctx.lang;
    let listing = Memo::new(move |_| {
        ctx.saves_rev.track();
        let (saves, broken) = store::list();
        (saves, broken.into_iter().map(|b| (b.key, b.error, b.raw)).collect::<Vec<_>>())
    });
    view! {
        <section class="saves" aria-labelledby="saves-h" data-test="saves">
            <h2 id="saves-h">{move || t(lang.get(), "home.saved")}</h2>
            {move || {
                let l = lang.get();
                let (saves, _) = listing.get();
                if saves.is_empty() {
                    return view! { <p class="empty">{t(l, "home.no_saves")}</p> }.into_any();
                }
                view! {
                    <ul class="save-list">
                        {saves.into_iter().map(|s| save_row(ctx, l, s)).collect_view()}
                    </ul>
                }.into_any()
            }}
            {move || {
                let l = lang.get();
                let (_, broken) = listing.get();
                (!broken.is_empty()).then(|| view! {
                    <div class="broken" data-test="broken-saves">
                        <h3>{t(l, "home.broken")}</h3>
                        <p class="hint">{t(l, "home.broken_note")}</p>
                        <ul>
                            {broken.into_iter().map(|(key, error, raw)| {
                                let file = format!("{}.txt", key.replace('.', "-"));
                                let key2 = key.clone();
                                view! {
                                    <li>
                                        <code>{key}</code>
                                        <span class="detail">{error}</span>
                                        <span class="row-actions">
                                            <button class="btn btn-small" on:click=move |_| dom::download(&file, &raw, "text/plain")>{t(l, "home.download_raw")}</button>
                                            <button class="btn btn-small btn-danger" on:click=move |_| {
                                                if dom::confirm(&t(l, "home.confirm_delete")) {
                                                    store::remove(&key2);
                                                    ctx.saves_rev.update(|n| *n += 1);
                                                }
                                            }>{t(l, "home.delete")}</button>
                                        </span>
                                    </li>
                                }
                            }).collect_view()}
                        </ul>
                    </div>
                })
            }}
        </section>
    }
}

fn save_row(ctx: Ctx, l: Lang, s: saves::Save) -> impl IntoView {
    let entry = engine::games::registry().get(&s.game).ok();
    let meta = entry.map(|e| e.meta());
    let game_name = meta.map(|m| l.pick(m.name_en, m.name_ko).to_string()).unwrap_or_else(|| s.game.clone());
    let names = GameNames::new(l, &s.game);
    // The prompt in words: this bundle's own words for its game; for another game's save, the words
    // written into it when it was saved (this bundle lacks that game's messages); else nothing.
    let status = match entry {
        _ if s.summary.over => t(l, "home.over"),
        Some(e) if e.here() => msg::plain(&names, &e.message_key(&s.summary.prompt_id, &s.summary.prompt_args), &s.summary.prompt_args),
        _ => s.summary.text(l).map(str::to_string).unwrap_or_default(),
    };
    let title = match (&s.kind, &s.name) {
        (SaveKind::Named, Some(n)) => n.clone(),
        _ => t(l, "home.autosave"),
    };
    let kind_class = if s.kind == SaveKind::Named { "save-kind named" } else { "save-kind" };
    let moves = t(l, "home.moves").replace("{0}", &s.summary.moves.to_string());
    let turn = s.summary.turn.map(|n| format!("{} {n}", t(l, "home.turn")));
    let when = t(l, "home.updated").replace("{0}", &dom::format_date(l, s.updated));
    let key = s.key();
    let save = s.clone();
    view! {
        <li class="save" data-save=s.id.clone()>
            <div class="save-main">
                <div class="save-title"><span class=kind_class>{title}</span>" · "<b>{game_name}</b></div>
                <div class="save-status">{status}</div>
                <div class="save-meta">{turn.map(|t| format!("{t} · "))}{moves}" · "{when}</div>
            </div>
            <span class="row-actions">
                <button class="btn btn-primary btn-small" data-test="resume" on:click=move |_| ctx.resume(&save, true)>{t(l, "home.resume")}</button>
                <button class="btn btn-small btn-danger" data-test="delete" on:click=move |_| {
                    if dom::confirm(&t(l, "home.confirm_delete")) {
                        store::remove(&key);
                        ctx.saves_rev.update(|n| *n += 1);
                    }
                }>{t(l, "home.delete")}</button>
            </span>
        </li>
    }
}

#[component]
fn OpenBox(ctx: Ctx) -> impl IntoView {
    let lang = ctx.lang;
    let link = RwSignal::new(String::new());
    let open = move |ev: leptos::ev::SubmitEvent| {
        ev.prevent_default();
        let text = link.get_untracked();
        if !text.trim().is_empty() && ctx.open_link(&text, true) {
            link.set(String::new());
        }
    };
    view! {
        <section class="open-box" aria-labelledby="open-h">
            <h2 id="open-h">{move || t(lang.get(), "home.open")}</h2>
            <form class="link-form" on:submit=open>
                <input type="text" name="link" data-test="link-input" autocomplete="off" spellcheck="false"
                    aria-label=move || t(lang.get(), "home.link_placeholder")
                    placeholder=move || t(lang.get(), "home.link_placeholder")
                    prop:value=move || link.get()
                    on:input=move |ev| link.set(event_target_value(&ev)) />
                <button type="submit" class="btn" data-test="open-link">{move || t(lang.get(), "home.open_link")}</button>
            </form>
            <FileImport ctx=ctx label_key="home.import_file" />
        </section>
    }
}

/// A file picker that opens a record file as a new saved game.
#[component]
pub fn FileImport(ctx: Ctx, label_key: &'static str) -> impl IntoView {
    let on_change = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        leptos::task::spawn_local(async move {
            match dom::read_file(&input).await {
                Some(Ok(text)) => {
                    ctx.open_file_text(&text);
                }
                Some(Err(e)) => ctx.notice.set(Some(super::Notice { error: true, title_key: "home.file_error", detail: e, saves_safe: true })),
                None => {}
            }
        });
    };
    view! {
        <label class="btn file-btn">
            <input type="file" accept=".json,application/json" class="visually-hidden" data-test="file-input" on:change=on_change />
            <span>{move || t(ctx.lang.get(), label_key)}</span>
        </label>
    }
}

/// A game's data pack (docs/data-packs.md): the built-in tables to download, an owner's corrected pack to
/// import (a folder of `.tsv` tables or a `.zip`), validated before anything is kept — a refused pack shows
/// every error with its file and line, and replaces nothing — and the imported packs, which can be removed.
#[component]
fn PackBox(ctx: Ctx, meta: &'static GameMeta) -> impl IntoView {
    let lang = ctx.lang;
    let entry = engine::games::registry().get(meta.id).ok();
    if entry.is_some_and(|e| !e.here()) {
        // Its bundle validates and stores packs: a button hands over to it.
        return view! {
            <div class="pack-box pack-elsewhere">
                <button class="btn btn-small" data-test="pack-elsewhere" title=move || t(lang.get(), "home.elsewhere_packs_hint")
                    on:click=move |_| ctx.show_packs(meta.id)>{move || t(lang.get(), "home.elsewhere_packs")}</button>
            </div>
        }
        .into_any();
    }
    let builtin = entry.and_then(|e| e.builtin_pack().ok());
    let errors = RwSignal::new(Vec::<String>::new());
    let done = RwSignal::new(None::<String>);
    let Some((builtin_ref, _)) = builtin else { return ().into_any() };
    // The bundle may embed its tables without their notes: the download fetches the whole pack first
    // (src/whole_pack.rs).
    let download = move |_| {
        leptos::task::spawn_local(async move {
            if let Err(e) = crate::whole_pack::ensure(meta.id).await {
                return errors.set(vec![t(lang.get_untracked(), "pack.download_failed").replace("{0}", &e)]);
            }
            let Some(Ok((_, files))) = entry.map(|e| e.builtin_pack()) else { return };
            let bytes = super::packs::zip(&files);
            dom::download_bytes(&format!("{}-builtin-pack.zip", meta.id), &bytes, "application/zip");
        });
    };
    let on_files = move |ev: leptos::ev::Event| {
        let Some(input) = ev.target().and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok()) else { return };
        leptos::task::spawn_local(async move {
            errors.set(vec![]);
            done.set(None);
            let l = lang.get_untracked();
            let files = match dom::read_files(&input).await {
                Ok(f) if !f.is_empty() => f,
                Ok(_) => return,
                Err(e) => return errors.set(vec![e]),
            };
            let tables = match super::packs::tables_of(files) {
                Ok(t) => t,
                Err(e) => return errors.set(vec![e]),
            };
            // Checked before anything is asked: a pack with errors is refused with all of them.
            let mut pack = engine::packs::ImportedPack { game: meta.id.to_string(), name: "corrected".into(), files: tables.files };
            // Bytes that are not UTF-8 and the tables' own errors, all at once.
            let mut all = tables.errors;
            if let Err(e) = super::packs::check(&pack) {
                all.extend(e);
            }
            if !all.is_empty() {
                return errors.set(all);
            }
            let Some(name) = dom::ask(&t(l, "pack.name_prompt"), "corrected") else { return };
            let name: String = name.trim().chars().map(|c| if c.is_alphanumeric() || c == '-' || c == '_' { c } else { '-' }).collect();
            if name.is_empty() || name == engine::packs::BUILTIN {
                return errors.set(vec![t(l, "pack.name_bad")]);
            }
            // A pack of that name stays until the player agrees to replace it.
            if super::packs::exists(meta.id, &name) && !dom::confirm(&t(l, "pack.confirm_replace").replace("{0}", &name)) {
                return done.set(Some(t(l, "pack.kept").replace("{0}", &name)));
            }
            pack.name = name.clone();
            match super::packs::import(pack) {
                Ok(r) => {
                    done.set(Some(t(l, "pack.imported").replace("{0}", &name).replace("{1}", &r.hash)));
                    ctx.saves_rev.update(|n| *n += 1);
                }
                Err(e) => errors.set(e),
            }
        });
    };
    // Folder picking is a non-standard attribute the view macro does not know.
    let folder: NodeRef<leptos::html::Input> = NodeRef::new();
    Effect::new(move |_| {
        if let Some(el) = folder.get() {
            let _ = el.set_attribute("webkitdirectory", "");
        }
    });
    // Opened (and brought into view) when another page asked for this game's packs.
    let details: NodeRef<leptos::html::Details> = NodeRef::new();
    Effect::new(move |_| {
        if ctx.packs_for.get().as_deref() == Some(meta.id) {
            if let Some(el) = details.get() {
                el.set_open(true);
                el.scroll_into_view();
            }
        }
    });
    view! {
        <details class="pack-box" data-test="pack-box" node_ref=details>
            <summary>{move || t(lang.get(), "pack.title")}</summary>
            <p class="hint">{move || t(lang.get(), "pack.text")}</p>
            <p class="hint"><code>{format!("{} · {}", builtin_ref.name, builtin_ref.hash)}</code></p>
            <div class="row-actions">
                <button class="btn btn-small" data-test="pack-download" on:click=download>{move || t(lang.get(), "pack.download")}</button>
                <label class="btn btn-small file-btn">
                    <input type="file" multiple accept=".tsv,.zip,text/tab-separated-values,application/zip" class="visually-hidden" data-test="pack-files" on:change=on_files />
                    <span>{move || t(lang.get(), "pack.import_files")}</span>
                </label>
                <label class="btn btn-small file-btn">
                    <input type="file" node_ref=folder class="visually-hidden" data-test="pack-folder" on:change=on_files />
                    <span>{move || t(lang.get(), "pack.import_folder")}</span>
                </label>
            </div>
            {move || done.get().map(|d| view! { <p class="banner banner-ok" role="status" data-test="pack-ok">{d}</p> })}
            {move || {
                let e = errors.get();
                (!e.is_empty()).then(|| view! {
                    <div class="banner banner-error" role="alert" data-test="pack-errors">
                        <strong>{t(lang.get(), "pack.refused").replace("{0}", &e.len().to_string())}</strong>
                        <ul class="pack-errors">{e.into_iter().map(|x| view! { <li><code>{x}</code></li> }).collect_view()}</ul>
                    </div>
                })
            }}
            {move || {
                ctx.saves_rev.track();
                let l = lang.get();
                let mine: Vec<engine::packs::ImportedPack> = super::packs::stored().into_iter().filter(|p| p.game == meta.id).collect();
                (!mine.is_empty()).then(|| view! {
                    <ul class="pack-list" data-test="pack-list">
                        {mine.into_iter().map(|p| {
                            let name = p.name.clone();
                            view! {
                                <li>
                                    <b>{p.name.clone()}</b>" · "{t(l, "pack.files").replace("{0}", &p.files.len().to_string())}
                                    <button class="btn btn-small btn-danger" on:click=move |_| {
                                        if dom::confirm(&t(l, "pack.confirm_remove")) {
                                            super::packs::remove(meta.id, &name);
                                            ctx.saves_rev.update(|n| *n += 1);
                                        }
                                    }>{t(l, "home.delete")}</button>
                                </li>
                            }
                        }).collect_view()}
                    </ul>
                })
            }}
        </details>
    }
    .into_any()
}
