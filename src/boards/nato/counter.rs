//! A counter as the map and the panels draw it: the nation's colours, the NATO unit symbol (infantry's X,
//! armour's oval, both for mechanised, the airborne arc, artillery's dot, the HQ's staff, the attack
//! helicopter's bow-tie), the unit size above it, attack–defence–movement below (a hard unit's defence in
//! brackets, NATO 3.2), its steps as dots, and its markers.

use engine::games::nato::data::Class;
use leptos::prelude::*;

use super::board::Unit;

/// The counter's side length on the map (a hex is 17.3 wide).
pub const S: f64 = 13.0;

/// The unit symbol inside its box (a `w`×`h` box centred on the origin), as SVG.
pub fn symbol(class: Class, airborne: bool, w: f64, h: f64) -> String {
    let (x0, y0, x1, y1) = (-w / 2.0, -h / 2.0, w / 2.0, h / 2.0);
    let cross = format!("<path d=\"M{x0} {y0}L{x1} {y1}M{x1} {y0}L{x0} {y1}\"/>");
    let oval = format!("<rect x=\"{:.2}\" y=\"{:.2}\" width=\"{:.2}\" height=\"{:.2}\" rx=\"{:.2}\"/>", x0 + w * 0.18, y0 + h * 0.22, w * 0.64, h * 0.56, h * 0.28);
    let arc = format!("<path d=\"M{:.2} {:.2}q{:.2} {:.2} {:.2} 0q{:.2} {:.2} {:.2} 0\"/>", -w * 0.22, y1 - h * 0.12, w * 0.11, -h * 0.3, w * 0.22, w * 0.11, -h * 0.3, w * 0.22);
    let inner = match class {
        Class::Armor => oval,
        Class::Mech => format!("{cross}{oval}"),
        Class::Soft if airborne => format!("{cross}{arc}"),
        Class::Soft => cross,
        Class::Artillery => format!("<circle class=\"dot\" r=\"{:.2}\"/>", h * 0.2),
        Class::Hq => format!("<path d=\"M{x0} {y1}V{:.2}\"/><text class=\"hq\" y=\"{:.2}\" text-anchor=\"middle\">HQ</text>", y1 + h * 0.7, h * 0.22),
        Class::Ah => format!("<path class=\"fill\" d=\"M{:.2} {:.2}L{:.2} 0L{:.2} {:.2}L{:.2} {:.2}L{:.2} 0L{:.2} {:.2}Z\"/>", -w * 0.3, -h * 0.25, 0.0, -w * 0.3, h * 0.25, w * 0.3, -h * 0.25, 0.0, w * 0.3, h * 0.25),
        Class::Transport => String::new(),
    };
    format!("<rect class=\"box\" x=\"{x0}\" y=\"{y0}\" width=\"{w}\" height=\"{h}\"/>{inner}")
}

/// The values line: attack–defence–movement, a hard unit's defence in brackets (NATO 3.2).
pub fn values_text(u: &Unit) -> String {
    let (a, d, m) = u.values;
    let d = if u.class.hard() { format!("[{d}]") } else { d.to_string() };
    format!("{a}-{d}-{m}")
}

/// The markers a counter carries, as CSS keys (`nato.b.mk.<key>` names them).
pub fn markers(u: &Unit, turn: u8) -> Vec<&'static str> {
    let mut m = vec![];
    if u.disrupted {
        m.push("disrupted");
    }
    if u.engaged {
        m.push("engaged");
    }
    if u.reserve {
        m.push(if u.side == engine::games::nato::data::Side::Wp { "omg" } else { "reserve" });
    }
    if u.hq_oos {
        m.push("hq_oos");
    }
    if u.moos {
        m.push("moos");
    }
    if u.coos {
        m.push("coos");
    }
    if u.moved {
        m.push("moved");
    }
    if u.attacked {
        m.push("attacked");
    }
    if u.damaged {
        m.push("damaged");
    }
    let _ = turn;
    m
}

/// A marker's short face on the counter.
fn marker_face(k: &str) -> &'static str {
    match k {
        "disrupted" => "D",
        "engaged" => "E",
        "omg" => "OMG",
        "reserve" => "R",
        "hq_oos" | "moos" | "coos" => "OOS",
        "damaged" => "DMG",
        _ => "",
    }
}

/// The counter's SVG, centred on the origin.
pub fn counter_svg(u: &Unit, turn: u8) -> String {
    let s = S;
    let h = s / 2.0;
    let mut out = format!("<rect class=\"face\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" rx=\"1\"/>", -h, -h);
    out += &format!("<g class=\"sym\" transform=\"translate(0 -1)\">{}</g>", symbol(u.class, u.airborne, 6.4, 4.2));
    out += &format!("<text class=\"size\" y=\"{:.2}\" text-anchor=\"middle\">{}</text>", -h + 2.6, u.size);
    // NATO 33.3.2: a Reforger site has no values (no defence, no zone): its face reads "RF", framed dashed.
    let vals = if u.site { "RF".to_string() } else { values_text(u) };
    out += &format!("<text class=\"vals\" y=\"{:.2}\" text-anchor=\"middle\">{}</text>", h - 1.1, vals);
    if u.max_steps > 1 {
        for i in 0..u.max_steps {
            let filled = i < u.steps;
            out += &format!("<circle class=\"pip{}\" cx=\"{:.2}\" cy=\"{:.2}\" r=\"0.8\"/>", if filled { "" } else { " lost" }, h - 1.4, -h + 1.6 + i as f64 * 2.0);
        }
    }
    let mk: Vec<&str> = markers(u, turn).into_iter().filter(|k| !marker_face(k).is_empty()).collect();
    for (i, k) in mk.iter().take(2).enumerate() {
        let face = marker_face(k);
        let w = 2.2 + face.len() as f64 * 1.9;
        out += &format!(
            "<g class=\"mk mk-{k}\" transform=\"translate({:.2} {:.2})\"><rect x=\"0\" y=\"-1.9\" width=\"{w:.2}\" height=\"3.8\" rx=\"0.6\"/><text x=\"{:.2}\" y=\"1.1\" text-anchor=\"middle\">{face}</text></g>",
            -h - 0.8,
            -h + 1.0 + i as f64 * 4.2,
            w / 2.0
        );
    }
    if u.site {
        out += &format!("<rect class=\"site\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" rx=\"1\"/>", -h + 0.5, -h + 0.5);
    }
    if u.active > turn {
        out += &format!("<rect class=\"inactive\" x=\"{}\" y=\"{}\" width=\"{s}\" height=\"{s}\" rx=\"1\"/>", -h, -h);
    }
    out
}

/// A counter as a small standalone picture (the panels' lists).
#[component]
pub fn CounterPic(u: Unit, turn: u8) -> impl IntoView {
    let class = format!("nato-counter-pic nato-counter side-{} nat-{}", u.side.key(), u.nation);
    view! { <svg class=class viewBox="-8 -8 16 16" aria-hidden="true" inner_html=counter_svg(&u, turn)></svg> }
}

