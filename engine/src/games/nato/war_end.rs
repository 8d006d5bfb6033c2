//! Ending the war early ([35.1], rules 16): a side concedes ([35.1.1]) or the two agree a cease-fire
//! ([35.1.2]).
//!
//! "Either player may do so at any time": the deciding side is offered both with every decision of its
//! own (a player acts only when the game asks him, so "any time" is any of his decisions; decision CF1).
//!
//! - **Concession** ([35.1.1]): no VP are counted; the opponent wins decisively at once.
//! - **Cease-fire** ([35.1.2]): the proposer names the terms — by default the VP each side has now plus the
//!   VP each would receive at the game's end ([`super::turn::final_count`] as if the game ended now), or an
//!   agreed result (a draw, or a side's victory at a level) — and the opponent accepts or declines. Accepted,
//!   the game ends on those terms; declined, play goes on where it stood. A side proposes at most once a
//!   game turn (CF2), so a proposal cannot be repeated for ever.

use serde::Serialize;

use super::actions::Action;
use super::data::Side;
use super::state::{State, Step};
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Outcome, Prompt, Seat};

/// The first rules version that lets a side concede or propose a cease-fire.
pub const RULES: u32 = 16;

/// How seldom the random players keep a war-ending choice they drew ([`crate::Game::rarity`]): offered
/// with every decision, about once in 300 Baltic Gate games and once in 30 Long Fortnight games (some 600
/// and 3,300 decisions), so the bench's and the link statistics' random games still run to their end; the
/// fuzzer's careful player takes a concession back (it loses at once), which exercises the undo.
pub const RANDOM_RARITY: u32 = 20_000;

/// The victory levels ([34.2]), from the lowest.
pub const LEVELS: [&str; 3] = ["marginal", "tactical", "decisive"];

/// A cease-fire's terms ([35.1.2]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub enum Terms {
    /// The default: the VP as if the game ended now ([34.3] at the moment of the cease-fire).
    Count,
    /// An agreed draw.
    Draw,
    /// An agreed victory of a side at a level of [`LEVELS`].
    Win(Side, String),
}

impl Terms {
    pub fn notation(&self) -> String {
        match self {
            Terms::Count => "terms count".into(),
            Terms::Draw => "terms draw".into(),
            Terms::Win(side, level) => format!("terms {} {level}", side.key()),
        }
    }

    /// The result these terms give now, as the word the log and the outcome show ([`result_key`]).
    fn result(&self, s: &State) -> String {
        match self {
            Terms::Count => result_key(&super::turn::final_count(s)),
            // An agreed result is its own words.
            agreed => terms_key(agreed),
        }
    }
}

/// The words of the terms on their button: "the VP as they stand", "a draw", "a tactical Pact victory".
pub fn terms_key(t: &Terms) -> String {
    match t {
        Terms::Count => "nato.terms.count".into(),
        Terms::Draw => "nato.result.draw".into(),
        Terms::Win(side, level) => format!("nato.result.{}_{level}", side.key()),
    }
}

/// The word of a game-end count's result (`nato.result.draw`, `nato.result.wp_tactical`, `nato.result.nato`).
fn result_key(o: &Outcome) -> String {
    match o.reason.strip_prefix("nato_") {
        Some("nato_wins") => "nato.result.nato".into(),
        Some(rest) => format!("nato.result.{rest}"),
        None => "nato.result.draw".into(),
    }
}

/// Whether the game plays [35.1] and is running.
fn playing(s: &State) -> bool {
    s.rules >= RULES && s.outcome.is_none()
}

/// Whether a cease-fire is being proposed or answered (no other war-ending choice is offered meanwhile).
fn negotiating(s: &State) -> bool {
    matches!(s.steps.last(), Some(Step::CeaseFireTerms(_) | Step::CeaseFireAnswer { .. }))
}

/// Whether `side` may still propose a cease-fire this game turn (CF2).
fn may_propose(s: &State, side: Side) -> bool {
    !s.ceasefires.iter().any(|&(by, turn)| by == side && turn == s.turn)
}

/// Adds the war-ending choices to the deciding side's decision: concede, and propose a cease-fire.
pub fn offer(s: &State, prompt: &mut Prompt<Action>) {
    let Some(seat) = prompt.seat else { return };
    if !playing(s) || negotiating(s) || prompt.actions.is_empty() {
        return;
    }
    let side = Side::of_seat(seat);
    if may_propose(s, side) {
        prompt.actions.push(Action::CeaseFire);
    }
    prompt.actions.push(Action::Concede);
}

/// Whether `action` is one of the choices [`offer`] adds (answered here, not by the step on top).
pub fn is_offered(action: &Action) -> bool {
    matches!(action, Action::Concede | Action::CeaseFire)
}

/// Carries out a choice [`offer`] added, by the side of `seat` (the caller checked it was offered).
pub fn apply(s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
    let side = Side::of_seat(seat);
    match action {
        // [35.1.1]: no VP are counted; the opponent wins decisively.
        Action::Concede => {
            s.push_log(Some(side), "nato.concedes", vec![]);
            s.outcome = Some(Outcome::win(side.other().seat(), &format!("nato_concession_{}", side.key()), vec![]));
            Ok(())
        }
        Action::CeaseFire => {
            s.ceasefires.push((side, s.turn));
            s.steps.push(Step::CeaseFireTerms(side));
            Ok(())
        }
        _ => Err(Illegal(format!("{action:?} does not end the war"))),
    }
}

/// The terms a side may propose: the default count, a draw, and either side's victory at each level.
fn all_terms() -> Vec<Terms> {
    let mut terms = vec![Terms::Count, Terms::Draw];
    for side in [Side::Wp, Side::Nato] {
        terms.extend(LEVELS.iter().map(|l| Terms::Win(side, l.to_string())));
    }
    terms
}

/// The proposer names the terms, or withdraws ([35.1.2]).
pub struct ProposeTerms;

impl KitStep<State> for ProposeTerms {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(&Step::CeaseFireTerms(side)) = s.steps.last() else { return None };
        let vp = super::turn::final_vp(s);
        let mut actions: Vec<Action> = all_terms().into_iter().map(Action::Terms).collect();
        actions.push(Action::Cancel);
        Some(Prompt {
            seat: Some(side.seat()),
            id: "nato.ceasefire_terms",
            args: vec![Arg::Num(vp[0]), Arg::Num(vp[1]), Arg::Key(Terms::Count.result(s))],
            rule: "NATO 35.1.2",
            actions,
        })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(&Step::CeaseFireTerms(side)) = s.steps.last() else { return Err(Illegal("no cease-fire is being proposed".into())) };
        match action {
            Action::Terms(terms) => {
                s.steps.pop();
                let result = terms.result(s);
                s.push_log(Some(side), "nato.ceasefire_proposed", vec![Arg::Key(result)]);
                s.steps.push(Step::CeaseFireAnswer { by: side, terms: terms.clone() });
                Ok(())
            }
            Action::Cancel => {
                s.steps.pop();
                Ok(())
            }
            _ => Err(Illegal(format!("{action:?} names no terms"))),
        }
    }
}

/// The opponent accepts the proposed cease-fire or declines it ([35.1.2]).
pub struct Answer;

impl KitStep<State> for Answer {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::CeaseFireAnswer { by, terms }) = s.steps.last() else { return None };
        Some(Prompt {
            seat: Some(by.other().seat()),
            id: "nato.ceasefire_answer",
            args: vec![Arg::Key(format!("nato.side.{}", by.key())), Arg::Key(terms.result(s))],
            rule: "NATO 35.1.2",
            actions: vec![Action::Accept, Action::Decline],
        })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::CeaseFireAnswer { by, terms }) = s.steps.last().cloned() else { return Err(Illegal("no cease-fire is proposed".into())) };
        match action {
            Action::Accept => {
                s.steps.pop();
                s.push_log(Some(by.other()), "nato.ceasefire_accepted", vec![]);
                s.outcome = Some(ended(s, &terms));
                Ok(())
            }
            Action::Decline => {
                s.steps.pop();
                s.push_log(Some(by.other()), "nato.ceasefire_declined", vec![]);
                Ok(())
            }
            _ => Err(Illegal(format!("{action:?} answers no cease-fire"))),
        }
    }
}

/// The game's end by an agreed cease-fire on `terms`.
pub fn ended(s: &State, terms: &Terms) -> Outcome {
    let result = Arg::Key(terms.result(s));
    match terms {
        Terms::Count => {
            let count = super::turn::final_count(s);
            let mut args = count.args.clone();
            args.push(result);
            Outcome { winner: count.winner, winners: vec![], reason: "nato_ceasefire_count".into(), args }
        }
        Terms::Draw => Outcome { winner: None, winners: vec![], reason: "nato_ceasefire_agreed".into(), args: vec![result] },
        Terms::Win(side, _) => Outcome::win(side.seat(), "nato_ceasefire_agreed", vec![result]),
    }
}
