//! Card events as steps of the sequence of play (5.3): an event's choices become `Step::Event`s, in the
//! order the events module asks them; a military event's effects before movement, a reaction card's
//! effects when played, a Weather card's cancellation (5.32D). The `Event` step asks each choice.

use super::{Pending, Window};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::events::Timing;
use crate::games::empire_of_the_sun::data::{ReactionKind, Side};
use crate::games::empire_of_the_sun::events;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{CardNo, State};
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, Prompt, Seat};

/// Pushes the choices an event waits for (the first asked on top).
fn push(s: &mut State, pending: Vec<Pending>) {
    for p in pending.into_iter().rev() {
        s.steps.push(Step::Event(steps::Event { side: p.side, card: p.card, stage: p.stage }));
    }
}

/// Applies `side`'s card `card` as an event now, its choices as steps. An event that cannot apply (a
/// precondition gone) has no effect.
pub fn immediate(s: &mut State, side: Side, card: CardNo) {
    match events::immediate(s, side, card) {
        Ok(p) => push(s, p),
        Err(_) => s.log.push(crate::LogEntry::new(Some(state::seat_of(side)), "eots.event_void", vec![events::card_arg(s, side, card)])),
    }
}

/// A military event's effects that come before movement (5.31; events.tsv timing `before_movement`).
pub fn before_movement(s: &mut State, side: Side, card: CardNo) {
    if events::timing(s, side, card) == Some(Timing::BeforeMovement) {
        immediate(s, side, card);
    }
}

/// A reaction card's own effects (a draw, an attack) when played (5.32).
pub fn reaction_played(s: &mut State, side: Side, card: CardNo) {
    if events::row(s, side, card).is_some_and(|r| r.effects.iter().any(|e| e.changes_state())) {
        immediate(s, side, card);
    }
}

/// The window a reaction card is played in, if it can be played as a reaction.
pub fn reaction_window(s: &State, side: Side, card: CardNo) -> Option<Window> {
    events::reaction(s, side, card).map(|r| r.window)
}

/// Whether the reaction card may be played now (its conditions hold).
pub fn reaction_playable(s: &State, side: Side, card: CardNo) -> bool {
    events::can_play_event(s, side, card)
}

pub fn is_weather(s: &State, side: Side, card: CardNo) -> bool {
    s.data().card(side, card).is_some_and(|c| c.reaction == Some(ReactionKind::Weather))
}

/// 5.32D: what a cancelled military event applied before movement is taken back.
pub fn cancel_reinforcements(s: &mut State, side: Side, card: CardNo) {
    events::cancel(s, side, card);
}

/// The prompt of an event's choice: who answers, the message and its arguments, how many options.
pub fn prompt(s: &State, side: Side, card: CardNo, stage: u8) -> (Side, Vec<Arg>, usize) {
    let p = Pending { side, card, stage };
    (events::chooser(s, &p), vec![events::card_arg(s, side, card)], events::choices(s, &p).len())
}

/// Takes option `index` of an event's choice and pushes what it asks next.
pub fn choose(s: &mut State, side: Side, card: CardNo, stage: u8, index: usize) {
    let p = Pending { side, card, stage };
    if let Ok(next) = events::choose(s, &p, index) {
        push(s, next);
    }
}

/// EotS 5.3: an event's choice, asked of the card's player (or of his opponent when he discards of his
/// choice); its answer carries the event on.
impl Kind<State> for steps::Event {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let (who, args, choices) = prompt(s, self.side, self.card, self.stage);
        let a: Vec<Action> = (0..choices).map(|i| Action::Choose { index: i as u8 }).collect();
        ask(who, "eots.event_choice", args, "EotS 5.3", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::Choose { index } = action else { return refuse(self, action) };
        s.steps.pop();
        choose(s, self.side, self.card, self.stage, *index as usize);
        Ok(())
    }
}
