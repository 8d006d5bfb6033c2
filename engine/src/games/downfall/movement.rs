//! Redeploy Ops (DF 7.1, L1135–L1160) and land movement (DF 7.1.1, L1162–L1180): the marker's listed
//! categories and types move one unit at a time with its movement points; rail sides cost 1 MP, otherwise
//! the terrain's cost plus a water hexside's; a unit stops on entering an enemy ZOC and may not cross an
//! enemy ZOC hexspine; no entering another ideology's hex; difficult hexes limit the move to one hex;
//! borders (DF A.4); stacking at the destination (DF A.1). Fort Troops may flip to Fortress instead of
//! moving (DF 7.1.4).

use std::collections::{BTreeMap, BTreeSet};

use serde::Serialize;

use super::data::{Faction, Ideology, OrderSide, Terrain, UType, GRID};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::rows::RowHex;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// Whether a unit is activated by an Ops marker's list (DF 2.1.1, 7.1): a category (`infantry`,
/// `armored`), `all`, `elite` (the Soviet elite Redeploy), or a special type (`airborne`, `shock`,
/// `fort_troop`), which the Infantry category also activates.
pub fn activated(s: &State, u: usize, list: &[String]) -> bool {
    let t = s.utype(u);
    let d = &s.data().units[u];
    list.iter().any(|a| match a.as_str() {
        "all" => true,
        "infantry" => t.infantry(),
        "armored" => t.armored(),
        "elite" => d.elite,
        other => other == t.key(),
    })
}

/// The Redeploy part of an order.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Move {
    pub faction: Faction,
    pub marker: u8,
    pub side: u8,
    /// Units that have moved (or flipped) in this order.
    pub moved: Vec<u16>,
    /// Steps carried port-to-port in this order (DF 7.1.2: at most 6).
    pub sailed: u8,
    /// The sea areas whose interception check this order has made (DF 9.1.2: one an area an order).
    pub intercepted: Vec<String>,
}

impl Move {
    pub fn new(faction: Faction, marker: u8, side: u8) -> Move {
        Move { faction, marker, side, moved: vec![], sailed: 0, intercepted: vec![] }
    }
    fn order<'a>(&self, s: &'a State) -> &'a OrderSide {
        &s.data().markers[self.marker as usize].sides[self.side as usize]
    }
}

impl steps::Step<State> for Move {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let os = self.order(s);
        let mut actions = vec![];
        // DF 2.2 (L674), 7.1: with the partisan icon the faction's partisans on the map move too (rules 3).
        if s.partisans_act() && os.icons.iter().any(|i| i == "partisan") {
            for u in 0..s.units.len() {
                if s.faction(u) == self.faction && super::partisans::is_partisan(s, u) && s.hex_of(u).is_some() && !self.moved.contains(&(u as u16)) {
                    actions.push(Action::Unit(u as u16));
                }
            }
        }
        // DF 7.1.3, 2.4.1: with the naval icon its ready, unfixed naval units move — all before the first
        // port-to-port move (L1152).
        if os.icons.iter().any(|i| i == "naval") && super::naval::naval_act(s) && self.sailed == 0 {
            for u in super::naval::movable(s, self.faction) {
                if !self.moved.contains(&(u as u16)) {
                    actions.push(Action::Unit(u as u16));
                }
            }
        }
        // DF 2.4.2 (L766), 7.1.3 (L1152): with the naval icon the West may place a Beachhead, before its
        // first port-to-port move (rules 5).
        if os.icons.iter().any(|i| i == "naval") && self.sailed == 0 {
            for (beach, from) in super::beachheads::placements(s, self.faction) {
                actions.push(Action::Land { beach, from });
            }
        }
        // DF 2.4.2 (L782): Naval Dominance flips a Beachhead to its Mulberry side (decision: played during
        // a Western Redeploy).
        for b in super::cards::naval_dominance(s, self.faction) {
            actions.push(Action::Mulberry(b));
        }
        for u in 0..s.units.len() {
            if s.faction(u) != self.faction || !s.is_combat(u) || self.moved.contains(&(u as u16)) {
                continue;
            }
            let naval = os.icons.iter().any(|i| i == "naval");
            match s.units[u].loc {
                Loc::Hex(_) => {}
                // A unit in a land area moves port-to-port (DF 1.B, 7.1.2), and by land out of the Middle
                // East (DF 1.B, L366; rules 9).
                Loc::Area(_) if naval || super::areas::joined_area_of(s, u).is_some() => {}
                _ => continue,
            }
            let t = s.utype(u);
            if t == UType::Fortress || !activated(s, u, &os.activates) {
                continue;
            }
            actions.push(Action::Unit(u as u16));
            // DF 7.1.4: with the Fort Troop icon a non-isolated Fort Troop may flip to Fortress instead of
            // moving (L1193).
            if t == UType::FortTroop && s.units[u].isolated == super::supply::Isolation::None && os.icons.iter().any(|i| i == "fort_troop") && s.data().units[u].back == Some(UType::Fortress) {
                actions.push(Action::Flip(u as u16));
            }
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.move", args: vec![], rule: "DF 7.1", actions })
    }

    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        match *a {
            Action::Done => {
                s.steps.pop();
            }
            Action::Unit(u) => {
                let mut next = self.clone();
                next.moved.push(u);
                *s.steps.last_mut().expect("this step") = Step::Move(next);
                let os = self.order(s);
                let mp = os.mp;
                let naval = os.icons.iter().any(|i| i == "naval");
                let t = s.utype(u as usize);
                let sail = naval && s.is_combat(u as usize) && !matches!(t, UType::Fortress | UType::FortTroop) && self.sailed + s.units[u as usize].steps <= super::ports::STEPS_PER_ORDER;
                s.steps.push(Step::MoveUnit(MoveUnit { unit: u, mp, sail }));
            }
            Action::Flip(u) => {
                let mut next = self.clone();
                next.moved.push(u);
                *s.steps.last_mut().expect("this step") = Step::Move(next);
                s.units[u as usize].flipped = true;
                s.log(Some(self.faction.seat()), "df.fortress", vec![s.unit_arg(u as usize)]);
            }
            Action::Land { beach, from } => super::beachheads::place(s, beach, from),
            Action::Mulberry(b) => super::cards::play_naval_dominance(s, self.faction, b),
            _ => return Err(Illegal("choose a unit to move, or done".into())),
        }
        Ok(())
    }
}

/// Where a land move may end (DF 7.1.1), with the MP each costs: hexes, and land areas joined to land
/// hexes (DF 1.B: the Middle East), by their index in the pack.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Ends {
    pub hexes: BTreeMap<RowHex, u32>,
    pub areas: Vec<(u8, u32)>,
}

/// The hexes a unit may end its move in (DF 7.1.1), with their costs.
pub fn destinations(s: &State, u: usize, mp: u8) -> BTreeMap<RowHex, u32> {
    ends(s, u, mp).hexes
}

/// Every end of a unit's land move, hexes and land areas, from one search (DF 7.1.1, 1.B).
pub fn ends(s: &State, u: usize, mp: u8) -> Ends {
    if super::partisans::is_partisan(s, u) {
        return Ends { hexes: partisan_destinations(s, u, mp), areas: vec![] };
    }
    reach(s, u, mp, &[])
}

/// The hexes holding a partisan (DF 2.2), which an Axis unit pays 1 initiative to enter (rules 3).
pub fn partisan_hexes(s: &State) -> Vec<RowHex> {
    if !s.partisans_act() {
        return vec![];
    }
    (0..s.units.len()).filter(|&u| super::partisans::is_partisan(s, u)).filter_map(|u| s.hex_of(u)).collect()
}

/// The initiative an Axis unit's move to `to` costs for the partisan hexes it enters (DF 2.2 L672, 7.1.1
/// L1170): 1 when `to` holds a partisan, and 1 more when `to` can be reached within its MP only through
/// another partisan's hex (the move goes round partisans where it can: docs/games/downfall.md).
pub fn toll(s: &State, u: usize, mp: u8, to: RowHex) -> u16 {
    if !s.faction(u).is_axis() {
        return 0;
    }
    let ps = partisan_hexes(s);
    if ps.is_empty() {
        return 0;
    }
    let at_end = u16::from(ps.contains(&to));
    let around = reach(s, u, mp, &ps).hexes.contains_key(&to);
    at_end + u16::from(!around)
}

/// A partisan's move (DF 2.2, L674): within its country, ignoring every combat unit and enemy ZOC, never
/// into another partisan's hex; terrain, water sides, rail and difficult hexes as for land units.
pub fn partisan_destinations(s: &State, u: usize, mp: u8) -> BTreeMap<RowHex, u32> {
    let Some(start) = s.hex_of(u) else { return BTreeMap::new() };
    let d = s.data();
    let Some(home) = d.hex(start).map(|x| x.country.as_str()) else { return BTreeMap::new() };
    let others: Vec<RowHex> = (0..s.units.len()).filter(|&v| v != u && super::partisans::is_partisan(s, v)).filter_map(|v| s.hex_of(v)).collect();
    let chart = Chart::new(s);
    let max = mp as u32;
    let reach = GRID.cheapest_paths(start, max, |from, to| {
        if !s.passable(from, to) || others.contains(&to) {
            return None;
        }
        let side = d.side(from, to)?;
        let tx = d.hex(to)?;
        // DF 2.2: never across its country's border.
        if tx.country != home {
            return None;
        }
        let cost = chart.land_cost(side, tx);
        if !side.rail && (chart.difficult(s, from) || chart.difficult(s, to)) {
            return if from == start && cost <= max { Some(max) } else { None };
        }
        Some(cost)
    });
    reach.into_iter().filter(|(h, _)| *h != start).map(|(h, r)| (h, r.cost)).collect()
}

/// The Terrain Effects Chart as one search reads it (DF 7.1.1, A.3): the MP of each terrain and water
/// side, and which terrain is difficult in the weather now — looked up once per search instead of by
/// name at every step.
struct Chart {
    rail: u32,
    river: u32,
    strait: u32,
    beach: u32,
    terrain: [u32; 6],
    difficult: [bool; 6],
}

const TERRAINS: [Terrain; 6] = [Terrain::None, Terrain::Clear, Terrain::Forest, Terrain::Hills, Terrain::Swamp, Terrain::Mountains];

impl Chart {
    fn new(s: &State) -> Chart {
        let tec = &s.data().tec;
        let mp = |key: &str| tec.mp.get(key).copied().unwrap_or(1) as u32;
        Chart {
            rail: mp("rail"),
            river: mp("river"),
            strait: mp("strait"),
            beach: mp("beach"),
            terrain: TERRAINS.map(|t| mp(t.key())),
            difficult: TERRAINS.map(|t| tec.difficult_in.get(t.key()).is_some_and(|w| *w == s.weather)),
        }
    }
    /// Whether a hex is difficult now ([`State::difficult`]).
    fn difficult(&self, s: &State, h: RowHex) -> bool {
        s.data().hex(h).is_some_and(|x| self.difficult[x.terrain as usize])
    }
    /// The cost of entering a hex across a side (DF 7.1.1, TEC): 1 along rail, else the terrain's plus a
    /// water side's.
    fn land_cost(&self, side: &super::data::SideData, tx: &super::data::HexData) -> u32 {
        if side.rail {
            return self.rail;
        }
        let mut c = self.terrain[tx.terrain as usize];
        if side.river {
            c += self.river;
        }
        if side.kind == super::data::SideKind::Strait {
            c += self.strait;
        }
        c
    }
}

/// [`ends`] of a combat unit; `stops` are hexes it may end in but not pass through. A land area joined to
/// land hexes (DF 1.B, L366: the Middle East) is one more node of the search (`areas::node`), so a move
/// into it, out of it or through it is found by the same search.
fn reach(s: &State, u: usize, mp: u8, stops: &[RowHex]) -> Ends {
    let Some(start) = s.hex_of(u).or_else(|| super::areas::joined_area_of(s, u).map(super::areas::node)) else { return Ends::default() };
    let f = s.faction(u);
    let joins = super::areas::Joins::new(s, f);
    let me = f.ideology();
    // Gathered once for the whole search: the occupants, the enemy ZOC by dense hex index, the costs the
    // chart gives every step.
    let occ = s.occupancy();
    let in_ezoc = s.ezoc_hexes(&occ, me);
    let d = s.data();
    // Countries' occupants, for the borders (DF A.4): gathered at the first border the search meets.
    let mut countries: Option<BTreeMap<&str, BTreeSet<Ideology>>> = None;
    let gather_countries = || {
        let mut countries: BTreeMap<&str, BTreeSet<Ideology>> = BTreeMap::new();
        for (h, us) in &occ {
            if let Some(x) = d.hex(*h) {
                for &v in us {
                    countries.entry(x.country.as_str()).or_default().insert(s.faction(v).ideology());
                }
            }
        }
        countries
    };
    let start_zoc: Vec<RowHex> = s.ezoc_sources(&occ, me, start);
    let chart = Chart::new(s);
    let max = mp as u32;
    let neighbours = |h: RowHex| GRID.neighbours(h).into_iter().chain(joins.links(h).iter().copied());
    let reach = crate::kit::hex::cheapest_paths_on(start, max, neighbours, |from, to| {
        let area = super::areas::area_of(from).is_some() || super::areas::area_of(to).is_some();
        if !area && !s.crosses(f, from, to) {
            return None;
        }
        // DF 7.1.1: stop on entering an enemy ZOC hex.
        if from != start && super::data::dense(from).is_some_and(|i| in_ezoc[i]) {
            return None;
        }
        if from != start && stops.contains(&from) {
            return None;
        }
        // No entering a hex with another ideology's combat units (OKH and OKW share).
        if let Some(us) = occ.get(&to) {
            if us.iter().any(|&v| s.faction(v).ideology() != me) {
                return None;
            }
        }
        // DF 2.1.6: no crossing an enemy ZOC hexspine (both hexes in one enemy unit's ZOC).
        if from == start && !start_zoc.is_empty() && s.ezoc_sources(&occ, me, to).iter().any(|x| start_zoc.contains(x)) {
            return None;
        }
        // DF 1.B (L366): the Middle East acts as one clear hex joined to its land hexes (docs: no ZOC
        // reaches it, no side between: a land hex costs its terrain).
        if area {
            if !joins.joined(from, to) {
                return None;
            }
            let Some(tx) = d.hex(to) else { return Some(chart.terrain[Terrain::Clear as usize]) };
            let cost = chart.terrain[tx.terrain as usize];
            if chart.difficult(s, to) {
                return if from == start && cost <= max { Some(max) } else { None };
            }
            return Some(cost);
        }
        // DF 2.4.2 (TEC L2277): across a beach hexside, 1 MP to enter the Beachhead, the land hex's terrain
        // to leave it, +1 for the side.
        if super::beachheads::side(s, from, to) {
            let tx = d.hex(to)?;
            let enter = if super::beachheads::at(s, to).is_some() { super::beachheads::ENTER_MP } else { chart.terrain[tx.terrain as usize] };
            let cost = enter + chart.beach;
            if chart.difficult(s, to) {
                return if from == start && cost <= max { Some(max) } else { None };
            }
            return Some(cost);
        }
        let side = d.side(from, to)?;
        let tx = d.hex(to)?;
        // DF A.4: Allied units may not enter a country holding only the other Allied ideology's units.
        if me != Ideology::Axis && side.border {
            if let Some(there) = countries.get_or_insert_with(gather_countries).get(tx.country.as_str()) {
                if tx.country != "germany" && !there.contains(&me) && !there.contains(&Ideology::Axis) && !there.is_empty() {
                    return None;
                }
            }
        }
        let cost = chart.land_cost(side, tx);
        // DF A.3: entering or leaving a difficult hex through a non-rail side: one hex in all.
        if !side.rail && (chart.difficult(s, from) || chart.difficult(s, to)) {
            return if from == start && cost <= max { Some(max) } else { None };
        }
        Some(cost)
    });
    let mut out = Ends::default();
    for (h, r) in reach {
        if h == start {
            continue;
        }
        // DF 1.B: no stacking limit for Western units in a land area.
        if let Some(k) = super::areas::area_of(h) {
            out.areas.push((k as u8, r.cost));
            continue;
        }
        // DF A.1: the move ends within the stacking limits.
        let mut there: Vec<usize> = occ.get(&h).cloned().unwrap_or_default();
        there.push(u);
        if s.stack_ok_at(h, &there) {
            out.hexes.insert(h, r.cost);
        }
    }
    out
}

/// The sea areas the order's interception checks have covered (DF 9.1.2).
fn intercepted(s: &State) -> Vec<String> {
    s.steps.iter().rev().find_map(|x| if let Step::Move(m) = x { Some(m.intercepted.clone()) } else { None }).unwrap_or_default()
}

/// A route's contested areas are checked: later routes of the order through them make no new check.
fn note_intercepted(s: &mut State, f: Faction, path: &[String]) {
    let contested: Vec<String> = path.iter().filter(|a| !super::naval::interceptors(s, f, a).is_empty()).cloned().collect();
    if let Some(Step::Move(m)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Move(_))) {
        for a in contested {
            if !m.intercepted.contains(&a) {
                m.intercepted.push(a);
            }
        }
    }
}

/// The selected unit's move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct MoveUnit {
    pub unit: u16,
    pub mp: u8,
    /// Port-to-port is open to it (DF 7.1.2).
    pub sail: bool,
}

impl steps::Step<State> for MoveUnit {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let u = self.unit as usize;
        if super::naval::is_naval(s, u) {
            // DF 7.1.3: a naval unit's move, 1 MP a sea area.
            let keys = super::naval::sea_keys(s);
            let mut actions: Vec<Action> = super::naval::naval_destinations(s, u, self.mp, &intercepted(s))
                .into_iter()
                .filter_map(|(a, _, _)| keys.iter().position(|k| *k == a).map(|i| Action::ToSea(i as u8)))
                .collect();
            actions.push(Action::Done);
            return Some(Prompt { seat: Some(s.faction(u).seat()), id: "df.move_unit", args: vec![s.unit_arg(u)], rule: "DF 7.1.3", actions });
        }
        let ends = ends(s, u, self.mp);
        let mut actions: Vec<Action> = ends.hexes.into_keys().map(Action::To).collect();
        // DF 1.B (L366): into the Middle East by land.
        actions.extend(ends.areas.into_iter().map(|(k, _)| Action::ToArea(k)));
        if self.sail {
            let (ports, areas) = super::ports::sail_ends(s, u, &intercepted(s));
            actions.extend(ports.into_iter().map(|(h, _, _)| Action::Sail(h)));
            actions.extend(areas.into_iter().map(|(a, _, _)| Action::SailArea(a)));
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(s.faction(u).seat()), id: "df.move_unit", args: vec![s.unit_arg(u)], rule: "DF 7.1.1", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        s.steps.pop();
        match *a {
            Action::Done => {}
            Action::To(h) => {
                let u = self.unit as usize;
                let from = place_arg(&s.units[u].loc);
                let toll = toll(s, u, self.mp, h);
                s.units[u].loc = Loc::Hex(h);
                s.log(Some(s.faction(u).seat()), "df.moved", vec![s.unit_arg(u), from, Arg::Hex(h.id())]);
                // DF 2.2 (L672), 5.1: an Axis unit moving into partisans' hexes.
                s.partisan_toll(u, toll);
                if s.is_combat(u) {
                    s.enter(h, s.faction(u).ideology());
                }
            }
            Action::ToArea(k) => {
                // DF 1.B (L366): a Western unit moves by land into the Middle East (rules 9).
                // The prompt's one search offered it (`Game::apply` checks an action against the prompt).
                let u = self.unit as usize;
                let Some((key, _)) = s.data().land_areas.get(k as usize).cloned() else { return Err(Illegal("no such land area".into())) };
                let from = place_arg(&s.units[u].loc);
                s.units[u].loc = Loc::Area(key.clone());
                s.log(Some(s.faction(u).seat()), "df.moved", vec![s.unit_arg(u), from, Arg::Key(format!("df.area.{key}"))]);
            }
            Action::ToSea(i) => {
                let u = self.unit as usize;
                let keys = super::naval::sea_keys(s);
                let Some(to) = keys.get(i as usize).cloned() else { return Err(Illegal("no such sea area".into())) };
                let Some((_, cost, path)) = super::naval::naval_destinations(s, u, self.mp, &intercepted(s)).into_iter().find(|(a, _, _)| *a == to) else {
                    return Err(Illegal(format!("the unit may not move to {to}")));
                };
                let f = s.faction(u);
                let paid = intercepted(s);
                let from = s.units[u].loc.clone();
                note_intercepted(s, f, &path);
                super::naval::push_attacks(s, f, u, from, &path, &paid);
                s.units[u].loc = Loc::Sea(to.clone());
                s.log(Some(f.seat()), "df.naval_moved", vec![s.unit_arg(u), Arg::Key(format!("df.sea.{to}"))]);
                if cost > 0 {
                    s.log(Some(f.seat()), "df.interception", vec![Arg::Seat(f.seat()), Arg::Num(cost as i32)]);
                }
                s.pay(f, cost);
            }
            Action::Sail(_) | Action::SailArea(_) => {
                let u = self.unit as usize;
                let (ports, areas) = super::ports::sail_ends(s, u, &intercepted(s));
                let (loc, cost, path) = match *a {
                    Action::Sail(h) => ports.into_iter().find(|(p, _, _)| *p == h).map(|x| (Loc::Hex(h), x.1, x.2)),
                    Action::SailArea(i) => areas.into_iter().find(|(p, _, _)| *p == i).map(|x| (Loc::Area(s.data().land_areas[i as usize].0.clone()), x.1, x.2)),
                    _ => None,
                }
                .ok_or_else(|| Illegal("the unit may not sail there".into()))?;
                let f = s.faction(u);
                let steps = s.units[u].steps;
                if let Some(Step::Move(m)) = s.steps.iter_mut().rev().find(|x| matches!(x, Step::Move(_))) {
                    m.sailed += steps;
                }
                let paid = intercepted(s);
                note_intercepted(s, f, &path);
                if super::naval::naval_act(s) {
                    super::naval::push_attacks(s, f, u, s.units[u].loc.clone(), &path, &paid);
                }
                if cost > 0 && !super::naval::overlord(s) {
                    s.log(Some(f.seat()), "df.interception", vec![Arg::Seat(f.seat()), Arg::Num(cost as i32)]);
                }
                s.units[u].loc = loc.clone();
                let to = match &loc {
                    Loc::Hex(h) => Arg::Hex(h.id()),
                    Loc::Area(k) => Arg::Key(format!("df.area.{k}")),
                    _ => Arg::Num(0),
                };
                s.log(Some(f.seat()), "df.sailed", vec![s.unit_arg(u), to]);
                s.pay(f, cost);
                if let Loc::Hex(h) = loc {
                    s.enter(h, f.ideology());
                }
            }
            _ => return Err(Illegal("choose a hex".into())),
        }
        Ok(())
    }
}

/// Where a moving unit stands, for the log: its hex or its land area.
fn place_arg(l: &Loc) -> Arg {
    match l {
        Loc::Hex(h) => Arg::Hex(h.id()),
        Loc::Area(k) => Arg::Key(format!("df.area.{k}")),
        _ => Arg::Hex(String::new()),
    }
}
