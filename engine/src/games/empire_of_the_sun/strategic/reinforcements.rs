//! Reinforcements (EotS 10.1; 4.11): each side's units due this turn — arriving reinforcements, units back
//! from the Turn Record Track, eliminated units a replacement brought back (11.0) — are placed one at a
//! time at a friendly port (airfield for air units) within the command range of a friendly HQ, never in an
//! un-neutralised enemy ZOI, else to the Delay box (10.11, 10.12; the delays of 10.21 and the Europe roll
//! are in delays.rs).

use super::delays;
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::geo::HexIx;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::offensive::movement::stacking;
use crate::games::empire_of_the_sun::state::steps::{self, ask};
use crate::games::empire_of_the_sun::state::{other, seat_of, side_of, Loc, State, UnitId};
use crate::games::empire_of_the_sun::supply::{self, activation, command, Supply};
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

fn log(s: &mut State, side: Option<Side>, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(side.map(seat_of), id, args));
}

/// `side`'s units due this turn: arriving reinforcements and units returning from the Turn Record Track.
pub fn due(s: &State, side: Side) -> Vec<UnitId> {
    let turn = s.tracks.turn;
    (0..s.units.len() as UnitId)
        .filter(|&u| s.side_of_unit(u) == side)
        .filter(|&u| matches!(s.unit(u).loc, Loc::Arrives(t) | Loc::Returns(t) if t <= turn))
        .collect()
}

/// EotS 10.11: the hexes `u` may be placed in.
pub fn placements(s: &State, sup: &Supply, u: UnitId) -> Vec<crate::kit::hex::Hex> {
    let side = s.side_of_unit(u);
    let geo = s.geo();
    let d = s.unit_data(u);
    let hqs: Vec<UnitId> = s.on_map().filter(|&(h, _)| s.side_of_unit(h) == side && s.unit_data(h).kind == UnitType::Hq).map(|(h, _)| h).collect();
    let mut enemy = vec![false; geo.len()];
    for (x, h) in s.on_map() {
        let i = geo.ix(h);
        if i != geo::NONE && s.side_of_unit(x) != side {
            enemy[i as usize] = true;
        }
    }
    let mut out = vec![];
    for (i, h) in geo.hexes.iter().enumerate() {
        let hd = &geo.data[i];
        // 10.11, 11.34: Chinese units come in only at Kunming (a supply source of its own, 13.75).
        let chinese = d.nation == data::Nation::Chinese;
        let ok = match d.kind {
            _ if chinese => i as HexIx == command::kunming(s),
            UnitType::Air => hd.airfield,
            UnitType::Hq => hd.port && sup.eligible_port(side, i as HexIx),
            _ => hd.port,
        };
        if !ok || s.control[i] != side || sup.zoi.active(other(side), i as HexIx) || enemy[i] {
            continue;
        }
        if !stacking::fits(s, u, *h) {
            continue;
        }
        // 6.11 (L457): never two HQs of a side in one hex. Rules version 5; versions 1–4 placed a
        // returning HQ on top of another (kept so their records replay).
        if s.rules >= 5 && d.kind == UnitType::Hq && hqs.iter().any(|&q| s.unit(q).loc == Loc::Hex(*h)) {
            continue;
        }
        if !chinese && d.kind != UnitType::Hq && !hqs.iter().any(|&q| activation::in_command_range(s, q, *h)) {
            continue;
        }
        out.push(*h);
    }
    out
}

/// The next due unit's placements, or its delay when it has none (10.12).
pub fn reinforcement_actions(s: &State, sup: &Supply, side: Side) -> Vec<Action> {
    let Some(&u) = due(s, side).first() else { return vec![] };
    let mut a: Vec<Action> = placements(s, sup, u).into_iter().map(|hex| Action::Place { unit: u, hex }).collect();
    // A unit back from the Turn Record Track is never delayed (8.24, 8.33, 8.34, 8.48) unless it has
    // nowhere to go.
    if a.is_empty() || !matches!(s.unit(u).loc, Loc::Returns(_)) {
        a.push(Action::Remove { unit: u });
    }
    a
}

pub fn apply_reinforcement(s: &mut State, _sup: &Supply, side: Side, a: &Action) {
    match *a {
        Action::Place { unit, hex } => {
            // A unit comes in on the side it waited on: a replaced unit reduced (11.0), a unit back from the
            // Turn Record Track as it left, a reinforcement as the set-up lists it.
            let reduced = s.unit(unit).reduced;
            s.place(unit, Loc::Hex(hex), reduced);
            log(s, Some(side), "eots.reinforcement", vec![Arg::Unit(s.unit_data(unit).key.clone()), Arg::Hex(hex.id())]);
        }
        // 10.12: the owner delays it (the Europe roll of 10.24 included).
        Action::Remove { unit } => delays::to_delay_box(s, unit),
        _ => {}
    }
}

/// EotS 10.1: `side` places its due units one at a time (the Allies first, 4.11); the step is over when
/// none is left.
impl Kind<State> for steps::Reinforcements {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let sup = supply::compute(s);
        ask(self.side, "eots.reinforcements", vec![], "EotS 10.1", reinforcement_actions(s, &sup, self.side))
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let sup = supply::compute(s);
        apply_reinforcement(s, &sup, side_of(seat), action);
        Ok(())
    }
}
