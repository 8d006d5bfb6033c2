//! The Middle East as a hex (DF 1.B, L366; rules 9): "for land movement the Middle East land area acts as
//! one hex adjacent to the two land hexes it touches" — 1134 (the Sinai coast road) and 1035 (the
//! Suez–Aqaba track) in the pack. Western units move in, out and through it by land; supply's overland
//! part crosses it; nobody else enters it; rules 8 had none of it. And non-city hex control (DF A.2, L296)
//! as the rules beyond supply read it: air placement (L710 with L181) and force-pool entry (7.6.2, L1290).

use std::sync::Arc;

use engine::games::downfall::air;
use engine::games::downfall::build::Build;
use engine::games::downfall::data::{self, Faction, Ideology, Weather, GRID};
use engine::games::downfall::movement::{self, Move, MoveUnit};
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::supply::{self, Why};
use engine::kit::rows::RowHex;
use engine::games::downfall::Downfall;
use engine::record::Header;
use engine::Game;

use super::common::*;

const ME: &str = "middle_east";

/// A scenario under a given rules version.
fn start_under(scenario: &str, rules: u32) -> State {
    let h = Header { game: "downfall".into(), rules, scenario: scenario.into(), seed: 1, ..Default::default() };
    Downfall::setup(&h, Downfall::builtin_data()).expect("sets up")
}

/// An empty campaign map in Fair weather (no fleet at sea, so no sea area carries supply), under `rules`.
fn empty(rules: u32) -> State {
    let mut s = start_under("campaign", rules);
    clear(&mut s);
    for u in s.units.iter_mut() {
        if let Loc::Area(_) = u.loc {
            u.loc = Loc::Pool;
        }
    }
    s.weather = Weather::Fair;
    s
}

fn me_index(s: &State) -> u8 {
    s.data().land_areas.iter().position(|(k, _)| k == ME).expect("the Middle East") as u8
}

/// The first combat unit of a faction and nationality with at least `pips` pips, off the map.
fn of(s: &State, f: Faction, nationality: &str) -> usize {
    let d = s.data();
    (0..d.units.len())
        .find(|&u| d.units[u].faction == f && d.units[u].nationality == nationality && s.is_combat(u) && !d.units[u].supply_badge && !matches!(s.units[u].loc, Loc::Hex(_) | Loc::Area(_)))
        .unwrap_or_else(|| panic!("no {f:?} {nationality} unit"))
}

fn put(s: &mut State, u: usize, h: &str) -> usize {
    s.units[u].loc = Loc::Hex(hex(h));
    s.units[u].steps = 1;
    u
}

fn in_me(s: &mut State, u: usize) -> usize {
    s.units[u].loc = Loc::Area(ME.into());
    s.units[u].steps = 1;
    u
}

fn clear_mp(s: &State) -> u32 {
    s.data().tec.mp.get("clear").copied().unwrap_or(1) as u32
}

/// The pack joins the Middle East to 1134 and 1035, and only the Middle East (L366).
#[test]
fn the_pack_joins_the_middle_east_to_1134_and_1035() {
    let s = empty(9);
    let d = s.data();
    for (k, (key, _)) in d.land_areas.iter().enumerate() {
        let joined: Vec<String> = d.area_land_hexes[k].iter().map(|h| h.id()).collect();
        if key == ME {
            assert_eq!(joined, vec!["1134", "1035"]);
        } else {
            assert!(joined.is_empty(), "{key}: {joined:?}");
        }
    }
}

/// In: a Western unit at 1134 may end its move in the Middle East, for the cost of a clear hex, and does
/// so with `to middle_east`. Rules 8: no such end.
#[test]
fn a_western_unit_moves_into_the_middle_east() {
    let mut s = empty(9);
    let u = of(&s, Faction::West, "uk");
    put(&mut s, u, "1134");
    let ends = movement::ends(&s, u, 3);
    assert_eq!(ends.areas, vec![(me_index(&s), clear_mp(&s))]);
    s.steps.push(Step::MoveUnit(MoveUnit { unit: u as u16, mp: 3, sail: false }));
    assert!(offered(&s, "to middle_east"), "{:?}", notations(&s));
    act(&mut s, "to middle_east");
    assert_eq!(s.units[u].loc, Loc::Area(ME.into()));

    let mut old = empty(8);
    put(&mut old, u, "1134");
    assert!(movement::ends(&old, u, 3).areas.is_empty(), "rules 8: only port-to-port");
}

/// The cost: the Middle East counts as one clear hex on the way, so from two hexes off it costs the path to
/// its land hex plus one clear hex, and a unit without the MP for that last hex cannot enter.
#[test]
fn entering_the_middle_east_costs_a_clear_hex() {
    let mut s = empty(9);
    let u = of(&s, Faction::West, "uk");
    put(&mut s, u, "1034");
    let hexes = movement::destinations(&s, u, 5);
    let to_1035 = hexes[&hex("1035")];
    let ends = movement::ends(&s, u, 5);
    assert_eq!(ends.areas, vec![(me_index(&s), to_1035 + clear_mp(&s))]);
    // Exactly the MP to reach 1035: the Middle East is one hex too far.
    assert!(movement::ends(&s, u, to_1035 as u8).areas.is_empty());
}

/// Out: a Western unit in the Middle East moves by land to 1134 and 1035 for their terrain, and on
/// beyond them; a Redeploy without the naval icon offers it (rules 8 offered it only port-to-port).
#[test]
fn a_western_unit_moves_out_of_the_middle_east_by_land() {
    let mut s = empty(9);
    let u = of(&s, Faction::West, "uk");
    in_me(&mut s, u);
    let terrain = |s: &State, h: &str| s.data().tec.mp.get(s.data().hex(hex(h)).unwrap().terrain.key()).copied().unwrap_or(1) as u32;
    let d = movement::destinations(&s, u, 3);
    assert_eq!(d.get(&hex("1134")), Some(&terrain(&s, "1134")));
    assert_eq!(d.get(&hex("1035")), Some(&terrain(&s, "1035")));
    assert!(d.contains_key(&hex("1034")), "on beyond 1035: {d:?}");
    assert!(movement::ends(&s, u, 3).areas.is_empty(), "not back into the area it stands in");
    // A Western Redeploy marker side without the naval icon that activates the unit.
    let (m, side) = west_redeploy_without_naval(&s, u);
    s.steps.push(Step::Move(Move::new(Faction::West, m, side)));
    let pick = format!("unit {}", s.data().units[u].key);
    assert!(offered(&s, &pick), "{:?}", notations(&s));
    act(&mut s, &pick);
    act(&mut s, "to 1035");
    assert_eq!(s.units[u].loc, Loc::Hex(hex("1035")));

    let mut old = empty(8);
    in_me(&mut old, u);
    assert!(movement::destinations(&old, u, 3).is_empty(), "rules 8: no land move out of a land area");
    old.steps.push(Step::Move(Move::new(Faction::West, m, side)));
    assert!(!offered(&old, &format!("unit {}", old.data().units[u].key)));
}

fn west_redeploy_without_naval(s: &State, u: usize) -> (u8, u8) {
    for (m, mk) in s.data().markers.iter().enumerate() {
        for (i, side) in mk.sides.iter().enumerate() {
            if side.faction == Faction::West && side.mp >= 3 && !side.icons.iter().any(|x| x == "naval") && movement::activated(s, u, &side.activates) {
                return (m as u8, i as u8);
            }
        }
    }
    panic!("no Western Redeploy without the naval icon")
}

/// Through: 1134 has only sea and map-edge sides, so by land it is reached only through the Middle East —
/// 1035, the area, 1134 (rules 8: not at all).
#[test]
fn the_middle_east_joins_1035_to_1134() {
    let mut s = empty(9);
    let u = of(&s, Faction::West, "uk");
    put(&mut s, u, "1035");
    let d = movement::destinations(&s, u, 5);
    assert_eq!(d.get(&hex("1134")).copied(), Some(clear_mp(&s) + clear_mp(&s)), "{d:?}");
    let mut old = empty(8);
    put(&mut old, u, "1035");
    assert!(!movement::destinations(&old, u, 5).contains_key(&hex("1134")));
}

/// Only the West: an Axis or Soviet unit at 1134 or 1035 never enters the Middle East (DF 1.B).
#[test]
fn no_other_faction_enters_the_middle_east() {
    for (f, nat) in [(Faction::Okw, "german"), (Faction::Okh, "german"), (Faction::Soviet, "soviet")] {
        let mut s = empty(9);
        let u = of(&s, f, nat);
        put(&mut s, u, "1035");
        assert!(movement::ends(&s, u, 5).areas.is_empty(), "{f:?}");
        assert!(!movement::destinations(&s, u, 5).contains_key(&hex("1134")), "{f:?} is not let through");
    }
}

/// No stacking limit in the area (DF 1.B): two units already there do not keep a third out, where a hex
/// with two would.
#[test]
fn the_middle_east_has_no_stacking_limit() {
    let mut s = empty(9);
    let a = of(&s, Faction::West, "uk");
    in_me(&mut s, a);
    let b = of(&s, Faction::West, "uk");
    in_me(&mut s, b);
    let c = of(&s, Faction::West, "uk");
    put(&mut s, c, "1134");
    assert_eq!(movement::ends(&s, c, 3).areas.len(), 1);
}

/// No ZOC reaches the area (decision Q14): a unit at 1035 in an OKW unit's ZOC (1034) may step into the
/// Middle East (a hex in that ZOC would be a hexspine it may not cross, DF 2.1.6), and one moving out of the
/// area into 1035 stops there.
#[test]
fn no_zoc_reaches_the_middle_east() {
    let mut s = empty(9);
    let axis = of(&s, Faction::Okw, "german");
    put(&mut s, axis, "1034");
    let u = of(&s, Faction::West, "uk");
    put(&mut s, u, "1035");
    assert_eq!(movement::ends(&s, u, 3).areas.len(), 1, "out of a ZOC into the area");
    let v = of(&s, Faction::West, "uk");
    in_me(&mut s, v);
    let d = movement::destinations(&s, v, 5);
    assert!(d.contains_key(&hex("1035")));
    let beyond: Vec<_> = GRID.neighbours(hex("1035")).into_iter().filter(|n| *n != hex("1034") && *n != hex("1134") && d.contains_key(n)).collect();
    assert!(beyond.is_empty(), "it stops on entering the ZOC at 1035: {beyond:?}");
}

/// Supply into the area (DF 11 with 1.B): a Commonwealth unit at 1134 — no land side but the Middle East,
/// no port, no rail — traces one overland hex to the Commonwealth flag printed in the area. Rules 8: cut off.
#[test]
fn supply_traces_from_1134_into_the_middle_east() {
    let mut s = empty(9);
    let u = of(&s, Faction::West, "commonwealth");
    put(&mut s, u, "1134");
    assert_eq!(supply::why(&s, u), Why::Traced);
    let mut old = empty(8);
    put(&mut old, u, "1134");
    assert_eq!(supply::why(&old, u), Why::CutOff);
}

/// Supply out of the area: a UK unit in the Middle East (whose only flag is Commonwealth) traces overland
/// to 1035 and 1034, then along the Egyptian railway to Alexandria's UK flag. Rules 8: only through its
/// ports, and no fleet makes a sea area usable here, so cut off.
#[test]
fn supply_traces_out_of_the_middle_east_overland() {
    let mut s = empty(9);
    let u = of(&s, Faction::West, "uk");
    in_me(&mut s, u);
    assert_eq!(supply::why(&s, u), Why::Traced);
    let mut old = empty(8);
    in_me(&mut old, u);
    assert_eq!(supply::why(&old, u), Why::CutOff);
}

// ---- Non-city hex control (DF A.2, L296) read beyond supply (rules 9) ----

/// L181 defines a friendly hex as one its ideology controls or nobody controls; L710 places air units only
/// in a friendly city or rail hex. Decision Q16: a rail hex nobody controls is a legal base from rules 9
/// (rules 8 asked for the ideology's own control). The fixture: a Western and an OKW unit on the North
/// African railway, a non-city rail hex equally near both, outside the OKW ZOC.
#[test]
fn air_units_may_be_placed_on_a_rail_hex_nobody_controls() {
    let (x, y, h) = nobody_rail_base();
    for rules in [9, 8] {
        let mut s = empty(rules);
        let w = of(&s, Faction::West, "uk");
        put(&mut s, w, &x.id());
        let a = of(&s, Faction::Okw, "german");
        put(&mut s, a, &y.id());
        assert_eq!(supply::controller(&s, h), None);
        let bases = air::bases(&s, Faction::West).0;
        assert_eq!(bases.contains(&h), rules >= 9, "rules {rules}: {}", h.id());
        // A rail hex the enemy controls never is a base.
        assert!(bases.iter().all(|b| supply::controller(&s, *b) != Some(Ideology::Axis)));
    }
}

/// A Western unit at `x`, an OKW unit at `y`, and the rail hex `h` nobody controls between them that rules 9
/// lets the West base on: the first such on the North African railway.
fn nobody_rail_base() -> (RowHex, RowHex, RowHex) {
    let s = empty(9);
    let w = of(&s, Faction::West, "uk");
    let a = of(&s, Faction::Okw, "german");
    let d = s.data();
    let africa = |h: &RowHex| d.hex(*h).is_some_and(|x| ["egypt", "libya"].contains(&x.country.as_str()) && x.city.is_none());
    let rail: Vec<RowHex> = d.city_or_rail.iter().copied().filter(africa).collect();
    let land: Vec<RowHex> = d.hexes.keys().copied().filter(africa).collect();
    for &h in &rail {
        for &x in &land {
            for &y in &land {
                if GRID.distance(x, h) != 2 || GRID.distance(y, h) != 2 || GRID.distance(x, y) < 3 {
                    continue;
                }
                let mut t = s.clone();
                put(&mut t, w, &x.id());
                put(&mut t, a, &y.id());
                if supply::controller(&t, h).is_none() && !supply::zoc_hexes(&t, Ideology::Western).contains(&h) && air::bases(&t, Faction::West).0.contains(&h) {
                    return (x, y, h);
                }
            }
        }
    }
    panic!("no uncontrolled rail hex found")
}

/// Force-pool entry (7.6.2, L1290: "a friendly-controlled supply-source hex"): at a supply source that is
/// no city (an owner's pack may print one; the built-in pack prints flags in cities only), from rules 9
/// only when its ideology controls the hex (A.2); rules 8 took any such hex without another ideology's
/// units. Decision Q17. The fixture prints a UK flag in an empty non-city hex the Axis controls.
#[test]
fn force_pool_entry_reads_non_city_control() {
    let s0 = empty(9);
    let h = s0
        .data()
        .hexes
        .values()
        .filter(|x| x.playable() && x.city.is_none() && x.country == "germany" && x.supply.is_empty())
        .map(|x| x.id)
        .find(|h| supply::controller(&s0, *h) == Some(Ideology::Axis))
        .expect("an Axis non-city hex in Germany");
    let id = h.id();
    let files: Vec<(String, String)> = data::embedded_files()
        .into_iter()
        .map(|(n, t)| {
            let t = if n == "hexes.tsv" {
                t.lines()
                    .map(|l| {
                        let mut c: Vec<&str> = l.split('\t').collect();
                        if c.first() == Some(&id.as_str()) {
                            c[7] = "uk";
                        }
                        c.join("\t")
                    })
                    .collect::<Vec<_>>()
                    .join("\n")
                    + "\n"
            } else {
                t.to_string()
            };
            (n.to_string(), t)
        })
        .collect();
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let pack = Arc::new(data::parse("test", &refs).expect("the pack with a non-city source"));
    assert!(pack.hex(h).is_some_and(|x| x.city.is_none() && x.supply == vec!["uk".to_string()]));
    for rules in [9, 8] {
        let mut s = engine::games::downfall::new_game(pack.clone(), "campaign", 1, rules).expect("sets up");
        clear(&mut s);
        s.weather = Weather::Fair;
        assert_eq!(supply::controller(&s, h), Some(Ideology::Axis));
        let u = of(&s, Faction::West, "uk");
        assert_eq!(Build::entry_hexes(&s, u).contains(&h), rules < 9, "rules {rules}: an empty source the Axis controls");
        // A Western unit standing there: the hex is Western, a legal entry under both.
        let w = of(&s, Faction::West, "uk");
        put(&mut s, w, &id);
        assert_eq!(supply::controller(&s, h), Some(Ideology::Western));
        assert!(Build::entry_hexes(&s, u).contains(&h), "rules {rules}");
    }
}

/// Victory (13, L1888–L1906) and objective ownership (A.2, L294) read city control only — every objective
/// in the pack is a city, so non-city control can never decide them (decision Q18); the check keeps an
/// owner's pack honest about it.
#[test]
fn every_objective_is_a_city() {
    let s = empty(9);
    let not_cities: Vec<String> = s.data().hexes.values().filter(|x| x.objective && x.city.is_none()).map(|x| x.id.id()).collect();
    assert!(not_cities.is_empty(), "{not_cities:?}");
}

/// DF 1.B (L366), 8 step 6 (rules 10, decision Q21): a Western defender at 1035, attacked by OKW from 1034,
/// may retreat into the Middle East — the area is one hex joined to 1035, farther from the attacked hex, with
/// no ZOC and no stacking limit (two units already there) — and the prompt offers it as the area. Rules 9
/// kept retreats out of it (Q14).
#[test]
fn a_western_unit_retreats_into_the_middle_east() {
    use engine::games::downfall::areas;
    use engine::games::downfall::combat::{self, Retreat};
    for rules in [10, 9] {
        let mut s = empty(rules);
        let axis = of(&s, Faction::Okw, "german");
        put(&mut s, axis, "1034");
        for _ in 0..2 {
            let x = of(&s, Faction::West, "uk");
            in_me(&mut s, x);
        }
        let u = of(&s, Faction::West, "uk");
        put(&mut s, u, "1035");
        let node = areas::node(me_index(&s) as usize);
        let ends = combat::retreat_ends(&s, u, hex("1035"), 1);
        assert_eq!(ends.contains(&node), rules >= 10, "rules {rules}: {ends:?}");
        if rules < 10 {
            continue;
        }
        s.steps = vec![Step::Round, Step::Retreat(Retreat { faction: Faction::West, units: vec![u as u16], hexes: 1, from: hex("1035") })];
        act(&mut s, &format!("to {ME}"));
        assert_eq!(s.units[u].loc, Loc::Area(ME.into()));
    }
}

/// Only the West retreats there (DF 1.B): an OKW unit at 1035 attacked from 1034 is never offered the area.
#[test]
fn no_other_faction_retreats_into_the_middle_east() {
    use engine::games::downfall::{areas, combat};
    let mut s = empty(10);
    let west = of(&s, Faction::West, "uk");
    put(&mut s, west, "1034");
    let u = of(&s, Faction::Okw, "german");
    put(&mut s, u, "1035");
    let node = areas::node(me_index(&s) as usize);
    assert!(!combat::retreat_ends(&s, u, hex("1035"), 1).contains(&node));
}
