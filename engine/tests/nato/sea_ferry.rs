//! The sea ferry ([14.2]), the sea entries ([33.2.5]) and CONUS interception ([33.2.6]), rules version 6:
//! each rule read both ways. The seed has no worked example of the sea ferry (its interception example,
//! L2077–2089, is of transport and drops). Ports and capacities are the reconstruction's (hexes.tsv, data
//! decision 38): Kiel 2016 (3), Copenhagen 1310 (4), Roskilde 1311 (1), Rostock 2111 (3), Wismar 2212 (2),
//! Cuxhaven 2220 (2), Bremerhaven 2420 (4), Hamburg 2417 (6, inland on the Elbe), Bremen 2720 (4, inland
//! on the Weser). Airspace comes from the free cities; dice are scripted.

use engine::games::nato::actions::Action;
use engine::games::nato::data::{hex_name, SeaArea, Side};
use engine::games::nato::ferry;
use engine::games::nato::game::Nato;
use engine::games::nato::movement;
use engine::games::nato::state::{Conquest, Loc, State, Step, UnitId};
use engine::Game;

use super::common::{dice, hex, settle, state};

fn actions(s: &State) -> Vec<Action> {
    Nato::prompt(s).actions
}

/// A rules-6 state on turn 3 (the Long Fortnight: NATO's friendly interception value 3) in `side`'s Air
/// and Sea Movement Segment with its Ground Movement to follow.
fn segment(side: Side) -> State {
    let mut s = state();
    s.rules = ferry::SEA;
    s.turn = 3;
    s.player = side;
    s.steps = vec![Step::Movement(side), Step::Ferry { side, passed: vec![], ports: vec![] }];
    s
}

fn unit(s: &State, key: &str) -> UnitId {
    s.data().unit(key).unwrap_or_else(|| panic!("no unit {key}")) as UnitId
}

fn sail_to(s: &State, u: UnitId) -> Vec<String> {
    ferry::sea_destinations(s, u).iter().map(|d| hex_name(d.hex)).collect()
}

/// [14.2], [14.2.2]: any ground unit (a leg brigade, no "A") in a port sails to friendly ports only, by a
/// path of coastal and all-sea hexes of any length; never to an inland hex or a city that is not a port.
#[test]
fn the_sea_ferry_goes_port_to_port() {
    let mut s = segment(Side::Nato);
    let u = s.place("nl-53", "2420"); // Bremerhaven
    assert!(actions(&s).contains(&Action::Select(u)), "a leg brigade in a port may ferry by sea");
    let dests = ferry::sea_destinations(&s, u);
    let names = sail_to(&s, u);
    for p in ["2220", "2422", "3030", "3232"] {
        assert!(names.contains(&p.to_string()), "{p} in {names:?}");
    }
    for d in &dests {
        let h = &s.data().hexes[d.hex as usize];
        assert!(h.port.is_some() && s.city_controller(d.hex) == Some(Side::Nato), "a friendly port");
        for &x in &d.path {
            let xh = &s.data().hexes[x as usize];
            assert!(xh.all_sea || xh.coastal || s.data().waterway[x as usize], "{} is no sea lane", hex_name(x));
        }
    }
    assert!(dests.iter().any(|d| d.cost > 20), "any length");
    // The air ferry is not offered to it: it has no "A".
    assert!(ferry::destinations(&s, u).is_empty());
    // Out of a port it may not sail.
    s.units[u as usize].loc = Loc::Hex(hex("2520"));
    assert!(!actions(&s).contains(&Action::Select(u)), "not in a port");
    assert!(ferry::sea_destinations(&s, u).is_empty());
}

/// [14.2.2]: the inland ports are reached up their major river (Hamburg up the Elbe, Bremen up the Weser,
/// Szczecin up the Oder), through river hexes that are neither coastal nor sea; a river that leads to no
/// inland port (the Rhine) is no sea lane.
#[test]
fn inland_ports_up_their_rivers() {
    let s0 = segment(Side::Nato);
    let d = s0.data();
    assert!(d.waterway[hex("2418") as usize], "the Elbe below Hamburg");
    assert!(d.waterway[hex("2720") as usize] && d.waterway[hex("2721") as usize], "the Weser at Bremen");
    let rhine_only = (0..d.hexes.len()).find(|&h| {
        !d.hexes[h].coastal
            && d.nbr[h].iter().any(|&(_, i)| d.side_list[i].river_name.as_deref() == Some("rhine"))
            && !d.nbr[h].iter().any(|&(_, i)| matches!(d.side_list[i].river_name.as_deref(), Some("elbe" | "weser" | "oder")))
    });
    assert!(rhine_only.is_some_and(|h| !d.waterway[h]), "the Rhine leads to no inland port");
    let mut s = segment(Side::Nato);
    // Hamburg is contested airspace next to the GDR's free cities: NATO holds those within 5 hexes here.
    for h in 0..s.data().hexes.len() as u16 {
        if s.data().hexes[h as usize].city.is_some() && s.data().hexes[h as usize].owner() == Some(Side::Wp) && s.data().distance(h, hex("2417")) <= 5 {
            s.conquests.push(Conquest { hex: h, by: Side::Nato });
        }
    }
    let u = s.place("nl-53", "2220"); // Cuxhaven
    let dests = ferry::sea_destinations(&s, u);
    let upriver = |to: &str| {
        let d = dests.iter().find(|d| d.hex == hex(to)).unwrap_or_else(|| panic!("{to} in {:?}", sail_to(&s, u)));
        d.path[..d.path.len() - 1].iter().any(|&x| !s.data().hexes[x as usize].coastal && !s.data().hexes[x as usize].all_sea)
    };
    upriver("2417"); // Hamburg, up the Elbe (its mouth's hexes are coastal)
    assert!(upriver("2720"), "Bremen up the Weser, through river hexes");
    // The Pact: Świnoujście to Szczecin, up the Oder.
    let mut w = segment(Side::Wp);
    let v = w.place("su-baf-1-mrd", "2205");
    assert!(sail_to(&w, v).contains(&"2504".to_string()), "{:?}", sail_to(&w, v));
}

/// [14.2.4]: the Pact never sails in the North Sea area, but does in the Baltic: on a map whose Baltic is
/// relabelled North Sea it has no sea ferry at all.
#[test]
fn the_pact_never_in_the_north_sea() {
    let mut s = segment(Side::Wp);
    let u = s.place("su-baf-1-mrd", "2205"); // Świnoujście
    let dests = ferry::sea_destinations(&s, u);
    assert!(!dests.is_empty());
    for d in &dests {
        assert!(d.path.iter().all(|&x| s.data().hexes[x as usize].sea_area != Some(SeaArea::NorthSea)), "no North Sea hex");
        assert_eq!(s.city_controller(d.hex), Some(Side::Wp));
    }
    let mut n = super::common::state_with(|d| {
        for h in d.hexes.iter_mut() {
            if h.sea_area == Some(SeaArea::Baltic) {
                h.sea_area = Some(SeaArea::NorthSea);
            }
        }
    });
    n.rules = ferry::SEA;
    n.turn = 3;
    n.player = Side::Wp;
    n.steps = vec![Step::Movement(Side::Wp), Step::Ferry { side: Side::Wp, passed: vec![], ports: vec![] }];
    let v = n.place("su-baf-1-mrd", "2205");
    assert!(ferry::sea_destinations(&n, v).is_empty(), "the North Sea is closed to the Pact");
    assert!(!actions(&n).contains(&Action::Select(v)));
}

/// [14.2.4]: NATO sails in the Baltic only while it controls every Danish city; in the North Sea always.
#[test]
fn nato_in_the_baltic_only_holding_all_of_denmark() {
    let mut s = segment(Side::Nato);
    let u = s.place("nl-53", "1415"); // Odense, on the Baltic
    assert!(ferry::holds_denmark(&s));
    assert!(sail_to(&s, u).contains(&"1310".to_string()), "Odense to Copenhagen: {:?}", sail_to(&s, u));
    // The Pact takes Aalborg: no Baltic sailing at all, Odense included.
    s.conquests.push(Conquest { hex: hex("0616"), by: Side::Wp });
    assert!(!ferry::holds_denmark(&s));
    assert!(!actions(&s).contains(&Action::Select(u)), "Odense is a Baltic port");
    assert!(ferry::sea_destinations(&s, u).is_empty());
    // The North Sea is still open: Esbjerg to Bremerhaven, never into the Baltic.
    s.units[u as usize].loc = Loc::Hex(hex("1420"));
    let names = sail_to(&s, u);
    assert!(names.contains(&"2420".to_string()), "{names:?}");
    assert!(!names.contains(&"1310".to_string()) && !names.contains(&"1415".to_string()), "no Baltic port");
}

/// [14.2.3]: the steps entering and leaving a port in a segment together stay within its capacity:
/// Roskilde (1) lets out no 2-step regiment; Aarhus (3) lets out a 2-step regiment, then only 1 step more.
#[test]
fn port_capacity() {
    let mut s = segment(Side::Nato);
    let acr = s.place("us-11acr", "1311"); // Roskilde, capacity 1
    assert_eq!(s.units[acr as usize].steps, 2);
    assert!(!actions(&s).contains(&Action::Select(acr)), "2 steps through a 1-step port");
    s.units[acr as usize].loc = Loc::Hex(hex("1016")); // Aarhus, capacity 3
    assert!(actions(&s).contains(&Action::Select(acr)));
    let to = hex("1310"); // Copenhagen, capacity 4
    // Another 2-step regiment and a 1-step brigade wait in Aarhus.
    let acr2 = s.place("us-2acr", "1016");
    let leg = s.place("nl-53", "1016");
    assert!(actions(&s).contains(&Action::Select(acr2)));
    Nato::apply(&mut s, 1, &Action::Select(acr)).unwrap();
    dice(&mut s, &[6, 6, 6, 6]);
    Nato::apply(&mut s, 1, &Action::Sail(to)).unwrap();
    assert_eq!(s.hex_of(acr), Some(to));
    assert_eq!(ferry::port_room(&s, hex("1016")), 1, "Aarhus: 3 less 2");
    assert_eq!(ferry::port_room(&s, to), 2, "Copenhagen: 4 less 2");
    // The second regiment may no longer leave Aarhus; the brigade may.
    assert!(!actions(&s).contains(&Action::Select(acr2)));
    assert!(actions(&s).contains(&Action::Select(leg)));
    // Nor may a 2-step unit sail into Aarhus from elsewhere; the count is per segment.
    s.units[acr2 as usize].loc = Loc::Hex(hex("1415"));
    assert!(!sail_to(&s, acr2).contains(&"1016".to_string()));
    let mut next = segment(Side::Nato);
    let v = next.place("us-2acr", "1415");
    assert!(sail_to(&next, v).contains(&"1016".to_string()), "a new segment, a new count");
}

/// [14.2.1], [14.2.2]: never into or through an enemy unit or enemy zone; a port in an enemy zone is
/// neither left (even with a friendly unit there, 5a) nor entered; only in friendly airspace.
#[test]
fn enemy_zones_and_units_bar_the_sea_ferry() {
    let mut s = segment(Side::Nato);
    let u = s.place("nl-53", "2420");
    assert!(sail_to(&s, u).contains(&"2220".to_string()));
    // A Pact division beside Cuxhaven: Cuxhaven is out.
    let near = s.data().neighbours(hex("2220")).find(|&n| s.playable(n) && s.data().hexes[n as usize].city.is_none() && !s.data().hexes[n as usize].all_sea).unwrap();
    let wp = s.place("su-baf-1-mrd", &hex_name(near));
    assert!(!sail_to(&s, u).contains(&"2220".to_string()), "the port in an enemy zone");
    // Now the brigade stands in Cuxhaven with a friendly unit: it may not sail out.
    s.units[u as usize].loc = Loc::Hex(hex("2220"));
    s.place("uk-1-inf", "2220");
    assert!(!actions(&s).contains(&Action::Select(u)), "no sea ferry out of an enemy zone, negated or not");
    s.units[wp as usize].loc = Loc::Out;
    assert!(actions(&s).contains(&Action::Select(u)));
}

/// [14.2.1]: disrupted units, units on a train and units that have moved do not sail; an HQ may (in
/// supply), and out of supply it may not.
#[test]
fn who_may_take_the_sea_ferry() {
    let mut s = segment(Side::Nato);
    let u = s.place("nl-53", "2420");
    s.units[u as usize].disrupted = true;
    assert!(!actions(&s).contains(&Action::Select(u)));
    s.units[u as usize].disrupted = false;
    s.units[u as usize].train = Some(engine::games::nato::rail::Train::Entraining(2));
    assert!(!actions(&s).contains(&Action::Select(u)));
    s.units[u as usize].train = None;
    s.units[u as usize].moos = true;
    assert!(!actions(&s).contains(&Action::Select(u)), "out of movement supply");
    s.units[u as usize].moos = false;
    assert!(actions(&s).contains(&Action::Select(u)));
    let hq = s.place("uk1-hq", "2422");
    assert!(actions(&s).contains(&Action::Select(hq)), "an HQ in supply sails");
    s.units[hq as usize].hq_oos = true;
    assert!(!actions(&s).contains(&Action::Select(hq)));
}

/// [14.2.2], [17.1.2]: on arrival each step rolls 2d6 against the friendly value (3): 4 arrives, 3 loses the
/// step. It moves no more this phase. A rules-5 game has no sea ferry.
#[test]
fn interception_on_arrival_and_the_version() {
    for (roll, survives) in [([2, 2], true), ([1, 2], false)] {
        let mut s = segment(Side::Nato);
        let u = s.place("nl-53", "2420");
        let to = hex("3232");
        Nato::apply(&mut s, 1, &Action::Select(u)).unwrap();
        assert!(actions(&s).contains(&Action::Sail(to)));
        dice(&mut s, &roll);
        Nato::apply(&mut s, 1, &Action::Sail(to)).unwrap();
        if survives {
            assert_eq!(s.hex_of(u), Some(to));
            assert!(!actions(&s).contains(&Action::Select(u)), "it has moved");
        } else {
            assert_eq!(s.units[u as usize].loc, Loc::Dead);
        }
    }
    let mut s = segment(Side::Nato);
    s.rules = engine::games::nato::rail::BOXES;
    let u = s.place("nl-53", "2420");
    assert!(!actions(&s).contains(&Action::Select(u)), "rules 5: no sea ferry");
    assert!(Nato::apply(&mut s, 1, &Action::Sail(hex("3232"))).is_err());
}

/// [33.2.5], [14.2.2]: a sea entry ("S") in the SRB sails in from a sea hex of the friendly map edge (an
/// unlimited port) and no longer walks in through a sector's edge; the rail route of [13.7] stays. An SRB
/// unit that is not a sea entry still walks in (decision E3). Under rules 5 the sea entry walks in.
#[test]
fn sea_entries_sail_in_from_the_srb() {
    let mut s = segment(Side::Nato);
    let u = unit(&s, "uk-1-inf"); // an "S" entry of the Long Fortnight
    s.units[u as usize].loc = Loc::Srb;
    s.units[u as usize].steps = 1;
    assert!(actions(&s).contains(&Action::Select(u)));
    let edge = ferry::sea_edge(&s, Side::Nato);
    let dests = ferry::sea_destinations(&s, u);
    assert!(!dests.is_empty());
    for d in &dests {
        assert!(edge.contains(&d.path[0]), "from the friendly sea edge");
        assert_eq!(s.city_controller(d.hex), Some(Side::Nato));
    }
    for &e in &edge {
        assert_eq!(s.data().hexes[e as usize].sea_area, Some(SeaArea::NorthSea), "NATO's edge is the North Sea's");
    }
    // The Movement Phase: it may not walk in; an SRB unit of another code may.
    s.steps = vec![Step::Movement(Side::Nato)];
    assert!(!actions(&s).contains(&Action::Select(u)), "a sea entry does not walk in");
    assert!(movement::destinations(&s, u).is_empty());
    let other = unit(&s, "us-1-82ab");
    s.units[other as usize].loc = Loc::Srb;
    s.units[other as usize].steps = 1;
    assert!(actions(&s).contains(&Action::Select(other)), "an SRB unit still walks in (E3)");
    s.rules = engine::games::nato::rail::BOXES;
    assert!(actions(&s).contains(&Action::Select(u)), "rules 5: it walks in");
    // The Pact's edge is the Baltic's.
    let s = segment(Side::Wp);
    let wp_edge = ferry::sea_edge(&s, Side::Wp);
    assert!(!wp_edge.is_empty() && wp_edge.iter().all(|&e| s.data().hexes[e as usize].sea_area == Some(SeaArea::Baltic)));
}

/// [33.2.6]: a US sea entry rolls for CONUS interception as it arrives in the SRB (2d6 at or below 3 on
/// NATO's conus row); a British one does not; rules 5 has none.
#[test]
fn conus_interception() {
    for (rules, roll, lost) in [(ferry::SEA, [1u8, 1u8], true), (ferry::SEA, [2, 2], false), (engine::games::nato::rail::BOXES, [1, 1], false)] {
        let mut s = state();
        s.rules = rules;
        s.turn = 5;
        let us = unit(&s, "us-arng-1");
        let uk = unit(&s, "uk-15-inf");
        for u in [us, uk] {
            s.units[u as usize].loc = Loc::Due(5);
            s.units[u as usize].arrival = Some(Loc::Srb);
            s.units[u as usize].steps = 1;
        }
        dice(&mut s, &roll);
        dice(&mut s, &[1, 1]);
        engine::games::nato::turn::reinforcements(&mut s);
        assert_eq!(s.units[us as usize].loc == Loc::Dead, lost, "rules {rules}, roll {roll:?}");
        assert_eq!(s.units[uk as usize].loc, Loc::Srb, "no CONUS roll for a British unit");
    }
}

/// A whole segment through the prompt: a sea-ferried unit arrives and the segment goes on.
#[test]
fn a_sea_ferry_through_the_prompt() {
    let mut s = segment(Side::Nato);
    let u = s.place("nl-53", "2420");
    Nato::apply(&mut s, 1, &Action::Select(u)).unwrap();
    dice(&mut s, &[6, 6]);
    Nato::apply(&mut s, 1, &Action::Sail(hex("2220"))).unwrap();
    settle(&mut s);
    assert_eq!(s.hex_of(u), Some(hex("2220")));
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.sailed"));
}

