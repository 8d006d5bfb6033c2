//! The odds of an action, computed by the rules themselves: the action is applied to a copy of the state
//! once for every possible roll of the dice it uses (scripted through [`Chance`]), and the results are
//! grouped. A board only displays the distribution; no rule is written twice (DESIGN.md "Boards").
//!
//! Used by: Twilight Struggle, Empire of the Sun, NATO, Downfall, Kutuzov

use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

use crate::kit::chance::Chance;
use crate::Arg;

/// What an action's dice may bring, with the modifiers that make it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Odds {
    /// How many dice the action rolls, and their faces.
    pub dice: u8,
    pub faces: (u8, u8),
    /// The number of equally likely rolls (faces^dice).
    pub total: u32,
    /// The distinct results, most likely first.
    pub outcomes: Vec<OddsOutcome>,
    /// What is added to or taken from the roll, with the reason (a message id and its arguments).
    pub modifiers: Vec<Modifier>,
    /// What happens whatever the roll (a message id and its arguments: "DEFCON drops to 2").
    pub notes: Vec<(String, Vec<Arg>)>,
}

impl Odds {
    /// The chance of the results marked as successes (0.0–1.0), if any result is marked.
    pub fn success(&self) -> Option<f64> {
        if self.outcomes.iter().all(|o| o.success.is_none()) {
            return None;
        }
        let ways: u32 = self.outcomes.iter().filter(|o| o.success == Some(true)).map(|o| o.ways).sum();
        Some(ways as f64 / self.total as f64)
    }

    /// Whether some roll ends the game against the player who acts.
    pub fn may_lose_the_game(&self) -> bool {
        self.outcomes.iter().any(|o| o.loses)
    }
}

/// One result of the dice: a message id and its arguments (translated by the board), how many of the
/// rolls give it, and which.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct OddsOutcome {
    pub id: String,
    pub args: Vec<Arg>,
    pub ways: u32,
    /// Good for the player who acts (`None`: neither).
    pub success: Option<bool>,
    /// This result ends the game with the acting player's defeat.
    pub loses: bool,
    /// The rolls that give it, each as its dice in order.
    pub rolls: Vec<Vec<u8>>,
}

/// One term of a roll's modifier.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Modifier {
    pub id: String,
    pub args: Vec<Arg>,
    pub value: i32,
}

impl Modifier {
    pub fn new(id: &str, args: Vec<Arg>, value: i32) -> Self {
        Modifier { id: id.to_string(), args, value }
    }
}

/// How a game reads one roll's result: its id and arguments, whether it is a success, whether it loses.
pub struct Reading {
    pub id: String,
    pub args: Vec<Arg>,
    pub success: Option<bool>,
    pub loses: bool,
}

/// At most this many dice are enumerated (6² = 36 applications for a d6 pair).
const MAX_DICE: usize = 2;

/// The odds of applying an action to `state`, by trying every roll. `chance` finds the state's
/// [`Chance`], `apply` applies the action, `read` reads one result against the state before it.
/// `None` when the action rolls no die, more than [`MAX_DICE`], or draws other random things (a card
/// from the deck, a shuffle): then its result is not a matter of dice alone.
pub fn enumerate<S: Clone>(
    state: &S,
    faces: RangeInclusive<u8>,
    chance: impl Fn(&mut S) -> &mut Chance,
    apply: impl Fn(&mut S) -> bool,
    read: impl Fn(&S, &S) -> Reading,
    modifiers: Vec<Modifier>,
) -> Option<Odds> {
    // A probe finds how many dice the action rolls.
    let probe_len = MAX_DICE + 2;
    let mut probe = state.clone();
    {
        let c = chance(&mut probe);
        c.script.dice = vec![*faces.start(); probe_len];
    }
    let info_before = chance(&mut probe).information;
    if !apply(&mut probe) {
        return None;
    }
    let c = chance(&mut probe);
    let used = probe_len - c.script.dice.len();
    let other_draws = c.information - info_before != used as u32;
    if used == 0 || used > MAX_DICE || other_draws {
        return None;
    }
    let n_faces = (*faces.end() - *faces.start()) as u32 + 1;
    let total = n_faces.pow(used as u32);
    let mut outcomes: Vec<OddsOutcome> = vec![];
    for k in 0..total {
        let mut roll = vec![];
        let mut x = k;
        for _ in 0..used {
            roll.push(*faces.start() + (x % n_faces) as u8);
            x /= n_faces;
        }
        roll.reverse();
        let mut trial = state.clone();
        chance(&mut trial).script.dice = roll.clone();
        if !apply(&mut trial) {
            return None;
        }
        let r = read(state, &trial);
        match outcomes.iter_mut().find(|o| o.id == r.id && o.args == r.args) {
            Some(o) => {
                o.ways += 1;
                o.rolls.push(roll);
            }
            None => outcomes.push(OddsOutcome { id: r.id, args: r.args, ways: 1, success: r.success, loses: r.loses, rolls: vec![roll] }),
        }
    }
    crate::kit::sort::sort_by_key(&mut outcomes, |o| std::cmp::Reverse(o.ways));
    Some(Odds { dice: used as u8, faces: (*faces.start(), *faces.end()), total, outcomes, modifiers, notes: vec![] })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A toy game: roll one die (two with `pair`), win on a total of 5 or more.
    #[derive(Clone)]
    struct Toy {
        chance: Chance,
        pair: bool,
        total: u8,
        drew: bool,
    }

    fn apply(s: &mut Toy) -> bool {
        let n = if s.pair { 2 } else { 1 };
        s.total = s.chance.rolls(n, 1..=6).iter().map(|r| r.value).sum();
        if s.drew {
            s.chance.reveal();
        }
        true
    }

    fn read(_: &Toy, after: &Toy) -> Reading {
        let win = after.total >= 5;
        Reading { id: if win { "win".into() } else { "lose".into() }, args: vec![], success: Some(win), loses: false }
    }

    #[test]
    fn one_die_and_two_dice() {
        let toy = Toy { chance: Chance::new(1), pair: false, total: 0, drew: false };
        let o = enumerate(&toy, 1..=6, |s| &mut s.chance, apply, read, vec![]).unwrap();
        assert_eq!((o.dice, o.total), (1, 6));
        assert_eq!(o.success(), Some(2.0 / 6.0));
        let pair = Toy { pair: true, ..toy.clone() };
        let o = enumerate(&pair, 1..=6, |s| &mut s.chance, apply, read, vec![]).unwrap();
        assert_eq!((o.dice, o.total), (2, 36));
        // Totals of 5+ with two dice: 36 − 6 (totals 2–4) = 30.
        assert_eq!(o.success(), Some(30.0 / 36.0));
        let lose = o.outcomes.iter().find(|x| x.id == "lose").unwrap();
        assert!(lose.rolls.contains(&vec![1, 3]) && lose.rolls.contains(&vec![2, 2]));
    }

    #[test]
    fn other_randomness_gives_no_odds() {
        let toy = Toy { chance: Chance::new(1), pair: false, total: 0, drew: true };
        assert!(enumerate(&toy, 1..=6, |s| &mut s.chance, apply, read, vec![]).is_none());
    }

    #[test]
    fn the_state_itself_is_untouched() {
        let toy = Toy { chance: Chance::new(9), pair: false, total: 0, drew: false };
        let before = toy.chance.clone();
        enumerate(&toy, 1..=6, |s| &mut s.chance, apply, read, vec![]).unwrap();
        assert_eq!(toy.chance, before);
    }
}
