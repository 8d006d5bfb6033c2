//! A march before it is made (KUT 10, 11): the route the engine finds for the chosen army to the space
//! under the pointer or tapped (engine/src/games/kutuzov/route.rs), drawn on the map line by line with each
//! step's CP, its attrition checks, where it must end, and every enemy army that may intercept on the way
//! with its 2d6 chance; and the same in words in the decision panel, with the button that takes its first
//! step. The board computes nothing of it: the routes come with the view.

use engine::games::kutuzov::data::KutData;
use engine::games::kutuzov::route::{Route, Stop};
use engine::Arg;
use leptos::prelude::*;

use crate::app::msg::GameNames;
use crate::app::t;

use super::board::{view_of, K};
use super::geo;

/// The route of `army` (a leader's key) to `to` (a space's key), if it can march there now.
pub fn find(k: &K, army: &str, to: &str) -> Option<Route> {
    k.p.snap.with_untracked(|s| {
        let v = view_of(s.as_ref()?)?;
        let (l, t) = (v.data.leader(army)?, v.data.space(to)?);
        v.routes.iter().find(|r| r.leader == l && r.to == t).cloned()
    })
}

/// The prompt's action that takes the route's first step.
pub fn first_step(k: &K, army: &str, to: &str) -> Option<usize> {
    let r = find(k, army, to)?;
    k.p.snap.with_untracked(|s| {
        let s = s.as_ref()?;
        let d = view_of(s)?.data;
        let first = &d.spaces[r.legs.first()?.to as usize].key;
        s.prompt
            .actions
            .iter()
            .find(|a| a.label == "kut.a.move" && matches!(a.args.as_slice(), [Arg::Unit(u), Arg::Space(x)] if u == army && x == first))
            .map(|a| a.index)
    })
}

/// The route on show: on the map the one under the pointer, else the chosen army's to its tapped goal; in
/// the panel the tapped goal's first (the panel does not change under a pointer moving over its buttons).
pub fn shown(k: K) -> Option<(Route, bool)> {
    pick(k, false)
}

fn pick(k: K, goal_first: bool) -> Option<(Route, bool)> {
    let goal = k.army.get().zip(k.goal.get());
    let peek = k.peek.get();
    let (army, to, pinned) = match (peek, goal) {
        (Some(_), Some((a, t))) if goal_first => (a, t, true),
        (Some((a, t)), _) => (a, t, false),
        (None, Some((a, t))) => (a, t, true),
        (None, None) => return None,
    };
    k.p.snap.with(|s| {
        let v = view_of(s.as_ref()?)?;
        let (l, t) = (v.data.leader(&army)?, v.data.space(&to)?);
        v.routes.iter().find(|r| r.leader == l && r.to == t).cloned().map(|r| (r, pinned))
    })
}

/// The CP each space the chosen army can reach costs it (by space id), for the rings and badges.
pub fn reach_cp(k: K) -> Vec<Option<u32>> {
    let Some(army) = k.army.get() else { return vec![] };
    k.p.snap.with(|s| {
        let Some(v) = s.as_ref().and_then(view_of) else { return vec![] };
        let Some(l) = v.data.leader(&army) else { return vec![] };
        let mut out = vec![None; v.data.spaces.len()];
        for r in v.routes.iter().filter(|r| r.leader == l) {
            out[r.to as usize] = Some(r.cp());
        }
        out
    })
}

fn pct(ways: u32) -> u32 {
    (ways as f64 * 100.0 / 36.0).round() as u32
}

fn leader_name(d: &KutData, l: crate::i18n::Lang, i: u8) -> String {
    d.leaders.get(i as usize).map(|x| l.pick(&x.name_en, &x.name_ko).to_string()).unwrap_or_default()
}

fn space_name(d: &KutData, l: crate::i18n::Lang, i: u16) -> String {
    d.spaces.get(i as usize).map(|x| l.pick(&x.name_en, &x.name_ko).to_string()).unwrap_or_default()
}

/// The route under the spaces: one line per step.
#[component]
pub fn RoutePath(k: K, pos: std::sync::Arc<Vec<(f64, f64)>>) -> impl IntoView {
    move || {
        let (r, pinned) = shown(k)?;
        let at = |i: u16| pos.get(i as usize).copied().unwrap_or_default();
        let d: String = r
            .legs
            .iter()
            .map(|g| {
                let ((x1, y1), (x2, y2)) = (at(g.from), at(g.to));
                format!("M{x1:.0} {y1:.0}L{x2:.0} {y2:.0}")
            })
            .collect();
        // Each interceptor's reach: a dashed arrow from where it stands into the space of the step.
        let arrows: String = r
            .legs
            .iter()
            .flat_map(|g| g.interceptors.iter().map(move |i| (i.at, g.to)))
            .map(|(a, b)| {
                let ((x1, y1), (x2, y2)) = (at(a), at(b));
                // Stop short of the space's glyph.
                let (dx, dy) = (x2 - x1, y2 - y1);
                let len = (dx * dx + dy * dy).sqrt().max(1.0);
                let (ex, ey) = (x2 - dx / len * 16.0, y2 - dy / len * 16.0);
                format!("M{x1:.0} {y1:.0}L{ex:.0} {ey:.0}")
            })
            .collect();
        Some(view! {
            <g class="kut-route" class:pinned=pinned data-test="route" data-to=r.to.to_string()>
                <path class="kut-route-casing" d=d.clone() />
                <path class="kut-route-line" d=d />
                <path class="kut-route-threat" d=arrows marker-end="url(#kut-arrow)" />
            </g>
        })
    }
}

/// The route's labels above the armies: each step's CP and attrition, the interceptors' chances, the end.
#[component]
pub fn RouteMarks(k: K, pos: std::sync::Arc<Vec<(f64, f64)>>) -> impl IntoView {
    let lang = k.p.lang;
    move || {
        let (r, _) = shown(k)?;
        let l = lang.get();
        let d = k.p.snap.with(|s| s.as_ref().and_then(view_of).map(|v| v.data))?;
        let at = |i: u16| pos.get(i as usize).copied().unwrap_or_default();
        let mut marks = vec![];
        let mut spent = 0;
        for (n, g) in r.legs.iter().enumerate() {
            let ((x1, y1), (x2, y2)) = (at(g.from), at(g.to));
            let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
            spent += g.cp as u32;
            // The CP spent so far, on the line of the step.
            let title = t(l, "kut.b.route.leg").replace("{0}", &(n + 1).to_string()).replace("{1}", &g.cp.to_string()).replace("{2}", &spent.to_string());
            marks.push(
                view! {
                    <g class="kut-route-cp" class:dear={g.cp > 1} transform=format!("translate({mx:.1} {my:.1})") data-test="route-cp">
                        <title>{title}</title>
                        <circle r="8.5" />
                        <text y="3.8" text-anchor="middle">{spent.to_string()}</text>
                    </g>
                }
                .into_any(),
            );
            if g.attrition > 0 {
                let title = t(l, "kut.b.route.attrition").replace("{0}", &g.attrition.to_string());
                marks.push(
                    view! {
                        <g class="kut-route-attr" transform=format!("translate({:.1} {:.1})", mx + 11.0, my - 9.0) data-test="route-attrition">
                            <title>{title}</title>
                            <path d="M0 -7L7 5H-7Z" />
                            <text y="3.6" text-anchor="middle">{g.attrition.to_string()}</text>
                        </g>
                    }
                    .into_any(),
                );
            }
            // Every army that may intercept into this step's space: its name and chance by where it stands.
            for i in &g.interceptors {
                let (ix, iy) = at(i.at);
                let text = format!("{} {}%", geo::short_name(&leader_name(d, l, i.leader)), pct(i.ways));
                let w = text.chars().map(|c| if c.is_ascii() { 6.4 } else { 10.5 }).sum::<f64>() + 8.0;
                let (lx, ly) = (ix + (x2 - ix) * 0.45 - w / 2.0, iy + (y2 - iy) * 0.45 - 7.5);
                let title = t(l, "kut.b.route.interceptor").replace("{0}", &leader_name(d, l, i.leader)).replace("{1}", &space_name(d, l, i.at)).replace("{2}", &space_name(d, l, g.to)).replace("{3}", &pct(i.ways).to_string());
                marks.push(
                    view! {
                        <g class=format!("kut-route-icpt pw-{}", geo::POWER_KEYS[i.power as usize]) transform=format!("translate({lx:.1} {ly:.1})") data-test="route-interceptor">
                            <title>{title}</title>
                            <rect width=w height="15" rx="3" />
                            <text x="4" y="11.2">{text}</text>
                        </g>
                    }
                    .into_any(),
                );
            }
            if !g.interceptors.is_empty() {
                marks.push(view! { <circle class="kut-route-danger" cx=x2 cy=y2 r="17" /> }.into_any());
            }
        }
        if let Some(last) = r.legs.last() {
            let (x, y) = at(last.to);
            let (glyph, key) = match last.stop {
                Some(Stop::Battle) => ("⚔", "kut.b.route.stop.battle"),
                Some(Stop::Fortress) => ("⛫", "kut.b.route.stop.fortress"),
                Some(Stop::Zone) => ("■", "kut.b.route.stop.zone"),
                None => ("", ""),
            };
            if !glyph.is_empty() {
                marks.push(
                    view! {
                        <g class="kut-route-stop" transform=format!("translate({:.1} {:.1})", x - 22.0, y - 20.0) data-test="route-stop">
                            <title>{t(l, key)}</title>
                            <circle r="9" />
                            <text y="4.5" text-anchor="middle">{glyph}</text>
                        </g>
                    }
                    .into_any(),
                );
            }
        }
        Some(view! { <g class="kut-route-marks">{marks}</g> })
    }
}

/// The route in words in the decision panel: each step, its line, CP, attrition and interceptors, the end
/// and the button for the first step (a tapped goal), or how to get one.
#[component]
pub fn RoutePanel(k: K) -> impl IntoView {
    let lang = k.p.lang;
    move || {
        let l = lang.get();
        let Some((r, pinned)) = pick(k, true) else {
            // An army chosen: how to see a route.
            return k.army.get().map(|_| view! { <p class="kut-route-hint" data-test="route-hint">{t(l, "kut.b.route.hint")}</p> }.into_any());
        };
        let d = k.p.snap.with(|s| s.as_ref().and_then(view_of).map(|v| v.data))?;
        let names = k.p.snap.with(|s| s.as_ref().map(|s| GameNames::new(l, &s.game)))?;
        let _ = names;
        let army = leader_name(d, l, r.leader);
        let dest = space_name(d, l, r.to);
        let left = k.p.snap.with(|s| s.as_ref().and_then(view_of).and_then(|v| v.step.as_ref().and_then(|x| x.cp))).unwrap_or(0);
        let head = t(l, "kut.b.route.head").replace("{0}", &army).replace("{1}", &dest).replace("{2}", &r.cp().to_string()).replace("{3}", &left.to_string());
        let legs = r
            .legs
            .iter()
            .map(|g| {
                let line = g.line.map(|x| t(l, &format!("kut.b.line.{}", serde_line(x)))).unwrap_or_default();
                let mut bits = vec![format!("{} → {}", space_name(d, l, g.from), space_name(d, l, g.to)), line, format!("{} CP", g.cp)];
                if g.attrition > 0 {
                    bits.push(t(l, "kut.b.route.attrition").replace("{0}", &g.attrition.to_string()));
                }
                let threats = g
                    .interceptors
                    .iter()
                    .map(|i| {
                        let text = t(l, "kut.b.route.interceptor").replace("{0}", &leader_name(d, l, i.leader)).replace("{1}", &space_name(d, l, i.at)).replace("{2}", &space_name(d, l, g.to)).replace("{3}", &pct(i.ways).to_string());
                        view! { <li class=format!("kut-route-threat-item pw-{}", geo::POWER_KEYS[i.power as usize])>{text}</li> }
                    })
                    .collect_view();
                let stop = g.stop.map(|x| {
                    let key = match x {
                        Stop::Battle => "kut.b.route.stop.battle",
                        Stop::Fortress => "kut.b.route.stop.fortress",
                        Stop::Zone => "kut.b.route.stop.zone",
                    };
                    view! { <li class="kut-route-end">{t(l, key)}</li> }
                });
                view! {
                    <li class="kut-route-leg" class:threatened=!g.interceptors.is_empty()>
                        <span>{bits.into_iter().filter(|b| !b.is_empty()).collect::<Vec<_>>().join(" · ")}</span>
                        <ul>{threats}{stop}</ul>
                    </li>
                }
            })
            .collect_view();
        let first = pinned.then(|| first_step(&k, &d.leaders[r.leader as usize].key, &d.spaces[r.to as usize].key)).flatten();
        let step_to = r.legs.first().map(|g| space_name(d, l, g.to)).unwrap_or_default();
        let on_play = k.p.on_play;
        let go = first.map(|i| {
            view! {
                <button class="btn btn-primary kut-route-go" data-test="route-step" data-index=i.to_string() on:click=move |_| on_play.run(i)>
                    {t(l, "kut.b.route.step").replace("{0}", &step_to)}
                </button>
            }
        });
        let clear = pinned.then(|| view! { <button class="btn kut-route-clear" on:click=move |_| k.goal.set(None)>{t(l, "kut.b.route.clear")}</button> });
        Some(
            view! {
                <div class="kut-route-panel" data-test="route-panel">
                    <p class="kut-route-head">{head}</p>
                    <ol class="kut-route-legs">{legs}</ol>
                    <p class="kut-route-note">{t(l, "kut.b.route.note")}</p>
                    <div class="row-actions">{go}{clear}</div>
                </div>
            }
            .into_any(),
        )
    }
}

fn serde_line(t: engine::games::kutuzov::data::LineType) -> &'static str {
    use engine::games::kutuzov::data::LineType::*;
    match t {
        Clear => "clear",
        Rough => "rough",
        Marsh => "marsh",
        River => "river",
        Sea => "sea",
    }
}
