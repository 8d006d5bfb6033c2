//! Kutuzov's data pack (`data/*.tsv`, notes in docs/games/kutuzov-data.md): the approximate map, the leaders, the
//! counter mix, the cards, the scenarios and their set-ups, the tables and the rule constants. Read through
//! `kit::table`: every problem is reported as `file line N: …`, never a panic. Nothing in the rules hard-codes a
//! value this pack holds.

use std::collections::HashMap;
use std::sync::{Arc, OnceLock};

use crate::kit::graph::Graph;
use crate::kit::table::{self, pack_hash, Errors, Row};

pub type SpaceId = u16;
pub type LeaderId = u8;
pub type Power = u8;

/// The Powers in impulse-track order (KUT 1.3), which is also the seat order.
pub const FN: Power = 0;
pub const R1: Power = 1;
pub const FS: Power = 2;
pub const R2: Power = 3;
pub const POWER_KEYS: [&str; 4] = ["fn", "r1", "fs", "r2"];

/// The two camps (KUT 1.1): 0 Imperial, 1 Tsarist.
pub const IMPERIAL: u8 = 0;
pub const TSARIST: u8 = 1;

pub fn camp_of(p: Power) -> u8 {
    p % 2
}

pub fn camp_powers(camp: u8) -> [Power; 2] {
    if camp == IMPERIAL {
        [FN, FS]
    } else {
        [R1, R2]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Nation {
    French,
    Prussian,
    Austrian,
    Russian,
}

/// A Power's soldiers of one nation: FN's French and Prussians, FS's French and Austrians, R1's and R2's
/// Russians (KUT 1.62: an Imperial army is of one nation).
pub const CONTINGENTS: [(Power, Nation); 6] = [
    (FN, Nation::French),
    (FN, Nation::Prussian),
    (FS, Nation::French),
    (FS, Nation::Austrian),
    (R1, Nation::Russian),
    (R2, Nation::Russian),
];
pub const CONTINGENT_KEYS: [&str; 6] = ["fn", "pru", "fs", "aut", "r1", "r2"];

pub fn contingent(p: Power, n: Nation) -> Option<usize> {
    CONTINGENTS.iter().position(|&c| c == (p, n))
}

/// Whose home a space is (its printed colour, KUT 1.21).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Home {
    Fn,
    Fs,
    Prussia,
    Austria,
    R1,
    R2,
    /// Moscow: both Russian Powers (KUT 6.31).
    Russia,
    None,
}

impl Home {
    pub fn camp(self) -> Option<u8> {
        match self {
            Home::Fn | Home::Fs | Home::Prussia | Home::Austria => Some(IMPERIAL),
            Home::R1 | Home::R2 | Home::Russia => Some(TSARIST),
            Home::None => None,
        }
    }

    /// The Power that controls the space when no flag lies on it.
    pub fn power(self) -> Option<Power> {
        match self {
            Home::Fn | Home::Prussia => Some(FN),
            Home::Fs | Home::Austria => Some(FS),
            Home::R1 | Home::Russia => Some(R1),
            Home::R2 => Some(R2),
            Home::None => None,
        }
    }

    /// Whether a contingent builds here (KUT 6.31: the home of that exact nation; Warsaw and Moscow both
    /// Powers of their camp).
    pub fn builds(self, c: usize, joint: &[Power]) -> bool {
        let (p, n) = CONTINGENTS[c];
        match (self, n) {
            (Home::Prussia, Nation::Prussian) | (Home::Austria, Nation::Austrian) => true,
            (Home::Fn, Nation::French) => p == FN || joint.contains(&p),
            (Home::Fs, Nation::French) => p == FS || joint.contains(&p),
            (Home::R1, Nation::Russian) => p == R1 || joint.contains(&p),
            (Home::R2, Nation::Russian) => p == R2 || joint.contains(&p),
            (Home::Russia, Nation::Russian) => true,
            _ => false,
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Duchy,
    Zone,
    Sea,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum LineType {
    Clear,
    Rough,
    Marsh,
    River,
    Sea,
}

#[derive(Clone, Debug)]
pub struct Space {
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub kind: Kind,
    pub home: Home,
    pub joint: Vec<Power>,
    pub key_duchy: bool,
    pub fortress: u8,
    pub depot: bool,
    pub capital: bool,
    pub port: bool,
    pub marsh: bool,
    /// A home edge zone of a camp (6.32): `imperial` / `tsarist`.
    pub edge: Option<u8>,
    /// Extra VP for the Imperial Power controlling it (KUT 20.2: Moscow, St. Petersburg, Kiev).
    pub imp_vp_bonus: u8,
    pub lat: f32,
    pub lon: f32,
    pub approximate: bool,
    /// Where the row comes from (the seed's line numbers, a public fact, geography or a reconstruction).
    pub source: String,
}

#[derive(Clone, Debug)]
pub struct Leader {
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub power: Power,
    pub nation: Nation,
    pub battle: u8,
    pub command: u8,
    pub build_cp: u8,
    pub first_build_turn: u8,
    pub napoleon: bool,
}

impl Leader {
    pub fn contingent(&self) -> usize {
        contingent(self.power, self.nation).unwrap_or(0)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum CardClass {
    ImperialHome,
    TsaristHome,
    MustPlay,
    Regular,
}

#[derive(Clone, Debug)]
pub struct Card {
    pub number: u16,
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub class: CardClass,
    /// Command points (`None`: a Must Play card, which has none).
    pub cp: Option<u8>,
    pub plus: bool,
    /// The Power the card always goes to (#1 FN, #9 FS).
    pub locked: Option<Power>,
    /// Whether the seed gives the CP value (only #84): the rest are reconstructed.
    pub cp_from_seed: bool,
    /// A response card, playable in another Power's impulse (KUT 5.2).
    pub response: bool,
    /// A battle card (KUT 5.3), and whether a siege may use it (KUT 13.23).
    pub battle: bool,
    pub siege: bool,
    /// Where the card goes once used (KUT 5.4, 5.7, 14.62, L490–L494).
    pub after_use: AfterUse,
    /// Played on turn 1 it goes back into the deck (L492).
    pub t1_return: bool,
    /// The seed states its event concretely enough to play it (`event_text = seed`, D31).
    pub event: bool,
}

/// Where a used card goes (the `after_use` column).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum AfterUse {
    HomePile,
    BesideFn,
    BesideFs,
    Discard,
    FaceUpEot,
    RemoveWinter,
    DiscardReshuffle,
}

#[derive(Clone, Debug)]
pub struct Placement {
    pub power: Power,
    pub contingent: usize,
    pub space: SpaceId,
    pub leaders: Vec<LeaderId>,
    pub sp: u8,
    pub flag: bool,
    /// The Power's DMC stands here (`other = dmc`).
    pub dmc: bool,
}

#[derive(Clone, Debug)]
pub struct HandSpec {
    pub power: Power,
    pub fixed: Vec<u16>,
    pub home: u8,
    pub regular: u8,
}

#[derive(Clone, Debug)]
pub struct Scenario {
    pub id: String,
    pub name_en: String,
    pub name_ko: String,
    pub first_turn: u8,
    pub last_turn: u8,
    pub impulse_marker: Power,
    /// The scenario starts at the interphase's reinforcement step (17.2) instead of an impulse.
    pub starts_with_reinforcement: bool,
    pub morale: [u8; 2],
    pub loss: [u8; 2],
    pub attrition: u8,
    pub attrition_loss: u8,
    pub resources: [u8; 4],
    pub scorched: Vec<SpaceId>,
    /// Fortresses already sacked (13.52: no more sack rolls there).
    pub sacked: Vec<SpaceId>,
    /// Spaces entrenched at the start (12.45).
    pub entrenched: Vec<SpaceId>,
    /// Permanent bridges (scenarios 2–4, L2483–L2485): the Power, the Imperial end, the other end.
    pub bridges: Vec<(Power, SpaceId, SpaceId)>,
    /// The scenario's special rules (`imperial_surprise`: 18.2's To the Bridges markers).
    pub special: Vec<String>,
    /// Tsarist morale boxes holding a Will to Fight? marker (19.81), and Retreat from Moscow's state (19.7).
    pub will_to_fight: Vec<String>,
    pub rfm: String,
    pub placements: Vec<Placement>,
    pub hands: Vec<HandSpec>,
}

/// One row of the morale table (Play Book 9.3).
#[derive(Clone, Debug)]
pub struct MoraleBox {
    pub key: String,
    pub own_dice: u8,
    pub ally_dice: u8,
    /// The share of a round's disruptions sent to the Regroup Box, as (numerator, denominator).
    pub regroup: (u8, u8),
    pub tie_loses: bool,
    /// Added to Cossack rolls at this Imperial morale (4.4).
    pub cossack_mod: i8,
}

/// A row of a dice table: a modified result range and what it gives.
#[derive(Clone, Debug)]
pub struct Band {
    pub min: i32,
    pub max: i32,
    pub result: String,
    pub value: i32,
}

#[derive(Clone, Debug)]
pub struct Reinforcement {
    pub before_turn: u8,
    pub who: String,
    pub item: String,
    pub value: u8,
    pub condition: String,
}

pub struct KutData {
    pub name: String,
    pub hash: String,
    pub spaces: Vec<Space>,
    pub lines: Vec<(SpaceId, SpaceId, LineType)>,
    pub graph: Graph,
    /// The line type between two adjacent land spaces.
    pub line_types: HashMap<(SpaceId, SpaceId), LineType>,
    pub leaders: Vec<Leader>,
    pub cards: Vec<Card>,
    /// SP in the counter mix per contingent (KUT 1.5).
    pub mix_sp: [u8; 6],
    pub scenarios: Vec<Scenario>,
    /// Morale boxes, top first, per camp (Imperial, Tsarist).
    pub morale: [Vec<MoraleBox>; 2],
    pub attrition_levels: Vec<String>,
    /// The allies' state at each Imperial morale box (Austria, Prussia): ok, hesitant, neutral, revolt.
    pub morale_status: Vec<(String, String)>,
    /// Per attrition level (14.4): Morale markers on entering it, the highest Imperial morale box, one
    /// extra die per this many (0: none).
    pub attrition_info: Vec<(u8, u8, u8)>,
    pub tables: HashMap<String, Vec<Band>>,
    pub constants: HashMap<String, i32>,
    /// Morale Loss / Gain marker causes: (op, value).
    pub morale_markers: HashMap<String, (String, i32)>,
    /// Conquest roll modifiers (19.5): key → value.
    pub conquest: HashMap<String, i32>,
    /// The Key Control track's surrender modifiers by the number of Tsarist-controlled Keys.
    pub key_track: HashMap<u8, i32>,
    pub reinforcements: Vec<Reinforcement>,
    space_index: HashMap<String, SpaceId>,
    leader_index: HashMap<String, LeaderId>,
}

impl KutData {
    pub fn space(&self, key: &str) -> Option<SpaceId> {
        self.space_index.get(key).copied()
    }

    pub fn leader(&self, key: &str) -> Option<LeaderId> {
        self.leader_index.get(key).copied()
    }

    /// A rule constant by key (the pack's validator made sure every one the rules read exists).
    pub fn k(&self, key: &str) -> i32 {
        self.constants.get(key).copied().unwrap_or(0)
    }

    pub fn line(&self, a: SpaceId, b: SpaceId) -> Option<LineType> {
        self.line_types.get(&(a.min(b), a.max(b))).copied()
    }

    /// The band of a table a modified result falls in.
    pub fn band(&self, table: &str, x: i32) -> Option<&Band> {
        self.tables.get(table)?.iter().find(|b| x >= b.min && x <= b.max)
    }

    pub fn card(&self, n: u16) -> Option<&Card> {
        self.cards.iter().find(|c| c.number == n)
    }

    pub fn scenario(&self, id: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.id == id)
    }
}

macro_rules! files {
    ($($name:literal),* $(,)?) => {
        /// The built-in pack's files (name, text).
        pub fn embedded_files() -> Vec<(&'static str, &'static str)> {
            vec![$(($name, include_str!(concat!("data/", $name)))),*]
        }
    };
}

files!(
    "spaces.tsv",
    "lines.tsv",
    "leaders.tsv",
    "pieces.tsv",
    "cards.tsv",
    "scenarios.tsv",
    "setup.tsv",
    "hands.tsv",
    "morale.tsv",
    "attrition_levels.tsv",
    "tables.tsv",
    "constants.tsv",
    "morale_markers.tsv",
    "conquest.tsv",
    "tracks.tsv",
    "reinforcements.tsv",
    "markers.tsv",
    "hq_cards.tsv",
    "scenario_cards.tsv",
    "seed_checks.tsv",
);

pub fn builtin() -> Arc<KutData> {
    static DATA: OnceLock<Arc<KutData>> = OnceLock::new();
    DATA.get_or_init(|| {
        let files = embedded_files();
        Arc::new(parse_pack("builtin", &files).unwrap_or_else(|e| panic!("the built-in Kutuzov pack is invalid:\n{e}")))
    })
    .clone()
}

/// The constants the rules read: a pack without one of them is refused.
pub const NEEDED_CONSTANTS: &[&str] = &[
    "build_cp_per_sp",
    "regroup_cp_per_sp",
    "regroup_cp_per_leader",
    "flag_cp",
    "flag_cp_scorched",
    "move_cp_per_army_space",
    "rout_margin",
    "battle_rounds",
    "morale_check_dice",
    "morale_rise_threshold",
    "morale_loss_remove_max",
    "resource_cap_turn_end",
    "buy_card_resources",
    "hand_deal",
    "sudden_death_keys",
    "sudden_death_conquest_rolls",
    "peace_from_turn",
    "terrain_rough_dice",
    "terrain_marsh_tsarist_defender_dice",
    "terrain_marsh_imperial_defender_dice_t12",
    "terrain_river_dice",
    "terrain_home_zone_dice",
    "winter_first_turn",
    "flag_overrun_surplus",
    "flag_overrun_surplus_scorched",
    "attrition_drop_loss",
    "forced_march_from",
    "forced_march_from_imperial_winter",
    "cossack_adjacent_mod",
    "cossack_sauve_qui_peut_mod",
    "cossack_max_mod",
    "riga_siege_halving",
    "attrition_rise_gain",
    "attrition_gain_cap",
];

fn file<'a>(files: &'a [(&'a str, &'a str)], name: &str, errors: &mut Errors) -> &'a str {
    match files.iter().find(|(n, _)| *n == name) {
        Some((_, t)) => t,
        None => {
            errors.push(format!("{name}: missing from the pack"));
            ""
        }
    }
}

fn rows<'a>(files: &'a [(&'a str, &'a str)], name: &'a str, header: &'a [&'a str], errors: &mut Errors) -> Vec<Row<'a>> {
    let text = file(files, name, errors);
    if text.is_empty() {
        return vec![];
    }
    match table::read(name, text, header) {
        Ok(r) => r,
        Err(e) => {
            errors.0.extend(e.0);
            vec![]
        }
    }
}

fn power_key(row: &Row, col: &str) -> Result<Power, String> {
    row.one_of(col, &[("fn", FN), ("r1", R1), ("fs", FS), ("r2", R2)])
}

fn opt_range(row: &Row, col: &str) -> Result<Option<i32>, String> {
    row.opt_num::<i32>(col, -99, 99)
}

/// Reads and validates a pack.
pub fn parse_pack(name: &str, files: &[(&str, &str)]) -> Result<KutData, Errors> {
    let mut e = Errors::new();
    // Spaces (KUT 1.2).
    let mut spaces = Vec::new();
    let mut space_index = HashMap::new();
    for r in rows(files, "spaces.tsv", &SPACES_H, &mut e) {
        let kind = e.take(r.one_of("kind", &[("duchy", Kind::Duchy), ("zone", Kind::Zone), ("sea", Kind::Sea)]));
        let home = e.take(r.one_of(
            "home",
            &[
                ("FN", Home::Fn),
                ("FS", Home::Fs),
                ("PRU", Home::Prussia),
                ("AUT", Home::Austria),
                ("R1", Home::R1),
                ("R2", Home::R2),
                ("R", Home::Russia),
                ("-", Home::None),
            ],
        ));
        let joint: Vec<Power> = r
            .list("joint")
            .into_iter()
            .filter_map(|k| POWER_KEYS.iter().position(|p| *p == k).map(|i| i as Power))
            .collect();
        let edge = e.take(r.one_of("edge", &[("imperial", Some(IMPERIAL)), ("tsarist", Some(TSARIST)), ("-", None)]));
        let (key, kd, fo, de, ca, po, ma) = (
            e.take(r.key("id")),
            e.take(r.flag("key")),
            e.take(r.num::<u8>("fortress", 0, 9)),
            e.take(r.flag("depot")),
            e.take(r.flag("capital")),
            e.take(r.flag("port")),
            e.take(r.flag("marsh")),
        );
        let lat = r.get("lat").parse::<f32>().unwrap_or(0.0);
        let lon = r.get("lon").parse::<f32>().unwrap_or(0.0);
        let approx = e.take(r.flag("approximate"));
        let bonus = e.take(r.num::<u8>("imp_vp_bonus", 0, 9)).unwrap_or(0);
        if let (Some(key), Some(kind), Some(home), Some(kd), Some(fo), Some(de), Some(ca), Some(po), Some(ma), Some(edge)) =
            (key, kind, home, kd, fo, de, ca, po, ma, edge)
        {
            if space_index.insert(key.clone(), spaces.len() as SpaceId).is_some() {
                e.push(r.err(format!("space '{key}' is listed twice")));
            }
            spaces.push(Space {
                key,
                name_en: r.get("name_en").to_string(),
                name_ko: r.get("name_ko").to_string(),
                kind,
                home,
                joint,
                key_duchy: kd,
                fortress: fo,
                depot: de,
                capital: ca,
                port: po,
                marsh: ma,
                edge,
                imp_vp_bonus: bonus,
                lat,
                lon,
                approximate: approx.unwrap_or(true),
                source: r.get("source").to_string(),
            });
        }
    }
    // Lines of march (KUT 1.22, 1.23).
    let mut lines = Vec::new();
    let mut line_types = HashMap::new();
    for r in rows(files, "lines.tsv", &LINES_H, &mut e) {
        let a = r.get("from");
        let b = r.get("to");
        let t = e.take(r.one_of(
            "type",
            &[
                ("clear", LineType::Clear),
                ("rough", LineType::Rough),
                ("marsh", LineType::Marsh),
                ("river", LineType::River),
                ("sea", LineType::Sea),
            ],
        ));
        match (space_index.get(a), space_index.get(b), t) {
            (Some(&x), Some(&y), Some(t)) => {
                if x == y || line_types.insert((x.min(y), x.max(y)), t).is_some() {
                    e.push(r.err(format!("the line {a}–{b} is a loop or listed twice")));
                } else {
                    lines.push((x, y, t));
                }
            }
            (None, _, _) => e.push(r.err(format!("unknown space '{a}'"))),
            (_, None, _) => e.push(r.err(format!("unknown space '{b}'"))),
            _ => {}
        }
    }
    // Land moves never use a sea line (KUT 10.3): the graph holds land lines only.
    let land: Vec<(u16, u16)> = lines.iter().filter(|l| l.2 != LineType::Sea).map(|l| (l.0, l.1)).collect();
    let (graph, bad) = Graph::from_edges(spaces.len(), &land);
    for b in bad {
        e.push(format!("lines.tsv: {b:?}"));
    }
    // Leaders (KUT 1.6).
    let mut leaders = Vec::new();
    let mut leader_index = HashMap::new();
    for r in rows(files, "leaders.tsv", &LEADERS_H, &mut e) {
        let nation = e.take(r.one_of(
            "nation",
            &[("french", Nation::French), ("prussian", Nation::Prussian), ("austrian", Nation::Austrian), ("russian", Nation::Russian)],
        ));
        let (key, power, battle, command, build, first) = (
            e.take(r.key("id")),
            e.take(power_key(&r, "power")),
            e.take(r.num::<u8>("battle", 0, 9)),
            e.take(r.num::<u8>("command", 1, 20)),
            e.take(r.num::<u8>("build_cp", 0, 20)),
            e.take(r.num::<u8>("first_build_turn", 1, 9)),
        );
        if let (Some(key), Some(power), Some(nation), Some(battle), Some(command), Some(build), Some(first)) =
            (key, power, nation, battle, command, build, first)
        {
            if contingent(power, nation).is_none() {
                e.push(r.err(format!("a {nation:?} leader cannot serve {}", POWER_KEYS[power as usize])));
                continue;
            }
            leader_index.insert(key.clone(), leaders.len() as LeaderId);
            leaders.push(Leader {
                napoleon: key == "napoleon",
                key,
                name_en: r.get("name_en").to_string(),
                name_ko: r.get("name_ko").to_string(),
                power,
                nation,
                battle,
                command,
                build_cp: build,
                first_build_turn: first,
            });
        }
    }
    // Counter mix (KUT 1.5).
    let mut mix_sp = [0u8; 6];
    for r in rows(files, "pieces.tsv", &PIECES_H, &mut e) {
        let owner = r.get("owner");
        let piece = r.get("piece");
        if !["infantry", "cavalry", "artillery"].contains(&piece) {
            continue;
        }
        let Some(c) = CONTINGENT_KEYS.iter().position(|k| *k == owner) else { continue };
        if let (Some(sp), Some(n)) = (e.take(r.num::<u8>("sp", 1, 9)), e.take(r.num::<u8>("count", 0, 99))) {
            mix_sp[c] = mix_sp[c].saturating_add(sp.saturating_mul(n));
        }
    }
    // Cards (KUT 1.10, 5).
    let mut cards = Vec::new();
    for r in rows(files, "cards.tsv", &CARDS_H, &mut e) {
        let class = e.take(r.one_of(
            "class",
            &[
                ("imperial_home", CardClass::ImperialHome),
                ("tsarist_home", CardClass::TsaristHome),
                ("must_play", CardClass::MustPlay),
                ("regular", CardClass::Regular),
            ],
        ));
        let number = e.take(r.num::<u16>("number", 1, 999));
        let cp = e.take(r.opt_num::<u8>("cp", 0, 9));
        let plus = e.take(r.flag("plus"));
        let locked = e.take(r.one_of("locked", &[("fn", Some(FN)), ("fs", Some(FS)), ("-", None)]));
        let response = e.take(r.flag("response")).unwrap_or(false);
        let battle = e.take(r.flag("battle")).unwrap_or(false);
        let siege = e.take(r.flag("siege")).unwrap_or(false);
        let t1_return = e.take(r.flag("t1_return")).unwrap_or(false);
        let after_use = e.take(r.one_of(
            "after_use",
            &[
                ("home_pile", AfterUse::HomePile),
                ("beside_fn", AfterUse::BesideFn),
                ("beside_fs", AfterUse::BesideFs),
                ("discard", AfterUse::Discard),
                ("face_up_eot", AfterUse::FaceUpEot),
                ("remove_winter", AfterUse::RemoveWinter),
                ("discard_reshuffle", AfterUse::DiscardReshuffle),
            ],
        ));
        let event = e.take(r.one_of("event_text", &[("seed", true), ("none", false)]));
        if let (Some(number), Some(class), Some(cp), Some(plus), Some(locked), Some(after_use), Some(event)) = (number, class, cp, plus, locked, after_use, event) {
            if class != CardClass::MustPlay && cp.is_none() {
                e.push(r.err("only Must Play cards have no CP value"));
            }
            cards.push(Card {
                number,
                key: r.get("key").to_string(),
                name_en: r.get("name_en").to_string(),
                name_ko: r.get("name_ko").to_string(),
                class,
                cp,
                plus,
                locked,
                cp_from_seed: r.get("source").contains("CP") && !r.get("source").contains("reconstructed: CP"),
                response,
                battle,
                siege,
                after_use,
                t1_return,
                event,
            });
        }
    }
    // Morale (Play Book 9.3).
    let mut morale: [Vec<MoraleBox>; 2] = [vec![], vec![]];
    let mut morale_status: Vec<(String, String)> = vec![];
    for r in rows(files, "morale.tsv", &MORALE_H, &mut e) {
        let camp = e.take(r.one_of("camp", &[("imperial", IMPERIAL), ("tsarist", TSARIST)]));
        let regroup = match r.get("disrupt_regroup") {
            "0" => Some((0, 1)),
            s => match s.split_once('/').map(|(a, b)| (a.parse::<u8>(), b.parse::<u8>())) {
                Some((Ok(a), Ok(b))) if b > 0 && a <= b => Some((a, b)),
                _ => {
                    e.push(r.err(format!("disrupt_regroup '{s}' is not 0 or a fraction a/b")));
                    None
                }
            },
        };
        if let (Some(camp), Some(own), Some(ally), Some(reg), Some(tie)) = (
            camp,
            e.take(r.num::<u8>("own_dice", 0, 9)),
            e.take(r.num::<u8>("ally_dice", 0, 9)),
            regroup,
            e.take(r.flag("tie_loses")),
        ) {
            let cossack_mod = e.take(r.num::<i8>("cossack_mod", -9, 9)).unwrap_or(0);
            if camp == IMPERIAL {
                morale_status.push((r.get("austria").to_string(), r.get("prussia").to_string()));
            }
            morale[camp as usize].push(MoraleBox { key: r.get("box").to_string(), own_dice: own, ally_dice: ally, regroup: reg, tie_loses: tie, cossack_mod });
        }
    }
    if morale_status.is_empty() {
        morale_status.push(("ok".into(), "ok".into()));
    }
    for (c, m) in morale.iter().enumerate() {
        if m.is_empty() {
            e.push(format!("morale.tsv: no morale boxes for camp {c}"));
        }
    }
    let mut attrition_levels = Vec::new();
    let mut attrition_info = Vec::new();
    for r in rows(files, "attrition_levels.tsv", &ATTRITION_H, &mut e) {
        let cap = morale[0].iter().position(|m| m.key == r.get("max_morale"));
        if cap.is_none() {
            e.push(r.err(format!("max_morale '{}' is no Imperial morale box", r.get("max_morale"))));
        }
        let extra = if r.get("extra_die_per") == "-" { Some(0) } else { e.take(r.num::<u8>("extra_die_per", 1, 99)) };
        if let (Some(m), Some(cap), Some(extra)) = (e.take(r.num::<u8>("morale_markers", 0, 99)), cap, extra) {
            attrition_levels.push(r.get("box").to_string());
            attrition_info.push((m, cap as u8, extra));
        }
    }
    // Tables.
    let mut tables: HashMap<String, Vec<Band>> = HashMap::new();
    for r in rows(files, "tables.tsv", &TABLES_H, &mut e) {
        if let (Some(min), Some(max), Some(value)) = (e.take(opt_range(&r, "min")), e.take(opt_range(&r, "max")), e.take(r.num::<i32>("value", -99, 99))) {
            tables.entry(r.get("table").to_string()).or_default().push(Band {
                min: min.unwrap_or(i32::MIN),
                max: max.unwrap_or(i32::MAX),
                result: r.get("result").to_string(),
                value,
            });
        }
    }
    for t in ["battle_die", "loot", "peace", "conquest", "attrition_die", "attrition_die_winter", "cossack", "sack"] {
        if !tables.contains_key(t) {
            e.push(format!("tables.tsv: the '{t}' table is missing"));
        }
    }
    let mut constants = HashMap::new();
    for r in rows(files, "constants.tsv", &CONSTANTS_H, &mut e) {
        if let Some(v) = e.take(r.num::<i32>("value", -999, 999)) {
            constants.insert(r.get("key").to_string(), v);
        }
    }
    for k in NEEDED_CONSTANTS {
        if !constants.contains_key(*k) {
            e.push(format!("constants.tsv: the constant '{k}' is missing"));
        }
    }
    let mut morale_markers = HashMap::new();
    for r in rows(files, "morale_markers.tsv", &MM_H, &mut e) {
        let v = if r.get("value") == "-" { Some(0) } else { e.take(r.num::<i32>("value", -99, 99)) };
        if let Some(v) = v {
            morale_markers.insert(r.get("cause").to_string(), (r.get("op").to_string(), v));
        }
    }
    let mut conquest = HashMap::new();
    for r in rows(files, "conquest.tsv", &CONQUEST_H, &mut e) {
        if r.get("value") != "-" {
            if let Some(v) = e.take(r.num::<i32>("value", -99, 99)) {
                conquest.insert(r.get("modifier").to_string(), v);
            }
        }
    }
    let mut key_track = HashMap::new();
    for r in rows(files, "tracks.tsv", &TRACKS_H, &mut e) {
        if r.get("track") == "key_control" {
            if let (Some(i), Some(v)) = (e.take(r.num::<u8>("index", 0, 99)), e.take(r.num::<i32>("value", -99, 99))) {
                key_track.insert(i, v);
            }
        }
    }
    let mut reinforcements = Vec::new();
    for r in rows(files, "reinforcements.tsv", &REINF_H, &mut e) {
        if let (Some(t), Some(v)) = (e.take(r.num::<u8>("before_turn", 1, 9)), e.take(r.num::<u8>("value", 0, 99))) {
            reinforcements.push(Reinforcement {
                before_turn: t,
                who: r.get("who").to_string(),
                item: r.get("item").to_string(),
                value: v,
                condition: r.get("condition").to_string(),
            });
        }
    }
    // Scenarios (Play Book ch. 4), their set-ups and hands.
    let morale_index = |camp: usize, key: &str| morale[camp].iter().position(|m| m.key == key).map(|i| i as u8);
    let mut scenarios = Vec::new();
    for r in rows(files, "scenarios.tsv", &SCEN_H, &mut e) {
        let im = morale_index(0, r.get("imp_morale"));
        let tm = morale_index(1, r.get("tsar_morale"));
        if im.is_none() {
            e.push(r.err(format!("imp_morale '{}' is no Imperial morale box", r.get("imp_morale"))));
        }
        if tm.is_none() {
            e.push(r.err(format!("tsar_morale '{}' is no Tsarist morale box", r.get("tsar_morale"))));
        }
        let attr = attrition_levels.iter().position(|l| l == r.get("attrition"));
        if attr.is_none() {
            e.push(r.err(format!("attrition '{}' is no attrition level", r.get("attrition"))));
        }
        let mut scorched = Vec::new();
        for s in r.list("scorched") {
            match space_index.get(s) {
                Some(&i) => scorched.push(i),
                None => e.push(r.err(format!("scorched: unknown space '{s}'"))),
            }
        }
        let mut sacked = Vec::new();
        for x in r.list("sacked") {
            match space_index.get(x) {
                Some(&i) => sacked.push(i),
                None => e.push(r.err(format!("sacked: unknown space '{x}'"))),
            }
        }
        let mut entrenched = Vec::new();
        for x in r.list("entrenched") {
            match space_index.get(x) {
                Some(&i) => entrenched.push(i),
                None => e.push(r.err(format!("entrenched: unknown space '{x}'"))),
            }
        }
        // Permanent bridges, `power:from-to` (L2483–L2485): only on a River line.
        let mut bridges = Vec::new();
        for x in r.list("bridges") {
            let parsed = x.split_once(':').and_then(|(p, line)| {
                let (a, b) = line.split_once('-')?;
                let power = [("fn", FN), ("r1", R1), ("fs", FS), ("r2", R2)].iter().find(|k| k.0 == p)?.1;
                Some((power, *space_index.get(a)?, *space_index.get(b)?))
            });
            match parsed {
                Some((p, a, b)) if camp_of(p) == IMPERIAL && line_types.get(&(a.min(b), a.max(b))) == Some(&LineType::River) => bridges.push((p, a, b)),
                Some(_) => e.push(r.err(format!("bridges: '{x}' is not an Imperial Power's bridge on a River line"))),
                None => e.push(r.err(format!("bridges: '{x}' is not power:from-to with known spaces"))),
            }
        }
        let nums = (
            e.take(r.num::<u8>("first_turn", 1, 4)),
            e.take(r.num::<u8>("last_turn", 1, 4)),
            e.take(power_key(&r, "impulse_marker")),
            e.take(r.num::<u8>("imp_loss", 0, 99)),
            e.take(r.num::<u8>("tsar_loss", 0, 99)),
            e.take(r.num::<u8>("attrition_loss", 0, 99)),
            [
                e.take(r.num::<u8>("res_fn", 0, 99)),
                e.take(r.num::<u8>("res_r1", 0, 99)),
                e.take(r.num::<u8>("res_fs", 0, 99)),
                e.take(r.num::<u8>("res_r2", 0, 99)),
            ],
        );
        if let ((Some(first), Some(last), Some(marker), Some(il), Some(tl), Some(al), [Some(a), Some(b), Some(c), Some(d)]), Some(im), Some(tm), Some(attr)) =
            (nums, im, tm, attr)
        {
            if first > last {
                e.push(r.err("the first turn comes after the last"));
            }
            scenarios.push(Scenario {
                id: r.get("id").to_string(),
                name_en: r.get("name_en").to_string(),
                name_ko: r.get("name_ko").to_string(),
                first_turn: first,
                last_turn: last,
                impulse_marker: marker,
                starts_with_reinforcement: r.get("start_step") == "reinforcement",
                morale: [im, tm],
                loss: [il, tl],
                attrition: attr as u8,
                attrition_loss: al,
                resources: [a, b, c, d],
                scorched,
                sacked,
                entrenched,
                bridges,
                special: r.list("special").iter().map(|x| x.to_string()).collect(),
                will_to_fight: r.list("will_to_fight").iter().map(|x| x.to_string()).collect(),
                rfm: r.get("rfm").to_string(),
                placements: vec![],
                hands: vec![],
            });
        }
    }
    for r in rows(files, "setup.tsv", &SETUP_H, &mut e) {
        let power = e.take(power_key(&r, "power"));
        let nation = e.take(r.one_of(
            "nation",
            &[("french", Nation::French), ("prussian", Nation::Prussian), ("austrian", Nation::Austrian), ("russian", Nation::Russian)],
        ));
        let space = space_index.get(r.get("space")).copied();
        if space.is_none() {
            e.push(r.err(format!("unknown space '{}'", r.get("space"))));
        }
        let mut ls = Vec::new();
        for l in r.list("leaders") {
            match leader_index.get(l) {
                Some(&i) => ls.push(i),
                None => e.push(r.err(format!("unknown leader '{l}'"))),
            }
        }
        let (inf, cav, art) = (e.take(r.num::<u8>("infantry", 0, 99)), e.take(r.num::<u8>("cavalry", 0, 99)), e.take(r.num::<u8>("artillery", 0, 99)));
        let sc = r.get("scenario");
        let Some(si) = scenarios.iter().position(|s| s.id == sc) else {
            e.push(r.err(format!("unknown scenario '{sc}'")));
            continue;
        };
        if let (Some(power), Some(nation), Some(space), Some(inf), Some(cav), Some(art)) = (power, nation, space, inf, cav, art) {
            let Some(c) = contingent(power, nation) else {
                e.push(r.err("that Power has no soldiers of that nation"));
                continue;
            };
            let k = |key: &str| constants.get(key).copied().unwrap_or(1) as u32;
            let sp = inf as u32 * k("sp_infantry") + cav as u32 * k("sp_cavalry") + art as u32 * k("sp_artillery");
            scenarios[si].placements.push(Placement {
                power,
                contingent: c,
                space,
                leaders: ls,
                sp: sp.min(255) as u8,
                flag: r.get("other") == "flag",
                dmc: r.get("other") == "dmc",
            });
        }
    }
    for r in rows(files, "hands.tsv", &HANDS_H, &mut e) {
        if r.get("mode") != "standard" {
            continue;
        }
        let sc = r.get("scenario");
        let Some(si) = scenarios.iter().position(|s| s.id == sc) else {
            e.push(r.err(format!("unknown scenario '{sc}'")));
            continue;
        };
        let fixed: Vec<u16> = r.list("fixed").iter().filter_map(|n| n.parse().ok()).collect();
        if let (Some(power), Some(home), Some(regular)) = (e.take(power_key(&r, "holder")), e.take(r.num::<u8>("home", 0, 20)), e.take(r.num::<u8>("regular", 0, 20))) {
            scenarios[si].hands.push(HandSpec { power, fixed, home, regular });
        }
    }
    for s in &scenarios {
        for p in &s.placements {
            for &l in &p.leaders {
                if contingent(leaders[l as usize].power, leaders[l as usize].nation) != Some(p.contingent) {
                    e.push(format!("setup.tsv: scenario {}: {} is placed with another nation's soldiers", s.id, leaders[l as usize].key));
                }
            }
        }
        for h in &s.hands {
            for n in &h.fixed {
                if !cards.iter().any(|c| c.number == *n) {
                    e.push(format!("hands.tsv: scenario {}: card #{n} does not exist", s.id));
                }
            }
        }
    }
    let hash = pack_hash(files.iter().copied());
    e.finish(KutData {
        name: name.to_string(),
        hash,
        spaces,
        lines,
        graph,
        line_types,
        leaders,
        cards,
        mix_sp,
        scenarios,
        morale,
        attrition_levels,
        morale_status,
        attrition_info,
        tables,
        constants,
        morale_markers,
        conquest,
        key_track,
        reinforcements,
        space_index,
        leader_index,
    })
}

const SPACES_H: [&str; 21] = [
    "id", "name_en", "label", "name_ko", "kind", "home", "joint", "key", "fortress", "depot", "capital", "port", "marsh", "edge", "rfm_city",
    "imp_vp_bonus", "special", "lat", "lon", "approximate", "source",
];
const LINES_H: [&str; 6] = ["from", "to", "type", "bridge", "approximate", "source"];
const LEADERS_H: [&str; 13] =
    ["id", "name_en", "label", "name_ko", "power", "nation", "battle", "command", "build_cp", "first_build_turn", "special", "approximate", "source"];
const PIECES_H: [&str; 5] = ["owner", "piece", "sp", "count", "source"];
const CARDS_H: [&str; 22] = [
    "number", "key", "name_en", "name_ko", "class", "cp", "response", "battle", "siege", "plus", "face_up", "after_use", "locked", "t1_return",
    "winter_t4", "reminder", "event_text", "summary_en", "summary_ko", "effect", "notes", "source",
];
const MORALE_H: [&str; 11] =
    ["camp", "index", "box", "own_dice", "ally_dice", "disrupt_regroup", "tie_loses", "austria", "prussia", "cossack_mod", "source"];
const TABLES_H: [&str; 6] = ["table", "min", "max", "result", "value", "source"];
const CONSTANTS_H: [&str; 3] = ["key", "value", "source"];
const MM_H: [&str; 5] = ["cause", "camp", "op", "value", "source"];
const CONQUEST_H: [&str; 4] = ["modifier", "value", "per", "source"];
const TRACKS_H: [&str; 7] = ["track", "index", "box", "name_en", "name_ko", "value", "source"];
const REINF_H: [&str; 6] = ["before_turn", "who", "item", "value", "condition", "source"];
const SCEN_H: [&str; 29] = [
    "id", "name_en", "name_ko", "first_turn", "last_turn", "last_turn_max", "start_step", "impulse_marker", "imp_morale", "imp_loss", "attrition",
    "attrition_loss", "res_fn", "res_fs", "res_imp_alloc", "res_r1", "res_r2", "transfers", "tsar_morale", "tsar_loss", "key_track",
    "will_to_fight", "rfm", "scorched", "sacked", "entrenched", "bridges", "special", "source",
];
const SETUP_H: [&str; 10] = ["scenario", "power", "nation", "space", "leaders", "infantry", "cavalry", "artillery", "other", "source"];
const HANDS_H: [&str; 10] = ["scenario", "mode", "holder", "fixed", "home", "regular", "chit_home", "chit_regular", "total", "source"];
const ATTRITION_H: [&str; 8] = ["index", "box", "name_en", "name_ko", "morale_markers", "max_morale", "extra_die_per", "source"];

impl std::fmt::Debug for KutData {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "KutData({} {})", self.name, self.hash)
    }
}

/// Two packs are the same when their files are (their hash).
impl PartialEq for KutData {
    fn eq(&self, other: &Self) -> bool {
        self.hash == other.hash
    }
}
