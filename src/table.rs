//! Who sits at the table: the steps of a match (who took each action), where each role's news begins (the
//! recaps), whose view is on screen and when the hot-seat curtain comes down between two people. Plain
//! Rust, tested natively with a four-role game; the game page draws from it. Nothing here assumes two
//! roles: Kutuzov has four Powers for two to four people, Downfall two players of two factions each.

use engine::{Roles, Seat};

/// One action of the record: the seat that took it, and the log's length before and after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Step {
    pub seat: Option<Seat>,
    pub before: usize,
    pub after: usize,
}

/// Where each seat's news begins in the log, derived from the record's steps (so it survives a
/// reload): `seen[s]` is the log's length before seat s's last decision, `after[s]` its length right
/// after it, and `last` where the last action's consequences begin.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Marks {
    pub seen: Vec<usize>,
    pub after: Vec<usize>,
    pub last: usize,
}

impl Marks {
    /// The marks of a match with `seats` roles whose log had `start` lines before the first action.
    pub fn from_steps(start: usize, steps: &[Step], seats: usize) -> Marks {
        let mut m = Marks { seen: vec![start; seats], after: vec![start; seats], last: steps.last().map_or(start, |s| s.before) };
        for seat in 0..seats {
            if let Some(s) = steps.iter().rev().find(|s| s.seat == Some(seat as Seat)) {
                m.seen[seat] = s.before;
                m.after[seat] = s.after;
            }
        }
        m
    }

    /// Where `seat`'s news begins (the whole log for a seat the marks do not know).
    pub fn seen_by(&self, seat: Seat) -> usize {
        self.seen.get(seat as usize).copied().unwrap_or(0)
    }

    /// Where the consequences of `seat`'s last decision begin.
    pub fn after_of(&self, seat: Seat) -> usize {
        self.after.get(seat as usize).copied().unwrap_or(0)
    }
}

/// Who decides for each role: a person at this device or the computer.
#[derive(Clone, Debug, PartialEq)]
pub struct Table {
    pub roles: Roles,
    /// The seats the computer plays.
    pub computer: Vec<Seat>,
}

impl Table {
    pub fn new(roles: Roles, computer: Vec<Seat>) -> Table {
        Table { roles, computer }
    }

    pub fn is_person(&self, seat: Seat) -> bool {
        !self.computer.contains(&seat)
    }

    /// The players who are people (each a list of roles).
    pub fn people(&self) -> Vec<&Vec<Seat>> {
        self.roles.players.iter().filter(|p| p.iter().any(|&s| self.is_person(s))).collect()
    }

    /// Whose view is on screen: the deciding seat when a person decides; while the computer decides,
    /// the person who decided last (the one at the device), else the first person's seat; `None`
    /// (everything) once the game is over.
    pub fn viewer(&self, deciding: Option<Seat>, over: bool, steps: &[Step]) -> Option<Seat> {
        if over {
            return None;
        }
        match deciding {
            Some(s) if self.is_person(s) => Some(s),
            _ => steps
                .iter()
                .rev()
                .filter_map(|st| st.seat)
                .find(|&s| self.is_person(s))
                .or_else(|| (0..self.roles.roles.len() as Seat).find(|&s| self.is_person(s)))
                .or(deciding),
        }
    }

    /// Whether the hot-seat curtain must come down before `deciding` decides, while `shown`'s secrets are
    /// on screen (`None`: nobody's yet). Only between people: the computer's turns leave the screen to
    /// the person at the device, and a game with one person at the table needs no curtain. Roles one
    /// player holds, or partners who may share secrets, are not separated.
    pub fn curtain(&self, shown: Option<Seat>, deciding: Seat) -> bool {
        if !self.is_person(deciding) || self.people().len() < 2 {
            return false;
        }
        match shown {
            None => true,
            Some(s) => self.roles.separate(s, deciding),
        }
    }

    /// The seats the computer keeps when a person takes over `seat` (and every role of its player).
    pub fn take_over(&self, seat: Seat) -> Vec<Seat> {
        let player = self.roles.player_of(seat);
        (0..self.roles.roles.len() as Seat).filter(|&s| self.roles.player_of(s) != player).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kutuzov's shape: four Powers, here for three people (the French camp doubled: one person holds
    /// both French Powers), the Russian Powers one each.
    fn four_roles_three_players() -> Roles {
        Roles { roles: vec!["r1", "r2", "fn", "fs"], players: vec![vec![0], vec![1], vec![2, 3]], partners: vec![] }
    }

    #[test]
    fn marks_follow_every_seat_of_four() {
        let steps = [
            Step { seat: Some(2), before: 3, after: 5 },
            Step { seat: Some(0), before: 5, after: 6 },
            Step { seat: Some(3), before: 6, after: 9 },
            Step { seat: Some(2), before: 9, after: 10 },
        ];
        let m = Marks::from_steps(3, &steps, 4);
        assert_eq!(m.seen, vec![5, 3, 9, 6]);
        assert_eq!(m.after, vec![6, 3, 10, 9]);
        assert_eq!(m.last, 9);
        assert_eq!(m.seen_by(1), 3, "a Power that has not decided sees everything since the set-up");
        assert_eq!(m.seen_by(7), 0);
    }

    #[test]
    fn the_curtain_separates_players_not_roles() {
        let t = Table::new(four_roles_three_players(), vec![]);
        assert!(t.curtain(None, 0), "the first person to decide lifts it");
        assert!(t.curtain(Some(0), 1), "two Russian players");
        assert!(t.curtain(Some(1), 2));
        assert!(!t.curtain(Some(2), 3), "one person holds both French Powers");
        assert!(!t.curtain(Some(1), 1));
        let mut partners = four_roles_three_players();
        partners.partners = vec![vec![0, 1]];
        assert!(!Table::new(partners, vec![]).curtain(Some(0), 1), "partners who may share their hands");
    }

    #[test]
    fn the_computer_needs_no_curtain_and_keeps_the_persons_view() {
        // Two people (R1, and the French pair), the computer for R2.
        let t = Table::new(four_roles_three_players(), vec![1]);
        assert!(!t.curtain(Some(0), 1), "the computer's turn");
        assert!(t.curtain(Some(0), 2), "between the two people");
        let steps = [Step { seat: Some(0), before: 0, after: 1 }, Step { seat: Some(1), before: 1, after: 2 }];
        assert_eq!(t.viewer(Some(1), false, &steps), Some(0), "while the computer decides, the last person's view");
        assert_eq!(t.viewer(Some(2), false, &steps), Some(2));
        assert_eq!(t.viewer(Some(2), true, &steps), None, "everything once the game is over");
        // One person against three computers: never a curtain.
        let alone = Table::new(four_roles_three_players(), vec![1, 2, 3]);
        assert!(!alone.curtain(Some(1), 0));
        assert!(!alone.curtain(None, 0));
        assert_eq!(alone.viewer(Some(3), false, &[]), Some(0));
    }

    #[test]
    fn taking_over_a_seat_takes_its_players_roles() {
        let t = Table::new(four_roles_three_players(), vec![0, 1, 2, 3]);
        assert_eq!(t.take_over(3), vec![0, 1], "the French player holds both French Powers");
        assert_eq!(t.take_over(0), vec![1, 2, 3]);
        let two = Table::new(Roles::one_each(&["ussr", "us"]), vec![0, 1]);
        assert_eq!(two.take_over(1), vec![0]);
    }

    #[test]
    fn roles_say_who_holds_what() {
        let r = four_roles_three_players();
        assert_eq!(r.check(), Ok(()));
        assert_eq!(r.player_of(3), Some(2));
        let bad = Roles { roles: vec!["a", "b"], players: vec![vec![0], vec![0, 1]], partners: vec![] };
        assert!(bad.check().is_err());
    }
}
