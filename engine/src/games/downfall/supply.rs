//! Supply (DF 11, L1797–L1851), land hex control (DF A.2, L280–L299) which supply reads, and isolation
//! (DF 11.3, L1846–L1851).
//!
//! A combat unit is in supply when a path runs from its hex to a **source**: a land hex or land area showing
//! the unit's flag that its ideology controls (L1806). The path first crosses **up to 3 land hexes overland**
//! (the unit's own hex is not counted; never across an impassable side; into or out of a difficult hex only
//! across a rail side), then **only rail and sea areas**, with no limit (L1813–L1816, decision Q2). It
//! enters only hexes its ideology or nobody controls (A.2), never a hex with enemy combat units, and an
//! enemy-ZOC hex only where a friendly unit stands (DF 11.1, L1822); it may start in an enemy ZOC. At a
//! friendly port it may cross the adjacent sea areas its faction may use and land at another friendly
//! port, from which it goes on by rail only (L1817).
//!
//! The work is done backwards, once per position and faction, for all its flags at once (a bit each):
//! from the sources, every hex that reaches one by rail and sea alone, then every hex within 3 overland
//! hexes of those (`Reach::within`). A unit's question is then a lookup. The results live in [`Cache`],
//! keyed by a fingerprint of what they read (see there); the map's walk ([`Topo`]) is built once per pack.
//!
//! Where supply is checked (L1799–L1804): recruit and mechanize steps on a unit (DF 7.6.1, 7.7.1, 7.7.2:
//! build.rs), new units only at a source (DF 7.6.2: build.rs), and the **Supply** event (E9), which gives
//! or removes the Isolated markers ([`supply_event`]). Isolation's effects: the owner pays initiative or
//! eliminates a newly isolated unit, the combat DRMs of DF 8 step 5 (combat.rs), and no Fort Troop flip
//! (DF 7.1.4, movement.rs).

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::sync::{Arc, Mutex};

use serde::Serialize;

use super::data::{Faction, Ideology};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::rows::RowHex;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The overland hexes a path may cross before it must follow rail or sea (DF 11, L1813).
pub const OVERLAND: u8 = 3;

/// An Isolated marker (DF 2.5, L863): Isolated 1 the first time, Isolated 3 when the unit was already
/// isolated at the previous Supply event.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Isolation {
    #[default]
    None,
    One,
    Three,
}

impl Isolation {
    pub fn key(self) -> &'static str {
        match self {
            Isolation::None => "none",
            Isolation::One => "isolated_1",
            Isolation::Three => "isolated_3",
        }
    }
}

/// Why a unit is or is not in supply, for the log and the view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Why {
    /// A supply badge (DF 2.1.5, L632).
    Badge,
    /// A path to a source.
    Traced,
    /// No source of its flag is held by its ideology (Yugoslav units never have one, L1290).
    NoSource,
    /// Sources exist but every path is cut: enemy units, their ZOC, another ideology's hexes, difficult
    /// terrain, or more than 3 hexes off the rail net.
    CutOff,
    /// Not on the map.
    OffMap,
    /// At a Supply event, its only paths run through Beachheads' ports whose 4 steps are taken (DF 2.4.2,
    /// L774; rules 6).
    BeachheadFull,
}

impl Why {
    pub fn key(self) -> &'static str {
        match self {
            Why::Badge => "badge",
            Why::Traced => "traced",
            Why::NoSource => "no_source",
            Why::CutOff => "cut_off",
            Why::OffMap => "off_map",
            Why::BeachheadFull => "beachhead_full",
        }
    }
    pub fn in_supply(self) -> bool {
        matches!(self, Why::Badge | Why::Traced)
    }
}

const W: i32 = 50;
const N: usize = (W * W) as usize;

fn ix(h: RowHex) -> Option<usize> {
    ((0..W).contains(&h.row) && (0..W).contains(&h.col)).then(|| (h.row * W + h.col) as usize)
}

fn hex_at(i: usize) -> RowHex {
    RowHex::new(i as i32 / W, i as i32 % W)
}

fn bit(i: Ideology) -> u8 {
    1 << i as u8
}

/// The map as supply walks it, built once per pack: each playable hex's passable sides (with their rail),
/// the hexes each flag is printed in, the ports and their sea areas, and the difficult hexes per weather.
#[derive(Debug)]
struct Topo {
    hash: String,
    playable: Vec<usize>,
    /// By `ix`: (neighbour, rail side) for every passable side between playable hexes (DF A.3).
    links: Vec<Vec<(u32, bool)>>,
    /// Every flag printed on the map or in a land area, by its bit (at most 32), and the hexes showing it.
    flags: Vec<(String, Vec<usize>)>,
    ports: Vec<(usize, Vec<String>)>,
    /// By weather (Fair, Mud, Snow), by `ix`.
    difficult: [Vec<bool>; 3],
}

fn topo(s: &State) -> Arc<Topo> {
    static TOPOS: Mutex<Vec<Arc<Topo>>> = Mutex::new(Vec::new());
    let d = s.data();
    if let Some(t) = TOPOS.lock().ok().and_then(|v| v.iter().find(|t| t.hash == d.hash).cloned()) {
        return t;
    }
    let mut t = Topo { hash: d.hash.clone(), playable: vec![], links: vec![vec![]; N], flags: vec![], ports: vec![], difficult: Default::default() };
    for w in &mut t.difficult {
        *w = vec![false; N];
    }
    for (h, x) in &d.hexes {
        let Some(i) = ix(*h) else { continue };
        if !x.playable() {
            continue;
        }
        t.playable.push(i);
        // The pack's own sides: the walk is built once per pack, so a Beachhead's side (a state) is not
        // in it (DF 2.4.2: see `why_with`).
        for n in d.links(*h) {
            if let Some(j) = ix(n) {
                t.links[i].push((j as u32, d.side(*h, n).is_some_and(|sd| sd.rail)));
            }
        }
        for f in &x.supply {
            match t.flags.iter().position(|(k, _)| k == f) {
                Some(k) => t.flags[k].1.push(i),
                None if t.flags.len() < 32 => t.flags.push((f.clone(), vec![i])),
                None => {}
            }
        }
        if x.port {
            t.ports.push((i, x.sea_areas.clone()));
        }
        if let Some(w) = d.tec.difficult_in.get(x.terrain.key()) {
            t.difficult[*w as usize][i] = true;
        }
    }
    for f in d.area_flags.iter().flatten() {
        if t.flags.len() < 32 && !t.flags.iter().any(|(k, _)| k == f) {
            t.flags.push((f.clone(), vec![]));
        }
    }
    let t = Arc::new(t);
    if let Ok(mut v) = TOPOS.lock() {
        v.push(t.clone());
    }
    t
}

/// Which Beachheads' ports a trace may use (DF 2.4.2; rules 6). A Mulberry's port is always open (L782).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Ports {
    /// Every Beachhead's (supply in general, L774).
    All,
    /// None but the Mulberries' (reinforcement steps, L775).
    Mulberries,
    /// The Mulberries' and one Beachhead's, by its beach (a Supply event's 4 steps a Beachhead, L774).
    One(u8),
}

/// A Beachhead or Mulberry as the supply walk sees it (rules 6): a Western land hex (`at`, its sea hex)
/// joined only to the land hex its beach points at, across a side that is not rail (L784), and a port on
/// its beach's sea area (L768).
struct Landed {
    beach: u8,
    at: usize,
    land: usize,
    sea: String,
    mulberry: bool,
}

impl Landed {
    fn port_open(&self, ports: Ports) -> bool {
        self.mulberry
            || match ports {
                Ports::All => true,
                Ports::Mulberries => false,
                Ports::One(b) => b == self.beach,
            }
    }
}

/// The Beachheads and Mulberries a Western trace reads (none before rules 6: rules 5 reads only the units
/// standing in one, `beachheads::supplied_in`).
fn landed(s: &State) -> Vec<Landed> {
    if !super::beachheads::supply_act(s) {
        return vec![];
    }
    super::beachheads::placed(s)
        .filter_map(|(l, b)| Some(Landed { beach: l.beach, at: ix(b.sea_hex)?, land: ix(b.target)?, sea: b.sea_area.clone(), mulberry: l.mulberry }))
        .collect()
}

/// The Beachheads' ports a trace for reinforcement steps may use: none, a Mulberry's only (DF 2.4.2, L775,
/// L782).
fn step_ports(s: &State, f: Faction) -> Ports {
    if f == Faction::West && s.landed.iter().any(|l| !l.mulberry) && super::beachheads::supply_act(s) {
        Ports::Mulberries
    } else {
        Ports::All
    }
}

/// The sea areas a trace may cross. `Free`: every area its faction may use at no initiative (rules 3–10
/// for reinforcement steps, a contested area whose check costs nothing among them; supply in general).
/// `Steps(mask)`: a trace for reinforcement steps from rules 11 (DF 11.2, 7.6.1 L1282, 7.7.1) — the areas
/// with a ready friendly fleet and no enemy one, and the contested areas in `mask` (a bit each, by their
/// index in the pack's order, [`super::naval::sea_keys`]) whose interception check the order makes or has
/// made.
///
/// `Paid(mask)`: a trace that pays for the areas it needs (rules 12) — every area its faction may use at no
/// initiative and the costly ones in `mask` (by the same index): the contested areas whose interception
/// check an air placement makes (DF 10.3, 9 "check only"), or under Overlord's rule 14 the Baltic and the
/// Black Sea at +1 initiative (DF 14, L1916).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
enum Seas {
    Free,
    Steps(u32),
    Paid(u32),
}

/// What one faction's units can reach, every flag at once: bit `k` stands for the flag `Topo::flags[k]`.
#[derive(Debug)]
pub struct Reach {
    /// By `ix`: the flags whose sources are at most 3 overland hexes from the rail-and-sea net reaching them.
    within: Vec<u32>,
    /// Each land area (in the pack's order): the flags traced from there.
    areas: Vec<u32>,
    /// The flags with a source the ideology holds.
    held: u32,
}

/// Everything supply reads from one position: hex control, the hexes each ideology's paths may enter,
/// and each faction's reach — the last two filled on demand.
#[derive(Debug)]
pub struct Net {
    topo: Arc<Topo>,
    /// Land hex control (DF A.2), by `ix`.
    control: Vec<Option<Ideology>>,
    enter: Mutex<BTreeMap<Ideology, Arc<Vec<bool>>>>,
    /// By (faction, the Beachheads' ports open, partisans' hexes closed, the sea areas of a trace for
    /// reinforcement steps: [`Seas`]).
    reach: Mutex<BTreeMap<(Faction, Ports, bool, Seas), Arc<Reach>>>,
}

/// The supply results of the last position seen, kept with the state (not saved, not compared).
///
/// Invalidation: every lookup fingerprints what supply reads — each counter's place, city control and the
/// weather (difficult hexes) — and recomputes when the fingerprint changed. Nothing else feeds it: the map
/// and the scenario's sea rules are fixed, steps and faces do not matter. So a move, a retreat, an
/// elimination, a city changing hands or a new weather period each invalidate it, and nothing has to
/// remember to clear it. (The map's own walk, [`Topo`], is built once per pack.)
#[derive(Default)]
pub struct Cache(Mutex<Option<(u64, Arc<Net>)>>);

impl Clone for Cache {
    fn clone(&self) -> Cache {
        Cache(Mutex::new(self.0.lock().map(|g| g.clone()).unwrap_or(None)))
    }
}
impl PartialEq for Cache {
    fn eq(&self, _: &Cache) -> bool {
        true
    }
}
impl std::fmt::Debug for Cache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("supply::Cache")
    }
}

/// A 64-bit mix of what supply reads (a multiply-rotate hash: a collision would need two positions
/// agreeing on all 64 bits).
fn fingerprint(s: &State) -> u64 {
    let mut h: u64 = s.weather as u64 + 1;
    let mut mix = |v: u64| h = (h ^ v).wrapping_mul(0x9E37_79B9_7F4A_7C15).rotate_left(29);
    // Air units are left out: no trace, control or sea area reads them (DF 11 reads combat units,
    // partisans and naval units), and an air placement or rebase must not throw the net away.
    let d = s.data();
    for (u, data) in s.units.iter().zip(&d.units) {
        if data.kind == super::data::Kind::Air {
            continue;
        }
        mix(match &u.loc {
            Loc::Hex(x) => ((x.row as u64) << 8 | x.col as u64) + 16,
            Loc::Area(a) => a.bytes().fold(1u64 << 40, |acc, b| acc.wrapping_mul(31) + b as u64),
            Loc::Pool => 1,
            Loc::Later => 2,
            Loc::Pending => 4,
            Loc::Gone => 3,
            Loc::Sea(a) => a.bytes().fold(1u64 << 48, |acc, b| acc.wrapping_mul(31) + b as u64),
        });
        // A naval unit's face (Ready or Interdicted) decides the seas a trace crosses (DF 2.4).
        mix(u.flipped as u64);
    }
    // The Beachheads and Mulberries: Western land hexes and ports (DF 2.4.2).
    for l in &s.landed {
        mix(1 << 56 | (l.beach as u64) << 1 | l.mulberry as u64);
    }
    // The Strategic Warfare boxes set Western naval strength (DF 9.1.1).
    mix(s.sw.iter().fold(0u64, |a, b| a << 8 | *b as u64));
    for (x, c) in &s.cities {
        mix((x.row as u64) << 24 | (x.col as u64) << 8 | *c as u64);
    }
    // Africa Liberated's hexes (DF 10.2, L1759).
    mix(s.liberated as u64 | 1 << 60);
    h
}

/// The supply net of the position (from the cache when nothing it reads has changed).
pub fn net(s: &State) -> Arc<Net> {
    let key = fingerprint(s);
    if let Ok(g) = s.supply.0.lock() {
        if let Some((k, n)) = g.as_ref() {
            if *k == key {
                return n.clone();
            }
        }
    }
    let topo = topo(s);
    let n = Arc::new(Net { control: control(s, &topo), topo, enter: Mutex::new(BTreeMap::new()), reach: Mutex::new(BTreeMap::new()) });
    if let Ok(mut g) = s.supply.0.lock() {
        *g = Some((key, n.clone()));
    }
    n
}

/// Land hex control (DF A.2, L296–L299): a city's controller; a hex with combat units, their ideology; an
/// empty hex, the ideology of the nearest combat unit or city along walking routes; nobody when two
/// ideologies are equally near (decision Q9: also West and Soviet) — in Africa Liberated's countries, once
/// it has been applied, the West (L1759, rules 10). Indexed by [`ix`].
fn control(s: &State, topo: &Topo) -> Vec<Option<Ideology>> {
    let mut mask = vec![0u8; N];
    let mut dist = vec![u16::MAX; N];
    let mut queue = VecDeque::new();
    for (u, us) in s.units.iter().enumerate() {
        if let (Loc::Hex(h), true) = (&us.loc, s.is_combat(u)) {
            let Some(i) = ix(*h) else { continue };
            mask[i] |= bit(s.faction(u).ideology());
            if dist[i] != 0 {
                dist[i] = 0;
                queue.push_back(i);
            }
        }
    }
    for (h, c) in &s.cities {
        let Some(i) = ix(*h) else { continue };
        mask[i] |= bit(*c);
        if dist[i] != 0 {
            dist[i] = 0;
            queue.push_back(i);
        }
    }
    while let Some(i) = queue.pop_front() {
        for &(j, _) in &topo.links[i] {
            let j = j as usize;
            if dist[j] == u16::MAX {
                dist[j] = dist[i] + 1;
                mask[j] = mask[i];
                queue.push_back(j);
            } else if dist[j] == dist[i] + 1 {
                mask[j] |= mask[i];
            }
        }
    }
    let one = |m: u8| [Ideology::Western, Ideology::Soviet, Ideology::Axis].into_iter().find(|i| m == bit(*i));
    // DF 10.2 (L1759), rules 10 (decision Q22): after Africa Liberated every land hex of its countries is
    // Western, whatever the distances, unless combat units stand there (theirs, A.2).
    if s.liberated {
        for (h, x) in &s.data().hexes {
            if let Some(i) = ix(*h).filter(|&i| dist[i] != 0) {
                if x.playable() && super::events::LIBERATED.contains(&x.country.as_str()) {
                    mask[i] = bit(Ideology::Western);
                }
            }
        }
    }
    let mut out: Vec<Option<Ideology>> = mask.into_iter().map(one).collect();
    for (h, c) in &s.cities {
        if let Some(i) = ix(*h) {
            out[i] = Some(*c);
        }
    }
    out
}

/// The hexes in the ZOC of units hostile to an ideology, as supply reads them: `State::ezoc_hexes`, the
/// movement rules' (DF 2.1.6), over the hexes a path can reach.
pub fn zoc_hexes(s: &State, me: Ideology) -> Vec<RowHex> {
    let n = net(s);
    let zoc = s.ezoc_hexes(&zoc_occupancy(s), me);
    let mut out: Vec<RowHex> = n.topo.playable.iter().map(|&i| hex_at(i)).filter(|h| super::data::dense(*h).is_some_and(|k| zoc[k])).collect();
    out.sort();
    out
}

/// The units whose ZOC a trace reads: not those in a Beachhead or Mulberry, which never block an enemy
/// trace to the land hex beside them (DF 2.4.2, L786; that hex is the only one they reach).
fn zoc_occupancy(s: &State) -> BTreeMap<RowHex, Vec<usize>> {
    let mut occ = s.occupancy();
    if !s.landed.is_empty() {
        occ.retain(|h, _| super::beachheads::at(s, *h).is_none());
    }
    occ
}

/// Who controls a land hex (DF A.2); `None`: nobody (or not a land hex).
pub fn controller(s: &State, h: RowHex) -> Option<Ideology> {
    ix(h).and_then(|i| net(s).control[i])
}

/// Whether the rules read non-city hex control (DF A.2, L296) beyond supply: air placement and force-pool
/// entry (rules 9 on).
pub fn control_act(s: &State) -> bool {
    s.rules >= 9
}

/// Whether a land hex is friendly to an ideology (DF "Friendly", L181): that ideology controls it, or no
/// ideology does (A.2).
pub fn friendly(control: Option<Ideology>, me: Ideology) -> bool {
    control.is_none_or(|c| c == me)
}

impl Net {
    /// The reach of a faction's units.
    pub fn reach(&self, s: &State, f: Faction) -> Arc<Reach> {
        self.reach_by(s, f, Ports::All)
    }

    /// The reach for reinforcement steps: through no Beachhead's port (DF 2.4.2, L775), a Mulberry's
    /// only (L782).
    pub fn reach_for_steps(&self, s: &State, f: Faction) -> Arc<Reach> {
        self.reach_keyed(s, f, step_ports(s, f), false, Seas::Free)
    }

    fn reach_by(&self, s: &State, f: Faction, ports: Ports) -> Arc<Reach> {
        self.reach_keyed(s, f, ports, false, Seas::Free)
    }

    /// The reach for reinforcement steps of paths that enter no partisan's hex (DF 11.1, 2.2 L672): what an
    /// Axis faction traces without paying.
    fn reach_around_partisans(&self, s: &State, f: Faction) -> Arc<Reach> {
        self.reach_keyed(s, f, step_ports(s, f), true, Seas::Free)
    }

    /// The reach for reinforcement steps from rules 11 (DF 11.2): through the uncontested areas with a
    /// ready friendly fleet and the contested ones in `mask`; round the partisans' hexes when `around`.
    fn reach_for_steps_through(&self, s: &State, f: Faction, around: bool, mask: u32) -> Arc<Reach> {
        self.reach_keyed(s, f, step_ports(s, f), around, Seas::Steps(mask))
    }

    /// The reach of a trace that pays for the costly sea areas in `mask` (rules 12, [`Seas::Paid`]); with none,
    /// the free reach.
    fn reach_paid(&self, s: &State, f: Faction, ports: Ports, around: bool, mask: u32) -> Arc<Reach> {
        self.reach_keyed(s, f, ports, around, if mask == 0 { Seas::Free } else { Seas::Paid(mask) })
    }

    fn reach_keyed(&self, s: &State, f: Faction, ports: Ports, around: bool, seas: Seas) -> Arc<Reach> {
        if let Some(r) = self.reach.lock().ok().and_then(|m| m.get(&(f, ports, around, seas)).cloned()) {
            return r;
        }
        let blocked: Vec<usize> = if around { super::movement::partisan_hexes(s).into_iter().filter_map(ix).collect() } else { vec![] };
        let r = Arc::new(self.compute_seas(s, f, &blocked, &[], ports, seas));
        if let Ok(mut m) = self.reach.lock() {
            m.insert((f, ports, around, seas), r.clone());
        }
        r
    }

    /// A flag's bit.
    fn flag_bit(&self, flag: &str) -> u32 {
        self.topo.flags.iter().position(|(k, _)| k == flag).map_or(0, |k| 1 << k)
    }

    /// The hexes a path of an ideology may enter (A.2, 11.1): its own or nobody's, no other ideology's
    /// units, and no enemy ZOC unless a friendly unit stands there. The unit's own hex is never entered.
    fn enter(&self, s: &State, me: Ideology) -> Arc<Vec<bool>> {
        if let Some(e) = self.enter.lock().ok().and_then(|m| m.get(&me).cloned()) {
            return e;
        }
        let mut enter = vec![false; N];
        for &i in &self.topo.playable {
            enter[i] = self.control[i].is_none_or(|c| c == me);
        }
        let mut friendly = vec![false; N];
        for (u, us) in s.units.iter().enumerate() {
            if let (Loc::Hex(h), true) = (&us.loc, s.is_combat(u)) {
                let Some(i) = ix(*h) else { continue };
                let theirs = s.faction(u).ideology();
                if theirs == me {
                    friendly[i] = true;
                } else {
                    enter[i] = false;
                }
            }
        }
        // The enemy ZOC (DF 2.1.6): the movement rules' own, `State::ezoc_hexes` (a hostile unit's hex and
        // the hexes across its passable sides); a path enters one only where a friendly unit stands.
        let zoc = s.ezoc_hexes(&zoc_occupancy(s), me);
        for &j in &self.topo.playable {
            if !friendly[j] && super::data::dense(hex_at(j)).is_some_and(|k| zoc[k]) {
                enter[j] = false;
            }
        }
        let e = Arc::new(enter);
        if let Ok(mut m) = self.enter.lock() {
            m.insert(me, e.clone());
        }
        e
    }

    /// [`Net::compute`] with some hexes (by `ix`) closed to the paths: the partisans' hexes an Axis trace
    /// would pay to enter (DF 11.1). Not cached.
    fn compute_blocking(&self, s: &State, f: Faction, blocked: &[usize]) -> Reach {
        self.compute_with(s, f, blocked, &[], Ports::All)
    }

    /// [`Net::compute`] with hexes closed (`blocked`, by `ix`) and contested sea areas opened (`seas`: their
    /// interception check paid, DF 11.2), through the Beachheads' ports `ports` opens. Not cached.
    fn compute_with(&self, s: &State, f: Faction, blocked: &[usize], seas: &[String], ports: Ports) -> Reach {
        self.compute_seas(s, f, blocked, seas, ports, Seas::Free)
    }

    /// [`Net::compute_with`], the sea areas read as `mode` says ([`Seas`]).
    fn compute_seas(&self, s: &State, f: Faction, blocked: &[usize], seas: &[String], ports: Ports, mode: Seas) -> Reach {
        let d = s.data();
        let topo = &self.topo;
        let me = f.ideology();
        let mut enter = self.enter(s, me);
        // DF 2.4.2 (L768): a Beachhead or Mulberry is a Western land hex, entered by Western traces only.
        let landed = if me == Ideology::Western { landed(s) } else { vec![] };
        if !blocked.is_empty() || !landed.is_empty() {
            let mut e = (*enter).clone();
            for l in &landed {
                e[l.at] = true;
            }
            for &i in blocked {
                e[i] = false;
            }
            enter = Arc::new(e);
        }
        let friendly_port = |i: usize| s.cities.get(&hex_at(i)) == Some(&me);
        // The sea areas the faction may trace through for free (DF 14 in Overlord; elsewhere a ready
        // fleet, and the pack places none).
        let usable: BTreeSet<&str> = match mode {
            Seas::Free => d.seas.keys().map(|k| k.as_str()).filter(|sea| super::ports::sea_use(s, f, sea) == Some(0) || seas.iter().any(|x| x == sea)).collect(),
            // DF 11.2 (rules 11): a contested area only when the order's check there is made.
            Seas::Steps(mask) => d
                .seas
                .keys()
                .enumerate()
                .filter(|(k, sea)| super::ports::sea_use(s, f, sea).is_some() && (*k < 32 && mask & 1 << k != 0 || super::naval::interceptors(s, f, sea).is_empty()))
                .map(|(_, sea)| sea.as_str())
                .collect(),
            // Rules 12: the free areas and the costly ones paid for.
            Seas::Paid(mask) => d
                .seas
                .keys()
                .enumerate()
                .filter(|(k, sea)| super::ports::sea_use(s, f, sea).is_some_and(|c| c == 0 || *k < 32 && mask & 1 << k != 0))
                .map(|(_, sea)| sea.as_str())
                .collect(),
        };
        // Sources (L1806): hexes showing a flag that the ideology controls, and land areas (always Western).
        let mut rail = vec![0u32; N];
        let mut work: Vec<usize> = vec![];
        let mut held = 0u32;
        for (k, (_, hexes)) in topo.flags.iter().enumerate() {
            for &i in hexes {
                if self.control[i] == Some(me) {
                    rail[i] |= 1 << k;
                    held |= 1 << k;
                    work.push(i);
                }
            }
        }
        let mut seas: BTreeMap<&str, u32> = BTreeMap::new();
        let mut sea_work: Vec<&str> = vec![];
        // A sea area the faction may use gains flags; it is looked at again when it gained any.
        fn grow<'a>(usable: &BTreeSet<&'a str>, seas: &mut BTreeMap<&'a str, u32>, sea_work: &mut Vec<&'a str>, sea: &str, m: u32) {
            let Some(&sea) = usable.get(sea) else { return };
            let e = seas.entry(sea).or_insert(0);
            if *e | m != *e {
                *e |= m;
                sea_work.push(sea);
            }
        }
        // DF 2.4.2 (L782): a Mulberry is a supply source for US, Canadian and British units.
        let mulberry_flags = super::beachheads::MULBERRY_FLAGS.iter().map(|g| self.flag_bit(g)).fold(0, |a, b| a | b);
        for l in landed.iter().filter(|l| l.mulberry) {
            rail[l.at] |= mulberry_flags;
            held |= mulberry_flags;
            work.push(l.at);
        }
        // Their ports (L768): a Beachhead's as `ports` says, a Mulberry's always.
        let beach_ports: Vec<&Landed> = landed.iter().filter(|l| l.port_open(ports) && usable.contains(l.sea.as_str())).collect();
        let area_flags: Vec<u32> = d.area_flags.iter().map(|fl| if me == Ideology::Western { fl.iter().map(|g| self.flag_bit(g)).fold(0, |a, b| a | b) } else { 0 }).collect();
        for (k, m) in area_flags.iter().enumerate() {
            held |= m;
            if *m != 0 {
                for sea in &d.land_areas[k].1 {
                    grow(&usable, &mut seas, &mut sea_work, sea, *m);
                }
            }
        }
        // Backwards along rail and sea: a hex gains a flag when a rail side leads from it into a hex that
        // reaches that flag's source and may be entered; a sea area when a friendly port on it does; a
        // friendly port when it opens on such a sea area (a trace landing there goes on by rail, L1817).
        let ports: BTreeMap<usize, &Vec<String>> = if usable.is_empty() { BTreeMap::new() } else { topo.ports.iter().map(|(i, a)| (*i, a)).collect() };
        loop {
            while let Some(b) = work.pop() {
                if !enter[b] {
                    continue;
                }
                let m = rail[b];
                for &(a, r) in &topo.links[b] {
                    let a = a as usize;
                    if r && rail[a] | m != rail[a] {
                        rail[a] |= m;
                        work.push(a);
                    }
                }
                if let Some(areas) = ports.get(&b).filter(|_| friendly_port(b)) {
                    for sea in areas.iter() {
                        grow(&usable, &mut seas, &mut sea_work, sea, m);
                    }
                }
                for l in beach_ports.iter().filter(|l| l.at == b) {
                    grow(&usable, &mut seas, &mut sea_work, &l.sea, m);
                }
            }
            let Some(sea) = sea_work.pop() else { break };
            let m = seas.get(sea).copied().unwrap_or(0);
            if let Some((adj, western_only)) = d.seas.get(sea) {
                for b in adj {
                    if f == Faction::West || !western_only.contains(b) {
                        grow(&usable, &mut seas, &mut sea_work, b, m);
                    }
                }
            }
            for (&p, areas) in &ports {
                if rail[p] | m != rail[p] && friendly_port(p) && areas.iter().any(|a| a == sea) {
                    rail[p] |= m;
                    work.push(p);
                }
            }
            for l in beach_ports.iter().filter(|l| l.sea == sea) {
                if rail[l.at] | m != rail[l.at] {
                    rail[l.at] |= m;
                    work.push(l.at);
                }
            }
        }
        // The overland start: up to 3 hexes entered before the rail-and-sea part (L1813–L1815), one ring of
        // hexes at a time, each flag's bit spreading from the hexes it newly reached.
        let hard = &topo.difficult[s.weather as usize];
        let mut within = rail.clone();
        let mut ring = rail;
        // Each land area: its own flags (a source) and what its ports reach by sea (DF 1.B, 11).
        let mut areas: Vec<u32> = d.land_areas.iter().enumerate().map(|(k, (_, p))| area_flags[k] | p.iter().map(|sea| seas.get(sea.as_str()).copied().unwrap_or(0)).fold(0, |a, b| a | b)).collect();
        // DF 1.B (L366), 11: the overland part crosses a land area joined to land hexes (the Middle East) as
        // one hex, both ways — a Western path only, since no other ideology enters a land area (rules 9).
        let joins: Vec<(usize, Vec<usize>)> = if me == Ideology::Western && super::areas::joined_act(s) {
            (0..d.land_areas.len()).map(|k| (k, super::areas::land_hexes(s, k).iter().filter_map(|h| ix(*h)).collect::<Vec<usize>>())).filter(|(_, v)| !v.is_empty()).collect()
        } else {
            vec![]
        };
        let mut area_ring = areas.clone();
        for _ in 0..OVERLAND {
            let mut next = vec![0u32; N];
            let mut area_next = vec![0u32; areas.len()];
            for (k, hexes) in &joins {
                for &h in hexes {
                    // From the land hex into the area (never a rail side: A.3 for a difficult hex).
                    if !hard[h] {
                        next[h] |= area_ring[*k] & !within[h];
                    }
                    // From the area into the land hex.
                    if ring[h] != 0 && enter[h] && !hard[h] {
                        area_next[*k] |= ring[h] & !areas[*k];
                    }
                }
            }
            for &b in &topo.playable {
                let m = ring[b];
                if m == 0 || !enter[b] {
                    continue;
                }
                for &(a, r) in &topo.links[b] {
                    let a = a as usize;
                    // DF 11 (L1814), A.3: into or out of a difficult hex only across a rail side.
                    if (hard[a] || hard[b]) && !r {
                        continue;
                    }
                    next[a] |= m & !within[a];
                }
            }
            // DF 2.4.2 (L784): a Beachhead's one walking route, its beach side (not rail), both ways.
            for l in &landed {
                for (b, a) in [(l.at, l.land), (l.land, l.at)] {
                    if ring[b] != 0 && enter[b] && !hard[a] && !hard[b] {
                        next[a] |= ring[b] & !within[a];
                    }
                }
            }
            for &i in &topo.playable {
                within[i] |= next[i];
            }
            for l in &landed {
                within[l.at] |= next[l.at];
            }
            for (k, m) in area_next.iter().enumerate() {
                areas[k] |= m;
            }
            ring = next;
            area_ring = area_next;
        }
        Reach { within, areas, held }
    }
}

/// Whether a unit traces supply now, and why (DF 11).
pub fn why(s: &State, u: usize) -> Why {
    why_with(s, &net(s), u)
}

/// [`why`] with the position's net already in hand (one fingerprint for many units).
pub fn why_with(s: &State, net: &Net, u: usize) -> Why {
    let d = &s.data().units[u];
    if d.supply_badge {
        return Why::Badge;
    }
    let r = match &s.units[u].loc {
        Loc::Hex(_) | Loc::Area(_) => net.reach(s, s.faction(u)),
        _ => return Why::OffMap,
    };
    // Rules 5 read a unit standing in a Beachhead apart (`beachheads::supplied_in`): cut off, or traced.
    let rules_5_beachhead = s.hex_of(u).and_then(|h| super::beachheads::supplied_in(s, u, h, false)).is_some();
    if traced_in(s, net, &r, u, false) {
        Why::Traced
    } else if r.held & net.flag_bit(&d.nationality) == 0 && !rules_5_beachhead {
        Why::NoSource
    } else {
        Why::CutOff
    }
}

/// Whether unit `u` traces for reinforcement steps (DF 7.6.1, 7.7.1, 7.7.2): through no Beachhead's port
/// (DF 2.4.2, L775), a Mulberry's only (L782).
pub fn traces_for_steps(s: &State, net: &Net, u: usize) -> bool {
    // Rules 5: a unit standing in a Beachhead, read apart (badge or not).
    if let Some(ok) = s.hex_of(u).and_then(|h| super::beachheads::supplied_in(s, u, h, true)) {
        return ok;
    }
    if !s.data().units[u].supply_badge && inner_seas_act(s) {
        // DF 14 (L1916; rules 12): through the Baltic and the Black Sea at +1 initiative ([`step_trace`]).
        let f = s.faction(u);
        return matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)) && traced_in(s, net, &net.reach_paid(s, f, step_ports(s, f), false, costly_mask(s, f)), u, true);
    }
    if !s.data().units[u].supply_badge && sea_checks_act(s) {
        // DF 11.2 (rules 11): through every area with a ready friendly fleet, contested or not (at the
        // cost of the checks, [`step_trace`]).
        let f = s.faction(u);
        return matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)) && traced_in(s, net, &net.reach_for_steps_through(s, f, false, contested_mask(s, f, &[])), u, true);
    }
    s.data().units[u].supply_badge || matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)) && traced_in(s, net, &net.reach_for_steps(s, s.faction(u)), u, true)
}

/// Whether a trace for reinforcement steps through a contested sea area makes its interception check and
/// offers the enemy a naval attack (DF 11.2, 7.6.1 L1282, 7.7.1; rules 11 — rules 3–10 crossed only an
/// area whose check cost nothing, without a check or an attack). Not under Overlord's rule 14.
pub fn sea_checks_act(s: &State) -> bool {
    s.rules >= 11 && super::naval::naval_act(s)
}

/// The contested sea areas (a bit each, [`Seas`]) a faction's trace may cross by making the check there:
/// a ready friendly fleet and a ready enemy naval unit in it (DF 1.C L382), not among `checked` (the
/// order's areas already checked, which it crosses freely, 9.1.2).
fn contested_mask(s: &State, f: Faction, checked: &[String]) -> u32 {
    super::naval::sea_keys(s)
        .iter()
        .enumerate()
        .filter(|(k, sea)| *k < 32 && (checked.contains(sea) || super::ports::sea_use(s, f, sea).is_some() && !super::naval::interceptors(s, f, sea).is_empty()))
        .fold(0, |m, (k, _)| m | 1 << k)
}

/// What a trace for a reinforcement step costs (DF 11.1, 11.2): the partisan toll it pays (Q20) and the
/// contested sea areas whose interception check it makes, each with the initiative the check costs (DF
/// 9.1); after each check the enemy may make a naval attack (9.2; rules 11).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepTrace {
    pub toll: u16,
    pub seas: Vec<(String, u16)>,
    /// Under Overlord's rule 14 (rules 12): the Baltic or the Black Sea crossed at +1 initiative each (DF 14,
    /// L1916), once a unit an order (decision Q26) — no check and no naval attack there.
    pub inner: Vec<(String, u16)>,
}

impl StepTrace {
    /// The initiative the step's trace costs in all.
    pub fn cost(&self) -> u16 {
        self.toll + self.seas.iter().chain(&self.inner).map(|(_, c)| *c).sum::<u16>()
    }
}

/// The trace a reinforcement step on unit `u` takes (DF 7.6.1, 7.7.1, 7.7.2 with 11.1 and 11.2), `None` when
/// the unit does not trace for steps. `checked`: the contested areas this order has checked already (9.1.2:
/// crossed again with no new check or attack); `tolled`: the order has paid this unit's partisan toll
/// (Q20). From rules 11 the trace is the cheapest in initiative — the partisan toll and the checks together
/// — and among equally cheap ones the one crossing the fewest contested areas (decision Q23); rules 3–10:
/// the partisan toll only, no contested area whose check would cost initiative.
pub fn step_trace(s: &State, net: &Net, u: usize, checked: &[String], tolled: bool) -> Option<StepTrace> {
    if inner_seas_act(s) && !s.data().units[u].supply_badge && s.hex_of(u).and_then(|h| super::beachheads::supplied_in(s, u, h, true)).is_none() {
        return inner_step_trace(s, net, u, tolled);
    }
    if !sea_checks_act(s) || s.data().units[u].supply_badge || s.hex_of(u).and_then(|h| super::beachheads::supplied_in(s, u, h, true)).is_some() {
        let t = step_toll(s, net, u)?;
        return Some(StepTrace { toll: if tolled { 0 } else { t }, seas: vec![], inner: vec![] });
    }
    if !traces_for_steps(s, net, u) {
        return None;
    }
    let f = s.faction(u);
    let keys = super::naval::sea_keys(s);
    let base: u32 = keys.iter().enumerate().filter(|(k, a)| *k < 32 && checked.contains(a)).fold(0, |m, (k, _)| m | 1 << k);
    let open: Vec<(usize, u16)> = keys.iter().enumerate().filter(|(k, _)| contested_mask(s, f, checked) & !base & 1 << k != 0).map(|(k, a)| (k, super::naval::interception(s, f, a, &[]))).collect();
    // DF 11.1 (Q20): an Axis path round the partisans' hexes, or through them for 1 (once a unit an order).
    let partisans = step_toll_act(s) && f.is_axis() && !super::movement::partisan_hexes(s).is_empty();
    let ways: &[bool] = if partisans && !tolled { &[true, false] } else { &[false] };
    let mut subsets: Vec<(u16, u32, u32)> = (0u32..1 << open.len())
        .map(|m| {
            let (c, mask) = open.iter().enumerate().filter(|(i, _)| m & 1 << i != 0).fold((0u16, 0u32), |(c, mask), (_, (k, cost))| (c + cost, mask | 1 << k));
            (c, m.count_ones(), mask)
        })
        .collect();
    subsets.sort_unstable();
    let mut best: Option<(u16, u32, u32, bool)> = None;
    for (c, n, mask) in subsets {
        if best.is_some_and(|b| (c, n) >= (b.0, b.1)) {
            break;
        }
        for &around in ways {
            let toll = u16::from(partisans && !around && !tolled);
            if best.is_some_and(|b| (c + toll, n) >= (b.0, b.1)) {
                continue;
            }
            if traced_in(s, net, &net.reach_for_steps_through(s, f, around && partisans, base | mask), u, true) {
                best = Some((c + toll, n, mask, around));
            }
        }
    }
    let (total, _, mask, _) = best?;
    let seas: Vec<(String, u16)> = open.iter().filter(|(k, _)| mask & 1 << k != 0).map(|(k, c)| (keys[*k].clone(), *c)).collect();
    let paid: u16 = seas.iter().map(|(_, c)| *c).sum();
    Some(StepTrace { toll: total - paid, seas, inner: vec![] })
}

/// [`step_trace`] under Overlord's rule 14 from rules 12 (DF 14, L1916; decision Q26): the Soviets and OKH trace
/// for a step through the Baltic and the Black Sea at +1 initiative each, paid with any partisan toll (Q20)
/// once a unit an order (`tolled`: paid already — its steps share one trace); the cheapest trace, then the
/// one crossing the fewest of those seas.
fn inner_step_trace(s: &State, net: &Net, u: usize, tolled: bool) -> Option<StepTrace> {
    if !traces_for_steps(s, net, u) {
        return None;
    }
    if tolled {
        return Some(StepTrace::default());
    }
    let f = s.faction(u);
    let ports = step_ports(s, f);
    let costly = costly_seas(s, f);
    let partisans = step_toll_act(s) && f.is_axis() && !super::movement::partisan_hexes(s).is_empty();
    let mut best: Option<(u16, usize, StepTrace)> = None;
    for around in if partisans { vec![true, false] } else { vec![false] } {
        let toll = u16::from(partisans && !around);
        let Some(seas) = cheapest(&costly, 0, |m| traced_in(s, net, &net.reach_paid(s, f, ports, around, m), u, true)) else { continue };
        let t = StepTrace { toll, seas: vec![], inner: named(s, &seas) };
        if best.as_ref().is_none_or(|b| (t.cost(), seas.len()) < (b.0, b.1)) {
            best = Some((t.cost(), seas.len(), t));
        }
    }
    best.map(|(_, _, t)| t)
}

/// Whether a trace may pay for the sea areas it needs beyond the free ones (rules 12): an air placement's
/// contested areas, at their interception check (DF 10.3, 9 "check only"), and under Overlord's rule 14 the
/// Soviets' and OKH's traces through the Baltic and the Black Sea at +1 initiative (DF 14, L1916). Rules 3–11
/// placed air units only where a trace crossed free areas, and in Overlord traced for supply through neither
/// inner sea while an OKH fleet was there.
pub fn paid_seas_act(s: &State) -> bool {
    s.rules >= 12
}

/// Whether Overlord's Baltic and Black Sea are traced through at +1 initiative (DF 14, L1916; rules 12): for a
/// reinforcement step, an air placement and at a Supply event.
pub fn inner_seas_act(s: &State) -> bool {
    paid_seas_act(s) && super::naval::overlord(s)
}

/// The sea areas whose use costs `f` initiative now, by their index in the pack's order, with the cost: a
/// contested area's interception check (DF 9.1) or rule 14's +1 (DF 14).
fn costly_seas(s: &State, f: Faction) -> Vec<(usize, u16)> {
    super::naval::sea_keys(s).iter().enumerate().filter(|(k, _)| *k < 32).filter_map(|(k, a)| super::ports::sea_use(s, f, a).filter(|c| *c > 0).map(|c| (k, c))).collect()
}

/// Every costly sea area of `f` (a bit each).
fn costly_mask(s: &State, f: Faction) -> u32 {
    costly_seas(s, f).iter().fold(0, |m, (k, _)| m | 1 << k)
}

/// The costly areas (by index) a trace pays for: the cheapest set that lets it through (`reached`, given the
/// areas open), then the one with the fewest areas; `free` are open at no cost (9.1.2: checked already).
/// `None`: no set lets it through.
fn cheapest(costly: &[(usize, u16)], free: u32, reached: impl Fn(u32) -> bool) -> Option<Vec<(usize, u16)>> {
    let open: Vec<(usize, u16)> = costly.iter().copied().filter(|(k, _)| free & 1 << k == 0).collect();
    let mut sets: Vec<(u16, u32, u32)> = (0u32..1 << open.len().min(16))
        .map(|m| {
            let (c, mask) = open.iter().enumerate().filter(|(i, _)| m & 1 << i != 0).fold((0u16, 0u32), |(c, mask), (_, (k, cost))| (c + cost, mask | 1 << k));
            (c, m.count_ones(), mask)
        })
        .collect();
    sets.sort_unstable();
    let (_, _, mask) = sets.into_iter().find(|(_, _, mask)| reached(free | mask))?;
    Some(open.into_iter().filter(|(k, _)| mask & 1 << k != 0).collect())
}

/// Sea areas by index, named.
fn named(s: &State, seas: &[(usize, u16)]) -> Vec<(String, u16)> {
    let keys = super::naval::sea_keys(s);
    seas.iter().map(|(k, c)| (keys[*k].clone(), *c)).collect()
}

/// The sea areas an air unit of `f` placed at `h` pays for (rules 12): the contested areas whose interception
/// check its trace makes — a check only, no naval attack (DF 10.3, 9 "check only"; decision Q25) — or under
/// Overlord's rule 14 the Baltic and the Black Sea at +1 each (DF 14). `checked`: the areas this air
/// adjustment has checked for `f` already (9.1.2), crossed freely. Empty when a free trace reaches the hex;
/// `None` when none does.
pub fn air_trace(s: &State, f: Faction, h: RowHex, checked: &[String]) -> Option<Vec<(String, u16)>> {
    let n = net(s);
    let i = ix(h)?;
    let costly = if paid_seas_act(s) { costly_seas(s, f) } else { vec![] };
    let keys = super::naval::sea_keys(s);
    let free: u32 = keys.iter().enumerate().filter(|(k, a)| *k < 32 && checked.contains(a)).fold(0, |m, (k, _)| m | 1 << k);
    let free = free & costly.iter().fold(0, |m, (k, _)| m | 1 << k);
    let seas = cheapest(&costly, free, |m| n.reach_paid(s, f, Ports::All, false, m).within[i] != 0)?;
    Some(named(s, &seas))
}

/// Whether an Axis trace for reinforcement steps pays for the partisans' hexes it enters (DF 11.1, L1824;
/// rules 10 — rules 3–9 let those traces through for free; a Supply event's toll is `partisan_supply_tolls`).
pub fn step_toll_act(s: &State) -> bool {
    s.rules >= 10 && s.partisans_act()
}

/// DF 11.1 (L1824), 2.2 (L672) outside a Supply event: the initiative an Axis unit's trace for reinforcement
/// steps (DF 7.6.1, 7.7.1, 7.7.2) costs its faction — 0 when a path goes round every partisan's hex, 1 when
/// every path enters one (decision Q20: 1 whatever their number, as a move's toll). `None`: the unit does not
/// trace for steps at all. A unit stacked with a partisan traces out of its own hex for free (Q2).
pub fn step_toll(s: &State, net: &Net, u: usize) -> Option<u16> {
    if !traces_for_steps(s, net, u) {
        return None;
    }
    let f = s.faction(u);
    if !step_toll_act(s) || !f.is_axis() || s.data().units[u].supply_badge || super::movement::partisan_hexes(s).is_empty() {
        return Some(0);
    }
    Some(if traced_in(s, net, &net.reach_around_partisans(s, f), u, true) { 0 } else { 1 })
}

/// Whether a unit traces supply in a given reach of its faction — the one place a trace is read (general
/// supply, reinforcement steps, a Supply event's tolls). `steps`: for reinforcement steps.
fn traced_in(s: &State, net: &Net, r: &Reach, u: usize, steps: bool) -> bool {
    let flag = net.flag_bit(&s.data().units[u].nationality);
    // Rules 5 (DF 2.4.2, L774–L775, L782): a unit standing in a Beachhead or Mulberry traces through its
    // port, read apart from the walk; from rules 6 the walk holds the Beachheads.
    if let Loc::Hex(h) = s.units[u].loc {
        if let Some(ok) = super::beachheads::supplied_in(s, u, h, steps) {
            return ok;
        }
    }
    match &s.units[u].loc {
        Loc::Hex(h) => ix(*h).is_some_and(|i| r.within[i] & flag != 0),
        Loc::Area(a) => s.data().land_areas.iter().position(|(k, _)| k == a).is_some_and(|k| r.areas[k] & flag != 0),
        _ => false,
    }
}

/// DF 11.1 (L1824), 2.2 (L672) at a Supply event: an Axis path may enter a partisan's hex for 1 initiative,
/// once per partisan. For each Axis faction, the partisans it pays for: none when its units trace around
/// every partisan hex; otherwise the partisan hexes opened one at a time, each time the one that lets the
/// most of the remaining units trace (the fewest the engine finds; docs/games/downfall.md).
pub fn partisan_supply_tolls(s: &State, net: &Net) -> Vec<(Faction, Vec<RowHex>)> {
    let mut ps: Vec<usize> = super::movement::partisan_hexes(s).into_iter().filter_map(ix).collect();
    ps.sort_unstable();
    ps.dedup();
    let mut out = vec![];
    if ps.is_empty() {
        return out;
    }
    for f in [Faction::Okh, Faction::Okw] {
        let units: Vec<usize> = (0..s.units.len())
            .filter(|&u| s.is_combat(u) && s.faction(u) == f && !s.data().units[u].supply_badge && matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)))
            .filter(|&u| why_with(s, net, u) == Why::Traced)
            .collect();
        if units.is_empty() {
            continue;
        }
        let free = net.compute_blocking(s, f, &ps);
        let mut needy: Vec<usize> = units.into_iter().filter(|&u| !traced_in(s, net, &free, u, false)).collect();
        let mut open: Vec<usize> = vec![];
        while !needy.is_empty() {
            let mut best: Option<(usize, Vec<usize>)> = None;
            for &p in ps.iter().filter(|p| !open.contains(p)) {
                let blocked: Vec<usize> = ps.iter().copied().filter(|q| *q != p && !open.contains(q)).collect();
                let r = net.compute_blocking(s, f, &blocked);
                let left: Vec<usize> = needy.iter().copied().filter(|&u| !traced_in(s, net, &r, u, false)).collect();
                if left.len() < needy.len() && best.as_ref().is_none_or(|b| left.len() < b.1.len()) {
                    best = Some((p, left));
                }
            }
            match best {
                Some((p, left)) => {
                    open.push(p);
                    needy = left;
                }
                None => {
                    // Only several partisan hexes together open the way: every one is paid for.
                    open = ps.clone();
                    break;
                }
            }
        }
        if !open.is_empty() {
            open.sort_unstable();
            out.push((f, open.into_iter().map(hex_at).collect()));
        }
    }
    out
}

/// DF 11.2 (L1820), 9 (L1603–L1607) at a Supply event: a path through a contested sea area makes an
/// interception check there, which costs the faction the difference of naval strengths (9.1) — once an
/// area for the event (9.1.2). For each faction, the contested areas it pays for: opened one at a time,
/// each time the one that lets the most of its units trace that cannot otherwise (then the cheaper), and
/// the units they let trace (docs/games/downfall.md).
pub fn sea_supply_tolls(s: &State, net: &Net) -> Vec<(Faction, Vec<(String, u16)>, Vec<usize>)> {
    let mut out = vec![];
    // Rules 12: Overlord's Baltic and Black Sea at +1 (DF 14, L1916), once an area for the event (Q26).
    if !super::naval::naval_act(s) && !inner_seas_act(s) {
        return out;
    }
    for f in SETTLE_ORDER {
        let costly: Vec<(String, u16)> = s.data().seas.keys().filter_map(|a| super::ports::sea_use(s, f, a).filter(|c| *c > 0).map(|c| (a.clone(), c))).collect();
        if costly.is_empty() {
            continue;
        }
        let cut: Vec<usize> = (0..s.units.len())
            .filter(|&u| s.is_combat(u) && s.faction(u) == f && matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)))
            .filter(|&u| !why_with(s, net, u).in_supply())
            .collect();
        if cut.is_empty() {
            continue;
        }
        let all: Vec<String> = costly.iter().map(|(a, _)| a.clone()).collect();
        let full = net.compute_with(s, f, &[], &all, Ports::All);
        let mut needy: Vec<usize> = cut.into_iter().filter(|&u| traced_in(s, net, &full, u, false)).collect();
        let mut open: Vec<(String, u16)> = vec![];
        let mut rescued: Vec<usize> = vec![];
        while !needy.is_empty() {
            let mut best: Option<((String, u16), Vec<usize>)> = None;
            for (a, c) in costly.iter().filter(|(a, _)| !open.iter().any(|(o, _)| o == a)) {
                let mut seas: Vec<String> = open.iter().map(|(o, _)| o.clone()).collect();
                seas.push(a.clone());
                let r = net.compute_with(s, f, &[], &seas, Ports::All);
                let left: Vec<usize> = needy.iter().copied().filter(|&u| !traced_in(s, net, &r, u, false)).collect();
                let better = match &best {
                    None => left.len() < needy.len(),
                    Some((b, bl)) => left.len() < bl.len() || (left.len() == bl.len() && *c < b.1),
                };
                if better {
                    best = Some(((a.clone(), *c), left));
                }
            }
            let Some((sea, left)) = best else {
                // Only several areas together open the way: every one is checked.
                open = costly.clone();
                rescued.append(&mut needy);
                break;
            };
            rescued.extend(needy.iter().copied().filter(|u| !left.contains(u)));
            open.push(sea);
            needy = left;
        }
        if !open.is_empty() {
            out.push((f, open, rescued));
        }
    }
    out
}

/// DF 2.4.2 (L774) at a Supply event: at most 4 Western steps trace through each Beachhead's port (rules
/// 6; a Mulberry is unrestricted, L782). The Western units that trace only through Beachheads' ports are
/// given, one at a time, to a Beachhead they trace through with room for their steps: nearest to a
/// Beachhead first (those standing in one), then the pack's order (docs/games/downfall.md).
/// Returns the units left over: isolated.
pub fn beachhead_overflow(s: &State, net: &Net) -> Vec<usize> {
    let f = Faction::West;
    let beachheads: Vec<Landed> = landed(s).into_iter().filter(|l| !l.mulberry).collect();
    if beachheads.is_empty() {
        return vec![];
    }
    let full = net.reach(s, f);
    let without = net.reach_by(s, f, Ports::Mulberries);
    let mut needy: Vec<usize> = (0..s.units.len())
        .filter(|&u| s.is_combat(u) && s.faction(u) == f && !s.data().units[u].supply_badge && matches!(s.units[u].loc, Loc::Hex(_)))
        .filter(|&u| traced_in(s, net, &full, u, false) && !traced_in(s, net, &without, u, false))
        .collect();
    // Nearest to a Beachhead first (those standing in one at 0), then the pack's order.
    let near = |u: usize| s.hex_of(u).map_or(u32::MAX, |h| super::beachheads::placed(s).filter(|(l, _)| !l.mulberry).map(|(_, b)| super::data::GRID.distance(h, b.sea_hex)).min().unwrap_or(u32::MAX));
    needy.sort_by_key(|&u| (near(u), u));
    let each: Vec<Reach> = beachheads.iter().map(|l| net.compute_with(s, f, &[], &[], Ports::One(l.beach))).collect();
    let mut used = vec![0u32; beachheads.len()];
    let mut over = vec![];
    for u in needy {
        let steps = s.units[u].steps as u32;
        match (0..beachheads.len()).find(|&k| used[k] + steps <= super::beachheads::STEPS_MAX && traced_in(s, net, &each[k], u, false)) {
            Some(k) => used[k] += steps,
            None => over.push(u),
        }
    }
    over
}

/// For air placement (DF 2.3.2 L710, 11): whether a hex is friendly to `f`'s ideology — from rules 9 as
/// L181 defines it, its own or nobody's (A.2); rules 1–8 asked for its own — and an air unit there would
/// trace supply — to any source of its side's flags the faction's paths reach (L1806). One net for every
/// hex asked. `paid`: a placement's trace may pay for costly sea areas (rules 12); a rebase's does not.
pub fn air_base_check(s: &State, f: Faction, paid: bool) -> impl Fn(RowHex) -> bool {
    let n = net(s);
    // Rules 12 (DF 10.3, 9; DF 14): through every costly sea area too, at its price ([`air_trace`]).
    let r = if paid && paid_seas_act(s) { n.reach_paid(s, f, Ports::All, false, costly_mask(s, f)) } else { n.reach(s, f) };
    let me = f.ideology();
    let nobody_counts = control_act(s);
    move |h| ix(h).is_some_and(|i| (if nobody_counts { friendly(n.control[i], me) } else { n.control[i] == Some(me) }) && r.within[i] != 0)
}

/// Whether a unit traces supply now (DF 11).
pub fn traces(s: &State, u: usize) -> bool {
    why(s, u).in_supply()
}

/// Every combat unit on the map that does not trace supply or carries an Isolated marker, with its reason
/// (for the view: "supply on request").
pub fn report(s: &State) -> Vec<(usize, Why, Isolation)> {
    let n = net(s);
    (0..s.units.len())
        .filter(|&u| s.is_combat(u) && matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)))
        .map(|u| (u, why_with(s, &n, u), s.units[u].isolated))
        .filter(|(_, w, i)| !w.in_supply() || *i != Isolation::None)
        .collect()
}

/// The order factions settle their isolated units in (the order of DF 10.3 for several factions).
pub const SETTLE_ORDER: [Faction; 4] = [Faction::Soviet, Faction::Okh, Faction::Okw, Faction::West];

/// The Supply event (E9, DF 11.3, L1846–L1851): every combat unit on the map without a supply badge checks
/// supply. One that traces loses its Isolated marker; one that cannot gets Isolated 1, or Isolated 3 if it
/// already had a marker, and its owner then pays initiative or eliminates it (see [`Settle`]).
pub fn supply_event(s: &mut State) {
    s.log(None, "df.supply_event", vec![]);
    // DF 2.4.2 (L774), rules 7: when the Beachheads' 4 steps cannot supply every Western unit that needs
    // them, the West says which units use them (`BeachheadSteps`); the check is made when it is done.
    if owner_assigns(s) {
        let n = net(s);
        if !beachhead_overflow(s, &n).is_empty() {
            let beaches: Vec<u8> = landed(s).into_iter().filter(|l| !l.mulberry).map(|l| l.beach).collect();
            s.steps.push(Step::BeachheadSteps(BeachheadSteps { beaches, given: vec![] }));
            return;
        }
    }
    let n = net(s);
    let over = beachhead_overflow(s, &n);
    check_all(s, &n, over);
}

/// Whether the West chooses which units use a Beachhead's 4 steps at a Supply event (rules 7; rules 6
/// assigned them nearest first, [`beachhead_overflow`]).
pub fn owner_assigns(s: &State) -> bool {
    s.rules >= 7
}

/// The Western units that trace at a Supply event only through Beachheads' ports (not through a Mulberry
/// or any other way), in the pack's order (DF 2.4.2, L774).
pub fn beachhead_needy(s: &State, net: &Net) -> Vec<usize> {
    let f = Faction::West;
    if landed(s).iter().all(|l| l.mulberry) {
        return vec![];
    }
    let full = net.reach(s, f);
    let without = net.reach_by(s, f, Ports::Mulberries);
    (0..s.units.len())
        .filter(|&u| s.is_combat(u) && s.faction(u) == f && !s.data().units[u].supply_badge && matches!(s.units[u].loc, Loc::Hex(_)))
        .filter(|&u| traced_in(s, net, &full, u, false) && !traced_in(s, net, &without, u, false))
        .collect()
}

/// DF 2.4.2 (L774) at a Supply event, rules 7: the West gives each Beachhead, in turn, the units that trace
/// through its port, one at a time, within its 4 steps — or says done to keep a unit for a later Beachhead.
/// The units given to none are isolated (`beachhead_full`); then every unit checks (DF 11.3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct BeachheadSteps {
    /// The Beachheads still to fill, by beach (the first is asked now).
    pub beaches: Vec<u8>,
    /// The units given so far, with their beach.
    pub given: Vec<(u16, u8)>,
}

impl BeachheadSteps {
    /// The steps left in the first Beachhead.
    pub fn room(&self, s: &State) -> u32 {
        let Some(&b) = self.beaches.first() else { return 0 };
        let used: u32 = self.given.iter().filter(|(_, k)| *k == b).map(|&(u, _)| s.units[u as usize].steps as u32).sum();
        super::beachheads::STEPS_MAX.saturating_sub(used)
    }
    /// The units the first Beachhead may take now: needing a Beachhead, not given yet, tracing through its
    /// port, within its room.
    pub fn choices(&self, s: &State) -> Vec<usize> {
        let Some(&b) = self.beaches.first() else { return vec![] };
        let n = net(s);
        let room = self.room(s);
        let through = n.compute_with(s, Faction::West, &[], &[], Ports::One(b));
        beachhead_needy(s, &n)
            .into_iter()
            .filter(|&u| !self.given.iter().any(|(v, _)| *v as usize == u) && s.units[u].steps as u32 <= room)
            .filter(|&u| traced_in(s, &n, &through, u, false))
            .collect()
    }
    /// The next Beachhead, or the check of every unit once the last is done.
    fn next(&self, s: &mut State) {
        let mut nx = self.clone();
        if !nx.beaches.is_empty() {
            nx.beaches.remove(0);
        }
        if nx.beaches.is_empty() {
            let n = net(s);
            let over: Vec<usize> = beachhead_needy(s, &n).into_iter().filter(|&u| !nx.given.iter().any(|(v, _)| *v as usize == u)).collect();
            check_all(s, &n, over);
        } else {
            s.steps.push(Step::BeachheadSteps(nx));
        }
    }
}

impl steps::Step<State> for BeachheadSteps {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let units = self.choices(s);
        if units.is_empty() {
            return None;
        }
        let b = *self.beaches.first()?;
        let at = super::beachheads::sea_hex(s, b).map_or_else(String::new, |h| h.id());
        let mut actions: Vec<Action> = units.into_iter().map(|u| Action::Unit(u as u16)).collect();
        actions.push(Action::Done);
        Some(Prompt { seat: Some(Faction::West.seat()), id: "df.beachhead_supply", args: vec![Arg::Hex(at), Arg::Num(self.room(s) as i32)], rule: "DF 2.4.2", actions })
    }
    /// Nothing (more) to give this Beachhead: the next one.
    fn run(&self, s: &mut State) {
        self.next(s);
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        match *a {
            Action::Unit(u) if self.choices(s).contains(&(u as usize)) => {
                let b = self.beaches[0];
                let mut nx = self.clone();
                nx.given.push((u, b));
                let at = super::beachheads::sea_hex(s, b).map_or_else(String::new, |h| h.id());
                s.log(Some(Faction::West.seat()), "df.beachhead_supplies", vec![s.unit_arg(u as usize), Arg::Hex(at)]);
                *s.steps.last_mut().expect("this step") = Step::BeachheadSteps(nx);
            }
            Action::Done => {
                s.steps.pop();
                self.next(s);
            }
            _ => return Err(Illegal("choose a unit to trace through this Beachhead, or done".into())),
        }
        Ok(())
    }
}

/// DF 11.3: every combat unit on the map checks supply; `over` are the Western units left without a
/// Beachhead's steps (L774).
fn check_all(s: &mut State, n: &Net, over: Vec<usize>) {
    // DF 11.1: the Axis paths that must enter partisan hexes, 1 initiative a partisan (rules 3).
    let tolls = if s.partisans_act() { partisan_supply_tolls(s, &n) } else { vec![] };
    // DF 11.2: the paths through contested sea areas, at the interception checks' cost (rules 3).
    let sea_tolls = sea_supply_tolls(s, &n);
    let rescued: Vec<usize> = sea_tolls.iter().flat_map(|(_, _, us)| us.iter().copied()).collect();
    let mut due: Vec<u16> = vec![];
    for u in 0..s.units.len() {
        if !s.is_combat(u) || !matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)) {
            continue;
        }
        let w = if rescued.contains(&u) {
            Why::Traced
        } else if over.contains(&u) {
            Why::BeachheadFull
        } else {
            why_with(s, &n, u)
        };
        let was = s.units[u].isolated;
        if w.in_supply() {
            if was != Isolation::None {
                s.units[u].isolated = Isolation::None;
                s.log(Some(s.faction(u).seat()), "df.resupplied", vec![s.unit_arg(u)]);
            }
            continue;
        }
        let now = if was == Isolation::None { Isolation::One } else { Isolation::Three };
        s.units[u].isolated = now;
        s.log(Some(s.faction(u).seat()), "df.isolated", vec![s.unit_arg(u), Arg::Key(format!("df.iso.{}", now.key())), Arg::Key(format!("df.why.{}", w.key()))]);
        due.push(u as u16);
    }
    for (f, seas, _) in sea_tolls {
        let c: u16 = seas.iter().map(|(_, c)| *c).sum();
        let id = if inner_seas_act(s) { "df.inner_supply" } else { "df.sea_supply" };
        s.log(Some(f.seat()), id, vec![Arg::Seat(f.seat()), Arg::Num(seas.len() as i32), Arg::Num(c as i32)]);
        s.pay(f, c);
    }
    for (f, hexes) in tolls {
        s.log(Some(f.seat()), "df.partisan_supply", vec![Arg::Seat(f.seat()), Arg::Num(hexes.len() as i32)]);
        s.pay(f, hexes.len() as u16);
    }
    due.sort_by_key(|&u| SETTLE_ORDER.iter().position(|f| *f == s.faction(u as usize)));
    if !due.is_empty() {
        s.steps.push(Step::Settle(Settle { due }));
    }
}

/// The initiative a newly isolated unit costs (decision E9: the card's cost is not in the seed; the
/// example pays 4 for two units, L1832: the unit's pips).
pub fn cost(s: &State, u: usize) -> u16 {
    s.units[u].steps as u16
}

/// DF 11.3: for each newly isolated unit, its owner pays the initiative or eliminates it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Settle {
    pub due: Vec<u16>,
}

impl steps::Step<State> for Settle {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let &u = self.due.first()?;
        let f = s.faction(u as usize);
        Some(Prompt {
            seat: Some(f.seat()),
            id: "df.settle",
            args: vec![s.unit_arg(u as usize), Arg::Num(cost(s, u as usize) as i32)],
            rule: "DF 11.3",
            actions: vec![Action::PayIsolation(u), Action::Eliminate(u)],
        })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Some(&u) = self.due.first() else { return Err(Illegal("nothing to settle".into())) };
        let f = s.faction(u as usize);
        match *a {
            Action::PayIsolation(v) if v == u => {
                let c = cost(s, u as usize);
                s.log(Some(f.seat()), "df.iso_paid", vec![s.unit_arg(u as usize), Arg::Num(c as i32)]);
                s.pay(f, c);
            }
            Action::Eliminate(v) if v == u => {
                s.units[u as usize].loc = Loc::Gone;
                s.units[u as usize].isolated = Isolation::None;
                s.log(Some(f.seat()), "df.iso_eliminated", vec![s.unit_arg(u as usize)]);
            }
            _ => return Err(Illegal("pay the initiative or eliminate the unit".into())),
        }
        let mut next = self.clone();
        next.due.remove(0);
        if next.due.is_empty() {
            s.steps.pop();
        } else {
            *s.steps.last_mut().expect("this step") = Step::Settle(next);
        }
        Ok(())
    }
}
