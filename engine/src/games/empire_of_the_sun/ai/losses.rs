//! Losses by a side's own hand (docs/ai.md "Empire of the Sun"; issue 31), named for the arena's count
//! (`AiGame::loss_kind`, as Twilight Struggle names its DEFCON losses).
//!
//! - `hq_sent`: the South Pacific game lost because the side's last HQ was lost (17.10.7) in a battle of
//!   the side's *own* offensive — an HQ sent into a battle hex, where nothing it could gain there was worth
//!   the game. An HQ lost where it stood to the other side's offensive is not counted: the other side won
//!   it.
//!
//! The battle reports (`State::reports`, kept natively) say in which battle and offensive the HQ's last
//! step was lost.

use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::state::{side_of, State};
use crate::Arg;

/// Whether the counter with this key is an HQ.
fn is_hq(s: &State, key: &str) -> bool {
    s.data().units.iter().any(|u| u.key == key && u.kind == UnitType::Hq)
}

/// The side that lost the South Pacific game by having no HQ on the map (17.10.7).
fn hq_loser(s: &State) -> Option<Side> {
    let o = s.outcome.as_ref()?;
    if o.reason != "eots_no_hq" {
        return None;
    }
    match o.args.first() {
        Some(Arg::Seat(seat)) => Some(side_of(*seat)),
        _ => None,
    }
}

/// The kind of the self-inflicted loss that ended this finished game, if it was one.
pub fn loss_kind(s: &State) -> Option<String> {
    let loser = hq_loser(s)?;
    // The last battle in which one of the loser's HQs lost a step.
    let battle = s.reports.battles.iter().rev().find(|b| b.losses.iter().any(|l| l.side == loser && is_hq(s, &l.unit)))?;
    (battle.offensive == loser).then(|| "hq_sent".to_string())
}
