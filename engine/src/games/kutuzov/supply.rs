//! Supply Trains (rules 6): #6 Depots and Trains (an Imperial Home "+" card) and #13 The Tsar's Quartermaster
//! (a Tsarist Home response) place a Supply Train marker of the card's Power in a duchy holding a formation of
//! its camp (D32). Until it is removed it counts as the Power's flagged Key for regrouped pieces (KUT 6.32,
//! L712, L1902), and a formation of its camp that enters its scorched duchy takes no attrition for the
//! scorched earth (KUT 5.6 example 3, L650; E35). An enemy flag placed on its duchy removes it (E35).

use super::control;
use super::data::{camp_of, Kind, Power, SpaceId};
use super::state::State;
use crate::Arg;

pub fn on(s: &State) -> bool {
    s.rules >= 6
}

/// The cards that place a Supply Train (L712).
pub fn is_card(card: u16) -> bool {
    matches!(card, 6 | 13)
}

/// The Power whose Supply Train is in `space`.
pub fn at(s: &State, space: SpaceId) -> Option<Power> {
    s.supply_trains.iter().find(|t| t.0 == space).map(|t| t.1)
}

/// A Power's Supply Trains on the map.
pub fn of(s: &State, p: Power) -> Vec<SpaceId> {
    s.supply_trains.iter().filter(|t| t.1 == p).map(|t| t.0).collect()
}

/// Whether a Supply Train of `camp` stands in `space` and spares its formations the scorched earth's
/// attrition there (L650).
pub fn shields(s: &State, camp: u8, space: SpaceId) -> bool {
    on(s) && s.scorched[space as usize] && at(s, space).is_some_and(|p| camp_of(p) == camp)
}

/// Where `p` may place a Supply Train (D32): a duchy holding a formation of its camp, with no Supply Train.
pub fn sites(s: &State, p: Power) -> Vec<SpaceId> {
    let camp = camp_of(p);
    (0..s.data.spaces.len() as SpaceId)
        .filter(|&x| s.data.spaces[x as usize].kind == Kind::Duchy && s.camp_present(x, camp) && at(s, x).is_none())
        .collect()
}

/// Places `p`'s Supply Train in `space`.
pub fn place(s: &mut State, p: Power, space: SpaceId) {
    if at(s, space).is_some() {
        return;
    }
    s.supply_trains.push((space, p));
    s.log(Some(p), "kut.supply_train", vec![Arg::Seat(p), s.space_arg(space)]);
}

/// An enemy flag placed on a Supply Train's duchy takes it off the map (E35).
pub fn flag_placed(s: &mut State, space: SpaceId, p: Power) {
    if let Some(owner) = at(s, space) {
        if camp_of(owner) != camp_of(p) {
            s.supply_trains.retain(|t| t.0 != space);
            s.log(Some(owner), "kut.supply_train_lost", vec![Arg::Seat(owner), s.space_arg(space)]);
        }
    }
}

/// The Power's Supply Trains that take regrouped pieces (KUT 6.32, L712: as a flagged Key, so not besieged
/// and joined to a home edge zone through the camp's spaces).
pub fn regroup_sites(s: &State, p: Power, reach: &[bool]) -> Vec<SpaceId> {
    if !on(s) {
        return vec![];
    }
    of(s, p).into_iter().filter(|&x| reach[x as usize] && control::friendly(s, x, camp_of(p))).collect()
}
