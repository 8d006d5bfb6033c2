//! The five war cards (TS EVT §6): Korean War, Arab-Israeli War, Indo-Pakistani War, Brush War and
//! Iran-Iraq War. A war needs no influence in either country; its military ops move win or lose; a
//! win gains VP and the attacker's influence replaces the defender's.

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, CountryId};
use super::super::state::{Player, State};
use super::{add, choose_country, countries, country, remove, roll, vp};
use crate::Arg;

/// The five war cards.
pub const WARS: [CardId; 5] = [KOREAN_WAR, ARAB_ISRAELI_WAR, INDO_PAKISTANI_WAR, IRAN_IRAQ_WAR, BRUSH_WAR];

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
        INDO_PAKISTANI_WAR | IRAN_IRAQ_WAR | BRUSH_WAR => war(state, card, p, target),
        _ => return false,
    }
    true
}

/// Korean War (#11): the USSR attacks South Korea.
fn korean_war(state: &mut State) {
    let target = country(state, "southkorea");
    war(state, KOREAN_WAR, Player::Ussr, target);
}

/// Arab-Israeli War (#13): the USSR attacks Israel.
fn arab_israeli_war(state: &mut State) {
    let target = country(state, "israel");
    war(state, ARAB_ISRAELI_WAR, Player::Ussr, target);
}

/// What a war card needs to win, and what it brings (TS EVT §6): (lowest winning total, VP, military
/// ops). Brush War wins on 3 and brings 1 VP and 3 military ops; the others win on 4 and bring 2 and 2.
pub fn war_stakes(card: CardId) -> (i32, i32, u8) {
    match card {
        BRUSH_WAR => (3, 1, 3),
        _ => (4, 2, 2),
    }
}

/// The terms of a war's die modifier (TS EVT §6): −1 per country next to the target that the defender
/// controls; Korean War −1 more before the Chinese Civil War is resolved (TS CCW §4-2); Arab-Israeli War
/// −1 more when the US controls Israel itself.
pub fn war_terms(state: &State, card: CardId, p: Player, target: CountryId) -> Vec<(&'static str, i32)> {
    let defender = p.opponent();
    let neighbours = state.data().countries[target as usize].adjacent.iter().filter(|&&n| controls(state, n, defender)).count() as i32;
    let mut terms = vec![("ts.mod.war_neighbours", -neighbours)];
    match card {
        KOREAN_WAR if state.civil_war.is_some() => terms.push(("ts.mod.civil_war", -1)),
        ARAB_ISRAELI_WAR if controls(state, target, Player::Us) => terms.push(("ts.mod.israel_us", -1)),
        _ => {}
    }
    terms
}

/// Brush War (#36): any country of stability 1 or 2 (a war needs no influence, TS EVT §6), but not one
/// NATO protects.
fn brush_war_targets(state: &State, p: Player) -> Vec<CountryId> {
    countries(state, |c| c.stability <= 2 && !super::super::ops::protected(state, c.id, p))
}

/// Resolves a war card's attack by `p` on `target`: a die plus [`war_terms`]; the stakes' total or more
/// wins their VP and replaces the defender's influence with the attacker's. The attacker's military ops
/// move either way (TS EVT §6, TS DEF §2-3/2-4).
pub fn war(state: &mut State, card: CardId, p: Player, target: CountryId) {
    let defender = p.opponent();
    let (win_at, win_vp, milops) = war_stakes(card);
    let modifier: i32 = war_terms(state, card, p, target).iter().map(|t| t.1).sum();
    let r = roll(state);
    let total = r as i32 + modifier;
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
