//! The computer playing NATO takes back its cities (engine/src/games/nato/ai.rs; docs/games/nato.md
//! "Computer player", issue 30): a NATO city the Pact holds is VP the Pact scores at the end ([34.2]) and a
//! target within reach of NATO's units beside it ([30.1]). The evaluation counts it, the policy moves units
//! beside it and attacks it.

use engine::games::nato::actions::Action;
use engine::games::nato::ai::{attack_column, in_danger, scores, under_attack, units, win_chance, within_reach};
use engine::games::nato::combat::odds::odds;
use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::setup::empty;
use engine::games::nato::state::{Conquest, State, Step, UnitId};
use engine::Game;

use super::common::hex;

/// Lübeck, a NATO town worth 1 VP to the Pact in Baltic Gate (victory.tsv).
const LUBECK: &str = "2214";

/// An empty Baltic Gate (1983) with Lübeck conquered by the Pact.
fn lubeck_lost() -> State {
    let mut s = empty(Nato::builtin_data(), "baltic_gate", 1983, 1).expect("an empty state");
    s.conquests.push(Conquest { hex: hex(LUBECK), by: Side::Wp });
    s
}

/// A maneuver unit of `side` not yet on the map: the strongest attack for NATO, the weakest defence for the
/// Pact.
fn place(s: &mut State, side: Side, h: HexId) -> UnitId {
    let free: Vec<UnitId> = (0..s.data().units.len() as UnitId).filter(|&u| s.side(u) == side && s.class(u).maneuver() && s.hex_of(u).is_none()).collect();
    let u = match side {
        Side::Nato => *free.iter().max_by_key(|&&u| (s.values(u).0, u)).unwrap(),
        Side::Wp => *free.iter().filter(|&&u| s.values(u).1 > 0).min_by_key(|&&u| (s.values(u).1, u)).unwrap(),
    };
    let k = s.key(u).to_string();
    s.place(&k, &hex_name(h))
}

/// Playable land hexes at `n` hexes from Lübeck, in hex order.
fn ring(s: &State, n: u32) -> Vec<HexId> {
    let d = s.data();
    let l = hex(LUBECK);
    (0..d.hexes.len() as HexId).filter(|&h| s.playable(h) && !d.hexes[h as usize].all_sea && d.hexes[h as usize].city.is_none() && d.distance(h, l) == n).collect()
}

/// NATO's moving unit at `from`, on top of NATO's Movement Phase.
fn moving(s: &mut State, from: HexId) -> UnitId {
    let u = place(s, Side::Nato, from);
    s.player = Side::Nato;
    s.steps = vec![Step::TurnEnd, Step::Movement(Side::Nato), Step::Move { side: Side::Nato, unit: u, reserve: false }];
    u
}

#[test]
fn a_lost_city_is_within_reach_only_with_nato_beside_it_and_more_so_at_better_odds() {
    let mut s = lubeck_lost();
    let l = hex(LUBECK);
    place(&mut s, Side::Wp, l);
    assert_eq!(within_reach(&s, l, &units(&s)), 0.0, "no NATO unit beside Lübeck");
    let beside = ring(&s, 1);
    place(&mut s, Side::Nato, beside[0]);
    let one = within_reach(&s, l, &units(&s));
    place(&mut s, Side::Nato, beside[1]);
    place(&mut s, Side::Nato, beside[1]);
    let three = within_reach(&s, l, &units(&s));
    assert!(three > one, "three attackers ({three}) must reach further than one ({one})");
    // Left empty, NATO walks in ([30.1]).
    let mut t = s.clone();
    for u in 0..t.units.len() {
        if t.hex_of(u as UnitId) == Some(l) {
            t.units[u].loc = engine::games::nato::state::Loc::Out;
        }
    }
    assert_eq!(within_reach(&t, l, &units(&t)), 1.0);
}

/// The evaluation: NATO's units beside Lübeck, which the Pact holds with a weak unit, are worth more to NATO
/// than the same units two hexes off, no farther from the Pact's cities.
#[test]
fn nato_beside_its_lost_city_is_worth_more_to_nato() {
    let mut s = lubeck_lost();
    let l = hex(LUBECK);
    place(&mut s, Side::Wp, l);
    let d = s.data().clone();
    // The Pact's cities NATO scores ([34.3.1]): its units' pull before this change.
    let pact_cities: Vec<HexId> = engine::games::nato::turn::city_vp(&s).into_iter().filter(|&(_, by, _)| by == Side::Nato).map(|(c, _, _)| c).collect();
    let to_pact = |h: HexId| pact_cities.iter().map(|&c| d.distance(h, c)).min().unwrap();
    let beside = ring(&s, 1);
    let (a, b) = (beside[0], beside[1]);
    // Two hexes off Lübeck, each at most as far from the Pact's cities as its counterpart beside it.
    let off: Vec<HexId> = ring(&s, 2);
    let fa = *off.iter().find(|&&h| to_pact(h) <= to_pact(a)).expect("a hex two off");
    let fb = *off.iter().find(|&&h| h != fa && to_pact(h) <= to_pact(b)).expect("another hex two off");
    let mut near = s.clone();
    let mut far = s.clone();
    for (x, y) in [(a, fa), (b, fb), (b, fb)] {
        place(&mut near, Side::Nato, x);
        place(&mut far, Side::Nato, y);
    }
    let nato = Side::Nato.seat();
    assert!(within_reach(&near, l, &units(&near)) > 0.0);
    assert!(win_chance(&near, nato) > win_chance(&far, nato), "beside {} ≤ off {}", win_chance(&near, nato), win_chance(&far, nato));
}

/// The policy: a NATO unit two hexes from Lübeck moves beside it rather than away from it.
#[test]
fn nato_moves_beside_its_lost_city() {
    let mut s = lubeck_lost();
    let l = hex(LUBECK);
    place(&mut s, Side::Wp, l);
    let d = s.data().clone();
    let (from, to, away) = ring(&s, 2)
        .into_iter()
        .find_map(|f| {
            let to = d.neighbours(f).find(|&n| d.distance(n, l) == 1 && s.playable(n) && d.hexes[n as usize].city.is_none() && !d.hexes[n as usize].all_sea)?;
            let away = d.neighbours(f).find(|&n| d.distance(n, l) == 3 && s.playable(n) && d.hexes[n as usize].city.is_none() && !d.hexes[n as usize].all_sea)?;
            Some((f, to, away))
        })
        .expect("a hex two from Lübeck with a neighbour beside it and one farther");
    moving(&mut s, from);
    let v = scores(&s, &[Action::MoveTo(to), Action::MoveTo(away)]);
    assert!(v[0] > v[1], "beside Lübeck {} ≤ away {}", v[0], v[1]);
    // With Lübeck NATO's, the same moves lose the pull of the lost city.
    let mut t = s.clone();
    t.conquests.clear();
    let w = scores(&t, &[Action::MoveTo(to), Action::MoveTo(away)]);
    assert!(v[0] - v[1] > w[0] - w[1], "the lost city adds nothing: {v:?} against {w:?}");
}

/// The policy: NATO's attack on the Pact's unit in Lübeck at 1:1 or better ranks above the end of the
/// Combat Phase, and above the same attack on a hex that is no lost city of NATO's.
#[test]
fn nato_attacks_the_pact_in_its_lost_city() {
    let mut s = lubeck_lost();
    let l = hex(LUBECK);
    place(&mut s, Side::Wp, l);
    // NATO's strongest units beside Lübeck until the attack is 1:1 or better after the town's shift.
    for &h in ring(&s, 1).iter().cycle().take(12) {
        if attack_column(&s, Side::Nato, l, &units(&s)) >= 3.0 {
            break;
        }
        place(&mut s, Side::Nato, h);
    }
    assert!(attack_column(&s, Side::Nato, l, &units(&s)) >= 3.0, "1:1 on Lübeck");
    s.player = Side::Nato;
    s.steps = vec![Step::TurnEnd, Step::Combat(Side::Nato)];
    let v = scores(&s, &[Action::Attack(l), Action::Done]);
    assert!(v[0] > v[1], "attack on Lübeck {} ≤ done {}", v[0], v[1]);
    let mut t = s.clone();
    t.conquests.clear();
    let w = scores(&t, &[Action::Attack(l), Action::Done]);
    assert!(v[0] > w[0], "taking Lübeck back adds nothing: {} against {}", v[0], w[0]);
}

/// The computer reads an attack at its column after the shifts it is sure of ([25.3.4.1], [25.5.1]), not at
/// the base odds: Lübeck is a town (−1), so a 1:1 on it is a 1:2, and NATO does not attack there for the
/// city's sake (it attacked Lübeck at 1:4 reading the base column).
#[test]
fn nato_reads_an_attack_on_its_lost_town_after_the_town_shift() {
    let s0 = lubeck_lost();
    let l = hex(LUBECK);
    // A Pact unit in Lübeck and a NATO unit beside it whose attack alone is 1:1 at the base column (from a
    // hex whose side with Lübeck lets it attack at all).
    let of = |side: Side| -> Vec<UnitId> { (0..s0.data().units.len() as UnitId).filter(|&u| s0.side(u) == side && s0.class(u).maneuver()).collect() };
    let beside = ring(&s0, 1)
        .into_iter()
        .find(|&h| {
            let mut t = s0.clone();
            let (wk, nk) = (t.key(of(Side::Wp)[0]).to_string(), t.key(of(Side::Nato)[0]).to_string());
            t.place(&wk, &hex_name(l));
            let u = t.place(&nk, &hex_name(h));
            odds(&t, Side::Nato, l, &[u], false).attack > 0
        })
        .expect("a hex from which to attack Lübeck");
    let (s, u) = of(Side::Wp)
        .into_iter()
        .flat_map(|w| of(Side::Nato).into_iter().map(move |n| (w, n)))
        .find_map(|(w, n)| {
            let mut t = s0.clone();
            let (wk, nk) = (t.key(w).to_string(), t.key(n).to_string());
            t.place(&wk, &hex_name(l));
            let u = t.place(&nk, &hex_name(beside));
            (odds(&t, Side::Nato, l, &[u], false).base == 3).then_some((t, u))
        })
        .expect("a NATO unit at 1:1 against a Pact unit in Lübeck");
    let mut s = s;
    let o = odds(&s, Side::Nato, l, &[u], false);
    assert_eq!((o.base, o.shifts.clone()), (3, vec![("terrain", -1)]), "a lone 1:1 into a town");
    assert_eq!(attack_column(&s, Side::Nato, l, &units(&s)), 2.0, "read as the 1:2 the roll will use");
    s.player = Side::Nato;
    s.steps = vec![Step::TurnEnd, Step::Combat(Side::Nato)];
    let v = scores(&s, &[Action::Attack(l), Action::Done]);
    assert!(v[0] < v[1], "a 1:2 on Lübeck {} ranks above ending the phase {}", v[0], v[1]);
}


/// An HQ of `side` not yet on the map, placed in `h`.
fn place_hq(s: &mut State, side: Side, h: HexId) -> UnitId {
    let u = (0..s.data().units.len() as UnitId).find(|&u| s.side(u) == side && s.class(u) == engine::games::nato::data::Class::Hq && s.hex_of(u).is_none()).expect("an HQ");
    let k = s.key(u).to_string();
    s.place(&k, &hex_name(h))
}

/// The policy ([30.1]): Lübeck's lone occupant, a maneuver unit or an HQ, is the last unit NATO picks to
/// move with a Pact unit three hexes off (it walks in on its next Movement Phase) — and no less willingly
/// than any other with the Pact six hexes off. (It read only an enemy within two hexes: in an arena game
/// LANDJUT's HQ, Lübeck's only occupant, left for Hamburg and the Pact walked in.)
#[test]
fn lubecks_last_occupant_stays_while_the_pact_is_within_reach() {
    for hq in [false, true] {
        let base = empty(Nato::builtin_data(), "baltic_gate", 1983, 1).expect("an empty state");
        let l = hex(LUBECK);
        let read = |pact_at: u32| {
            let mut s = base.clone();
            let guard = if hq { place_hq(&mut s, Side::Nato, l) } else { place(&mut s, Side::Nato, l) };
            let (far, near) = (ring(&s, 9)[0], ring(&s, pact_at)[0]);
            let other = place(&mut s, Side::Nato, far);
            place(&mut s, Side::Wp, near);
            s.player = Side::Nato;
            s.steps = vec![Step::TurnEnd, Step::Movement(Side::Nato)];
            let v = scores(&s, &[Action::Select(guard), Action::Select(other)]);
            (v[0], v[1])
        };
        let (guard, other) = read(3);
        assert!(guard < other, "HQ {hq}: Lübeck's guard {guard} ≥ a unit far off {other} with the Pact three hexes off");
        let (guard, other) = read(6);
        assert_eq!(guard, other, "HQ {hq}: the Pact six hexes off");
    }
}

/// The evaluation ([30.1]): Lübeck left empty is worth less to NATO with a Pact unit three hexes off than six
/// off, by more than the Pact's advance alone (the same two Pact positions with NATO's unit in Lübeck).
#[test]
fn an_empty_city_within_the_pacts_reach_is_a_city_about_to_change_hands() {
    let base = empty(Nato::builtin_data(), "baltic_gate", 1983, 1).expect("an empty state");
    let l = hex(LUBECK);
    let (three, six) = (ring(&base, 3)[0], ring(&base, 6)[0]);
    let score = |held: bool, pact: HexId| {
        let mut s = base.clone();
        if held {
            place(&mut s, Side::Nato, l);
        }
        place(&mut s, Side::Wp, pact);
        engine::games::nato::ai::wp_score(&s)
    };
    let empty_gain = score(false, three) - score(false, six);
    let held_gain = score(true, three) - score(true, six);
    assert!(empty_gain > held_gain + 0.05, "the Pact's approach to an empty Lübeck {empty_gain} against a held one {held_gain}");
}

/// The evaluation ([25.3.3], [30.1]): a NATO town held by one unit with the Pact's units beside it falls by
/// their odds, so to NATO a second defender in Lübeck is worth more than the same unit beside the town, as
/// far from the Pact's cities (whose pull and approach are then the same). Only the holder reads the danger.
/// Before, the evaluation read nothing of a held city's odds: in arena games the Pact took Lübeck at 4:1
/// from a lone brigade while NATO's units stood by.
#[test]
fn a_town_held_against_the_odds_is_worth_a_second_defender() {
    let mut s = empty(Nato::builtin_data(), "baltic_gate", 1983, 1).expect("an empty state");
    let l = hex(LUBECK);
    let d = s.data().clone();
    place(&mut s, Side::Nato, l);
    // The Pact's strongest divisions, from a hex whose side with Lübeck lets them attack.
    let strongest = |s: &State| (0..s.data().units.len() as UnitId).filter(|&u| s.side(u) == Side::Wp && s.class(u).maneuver() && s.hex_of(u).is_none()).max_by_key(|&u| (s.values(u).0, u)).unwrap();
    let front = ring(&s, 1)
        .into_iter()
        .find(|&h| {
            let mut t = s.clone();
            let k = t.key(strongest(&t)).to_string();
            t.place(&k, &hex_name(h));
            under_attack(&t, Side::Wp, l, &units(&t)) > 0.0
        })
        .expect("a hex from which to attack Lübeck");
    for _ in 0..6 {
        if under_attack(&s, Side::Wp, l, &units(&s)) >= 0.75 {
            break;
        }
        let k = s.key(strongest(&s)).to_string();
        s.place(&k, &hex_name(front));
    }
    let alone = under_attack(&s, Side::Wp, l, &units(&s));
    assert!(alone >= 0.75, "the Pact's odds on a lone defender: {alone}");
    let pact_cities: Vec<HexId> = engine::games::nato::turn::city_vp(&s).into_iter().filter(|&(_, by, _)| by == Side::Nato).map(|(c, _, _)| c).collect();
    let to_pact = |h: HexId| pact_cities.iter().map(|&c| d.distance(h, c)).min().unwrap();
    let aside = *ring(&s, 1).iter().find(|&&h| d.distance(h, front) > 1 && to_pact(h) == to_pact(l)).expect("a hex beside Lübeck, off the Pact's units");
    let mut held = s.clone();
    let mut beside = s.clone();
    place(&mut held, Side::Nato, l);
    place(&mut beside, Side::Nato, aside);
    assert!(under_attack(&held, Side::Wp, l, &units(&held)) < alone, "a second defender lowers the odds");
    let nato = Side::Nato.seat();
    assert!(win_chance(&held, nato) > win_chance(&beside, nato), "in Lübeck {} ≤ beside it {}", win_chance(&held, nato), win_chance(&beside, nato));
    // The Pact banks nothing for the threat: its estimate is the position's score alone; it takes Lübeck by
    // attacking. (When it did, level 4's Pact stood beside NATO's towns for five turns without attacking.)
    let pact = Side::Wp.seat();
    let plain = 1.0 / (1.0 + (-engine::games::nato::ai::wp_score(&s) / 3.0).exp());
    assert!((win_chance(&s, pact) - plain).abs() < 1e-9, "the Pact's estimate {} reads the threat ({plain} without it)", win_chance(&s, pact));
    assert!(win_chance(&s, nato) < 1.0 - win_chance(&s, pact), "NATO reads the danger to Lübeck");
    assert_eq!(in_danger(&held, Side::Wp), 0.0);
    assert!(in_danger(&s, Side::Nato) > in_danger(&held, Side::Nato));
    // Nobody beside a city, nothing under attack.
    assert_eq!(under_attack(&s, Side::Nato, l, &units(&s)), 0.0);
}
