//! Reinforcements ([33.0]) on The Long Fortnight (1983)'s schedule: the Joint Reinforcement Phase's
//! arrivals by entry code ([33.2.1] reserve sites, [33.2.2] ground entries, [33.2.9] transport commands),
//! the reserve sites lost to the enemy or a Nuclear marker, and the supply of units in the boxes and the
//! SRB ([33.1], [33.5], [33.6]).

use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::Game;
use engine::games::nato::setup::new_game;
use engine::games::nato::state::{Conquest, Loc, State, UnitId};
use engine::games::nato::supply::{supplied_hqs, unit_supply, Ctx};
use engine::games::nato::turn::reinforcements;

use super::common::{hex, ring};

/// A new Long Fortnight (1983) game under rules 18, before its first turn.
fn game() -> State {
    new_game(Nato::builtin_data(), "long_fortnight", 1983, 1, 18).expect("a new game")
}

fn unit(s: &State, key: &str) -> UnitId {
    s.data().unit(key).unwrap_or_else(|| panic!("no unit {key}")) as UnitId
}

/// The Joint Reinforcement Phase of game turn `turn`.
fn arrive(s: &mut State, turn: u8) {
    s.turn = turn;
    reinforcements(s);
}

/// [33.0], [33.2.1], [33.2.1.1]: a reserve reinforcement (the West German 62nd Home Defence Brigade, RS2621,
/// due on game turn 2) is not on the map before its turn, so no strike can reach its site; it appears in
/// its reserve site's hex in the Joint Reinforcement Phase of its turn.
#[test]
fn a_reserve_reinforcement_appears_on_its_site_on_its_turn() {
    let mut s = game();
    let u = unit(&s, "wg-hsch-62");
    assert_eq!(s.units[u as usize].loc, Loc::Due(2));
    arrive(&mut s, 1);
    assert_eq!(s.hex_of(u), None, "not before its turn");
    arrive(&mut s, 2);
    assert_eq!(s.hex_of(u), Some(hex("2621")));
}

/// [33.2.1.2]: a reserve reinforcement appears in an enemy zone; its site held by an enemy unit (or, a
/// city, conquered) eliminates it instead.
#[test]
fn a_reserve_site_in_an_enemy_zone_or_held_by_the_enemy() {
    let mut s = game();
    let u = unit(&s, "wg-hsch-62");
    let n = ring("2621");
    s.place("su-16-td", &n[0]);
    arrive(&mut s, 2);
    assert_eq!(s.hex_of(u), Some(hex("2621")), "an enemy zone does not stop it");

    let mut s = game();
    let u = unit(&s, "wg-hsch-62");
    s.place("su-16-td", "2621");
    arrive(&mut s, 2);
    assert_eq!(s.units[u as usize].loc, Loc::Dead);

    let mut s = game();
    let u = unit(&s, "wg-hsch-62");
    s.conquests.push(Conquest { hex: hex("2621"), by: Side::Wp });
    arrive(&mut s, 2);
    assert_eq!(s.units[u as usize].loc, Loc::Dead);
}

/// [33.2.1.1] exception: a reserve reinforcement due on a site under a Nuclear marker is eliminated.
#[test]
fn a_reserve_site_under_a_nuclear_marker_is_lost() {
    let mut s = game();
    let u = unit(&s, "wg-hsch-62");
    s.nuclear = Some(Default::default());
    s.nuclear.as_mut().unwrap().markers.push(hex("2621"));
    arrive(&mut s, 2);
    assert_eq!(s.units[u as usize].loc, Loc::Dead);
}

/// [33.2.1.3]: the US III Corps HQ is a reserve reinforcement (RS3928, game turn 2): off the map, out of
/// any strike's reach, until it appears on its site.
#[test]
fn the_us_iii_corps_hq_is_a_reserve_reinforcement() {
    let mut s = game();
    let hq = unit(&s, "us3-hq");
    assert_eq!(s.units[hq as usize].loc, Loc::Due(2));
    assert_eq!(s.units[hq as usize].arrival, Some(Loc::Hex(hex("3928"))));
    arrive(&mut s, 2);
    assert_eq!(s.hex_of(hq), Some(hex("3928")));
}

/// [33.2.2], [33.1]: a ground reinforcement (the Polish 5th Tank Division, G4, game turn 2) goes to its
/// sector's reinforcement box, not onto the map.
#[test]
fn a_ground_reinforcement_waits_in_its_sector_s_box() {
    let mut s = game();
    let u = unit(&s, "pl-5-td");
    arrive(&mut s, 2);
    assert_eq!(s.units[u as usize].loc, Loc::Box(4));
    assert_eq!(s.hex_of(u), None);
}

/// [33.2.9]: a transport command arriving as a reinforcement goes to the Ready box of its side's transport
/// command display (not the Recovery box).
#[test]
fn a_transport_command_arrives_in_the_ready_box() {
    let mut s = game();
    let t = unit(&s, "wp-airlift-1");
    s.units[t as usize].loc = Loc::Due(3);
    s.units[t as usize].arrival = Some(Loc::Transport);
    arrive(&mut s, 3);
    assert_eq!(s.units[t as usize].loc, Loc::Transport);
    assert!(!s.units[t as usize].used);
}

/// [33.1], [33.5], [33.6]: units in a reinforcement box or the SRB are always in movement and combat
/// supply, and reinforcements arrive with no Out-of-Supply marker.
#[test]
fn reinforcements_arrive_supplied() {
    let mut s = game();
    let boxed = unit(&s, "pl-5-td");
    arrive(&mut s, 2);
    let srb = (0..s.units.len() as UnitId).find(|&u| s.units[u as usize].loc == Loc::Srb).expect("a unit in the SRB");
    for u in [boxed, srb] {
        let hqs = supplied_hqs(&s, s.side(u));
        assert_eq!(unit_supply(&s, &Ctx::new(&s), u, &hqs), (true, true));
        assert!(!s.units[u as usize].moos && !s.units[u as usize].coos);
    }
}

/// [33.4] (L3856): a reinforcement may wait in its box and enter the map on any later turn: the Polish
/// 5th Tank Division, in the sector 4 box from game turn 2, left there through turn 2's end and turn 3's
/// arrivals, is still in its box on game turn 5 and may still move onto the map (read as "enter on its
/// turn or never", it would be gone or have no entry).
#[test]
fn a_reinforcement_may_wait_in_its_box() {
    use engine::games::nato::state::Step;
    let mut s = game();
    let u = unit(&s, "pl-5-td");
    arrive(&mut s, 2);
    assert_eq!(s.units[u as usize].loc, Loc::Box(4));
    s.steps = vec![Step::TurnEnd];
    engine::kit::steps::settle(&mut s, 10_000).unwrap();
    arrive(&mut s, 3);
    assert_eq!(s.units[u as usize].loc, Loc::Box(4), "still waiting");
    s.turn = 5;
    s.steps = vec![Step::Movement(Side::Wp)];
    s.player = Side::Wp;
    assert!(!engine::games::nato::movement::destinations(&s, u).is_empty(), "it may still enter");
}

/// [33.3] (L3808–L3810), decision E4: every Reforger unit starts the game on the map in the hex of its
/// entry code, as its site (not yet active): in the Long Fortnight (1983) each unit whose entry is
/// `RF####` stands in hex #### at the start and is a site on game turn 1.
#[test]
fn reforger_units_start_on_their_sites() {
    let s = game();
    let d = s.data();
    let rf: Vec<UnitId> = d
        .setup
        .iter()
        .filter(|r| r.scenario == "long_fortnight" && r.year == 1983)
        .filter(|r| matches!(r.placement, engine::games::nato::data::Placement::Reforger(_)))
        .map(|r| r.unit as UnitId)
        .collect();
    assert!(!rf.is_empty(), "the scenario has Reforger units");
    for u in rf {
        let engine::games::nato::data::Placement::Reforger(h) = d.setup.iter().find(|r| r.scenario == "long_fortnight" && r.year == 1983 && r.unit == u as usize).unwrap().placement else { unreachable!() };
        assert_eq!(s.hex_of(u), Some(h), "{} on its site", s.key(u));
        let mut t = s.clone();
        t.turn = 1;
        assert!(engine::games::nato::reforger::is_site(&t, u), "{} not yet active", s.key(u));
    }
}
