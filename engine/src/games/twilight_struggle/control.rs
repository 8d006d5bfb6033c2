//! Control of a country (TS CMP §1-7, L252): a player controls a country when their influence is at
//! least its stability and exceeds the opponent's by at least its stability.

use super::data::{CountryId};
use super::state::{Player, State};

pub fn controller(state: &State, country: CountryId) -> Option<Player> {
    let stability = state.data().countries[country as usize].stability;
    Player::BOTH.into_iter().find(|&p| {
        let own = u16::from(state.inf(country, p));
        let opp = u16::from(state.inf(country, p.opponent()));
        let stability = u16::from(stability);
        own >= stability && own >= opp + stability
    })
}

pub fn controls(state: &State, country: CountryId, player: Player) -> bool {
    controller(state, country) == Some(player)
}
