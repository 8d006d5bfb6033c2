//! The strike-phase breakthrough ([25.9.1], rules version 13): the marker's conditions and the breakthrough
//! battle cycle, an advance as after an R2 with no roll. Read both ways, and under rules 12 as it was.

use engine::games::nato::actions::Action;
use engine::games::nato::breakthrough::{self, cycle_targets, strike_marks};
use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{State, Step, UnitId};
use engine::Game;

use super::common::state;

fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 3;
    s
}

/// A clear Pact hex with no city, and a clear neighbour of it.
fn clear_pair(s: &State) -> (HexId, HexId) {
    let d = s.data();
    let clear = |h: HexId| s.playable(h) && d.hexes[h as usize].city.is_none() && d.tec[d.hexes[h as usize].primary].key == "clear";
    (0..d.hexes.len() as HexId)
        .filter(|&h| clear(h) && d.hexes[h as usize].owner() == Some(Side::Wp))
        .find_map(|h| d.neighbours(h).find(|&n| clear(n) && engine::games::nato::combat::attack_crosses(s, n, h)).map(|n| (h, n)))
        .expect("two clear hexes")
}

/// The first NATO hard maneuver unit (armor or mechanized) of the US army.
fn us_armor(s: &State) -> String {
    (0..s.data().units.len() as UnitId)
        .find(|&u| s.side(u) == Side::Nato && s.class(u).hard() && s.class(u).maneuver() && s.data().units[u as usize].nation == "us")
        .map(|u| s.key(u).to_string())
        .unwrap()
}

/// NATO's strikes emptied a Pact hex (its marker); a US armored unit stands beside it in the Combat Phase.
fn emptied(rules: u32) -> (State, HexId, UnitId) {
    let mut s = at(rules);
    let (t, from) = clear_pair(&s);
    let key = us_armor(&s);
    let u = s.place(&key, &hex_name(from));
    s.breakthroughs.push((t, Side::Nato));
    s.player = Side::Nato;
    s.steps = vec![Step::Combat(Side::Nato)];
    (s, t, u)
}

/// [25.9.1]: NATO may run a breakthrough battle cycle against the marker: it commits the unit beside it, no
/// die is rolled, and the unit advances (by exploitation, the hexes being clear) — it has attacked. Rules 12
/// offered nothing against an empty hex.
#[test]
fn a_breakthrough_battle_cycle_is_an_advance_without_a_roll() {
    let (mut s, t, u) = emptied(breakthrough::RULES);
    assert!(Nato::prompt(&s).actions.contains(&Action::Attack(t)));
    Nato::apply(&mut s, 1, &Action::Attack(t)).unwrap();
    Nato::apply(&mut s, 1, &Action::Commit(u)).unwrap();
    let p = Nato::prompt(&s);
    assert!(!p.actions.iter().any(|a| matches!(a, Action::Support(_))), "no HQ supports a cycle");
    assert!(Nato::odds(&s, &Action::Resolve).is_none(), "nothing is rolled");
    let rolls = s.chance.information;
    Nato::apply(&mut s, 1, &Action::Resolve).unwrap();
    assert_eq!(s.chance.information, rolls, "no die");
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.breakthrough_cycle"));
    assert!(!s.log.to_vec().iter().any(|e| e.id == "nato.battle"));
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.advance");
    assert!(p.actions.contains(&Action::Advance(u)));
    assert!(p.actions.iter().any(|a| matches!(a, Action::Exploit(v, h) if *v == u && *h != t)), "exploitation beyond the hex");
    Nato::apply(&mut s, 1, &Action::Advance(u)).unwrap();
    assert_eq!(s.hex_of(u), Some(t));
    assert!(s.units[u as usize].attacked, "the unit has fought");
    assert!(cycle_targets(&s, Side::Nato).is_empty(), "one cycle a hex");

    let (s12, t12, _) = emptied(breakthrough::RULES - 1);
    assert!(!Nato::prompt(&s12).actions.contains(&Action::Attack(t12)), "rules 12: no cycle");
}

/// [25.9.1] "have not fought": a unit that attacked this phase joins no cycle.
#[test]
fn only_units_that_have_not_fought_join() {
    let (mut s, t, u) = emptied(breakthrough::RULES);
    s.units[u as usize].attacked = true;
    assert!(!Nato::prompt(&s).actions.contains(&Action::Attack(t)));
}

/// [25.9.1]: the marker goes on an emptied hex with no enemy free city, and for the Pact only on a Battle
/// marker; rules 12 marked every emptied hex.
#[test]
fn the_strike_phase_marker_needs_a_battle_marker_for_the_pact_and_no_free_city() {
    let mut s = at(breakthrough::RULES);
    let (t, _) = clear_pair(&s);
    assert!(strike_marks(&s, Side::Nato, t), "NATO on a Pact hex without a city");
    let nato_city = (0..s.data().hexes.len() as HexId).find(|&h| s.free_city_of(h, Side::Nato) && s.playable(h)).unwrap();
    assert!(!strike_marks(&s, Side::Wp, nato_city), "a NATO free city");
    let open = s.data().neighbours(nato_city).find(|&n| s.playable(n) && s.data().hexes[n as usize].city.is_none()).unwrap();
    assert!(!strike_marks(&s, Side::Wp, open), "the Pact without a Battle marker");
    s.marked.push(open);
    assert!(strike_marks(&s, Side::Wp, open), "the Pact on its Battle marker");
    s.rules = breakthrough::RULES - 1;
    s.marked.clear();
    assert!(strike_marks(&s, Side::Wp, nato_city) && strike_marks(&s, Side::Wp, open), "rules 12: every emptied hex");
}
