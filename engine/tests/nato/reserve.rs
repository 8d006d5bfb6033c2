//! The OMG/Reserve marker ([12.6], [28.1]), the Reserve Phase ([28.2]) and Breakthrough zones ([25.9]).

use engine::games::nato::actions::Action;
use engine::games::nato::combat::may_attack;
use engine::games::nato::data::{hex_name, row_hex, River, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::movement::destinations_in;
use engine::games::nato::state::Step;
use engine::Game;

use super::common::{hex, set_river, set_terrain, state_with};

/// MOV-4, L3385–3403 ([12.6], [28.1], [28.2], [25.9.3]): the GDR 8th MRD (MA 5) moves 2918 → 2919 across
/// a major river, 2 MP, no more than half its MA rounded down: it may take an OMG marker (and then does
/// not attack). 2921 becomes a Breakthrough hex; in the Reserve Phase the division moves half its MA
/// rounded up, 3 MP: 2920, 2921, 2922 at 1 MP each, the enemy zones of the Breakthrough zone ignored.
#[test]
fn mov4_omg_and_the_reserve_move() {
    let mut s = state_with(|d| {
        for h in ["2918", "2919", "2920", "2921", "2922"] {
            set_terrain(d, h, "clear");
        }
        set_river(d, "2918", "2919", River::Major);
        for (a, b) in [("2919", "2920"), ("2920", "2921"), ("2921", "2922")] {
            set_river(d, a, b, River::None);
        }
    });
    s.turn = 2;
    let u = s.place("gdr-8", "2918");
    assert!(matches!(s.steps.last(), Some(Step::Movement(Side::Wp))));
    Nato::apply(&mut s, 0, &Action::Select(u)).unwrap();
    Nato::apply(&mut s, 0, &Action::MoveTo(hex("2919"))).unwrap();
    assert_eq!(s.units[u as usize].spent, 2);
    assert!(Nato::prompt(&s).actions.contains(&Action::Reserve(u)), "2 MP ≤ ⌊5/2⌋");
    Nato::apply(&mut s, 0, &Action::Reserve(u)).unwrap();
    assert!(!may_attack(&s, u, Side::Wp), "a unit in reserve does not attack (28.1.1)");
    // NATO units whose zones cover 2920–2922 (none beside 2919's division).
    let beside = GRID
        .neighbours(row_hex(hex("2921")))
        .into_iter()
        .find(|n| GRID.distance(*n, row_hex(hex("2919"))) >= 2 && !["2920", "2922"].contains(&n.id().as_str()) && s.playable(hex(&n.id())))
        .unwrap();
    s.place("wg-3-83", &beside.id());
    s.units[u as usize].moved = false;
    let cost = |s: &engine::games::nato::state::State| destinations_in(s, u, true).into_iter().find(|d| hex_name(d.hex) == "2922").map(|d| d.cost);
    assert_eq!(cost(&s), None, "without a Breakthrough zone the enemy zone stops it");
    s.breakthroughs.push((hex("2921"), Side::Wp));
    assert_eq!(cost(&s), Some(3));
    // A breakthrough helps hard units only; a minimum move is no reserve move.
    assert!(destinations_in(&s, u, true).iter().all(|d| d.cost <= 3));
}

/// [12.6] read the other way: a unit that spent more than half its MA takes no marker.
#[test]
fn no_reserve_after_spending_more_than_half() {
    let mut s = state_with(|d| {
        for h in ["2918", "2919", "2920"] {
            set_terrain(d, h, "clear");
        }
        set_river(d, "2918", "2919", River::None);
        set_river(d, "2919", "2920", River::None);
    });
    s.turn = 2;
    let u = s.place("gdr-8", "2918");
    let far = destinations_in(&s, u, false).into_iter().find(|d| d.cost == 3).expect("a hex 3 MP away");
    Nato::apply(&mut s, 0, &Action::Select(u)).unwrap();
    Nato::apply(&mut s, 0, &Action::MoveTo(far.hex)).unwrap();
    assert!(!Nato::prompt(&s).actions.contains(&Action::Reserve(u)), "3 MP > ⌊5/2⌋");
}

/// [25.9]: a Breakthrough zone is the marker's hex and the six around it, no more: with the marker in 2919
/// the division in reserve ignores the NATO zone in 2920 (beside the marker) and stops in 2921 (two away);
/// with the marker in 2921 it goes on to 2922. Without a marker it stops in 2920.
#[test]
fn a_breakthrough_zone_is_the_marker_hex_and_its_neighbours() {
    let mut s = state_with(|d| {
        for h in ["2918", "2919", "2920", "2921", "2922"] {
            set_terrain(d, h, "clear");
        }
        for (a, b) in [("2918", "2919"), ("2919", "2920"), ("2920", "2921"), ("2921", "2922")] {
            set_river(d, a, b, River::None);
        }
    });
    s.turn = 2;
    let u = s.place("gdr-8", "2919");
    // NATO units whose zones cover 2920, 2921 and 2922, none beside 2919: each beside two hexes of the line.
    let line = ["2919", "2920", "2921", "2922"];
    for (k, pair) in [("wg-3-83", ["2920", "2921"]), ("wg-2-83", ["2921", "2922"])] {
        let x = GRID
            .neighbours(row_hex(hex(pair[0])))
            .into_iter()
            .find(|n| GRID.is_adjacent(*n, row_hex(hex(pair[1]))) && GRID.distance(*n, row_hex(hex("2919"))) >= 2 && !line.contains(&n.id().as_str()) && s.playable(hex(&n.id())))
            .unwrap();
        s.place(k, &x.id());
    }
    let reach = |s: &engine::games::nato::state::State| {
        let mut v: Vec<String> = destinations_in(s, u, true).into_iter().map(|d| hex_name(d.hex)).filter(|h| ["2920", "2921", "2922"].contains(&h.as_str())).collect();
        v.sort();
        v
    };
    assert!(engine::games::nato::zoc::in_ezoc(&s, Side::Wp, hex("2920")), "2920 is in NATO's zone");
    assert_eq!(reach(&s), vec!["2920"], "no marker: it stops on entering the zone");
    s.breakthroughs = vec![(hex("2919"), Side::Wp)];
    assert_eq!(reach(&s), vec!["2920", "2921"], "2920 is in the zone, 2921 is not");
    s.breakthroughs = vec![(hex("2921"), Side::Wp)];
    assert_eq!(reach(&s), vec!["2920", "2921", "2922"]);
}
