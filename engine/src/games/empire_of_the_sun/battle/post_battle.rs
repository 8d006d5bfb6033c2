//! The post-battle movement (EotS 9.6): after the battles, the activated naval and air units of both
//! sides — the reaction player's first — move back to a friendly port or airfield, and landed ground units
//! whose landing failed leave by sea (8.45C), each once; at its end activated naval units outside a
//! friendly port and landings outside a friendly hex are eliminated (8.21, 8.45C). The moves themselves
//! are the offensive's (offensive/movement/moves.rs, `Phase::PostBattle`).

use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::offensive::movement::moves::{self, actions, actives, eliminate, Phase};
use crate::games::empire_of_the_sun::offensive::movement::MoveContext;
use crate::games::empire_of_the_sun::state::steps::{self, ask};
use crate::games::empire_of_the_sun::state::{side_of, Active, Mode, State, UnitId};
use crate::games::empire_of_the_sun::supply;
use crate::kit::steps::Step as Kind;
use crate::{Illegal, Prompt, Seat};

/// 9.6: naval and air units move after the battles; landed ground units whose landing failed too
/// (8.45C).
pub(crate) fn may_move(s: &State, a: &Active) -> bool {
    // 8.23, 8.33: a unit that moved strategically makes no post-battle move.
    if a.mode.is_some_and(Mode::strategic) {
        return false;
    }
    let d = s.unit_data(a.unit);
    d.kind.is_naval() || d.kind == UnitType::Air || (a.mode == Some(Mode::Amphibious) && !landing_holds(s, a.unit))
}

fn landing_holds(s: &State, u: UnitId) -> bool {
    s.unit(u).loc.hex().is_some_and(|h| s.controller(h) == Some(s.side_of_unit(u)))
}

/// 8.21, 8.45C: at the end of the post-battle movement activated naval units outside a friendly port
/// and landed units outside a friendly hex are eliminated.
fn end_post_battle(s: &mut State, side: Side) {
    let list: Vec<Active> = actives(s, side).clone();
    let c = MoveContext::from_state(s, side);
    for a in list {
        let Some(h) = s.unit(a.unit).loc.hex() else { continue };
        let i = s.geo().ix(h);
        let d = s.unit_data(a.unit);
        let lost = if d.kind.is_naval() {
            !c.is_port(i)
        } else {
            a.mode == Some(Mode::Amphibious) && !landing_holds(s, a.unit)
        };
        if lost {
            eliminate(s, a.unit);
        }
    }
}

/// EotS 9.6: `side`'s post-battle moves, one unit at a time, until it is done.
impl Kind<State> for steps::PostBattle {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let sup = supply::compute(s);
        ask(self.side, "eots.post_battle", vec![], "EotS 9.6", actions(s, &sup, self.side, &self.selected, Phase::PostBattle))
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let sup = supply::compute(s);
        let side = side_of(seat);
        if moves::apply(s, &sup, side, &self.selected, action, Phase::PostBattle) {
            end_post_battle(s, side);
        }
        Ok(())
    }
}
