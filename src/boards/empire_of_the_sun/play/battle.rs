//! The battle being fought (9.0), beside the decision: the hex, each side's air and naval units and its
//! ground units there, each side's last roll (strength, die, modifier, hits, critical), the steps lost so
//! far and the winner of the air-naval combat.

use engine::games::empire_of_the_sun::battle::{Fight, Role};
use engine::games::empire_of_the_sun::data::{Side, UnitType};
use engine::games::empire_of_the_sun::state::{idx, Loc};
use leptos::prelude::*;

use crate::app::t;
use crate::i18n::Lang;

use super::super::counter::counter_svg;
use super::board::G;
use super::{view_of, GameView};

fn seat(l: Lang, side: Side) -> String {
    t(l, if side == Side::Japanese { "seat.japan" } else { "seat.allies" })
}

/// One side's column: its units in the battle and its last roll.
fn column(g: G, v: &GameView, f: &Fight, side: Side, l: Lang) -> impl IntoView {
    let d = v.data();
    let mut units: Vec<(u16, bool)> = f.members.iter().filter(|m| m.side == side).map(|m| (m.unit, m.role == Role::Escort)).collect();
    // The ground units and HQs in the hex fight the ground combat (9.4).
    for (u, us) in v.state.units.iter().enumerate() {
        let du = &d.units[u];
        if du.side == side && us.loc == Loc::Hex(f.hex) && matches!(du.kind, UnitType::Ground | UnitType::Hq) && !units.iter().any(|x| x.0 as usize == u) {
            units.push((u as u16, false));
        }
    }
    let lost = f.losses.iter().filter(|x| x.side == side).count();
    let fire = f.fire[idx(side)].as_ref().map(|x| {
        let line = t(l, "eots.g.fire")
            .replace("{0}", &x.strength.to_string())
            .replace("{1}", &x.roll.to_string())
            .replace("{2}", &format!("{:+}", x.modified - x.roll as i32))
            .replace("{3}", &x.hits.to_string());
        view! { <p class="fire" data-test="fire">{line}{x.critical.then(|| view! { <b class="crit">{t(l, "eots.g.critical")}</b> })}</p> }
    });
    let rows = units
        .into_iter()
        .map(|(u, escort)| {
            let du = &d.units[u as usize];
            let us = &v.state.units[u as usize];
            let key = du.key.clone();
            let gone = !us.loc.in_play();
            view! {
                <li class:gone=gone>
                    <button class="eots-unit-btn" on:click=move |_| g.unit_clicked(&key)>
                        {counter_svg(du, us.reduced, 26.0)}
                        <span class="unit-name">{d.unit_name(du, l == Lang::Ko).to_string()}</span>
                        {escort.then(|| view! { <small>{t(l, "eots.g.escort")}</small> })}
                        {gone.then(|| view! { <small class="bad">{t(l, "eots.g.loc.eliminated")}</small> })}
                    </button>
                </li>
            }
        })
        .collect_view();
    let class = if side == Side::Japanese { "battle-side side-jp" } else { "battle-side side-al" };
    view! {
        <div class=class>
            <h4>{seat(l, side)}{(side == f.offensive).then(|| format!(" · {}", t(l, "eots.g.attacking")))}</h4>
            <ul class="eots-unit-list">{rows}</ul>
            {fire}
            {(lost > 0).then(|| view! { <p class="lost">{t(l, "eots.g.steps_lost").replace("{0}", &lost.to_string())}</p> })}
        </div>
    }
}

#[component]
pub fn BattlePanel(g: G) -> impl IntoView {
    move || {
        let l = g.p.lang.get();
        g.p.snap.with(|s| {
            let v = view_of(s.as_ref()?)?;
            let f = v.state.offensive.as_ref()?.fight.as_ref()?;
            let hex = f.hex;
            let name = v.which().map(v.data()).get(hex).and_then(|h| h.name.as_deref()).map(|n| v.data().place_name(n, l == Lang::Ko).to_string()).unwrap_or_default();
            let winner = f.air_naval_winner.map(|w| engine::text::particles(&t(l, "eots.g.air_naval_winner").replace("{0}", &seat(l, w))));
            let intrinsic = f.intrinsic.len();
            let proposal = (!v.proposal.is_empty()).then(|| {
                let items = v
                    .proposal
                    .iter()
                    .map(|&(u, gone)| {
                        let name = v.data().unit_name(&v.data().units[u as usize], l == Lang::Ko).to_string();
                        let what = t(l, if gone { "eots.g.proposal_eliminated" } else { "eots.g.proposal_step" });
                        view! { <li>{name}": "{what}</li> }
                    })
                    .collect_view();
                view! {
                    <div class="proposal" data-test="proposal">
                        <small>{t(l, "eots.g.proposal")}</small>
                        <ul>{items}</ul>
                    </div>
                }
            });
            Some(view! {
                <section class="eots-battle-panel" data-test="battle" data-hex=hex.id()>
                    <h3>
                        <button class="ref eots-ref" on:click=move |_| g.goto.set(Some(hex))>{t(l, "eots.g.battle_at").replace("{0}", &format!("{} {name}", hex.id()))}</button>
                    </h3>
                    <div class="battle-cols">
                        {column(g, v, f, Side::Japanese, l)}
                        {column(g, v, f, Side::Allied, l)}
                    </div>
                    {(intrinsic > 0).then(|| view! { <p class="hint-line">{t(l, "eots.g.intrinsic").replace("{0}", &intrinsic.to_string())}</p> })}
                    {winner.map(|w| view! { <p class="winner">{w}</p> })}
                    {proposal}
                </section>
            })
        })
    }
}
