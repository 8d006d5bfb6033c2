//! Whether an event happens at all (TS PLAY §2, L550–L568, with the examples L569–L615).
//!
//! The rulebook draws a line between two kinds of "nothing happened":
//! - an event whose **required card was not played, whose stated condition is not met, or which another
//!   event cancels** does not happen: no effect, and a starred card goes to the discards, not out of the
//!   game (examples 1, 2 and 4: NATO before Marshall Plan / Warsaw Pact, Arab-Israeli War after Camp
//!   David, Star Wars while the US is behind in space);
//! - an event that happens but changes nothing still happened: a starred card is removed (example 3:
//!   Alliance for Progress with no US battleground in the Americas).
//!
//! So a condition that opens a card's event ("if the US is ahead in space, …") is a precondition of the
//! whole event, while a count or a branch inside it ("1 VP per controlled battleground", "if the US holds
//! the China Card …, otherwise …") only shapes what the event does. The table of all 110 cards, with the
//! reason for each, is in docs/games/twilight-struggle.md ("Events that do not happen").
//!
//! Rules version 1 knew only the fixed list of required cards and cancellations; version 2 adds the
//! preconditions of Kitchen Debates, Arms Race, One Small Step, The Defectors, Special Relationship and Our
//! Man in Tehran. A record of version 1 replays under its own list.

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, Region};
use super::super::state::{Player, State};
use super::owner;

/// Whether `card`'s event may happen now for `owner` (`headline`: it is resolved as a headline).
pub fn playable(state: &State, card: CardId, owner: Player, headline: bool) -> bool {
    required_card(state, card) && !cancelled(state, card) && civil_war_allows(state, card, owner) && condition(state, card, owner, headline)
}

/// Events that need another card's event first (TS PLAY §2, example 1).
fn required_card(state: &State, card: CardId) -> bool {
    match card {
        // #21: only after Marshall Plan or Warsaw Pact Formed.
        NATO => state.has(MARSHALL_PLAN) || state.has(WARSAW_PACT),
        // #101: only while John Paul II Elected Pope is in effect.
        SOLIDARITY => state.has(JOHN_PAUL_II),
        _ => true,
    }
}

/// Events that an earlier event prevents (TS PLAY §2, example 2; TS EVT §5).
fn cancelled(state: &State, card: CardId) -> bool {
    match card {
        ARAB_ISRAELI_WAR => state.has(CAMP_DAVID),
        SOCIALIST_GOVERNMENTS => state.has(IRON_LADY),
        OPEC => state.has(NORTH_SEA_OIL),
        MUSLIM_REVOLUTION => state.has(AWACS),
        WILLY_BRANDT => state.has(TEAR_DOWN_THIS_WALL),
        FLOWER_POWER => state.has(EVIL_EMPIRE),
        _ => false,
    }
}

/// The Chinese Civil War variant's restrictions (TS CCW §4): while the war is unresolved the USSR may not
/// play Red Scare/Purge as an event, and the China Card's events cannot happen.
fn civil_war_allows(state: &State, card: CardId, owner: Player) -> bool {
    if state.civil_war.is_none() {
        return true;
    }
    match card {
        RED_SCARE_PURGE => owner != Player::Ussr,
        CULTURAL_REVOLUTION | FORMOSAN_RESOLUTION => false,
        _ => true,
    }
}

/// The stated conditions that open an event (TS PLAY §2, example 4).
fn condition(state: &State, card: CardId, owner: Player, headline: bool) -> bool {
    let v2 = state.rules_at_least(2);
    match card {
        // The China Card has no event (TS CHN).
        CHINA_CARD => false,
        // #85, example 4: only while the US is ahead in the space race.
        STAR_WARS => state.space[Player::Us.idx()] > state.space[Player::Ussr.idx()],
        // #100: only at DEFCON 2.
        WARGAMES => state.defcon == 2,
        // #104: not in the Late War.
        CAMBRIDGE_FIVE => state.turn < 8,
        // #32: never as a headline, and only with a card carrying the opponent's event to pair it with.
        UN_INTERVENTION => !headline && !un_partners(state, owner).is_empty(),
        // #48: only if the US controls more battlegrounds than the USSR.
        KITCHEN_DEBATES if v2 => battlegrounds(state, Player::Us) > battlegrounds(state, Player::Ussr),
        // #39: only if the player is ahead on the military operations track.
        ARMS_RACE if v2 => state.milops[owner.idx()] > state.milops[owner.opponent().idx()],
        // #80: only for the player behind in the space race.
        ONE_SMALL_STEP if v2 => state.space[owner.idx()] < state.space[owner.opponent().idx()],
        // #103: a US headline (it cancels the USSR's), or played by the USSR in its action round.
        DEFECTORS if v2 => {
            if headline {
                state.phasing == Player::Us
            } else {
                state.phasing == Player::Ussr
            }
        }
        // #105: only while the US controls the UK.
        SPECIAL_RELATIONSHIP if v2 => controls(state, uk(state), Player::Us),
        // #108: only if the US controls a Middle Eastern country.
        OUR_MAN_IN_TEHRAN if v2 => {
            state.data().countries.iter().any(|c| c.region == Region::MiddleEast && controls(state, c.id, Player::Us))
        }
        _ => true,
    }
}

fn uk(state: &State) -> u8 {
    state.data().country("uk").expect("the UK is on the map")
}

fn battlegrounds(state: &State, p: Player) -> usize {
    state.data().countries.iter().filter(|c| c.battleground && controls(state, c.id, p)).count()
}

/// Cards in `player`'s hand that carry the opponent's event (UN Intervention's partners).
pub fn un_partners(state: &State, player: Player) -> Vec<CardId> {
    state
        .hand(player)
        .iter()
        .copied()
        .filter(|&c| c != UN_INTERVENTION && !state.data().cards[c as usize].scoring && owner(state, c, player) != player)
        .collect()
}
