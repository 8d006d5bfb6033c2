//! The decision panel: who decides and what (the shell's head), the phase, then the legal actions — those
//! that differ only by the unit or hex they name grouped under one head, a chip each (a move's
//! destination with its MP) — and, while a battle is being committed, its odds before the roll: the two
//! strengths and the column, each column shift with its rule, the limit, and the chance of every CRT
//! result (the engine's `Game::odds`, engine/src/games/nato/combat/odds.rs).

use engine::text::Display as _;
use engine::Arg;
use leptos::prelude::*;

use crate::app::game::prompt_head;
use crate::app::msg::{self, GameNames};
use crate::app::rule_popover::linked_text;
use crate::boards::shared::decide::{self as shared, Choice};
use crate::app::t;
use crate::i18n::Lang;

use super::board::{view_of, GameView, N};

/// The head of a group of actions that differ only by their last unit or hex.
fn group_key(label: &str) -> Option<&'static str> {
    Some(match label {
        "nato.act.select" => "nato.b.group.select",
        "nato.act.move" => "nato.b.group.move",
        "nato.act.reserve" => "nato.b.group.reserve",
        "nato.act.attack" => "nato.b.group.attack",
        "nato.act.mark" => "nato.b.group.mark",
        "nato.act.commit" => "nato.b.group.commit",
        "nato.act.support" => "nato.b.group.support",
        "nato.act.react" => "nato.b.group.react",
        "nato.act.hit" => "nato.b.group.hit",
        "nato.act.sacrifice" => "nato.b.group.sacrifice",
        "nato.act.advance" => "nato.b.group.advance",
        "nato.act.retreat_to" => "nato.b.group.retreat_to",
        "nato.act.exploit" => "nato.b.group.exploit",
        "nato.act.entrain" => "nato.b.group.entrain",
        "nato.act.entrained" => "nato.b.group.entrained",
        "nato.act.detrain" => "nato.b.group.detrain",
        "nato.act.rail_to_box" => "nato.b.group.rail_to_box",
        "nato.act.sail" => "nato.b.group.sail",
        "nato.act.airlift" => "nato.b.group.airlift",
        "nato.act.sealift" => "nato.b.group.sealift",
        _ => return None,
    })
}

/// A column shift's words with its rule.
fn shift_text(l: Lang, why: &str, v: i32) -> String {
    let key = match why {
        "terrain" | "flank" | "concentric" | "surprise" => format!("nato.b.odds.shift.{why}"),
        _ => "nato.b.odds.shift.support".into(),
    };
    t(l, &key).replace("{0}", &format!("{v:+}"))
}

/// The battle's odds: strengths, column, shifts, and (when the roll is offered) every result's chance.
fn battle_block(l: Lang, names: &GameNames, v: &GameView, roll: Option<&engine::kit::odds::Odds>) -> Option<impl IntoView> {
    let (target, o) = v.view.battle.as_ref()?;
    let col = |i: usize| v.data.crt_columns.get(i).cloned().unwrap_or_else(|| i.to_string());
    let head = t(l, "nato.b.battle_at").replace("{0}", &names.arg(&Arg::Hex(target.clone())));
    let column = t(l, "nato.b.odds.column").replace("{0}", &o.attack.to_string()).replace("{1}", &o.defence.to_string()).replace("{2}", &col(o.base));
    let shifts = if o.shifts.is_empty() {
        vec![view! { <li class="nato-odds-term">{t(l, "nato.b.odds.none")}</li> }.into_any()]
    } else {
        o.shifts.iter().map(|&(why, s)| view! { <li class="nato-odds-term" data-test="odds-shift">{linked_text(l, "nato", shift_text(l, why, s))}</li> }.into_any()).collect()
    };
    let limit = t(l, "nato.b.odds.limit").replace("{0}", &format!("{:+}", o.shift)).replace("{1}", &col(o.column));
    let results = roll.map(|r| {
        let total = r.total.max(1) as f64;
        r.outcomes
            .iter()
            .map(|x| {
                let pct = x.ways as f64 * 100.0 / total;
                let pct = format!("{}%", pct.round() as u32);
                let faces: Vec<String> = x.rolls.iter().map(|d| d.iter().map(|f| f.to_string()).collect::<String>()).collect();
                let text = msg::plain(names, &x.id, &x.args);
                view! { <li class="nato-odds-result" class:good=x.success == Some(true) class:bad=x.success == Some(false)><b>{pct}</b>" "{text}<span class="nato-faces">{format!(" ({})", faces.join(", "))}</span></li> }
            })
            .collect_view()
    });
    Some(view! {
        <div class="nato-odds" data-test="odds">
            <p class="nato-odds-title">{t(l, "nato.b.odds_title")}</p>
            <p class="nato-odds-head">{head}</p>
            <p class="nato-odds-column" data-test="odds-column">{linked_text(l, "nato", column)}</p>
            <ul class="nato-odds-terms" data-test="odds-terms">{shifts}</ul>
            <p class="nato-odds-limit">{linked_text(l, "nato", limit)}</p>
            {results.map(|r| view! { <ul class="nato-odds-results" data-test="odds-results">{r}</ul> })}
        </div>
    })
}

/// With two players on the deciding side (NATO [35.8]): which partner decides — the one whose units the
/// choices name, both when they name units of each, and the two together for a decision that names no
/// unit (D-T3 in docs/games/nato.md).
fn team_line(l: Lang, s: &crate::app::game::Snapshot, v: &GameView) -> Option<String> {
    let seat = s.seat?;
    if !v.teams.get(seat as usize).copied().unwrap_or(false) {
        return None;
    }
    let mut teams: Vec<&str> = s
        .prompt
        .actions
        .iter()
        .filter_map(|a| a.target.as_ref()?.key().strip_prefix("unit:").map(str::to_string))
        .filter_map(|k| v.units.iter().find(|u| u.key == k)?.team)
        .map(|t| t.key())
        .collect();
    teams.sort();
    teams.dedup();
    let key = match teams.as_slice() {
        [one] => format!("nato.b.team.{one}"),
        [] => "nato.b.team.together".to_string(),
        _ => "nato.b.team.each".to_string(),
    };
    Some(t(l, &key))
}

#[component]
pub fn Decide(n: N) -> impl IntoView {
    let lang = n.p.lang;
    move || {
        let l = lang.get();
        n.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let names = GameNames::new(l, &s.game);
            let head = prompt_head(l, s, &names, n.p.focus);
            let dests: std::collections::BTreeMap<&str, u32> = v.destinations.iter().map(|(h, mp)| (h.as_str(), *mp)).collect();
            let mut groups: Vec<(String, String, Vec<(Choice, String)>)> = vec![];
            let mut others: Vec<Choice> = vec![];
            // Conceding and proposing a cease-fire (NATO 35.1), offered with every decision: folded away
            // at the foot of the panel, so that no one ends the war by a slip.
            let mut war_end: Vec<Choice> = vec![];
            let mut roll = None;
            // The rolls of a transport or resupply operation (NATO 17.0, 10.7): each one's chances before the
            // roll, under the action's label (a battle's odds have their own block below).
            let mut rolls: Vec<AnyView> = vec![];
            for a in &s.prompt.actions {
                let c = Choice::of(&names, a);
                if let Some(o) = s.odds.get(a.index).and_then(|o| o.as_ref()) {
                    roll = Some(o);
                    if matches!(a.label.as_str(), "nato.act.resupply" | "nato.act.airlift" | "nato.act.sealift") {
                        rolls.push(shared::odds_block(&names, c.label.clone(), o).into_any());
                    }
                }
                match (group_key(&a.label), a.args.split_last()) {
                    (Some(key), Some((last, rest))) => {
                        let id = format!("{}|{:?}", a.label, rest);
                        let mut chip = names.arg(last);
                        if let Arg::Hex(h) = last {
                            if let Some(mp) = dests.get(h.as_str()).filter(|_| a.label == "nato.act.move") {
                                let key = if v.march.iter().any(|m| m == h) { "nato.b.dest_march" } else { "nato.b.dest" };
                                chip = t(l, key).replace("{0}", &chip).replace("{1}", &mp.to_string());
                            }
                        }
                        if let Arg::Unit(k) = last {
                            if let Some(u) = v.units.iter().find(|u| &u.key == k) {
                                chip = format!("{chip} {}", super::counter::values_text(u));
                                // With two players a side, whose unit it is (NATO [35.8]).
                                if let Some(team) = u.team {
                                    chip = format!("{} · {chip}", t(l, &format!("nato.b.team_short.{}", team.key())));
                                }
                            }
                        }
                        match groups.iter_mut().find(|(x, _, _)| *x == id) {
                            Some((_, _, list)) => list.push((c, chip)),
                            None => {
                                let head = t(l, key).replace("{0}", &rest.first().map(|x| names.arg(x)).unwrap_or_default());
                                groups.push((id, head, vec![(c, chip)]));
                            }
                        }
                    }
                    _ if matches!(a.label.as_str(), "nato.act.concede" | "nato.act.ceasefire") => war_end.push(c),
                    _ => others.push(c),
                }
            }
            let groups = groups
                .into_iter()
                .map(|(_, head, list)| {
                    let chips = list.into_iter().map(|(c, chip)| shared::button(n.p, c, "nato-chip", chip, None)).collect_view();
                    shared::group("nato", view! { <span class="nato-group-head">{linked_text(l, "nato", head)}</span> }.into_any(), chips.into_any())
                })
                .collect_view();
            let others = others
                .into_iter()
                .map(|c| {
                    let text = c.label.clone();
                    shared::button(n.p, c, "", text, None)
                })
                .collect_view();
            let war_end = (!war_end.is_empty()).then(|| {
                let buttons = war_end.into_iter().map(|c| {
                    let text = c.label.clone();
                    shared::button(n.p, c, "nato-war-end-button", text, None)
                }).collect_view();
                view! {
                    <details class="nato-war-end" data-test="war-end">
                        <summary>{linked_text(l, "nato", t(l, "nato.b.war_end"))}</summary>
                        <div class="actions">{buttons}</div>
                    </details>
                }
            });
            let seat_id = s.prompt.seat.clone().unwrap_or_default();
            let phase = super::tracks::phase_text(l, v);
            let team = team_line(l, s, v);
            Some(shared::panel("nato", &seat_id, head, view! {
                <p class="nato-phase-line" data-test="phase-line">{linked_text(l, "nato", phase)}</p>
                {team.map(|x| view! { <p class="nato-team-line" data-test="team-line">{linked_text(l, "nato", x)}</p> })}
                <div class="actions" role="group" aria-label=t(l, "game.actions")>{others}</div>
                <div class="actions nato-groups" role="group" aria-label=t(l, "game.actions")>{groups}</div>
                {battle_block(l, &names, v, roll)}
                {shared::odds_list(l, "nato.b.odds_rolls", rolls)}
                {war_end}
            }))
        })
    }
}
