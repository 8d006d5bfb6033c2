//! What holds in every position of a game (the fuzzer checks it after every action; a position file is
//! refused when it breaks one): each card in one place and in the pack, units on the sheet, control covering the sheet,
//! no stack over its limit between offensives (EotS 8.5), US Political Will on its track (EotS 16.4).

use super::data::Side;
use super::offensive::movement::stacking::overstacked;
use super::state::steps::Step;
use super::state::{Loc, State};

/// The first invariant `state` breaks, in words.
pub fn check(state: &State) -> Result<(), String> {
    if state.outcome.is_none() && state.steps.is_empty() {
        return Err("no pending step while the game runs".into());
    }
    // Every card is in exactly one place of its deck.
    for side in [Side::Japanese, Side::Allied] {
        let c = state.cards(side);
        let mut all: Vec<u8> = c.deck.iter().chain(&c.hand).chain(&c.discard).chain(&c.removed).copied().collect();
        all.extend(c.future.map(|(n, _)| n));
        let n = all.len();
        all.sort_unstable();
        all.dedup();
        if all.len() != n {
            return Err(format!("{side:?}: a card is in two places"));
        }
    }
    // Every card a pile, the offensive under way or a pending step names is a card of that side's deck
    // in the pack (a position file can name one that is not; the rules look cards up by number).
    let known = |side: Side, no: u8| state.data().card(side, no).is_some();
    for side in [Side::Japanese, Side::Allied] {
        let c = state.cards(side);
        let named = c.deck.iter().chain(&c.hand).chain(&c.discard).chain(&c.removed).chain(&c.in_effect).chain(&c.drawn_in_offensive);
        if let Some(no) = named.copied().chain(c.future.map(|(n, _)| n)).find(|&no| !known(side, no)) {
            return Err(format!("{side:?}: card {no} is not in the pack"));
        }
    }
    if let Some(o) = &*state.offensive {
        let reacting = super::state::other(o.side);
        let reaction_cards = o.reaction.events.iter().chain(&o.reaction.counteroffensive);
        if !known(o.side, o.card) {
            return Err(format!("the offensive's card {} is not in the {:?} deck", o.card, o.side));
        }
        if let Some(no) = reaction_cards.copied().find(|&no| !known(reacting, no)) {
            return Err(format!("the reaction's card {no} is not in the {reacting:?} deck"));
        }
    }
    for step in &state.steps {
        if let Step::Event(e) = step {
            if !known(e.side, e.card) {
                return Err(format!("a pending event's card {} is not in the {:?} deck", e.card, e.side));
            }
        }
    }
    for (u, us) in state.units.iter().enumerate() {
        if let Loc::Hex(h) = us.loc {
            if !state.geo().contains(h) {
                return Err(format!("{} stands off the sheet at {h}", state.data().units[u].key));
            }
        }
    }
    if state.control.len() != state.geo().len() {
        return Err("the control table does not cover the sheet".into());
    }
    // Stacking (8.5) is checked at the end of each move and offensive: between offensives no hex is
    // over a limit.
    if matches!(state.steps.last(), Some(Step::Round(_))) {
        if let Some((side, hex)) = overstacked(state).first() {
            return Err(format!("{side:?} overstacked in {hex} between offensives"));
        }
    }
    if !(0..=20).contains(&state.tracks.pw) {
        return Err(format!("US Political Will {} off its track", state.tracks.pw));
    }
    Ok(())
}
