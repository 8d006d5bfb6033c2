//! The allies counted as French (L749, rules 5): #4 The Forgotten Marshal and #12 Prussian Courage for flags,
//! #11 Für Marie-Louise for everything the Austrians do (and #67 Hapsburg Offensive, L566, which "negates
//! the Austrian morale limits in Russia"). Flags belong to Powers here, so "their own or a French flag" is
//! the same flag; what the events change is the allies' hesitance (Play Book 9.3): an ally counted as French
//! flags in Russia, and under #11/#67 also moves into Russia, until the impulse ends (E32).

use super::super::data::{camp_of, Nation, Power, IMPERIAL};
use super::super::impulse::Spend;
use super::super::state::{State, Step};
use super::Pending;
use crate::Arg;

/// The nations each card counts as French, and whether for everything or for flags only.
fn lifted(card: u16) -> &'static [(Nation, bool)] {
    match card {
        4 => &[(Nation::Austrian, false), (Nation::Prussian, false)],
        11 | 67 => &[(Nation::Austrian, true)],
        12 => &[(Nation::Prussian, false)],
        _ => &[],
    }
}

/// An Imperial Power plays them (they are Imperial Home cards).
pub fn playable(_s: &State, power: Power, card: u16) -> bool {
    camp_of(power) == IMPERIAL && !lifted(card).is_empty()
}

pub fn play(s: &mut State, power: Power, card: u16) {
    if s.rules < 5 {
        return;
    }
    for &(n, all) in lifted(card) {
        if !s.as_french.contains(&(n, all)) {
            s.as_french.push((n, all));
        }
        let id = match (n, all) {
            (Nation::Austrian, true) => "kut.event_austrians_as_french",
            (Nation::Austrian, false) => "kut.event_austrians_flag_as_french",
            _ => "kut.event_prussians_flag_as_french",
        };
        s.log(None, id, vec![]);
    }
    // L566, L933 (rules 6): an allied leader may take French SP into his army.
    if card == 4 && s.rules >= 6 {
        s.marshal = true;
        s.log(None, "kut.event_marshal", vec![]);
    }
    // KUT 5.6 example 2 (L648, rules 8): #67 and #11 in one impulse give their combined result.
    if matches!(card, 11 | 67) && s.rules >= 8 && !s.hapsburg.contains(&card) {
        s.hapsburg.push(card);
        if s.hapsburg_combo() {
            hapsburg_combo(s, power);
        }
    }
}

/// #67 Hapsburg Offensive with #11 Für Marie-Louise in one impulse (L648, E41): "Schwarzenberg (now a 3-4
/// leader) treats the Austrians as French formations, receives 4 SP and may use 8 CP". The 4 SP are #67's
/// 2-SP cavalry and 2 more placed the same way (E21); the 8 CP are spent as a card's CP (5.5); the rating
/// holds until the impulse ends (State::battle_rating). Not for an Austria that has left the war (E32).
fn hapsburg_combo(s: &mut State, power: Power) {
    if s.austria_neutral {
        return;
    }
    let battle = s.data.k("hapsburg_combo_battle");
    let cp = s.data.k("hapsburg_combo_cp").clamp(0, 99) as u8;
    let more = (s.data.k("hapsburg_combo_sp") - s.data.k("hapsburg_cavalry_sp")).clamp(0, 99) as u8;
    s.log(Some(power), "kut.event_hapsburg_combo", vec![Arg::Num(battle), Arg::Num(more as i32), Arg::Num(cp as i32)]);
    if cp > 0 {
        s.steps.push(Step::Spend(Spend::new(power, cp, false)));
    }
    if more > 0 {
        s.steps.push(Step::Event(Pending::Austrians { power, sp: more }));
    }
}
