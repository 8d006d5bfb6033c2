//! Where Downfall's hexes are on the drawing, and the map's fixed layer (terrain, sea, hexsides, cities,
//! names) as one SVG string drawn once per language.
//!
//! The pack's grid (docs/games/downfall-data.md): pointy-top hexes, ids RRCC, the row number grows
//! northward and odd rows sit half a hex east. The drawing's y grows southward, so row 44 is at the top.
//! Plain Rust, tested natively.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use engine::games::downfall::data::{Class, DfData, HexData, SideKind};
use engine::kit::rows::RowHex;

use crate::boards::lettering::text_width;

/// Centre to corner.
pub const R: f64 = 12.0;
/// Width of a hex (side to side).
pub const W: f64 = R * 1.732_050_807_568_877_2;
/// Room around the hexes.
pub const MARGIN: f64 = 10.0;
/// The northernmost row (drawn at the top).
pub const TOP_ROW: i32 = 44;
pub const BOTTOM_ROW: i32 = 9;
pub const COLS: i32 = 47;

/// The drawing's size.
pub fn width() -> f64 {
    MARGIN * 2.0 + (COLS as f64 + 0.5) * W
}
pub fn height() -> f64 {
    MARGIN * 2.0 + ((TOP_ROW - BOTTOM_ROW) as f64) * 1.5 * R + 2.0 * R
}

/// The centre of hex `h`.
pub fn center(h: RowHex) -> (f64, f64) {
    let shift = if h.row.rem_euclid(2) == 1 { W / 2.0 } else { 0.0 };
    let x = MARGIN + W / 2.0 + h.col as f64 * W + shift;
    let y = MARGIN + R + (TOP_ROW - h.row) as f64 * 1.5 * R;
    (x, y)
}

/// The hex whose centre is nearest to board point `(x, y)` (it may lie off the pack's grid).
pub fn hex_at(x: f64, y: f64) -> RowHex {
    let row = TOP_ROW - ((y - MARGIN - R) / (1.5 * R)).round() as i32;
    let mut best = (f64::MAX, RowHex::new(row, 0));
    for r in row - 1..=row + 1 {
        let shift = if r.rem_euclid(2) == 1 { W / 2.0 } else { 0.0 };
        let col = ((x - MARGIN - W / 2.0 - shift) / W).round() as i32;
        for c in col - 1..=col + 1 {
            let h = RowHex::new(r, c);
            let (cx, cy) = center(h);
            let d2 = (cx - x).powi(2) + (cy - y).powi(2);
            if d2 < best.0 {
                best = (d2, h);
            }
        }
    }
    best.1
}

/// Corner `i` (0 at the top, clockwise) of the hex centred at `(x, y)`.
pub fn corner((x, y): (f64, f64), i: usize) -> (f64, f64) {
    let a = (-90.0 + 60.0 * i as f64).to_radians();
    (x + R * a.cos(), y + R * a.sin())
}

/// The SVG points of a hex's outline.
pub fn points(h: RowHex) -> String {
    let c = center(h);
    let mut s = String::new();
    for i in 0..6 {
        let (x, y) = corner(c, i);
        let _ = write!(s, "{x:.1},{y:.1} ");
    }
    s.trim_end().to_string()
}

/// The two corners two neighbouring hexes share (their common side), if they are neighbours.
pub fn shared_side(a: RowHex, b: RowHex) -> Option<((f64, f64), (f64, f64))> {
    let (ca, cb) = (center(a), center(b));
    let near = |p: (f64, f64), q: (f64, f64)| (p.0 - q.0).abs() < 0.5 && (p.1 - q.1).abs() < 0.5;
    let mut common = vec![];
    for i in 0..6 {
        let p = corner(ca, i);
        if (0..6).any(|j| near(p, corner(cb, j))) {
            common.push(p);
        }
    }
    match common.as_slice() {
        [p, q] => Some((*p, *q)),
        _ => None,
    }
}

/// The CSS class of a hex's fill: its class and terrain.
pub fn hex_class(h: &HexData) -> String {
    match h.class {
        Class::Sea => "dh sea".to_string(),
        Class::Offmap => "dh offmap".to_string(),
        Class::Area => "dh area".to_string(),
        Class::Land | Class::Coast if h.land_area.is_some() => "dh area".to_string(),
        Class::Land => format!("dh t-{}", h.terrain.key()),
        Class::Coast => format!("dh coast t-{}", h.terrain.key()),
    }
}

/// The centre of a group of hexes (for an area's name).
fn centroid(hexes: &[RowHex]) -> Option<(f64, f64)> {
    if hexes.is_empty() {
        return None;
    }
    let n = hexes.len() as f64;
    let (sx, sy) = hexes.iter().map(|h| center(*h)).fold((0.0, 0.0), |a, p| (a.0 + p.0, a.1 + p.1));
    Some((sx / n, sy / n))
}

/// Where each on-map Western land area is drawn (its hexes' centre), by key.
pub fn area_centres(d: &DfData) -> BTreeMap<String, (f64, f64)> {
    let mut by: BTreeMap<String, Vec<RowHex>> = BTreeMap::new();
    for h in d.hexes.values() {
        if let Some(a) = &h.land_area {
            by.entry(a.clone()).or_default().push(h.id);
        }
    }
    by.into_iter().filter_map(|(k, v)| centroid(&v).map(|c| (k, c))).collect()
}

/// Where the on-map sea areas' names go: the pack keeps no sea area for a sea hex (only a port's), so
/// the board names each sea at the sea hex nearest the centre of its hexes in hexes.tsv (computed once
/// from the built-in pack; an owner's pack with another map would move them).
pub const SEA_LABELS: [(&str, &str); 8] = [
    ("north_atlantic", "3203"),
    ("north_sea", "3912"),
    ("baltic_sea", "4023"),
    ("western_med", "2212"),
    ("central_med", "1520"),
    ("eastern_med", "1430"),
    ("black_sea", "2434"),
    ("caspian_sea", "2745"),
];

fn sea_centres(_d: &DfData) -> BTreeMap<String, (f64, f64)> {
    SEA_LABELS.iter().filter_map(|(k, h)| RowHex::parse(h).map(|h| (k.to_string(), center(h)))).collect()
}

pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;")
}

/// The fixed layer: hexes, hexsides (rivers, straits, sea sides, borders), ports, objectives and names.
/// `name_of` gives an area's or a sea's name in the page's language (`sea:<key>`, `area:<key>`); `korean`
/// picks the hexes' Korean names.
pub fn fixed_layer(d: &DfData, korean: bool, name_of: &dyn Fn(&str) -> String) -> String {
    let mut s = String::with_capacity(400_000);
    s.push_str(r#"<g class="df-hexes">"#);
    for h in d.hexes.values() {
        let _ = write!(s, r#"<polygon class="{}" points="{}"/>"#, hex_class(h), points(h.id));
    }
    s.push_str("</g>");
    // Hexsides: rivers, straits, borders.
    let mut rivers = String::new();
    let mut straits = String::new();
    let mut borders = String::new();
    for ((a, b), side) in &d.sides {
        let Some(((x1, y1), (x2, y2))) = shared_side(*a, *b) else { continue };
        let seg = format!("M{x1:.1} {y1:.1}L{x2:.1} {y2:.1}");
        if side.kind == SideKind::Strait {
            straits.push_str(&seg);
        }
        if side.river {
            rivers.push_str(&seg);
        }
        if side.border {
            borders.push_str(&seg);
        }
    }
    let _ = write!(s, r#"<path class="df-border" d="{borders}"/><path class="df-river" d="{rivers}"/><path class="df-strait" d="{straits}"/>"#);
    // Names of the sea areas and the Western land areas.
    for (k, (x, y)) in sea_centres(d) {
        let _ = write!(s, r#"<text class="df-sea-name" x="{x:.1}" y="{y:.1}" text-anchor="middle">{}</text>"#, esc(&name_of(&format!("sea:{k}"))));
    }
    for (k, (x, y)) in area_centres(d) {
        let _ = write!(s, r#"<text class="df-area-name" x="{x:.1}" y="{:.1}" text-anchor="middle">{}</text>"#, y - R * 0.9, esc(&name_of(&format!("area:{k}"))));
    }
    // Ports, objectives and capitals (the city's dot, coloured by its controller, is the live layer's).
    for h in d.hexes.values() {
        let (x, y) = center(h.id);
        if h.port {
            let _ = write!(s, r#"<text class="df-port" x="{:.1}" y="{:.1}" text-anchor="middle">⚓</text>"#, x - R * 0.55, y - R * 0.25);
        }
        if h.objective {
            let _ = write!(s, r#"<circle class="df-objective" cx="{x:.1}" cy="{y:.1}" r="{:.1}"/>"#, R * 0.8);
        }
    }
    for l in place_names(d, korean) {
        let cls = if l.capital { "df-name capital" } else { "df-name" };
        let _ = write!(s, r#"<text class="{cls}" x="{:.1}" y="{:.1}" text-anchor="middle">{}</text>"#, l.x, l.y, esc(&l.text));
    }
    s
}

/// A city's name on the map: its baseline's centre.
#[derive(Clone, Debug, PartialEq)]
pub struct Label {
    pub hex: RowHex,
    pub text: String,
    pub capital: bool,
    pub x: f64,
    pub y: f64,
}

/// The font sizes of `.df-name` and `.df-name.capital` (board.css), in drawing units.
const NAME_SIZE: f64 = 5.6;
const CAPITAL_SIZE: f64 = 6.4;

/// The names of the cities and objectives, placed so that none is drawn over another: capitals first,
/// then objectives, then the other cities (west to east within each); each goes below its hex's centre,
/// else above it, else (a minor city crowded by its neighbours) it is left off the map — the hex's panel
/// still names it.
pub fn place_names(d: &DfData, korean: bool) -> Vec<Label> {
    let mut named: Vec<&HexData> = d
        .hexes
        .values()
        .filter(|h| h.city.is_some() || h.objective)
        .filter(|h| !name_of_hex(h, korean).is_empty())
        .collect();
    named.sort_by_key(|h| (!h.capital, !h.objective, h.id.col, h.id.row));
    let mut boxes: Vec<(f64, f64, f64, f64)> = Vec::new();
    let mut out = Vec::new();
    for h in named {
        let text = name_of_hex(h, korean).to_string();
        let size = if h.capital { CAPITAL_SIZE } else { NAME_SIZE };
        let (x, y) = center(h.id);
        let half = text_width(&text, size, h.capital) / 2.0 + 0.8;
        // Baselines: below the city's dot, else above the hex's counters.
        let spots = [y + R * 0.95, y - R * 0.62];
        let free = |b: f64| {
            let r = (x - half, b - size * 0.8, x + half, b + size * 0.25);
            (!boxes.iter().any(|o| r.0 < o.2 && o.0 < r.2 && r.1 < o.3 && o.1 < r.3)).then_some(r)
        };
        let Some((b, r)) = spots.iter().find_map(|&b| free(b).map(|r| (b, r))) else { continue };
        boxes.push(r);
        out.push(Label { hex: h.id, text, capital: h.capital, x, y: b });
    }
    out
}

fn name_of_hex(h: &HexData, korean: bool) -> &str {
    let name = if korean && !h.name_ko.is_empty() && h.name_ko != "-" { &h.name_ko } else { &h.name_en };
    if name == "-" { "" } else { name }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn north_is_up_and_odd_rows_sit_half_a_hex_east() {
        let (x0, y0) = center(RowHex::new(20, 10));
        let (x1, y1) = center(RowHex::new(21, 10));
        assert!(y1 < y0, "a higher row is further north");
        assert!((x1 - x0 - W / 2.0).abs() < 1e-9, "row 21 is half a hex east of row 20");
    }

    #[test]
    fn a_point_falls_in_the_hex_around_it() {
        for h in [RowHex::new(20, 10), RowHex::new(21, 10), RowHex::new(44, 0), RowHex::new(9, 46)] {
            let (x, y) = center(h);
            assert_eq!(hex_at(x, y), h);
            assert_eq!(hex_at(x + R * 0.6, y - R * 0.3), h);
        }
    }

    #[test]
    fn neighbours_share_a_side_and_others_do_not() {
        // Same row, next column.
        assert!(shared_side(RowHex::new(20, 10), RowHex::new(20, 11)).is_some());
        // Odd row 21, column 10 sits between columns 10 and 11 of row 20.
        assert!(shared_side(RowHex::new(20, 10), RowHex::new(21, 10)).is_some());
        assert!(shared_side(RowHex::new(20, 11), RowHex::new(21, 10)).is_some());
        assert!(shared_side(RowHex::new(20, 10), RowHex::new(21, 11)).is_none());
        assert!(shared_side(RowHex::new(20, 10), RowHex::new(20, 12)).is_none());
    }

    #[test]
    fn every_hex_of_the_pack_is_inside_the_drawing() {
        let d = engine::games::downfall::builtin_data();
        for h in d.hexes.keys() {
            let (x, y) = center(*h);
            assert!(x - W / 2.0 >= 0.0 && x + W / 2.0 <= width() && y - R >= 0.0 && y + R <= height(), "{}", h.id());
        }
        let layer = fixed_layer(&d, false, &|k| k.to_string());
        assert!(layer.contains("df-river") && layer.contains("Berlin"));
    }

    /// Two names drawn over each other read as one ("WarsawBrest-Litovsk"): no two placed names overlap,
    /// every capital and objective keeps its name, and a crowded minor city loses its name rather than
    /// covering a neighbour's.
    #[test]
    fn no_two_city_names_overlap_and_capitals_and_objectives_keep_theirs() {
        let d = engine::games::downfall::builtin_data();
        for korean in [false, true] {
            let labels = place_names(&d, korean);
            let rect = |l: &Label| {
                let size = if l.capital { CAPITAL_SIZE } else { NAME_SIZE };
                let half = text_width(&l.text, size, l.capital) / 2.0;
                (l.x - half, l.y - size * 0.8, l.x + half, l.y + size * 0.25)
            };
            for (i, a) in labels.iter().enumerate() {
                for b in &labels[i + 1..] {
                    let (p, q) = (rect(a), rect(b));
                    assert!(!(p.0 < q.2 && q.0 < p.2 && p.1 < q.3 && q.1 < p.3), "{} over {}", a.text, b.text);
                }
            }
            for h in d.hexes.values().filter(|h| h.capital || h.objective) {
                assert!(labels.iter().any(|l| l.hex == h.id), "{} lost its name", h.name_en);
            }
            // Some names do go above their hex: the rule is not "always below".
            assert!(labels.iter().any(|l| l.y < center(l.hex).1), "no name moved above its hex");
        }
        // Warsaw and Brest-Litovsk, two hexes apart on one row, were drawn into each other.
        let labels = place_names(&d, false);
        let warsaw = labels.iter().find(|l| l.text == "Warsaw").expect("Warsaw named");
        let brest = labels.iter().find(|l| l.text == "Brest-Litovsk").expect("Brest-Litovsk named");
        assert!(brest.y != warsaw.y, "Brest-Litovsk on Warsaw's line");
    }
}
