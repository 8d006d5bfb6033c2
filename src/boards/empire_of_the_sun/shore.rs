//! The land of a map, drawn from the data pack alone: every land hex whole, every coastal hex as the
//! part of it that is land, and the coastline between land and sea.
//!
//! The pack gives each hex a class (sea, coastal, land) and each pair of neighbours whether ground units
//! cross (`land`) and naval units cross (`sea`). A coastal hex's land reaches each side it shares with a
//! neighbour by land and draws back from the others; where a side is crossed both by land and by sea,
//! the coast passes through that side, at the same point for both hexes, so coasts run on from hex to
//! hex. A coastal hex with no land side is an island: a rounded blob. An atoll is drawn as a ring
//! apart. Because the shapes come from the classes and the hexsides, an owner's corrected pack redraws
//! its own coasts. Plain Rust, tested natively.

use std::collections::BTreeMap;

use engine::games::empire_of_the_sun::data::{HexClass, HexsideData, Map, Terrain};
use engine::kit::hex::{Direction, Hex, Hexside};

use super::geom::{center, corner, corner_hexes, lerp, pt, side_corners, side_mid, side_point, Pt};

/// How far (share of the apothem) a coastal hex's land draws back from a side it does not share by
/// land: the middle of an island's shore.
const SHORE: f64 = 0.52;

/// The land of one map, as SVG path data.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Shore {
    /// One path per terrain (open, jungle, mixed, mountain), the land hexes and the land parts of the
    /// coastal hexes of that terrain.
    pub terrain: Vec<(Terrain, String)>,
    /// The coastline (stroked, never filled).
    pub coast: String,
    /// Atoll hexes (drawn as rings).
    pub atolls: Vec<Hex>,
    /// How many hexes the shapes were drawn for (land and coastal, atolls included).
    pub land_hexes: usize,
    /// Each land-bearing hex's own land shape (atolls: none), for overlays such as a region's tint.
    pub hexes: BTreeMap<Hex, String>,
}

pub const TERRAINS: [Terrain; 4] = [Terrain::Open, Terrain::Jungle, Terrain::Mixed, Terrain::Mountain];

/// What the shapes need of a map: classes and the land crossings.
struct Land<'a> {
    map: &'a Map,
    sides: &'a BTreeMap<Hexside, HexsideData>,
}

impl Land<'_> {
    fn class(&self, h: Hex) -> Option<HexClass> {
        self.map.get(h).map(|x| x.class)
    }

    fn has_land(&self, h: Hex) -> bool {
        self.class(h).is_some_and(|c| c != HexClass::Sea)
    }

    /// Ground units cross between `a` and `b` (both on the map).
    fn joined(&self, a: Hex, b: Hex) -> bool {
        if !(self.has_land(a) && self.has_land(b)) {
            return false;
        }
        Hexside::new(a, b).and_then(|s| self.sides.get(&s)).is_some_and(|s| s.land)
    }

    /// Whether corner `c` of `h` is land: next to a land hex, or where three land-bearing hexes meet
    /// and at least two of their three sides are crossed by land (two hexes at the map's edge: their
    /// side). A corner touching a sea hex is water.
    fn corner_land(&self, h: Hex, c: usize) -> bool {
        let on: Vec<Hex> = corner_hexes(h, c).into_iter().filter(|x| self.map.contains(*x)).collect();
        if on.iter().any(|x| self.class(*x) == Some(HexClass::Land)) {
            return true;
        }
        if on.len() < 2 || !on.iter().all(|x| self.has_land(*x)) {
            return false;
        }
        let mut joined = 0;
        let mut pairs = 0;
        for i in 0..on.len() {
            for j in i + 1..on.len() {
                pairs += 1;
                if self.joined(on[i], on[j]) {
                    joined += 1;
                }
            }
        }
        joined >= (pairs - 1).max(1)
    }

    /// Whether `h`'s land reaches its side towards `d`: shared by land with a neighbour, or, at the
    /// map's edge, between two land corners.
    fn side_joined(&self, h: Hex, d: Direction, corners: &[bool; 6]) -> bool {
        let n = h.step(d);
        if self.map.contains(n) {
            self.joined(h, n)
        } else {
            let (a, b) = side_corners(d);
            corners[a] && corners[b]
        }
    }
}

/// A vertex of a coastal hex's land outline.
#[derive(Clone, Copy, Debug)]
struct Vertex {
    p: Pt,
    /// A control point of the rounded shore (not on the outline itself).
    smooth: bool,
    /// The sides (bits by direction index) shared by land that this vertex lies on.
    sides: u8,
}

/// The outline of a coastal hex's land: corners and points where the coast crosses a side (sharp),
/// and shore points drawn back towards the centre (smooth), clockwise.
fn outline(land: &Land, h: Hex) -> Vec<Vertex> {
    let corners: [bool; 6] = std::array::from_fn(|c| land.corner_land(h, c));
    let joined: [bool; 6] = std::array::from_fn(|i| land.side_joined(h, Direction::ALL[i], &corners));
    let c0 = center(h);
    let mut v = vec![];
    for (i, d) in Direction::ALL.into_iter().enumerate() {
        let (a, b) = side_corners(d);
        let prev = (i + 5) % 6;
        let bit = |k: usize| if joined[k] { 1u8 << k } else { 0 };
        if corners[a] {
            v.push(Vertex { p: corner(h, a), smooth: false, sides: bit(i) | bit(prev) });
        }
        if joined[i] {
            let at = |t: f64| Vertex { p: side_point(h, d, t), smooth: false, sides: bit(i) };
            match (corners[a], corners[b]) {
                (true, true) => {}
                (true, false) => v.push(at(0.6)),
                (false, true) => v.push(at(0.4)),
                (false, false) => {
                    v.push(at(0.22));
                    v.push(at(0.78));
                }
            }
        } else {
            v.push(Vertex { p: lerp(c0, side_mid(h, d), SHORE), smooth: true, sides: 0 });
        }
    }
    v
}

fn mid(a: Pt, b: Pt) -> Pt {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

/// The fill path of an outline and its coast (every part of the outline not on a side shared by land).
/// Smooth vertices are the control points of a quadratic spline through their midpoints.
fn trace(v: &[Vertex]) -> (String, String) {
    let n = v.len();
    let (mut fill, mut coast) = (String::new(), String::new());
    let Some(start) = v.iter().position(|x| !x.smooth) else {
        // An island: a closed spline through every midpoint.
        let m0 = mid(v[n - 1].p, v[0].p);
        fill.push_str(&format!("M{}", pt(m0)));
        for i in 0..n {
            fill.push_str(&format!("Q{} {}", pt(v[i].p), pt(mid(v[i].p, v[(i + 1) % n].p))));
        }
        fill.push('Z');
        return (fill.clone(), fill);
    };
    let v: Vec<Vertex> = (0..n).map(|i| v[(start + i) % n]).collect();
    fill.push_str(&format!("M{}", pt(v[0].p)));
    let mut cur = v[0].p;
    let mut pen = false;
    let mut ctrl: Option<Pt> = None;
    let mut prev_sides = v[0].sides;
    let stroke = |coast: &mut String, pen: &mut bool, from: Pt, cmd: &str| {
        if !*pen {
            coast.push_str(&format!("M{}", pt(from)));
            *pen = true;
        }
        coast.push_str(cmd);
    };
    for i in 1..=n {
        let w = v[i % n];
        if w.smooth {
            if let Some(c) = ctrl {
                let m = mid(c, w.p);
                let cmd = format!("Q{} {}", pt(c), pt(m));
                fill.push_str(&cmd);
                stroke(&mut coast, &mut pen, cur, &cmd);
                cur = m;
            }
            ctrl = Some(w.p);
            continue;
        }
        if let Some(c) = ctrl.take() {
            let cmd = format!("Q{} {}", pt(c), pt(w.p));
            fill.push_str(&cmd);
            stroke(&mut coast, &mut pen, cur, &cmd);
        } else {
            let cmd = format!("L{}", pt(w.p));
            fill.push_str(&cmd);
            if prev_sides & w.sides != 0 {
                pen = false;
            } else {
                stroke(&mut coast, &mut pen, cur, &cmd);
            }
        }
        cur = w.p;
        prev_sides = w.sides;
    }
    fill.push('Z');
    (fill, coast)
}

/// The land of `map` (its hexsides from `sides`).
pub fn shore(map: &Map, sides: &BTreeMap<Hexside, HexsideData>) -> Shore {
    let land = Land { map, sides };
    let mut paths: BTreeMap<usize, String> = BTreeMap::new();
    let mut out = Shore::default();
    for x in map.hexes.values() {
        let h = x.hex;
        if x.class == HexClass::Sea {
            continue;
        }
        out.land_hexes += 1;
        if x.terrain == Terrain::Atoll {
            out.atolls.push(h);
            continue;
        }
        let Some(t) = TERRAINS.iter().position(|t| *t == x.terrain) else { continue };
        let fill = if x.class == HexClass::Land {
            for d in Direction::ALL {
                let n = h.step(d);
                if map.contains(n) && !land.joined(h, n) {
                    let (a, b) = side_corners(d);
                    out.coast.push_str(&format!("M{}L{}", pt(corner(h, a)), pt(corner(h, b))));
                }
            }
            super::geom::hexagon(h, 0.0)
        } else {
            let (fill, coast) = trace(&outline(&land, h));
            out.coast.push_str(&coast);
            fill
        };
        paths.entry(t).or_default().push_str(&fill);
        out.hexes.insert(h, fill);
    }
    out.terrain = paths.into_iter().map(|(i, d)| (TERRAINS[i], d)).collect();
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::empire_of_the_sun::builtin;

    #[test]
    fn every_land_bearing_hex_is_drawn_once() {
        let d = builtin();
        for map in [&d.map, &d.sp_map] {
            let s = shore(map, &d.hexsides);
            let want = map.hexes.values().filter(|x| x.has_land()).count();
            assert_eq!(s.land_hexes, want);
            let subpaths: usize = s.terrain.iter().map(|(_, p)| p.matches('M').count()).sum();
            assert_eq!(subpaths + s.atolls.len(), want);
            assert!(!s.coast.is_empty());
            assert!(s.terrain.iter().all(|(_, p)| !p.contains("NaN")));
        }
    }

    #[test]
    fn a_lone_island_is_a_closed_blob_and_its_whole_outline_is_coast() {
        let v: Vec<Vertex> = (0..6).map(|i| Vertex { p: ((i as f64).cos(), (i as f64).sin()), smooth: true, sides: 0 }).collect();
        let (fill, coast) = trace(&v);
        assert_eq!(fill, coast);
        assert!(fill.starts_with('M') && fill.ends_with('Z') && fill.matches('Q').count() == 6);
    }

    #[test]
    fn sides_shared_by_land_carry_no_coastline() {
        // A hex whose four northern corners are land: the side between them is a seam, the rest coast.
        let p = |x: f64, y: f64| (x, y);
        let v = vec![
            Vertex { p: p(0.0, 0.0), smooth: false, sides: 0b01 },
            Vertex { p: p(1.0, 0.0), smooth: false, sides: 0b01 },
            Vertex { p: p(1.0, 1.0), smooth: true, sides: 0 },
            Vertex { p: p(0.0, 1.0), smooth: true, sides: 0 },
        ];
        let (fill, coast) = trace(&v);
        assert_eq!(fill, "M0 0L1 0Q1 1 0.5 1Q0 1 0 0Z");
        assert_eq!(coast, "M1 0Q1 1 0.5 1Q0 1 0 0");
    }

    #[test]
    fn a_coast_that_crosses_a_side_crosses_it_at_one_point_for_both_hexes() {
        let d = builtin();
        let land = Land { map: &d.map, sides: &d.hexsides };
        let mut checked = 0;
        for (side, x) in &d.hexsides {
            let (Some(a), Some(b)) = (d.map.get(side.a), d.map.get(side.b)) else { continue };
            if a.class != HexClass::Coastal || b.class != HexClass::Coastal || !x.land || a.terrain == Terrain::Atoll || b.terrain == Terrain::Atoll {
                continue;
            }
            let pa: Vec<Pt> = outline(&land, side.a).into_iter().filter(|v| !v.smooth).map(|v| v.p).collect();
            let pb: Vec<Pt> = outline(&land, side.b).into_iter().filter(|v| !v.smooth).map(|v| v.p).collect();
            let da = side.a.direction_to(side.b).unwrap();
            // Every point either hex puts on the shared side, the other puts there too.
            let on_side = |q: Pt| {
                let (c0, c1) = side_corners(da);
                let (p0, p1) = (corner(side.a, c0), corner(side.a, c1));
                let cross = (p1.0 - p0.0) * (q.1 - p0.1) - (p1.1 - p0.1) * (q.0 - p0.0);
                cross.abs() < 1e-6 && q.0 >= p0.0.min(p1.0) - 1e-6 && q.0 <= p0.0.max(p1.0) + 1e-6 && q.1 >= p0.1.min(p1.1) - 1e-6 && q.1 <= p0.1.max(p1.1) + 1e-6
            };
            let near = |p: &Pt, q: &Pt| (p.0 - q.0).abs() < 0.05 && (p.1 - q.1).abs() < 0.05;
            for q in pa.iter().filter(|q| on_side(**q)) {
                assert!(pb.iter().any(|r| near(q, r)), "side {side}: {q:?} only in {}", side.a);
                checked += 1;
            }
        }
        assert!(checked > 100, "{checked}");
    }
}

#[cfg(test)]
mod preview {
    #[test]
    fn write_preview() {
        let Ok(path) = std::env::var("EOTS_SVG") else { return };
        let d = engine::games::empire_of_the_sun::builtin();
        let s = super::shore(&d.map, &d.hexsides);
        let b = super::super::geom::board_box(&d.map.extent, 0.0);
        let mut out = format!("<svg xmlns='http://www.w3.org/2000/svg' viewBox='{} {} {} {}' width='3000'>", b.x, b.y, b.w, b.h);
        out.push_str(&format!("<rect x='{}' y='{}' width='{}' height='{}' fill='#9cc6df'/>", b.x, b.y, b.w, b.h));
        for (t, p) in &s.terrain {
            let c = match t { engine::games::empire_of_the_sun::data::Terrain::Open => "#e6dcb4", engine::games::empire_of_the_sun::data::Terrain::Jungle => "#9fbf7a", engine::games::empire_of_the_sun::data::Terrain::Mixed => "#c2c08a", _ => "#c4a98a" };
            out.push_str(&format!("<path d='{p}' fill='{c}'/>"));
        }
        out.push_str(&format!("<path d='{}' fill='none' stroke='#2d5a78' stroke-width='1.2'/>", s.coast));
        for h in d.map.hexes.keys() { out.push_str(&format!("<path d='{}' fill='none' stroke='#0002' stroke-width='0.5'/>", super::super::geom::hexagon(*h, 0.0))); }
        for a in &s.atolls { let (x, y) = super::super::geom::center(*a); out.push_str(&format!("<circle cx='{x}' cy='{y}' r='6' fill='none' stroke='#e8dca8' stroke-width='2.5'/>")); }
        out.push_str("</svg>");
        std::fs::write(path, out).unwrap();
    }
}
