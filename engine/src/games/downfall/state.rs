//! Downfall's state: the counters and where they stand, the initiative and weather markers, the Action
//! Track, the cup and the Order Displays, city control and the VP track, the dice, the log, and the stack of
//! pending steps (`kit::steps`). Every step kind is listed in [`Step`] with the rule file that runs it.

use std::collections::BTreeMap;
use std::sync::Arc;

use serde::Serialize;

use super::data::{DfData, Faction, Ideology, Kind, UType, Weather};
use crate::kit::chance::Chance;
use crate::kit::rows::RowHex;
use crate::kit::steps::{self, Stack};
use crate::log::Log;
use crate::{Arg, LogEntry, Outcome, Seat};

pub const SETTLE_LIMIT: usize = 10_000;
/// The initiative track's length (DF 1.I, L439).
pub const TRACK: u16 = 91;
/// Action Track boxes (DF 1.J, L455–L461).
pub const ACTION_BOXES: usize = 10;

/// A state's handle on its pack: shared, compared and serialised by name and hash.
#[derive(Clone)]
pub struct PackRef(pub Arc<DfData>);

impl PartialEq for PackRef {
    fn eq(&self, o: &Self) -> bool {
        Arc::ptr_eq(&self.0, &o.0) || self.0.hash == o.0.hash
    }
}
impl std::fmt::Debug for PackRef {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pack({} {})", self.0.name, self.0.hash)
    }
}
impl Serialize for PackRef {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (&self.0.name, &self.0.hash).serialize(s)
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

/// Where a counter is.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Loc {
    Hex(RowHex),
    /// A Western land area (DF 1.B) or another display named in the set-up.
    Area(String),
    /// A sea area (DF 1.C): a naval unit at sea (rules 3).
    Sea(String),
    /// The force pool.
    Pool,
    /// Arriving later (reinforcements.tsv).
    Later,
    /// The Pending Area (DF 1.M, L479): arrived this turn, available at the next High Command (rules 2).
    Pending,
    /// Permanently eliminated (DF 2.1.3).
    Gone,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct UnitState {
    pub loc: Loc,
    pub steps: u8,
    /// Showing its back (DF 2.1.1: armoured, or Fortress; a naval unit's Interdicted face, DF 2.4).
    pub flipped: bool,
    /// Its Isolated marker (DF 11.3), given and removed by the Supply event.
    pub isolated: super::supply::Isolation,
}

/// An order being carried out (DF 7): the faction, the marker side's values, and what it has used up.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Order {
    pub faction: Faction,
    pub marker: u8,
    pub side: u8,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub enum Step {
    /// An action round begins (round.rs: DF 6 steps 1–2).
    Round,
    /// The active faction chooses its order (round.rs: DF 6 step 3).
    Choose(super::round::Choose),
    /// HQ: the Ops order it carries out (round.rs: DF 7.5).
    HqPick(super::round::HqPick),
    /// Move active units (movement.rs: DF 7.1).
    Move(super::movement::Move),
    /// Where the selected unit goes (movement.rs: DF 7.1.1).
    MoveUnit(super::movement::MoveUnit),
    /// Declare attacks (combat.rs: DF 7.2, 8 step 1).
    Attacks(super::combat::Attacks),
    /// Add flankers, then roll (combat.rs: DF 8 steps 1–5).
    Flankers(super::combat::Flankers),
    /// Take the hits (combat.rs: DF 8 step 6).
    Hits(super::combat::Hits),
    /// The defenders' retreat (combat.rs: DF 8 step 6).
    Retreat(super::combat::Retreat),
    /// Airborne flankers from 2 hexes go to the force pool (combat.rs: DF 8 step 1).
    AirborneHome(super::combat::AirborneHome),
    /// Advance after combat (combat.rs: DF 8 step 7).
    Advance(super::combat::Advance),
    /// Strategic Warfare: the display (sw.rs: DF 7.9).
    SwTrack(super::sw::SwTrack),
    /// Strategic Warfare: the marker's direction (sw.rs: DF 7.9).
    SwMove(super::sw::SwMove),
    SwUnits(super::sw::SwUnits),
    /// Strategic Bombing: the West chooses the air unit of each swap (sw.rs: DF 7.9.2, rules 7).
    SwAir(super::sw::SwAir),
    Oss(super::cards::Oss),
    /// A situational card's effect once OSS Espionage had its chance (cards.rs: DF 3.2, rules 7).
    CardEffect(super::cards::CardEffect),
    /// National Liberation Army: where the Yugoslav unit enters (cards.rs, rules 7).
    Liberation(super::cards::Liberation),
    /// Airdrop: which airborne unit drops (cards.rs: DF 8, rules 8).
    Airdrop(super::cards::Airdrop),
    /// Spend recruit or mechanize steps (build.rs: DF 7.6, 7.7).
    Build(super::build::Build),
    /// Pay for or eliminate the newly isolated units (supply.rs: DF 11.3).
    Settle(super::supply::Settle),
    /// Which Western units use each Beachhead's 4 steps at a Supply event (supply.rs: DF 2.4.2, rules 7).
    BeachheadSteps(super::supply::BeachheadSteps),
    /// The Pending Events of the round (events.rs: DF 6 step 6, 10.1).
    Events,
    /// High Command's Guards upgrade (events.rs: DF 10.2).
    Guards(super::events::Guards),
    /// Place a partisan from a Partisan Table roll (partisans.rs: DF 7.8).
    Partisan(super::partisans::Place),
    /// The interceptor's naval attack, or not (naval.rs: DF 9.2).
    NavalAttack(super::naval::NavalAttack),
    /// The naval attack's result (naval.rs: DF 9.2 step 3, 9.2.1).
    NavalHits(super::naval::NavalHits),
    /// The air adjustment of the event procedure (air.rs: DF 10.1 steps 3 and 7, 10.3).
    Air(super::air::Adjust),
    /// The action cards of a land combat (cards.rs: DF 8 step 2).
    Cards(super::cards::CombatCards),
    /// Material Shortages: discard a card or pay (cards.rs: DF 7.10).
    Shortages(super::cards::Shortages),
    /// High Command: Fortresses back to Fort Troops (events.rs: DF 2.1.1, rules 4).
    Unfortify(super::events::Unfortify),
    /// Africa Liberated: the Western air units in Africa move (events.rs: DF 10.2, rules 4).
    AfricaAir(super::events::AfricaAir),
}

#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct State {
    pub pack: PackRef,
    pub scenario: String,
    pub rules: u32,
    pub turn: u8,
    pub weather: Weather,
    /// Absolute positions on the initiative track: lap × 91 + space − 1 (DF 5: a lapped marker is ahead).
    pub init: [u16; 4],
    /// Order of arrival on a space: the lower, the lower in the stack (DF 5, L1001: ties go to the bottom).
    pub arrival: [u32; 4],
    pub arrivals: u32,
    pub weather_pos: u16,
    /// Pending Event (DF 5.2), per faction.
    pub pending: [bool; 4],
    pub units: Vec<UnitState>,
    /// Action Track boxes 1–10: a marker, or empty.
    pub track: Vec<Option<u8>>,
    /// The cup (its order is not kept: draws are random).
    pub cup: Vec<u8>,
    /// Markers on each faction's Order Display (returned to the cup at each new turn, DF 12 step 7),
    /// with the side shown.
    pub display: [Vec<(u8, u8)>; 4],
    pub planning: [Option<u8>; 4],
    /// City control (DF A.2): every city hex has a controller.
    #[serde(serialize_with = "by_hex_id")]
    #[cfg_attr(feature = "positions", serde(deserialize_with = "from_hex_ids"))]
    pub cities: BTreeMap<RowHex, Ideology>,
    /// Objectives a lone partisan owns for VP against its city's controller (DF A.2, 2.2, L294 L670;
    /// rules 3), kept in step with the map after every action ([`State::refresh_objectives`]).
    #[serde(serialize_with = "by_hex_id", skip_serializing_if = "BTreeMap::is_empty", default)]
    #[cfg_attr(feature = "positions", serde(deserialize_with = "from_hex_ids"))]
    pub partisan_owned: BTreeMap<RowHex, Ideology>,
    /// The VP marker: positive toward the Western end, negative toward the Soviet end (DF 1.G, 13.1).
    pub vp: i8,
    /// The SW displays' marker boxes (malta, atlantic, bombing); 0: not in play (DF 1.E).
    pub sw: [u8; 3],
    /// Western Transport Points (DF 7.9 step 1).
    pub tp: u8,
    pub chance: Chance,
    #[cfg_attr(feature = "positions", serde(skip_deserializing))]
    pub log: Log,
    pub steps: Vec<Step>,
    pub outcome: Option<Outcome>,
    /// The order being carried out.
    pub order: Option<Order>,
    /// The active faction of the action round.
    pub active: Faction,
    /// The event display (events.rs: DF 10).
    pub events: super::events::Display,
    /// The `reconstructed_events` option: events whose effect the seed does not give are played as
    /// reconstructed (Fatherland Front; docs/games/downfall.md).
    pub reconstructed_events: bool,
    /// Beachhead markers in the West's force pool (DF 2.4.2): the scenario's, and the campaign's at High
    /// Command after turn 2 (rules 4; from rules 10 what the counter mix has left). `landed` holds those on
    /// the map.
    pub beachheads: u8,
    /// Whether the campaign's Beachheads have entered (DF 2.4.2, once).
    pub beachheads_added: bool,
    /// Whether Africa Liberated has been applied (DF 10.2, L1759; rules 10): every land hex of its countries
    /// is Western from then on unless another ideology's combat units stand there (supply.rs, decision Q22).
    #[serde(skip_serializing_if = "std::ops::Not::not", default)]
    pub liberated: bool,
    /// The Beachhead (or Mulberry) markers on the map (beachheads.rs: DF 2.4.2; rules 5).
    #[serde(skip_serializing_if = "Vec::is_empty", default)]
    pub landed: Vec<super::beachheads::Landing>,
    /// The units on each SW display, leftmost zone first (sw.rs: DF 7.9.2; rules 6): out of play.
    #[serde(skip_serializing_if = "none_held", default)]
    pub sw_held: [Vec<u16>; 3],
    /// The Western Armor Reserves: armour steps banked by Mechanize orders (build.rs: DF 7.7.3; rules 5).
    pub war: u8,
    /// The action cards (cards.rs: DF 3.2), in the variant that has them.
    pub cards: super::cards::Cards,
    /// Supply results of the position, recomputed when it changes (supply.rs); not part of the game.
    #[serde(skip)]
    pub supply: super::supply::Cache,
}

/// A map keyed by hex, written with the hexes' ids (JSON keys are strings).
fn by_hex_id<S: serde::Serializer, V: Serialize>(m: &BTreeMap<RowHex, V>, s: S) -> Result<S::Ok, S::Error> {
    s.collect_map(m.iter().map(|(h, v)| (h.id(), v)))
}

/// [`by_hex_id`] read back: a hex id that is not one is refused.
#[cfg(feature = "positions")]
fn from_hex_ids<'de, D: serde::Deserializer<'de>, V: serde::Deserialize<'de>>(d: D) -> Result<BTreeMap<RowHex, V>, D::Error> {
    let m: BTreeMap<String, V> = serde::Deserialize::deserialize(d)?;
    m.into_iter().map(|(k, v)| RowHex::parse(&k).map(|h| (h, v)).ok_or_else(|| serde::de::Error::custom(format!("'{k}' is not a hex")))).collect()
}

impl Stack for State {
    type Step = Step;
    type Action = super::Action;
    const EMPTY_DECISIONS_END: bool = true;

    fn steps(&self) -> &[Step] {
        &self.steps
    }
    fn steps_mut(&mut self) -> &mut Vec<Step> {
        &mut self.steps
    }
    fn kind(step: &Step) -> &dyn steps::Step<State> {
        match step {
            Step::Round => &super::round::RoundStart,
            Step::Choose(s) => s,
            Step::HqPick(s) => s,
            Step::Move(s) => s,
            Step::MoveUnit(s) => s,
            Step::Attacks(s) => s,
            Step::Flankers(s) => s,
            Step::Hits(s) => s,
            Step::Retreat(s) => s,
            Step::Advance(s) => s,
            Step::AirborneHome(s) => s,
            Step::Build(s) => s,
            Step::SwTrack(s) => s,
            Step::SwMove(s) => s,
            Step::SwUnits(s) => s,
            Step::SwAir(s) => s,
            Step::Oss(s) => s,
            Step::CardEffect(s) => s,
            Step::Liberation(s) => s,
            Step::Airdrop(s) => s,
            Step::Settle(s) => s,
            Step::BeachheadSteps(s) => s,
            Step::Events => &super::events::Events,
            Step::Guards(s) => s,
            Step::Partisan(s) => s,
            Step::NavalAttack(s) => s,
            Step::NavalHits(s) => s,
            Step::Air(s) => s,
            Step::Cards(s) => s,
            Step::Shortages(s) => s,
            Step::Unfortify(s) => s,
            Step::AfricaAir(s) => s,
        }
    }
    fn over(&self) -> bool {
        self.outcome.is_some()
    }
}

impl State {
    pub fn data(&self) -> &DfData {
        &self.pack.0
    }
    pub fn log(&mut self, seat: Option<Seat>, id: &str, args: Vec<Arg>) {
        self.log.push(LogEntry::new(seat, id, args));
    }
    pub fn unit_arg(&self, u: usize) -> Arg {
        Arg::Unit(self.data().units[u].key.clone())
    }

    /// The type a counter shows now.
    pub fn utype(&self, u: usize) -> UType {
        let d = &self.data().units[u];
        match (self.units[u].flipped, d.back) {
            (true, Some(b)) => b,
            _ => d.front,
        }
    }
    pub fn is_combat(&self, u: usize) -> bool {
        self.data().units[u].kind == Kind::Combat
    }
    pub fn faction(&self, u: usize) -> Faction {
        self.data().units[u].faction
    }
    pub fn hex_of(&self, u: usize) -> Option<RowHex> {
        match self.units[u].loc {
            Loc::Hex(h) => Some(h),
            _ => None,
        }
    }

    /// The combat units in a hex.
    pub fn combat_in(&self, h: RowHex) -> Vec<usize> {
        (0..self.units.len()).filter(|&u| self.units[u].loc == Loc::Hex(h) && self.is_combat(u)).collect()
    }

    /// Every hex with combat units, by ideology (one pass: the movement and ZOC rules read it).
    pub fn occupancy(&self) -> BTreeMap<RowHex, Vec<usize>> {
        let mut m: BTreeMap<RowHex, Vec<usize>> = BTreeMap::new();
        for u in 0..self.units.len() {
            if let Loc::Hex(h) = self.units[u].loc {
                if self.is_combat(u) {
                    m.entry(h).or_default().push(u);
                }
            }
        }
        m
    }

    /// The weather period of a track position (DF 1.I, L447: spaces 01–30, 31–60, 61–91).
    pub fn period(pos: u16) -> u8 {
        let space = pos % TRACK + 1;
        match space {
            1..=30 => 1,
            31..=60 => 2,
            _ => 3,
        }
    }

    /// The weather the turn track gives for the weather marker's place (DF 6 step 1c).
    pub fn weather_now(&self) -> Weather {
        let d = self.data();
        d.weather.get(&(self.turn, Self::period(self.weather_pos))).copied().unwrap_or(Weather::Fair)
    }

    /// Whether a hexside can be crossed by land (DF A.3): a land or strait side, or any side with rail
    /// (rail crosses water, L310).
    /// A placed Beachhead or Mulberry is joined to the land hex its beach points at, and to no other
    /// (DF 2.4.2, L784).
    pub fn passable(&self, a: RowHex, b: RowHex) -> bool {
        self.data().passable(a, b) || super::beachheads::side(self, a, b)
    }

    /// The playable hexes joined to `h` by a passable hexside, and a placed Beachhead's one land hex (and
    /// back) across its beach hexside (DF 2.4.2, L784).
    pub fn links(&self, h: RowHex) -> impl Iterator<Item = RowHex> + '_ {
        self.data().links(h).chain(super::beachheads::across(self, h))
    }

    /// Whether a unit of faction `f` may move, retreat or advance from `a` to `b`: a passable side, and a
    /// beach hexside only for the West (DF 2.4.2, L784).
    pub fn crosses(&self, f: Faction, a: RowHex, b: RowHex) -> bool {
        self.data().passable(a, b) || (f == Faction::West && super::beachheads::side(self, a, b))
    }

    /// Whether a hex is difficult in the weather now (DF A.3: mountains in Snow, swamp in Mud).
    pub fn difficult(&self, h: RowHex) -> bool {
        let Some(x) = self.data().hex(h) else { return false };
        self.data().tec.difficult_in.get(x.terrain.key()).is_some_and(|w| *w == self.weather)
    }

    /// The hexes in the ZOC of combat units hostile to `ideology` (DF 2.1.6): each such unit's hex and the
    /// hexes joined to it across a passable hexside; for each, the enemy hexes projecting into it.
    pub fn ezoc(&self, ideology: Ideology) -> BTreeMap<RowHex, Vec<RowHex>> {
        let mut z: BTreeMap<RowHex, Vec<RowHex>> = BTreeMap::new();
        for (h, us) in self.occupancy() {
            if !us.iter().any(|&u| self.faction(u).ideology().hostile(ideology)) {
                continue;
            }
            z.entry(h).or_default().push(h);
            for n in self.links(h) {
                z.entry(n).or_default().push(h);
            }
        }
        z
    }

    /// [`State::ezoc`]'s hexes as a vector by dense hex index ([`super::data::dense`]), from the
    /// occupancy already gathered: whether each hex is in the ZOC of a combat unit hostile to `ideology`.
    /// One prompt's many questions read it without a map lookup each.
    pub fn ezoc_hexes(&self, occ: &BTreeMap<RowHex, Vec<usize>>, ideology: Ideology) -> Vec<bool> {
        let mut z = vec![false; super::data::DENSE_HEXES];
        for (&h, us) in occ {
            if !us.iter().any(|&u| self.faction(u).ideology().hostile(ideology)) {
                continue;
            }
            for x in std::iter::once(h).chain(self.links(h)) {
                if let Some(i) = super::data::dense(x) {
                    z[i] = true;
                }
            }
        }
        z
    }

    /// The hexes whose hostile units put `n` in their ZOC ([`State::ezoc`]'s list for `n`, in another
    /// order): `n` itself when it holds units hostile to `ideology`, and each neighbour holding some that
    /// is joined to `n` by a passable hexside.
    pub fn ezoc_sources(&self, occ: &BTreeMap<RowHex, Vec<usize>>, ideology: Ideology, n: RowHex) -> Vec<RowHex> {
        let hostile = |h: RowHex| occ.get(&h).is_some_and(|us| us.iter().any(|&u| self.faction(u).ideology().hostile(ideology)));
        std::iter::once(n)
            .filter(|&h| hostile(h))
            .chain(super::data::GRID.neighbours(n).into_iter().filter(|&h| hostile(h) && self.passable(h, n)))
            .collect()
    }

    /// Stacking (DF A.1): at most 2 combat units of one ideology, at most 6 pips.
    pub fn stack_ok(&self, units: &[usize]) -> bool {
        units.len() <= 2 && units.iter().map(|&u| self.units[u].steps as u32).sum::<u32>() <= 6
    }

    /// Stacking in hex `h` (DF A.1), and at most 4 steps in a Beachhead hex (DF 2.4.2, L770).
    pub fn stack_ok_at(&self, h: RowHex, units: &[usize]) -> bool {
        self.stack_ok(units) && super::beachheads::steps_fit(self, h, units)
    }

    /// Whether partisans act once placed (DF 2.2: moving, the Axis toll, combat, objectives): rules 3 on.
    pub fn partisans_act(&self) -> bool {
        self.rules >= 3
    }

    /// Who owns an objective hex for VP (DF A.2, L294): its city's controller, or the ideology of a
    /// partisan that is the hex's only occupant.
    pub fn objective_owner(&self, h: RowHex) -> Option<Ideology> {
        self.partisan_owned.get(&h).copied().or_else(|| self.cities.get(&h).copied())
    }

    /// The ideology a partisan gives an objective hex as its only occupant (DF A.2 L294, 2.2 L670), if any.
    pub fn lone_partisan(&self, h: RowHex) -> Option<Ideology> {
        if !self.partisans_act() || !self.data().hex(h).is_some_and(|x| x.objective) {
            return None;
        }
        let mut found = None;
        for u in 0..self.units.len() {
            if self.units[u].loc != Loc::Hex(h) {
                continue;
            }
            if self.data().units[u].kind != Kind::Partisan {
                return None;
            }
            found = Some(self.faction(u).ideology());
        }
        found
    }

    /// DF A.2, 2.2 (L670), 13.1: objectives owned by a lone partisan, brought up to date with the map; each
    /// change of owner moves the VP marker. Ownership is read between actions, so a unit passing through
    /// does not end it (as city control changes where a move ends).
    pub fn refresh_objectives(&mut self) {
        if !self.partisans_act() || self.outcome.is_some() {
            return;
        }
        let mut now: BTreeMap<RowHex, Ideology> = BTreeMap::new();
        for u in 0..self.units.len() {
            if self.data().units[u].kind != Kind::Partisan {
                continue;
            }
            let Loc::Hex(h) = self.units[u].loc else { continue };
            if let Some(i) = self.lone_partisan(h) {
                if self.cities.get(&h) != Some(&i) {
                    now.insert(h, i);
                }
            }
        }
        if now == self.partisan_owned {
            return;
        }
        let mut hexes: Vec<RowHex> = self.partisan_owned.keys().chain(now.keys()).copied().collect();
        hexes.sort();
        hexes.dedup();
        let before = std::mem::replace(&mut self.partisan_owned, now);
        for h in hexes {
            let Some(city) = self.cities.get(&h).copied() else { continue };
            let was = before.get(&h).copied().unwrap_or(city);
            let is = self.partisan_owned.get(&h).copied().unwrap_or(city);
            if was == is {
                continue;
            }
            self.log(None, "df.objective_owner", vec![Arg::Hex(h.id()), Arg::Key(format!("df.ideology.{}", is.key()))]);
            self.move_vp(h, super::victory::vp_change(was, is));
        }
        super::victory::check_now(self);
    }

    fn move_vp(&mut self, h: RowHex, delta: i8) {
        if delta != 0 {
            self.vp = (self.vp + delta).clamp(-10, 10);
            self.log(None, "df.vp", vec![Arg::Hex(h.id()), Arg::Num(delta as i32), Arg::Num(self.vp as i32)]);
        }
    }

    /// A combat unit of `ideology` enters `h`: a city changes hands, and an objective moves the VP marker
    /// (DF A.2, 13.1). A partisan's ownership of the objective ends (DF 2.2, L670).
    pub fn enter(&mut self, h: RowHex, ideology: Ideology) {
        let Some(city) = self.cities.get(&h).copied() else { return };
        let owner = self.partisan_owned.remove(&h).unwrap_or(city);
        if city != ideology {
            self.cities.insert(h, ideology);
            self.log(None, "df.city", vec![Arg::Hex(h.id()), Arg::Key(format!("df.ideology.{}", ideology.key()))]);
        }
        if owner != ideology && self.data().hex(h).is_some_and(|x| x.objective) {
            self.move_vp(h, super::victory::vp_change(owner, ideology));
            super::victory::check_now(self);
        }
    }

    /// The initiative an Axis unit pays for entering partisans' hexes (DF 2.2, 5.1: 1 a partisan hex;
    /// rules 3), logged with the rule.
    pub fn partisan_toll(&mut self, u: usize, n: u16) {
        if n == 0 || !self.faction(u).is_axis() {
            return;
        }
        let f = self.faction(u);
        self.log(Some(f.seat()), "df.partisan_toll", vec![self.unit_arg(u), Arg::Num(n as i32)]);
        self.pay(f, n);
    }

    /// The marker side a faction may use, if any.
    pub fn side_for(&self, marker: u8, f: Faction) -> Option<u8> {
        self.data().markers[marker as usize].sides.iter().position(|s| s.faction == f).map(|i| i as u8)
    }

    /// Advances a faction's initiative marker (DF 5.1); entering or passing one of its event spaces sets
    /// Pending Event (DF 5.2).
    pub fn pay(&mut self, f: Faction, n: u16) {
        if n == 0 {
            return;
        }
        let i = f as usize;
        let from = self.init[i];
        self.init[i] += n;
        self.arrivals += 1;
        self.arrival[i] = self.arrivals;
        let d = self.data();
        let hit = (from + 1..=self.init[i]).any(|p| d.event_spaces.get(&((p % TRACK + 1) as u8)) == Some(&f));
        if hit && !self.pending[i] {
            self.pending[i] = true;
        }
        self.log(Some(f.seat()), "df.pay", vec![Arg::Seat(f.seat()), Arg::Num(n as i32), Arg::Num((self.init[i] % TRACK + 1) as i32)]);
    }
}

/// Whether no SW display holds a unit (rules 6 only; older states serialize as before).
fn none_held(v: &[Vec<u16>; 3]) -> bool {
    v.iter().all(Vec::is_empty)
}
