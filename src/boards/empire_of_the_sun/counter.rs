//! One unit counter, drawn as SVG in the style players know: the nationality's colours (Japanese Army
//! yellow and black, Japanese Navy white and red, US Army green, US Navy blue, Commonwealth tan with a
//! band of its nation's colour, Dutch orange, Chinese sky blue), the name, a NATO symbol for ground
//! units and HQs with the size marks above it, a silhouette for ships and aircraft with the type
//! letters, and the values at the bottom (attack-defence; air units and carriers add their range, HQs
//! show efficiency and command range). The reduced side carries a stripe behind its values and a
//! corner mark; a pre-war unit its dot.
//!
//! A counter is `SIZE` units square with its top-left corner at the origin: [`counter`] for a board,
//! [`counter_svg`] for a panel.

use engine::games::empire_of_the_sun::data::{Nation, Service, Size, Unit, UnitType};
use leptos::prelude::*;

use super::facts::short_name;

/// A counter's side in board units (a hex is 40 wide and 34.6 high).
pub const SIZE: f64 = 24.0;

/// The nationality class of a counter (its colours are in app.css).
pub fn nat_class(u: &Unit) -> &'static str {
    match (u.nation, u.service) {
        (Nation::Japanese, Some(Service::Navy)) => "nat-jpn",
        (Nation::Japanese, _) => "nat-jpa",
        (Nation::Us, Some(Service::Navy)) => "nat-usn",
        (Nation::Us, _) => "nat-usa",
        (Nation::British, _) => "nat-br",
        (Nation::Australian, _) => "nat-au",
        (Nation::Nz, _) => "nat-nz",
        (Nation::Indian, _) => "nat-in",
        (Nation::Dutch, _) => "nat-nl",
        (Nation::Chinese, _) => "nat-cn",
        (Nation::Joint, _) => "nat-jt",
    }
}

/// Commonwealth and joint counters carry a band of their nation's colour.
fn has_band(u: &Unit) -> bool {
    u.nation.is_commonwealth() || u.nation == Nation::Joint
}

/// The values printed at the bottom, for the side shown.
pub fn values(u: &Unit, reduced: bool) -> String {
    if u.kind == UnitType::Hq {
        return format!("E{} R{}", u.efficiency.unwrap_or(0), u.command_range.unwrap_or(0));
    }
    let (a, d) = if reduced { (u.reduced_attack.or(u.attack), u.reduced_defence.or(u.defence)) } else { (u.attack, u.defence) };
    let (a, d) = (a.unwrap_or(0), d.unwrap_or(0));
    match (u.range, u.carrier_range) {
        (Some(r), _) | (None, Some(r)) => format!("{a}-{d}-{r}"),
        _ => format!("{a}-{d}"),
    }
}

/// The size marks above a NATO symbol.
pub fn size_marks(s: Option<Size>) -> &'static str {
    match s {
        Some(Size::Regiment) => "III",
        Some(Size::Brigade) => "X",
        Some(Size::Division) => "XX",
        Some(Size::Corps) => "XXX",
        Some(Size::Army) => "XXXX",
        None => "",
    }
}

/// The type letters of a ship or a special air unit.
pub fn type_letters(u: &Unit) -> &'static str {
    match u.kind {
        UnitType::Cv => "CV",
        UnitType::Cvl => "CVL",
        UnitType::Cve => "CVE",
        UnitType::Bb => "BB",
        UnitType::Bc => "BC",
        UnitType::Ca => "CA",
        UnitType::Cl => "CL",
        UnitType::Dd => "DD",
        UnitType::Apd => "APD",
        UnitType::Air if u.b29 => "B29",
        UnitType::Air if u.lrb => "LRB",
        _ => "",
    }
}

/// Silhouettes, centred on the origin, about 17 units wide.
const PLANE: &str = "M0 -4.3L0.9 -1.4L6.8 0.3L6.8 1.5L0.9 0.9L0.6 3.1L2.4 4.1L2.4 4.8L0 4.3L-2.4 4.8L-2.4 4.1L-0.6 3.1L-0.9 0.9L-6.8 1.5L-6.8 0.3L-0.9 -1.4Z";
const BOMBER: &str = "M0 -4.6L1 -1.6L8.2 -0.2L8.2 1.1L1 0.6L0.7 3.2L3 4.2L3 4.9L0 4.4L-3 4.9L-3 4.2L-0.7 3.2L-1 0.6L-8.2 1.1L-8.2 -0.2L-1 -1.6Z";
const CARRIER: &str = "M-8.6 -0.1H8.6V1.2H-8.6ZM-7.2 1.2H7.2L5.6 3.3H-5.6ZM2.8 -2.4H5.2V-0.1H2.8Z";
const BATTLESHIP: &str = "M-8.4 1H8.4L6.6 3.3H-6.6ZM-6.4 -0.2H-3.6V1H-6.4ZM3.6 -0.2H6.4V1H3.6ZM-2 -2.6H2V1H-2ZM-0.35 -4.8H0.35V-2.6H-0.35Z";
const CRUISER: &str = "M-7.6 1H7.6L6 3.1H-6ZM-5.4 0H-3V1H-5.4ZM3 0H5.4V1H3ZM-1.6 -1.8H1.6V1H-1.6ZM-0.3 -3.6H0.3V-1.8H-0.3Z";
const DESTROYER: &str = "M-6.6 1.2H6.6L5 3H-5ZM-1.4 -0.6H1.4V1.2H-1.4ZM-4.6 0.3H-3V1.2H-4.6ZM2.4 -1.4H3V1.2H2.4Z";
const TRANSPORT: &str = "M-7 1H7L5.6 3.1H-5.6ZM-4.6 -1.2H1.8V1H-4.6ZM3 -0.4H5V1H3Z";

fn silhouette(u: &Unit) -> Option<(&'static str, f64)> {
    Some(match u.kind {
        UnitType::Air if u.lrb => (BOMBER, 0.95),
        UnitType::Air => (PLANE, 1.0),
        UnitType::Cv | UnitType::Cvl | UnitType::Cve => (CARRIER, 1.0),
        UnitType::Bb | UnitType::Bc => (BATTLESHIP, 1.0),
        UnitType::Ca | UnitType::Cl => (CRUISER, 1.0),
        UnitType::Dd => (DESTROYER, 1.0),
        UnitType::Apd => (TRANSPORT, 1.0),
        _ => return None,
    })
}

/// Rough width of a label in the counter's bold font (units per character at size 1).
fn text_width(s: &str, size: f64) -> f64 {
    s.chars().map(|c| if c.is_ascii_uppercase() || c.is_ascii_digit() { 0.62 } else { 0.52 }).sum::<f64>() * size
}

/// A `textLength` that squeezes a label into `room` when it would overflow it.
fn squeeze(s: &str, size: f64, room: f64) -> Option<String> {
    (text_width(s, size) > room).then(|| format!("{room:.1}"))
}

/// The NATO symbol (ground units and HQs) or the silhouette (ships and aircraft) in the middle.
fn symbol(u: &'static Unit) -> AnyView {
    let (cx, cy) = (SIZE / 2.0, 13.0);
    match u.kind {
        UnitType::Ground => view! {
            <g class="ct-sym">
                <rect class="ct-box" x=cx - 6.2 y=cy - 3.6 width="12.4" height="7.4" />
                <path class="ct-line" d=format!("M{} {}L{} {}M{} {}L{} {}", cx - 6.2, cy - 3.6, cx + 6.2, cy + 3.8, cx - 6.2, cy + 3.8, cx + 6.2, cy - 3.6) />
            </g>
        }
        .into_any(),
        UnitType::Hq => view! {
            <g class="ct-sym">
                <rect class="ct-box" x=cx - 6.2 y=cy - 3.8 width="12.4" height="6.6" />
                <path class="ct-line" d=format!("M{} {}V{}", cx - 6.2, cy + 2.8, cy + 5.8) />
                <text class="ct-hq" x=cx y=cy + 1.4 text-anchor="middle">"HQ"</text>
            </g>
        }
        .into_any(),
        _ => match silhouette(u) {
            Some((d, k)) => view! { <path class="ct-sil" d=d transform=format!("translate({cx} {}) scale({k})", cy + 0.4) /> }.into_any(),
            None => ().into_any(),
        },
    }
}

/// One counter with its top-left corner at the origin.
pub fn counter(u: &'static Unit, reduced: bool) -> impl IntoView {
    let name = short_name(u);
    let name_sq = squeeze(&name, 4.4, SIZE - 2.4);
    let vals = values(u, reduced);
    let vals_size = if u.kind == UnitType::Hq { 4.6 } else { 5.6 };
    let vals_sq = squeeze(&vals, vals_size, SIZE - 3.0);
    let marks = if u.kind == UnitType::Ground { size_marks(u.size) } else { "" };
    let letters = type_letters(u);
    let band = has_band(u);
    let class = format!("eots-counter {}", nat_class(u));
    // A position file's custom counter (engine custom.rs): its values are not the pack's; a dashed
    // frame and a corner mark say so.
    let custom = engine::games::empire_of_the_sun::custom::is_custom(u);
    view! {
        <g class=class class:reduced=reduced class:custom=custom data-unit=u.key.clone()>
            <rect class="ct-bg" x="0.3" y="0.3" width=SIZE - 0.6 height=SIZE - 0.6 rx="2" />
            {custom.then(|| view! { <path class="ct-custom" d="M0.3 5.5V0.3H5.5Z" /> })}
            {band.then(|| view! { <path class="ct-band" d=format!("M0.3 2.3a2 2 0 0 1 2-2H{}a2 2 0 0 1 2 2V2.6H0.3Z", SIZE - 2.3) /> })}
            <text class="ct-name" x=SIZE / 2.0 y="6.4" text-anchor="middle" textLength=name_sq lengthAdjust="spacingAndGlyphs">{name}</text>
            {(!marks.is_empty()).then(|| view! { <text class="ct-size" x=SIZE / 2.0 y="9.2" text-anchor="middle">{marks}</text> })}
            {(!letters.is_empty()).then(|| view! { <text class="ct-type" x="1.6" y="9.4">{letters}</text> })}
            {u.prewar.then(|| view! { <circle class="ct-dot" cx=SIZE - 2.6 cy="8.3" r="1.25" /> })}
            {symbol(u)}
            {reduced.then(|| view! {
                <rect class="ct-stripe" x="0.3" y="17.6" width=SIZE - 0.6 height="5.6" />
                <path class="ct-corner" d=format!("M{} 0.3H{}V{}Z", SIZE - 6.5, SIZE - 0.3, 6.5) />
            })}
            <text class=if u.kind == UnitType::Hq { "ct-vals ct-vals-hq" } else { "ct-vals" } x=SIZE / 2.0 y="22.2" text-anchor="middle"
                textLength=vals_sq lengthAdjust="spacingAndGlyphs">{vals}</text>
        </g>
    }
}

/// A counter as its own small picture, `px` pixels square (for panels and lists).
pub fn counter_svg(u: &'static Unit, reduced: bool, px: f64) -> impl IntoView {
    view! {
        <svg class="eots-counter-pic" width=px height=px viewBox=format!("0 0 {SIZE} {SIZE}") aria-hidden="true">
            {counter(u, reduced)}
        </svg>
    }
}
