//! The decision panel: who decides and what (the shell's head), then the legal actions — the moves
//! grouped by army (KUT 10: an army's leader, then every space it can reach this impulse), the others as
//! buttons. Choosing an army rings only its destinations on the map.

use engine::text::Display as _;
use engine::Arg;
use leptos::prelude::*;

use crate::app::game::prompt_head;
use crate::app::msg::{self, GameNames};
use crate::app::t;

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
        _ => return None,
    })
}

fn button(k: K, c: Choice, class: &'static str, text: String) -> impl IntoView {
    let Choice { index, target, label, notation } = c;
    let (t1, t2) = (target.clone(), target.clone());
    let hover = k.p.hover;
    let on_play = k.p.on_play;
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
            let mut others: Vec<Choice> = vec![];
            for a in &s.prompt.actions {
                let c = Choice { index: a.index, target: a.target.as_ref().map(|t| t.key()), label: msg::plain(&names, &a.label, &a.args), notation: a.notation.clone() };
                match (group_key(&a.label), a.args.split_last()) {
                    (Some(key), Some((last @ Arg::Space(_), rest))) => {
                        let id = format!("{}|{:?}", a.label, rest);
                        let dest = names.arg(last);
                        match groups.iter_mut().find(|(x, _)| *x == id) {
                            Some((_, list)) => list.push((c, dest)),
                            None => {
                                heads.push((id.clone(), msg::plain(&names, key, rest), mover(a).map(str::to_string)));
                                groups.push((id, vec![(c, dest)]));
                            }
                        }
                    }
                    _ => others.push(c),
                }
            }
            let seat_id = s.prompt.seat.clone().unwrap_or_default();
            let armies = groups
                .into_iter()
                .zip(heads)
                .map(|((_, list), (_, head, army))| {
                    let on = army.is_some() && chosen == army;
                    let dests = list.into_iter().map(|(c, dest)| button(k, c, "kut-dest", dest)).collect_view();
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
            let others = others.into_iter().map(|c| {
                let text = c.label.clone();
                button(k, c, "", text)
            }).collect_view();
            Some(view! {
                <section class=format!("prompt prompt-{seat_id} kut-decide") aria-live="polite" data-test="prompt-panel">
                    {head}
                    <div class="actions kut-armies" role="group" aria-label=t(l, "game.actions")>{armies}</div>
                    <div class="actions" role="group" aria-label=t(l, "game.actions")>{others}</div>
                </section>
            })
        })
    }
}
