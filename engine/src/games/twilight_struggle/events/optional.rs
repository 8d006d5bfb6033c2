//! Events of the Deluxe optional cards #104–#110 (option `optional_cards`).

use super::super::cards::*;
use super::super::control::controls;
use super::super::data::{CardId, CountryId, Region};
use super::super::state::{InfluenceMode, OpsKind, Player, State, Step};
use super::picks::{Influence, Resume};
use super::{add, add_effect, add_picks, choose_card_from, countries, country, grant_ops, in_region, then, vp};
use crate::Arg;

pub fn fire(state: &mut State, card: CardId, _p: Player) -> bool {
    match card {
        CAMBRIDGE_FIVE => cambridge_five(state),
        SPECIAL_RELATIONSHIP => special_relationship(state),
        NORAD => add_effect(state, NORAD, Player::Us, false),
        CHE => che(state),
        OUR_MAN_IN_TEHRAN => our_man_in_tehran(state),
        YURI_AND_SAMANTHA => add_effect(state, YURI_AND_SAMANTHA, Player::Ussr, true),
        AWACS => awacs(state),
        _ => return false,
    }
    true
}

pub fn on_card(state: &mut State, card: CardId, _p: Player, picked: Option<CardId>) -> bool {
    match (card, picked) {
        (OUR_MAN_IN_TEHRAN, Some(c)) => tehran_discard(state, c),
        // Declined: the Resume under the question returns the rest.
        (OUR_MAN_IN_TEHRAN, None) => {}
        _ => return false,
    }
    true
}

pub fn resume(state: &mut State, card: CardId, _p: Player, part: u8) -> bool {
    match card {
        CHE => che_second(state),
        OUR_MAN_IN_TEHRAN => tehran_return(state, part),
        _ => return false,
    }
    true
}

/// The Cambridge Five (#104): the US shows the Soviets the scoring cards in its hand; if there are
/// any, the Soviets add 1 influence in a country of a region one of them scores (Southeast Asia
/// Scoring offers only the Southeast Asian countries). Not an event in the Late War (`playable`).
fn cambridge_five(state: &mut State) {
    let scoring: Vec<CardId> = state.hand(Player::Us).iter().copied().filter(|&c| state.data().cards[c as usize].scoring).collect();
    state.chance.reveal();
    if scoring.is_empty() {
        state.log(Some(Player::Us), "ts.scoring_none", vec![Arg::Seat(Player::Us.seat())]);
    }
    for &c in &scoring {
        state.log(Some(Player::Us), "ts.scoring_shown", vec![Arg::Seat(Player::Us.seat()), Arg::Card(c as u16)]);
    }
    let allowed = countries(state, |c| {
        scoring.iter().any(|&s| match s {
            SOUTHEAST_ASIA_SCORING => c.southeast_asia,
            _ => scoring_region(s) == Some(c.region),
        })
    });
    if !allowed.is_empty() {
        add_picks(state, Player::Ussr, CAMBRIDGE_FIVE, 1, 1, allowed);
    }
}

/// The region a whole-region scoring card scores.
fn scoring_region(card: CardId) -> Option<Region> {
    match card {
        ASIA_SCORING => Some(Region::Asia),
        EUROPE_SCORING => Some(Region::Europe),
        MIDDLE_EAST_SCORING => Some(Region::MiddleEast),
        CENTRAL_AMERICA_SCORING => Some(Region::CentralAmerica),
        AFRICA_SCORING => Some(Region::Africa),
        SOUTH_AMERICA_SCORING => Some(Region::SouthAmerica),
        _ => None,
    }
}

/// Special Relationship (#105): only while the US controls the UK. With NATO in play the US puts 2
/// influence into one Western European country and gains 2 VP; without it, 1 influence into one of
/// the UK's neighbours.
fn special_relationship(state: &mut State) {
    let uk = country(state, "uk");
    if !controls(state, uk, Player::Us) {
        return;
    }
    if state.has(NATO) {
        vp(state, Player::Us, 2);
        state.steps.push(Step::Influence(Influence {
            player: Player::Us,
            owner: Player::Us,
            card: SPECIAL_RELATIONSHIP,
            mode: InfluenceMode::Add,
            left: 1,
            amount: 2,
            max_per_country: 1,
            allowed: countries(state, |c| c.western_europe),
            picked: vec![],
            optional: false,
        }));
    } else {
        let neighbours = state.data().countries[uk as usize].adjacent.clone();
        add_picks(state, Player::Us, SPECIAL_RELATIONSHIP, 1, 1, neighbours);
    }
}

/// The countries Che may strike: non-battlegrounds of Central America, South America and Africa.
fn che_targets(state: &State) -> Vec<CountryId> {
    countries(state, |c| !c.battleground && matches!(c.region, Region::CentralAmerica | Region::SouthAmerica | Region::Africa))
}

/// Che (#107): the Soviets make an ordinary coup with 3 ops in a non-battleground of Central America,
/// South America or Africa; if it took away US influence, they make a second one in another such
/// country.
fn che(state: &mut State) {
    state.last_coup_removed = 0;
    state.last_coup_target = None;
    then(state, Player::Ussr, CHE, 1);
    grant_ops(state, Player::Ussr, CHE, 3, vec![OpsKind::Coup], Some(che_targets(state)), false);
}

fn che_second(state: &mut State) {
    let Some(first) = state.last_coup_target else { return };
    if state.last_coup_removed == 0 {
        return;
    }
    let targets = che_targets(state).into_iter().filter(|&c| c != first).collect();
    grant_ops(state, Player::Ussr, CHE, 3, vec![OpsKind::Coup], Some(targets), false);
}

/// Our Man in Tehran (#108): if the US controls a Middle Eastern country it takes the top 5 cards of
/// the draw pile (all of them if fewer are left), shows them, throws away any it likes without their
/// events, puts the rest back and shuffles the draw pile. While the US decides, the cards lie on the
/// table, the last ones there.
fn our_man_in_tehran(state: &mut State) {
    let middle_east = countries(state, in_region(Region::MiddleEast));
    if !middle_east.iter().any(|&c| controls(state, c, Player::Us)) {
        return;
    }
    let n = state.deck.len().min(5);
    if n == 0 {
        return;
    }
    let drawn: Vec<CardId> = (0..n).filter_map(|_| state.deck.pop()).collect();
    state.chance.reveal();
    for &c in &drawn {
        state.log(Some(Player::Us), "ts.tehran_shown", vec![Arg::Seat(Player::Us.seat()), Arg::Card(c as u16)]);
    }
    state.table.extend(drawn);
    tehran_offer(state, n as u8);
}

/// Offers the `n` cards at the end of the table for discarding; the `Resume` under the question
/// records how many are still out.
fn tehran_offer(state: &mut State, n: u8) {
    then(state, Player::Us, OUR_MAN_IN_TEHRAN, n);
    if n == 0 {
        return;
    }
    let cards = state.table[state.table.len() - n as usize..].to_vec();
    choose_card_from(state, Player::Us, OUR_MAN_IN_TEHRAN, cards, true);
}

fn tehran_discard(state: &mut State, c: CardId) {
    let n = match state.steps.last() {
        Some(&Step::Resume(Resume { card: OUR_MAN_IN_TEHRAN, part, .. })) => part,
        _ => return,
    };
    state.steps.pop();
    let start = state.table.len() - n as usize;
    if let Some(i) = state.table[start..].iter().position(|&t| t == c) {
        state.table.remove(start + i);
        state.discard.push(c);
        state.log(Some(Player::Us), "ts.discards", vec![Arg::Seat(Player::Us.seat()), Arg::Card(c as u16)]);
        tehran_offer(state, n - 1);
    } else {
        tehran_offer(state, n);
    }
}

/// The cards the US kept go back into the draw pile, which is shuffled.
fn tehran_return(state: &mut State, n: u8) {
    let start = state.table.len().saturating_sub(n as usize);
    let kept: Vec<CardId> = state.table.drain(start..).collect();
    state.deck.extend(kept);
    super::super::deck::shuffle_draw_pile(state);
    state.log(Some(Player::Us), "ts.tehran_returned", vec![Arg::Num(n as i32)]);
}

/// AWACS Sale to Saudis (#110): 2 US influence into Saudi Arabia, and Muslim Revolution is dead as an
/// event.
fn awacs(state: &mut State) {
    add(state, Player::Us, country(state, "saudiarabia"), 2);
    add_effect(state, AWACS, Player::Us, false);
}
