//! The tracks across the top of the board: the scenario and its turns, the phase, whose play it is, US
//! Political Will, the amphibious shipping points left, how the scenario is won — the ports each side
//! holds (the South Pacific's Port Control), the Japanese victory points of a VP schedule (17.10.7, 17.27,
//! 17.38, 17.48; line by line in the tooltip) or Japan's resource hexes (the campaign's 16.2) — the
//! passes, and the persistent states (Inter-Service Rivalry, War in Europe, the China track, the Japanese
//! escort level).

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::political::{schedules, victory};
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{idx, BurmaRoad, State};
use engine::games::empire_of_the_sun::political::political_will;
use leptos::prelude::*;

use crate::app::t;
use crate::i18n::Lang;

use super::board::G;
use super::view_of;

/// The phase of the turn the top step belongs to (4.0).
fn phase_key(s: &State) -> &'static str {
    let strategic = s.steps.iter().rev().find_map(|st| match st {
        Step::Reinforcements(_) => Some("eots.g.phase.reinforcements"),
        Step::Replacements(_) => Some("eots.g.phase.replacements"),
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

/// How the scenario is judged, as it stands now.
pub enum Standing {
    /// The South Pacific's Port Control (17.10.7): ports and resource hexes, Japanese and Allied.
    Ports(i32, i32),
    /// A VP schedule (17.10.7, 17.27, 17.38, 17.48): the Japanese total, its lines ("B +1, G +3") and
    /// the level it gives (a text key); for 1942 also Japan's resource hexes (17.27's automatic win).
    Vp { total: i32, lines: String, level: &'static str, resources: Option<usize> },
    /// The campaign's end (16.2, 16.3): Japan's resource hexes.
    Resources(usize),
}

pub fn standing(st: &State) -> Standing {
    if st.scenario == victory::SOUTH_PACIFIC {
        if st.vp_schedule {
            let lines = victory::sp_victory_points(st);
            return vp(st, &lines, None);
        }
        let [jp, al] = victory::port_count(st);
        return Standing::Ports(jp, al);
    }
    match schedules::schedule(st) {
        Some(sch) => {
            let auto = st.data().tables.victory.iter().any(|r| r.schedule == sch && r.code == "auto");
            vp(st, &schedules::victory_points(st, &sch), auto.then(|| st.japanese_resources()))
        }
        None => Standing::Resources(st.japanese_resources()),
    }
}

fn vp(st: &State, lines: &[(String, i32)], resources: Option<usize>) -> Standing {
    let total: i32 = lines.iter().map(|(_, n)| n).sum();
    let detail = lines.iter().map(|(code, n)| format!("{code} {n:+}")).collect::<Vec<_>>().join(", ");
    let (level, _) = victory::vp_level(st, total);
    Standing::Vp { total, lines: detail, level, resources }
}

/// The scenario's name and section, from the pack's scenario list (`1943 (17.3)`).
pub fn scenario_name(l: Lang, st: &State) -> String {
    st.data().scenario(&st.scenario).map(|sc| format!("{} ({})", l.pick(&sc.name_en, &sc.name_ko), sc.section)).unwrap_or_else(|| st.scenario.clone())
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
            // Whose round it is: the offensive's side, else the side whose round is asked (before its first
            // play of the turn `phasing` still names the last turn's).
            let phasing = match (st.offensive.as_ref(), st.steps.last()) {
                (Some(o), _) => o.side,
                (None, Some(Step::Round(steps::Round { side }))) => *side,
                _ => st.phasing,
            };
            let passes = format!("{} / {}", st.cards[idx(Side::Japanese)].passes, st.cards[idx(Side::Allied)].passes);
            // Progress of War this turn and its target (16.47; 17.10.7).
            let pow = match political_will::progress_target(st) {
                Some(target) => format!("{:+} / {target}", political_will::progress_of_war(st)),
                None => format!("{:+}", political_will::progress_of_war(st)),
            };
            let rp = {
                let part = |side: Side| {
                    let i = idx(side);
                    format!("{} {}·{}·{}", if side == Side::Japanese { "J" } else { "A" }, tr.ground_rp[i], tr.air_rp[i], tr.naval_rp[i])
                };
                format!("{}  {}", part(Side::Japanese), part(Side::Allied))
            };
            let south_pacific = st.scenario == victory::SOUTH_PACIFIC;
            let (jp, al) = match standing(st) {
                Standing::Ports(jp, al) => (jp, al),
                _ => (0, 0),
            };
            let victory_cell = match standing(st) {
                Standing::Ports(jp, al) => {
                    let class = if al - jp >= victory::PORT_MARGIN { "eots-track ports lead" } else { "eots-track ports" };
                    let title = t(l, "eots.g.ports_title").replace("{0}", &victory::PORT_MARGIN.to_string());
                    view! {
                        <div class=class data-test="ports" title=title>
                            <small>{t(l, "eots.g.ports")}</small>
                            <b>{format!("{jp} : {al}")}</b>
                        </div>
                    }
                    .into_any()
                }
                Standing::Vp { total, lines, level, resources } => {
                    // 17.10.7 and the yearly schedules share their levels: 5 or less is an Allied win.
                    let key = if south_pacific { "eots.g.vp_title" } else { "eots.g.vp_title_yearly" };
                    let mut title = format!("{} — {}; {}", t(l, key).replace("{0}", &scenario_name(l, st)), if lines.is_empty() { "0".into() } else { lines }, t(l, level));
                    if let Some(n) = resources {
                        title.push_str(&format!(". {}", t(l, "eots.g.resources_auto").replace("{0}", &n.to_string())));
                    }
                    view! {
                        <div class=if total <= 5 { "eots-track ports lead" } else { "eots-track ports" } data-test="vp" data-vp=total.to_string() title=title>
                            <small>{t(l, "eots.g.vp")}</small>
                            <b>{total.to_string()}{resources.map(|n| view! { <span class="eots-res">{format!(" · {} {n}", t(l, "eots.g.res_short"))}</span> })}</b>
                        </div>
                    }
                    .into_any()
                }
                Standing::Resources(n) => view! {
                    <div class="eots-track ports" data-test="resources" title=t(l, "eots.g.resources_title")>
                        <small>{t(l, "eots.g.resources")}</small>
                        <b>{n.to_string()}</b>
                    </div>
                }
                .into_any(),
            };
            let scenario = st.data().scenario(&st.scenario).map(|sc| (l.pick(&sc.name_en, &sc.name_ko).to_string(), sc.section.clone(), sc.first_turn, sc.last_turn));
            // The China track by its box's name (13.72; the South Pacific plays it too, 17.10.5J).
            let china = st.data().tables.track("china").iter().find(|b| b.index == tr.china).map(|b| l.pick(&b.name_en, &b.name_ko).to_string()).unwrap_or_else(|| tr.china.to_string());
            let isr = [Side::Japanese, Side::Allied].into_iter().filter(|&x| tr.isr[idx(x)]).map(|x| seat(l, x)).collect::<Vec<_>>();
            Some(view! {
                <div class="eots-strip" data-test="eots-strip" data-turn=tr.turn.to_string() data-pw=tr.pw.to_string() data-ports=format!("{jp}:{al}") data-scenario=st.scenario.clone()>
                    {scenario.map(|(name, section, first, last)| {
                        let turns = t(l, "eots.g.turns").replace("{0}", &first.to_string()).replace("{1}", &last.to_string());
                        let title = format!("{name} ({section}) · {turns}");
                        view! {
                            <div class="eots-track scenario" data-test="scenario" title=title>
                                <small>{format!("{} {section}", t(l, "eotsv.scenario"))}</small>
                                <b>{name}</b>
                            </div>
                        }
                    })}
                    {cell(t(l, "eots.g.turn"), format!("{} / {}", tr.turn, st.last_turn), "turn", t(l, "eots.g.turn_title").replace("{0}", &st.first_turn.to_string()).replace("{1}", &st.last_turn.to_string()))}
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
                    {victory_cell}
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
