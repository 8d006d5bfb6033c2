//! The tracks across the top of the board: the turn and the phase, whose play it is, US Political Will,
//! the amphibious shipping points left, the ports each side holds (the South Pacific's victory), the
//! passes, and the persistent states (Inter-Service Rivalry, War in Europe).

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
                    <div class=ports_class data-test="ports" title=port_title>
                        <small>{t(l, "eots.g.ports")}</small>
                        <b>{format!("{jp} : {al}")}</b>
                    </div>
                    {cell(t(l, "eots.g.passes"), passes, "passes", t(l, "eots.g.passes_title"))}
                    {(!isr.is_empty()).then(|| cell(t(l, "eots.g.isr"), isr.join(", "), "isr", t(l, "eots.g.isr_title")))}
                    {cell(t(l, "eots.g.pow"), pow, "pow", t(l, "eots.g.pow_title"))}
                    {cell(t(l, "eots.g.rp"), rp, "rp", t(l, "eots.g.rp_title"))}
                    {cell(t(l, "eots.g.wie"), format!("{:+}", tr.wie), "wie", t(l, "eots.g.wie_title"))}
                    {(!south_pacific).then(|| view! {
                        {cell(t(l, "eots.g.india"), tr.india.to_string(), "india", t(l, "eots.g.india_title"))}
                        {cell(t(l, "eots.g.china"), tr.china.to_string(), "china", t(l, "eots.g.china_title"))}
                        {cell(t(l, "eots.g.burma_road"), t(l, if tr.burma_road == BurmaRoad::Open { "eots.g.open" } else { "eots.g.closed" }), "burma-road", t(l, "eots.g.burma_road_title"))}
                    })}
                </div>
            })
        })
    }
}
