//! Hex grids of pointy-top hexes in horizontal rows, every other row sitting half a hex to the right of
//! its neighbours (Downfall: odd rows shifted east; NATO, whose printed columns run the other way: even
//! rows, as its numbers go). Flat-top grids in columns are [`super::hex`].
//!
//! A hex is addressed by `(row, col)` as the game numbers them; printed ids are `RRCC` (two digits of row,
//! two of column: `2713`). Which way the numbers run (rows north or south, columns east or west) does not
//! change who is adjacent to whom: only which rows are shifted does ([`Shift`]). Geometry is done in cube
//! coordinates ([`Cube`]), shared with the flat-top grid.
//!
//! Game-agnostic: the module knows nothing about any game's map.
//!
//! Used by: Downfall, NATO

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::hex::{self, Cube, Reach};

/// A hex of a row grid: its row and column as printed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RowHex {
    pub row: i32,
    pub col: i32,
}

impl RowHex {
    pub const fn new(row: i32, col: i32) -> RowHex {
        RowHex { row, col }
    }

    /// Reads an `RRCC` id (`2713`: row 27, column 13).
    pub fn parse(id: &str) -> Option<RowHex> {
        if id.len() != 4 || !id.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        Some(RowHex { row: id[..2].parse().ok()?, col: id[2..].parse().ok()? })
    }

    /// The `RRCC` id.
    pub fn id(self) -> String {
        format!("{:02}{:02}", self.row, self.col)
    }
}

impl std::fmt::Display for RowHex {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.id())
    }
}

/// Which rows sit half a hex to the right, towards higher column numbers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shift {
    OddRowsRight,
    EvenRowsRight,
}

/// One row grid's geometry.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Rows {
    pub shift: Shift,
}

/// The six neighbours in cube steps: same row right, same row left, the row before (right, left), the
/// row after (right, left).
const STEPS: [(i32, i32); 6] = [(1, 0), (-1, 0), (1, -1), (0, -1), (0, 1), (-1, 1)];

impl Rows {
    pub const fn new(shift: Shift) -> Rows {
        Rows { shift }
    }

    /// Half the rows before `row` that sit to the right of it: how far its columns lean (odd rows
    /// shifted: floor(row / 2); even rows shifted: ceil(row / 2)).
    fn lean(&self, row: i32) -> i32 {
        match self.shift {
            Shift::OddRowsRight => row.div_euclid(2),
            Shift::EvenRowsRight => (row + 1).div_euclid(2),
        }
    }

    pub fn to_cube(&self, h: RowHex) -> Cube {
        Cube::new(h.col - self.lean(h.row), h.row)
    }

    pub fn from_cube(&self, c: Cube) -> RowHex {
        RowHex { row: c.r, col: c.q + self.lean(c.r) }
    }

    /// The six neighbours: same row right and left, then the row before (right, left) and the row after
    /// (right, left).
    pub fn neighbours(&self, h: RowHex) -> [RowHex; 6] {
        let c = self.to_cube(h);
        STEPS.map(|(q, r)| self.from_cube(c.plus(Cube::new(q, r))))
    }

    pub fn is_adjacent(&self, a: RowHex, b: RowHex) -> bool {
        self.distance(a, b) == 1
    }

    pub fn distance(&self, a: RowHex, b: RowHex) -> u32 {
        self.to_cube(a).distance(self.to_cube(b))
    }

    /// Every hex within `range` of `h` (itself included), in (row, col) order.
    pub fn within(&self, h: RowHex, range: u32) -> Vec<RowHex> {
        let c = self.to_cube(h);
        let n = range as i32;
        let mut out = vec![];
        for q in -n..=n {
            for r in (-n).max(-q - n)..=n.min(-q + n) {
                out.push(self.from_cube(c.plus(Cube::new(q, r))));
            }
        }
        out.sort();
        out
    }

    /// Dijkstra from `start` over the six-neighbour graph, as [`hex::cheapest_paths`].
    pub fn cheapest_paths<F>(&self, start: RowHex, max_cost: u32, step: F) -> BTreeMap<RowHex, Reach<RowHex>>
    where
        F: FnMut(RowHex, RowHex) -> Option<u32>,
    {
        hex::cheapest_paths_on(start, max_cost, |h| self.neighbours(h), step)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ODD: Rows = Rows::new(Shift::OddRowsRight);
    const EVEN: Rows = Rows::new(Shift::EvenRowsRight);

    fn h(id: &str) -> RowHex {
        RowHex::parse(id).unwrap()
    }

    #[test]
    fn parses_and_formats_rrcc_ids() {
        assert_eq!(h("2713"), RowHex::new(27, 13));
        assert_eq!(RowHex::new(3, 9).id(), "0309");
        for bad in ["271", "27130", "2a13", ""] {
            assert_eq!(RowHex::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn cube_coordinates_go_both_ways() {
        for grid in [ODD, EVEN] {
            for row in -3..8 {
                for col in -3..8 {
                    let x = RowHex::new(row, col);
                    assert_eq!(grid.from_cube(grid.to_cube(x)), x, "{x:?} {grid:?}");
                }
            }
        }
    }

    /// Downfall's seed (research/downfall-data): a retreat of "2 hexes" from 2713 to 2812 fixes the
    /// parity: under odd rows shifted they are two apart, under even rows shifted they would touch.
    #[test]
    fn the_shift_decides_who_touches_whom() {
        assert_eq!(ODD.distance(h("2713"), h("2812")), 2);
        assert_eq!(EVEN.distance(h("2713"), h("2812")), 1);
        // A shifted (odd) row touches the next row at its own column and the one to the right.
        let n = ODD.neighbours(h("2713"));
        for x in ["2714", "2712", "2814", "2813", "2614", "2613"] {
            assert!(n.contains(&h(x)), "{x} touches 2713");
        }
        // An unshifted (even) row touches the columns to the left and its own.
        let n = ODD.neighbours(h("2620"));
        for x in ["2621", "2619", "2720", "2719", "2520", "2519"] {
            assert!(n.contains(&h(x)), "{x} touches 2620");
        }
        assert!(ODD.is_adjacent(h("2619"), h("2620")));
        assert!(ODD.is_adjacent(h("2620"), h("2520")));
    }

    #[test]
    fn neighbours_are_at_distance_one_and_within_counts_rings() {
        for grid in [ODD, EVEN] {
            let c = RowHex::new(10, 10);
            for n in grid.neighbours(c) {
                assert_eq!(grid.distance(c, n), 1);
            }
            assert_eq!(grid.within(c, 0), vec![c]);
            assert_eq!(grid.within(c, 1).len(), 7);
            assert_eq!(grid.within(c, 2).len(), 19);
            assert!(grid.within(c, 3).iter().all(|&x| grid.distance(c, x) <= 3));
        }
    }

    #[test]
    fn cheapest_paths_walk_rows() {
        // Every step costs 1 except into row 11, which is closed: the way round is longer.
        let reach = ODD.cheapest_paths(RowHex::new(10, 10), 10, |_, to| (to.row != 11 || to.col > 12).then_some(1));
        assert_eq!(reach[&RowHex::new(10, 11)].cost, 1);
        assert!(reach[&RowHex::new(12, 10)].cost > 2, "row 11 is closed next to the start");
        assert_eq!(reach[&RowHex::new(10, 10)].from, None);
    }
}
