//! HQ rebuilding ([29.8], rules version 13): a destroyed HQ goes on the turn track two turns ahead and its
//! owner places it, in that turn's Joint Reinforcement Phase, in a supplied friendly free city with no enemy
//! unit beside it. Each part read both ways, and under rules 12 as it was (the HQ stays eliminated).

use engine::games::nato::actions::Action;
use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::hq_rebuild::{self, cities};
use engine::games::nato::state::{Conquest, Loc, State, Step, UnitId};
use engine::games::nato::supply::Ctx;
use engine::Game;

use super::common::{hex, settle, state};

fn at(rules: u32, turn: u8) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = turn;
    s.last_turn = 20;
    s
}

fn dead(s: &mut State, key: &str) -> UnitId {
    let u = s.data().unit(key).unwrap() as UnitId;
    s.units[u as usize].loc = Loc::Dead;
    s.units[u as usize].steps = 0;
    u
}

/// The end of the game turn, then (if the game goes on) the next one's start up to its first decision.
fn next_turn(s: &mut State) {
    s.steps = vec![Step::TurnEnd];
    settle(s);
}

fn logged(s: &State, id: &str) -> bool {
    s.log.to_vec().iter().any(|e| e.id == id)
}

fn offered(s: &State) -> Vec<HexId> {
    Nato::prompt(s).actions.iter().filter_map(|a| if let Action::MoveTo(h) = a { Some(*h) } else { None }).collect()
}

/// [29.8]: destroyed on game turn 4, the HQ goes on the track for game turn 6 (the seed's example, L3509);
/// under rules 12 it stays eliminated.
#[test]
fn destroyed_on_turn_4_back_on_turn_6() {
    for (rules, want) in [(hq_rebuild::RULES, Loc::Rebuilt(6)), (hq_rebuild::RULES - 1, Loc::Dead)] {
        let mut s = at(rules, 4);
        let hq = dead(&mut s, "us5-hq");
        next_turn(&mut s);
        assert_eq!(s.units[hq as usize].loc, want, "rules {rules}");
        assert_eq!(logged(&s, "nato.hq_to_track"), rules >= hq_rebuild::RULES);
    }
}

/// [29.8]: on the track for turn 6, the HQ is not placed on turn 5 but is in turn 6's Joint Reinforcement
/// Phase, before the Pact's player turn, by its owner.
#[test]
fn placed_in_the_joint_reinforcement_phase_of_its_turn() {
    let mut s = at(hq_rebuild::RULES, 4);
    let hq = dead(&mut s, "us5-hq");
    next_turn(&mut s);
    assert_eq!(s.turn, 5);
    assert_ne!(Nato::prompt(&s).id, "nato.hq_rebuild", "not yet on turn 5");
    next_turn(&mut s);
    assert_eq!(s.turn, 6);
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.hq_rebuild");
    assert_eq!(p.seat, Some(Side::Nato.seat()), "NATO places its own HQ");
    let open = offered(&s);
    assert!(!open.is_empty());
    Nato::apply(&mut s, Side::Nato.seat(), &Action::MoveTo(open[0])).unwrap();
    let us = &s.units[hq as usize];
    assert_eq!(us.loc, Loc::Hex(open[0]));
    assert_eq!(us.steps, s.data().types[s.data().units[hq as usize].ty].steps, "at full strength");
    assert!(!us.hq_oos && !us.disrupted && !us.suppressed);
    assert!(logged(&s, "nato.hq_rebuilt"));
    assert_ne!(Nato::prompt(&s).id, "nato.hq_rebuild", "one HQ, one decision");
}

/// [29.8]: every city offered is a free city of the HQ's side that is supplied and has no enemy unit beside
/// it; a city with a Pact unit beside it, a conquered one and the Pact's own are not offered. A Pact HQ gets
/// the Pact's cities.
#[test]
fn only_supplied_friendly_free_cities_clear_of_the_enemy() {
    let mut s = at(hq_rebuild::RULES, 6);
    let hq = dead(&mut s, "us5-hq");
    s.units[hq as usize].loc = Loc::Rebuilt(6);
    let ctx = Ctx::new(&s);
    let all = cities(&s, &ctx, hq);
    assert!(!all.is_empty());
    for &c in &all {
        assert!(s.free_city_of(c, Side::Nato), "{} is NATO's free city", hex_name(c));
        assert!(ctx.city(&s, Side::Nato, c), "{} is supplied", hex_name(c));
    }
    assert!(!all.iter().any(|&c| s.data().hexes[c as usize].owner() == Some(Side::Wp)), "no Pact city");
    // A Pact unit beside the first city, and the second conquered.
    let (a, b) = (all[0], all[1]);
    let next = s.data().neighbours(a).find(|&n| s.playable(n) && n != b).unwrap();
    s.place("su-16-td", &hex_name(next));
    s.conquests.push(Conquest { hex: b, by: Side::Wp });
    let now = cities(&s, &Ctx::new(&s), hq);
    assert!(!now.contains(&a), "an enemy unit beside it");
    assert!(!now.contains(&b), "conquered");
    assert!(now.iter().all(|c| all.contains(c)), "no city joins the list");
    assert!(now.len() >= all.len() - 3, "only the cities beside the Pact unit and the conquered one leave it");
    // The Pact's HQ: the Pact's cities.
    let wp = dead(&mut s, "negf-hq");
    s.units[wp as usize].loc = Loc::Rebuilt(6);
    let theirs = cities(&s, &Ctx::new(&s), wp);
    assert!(!theirs.is_empty() && theirs.iter().all(|&c| s.free_city_of(c, Side::Wp)));
}

/// [29.8] "supplied": a NATO free city with no link to another free city and no port (every free city
/// within 10 hexes conquered) is not offered; with its links it is.
#[test]
fn an_unsupplied_city_is_not_offered() {
    let mut s = at(hq_rebuild::RULES, 6);
    let hq = dead(&mut s, "us5-hq");
    s.units[hq as usize].loc = Loc::Rebuilt(6);
    let wb = hex("3007");
    assert!(cities(&s, &Ctx::new(&s), hq).contains(&wb) == Ctx::new(&s).city(&s, Side::Nato, wb));
    let near: Vec<HexId> = (0..s.data().hexes.len() as HexId).filter(|&c| c != wb && s.free_city_of(c, Side::Nato) && s.data().distance(c, wb) <= 10).collect();
    for c in near {
        s.conquests.push(Conquest { hex: c, by: Side::Wp });
    }
    assert!(!Ctx::new(&s).city(&s, Side::Nato, wb));
    assert!(!cities(&s, &Ctx::new(&s), hq).contains(&wb), "West Berlin cut off is no place to rebuild");
}

/// A city another HQ stands in has no room ([9.1.1], [29.1]: HQs never stack together).
#[test]
fn no_city_with_an_hq_in_it() {
    let mut s = at(hq_rebuild::RULES, 6);
    let hq = dead(&mut s, "us5-hq");
    s.units[hq as usize].loc = Loc::Rebuilt(6);
    let first = cities(&s, &Ctx::new(&s), hq)[0];
    s.place("us7-hq", &hex_name(first));
    assert!(!cities(&s, &Ctx::new(&s), hq).contains(&first));
}

/// A city not offered is refused with a message, and the HQ stays on the track.
#[test]
fn a_city_not_offered_is_refused() {
    let mut s = at(hq_rebuild::RULES, 5);
    let hq = dead(&mut s, "us5-hq");
    s.units[hq as usize].loc = Loc::Rebuilt(6);
    next_turn(&mut s);
    assert_eq!(Nato::prompt(&s).id, "nato.hq_rebuild");
    let pact_city = (0..s.data().hexes.len() as HexId).find(|&c| s.free_city_of(c, Side::Wp)).unwrap();
    let err = Nato::apply(&mut s, Side::Nato.seat(), &Action::MoveTo(pact_city));
    assert!(err.is_err());
    assert_eq!(s.units[hq as usize].loc, Loc::Rebuilt(6));
    assert_eq!(Nato::prompt(&s).id, "nato.hq_rebuild");
}

/// Decision HR2: the HQ of a nation that has surrendered ([32.2.1]) left the game with its army and is not
/// rebuilt.
#[test]
fn a_surrendered_nations_hq_is_not_rebuilt() {
    let mut s = at(hq_rebuild::RULES, 4);
    let nl = dead(&mut s, "nl1-hq");
    let us = dead(&mut s, "us5-hq");
    s.surrendered.push("nl".into());
    // The Pact holds the Dutch cities it took (else NATO's holding them all would restore the nation, [32.3]).
    for h in s.cities_of("nl") {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    next_turn(&mut s);
    assert_eq!(s.units[nl as usize].loc, Loc::Dead);
    assert_eq!(s.units[us as usize].loc, Loc::Rebuilt(6));
}

/// Decision HR3: with no city open the HQ waits on the track and is asked for again the next turn.
#[test]
fn with_no_city_open_the_hq_waits_a_turn() {
    let mut s = at(hq_rebuild::RULES, 5);
    let hq = dead(&mut s, "us5-hq");
    s.units[hq as usize].loc = Loc::Rebuilt(6);
    let free: Vec<HexId> = (0..s.data().hexes.len() as HexId).filter(|&c| s.free_city_of(c, Side::Nato)).collect();
    for &c in &free {
        s.conquests.push(Conquest { hex: c, by: Side::Wp });
    }
    next_turn(&mut s);
    assert_eq!(s.turn, 6);
    assert_ne!(Nato::prompt(&s).id, "nato.hq_rebuild");
    assert!(logged(&s, "nato.hq_rebuild_waits"));
    assert_eq!(s.units[hq as usize].loc, Loc::Rebuilt(6));
    s.conquests.clear();
    next_turn(&mut s);
    assert_eq!(s.turn, 7);
    assert_eq!(Nato::prompt(&s).id, "nato.hq_rebuild", "asked again on turn 7");
}

/// Two HQs due on one turn: the Pact's is placed first, then NATO's, each by its owner.
#[test]
fn two_hqs_are_placed_one_after_the_other_the_pacts_first() {
    let mut s = at(hq_rebuild::RULES, 5);
    for key in ["us5-hq", "negf-hq"] {
        let u = dead(&mut s, key);
        s.units[u as usize].loc = Loc::Rebuilt(6);
    }
    next_turn(&mut s);
    let p = Nato::prompt(&s);
    assert_eq!((p.id, p.seat), ("nato.hq_rebuild", Some(Side::Wp.seat())));
    let c = offered(&s)[0];
    Nato::apply(&mut s, Side::Wp.seat(), &Action::MoveTo(c)).unwrap();
    let p = Nato::prompt(&s);
    assert_eq!((p.id, p.seat), ("nato.hq_rebuild", Some(Side::Nato.seat())));
}
