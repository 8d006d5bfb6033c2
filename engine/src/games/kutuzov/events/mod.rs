//! Card events (KUT 5, rules 3): a card played for its event instead of its CP (5.1), the events of the
//! impulse, the battle cards (5.3) and the response cards (5.2) played in windows offered to the Powers
//! that may play them, and where a used card goes (5.4, 5.7, L486–L494). Only the events the seed states
//! concretely are played (D31, `event_text = seed` in cards.tsv); every other card stays a CP card.
//! Each family of events has its file; [`event_of`] says which family a card's event belongs to.

pub mod allies;
pub mod battle;
pub mod deck;
pub mod forces;
pub mod markers;
pub mod piles;
pub mod response;
pub mod river;

use serde::Serialize;

use super::data::{CardClass, Power};
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// When a card's event is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum When {
    /// In the Power's own impulse, in the card slot (or the "+" slot for a "+" card).
    Impulse,
    /// In a battle window, by a Power with pieces in the battle (5.3), or as a response (5.2).
    Battle,
    /// In the response window after an enemy army's move (5.2).
    AfterMove,
    /// When the Power is asked to intercept (11.1).
    Intercept,
    /// When an enemy formation has chosen its retreat (rules 4).
    Retreat,
}

/// The family and timing of each event this version plays, by card number (the cards' own words are
/// the summaries in cards.tsv).
pub fn event_of(card: u16) -> Option<When> {
    match card {
        // The used cards shuffled back into the deck (L488).
        48 | 68 | 86 | 100 => Some(When::Impulse),
        // Soldiers and leaders placed by event.
        42 | 67 | 107 => Some(When::Impulse),
        // Lasting markers and reminders.
        27 | 36 | 37 | 83 => Some(When::Impulse),
        // The allies counted as French for the impulse (L749, rules 5).
        4 | 11 | 12 => Some(When::Impulse),
        // A Supply Train (L712, rules 6): in the impulse, or before a move's attrition in a scorched duchy (L650).
        6 | 13 => Some(When::Impulse),
        // #21 Hornblower: R1's convoy may land in an uncontrolled or enemy port this impulse (KUT 15.3, rules 14).
        21 => Some(When::Impulse),
        // Battle cards and the battle responses.
        7 | 24 | 51 | 57 | 74 | 75 | 104 => Some(When::Battle),
        // #72 Concentration of Forces: interception from two spaces into the battle (L1073, L2348, rules 6).
        72 => Some(When::Battle),
        // #76 Lost His Way: the army just moved goes no further.
        76 => Some(When::AfterMove),
        // #3, #65: an interception across a River (river.rs), offered with the interception.
        3 | 65 => Some(When::Intercept),
        // #109 Distant Gunfire: leaderless soldiers intercept under a virtual leader (L1100, rules 5).
        109 => Some(When::Intercept),
        // #20 Bridges Destroyed: the retreat line an enemy formation chose is closed (L2328, L2775).
        20 => Some(When::Retreat),
        _ => None,
    }
}

/// Whether the pack marks the card's event as the seed's (`event_text = seed`) and this version plays it.
pub fn has_event(s: &State, card: u16) -> bool {
    let since = match card {
        4 | 11 | 12 | 109 => 5,
        6 | 13 | 72 => 6,
        // #21 Hornblower's amphibious assault (KUT 15.3, rules 14).
        21 => 14,
        _ => 3,
    };
    s.rules >= since && s.data.card(card).is_some_and(|c| c.event) && event_of(card).is_some()
}

/// Whether `power` may play `card`'s event in its impulse now.
pub fn playable_in_impulse(s: &State, power: Power, card: u16) -> bool {
    if !has_event(s, card) || event_of(card) != Some(When::Impulse) {
        return false;
    }
    match card {
        48 | 68 | 86 | 100 => deck::playable(s),
        42 | 67 | 107 => forces::playable(s, power, card),
        4 | 11 | 12 => allies::playable(s, power, card),
        6 | 13 => !super::supply::sites(s, power).is_empty(),
        21 => super::sea::hornblower_playable(s, power),
        _ => markers::playable(s, power, card),
    }
}

/// Whether the event leaves the impulse's card slot free (KUT 5.6 example 1: #36 No Peace).
pub fn keeps_the_slot(card: u16) -> bool {
    card == 36
}

/// Plays the event of `card` for `power` (the card has left the hand).
pub fn play(s: &mut State, power: Power, card: u16) {
    s.log(Some(power), "kut.event", vec![Arg::Seat(power), Arg::Card(card)]);
    match card {
        48 | 68 | 86 | 100 => deck::reshuffle_used(s),
        42 | 67 | 107 => {
            forces::play(s, power, card);
            // L566 (rules 5): #67 also lifts the Austrian morale limits for the impulse.
            if card == 67 {
                allies::play(s, power, card);
            }
        }
        4 | 11 | 12 => allies::play(s, power, card),
        6 | 13 => response::supply_train(s, power, card),
        21 => super::sea::hornblower(s, power),
        27 | 36 | 37 | 83 => markers::play(s, power, card),
        7 | 24 | 51 | 57 | 72 | 74 | 75 | 104 => battle::play(s, power, card),
        76 => response::lost_his_way(s, power),
        20 => response::bridges_destroyed(s, power),
        // #3 in a window (rules 12, E51) answers a scorch paid with a resource; with an interception, river.rs.
        3 => response::eble_against_scorch(s),
        _ => {}
    }
}

/// A Must Play card whose event the seed does not give is played for no effect (D31).
pub fn is_must_play(s: &State, card: u16) -> bool {
    s.data.card(card).is_some_and(|c| c.class == CardClass::MustPlay)
}

/// A choice an event leaves to its player (the card player, KUT 5.1).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub enum Pending {
    /// #107 The Emperor's Wife: SP still to build by event.
    Build { power: Power, left: u8 },
    /// #67 Hapsburg Offensive: the Austrian 2-SP cavalry to place; with #11, 2 SP more (rules 8, L648).
    Austrians { power: Power, sp: u8 },
    /// #42 The Old Soldier Returns: the Russian army Kutuzov joins.
    Kutuzov { power: Power },
    /// #83 Masked Batteries: the duchy to entrench.
    Entrench { power: Power },
    /// #6 Depots and Trains, #13 The Tsar's Quartermaster: the duchy of the Supply Train (rules 6).
    SupplyTrain { power: Power },
}

impl Pending {
    fn power(&self) -> Power {
        match *self {
            Pending::Build { power, .. } | Pending::Austrians { power, .. } | Pending::Kutuzov { power } | Pending::Entrench { power } | Pending::SupplyTrain { power } => power,
        }
    }

    fn actions(&self, s: &State) -> Vec<Action> {
        match *self {
            Pending::Build { power, .. } => forces::build_options(s, power),
            Pending::Austrians { .. } => forces::austrian_options(s),
            Pending::Kutuzov { .. } => forces::kutuzov_options(s),
            Pending::Entrench { power } => markers::entrench_options(s, power),
            Pending::SupplyTrain { power } => super::supply::sites(s, power).into_iter().map(Action::SupplyTrain).collect(),
        }
    }
}

impl steps::Step<State> for Pending {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let actions = self.actions(s);
        if actions.is_empty() {
            return None;
        }
        let (id, n) = match *self {
            Pending::Build { left, .. } => ("kut.event_build", left as i32),
            Pending::Austrians { sp, .. } => ("kut.event_austrians", sp as i32),
            Pending::Kutuzov { .. } => ("kut.event_kutuzov", 0),
            Pending::Entrench { .. } => ("kut.event_entrench", 0),
            Pending::SupplyTrain { .. } => ("kut.event_supply_train", 0),
        };
        Some(Prompt { seat: Some(self.power()), id, args: vec![Arg::Seat(self.power()), Arg::Num(n)], rule: "KUT 5.1", actions })
    }

    /// Nothing left to place: the rest of the event is lost (E20).
    fn run(&self, _s: &mut State) {}

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        if !self.actions(s).contains(action) {
            return Err(Illegal("not a choice of the event".into()));
        }
        s.steps.pop();
        match (self, action.clone()) {
            (&Pending::Build { power, left }, Action::Build { c, space }) => {
                forces::build_one(s, seat, c, space);
                if left > 1 {
                    s.steps.push(Step::Event(Pending::Build { power, left: left - 1 }));
                }
            }
            (&Pending::Austrians { sp, .. }, Action::Build { c, space }) => forces::place_austrians(s, seat, c, space, sp),
            (Pending::Kutuzov { .. }, Action::BuildLeader { leader, space }) => forces::kutuzov_joins(s, leader, space),
            (Pending::Entrench { .. }, Action::Entrench(x)) => markers::entrench(s, seat, x),
            (Pending::SupplyTrain { .. }, Action::SupplyTrain(x)) => super::supply::place(s, seat, x),
            _ => return Err(Illegal("not a choice of the event".into())),
        }
        Ok(())
    }
}
