//! The point-to-point map, drawn by Sandtable from the pack's geography (`geo`): the lines of march by
//! type, each space with its home colour, Key, fortress, depot, capital and port, its flag, scorched
//! earth and siege, the armies standing there (each Power's leaders and its SP per contingent), the
//! legal choices ringed. Pan and zoom are the shell's ([`PanZoom`]); a tap that does not drag is a
//! click on the space under it.

use engine::games::kutuzov::data::{Home, KutData, Kind, LineType, Space};
use engine::games::kutuzov::state::Place;
use leptos::prelude::*;

use crate::app::panzoom::{Box2, PanZoom};
use crate::boards::shared::map::{bring_into_view, centroid, frame, open_following, Frame};
use crate::app::t;
use crate::i18n::Lang;

use super::board::{view_of, K};
use super::geo::{self, CONTINGENT_KEYS, POWER_KEYS};

/// One Power's army in a space: its leaders (keys) and its SP per contingent.
#[derive(Clone, Debug, PartialEq)]
pub struct Stack {
    pub power: usize,
    pub leaders: Vec<usize>,
    pub sp: Vec<(usize, u8)>,
    /// A leader here is marked "Battle or Failed Intercept" (KUT 10.52, 11.3): no move, no interception.
    pub marked: bool,
}

/// What changes on a space from one view to the next.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Look {
    pub controller: Option<&'static str>,
    pub flag: Option<&'static str>,
    /// The flag is the Imperial ally's own: Austrian (FS) or Prussian (FN) (KUT 7.1; rules 17).
    pub ally_flag: bool,
    pub scorched: bool,
    pub sacked: bool,
    pub besieged: bool,
    /// An entrenchment stands here (KUT 12.45).
    pub entrenched: bool,
    /// The Troop Deployment Magazine of the strategic deployment under way (KUT 17.3).
    pub magazine: bool,
    /// The Power whose Supply Train marker stands here (#6, #13; KUT 6.32).
    pub supply_train: Option<&'static str>,
    pub stacks: Vec<Stack>,
    pub legal: bool,
    /// The CP the chosen army's route here costs (engine/src/games/kutuzov/route.rs).
    pub reach: Option<u32>,
}

/// Every space's look in the snapshot's view.
fn looks(k: K) -> Vec<Look> {
    let reach = super::march::reach_cp(k);
    k.p.snap.with(|s| {
        let Some(s) = s.as_ref() else { return vec![] };
        let Some(v) = view_of(s) else { return vec![] };
        // With an army chosen, its moves alone (and every action that is no move).
        let army = k.army.get();
        let magazine = v.step.as_ref().filter(|st| st.kind == "deploy").and_then(|st| st.at.clone());
        let mut legal = std::collections::BTreeSet::new();
        for a in &s.prompt.actions {
            let Some(t) = &a.target else { continue };
            if army.is_none() || super::decide::mover(a).is_none_or(|u| Some(u) == army.as_deref()) {
                legal.insert(t.key());
            }
        }
        let mut out: Vec<Look> = v
            .spaces
            .iter()
            .map(|x| Look {
                controller: x.controller,
                flag: x.flag,
                ally_flag: x.ally_flag,
                scorched: x.scorched,
                sacked: x.sacked,
                besieged: x.besieged,
                entrenched: x.entrenched,
                supply_train: x.supply_train,
                magazine: magazine.as_deref() == Some(x.key.as_str()),
                stacks: (0..4)
                    .filter_map(|p| {
                        let sp: Vec<(usize, u8)> = geo::contingents_of(p).iter().map(|&c| (c, x.sp[c])).filter(|&(_, n)| n > 0).collect();
                        (!sp.is_empty()).then_some(Stack { power: p, leaders: vec![], sp, marked: false })
                    })
                    .collect(),
                legal: legal.contains(&format!("space:{}", x.key)),
                reach: None,
            })
            .collect();
        for (i, look) in out.iter_mut().enumerate() {
            look.reach = reach.get(i).copied().flatten();
        }
        for (i, l) in v.leaders.iter().enumerate() {
            let Place::Map(at) = l.place else { continue };
            let Some(look) = out.get_mut(at as usize) else { continue };
            let p = POWER_KEYS.iter().position(|&k| k == l.power).unwrap_or(0);
            match look.stacks.iter_mut().find(|st| st.power == p) {
                Some(st) => {
                    st.leaders.push(i);
                    st.marked |= l.marked;
                }
                None => look.stacks.push(Stack { power: p, leaders: vec![i], sp: vec![], marked: l.marked }),
            }
        }
        for look in &mut out {
            look.stacks.sort_by_key(|st| st.power);
        }
        out
    })
}

/// A space's home colour, as a CSS class suffix.
pub fn home_key(h: Home) -> &'static str {
    match h {
        Home::Fn => "fn",
        Home::Fs => "fs",
        Home::Prussia => "prussia",
        Home::Austria => "austria",
        Home::R1 => "r1",
        Home::R2 => "r2",
        Home::Russia => "russia",
        Home::None => "none",
    }
}

fn line_key(t: LineType) -> &'static str {
    match t {
        LineType::Clear => "clear",
        LineType::Rough => "rough",
        LineType::Marsh => "marsh",
        LineType::River => "river",
        LineType::Sea => "sea",
    }
}

const LINE_TYPES: [LineType; 5] = [LineType::Sea, LineType::Clear, LineType::Rough, LineType::Marsh, LineType::River];

/// The lines of march, one path per type.
fn lines_layer(d: &'static KutData, pos: &[(f64, f64)]) -> impl IntoView {
    LINE_TYPES
        .iter()
        .map(|&ty| {
            let mut path = String::new();
            for &(a, b, t) in &d.lines {
                if t != ty {
                    continue;
                }
                let (Some(&(x1, y1)), Some(&(x2, y2))) = (pos.get(a as usize), pos.get(b as usize)) else { continue };
                path.push_str(&format!("M{x1:.0} {y1:.0}L{x2:.0} {y2:.0}"));
            }
            view! { <path class=format!("kut-line line-{}", line_key(ty)) d=path /> }
        })
        .collect_view()
}

/// Half the width of a zone's box.
const ZONE_W: f64 = 44.0;
/// An entrenchment (KUT 12.45): earthworks hugging the foot of a duchy outside its Key ring, their teeth
/// towards the enemy (clear of the name below).
const ENTRENCH_SVG: &str = r#"<path class="casing" d="M-14.95 6.97A16.5 16.5 0 0 0 14.95 6.97M-10.6 12.64l-2.9 3.46M10.6 12.64l2.9 3.46"/><path class="works" d="M-14.95 6.97A16.5 16.5 0 0 0 14.95 6.97M-10.6 12.64l-2.9 3.46M10.6 12.64l2.9 3.46"/>"#;
/// The same under a zone's box.
const ENTRENCH_ZONE_SVG: &str = r#"<path class="casing" d="M-24 0H24M-16 0v4M0 0v4M16 0v4"/><path class="works" d="M-24 0H24M-16 0v4M0 0v4M16 0v4"/>"#;
/// The Troop Deployment Magazine (KUT 17.3): where a strategic deployment sets out from.
const MAGAZINE_SVG: &str = r#"<rect x="-6.5" y="-6.5" width="13" height="13" rx="2"/><text y="4" text-anchor="middle">M</text>"#;
/// A Supply Train marker (#6, #13; KUT 6.32): a wagon in its Power's colour.
const TRAIN_SVG: &str = r#"<rect class="stack-box" x="-6.5" y="-5.5" width="13" height="8" rx="1.5"/><circle class="wheel" cx="-3.5" cy="3.5" r="2.3"/><circle class="wheel" cx="3.5" cy="3.5" r="2.3"/>"#;
/// A duchy's radius.
const R: f64 = 11.0;

/// A counter's text: the first leader's short name (+ how many more) and the SP per contingent.
fn stack_text(d: &KutData, lang: Lang, st: &Stack) -> String {
    let mut s = String::new();
    if let Some(&l) = st.leaders.first() {
        let name = d.leaders.get(l).map(|x| lang.pick(&x.name_en, &x.name_ko)).unwrap_or("?");
        s.push_str(geo::short_name(name));
        if st.leaders.len() > 1 {
            s.push_str(&format!("+{}", st.leaders.len() - 1));
        }
    }
    let sp: Vec<String> = st.sp.iter().map(|&(_, n)| n.to_string()).collect();
    if !sp.is_empty() {
        if !s.is_empty() {
            s.push(' ');
        }
        s.push_str(&sp.join("+"));
    }
    s
}

/// One space: its glyph and name (still), and what stands there (reactive).
#[component]
fn SpaceMark(k: K, i: usize, x: f64, y: f64, pz: PanZoom, all: Memo<std::sync::Arc<Vec<Look>>>) -> impl IntoView {
    let Some(d) = k.p.snap.with_untracked(|s| s.as_ref().and_then(view_of).map(|v| v.data)) else { return ().into_any() };
    let sp: &'static Space = &d.spaces[i];
    let lang = k.p.lang;
    let look = Memo::new(move |_| all.with(|v| v.get(i).cloned().unwrap_or_default()));
    let key = sp.key.clone();
    let target = format!("space:{}", sp.key);
    let hovered = {
        let target = target.clone();
        move || k.p.hover.with(|h| h.as_deref() == Some(target.as_str())) || k.p.focus.with(|h| h.as_deref() == Some(target.as_str()))
    };
    let selected = {
        let key = key.clone();
        move || k.space.with(|s| s.as_deref() == Some(key.as_str()))
    };
    let name = move || lang.with(|l| l.pick(&sp.name_en, &sp.name_ko).to_string());
    let home = home_key(sp.home);
    let glyph = match sp.kind {
        Kind::Duchy => view! {
            {sp.key_duchy.then(|| view! { <circle class="kut-key-ring" r=R + 3.5 /> })}
            <circle class=format!("kut-duchy home-{home}") r=R />
            {sp.capital.then(|| view! { <path class="kut-capital" d="M0 -6.5L1.9 -2.1L6.4 -2L2.9 1L4 5.5L0 3L-4 5.5L-2.9 1L-6.4 -2L-1.9 -2.1Z" /> })}
            {(sp.marsh && !sp.capital).then(|| view! { <path class="kut-marsh-sym" d="M-6 1h4M-1 1h4M-4 4h4M1 4h4" /> })}
        }
        .into_any(),
        Kind::Zone => view! {
            <rect class=format!("kut-zone home-{home}") x=-ZONE_W y="-13" width=2.0 * ZONE_W height="26" rx="8" />
        }
        .into_any(),
        Kind::Sea => view! { <ellipse class="kut-sea-space" rx="46" ry="16" /> }.into_any(),
    };
    let label_y = match sp.kind {
        Kind::Duchy => R + 13.0,
        _ => 4.5,
    };
    let fortress = (sp.fortress > 0).then(|| {
        view! {
            <g class="kut-fortress" transform="translate(9 -17)">
                <path d="M-6 -6h3v2h2v-2h2v2h2v-2h3v12h-12z" />
                <text y="4.2" text-anchor="middle">{sp.fortress.to_string()}</text>
            </g>
        }
    });
    let depot = sp.depot.then(|| view! {
        <g class="kut-depot" transform="translate(-15 -14)"><rect x="-5" y="-5" width="10" height="10" rx="1.5" /><text y="3.6" text-anchor="middle">"D"</text></g>
    });
    let port = sp.port.then(|| view! { <text class="kut-port" x="-17" y="9" text-anchor="middle">"⚓"</text> });
    // Reactive: flag, scorched earth, siege, armies, rings.
    let flag = move || {
        look.with(|l| l.flag.map(|p| (p, l.ally_flag))).map(|(p, ally)| {
            let class = if ally { format!("kut-flag ally pw-{p}") } else { format!("kut-flag pw-{p}") };
            view! {
                <g class=class transform="translate(-3 -14)">
                    <path class="flag-pole" d="M0 0V-14" />
                    <path class="flag-cloth" d="M0 -14h10l-2 4l2 4h-10z" />
                </g>
            }
        })
    };
    let scorched = move || look.with(|l| l.scorched).then(|| view! { <circle class="kut-scorched" r=R + 1.5 /> });
    let besieged = move || look.with(|l| l.besieged).then(|| view! { <circle class="kut-besieged" r=R + 7.0 /> });
    let sacked = move || look.with(|l| l.sacked).then(|| view! { <path class="kut-sacked" d="M3 -23l12 12M15 -23l-12 12" /> });
    // Field works (KUT 12.45) at the space's foot; the deployment magazine (KUT 17.3) at its left.
    let (works, wy, mx, my) = match sp.kind {
        Kind::Duchy => (ENTRENCH_SVG, 0.0, -R - 10.0, -3.0),
        _ => (ENTRENCH_ZONE_SVG, 21.0, -ZONE_W + 2.0, 12.0),
    };
    let entrenched = move || {
        look.with(|l| l.entrenched).then(|| {
            view! { <g class="kut-entrench" transform=format!("translate(0 {wy:.1})") data-test="entrenched" inner_html=works></g> }
        })
    };
    let magazine = move || {
        look.with(|l| l.magazine).then(|| {
            view! { <g class="kut-magazine" transform=format!("translate({mx:.1} {my:.1})") data-test="magazine" inner_html=MAGAZINE_SVG></g> }
        })
    };
    // A Supply Train (#6, #13; KUT 6.32) above the space's right, beside its flag and above the stacks' badge.
    let train = move || {
        look.with(|l| l.supply_train).map(|p| {
            view! { <g class=format!("kut-train pw-{p}") transform="translate(16 -16)" data-test="supply-train" inner_html=TRAIN_SVG></g> }
        })
    };
    let legal = move || look.with(|l| l.legal);
    let reach = move || look.with(|l| l.reach);
    // The CP the chosen army's march here costs, by the space.
    let badge = move || {
        reach().map(|cp| {
            let x = match sp.kind {
                Kind::Duchy => -R - 11.0,
                _ => -ZONE_W - 9.0,
            };
            view! {
                <g class="kut-reach-cp" transform=format!("translate({x:.1} 0)") data-test="reach-cp">
                    <rect x="-10" y="-7.5" width="20" height="15" rx="7" />
                    <text y="4" text-anchor="middle">{cp.to_string()}</text>
                </g>
            }
        })
    };    let click = {
        let key = key.clone();
        move |_| {
            if !pz.dragged.get_untracked() {
                k.space_clicked(&key);
            }
        }
    };
    let keydown = {
        let key = key.clone();
        move |ev: leptos::ev::KeyboardEvent| {
            if ev.key() == "Enter" || ev.key() == " " {
                ev.prevent_default();
                k.space_clicked(&key);
            }
        }
    };
    // Hovering a space: a short summary (its facts in full are a tap away).
    let summary = move || {
        let l = lang.get();
        let mut lines = vec![name()];
        if sp.key_duchy {
            lines.push(t(l, "kut.b.sym.key"));
        }
        if sp.fortress > 0 {
            lines.push(t(l, "kut.b.fortress_n").replace("{0}", &sp.fortress.to_string()));
        }
        look.with(|x| {
            if let Some(c) = x.controller {
                lines.push(t(l, "kut.b.controller").replace("{0}", &super::facts::power_name(l, c)));
            }
            if x.entrenched {
                lines.push(t(l, "kut.b.sym.entrenched"));
            }
            if x.magazine {
                lines.push(t(l, "kut.b.sym.magazine"));
            }
            for st in &x.stacks {
                lines.push(format!("{}: {}", super::facts::power_name(l, POWER_KEYS[st.power]), stack_text(d, l, st)));
            }
        });
        lines.join("\n")
    };
    let hover_target = target.clone();
    let peek_key = key.clone();
    let aria = move || {
        let mut s = name();
        if legal() {
            s.push_str(" ✓");
        }
        s
    };
    view! {
        <g class=format!("kut-space kind-{}", match sp.kind { Kind::Duchy => "duchy", Kind::Zone => "zone", Kind::Sea => "sea" })
            class:legal=legal class:hovered=hovered class:selected=selected class:reach=move || reach().is_some()
            transform=format!("translate({x:.1} {y:.1})") data-space=sp.key.clone() data-test="space"
            role="button" tabindex="0" aria-label=aria
            on:click=click on:keydown=keydown
            on:mouseenter=move |_| {
                if legal() { k.p.hover.set(Some(hover_target.clone())) }
                if reach().is_some() { if let Some(a) = k.army.get_untracked() { k.peek.set(Some((a, peek_key.clone()))) } }
            }
            on:mouseleave=move |_| { if legal() { k.p.hover.set(None) } k.peek.set(None) }>
            {match sp.kind {
                Kind::Duchy => view! { <circle class="kut-ring" r=R + 9.0 /> }.into_any(),
                _ => view! { <rect class="kut-ring" x=-ZONE_W - 6.0 y="-19" width=2.0 * ZONE_W + 12.0 height="38" rx="12" /> }.into_any(),
            }}
            <title>{summary}</title>
            {besieged}
            {glyph}
            {scorched}
            {fortress}
            {depot}
            {port}
            {flag}
            {sacked}
            {entrenched}
            {magazine}
            {train}
            {badge}
            <text class=format!("kut-name kind-{}", match sp.kind { Kind::Duchy => "duchy", Kind::Zone => "zone", Kind::Sea => "sea" }) y=label_y text-anchor="middle">{name}</text>
        </g>
    }
    .into_any()
}

/// The armies standing in a space: one counter per Power, drawn above every space's name (so that a
/// neighbour's name never hides an army).
#[component]
fn StackMark(k: K, i: usize, x: f64, y: f64, pz: PanZoom, all: Memo<std::sync::Arc<Vec<Look>>>) -> impl IntoView {
    let Some(d) = k.p.snap.with_untracked(|s| s.as_ref().and_then(view_of).map(|v| v.data)) else { return ().into_any() };
    let sp: &'static Space = &d.spaces[i];
    let lang = k.p.lang;
    let look = Memo::new(move |_| all.with(|v| v.get(i).cloned().unwrap_or_default()));
    let stacks = move || {
        let l = lang.get();
        let list = look.with(|x| x.stacks.clone());
        let n = list.len() as f64;
        let x0 = match sp.kind {
            Kind::Duchy => R + 4.0,
            _ => ZONE_W + 3.0,
        };
        list.iter()
            .enumerate()
            .map(|(j, st)| {
                let text = stack_text(d, l, st);
                let w = text.chars().map(|c| if c.is_ascii() { 6.7 } else { 11.0 }).sum::<f64>() + 8.0 + if st.sp.len() > 1 { 5.0 } else { 0.0 };
                let y0 = -8.0 * n + 16.0 * j as f64;
                let title = st
                    .leaders
                    .iter()
                    .filter_map(|&x| d.leaders.get(x).map(|ld| l.pick(&ld.name_en, &ld.name_ko).to_string()))
                    .chain(st.sp.iter().map(|&(c, n)| format!("{} {n} SP", t(l, &format!("kut.contingent.{}", CONTINGENT_KEYS[c])))))
                    .collect::<Vec<_>>()
                    .join(", ");
                let pw = POWER_KEYS[st.power];
                let title = if st.marked { format!("{title} — {}", t(l, "kut.b.sym.marked")) } else { title };
                let marked = st.marked.then(|| view! {
                    <g class="kut-marked" transform="translate(-3 7.5)"><circle r="4.6" /><path d="M-2.2 -2.2L2.2 2.2M2.2 -2.2L-2.2 2.2" /></g>
                });
                // A second contingent (the Prussians, the Austrians) shows as a band of its colour.
                let band = (st.sp.len() > 1).then(|| {
                    view! { <rect class=format!("kut-band ct-{}", CONTINGENT_KEYS[st.sp[1].0]) x=w - 5.0 y="0" width="5" height="15" /> }
                });
                view! {
                    <g class=format!("kut-stack pw-{pw}") transform=format!("translate({x0:.1} {y0:.1})") data-power=pw>
                        <title>{title}</title>
                        <rect class="stack-box" width=w height="15" rx="2.5" />
                        {band}
                        <text x="4" y="11.2">{text}</text>
                        {marked}
                    </g>
                }
            })
            .collect_view()
    };
    // A tap on an army is a tap on its space.
    let click = move |_| {
        if !pz.dragged.get_untracked() {
            k.space_clicked(&sp.key);
        }
    };
    view! { <g class="kut-stacks" transform=format!("translate({x:.1} {y:.1})") data-stacks=sp.key.clone() on:click=click>{stacks}</g> }.into_any()
}

#[component]
pub fn KutMap(k: K) -> impl IntoView {
    let lang = k.p.lang;
    let Some(d) = k.p.snap.with_untracked(|s| s.as_ref().and_then(view_of).map(|v| v.data)) else { return ().into_any() };
    let pos = geo::positions(d);
    let pz = PanZoom::new(Box2 { x: 0.0, y: 0.0, w: geo::W, h: geo::H });
    // The map opens on the armies: centred on the spaces where they stand, as wide as stays readable
    // (the shell's fit), once the map is laid out.
    let centre = k.p.snap.with_untracked(|s| {
        let v = s.as_ref().and_then(view_of)?;
        let at: Vec<(f64, f64)> = v.spaces.iter().enumerate().filter(|(_, x)| x.sp.iter().any(|&n| n > 0)).map(|(i, _)| pos[i]).collect();
        centroid(&at)
    });
    let all = Memo::new(move |_| std::sync::Arc::new(looks(k)));
    // The decision's spaces (the ringed ones), followed when they are all off screen (on a phone).
    let choices = {
        let pos = pos.clone();
        Memo::new(move |_| all.with(|l| l.iter().enumerate().filter(|(_, x)| x.legal).map(|(i, _)| pos[i]).collect::<Vec<_>>()))
    };
    open_following(pz, centre, choices, || {});
    // A space named in the log or the prompt is brought into view.
    {
        let pos = pos.clone();
        Effect::new(move |_| {
            let Some(f) = k.p.focus.get() else { return };
            let Some(key) = f.strip_prefix("space:") else { return };
            if let Some(i) = d.spaces.iter().position(|s| s.key == key) {
                bring_into_view(pz, pos[i].0, pos[i].1);
            }
        });
    }
    let route_pos = std::sync::Arc::new(pos.clone());
    let baltic = d.spaces.iter().position(|s| s.kind == Kind::Sea).map(|i| pos[i]);
    let spaces = pos
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| view! { <SpaceMark k=k i=i x=x y=y pz=pz all=all /> })
        .collect_view();
    let stack_marks = pos
        .iter()
        .enumerate()
        .map(|(i, &(x, y))| view! { <StackMark k=k i=i x=x y=y pz=pz all=all /> })
        .collect_view();
    let layers = view! {
        <rect class="kut-land" x="0" y="0" width=geo::W height=geo::H />
        {baltic.map(|(x, y)| view! { <ellipse class="kut-baltic" cx=x + 20.0 cy=y - 40.0 rx="150" ry="330" /> })}
        <defs>
            <marker id="kut-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                <path d="M0 0L10 5L0 10z" class="kut-arrow-head" />
            </marker>
        </defs>
        <g class="kut-lines">{lines_layer(d, &pos)}</g>
        <super::bridges::BridgeMarks k=k pos=route_pos.clone() />
        <super::march::RoutePath k=k pos=route_pos.clone() />
        <g class="kut-spaces">{spaces}</g>
        <g class="kut-stack-layer">{stack_marks}</g>
        <super::march::RouteMarks k=k pos=route_pos />
    };
    frame(lang, Frame { prefix: "kut", pz, layers: layers.into_any(), controls: None, over: view! { <Legend lang=lang /> }.into_any(), on_click: None }).into_any()
}

#[component]
fn Legend(lang: RwSignal<Lang>) -> impl IntoView {
    let line = |ty: &'static str| {
        view! {
            <li><svg viewBox="0 0 30 10" class="kut-legend-sym"><path class=format!("kut-line line-{ty}") d="M1 5H29" /></svg>
            {move || t(lang.get(), &format!("kut.b.line.{ty}"))}</li>
        }
    };
    let sym = |class: &'static str, key: &'static str, body: &str| {
        let body = body.to_string();
        view! {
            <li><svg viewBox="-12 -12 24 24" class=format!("kut-legend-sym {class}") inner_html=body></svg>{move || t(lang.get(), key)}</li>
        }
    };
    view! {
        <details class="kut-legend" data-test="legend">
            <summary>{move || t(lang.get(), "kut.b.legend")}</summary>
            <ul>
                {line("clear")}{line("rough")}{line("marsh")}{line("river")}{line("sea")}
                {sym("", "kut.b.sym.key", r#"<circle class="kut-key-ring" r="9"/><circle class="kut-duchy home-r1" r="6"/>"#)}
                {sym("", "kut.b.sym.fortress", r#"<g class="kut-fortress"><path d="M-6 -6h3v2h2v-2h2v2h2v-2h3v12h-12z"/><text y="4.2" text-anchor="middle">4</text></g>"#)}
                {sym("", "kut.b.sym.depot", r#"<g class="kut-depot"><rect x="-5" y="-5" width="10" height="10" rx="1.5"/><text y="3.6" text-anchor="middle">D</text></g>"#)}
                {sym("", "kut.b.sym.capital", r#"<circle class="kut-duchy home-russia" r="9"/><path class="kut-capital" d="M0 -6.5L1.9 -2.1L6.4 -2L2.9 1L4 5.5L0 3L-4 5.5L-2.9 1L-6.4 -2L-1.9 -2.1Z"/>"#)}
                {sym("", "kut.b.sym.port", r#"<text class="kut-port" y="5" text-anchor="middle">⚓</text>"#)}
                {sym("", "kut.b.sym.flag", r#"<g class="kut-flag pw-fn" transform="translate(-3 8)"><path class="flag-pole" d="M0 0V-14"/><path class="flag-cloth" d="M0 -14h10l-2 4l2 4h-10z"/></g>"#)}
                {sym("", "kut.b.sym.scorched", r#"<circle class="kut-duchy home-r1" r="7"/><circle class="kut-scorched" r="8"/>"#)}
                {sym("", "kut.b.sym.besieged", r#"<circle class="kut-duchy home-prussia" r="6"/><circle class="kut-besieged" r="10"/>"#)}
                {sym("", "kut.b.sym.entrenched", &format!(r#"<g transform="translate(0 -2) scale(0.55)"><circle class="kut-duchy home-r1" r="11"/><g class="kut-entrench">{ENTRENCH_SVG}</g></g>"#))}
                {sym("", "kut.b.sym.magazine", &format!(r#"<g class="kut-magazine">{MAGAZINE_SVG}</g>"#))}
                {sym("", "kut.b.sym.supply_train", &format!(r#"<g class="kut-train pw-r1">{TRAIN_SVG}</g>"#))}
                {sym("", "kut.b.sym.bridge", &format!(r#"<path class="kut-line line-river" d="M0 -12V12"/><g class="kut-bridge pw-fn">{}</g>"#, super::bridges::BRIDGE_SVG))}
                {sym("", "kut.b.sym.sacked", r#"<circle class="kut-duchy home-r1" r="6"/><path class="kut-sacked" d="M-6 -6l12 12M6 -6l-12 12"/>"#)}
                {sym("", "kut.b.sym.marked", r#"<g class="kut-stack pw-fn"><rect class="stack-box" x="-11" y="-7" width="22" height="14" rx="2.5"/></g><g class="kut-marked" transform="translate(-11 0)"><circle r="4.6"/><path d="M-2.2 -2.2L2.2 2.2M2.2 -2.2L-2.2 2.2"/></g>"#)}
                {sym("legal", "kut.b.sym.legal", r#"<circle class="kut-ring" r="9"/><circle class="kut-duchy home-fs" r="5"/>"#)}
                {sym("", "kut.b.sym.reach", r#"<g class="kut-reach-cp"><rect x="-10" y="-7.5" width="20" height="15" rx="7"/><text y="4" text-anchor="middle">3</text></g>"#)}
                {sym("", "kut.b.sym.route", r#"<path class="kut-route-casing" d="M-12 0H12"/><path class="kut-route-line" d="M-12 0H12"/><g class="kut-route-cp"><circle r="7"/><text y="3.5" text-anchor="middle">2</text></g>"#)}
                {sym("", "kut.b.sym.attrition", r#"<g class="kut-route-attr"><path d="M0 -7L7 5H-7Z"/><text y="3.6" text-anchor="middle">1</text></g>"#)}
                {sym("", "kut.b.sym.intercept", r#"<circle class="kut-route-danger" r="9"/><path class="kut-route-threat" d="M-12 -10L-4 -3"/>"#)}
            </ul>
            <ul class="kut-legend-homes">
                {["fn", "fs", "prussia", "austria", "r1", "r2", "russia"].into_iter().map(|h| view! {
                    <li><svg viewBox="-8 -8 16 16" class="kut-legend-sym"><circle class=format!("kut-duchy home-{h}") r="6" /></svg>
                    {move || t(lang.get(), &format!("kut.b.home.{h}"))}</li>
                }).collect_view()}
            </ul>
        </details>
    }
}
