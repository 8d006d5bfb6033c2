//! The decision panel: who decides and what (the shell's head), then the legal actions as buttons. A
//! unit's destinations (`To`, `Sail`, `Enter`) are one group of chips. An action that rolls dice (a
//! combat's 2d6, a Strategic Warfare roll) carries the engine's odds (`Snapshot::odds`, computed by
//! engine/src/games/downfall/odds.rs): the chance of a good result on its button, and below the
//! actions the column, every modifier with its rule and the chance of each result.

use engine::kit::odds::Odds;
use engine::text::Display as _;
use leptos::prelude::*;

use crate::app::game::prompt_head;
use crate::app::msg::{self, GameNames};
use crate::app::t;

use super::board::D;

/// One action as the panel shows it.
struct Choice {
    index: usize,
    target: Option<String>,
    label: String,
    notation: String,
}

/// The chance of the acting side's good results, in percent, if the odds mark any.
fn good_pct(o: &Odds) -> Option<u32> {
    o.success().map(|p| (p * 100.0).round() as u32)
}

/// The odds of one action: the results with their chances, the modifiers with their rule, the notes.
fn odds_block(names: &GameNames, label: String, o: &Odds) -> impl IntoView {
    let total = o.total.max(1) as f64;
    let results = o
        .outcomes
        .iter()
        .map(|x| {
            let pct = x.ways as f64 * 100.0 / total;
            let pct = if pct > 0.0 && pct < 0.5 { "<1%".to_string() } else { format!("{}%", pct.round() as u32) };
            let text = crate::app::rule_popover::linked_text(names.lang, names.game, msg::plain(names, &x.id, &x.args));
            view! { <li class="df-odds-result" class:good=x.success == Some(true) class:bad=x.success == Some(false)><b>{pct}</b>" "{text}</li> }
        })
        .collect_view();
    let terms = o
        .modifiers
        .iter()
        .map(|m| view! { <li class="df-odds-term">{crate::app::rule_popover::linked_text(names.lang, names.game, msg::plain(names, &m.id, &m.args))}" "<b>{format!("{:+}", m.value)}</b></li> })
        .collect_view();
    let notes = o
        .notes
        .iter()
        .map(|(id, args)| view! { <li class="df-odds-note">{crate::app::rule_popover::linked_text(names.lang, names.game, msg::plain(names, id, args))}</li> })
        .collect_view();
    view! {
        <div class="df-odds" data-test="odds">
            <p class="df-odds-head">{label}</p>
            <ul class="df-odds-terms" data-test="odds-terms">{terms}</ul>
            <ul class="df-odds-results" data-test="odds-results">{results}</ul>
            <ul class="df-odds-notes">{notes}</ul>
        </div>
    }
}

/// An action's button: the pointer on it rings its target on the map.
fn button(d: D, c: Choice, class: &'static str, text: String) -> impl IntoView {
    let Choice { index, target, label, notation } = c;
    let (t1, t2) = (target.clone(), target.clone());
    let hover = d.p.hover;
    let on_play = d.p.on_play;
    view! {
        <button class=format!("btn action {class}") data-test="action" data-index=index.to_string() data-target=target.unwrap_or_default()
            title=notation aria-label=label
            on:mouseenter=move |_| hover.set(t1.clone())
            on:mouseleave=move |_| hover.set(None)
            on:focus=move |_| hover.set(t2.clone())
            on:blur=move |_| hover.set(None)
            on:click=move |_| { hover.set(None); on_play.run(index) }>
            {text}
        </button>
    }
}

/// The actions that are one group of chips (a destination each). Partisan Warfare's hexes are places,
/// not moves (DF 7.8).
fn grouped(prompt: &str, label: &str) -> Option<&'static str> {
    Some(match label {
        "df.a.to" if prompt == "df.partisan_place" => "df.b.group.place",
        "df.a.to" => "df.b.group.to",
        "df.a.sail" => "df.b.group.sail",
        "df.a.enter" => "df.b.group.enter",
        _ => return None,
    })
}

#[component]
pub fn Decide(d: D) -> impl IntoView {
    let lang = d.p.lang;
    move || {
        let l = lang.get();
        d.p.snap.with(|s| {
            let s = s.as_ref()?;
            let names = GameNames::new(l, &s.game);
            let head = prompt_head(l, s, &names, d.p.focus);
            let mut groups: Vec<(&'static str, Vec<(Choice, String)>)> = vec![];
            let mut others: Vec<(Choice, String)> = vec![];
            let mut odds: Vec<AnyView> = vec![];
            for a in &s.prompt.actions {
                let c = Choice { index: a.index, target: a.target.as_ref().map(|t| t.key()), label: msg::plain(&names, &a.label, &a.args), notation: a.notation.clone() };
                let o = s.odds.get(a.index).and_then(|o| o.as_ref());
                let pct = o.and_then(good_pct).map(|p| format!(" · {p}%")).unwrap_or_default();
                if let Some(o) = o {
                    odds.push(odds_block(&names, c.label.clone(), o).into_any());
                }
                match grouped(s.prompt.id.as_str(), &a.label) {
                    Some(g) => {
                        let chip = a.args.last().map(|x| names.arg(x)).unwrap_or_default();
                        let chip = if a.label == "df.a.enter" { c.label.clone() } else { chip };
                        match groups.iter_mut().find(|(x, _)| *x == g) {
                            Some((_, list)) => list.push((c, chip)),
                            None => groups.push((g, vec![(c, chip)])),
                        }
                    }
                    None => others.push((c, pct)),
                }
            }
            let seat_id = s.prompt.seat.clone().unwrap_or_default();
            let groups = groups
                .into_iter()
                .map(|(g, list)| {
                    let chips = list.into_iter().map(|(c, chip)| button(d, c, "df-dest", chip)).collect_view();
                    view! {
                        <div class="df-group" data-test="dest-group">
                            <span class="df-group-head">{t(l, g)}</span>
                            <span class="df-dests">{chips}</span>
                        </div>
                    }
                })
                .collect_view();
            let others = others.into_iter().map(|(c, pct)| {
                let text = c.label.clone() + &pct;
                button(d, c, "", text)
            }).collect_view();
            let odds = (!odds.is_empty()).then(|| view! {
                <div class="df-odds-list" data-test="odds-list">
                    <p class="df-odds-title">{t(l, "df.b.odds_title")}</p>
                    {odds}
                </div>
            });
            Some(view! {
                <section class=format!("prompt prompt-{seat_id} df-decide") aria-live="polite" data-test="prompt-panel">
                    {head}
                    <div class="actions df-groups" role="group" aria-label=t(l, "game.actions")>{groups}</div>
                    <div class="actions" role="group" aria-label=t(l, "game.actions")>{others}</div>
                    {odds}
                </section>
            })
        })
    }
}
