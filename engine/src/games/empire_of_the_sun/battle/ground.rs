//! The ground combat (EotS 9.4): always simultaneous; each side's ground strength, its die roll
//! modifiers (Col. Tsuji's replacing every other of the Japanese offensive roll), the Ground CRT, the
//! step count that decides who retreats (9.4C), and who holds the hex afterwards (6.5, 9.33).

use super::participants::{armour_present, fighting, ground_units, holds_ground, is_air_or_carrier, ships_in_hex};
use super::{effect_sum, has_effect, hex_arg, log, Fight, Fire};
use crate::games::empire_of_the_sun::data::Side;
use crate::games::empire_of_the_sun::state::{idx, State};
use crate::kit::odds::Modifier;
use crate::Arg;

/// The Ground CRT of 9.4 in crt.tsv.
pub const TABLE: &str = "ground";

/// The effect key of Col. Tsuji (Japanese card 3): its value is the whole modifier of the Japanese
/// offensive ground roll (9.4).
pub const TSUJI: &str = "tsuji";

/// EotS 9.4A: `side`'s ground strength: its ground units in the combat, activated or not, and the hex's
/// intrinsic steps (13.76, 13.94).
pub fn strength(state: &State, fight: &Fight, side: Side) -> u32 {
    let units: u32 = ground_units(state, fight, side).iter().map(|&u| state.attack(u)).sum();
    let intrinsic: u32 = if side == Side::Japanese { fight.intrinsic.iter().filter(|i| i.alive).map(|i| i.attack).sum() } else { 0 };
    units + intrinsic
}

/// 9.4 (1): only the offensive side has ships in the battle hex after the air-naval combat (none for an
/// escorted landing at Manila or Singapore under IAI, 17.11).
pub fn shore_bombardment(state: &State, fight: &Fight) -> bool {
    ships_in_hex(state, fight.hex, fight.offensive)
        && !ships_in_hex(state, fight.hex, fight.reaction())
        && !crate::games::empire_of_the_sun::events::conditions::no_shore_bombardment(state, fight.hex)
}

/// 9.4 (2): only the offensive side has air units or carriers left in the battle.
pub fn air_superiority(state: &State, fight: &Fight) -> bool {
    let air = |s: Side| fighting(state, fight, s).iter().any(|m| is_air_or_carrier(state, m.unit));
    air(fight.offensive) && !air(fight.reaction())
}

/// 9.4 (L1188): the offensive side made an amphibious assault on the battle hex (a unit of its landed
/// there in this offensive).
pub fn landed_by_assault(state: &State, fight: &Fight) -> bool {
    fight.amphibious.iter().any(|&u| state.side_of_unit(u) == fight.offensive)
}

/// EotS 9.4: the modifiers of `side`'s ground roll, each with its reason.
pub fn modifiers(state: &State, fight: &Fight, side: Side) -> Vec<Modifier> {
    let t = &state.data().tables;
    let value = |key: &str| t.modifier(TABLE, key).unwrap_or(0);
    let offensive = side == fight.offensive;
    // Col. Tsuji: its bonus alone, in place of every other modifier of the Japanese offensive roll.
    if offensive && side == Side::Japanese && has_effect(state, side, TSUJI) {
        return vec![Modifier::new("eots.drm.tsuji", vec![], effect_sum(state, side, TSUJI))];
    }
    let mut v = vec![];
    if offensive {
        if shore_bombardment(state, fight) {
            v.push(Modifier::new("eots.drm.shore_bombardment", vec![], value("shore_bombardment")));
        }
        if air_superiority(state, fight) {
            v.push(Modifier::new("eots.drm.air_superiority", vec![], value("air_superiority")));
        }
        let terrain = state.hex_data(fight.hex).and_then(|h| t.terrain(h.terrain)).map_or(0, |e| e.ground_drm);
        if terrain != 0 {
            v.push(Modifier::new("eots.drm.terrain", vec![hex_arg(fight.hex)], terrain));
        }
    } else if fight.defended_before_landing && (state.rules < 4 || landed_by_assault(state, fight)) {
        // 9.4 (L1188): the +3 is against an amphibious assault only, not attackers that marched in
        // overland (rules version 4; versions 1–3 gave it whenever the hex had been held).
        v.push(Modifier::new("eots.drm.defended_before_landing", vec![], value("defender_before_landing")));
    }
    let persistent = state.tracks.ground_drm[idx(side)] as i32;
    if persistent != 0 {
        v.push(Modifier::new("eots.drm.persistent_event", vec![], persistent));
    }
    let events = effect_sum(state, side, "ground_drm");
    if events != 0 {
        v.push(Modifier::new("eots.drm.event", vec![], events));
    }
    if side == Side::Allied && armour_present(state, fight) {
        v.push(Modifier::new("eots.drm.armour", vec![], value("armour")));
    }
    v
}

/// The total of [`modifiers`].
pub fn drm(state: &State, fight: &Fight, side: Side) -> i32 {
    modifiers(state, fight, side).iter().map(|m| m.value).sum()
}

/// EotS 9.4A: `side` rolls on the Ground CRT; hits = strength × rating, rounded up.
pub fn fire(state: &mut State, fight: &mut Fight, side: Side) -> Fire {
    let strength = strength(state, fight, side);
    let drm = drm(state, fight, side);
    let roll = state.chance.roll(0..=9).value;
    let modified = roll as i32 + drm;
    let hits = state.data().tables.hits(TABLE, strength, modified).unwrap_or(0);
    let f = Fire { side, strength, roll, modified, hits, critical: false, shooters: 0, ships_in_hex: false };
    fight.fire[idx(side)] = Some(f);
    log(
        state,
        Some(side),
        "eots.ground_fire",
        vec![hex_arg(fight.hex), Arg::Num(strength as i32), Arg::Roll(roll), Arg::Num(drm), Arg::Num(hits as i32)],
    );
    super::report::fired(state, fight, &f, true);
    f
}

/// Whether the battle has a ground combat: both sides have ground strength in it (9.32, 9.33, 9.34).
pub fn needs_combat(state: &State, fight: &Fight) -> bool {
    holds_ground(state, fight, fight.offensive) && holds_ground(state, fight, fight.reaction())
}

/// How a ground combat ended (9.4C).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroundResult {
    pub winner: Side,
    /// The side whose ground units retreat (9.5), if both sides still have some.
    pub retreats: Option<Side>,
    /// Ground steps lost in the ground combat, `[japanese, allied]`.
    pub steps: [u32; 2],
}

/// EotS 9.4C: if one side alone has ground units left it wins; else the side that lost more steps
/// retreats, a tie going to the reaction side; if neither has any, the reaction side wins.
pub fn result(state: &State, fight: &Fight) -> GroundResult {
    let (off, rea) = (fight.offensive, fight.reaction());
    let steps = [fight.ground_steps_lost(Side::Japanese), fight.ground_steps_lost(Side::Allied)];
    let (lo, lr) = (steps[idx(off)], steps[idx(rea)]);
    let (winner, retreats) = match (holds_ground(state, fight, off), holds_ground(state, fight, rea)) {
        (true, false) => (off, None),
        (false, _) => (rea, None),
        (true, true) if lr > lo => (off, Some(rea)),
        (true, true) => (rea, Some(off)),
    };
    GroundResult { winner, retreats, steps }
}

/// Logs the ground combat's result.
pub fn log_result(state: &mut State, fight: &Fight, r: &GroundResult) {
    log(
        state,
        Some(r.winner),
        "eots.ground_won",
        vec![hex_arg(fight.hex), Arg::Num(r.steps[idx(fight.offensive)] as i32), Arg::Num(r.steps[idx(fight.reaction())] as i32)],
    );
}

/// EotS 6.5, 9.33, 9.4C: after the battle (its retreats made), the side that alone has ground strength
/// in the hex controls it; otherwise control does not change (the reaction side keeps it). Landings
/// take the hex only now. Returns the hex's controller.
pub fn settle(state: &mut State, fight: &Fight) -> Side {
    let (off, rea) = (fight.offensive, fight.reaction());
    let before = state.controller(fight.hex).unwrap_or(rea);
    let after = match (holds_ground(state, fight, off), holds_ground(state, fight, rea)) {
        (true, false) => off,
        (false, true) => rea,
        _ => before,
    };
    if after != before {
        state.set_control(fight.hex, after);
        log(state, Some(after), "eots.hex_taken", vec![hex_arg(fight.hex)]);
    }
    after
}
