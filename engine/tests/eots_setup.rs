//! Empire of the Sun: scenario set-ups (17.0, 17.10), the turn's order of play (4.0) and victory (16.0,
//! 17.10.7), against the rulebook (digest §3.15, §5).

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::state::*;
use engine::games::empire_of_the_sun::steps::Step;
use engine::games::empire_of_the_sun::{builtin_data, setup, turn, victory};

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
        assert_eq!(turn::may_seize(&s), Some(A));
        assert_eq!(turn::first_player(&s), J);
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
    let mut s = sp(1);
    let geo = s.geo().clone();
    let mut flipped = 0;
    for (i, h) in geo.hexes.iter().enumerate() {
        let d = &s.sheet_map().hexes[h];
        if (d.port || d.resource) && s.control[i] == J && flipped < 5 {
            s.control[i] = A;
            flipped += 1;
        }
    }
    // 7 against 14: a margin of 7.
    assert_eq!(victory::port_count(&s), [7, 14]);
    victory::final_victory(&mut s);
    assert_eq!(s.outcome.unwrap().winner, Some(seat_of(A)));
}
