//! What a game of NATO is at one moment: the units, the cities' control, the turn, the victory points, the
//! battle being fought and the stack of pending steps (`kit::steps`). The one list of the kinds of step is
//! [`Stack::kind`] below; each kind lives in the rule file it carries out.

use std::sync::Arc;

use serde::Serialize;

use super::actions::Action;
use super::data::{Class, HexId, NatoData, Scenario, Side, UnitType};
use crate::kit::chance::Chance;
use crate::kit::steps::{Stack, Step as KitStep};
use crate::{Log, LogEntry, Outcome};

pub type UnitId = u16;

/// The data a match is played with.
pub struct Pack {
    pub data: NatoData,
    pub name: String,
    pub hash: String,
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
/// Read as the built-in pack: a position's reader puts the record's pack in its place (position.rs).
#[cfg(feature = "positions")]
impl<'de> serde::Deserialize<'de> for PackRef {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        serde::de::IgnoredAny::deserialize(d)?;
        Ok(PackRef(super::builtin_data()))
    }
}

/// Where a unit is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case", tag = "at", content = "id")]
pub enum Loc {
    /// Not in this game (another year's pool, another scenario, a display the rules do not use yet).
    Out,
    /// Scheduled: arrives at the start of this game turn ([33.0]).
    Due(u8),
    /// Waiting to enter the map through an edge sector (0: any friendly sector) ([33.1], [33.4]).
    Box(u8),
    Hex(HexId),
    /// On its side's Attack Helicopter display, in the Ready box or (with `used`) the Recovery box ([3.6],
    /// [18.4.4]).
    Display,
    /// Eliminated ([25.6.3]: never returns, but for HQs, [29.8]).
    Dead,
    /// A destroyed HQ on the turn track: placed again in this game turn's Joint Reinforcement Phase
    /// ([29.8], rules 13).
    Rebuilt(u8),
    /// The side's Strategic Reserve Box, off the map behind its reinforcement sectors (rules 5, [2.2.5],
    /// [13.7]).
    Srb,
    /// On its side's transport-command display, in the Ready box or (with `used`) the Recovery box: the
    /// helicopter commands from rules 7 ([15.0], [15.1]).
    Transport,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct UnitState {
    pub loc: Loc,
    /// Where a scheduled unit arrives.
    #[serde(skip)]
    pub arrival: Option<Loc>,
    /// Steps left (2 or 1 for a 2-step unit).
    pub steps: u8,
    /// The first game turn it may move and attack ([35.2]).
    pub active: u8,
    pub disrupted: bool,
    /// Moved in this Movement Phase.
    pub moved: bool,
    /// Attacked in this Combat Phase ([25.2]).
    pub attacked: bool,
    /// Defended or retreated in this Combat Phase: adds nothing to a later defence ([25.6.5], [25.7.7]).
    pub engaged: bool,
    /// Movement-OOS marker ([10.5]).
    pub moos: bool,
    /// Combat-OOS marker ([10.6]).
    pub coos: bool,
    /// An HQ's Out-of-Supply marker ([10.4]).
    pub hq_oos: bool,
    /// Supplied through the Baltic Corps' sea supply at the last check: the HQ at its HQ Supply Phase, a
    /// combat unit at its last movement supply check; it then gives no air cover ([10.9.3], rules 11).
    pub sea: bool,
    /// A NATO unit that fought on a Surprise turn: no combat supply regained this turn ([35.7]).
    pub surprised: bool,
    /// MP spent in this Ground Movement Segment (a minimum move spends the whole MA, [12.6]).
    pub spent: u8,
    /// The OMG (Pact) or Reserve (NATO) marker ([12.6], [28.1]).
    pub reserve: bool,
    /// A Suppressed marker on an artillery unit or HQ ([23.3.2], [23.5], [24.2]).
    pub suppressed: bool,
    /// An attack-helicopter brigade used this game turn: in the Recovery box until the Joint Status Phase
    /// ([18.4.4]).
    pub used: bool,
    /// A Train marker, Entraining or Entrained ([13.1]).
    pub train: Option<super::rail::Train>,
    /// Out of supply only because the Pact paid no supply point ([10.4.3.1], [10.8.3], rules 22): a front
    /// HQ that traced its chain at the HQ Supply Phase but was not paid, or a unit whose Movement-OOS marker
    /// that HQ alone explains. It still counts as supplied for the airspace (`air::airspace`).
    #[serde(default)]
    pub unpaid: bool,
}

impl UnitState {
    /// A counter at full strength with no marker, not yet in the game.
    pub fn fresh(steps: u8) -> UnitState {
        UnitState {
            loc: Loc::Out,
            arrival: None,
            steps,
            active: 0,
            disrupted: false,
            moved: false,
            attacked: false,
            engaged: false,
            moos: false,
            coos: false,
            hq_oos: false,
            sea: false,
            surprised: false,
            spent: 0,
            reserve: false,
            suppressed: false,
            used: false,
            train: None,
            unpaid: false,
        }
    }
}

/// Who controls a city hex that has changed hands ([30.1]): free cities are not listed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Conquest {
    pub hex: HexId,
    pub by: Side,
}

/// The battle being fought ([25.0]): its target, the committed units and where the cycle stands.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Battle {
    pub side: Side,
    pub target: HexId,
    pub attackers: Vec<UnitId>,
    /// The defending units at the roll.
    pub defenders: Vec<UnitId>,
    /// The HQ giving offensive support ([25.4]).
    pub support: Option<UnitId>,
    /// The advance's mode once chosen: exploitation (true) or consolidation ([25.8]).
    pub exploit: Option<bool>,
    pub result: super::combat::Result,
    pub stage: super::combat::Stage,
    /// The free city's intrinsic defence took a loss with no unit there ([25.6.3.2], [30.4.7]).
    pub city_fell: bool,
    /// "You shall not pass!" ([25.7.1]): no advance.
    pub no_pass: bool,
    /// The net retreat still owed.
    pub retreat: u8,
    /// Defenders that have retreated (or could not) ([25.7.3]).
    pub retreated: Vec<UnitId>,
    /// Attack-helicopter brigades that reached the battle, with the hex each reached ([18.4], [25.3.4.4]).
    pub helicopters: Vec<(UnitId, HexId)>,
    /// The defender's choice of the units that defend a hex whose units do not all coordinate ([26.1.5],
    /// [26.2.5]; rules 13): `None` while all defend.
    pub defending: Option<Vec<UnitId>>,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub enum Step {
    /// The start of a game turn: reinforcements, NATO's VP for WP cities, activation ([7.0] I).
    TurnStart,
    /// The HQ Supply Phase and the Movement Supply Segment of the player whose turn begins ([10.4], [10.5]).
    Supply,
    /// A side's Movement Phase: pick a unit to move, or finish ([12.0]).
    Movement(Side),
    /// One unit's move: its destination ([12.2]); in the Reserve Phase ([28.2]) with half its MA.
    Move { side: Side, unit: UnitId, reserve: bool },
    /// Over-stacked hexes left at the end of a Movement Phase: the owner removes units ([9.1.3], [25.7.6]).
    Overstack,
    /// The Reserve Phase ([28.0]): OMG/Reserve units move.
    Reserve(Side),
    /// The end of the Reserve Phase: the side's markers and Breakthrough markers go ([28.0], [25.9.4]).
    ReserveEnd,
    /// The end of a player turn: NATO's units the Pact has touched activate ([35.2]); the other player's
    /// turn begins.
    PlayerEnd,
    /// The end of a Movement Phase: marks are cleared.
    MovementEnd(Side),
    /// The Pact's Combat Planning Phase: Battle markers on the hexes it will attack ([25.1.1.1]).
    Planning,
    /// A side's Combat Phase: pick a target hex, or finish ([25.0]).
    Combat(Side),
    /// Commit attackers against the target, and the HQ that supports it ([25.1.1], [25.4]).
    Commit { side: Side, target: HexId, units: Vec<UnitId>, support: Option<UnitId> },
    /// The defender may react into the target ([25.1.2]).
    Reaction,
    /// The battle's next stage (automatic).
    BattleFlow,
    /// `chooser` picks `n` steps to lose among the units in `pool` ([25.6.3]).
    Hits { chooser: Side, pool: Vec<UnitId>, n: u8, attacker: bool },
    /// The defender may lose steps instead of retreating hexes ([25.7]).
    RetreatReduce,
    /// The defender retreats each surviving unit ([25.7.3]).
    RetreatMove,
    /// The attacker advances into the emptied hex ([25.8]).
    Advance,
    /// The end of a Combat Phase: Engaged markers go ([25.6.5]).
    CombatEnd(Side),
    /// The Recovery Phase: the side's Disrupted markers go ([7.0] II.C).
    Recovery(Side),
    /// The end of a game turn: surrender, automatic victory, the last turn's VP ([34.0]).
    TurnEnd,
    /// The Offensive Strike Phase's Air Strike Segment ([23.2.1], [23.7], [23.8]).
    AirStrikes(Side),
    /// The Pact's Artillery Bombardment Segment ([24.1]): the artillery that has fired.
    Bombardment { fired: Vec<UnitId> },
    /// NATO's Defensive Strike in a Pact battle cycle ([23.2.2]).
    DefensiveStrike,
    /// A battle cycle's Attack Helicopter Segment for one side: commit a brigade, or not ([25.1.4]).
    Helicopters(Side),
    /// An attack-helicopter brigade's flight, a hex at a time: outbound to the battle, or back to its HQ
    /// ([18.4], [25.1.8]).
    Flight { unit: UnitId, at: HexId, left: u8, back: bool },
    /// A side's Rail Movement Segment: detrain, flip Entraining markers, rail, entrain ([13.0]).
    Rail(Side),
    /// One Entrained unit's rail move ([13.2]).
    RailMove { side: Side, unit: UnitId },
    /// A side's Air and Sea Movement Segment: pick a unit to ferry ([14.0]); `passed`: units put back;
    /// `ports`: the steps that entered or left each port by sea ferry in it ([14.2.3]).
    Ferry { side: Side, passed: Vec<UnitId>, ports: Vec<(HexId, u8)> },
    /// One unit's air or sea ferry ([14.1], [14.2]).
    FerryMove { side: Side, unit: UnitId },
    /// A side's Helicopter Movement Segment: pick a unit to infiltrate or exfiltrate ([18.0]).
    Heli(Side),
    /// One helicopter operation: its legs' ends, then its flight ([18.1]).
    HeliOp(super::heliborne::Operation),
    /// The side's resupply operation, after its Movement Supply Segment's supply ([10.7]).
    Resupply(Side),
    /// The side's choice in its Recovery Phase: spend the Resupply marker on the hex's Combat-OOS markers,
    /// or keep it for the Combat Phase ([10.7.2]).
    ResupplyRecovery(Side),
    /// The defender picks the front or the two nationalities that defend the hex ([26.1.5], [26.2.5]).
    Defending,
    /// The Joint Reinforcement Phase's rebuilt HQs: each one's owner places it in a city ([29.8]).
    Rebuild,
    /// The start of the phasing player's Chemical Strike Segment: markers removed or rolled for ([22.2.5]).
    ChemicalStart,
    /// A side's Chemical Strike Segment: First Use, markers, the airfield strike ([22.0]–[22.4]).
    Chemical(Side),
    /// A side's nuclear strikes: its Offensive Strike Phase's Nuclear Strike Segment, or (`true`) NATO's in
    /// a Pact battle's Defensive Strike Segment ([21.0], [25.1.3]).
    Nuclear(Side, bool),
    /// The side that proposes a cease-fire names its terms ([35.1.2], rules 16).
    CeaseFireTerms(Side),
    /// The opponent of `by` answers its proposed cease-fire ([35.1.2], rules 16).
    CeaseFireAnswer { by: Side, terms: super::war_end::Terms },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct State {
    pub pack: PackRef,
    pub rules: u32,
    pub scenario: String,
    pub year: u16,
    /// The scenario's row in scenarios.tsv.
    #[serde(skip)]
    pub sc: usize,
    pub turn: u8,
    pub last_turn: u8,
    /// The side whose player turn it is ([7.1.2]).
    pub player: Side,
    pub units: Vec<UnitState>,
    pub conquests: Vec<Conquest>,
    /// Nations that have surrendered ([32.0]).
    pub surrendered: Vec<String>,
    /// Denmark and the Netherlands have both surrendered: NATO's tactical air points are one fewer every
    /// later turn, for good ([32.2.3], [32.3]; rules 13).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub airfields_lost: bool,
    /// Victory points each side has recorded during play (index by [`Side::seat`]) ([34.3.1]).
    pub vp: [i32; 2],
    /// The Pact's supply points ([10.8]).
    pub supply_points: i32,
    pub battle: Option<Battle>,
    /// Hexes the Pact attacked this turn (activation on contact, [35.2]).
    pub contacts: Vec<HexId>,
    /// The Move to the GDP's die for each national army, while NATO makes it ([35.3.3]).
    pub gdp: Vec<(String, u8)>,
    /// The optional Unit Integrity rule ([25.4.5]; rules 26 with the `unit_integrity` option), read from the
    /// record's header at set-up as the scenario is: not part of the state's written form.
    #[serde(skip)]
    pub unit_integrity: bool,
    /// The Pact's Battle markers ([25.1.1.1]).
    pub marked: Vec<HexId>,
    /// Breakthrough markers ([25.9]), with the side that placed them.
    pub breakthroughs: Vec<(HexId, Side)>,
    /// HQs that have supported a battle this Combat Phase ([25.4.1]).
    pub supported: Vec<UnitId>,
    /// Hexes attacked in this Combat Phase ([25.2]).
    pub attacked_hexes: Vec<HexId>,
    /// A Danish Ferry crossing was made in this Ground Movement Segment ([12.8]).
    pub ferry_used: bool,
    /// The air points each side has left this turn (index by [`Side::seat`]) ([23.1]).
    pub air: [super::air::tables::AirPoints; 2],
    /// This turn's modified Air Campaign roll ([23.1.1]).
    pub air_roll: Option<u8>,
    /// Supply points the Pact loses at the next Joint Reinforcement Phase ([23.7]).
    pub interdiction: u8,
    /// NATO has made its Center Interdiction this turn ([23.7]).
    pub interdicted: bool,
    /// Air Interdiction Zone markers with the side that placed them ([23.8]).
    pub aiz: Vec<(HexId, Side)>,
    /// Units struck in the current strike segment ([20.0], [23.1.5]).
    pub struck: Vec<UnitId>,
    /// The hex of each air point flown in the current segment ([23.1.5]).
    pub strike_hexes: Vec<HexId>,
    /// The offensive air strike markers placed in this Air Strike Segment and not yet resolved, in the
    /// order placed ([23.2.4]; rules 17, decision A3).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub strike_markers: Vec<super::air::strike::Marker>,
    /// Reserve units that made their tactical reserve move, and those that landed from their reserve
    /// helicopter leg, this Reserve Phase ([28.2.1]; rules 17, decision H11).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reserve_walked: Vec<UnitId>,
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub reserve_flown: Vec<UnitId>,
    /// Units put back from a helicopter operation in this segment or Reserve Phase: not offered again.
    pub heli_passed: Vec<UnitId>,
    /// Assault units whose battle is still to be fought ([27.0], rules 8): no zone of control, attack
    /// doubled ([27.3.2], [27.3.4]).
    pub assaulting: Vec<UnitId>,
    /// Transport operations flown in this Air and Sea Movement Segment whose interception is still to be
    /// rolled: declared together ([15.2], rules 9).
    pub lifts: Vec<super::transport::Lift>,
    /// Transport operations already rolled in this segment: their destinations bind later ones ([15.2]),
    /// their passengers count for airspace only after the segment ([16.4]).
    pub lifted: Vec<super::transport::Lift>,
    /// The destinations of this Movement Phase's airlift and sealift operations, rolled at the end of its Air
    /// and Sea Movement Segment: the Helicopter Movement Segment's operations may not end within 2 hexes of
    /// them ([15.2]; rules 16, decision TR9).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub airlifted: Vec<HexId>,
    /// The Helicopter Movement Segment's operations flown whose flak is still to roll: declared together
    /// ([15.2]; rules 18, decision TR10). Their destinations, once rolled, join `airlifted`.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub heli_flights: Vec<super::heli_declare::Flight>,
    /// Reforger sites under a Damaged marker ([4.2.8], [33.3.3.1] 5; rules 16).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub damaged: Vec<UnitId>,
    /// The Resupply marker on the map, if any ([10.7], rules 10).
    pub resupply: Option<super::resupply::Marker>,
    /// [26.2.2]: the NATO national armies that have made a multinational attack this game turn (rules 12).
    pub multinational: Vec<String>,
    /// Chemical warfare ([22.0]; rules 14 with the `chemical` option): `None` when the game does not play it.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub chemical: Option<super::chemical::Chemical>,
    /// Nuclear warfare ([21.0]; rules 15 with the `nuclear` option): `None` when the game does not play it.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nuclear: Option<super::nuclear::Nuclear>,
    /// War crimes' "ghost cities" ([34.4]): the city hexes whose first chemical (or nuclear) strike
    /// while the enemy held them gave that enemy the city's VP; a later strike there gives none.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ghost_cities: Vec<HexId>,
    /// The cease-fires proposed: the side and the game turn ([35.1.2]; a side proposes once a turn, rules
    /// 16).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub ceasefires: Vec<(Side, u8)>,
    pub steps: Vec<Step>,
    #[serde(skip)]
    #[cfg_attr(feature = "positions", serde(default = "crate::kit::position::stand_in_chance"))]
    pub chance: Chance,
    #[cfg_attr(feature = "positions", serde(skip_deserializing))]
    pub log: Log,
    pub outcome: Option<Outcome>,
}

pub const SETTLE_LIMIT: usize = 100_000;

impl State {
    pub fn surrendered(&self, nation: &str) -> bool {
        self.surrendered.iter().any(|n| n == nation)
    }

    pub fn data(&self) -> &NatoData {
        &self.pack.0.data
    }

    /// The TEC row of `h`'s primary terrain now ([2.2.1]): a fortified hex under a Nuclear marker is its
    /// natural terrain again, every effect of its fortification gone ([21.1.3] 14, from rules
    /// [`super::nuclear::FORTIFICATION_LOST`]).
    pub fn primary(&self, h: HexId) -> usize {
        let hex = &self.data().hexes[h as usize];
        if hex.primary != hex.unfortified && self.rules >= super::nuclear::FORTIFICATION_LOST && super::nuclear::nuked(self, h) {
            hex.unfortified
        } else {
            hex.primary
        }
    }

    pub fn scenario_data(&self) -> &Scenario {
        &self.data().scenarios[self.sc]
    }

    pub fn ty(&self, u: UnitId) -> &UnitType {
        &self.data().types[self.data().units[u as usize].ty]
    }

    pub fn class(&self, u: UnitId) -> Class {
        self.ty(u).class
    }

    pub fn side(&self, u: UnitId) -> Side {
        self.data().units[u as usize].side
    }

    pub fn key(&self, u: UnitId) -> &str {
        &self.data().units[u as usize].key
    }

    /// Attack, defence and MA of the side the unit shows ([3.2.10]).
    pub fn values(&self, u: UnitId) -> (u8, u8, u8) {
        let t = self.ty(u);
        if t.steps == 2 && self.units[u as usize].steps == 1 {
            t.reduced
        } else {
            t.full
        }
    }

    pub fn hex_of(&self, u: UnitId) -> Option<HexId> {
        match self.units[u as usize].loc {
            Loc::Hex(h) => Some(h),
            _ => None,
        }
    }

    /// The units standing in a hex.
    pub fn units_in(&self, h: HexId) -> impl Iterator<Item = UnitId> + '_ {
        self.units.iter().enumerate().filter(move |(_, u)| u.loc == Loc::Hex(h)).map(|(i, _)| i as UnitId)
    }

    /// The units of every hex at once, for a question about many hexes ([`State::units_in`] scans all units
    /// for one hex).
    pub fn stacks(&self) -> Stacks {
        let n = self.data().hexes.len();
        let mut start = vec![0u32; n + 1];
        for (_, h) in self.on_map() {
            start[h as usize + 1] += 1;
        }
        for i in 0..n {
            start[i + 1] += start[i];
        }
        let mut next = start.clone();
        let mut units = vec![0 as UnitId; start[n] as usize];
        for (u, h) in self.on_map() {
            units[next[h as usize] as usize] = u;
            next[h as usize] += 1;
        }
        Stacks { start, units }
    }

    /// Every unit on the map.
    pub fn on_map(&self) -> impl Iterator<Item = (UnitId, HexId)> + '_ {
        self.units.iter().enumerate().filter_map(|(i, u)| match u.loc {
            Loc::Hex(h) => Some((i as UnitId, h)),
            _ => None,
        })
    }

    /// Whether the side has a unit in the hex. [33.3.2]: a Reforger site is no ground unit and occupies
    /// nothing (rules 23): its hex is not held for objectives, city surrender, retreats' stops, advances,
    /// Breakthrough markers, HQ rebuilding, reserve sites or landings.
    pub fn occupied_by(&self, h: HexId, side: Side) -> bool {
        self.units_in(h).any(|u| self.side(u) == side && !super::reforger::no_ground_unit(self, u))
    }

    /// Who controls a city hex now ([30.1]): its original owner unless conquered.
    pub fn city_controller(&self, h: HexId) -> Option<Side> {
        let hex = &self.data().hexes[h as usize];
        hex.city.as_ref()?;
        Some(self.conquests.iter().find(|c| c.hex == h).map_or_else(|| hex.owner().unwrap_or(Side::Nato), |c| c.by))
    }

    /// The city hexes of a nation (`dk`, `nl`, …), in hex order.
    pub fn cities_of(&self, nation: &str) -> Vec<HexId> {
        let d = self.data();
        (0..d.hexes.len() as HexId).filter(|&h| d.hexes[h as usize].city.is_some() && d.hexes[h as usize].country.as_deref() == Some(nation)).collect()
    }

    /// A free city of `side` ([30.2]): a city of its own territory that no enemy has conquered.
    pub fn free_city_of(&self, h: HexId, side: Side) -> bool {
        let hex = &self.data().hexes[h as usize];
        hex.city.is_some() && hex.owner() == Some(side) && !self.conquests.iter().any(|c| c.hex == h)
    }

    /// Whether the hex lies inside the scenario's part of the map and can be stood on.
    pub fn playable(&self, h: HexId) -> bool {
        let hex = &self.data().hexes[h as usize];
        !hex.all_sea && !hex.neutral && self.scenario_data().contains(super::data::row_hex(h))
    }

    pub fn push_log(&mut self, side: Option<Side>, id: &str, args: Vec<crate::Arg>) {
        self.log.push(LogEntry::new(side.map(Side::seat), id, args));
    }

    pub fn roll(&mut self) -> u8 {
        self.chance.roll(1..=6).value
    }

    /// Removes one step from a unit ([3.2.10]): a 2-step unit flips, a 1-step unit is eliminated.
    pub fn lose_step(&mut self, u: UnitId) {
        let us = &mut self.units[u as usize];
        if us.steps > 1 {
            us.steps -= 1;
            self.push_log(Some(self.side(u)), "nato.reduced", vec![crate::Arg::Unit(self.key(u).to_string())]);
        } else {
            us.steps = 0;
            us.loc = Loc::Dead;
            self.push_log(Some(self.side(u)), "nato.eliminated", vec![crate::Arg::Unit(self.key(u).to_string())]);
        }
    }
}

impl Stack for State {
    type Step = Step;
    type Action = Action;
    const EMPTY_DECISIONS_END: bool = false;

    fn steps(&self) -> &[Step] {
        &self.steps
    }
    fn steps_mut(&mut self) -> &mut Vec<Step> {
        &mut self.steps
    }
    fn over(&self) -> bool {
        self.outcome.is_some()
    }

    /// The one list of the kinds of step, each with the file it lives in.
    fn kind(step: &Step) -> &dyn KitStep<State> {
        use super::{combat, movement, turn};
        match step {
            Step::TurnStart => &turn::TurnStart,
            Step::Supply => &turn::SupplyPhase,
            Step::Movement(_) => &movement::MovementPhase,
            Step::Move { .. } => &movement::MoveUnit,
            Step::MovementEnd(_) => &movement::MovementEnd,
            Step::Reserve(_) => &movement::ReservePhase,
            Step::Overstack => &movement::OverstackStep,
            Step::ReserveEnd => &movement::ReserveEnd,
            Step::PlayerEnd => &turn::PlayerEnd,
            Step::Combat(_) => &combat::CombatPhase,
            Step::Planning => &combat::Planning,
            Step::Commit { .. } => &combat::CommitStep,
            Step::BattleFlow => &combat::BattleFlow,
            Step::Reaction => &combat::reaction::ReactionStep,
            Step::Hits { .. } => &combat::HitsStep,
            Step::RetreatReduce => &combat::retreat::RetreatReduce,
            Step::RetreatMove => &combat::retreat::RetreatMove,
            Step::Advance => &combat::AdvanceStep,
            Step::CombatEnd(_) => &combat::CombatEnd,
            Step::Resupply(_) => &super::resupply::Operation,
            Step::ResupplyRecovery(_) => &super::resupply::Recovery,
            Step::Recovery(_) => &turn::Recovery,
            Step::TurnEnd => &turn::TurnEnd,
            Step::AirStrikes(_) => &super::air::strike::AirStrikes,
            Step::Bombardment { .. } => &super::air::artillery::Bombardment,
            Step::DefensiveStrike => &super::air::strike::DefensiveStrike,
            Step::Helicopters(_) => &super::air::helicopters::Helicopters,
            Step::Flight { .. } => &super::air::helicopters::Flight,
            Step::Rail(_) => &super::rail::RailSegment,
            Step::RailMove { .. } => &super::rail::RailMove,
            Step::Ferry { .. } => &super::ferry::FerrySegment,
            Step::FerryMove { .. } => &super::ferry::FerryMove,
            Step::Heli(_) => &super::heliborne::HeliSegment,
            Step::HeliOp(_) => &super::heliborne::HeliOp,
            Step::Rebuild => &super::hq_rebuild::Rebuild,
            Step::Defending => &super::defending::Defending,
            Step::ChemicalStart => &super::chemical::SegmentStart,
            Step::Chemical(_) => &super::chemical::Segment,
            Step::Nuclear(..) => &super::nuclear::Segment,
            Step::CeaseFireTerms(_) => &super::war_end::ProposeTerms,
            Step::CeaseFireAnswer { .. } => &super::war_end::Answer,
        }
    }
}

/// The units in each hex, in unit order (as [`State::units_in`] lists them): [`State::stacks`].
pub struct Stacks {
    start: Vec<u32>,
    units: Vec<UnitId>,
}

impl Stacks {
    pub fn units_in(&self, h: HexId) -> &[UnitId] {
        &self.units[self.start[h as usize] as usize..self.start[h as usize + 1] as usize]
    }
}
