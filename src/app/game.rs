//! The game page: toolbar, the board of the open game, and the hot-seat curtain.
//!
//! The page keeps one `Snapshot` of the match (recomputed after every change) and hands it to the
//! game's board. Twilight Struggle has its own board (`ts`); a game without one gets the generic
//! prompt and log panels.

use engine::games::twilight_struggle::{state::Player, view::TsView, TwilightStruggle};
use engine::{LogEntry, Outcome, PromptInfo};
use leptos::prelude::*;

use super::home::{FileImport, NoticeBox};
use super::msg::{self, GameNames};
use super::{dom, session, t, ts, Ctx, LangSwitch};

/// Everything the page draws, recomputed after each change to the match. Only the deciding seat's
/// view is taken (DESIGN.md "Hidden information"), or the full view once the game is over.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub game: String,
    pub seats: &'static [&'static str],
    pub prompt: PromptInfo,
    pub seat: Option<u8>,
    pub can_undo: bool,
    pub outcome: Option<Outcome>,
    pub log: Vec<LogEntry>,
    pub moves: usize,
    /// Twilight Struggle's view for the deciding seat (its log moved to `log`).
    pub ts: Option<TsView>,
    /// Whether the deciding seat has something on screen the other seat must not see.
    pub secrets: bool,
}

fn snapshot() -> Option<Snapshot> {
    let s = session()?;
    let s = s.borrow();
    let m = s.m.as_ref();
    let seat = m.seat();
    let outcome = m.outcome();
    let viewer = if outcome.is_some() { None } else { seat };
    let mut ts = m
        .as_any()
        .downcast_ref::<engine::Match<TwilightStruggle>>()
        .map(|tm| engine::games::twilight_struggle::view::view(tm.state(), viewer.map(Player::from_seat)));
    let secrets = match (&ts, seat) {
        (Some(v), Some(s)) => v.hands[s as usize].as_ref().is_some_and(|h| !h.is_empty()) || v.headlines[s as usize].is_some(),
        (None, Some(_)) => true,
        _ => false,
    };
    // The seat's view carries the log it may read; other games fall back to the match's log.
    let log = match ts.as_mut() {
        Some(v) => std::mem::take(&mut v.log),
        None => m.log(),
    };
    Some(Snapshot {
        game: m.meta().id.to_string(),
        seats: m.meta().seats,
        prompt: m.prompt(),
        seat,
        can_undo: m.can_undo(),
        outcome,
        log,
        moves: m.record().actions.len(),
        ts,
        secrets,
    })
}

/// Where each seat's news begins: the log length when it last decided (`seen`), and where the last
/// action's consequences begin (`last`). Kept by the page, not saved: after a reload the news starts
/// empty.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Marks {
    pub seen: [usize; 2],
    pub last: usize,
}

/// Plays action `index` of the current prompt, autosaves, and redraws.
fn play(ctx: Ctx, tick: RwSignal<u32>, toast: RwSignal<Option<Toast>>, marks: RwSignal<Marks>, index: usize) {
    let Some(s) = session() else { return };
    let result = {
        let mut s = s.borrow_mut();
        let (seat, len) = (s.m.seat(), s.m.log().len());
        let r = s.m.play(index);
        if r.is_ok() {
            ctx.autosave(&s);
            marks.update(|m| {
                if let Some(seat) = seat.filter(|&x| x < 2) {
                    m.seen[seat as usize] = len;
                }
                m.last = len;
            });
        }
        r
    };
    match result {
        Ok(()) => toast.set(None),
        Err(e) => toast.set(Some(Toast::error(t(ctx.lang(), "game.play_error").replace("{0}", &e.to_string())))),
    }
    tick.update(|n| *n += 1);
}

#[derive(Clone, Debug, PartialEq)]
pub struct Toast {
    pub error: bool,
    pub text: String,
    /// A link to show for copying by hand.
    pub link: Option<String>,
}

impl Toast {
    fn error(text: String) -> Self {
        Toast { error: true, text, link: None }
    }
    fn info(text: String) -> Self {
        Toast { error: false, text, link: None }
    }
}

/// Takes back the current seat's last decision.
pub fn undo(ctx: Ctx, tick: RwSignal<u32>) {
    let Some(s) = session() else { return };
    {
        let mut s = s.borrow_mut();
        if s.m.undo().is_ok() {
            ctx.autosave(&s);
        }
    }
    tick.update(|n| *n += 1);
}

/// Offers the record as a `.sandtable.json` download.
pub fn export_record(ctx: Ctx, toast: RwSignal<Option<Toast>>) {
    let Some(s) = session() else { return };
    let s = s.borrow();
    let rec = s.m.record();
    let date = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    let name = format!("{}-{}-{}.sandtable.json", rec.header.game, &date.get(..10).unwrap_or("game"), rec.actions.len());
    dom::download(&name, &rec.to_json(), "application/json");
    toast.set(Some(Toast::info(t(ctx.lang(), "game.link_warning"))));
}

#[component]
pub fn GamePage(ctx: Ctx) -> impl IntoView {
    let tick = RwSignal::new(0u32);
    let snap = Memo::new(move |_| {
        tick.track();
        snapshot()
    });
    // The game never changes while the page lives: its board is chosen once.
    let Some(game) = snap.with_untracked(|s| s.as_ref().map(|s| s.game.clone())) else {
        return view! { <p class="empty">{t(ctx.lang(), "home.slot_missing")}</p> }.into_any();
    };
    let is_ts = game == "twilight-struggle";
    let log_len = snap.with_untracked(|s| s.as_ref().map_or(0, |s| s.log.len()));
    let marks = RwSignal::new(Marks { seen: [log_len; 2], last: log_len });
    // The seat whose secrets are on screen now; the curtain comes down when the deciding seat differs.
    let shown_seat = RwSignal::new(None::<u8>);
    let focus = RwSignal::new(None::<String>);
    let hover = RwSignal::new(None::<String>);
    let toast = RwSignal::new(None::<Toast>);
    let menu_open = RwSignal::new(false);
    let curtain = Memo::new(move |_| {
        snap.with(|s| match s {
            Some(s) if s.outcome.is_none() && s.secrets => s.seat.filter(|&seat| shown_seat.get() != Some(seat)),
            _ => None,
        })
    });
    // A card opened from one player's hand must not stay on screen for the other.
    Effect::new(move |_| {
        if curtain.get().is_some() {
            focus.set(None);
            hover.set(None);
        }
    });
    let on_play = Callback::new(move |index: usize| play(ctx, tick, toast, marks, index));
    let on_undo = Callback::new(move |()| undo(ctx, tick));
    let lang = ctx.lang;

    let share = move |_| {
        menu_open.set(false);
        let Some(s) = session() else { return };
        let link = format!("{}{}", dom::base_url(), engine::link::encode(s.borrow().m.record()));
        let l = ctx.lang();
        leptos::task::spawn_local(async move {
            let copied = dom::copy_text(&link).await;
            let key = if copied { "game.link_copied" } else { "game.link_manual" };
            toast.set(Some(Toast { error: false, text: t(l, key), link: Some(link) }));
        });
    };
    let export = move |_| {
        menu_open.set(false);
        export_record(ctx, toast)
    };
    let save_as = move |_| {
        menu_open.set(false);
        let Some(s) = session() else { return };
        let l = ctx.lang();
        let game_name = s.borrow().m.meta();
        let default = format!("{} · {}", l.pick(game_name.name_en, game_name.name_ko), dom::format_date(dom::now_ms()));
        if let Some(name) = dom::ask(&t(l, "game.save_name_prompt"), &default) {
            let name = name.trim().to_string();
            if name.is_empty() {
                return;
            }
            if ctx.save_named(&s.borrow(), &name) {
                toast.set(Some(Toast::info(t(l, "game.saved_named").replace("{0}", &name))));
            } else {
                toast.set(Some(Toast::error(t(l, "game.saving_failed"))));
            }
        }
    };

    let tsb = ts::Ts { lang, snap, focus, hover, on_play, on_undo, curtain, marks };
    let board = if is_ts {
        view! { <ts::TsBoard ts=tsb ctx=ctx toast=toast /> }.into_any()
    } else {
        view! {
            <div class="game-body">
                <div class="board-col"><p class="empty">{move || t(lang.get(), "game.not_drawn")}</p></div>
                <aside class="side-col">
                    <PromptPanel ctx=ctx snap=snap hover=hover focus=focus on_play=on_play />
                    <LogPanel ctx=ctx snap=snap focus=focus />
                </aside>
            </div>
        }
        .into_any()
    };

    view! {
        <div class="game-page" class:curtained=move || curtain.get().is_some()>
            <header class="toolbar" role="toolbar" aria-label="Game">
                <button class="btn btn-ghost" data-test="home" on:click=move |_| ctx.go_home(true)
                    title=move || t(lang.get(), "app.home")>
                    <span aria-hidden="true">"⌂ "</span>{move || t(lang.get(), "app.home")}
                </button>
                <span class="toolbar-title">{move || snap.with(|s| s.as_ref().and_then(|s| engine::games::meta(&s.game)).map(|m| lang.get().pick(m.name_en, m.name_ko).to_string()))}</span>
                <div class="toolbar-actions">
                    <button class="btn" data-test="undo" prop:disabled=move || !snap.with(|s| s.as_ref().is_some_and(|s| s.can_undo))
                        title=move || t(lang.get(), "game.undo_hint") aria-keyshortcuts="Control+Z" on:click=move |_| on_undo.run(())>
                        <span aria-hidden="true">"↶ "</span>{move || t(lang.get(), "game.undo")}
                    </button>
                    <button class="btn menu-toggle" data-test="menu" aria-expanded=move || menu_open.get().to_string()
                        on:click=move |_| menu_open.update(|o| *o = !*o)>
                        {move || t(lang.get(), "game.menu")}<span aria-hidden="true">" ▾"</span>
                    </button>
                    <div class="menu-items" class:open=move || menu_open.get()>
                        <button class="btn" data-test="share" on:click=share title=move || t(lang.get(), "game.link_warning")>
                            {move || t(lang.get(), "game.share")}
                        </button>
                        <button class="btn" data-test="export" on:click=export title=move || t(lang.get(), "game.link_warning")>{move || t(lang.get(), "game.export")}</button>
                        <FileImport ctx=ctx label_key="game.import" />
                        <button class="btn" data-test="save-as" on:click=save_as>{move || t(lang.get(), "game.save_as")}</button>
                    </div>
                    <LangSwitch ctx=ctx />
                </div>
            </header>
            <NoticeBox ctx=ctx />
            {move || (!ctx.storage_ok.get()).then(|| view! {
                <div class="banner banner-error" role="alert">{t(lang.get(), "game.saving_failed")}</div>
            })}
            {move || toast.get().map(|tt| {
                let class = if tt.error { "banner banner-error" } else { "banner banner-ok" };
                view! {
                    <div class=class role="status" data-test="toast">
                        <div class="banner-text">
                            <span>{tt.text.clone()}</span>
                            {tt.link.clone().map(|l| view! {
                                <input class="link-out" readonly data-test="share-link" prop:value=l
                                    on:focus=move |ev| { event_target::<web_sys::HtmlInputElement>(&ev).select() } />
                            })}
                        </div>
                        <button class="btn btn-ghost" on:click=move |_| toast.set(None)>{t(lang.get(), "app.dismiss")}</button>
                    </div>
                }
            })}
            {board}
            {move || curtain.get().map(|seat| {
                let l = lang.get();
                let name = snap.with(|s| s.as_ref().map(|s| crate::i18n::seat_name(l, s.seats, seat))).unwrap_or_default();
                let seat_id = snap.with(|s| s.as_ref().and_then(|s| s.seats.get(seat as usize).copied())).unwrap_or("");
                // Keyboard players land on the button: Enter lifts the curtain.
                let button = NodeRef::<leptos::html::Button>::new();
                Effect::new(move |_| {
                    if let Some(b) = button.get() {
                        let _ = b.focus();
                    }
                });
                // What just happened is public: both players see it while the device changes hands.
                let last = is_ts.then(|| view! { <ts::log::LastMove ts=tsb open=true /> });
                view! {
                    <div class=format!("curtain curtain-{seat_id}") role="dialog" aria-modal="true" data-test="curtain" aria-labelledby="curtain-h">
                        <div class="curtain-card">
                            <h2 id="curtain-h">{t(l, "game.curtain_title").replace("{0}", &name)}</h2>
                            <p>{t(l, "game.curtain_text").replace("{0}", &name)}</p>
                            <button class="btn btn-primary btn-big" data-test="curtain-ok" node_ref=button
                                on:click=move |_| shown_seat.set(Some(seat))>
                                {t(l, "game.curtain_button").replace("{0}", &name)}
                            </button>
                            {last}
                        </div>
                    </div>
                }
            })}
        </div>
    }
    .into_any()
}

#[component]
fn PromptPanel(
    ctx: Ctx,
    snap: Memo<Option<Snapshot>>,
    hover: RwSignal<Option<String>>,
    focus: RwSignal<Option<String>>,
    on_play: Callback<usize>,
) -> impl IntoView {
    let lang = ctx.lang;
    move || {
        let l = lang.get();
        snap.with(|s| {
            let s = s.as_ref()?;
            let names = GameNames::new(l, &s.game);
            let p = &s.prompt;
            let seat_id = p.seat.clone().unwrap_or_default();
            let head = match (&s.outcome, s.seat) {
                (Some(o), _) => {
                    let winner = match o.winner {
                        Some(w) => msg::plain(&names, "outcome.winner", &[engine::Arg::Seat(w)]),
                        None => String::new(),
                    };
                    view! {
                        <div class="prompt-head">
                            <span class="badge badge-gold">{t(l, "game.over")}</span>
                            <span class="prompt-text" data-test="outcome">{msg::rich(&names, &format!("outcome.{}", o.reason), &o.args, Some(focus))}" "{winner}</span>
                        </div>
                    }.into_any()
                }
                (None, Some(seat)) => view! {
                    <div class="prompt-head">
                        <span class=format!("badge seat-badge seat-{seat_id}")>{t(l, "game.decides").replace("{0}", &crate::i18n::seat_name(l, s.seats, seat))}</span>
                        <span class="prompt-text" data-test="prompt">{msg::rich(&names, &p.id, &p.args, Some(focus))}</span>
                        {(!p.rule.is_empty()).then(|| view! { <span class="rule" title=t(l, "game.rule").replace("{0}", &p.rule)>{p.rule.clone()}</span> })}
                    </div>
                }.into_any(),
                (None, None) => view! { <div class="prompt-head"><span class="prompt-text">{msg::plain(&names, &p.id, &p.args)}</span></div> }.into_any(),
            };
            let actions = p.actions.iter().map(|a| {
                let index = a.index;
                let target = a.target.clone();
                let target2 = a.target.clone();
                let label = msg::plain(&names, &a.label, &a.args);
                view! {
                    <button class="btn action" data-test="action" data-index=index.to_string() data-target=a.target.clone().unwrap_or_default()
                        title=a.notation.clone()
                        on:mouseenter=move |_| hover.set(target.clone())
                        on:mouseleave=move |_| hover.set(None)
                        on:focus=move |_| hover.set(target2.clone())
                        on:blur=move |_| hover.set(None)
                        on:click=move |_| { hover.set(None); on_play.run(index) }>
                        {label}
                    </button>
                }
            }).collect_view();
            Some(view! {
                <section class=format!("prompt prompt-{seat_id}") aria-live="polite" data-test="prompt-panel">
                    {head}
                    {(!p.actions.is_empty()).then(|| view! {
                        <div class="actions" role="group" aria-label=t(l, "game.actions")>{actions}</div>
                    })}
                </section>
            })
        })
    }
}

#[component]
fn LogPanel(ctx: Ctx, snap: Memo<Option<Snapshot>>, focus: RwSignal<Option<String>>) -> impl IntoView {
    let lang = ctx.lang;
    view! {
        <section class="log" aria-labelledby="log-h">
            <h2 id="log-h">{move || t(lang.get(), "game.log")}</h2>
            <ol class="log-list" data-test="log" reversed>
                {move || {
                    let l = lang.get();
                    snap.with(|s| s.as_ref().map(|s| {
                        let names = GameNames::new(l, &s.game);
                        s.log.iter().enumerate().rev().map(|(i, e)| {
                            let seat = e.seat.and_then(|x| s.seats.get(x as usize).copied());
                            let key = format!("log.{}", e.id);
                            let key = if crate::i18n::has_key(&key) { key } else { e.id.clone() };
                            view! {
                                <li value=(i + 1).to_string() class=format!("log-entry seat-{}", seat.unwrap_or("none"))>
                                    {seat.map(|id| view! { <span class=format!("seat-tag seat-{id}")>{crate::i18n::text(l, &format!("seat.{id}"))}</span> })}
                                    <span class="log-text">{msg::rich(&names, &key, &e.args, Some(focus))}</span>
                                </li>
                            }
                        }).collect_view()
                    }))
                }}
            </ol>
        </section>
    }
}
