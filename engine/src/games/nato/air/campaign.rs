//! The Air Campaign ([23.1]): in each Joint Reinforcement Phase the Pact rolls a die on its scenario's Air
//! Campaign Table (air_campaign.tsv: the scenario's profile, the game turn's bracket; +1 in 1988) and both
//! sides receive that turn's tactical (TAP) and operational (OAP) air points. Points left unused are lost
//! ([23.1.7]): the new turn's points replace them.

use super::super::data::Side;
use super::super::state::State;
use super::tables::AirPoints;
use crate::Arg;

/// The modified Air Campaign roll: the die, +1 with the 1988 order of battle ([23.1.1]).
pub fn modified_roll(year: u16, die: u8) -> u8 {
    die + (year >= 1988) as u8
}

/// [23.1.1]: rolls the Air Campaign for this turn and sets both sides' air points.
pub fn air_campaign(s: &mut State) {
    let die = s.roll();
    let roll = modified_roll(s.year, die);
    let profile = s.scenario_data().air_profile.clone();
    let mut points = s.data().air.campaign(&profile, s.turn, roll).unwrap_or_default();
    // [32.2.3]: with Denmark and the Netherlands both surrendered, NATO receives a tactical point fewer, never
    // below 2 ([23.1.2]) (rules 13).
    // [21.3], [21.5]: nuclear war's cuts too, never below 2 ([23.1.2]; rules 15, the `nuclear` option).
    for side in [Side::Wp, Side::Nato] {
        let cut = (side == Side::Nato && s.airfields_lost) as u8 + super::super::nuclear::tap_cut(s, side);
        if cut > 0 {
            let tap = &mut points[side.seat() as usize].tap;
            *tap = (*tap).saturating_sub(cut).max((*tap).min(2));
        }
    }
    s.air = points;
    s.air_roll = Some(roll);
    let [wp, nato] = points;
    s.push_log(
        None,
        "nato.air_campaign",
        vec![Arg::Roll(die), Arg::Num(roll as i32), Arg::Num(wp.tap as i32), Arg::Num(wp.oap as i32), Arg::Num(nato.tap as i32), Arg::Num(nato.oap as i32)],
    );
}

/// The air points a side has left this turn.
pub fn points(s: &State, side: Side) -> AirPoints {
    s.air[side.seat() as usize]
}

/// Spends one point: a tactical one when `tactical`, else an operational one.
pub fn spend(s: &mut State, side: Side, tactical: bool) {
    let p = &mut s.air[side.seat() as usize];
    if tactical {
        p.tap = p.tap.saturating_sub(1);
    } else {
        p.oap = p.oap.saturating_sub(1);
    }
}
