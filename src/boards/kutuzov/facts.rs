//! The facts of the chosen space: what it is (kind, home colour, Key, fortress, depot, capital, port,
//! marsh, edge zone), who controls it, what stands there, its lines of march, the choices that target it,
//! and the source of its row in the pack (spaces.tsv's `source`).

use engine::games::kutuzov::data::{Kind, LineType};
use engine::games::kutuzov::state::Place;
use leptos::prelude::*;

use crate::app::msg::{self, GameNames};
use crate::app::t;

use super::board::{view_of, K};
use super::geo::{CONTINGENT_KEYS, POWER_KEYS};
use super::map::home_key;

fn seat_of_power(p: &str) -> &'static str {
    match p {
        "fn" => "french_northern",
        "r1" => "russian_first",
        "fs" => "french_southern",
        _ => "russian_second",
    }
}

/// A Power's name (its seat's).
pub fn power_name(l: crate::i18n::Lang, p: &str) -> String {
    t(l, &format!("seat.{}", seat_of_power(p)))
}

#[component]
pub fn SpaceFacts(k: K) -> impl IntoView {
    let lang = k.p.lang;
    move || {
        let l = lang.get();
        let Some(key) = k.space.get() else {
            return view! { <p class="empty kut-pick" data-test="space-facts-empty">{t(l, "kut.b.pick_space")}</p> }.into_any();
        };
        k.p.snap
            .with(|s| {
                let s = s.as_ref()?;
                let v = view_of(s)?;
                let d = v.data;
                let i = d.spaces.iter().position(|x| x.key == key)?;
                let sp = &d.spaces[i];
                let sv = v.spaces.get(i)?;
                let names = GameNames::new(l, &s.game);
                let mut facts: Vec<String> = vec![t(l, &format!("kut.b.kind.{}", match sp.kind { Kind::Duchy => "duchy", Kind::Zone => "zone", Kind::Sea => "sea" }))];
                facts.push(t(l, "kut.b.home").replace("{0}", &t(l, &format!("kut.b.home.{}", home_key(sp.home)))));
                if sp.key_duchy {
                    facts.push(t(l, "kut.b.sym.key"));
                }
                if sp.fortress > 0 {
                    facts.push(t(l, "kut.b.fortress_n").replace("{0}", &sp.fortress.to_string()));
                }
                for (on, k) in [(sp.depot, "kut.b.sym.depot"), (sp.capital, "kut.b.sym.capital"), (sp.port, "kut.b.sym.port"), (sp.marsh, "kut.b.marsh")] {
                    if on {
                        facts.push(t(l, k));
                    }
                }
                match sp.edge {
                    Some(0) => facts.push(t(l, "kut.b.edge.imperial")),
                    Some(_) => facts.push(t(l, "kut.b.edge.tsarist")),
                    None => {}
                }
                let mut state: Vec<String> = vec![match sv.controller {
                    Some(p) => t(l, "kut.b.controller").replace("{0}", &power_name(l, p)),
                    None => t(l, "kut.b.no_controller"),
                }];
                if let Some(f) = sv.flag {
                    // Rules 17: an ally's own flag names its nation and the Power it serves (KUT 7.1).
                    let key = match (sv.ally_flag, f) {
                        (true, "fs") => "kut.b.flag_austrian",
                        (true, _) => "kut.b.flag_prussian",
                        _ => "kut.b.flag",
                    };
                    state.push(t(l, key).replace("{0}", &power_name(l, f)));
                }
                if let Some(p) = sv.supply_train {
                    state.push(t(l, "kut.b.supply_train").replace("{0}", &power_name(l, p)));
                }
                for (on, k) in [(sv.scorched, "kut.b.sym.scorched"), (sv.besieged, "kut.b.sym.besieged"), (sv.sacked, "kut.b.sacked"), (sv.entrenched, "kut.b.sym.entrenched")] {
                    if on {
                        state.push(t(l, k));
                    }
                }
                // What stands there: each Power's leaders and SP per contingent.
                let mut here: Vec<(usize, String)> = vec![];
                for (p, pk) in POWER_KEYS.iter().enumerate() {
                    let leaders: Vec<String> = v
                        .leaders
                        .iter()
                        .enumerate()
                        .filter(|(_, x)| x.place == Place::Map(i as u16) && x.power == *pk)
                        .map(|(j, _)| {
                            let ld = &d.leaders[j];
                            t(l, "kut.b.leader").replace("{0}", l.pick(&ld.name_en, &ld.name_ko)).replace("{1}", &ld.battle.to_string()).replace("{2}", &ld.command.to_string())
                        })
                        .collect();
                    let sps: Vec<String> = super::geo::contingents_of(p)
                        .iter()
                        .filter(|&&c| sv.sp[c] > 0)
                        .map(|&c| format!("{} {} SP", t(l, &format!("kut.contingent.{}", CONTINGENT_KEYS[c])), sv.sp[c]))
                        .collect();
                    if !leaders.is_empty() || !sps.is_empty() {
                        here.push((p, leaders.into_iter().chain(sps).collect::<Vec<_>>().join(" · ")));
                    }
                }
                let lines: Vec<(String, String, &'static str)> = d
                    .lines
                    .iter()
                    .filter_map(|&(a, b, ty)| {
                        let other = if a as usize == i { b } else if b as usize == i { a } else { return None };
                        let o = &d.spaces[other as usize];
                        let tk = match ty {
                            LineType::Clear => "clear",
                            LineType::Rough => "rough",
                            LineType::Marsh => "marsh",
                            LineType::River => "river",
                            LineType::Sea => "sea",
                        };
                        Some((o.key.clone(), l.pick(&o.name_en, &o.name_ko).to_string(), tk))
                    })
                    .collect();
                let target = format!("space:{key}");
                let actions: Vec<(usize, String)> = s
                    .prompt
                    .actions
                    .iter()
                    .filter(|a| a.target.as_ref().is_some_and(|x| x.key() == target))
                    .map(|a| (a.index, msg::plain(&names, &a.label, &a.args)))
                    .collect();
                let on_play = k.p.on_play;
                let title = l.pick(&sp.name_en, &sp.name_ko).to_string();
                let unknown = (sp.lat == 0.0 && sp.lon == 0.0).then(|| view! { <p class="kut-note">{t(l, "kut.b.unknown_zone")}</p> });
                Some(
                    view! {
                        <section class="kut-facts" data-test="space-facts" data-space=key.clone()>
                            <h3>{title}</h3>
                            {(!actions.is_empty()).then(|| view! {
                                <div class="kut-here-actions">
                                    <h4>{t(l, "kut.b.actions_here")}</h4>
                                    {actions.into_iter().map(|(index, label)| view! {
                                        <button class="btn action" data-test="space-action" data-index=index.to_string() on:click=move |_| on_play.run(index)>{label}</button>
                                    }).collect_view()}
                                </div>
                            })}
                            <p class="kut-fact-list">{facts.join(" · ")}</p>
                            <p class="kut-fact-list kut-state">{state.join(" · ")}</p>
                            {unknown}
                            <h4>{t(l, "kut.b.here")}</h4>
                            {if here.is_empty() {
                                view! { <p class="empty">{t(l, "kut.b.nobody_here")}</p> }.into_any()
                            } else {
                                view! {
                                    <ul class="kut-here">
                                        {here.into_iter().map(|(p, text)| view! {
                                            <li><span class=format!("seat-tag seat-{}", seat_of_power(POWER_KEYS[p]))>{power_name(l, POWER_KEYS[p])}</span>" "{text}</li>
                                        }).collect_view()}
                                    </ul>
                                }.into_any()
                            }}
                            <h4>{t(l, "kut.b.lines")}</h4>
                            <ul class="kut-lines-list">
                                {lines.into_iter().map(|(okey, oname, tk)| {
                                    let kk = k;
                                    view! {
                                        <li><span class=format!("kut-line-chip line-{tk}")>{t(l, &format!("kut.b.line.{tk}"))}</span>" "
                                            <button class="ref ref-space" on:click=move |_| { kk.space.set(Some(okey.clone())); }>{oname}</button></li>
                                    }
                                }).collect_view()}
                            </ul>
                            <details class="kut-source">
                                <summary>{t(l, "kut.b.source")}</summary>
                                {sp.approximate.then(|| view! { <p class="kut-note">{t(l, "kut.b.approx_row")}</p> })}
                                <p class="kut-source-text" data-test="space-source">{format!("spaces.tsv · {}: {}", sp.key, sp.source)}</p>
                            </details>
                        </section>
                    }
                    .into_any(),
                )
            })
            .unwrap_or_else(|| ().into_any())
    }
}
