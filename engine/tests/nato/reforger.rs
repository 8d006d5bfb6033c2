//! Strikes on Reforger sites ([23.6], [33.3.3.1], rules version 16, decision RF1): a site is its strike's
//! only target, takes no terrain DRM, is destroyed by a `D1`, damaged by a `*` and destroyed by a second;
//! a damaged site activates disrupted; the two-step 3rd ACR goes a step at a time ([33.3.5]). Each read
//! both ways against rules 15, which struck a site as the unit it will become. Dice are scripted.

use engine::games::nato::actions::Action;
use engine::games::nato::air::airspace::Airspaces;
use engine::games::nato::air::strike::{apply_result, drms, no_terrain, strike_actions, Kind};
use engine::games::nato::air::tables::{AirPoints, StrikeResult};
use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::games::nato::reforger::{self, RULES};
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::Game;

use super::common::{dice, hex, set_terrain, state, state_with};

/// The Long Fortnight (1983) on game turn 1 under `rules`, the Reforger unit `key` on its site (setup.tsv,
/// active from turn 2): a site.
fn site(mut s: State, rules: u32, key: &str, at: &str) -> (State, UnitId) {
    s.rules = rules;
    s.turn = 1;
    let u = s.place(key, at);
    s.units[u as usize].active = 2;
    (s, u)
}

/// [33.3.3.1] 1 (L3832): "each strike may target only one Reforger site, and it must be the only target":
/// two 1-step units sharing the hex are offered as a pair under rules 15 but not from rules 16.
#[test]
fn rf1_a_site_is_its_strike_s_only_target() {
    for (rules, paired) in [(RULES, false), (RULES - 1, true)] {
        let (mut s, u) = site(state(), rules, "us-1-2ad-83", "2920");
        s.units[u as usize].steps = 1;
        let other = s.place("us-2-2ad-83", "2920");
        s.units[other as usize].steps = 1;
        s.air[Side::Wp.seat() as usize] = AirPoints { tap: 2, oap: 2 };
        let a = Airspaces::new(&s);
        let offered = strike_actions(&s, &a, Side::Wp, &[u, other], false);
        assert!(offered.contains(&Action::Strike(u, None)), "rules {rules}");
        assert_eq!(offered.iter().any(|x| matches!(x, Action::Strike(_, Some(_)))), paired, "rules {rules}: {offered:?}");
        assert!(reforger::is_site(&s, u));
    }
}

/// [33.3.3.1] 3 (L3834): no terrain DRM for a site ("buildings cannot hide"): a site on a forest hex is
/// struck without the forest's −1 from rules 16; rules 15 gave it.
#[test]
fn rf1_no_terrain_drm_for_a_site() {
    for (rules, terrain) in [(RULES, false), (RULES - 1, true)] {
        let (s, u) = site(state_with(|d| set_terrain(d, "2920", "forest")), rules, "us-1-2ad-83", "2920");
        let d = drms(&s, Side::Wp, hex("2920"), no_terrain(&s, u), false, Kind::Air, None);
        assert_eq!(d.iter().any(|(k, _)| *k == "terrain"), terrain, "rules {rules}: {d:?}");
    }
}

/// [33.3.3.1] 4, 5 (L3835–3836): `D1` destroys a site; `*` damages it (no disruption), a second `*`
/// destroys it. Under rules 15 a `*` disrupted the unit and left no marker.
#[test]
fn rf1_d1_destroys_a_site_and_two_stars_do() {
    let (mut s, u) = site(state(), RULES, "us-1-2ad-83", "2920");
    s.units[u as usize].steps = 1;
    apply_result(&mut s, &[u], StrikeResult::D1);
    assert_eq!(s.units[u as usize].loc, Loc::Dead);
    let (mut s, u) = site(state(), RULES, "us-1-2ad-83", "2920");
    s.units[u as usize].steps = 1;
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    assert_eq!(s.damaged, vec![u]);
    assert!(!s.units[u as usize].disrupted, "a site is damaged, not disrupted");
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    assert_eq!(s.units[u as usize].loc, Loc::Dead, "a second * destroys it");
    assert!(s.damaged.is_empty());
    let (mut s, u) = site(state(), RULES - 1, "us-1-2ad-83", "2920");
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    assert!(s.damaged.is_empty() && s.units[u as usize].disrupted, "rules 15");
}

/// [33.3.5] (L3846–3852): the 3rd ACR on its site loses its steps one by one: a `D1` flips it; damaged
/// twice it flips (the marker goes), twice more and it is gone.
#[test]
fn rf1_the_3rd_acr_goes_a_step_at_a_time() {
    let (mut s, u) = site(state(), RULES, "us-3acr", "3626");
    assert_eq!(s.units[u as usize].steps, 2);
    apply_result(&mut s, &[u], StrikeResult::D1);
    assert_eq!((s.units[u as usize].steps, s.hex_of(u)), (1, Some(hex("3626"))), "flipped, still a site");
    let (mut s, u) = site(state(), RULES, "us-3acr", "3626");
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    assert_eq!((s.units[u as usize].steps, s.damaged.len()), (1, 0), "damaged again: the marker goes and it flips");
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    assert_eq!(s.units[u as usize].loc, Loc::Dead);
}

/// [33.3.3.1] 5 (L3836): a damaged site activated is flipped to a unit with a Disrupted marker instead of
/// the Damaged one; an undamaged one activates undisrupted.
#[test]
fn rf1_a_damaged_site_activates_disrupted() {
    let (mut s, u) = site(state(), RULES, "us-1-2ad-83", "2920");
    let v = s.place("us-2-2ad-83", "2922");
    s.units[v as usize].active = 2;
    apply_result(&mut s, &[u], StrikeResult::Disrupted);
    reforger::activate(&mut s);
    assert!(!s.units[u as usize].disrupted, "still a site on turn 1");
    s.turn = 2;
    reforger::activate(&mut s);
    assert!(s.units[u as usize].disrupted && s.damaged.is_empty());
    assert!(!s.units[v as usize].disrupted);
}

/// [23.6] played: the Pact's Air Strike Segment offers the site and a `*` damages it; the game played on
/// to turn 2, where the site activates, the Damaged marker gives way to a Disrupted one.
#[test]
fn rf1_the_pact_strikes_a_site_in_its_air_strike_segment() {
    let (mut s, u) = site(state(), RULES, "us-1-2ad-83", "2920");
    s.player = Side::Wp;
    s.air[Side::Wp.seat() as usize] = AirPoints { tap: 0, oap: 1 };
    s.steps = vec![Step::TurnEnd, Step::AirStrikes(Side::Wp)];
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Strike(u, None)), "{:?}", p.actions);
    // Roll until the table gives `*`: find a die that does.
    let a = Airspaces::new(&s);
    let drm: i32 = drms(&s, Side::Wp, hex("2920"), true, false, Kind::Air, Some(&a)).iter().map(|(_, v)| v).sum();
    let die = (1..=6u8).find(|&d| s.data().air.strike(1, d as i32 + drm) == StrikeResult::Disrupted).expect("a die that disrupts");
    dice(&mut s, &[die]);
    Nato::apply(&mut s, Side::Wp.seat(), &Action::Strike(u, None)).unwrap();
    let logged = |s: &State, id: &str| s.log.to_vec().iter().any(|e| e.id == id);
    assert!(logged(&s, "nato.reforger_damaged"));
    // Played on to game turn 2's Joint Reinforcement Phase, where the site activates: disrupted.
    assert!(s.turn >= 2 && logged(&s, "nato.reforger_damaged_active"));
    assert!(s.units[u as usize].disrupted && s.damaged.is_empty());
}

/// [33.3.1] (L3816–L3820): a Reforger site flips to its unit even in an enemy zone, with no interception,
/// and the unit acts at once as any other: the US brigade's site at 2920, a Pact division beside it, is a
/// site on game turn 1 (no attack, no move); on its turn (2) it is a unit in the same hex that may move
/// and attack in NATO's player turn, and no die was rolled for its arrival.
#[test]
fn a_reforger_unit_activates_in_an_enemy_zone_and_acts_at_once() {
    let (mut s, u) = site(state(), RULES, "us-1-2ad-83", "2920");
    let next = engine::games::nato::data::hex_name(s.data().neighbours(hex("2920")).find(|&n| s.playable(n) && s.data().hexes[n as usize].city.is_none()).unwrap());
    s.place("su-16-td", &next);
    assert!(reforger::is_site(&s, u));
    assert!(!engine::games::nato::combat::may_attack(&s, u, Side::Nato), "a site does not attack");
    s.turn = 2;
    let info = s.chance.information;
    reforger::activate(&mut s);
    assert_eq!(s.chance.information, info, "no interception roll");
    assert!(!reforger::is_site(&s, u));
    assert_eq!(s.hex_of(u), Some(hex("2920")));
    assert!(engine::games::nato::combat::may_attack(&s, u, Side::Nato), "it may attack at once");
    assert!(!engine::games::nato::movement::destinations(&s, u).is_empty(), "and move");
}

/// [33.3.3] (L3828): a Reforger site may be struck by every kind of Pact strike, artillery's included: the
/// 34th Artillery Division beside the US brigade's site at 2920, with a division of its front, is offered a
/// bombardment of the site (air strikes: the tests above; chemical and nuclear: chemical.rs, nuclear.rs).
#[test]
fn artillery_may_bombard_a_reforger_site() {
    use engine::games::nato::air::artillery;
    use engine::games::nato::data::River;
    let next = engine::games::nato::data::hex_name(state().data().neighbours(hex("2920")).find(|&n| state().playable(n) && state().data().hexes[n as usize].city.is_none()).unwrap());
    let f = next.clone();
    let (mut s, u) = site(state_with(move |d| super::common::set_river(d, &f, "2920", River::None)), RULES, "us-1-2ad-83", "2920");
    let art = s.place("su-34-arty", &next);
    s.place("su-21-mrd", &next);
    assert!(reforger::is_site(&s, u));
    assert!(artillery::bombardments(&s, &[]).contains(&Action::Bombard(art, u)));
}
