//! Delayed reinforcements and the War in Europe (10.12, 10.21–10.24, 14.1A, 15.0).
//!
//! At the start of each reinforcement segment the units waiting in the Delay box come in (they are due
//! this turn, 10.21, 10.12); then this turn's Allied reinforcements go into the Delay box when the War in
//! Europe is at level 1 or more (all of them), when US Inter-Service Rivalry is in effect (US Army units
//! only, 14.1A), or when an event says so (the Panama Canal raid: the naval ones). HQs and B29s are never
//! delayed (10.23). Each time a Europe-eligible unit enters the Delay box (by these rules, by its owner's
//! choice, 10.12, or by an event) the Europe roll may send it away for three turns (10.24).

use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::events::{keys, Effect};
use crate::games::empire_of_the_sun::data::{Service, Side, UnitType};
use crate::games::empire_of_the_sun::events;
use crate::games::empire_of_the_sun::state::{idx, seat_of, Loc, State, UnitId};
use crate::{Arg, LogEntry};

fn log(s: &mut State, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(Some(seat_of(Side::Allied)), id, args));
}

/// 10.22: US Army ground and air units (not the Marines, not the Navy's air) and US escort carriers.
pub fn europe_eligible(s: &State, u: UnitId) -> bool {
    let d = s.unit_data(u);
    d.side == Side::Allied
        && d.nation == data::Nation::Us
        && !never_delayed(s, u)
        && match d.kind {
            UnitType::Ground | UnitType::Air => d.service == Some(Service::Army),
            UnitType::Cve => true,
            _ => false,
        }
}

/// 10.23: HQs and B29s are never delayed.
pub fn never_delayed(s: &State, u: UnitId) -> bool {
    let d = s.unit_data(u);
    d.kind == UnitType::Hq || d.b29
}

/// Why this turn's Allied reinforcement `u` must wait in the Delay box (10.21), if it must.
pub fn delay_reason(s: &State, u: UnitId) -> Option<&'static str> {
    if never_delayed(s, u) {
        return None;
    }
    let d = s.unit_data(u);
    if s.data().tables.wie_level(s.tracks.wie as i32).is_some_and(|w| w.delayed) {
        return Some("eots.delay.wie");
    }
    // 14.1A: US Army and Army air reinforcements, not the Marines nor the Navy nor other Allies.
    if s.tracks.isr[idx(Side::Allied)] && d.nation == data::Nation::Us && d.service == Some(Service::Army) {
        return Some("eots.delay.isr");
    }
    if d.kind.is_naval() && events::persistent(s, Side::Japanese, keys::NAVAL_REINFORCEMENTS_DELAYED) > 0 {
        return Some("eots.delay.event");
    }
    None
}

/// The start of the reinforcement segments (10.21).
pub fn segment(s: &mut State) {
    let turn = s.tracks.turn;
    // The units delayed this turn: Allied reinforcements due now (not units returning from the Turn Record
    // Track, which are never delayed).
    let arriving: Vec<UnitId> = (0..s.units.len() as UnitId)
        .filter(|&u| s.side_of_unit(u) == Side::Allied && matches!(s.unit(u).loc, Loc::Arrives(t) if t <= turn))
        .collect();
    // 10.21, 10.12: whatever waits in the Delay box comes in this turn.
    for u in 0..s.units.len() as UnitId {
        if s.unit(u).loc == Loc::Delay {
            let reduced = s.unit(u).reduced;
            s.place(u, Loc::Arrives(turn), reduced);
        }
    }
    let mut naval_delayed = false;
    for u in arriving {
        if let Some(reason) = delay_reason(s, u) {
            naval_delayed |= reason == "eots.delay.event";
            let key = s.unit_data(u).key.clone();
            log(s, reason, vec![Arg::Unit(key)]);
            enter(s, u);
        }
    }
    if naval_delayed {
        // The raid delays one turn's naval reinforcements; its marker then leaves the map.
        events::expire_where(s, Side::Japanese, |e| matches!(e, Effect::Persistent { key, .. } if key == keys::NAVAL_REINFORCEMENTS_DELAYED));
    }
}

/// Puts `u` in the Delay box, with the Europe roll for an eligible Allied unit (10.24).
pub fn to_delay_box(s: &mut State, u: UnitId) {
    let key = s.unit_data(u).key.clone();
    let seat = seat_of(s.side_of_unit(u));
    s.log.push(LogEntry::new(Some(seat), "eots.delayed", vec![Arg::Unit(key)]));
    enter(s, u);
}

fn enter(s: &mut State, u: UnitId) {
    let reduced = s.unit(u).reduced;
    s.place(u, Loc::Delay, reduced);
    europe_roll(s, u);
}

/// The Europe roll's modifier: −1 with US Inter-Service Rivalry (14.1B).
pub fn europe_modifier(s: &State) -> i32 {
    if s.tracks.isr[idx(Side::Allied)] {
        s.data().tables.modifier("europe", "inter_service_rivalry").unwrap_or(0)
    } else {
        0
    }
}

/// EotS 10.24: d10 (−1 under US rivalry); within the War in Europe level's range the unit leaves for
/// Europe and comes back as a new reinforcement three turns later.
pub fn europe_roll(s: &mut State, u: UnitId) {
    if !europe_eligible(s, u) {
        return;
    }
    let Some(max) = s.data().tables.wie_level(s.tracks.wie as i32).and_then(|w| w.europe_max) else { return };
    let roll = s.chance.roll(0..=9).value;
    let total = roll as i32 + europe_modifier(s);
    let key = s.unit_data(u).key.clone();
    if total <= max as i32 {
        let back = s.tracks.turn + s.data().tables.constant("europe_away_turns") as u8;
        let reduced = s.unit(u).reduced;
        s.place(u, Loc::Arrives(back), reduced);
        log(s, "eots.sent_to_europe", vec![Arg::Unit(key), Arg::Roll(roll), Arg::Num(total), Arg::Num(back as i32)]);
    } else {
        log(s, "eots.stays_from_europe", vec![Arg::Unit(key), Arg::Roll(roll), Arg::Num(total)]);
    }
}
