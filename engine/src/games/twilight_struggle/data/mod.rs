//! Twilight Struggle component data pack: the map (countries, links), the 110 cards, the scoring and
//! space race tables and the starting influence.
//!
//! The pack is six tab-separated files next to this module, embedded with `include_str!` and parsed
//! once on first use. Each file has one header line, `#` comment lines, and a `source` column on every
//! row (`seed L<n>` / `public: …` / `reconstructed: …`); provenance is in
//! `docs/games/twilight-struggle-data.md`. An owner of the physical game may replace the pack, so
//! [`parse`] validates everything and returns readable errors (`file line N: …`) instead of panicking.
//!
//! Ids: a [`CountryId`] is the row index in `countries.tsv`; a [`CardId`] is the printed card number
//! (`cards[0]` is a dummy so that `cards[n]` is card `n`).

use std::collections::{HashMap, HashSet};
use std::fmt;
use std::sync::{Arc, OnceLock};

use crate::kit::graph::{BadEdge, EdgeProblem, Graph};
use crate::kit::pack_hash::pack_hash;
use crate::kit::table::{self, Errors, Row};

pub type CountryId = u8; // index in countries.tsv order
pub type CardId = u8; // the card number 1..=110 (index 0 unused)

pub const COUNTRIES_TSV: &str = include_str!("countries.tsv");
pub const ADJACENCY_TSV: &str = include_str!("adjacency.tsv");
pub const CARDS_TSV: &str = include_str!("cards.tsv");
pub const SCORING_TSV: &str = include_str!("scoring.tsv");
pub const SPACE_TSV: &str = include_str!("space.tsv");
pub const SETUP_TSV: &str = include_str!("setup.tsv");

/// Number of country spaces on the map (TS CMP; digest §4.4).
pub const COUNTRY_COUNT: usize = 84;
/// Number of cards in the Deluxe edition (TS CMP L160, L262).
pub const CARD_COUNT: usize = 110;
/// Width and height of the schematic map canvas that `map_x` / `map_y` refer to.
pub const MAP_SIZE: (f32, f32) = (1000.0, 560.0);
/// Where to draw the two superpower spaces on the same canvas (drawn larger than a country box, ~100 x 40).
pub const US_MAP_POS: (f32, f32) = (120.0, 66.0);
pub const USSR_MAP_POS: (f32, f32) = (733.0, 96.0);

/// The embedded pack as (file name, text) pairs, e.g. to let a player download and edit it.
pub fn embedded_files() -> [(&'static str, &'static str); 6] {
    [
        ("countries.tsv", COUNTRIES_TSV),
        ("adjacency.tsv", ADJACENCY_TSV),
        ("cards.tsv", CARDS_TSV),
        ("scoring.tsv", SCORING_TSV),
        ("space.tsv", SPACE_TSV),
        ("setup.tsv", SETUP_TSV),
    ]
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Region {
    Europe,
    Asia,
    MiddleEast,
    Africa,
    CentralAmerica,
    SouthAmerica,
}

impl Region {
    pub const ALL: [Region; 6] = [
        Region::Europe,
        Region::Asia,
        Region::MiddleEast,
        Region::Africa,
        Region::CentralAmerica,
        Region::SouthAmerica,
    ];

    /// The key used in the data files (and by serde).
    pub fn key(self) -> &'static str {
        match self {
            Region::Europe => "europe",
            Region::Asia => "asia",
            Region::MiddleEast => "middle_east",
            Region::Africa => "africa",
            Region::CentralAmerica => "central_america",
            Region::SouthAmerica => "south_america",
        }
    }

    pub fn from_key(key: &str) -> Option<Region> {
        Region::ALL.into_iter().find(|r| r.key() == key)
    }
}

impl fmt::Display for Region {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Side {
    Us,
    Ussr,
    Neutral,
}

impl Side {
    pub fn key(self) -> &'static str {
        match self {
            Side::Us => "us",
            Side::Ussr => "ussr",
            Side::Neutral => "neutral",
        }
    }

    pub fn from_key(key: &str) -> Option<Side> {
        [Side::Us, Side::Ussr, Side::Neutral].into_iter().find(|s| s.key() == key)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Period {
    Early,
    Mid,
    Late,
}

impl Period {
    pub fn key(self) -> &'static str {
        match self {
            Period::Early => "early",
            Period::Mid => "mid",
            Period::Late => "late",
        }
    }

    pub fn from_key(key: &str) -> Option<Period> {
        [Period::Early, Period::Mid, Period::Late].into_iter().find(|p| p.key() == key)
    }
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Country {
    pub id: CountryId,
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub region: Region,
    pub eastern_europe: bool,
    pub western_europe: bool,
    pub southeast_asia: bool,
    pub stability: u8,
    pub battleground: bool,
    /// Neighbouring countries, sorted by id (superpowers are in `adjacent_us` / `adjacent_ussr`), as the
    /// pack's map graph ([`TsData::map`]) joins them.
    pub adjacent: Vec<CountryId>,
    pub adjacent_us: bool,
    pub adjacent_ussr: bool,
    pub map_x: f32,
    pub map_y: f32,
    pub source: String,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct Card {
    pub number: CardId,
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    /// 0 for scoring cards; 4 for the China Card.
    pub ops: u8,
    pub side: Side,
    pub period: Period,
    /// Removed from the game after its event (`*`).
    pub starred: bool,
    pub scoring: bool,
    /// The event leaves a standing effect (underlined title) that sits beside the board until cancelled.
    pub lasting: bool,
    pub war: bool,
    /// Deluxe optional card (#104–110).
    pub optional: bool,
    pub summary_en: String,
    pub summary_ko: String,
    pub source: String,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct RegionScoring {
    pub region: Region,
    pub presence: u8,
    pub domination: u8,
    /// VP for control; 0 for Europe, where control is an automatic victory.
    pub control: u8,
    pub source: String,
}

impl RegionScoring {
    /// Control of this region wins the game outright when it is scored (Europe).
    pub fn control_wins(&self) -> bool {
        self.control == 0
    }
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct SpaceBox {
    pub box_no: u8,
    pub name_en: String,
    pub name_ko: String,
    /// Minimum card ops to try for this box.
    pub ops_needed: u8,
    /// An attempt succeeds on a die roll of 1..=max_roll (0 for the start box).
    pub max_roll: u8,
    pub vp_first: u8,
    pub vp_second: u8,
    /// Key of the special ability (`two_attempts`, `opponent_headlines_first`, `discard_held_card`,
    /// `eight_action_rounds`), or empty.
    pub ability: String,
    pub source: String,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct StartingInfluence {
    pub country: CountryId,
    pub side: Side,
    pub amount: u8,
    pub source: String,
}

/// Influence a side places freely at setup in an area (`eastern_europe` / `western_europe`).
#[derive(Clone, Debug, serde::Serialize)]
pub struct FreeInfluence {
    pub side: Side,
    pub area: String,
    pub amount: u8,
    pub source: String,
}

#[derive(Clone, Debug, serde::Serialize)]
pub struct TsData {
    /// The pack's name (`builtin` for the one Sandtable ships) and content hash (docs/data-packs.md).
    pub name: String,
    pub hash: String,
    pub countries: Vec<Country>,
    /// The map's connections (kit::graph): the countries by id, then the US (space `countries.len()`) and
    /// the USSR (the next one). Each country's `adjacent`, `adjacent_us` and `adjacent_ussr` are read
    /// from it.
    #[serde(skip)]
    pub map: Graph,
    /// Index = card number; `cards[0]` is a dummy.
    pub cards: Vec<Card>,
    /// One row per region, in [`Region::ALL`] order.
    pub scoring: Vec<RegionScoring>,
    /// VP per controlled country for Southeast Asia Scoring (#38).
    pub southeast_asia_vp: Vec<(CountryId, u8)>,
    /// Boxes 0..=8, index = box number.
    pub space: Vec<SpaceBox>,
    /// The fixed (printed) starting influence.
    pub starting: Vec<StartingInfluence>,
    /// The free setup placements (USSR 6 in Eastern Europe, US 7 in Western Europe).
    pub free_setup: Vec<FreeInfluence>,
    /// The map as bit sets (derived from `countries`), for the rules' hot paths.
    #[serde(skip)]
    pub masks: Masks,
}

/// Sets of countries as bits (bit `id`; a pack has [`COUNTRY_COUNT`] countries, fewer than 128).
#[derive(Clone, Debug, Default)]
pub struct Masks {
    /// Each country's neighbours.
    pub adjacent: Vec<u128>,
    /// Countries next to the US / the USSR.
    pub adjacent_us: u128,
    pub adjacent_ussr: u128,
    /// Countries of each region, in [`Region::ALL`] order.
    pub region: [u128; 6],
    pub battleground: u128,
    pub southeast_asia: u128,
}

impl Masks {
    pub fn of(countries: &[Country]) -> Masks {
        let bit = |id: CountryId| 1u128 << id;
        let mut m = Masks { adjacent: vec![0; countries.len()], ..Default::default() };
        for c in countries {
            m.adjacent[c.id as usize] = c.adjacent.iter().fold(0, |a, &n| a | bit(n));
            if c.adjacent_us {
                m.adjacent_us |= bit(c.id);
            }
            if c.adjacent_ussr {
                m.adjacent_ussr |= bit(c.id);
            }
            m.region[c.region as usize] |= bit(c.id);
            if c.battleground {
                m.battleground |= bit(c.id);
            }
            if c.southeast_asia {
                m.southeast_asia |= bit(c.id);
            }
        }
        m
    }
}

impl TsData {
    pub fn country(&self, key: &str) -> Option<CountryId> {
        self.countries.iter().position(|c| c.key == key).map(|i| i as CountryId)
    }

    pub fn card_by_key(&self, key: &str) -> Option<CardId> {
        self.cards.iter().skip(1).find(|c| c.key == key).map(|c| c.number)
    }

    pub fn card(&self, n: CardId) -> &Card {
        &self.cards[n as usize]
    }

    pub fn region_scoring(&self, region: Region) -> &RegionScoring {
        self.scoring.iter().find(|s| s.region == region).expect("every region has a scoring row (checked by parse)")
    }

    /// Countries of a region, in id order (Asia includes Southeast Asia).
    pub fn countries_in(&self, region: Region) -> impl Iterator<Item = &Country> + '_ {
        self.countries.iter().filter(move |c| c.region == region)
    }

    pub fn adjacent(&self, a: CountryId, b: CountryId) -> bool {
        self.map.adjacent(a as u16, b as u16)
    }

    /// Fixed plus free starting influence of a side (USSR 15, US 25).
    pub fn starting_total(&self, side: Side) -> u32 {
        let fixed: u32 = self.starting.iter().filter(|s| s.side == side).map(|s| s.amount as u32).sum();
        let free: u32 = self.free_setup.iter().filter(|s| s.side == side).map(|s| s.amount as u32).sum();
        fixed + free
    }
}

/// The name of the pack Sandtable ships.
pub const BUILTIN: &str = "builtin";

/// The embedded pack, parsed once and shared. Panics only if the shipped pack is invalid, which
/// `tests::embedded_pack_is_valid` guards.
pub fn builtin() -> Arc<TsData> {
    static DATA: OnceLock<Arc<TsData>> = OnceLock::new();
    DATA.get_or_init(|| {
        let files: Vec<(&str, &str)> = embedded_files().to_vec();
        Arc::new(parse_pack(BUILTIN, &files).unwrap_or_else(|e| panic!("the embedded Twilight Struggle data pack is invalid: {e}")))
    })
    .clone()
}

/// The built-in pack. Rule code reads the match's own pack (`State::data`); this is for tools and tests.
pub fn data() -> &'static TsData {
    static DATA: OnceLock<Arc<TsData>> = OnceLock::new();
    DATA.get_or_init(builtin)
}

/// The file names of a pack, in the order they are read.
pub const PACK_FILES: [&str; 6] = ["countries.tsv", "adjacency.tsv", "cards.tsv", "scoring.tsv", "space.tsv", "setup.tsv"];

/// Countries the rules name (events, scoring): a pack must have them.
pub const REQUIRED_COUNTRIES: [&str; 39] = [
    "angola", "argentina", "bulgaria", "canada", "chile", "costarica", "cuba", "czechoslovakia", "egermany", "egypt",
    "france", "gulfstates", "hungary", "india", "iran", "iraq", "israel", "japan", "jordan", "lebanon", "libya",
    "nicaragua", "pakistan", "panama", "poland", "romania", "saudiarabia", "seafricanstates", "southafrica",
    "southkorea", "sudan", "syria", "taiwan", "turkey", "uk", "venezuela", "vietnam", "wgermany", "yugoslavia",
];

/// Reads and validates a whole pack given as (file name, text) pairs — the built-in files, or an owner's
/// corrected folder. Every problem is reported, each with its file and line; files that are not `.tsv`
/// (a README, notes) are ignored.
pub fn parse_pack(name: &str, files: &[(&str, &str)]) -> Result<TsData, Errors> {
    let mut errors = Errors::new();
    for (file, _) in files {
        if file.ends_with(".tsv") && !PACK_FILES.contains(file) {
            errors.push(format!("{file}: not a file of a Twilight Struggle pack (expected {})", PACK_FILES.join(", ")));
        }
    }
    let text = |f: &str| files.iter().find(|(n, _)| *n == f).map(|(_, t)| *t);
    let missing: Vec<&str> = PACK_FILES.iter().copied().filter(|f| text(f).is_none()).collect();
    for f in &missing {
        errors.push(format!("{f}: missing from the pack"));
    }
    if !missing.is_empty() {
        return Err(errors);
    }
    let get = |f: &str| text(f).expect("checked above");
    let mut countries = parse_countries(get("countries.tsv"), &mut errors);
    let mut map = None;
    if let Some(c) = countries.as_mut() {
        map = parse_adjacency(get("adjacency.tsv"), c, &mut errors);
        for key in REQUIRED_COUNTRIES {
            if !c.iter().any(|x| x.key == key) {
                errors.push(format!("countries.tsv: no country '{key}', which the rules name"));
            }
        }
    }
    let cards = parse_cards(get("cards.tsv"), &mut errors);
    let space = parse_space(get("space.tsv"), &mut errors);
    // The files that name countries are checked once countries.tsv reads.
    let (scoring, setup) = match countries.as_ref() {
        Some(known) => (parse_scoring(get("scoring.tsv"), known, &mut errors), parse_setup(get("setup.tsv"), known, &mut errors)),
        None => {
            errors.push("scoring.tsv, setup.tsv: not checked until countries.tsv reads");
            (None, None)
        }
    };
    if !errors.is_empty() {
        return Err(errors);
    }
    let (Some(countries), Some(map), Some(cards), Some((scoring, southeast_asia_vp)), Some(space), Some((starting, free_setup))) =
        (countries, map, cards, scoring, space, setup)
    else {
        return Err(Errors(vec!["the pack could not be read".into()]));
    };
    let hash = pack_hash(PACK_FILES.iter().map(|f| (*f, get(f))));
    let masks = Masks::of(&countries);
    Ok(TsData { name: name.to_string(), hash, countries, map, cards, scoring, southeast_asia_vp, space, starting, free_setup, masks })
}

// ---------------------------------------------------------------------------------------------
// Parsing

/// The rows of a table (kit::table), or `None` with every problem of the file recorded.
fn rows<'a>(file: &'a str, text: &'a str, header: &'a [&'a str], errors: &mut Errors) -> Option<Vec<Row<'a>>> {
    table::read(file, text, header).map_err(|e| errors.0.extend(e.0)).ok()
}

const COUNTRY_HEADER: [&str; 10] =
    ["key", "name_en", "name_ko", "region", "subregions", "stability", "battleground", "map_x", "map_y", "source"];
const ADJACENCY_HEADER: [&str; 3] = ["a", "b", "source"];
const CARD_HEADER: [&str; 15] = [
    "number",
    "key",
    "name_en",
    "name_ko",
    "ops",
    "side",
    "period",
    "starred",
    "scoring",
    "lasting",
    "war",
    "optional",
    "summary_en",
    "summary_ko",
    "source",
];
const SCORING_HEADER: [&str; 5] = ["area", "presence", "domination", "control", "source"];
const SPACE_HEADER: [&str; 9] =
    ["box", "name_en", "name_ko", "ops_needed", "max_roll", "vp_first", "vp_second", "ability", "source"];
const SETUP_HEADER: [&str; 5] = ["kind", "side", "target", "amount", "source"];

/// Parses and validates a whole data pack from its six files (every error, one per line).
pub fn parse(countries: &str, adjacency: &str, cards: &str, scoring: &str, space: &str, setup: &str) -> Result<TsData, String> {
    let texts = [countries, adjacency, cards, scoring, space, setup];
    let files: Vec<(&str, &str)> = PACK_FILES.iter().copied().zip(texts).collect();
    parse_pack("test", &files).map_err(|e| e.to_string())
}

fn parse_countries(text: &str, errors: &mut Errors) -> Option<Vec<Country>> {
    const F: &str = "countries.tsv";
    let mut out: Vec<Country> = Vec::new();
    let mut keys: HashMap<String, usize> = HashMap::new();
    for row in rows(F, text, &COUNTRY_HEADER, errors)? {
        let result = (|| -> Result<(), String> {
            let key = row.ident("key")?;
            if key == "us" || key == "ussr" {
                return Err(row.err(format!("'{key}' is reserved for the superpower spaces")));
            }
            if let Some(first) = keys.insert(key.clone(), row.line) {
                return Err(row.err(format!("duplicate country key '{key}' (first on line {first})")));
            }
            let region =
                Region::from_key(row.get("region")).ok_or_else(|| row.err(format!("unknown region '{}'", row.get("region"))))?;
            let (mut ee, mut we, mut sea) = (false, false, false);
            if row.get("subregions") != "-" {
                for sub in row.get("subregions").split(',').map(str::trim) {
                    let slot = match sub {
                        "eastern_europe" if region == Region::Europe => &mut ee,
                        "western_europe" if region == Region::Europe => &mut we,
                        "southeast_asia" if region == Region::Asia => &mut sea,
                        "eastern_europe" | "western_europe" | "southeast_asia" => {
                            return Err(row.err(format!("subregion '{sub}' does not belong to region '{region}'")))
                        }
                        _ => return Err(row.err(format!("unknown subregion '{sub}'"))),
                    };
                    if *slot {
                        return Err(row.err(format!("subregion '{sub}' listed twice")));
                    }
                    *slot = true;
                }
            }
            if region == Region::Europe && !ee && !we {
                return Err(row.err("a European country must be in eastern_europe and/or western_europe"));
            }
            if out.len() >= u8::MAX as usize {
                return Err(row.err("too many countries"));
            }
            out.push(Country {
                id: out.len() as CountryId,
                key,
                name_en: row.text("name_en")?,
                name_ko: row.text("name_ko")?,
                region,
                eastern_europe: ee,
                western_europe: we,
                southeast_asia: sea,
                stability: row.num("stability", 1, 5)?,
                battleground: row.flag("battleground")?,
                adjacent: Vec::new(),
                adjacent_us: false,
                adjacent_ussr: false,
                map_x: row.num("map_x", 0.0, MAP_SIZE.0)?,
                map_y: row.num("map_y", 0.0, MAP_SIZE.1)?,
                source: row.source()?,
            });
            Ok(())
        })();
        if let Err(e) = result {
            errors.push(e);
        }
    }
    if out.len() != COUNTRY_COUNT {
        errors.push(format!("{F}: {} countries, expected {COUNTRY_COUNT}", out.len()));
        return None;
    }
    for r in Region::ALL {
        if !out.iter().any(|c| c.region == r && c.battleground) {
            errors.push(format!("{F}: region '{r}' has no battleground"));
            return None;
        }
    }
    Some(out)
}

/// Reads the map's connections (TS CMP §1) into the map graph: countries by id, then the US and the USSR
/// spaces. Fills in each country's neighbours and superpower links, and checks that every country can be
/// reached from a superpower (or influence could never get there).
fn parse_adjacency(text: &str, countries: &mut [Country], errors: &mut Errors) -> Option<Graph> {
    const F: &str = "adjacency.tsv";
    let n = countries.len() as u16;
    let (us, ussr) = (n, n + 1);
    let index: HashMap<&str, u16> = countries.iter().map(|c| (c.key.as_str(), c.id as u16)).collect();
    let space = |row: &Row, column: &str| -> Result<u16, String> {
        match row.get(column) {
            "us" => Ok(us),
            "ussr" => Ok(ussr),
            k => index.get(k).copied().ok_or_else(|| row.err(format!("unknown country '{k}'"))),
        }
    };
    let rows = rows(F, text, &ADJACENCY_HEADER, errors)?;
    // Each row has at most one problem; the graph's (a link listed twice) are merged in by line.
    let mut problems: Vec<(usize, String)> = Vec::new();
    let mut edges: Vec<(u16, u16)> = Vec::new();
    let mut edge_rows: Vec<&Row> = Vec::new();
    for row in &rows {
        let link = (|| -> Result<(u16, u16), String> {
            let (a, b) = (space(row, "a")?, space(row, "b")?);
            row.source()?;
            if a == b {
                return Err(row.err(format!("'{}' is linked to itself", row.get("a"))));
            }
            if a >= n && b >= n {
                return Err(row.err("the two superpowers are not linked to each other"));
            }
            Ok((a, b))
        })();
        match link {
            Ok(edge) => {
                edges.push(edge);
                edge_rows.push(row);
            }
            Err(e) => problems.push((row.line, e)),
        }
    }
    let (map, bad) = Graph::from_edges(n as usize + 2, &edges);
    for BadEdge { edge, problem } in bad {
        let row = edge_rows[edge];
        let message = match problem {
            EdgeProblem::Twice { first } => {
                format!("duplicate link {} - {} (first on line {})", row.get("a"), row.get("b"), edge_rows[first].line)
            }
            // Not given: the rows above name spaces of the map and no space linked to itself.
            other => format!("{other:?}"),
        };
        problems.push((row.line, row.err(message)));
    }
    problems.sort_by_key(|&(line, _)| line);
    for (_, e) in problems {
        errors.push(e);
    }
    for c in countries.iter_mut() {
        let id = c.id as u16;
        c.adjacent = map.neighbours(id).iter().filter(|&&x| x < n).map(|&x| x as CountryId).collect();
        c.adjacent_us = map.adjacent(id, us);
        c.adjacent_ussr = map.adjacent(id, ussr);
    }
    let reached = map.reachable(&[us, ussr]);
    let lost: Vec<&str> = countries.iter().filter(|c| !reached[c.id as usize]).map(|c| c.key.as_str()).collect();
    if !lost.is_empty() {
        errors.push(format!("{F}: not reachable from either superpower: {}", lost.join(", ")));
    }
    Some(map)
}

fn parse_cards(text: &str, errors: &mut Errors) -> Option<Vec<Card>> {
    const F: &str = "cards.tsv";
    let mut slots: Vec<Option<Card>> = vec![None; CARD_COUNT + 1];
    let mut lines: Vec<usize> = vec![0; CARD_COUNT + 1];
    let mut keys: HashMap<String, usize> = HashMap::new();
    for row in rows(F, text, &CARD_HEADER, errors)? {
        let result = (|| -> Result<(), String> {
            let number = row.num("number", 1, CARD_COUNT as u8)?;
            if slots[number as usize].is_some() {
                return Err(row.err(format!("duplicate card number {number} (first on line {})", lines[number as usize])));
            }
            let key = row.ident("key")?;
            if let Some(first) = keys.insert(key.clone(), row.line) {
                return Err(row.err(format!("duplicate card key '{key}' (first on line {first})")));
            }
            let ops = row.num("ops", 0, 4)?;
            let side = Side::from_key(row.get("side")).ok_or_else(|| row.err(format!("unknown side '{}'", row.get("side"))))?;
            let period =
                Period::from_key(row.get("period")).ok_or_else(|| row.err(format!("unknown period '{}'", row.get("period"))))?;
            let scoring = row.flag("scoring")?;
            let war = row.flag("war")?;
            if scoring != (ops == 0) {
                return Err(row.err(format!("ops {ops}: scoring cards and only they have 0 ops")));
            }
            if scoring && side != Side::Neutral {
                return Err(row.err("a scoring card belongs to both sides (side 'neutral')"));
            }
            if scoring && war {
                return Err(row.err("a scoring card cannot be a war card"));
            }
            lines[number as usize] = row.line;
            slots[number as usize] = Some(Card {
                number,
                key,
                name_en: row.text("name_en")?,
                name_ko: row.text("name_ko")?,
                ops,
                side,
                period,
                starred: row.flag("starred")?,
                scoring,
                lasting: row.flag("lasting")?,
                war,
                optional: row.flag("optional")?,
                summary_en: row.text("summary_en")?,
                summary_ko: row.text("summary_ko")?,
                source: row.source()?,
            });
            Ok(())
        })();
        if let Err(e) = result {
            errors.push(e);
        }
    }
    let missing: Vec<String> = (1..=CARD_COUNT).filter(|&n| slots[n].is_none()).map(|n| n.to_string()).collect();
    if !missing.is_empty() {
        errors.push(format!("{F}: missing card numbers {} (expected 1..={CARD_COUNT})", missing.join(", ")));
        return None;
    }
    let dummy = Card {
        number: 0,
        key: String::new(),
        name_en: String::new(),
        name_ko: String::new(),
        ops: 0,
        side: Side::Neutral,
        period: Period::Early,
        starred: false,
        scoring: false,
        lasting: false,
        war: false,
        optional: false,
        summary_en: String::new(),
        summary_ko: String::new(),
        source: "reconstructed: index 0 is unused".to_string(),
    };
    slots[0] = Some(dummy);
    Some(slots.into_iter().map(|c| c.expect("all slots filled")).collect())
}

type ScoringTables = (Vec<RegionScoring>, Vec<(CountryId, u8)>);

fn parse_scoring(text: &str, countries: &[Country], errors: &mut Errors) -> Option<ScoringTables> {
    const F: &str = "scoring.tsv";
    let mut regions: Vec<RegionScoring> = Vec::new();
    let mut sea: Vec<(CountryId, u8)> = Vec::new();
    for row in rows(F, text, &SCORING_HEADER, errors)? {
        let result = (|| -> Result<(), String> {
            let area = row.get("area");
            let source = row.source()?;
            if let Some(key) = area.strip_prefix("seasia:") {
                let c =
                    countries.iter().find(|c| c.key == key).ok_or_else(|| row.err(format!("unknown country '{key}'")))?;
                if !c.southeast_asia {
                    return Err(row.err(format!("'{key}' is not in Southeast Asia")));
                }
                if row.get("presence") != "-" || row.get("domination") != "-" {
                    return Err(row.err("a Southeast Asia row has '-' for presence and domination"));
                }
                if sea.iter().any(|&(id, _)| id == c.id) {
                    return Err(row.err(format!("duplicate Southeast Asia row for '{key}'")));
                }
                sea.push((c.id, row.num("control", 1, 20)?));
                return Ok(());
            }
            let region = Region::from_key(area).ok_or_else(|| row.err(format!("unknown region '{area}'")))?;
            if regions.iter().any(|r| r.region == region) {
                return Err(row.err(format!("duplicate row for region '{region}'")));
            }
            let presence = row.num("presence", 0, 20)?;
            let domination = row.num("domination", 0, 20)?;
            let control = if row.get("control") == "win" { 0 } else { row.num("control", 1, 20)? };
            if control != 0 && !(presence <= domination && domination <= control) {
                return Err(row.err("presence <= domination <= control is expected"));
            }
            regions.push(RegionScoring { region, presence, domination, control, source });
            Ok(())
        })();
        if let Err(e) = result {
            errors.push(e);
        }
    }
    for r in Region::ALL {
        if !regions.iter().any(|s| s.region == r) {
            errors.push(format!("{F}: no row for region '{r}'"));
            return None;
        }
    }
    regions.sort_by_key(|r| r.region);
    for c in countries.iter().filter(|c| c.southeast_asia) {
        if !sea.iter().any(|&(id, _)| id == c.id) {
            errors.push(format!("{F}: no 'seasia:{}' row for a Southeast Asian country", c.key));
            return None;
        }
    }
    Some((regions, sea))
}

fn parse_space(text: &str, errors: &mut Errors) -> Option<Vec<SpaceBox>> {
    const F: &str = "space.tsv";
    let mut out: Vec<SpaceBox> = Vec::new();
    for row in rows(F, text, &SPACE_HEADER, errors)? {
        let result = (|| -> Result<(), String> {
            let box_no = row.num("box", 0, 20)?;
            if box_no as usize != out.len() {
                return Err(row.err(format!("box {box_no} out of order: expected box {}", out.len())));
            }
            let ability = match row.get("ability") {
                "-" => String::new(),
                _ => row.ident("ability")?,
            };
            out.push(SpaceBox {
                box_no,
                name_en: row.text("name_en")?,
                name_ko: row.text("name_ko")?,
                ops_needed: row.num("ops_needed", if box_no == 0 { 0 } else { 1 }, 4)?,
                max_roll: row.num("max_roll", if box_no == 0 { 0 } else { 1 }, 6)?,
                vp_first: row.num("vp_first", 0, 20)?,
                vp_second: row.num("vp_second", 0, 20)?,
                ability,
                source: row.source()?,
            });
            Ok(())
        })();
        if let Err(e) = result {
            errors.push(e);
        }
    }
    if out.len() != 9 {
        errors.push(format!("{F}: {} boxes, expected 9 (0..=8)", out.len()));
        return None;
    }
    Some(out)
}

type SetupTables = (Vec<StartingInfluence>, Vec<FreeInfluence>);

fn parse_setup(text: &str, countries: &[Country], errors: &mut Errors) -> Option<SetupTables> {
    const F: &str = "setup.tsv";
    let mut fixed: Vec<StartingInfluence> = Vec::new();
    let mut free: Vec<FreeInfluence> = Vec::new();
    let mut totals: HashMap<&'static str, (u32, usize)> = HashMap::new();
    let mut seen: HashSet<(CountryId, &'static str)> = HashSet::new();
    for row in rows(F, text, &SETUP_HEADER, errors)? {
        let result = (|| -> Result<(), String> {
            let side = match Side::from_key(row.get("side")) {
                Some(s @ (Side::Us | Side::Ussr)) => s,
                _ => return Err(row.err(format!("side must be 'us' or 'ussr', not '{}'", row.get("side")))),
            };
            let amount = row.num("amount", 1, 99)?;
            let source = row.source()?;
            match row.get("kind") {
                "fixed" => {
                    let key = row.get("target");
                    let c = countries
                        .iter()
                        .find(|c| c.key == key)
                        .ok_or_else(|| row.err(format!("unknown country '{key}'")))?;
                    if !seen.insert((c.id, side.key())) {
                        return Err(row.err(format!("duplicate {} starting influence in '{key}'", side.key())));
                    }
                    fixed.push(StartingInfluence { country: c.id, side, amount, source });
                }
                "free" => {
                    let area = row.get("target");
                    let known = matches!(area, "eastern_europe" | "western_europe" | "southeast_asia")
                        || Region::from_key(area).is_some();
                    if !known {
                        return Err(row.err(format!("unknown area '{area}' (a region or subregion key)")));
                    }
                    free.push(FreeInfluence { side, area: area.to_string(), amount, source });
                }
                "total" => {
                    if totals.insert(side.key(), (amount as u32, row.line)).is_some() {
                        return Err(row.err(format!("duplicate total for '{}'", side.key())));
                    }
                }
                k => return Err(row.err(format!("unknown kind '{k}' (fixed, free or total)"))),
            }
            Ok(())
        })();
        if let Err(e) = result {
            errors.push(e);
        }
    }
    for side in [Side::Ussr, Side::Us] {
        let Some(&(total, line)) = totals.get(side.key()) else {
            errors.push(format!("{F}: no 'total' row for '{}'", side.key()));
            return None;
        };
        let sum: u32 = fixed.iter().filter(|s| s.side == side).map(|s| s.amount as u32).sum::<u32>()
            + free.iter().filter(|s| s.side == side).map(|s| s.amount as u32).sum::<u32>();
        if sum != total {
            errors.push(format!(
                "{F} line {line}: {} starting influence adds up to {sum} (fixed + free), but the total is {total}",
                side.key()
            ));
            return None;
        }
    }
    Some((fixed, free))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d() -> &'static TsData {
        data()
    }

    fn id(key: &str) -> CountryId {
        d().country(key).unwrap_or_else(|| panic!("no country '{key}'"))
    }

    fn c(key: &str) -> &'static Country {
        &d().countries[id(key) as usize]
    }

    fn adj(a: &str, b: &str) -> bool {
        d().adjacent(id(a), id(b))
    }

    /// Parses the embedded pack with one file replaced.
    fn parse_with(file: &str, text: &str) -> Result<TsData, String> {
        let mut f = embedded_files().map(|(_, t)| t.to_string());
        let i = embedded_files().iter().position(|(n, _)| *n == file).unwrap();
        f[i] = text.to_string();
        parse(&f[0], &f[1], &f[2], &f[3], &f[4], &f[5])
    }

    #[test]
    fn embedded_pack_is_valid() {
        let r = parse(COUNTRIES_TSV, ADJACENCY_TSV, CARDS_TSV, SCORING_TSV, SPACE_TSV, SETUP_TSV);
        assert!(r.is_ok(), "{}", r.err().unwrap());
    }

    // ---- map ----

    #[test]
    fn country_counts() {
        // Digest §4.4: 84 countries. Per region: Europe 21, Middle East 10, Asia 15 (7 in Southeast Asia),
        // Africa 18, Central America 10, South America 10.
        assert_eq!(d().countries.len(), 84);
        let n = |r: Region| d().countries_in(r).count();
        assert_eq!(
            [
                n(Region::Europe),
                n(Region::MiddleEast),
                n(Region::Asia),
                n(Region::Africa),
                n(Region::CentralAmerica),
                n(Region::SouthAmerica)
            ],
            [21, 10, 15, 18, 10, 10]
        );
        assert_eq!(d().countries.iter().filter(|c| c.southeast_asia).count(), 7);
        let ee = d().countries.iter().filter(|c| c.eastern_europe).count();
        let we = d().countries.iter().filter(|c| c.western_europe).count();
        assert_eq!((ee, we), (9, 14)); // 7 + Austria, Finland; 12 + Austria, Finland
        for (i, c) in d().countries.iter().enumerate() {
            assert_eq!(c.id as usize, i);
        }
    }

    #[test]
    fn battlegrounds_follow_the_public_map() {
        // 29 battlegrounds. The seed's GUIDE L1906 calls Zimbabwe a battleground; the public map (and the
        // guide's own "3:2" count at L1914) say it is not: docs/games/twilight-struggle-data.md D3.
        assert_eq!(d().countries.iter().filter(|c| c.battleground).count(), 29);
        let n = |r: Region| d().countries_in(r).filter(|c| c.battleground).count();
        assert_eq!(
            [
                n(Region::Europe),
                n(Region::MiddleEast),
                n(Region::Asia),
                n(Region::Africa),
                n(Region::CentralAmerica),
                n(Region::SouthAmerica)
            ],
            [5, 6, 6, 5, 3, 4]
        );
        assert!(!c("zimbabwe").battleground);
        assert_eq!(c("zimbabwe").stability, 1);
    }

    #[test]
    fn seed_battleground_facts() {
        // GUIDE L1789: Cuba is one of only 3 battlegrounds in Central America.
        assert!(c("cuba").battleground);
        assert_eq!(d().countries_in(Region::CentralAmerica).filter(|c| c.battleground).count(), 3);
        // GUIDE L1904-L1906: South Africa, Angola, Zaire, Algeria, Nigeria are battlegrounds; Botswana is not.
        for k in ["southafrica", "angola", "zaire", "algeria", "nigeria"] {
            assert!(c(k).battleground, "{k}");
        }
        assert!(!c("botswana").battleground);
        // VIC example L1310-L1334: Guatemala, Haiti and the Dominican Republic are not battlegrounds.
        for k in ["guatemala", "haiti", "dominicanrep"] {
            assert!(!c(k).battleground, "{k}");
        }
    }

    #[test]
    fn seed_stabilities() {
        assert_eq!(c("israel").stability, 4); // CMP §1-7 L252
        assert_eq!(c("turkey").stability, 2); // OPS §1-2 example L694, PA2 L1585
        assert_eq!(c("mexico").stability, 2); // OPS §3 example L841
        assert_eq!(c("nicaragua").stability, 1); // GUIDE L1787
        assert_eq!(c("haiti").stability, 1); // GUIDE L1787
    }

    #[test]
    fn seed_region_facts() {
        // CMP §1-1 L176: Austria and Finland are in both Eastern and Western Europe.
        for k in ["austria", "finland"] {
            assert!(c(k).eastern_europe && c(k).western_europe, "{k}");
        }
        // CMP L186-L188: Canada and Turkey are in Europe; Libya and Egypt in the Middle East.
        assert_eq!(c("canada").region, Region::Europe);
        assert_eq!(c("turkey").region, Region::Europe);
        assert_eq!(c("libya").region, Region::MiddleEast);
        assert_eq!(c("egypt").region, Region::MiddleEast);
        // GUIDE L2863: Turkey is Western Europe.
        assert!(c("turkey").western_europe && !c("turkey").eastern_europe);
        // CMP §1-1 L178, §1-2 L195: Southeast Asia is a subregion of Asia.
        for sea in d().countries.iter().filter(|c| c.southeast_asia) {
            assert_eq!(sea.region, Region::Asia, "{}", sea.key);
        }
        // No European country is outside both halves.
        for e in d().countries_in(Region::Europe) {
            assert!(e.eastern_europe || e.western_europe, "{}", e.key);
        }
    }

    #[test]
    fn seed_adjacency_facts() {
        // VIC example L1318 and GUIDE L1791: Cuba is adjacent to the US.
        assert!(c("cuba").adjacent_us);
        // OPS §1-3 example L716-L722: Panama reaches Costa Rica and Colombia; Costa Rica reaches
        // Nicaragua; Nicaragua is not adjacent to Panama.
        assert!(adj("panama", "costarica"));
        assert!(adj("panama", "colombia"));
        assert!(adj("costarica", "nicaragua"));
        assert!(!adj("nicaragua", "panama"));
        // OPS §2 example L782-L790: North Korea is adjacent to the USSR.
        assert!(c("northkorea").adjacent_ussr);
        // GUIDE L1787: Cuba's neighbours include Nicaragua and Haiti.
        assert!(adj("cuba", "nicaragua") && adj("cuba", "haiti"));
        // GUIDE L1798, L1814: South Africa - Angola, Botswana; Angola - Zaire, Botswana.
        assert!(adj("southafrica", "angola") && adj("southafrica", "botswana"));
        assert!(adj("angola", "zaire") && adj("angola", "botswana"));
        // GUIDE L1823: France - Algeria.
        assert!(adj("france", "algeria"));
        // GUIDE L2859-L2865: Yugoslavia reaches Italy and Greece; Bulgaria reaches Greece, has no Eastern
        // European neighbour and no way to Italy.
        assert!(adj("yugoslavia", "italy") && adj("yugoslavia", "greece"));
        assert!(adj("bulgaria", "greece"));
        assert!(c("bulgaria").adjacent.iter().all(|&n| !d().countries[n as usize].eastern_europe));
        assert!(!adj("bulgaria", "italy"));
        // GUIDE L2868-L2872: Austria gives realignment bonuses against West Germany and Italy.
        assert!(adj("austria", "wgermany") && adj("austria", "italy"));
        // GUIDE L2818: Iran opens Pakistan (and from there India).
        assert!(adj("iran", "pakistan") && adj("pakistan", "india"));
        // GUIDE L2829: Egypt - Libya. GUIDE L2831: Malaysia - Thailand.
        assert!(adj("egypt", "libya"));
        assert!(adj("malaysia", "thailand"));
        // GUIDE L2793 / L2827: Lebanon and Jordan screen Israel.
        assert!(adj("israel", "lebanon") && adj("israel", "jordan"));
        // GUIDE L1939: Colombia leads to Venezuela.
        assert!(adj("colombia", "venezuela"));
    }

    #[test]
    fn superpower_links() {
        let us: Vec<&str> = d().countries.iter().filter(|c| c.adjacent_us).map(|c| c.key.as_str()).collect();
        let ussr: Vec<&str> = d().countries.iter().filter(|c| c.adjacent_ussr).map(|c| c.key.as_str()).collect();
        assert_eq!(us, ["canada", "japan", "mexico", "cuba"]);
        assert_eq!(ussr, ["finland", "poland", "romania", "afghanistan", "northkorea"]);
    }

    #[test]
    fn adjacency_is_symmetric_and_reachable() {
        let mut links = 0;
        for c in &d().countries {
            assert!(!c.adjacent.contains(&c.id), "{} next to itself", c.key);
            assert!(c.adjacent.windows(2).all(|w| w[0] < w[1]), "{}: unsorted or duplicate neighbours", c.key);
            for &n in &c.adjacent {
                assert!(
                    d().countries[n as usize].adjacent.contains(&c.id),
                    "{} - {}",
                    c.key,
                    d().countries[n as usize].key
                );
            }
            links += c.adjacent.len();
            assert!(!c.adjacent.is_empty() || c.adjacent_us || c.adjacent_ussr, "{} is isolated", c.key);
        }
        assert_eq!(links % 2, 0);
        // Reachability from a superpower is checked by the loader; check it again here by flooding.
        let mut seen = vec![false; d().countries.len()];
        let mut stack: Vec<CountryId> =
            d().countries.iter().filter(|c| c.adjacent_us || c.adjacent_ussr).map(|c| c.id).collect();
        while let Some(x) = stack.pop() {
            if std::mem::replace(&mut seen[x as usize], true) {
                continue;
            }
            stack.extend(d().countries[x as usize].adjacent.iter().copied());
        }
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn map_positions_are_spread() {
        let pts: Vec<(&str, f32, f32)> = d()
            .countries
            .iter()
            .map(|c| (c.key.as_str(), c.map_x, c.map_y))
            .chain([("us", US_MAP_POS.0, US_MAP_POS.1), ("ussr", USSR_MAP_POS.0, USSR_MAP_POS.1)])
            .collect();
        for (i, a) in pts.iter().enumerate() {
            assert!(
                a.1 >= 30.0 && a.1 <= MAP_SIZE.0 - 30.0 && a.2 >= 15.0 && a.2 <= MAP_SIZE.1 - 15.0,
                "{} off the canvas",
                a.0
            );
            for b in &pts[i + 1..] {
                let dist = ((a.1 - b.1).powi(2) + (a.2 - b.2).powi(2)).sqrt();
                assert!(dist >= 30.0, "{} and {} are {dist:.0} apart", a.0, b.0);
                // Country boxes (~60 x 30) must not overlap.
                if a.0 != "us" && a.0 != "ussr" && b.0 != "us" && b.0 != "ussr" {
                    assert!((a.1 - b.1).abs() >= 60.0 || (a.2 - b.2).abs() >= 30.0, "{} and {} overlap", a.0, b.0);
                }
            }
        }
    }

    // ---- cards ----

    #[test]
    fn cards_are_numbered_1_to_110() {
        assert_eq!(d().cards.len(), 111);
        for n in 1..=110u8 {
            assert_eq!(d().card(n).number, n);
        }
        let keys: HashSet<&str> = d().cards.iter().skip(1).map(|c| c.key.as_str()).collect();
        assert_eq!(keys.len(), 110);
        assert_eq!(d().card_by_key("nato"), Some(21));
        assert_eq!(d().card_by_key("china_card"), Some(6));
        assert_eq!(d().card_by_key(""), None);
    }

    #[test]
    fn period_counts() {
        // 39 Early (China Card and #103-106 included), 48 Mid (#107-108 included), 23 Late (#109-110).
        let n = |p: Period| d().cards.iter().skip(1).filter(|c| c.period == p).count();
        assert_eq!([n(Period::Early), n(Period::Mid), n(Period::Late)], [39, 48, 23]);
        let opt: Vec<u8> = d().cards.iter().filter(|c| c.optional).map(|c| c.number).collect();
        assert_eq!(opt, (104..=110).collect::<Vec<u8>>());
    }

    #[test]
    fn early_war_four_op_cards() {
        // GUIDE L2494 "초기냉전 4OP카드는 5장뿐": exactly five Early War 4-op cards in the deck. The China
        // Card (also 4 ops, Early War) is not one of them: it is never dealt or drawn (CHN §1, L1206).
        let four: Vec<&str> = d()
            .cards
            .iter()
            .filter(|c| c.period == Period::Early && c.ops == 4 && c.number != 6)
            .map(|c| c.key.as_str())
            .collect();
        assert_eq!(four, ["nato", "marshall_plan", "us_japan_pact", "red_scare_purge", "nuclear_test_ban"]);
    }

    #[test]
    fn china_card() {
        let ch = d().card(6);
        assert_eq!((ch.key.as_str(), ch.ops, ch.side, ch.period), ("china_card", 4, Side::Neutral, Period::Early));
        assert!(!ch.starred && !ch.scoring && !ch.optional);
    }

    #[test]
    fn scoring_and_war_cards() {
        let scoring: Vec<u8> = d().cards.iter().filter(|c| c.scoring).map(|c| c.number).collect();
        assert_eq!(scoring, [1, 2, 3, 37, 38, 79, 81]);
        // EVT §2 L970: Southeast Asia Scoring is the only starred scoring card.
        let starred: Vec<&str> = d().cards.iter().filter(|c| c.scoring && c.starred).map(|c| c.key.as_str()).collect();
        assert_eq!(starred, ["southeast_asia_scoring"]);
        // EVT §6 L1064-L1068: five war cards.
        let wars: Vec<&str> = d().cards.iter().filter(|c| c.war).map(|c| c.key.as_str()).collect();
        assert_eq!(wars, ["korean_war", "arab_israeli_war", "indo_pakistani_war", "brush_war", "iran_iraq_war"]);
    }

    #[test]
    fn seed_card_facts() {
        let k = |key: &str| d().card(d().card_by_key(key).unwrap_or_else(|| panic!("no card '{key}'")));
        // PLAY example 1 L581-L589: NATO is a starred 4-op US event.
        assert!(k("nato").starred && k("nato").ops == 4 && k("nato").side == Side::Us);
        // PLAY example 2 L592-L600: Arab-Israeli War is a 2-op USSR card, not starred.
        let aiw = k("arab_israeli_war");
        assert!(aiw.ops == 2 && aiw.side == Side::Ussr && !aiw.starred);
        // PLAY example 3 L603-L609: Alliance for Progress is a starred US event.
        assert!(k("alliance_for_progress").starred && k("alliance_for_progress").side == Side::Us);
        // EVT §3 L977: Flower Power is underlined (lasting).
        assert!(k("flower_power").lasting);
        // EVT §4 L995: Vietnam Revolts is the USSR's; L991 / L1027: either side plays Red Scare/Purge.
        assert_eq!(k("vietnam_revolts").side, Side::Ussr);
        assert_eq!(k("red_scare_purge").side, Side::Neutral);
        // EVT §4-2 example 3 L1041-L1043: CIA Created is 1 op.
        assert_eq!(k("cia_created").ops, 1);
        // GUIDE L2632-L2712 (DEFCON lists): period, side and ops.
        for (key, p, s, ops) in [
            ("duck_and_cover", Period::Early, Side::Us, 3),
            ("we_will_bury_you", Period::Mid, Side::Ussr, 4),
            ("kal_007", Period::Late, Side::Us, 4),
            ("cia_created", Period::Early, Side::Us, 1),
            ("lone_gunman", Period::Mid, Side::Ussr, 1),
            ("grain_sales", Period::Mid, Side::Us, 2),
            ("tear_down_this_wall", Period::Late, Side::Us, 3),
            ("five_year_plan", Period::Early, Side::Us, 3),
            ("missile_envy", Period::Mid, Side::Neutral, 2),
            ("ortega", Period::Late, Side::Ussr, 2),
            ("star_wars", Period::Late, Side::Us, 2),
            ("olympic_games", Period::Early, Side::Neutral, 2),
            ("summit", Period::Mid, Side::Neutral, 1),
        ] {
            let c = k(key);
            assert_eq!((c.period, c.side, c.ops), (p, s, ops), "{key}");
        }
        // GUIDE L2412-L2414: Voice of America comes back, John Paul II is removed.
        assert!(!k("voice_of_america").starred && k("john_paul_ii").starred);
        // GUIDE L2566-L2581: recurring cards.
        for key in [
            "death_squads",
            "liberation_theology",
            "duck_and_cover",
            "abm_treaty",
            "brush_war",
            "junta",
            "red_scare_purge",
        ] {
            assert!(!k(key).starred, "{key}");
        }
    }

    #[test]
    fn summaries_are_filled_in() {
        for c in d().cards.iter().skip(1) {
            assert!(c.summary_en.len() > 10 && c.summary_ko.len() > 10, "#{}", c.number);
            assert!(!c.name_ko.is_empty());
        }
    }

    // ---- tables ----

    #[test]
    fn region_scoring_table() {
        let v = |r: Region| {
            let s = d().region_scoring(r);
            (s.presence, s.domination, s.control)
        };
        assert_eq!(v(Region::Europe), (3, 7, 0));
        assert!(d().region_scoring(Region::Europe).control_wins());
        assert_eq!(v(Region::Asia), (3, 7, 9));
        assert_eq!(v(Region::MiddleEast), (3, 5, 7));
        assert_eq!(v(Region::Africa), (1, 4, 6));
        // VIC example L1314 / L1322: Central America domination 3, presence 1.
        assert_eq!(v(Region::CentralAmerica), (1, 3, 5));
        assert_eq!(v(Region::SouthAmerica), (2, 5, 6));
        let sea: HashMap<&str, u8> =
            d().southeast_asia_vp.iter().map(|&(c, vp)| (d().countries[c as usize].key.as_str(), vp)).collect();
        assert_eq!(sea.len(), 7);
        assert_eq!(sea["thailand"], 2);
        assert_eq!(sea.values().map(|&v| v as u32).sum::<u32>(), 8);
    }

    #[test]
    fn space_race_table() {
        let s = &d().space;
        assert_eq!(s.len(), 9);
        // PA2 L1661-L1667: boxes 1-4 need 2 ops, 5-7 need 3, 8 needs 4.
        let ops: Vec<u8> = s.iter().map(|b| b.ops_needed).collect();
        assert_eq!(ops, [0, 2, 2, 2, 2, 3, 3, 3, 4]);
        // OPS §4-3 L890: Lunar Orbit 3/1; L892: five boxes show split VP.
        assert_eq!((s[5].name_en.as_str(), s[5].vp_first, s[5].vp_second), ("Lunar Orbit", 3, 1));
        assert_eq!(s.iter().filter(|b| b.vp_first > 0).count(), 5);
        // OPS §4-4 L907-L923: abilities on boxes 2, 4, 6, 8.
        let abilities: Vec<u8> = s.iter().filter(|b| !b.ability.is_empty()).map(|b| b.box_no).collect();
        assert_eq!(abilities, [2, 4, 6, 8]);
        let rolls: Vec<u8> = s.iter().map(|b| b.max_roll).collect();
        assert_eq!(rolls, [0, 3, 4, 3, 4, 3, 4, 3, 2]);
    }

    #[test]
    fn starting_influence() {
        let fixed = |side: Side| d().starting.iter().filter(|s| s.side == side).map(|s| s.amount as u32).sum::<u32>();
        assert_eq!((fixed(Side::Ussr), fixed(Side::Us)), (9, 18));
        // SET 2-3 L321, L327: 15 and 25 with the free 6 and 7 (GUIDE L2853).
        assert_eq!((d().starting_total(Side::Ussr), d().starting_total(Side::Us)), (15, 25));
        let at = |key: &str, side: Side| {
            d().starting.iter().find(|s| s.country == id(key) && s.side == side).map(|s| s.amount)
        };
        assert_eq!(at("northkorea", Side::Ussr), Some(3)); // OPS §2 example L784
        assert_eq!(at("egermany", Side::Ussr), Some(3));
        assert_eq!(at("uk", Side::Us), Some(5));
        assert_eq!(at("panama", Side::Us), Some(1)); // OPS §1-3 example L716
        assert_eq!(at("southkorea", Side::Us), Some(1)); // OPS §1-3 example L716
        let free: Vec<(Side, &str, u8)> = d().free_setup.iter().map(|f| (f.side, f.area.as_str(), f.amount)).collect();
        assert_eq!(free, [(Side::Ussr, "eastern_europe", 6), (Side::Us, "western_europe", 7)]);
    }

    #[test]
    fn every_row_has_a_source() {
        for c in &d().countries {
            assert!(!c.source.is_empty());
        }
        for c in d().cards.iter().skip(1) {
            assert!(
                c.source.starts_with("seed L")
                    || c.source.starts_with("public:")
                    || c.source.starts_with("reconstructed:")
            );
        }
    }

    // ---- a corrupted pack is rejected with a readable message ----

    #[test]
    fn unknown_country_in_adjacency() {
        let bad = format!("{ADJACENCY_TSV}atlantis\tcuba\tpublic: nope\n");
        let e = parse_with("adjacency.tsv", &bad).unwrap_err();
        let line = ADJACENCY_TSV.lines().count() + 1;
        assert_eq!(e, format!("adjacency.tsv line {line}: unknown country 'atlantis'"));
    }

    #[test]
    fn duplicate_link() {
        let bad = format!("{ADJACENCY_TSV}cuba\tus\tpublic: again\n");
        let e = parse_with("adjacency.tsv", &bad).unwrap_err();
        assert!(e.contains("duplicate link cuba - us"), "{e}");
    }

    #[test]
    fn card_with_ops_9() {
        let bad = CARDS_TSV.replacen("\tnato\tNATO\t북대서양조약기구\t4\t", "\tnato\tNATO\t북대서양조약기구\t9\t", 1);
        assert_ne!(bad, CARDS_TSV);
        let line = CARDS_TSV.lines().position(|l| l.starts_with("21\t")).unwrap() + 1;
        let e = parse_with("cards.tsv", &bad).unwrap_err();
        assert_eq!(e.lines().next().unwrap(), format!("cards.tsv line {line}: ops 9 is out of range 0..=4"));
    }

    #[test]
    fn duplicate_and_missing_cards() {
        let bad = CARDS_TSV.replacen("\n22\tindependent_reds", "\n21\tindependent_reds", 1);
        let e = parse_with("cards.tsv", &bad).unwrap_err();
        assert!(e.contains("duplicate card number 21"), "{e}");
        let last = CARDS_TSV.lines().position(|l| l.starts_with("110\t")).unwrap();
        let cut: String =
            CARDS_TSV.lines().enumerate().filter(|(i, _)| *i != last).map(|(_, l)| format!("{l}\n")).collect();
        let e = parse_with("cards.tsv", &cut).unwrap_err();
        assert_eq!(e, "cards.tsv: missing card numbers 110 (expected 1..=110)");
    }

    #[test]
    fn bad_country_rows() {
        let dup = format!("{COUNTRIES_TSV}cuba\tCuba\t쿠바\tcentral_america\t-\t3\t1\t10\t10\tpublic: twice\n");
        assert!(parse_with("countries.tsv", &dup).unwrap_err().contains("duplicate country key 'cuba'"));
        let stab = COUNTRIES_TSV.replacen("\tmiddle_east\t-\t4\t1\t", "\tmiddle_east\t-\tfour\t1\t", 1);
        assert!(parse_with("countries.tsv", &stab).unwrap_err().contains("stability 'four' is not a number"));
        let region = COUNTRIES_TSV.replacen("\tcentral_america\t", "\tcaribbean\t", 1);
        assert!(parse_with("countries.tsv", &region).unwrap_err().contains("unknown region 'caribbean'"));
        let fewer: String =
            COUNTRIES_TSV.lines().filter(|l| !l.starts_with("dominicanrep\t")).map(|l| format!("{l}\n")).collect();
        let e = parse_with("countries.tsv", &fewer).unwrap_err();
        // Its links now name an unknown country, but the count is checked first.
        assert_eq!(e.lines().next().unwrap(), "countries.tsv: 83 countries, expected 84");
        let nosrc = COUNTRIES_TSV.replacen("seed L2167 (named); public: stability 5", "the UK", 1);
        assert!(parse_with("countries.tsv", &nosrc).unwrap_err().contains("source 'the UK' must start with"));
    }

    #[test]
    fn unreachable_country() {
        let cut: String =
            ADJACENCY_TSV.lines().filter(|l| !l.starts_with("haiti\tdominicanrep")).map(|l| format!("{l}\n")).collect();
        let e = parse_with("adjacency.tsv", &cut).unwrap_err();
        assert_eq!(e, "adjacency.tsv: not reachable from either superpower: dominicanrep");
    }

    #[test]
    fn setup_totals_must_add_up() {
        let bad = SETUP_TSV.replacen("fixed\tus\tuk\t5", "fixed\tus\tuk\t4", 1);
        let e = parse_with("setup.tsv", &bad).unwrap_err();
        assert!(e.contains("us starting influence adds up to 24 (fixed + free), but the total is 25"), "{e}");
        assert!(e.starts_with("setup.tsv line "), "{e}");
    }

    #[test]
    fn wrong_column_count_and_header() {
        let bad = SPACE_TSV.replacen("\tLunar Orbit\t", "\tLunar Orbit\t\t", 1);
        assert!(parse_with("space.tsv", &bad).unwrap_err().contains("10 columns, expected 9"));
        let hdr = SCORING_TSV.replacen("area\tpresence", "region\tpresence", 1);
        assert!(parse_with("scoring.tsv", &hdr).unwrap_err().contains("header must be"));
    }
}
