//! The five war cards (TS EVT §6): Korean War, Arab-Israeli War, Indo-Pakistani War, Brush War and
//! Iran-Iraq War. A war needs no influence in either country; its military ops move win or lose; a
//! win gains VP and the attacker's influence replaces the defender's.

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, CountryId};
use super::super::state::{Player, State};
use super::{add, choose_country, countries, country, remove, roll, vp};
use crate::Arg;

pub fn fire(state: &mut State, card: CardId, p: Player) -> bool {
    match card {
        KOREAN_WAR => korean_war(state),
        ARAB_ISRAELI_WAR => arab_israeli_war(state),
        INDO_PAKISTANI_WAR => choose_country(state, p, card, vec![country(state, "india"), country(state, "pakistan")]),
        IRAN_IRAQ_WAR => choose_country(state, p, card, vec![country(state, "iran"), country(state, "iraq")]),
        BRUSH_WAR => {
            let targets = brush_war_targets(state, p);
            choose_country(state, p, card, targets);
        }
        _ => return false,
    }
    true
}

pub fn on_country(state: &mut State, card: CardId, p: Player, target: CountryId) -> bool {
    match card {
        // The chosen country is the one attacked.
        INDO_PAKISTANI_WAR | IRAN_IRAQ_WAR => war(state, p, target, 0, 4, 2, 2),
        BRUSH_WAR => war(state, p, target, 0, 3, 1, 3),
        _ => return false,
    }
    true
}

/// Korean War (#11): the USSR attacks South Korea; −1 more before the Chinese Civil War is resolved
/// (TS CCW §4-2).
fn korean_war(state: &mut State) {
    let extra = -(state.civil_war.is_some() as i32);
    war(state, Player::Ussr, country(state, "southkorea"), extra, 4, 2, 2);
}

/// Arab-Israeli War (#13): the USSR attacks Israel; US control of Israel itself also counts −1.
fn arab_israeli_war(state: &mut State) {
    let israel = country(state, "israel");
    let extra = -(controls(state, israel, Player::Us) as i32);
    war(state, Player::Ussr, israel, extra, 4, 2, 2);
}

/// Brush War (#36): any country of stability 1 or 2 (a war needs no influence, TS EVT §6), but not one
/// NATO protects.
fn brush_war_targets(state: &State, p: Player) -> Vec<CountryId> {
    countries(state, |c| c.stability <= 2 && !super::super::ops::protected(state, c.id, p))
}

/// Resolves a war by `p` on `target`: a die, −1 per neighbour the defender controls, plus `extra`;
/// `win_at` or more wins `win_vp` and replaces the defender's influence with the attacker's. The
/// attacker's military ops move by `milops` either way (TS EVT §6, TS DEF §2-3/2-4).
pub fn war(state: &mut State, p: Player, target: CountryId, extra: i32, win_at: i32, win_vp: i32, milops: u8) {
    let defender = p.opponent();
    let neighbours = state.data().countries[target as usize].adjacent.iter().filter(|&&n| controls(state, n, defender)).count() as i32;
    let r = roll(state);
    let total = r as i32 - neighbours + extra;
    let m = &mut state.milops[p.idx()];
    *m = (*m + milops).min(5);
    let won = total >= win_at;
    state.log(
        Some(p),
        if won { "ts.war_won" } else { "ts.war_lost" },
        vec![Arg::Seat(p.seat()), Arg::Space(state.data().countries[target as usize].key.clone()), Arg::Roll(r), Arg::Num(total - r as i32), Arg::Num(total)],
    );
    if won {
        let theirs = state.inf(target, defender);
        remove(state, defender, target, theirs);
        add(state, p, target, theirs);
        vp(state, p, win_vp);
    }
}
