//! Empire of the Sun's optional rule of US CVE amphibious support (printed after 18.0's Dutch list,
//! L2849–L2859), the `cve_support` option: an activated US CVE joins a battle only where Allied ground
//! units landed (1), and one not in a battle hex when the battles are declared cannot react (2).

use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::offensive::declaration;
use engine::games::empire_of_the_sun::scenario::special_rules;
use engine::games::empire_of_the_sun::state::{Active, Battle, Loc, Mode, Offensive, Play, State};

use crate::common;
use common::{hex, id, main_sheet};

const A: Side = Side::Allied;

/// An Allied offensive with a US CVE at sea at 4422 and two battles near it: 4423 where the 1st Marine Division
/// landed, 4521 without a landing.
fn offensive(option: bool) -> (State, u16) {
    let mut s = main_sheet();
    s.cve_support = option;
    s.tracks.turn = 8;
    let cve = id(&s, "us-cve-sangamon");
    let marines = id(&s, "us-marine-1div");
    s.place(cve, Loc::Hex(hex("4422")), false);
    s.place(marines, Loc::Hex(hex("4423")), false);
    let card = s.data().cards.iter().find(|c| c.side == A && c.ops == 3).unwrap().number;
    let active = |unit, mode| Active { unit, from: hex("4825"), mode, entered_from: None, paren_range: false, battle: None, covers: None };
    let battle = |h: &str| Battle { hex: hex(h), special: false, defended_before_landing: false, resolved: false };
    *s.offensive = Some(Offensive {
        active: vec![active(cve, Some(Mode::Naval)), active(marines, Some(Mode::Amphibious))],
        battles: vec![battle("4423"), battle("4521")],
        ..Offensive::new(A, card, Play::Oc)
    });
    (s, cve)
}

fn battles_offered(s: &State, u: u16) -> Vec<String> {
    declaration::assign_actions(s, u)
        .into_iter()
        .filter_map(|a| match a {
            Action::Assign { hex, .. } => Some(hex.id()),
            _ => None,
        })
        .collect()
}

/// L2853: with the option the CVE is offered only the battle of the landing; without it, both.
#[test]
fn a_us_cve_supports_only_a_landing() {
    let (s, cve) = offensive(false);
    let free = battles_offered(&s, cve);
    assert!(free.contains(&"4423".to_string()) && free.contains(&"4521".to_string()), "without the option: {free:?}");
    let (s, cve) = offensive(true);
    assert_eq!(battles_offered(&s, cve), vec!["4423".to_string()], "L2853");
    assert!(special_rules::cve_may_join(&s, cve, hex("4423")) && !special_rules::cve_may_join(&s, cve, hex("4521")));
}

/// L2855: a US CVE reacts only from a battle hex.
#[test]
fn a_us_cve_reacts_only_from_a_battle_hex() {
    let (mut s, cve) = offensive(true);
    s.offensive.as_mut().unwrap().side = Side::Japanese;
    assert!(!special_rules::cve_may_react(&s, cve), "at 4422, no battle there");
    s.place(cve, Loc::Hex(hex("4521")), false);
    assert!(special_rules::cve_may_react(&s, cve), "in the battle hex 4521");
    s.cve_support = false;
    s.place(cve, Loc::Hex(hex("4422")), false);
    assert!(special_rules::cve_may_react(&s, cve), "without the option");
}
