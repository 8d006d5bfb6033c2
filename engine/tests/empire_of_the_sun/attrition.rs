//! Attrition (EotS 6.24, the Attrition Phase of 4.4) on positions built on the main sheet.

use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::data::{City, Side};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::steps::Step;
use engine::games::empire_of_the_sun::state::{Loc, Sheet, State, UnitId};
use engine::games::empire_of_the_sun::supply;
use engine::games::empire_of_the_sun::supply::attrition::{self, Attrited};
use engine::kit::hex::Hex;
use engine::record::Header;
use engine::Game;

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn put(s: &mut State, key: &str, at: &str, reduced: bool) -> UnitId {
    let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
    s.place(u, Loc::Hex(hex(at)), reduced);
    u
}

/// The main sheet on turn 2, Japan holding its home cities (6.22) and Saigon, the rest Allied.
fn position() -> State {
    let mut s = State::empty(builtin_data(), Sheet::Main, 1);
    s.tracks.turn = 2;
    let homes: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.city == City::JapanHome).map(|(h, _)| *h).collect();
    for h in homes {
        s.set_control(h, Side::Japanese);
    }
    s.set_control(hex("2212"), Side::Japanese);
    s
}

struct Units {
    south: UnitId,
    south_seas: UnitId,
    full_near_hq: UnitId,
    reduced_near_hq: UnitId,
    reduced_alone: UnitId,
    reduced_at_tokyo_express: UnitId,
    supplied_reduced: UnitId,
    dutch_one_step: UnitId,
    allied_full: UnitId,
    allied_air: UnitId,
    allied_ship: UnitId,
}

/// Japan: the South HQ at Saigon (supplied) with a reduced army; the South Seas HQ at 2526 in the
/// Australian outback, where no line of communication reaches (6.21B: no friendly port to land through),
/// with a full and a reduced army within its range; a reduced army far from every Japanese HQ, and one in
/// the Tokyo Express marker's hex. The Allies have no HQ on the sheet: a Dutch regiment (one step), a US
/// corps, an air unit and a cruiser, all out of supply.
fn units(s: &mut State) -> Units {
    let u = Units {
        south: put(s, "jp-south-hq", "2212", false),
        south_seas: put(s, "jp-south-seas-hq", "2526", false),
        full_near_hq: put(s, "jp-17-army", "2527", false),
        reduced_near_hq: put(s, "jp-18-army", "2528", true),
        reduced_alone: put(s, "jp-19-army", "3727", true),
        reduced_at_tokyo_express: put(s, "jp-2-army", "3626", true),
        supplied_reduced: put(s, "jp-38-army", "2212", true),
        dutch_one_step: put(s, "nl-1-rgt", "2019", false),
        allied_full: put(s, "us-i-corps", "3023", false),
        allied_air: put(s, "cw-aus-air", "3823", false),
        allied_ship: put(s, "us-ca-northampton", "3823", false),
    };
    s.tracks.tokyo_express = Some(hex("3626"));
    u
}

/// EotS 6.24: the two steps, judged together on one supply.
#[test]
fn attrition_steps() {
    let mut s = position();
    let u = units(&mut s);
    let sup = supply::compute_fresh(&s);
    // The premises.
    assert!(sup.hq_supplied(u.south) && !sup.hq_supplied(u.south_seas));
    for x in [u.full_near_hq, u.reduced_near_hq, u.reduced_alone, u.reduced_at_tokyo_express, u.dutch_one_step, u.allied_full, u.allied_air] {
        assert!(!sup.supplied(x), "{} is out of supply", s.unit_data(x).key);
    }
    assert!(sup.supplied(u.supplied_reduced));
    let geo = s.geo();
    for (hq, far) in [(u.south, u.reduced_alone), (u.south_seas, u.reduced_alone), (u.south, u.reduced_at_tokyo_express), (u.south_seas, u.reduced_at_tokyo_express)] {
        let (a, b) = (s.unit(hq).loc.hex().unwrap(), s.unit(far).loc.hex().unwrap());
        assert!(geo.distance(geo.ix(a), geo.ix(b)) > s.unit_data(hq).command_range.unwrap() as u32);
    }
    let judged = attrition::judge(&s, &sup);
    let of = |x: UnitId| judged.iter().find(|(v, _)| *v == x).map(|(_, r)| *r);
    // Step 2: full-strength and out of supply: reduced, HQ range or not.
    assert_eq!(of(u.full_near_hq), Some(Attrited::Reduced));
    assert_eq!(of(u.allied_full), Some(Attrited::Reduced));
    assert_eq!(of(u.allied_air), Some(Attrited::Reduced));
    // Step 1: reduced, out of supply, beyond every friendly HQ's range: eliminated.
    assert_eq!(of(u.reduced_alone), Some(Attrited::Eliminated));
    // 6.24c: within the range of an HQ, even an unsupplied one: kept.
    assert_eq!(of(u.reduced_near_hq), None);
    // 6.24b: in the Tokyo Express marker's hex (6.23): kept.
    assert_eq!(of(u.reduced_at_tokyo_express), None);
    // L590: a one-step unit counts as reduced.
    assert_eq!(of(u.dutch_one_step), Some(Attrited::Eliminated));
    // Supplied units, HQs and naval units: untouched.
    for x in [u.supplied_reduced, u.south, u.south_seas, u.allied_ship] {
        assert_eq!(of(x), None, "{}", s.unit_data(x).key);
    }
    // Applied at once: the flipped unit stays on the map, reduced; the eliminated go.
    attrition::attrition(&mut s);
    assert!(s.unit(u.full_near_hq).reduced && s.unit(u.full_near_hq).loc == Loc::Hex(hex("2527")));
    assert_eq!(s.unit(u.reduced_alone).loc, Loc::Eliminated);
    assert_eq!(s.unit(u.dutch_one_step).loc, Loc::Eliminated);
    assert!(s.log.iter().any(|e| e.id == "eots.attrition_eliminated"));
    assert!(s.log.iter().any(|e| e.id == "eots.attrition_reduced"));
    // A second phase takes the flipped unit only if no HQ is in range: here the South Seas HQ is.
    let before = s.units.clone();
    attrition::attrition(&mut s);
    assert_eq!(s.unit(u.full_near_hq).loc, before[u.full_near_hq as usize].loc);
}

/// 6.24 L590: simultaneous: a unit is judged on the position before any result, so the elimination of
/// one side's units does not save or doom the other's in the same phase.
#[test]
fn attrition_is_simultaneous() {
    let mut s = position();
    let u = units(&mut s);
    let sup = supply::compute_fresh(&s);
    let judged = attrition::judge(&s, &sup);
    attrition::attrition(&mut s);
    for (x, r) in judged {
        match r {
            Attrited::Eliminated => assert_eq!(s.unit(x).loc, Loc::Eliminated),
            Attrited::Reduced => assert!(s.unit(x).reduced && s.unit(x).loc.hex().is_some()),
        }
    }
    assert!(s.unit(u.reduced_near_hq).loc.hex().is_some());
}

/// 17.11 (L3044): no Attrition Phase on turn 1.
#[test]
fn no_attrition_on_turn_one() {
    let mut s = position();
    s.tracks.turn = 1;
    let u = units(&mut s);
    let before = s.units.clone();
    attrition::attrition(&mut s);
    assert_eq!(s.units, before);
    assert_eq!(s.unit(u.reduced_alone).loc, Loc::Hex(hex("3727")));
}

/// 4.0: the Political Phase (national status, then Political Will) comes before the Attrition Phase,
/// and the End of Turn Phase last.
#[test]
fn phase_order() {
    let h = Header { game: "empire-of-the-sun".into(), rules: 5, scenario: "south_pacific".into(), seed: 1, ..Default::default() };
    let s = EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).unwrap();
    let order: Vec<&Step> = s.steps.iter().rev().filter(|x| matches!(x, Step::NationalStatus | Step::PoliticalWill | Step::Attrition | Step::EndOfTurn)).collect();
    assert_eq!(order, vec![&Step::NationalStatus, &Step::PoliticalWill, &Step::Attrition, &Step::EndOfTurn]);
}
