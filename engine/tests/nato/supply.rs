//! Supply ([10.0]) by the seed's supply examples #1 and #2 (L1622–1650), and the Rhine victory's region
//! ([34.1.1]).

use engine::games::nato::data::{row_hex, HexId, Side, GRID};
use engine::games::nato::state::{State, UnitId};
use engine::games::nato::supply::{city_supplied, hq_traces, supplied_hqs, unit_supply, Ctx};
use engine::games::nato::turn::beyond_the_rhine;
use engine::games::nato::zoc::Board;

use super::common::{hex, state};

fn supply_of(s: &State, u: UnitId) -> (bool, bool) {
    let hqs = supplied_hqs(s, s.side(u));
    unit_supply(s, &Ctx::new(s), u, &hqs)
}

/// Rings `h` with Pact zones: two Pact units on opposite neighbours (their zones cover all six, the sea
/// hexes too).
fn ring(s: &mut State, h: &str, keys: [&str; 2]) {
    let n = GRID.neighbours(row_hex(hex(h)));
    for (k, x) in keys.iter().zip([n[0], n[1]]) {
        s.place(k, &x.id());
    }
}

fn city_hex(s: &State, name: &str) -> HexId {
    (0..s.data().hexes.len() as HexId).find(|&h| s.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.key == name)).unwrap()
}

/// #1 A, L1625 ([10.1.7]): the WG 31st Panzergrenadier Brigade in Groningen (2626), an allied nation,
/// has movement supply from the free city it stands in, and no combat supply without a WG HQ in range.
#[test]
fn sup1a_allied_nation_movement_supply_only() {
    let mut s = state();
    let u = s.place("wg-31-83", "2626");
    assert!(city_supplied(&s, &Board::new(&s), Side::Nato, hex("2626")));
    assert_eq!(supply_of(&s, u), (true, false));
    // A WG corps HQ within its range gives both ([10.4.2]).
    s.place("wg1-hq", "2625");
    assert_eq!(supply_of(&s, u), (true, true));
}

/// #1 B, C, L1626–1627 ([10.3.2.1], [10.4.2]): the UK I Corps HQ traces to the port of Delfzijl (2526)
/// and is supplied; the 7th Armoured Brigade within its range of 3 has both supplies.
#[test]
fn sup1bc_uk_hq_by_a_port() {
    let mut s = state();
    let hq = s.place("uk1-hq", "2527");
    assert!(hq_traces(&s, &Ctx::new(&s), hq));
    let u = s.place("uk-7-83", "2528");
    assert_eq!(supply_of(&s, u), (true, true));
    // Out of the HQ's range and out of NL's cities' reach it has neither... in the Netherlands it still
    // has movement supply from a Dutch free city.
    s.units[hq as usize].hq_oos = true;
    assert_eq!(supply_of(&s, u), (true, false));
}

/// #1 F, L1630 ([10.3.3], [10.3.3.2]): the 53rd Home Defence Brigade in Bremerhaven (2420), ringed by Pact
/// zones that also cover the sea: the city links to no free city and has no port supply; the brigade is
/// unsupplied.
#[test]
fn sup1f_bremerhaven_ringed() {
    let mut s = state();
    let u = s.place("wg-hsch-53", "2420");
    assert!(city_supplied(&s, &Board::new(&s), Side::Nato, hex("2420")), "free, Bremerhaven is supplied");
    ring(&mut s, "2420", ["pl-7-mar", "su-336-nav"]);
    assert!(!city_supplied(&s, &Board::new(&s), Side::Nato, hex("2420")));
    assert_eq!(supply_of(&s, u), (false, false));
}

/// #1 G, L1631–1635 ([10.3.3.2]): Bremen (2720) is an inland port: ringed, it is no source, and the US
/// brigade in it (outside its home nation, no HQ) is unsupplied.
#[test]
fn sup1g_bremen_inland_port() {
    let mut s = state();
    let us = s.data().units.iter().find(|u| u.nation == "us" && u.name_en.contains("2AD")).unwrap().key.clone();
    let u = s.place(&us, "2720");
    assert!(!s.data().hexes[hex("2720") as usize].port_coastal);
    ring(&mut s, "2720", ["su-16-td", "su-21-mrd"]);
    assert!(!city_supplied(&s, &Board::new(&s), Side::Nato, hex("2720")));
    assert_eq!(supply_of(&s, u), (false, false));
}

/// #1 H, L1637 ([10.3.3.1]): West German units in both Hamburg hexes, ringed by Pact zones, are supplied:
/// each city hex links to the other.
#[test]
fn sup1h_hamburg_supplies_itself() {
    let mut s = state();
    let a = s.place("wg-hsch-63", "2417");
    let b = s.place("wg-1-83", "2416");
    for h in ["2417", "2416"] {
        for x in GRID.neighbours(row_hex(hex(h))) {
            let id = x.id();
            if id != "2417" && id != "2416" && s.playable(hex(&id)) && s.units_in(hex(&id)).next().is_none() {
                let free = s.data().units.iter().enumerate().find(|(i, u)| u.side == Side::Wp && s.units[*i].loc == engine::games::nato::state::Loc::Out && s.data().types[u.ty].class.maneuver() && s.data().types[u.ty].full.0 > 0).map(|(_, u)| u.key.clone()).unwrap();
                s.place(&free, &id);
            }
        }
    }
    assert_eq!(supply_of(&s, a), (true, true));
    assert_eq!(supply_of(&s, b), (true, true));
}

/// #1 I, L1638 ([10.1.8]): Pact airborne regiments in West Germany (2317, 2516) with no HQ in reach are
/// unsupplied, though Schwerin is within 10 hexes: a home city supplies only units at home.
#[test]
fn sup1i_enemy_nation_needs_an_hq() {
    let mut s = state();
    let a = s.place("su-97-abn", "2317");
    let b = s.place("su-119-abn", "2516");
    assert!(s.data().distance(hex("2317"), hex("2412")) <= 10);
    assert_eq!(supply_of(&s, a), (false, false));
    assert_eq!(supply_of(&s, b), (false, false));
}

/// #1 J, L1639 ([10.1.6]): the 34th Artillery Division (North) at 2814, in the GDR, traces to Schwerin:
/// both supplies.
#[test]
fn sup1j_home_nation_by_a_city() {
    let mut s = state();
    let u = s.place("su-34-arty", "2814");
    assert_eq!(s.data().hexes[hex("2814") as usize].country.as_deref(), Some("gdr"));
    assert_eq!(supply_of(&s, u), (true, true));
}

/// #2 A, L1647 ([10.2.4], [10.3.2.2]): the LANDZEALAND HQ at 1512 traces over the Danish Ferry to Odense
/// (1415), which links to Esbjerg (1420): supplied.
#[test]
fn sup2a_lz_over_the_ferry() {
    let mut s = state();
    let hq = s.place("lz-hq", "1512");
    assert!(hq_traces(&s, &Ctx::new(&s), hq));
    assert!(city_supplied(&s, &Board::new(&s), Side::Nato, city_hex(&s, "odense")));
}

/// #2 B, L1648 ([10.3.3]): the Danish 2nd Zealand Brigade in Copenhagen (1310), ringed by Pact zones that
/// cover the sea too: no link, no port supply: unsupplied.
#[test]
fn sup2b_copenhagen_ringed() {
    let mut s = state();
    let u = s.place("dk-z2", "1310");
    assert_eq!(supply_of(&s, u), (true, true), "free, Copenhagen supplies its brigade");
    ring(&mut s, "1310", ["su-97-abn", "su-108-abn"]);
    assert_eq!(supply_of(&s, u), (false, false));
}

/// [34.1.1]: the region west of the Rhine and south of the Waal holds Aachen and Bonn's... side of the
/// river as the map draws it, Belgium and France; not Frankfurt, Hamburg or Amsterdam (north of the Waal).
#[test]
fn the_rhine_region() {
    let s = state();
    let r = beyond_the_rhine(&s);
    for city in ["aachen"] {
        assert!(r[city_hex(&s, city) as usize], "{city} lies west of the Rhine");
    }
    for city in ["frankfurt", "hamburg", "amsterdam", "utrecht"] {
        assert!(!r[city_hex(&s, city) as usize], "{city} does not");
    }
}

/// ATK-1, L2652 ([25.2.3], [25.3.1.1]): a disrupted and Combat-OOS attacker attacks at ¼; either alone at ½.
#[test]
fn atk1_disrupted_and_out_of_supply() {
    let mut s = state();
    let u = s.place("su-16-td", "2508");
    let t = hex("2507");
    let base = engine::games::nato::combat::odds::attack_factor(&s, u, t);
    s.units[u as usize].coos = true;
    assert_eq!(engine::games::nato::combat::odds::attack_factor(&s, u, t), base * 0.5);
    s.units[u as usize].disrupted = true;
    assert_eq!(engine::games::nato::combat::odds::attack_factor(&s, u, t), base * 0.25);
}

/// [10.5.3]: a Movement-OOS unit moves with half its MA, rounded down (a minimum move aside).
#[test]
fn movement_oos_halves_the_ma() {
    let mut s = state();
    let u = s.place("wg-2-83", "3321");
    let far = |s: &State| engine::games::nato::movement::destinations(s, u).iter().filter(|d| d.path.len() > 1).map(|d| d.cost).max().unwrap_or(0);
    assert!(far(&s) > 3);
    s.units[u as usize].moos = true;
    assert!(far(&s) <= 3, "MA 6 halved is 3");
}
