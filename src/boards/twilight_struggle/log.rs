//! The log and its short forms: the whole game (newest first, with turn and action-round headings),
//! what happened since the deciding player's last decision, the last move with its dice, and the
//! curtain's recap of everything the other side did (shown while the device changes hands, so both
//! players see every roll and the card that was played).
//!
//! One action often writes many lines (a point of influence each): consecutive lines of the same kind
//! and side are shown as one ("placed influence: Poland +2, Hungary +1").

use engine::{Arg, LogEntry};
use leptos::prelude::*;

use crate::app::msg::{self, GameNames};
use crate::app::t;
use super::cards::{card_chip, card_view, Size};
use super::{country_name, on_screen, Ts};
use crate::i18n::Lang;
pub use engine::games::twilight_struggle::text::{lines, recap_cards, GroupKind, Line};

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

/// One log line: the seat's tag and the sentence; with `links`, cards and countries are buttons that
/// point at the board.
pub fn entry_view(l: Lang, seats: &'static [&'static str], e: &LogEntry, ts: Ts, links: bool) -> AnyView {
    let names = GameNames::new(l, "twilight-struggle");
    let seat = e.seat.and_then(|x| seats.get(x as usize).copied());
    let text = msg::rich(&names, &key_of(e), &e.args, links.then_some(ts.focus));
    view! {
        <span class=format!("le {}", kind_class(e))>
            {seat.map(|id| view! { <span class=format!("seat-tag seat-{id}")>{crate::i18n::text(l, &format!("seat.{id}"))}</span> })}
            <span class="log-text">{text}</span>
        </span>
    }
    .into_any()
}

/// A line: one entry, or a run shown once ("placed influence: Poland +2, Hungary +1").
pub fn line_view(l: Lang, seats: &'static [&'static str], line: &Line, ts: Ts, links: bool) -> AnyView {
    let Some((kind, side, items)) = &line.group else {
        return entry_view(l, seats, &line.entries[0], ts, links);
    };
    let seat = line.entries[0].seat.and_then(|x| seats.get(x as usize).copied());
    let who = side.map(|s| crate::i18n::seat_name(l, seats, s)).unwrap_or_default();
    let (key, sign) = match kind {
        GroupKind::Place => ("log.group.place", "+"),
        GroupKind::Add => ("log.group.add", "+"),
        GroupKind::Remove => ("log.group.remove", "−"),
    };
    let n = items.len();
    let list = items
        .iter()
        .enumerate()
        .map(|(i, (k, m))| {
            let name = country_name(l, k);
            let target = format!("space:{k}");
            let name_view = if links {
                view! { <button type="button" class="ref ref-space" on:click=move |ev| { ev.stop_propagation(); ts.focus.set(Some(target.clone())); }>{name}</button> }.into_any()
            } else {
                view! { <span class="ref ref-space">{name}</span> }.into_any()
            };
            view! {
                <span class="grp-item">{name_view}" "<b class="num">{format!("{sign}{m}")}</b>{(i + 1 < n).then_some(", ")}</span>
            }
        })
        .collect_view();
    view! {
        <span class="le le-plain le-group">
            {seat.map(|id| view! { <span class=format!("seat-tag seat-{id}")>{crate::i18n::text(l, &format!("seat.{id}"))}</span> })}
            <span class="log-text">{t(l, key).replace("{0}", &who)}" "{list}"."</span>
        </span>
    }
    .into_any()
}

fn line_class(line: &Line) -> &'static str {
    if line.group.is_some() {
        "le-plain"
    } else {
        kind_class(&line.entries[0])
    }
}

/// The whole log, newest first. Lines are keyed, so a move adds lines without redrawing the rest.
#[component]
pub fn LogPanel(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    let seats = ts.snap.with_untracked(|s| s.as_ref().map(|s| s.seats)).unwrap_or(&[]);
    let shown = Memo::new(move |_| {
        ts.snap.with(|s| {
            let mut v = s.as_ref().map(|s| lines(&s.log, 0)).unwrap_or_default();
            v.reverse();
            v
        })
    });
    view! {
        <section class="log pad" aria-labelledby="log-h">
            <h2 id="log-h" class="visually-hidden">{move || t(lang.get(), "game.log")}</h2>
            <ol class="log-list" data-test="log" reversed>
                <For each=move || shown.get() key=|line| (line.first, line.entries.len()) children=move |line| {
                    let class = format!("log-entry {}", line_class(&line));
                    let n = line.entries.len();
                    let value = (line.first + 1).to_string();
                    view! {
                        <li value=value class=class data-n=n.to_string()>
                            {move || line_view(lang.get(), seats, &line, ts, true)}
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
    let wide = !crate::app::dom::narrow();
    let open = RwSignal::new(wide);
    let items = Memo::new(move |_| {
        let marks = ts.marks.get();
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let p = on_screen(s)?;
            let from = marks.seen_by(p.seat()).min(s.log.len());
            let list = lines(&s.log[from..], from);
            // Nobody at the device plays (a demo): the recap names the side rather than "you".
            let spectators = s.table.people().is_empty();
            (!list.is_empty()).then_some((s.seats, list, s.log.len() - from, spectators.then_some(p.seat())))
        })
    });
    move || {
        let l = lang.get();
        let (seats, list, n, side) = items.get()?;
        let title = match side {
            Some(seat) => t(l, "ts.since_side").replace("{0}", &crate::i18n::seat_name(l, seats, seat)).replace("{1}", &n.to_string()),
            None => t(l, "ts.since_last").replace("{0}", &n.to_string()),
        };
        let shown: Vec<Line> = list.into_iter().rev().take(40).collect();
        Some(view! {
            <details class="recent" data-test="recent" prop:open=move || open.get()
                on:toggle=move |ev| open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
                <summary>{title}</summary>
                <ol class="recent-list">
                    {shown.iter().map(|x| view! { <li class=line_class(x)>{line_view(l, seats, x, ts, true)}</li> }).collect_view()}
                </ol>
            </details>
        })
    }
}

/// The dice of `list`, large.
fn dice_tray(l: Lang, seats: &'static [&'static str], list: &[LogEntry], ts: Ts, links: bool) -> Option<AnyView> {
    // A note that a die came from a position's script is not a roll of its own.
    let rolls: Vec<&LogEntry> =
        list.iter().filter(|e| !e.id.starts_with("ts.script") && e.args.iter().any(|a| matches!(a, Arg::Roll(_)))).collect();
    (!rolls.is_empty()).then(|| {
        view! {
            <ul class="dice-tray" data-test="dice">
                {rolls.iter().map(|e| view! { <li class="roll-line">{entry_view(l, seats, e, ts, links)}</li> }).collect_view()}
            </ul>
        }
        .into_any()
    })
}

/// The headlines revealed in `list`, as cards.
fn headline_cards(list: &[LogEntry]) -> Vec<(u8, u16)> {
    list.iter()
        .filter(|e| e.id == "ts.headline" || e.id == "ts.headline_shown")
        .filter_map(|e| match (&e.args.first(), e.args.get(1)) {
            (Some(Arg::Seat(s)), Some(Arg::Card(c))) => Some((*s, *c)),
            _ => None,
        })
        .collect()
}

/// The last move's consequences, with its dice and cards large, at the top of the decision panel.
#[component]
pub fn LastMove(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    let items = Memo::new(move |_| {
        let from = ts.marks.with(|m| m.last);
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let list: Vec<LogEntry> = s.log.get(from..).unwrap_or(&[]).to_vec();
            (!list.is_empty()).then_some((s.seats, list, from))
        })
    });
    move || {
        let l = lang.get();
        let (seats, list, from) = items.get()?;
        let headlines = headline_cards(&list);
        let grouped = lines(&list, from);
        let shown: Vec<&Line> = grouped.iter().rev().take(12).collect();
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
                {dice_tray(l, seats, &list, ts, true)}
                <details class="last-list">
                    <summary>{t(l, "ts.last_move").replace("{0}", &list.len().to_string())}</summary>
                    <ol class="recent-list">{shown.into_iter().map(|x| view! { <li class=line_class(x)>{line_view(l, seats, x, ts, true)}</li> }).collect_view()}</ol>
                </details>
            </div>
        })
    }
}

/// The curtain's recap for the player about to take the device: everything since that player's last
/// decision, the card that was played always named, the dice large. Nothing in it is a link (the board
/// is behind the curtain).
#[component]
pub fn CurtainRecap(ts: Ts, seat: u8) -> impl IntoView {
    let lang = ts.lang;
    let items = Memo::new(move |_| {
        let from = ts.marks.with(|m| m.after_of(seat));
        ts.snap.with(|s| {
            let s = s.as_ref()?;
            let from = from.min(s.log.len());
            let list: Vec<LogEntry> = s.log[from..].to_vec();
            (!list.is_empty()).then(|| (s.seats, list, from, recap_cards(&s.log, from)))
        })
    });
    move || {
        let l = lang.get();
        let (seats, list, from, cards) = items.get()?;
        let headlines = headline_cards(&list);
        let grouped = lines(&list, from);
        let total = grouped.len();
        let shown: Vec<&Line> = grouped.iter().skip(total.saturating_sub(30)).collect();
        Some(view! {
            <div class="last-move recap" data-test="last-move">
                {(!cards.is_empty()).then(|| view! {
                    <div class="recap-cards" data-test="recap-cards">
                        <span class="stat-l">{t(l, "ts.recap_played")}</span>
                        {cards.iter().map(|&(s, c)| {
                            let seat = seats.get(s as usize).copied().unwrap_or("");
                            view! {
                                <span class="recap-card" data-card=c.to_string()>
                                    <span class=format!("seat-tag seat-{seat}")>{t(l, &format!("seat.{seat}"))}</span>
                                    {card_chip(l, c, None)}
                                </span>
                            }
                        }).collect_view()}
                    </div>
                })}
                {(!headlines.is_empty()).then(|| view! {
                    <div class="recap-cards" data-test="headline-reveal">
                        <span class="stat-l">{t(l, "ts.headlines")}</span>
                        {headlines.iter().map(|&(s, c)| {
                            let seat = seats.get(s as usize).copied().unwrap_or("");
                            view! {
                                <span class="recap-card" data-card=c.to_string()>
                                    <span class=format!("seat-tag seat-{seat}")>{t(l, &format!("seat.{seat}"))}</span>
                                    {card_chip(l, c, None)}
                                </span>
                            }
                        }).collect_view()}
                    </div>
                })}
                {dice_tray(l, seats, &list, ts, false)}
                <details class="last-list" open=true>
                    <summary>{t(l, "ts.recap").replace("{0}", &list.len().to_string())}</summary>
                    {(total > shown.len()).then(|| view! { <p class="hint">{t(l, "ts.recap_more").replace("{0}", &(total - shown.len()).to_string())}</p> })}
                    <ol class="recent-list recap-list">{shown.into_iter().map(|x| view! { <li class=line_class(x)>{line_view(l, seats, x, ts, false)}</li> }).collect_view()}</ol>
                </details>
            </div>
        })
    }
}

