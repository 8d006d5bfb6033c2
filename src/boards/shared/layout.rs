//! The page of a hex or point-to-point board: the tracks across the top, the map, and the side column
//! with the decision above the tabs (the facts of a place, the game's own panel, the log). On a phone
//! (public/app.css, `.board-layout`) the column comes apart: the decision first, kept short enough that
//! the map shows below it, then the map, then the tabs.

use leptos::prelude::*;

use crate::app::t;
use crate::boards::BoardProps;

/// A tab of the side column: its key (`data-test="tab-<key>"`) and its words' id.
pub trait SideTab: Copy + PartialEq + Send + Sync + 'static {
    fn key(self) -> &'static str;
    fn label(self) -> &'static str;
}

/// The tab buttons; a click shows that tab's panel.
pub fn tabs<T: SideTab>(p: BoardProps, all: &'static [T], tab: RwSignal<T>) -> impl IntoView {
    let lang = p.lang;
    move || {
        let l = lang.get();
        all.iter()
            .map(|&x| {
                view! {
                    <button class="tab" role="tab" data-test=format!("tab-{}", x.key()) aria-selected=move || (tab.get() == x).to_string()
                        class:on=move || tab.get() == x on:click=move |_| tab.set(x)>
                        {t(l, x.label())}
                    </button>
                }
            })
            .collect_view()
    }
}

/// What a board puts in the layout.
pub struct Parts<D, P> {
    /// `kut`, `df`, `nato`: the prefix of the board's classes and its `data-test` (`kut-game`).
    pub prefix: &'static str,
    /// The tracks, and anything else across the top (Downfall's event display).
    pub top: AnyView,
    pub map: AnyView,
    /// The decision (not drawn while the curtain is up).
    pub decide: D,
    pub tabs: AnyView,
    /// The chosen tab's panel.
    pub panel: P,
}

/// The board's page.
pub fn layout<D, DV, P, PV>(p: BoardProps, parts: Parts<D, P>) -> impl IntoView
where
    D: Fn() -> DV + Send + Sync + 'static,
    DV: IntoView + 'static,
    P: Fn() -> PV + Send + Sync + 'static,
    PV: IntoView + 'static,
{
    let Parts { prefix, top, map, decide, tabs, panel } = parts;
    let curtain = p.curtain;
    view! {
        <div class=format!("board-layout {prefix}-game") data-test=format!("{prefix}-game")>
            {top}
            <div class=format!("game-body {prefix}-body")>
                <div class=format!("board-col {prefix}-map-col")>{map}</div>
                <aside class=format!("side-col {prefix}-side")>
                    {move || curtain.get().is_none().then(&decide)}
                    <div class="side-tabs" role="tablist">{tabs}</div>
                    <div class="side-panel" role="tabpanel">{panel}</div>
                </aside>
            </div>
        </div>
    }
}

/// The view every seat may see while the curtain is up (the board's public view, with the log on
/// screen and no secret), else what is on screen.
pub fn public_view<V: std::any::Any + Send + Sync>(public: Option<V>, shown: &crate::boards::BoardView) -> crate::boards::BoardView {
    match public {
        Some(v) => crate::boards::BoardView { data: std::sync::Arc::new(v), log: shown.log.clone(), secrets: false },
        None => shown.clone(),
    }
}

/// What happened since `seat` last decided, for the curtain (public: the log every seat reads).
#[component]
pub fn Recap(p: BoardProps, seat: u8, prefix: &'static str) -> impl IntoView {
    let lang = p.lang;
    move || {
        let l = lang.get();
        let from = p.marks.with(|m| m.after_of(seat));
        p.snap.with(|s| {
            let s = s.as_ref()?;
            let from = from.min(s.log.len());
            let names = crate::app::msg::GameNames::new(l, &s.game);
            let items: Vec<_> = s.log[from..].iter().rev().take(30).collect();
            (!items.is_empty()).then(|| {
                view! {
                    <ul class=format!("last-move recap board-recap {prefix}-recap") data-test="last-move">
                        {items.into_iter().map(|e| {
                            let key = format!("log.{}", e.id);
                            let key = if crate::i18n::has_key(&key) { key } else { e.id.clone() };
                            view! { <li>{crate::app::msg::plain(&names, &key, &e.args)}</li> }
                        }).collect_view()}
                    </ul>
                }
            })
        })
    }
}
