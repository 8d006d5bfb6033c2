//! The plain state of a game of Empire of the Sun: one serialisable value with every counter's place and
//! side, hex control, the tracks and markers, both players' cards, the offensive under way, the stack of
//! pending steps, the dice and the log.

use serde::{Deserialize, Serialize};
use std::sync::Arc;

pub mod fight;
pub mod report;
pub mod steps;
pub mod version;

use super::data::geo::{Geo, HexIx};
use super::data::{EotsData, Side};
use steps::Step;
pub use version::Versioned;
/// The nations that can surrender (13.0) and the intelligence conditions (7.25) are words of the pack's
/// tables and events as well: defined with them.
pub use super::data::terms::{Intel, Nation};
use crate::kit::chance::Chance;
use crate::kit::hex::Hex;
use crate::{Log, Outcome, Seat};

/// A counter: its index in the pack's `units.tsv`.
pub type UnitId = u16;

/// A strategy card: its number within its side's deck.
pub type CardNo = u8;

/// Seat 0 is the Japanese player, seat 1 the Allied player (the catalog's order).
pub fn seat_of(side: Side) -> Seat {
    match side {
        Side::Japanese => 0,
        Side::Allied => 1,
    }
}

pub fn side_of(seat: Seat) -> Side {
    if seat == 0 {
        Side::Japanese
    } else {
        Side::Allied
    }
}

pub fn other(side: Side) -> Side {
    match side {
        Side::Japanese => Side::Allied,
        Side::Allied => Side::Japanese,
    }
}

/// `[japanese, allied]` arrays are indexed by this.
pub fn idx(side: Side) -> usize {
    seat_of(side) as usize
}

/// Where a counter is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Loc {
    /// On the scenario's map sheet.
    Hex(Hex),
    /// In an off-map box of the sheet (`boxes.tsv` key: `china_box`, `oahu`).
    Box(BoxKey),
    /// Not yet in play: arrives as a reinforcement on that turn (10.1).
    Arrives(u8),
    /// Enters only by a card event (a star on the counter, 2.0).
    Event,
    /// The Allied Delay box (10.21).
    Delay,
    /// On the Turn Record Track: returns in the reinforcement segment of that turn, never delayed (6.13,
    /// 8.24, 8.34, 8.48, 10.24, 13.7).
    Returns(u8),
    /// Eliminated: may come back through replacements (11.0) unless pre-war (11.1).
    Eliminated,
    /// Out of the game for good (pre-war units, surrenders, 8.41C).
    Removed,
}

/// The off-map boxes a counter can stand in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BoxKey {
    /// Air units in China (13.74).
    China,
    /// Oahu, off the South Pacific sheet (17.10.5K).
    Oahu,
}

impl Loc {
    pub fn hex(self) -> Option<Hex> {
        match self {
            Loc::Hex(h) => Some(h),
            _ => None,
        }
    }

    /// On the map or in a box: in play.
    pub fn in_play(self) -> bool {
        matches!(self, Loc::Hex(_) | Loc::Box(_))
    }
}

/// One counter's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitState {
    pub loc: Loc,
    /// On its reduced side (one-step units count as reduced, 6.24).
    pub reduced: bool,
}

/// The China track (13.72; D33): Stable Front 0 … Collapse 4.
pub const CHINA_STABLE: u8 = 0;
pub const CHINA_MAJOR_BREAKTHROUGH: u8 = 2;
pub const CHINA_COLLAPSE: u8 = 4;

/// The India track (13.62): Stable 0, Unrest 1, Strikes 2, Unstable 3, Revolts 4.
pub const INDIA_REVOLTS: u8 = 4;

/// The Burma Road marker (13.78).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BurmaRoad {
    Open,
    Closed,
}

/// The tracks and markers of the map and the player aids.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tracks {
    pub turn: u8,
    /// The turn marker's PM Tojo side is up (until Tojo Resigns).
    pub pm_tojo: bool,
    /// US Political Will (16.4); 0 at the end of a turn: Japanese victory.
    pub pw: i8,
    /// War in Europe, +3 … −7 (15.0).
    pub wie: i8,
    /// Amphibious shipping points (10.3), `[japanese, allied]`: permanent ones, those added for this turn
    /// only by events, and those used this turn (each usable once a turn).
    pub asp: [u8; 2],
    pub asp_temporary: [u8; 2],
    pub asp_used: [u8; 2],
    /// Japanese barges (8.47): the ASP marker's Barges side; cancelled for good by PT Boats.
    pub barges: bool,
    pub pt_boats: bool,
    pub india: u8,
    pub china: u8,
    /// Japanese divisions in China (13.72, 11.23).
    pub china_divisions: u8,
    /// The turn of the last Japanese OC China offensive (13.72: never in consecutive turns).
    pub china_offensive_turn: Option<u8>,
    pub burma_road: BurmaRoad,
    /// The Hump is active (Allied card 17, 6.23).
    pub hump: bool,
    /// Inter-Service Rivalry in effect, `[japanese, allied]` (14.0).
    pub isr: [bool; 2],
    /// Replacement points saved or left this segment, `[japanese, allied]` (11.0).
    pub air_rp: [u8; 2],
    pub naval_rp: [u8; 2],
    pub ground_rp: [u8; 2],
    /// Japanese escort level for submarine warfare: +0, +2 or +4 (12.22).
    pub escorts: u8,
    /// The Bridge over the River Kwai is built (13.79).
    pub kwai: bool,
    /// Hexes with a No Transport Route marker (13.77).
    pub no_route: Vec<Hex>,
    /// The Tokyo Express marker (6.23).
    pub tokyo_express: Option<Hex>,
    /// Persistent ground combat modifiers from events, `[japanese, allied]` (9.4).
    pub ground_drm: [i8; 2],
    /// Nations that have surrendered (each at most once, 13.1), and those since recaptured.
    pub surrendered: Vec<Nation>,
    pub recaptured: Vec<Nation>,
    /// Consecutive National Status segments of Japanese blockade (13.93).
    pub blockade: u8,
    /// Consecutive turns of successful strategic bombing (16.2).
    pub bombing_streak: u8,
    /// Consecutive Political Will segments with Japanese units in the Aleutians / Hawaii (16.42), and
    /// whether each penalty was taken.
    pub alaska: u8,
    pub hawaii: u8,
    pub pw_once: Vec<String>,
    /// Cards the Japanese lose from this turn's deal: submarine and bombing successes (12.21, 12.32).
    #[serde(default)]
    pub japan_cuts: u8,
    /// The B29s that bombed this turn: they join no offensive battle (12.31).
    #[serde(default)]
    pub bombed: Vec<UnitId>,
    /// The Commonwealth's naval replacement points (11.33: turns 6, 9 and 12), apart from the US ones
    /// (`naval_rp`).
    #[serde(default)]
    pub cw_naval_rp: u8,
    /// Chinese replacement points (11.34: only for Chinese units).
    #[serde(default)]
    pub chinese_rp: u8,
    /// Hexes Japan has occupied and held at the end of a turn, for the yearly victory schedules
    /// (`kauai`, `hawaii`, `oahu`: 17.27 K–L, 17.38 J–K, 17.48 J).
    #[serde(default)]
    pub vp_marks: Vec<String>,
    /// Who controls the Australian Mandate (13.84: it changes hands only when one side holds both Rabaul
    /// and Guadalcanal at a National Status segment), New Guinea (13.85) and the Marshalls (13.92); `None`:
    /// nobody.
    #[serde(default)]
    pub mandate: Option<Side>,
    #[serde(default)]
    pub new_guinea: Option<Side>,
    #[serde(default)]
    pub marshalls: Option<Side>,
    /// A national status change moved a hex's control this turn (16.47, L1803: the Allies then meet the
    /// Progress of War target). Written only when set, so older states keep their bytes.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub status_control: bool,
    /// The home-island city hexes the Allies have controlled (13.94, L1660: an Allied control marker there
    /// removes the city's intrinsic step for good, even if Japan takes the hex back). Kept from rules
    /// version 5; written only when not empty, so older states keep their bytes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub home_taken: Vec<Hex>,
}

/// One side's cards.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Cards {
    /// The draw pile, top last (hidden from both players).
    pub deck: Vec<CardNo>,
    pub hand: Vec<CardNo>,
    pub discard: Vec<CardNo>,
    pub removed: Vec<CardNo>,
    /// The Future Offensive card, face down (7.29), and the turn it was set aside.
    pub future: Option<(CardNo, u8)>,
    /// A Future Offensive was designated this turn (once per turn).
    pub future_set_this_turn: bool,
    pub passes: u8,
    /// Cards drawn by events this Offensives Phase (5.35: at most 3).
    pub drawn_by_events: u8,
    /// Persistent events of this deck in effect (their markers are on the map).
    pub in_effect: Vec<CardNo>,
    /// Cards drawn by events during the offensive under way (5.35: not usable in it).
    #[serde(default)]
    pub drawn_in_offensive: Vec<CardNo>,
}

/// How a card is played (5.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Play {
    /// For its operations value.
    Oc,
    /// For its event.
    Ec,
}

/// How a unit moved in this offensive (8.4: one mode per unit per offensive).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Mode {
    Ground,
    Amphibious,
    StrategicGround,
    Naval,
    StrategicNaval,
    Air,
    StrategicAir,
}

impl Mode {
    pub fn strategic(self) -> bool {
        matches!(self, Mode::StrategicGround | Mode::StrategicNaval | Mode::StrategicAir)
    }
}

/// An activated unit of an offensive or a reaction.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Active {
    pub unit: UnitId,
    /// Where it was when activated.
    pub from: Hex,
    /// How it moved, once it has.
    pub mode: Option<Mode>,
    /// The hex it entered its last hex from (ground retreat, 9.5).
    pub entered_from: Option<Hex>,
    /// Moved using a parenthesised extended range: no combat (1.3).
    pub paren_range: bool,
    /// The battle hex it takes part in, or the landing it covers (7.24).
    pub battle: Option<Hex>,
    pub covers: Option<Hex>,
}

impl Active {
    /// Takes no part in any battle of this offensive: it moved by a parenthesised extended range (1.3) or
    /// strategically (8.23, 8.33, 8.44).
    pub fn out_of_combat(&self) -> bool {
        self.paren_range || self.mode.is_some_and(Mode::strategic)
    }
}

/// A declared battle (7.24).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Battle {
    pub hex: Hex,
    /// Created by a special reaction (7.27).
    pub special: bool,
    /// The reaction side had ground or HQ units here before the amphibious assault (9.4: +3).
    pub defended_before_landing: bool,
    pub resolved: bool,
}

/// The reaction side's part of an offensive (7.26).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Reaction {
    pub hq: Option<UnitId>,
    pub activations: u8,
    pub active: Vec<Active>,
    /// Reaction events played in this offensive (5.32: at most 3, one counteroffensive).
    pub events: Vec<CardNo>,
    pub counteroffensive: Option<CardNo>,
    /// The reaction player rolled for intelligence (7.25C: once).
    pub rolled: bool,
    /// Hexes a special reaction was rolled for (7.27: once each).
    pub rolled_hexes: Vec<Hex>,
}

/// A temporary modifier an event applies to one offensive (the card's bonuses, 5.31) or until the end
/// of the turn. The events module gives them; the rules that they change ask for them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Effect {
    /// Who benefits.
    pub side: Side,
    /// What it changes: `air_naval_drm`, `ground_drm`, `air_defence`, `intel_drm`, `no_asp`, … (docs).
    pub key: String,
    pub value: i32,
    /// The card it comes from.
    pub card: CardNo,
    /// Lasts until the end of the offensive (else until the end of the turn).
    pub offensive_only: bool,
}

/// The offensive under way (7.2).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Offensive {
    pub side: Side,
    pub card: CardNo,
    pub play: Play,
    /// Played from the Future Offensive slot.
    pub from_future: bool,
    pub hq: Option<UnitId>,
    /// Activations left.
    pub activations: u8,
    pub active: Vec<Active>,
    /// An offensive unit entered, moved in or left an enemy air ZOI (7.25E: −2 to the intelligence roll).
    pub entered_zoi: bool,
    pub battles: Vec<Battle>,
    pub intel: Intel,
    pub reaction: Reaction,
    /// ASPs this offensive earmarked (returned if Weather cancels it, 5.32D).
    pub asp: u8,
    pub effects: Vec<Effect>,
    /// Hexes where enemy ground units ended their move unoccupied and a special reaction may be rolled.
    pub special_hexes: Vec<Hex>,
    /// The event states Surprise Attack: no intelligence roll (5.31B).
    pub stated_surprise: bool,
    /// A Weather card cancelled it; its card is already on the discard pile (5.32D).
    pub cancelled: bool,
    /// The battle being fought (9.0).
    pub fight: Option<fight::Fight>,
    /// Units that must leave their hex in the post-battle movement or be eliminated (8.45C, 9.32).
    pub must_leave: Vec<UnitId>,
    /// Units that made their post-battle move (9.6: one each).
    #[serde(default)]
    pub post_moved: Vec<UnitId>,
    /// Brigades landed by organic naval transport, with their ship (8.46).
    #[serde(default)]
    pub organic: Vec<(UnitId, UnitId)>,
    /// The ground unit that landed by barge in this offensive (8.47: one).
    #[serde(default)]
    pub barge: Option<UnitId>,
    /// Landings and the ships that moved with them the whole way, as one stack (8.11, 8.45B).
    #[serde(default)]
    pub escorts: Vec<(UnitId, UnitId)>,
}

impl Offensive {
    /// An offensive of `side` with `card` just begun (7.2): nothing activated, moved or declared yet, no
    /// intelligence roll made (Surprise until one is).
    pub fn new(side: Side, card: CardNo, play: Play) -> Offensive {
        Offensive {
            side,
            card,
            play,
            from_future: false,
            hq: None,
            activations: 0,
            active: vec![],
            entered_zoi: false,
            battles: vec![],
            intel: Intel::Surprise,
            reaction: Reaction::default(),
            asp: 0,
            effects: vec![],
            special_hexes: vec![],
            fight: None,
            stated_surprise: false,
            cancelled: false,
            must_leave: vec![],
            post_moved: vec![],
            organic: vec![],
            barge: None,
            escorts: vec![],
        }
    }
}

/// The data a match is played with: the pack and its two map sheets, ready for the rules.
pub struct Pack {
    pub data: EotsData,
    pub main: Geo,
    pub sp: Geo,
    pub name: String,
    pub hash: String,
}

impl Pack {
    pub fn new(data: EotsData, name: &str, hash: &str) -> Pack {
        let main = Geo::new(&data, &data.map);
        let sp = Geo::new(&data, &data.sp_map);
        Pack { data, main, sp, name: name.to_string(), hash: hash.to_string() }
    }
}

/// A state's handle on its pack: shared, compared and serialised by name and hash.
#[derive(Clone)]
pub struct PackRef(pub Arc<Pack>);

impl PartialEq for PackRef {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.hash == other.0.hash
    }
}

impl std::fmt::Debug for PackRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pack({} {})", self.0.name, self.0.hash)
    }
}

impl Serialize for PackRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Pack", 2)?;
        st.serialize_field("name", &self.0.name)?;
        st.serialize_field("hash", &self.0.hash)?;
        st.end()
    }
}

/// Which map sheet the scenario is played on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Sheet {
    Main,
    SouthPacific,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    pub pack: PackRef,
    pub rules: u32,
    /// The scenario's key (`scenarios.tsv`).
    pub scenario: String,
    pub sheet: Sheet,
    pub first_turn: u8,
    pub last_turn: u8,
    /// The South Pacific game is judged by its VP schedule instead of Port Control (17.10.7; the
    /// `victory` option).
    pub vp_schedule: bool,
    /// 17.25F, 17.12: the Japanese turn-2 hand holds Col. Tsuji, VADM Kondo and Central Army (the
    /// `historical_hand` option).
    pub historical_hands: bool,
    /// The tournament counting of the yearly schedules (17.27, 17.38, 17.48; the `tournament` option).
    pub tournament: bool,
    /// The optional rule of US CVE amphibious support (after 18.0, L2849–L2859; the `cve_support` option).
    pub cve_support: bool,
    /// 16.48's tournament bid, as what the Japanese player pays: victory points off his total, or
    /// Political Will boxes added after Operation Z in the campaign (the `bid` option; negative: the
    /// Allied player pays).
    pub bid: i8,
    pub chance: Chance,
    /// Versioned (version.rs), as every part supply reads: a kept supply is known valid by the versions.
    pub tracks: Versioned<Tracks>,
    /// Every counter of the pack, by [`UnitId`].
    pub units: Versioned<Vec<UnitState>>,
    /// Who controls each hex of the sheet, by [`HexIx`] (6.5: every hex is controlled by one side).
    pub control: Versioned<Vec<Side>>,
    /// Control at the start of this turn (Progress of War, 16.47).
    pub control_at_turn_start: Vec<Side>,
    /// Control when the scenario began (17.10.7: an unsupplied port counts for the side that held it then).
    pub control_at_start: Vec<Side>,
    /// [`State::forces`] of each side (`[japanese, allied]`) when the scenario began: what the computer's
    /// evaluation reads losses from. Derived from the scenario's set-up, so not part of the moment.
    #[serde(skip)]
    pub forces_at_start: [u32; 2],
    /// `[japanese, allied]`.
    pub cards: [Cards; 2],
    /// Whose offensive play it is in the Offensives Phase.
    pub phasing: Side,
    pub offensive: Versioned<Option<Offensive>>,
    /// Effects that last until the end of the turn.
    pub effects: Versioned<Vec<Effect>>,
    pub steps: Vec<Step>,
    pub log: Log,
    pub outcome: Option<Outcome>,
    /// The figures of this turn's battles and intelligence rolls (report.rs): history like the log, not
    /// part of the moment. Written only when there are some.
    #[serde(skip_serializing_if = "report::Reports::is_empty")]
    pub reports: report::Reports,
    /// The counters a position file gave values of its own (custom.rs), as the file wrote them; the
    /// state's pack carries their values. Written only when there are some.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub custom: Vec<super::custom::CustomCounter>,
}

impl State {
    pub fn data(&self) -> &EotsData {
        &self.pack.0.data
    }

    /// The map sheet this scenario is played on.
    pub fn geo(&self) -> &Geo {
        match self.sheet {
            Sheet::Main => &self.pack.0.main,
            Sheet::SouthPacific => &self.pack.0.sp,
        }
    }

    pub fn unit(&self, u: UnitId) -> &UnitState {
        &self.units[u as usize]
    }

    pub fn unit_data(&self, u: UnitId) -> &super::data::Unit {
        &self.data().units[u as usize]
    }

    pub fn side_of_unit(&self, u: UnitId) -> Side {
        self.unit_data(u).side
    }

    pub fn cards(&self, side: Side) -> &Cards {
        &self.cards[idx(side)]
    }

    pub fn cards_mut(&mut self, side: Side) -> &mut Cards {
        &mut self.cards[idx(side)]
    }

    pub fn controller(&self, h: Hex) -> Option<Side> {
        let i = self.geo().ix(h);
        (i != super::data::geo::NONE).then(|| self.control[i as usize])
    }

    pub fn controller_ix(&self, i: HexIx) -> Side {
        self.control[i as usize]
    }

    /// Every counter in play on the map, with its hex.
    pub fn on_map(&self) -> impl Iterator<Item = (UnitId, Hex)> + '_ {
        self.units.iter().enumerate().filter_map(|(i, u)| u.loc.hex().map(|h| (i as UnitId, h)))
    }

    /// The counters in hex `h`.
    pub fn units_at(&self, h: Hex) -> Vec<UnitId> {
        self.on_map().filter(|&(_, x)| x == h).map(|(u, _)| u).collect()
    }

    /// Whether `side` has counters in `h`.
    pub fn occupied_by(&self, h: Hex, side: Side) -> bool {
        self.on_map().any(|(u, x)| x == h && self.side_of_unit(u) == side)
    }

    /// The attack strength the counter fights with now (its reduced value when reduced).
    pub fn attack(&self, u: UnitId) -> u32 {
        let d = self.unit_data(u);
        let s = self.unit(u);
        let v = if s.reduced { d.reduced_attack.or(d.attack) } else { d.attack };
        v.unwrap_or(0) as u32
    }

    /// The defence strength: hits needed to flip (or, when reduced, to eliminate) it (9.2F1).
    pub fn defence(&self, u: UnitId) -> u32 {
        let d = self.unit_data(u);
        let s = self.unit(u);
        let v = if s.reduced { d.reduced_defence.or(d.defence) } else { d.defence };
        v.unwrap_or(0) as u32
    }

    /// The forces `side` fields in this scenario: attack and defence of every counter in play, and of
    /// those still to come within it — reinforcements due by the last turn, the Delay box, units back
    /// from the Turn Record Track (10.1, 10.21, 6.13). A reinforcement's arrival leaves it unchanged;
    /// losses, withdrawals and replacements move it.
    pub fn forces(&self, side: Side) -> u32 {
        self.units
            .iter()
            .enumerate()
            .filter(|&(u, st)| {
                self.side_of_unit(u as UnitId) == side
                    && match st.loc {
                        Loc::Hex(_) | Loc::Box(_) | Loc::Delay | Loc::Returns(_) => true,
                        Loc::Arrives(t) => t <= self.last_turn,
                        Loc::Event | Loc::Eliminated | Loc::Removed => false,
                    }
            })
            .map(|(u, _)| self.attack(u as UnitId) + self.defence(u as UnitId))
            .sum()
    }

    /// A one-step unit counts as reduced (6.24, 9.2F2).
    pub fn is_reduced(&self, u: UnitId) -> bool {
        self.unit(u).reduced || self.unit_data(u).steps == Some(1)
    }

    /// The Japanese-controlled resource hexes of the sheet (12.11).
    pub fn japanese_resources(&self) -> usize {
        let geo = self.geo();
        geo.data.iter().enumerate().filter(|(i, d)| self.control[*i] == Side::Japanese && d.resource).count()
    }

    pub fn sheet_map(&self) -> &super::data::Map {
        match self.sheet {
            Sheet::Main => &self.data().map,
            Sheet::SouthPacific => &self.data().sp_map,
        }
    }

    /// The sheet's printed features of `h` (the rows of [`State::sheet_map`], read through the sheet's
    /// dense index rather than its map by hex id).
    pub fn hex_data(&self, h: Hex) -> Option<&super::data::HexData> {
        let geo = self.geo();
        let i = geo.ix(h);
        (i != super::data::geo::NONE).then(|| &geo.data[i as usize])
    }

    /// ASPs `side` may still use this turn (14.2B: half of the total under Japanese rivalry).
    pub fn asp_left(&self, side: Side) -> u8 {
        let i = idx(side);
        let mut total = self.tracks.asp[i] + self.tracks.asp_temporary[i];
        if side == Side::Japanese && self.tracks.isr[i] {
            total = total.div_ceil(2);
        }
        total.saturating_sub(self.tracks.asp_used[i])
    }
}

impl Tracks {
    /// Markers before a scenario sets them.
    pub fn blank() -> Tracks {
        Tracks {
            turn: 1,
            pm_tojo: true,
            pw: 0,
            wie: 0,
            asp: [0, 0],
            asp_temporary: [0, 0],
            asp_used: [0, 0],
            barges: false,
            pt_boats: false,
            india: 0,
            china: CHINA_STABLE,
            china_divisions: 0,
            china_offensive_turn: None,
            burma_road: BurmaRoad::Open,
            hump: false,
            isr: [false, false],
            air_rp: [0, 0],
            naval_rp: [0, 0],
            ground_rp: [0, 0],
            escorts: 0,
            kwai: false,
            no_route: vec![],
            tokyo_express: None,
            ground_drm: [0, 0],
            surrendered: vec![],
            recaptured: vec![],
            blockade: 0,
            bombing_streak: 0,
            alaska: 0,
            hawaii: 0,
            pw_once: vec![],
            japan_cuts: 0,
            bombed: vec![],
            cw_naval_rp: 0,
            chinese_rp: 0,
            vp_marks: vec![],
            mandate: None,
            new_guinea: None,
            marshalls: None,
            status_control: false,
            home_taken: vec![],
        }
    }
}

impl State {
    /// A bare state on `sheet`: every counter out of play (`Loc::Event`), every hex Allied, no cards, no
    /// steps. Scenario set-ups and tests start from it.
    pub fn empty(pack: Arc<Pack>, sheet: Sheet, seed: u64) -> State {
        let n_units = pack.data.units.len();
        let n_hexes = match sheet {
            Sheet::Main => pack.main.len(),
            Sheet::SouthPacific => pack.sp.len(),
        };
        State {
            pack: PackRef(pack),
            rules: crate::games::catalog::EMPIRE_OF_THE_SUN.rules_version,
            scenario: String::new(),
            sheet,
            first_turn: 1,
            last_turn: 12,
            vp_schedule: false,
            historical_hands: false,
            tournament: false,
            cve_support: false,
            bid: 0,
            chance: Chance::new(seed),
            tracks: Versioned::new(Tracks::blank()),
            units: Versioned::new(vec![UnitState { loc: Loc::Event, reduced: false }; n_units]),
            control: Versioned::new(vec![Side::Allied; n_hexes]),
            control_at_turn_start: vec![Side::Allied; n_hexes],
            control_at_start: vec![Side::Allied; n_hexes],
            forces_at_start: [0, 0],
            cards: [Cards::default(), Cards::default()],
            phasing: Side::Japanese,
            offensive: Versioned::new(None),
            effects: Versioned::new(vec![]),
            steps: vec![],
            log: Log::default(),
            outcome: None,
            reports: report::Reports::default(),
            custom: vec![],
        }
    }

    /// A counter by its key (`units.tsv`).
    pub fn unit_id(&self, key: &str) -> Option<UnitId> {
        self.data().units.iter().position(|u| u.key == key).map(|i| i as UnitId)
    }

    /// The versions of the parts supply reads (version.rs): tracks, units, control, offensive, effects.
    pub fn supply_versions(&self) -> [u64; 5] {
        [self.tracks.version(), self.units.version(), self.control.version(), self.offensive.version(), self.effects.version()]
    }

    /// Takes `versions` (of [`State::supply_versions`]) as its parts' own: only when those parts were
    /// found equal to the contents the versions name.
    pub fn adopt_supply_versions(&self, versions: [u64; 5]) {
        self.tracks.adopt(versions[0]);
        self.units.adopt(versions[1]);
        self.control.adopt(versions[2]);
        self.offensive.adopt(versions[3]);
        self.effects.adopt(versions[4]);
    }

    /// Puts a counter somewhere (set-ups, tests, events).
    pub fn place(&mut self, u: UnitId, loc: Loc, reduced: bool) {
        self.units[u as usize] = UnitState { loc, reduced };
    }

    /// Gives hex `h` to `side`.
    pub fn set_control(&mut self, h: Hex, side: Side) {
        let i = self.geo().ix(h);
        if i != super::data::geo::NONE {
            self.control[i as usize] = side;
            // 13.94 (L1660): an Allied control marker on a home-island city ends its intrinsic step.
            let home = self.geo().data[i as usize].city == super::data::City::JapanHome;
            if self.rules >= 5 && side == Side::Allied && home && !self.tracks.home_taken.contains(&h) {
                self.tracks.home_taken.push(h);
            }
        }
    }
}
