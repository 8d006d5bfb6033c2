//! Numbered rules read both ways, and the data pack's errors.

use engine::games::nato::combat::odds::{defence, odds};
use engine::games::nato::combat::{coordinates, eligible_attackers, hit_candidates, may_attack, targets};
use engine::games::nato::data::{embedded_files, parse, row_hex, Side, GRID};
use engine::games::nato::movement::destinations;
use engine::games::nato::state::Conquest;
use engine::games::nato::turn::{automatic_victory, final_count, surrender};

use super::common::{hex, state};

/// A pack with a broken row is refused with its file and line, never a panic.
#[test]
fn a_bad_pack_names_file_and_line() {
    let mut files: Vec<(&str, String)> = embedded_files().into_iter().map(|(n, t)| (n, t.to_string())).collect();
    let crt = files.iter_mut().find(|(n, _)| *n == "crt.tsv").unwrap();
    crt.1 = crt.1.replacen("A1*/-", "Z9/?", 1);
    let units = files.iter_mut().find(|(n, _)| *n == "units.tsv").unwrap();
    units.1 = units.1.replacen("\tsu_td\t", "\tno_such_type\t", 1);
    let refs: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let e = parse(&refs).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("crt.tsv line ") && text.contains("Z9/?"), "{text}");
    assert!(text.contains("units.tsv line ") && text.contains("no_such_type"), "{text}");
    let missing: Vec<(&str, &str)> = embedded_files().into_iter().filter(|(n, _)| *n != "tec.tsv").collect();
    assert!(parse(&missing).unwrap_err().to_string().contains("tec.tsv"));
}

/// [25.3.2.2]: a soft unit's defence doubles in a city (or forest, rough, mountain), a hard unit's does not.
#[test]
fn soft_units_double_in_cities_hard_units_do_not() {
    let mut s = state();
    let city = hex("3120"); // Minden, a town: intrinsic 1
    let soft = s.place("wg-hsch-63", "3120");
    assert_eq!(defence(&s, Side::Wp, city), 2 + 1);
    s.units[soft as usize].loc = engine::games::nato::state::Loc::Out;
    s.place("wg-2-83", "3120");
    assert_eq!(defence(&s, Side::Wp, city), 3 + 1);
}

/// [25.3.1.1]: armor attacking a city is halved; mechanized is not.
#[test]
fn armor_halved_against_a_city_mechanized_not() {
    let mut s = state();
    s.turn = 2;
    let n = GRID.neighbours(row_hex(hex("3120")))[0].id();
    s.place("wg-hsch-63", "3120");
    let tank = s.place("su-16-td", &n);
    let a = odds(&s, Side::Wp, hex("3120"), &[tank], false).attack;
    let mech = s.place("su-21-mrd", &GRID.neighbours(row_hex(hex("3120")))[1].id());
    let b = odds(&s, Side::Wp, hex("3120"), &[mech], false).attack;
    assert!(a <= 5, "10 halved, and perhaps a river: {a}");
    assert!(b > a / 2 && b >= 4, "8, perhaps a river: {b}");
}

/// [25.2]: a unit attacks once a phase, a hex is attacked once; [25.1.1]: an empty enemy free city is a
/// target; a NATO hex beside no Pact unit is not.
#[test]
fn targets_and_attackers_once_a_phase() {
    let mut s = state();
    let n = GRID.neighbours(row_hex(hex("3120")))[0].id();
    let u = s.place("su-16-td", &n);
    assert!(targets(&s, Side::Wp).contains(&hex("3120")), "Minden, an empty free city, may be attacked");
    assert!(eligible_attackers(&s, Side::Wp, hex("3120")).contains(&u));
    s.attacked_hexes.push(hex("3120"));
    assert!(!targets(&s, Side::Wp).contains(&hex("3120")));
    s.attacked_hexes.clear();
    s.units[u as usize].attacked = true;
    assert!(!may_attack(&s, u, Side::Wp));
}

/// [26.1.3]: Pact units of two fronts do not attack together (independents join either); [26.2]: at most
/// two NATO nationalities.
#[test]
fn coordination() {
    let s = state();
    let u = |k: &str| s.data().unit(k).unwrap() as u16;
    assert!(coordinates(&s, &[u("su-16-td")], u("gdr-8")), "both NEGF");
    assert!(!coordinates(&s, &[u("su-16-td")], u("gdr-4")), "NEGF and SEGF");
    assert!(coordinates(&s, &[u("su-16-td")], u("gdr-gr-1")), "an independent joins");
    assert!(coordinates(&s, &[u("wg-2-83")], u("uk-7-83")));
    assert!(!coordinates(&s, &[u("wg-2-83"), u("uk-7-83")], u("us-3-2ad-83")), "a third nationality");
}

/// [25.6.3]: losses come from maneuver units before artillery and HQs.
#[test]
fn losses_take_maneuver_units_first() {
    let mut s = state();
    let a = s.place("su-34-arty", "2814");
    let m = s.place("gdr-8", "2814");
    assert_eq!(hit_candidates(&s, &[a, m]), vec![m]);
    assert_eq!(hit_candidates(&s, &[a]), vec![a]);
}

/// [12.1.2], [12.7]: no move into an enemy free city; a territorial unit never leaves its nation.
#[test]
fn no_entry_into_enemy_free_cities_and_territorials_stay_home() {
    let mut s = state();
    let n = GRID.neighbours(row_hex(hex("3120")))[0].id();
    let u = s.place("su-16-td", &n);
    assert!(!destinations(&s, u).iter().any(|d| d.hex == hex("3120")));
    let border = s.data().units.iter().find(|x| x.territorial && x.nation == "gdr").unwrap().key.clone();
    let t = s.place(&border, "2814");
    assert!(destinations(&s, t).iter().all(|d| s.data().hexes[d.hex as usize].country.as_deref() == Some("gdr")));
}

/// [32.1.2]: the Netherlands surrender at 5 VP of Dutch cities, not at 4.
#[test]
fn the_netherlands_surrender_at_five() {
    use engine::games::nato::data::CityKind;
    let base = state();
    let towns: Vec<u16> = (0..base.data().hexes.len() as u16)
        .filter(|&h| base.data().hexes[h as usize].country.as_deref() == Some("nl") && base.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.kind == CityKind::Town))
        .collect();
    let mut s = base.clone();
    for &h in &towns[..4] {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    surrender(&mut s);
    assert!(!s.surrendered("nl"));
    s.conquests.push(Conquest { hex: towns[4], by: Side::Wp });
    surrender(&mut s);
    assert!(s.surrendered("nl"));
}

/// [34.1.2.1]: NATO wins at once holding two Pact cities, not one.
#[test]
fn nato_turns_the_tables_at_two_cities() {
    let mut s = state();
    let wp_cities: Vec<u16> = (0..s.data().hexes.len() as u16).filter(|&h| s.data().hexes[h as usize].city.is_some() && s.data().hexes[h as usize].owner() == Some(Side::Wp)).collect();
    s.conquests.push(Conquest { hex: wp_cities[0], by: Side::Nato });
    assert!(automatic_victory(&s).is_none());
    s.conquests.push(Conquest { hex: wp_cities[1], by: Side::Nato });
    assert_eq!(automatic_victory(&s).map(|o| o.reason), Some("nato_tables_turned".to_string()));
}

/// [34.2], victory.tsv: at the end the Pact scores the NATO cities it holds; the level is read on the
/// WP-minus-NATO difference (decision E1).
#[test]
fn the_final_count() {
    let mut s = state();
    // Nothing changed hands: NATO holds West Berlin (objective, +2), WP − NATO = −2, below the draw's
    // bound of 0 in The Long Fortnight: NATO wins.
    assert_eq!(final_count(&s).reason, "nato_nato_wins");
    s.vp[0] = 2;
    assert_eq!(final_count(&s).reason, "nato_draw", "a difference of 0 is a draw");
    let nato_cities: Vec<u16> = (0..s.data().hexes.len() as u16)
        .filter(|&h| s.data().hexes[h as usize].city.is_some() && s.data().hexes[h as usize].owner() == Some(Side::Nato) && s.data().hexes[h as usize].country.as_deref() == Some("frg"))
        .collect();
    for &h in nato_cities.iter().take(20) {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    let o = final_count(&s);
    assert_eq!(o.winner, Some(0), "{o:?}");
    let mut s = state();
    s.vp[1] = 40;
    assert_eq!(final_count(&s).winner, Some(1));
}

/// MOV-5, L3982 ([35.3.3]): in the Move to the GDP a West German roll of 4 gives West German units 4 MP;
/// a British 6 leaves the British at their MA of 5. No unit enters Pact territory or ends farther from the
/// Iron Curtain than it started ([35.3.2], [35.3.6]).
#[test]
fn mov5_the_move_to_the_gdp() {
    let mut s = state();
    s.player = Side::Nato;
    let wg = s.place("wg-2-83", "3321");
    let uk = s.place("uk-7-83", "3326");
    let max = |s: &engine::games::nato::state::State, u| destinations(s, u).iter().filter(|d| d.path.len() > 1).map(|d| d.cost).max().unwrap_or(0);
    assert!(max(&s, wg) > 4);
    s.gdp = vec![("frg".into(), 4), ("uk".into(), 6)];
    assert!(max(&s, wg) <= 4);
    assert!(max(&s, uk) <= 5);
    let far = engine::games::nato::turn::curtain_distance(&s);
    for u in [wg, uk] {
        let from = far[s.hex_of(u).unwrap() as usize];
        for d in destinations(&s, u) {
            assert!(far[d.hex as usize] <= from, "forward defence");
            assert_ne!(s.data().hexes[d.hex as usize].owner(), Some(Side::Wp));
        }
    }
}

/// GDP-1, L4011 ([35.3.7]): NATO scores 5 − ⌊(WG + US + UK dice)/3⌋, never below 0: three 6s give 0,
/// three 1s give 4.
#[test]
fn gdp1_the_move_to_the_gdp_vp() {
    use engine::games::nato::turn::gdp_vp;
    assert_eq!(gdp_vp(18), 0);
    assert_eq!(gdp_vp(3), 4);
    assert_eq!(gdp_vp(10), 2);
}

/// [9.1.3], [25.7.6]: a hex over-stacked by a retreat and not fixed by the end of its owner's next Movement
/// Phase loses units of the owner's choice until it fits (5 maneuver steps: one brigade goes).
#[test]
fn overstacking_is_fixed_at_the_end_of_the_movement_phase() {
    use engine::games::nato::actions::Action;
    use engine::games::nato::game::Nato;
    use engine::Game;
    let mut s = state();
    let units: Vec<u16> = ["wg-1-83", "wg-2-83", "wg-3-83", "wg-7-83", "wg-31-83"].iter().map(|k| s.place(k, "3321")).collect();
    s.player = Side::Nato;
    s.steps.push(engine::games::nato::state::Step::MovementEnd(Side::Nato));
    super::common::settle(&mut s);
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.overstack");
    assert_eq!(p.actions.len(), 5);
    Nato::apply(&mut s, 1, &Action::Hit(units[0])).unwrap();
    assert_ne!(Nato::prompt(&s).id, "nato.overstack", "4 steps fit");
    assert_eq!(s.units_in(hex("3321")).count(), 4);
}
