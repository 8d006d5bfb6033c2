//! Inland ports and sealift ([16.2.1.1]), from rules version 12 ([`super::cities::RULES`]): no unit is
//! sealifted into or out of an inland port (a port not on a coastal hex: Hamburg, Bremen, Szczecin) while an
//! enemy unit stands beside any hexside of its river downstream of it, toward the sea, or while the port's
//! city is not supplied ([10.3.3]).
//!
//! The river downstream (decision IP1): the major-river hexsides of the river that passes the port, from
//! its mouth (a hexside beside a coastal or all-sea hex) up to the port's own hexside nearest the mouth,
//! counted along the river (two hexsides follow each other when they meet at a corner). A unit is beside a
//! hexside when it stands in one of its two hexes.

use std::collections::VecDeque;

use super::data::{HexId, NatoData, River, Side};
use super::state::State;
use super::supply::Ctx;

/// Whether `h` is an inland port ([16.2.1.1]).
pub fn inland(d: &NatoData, h: HexId) -> bool {
    let hex = &d.hexes[h as usize];
    hex.port.is_some() && !hex.port_coastal && !hex.coastal
}

/// The major-river hexsides of the rivers that pass the port `port`, as hex pairs.
fn river(d: &NatoData, port: HexId) -> Vec<(HexId, HexId)> {
    let names: Vec<&String> = d.nbr[port as usize].iter().map(|&(_, i)| &d.side_list[i]).filter(|x| x.river == River::Major).filter_map(|x| x.river_name.as_ref()).collect();
    let mut out: Vec<(HexId, HexId)> = d.sides.iter().filter(|(_, x)| x.river == River::Major && x.river_name.as_ref().is_some_and(|n| names.contains(&n))).map(|(&k, _)| k).collect();
    out.sort_unstable();
    out
}

/// Whether two hexsides meet at a corner: they share one hex, and their other two hexes are neighbours.
fn follows(d: &NatoData, a: (HexId, HexId), b: (HexId, HexId)) -> bool {
    let (x, y) = match (a.0 == b.0, a.0 == b.1, a.1 == b.0, a.1 == b.1) {
        (true, _, _, _) => (a.1, b.1),
        (_, true, _, _) => (a.1, b.0),
        (_, _, true, _) => (a.0, b.1),
        (_, _, _, true) => (a.0, b.0),
        _ => return false,
    };
    x != y && d.neighbours(x).any(|n| n == y)
}

/// The hexes beside the port's river downstream of it (decision IP1): an enemy unit in any of them closes
/// the port to sealift.
pub fn downstream(d: &NatoData, port: HexId) -> Vec<HexId> {
    let sides = river(d, port);
    let sea = |h: HexId| d.hexes[h as usize].coastal || d.hexes[h as usize].all_sea;
    let mut dist = vec![u32::MAX; sides.len()];
    let mut queue = VecDeque::new();
    for (i, &(a, b)) in sides.iter().enumerate() {
        if sea(a) || sea(b) {
            dist[i] = 0;
            queue.push_back(i);
        }
    }
    while let Some(i) = queue.pop_front() {
        for j in 0..sides.len() {
            if dist[j] == u32::MAX && follows(d, sides[i], sides[j]) {
                dist[j] = dist[i] + 1;
                queue.push_back(j);
            }
        }
    }
    let own = |&(a, b): &(HexId, HexId)| a == port || b == port;
    let reach = sides.iter().zip(&dist).filter(|(x, _)| own(x)).map(|(_, &k)| k).min().unwrap_or(u32::MAX);
    let mut out: Vec<HexId> = sides
        .iter()
        .zip(&dist)
        .filter(|&(x, &k)| if reach == u32::MAX { own(x) } else { k <= reach })
        .flat_map(|(&(a, b), _)| [a, b])
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// [16.2.1.1]: whether `side` may sealift into or out of the port `h` now. A port on the coast always may.
pub fn open(s: &State, ctx: &Ctx, side: Side, h: HexId) -> bool {
    let d = s.data();
    if !super::cities::active(s) || !inland(d, h) {
        return true;
    }
    let watched = downstream(d, h).into_iter().any(|x| ctx.board.occupied(side.other(), x));
    !watched && ctx.controlled_city(s, side, h)
}
