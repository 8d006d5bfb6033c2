//! Port-to-port (DF 7.1.2) under Overlord's naval supremacy (DF 14): the West sails every sea but the
//! Baltic and the Black Sea, to friendly ports or its land areas; the Soviets and OKH the Baltic and the
//! Black Sea at +1 initiative; 6 steps an order; no port-to-port without the naval icon, nor where no
//! fleet gives the seas (the pack places none outside Overlord).

use engine::games::downfall::data::{Faction, Ideology};
use engine::games::downfall::ports;
use engine::games::downfall::state::Loc;

use super::common::*;

fn west_in_uk(s: &engine::games::downfall::state::State) -> Vec<String> {
    (0..s.units.len())
        .filter(|&u| s.units[u].loc == Loc::Area("uk".into()) && s.faction(u) == Faction::West && s.is_combat(u) && s.utype(u).armored())
        .map(|u| s.data().units[u].key.clone())
        .collect()
}

#[test]
fn overlord_west_sails_from_the_uk_to_a_friendly_port() {
    let mut s = start("overlord", 1);
    let naples = hex("2119");
    assert_eq!(s.cities[&naples], Ideology::Western, "south of the Overlord line");
    let brest = hex("3209");
    s.cities.insert(brest, Ideology::Axis);
    let mut uk: Vec<usize> = (0..s.units.len())
        .filter(|&u| s.units[u].loc == Loc::Area("uk".into()) && s.faction(u) == Faction::West && s.is_combat(u) && s.data().units[u].back.is_some_and(|b| b.armored()))
        .collect();
    assert!(!uk.is_empty(), "Western units wait in the UK");
    let u = uk.remove(0);
    // An armoured unit, so the Western 3 Redeploy (armoured, naval, airborne) activates it.
    let d = s.data().units[u].clone();
    if d.back.is_some_and(|b| b.armored()) {
        s.units[u].flipped = true;
    }
    let key = d.key.clone();
    set_track(&mut s, &["w-ops-1"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-1:redeploy");
    assert!(!west_in_uk(&s).is_empty());
    act(&mut s, &format!("unit {key}"));
    assert!(offered(&s, "sail 2119"), "Naples through the Atlantic and the Mediterranean");
    assert!(!offered(&s, "sail 3209"), "Brest is Axis");
    assert!(offered(&s, "sail usa"), "a Western land area");
    let before = s.init[0];
    act(&mut s, "sail 2119");
    assert_eq!(s.units[u].loc, Loc::Hex(naples));
    assert_eq!(s.init[0], before, "no initiative for the West");
    assert!(!offered(&s, &format!("unit {key}")), "it used all its movement");
}

#[test]
fn overlord_soviets_pay_for_the_black_sea_until_the_romanians_are_gone() {
    let mut s = start("overlord", 1);
    assert_eq!(ports::sea_use(&s, Faction::Soviet, "black_sea"), Some(1));
    assert_eq!(ports::sea_use(&s, Faction::Okh, "black_sea"), Some(1));
    assert_eq!(ports::sea_use(&s, Faction::Soviet, "western_med"), None);
    assert_eq!(ports::sea_use(&s, Faction::Okw, "western_med"), None);
    assert_eq!(ports::sea_use(&s, Faction::West, "black_sea"), None);
    for u in 0..s.units.len() {
        if s.data().units[u].nationality == "romanian" {
            s.units[u].loc = Loc::Gone;
        }
    }
    assert_eq!(ports::sea_use(&s, Faction::Soviet, "black_sea"), Some(0));
    assert_eq!(ports::sea_use(&s, Faction::Okh, "black_sea"), None);
    // The Baltic fleet leaves with Königsberg.
    let k = s.data().hexes.values().find(|x| x.city.as_deref() == Some("konigsberg")).unwrap().id;
    s.cities.insert(k, Ideology::Soviet);
    assert_eq!(ports::sea_use(&s, Faction::Soviet, "baltic_sea"), Some(0));
    assert_eq!(ports::sea_use(&s, Faction::Okh, "baltic_sea"), None);
}

#[test]
fn no_fleets_no_port_to_port_outside_overlord() {
    let mut s = start("campaign", 1);
    // No naval unit at sea (rules 3 sets them up; naval.rs tests them): no sea area is usable.
    clear(&mut s);
    for sea in ["north_atlantic", "western_med", "black_sea", "baltic_sea"] {
        for f in [Faction::West, Faction::Soviet, Faction::Okh, Faction::Okw] {
            assert_eq!(ports::sea_use(&s, f, sea), None);
        }
    }
}

/// DF 7.1.2 (L1170): at most 6 steps port-to-port in one order.
#[test]
fn six_steps_an_order() {
    let mut s = start("overlord", 1);
    set_track(&mut s, &["w-ops-2"]);
    s.init = [10, 40, 40, 40];
    choosing(&mut s, Faction::West);
    act(&mut s, "take w-ops-2:redeploy");
    let uk: Vec<usize> = (0..s.units.len()).filter(|&u| s.units[u].loc == Loc::Area("uk".into()) && s.faction(u) == Faction::West && s.is_combat(u) && s.utype(u).infantry()).collect();
    let mut sailed = 0u32;
    for u in uk {
        let key = s.data().units[u].key.clone();
        if !offered(&s, &format!("unit {key}")) {
            continue;
        }
        act(&mut s, &format!("unit {key}"));
        if offered(&s, "sail usa") {
            sailed += s.units[u].steps as u32;
            act(&mut s, "sail usa");
        } else {
            act(&mut s, "done");
        }
    }
    assert!(sailed <= 6, "{sailed} steps sailed");
    assert!(sailed > 0);
}
