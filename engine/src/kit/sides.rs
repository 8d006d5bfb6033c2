//! Values per side of a two-sided game: one hand, one score, one military-operations count for each.
//!
//! Serves every rule that keeps a number or a pile per side (Twilight Struggle's USSR and US, Empire of
//! the Sun's Japan and Allies, Downfall's and NATO's two sides). `Sides<T>` is a `[T; 2]` with a few
//! helpers; it serialises exactly as the array does, so a state can switch from `[T; 2]` to `Sides<T>`
//! without changing its saved form. Games with more than two powers (Kutuzov) keep plain arrays.
//!
//! It is indexed by `usize` and by a game's own side type once that type implements [`SideIndex`]
//! (`sides[Player::Us]`). Integer types other than `usize` are deliberately not indexes: with a second
//! one, a literal index such as `sides[0]` would no longer compile.

use serde::{Deserialize, Serialize};
use std::ops::{Index, IndexMut};

/// A side's position in a [`Sides`]: 0 or 1.
pub trait SideIndex: Copy {
    fn side_index(self) -> usize;
}

impl SideIndex for usize {
    fn side_index(self) -> usize {
        self
    }
}

/// One value for each of two sides, in seat order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Sides<T>(pub [T; 2]);

impl<T> Sides<T> {
    pub fn new(first: T, second: T) -> Self {
        Sides([first, second])
    }

    /// The value of the side that is not `side`.
    pub fn other(&self, side: impl SideIndex) -> &T {
        &self.0[1 - side.side_index()]
    }

    pub fn other_mut(&mut self, side: impl SideIndex) -> &mut T {
        &mut self.0[1 - side.side_index()]
    }

    /// Both values in seat order.
    pub fn iter(&self) -> std::slice::Iter<'_, T> {
        self.0.iter()
    }

    pub fn iter_mut(&mut self) -> std::slice::IterMut<'_, T> {
        self.0.iter_mut()
    }

    /// A value per side computed from this side's value.
    pub fn map<U>(self, f: impl FnMut(T) -> U) -> Sides<U> {
        Sides(self.0.map(f))
    }

    /// Pairs each side's value with its value in `other`.
    pub fn zip<U>(self, other: Sides<U>) -> Sides<(T, U)> {
        let [a, b] = self.0;
        let [x, y] = other.0;
        Sides([(a, x), (b, y)])
    }
}

impl<T, S: SideIndex> Index<S> for Sides<T> {
    type Output = T;
    fn index(&self, side: S) -> &T {
        &self.0[side.side_index()]
    }
}

impl<T, S: SideIndex> IndexMut<S> for Sides<T> {
    fn index_mut(&mut self, side: S) -> &mut T {
        &mut self.0[side.side_index()]
    }
}

impl<T> From<[T; 2]> for Sides<T> {
    fn from(values: [T; 2]) -> Self {
        Sides(values)
    }
}

impl<'a, T> IntoIterator for &'a Sides<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy)]
    enum Player {
        Ussr,
        Us,
    }

    impl SideIndex for Player {
        fn side_index(self) -> usize {
            match self {
                Player::Ussr => 0,
                Player::Us => 1,
            }
        }
    }

    #[test]
    fn indexed_by_usize_literals_and_a_side_type() {
        let mut vp = Sides::new(3, -2);
        assert_eq!(vp[0], 3);
        assert_eq!(vp[Player::Us], -2);
        vp[Player::Ussr] += 1;
        let seat: usize = 0;
        assert_eq!(vp[seat], 4);
        assert_eq!(*vp.other(Player::Ussr), -2);
        assert_eq!(*vp.other(1), 4);
        *vp.other_mut(0) = 7;
        assert_eq!(vp, Sides([4, 7]));
    }

    #[test]
    fn map_zip_iter() {
        let hands = Sides::new(vec![1u8, 2, 3], vec![4]);
        let counts = hands.clone().map(|h| h.len());
        assert_eq!(counts, Sides([3, 1]));
        let both = counts.zip(Sides::new("ussr", "us"));
        assert_eq!(both, Sides([(3, "ussr"), (1, "us")]));
        assert_eq!(hands.iter().map(Vec::len).sum::<usize>(), 4);
        let mut total = 0;
        for h in &hands {
            total += h.len();
        }
        assert_eq!(total, 4);
    }

    #[test]
    fn serialises_as_a_two_element_array() {
        let s: Sides<u8> = Sides::new(2, 5);
        assert_eq!(serde_json::to_string(&s).unwrap(), "[2,5]");
        assert_eq!(serde_json::to_string(&s).unwrap(), serde_json::to_string(&[2u8, 5]).unwrap());
        let back: Sides<u8> = serde_json::from_str("[2,5]").unwrap();
        assert_eq!(back, s);
        assert!(serde_json::from_str::<Sides<u8>>("[1,2,3]").is_err());
        assert_eq!(Sides::<u8>::default(), Sides([0, 0]));
    }
}
