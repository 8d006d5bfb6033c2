//! Empire of the Sun: scenario set-ups (17.0, 17.10), the turn's order of play (4.0) and victory (16.0,
//! 17.10.7), against the rulebook (digest §3.15, §5).

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::political::victory;
use engine::games::empire_of_the_sun::scenario::setup;
use engine::games::empire_of_the_sun::state::steps::Step;
use engine::games::empire_of_the_sun::state::*;
use engine::games::empire_of_the_sun::{builtin_data, supply, turn};

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

fn sp(seed: u64) -> State {
    setup::new_game(builtin_data(), "south_pacific", seed).expect("the South Pacific sets up")
}

/// Every scenario of the pack sets up, on its sheet, with its first turn's steps.
#[test]
fn every_scenario_sets_up() {
    for sc in &builtin_data().data.scenarios {
        let s = setup::new_game(builtin_data(), &sc.key, 7).unwrap_or_else(|e| panic!("{}: {}", sc.key, e.0));
        assert_eq!(s.tracks.turn, sc.first_turn, "{}", sc.key);
        assert!(!s.steps.is_empty(), "{}", sc.key);
        assert!(s.on_map().count() > 0, "{}", sc.key);
    }
    assert!(setup::new_game(builtin_data(), "no_such", 1).is_err());
}

/// 17.10.3: turn 3, US Political Will +4, Japanese ASP 7 without Barges, Allied ASP 2, War in Europe +1,
/// both Inter-Service Rivalries in effect.
#[test]
fn south_pacific_markers() {
    let s = sp(1);
    assert_eq!(s.sheet, Sheet::SouthPacific);
    assert_eq!((s.first_turn, s.last_turn), (3, 6));
    assert_eq!(s.tracks.turn, 3);
    assert_eq!(s.tracks.pw, 4);
    assert_eq!(s.tracks.asp[idx(J)], 7);
    assert!(!s.tracks.barges);
    assert_eq!(s.tracks.asp[idx(A)], 2);
    assert_eq!(s.tracks.wie, 1);
    assert_eq!(s.tracks.isr, [true, true]);
}

/// 17.10.5 D, E: turn 3 starts at the Offensives Phase; the Allies hold 2 cards with Operation
/// Watchtower (Allied 13) as their Future Offensive; Japan holds Battle of Savo Island (Japanese 17) and
/// 2 more, no Future Offensive.
#[test]
fn south_pacific_opening_hands() {
    for seed in 1..6 {
        let s = sp(seed);
        assert_eq!(s.cards(A).hand.len(), 2, "seed {seed}");
        assert_eq!(s.cards(A).future.map(|(c, _)| c), Some(13));
        assert_eq!(s.cards(J).hand.len(), 3);
        assert!(s.cards(J).hand.contains(&17));
        assert!(s.cards(J).future.is_none());
        assert!(matches!(s.steps.last(), Some(Step::Initiative)), "{:?}", s.steps.last());
        // 7.29A: the Allies, with fewer cards, may open with Watchtower; else Japan (more cards) goes first.
        assert_eq!(turn::rounds::may_seize(&s), Some(A));
        assert_eq!(turn::rounds::first_player(&s), J);
    }
}

/// 17.10.7: at the start Japan controls 11 ports and 1 resource hex (12), the Allies 9 ports with Oahu;
/// both sides have an HQ on the map, so no automatic victory.
#[test]
fn south_pacific_port_control_at_start() {
    let mut s = sp(1);
    let [jp, al] = victory::port_count(&s);
    assert_eq!((jp, al), (12, 9));
    assert!(!victory::check_automatic(&mut s));
    // A side without an HQ on the map loses at once.
    let hqs: Vec<_> = s.on_map().filter(|&(u, _)| s.side_of_unit(u) == J && s.unit_data(u).kind == engine::games::empire_of_the_sun::data::UnitType::Hq).map(|(u, _)| u).collect();
    for u in hqs {
        s.place(u, Loc::Eliminated, false);
    }
    assert!(victory::check_automatic(&mut s));
    let o = s.outcome.clone().unwrap();
    assert_eq!(o.winner, Some(seat_of(A)));
    assert_eq!(o.reason, "eots_no_hq");
}

/// 17.10.7: US Political Will at zero is a Japanese win.
#[test]
fn political_will_zero() {
    let mut s = sp(1);
    s.tracks.pw = 0;
    assert!(victory::check_automatic(&mut s));
    assert_eq!(s.outcome.unwrap().winner, Some(seat_of(J)));
}

/// 17.10.7 Port Control: the Allies win with at least 5 more port and resource hexes than Japan.
#[test]
fn south_pacific_final_by_port_control() {
    let mut s = sp(1);
    victory::final_victory(&mut s);
    assert_eq!(s.outcome.clone().unwrap().winner, Some(seat_of(J)), "12 against 9");
    // Five Japanese ports given to the Allies, each with an Allied HQ's supply reaching it (a US corps
    // and the S Pac HQ stand there): 7 against 14, a margin of 7.
    let mut s = sp(1);
    let geo = s.geo().clone();
    let hq = s.unit_id("us-spac-halsey-hq").unwrap();
    let mut flipped = 0;
    for (i, h) in geo.hexes.iter().enumerate() {
        let d = &s.sheet_map().hexes[h];
        if d.port && s.control[i] == J && flipped < 5 && s.units_at(*h).is_empty() {
            s.control[i] = A;
            flipped += 1;
            if flipped == 1 {
                s.place(hq, Loc::Hex(*h), false);
            }
        }
    }
    let sup = supply::compute_fresh(&s);
    let reached = geo.hexes.iter().enumerate().filter(|(i, h)| s.sheet_map().hexes[*h].port && s.control[*i] == A && s.control_at_start[*i] == J && sup.hex_supplied(A, *i as u16)).count();
    let [jp, al] = victory::port_count(&s);
    assert_eq!((jp, al), (12 - reached as i32, 9 + reached as i32));
    assert!(reached >= 1, "the S Pac HQ supplies its own port");
}

/// 17.10.7: a port or resource hex counts for its controller only when "controlled and supplied" at the
/// end; otherwise for the side that held it when the scenario began.
#[test]
fn port_control_counts_supplied_ports_only() {
    let s0 = sp(1);
    let geo = s0.geo().clone();
    let ports: Vec<u16> = (0..geo.len() as u16).filter(|&i| s0.sheet_map().hexes[&geo.hex(i)].port).collect();
    // At the start every port counts for its holder: unsupplied ones go back to the same side.
    let sup = supply::compute_fresh(&s0);
    for &i in &ports {
        assert_eq!(victory::port_holder(&s0, &sup, i), s0.control[i as usize]);
    }
    let mut cases = [0; 3];
    for &i in &ports {
        let start = s0.control[i as usize];
        let mut s = s0.clone();
        s.control[i as usize] = other(start);
        let sup = supply::compute_fresh(&s);
        let holder = victory::port_holder(&s, &sup, i);
        if sup.hex_supplied(other(start), i) {
            assert_eq!(holder, other(start), "{}: taken and supplied", geo.hex(i));
            cases[0] += 1;
        } else {
            assert_eq!(holder, start, "{}: taken but not supplied", geo.hex(i));
            cases[idx(start) + 1] += 1;
        }
        let [jp, al] = victory::port_count(&s);
        let [jp0, al0] = victory::port_count(&s0);
        let moved = if holder == start { 0 } else if start == J { 1 } else { -1 };
        assert_eq!((jp, al), (jp0 - moved, al0 + moved));
    }
    // Some captures count, and some unsupplied captures of each side's ports go back.
    assert!(cases.iter().all(|&n| n > 0), "{cases:?}");
}
