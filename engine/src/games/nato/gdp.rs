//! The Move to the GDP's activation ([35.3.1], L3974): in the scenario's Move to the GDP (`gdp_move_gt1`)
//! NATO activates every non-French unit in West Germany, West Berlin (3007) excepted. The units the
//! scenario's set-up activates on turn 1 that the Move to the GDP leaves behind — French, in West Berlin,
//! or outside West Germany — wait for [35.2]'s contact or for [`LATER_TURN`] (decision E24).
//!
//! Sandtable's pack says nothing of it: setup.tsv activates every NATO unit on turn 1 and keeps its hash
//! (a change there would break every older record and owner pack), so the engine reads it under rules
//! version [`RULES`]; older records replay as played (every NATO unit of the set-up moving on turn 1).

use super::data::{HexId, NatoData, Placement, SetupRow, Side};
use super::movement::Dest;
use super::state::{State, UnitId};

/// The rules version from which [35.3.2] (L3976) leaves NATO tactical movement only in the Move to the
/// GDP's player turn, and from which [35.2] (L3960) reads the Pact's strikes as contact (decision E25).
pub const RULES_25: u32 = 25;

/// [35.3.2] (L3976): "the only form of movement available to the NATO player in the player turn the Move
/// to the GDP is required is tactical movement" (decision E25). From rules [`RULES_25`], while NATO's
/// player turn is the Move to the GDP's (its dice rolled, `State::gdp`, from its HQ Supply Phase to the end
/// of its Reserve Phase), `side` NATO has no rail movement ([13.0]: no Entraining marker, no flip, no rail
/// move), no air or sea ferry ([14.0]), no airlift or sealift ([16.0]), no helicopter movement ([18.1]–
/// [18.3], the Reserve Phase's too) and no march ([12.4]). Tactical movement stays, with the minimum move
/// [35.3.3] keeps (the Danish ferry, [12.8], is a minimum move), the Reserve Phase's tactical move
/// ([28.2.1]), removing a Train marker (no movement), advances and retreats (results of combat, not forms
/// of movement) and attack helicopters committed to a battle ([18.4]: combat support, like air points).
pub fn tactical_only(s: &State, side: Side) -> bool {
    side == Side::Nato && s.rules >= RULES_25 && !s.gdp.is_empty()
}

/// The rules version from which [35.3.3]'s die cap and [35.3.6]'s forward defence bind the Reserve Phase's
/// tactical move of the Move to the GDP's player turn too, as they bind its Ground Movement Segment
/// (decision E26; L3972: the Move's limits hold "during one NATO player turn").
pub const RULES_26: u32 = 26;

/// Whether [35.3.3] and [35.3.6] bind a move of `side`'s unit: NATO's, while the Move to the GDP's dice
/// stand (`State::gdp`, from its HQ Supply Phase to the end of its Reserve Phase); in the Ground Movement
/// Segment always, in the Reserve Phase (`reserve`) from rules [`RULES_26`] (decision E26).
pub fn binds(s: &State, side: Side, reserve: bool) -> bool {
    side == Side::Nato && !s.gdp.is_empty() && (!reserve || s.rules >= RULES_26)
}

/// NATO [35.3.3]: the die of unit `u`'s national army (the Canadian brigade moves with the US, [35.3.4])
/// when the Move to the GDP binds this move (`binds`); `None` for a unit whose army rolled no die (Danes or
/// French activated by contact, E24) or a move the Move does not bind. The move's allowance is the smaller
/// of this and its own: the MA in the Ground Movement Segment, half the MA rounded up in the Reserve Phase
/// ([28.2]); the minimum move stays the segment's alone (E16).
pub fn die_cap(s: &State, u: UnitId, reserve: bool) -> Option<u32> {
    if !binds(s, s.side(u), reserve) {
        return None;
    }
    let nation = match s.data().units[u as usize].nation.as_str() {
        "ca" => "us",
        n => n,
    };
    s.gdp.iter().find(|(a, _)| a == nation).map(|&(_, d)| d as u32)
}

/// NATO [35.3.2], [35.3.6]: when the Move to the GDP binds the move (`binds`), keeps of `dests` those in no
/// Pact territory and no farther from the Iron Curtain than `start`, where the move begins (a unit entering
/// from a box has no start and is not bound by the distance). Every NATO unit, a die or not.
pub fn forward_defence(s: &State, side: Side, reserve: bool, start: Option<HexId>, dests: &mut Vec<Dest>) {
    if !binds(s, side, reserve) {
        return;
    }
    let far = super::turn::curtain_distance(s);
    let from = start.map_or(u32::MAX, |h| far[h as usize]);
    dests.retain(|d| s.data().hexes[d.hex as usize].owner() != Some(Side::Wp) && far[d.hex as usize] <= from);
}

/// The rules version from which the Move to the GDP activates only what [35.3.1] names.
pub const RULES: u32 = 24;

/// The turn on which the units the Move to the GDP leaves behind activate, if [35.2]'s contact has not
/// activated them before (decision E24): the turn after the Move to the GDP. The seed gives no schedule
/// (the Playbook's is not in it); it says the French "are not activated this turn" (L3997), and that
/// [35.3]'s limits hold for one NATO player turn only (L3972).
pub const LATER_TURN: u8 = 2;

/// [35.3.1]: whether the Move to the GDP activates a unit standing at `row`'s set-up hex: a non-French
/// unit in West Germany outside West Berlin.
pub fn activated_by_the_move(d: &NatoData, row: &SetupRow) -> bool {
    let Placement::Hex(h) = row.placement else { return false };
    let hex = &d.hexes[h as usize];
    let west_berlin = hex.city.as_ref().is_some_and(|c| c.key == "west_berlin");
    d.units[row.unit].nation != "fr" && hex.country.as_deref() == Some("frg") && !west_berlin
}

/// The turn from which a unit of the set-up may move and attack ([35.2]): its row's `active` turn, except
/// that from rules [`RULES`], in a scenario with the Move to the GDP, a NATO unit on the map that the row
/// activates on turn 1 and the Move does not activate ([35.3.1]) waits until [`LATER_TURN`].
pub fn activation_turn(d: &NatoData, rules: u32, gdp_move: bool, row: &SetupRow) -> u8 {
    let on_map = row.turn == 0 && matches!(row.placement, Placement::Hex(_));
    let left_behind = d.units[row.unit].side == Side::Nato && on_map && row.active == 1 && !activated_by_the_move(d, row);
    if rules >= RULES && gdp_move && left_behind {
        LATER_TURN
    } else {
        row.active
    }
}

/// Whether unit `u` is still waiting because the Move to the GDP left it behind ([35.3.1], decision E24):
/// its set-up row activates it on turn 1, the rules version moved it to [`LATER_TURN`], and neither that
/// turn nor [35.2]'s contact has come. For the board's word on why it is inactive.
pub fn left_behind(s: &State, u: UnitId) -> bool {
    let d = s.data();
    let gdp_move = s.scenario_data().has("gdp_move_gt1");
    s.units[u as usize].active > s.turn
        && d.setup.iter().any(|r| r.unit == u as usize && r.scenario == s.scenario && r.year == s.year && activation_turn(d, s.rules, gdp_move, r) != r.active)
}
