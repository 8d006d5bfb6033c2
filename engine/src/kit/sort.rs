//! Stable sorting with one copy of the sort's code for every type sorted. The standard library's stable
//! sort is generic over the element and the comparison: every call site with its own closure gets its
//! own copy of the whole algorithm (some 3 KB of WebAssembly each, 41 copies in the Empire of the Sun
//! bundle). These functions sort the positions 0..n (a `u32` slice, through one comparison object) and
//! then move the items, so the algorithm is compiled once. The result is exactly the standard stable
//! sort's: equal items keep their order.
//!
//! Used by: Empire of the Sun

use std::cmp::Ordering;

/// `v.sort_by(cmp)`, stable.
pub fn sort_by<T>(v: &mut [T], mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let order = {
        let items = &*v;
        sorted_positions(items.len(), &mut |a, b| cmp(&items[a as usize], &items[b as usize]))
    };
    for (a, b) in swaps(&order) {
        v.swap(a, b);
    }
}

/// `v.sort_by_key(key)`, stable.
pub fn sort_by_key<T, K: Ord>(v: &mut [T], mut key: impl FnMut(&T) -> K) {
    sort_by(v, |a, b| key(a).cmp(&key(b)));
}

/// `v.sort()`, stable.
pub fn sort<T: Ord>(v: &mut [T]) {
    sort_by(v, T::cmp);
}

/// The positions 0..n in the order of `cmp`, equal ones in their first order: the one sort compiled.
#[inline(never)]
fn sorted_positions(n: usize, cmp: &mut dyn FnMut(u32, u32) -> Ordering) -> Vec<u32> {
    let mut order: Vec<u32> = (0..n as u32).collect();
    order.sort_by(|a, b| cmp(*a, *b));
    order
}

/// The swaps that put the item first at `order[i]` at position `i`, for every `i`.
fn swaps(order: &[u32]) -> Vec<(usize, usize)> {
    let n = order.len();
    // at[p]: the first position of the item now at p; pos[x]: where the item first at x is now.
    let mut at: Vec<usize> = (0..n).collect();
    let mut pos: Vec<usize> = (0..n).collect();
    let mut out = Vec::new();
    for (i, &want) in order.iter().enumerate() {
        let want = want as usize;
        let p = pos[want];
        if p != i {
            out.push((i, p));
            let displaced = at[i];
            at[i] = want;
            at[p] = displaced;
            pos[want] = i;
            pos[displaced] = p;
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The same order as the standard stable sort, ties included, on many small shuffles.
    #[test]
    fn the_same_order_as_the_standard_stable_sort() {
        let mut seed = 7u32;
        for n in 0..40 {
            for _ in 0..20 {
                let v: Vec<(u8, u32)> = (0..n)
                    .map(|i| {
                        seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12_345);
                        (((seed >> 16) % 5) as u8, i)
                    })
                    .collect();
                let mut a = v.clone();
                a.sort_by_key(|x| x.0);
                let mut b = v.clone();
                sort_by_key(&mut b, |x| x.0);
                assert_eq!(a, b);
                let mut c = v.clone();
                c.sort_by(|x, y| y.cmp(x));
                let mut d = v.clone();
                sort_by(&mut d, |x, y| y.cmp(x));
                assert_eq!(c, d);
                let mut e = v.clone();
                e.sort();
                let mut f = v;
                sort(&mut f);
                assert_eq!(e, f);
            }
        }
    }
}
