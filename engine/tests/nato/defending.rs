//! Who defends a hex whose units do not all coordinate (rules version 13): one Pact front and the
//! independents ([26.1.5]), two NATO nationalities ([26.2.5]). Each read both ways, and under rules 12 as it
//! was (every unit defends).

use engine::games::nato::actions::Action;
use engine::games::nato::combat::hit_candidates;
use engine::games::nato::combat::odds::defence;
use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::defending::{self, army};
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

/// The `n`th maneuver unit of `side` whose command (front or corps) is `command`.
fn of_command(s: &State, side: Side, command: &str, n: usize) -> String {
    (0..s.data().units.len() as UnitId)
        .filter(|&u| s.side(u) == side && s.class(u).maneuver() && s.data().units[u as usize].command == command)
        .nth(n)
        .map(|u| s.key(u).to_string())
        .unwrap_or_else(|| panic!("no {command} unit {n}"))
}

/// The `n`th NATO maneuver unit of `nation`'s army.
fn of_army(s: &State, nation: &str, n: usize) -> String {
    (0..s.data().units.len() as UnitId)
        .filter(|&u| s.side(u) == Side::Nato && s.class(u).maneuver() && army(s, u) == nation)
        .nth(n)
        .map(|u| s.key(u).to_string())
        .unwrap_or_else(|| panic!("no {nation} unit {n}"))
}

/// A clear land hex of `owner`'s territory outside (or inside) the BALTAP zone, not a city, with two land
/// neighbours.
fn open_hex(s: &State, owner: Side, baltap: bool) -> (HexId, Vec<HexId>) {
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].owner() == Some(owner) && d.hexes[h as usize].city.is_none())
        .filter(|&h| (d.hexes[h as usize].zone.as_deref() == Some("baltap")) == baltap)
        .filter(|&h| d.tec[d.hexes[h as usize].primary].key == "clear")
        .map(|h| (h, d.neighbours(h).filter(|&n| s.playable(n) && d.hexes[n as usize].city.is_none()).collect::<Vec<_>>()))
        .find(|(_, n)| n.len() >= 4)
        .expect("an open hex")
}

/// Plays the battle on, declining every reaction, strike and helicopter, up to the decision `stop` (or the
/// roll, when it is not asked).
fn to_the_roll(s: &mut State, stop: &str) {
    for _ in 0..8 {
        let p = Nato::prompt(s);
        let seat = p.seat.unwrap_or(0);
        if p.id == stop {
            break;
        } else if p.actions.contains(&Action::Resolve) {
            Nato::apply(s, seat, &Action::Resolve).unwrap();
        } else if p.actions.contains(&Action::Done) {
            Nato::apply(s, seat, &Action::Done).unwrap();
        } else {
            break;
        }
    }
}

/// NATO attacks `target` with two US units from its first two neighbours, up to the roll's decision.
fn nato_attacks(s: &mut State, target: HexId, around: &[HexId]) -> Vec<UnitId> {
    let a = of_army(s, "us", 0);
    let b = of_army(s, "us", 1);
    let a = s.place(&a, &hex_name(around[0]));
    let b = s.place(&b, &hex_name(around[1]));
    s.player = Side::Nato;
    s.steps = vec![Step::Combat(Side::Nato)];
    Nato::apply(s, 1, &Action::Attack(target)).unwrap();
    for u in [a, b] {
        Nato::apply(s, 1, &Action::Commit(u)).unwrap();
    }
    // The commitment's end, then the Pact's reaction and helicopters, if asked: none.
    to_the_roll(s, "nato.defending_front");
    vec![a, b]
}

/// The defence the last battle was rolled against (the log's `nato.battle` line).
fn rolled_defence(s: &State) -> i32 {
    let e = s.log.to_vec().into_iter().rev().find(|e| e.id == "nato.battle").expect("a battle rolled");
    match e.args[2] {
        engine::Arg::Num(n) => n,
        ref a => panic!("{a:?}"),
    }
}

/// A Pact hex holding a NEGF unit, a SEGF unit and an independent one, outside the BALTAP zone.
fn two_fronts(rules: u32) -> (State, HexId, [UnitId; 3]) {
    let mut s = at(rules);
    let (t, around) = open_hex(&s, Side::Wp, false);
    let n = of_command(&s, Side::Wp, "negf", 0);
    let so = of_command(&s, Side::Wp, "segf", 0);
    let i = of_command(&s, Side::Wp, "indep", 0);
    let n = s.place(&n, &hex_name(t));
    let so = s.place(&so, &hex_name(t));
    let i = s.place(&i, &hex_name(t));
    nato_attacks(&mut s, t, &around);
    (s, t, [n, so, i])
}

/// [26.1.5]: NATO attacks a hex holding two fronts' units: before the roll the Pact picks one front, which
/// defends with the independents; the other front adds nothing. [25.2.5]: units defending one hex must coordinate to add their defence. Rules 12: no choice, all three defend.
#[test]
fn the_pact_picks_the_front_that_defends() {
    let (s, t, [n, so, i]) = two_fronts(defending::RULES);
    let p = Nato::prompt(&s);
    assert_eq!((p.id, p.seat), ("nato.defending_front", Some(Side::Wp.seat())));
    let mut options: Vec<Vec<UnitId>> = p.actions.iter().map(|a| if let Action::Defend(l) = a { l.clone() } else { panic!("{a:?}") }).collect();
    for o in options.iter_mut() {
        o.sort();
    }
    let mut negf = vec![n, i];
    negf.sort();
    let mut segf = vec![so, i];
    segf.sort();
    assert!(options.contains(&negf) && options.contains(&segf) && options.len() == 2, "{options:?}");
    let all = defence(&s, Side::Nato, t);
    let mut s2 = s.clone();
    let pick = p.actions.iter().find(|a| matches!(a, Action::Defend(l) if l.contains(&n))).unwrap().clone();
    Nato::apply(&mut s2, Side::Wp.seat(), &pick).unwrap();
    let only = defence(&s2, Side::Nato, t);
    let expect = (s.values(n).1 + s.values(i).1) as u32;
    assert_eq!(only, expect, "NEGF's unit and the independent");
    assert!(only < all, "the SEGF unit adds nothing");
    assert!(s2.log.to_vec().iter().any(|e| e.id == "nato.defends_front"));

    let (s12, t12, _) = two_fronts(defending::RULES - 1);
    assert_ne!(Nato::prompt(&s12).id, "nato.defending_front", "rules 12: no choice");
    assert_eq!(rolled_defence(&s12), all as i32, "rules 12: every unit defended at the roll");
    let _ = t12;
}

/// [26.1.5]: the defender's losses fall first on the defending front's maneuver units; read the other way
/// the set-aside front's unit would be offered.
#[test]
fn losses_fall_first_on_the_defending_front() {
    let (mut s, _, [n, so, i]) = two_fronts(defending::RULES);
    let pick = Action::Defend(Nato::prompt(&s).actions.iter().find_map(|a| match a {
        Action::Defend(l) if l.contains(&so) => Some(l.clone()),
        _ => None,
    }).unwrap());
    Nato::apply(&mut s, Side::Wp.seat(), &pick).unwrap();
    let pool = [n, so, i];
    let mut first = hit_candidates(&s, &pool);
    first.sort();
    let mut want = vec![so, i];
    want.sort();
    assert_eq!(first, want, "SEGF's unit and the independent first, not NEGF's");
}

/// [26.1.7], [29.5.3]: in the BALTAP zone every Pact unit may count as the Baltic Front's, so two fronts
/// there defend as one: no choice.
#[test]
fn in_the_baltap_zone_the_hex_defends_as_one() {
    let mut s = at(defending::RULES);
    // The zone lies in NATO's territory (Schleswig-Holstein and Denmark): Pact units that have advanced.
    let (t, around) = open_hex(&s, Side::Nato, true);
    let n = of_command(&s, Side::Wp, "negf", 0);
    let so = of_command(&s, Side::Wp, "segf", 0);
    s.place(&n, &hex_name(t));
    s.place(&so, &hex_name(t));
    nato_attacks(&mut s, t, &around);
    assert_ne!(Nato::prompt(&s).id, "nato.defending_front");
    assert!(rolled_defence(&s) > 0, "the battle was rolled with both units defending");
}

/// A NATO hex holding US, British and West German units, attacked by the Pact.
fn three_armies(rules: u32) -> (State, HexId, [UnitId; 3]) {
    let mut s = at(rules);
    let (t, around) = open_hex(&s, Side::Nato, false);
    let us = of_army(&s, "us", 2);
    let uk = of_army(&s, "uk", 0);
    let wg = of_army(&s, "frg", 0);
    let us = s.place(&us, &hex_name(t));
    let uk = s.place(&uk, &hex_name(t));
    let wg = s.place(&wg, &hex_name(t));
    let a = of_command(&s, Side::Wp, "negf", 1);
    let b = of_command(&s, Side::Wp, "negf", 2);
    let a = s.place(&a, &hex_name(around[0]));
    let b = s.place(&b, &hex_name(around[1]));
    s.player = Side::Wp;
    s.steps = vec![Step::Combat(Side::Wp), Step::Planning];
    Nato::apply(&mut s, 0, &Action::Mark(t)).unwrap();
    Nato::apply(&mut s, 0, &Action::Done).unwrap();
    Nato::apply(&mut s, 0, &Action::Attack(t)).unwrap();
    for u in [a, b] {
        Nato::apply(&mut s, 0, &Action::Commit(u)).unwrap();
    }
    // The commitment's end, then NATO's reaction, defensive strike and helicopters, if asked: none.
    to_the_roll(&mut s, "nato.defending_nations");
    (s, t, [us, uk, wg])
}

/// [26.2.5]: three national armies in a hex: NATO picks two, the third adds nothing. Rules 12: all defend.
#[test]
fn nato_picks_the_two_nationalities_that_defend() {
    let (s, t, [us, uk, wg]) = three_armies(defending::RULES);
    let p = Nato::prompt(&s);
    assert_eq!((p.id, p.seat), ("nato.defending_nations", Some(Side::Nato.seat())));
    assert_eq!(p.actions.len(), 3, "three pairs");
    let all = defence(&s, Side::Wp, t);
    let pick = p.actions.iter().find(|a| matches!(a, Action::Defend(l) if l.contains(&us) && l.contains(&wg))).unwrap().clone();
    let mut s2 = s.clone();
    Nato::apply(&mut s2, Side::Nato.seat(), &pick).unwrap();
    assert_eq!(defence(&s2, Side::Wp, t), (s.values(us).1 + s.values(wg).1) as u32);
    assert!(defence(&s2, Side::Wp, t) < all, "the British add nothing");
    // [26.2.5] sets no loss order: the British unit may still be hit first (decision DC2).
    assert!(hit_candidates(&s2, &[us, uk, wg]).contains(&uk));

    let (s12, t12, _) = three_armies(defending::RULES - 1);
    assert_ne!(Nato::prompt(&s12).id, "nato.defending_nations");
    assert_eq!(rolled_defence(&s12), all as i32);
    let _ = t12;
}

/// [26.2.5]: two armies need no choice.
#[test]
fn two_nationalities_defend_together_without_a_choice() {
    let (mut s, t, [_, uk, _]) = three_armies(defending::RULES);
    s.units[uk as usize].loc = engine::games::nato::state::Loc::Out;
    s.battle.as_mut().unwrap().defending = None;
    assert!(!defending::asks(&s));
    assert!(defending::options(&s).is_empty());
    let _ = t;
}

/// A group that is not one of the choices is refused.
#[test]
fn a_group_not_offered_is_refused() {
    let (mut s, _, [us, uk, wg]) = three_armies(defending::RULES);
    assert!(Nato::apply(&mut s, Side::Nato.seat(), &Action::Defend(vec![us, uk, wg])).is_err());
    assert_eq!(Nato::prompt(&s).id, "nato.defending_nations");
}
