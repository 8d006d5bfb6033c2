//! Western Beachheads (DF 2.4.2, L760–L786; TEC L2276–L2277; rules 5).
//!
//! During a Western Ops order whose marker shows the naval icon (before its first port-to-port move,
//! L1152), the West takes an empty Beachhead marker from its force pool or from the map and puts it on an
//! empty beach hex, paying the beach's Transport Points; the current weather must allow a landing there and
//! the beach must not be Closed (L766). The beach hex is then a Western-controlled land hex and a limited
//! port (L768–L776): at most 4 steps; port-to-port to or from it within its own sea area (no sea-area
//! border crossed); no city/port bonus to its defenders; no air unit placed there (it is neither a city
//! nor a rail hex). It is joined by a walking route only to the land hex its beach points at, across the
//! beach hexside, which only Western units cross (1 MP to enter from land, +1 for the side); Axis units
//! attack it from that hex but never advance into it (L784). At the start of an OKW action round a
//! Beachhead with no Western unit, whose land hex holds an Axis unit, goes back to the West's force pool
//! (L780). *Naval Dominance* flips a Beachhead to its Mulberry side: an unrestricted port and city that is
//! never removed (L782).

use serde::Serialize;

use super::data::{Beach, Faction, Ideology, Kind, Weather};
use super::state::{Loc, State};
use crate::kit::rows::RowHex;
use crate::Arg;

/// The most steps a Beachhead hex holds (DF 2.4.2, L770).
pub const STEPS_MAX: u32 = 4;
/// Movement points to enter a Beachhead from its land hex, before the beach hexside's +1 (TEC L2277).
pub const ENTER_MP: u32 = 1;

/// A Beachhead marker on the map: its beach (index into `DfData::beaches`) and whether it shows its
/// Mulberry side.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Landing {
    pub beach: u8,
    pub mulberry: bool,
}

/// The Beachhead markers of the counter mix (DF 2.4.2, L760–L762: two; `units.tsv` kind `beachhead`). The
/// force pool and the map never hold more between them (rules 10: the campaign's High Command brings in what
/// the mix has left, `events::high_command`).
pub fn counters(s: &State) -> u8 {
    s.data().units.iter().filter(|u| u.kind == Kind::Beachhead).count().min(u8::MAX as usize) as u8
}

/// The Beachhead markers in play: in the West's force pool and on the map (Mulberries included).
pub fn in_play(s: &State) -> u8 {
    s.beachheads.saturating_add(s.landed.len().min(u8::MAX as usize) as u8)
}

/// Whether Beachheads are placed (rules 5 on; older records replay without them).
pub fn act(s: &State) -> bool {
    s.rules >= 5
}

pub fn beach(s: &State, i: u8) -> Option<&Beach> {
    s.data().beaches.get(i as usize)
}

/// Each Beachhead or Mulberry on the map with its beach: the one place a landing's hexes (its sea hex, the
/// land hex it points at, its sea area) are looked up — movement, ports, supply, the view and the action
/// labels all read them here.
pub fn placed(s: &State) -> impl Iterator<Item = (&Landing, &Beach)> + '_ {
    s.landed.iter().filter_map(move |l| beach(s, l.beach).map(|b| (l, b)))
}

/// The sea hex of a beach (where its Beachhead stands), if the pack has it.
pub fn sea_hex(s: &State, i: u8) -> Option<RowHex> {
    beach(s, i).map(|b| b.sea_hex)
}

/// The Beachhead or Mulberry standing on sea hex `h`, if any.
pub fn at(s: &State, h: RowHex) -> Option<&Landing> {
    placed(s).find(|(_, b)| b.sea_hex == h).map(|(l, _)| l)
}

/// Whether a placed marker's beach hexside lies between `a` and `b` (DF 2.4.2, L784).
pub fn side(s: &State, a: RowHex, b: RowHex) -> bool {
    !s.landed.is_empty() && placed(s).any(|(_, x)| (x.sea_hex == a && x.target == b) || (x.sea_hex == b && x.target == a))
}

/// The hex joined to `h` across a placed marker's beach hexside: its land hex from the Beachhead, the
/// Beachhead from its land hex.
pub fn across(s: &State, h: RowHex) -> impl Iterator<Item = RowHex> + '_ {
    placed(s).filter_map(move |(_, b)| {
        if b.sea_hex == h {
            Some(b.target)
        } else if b.target == h {
            Some(b.sea_hex)
        } else {
            None
        }
    })
}

/// Whether the units fit a Beachhead hex's 4 steps (DF 2.4.2, L770); any other hex, true. A Mulberry is
/// an unrestricted port (L782).
pub fn steps_fit(s: &State, h: RowHex, units: &[usize]) -> bool {
    match at(s, h) {
        Some(l) if !l.mulberry => units.iter().map(|&u| s.units[u].steps as u32).sum::<u32>() <= STEPS_MAX,
        _ => true,
    }
}

/// Whether a Beach Closed marker is on the beach now: the scenario's set-up puts it there and it leaves at
/// the start of the turn the pack names (beaches.tsv, reconstructed; L875).
pub fn closed(s: &State, b: &Beach) -> bool {
    b.closed.iter().any(|(sc, t)| *sc == s.scenario && s.turn < *t)
}

fn empty(s: &State, h: RowHex) -> bool {
    !s.units.iter().any(|u| u.loc == Loc::Hex(h))
}

/// The markers the West may take for a new Beachhead (L766): `None` for one from its force pool, or the
/// beach of an empty Beachhead on the map (never a Mulberry, which stays, L782).
pub fn sources(s: &State) -> Vec<Option<u8>> {
    let mut out = vec![];
    if s.beachheads > 0 {
        out.push(None);
    }
    for (l, b) in placed(s) {
        if !l.mulberry && empty(s, b.sea_hex) {
            out.push(Some(l.beach));
        }
    }
    out
}

/// The beaches where a Beachhead may go now (L766): empty and free of a marker, the weather allowing a
/// landing, not Closed, and its Transport Point cost in hand.
pub fn beaches_open(s: &State) -> Vec<u8> {
    let w: Weather = s.weather;
    s.data()
        .beaches
        .iter()
        .enumerate()
        .filter(|(_, b)| b.weather.contains(&w) && !closed(s, b) && b.tp <= s.tp && empty(s, b.sea_hex) && at(s, b.sea_hex).is_none())
        .map(|(i, _)| i as u8)
        .collect()
}

/// Every placement the West may make now: (beach, the marker's source).
pub fn placements(s: &State, f: Faction) -> Vec<(u8, Option<u8>)> {
    if !act(s) || f != Faction::West {
        return vec![];
    }
    let from = sources(s);
    if from.is_empty() {
        return vec![];
    }
    let mut out = vec![];
    for b in beaches_open(s) {
        for m in &from {
            out.push((b, *m));
        }
    }
    out
}

/// Places a Beachhead (L766): the marker leaves the pool or its old beach, the Transport Points are paid.
pub fn place(s: &mut State, b: u8, from: Option<u8>) {
    let Some(x) = beach(s, b).cloned() else { return };
    match from {
        None => s.beachheads = s.beachheads.saturating_sub(1),
        Some(old) => s.landed.retain(|l| l.beach != old),
    }
    s.tp = s.tp.saturating_sub(x.tp);
    s.landed.push(Landing { beach: b, mulberry: false });
    s.log(Some(Faction::West.seat()), "df.beachhead", vec![Arg::Hex(x.sea_hex.id()), Arg::Hex(x.target.id()), Arg::Num(x.tp as i32), Arg::Num(s.tp as i32)]);
}

/// DF 2.4.2 (L780): at the start of an OKW action round, each Beachhead with no Western unit whose land
/// hex holds an Axis combat unit goes back to the West's force pool. A Mulberry stays (L782).
pub fn okw_round(s: &mut State) {
    if !act(s) {
        return;
    }
    let mut gone = vec![];
    for (l, b) in placed(s) {
        if l.mulberry {
            continue;
        }
        let western = (0..s.units.len()).any(|u| s.units[u].loc == Loc::Hex(b.sea_hex) && s.faction(u) == Faction::West && s.is_combat(u));
        let axis = s.combat_in(b.target).iter().any(|&u| s.faction(u).ideology() == Ideology::Axis);
        if !western && axis {
            gone.push((l.beach, b.sea_hex));
        }
    }
    for (g, h) in gone {
        s.landed.retain(|l| l.beach != g);
        s.beachheads = s.beachheads.saturating_add(1);
        s.log(Some(Faction::West.seat()), "df.beachhead_removed", vec![Arg::Hex(h.id())]);
    }
}

/// The nationalities a Mulberry is a supply source for (L782: US, Canada and the UK; the Commonwealth
/// units are British).
pub const MULBERRY_FLAGS: [&str; 4] = ["us", "canadian", "uk", "commonwealth"];

/// Whether the supply walk holds the Beachheads and Mulberries (rules 6): units outside one trace through
/// its port, a Mulberry is a source, a Supply event counts each Beachhead's 4 steps (supply.rs).
pub fn supply_act(s: &State) -> bool {
    s.rules >= 6
}

/// Rules 5's reading only (`None` from rules 6 on, when the walk holds the Beachheads): whether unit `u`,
/// standing in a Beachhead or Mulberry hex `h`, traces supply through its port (DF 11, 2.4.2 L774–L775):
/// at a Mulberry, a US, Canadian or British unit (L782); otherwise, when the West may use the beach's sea
/// area at no initiative cost — never for reinforcement steps (L775). `None`: the hex holds no marker.
pub fn supplied_in(s: &State, u: usize, h: RowHex, reinforcement: bool) -> Option<bool> {
    if supply_act(s) || !act(s) {
        return None;
    }
    let l = at(s, h)?;
    if l.mulberry && MULBERRY_FLAGS.contains(&s.data().units[u].nationality.as_str()) {
        return Some(true);
    }
    if reinforcement {
        return Some(false);
    }
    let b = beach(s, l.beach)?;
    Some(super::ports::sea_use(s, Faction::West, &b.sea_area) == Some(0))
}

/// The Beachheads Naval Dominance may flip to their Mulberry side (L782): every placed Beachhead.
pub fn mulberry_candidates(s: &State) -> Vec<u8> {
    s.landed.iter().filter(|l| !l.mulberry).map(|l| l.beach).collect()
}

/// Flips a Beachhead to its Mulberry side (L782).
pub fn make_mulberry(s: &mut State, b: u8) {
    if let Some(l) = s.landed.iter_mut().find(|l| l.beach == b) {
        l.mulberry = true;
    }
    if let Some(h) = sea_hex(s, b) {
        s.log(Some(Faction::West.seat()), "df.mulberry", vec![Arg::Hex(h.id())]);
    }
}
