//! What the generic safety look-ahead (engine/src/ai/search.rs) cannot reach by itself: a card played for
//! operations fires the opponent's event later in the same play — after the use, the order and maybe
//! several placements — and that event may hand the opponent the game (GUIDE §6: at DEFCON 2, CIA Created,
//! Lone Gunman, Grain Sales, Tear Down This Wall give the opponent a battleground coup that ends the game
//! against the phasing player; Duck and Cover, We Will Bury You, KAL-007 lower DEFCON themselves). The
//! position "the event fires now" is handed to the look-ahead as well.

use super::super::data::CardId;
use super::super::play::{ChooseCard, ChooseOrder, ChooseUse, Event};
use super::super::state::{OpsKind, Player, State, Step, Use};
use super::super::turn::Headline;
use super::super::{advance, events, space, Action, TwilightStruggle};
use super::values::owner;
use crate::Game;

/// The positions where the opponent's event of the card this action commits to fires at once.
pub fn consequences(state: &State, action: &Action) -> Vec<State> {
    let Some(step) = state.steps.last() else { return vec![] };
    if let (&Step::Headline(Headline { player }), Action::Card(c)) = (step, action) {
        return headline_gamble(state, player, *c);
    }
    let (player, card) = match (step, action) {
        (&Step::ChooseCard(ChooseCard { player }), Action::Card(c)) => {
            // Not bound yet if the card can go to the space race instead.
            if space::may_attempt(state, player, super::super::ops::card_ops(state, player, *c)) {
                return vec![];
            }
            (player, *c)
        }
        (&Step::ChooseUse(ChooseUse { player, card }), Action::Use(Use::Ops(k))) if *k != OpsKind::Space => (player, card),
        (&Step::ChooseOrder(ChooseOrder { player, card, .. }), Action::Choose(_)) => (player, card),
        _ => return vec![],
    };
    if !bound_to_fire(state, player, card) {
        return vec![];
    }
    let mut s = state.clone();
    s.quiet = true;
    if TwilightStruggle::apply_legal(&mut s, player.seat(), action).is_err() {
        return vec![];
    }
    if s.outcome.is_some() {
        return vec![];
    }
    s.steps.push(Step::Event(Event { card, owner: owner(state, card, player) }));
    advance(&mut s);
    vec![s]
}

/// Whether playing `card` by `player` fires the opponent's event.
fn bound_to_fire(state: &State, player: Player, card: CardId) -> bool {
    let c = &state.data().cards[card as usize];
    if c.scoring || card == super::super::cards::CHINA_CARD {
        return false;
    }
    let own = owner(state, card, player);
    own != player && events::playable(state, card, own, false)
}

/// A headline that ends the game against its player at DEFCON 2 is a gamble at DEFCON 3: the other
/// headline may lower DEFCON before it resolves (GUIDE §6-4). The position with DEFCON one lower once the
/// headlines are chosen is checked too.
fn headline_gamble(state: &State, player: Player, card: CardId) -> Vec<State> {
    if state.defcon != 3 {
        return vec![];
    }
    let own = owner(state, card, player);
    let risky = super::values::lowers_defcon(card)
        || (super::values::gives_owner_coup(card) && own != player)
        || (matches!(card, super::super::cards::OLYMPIC_GAMES | super::super::cards::SUMMIT) && own == player);
    if !risky {
        return vec![];
    }
    let mut s = state.clone();
    s.quiet = true;
    if TwilightStruggle::apply_legal(&mut s, player.seat(), &Action::Card(card)).is_err() || s.outcome.is_some() {
        return vec![];
    }
    s.defcon = 2;
    vec![s]
}
