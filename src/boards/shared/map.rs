//! The map's frame: the approximate-map notice, the SVG with pan and zoom ([`PanZoom`]: drag, pinch,
//! wheel, keys), the zoom and fit buttons with the board's own toggles beside them, and what floats
//! over the map (the legend, the units off the map). A tap that does not drag is a click at a board
//! point, which the board turns into its hex or space.

use leptos::prelude::*;

use crate::app::panzoom::PanZoom;
use crate::app::t;

/// What a board puts in the frame.
pub struct Frame {
    /// `kut`, `df`, `nato`: the prefix of the board's classes and of its words (`<prefix>.b.zoom_in`).
    pub prefix: &'static str,
    pub pz: PanZoom,
    /// The map itself (its layers), inside the SVG.
    pub layers: AnyView,
    /// The board's toggles after zoom and fit (Downfall's supply).
    pub controls: Option<AnyView>,
    /// What floats over the map: the legend, the units off the map.
    pub over: AnyView,
    /// A tap that did not drag, at this board point (none: the board's places take their own clicks).
    pub on_click: Option<Callback<(f64, f64)>>,
}

/// The map's words: `<prefix>.b.<what>`.
fn word(prefix: &str, what: &str) -> String {
    format!("{prefix}.b.{what}")
}

pub fn frame(lang: RwSignal<crate::i18n::Lang>, f: Frame) -> impl IntoView {
    let Frame { prefix, pz, layers, controls, over, on_click } = f;
    let w = move |what: &str| {
        let id = word(prefix, what);
        move || t(lang.get(), &id)
    };
    let click = move |ev: leptos::ev::MouseEvent| {
        let Some(cb) = on_click else { return };
        if pz.dragged.get_untracked() {
            return;
        }
        let Some(svg) = ev.current_target().and_then(|t| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(t).ok()) else { return };
        cb.run(pz.board_point(&svg, ev.client_x() as f64, ev.client_y() as f64));
    };
    view! {
        <div class=format!("map-wrap {prefix}-map") data-test="map">
            <p class=format!("map-approx {prefix}-approx") data-test="approx-map" title=w("approx")>{w("approx_short")}</p>
            <svg class=format!("map {prefix}-svg") role="group" aria-label=w("map")
                viewBox=move || pz.view.get().attr() preserveAspectRatio="xMidYMid meet" tabindex="0"
                on:wheel=move |ev| pz.on_wheel(&ev)
                on:pointerdown=move |ev| pz.on_down(&ev)
                on:pointermove=move |ev| pz.on_move(&ev)
                on:pointerup=move |ev| pz.on_up(&ev)
                on:pointercancel=move |ev| pz.on_up(&ev)
                on:keydown=move |ev| pz.on_key(&ev)
                on:click=click>
                {layers}
            </svg>
            <div class="map-controls" role="group">
                <button class="btn btn-icon" data-test="zoom-in" on:click=move |_| pz.zoom_center(1.4) aria-label=w("zoom_in") title=w("zoom_in")>"+"</button>
                <button class="btn btn-icon" data-test="zoom-out" on:click=move |_| pz.zoom_center(1.0 / 1.4) aria-label=w("zoom_out") title=w("zoom_out")>"−"</button>
                <button class="btn btn-icon btn-fit" data-test="zoom-fit" on:click=move |_| pz.fit()>{w("fit")}</button>
                {controls}
            </div>
            {over}
        </div>
    }
}

/// Brings a board point into view when it is outside it (a place named in the log or the prompt).
pub fn bring_into_view(pz: PanZoom, x: f64, y: f64) {
    let v = pz.view.get_untracked();
    if x < v.x || x > v.x + v.w || y < v.y || y > v.y + v.h {
        pz.center_on(x, y, 1.0);
    }
}

/// Follows the play: when none of a decision's places (`pts`, board points) is in view, the view moves,
/// its zoom kept, to the one nearest its centre, so that the ringed choices are never all off screen (a
/// new decision elsewhere on the map, the computer's moves in a demo). While one of them shows, the view
/// stays where the player put it. A margin of a twentieth of the view counts as out of it: a place under
/// the map's edge or its buttons is not one a player sees.
pub fn follow_choices(pz: PanZoom, pts: &[(f64, f64)]) {
    let v = pz.view.get_untracked();
    let (mx, my) = (v.w / 20.0, v.h / 20.0);
    let seen = |&(x, y): &(f64, f64)| x >= v.x + mx && x <= v.x + v.w - mx && y >= v.y + my && y <= v.y + v.h - my;
    if pts.is_empty() || pts.iter().any(seen) {
        return;
    }
    let (cx, cy) = (v.x + v.w / 2.0, v.y + v.h / 2.0);
    let far = |p: &(f64, f64)| (p.0 - cx).powi(2) + (p.1 - cy).powi(2);
    if let Some(&(x, y)) = pts.iter().min_by(|a, b| far(a).total_cmp(&far(b))) {
        pz.center_on(x, y, 1.0);
    }
}

/// Opens the map once it is laid out: centred on `centre` (where the board's pieces stand), as wide as
/// stays readable (the shell's fit); then `after` (a board's own closer look).
pub fn open_on(pz: PanZoom, centre: Option<(f64, f64)>, after: impl FnOnce() + 'static) {
    request_animation_frame(move || {
        request_animation_frame(move || {
            if let Some((cx, cy)) = centre {
                pz.view.update(|v| {
                    v.x = cx - v.w / 2.0;
                    v.y = cy - v.h / 2.0;
                });
            }
            pz.fit();
            after();
        })
    });
}

/// [`open_on`], then [`follow_choices`] for as long as the board lives: whenever the decision's places
/// (`choices`, board points) are all off screen, the map pans to the nearest. Following starts once the
/// map has opened, so the opening view is the board's own.
pub fn open_following(pz: PanZoom, centre: Option<(f64, f64)>, choices: Memo<Vec<(f64, f64)>>, after: impl FnOnce() + 'static) {
    let opened = RwSignal::new(false);
    Effect::new(move |_| {
        let pts = choices.get();
        if opened.get() {
            follow_choices(pz, &pts);
        }
    });
    open_on(pz, centre, move || {
        after();
        opened.set(true);
    });
}

/// The mean of some board points (where a map opens), if there are any.
pub fn centroid(pts: &[(f64, f64)]) -> Option<(f64, f64)> {
    (!pts.is_empty()).then(|| (pts.iter().map(|p| p.0).sum::<f64>() / pts.len() as f64, pts.iter().map(|p| p.1).sum::<f64>() / pts.len() as f64))
}
