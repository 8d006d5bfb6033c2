//! The log and its short forms: the whole game (newest first, with turn and action-round headings),
//! what happened since the deciding player's last decision, and the last move with its dice (shown
//! on the curtain too, so both players see every roll).

use engine::{Arg, LogEntry};
use leptos::prelude::*;

use super::super::msg::{self, GameNames};
use super::super::t;
use super::cards::{card_view, Size};
use super::{decider, Ts};
use crate::i18n::Lang;

/// The translation key of a log entry (`log.<id>`), or the bare id when it has no text yet.
fn key_of(e: &LogEntry) -> String {
    let key = format!("log.{}", e.id);
    if crate::i18n::lookup(Lang::En, &key).is_some() {
        key
    } else {
        e.id.clone()
    }
}

fn kind_class(e: &LogEntry) -> &'static str {
    match e.id.as_str() {
        "ts.turn" => "le-turn",
        "ts.action_round" => "le-round",
        "ts.headline" | "ts.headline_shown" => "le-headline",
        "ts.plays" => "le-play",
        "ts.event" => "le-event",
        "ts.vp" | "ts.vp_even" | "ts.score" | "ts.score_sea" | "ts.final_region" | "ts.final_scoring" => "le-score",
        "ts.defcon" => "le-defcon",
        _ if e.args.iter().any(|a| matches!(a, Arg::Roll(_))) => "le-roll",
        _ => "le-plain",
    }
}

/// One log line: the seat's tag and the sentence, cards and countries as links.
pub fn entry_view(l: Lang, seats: &'static [&'static str], e: &LogEntry, ts: Ts) -> impl IntoView {
    let names = GameNames::new(l, "twilight-struggle");
    let seat = e.seat.and_then(|x| seats.get(x as usize).copied());
    let text = msg::rich(&names, &key_of(e), &e.args, Some(ts.focus));
    view! {
        <span class=format!("le {}", kind_class(e))>
            {seat.map(|id| view! { <span class=format!("seat-tag seat-{id}")>{crate::i18n::text(l, &format!("seat.{id}"))}</span> })}
            <span class="log-text">{text}</span>
        </span>
    }
}

/// The whole log, newest first. Entries are keyed, so a move adds lines without redrawing the rest.
#[component]
pub fn LogPanel(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    let seats = ts.snap.with_untracked(|s| s.as_ref().map(|s| s.seats)).unwrap_or(&[]);
    let entries = Memo::new(move |_| {
        ts.snap.with(|s| s.as_ref().map(|s| s.log.iter().cloned().enumerate().rev().collect::<Vec<_>>()).unwrap_or_default())
    });
    view! {
        <section class="log pad" aria-labelledby="log-h">
            <h2 id="log-h" class="visually-hidden">{move || t(lang.get(), "game.log")}</h2>
            <ol class="log-list" data-test="log" reversed>
                <For each=move || entries.get() key=|(i, e)| (*i, e.clone()) children=move |(i, e)| {
                    let class = format!("log-entry {}", kind_class(&e));
                    view! {
                        <li value=(i + 1).to_string() class=class>
                            {move || entry_view(lang.get(), seats, &e, ts)}
                        </li>
                    }
                } />
            </ol>
        </section>
    }
}

/// What happened since the deciding player last decided (their own last move included).
#[component]
pub fn Recent(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    // Open on a wide screen; on a phone it would push the map out of sight.
    let wide = super::super::dom::window().inner_width().ok().and_then(|w| w.as_f64()).is_some_and(|w| w >= 900.0);
    let open = RwSignal::new(wide);
    let items = Memo::new(move |_| {
        let marks = ts.marks.get();
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let p = decider(s)?;
            let from = marks.seen[p.idx()].min(s.log.len());
            let list: Vec<LogEntry> = s.log[from..].to_vec();
            (!list.is_empty()).then_some((s.seats, list))
        })
    });
    move || {
        let l = lang.get();
        let (seats, list) = items.get()?;
        let n = list.len();
        let shown: Vec<LogEntry> = list.into_iter().rev().take(40).collect();
        Some(view! {
            <details class="recent" data-test="recent" prop:open=move || open.get()
                on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
                <summary>{t(l, "ts.since_last").replace("{0}", &n.to_string())}</summary>
                <ol class="recent-list">
                    {shown.iter().map(|e| view! { <li class=kind_class(e)>{entry_view(l, seats, e, ts)}</li> }).collect_view()}
                </ol>
            </details>
        })
    }
}

/// The last move's consequences, with its dice and cards large: on the curtain, and at the top of the
/// decision panel while nothing else has happened.
/// `open`: the list of lines starts open (on the curtain, where the next player reads what happened).
#[component]
pub fn LastMove(ts: Ts, #[prop(optional)] open: bool) -> impl IntoView {
    let lang = ts.lang;
    let items = Memo::new(move |_| {
        let from = ts.marks.with(|m| m.last);
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let list: Vec<LogEntry> = s.log.get(from..).unwrap_or(&[]).to_vec();
            (!list.is_empty()).then_some((s.seats, list))
        })
    });
    move || {
        let l = lang.get();
        let (seats, list) = items.get()?;
        // Revealed headlines are shown as cards.
        let headlines: Vec<(u8, u16)> = list
            .iter()
            .filter(|e| e.id == "ts.headline" || e.id == "ts.headline_shown")
            .filter_map(|e| match (&e.args.first(), e.args.get(1)) {
                (Some(Arg::Seat(s)), Some(Arg::Card(c))) => Some((*s, *c)),
                _ => None,
            })
            .collect();
        let rolls: Vec<&LogEntry> = list.iter().filter(|e| e.args.iter().any(|a| matches!(a, Arg::Roll(_)))).collect();
        let shown: Vec<&LogEntry> = list.iter().rev().take(12).collect();
        Some(view! {
            <div class="last-move" data-test="last-move">
                {(!headlines.is_empty()).then(|| view! {
                    <div class="headline-reveal" data-test="headline-reveal">
                        <span class="stat-l">{t(l, "ts.headlines")}</span>
                        <div class="hl-cards">
                            {headlines.iter().map(|&(s, c)| {
                                let seat = seats.get(s as usize).copied().unwrap_or("");
                                view! {
                                    <div class=format!("hl hl-{seat}")>
                                        <span class=format!("seat-tag seat-{seat}")>{t(l, &format!("seat.{seat}"))}</span>
                                        <ul class="cards">{card_view(l, c, ts, false, None, Size::Full)}</ul>
                                    </div>
                                }
                            }).collect_view()}
                        </div>
                    </div>
                })}
                {(!rolls.is_empty()).then(|| view! {
                    <ul class="dice-tray" data-test="dice">
                        {rolls.iter().map(|e| view! { <li class="roll-line">{entry_view(l, seats, e, ts)}</li> }).collect_view()}
                    </ul>
                })}
                <details class="last-list" open=open>
                    <summary>{t(l, "ts.last_move").replace("{0}", &list.len().to_string())}</summary>
                    <ol class="recent-list">{shown.into_iter().map(|e| view! { <li class=kind_class(e)>{entry_view(l, seats, e, ts)}</li> }).collect_view()}</ol>
                </details>
            </div>
        })
    }
}
