//! The step-stack driver: the pending work of a game is an explicit stack of steps (Rally the Troops'
//! call / goto / end), each either automatic (run at once) or a decision (asked of a player). After every
//! action the driver runs automatic steps until a decision with choices is on top, or the stack is empty.
//!
//! A decision that has done its work (its last point placed, nothing left to pick) says so and is removed
//! by the game. A decision that is neither done nor offering a choice is a bug in the rules: the driver
//! stops there and reports it ([`Stuck`]), never skipping it silently, so the fuzzer finds it.

use std::fmt;

/// What the step on top of a stack is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Top {
    /// Nothing to do: the stack is empty or the game is over.
    Idle,
    /// An automatic step: run it.
    Automatic,
    /// A decision whose work is done: remove it.
    Finished,
    /// A decision to ask.
    Decision,
}

/// A game state with a step stack.
pub trait StepMachine {
    fn top(&self) -> Top;
    /// Pops and runs the automatic step on top.
    fn run_automatic(&mut self);
    /// Pops the finished decision on top (and logs why, where that tells the players something).
    fn finish_decision(&mut self);
    /// Whether the decision on top offers at least one choice.
    fn has_choices(&self) -> bool;
    /// A short name of the step on top, for reports.
    fn describe_top(&self) -> String;
}

/// Why the stack did not settle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Stuck {
    /// A decision offers no choice and is not finished.
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

/// Runs automatic steps and removes finished decisions until a decision with choices is on top, or there
/// is nothing left to do. At most `limit` steps.
pub fn settle(m: &mut impl StepMachine, limit: usize) -> Result<(), Stuck> {
    for _ in 0..limit {
        match m.top() {
            Top::Idle => return Ok(()),
            Top::Automatic => m.run_automatic(),
            Top::Finished => m.finish_decision(),
            Top::Decision => {
                return if m.has_choices() { Ok(()) } else { Err(Stuck::NoChoice(m.describe_top())) };
            }
        }
    }
    Err(Stuck::Endless(m.describe_top()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Clone, PartialEq)]
    enum Step {
        Add(u32),
        /// Place `left` points; done at 0.
        Place { left: u32 },
        /// A decision among `options`.
        Choose { options: Vec<u32> },
        Loop,
    }

    struct Toy {
        stack: Vec<Step>,
        total: u32,
        log: Vec<String>,
    }

    impl StepMachine for Toy {
        fn top(&self) -> Top {
            match self.stack.last() {
                None => Top::Idle,
                Some(Step::Add(_) | Step::Loop) => Top::Automatic,
                Some(Step::Place { left: 0 }) => Top::Finished,
                Some(Step::Place { .. } | Step::Choose { .. }) => Top::Decision,
            }
        }
        fn run_automatic(&mut self) {
            match self.stack.pop() {
                Some(Step::Add(n)) => self.total += n,
                Some(Step::Loop) => self.stack.push(Step::Loop),
                _ => unreachable!(),
            }
        }
        fn finish_decision(&mut self) {
            self.stack.pop();
            self.log.push("placed all".into());
        }
        fn has_choices(&self) -> bool {
            match self.stack.last() {
                Some(Step::Choose { options }) => !options.is_empty(),
                _ => true,
            }
        }
        fn describe_top(&self) -> String {
            format!("{:?}", self.stack.last())
        }
    }

    #[test]
    fn automatic_steps_run_and_finished_decisions_go() {
        let mut t = Toy { stack: vec![Step::Choose { options: vec![1] }, Step::Add(2), Step::Place { left: 0 }, Step::Add(3)], total: 0, log: vec![] };
        settle(&mut t, 100).unwrap();
        assert_eq!(t.total, 5);
        assert_eq!(t.log, vec!["placed all"]);
        assert_eq!(t.stack, vec![Step::Choose { options: vec![1] }]);
    }

    #[test]
    fn a_decision_without_choices_is_reported_not_skipped() {
        let mut t = Toy { stack: vec![Step::Add(1), Step::Choose { options: vec![] }], total: 0, log: vec![] };
        assert!(matches!(settle(&mut t, 100), Err(Stuck::NoChoice(_))));
        assert_eq!(t.stack.len(), 2, "nothing was skipped");
        assert_eq!(t.total, 0);
    }

    #[test]
    fn a_loop_is_reported() {
        let mut t = Toy { stack: vec![Step::Loop], total: 0, log: vec![] };
        assert!(matches!(settle(&mut t, 50), Err(Stuck::Endless(_))));
    }
}
