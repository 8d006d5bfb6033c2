//! The tracks across the top of the board: the turn and the phase, whose play it is, US Political Will,
//! the amphibious shipping points left, the ports each side holds (the South Pacific's victory) or the
//! Japanese victory points under its VP schedule, the passes, and the persistent states (Inter-Service
//! Rivalry, War in Europe, the China track, the Japanese escort level).

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::phases;
use engine::games::empire_of_the_sun::state::{idx, BurmaRoad, State};
use engine::games::empire_of_the_sun::steps::Step;
use engine::games::empire_of_the_sun::victory;
use leptos::prelude::*;

use crate::app::t;
use crate::i18n::Lang;

use super::board::G;
use super::view_of;

/// The phase of the turn the top step belongs to (4.0).
fn phase_key(s: &State) -> &'static str {
    let strategic = s.steps.iter().rev().find_map(|st| match st {
        Step::Reinforcements { .. } => Some("eots.g.phase.reinforcements"),
        Step::Replacements { .. } => Some("eots.g.phase.replacements"),
        _ => None,
    });
    if let Some(k) = strategic {
        return k;
    }
    if s.outcome.is_some() {
        return "eots.g.phase.over";
    }
    if s.offensive.is_some() {
        return "eots.g.phase.offensive";
    }
    "eots.g.phase.offensives"
}

fn seat(l: Lang, side: Side) -> String {
    t(l, if side == Side::Japanese { "seat.japan" } else { "seat.allies" })
}

fn cell(label: String, value: String, test: &'static str, title: String) -> impl IntoView {
    view! {
        <div class="eots-track" data-test=test title=title>
            <small>{label}</small>
            <b>{value}</b>
        </div>
    }
}

#[component]
pub fn Strip(g: G) -> impl IntoView {
    move || {
        let l = g.p.lang.get();
        g.p.snap.with(|s| {
            let v = view_of(s.as_ref()?)?;
            let st = &v.state;
            let tr = &st.tracks;
            let ports = victory::port_count(st);
            let (jp, al) = (ports[idx(Side::Japanese)], ports[idx(Side::Allied)]);
            let lead = al - jp;
            let ports_class = if lead >= victory::PORT_MARGIN { "eots-track ports lead" } else { "eots-track ports" };
            let port_title = t(l, "eots.g.ports_title").replace("{0}", &victory::PORT_MARGIN.to_string());
            let phasing = st.offensive.as_ref().map(|o| o.side).unwrap_or(st.phasing);
            let passes = format!("{} / {}", st.cards[idx(Side::Japanese)].passes, st.cards[idx(Side::Allied)].passes);
            // Progress of War this turn and its target (16.47; 17.10.7).
            let pow = match phases::progress_target(st) {
                Some(target) => format!("{:+} / {target}", phases::progress_of_war(st)),
                None => format!("{:+}", phases::progress_of_war(st)),
            };
            let rp = {
                let part = |side: Side| {
                    let i = idx(side);
                    format!("{} {}·{}·{}", if side == Side::Japanese { "J" } else { "A" }, tr.ground_rp[i], tr.air_rp[i], tr.naval_rp[i])
                };
                format!("{}  {}", part(Side::Japanese), part(Side::Allied))
            };
            let south_pacific = st.scenario == victory::SOUTH_PACIFIC;
            // 17.10.7: under the VP schedule the Japanese points, line by line in the tooltip.
            let vp = (south_pacific && st.vp_schedule).then(|| {
                let lines = victory::sp_victory_points(st);
                let total: i32 = lines.iter().map(|(_, n)| n).sum();
                let detail = lines.iter().map(|(code, n)| format!("{code} {n:+}")).collect::<Vec<_>>().join(", ");
                let (level, _) = victory::vp_level(st, total);
                (total, format!("{} — {detail}; {}", t(l, "eots.g.vp_title"), t(l, level)))
            });
            // The China track by its box's name (13.72; the South Pacific plays it too, 17.10.5J).
            let china = st.data().tables.track("china").iter().find(|b| b.index == tr.china).map(|b| l.pick(&b.name_en, &b.name_ko).to_string()).unwrap_or_else(|| tr.china.to_string());
            let isr = [Side::Japanese, Side::Allied].into_iter().filter(|&x| tr.isr[idx(x)]).map(|x| seat(l, x)).collect::<Vec<_>>();
            Some(view! {
                <div class="eots-strip" data-test="eots-strip" data-turn=tr.turn.to_string() data-pw=tr.pw.to_string() data-ports=format!("{jp}:{al}")>
                    {cell(t(l, "eots.g.turn"), format!("{} / {}", tr.turn, st.last_turn), "turn", t(l, "eots.g.turn_title"))}
                    {cell(t(l, "eots.g.phase"), t(l, phase_key(st)), "phase", String::new())}
                    <div class=format!("eots-track phasing {}", if phasing == Side::Japanese { "side-jp" } else { "side-al" }) data-test="phasing">
                        <small>{t(l, "eots.g.phasing")}</small>
                        <b>{seat(l, phasing)}</b>
                    </div>
                    <div class="eots-track pw" data-test="pw" title=t(l, "eots.g.pw_title")>
                        <small>{t(l, "eots.g.pw")}</small>
                        <b>{tr.pw.to_string()}</b>
                        <span class="pw-bar" aria-hidden="true"><span style=format!("width:{}%", (tr.pw.clamp(0, 20) as u32) * 5)></span></span>
                    </div>
                    {cell(t(l, "eots.g.asp"), format!("{} / {}", st.asp_left(Side::Japanese), st.asp_left(Side::Allied)), "asp", t(l, "eots.g.asp_title"))}
                    {match vp {
                        Some((total, title)) => view! {
                            <div class=if total <= 5 { "eots-track ports lead" } else { "eots-track ports" } data-test="vp" title=title>
                                <small>{t(l, "eots.g.vp")}</small>
                                <b>{total.to_string()}</b>
                            </div>
                        }.into_any(),
                        None => view! {
                            <div class=ports_class data-test="ports" title=port_title>
                                <small>{t(l, "eots.g.ports")}</small>
                                <b>{format!("{jp} : {al}")}</b>
                            </div>
                        }.into_any(),
                    }}
                    {cell(t(l, "eots.g.passes"), passes, "passes", t(l, "eots.g.passes_title"))}
                    {(!isr.is_empty()).then(|| cell(t(l, "eots.g.isr"), isr.join(", "), "isr", t(l, "eots.g.isr_title")))}
                    {cell(t(l, "eots.g.pow"), pow, "pow", t(l, "eots.g.pow_title"))}
                    {cell(t(l, "eots.g.rp"), rp, "rp", t(l, "eots.g.rp_title"))}
                    {cell(t(l, "eots.g.wie"), format!("{:+}", tr.wie), "wie", t(l, "eots.g.wie_title"))}
                    {cell(t(l, "eots.g.china"), china, "china", t(l, "eots.g.china_title"))}
                    {(tr.escorts > 0).then(|| cell(t(l, "eots.g.escorts"), format!("+{}", tr.escorts), "escorts", t(l, "eots.g.escorts_title")))}
                    {(!south_pacific).then(|| view! {
                        {cell(t(l, "eots.g.india"), tr.india.to_string(), "india", t(l, "eots.g.india_title"))}
                        {cell(t(l, "eots.g.burma_road"), t(l, if tr.burma_road == BurmaRoad::Open { "eots.g.open" } else { "eots.g.closed" }), "burma-road", t(l, "eots.g.burma_road_title"))}
                    })}
                </div>
            })
        })
    }
}
