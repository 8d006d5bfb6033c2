//! The Tsarist Will to Fight (KUT 19.8): markers on the Tsarist morale track. When the Tsarist morale reaches
//! a box holding one, the marker is removed and "Retreat from Moscow" is triggered (19.7), or, if it was
//! already, the Imperial Power with fewer resources gains one (19.81). Reached during an impulse, at the
//! impulse's end the Imperials roll 8 dice for Morale markers and, with their morale now above the
//! Tsarists', make a conquest roll that a natural 6 wins and that needs no capital (19.82, D9).

use serde::Serialize;

use super::data::{FN, FS, IMPERIAL};
use super::morale;
use super::state::State;
use crate::Arg;

/// Retreat from Moscow (KUT 19.7): not triggered, triggered (the marker on turn 3), or adopted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Rfm {
    None,
    Triggered,
    Adopted,
}

impl Rfm {
    pub fn from_key(k: &str) -> Rfm {
        match k {
            "triggered" => Rfm::Triggered,
            "adopted" => Rfm::Adopted,
            _ => Rfm::None,
        }
    }
}

/// KUT 19.81: the Tsarist morale has just entered box `b`.
pub fn reached(s: &mut State, b: u8) {
    if s.rules < 2 || !s.will_to_fight.contains(&b) {
        return;
    }
    s.will_to_fight.retain(|&x| x != b);
    s.log(None, "kut.will_to_fight", vec![]);
    if s.rfm == Rfm::None {
        s.rfm = Rfm::Triggered;
        s.log(None, "kut.rfm_triggered", vec![]);
    } else {
        let p = poorer_imperial(s);
        s.resources[p as usize] = s.resources[p as usize].saturating_add(1);
        s.log(Some(p), "kut.income", vec![Arg::Seat(p), Arg::Num(1)]);
    }
    // KUT 19.82, 19.723: during an impulse, and never once Retreat from Moscow is adopted.
    if s.rfm != Rfm::Adopted && s.in_impulse() {
        s.wtf_pending = true;
    }
}

/// The Imperial Power with fewer resources; on a tie each rolls a die, again until they differ (KUT 19.81).
fn poorer_imperial(s: &mut State) -> u8 {
    let (a, b) = (s.resources[FN as usize], s.resources[FS as usize]);
    if a != b {
        return if a < b { FN } else { FS };
    }
    for _ in 0..100 {
        let (x, y) = (s.d6(), s.d6());
        if x != y {
            return if x > y { FN } else { FS };
        }
    }
    FN
}

/// KUT 19.82, at the end of the impulse in which a marker was reached.
pub fn resolve(s: &mut State) {
    if !s.wtf_pending {
        return;
    }
    s.wtf_pending = false;
    if s.rfm == Rfm::Adopted {
        return;
    }
    // a) 8 dice: each 4–6 removes an Imperial Morale Loss marker or gains a Morale Gain marker.
    let n = s.data.k("wtf_dice").max(0) as usize;
    let dice = s.dice(n);
    let good = dice.iter().filter(|&&d| d >= 4).count() as u8;
    s.log(Some(FN), "kut.wtf_dice", vec![Arg::Dice(dice.iter().map(|&v| crate::Die { value: v, scripted: false }).collect()), Arg::Num(good as i32)]);
    if good > 0 {
        morale::gain(s, IMPERIAL, good);
    }
    // a) then, holding only Gain markers and with no rise in this impulse, FN's rise opportunity (9.53;
    // rules 9, L2207).
    if s.loss[IMPERIAL as usize] == 0 && s.gain[IMPERIAL as usize] > 0 && !s.risen[IMPERIAL as usize] {
        morale::rise_due(s, IMPERIAL);
        morale::rise_opportunity(s);
    }
    // b), c): with the Imperial morale above the Tsarist morale, the conquest roll of 19.5 (D9).
    if s.morale[0] < s.morale[1] {
        super::turn::conquest_roll_of(s, true);
    }
}
