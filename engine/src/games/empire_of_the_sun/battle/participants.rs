//! Who takes part in a battle (EotS 9.1): the air and carrier units assigned to it within air range
//! (9.11), the ships in the hex and the escorts of carriers fighting from outside it (9.12), the
//! reaction side's units in the hex whether activated or not (9.2A), the ground units of the hex (9.13)
//! and the hex's intrinsic Japanese strength (13.76, 13.94). Unescorted landings facing enemy ships
//! turn back (8.45B).

use super::{has_effect, hex_arg, log, unit_arg, Fight, Intrinsic, Loss, Member, Role, Target};
use crate::games::empire_of_the_sun::data::events::keys;
use crate::games::empire_of_the_sun::data::{City, Island, Side, UnitType};
use crate::games::empire_of_the_sun::scenario::special_rules;
use crate::games::empire_of_the_sun::state::{other, Active, Loc, Mode, State, UnitId};
use crate::kit::hex::Hex;

/// How far an air or carrier unit reaches a battle hex (1.3, 9.2A).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// Within its range (a carrier: its carrier air range): full strength.
    Normal,
    /// Beyond its range, within an unbracketed extended range: half strength.
    Extended,
    /// Out of reach, or only within a bracketed extended range: it cannot fight (9.2A).
    Out,
}

/// How unit `u` reaches `hex` from where it stands.
pub fn reach(state: &State, u: UnitId, hex: Hex) -> Reach {
    let Some(at) = state.unit(u).loc.hex() else { return Reach::Out };
    reach_from(state, u, at, hex)
}

/// How unit `u` would reach `hex` from `at` (7.26: where a reacting unit may go).
pub fn reach_from(state: &State, u: UnitId, at: Hex, hex: Hex) -> Reach {
    let d = at.distance(hex);
    let data = state.unit_data(u);
    if d == 0 {
        return Reach::Normal;
    }
    if data.kind.is_carrier() {
        return if d <= data.carrier_range.unwrap_or(0) as u32 { Reach::Normal } else { Reach::Out };
    }
    if data.kind != UnitType::Air {
        return Reach::Out;
    }
    if d <= data.range.unwrap_or(0) as u32 {
        Reach::Normal
    } else if !data.extended_paren && d <= data.extended_range.unwrap_or(0) as u32 {
        Reach::Extended
    } else {
        Reach::Out
    }
}

/// An air unit or a carrier (CV, CVL, CVE): the units of the one-for-one rule (9.2F4) and of air
/// superiority (9.4).
pub fn is_air_or_carrier(state: &State, u: UnitId) -> bool {
    let k = state.unit_data(u).kind;
    k == UnitType::Air || k.is_carrier()
}

pub fn is_naval(state: &State, u: UnitId) -> bool {
    state.unit_data(u).kind.is_naval()
}

pub fn is_ground(state: &State, u: UnitId) -> bool {
    state.unit_data(u).kind == UnitType::Ground
}

/// The activated units of both sides, with their side.
fn actives(state: &State) -> Vec<(&Active, Side)> {
    let Some(o) = &*state.offensive else { return vec![] };
    o.active.iter().map(|a| (a, o.side)).chain(o.reaction.active.iter().map(|a| (a, other(o.side)))).collect()
}

fn active_of(state: &State, u: UnitId) -> Option<&Active> {
    actives(state).into_iter().find(|(a, _)| a.unit == u).map(|(a, _)| a)
}

/// The battle at `hex` as 9.1 sets it up: its air and naval members, its intrinsic steps, its landings.
pub fn muster(state: &State, hex: Hex) -> Fight {
    let offensive = state.offensive.as_ref().map_or(state.phasing, |o| o.side);
    let mut members: Vec<Member> = vec![];
    let add = |members: &mut Vec<Member>, m: Member| {
        if !members.iter().any(|x| x.unit == m.unit) {
            members.push(m);
        }
    };
    // 9.11, 9.12, 9.2A: activated air and naval units of both sides.
    for (a, side) in actives(state) {
        if let Some(m) = active_member(state, a, side, hex, offensive) {
            add(&mut members, m);
        }
    }
    // 9.2A: the reaction side's air and naval units in the hex fight, activated or not.
    for u in state.units_at(hex) {
        if state.side_of_unit(u) != offensive && (is_naval(state, u) || state.unit_data(u).kind == UnitType::Air) {
            add(&mut members, Member { unit: u, side: other(offensive), role: Role::Fights, in_hex: true, halved: false });
        }
    }
    // 9.12: escorts stacked with the carriers fighting from outside the hex.
    let outside: Vec<(Hex, Side)> = members
        .iter()
        .filter(|m| !m.in_hex && state.unit_data(m.unit).kind.is_carrier())
        .filter_map(|m| state.unit(m.unit).loc.hex().map(|h| (h, m.side)))
        .collect();
    for (at, side) in outside {
        for u in state.units_at(at) {
            let d = state.unit_data(u);
            let elsewhere = active_of(state, u).and_then(|a| a.battle).is_some_and(|b| b != hex);
            // 8.23: a ship that moved strategically takes no part in any battle, not even as an escort.
            let strategic = active_of(state, u).is_some_and(|a| a.out_of_combat());
            if d.side == side && d.kind.is_naval() && !d.kind.is_carrier() && !elsewhere && !strategic {
                add(&mut members, Member { unit: u, side, role: Role::Escort, in_hex: false, halved: false });
            }
        }
    }
    crate::kit::sort::sort_by_key(&mut members, |m| m.unit);
    let defended_before_landing =
        state.offensive.as_ref().and_then(|o| o.battles.iter().find(|b| b.hex == hex)).is_some_and(|b| b.defended_before_landing);
    Fight {
        members,
        intrinsic: intrinsic_steps(state, hex),
        amphibious: amphibious_units(state, hex),
        defended_before_landing,
        ..Fight::new(hex, offensive)
    }
}

/// An activated air or naval unit's part in the battle at `hex`, if any (9.11, 9.12, 9.2A).
fn active_member(state: &State, a: &Active, side: Side, hex: Hex, offensive: Side) -> Option<Member> {
    let u = a.unit;
    let d = state.unit_data(u);
    if !(d.kind == UnitType::Air || d.kind.is_naval()) {
        return None;
    }
    let at = state.unit(u).loc.hex()?;
    let in_hex = at == hex;
    // 9.11: a reaction air unit or carrier that reacted out of the battle hex still fights there.
    let reacted_out = side != offensive && a.from == hex && is_air_or_carrier(state, u) && a.battle.is_none_or(|b| b == hex);
    if !(in_hex || a.battle == Some(hex) || reacted_out) {
        return None;
    }
    // 1.3: a unit that moved by its bracketed extended range does not fight; 8.23, 8.33: nor one that moved
    // strategically.
    if a.out_of_combat() {
        return None;
    }
    // The optional CVE rule (L2853): a US CVE of the offensive only where Allied units landed.
    if side == offensive && !special_rules::cve_may_join(state, u, hex) {
        return None;
    }
    if in_hex {
        return Some(Member { unit: u, side, role: Role::Fights, in_hex, halved: false });
    }
    // 9.12: a ship other than a carrier fights only in the hex.
    if !is_air_or_carrier(state, u) {
        return None;
    }
    match reach(state, u, hex) {
        Reach::Normal => Some(Member { unit: u, side, role: Role::Fights, in_hex, halved: false }),
        Reach::Extended => Some(Member { unit: u, side, role: Role::Fights, in_hex, halved: true }),
        Reach::Out => None,
    }
}

/// The hex's intrinsic Japanese steps while Japan controls it: in a China city one 9-12 step per four
/// divisions left on the China track, rounded up, at least one (13.76); in a home-island city one
/// 12-12 step (13.94).
pub fn intrinsic_steps(state: &State, hex: Hex) -> Vec<Intrinsic> {
    let Some(h) = state.hex_data(hex) else { return vec![] };
    if state.controller(hex) != Some(Side::Japanese) {
        return vec![];
    }
    let t = &state.data().tables;
    let (n, attack, defence) = match h.city {
        City::China => {
            let per = t.constant("china_intrinsic_per_divisions").max(1) as u32;
            let n = (state.tracks.china_divisions as u32).div_ceil(per).max(1);
            (n, t.constant("china_intrinsic_attack"), t.constant("china_intrinsic_defence"))
        }
        // 13.94 (L1660): gone for good once the Allies have controlled the hex (rules version 5).
        City::JapanHome if state.rules >= 5 && state.tracks.home_taken.contains(&hex) => return vec![],
        City::JapanHome => (1, t.constant("home_intrinsic_attack"), t.constant("home_intrinsic_defence")),
        _ => return vec![],
    };
    vec![Intrinsic { attack: attack as u32, defence: defence as u32, alive: true }; n as usize]
}

/// Ground units in `hex` that entered it by amphibious assault in this offensive (either side).
pub fn amphibious_units(state: &State, hex: Hex) -> Vec<UnitId> {
    let mut v: Vec<UnitId> = actives(state)
        .into_iter()
        .filter(|(a, _)| a.mode == Some(Mode::Amphibious) && state.unit(a.unit).loc == Loc::Hex(hex) && is_ground(state, a.unit))
        .map(|(a, _)| a.unit)
        .collect();
    v.sort_unstable();
    v.dedup();
    v
}

/// The members of `side` still on the map.
pub fn alive(state: &State, fight: &Fight, side: Side) -> Vec<Member> {
    fight.members_of(side).filter(|m| state.unit(m.unit).loc.in_play()).copied().collect()
}

/// The fighting (not escorting) members of `side` still on the map.
pub fn fighting(state: &State, fight: &Fight, side: Side) -> Vec<Member> {
    alive(state, fight, side).into_iter().filter(|m| m.role == Role::Fights).collect()
}

/// The ground units of `side` in the battle hex that take part in its ground combat (9.13, 9.4A:
/// activated or not), less the landings that do not (8.45B, 9.32).
pub fn ground_units(state: &State, fight: &Fight, side: Side) -> Vec<UnitId> {
    state
        .units_at(fight.hex)
        .into_iter()
        .filter(|&u| is_ground(state, u) && state.side_of_unit(u) == side && !fight.withdrawn.contains(&u))
        .collect()
}

/// Whether `side` has ground strength in the hex: ground units in the combat, or intrinsic steps.
pub fn holds_ground(state: &State, fight: &Fight, side: Side) -> bool {
    !ground_units(state, fight, side).is_empty() || (side == Side::Japanese && fight.intrinsic.iter().any(|i| i.alive))
}

/// Naval units of `side` in the battle hex, activated or not.
pub fn ships_in_hex(state: &State, hex: Hex, side: Side) -> bool {
    state.units_at(hex).into_iter().any(|u| is_naval(state, u) && state.side_of_unit(u) == side)
}

/// 8.45B: a landing is escorted when friendly ships moved with it the whole way and are with it in the
/// battle hex: the ships of its stack (8.11, `Offensive::escorts`) or the ship that carried it by organic
/// transport (8.46). A friendly ship that came to the hex on its own does not escort it.
pub fn escorted(state: &State, u: UnitId, hex: Hex) -> bool {
    let Some(o) = &*state.offensive else { return false };
    o.escorts.iter().chain(o.organic.iter()).any(|&(g, ship)| g == u && state.unit(ship).loc == Loc::Hex(hex))
}

/// 8.45B: unescorted landings in the battle hex where enemy ships ended their move. At the battle a
/// landing is escorted by any ship of its side in the hex, one that came there on its own included (19.0,
/// L2964–L2966: Kongo, sent ahead to support the Kota Bharu landing, keeps the 25th Army in the battle
/// when Force Z reacts into the hex); the path's escort is [`escorted`]'s.
pub fn unescorted(state: &State, fight: &Fight) -> Vec<UnitId> {
    fight
        .amphibious
        .iter()
        .copied()
        .filter(|&u| state.unit(u).loc == Loc::Hex(fight.hex) && !fight.withdrawn.contains(&u))
        .filter(|&u| {
            let side = state.side_of_unit(u);
            !escorted(state, u, fight.hex) && !ships_in_hex(state, fight.hex, side) && ships_in_hex(state, fight.hex, other(side))
        })
        .collect()
}

/// 8.45B: every unescorted landing facing enemy ships turns back: it loses a step and takes no part in
/// the battle (it makes its post-battle move from the hex). Returns whether the battle is cancelled: no
/// offensive unit is left to fight, and the offensive player has lost it.
pub fn withdraw_unescorted(state: &mut State, fight: &mut Fight) -> bool {
    for u in unescorted(state, fight) {
        log(state, Some(state.side_of_unit(u)), "eots.landing_turned_back", vec![unit_arg(state, u), hex_arg(fight.hex)]);
        let at = state.unit(u).loc;
        if state.is_reduced(u) {
            state.units[u as usize].loc = Loc::Eliminated;
        } else {
            state.units[u as usize].reduced = true;
        }
        fight.losses.push(Loss { target: Target::Unit(u), side: state.side_of_unit(u), at, ground: false });
        fight.withdrawn.push(u);
    }
    let off = fight.offensive;
    let cancelled = fighting(state, fight, off).is_empty() && ground_units(state, fight, off).is_empty();
    if cancelled {
        fight.air_naval_winner = Some(fight.reaction());
        log(state, Some(fight.reaction()), "eots.battle_cancelled", vec![hex_arg(fight.hex)]);
    }
    cancelled
}

/// The battle hex is a one-hex island (1.3): a losing reaction unit cannot retreat (9.5).
pub fn one_hex_island(state: &State, hex: Hex) -> bool {
    state.hex_data(hex).is_some_and(|h| h.island == Island::OneHex)
}

/// Whether the British 7th Armoured Brigade fights for the Allies here (9.4: +1).
pub fn armour_present(state: &State, fight: &Fight) -> bool {
    ground_units(state, fight, Side::Allied).iter().any(|&u| state.unit_data(u).key == "cw-7-armd-bde")
}

/// Whether `side` benefits from an event that halves the enemy's defence in this battle (Operation Z).
pub fn halves_enemy_defence(state: &State, side: Side) -> bool {
    // 17.11 (L2952): the key Operation Z's row gives (it read "defence_halved", which no event writes, so
    // the US units at Oahu defended at full strength).
    has_effect(state, side, keys::HALVE_ENEMY_DEFENCE)
}
