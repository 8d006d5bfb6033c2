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
use crate::boards::shared::decide::{self as shared, Choice};
use crate::app::t;


use super::board::K;

/// The army a move action moves (its leader's key), if it is one.
pub fn mover(a: &engine::ActionInfo) -> Option<&str> {
    match (a.label.as_str(), a.args.first()) {
        ("kut.a.move" | "kut.a.move_group" | "kut.a.convoy", Some(Arg::Unit(u))) => Some(u),
        _ => None,
    }
}

/// The head of a group of actions that differ only by their last space: the action's words without it.
fn group_key(label: &str) -> Option<&'static str> {
    Some(match label {
        "kut.a.move" => "kut.b.group.move",
        "kut.a.move_group" => "kut.b.group.move_group",
        "kut.a.move_sp" => "kut.b.group.move_sp",
        "kut.a.convoy" => "kut.b.group.convoy",
        "kut.a.convoy_sp" => "kut.b.group.convoy_sp",
        "kut.a.build" => "kut.b.group.build",
        "kut.a.build_leader" => "kut.b.group.build_leader",
        "kut.a.regroup" => "kut.b.group.regroup",
        "kut.a.regroup_leader" => "kut.b.group.regroup_leader",
        "kut.a.retreat" => "kut.b.group.retreat",
        "kut.a.evade" => "kut.b.group.evade",
        "kut.a.flag" => "kut.b.group.flag",
        "kut.a.flag_ally" => "kut.b.group.flag_ally",
        "kut.a.magazine" => "kut.b.group.magazine",
        "kut.a.deploy" => "kut.b.group.deploy",
        "kut.a.deploy_sp" => "kut.b.group.deploy_sp",
        "kut.a.entrench" => "kut.b.group.entrench",
        _ => return None,
    })
}

/// An action's button; a move's destination chip also shows its route while the pointer is on it.
fn button(k: K, c: Choice, class: &'static str, text: String, army: Option<String>) -> impl IntoView {
    let peek = army.zip(c.target.as_deref().and_then(|t| t.strip_prefix("space:")).map(str::to_string));
    let on_peek = peek.map(|route| Callback::new(move |on: bool| k.peek.set(on.then(|| route.clone()))));
    shared::button(k.p, c, class, text, on_peek)
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
                // A roll's chance of success rides on its button; the details follow the actions.
                let (c, pct) = shared::choice(&names, s, a, &mut odds);
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
                .map(|((gid, list), (_, head, army))| {
                    let on = army.is_some() && chosen == army;
                    // A convoy's destination has no route by land to show (KUT 15.2).
                    let route = army.clone().filter(|_| !gid.starts_with("kut.a.convoy"));
                    let dests = list.into_iter().map(|(c, dest)| button(k, c, "kut-dest", dest, route.clone())).collect_view();
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
            let odds = shared::odds_list(l, "kut.b.odds_title", odds);
            Some(shared::panel("kut", &seat_id, head, view! {
                <div class="actions kut-armies" role="group" aria-label=t(l, "game.actions")>{armies}</div>
                <super::march::RoutePanel k=k />
                <div class="actions" role="group" aria-label=t(l, "game.actions")>{others}</div>
                {odds}
            }))
        })
    }
}
