//! The allies counted as French (L749, rules 5): #4 The Forgotten Marshal and #12 Prussian Courage for flags,
//! #11 Für Marie-Louise for everything the Austrians do (and #67 Hapsburg Offensive, L566, which "negates
//! the Austrian morale limits in Russia"). Flags belong to Powers here, so "their own or a French flag" is
//! the same flag; what the events change is the allies' hesitance (Play Book 9.3): an ally counted as French
//! flags in Russia, and under #11/#67 also moves into Russia, until the impulse ends (E32).

use super::super::data::{camp_of, Nation, Power, IMPERIAL};
use super::super::state::State;

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

pub fn play(s: &mut State, _power: Power, card: u16) {
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
}
