//! The seven scoring cards (TS VIC §1; data/scoring.tsv). Southeast Asia Scoring is the only starred
//! one (TS EVT §2).

use super::super::cards::*;
use super::super::data::{CardId, Region};
use super::super::scoring::southeast_asia;
use super::super::state::{Player, State};
use super::score_region;
use crate::Arg;

pub fn fire(state: &mut State, card: CardId, _p: Player) -> bool {
    let region = match card {
        ASIA_SCORING => Region::Asia,
        EUROPE_SCORING => Region::Europe,
        MIDDLE_EAST_SCORING => Region::MiddleEast,
        CENTRAL_AMERICA_SCORING => Region::CentralAmerica,
        AFRICA_SCORING => Region::Africa,
        SOUTH_AMERICA_SCORING => Region::SouthAmerica,
        SOUTHEAST_ASIA_SCORING => {
            southeast_asia_scoring(state);
            return true;
        }
        _ => return false,
    };
    score_region(state, region);
    true
}

/// Southeast Asia Scoring (#38): 1 VP per controlled country, 2 for Thailand, netted.
fn southeast_asia_scoring(state: &mut State) {
    let vp = southeast_asia(state);
    state.log(None, "ts.score_sea", vec![Arg::Num(vp[0]), Arg::Num(vp[1])]);
    super::super::turn::apply_net(state, vp[Player::Us.idx()] - vp[Player::Ussr.idx()], false);
}
