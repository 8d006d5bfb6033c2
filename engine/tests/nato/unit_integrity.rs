//! The optional Unit Integrity rule ([25.4.5], L2779; rules 26 with the `unit_integrity` option, decision
//! E27): offensive support ([25.4]) only for a Pact attack whose units are all of one army (front-level
//! and independent units may join), or a NATO attack whose units are all US. Each read both ways: with the
//! option off (every game before rules 26, and rules 26 by default) the same attackers are supported.

use engine::games::catalog;
use engine::games::nato::combat::{army, integral, support_hqs, UNIT_INTEGRITY};
use engine::games::nato::data::{hex_name, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{State, Step, UnitId};
use engine::kit::steps::Step as _;
use engine::Game;

use super::common::{clear_around, hex};

/// Clear open ground 12 hexes around 3318, game turn 4, rules 26, the option as `on`.
fn ground(on: bool) -> State {
    let mut s = clear_around("3318", 12);
    s.rules = UNIT_INTEGRITY;
    s.unit_integrity = on;
    s
}

/// The free hexes around 3318 (the attackers stand there together), in a fixed order.
fn free_around(s: &State) -> Vec<String> {
    s.data().neighbours(hex("3318")).filter(|&n| s.playable(n) && s.units_in(n).next().is_none()).map(hex_name).collect()
}

/// `first` at 3318 with `hq` beside it, and `others` in the hexes around: the attackers' ids and the HQ's.
fn attack(on: bool, first: &str, hq: &str, others: &[&str]) -> (State, Vec<UnitId>, UnitId) {
    let mut s = ground(on);
    let mut units = vec![s.place(first, "3318")];
    let spots = free_around(&s);
    let h = s.place(hq, &spots[0]);
    for (k, key) in others.iter().enumerate() {
        units.push(s.place(key, &spots[k + 1]));
    }
    (s, units, h)
}

/// Whether `hq` is offered to support these attackers, the option off and on.
fn offered(first: &str, hq: &str, others: &[&str]) -> (bool, bool) {
    let side = if hq.starts_with("us") { Side::Nato } else { Side::Wp };
    let (s_off, units, h) = attack(false, first, hq, others);
    let (s_on, _, _) = attack(true, first, hq, others);
    (support_hqs(&s_off, side, &units).contains(&h), support_hqs(&s_on, side, &units).contains(&h))
}

/// The pack's armies ([3.2.8.2]): the Soviet divisions of the Group of Soviet Forces carry their army
/// (`formation`); the non-Soviet divisions their nation's army in their front; front-level, independent
/// units and HQs none.
#[test]
fn e27_armies_of_the_pack() {
    let s = ground(true);
    let u = |k: &str| (0..s.units.len() as UnitId).find(|&u| s.key(u) == k).unwrap();
    assert_eq!(army(&s, u("su-94-mrd")).as_deref(), Some("2GTA"));
    assert_eq!(army(&s, u("su-10-td")).as_deref(), Some("3SA"));
    assert_eq!(army(&s, u("gdr-1")).as_deref(), Some("gdr/negf"));
    assert_eq!(army(&s, u("su-34-arty")), None, "the front's artillery division is front-level");
    assert_eq!(army(&s, u("gdr-gr-1")), None, "a GDR border regiment is independent");
    assert_eq!(army(&s, u("su-97-abn")), None, "an airborne regiment of the 7th Guards Airborne Division is independent");
    assert_eq!(army(&s, u("negf-hq")), None);
}

/// [25.4.5]: two NEGF divisions of different armies (2nd Guards Tank, 3rd Shock) have the front HQ's
/// support only without the option; two of the 2nd Guards Tank Army have it either way.
#[test]
fn e27_pact_support_only_for_one_army() {
    assert_eq!(offered("su-94-mrd", "negf-hq", &["su-10-td"]), (true, false), "2GTA with 3SA");
    assert_eq!(offered("su-94-mrd", "negf-hq", &["su-21-mrd"]), (true, true), "2GTA with 2GTA");
    assert_eq!(offered("su-94-mrd", "negf-hq", &["gdr-1"]), (true, false), "2GTA with a GDR division");
}

/// [25.4.5]: front-level units (no army designation) and independent units join an army's attack and
/// keep its support.
#[test]
fn e27_front_level_and_independent_units_join() {
    assert_eq!(offered("su-94-mrd", "negf-hq", &["su-34-arty", "gdr-gr-1"]), (true, true));
    assert_eq!(offered("su-94-mrd", "negf-hq", &["su-34-arty", "su-10-td"]), (true, false), "but not a second army");
}

/// [25.4.5]: NATO's attack has a US corps HQ's support only if all its units are US.
#[test]
fn e27_nato_support_only_for_all_us_attackers() {
    let (s, _, _) = attack(false, "su-94-mrd", "negf-hq", &[]);
    let sub = |pred: &dyn Fn(&engine::games::nato::data::Unit) -> bool| {
        (0..s.units.len() as UnitId).find(|&u| pred(&s.data().units[u as usize]) && s.class(u).maneuver()).map(|u| s.key(u).to_string()).unwrap()
    };
    let us = sub(&|d| d.hq.as_deref() == Some("us5-hq"));
    let us2 = sub(&|d| d.nation == "us" && d.key != us);
    let wg = sub(&|d| d.nation == "frg");
    assert_eq!(offered(&us, "us5-hq", &[&wg]), (true, false), "US with West German");
    assert_eq!(offered(&us, "us5-hq", &[&us2]), (true, true), "US with US");
}

/// [25.4.5]: once an HQ supports the battle, a unit that would break the rule is not offered to join (the
/// option on); without the option it is.
#[test]
fn e27_no_unit_joins_a_supported_battle_against_the_rule() {
    for on in [false, true] {
        let mut s = ground(on);
        let a = s.place("su-94-mrd", "3318");
        let free = free_around(&s);
        // Two free neighbours of 3318 beside each other: the 3rd Shock Army's division and the target.
        let (n1, target) = free
            .iter()
            .flat_map(|x| free.iter().map(move |y| (x.clone(), y.clone())))
            .find(|(x, y)| s.data().neighbours(hex(x)).any(|n| n == hex(y)))
            .expect("two neighbours side by side");
        let b = s.place("su-10-td", &n1);
        let spot = free.iter().find(|x| **x != n1 && **x != target).unwrap().clone();
        let h = s.place("negf-hq", &spot);
        assert_eq!(integral(&s, Side::Wp, &[a, b]), !on);
        let nato = (0..s.units.len() as UnitId).find(|&u| s.side(u) == Side::Nato && s.class(u).maneuver()).unwrap();
        let key = s.key(nato).to_string();
        s.place(&key, &target);
        s.player = Side::Wp;
        let target = hex(&target);
        s.steps.push(Step::Commit { side: Side::Wp, target, units: vec![a], support: Some(h) });
        let p = engine::games::nato::combat::CommitStep.prompt(&s).expect("a commitment");
        let joins = p.actions.contains(&engine::games::nato::actions::Action::Commit(b));
        assert_eq!(joins, !on, "option {on}: the 3rd Shock Army's division joins a supported 2GTA battle");
        // Before the support is declared it may join; the HQ is then not offered (the option on).
        s.steps.pop();
        s.steps.push(Step::Commit { side: Side::Wp, target, units: vec![a, b], support: None });
        let p = engine::games::nato::combat::CommitStep.prompt(&s).expect("a commitment");
        assert_eq!(p.actions.contains(&engine::games::nato::actions::Action::Support(h)), !on, "option {on}: support offered to 2GTA with 3SA");
    }
}

/// The option: last in NATO's list (a link stores an option as its index), off by default, refused under
/// rules 25, taken under rules 26.
#[test]
fn e27_the_option_needs_rules_26() {
    let meta = Nato::meta();
    let last = meta.options.last().unwrap();
    assert_eq!((last.key, last.values), ("unit_integrity", &["off", "on"][..]));
    assert!(catalog::NATO.options.iter().any(|o| o.key == "unit_integrity"));
    let mut h = engine::Header::new_game(meta, Some("baltic_gate"), 1).unwrap();
    h.options.insert("unit_integrity".into(), "on".into());
    assert!(Nato::setup(&h, Nato::builtin_data()).unwrap().unit_integrity);
    h.rules = UNIT_INTEGRITY - 1;
    assert!(Nato::setup(&h, Nato::builtin_data()).is_err(), "rules 25 knows no Unit Integrity rule");
    h.options.insert("unit_integrity".into(), "off".into());
    assert!(!Nato::setup(&h, Nato::builtin_data()).unwrap().unit_integrity);
}
