//! Shared helpers for the Empire of the Sun tests: games from a scenario or a bare sheet, actions played
//! by their notation through the engine contract, units and hexes by name.
#![allow(dead_code)]

use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::{Loc, Sheet, State, UnitId};
use engine::kit::hex::Hex;
use engine::record::Header;
use engine::Game;

/// A scenario through the engine contract (`Game::setup`), with options.
pub fn start(scenario: &str, seed: u64, options: &[(&str, &str)]) -> State {
    let mut h = Header {
        game: "empire-of-the-sun".into(),
        rules: EmpireOfTheSun::meta().rules_version,
        scenario: scenario.into(),
        seed,
        ..Default::default()
    };
    for (k, v) in options {
        h.options.insert(k.to_string(), v.to_string());
    }
    EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).unwrap_or_else(|e| panic!("{scenario}: {}", e.0))
}

/// The main map, empty of counters' placements beyond the defaults (`State::empty`), seed 1.
pub fn main_sheet() -> State {
    State::empty(builtin_data(), Sheet::Main, 1)
}

pub fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap_or_else(|| panic!("no hex {id}"))
}

pub fn id(s: &State, key: &str) -> UnitId {
    s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"))
}

/// Where unit `key` is.
pub fn at(s: &State, key: &str) -> Loc {
    s.unit(id(s, key)).loc
}

pub fn notations(s: &State) -> Vec<String> {
    EmpireOfTheSun::prompt(s).actions.iter().map(|a| EmpireOfTheSun::describe(s, a).notation).collect()
}

pub fn offered(s: &State, n: &str) -> bool {
    notations(s).iter().any(|x| x == n)
}

pub fn prompt_id(s: &State) -> String {
    EmpireOfTheSun::prompt(s).id.to_string()
}

/// Plays the prompt's action whose notation is `n`; fails with the prompt's notations when it is not offered.
pub fn act(s: &mut State, n: &str) {
    let p = EmpireOfTheSun::prompt(s);
    let Some(a) = p.actions.iter().find(|a| EmpireOfTheSun::describe(s, a).notation == n).cloned() else {
        panic!("'{n}' is not offered at {}: {:?}", p.id, notations(s));
    };
    EmpireOfTheSun::apply(s, p.seat.expect("a decision has a seat"), &a).unwrap_or_else(|e| panic!("{n}: {e}"));
}
