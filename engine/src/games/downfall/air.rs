//! Air units (DF 2.3, L684–L726), air superiority (DF 8.1, L1582–L1593) and the air adjustment of the
//! event procedure (DF 10.1 steps 3 and 7, 10.3, L1701–L1795) — rules 3.
//!
//! Each faction keeps on the map as many air units as its air icons on the event display: at step 3 of
//! the event procedure the owners remove air units down to the icons of the Current and Spent cards, at
//! step 7 they place them up to the icons of all three cards, factions in the order Soviet, OKH, OKW,
//! West. An Axis icon goes to the Axis faction of the player who revealed the card (10.3.1). An air unit
//! stands in a friendly city or rail hex that traces supply (the West also in the UK or the Middle East),
//! never alone in an enemy ZOC (it rebases to the nearest legal hex), one to a hex. In a land combat in
//! Fair or Snow the side with more air units in range of the defended hex (4 hexes, 5 elite), or on a tie
//! more elite ones, has air superiority: +2/+1 to the attacker's roll, −2/−1 for the defender's (none for a
//! lone partisan); elite air units in range count for the elite comparison in any weather.

use serde::Serialize;

use super::data::{Faction, Kind, Weather, GRID};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::rows::RowHex;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The air range (DF 2.3, L690): 4 hexes, 5 for an elite air unit.
pub const RANGE: u32 = 4;
pub const RANGE_ELITE: u32 = 5;
/// Air superiority DRMs (DF 8.1, L1586–L1589).
pub const SUPERIORITY_FAIR: i32 = 2;
pub const SUPERIORITY_SNOW: i32 = 1;
/// The Western land areas where the West may base air units (DF 2.3.2, decision Q11).
pub const WESTERN_BASES: [&str; 2] = ["uk", "middle_east"];
/// The Axis jet unit enters only by an action card (DF 2.3.2, L712): never by the icons.
pub const JETS: &str = "air-jets";
/// The order factions adjust air units in (DF 10.3, L1789).
pub const ORDER: [Faction; 4] = [Faction::Soviet, Faction::Okh, Faction::Okw, Faction::West];

/// Whether the air rules play: rules 3 on.
pub fn air_act(s: &State) -> bool {
    s.rules >= 3
}

pub fn is_air(s: &State, u: usize) -> bool {
    s.data().units[u].kind == Kind::Air
}

/// A faction's air units on the map (in hexes and land areas).
pub fn on_map(s: &State, f: Faction) -> Vec<usize> {
    (0..s.units.len()).filter(|&u| is_air(s, u) && s.faction(u) == f && matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_))).collect()
}

/// The Axis faction of the player of `f` (DF 1.2: West with OKH, the Soviets with OKW).
pub fn axis_of_player(f: Faction) -> Faction {
    match f {
        Faction::West | Faction::Okh => Faction::Okh,
        Faction::Soviet | Faction::Okw => Faction::Okw,
    }
}

/// A faction's air icons on some cards of the display (DF 10.3): its own, and the Axis icons whose marker
/// names it (10.3.1).
pub fn icons(s: &State, f: Faction, cards: &[u8]) -> usize {
    let d = s.data();
    cards
        .iter()
        .map(|&c| {
            let card = &d.events[c as usize];
            card.air
                .iter()
                .filter(|a| match a {
                    Some(x) => *x == f,
                    None => s.events.axis_air.iter().any(|(k, x)| *k == c && *x == f),
                })
                .count()
        })
        .sum()
}

/// The cards step 3 counts (Current and Spent) and the cards step 7 counts (all three).
fn kept_cards(s: &State) -> Vec<u8> {
    s.events.spent().into_iter().chain(s.events.current).collect()
}
fn shown_cards(s: &State) -> Vec<u8> {
    s.events.visible().collect()
}

/// The hex distance from an air unit's place to a hex (DF 2.3: counted through anything); from a land
/// area, one more than from the hexes it touches (the UK: its six beach hexes, L692).
pub fn distance(s: &State, u: usize, to: RowHex) -> Option<u32> {
    // DF 1.B (rules 11): to an attacked land area, 0 from inside it, else one more than to the nearer of its
    // land hexes.
    if let Some(k) = super::areas::area_of(to) {
        if super::areas::key_of(s, to).is_some_and(|key| s.units[u].loc == Loc::Area(key.to_string())) {
            return Some(0);
        }
        return super::areas::land_hexes(s, k).iter().filter_map(|h| distance(s, u, *h)).min().map(|d| d + 1);
    }
    match &s.units[u].loc {
        Loc::Hex(h) => Some(GRID.distance(*h, to) as u32),
        Loc::Area(a) => {
            let i = s.data().land_areas.iter().position(|(k, _)| k == a)?;
            s.data().area_air_hexes.get(i)?.iter().map(|h| GRID.distance(*h, to) as u32 + 1).min()
        }
        _ => None,
    }
}

/// A faction's air units in range of a hex (DF 2.3, L690).
pub fn in_range(s: &State, f: Faction, to: RowHex) -> Vec<usize> {
    on_map(s, f)
        .into_iter()
        .filter(|&u| {
            let r = if s.data().units[u].elite { RANGE_ELITE } else { RANGE };
            distance(s, u, to).is_some_and(|d| d <= r)
        })
        .collect()
}

/// Who has air superiority over a combat at `hex` between `attacker` and the defending faction (DF 2.3.3,
/// 8.1): in Fair or Snow, the side with more air units in range, on a tie the one with more elite air units
/// in range; nobody in Mud or on a full tie. `Some(true)`: the attacker.
pub fn superiority(s: &State, attacker: Faction, hex: RowHex) -> Option<bool> {
    if !air_act(s) || s.weather == Weather::Mud {
        return None;
    }
    let a = in_range(s, attacker, hex);
    let d = in_range(s, attacker.enemy(), hex);
    let elite = |v: &[usize]| v.iter().filter(|&&u| s.data().units[u].elite).count();
    // The Jets card's JETS unit (L708): one more elite air unit in range for the side that played it.
    let (ja, jd) = (super::cards::jets(s, attacker), super::cards::jets(s, attacker.enemy()));
    match (a.len() + ja).cmp(&(d.len() + jd)).then((elite(&a) + ja).cmp(&(elite(&d) + jd))) {
        std::cmp::Ordering::Greater => Some(true),
        std::cmp::Ordering::Less => Some(false),
        std::cmp::Ordering::Equal => None,
    }
}

/// The elite air units of a faction in range of a hex: they count in the elite comparison of a combat
/// there in any weather (DF 2.3.3, 8 step 3).
pub fn elite_in_range(s: &State, f: Faction, hex: RowHex) -> usize {
    if !air_act(s) {
        return 0;
    }
    in_range(s, f, hex).into_iter().filter(|&u| s.data().units[u].elite).count() + super::cards::jets(s, f)
}

/// The hexes and land areas an air unit of `f` may be placed in now (DF 2.3.2, 10.3): a city or rail hex
/// its ideology controls, from which the faction traces supply; not in an enemy ZOC unless a friendly
/// combat unit is there; no enemy combat unit and no other air unit there. The West may also use the UK
/// and the Middle East land areas. From rules 12 a hex whose trace must cross a contested sea area (or,
/// under Overlord's rule 14, the Baltic or the Black Sea) is one too, at the price of its trace
/// ([`Adjust::placement_cost`]).
pub fn bases(s: &State, f: Faction) -> (Vec<RowHex>, Vec<u8>) {
    bases_with(s, f, true)
}

/// The places an air unit moved by a rule rather than placed may go (DF 2.3.2 L718's rebase, Africa
/// Liberated's move, L1759): traced through free sea areas only (decision Q25: no check is made outside a
/// placement).
pub fn free_bases(s: &State, f: Faction) -> (Vec<RowHex>, Vec<u8>) {
    bases_with(s, f, false)
}

fn bases_with(s: &State, f: Faction, paid: bool) -> (Vec<RowHex>, Vec<u8>) {
    let me = f.ideology();
    let occ = s.occupancy();
    let zoc = s.ezoc_hexes(&occ, me);
    let ok = super::supply::air_base_check(s, f, paid);
    let air: Vec<RowHex> = (0..s.units.len()).filter(|&u| is_air(s, u)).filter_map(|u| s.hex_of(u)).collect();
    let hexes: Vec<RowHex> = s
        .data()
        .city_or_rail
        .iter()
        .copied()
        .filter(|h| !air.contains(h))
        .filter(|h| {
            let combat = occ.get(h).map_or(&[][..], |v| v.as_slice());
            if combat.iter().any(|&u| s.faction(u).ideology() != me) {
                return false;
            }
            !(combat.is_empty() && super::data::dense(*h).is_some_and(|i| zoc[i]))
        })
        .filter(|h| ok(*h))
        .collect();
    let areas: Vec<u8> = if f == Faction::West {
        s.data().land_areas.iter().enumerate().filter(|(_, (k, _))| WESTERN_BASES.contains(&k.as_str())).map(|(i, _)| i as u8).collect()
    } else {
        vec![]
    };
    (hexes, areas)
}

/// The air units of `f` in its force pool that may be placed now (DF 10.3.2): not the jets; with no air
/// unit of the faction on the map, a non-elite one (an elite one only when no other is left).
pub fn placeable(s: &State, f: Faction) -> Vec<usize> {
    let pool: Vec<usize> = (0..s.units.len()).filter(|&u| is_air(s, u) && s.faction(u) == f && s.units[u].loc == Loc::Pool && s.data().units[u].key != JETS && !super::sw::held(s, u)).collect();
    if on_map(s, f).is_empty() {
        let plain: Vec<usize> = pool.iter().copied().filter(|&u| !s.data().units[u].elite).collect();
        if !plain.is_empty() {
            return plain;
        }
    }
    pool
}

/// Step 3 or step 7 of the event procedure (DF 10.1, 10.3), and the scenario's first placement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// Step 3: down to the icons of the Current and Spent cards.
    Remove,
    /// Step 7: up to the icons of all three cards.
    Place,
}

/// The air adjustment, faction by faction (DF 10.3: Soviet, OKH, OKW, West), one unit at a time.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Adjust {
    pub phase: Phase,
    /// The contested sea areas each faction's placements have checked in this adjustment (DF 9.1.2: once an
    /// area; rules 12). Rule 14's +1 is paid each time (DF 14), so Overlord keeps none.
    pub checked: Vec<(Faction, String)>,
}

impl Adjust {
    pub fn new(phase: Phase) -> Adjust {
        Adjust { phase, checked: vec![] }
    }

    /// The areas `f` has checked in this adjustment.
    fn checked_by(&self, f: Faction) -> Vec<String> {
        self.checked.iter().filter(|(g, _)| *g == f).map(|(_, a)| a.clone()).collect()
    }

    /// What placing an air unit of `f` at `h` costs now (rules 12): the sea areas its trace pays for, each
    /// with its initiative — a contested area's interception check (DF 10.3, 9 "check only": no naval attack)
    /// or Overlord's inner seas at +1 (DF 14). Empty when the trace crosses only free areas.
    pub fn placement_cost(&self, s: &State, f: Faction, h: RowHex) -> Vec<(String, u16)> {
        super::supply::air_trace(s, f, h, &self.checked_by(f)).unwrap_or_default()
    }

    /// DF 10.3, 9.1 (rules 12): the placing faction pays each area's check (or rule 14's +1) as the unit is
    /// placed; a check is remembered for the adjustment (9.1.2).
    fn pay(&self, s: &mut State, f: Faction, unit: u16, h: RowHex) -> Adjust {
        let mut next = self.clone();
        let overlord = super::naval::overlord(s);
        for (sea, c) in self.placement_cost(s, f, h) {
            let id = if overlord { "df.air_inner_sea" } else { "df.air_sea_check" };
            s.log(Some(f.seat()), id, vec![s.unit_arg(unit as usize), Arg::Key(format!("df.sea.{sea}")), Arg::Num(c as i32)]);
            s.pay(f, c);
            if !overlord {
                next.checked.push((f, sea));
            }
        }
        next
    }
}

impl Adjust {
    /// The next faction to adjust, and whether it removes (true) or places.
    fn next(&self, s: &State) -> Option<Faction> {
        ORDER.into_iter().find(|&f| {
            let n = on_map(s, f).len();
            match self.phase {
                Phase::Remove => n > icons(s, f, &kept_cards(s)),
                Phase::Place => n < icons(s, f, &shown_cards(s)) && !placeable(s, f).is_empty() && {
                    let (h, a) = bases(s, f);
                    !h.is_empty() || !a.is_empty()
                },
            }
        })
    }
}

impl steps::Step<State> for Adjust {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let f = self.next(s)?;
        match self.phase {
            Phase::Remove => {
                let actions = on_map(s, f).into_iter().map(|u| Action::Unit(u as u16)).collect();
                Some(Prompt { seat: Some(f.seat()), id: "df.air_remove", args: vec![Arg::Seat(f.seat())], rule: "DF 10.3", actions })
            }
            Phase::Place => {
                let (hexes, areas) = bases(s, f);
                let mut actions = vec![];
                for u in placeable(s, f) {
                    actions.extend(hexes.iter().map(|&h| Action::Enter { unit: u as u16, hex: h }));
                    actions.extend(areas.iter().map(|&a| Action::Base { unit: u as u16, area: a }));
                }
                Some(Prompt { seat: Some(f.seat()), id: "df.air_place", args: vec![Arg::Seat(f.seat())], rule: "DF 10.3", actions })
            }
        }
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Some(f) = self.next(s) else { return Err(Illegal("no air unit to adjust".into())) };
        match (a.clone(), self.phase) {
            (Action::Unit(u), Phase::Remove) if on_map(s, f).contains(&(u as usize)) => {
                s.units[u as usize].loc = Loc::Pool;
                s.log(Some(f.seat()), "df.air_removed", vec![s.unit_arg(u as usize)]);
            }
            (Action::Enter { unit, hex }, Phase::Place) if placeable(s, f).contains(&(unit as usize)) && bases(s, f).0.contains(&hex) => {
                let next = self.pay(s, f, unit, hex);
                if next != *self {
                    if let Some(Step::Air(a)) = s.steps.last_mut() {
                        *a = next;
                    }
                }
                s.units[unit as usize].loc = Loc::Hex(hex);
                s.log(Some(f.seat()), "df.air_placed", vec![s.unit_arg(unit as usize), Arg::Hex(hex.id())]);
            }
            (Action::Base { unit, area }, Phase::Place) if placeable(s, f).contains(&(unit as usize)) && bases(s, f).1.contains(&area) => {
                let k = s.data().land_areas[area as usize].0.clone();
                s.units[unit as usize].loc = Loc::Area(k.clone());
                s.log(Some(f.seat()), "df.air_based", vec![s.unit_arg(unit as usize), Arg::Key(format!("df.area.{k}"))]);
            }
            _ => return Err(Illegal("that air unit may not go there".into())),
        }
        Ok(())
    }
}

/// The Axis icons of a revealed card go to the Axis faction of the player who revealed it (DF 10.3.1):
/// the card keeps that faction's air marker while it is on the display.
pub fn mark_axis_icons(s: &mut State, card: u8, revealer: Faction) {
    s.events.axis_air.retain(|(c, _)| *c != card);
    if s.data().events.get(card as usize).is_some_and(|c| c.air.iter().any(|a| a.is_none())) {
        s.events.axis_air.push((card, axis_of_player(revealer)));
    }
}

/// DF 2.3.2 (L718): an air unit alone in an enemy ZOC hex moves at once to the nearest legal placement
/// hex (or, for the West, land area) — the engine takes the first of equally near ones, in hex order.
/// An air unit with no legal place goes to the force pool.
pub fn rebase(s: &mut State) {
    if !air_act(s) {
        return;
    }
    // Only combat units make ZOC and company, and rebasing moves no combat unit: one occupancy for all.
    // The ZOC is asked of the lone air units' hexes only (`ezoc_sources`, the same test as the whole
    // map's `ezoc_hexes` at a fraction of the cost: this runs after every action).
    let mut occ = None;
    for f in ORDER {
        for u in on_map(s, f) {
            let Loc::Hex(h) = s.units[u].loc else { continue };
            let occ = occ.get_or_insert_with(|| s.occupancy());
            let alone = !occ.get(&h).is_some_and(|v| v.iter().any(|&c| s.faction(c).ideology() == f.ideology()));
            if !(alone && !s.ezoc_sources(occ, f.ideology(), h).is_empty()) {
                continue;
            }
            s.units[u].loc = Loc::Pool;
            let (hexes, areas) = free_bases(s, f);
            let best = hexes.iter().copied().min_by_key(|x| GRID.distance(*x, h));
            let area = areas.first().copied();
            let to = match (best, area) {
                (Some(b), _) => Some(Loc::Hex(b)),
                (None, Some(a)) => Some(Loc::Area(s.data().land_areas[a as usize].0.clone())),
                _ => None,
            };
            match to {
                Some(l) => {
                    let arg = match &l {
                        Loc::Hex(x) => Arg::Hex(x.id()),
                        Loc::Area(k) => Arg::Key(format!("df.area.{k}")),
                        _ => Arg::Num(0),
                    };
                    s.units[u].loc = l;
                    s.log(Some(f.seat()), "df.air_rebased", vec![s.unit_arg(u), arg]);
                }
                None => s.log(Some(f.seat()), "df.air_removed", vec![s.unit_arg(u)]),
            }
        }
    }
}

/// The first air placement of a scenario (DF 4, L716: the set-up places the air units the display's icons
/// give): the owners place them before the first action round.
pub fn setup_step() -> Step {
    Step::Air(Adjust::new(Phase::Place))
}
