//! The still layers of a map, built once per pack and map as SVG path data: land and coasts
//! ([`super::shore`]), the hex grid, borders (nations, game regions, the Empire), transport routes,
//! straits and unplayable sides, the map edges that are supply sources, and where the off-map boxes
//! go. Drawing them is then a handful of `<path>` elements, whatever the number of hexes. Plain Rust,
//! tested natively.

use engine::games::empire_of_the_sun::data::{EotsData, HexData, Map, RouteStatus};
use engine::kit::hex::{Direction, Hex};

use super::facts::Which;
use super::geom::{board_box, center, corner, hex_box, lerp, pt, side_corners, side_mid, Pt, Rect, MARGIN};
use super::shore::{shore, Shore};

/// One transport route as drawn.
#[derive(Clone, Debug, PartialEq)]
pub struct RouteLine {
    pub key: String,
    pub name: String,
    pub status: RouteStatus,
    pub d: String,
    /// Where No Transport Route markers sit at the campaign's start.
    pub markers: Vec<Pt>,
}

/// A map edge that is an ultimate supply source.
#[derive(Clone, Debug, PartialEq)]
pub struct EdgeBand {
    /// `n`, `e`, `s` or `w`.
    pub edge: char,
    pub japanese: bool,
    pub rect: Rect,
}

/// What an off-map box holds, drawn beside the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxKind {
    /// Units of a set-up list waiting there (delay, China box, Oahu).
    Units,
    /// The turn record track: reinforcements by turn.
    Turns,
    /// Nothing at the start (units permanently removed).
    Empty,
}

#[derive(Clone, Debug, PartialEq)]
pub struct BoxSpot {
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub kind: BoxKind,
    pub rect: Rect,
    /// Counters per row inside the box.
    pub per_row: usize,
}

/// Room for a counter in a box.
pub const SLOT: f64 = 27.0;
/// A box's title band.
pub const BOX_TITLE: f64 = 13.0;
/// Turns on the turn record track.
pub const TURNS: u8 = 12;

#[derive(Clone, Debug)]
pub struct Layers {
    pub shore: Shore,
    pub grid: String,
    pub nation_borders: String,
    pub region_borders: String,
    pub empire_fill: String,
    pub empire_border: String,
    pub routes: Vec<RouteLine>,
    pub straits: String,
    pub no_sea: String,
    pub edges: Vec<EdgeBand>,
    pub boxes: Vec<BoxSpot>,
    /// The hexes drawn (grid cells).
    pub hex_count: usize,
    pub hexes_box: Rect,
    pub board: Rect,
}

/// The game regions whose borders are drawn inside a nation (China coastal and interior, India's
/// parts, Burma, Malaya…): a hex's border key is the first of these it belongs to.
const BORDER_REGIONS: [&str; 18] = [
    "china_coastal",
    "china_interior",
    "north_india",
    "india_mainland",
    "india_interior",
    "ceylon",
    "burma",
    "malaya",
    "siam",
    "indochina",
    "manchukuo",
    "korea_land",
    "soviet",
    "australia_mainland",
    "new_guinea",
    "mandate",
    "philippines",
    "dei",
];

fn border_key(x: &HexData) -> &str {
    BORDER_REGIONS.iter().find(|r| x.in_region(r)).copied().unwrap_or("")
}

/// The corners of the side of `a` towards its neighbour across `d`.
fn side_line(a: Hex, d: Direction, from: f64, to: f64) -> String {
    let (c0, c1) = side_corners(d);
    let (p0, p1) = (corner(a, c0), corner(a, c1));
    format!("M{}L{}", pt(lerp(p0, p1, from)), pt(lerp(p0, p1, to)))
}

/// The grid: each hex draws its three upper sides, and the lower ones where the map ends.
fn grid(map: &Map) -> String {
    let mut d = String::new();
    for h in map.hexes.keys() {
        d.push_str(&format!("M{}L{}L{}L{}", pt(corner(*h, 3)), pt(corner(*h, 4)), pt(corner(*h, 5)), pt(corner(*h, 0))));
        for dir in [Direction::SE, Direction::S, Direction::SW] {
            if !map.contains(h.step(dir)) {
                d.push_str(&side_line(*h, dir, 0.0, 1.0));
            }
        }
    }
    d
}

fn routes(d: &EotsData, map: &Map) -> Vec<RouteLine> {
    d.routes
        .iter()
        .filter_map(|r| {
            let mut path = String::new();
            for w in r.hexes.windows(2) {
                if map.contains(w[0]) && map.contains(w[1]) {
                    path.push_str(&format!("M{}L{}", pt(center(w[0])), pt(center(w[1]))));
                }
            }
            (!path.is_empty()).then(|| RouteLine {
                key: r.key.clone(),
                name: r.name.clone(),
                status: r.status,
                d: path,
                markers: r.markers.iter().filter(|h| map.contains(**h)).map(|h| center(*h)).collect(),
            })
        })
        .collect()
}

/// The supply edges of a map (6.22: the Allies' east, south and west edges; on the South Pacific map
/// also the Japanese north edge, 17.10.5L).
fn edges(which: Which, hb: Rect) -> Vec<EdgeBand> {
    let w = 5.0;
    let gap = 3.0;
    let mut v = vec![
        EdgeBand { edge: 'e', japanese: false, rect: Rect { x: hb.x + hb.w + gap, y: hb.y, w, h: hb.h } },
        EdgeBand { edge: 's', japanese: false, rect: Rect { x: hb.x, y: hb.y + hb.h + gap, w: hb.w, h: w } },
        EdgeBand { edge: 'w', japanese: false, rect: Rect { x: hb.x - gap - w, y: hb.y, w, h: hb.h } },
    ];
    if which == Which::SouthPacific {
        v.push(EdgeBand { edge: 'n', japanese: true, rect: Rect { x: hb.x, y: hb.y - gap - w, w: hb.w, h: w } });
    }
    v
}

/// A title's rough width in the boxes' 7-unit bold font.
fn title_width(s: &str) -> f64 {
    s.chars().map(|c| if c.is_ascii() { 4.3 } else { 7.4 }).sum::<f64>() + 10.0
}

/// Where the off-map boxes of `which` go: in a row (wrapping) under the map.
fn boxes(d: &EotsData, which: Which, hb: Rect) -> (Vec<BoxSpot>, f64) {
    let order = ["turn_track", "oahu", "delay", "china_box", "removed"];
    let mut mine: Vec<_> = d.boxes.iter().filter(|b| b.map == which.key()).collect();
    engine::kit::sort::sort_by_key(&mut mine, |b| order.iter().position(|k| *k == b.key).unwrap_or(order.len()));
    let top = hb.y + hb.h + MARGIN + 6.0;
    let (mut x, mut y, mut row_h) = (hb.x, top, 0.0f64);
    let mut out = vec![];
    for b in mine {
        let (kind, per_row, rows) = match b.key.as_str() {
            "turn_track" => (BoxKind::Turns, TURNS as usize, 1),
            "removed" => (BoxKind::Empty, 3, 1),
            "delay" if which == Which::Main => (BoxKind::Units, 8, 2),
            "oahu" => (BoxKind::Units, 5, 2),
            _ => (BoxKind::Units, b.capacity.map_or(3, |c| c as usize).clamp(1, 4), 1),
        };
        let slot = if kind == BoxKind::Turns { 24.0 } else { SLOT };
        let w = (per_row as f64 * slot + 8.0).max(title_width(&b.name_en)).max(title_width(&b.name_ko));
        let h = BOX_TITLE + rows as f64 * SLOT + 5.0;
        if x + w > hb.x + hb.w && x > hb.x {
            x = hb.x;
            y += row_h + 8.0;
            row_h = 0.0;
        }
        out.push(BoxSpot { key: b.key.clone(), name_en: b.name_en.clone(), name_ko: b.name_ko.clone(), kind, rect: Rect { x, y, w, h }, per_row });
        x += w + 10.0;
        row_h = row_h.max(h);
    }
    let below = if out.is_empty() { 0.0 } else { y + row_h - (hb.y + hb.h + MARGIN) + 4.0 };
    (out, below)
}

/// Every still layer of `which` map of `d`.
pub fn layers(d: &EotsData, which: Which) -> Layers {
    let map = which.map(d);
    let mut nation = String::new();
    let mut region = String::new();
    let mut empire = String::new();
    let mut straits = String::new();
    let mut no_sea = String::new();
    for (side, x) in &d.hexsides {
        let (Some(a), Some(b)) = (map.get(side.a), map.get(side.b)) else { continue };
        let Some(dir) = side.a.direction_to(side.b) else { continue };
        if a.has_land() && b.has_land() && x.land {
            if a.nation != b.nation {
                nation.push_str(&side_line(side.a, dir, 0.0, 1.0));
            } else if border_key(a) != border_key(b) {
                region.push_str(&side_line(side.a, dir, 0.0, 1.0));
            }
            if a.in_region("empire") != b.in_region("empire") {
                empire.push_str(&side_line(side.a, dir, 0.0, 1.0));
            }
        }
        if x.strait {
            let (m, ca, cb) = (side_mid(side.a, dir), center(side.a), center(side.b));
            let k = 5.0 / (2.0 * super::geom::A);
            straits.push_str(&format!("M{}L{}", pt(lerp(m, ca, k)), pt(lerp(m, cb, k))));
        }
        if a.has_sea() && b.has_sea() && !x.sea {
            no_sea.push_str(&side_line(side.a, dir, 0.12, 0.88));
        }
    }
    let shore = shore(map, &d.hexsides);
    let empire_fill: String = map.hexes.values().filter(|x| x.in_region("empire")).filter_map(|x| shore.hexes.get(&x.hex)).cloned().collect();
    let hb = hex_box(&map.extent);
    let (boxes, below) = boxes(d, which, hb);
    Layers {
        grid: grid(map),
        nation_borders: nation,
        region_borders: region,
        empire_fill,
        empire_border: empire,
        routes: routes(d, map),
        straits,
        no_sea,
        edges: edges(which, hb),
        boxes,
        hex_count: map.hexes.len(),
        hexes_box: hb,
        board: board_box(&map.extent, below),
        shore,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::empire_of_the_sun::builtin;

    #[test]
    fn both_maps_have_their_layers() {
        let d = builtin();
        for which in [Which::Main, Which::SouthPacific] {
            let l = layers(d, which);
            assert_eq!(l.hex_count, which.map(d).hexes.len());
            // Every hex draws its three upper sides.
            assert_eq!(l.grid.matches('M').count() >= l.hex_count, true);
            assert!(!l.boxes.is_empty());
            for b in &l.boxes {
                assert!(b.rect.y >= l.hexes_box.y + l.hexes_box.h, "{} sits under the map", b.key);
                assert!(b.rect.y + b.rect.h <= l.board.y + l.board.h + 0.01, "{} fits the board", b.key);
            }
        }
        let main = layers(d, Which::Main);
        assert_eq!(main.routes.len(), d.routes.len());
        assert!(!main.nation_borders.is_empty() && !main.empire_fill.is_empty() && !main.no_sea.is_empty() && !main.straits.is_empty());
        assert_eq!(main.edges.len(), 3);
        assert_eq!(layers(d, Which::SouthPacific).edges.iter().filter(|e| e.japanese).count(), 1);
    }
}
