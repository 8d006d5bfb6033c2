//! Placing influence with operations (TS OPS §1).

use super::control::controller;
use super::data::{CountryId, TsData};
use super::state::{Player, State};

/// Countries where `player` may place influence with operations this action round: where they had
/// influence at the start of the round, the countries adjacent to those, and the countries adjacent to
/// their own superpower (TS OPS §1-1, §1-4). Points placed this round do not open new countries
/// (the seed's example at L716–L727).
pub fn access(d: &TsData, round_start: &[[u8; 2]], player: Player) -> Vec<bool> {
    let m = access_mask(d, round_start, player);
    (0..d.countries.len()).map(|i| m >> i & 1 == 1).collect()
}

/// [`access`] as a bit set (bit = country id).
pub fn access_mask(d: &TsData, round_start: &[[u8; 2]], player: Player) -> u128 {
    let mut m = match player {
        Player::Us => d.masks.adjacent_us,
        Player::Ussr => d.masks.adjacent_ussr,
    };
    let side = player.idx();
    for (i, inf) in round_start.iter().enumerate() {
        if inf[side] > 0 {
            m |= 1u128 << i | d.masks.adjacent[i];
        }
    }
    m
}

/// The cost of the next point (TS OPS §1-2): 2 ops while the opponent controls the country, else 1.
/// It is recomputed for every point, so breaking control makes the rest cheaper.
pub fn cost(state: &State, country: CountryId, player: Player) -> u8 {
    if controller(state, country) == Some(player.opponent()) {
        2
    } else {
        1
    }
}

/// Places one point bought with operations; returns the ops it cost.
pub fn place_point(state: &mut State, country: CountryId, player: Player) -> u8 {
    let c = cost(state, country, player);
    state.influence[country as usize][player.idx()] += 1;
    c
}
