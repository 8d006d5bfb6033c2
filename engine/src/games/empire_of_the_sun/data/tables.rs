//! Rule tables (combat, modifiers, terrain, War in Europe, tracks, hand sizes, constants, Political Will,
//! victory, national status) and the scenario tables (scenarios, start markers, control markers).

use super::map::{Map, Terrain};
use super::units::{SetupList, Side};
use super::{hex_cell, rows, RowCheck};
use crate::kit::hex::Hex;
use crate::kit::table::Errors;
use std::collections::BTreeMap;

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct CrtRow {
    /// `air_naval` or `ground`.
    pub table: String,
    pub roll_min: i32,
    pub roll_max: i32,
    pub num: u8,
    pub den: u8,
    /// An unmodified roll on this row is a critical hit (9.2F6).
    pub critical: bool,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Modifier {
    pub table: String,
    pub modifier: String,
    pub side: String,
    pub value: i32,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct TerrainEffect {
    pub terrain: Terrain,
    pub move_cost: u8,
    pub ground_drm: i32,
    pub amphibious: bool,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct WieLevel {
    pub level: u8,
    pub min: i32,
    pub max: i32,
    pub delayed: bool,
    /// Sent to Europe on a roll of 0..=europe_max (`None`: no roll).
    pub europe_max: Option<u8>,
    pub asp_growth: bool,
    pub card_loss: u8,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct TrackBox {
    pub track: String,
    pub index: u8,
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub value: i32,
    pub source: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum HandRule {
    Fixed,
    /// One card per two Japanese-controlled resource hexes, rounded up (`cards` is the minimum).
    Resources,
    Special,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct HandSize {
    pub side: Side,
    pub turn_min: u8,
    pub turn_max: u8,
    pub rule: HandRule,
    pub cards: u8,
    pub passes: u8,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct PwEvent {
    pub event: String,
    pub amount: i32,
    /// `game`, `turn` or `-`.
    pub once: String,
    pub regain: bool,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct VictoryRow {
    pub schedule: String,
    pub code: String,
    pub condition: String,
    pub vp: i32,
    /// `-`, `box` or `hex`.
    pub per: String,
    pub text_en: String,
    pub source: String,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct NationStatus {
    pub nation: String,
    pub surrender_hexes: Vec<Hex>,
    pub rule: String,
    pub source: String,
}

/// One step of the attrition procedure (6.24). Conditions: `Some(true)` must hold, `Some(false)` must not,
/// `None` is not checked.
#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct AttritionStep {
    pub step: u8,
    /// `reduced` (reduced or one-step units) or `full`.
    pub units: String,
    pub out_of_supply: Option<bool>,
    pub emergency: Option<bool>,
    pub hq_range: Option<bool>,
    /// `eliminated` or `reduced`.
    pub result: String,
    pub source: String,
}

#[derive(Clone, Debug, Default, PartialEq, serde::Serialize)]
pub struct Tables {
    pub attrition: Vec<AttritionStep>,
    pub crt: Vec<CrtRow>,
    pub modifiers: Vec<Modifier>,
    pub terrain: Vec<TerrainEffect>,
    pub wie: Vec<WieLevel>,
    pub tracks: Vec<TrackBox>,
    pub hand_size: Vec<HandSize>,
    pub constants: BTreeMap<String, i32>,
    pub political_will: Vec<PwEvent>,
    pub victory: Vec<VictoryRow>,
    pub national_status: Vec<NationStatus>,
}

impl Tables {
    /// A constant by key (panics on an unknown key: validation guarantees the required ones).
    pub fn constant(&self, key: &str) -> i32 {
        *self.constants.get(key).unwrap_or_else(|| panic!("constant '{key}' missing"))
    }

    /// The effectiveness multiplier (num, den, critical row) of a modified roll on a combat table.
    pub fn crt(&self, table: &str, roll: i32) -> Option<(u8, u8, bool)> {
        self.crt.iter().find(|r| r.table == table && r.roll_min <= roll && roll <= r.roll_max).map(|r| (r.num, r.den, r.critical))
    }

    /// Hits from a total attack strength and a modified roll, fractions rounded up (1.3).
    pub fn hits(&self, table: &str, strength: u32, roll: i32) -> Option<u32> {
        let (n, d, _) = self.crt(table, roll)?;
        Some((strength * n as u32).div_ceil(d as u32))
    }

    pub fn modifier(&self, table: &str, key: &str) -> Option<i32> {
        self.modifiers.iter().find(|m| m.table == table && m.modifier == key).map(|m| m.value)
    }

    pub fn terrain(&self, t: Terrain) -> Option<&TerrainEffect> {
        self.terrain.iter().find(|x| x.terrain == t)
    }

    pub fn wie_level(&self, value: i32) -> Option<&WieLevel> {
        self.wie.iter().find(|w| w.min <= value && value <= w.max)
    }

    pub fn track(&self, track: &str) -> Vec<&TrackBox> {
        let mut v: Vec<&TrackBox> = self.tracks.iter().filter(|t| t.track == track).collect();
        crate::kit::sort::sort_by_key(&mut v, |t| t.index);
        v
    }

    pub fn hand(&self, side: Side, turn: u8) -> Option<&HandSize> {
        self.hand_size.iter().find(|h| h.side == side && h.turn_min <= turn && turn <= h.turn_max)
    }

    pub fn victory(&self, schedule: &str) -> Vec<&VictoryRow> {
        self.victory.iter().filter(|v| v.schedule == schedule).collect()
    }
}

/// Constants the rules need: the pack is incomplete without them.
pub const REQUIRED_CONSTANTS: [&str; 45] = [
    "zoi_radius",
    "stack_air_ground",
    "stack_naval_same_type",
    "stack_hq",
    "overland_supply_mp",
    "emergency_naval_range",
    "move_ground",
    "move_naval",
    "hand_minimum",
    "reaction_events_max",
    "event_draws_max",
    "japan_asp_minimum",
    "allied_asp_growth",
    "asp_division",
    "asp_per_step",
    "asp_per_step_korean",
    "asp_reaction_max",
    "allied_ground_rp",
    "allied_air_rp",
    "b29_range_tokyo",
    "b29_safe_airfield",
    "china_intrinsic_per_divisions",
    "pw_operation_z",
    "sp_cards_per_turn",
    "allied_passes_max",
    "japan_passes_at_5_or_less",
    "japan_passes_at_6",
    "china_intrinsic_attack",
    "china_intrinsic_defence",
    "home_intrinsic_attack",
    "home_intrinsic_defence",
    "bombing_full_max_success",
    "bombing_reduced_max_success",
    "europe_away_turns",
    "japan_blockade_turns",
    "victory_allied_decisive_max",
    "victory_allied_tactical_max",
    "victory_japan_tactical_max",
    "sp_ground_rp",
    "sp_allied_air_rp",
    "sp_allied_naval_rp",
    "japan_ground_rp_max",
    "us_naval_rp_oahu",
    "cw_naval_rp",
    "china_rp_odd_turns",
];

pub(crate) fn parse_tables(texts: &BTreeMap<&str, &str>, e: &mut Errors) -> Tables {
    let mut t = Tables::default();
    let f = "crt.tsv";
    for r in rows(f, texts[f], &["table", "roll_min", "roll_max", "num", "den", "critical", "source"], e) {
        let mut c = RowCheck::new(e);
        let table = c.v(r.one_of("table", &[("air_naval", "air_naval"), ("ground", "ground")]));
        let lo = c.v(r.num::<i32>("roll_min", -99, 99));
        let hi = c.v(r.num::<i32>("roll_max", -99, 99));
        let num = c.v(r.num::<u8>("num", 1, 9));
        let den = c.v(r.num::<u8>("den", 1, 9));
        let crit = c.v(r.flag("critical"));
        let s = c.v(r.source());
        if c.ok {
            t.crt.push(CrtRow {
                table: table.unwrap().to_string(),
                roll_min: lo.unwrap(),
                roll_max: hi.unwrap(),
                num: num.unwrap(),
                den: den.unwrap(),
                critical: crit.unwrap(),
                source: s.unwrap(),
            });
        }
    }
    if !texts[f].is_empty() {
        for table in ["air_naval", "ground"] {
            let mut rs: Vec<&CrtRow> = t.crt.iter().filter(|r| r.table == table).collect();
            crate::kit::sort::sort_by_key(&mut rs, |r| r.roll_min);
            let mut next = -99;
            for r in &rs {
                if r.roll_min != next || r.roll_max < r.roll_min {
                    e.push(format!("{f}: table {table} rows must cover -99..99 without gaps or overlaps (at roll {next})"));
                    break;
                }
                next = r.roll_max + 1;
            }
            if next != 100 {
                e.push(format!("{f}: table {table} does not cover every modified roll up to 99"));
            }
        }
    }

    let f = "modifiers.tsv";
    for r in rows(f, texts[f], &["table", "modifier", "side", "value", "source"], e) {
        let mut c = RowCheck::new(e);
        let table = c.v(r.one_of(
            "table",
            &[("air_naval", 0), ("ground", 0), ("submarine", 0), ("bombing", 0), ("europe", 0), ("intelligence", 0), ("china", 0)],
        ));
        let key = c.v(r.key("modifier"));
        let side = c.v(r.one_of("side", &[("offensive", 0), ("reaction", 0), ("allied", 0), ("japanese", 0)]));
        let value = c.v(r.num::<i32>("value", -9, 9));
        let s = c.v(r.source());
        if c.ok {
            let _ = (table, side);
            t.modifiers.push(Modifier {
                table: r.get("table").into(),
                modifier: key.unwrap(),
                side: r.get("side").into(),
                value: value.unwrap(),
                source: s.unwrap(),
            });
        }
    }
    if !texts[f].is_empty() {
        for (tb, k) in [
            ("air_naval", "surprise_attack"),
            ("air_naval", "ambush"),
            ("ground", "shore_bombardment"),
            ("ground", "air_superiority"),
            ("ground", "defender_before_landing"),
            ("submarine", "torpedo_defects_1942"),
            ("submarine", "escort_event"),
            ("bombing", "high_altitude_interceptors"),
            ("europe", "inter_service_rivalry"),
        ] {
            if t.modifier(tb, k).is_none() {
                e.push(format!("{f}: modifier {tb}/{k} is missing"));
            }
        }
    }

    let f = "terrain_effects.tsv";
    let terrains = [
        ("open", Terrain::Open),
        ("jungle", Terrain::Jungle),
        ("mixed", Terrain::Mixed),
        ("mountain", Terrain::Mountain),
        ("atoll", Terrain::Atoll),
    ];
    for r in rows(f, texts[f], &["terrain", "move_cost", "ground_drm", "amphibious", "source"], e) {
        let mut c = RowCheck::new(e);
        let terrain = c.v(r.one_of("terrain", &terrains));
        let mc = c.v(r.num::<u8>("move_cost", 1, 9));
        let drm = c.v(r.num::<i32>("ground_drm", -9, 9));
        let am = c.v(r.flag("amphibious"));
        let s = c.v(r.source());
        if c.ok {
            t.terrain.push(TerrainEffect {
                terrain: terrain.unwrap(),
                move_cost: mc.unwrap(),
                ground_drm: drm.unwrap(),
                amphibious: am.unwrap(),
                source: s.unwrap(),
            });
        }
    }
    if !texts[f].is_empty() {
        for (k, te) in terrains {
            if t.terrain(te).is_none() {
                e.push(format!("{f}: terrain '{k}' is missing"));
            }
        }
    }

    let f = "wie.tsv";
    for r in rows(f, texts[f], &["level", "min", "max", "delayed", "europe_max", "asp_growth", "card_loss", "source"], e) {
        let mut c = RowCheck::new(e);
        let level = c.v(r.num::<u8>("level", 0, 4));
        let min = c.v(r.num::<i32>("min", -7, 3));
        let max = c.v(r.num::<i32>("max", -7, 3));
        let delayed = c.v(r.flag("delayed"));
        let em = c.v(r.num::<i32>("europe_max", -1, 9));
        let ag = c.v(r.flag("asp_growth"));
        let cl = c.v(r.num::<u8>("card_loss", 0, 3));
        let s = c.v(r.source());
        if c.ok {
            let em = em.unwrap();
            t.wie.push(WieLevel {
                level: level.unwrap(),
                min: min.unwrap(),
                max: max.unwrap(),
                delayed: delayed.unwrap(),
                europe_max: if em < 0 { None } else { Some(em as u8) },
                asp_growth: ag.unwrap(),
                card_loss: cl.unwrap(),
                source: s.unwrap(),
            });
        }
    }
    if !texts[f].is_empty() {
        for v in -7..=3 {
            if t.wie.iter().filter(|w| w.min <= v && v <= w.max).count() != 1 {
                e.push(format!("{f}: War in Europe value {v} must fall in exactly one level"));
            }
        }
    }

    let f = "tracks.tsv";
    for r in rows(f, texts[f], &["track", "index", "box", "name_en", "name_ko", "value", "source"], e) {
        let mut c = RowCheck::new(e);
        let track = c.v(r.one_of(
            "track",
            &[("china", 0), ("burma_road", 0), ("india", 0), ("political_will", 0), ("china_divisions", 0), ("war_in_europe", 0)],
        ));
        let index = c.v(r.num::<u8>("index", 0, 20));
        let key = c.v(r.key("box"));
        let en = c.v(r.text("name_en"));
        let ko = c.v(r.text("name_ko"));
        let value = c.v(r.num::<i32>("value", -20, 40));
        let s = c.v(r.source());
        if c.ok {
            let _ = track;
            t.tracks.push(TrackBox {
                track: r.get("track").into(),
                index: index.unwrap(),
                key: key.unwrap(),
                name_en: en.unwrap(),
                name_ko: ko.unwrap(),
                value: value.unwrap(),
                source: s.unwrap(),
            });
        }
    }
    if !texts[f].is_empty() {
        for (tr, n) in [("china", 5), ("burma_road", 3), ("india", 5)] {
            let idx: Vec<u8> = t.track(tr).iter().map(|b| b.index).collect();
            if idx != (0..n).collect::<Vec<u8>>() {
                e.push(format!("{f}: track {tr} needs boxes 0-{}", n - 1));
            }
        }
    }

    let f = "hand_size.tsv";
    for r in rows(f, texts[f], &["side", "turn_min", "turn_max", "rule", "cards", "passes", "source"], e) {
        let mut c = RowCheck::new(e);
        let side = c.v(r.one_of("side", &[("allied", Side::Allied), ("japanese", Side::Japanese)]));
        let lo = c.v(r.num::<u8>("turn_min", 1, 12));
        let hi = c.v(r.num::<u8>("turn_max", 1, 12));
        let rule = c.v(r.one_of("rule", &[("fixed", HandRule::Fixed), ("resources", HandRule::Resources), ("special", HandRule::Special)]));
        let cards = c.v(r.num::<u8>("cards", 0, 9));
        let passes = c.v(r.num::<u8>("passes", 0, 2));
        let s = c.v(r.source());
        if c.ok {
            t.hand_size.push(HandSize {
                side: side.unwrap(),
                turn_min: lo.unwrap(),
                turn_max: hi.unwrap(),
                rule: rule.unwrap(),
                cards: cards.unwrap(),
                passes: passes.unwrap(),
                source: s.unwrap(),
            });
        }
    }
    if !texts[f].is_empty() {
        for side in [Side::Allied, Side::Japanese] {
            for turn in 1..=12 {
                if t.hand_size.iter().filter(|h| h.side == side && h.turn_min <= turn && turn <= h.turn_max).count() != 1 {
                    e.push(format!("{f}: {side:?} turn {turn} must be covered by exactly one row"));
                }
            }
        }
    }

    let f = "constants.tsv";
    for r in rows(f, texts[f], &["key", "value", "source"], e) {
        let mut c = RowCheck::new(e);
        let key = c.v(r.key("key"));
        let value = c.v(r.num::<i32>("value", -1000, 1000));
        let s = c.v(r.source());
        if c.ok && t.constants.insert(key.clone().unwrap(), value.unwrap()).is_some() {
            e.push(r.err(format!("constant '{}' appears twice", key.unwrap())));
        }
        let _ = s;
    }
    // Every constant the rules read must be there (a pack without them cannot be played: the engine would
    // stop in the middle of a game).
    {
        for k in REQUIRED_CONSTANTS {
            if !t.constants.contains_key(k) {
                e.push(format!("{f}: constant '{k}' is missing"));
            }
        }
    }

    let f = "political_will.tsv";
    for r in rows(f, texts[f], &["event", "amount", "once", "regain", "source"], e) {
        let mut c = RowCheck::new(e);
        let ev = c.v(r.key("event"));
        let amount = c.v(r.num::<i32>("amount", -10, 10));
        let once = c.v(r.one_of("once", &[("game", "game"), ("turn", "turn"), ("-", "-")]));
        let regain = c.v(r.flag("regain"));
        let s = c.v(r.source());
        if c.ok {
            t.political_will.push(PwEvent {
                event: ev.unwrap(),
                amount: amount.unwrap(),
                once: once.unwrap().into(),
                regain: regain.unwrap(),
                source: s.unwrap(),
            });
        }
    }

    let f = "victory.tsv";
    for r in rows(f, texts[f], &["schedule", "code", "condition", "vp", "per", "text_en", "source"], e) {
        let mut c = RowCheck::new(e);
        let sch = c
            .v(r.one_of("schedule", &[("s1942", "s1942"), ("s1943", "s1943"), ("s1944", "s1944"), ("sp", "sp"), ("campaign", "campaign")]));
        let code = c.v(r.text("code"));
        let cond = c.v(r.key("condition"));
        let vp = c.v(r.num::<i32>("vp", -20, 20));
        let per = c.v(r.one_of("per", &[("-", "-"), ("box", "box"), ("hex", "hex")]));
        let text = c.v(r.text("text_en"));
        let s = c.v(r.source());
        if c.ok {
            let v = VictoryRow {
                schedule: sch.unwrap().into(),
                code: code.unwrap(),
                condition: cond.unwrap(),
                vp: vp.unwrap(),
                per: per.unwrap().into(),
                text_en: text.unwrap(),
                source: s.unwrap(),
            };
            if t.victory.iter().any(|x| x.schedule == v.schedule && x.code == v.code) {
                e.push(r.err(format!("victory {} {} appears twice", v.schedule, v.code)));
            } else {
                t.victory.push(v);
            }
        }
    }

    let f = "attrition.tsv";
    let tri = [("-", None), ("0", Some(false)), ("1", Some(true))];
    for r in rows(f, texts[f], &["step", "units", "out_of_supply", "emergency", "hq_range", "result", "source"], e) {
        let mut c = RowCheck::new(e);
        let step = c.v(r.num::<u8>("step", 1, 9));
        let units = c.v(r.one_of("units", &[("reduced", "reduced"), ("full", "full")]));
        let oos = c.v(r.one_of("out_of_supply", &tri));
        let em = c.v(r.one_of("emergency", &tri));
        let hq = c.v(r.one_of("hq_range", &tri));
        let result = c.v(r.one_of("result", &[("eliminated", "eliminated"), ("reduced", "reduced")]));
        let s = c.v(r.source());
        if c.ok {
            t.attrition.push(AttritionStep {
                step: step.unwrap(),
                units: units.unwrap().into(),
                out_of_supply: oos.unwrap(),
                emergency: em.unwrap(),
                hq_range: hq.unwrap(),
                result: result.unwrap().into(),
                source: s.unwrap(),
            });
        }
    }
    if !texts[f].is_empty() && t.attrition.len() != 2 {
        e.push(format!("{f}: 6.24 has two steps"));
    }

    let f = "national_status.tsv";
    for r in rows(f, texts[f], &["nation", "surrender_hexes", "rule", "source"], e) {
        let mut c = RowCheck::new(e);
        let nation = c.v(r.key("nation"));
        let mut hexes = vec![];
        for h in r.list("surrender_hexes") {
            match Hex::parse(h) {
                Some(x) => hexes.push(x),
                None => c.fail(r.err(format!("surrender hex '{h}' is not a CCRR id"))),
            }
        }
        let rule =
            c.v(r.one_of("rule", &[("hexes", "hexes"), ("track", "track"), ("ports", "ports"), ("honshu", "honshu"), ("never", "never")]));
        let s = c.v(r.source());
        if c.ok {
            t.national_status.push(NationStatus {
                nation: nation.unwrap(),
                surrender_hexes: hexes,
                rule: rule.unwrap().into(),
                source: s.unwrap(),
            });
        }
    }
    t
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum ScenarioStart {
    /// Begins with the Strategic Phase.
    TurnStart,
    /// The campaign's December 1941 special turn (17.11): no Strategic Phase; the Japanese hold cards 1
    /// and 2 and play them as events.
    December1941,
    /// Begins at the Offensives Phase: no reinforcement, replacement or strategic warfare segments first.
    Offensives,
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Scenario {
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub section: String,
    pub first_turn: u8,
    pub last_turn: u8,
    pub start: ScenarioStart,
    pub setup: SetupList,
    /// `main` or `sp`.
    pub map: String,
    /// `full` or `sp` (the 24-card decks).
    pub decks: String,
    /// `campaign`, `empire`, `yearly` or `sp` (docs).
    pub control: String,
    /// `campaign` or a victory.tsv schedule.
    pub victory: String,
    pub source: String,
}

pub(crate) fn parse_scenarios(file: &str, text: &str, t: &Tables, e: &mut Errors) -> Vec<Scenario> {
    let mut out: Vec<Scenario> = vec![];
    let header = [
        "scenario",
        "name_en",
        "name_ko",
        "section",
        "first_turn",
        "last_turn",
        "start",
        "setup",
        "map",
        "decks",
        "control",
        "victory",
        "source",
    ];
    for r in rows(file, text, &header, e) {
        let mut c = RowCheck::new(e);
        let key = c.v(r.key("scenario"));
        let en = c.v(r.text("name_en"));
        let ko = c.v(r.text("name_ko"));
        let section = c.v(r.text("section"));
        let first = c.v(r.num::<u8>("first_turn", 1, 12));
        let last = c.v(r.num::<u8>("last_turn", 1, 12));
        let start = c.v(r.one_of("start", &[("turn_start", ScenarioStart::TurnStart), ("offensives", ScenarioStart::Offensives), ("december_1941", ScenarioStart::December1941)]));
        let setup = c.v(r.one_of("setup", &SetupList::CHOICES));
        let map = c.v(r.one_of("map", &[("main", "main"), ("sp", "sp")]));
        let decks = c.v(r.one_of("decks", &[("full", "full"), ("sp", "sp")]));
        let control = c.v(r.one_of("control", &[("campaign", "campaign"), ("empire", "empire"), ("yearly", "yearly"), ("sp", "sp")]));
        let victory = c.v(r.key("victory"));
        let s = c.v(r.source());
        if !c.ok {
            continue;
        }
        let sc = Scenario {
            key: key.unwrap(),
            name_en: en.unwrap(),
            name_ko: ko.unwrap(),
            section: section.unwrap(),
            first_turn: first.unwrap(),
            last_turn: last.unwrap(),
            start: start.unwrap(),
            setup: setup.unwrap(),
            map: map.unwrap().into(),
            decks: decks.unwrap().into(),
            control: control.unwrap().into(),
            victory: victory.unwrap(),
            source: s.unwrap(),
        };
        if sc.first_turn > sc.last_turn {
            e.push(r.err("first_turn is after last_turn"));
        }
        if sc.victory != "campaign" && t.victory(&sc.victory).is_empty() && !t.victory.is_empty() {
            e.push(r.err(format!("victory schedule '{}' is not in victory.tsv", sc.victory)));
        }
        if (sc.setup == SetupList::SouthPacific) != (sc.map == "sp") || (sc.map == "sp") != (sc.decks == "sp") {
            e.push(r.err("the South Pacific set-up, map and decks go together"));
        }
        if out.iter().any(|x| x.key == sc.key) {
            e.push(r.err(format!("scenario '{}' appears twice", sc.key)));
            continue;
        }
        out.push(sc);
    }
    if !text.is_empty() && out.len() != 10 {
        e.push(format!("{file}: 17.0 has ten scenarios, the file has {}", out.len()));
    }
    out
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct Marker {
    pub setup: SetupList,
    pub marker: String,
    pub value: String,
    pub source: String,
}

/// Start markers every set-up list must give, with the track their value must name (or `int`/`hexes`).
pub const MARKERS: [(&str, &str); 25] = [
    ("turn", "int"),
    ("pm_tojo", "int"),
    ("us_political_will", "int"),
    ("war_in_europe", "int"),
    ("japan_asp", "int"),
    ("japan_barges", "int"),
    ("allied_asp", "int"),
    ("japan_resources", "int"),
    ("china_track", "china"),
    ("china_divisions", "int"),
    ("burma_road", "burma_road"),
    ("hump", "int"),
    ("india", "india"),
    ("us_isr", "int"),
    ("japan_isr", "int"),
    ("allied_passes", "int"),
    ("japan_passes", "int"),
    ("no_route", "hexes"),
    ("japan_air_rp", "int"),
    ("japan_naval_rp", "int"),
    ("kwai_built", "int"),
    ("pt_boats", "int"),
    ("ground_drm", "int"),
    ("japan_hand", "int"),
    ("alaska_segments", "int"),
];

pub(crate) fn parse_markers(file: &str, text: &str, t: &Tables, e: &mut Errors) -> Vec<Marker> {
    let mut out: Vec<Marker> = vec![];
    for r in rows(file, text, &["setup", "marker", "value", "source"], e) {
        let mut c = RowCheck::new(e);
        let setup = c.v(r.one_of("setup", &SetupList::CHOICES));
        let marker = c.v(r.key("marker"));
        let value = r.get("value").to_string();
        let s = c.v(r.source());
        if !c.ok {
            continue;
        }
        let (setup, marker) = (setup.unwrap(), marker.unwrap());
        let kind = MARKERS.iter().find(|(k, _)| *k == marker).map(|(_, v)| *v).unwrap_or(if marker == "allied_hand" { "int" } else { "?" });
        let valid = match kind {
            "int" => value.parse::<i32>().is_ok(),
            "hexes" => value == "-" || value.split(',').all(|h| Hex::parse(h).is_some()),
            "?" => {
                e.push(r.err(format!("marker '{marker}' is not a known start marker")));
                true
            }
            track => t.tracks.is_empty() || t.tracks.iter().any(|b| b.track == track && b.key == value),
        };
        if !valid {
            e.push(r.err(format!("marker {marker}: '{value}' is not a valid value")));
        }
        if out.iter().any(|m| m.setup == setup && m.marker == marker) {
            e.push(r.err(format!("marker {marker} appears twice for list {}", setup.key())));
            continue;
        }
        out.push(Marker { setup, marker, value, source: s.unwrap() });
    }
    if !text.is_empty() {
        for list in SetupList::ALL {
            for (k, _) in MARKERS.iter().chain([("allied_hand", "int")].iter()) {
                if !out.iter().any(|m| m.setup == list && m.marker == *k) {
                    e.push(format!("{file}: list {} has no '{k}' marker", list.key()));
                }
            }
        }
    }
    out
}

#[derive(Clone, Debug, PartialEq, serde::Serialize)]
pub struct ControlMarker {
    pub setup: SetupList,
    pub hex: Hex,
    pub side: Side,
    pub source: String,
}

pub(crate) fn parse_control(file: &str, text: &str, map: &Map, sp: &Map, e: &mut Errors) -> Vec<ControlMarker> {
    let mut out = vec![];
    for r in rows(file, text, &["setup", "hex", "side", "source"], e) {
        let mut c = RowCheck::new(e);
        let setup = c.v(r.one_of("setup", &SetupList::CHOICES));
        let hex = c.v(hex_cell(&r, "hex"));
        let side = c.v(r.one_of("side", &[("allied", Side::Allied), ("japanese", Side::Japanese)]));
        let s = c.v(r.source());
        if !c.ok {
            continue;
        }
        let (setup, hex) = (setup.unwrap(), hex.unwrap());
        let m = if setup == SetupList::SouthPacific { sp } else { map };
        match m.get(hex) {
            Some(x) if x.has_land() => {}
            Some(_) => e.push(r.err(format!("control marker on sea hex {hex}"))),
            None if m.hexes.is_empty() => {}
            None => e.push(r.err(format!("hex {hex} is not on this list's map"))),
        }
        out.push(ControlMarker { setup, hex, side: side.unwrap(), source: s.unwrap() });
    }
    out
}
