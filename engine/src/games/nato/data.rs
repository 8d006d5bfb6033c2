//! NATO's data pack as the rules read it (docs/games/nato-data.md): the map (hexes.tsv, hexsides.tsv), the
//! Terrain Effects Chart (tec.tsv), the CRT (crt.tsv), the Counterattack Table (counterattack.tsv), the
//! counters (unit_types.tsv, units.tsv) and Sandtable's scenarios (scenarios.tsv, setup.tsv, victory.tsv).
//! Every problem is reported as `file line N: …` through `kit::table`; nothing here panics on a bad pack.
//! The air tables (air_campaign.tsv, strike.tsv, center_interdiction.tsv, flak.tsv, interception.tsv) are
//! read by `air::tables`; chemical.tsv and airfield_chemical.tsv by `chemical` ([22.0], rules 14, the `chemical` option); nuclear.tsv by `nuclear` ([21.0], rules 15, the `nuclear` option); `seed_checks.tsv` is checked by the data tests.

use std::collections::HashMap;

use crate::kit::rows::{RowHex, Rows, Shift};
use crate::kit::table::{self, Errors, Row};

/// NATO's grid: pointy-top rows, columns numbered westward, odd rows half a hex east — so the even rows
/// sit towards the higher column numbers (docs/games/nato-data.md, the seed's hex examples L1468–1473).
pub const GRID: Rows = Rows::new(Shift::EvenRowsRight);
pub const ROWS: i32 = 57;
pub const COLS: i32 = 36;

/// The two sides; the seat order of the catalog (`warsaw_pact`, `nato`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Wp,
    Nato,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Wp => Side::Nato,
            Side::Nato => Side::Wp,
        }
    }
    pub fn seat(self) -> crate::Seat {
        match self {
            Side::Wp => 0,
            Side::Nato => 1,
        }
    }
    pub fn of_seat(seat: crate::Seat) -> Side {
        if seat == 0 {
            Side::Wp
        } else {
            Side::Nato
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Side::Wp => "wp",
            Side::Nato => "nato",
        }
    }
}

/// A hex's index in [`Map::hexes`]: `(row - 1) * COLS + (col - 1)`.
pub type HexId = u16;

pub fn hex_id(h: RowHex) -> Option<HexId> {
    if (1..=ROWS).contains(&h.row) && (1..=COLS).contains(&h.col) {
        Some(((h.row - 1) * COLS + (h.col - 1)) as HexId)
    } else {
        None
    }
}

pub fn row_hex(id: HexId) -> RowHex {
    RowHex::new(id as i32 / COLS + 1, id as i32 % COLS + 1)
}

/// `RRCC` of a hex index.
pub fn hex_name(id: HexId) -> String {
    row_hex(id).id()
}

pub fn parse_hex(s: &str) -> Option<HexId> {
    RowHex::parse(s).and_then(hex_id)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum CityKind {
    Town,
    Major,
    Key,
}

impl CityKind {
    pub fn tec_key(self) -> &'static str {
        match self {
            CityKind::Town => "town",
            CityKind::Major => "major_city",
            CityKind::Key => "key_city",
        }
    }
}

#[derive(Clone, Debug)]
pub struct City {
    pub key: String,
    pub kind: CityKind,
    /// Intrinsic defence of the free city ([30.0]).
    pub intrinsic: u8,
    pub name_en: String,
    pub name_ko: String,
}

#[derive(Clone, Debug)]
pub struct Hex {
    /// Natural terrain present (the `terrain` column first, then `also`), as TEC rows.
    pub terrain: Vec<usize>,
    /// The TEC row of the primary terrain: the highest priority among terrain, also and city ([2.2.1]).
    pub primary: usize,
    /// The primary terrain without a `fortified` row ([38.4.3.4]): what a Nuclear marker leaves of a fortified
    /// hex ([21.1.3] 14); the same as `primary` in a hex that is not fortified.
    pub unfortified: usize,
    pub all_sea: bool,
    pub coastal: bool,
    /// 1983 owner (`frg`, `gdr`, …); `None` for sea.
    pub country: Option<String>,
    /// The side whose territory the hex is at the start, read from `country` once ([`Hex::owner`]).
    pub side: Option<Side>,
    pub neutral: bool,
    pub city: Option<City>,
    pub bridge: bool,
    pub reserve_site: bool,
    /// Reinforcement sector of a map-edge hex ([2.2.2]).
    pub sector: Option<u8>,
    /// NATO land west of the Rhine and south of the Waal is not marked; the rows below read the TEC.
    pub zone: Option<String>,
    /// A map-edge hex ([10.3.1]).
    pub edge: bool,
    /// Port capacity in steps, and whether the port lies on a coastal hex (port supply, [10.3.3.2]).
    pub port: Option<u8>,
    pub port_coastal: bool,
    /// The sea area of a hex with sea ([2.2.3], [14.2.4]).
    pub sea_area: Option<SeaArea>,
}

/// The map's two sea areas, meeting at Denmark's tip ([2.2.3]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeaArea {
    NorthSea,
    Baltic,
}

impl Hex {
    /// The side whose territory the hex is at the start ([2.2]).
    pub fn owner(&self) -> Option<Side> {
        self.side
    }

    /// [2.2]: the side whose territory a country's hexes are (none for the neutrals and the sea).
    fn side_of(country: Option<&str>) -> Option<Side> {
        match country? {
            "gdr" | "pl" | "cs" => Some(Side::Wp),
            "se" | "at" | "ch" => None,
            _ => Some(Side::Nato),
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum River {
    None,
    Minor,
    Major,
}

#[derive(Clone, Debug)]
pub struct HexSide {
    /// The river's key (`rhine`, `waal`, …), for the Rhine victory's region ([34.1.1]).
    pub river_name: Option<String>,
    /// `land`, or prohibited (`all_sea` without a causeway or the ferry, `blocked`).
    pub crossing: Crossing,
    pub river: River,
    /// `causeway`, `danish_ferry`, `afsluitdijk`.
    pub feature: Option<String>,
    pub iron_curtain: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crossing {
    Land,
    AllSea,
    Blocked,
}

impl HexSide {
    /// The TEC rows that apply to crossing this side ([2.2.1]'s hexside terrain).
    pub fn tec_keys(&self) -> Vec<&str> {
        let mut out = vec![];
        match self.crossing {
            Crossing::Blocked => out.push("blocked"),
            Crossing::AllSea if self.feature.is_none() => out.push("all_sea_side"),
            _ => {}
        }
        if let Some(f) = &self.feature {
            out.push(f.as_str());
        }
        match self.river {
            River::Minor => out.push("minor_river"),
            River::Major => out.push("major_river"),
            River::None => {}
        }
        if self.iron_curtain {
            out.push("iron_curtain");
        }
        out
    }
}

/// A TEC movement cost ([12.1]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mp {
    /// The hex's cost.
    Cost(u8),
    /// Added when crossing the hexside.
    Plus(u8),
    /// Added for the Warsaw Pact on game turn 1 only ([35.6]).
    PlusWpGt1(u8),
    /// Prohibited terrain ([12.1.1]).
    Prohibited,
    /// The Danish Ferry's procedure ([12.8]).
    Ferry,
}

#[derive(Clone, Debug)]
pub struct Tec {
    pub key: String,
    /// Lower is stronger; `None` for hexside and special terrain.
    pub priority: Option<u8>,
    pub mp: Mp,
    pub soft_double: bool,
    pub column_shift: i8,
    pub retreat: i8,
    /// The Strike Table's DRM for a target in this primary terrain ([23.3]).
    pub strike_drm: i8,
    /// The Nuclear Strike Table's DRM for a target in this primary terrain ([21.1.1], [30.4.3]).
    pub nuclear_drm: i8,
    pub armor_half: bool,
    /// Attack multiplier (numerator, denominator) for attacks into (special) or across (hexside) it.
    pub attack_mult: Option<(u8, u8)>,
    pub exploit: bool,
    /// An airborne drop may end here ([16.1.3] 2: clear or marsh).
    pub drop: bool,
    pub reaction: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Class {
    Armor,
    Mech,
    Soft,
    Artillery,
    Hq,
    Ah,
    Transport,
}

impl Class {
    /// Hard units ([3.1], [3.5]).
    pub fn hard(self) -> bool {
        matches!(self, Class::Armor | Class::Mech)
    }
    pub fn maneuver(self) -> bool {
        matches!(self, Class::Armor | Class::Mech | Class::Soft)
    }
    /// Ground units that stand on the map.
    pub fn ground(self) -> bool {
        matches!(self, Class::Armor | Class::Mech | Class::Soft | Class::Artillery | Class::Hq)
    }
}

#[derive(Clone, Debug)]
pub struct UnitType {
    pub key: String,
    pub class: Class,
    pub steps: u8,
    /// Full and reduced values (attack, defence, MA); the reduced side of a 2-step unit.
    /// Size symbol (`X`, `XX`, `XXXXX`, …, [3.2.7]).
    pub size: String,
    pub full: (u8, u8, u8),
    pub reduced: (u8, u8, u8),
    pub airborne: bool,
    /// Marine ([3.2.8.1], flag `M`).
    pub marine: bool,
    /// The airborne symbol ([16.1.3] 1, flag `B`; data decision 7): may make an airborne drop.
    pub parachute: bool,
}

#[derive(Clone, Debug)]
pub struct Unit {
    pub key: String,
    pub side: Side,
    pub nation: String,
    pub ty: usize,
    pub name_en: String,
    pub name_ko: String,
    /// The front (WP) or corps (NATO) it belongs to ([3.2.5]).
    pub command: String,
    /// The superior HQ's unit key ([3.2.5]).
    pub hq: Option<String>,
    pub territorial: bool,
    /// The counter's army designation (units.tsv `formation`, e.g. `2GTA`; `-` none): the optional Unit
    /// Integrity rule's army ([25.4.5], [3.2.8.2]).
    pub formation: Option<String>,
    /// An independent unit (units.tsv `independent`: no front colour stripe, [3.2.6]).
    pub independent: bool,
    /// A helicopter command ([15.0]: class `transport`, legend `helicopter`).
    pub helicopter: bool,
    /// An airlift or a sealift command ([15.0]: class `transport`, legend `airlift` or `sealift`).
    pub airlift: bool,
    pub sealift: bool,
}

/// One scenario in one year (scenarios.tsv).
#[derive(Clone, Debug)]
pub struct Scenario {
    pub key: String,
    pub year: u16,
    pub name_en: String,
    pub name_ko: String,
    pub turns: u8,
    /// The Pact's supply points at the start and each turn ([10.8.1]).
    pub wp_sp_start: i32,
    pub wp_sp_income: i32,
    /// The air_campaign.tsv and interception.tsv column the scenario plays on ([23.1.1], [17.1.2]).
    pub air_profile: String,
    pub rows: (i32, i32),
    pub cols: (i32, i32),
    pub rules: Vec<String>,
    /// Chemical warfare ([22.1], [22.2]; the `chemical` option): each side's chemical points at the start
    /// and each Joint Reinforcement Phase, and the strikes of each delivery a player turn.
    pub chem: super::chemical::ScenarioChem,
}

impl Scenario {
    pub fn has(&self, rule: &str) -> bool {
        self.rules.iter().any(|r| r == rule)
    }
    pub fn contains(&self, h: RowHex) -> bool {
        (self.rows.0..=self.rows.1).contains(&h.row) && (self.cols.0..=self.cols.1).contains(&h.col)
    }
}

/// Where a scenario's unit starts or arrives (setup.tsv).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Placement {
    Hex(HexId),
    /// A red-triangle reserve site ([33.2.1]).
    Reserve(HexId),
    /// A Reforger site ([33.3]).
    Reforger(HexId),
    /// A reinforcement sector's box ([33.2.2]).
    Sector(u8),
    /// The SRB and the air entries ([2.2.5], [33.2.4]).
    Rear,
    /// The sea entry "S": to the SRB, then onto the map by sea ([33.2.5]).
    Sea,
    /// The rail entry "RR" ([13.6], [33.2.3]).
    Rail,
    /// The attack-helicopter and transport-command displays.
    Display,
}

#[derive(Clone, Debug)]
pub struct SetupRow {
    pub scenario: String,
    pub year: u16,
    pub unit: usize,
    pub placement: Placement,
    pub turn: u8,
    pub active: u8,
}

#[derive(Clone, Debug)]
pub enum VictoryRow {
    /// A city hex's VP ([34.2], [34.3.1]).
    City { hex: HexId, side: Side, vp: i32 },
    /// Extra VP at game end to the side controlling the hex (or both hexes of a hexside).
    Objective { hexes: Vec<HexId>, side: Side, vp: i32 },
    /// The level a side reaches at WP-minus-NATO VP ≥ vp (`draw`: the lower bound of a draw).
    Level { level: String, vp: i32 },
}

#[derive(Clone, Debug)]
pub struct Victory {
    pub scenario: String,
    pub year: u16,
    pub row: VictoryRow,
}

#[derive(Clone, Debug)]
pub struct NatoData {
    pub hexes: Vec<Hex>,
    pub sides: HashMap<(HexId, HexId), HexSide>,
    /// Each hex's neighbours on the grid with the hexside between (an index into `side_list`), built from
    /// `sides` ([`NatoData::index`]).
    pub nbr: Vec<Vec<(HexId, usize)>>,
    pub side_list: Vec<HexSide>,
    /// [14.2.2]: the land hexes beside a major river that leads to an inland port (a port not on a coastal
    /// hex: Hamburg on the Elbe, Bremen on the Weser, Szczecin on the Oder), which ships may pass.
    pub waterway: Vec<bool>,
    /// [29.7]: the land hexes north of the Elbe (the BALTAP zone, East Germany beyond the river and on),
    /// where the multinational HQs may go.
    pub north_of_elbe: Vec<bool>,
    pub tec: Vec<Tec>,
    /// CRT columns in order (`1:4` … `10:1`) and results `[column][die - 1]`.
    pub crt_columns: Vec<String>,
    pub crt: Vec<[String; 6]>,
    /// Counterattack Table: column key → the results of dice 1–6 (`*` disrupts).
    pub counterattack: HashMap<String, [bool; 6]>,
    pub types: Vec<UnitType>,
    pub units: Vec<Unit>,
    pub scenarios: Vec<Scenario>,
    pub setup: Vec<SetupRow>,
    pub victory: Vec<Victory>,
    /// The Air Campaign, Strike and Center Interdiction tables ([23.0], [24.0]).
    pub air: super::air::tables::AirTables,
    /// The Chemical Strike and WP Airfield Chemical Strike tables ([22.2.3], [22.4]; optional, reconstructed).
    pub chem: super::chemical::Tables,
    /// The Nuclear Strike Table ([21.1.1]; optional, reconstructed).
    pub nuclear: super::nuclear::Table,
}

crate::builtin_pack!(
    "nato-pack", "data/";
    pub const FILES = [
        "hexes.tsv",
        "hexsides.tsv",
        "tec.tsv",
        "crt.tsv",
        "counterattack.tsv",
        "unit_types.tsv",
        "units.tsv",
        "scenarios.tsv",
        "setup.tsv",
        "victory.tsv",
        "strike.tsv",
        "flak.tsv",
        "interception.tsv",
        "air_campaign.tsv",
        "center_interdiction.tsv",
        "chemical.tsv",
        "airfield_chemical.tsv",
        "nuclear.tsv",
        "published_scenarios.tsv",
        "seed_checks.tsv",
    ];
);

/// The built-in pack as this binary embeds it, as Downfall's does (`downfall::data::embedded_files`):
/// natively the whole pack, in the web bundle the tables without their notes until a page hands the whole
/// pack in ([`install_whole_pack`]).
pub fn embedded_files() -> Vec<(&'static str, &'static str)> {
    WHOLE.files_or(embedded_tables)
}

/// The whole pack's content hash on every target (engine/build.rs).
pub const BUILTIN_HASH: &str = env!("NATO_BUILTIN_PACK_HASH");

static WHOLE: table::WholeBuiltin = table::WholeBuiltin::new();

/// Takes the whole built-in pack a page fetched ([`table::WholeBuiltin::install`]).
pub fn install_whole_pack(files: Vec<(String, String)>) -> Result<(), String> {
    WHOLE.install(files, FILES, BUILTIN_HASH, |files| parse(files).map(|_| ()).map_err(|e| e.to_string()))
}

/// Whether a page has handed the whole built-in pack in.
pub fn has_whole_pack() -> bool {
    WHOLE.has()
}

fn file<'a>(files: &[(&'a str, &'a str)], name: &str, errors: &mut Errors) -> Option<&'a str> {
    let f = files.iter().find(|(n, _)| *n == name).map(|(_, t)| *t);
    if f.is_none() {
        errors.push(format!("{name}: the pack has no such file"));
    }
    f
}

pub(super) fn rows<'a>(files: &[(&'a str, &'a str)], name: &'a str, header: &'a [&'a str], errors: &mut Errors) -> Vec<Row<'a>> {
    let Some(text) = file(files, name, errors) else { return vec![] };
    match table::read(name, text, header) {
        Ok(r) => r,
        Err(e) => {
            errors.0.extend(e.0);
            vec![]
        }
    }
}

const HEXES: &[&str] = &[
    "hex", "terrain", "also", "coastal", "country", "zone", "north_of_elbe", "sea_area", "city", "city_kind", "intrinsic", "port",
    "port_coastal", "reserve_site", "bridge", "name_en", "name_ko", "edge", "sector", "deploy", "lat", "lon", "source",
];
const SIDES: &[&str] = &["hexside", "crossing", "sea", "river", "river_name", "feature", "border", "source"];
const TEC: &[&str] = &[
    "terrain", "kind", "priority", "mp", "soft_double", "column_shift", "retreat", "strike_drm", "nuclear_drm", "armor_half",
    "attack_mult", "exploit", "drop", "reaction", "source",
];
const CRT: &[&str] = &["odds", "die", "result", "source"];
const CA: &[&str] = &["column", "die", "result", "source"];
const TYPES: &[&str] = &[
    "type", "side", "class", "size", "steps", "attack", "defence", "ma", "reduced_attack", "reduced_defence", "reduced_ma", "flags",
    "name_ko", "source",
];
const UNITS: &[&str] = &[
    "unit", "side", "nation", "type", "name_en", "name_ko", "command", "hq", "formation", "legend", "independent", "territorial",
    "pool", "entry", "source",
];
const SCENARIOS: &[&str] = &[
    "scenario", "year", "name_en", "name_ko", "turns", "rows", "cols", "air_profile", "wp_sp_start", "wp_sp_income", "chem_wp",
    "chem_income", "chem_nato", "chem_nato_income", "chem_wp_tactical", "chem_wp_operational", "chem_nato_artillery",
    "chem_nato_tactical", "rules", "source",
];
const SETUP: &[&str] = &["scenario", "year", "unit", "placement", "turn", "active", "source"];
const VICTORY: &[&str] = &["scenario", "year", "kind", "key", "side", "vp", "source"];

fn range(r: &Row, col: &str, max: i32) -> Result<(i32, i32), String> {
    let v = r.get(col);
    let (a, b) = v.split_once('-').ok_or_else(|| r.err(format!("{col} '{v}' must be a range like 01-27")))?;
    match (a.parse::<i32>(), b.parse::<i32>()) {
        (Ok(a), Ok(b)) if 1 <= a && a <= b && b <= max => Ok((a, b)),
        _ => Err(r.err(format!("{col} '{v}' must be a range within 01-{max:02}"))),
    }
}

/// The `source` cell: the kit's kinds, plus `seed [case]` where the booklet's rule text rather than one
/// line fixes a value (docs/games/nato-data.md, "Provenance").
pub(super) fn source(r: &Row) -> Result<String, String> {
    let v = r.get("source");
    if v.starts_with("seed [") {
        return Ok(v.to_string());
    }
    r.source()
}

fn side_of(r: &Row, col: &str) -> Result<Side, String> {
    r.one_of(col, &[("wp", Side::Wp), ("nato", Side::Nato)])
}

/// Reads and checks a pack: every problem, each with its file and line.
pub fn parse(files: &[(&str, &str)]) -> Result<NatoData, Errors> {
    let mut errors = Errors::new();
    let mut e = Errors::new();

    // tec.tsv first: the hexes name its rows.
    let mut tec = vec![];
    for r in rows(files, "tec.tsv", TEC, &mut errors) {
        let mp = match r.get("mp") {
            "P" => Some(Mp::Prohibited),
            "F" => Some(Mp::Ferry),
            "-" => Some(Mp::Cost(0)),
            v if v.starts_with('+') && v.ends_with('*') => v[1..v.len() - 1].parse().ok().map(Mp::PlusWpGt1),
            v if v.starts_with('+') => v[1..].parse().ok().map(Mp::Plus),
            v => v.parse().ok().map(Mp::Cost),
        };
        let mult = match r.get("attack_mult") {
            "-" | "" => Some(None),
            "0" => Some(Some((0, 1))),
            v => v.split_once('/').and_then(|(a, b)| Some(Some((a.parse().ok()?, b.parse().ok()?)))),
        };
        let (Some(mp), Some(attack_mult)) = (mp, mult) else {
            errors.push(r.err("mp or attack_mult is not a TEC value (a number, +n, +n*, P, F; n/d)"));
            continue;
        };
        let row = (|| -> Result<Tec, String> {
            Ok(Tec {
                key: r.key("terrain")?,
                priority: r.opt_num("priority", 0, 99)?,
                mp,
                soft_double: r.flag("soft_double")?,
                column_shift: r.num("column_shift", -5, 5)?,
                retreat: r.num("retreat", -5, 0)?,
                strike_drm: r.num("strike_drm", -5, 5)?,
                nuclear_drm: r.num("nuclear_drm", -5, 5)?,
                armor_half: r.flag("armor_half")?,
                attack_mult,
                exploit: r.flag("exploit")?,
                drop: r.get("drop") == "1",
                reaction: r.flag("reaction")?,
            })
        })();
        if let Some(t) = errors.take(row.and_then(|t| source(&r).map(|_| t))) {
            tec.push(t);
        }
    }
    let tec_index = |key: &str| tec.iter().position(|t: &Tec| t.key == key);
    for need in ["clear", "town", "major_city", "key_city", "all_sea", "bridge"] {
        if tec_index(need).is_none() {
            errors.push(format!("tec.tsv: no row for '{need}'"));
        }
    }

    let mut hexes: Vec<Option<Hex>> = vec![None; (ROWS * COLS) as usize];
    for r in rows(files, "hexes.tsv", HEXES, &mut errors) {
        let row = (|| -> Result<(HexId, Hex), String> {
            let id = parse_hex(r.get("hex")).ok_or_else(|| r.err(format!("hex '{}' is not RRCC on the 57 × 36 grid", r.get("hex"))))?;
            let mut terrain = vec![];
            for t in std::iter::once(r.get("terrain")).chain(r.list("also")) {
                terrain.push(tec_index(t).ok_or_else(|| r.err(format!("terrain '{t}' has no TEC row")))?);
            }
            let all_sea = r.get("terrain") == "all_sea";
            let city = match r.get("city") {
                "-" | "" => None,
                key => {
                    let kind = r.one_of("city_kind", &[("town", CityKind::Town), ("major", CityKind::Major), ("key", CityKind::Key)])?;
                    Some(City {
                        key: key.to_string(),
                        kind,
                        intrinsic: r.num("intrinsic", 0, 9)?,
                        name_en: r.text("name_en")?,
                        name_ko: r.text("name_ko")?,
                    })
                }
            };
            let mut all = terrain.clone();
            if let Some(c) = &city {
                all.push(tec_index(c.kind.tec_key()).ok_or_else(|| r.err("no TEC row for the city kind"))?);
            }
            let primary = *all.iter().min_by_key(|&&t| tec[t].priority.unwrap_or(99)).expect("one terrain at least");
            let unfortified = all
                .iter()
                .copied()
                .filter(|&t| tec[t].key != "fortified")
                .min_by_key(|&t| tec[t].priority.unwrap_or(99))
                .ok_or_else(|| r.err("a fortified hex needs its natural terrain too (terrain, with fortified in also)"))?;
            let country = match r.get("country") {
                "-" | "" => None,
                c => Some(c.to_string()),
            };
            source(&r)?;
            Ok((
                id,
                Hex {
                    terrain,
                    primary,
                    unfortified,
                    all_sea,
                    coastal: r.flag("coastal")?,
                    neutral: matches!(country.as_deref(), Some("se" | "at" | "ch")),
                    side: Hex::side_of(country.as_deref()),
                    country,
                    city,
                    bridge: r.flag("bridge")?,
                    reserve_site: r.flag("reserve_site")?,
                    sector: r.opt_num("sector", 1, 5)?,
                    edge: !matches!(r.get("edge"), "-" | ""),
                    port: r.opt_num("port", 0, 99)?,
                    port_coastal: r.get("port_coastal") == "1",
                    sea_area: match r.get("sea_area") {
                        "-" | "" => None,
                        _ => Some(r.one_of("sea_area", &[("north_sea", SeaArea::NorthSea), ("baltic", SeaArea::Baltic)])?),
                    },
                    zone: match r.get("zone") {
                        "-" | "" => None,
                        z => Some(z.to_string()),
                    },
                },
            ))
        })();
        if let Some((id, h)) = errors.take(row) {
            if hexes[id as usize].is_some() {
                errors.push(r.err(format!("hex {} appears twice", hex_name(id))));
            }
            hexes[id as usize] = Some(h);
        }
    }
    let missing = hexes.iter().filter(|h| h.is_none()).count();
    if missing > 0 && errors.is_empty() {
        errors.push(format!("hexes.tsv: {missing} hexes of the 57 × 36 grid are missing"));
    }

    let mut sides = HashMap::new();
    for r in rows(files, "hexsides.tsv", SIDES, &mut errors) {
        let row = (|| -> Result<((HexId, HexId), HexSide), String> {
            let v = r.get("hexside");
            let (a, b) = v.split_once('-').ok_or_else(|| r.err(format!("hexside '{v}' must be RRCC-RRCC")))?;
            let (Some(a), Some(b)) = (parse_hex(a), parse_hex(b)) else {
                return Err(r.err(format!("hexside '{v}' names a hex off the grid")));
            };
            if !GRID.is_adjacent(row_hex(a), row_hex(b)) {
                return Err(r.err(format!("hexside '{v}': the hexes are not neighbours")));
            }
            let feature = match r.get("feature") {
                "-" | "" => None,
                f => {
                    if tec_index(f).is_none() {
                        return Err(r.err(format!("feature '{f}' has no TEC row")));
                    }
                    Some(f.to_string())
                }
            };
            source(&r)?;
            Ok((
                (a.min(b), a.max(b)),
                HexSide {
                    river_name: match r.get("river_name") {
                        "-" | "" => None,
                        n => Some(n.to_string()),
                    },
                    crossing: r.one_of("crossing", &[("land", Crossing::Land), ("all_sea", Crossing::AllSea), ("blocked", Crossing::Blocked)])?,
                    river: r.one_of("river", &[("-", River::None), ("minor", River::Minor), ("major", River::Major)])?,
                    feature,
                    iron_curtain: r.get("border") == "iron_curtain",
                },
            ))
        })();
        if let Some((k, s)) = errors.take(row) {
            sides.insert(k, s);
        }
    }

    let mut crt_columns: Vec<String> = vec![];
    let mut crt: Vec<[String; 6]> = vec![];
    for r in rows(files, "crt.tsv", CRT, &mut errors) {
        let row = (|| -> Result<(), String> {
            let odds = r.text("odds")?;
            let die: usize = r.num("die", 1, 6)?;
            let result = r.text("result")?;
            super::combat::Result::parse(&result).ok_or_else(|| r.err(format!("result '{result}' is not in the CRT's grammar")))?;
            source(&r)?;
            let c = match crt_columns.iter().position(|c| *c == odds) {
                Some(c) => c,
                None => {
                    crt_columns.push(odds);
                    crt.push(Default::default());
                    crt.len() - 1
                }
            };
            crt[c][die - 1] = result;
            Ok(())
        })();
        errors.take(row);
    }
    if errors.is_empty() {
        if crt_columns.len() != 13 {
            errors.push(format!("crt.tsv: {} odds columns, the CRT has 13 (1:4 … 10:1, [25.3.3])", crt_columns.len()));
        }
        if crt.iter().any(|c| c.iter().any(|r| r.is_empty())) {
            errors.push("crt.tsv: a column lacks a die row".to_string());
        }
    }

    let mut counterattack: HashMap<String, [bool; 6]> = HashMap::new();
    for r in rows(files, "counterattack.tsv", CA, &mut errors) {
        let row = (|| -> Result<(), String> {
            let col = r.key("column")?;
            let die: usize = r.num("die", 1, 6)?;
            let hit = r.one_of("result", &[("*", true), ("-", false)])?;
            source(&r)?;
            counterattack.entry(col).or_default()[die - 1] = hit;
            Ok(())
        })();
        errors.take(row);
    }

    let mut types = vec![];
    for r in rows(files, "unit_types.tsv", TYPES, &mut errors) {
        let row = (|| -> Result<UnitType, String> {
            let class = r.one_of(
                "class",
                &[
                    ("armor", Class::Armor),
                    ("mech", Class::Mech),
                    ("soft", Class::Soft),
                    ("artillery", Class::Artillery),
                    ("hq", Class::Hq),
                    ("ah", Class::Ah),
                    ("transport", Class::Transport),
                ],
            )?;
            let num = |c: &str| r.opt_num::<u8>(c, 0, 30).map(|v| v.unwrap_or(0));
            let steps = r.num("steps", 1, 2)?;
            let full = (num("attack")?, num("defence")?, num("ma")?);
            let reduced = if steps == 2 {
                let red = (num("reduced_attack")?, num("reduced_defence")?, num("reduced_ma")?);
                if r.get("reduced_defence") == "-" {
                    return Err(r.err("a 2-step type needs its reduced side"));
                }
                red
            } else {
                full
            };
            source(&r)?;
            Ok(UnitType { key: r.key("type")?, class, size: r.text("size")?, steps, full, reduced, airborne: r.get("flags").contains('A'), marine: r.get("flags").contains('M'), parachute: r.get("flags").contains('B') })
        })();
        if let Some(t) = errors.take(row) {
            types.push(t);
        }
    }

    let mut units = vec![];
    for r in rows(files, "units.tsv", UNITS, &mut errors) {
        let row = (|| -> Result<Unit, String> {
            let ty = r.get("type");
            let ty = types.iter().position(|t: &UnitType| t.key == ty).ok_or_else(|| r.err(format!("type '{ty}' is not in unit_types.tsv")))?;
            source(&r)?;
            Ok(Unit {
                key: r.key("unit")?,
                side: side_of(&r, "side")?,
                nation: r.key("nation")?,
                ty,
                name_en: r.text("name_en")?,
                name_ko: r.text("name_ko")?,
                command: r.text("command")?,
                hq: match r.get("hq") {
                    "-" | "" => None,
                    h => Some(h.to_string()),
                },
                territorial: r.flag("territorial")?,
                formation: match r.get("formation") {
                    "-" | "" => None,
                    f => Some(f.to_string()),
                },
                independent: r.get("independent") == "1",
                helicopter: types[ty].class == Class::Transport && r.get("legend") == "helicopter",
                airlift: types[ty].class == Class::Transport && r.get("legend") == "airlift",
                sealift: types[ty].class == Class::Transport && r.get("legend") == "sealift",
            })
        })();
        if let Some(u) = errors.take(row) {
            units.push(u);
        }
    }

    let mut scenarios = vec![];
    for r in rows(files, "scenarios.tsv", SCENARIOS, &mut errors) {
        let row = (|| -> Result<Scenario, String> {
            source(&r)?;
            Ok(Scenario {
                key: r.key("scenario")?,
                year: r.num("year", 1983, 1988)?,
                name_en: r.text("name_en")?,
                name_ko: r.text("name_ko")?,
                turns: r.num("turns", 1, 30)?,
                wp_sp_start: r.num("wp_sp_start", 0, 99)?,
                wp_sp_income: r.num("wp_sp_income", 0, 99)?,
                air_profile: r.key("air_profile")?,
                rows: range(&r, "rows", ROWS)?,
                cols: range(&r, "cols", COLS)?,
                rules: r.list("rules").into_iter().map(String::from).collect(),
                chem: super::chemical::ScenarioChem {
                    start: [r.num("chem_wp", 0, 99)?, r.num("chem_nato", 0, 99)?],
                    income: [r.num("chem_income", 0, 99)?, r.num("chem_nato_income", 0, 99)?],
                    wp_tactical: r.num("chem_wp_tactical", 0, 20)?,
                    wp_operational: r.num("chem_wp_operational", 0, 1)?,
                    nato_artillery: r.num("chem_nato_artillery", 0, 20)?,
                    nato_tactical: r.num("chem_nato_tactical", 0, 20)?,
                },
            })
        })();
        if let Some(s) = errors.take(row) {
            scenarios.push(s);
        }
    }

    let mut setup = vec![];
    for r in rows(files, "setup.tsv", SETUP, &mut errors) {
        let row = (|| -> Result<SetupRow, String> {
            let key = r.get("unit");
            let unit = units.iter().position(|u: &Unit| u.key == key).ok_or_else(|| r.err(format!("unit '{key}' is not in units.tsv")))?;
            let p = r.get("placement");
            let hex = |s: &str| parse_hex(s).ok_or_else(|| r.err(format!("placement '{p}' names no hex of the grid")));
            let placement = if let Some(h) = p.strip_prefix("RS") {
                Placement::Reserve(hex(h)?)
            } else if let Some(h) = p.strip_prefix("RF") {
                Placement::Reforger(hex(h)?)
            } else if let Some(n) = p.strip_prefix('G') {
                Placement::Sector(n.parse().map_err(|_| r.err(format!("placement '{p}': G needs a sector number")))?)
            } else if p == "RR" {
                Placement::Rail
            } else if p == "S" {
                Placement::Sea
            } else if matches!(p, "SRB" | "A") {
                Placement::Rear
            } else if matches!(p, "ah_display" | "tc_display") {
                Placement::Display
            } else {
                Placement::Hex(hex(p)?)
            };
            source(&r)?;
            Ok(SetupRow {
                scenario: r.key("scenario")?,
                year: r.num("year", 1983, 1988)?,
                unit,
                placement,
                turn: r.num("turn", 0, 30)?,
                active: r.num("active", 0, 30)?,
            })
        })();
        if let Some(s) = errors.take(row) {
            setup.push(s);
        }
    }

    let mut victory = vec![];
    for r in rows(files, "victory.tsv", VICTORY, &mut errors) {
        let row = (|| -> Result<Victory, String> {
            let key = r.get("key");
            let row = match r.get("kind") {
                "city" => VictoryRow::City {
                    hex: parse_hex(key).ok_or_else(|| r.err(format!("city '{key}' is not a hex")))?,
                    side: side_of(&r, "side")?,
                    vp: r.num("vp", 0, 99)?,
                },
                "objective" => VictoryRow::Objective {
                    hexes: key.split('-').map(|h| parse_hex(h).ok_or_else(|| r.err(format!("objective '{key}' is not a hex")))).collect::<Result<_, _>>()?,
                    side: side_of(&r, "side")?,
                    vp: r.num("vp", 0, 99)?,
                },
                "level" => VictoryRow::Level { level: r.key("key")?, vp: r.num("vp", -999, 999)? },
                k => return Err(r.err(format!("kind '{k}' is not city, objective or level"))),
            };
            source(&r)?;
            Ok(Victory { scenario: r.key("scenario")?, year: r.num("year", 1983, 1988)?, row })
        })();
        if let Some(v) = errors.take(row) {
            victory.push(v);
        }
    }

    let air = super::air::tables::parse(files, &scenarios, &mut errors);
    let chem = super::chemical::parse_tables(files, &mut errors);
    let nuclear = super::nuclear::parse_table(files, &mut errors);
    errors.0.append(&mut e.0);
    let hexes: Vec<Hex> = hexes.into_iter().flatten().collect();
    if errors.is_empty() && hexes.len() != (ROWS * COLS) as usize {
        errors.push("hexes.tsv: the grid is incomplete".to_string());
    }
    // Every scenario sets up something of both sides, and its turn count fits.
    if errors.is_empty() {
        for s in &scenarios {
            for side in [Side::Wp, Side::Nato] {
                if !setup.iter().any(|r: &SetupRow| r.scenario == s.key && r.year == s.year && units[r.unit].side == side) {
                    errors.push(format!("setup.tsv: scenario {} {} gives the {} no unit", s.key, s.year, side.key()));
                }
            }
        }
    }
    let mut d = NatoData { hexes, sides, nbr: vec![], side_list: vec![], waterway: vec![], north_of_elbe: vec![], tec, crt_columns, crt, counterattack, types, units, scenarios, setup, victory, air, chem, nuclear };
    if errors.is_empty() {
        d.index();
    }
    errors.finish(d)
}

impl NatoData {
    /// Builds the neighbour index from the hexsides (again after a change to `sides`, as test fixtures do).
    pub fn index(&mut self) {
        let n = self.hexes.len();
        self.side_list = vec![];
        self.nbr = vec![vec![]; n];
        for h in 0..n as HexId {
            for m in GRID.neighbours(row_hex(h)).into_iter().filter_map(hex_id) {
                if let Some(side) = self.sides.get(&(h.min(m), h.max(m))) {
                    self.side_list.push(side.clone());
                    self.nbr[h as usize].push((m, self.side_list.len() - 1));
                }
            }
        }
        self.index_waterways();
        self.index_elbe();
    }

    /// [29.7]: the land north of the Elbe: every land hex reached from the BALTAP zone ([2.2.7]) across
    /// land hexsides (a causeway's too) without crossing the Elbe, never entering Czechoslovakia (round the
    /// river's source). The Elbe's hexsides are hexsides.tsv's `elbe`.
    fn index_elbe(&mut self) {
        let n = self.hexes.len();
        let mut north = vec![false; n];
        let mut queue: Vec<usize> = (0..n).filter(|&h| self.hexes[h].zone.as_deref() == Some("baltap") && !self.hexes[h].all_sea).collect();
        for &h in &queue {
            north[h] = true;
        }
        while let Some(h) = queue.pop() {
            for &(m, i) in &self.nbr[h] {
                let (m, side) = (m as usize, &self.side_list[i]);
                let land = side.crossing == Crossing::Land || side.feature.as_deref() == Some("causeway");
                if north[m] || !land || self.hexes[m].all_sea || self.hexes[m].country.as_deref() == Some("cs") || side.river_name.as_deref() == Some("elbe") {
                    continue;
                }
                north[m] = true;
                queue.push(m);
            }
        }
        self.north_of_elbe = north;
    }

    /// [14.2.2]: the rivers of the inland ports' major-river hexsides, and every land hex beside one of them.
    fn index_waterways(&mut self) {
        let n = self.hexes.len();
        let major = |s: &HexSide| s.river == River::Major;
        let rivers: Vec<String> = (0..n)
            .filter(|&h| self.hexes[h].port.is_some() && !self.hexes[h].port_coastal && !self.hexes[h].coastal)
            .flat_map(|h| self.nbr[h].iter().map(|&(_, i)| &self.side_list[i]).filter(|s| major(s)).filter_map(|s| s.river_name.clone()).collect::<Vec<_>>())
            .collect();
        self.waterway = (0..n)
            .map(|h| !self.hexes[h].all_sea && self.nbr[h].iter().any(|&(_, i)| major(&self.side_list[i]) && self.side_list[i].river_name.as_ref().is_some_and(|r| rivers.contains(r))))
            .collect();
    }

    pub fn side(&self, a: HexId, b: HexId) -> Option<&HexSide> {
        self.nbr.get(a as usize)?.iter().find(|(m, _)| *m == b).map(|&(_, i)| &self.side_list[i])
    }
    pub fn tec(&self, key: &str) -> Option<&Tec> {
        self.tec.iter().find(|t| t.key == key)
    }
    pub fn unit(&self, key: &str) -> Option<usize> {
        self.units.iter().position(|u| u.key == key)
    }
    pub fn scenario(&self, key: &str, year: u16) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.key == key && s.year == year)
    }
    /// The six neighbours of a hex that lie on the grid.
    pub fn neighbours(&self, h: HexId) -> impl Iterator<Item = HexId> + '_ {
        self.nbr[h as usize].iter().map(|&(m, _)| m)
    }
    pub fn distance(&self, a: HexId, b: HexId) -> u32 {
        GRID.distance(row_hex(a), row_hex(b))
    }
}

/// What the web bundle embeds (engine/build/pack_strip.rs), checked natively.
#[cfg(test)]
#[path = "../../../build/pack_strip.rs"]
mod pack_strip;

#[cfg(test)]
mod stripped_pack {
    use super::pack_strip;
    use super::*;
    use crate::games::nato::actions::Action;
    use crate::games::nato::game::Nato;
    use crate::Game;
    use std::sync::Arc;

    fn stripped() -> Vec<(&'static str, String)> {
        embedded_files().into_iter().map(|(n, t)| (n, pack_strip::strip_notes(t))).collect()
    }

    fn read(files: &[(&'static str, String)]) -> NatoData {
        let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
        parse(&refs).unwrap_or_else(|e| panic!("the pack does not read:\n{e}"))
    }

    /// Every field of the data, in words (the two maps in key order). Destructured whole, so a field
    /// added to [`NatoData`] must be added here.
    fn fields(d: &NatoData) -> Vec<(&'static str, String)> {
        let NatoData {
            hexes, sides, nbr, side_list, waterway, north_of_elbe, tec, crt_columns, crt, counterattack, types, units, scenarios, setup, victory, air, chem, nuclear,
        } = d;
        let mut sides: Vec<String> = sides.iter().map(|(k, v)| format!("{k:?} {v:?}")).collect();
        sides.sort();
        let counterattack: std::collections::BTreeMap<_, _> = counterattack.iter().collect();
        vec![
            ("hexes", format!("{hexes:?}")),
            ("sides", format!("{sides:?}")),
            ("nbr", format!("{nbr:?}")),
            ("side_list", format!("{side_list:?}")),
            ("waterway", format!("{waterway:?}")),
            ("north_of_elbe", format!("{north_of_elbe:?}")),
            ("tec", format!("{tec:?}")),
            ("crt_columns", format!("{crt_columns:?}")),
            ("crt", format!("{crt:?}")),
            ("counterattack", format!("{counterattack:?}")),
            ("types", format!("{types:?}")),
            ("units", format!("{units:?}")),
            ("scenarios", format!("{scenarios:?}")),
            ("setup", format!("{setup:?}")),
            ("victory", format!("{victory:?}")),
            ("air", format!("{air:?}")),
            ("chem", format!("{chem:?}")),
            ("nuclear", format!("{nuclear:?}")),
        ]
    }

    /// The stripped pack reads as the same game, field for field (the data keeps no row's source), and is
    /// much smaller: the notes are most of the pack.
    #[test]
    fn the_stripped_pack_reads_as_the_same_data() {
        let files = stripped();
        let whole: Vec<(&'static str, String)> = embedded_files().into_iter().map(|(n, t)| (n, t.to_string())).collect();
        for ((field, lean), (_, full)) in fields(&read(&files)).into_iter().zip(fields(&read(&whole))) {
            assert!(lean == full, "{field} differs between the stripped and the whole pack");
        }
        let before: usize = whole.iter().map(|(_, t)| t.len()).sum();
        let after: usize = files.iter().map(|(_, t)| t.len()).sum();
        assert!(after * 3 < before * 2, "stripped {after} of {before} bytes");
        // The rows keep their line numbers: an error in the stripped pack names the line of the whole one.
        for ((name, lean), (_, full)) in files.iter().zip(&whole) {
            assert_eq!(lean.lines().count(), full.lines().count(), "{name}");
        }
    }

    /// The stripped pack plays as the whole one: the same prompts, action by action, in games of each
    /// scenario and year (chemical warfare on, so its tables are read too) that take the prompt's actions
    /// in turn, at least 300 actions a scenario and year. Nuclear warfare stays off: a strike played at
    /// random soon ends the game (its table is compared field by field above).
    #[test]
    fn the_stripped_pack_plays_as_the_same_game() {
        let meta = Nato::meta();
        let lean = Arc::new(crate::games::nato::state::Pack { data: read(&stripped()), name: crate::packs::BUILTIN.into(), hash: BUILTIN_HASH.into() });
        let whole = Nato::builtin_data();
        for scenario in ["baltic_gate", "long_fortnight"] {
            for year in ["1983", "1988"] {
                let mut played = 0;
                for seed in 1..=20 {
                    let mut header = crate::games::registry().header(meta.id, Some(scenario), seed).expect("a header");
                    for (key, value) in [("year", year), ("chemical", "on")] {
                        header.options.insert(key.into(), value.into());
                    }
                    let mut a = Nato::setup(&header, lean.clone()).unwrap();
                    let mut b = Nato::setup(&header, whole.clone()).unwrap();
                    for step in 0..300 {
                        let (pa, pb) = (Nato::prompt(&a), Nato::prompt(&b));
                        assert_eq!((pa.id, &pa.args, &pa.actions), (pb.id, &pb.args, &pb.actions), "{scenario} {year} seed {seed}, action {step}");
                        let (Some(seat), false) = (pa.seat, pa.actions.is_empty()) else { break };
                        // Anything but conceding, which would end the game at once.
                        let choices: Vec<&Action> = pa.actions.iter().filter(|a| **a != Action::Concede).collect();
                        let Some(&action) = choices.get((step * (seed as usize + 6)) % choices.len().max(1)) else { break };
                        let action = action.clone();
                        Nato::apply(&mut a, seat, &action).unwrap();
                        Nato::apply(&mut b, seat, &action).unwrap();
                        played += 1;
                    }
                    assert!(a == b, "{scenario} {year} seed {seed}: the states differ");
                    if played >= 300 {
                        break;
                    }
                }
                assert!(played >= 300, "{scenario} {year}: {played} actions in 20 games");
            }
        }
    }

    /// scripts/post-build.mjs gives a page every `.tsv` of data/ (packs/nato-….json) as the whole pack:
    /// they must be exactly the pack's files, or the page's install would be refused.
    #[test]
    fn the_data_folder_holds_exactly_the_pack_files() {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games/nato/data");
        let mut tables: Vec<String> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".tsv"))
            .collect();
        tables.sort();
        let mut files = FILES.to_vec();
        files.sort();
        assert_eq!(tables, files);
    }

    #[test]
    fn the_builtin_hash_is_the_whole_packs() {
        assert_eq!(BUILTIN_HASH, table::pack_hash(embedded_files()));
        assert_eq!(crate::games::nato::builtin_data().hash, BUILTIN_HASH);
        // The stripped pack is another content: a record names the whole pack, never it.
        let lean = stripped();
        assert_ne!(BUILTIN_HASH, table::pack_hash(lean.iter().map(|(n, t)| (*n, t.as_str()))));
    }

    #[test]
    fn only_the_whole_builtin_pack_is_installed() {
        let mut files: Vec<(String, String)> = embedded_files().into_iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
        let lean: Vec<(String, String)> = stripped().into_iter().map(|(n, t)| (n.to_string(), t)).collect();
        let refused = install_whole_pack(lean).unwrap_err();
        assert!(refused.contains("not this version's"), "{refused}");
        let missing = install_whole_pack(files[1..].to_vec()).unwrap_err();
        assert!(missing.contains("hexes.tsv"), "{missing}");
        // A corrected pack (an owner's) is not the built-in one either: it is imported, not installed.
        let mut corrected = files.clone();
        corrected[2].1.push_str("\n# an owner's note\n");
        assert!(install_whole_pack(corrected).unwrap_err().contains("not this version's"));
        assert!(!has_whole_pack());
        files.reverse();
        assert_eq!(install_whole_pack(files), Ok(()));
        assert!(has_whole_pack());
        assert_eq!(table::pack_hash(embedded_files()), BUILTIN_HASH);
    }
}
