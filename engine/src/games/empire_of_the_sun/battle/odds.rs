//! The odds of a combat roll, for the board to show before the die is cast: for each of the ten faces
//! the CRT row it reaches with the roll's modifiers and the hits it gives (9.2B, 9.4), grouped, with the
//! modifiers that make the roll. The rules compute them; the board only shows them.

use super::{air_naval, ground, Fight};
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::State;
use crate::kit::odds::{Modifier, Odds, OddsOutcome};
use crate::Arg;

/// The odds of a roll on CRT `table` with `strength` and `modifiers`; `critical(face, modified)` says
/// whether a roll is a critical hit. Each outcome is `eots.odds.hits` (hits, rating numerator,
/// denominator) or `eots.odds.critical` (the same, with a critical hit).
pub fn crt_odds(state: &State, table: &str, strength: u32, modifiers: Vec<Modifier>, critical: impl Fn(u8, i32) -> bool) -> Odds {
    let t = &state.data().tables;
    let drm: i32 = modifiers.iter().map(|m| m.value).sum();
    let mut outcomes: Vec<OddsOutcome> = vec![];
    for face in 0..=9u8 {
        let modified = face as i32 + drm;
        let (num, den, _) = t.crt(table, modified).unwrap_or((0, 1, false));
        let hits = t.hits(table, strength, modified).unwrap_or(0);
        let id = if critical(face, modified) { "eots.odds.critical" } else { "eots.odds.hits" };
        let args = vec![Arg::Num(hits as i32), Arg::Num(num as i32), Arg::Num(den as i32)];
        match outcomes.iter_mut().find(|o| o.id == id && o.args == args) {
            Some(o) => {
                o.ways += 1;
                o.rolls.push(vec![face]);
            }
            None => outcomes.push(OddsOutcome { id: id.to_string(), args, ways: 1, success: None, loses: false, rolls: vec![vec![face]] }),
        }
    }
    crate::kit::sort::sort_by_key(&mut outcomes, |o| std::cmp::Reverse(o.ways));
    Odds {
        dice: 1,
        faces: (0, 9),
        total: 10,
        outcomes,
        modifiers,
        notes: vec![("eots.odds.strength".to_string(), vec![Arg::Num(strength as i32)])],
    }
}

/// The odds of `side`'s air-naval roll in `fight` as it stands (9.2B).
pub fn air_naval_odds(state: &State, fight: &Fight, side: Side) -> Odds {
    let strength = air_naval::strength(state, fight, side);
    crt_odds(state, air_naval::TABLE, strength, air_naval::modifiers(state, fight, side), |face, m| air_naval::is_critical(state, side, face, m))
}

/// The odds of `side`'s ground roll in `fight` as it stands (9.4).
pub fn ground_odds(state: &State, fight: &Fight, side: Side) -> Odds {
    let strength = ground::strength(state, fight, side);
    crt_odds(state, ground::TABLE, strength, ground::modifiers(state, fight, side), |_, _| false)
}
