//! Partisans (DF 2.2, L656–L682) and the Partisan Warfare order (DF 7.8, L1342–L1352; example L1384–L1392),
//! rules version 2. West and the Soviets roll 2d6 on the order's bands (pack `partisan_warfare.tsv`): 2–4
//! nothing, 5–9 one roll on the Partisan Table, 10+ two. Each table roll (2d6, `partisan_table.tsv`) names a
//! country; a partisan of the faction is placed in an empty hex of it, not in Africa, that is not nearer (by
//! walking route) to a friendly unit than to an enemy unit (decision Q12: ties allowed). With no such hex,
//! or no partisan counter left in the force pool, the partisan is lost.
//!
//! A partisan is not a combat unit: it has no ZOC, controls no hex and stacks with anything (the rules
//! reading `State::occupancy` never see it), and is always in supply (its supply badge). What partisans do
//! once placed — moving with the partisan icon, Axis initiative for entering their hex, combat against them,
//! owning an objective — is not enforced yet (docs/games/downfall.md).

use std::collections::VecDeque;

use serde::Serialize;

use super::data::{Faction, Kind};
use super::state::{Loc, State, Step};
use super::Action;
use crate::kit::rows::RowHex;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The Partisan Table's rows (2d6): a modified roll is read within them (decision Q5).
pub const TABLE_MIN: i32 = 2;
pub const TABLE_MAX: i32 = 12;

/// Whether Partisan Warfare may be chosen: rules version 2 on (rules-1 records never offered it).
pub fn enforced(s: &State) -> bool {
    s.rules >= 2
}

fn dice_arg(dice: &[crate::kit::chance::Roll]) -> Arg {
    Arg::Dice(dice.iter().map(|d| crate::log::Die { value: d.value, scripted: d.drawn == crate::kit::chance::Drawn::Scripted }).collect())
}

/// DF 7.8: the order's roll, then a placement per Partisan Table roll.
pub fn start(s: &mut State, f: Faction) {
    let dice = s.chance.rolls(2, 1..=6);
    let roll = dice.iter().map(|d| d.value as i32).sum::<i32>() + super::events::roll_bonus(s, f);
    let n = s.data().partisan_bands.iter().find(|(lo, hi, _)| (*lo..=*hi).contains(&roll)).map_or(0, |b| b.2);
    s.log(Some(f.seat()), "df.partisan_warfare", vec![dice_arg(&dice), Arg::Num(n as i32)]);
    // The later rolls' placements go under the earlier ones.
    let mut places = vec![];
    for _ in 0..n {
        let dice = s.chance.rolls(2, 1..=6);
        let roll = (dice.iter().map(|d| d.value as i32).sum::<i32>() + super::events::roll_bonus(s, f)).clamp(TABLE_MIN, TABLE_MAX);
        let country = s.data().partisan_table.get(&(f, roll as u8)).cloned().unwrap_or_default();
        s.log(Some(f.seat()), "df.partisan_table", vec![dice_arg(&dice), Arg::Key(format!("df.country.{country}"))]);
        places.push(Place { faction: f, country });
    }
    for p in places.into_iter().rev() {
        s.steps.push(Step::Partisan(p));
    }
}

/// Walking-route distances (passable hexsides, DF A.3) from every hex holding a combat unit that `pick`
/// accepts; `u32::MAX` where none is reachable.
fn distances(s: &State, pick: impl Fn(usize) -> bool) -> Vec<u32> {
    use super::data::{dense, DENSE_HEXES};
    let mut dist = vec![u32::MAX; DENSE_HEXES];
    let mut q = VecDeque::new();
    for u in 0..s.units.len() {
        if let (Some(h), true) = (s.hex_of(u), s.is_combat(u) && pick(u)) {
            if let Some(i) = dense(h).filter(|&i| dist[i] != 0) {
                dist[i] = 0;
                q.push_back(h);
            }
        }
    }
    while let Some(h) = q.pop_front() {
        let Some(d) = dense(h).map(|i| dist[i]) else { continue };
        for n in s.links(h) {
            if let Some(j) = dense(n).filter(|&j| dist[j] == u32::MAX) {
                dist[j] = d + 1;
                q.push_back(n);
            }
        }
    }
    dist
}

/// A placement's country standing for every country of the faction's Partisan Table (Big Three
/// Conference, rules 7, reconstructed: cards.rs).
pub const ANY_COUNTRY: &str = "any";

/// The countries of a faction's Partisan Table, in the table's order, once each.
pub fn table_countries(s: &State, f: Faction) -> Vec<String> {
    let mut v: Vec<String> = vec![];
    for ((g, _), c) in &s.data().partisan_table {
        if *g == f && !v.contains(c) {
            v.push(c.clone());
        }
    }
    v
}

/// The hexes a partisan of `f` may be placed in, in `country` (DF 7.8, L1352): empty (no unit of any kind),
/// not in Africa, its walking distance to the nearest friendly combat unit not smaller than to the nearest
/// enemy (Axis) one. [`ANY_COUNTRY`]: in any country of the faction's Partisan Table.
pub fn placements(s: &State, f: Faction, country: &str) -> Vec<RowHex> {
    let me = f.ideology();
    if super::events::AFRICA.contains(&country) {
        return vec![];
    }
    let countries: Vec<String> = if country == ANY_COUNTRY { table_countries(s, f) } else { vec![country.to_string()] };
    let friendly = distances(s, |u| s.faction(u).ideology() == me);
    let enemy = distances(s, |u| s.faction(u).ideology().hostile(me));
    let taken: Vec<RowHex> = (0..s.units.len()).filter_map(|u| s.hex_of(u)).collect();
    let far = |m: &[u32], h: &RowHex| super::data::dense(*h).map_or(u32::MAX, |i| m[i]);
    s.data()
        .hexes
        .iter()
        .filter(|(h, x)| x.playable() && countries.contains(&x.country) && !super::events::AFRICA.contains(&x.country.as_str()) && !taken.contains(h))
        .filter(|(h, _)| far(&friendly, h) >= far(&enemy, h))
        .map(|(h, _)| *h)
        .collect()
}

/// A partisan counter of the faction in the force pool, if any.
pub fn counter(s: &State, f: Faction) -> Option<usize> {
    (0..s.units.len()).find(|&u| s.data().units[u].kind == Kind::Partisan && s.faction(u) == f && s.units[u].loc == Loc::Pool)
}

/// A Partisan Table result to place (DF 7.8).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Place {
    pub faction: Faction,
    pub country: String,
}

impl Place {
    fn options(&self, s: &State) -> Vec<RowHex> {
        if counter(s, self.faction).is_none() {
            return vec![];
        }
        placements(s, self.faction, &self.country)
    }
}

impl steps::Step<State> for Place {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let actions = self.options(s).into_iter().map(Action::To).collect();
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.partisan_place", args: vec![Arg::Key(format!("df.country.{}", self.country))], rule: "DF 7.8", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::To(h) = *a else { return Err(Illegal("choose the partisan's hex".into())) };
        if !self.options(s).contains(&h) {
            return Err(Illegal(format!("a partisan may not be placed in {}", h.id())));
        }
        let u = counter(s, self.faction).ok_or_else(|| Illegal("no partisan counter is left".into()))?;
        s.steps.pop();
        s.units[u].loc = Loc::Hex(h);
        s.log(Some(self.faction.seat()), "df.partisan_placed", vec![s.unit_arg(u), Arg::Hex(h.id())]);
        Ok(())
    }
    /// No legal hex, or no counter: the partisan is lost (L1352).
    fn none_left(&self, s: &mut State) {
        s.log(Some(self.faction.seat()), "df.partisan_lost", vec![Arg::Key(format!("df.country.{}", self.country))]);
    }
}

/// Whether a unit is a partisan (DF 2.2).
pub fn is_partisan(s: &State, u: usize) -> bool {
    s.data().units[u].kind == Kind::Partisan
}

/// The partisans standing in a hex.
pub fn partisans_in(s: &State, h: RowHex) -> Vec<usize> {
    (0..s.units.len()).filter(|&u| is_partisan(s, u) && s.units[u].loc == Loc::Hex(h)).collect()
}
