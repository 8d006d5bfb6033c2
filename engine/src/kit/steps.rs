//! The step stack (DESIGN.md, after Rally the Troops' `states.x = { prompt, action }`): the pending work of
//! a game is an explicit, serialisable stack of steps. Each kind of step keeps what it asks and what an
//! answer does — or the work it does on its own — side by side, in the rule file it belongs to ([`Step`]),
//! and one driver ([`settle`], [`prompt`], [`apply`]) runs every game's stack the same way: after every
//! action, automatic steps run until a decision with answers is on top, or the stack is empty.
//!
//! A decision whose answers have run out is either over by the rules (its last point placed, nothing left
//! to pick: [`Step::ends_when_empty`]) or a fault in the rules: the driver stops there and reports it
//! ([`Stuck`]), never skipping it silently, so the fuzzer finds it.
//!
//! Used by: Twilight Struggle, Empire of the Sun, Downfall, NATO, Kutuzov

use std::fmt;

use crate::{Illegal, Prompt, Seat};

/// One kind of pending step. A game's step enum maps each of its variants to the type that implements
/// this ([`Stack::kind`]); the variant carries the step's data.
pub trait Step<S: Stack> {
    /// The decision this step waits for: who decides, what is asked, the legal answers. `None`: the step
    /// is automatic now, and the driver removes it and calls [`Step::run`].
    fn prompt(&self, s: &S) -> Option<Prompt<S::Action>>;

    /// Carries out `action`, one of this step's answers, chosen by `seat` (the caller checked that it is
    /// legal). The step is still on top of the stack: the handler removes it when the decision is over
    /// (a step that asks again, moving units one at a time, stays).
    fn apply(&self, s: &mut S, seat: Seat, action: &S::Action) -> Result<(), Illegal> {
        let _ = (s, seat);
        Err(Illegal(format!("{action:?} answers no question here")))
    }

    /// An automatic step's work. The driver has removed the step from the stack.
    fn run(&self, s: &mut S) {
        let _ = s;
    }

    /// Whether a decision that offers no answer is over by the rules (then the driver removes it and
    /// calls [`Step::none_left`]); otherwise it is a fault and the driver reports it. By default the
    /// game's rule ([`Stack::EMPTY_DECISIONS_END`]).
    fn ends_when_empty(&self) -> bool {
        S::EMPTY_DECISIONS_END
    }

    /// What follows when this decision ended with no answer left (it has been removed).
    fn none_left(&self, s: &mut S) {
        let _ = s;
    }
}

/// A game state with a stack of steps.
pub trait Stack: Sized {
    /// The game's step enum: what the stack holds.
    type Step: Clone + fmt::Debug;
    type Action: Clone + fmt::Debug;

    /// Whether a decision with no answer ends itself (Empire of the Sun: the rules leave nothing to
    /// decide) or is a fault unless its step says otherwise (Twilight Struggle).
    const EMPTY_DECISIONS_END: bool = false;

    fn steps(&self) -> &[Self::Step];
    fn steps_mut(&mut self) -> &mut Vec<Self::Step>;

    /// The kind of a step: the one place a game lists its steps.
    fn kind(step: &Self::Step) -> &dyn Step<Self>;

    /// Whether the game has ended (the driver then clears the stack and asks nothing).
    fn over(&self) -> bool;

    /// An answer the driver gives without asking anyone: a decision whose only answer is "done" needs no
    /// player. By default none.
    fn automatic_answer(prompt: &Prompt<Self::Action>) -> Option<Self::Action> {
        let _ = prompt;
        None
    }
}

/// The decision the state waits for (the game over, or a fault, when there is none).
pub fn prompt<S: Stack>(s: &S) -> Prompt<S::Action> {
    if s.over() {
        return Prompt::over();
    }
    match s.steps().last() {
        Some(step) => S::kind(step).prompt(s).unwrap_or_else(Prompt::over),
        None => Prompt::over(),
    }
}

/// Applies an answer to the decision on top, then runs the stack until the next decision.
pub fn apply<S: Stack>(s: &mut S, seat: Seat, action: &S::Action, limit: usize) -> Result<(), Illegal> {
    apply_then_prompt(s, seat, action, limit).map(|_| ())
}

/// [`apply`], giving the next decision as [`prompt`] would: [`settle`] has computed it already, and a
/// prompt can be long to compute (every legal move of a unit), so a match keeps it instead of asking again.
pub fn apply_then_prompt<S: Stack>(s: &mut S, seat: Seat, action: &S::Action, limit: usize) -> Result<Prompt<S::Action>, Illegal> {
    let step = s.steps().last().cloned().ok_or_else(|| Illegal("the game is over".into()))?;
    S::kind(&step).apply(s, seat, action)?;
    settle(s, limit).map_err(|e| Illegal(e.to_string()))
}

/// Why the stack did not settle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// A decision offers no answer and is not over.
    NoChoice(String),
    /// Automatic steps ran more than the limit: a loop.
    Endless(String),
}

impl fmt::Display for Stuck {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stuck::NoChoice(s) => write!(f, "the decision '{s}' offers no choice"),
            Stuck::Endless(s) => write!(f, "the step stack did not settle (last step '{s}')"),
        }
    }
}

/// Runs automatic steps, removes decisions that are over and gives the answers no one needs to give,
/// until a decision with answers is on top or there is nothing left to do. At most `limit` steps.
/// Gives the decision it stopped at, the same as [`prompt`] then (it had to compute it to stop there).
pub fn settle<S: Stack>(s: &mut S, limit: usize) -> Result<Prompt<S::Action>, Stuck> {
    for _ in 0..limit {
        if s.over() {
            s.steps_mut().clear();
            return Ok(Prompt::over());
        }
        let Some(step) = s.steps().last().cloned() else { return Ok(Prompt::over()) };
        let kind = S::kind(&step);
        match kind.prompt(s) {
            None => {
                s.steps_mut().pop();
                kind.run(s);
            }
            Some(p) if p.actions.is_empty() => {
                if !kind.ends_when_empty() {
                    return Err(Stuck::NoChoice(format!("{step:?}")));
                }
                s.steps_mut().pop();
                kind.none_left(s);
            }
            Some(p) => match S::automatic_answer(&p) {
                Some(answer) => {
                    let seat = p.seat.unwrap_or(0);
                    kind.apply(s, seat, &answer).map_err(|e| Stuck::NoChoice(format!("{step:?}: {e}")))?;
                }
                None => return Ok(p),
            },
        }
    }
    Err(Stuck::Endless(format!("{:?}", s.steps().last())))
}

#[cfg(test)]
mod tests {
    //! A toy game in the shape every game takes: the step enum's variants carry one struct each (or
    //! nothing), and each struct implements [`Step`] beside the rule it belongs to.
    use super::*;

    #[derive(Debug, Clone, PartialEq)]
    enum ToyStep {
        Add(Add),
        Place(Place),
        Choose(Choose),
        Confirm,
        Loop,
    }

    #[derive(Debug, Clone, PartialEq)]
    enum ToyAction {
        Point,
        Pick(u32),
        Done,
    }

    struct Toy {
        stack: Vec<ToyStep>,
        total: u32,
        log: Vec<String>,
    }

    /// Automatic: adds a number.
    #[derive(Debug, Clone, PartialEq)]
    struct Add(u32);
    impl Step<Toy> for Add {
        fn prompt(&self, _: &Toy) -> Option<Prompt<ToyAction>> {
            None
        }
        fn run(&self, t: &mut Toy) {
            t.total += self.0;
        }
    }

    /// Places `left` points one at a time; over at 0.
    #[derive(Debug, Clone, PartialEq)]
    struct Place {
        left: u32,
    }
    impl Step<Toy> for Place {
        fn prompt(&self, _: &Toy) -> Option<Prompt<ToyAction>> {
            let actions = if self.left > 0 { vec![ToyAction::Point] } else { vec![] };
            Some(Prompt { seat: Some(0), id: "place", args: vec![], rule: "", actions })
        }
        fn apply(&self, t: &mut Toy, _: Seat, _: &ToyAction) -> Result<(), Illegal> {
            t.total += 1;
            *t.stack.last_mut().unwrap() = ToyStep::Place(Place { left: self.left - 1 });
            Ok(())
        }
        fn ends_when_empty(&self) -> bool {
            true
        }
        fn none_left(&self, t: &mut Toy) {
            t.log.push("placed all".into());
        }
    }

    /// A decision among `options`.
    #[derive(Debug, Clone, PartialEq)]
    struct Choose {
        options: Vec<u32>,
    }
    impl Step<Toy> for Choose {
        fn prompt(&self, _: &Toy) -> Option<Prompt<ToyAction>> {
            Some(Prompt { seat: Some(1), id: "choose", args: vec![], rule: "", actions: self.options.iter().map(|&n| ToyAction::Pick(n)).collect() })
        }
        fn apply(&self, t: &mut Toy, _: Seat, a: &ToyAction) -> Result<(), Illegal> {
            if let ToyAction::Pick(n) = a {
                t.total += n;
            }
            t.stack.pop();
            Ok(())
        }
    }

    /// Asks "done" only.
    struct Confirm;
    impl Step<Toy> for Confirm {
        fn prompt(&self, _: &Toy) -> Option<Prompt<ToyAction>> {
            Some(Prompt { seat: Some(0), id: "confirm", args: vec![], rule: "", actions: vec![ToyAction::Done] })
        }
        fn apply(&self, t: &mut Toy, _: Seat, _: &ToyAction) -> Result<(), Illegal> {
            t.stack.pop();
            t.log.push("confirmed".into());
            Ok(())
        }
    }

    /// Pushes itself again: a fault.
    struct Loop;
    impl Step<Toy> for Loop {
        fn prompt(&self, _: &Toy) -> Option<Prompt<ToyAction>> {
            None
        }
        fn run(&self, t: &mut Toy) {
            t.stack.push(ToyStep::Loop);
        }
    }

    impl Stack for Toy {
        type Step = ToyStep;
        type Action = ToyAction;
        fn steps(&self) -> &[ToyStep] {
            &self.stack
        }
        fn steps_mut(&mut self) -> &mut Vec<ToyStep> {
            &mut self.stack
        }
        fn kind(step: &ToyStep) -> &dyn Step<Toy> {
            match step {
                ToyStep::Add(s) => s,
                ToyStep::Place(s) => s,
                ToyStep::Choose(s) => s,
                ToyStep::Confirm => &Confirm,
                ToyStep::Loop => &Loop,
            }
        }
        fn over(&self) -> bool {
            self.total >= 1000
        }
        fn automatic_answer(p: &Prompt<ToyAction>) -> Option<ToyAction> {
            (p.actions == [ToyAction::Done]).then_some(ToyAction::Done)
        }
    }

    fn toy(stack: Vec<ToyStep>) -> Toy {
        Toy { stack, total: 0, log: vec![] }
    }

    fn choose(options: &[u32]) -> ToyStep {
        ToyStep::Choose(Choose { options: options.to_vec() })
    }

    #[test]
    fn automatic_steps_run_finished_decisions_go_and_lone_dones_answer_themselves() {
        let mut t = toy(vec![choose(&[1]), ToyStep::Add(Add(2)), ToyStep::Confirm, ToyStep::Place(Place { left: 0 }), ToyStep::Add(Add(3))]);
        let settled = settle(&mut t, 100).unwrap();
        assert_eq!(t.total, 5);
        assert_eq!(t.log, vec!["placed all", "confirmed"]);
        assert_eq!(t.stack, vec![choose(&[1])]);
        assert_eq!(prompt(&t).id, "choose");
        assert_same(&settled, &prompt(&t));
    }

    fn assert_same(a: &Prompt<ToyAction>, b: &Prompt<ToyAction>) {
        assert_eq!((a.seat, a.id, &a.args, a.rule, &a.actions), (b.seat, b.id, &b.args, b.rule, &b.actions));
    }

    #[test]
    fn settling_gives_the_decision_it_stopped_at() {
        // A decision on top: the one `prompt` asks.
        let mut t = toy(vec![ToyStep::Add(Add(10)), ToyStep::Place(Place { left: 2 })]);
        let next = apply_then_prompt(&mut t, 0, &ToyAction::Point, 100).unwrap();
        assert_eq!(next.id, "place");
        assert_same(&next, &prompt(&t));
        // Nothing left to decide: the stack ran empty.
        let last = apply_then_prompt(&mut t, 0, &ToyAction::Point, 100).unwrap();
        assert_eq!(last.seat, None);
        assert_same(&last, &prompt(&t));
        // The game over: the stack is cleared and no one is asked.
        let mut t = toy(vec![choose(&[1]), ToyStep::Add(Add(2000))]);
        let over = settle(&mut t, 100).unwrap();
        assert_eq!((over.seat, over.id), (None, "game_over"));
        assert_same(&over, &prompt(&t));
    }

    #[test]
    fn an_answer_applies_then_the_stack_runs_to_the_next_decision() {
        let mut t = toy(vec![ToyStep::Add(Add(10)), ToyStep::Place(Place { left: 2 })]);
        apply(&mut t, 0, &ToyAction::Point, 100).unwrap();
        assert_eq!(t.stack, vec![ToyStep::Add(Add(10)), ToyStep::Place(Place { left: 1 })]);
        apply(&mut t, 0, &ToyAction::Point, 100).unwrap();
        assert!(t.stack.is_empty());
        assert_eq!(t.total, 12);
        assert_eq!(prompt(&t).seat, None, "nothing left to decide");
    }

    #[test]
    fn a_decision_without_choices_is_reported_not_skipped() {
        let mut t = toy(vec![ToyStep::Add(Add(1)), choose(&[])]);
        assert!(matches!(settle(&mut t, 100), Err(Stuck::NoChoice(_))));
        assert_eq!(t.stack.len(), 2, "nothing was skipped");
        assert_eq!(t.total, 0);
    }

    #[test]
    fn a_loop_is_reported() {
        let mut t = toy(vec![ToyStep::Loop]);
        assert!(matches!(settle(&mut t, 50), Err(Stuck::Endless(_))));
    }

    #[test]
    fn a_game_over_clears_the_stack() {
        let mut t = toy(vec![choose(&[1]), ToyStep::Add(Add(2000))]);
        settle(&mut t, 100).unwrap();
        assert!(t.stack.is_empty());
        assert_eq!(prompt(&t).seat, None);
    }
}
