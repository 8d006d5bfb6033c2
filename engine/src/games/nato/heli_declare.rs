//! [15.2] in the Helicopter Movement Segment, from rules version 18 ([`RULES`]): the helicopter operations
//! ending within 2 hexes of each other are declared before any is executed, so that a player cannot see
//! one survive flak ([19.0]) and then choose a backup (the designer's note).
//!
//! As the Air and Sea Movement Segment's operations are (decision TR1), each helicopter operation is flown
//! as it is picked — its passenger set down, its commands flown home — but its flak waits: every hex it
//! entered that draws flak is noted ([`Entry`]), and the noted flak of all the waiting operations is rolled
//! together, in the order flown, when the player asks ("Roll flak for the helicopter operations
//! declared") or ends the segment. Once rolled, their destinations bind the segment's later operations:
//! none may end its passenger within [`super::transport::DECLARE`] hexes of them
//! ([`super::transport::heli_end_ok`]: the rolled destinations join the phase's airlift and sealift ones,
//! TR9); operations flown before a roll may end anywhere, several on one assault hex ([27.1]).
//!
//! The held rolls keep the rules of the hex-by-hex flight (decision TR10):
//! * [19.1.3.1]: a command shot down on an infiltration's outbound leg, its landing hex included, takes a
//!   step of the passenger already set down with it; on the return leg it goes alone.
//! * [19.1.3.2]: on an exfiltration's outbound leg, the pickup hex included, the command goes alone; if no
//!   command reached the passenger it was never fetched and stands again in its pickup hex. On the return
//!   leg it takes a step of the passenger.
//! * [19.1.4]: a zone negated only by a waiting operation's passenger is negated at the roll only if that
//!   passenger still stands there: in a hot landing zone the first command draws flak, the next ones only
//!   if the first passenger was lost; in an extraction the last, or an earlier one whose passenger was
//!   never fetched.
//! * [19.1.5], [27.3]: an assault hex fires at every command entering it; a landing whose passenger is
//!   lost to flak lifts the Battle marker it placed. The assault is fought in the Combat Phase, after the
//!   segment's flak.
//!
//! The Reserve Phase's 5-hex legs ([18.3]) are another phase: their flak is rolled as they fly (TR9).
//! docs/games/nato.md, decisions TR10–TR12.

use serde::Serialize;

use super::air::flak;
use super::data::{hex_name, HexId, Side};
use super::heliborne::Operation;
use super::state::{Loc, State, UnitId};
use crate::Arg;

/// The first rules version in which the Helicopter Movement Segment's flak waits for the declaration.
pub const RULES: u32 = 18;

/// Whether this operation's flak waits: one of the Helicopter Movement Segment's under rules 18, not the
/// Reserve Phase's ([18.3]).
pub fn holds(s: &State, op: &Operation) -> bool {
    s.rules >= RULES && !op.reserve
}

/// A hex entered that draws flak, noted for the roll.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Entry {
    pub hex: HexId,
    /// On the return leg ([18.1.7]).
    pub back: bool,
    /// The highest die that hits ([19.1], [19.1.1], [19.1.5]).
    pub hit_max: u8,
    /// Passengers of operations flown before this one, still waiting, that negate the zone here if they
    /// stand in the hex when it is rolled ([19.1.4]).
    pub cover: Vec<UnitId>,
}

/// A helicopter operation flown, its flak still to roll ([15.2]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Flight {
    pub side: Side,
    pub passenger: UnitId,
    pub commands: Vec<UnitId>,
    pub exfil: bool,
    /// An exfiltration's pickup hex: where its passenger stands if no command reaches it ([19.1.3.2]).
    pub pickup: Option<HexId>,
    /// The hex the passenger ends in ([15.2]'s destination), once set down.
    pub dest: Option<HexId>,
    /// An assault's Battle marker placed by this landing ([27.1]).
    pub marked: Option<HexId>,
    pub entries: Vec<Entry>,
}

/// The operation's commands are taken: its flight opens.
pub fn open(s: &mut State, op: &Operation) {
    let pickup = if op.exfil { s.hex_of(op.passenger) } else { None };
    s.heli_flights.push(Flight { side: op.side, passenger: op.passenger, commands: op.commands.clone(), exfil: op.exfil, pickup, dest: None, marked: None, entries: vec![] });
}

fn flight_of(s: &mut State, p: UnitId) -> Option<&mut Flight> {
    s.heli_flights.iter_mut().rev().find(|f| f.passenger == p)
}

/// The commands enter `h` ([19.1]): the flak it would fire is noted. `assault`: the landing on enemy units
/// ([19.1.5], [27.1]), which always fires. A zone negated only by the passenger of a waiting operation
/// flown before is noted with it as its cover ([19.1.4]); the passenger never negates its own ([19.1]).
pub fn enter(s: &mut State, op: &Operation, h: HexId, assault: bool) {
    let waiting: Vec<UnitId> = s.heli_flights.iter().filter(|f| f.passenger != op.passenger).map(|f| f.passenger).collect();
    let hit_max = if assault {
        Some(s.data().air.flak.assault)
    } else {
        flak::threat_with(s, op.side, h, |v| v != op.passenger && !waiting.contains(&v))
    };
    let Some(hit_max) = hit_max else { return };
    let cover: Vec<UnitId> = if assault {
        vec![]
    } else {
        s.heli_flights
            .iter()
            .filter(|f| f.passenger != op.passenger && (s.units[f.passenger as usize].loc == Loc::Hex(h) || f.pickup == Some(h)))
            .map(|f| f.passenger)
            .filter(|&q| s.class(q).ground())
            .collect()
    };
    let back = op.back;
    if let Some(f) = flight_of(s, op.passenger) {
        f.entries.push(Entry { hex: h, back, hit_max, cover });
    }
}

/// The passenger ends its operation in `h` ([15.2]'s destination); `marked`: its landing placed the
/// hex's Battle marker ([27.1]).
pub fn set_down(s: &mut State, p: UnitId, h: HexId, marked: bool) {
    if let Some(f) = flight_of(s, p) {
        f.dest = Some(h);
        if marked {
            f.marked = Some(h);
        }
    }
}

/// Whether operations wait for their flak.
pub fn waiting(s: &State) -> bool {
    !s.heli_flights.is_empty()
}

/// The flak of every waiting operation, in the order flown ([15.2]); their destinations then bind the
/// segment's later operations.
pub fn roll_all(s: &mut State) {
    for f in std::mem::take(&mut s.heli_flights) {
        roll(s, &f);
        // Declared and rolled: the destination binds, whatever the flak did (as TR9's).
        if let Some(h) = f.dest {
            s.airlifted.push(h);
        }
    }
}

fn alive(s: &State, u: UnitId) -> bool {
    s.units[u as usize].loc != Loc::Dead
}

/// One operation's flak: the outbound leg's hexes, then the return leg's ([19.1.3]). Every command that
/// took off flies until shot down here (one stranded after its outbound leg, H10, still flew it).
fn roll(s: &mut State, f: &Flight) {
    let mut flying = f.commands.clone();
    leg(s, f, false, &mut flying);
    // [19.1.3.2]: no command reached the passenger: it was never fetched.
    if f.exfil && flying.is_empty() && f.dest.is_some() {
        if let (Some(pickup), true) = (f.pickup, alive(s, f.passenger)) {
            s.units[f.passenger as usize].loc = Loc::Hex(pickup);
            s.push_log(Some(f.side), "nato.heli_not_fetched", vec![Arg::Unit(s.key(f.passenger).to_string()), Arg::Hex(hex_name(pickup))]);
        }
    }
    leg(s, f, true, &mut flying);
    // [27.1]: a landing whose passenger was lost lifts the Battle marker it placed, if no other assault
    // unit stands there.
    if !alive(s, f.passenger) {
        s.assaulting.retain(|&u| u != f.passenger);
        if let Some(h) = f.marked.filter(|&h| super::assault::units_in(s, f.side, h).is_empty()) {
            s.marked.retain(|&m| m != h);
        }
    }
    // [15.1], [18.1.7]: the survivors wait in the Recovery box.
    for &c in &f.commands {
        if alive(s, c) {
            s.push_log(Some(f.side), "nato.heli_home", vec![Arg::Unit(s.key(c).to_string())]);
        }
    }
}

/// The noted flak of one leg, hex by hex, at each command still `flying`; a command shot down with the
/// passenger aboard takes a step of it ([19.1.3.1], [19.1.3.2]).
fn leg(s: &mut State, f: &Flight, back: bool, flying: &mut Vec<UnitId>) {
    let aboard = f.exfil == back;
    for e in f.entries.iter().filter(|e| e.back == back) {
        // [19.1.4]: a waiting passenger standing there negates the zone.
        if e.cover.iter().any(|&q| s.units[q as usize].loc == Loc::Hex(e.hex)) {
            continue;
        }
        for c in flying.clone() {
            if flak::shoot(s, c, e.hex, e.hit_max) {
                flying.retain(|&x| x != c);
                if aboard && alive(s, f.passenger) {
                    s.lose_step(f.passenger);
                }
            }
        }
    }
}

/// The odds of the flak at one hex for each command entering it (`Game::odds` of a `Fly`): a hit at or
/// below `hit_max`, then a second die above the command's `defence` shoots it down ([19.1]).
pub fn flak_odds(hit_max: u8, defence: u8, commands: usize, waits: bool) -> crate::kit::odds::Odds {
    use crate::kit::odds::{Odds, OddsOutcome};
    let mut outcomes = vec![
        OddsOutcome { id: "nato.odds.flak_miss".into(), args: vec![], ways: 0, success: Some(true), loses: false, rolls: vec![] },
        OddsOutcome { id: "nato.odds.flak_hit".into(), args: vec![], ways: 0, success: Some(true), loses: false, rolls: vec![] },
        OddsOutcome { id: "nato.odds.shot_down".into(), args: vec![], ways: 0, success: Some(false), loses: false, rolls: vec![] },
    ];
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            let i = if a > hit_max {
                0
            } else if b > defence {
                2
            } else {
                1
            };
            outcomes[i].ways += 1;
            outcomes[i].rolls.push(vec![a, b]);
        }
    }
    let mut outcomes: Vec<OddsOutcome> = outcomes.into_iter().filter(|o| o.ways > 0).collect();
    outcomes.sort_by_key(|x| std::cmp::Reverse(x.ways));
    let mut notes = vec![("nato.odds.flak".to_string(), vec![Arg::Num(hit_max as i32), Arg::Num(defence as i32), Arg::Num(commands as i32)])];
    if waits {
        notes.push(("nato.odds.flak_waits".to_string(), vec![]));
    }
    Odds { dice: 2, faces: (1, 6), total: 36, outcomes, modifiers: vec![], notes }
}
