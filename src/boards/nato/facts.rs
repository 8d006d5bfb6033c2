//! The facts of the chosen hex (terrain, country, command zone, sector, city and who holds it) with the
//! units there — each counter with its name, values, steps, markers and supply, and the choices that
//! name it — and the units off the map (strategic reserve boxes, arrivals to come, the eliminated).

use engine::games::nato::data::{hex_name, HexId};
use engine::games::nato::state::Loc;
use engine::text::Display as _;
use engine::Arg;
use leptos::prelude::*;

use crate::app::msg::GameNames;
use crate::app::rule_popover::linked_text;
use crate::app::t;
use crate::i18n::Lang;

use super::board::{view_of, GameView, Unit, N};
use super::counter::{markers, CounterPic};

/// A word for a key the board may not know: its text, or the key itself.
fn word(l: Lang, key: &str, fallback: &str) -> String {
    if crate::i18n::has_key(key) {
        t(l, key)
    } else {
        fallback.to_string()
    }
}

/// One unit's line: its counter, name, values, steps, markers, supply, and its choices.
fn unit_row(n: N, l: Lang, names: &GameNames, v: &GameView, u: &Unit, actions: Vec<(usize, String)>) -> impl IntoView {
    let (a, d, m) = u.values;
    let values_key = match u.class {
        engine::games::nato::data::Class::Hq => "nato.b.values_hq",
        engine::games::nato::data::Class::Artillery => "nato.b.values_arty",
        _ => "nato.b.values",
    };
    let values = t(l, values_key).replace("{0}", &a.to_string()).replace("{1}", &d.to_string()).replace("{2}", &m.to_string());
    let steps = (u.max_steps > 1).then(|| t(l, "nato.b.steps").replace("{0}", &u.steps.to_string()).replace("{1}", &u.max_steps.to_string()));
    let mut notes: Vec<String> = markers(u, v.turn).into_iter().map(|k| t(l, &format!("nato.b.mk.{k}"))).collect();
    if let Some(team) = u.team {
        notes.push(t(l, &format!("nato.b.team_unit.{}", team.key())));
    }
    if u.site {
        notes.push(t(l, "nato.b.site"));
    }
    if u.gdp_behind {
        notes.push(t(l, "nato.b.gdp_behind").replace("{0}", &u.active.to_string()));
    } else if u.active > v.turn {
        notes.push(t(l, "nato.b.inactive").replace("{0}", &u.active.to_string()));
    }
    if n.show_supply.get_untracked() && !u.oos() {
        notes.push(t(l, "nato.b.supplied"));
    }
    let notes = notes.into_iter().map(|x| view! { <li>{linked_text(l, "nato", x)}</li> }).collect_view();
    let on_play = n.p.on_play;
    let buttons = actions
        .into_iter()
        .map(|(i, label)| view! { <button class="btn action nato-chip" data-test="unit-action" data-index=i.to_string() on:click=move |_| on_play.run(i)>{label}</button> })
        .collect_view();
    view! {
        <li class="nato-unit" data-test="unit" data-unit=u.key.clone()>
            <CounterPic u=u.clone() turn=v.turn />
            <div class="nato-unit-text">
                <b>{names.arg(&Arg::Unit(u.key.clone()))}</b>
                <span class="nato-unit-values">{values}{steps.map(|s| format!(" · {s}"))}</span>
                <ul class="nato-unit-notes">{notes}</ul>
                <span class="nato-chips">{buttons}</span>
            </div>
        </li>
    }
}

/// The choices of the prompt that name a unit (index, label).
fn unit_actions(s: &crate::app::game::Snapshot, names: &GameNames, key: &str) -> Vec<(usize, String)> {
    let target = format!("unit:{key}");
    s.prompt
        .actions
        .iter()
        .filter(|a| a.target.as_ref().is_some_and(|t| t.key() == target))
        .map(|a| (a.index, crate::app::msg::plain(names, &a.label, &a.args)))
        .collect()
}

fn hex_facts(l: Lang, v: &GameView, h: HexId) -> Vec<String> {
    let d = v.data;
    let x = &d.hexes[h as usize];
    let mut out = vec![];
    let terrain: Vec<String> = x.terrain.iter().map(|&i| d.tec[i].key.as_str()).map(|k| word(l, &format!("nato.b.t.{k}"), k)).collect();
    if !terrain.is_empty() {
        out.push(t(l, "nato.b.terrain").replace("{0}", &terrain.join(", ")));
    } else if x.all_sea {
        out.push(t(l, "nato.b.t.all_sea"));
    }
    if let Some(c) = &x.country {
        out.push(t(l, "nato.b.country").replace("{0}", &word(l, &format!("nato.b.c.{c}"), c)));
    }
    if let Some(z) = &x.zone {
        out.push(t(l, "nato.b.zone").replace("{0}", &word(l, &format!("nato.b.z.{z}"), z)));
    }
    if let Some(s) = x.sector {
        out.push(t(l, "nato.b.sector").replace("{0}", &s.to_string()));
    }
    if let Some(c) = &x.city {
        let kind = t(l, &format!("nato.b.t.{}", c.kind.tec_key()));
        out.push(t(l, "nato.b.city").replace("{0}", l.pick(&c.name_en, &c.name_ko)).replace("{1}", &kind).replace("{2}", &c.intrinsic.to_string()));
    }
    let id = hex_name(h);
    if let Some((_, by)) = v.conquests.iter().find(|(x, _)| *x == id) {
        out.push(t(l, "nato.b.held_by").replace("{0}", &super::tracks::side_name(l, *by)));
    }
    if v.resupply.is_some_and(|(x, _)| x == h) {
        out.push(t(l, "nato.b.mk.resupply"));
    }
    // NATO 23.2.4: the hex's placed strike markers, not yet resolved.
    let strikes = v.air.strike_markers.iter().filter(|(x, _)| *x == id).count();
    if strikes > 0 {
        out.push(t(l, "nato.b.mk.strike").replace("{0}", &strikes.to_string()));
    }
    // NATO 21.1.3: the hex's Nuclear marker.
    if v.nuclear.as_ref().is_some_and(|n| n.markers.contains(&id)) {
        out.push(t(l, "nato.b.mk.nuke"));
    }
    // NATO 22.3: the hex's chemical markers, whose and which face.
    for (_, by, persistent) in v.chemical.iter().flat_map(|c| c.markers.iter()).filter(|(x, _, _)| *x == id) {
        let key = if *persistent { "nato.b.mk.chem_persistent_by" } else { "nato.b.mk.chem_by" };
        out.push(t(l, key).replace("{0}", &super::tracks::side_name(l, *by)));
    }
    out
}

#[component]
pub fn HexFacts(n: N) -> impl IntoView {
    let lang = n.p.lang;
    move || {
        let l = lang.get();
        let _ = n.show_supply.get();
        let Some(h) = n.hex.get() else {
            return view! { <p class="hint" data-test="hex-facts">{t(l, "nato.b.pick_hex")}</p> }.into_any();
        };
        n.p.snap.with(|s| {
            let Some(s) = s.as_ref() else { return ().into_any() };
            let Some(v) = view_of(s) else { return ().into_any() };
            let names = GameNames::new(l, &s.game);
            let facts = hex_facts(l, v, h).into_iter().map(|x| view! { <li>{linked_text(l, "nato", x)}</li> }).collect_view();
            let here: Vec<&Unit> = v.units.iter().filter(|u| u.hex() == Some(h)).collect();
            let units = if here.is_empty() {
                view! { <p class="hint">{t(l, "nato.b.no_units")}</p> }.into_any()
            } else {
                here.into_iter().map(|u| unit_row(n, l, &names, v, u, unit_actions(s, &names, &u.key))).collect_view().into_any()
            };
            let title = names.arg(&Arg::Hex(hex_name(h)));
            view! {
                <div class="nato-facts" data-test="hex-facts" data-hex=hex_name(h)>
                    <h3>{t(l, "nato.b.hex_head").replace("{0}", &title)}</h3>
                    <ul class="nato-hex-facts">{facts}</ul>
                    <ul class="nato-units">{units}</ul>
                </div>
            }
            .into_any()
        })
    }
}

#[component]
pub fn OffMap(n: N) -> impl IntoView {
    let lang = n.p.lang;
    move || {
        let l = lang.get();
        n.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let names = GameNames::new(l, &s.game);
            let mut groups: std::collections::BTreeMap<(u8, u8), (String, Vec<&Unit>)> = Default::default();
            for u in &v.units {
                let (order, label) = match u.loc {
                    // NATO 2.2.5, 13.7: the Strategic Reserve Box (rules 5), before the sectors' boxes.
                    Loc::Srb => ((0, 0), t(l, "nato.b.srb")),
                    Loc::Box(0) => ((0, 1), t(l, "nato.b.box_any")),
                    Loc::Box(sec) => ((0, sec + 1), t(l, "nato.b.box").replace("{0}", &sec.to_string())),
                    Loc::Due(turn) => ((1, turn), t(l, "nato.b.due").replace("{0}", &turn.to_string())),
                    Loc::Dead => ((2, 0), t(l, "nato.b.dead")),
                    // NATO 29.8: a destroyed HQ on the turn track (rules 13).
                    // Its own group after the arrivals (a key apart from `Due`'s, or the two would share a label).
                    Loc::Rebuilt(turn) => ((1, 100 + turn), t(l, "nato.b.rebuilt").replace("{0}", &turn.to_string())),
                    // NATO 18.4: the display's Ready box, then its Recovery box.
                    Loc::Display if u.used => ((3, 1), t(l, "nato.b.ah_recovery")),
                    Loc::Display => ((3, 0), t(l, "nato.b.ah_ready")),
                    _ => continue,
                };
                groups.entry(order).or_insert_with(|| (label, vec![])).1.push(u);
            }
            let body = if groups.is_empty() {
                view! { <p class="hint">{t(l, "nato.b.none_off_map")}</p> }.into_any()
            } else {
                groups
                    .into_values()
                    .map(|(label, us)| {
                        let rows = us.into_iter().map(|u| unit_row(n, l, &names, v, u, unit_actions(s, &names, &u.key))).collect_view();
                        view! { <h4>{label}</h4><ul class="nato-units">{rows}</ul> }
                    })
                    .collect_view()
                    .into_any()
            };
            Some(view! { <div class="nato-facts" data-test="off-map"><h3>{t(l, "nato.b.boxes")}</h3>{body}</div> })
        })
    }
}
