//! NATO's coordination between national armies ([26.2]), the cases played from rules version 12
//! ([`super::cities::RULES`]); before it only [26.2.1]'s two nationalities were checked.
//!
//! - [26.2.2]: a national army (Canadians as US, [26.2.6]) takes part in at most one multinational attack a
//!   game turn. The armies of each multinational battle are recorded when it is resolved
//!   (`State::multinational`, emptied at the turn's start).
//! - [26.2.3], [26.2.4]: through one hexside only one nationality attacks: the committed units standing in
//!   the same hex as a new one are of its nationality.
//! - [26.2.7]: the three Berlin brigades coordinate with each other whatever their nations — three in one
//!   attack, through one hexside — and their attack together is not a multinational one (decision CO1).

use super::data::Side;
use super::state::{State, UnitId};

/// A unit's national army ([26.2.6]: Canadians are US).
pub fn army(s: &State, u: UnitId) -> &str {
    match s.data().units[u as usize].nation.as_str() {
        "ca" => "us",
        n => n,
    }
}

fn active(s: &State) -> bool {
    super::cities::active(s)
}

/// [26.2.7]: whether every unit of `units` is one of West Berlin's brigades.
fn berlin(s: &State, units: &[UnitId]) -> bool {
    active(s) && units.iter().all(|&v| super::cities::berlin_brigade(s, v))
}

/// The national armies of `units`, each once.
pub fn armies(s: &State, units: &[UnitId]) -> Vec<String> {
    let mut out: Vec<String> = units.iter().map(|&v| army(s, v).to_string()).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// Whether the NATO unit `u` coordinates with the units already committed ([26.2.1]–[26.2.4], [26.2.7]).
pub fn nato_joins(s: &State, committed: &[UnitId], u: UnitId) -> bool {
    let all = [committed, &[u]].concat();
    let nations = armies(s, &all);
    if berlin(s, &all) {
        return true;
    }
    if nations.len() > 2 {
        return false;
    }
    if !active(s) {
        return true;
    }
    // [26.2.3], [26.2.4]: one nationality through a hexside (the committed units in u's hex).
    let here = s.hex_of(u);
    let one_side = committed.iter().filter(|&&v| s.hex_of(v) == here).all(|&v| army(s, v) == army(s, u) || berlin(s, &[u, v]));
    // [26.2.2]: no army in a second multinational attack this turn.
    let fresh = nations.len() < 2 || nations.iter().all(|n| !s.multinational.contains(n));
    one_side && fresh
}

/// [26.2.2]: a NATO battle is resolved with these attackers: a multinational one records its armies.
pub fn record(s: &mut State, side: Side, attackers: &[UnitId]) {
    if side != Side::Nato || !active(s) || berlin(s, attackers) {
        return;
    }
    let nations = armies(s, attackers);
    if nations.len() >= 2 {
        for n in nations {
            if !s.multinational.contains(&n) {
                s.multinational.push(n);
            }
        }
    }
}
