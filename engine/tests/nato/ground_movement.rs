//! Ground movement read both ways ([12.0]–[12.8]): prohibited terrain ([12.1.1]), the tactical allowance
//! and its halving out of movement supply ([12.2], [12.2.1]), the minimum move that ignores the cost
//! ([12.5]), the Danish Ferry ([12.8]), and stacking at the end of a move ([9.0], [9.1.1]).

use engine::games::nato::data::{hex_name, row_hex, HexId, Side, GRID};
use engine::games::nato::movement::{destinations, fits};
use engine::games::nato::state::State;

use super::common::{hex, ring, set_terrain, state, state_with};

/// 3318 and the hexes within six of it clear and without cities, with `edit` applied after, game turn 4.
fn ground(edit: impl FnOnce(&mut engine::games::nato::data::NatoData)) -> State {
    let mut s = state_with(|d| {
        for x in GRID.within(row_hex(hex("3318")), 6) {
            if engine::games::nato::data::parse_hex(&x.id()).is_some() {
                set_terrain(d, &x.id(), "clear");
            }
        }
        edit(d);
    });
    s.turn = 4;
    s
}

fn reaches(s: &State, u: u16, h: &str) -> bool {
    destinations(s, u).iter().any(|d| d.hex == hex(h))
}

/// [12.1.1]: an all-sea hex is prohibited terrain: never entered, not even by a minimum move; the same
/// hex as clear land is.
#[test]
fn all_sea_is_never_entered() {
    // A neighbour where no scenario sets a unit up (the Long Fortnight's UK brigades stand at 3319 and 3419).
    let water = ring("3318").into_iter().find(|h| h != "3319" && h != "3419").unwrap();
    let mut s = ground(|_| {});
    let u = s.place("uk-7-83", "3318");
    assert!(reaches(&s, u, &water));
    let w = water.clone();
    let mut sea = ground(move |d| set_terrain(d, &w, "all_sea"));
    let u = sea.place("uk-7-83", "3318");
    assert!(!reaches(&sea, u, &water));
    assert!(destinations(&sea, u).iter().all(|d| !d.path.contains(&hex(&water))), "nor passed through");
}

/// [12.2]: tactical movement spends the printed MA, one clear hex a point ([12.1]); [12.2.1], [10.5.3]: a
/// unit with a Movement-OOS marker has half of it, rounded down.
#[test]
fn the_tactical_allowance_and_its_half_out_of_supply() {
    let mut s = ground(|_| {});
    let u = s.place("uk-7-83", "3318");
    let ma = s.values(u).2 as u32;
    let far = |s: &State| destinations(s, u).iter().filter(|d| d.cost <= ma).map(|d| GRID.distance(row_hex(d.hex), row_hex(hex("3318")))).max().unwrap();
    assert!(ma <= 6);
    assert_eq!(far(&s), ma, "a clear hex a point");
    s.units[u as usize].moos = true;
    let half = destinations(&s, u).iter().map(|d| GRID.distance(row_hex(d.hex), row_hex(hex("3318")))).max().unwrap();
    assert_eq!(half, (ma / 2).max(1), "half the MA, rounded down (a minimum move at least)");
}

/// [12.5]: a unit that has not moved may always move one hex, whatever it costs: out of movement supply
/// (half its MA) it still enters a neighbouring mountain hex that costs more than it has, and nothing beyond.
#[test]
fn a_minimum_move_ignores_the_cost() {
    let r0 = ring("3318")[0].clone();
    let mut s = ground(move |d| set_terrain(d, &r0, "mountain"));
    let u = s.place("uk-7-83", "3318");
    s.units[u as usize].moos = true;
    let ma = s.values(u).2 as u32 / 2;
    let mountain = &s.data().tec.iter().find(|t| t.key == "mountain").unwrap().mp;
    let cost = match mountain {
        engine::games::nato::data::Mp::Cost(c) => *c as u32,
        _ => panic!("mountain is enterable"),
    };
    assert!(cost > ma, "the mountain ({cost}) costs more than the half MA ({ma})");
    let r = ring("3318");
    assert!(reaches(&s, u, &r[0]), "entered by a minimum move");
    let beyond: Vec<HexId> = GRID.neighbours(row_hex(hex(&r[0]))).into_iter().filter_map(|x| engine::games::nato::data::parse_hex(&x.id())).filter(|&x| GRID.distance(row_hex(x), row_hex(hex("3318"))) == 2).collect();
    assert!(destinations(&s, u).iter().all(|d| !beyond.contains(&d.hex) || d.path.len() == 2 && !d.path.contains(&hex(&r[0]))), "never on through the mountain");
}

/// [12.8]: the Danish Ferry (the all-sea hexside 1513/1514) carries one NATO unit a Ground Movement
/// Segment as a minimum move; the Pact may use it only once Denmark has surrendered, and NATO then not.
#[test]
fn the_danish_ferry() {
    let mut s = state();
    s.turn = 4;
    let nato = s.place("dk-j1", "1513");
    let crosses = |s: &State, u| destinations(s, u).iter().any(|d| d.hex == hex("1514"));
    assert!(crosses(&s, nato), "NATO crosses");
    s.ferry_used = true;
    assert!(!crosses(&s, nato), "one unit a segment");
    s.ferry_used = false;
    s.surrendered.push("dk".into());
    assert!(!crosses(&s, nato), "not once Denmark has surrendered");
    s.units[nato as usize].loc = engine::games::nato::state::Loc::Out;
    let pact = s.place("su-94-mrd", "1513");
    assert!(crosses(&s, pact), "the Pact then may");
    s.surrendered.clear();
    assert!(!crosses(&s, pact), "but not before");
}

/// [9.1.1]: at most 4 maneuver steps, 1 artillery step and 1 HQ step end a move in a hex; [29.1] no two
/// HQs.
#[test]
fn stacking_limits_at_the_end_of_a_move() {
    let mut s = ground(|_| {});
    let h = hex("3318");
    let name = hex_name(h);
    // Four one-step NATO brigades fill the hex; a fifth may not end there.
    let brigades: Vec<String> = (0..s.data().units.len() as u16)
        .filter(|&u| s.side(u) == Side::Nato && s.class(u).maneuver() && s.ty(u).steps == 1 && s.data().units[u as usize].nation == "us")
        .map(|u| s.key(u).to_string())
        .take(5)
        .collect();
    assert_eq!(brigades.len(), 5);
    for b in &brigades[..3] {
        s.place(b, &name);
    }
    let fourth = s.place(&brigades[3], &ring("3318")[0]);
    assert!(fits(&s, fourth, h), "the fourth step fits");
    s.place(&brigades[3], &name);
    let fifth = s.place(&brigades[4], &ring("3318")[0]);
    assert!(!fits(&s, fifth, h), "a fifth maneuver step does not");
    // An HQ fits beside four maneuver steps; a second HQ never.
    let hqs: Vec<String> = (0..s.data().units.len() as u16).filter(|&u| s.side(u) == Side::Nato && s.class(u) == engine::games::nato::data::Class::Hq).map(|u| s.key(u).to_string()).take(2).collect();
    let hq = s.place(&hqs[0], &ring("3318")[1]);
    assert!(fits(&s, hq, h));
    s.place(&hqs[0], &name);
    let hq2 = s.place(&hqs[1], &ring("3318")[1]);
    assert!(!fits(&s, hq2, h), "no two HQs");
}
