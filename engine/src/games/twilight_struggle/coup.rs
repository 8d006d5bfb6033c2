//! Coups (TS OPS §3) and realignment rolls (TS OPS §2).

use super::control::controls;
use super::data::{CountryId};
use super::defcon::{change_defcon, region_closed};
use super::state::{Player, State};

/// Whether `player` may target `country` with a coup or realignment: the opponent must have influence
/// there (TS OPS §3-1, PA2 L1601) and, unless the attempt is a free one from an event (TS OPS §3-5),
/// the region must not be closed by DEFCON (TS DEF §1-5).
pub fn may_target(state: &State, country: CountryId, player: Player, free: bool) -> bool {
    let c = &state.data().countries[country as usize];
    state.inf(country, player.opponent()) > 0 && (free || !region_closed(state.defcon, c.region))
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoupResult {
    pub roll: u8,
    /// ops + roll − 2 × stability; the coup succeeds when it is above 0.
    pub margin: i32,
    pub removed: u8,
    pub added: u8,
}

/// Resolves a coup with `ops` (already modified) and a die `roll` (TS OPS §3-2 … §3-5): success when
/// ops + roll > 2 × stability; the difference removes opponent influence first, the rest becomes own
/// influence. The attacker's military ops move by the ops unless the coup is free (TS DEF §2-3, §2-5);
/// a coup in a battleground degrades DEFCON by 1 (TS OPS §3-4), free or not.
pub fn resolve(state: &mut State, player: Player, country: CountryId, ops: u8, roll: u8, free: bool) -> CoupResult {
    resolve_with(state, player, country, ops, roll, 0, free, true)
}

/// [`resolve`] with a die `modifier` (SALT, Death Squads) and whether a battleground coup degrades
/// DEFCON (Nuclear Subs stops it for the US). DEFCON 1 is charged to the phasing player (TS DEF §1-3):
/// a free coup the opponent makes during your action round is yours (digest G5).
#[allow(clippy::too_many_arguments)]
pub fn resolve_with(state: &mut State, player: Player, country: CountryId, ops: u8, roll: u8, modifier: i32, free: bool, degrade: bool) -> CoupResult {
    let stability = state.data().countries[country as usize].stability;
    let margin = ops as i32 + roll as i32 + modifier - 2 * stability as i32;
    let (mut removed, mut added) = (0, 0);
    if margin > 0 {
        let opp = &mut state.influence[country as usize][player.opponent().idx()];
        removed = (*opp as i32).min(margin) as u8;
        *opp -= removed;
        added = (margin - removed as i32) as u8;
        state.influence[country as usize][player.idx()] += added;
    }
    if !free {
        let m = &mut state.milops[player.idx()];
        *m = (*m + ops).min(5);
    }
    if state.data().countries[country as usize].battleground && degrade {
        let phasing = state.phasing;
        change_defcon(state, -1, phasing);
    }
    CoupResult { roll, margin, removed, added }
}

/// A player's realignment modifier in a country (TS OPS §2-2): +1 per adjacent country they control,
/// +1 for more influence in the target, +1 if the target is adjacent to their own superpower.
pub fn realign_modifier(state: &State, country: CountryId, player: Player) -> i32 {
    realign_terms(state, country, player).iter().map(|t| t.1).sum()
}

/// The terms of [`realign_modifier`], each with its reason.
pub fn realign_terms(state: &State, country: CountryId, player: Player) -> [(&'static str, i32); 3] {
    let c = &state.data().countries[country as usize];
    let neighbours = c.adjacent.iter().filter(|&&n| controls(state, n, player)).count() as i32;
    let more = (state.inf(country, player) > state.inf(country, player.opponent())) as i32;
    let superpower = match player {
        Player::Us => c.adjacent_us,
        Player::Ussr => c.adjacent_ussr,
    } as i32;
    [("ts.mod.realign_neighbours", neighbours), ("ts.mod.realign_more", more), ("ts.mod.realign_superpower", superpower)]
}

/// Resolves one realignment roll (TS OPS §2-2, §2-3): both sides roll and add their modifiers; the
/// higher total removes the difference from the other side's influence; a tie does nothing; it never
/// adds influence. Returns (attacker total, defender total, influence removed).
pub fn realign(state: &mut State, player: Player, country: CountryId, roll: u8, opp_roll: u8) -> (i32, i32, u8) {
    realign_with(state, player, country, roll as i32, opp_roll as i32)
}

/// [`realign`] with die rolls already adjusted by event modifiers (Iran-Contra Scandal).
pub fn realign_with(state: &mut State, player: Player, country: CountryId, roll: i32, opp_roll: i32) -> (i32, i32, u8) {
    let mine = roll + realign_modifier(state, country, player);
    let theirs = opp_roll + realign_modifier(state, country, player.opponent());
    let (loser, diff) = if mine > theirs { (player.opponent(), mine - theirs) } else { (player, theirs - mine) };
    let inf = &mut state.influence[country as usize][loser.idx()];
    let removed = (*inf as i32).min(diff) as u8;
    if mine != theirs {
        *inf -= removed;
    }
    (mine, theirs, if mine == theirs { 0 } else { removed })
}
