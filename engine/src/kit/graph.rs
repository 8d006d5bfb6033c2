//! Point-to-point and area maps: spaces joined by connections, with reach, shortest paths and
//! connected groups.
//!
//! Serves the maps that are graphs rather than hex grids: Twilight Struggle's countries (adjacency for
//! influence placement and realignment, TS 6.1; the superpowers' home connections), Kutuzov's
//! point-to-point spaces (movement along connections), and Downfall's and NATO's areas. A space is a
//! `u16` id below the graph's size (the game's own numbering); connections are undirected. Movement
//! rules decide which spaces may be entered through the `passable` callback; the graph knows nothing of
//! units, control or terrain.

use std::collections::VecDeque;

/// An undirected graph of `len()` spaces, each with its neighbours in ascending order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Graph {
    neighbours: Vec<Vec<u16>>,
}

impl Graph {
    /// Builds the graph of `n` spaces (ids `0..n`) from its connections, each listed once in either
    /// direction. Every problem is reported: a space outside `0..n`, a space joined to itself, a
    /// connection listed twice (also as `b-a`).
    pub fn from_edges(n: usize, edges: &[(u16, u16)]) -> Result<Graph, Vec<String>> {
        let mut problems = Vec::new();
        if n > usize::from(u16::MAX) + 1 {
            problems.push(format!("a graph of {n} spaces: space ids are u16, so at most 65536"));
            return Err(problems);
        }
        let mut neighbours: Vec<Vec<u16>> = vec![Vec::new(); n];
        for &(a, b) in edges {
            if usize::from(a) >= n || usize::from(b) >= n {
                let outside = if usize::from(a) >= n { a } else { b };
                problems.push(format!("connection {a}-{b}: space {outside} is not below {n}"));
            } else if a == b {
                problems.push(format!("connection {a}-{b} joins space {a} to itself"));
            } else if neighbours[usize::from(a)].contains(&b) {
                problems.push(format!("connection {a}-{b} is listed twice (in either direction)"));
            } else {
                neighbours[usize::from(a)].push(b);
                neighbours[usize::from(b)].push(a);
            }
        }
        if !problems.is_empty() {
            return Err(problems);
        }
        for list in &mut neighbours {
            list.sort_unstable();
        }
        Ok(Graph { neighbours })
    }

    /// How many spaces (ids `0..len()`).
    pub fn len(&self) -> usize {
        self.neighbours.len()
    }

    pub fn is_empty(&self) -> bool {
        self.neighbours.is_empty()
    }

    /// The spaces joined to `a`, in ascending order. Panics if `a` is not below `len()`.
    pub fn neighbours(&self, a: u16) -> &[u16] {
        &self.neighbours[usize::from(a)]
    }

    /// Whether `a` and `b` are joined.
    pub fn adjacent(&self, a: u16, b: u16) -> bool {
        self.neighbours(a).binary_search(&b).is_ok()
    }

    /// Every connection once, as `(a, b)` with `a < b`, in ascending order.
    pub fn edges(&self) -> Vec<(u16, u16)> {
        let mut out = Vec::new();
        for (a, list) in self.neighbours.iter().enumerate() {
            let a = a as u16;
            out.extend(list.iter().filter(|&&b| a < b).map(|&b| (a, b)));
        }
        out
    }

    /// Every space reachable from `from` in at most `max_steps` steps, entering only spaces for which
    /// `passable` holds, with the fewest steps it takes (breadth-first). `from` itself is included with 0
    /// steps whether passable or not. Sorted by steps, then id.
    pub fn reach(&self, from: u16, max_steps: u32, passable: impl Fn(u16) -> bool) -> Vec<(u16, u32)> {
        let mut steps: Vec<Option<u32>> = vec![None; self.len()];
        steps[usize::from(from)] = Some(0);
        let mut out = vec![(from, 0)];
        let mut queue = VecDeque::from([(from, 0u32)]);
        while let Some((here, n)) = queue.pop_front() {
            if n >= max_steps {
                continue;
            }
            for &next in self.neighbours(here) {
                if steps[usize::from(next)].is_none() && passable(next) {
                    steps[usize::from(next)] = Some(n + 1);
                    out.push((next, n + 1));
                    queue.push_back((next, n + 1));
                }
            }
        }
        out.sort_unstable_by_key(|&(space, n)| (n, space));
        out
    }

    /// A shortest path from `from` to `to`, both included, entering only spaces for which `passable`
    /// holds (`to` included; `from` need not be). Among equally short paths, the one through the lowest
    /// ids is chosen, so the answer is the same on every machine. `None` when `to` cannot be reached.
    pub fn path(&self, from: u16, to: u16, passable: impl Fn(u16) -> bool) -> Option<Vec<u16>> {
        if from == to {
            return Some(vec![from]);
        }
        let mut came_from: Vec<Option<u16>> = vec![None; self.len()];
        let mut queue = VecDeque::from([from]);
        while let Some(here) = queue.pop_front() {
            for &next in self.neighbours(here) {
                if next == from || came_from[usize::from(next)].is_some() || !passable(next) {
                    continue;
                }
                came_from[usize::from(next)] = Some(here);
                if next == to {
                    let mut path = vec![to];
                    let mut at = to;
                    while let Some(prev) = came_from[usize::from(at)] {
                        path.push(prev);
                        at = prev;
                    }
                    path.reverse();
                    return Some(path);
                }
                queue.push_back(next);
            }
        }
        None
    }

    /// The groups of spaces joined to each other, each sorted, in order of their lowest id. A space with
    /// no connection is a group of its own.
    pub fn components(&self) -> Vec<Vec<u16>> {
        let mut done = vec![false; self.len()];
        let mut out = Vec::new();
        for start in 0..self.len() {
            if done[start] {
                continue;
            }
            let group: Vec<u16> = self.reach(start as u16, u32::MAX, |_| true).into_iter().map(|(s, _)| s).collect();
            for &s in &group {
                done[usize::from(s)] = true;
            }
            let mut group = group;
            group.sort_unstable();
            out.push(group);
        }
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A made-up map of 9 spaces:
    ///
    /// ```text
    ///   0 - 1 - 2        6 - 7
    ///   |   |   |
    ///   3 - 4 - 5        8
    /// ```
    fn map() -> Graph {
        Graph::from_edges(9, &[(0, 1), (1, 2), (3, 0), (1, 4), (2, 5), (3, 4), (5, 4), (6, 7)]).unwrap()
    }

    #[test]
    fn connections_are_symmetric_and_sorted() {
        let g = map();
        assert_eq!(g.len(), 9);
        assert_eq!(g.neighbours(4), &[1, 3, 5]);
        assert_eq!(g.neighbours(0), &[1, 3]);
        assert_eq!(g.neighbours(8), &[] as &[u16]);
        for a in 0..9u16 {
            for &b in g.neighbours(a) {
                assert!(g.adjacent(b, a), "{a}-{b}");
            }
        }
        assert!(g.adjacent(3, 0) && g.adjacent(0, 3));
        assert!(!g.adjacent(0, 4));
        assert_eq!(g.edges(), vec![(0, 1), (0, 3), (1, 2), (1, 4), (2, 5), (3, 4), (4, 5), (6, 7)]);
    }

    #[test]
    fn bad_connections_are_all_named() {
        let problems = Graph::from_edges(4, &[(0, 1), (1, 0), (2, 2), (3, 9), (1, 2), (0, 1)]).unwrap_err();
        assert_eq!(
            problems,
            vec![
                "connection 1-0 is listed twice (in either direction)",
                "connection 2-2 joins space 2 to itself",
                "connection 3-9: space 9 is not below 4",
                "connection 0-1 is listed twice (in either direction)",
            ]
        );
    }

    #[test]
    fn reach_counts_steps_and_respects_passable() {
        let g = map();
        assert_eq!(g.reach(0, 1, |_| true), vec![(0, 0), (1, 1), (3, 1)]);
        assert_eq!(g.reach(0, 2, |_| true), vec![(0, 0), (1, 1), (3, 1), (2, 2), (4, 2)]);
        assert_eq!(g.reach(0, 9, |_| true).len(), 6, "6 and 7 and 8 are elsewhere");
        // Space 1 blocked: 2 is reached the long way round.
        assert_eq!(g.reach(0, 9, |s| s != 1), vec![(0, 0), (3, 1), (4, 2), (5, 3), (2, 4)]);
        // The start counts even when it could not be entered.
        assert_eq!(g.reach(0, 3, |s| s != 0), vec![(0, 0), (1, 1), (3, 1), (2, 2), (4, 2), (5, 3)]);
        assert_eq!(g.reach(8, 5, |_| true), vec![(8, 0)]);
    }

    #[test]
    fn path_is_shortest_and_prefers_low_ids() {
        let g = map();
        assert_eq!(g.path(0, 5, |_| true), Some(vec![0, 1, 2, 5]), "0-1-4-5 and 0-3-4-5 are as short");
        assert_eq!(g.path(0, 5, |s| s != 2), Some(vec![0, 1, 4, 5]));
        assert_eq!(g.path(0, 5, |s| s != 1), Some(vec![0, 3, 4, 5]));
        assert_eq!(g.path(0, 2, |s| s != 1 && s != 4), None);
        assert_eq!(g.path(0, 5, |s| s != 5), None, "the destination must be enterable");
        assert_eq!(g.path(0, 7, |_| true), None);
        assert_eq!(g.path(4, 4, |_| false), Some(vec![4]));
    }

    #[test]
    fn components_group_joined_spaces() {
        assert_eq!(map().components(), vec![vec![0, 1, 2, 3, 4, 5], vec![6, 7], vec![8]]);
        assert_eq!(Graph::from_edges(0, &[]).unwrap().components(), Vec::<Vec<u16>>::new());
    }
}
