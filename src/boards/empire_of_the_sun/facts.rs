//! What the viewer reads out of a data pack: the set-up of a list as stacks on the map and units off
//! it, a hex's six sides, the counts behind the "reconstructed" notice, place search, and the short
//! names printed on counters. Plain Rust, tested natively.

use std::collections::BTreeMap;

use engine::games::empire_of_the_sun::data::{EotsData, HexClass, HexsideData, Map, Placement, SetupList, Size, Unit, UnitType};
use engine::kit::hex::{Direction, Hex};
use engine::kit::table::Provenance;

/// Which of the two maps.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Which {
    Main,
    SouthPacific,
}

impl Which {
    pub fn of(map_key: &str) -> Which {
        if map_key == "sp" {
            Which::SouthPacific
        } else {
            Which::Main
        }
    }

    pub fn key(self) -> &'static str {
        match self {
            Which::Main => "main",
            Which::SouthPacific => "sp",
        }
    }

    pub fn map(self, d: &EotsData) -> &Map {
        match self {
            Which::Main => &d.map,
            Which::SouthPacific => &d.sp_map,
        }
    }
}

/// One unit as a list sets it up.
#[derive(Clone, Copy, Debug)]
pub struct Placed<'a> {
    pub unit: &'a Unit,
    pub reduced: bool,
}

/// Where a stack stands: a map hex, or an off-map box drawn beside the map (Oahu on the South Pacific
/// map).
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Spot {
    Hex(Hex),
    Box(String),
}

/// The order of a stack, top first: HQ, ground units (largest first), air, then ships (carriers first).
pub fn stack_rank(u: &Unit) -> u8 {
    match u.kind {
        UnitType::Hq => 0,
        UnitType::Ground => match u.size {
            Some(Size::Army) => 1,
            Some(Size::Corps) => 2,
            Some(Size::Division) => 3,
            Some(Size::Brigade) => 4,
            _ => 5,
        },
        UnitType::Air => 6,
        UnitType::Cv => 7,
        UnitType::Cvl => 8,
        UnitType::Cve => 9,
        UnitType::Bb => 10,
        UnitType::Bc => 11,
        UnitType::Ca => 12,
        UnitType::Cl => 13,
        UnitType::Dd => 14,
        UnitType::Apd => 15,
    }
}

/// The stacks a set-up list puts on `which` map (and in the boxes drawn beside it), top unit first.
pub fn stacks<'a>(d: &'a EotsData, list: SetupList, which: Which) -> Vec<(Spot, Vec<Placed<'a>>)> {
    let map = which.map(d);
    let mut out: BTreeMap<Spot, Vec<Placed>> = BTreeMap::new();
    for s in d.setup.iter().filter(|s| s.list == list) {
        let Placement::Hex(h) = s.placement else { continue };
        let Some(unit) = d.unit(&s.unit) else { continue };
        let spot = if map.contains(h) {
            Spot::Hex(h)
        } else if let Some(b) = d.boxes.iter().find(|b| b.map == which.key() && b.hex == Some(h)) {
            Spot::Box(b.key.clone())
        } else {
            continue;
        };
        out.entry(spot).or_default().push(Placed { unit, reduced: s.reduced });
    }
    for v in out.values_mut() {
        engine::kit::sort::sort_by_key(v, |p| (p.unit.side, stack_rank(p.unit)));
    }
    out.into_iter().collect()
}

/// Where a unit waits when a list does not put it on the map.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Waiting {
    Turn(u8),
    Delay,
    ChinaBox,
    Event,
    Elim,
}

impl Waiting {
    pub fn key(self) -> &'static str {
        match self {
            Waiting::Turn(_) => "turn",
            Waiting::Delay => "delay",
            Waiting::ChinaBox => "china_box",
            Waiting::Event => "event",
            Waiting::Elim => "elim",
        }
    }
}

/// The units of a list that are not on the map at the start, grouped (reinforcements by turn first).
pub fn waiting<'a>(d: &'a EotsData, list: SetupList) -> Vec<(Waiting, Vec<Placed<'a>>)> {
    let mut out: BTreeMap<Waiting, Vec<Placed>> = BTreeMap::new();
    for s in d.setup.iter().filter(|s| s.list == list) {
        let w = match s.placement {
            Placement::Hex(_) => continue,
            Placement::Turn(t) => Waiting::Turn(t),
            Placement::Delay => Waiting::Delay,
            Placement::ChinaBox => Waiting::ChinaBox,
            Placement::Event => Waiting::Event,
            Placement::Elim => Waiting::Elim,
        };
        if let Some(unit) = d.unit(&s.unit) {
            out.entry(w).or_default().push(Placed { unit, reduced: s.reduced });
        }
    }
    for v in out.values_mut() {
        engine::kit::sort::sort_by_key(v, |p| (p.unit.side, stack_rank(p.unit)));
    }
    out.into_iter().collect()
}

/// How a hexside reads on the map and in the hex panel.
#[derive(Clone, Debug, PartialEq)]
pub struct SideLook<'a> {
    pub dir: Direction,
    pub to: Hex,
    /// The neighbour is on this map.
    pub on_map: bool,
    pub data: Option<&'a HexsideData>,
    /// Both hexes have land, yet ground units may not cross (nor ships: a blocked side).
    pub no_land: bool,
    /// Both hexes have sea, yet ships may not cross.
    pub no_sea: bool,
}

/// The six sides of `h` on `map`, north first, clockwise.
pub fn sides<'a>(d: &'a EotsData, map: &Map, h: Hex) -> Vec<SideLook<'a>> {
    let here = map.get(h);
    Direction::ALL
        .into_iter()
        .map(|dir| {
            let to = h.step(dir);
            let there = map.get(to);
            let data = there.and(d.hexside(h, to));
            let both = |f: fn(&engine::games::empire_of_the_sun::data::HexData) -> bool| here.is_some_and(f) && there.is_some_and(f);
            let no_land = data.is_some_and(|s| !s.land && !s.sea) && both(|x| x.has_land());
            let no_sea = data.is_some_and(|s| !s.sea) && both(|x| x.has_sea());
            SideLook { dir, to, on_map: there.is_some(), data, no_land, no_sea }
        })
        .collect()
}

/// How many rows of a table rest on each kind of source (by the source's first word).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Counts {
    pub seed: usize,
    pub public: usize,
    pub geography: usize,
    pub reconstructed: usize,
    pub owner: usize,
}

impl Counts {
    pub fn of<'a>(sources: impl IntoIterator<Item = &'a str>) -> Counts {
        let mut c = Counts::default();
        for s in sources {
            match Provenance::of(s) {
                Some(Provenance::Seed) => c.seed += 1,
                Some(Provenance::Public) => c.public += 1,
                Some(Provenance::Geography) => c.geography += 1,
                Some(Provenance::Reconstructed) => c.reconstructed += 1,
                Some(Provenance::Owner) => c.owner += 1,
                None => {}
            }
        }
        c
    }

    pub fn total(&self) -> usize {
        self.seed + self.public + self.geography + self.reconstructed + self.owner
    }
}

/// The counts behind the notice: the two maps' hexes, the hexsides, the counters and the cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PackCounts {
    pub hexes: Counts,
    pub sp_hexes: Counts,
    pub hexsides: Counts,
    pub units: Counts,
    /// The strategy cards (seed: the rulebook names the card at its number).
    pub cards: Counts,
    /// Cards whose whole face the rulebook prints (Allied 5 and 16, Japanese 23).
    pub card_faces: usize,
    /// Hexes whose source also names a reconstruction (a pinned hex can still have a reconstructed
    /// airfield).
    pub hexes_touched: usize,
}

pub fn pack_counts(d: &EotsData) -> PackCounts {
    PackCounts {
        hexes: Counts::of(d.map.hexes.values().map(|x| x.source.as_str())),
        sp_hexes: Counts::of(d.sp_map.hexes.values().map(|x| x.source.as_str())),
        hexsides: Counts::of(d.hexsides.values().map(|x| x.source.as_str())),
        units: Counts::of(d.units.iter().map(|u| u.source.as_str())),
        cards: Counts::of(d.cards.iter().map(|c| c.source.as_str())),
        card_faces: d.cards.iter().filter(|c| c.source.contains("printed face")).count(),
        hexes_touched: d.map.hexes.values().filter(|x| x.source.contains("reconstructed")).count(),
    }
}

/// Hexes whose id or name matches what a player typed (ids first, then names that start with it, then
/// names that contain it), at most `limit`.
pub fn search(map: &Map, query: &str, limit: usize) -> Vec<Hex> {
    let q = query.trim().to_lowercase();
    if q.is_empty() {
        return vec![];
    }
    let mut out: Vec<Hex> = vec![];
    if q.len() == 4 && q.chars().all(|c| c.is_ascii_digit()) {
        if let Some(h) = Hex::parse(&q).filter(|h| map.contains(*h)) {
            out.push(h);
        }
    }
    let named: Vec<(&str, Hex)> = map.hexes.values().filter_map(|x| x.name.as_deref().map(|n| (n, x.hex))).collect();
    let fold = |s: &str| s.to_lowercase();
    for (n, h) in &named {
        if fold(n).starts_with(&q) && !out.contains(h) {
            out.push(*h);
        }
    }
    for (n, h) in &named {
        if fold(n).contains(&q) && !out.contains(h) {
            out.push(*h);
        }
    }
    out.truncate(limit);
    out
}

/// The name printed on a counter: the ship's name without its type (the silhouette says it), a ground
/// unit's number without its size (the size marks say it), air formations abbreviated.
pub fn short_name(u: &Unit) -> String {
    let mut n = u.name.as_str();
    for p in ["CVL ", "CVE ", "CV ", "BB ", "BC ", "CA ", "CL ", "DD ", "APD "] {
        if let Some(rest) = n.strip_prefix(p) {
            n = rest;
        }
    }
    if let Some(rest) = n.strip_prefix("Marine ") {
        n = rest;
    }
    let mut s = n.replace("Air Division", "AD").replace("Air Flotilla", "AF");
    if u.kind == UnitType::Ground {
        for suffix in [" Division", " Div", " Corps", " Army", " Brigade", " Bde", " Regiment", " Rgt"] {
            if let Some(rest) = s.strip_suffix(suffix) {
                s = rest.to_string();
                break;
            }
        }
    }
    if u.kind == UnitType::Hq {
        if let Some(i) = s.find(" (") {
            s.truncate(i);
        }
    }
    s.trim().to_string()
}

/// The class of a hex, for lookups that need no data (sea hexes hold no units but ships).
pub fn is_sea(map: &Map, h: Hex) -> bool {
    map.get(h).is_some_and(|x| x.class == HexClass::Sea)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::empire_of_the_sun::builtin;

    #[test]
    fn every_setup_row_is_on_a_map_a_box_or_waiting() {
        let d = builtin();
        for s in &d.scenarios {
            let which = Which::of(&s.map);
            let placed: usize = stacks(d, s.setup, which).iter().map(|(_, v)| v.len()).sum();
            let off: usize = waiting(d, s.setup).iter().map(|(_, v)| v.len()).sum();
            let rows = d.setup.iter().filter(|r| r.list == s.setup).count();
            assert_eq!(placed + off, rows, "{}", s.key);
        }
        // The South Pacific list's Oahu stack is the Oahu box.
        let sp = stacks(d, SetupList::SouthPacific, Which::SouthPacific);
        assert!(sp.iter().any(|(spot, v)| *spot == Spot::Box("oahu".into()) && !v.is_empty()));
    }

    #[test]
    fn stacks_put_the_hq_on_top() {
        let d = builtin();
        for (_, v) in stacks(d, SetupList::Y1941, Which::Main) {
            if let Some(i) = v.iter().position(|p| p.unit.kind == UnitType::Hq) {
                assert!(v[..i].iter().all(|p| p.unit.side != v[i].unit.side), "{}", v[i].unit.key);
            }
        }
    }

    #[test]
    fn search_finds_ids_and_names() {
        let d = builtin();
        assert_eq!(search(&d.map, "4021", 5), vec![Hex::new(40, 21)]);
        assert_eq!(search(&d.map, "rabaul", 5).first(), Some(&Hex::new(40, 21)));
        assert_eq!(search(&d.map, "  Truk ", 5).first(), Some(&Hex::new(40, 17)));
        assert!(search(&d.map, "moresby", 5).contains(&Hex::new(38, 23)));
        assert!(search(&d.map, "9999", 5).is_empty());
        assert!(search(&d.map, "", 5).is_empty());
        assert_eq!(search(&d.sp_map, "1005", 5), vec![]);
    }

    #[test]
    fn counter_names_drop_what_the_symbols_say() {
        let d = builtin();
        let name = |k: &str| short_name(d.unit(k).unwrap());
        assert_eq!(name("jp-cv-akagi"), "Akagi");
        assert_eq!(name("jp-15-army"), "15");
        assert_eq!(name("jp-23-af"), "23 AF");
        assert_eq!(name("us-marine-1div"), "1M");
        assert_eq!(name("us-spac-ghormley-hq"), "S Pac");
        assert_eq!(name("us-5af"), "5AF");
        for u in &d.units {
            assert!(!short_name(u).is_empty(), "{}", u.key);
        }
    }

    #[test]
    fn a_hex_has_six_sides_and_blocked_sides_are_found() {
        let d = builtin();
        let s = sides(d, &d.map, Hex::new(40, 21));
        assert_eq!(s.len(), 6);
        assert!(s.iter().all(|x| x.on_map && x.data.is_some()));
        let blocked = d.map.hexes.keys().flat_map(|h| sides(d, &d.map, *h)).filter(|s| s.no_sea || s.no_land).count();
        assert!(blocked > 0);
    }

    #[test]
    fn counts_add_up_to_the_tables() {
        let d = builtin();
        let c = pack_counts(d);
        assert_eq!(c.hexes.total(), d.map.hexes.len());
        assert_eq!(c.sp_hexes.total(), d.sp_map.hexes.len());
        assert_eq!(c.units.total(), d.units.len());
        assert!(c.hexes.seed > 100 && c.hexes.geography > 1000);
    }
}
