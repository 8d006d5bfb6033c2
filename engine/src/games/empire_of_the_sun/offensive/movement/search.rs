//! The path search behind every movement mode: from one node (a hex, or an airfield for air stages), every
//! node reachable within a budget of movement points, each with the path the engine picks for it. The pick
//! is the path with the least *penalty* (how often it touches enemy air ZOI, 7.25E; for air also whether a
//! parenthesised range was used, 1.3), then the cheapest. A cheap path with a higher penalty does not hide
//! a dearer one with a lower penalty: every node keeps its Pareto front of (cost, penalty), so "avoid the
//! ZOI if the allowance permits, else the shortest" is exact.
//!
//! Costs are small integers (ground movement counts half points, 8.42), every step costs at least 1, and
//! labels are settled cost by cost, so the search is a bucketed label-setting algorithm: each node is
//! expanded once per improvement of its penalty, usually once.
//!
//! A label also carries a *phase* (0 or 1), for rules whose restrictions change along the path (9.62: a
//! unit left inside an enemy ZOI by the battle may stay in it until it first leaves).

/// A node of the searched graph: a `HexIx` for hex searches.
pub type Node = u32;

const NIL: u32 = u32::MAX;

/// One step out of a node.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    pub to: Node,
    /// Movement points the step costs (at least 1).
    pub cost: u16,
    /// What entering `to` adds to the path's penalty.
    pub penalty: u32,
    /// The phase after the step.
    pub phase: u8,
}

/// The label being expanded, as the edge callback sees it.
#[derive(Clone, Copy, Debug)]
pub struct At {
    pub node: Node,
    pub cost: u16,
    pub penalty: u32,
    pub phase: u8,
    /// The start of the search (a stop rule never holds a unit in its own start hex).
    pub start: bool,
}

#[derive(Clone, Copy, Debug)]
struct Label {
    node: Node,
    cost: u16,
    penalty: u32,
    phase: u8,
    pred: u32,
    /// The previously accepted label of the same node (its Pareto front, newest first).
    front: u32,
}

/// The result of a search: every reached node with its Pareto front of paths.
pub struct Tree {
    labels: Vec<Label>,
    /// Per node: the newest accepted label, or `NIL`.
    head: Vec<u32>,
    reached: Vec<Node>,
}

/// One path found: an index into the tree.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Found {
    id: u32,
    pub cost: u16,
    pub penalty: u32,
    pub phase: u8,
}

/// Searches from `start` (with `start_penalty`) up to `budget` points. `edges(at, out)` pushes the steps
/// allowed out of `at`; a node where units must stop pushes none.
pub fn search(n_nodes: usize, start: Node, start_penalty: u32, budget: u16, mut edges: impl FnMut(At, &mut Vec<Edge>)) -> Tree {
    let mut labels = vec![Label { node: start, cost: 0, penalty: start_penalty, phase: 0, pred: NIL, front: NIL }];
    let mut best = vec![u32::MAX; n_nodes * 2];
    let mut head = vec![NIL; n_nodes];
    let mut reached = vec![];
    let mut buckets: Vec<Vec<u32>> = vec![vec![]; budget as usize + 1];
    buckets[0].push(0);
    let mut out = vec![];
    let mut order: Vec<u128> = vec![];
    for c in 0..=budget as usize {
        let bucket = std::mem::take(&mut buckets[c]);
        // By penalty, node and phase, then in the order the labels were made (their ids): the order of a
        // stable sort, without its buffer. The four are packed in one number, most significant first, so
        // the sort compares numbers rather than looking each label up.
        order.clear();
        order.extend(bucket.iter().map(|&id| {
            let l = &labels[id as usize];
            (l.penalty as u128) << 96 | (l.node as u128) << 64 | (l.phase as u128) << 32 | id as u128
        }));
        order.sort_unstable();
        for id in order.iter().map(|&k| k as u32) {
            let l = labels[id as usize];
            let slot = l.node as usize * 2 + l.phase as usize;
            if l.penalty >= best[slot] {
                continue;
            }
            best[slot] = l.penalty;
            if head[l.node as usize] == NIL {
                reached.push(l.node);
            }
            labels[id as usize].front = head[l.node as usize];
            head[l.node as usize] = id;
            out.clear();
            edges(At { node: l.node, cost: l.cost, penalty: l.penalty, phase: l.phase, start: id == 0 }, &mut out);
            for e in &out {
                let nc = l.cost as usize + e.cost.max(1) as usize;
                if nc > budget as usize {
                    continue;
                }
                let np = l.penalty.saturating_add(e.penalty);
                if np >= best[e.to as usize * 2 + e.phase as usize] {
                    continue;
                }
                labels.push(Label { node: e.to, cost: nc as u16, penalty: np, phase: e.phase, pred: id, front: NIL });
                buckets[nc].push(labels.len() as u32 - 1);
            }
        }
    }
    Tree { labels, head, reached }
}

impl Tree {
    /// Every node reached, in the order first reached.
    pub fn reached(&self) -> &[Node] {
        &self.reached
    }

    fn front(&self, node: Node) -> impl Iterator<Item = Found> + '_ {
        let mut id = self.head.get(node as usize).copied().unwrap_or(NIL);
        std::iter::from_fn(move || {
            if id == NIL {
                return None;
            }
            let l = self.labels[id as usize];
            let f = Found { id, cost: l.cost, penalty: l.penalty, phase: l.phase };
            id = l.front;
            Some(f)
        })
    }

    /// The least-penalty, then cheapest, path to `node`.
    pub fn best(&self, node: Node) -> Option<Found> {
        self.best_where(node, |_| true)
    }

    /// The least-penalty, then cheapest, path to `node` among those costing at most `max_cost`.
    pub fn best_within(&self, node: Node, max_cost: u16) -> Option<Found> {
        self.best_where(node, |f| f.cost <= max_cost)
    }

    /// The least-penalty, then cheapest, path to `node` among those `keep` accepts.
    pub fn best_where(&self, node: Node, keep: impl Fn(&Found) -> bool) -> Option<Found> {
        self.front(node).filter(|f| keep(f)).min_by_key(|f| (f.penalty, f.cost))
    }

    /// The nodes of a path, start first.
    pub fn path(&self, f: Found) -> Vec<Node> {
        self.path_as(f, |n| n)
    }

    /// The nodes of a path, start first, each as `each` makes it. Every step costs at least 1, so a path
    /// has at most its cost plus one nodes: room for them is taken at once.
    pub fn path_as<T>(&self, f: Found, mut each: impl FnMut(Node) -> T) -> Vec<T> {
        let mut out = Vec::with_capacity(f.cost as usize + 1);
        let mut id = f.id;
        while id != NIL {
            let l = self.labels[id as usize];
            out.push(each(l.node));
            id = l.pred;
        }
        out.reverse();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A line 0-1-2-3 with a detour 0-4-5-3: the detour avoids the penalty of node 1 within budget 3.
    #[test]
    fn prefers_the_lower_penalty_within_the_budget() {
        let adj: [&[u32]; 6] = [&[1, 4], &[0, 2], &[1, 3], &[2, 5], &[0, 5], &[4, 3]];
        let run = |budget| {
            search(6, 0, 0, budget, |at, out| {
                for &to in adj[at.node as usize] {
                    out.push(Edge { to, cost: 1, penalty: (to == 1) as u32, phase: 0 });
                }
            })
        };
        let t = run(3);
        let f = t.best(3).unwrap();
        assert_eq!((f.cost, f.penalty), (3, 0));
        assert_eq!(t.path(f), vec![0, 4, 5, 3]);
        let t = run(2);
        assert!(t.best(3).is_none());
        let f = t.best(2).unwrap();
        assert_eq!(t.path(f), vec![0, 1, 2]);
        assert_eq!(t.best_within(5, 2).map(|f| f.cost), Some(2));
    }
}
