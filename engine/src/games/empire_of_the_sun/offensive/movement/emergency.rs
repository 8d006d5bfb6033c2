//! Emergency moves (EotS 8.22, 8.32): an air or naval unit in a hex its enemy now controls moves at once to
//! a friendly port within 10 hexes (naval) or a friendly airfield within its extended range (air), or is
//! eliminated. Asked after an offensive (7.28), after a battle whose hex changed hands (9.61) and after the
//! National Status segment (13.0).

use super::moves::eliminate;
use super::{friendly_airfield, friendly_port, Occupants};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse};
use crate::games::empire_of_the_sun::state::{other, Loc, State, UnitId};
use crate::games::empire_of_the_sun::supply::{self, Supply};
use crate::games::empire_of_the_sun::text;
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Illegal, Prompt, Seat};

/// Where an emergency move may put `u`: a friendly port within 10 hexes (naval, 8.22) or a friendly
/// airfield within its extended range (air, 8.32).
pub fn emergency_places(s: &State, _sup: &Supply, u: UnitId) -> Vec<Hex> {
    let side = s.side_of_unit(u);
    let Some(h) = s.unit(u).loc.hex() else { return vec![] };
    let geo = s.geo();
    let map = s.sheet_map();
    let d = s.unit_data(u);
    let (range, port) = if d.kind.is_naval() { (10, true) } else { (d.extended_range.or(d.range).unwrap_or(0) as u32, false) };
    let from = geo.ix(h);
    let occ = Occupants::new(s, side);
    geo.within(from, range)
        .into_iter()
        .filter(|&i| i != from && !occ.enemy[i as usize])
        .filter(|&i| if port { friendly_port(s, side, i) } else { friendly_airfield(s, side, i) })
        .map(|i| geo.hex(i))
        .filter(|h| map.hexes.contains_key(h))
        .collect()
}

/// The air and naval units that stand in a hex their enemy now controls: they must make an emergency
/// move (8.22, 8.32).
pub fn stranded(s: &State) -> Vec<(Side, UnitId)> {
    s.on_map()
        .filter(|&(u, h)| {
            let d = s.unit_data(u);
            (d.kind.is_naval() || d.kind == UnitType::Air) && s.controller(h) == Some(other(d.side))
        })
        .map(|(u, _)| (s.side_of_unit(u), u))
        .collect()
}

pub fn place_emergency(s: &mut State, u: UnitId, h: Hex) {
    let r = s.unit(u).reduced;
    s.place(u, Loc::Hex(h), r);
}

/// EotS 8.22, 8.32: `side` places the unit that must move out; with nowhere to go it is eliminated.
impl Kind<State> for steps::Emergency {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let sup = supply::compute(s);
        let a: Vec<Action> = emergency_places(s, &sup, self.unit).into_iter().map(|hex| Action::Place { unit: self.unit, hex }).collect();
        ask(self.side, "eots.emergency", vec![text::unit_arg(s, self.unit)], "EotS 8.22", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Place { hex, .. } = action else { return refuse(self, action) };
        s.steps.pop();
        place_emergency(s, self.unit, *hex);
        Ok(())
    }

    fn none_left(&self, s: &mut State) {
        eliminate(s, self.unit);
    }
}
