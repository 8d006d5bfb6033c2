//! The strip of tracks across the top: the turn (day) track, whose player turn it is and its phase as the
//! sequence of play names it (NATO 7.0), victory points, Surprise on turn 1, the Move to the GDP's dice on
//! NATO's first turn, each side's attack helicopters Ready and Recovering (NATO 18.4), the Pact's supply
//! points, and the overlay switches (HQ ranges, supply).

use leptos::prelude::*;

use crate::app::rule_popover::linked_text;
use crate::app::t;
use crate::i18n::Lang;

use engine::games::nato::data::Side;
use engine::games::nato::state::Loc;

use super::board::{view_of, Unit, N};

pub fn side_name(l: Lang, s: Side) -> String {
    t(l, &format!("nato.b.side.{}", s.key()))
}

/// The phase's words (NATO 7.0), with the battle cycle's step in a Combat Phase.
pub fn phase_text(l: Lang, v: &super::board::GameView) -> String {
    let side = side_name(l, v.player);
    let mut text = t(l, &format!("nato.b.phase.{}", v.phase.key)).replace("{0}", &side);
    if let Some(c) = v.phase.cycle {
        text = format!("{text} — {}", t(l, &format!("nato.b.cycle.{c}")));
    }
    text
}

#[component]
pub fn Tracks(n: N) -> impl IntoView {
    let lang = n.p.lang;
    let strip = move || {
        let l = lang.get();
        n.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let days = (1..=v.last_turn)
                .map(|d| {
                    let now = d == v.turn;
                    view! { <span class="nato-day" class:now=now class:past=d < v.turn data-test="nato-day" data-day=d.to_string()>{d.to_string()}</span> }
                })
                .collect_view();
            let turn_label = t(l, "nato.b.turn").replace("{0}", &v.turn.to_string()).replace("{1}", &v.last_turn.to_string());
            let turn_aria = turn_label.clone();
            let whose = t(l, "nato.b.whose").replace("{0}", &side_name(l, v.player));
            let phase = phase_text(l, v);
            let vp = t(l, "nato.b.vp_pair").replace("{0}", &v.vp[0].to_string()).replace("{1}", &v.vp[1].to_string());
            let surprise = v.surprise.then(|| {
                view! { <span class="nato-stat nato-surprise" data-test="nato-surprise" title=t(l, "nato.b.surprise_title")>{linked_text(l, "nato", t(l, "nato.b.surprise"))}</span> }
            });
            let gdp = (!v.gdp.is_empty()).then(|| {
                let dice = v
                    .gdp
                    .iter()
                    .map(|(army, die)| {
                        let name = t(l, &format!("nato.nation.{army}"));
                        view! { <span class="nato-die" title=name.clone()>{t(l, "nato.b.gdp_die").replace("{0}", &name).replace("{1}", &die.to_string())}</span> }
                    })
                    .collect_view();
                view! { <span class="nato-stat nato-gdp" data-test="nato-gdp">{linked_text(l, "nato", t(l, "nato.b.gdp"))}": "{dice}</span> }
            });
            // NATO 18.4: each side's attack-helicopter brigades on their display, Ready and Recovering.
            let ah = [Side::Wp, Side::Nato]
                .into_iter()
                .filter_map(|side| {
                    let on: Vec<&Unit> = v.units.iter().filter(|u| u.side == side && u.loc == Loc::Display).collect();
                    if on.is_empty() {
                        return None;
                    }
                    let recovering = on.iter().filter(|u| u.used).count();
                    let text = t(l, "nato.b.ah_count").replace("{0}", &side_name(l, side)).replace("{1}", &(on.len() - recovering).to_string()).replace("{2}", &recovering.to_string());
                    Some(view! { <span class=format!("nato-stat nato-ah side-{}", side.key()) data-test="nato-ah" data-side=side.key() data-ready=(on.len() - recovering).to_string() data-recovering=recovering.to_string() title=t(l, "nato.b.ah_title")>{text}</span> })
                })
                .collect_view();
            // NATO 22.1, 22.2.4: chemical points and the chemical-warfare turn (the `chemical` option).
            let chem = v.chemical.as_ref().map(|c| {
                let text = match c.first_use {
                    None => t(l, "nato.b.chem_points").replace("{0}", &c.points[0].to_string()).replace("{1}", &c.points[1].to_string()),
                    Some(_) => t(l, "nato.b.chem_turn").replace("{0}", &c.points[0].to_string()).replace("{1}", &c.points[1].to_string()).replace("{2}", &c.chem_turn.to_string()),
                };
                view! { <span class="nato-stat nato-chem-track" data-test="nato-chem" data-wp=c.points[0].to_string() data-nato=c.points[1].to_string() data-chem-turn=c.chem_turn.to_string()>{linked_text(l, "nato", text)}</span> }
            });
            // NATO 21.2–21.5: the nuclear strikes made (for Armageddon), the air cuts and the Vistula (the
            // `nuclear` option).
            let nuke = v.nuclear.as_ref().map(|n| {
                let mut text = t(l, "nato.b.nukes").replace("{0}", &n.strikes[0].to_string()).replace("{1}", &n.strikes[1].to_string());
                if n.tap_cut != [0, 0] {
                    text += &t(l, "nato.b.nukes_cut").replace("{0}", &n.tap_cut[0].to_string()).replace("{1}", &n.tap_cut[1].to_string());
                }
                if n.vistula {
                    text += &t(l, "nato.b.nukes_vistula");
                }
                view! { <span class="nato-stat nato-nuke-track" data-test="nato-nuke" data-wp=n.strikes[0].to_string() data-nato=n.strikes[1].to_string()>{linked_text(l, "nato", text)}</span> }
            });
            let sp = (v.supply_points != 0).then(|| view! { <span class="nato-stat">{linked_text(l, "nato", t(l, "nato.b.supply_points").replace("{0}", &v.supply_points.to_string()))}</span> });
            let side_class = format!("nato-stat nato-whose side-{}", v.player.key());
            Some(view! {
                <div class="nato-tracks-row">
                    <span class="nato-daytrack" title=t(l, "nato.b.turn_track") aria-label=turn_aria>
                        <b class="nato-turn" data-test="nato-turn">{turn_label}</b>
                        <span class="nato-days">{days}</span>
                    </span>
                    <span class=side_class data-test="nato-whose">{whose}</span>
                    <span class="nato-stat nato-phase" data-test="nato-phase">{linked_text(l, "nato", phase)}</span>
                    <span class="nato-stat nato-vp" data-test="nato-vp" title=t(l, "nato.b.vp")>{format!("{}: {vp}", t(l, "nato.b.vp"))}</span>
                    {surprise}
                    {gdp}
                    {ah}
                    {sp}
                    {chem}
                    {nuke}
                    <span class="nato-stat nato-year">{t(l, "nato.b.year").replace("{0}", &v.year.to_string())}</span>
                </div>
            })
        })
    };
    view! {
        <div class="nato-tracks" data-test="nato-tracks">
            {strip}
            <div class="nato-switches" role="group">
                <label class="check" title=move || t(lang.get(), "nato.b.show_hq_title")>
                    <input type="checkbox" data-test="show-hq" prop:checked=move || n.show_hq.get() on:change=move |ev| n.show_hq.set(event_target_checked(&ev)) />
                    <span>{move || t(lang.get(), "nato.b.show_hq")}</span>
                </label>
                <label class="check" title=move || t(lang.get(), "nato.b.show_supply_title")>
                    <input type="checkbox" data-test="show-supply" prop:checked=move || n.show_supply.get() on:change=move |ev| n.show_supply.set(event_target_checked(&ev)) />
                    <span>{move || t(lang.get(), "nato.b.show_supply")}</span>
                </label>
            </div>
        </div>
    }
}
