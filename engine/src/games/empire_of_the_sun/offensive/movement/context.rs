//! What movement needs to know that other rules decide: the enemy air ZOI over each hex (6.4), which hexes
//! are friendly ports and airfields and which of them are supply-eligible (1.3), where a unit would be in
//! supply and within a friendly HQ's range (9.61), the card's movement multiplier (7.22), and the scenario's
//! special limits (17.11). The offensive procedure fills one from the ZOI and supply results; tests build
//! one directly.

use crate::games::empire_of_the_sun::data::geo::{Geo, HexIx, NONE};
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::State;
use crate::kit::hex::Hex;

/// Rulebook readings that are decisions, not facts (docs/games/empire-of-the-sun.md, "Movement decisions").
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// D11 (8.43): ground disengagement needs the reaction units' attack strength in the hex to be greater
    /// than the entering units' (as printed, ties not enough). `false`: the reverse (weaker units slip away).
    pub disengage_if_stronger: bool,
    /// D4 (8.34 vs 8.48): turns until an overstacked, supplied air unit returns (8.34: next turn).
    pub overstack_air_turns: u8,
    /// D4: turns until an overstacked, supplied ground unit returns (8.48: two turns later).
    pub overstack_ground_turns: u8,
    /// 8.44 against the overview of 8.4: strategic ground transport ends in any friendly port (8.44, the
    /// default) or only in a supply-eligible one (the overview's wording).
    pub strategic_transport_to_supply_port: bool,
}

impl Default for Options {
    fn default() -> Options {
        Options { disengage_if_stronger: true, overstack_air_turns: 1, overstack_ground_turns: 2, strategic_transport_to_supply_port: false }
    }
}

/// Everything per hex is indexed by [`HexIx`] of the scenario's sheet and seen from `side`, the moving side.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveContext {
    /// The side whose units move.
    pub side: Side,
    /// 7.22: the movement multiplier, the card's OC value (or an event's larger figure).
    pub ops: u8,
    /// The moving side is the reaction side of the offensive under way (7.26).
    pub reaction: bool,
    /// An enemy air ZOI covers the hex, neutralised or not (7.25E, 7.27).
    pub zoi: Vec<bool>,
    /// An un-neutralised enemy air ZOI covers the hex (8.23, 8.33, 8.44, 8.45B, 9.62).
    pub zoi_live: Vec<bool>,
    /// Friendly-controlled hexes with a port.
    pub port: Vec<bool>,
    /// Friendly-controlled hexes with an airfield.
    pub airfield: Vec<bool>,
    /// Supply-eligible friendly ports (1.3).
    pub supply_port: Vec<bool>,
    /// Supply-eligible friendly airfields (1.3): the North India ones link the China box (13.74).
    pub supply_airfield: Vec<bool>,
    /// A unit of the side ending its move here would be in supply (9.61).
    pub supplied: Vec<bool>,
    /// Within the command range of a friendly HQ (9.61).
    pub hq_range: Vec<bool>,
    /// 17.11: the IAI card is in effect (Manila and Singapore need an escort; landings within 5 sea hexes
    /// of a Japanese port).
    pub iai: bool,
    pub options: Options,
}

/// Hex `i` holds a port `side` controls outside Soviet territory (8.41C): [`MoveContext::is_port`] of a
/// context made from the state alone, without making one.
pub fn friendly_port(state: &State, side: Side, i: HexIx) -> bool {
    let d = &state.geo().data[i as usize];
    d.port && state.control[i as usize] == side && !d.in_region("soviet")
}

/// Hex `i` holds an airfield `side` controls outside Soviet territory (8.41C).
pub fn friendly_airfield(state: &State, side: Side, i: HexIx) -> bool {
    let d = &state.geo().data[i as usize];
    d.airfield && state.control[i as usize] == side && !d.in_region("soviet")
}

impl MoveContext {
    /// A context from the state alone: no enemy ZOI anywhere, every friendly port and airfield
    /// supply-eligible, every friendly hex supplied and in HQ range. The movement multiplier is the card
    /// of the offensive under way (1 without one); `reaction` when `side` is not the offensive side.
    /// Soviet territory holds no friendly port or airfield for either side (8.41C).
    pub fn from_state(state: &State, side: Side) -> MoveContext {
        let geo = state.geo();
        let n = geo.len();
        let (mut port, mut airfield) = (vec![false; n], vec![false; n]);
        for i in 0..n {
            port[i] = friendly_port(state, side, i as HexIx);
            airfield[i] = friendly_airfield(state, side, i as HexIx);
        }
        let friendly: Vec<bool> = state.control.iter().map(|&c| c == side).collect();
        let (ops, reaction) = match &*state.offensive {
            Some(o) => (state.data().card(o.side, o.card).map_or(1, |c| c.ops), o.side != side),
            None => (1, false),
        };
        MoveContext {
            side,
            ops,
            reaction,
            zoi: vec![false; n],
            zoi_live: vec![false; n],
            supply_port: port.clone(),
            supply_airfield: airfield.clone(),
            port,
            airfield,
            supplied: friendly.clone(),
            hq_range: friendly,
            iai: false,
            options: Options::default(),
        }
    }

    /// The same context with an enemy ZOI over `present` (neutralised there unless also in `live`) and an
    /// un-neutralised one over `live`. Hexes off the sheet are ignored.
    pub fn with_zoi(mut self, geo: &Geo, present: &[Hex], live: &[Hex]) -> MoveContext {
        for &h in present.iter().chain(live) {
            let i = geo.ix(h);
            if i != NONE {
                self.zoi[i as usize] = true;
            }
        }
        for &h in live {
            let i = geo.ix(h);
            if i != NONE {
                self.zoi_live[i as usize] = true;
            }
        }
        self
    }

    /// A context from plain vectors, one flag per hex of the sheet (every vector as long as the sheet).
    #[allow(clippy::too_many_arguments)]
    pub fn from_vectors(
        side: Side,
        ops: u8,
        reaction: bool,
        zoi: Vec<bool>,
        zoi_live: Vec<bool>,
        port: Vec<bool>,
        airfield: Vec<bool>,
        supply_port: Vec<bool>,
        supply_airfield: Vec<bool>,
        supplied: Vec<bool>,
        hq_range: Vec<bool>,
    ) -> MoveContext {
        let n = zoi.len();
        for v in [&zoi_live, &port, &airfield, &supply_port, &supply_airfield, &supplied, &hq_range] {
            assert_eq!(v.len(), n, "every per-hex vector covers the whole sheet");
        }
        MoveContext {
            side,
            ops,
            reaction,
            zoi,
            zoi_live,
            port,
            airfield,
            supply_port,
            supply_airfield,
            supplied,
            hq_range,
            iai: false,
            options: Options::default(),
        }
    }

    pub fn in_zoi(&self, i: HexIx) -> bool {
        self.zoi[i as usize]
    }

    pub fn in_live_zoi(&self, i: HexIx) -> bool {
        self.zoi_live[i as usize]
    }

    pub fn is_port(&self, i: HexIx) -> bool {
        self.port[i as usize]
    }

    pub fn is_airfield(&self, i: HexIx) -> bool {
        self.airfield[i as usize]
    }
}
