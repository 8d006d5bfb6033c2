//! The map tables: hexes (main and South Pacific), hexsides, transport routes and off-map boxes.

use super::{hex_cell, opt_hex_cell, rows, RowCheck};
use crate::kit::hex::{Extent, Hex, Hexside};
use crate::kit::table::Errors;
use std::collections::{BTreeMap, BTreeSet};

/// The main map: columns 10-59, rows 00-28 (the ids the rulebook uses run from 1005 to 5908 and 4600 to 4828).
pub const MAIN_EXTENT: Extent = Extent { min_col: 10, max_col: 59, min_row: 0, max_row: 28 };
/// The South Pacific map (17.10), reconstructed extent: the main map's columns 30-49, rows 16-28.
pub const SP_EXTENT: Extent = Extent { min_col: 30, max_col: 49, min_row: 16, max_row: 28 };

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HexClass {
    Sea,
    Coastal,
    Land,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// A sea hex has no terrain.
    None,
    Open,
    Jungle,
    Mixed,
    Mountain,
    Atoll,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum City {
    None,
    City,
    /// A Japanese home-island city: Japanese ultimate supply source and intrinsic 12-12 unit (6.22, 13.94).
    JapanHome,
    /// A city with intrinsic 9-12 strength while Japanese-held (13.76).
    China,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Island {
    /// Sea, or land of the Asian mainland (with India and China) or of Australia.
    Mainland,
    Island,
    /// A one-hex island (1.3: also every atoll).
    OneHex,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct HexData {
    pub hex: Hex,
    pub class: HexClass,
    pub terrain: Terrain,
    pub port: bool,
    pub airfield: bool,
    pub city: City,
    pub resource: bool,
    pub island: Island,
    /// The 1941 owner (`japan`, `britain`, `usa`, `china`, …) or `-` for sea.
    pub nation: String,
    /// Game regions (`empire`, `north_india`, `china_coastal`, `mandate`, …).
    pub regions: Vec<String>,
    /// Map edges the hex lies on: north, east, south, west.
    pub edges: [bool; 4],
    pub name: Option<String>,
    pub source: String,
    pub line: usize,
}

impl HexData {
    pub fn has_land(&self) -> bool {
        self.class != HexClass::Sea
    }

    pub fn has_sea(&self) -> bool {
        self.class != HexClass::Land
    }

    pub fn in_region(&self, region: &str) -> bool {
        self.regions.iter().any(|r| r == region)
    }

    /// A named location (1.3): a city, resource, port or airfield.
    pub fn is_named_location(&self) -> bool {
        self.city != City::None || self.resource || self.port || self.airfield
    }
}

#[derive(Clone, Debug)]
pub struct Map {
    pub extent: Extent,
    pub hexes: BTreeMap<Hex, HexData>,
}

impl Map {
    pub fn get(&self, h: Hex) -> Option<&HexData> {
        self.hexes.get(&h)
    }

    pub fn contains(&self, h: Hex) -> bool {
        self.hexes.contains_key(&h)
    }

    pub fn in_region(&self, region: &str) -> Vec<Hex> {
        self.hexes.values().filter(|x| x.in_region(region)).map(|x| x.hex).collect()
    }

    pub fn by_name(&self, name: &str) -> Option<&HexData> {
        self.hexes.values().find(|x| x.name.as_deref() == Some(name))
    }
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct HexsideData {
    pub side: Hexside,
    /// Naval units, amphibious moves and sea supply may cross.
    pub sea: bool,
    /// Ground units and land supply may cross.
    pub land: bool,
    /// Transport route keys along this side.
    pub routes: Vec<String>,
    /// A water side between two land bodies.
    pub strait: bool,
    pub source: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RouteStatus {
    /// Usable at the campaign start.
    Open,
    /// Printed, but No Transport Route markers sit on its marker hexes at the campaign start (13.77).
    Marker,
    /// Exists only once a card builds it (Kwai, 13.79).
    Event,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Route {
    pub key: String,
    pub name: String,
    pub hexes: Vec<Hex>,
    pub status: RouteStatus,
    pub markers: Vec<Hex>,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct BoxDef {
    pub key: String,
    /// `main` or `sp`.
    pub map: String,
    pub name_en: String,
    pub name_ko: String,
    pub capacity: Option<u8>,
    pub b29: Option<u8>,
    /// The map hex the box stands for (Oahu on the South Pacific map).
    pub hex: Option<Hex>,
    pub source: String,
}

const HEX_HEADER: [&str; 13] =
    ["hex", "class", "terrain", "port", "airfield", "city", "resource", "island", "nation", "regions", "edge", "name", "source"];

pub(crate) fn parse_hexes(file: &str, text: &str, extent: Extent, e: &mut Errors) -> Map {
    let mut hexes = BTreeMap::new();
    for r in rows(file, text, &HEX_HEADER, e) {
        let mut c = RowCheck::new(e);
        let hex = c.v(hex_cell(&r, "hex"));
        let class = c.v(r.one_of("class", &[("sea", HexClass::Sea), ("coastal", HexClass::Coastal), ("land", HexClass::Land)]));
        let terrain = c.v(r.one_of(
            "terrain",
            &[
                ("-", Terrain::None),
                ("open", Terrain::Open),
                ("jungle", Terrain::Jungle),
                ("mixed", Terrain::Mixed),
                ("mountain", Terrain::Mountain),
                ("atoll", Terrain::Atoll),
            ],
        ));
        let port = c.v(r.flag("port"));
        let airfield = c.v(r.flag("airfield"));
        let city = c.v(
            r.one_of("city", &[("-", City::None), ("city", City::City), ("city_jp_home", City::JapanHome), ("city_china", City::China)])
        );
        let resource = c.v(r.flag("resource"));
        let island = c.v(r.one_of("island", &[("-", Island::Mainland), ("island", Island::Island), ("one_hex", Island::OneHex)]));
        let nation = r.get("nation").to_string();
        let regions: Vec<String> = r.list("regions").iter().map(|s| s.to_string()).collect();
        let edge = r.get("edge");
        if !(edge == "-" || (!edge.is_empty() && edge.chars().all(|ch| "nesw".contains(ch)))) {
            c.fail(r.err(format!("edge '{edge}' must be '-' or letters of n, e, s, w")));
        }
        let name = match r.get("name") {
            "-" | "" => None,
            n => Some(n.to_string()),
        };
        let source = c.v(r.source());
        if !c.ok {
            continue;
        }
        let (hex, class, terrain, city, island) = (hex.unwrap(), class.unwrap(), terrain.unwrap(), city.unwrap(), island.unwrap());
        let (port, airfield, resource) = (port.unwrap(), airfield.unwrap(), resource.unwrap());
        if !extent.contains(hex) {
            e.push(r.err(format!(
                "hex {hex} is off the map (columns {:02}-{:02}, rows {:02}-{:02})",
                extent.min_col, extent.max_col, extent.min_row, extent.max_row
            )));
            continue;
        }
        let expected_edges = extent.edges(hex);
        let edges = [edge.contains('n'), edge.contains('e'), edge.contains('s'), edge.contains('w')];
        if edges != expected_edges {
            e.push(r.err(format!("hex {hex}: edge '{edge}' does not match its place on the map")));
        }
        if (class == HexClass::Sea) != (terrain == Terrain::None) {
            e.push(r.err(format!("hex {hex}: a sea hex has terrain '-', a land-bearing hex needs a terrain")));
        }
        if port && class != HexClass::Coastal {
            e.push(r.err(format!("hex {hex}: a port must be a coastal hex")));
        }
        if class == HexClass::Sea && (airfield || resource || city != City::None || name.is_some()) {
            e.push(r.err(format!("hex {hex}: a sea hex cannot hold an airfield, city, resource or name")));
        }
        if class == HexClass::Sea && island != Island::Mainland {
            e.push(r.err(format!("hex {hex}: a sea hex cannot be an island")));
        }
        let row = HexData {
            hex,
            class,
            terrain,
            port,
            airfield,
            city,
            resource,
            island,
            nation,
            regions,
            edges,
            name,
            source: source.unwrap(),
            line: r.line,
        };
        if hexes.insert(hex, row).is_some() {
            e.push(r.err(format!("hex {hex} appears twice")));
        }
    }
    if !text.is_empty() {
        let missing: Vec<String> = extent.hexes().into_iter().filter(|h| !hexes.contains_key(h)).map(|h| h.id()).collect();
        if !missing.is_empty() {
            e.push(format!("{file}: {} hexes of the map have no row: {}", missing.len(), abbreviate(&missing)));
        }
    }
    Map { extent, hexes }
}

fn abbreviate(v: &[String]) -> String {
    if v.len() <= 12 {
        v.join(" ")
    } else {
        format!("{} …", v[..12].join(" "))
    }
}

const SIDE_HEADER: [&str; 6] = ["hexside", "sea", "land", "route", "strait", "source"];

pub(crate) fn parse_hexsides(file: &str, text: &str, map: &Map, routes: &[Route], e: &mut Errors) -> BTreeMap<Hexside, HexsideData> {
    let mut out = BTreeMap::new();
    let route_keys: BTreeSet<&str> = routes.iter().map(|r| r.key.as_str()).collect();
    for r in rows(file, text, &SIDE_HEADER, e) {
        let mut c = RowCheck::new(e);
        let id = r.get("hexside");
        let side = Hexside::parse(id);
        if side.is_none() {
            c.fail(r.err(format!("hexside '{id}' is not two adjacent CCRR ids joined by '-'")));
        }
        let sea = c.v(r.flag("sea"));
        let land = c.v(r.flag("land"));
        let strait = c.v(r.flag("strait"));
        let route_cell = r.get("route");
        let routes_here: Vec<String> = if route_cell == "-" { vec![] } else { route_cell.split('+').map(|s| s.to_string()).collect() };
        for k in &routes_here {
            if !route_keys.contains(k.as_str()) {
                c.fail(r.err(format!("route '{k}' is not in routes.tsv")));
            }
        }
        let source = c.v(r.source());
        if !c.ok {
            continue;
        }
        let side = side.unwrap();
        if id != side.id() {
            e.push(r.err(format!("hexside '{id}' must be written lower id first: {side}")));
        }
        let (a, b) = (map.get(side.a), map.get(side.b));
        let (Some(a), Some(b)) = (a, b) else {
            e.push(r.err(format!("hexside {side} leaves the map")));
            continue;
        };
        let (sea, land) = (sea.unwrap(), land.unwrap());
        if sea && !(a.has_sea() && b.has_sea()) {
            e.push(r.err(format!("hexside {side}: sea crossing between hexes that do not both have sea")));
        }
        if land && !(a.has_land() && b.has_land()) {
            e.push(r.err(format!("hexside {side}: land crossing between hexes that do not both have land")));
        }
        if !routes_here.is_empty() && !land {
            e.push(r.err(format!("hexside {side}: a transport route needs a land crossing")));
        }
        let d = HexsideData { side, sea, land, routes: routes_here, strait: strait.unwrap(), source: source.unwrap() };
        if out.insert(side, d).is_some() {
            e.push(r.err(format!("hexside {side} appears twice")));
        }
    }
    if !text.is_empty() && !map.hexes.is_empty() {
        let mut missing = vec![];
        for h in map.hexes.keys() {
            for n in h.neighbours() {
                if map.contains(n) && *h < n {
                    let s = Hexside::new(*h, n).unwrap();
                    if !out.contains_key(&s) {
                        missing.push(s.id());
                    }
                }
            }
        }
        if !missing.is_empty() {
            e.push(format!("{file}: {} pairs of adjacent hexes have no row: {}", missing.len(), abbreviate(&missing)));
        }
    }
    out
}

const ROUTE_HEADER: [&str; 6] = ["route", "name", "hexes", "status", "markers", "source"];

pub(crate) fn parse_routes(file: &str, text: &str, map: &Map, e: &mut Errors) -> Vec<Route> {
    let mut out: Vec<Route> = vec![];
    for r in rows(file, text, &ROUTE_HEADER, e) {
        let mut c = RowCheck::new(e);
        let key = c.v(r.key("route"));
        let name = c.v(r.text("name"));
        let status =
            c.v(r.one_of("status", &[("open", RouteStatus::Open), ("marker", RouteStatus::Marker), ("event", RouteStatus::Event)]));
        let mut hexes = vec![];
        for h in r.list("hexes") {
            match Hex::parse(h) {
                Some(x) if map.contains(x) || map.hexes.is_empty() => hexes.push(x),
                _ => c.fail(r.err(format!("route hex '{h}' is not a hex of the map"))),
            }
        }
        let mut markers = vec![];
        for h in r.list("markers") {
            match Hex::parse(h) {
                Some(x) if hexes.contains(&x) => markers.push(x),
                _ => c.fail(r.err(format!("marker hex '{h}' is not a hex of this route"))),
            }
        }
        for w in hexes.windows(2) {
            if !w[0].is_adjacent(w[1]) {
                c.fail(r.err(format!("route hexes {} and {} are not adjacent", w[0], w[1])));
            }
        }
        if hexes.len() < 2 {
            c.fail(r.err("a route needs at least two hexes"));
        }
        let source = c.v(r.source());
        if !c.ok {
            continue;
        }
        let status = status.unwrap();
        if (status == RouteStatus::Marker) == markers.is_empty() {
            e.push(r.err("a route has marker hexes exactly when its status is 'marker'"));
        }
        let key = key.unwrap();
        if out.iter().any(|x| x.key == key) {
            e.push(r.err(format!("route '{key}' appears twice")));
            continue;
        }
        out.push(Route { key, name: name.unwrap(), hexes, status, markers, source: source.unwrap() });
    }
    out
}

/// Every step of every route is a hexside carrying that route's key.
pub(crate) fn check_routes(routes: &[Route], sides: &BTreeMap<Hexside, HexsideData>, e: &mut Errors) {
    if sides.is_empty() {
        return;
    }
    for r in routes {
        for w in r.hexes.windows(2) {
            let ok = Hexside::new(w[0], w[1]).and_then(|s| sides.get(&s)).is_some_and(|s| s.routes.contains(&r.key));
            if !ok {
                e.push(format!("routes.tsv: route '{}' runs {}-{} but hexsides.tsv does not carry it there", r.key, w[0], w[1]));
            }
        }
    }
    for s in sides.values() {
        for k in &s.routes {
            let on = routes.iter().any(|r| &r.key == k && r.hexes.windows(2).any(|w| Hexside::new(w[0], w[1]) == Some(s.side)));
            if !on && routes.iter().any(|r| &r.key == k) {
                e.push(format!("hexsides.tsv: {} carries route '{k}' but the route does not run there", s.side));
            }
        }
    }
}

/// The South Pacific map repeats the main map: same class, terrain and features on every hex.
pub(crate) fn check_sp(main: &Map, sp: &Map, e: &mut Errors) {
    for (h, x) in &sp.hexes {
        let Some(m) = main.get(*h) else { continue };
        if (m.class, m.terrain, m.port, m.airfield, m.resource, m.city) != (x.class, x.terrain, x.port, x.airfield, x.resource, x.city) {
            e.push(format!(
                "sp_hexes.tsv line {}: hex {h} differs from the main map (class, terrain or features); the South Pacific map repeats it",
                x.line
            ));
        }
    }
}

const BOX_HEADER: [&str; 8] = ["box", "map", "name_en", "name_ko", "capacity", "b29", "hex", "source"];

pub(crate) fn parse_boxes(file: &str, text: &str, map: &Map, e: &mut Errors) -> Vec<BoxDef> {
    let mut out: Vec<BoxDef> = vec![];
    for r in rows(file, text, &BOX_HEADER, e) {
        let mut c = RowCheck::new(e);
        let key = c.v(r.key("box"));
        let mapk = c.v(r.one_of("map", &[("main", "main"), ("sp", "sp")]));
        let name_en = c.v(r.text("name_en"));
        let name_ko = c.v(r.text("name_ko"));
        let capacity = c.v(r.opt_num::<u8>("capacity", 1, 99));
        let b29 = c.v(r.opt_num::<u8>("b29", 0, 9));
        let hex = c.v(opt_hex_cell(&r, "hex"));
        let source = c.v(r.source());
        if !c.ok {
            continue;
        }
        let hex = hex.unwrap();
        if let Some(h) = hex {
            if !map.contains(h) && !map.hexes.is_empty() {
                e.push(r.err(format!("box hex {h} is not a main-map hex")));
            }
        }
        let (key, mapk) = (key.unwrap(), mapk.unwrap().to_string());
        if out.iter().any(|b| b.key == key && b.map == mapk) {
            e.push(r.err(format!("box '{key}' appears twice on map {mapk}")));
            continue;
        }
        out.push(BoxDef {
            key,
            map: mapk,
            name_en: name_en.unwrap(),
            name_ko: name_ko.unwrap(),
            capacity: capacity.unwrap(),
            b29: b29.unwrap(),
            hex,
            source: source.unwrap(),
        });
    }
    for need in [("main", "china_box"), ("main", "delay"), ("main", "turn_track"), ("sp", "oahu")] {
        if !text.is_empty() && !out.iter().any(|b| b.map == need.0 && b.key == need.1) {
            e.push(format!("{file}: box '{}' of map {} is missing", need.1, need.0));
        }
    }
    out
}
