//! Transport movement (rules version 9): airlift and sealift by transport commands ([15.0], [16.0]),
//! airborne drops and amphibious landings and withdrawals ([16.1.3], [16.2.3]), interception ([17.0]) and
//! the declaration of operations ending near each other ([15.2]). The seed's examples TRN-1 and TRN-2
//! (L2077–2089) and TRN-3's interception (L3305–3309), then each rule read both ways. Dice are scripted.

use engine::games::nato::actions::Action;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::movement;
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::games::nato::transport::{self, Kind, Route};
use engine::Game;

use super::common::{dice, hex, state, state_with};

fn actions(s: &State) -> Vec<Action> {
    Nato::prompt(s).actions
}

pub(super) fn answer(s: &mut State, a: Action) {
    let p = Nato::prompt(s);
    assert!(p.actions.contains(&a), "{a:?} is not offered at {}: {:?}", p.id, p.actions);
    Nato::apply(s, p.seat.unwrap(), &a).unwrap();
}

pub(super) fn unit(s: &State, key: &str) -> UnitId {
    s.data().unit(key).unwrap_or_else(|| panic!("no unit {key}")) as UnitId
}

/// A rules-9 state in `side`'s Air and Sea Movement Segment on `turn`, its Ground Movement to follow, with
/// the transport commands on their display (the set-up of a rules-9 game).
fn segment(mut s: State, side: Side, turn: u8) -> State {
    s.rules = transport::RULES;
    s.turn = turn;
    s.player = side;
    for u in 0..s.units.len() {
        let d = &s.data().units[u];
        if d.airlift || d.sealift {
            s.units[u].loc = Loc::Transport;
        }
    }
    s.steps = vec![Step::Movement(side), Step::Ferry { side, passed: vec![], ports: vec![] }];
    s
}

/// The Pact's SRB of the example (L2077): the Baltic Corps (7th Polish Marine Brigade, 336th Guards
/// Naval Infantry, its HQ, the 138th Tank Regiment) and three regiments of the 7th Guards Airborne; the
/// Danish 1st Zealand Brigade in 1411 puts 1410 in its zone (L1647, L2083).
fn trn_state() -> State {
    let mut s = segment(state(), Side::Wp, 1);
    for key in ["pl-7-mar", "su-336-nav", "bc-hq", "su-138-tk", "su-97-abn", "su-108-abn", "su-119-abn", "pl-6-abn"] {
        let u = unit(&s, key);
        s.units[u as usize].loc = Loc::Srb;
        s.units[u as usize].active = 1;
    }
    let z1 = unit(&s, "dk-z1");
    s.units[z1 as usize].loc = Loc::Hex(hex("1411"));
    s
}

fn route(s: &State, u: UnitId, h: HexId, sea: bool) -> Option<Route> {
    let r = if sea { transport::sea_routes(s, u) } else { transport::air_routes(s, u) };
    r.into_iter().find(|r| r.hex == h)
}

/// A coastal hex within 2 of 1410 where the Baltic Corps may land outside the Danish zone.
fn landing_hex(s: &State, marine: UnitId) -> HexId {
    transport::sea_routes(s, marine)
        .into_iter()
        .find(|r| r.kind == Kind::Landing && !r.ezoc && s.data().distance(r.hex, hex("1410")) <= 2 && r.hex != hex("1410"))
        .expect("a landing hex near 1410")
        .hex
}

fn fly_by(s: &mut State, u: UnitId, a: Action) {
    answer(s, Action::Select(u));
    answer(s, a);
}

/// TRN-1 (L2077–2085) and TRN-2 (L2083): GT 1, from the SRB. The Baltic Corps lands ([16.2.3]) beside
/// 1410 and three Guards airborne regiments drop into 1410 ([16.1.3]); both are declared before any roll
/// ([15.2]). The 138th Tank Regiment may not come (not a marine). Enemy airspace, Strategic Surprise GT 1:
/// 4. The 336th rolls 3 and is lost with its sealift command; the 7th Polish and the HQ land. The drop
/// hex is in the Danish zone: −1 each; the 97th rolls 5 → 4 and is lost with its airlift command; the
/// 108th and 119th land.
#[test]
fn trn_1_and_2_baltic_corps_landing_and_the_7th_guards_drop() {
    let mut s = trn_state();
    let (pl7, n336, hq, tk) = (unit(&s, "pl-7-mar"), unit(&s, "su-336-nav"), unit(&s, "bc-hq"), unit(&s, "su-138-tk"));
    let regiments = [unit(&s, "su-97-abn"), unit(&s, "su-108-abn"), unit(&s, "su-119-abn")];
    // The 138th may take the sea ferry to a friendly port ([14.2]) but no transport: it is no marine.
    assert!(transport::sea_routes(&s, tk).is_empty() && transport::air_routes(&s, tk).is_empty(), "the 138th is no marine");
    answer(&mut s, Action::Select(tk));
    assert!(actions(&s).iter().all(|a| !matches!(a, Action::Sealift(_) | Action::Airlift(_))));
    answer(&mut s, Action::Cancel);
    let beach = landing_hex(&s, pl7);
    assert_eq!(route(&s, pl7, beach, true).map(|r| (r.kind, r.enemy_air)), Some((Kind::Landing, true)));
    // [16.2.4]: the HQ lands only where a marine maneuver unit is.
    assert!(route(&s, hq, beach, true).is_none(), "no HQ landing before a marine");
    fly_by(&mut s, pl7, Action::Sealift(beach));
    assert!(route(&s, hq, beach, true).is_some(), "the HQ may follow the marines");
    fly_by(&mut s, n336, Action::Sealift(beach));
    fly_by(&mut s, hq, Action::Sealift(beach));
    let drop = route(&s, regiments[0], hex("1410"), false).expect("a drop on 1410");
    assert_eq!((drop.kind, drop.enemy_air, drop.ezoc), (Kind::Drop, true, true));
    assert_eq!(transport::value(&s, Side::Wp, &drop), Some(4), "WP table, enemy airspace, Strategic Surprise GT 1");
    for &r in &regiments {
        fly_by(&mut s, r, Action::Airlift(hex("1410")));
    }
    // Declared together: nothing has been rolled yet ([15.2]).
    assert_eq!(s.lifts.len(), 6);
    assert!(s.log.to_vec().iter().all(|e| e.id != "nato.lift_intercepted" && e.id != "nato.lift_arrives"));
    let sealift: Vec<UnitId> = s.lifts.iter().take(3).flat_map(|l| l.commands.clone()).collect();
    let airlift: Vec<UnitId> = s.lifts.iter().skip(3).flat_map(|l| l.commands.clone()).collect();
    //        7th Pol  336th  HQ    97th   108th  119th
    dice(&mut s, &[3, 3, 1, 2, 4, 4, 2, 3, 6, 6, 5, 5]);
    answer(&mut s, Action::Resolve);
    assert_eq!(s.units[pl7 as usize].loc, Loc::Hex(beach));
    assert_eq!(s.units[hq as usize].loc, Loc::Hex(beach));
    assert_eq!(s.units[n336 as usize].loc, Loc::Dead, "3 ≤ 4");
    assert_eq!(s.units[sealift[1] as usize].loc, Loc::Dead, "its sealift command with it");
    assert!(s.units[sealift[0] as usize].loc == Loc::Transport && s.units[sealift[0] as usize].used, "to the Recovery box");
    assert_eq!(s.units[regiments[0] as usize].loc, Loc::Dead, "5 − 1 = 4 ≤ 4");
    assert_eq!(s.units[airlift[0] as usize].loc, Loc::Dead);
    for &r in &regiments[1..] {
        assert_eq!(s.units[r as usize].loc, Loc::Hex(hex("1410")));
        assert!(s.units[r as usize].moved, "no further move this phase");
    }
}

/// TRN-2 read the other way: without the Danish zone a 5 is above 4 and the 97th lands ([17.1.2]'s −1 is
/// for enemy zones only).
#[test]
fn trn_2_without_an_enemy_zone_a_5_lands() {
    let mut s = trn_state();
    let z1 = unit(&s, "dk-z1");
    s.units[z1 as usize].loc = Loc::Dead;
    let r97 = unit(&s, "su-97-abn");
    let drop = route(&s, r97, hex("1410"), false).expect("a drop on 1410");
    assert!(!drop.ezoc);
    fly_by(&mut s, r97, Action::Airlift(hex("1410")));
    dice(&mut s, &[2, 3]);
    answer(&mut s, Action::Resolve);
    assert_eq!(s.units[r97 as usize].loc, Loc::Hex(hex("1410")));
}

/// TRN-3 (L3305–3309): a War of Nerves war turn 3, three regiments dropped into an enemy zone by a path in
/// contested airspace: the `nerves` contested value for turns 2–7 is 5; the 97th rolls 1 + 3 = 4, −1 = 3 ≤
/// 5: lost with its command; the others roll 7 and more (−1: 6 > 5); a 6 would become 5 and be lost.
#[test]
fn trn_3_nerves_drop_interception() {
    let mut s = segment(
        state_with(|d| {
            for sc in d.scenarios.iter_mut() {
                sc.air_profile = "nerves".into();
            }
        }),
        Side::Wp,
        3,
    );
    let route = Route { hex: hex("2521"), kind: Kind::Drop, enemy_air: false, ezoc: true };
    assert_eq!(transport::value(&s, Side::Wp, &route), Some(5));
    let [r97, r108, r119, r6] = ["su-97-abn", "su-108-abn", "su-119-abn", "pl-6-abn"].map(|k| unit(&s, k));
    for u in [r97, r108, r119] {
        transport::fly(&mut s, u, route);
    }
    dice(&mut s, &[1, 3, 4, 3, 6, 1]);
    transport::intercept_all(&mut s);
    assert_eq!(s.units[r97 as usize].loc, Loc::Dead);
    assert_eq!(s.units[r108 as usize].loc, Loc::Hex(hex("2521")));
    assert_eq!(s.units[r119 as usize].loc, Loc::Hex(hex("2521")));
    // A 6 becomes 5: lost.
    transport::fly(&mut s, r6, Route { hex: hex("2522"), ..route });
    dice(&mut s, &[3, 3]);
    transport::intercept_all(&mut s);
    assert_eq!(s.units[r6 as usize].loc, Loc::Dead);
    // Two commands lost of the four: the side's airlift is short for good ([17.1.2]).
    assert_eq!(transport::ready(&s, Side::Wp, false).len(), 0, "two lost, two in the Recovery box");
    assert_eq!(s.units.iter().filter(|u| u.loc == Loc::Transport && u.used).count(), 2);
}

/// [17.1.2], `Game::odds`: the odds of a drop into the zone show the section, the value and the −1: 2d6
/// − 1 ≤ 4 in 10 of 36 rolls.
#[test]
fn the_odds_of_an_interception() {
    let mut s = trn_state();
    let r97 = unit(&s, "su-97-abn");
    answer(&mut s, Action::Select(r97));
    let o = Nato::odds(&s, &Action::Airlift(hex("1410"))).expect("odds");
    assert_eq!((o.dice, o.total), (2, 36));
    assert_eq!(o.modifiers.iter().map(|m| m.value).sum::<i32>(), -1);
    let lost = o.outcomes.iter().find(|x| x.id == "nato.odds.intercepted").unwrap();
    assert_eq!(lost.ways, 10);
    assert!(o.notes.iter().any(|(id, _)| id == "nato.odds.intercept_enemy"));
}

/// [15.2]: once a group of operations has rolled, no later operation of the segment may end within 2
/// hexes of their destinations (it should have been declared with them); before the roll it may.
#[test]
fn operations_near_each_other_are_declared_together() {
    let mut s = trn_state();
    let r97 = unit(&s, "su-97-abn");
    let r6 = unit(&s, "pl-6-abn");
    fly_by(&mut s, r97, Action::Airlift(hex("1410")));
    let near = |s: &State| transport::air_routes(s, r6).into_iter().filter(|r| s.data().distance(r.hex, hex("1410")) <= 2).count();
    assert!(near(&s) > 0, "still declarable");
    dice(&mut s, &[6, 6]);
    answer(&mut s, Action::Resolve);
    assert_eq!(near(&s), 0, "too late");
    let routes = transport::air_routes(&s, r6);
    assert!(routes.iter().any(|r| s.data().distance(r.hex, hex("1410")) == 3), "3 hexes off is another operation");
    // A new segment starts a new count.
    s.lifted.clear();
    assert!(near(&s) > 0);
}

/// [16.1.1], [16.1.2]: an airlift (no drop) ends outside enemy airspace, enemy zones and mountains; an
/// airmobile unit without the airborne symbol never drops ([16.1.3] 1); a drop ends on clear or marsh only.
#[test]
fn airlift_and_drop_destinations() {
    let s = trn_state();
    let d = s.data();
    let aslt = unit(&s, "su-83-aslt");
    let mut s2 = s.clone();
    s2.units[aslt as usize].loc = Loc::Srb;
    s2.units[aslt as usize].active = 1;
    let routes = transport::air_routes(&s2, aslt);
    assert!(!routes.is_empty());
    assert!(routes.iter().all(|r| r.kind == Kind::Airlift && !r.enemy_air && !r.ezoc));
    assert!(routes.iter().all(|r| d.hexes[r.hex as usize].terrain.iter().all(|&t| d.tec[t].key != "mountain")));
    assert!(route(&s2, aslt, hex("1410"), false).is_none(), "1410: enemy zone and enemy airspace");
    let r97 = unit(&s, "su-97-abn");
    let drops: Vec<Route> = transport::air_routes(&s, r97).into_iter().filter(|r| r.kind == Kind::Drop).collect();
    assert!(!drops.is_empty());
    assert!(drops.iter().all(|r| d.tec[d.hexes[r.hex as usize].primary].drop), "clear or marsh");
    assert!(drops.iter().all(|r| d.hexes[r.hex as usize].city.is_none()));
}

/// [16.1], [16.2]: airlift for airborne and airmobile units only, sealift for marines only; sealift never
/// from a sector's box ([16.2]), airlift may.
#[test]
fn who_may_ride_which_transport() {
    let mut s = trn_state();
    let (pl7, r97) = (unit(&s, "pl-7-mar"), unit(&s, "su-97-abn"));
    assert!(transport::air_routes(&s, pl7).is_empty());
    assert!(transport::sea_routes(&s, r97).is_empty());
    assert!(!transport::sea_routes(&s, pl7).is_empty());
    s.units[pl7 as usize].loc = Loc::Box(3);
    s.units[r97 as usize].loc = Loc::Box(3);
    assert!(transport::sea_routes(&s, pl7).is_empty(), "no sealift from a sector's box");
    assert!(!transport::air_routes(&s, r97).is_empty(), "airlift from a box");
    // Disrupted: neither.
    s.units[r97 as usize].disrupted = true;
    assert!(transport::air_routes(&s, r97).is_empty());
}

/// [15.0], [15.1]: one command a step; with none Ready the unit is not offered; used commands wait in the
/// Recovery box until the Joint Status Phase.
#[test]
fn one_command_a_step() {
    let mut s = trn_state();
    let r97 = unit(&s, "su-97-abn");
    let cmds = transport::ready(&s, Side::Wp, false);
    for &c in &cmds {
        s.units[c as usize].used = true;
    }
    assert!(transport::air_routes(&s, r97).is_empty());
    // The 97th has no other way out of the SRB in this segment (an air ferry needs a friendly city path).
    s.units[cmds[0] as usize].used = false;
    assert!(!transport::air_routes(&s, r97).is_empty());
    fly_by(&mut s, r97, Action::Airlift(hex("1410")));
    assert!(transport::ready(&s, Side::Wp, false).is_empty());
    engine::games::nato::air::helicopters::recover(&mut s);
    assert_eq!(transport::ready(&s, Side::Wp, false).len(), cmds.len());
}

/// Decision E3 from rules 9: a unit in the SRB no longer walks in through a friendly sector; in rules 8 it
/// did. Rules 8 plays no transport, and its commands stay off the display.
#[test]
fn the_srb_is_left_by_air_sea_or_rail_only() {
    let mut s = trn_state();
    s.steps = vec![Step::Movement(Side::Wp)];
    let tk = unit(&s, "su-138-tk");
    assert!(movement::destinations(&s, tk).is_empty());
    s.rules = 8;
    assert!(!movement::destinations(&s, tk).is_empty(), "rules 8: it walks in");
    let r97 = unit(&s, "su-97-abn");
    assert!(transport::air_routes(&s, r97).is_empty(), "no transport in rules 8");
    let s8 = engine::games::nato::setup::new_game(Nato::builtin_data(), "baltic_gate", 1983, 1, 8).unwrap();
    let s9 = engine::games::nato::setup::new_game(Nato::builtin_data(), "baltic_gate", 1983, 1, 9).unwrap();
    let on_display = |s: &State| (0..s.units.len()).filter(|&u| s.data().units[u].airlift && s.units[u].loc == Loc::Transport).count();
    assert_eq!(on_display(&s8), 0);
    assert!(on_display(&s9) > 0);
}

/// [16.2.5]: NATO sealifts in the Baltic only while Denmark has not surrendered; the Pact in the North Sea
/// only once Denmark has surrendered and NATO holds no Danish city.
#[test]
fn sealift_sea_areas() {
    use engine::games::nato::data::SeaArea;
    let s = trn_state();
    let pl7 = unit(&s, "pl-7-mar");
    let d = s.data();
    let north = |s: &State| transport::sea_routes(s, pl7).iter().any(|r| d.hexes[r.hex as usize].sea_area == Some(SeaArea::NorthSea));
    assert!(!transport::sea_routes(&s, pl7).is_empty());
    assert!(!north(&s), "the Pact not in the North Sea");
    let mut s2 = s.clone();
    s2.surrendered.push("dk".into());
    // Denmark surrendered but NATO still holds a Danish city: still not.
    if (0..d.hexes.len() as HexId).any(|h| d.hexes[h as usize].city.is_some() && d.hexes[h as usize].country.as_deref() == Some("dk") && s2.city_controller(h) == Some(Side::Nato)) {
        assert!(!north(&s2));
    }
}

/// [15.2] (L1959): operations of both the Air and Sea Movement Segment and the Helicopter Movement Segment
/// that end within 2 hexes of each other are declared together. From rules 16 the segment's destinations,
/// all rolled at its end, stay for the phase's helicopter operations (decision TR9); under rules 15 the
/// segment's end forgot them (TR1 bound the segment only).
#[test]
fn tr9_the_segment_s_destinations_bind_the_phase_s_helicopters() {
    for (rules, bound) in [(transport::HELI_DECLARE, vec![hex("1410")]), (transport::HELI_DECLARE - 1, vec![])] {
        let mut s = trn_state();
        s.rules = rules;
        let r97 = unit(&s, "su-97-abn");
        fly_by(&mut s, r97, Action::Airlift(hex("1410")));
        dice(&mut s, &[6, 6]);
        answer(&mut s, Action::Done);
        assert_eq!(s.airlifted, bound, "rules {rules}");
        assert_eq!(transport::heli_end_ok(&s, hex("1410")), bound.is_empty());
    }
}


/// [17.1] (L2061), [17.1.1] (L2063): each side rolls on its own interception table, and a transport's
/// section is the contested one unless its path must enter enemy airspace (a drop's or a landing's), then
/// the enemy one; a ferry's is the friendly one (ferry.rs). On game turn 1 of the Long Fortnight the
/// Pact's drop reads its own table's contested value (3), and with `enemy_air` its enemy value (4: a roll
/// at or below it is intercepted); NATO's table gives another value (6) for the same section.
#[test]
fn the_interception_section_follows_the_route_s_airspace() {
    let s = trn_state();
    let t = &s.data().air;
    let profile = s.scenario_data().air_profile.clone();
    let contested = Route { hex: hex("2521"), kind: Kind::Drop, enemy_air: false, ezoc: false };
    let enemy = Route { enemy_air: true, ..contested };
    assert_eq!(transport::value(&s, Side::Wp, &contested), t.interception(Side::Wp, "contested", &profile, 1));
    assert_eq!(transport::value(&s, Side::Wp, &enemy), t.interception(Side::Wp, "enemy", &profile, 1));
    assert_ne!(transport::value(&s, Side::Wp, &contested), transport::value(&s, Side::Wp, &enemy), "the sections differ");
    assert_ne!(t.interception(Side::Wp, "contested", &profile, 1), t.interception(Side::Nato, "contested", &profile, 1), "each side its own table");
}

/// [12.0] (L1722): in the Ground Movement Segment the player moves only the ground units that did not
/// move in an earlier segment of the phase: the 97th airlifted in the Air and Sea Movement Segment is not
/// offered again, while the 21st MRD standing in East Germany is.
#[test]
fn a_unit_transported_this_phase_moves_no_more_on_the_ground() {
    let mut s = trn_state();
    let r97 = unit(&s, "su-97-abn");
    let mrd = s.place("su-21-mrd", "2711");
    fly_by(&mut s, r97, Action::Airlift(hex("1410")));
    dice(&mut s, &[6, 6]);
    answer(&mut s, Action::Done);
    assert_eq!(s.units[r97 as usize].loc, Loc::Hex(hex("1410")));
    assert!(matches!(s.steps.last(), Some(Step::Movement(Side::Wp))), "the Ground Movement Segment");
    assert!(actions(&s).contains(&Action::Select(mrd)), "a unit that has not moved");
    assert!(!actions(&s).contains(&Action::Select(r97)), "moved already this phase");
}

/// [10.6.3] (L1579): a unit dropped or landed is in combat supply on arrival, whatever line it traces;
/// only if it fights and cannot trace at the Joint Combat Supply segment is it marked. The 97th dropped on
/// 1410 in Denmark, far from any Pact HQ, carries no Combat-OOS marker; the combat check marks it (read as a
/// check on arrival, it would land marked).
#[test]
fn a_dropped_unit_arrives_in_combat_supply() {
    let mut s = trn_state();
    let r97 = unit(&s, "su-97-abn");
    fly_by(&mut s, r97, Action::Airlift(hex("1410")));
    dice(&mut s, &[6, 6]);
    answer(&mut s, Action::Resolve);
    assert_eq!(s.units[r97 as usize].loc, Loc::Hex(hex("1410")));
    assert!(!s.units[r97 as usize].coos, "in combat supply on arrival");
    engine::games::nato::supply::combat_supply(&mut s, &[r97]);
    assert!(s.units[r97 as usize].coos, "out of it once checked after a battle");
}

/// [16.2.1] (L2009–L2018): who may be sealifted from a port: a marine unit (the 7th Polish Marine Brigade
/// in Rostock, 2111) may; not a tank division in its place, nor the brigade under a Train marker,
/// disrupted or suppressed. Out of movement supply or in an enemy zone it makes no ordinary sealift (from
/// its coastal hex only a withdrawal is left to it, [16.2.3]).
#[test]
fn sealift_needs_a_free_marine_unit() {
    use engine::games::nato::rail::Train;
    let fresh = || {
        let mut s = trn_state();
        let pl7 = unit(&s, "pl-7-mar");
        s.units[pl7 as usize].loc = Loc::Hex(hex("2111"));
        (s, pl7)
    };
    let ordinary = |s: &State, u: UnitId| transport::sea_routes(s, u).into_iter().filter(|r| r.kind == Kind::Sealift).count();
    let (s, pl7) = fresh();
    assert!(ordinary(&s, pl7) > 0, "a marine brigade in a port");
    let (mut s, pl7) = fresh();
    s.units[pl7 as usize].loc = Loc::Out;
    let td = s.place("su-16-td", "2111");
    assert!(transport::sea_routes(&s, td).is_empty(), "no marine symbol");
    for mark in 0..4 {
        let (mut s, pl7) = fresh();
        let us = &mut s.units[pl7 as usize];
        match mark {
            0 => us.train = Some(Train::Entrained),
            1 => us.disrupted = true,
            2 => us.suppressed = true,
            _ => us.moos = true,
        }
        if mark < 3 {
            assert!(transport::sea_routes(&s, pl7).is_empty(), "mark {mark}");
        } else {
            assert_eq!(ordinary(&s, pl7), 0, "out of movement supply");
        }
    }
    let (mut s, pl7) = fresh();
    let next = engine::games::nato::data::hex_name(s.data().neighbours(hex("2111")).find(|&n| s.playable(n) && !s.data().hexes[n as usize].all_sea && s.data().hexes[n as usize].city.is_none()).unwrap());
    s.place("wg-1-83", &next);
    assert_eq!(ordinary(&s, pl7), 0, "in an enemy zone");
}

/// [16.3] (L2041): only a transport's start and end are restricted; the hexes between may be anything,
/// prohibited terrain included: the 97th flies from the SRB to 1410 on Sjælland, which no path over land
/// hexsides (causeways included) reaches from East Germany: its flight crosses all-sea hexes.
#[test]
fn a_transport_flies_over_what_lies_between() {
    use engine::games::nato::data::Crossing;
    let s = trn_state();
    let r97 = unit(&s, "su-97-abn");
    assert!(route(&s, r97, hex("1410"), false).is_some(), "a flight to 1410");
    let d = s.data();
    let mut seen = vec![false; d.hexes.len()];
    let mut stack: Vec<HexId> = (0..d.hexes.len() as HexId).filter(|&h| d.hexes[h as usize].country.as_deref() == Some("gdr")).collect();
    for &h in &stack {
        seen[h as usize] = true;
    }
    while let Some(h) = stack.pop() {
        for n in d.neighbours(h) {
            let side = d.side(h, n).unwrap();
            let land = side.crossing == Crossing::Land || side.feature.as_deref() == Some("causeway");
            if land && !seen[n as usize] && !d.hexes[n as usize].all_sea {
                seen[n as usize] = true;
                stack.push(n);
            }
        }
    }
    assert!(!seen[hex("1410") as usize], "no land path: the flight crosses the sea");
}
/// [16.4] (L2047), [11.7] (L1704): the Air and Sea Movement Segment's passengers count for airspace only
/// once the segment is over: the 97th dropped on 1410 gives the Pact no cover there yet, so the 108th's drop
/// on the same hex still flies into enemy airspace (the interception's enemy section, [17.1.1]); with the
/// segment's operations over, the 97th counts and the same drop no longer must (read as "counts at once",
/// the 108th would already fly the contested section).
#[test]
fn the_segment_s_passengers_count_for_airspace_only_after_it() {
    let mut s = trn_state();
    let (r97, r108) = (unit(&s, "su-97-abn"), unit(&s, "su-108-abn"));
    fly_by(&mut s, r97, Action::Airlift(hex("1410")));
    assert_eq!(s.units[r97 as usize].loc, Loc::Hex(hex("1410")));
    assert!(route(&s, r108, hex("1410"), false).expect("a drop").enemy_air, "the 97th does not count yet");
    let mut after = s.clone();
    after.lifts.clear();
    after.lifted.clear();
    assert!(!route(&after, r108, hex("1410"), false).expect("a drop").enemy_air, "once counted, its cover opens the way");
}
