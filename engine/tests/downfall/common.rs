//! Shared helpers for the Downfall tests: scenarios through the engine contract, actions by notation,
//! units and hexes by name, and an emptied map for fixtures.
#![allow(dead_code)]

use engine::games::downfall::data::Faction;
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::Downfall;
use engine::kit::rows::RowHex;
use engine::record::Header;
use engine::Game;

pub fn start(scenario: &str, seed: u64) -> State {
    let h = Header { game: "downfall".into(), rules: Downfall::meta().rules_version, scenario: scenario.into(), seed, ..Default::default() };
    Downfall::setup(&h, Downfall::builtin_data()).unwrap_or_else(|e| panic!("{scenario}: {}", e.0))
}

pub fn hex(id: &str) -> RowHex {
    RowHex::parse(id).unwrap_or_else(|| panic!("no hex {id}"))
}

pub fn unit(s: &State, key: &str) -> usize {
    s.data().unit_index(key).unwrap_or_else(|| panic!("no unit {key}"))
}

/// Every counter off the map (into the force pool): a fixture starts from an empty board.
pub fn clear(s: &mut State) {
    for u in s.units.iter_mut() {
        if let Loc::Hex(_) | Loc::Sea(_) = u.loc {
            u.loc = Loc::Pool;
            u.flipped = false;
        }
    }
}

pub fn place(s: &mut State, key: &str, h: &str, steps: u8) -> usize {
    let u = unit(s, key);
    s.units[u].loc = Loc::Hex(hex(h));
    s.units[u].steps = steps;
    u
}

/// The first unit of a faction and type ("leg", "tank", …) shown on its front, not on the map yet.
pub fn find(s: &State, f: Faction, front: &str, german: Option<bool>) -> String {
    let d = s.data();
    (0..d.units.len())
        .find(|&u| {
            d.units[u].faction == f
                && d.units[u].front.key() == front
                && s.units[u].loc != Loc::Hex(RowHex::new(0, 0))
                && !matches!(s.units[u].loc, Loc::Hex(_))
                && german.is_none_or(|g| d.units[u].german() == g)
        })
        .map(|u| d.units[u].key.clone())
        .unwrap_or_else(|| panic!("no {f:?} {front} unit"))
}

pub fn notations(s: &State) -> Vec<String> {
    Downfall::prompt(s).actions.iter().map(|a| Downfall::describe(s, a).notation).collect()
}

pub fn offered(s: &State, n: &str) -> bool {
    notations(s).iter().any(|x| x == n)
}

/// Plays the prompt's action whose notation is `n`.
pub fn act(s: &mut State, n: &str) {
    let p = Downfall::prompt(s);
    let Some(a) = p.actions.iter().find(|a| Downfall::describe(s, a).notation == n).cloned() else {
        panic!("'{n}' is not offered at {:?}: {:?}", s.steps.last(), notations(s));
    };
    Downfall::apply(s, p.seat.expect("a decision"), &a).unwrap_or_else(|e| panic!("{n}: {}", e.0));
}

/// Puts a faction in the Choose step with an empty stack beneath but the next round.
pub fn choosing(s: &mut State, f: Faction) {
    s.steps = vec![Step::Round, Step::Choose(engine::games::downfall::round::Choose { faction: f })];
    s.active = f;
}

pub fn marker(s: &State, key: &str) -> u8 {
    s.data().marker_index(key).unwrap_or_else(|| panic!("no marker {key}")) as u8
}

/// Empties the Action Track (markers back to the cup) and puts these in boxes 1, 2, …
pub fn set_track(s: &mut State, keys: &[&str]) {
    let back: Vec<u8> = s.track.iter_mut().filter_map(Option::take).collect();
    s.cup.extend(back);
    for (i, k) in keys.iter().enumerate() {
        let m = marker(s, k);
        s.cup.retain(|x| *x != m);
        for f in 0..4 {
            s.display[f].retain(|(x, _)| *x != m);
            if s.planning[f] == Some(m) {
                s.planning[f] = None;
            }
        }
        s.track[i] = Some(m);
    }
}

/// Plays the set-up's air placement (rules 3, DF 4 L716, 10.3): each time the first offered action.
pub fn past_air(s: &mut State) {
    while matches!(s.steps.last(), Some(Step::Air(_))) {
        let n = notations(s)[0].clone();
        act(s, &n);
    }
}
