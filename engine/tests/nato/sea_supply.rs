//! The Baltic Corps and its sea supply ([10.9], rules version 11): the seed's supply example #2 C
//! (L1649), then each part of the rule read both ways. Dice are scripted.

use engine::games::nato::air::airspace::{Airspace, Airspaces};
use engine::games::nato::data::{row_hex, HexId, Side, GRID};
use engine::games::nato::sea_supply::{self, RULES};
use engine::games::nato::state::{Conquest, State, Step, UnitId};
use engine::games::nato::supply::{hq_traces, superior, supplied_hqs, unit_supply, Ctx};
use engine::games::nato::resupply;

use super::common::{dice, hex, settle, state};

/// The Pact's HQ Supply Phase and Movement Supply Segment of GT 3 (The Long Fortnight: the Strategic
/// Surprise column), under `rules`.
fn phase(s: &mut State) {
    s.steps = vec![Step::Movement(Side::Wp), Step::Supply];
    settle(s);
}

fn fixture(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 3;
    s.player = Side::Wp;
    s
}

/// Example #2 C's position (L1649): the Baltic Corps HQ and the Polish 7th Marine in 1209, the 336th in
/// 1210, the Danish 2nd Zealand Brigade in Copenhagen (1310, example #2 B) putting 1209 in a NATO zone.
/// They landed earlier and were supplied by sea then: none gives air cover ([10.9.3]), so 1209 is in the
/// Pact's enemy airspace, as the example says.
fn sup2c(rules: u32) -> (State, UnitId, UnitId, UnitId) {
    let mut s = fixture(rules);
    let hq = s.place("bc-hq", "1209");
    let pl7 = s.place("pl-7-mar", "1209");
    let n336 = s.place("su-336-nav", "1210");
    s.place("dk-z2", "1310");
    for u in [hq, pl7, n336] {
        s.units[u as usize].sea = true;
    }
    (s, hq, pl7, n336)
}

fn logged(s: &State, id: &str) -> bool {
    s.log.to_vec().iter().any(|e| e.id == id)
}

/// #2 C (L1649): the HQ traces no line to a source; on a Baltic coastal hex it rolls for a virtual sea
/// supply point: enemy airspace, GT 3 of the Strategic Surprise column, value 5, −1 for the enemy zone;
/// 3 + 5 = 8, modified 7 > 5: supplied. It then gives movement and combat supply to the 7th Marine in its
/// hex and the 336th in 1210.
#[test]
fn sup2c_sea_supply_reaches_the_baltic_corps() {
    let (mut s, hq, pl7, n336) = sup2c(RULES);
    assert!(!hq_traces(&s, &Ctx::new(&s), hq), "in Denmark, with no land line to a source");
    assert!(sea_supply::coast(&s, hex("1209")));
    assert_eq!(Airspaces::new(&s).of(&s, Side::Wp, hex("1209")), Airspace::Enemy);
    assert_eq!(resupply::interception(&s, Side::Wp, hex("1209")), (Some(5), true));
    dice(&mut s, &[3, 5]);
    phase(&mut s);
    let e = s.log.to_vec().into_iter().find(|e| e.id == "nato.sea_supply_arrives").expect("the roll is logged");
    assert_eq!(&e.args[2..], &[engine::Arg::Num(8), engine::Arg::Num(7), engine::Arg::Num(5)]);
    assert!(!s.units[hq as usize].hq_oos, "supplied until the next Pact HQ Supply Phase");
    assert!(s.units[hq as usize].sea);
    for u in [pl7, n336] {
        assert!(!s.units[u as usize].moos, "{}: movement supply through the HQ", s.key(u));
        assert_eq!(unit_supply(&s, &Ctx::new(&s), u, &supplied_hqs(&s, Side::Wp)), (true, true));
        assert!(s.units[u as usize].sea, "[10.9.3]: supplied through sea supply");
    }
}

/// [10.9.2] the other way: at or below the value the point is sunk — 1 + 5 = 6, modified 5 — and the HQ is
/// Out of Supply; its units, in an enemy nation, lose their movement supply. One attempt a phase
/// (decision SS2): the Movement Phase follows.
#[test]
fn an_intercepted_sea_supply_leaves_the_hq_out_of_supply() {
    let (mut s, hq, pl7, n336) = sup2c(RULES);
    dice(&mut s, &[1, 5]);
    phase(&mut s);
    assert!(logged(&s, "nato.sea_supply_intercepted"));
    assert!(s.units[hq as usize].hq_oos && !s.units[hq as usize].sea);
    for u in [pl7, n336] {
        assert!(s.units[u as usize].moos && !s.units[u as usize].sea);
    }
    assert_eq!(s.log.to_vec().iter().filter(|e| e.id.starts_with("nato.sea_supply")).count(), 1);
    assert!(s.chance.script.dice.is_empty());
}

/// [17.1.2]: the −1 is the enemy zone's: with the Danish brigade in 1411 instead (not beside 1209), the
/// same 1 + 5 = 6 beats the 5.
#[test]
fn the_minus_one_is_the_enemy_zone_s() {
    let mut s = fixture(RULES);
    let hq = s.place("bc-hq", "1209");
    let pl7 = s.place("pl-7-mar", "1209");
    s.place("dk-z2", "1411");
    for u in [hq, pl7] {
        s.units[u as usize].sea = true;
    }
    assert_eq!(resupply::interception(&s, Side::Wp, hex("1209")), (Some(5), false));
    dice(&mut s, &[1, 5]);
    phase(&mut s);
    assert!(logged(&s, "nato.sea_supply_arrives"));
    assert!(!s.units[hq as usize].hq_oos && !s.units[pl7 as usize].moos);
}

/// [10.9.2]: only on a coastal hex of the Baltic: on Jutland's North Sea coast (0920) or inland on Zealand
/// (1411) there is no roll and the HQ is Out of Supply.
#[test]
fn not_on_a_north_sea_or_inland_hex() {
    for at in ["0920", "1411"] {
        let mut s = fixture(RULES);
        let hq = s.place("bc-hq", at);
        assert!(!hq_traces(&s, &Ctx::new(&s), hq));
        assert!(!sea_supply::coast(&s, hex(at)));
        dice(&mut s, &[6, 6]);
        phase(&mut s);
        assert!(!logged(&s, "nato.sea_supply_arrives") && s.chance.script.dice.len() == 2, "{at}: no roll");
        assert!(s.units[hq as usize].hq_oos, "{at}");
    }
}

/// Denmark surrendered with every Danish city the Pact's.
fn denmark_conquered(s: &mut State) {
    s.surrendered.push("dk".into());
    for h in 0..s.data().hexes.len() as HexId {
        let x = &s.data().hexes[h as usize];
        if x.city.is_some() && x.country.as_deref() == Some("dk") {
            s.conquests.push(Conquest { hex: h, by: Side::Wp });
        }
    }
}

/// [10.9.2.1]: the North Sea's coast too once the Pact has conquered Denmark and NATO holds no Danish city;
/// with Esbjerg still NATO's, not.
#[test]
fn the_north_sea_once_denmark_is_conquered() {
    let mut s = fixture(RULES);
    let hq = s.place("bc-hq", "0920");
    denmark_conquered(&mut s);
    assert!(!hq_traces(&s, &Ctx::new(&s), hq));
    assert!(sea_supply::coast(&s, hex("0920")));
    dice(&mut s, &[6, 6]);
    phase(&mut s);
    assert!(logged(&s, "nato.sea_supply_arrives"));
    assert!(!s.units[hq as usize].hq_oos);

    let mut s = fixture(RULES);
    let hq = s.place("bc-hq", "0920");
    denmark_conquered(&mut s);
    let esbjerg = (0..s.data().hexes.len() as HexId).find(|&h| s.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.key == "esbjerg")).unwrap();
    s.conquests.retain(|c| c.hex != esbjerg);
    assert!(!sea_supply::coast(&s, hex("0920")), "NATO holds a Danish city");
    dice(&mut s, &[6, 6]);
    phase(&mut s);
    assert!(s.units[hq as usize].hq_oos);
    // And Denmark not surrendered: its cities all taken is not enough.
    let mut s = fixture(RULES);
    denmark_conquered(&mut s);
    s.surrendered.clear();
    assert!(!sea_supply::coast(&s, hex("0920")));
}

/// [10.9.3] both ways, on Kiel Bay's coast (1717, seven hexes from the nearest Pact city): with a land line
/// to a GDR source the HQ and the 7th Marine with it give the Pact air cover there; ringed by West German
/// zones the HQ is supplied by sea, and neither gives any.
#[test]
fn sea_supplied_units_give_no_air_cover() {
    let mut s = fixture(RULES);
    let hq = s.place("bc-hq", "1717");
    let pl7 = s.place("pl-7-mar", "1717");
    assert!(hq_traces(&s, &Ctx::new(&s), hq));
    phase(&mut s);
    assert!(!logged(&s, "nato.sea_supply_arrives"), "no sea supply with a land line");
    assert!(!s.units[pl7 as usize].moos && !s.units[pl7 as usize].sea && !s.units[hq as usize].sea);
    assert!(Airspaces::new(&s).near(&s, Side::Wp, hex("1717")), "a land-supplied HQ's units give cover");

    let mut s = fixture(RULES);
    let hq = s.place("bc-hq", "1717");
    let pl7 = s.place("pl-7-mar", "1717");
    let n = GRID.neighbours(row_hex(hex("1717")));
    s.place("wg-1-83", &n[0].id());
    s.place("wg-2-83", &n[1].id());
    assert!(!hq_traces(&s, &Ctx::new(&s), hq), "ringed by zones");
    dice(&mut s, &[6, 6]);
    phase(&mut s);
    assert!(logged(&s, "nato.sea_supply_arrives"));
    assert!(!s.units[pl7 as usize].moos && s.units[pl7 as usize].sea && s.units[hq as usize].sea);
    assert!(!Airspaces::new(&s).near(&s, Side::Wp, hex("1717")), "[10.9.3]: sea-supplied units give none");
}

/// [10.4.4.4], [10.9.1], [10.4.4.2], [29.6.1] (decision SS5): the Baltic Corps HQ supplies the Baltic Corps, the 37th
/// Air Assault Brigade and independent airborne regiments, not the Baltic Front's divisions nor the
/// independent border regiments; the Baltic Front HQ supplies all of its front. Rules 10 kept the front's
/// reading for the Baltic Corps HQ too.
#[test]
fn the_baltic_corps_hq_s_subordinates() {
    let s = fixture(RULES);
    let u = |k: &str| s.data().unit(k).unwrap() as UnitId;
    let (bc, baf) = (u("bc-hq"), u("baf-hq"));
    for k in ["su-138-tk", "su-336-nav", "pl-7-mar", "su-37-aslt", "su-97-abn"] {
        assert!(superior(&s, bc, u(k)), "{k}");
    }
    for k in ["su-baf-1-mrd", "su-baf-40-td", "gdr-gr-1", "pl-6-abn"] {
        assert!(!superior(&s, bc, u(k)), "{k}");
    }
    for k in ["su-138-tk", "su-37-aslt", "su-baf-1-mrd"] {
        assert!(superior(&s, baf, u(k)), "{k}");
    }
    let old = fixture(RULES - 1);
    assert!(superior(&old, bc, u("su-baf-1-mrd")) && superior(&old, bc, u("gdr-gr-1")));
}

/// [10.9.1]: after the Pact's automatic supply (GT 8) the Baltic Corps HQ needs no supply point: with none
/// left the Baltic Front HQ is Out of Supply and the Baltic Corps HQ, tracing its line, is not.
#[test]
fn no_supply_point_for_the_baltic_corps() {
    // GT 8's HQ Supply Phase with `points` left: (the Baltic Front HQ out of supply, the Baltic Corps HQ out
    // of supply, the points left).
    let gt8 = |points: i32| {
        let mut s = fixture(RULES);
        s.turn = 8;
        s.supply_points = points;
        let bc = s.place("bc-hq", "2313");
        let baf = s.place("baf-hq", "2412");
        phase(&mut s);
        (s.units[baf as usize].hq_oos, s.units[bc as usize].hq_oos, s.supply_points)
    };
    assert_eq!(gt8(0), (true, false, 0));
    // With one point the front pays it and the corps takes none.
    assert_eq!(gt8(1), (false, false, 0));
}

/// Rules version 10 records replay without it: example #2 C's HQ rolls nothing and is Out of Supply.
#[test]
fn rules_10_has_no_sea_supply() {
    let (mut s, hq, pl7, _) = sup2c(RULES - 1);
    for u in [hq, pl7] {
        s.units[u as usize].sea = false;
    }
    dice(&mut s, &[3, 5]);
    phase(&mut s);
    assert!(!s.log.to_vec().iter().any(|e| e.id.starts_with("nato.sea_supply")));
    assert!(s.units[hq as usize].hq_oos && s.units[pl7 as usize].moos && !s.units[hq as usize].sea);
}
