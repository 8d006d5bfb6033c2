//! The game page: toolbar, the board of the open game, and the hot-seat curtain.
//!
//! The page keeps one `Snapshot` of the match (recomputed after every change) and hands it to the
//! game's board (`crate::boards`: the page names no game); a game without a board gets the generic
//! prompt and log panels.
//!
//! While the curtain is up the board is drawn from a snapshot with the waiting seat's secrets taken
//! out (no hand, no card only it has seen, no legal actions), and everything behind the curtain is
//! `inert`: nothing there can be focused, clicked or read by a screen reader (DESIGN.md "Hidden
//! information").

use engine::kit::odds::Odds;
use engine::{LogEntry, Outcome, PromptInfo};
use leptos::prelude::*;

use super::home::{FileImport, NoticeBox};
use super::msg::{self, GameNames};
use super::computer::{self, Hint};
use super::{dom, session, t, Ctx, LangSwitch};
use crate::boards::{self, BoardProps, BoardView};

pub use crate::table::{Marks, Step};

/// Everything the page draws, recomputed after each change to the match. Only the deciding seat's
/// view is taken (DESIGN.md "Hidden information"), or the full view once the game is over.
#[derive(Clone, Debug, PartialEq)]
pub struct Snapshot {
    pub game: String,
    pub seats: &'static [&'static str],
    /// Who holds which role, and which the computer plays.
    pub table: crate::table::Table,
    pub prompt: PromptInfo,
    pub seat: Option<u8>,
    pub can_undo: bool,
    /// The seat whose decision Undo takes back (it may be the seat that just handed the turn over).
    pub undo_seat: Option<u8>,
    pub outcome: Option<Outcome>,
    pub log: Vec<LogEntry>,
    pub moves: usize,
    pub marks: Marks,
    /// The board's own view for the deciding seat (its log is in `log`).
    pub board: Option<BoardView>,
    /// The engine's odds of each action of the prompt that rolls dice (by index).
    pub odds: Vec<Option<Odds>>,
    /// Whether the deciding seat has something on screen the other seat must not see.
    pub secrets: bool,
    /// The seat whose view is on screen: the deciding seat, or the person's seat while the computer
    /// decides (`None`: everything, once the game is over).
    pub viewer: Option<u8>,
    /// The seats the computer plays (empty: people play every seat).
    pub computer: Vec<u8>,
}

fn snapshot() -> Option<Snapshot> {
    let s = session()?;
    let s = s.borrow();
    let m = s.m.as_ref();
    let seat = m.seat();
    let outcome = m.outcome();
    let computer: Vec<u8> = s.computer.as_ref().map(|c| c.seats.clone()).unwrap_or_default();
    let table = crate::table::Table::new(m.roles(), computer.clone());
    let computer_decides = s.computer_decides();
    // While the computer decides, the screen stays the person's at the device: their view, no action to
    // take. (In a demo the computer plays every seat: the deciding one is shown, the spectators' view.)
    let viewer = table.viewer(seat, outcome.is_some(), &s.steps);
    let game = m.meta().id;
    let board = boards::board(game).map(|b| b.view(m, viewer));
    // Whether the screen shows something another person at the table must not see (the curtain then
    // comes down between them; with one person at the table there is nobody to hide it from).
    let secrets = match (&board, seat) {
        _ if table.people().len() < 2 => false,
        (Some(b), Some(_)) => b.secrets,
        (None, Some(_)) => true,
        _ => false,
    };
    // The seat's view carries the log it may read; a game without a board shows the match's log.
    let log = match &board {
        Some(b) => b.log.clone(),
        None => m.log(),
    };
    let mut prompt = m.prompt();
    if computer_decides {
        prompt.actions.clear();
    }
    let odds = (0..prompt.actions.len()).map(|i| m.odds(i)).collect();
    Some(Snapshot {
        game: game.to_string(),
        seats: m.meta().seats,
        table,
        prompt,
        seat,
        // Against the computer a person takes back only their own decisions.
        can_undo: m.can_undo() && m.undo_seat().is_none_or(|u| !computer.contains(&u)),
        undo_seat: m.undo_seat(),
        outcome,
        log,
        moves: m.record().actions.len(),
        marks: Marks::from_steps(s.log_start, &s.steps, m.meta().seats.len()),
        board,
        odds,
        secrets,
        viewer,
        computer,
    })
}

/// The snapshot as the curtain may show it: what both players may see — the board's public view, and
/// no legal action.
fn public(mut s: Snapshot) -> Snapshot {
    s.prompt.actions.clear();
    s.odds.clear();
    let (Some(view), Some(seat)) = (s.board.as_ref(), s.seat) else { return s };
    let public = session().and_then(|x| {
        let x = x.borrow();
        boards::board(&s.game).map(|b| b.public(x.m.as_ref(), view, seat))
    });
    s.board = public;
    s.secrets = false;
    s
}

/// Plays action `index` of the current prompt, autosaves, and redraws.
fn play(ctx: Ctx, tick: RwSignal<u32>, toast: RwSignal<Option<Toast>>, index: usize) {
    let Some(s) = session() else { return };
    let result = {
        let mut s = s.borrow_mut();
        let (seat, before) = (s.m.seat(), super::log_len(s.m.as_ref()));
        let r = s.m.play(index);
        if r.is_ok() {
            let after = super::log_len(s.m.as_ref());
            s.steps.push(Step { seat, before, after });
            ctx.autosave(&s);
        }
        r
    };
    match result {
        Ok(()) => toast.set(None),
        Err(e) => toast.set(Some(Toast::error("game.play_error", e.to_string()))),
    }
    tick.update(|n| *n += 1);
}

/// A message over the board, translated when drawn (so it follows the language switch).
#[derive(Clone, Debug, PartialEq)]
pub struct Toast {
    pub error: bool,
    pub key: &'static str,
    /// Fills `{0}` of the text.
    pub arg: String,
    /// A link to show for copying by hand.
    pub link: Option<String>,
}

impl Toast {
    pub fn error(key: &'static str, arg: String) -> Self {
        Toast { error: true, key, arg, link: None }
    }
    pub fn info(key: &'static str, arg: String) -> Self {
        Toast { error: false, key, arg, link: None }
    }
    pub fn text(&self, lang: crate::i18n::Lang) -> String {
        let s = t(lang, self.key).replace("{0}", &self.arg);
        // Korean particles agree with the name filled in (“…”(으)로 → “…”로).
        if lang == crate::i18n::Lang::Ko {
            engine::text::particles(&s)
        } else {
            s
        }
    }
}

/// Takes back the last decision (of either seat, while the other has not acted since).
pub fn undo(ctx: Ctx, tick: RwSignal<u32>) {
    let Some(s) = session() else { return };
    {
        let mut s = s.borrow_mut();
        if s.m.undo().is_ok() {
            s.steps.pop();
            ctx.autosave(&s);
        }
    }
    tick.update(|n| *n += 1);
}

/// Offers the record as a `.sandtable.json` download.
pub fn export_record(toast: RwSignal<Option<Toast>>) {
    let Some(s) = session() else { return };
    let s = s.borrow();
    let rec = s.m.record();
    let date = js_sys::Date::new_0().to_iso_string().as_string().unwrap_or_default();
    let name = format!("{}-{}-{}.sandtable.json", rec.header.game, &date.get(..10).unwrap_or("game"), rec.actions.len());
    dom::download(&name, &rec.to_json(), "application/json");
    toast.set(Some(Toast::info("game.link_warning", String::new())));
}

#[component]
pub fn GamePage(ctx: Ctx) -> impl IntoView {
    let tick = RwSignal::new(0u32);
    let full = Memo::new(move |_| {
        tick.track();
        snapshot()
    });
    // The game never changes while the page lives: its board is chosen once.
    let Some(game) = full.with_untracked(|s| s.as_ref().map(|s| s.game.clone())) else {
        return view! { <p class="empty">{t(ctx.lang(), "home.slot_missing")}</p> }.into_any();
    };
    let board_def = boards::board(&game);
    // The seat whose secrets are on screen now; the curtain comes down when the deciding seat belongs to
    // another person at the table (crate::table::Table::curtain).
    let shown_seat = RwSignal::new(None::<u8>);
    let focus = RwSignal::new(None::<String>);
    let hover = RwSignal::new(None::<String>);
    let toast = RwSignal::new(None::<Toast>);
    let menu_open = RwSignal::new(false);
    let curtain = Memo::new(move |_| {
        full.with(|s| match s {
            Some(s) if s.outcome.is_none() && s.secrets => s.seat.filter(|&seat| s.table.curtain(shown_seat.get(), seat)),
            _ => None,
        })
    });
    // What the page draws: behind the curtain, only what both players may see.
    let snap = Memo::new(move |_| {
        let hidden = curtain.get().is_some();
        full.with(|s| s.clone().map(|s| if hidden { public(s) } else { s }))
    });
    let marks = Memo::new(move |_| snap.with(|s| s.as_ref().map(|s| s.marks.clone()).unwrap_or_default()));
    // A card opened from one player's hand must not stay on screen for the other.
    Effect::new(move |_| {
        if curtain.get().is_some() {
            focus.set(None);
            hover.set(None);
        }
    });
    let on_play = Callback::new(move |index: usize| play(ctx, tick, toast, index));
    // The computer: its turns (against a person, or both seats in a demo) and the hints it gives.
    let thinking = RwSignal::new(None::<u8>);
    let hint = RwSignal::new(None::<Hint>);
    let demo_stopped = RwSignal::new(false);
    let (is_demo, seats_of_game) = session().map(|s| (s.borrow().demo, s.borrow().m.meta().seats)).unwrap_or((false, &[]));
    let roles_of_game = session().map(|s| s.borrow().m.roles()).unwrap_or_else(|| engine::Roles::one_each(&[]));
    let vs_computer = full.with_untracked(|s| s.as_ref().is_some_and(|s| !s.computer.is_empty()));
    if vs_computer {
        let pace = if is_demo { super::demo::pace() } else { computer::pace_vs_person() };
        computer::drive(ctx, tick, toast, on_play, demo_stopped.into(), thinking, pace);
    }
    let hints_offered = super::ai::supports(&game) && !is_demo;
    // A hint is about one position: it goes when the position changes.
    Effect::new(move |_| {
        let moves = full.with(|s| s.as_ref().map(|s| s.moves));
        if let Some(Hint::Ready { moves: m, .. }) = hint.get_untracked() {
            if Some(m) != moves {
                hint.set(None);
            }
        }
    });
    if is_demo {
        // Any key, click or touch stops the demo and offers the seats.
        let stop = move || demo_stopped.set(true);
        let keys = window_event_listener(leptos::ev::keydown, move |_| stop());
        let touch = window_event_listener(leptos::ev::pointerdown, move |_| stop());
        on_cleanup(move || {
            keys.remove();
            touch.remove();
        });
    }
    // Undo while the curtain is up is the seat that just moved taking its move back, before the device
    // changes hands: that seat decides again, behind a curtain of its own ("pass the device back to…"),
    // so nothing of either hand shows until its player confirms.
    let curtain_undo_seat = Memo::new(move |_| {
        let c = curtain.get()?;
        snap.with(|s| s.as_ref().filter(|s| s.can_undo).and_then(|s| s.undo_seat).filter(|&u| u != c))
    });
    let on_undo = Callback::new(move |()| {
        if curtain.get_untracked().is_some() {
            if curtain_undo_seat.get_untracked().is_none() {
                return;
            }
            shown_seat.set(None);
        }
        undo(ctx, tick)
    });
    let undo_enabled = move || {
        if curtain.get().is_some() {
            curtain_undo_seat.get().is_some()
        } else {
            snap.with(|s| s.as_ref().is_some_and(|s| s.can_undo))
        }
    };
    let lang = ctx.lang;
    // The toolbar's Undo names whose decision it takes back when that is not the seat deciding now.
    let undo_title = move || {
        let l = lang.get();
        snap.with(|s| {
            let s = s.as_ref()?;
            let u = s.undo_seat.filter(|_| s.can_undo)?;
            (Some(u) != s.seat).then(|| t(l, "game.undo_other").replace("{0}", &crate::i18n::seat_name(l, s.seats, u)))
        })
        .unwrap_or_else(|| t(l, "game.undo_hint"))
    };

    let share = move |_| {
        menu_open.set(false);
        let Some(s) = session() else { return };
        let link = format!("{}{}", dom::base_url(), engine::link::write(s.borrow().m.as_ref()));
        leptos::task::spawn_local(async move {
            let copied = dom::copy_text(&link).await;
            let key = if copied { "game.link_copied" } else { "game.link_manual" };
            toast.set(Some(Toast { error: false, key, arg: String::new(), link: Some(link) }));
        });
    };
    let export = move |_| {
        menu_open.set(false);
        export_record(toast)
    };
    let save_as = move |_| {
        menu_open.set(false);
        let Some(s) = session() else { return };
        let l = ctx.lang();
        let game_name = s.borrow().m.meta();
        let default = format!("{} · {}", l.pick(game_name.name_en, game_name.name_ko), dom::format_date(l, dom::now_ms()));
        if let Some(name) = dom::ask(&t(l, "game.save_name_prompt"), &default) {
            let name = name.trim().to_string();
            if name.is_empty() {
                return;
            }
            if ctx.save_named(&s.borrow(), &name) {
                toast.set(Some(Toast::info("game.saved_named", name)));
            } else {
                toast.set(Some(Toast::error("game.saving_failed", String::new())));
            }
        }
    };

    let props = BoardProps { ctx, lang, snap, focus, hover, on_play, on_undo, curtain, marks, toast };
    let board = if let Some(b) = board_def {
        b.render(props)
    } else {
        view! {
            <div class="game-body">
                <div class="board-col"><p class="empty">{move || t(lang.get(), "game.not_drawn")}</p></div>
                <aside class="side-col">
                    {move || curtain.get().is_none().then(|| view! { <PromptPanel ctx=ctx snap=snap hover=hover focus=focus on_play=on_play /> })}
                    <LogPanel ctx=ctx snap=snap focus=focus />
                </aside>
            </div>
        }
        .into_any()
    };

    view! {
        <div class="game-page" class:curtained=move || curtain.get().is_some()>
            <header class="toolbar" role="toolbar" aria-label=move || t(lang.get(), "game.menu")>
                <button class="btn btn-ghost" data-test="home" on:click=move |_| ctx.go_home(true)
                    title=move || t(lang.get(), "app.home") aria-label=move || t(lang.get(), "app.home")>
                    <span aria-hidden="true">"⌂"</span><span class="btn-label">{move || t(lang.get(), "app.home")}</span>
                </button>
                <span class="toolbar-title">{move || snap.with(|s| s.as_ref().and_then(|s| engine::games::registry().meta(&s.game)).map(|m| lang.get().pick(m.name_en, m.name_ko).to_string()))}</span>
                <div class="toolbar-actions">
                    {move || thinking.get().map(|seat| {
                        let l = lang.get();
                        let name = crate::i18n::seat_name(l, seats_of_game, seat);
                        view! { <span class="thinking" data-test="thinking" role="status"><span class="spinner" aria-hidden="true"></span>{t(l, "computer.thinking").replace("{0}", &name)}</span> }
                    })}
                    {hints_offered.then(|| view! {
                        <button class="btn" data-test="hint" title=move || t(lang.get(), "hint.title")
                            prop:disabled=move || curtain.get().is_some() || snap.with(|s| s.as_ref().is_none_or(|s| s.prompt.actions.len() < 2))
                            on:click=move |_| computer::ask_hint(hint)>
                            <span aria-hidden="true">"? "</span>{move || t(lang.get(), "hint.button")}
                        </button>
                    })}
                    <button class="btn" data-test="undo" prop:disabled=move || !undo_enabled()
                        title=undo_title aria-keyshortcuts="Control+Z" on:click=move |_| on_undo.run(())>
                        <span aria-hidden="true">"↶ "</span>{move || t(lang.get(), "game.undo")}
                    </button>
                    <button class="btn menu-toggle" data-test="menu" aria-expanded=move || menu_open.get().to_string()
                        on:click=move |_| menu_open.update(|o| *o = !*o)>
                        {move || t(lang.get(), "game.menu")}<span aria-hidden="true">" ▾"</span>
                    </button>
                    <div class="menu-items" class:open=move || menu_open.get()>
                        <button class="btn" data-test="share" on:click=share title=move || t(lang.get(), "game.link_warning")
                            prop:disabled=move || curtain.get().is_some()>
                            {move || t(lang.get(), "game.share")}
                        </button>
                        <button class="btn" data-test="export" on:click=export title=move || t(lang.get(), "game.link_warning")
                            prop:disabled=move || curtain.get().is_some()>{move || t(lang.get(), "game.export")}</button>
                        <FileImport ctx=ctx label_key="game.import" />
                        <button class="btn" data-test="save-as" on:click=save_as>{move || t(lang.get(), "game.save_as")}</button>
                    </div>
                    <LangSwitch ctx=ctx />
                </div>
            </header>
            {move || toast.get().map(|tt| {
                let class = if tt.error { "banner banner-error" } else { "banner banner-ok" };
                let tt2 = tt.clone();
                view! {
                    <div class=class role="status" data-test="toast">
                        <div class="banner-text">
                            <span>{move || tt2.text(lang.get())}</span>
                            {tt.link.clone().map(|l| view! {
                                <input class="link-out" readonly data-test="share-link" prop:value=l
                                    on:focus=move |ev| { event_target::<web_sys::HtmlInputElement>(&ev).select() } />
                            })}
                        </div>
                        <button class="btn btn-ghost" on:click=move |_| toast.set(None)>{move || t(lang.get(), "app.dismiss")}</button>
                    </div>
                }
            })}
            {move || hint.get().map(|h| view! { <HintPanel ctx=ctx snap=snap hint=hint h=h hover=hover on_play=on_play /> })}
            {is_demo.then(|| view! { <super::demo::DemoBar ctx=ctx seats=seats_of_game roles=roles_of_game.clone() stopped=demo_stopped /> })}
            // Everything below the toolbar sits behind the curtain while it is up: inert, so neither the
            // keyboard, the pointer nor a screen reader reaches it.
            <div class="game-main" inert=move || curtain.get().map(|_| "")>
                <NoticeBox ctx=ctx />
                {move || (!ctx.storage_ok.get()).then(|| view! {
                    <div class="banner banner-error" role="alert">{t(lang.get(), "game.saving_failed")}</div>
                })}
                {board}
            </div>
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
                let undo_offer = move || {
                    let u = curtain_undo_seat.get()?;
                    let l = lang.get();
                    let who = snap.with(|s| s.as_ref().map(|s| crate::i18n::seat_name(l, s.seats, u))).unwrap_or_default();
                    Some(view! {
                        <button class="btn curtain-undo" data-test="curtain-undo" on:click=move |_| on_undo.run(())>
                            <span aria-hidden="true">"↶ "</span>{t(l, "game.curtain_undo").replace("{0}", &who)}
                        </button>
                    })
                };
                // What happened since this player last decided is public: both players see it while the
                // device changes hands.
                let recap = board_def.map(|b| b.curtain_recap(props, seat));
                view! {
                    <div class=format!("curtain curtain-{seat_id}") role="dialog" data-test="curtain" aria-labelledby="curtain-h">
                        <div class="curtain-card">
                            <h2 id="curtain-h">{t(l, "game.curtain_title").replace("{0}", &name)}</h2>
                            <p>{t(l, "game.curtain_text").replace("{0}", &name)}</p>
                            <button class="btn btn-primary btn-big" data-test="curtain-ok" node_ref=button
                                on:click=move |_| shown_seat.set(Some(seat))>
                                {t(l, "game.curtain_button").replace("{0}", &name)}
                            </button>
                            {undo_offer}
                            {recap}
                        </div>
                    </div>
                }
            })}
        </div>
    }
    .into_any()
}

/// What the computer would play in the deciding seat's place: its three best candidates with their
/// estimated winning chances, each playable from here.
#[component]
fn HintPanel(
    ctx: Ctx,
    snap: Memo<Option<Snapshot>>,
    hint: RwSignal<Option<Hint>>,
    h: Hint,
    hover: RwSignal<Option<String>>,
    on_play: Callback<usize>,
) -> impl IntoView {
    let l = ctx.lang.get_untracked();
    let body = match h {
        Hint::Thinking => view! { <p class="hint-wait"><span class="spinner" aria-hidden="true"></span>{t(l, "hint.thinking")}</p> }.into_any(),
        Hint::Failed(e) => view! { <p class="form-error">{t(l, "computer.failed").replace("{0}", &e)}</p> }.into_any(),
        Hint::Ready { options, .. } => {
            let rows = snap.with_untracked(|s| {
                let Some(s) = s.as_ref() else { return vec![] };
                let names = GameNames::new(l, &s.game);
                options
                    .iter()
                    .filter_map(|o| {
                        let a = s.prompt.actions.iter().find(|a| a.index == o.index)?;
                        Some((o.index, msg::plain(&names, &a.label, &a.args), a.target.as_ref().map(|t| t.key()), o.win, a.notation.clone()))
                    })
                    .collect::<Vec<_>>()
            });
            view! {
                <ol class="hint-list">
                    {rows.into_iter().enumerate().map(|(rank, (index, label, target, win, notation))| {
                        let target2 = target.clone();
                        view! {
                            <li class:best=rank == 0 data-test="hint-option" data-index=index.to_string()
                                on:mouseenter=move |_| hover.set(target.clone()) on:mouseleave=move |_| hover.set(None)>
                                <span class="hint-label" title=notation>{label}</span>
                                <span class="hint-win" data-test="hint-win">{win.map(|w| format!("{:.0}%", w * 100.0)).unwrap_or_else(|| "—".into())}</span>
                                <button class="btn btn-small" data-test="hint-play"
                                    on:focus=move |_| hover.set(target2.clone())
                                    on:click=move |_| { hover.set(None); hint.set(None); on_play.run(index) }>{t(l, "hint.play")}</button>
                            </li>
                        }
                    }).collect_view()}
                </ol>
            }
            .into_any()
        }
    };
    view! {
        <section class="hint-panel" data-test="hint-panel" aria-live="polite">
            <div class="hint-head">
                <strong>{t(l, "hint.heading")}</strong>
                <span class="hint-note">{t(l, "hint.note")}</span>
                <button class="btn btn-ghost btn-small" on:click=move |_| hint.set(None)>{t(l, "app.dismiss")}</button>
            </div>
            {body}
        </section>
    }
}

/// The head of the decision panel: who decides and what, with the rule (or how the game ended). Boards
/// that list the actions their own way show it above their list.
pub fn prompt_head(l: crate::i18n::Lang, s: &Snapshot, names: &GameNames, focus: RwSignal<Option<String>>) -> AnyView {
    let p = &s.prompt;
    let seat_id = p.seat.clone().unwrap_or_default();
    match (&s.outcome, s.seat) {
        (Some(o), _) => {
            let winner = o.winners_message().map(|(key, args)| msg::plain(&names, key, &args)).unwrap_or_default();
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
                {(!p.rule.is_empty()).then(|| {
                    let rule = engine::games::registry().get(&s.game).map(|e| e.rule_ref(l, &p.rule)).unwrap_or_else(|_| p.rule.clone());
                    view! { <crate::app::rule_popover::RuleTag lang=l game=s.game.clone() tag=p.rule.clone() label=rule /> }
                })}
            </div>
        }.into_any(),
        (None, None) => view! { <div class="prompt-head"><span class="prompt-text">{msg::plain(&names, &p.id, &p.args)}</span></div> }.into_any(),
    }
}

#[component]
pub fn PromptPanel(
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
            let head = prompt_head(l, s, &names, focus);
            let actions = p.actions.iter().map(|a| {
                let index = a.index;
                let target = a.target.as_ref().map(|t| t.key());
                let target2 = target.clone();
                let label = msg::plain(&names, &a.label, &a.args);
                view! {
                    <button class="btn action" data-test="action" data-index=index.to_string() data-target=a.target.as_ref().map(|t| t.key()).unwrap_or_default()
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
pub fn LogPanel(ctx: Ctx, snap: Memo<Option<Snapshot>>, focus: RwSignal<Option<String>>) -> impl IntoView {
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
