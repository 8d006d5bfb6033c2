//! The post-battle movement (EotS 9.6): after the battles, the activated naval and air units of both
//! sides — the reaction player's first — move back to a friendly port or airfield, and landed ground units
//! whose landing failed leave by sea (8.45C), each once; at its end activated naval units outside a
//! friendly port and landings outside a friendly hex are eliminated (8.21, 8.45C). The moves themselves
//! are the offensive's (offensive/movement/moves.rs, `Phase::PostBattle`).

use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::offensive::movement::moves::{self, actions, actives, eliminate, Phase};
use crate::games::empire_of_the_sun::offensive::movement::friendly_port;
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
    d.kind.is_naval() || d.kind == UnitType::Air || (a.mode == Some(Mode::Amphibious) && (!landing_holds(s, a.unit) || must_leave(s, a.unit)))
}

/// 9.32 (L1149): a landing that took no part in the ground combat because its side lost the air-naval
/// combat must leave the hex after the battle, even when other units (marching in overland) took it.
/// Rules version 4; versions 1–3 let it stay in a hex its side held.
fn must_leave(s: &State, u: UnitId) -> bool {
    s.rules >= 4 && s.offensive.as_ref().is_some_and(|o| o.must_leave.contains(&u) && !o.post_moved.contains(&u))
}

fn landing_holds(s: &State, u: UnitId) -> bool {
    s.unit(u).loc.hex().is_some_and(|h| s.controller(h) == Some(s.side_of_unit(u)))
}

/// Why a unit is lost at the end of the post-battle movement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Loss {
    /// 8.21: an activated naval unit outside a friendly port.
    NavalOutsidePort,
    /// 8.45C, 9.32: a landed unit outside a friendly hex, or still in the hex its beaten landing had to
    /// leave (its landing failed and it did not leave by sea).
    FailedLanding,
}

impl Loss {
    pub fn rule(self) -> &'static str {
        match self {
            Loss::NavalOutsidePort => "EotS 8.21",
            Loss::FailedLanding => "EotS 8.45C",
        }
    }
}

/// 8.21, 8.45C: the units of `side` that would be eliminated if its post-battle movement ended now, and
/// why: activated naval units outside a friendly port and landed units outside a friendly hex. The board
/// names them before the player clicks "Done".
pub fn lost_at_end(s: &State, side: Side) -> Vec<(UnitId, Loss)> {
    actives(s, side)
        .iter()
        .filter_map(|a| {
            let h = s.unit(a.unit).loc.hex()?;
            let i = s.geo().ix(h);
            if s.unit_data(a.unit).kind.is_naval() {
                (!friendly_port(s, side, i)).then_some((a.unit, Loss::NavalOutsidePort))
            } else {
                (a.mode == Some(Mode::Amphibious) && (!landing_holds(s, a.unit) || must_leave(s, a.unit))).then_some((a.unit, Loss::FailedLanding))
            }
        })
        .collect()
}

/// 8.21, 8.45C: at the end of the post-battle movement activated naval units outside a friendly port
/// and landed units outside a friendly hex are eliminated.
fn end_post_battle(s: &mut State, side: Side) {
    for (unit, _) in lost_at_end(s, side) {
        eliminate(s, unit);
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
