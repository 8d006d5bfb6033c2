//! NATO's coordination between national armies ([26.2], rules version 12): one nationality a hexside
//! ([26.2.3], [26.2.4]), one multinational attack a turn for each army ([26.2.2]), the Berlin brigades
//! together ([26.2.7]). Each read both ways, and rules 11 as it was (two nationalities, nothing more).

use engine::games::nato::cities;
use engine::games::nato::combat::coordinates;
use engine::games::nato::coordination;
use engine::games::nato::data::Side;
use engine::games::nato::state::{State, UnitId};

use super::common::state;

fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s
}

/// The `n`th NATO maneuver unit (Berlin's brigades aside) of `nation`'s army.
fn of(s: &State, nation: &str, n: usize) -> String {
    (0..s.data().units.len() as UnitId)
        .filter(|&u| s.side(u) == Side::Nato && s.class(u).maneuver() && coordination::army(s, u) == nation && !cities::berlin_brigade(s, u))
        .nth(n)
        .map(|u| s.key(u).to_string())
        .unwrap_or_else(|| panic!("no {nation} unit {n}"))
}

/// [26.2.4]: a British and a Belgian unit stacked in 3117 attack the same target: through one hexside only
/// one nationality — the Belgian may not join the British from their shared hex; from another hex it may
/// ([26.2.3]). Rules 11 let it.
#[test]
fn one_nationality_through_a_hexside() {
    for rules in [cities::RULES, cities::RULES - 1] {
        let mut s = at(rules);
        let (uk, be, be2) = (of(&s, "uk", 0), of(&s, "be", 0), of(&s, "be", 1));
        let uk = s.place(&uk, "3117");
        let be = s.place(&be, "3117");
        let be2 = s.place(&be2, "3217");
        assert_eq!(coordinates(&s, &[uk], be), rules < cities::RULES, "rules {rules}: the same hex");
        assert!(coordinates(&s, &[uk], be2), "rules {rules}: another hex, another hexside");
    }
}

/// [26.2.2]: once the British and the Belgians have attacked together this turn, neither army joins another
/// multinational attack — a British unit beside a West German one may not — while the West Germans and the
/// US may still pair, and the British still attack on their own. Rules 11 kept no count.
#[test]
fn one_multinational_attack_a_turn_for_each_army() {
    for rules in [cities::RULES, cities::RULES - 1] {
        let mut s = at(rules);
        let (uk, be, uk2, wg, us) = (of(&s, "uk", 0), of(&s, "be", 0), of(&s, "uk", 1), of(&s, "frg", 0), of(&s, "us", 0));
        let uk = s.place(&uk, "3117");
        let be = s.place(&be, "3217");
        let uk2 = s.place(&uk2, "3316");
        let wg = s.place(&wg, "3016");
        let us = s.place(&us, "3015");
        assert!(coordinates(&s, &[uk], be));
        coordination::record(&mut s, Side::Nato, &[uk, be]);
        let new = rules >= cities::RULES;
        assert_eq!(s.multinational.len(), if new { 2 } else { 0 });
        assert_eq!(coordinates(&s, &[wg], uk2), !new, "rules {rules}: the British a second time");
        assert!(coordinates(&s, &[wg], us), "two fresh armies");
        assert!(coordinates(&s, &[uk2], uk), "one army alone is no multinational attack");
    }
}

/// [26.2.7] ([31.1.2] refers to it): the three Berlin brigades (US, British, French) coordinate, all three through one hexside, and
/// their attack is not counted as a multinational one; with a West German unit, three armies are too many.
/// Rules 11: two nationalities at most.
#[test]
fn the_berlin_brigades_coordinate_together() {
    for rules in [cities::RULES, cities::RULES - 1] {
        let mut s = at(rules);
        let us = s.place("us-berlin", "3007");
        let uk = s.place("uk-berlin", "3007");
        let fr = s.place("fr-berlin", "3007");
        let new = rules >= cities::RULES;
        assert!(coordinates(&s, &[us], uk) || !new);
        assert_eq!(coordinates(&s, &[us, uk], fr), new, "rules {rules}: three nations");
        coordination::record(&mut s, Side::Nato, &[us, uk, fr]);
        assert!(s.multinational.is_empty());
        let wg = of(&s, "frg", 0);
        let wg = s.place(&wg, "3108");
        assert!(!coordinates(&s, &[us, uk], wg), "a third army beside two Berlin ones");
    }
}
