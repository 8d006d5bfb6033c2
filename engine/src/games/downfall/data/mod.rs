//! Downfall's data pack (docs/games/downfall-data.md): the reconstructed map, counters, set-ups, order
//! markers and tables, read through `kit::table` so every problem names its file and line. The rules read
//! every number the pack holds from here (the Land Combat Table, the terrain costs and bonuses, the order
//! markers' costs, the weather, the initiative track).

use std::collections::BTreeMap;

use crate::kit::rows::{RowHex, Rows, Shift};
use crate::kit::table::{self, Errors, Row};

/// The grid: pointy-top, odd rows shifted east (FINDINGS §2.1, docs/games/downfall.md).
pub const GRID: Rows = Rows::new(Shift::OddRowsRight);

/// The four factions, in seat order (seats 0–3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    West,
    Okh,
    Soviet,
    Okw,
}

pub const FACTIONS: [Faction; 4] = [Faction::West, Faction::Okh, Faction::Soviet, Faction::Okw];

/// The three ideologies (DF 1.2, L116–L130): hex and objective control belongs to an ideology.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Ideology {
    Western,
    Soviet,
    Axis,
}

impl Faction {
    pub fn seat(self) -> u8 {
        self as u8
    }
    pub fn of_seat(s: u8) -> Faction {
        FACTIONS[(s as usize) % 4]
    }
    pub fn key(self) -> &'static str {
        match self {
            Faction::West => "west",
            Faction::Okh => "okh",
            Faction::Soviet => "soviet",
            Faction::Okw => "okw",
        }
    }
    pub fn parse(s: &str) -> Option<Faction> {
        FACTIONS.iter().copied().find(|f| f.key() == s)
    }
    pub fn ideology(self) -> Ideology {
        match self {
            Faction::West => Ideology::Western,
            Faction::Soviet => Ideology::Soviet,
            Faction::Okh | Faction::Okw => Ideology::Axis,
        }
    }
    pub fn is_axis(self) -> bool {
        self.ideology() == Ideology::Axis
    }
    /// The faction this one fights (DF 7.2, L1227–L1230): OKH only the Soviets, OKW only the West.
    pub fn enemy(self) -> Faction {
        match self {
            Faction::West => Faction::Okw,
            Faction::Okw => Faction::West,
            Faction::Soviet => Faction::Okh,
            Faction::Okh => Faction::Soviet,
        }
    }
    /// The other Axis faction (DF 7.10, 7.11).
    pub fn other_axis(self) -> Option<Faction> {
        match self {
            Faction::Okh => Some(Faction::Okw),
            Faction::Okw => Some(Faction::Okh),
            _ => None,
        }
    }
}

impl Ideology {
    /// Hostility (DF 1.2): Axis against both Allies; West and Soviet are not enemies.
    pub fn hostile(self, o: Ideology) -> bool {
        self != o && (self == Ideology::Axis || o == Ideology::Axis)
    }
    pub fn key(self) -> &'static str {
        match self {
            Ideology::Western => "western",
            Ideology::Soviet => "soviet",
            Ideology::Axis => "axis",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Class {
    Land,
    Coast,
    Sea,
    Offmap,
    Area,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    None,
    Clear,
    Forest,
    Hills,
    Swamp,
    Mountains,
}

impl Terrain {
    pub fn key(self) -> &'static str {
        match self {
            Terrain::None => "-",
            Terrain::Clear => "clear",
            Terrain::Forest => "forest",
            Terrain::Hills => "hills",
            Terrain::Swamp => "swamp",
            Terrain::Mountains => "mountains",
        }
    }
}

#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct HexData {
    pub id: RowHex,
    pub class: Class,
    pub terrain: Terrain,
    pub city: Option<String>,
    pub port: bool,
    pub objective: bool,
    pub capital: bool,
    pub supply: Vec<String>,
    pub country: String,
    pub land_area: Option<String>,
    /// The sea areas a port opens on (DF 1.C, L376).
    pub sea_areas: Vec<String>,
    pub rail: bool,
    pub allied_start: Vec<String>,
    pub name_en: String,
    pub name_ko: String,
}

impl HexData {
    /// A hex land units may stand in (DF A.3: not sea, not off the play area, not a land area's cover).
    pub fn playable(&self) -> bool {
        matches!(self.class, Class::Land | Class::Coast)
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum SideKind {
    Land,
    Strait,
    Sea,
    Edge,
}

#[derive(Clone, Copy, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct SideData {
    pub kind: SideKind,
    pub river: bool,
    pub rail: bool,
    pub border: bool,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Combat,
    Air,
    Naval,
    Partisan,
    Beachhead,
}

/// A combat unit's type (DF 2.1.1, L517–L558).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum UType {
    Leg,
    Mechanized,
    Motorized,
    Tank,
    FortTroop,
    Fortress,
    Garrison,
    Shock,
    Airborne,
    Other,
}

impl UType {
    fn parse(s: &str) -> Option<UType> {
        Some(match s {
            "leg" => UType::Leg,
            "mechanized" => UType::Mechanized,
            "motorized" => UType::Motorized,
            "tank" => UType::Tank,
            "fort_troop" => UType::FortTroop,
            "fortress" => UType::Fortress,
            "garrison" => UType::Garrison,
            "shock" => UType::Shock,
            "airborne" => UType::Airborne,
            "air" | "fleet" | "sub" | "partisan" | "beachhead" | "mulberry" => UType::Other,
            _ => return None,
        })
    }
    /// Armoured category: Tank and Mechanized (DF 2.1.1).
    pub fn armored(self) -> bool {
        matches!(self, UType::Tank | UType::Mechanized)
    }
    pub fn infantry(self) -> bool {
        matches!(self, UType::Leg | UType::Motorized | UType::FortTroop | UType::Garrison | UType::Shock | UType::Airborne)
    }
    pub fn key(self) -> &'static str {
        match self {
            UType::Leg => "leg",
            UType::Mechanized => "mechanized",
            UType::Motorized => "motorized",
            UType::Tank => "tank",
            UType::FortTroop => "fort_troop",
            UType::Fortress => "fortress",
            UType::Garrison => "garrison",
            UType::Shock => "shock",
            UType::Airborne => "airborne",
            UType::Other => "other",
        }
    }
}

#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct UnitData {
    pub key: String,
    pub kind: Kind,
    pub faction: Faction,
    pub nationality: String,
    /// Front type, and the back for a two-sided counter.
    pub front: UType,
    pub back: Option<UType>,
    pub pips: u8,
    pub elite: bool,
    pub conscript: bool,
    /// The supply badge (DF 2.1.5, L632): always in supply.
    pub supply_badge: bool,
    pub name: String,
    pub entry: u8,
    /// A naval unit: a fleet (not a sub), its intrinsic air (DF 2.4, L744), the sea area a fixed (named)
    /// one never leaves (L748).
    pub fleet: bool,
    pub intrinsic_air: bool,
    pub fixed: Option<String>,
    /// An Airdrop marker on the back of a Western airborne unit (L879).
    pub airdrop: bool,
}

impl UnitData {
    pub fn german(&self) -> bool {
        self.nationality == "german"
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum OrderKind {
    Redeploy,
    Attack,
    RedeployAttack,
    AttackRedeploy,
    Hq,
    Recruit,
    Mechanize,
    PartisanWarfare,
    StrategicWarfare,
    MaterialShortages,
    CommandFailure,
}

impl OrderKind {
    pub fn key(self) -> &'static str {
        match self {
            OrderKind::Redeploy => "redeploy",
            OrderKind::Attack => "attack",
            OrderKind::RedeployAttack => "redeploy_attack",
            OrderKind::AttackRedeploy => "attack_redeploy",
            OrderKind::Hq => "hq",
            OrderKind::Recruit => "recruit",
            OrderKind::Mechanize => "mechanize",
            OrderKind::PartisanWarfare => "partisan_warfare",
            OrderKind::StrategicWarfare => "strategic_warfare",
            OrderKind::MaterialShortages => "material_shortages",
            OrderKind::CommandFailure => "command_failure",
        }
    }
    pub fn is_ops(self) -> bool {
        matches!(self, OrderKind::Redeploy | OrderKind::Attack | OrderKind::RedeployAttack | OrderKind::AttackRedeploy)
    }
}

/// One side of an order marker (orders.tsv).
#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct OrderSide {
    /// Which faction may use it (the Axis general markers: one side per Axis faction).
    pub faction: Faction,
    pub order: OrderKind,
    pub mp: u8,
    pub activates: Vec<String>,
    pub icons: Vec<String>,
    pub attacks: u8,
    pub lead: Vec<String>,
    pub steps: u8,
    /// Printed initiative cost; `None` for HQ (variable, DF 7.5).
    pub cost: Option<u8>,
}

#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Marker {
    pub key: String,
    pub sides: Vec<OrderSide>,
}

#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Scenario {
    pub key: String,
    pub name_en: String,
    pub name_ko: String,
    pub start_turn: u8,
    /// Initiative spaces: soviet/okh/west/okw (scenarios.tsv order).
    pub init: BTreeMap<Faction, u8>,
    pub first: Faction,
    pub planning: Vec<String>,
    pub vp: i8,
    pub rules: Vec<String>,
    /// Start boxes of the SW tracks (malta, atlantic, bombing); 0: inactive (DF 1.E).
    pub sw: [u8; 3],
    /// Transport Points at the start.
    pub tp: u8,
    /// Beachhead markers in the West's force pool at the start (DF 2.4.2, L760).
    pub beachheads: u8,
    /// Armour steps in the Western Armor Reserves at the start (DF 7.7.3, L871).
    pub war: u8,
    /// The event display at the start (DF 4, 10): spent, current and pending cards, by index in
    /// [`DfData::events`].
    pub events: [Option<usize>; 3],
    /// Action cards dealt at the start, by faction (`FACTIONS` order; scenarios.tsv gives
    /// soviet/okh/west/okw), when the action-card variant is on (DF 4, 3.2).
    pub hands: [u8; 4],
}

/// An event card (DF 3.1, cards.tsv `deck=event`): its number and key (the effect is read off the key,
/// events.rs), the factions whose action-card icons it shows, and its air icons.
#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct EventCard {
    pub key: String,
    pub number: u8,
    pub name_en: String,
    pub name_ko: String,
    pub draws: Vec<Faction>,
    /// Air icons: a faction, or `None` for an Axis icon that goes to the revealing player's Axis faction.
    pub air: Vec<Option<Faction>>,
}

/// The action-card decks (DF 3.2, L936): one per ideology.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Deck {
    Axis,
    Soviet,
    West,
}

impl Deck {
    pub const ALL: [Deck; 3] = [Deck::Axis, Deck::Soviet, Deck::West];
    /// The deck a faction draws from: OKH and OKW share the Axis deck.
    pub fn of(f: Faction) -> Deck {
        match f {
            Faction::Okh | Faction::Okw => Deck::Axis,
            Faction::Soviet => Deck::Soviet,
            Faction::West => Deck::West,
        }
    }
}

/// An action card's type (DF 3.2, L938–L946): situational, HQ (one a faction a land combat) or combat (any
/// number); `Unknown` when the seed does not say.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Situational,
    Hq,
    Combat,
    Unknown,
}

/// An action card the pack lists (cards.tsv, decks axis/soviet/west). What it does is read off its key
/// (cards.rs); `known` is false for a card whose text nothing describes (`text=none`).
#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct ActionCard {
    pub key: String,
    pub deck: Deck,
    pub kind: CardKind,
    /// The turn it is shuffled into its deck (DF 3.2 L940, 12 step 3); 1: in the deck from the start.
    pub entry_turn: u8,
    pub known: bool,
}

/// The three Strategic Warfare displays (DF 1.E, L401–L419), in `sw_tracks.tsv`'s order.
pub const SW_TRACKS: [&str; 3] = ["malta", "atlantic", "bombing"];

/// A Land Combat Table cell (DF 8 step 5): attacker hits (`s0` = Soviet-one), defender hits, `#G`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Cell {
    pub attacker: u8,
    pub s0: bool,
    pub defender: u8,
    pub g: bool,
}

impl Cell {
    pub fn parse(s: &str) -> Option<Cell> {
        let (a, d) = s.split_once('/')?;
        let (s0, attacker) = if a == "s0" { (true, 0) } else { (false, a.parse().ok()?) };
        let (d, g) = match d.strip_suffix("#G") {
            Some(d) => (d, true),
            None => (d, false),
        };
        Some(Cell { attacker, s0, defender: d.parse().ok()?, g })
    }
    pub fn text(&self) -> String {
        let a = if self.s0 { "s0".to_string() } else { self.attacker.to_string() };
        format!("{a}/{}{}", self.defender, if self.g { "#G" } else { "" })
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Weather {
    Fair,
    Mud,
    Snow,
}

impl Weather {
    pub fn key(self) -> &'static str {
        match self {
            Weather::Fair => "fair",
            Weather::Mud => "mud",
            Weather::Snow => "snow",
        }
    }
}

/// A beach hex (DF 1.C, 2.4.2; beaches.tsv): the sea hex with the beach symbol and the land hex it points
/// at (the beach hexside lies between them).
#[derive(Clone, Debug, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Beach {
    pub key: String,
    pub sea_hex: RowHex,
    pub target: RowHex,
    pub sea_area: String,
    /// The Transport Points a Beachhead costs here (L766).
    pub tp: u8,
    /// The weathers in which a landing is allowed (L766).
    pub weather: Vec<Weather>,
    /// Beach Closed markers: (scenario, turn) — closed in that scenario until that turn starts (L875).
    pub closed: Vec<(String, u8)>,
}

/// Terrain Effects Chart values (terrain_effects.tsv).
#[derive(Clone, Debug, Default, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Tec {
    /// (mp, defence) per hex terrain key and hexside feature.
    pub mp: BTreeMap<String, u8>,
    pub defence: BTreeMap<String, u8>,
    pub difficult_in: BTreeMap<String, Weather>,
}

/// Rows and columns of the dense lookup grid (the map's ids run 00–99; the pack uses rows 09–44, columns
/// 00–46).
const DENSE: i32 = 100;

/// How many slots [`dense`] indexes: per-hex vectors of the rules (a prompt's ZOC) are this long.
pub(crate) const DENSE_HEXES: usize = (DENSE * DENSE) as usize;

/// A hex's slot in the dense lookup grid, or `None` off it.
pub(crate) fn dense(h: RowHex) -> Option<usize> {
    ((0..DENSE).contains(&h.row) && (0..DENSE).contains(&h.col)).then(|| (h.row * DENSE + h.col) as usize)
}

pub struct DfData {
    /// Hexes and hexsides by position, for the rules' lookups (the maps below are the pack as read).
    dense_hexes: Vec<Option<HexData>>,
    dense_sides: Vec<[Option<SideData>; 6]>,
    /// By dense slot: bit `k` set when the side to `GRID.neighbours(h)[k]` can be crossed by land (DF A.3:
    /// both hexes playable, a land or strait side, or any side with rail) — [`DfData::passable`].
    dense_links: Vec<u8>,
    /// The playable hexes with a city or rail, in hex order: where air units may stand (DF 2.3.2).
    pub city_or_rail: Vec<RowHex>,
    pub name: String,
    pub hash: String,
    pub hexes: BTreeMap<RowHex, HexData>,
    pub sides: BTreeMap<(RowHex, RowHex), SideData>,
    pub units: Vec<UnitData>,
    pub markers: Vec<Marker>,
    pub scenarios: Vec<Scenario>,
    /// scenario → (unit index, location, steps)
    pub setup: BTreeMap<String, Vec<(usize, String, u8)>>,
    /// (roll 1–14, column −4…+8) → cell
    pub crt: BTreeMap<(i8, i8), Cell>,
    /// (turn, period) → weather
    pub weather: BTreeMap<(u8, u8), Weather>,
    /// initiative space → the faction whose event space it is
    pub event_spaces: BTreeMap<u8, Faction>,
    /// space of the weather marker at the start
    pub weather_start: u8,
    pub tec: Tec,
    pub reinforcements: Vec<(usize, u8)>,
    /// The sea areas (DF 1.C): name → (adjacent areas, borders only Western units cross).
    pub seas: BTreeMap<String, (Vec<String>, Vec<String>)>,
    /// The Western land areas (DF 1.B) and the sea areas their ports open on, in the table's order.
    pub land_areas: Vec<(String, Vec<String>)>,
    /// The supply flags printed in each land area, in `land_areas` order (DF 11: a land area can be a source).
    pub area_flags: Vec<Vec<String>>,
    /// The hexes each land area touches for air range, in `land_areas` order (DF 2.3, L692: the UK's six
    /// beach hexes; the Middle East's two land hexes, L366).
    pub area_air_hexes: Vec<Vec<RowHex>>,
    /// The land hexes each land area is joined to for land movement and supply, in `land_areas` order (DF
    /// 1.B, L366: the Middle East acts as one hex adjacent to the two land hexes it touches; rules 9).
    pub area_land_hexes: Vec<Vec<RowHex>>,
    /// The beach hexes (DF 1.C, 2.4.2, TEC L2276): where the West may place a Beachhead.
    pub beaches: Vec<Beach>,
    /// Each SW track's boxes, leftmost first: the ideology with the advantage there (DF 1.E).
    pub sw_boxes: [Vec<Ideology>; 3],
    /// Each SW track's boxes: the Western naval strength modifier there (DF 9.1.1, L1641–L1645).
    pub sw_naval_mod: [Vec<i8>; 3],
    /// Each SW track's boxes: the zone under the box and the units that zone shows in play — Italian
    /// fleets, OKW subs, Western elite air units (DF 1.E L413, 7.9.2).
    pub sw_zones: [Vec<(u8, u8)>; 3],
    /// The SW track whose naval modifier applies in a sea area (DF 9.1.1), by `SW_TRACKS` index.
    pub sea_track: BTreeMap<String, usize>,
    /// The Strategic Warfare order's bands: (min, max, boxes) of the 2d6 (DF 7.9, L1364–L1371).
    pub sw_bands: Vec<(i32, i32, u8)>,
    /// The 19 event cards (DF 3.1), in cards.tsv's order.
    pub events: Vec<EventCard>,
    /// The action cards of the three decks (DF 3.2), in cards.tsv's order.
    pub actions: Vec<ActionCard>,
    /// The Partisan Warfare order's bands: (min, max, Partisan Table rolls) of the 2d6 (DF 7.8, L1348–L1350).
    pub partisan_bands: Vec<(i32, i32, u8)>,
    /// The naval attack results (DF 9.2 step 3, L1667–L1675): (min, max, defender hits) of the modified
    /// 2d6; 0 hits: the defender interdicts one of the interceptor's naval units.
    pub naval_bands: Vec<(i32, i32, u8)>,
    /// The Partisan Table: (faction, 2d6) → country (DF 7.8, the play aid; partisan_table.tsv).
    pub partisan_table: BTreeMap<(Faction, u8), String>,
}

impl DfData {
    /// The boxes an SW roll moves the marker (DF 7.9).
    pub fn sw_boxes_for(&self, roll: i32) -> u8 {
        self.sw_bands.iter().find(|(lo, hi, _)| (*lo..=*hi).contains(&roll)).map_or(0, |b| b.2)
    }
}

impl DfData {
    pub fn hex(&self, h: RowHex) -> Option<&HexData> {
        self.dense_hexes.get(dense(h)?)?.as_ref()
    }
    pub fn side(&self, a: RowHex, b: RowHex) -> Option<&SideData> {
        let slot = GRID.neighbours(a).iter().position(|n| *n == b)?;
        self.dense_sides.get(dense(a)?)?[slot].as_ref()
    }
    fn build_dense(&mut self) {
        self.dense_hexes = vec![None; (DENSE * DENSE) as usize];
        self.dense_sides = vec![[None; 6]; (DENSE * DENSE) as usize];
        for (h, x) in &self.hexes {
            if let Some(i) = dense(*h) {
                self.dense_hexes[i] = Some(x.clone());
            }
        }
        for ((a, b), sd) in &self.sides {
            for (x, y) in [(*a, *b), (*b, *a)] {
                if let (Some(i), Some(slot)) = (dense(x), GRID.neighbours(x).iter().position(|n| *n == y)) {
                    self.dense_sides[i][slot] = Some(*sd);
                }
            }
        }
        self.city_or_rail = self.hexes.iter().filter(|(_, x)| x.playable() && (x.city.is_some() || x.rail)).map(|(h, _)| *h).collect();
        self.dense_links = vec![0; (DENSE * DENSE) as usize];
        for (h, x) in &self.hexes {
            let Some(i) = dense(*h) else { continue };
            if !x.playable() {
                continue;
            }
            for (slot, n) in GRID.neighbours(*h).into_iter().enumerate() {
                let open = self.hex(n).is_some_and(|y| y.playable())
                    && self.dense_sides[i][slot].is_some_and(|sd| matches!(sd.kind, SideKind::Land | SideKind::Strait) || sd.rail);
                if open {
                    self.dense_links[i] |= 1 << slot;
                }
            }
        }
    }
    /// Whether the side between two hexes can be crossed by land (DF A.3): both playable, a land or strait
    /// side, or any side with rail (rail crosses water, L310). Precomputed once per pack.
    pub fn passable(&self, a: RowHex, b: RowHex) -> bool {
        let Some(i) = dense(a) else { return false };
        let Some(slot) = GRID.neighbours(a).iter().position(|n| *n == b) else { return false };
        self.dense_links.get(i).is_some_and(|m| m & (1 << slot) != 0)
    }
    /// The hexes joined to `h` by a passable side (DF A.3), in `GRID.neighbours` order.
    pub fn links(&self, h: RowHex) -> impl Iterator<Item = RowHex> {
        let m = dense(h).and_then(|i| self.dense_links.get(i).copied()).unwrap_or(0);
        GRID.neighbours(h).into_iter().enumerate().filter(move |(k, _)| m & (1 << k) != 0).map(|(_, n)| n)
    }
    pub fn unit_index(&self, key: &str) -> Option<usize> {
        self.units.iter().position(|u| u.key == key)
    }
    pub fn scenario(&self, key: &str) -> Option<&Scenario> {
        self.scenarios.iter().find(|s| s.key == key)
    }
    pub fn marker_index(&self, key: &str) -> Option<usize> {
        self.markers.iter().position(|m| m.key == key)
    }
}

crate::builtin_pack!(
    "downfall-pack";
    pub const FILES = [
        "hexes.tsv",
        "hexsides.tsv",
        "units.tsv",
        "setup.tsv",
        "reinforcements.tsv",
        "orders.tsv",
        "scenarios.tsv",
        "crt.tsv",
        "weather.tsv",
        "initiative_track.tsv",
        "terrain_effects.tsv",
        "countries.tsv",
        "land_areas.tsv",
        "sea_areas.tsv",
        "beaches.tsv",
        "cards.tsv",
        "naval_attack.tsv",
        "partisan_table.tsv",
        "partisan_warfare.tsv",
        "strategic_warfare.tsv",
        "sw_tracks.tsv",
        "seed_checks.tsv",
    ];
);

/// The built-in pack as this binary embeds it: every file of [`FILES`] with its text. Natively the whole
/// pack; in the web bundle (wasm32) the tables without their notes (engine/build/pack_strip.rs: every
/// row's source cut to its kind, `#` lines emptied), which is all the rules read, until
/// [`install_whole_pack`] has been given the whole pack, which a page fetches when it downloads the pack
/// (src/whole_pack.rs, docs/web-size.md).
pub fn embedded_files() -> Vec<(&'static str, &'static str)> {
    WHOLE.files_or(embedded_tables)
}

/// The built-in pack's content hash: of the whole pack (notes included) on every target, computed by
/// engine/build.rs, so a record names the same pack in the browser and in the CLI.
pub const BUILTIN_HASH: &str = env!("DOWNFALL_BUILTIN_PACK_HASH");

/// The whole built-in pack once a page has fetched it (web bundle only).
static WHOLE: table::WholeBuiltin = table::WholeBuiltin::new();

/// Takes the whole built-in pack (every file of [`FILES`] by name, notes included), fetched by a page
/// that downloads the pack: from then on [`embedded_files`] gives it. Refused, with the reason, when it is
/// not this version's built-in pack (another content hash) or does not read.
pub fn install_whole_pack(files: Vec<(String, String)>) -> Result<(), String> {
    WHOLE.install(files, FILES, BUILTIN_HASH, |files| parse(crate::packs::BUILTIN, files).map(|_| ()).map_err(|e| e.to_string()))
}

/// Whether a page has the whole built-in pack (always false natively, where [`embedded_files`] is the
/// whole pack already).
pub fn has_whole_pack() -> bool {
    WHOLE.has()
}

/// Headers of the tables the rules do not read yet: still checked, so a pack with a broken one is told.
const OTHER_HEADERS: &[(&str, &[&str])] = &[
    ("countries.tsv", &["country", "name_en", "name_ko", "status", "minor", "partisans", "source"]),
    ("beaches.tsv", &["beach", "name_en", "sea_hex", "target", "sea_area", "tp", "weather", "uk", "closed", "source"]),
    ("cards.tsv", &["deck", "number", "key", "name_en", "name_ko", "kind", "entry_turn", "text", "draws", "air", "summary_en", "source"]),
    ("naval_attack.tsv", &["min", "max", "result", "hits", "source"]),
    ("partisan_table.tsv", &["faction", "roll", "country", "source"]),
    ("partisan_warfare.tsv", &["min", "max", "table_rolls", "source"]),
    ("seed_checks.tsv", &["kind", "args", "expected", "source"]),
];

fn file<'a>(files: &[(&'a str, &'a str)], name: &str, errors: &mut Errors) -> Option<&'a str> {
    match files.iter().find(|(n, _)| *n == name) {
        Some((_, t)) => Some(t),
        None => {
            errors.push(format!("{name}: the pack has no such file"));
            None
        }
    }
}

fn rows<'a>(files: &[(&'a str, &'a str)], name: &'a str, header: &'a [&'a str], errors: &mut Errors) -> Vec<Row<'a>> {
    let Some(text) = file(files, name, errors) else { return vec![] };
    match table::read(name, text, header) {
        Ok(r) => r,
        Err(e) => {
            errors.0.extend(e.0);
            vec![]
        }
    }
}

fn flag01(r: &Row, c: &str) -> Result<bool, String> {
    match r.get(c) {
        "0" => Ok(false),
        "1" => Ok(true),
        v => Err(r.err(format!("{c} must be 0 or 1, found '{v}'"))),
    }
}

fn opt(s: &str) -> Option<String> {
    (s != "-" && !s.is_empty()).then(|| s.to_string())
}

fn list(s: &str) -> Vec<String> {
    if s == "-" || s.is_empty() {
        vec![]
    } else {
        s.split(',').map(|x| x.trim().to_string()).collect()
    }
}

fn weather(s: &str) -> Option<Weather> {
    match s {
        "fair" => Some(Weather::Fair),
        "mud" => Some(Weather::Mud),
        "snow" => Some(Weather::Snow),
        _ => None,
    }
}

/// Reads a pack, reporting every problem with its file and line.
pub fn parse(name: &str, files: &[(&str, &str)]) -> Result<DfData, Errors> {
    let mut e = Errors::new();
    let mut d = DfData {
        dense_hexes: vec![],
        dense_sides: vec![],
        dense_links: vec![],
        city_or_rail: vec![],
        name: name.to_string(),
        hash: table::pack_hash(files.iter().copied()),
        hexes: BTreeMap::new(),
        sides: BTreeMap::new(),
        units: vec![],
        markers: vec![],
        scenarios: vec![],
        setup: BTreeMap::new(),
        crt: BTreeMap::new(),
        weather: BTreeMap::new(),
        event_spaces: BTreeMap::new(),
        weather_start: 1,
        tec: Tec::default(),
        reinforcements: vec![],
        sw_boxes: Default::default(),
        sw_naval_mod: Default::default(),
        sw_zones: Default::default(),
        sea_track: BTreeMap::new(),
        seas: BTreeMap::new(),
        land_areas: vec![],
        area_flags: vec![],
        area_land_hexes: vec![],
        area_air_hexes: vec![],
        beaches: vec![],
        sw_bands: vec![],
        events: vec![],
        actions: vec![],
        partisan_bands: vec![],
        naval_bands: vec![],
        partisan_table: BTreeMap::new(),
    };
    for (f, h) in OTHER_HEADERS {
        let _ = rows(files, f, h, &mut e);
    }
    // Hexes.
    let h = ["hex", "class", "terrain", "city", "port", "objective", "capital", "supply", "country", "land_area", "sea_area", "beach", "rail", "allied_start", "name_en", "name_ko", "lat", "lon", "source"];
    for r in rows(files, "hexes.tsv", &h, &mut e) {
        let Some(id) = RowHex::parse(r.get("hex")) else {
            e.push(r.err(format!("'{}' is not a hex id (RRCC)", r.get("hex"))));
            continue;
        };
        let class = e.take(r.one_of("class", &[("land", Class::Land), ("coast", Class::Coast), ("sea", Class::Sea), ("offmap", Class::Offmap), ("area", Class::Area)]));
        let terrain = e.take(r.one_of(
            "terrain",
            &[("-", Terrain::None), ("clear", Terrain::Clear), ("forest", Terrain::Forest), ("hills", Terrain::Hills), ("swamp", Terrain::Swamp), ("mountains", Terrain::Mountains)],
        ));
        let port = e.take(flag01(&r, "port"));
        let objective = e.take(flag01(&r, "objective"));
        let capital = e.take(flag01(&r, "capital"));
        let rail = e.take(flag01(&r, "rail"));
        let _ = e.take(r.source());
        let (Some(class), Some(terrain), Some(port), Some(objective), Some(capital), Some(rail)) = (class, terrain, port, objective, capital, rail) else { continue };
        if matches!(class, Class::Land | Class::Coast) && terrain == Terrain::None {
            e.push(r.err("a playable land hex needs a terrain"));
        }
        if d.hexes.contains_key(&id) {
            e.push(r.err(format!("hex {id} is listed twice")));
        }
        d.hexes.insert(
            id,
            HexData {
                id,
                class,
                terrain,
                city: opt(r.get("city")),
                port,
                objective,
                capital,
                supply: list(r.get("supply")),
                country: r.get("country").to_string(),
                land_area: opt(r.get("land_area")),
                sea_areas: if port { list(r.get("sea_area")) } else { vec![] },
                rail,
                allied_start: list(r.get("allied_start")),
                name_en: r.get("name_en").to_string(),
                name_ko: r.get("name_ko").to_string(),
            },
        );
    }
    // Hexsides.
    let h = ["hexside", "kind", "river", "rail", "border", "source"];
    for r in rows(files, "hexsides.tsv", &h, &mut e) {
        let id = r.get("hexside");
        let ends = id.split_once('-').and_then(|(a, b)| Some((RowHex::parse(a)?, RowHex::parse(b)?)));
        let Some((a, b)) = ends else {
            e.push(r.err(format!("'{id}' is not a hexside (RRCC-RRCC)")));
            continue;
        };
        if !GRID.is_adjacent(a, b) {
            e.push(r.err(format!("{a} and {b} are not adjacent")));
            continue;
        }
        let kind = e.take(r.one_of("kind", &[("land", SideKind::Land), ("strait", SideKind::Strait), ("sea", SideKind::Sea), ("edge", SideKind::Edge)]));
        let river = e.take(flag01(&r, "river"));
        let rail = e.take(flag01(&r, "rail"));
        let border = e.take(flag01(&r, "border"));
        if let (Some(kind), Some(river), Some(rail), Some(border)) = (kind, river, rail, border) {
            d.sides.insert((a.min(b), a.max(b)), SideData { kind, river, rail, border });
        }
    }
    // Units.
    let h = ["unit", "kind", "faction", "nationality", "type", "pips", "badges", "name", "entry", "fixed", "source"];
    for r in rows(files, "units.tsv", &h, &mut e) {
        let kind = e.take(r.one_of("kind", &[("combat", Kind::Combat), ("air", Kind::Air), ("naval", Kind::Naval), ("partisan", Kind::Partisan), ("beachhead", Kind::Beachhead)]));
        let faction = Faction::parse(r.get("faction"));
        if faction.is_none() {
            e.push(r.err(format!("faction '{}' is not west, okh, soviet or okw", r.get("faction"))));
        }
        let ty = r.get("type");
        let (f, b) = match ty.split_once('/') {
            Some((f, b)) => (UType::parse(f), Some(UType::parse(b))),
            None => (UType::parse(ty), None),
        };
        if f.is_none() || b == Some(None) {
            e.push(r.err(format!("type '{ty}' is not a unit type")));
        }
        let pips = if r.get("pips") == "-" { Some(0) } else { e.take(r.num::<u8>("pips", 1, 4)) };
        let entry = e.take(r.num::<u8>("entry", 0, 8));
        let badges = list(r.get("badges"));
        let (Some(kind), Some(faction), Some(front), Some(pips), Some(entry)) = (kind, faction, f, pips, entry) else { continue };
        if kind == Kind::Combat && pips == 0 {
            e.push(r.err("a combat unit needs pips 1–4"));
        }
        d.units.push(UnitData {
            key: r.get("unit").to_string(),
            kind,
            faction,
            nationality: r.get("nationality").to_string(),
            front,
            back: b.flatten(),
            pips,
            elite: badges.iter().any(|b| b == "elite"),
            conscript: badges.iter().any(|b| b == "conscript"),
            supply_badge: badges.iter().any(|b| b == "supply"),
            name: r.get("name").to_string(),
            entry,
            fleet: ty == "fleet",
            intrinsic_air: badges.iter().any(|b| b == "intrinsic_air"),
            fixed: opt(r.get("fixed")),
            airdrop: badges.iter().any(|b| b == "airdrop"),
        });
    }
    // Orders.
    let h = ["marker", "owner", "side", "order", "mp", "activates", "icons", "attacks", "lead", "steps", "cost", "source"];
    for r in rows(files, "orders.tsv", &h, &mut e) {
        let owner = r.get("owner");
        let side = r.get("side");
        let faction = if owner == "axis" { Faction::parse(side) } else { Faction::parse(owner) };
        let Some(faction) = faction else {
            e.push(r.err(format!("owner/side '{owner}/{side}' names no faction")));
            continue;
        };
        let order = e.take(r.one_of(
            "order",
            &[
                ("redeploy", OrderKind::Redeploy),
                ("attack", OrderKind::Attack),
                ("redeploy_attack", OrderKind::RedeployAttack),
                ("attack_redeploy", OrderKind::AttackRedeploy),
                ("hq", OrderKind::Hq),
                ("recruit", OrderKind::Recruit),
                ("mechanize", OrderKind::Mechanize),
                ("partisan_warfare", OrderKind::PartisanWarfare),
                ("strategic_warfare", OrderKind::StrategicWarfare),
                ("material_shortages", OrderKind::MaterialShortages),
                ("command_failure", OrderKind::CommandFailure),
            ],
        ));
        let num = |c: &str, e: &mut Errors| if r.get(c) == "-" { Some(0) } else { e.take(r.num::<u8>(c, 0, 20)) };
        let mp = num("mp", &mut e);
        let attacks = num("attacks", &mut e);
        let steps = num("steps", &mut e);
        let cost = if r.get("cost") == "-" { Some(None) } else { e.take(r.num::<u8>("cost", 1, 20)).map(Some) };
        let (Some(order), Some(mp), Some(attacks), Some(steps), Some(cost)) = (order, mp, attacks, steps, cost) else { continue };
        if order != OrderKind::Hq && cost.is_none() {
            e.push(r.err("only HQ has no printed cost"));
            continue;
        }
        if matches!(order, OrderKind::CommandFailure | OrderKind::MaterialShortages) && !faction.is_axis() {
            e.push(r.err("Command Failure and Material Shortages are Axis orders (DF 7.10, 7.11)"));
            continue;
        }
        if order.is_ops() && r.get("activates") == "-" {
            e.push(r.err("an Ops order activates some units"));
        }
        let os = OrderSide { faction, order, mp, activates: list(r.get("activates")), icons: list(r.get("icons")), attacks, lead: list(r.get("lead")), steps, cost };
        let key = r.get("marker").to_string();
        match d.markers.iter_mut().find(|m| m.key == key) {
            Some(m) => m.sides.push(os),
            None => d.markers.push(Marker { key, sides: vec![os] }),
        }
    }
    // Partisan Warfare (DF 7.8).
    for r in rows(files, "partisan_warfare.tsv", &["min", "max", "table_rolls", "source"], &mut e) {
        let (Some(lo), Some(hi), Some(n)) = (e.take(r.num::<i32>("min", -99, 99)), e.take(r.num::<i32>("max", -99, 99)), e.take(r.num::<u8>("table_rolls", 0, 4))) else { continue };
        d.partisan_bands.push((lo, hi, n));
    }
    for r in rows(files, "naval_attack.tsv", &["min", "max", "result", "hits", "source"], &mut e) {
        let (Some(lo), Some(hi), Some(n)) = (e.take(r.num::<i32>("min", -99, 99)), e.take(r.num::<i32>("max", -99, 99)), e.take(r.num::<u8>("hits", 0, 3))) else { continue };
        d.naval_bands.push((lo, hi, n));
    }
    for r in rows(files, "partisan_table.tsv", &["faction", "roll", "country", "source"], &mut e) {
        let Some(f) = Faction::parse(r.get("faction")) else {
            e.push(r.err(format!("faction '{}' is not a faction", r.get("faction"))));
            continue;
        };
        let Some(roll) = e.take(r.num::<u8>("roll", 2, 12)) else { continue };
        d.partisan_table.insert((f, roll), r.get("country").to_string());
    }
    // Event cards (DF 3.1).
    let h = ["deck", "number", "key", "name_en", "name_ko", "kind", "entry_turn", "text", "draws", "air", "summary_en", "source"];
    for r in rows(files, "cards.tsv", &h, &mut e) {
        if r.get("deck") != "event" {
            // Action cards (DF 3.2). A row of deck `unknown` is not dealt (the built-in pack puts a Fate
            // in each deck from rules 7, docs/games/downfall.md, "Action cards").
            let deck = match r.get("deck") {
                "axis" => Deck::Axis,
                "soviet" => Deck::Soviet,
                "west" => Deck::West,
                "weather" | "unknown" => continue,
                x => {
                    e.push(r.err(format!("deck: '{x}' is not event, weather, axis, soviet, west or unknown")));
                    continue;
                }
            };
            let kind = match r.get("kind") {
                "situational" => CardKind::Situational,
                "hq" => CardKind::Hq,
                "combat" => CardKind::Combat,
                "unknown" => CardKind::Unknown,
                x => {
                    e.push(r.err(format!("kind: '{x}' is not situational, hq, combat or unknown")));
                    continue;
                }
            };
            let Some(entry_turn) = e.take(r.num::<u8>("entry_turn", 1, 8)) else { continue };
            d.actions.push(ActionCard { key: r.get("key").to_string(), deck, kind, entry_turn, known: r.get("text") != "none" });
            continue;
        }
        let Some(number) = e.take(r.num::<u8>("number", 1, 99)) else { continue };
        let mut draws = vec![];
        for x in list(r.get("draws")) {
            match Faction::parse(&x) {
                Some(f) => draws.push(f),
                None => e.push(r.err(format!("draws: '{x}' is not a faction"))),
            }
        }
        let mut air = vec![];
        for x in list(r.get("air")) {
            match (x.as_str(), Faction::parse(&x)) {
                ("axis", _) => air.push(None),
                (_, Some(f)) => air.push(Some(f)),
                _ => e.push(r.err(format!("air: '{x}' is not a faction or 'axis'"))),
            }
        }
        d.events.push(EventCard { key: r.get("key").to_string(), number, name_en: r.get("name_en").to_string(), name_ko: r.get("name_ko").to_string(), draws, air });
    }
    // Scenarios.
    let h = ["scenario", "name_en", "name_ko", "start_turn", "start_date", "first", "init", "weather", "events", "planning", "hands", "vp", "war", "tp", "beachheads", "sw", "rules", "source"];
    for r in rows(files, "scenarios.tsv", &h, &mut e) {
        let turn = e.take(r.num::<u8>("start_turn", 1, 8));
        let first = Faction::parse(r.get("first"));
        let vp = e.take(r.num::<i8>("vp", -9, 9));
        let spaces: Vec<Option<u8>> = r.get("init").split('/').map(|x| x.parse().ok().filter(|v| (1..=91).contains(v))).collect();
        let order = [Faction::Soviet, Faction::Okh, Faction::West, Faction::Okw];
        if spaces.len() != 4 || spaces.iter().any(Option::is_none) {
            e.push(r.err("init must be four spaces 1–91: soviet/okh/west/okw"));
            continue;
        }
        let sw: Vec<Option<u8>> = r.get("sw").split('/').map(|x| x.parse().ok()).collect();
        let tp = e.take(r.num::<u8>("tp", 0, 10));
        let war = e.take(r.num::<u8>("war", 0, 10)).unwrap_or(0);
        let beachheads = e.take(r.num::<u8>("beachheads", 0, 2)).unwrap_or(0);
        // DF 2.4.2 (L760, L762): the markers a scenario starts with come from the counter mix.
        let counters = d.units.iter().filter(|u| u.kind == Kind::Beachhead).count();
        if beachheads as usize > counters {
            e.push(r.err(format!("beachheads {beachheads}: units.tsv has only {counters} Beachhead counter(s) (DF 2.4.2)")));
        }
        if sw.len() != 3 || sw.iter().any(Option::is_none) {
            e.push(r.err("sw must be three start boxes malta/atlantic/bombing (0: inactive)"));
            continue;
        }
        let (Some(turn), Some(first), Some(vp), Some(tp)) = (turn, first, vp, tp) else {
            e.push(r.err("start_turn, first or vp unreadable"));
            continue;
        };
        let hands: Vec<Option<u8>> = r.get("hands").split('/').map(|x| x.parse().ok().filter(|v| *v <= 20)).collect();
        if hands.len() != 4 || hands.iter().any(Option::is_none) {
            e.push(r.err("hands must be four card counts 0–20: soviet/okh/west/okw"));
            continue;
        }
        let mut dealt = [0u8; 4];
        for (f, n) in order.iter().zip(&hands) {
            dealt[*f as usize] = n.unwrap_or(0);
        }
        let mut events = [None; 3];
        let keys: Vec<&str> = r.get("events").split('/').collect();
        if keys.len() != 3 {
            e.push(r.err("events must be three event cards spent/current/pending"));
        }
        for (i, k) in keys.iter().take(3).enumerate() {
            if *k == "-" {
                continue;
            }
            match d.events.iter().position(|c| c.key == *k) {
                Some(c) => events[i] = Some(c),
                None => e.push(r.err(format!("events: '{k}' is not an event card in cards.tsv"))),
            }
        }
        d.scenarios.push(Scenario {
            key: r.get("scenario").to_string(),
            name_en: r.get("name_en").to_string(),
            name_ko: r.get("name_ko").to_string(),
            start_turn: turn,
            init: order.iter().zip(&spaces).map(|(f, s)| (*f, s.unwrap_or(1))).collect(),
            first,
            planning: list(r.get("planning")),
            vp,
            rules: list(r.get("rules")),
            sw: [sw[0].unwrap_or(0), sw[1].unwrap_or(0), sw[2].unwrap_or(0)],
            tp,
            hands: dealt,
            beachheads,
            war,
            events,
        });
    }
    // Set-ups.
    let h = ["scenario", "unit", "location", "face", "steps", "source"];
    for r in rows(files, "setup.tsv", &h, &mut e) {
        let Some(u) = d.unit_index(r.get("unit")) else {
            e.push(r.err(format!("unit '{}' is not in units.tsv", r.get("unit"))));
            continue;
        };
        let steps = if r.get("steps") == "-" { Some(d.units[u].pips) } else { e.take(r.num::<u8>("steps", 1, 4)) };
        let loc = r.get("location").to_string();
        if let Some(id) = RowHex::parse(&loc) {
            if !d.hexes.get(&id).is_some_and(|x| x.playable()) {
                e.push(r.err(format!("{loc} is not a playable land hex")));
                continue;
            }
        } else if !(loc == "pool" || loc.starts_with("area:") || loc.starts_with("sea:") || loc.starts_with("box:")) {
            // Other displays (sea areas, SW boxes) are kept as written.
        }
        if let Some(s) = steps {
            d.setup.entry(r.get("scenario").to_string()).or_default().push((u, loc, s));
        }
    }
    let h = ["unit", "turn", "faction", "source"];
    for r in rows(files, "reinforcements.tsv", &h, &mut e) {
        let Some(u) = d.unit_index(r.get("unit")) else {
            e.push(r.err(format!("unit '{}' is not in units.tsv", r.get("unit"))));
            continue;
        };
        if let Some(t) = e.take(r.num::<u8>("turn", 1, 8)) {
            d.reinforcements.push((u, t));
        }
    }
    // Land Combat Table.
    let h = ["roll", "column", "result", "source"];
    for r in rows(files, "crt.tsv", &h, &mut e) {
        let roll = e.take(r.num::<i8>("roll", 1, 14));
        let col = r.get("column").trim_start_matches('+').parse::<i8>().ok().filter(|c| (-4..=8).contains(c));
        if col.is_none() {
            e.push(r.err(format!("column '{}' must be −4…+8", r.get("column"))));
        }
        let cell = Cell::parse(r.get("result"));
        if cell.is_none() {
            e.push(r.err(format!("result '{}' is not A/D (A: 0–3 or s0; D: 0–6, optionally #G)", r.get("result"))));
        }
        if let (Some(roll), Some(col), Some(cell)) = (roll, col, cell) {
            d.crt.insert((roll, col), cell);
        }
    }
    if d.crt.len() != 14 * 13 && e.is_empty() {
        e.push(format!("crt.tsv: the table needs every row 1–14 in every column −4…+8 ({} cells found)", d.crt.len()));
    }
    let h = ["track", "box", "advantage", "zone", "units", "naval_mod", "start", "source"];
    for r in rows(files, "sw_tracks.tsv", &h, &mut e) {
        let Some(t) = SW_TRACKS.iter().position(|x| *x == r.get("track")) else {
            e.push(r.err(format!("track '{}' is not malta, atlantic or bombing", r.get("track"))));
            continue;
        };
        let b = e.take(r.num::<u8>("box", 1, 20));
        let adv = e.take(r.one_of("advantage", &[("west", Ideology::Western), ("okw", Ideology::Axis)]));
        if let (Some(b), Some(adv)) = (b, adv) {
            if b as usize != d.sw_boxes[t].len() + 1 {
                e.push(r.err(format!("box {b} out of order: the boxes of a track run 1, 2, 3…")));
                continue;
            }
            d.sw_boxes[t].push(adv);
            d.sw_naval_mod[t].push(r.get("naval_mod").parse::<i8>().unwrap_or(0));
            let zone = e.take(r.num::<u8>("zone", 1, 9)).unwrap_or(1);
            let units = e.take(r.num::<u8>("units", 0, 9)).unwrap_or(0);
            d.sw_zones[t].push((zone, units));
        }
    }
    let h = ["sea_area", "name_en", "name_ko", "on_map", "adjacent", "western_only", "sw_track", "source"];
    for r in rows(files, "sea_areas.tsv", &h, &mut e) {
        d.seas.insert(r.get("sea_area").to_string(), (list(r.get("adjacent")), list(r.get("western_only"))));
        if let Some(t) = SW_TRACKS.iter().position(|x| *x == r.get("sw_track")) {
            d.sea_track.insert(r.get("sea_area").to_string(), t);
        }
    }
    let h = ["land_area", "name_en", "name_ko", "on_map", "ports", "adjacent_hexes", "supply", "source"];
    for r in rows(files, "land_areas.tsv", &h, &mut e) {
        d.land_areas.push((r.get("land_area").to_string(), list(r.get("ports"))));
        d.area_flags.push(list(r.get("supply")));
        d.area_air_hexes.push(list(r.get("adjacent_hexes")).iter().filter_map(|h| RowHex::parse(h)).collect());
        d.area_land_hexes.push(list(r.get("adjacent_hexes")).iter().filter_map(|h| RowHex::parse(h)).collect());
    }
    // DF 1.C, 2.4.2 (L766): the beach hexes, their Transport Point cost, the weathers a landing is allowed
    // in and the Beach Closed markers. DF 2.3 (L692): the UK land area is adjacent, for air range, to the
    // six beach hexes touching it.
    let uk = d.land_areas.iter().position(|(k, _)| k == "uk");
    for r in rows(files, "beaches.tsv", &["beach", "name_en", "sea_hex", "target", "sea_area", "tp", "weather", "uk", "closed", "source"], &mut e) {
        let (Some(sea_hex), Some(target)) = (RowHex::parse(r.get("sea_hex")), RowHex::parse(r.get("target"))) else {
            e.push(r.err("sea_hex and target must be hex ids RRCC"));
            continue;
        };
        if r.get("uk") == "1" {
            if let Some(uk) = uk {
                d.area_air_hexes[uk].push(sea_hex);
            }
        }
        let Some(tp) = e.take(r.num::<u8>("tp", 0, 10)) else { continue };
        let mut weather_ok = vec![];
        for w in list(r.get("weather")) {
            match weather(&w) {
                Some(w) => weather_ok.push(w),
                None => e.push(r.err(format!("weather: '{w}' is not fair, mud or snow"))),
            }
        }
        let mut closed = vec![];
        for c in list(r.get("closed")) {
            match c.split_once(':').and_then(|(sc, t)| t.parse::<u8>().ok().map(|t| (sc.to_string(), t))) {
                Some(x) => closed.push(x),
                None => e.push(r.err(format!("closed: '{c}' is not scenario:turn"))),
            }
        }
        d.beaches.push(Beach { key: r.get("beach").to_string(), sea_hex, target, sea_area: r.get("sea_area").to_string(), tp, weather: weather_ok, closed });
    }
    let h = ["min", "max", "boxes", "source"];
    for r in rows(files, "strategic_warfare.tsv", &h, &mut e) {
        let lo = e.take(r.num::<i32>("min", -99, 99));
        let hi = e.take(r.num::<i32>("max", -99, 99));
        let b = e.take(r.num::<u8>("boxes", 0, 5));
        if let (Some(lo), Some(hi), Some(b)) = (lo, hi, b) {
            d.sw_bands.push((lo, hi, b));
        }
    }
    let h = ["turn", "start", "end", "period", "weather", "source"];
    for r in rows(files, "weather.tsv", &h, &mut e) {
        let t = e.take(r.num::<u8>("turn", 1, 8));
        let p = e.take(r.num::<u8>("period", 1, 3));
        let w = weather(r.get("weather"));
        if w.is_none() {
            e.push(r.err("weather must be fair, mud or snow"));
        }
        if let (Some(t), Some(p), Some(w)) = (t, p, w) {
            d.weather.insert((t, p), w);
        }
    }
    if d.weather.len() != 24 && e.is_empty() {
        e.push("weather.tsv: every turn 1–8 needs its three periods".to_string());
    }
    let h = ["space", "period", "event", "start", "source"];
    for r in rows(files, "initiative_track.tsv", &h, &mut e) {
        let Some(s) = e.take(r.num::<u8>("space", 1, 91)) else { continue };
        if let Some(f) = Faction::parse(r.get("event")) {
            d.event_spaces.insert(s, f);
        }
        if r.get("start") == "weather" {
            d.weather_start = s;
        }
    }
    let h = ["feature", "scope", "mp", "defence", "difficult_in", "notes", "source"];
    for r in rows(files, "terrain_effects.tsv", &h, &mut e) {
        let f = r.get("feature").to_string();
        if let Ok(v) = r.get("mp").parse::<u8>() {
            d.tec.mp.insert(f.clone(), v);
        }
        if let Ok(v) = r.get("defence").parse::<u8>() {
            d.tec.defence.insert(f.clone(), v);
        }
        if let Some(w) = weather(r.get("difficult_in")) {
            d.tec.difficult_in.insert(f, w);
        }
    }
    for need in ["clear", "forest", "hills", "swamp", "mountains", "river", "strait", "city"] {
        if !d.tec.mp.contains_key(need) && e.is_empty() {
            e.push(format!("terrain_effects.tsv: the row '{need}' is missing"));
        }
    }
    let seas: Vec<String> = d.seas.keys().cloned().collect();
    for (a, (adj, _)) in &d.seas {
        for b in adj {
            if !seas.contains(b) {
                e.push(format!("sea_areas.tsv: {a} is adjacent to '{b}', which is no sea area"));
            }
        }
    }
    for (a, ports) in &d.land_areas {
        for b in ports {
            if !seas.contains(b) {
                e.push(format!("land_areas.tsv: {a}'s ports open on '{b}', which is no sea area"));
            }
        }
    }
    // DF 1.B (L366): a land area joins land hexes for land movement.
    for ((a, _), hexes) in d.land_areas.iter().zip(&d.area_land_hexes) {
        for h in hexes {
            if !d.hexes.get(h).is_some_and(|x| x.playable()) {
                e.push(format!("land_areas.tsv: {a} is joined to {}, which is no playable land hex", h.id()));
            }
        }
    }
    for (i, boxes) in d.sw_boxes.iter().enumerate() {
        if boxes.len() < 2 && e.is_empty() {
            e.push(format!("sw_tracks.tsv: the {} display needs at least 2 boxes", SW_TRACKS[i]));
        }
    }
    for s in &d.scenarios {
        for (i, b) in s.sw.iter().enumerate() {
            if *b as usize > d.sw_boxes[i].len() {
                e.push(format!("scenarios.tsv: scenario '{}' starts {} in box {b}, which sw_tracks.tsv does not have", s.key, SW_TRACKS[i]));
            }
        }
        if !d.setup.contains_key(&s.key) {
            e.push(format!("setup.tsv: scenario '{}' has no set-up", s.key));
        }
        for p in &s.planning {
            if d.marker_index(p).is_none() {
                e.push(format!("scenarios.tsv: planning marker '{p}' is not in orders.tsv"));
            }
        }
    }
    d.build_dense();
    e.finish(d)
}

/// What the web bundle embeds (engine/build/pack_strip.rs), checked natively.
#[cfg(test)]
#[path = "../../../../build/pack_strip.rs"]
mod pack_strip;

#[cfg(test)]
mod stripped_pack {
    use super::pack_strip;
    use super::*;
    use crate::games::downfall::Downfall;
    use crate::Game;
    use std::sync::Arc;

    fn stripped() -> Vec<(&'static str, String)> {
        embedded_files().into_iter().map(|(n, t)| (n, pack_strip::strip_notes(t))).collect()
    }

    /// The stripped pack plays as the whole one: the same prompts, action by action, in a game of each
    /// scenario that takes the prompt's actions in turn.
    #[test]
    fn the_stripped_pack_plays_as_the_same_game() {
        let files = stripped();
        let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
        let lean = Arc::new(parse(crate::packs::BUILTIN, &refs).unwrap_or_else(|e| panic!("the stripped pack does not read:\n{e}")));
        let whole = Arc::new(parse(crate::packs::BUILTIN, &embedded_files()).unwrap());
        for scenario in ["campaign", "husky", "overlord"] {
            let header = crate::games::registry().header(Downfall::meta().id, Some(scenario), 3).expect("a header");
            let mut a = Downfall::setup(&header, lean.clone()).unwrap();
            let mut b = Downfall::setup(&header, whole.clone()).unwrap();
            for step in 0..400 {
                let (pa, pb) = (Downfall::prompt(&a), Downfall::prompt(&b));
                assert_eq!(pa.actions, pb.actions, "{scenario}, action {step}");
                let (Some(seat), false) = (pa.seat, pa.actions.is_empty()) else { break };
                let action = pa.actions[(step * 7) % pa.actions.len()].clone();
                Downfall::apply(&mut a, seat, &action).unwrap();
                Downfall::apply(&mut b, seat, &action).unwrap();
            }
        }
        // And it is much smaller: the notes are about half of the pack.
        let before: usize = embedded_files().iter().map(|(_, t)| t.len()).sum();
        let after: usize = files.iter().map(|(_, t)| t.len()).sum();
        assert!(after * 3 < before * 2, "stripped {after} of {before} bytes");
    }

    #[test]
    fn the_builtin_hash_is_the_whole_packs() {
        assert_eq!(BUILTIN_HASH, table::pack_hash(embedded_files()));
        assert_eq!(crate::games::downfall::builtin_data().hash, BUILTIN_HASH);
    }

    #[test]
    fn only_the_whole_builtin_pack_is_installed() {
        let mut files: Vec<(String, String)> = embedded_files().into_iter().map(|(n, t)| (n.to_string(), t.to_string())).collect();
        let lean: Vec<(String, String)> = stripped().into_iter().map(|(n, t)| (n.to_string(), t)).collect();
        let refused = install_whole_pack(lean).unwrap_err();
        assert!(refused.contains("not this version's"), "{refused}");
        let missing = install_whole_pack(files[1..].to_vec()).unwrap_err();
        assert!(missing.contains("hexes.tsv"), "{missing}");
        files.reverse();
        assert_eq!(install_whole_pack(files), Ok(()));
        assert!(has_whole_pack());
    }
}
