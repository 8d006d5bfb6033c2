//! Supply and isolation (DF 11, L1797–L1851) and the land hex control it reads (DF A.2, L280–L299): the
//! 3 overland hexes, rail and sea, enemy units and their ZOC, another ideology's hexes and cities,
//! difficult terrain, the Supply event's Isolated markers and their cost, the Isolated DRMs of DF 8 step 5,
//! supply for recruit and mechanize (DF 7.6.1, 7.7.1, 7.7.2) and the non-isolated Fort Troop (DF 7.1.4) —
//! with the seed's examples: A.2's control (L298, L318), Cassino in Snow (L322), T-21 (L1294–L1304),
//! T-22 (L1331) and T-32 (L1828–L1832).

use engine::games::downfall::build::Build;
use engine::games::downfall::combat;
use engine::games::downfall::data::{Faction, Ideology, Weather, GRID};
use engine::games::downfall::movement::Move;
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::supply::{self, Isolation, Why};
use engine::games::downfall::Downfall;
use engine::Game;

use super::common::*;

fn empty(scenario: &str) -> State {
    let mut s = start(scenario, 1);
    clear(&mut s);
    for u in s.units.iter_mut() {
        if let Loc::Area(_) = u.loc {
            u.loc = Loc::Pool;
        }
    }
    s.weather = Weather::Fair;
    s
}

/// A.2's example (L298, L318): once a British unit holds Bordeaux, the empty hexes 2610 and 2811 are
/// Western (Bordeaux is nearest), and 2611, 2711 and 2812 — as near to Axis Toulouse — belong to nobody.
#[test]
fn a2_control_of_empty_hexes_by_the_nearest_unit_or_city() {
    let mut s = empty("campaign");
    assert_eq!(supply::controller(&s, hex("2610")), Some(Ideology::Axis), "before: Axis Bordeaux is nearest");
    place(&mut s, "w-1br", "2710", 2);
    s.cities.insert(hex("2710"), Ideology::Western);
    for h in ["2610", "2811"] {
        assert_eq!(supply::controller(&s, hex(h)), Some(Ideology::Western), "{h}");
    }
    for h in ["2611", "2711", "2812"] {
        assert_eq!(supply::controller(&s, hex(h)), None, "{h}: equidistant from hostile ideologies");
    }
    assert_eq!(supply::controller(&s, hex("2612")), Some(Ideology::Axis), "Toulouse stays Axis");
}

/// DF 11 (L1813–L1815, decision Q2): up to 3 hexes entered overland, the unit's own hex not counted. West
/// of Alexandria (a British source, rail to 1032) the path is 1030, 1031, 1032: 1029 traces, 1028 (one
/// more) does not.
#[test]
fn three_overland_hexes_not_counting_the_units_own() {
    let mut s = empty("campaign");
    let u = place(&mut s, "w-1br", "1029", 2);
    assert_eq!(supply::why(&s, u), Why::Traced, "3 hexes entered: in supply");
    s.units[u].loc = Loc::Hex(hex("1028"));
    assert_eq!(supply::why(&s, u), Why::CutOff, "4 hexes entered: out of supply");
}

/// DF 11.1 (L1822): the path may start in an enemy ZOC, may not enter an enemy-ZOC hex unless a friendly
/// unit stands there, and never a hex with enemy units.
#[test]
fn enemy_zoc_blocks_unless_a_friendly_unit_is_there() {
    let mut s = empty("campaign");
    let u = place(&mut s, "w-1br", "1029", 2);
    place(&mut s, "okw-afrika", "0929", 2);
    assert!(GRID.is_adjacent(hex("1029"), hex("0929")), "the unit itself stands in the enemy ZOC");
    assert_eq!(supply::why(&s, u), Why::CutOff, "1030 is in the enemy ZOC");
    place(&mut s, "w-2br", "1030", 1);
    assert_eq!(supply::why(&s, u), Why::Traced, "a friendly unit in 1030 opens it; starting in the ZOC is allowed");
    // An enemy unit on the path: Alexandria itself.
    place(&mut s, "okw-afrika", "1032", 2);
    assert_eq!(supply::why(&s, u), Why::CutOff);
}

/// DF A.2 (L299), TEC (L251): no tracing through another ideology's hexes or cities. In Snow (Cassino's
/// mountains open only to rail) an Italian unit in Taranto traces by rail through Naples to Rome; with
/// Naples Western it is cut off.
#[test]
fn another_ideologys_city_cuts_the_rail() {
    let mut s = empty("campaign");
    s.weather = Weather::Snow;
    let u = place(&mut s, "okw-6it", "2021", 2);
    assert_eq!(supply::why(&s, u), Why::Traced);
    s.cities.insert(hex("2119"), Ideology::Western);
    assert_eq!(supply::why(&s, u), Why::CutOff);
}

/// DF 11 (L1814) and A.3's Cassino example (L322): in Snow Cassino's mountains are difficult; a trace
/// leaves them only across the rail side (to Rome), and the way out of 2221 through Cassino's non-rail
/// side is closed — in Fair it is open.
#[test]
fn difficult_hexes_only_across_rail_sides() {
    let mut s = empty("campaign");
    let u = place(&mut s, "okw-6it", "2220", 2);
    s.weather = Weather::Snow;
    assert!(s.difficult(hex("2220")));
    assert_eq!(supply::why(&s, u), Why::Traced, "out of Cassino by rail");
    s.units[u].loc = Loc::Hex(hex("2221"));
    assert_eq!(supply::why(&s, u), Why::CutOff, "into Cassino across a non-rail side");
    s.weather = Weather::Fair;
    assert_eq!(supply::why(&s, u), Why::Traced, "not difficult in Fair");
}

/// DF 11 (L1806): only a source of the unit's own flag counts; a unit with no held source has none.
#[test]
fn only_the_units_own_flag() {
    let mut s = empty("campaign");
    // An Italian unit in Rome is at its source; with every Italian flag in other hands it has none.
    let it = place(&mut s, "okw-6it", "2219", 2);
    assert_eq!(supply::why(&s, it), Why::Traced);
    for (h, x) in s.data().hexes.clone() {
        if x.supply.iter().any(|f| f == "italian") {
            s.cities.insert(h, Ideology::Western);
        }
    }
    assert_eq!(supply::why(&s, it), Why::NoSource, "no Italian source held");
}

/// DF 2.1.5 (L632): a piece with the supply badge (the pack's partisans) is always in supply, and the badge does nothing for the
/// units that stand with it: with every source of their flag in other hands, the badged unit still traces
/// and its hex-mate has none.
#[test]
fn the_supply_badge_is_the_units_own() {
    let s0 = empty("campaign");
    let d = s0.data();
    // The pack's badged pieces are the partisans (units.tsv `badges = supply`).
    let badged = (0..d.units.len()).find(|&u| d.units[u].supply_badge && d.units[u].faction == Faction::Soviet).expect("a Soviet piece with the supply badge");
    let mate = (0..d.units.len()).find(|&u| !d.units[u].supply_badge && s0.is_combat(u) && d.units[u].faction == Faction::Soviet).expect("an unbadged Soviet combat unit");
    let nation = d.units[mate].nationality.clone();
    let mut s = s0.clone();
    let hex = s.data().hexes.iter().find(|(_, x)| x.supply.iter().any(|f| *f == nation)).map(|(h, _)| *h).expect("a source of the flag");
    let (bk, mk) = (d.units[badged].key.clone(), d.units[mate].key.clone());
    place(&mut s, &bk, &hex.to_string(), 1);
    place(&mut s, &mk, &hex.to_string(), 1);
    assert_eq!(supply::why(&s, badged), Why::Badge);
    assert_eq!(supply::why(&s, mate), Why::Traced, "at its own source");
    let other = Ideology::Axis;
    for (h, x) in s.data().hexes.clone() {
        if x.supply.iter().any(|f| *f == nation) {
            s.cities.insert(h, other);
        }
    }
    assert_eq!(supply::why(&s, badged), Why::Badge, "the badge needs no source");
    assert_ne!(supply::why(&s, mate), Why::Traced, "the badge is not its hex-mate's");
}

/// DF 11 (L1817), T-21 (L1294–L1304): unit A in North Africa traces by rail to a North Atlantic port, then
/// by sea to the United Kingdom (a British source) — in Overlord, where the West holds that sea (DF 14);
/// without the sea (Husky: no fleet) the same unit is out of supply and takes no recruit step.
#[test]
fn t21_supply_by_rail_and_sea_for_a_recruit_step() {
    for (scenario, sea) in [("overlord", true), ("husky", false)] {
        let mut s = empty(scenario);
        let a = place(&mut s, "w-1br", "1705", 2);
        assert_eq!(supply::traces(&s, a), sea, "{scenario}");
        s.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::West))];
        assert_eq!(offered(&s, "unit w-1br"), sea, "{scenario}: the recruit step needs supply (DF 7.6.1)");
    }
}

/// T-22 (L1331): both Soviet units stand in an Axis ZOC but trace supply, so both may take armour steps;
/// cut off, neither may (DF 7.7.1, 7.7.2).
#[test]
fn t22_mechanize_in_an_enemy_zoc_needs_supply() {
    let mut s = empty("campaign");
    let leg = place(&mut s, "sov-66-62-68", "3533", 2);
    let tank_u = (0..s.data().units.len()).find(|&u| s.data().units[u].faction == Faction::Soviet && s.data().units[u].back.is_some_and(|b| b.key() == "tank")).unwrap();
    let tk = s.data().units[tank_u].key.clone();
    let tank = place(&mut s, &tk, "3534", 1);
    s.units[tank].flipped = true;
    let axis = GRID.neighbours(hex("3533")).into_iter().find(|n| s.passable(*n, hex("3533")) && GRID.is_adjacent(*n, hex("3534")) && s.data().hex(*n).is_some_and(|x| x.city.is_none())).expect("a hex next to both");
    place(&mut s, "okh-6a", &axis.id(), 3);
    assert!(s.ezoc(Ideology::Soviet).contains_key(&hex("3533")) && s.ezoc(Ideology::Soviet).contains_key(&hex("3534")));
    assert!(supply::traces(&s, leg) && supply::traces(&s, tank), "Voronezh's source is under them");
    s.steps = vec![Step::Round, Step::Build(Build::mechanize(Faction::Soviet, 2))];
    assert!(offered(&s, "flip sov-66-62-68") && offered(&s, &format!("unit {tk}")));
    // Voronezh lost and no other Soviet source within reach: neither may.
    let mut t = s.clone();
    for (h, x) in t.data().hexes.clone() {
        if x.supply.iter().any(|f| f == "soviet") {
            t.cities.insert(h, Ideology::Axis);
        }
    }
    assert!(!offered(&t, "flip sov-66-62-68") && !offered(&t, &format!("unit {tk}")));
    assert_eq!(t.units[leg].steps, 2);
}

/// T-32 (L1828–L1832): of 7 OKH units, 5 trace supply and 2 do not; OKH pays their pips (4) in initiative
/// rather than eliminating them, and both keep Isolated 1 markers. At the next Supply event, still cut
/// off, they become Isolated 3; a unit that traces again loses its marker.
#[test]
fn t32_the_supply_event() {
    let mut s = empty("campaign");
    s.weather = Weather::Snow;
    let fed = ["okh-4pz", "okh-1pz", "okh-17a", "okh-2a", "okh-2pz"];
    for (k, h) in fed.iter().zip(["3421", "3422", "3420", "3321", "3320"]) {
        place(&mut s, k, h, 2);
    }
    let a = place(&mut s, "okh-4a", "2123", 2);
    let b = place(&mut s, "okh-9a", "2223", 2);
    assert!(!supply::traces(&s, a) && !supply::traces(&s, b), "mountains in Snow, off the rail");
    s.steps = vec![Step::Round];
    let before = s.init[Faction::Okh as usize];
    supply::supply_event(&mut s);
    assert_eq!((s.units[a].isolated, s.units[b].isolated), (Isolation::One, Isolation::One));
    for k in fed {
        assert_eq!(s.units[unit(&s, k)].isolated, Isolation::None, "{k}");
    }
    assert!(offered(&s, "pay okh-4a") && offered(&s, "eliminate okh-4a"));
    act(&mut s, "pay okh-4a");
    act(&mut s, "pay okh-9a");
    assert_eq!(s.init[Faction::Okh as usize] - before, 4, "their pips: 2 + 2");
    assert_eq!((s.units[a].isolated, s.units[b].isolated), (Isolation::One, Isolation::One), "the markers stay");
    assert!(!matches!(s.steps.last(), Some(Step::Settle(_))), "both settled");
    // The next Supply event: a still cut off (Isolated 3), b back on the rail (marker removed).
    s.units[b].loc = Loc::Hex(hex("3421"));
    supply::supply_event(&mut s);
    assert_eq!((s.units[a].isolated, s.units[b].isolated), (Isolation::Three, Isolation::None));
    act(&mut s, "eliminate okh-4a");
    assert_eq!(s.units[a].loc, Loc::Gone);
    assert!(Downfall::log(&s).iter().any(|e| e.id == "df.isolated"));
}

/// DF 8 step 5 (L1550–L1553): +3 when a defender is Isolated 3, +1 when one is Isolated 1 and none is
/// Isolated 3 (not +4 for both); −3 / −1 likewise for the attackers.
#[test]
fn isolated_drms() {
    let mut s = empty("campaign");
    place(&mut s, "okh-6a", "3338", 3);
    let d2 = place(&mut s, "okh-4a", "3338", 1);
    let around: Vec<_> = GRID.neighbours(hex("3338")).into_iter().filter(|n| s.passable(*n, hex("3338"))).collect();
    let lead = place(&mut s, "sov-66-62-68", &around[0].id(), 3);
    let fl = place(&mut s, "sov-64-57-69", &around[1].id(), 3);
    let base = combat::odds(&s, Faction::Soviet, hex("3338"), &[lead, fl]).drm;
    let drm = |s: &State| combat::odds(s, Faction::Soviet, hex("3338"), &[lead, fl]).drm - base;
    let g = unit(&s, "okh-6a");
    s.units[d2].isolated = Isolation::One;
    assert_eq!(drm(&s), 1);
    s.units[g].isolated = Isolation::Three;
    assert_eq!(drm(&s), 3, "Isolated 3 instead of Isolated 1, not both");
    s.units[g].isolated = Isolation::None;
    s.units[d2].isolated = Isolation::None;
    s.units[fl].isolated = Isolation::One;
    assert_eq!(drm(&s), -1);
    s.units[lead].isolated = Isolation::Three;
    assert_eq!(drm(&s), -3);
}

/// DF 7.1.4 (L1193): only a non-isolated Fort Troop may flip to Fortress; an isolated one may still move.
#[test]
fn an_isolated_fort_troop_does_not_flip() {
    let mut s = empty("campaign");
    let ft = place(&mut s, "okh-11a", "3421", 2);
    let m = marker(&s, "okh-ops-1");
    let side = s.side_for(m, Faction::Okh).expect("an OKH side");
    s.steps = vec![Step::Round, Step::Move(Move::new(Faction::Okh, m, side))];
    assert!(offered(&s, "flip okh-11a"));
    s.units[ft].isolated = Isolation::One;
    assert!(!offered(&s, "flip okh-11a"));
    assert!(offered(&s, "unit okh-11a"));
}

/// The view shows "supply on request": the units out of supply or isolated, and why.
#[test]
fn the_view_reports_supply() {
    let mut s = empty("campaign");
    let u = place(&mut s, "w-1br", "1028", 2);
    s.units[u].isolated = Isolation::One;
    let v = Downfall::view_json(&s, None);
    let sup = v["supply"].as_array().expect("a supply list");
    assert!(sup.iter().any(|x| x["unit"] == "w-1br" && x["why"] == "cut_off" && x["isolated"] == "isolated_1"), "{sup:?}");
}

/// The supply cache follows the position: a move changes the answer without anything clearing it.
#[test]
fn the_cache_follows_the_position() {
    let mut s = empty("campaign");
    let u = place(&mut s, "w-1br", "1029", 2);
    assert!(supply::traces(&s, u));
    let t = s.clone();
    s.units[u].loc = Loc::Hex(hex("1028"));
    assert!(!supply::traces(&s, u));
    assert!(supply::traces(&t, u), "a clone keeps its own answer");
    s.units[u].loc = Loc::Hex(hex("1029"));
    s.weather = Weather::Snow;
    assert!(supply::traces(&s, u));
}

/// Supply's enemy ZOC is the movement rules' (DF 2.1.6, `State::ezoc`): a hostile unit's hex and the hexes
/// across its passable sides — not a hex across a sea side, which plain adjacency would add.
#[test]
fn supply_reads_the_movement_zoc() {
    let mut s = empty("campaign");
    let (h, n) = s
        .data()
        .hexes
        .iter()
        .filter(|(_, x)| x.playable())
        .find_map(|(h, _)| GRID.neighbours(*h).into_iter().find(|n| s.data().hex(*n).is_some_and(|x| x.playable()) && !s.passable(*h, *n)).map(|n| (*h, n)))
        .expect("a sea side between two playable hexes");
    let u = place(&mut s, "okw-afrika", &h.id(), 2);
    let zoc = supply::zoc_hexes(&s, Ideology::Western);
    let moves: Vec<_> = s.ezoc(Ideology::Western).keys().copied().collect();
    assert!(zoc.contains(&h) && !zoc.contains(&n), "{h} across a sea side from {n}");
    let linked: Vec<_> = s.links(h).collect();
    assert!(linked.iter().all(|l| zoc.contains(l)));
    assert_eq!(zoc, moves.into_iter().filter(|x| s.data().hex(*x).is_some_and(|d| d.playable())).collect::<Vec<_>>());
    let _ = u;
}
