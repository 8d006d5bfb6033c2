//! The air-naval combat (EotS 9.2, 9.3): each side's total attack strength, its die roll modifiers, the
//! order of fire by the intelligence condition, the hits (strength × the CRT's rating, rounded up), the
//! critical hit, and the winner.

use super::participants::{fighting, is_air_or_carrier, is_naval};
use super::{effect_sum, half_up, has_effect, hex_arg, log, Fight, Fire, Member};
use crate::games::empire_of_the_sun::data::{Nation, Side};
use crate::games::empire_of_the_sun::state::{idx, Intel, State};
use crate::kit::odds::Modifier;
use crate::Arg;

/// The CRT of 9.2B in crt.tsv.
pub const TABLE: &str = "air_naval";

/// Who fires first (9.2C–E).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// Intercept: both sides roll, then both place their hits (9.2C).
    Simultaneous,
    /// Surprise (the offensive side) or Ambush (the reaction side) fires and places its hits; the other
    /// side then fires with its survivors (9.2D, 9.2E).
    First(Side),
}

/// EotS 9.2C–E.
pub fn order(intel: Intel, offensive: Side) -> Order {
    match intel {
        Intel::Intercept => Order::Simultaneous,
        Intel::Surprise => Order::First(offensive),
        Intel::Ambush => Order::First(crate::games::empire_of_the_sun::state::other(offensive)),
    }
}

/// Whether the battle has an air-naval combat: either side has air or naval units in it (9.34: else the
/// offensive side counts as its winner).
pub fn has_combat(fight: &Fight) -> bool {
    !fight.members.is_empty()
}

/// A member's attack strength now: its counter's, halved beyond normal range (9.2A); escorts add
/// nothing (9.12).
pub fn member_strength(state: &State, m: &Member) -> u32 {
    if m.role != super::Role::Fights {
        return 0;
    }
    let a = state.attack(m.unit);
    if m.halved {
        half_up(a)
    } else {
        a
    }
}

/// EotS 9.2A: `side`'s total attack strength, from its surviving fighting members.
pub fn strength(state: &State, fight: &Fight, side: Side) -> u32 {
    fighting(state, fight, side).iter().map(|m| member_strength(state, m)).sum()
}

/// US air units or carriers take part for the Allies (9.2B: the 1943–45 modifiers).
fn us_air_present(state: &State, fight: &Fight) -> bool {
    fighting(state, fight, Side::Allied).iter().any(|m| is_air_or_carrier(state, m.unit) && state.unit_data(m.unit).nation == Nation::Us)
}

/// EotS 9.2B: the modifiers of `side`'s roll, each with its reason.
pub fn modifiers(state: &State, fight: &Fight, side: Side) -> Vec<Modifier> {
    let t = &state.data().tables;
    let value = |key: &str| t.modifier(TABLE, key).unwrap_or(0);
    let intel = state.offensive.as_ref().map_or(Intel::Intercept, |o| o.intel);
    let mut v = vec![];
    // Ambush: +4 to the Allied roll (only Allied cards ambush; D17).
    if intel == Intel::Ambush && side == Side::Allied {
        v.push(Modifier::new("eots.drm.ambush", vec![], value("ambush")));
    }
    if intel == Intel::Surprise && side == fight.offensive {
        v.push(Modifier::new("eots.drm.surprise", vec![], value("surprise_attack")));
    }
    // 1943 is turns 5–7, 1944 and 1945 turns 8–12 (L1062–L1063).
    let turn = state.tracks.turn;
    if side == Side::Allied && us_air_present(state, fight) {
        if (5..=7).contains(&turn) {
            v.push(Modifier::new("eots.drm.us_air_1943", vec![], value("us_air_1943")));
        } else if turn >= 8 {
            v.push(Modifier::new("eots.drm.us_air_1944", vec![], value("us_air_1944_1945")));
        }
    }
    let events = effect_sum(state, side, "air_naval_drm");
    if events != 0 {
        v.push(Modifier::new("eots.drm.event", vec![], events));
    }
    v
}

/// The total of [`modifiers`].
pub fn drm(state: &State, fight: &Fight, side: Side) -> i32 {
    modifiers(state, fight, side).iter().map(|m| m.value).sum()
}

/// EotS 9.2F6: a critical hit: an unmodified 9 (the CRT row marked critical), a modified 9 or more with
/// an event that says so (Rochefort), or an event's critical hit.
pub fn is_critical(state: &State, side: Side, roll: u8, modified: i32) -> bool {
    let t = &state.data().tables;
    let natural = t.crt(TABLE, roll as i32).is_some_and(|r| r.2);
    natural || (has_effect(state, side, "critical_on_9_modified") && modified >= 9) || has_effect(state, side, "critical")
}

/// EotS 9.2B: `side` rolls for its combat effectiveness with its surviving units; the roll is kept in
/// the fight and logged.
pub fn fire(state: &mut State, fight: &mut Fight, side: Side) -> Fire {
    let strength = strength(state, fight, side);
    let drm = drm(state, fight, side);
    let roll = state.chance.roll(0..=9).value;
    let modified = roll as i32 + drm;
    let hits = state.data().tables.hits(TABLE, strength, modified).unwrap_or(0);
    let critical = is_critical(state, side, roll, modified);
    let mine = fighting(state, fight, side);
    let shooters = mine.iter().filter(|m| is_air_or_carrier(state, m.unit)).count() as u32;
    let ships_in_hex = mine.iter().any(|m| m.in_hex && is_naval(state, m.unit));
    let f = Fire { side, strength, roll, modified, hits, critical, shooters, ships_in_hex };
    fight.fire[idx(side)] = Some(f);
    fight.one_for_one[idx(side)].clear();
    log(
        state,
        Some(side),
        "eots.air_naval_fire",
        vec![hex_arg(fight.hex), Arg::Num(strength as i32), Arg::Roll(roll), Arg::Num(drm), Arg::Num(hits as i32)],
    );
    if critical {
        log(state, Some(side), "eots.critical_hit", vec![hex_arg(fight.hex)]);
    }
    super::report::fired(state, fight, &f, false);
    f
}

/// EotS 9.3: `side`'s surviving air and naval strength (halved air units stay halved; escorts never
/// count).
pub fn surviving_strength(state: &State, fight: &Fight, side: Side) -> u32 {
    strength(state, fight, side)
}

/// EotS 9.3, 9.31, 9.34: who won the air-naval combat. The reaction side wins outright if only it has
/// air units or carriers left; else the higher surviving total wins, a tie going to the reaction side,
/// unless neither side has any air or naval unit left: then (and when there was no air-naval combat at
/// all) the offensive side wins.
pub fn winner(state: &State, fight: &Fight) -> Side {
    let (off, rea) = (fight.offensive, fight.reaction());
    let air = |s: Side| fighting(state, fight, s).iter().any(|m| is_air_or_carrier(state, m.unit));
    if air(rea) && !air(off) {
        return rea;
    }
    let (a, b) = (surviving_strength(state, fight, off), surviving_strength(state, fight, rea));
    let any = |s: Side| !fighting(state, fight, s).is_empty();
    if !any(off) && !any(rea) {
        return off;
    }
    if a > b {
        off
    } else {
        rea
    }
}

/// Decides and records the winner (9.3); when the reaction side wins, the offensive landings take no
/// part in the ground combat and cannot take the hex (9.13, 9.32).
pub fn decide_winner(state: &mut State, fight: &mut Fight) -> Side {
    let w = winner(state, fight);
    fight.air_naval_winner = Some(w);
    if w != fight.offensive {
        let off = fight.offensive;
        let landed: Vec<_> = fight.amphibious.iter().copied().filter(|&u| state.side_of_unit(u) == off).collect();
        for u in landed {
            if !fight.withdrawn.contains(&u) {
                fight.withdrawn.push(u);
            }
        }
    }
    let (a, b) = (surviving_strength(state, fight, fight.offensive), surviving_strength(state, fight, fight.reaction()));
    log(state, Some(w), "eots.air_naval_won", vec![hex_arg(fight.hex), Arg::Num(a as i32), Arg::Num(b as i32)]);
    super::report::air_naval_won(state, fight, w, a, b);
    w
}
