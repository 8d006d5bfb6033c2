//! Land movement (DF 7.1, 7.1.1, A.3, A.4, 2.1.6): impassable sides, difficult hexes, rail, ZOC and
//! hexspines, borders, other ideologies' hexes, stacking — the seed's examples T-2, T-3, T-4 and T-6.

use engine::games::downfall::combat;
use engine::games::downfall::data::{Faction, Ideology, Weather, GRID};
use engine::games::downfall::movement::destinations;
use engine::games::downfall::state::State;
use engine::kit::rows::RowHex;

use super::common::*;

/// T-2 (L314): 2619/2620 impassable (sea), 2620/2520 passable, 2420/2520 impassable (sea, no rail or strait).
#[test]
fn t2_impassable_hexsides() {
    let s = start("campaign", 1);
    assert!(!s.passable(hex("2619"), hex("2620")));
    assert!(s.passable(hex("2620"), hex("2520")));
    assert!(!s.passable(hex("2420"), hex("2520")));
}

/// T-3 (L322–L324): in Snow Cassino (mountains) is difficult. The rail side Cassino–Naples lets armour
/// attack across it; an armoured unit in 2221 may not attack Cassino (non-rail side into a difficult hex);
/// an OKW Leg in Cassino may move to 2319 but stops there; along the rail side to Rome it may go on.
#[test]
fn t3_difficult_terrain() {
    let mut s = start("overlord", 1);
    clear(&mut s);
    s.weather = Weather::Snow;
    assert!(s.difficult(hex("2220")));
    let leg = find(&s, Faction::Okw, "leg", Some(true));
    let okw = place(&mut s, &leg, "2220", 2);
    let tank_key = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::West && s.data().units[u].back.is_some_and(|b| b.armored())).map(|u| s.data().units[u].key.clone()).unwrap();
    let tank = place(&mut s, &tank_key, "2119", 3);
    s.units[tank].flipped = true;
    assert!(combat::can_attack_across(&s, tank, hex("2119"), hex("2220")), "across the rail side");
    assert!(!combat::can_attack_across(&s, tank, hex("2221"), hex("2220")), "not across a plain side into a difficult hex");
    assert!(combat::can_attack_across(&s, okw, hex("2220"), hex("2221")), "a Leg may attack out of it");
    s.units[tank].loc = engine::games::downfall::state::Loc::Pool;
    let d = destinations(&s, okw, 5);
    assert!(d.contains_key(&hex("2319")), "{d:?}");
    assert_eq!(d[&hex("2319")], 5, "the move ends there");
    assert!(d.contains_key(&hex("2219")), "Rome along the rail");
    let beyond: Vec<RowHex> = GRID.neighbours(hex("2219")).into_iter().filter(|n| *n != hex("2220") && d.contains_key(n)).collect();
    assert!(!beyond.is_empty(), "it may go on from Rome");
    // In Fair Cassino is not difficult: 2319 costs its terrain only.
    s.weather = Weather::Fair;
    assert!(destinations(&s, okw, 5)[&hex("2319")] < 5);
}

/// Clear land hexes joined by plain land sides, around `h`.
fn open_ring(s: &State, h: RowHex) -> Vec<RowHex> {
    GRID.neighbours(h)
        .into_iter()
        .filter(|n| s.passable(h, *n) && s.data().side(h, *n).is_some_and(|x| !x.river && !x.rail && !x.border))
        .filter(|n| s.data().hex(*n).is_some_and(|x| x.terrain.key() == "clear" && x.city.is_none()))
        .collect()
}

/// T-6 (1) (L648): a unit next to an enemy may not cross the hexspine to another hex next to that enemy,
/// and stops on entering an enemy ZOC hex.
#[test]
fn t6_zoc_hexspine_and_stop() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    // Find open steppe: an enemy hex whose ring is all clear.
    let (e, ring) = s
        .data()
        .hexes
        .keys()
        .filter(|h| s.data().hex(**h).is_some_and(|x| x.country == "ussr" && x.terrain.key() == "clear" && x.city.is_none()))
        .map(|h| (*h, open_ring(&s, *h)))
        .find(|(_, r)| r.len() == 6)
        .expect("open steppe on the map");
    place(&mut s, "okh-6a", &e.id(), 3);
    let me = place(&mut s, "sov-66-62-68", &ring[0].id(), 3);
    // With 1 MP the only way to the next hex of the ring would cross the spine.
    let d = destinations(&s, me, 1);
    for n in &ring[1..] {
        if GRID.is_adjacent(*n, ring[0]) {
            assert!(!d.contains_key(n), "{n}: across the EZOC hexspine");
        }
    }
    // A hex away from the enemy is reachable.
    assert!(d.keys().any(|h| GRID.distance(*h, e) == 2));
    // Around, through a hex out of its ZOC, it may enter the next ring hex (2 MP).
    let d = destinations(&s, me, 2);
    assert!(ring[1..].iter().any(|n| GRID.is_adjacent(*n, ring[0]) && d.get(n) == Some(&2)));
    // From two hexes away the unit enters the ZOC and stops: no hex at distance 1 from the enemy is
    // reached through another one.
    let far = GRID.neighbours(ring[0]).into_iter().find(|h| GRID.distance(*h, e) == 2 && s.passable(*h, ring[0])).unwrap();
    s.units[me].loc = engine::games::downfall::state::Loc::Hex(far);
    let d = destinations(&s, me, 5);
    for (h, cost) in &d {
        if GRID.distance(*h, e) == 1 {
            assert!(GRID.is_adjacent(*h, far) || *cost >= 2, "{h} reached");
        }
    }
    assert!(!d.contains_key(&e), "never into an enemy hex");
}

/// T-6 (2) (L652): an OKH unit in 2734 projects ZOC across the strait into 2735, not across open sea into
/// 2835; a Soviet unit in 2735 may cross the side 2735/2835.
#[test]
fn t6_zoc_across_a_strait() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    place(&mut s, "okh-6a", "2734", 3);
    let z = s.ezoc(Ideology::Soviet);
    assert!(z.contains_key(&hex("2735")));
    assert!(!z.contains_key(&hex("2835")));
    let me = place(&mut s, "sov-66-62-68", "2735", 3);
    assert!(destinations(&s, me, 3).contains_key(&hex("2835")));
}

/// T-4 (L347–L358): Allied units may not enter a country holding only the other Ally's units; Germany
/// always; an empty country, or one with Axis units, always.
#[test]
fn t4_borders() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    // A Slovak hex with a neighbour across a border, both clear.
    let (sk, out) = s
        .data()
        .hexes
        .values()
        .filter(|x| x.country == "slovakia" && x.playable())
        .flat_map(|x| GRID.neighbours(x.id).into_iter().map(move |n| (x.id, n)))
        .find(|(a, b)| s.passable(*a, *b) && s.data().side(*a, *b).is_some_and(|x| x.border) && s.data().hex(*b).is_some_and(|y| y.country != "germany" && y.country != "slovakia"))
        .expect("a Slovak border");
    let other = s.data().hexes.values().find(|x| x.country == "slovakia" && x.id != sk && x.playable()).unwrap().id;
    let west_leg = find(&s, Faction::West, "leg", None);
    let w = place(&mut s, &west_leg, &out.id(), 2);
    assert!(destinations(&s, w, 5).contains_key(&sk), "an empty country");
    let sov = place(&mut s, "sov-66-62-68", &other.id(), 3);
    assert!(!destinations(&s, w, 5).contains_key(&sk), "only Soviet units in Slovakia");
    let third = s.data().hexes.values().find(|x| x.country == "slovakia" && x.id != sk && x.id != other && x.playable()).unwrap().id.id();
    let okh = place(&mut s, "okh-slo", &third, 1);
    assert!(destinations(&s, w, 5).contains_key(&sk), "Axis units there too");
    let _ = (sov, okh);
}

/// DF A.1 (L262–L278): a move ends within 2 units and 6 pips of one ideology; OKH and OKW stack together.
#[test]
fn stacking_at_the_destination() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    let (h, ring) = s.data().hexes.keys().map(|h| (*h, open_ring(&s, *h))).find(|(_, r)| r.len() >= 2).unwrap();
    let a = place(&mut s, "okh-6a", &ring[0].id(), 3);
    let b = place(&mut s, "okh-6a-2", &h.id(), 3);
    assert!(destinations(&s, a, 3).contains_key(&h), "2 units, 6 pips");
    s.units[b].steps = 4;
    s.data().units[b].pips.checked_sub(0).unwrap();
    assert!(!destinations(&s, a, 3).contains_key(&h) || s.data().units[b].pips < 4, "7 pips");
    s.units[b].steps = 1;
    let okw = find(&s, Faction::Okw, "leg", Some(true));
    let c = place(&mut s, &okw, &h.id(), 1);
    assert!(!destinations(&s, a, 3).contains_key(&h), "a third unit");
    s.units[b].loc = engine::games::downfall::state::Loc::Pool;
    assert!(destinations(&s, a, 3).contains_key(&h), "OKH joins OKW");
    let _ = c;
}
