//! Hex grids: flat-top hexes in vertical columns, odd columns half a hex lower ("odd-q").
//!
//! A hex is addressed by its offset position `(col, row)`; rows count downwards (south) and columns
//! rightwards (east). Printed ids are `CCRR` (two digits of column, two of row: `2220`). Geometry is done
//! in cube coordinates (`q + r + s = 0`), where neighbours, distances and rings are simple sums.
//!
//! Game-agnostic: the module knows nothing about any game's map. Games read their map tables and use
//! these functions for adjacency, ranges and path costs (a cost callback decides what a step costs and
//! may forbid it).
//!
//! Used by: Empire of the Sun, NATO, Downfall

use std::cmp::Ordering;
use std::collections::{BTreeMap, BinaryHeap, HashMap};
use std::fmt;

/// One hex, by offset position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Hex {
    pub col: i32,
    pub row: i32,
}

/// Cube coordinates of a hex (`q + r + s == 0`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Cube {
    pub q: i32,
    pub r: i32,
    pub s: i32,
}

/// The six directions of a flat-top hex, in the fixed order used everywhere in this module:
/// north, north-east, south-east, south, south-west, north-west (clockwise from the top).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub enum Direction {
    N,
    NE,
    SE,
    S,
    SW,
    NW,
}

impl Direction {
    pub const ALL: [Direction; 6] = [Direction::N, Direction::NE, Direction::SE, Direction::S, Direction::SW, Direction::NW];

    /// Cube offset of one step in this direction.
    pub fn cube(self) -> Cube {
        let (q, r) = match self {
            Direction::N => (0, -1),
            Direction::NE => (1, -1),
            Direction::SE => (1, 0),
            Direction::S => (0, 1),
            Direction::SW => (-1, 1),
            Direction::NW => (-1, 0),
        };
        Cube { q, r, s: -q - r }
    }

    pub fn opposite(self) -> Direction {
        match self {
            Direction::N => Direction::S,
            Direction::NE => Direction::SW,
            Direction::SE => Direction::NW,
            Direction::S => Direction::N,
            Direction::SW => Direction::NE,
            Direction::NW => Direction::SE,
        }
    }

    pub fn index(self) -> usize {
        self as usize
    }

    pub fn key(self) -> &'static str {
        match self {
            Direction::N => "n",
            Direction::NE => "ne",
            Direction::SE => "se",
            Direction::S => "s",
            Direction::SW => "sw",
            Direction::NW => "nw",
        }
    }
}

impl Cube {
    pub fn new(q: i32, r: i32) -> Cube {
        Cube { q, r, s: -q - r }
    }

    pub fn plus(self, o: Cube) -> Cube {
        Cube::new(self.q + o.q, self.r + o.r)
    }

    pub fn distance(self, o: Cube) -> u32 {
        let d = ((self.q - o.q).abs() + (self.r - o.r).abs() + (self.s - o.s).abs()) / 2;
        d as u32
    }

    /// Back to offset (odd-q) coordinates.
    pub fn to_hex(self) -> Hex {
        let col = self.q;
        let row = self.r + (self.q - (self.q & 1)) / 2;
        Hex { col, row }
    }
}

/// The cube hex holding the fractional point (q, r).
fn cube_round(q: f64, r: f64) -> Cube {
    let s = -q - r;
    let (mut rq, mut rr, rs) = (q.round(), r.round(), s.round());
    let (dq, dr, ds) = ((rq - q).abs(), (rr - r).abs(), (rs - s).abs());
    if dq > dr && dq > ds {
        rq = -rr - rs;
    } else if dr > ds {
        rr = -rq - rs;
    }
    Cube::new(rq as i32, rr as i32)
}

impl Hex {
    pub const fn new(col: i32, row: i32) -> Hex {
        Hex { col, row }
    }

    /// Odd-q offset → cube.
    pub fn to_cube(self) -> Cube {
        let q = self.col;
        let r = self.row - (self.col - (self.col & 1)) / 2;
        Cube::new(q, r)
    }

    /// Parses a `CCRR` id: exactly four ascii digits.
    pub fn parse(id: &str) -> Option<Hex> {
        let b = id.as_bytes();
        if b.len() != 4 || !b.iter().all(u8::is_ascii_digit) {
            return None;
        }
        let col = (b[0] - b'0') as i32 * 10 + (b[1] - b'0') as i32;
        let row = (b[2] - b'0') as i32 * 10 + (b[3] - b'0') as i32;
        Some(Hex { col, row })
    }

    /// The `CCRR` id (`format!("{hex}")` gives the same).
    pub fn id(self) -> String {
        self.to_string()
    }

    /// The hex one step away in `dir`.
    pub fn step(self, dir: Direction) -> Hex {
        self.to_cube().plus(dir.cube()).to_hex()
    }

    /// The six neighbours in [`Direction::ALL`] order.
    pub fn neighbours(self) -> [Hex; 6] {
        Direction::ALL.map(|d| self.step(d))
    }

    /// The direction from `self` to an adjacent `other`, or `None` if they are not adjacent.
    pub fn direction_to(self, other: Hex) -> Option<Direction> {
        Direction::ALL.into_iter().find(|d| self.step(*d) == other)
    }

    pub fn is_adjacent(self, other: Hex) -> bool {
        self.direction_to(other).is_some()
    }

    /// Hex distance (number of steps).
    pub fn distance(self, other: Hex) -> u32 {
        self.to_cube().distance(other.to_cube())
    }

    /// Every hex at distance `1..=range` from `self` plus `self` itself (distance 0), nearest first,
    /// then by (col, row). The grid is unbounded: filter by your map's extent.
    /// The hexes a straight line from `self` to `to` crosses, both ends included, one per step of the
    /// distance (cube interpolation, nudged off the hexsides so a line along one picks a side the same
    /// way each time).
    pub fn line(self, to: Hex) -> Vec<Hex> {
        let n = self.distance(to);
        if n == 0 {
            return vec![self];
        }
        let (a, b) = (self.to_cube(), to.to_cube());
        (0..=n)
            .map(|i| {
                let t = i as f64 / n as f64;
                let lerp = |x: i32, y: i32, nudge: f64| x as f64 + (y - x) as f64 * t + nudge;
                cube_round(lerp(a.q, b.q, 1e-6), lerp(a.r, b.r, 2e-6)).to_hex()
            })
            .collect()
    }

    pub fn within(self, range: u32) -> Vec<Hex> {
        let c = self.to_cube();
        let n = range as i32;
        let mut out = Vec::new();
        for dq in -n..=n {
            let lo = (-n).max(-dq - n);
            let hi = n.min(-dq + n);
            for dr in lo..=hi {
                out.push(c.plus(Cube::new(dq, dr)).to_hex());
            }
        }
        out.sort_by_key(|h| (self.distance(*h), *h));
        out
    }

    /// Hexes at exactly `range` from `self`.
    pub fn ring(self, range: u32) -> Vec<Hex> {
        self.within(range).into_iter().filter(|h| self.distance(*h) == range).collect()
    }

    /// Centre of the hex in a plane where adjacent centres are 1 apart, x east and y south.
    pub fn center(self) -> (f64, f64) {
        let x = self.col as f64 * 3f64.sqrt() / 2.0;
        let y = self.row as f64 + if self.col & 1 == 1 { 0.5 } else { 0.0 };
        (x, y)
    }
}

impl fmt::Display for Hex {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:02}{:02}", self.col, self.row)
    }
}

/// The side shared by two adjacent hexes, canonical whatever order they are given in: `a < b` by
/// (col, row). Its id is `AAAA-BBBB` (`2219-2220`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
pub struct Hexside {
    pub a: Hex,
    pub b: Hex,
}

impl Hexside {
    /// `None` unless the two hexes are adjacent.
    pub fn new(x: Hex, y: Hex) -> Option<Hexside> {
        if !x.is_adjacent(y) {
            return None;
        }
        let (a, b) = if x < y { (x, y) } else { (y, x) };
        Some(Hexside { a, b })
    }

    /// Parses `AAAA-BBBB` (either order; the hexes must be adjacent).
    pub fn parse(id: &str) -> Option<Hexside> {
        let (x, y) = id.split_once('-')?;
        Hexside::new(Hex::parse(x)?, Hex::parse(y)?)
    }

    pub fn id(self) -> String {
        self.to_string()
    }

    /// The hex across this side from `h`, if `h` is one of its two hexes.
    pub fn other(self, h: Hex) -> Option<Hex> {
        if h == self.a {
            Some(self.b)
        } else if h == self.b {
            Some(self.a)
        } else {
            None
        }
    }

    /// The direction from `a` towards `b`.
    pub fn direction(self) -> Direction {
        self.a.direction_to(self.b).expect("a hexside joins adjacent hexes")
    }
}

impl fmt::Display for Hexside {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.a, self.b)
    }
}

/// A rectangle of offset positions: `cols` and `rows` inclusive.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Extent {
    pub min_col: i32,
    pub max_col: i32,
    pub min_row: i32,
    pub max_row: i32,
}

impl Extent {
    pub fn contains(&self, h: Hex) -> bool {
        h.col >= self.min_col && h.col <= self.max_col && h.row >= self.min_row && h.row <= self.max_row
    }

    /// Every hex of the rectangle, column by column.
    pub fn hexes(&self) -> Vec<Hex> {
        let mut v = Vec::new();
        for col in self.min_col..=self.max_col {
            for row in self.min_row..=self.max_row {
                v.push(Hex::new(col, row));
            }
        }
        v
    }

    pub fn len(&self) -> usize {
        ((self.max_col - self.min_col + 1).max(0) * (self.max_row - self.min_row + 1).max(0)) as usize
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether `h` sits on the edge of the rectangle, and which edges (north, east, south, west).
    pub fn edges(&self, h: Hex) -> [bool; 4] {
        [h.row == self.min_row, h.col == self.max_col, h.row == self.max_row, h.col == self.min_col]
    }
}

/// Cheapest known way to reach one hex: total cost and the hex it was reached from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reach<N = Hex> {
    pub cost: u32,
    pub from: Option<N>,
}

#[derive(PartialEq, Eq)]
struct Node<N> {
    cost: u32,
    hex: N,
}

impl<N: Ord> Ord for Node<N> {
    fn cmp(&self, o: &Self) -> Ordering {
        // Min-heap on cost; ties broken by hex so the search is deterministic.
        o.cost.cmp(&self.cost).then_with(|| o.hex.cmp(&self.hex))
    }
}

impl<N: Ord> PartialOrd for Node<N> {
    fn partial_cmp(&self, o: &Self) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

/// Dijkstra from `start` over the six-neighbour graph. `step(from, to)` gives the cost of moving from
/// `from` to the adjacent `to`, or `None` to forbid that step (off the map, impassable side, enemy
/// hex…). Hexes whose cheapest cost exceeds `max_cost` are not expanded nor returned. The start hex is
/// in the result with cost 0. Ties between equal-cost routes are broken deterministically (the first
/// found in (cost, hex) order wins).
pub fn cheapest_paths<F>(start: Hex, max_cost: u32, step: F) -> BTreeMap<Hex, Reach>
where
    F: FnMut(Hex, Hex) -> Option<u32>,
{
    cheapest_paths_on(start, max_cost, Hex::neighbours, step)
}

/// [`cheapest_paths`] on any grid: `neighbours` gives a hex's neighbours (row grids: [`super::rows`]).
pub fn cheapest_paths_on<N, I, F>(start: N, max_cost: u32, neighbours: impl Fn(N) -> I, mut step: F) -> BTreeMap<N, Reach<N>>
where
    N: Copy + Ord + std::hash::Hash,
    I: IntoIterator<Item = N>,
    F: FnMut(N, N) -> Option<u32>,
{
    let mut best: HashMap<N, Reach<N>> = HashMap::new();
    let mut heap = BinaryHeap::new();
    best.insert(start, Reach { cost: 0, from: None });
    heap.push(Node { cost: 0, hex: start });
    while let Some(Node { cost, hex }) = heap.pop() {
        if best.get(&hex).map(|r| r.cost) != Some(cost) {
            continue;
        }
        for next in neighbours(hex) {
            let Some(c) = step(hex, next) else { continue };
            let total = cost.saturating_add(c);
            if total > max_cost {
                continue;
            }
            let better = match best.get(&next) {
                None => true,
                Some(r) => total < r.cost,
            };
            if better {
                best.insert(next, Reach { cost: total, from: Some(hex) });
                heap.push(Node { cost: total, hex: next });
            }
        }
    }
    best.into_iter().collect()
}

/// The cheapest route from `start` to `goal` (both included) and its cost, or `None` if `goal` cannot
/// be reached within `max_cost`.
pub fn cheapest_path<F>(start: Hex, goal: Hex, max_cost: u32, step: F) -> Option<(u32, Vec<Hex>)>
where
    F: FnMut(Hex, Hex) -> Option<u32>,
{
    let reach = cheapest_paths(start, max_cost, step);
    let end = reach.get(&goal)?;
    let mut path = vec![goal];
    let mut at = goal;
    while let Some(prev) = reach.get(&at).and_then(|r| r.from) {
        path.push(prev);
        at = prev;
    }
    path.reverse();
    Some((end.cost, path))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn h(id: &str) -> Hex {
        Hex::parse(id).unwrap()
    }

    #[test]
    fn a_line_steps_through_adjacent_hexes() {
        assert_eq!(h("2220").line(h("2220")), vec![h("2220")]);
        for (a, b) in [("2220", "2620"), ("2220", "2224"), ("1005", "1812"), ("3023", "2813")] {
            let l = h(a).line(h(b));
            assert_eq!(l.len() as u32, h(a).distance(h(b)) + 1, "{a}-{b}");
            assert_eq!((l[0], *l.last().unwrap()), (h(a), h(b)));
            assert!(l.windows(2).all(|w| w[0].is_adjacent(w[1])), "{a}-{b}: {l:?}");
        }
        // Straight down a column.
        assert_eq!(h("2220").line(h("2223")), vec![h("2220"), h("2221"), h("2222"), h("2223")]);
    }

    #[test]
    fn parses_and_formats_ccrr_ids() {
        assert_eq!(h("2220"), Hex::new(22, 20));
        assert_eq!(h("1005").to_string(), "1005");
        assert_eq!(Hex::new(5, 8).id(), "0508");
        for bad in ["220", "22200", "22a0", "", "-220"] {
            assert_eq!(Hex::parse(bad), None, "{bad}");
        }
    }

    #[test]
    fn cube_round_trips() {
        for col in 0..60 {
            for row in 0..30 {
                let x = Hex::new(col, row);
                let c = x.to_cube();
                assert_eq!(c.q + c.r + c.s, 0);
                assert_eq!(c.to_hex(), x);
            }
        }
    }

    /// EotS rulebook L822: the six hexes around Soerabaja 2220 are 2119, 2120, 2219, 2221, 2319 and
    /// 2320. Only flat-top hexes with odd columns shifted down give that set.
    #[test]
    fn rulebook_neighbour_example_2220() {
        let n: Vec<String> = h("2220").neighbours().iter().map(|x| x.id()).collect();
        assert_eq!(n, ["2219", "2319", "2320", "2221", "2120", "2119"]);
        let mut sorted = n.clone();
        sorted.sort();
        assert_eq!(sorted, ["2119", "2120", "2219", "2221", "2319", "2320"]);
    }

    #[test]
    fn odd_column_neighbours() {
        // An odd column sits half a hex lower: 2119 touches 2019, 2020, 2219, 2220.
        let n: Vec<String> = h("2119").neighbours().iter().map(|x| x.id()).collect();
        assert_eq!(n, ["2118", "2219", "2220", "2120", "2020", "2019"]);
    }

    #[test]
    fn directions_are_consistent() {
        let c = h("3014");
        for d in Direction::ALL {
            let n = c.step(d);
            assert_eq!(c.direction_to(n), Some(d));
            assert_eq!(n.direction_to(c), Some(d.opposite()));
            assert_eq!(n.step(d.opposite()), c);
            assert_eq!(c.distance(n), 1);
        }
        assert_eq!(c.direction_to(h("3016")), None);
    }

    #[test]
    fn distances() {
        assert_eq!(h("2220").distance(h("2220")), 0);
        assert_eq!(h("2220").distance(h("2120")), 1);
        assert_eq!(h("2220").distance(h("2222")), 2);
        // Straight down a column is one step per row; a diagonal costs one step per column.
        assert_eq!(h("1000").distance(h("1028")), 28);
        assert_eq!(h("1000").distance(h("1600")), 6);
        assert_eq!(h("1000").distance(h("1603")), 6);
        assert_eq!(h("1000").distance(h("1604")), 7);
        // Symmetric.
        for (a, b) in [("3706", "3709"), ("5808", "5108"), ("2813", "2915")] {
            assert_eq!(h(a).distance(h(b)), h(b).distance(h(a)));
        }
    }

    #[test]
    fn within_and_ring() {
        let c = h("3014");
        assert_eq!(c.within(0), vec![c]);
        assert_eq!(c.within(1).len(), 7);
        assert_eq!(c.within(2).len(), 19);
        assert_eq!(c.within(3).len(), 37);
        assert_eq!(c.ring(2).len(), 12);
        assert!(c.within(3).iter().all(|x| c.distance(*x) <= 3));
        let mut ring1: Vec<Hex> = c.ring(1);
        ring1.sort();
        let mut nb = c.neighbours().to_vec();
        nb.sort();
        assert_eq!(ring1, nb);
    }

    #[test]
    fn hexside_ids_are_canonical() {
        let s = Hexside::new(h("2220"), h("2119")).unwrap();
        assert_eq!(s, Hexside::new(h("2119"), h("2220")).unwrap());
        assert_eq!(s.id(), "2119-2220");
        assert_eq!(Hexside::parse("2220-2119"), Some(s));
        assert_eq!(s.other(h("2119")), Some(h("2220")));
        assert_eq!(s.other(h("2221")), None);
        assert_eq!(s.direction(), Direction::SE);
        assert_eq!(Hexside::new(h("2220"), h("2222")), None);
        assert_eq!(Hexside::parse("2220-2222"), None);
        // Every hex has six distinct sides, each shared with exactly one neighbour.
        let sides: std::collections::HashSet<Hexside> =
            h("2220").neighbours().iter().map(|n| Hexside::new(h("2220"), *n).unwrap()).collect();
        assert_eq!(sides.len(), 6);
    }

    #[test]
    fn extent() {
        let e = Extent { min_col: 10, max_col: 59, min_row: 0, max_row: 28 };
        assert_eq!(e.len(), 50 * 29);
        assert_eq!(e.hexes().len(), e.len());
        assert!(e.contains(h("1005")) && e.contains(h("5908")) && !e.contains(h("6000")) && !e.contains(h("0929")));
        assert_eq!(e.edges(h("1000")), [true, false, false, true]);
        assert_eq!(e.edges(h("5928")), [false, true, true, false]);
    }

    #[test]
    fn cheapest_paths_with_costs_and_forbidden_steps() {
        // Cost 1 per step, but column 12 costs 3 to enter and hex 1105 is forbidden.
        let blocked = h("1105");
        let step = |_: Hex, to: Hex| -> Option<u32> {
            if to == blocked || to.col < 10 || to.col > 14 || to.row < 0 || to.row > 9 {
                None
            } else if to.col == 12 {
                Some(3)
            } else {
                Some(1)
            }
        };
        let reach = cheapest_paths(h("1005"), 100, step);
        assert_eq!(reach[&h("1005")].cost, 0);
        assert!(!reach.contains_key(&blocked));
        // 1105 is forbidden, so 1005 -> 1104 -> 1205 costs 1 + 3.
        let (cost, path) = cheapest_path(h("1005"), h("1205"), 100, step).unwrap();
        assert_eq!(cost, 4);
        assert_eq!(path, vec![h("1005"), h("1104"), h("1205")]);
        assert_eq!(path.first(), Some(&h("1005")));
        assert_eq!(path.last(), Some(&h("1205")));
        assert!(!path.contains(&blocked));
        for w in path.windows(2) {
            assert!(w[0].is_adjacent(w[1]));
        }
        // A budget too small finds nothing.
        assert_eq!(cheapest_path(h("1005"), h("1205"), 3, step), None);
        // Bounded search never returns anything beyond the budget.
        let near = cheapest_paths(h("1005"), 2, step);
        assert!(near.values().all(|r| r.cost <= 2));
    }

    #[test]
    fn cheapest_paths_prefer_cheap_detours() {
        // A "road" along row 5 costs 1; everything else costs 4.
        let step = |_: Hex, to: Hex| -> Option<u32> {
            if !(0..30).contains(&to.col) || !(0..30).contains(&to.row) {
                None
            } else if to.row == 5 || (to.row == 6 && to.col % 2 == 1) {
                Some(1)
            } else {
                Some(4)
            }
        };
        let (cost, _) = cheapest_path(h("1005"), h("1605"), 100, step).unwrap();
        assert_eq!(cost, 6);
    }
}
