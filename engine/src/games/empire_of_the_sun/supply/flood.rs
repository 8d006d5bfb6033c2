//! The unbounded searches of supply (6.21B: a line of communication "of any length"; 1.3: the
//! supply-eligible ports and airfields; 6.25, 13.78, 13.93): whether a line reaches a hex, never how far.
//! A flood of the search states reached, a byte per hex, instead of [`Search::fill`]'s breadth-first
//! distances (two bytes per search state): the same states are reached, as the moves a line may make from
//! a state depend on the state alone, not on the length of the line that reached it.

use super::{Search, Switching, LAND, SEA};
use crate::games::empire_of_the_sun::data::geo::{HexIx, NONE};

/// Per hex, bit `medium * 2 + switched`: the search states a line reaches (the via flag of
/// [`Search::fill`] is not kept: an unbounded search notes no marked side).
pub(super) struct Reached(Vec<u8>);

/// The bit of a hex that says it is one of the search's starts (where a line never changes medium).
const START: u8 = 1 << 7;

fn bit(medium: usize, switched: usize) -> u8 {
    1 << (medium * 2 + switched)
}

impl Reached {
    /// A line ends in hex `i` by `medium`.
    pub(super) fn by(&self, i: usize, medium: usize) -> bool {
        self.0[i] & (bit(medium, 0) | bit(medium, 1)) != 0
    }

    /// A line ends in hex `i`, by sea or by land.
    pub(super) fn any(&self, i: usize) -> bool {
        self.by(i, SEA) || self.by(i, LAND)
    }
}

impl Search<'_, '_> {
    /// Every search state a line of any length from `starts` reaches (each start by sea, and by land
    /// unless the search is by sea only).
    pub(super) fn flood(&self, starts: &[HexIx]) -> Reached {
        debug_assert!(self.via.is_none() && self.max_len == super::UNREACHED - 1, "an unbounded search");
        let media: &[usize] = if self.switching == Switching::SeaOnly { &[SEA] } else { &[SEA, LAND] };
        let mut reached = vec![0u8; self.board.geo.len()];
        let mut stack: Vec<HexIx> = Vec::with_capacity(64);
        for &s in starts.iter().filter(|&&s| s != NONE) {
            reached[s as usize] |= START | media.iter().fold(0, |acc, &m| acc | bit(m, 0));
            stack.push(s);
        }
        self.spread(&mut reached, stack);
        Reached(reached)
    }

    /// [`Search::flood`] from the answer `old` of the same search (the same starts, ports, control and way
    /// of changing medium) under other crossings `old_sea`, `old_land`, when that answer still holds
    /// under this search's crossings: no crossing it lost leaves a hex `old` reaches. Then every line of
    /// `old` is still open (each crossed only sides that leave reached hexes), so the states `old` reaches
    /// are reached now too, and the flood goes on from the reached hexes that gained a crossing: the
    /// same states as a flood from the starts, found without walking the sheet again. `None` when a
    /// lost crossing leaves a reached hex (a line may have used it: the caller floods afresh).
    pub(super) fn flood_from(&self, old: &Reached, old_sea: &[u8], old_land: &[u8]) -> Option<Reached> {
        debug_assert!(self.via.is_none() && self.max_len == super::UNREACHED - 1, "an unbounded search");
        let (sea, land) = (&self.crossings.sea, &self.crossings.land);
        let mut stack: Vec<HexIx> = vec![];
        for (i, &here) in old.0.iter().enumerate() {
            let (os, ol) = (old_sea[i], old_land[i]);
            let (ns, nl) = (sea[i], land[i]);
            if here == 0 {
                continue;
            }
            if os & !ns != 0 || ol & !nl != 0 {
                return None;
            }
            if ns & !os != 0 || nl & !ol != 0 {
                stack.push(i as HexIx);
            }
        }
        let mut reached = old.0.clone();
        self.spread(&mut reached, stack);
        Some(Reached(reached))
    }

    /// Goes on flooding from the hexes of `stack` until no hex gains a state: a hex is looked at again
    /// whenever it gains one, and its lines leave from every state it holds.
    fn spread(&self, reached: &mut [u8], mut stack: Vec<HexIx>) {
        let media: &[usize] = if self.switching == Switching::SeaOnly { &[SEA] } else { &[SEA, LAND] };
        while let Some(x) = stack.pop() {
            let x = x as usize;
            let here = reached[x];
            let start = here & START != 0;
            for &c in media {
                let leaving = self.leaving(x, here, c, start);
                if leaving == 0 {
                    continue;
                }
                let mut dirs = if c == SEA { self.crossings.sea[x] } else { self.crossings.land[x] };
                while dirs != 0 {
                    let dir = dirs.trailing_zeros() as usize;
                    dirs &= dirs - 1;
                    let y = self.board.geo.sides[x][dir].to;
                    if reached[y as usize] & leaving != leaving {
                        reached[y as usize] |= leaving;
                        stack.push(y);
                    }
                }
            }
        }
    }

    /// The states (bits of medium `c`) in which a line holding the states `here` in hex `x` leaves it by
    /// `c`: [`Search::switch`] for each state held, read off the hex once. A line keeps its medium and
    /// its switched flag; it changes medium only in a friendly port that is not one of the starts (a start
    /// is seeded with both media) — any number of times for an HQ's LOC, once and in a supply-eligible
    /// port for a unit's line (the switched flag set), never by sea only.
    fn leaving(&self, x: usize, here: u8, c: usize, start: bool) -> u8 {
        let staying = here & (bit(c, 0) | bit(c, 1));
        if start || !self.board.friendly_port(self.side, x) {
            return staying; // 6.21C, D (no port), F, G (enemy port)
        }
        let m = 1 - c;
        let changing = match self.switching {
            Switching::AnyFriendlyPort => (here & bit(m, 0) != 0) as u8 * bit(c, 0) | (here & bit(m, 1) != 0) as u8 * bit(c, 1),
            Switching::OnceAtEligiblePort if self.ports[x] && here & bit(m, 0) != 0 => bit(c, 1),
            Switching::OnceAtEligiblePort | Switching::SeaOnly => 0,
        };
        staying | changing
    }
}

#[cfg(test)]
mod tests {
    use super::super::zoi::Zoi;
    use super::super::{compute, state_ix, Board, Crossings, Search, Switching, STATES, UNREACHED};
    use super::*;
    use crate::games::empire_of_the_sun::builtin_data;
    use crate::games::empire_of_the_sun::data::Side;
    use crate::games::empire_of_the_sun::scenario::setup::new_game;
    use crate::games::empire_of_the_sun::state::idx;

    /// 6.21B, 1.3: the flood reaches exactly the search states the breadth-first search reaches, state by
    /// state: at the set-up of the main map's scenarios and the South Pacific's, for each side, each way of
    /// changing medium, from the side's sources, the east edge and its HQs, under the position's zones and
    /// under none.
    #[test]
    fn the_flood_reaches_what_the_breadth_first_search_reaches() {
        let (mut compared, mut reached) = (0, 0);
        for scenario in ["campaign", "s1943", "s1944", "south_pacific"] {
            let s = new_game(builtin_data(), scenario, 1).expect("set-up");
            let board = Board::new(&s);
            let sup = compute(&s);
            let n = board.geo.len();
            for zoi in [sup.zoi.clone(), Zoi::none(n)] {
                for side in [Side::Japanese, Side::Allied] {
                    let crossings = Crossings::new(&board, side, &zoi);
                    let hqs: Vec<HexIx> = board.hqs[idx(side)].iter().map(|h| h.at).filter(|&a| a != NONE).collect();
                    for switching in [Switching::AnyFriendlyPort, Switching::OnceAtEligiblePort, Switching::SeaOnly] {
                        let ports = &sup.ports[idx(side)];
                        let search = Search { board: &board, side, crossings: &crossings, switching, ports, max_len: UNREACHED - 1, via: None };
                        for starts in [&board.sources[idx(side)], &board.east, &hqs] {
                            let flood = search.flood(starts);
                            let mut dist = vec![UNREACHED; n * STATES];
                            search.fill(starts, &mut dist);
                            for i in 0..n {
                                for (m, sw) in [(SEA, 0), (SEA, 1), (LAND, 0), (LAND, 1)] {
                                    let by_bfs = dist[state_ix(i, 0, m, sw)] != UNREACHED;
                                    let by_flood = flood.0[i] & bit(m, sw) != 0;
                                    assert_eq!(by_flood, by_bfs, "{scenario} {side:?} {switching:?} hex {i} medium {m} switched {sw}");
                                    reached += by_bfs as usize;
                                }
                            }
                            compared += 1;
                        }
                    }
                }
            }
        }
        assert!(compared == 4 * 2 * 2 * 3 * 3 && reached > 10_000, "{compared} searches, {reached} states reached");
    }

    /// 6.21B, 1.3: a flood carried on from another set of crossings' answer (`flood_from`) reaches exactly
    /// what a flood from the starts reaches, whenever it is offered: at the set-up of the main map's
    /// scenarios and the South Pacific's, for each side and way of changing medium, from the zones of the
    /// position to none and back, and between crossings with sides opened and closed at random.
    #[test]
    fn a_flood_carried_on_reaches_what_a_flood_from_the_starts_reaches() {
        let (mut carried, mut refused) = (0, 0);
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for scenario in ["campaign", "s1943", "south_pacific"] {
            let s = new_game(builtin_data(), scenario, 1).expect("set-up");
            let board = Board::new(&s);
            let sup = compute(&s);
            let n = board.geo.len();
            for side in [Side::Japanese, Side::Allied] {
                let zoned = Crossings::new(&board, side, &sup.zoi);
                let open = Crossings::new(&board, side, &Zoi::none(n));
                let mut variants = vec![zoned, open];
                for _ in 0..6 {
                    let base = &variants[(next() % 2) as usize];
                    let (mut sea, mut land) = (base.sea.clone(), base.land.clone());
                    for _ in 0..(next() % 40) {
                        let (i, bit) = ((next() % n as u64) as usize, 1u8 << (next() % 6));
                        match next() % 4 {
                            0 => sea[i] &= !bit,
                            1 => land[i] &= !bit,
                            2 => sea[i] |= bit & board.geo.sea_sides[i],
                            _ => land[i] |= bit & board.geo.land_sides[i],
                        }
                    }
                    variants.push(Crossings { sea, land });
                }
                let ports = &sup.ports[idx(side)];
                let hqs: Vec<HexIx> = board.hqs[idx(side)].iter().map(|h| h.at).filter(|&a| a != NONE).collect();
                for switching in [Switching::AnyFriendlyPort, Switching::OnceAtEligiblePort, Switching::SeaOnly] {
                    for starts in [&board.sources[idx(side)], &hqs] {
                        for a in &variants {
                            let from = Search { board: &board, side, crossings: a, switching, ports, max_len: UNREACHED - 1, via: None };
                            let old = from.flood(starts);
                            for b in &variants {
                                let to = Search { board: &board, side, crossings: b, switching, ports, max_len: UNREACHED - 1, via: None };
                                match to.flood_from(&old, &a.sea, &a.land) {
                                    Some(r) => {
                                        assert!(r.0 == to.flood(starts).0, "{scenario} {side:?} {switching:?}");
                                        carried += 1;
                                    }
                                    None => refused += 1,
                                }
                            }
                        }
                    }
                }
            }
        }
        assert!(carried > 500 && refused > 100, "{carried} carried on, {refused} refused");
    }
}
