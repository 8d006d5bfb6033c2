//! Strategic Warfare (DF 7.9, L1364–L1439; displays DF 1.E, L401–L419): West first gains a Transport
//! Point; the faction picks an active display and rolls 2d6 on the pack's bands (fail, 1 box, 2 boxes), then
//! moves the marker that many boxes either way. Crossing into the other side's colour changes who holds the
//! display's objective and moves the VP marker (7.9.1); the leftmost box makes the display Western for good
//! and inactive (7.9.4). From rules 6 a move into another zone adjusts the units the display governs
//! (7.9.2: Italian fleets, OKW subs, Western elite air units) and the Bombing display's leftmost zone gives
//! the West a card at its event procedures; the naval modifiers (7.9.3) are read by `naval::strength`.

use serde::Serialize;

use super::data::{Faction, Ideology, Kind, SW_TRACKS};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The most Transport Points West may hold (DF 7.9 step 1, L1366).
pub const TP_MAX: u8 = 10;

/// Whether a display can be chosen: in play, and not yet in its leftmost box (DF 7.9.4).
pub fn active(s: &State, t: usize) -> bool {
    s.sw[t] >= 2
}

/// Who holds a display's objective: the colour of the marker's box (DF 1.E, L411); an inactive display is
/// Western (7.9.4).
pub fn holder(s: &State, t: usize) -> Ideology {
    match s.sw[t] {
        0 | 1 => Ideology::Western,
        b => s.data().sw_boxes[t].get(b as usize - 1).copied().unwrap_or(Ideology::Western),
    }
}

/// DF 7.9 step 1, then the choice of a display.
pub fn start(s: &mut State, f: Faction) {
    if f == Faction::West && s.tp < TP_MAX {
        s.tp += 1;
        s.log(Some(f.seat()), "df.tp", vec![Arg::Num(s.tp as i32)]);
    }
    s.steps.push(Step::SwTrack(SwTrack { faction: f }));
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct SwTrack {
    pub faction: Faction,
}

impl steps::Step<State> for SwTrack {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let actions = (0..3).filter(|&t| active(s, t)).map(|t| Action::Track(t as u8)).collect();
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.sw_track", args: vec![], rule: "DF 7.9", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Track(t) = *a else { return Err(Illegal("choose a Strategic Warfare display".into())) };
        s.steps.pop();
        let dice = s.chance.rolls(2, 1..=6);
        // Decision Q5: the event cards' +1 to every roll but weather (DF 10.2).
        let roll: i32 = dice.iter().map(|d| d.value as i32).sum::<i32>() + super::events::roll_bonus(s, self.faction);
        let boxes = s.data().sw_boxes_for(roll);
        s.log(
            Some(self.faction.seat()),
            "df.sw_roll",
            vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t as usize])), Arg::Dice(dice.iter().map(|d| crate::log::Die { value: d.value, scripted: d.drawn == crate::kit::chance::Drawn::Scripted }).collect()), Arg::Num(boxes as i32)],
        );
        if boxes > 0 {
            s.steps.push(Step::SwMove(SwMove { faction: self.faction, track: t, boxes }));
        }
        Ok(())
    }
}

/// DF 7.9 step 2: the marker moves the rolled boxes, in the direction the faction chooses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct SwMove {
    pub faction: Faction,
    pub track: u8,
    pub boxes: u8,
}

impl steps::Step<State> for SwMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let t = self.track as usize;
        let last = s.data().sw_boxes[t].len() as u8;
        let mut actions = vec![];
        if s.sw[t] > 1 {
            actions.push(Action::Shift { left: true });
        }
        if s.sw[t] < last {
            actions.push(Action::Shift { left: false });
        }
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.sw_move", args: vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t])), Arg::Num(self.boxes as i32)], rule: "DF 7.9", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Shift { left } = *a else { return Err(Illegal("move the marker left or right".into())) };
        s.steps.pop();
        shift(s, Some(self.faction), self.track as usize, left, self.boxes);
        Ok(())
    }
}

/// Moves an SW display's marker `boxes` boxes (left: toward the West), with the objective's change of
/// hands and the VP (DF 7.9 step 2, 7.9.1); `by` is the faction moving it, if any (an event moves it too:
/// Africa Liberated, DF 10.2).
pub fn shift(s: &mut State, by: Option<Faction>, t: usize, left: bool, boxes: u8) {
    let last = s.data().sw_boxes[t].len() as u8;
    let before = holder(s, t);
    let zone_before = zone(s, t);
    let to = if left { s.sw[t].saturating_sub(boxes).max(1) } else { (s.sw[t] + boxes).min(last) };
    s.sw[t] = to;
    s.log(by.map(|f| f.seat()), "df.sw_moved", vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t])), Arg::Num(to as i32)]);
    if to == 1 {
        s.log(None, "df.sw_won", vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t]))]);
    }
    // DF 7.9.2: a move into another zone adjusts the display's units.
    if zone(s, t) != zone_before {
        adjust(s, t);
    }
    let after = holder(s, t);
    if after != before {
        // DF 7.9.1: the display's objective changes hands (13.1).
        let delta = super::victory::vp_change(before, after);
        s.vp = (s.vp + delta).clamp(-super::victory::VP_WIN, super::victory::VP_WIN);
        s.log(None, "df.sw_vp", vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t])), Arg::Key(format!("df.ideology.{}", after.key())), Arg::Num(delta as i32), Arg::Num(s.vp as i32)]);
        super::victory::check_now(s);
    }
}

// ---- DF 7.9.2: the units the displays put in play (rules 6) ----

/// The display indices (`SW_TRACKS` order).
pub const MALTA: usize = 0;
pub const ATLANTIC: usize = 1;
pub const BOMBING: usize = 2;

/// Whether Strategic Warfare adjusts units and the Bombing draw (rules 6).
pub fn adjustments_act(s: &State) -> bool {
    s.rules >= 6
}

/// The zone under a display's marker (DF 1.E, L413); `None`: not in play.
pub fn zone(s: &State, t: usize) -> Option<u8> {
    let b = s.sw[t];
    (b > 0).then(|| s.data().sw_zones[t].get(b as usize - 1).map_or(1, |z| z.0))
}

/// The units the display allows in play (7.9.2): the marker's zone's count of Italian fleets (Malta) or
/// OKW subs (Atlantic); for Bombing the Western elite air units of the marker's zone **and every zone to
/// its right** (decision Q8, L1412).
pub fn allowed(s: &State, t: usize) -> usize {
    let Some(z) = zone(s, t) else { return 0 };
    let zones = &s.data().sw_zones[t];
    let count = |zz: u8| zones.iter().find(|(k, _)| *k == zz).map_or(0, |(_, n)| *n as usize);
    let mut seen: Vec<u8> = zones.iter().map(|(k, _)| *k).collect();
    seen.dedup();
    if t == BOMBING {
        seen.iter().filter(|&&k| k >= z).map(|&k| count(k)).sum()
    } else {
        count(z)
    }
}

/// The units a display governs (7.9.2): Italian fleets (Malta), OKW subs (Atlantic), Western elite air
/// units (Bombing), in the pack's order.
pub fn governed(s: &State, t: usize) -> Vec<usize> {
    let d = s.data();
    (0..s.units.len())
        .filter(|&u| {
            let x = &d.units[u];
            match t {
                MALTA => x.kind == Kind::Naval && x.fleet && x.nationality == "italian",
                ATLANTIC => x.kind == Kind::Naval && x.faction == Faction::Okw && !x.fleet,
                _ => x.kind == Kind::Air && x.faction == Faction::West && x.elite,
            }
        })
        .collect()
}

/// Whether a unit sits on an SW display (out of play, 7.9.2).
pub fn held(s: &State, u: usize) -> bool {
    s.sw_held.iter().any(|v| v.contains(&(u as u16)))
}

/// The governed units in play: Malta's and the Atlantic's at sea (ready or interdicted), Bombing's elite
/// air units not on the display nor eliminated.
pub fn in_play(s: &State, t: usize) -> Vec<usize> {
    governed(s, t)
        .into_iter()
        .filter(|&u| if t == BOMBING { !held(s, u) && s.units[u].loc != Loc::Gone } else { matches!(s.units[u].loc, Loc::Sea(_)) })
        .collect()
}

/// The set-up (rules 6): each display holds the governed units the set-up leaves in the pool, and the
/// Bombing display the Western elite air units over its count (the set-ups' boxes, sw_tracks.tsv).
pub fn setup(s: &mut State) {
    if !adjustments_act(s) {
        return;
    }
    for t in [MALTA, ATLANTIC] {
        if s.sw[t] == 0 {
            continue;
        }
        let pool: Vec<u16> = governed(s, t).into_iter().filter(|&u| s.units[u].loc == Loc::Pool).map(|u| u as u16).collect();
        s.sw_held[t] = pool;
    }
    bombing(s);
}

/// DF 7.9.2 Strategic Bombing: the available Western elite air units are brought to the count (L1410–
/// L1417). Rules 6 (and every set-up): the swaps are automatic — an elite unit leaves from the force pool
/// first, then from the map (the pack's last first), and a non-elite unit on the display comes back to the
/// force pool for it; an elite unit comes back to the force pool, and a non-elite unit from the force pool,
/// else the map, takes its place on the display (docs/games/downfall.md, decision S2). From rules 7 a move
/// of the marker asks the West instead ([`SwAir`]).
pub fn bombing(s: &mut State) {
    if !adjustments_act(s) || s.sw[BOMBING] == 0 {
        return;
    }
    loop {
        let now = in_play(s, BOMBING);
        let want = allowed(s, BOMBING);
        if now.len() > want {
            let mut pick: Vec<usize> = now.clone();
            pick.sort_by_key(|&u| (s.units[u].loc != Loc::Pool, std::cmp::Reverse(u)));
            elite_off(s, pick[0]);
        } else if now.len() < want && display_elite(s).is_some() {
            let free = plain_free(s);
            let v = free.iter().copied().find(|&v| s.units[v].loc == Loc::Pool).or(free.last().copied());
            elite_on(s, v);
        } else {
            break;
        }
    }
}

/// Whether the West chooses the units of the Bombing swaps (rules 7; L1414–L1415 give the swap to the West).
pub fn owner_swaps(s: &State) -> bool {
    s.rules >= 7
}

/// The Western non-elite air units that could take a zone of the display: not on it, not eliminated, in
/// the pack's order.
pub fn plain_free(s: &State) -> Vec<usize> {
    (0..s.units.len())
        .filter(|&u| s.data().units[u].kind == Kind::Air && s.faction(u) == Faction::West && !s.data().units[u].elite)
        .filter(|&u| !held(s, u) && s.units[u].loc != Loc::Gone)
        .collect()
}

/// The display's leftmost elite unit, if any (the one that comes back when too few are available).
fn display_elite(s: &State) -> Option<usize> {
    s.sw_held[BOMBING].iter().map(|&v| v as usize).find(|&v| s.data().units[v].elite)
}

/// L1415 (too many): elite unit `u` (force pool or map) goes to the display; a non-elite unit on the
/// display comes back to the force pool for it.
fn elite_off(s: &mut State, u: usize) {
    s.units[u].loc = Loc::Pool;
    s.sw_held[BOMBING].insert(0, u as u16);
    if let Some(k) = s.sw_held[BOMBING].iter().position(|&v| !s.data().units[v as usize].elite) {
        s.sw_held[BOMBING].remove(k);
    }
    s.log(Some(Faction::West.seat()), "df.sw_air_off", vec![s.unit_arg(u)]);
}

/// L1414 (too few): the display's elite unit comes back to the force pool and non-elite unit `v` (force
/// pool or map), if any, takes its zone.
fn elite_on(s: &mut State, v: Option<usize>) {
    let Some(u) = display_elite(s) else { return };
    s.sw_held[BOMBING].retain(|&x| x as usize != u);
    s.units[u].loc = Loc::Pool;
    s.log(Some(Faction::West.seat()), "df.sw_air_on", vec![s.unit_arg(u)]);
    if let Some(v) = v {
        s.units[v].loc = Loc::Pool;
        s.sw_held[BOMBING].push(v as u16);
        s.log(Some(Faction::West.seat()), "df.sw_air_held", vec![s.unit_arg(v)]);
    }
}

/// DF 7.9.2 Strategic Bombing (L1410–L1417), rules 7: after the marker moved into another zone the West
/// swaps units one at a time, choosing the unit each swap takes — too many available: which elite unit (force
/// pool or map) goes to the display, a non-elite unit there coming back; too few: which non-elite unit
/// (force pool or map) takes the zone of the display's elite unit, which comes back to the force pool. With
/// one unit to choose from the swap is made at once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct SwAir;

impl SwAir {
    /// `Some(true)`: too many; `Some(false)`: too few and an elite unit on the display; `None`: done.
    fn surplus(s: &State) -> Option<bool> {
        let (now, want) = (in_play(s, BOMBING).len(), allowed(s, BOMBING));
        if now > want {
            Some(true)
        } else if now < want && display_elite(s).is_some() {
            Some(false)
        } else {
            None
        }
    }
    /// The units the West may choose for the next swap.
    pub fn choices(s: &State) -> Vec<usize> {
        match Self::surplus(s) {
            Some(true) => in_play(s, BOMBING),
            Some(false) => plain_free(s),
            None => vec![],
        }
    }
}

impl steps::Step<State> for SwAir {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let too_many = Self::surplus(s)?;
        let units = Self::choices(s);
        if units.len() < 2 {
            return None;
        }
        let id = if too_many { "df.sw_air_choose_off" } else { "df.sw_air_choose_held" };
        Some(Prompt { seat: Some(Faction::West.seat()), id, args: vec![], rule: "DF 7.9.2", actions: units.into_iter().map(|u| Action::Unit(u as u16)).collect() })
    }
    /// One unit or none to choose from: the swap is made, and the step asks again until the count is met.
    fn run(&self, s: &mut State) {
        let Some(too_many) = Self::surplus(s) else { return };
        let units = Self::choices(s);
        if too_many {
            if let Some(&u) = units.first() {
                elite_off(s, u);
            } else {
                return;
            }
        } else {
            elite_on(s, units.first().copied());
        }
        s.steps.push(Step::SwAir(SwAir));
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Unit(u) = *a else { return Err(Illegal("choose an air unit".into())) };
        let u = u as usize;
        if !Self::choices(s).contains(&u) {
            return Err(Illegal("not an air unit this swap may take".into()));
        }
        match Self::surplus(s) {
            Some(true) => elite_off(s, u),
            Some(false) => elite_on(s, Some(u)),
            None => return Err(Illegal("no swap is due".into())),
        }
        // The step stays: it asks again (or ends when the count is met).
        Ok(())
    }
}

/// The sea areas where a fleet or sub the display releases is placed (7.9.2, L1401, L1407): for Malta any
/// sea area with a port Italy controls (an Axis-held port in Italy), for the Atlantic the North Atlantic.
pub fn release_seas(s: &State, t: usize) -> Vec<String> {
    let d = s.data();
    if t == ATLANTIC {
        return d.seas.keys().filter(|k| k.as_str() == "north_atlantic").cloned().collect();
    }
    let mut out: Vec<String> = vec![];
    for (h, x) in &d.hexes {
        if x.port && x.country == "italy" && s.cities.get(h) == Some(&Ideology::Axis) {
            for a in &x.sea_areas {
                if !out.contains(a) {
                    out.push(a.clone());
                }
            }
        }
    }
    out.sort();
    out
}

/// DF 7.9.2 (L1398–L1409): after a move into another zone OKW brings the Italian fleets (Malta) or its
/// subs (Atlantic) at sea to the zone's count — removing ready or interdicted ones of its choice to the
/// display's rightmost empty zone, ready side up, or placing the display's leftmost ones (Malta: in a
/// sea area of its choice with an Italian-controlled port; Atlantic: the North Atlantic), with no naval
/// combat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct SwUnits {
    pub track: u8,
}

impl SwUnits {
    fn excess(&self, s: &State) -> isize {
        let t = self.track as usize;
        in_play(s, t).len() as isize - allowed(s, t) as isize
    }
}

impl steps::Step<State> for SwUnits {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let t = self.track as usize;
        let n = self.excess(s);
        let actions: Vec<Action> = if n > 0 {
            in_play(s, t).into_iter().map(|u| Action::Unit(u as u16)).collect()
        } else if n < 0 && !s.sw_held[t].is_empty() {
            let seas = release_seas(s, t);
            if seas.len() < 2 {
                return None;
            }
            let keys = super::naval::sea_keys(s);
            seas.iter().filter_map(|a| keys.iter().position(|k| k == a)).map(|i| Action::ToSea(i as u8)).collect()
        } else {
            return None;
        };
        let id = if n > 0 { "df.sw_units_off" } else { "df.sw_units_on" };
        Some(Prompt { seat: Some(Faction::Okw.seat()), id, args: vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t])), Arg::Num(n.unsigned_abs() as i32)], rule: "DF 7.9.2", actions })
    }
    /// The automatic case: one sea area to place in (or none: the unit stays on the display).
    fn run(&self, s: &mut State) {
        let t = self.track as usize;
        if self.excess(s) < 0 && !s.sw_held[t].is_empty() {
            if let Some(sea) = release_seas(s, t).first().cloned() {
                release(s, t, &sea);
                s.steps.push(Step::SwUnits(self.clone()));
            }
        }
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let t = self.track as usize;
        match *a {
            Action::Unit(u) if self.excess(s) > 0 && in_play(s, t).contains(&(u as usize)) => {
                let u = u as usize;
                s.units[u].loc = Loc::Pool;
                s.units[u].flipped = false;
                s.sw_held[t].insert(0, u as u16);
                s.log(Some(Faction::Okw.seat()), "df.sw_unit_off", vec![s.unit_arg(u), Arg::Key(format!("df.sw.{}", SW_TRACKS[t]))]);
            }
            Action::ToSea(i) if self.excess(s) < 0 => {
                let Some(sea) = super::naval::sea_keys(s).get(i as usize).cloned() else { return Err(Illegal("no such sea area".into())) };
                if !release_seas(s, t).contains(&sea) {
                    return Err(Illegal("not a sea area the display's units may enter".into()));
                }
                release(s, t, &sea);
            }
            _ => return Err(Illegal("choose a unit or a sea area".into())),
        }
        Ok(())
    }
}

/// The display's leftmost unit goes to sea, ready, with no naval combat (L1401, L1407).
fn release(s: &mut State, t: usize, sea: &str) {
    if s.sw_held[t].is_empty() {
        return;
    }
    let u = s.sw_held[t].remove(0) as usize;
    s.units[u].loc = Loc::Sea(sea.to_string());
    s.units[u].flipped = false;
    s.log(Some(Faction::Okw.seat()), "df.sw_unit_on", vec![s.unit_arg(u), Arg::Key(format!("df.sea.{sea}"))]);
}

/// DF 7.9.2: after the marker moved into another zone, the display's units are adjusted (rules 6; the
/// Malta and Atlantic displays only with the naval rules, not in Overlord).
fn adjust(s: &mut State, t: usize) {
    if !adjustments_act(s) {
        return;
    }
    if t == BOMBING {
        // Rules 7: the West chooses the unit of each swap (L1414–L1415); rules 6 swapped automatically.
        if owner_swaps(s) {
            s.steps.push(Step::SwAir(SwAir));
        } else {
            bombing(s);
        }
    } else if super::naval::naval_act(s) {
        s.steps.push(Step::SwUnits(SwUnits { track: t as u8 }));
    }
}

/// DF 7.9.2 (L1419): with the Bombing marker in its leftmost zone, the West draws an action card at each of
/// its event procedures (rules 6, the action-card variant).
pub fn bombing_draw(s: &mut State, f: Faction) {
    if adjustments_act(s) && f == Faction::West && s.cards.on && zone(s, BOMBING) == Some(1) {
        s.log(Some(f.seat()), "df.sw_bombing_draw", vec![]);
        super::cards::draw(s, f, true);
    }
}
