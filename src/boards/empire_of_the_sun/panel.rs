//! The detail panels: a hex (its class, terrain, features, nation and regions, its six sides, the units
//! set up there, and where all this comes from) and a unit (both sides of its counter, every value,
//! where each list sets it up, and where its values come from), plus the units off the map at the
//! start.

use engine::games::empire_of_the_sun::data::{City, HexData, Island, Placement, SetupList, Unit, UnitType};
use engine::kit::hex::Hex;
use leptos::prelude::*;

use crate::app::t;
use crate::i18n::Lang;

use super::counter::{counter_svg, values};
use super::facts::{self, Placed, SideLook, Spot, Waiting};
use super::state::Eots;
use super::text::{fill, provenance, word};

pub fn key_of<T: serde::Serialize>(v: T) -> String {
    serde_json::to_value(v).ok().and_then(|v| v.as_str().map(str::to_string)).unwrap_or_default()
}

/// A definition row.
fn row(label: String, value: impl IntoView + 'static) -> impl IntoView {
    view! { <div class="eots-row"><dt>{label}</dt><dd>{value}</dd></div> }
}

/// Where a component comes from, one line per kind of source.
pub fn provenance_view(lang: Lang, source: &str) -> impl IntoView {
    let lines = provenance(lang, source);
    view! {
        <section class="eots-prov" data-test="provenance">
            <h4>{t(lang, "eotsv.provenance")}</h4>
            <ul>
                {lines.into_iter().map(|(k, s)| view! { <li class=format!("prov-{}", k.key())>{s}</li> }).collect_view()}
            </ul>
        </section>
    }
}

/// A unit as a button: its counter, name and values.
pub fn unit_button(e: Eots, p: Placed<'static>) -> impl IntoView {
    let key: &'static str = p.unit.key.as_str();
    view! {
        <button class="eots-unit-btn" data-unit=key class:chosen=move || e.unit.with(|u| u.as_deref() == Some(key)) on:click=move |_| e.pick_unit(key)>
            {counter_svg(p.unit, p.reduced, 30.0)}
            <span class="u-name">{move || e.data.get().unit_name(p.unit, e.lang.get() == Lang::Ko).to_string()}</span>
            <span class="u-vals">{values(p.unit, p.reduced)}{p.reduced.then(|| " ↓")}</span>
        </button>
    }
}

fn features(l: Lang, x: &HexData) -> Vec<String> {
    let mut v = vec![];
    match x.city {
        City::City => v.push(word(l, "eotsv.city")),
        City::JapanHome => v.push(word(l, "eotsv.city_jp_home")),
        City::China => v.push(word(l, "eotsv.city_china")),
        City::None => {}
    }
    if x.port {
        v.push(word(l, "eotsv.port"));
    }
    if x.airfield {
        v.push(word(l, "eotsv.airfield"));
    }
    if x.resource {
        v.push(word(l, "eotsv.resource"));
    }
    v
}

fn side_text(l: Lang, d: &engine::games::empire_of_the_sun::data::EotsData, s: &SideLook) -> String {
    if !s.on_map {
        return word(l, "eotsv.side.off");
    }
    let Some(x) = s.data else { return "–".into() };
    let mut v = vec![];
    if x.land {
        v.push(word(l, "eotsv.side.land"));
    }
    if x.sea {
        v.push(word(l, "eotsv.side.sea"));
    }
    if x.strait {
        v.push(word(l, "eotsv.side.strait"));
    }
    if s.no_sea {
        v.push(word(l, "eotsv.side.no_sea"));
    }
    if s.no_land {
        v.push(word(l, "eotsv.side.no_land"));
    } else if !x.land && !x.sea {
        v.push(word(l, "eotsv.side.closed"));
    }
    for r in &x.routes {
        let name = d.routes.iter().find(|x| &x.key == r).map_or(r.as_str(), |x| x.name.as_str());
        v.push(fill(l, "eotsv.side.route", &[name]));
    }
    v.join(" · ")
}

/// The selected hex.
#[component]
pub fn HexPanel(e: Eots) -> impl IntoView {
    move || {
        let l = e.lang.get();
        let d = e.data.get();
        let which = e.which.get();
        let map = which.map(d);
        let Some(x) = e.hex.get().and_then(|h| map.get(h)) else {
            return view! { <p class="hint eots-pick">{t(l, "eotsv.pick_hex")}</p> }.into_any();
        };
        let h = x.hex;
        let title = match &x.name {
            Some(n) => format!("{} · {n}", fill(l, "eotsv.hex", &[&h.id()])),
            None => fill(l, "eotsv.hex", &[&h.id()]),
        };
        let feats = features(l, x);
        let regions: Vec<String> = x.regions.iter().map(|r| word(l, &format!("eotsv.region.{r}"))).collect();
        let edges: Vec<String> = ['n', 'e', 's', 'w'].iter().zip(x.edges).filter(|(_, on)| *on).map(|(c, _)| word(l, &format!("eotsv.edge.{c}"))).collect();
        let supply = edges_supply(l, which, x);
        let sides = facts::sides(d, map, h)
            .into_iter()
            .map(|s| {
                let to = s.to;
                let text = side_text(l, d, &s);
                let dir = word(l, &format!("eotsv.dir.{}", s.dir.key()));
                let goto = fill(l, "eotsv.goto_hex", &[&to.id()]);
                view! {
                    <tr>
                        <th scope="row">{dir}</th>
                        <td>{if s.on_map {
                            view! { <button class="ref eots-ref" title=goto.clone() aria-label=goto on:click=move |_| { e.pick_hex(to); e.goto.set(Some(to)) }>{to.id()}</button> }.into_any()
                        } else {
                            view! { <span class="muted">{to.id()}</span> }.into_any()
                        }}</td>
                        <td>{text}</td>
                    </tr>
                }
            })
            .collect_view();
        let list = e.list();
        let here: Vec<Placed<'static>> =
            facts::stacks(d, list, which).into_iter().find(|(s, _)| *s == Spot::Hex(h)).map(|(_, v)| v).unwrap_or_default();
        let n = here.len();
        let units = if here.is_empty() {
            view! { <p class="hint">{t(l, "eotsv.no_units_here")}</p> }.into_any()
        } else {
            view! { <div class="eots-unit-list">{here.into_iter().map(|p| unit_button(e, p)).collect_view()}</div> }.into_any()
        };
        let class = word(l, &format!("eotsv.class.{}", key_of(x.class)));
        let terrain = word(l, &format!("eotsv.terrain.{}", key_of(x.terrain)));
        let nation = if x.nation == "-" { word(l, "eotsv.none") } else { word(l, &format!("eotsv.owner.{}", x.nation)) };
        view! {
            <article class="eots-hex-panel" data-test="hex-panel" data-hex=h.id()>
                <h3>{title}</h3>
                <dl class="eots-dl">
                    {row(t(l, "eotsv.class"), class)}
                    {row(t(l, "eotsv.terrain"), terrain)}
                    {row(t(l, "eotsv.features"), if feats.is_empty() { word(l, "eotsv.none") } else { feats.join(" · ") })}
                    {(x.island != Island::Mainland).then(|| row(t(l, "eotsv.island"), word(l, &format!("eotsv.island.{}", key_of(x.island)))))}
                    {row(t(l, "eotsv.nation"), nation)}
                    {(!regions.is_empty()).then(|| row(t(l, "eotsv.regions"), regions.join(" · ")))}
                    {(!edges.is_empty()).then(|| row(t(l, "eotsv.edges"), format!("{}{}", edges.join(" · "), supply)))}
                </dl>
                <h4>{t(l, "eotsv.hexsides")}</h4>
                <table class="eots-sides" data-test="hexsides"><tbody>{sides}</tbody></table>
                <h4>{fill(l, "eotsv.units_here", &[&n.to_string()])}</h4>
                {units}
                {provenance_view(l, &x.source)}
            </article>
        }
        .into_any()
    }
}

/// " — Allied ultimate supply source" for a hex on a supply edge.
fn edges_supply(l: Lang, which: super::facts::Which, x: &HexData) -> String {
    let allied = x.edges[1] || x.edges[2] || x.edges[3];
    let japanese = which == super::facts::Which::SouthPacific && x.edges[0];
    let mut v = vec![];
    if allied {
        v.push(word(l, "eotsv.edge_supply_allied"));
    }
    if japanese {
        v.push(word(l, "eotsv.edge_supply_japan"));
    }
    if v.is_empty() {
        String::new()
    } else {
        format!(" — {}", v.join(" · "))
    }
}

fn placement_text(l: Lang, p: Option<Placement>) -> String {
    match p {
        None => word(l, "eotsv.not_in_list"),
        Some(Placement::Hex(h)) => h.id(),
        Some(Placement::Turn(n)) => fill(l, "eotsv.wait.turn", &[&n.to_string()]),
        Some(Placement::Delay) => word(l, "eotsv.wait.delay"),
        Some(Placement::ChinaBox) => word(l, "eotsv.wait.china_box"),
        Some(Placement::Event) => word(l, "eotsv.wait.event"),
        Some(Placement::Elim) => word(l, "eotsv.wait.elim"),
    }
}

fn unit_rows(l: Lang, u: &Unit) -> Vec<AnyView> {
    let mut v: Vec<AnyView> = vec![];
    let mut add = |k: &str, val: String| v.push(row(t(l, k), val).into_any());
    add("eotsv.side", word(l, &format!("eotsv.side.{}", key_of(u.side))));
    add("eotsv.nationality", word(l, &format!("eotsv.nat.{}", key_of(u.nation))));
    if let Some(s) = u.service {
        add("eotsv.service", word(l, &format!("eotsv.svc.{}", key_of(s))));
    }
    add("eotsv.type", word(l, &format!("eotsv.type.{}", key_of(u.kind))));
    if let Some(s) = u.size {
        add("eotsv.size", word(l, &format!("eotsv.size.{}", key_of(s))));
    }
    if let (Some(a), Some(d)) = (u.attack, u.defence) {
        add("eotsv.full", fill(l, "eotsv.values", &[&a.to_string(), &d.to_string()]));
    }
    if let (Some(a), Some(d)) = (u.reduced_attack, u.reduced_defence) {
        add("eotsv.reduced", fill(l, "eotsv.values", &[&a.to_string(), &d.to_string()]));
    }
    if let Some(r) = u.range {
        add("eotsv.range", r.to_string());
    }
    if let Some(r) = u.extended_range {
        add("eotsv.extended_range", if u.extended_paren { fill(l, "eotsv.extended_paren", &[&r.to_string()]) } else { r.to_string() });
    }
    if let Some(r) = u.carrier_range {
        add("eotsv.carrier_range", r.to_string());
    }
    if let Some(r) = u.command_range {
        add("eotsv.command_range", r.to_string());
    }
    if let Some(x) = u.efficiency {
        add("eotsv.efficiency", x.to_string());
    }
    if let Some(s) = u.steps {
        add("eotsv.steps", s.to_string());
    }
    if let Some(a) = u.amphibious {
        add("eotsv.amphibious", word(l, if a { "eotsv.yes" } else { "eotsv.no" }));
    }
    let marks: Vec<String> = [
        (u.prewar, "eotsv.mark.prewar"),
        (u.lrb && !u.b29, "eotsv.mark.lrb"),
        (u.b29, "eotsv.mark.b29"),
        (u.organic_transport, "eotsv.mark.organic"),
        (u.burma, "eotsv.mark.burma"),
    ]
    .into_iter()
    .filter(|(on, _)| *on)
    .map(|(_, k)| word(l, k))
    .chain(u.asp_per_step.map(|n| fill(l, "eotsv.asp", &[&n.to_string()])))
    .collect();
    if !marks.is_empty() {
        add("eotsv.marks", marks.join(" · "));
    }
    v
}

/// The selected unit.
#[component]
pub fn UnitPanel(e: Eots) -> impl IntoView {
    move || {
        let l = e.lang.get();
        let d = e.data.get();
        let Some(u) = e.unit_ref() else {
            return view! { <p class="hint eots-pick">{t(l, "eotsv.pick_unit")}</p> }.into_any();
        };
        let lists = SetupList::ALL
            .into_iter()
            .map(|list| {
                let p = d.placement(list, &u.key).map(|s| s.placement);
                let reduced = d.placement(list, &u.key).is_some_and(|s| s.reduced);
                let mut text = placement_text(l, p);
                if reduced {
                    text.push_str(&format!(" ({})", word(l, "eotsv.reduced_mark")));
                }
                row(word(l, &format!("eotsv.list.{}", list.key())), text)
            })
            .collect_view();
        let hq_note = (u.kind == UnitType::Hq && e.placed_hex(&u.key).is_some()).then(|| view! { <p class="hint">{t(l, "eotsv.hq_range_shown")}</p> });
        let two = u.steps == Some(2);
        view! {
            <article class="eots-unit-panel" data-test="unit-panel" data-unit=u.key.clone()>
                <h3>{d.unit_name(u, l == Lang::Ko).to_string()}</h3>
                <div class="eots-sides-pics">
                    <figure>{counter_svg(u, false, 84.0)}<figcaption>{t(l, "eotsv.full")}</figcaption></figure>
                    {two.then(|| view! { <figure>{counter_svg(u, true, 84.0)}<figcaption>{t(l, "eotsv.reduced")}</figcaption></figure> })}
                </div>
                {hq_note}
                <dl class="eots-dl">{unit_rows(l, u)}</dl>
                <h4>{t(l, "eotsv.setups")}</h4>
                <dl class="eots-dl">{lists}</dl>
                {provenance_view(l, &u.source)}
            </article>
        }
        .into_any()
    }
}

/// The units of the shown scenario that start off the map.
#[component]
pub fn OffPanel(e: Eots) -> impl IntoView {
    move || {
        let l = e.lang.get();
        let d = e.data.get();
        let list = e.list();
        let groups = facts::waiting(d, list);
        let scenario = e.scenario.with(|k| d.scenario(k).cloned());
        let head = scenario.map(|s| {
            let name = l.pick(&s.name_en, &s.name_ko).to_string();
            fill(l, "eotsv.scenario_turns", &[&name, &s.first_turn.to_string(), &s.last_turn.to_string(), &word(l, &format!("eotsv.list.{}", list.key()))])
        });
        let body = if groups.is_empty() {
            view! { <p class="hint">{t(l, "eotsv.off_none")}</p> }.into_any()
        } else {
            groups
                .into_iter()
                .map(|(w, units)| {
                    let title = match w {
                        Waiting::Turn(n) => fill(l, "eotsv.wait.turn", &[&n.to_string()]),
                        _ => word(l, &format!("eotsv.wait.{}", w.key())),
                    };
                    let n = units.len();
                    view! {
                        <section class="eots-off-group" data-wait=w.key()>
                            <h4>{title}" "<span class="tab-count">{n.to_string()}</span></h4>
                            <div class="eots-unit-list">{units.into_iter().map(|p| unit_button(e, p)).collect_view()}</div>
                        </section>
                    }
                })
                .collect_view()
                .into_any()
        };
        view! {
            <article class="eots-off-panel" data-test="off-panel">
                <h3>{t(l, "eotsv.off_title")}</h3>
                {head.map(|h| view! { <p class="hint">{h}</p> })}
                {body}
            </article>
        }
    }
}

/// A hex id as a button that shows it.
pub fn hex_ref(e: Eots, h: Hex) -> impl IntoView {
    view! { <button class="ref eots-ref" on:click=move |_| { e.pick_hex(h); e.goto.set(Some(h)) }>{h.id()}</button> }
}
