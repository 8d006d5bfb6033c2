//! Ground disengagement (EotS 8.43): when offensive ground units have just entered a hex holding the
//! reaction player's ground units, those units may slip out to an adjacent hex, without activation (6.3)
//! and whatever the movement point cost, provided
//! * the hex they go to is not the one the entering units came from and holds no enemy unit, and
//! * the reaction player's ground units in the hex are stronger (attack strength, strictly) than the
//!   offensive ground units in it.
//!
//! The reaction player is asked right after each offensive move that ends in such a hex (units move one at
//! a time in this engine, so "just entered" is that move); the strength test is made then, for every unit
//! that leaves in that answer. A hex the reaction player leaves empty passes to the offensive ground units
//! that entered it over land (6.5).

use super::movement::ground;
use super::off;
use crate::games::empire_of_the_sun::data::geo::NONE;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{other, seat_of, Loc, Mode, State, UnitId};
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

/// The reaction player's ground units in `h` that may disengage (HQs never move by themselves, 6.1).
fn disengaging(s: &State, reaction: Side, h: Hex) -> Vec<UnitId> {
    s.units_at(h).into_iter().filter(|&u| s.side_of_unit(u) == reaction && s.unit_data(u).kind == UnitType::Ground).collect()
}

fn ground_attack(s: &State, side: Side, h: Hex) -> u32 {
    s.units_at(h).into_iter().filter(|&u| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Ground).map(|u| s.attack(u)).sum()
}

/// After offensive unit `mover` entered its hex from `from`: the disengagement step to ask, if the
/// reaction player may disengage there.
pub fn after_entry(s: &State, mover: UnitId, from: Option<Hex>) -> Option<Step> {
    let o = off(s);
    if s.side_of_unit(mover) != o.side || s.unit_data(mover).kind != UnitType::Ground {
        return None;
    }
    let h = s.unit(mover).loc.hex()?;
    let reaction = other(o.side);
    if disengaging(s, reaction, h).is_empty() || ground_attack(s, reaction, h) <= ground_attack(s, o.side, h) {
        return None;
    }
    let step = Step::Disengage(steps::Disengage { hex: h, from });
    (!choices(s, h, from).is_empty()).then_some(step)
}

/// Each unit that may leave `h` with each hex it may go to (8.43).
pub fn choices(s: &State, h: Hex, from: Option<Hex>) -> Vec<(UnitId, Hex)> {
    let Some(o) = &*s.offensive else { return vec![] };
    let reaction = other(o.side);
    let geo = s.geo();
    let map = s.sheet_map();
    let i = geo.ix(h);
    if i == NONE {
        return vec![];
    }
    let mut v = vec![];
    for u in disengaging(s, reaction, h) {
        for side in geo.neighbours(i) {
            if side.to == NONE || !side.land {
                continue;
            }
            let to = geo.hex(side.to);
            if Some(to) == from || s.occupied_by(to, o.side) || !ground::may_enter(s, u, to, &map.hexes[&to]) {
                continue;
            }
            v.push((u, to));
        }
    }
    v
}

/// Moves `u` out of `h` to `to`; a hex left without reaction units passes to the offensive ground units
/// that entered it over land (6.5).
pub fn disengage(s: &mut State, h: Hex, u: UnitId, to: Hex) {
    let side = s.side_of_unit(u);
    let reduced = s.unit(u).reduced;
    s.place(u, Loc::Hex(to), reduced);
    let key = s.unit_data(u).key.clone();
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.disengaged", vec![Arg::Unit(key), Arg::Hex(h.id()), Arg::Hex(to.id())]));
    let Some(o) = &*s.offensive else { return };
    let by_land = o.active.iter().any(|a| a.mode == Some(Mode::Ground) && s.unit(a.unit).loc == Loc::Hex(h));
    if !s.occupied_by(h, side) && by_land {
        let taker = o.side;
        s.set_control(h, taker);
    }
}

/// EotS 8.43: the reaction player moves his ground units out of the hex, one at a time, while the
/// strength test holds and a hex is open to them.
impl Kind<State> for steps::Disengage {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = other(off(s).side);
        let mut a: Vec<Action> = choices(s, self.hex, self.from).into_iter().map(|(unit, hex)| Action::Disengage { unit, hex }).collect();
        a.push(Action::Done);
        ask(side, "eots.disengage", vec![Arg::Hex(self.hex.id())], "EotS 8.43", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Disengage { unit, hex: to } => {
                disengage(s, self.hex, *unit, *to);
                if choices(s, self.hex, self.from).is_empty() {
                    s.steps.pop();
                }
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}
