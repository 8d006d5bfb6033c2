//! Where NATO's city names are written on the map. Plain Rust, tested natively.
//!
//! A name sits over the middle of its city's hexes (Hamburg and Berlin are several). It goes above the
//! city when that space is free: just above its mark while no counter stands there, above the counters
//! when one does. Two cities a hex or two apart on one row (Wiesbaden and Frankfurt)
//! would write their names into each other ("Wiesbadennkfurt"), so the names are placed key cities first,
//! then major cities, then towns (west to east within each): a name goes above its city if that is free,
//! else below it, else (a town crowded on both sides) it is left off the map, and the hex's panel still
//! names it. The space a name takes covers both of its heights (a city free and held), so no unit's
//! arrival can push one name into another.

use std::collections::BTreeMap;

use engine::games::nato::data::{hex_id, CityKind, HexId, NatoData};
use engine::kit::rows::RowHex;

use super::geo::Pt;
use crate::boards::lettering::text_width;

/// A counter's side, in drawing units (`counter::S`).
const COUNTER: f64 = 13.0;

/// Where a name is written, relative to its city.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Spot {
    Above,
    Below,
}

/// A city's name, its hexes and where it goes in each language (`None`: left off the map).
#[derive(Clone, Debug)]
pub struct CityName {
    pub en: String,
    pub ko: String,
    pub kind: CityKind,
    pub hexes: Vec<HexId>,
    /// The middle of its hexes, across.
    pub x: f64,
    /// The highest and the lowest of its hexes' centres.
    pub top: f64,
    pub bottom: f64,
    pub spot_en: Option<Spot>,
    pub spot_ko: Option<Spot>,
}

impl CityName {
    /// The class `board.css` sizes the name by.
    pub fn class(&self) -> &'static str {
        self.kind.tec_key()
    }

    /// The font size of `.nato-city-name` (and `.key_city`), board.css.
    pub fn size(&self) -> f64 {
        if self.kind == CityKind::Key { 5.0 } else { 4.2 }
    }

    pub fn spot(&self, korean: bool) -> Option<Spot> {
        if korean { self.spot_ko } else { self.spot_en }
    }

    pub fn text(&self, korean: bool) -> &str {
        if korean && !self.ko.is_empty() { &self.ko } else { &self.en }
    }

    /// The baseline of the name at `spot`: next to the city's mark while its hexes are free, clear of the
    /// counter (and, above, of the stack's shadows) when a unit stands there.
    pub fn baseline(&self, spot: Spot, held: bool) -> f64 {
        let size = self.size();
        match (spot, held) {
            (Spot::Above, false) => self.top - 4.0,
            (Spot::Above, true) => self.top - COUNTER / 2.0 - 3.9,
            (Spot::Below, false) => self.bottom + 3.6 + size * 0.75,
            (Spot::Below, true) => self.bottom + COUNTER / 2.0 + 0.6 + size * 0.75,
        }
    }

    /// The box the name may take at `spot` (x0, y0, x1, y1), free or held, with a little room on each side
    /// so two names on a row never read as one (their halos touched: "뷔르츠부르크밤베르크").
    pub fn extent(&self, spot: Spot, korean: bool) -> (f64, f64, f64, f64) {
        let size = self.size();
        let half = text_width(self.text(korean), size, true) / 2.0 + 1.0;
        let (a, b) = (self.baseline(spot, true), self.baseline(spot, false));
        (self.x - half, a.min(b) - size * 0.8, self.x + half, a.max(b) + size * 0.25)
    }
}

fn overlaps(a: (f64, f64, f64, f64), b: (f64, f64, f64, f64)) -> bool {
    a.0 < b.2 && b.0 < a.2 && a.1 < b.3 && b.1 < a.3
}

/// The cities of the scenario's rows × columns, each named once, placed for both languages.
pub fn city_names(d: &NatoData, rows: (i32, i32), cols: (i32, i32), pos: impl Fn(HexId) -> Pt) -> Vec<CityName> {
    // A city of several hexes is named once: a name per hex overprinted its neighbours' names.
    let mut named: BTreeMap<String, CityName> = BTreeMap::new();
    for r in rows.0..=rows.1 {
        for c in cols.0..=cols.1 {
            let Some(h) = hex_id(RowHex::new(r, c)) else { continue };
            let Some(city) = &d.hexes[h as usize].city else { continue };
            let e = named.entry(city.name_en.clone()).or_insert_with(|| CityName {
                en: city.name_en.clone(),
                ko: city.name_ko.clone(),
                kind: city.kind,
                hexes: vec![],
                x: 0.0,
                top: f64::INFINITY,
                bottom: f64::NEG_INFINITY,
                spot_en: None,
                spot_ko: None,
            });
            e.hexes.push(h);
            if city.kind == CityKind::Key {
                e.kind = CityKind::Key;
            }
        }
    }
    let mut names: Vec<CityName> = named
        .into_values()
        .map(|mut n| {
            let pts: Vec<Pt> = n.hexes.iter().map(|&h| pos(h)).collect();
            n.x = pts.iter().map(|p| p.0).sum::<f64>() / pts.len() as f64;
            n.top = pts.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
            n.bottom = pts.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
            n
        })
        .collect();
    let rank = |k: CityKind| match k {
        CityKind::Key => 0,
        CityKind::Major => 1,
        CityKind::Town => 2,
    };
    names.sort_by(|a, b| rank(a.kind).cmp(&rank(b.kind)).then(a.x.total_cmp(&b.x)).then(a.top.total_cmp(&b.top)));
    for korean in [false, true] {
        let spots = place(&names, korean);
        for (n, s) in names.iter_mut().zip(spots) {
            if korean { n.spot_ko = s } else { n.spot_en = s }
        }
    }
    names
}

/// Each name's spot, in `names`' order: above if free, else below; a name with no free spot may move a
/// single neighbour in its way to that neighbour's other spot (Essen between Duisburg and Düsseldorf).
fn place(names: &[CityName], korean: bool) -> Vec<Option<Spot>> {
    let mut spots: Vec<Option<Spot>> = vec![None; names.len()];
    let in_way = |spots: &[Option<Spot>], i: usize, s: Spot| -> Vec<usize> {
        let r = names[i].extent(s, korean);
        (0..names.len())
            .filter(|&j| j != i)
            .filter(|&j| spots[j].is_some_and(|t| overlaps(r, names[j].extent(t, korean))))
            .collect()
    };
    for i in 0..names.len() {
        if let Some(s) = [Spot::Above, Spot::Below].into_iter().find(|&s| in_way(&spots, i, s).is_empty()) {
            spots[i] = Some(s);
            continue;
        }
        for s in [Spot::Above, Spot::Below] {
            let [j] = in_way(&spots, i, s)[..] else { continue };
            let other = if spots[j] == Some(Spot::Above) { Spot::Below } else { Spot::Above };
            spots[i] = Some(s);
            if in_way(&spots, j, other).is_empty() {
                spots[j] = Some(other);
                break;
            }
            spots[i] = None;
        }
    }
    spots
}

#[cfg(test)]
mod tests {
    use super::*;

    fn all_names() -> Vec<CityName> {
        let d = engine::games::nato::builtin_data();
        let rows = (1, engine::games::nato::data::ROWS);
        let cols = (1, engine::games::nato::data::COLS);
        city_names(&d.data, rows, cols, |h| {
            let rh = engine::games::nato::data::row_hex(h);
            super::super::geo::center(rh.row, rh.col)
        })
    }

    /// Two names written over each other read as one ("Wiesbadennkfurt"): whatever stands on the map, no
    /// two placed names overlap, in either language, and every key and major city keeps its name.
    #[test]
    fn no_two_city_names_overlap_and_key_and_major_cities_keep_theirs() {
        let names = all_names();
        for korean in [false, true] {
            let placed: Vec<&CityName> = names.iter().filter(|n| n.spot(korean).is_some()).collect();
            for (i, a) in placed.iter().enumerate() {
                for b in &placed[i + 1..] {
                    for held_a in [false, true] {
                        for held_b in [false, true] {
                            let r = |n: &CityName, held| {
                                let s = n.spot(korean).unwrap();
                                let y = n.baseline(s, held);
                                let half = text_width(n.text(korean), n.size(), true) / 2.0;
                                (n.x - half, y - n.size() * 0.8, n.x + half, y + n.size() * 0.25)
                            };
                            assert!(!overlaps(r(a, held_a), r(b, held_b)), "{} over {} (korean {korean})", a.en, b.en);
                        }
                    }
                }
            }
            for n in names.iter().filter(|n| n.kind != CityKind::Town) {
                assert!(n.spot(korean).is_some(), "{} lost its name (korean {korean})", n.en);
            }
        }
    }

    /// Wiesbaden and Frankfurt, a few hexes apart, were written into each other: now one of them moves.
    #[test]
    fn wiesbaden_and_frankfurt_are_both_named_apart() {
        let names = all_names();
        let find = |en: &str| names.iter().find(|n| n.en == en).unwrap_or_else(|| panic!("{en} on the map"));
        let (w, f) = (find("Wiesbaden"), find("Frankfurt"));
        let (sw, sf) = (w.spot(false).expect("Wiesbaden named"), f.spot(false).expect("Frankfurt named"));
        assert!(!overlaps(w.extent(sw, false), f.extent(sf, false)));
        // Both above, as every name was before, they would overlap: the placement is what parts them.
        assert!(overlaps(w.extent(Spot::Above, false), f.extent(Spot::Above, false)));
        // Some name does go below its city: the rule is not "always above".
        assert!(names.iter().any(|n| n.spot(false) == Some(Spot::Below)));
    }

    /// A town crowded on both sides may lose its map label, but only a few do (Wuppertal, between Essen and Düsseldorf, in English: 1 of 144).
    #[test]
    fn few_towns_lose_their_names() {
        let names = all_names();
        for korean in [false, true] {
            let lost = names.iter().filter(|n| n.spot(korean).is_none()).count();
            assert!(lost * 20 <= names.len(), "{lost} of {} names left off (korean {korean})", names.len());
        }
    }
}
