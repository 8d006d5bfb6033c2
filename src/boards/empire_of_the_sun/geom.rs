//! Board geometry of Empire of the Sun's hex maps: where a hex, its corners and its sides are on the
//! drawing, which hex a board point falls in, and each map's drawing box.
//!
//! Flat-top hexes, odd columns half a hex lower (`engine::kit::hex`). A hex's centre is placed from its
//! column and row alone, so the main map and the South Pacific map (a window of the same ids) share
//! their coordinates. Plain Rust, tested natively.

use engine::kit::hex::{Cube, Direction, Extent, Hex};

/// Centre to corner.
pub const R: f64 = 20.0;
/// Centre to side (the apothem).
pub const A: f64 = R * 0.866_025_403_784_438_6;
/// Room around the hexes for the map-edge bands and the off-map boxes' titles.
pub const MARGIN: f64 = 14.0;

/// A point on the board (x east, y south).
pub type Pt = (f64, f64);

/// A rectangle of the board.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

/// The centre of `h`.
pub fn center(h: Hex) -> Pt {
    let x = h.col as f64 * 1.5 * R;
    let y = h.row as f64 * 2.0 * A + if h.col & 1 == 1 { A } else { 0.0 };
    (x, y)
}

/// Corner `c` of a hex centred at the origin: 0 east, then clockwise (1 south-east, 2 south-west,
/// 3 west, 4 north-west, 5 north-east).
pub fn corner_offset(c: usize) -> Pt {
    match c % 6 {
        0 => (R, 0.0),
        1 => (R / 2.0, A),
        2 => (-R / 2.0, A),
        3 => (-R, 0.0),
        4 => (-R / 2.0, -A),
        _ => (R / 2.0, -A),
    }
}

pub fn corner(h: Hex, c: usize) -> Pt {
    let (x, y) = center(h);
    let (dx, dy) = corner_offset(c);
    (x + dx, y + dy)
}

/// The two corners of the side towards `d`, in clockwise order.
pub fn side_corners(d: Direction) -> (usize, usize) {
    let i = d.index();
    ((4 + i) % 6, (5 + i) % 6)
}

/// The sides meeting at corner `c`: the one it ends (clockwise) and the one it starts.
pub fn corner_sides(c: usize) -> (Direction, Direction) {
    (Direction::ALL[(c + 1) % 6], Direction::ALL[(c + 2) % 6])
}

/// The three hexes that meet at corner `c` of `h` (`h` first).
pub fn corner_hexes(h: Hex, c: usize) -> [Hex; 3] {
    let (a, b) = corner_sides(c);
    [h, h.step(a), h.step(b)]
}

/// The point a share `t` of the way along the side towards `d`, clockwise from its first corner.
pub fn side_point(h: Hex, d: Direction, t: f64) -> Pt {
    let (a, b) = side_corners(d);
    let (pa, pb) = (corner(h, a), corner(h, b));
    lerp(pa, pb, t)
}

/// The middle of the side towards `d`.
pub fn side_mid(h: Hex, d: Direction) -> Pt {
    side_point(h, d, 0.5)
}

pub fn lerp(a: Pt, b: Pt, t: f64) -> Pt {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// The hex a board point falls in (it may be off every map).
pub fn hex_at(x: f64, y: f64) -> Hex {
    let q = x / (1.5 * R);
    let r = y / (2.0 * A) - q / 2.0;
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Cube::new(rq as i32, rr as i32).to_hex()
}

/// The hexes' own box (corner to corner) of a map extent.
pub fn hex_box(e: &Extent) -> Rect {
    let x0 = e.min_col as f64 * 1.5 * R - R;
    let x1 = e.max_col as f64 * 1.5 * R + R;
    let y0 = e.min_row as f64 * 2.0 * A - A;
    let y1 = e.max_row as f64 * 2.0 * A + 2.0 * A;
    Rect { x: x0, y: y0, w: x1 - x0, h: y1 - y0 }
}

/// The whole drawing of a map: its hexes, the margin around them and `below` units of off-map boxes.
pub fn board_box(e: &Extent, below: f64) -> Rect {
    let b = hex_box(e);
    Rect { x: b.x - MARGIN, y: b.y - MARGIN, w: b.w + 2.0 * MARGIN, h: b.h + 2.0 * MARGIN + below }
}

/// A number for an SVG path: one decimal, no trailing `.0`.
pub fn num(v: f64) -> String {
    let r = (v * 10.0).round() / 10.0;
    if r == r.trunc() {
        format!("{}", r as i64)
    } else {
        format!("{r:.1}")
    }
}

/// `x y` for a path.
pub fn pt(p: Pt) -> String {
    format!("{} {}", num(p.0), num(p.1))
}

/// A closed hexagon around `h`, shrunk by `inset` units (a highlight's outline).
pub fn hexagon(h: Hex, inset: f64) -> String {
    let (cx, cy) = center(h);
    let k = (R - inset) / R;
    let mut d = String::new();
    for c in 0..6 {
        let (dx, dy) = corner_offset(c);
        d.push_str(if c == 0 { "M" } else { "L" });
        d.push_str(&pt((cx + dx * k, cy + dy * k)));
    }
    d.push('Z');
    d
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn neighbours_touch_across_the_side_the_directions_name() {
        let h = Hex::new(22, 20);
        for d in Direction::ALL {
            let n = h.step(d);
            // The middle of the shared side is halfway between the two centres.
            let (a, b) = (center(h), center(n));
            let m = side_mid(h, d);
            assert!((m.0 - (a.0 + b.0) / 2.0).abs() < 1e-9 && (m.1 - (a.1 + b.1) / 2.0).abs() < 1e-9, "{d:?}");
            // And the neighbour sees the same two corners, in the other order.
            let (c0, c1) = side_corners(d);
            let (o0, o1) = side_corners(d.opposite());
            let same = |p: Pt, q: Pt| (p.0 - q.0).abs() < 1e-9 && (p.1 - q.1).abs() < 1e-9;
            assert!(same(corner(h, c0), corner(n, o1)) && same(corner(h, c1), corner(n, o0)), "{d:?}");
        }
    }

    #[test]
    fn the_three_hexes_of_a_corner_share_it() {
        let h = Hex::new(31, 7);
        for c in 0..6 {
            let p = corner(h, c);
            for o in &corner_hexes(h, c)[1..] {
                assert!((0..6).any(|k| {
                    let q = corner(*o, k);
                    (p.0 - q.0).abs() < 1e-9 && (p.1 - q.1).abs() < 1e-9
                }));
            }
        }
    }

    #[test]
    fn a_point_falls_in_its_hex() {
        for h in [Hex::new(10, 0), Hex::new(11, 0), Hex::new(40, 21), Hex::new(59, 28), Hex::new(37, 6)] {
            let (x, y) = center(h);
            assert_eq!(hex_at(x, y), h);
            assert_eq!(hex_at(x + R * 0.8, y), h);
            assert_eq!(hex_at(x, y - A * 0.95), h);
            assert_eq!(hex_at(x - R * 0.45, y + A * 0.85), h);
        }
    }

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(3.0), "3");
        assert_eq!(num(-17.3205), "-17.3");
        assert_eq!(num(0.04), "0");
        assert_eq!(hexagon(Hex::new(0, 0), 0.0), "M20 0L10 17.3L-10 17.3L-20 0L-10 -17.3L10 -17.3Z");
    }
}
