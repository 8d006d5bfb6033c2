//! Stacking (EotS 8.24, 8.34, 8.48), checked at the end of each card play (never during an offensive or
//! a battle): per side and hex at most six naval units of one type (CV, BB, CA…), and at most three air
//! and ground units together, whatever their size; a US or SEAC air unit and its same-named LRB count as
//! one (8.34). The owner removes the excess, air units first; a supplied unit goes to the Turn Record Track
//! (air: next turn, 8.34; ground: two turns later, 8.48 — the two rules disagree, D4; naval: next turn,
//! 8.24), an unsupplied one is eliminated: the `Overstack` step, after every card play (turn/rounds.rs).

use super::Options;
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{seat_of, Loc, State, UnitId};
use crate::games::empire_of_the_sun::supply::{self, Supply};
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

/// Naval units of one type per side and hex (8.24).
pub const NAVAL_LIMIT: usize = 6;
/// Air and ground units per side and hex (8.34, 8.48).
pub const AIR_GROUND_LIMIT: usize = 3;

fn counts_air_ground(kind: UnitType) -> bool {
    matches!(kind, UnitType::Air | UnitType::Ground)
}

/// The air and ground units of `side` in `hex`, as stacking counts them: an LRB with its same-named air
/// unit in the hex counts once (8.34).
pub fn air_ground_count(s: &State, side: Side, hex: Hex) -> usize {
    air_ground_among(s, side, &s.units_at(hex))
}

/// [`air_ground_count`] among `units`, the counters of one hex.
fn air_ground_among(s: &State, side: Side, units: &[UnitId]) -> usize {
    let keys: Vec<&str> = units
        .iter()
        .filter(|&&u| s.side_of_unit(u) == side && counts_air_ground(s.unit_data(u).kind))
        .map(|&u| s.unit_data(u).key.as_str())
        .collect();
    keys.iter().filter(|k| !k.strip_suffix("-lrb").is_some_and(|base| keys.contains(&base))).count()
}

/// Whether unit `u` could join `hex` without its side going over a limit there (10.11: reinforcements are
/// placed within the stacking limits).
pub fn fits(s: &State, u: UnitId, hex: Hex) -> bool {
    let d = s.unit_data(u);
    let side = d.side;
    let here: Vec<UnitId> = s.units_at(hex).into_iter().filter(|&v| v != u && s.side_of_unit(v) == side).collect();
    if counts_air_ground(d.kind) {
        let key = d.key.as_str();
        let paired = here.iter().any(|&v| {
            let other = s.unit_data(v).key.as_str();
            key.strip_suffix("-lrb") == Some(other) || other.strip_suffix("-lrb") == Some(key)
        });
        return paired || air_ground_count(s, side, hex) < AIR_GROUND_LIMIT;
    }
    if d.kind.is_naval() {
        return here.iter().filter(|&&v| s.unit_data(v).kind == d.kind).count() < NAVAL_LIMIT;
    }
    true
}

/// The naval types of `side` over the limit in `hex`.
fn naval_over(s: &State, side: Side, hex: Hex) -> Vec<UnitType> {
    naval_over_among(s, side, &s.units_at(hex))
}

/// [`naval_over`] among `units`, the counters of one hex.
fn naval_over_among(s: &State, side: Side, units: &[UnitId]) -> Vec<UnitType> {
    let mut by_type: Vec<(UnitType, usize)> = vec![];
    for &u in units {
        let d = s.unit_data(u);
        if d.side != side || !d.kind.is_naval() {
            continue;
        }
        match by_type.iter_mut().find(|(t, _)| *t == d.kind) {
            Some((_, n)) => *n += 1,
            None => by_type.push((d.kind, 1)),
        }
    }
    by_type.into_iter().filter(|&(_, n)| n > NAVAL_LIMIT).map(|(t, _)| t).collect()
}

/// Whether `side` is over a limit in `hex`.
pub fn over_limit(s: &State, side: Side, hex: Hex) -> bool {
    over_limit_among(s, side, &s.units_at(hex))
}

/// [`over_limit`] among `units`, the counters of one hex.
fn over_limit_among(s: &State, side: Side, units: &[UnitId]) -> bool {
    air_ground_among(s, side, units) > AIR_GROUND_LIMIT || !naval_over_among(s, side, units).is_empty()
}

/// Every overstacked (side, hex), the Japanese first, hexes in order. The counters are gathered by hex
/// once (asked after every card play, this looked through every counter for every occupied hex).
pub fn overstacked(s: &State) -> Vec<(Side, Hex)> {
    let mut placed: Vec<(Hex, UnitId)> = s.on_map().map(|(u, h)| (h, u)).collect();
    crate::kit::sort::sort_by_key(&mut placed, |(h, _)| (h.col, h.row));
    let stacks: Vec<(Hex, Vec<UnitId>)> = placed.chunk_by(|a, b| a.0 == b.0).map(|c| (c[0].0, c.iter().map(|&(_, u)| u).collect())).collect();
    let mut out = vec![];
    for side in [Side::Japanese, Side::Allied] {
        for (h, units) in &stacks {
            if over_limit_among(s, side, units) {
                out.push((side, *h));
            }
        }
    }
    out
}

/// The units the owner may remove next from an overstacked hex: air units first while the air and ground
/// limit is exceeded (8.34, 8.48), then ground units; units of a naval type over its limit.
pub fn removable(s: &State, side: Side, hex: Hex) -> Vec<UnitId> {
    let mine: Vec<UnitId> = s.units_at(hex).into_iter().filter(|&u| s.side_of_unit(u) == side).collect();
    let mut out = vec![];
    if air_ground_count(s, side, hex) > AIR_GROUND_LIMIT {
        let air: Vec<UnitId> = mine.iter().copied().filter(|&u| s.unit_data(u).kind == UnitType::Air).collect();
        if air.is_empty() {
            out.extend(mine.iter().copied().filter(|&u| s.unit_data(u).kind == UnitType::Ground));
        } else {
            out.extend(air);
        }
    }
    let over = naval_over(s, side, hex);
    out.extend(mine.iter().copied().filter(|&u| over.contains(&s.unit_data(u).kind)));
    out
}

/// Removes an overstacked unit: to the Turn Record Track when supplied, else eliminated.
pub fn remove(s: &mut State, u: UnitId, supplied: bool, opts: &Options) {
    let turn = s.tracks.turn;
    let loc = if !supplied {
        Loc::Eliminated
    } else {
        let wait = match s.unit_data(u).kind {
            UnitType::Ground => opts.overstack_ground_turns,
            UnitType::Air => opts.overstack_air_turns,
            _ => 1,
        };
        Loc::Returns(turn + wait)
    };
    let reduced = s.unit(u).reduced;
    s.place(u, loc, reduced);
}

/// Removes an overstacked unit, and asks again while the hex is still over a limit.
pub fn remove_overstacked(s: &mut State, sup: &Supply, u: UnitId) {
    let side = s.side_of_unit(u);
    let Some(hex) = s.unit(u).loc.hex() else { return };
    remove(s, u, sup.supplied(u), &Default::default());
    let key = s.unit_data(u).key.clone();
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.overstack_removed", vec![Arg::Unit(key), Arg::Hex(hex.id())]));
    if over_limit(s, side, hex) {
        s.steps.push(Step::Overstack(steps::Overstack { side, hex }));
    }
}

/// EotS 8.24, 8.34, 8.48: `side` removes counters from its overstacked hex, one at a time, until the hex is
/// within the limits.
impl Kind<State> for steps::Overstack {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let a: Vec<Action> = removable(s, self.side, self.hex).into_iter().map(|unit| Action::Remove { unit }).collect();
        ask(self.side, "eots.overstack", vec![Arg::Hex(self.hex.id())], "EotS 8.34", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let sup = supply::compute(s);
        let Action::Remove { unit } = action else { return refuse(self, action) };
        s.steps.pop();
        remove_overstacked(s, &sup, *unit);
        Ok(())
    }
}
