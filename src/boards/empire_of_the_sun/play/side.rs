//! The side column: the decision (the prompt, its actions as buttons, the engine's odds before a roll),
//! the details of the selected hex or unit, the log, and the curtain's recap.

use engine::games::empire_of_the_sun::battle::post_battle::Loss;
use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::state::Loc;
use engine::kit::hex::Hex;
use engine::kit::odds::Odds;
use engine::ActionInfo;
use leptos::prelude::*;

use crate::app::msg::{self, GameNames};
use crate::app::t;
use crate::boards::BoardProps;
use crate::i18n::Lang;

use super::super::counter::{counter_svg, values};
use super::super::panel::key_of;
use super::super::text::word;
use super::board::G;
use super::{view_of, GameView};

/// An action's words.
fn label(names: &GameNames, a: &ActionInfo) -> String {
    msg::plain(names, &a.label, &a.args)
}

/// The engine's odds of a roll: a summary first (the hits to expect, the chance of none, of a critical
/// hit), then every result with its chance on demand.
fn odds_line(names: &GameNames, o: &Odds) -> impl IntoView {
    let total = o.total.max(1) as f64;
    let items = o
        .outcomes
        .iter()
        .map(|x| {
            let pct = (x.ways as f64 * 100.0 / total).round() as u32;
            let text = msg::plain(names, &x.id, &x.args);
            view! { <span class="odds-item" class:good=x.success == Some(true) class:bad=x.success == Some(false)>{text}" "<b>{format!("{pct}%")}</b></span> }
        })
        .collect_view();
    let mods = o.modifiers.iter().map(|m| format!("{} {:+}", msg::plain(names, &m.id, &m.args), m.value)).collect::<Vec<_>>().join(" · ");
    // A combat roll's results carry their hits first (eots.odds.hits / eots.odds.critical).
    let hits = |x: &engine::kit::odds::OddsOutcome| match x.args.first() {
        Some(engine::Arg::Num(n)) if x.id.starts_with("eots.odds.") => Some(*n as f64),
        _ => None,
    };
    let summary = o.outcomes.iter().all(|x| hits(x).is_some()).then(|| {
        let expected: f64 = o.outcomes.iter().map(|x| hits(x).unwrap_or(0.0) * x.ways as f64).sum::<f64>() / total;
        let none: u32 = o.outcomes.iter().filter(|x| hits(x) == Some(0.0)).map(|x| x.ways).sum();
        let critical: u32 = o.outcomes.iter().filter(|x| x.id == "eots.odds.critical").map(|x| x.ways).sum();
        let pct = |w: u32| format!("{}%", (w as f64 * 100.0 / total).round() as u32);
        let l = names.lang;
        let mut parts = vec![t(l, "eots.g.odds_expected").replace("{0}", &format!("{expected:.1}"))];
        parts.push(t(l, "eots.g.odds_none").replace("{0}", &pct(none)));
        if critical > 0 {
            parts.push(t(l, "eots.g.odds_critical").replace("{0}", &pct(critical)));
        }
        view! { <p class="odds-summary" data-test="odds-summary">{parts.join(" · ")}</p> }
    });
    let detail = view! {
        {items}
        {(!mods.is_empty()).then(|| view! { <small class="odds-mods">{mods}</small> })}
    };
    match summary {
        Some(summary) => view! {
            <div class="eots-odds" data-test="odds">
                {summary}
                <details class="odds-detail"><summary>{t(names.lang, "eots.g.odds_all")}</summary>{detail}</details>
            </div>
        }
        .into_any(),
        None => view! { <div class="eots-odds" data-test="odds">{detail}</div> }.into_any(),
    }
}

/// One action button.
fn action_button(g: G, names: &GameNames, a: &ActionInfo, odds: Option<&Odds>, compact: bool) -> impl IntoView {
    let index = a.index;
    let target = a.target.as_ref().map(|t| t.key());
    let (t1, t2) = (target.clone(), target.clone());
    let full = label(names, a);
    let text = match (&a.target, compact) {
        (Some(t), true) if t.kind == engine::TargetKind::Hex => engine::text::Display::hex(names, &t.id),
        _ => full.clone(),
    };
    let hover = g.p.hover;
    let odds = odds.map(|o| odds_line(names, o));
    view! {
        <button class="btn action" class:chip=compact data-test="action" data-index=index.to_string() data-target=target.unwrap_or_default()
            title=format!("{full} · {}", a.notation)
            on:mouseenter=move |_| hover.set(t1.clone())
            on:mouseleave=move |_| hover.set(None)
            on:focus=move |_| hover.set(t2.clone())
            on:blur=move |_| hover.set(None)
            on:click=move |_| { hover.set(None); g.p.focus.set(None); g.p.on_play.run(index) }>
            {text}
            {odds}
        </button>
    }
}

/// The decision: whose it is, what the rules ask, and every legal action — those aimed at the pointed
/// target first, the many hex destinations as compact chips (the map highlights them too).
#[component]
pub fn Decide(g: G) -> impl IntoView {
    let lang = g.p.lang;
    move || {
        let l = lang.get();
        let focus = g.p.focus.get();
        g.p.snap.with(|s| {
            let s = s.as_ref()?;
            let names = GameNames::new(l, &s.game);
            let p = &s.prompt;
            let seat_id = p.seat.clone().unwrap_or_default();
            let head = match (&s.outcome, s.seat) {
                (Some(o), _) => {
                    let winner = o.winners_message().map(|(key, args)| msg::plain(&names, key, &args)).unwrap_or_default();
                    // The figures the scenario is judged by: ports, victory points or resource hexes.
                    let figures = view_of(s).map(|v| {
                        let st = &v.state;
                        let (turn, pw) = (st.tracks.turn.to_string(), st.tracks.pw.to_string());
                        match super::strip::standing(st) {
                            super::strip::Standing::Ports(jp, al) => t(l, "eots.g.end_figures")
                                .replace("{0}", &turn)
                                .replace("{1}", &jp.to_string())
                                .replace("{2}", &al.to_string())
                                .replace("{3}", &pw),
                            super::strip::Standing::Vp { total, lines, .. } => t(l, "eots.g.end_figures_vp")
                                .replace("{0}", &turn)
                                .replace("{1}", &total.to_string())
                                .replace("{2}", if lines.is_empty() { "—" } else { &lines })
                                .replace("{3}", &pw),
                            super::strip::Standing::Resources(n) => t(l, "eots.g.end_figures_res")
                                .replace("{0}", &turn)
                                .replace("{1}", &n.to_string())
                                .replace("{2}", &pw),
                        }
                    });
                    let toast = g.p.toast;
                    let ctx = g.p.ctx;
                    view! {
                        <div class="eots-end" data-test="end">
                            <h2>{if winner.is_empty() { msg::plain(&names, "outcome.draw", &[]) } else { winner.clone() }}</h2>
                            <p>{figures}</p>
                            <div class="actions">
                                <button class="btn btn-primary" data-test="end-export" on:click=move |_| crate::app::game::export_record(toast)>{t(l, "eots.g.end_export")}</button>
                                <button class="btn" data-test="end-home" on:click=move |_| ctx.go_home(true)>{t(l, "app.home")}</button>
                            </div>
                        </div>
                        <div class="prompt-head">
                            <span class="badge badge-gold">{t(l, "game.over")}</span>
                            <span class="prompt-text" data-test="outcome" data-reason=o.reason.clone() data-winner=o.winner.map(|w| s.seats.get(w as usize).copied().unwrap_or("")).unwrap_or("none")>
                                {msg::rich(&names, &format!("outcome.{}", o.reason), &o.args, Some(g.p.focus))}" "{winner}
                            </span>
                        </div>
                    }
                    .into_any()
                }
                (None, Some(seat)) => {
                    let rule = (!p.rule.is_empty()).then(|| engine::games::registry().get(&s.game).map(|e| e.rule_ref(l, &p.rule)).unwrap_or_else(|_| p.rule.clone()));
                    view! {
                        <div class="prompt-head">
                            <span class=format!("badge seat-badge seat-{seat_id}")>{t(l, "game.decides").replace("{0}", &crate::i18n::seat_name(l, s.seats, seat))}</span>
                            <span class="prompt-text" data-test="prompt">{msg::rich(&names, &p.id, &p.args, Some(g.p.focus))}</span>
                            {rule.map(|r| view! { <crate::app::rule_popover::RuleTag lang=l game=s.game.clone() tag=p.rule.clone() label=r /> })}
                        </div>
                    }
                    .into_any()
                }
                (None, None) => view! { <div class="prompt-head"><span class="prompt-text">{msg::plain(&names, &p.id, &p.args)}</span></div> }.into_any(),
            };
            // 8.21, 8.45C: the units finishing the post-battle movement would eliminate, before "Done".
            let losses = (s.seat.is_some() && s.outcome.is_none()).then(|| view_of(s)).flatten().filter(|v| !v.lost_when_done.is_empty()).map(|v| {
                let items = v
                    .lost_when_done
                    .iter()
                    .map(|&(u, why)| {
                        let name = engine::text::Display::arg(&names, &engine::Arg::Unit(v.state.unit_data(u).key.clone()));
                        let (reason, rule) = match why {
                            Loss::NavalOutsidePort => (t(l, "eots.g.lost_naval"), "EotS 8.21"),
                            Loss::FailedLanding => (t(l, "eots.g.lost_landing"), "EotS 8.45C"),
                        };
                        view! { <li data-unit=v.state.unit_data(u).key.clone()><b>{name}</b>" — "{reason}" "<crate::app::rule_popover::RuleTag lang=l game="empire-of-the-sun" tag=rule label=rule /></li> }
                    })
                    .collect_view();
                view! {
                    <div class="eots-warning" role="alert" data-test="lost-when-done">
                        <p>{t(l, "eots.g.lost_when_done").replace("{0}", &v.lost_when_done.len().to_string())}</p>
                        <ul>{items}</ul>
                    </div>
                }
            });
            // 14.1C, 14.2A: the units that left the list because of Inter-Service Rivalry, and why.
            let rivalry = (s.seat.is_some() && s.outcome.is_none()).then(|| view_of(s)).flatten().filter(|v| !v.barred_by_rivalry.is_empty()).map(|v| {
                let list = v
                    .barred_by_rivalry
                    .iter()
                    .map(|&u| engine::text::Display::arg(&names, &engine::Arg::Unit(v.state.unit_data(u).key.clone())))
                    .collect::<Vec<_>>()
                    .join(", ");
                let n = v.barred_by_rivalry.len();
                view! {
                    <p class="hint-line eots-barred" data-test="barred-by-rivalry">
                        {crate::boards::empire_of_the_sun::text::fill(l, "eots.g.barred_by_rivalry", &[&n.to_string(), &list])}
                        " "<crate::app::rule_popover::RuleTag lang=l game="empire-of-the-sun" tag="EotS 14.1C, 14.2A" label="EotS 14.1C, 14.2A" />
                    </p>
                }
            });
            let odds = |i: usize| s.odds.get(i).and_then(|o| o.as_ref());
            let is_hex = |a: &ActionInfo| a.target.as_ref().is_some_and(|t| t.kind == engine::TargetKind::Hex);
            let focused: Vec<&ActionInfo> = p.actions.iter().filter(|a| focus.is_some() && a.target.as_ref().map(|t| t.key()) == focus).collect();
            let focused_view = (!focused.is_empty()).then(|| {
                let buttons = focused.iter().map(|a| action_button(g, &names, a, odds(a.index), false)).collect_view();
                view! {
                    <div class="actions focused" data-test="focused-actions">
                        {buttons}
                        <button class="btn btn-ghost" on:click=move |_| g.p.focus.set(None)>{t(l, "eots.g.clear_focus")}</button>
                    </div>
                }
            });
            // A card's plays are on the card in the hand, when the hand is on screen.
            let hand_shown = view_of(s).is_some_and(|v| v.hand_of.is_some());
            let is_card = |a: &ActionInfo| hand_shown && (a.target.as_ref().is_some_and(|t| t.kind == engine::TargetKind::Card) || super::hand::OTHER_USES.contains(&a.label.as_str()));
            let card_plays = p.actions.iter().filter(|a| is_card(a)).count();
            let card_note = (card_plays > 0).then(|| view! {
                <p class="hint-line card-note" data-test="card-note">
                    <button class="linkish" on:click=move |_| g.tab.set(super::board::Tab::Hand)>{t(l, "eots.g.card_plays").replace("{0}", &card_plays.to_string())}</button>
                </p>
            });
            let plain: Vec<&ActionInfo> = p.actions.iter().filter(|a| !is_hex(a) && !is_card(a)).collect();
            let hexes: Vec<&ActionInfo> = p.actions.iter().filter(|a| is_hex(a) && !is_card(a)).collect();
            let compact = hexes.len() > 6;
            let plain_view = plain.iter().map(|a| action_button(g, &names, a, odds(a.index), false)).collect_view();
            let hex_view = hex_groups(g, &names, &hexes, compact, &odds);
            let hex_note = compact.then(|| view! { <p class="hint-line">{t(l, "eots.g.click_hex").replace("{0}", &hexes.len().to_string())}</p> });
            Some(view! {
                <section class=format!("prompt prompt-{seat_id} eots-prompt") aria-live="polite" data-test="prompt-panel">
                    {head}
                    {losses}
                    {rivalry}
                    {focused_view}
                    {card_note}
                    {(!p.actions.is_empty()).then(|| view! {
                        <div class="actions" role="group" aria-label=t(l, "game.actions")>{plain_view}</div>
                        {hex_note}
                        {hex_view}
                    })}
                </section>
            })
        })
    }
}

/// The choices of a hex on the map, grouped by their kind (a ground move, an amphibious move, a
/// strategic move…: the message's first phrase argument), places with a name first, then by hex id.
fn hex_groups<'a>(g: G, names: &GameNames, hexes: &[&'a ActionInfo], compact: bool, odds: &dyn Fn(usize) -> Option<&'a Odds>) -> impl IntoView {
    let mut groups: Vec<(Option<String>, Vec<&ActionInfo>)> = vec![];
    for &a in hexes {
        let kind = a.args.iter().find_map(|x| match x {
            engine::Arg::Key(k) => Some(k.clone()),
            _ => None,
        });
        match groups.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, v)) => v.push(a),
            None => groups.push((kind, vec![a])),
        }
    }
    let several = groups.len() > 1;
    groups
        .into_iter()
        .map(|(kind, mut actions)| {
            if compact {
                let named = |a: &ActionInfo| a.target.as_ref().is_some_and(|t| engine::text::Display::hex(names, &t.id) != t.id);
                engine::kit::sort::sort_by_key(&mut actions, |a| (!named(a), a.target.as_ref().map(|t| t.id.clone())));
            }
            let heading = (several || compact).then(|| kind.as_ref().map(|k| engine::text::Display::phrase(names, k))).flatten();
            let count = actions.len();
            let chips = actions.into_iter().map(|a| action_button(g, names, a, odds(a.index), compact)).collect_view();
            view! {
                {heading.map(|h| view! { <h4 class="chip-group" data-test="move-kind">{h}" · "{count.to_string()}</h4> })}
                <div class="actions chips" role="group">{chips}</div>
            }
        })
        .collect_view()
}

fn unit_row(g: G, v: &GameView, u: usize, l: Lang) -> impl IntoView {
    let d = &v.data().units[u];
    let us = &v.state.units[u];
    let key = d.key.clone();
    let k2 = key.clone();
    let status = if !us.loc.in_play() {
        String::new()
    } else if v.active[u] {
        t(l, "eots.g.activated")
    } else if !v.supplied[u] {
        t(l, "eots.g.out_of_supply")
    } else {
        t(l, "eots.g.supplied")
    };
    view! {
        <li class="eots-unit-row" class:chosen=move || g.unit.with(|x| x.as_deref() == Some(&k2))>
            <button class="eots-unit-btn" data-unit=key.clone() on:click=move |_| g.unit_clicked(&key)>
                {counter_svg(d, us.reduced, 30.0)}
                <span class="unit-name">{v.data().unit_name(d, l == Lang::Ko).to_string()}</span>
                <small class="unit-vals">{values(d, us.reduced)}</small>
                <small class="unit-status" class:bad=!v.supplied[u] && us.loc.in_play()>{status}</small>
            </button>
        </li>
    }
}

fn hex_details(g: G, v: &GameView, h: Hex, l: Lang) -> impl IntoView {
    let map = v.which().map(v.data());
    let hd = map.get(h);
    let name = hd.and_then(|x| x.name.as_deref()).map(|n| v.data().place_name(n, l == Lang::Ko).to_string()).unwrap_or_default();
    let terrain = hd.map(|x| word(l, &format!("eotsv.terrain.{}", key_of(x.terrain)))).unwrap_or_default();
    let mut feats = vec![];
    if let Some(x) = hd {
        if x.port {
            feats.push(t(l, "eots.g.port"));
        }
        if x.airfield {
            feats.push(t(l, "eots.g.airfield"));
        }
        if x.resource {
            feats.push(t(l, "eots.g.resource"));
        }
    }
    let ix = v.state.geo().ix(h);
    let controller = (ix != engine::games::empire_of_the_sun::data::geo::NONE).then(|| v.state.control[ix as usize]);
    let ctl = controller.map(|s| t(l, if s == Side::Japanese { "seat.japan" } else { "seat.allies" })).unwrap_or_default();
    let units: Vec<usize> = v.state.units.iter().enumerate().filter(|(_, us)| us.loc == Loc::Hex(h)).map(|(u, _)| u).collect();
    view! {
        <section class="eots-details" data-test="hex-details">
            <h3>{h.id()}" "{name}</h3>
            <p>{terrain}{(!feats.is_empty()).then(|| format!(" · {}", feats.join(", ")))}</p>
            {controller.map(|_| view! { <p>{t(l, "eots.g.controlled_by").replace("{0}", &ctl)}</p> })}
            <ul class="eots-unit-list">{units.into_iter().map(|u| unit_row(g, v, u, l)).collect_view()}</ul>
        </section>
    }
}

fn unit_details(v: &GameView, key: &str, l: Lang) -> Option<impl IntoView> {
    let u = v.data().units.iter().position(|x| x.key == key)?;
    let d = &v.data().units[u];
    let us = &v.state.units[u];
    let where_ = match &us.loc {
        Loc::Hex(h) => h.id(),
        other => t(l, &format!("eots.g.loc.{}", loc_key(other))),
    };
    let mut facts: Vec<String> = vec![word(l, &format!("eotsv.type.{}", key_of(d.kind)))];
    if let Some(r) = d.range {
        facts.push(format!("{} {r}", t(l, "eots.g.range")));
    }
    if let (Some(cr), Some(e)) = (d.command_range, d.efficiency) {
        facts.push(format!("{} {cr} · {} {e}", t(l, "eots.g.command_range"), t(l, "eots.g.efficiency")));
    }
    Some(view! {
        <section class="eots-details" data-test="unit-details">
            <div class="unit-head">
                {counter_svg(d, us.reduced, 54.0)}
                <div>
                    <h3>{v.data().unit_name(d, l == Lang::Ko).to_string()}</h3>
                    <p>{facts.join(" · ")}</p>
                    <p>{t(l, "eots.g.at").replace("{0}", &where_)}</p>
                </div>
            </div>
        </section>
    })
}

fn loc_key(l: &Loc) -> &'static str {
    match l {
        Loc::Hex(_) => "hex",
        Loc::Box(_) => "box",
        Loc::Arrives(_) => "arrives",
        Loc::Event => "event",
        Loc::Delay => "delay",
        Loc::Returns(_) => "returns",
        Loc::Eliminated => "eliminated",
        _ => "removed",
    }
}

/// The selected unit and hex, and the offensive under way.
#[component]
pub fn Details(g: G) -> impl IntoView {
    move || {
        let l = g.p.lang.get();
        g.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let unit = g.unit.get().and_then(|k| unit_details(v, &k, l));
            let hex = g.hex.get().map(|h| hex_details(g, v, h, l));
            let offensive = v.state.offensive.as_ref().map(|o| {
                let names = GameNames::new(l, &s.game);
                let card = engine::games::empire_of_the_sun::text::card_arg(&v.state, o.side, o.card);
                let units: Vec<usize> = o.active.iter().chain(o.reaction.active.iter()).map(|a| a.unit as usize).collect();
                let play = t(l, if o.play == engine::games::empire_of_the_sun::state::Play::Oc { "eots.g.play.oc" } else { "eots.g.play.ec" });
                let hq = o.hq.map(|h| v.data().unit_name(&v.data().units[h as usize], l == Lang::Ko).to_string()).unwrap_or_else(|| "—".into());
                let facts = t(l, "eots.g.offensive_facts")
                    .replace("{0}", &play)
                    .replace("{1}", &hq)
                    .replace("{2}", &o.activations.to_string())
                    .replace("{3}", &o.battles.len().to_string());
                view! {
                    <section class="eots-details eots-offensive" data-test="offensive">
                        <h3>{t(l, "eots.g.offensive")}</h3>
                        <p>{msg::plain(&names, "eots.g.offensive_card", &[card])}</p>
                        <p>{facts}</p>
                        <ul class="eots-unit-list">{units.into_iter().map(|u| unit_row(g, v, u, l)).collect_view()}</ul>
                    </section>
                }
            });
            let empty = (unit.is_none() && hex.is_none()).then(|| view! { <p class="hint-line">{t(l, "eots.g.pick")}</p> });
            Some(view! { {unit}{hex}{offensive}{empty} })
        })
    }
}

/// How many log lines are drawn at once (the newest; the rest behind a button).
const LOG_PAGE: usize = 150;

/// The log, newest first; units and hexes in it point at the map.
#[component]
pub fn Log(g: G) -> impl IntoView {
    let all = RwSignal::new(false);
    view! {
        <section class="log" aria-labelledby="log-h">
            <h2 id="log-h" class="sr-only">{move || t(g.p.lang.get(), "game.log")}</h2>
            <ol class="log-list" data-test="log" reversed>
                {move || {
                    let l = g.p.lang.get();
                    let show_all = all.get();
                    g.p.snap.with(|s| s.as_ref().map(|s| {
                        let names = GameNames::new(l, &s.game);
                        let n = s.log.len();
                        let from = if show_all { 0 } else { n.saturating_sub(LOG_PAGE) };
                        s.log[from..].iter().enumerate().rev().map(|(i, e)| {
                            let seat = e.seat.and_then(|x| s.seats.get(x as usize).copied());
                            let key = format!("log.{}", e.id);
                            let key = if crate::i18n::has_key(&key) { key } else { e.id.clone() };
                            view! {
                                <li value=(from + i + 1).to_string() class=format!("log-entry seat-{}", seat.unwrap_or("none"))>
                                    {seat.map(|id| view! { <span class=format!("seat-tag seat-{id}")>{crate::i18n::text(l, &format!("seat.{id}"))}</span> })}
                                    <span class="log-text">{msg::rich(&names, &key, &e.args, Some(g.p.focus))}</span>
                                </li>
                            }
                        }).collect_view()
                    }))
                }}
            </ol>
            {move || {
                let more = g.p.snap.with(|s| s.as_ref().map_or(0, |s| s.log.len())) > LOG_PAGE && !all.get();
                more.then(|| view! { <button class="btn btn-ghost" on:click=move |_| all.set(true)>{t(g.p.lang.get(), "eots.g.log_all")}</button> })
            }}
        </section>
    }
}

/// The curtain's recap: the last lines of the log (public).
#[component]
pub fn Recap(p: BoardProps, seat: u8) -> impl IntoView {
    let _ = seat;
    move || {
        let l = p.lang.get();
        p.snap.with(|s| {
            let s: &crate::app::game::Snapshot = s.as_ref()?;
            let names = GameNames::new(l, &s.game);
            let from = s.log.len().saturating_sub(8);
            let items = s.log[from..]
                .iter()
                .map(|e| {
                    let key = format!("log.{}", e.id);
                    let key = if crate::i18n::has_key(&key) { key } else { e.id.clone() };
                    view! { <li>{msg::plain(&names, &key, &e.args)}</li> }
                })
                .collect_view();
            Some(view! { <ol class="recap" data-test="recap">{items}</ol> })
        })
    }
}
