//! A short list of kept answers, the last used first: a search's answer kept with what it read, taken
//! again when a later question reads the same, the least recently used one dropped when the list is full.
//! The games' caches differ only in what they compare (each in full, never by a likely match); the list
//! itself is this module's.
//!
//! Used by: Empire of the Sun

use std::collections::VecDeque;

/// Moves entry `k` of `list` to the front and returns it (`None` when there is no entry `k`).
pub fn to_front<T>(list: &mut VecDeque<T>, k: usize) -> Option<&T> {
    if k > 0 {
        let entry = list.remove(k)?;
        list.push_front(entry);
    }
    list.front()
}

/// The first entry of `list` for which `same` holds, moved to the front.
pub fn take<T>(list: &mut VecDeque<T>, same: impl FnMut(&T) -> bool) -> Option<&T> {
    let k = list.iter().position(same)?;
    to_front(list, k)
}

/// Puts `entry` at the front of `list`, which keeps at most `cap` entries (the last used ones).
pub fn keep<T>(list: &mut VecDeque<T>, entry: T, cap: usize) {
    list.push_front(entry);
    list.truncate(cap);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taken_entry_moves_to_the_front_and_the_least_recently_used_is_dropped() {
        let mut list: VecDeque<u32> = VecDeque::new();
        for n in [1, 2, 3] {
            keep(&mut list, n, 3);
        }
        assert_eq!(list, [3, 2, 1]);
        assert_eq!(take(&mut list, |&n| n == 1), Some(&1));
        assert_eq!(list, [1, 3, 2]);
        // Full: the least recently used (2) goes.
        keep(&mut list, 4, 3);
        assert_eq!(list, [4, 1, 3]);
        assert_eq!(take(&mut list, |&n| n == 2), None);
        assert_eq!(list, [4, 1, 3], "a miss leaves the order");
        assert_eq!(to_front(&mut list, 0), Some(&4));
        assert_eq!(to_front(&mut list, 2), Some(&3));
        assert_eq!(list, [3, 4, 1]);
        assert_eq!(to_front(&mut list, 7), None);
    }
}
