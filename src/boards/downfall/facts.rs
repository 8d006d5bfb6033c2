//! The side panel's facts: the chosen hex (its terrain, country, city, port, objective, controller and
//! the units standing there, with the actions aimed at it), and supply on request (DF 11: every unit
//! that does not trace supply now or carries an Isolated marker, and why).

use engine::text::Display as _;
use leptos::prelude::*;

use crate::app::msg::{self, GameNames};
use crate::app::t;

use super::board::{by_hex, view_of, D};
use super::map::stacks;

#[component]
pub fn HexFacts(d: D) -> impl IntoView {
    let lang = d.p.lang;
    move || {
        let l = lang.get();
        let Some(id) = d.hex.get() else {
            return view! { <p class="df-hint" data-test="hex-hint">{t(l, "df.b.hex_hint")}</p> }.into_any();
        };
        d.p.snap.with(|s| {
            let Some(s) = s.as_ref() else { return ().into_any() };
            let Some(v) = view_of(s) else { return ().into_any() };
            let Some(hex) = engine::kit::rows::RowHex::parse(&id) else { return ().into_any() };
            let Some(h) = v.data.hexes.get(&hex) else { return ().into_any() };
            let names = GameNames::new(l, &s.game);
            let name = if l == crate::i18n::Lang::Ko && !h.name_ko.is_empty() && h.name_ko != "-" { h.name_ko.clone() } else { h.name_en.clone() };
            let title = if name.is_empty() || name == "-" { id.clone() } else { format!("{name} ({id})") };
            let mut facts: Vec<String> = vec![];
            let terrain = h.terrain.key();
            if terrain != "-" {
                facts.push(t(l, &format!("df.b.terrain.{terrain}")));
            } else {
                facts.push(t(l, "df.b.sym.sea"));
            }
            if !h.country.is_empty() && h.country != "-" {
                facts.push(format!("{}: {}", t(l, "df.b.country"), h.country.replace('_', " ")));
            }
            if h.city.is_some() {
                let ctl = v.cities.iter().find(|(x, _)| *x == id).map(|(_, i)| t(l, &format!("df.ideology.{i}"))).unwrap_or_default();
                facts.push(format!("{} ({})", t(l, if h.capital { "df.b.capital" } else { "df.b.sym.city" }), ctl));
            }
            if h.port {
                facts.push(t(l, "df.b.sym.port"));
            }
            if h.objective {
                facts.push(t(l, "df.b.sym.objective"));
                // DF A.2, 2.2: a lone partisan owns it for VP.
                if let Some((_, i)) = v.partisan_objectives.iter().find(|(x, _)| *x == id) {
                    facts.push(format!("{} ({})", t(l, "df.b.partisan_owner"), t(l, &format!("df.ideology.{i}"))));
                }
            }
            if let Some(a) = &h.land_area {
                facts.push(t(l, &format!("df.b.area.{a}")));
            }
            let facts = facts.into_iter().map(|f| view! { <li>{f}</li> }).collect_view();
            let units = stacks(v)
                .remove(&id)
                .unwrap_or_default()
                .into_iter()
                .map(|c| {
                    let badge = if c.isolated { t(l, "df.b.sym.isolated") } else { String::new() };
                    let sup = if c.unsupplied { t(l, "df.b.sym.unsupplied") } else { String::new() };
                    view! {
                        <li class=format!("df-unit f-{}", c.faction.key()) data-unit=c.key.clone()>
                            <span class=format!("df-chip f-{}", c.faction.key())>{c.mark}</span>
                            " "{names.arg(&engine::Arg::Unit(c.key.clone()))}
                            " "<span class="df-steps">{format!("{}/{}", c.steps, c.pips)}</span>
                            " "<span class="df-badges">{badge}" "{sup}</span>
                        </li>
                    }
                })
                .collect_view();
            let here: Vec<usize> = by_hex(s).remove(&id).unwrap_or_default();
            let actions = s
                .prompt
                .actions
                .iter()
                .filter(|a| here.contains(&a.index))
                .map(|a| {
                    let i = a.index;
                    let on_play = d.p.on_play;
                    view! { <button class="btn action" data-test="hex-action" on:click=move |_| on_play.run(i)>{msg::plain(&names, &a.label, &a.args)}</button> }
                })
                .collect_view();
            view! {
                <div class="df-facts" data-test="hex-facts">
                    <h3>{title}</h3>
                    <ul class="df-fact-list">{facts}</ul>
                    <ul class="df-units">{units}</ul>
                    <div class="actions">{actions}</div>
                </div>
            }
            .into_any()
        })
    }
}

#[component]
pub fn SupplyPanel(d: D) -> impl IntoView {
    let lang = d.p.lang;
    move || {
        let l = lang.get();
        d.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let names = GameNames::new(l, &s.game);
            let rows = v
                .supply
                .iter()
                .map(|x| {
                    let unit = x.unit.clone();
                    let hex = super::board::hex_of(v, &unit);
                    let iso = if x.isolated == "none" { String::new() } else { format!(" · {}", t(l, &format!("df.iso.{}", x.isolated))) };
                    view! {
                        <li data-test="supply-row">
                            <button class="ref ref-unit" on:click=move |_| if let Some(h) = hex.clone() { d.hex.set(Some(h)) }>{names.arg(&engine::Arg::Unit(unit.clone()))}</button>
                            ": "{t(l, &format!("df.why.{}", x.why))}{iso}
                        </li>
                    }
                })
                .collect_view();
            let empty = v.supply.is_empty();
            Some(view! {
                <div class="df-supply" data-test="supply-panel">
                    <p class="df-hint">{t(l, "df.b.supply_help")}</p>
                    {empty.then(|| view! { <p>{t(l, "df.b.supply_none")}</p> })}
                    <ul>{rows}</ul>
                </div>
            })
        })
    }
}
