//! Naval units (DF 2.4), sea areas (DF 1.C), naval movement (DF 7.1.3), port-to-port through ready
//! friendly fleets (DF 7.1.2) and the interception check (DF 9.1, 9.1.1, 9.1.2; example L1619–L1633),
//! with supply's check through a contested sea area at a Supply event (DF 11.2) — rules 3.

use engine::games::downfall::data::{Faction, Ideology, Kind, Weather};
use engine::games::downfall::naval;
use engine::games::downfall::ports;
use engine::games::downfall::state::{Loc, State};
use engine::games::downfall::Downfall;
use engine::kit::rows::RowHex;
use engine::record::Header;
use engine::Game;

use super::common::*;

pub(super) fn at_sea(s: &mut State, key: &str, sea: &str) -> usize {
    let u = unit(s, key);
    s.units[u].loc = Loc::Sea(sea.to_string());
    s.units[u].flipped = false;
    u
}

/// Every naval unit back to the force pool: a fixture starts from empty seas.
fn clear_seas(s: &mut State) {
    for u in 0..s.units.len() {
        if matches!(s.units[u].loc, Loc::Sea(_)) {
            s.units[u].loc = Loc::Pool;
        }
    }
}

/// The pack's set-ups put the naval units at sea from rules 3 on (fleets, subs, the fixed fleets of the
/// Baltic and the Black Sea, L748); every `sea:` row names a sea area and a naval unit. Rules 2 keeps them
/// in the force pool; Overlord places none (rule 14 ignores naval units, L1910).
#[test]
fn the_naval_units_start_at_sea() {
    let s = start("campaign", 1);
    assert_eq!(s.units[unit(&s, "nav-w-home")].loc, Loc::Sea("north_atlantic".into()));
    assert_eq!(s.units[unit(&s, "nav-okh-baltic")].loc, Loc::Sea("baltic_sea".into()));
    for (u, us) in s.units.iter().enumerate() {
        if let Loc::Sea(a) = &us.loc {
            assert_eq!(s.data().units[u].kind, Kind::Naval, "{}", s.data().units[u].key);
            assert!(s.data().seas.contains_key(a), "{a}");
        }
    }
    // Two Italian fleets with the Malta marker in box 4, three subs with the Atlantic marker in box 6.
    let it = (0..s.units.len()).filter(|&u| s.data().units[u].nationality == "italian" && matches!(s.units[u].loc, Loc::Sea(_))).count();
    let subs = (0..s.units.len()).filter(|&u| s.data().units[u].kind == Kind::Naval && !s.data().units[u].fleet && matches!(s.units[u].loc, Loc::Sea(_))).count();
    assert_eq!((it, subs), (2, 3));
    let h = Header { game: "downfall".into(), rules: 2, scenario: "campaign".into(), seed: 1, ..Default::default() };
    let r2 = Downfall::setup(&h, Downfall::builtin_data()).unwrap();
    assert!(!r2.units.iter().any(|u| matches!(u.loc, Loc::Sea(_))), "rules 2: no naval unit at sea");
    let o = start("overlord", 1);
    assert!(!o.units.iter().any(|u| matches!(u.loc, Loc::Sea(_))));
}

/// DF 1.C (L384), 2.4.1, 7.1.2: a faction sails and traces through a sea area holding a ready fleet of its
/// ideology (OKH and OKW are friendly); an Interdicted fleet counts as absent (2.4); a sub opens nothing.
#[test]
fn a_ready_friendly_fleet_opens_a_sea_area() {
    let mut s = start("campaign", 1);
    clear_seas(&mut s);
    assert_eq!(ports::sea_use(&s, Faction::West, "north_atlantic"), None, "no fleet");
    let home = at_sea(&mut s, "nav-w-home", "north_atlantic");
    assert_eq!(ports::sea_use(&s, Faction::West, "north_atlantic"), Some(0));
    assert_eq!(ports::sea_use(&s, Faction::Okw, "north_atlantic"), None, "not an Axis fleet");
    s.units[home].flipped = true;
    assert_eq!(ports::sea_use(&s, Faction::West, "north_atlantic"), None, "an Interdicted fleet counts as absent");
    at_sea(&mut s, "nav-sub-1", "north_atlantic");
    assert_eq!(ports::sea_use(&s, Faction::Okw, "north_atlantic"), None, "a sub is no fleet");
    at_sea(&mut s, "nav-it-1", "central_med");
    assert_eq!(ports::sea_use(&s, Faction::Okw, "central_med"), Some(0));
    assert_eq!(ports::sea_use(&s, Faction::Okh, "central_med"), Some(0), "OKH and OKW are friendly");
    s.rules = 2;
    assert_eq!(ports::sea_use(&s, Faction::Okw, "central_med"), None, "rules 2: no naval rules");
}

/// The interception example (L1619–L1633): OKW moves port-to-port through the Central Mediterranean,
/// contested by two Western fleets (3 + 3), one with intrinsic air, in Fair, the Malta marker in a box
/// giving West +0: West 7; the three Italian fleets 2 + 1 + 1 = 4; OKW pays the difference, 3. With the
/// interceptor not stronger there is no cost (9.1 step 2); in Snow the intrinsic air adds nothing.
#[test]
fn the_interception_example_costs_three() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    clear_seas(&mut s);
    s.weather = Weather::Fair;
    s.sw[0] = 2;
    assert_eq!(naval::sw_modifier(&s, "central_med"), 0, "the Malta box gives +0 (L1627)");
    at_sea(&mut s, "nav-w-med", "central_med");
    at_sea(&mut s, "nav-w-us", "central_med");
    for k in ["nav-it-1", "nav-it-2", "nav-it-3"] {
        at_sea(&mut s, k, "central_med");
    }
    assert_eq!(naval::strength(&s, Faction::West, "central_med", &[]), 7);
    assert_eq!(naval::strength(&s, Faction::Okw, "central_med", &[]), 4);
    assert_eq!(naval::interception(&s, Faction::Okw, "central_med", &[]), 3);
    assert_eq!(ports::sea_use(&s, Faction::Okw, "central_med"), Some(3));
    assert_eq!(naval::interception(&s, Faction::West, "central_med", &[]), 0, "the interceptor is weaker: no cost");
    s.weather = Weather::Snow;
    assert_eq!(naval::strength(&s, Faction::West, "central_med", &[]), 6, "intrinsic air only in Fair");
}

/// DF 9.1.1 (L1641–L1643): in the North Atlantic the Battle of the Atlantic display's box modifies Western
/// strength — at its start box, −2.
#[test]
fn the_atlantic_display_modifies_western_strength() {
    let mut s = start("campaign", 1);
    clear_seas(&mut s);
    s.weather = Weather::Snow;
    at_sea(&mut s, "nav-w-us", "north_atlantic");
    assert_eq!(s.sw[1], 6, "the campaign's Atlantic marker starts in box 6 (the 'start' box)");
    assert_eq!(naval::strength(&s, Faction::West, "north_atlantic", &[]), 3 - 2);
    s.sw[1] = 0;
    assert_eq!(naval::strength(&s, Faction::West, "north_atlantic", &[]), 3, "display not in play");
}

/// Two Axis-held ports on a sea area, other than `but`.
fn axis_ports(s: &mut State, sea: &str) -> Vec<RowHex> {
    let ports: Vec<RowHex> = s.data().hexes.iter().filter(|(_, x)| x.port && x.playable() && x.sea_areas.len() == 1 && x.sea_areas[0] == sea && x.land_area.is_none()).map(|(h, _)| *h).collect();
    for h in &ports {
        s.cities.insert(*h, Ideology::Axis);
    }
    ports
}

/// DF 7.1.2 and 9.1.2 (L1647–L1651): port-to-port through a contested area pays the interception check's
/// difference; a second unit of the same order through the same area makes no new check.
#[test]
fn port_to_port_pays_the_interception_once_an_order() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    clear_seas(&mut s);
    s.weather = Weather::Fair;
    s.sw[0] = 2;
    at_sea(&mut s, "nav-w-med", "central_med");
    at_sea(&mut s, "nav-w-us", "central_med");
    for k in ["nav-it-1", "nav-it-2", "nav-it-3"] {
        at_sea(&mut s, k, "central_med");
    }
    let ports = axis_ports(&mut s, "central_med");
    assert!(ports.len() >= 3, "{ports:?}");
    let a = find(&s, Faction::Okw, "leg", Some(true));
    let ua = place(&mut s, &a, &ports[0].id(), 1);
    let b = find(&s, Faction::Okw, "leg", Some(true));
    let ub = place(&mut s, &b, &ports[0].id(), 1);
    set_track(&mut s, &["okw-ops-1"]);
    s.init = [50, 50, 50, 10];
    choosing(&mut s, Faction::Okw);
    act(&mut s, "take okw-ops-1:redeploy");
    let before = s.init[Faction::Okw as usize];
    act(&mut s, &format!("unit {a}"));
    act(&mut s, &format!("sail {}", ports[1].id()));
    assert_eq!(s.units[ua].loc, Loc::Hex(ports[1]));
    assert_eq!(s.init[Faction::Okw as usize], before + 3, "the interception check: 7 − 4");
    // The West may attack after the check (9.2); it lets the move pass.
    act(&mut s, "done");
    act(&mut s, &format!("unit {b}"));
    act(&mut s, &format!("sail {}", ports[2].id()));
    assert_eq!(s.units[ub].loc, Loc::Hex(ports[2]));
    assert_eq!(s.init[Faction::Okw as usize], before + 3, "one check an area an order (9.1.2)");
}

/// DF 7.1.3 (L1184–L1188), 2.4 (L748), 1.C (L388): with the naval icon a ready naval unit moves 1 MP a sea
/// area; fixed fleets never move; only the West crosses between the North Atlantic and the Western
/// Mediterranean; entering a contested area pays its interception check.
#[test]
fn naval_movement() {
    let mut s = start("campaign", 1);
    clear_seas(&mut s);
    s.weather = Weather::Snow;
    let it = at_sea(&mut s, "nav-it-1", "central_med");
    let fixed = at_sea(&mut s, "nav-okh-baltic", "baltic_sea");
    assert!(naval::naval_destinations(&s, fixed, 4, &[]).is_empty(), "a fixed fleet never moves");
    let d: Vec<String> = naval::naval_destinations(&s, it, 4, &[]).into_iter().map(|x| x.0).collect();
    assert!(d.contains(&"western_med".to_string()) && d.contains(&"eastern_med".to_string()));
    assert!(!d.contains(&"north_atlantic".to_string()), "only the West crosses to the North Atlantic: {d:?}");
    let one: Vec<String> = naval::naval_destinations(&s, it, 1, &[]).into_iter().map(|x| x.0).collect();
    assert!(!one.contains(&"red_sea".to_string()) && one.len() == 2, "1 MP: the next areas only: {one:?}");
    let w = at_sea(&mut s, "nav-w-force-h", "western_med");
    let wd: Vec<String> = naval::naval_destinations(&s, w, 1, &[]).into_iter().map(|x| x.0).collect();
    assert!(wd.contains(&"north_atlantic".to_string()));
    // Into a contested area: Force H (2) waits in the Western Mediterranean; the Italian fleet (2) enters
    // it with the West's Malta modifier (box 4: −1): West 1, OKW 2, no cost; with Home Fleet (3) there too,
    // West 4: OKW pays 2.
    s.sw[0] = 4;
    let cost = |s: &State| naval::naval_destinations(s, it, 4, &[]).into_iter().find(|x| x.0 == "western_med").unwrap().1;
    assert_eq!(cost(&s), 0);
    at_sea(&mut s, "nav-w-home", "western_med");
    assert_eq!(cost(&s), 2);
    // Through the prompts (OKW Redeploy with the naval icon).
    set_track(&mut s, &["okw-ops-1"]);
    s.init = [50, 50, 50, 10];
    choosing(&mut s, Faction::Okw);
    act(&mut s, "take okw-ops-1:redeploy");
    assert!(!offered(&s, "unit nav-okh-baltic"));
    let before = s.init[Faction::Okw as usize];
    act(&mut s, "unit nav-it-1");
    act(&mut s, "sea western_med");
    assert_eq!(s.units[it].loc, Loc::Sea("western_med".into()));
    assert_eq!(s.init[Faction::Okw as usize], before + 2);
}

/// DF 11.2 (L1820), 9 (L1603–L1605): at a Supply event a path through a contested sea area pays the
/// interception check's difference, once an area; the unit is then in supply. Without paying (the area
/// uncrossable) it would be isolated.
#[test]
fn supply_through_a_contested_sea_pays_the_interception() {
    let mut s = start("campaign", 1);
    clear(&mut s);
    clear_seas(&mut s);
    s.weather = Weather::Fair;
    s.sw[0] = 2;
    at_sea(&mut s, "nav-w-med", "central_med");
    at_sea(&mut s, "nav-w-us", "central_med");
    for k in ["nav-it-1", "nav-it-2", "nav-it-3"] {
        at_sea(&mut s, k, "central_med");
    }
    // An OKW unit in every Axis port of the Central Mediterranean outside Italy whose supply needs the sea.
    let ports = axis_ports(&mut s, "central_med");
    let leg = find(&s, Faction::Okw, "leg", Some(true));
    let mut found = None;
    for p in &ports {
        let u = place(&mut s, &leg, &p.id(), 1);
        let cut = engine::games::downfall::supply::why(&s, u) != engine::games::downfall::supply::Why::Traced;
        let net = engine::games::downfall::supply::net(&s);
        let tolls = engine::games::downfall::supply::sea_supply_tolls(&s, &net);
        if cut && tolls.iter().any(|(f, seas, us)| *f == Faction::Okw && seas.len() == 1 && us.contains(&u)) {
            found = Some(u);
            break;
        }
    }
    let u = found.expect("an OKW port whose supply crosses the Central Mediterranean");
    let before = s.init[Faction::Okw as usize];
    engine::games::downfall::supply::supply_event(&mut s);
    assert_eq!(s.init[Faction::Okw as usize], before + 3);
    assert_eq!(s.units[u].isolated, engine::games::downfall::supply::Isolation::None);
    // The West's fleets gone: the sea is free, nothing to pay.
    let mut t = s.clone();
    for k in ["nav-w-med", "nav-w-us"] {
        let w = unit(&t, k);
        t.units[w].loc = Loc::Pool;
    }
    let before = t.init[Faction::Okw as usize];
    engine::games::downfall::supply::supply_event(&mut t);
    assert_eq!(t.init[Faction::Okw as usize], before);
}

/// An OKW infantry unit of at least `pips` pips, not on the map.
fn okw_infantry(s: &State, pips: u8) -> String {
    let d = s.data();
    (0..d.units.len())
        .find(|&u| d.units[u].faction == Faction::Okw && d.units[u].kind == Kind::Combat && d.units[u].front.infantry() && d.units[u].pips >= pips && !matches!(s.units[u].loc, Loc::Hex(_)))
        .map(|u| d.units[u].key.clone())
        .expect("an OKW infantry unit")
}

/// The interception example's Central Mediterranean (L1619–L1633): two Western fleets (3 + 3, intrinsic air
/// in Fair, the Malta box +0) — West 7 — against the three Italian fleets 2 + 1 + 1 — OKW 4. Every other
/// naval unit off the sea, every counter off the map.
pub(super) fn central_med_fleets(s: &mut State) {
    clear(s);
    clear_seas(s);
    s.weather = Weather::Fair;
    s.sw[0] = 2;
    at_sea(s, "nav-w-med", "central_med");
    at_sea(s, "nav-w-us", "central_med");
    for k in ["nav-it-1", "nav-it-2", "nav-it-3"] {
        at_sea(s, k, "central_med");
    }
}

/// The interception example's Central Mediterranean, with OKW's ports there.
fn central_med_example(s: &mut State) -> Vec<RowHex> {
    central_med_fleets(s);
    axis_ports(s, "central_med")
}

/// The naval attack example (L1689–L1694): after the check, West attacks with +3 (the difference) and +1
/// (the moving unit has 3 steps); the roll 7 makes 11: 2 hits. OKW takes a step from the moving unit and
/// interdicts a strength-1 Italian fleet; its other fleets stay ready, so the move stands.
#[test]
fn the_naval_attack_example() {
    let mut s = start("campaign", 1);
    let ports = central_med_example(&mut s);
    let k = okw_infantry(&s, 3);
    let u = place(&mut s, &k, &ports[0].id(), 3);
    set_track(&mut s, &["okw-ops-1"]);
    s.init = [50, 50, 50, 10];
    choosing(&mut s, Faction::Okw);
    act(&mut s, "take okw-ops-1:redeploy");
    act(&mut s, &format!("unit {k}"));
    act(&mut s, &format!("sail {}", ports[1].id()));
    let Some(engine::games::downfall::state::Step::NavalAttack(n)) = s.steps.last().cloned() else { panic!("the West may attack: {:?}", s.steps.last()) };
    assert_eq!(n.drm(&s), 4, "+3 difference, +1 for 2 steps or more");
    s.chance.script.dice = vec![3, 4];
    act(&mut s, "roll");
    act(&mut s, &format!("unit {k}"));
    assert_eq!(s.units[u].steps, 2);
    act(&mut s, "unit nav-it-2");
    let it2 = unit(&s, "nav-it-2");
    assert!(s.units[it2].flipped, "Interdicted");
    assert_eq!(s.units[u].loc, Loc::Hex(ports[1]), "other Italian fleets stay ready: not blocked");
    assert!(matches!(s.steps.last(), Some(engine::games::downfall::state::Step::Move(_))));
    // A second unit through the same area in the same order makes no new check and offers no attack.
    let k2 = okw_infantry(&s, 1);
    place(&mut s, &k2, &ports[0].id(), 1);
    act(&mut s, &format!("unit {k2}"));
    act(&mut s, &format!("sail {}", ports[2].id()));
    assert!(matches!(s.steps.last(), Some(engine::games::downfall::state::Step::Move(_))));
}

/// DF 9.2.1 (L1681–L1685): when every defending fleet in the area is interdicted, a port-to-port move is
/// blocked — the unit goes back to its start port. On 4 or less the defender interdicts one of the
/// interceptor's units instead (L1669). High Command flips Interdicted units back (L740).
#[test]
fn a_blocked_port_to_port_move_returns() {
    let mut s = start("campaign", 1);
    let ports = central_med_example(&mut s);
    for k in ["nav-it-2", "nav-it-3"] {
        let v = unit(&s, k);
        s.units[v].loc = Loc::Pool;
    }
    let k = okw_infantry(&s, 1);
    let u = place(&mut s, &k, &ports[0].id(), 1);
    set_track(&mut s, &["okw-ops-1"]);
    s.init = [50, 50, 50, 10];
    choosing(&mut s, Faction::Okw);
    act(&mut s, "take okw-ops-1:redeploy");
    act(&mut s, &format!("unit {k}"));
    act(&mut s, &format!("sail {}", ports[1].id()));
    s.chance.script.dice = vec![1, 1];
    act(&mut s, "roll");
    // 2 + (7 − 2) = 7: 1 hit; OKW interdicts its only fleet there: blocked.
    act(&mut s, "unit nav-it-1");
    assert_eq!(s.units[u].loc, Loc::Hex(ports[0]), "back to its start port");
    // A failed attack: the defender interdicts an interceptor's unit.
    let mut t = start("campaign", 1);
    let ports = central_med_example(&mut t);
    let k = okw_infantry(&t, 1);
    place(&mut t, &k, &ports[0].id(), 1);
    set_track(&mut t, &["okw-ops-1"]);
    t.init = [50, 50, 50, 10];
    choosing(&mut t, Faction::Okw);
    act(&mut t, "take okw-ops-1:redeploy");
    act(&mut t, &format!("unit {k}"));
    act(&mut t, &format!("sail {}", ports[1].id()));
    t.weather = Weather::Snow;
    t.sw[0] = 6;
    // West 6 − 2 (Malta box 6) = 4 against 4: DRM 0; 1 + 1 = 2: the defender interdicts a Western fleet.
    t.chance.script.dice = vec![1, 1];
    act(&mut t, "roll");
    assert!(offered(&t, "unit nav-w-med") && !offered(&t, "unit nav-it-1"), "{:?}", notations(&t));
    act(&mut t, "unit nav-w-med");
    let w = unit(&t, "nav-w-med");
    assert!(t.units[w].flipped);
    engine::games::downfall::events::high_command(&mut t);
    assert!(!t.units[w].flipped, "High Command: Ready again");
}
