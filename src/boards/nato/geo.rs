//! Board geometry of NATO's hex map: where a hex and its corners are on the drawing, and the shared
//! side of two neighbours. NATO's grid (engine `data::GRID`): pointy-top rows numbered north to south,
//! columns numbered east to west, odd rows half a hex east. Plain Rust, tested natively.

/// Centre to corner.
pub const R: f64 = 10.0;
/// A hex's width (side to side).
pub const W: f64 = R * 1.732_050_807_568_877_2;
/// Room around the scenario's hexes.
pub const MARGIN: f64 = 10.0;

pub type Pt = (f64, f64);

/// The centre of the hex in `row`, `col` (x east, y south). Column 36 is the westernmost.
pub fn center(row: i32, col: i32) -> Pt {
    let cols = engine::games::nato::data::COLS;
    let x = (cols - col) as f64 * W + if row & 1 == 1 { W / 2.0 } else { 0.0 } + W / 2.0 + MARGIN;
    let y = (row - 1) as f64 * 1.5 * R + R + MARGIN;
    (x, y)
}

/// The six corners of a pointy-top hex around `c`, clockwise from the top.
pub fn corners(c: Pt) -> [Pt; 6] {
    let (x, y) = c;
    [(x, y - R), (x + W / 2.0, y - R / 2.0), (x + W / 2.0, y + R / 2.0), (x, y + R), (x - W / 2.0, y + R / 2.0), (x - W / 2.0, y - R / 2.0)]
}

/// The outline of a hex as an SVG path.
pub fn hex_path(c: Pt) -> String {
    let k = corners(c);
    let mut s = format!("M{:.1} {:.1}", k[0].0, k[0].1);
    for p in &k[1..] {
        s += &format!("L{:.1} {:.1}", p.0, p.1);
    }
    s + "Z"
}

/// The side two neighbouring hexes share, from their centres.
pub fn shared_side(a: Pt, b: Pt) -> (Pt, Pt) {
    let m = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let (dx, dy) = (b.0 - a.0, b.1 - a.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (px, py) = (-dy / len * R / 2.0, dx / len * R / 2.0);
    ((m.0 + px, m.1 + py), (m.0 - px, m.1 - py))
}

/// The drawing's box around the hexes of `rows` × `cols` (inclusive ranges).
pub fn area(rows: (i32, i32), cols: (i32, i32)) -> (f64, f64, f64, f64) {
    let (x0, _) = center(rows.0, cols.1);
    let (x1, _) = center(rows.0, cols.0);
    let y0 = center(rows.0, cols.0).1 - R;
    let y1 = center(rows.1, cols.0).1 + R;
    let (x0, x1) = (x0 - W, x1 + W);
    (x0 - MARGIN, y0 - MARGIN, x1 - x0 + 2.0 * MARGIN, y1 - y0 + 2.0 * MARGIN)
}

/// The hex (row, column) whose centre is nearest to a board point.
pub fn hex_at(p: Pt) -> (i32, i32) {
    let cols = engine::games::nato::data::COLS;
    let row = ((p.1 - R - MARGIN) / (1.5 * R)).round() as i32 + 1;
    let mut best = (row, 1, f64::MAX);
    for r in (row - 1)..=(row + 1) {
        let off = if r & 1 == 1 { W / 2.0 } else { 0.0 };
        let col = cols - ((p.0 - off - W / 2.0 - MARGIN) / W).round() as i32;
        for c in (col - 1)..=(col + 1) {
            let q = center(r, c);
            let d = (q.0 - p.0).powi(2) + (q.1 - p.1).powi(2);
            if d < best.2 {
                best = (r, c, d);
            }
        }
    }
    (best.0, best.1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::nato::data::{hex_id, parse_hex, row_hex};
    use engine::kit::rows::RowHex;

    fn dist(a: Pt, b: Pt) -> f64 {
        ((a.0 - b.0).powi(2) + (a.1 - b.1).powi(2)).sqrt()
    }

    /// The drawing agrees with the engine's grid: every neighbour the rules know lies one hex width away,
    /// and no other hex does (the seed's hex examples, NATO 2.0, are in the engine's data tests).
    #[test]
    fn the_engine_s_neighbours_touch_on_the_drawing() {
        let pack = engine::games::nato::builtin_data();
        let d = &pack.data;
        for id in [parse_hex("0101").unwrap(), parse_hex("1212").unwrap(), parse_hex("1313").unwrap(), parse_hex("5736").unwrap()] {
            let h = row_hex(id);
            let c = center(h.row, h.col);
            let nbrs: Vec<u16> = d.neighbours(id).collect();
            assert!(!nbrs.is_empty());
            for r in (h.row - 2)..=(h.row + 2) {
                for col in (h.col - 2)..=(h.col + 2) {
                    let Some(other) = hex_id(RowHex::new(r, col)) else { continue };
                    let near = (dist(c, center(r, col)) - W).abs() < 0.01;
                    assert_eq!(near, nbrs.contains(&other), "{} and {}", h.id(), RowHex::new(r, col).id());
                }
            }
        }
    }

    /// Column 1 is the east edge: a higher column lies farther west; odd rows sit half a hex east.
    #[test]
    fn columns_run_westward_and_odd_rows_sit_east() {
        assert!(center(2, 1).0 > center(2, 2).0);
        assert!((center(1, 5).0 - center(2, 5).0 - W / 2.0).abs() < 1e-9);
    }

    #[test]
    fn a_point_inside_a_hex_finds_it() {
        for (r, c) in [(1, 1), (2, 7), (13, 24), (27, 1), (57, 36)] {
            let (x, y) = center(r, c);
            assert_eq!(hex_at((x, y)), (r, c));
            assert_eq!(hex_at((x + W * 0.4, y + R * 0.3)), (r, c));
            assert_eq!(hex_at((x - W * 0.3, y - R * 0.6)), (r, c));
        }
    }

    #[test]
    fn a_shared_side_is_one_hex_side_long() {
        let (a, b) = shared_side(center(3, 3), center(3, 4));
        assert!((dist(a, b) - R).abs() < 1e-9);
    }
}
