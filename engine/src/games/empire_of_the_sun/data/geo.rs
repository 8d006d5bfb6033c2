//! The map as the rules walk it: every hex of one map sheet under a dense index, and for each of its six
//! sides where it leads and what may cross (EotS 1.3 "unplayable hexside", 8.21, 8.42, 6.21). Built once
//! per data pack and map (the main map, or the South Pacific sheet of 17.10); the rules never parse
//! hex ids or look up hexside tables in their inner loops.

use crate::kit::hex::{Direction, Hex, Hexside};

use super::{City, EotsData, HexClass, HexData, Map, Terrain};

/// A hex's position in [`Geo::hexes`].
pub type HexIx = u16;

/// No hex (off the map).
pub const NONE: HexIx = u16::MAX;

/// One side of a hex, seen from that hex.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Side {
    /// The hex across the side, or [`NONE`] at the map's edge.
    pub to: HexIx,
    /// Naval units, amphibious moves and sea supply may cross (a water hexside).
    pub sea: bool,
    /// Ground units and land supply may cross (a land hexside).
    pub land: bool,
    /// A transport route runs along it (8.42: half the movement points).
    pub route: bool,
}

impl Side {
    const EDGE: Side = Side { to: NONE, sea: false, land: false, route: false };

    /// Neither sea nor land: unplayable (1.3).
    pub fn unplayable(&self) -> bool {
        self.to != NONE && !self.sea && !self.land
    }
}

/// One map sheet, ready for the rules.
#[derive(Clone, Debug)]
pub struct Geo {
    /// Every hex of the sheet, by (col, row).
    pub hexes: Vec<Hex>,
    /// The six sides of every hex, in [`Direction::ALL`] order.
    pub sides: Vec<[Side; 6]>,
    /// Every hex's printed features, by index (the map's rows without a lookup by hex id).
    pub data: Vec<HexData>,
    /// Per hex, bit `d`: the side in direction `d` leads to another hex and is a water side.
    pub sea_sides: Vec<u8>,
    /// Per hex, bit `d`: the side in direction `d` leads to another hex and is a land side.
    pub land_sides: Vec<u8>,
    /// `(col - min_col) * rows + (row - min_row)` → index, or [`NONE`].
    grid: Vec<HexIx>,
    /// The named places, by name: the first hex of the sheet's order for a name printed twice
    /// ([`Map::by_name`]'s answer, found without reading every hex).
    names: Vec<(String, HexIx)>,
    min_col: i32,
    min_row: i32,
    rows: i32,
    cols: i32,
}

impl Geo {
    /// The sheet `map` with the pack's hexsides (a side the pack does not list follows the two hexes:
    /// water if both have sea, land if both have land).
    pub fn new(data: &EotsData, map: &Map) -> Geo {
        let e = map.extent;
        let (cols, rows) = (e.max_col - e.min_col + 1, e.max_row - e.min_row + 1);
        let mut grid = vec![NONE; (cols * rows).max(0) as usize];
        let hexes: Vec<Hex> = map.hexes.keys().copied().collect();
        for (i, h) in hexes.iter().enumerate() {
            grid[((h.col - e.min_col) * rows + (h.row - e.min_row)) as usize] = i as HexIx;
        }
        let rows_by_ix = hexes.iter().map(|h| map.hexes[h].clone()).collect();
        let mut names: Vec<(String, HexIx)> = hexes.iter().enumerate().filter_map(|(i, h)| Some((map.hexes[h].name.clone()?, i as HexIx))).collect();
        // By name, and for one name the sheet's first hex first; then that one kept.
        names.sort();
        names.dedup_by(|later, first| later.0 == first.0);
        let mut geo = Geo { hexes, sides: vec![], data: rows_by_ix, sea_sides: vec![], land_sides: vec![], grid, names, min_col: e.min_col, min_row: e.min_row, rows, cols };
        let sides: Vec<[Side; 6]> = geo
            .hexes
            .iter()
            .map(|&h| {
                Direction::ALL.map(|d| {
                    let other = h.step(d);
                    let to = geo.ix(other);
                    if to == NONE {
                        return Side::EDGE;
                    }
                    let side = Hexside::new(h, other).expect("adjacent");
                    match data.hexsides.get(&side) {
                        Some(s) => Side { to, sea: s.sea, land: s.land, route: !s.routes.is_empty() },
                        None => {
                            let (a, b) = (&map.hexes[&h], &map.hexes[&other]);
                            Side { to, sea: a.has_sea() && b.has_sea(), land: a.has_land() && b.has_land(), route: false }
                        }
                    }
                })
            })
            .collect();
        let bits = |f: fn(&Side) -> bool| -> Vec<u8> {
            sides.iter().map(|ss| ss.iter().enumerate().filter(|(_, s)| s.to != NONE && f(s)).fold(0u8, |b, (d, _)| b | 1 << d)).collect()
        };
        geo.sea_sides = bits(|s| s.sea);
        geo.land_sides = bits(|s| s.land);
        geo.sides = sides;
        geo
    }

    /// The hex of the place called `name` on this sheet, or [`NONE`].
    pub fn named(&self, name: &str) -> HexIx {
        match self.names.binary_search_by(|(n, _)| n.as_str().cmp(name)) {
            Ok(k) => self.names[k].1,
            Err(_) => NONE,
        }
    }

    /// The index of `h`, or [`NONE`] off this sheet.
    pub fn ix(&self, h: Hex) -> HexIx {
        let (c, r) = (h.col - self.min_col, h.row - self.min_row);
        if c < 0 || r < 0 || c >= self.cols || r >= self.rows {
            return NONE;
        }
        self.grid[(c * self.rows + r) as usize]
    }

    pub fn contains(&self, h: Hex) -> bool {
        self.ix(h) != NONE
    }

    pub fn hex(&self, i: HexIx) -> Hex {
        self.hexes[i as usize]
    }

    pub fn len(&self) -> usize {
        self.hexes.len()
    }

    pub fn is_empty(&self) -> bool {
        self.hexes.is_empty()
    }

    /// The sides of hex `i` that lead to another hex of the sheet.
    pub fn neighbours(&self, i: HexIx) -> impl Iterator<Item = &Side> + '_ {
        self.sides[i as usize].iter().filter(|s| s.to != NONE)
    }

    /// The side between two adjacent hexes, seen from `from`.
    pub fn side(&self, from: HexIx, to: HexIx) -> Option<&Side> {
        self.sides[from as usize].iter().find(|s| s.to == to)
    }

    /// Straight hex distance (range counting, 1.3: the start hex excluded, the destination counted).
    pub fn distance(&self, a: HexIx, b: HexIx) -> u32 {
        self.hex(a).distance(self.hex(b))
    }

    /// Every hex of the sheet within `range` of `from` (straight distance), `from` included.
    ///
    /// In the order of [`Hex::within`] (nearest first, then by (col, row)), from offsets worked out once
    /// per range and column parity ([`within_offsets`]) rather than sorted on every call.
    pub fn within(&self, from: HexIx, range: u32) -> Vec<HexIx> {
        let h = self.hex(from);
        let offsets = within_offsets(h.col & 1, range);
        offsets.iter().map(|&(dc, dr)| self.ix(Hex { col: h.col + dc, row: h.row + dr })).filter(|&i| i != NONE).collect()
    }

    /// Whether some hex of the sheet within `range` of `from` (straight distance, `from` included)
    /// satisfies `f` (the hexes of [`Geo::within`], without gathering them).
    pub fn any_within(&self, from: HexIx, range: u32, mut f: impl FnMut(HexIx) -> bool) -> bool {
        let h = self.hex(from);
        within_offsets(h.col & 1, range).iter().any(|&(dc, dr)| {
            let i = self.ix(Hex { col: h.col + dc, row: h.row + dr });
            i != NONE && f(i)
        })
    }
}

/// The offsets (columns, rows) from a hex in an even (`parity` 0) or odd (1) column to every hex within
/// `range` of it, in the order of [`Hex::within`]. In odd-q offset coordinates a shift by an even number of
/// columns and any number of rows is a translation, which keeps distances and the (col, row) order, so
/// the offsets of one parity serve every hex of that parity. Worked out once per thread and range.
fn within_offsets(parity: i32, range: u32) -> std::rc::Rc<[(i32, i32)]> {
    thread_local! {
        static OFFSETS: std::cell::RefCell<Vec<[Option<std::rc::Rc<[(i32, i32)]>>; 2]>> = const { std::cell::RefCell::new(Vec::new()) };
    }
    OFFSETS.with(|cache| {
        let mut cache = cache.borrow_mut();
        let r = range as usize;
        if cache.len() <= r {
            cache.resize(r + 1, [None, None]);
        }
        cache[r][parity as usize]
            .get_or_insert_with(|| Hex { col: parity, row: 0 }.within(range).into_iter().map(|h| (h.col - parity, h.row)).collect())
            .clone()
    })
}

/// Questions about one hex's printed features.
pub trait HexFacts {
    fn is_sea(&self) -> bool;
    fn is_coastal(&self) -> bool;
    /// Has a land part (coastal or land).
    fn has_land(&self) -> bool;
    /// Has a sea part (sea or coastal).
    fn has_sea(&self) -> bool;
    fn is_mountain(&self) -> bool;
    /// Ground movement cost into the hex (8.42): open 1, mountain 3, every other terrain 2.
    fn ground_cost(&self) -> u8;
    /// The attacker's ground combat modifier for the terrain (9.4: jungle −1, mixed −2, mountain −3).
    fn terrain_drm(&self) -> i8;
    fn is_city(&self) -> bool;
}

impl HexFacts for HexData {
    fn is_sea(&self) -> bool {
        self.class == HexClass::Sea
    }
    fn is_coastal(&self) -> bool {
        self.class == HexClass::Coastal
    }
    fn has_land(&self) -> bool {
        HexData::has_land(self)
    }
    fn has_sea(&self) -> bool {
        HexData::has_sea(self)
    }
    fn is_mountain(&self) -> bool {
        self.terrain == Terrain::Mountain
    }
    fn ground_cost(&self) -> u8 {
        match self.terrain {
            Terrain::Open | Terrain::None => 1,
            Terrain::Mountain => 3,
            _ => 2,
        }
    }
    fn terrain_drm(&self) -> i8 {
        match self.terrain {
            Terrain::Jungle => -1,
            Terrain::Mixed => -2,
            Terrain::Mountain => -3,
            _ => 0,
        }
    }
    fn is_city(&self) -> bool {
        self.city != City::None
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::empire_of_the_sun::builtin_data;

    #[test]
    fn every_hex_has_six_sides_and_sides_agree_both_ways() {
        let pack = builtin_data();
        for geo in [&pack.main, &pack.sp] {
            assert!(!geo.is_empty());
            for (i, sides) in geo.sides.iter().enumerate() {
                for s in sides.iter().filter(|s| s.to != NONE) {
                    let back = geo.side(s.to, i as HexIx).expect("the other hex sees the same side");
                    assert_eq!((back.sea, back.land, back.route), (s.sea, s.land, s.route), "{}", geo.hex(i as HexIx));
                }
            }
        }
    }

    /// The offsets of [`Geo::within`] give the hexes of [`Hex::within`] on the sheet, in the same order.
    #[test]
    fn within_matches_the_sorted_hexes() {
        let pack = builtin_data();
        for geo in [&pack.main, &pack.sp] {
            for i in (0..geo.len()).step_by(7) {
                for range in [0, 1, 2, 3, 4, 8, 13] {
                    let i = i as HexIx;
                    let want: Vec<HexIx> = geo.hex(i).within(range).into_iter().map(|h| geo.ix(h)).filter(|&j| j != NONE).collect();
                    assert_eq!(geo.within(i, range), want, "{} range {range}", geo.hex(i));
                    assert!(geo.any_within(i, range, |j| j == *want.last().unwrap()));
                }
            }
        }
    }

    /// EotS 8.21 (L822): Soerabaja 2220 cannot be entered by sea from 2119, 2120 or 2221, but can from
    /// 2219, 2319 and 2320.
    #[test]
    fn soerabaja_sea_sides() {
        let geo = &builtin_data().main;
        let s = geo.ix(Hex::parse("2220").unwrap());
        for (from, sea) in [("2119", false), ("2120", false), ("2221", false), ("2219", true), ("2319", true), ("2320", true)] {
            let f = geo.ix(Hex::parse(from).unwrap());
            assert_eq!(geo.side(f, s).unwrap().sea, sea, "{from} → 2220");
        }
    }
}
