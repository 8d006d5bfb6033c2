//! Chance: dice of any size, random picks and shuffles, with scripts and the undo boundary.
//!
//! Every random event of a game goes through one [`Chance`] kept in its state. It draws from the seeded,
//! portable generator ([`Rng`]) unless a **script** fixed the result in advance (a position file's `dice`,
//! `picks` and `shuffle` lines: worked examples, puzzles, tests). Each draw counts as new information, so
//! undo never crosses it ([`Chance::information`], read by `Game::information`).
//!
//! A scripted result that cannot be used (a die outside the die's range, a picked item that is not there,
//! a shuffle that is not an order of the cards being shuffled) is not used: the generator decides, and the
//! result says so (`Drawn::Fallback`) so the game can log it.
//!
//! Used by: Twilight Struggle, Empire of the Sun, Downfall, NATO, Kutuzov

use serde::{Deserialize, Serialize};
use std::ops::RangeInclusive;

use crate::Rng;

/// Results fixed in advance, each used once, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Script {
    /// Die results, used by the next rolls whatever their size.
    pub dice: Vec<u8>,
    /// Items (card numbers, unit ids…) taken by the next random picks.
    pub picks: Vec<u16>,
    /// Orders for the next shuffles, each listed as the shuffled pile will be stored.
    pub shuffles: Vec<Vec<u16>>,
}

impl Script {
    pub fn is_empty(&self) -> bool {
        self.dice.is_empty() && self.picks.is_empty() && self.shuffles.is_empty()
    }
}

/// Where a result came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Drawn {
    /// The generator.
    Random,
    /// The script.
    Scripted,
    /// The script's next entry did not fit, so the generator decided (and the entry was used up).
    Fallback,
}

/// One die roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Roll {
    pub value: u8,
    pub drawn: Drawn,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Chance {
    rng: Rng,
    pub script: Script,
    /// Counts every arrival of new information (a roll, a pick, a shuffle, a card drawn or revealed).
    pub information: u32,
}

impl Chance {
    pub fn new(seed: u64) -> Self {
        Chance { rng: Rng::new(seed), script: Script::default(), information: 0 }
    }

    /// The generator (for a game that draws in its own way, and for positions that pin its state).
    pub fn rng(&self) -> &Rng {
        &self.rng
    }

    pub fn set_rng(&mut self, rng: Rng) {
        self.rng = rng;
    }

    /// Marks new information that is not a draw (a card revealed).
    pub fn reveal(&mut self) {
        self.information += 1;
    }

    /// A die showing a value in `faces` (`1..=6` for a d6, `0..=9` for a d10 read 0–9).
    pub fn roll(&mut self, faces: RangeInclusive<u8>) -> Roll {
        self.information += 1;
        let drawn = if self.script.dice.is_empty() {
            Drawn::Random
        } else {
            let v = self.script.dice.remove(0);
            if faces.contains(&v) {
                return Roll { value: v, drawn: Drawn::Scripted };
            }
            Drawn::Fallback
        };
        let n = (*faces.end() - *faces.start()) as u32 + 1;
        Roll { value: *faces.start() + self.rng.below(n) as u8, drawn }
    }

    /// Several dice at once, in the order the script gives them.
    pub fn rolls(&mut self, count: usize, faces: RangeInclusive<u8>) -> Vec<Roll> {
        (0..count).map(|_| self.roll(faces.clone())).collect()
    }

    /// The index of one item of `items` taken at random; `None` if there is none.
    pub fn pick<T: Copy + Into<u16>>(&mut self, items: &[T]) -> Option<(usize, Drawn)> {
        if items.is_empty() {
            return None;
        }
        self.information += 1;
        let drawn = if self.script.picks.is_empty() {
            Drawn::Random
        } else {
            let wanted = self.script.picks.remove(0);
            if let Some(i) = items.iter().position(|&x| x.into() == wanted) {
                return Some((i, Drawn::Scripted));
            }
            Drawn::Fallback
        };
        Some((self.rng.below(items.len() as u32) as usize, drawn))
    }

    /// Shuffles `items` (Fisher–Yates on the generator), or puts them in the script's next order when it
    /// is an order of exactly these items.
    pub fn shuffle<T: Copy + Into<u16> + TryFrom<u16>>(&mut self, items: &mut [T]) -> Drawn {
        self.information += 1;
        let drawn = if self.script.shuffles.is_empty() {
            Drawn::Random
        } else {
            let order = self.script.shuffles.remove(0);
            let mut have: Vec<u16> = items.iter().map(|&x| x.into()).collect();
            let mut want = order.clone();
            have.sort_unstable();
            want.sort_unstable();
            if have == want {
                for (slot, v) in items.iter_mut().zip(order) {
                    if let Ok(x) = T::try_from(v) {
                        *slot = x;
                    }
                }
                return Drawn::Scripted;
            }
            Drawn::Fallback
        };
        self.rng.shuffle(items);
        drawn
    }

    /// A uniform number in `0..n` straight from the generator, with no script (for choices the rules
    /// leave to chance that a script does not cover).
    pub fn below(&mut self, n: u32) -> u32 {
        self.information += 1;
        self.rng.below(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_d6_matches_the_generator_and_counts_as_information() {
        let mut c = Chance::new(7);
        let mut r = Rng::new(7);
        for _ in 0..50 {
            let roll = c.roll(1..=6);
            assert_eq!(roll.value, r.d6());
            assert_eq!(roll.drawn, Drawn::Random);
        }
        assert_eq!(c.information, 50);
    }

    #[test]
    fn a_d10_reads_zero_to_nine() {
        let mut c = Chance::new(3);
        let rolls = c.rolls(2000, 0..=9);
        assert!(rolls.iter().all(|r| r.value <= 9));
        assert!(rolls.iter().any(|r| r.value == 0) && rolls.iter().any(|r| r.value == 9));
    }

    #[test]
    fn scripted_dice_come_first_in_order() {
        let mut c = Chance::new(1);
        c.script.dice = vec![4, 2, 9];
        assert_eq!(c.roll(1..=6), Roll { value: 4, drawn: Drawn::Scripted });
        assert_eq!(c.roll(1..=6), Roll { value: 2, drawn: Drawn::Scripted });
        let third = c.roll(1..=6);
        assert_eq!(third.drawn, Drawn::Fallback, "a 9 is no d6 result");
        assert!((1..=6).contains(&third.value));
        assert_eq!(c.roll(1..=6).drawn, Drawn::Random);
    }

    #[test]
    fn scripted_picks_take_the_named_item() {
        let mut c = Chance::new(1);
        c.script.picks = vec![30, 99];
        let hand: Vec<u8> = vec![10, 20, 30];
        assert_eq!(c.pick(&hand), Some((2, Drawn::Scripted)));
        let (i, drawn) = c.pick(&hand).unwrap();
        assert_eq!(drawn, Drawn::Fallback, "99 is not in the hand");
        assert!(i < 3);
        assert_eq!(c.pick::<u8>(&[]), None);
    }

    #[test]
    fn scripted_shuffles_must_be_an_order_of_the_same_cards() {
        let mut c = Chance::new(1);
        c.script.shuffles = vec![vec![3, 1, 2], vec![1, 2]];
        let mut pile: Vec<u8> = vec![1, 2, 3];
        assert_eq!(c.shuffle(&mut pile), Drawn::Scripted);
        assert_eq!(pile, vec![3, 1, 2]);
        assert_eq!(c.shuffle(&mut pile), Drawn::Fallback);
        let mut sorted = pile.clone();
        sorted.sort();
        assert_eq!(sorted, vec![1, 2, 3]);
    }

    #[test]
    fn shuffles_match_the_generator() {
        let mut c = Chance::new(11);
        let mut r = Rng::new(11);
        let mut a: Vec<u8> = (0..40).collect();
        let mut b = a.clone();
        c.shuffle(&mut a);
        r.shuffle(&mut b);
        assert_eq!(a, b);
    }
}
