//! The event display (DF 1.L, 10): the Spent, Current and Pending cards by name, the draw and discard
//! piles' sizes, which factions still resolve a Pending Event and in what order (DF 10, initiative order),
//! who rolls at +1 while a card is visible (DF 10.2), and the Pending Area's units (DF 1.M, High
//! Command). A unit of the Pending Area that the prompt targets is ringed and plays its action on a tap.

use engine::games::downfall::data::Faction;
use engine::text::Display as _;
use leptos::prelude::*;

use crate::app::msg::GameNames;
use crate::app::t;

use super::board::{view_of, D};

#[component]
pub fn EventDisplay(d: D) -> impl IntoView {
    let lang = d.p.lang;
    move || {
        let l = lang.get();
        d.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let names = GameNames::new(l, &s.game);
            let e = &v.events;
            let fname = |f: Faction| t(l, &format!("df.b.faction.{}", f.key()));
            let card = |slot: &'static str, key: &Option<String>| {
                let name = key.as_ref().map_or("—".to_string(), |k| t(l, &format!("df.event.{k}")));
                view! {
                    <li class=format!("df-card {slot}") class:empty=key.is_none() data-test=format!("event-{slot}")>
                        <span class="df-card-slot">{t(l, &format!("df.b.ev.{slot}"))}</span>
                        <b class="df-card-name">{name}</b>
                    </li>
                }
            };
            let order = e
                .pending_factions
                .iter()
                .enumerate()
                .map(|(i, f)| view! { <span class=format!("df-chip f-{}", f.key())>{format!("{}. {}", i + 1, fname(*f))}</span> })
                .collect_view();
            let resolve = (!e.pending_factions.is_empty()).then(|| {
                view! {
                    <span class="df-ev-resolve" data-test="event-order" title=t(l, "df.b.ev.order_help")>
                        <span class="df-strip-title">{t(l, "df.b.ev.order")}</span>{order}
                    </span>
                }
            });
            let bonus = (!e.roll_bonus.is_empty()).then(|| {
                let who = e.roll_bonus.iter().map(|f| fname(*f)).collect::<Vec<_>>().join(", ");
                view! { <span class="df-ev-bonus" data-test="roll-bonus" title=t(l, "df.b.ev.bonus_help")>{format!("{} {who}", t(l, "df.b.ev.bonus"))}</span> }
            });
            // The Pending Area: a unit the prompt targets is a choice.
            let targets: Vec<(usize, String)> =
                s.prompt.actions.iter().filter_map(|a| a.target.as_ref().map(|x| (a.index, x.key()))).collect();
            // The unit the prompt is about (High Command's Guards unit), marked where it waits.
            let asked: Vec<String> = s.prompt.args.iter().filter_map(|a| match a {
                engine::Arg::Unit(k) => Some(k.clone()),
                _ => None,
            }).collect();
            let pending = v
                .pending_area
                .iter()
                .map(|u| {
                    let faction = v.units.iter().find(|x| &x.key == u).map(|x| x.faction.key()).unwrap_or("west");
                    let target = format!("unit:{u}");
                    let play = targets.iter().find(|(_, k)| *k == target).map(|(i, _)| *i);
                    let on_play = d.p.on_play;
                    let name = names.arg(&engine::Arg::Unit(u.clone()));
                    match play {
                        Some(i) => view! {
                            <li><button class=format!("df-chip f-{faction} df-choice") data-test="pending-unit" on:click=move |_| on_play.run(i)>{name}</button></li>
                        }
                        .into_any(),
                        None => {
                            let asked = if asked.contains(u) { " df-asked" } else { "" };
                            view! { <li><span class=format!("df-chip f-{faction}{asked}") data-test="pending-unit">{name}</span></li> }.into_any()
                        }
                    }
                })
                .collect_view();
            let area = (!v.pending_area.is_empty()).then(|| {
                view! {
                    <span class="df-pending-area" data-test="pending-area" title=t(l, "df.b.ev.pending_area_help")>
                        <span class="df-strip-title">{t(l, "df.b.ev.pending_area")}</span>
                        <ul>{pending}</ul>
                    </span>
                }
            });
            Some(view! {
                <section class="df-strip df-events" data-test="events">
                    <span class="df-strip-title">{t(l, "df.b.ev.title")}</span>
                    <ul class="df-cards">
                        {card("spent", &e.spent)}
                        {card("current", &e.current)}
                        {card("pending", &e.pending)}
                    </ul>
                    <span class="df-piles" title=t(l, "df.b.ev.piles_help")>
                        {format!("{} {} · {} {}", t(l, "df.b.ev.draw"), e.draw_pile, t(l, "df.b.ev.discard"), e.discard_pile)}
                    </span>
                    {resolve}
                    {bonus}
                    {area}
                </section>
            })
        })
    }
}
