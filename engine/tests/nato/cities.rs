//! Supply's special cases of rules version 12: West Berlin ([10.3.3.4]), conquered cities' chains
//! ([10.3.3.5]), Copenhagen conquered ([10.3.3.6]), the BALTAP zone's Pact units as Baltic Front units
//! ([29.5.3]), inland ports closed to sealift ([16.2.1.1]) and the Baltic Corps HQ sailing from a friendly
//! port ([16.2.4]). Each rule read both ways, and under rules 11 as it was.

use std::sync::Arc;

use engine::games::nato::air::airspace::Airspaces;
use engine::games::nato::combat::coordinates;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::state::{Conquest, Loc, Pack, PackRef, State, UnitId};
use engine::games::nato::supply::{hq_traces, superior, supplied_hqs, unit_supply, Ctx};
use engine::games::nato::transport::{self, Kind, Route};
use engine::games::nato::{baltap, cities, inland_port};

use super::common::{hex, state};

const BEFORE: u32 = cities::RULES - 1;

fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s
}

fn conquer(s: &mut State, h: &str) {
    s.conquests.push(Conquest { hex: hex(h), by: Side::Wp });
}

fn supply(s: &State, u: UnitId) -> (bool, bool) {
    unit_supply(s, &Ctx::new(s), u, &supplied_hqs(s, s.side(u)))
}

fn logged(s: &State, id: &str) -> bool {
    s.log.to_vec().iter().any(|e| e.id == id)
}

/// The first neighbour of `h` a unit may stand on.
fn beside(s: &State, h: &str) -> HexId {
    s.data().neighbours(hex(h)).find(|&n| s.playable(n)).expect("a land neighbour")
}

fn name(h: HexId) -> String {
    engine::games::nato::data::hex_name(h)
}

// ---- West Berlin [10.3.3.4] ----

/// West Berlin cut off: the West German cities within a link of it held by the Pact — Braunschweig,
/// Hannover and Lüneburg (L1473), and the reconstructed map's others within 10 hexes (Wolfsburg, Celle, …).
fn berlin_cut_off(rules: u32) -> State {
    let mut s = at(rules);
    let wb = hex("3007");
    let near: Vec<HexId> = (0..s.data().hexes.len() as HexId).filter(|&c| c != wb && s.free_city_of(c, Side::Nato) && s.data().distance(c, wb) <= 10).collect();
    for c in ["3115", "3117", "2615"] {
        assert!(near.contains(&hex(c)), "{c} within a link");
    }
    for c in near {
        s.conquests.push(Conquest { hex: c, by: Side::Wp });
    }
    assert!(!Ctx::new(&s).city(&s, Side::Nato, hex("3007")), "West Berlin links to no other free city");
    s
}

/// [10.3.3.4] 2 ([31.1.1] refers to it): cut off, West Berlin still supplies the three brigades that start in it, in the city and
/// beside it; under rules 11 it supplied nothing.
#[test]
fn west_berlin_cut_off_supplies_its_own_brigades_in_and_beside_it() {
    for (rules, supplied) in [(cities::RULES, (true, true)), (BEFORE, (false, false))] {
        let mut s = berlin_cut_off(rules);
        let next = name(beside(&s, "3007"));
        let us = s.place("us-berlin", "3007");
        let uk = s.place("uk-berlin", &next);
        assert!(cities::berlin_brigade(&s, us) && cities::berlin_brigade(&s, uk));
        assert_eq!(supply(&s, us), supplied, "rules {rules}: in the city");
        assert_eq!(supply(&s, uk), supplied, "rules {rules}: beside it");
    }
}

/// [10.3.3.4] 2 the other way: only its own brigades, and only in or beside the city. A West German unit in
/// the cut-off city has no supply from it; a Berlin brigade two hexes out has none either.
#[test]
fn west_berlin_cut_off_supplies_no_one_else_and_nowhere_else() {
    let mut s = berlin_cut_off(cities::RULES);
    let wg = s.place("wg-1-83", "3007");
    assert!(!cities::berlin_brigade(&s, wg));
    assert_eq!(supply(&s, wg), (false, false));
    let wb = hex("3007");
    let far = (0..s.data().hexes.len() as HexId).find(|&h| s.data().distance(h, wb) == 2 && s.playable(h)).expect("a hex two out");
    let fr = s.place("fr-berlin", &name(far));
    assert_eq!(supply(&s, fr), (false, false));
}

/// [10.3.3.4]: linked again (the three cities free), the limits go: West Berlin is an ordinary supplied free
/// city, the West German unit in it supplied as in its home nation ([10.1.5]).
#[test]
fn west_berlin_linked_is_an_ordinary_free_city() {
    let mut s = at(cities::RULES);
    assert!(Ctx::new(&s).city(&s, Side::Nato, hex("3007")));
    let wg = s.place("wg-1-83", "3007");
    assert_eq!(supply(&s, wg), (true, true));
}

// ---- Conquered cities [10.3.3.5] ----

/// A hex within air cover of `city` (5 hexes) and more than 5 hexes from every free city of `side`.
fn covered_only_by(s: &State, side: Side, city: HexId) -> HexId {
    let d = s.data();
    let free: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&c| s.free_city_of(c, side)).collect();
    (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.distance(h, city) <= 5)
        .find(|&h| free.iter().all(|&c| d.distance(c, h) > 5))
        .expect("a hex only the conquered city covers")
}

/// [10.3.3.5], [11.0]: Lüneburg conquered by the Pact links to Schwerin (2412, a Pact free city; example #1
/// D's last link): supplied, it gives the Pact air cover. Under rules 11 a conquered city gave none.
#[test]
fn a_conquered_city_chained_to_a_free_city_gives_air_cover() {
    for (rules, near) in [(cities::RULES, true), (BEFORE, false)] {
        let mut s = at(rules);
        conquer(&mut s, "2615");
        assert_eq!(Ctx::new(&s).conquered(&s, Side::Wp, hex("2615")), near, "rules {rules}");
        let h = covered_only_by(&s, Side::Wp, hex("2615"));
        assert_eq!(Airspaces::new(&s).near(&s, Side::Wp, h), near, "rules {rules}: {}", name(h));
    }
}

/// [10.3.3.5] the other way: a conquered city whose links reach no city of its new owner (deep in the
/// west, among NATO's free cities) is not supplied and gives no cover.
#[test]
fn a_conquered_city_without_a_chain_is_not_supplied() {
    let mut s = at(cities::RULES);
    let d = s.data();
    let pact: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&c| s.free_city_of(c, Side::Wp)).collect();
    let west = (0..d.hexes.len() as HexId)
        .filter(|&c| s.free_city_of(c, Side::Nato) && s.playable(c))
        .max_by_key(|&c| pact.iter().map(|&p| d.distance(p, c)).min().unwrap_or(0))
        .expect("a NATO city");
    s.conquests.push(Conquest { hex: west, by: Side::Wp });
    assert!(!Ctx::new(&s).conquered(&s, Side::Wp, west), "{}", name(west));
}

// ---- Copenhagen conquered [10.3.3.6] ----

fn copenhagen(rules: u32) -> State {
    let mut s = at(rules);
    conquer(&mut s, "1310");
    s
}

/// [10.3.3.6]: the Pact's Copenhagen, by port supply, is a source for the Pact's units on its islands:
/// the 97th Guards in 1410 (example #2 D's hex, which had no line then) has movement and combat supply.
/// Under rules 11 it had none.
#[test]
fn copenhagen_conquered_supplies_the_pacts_units_on_its_islands() {
    for (rules, supplied) in [(cities::RULES, (true, true)), (BEFORE, (false, false))] {
        let mut s = copenhagen(rules);
        let u = s.place("su-97-abn", "1410");
        assert_eq!(supply(&s, u), supplied, "rules {rules}");
    }
}

/// [10.3.3.6] the other way: only its islands. A Pact unit on Funen, beside Odense (1415), across the Great
/// Belt, has no supply from it.
#[test]
fn copenhagen_conquered_does_not_supply_beyond_its_islands() {
    let mut s = copenhagen(cities::RULES);
    let c = cities::pact_copenhagen(&s).expect("the Pact's");
    let islands = cities::islands(&s, c);
    assert!(islands[hex("1410") as usize] && islands[hex("1811") as usize], "Sjælland, Falster and Lolland");
    assert!(!islands[hex("1415") as usize], "not Funen");
    let funen = beside(&s, "1415");
    let u = s.place("su-97-abn", &name(funen));
    assert!(!islands[funen as usize]);
    assert_eq!(supply(&s, u), (false, false));
}

/// [10.3.3.6], [10.3.3.2]: Copenhagen conquered but ringed at sea by NATO's zones has no port supply and
/// no link to a Pact free city: not supplied, it supplies no one.
#[test]
fn copenhagen_cut_off_from_the_sea_supplies_no_one() {
    let mut s = copenhagen(cities::RULES);
    let u = s.place("su-97-abn", "1410");
    let d = s.data().clone();
    let c = hex("1310");
    // A NATO unit beside each sea hex next to Copenhagen puts every one in a NATO zone.
    let mut posts: Vec<HexId> = vec![];
    for n in d.neighbours(c).filter(|&n| d.hexes[n as usize].all_sea || d.hexes[n as usize].coastal && n != hex("1410")) {
        if let Some(p) = d.neighbours(n).find(|&p| p != c && p != hex("1410") && s.playable(p) && !posts.contains(&p)) {
            posts.push(p);
        }
    }
    let keys = ["dk-z1", "dk-z2", "dk-j1", "dk-j2", "dk-j3", "dk-t1", "dk-t2", "dk-t3"];
    for (k, p) in keys.iter().zip(&posts) {
        s.place(k, &name(*p));
    }
    assert!(!Ctx::new(&s).conquered(&s, Side::Wp, c), "posts {:?}", posts.iter().map(|&p| name(p)).collect::<Vec<_>>());
    assert_eq!(supply(&s, u), (false, false));
}

/// [10.3.3.6]: the Baltic Corps HQ on Sjælland (1209, example #2 C's hex) traces to Copenhagen conquered;
/// under rules 11 it traced to no source there.
#[test]
fn copenhagen_conquered_is_the_baltic_corps_hqs_source() {
    for (rules, traces) in [(cities::RULES, true), (BEFORE, false)] {
        let mut s = copenhagen(rules);
        let hq = s.place("bc-hq", "1209");
        assert_eq!(hq_traces(&s, &Ctx::new(&s), hq), traces, "rules {rules}");
    }
}

/// [10.3.3.6]: "Copenhagen, once conquered, is supplied and contests airspace": near the Pact in its own
/// hex with no Pact unit about; not under rules 11.
#[test]
fn copenhagen_conquered_gives_air_cover() {
    for (rules, near) in [(cities::RULES, true), (BEFORE, false)] {
        let s = copenhagen(rules);
        assert_eq!(Airspaces::new(&s).near(&s, Side::Wp, hex("1310")), near, "rules {rules}");
    }
}

/// [10.3.3.6] (decision CS3): until Denmark surrenders Copenhagen supplies no other conquered Danish city —
/// Roskilde (1311), beside it, is not supplied through it; after the surrender it is.
#[test]
fn copenhagen_ends_no_danish_chain_until_denmark_surrenders() {
    let mut s = copenhagen(cities::RULES);
    conquer(&mut s, "1311");
    assert!(Ctx::new(&s).conquered(&s, Side::Wp, hex("1310")));
    assert!(!Ctx::new(&s).conquered(&s, Side::Wp, hex("1311")));
    s.surrendered.push("dk".into());
    assert!(Ctx::new(&s).conquered(&s, Side::Wp, hex("1311")));
}

// ---- The BALTAP zone [29.5.3] ----

/// A hex of the BALTAP command zone in West Germany, and one outside every NATO zone (East Germany).
fn zones(s: &State) -> (String, String) {
    let d = s.data();
    let baltap = (0..d.hexes.len() as HexId).find(|&h| s.playable(h) && d.hexes[h as usize].zone.as_deref() == Some("baltap") && d.hexes[h as usize].country.as_deref() == Some("frg")).expect("BALTAP");
    (name(baltap), "2711".into())
}

/// [29.5.3]: a 2nd Guards Tank Army division (NEGF) in the BALTAP zone may take its supply from the Baltic
/// Front's HQ and coordinate with the Baltic Front's units; outside the zone it may not; under rules 11 it
/// never could.
#[test]
fn a_pact_unit_in_baltap_counts_as_a_baltic_front_unit() {
    for rules in [cities::RULES, BEFORE] {
        let mut s = at(rules);
        let (inside, outside) = zones(&s);
        let baf_hq = s.place("baf-hq", &inside);
        let baf = s.place("su-baf-1-mrd", &inside);
        let negf = s.place("su-21-mrd", &inside);
        let new = rules >= cities::RULES;
        assert_eq!(baltap::as_baltic_front(&s, negf), new);
        assert_eq!(superior(&s, baf_hq, negf), new, "rules {rules}: supply through the BAF HQ");
        assert_eq!(coordinates(&s, &[baf], negf), new, "rules {rules}: one front");
        s.place("su-21-mrd", &outside);
        assert!(!superior(&s, baf_hq, negf) && !coordinates(&s, &[baf], negf), "outside the zone");
        // Its own front still counts ("may"): with a NEGF unit it coordinates as before.
        let other = s.place("su-16-td", &inside);
        assert!(coordinates(&s, &[other], negf));
    }
}

/// [29.5.3]: "except in Extended Buildup": the same position in a scenario keyed `extended_buildup` (an
/// owner's pack) keeps every unit in its own front.
#[test]
fn extended_buildup_keeps_the_fronts_apart() {
    let mut s = at(cities::RULES);
    let mut data = s.data().clone();
    data.scenarios[s.sc].key = baltap::EXTENDED_BUILDUP.into();
    s.pack = PackRef(Arc::new(Pack { data, name: "fixture".into(), hash: "fixture".into() }));
    let (inside, _) = zones(&s);
    let baf_hq = s.place("baf-hq", &inside);
    let baf = s.place("su-baf-1-mrd", &inside);
    let negf = s.place("su-21-mrd", &inside);
    assert!(!baltap::as_baltic_front(&s, negf));
    assert!(!superior(&s, baf_hq, negf) && !coordinates(&s, &[baf], negf));
}

// ---- Inland ports [16.2.1.1] ----

/// IP1: Hamburg's Elbe downstream runs from its own hexside 2417-2418 to the estuary; the hexsides above the
/// city (2417-2517, 2417-2518, 2416-2516) are upstream.
#[test]
fn hamburgs_river_downstream_runs_to_the_estuary() {
    let s = state();
    let d = s.data();
    assert!(inland_port::inland(d, hex("2417")) && inland_port::inland(d, hex("2720")) && inland_port::inland(d, hex("2504")));
    assert!(!inland_port::inland(d, hex("1310")), "Copenhagen is a coastal port");
    let down = inland_port::downstream(d, hex("2417"));
    for h in ["2418", "2318", "2219"] {
        assert!(down.contains(&hex(h)), "{h}");
    }
    for h in ["2517", "2518", "2516"] {
        assert!(!down.contains(&hex(h)), "{h} is upstream");
    }
}

/// Hamburg held by the Pact after Denmark's fall (the North Sea open to its ships, [16.2.5]), the Polish 7th
/// Marine in 2417 with a sealift command ready, the Baltic Corps HQ in 2318 on the estuary.
fn hamburg(rules: u32) -> (State, UnitId) {
    let mut s = at(rules);
    let danish: Vec<HexId> = (0..s.data().hexes.len() as HexId).filter(|&h| s.data().hexes[h as usize].city.is_some() && s.data().hexes[h as usize].country.as_deref() == Some("dk")).collect();
    for h in danish {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    s.surrendered.push("dk".into());
    conquer(&mut s, "2417");
    conquer(&mut s, "2416");
    let commands: Vec<usize> = (0..s.data().units.len()).filter(|&c| s.data().units[c].sealift && s.data().units[c].side == Side::Wp).collect();
    for c in commands {
        s.units[c].loc = Loc::Transport;
    }
    let m = s.place("pl-7-mar", "2417");
    // Its HQ across the estuary supplies the coast about it ([10.4.2]) and keeps the airspace contested.
    s.place("bc-hq", "2318");
    (s, m)
}

/// [16.2.1.1] 1: a NATO unit beside the Elbe downstream of Hamburg (2219, in the estuary, out of reach of
/// the port's own hex) closes the port: the marine may not sail out. Without it, or under rules 11, it may.
#[test]
fn an_enemy_unit_on_the_river_below_an_inland_port_closes_it() {
    let (s, m) = hamburg(cities::RULES);
    assert!(!transport::sea_routes(&s, m).is_empty(), "open: the marine may sail out");
    for (rules, closed) in [(cities::RULES, true), (BEFORE, false)] {
        let (mut s, m) = hamburg(rules);
        s.place("wg-1-83", "2219");
        assert_eq!(transport::sea_routes(&s, m).is_empty(), closed, "rules {rules}");
    }
}

/// [16.2.1.1] 2: the port's city not supplied closes it: Hamburg conquered by the Pact is open while it
/// chains to a Pact free city ([10.3.3.5]), closed once every Pact city is held by NATO.
#[test]
fn an_inland_port_whose_city_is_not_supplied_is_closed() {
    let mut s = at(cities::RULES);
    conquer(&mut s, "2417");
    conquer(&mut s, "2416");
    assert!(inland_port::open(&s, &Ctx::new(&s), Side::Wp, hex("2417")));
    let pact: Vec<HexId> = (0..s.data().hexes.len() as HexId).filter(|&c| s.free_city_of(c, Side::Wp)).collect();
    for c in pact {
        s.conquests.push(Conquest { hex: c, by: Side::Nato });
    }
    let ctx = Ctx::new(&s);
    assert!(!ctx.conquered(&s, Side::Wp, hex("2417")));
    assert!(!inland_port::open(&s, &ctx, Side::Wp, hex("2417")));
}

// ---- The Baltic Corps HQ sailing [16.2.4] ----

fn sail_from(rules: u32, from: &str) -> State {
    let mut s = at(rules);
    let hq = s.place("bc-hq", from);
    s.place("pl-7-mar", "1209");
    s.units[hq as usize].hq_oos = true;
    transport::fly(&mut s, hq, Route { hex: hex("1209"), kind: Kind::Landing, enemy_air: false, ezoc: false });
    s
}

/// [16.2.4]: the Baltic Corps HQ sailing from a friendly port (Rostock, 2111) is supplied for the turn: its
/// Out of Supply marker goes, so it gives combat supply in this turn's battles. Under rules 11 it stayed.
#[test]
fn the_baltic_corps_hq_sailing_from_a_friendly_port_is_supplied() {
    for (rules, oos) in [(cities::RULES, false), (BEFORE, true)] {
        let s = sail_from(rules, "2111");
        let hq = s.data().unit("bc-hq").unwrap() as UnitId;
        assert_eq!(s.units[hq as usize].hq_oos, oos, "rules {rules}");
        assert_eq!(logged(&s, "nato.corps_sails_supplied"), !oos);
    }
}

/// [16.2.4] the other way: sailing from a coastal hex that is no port leaves it as it was.
#[test]
fn the_baltic_corps_hq_sailing_from_a_beach_stays_out_of_supply() {
    let s0 = state();
    let beach = (0..s0.data().hexes.len() as HexId)
        .find(|&h| s0.playable(h) && s0.data().hexes[h as usize].coastal && s0.data().hexes[h as usize].port.is_none() && s0.data().hexes[h as usize].country.as_deref() == Some("gdr"))
        .expect("an East German beach");
    let s = sail_from(cities::RULES, &name(beach));
    let hq = s.data().unit("bc-hq").unwrap() as UnitId;
    assert!(s.units[hq as usize].hq_oos);
}


