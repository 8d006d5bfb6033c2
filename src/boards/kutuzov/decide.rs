//! The decision panel: who decides and what (the shell's head), then the legal actions — the moves
//! grouped by army (KUT 10: an army's leader, then every space it can reach this impulse), the others as
//! buttons. Choosing an army rings only its destinations on the map. An action that rolls dice (a battle, a
//! siege, an interception or evasion, a marker die) carries the engine's odds (`Snapshot::odds`, computed
//! by engine/src/games/kutuzov/odds.rs): its chance on the button, and below the actions each side's dice
//! term by term with its rule, the chance of every result and what is not counted.

use engine::text::Display as _;
use engine::Arg;
use leptos::prelude::*;

use crate::app::game::prompt_head;
use crate::app::msg::{self, GameNames};
use crate::app::t;

use engine::kit::odds::Odds;

use super::board::K;

/// One action as the panel shows it.
struct Choice {
    index: usize,
    target: Option<String>,
    label: String,
    notation: String,
}

/// The army a move action moves (its leader's key), if it is one.
pub fn mover(a: &engine::ActionInfo) -> Option<&str> {
    match (a.label.as_str(), a.args.first()) {
        ("kut.a.move", Some(Arg::Unit(u))) => Some(u),
        _ => None,
    }
}

/// The head of a group of actions that differ only by their last space: the action's words without it.
fn group_key(label: &str) -> Option<&'static str> {
    Some(match label {
        "kut.a.move" => "kut.b.group.move",
        "kut.a.move_sp" => "kut.b.group.move_sp",
        "kut.a.build" => "kut.b.group.build",
        "kut.a.build_leader" => "kut.b.group.build_leader",
        "kut.a.regroup" => "kut.b.group.regroup",
        "kut.a.regroup_leader" => "kut.b.group.regroup_leader",
        "kut.a.retreat" => "kut.b.group.retreat",
        "kut.a.evade" => "kut.b.group.evade",
        "kut.a.flag" => "kut.b.group.flag",
        "kut.a.magazine" => "kut.b.group.magazine",
        "kut.a.deploy" => "kut.b.group.deploy",
        "kut.a.deploy_sp" => "kut.b.group.deploy_sp",
        "kut.a.entrench" => "kut.b.group.entrench",
        _ => return None,
    })
}

/// The chance of the acting side's good results, in percent, if the odds mark any.
fn good_pct(o: &Odds) -> Option<u32> {
    o.success().map(|p| (p * 100.0).round() as u32)
}

/// The odds of one action as the panel explains them: the results with their chances, each side's dice
/// term by term (the modifiers carry their rule), and the notes (what is assumed, what is not counted).
fn odds_block(names: &GameNames, label: String, o: &Odds) -> impl IntoView {
    let total = o.total.max(1) as f64;
    let results = o
        .outcomes
        .iter()
        .map(|x| {
            let pct = x.ways as f64 * 100.0 / total;
            let pct = if pct > 0.0 && pct < 0.5 { "<1%".to_string() } else { format!("{}%", pct.round() as u32) };
            let text = crate::app::rule_popover::linked_text(names.lang, names.game, msg::plain(names, &x.id, &x.args));
            view! { <li class="kut-odds-result" class:good=x.success == Some(true) class:bad=x.success == Some(false)><b>{pct}</b>" "{text}</li> }
        })
        .collect_view();
    let terms = o
        .modifiers
        .iter()
        .map(|m| view! { <li class="kut-odds-term">{crate::app::rule_popover::linked_text(names.lang, names.game, msg::plain(names, &m.id, &m.args))}" "<b>{format!("{:+}", m.value)}</b></li> })
        .collect_view();
    let notes = o
        .notes
        .iter()
        .map(|(id, args)| {
            let strong = id == "kut.odds.dice";
            view! { <li class="kut-odds-note" class:strong=strong>{crate::app::rule_popover::linked_text(names.lang, names.game, msg::plain(names, id, args))}</li> }
        })
        .collect_view();
    view! {
        <div class="kut-odds" data-test="odds">
            <p class="kut-odds-head">{label}</p>
            <ul class="kut-odds-results" data-test="odds-results">{results}</ul>
            <ul class="kut-odds-terms" data-test="odds-terms">{terms}</ul>
            <ul class="kut-odds-notes">{notes}</ul>
        </div>
    }
}

/// An action's button; a move's destination chip also shows its route while the pointer is on it.
fn button(k: K, c: Choice, class: &'static str, text: String, army: Option<String>) -> impl IntoView {
    let Choice { index, target, label, notation } = c;
    let (t1, t2) = (target.clone(), target.clone());
    let peek = army.zip(target.as_deref().and_then(|t| t.strip_prefix("space:")).map(str::to_string));
    let peek2 = peek.clone();
    let hover = k.p.hover;
    let on_play = k.p.on_play;
    view! {
        <button class=format!("btn action {class}") data-test="action" data-index=index.to_string() data-target=target.unwrap_or_default()
            title=notation aria-label=label
            on:mouseenter=move |_| { hover.set(t1.clone()); if peek.is_some() { k.peek.set(peek.clone()) } }
            on:mouseleave=move |_| { hover.set(None); k.peek.set(None) }
            on:focus=move |_| { hover.set(t2.clone()); if peek2.is_some() { k.peek.set(peek2.clone()) } }
            on:blur=move |_| { hover.set(None); k.peek.set(None) }
            on:click=move |_| { hover.set(None); k.peek.set(None); on_play.run(index) }>
            {text}
        </button>
    }
}

#[component]
pub fn Decide(k: K) -> impl IntoView {
    let lang = k.p.lang;
    move || {
        let l = lang.get();
        let chosen = k.army.get();
        k.p.snap.with(|s| {
            let s = s.as_ref()?;
            let names = GameNames::new(l, &s.game);
            let head = prompt_head(l, s, &names, k.p.focus);
            // Actions that differ only by their last space (a move's destination, a build's space) are one
            // group: its head, then a chip per space.
            let mut groups: Vec<(String, Vec<(Choice, String)>)> = vec![];
            let mut heads: Vec<(String, String, Option<String>)> = vec![];
            let mut others: Vec<(Choice, String)> = vec![];
            let mut odds: Vec<AnyView> = vec![];
            for a in &s.prompt.actions {
                let c = Choice { index: a.index, target: a.target.as_ref().map(|t| t.key()), label: msg::plain(&names, &a.label, &a.args), notation: a.notation.clone() };
                let o = s.odds.get(a.index).and_then(|o| o.as_ref());
                // A roll's chance of success rides on its button; the details follow the actions.
                let pct = o.and_then(good_pct).map(|p| format!(" · {p}%")).unwrap_or_default();
                if let Some(o) = o {
                    odds.push(odds_block(&names, c.label.clone(), o).into_any());
                }
                match (group_key(&a.label), a.args.split_last()) {
                    (Some(key), Some((last @ Arg::Space(_), rest))) => {
                        let id = format!("{}|{:?}", a.label, rest);
                        let dest = names.arg(last) + &pct;
                        match groups.iter_mut().find(|(x, _)| *x == id) {
                            Some((_, list)) => list.push((c, dest)),
                            None => {
                                heads.push((id.clone(), msg::plain(&names, key, rest), mover(a).map(str::to_string)));
                                groups.push((id, vec![(c, dest)]));
                            }
                        }
                    }
                    _ => others.push((c, pct)),
                }
            }
            let seat_id = s.prompt.seat.clone().unwrap_or_default();
            let armies = groups
                .into_iter()
                .zip(heads)
                .map(|((_, list), (_, head, army))| {
                    let on = army.is_some() && chosen == army;
                    let dests = list.into_iter().map(|(c, dest)| button(k, c, "kut-dest", dest, army.clone())).collect_view();
                    let pick = army.clone().map(|u| {
                        view! {
                            <button class="kut-army" aria-pressed=on.to_string() title=t(l, "kut.b.army_pick")
                                on:click=move |_| k.army.update(|a| *a = if a.as_deref() == Some(u.as_str()) { None } else { Some(u.clone()) })>
                                {head.clone()}
                            </button>
                        }
                        .into_any()
                    });
                    let head = pick.unwrap_or_else(|| view! { <span class="kut-group-head">{head}</span> }.into_any());
                    view! {
                        <div class="kut-army-moves" class:chosen=on data-test="army-moves" data-leader=army.unwrap_or_default()>
                            {head}
                            <span class="kut-dests">{dests}</span>
                        </div>
                    }
                })
                .collect_view();
            let others = others.into_iter().map(|(c, pct)| {
                let text = c.label.clone() + &pct;
                button(k, c, "", text, None)
            }).collect_view();
            let odds = (!odds.is_empty()).then(|| view! {
                <div class="kut-odds-list" data-test="odds-list">
                    <p class="kut-odds-title">{t(l, "kut.b.odds_title")}</p>
                    {odds}
                </div>
            });
            Some(view! {
                <section class=format!("prompt prompt-{seat_id} kut-decide") aria-live="polite" data-test="prompt-panel">
                    {head}
                    <div class="actions kut-armies" role="group" aria-label=t(l, "game.actions")>{armies}</div>
                    <super::march::RoutePanel k=k />
                    <div class="actions" role="group" aria-label=t(l, "game.actions")>{others}</div>
                    {odds}
                </section>
            })
        })
    }
}
