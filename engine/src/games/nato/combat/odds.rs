//! The odds of a battle ([25.3]–[25.5]): adjusted attack (fractions kept, the total rounded down), adjusted
//! defence (rounded up), the base column, the column shifts (terrain, flank and concentric attacks,
//! Surprise) and the ±2 limit.

use serde::Serialize;

use super::super::data::{HexId, Side};
use super::super::state::{State, UnitId};
use super::super::zoc::full_zoc;
use crate::kit::rows::RowHex;

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Odds {
    pub attack: u32,
    pub defence: u32,
    /// The base column (index into the CRT's columns, 1:4 = 0).
    pub base: usize,
    /// Each shift with its reason (`terrain`, `flank`, `concentric`, `surprise`).
    pub shifts: Vec<(&'static str, i32)>,
    /// The net shift after the ±2 limit.
    pub shift: i32,
    pub column: usize,
}

/// The CRT column of an attack against a defence before shifts ([25.3.3]): the ratio rounded down in the
/// attacker's favour `n:1`, or `1:n` with n = ⌈D/A⌉ below 1:1 (docs/games/nato.md, decision 10), clamped to
/// the table's 13 columns (1:4 … 10:1). An attack of 0 is the 1:4 column ([25.3.1.3]).
pub fn base_column(attack: u32, defence: u32) -> usize {
    if attack == 0 {
        return 0;
    }
    if defence == 0 {
        return 12;
    }
    if attack >= defence {
        (3 + (attack / defence) as usize - 1).min(12)
    } else {
        let n = defence.div_ceil(attack);
        3usize.saturating_sub(n as usize - 1)
    }
}

/// Whether every hex around `target` holds an attacker's unit or lies in its zone ([25.3.4.2]). A hex
/// off the grid counts when an attacker's unit beside it would project a zone there.
pub fn ringed(s: &State, side: Side, target: HexId) -> bool {
    use super::super::data::{row_hex, GRID};
    let t = row_hex(target);
    let units: Vec<(UnitId, RowHex)> = s
        .on_map()
        // [33.3.2]: a Reforger site neither stands beside the target nor has a zone (rules 23).
        .filter(|&(u, _)| s.side(u) == side && super::super::reforger::ground_unit(s, u) && s.units[u as usize].loc != super::super::state::Loc::Dead)
        .map(|(u, h)| (u, row_hex(h)))
        .collect();
    GRID.neighbours(t).into_iter().all(|n| {
        units.iter().any(|&(_, h)| h == n) || units.iter().any(|&(u, h)| GRID.is_adjacent(h, n) && full_zoc(s, u))
    })
}

/// Whether the defender in `target` touches another friendly ground unit or free city, not across a
/// blocked or all-sea hexside ([25.3.4.2]–[25.3.4.3]).
pub fn supported(s: &State, defender: Side, target: HexId) -> bool {
    s.data().neighbours(target).any(|n| {
        let hs = s.data().side(target, n);
        let open = hs.is_some_and(|x| {
            x.crossing == super::super::data::Crossing::Land || x.feature.as_deref() == Some("causeway")
        });
        // [33.3.2]: a Reforger site is no friendly ground unit beside the defender (rules 23).
        open && (s.units_in(n).any(|u| s.side(u) == defender && super::super::reforger::ground_unit(s, u)) || s.free_city_of(n, defender))
    })
}

/// The multiplier of an attacker's strength ([25.3.1.1]): disrupted ×½; armor against a city or mountain
/// ×½; a bridge hex ×½; across a river or causeway by the TEC.
pub fn attack_factor(s: &State, u: UnitId, target: HexId) -> f64 {
    let d = s.data();
    let mut f = 1.0;
    if s.units[u as usize].disrupted {
        f *= 0.5;
    }
    // [10.6.1]: Combat-OOS ×½, unless a Resupply marker gives combat supply ([10.7.2]).
    if s.units[u as usize].coos && !super::super::resupply::supplies(s, u) {
        f *= 0.5;
    }
    // [22.3.1], [22.3.3]: an attack out of or into a chemical marker's hex is halved, once; [21.1.3] 6 a
    // Nuclear marker's too (artillery excepted).
    let nuke = s.class(u) != super::super::data::Class::Artillery && (super::super::nuclear::nuked(s, target) || super::super::nuclear::stands_in_nuke(s, u));
    if super::super::chemical::in_chem(s, target) || s.hex_of(u).is_some_and(|h| super::super::chemical::in_chem(s, h)) || nuke {
        f *= 0.5;
    }
    // [27.3.4]: an assault unit in the target attacks doubled.
    if super::super::assault::assaulting(s, u) {
        f *= 2.0;
    }
    let hex = &d.hexes[target as usize];
    if s.class(u) == super::super::data::Class::Armor && d.tec[s.primary(target)].armor_half {
        f *= 0.5;
    }
    if hex.bridge {
        if let Some((a, b)) = d.tec("bridge").and_then(|t| t.attack_mult) {
            f *= a as f64 / b as f64;
        }
    }
    if let Some(from) = s.hex_of(u) {
        if let Some(hs) = d.side(from, target) {
            for k in hs.tec_keys() {
                if let Some((a, b)) = d.tec(k).and_then(|t| t.attack_mult) {
                    f *= a as f64 / b as f64;
                }
            }
        }
    }
    f
}

/// The adjusted defence of the target ([25.3.2]): each contributing defender's defence (disrupted ×½,
/// soft units ×2 in the TEC's doubling terrain), temporary defence only with no maneuver unit there and
/// only one of it ([25.2.7]), Engaged units nothing ([25.6.5]), plus a free city's intrinsic defence
/// ([25.3.2.3]); the sum rounded up.
pub fn defence(s: &State, side: Side, target: HexId) -> u32 {
    let d = s.data();
    let hex = &d.hexes[target as usize];
    // [13.4.4]: a unit under a Train marker adds no defence.
    // [26.1.5], [26.2.5]: a unit the defender set aside adds nothing (rules 13).
    // [33.3.2]: a Reforger site has no defence (rules 23).
    let defenders: Vec<UnitId> = s.units_in(target).filter(|&u| s.side(u) == side.other() && s.units[u as usize].train.is_none() && !super::super::reforger::no_ground_unit(s, u) && super::super::defending::contributes(s, target, u)).collect();
    let maneuver = defenders.iter().any(|&u| s.class(u).maneuver());
    let mut total = 0.0f64;
    let mut temporary = 0.0f64;
    for &u in &defenders {
        let us = &s.units[u as usize];
        if us.engaged {
            continue;
        }
        let mut v = s.values(u).1 as f64;
        if s.class(u).maneuver() {
            if us.disrupted {
                v *= 0.5;
            }
            if us.coos && !super::super::resupply::supplies(s, u) {
                v *= 0.5;
            }
            // [22.3.1]: defenders in a chemical marker's hex are halved (a free city's intrinsic defence is
            // not, [22.2.9]).
            // [21.1.3] 7: a Nuclear marker's too, once ([22.3.3]).
            if super::super::nuclear::contaminated(s, target) {
                v *= 0.5;
            }
            if s.class(u) == super::super::data::Class::Soft && d.tec[s.primary(target)].soft_double {
                v *= 2.0;
            }
            total += v;
        } else if !maneuver {
            temporary = temporary.max(v);
        }
    }
    total += temporary;
    // [21.1.3] 13, [30.2.4]: not a nuked free city's.
    if super::super::nuclear::city_stands(s, target, side.other()) {
        total += hex.city.as_ref().map_or(0, |c| c.intrinsic) as f64;
    }
    total.ceil() as u32
}

/// The odds of `attackers` of `side` against `target`, as the roll will read them.
pub fn odds(s: &State, side: Side, target: HexId, attackers: &[UnitId], support: bool) -> Odds {
    let d = s.data();
    let attack: f64 = attackers.iter().map(|&u| s.values(u).0 as f64 * attack_factor(s, u, target)).sum();
    let attack = attack.floor() as u32;
    let defence = defence(s, side, target);
    let base = base_column(attack, defence);
    let mut shifts: Vec<(&'static str, i32)> = vec![];
    // [25.3.4.1]: the target's primary terrain only.
    let t = d.tec[s.primary(target)].column_shift as i32;
    if t != 0 {
        shifts.push(("terrain", t));
    }
    if ringed(s, side, target) {
        if supported(s, side.other(), target) {
            shifts.push(("flank", 1));
        } else {
            shifts.push(("concentric", 2));
        }
    }
    // [25.4]: an HQ's offensive support.
    if support {
        shifts.push(("support", 1));
    }
    // [25.3.4.4]: the attack helicopters that reached the battle.
    let ah = super::super::air::helicopters::shift(s, side, target);
    if ah != 0 {
        shifts.push(("helicopter", ah));
    }
    let surprise = side == Side::Wp && s.turn == 1 && s.scenario_data().has("surprise_gt1");
    if surprise {
        shifts.push(("surprise", 1));
    }
    let raw: i32 = shifts.iter().map(|(_, v)| v).sum();
    let (shift, column) = final_column(base, raw, surprise, d.crt_columns.len());
    Odds { attack, defence, base, shifts, shift, column }
}

/// The final column ([25.5.1]): the base column moved by the net shift, which never goes more than two
/// columns from the base ([25.5.1.1]) except the Pact's positive shifts on a Surprise turn ([25.5.1.2],
/// [35.7]), clamped to the table's ends. Returns the shift applied and the column.
pub fn final_column(base: usize, net: i32, surprise: bool, columns: usize) -> (i32, usize) {
    let net = if surprise && net > 0 { net } else { net.clamp(-2, 2) };
    (net, (base as i32 + net).clamp(0, columns as i32 - 1) as usize)
}

/// The odds of rolling a battle (`Game::odds`, for the board): the final column with its shifts, and each
/// CRT result of that column with the dice that give it. A result that costs the defender steps or hexes
/// counts as a success for the attacker; one that costs only the attacker as a failure.
pub fn battle_odds(s: &State, side: Side, target: HexId, attackers: &[UnitId], support: bool) -> crate::kit::odds::Odds {
    use crate::kit::odds::{Modifier, Odds as KitOdds, OddsOutcome};
    let o = odds(s, side, target, attackers, support);
    let d = s.data();
    let modifiers = o
        .shifts
        .iter()
        .map(|&(why, v)| {
            let id = match why {
                "terrain" => "nato.odds.terrain",
                "flank" => "nato.odds.flank",
                "concentric" => "nato.odds.concentric",
                "surprise" => "nato.odds.surprise",
                "helicopter" => "nato.odds.helicopter",
                _ => "nato.odds.support",
            };
            Modifier::new(id, vec![], v)
        })
        .collect();
    let mut outcomes: Vec<OddsOutcome> = vec![];
    for die in 1..=6u8 {
        let text = d.crt[o.column][die as usize - 1].clone();
        let r = super::Result::parse(&text).unwrap_or_default();
        let success = if r.defender_loss > 0 || r.retreat > 0 {
            Some(true)
        } else if r.attacker_loss > 0 {
            Some(false)
        } else {
            None
        };
        match outcomes.iter_mut().find(|x| x.args == vec![crate::Arg::Key(text.clone())]) {
            Some(x) => {
                x.ways += 1;
                x.rolls.push(vec![die]);
            }
            None => outcomes.push(OddsOutcome {
                id: "nato.odds.result".into(),
                args: vec![crate::Arg::Key(text)],
                ways: 1,
                success,
                loses: false,
                rolls: vec![vec![die]],
            }),
        }
    }
    outcomes.sort_by_key(|x| std::cmp::Reverse(x.ways));
    let mut notes = vec![];
    // [23.2.2]: in a Pact battle NATO may still strike the committed attackers before the roll.
    let tap = s.air[Side::Nato.seat() as usize].tap;
    if side == Side::Wp && crate::games::nato::air::active(s) && tap > 0 {
        notes.push(("nato.odds.defensive_air".to_string(), vec![crate::Arg::Num(tap.min(2) as i32)]));
    }
    notes.push((
        "nato.odds.column".to_string(),
        vec![
            crate::Arg::Num(o.attack as i32),
            crate::Arg::Num(o.defence as i32),
            crate::Arg::Key(d.crt_columns[o.base].clone()),
            crate::Arg::Key(d.crt_columns[o.column].clone()),
        ],
    ));
    KitOdds { dice: 1, faces: (1, 6), total: 6, outcomes, modifiers, notes }
}
