//! Retreat after a lost ground combat (EotS 9.5): offensive ground units go back the way they came (a
//! landing moves like a naval unit in the post-battle movement, 8.45C); the offensive player moves each
//! retreating reaction unit to an adjacent hex the rules allow, or it is eliminated (the `Retreat` step).

use super::participants::{ground_units, one_hex_island};
use super::{hex_arg, log, unit_arg, Fight};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::offensive::off;
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse};
use crate::games::empire_of_the_sun::text;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, Prompt, Seat};
use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::offensive::movement::transport;
use crate::games::empire_of_the_sun::state::{Active, Loc, Mode, State, UnitId};
use crate::kit::hex::Hex;

/// Where an offensive ground unit retreats (9.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OffensiveRetreat {
    /// It entered by ground movement: back to the hex it entered from.
    To(Hex),
    /// It landed: it moves like a naval unit in the post-battle movement, to a friendly port or coastal
    /// hex, or is eliminated (8.45C).
    Naval,
}

/// The ground units of `side` that retreat from the battle hex (9.4C).
pub fn retreating(state: &State, fight: &Fight, side: Side) -> Vec<UnitId> {
    ground_units(state, fight, side)
}

fn offensive_active(state: &State, u: UnitId) -> Option<&Active> {
    state.offensive.as_ref()?.active.iter().find(|a| a.unit == u)
}

/// EotS 9.5: where offensive ground unit `u` retreats.
pub fn offensive_retreat(state: &State, u: UnitId) -> OffensiveRetreat {
    // 8.47: a barge landing goes back to the hex it came from.
    if let Some(from) = transport::barge_origin(state, u) {
        return OffensiveRetreat::To(from);
    }
    match offensive_active(state, u) {
        Some(a) if a.mode == Some(Mode::Amphibious) => OffensiveRetreat::Naval,
        Some(a) => OffensiveRetreat::To(a.entered_from.unwrap_or(a.from)),
        None => OffensiveRetreat::Naval,
    }
}

/// The hexes offensive ground units entered the battle hex from (a retreating reaction unit may not go
/// there, 9.5).
fn attackers_came_from(state: &State, fight: &Fight) -> Vec<Hex> {
    let Some(o) = &*state.offensive else { return vec![] };
    o.active
        .iter()
        .filter(|a| state.unit_data(a.unit).kind == UnitType::Ground)
        .filter(|a| a.battle == Some(fight.hex) || state.unit(a.unit).loc == Loc::Hex(fight.hex))
        .filter(|a| a.mode != Some(Mode::Amphibious))
        .filter_map(|a| a.entered_from)
        .collect()
}

/// Air and ground units of `side` in `h` (8.34, 8.48: at most three; an LRB and its parent count once).
fn air_ground_stack(state: &State, h: Hex, side: Side) -> usize {
    let mut names: Vec<String> = vec![];
    for u in state.units_at(h) {
        let d = state.unit_data(u);
        if d.side == side && matches!(d.kind, UnitType::Air | UnitType::Ground) {
            let n = if d.lrb { d.name.trim_end_matches(" LRB").to_string() } else { d.name.clone() };
            if !names.contains(&n) {
                names.push(n);
            }
        }
    }
    names.len()
}

/// EotS 9.5: the hexes the offensive player may retreat reaction unit `u` to: adjacent across a land
/// hexside, free of offensive units, not a hex the attackers entered from, not overstacked by the
/// retreat; friendly named locations if any of them qualifies. None (the unit is eliminated) from a
/// one-hex island.
pub fn reaction_retreat_hexes(state: &State, fight: &Fight, u: UnitId) -> Vec<Hex> {
    if one_hex_island(state, fight.hex) {
        return vec![];
    }
    let side = state.side_of_unit(u);
    let geo = state.geo();
    let came_from = attackers_came_from(state, fight);
    let limit = state.data().tables.constant("stack_air_ground") as usize;
    let ix = geo.ix(fight.hex);
    if ix == geo::NONE {
        return vec![];
    }
    let ok: Vec<Hex> = geo
        .neighbours(ix)
        .filter(|s| s.land)
        .map(|s| geo.hex(s.to))
        .filter(|&h| !state.occupied_by(h, fight.offensive))
        .filter(|h| !came_from.contains(h))
        .filter(|&h| air_ground_stack(state, h, side) < limit)
        .collect();
    let named: Vec<Hex> =
        ok.iter().copied().filter(|&h| state.controller(h) == Some(side) && state.hex_data(h).is_some_and(|d| d.is_named_location())).collect();
    if named.is_empty() {
        ok
    } else {
        named
    }
}

/// Moves retreating unit `u` to `to`, or eliminates it when there is nowhere to go (9.5).
pub fn retreat(state: &mut State, fight: &Fight, u: UnitId, to: Option<Hex>) {
    let side = state.side_of_unit(u);
    match to {
        Some(h) => {
            state.units[u as usize].loc = Loc::Hex(h);
            log(state, Some(side), "eots.retreat", vec![unit_arg(state, u), hex_arg(fight.hex), hex_arg(h)]);
        }
        None => {
            state.units[u as usize].loc = Loc::Eliminated;
            log(state, Some(side), "eots.retreat_eliminated", vec![unit_arg(state, u), hex_arg(fight.hex)]);
        }
    }
}

// ---- The step: the battle being fought, as the offensive keeps it ----

/// The hexes a retreating reaction unit may go to (chosen by the offensive player, 9.5).
pub fn retreat_hexes(s: &State, u: UnitId) -> Vec<Hex> {
    let f = s.offensive.as_ref().and_then(|o| o.fight.as_ref()).expect("a battle");
    reaction_retreat_hexes(s, f, u)
}

pub fn retreat_to(s: &mut State, u: UnitId, to: Option<Hex>) {
    let f = s.offensive.as_ref().unwrap().fight.clone().unwrap();
    retreat(s, &f, u, to);
}

/// EotS 9.5: the offensive player retreats a reaction unit; with nowhere to go it is eliminated.
impl Kind<State> for steps::Retreat {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = off(s).side;
        let a: Vec<Action> = retreat_hexes(s, self.unit).into_iter().map(|h| Action::RetreatTo { unit: self.unit, hex: h }).collect();
        ask(side, "eots.retreat", vec![text::unit_arg(s, self.unit), Arg::Hex(self.hex.id())], "EotS 9.5", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::RetreatTo { hex, .. } = action else { return refuse(self, action) };
        s.steps.pop();
        retreat_to(s, self.unit, Some(*hex));
        Ok(())
    }

    fn none_left(&self, s: &mut State) {
        retreat_to(s, self.unit, None);
    }
}
