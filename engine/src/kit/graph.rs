//! Point-to-point maps: spaces joined by undirected connections, read from a component table and checked.
//!
//! Twilight Struggle's map, extracted: its countries and the two superpower spaces, joined as
//! `adjacency.tsv` lists them (TS CMP §1). A space is a `u16` id below the graph's size, in the game's own
//! numbering; a connection joins two different spaces, listed once in either direction. Building a graph
//! reports every connection that cannot be one (a space outside the map, a space joined to itself, a
//! connection listed twice) by its position in the list, so the reader names the file line; the good
//! connections still make the graph, so the checks that need it (every space reachable) run as well.
//! The graph knows nothing of influence, units or terrain: the rules ask it who is next to whom.
//!
//! Used by: Twilight Struggle, Kutuzov

use std::collections::VecDeque;

/// An undirected graph of `len()` spaces, each with its neighbours in ascending order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Graph {
    neighbours: Vec<Vec<u16>>,
}

/// A connection that [`Graph::from_edges`] left out, by its index in the list it was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BadEdge {
    pub edge: usize,
    pub problem: EdgeProblem,
}

/// What is wrong with a connection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EdgeProblem {
    /// It names `space`, which is not below the graph's size.
    Outside { space: u16 },
    /// It joins a space to itself.
    Loop,
    /// The same two spaces were joined before, by connection number `first` (in either direction).
    Twice { first: usize },
}

impl Graph {
    /// Builds the graph of `n` spaces (ids `0..n`) from the good connections among `edges`, and reports
    /// the others, in list order. Panics if `n` exceeds the ids a `u16` can give (65,536).
    pub fn from_edges(n: usize, edges: &[(u16, u16)]) -> (Graph, Vec<BadEdge>) {
        assert!(n <= usize::from(u16::MAX) + 1, "a graph of {n} spaces: space ids are u16, so at most 65536");
        let mut neighbours: Vec<Vec<u16>> = vec![Vec::new(); n];
        // For each space, the connections made so far to a higher space: (other space, connection number).
        let mut made: Vec<Vec<(u16, usize)>> = vec![Vec::new(); n];
        let mut bad = Vec::new();
        for (edge, &(a, b)) in edges.iter().enumerate() {
            let problem = if usize::from(a) >= n || usize::from(b) >= n {
                Some(EdgeProblem::Outside { space: if usize::from(a) >= n { a } else { b } })
            } else if a == b {
                Some(EdgeProblem::Loop)
            } else {
                let (low, high) = (a.min(b), a.max(b));
                made[usize::from(low)].iter().find(|&&(other, _)| other == high).map(|&(_, first)| EdgeProblem::Twice { first })
            };
            match problem {
                Some(problem) => bad.push(BadEdge { edge, problem }),
                None => {
                    made[usize::from(a.min(b))].push((a.max(b), edge));
                    neighbours[usize::from(a)].push(b);
                    neighbours[usize::from(b)].push(a);
                }
            }
        }
        for list in &mut neighbours {
            list.sort_unstable();
        }
        (Graph { neighbours }, bad)
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

    /// Which spaces can be reached from any of `from` along connections (`from` included): one flag per
    /// space, by id.
    pub fn reachable(&self, from: &[u16]) -> Vec<bool> {
        let mut reached = vec![false; self.len()];
        let mut queue = VecDeque::new();
        for &start in from {
            if !std::mem::replace(&mut reached[usize::from(start)], true) {
                queue.push_back(start);
            }
        }
        while let Some(here) = queue.pop_front() {
            for &next in self.neighbours(here) {
                if !std::mem::replace(&mut reached[usize::from(next)], true) {
                    queue.push_back(next);
                }
            }
        }
        reached
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
        let (g, bad) = Graph::from_edges(9, &[(0, 1), (1, 2), (3, 0), (1, 4), (2, 5), (3, 4), (5, 4), (6, 7)]);
        assert!(bad.is_empty());
        g
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
    }

    #[test]
    fn bad_connections_are_reported_by_position_and_the_good_ones_kept() {
        let (g, bad) = Graph::from_edges(4, &[(0, 1), (1, 0), (2, 2), (3, 9), (1, 2), (0, 1)]);
        assert_eq!(
            bad,
            vec![
                BadEdge { edge: 1, problem: EdgeProblem::Twice { first: 0 } },
                BadEdge { edge: 2, problem: EdgeProblem::Loop },
                BadEdge { edge: 3, problem: EdgeProblem::Outside { space: 9 } },
                BadEdge { edge: 5, problem: EdgeProblem::Twice { first: 0 } },
            ]
        );
        assert_eq!(g.neighbours(1), &[0, 2]);
        assert_eq!(g.neighbours(3), &[] as &[u16]);
    }

    #[test]
    fn reachable_from_several_starts() {
        let g = map();
        let flags = |r: Vec<bool>| r.iter().enumerate().filter(|(_, &x)| x).map(|(i, _)| i).collect::<Vec<_>>();
        assert_eq!(flags(g.reachable(&[0])), vec![0, 1, 2, 3, 4, 5]);
        assert_eq!(flags(g.reachable(&[2, 7])), vec![0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(flags(g.reachable(&[8, 8])), vec![8]);
        assert_eq!(flags(g.reachable(&[])), Vec::<usize>::new());
    }
}
