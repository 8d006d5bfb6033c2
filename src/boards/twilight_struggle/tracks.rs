//! The tracks across the top of the board: turn and action round, DEFCON with the regions it closes,
//! the VP track, military operations against DEFCON, the space race with its abilities, the China
//! Card, the piles, and the events in play.

use engine::games::twilight_struggle::data::Region;
use super::data;
use engine::games::twilight_struggle::state::Player;
use leptos::prelude::*;

use crate::app::t;
use super::{card_title, seat_text, Ts};
use crate::i18n::Lang;
use engine::games::twilight_struggle::defcon::region_closed;
use engine::games::twilight_struggle::space::ability_holder;

#[component]
pub fn Tracks(ts: Ts) -> impl IntoView {
    let lang = ts.lang;
    // Only the public parts of the view: a change of hand does not redraw the tracks.
    let public = Memo::new(move |_| {
        ts.snap.with(|s| {
            s.as_ref().and_then(|s| super::view_of(s)).map(|v| {
                (
                    (v.turn, v.setup),
                    v.action_round,
                    v.phasing,
                    v.defcon,
                    v.vp,
                    v.milops,
                    v.space,
                    v.space_attempts,
                    v.china,
                    v.rounds_done,
                    v.rounds_total,
                    (v.deck_count, v.discard.len(), v.removed.len(), v.hand_counts),
                )
            })
        })
    });
    let body = move || {
        let l = lang.get();
        let ((turn, setup), ar, phasing, defcon, vp, milops, space, attempts, china, done, total, piles) = public.get()?;
        Some(view! {
            {turn_box(l, turn, setup, ar, phasing, done, total)}
            {defcon_box(l, defcon)}
            {vp_box(l, vp)}
            {milops_box(l, milops, defcon)}
            {space_box(l, space, attempts)}
            {china_box(l, china)}
            {piles_box(l, piles)}
        })
    };
    let effects_list = Memo::new(move |_| ts.with_view(|_, v| v.effects.clone()).unwrap_or_default());
    let effects = move || {
        let l = lang.get();
        let list = effects_list.get();
        (!list.is_empty()).then(|| {
            let chips = list
                .iter()
                .map(|e| {
                    let n = e.card as u16;
                    let title = card_title(l, n);
                    let target = format!("card:{n}");
                    let tip = if e.turn_only { t(l, "ts.this_turn") } else { t(l, "ts.lasting") };
                    let full = format!("{title} — {} · {tip}", seat_text(l, e.player));
                    view! {
                        <button class=format!("chip chip-{}", e.player.key()) class:turn-only=e.turn_only data-test="effect" data-card=n.to_string()
                            title=full
                            on:click=move |_| ts.focus.set(Some(target.clone()))>
                            {title}
                            {e.region.map(|r| format!(" ({})", t(l, &format!("ts.region.{}", r.key()))))}
                        </button>
                    }
                })
                .collect_view();
            view! {
                <div class="effects-row" data-test="effects">
                    <span class="stat-l">{t(l, "ts.in_play")}</span>
                    {chips}
                </div>
            }
        })
    };
    // On a narrow screen the row scrolls sideways: arrows at its ends show that more is there, and move it.
    let row = NodeRef::<leptos::html::Div>::new();
    let more = RwSignal::new((false, false));
    let measure = move || {
        if let Some(el) = row.get_untracked() {
            let (left, width, client) = (el.scroll_left() as f64, el.scroll_width() as f64, el.client_width() as f64);
            let now = (left > 2.0, left + client < width - 2.0);
            if more.get_untracked() != now {
                more.set(now);
            }
        }
    };
    Effect::new(move |_| {
        public.track();
        lang.track();
        // After the row is laid out.
        let cb = wasm_bindgen::closure::Closure::once_into_js(measure);
        let _ = web_sys::window().map(|w| w.request_animation_frame(wasm_bindgen::JsCast::unchecked_ref(&cb)));
    });
    let resize = window_event_listener(leptos::ev::resize, move |_| measure());
    on_cleanup(move || resize.remove());
    let nudge = move |dir: f64| {
        if let Some(el) = row.get_untracked() {
            el.scroll_by_with_x_and_y(dir * el.client_width() as f64 * 0.7, 0.0);
        }
    };
    view! {
        <section class="tracks" data-test="tracks" aria-label=move || t(lang.get(), "ts.tracks")>
            <div class="tracks-scroll" class:more-left=move || more.get().0 class:more-right=move || more.get().1>
                <div class="tracks-row" node_ref=row on:scroll=move |_| measure()>{body}</div>
                <button class="tracks-more tracks-more-left" data-test="tracks-left" tabindex="-1"
                    aria-label=move || t(lang.get(), "ts.tracks_left") title=move || t(lang.get(), "ts.tracks_left")
                    on:click=move |_| nudge(-1.0)>"‹"</button>
                <button class="tracks-more tracks-more-right" data-test="tracks-right" tabindex="-1"
                    aria-label=move || t(lang.get(), "ts.tracks_right") title=move || t(lang.get(), "ts.tracks_right")
                    on:click=move |_| nudge(1.0)>"›"</button>
            </div>
            {effects}
        </section>
    }
}

fn turn_box(l: Lang, turn: u8, setup: bool, ar: u8, phasing: Player, done: [u8; 2], total: [u8; 2]) -> impl IntoView {
    let ar_text = if setup {
        t(l, "ts.setup_phase")
    } else if turn == 0 || (ar == 0 && done == [0, 0]) { t(l, "ts.headline_phase") } else { t(l, "ts.ar_n").replace("{0}", &ar.to_string()) };
    let period = match turn {
        0..=3 => "ts.period.early",
        4..=7 => "ts.period.mid",
        _ => "ts.period.late",
    };
    let rounds = |p: Player| {
        (0..total[p.idx()])
            .map(|i| view! { <span class="rd" class:done={i < done[p.idx()]}></span> })
            .collect_view()
    };
    view! {
        <div class="tw tw-turn" data-test="turn" data-turn=turn.to_string() data-ar=ar.to_string()>
            <span class="stat-l">{t(l, "ts.turn")}" · "{t(l, period)}</span>
            <span class="stat-v"><b>{turn.to_string()}</b><small>" / 10"</small></span>
            <span class=format!("tw-sub seat-{}", phasing.key()) data-test="ar">{ar_text}</span>
            <span class="rounds" aria-label=t(l, "ts.rounds_done")>
                <span class="rounds-row rr-ussr">{rounds(Player::Ussr)}</span>
                <span class="rounds-row rr-us">{rounds(Player::Us)}</span>
            </span>
        </div>
    }
}

fn defcon_box(l: Lang, defcon: u8) -> impl IntoView {
    let closed: Vec<String> = [Region::Europe, Region::Asia, Region::MiddleEast]
        .into_iter()
        .filter(|&r| region_closed(defcon, r))
        .map(|r| t(l, &format!("ts.region.{}", r.key())))
        .collect();
    let note = if closed.is_empty() { t(l, "ts.defcon_open") } else { t(l, "ts.defcon_closed").replace("{0}", &closed.join(", ")) };
    let aria = format!("{} {defcon}. {note}", t(l, "ts.defcon"));
    view! {
        <div class="tw tw-defcon" data-test="defcon" data-defcon=defcon.to_string() aria-label=aria title=t(l, "ts.defcon_hint")>
            <span class="stat-l">{t(l, "ts.defcon")}</span>
            <ol class="defcon-track">
                {(1..=5u8).rev().map(|n| view! {
                    <li class=format!("dc dc-{n}") class:on={defcon == n} aria-current=(defcon == n).then_some("true")>{n.to_string()}</li>
                }).collect_view()}
            </ol>
            <span class="tw-sub" class:warn={defcon <= 2}>{note}</span>
        </div>
    }
}

fn vp_box(l: Lang, vp: i32) -> impl IntoView {
    let text = match vp {
        0 => t(l, "ts.vp_even"),
        n if n > 0 => format!("{} +{n}", t(l, "seat.us")),
        n => format!("{} +{}", t(l, "seat.ussr"), -n),
    };
    let pos = ((vp.clamp(-20, 20) + 20) as f64) / 40.0 * 100.0;
    let side = match vp.signum() {
        1 => "us",
        -1 => "ussr",
        _ => "even",
    };
    view! {
        <div class="tw tw-vp" data-test="vp-stat">
            <span class="stat-l">{t(l, "ts.vp")}</span>
            <span class=format!("stat-v vp-{side}") data-test="vp" data-vp=vp.to_string()>{text}</span>
            <div class="vp-bar" aria-hidden="true">
                <span class="vp-end ussr">"20"</span>
                <div class="vp-line">
                    {[-15, -10, -5, 5, 10, 15].into_iter().map(|x| view! { <span class="vp-tick" style=format!("left:{}%", (x + 20) as f64 * 2.5)></span> }).collect_view()}
                    <span class="vp-mid"></span>
                    <span class="vp-marker" style=format!("left:{pos:.1}%")></span>
                </div>
                <span class="vp-end us">"20"</span>
            </div>
        </div>
    }
}

fn milops_box(l: Lang, milops: [u8; 2], defcon: u8) -> impl IntoView {
    let row = |p: Player| {
        let m = milops[p.idx()];
        let short = defcon.saturating_sub(m);
        view! {
            <div class=format!("mo-row mo-{}", p.key()) aria-label=format!("{} {m} / {defcon}", seat_text(l, p))>
                <span class="mo-name">{seat_text(l, p)}</span>
                <span class="mo-cells">
                    {(1..=5u8).map(|i| view! { <span class="mo" class:on={i <= m} class:need={i == defcon}></span> }).collect_view()}
                </span>
                <span class="mo-n" class:short={short > 0}>{format!("{m}/{defcon}")}</span>
            </div>
        }
    };
    view! {
        <div class="tw tw-milops" data-test="milops" data-milops=format!("{}/{}", milops[0], milops[1]) title=t(l, "ts.milops_hint")>
            <span class="stat-l">{t(l, "ts.milops")}</span>
            {row(Player::Ussr)}
            {row(Player::Us)}
        </div>
    }
}

fn space_box(l: Lang, space: [u8; 2], attempts: [u8; 2]) -> impl IntoView {
    let boxes = &data().space;
    let cells = |p: Player| {
        (0..boxes.len() as u8)
            .map(|i| {
                let here = space[p.idx()] == i;
                view! { <span class="sp" class:on=here class:past={i < space[p.idx()]}>{here.then(|| i.to_string())}</span> }
            })
            .collect_view()
    };
    // The abilities held now (TS OPS §4-4).
    let abilities: Vec<String> = boxes
        .iter()
        .filter(|b| !b.ability.is_empty() && b.ability != "-")
        .filter_map(|b| {
            ability_holder(space, b.box_no)
                .map(|p| format!("{}: {}", seat_text(l, p), t(l, &format!("ts.ability.{}", b.ability))))
        })
        .collect();
    let next = |p: Player| {
        super::data()
            .space
            .get(space[p.idx()] as usize + 1)
            .map(|b| t(l, "ts.space_next").replace("{0}", &b.box_no.to_string()).replace("{1}", &b.ops_needed.to_string()).replace("{2}", &b.max_roll.to_string()))
            .unwrap_or_default()
    };
    let title = format!(
        "{}\n{}: {}\n{}: {}",
        t(l, "ts.space"),
        seat_text(l, Player::Ussr),
        next(Player::Ussr),
        seat_text(l, Player::Us),
        next(Player::Us)
    );
    let row = |p: Player| {
        let name = box_name(l, space[p.idx()]);
        view! {
            <div class=format!("sp-row sp-{}", p.key()) aria-label=format!("{} {} ({name}), {}", seat_text(l, p), space[p.idx()], next(p))>
                <span class="mo-name">{seat_text(l, p)}</span>
                <span class="sp-cells">{cells(p)}</span>
                {(attempts[p.idx()] > 0).then(|| view! { <span class="sp-tried" title=t(l, "ts.space_tried")>"✓"</span> })}
            </div>
        }
    };
    view! {
        <div class="tw tw-space" data-test="space" data-space=format!("{}/{}", space[0], space[1]) title=title>
            <span class="stat-l">{t(l, "ts.space")}</span>
            {row(Player::Ussr)}
            {row(Player::Us)}
            {(!abilities.is_empty()).then(|| view! { <span class="tw-sub ability">{abilities.join(" · ")}</span> })}
        </div>
    }
}

fn box_name(l: Lang, n: u8) -> String {
    data().space.get(n as usize).map(|b| l.pick(&b.name_en, &b.name_ko).to_string()).unwrap_or_default()
}

fn china_box(l: Lang, china: engine::games::twilight_struggle::state::China) -> impl IntoView {
    let holder = china.holder.map(|h| seat_text(l, h)).unwrap_or_else(|| t(l, "ts.china_nobody"));
    let side = china.holder.map_or("none", |h| h.key());
    let state = t(l, if china.face_up { "ts.face_up" } else { "ts.face_down" });
    view! {
        <div class="tw tw-china" data-test="china" data-holder=side data-face-up=china.face_up.to_string()>
            <span class="stat-l">{t(l, "ts.china")}</span>
            <span class=format!("china-card china-{side}") class:down=!china.face_up aria-hidden="true">"★"</span>
            <span class=format!("stat-v seat-{side}")>{holder}</span>
            {china.holder.is_some().then(|| view! { <span class="tw-sub">{state}</span> })}
        </div>
    }
}

fn piles_box(l: Lang, (deck, discard, removed, hands): (usize, usize, usize, [usize; 2])) -> impl IntoView {
    view! {
        <div class="tw tw-piles">
            <span class="stat-l">{t(l, "ts.piles")}</span>
            <span class="pile" title=t(l, "ts.hands_count")><span class="pile-l">{t(l, "ts.hands_short")}</span>
                <b data-test="hand-counts"><span class="i-ussr">{hands[0].to_string()}</span>" · "<span class="i-us">{hands[1].to_string()}</span></b></span>
            <span class="pile" title=t(l, "ts.deck")><span class="pile-l">{t(l, "ts.deck")}</span><b data-test="deck-count">{deck.to_string()}</b></span>
            <span class="pile" title=t(l, "ts.discard")><span class="pile-l">{t(l, "ts.discard")}</span><b data-test="discard-count">{discard.to_string()}</b></span>
            <span class="pile" title=t(l, "ts.removed")><span class="pile-l">{t(l, "ts.removed")}</span><b data-test="removed-count">{removed.to_string()}</b></span>
        </div>
    }
}
