//! The Strategic Warfare displays (DF 1.E, 7.9.2) as counters: each display in play drawn as its row of
//! boxes (coloured by the side the box favours, the marker's box lit, zone borders), how many of the units
//! it governs it allows in play now, and the units it holds out of play as counters. A decision that picks
//! a unit — the West's Bombing swap (DF 7.9.2) or the airborne unit an Airdrop drops (DF 8) — shows its
//! units as counters on that picture, each a button, where each one stands now.

use engine::games::downfall::data::Kind;
use engine::games::downfall::state::Loc;
use engine::text::Display as _;
use leptos::prelude::*;

use crate::app::msg::GameNames;
use crate::app::t;
use crate::boards::shared::decide::{self as shared, Choice};
use crate::i18n::Lang;

use super::board::{view_of, GameView, D};

const TRACKS: [&str; 3] = ["malta", "atlantic", "bombing"];

/// A unit as a small counter (faction colour, type mark, name).
fn counter(v: &GameView, names: &GameNames, key: &str) -> (String, &'static str, String) {
    let u = v.units.iter().find(|u| u.key == key);
    let faction = u.map_or("west", |u| u.faction.key());
    let kind = v.data.units.iter().find(|x| x.key == key).map_or(Kind::Combat, |x| x.kind);
    let mark = super::map::mark(u.map_or("", |u| u.showing), kind);
    (faction.to_string(), mark, names.arg(&engine::Arg::Unit(key.to_string())))
}

/// Where a unit stands now, in words: the force pool, a hex, a land area.
fn place(l: Lang, v: &GameView, key: &str) -> String {
    match v.units.iter().find(|u| u.key == key).map(|u| &u.loc) {
        Some(Loc::Hex(h)) => h.id(),
        Some(Loc::Area(a)) => t(l, &format!("df.b.area.{a}")),
        _ => t(l, "df.b.pool"),
    }
}

/// One display: its boxes, the marker, the count it allows and the units it holds.
fn display(l: Lang, v: &GameView, names: &GameNames, track: usize) -> impl IntoView {
    let at = v.sw[track];
    let zones = &v.data.sw_zones[track];
    let boxes = v.data.sw_boxes[track]
        .iter()
        .enumerate()
        .map(|(i, side)| {
            let b = i as u8 + 1;
            // A new zone starts at this box (DF 1.E, L413).
            let zone_start = i > 0 && zones.get(i).map(|z| z.0) != zones.get(i - 1).map(|z| z.0);
            let side = if side.key() == "western" { "west" } else { "okw" };
            view! { <li class=format!("df-sw-box s-{side}") class:here=b == at class:zone-start=zone_start>{b}</li> }
        })
        .collect_view();
    let held = v.sw_held[track]
        .iter()
        .map(|k| {
            let (f, mark, name) = counter(v, names, k);
            view! { <span class=format!("df-hc f-{f}") data-test="sw-held" data-unit=k.clone() title=name.clone()><b>{mark}</b>{name.clone()}</span> }
        })
        .collect_view();
    let k = TRACKS[track];
    view! {
        <div class="df-sw-display" data-test="sw-display" data-track=k data-box=at.to_string()>
            <b class="df-sw-name">{t(l, &format!("df.sw.{k}"))}</b>
            <ol class="df-sw-boxes" title=t(l, "df.b.sw.boxes_help")>{boxes}</ol>
            <span class="df-sw-allowed" data-test="sw-allowed" title=t(l, &format!("df.b.sw.allowed_help.{k}"))>{format!("{} {}", t(l, "df.b.sw.allowed"), v.sw_allowed[track])}</span>
            <span class="df-sw-held" title=t(l, "df.b.sw.held_help")>{held}</span>
        </div>
    }
}

/// The strip of the displays in play (DF 1.E: Overlord keeps Bombing only).
#[component]
pub fn SwDisplays(d: D) -> impl IntoView {
    let lang = d.p.lang;
    move || {
        let l = lang.get();
        d.p.snap.with(|s| {
            let s = s.as_ref()?;
            let v = view_of(s)?;
            let names = GameNames::new(l, &s.game);
            let rows = (0..3).filter(|&t| v.sw[t] > 0).map(|t| display(l, v, &names, t)).collect_view();
            Some(view! {
                <section class="df-strip df-sw" data-test="sw-displays">
                    <span class="df-strip-title">{t(l, "df.b.sw.title")}</span>
                    {rows}
                </section>
            })
        })
    }
}

/// Whether a prompt picks a unit this picture shows (`Some(head)`): a Bombing swap, or the Airdrop's unit.
pub fn picks(prompt: &str) -> Option<&'static str> {
    Some(match prompt {
        "df.sw_air_choose_off" => "df.b.sw.pick_off",
        "df.sw_air_choose_held" => "df.b.sw.pick_held",
        "df.airdrop_choose" => "df.b.sw.pick_airdrop",
        _ => return None,
    })
}

/// The decision drawn as counters: for a Bombing swap the Bombing display as it stands, then each unit
/// the West may choose as a counter button with where it stands now.
pub fn picture(d: D, l: Lang, s: &crate::app::game::Snapshot, head: &'static str) -> Option<AnyView> {
    let v = view_of(s)?;
    let names = GameNames::new(l, &s.game);
    let board = (s.prompt.id.starts_with("df.sw_air")).then(|| display(l, v, &names, 2));
    let units = s
        .prompt
        .actions
        .iter()
        .filter_map(|a| {
            let key = a.target.as_ref().filter(|x| x.kind == engine::TargetKind::Unit)?.id.clone();
            let (f, mark, name) = counter(v, &names, &key);
            let c = Choice::of(&names, a);
            let text = format!("{mark} {name} · {}", place(l, v, &key));
            Some(view! { <span class=format!("df-pick f-{f}") data-test="unit-pick" data-unit=key>{shared::button(d.p, c, "df-hc-btn", text, None)}</span> })
        })
        .collect_view();
    Some(
        view! {
            <div class="df-sw-picture" data-test="unit-picture">
                {board}
                <div class="df-picks"><span class="df-group-head">{t(l, head)}</span>{units}</div>
            </div>
        }
        .into_any(),
    )
}
