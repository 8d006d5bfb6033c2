//! Pan and zoom for an SVG board: drag with a mouse or one finger, pinch with two, wheel, buttons.
//!
//! The view is the SVG `viewBox`; the board never re-renders while it moves. A press that moves less
//! than a few pixels stays a click, so tapping a space works on phones.

use std::collections::BTreeMap;

use leptos::prelude::*;
use wasm_bindgen::JsCast;

#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Box2 {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl Box2 {
    pub fn attr(&self) -> String {
        format!("{:.1} {:.1} {:.1} {:.1}", self.x, self.y, self.w, self.h)
    }
}

/// The most board units a CSS pixel may show when fitting: the board's names (7.9 units high) then
/// stay at least 7 pixels high.
const MAX_FIT_UNITS_PER_PX: f64 = 1.13;

/// Movement (in CSS pixels) after which a press is a drag, not a click.
const DRAG_THRESHOLD: f64 = 6.0;

#[derive(Clone, Copy)]
pub struct PanZoom {
    pub view: RwSignal<Box2>,
    /// The whole board ("fit").
    pub full: Box2,
    /// Set once a press has moved beyond the threshold; clicks check it.
    pub dragged: RwSignal<bool>,
    pointers: StoredValue<BTreeMap<i32, (f64, f64)>>,
    start: StoredValue<Option<(f64, f64)>>,
}

impl PanZoom {
    pub fn new(full: Box2) -> Self {
        PanZoom {
            view: RwSignal::new(full),
            full,
            dragged: RwSignal::new(false),
            pointers: StoredValue::new(BTreeMap::new()),
            start: StoredValue::new(None),
        }
    }

    /// Shows the whole board, or, where the whole board would be too small to read (a phone), the
    /// widest view that stays readable, around what is in view now (on a phone: about the width of
    /// Europe). The player pans to the rest.
    pub fn fit(&self) {
        let (el_w, el_h) = self.element_size();
        let units_per_px = (self.full.w / el_w.max(1.0)).max(self.full.h / el_h.max(1.0));
        if units_per_px <= MAX_FIT_UNITS_PER_PX {
            self.view.set(self.full);
            return;
        }
        let v = self.view.get_untracked();
        let (w, h) = (el_w * MAX_FIT_UNITS_PER_PX, el_h * MAX_FIT_UNITS_PER_PX);
        let (cx, cy) = (v.x + v.w / 2.0, v.y + v.h / 2.0);
        self.show(Box2 { x: cx - w / 2.0, y: cy - h / 2.0, w, h });
    }

    /// Board units per CSS pixel for an element of `el_w` × `el_h` pixels (`preserveAspectRatio` meet).
    fn scale(v: &Box2, el_w: f64, el_h: f64) -> f64 {
        (v.w / el_w.max(1.0)).max(v.h / el_h.max(1.0))
    }

    /// The board point under a client pixel of `svg`.
    pub fn board_point(&self, svg: &web_sys::Element, cx: f64, cy: f64) -> (f64, f64) {
        let r = svg.get_bounding_client_rect();
        let v = self.view.get_untracked();
        let s = Self::scale(&v, r.width(), r.height());
        // With `meet` the view box is centred in the element.
        let ox = v.x - (r.width() * s - v.w) / 2.0;
        let oy = v.y - (r.height() * s - v.h) / 2.0;
        (ox + (cx - r.left()) * s, oy + (cy - r.top()) * s)
    }

    /// Zooms by `factor` (> 1 zooms in) keeping board point `(px, py)` in place.
    pub fn zoom_at(&self, factor: f64, px: f64, py: f64) {
        let full = self.full;
        self.view.update(|v| {
            let min_w = full.w / 10.0;
            let max_w = full.w * 1.5;
            let w = (v.w / factor).clamp(min_w, max_w);
            let k = w / v.w;
            v.x = px - (px - v.x) * k;
            v.y = py - (py - v.y) * k;
            v.w = w;
            v.h *= k;
            clamp(v, &full);
        });
    }

    pub fn zoom_center(&self, factor: f64) {
        let v = self.view.get_untracked();
        self.zoom_at(factor, v.x + v.w / 2.0, v.y + v.h / 2.0);
    }

    /// Shows the board box `b` as large as the map element allows: widened to the element's shape,
    /// then kept over the board where it fits.
    pub fn show(&self, b: Box2) {
        let (el_w, el_h) = self.element_size();
        let aspect = el_w / el_h.max(1.0);
        let mut v = b;
        if v.w / v.h < aspect {
            let w = v.h * aspect;
            v.x -= (w - v.w) / 2.0;
            v.w = w;
        } else {
            let h = v.w / aspect;
            v.y -= (h - v.h) / 2.0;
            v.h = h;
        }
        // Never show more than the board's height or width: past that the view is empty sea, so the
        // box is cut to the board around its centre instead (the player pans to the rest).
        let full = self.full;
        let (cx, cy) = (v.x + v.w / 2.0, v.y + v.h / 2.0);
        let k = (full.w / v.w).min(full.h / v.h).min(1.0);
        v.w *= k;
        v.h *= k;
        v.x = (cx - v.w / 2.0).clamp(full.x, full.x + full.w - v.w);
        v.y = (cy - v.h / 2.0).clamp(full.y, full.y + full.h - v.h);
        self.view.set(v);
    }

    /// The map element's size in CSS pixels; before it is laid out, the narrow layout's (full width,
    /// 56% of the height: app.css).
    fn element_size(&self) -> (f64, f64) {
        let win = web_sys::window().expect("window");
        let laid_out = win
            .document()
            .and_then(|d| d.query_selector("svg.map").ok().flatten())
            .map(|e| e.get_bounding_client_rect())
            .filter(|r| r.width() > 0.0 && r.height() > 0.0)
            .map(|r| (r.width(), r.height()));
        laid_out.unwrap_or_else(|| {
            let w = win.inner_width().ok().and_then(|v| v.as_f64()).unwrap_or(390.0);
            let h = win.inner_height().ok().and_then(|v| v.as_f64()).unwrap_or(844.0);
            (w, (h * 0.56).max(300.0))
        })
    }

    /// Centres the view on a board point, zooming in to at least `min_zoom`.
    pub fn center_on(&self, px: f64, py: f64, min_zoom: f64) {
        let full = self.full;
        self.view.update(|v| {
            let w = v.w.min(full.w / min_zoom);
            let k = w / v.w;
            v.w = w;
            v.h *= k;
            v.x = px - v.w / 2.0;
            v.y = py - v.h / 2.0;
            clamp(v, &full);
        });
    }

    pub fn on_wheel(&self, ev: &web_sys::WheelEvent) {
        ev.prevent_default();
        let Some(svg) = current_svg(ev.unchecked_ref()) else { return };
        // Pixel, line and page deltas: normalise lines and pages to pixels.
        let unit = match ev.delta_mode() {
            1 => 16.0,
            2 => 400.0,
            _ => 1.0,
        };
        let factor = (-ev.delta_y() * unit * 0.0015).exp();
        let (px, py) = self.board_point(&svg, ev.client_x() as f64, ev.client_y() as f64);
        self.zoom_at(factor, px, py);
    }

    pub fn on_down(&self, ev: &web_sys::PointerEvent) {
        if ev.pointer_type() == "mouse" && ev.button() != 0 {
            return;
        }
        self.pointers.update_value(|p| {
            p.insert(ev.pointer_id(), (ev.client_x() as f64, ev.client_y() as f64));
        });
        if self.pointers.with_value(|p| p.len()) == 1 {
            self.start.set_value(Some((ev.client_x() as f64, ev.client_y() as f64)));
            self.dragged.set(false);
        } else {
            // A second finger: a pinch, never a click.
            self.dragged.set(true);
        }
    }

    pub fn on_move(&self, ev: &web_sys::PointerEvent) {
        let id = ev.pointer_id();
        let Some(prev) = self.pointers.with_value(|p| p.get(&id).copied()) else { return };
        let Some(svg) = current_svg(ev.unchecked_ref()) else { return };
        let now = (ev.client_x() as f64, ev.client_y() as f64);
        let count = self.pointers.with_value(|p| p.len());
        if !self.dragged.get_untracked() {
            let (sx, sy) = self.start.get_value().unwrap_or(now);
            if ((now.0 - sx).powi(2) + (now.1 - sy).powi(2)).sqrt() < DRAG_THRESHOLD {
                return;
            }
            self.dragged.set(true);
            // Capture only once it is a drag, so a tap's click still reaches the space under it.
            let _ = svg.set_pointer_capture(id);
        }
        let r = svg.get_bounding_client_rect();
        if count >= 2 {
            let other = self.pointers.with_value(|p| p.iter().find(|(k, _)| **k != id).map(|(_, v)| *v));
            if let Some(o) = other {
                let d0 = ((prev.0 - o.0).powi(2) + (prev.1 - o.1).powi(2)).sqrt();
                let d1 = ((now.0 - o.0).powi(2) + (now.1 - o.1).powi(2)).sqrt();
                if d0 > 1.0 {
                    let mid = ((now.0 + o.0) / 2.0, (now.1 + o.1) / 2.0);
                    let (px, py) = self.board_point(&svg, mid.0, mid.1);
                    self.zoom_at(d1 / d0, px, py);
                }
                // Half the moving finger's shift pans the view (the midpoint's move).
                self.pan_pixels((now.0 - prev.0) / 2.0, (now.1 - prev.1) / 2.0, r.width(), r.height());
            }
        } else {
            self.pan_pixels(now.0 - prev.0, now.1 - prev.1, r.width(), r.height());
        }
        self.pointers.update_value(|p| {
            p.insert(id, now);
        });
    }

    fn pan_pixels(&self, dx: f64, dy: f64, el_w: f64, el_h: f64) {
        let full = self.full;
        self.view.update(|v| {
            let s = Self::scale(v, el_w, el_h);
            v.x -= dx * s;
            v.y -= dy * s;
            clamp(v, &full);
        });
    }

    pub fn on_up(&self, ev: &web_sys::PointerEvent) {
        self.pointers.update_value(|p| {
            p.remove(&ev.pointer_id());
        });
    }

    /// Keyboard: arrows pan, + and − zoom, 0 fits.
    pub fn on_key(&self, ev: &web_sys::KeyboardEvent) {
        let v = self.view.get_untracked();
        let step = v.w / 8.0;
        let full = self.full;
        let pan = |dx: f64, dy: f64| {
            self.view.update(|v| {
                v.x += dx;
                v.y += dy;
                clamp(v, &full);
            })
        };
        match ev.key().as_str() {
            "ArrowLeft" => pan(-step, 0.0),
            "ArrowRight" => pan(step, 0.0),
            "ArrowUp" => pan(0.0, -step),
            "ArrowDown" => pan(0.0, step),
            "+" | "=" => self.zoom_center(1.25),
            "-" | "_" => self.zoom_center(0.8),
            "0" => self.fit(),
            _ => return,
        }
        ev.prevent_default();
    }
}

/// Keeps at least a third of the view over the board.
fn clamp(v: &mut Box2, full: &Box2) {
    let mx = v.w * 2.0 / 3.0;
    let my = v.h * 2.0 / 3.0;
    v.x = v.x.clamp(full.x - mx, full.x + full.w - v.w / 3.0);
    v.y = v.y.clamp(full.y - my, full.y + full.h - v.h / 3.0);
}

fn current_svg(ev: &web_sys::Event) -> Option<web_sys::Element> {
    ev.current_target()?.dyn_into::<web_sys::Element>().ok()
}
