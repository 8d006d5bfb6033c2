//! Zones of control ([8.0]) and the questions every phase asks of them: who exerts a zone, whether a hex
//! is in an enemy zone, and whether a friendly unit or free city there negates it ([8.5]). A [`Board`] is
//! the map's occupation and zones worked out once, for the rules that ask about many hexes at a time
//! (movement, retreats).

use super::data::{Class, HexId, Side};
use super::state::{State, UnitId};

/// Whether a unit projects its zone into the six hexes around it ([8.0]): maneuver units with an attack
/// of 1 or more, artillery and HQs; a maneuver unit of attack 0 has a zone in its own hex only; a unit
/// under a Train marker none at all ([13.4.1]).
pub fn full_zoc(s: &State, u: UnitId) -> bool {
    // [27.3.2]: nor an assault unit before its battle; [33.3.2]: nor a Reforger site (rules 23).
    if s.units[u as usize].train.is_some() || super::assault::assaulting(s, u) || super::reforger::no_ground_unit(s, u) {
        return false;
    }
    match s.class(u) {
        Class::Artillery | Class::Hq => true,
        c if c.maneuver() => s.values(u).0 >= 1,
        _ => false,
    }
}

/// Each hex's occupation and zones, by side.
pub struct Board {
    /// A ground unit of the side stands there.
    occ: [Vec<bool>; 2],
    /// The side has a zone there.
    zoc: [Vec<bool>; 2],
    /// Maneuver, artillery and HQ steps of each side in each hex (stacking, [9.1.1]).
    pub steps: [Vec<[u8; 3]>; 2],
}

impl Board {
    /// [8.0]: units project their zones; a free city has one in its own hex ([30.2.2]). On the first war
    /// turn, during the Pact's player turn, NATO's zones do not cross the Iron Curtain ([35.5]).
    pub fn new(s: &State) -> Board {
        let n = s.data().hexes.len();
        let mut b = Board { occ: [vec![false; n], vec![false; n]], zoc: [vec![false; n], vec![false; n]], steps: [vec![[0; 3]; n], vec![[0; 3]; n]] };
        for (u, h) in s.on_map() {
            if !s.class(u).ground() {
                continue;
            }
            let side = s.side(u);
            let i = side.seat() as usize;
            let k = match s.class(u) {
                Class::Artillery => 1,
                Class::Hq => 2,
                _ => 0,
            };
            b.steps[i][h as usize][k] += s.units[u as usize].steps;
            // [33.3.2] (rules 23): a Reforger site is no ground unit: it neither occupies its hex (the Pact
            // moves, retreats, traces supply and lands there; it negates no zone) nor has a zone. Its steps
            // still count for NATO's own stacking ([9.1.1]): the unit stands there once activated.
            if super::reforger::no_ground_unit(s, u) {
                continue;
            }
            b.occ[i][h as usize] = true;
            // [13.4.1]: a unit under a Train marker has no zone, not even in its own hex.
            // [27.3.2]: an assault unit has none until its battle is over.
            if s.units[u as usize].train.is_some() || super::assault::assaulting(s, u) {
                continue;
            }
            b.zoc[i][h as usize] = true;
            if full_zoc(s, u) {
                let curtain = side == Side::Nato && s.turn == 1 && s.player == Side::Wp;
                for m in s.data().neighbours(h) {
                    if curtain && s.data().side(h, m).is_some_and(|x| x.iron_curtain) {
                        continue;
                    }
                    b.zoc[i][m as usize] = true;
                }
            }
        }
        for (i, hex) in s.data().hexes.iter().enumerate() {
            if hex.city.is_some() {
                for side in [Side::Wp, Side::Nato] {
                    if super::nuclear::city_stands(s, i as HexId, side) {
                        b.zoc[side.seat() as usize][i] = true;
                    }
                }
            }
        }
        b
    }

    pub fn in_zoc(&self, side: Side, h: HexId) -> bool {
        self.zoc[side.seat() as usize][h as usize]
    }

    pub fn in_ezoc(&self, side: Side, h: HexId) -> bool {
        self.in_zoc(side.other(), h)
    }

    pub fn occupied(&self, side: Side, h: HexId) -> bool {
        self.occ[side.seat() as usize][h as usize]
    }

    /// A friendly ground unit already there, or a friendly free city, negates the enemy zone ([8.5]).
    pub fn negated(&self, s: &State, side: Side, h: HexId) -> bool {
        self.occupied(side, h) || super::nuclear::city_stands(s, h, side)
    }
}

/// Whether `side` has a zone of control in `h` ([8.0]).
pub fn in_zoc(s: &State, side: Side, h: HexId) -> bool {
    // [33.3.2]: a Reforger site has no zone, not even in its own hex (rules 23).
    if s.units_in(h).any(|u| s.side(u) == side && super::reforger::ground_unit(s, u) && s.units[u as usize].train.is_none() && !super::assault::assaulting(s, u)) || super::nuclear::city_stands(s, h, side) {
        return true;
    }
    let curtain = side == Side::Nato && s.turn == 1 && s.player == Side::Wp;
    s.data().neighbours(h).any(|n| {
        !(curtain && s.data().side(n, h).is_some_and(|x| x.iron_curtain)) && s.units_in(n).any(|u| s.side(u) == side && full_zoc(s, u))
    })
}

/// Whether `side`'s unit in `h` stands in an enemy zone.
pub fn in_ezoc(s: &State, side: Side, h: HexId) -> bool {
    in_zoc(s, side.other(), h)
}

/// A friendly ground unit already there, or a friendly free city, negates the enemy zone ([8.5]); not a
/// Reforger site ([33.3.2], rules 23).
pub fn negated(s: &State, side: Side, h: HexId) -> bool {
    s.units_in(h).any(|u| s.side(u) == side && super::reforger::ground_unit(s, u)) || super::nuclear::city_stands(s, h, side)
}
