//! Chemical warfare ([22.0]–[22.4], [34.3.3]), rules version 14 with the `chemical` option: First Use, the
//! points, the deliveries and their limits, the strike's resolution, persistence, re-strikes, the markers'
//! effects on movement, rail, combat, retreat, exploitation and reaction, the airfield strike. Each read
//! both ways; the option off means no chemical anything.

use engine::games::nato::actions::Action;
use engine::games::nato::air::airspace::{Airspace, Airspaces};
use engine::games::nato::air::tables::{AirPoints, StrikeResult};
use engine::games::nato::chemical::{self, cut_tap, in_chem, Chemical, Delivery, Marker};
use engine::games::nato::combat::odds::{attack_factor, defence};
use engine::games::nato::data::{hex_name, Class, HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::movement::destinations;
use engine::games::nato::state::{State, Step, UnitId};
use engine::record::Header;
use engine::session::Match;
use engine::Game;

use engine::games::nato::chemical::SegmentStart;
use engine::kit::steps::Step as KitStep;

use super::common::{dice, hex, state};

/// An empty Long Fortnight state under rules 14 with chemical warfare, on game turn 3.
fn chem() -> State {
    let mut s = state();
    s.rules = chemical::RULES;
    s.turn = 3;
    s.chemical = Some(Chemical::new(s.scenario_data()));
    s
}

/// The same, the Pact having declared First Use on `turn`.
fn declared(turn: u8) -> State {
    let mut s = chem();
    s.chemical.as_mut().unwrap().first_use = Some(turn);
    s
}

fn marker(s: &mut State, h: HexId, side: Side, persistent: bool) {
    let turn = s.turn;
    s.chemical.as_mut().unwrap().markers.push(Marker { hex: h, side, persistent, turn, pending: false });
}

fn segment(s: &mut State, side: Side) {
    s.player = side;
    s.steps = vec![Step::TurnEnd, Step::Chemical(side)];
}

fn gas(s: &State) -> Vec<Action> {
    Nato::prompt(s).actions.into_iter().filter(|a| matches!(a, Action::Gas(..))).collect()
}

/// A NATO maneuver unit (by class) of a nation, full strength: its key.
fn nato_unit(s: &State, nation: &str, pred: impl Fn(&State, UnitId) -> bool) -> String {
    (0..s.data().units.len() as UnitId)
        .find(|&u| s.side(u) == Side::Nato && s.data().units[u as usize].nation == nation && s.class(u).maneuver() && pred(s, u))
        .map(|u| s.key(u).to_string())
        .unwrap()
}

fn any_nato(s: &State, pred: impl Fn(&State, UnitId) -> bool) -> String {
    (0..s.data().units.len() as UnitId).find(|&u| s.side(u) == Side::Nato && s.class(u).maneuver() && pred(s, u)).map(|u| s.key(u).to_string()).unwrap()
}

fn pact_unit(s: &State, pred: impl Fn(&State, UnitId) -> bool) -> String {
    (0..s.data().units.len() as UnitId).find(|&u| s.side(u) == Side::Wp && pred(s, u)).map(|u| s.key(u).to_string()).unwrap()
}

fn header(options: &[(&str, &str)], rules: u32) -> Header {
    let mut h = Header { game: "nato".into(), rules, scenario: "baltic_gate".into(), options: Default::default(), seed: 1, position: None, pack: None };
    for (k, v) in options {
        h.options.insert(k.to_string(), v.to_string());
    }
    h
}

/// The option: off (the default) a rules-14 game holds no chemical state and plays no Chemical Strike
/// Segment; on, each side starts with the scenario's points (Baltic Gate: the Pact 4, NATO 1). Rules 13
/// refuses it.
#[test]
fn the_option_off_means_no_chemical_anything() {
    let off = Match::<Nato>::new(header(&[], 14)).unwrap();
    assert!(off.state().chemical.is_none());
    assert!(Nato::view_json(off.state(), None).get("chemical").is_none());
    let on = Match::<Nato>::new(header(&[("chemical", "on")], 14)).unwrap();
    // Baltic Gate: the Pact 4 and NATO 1 at the start, and turn 1's income (1 and 0) already received.
    assert_eq!(on.state().chemical.as_ref().unwrap().points, [5, 1]);
    assert!(Nato::view_json(on.state(), None).get("chemical").is_some());
    assert!(Match::<Nato>::new(header(&[("chemical", "on")], 13)).is_err(), "rules 13 has no chemical warfare");
    assert!(Match::<Nato>::new(header(&[("chemical", "maybe")], 14)).is_err());
    // A whole random game with the option off never prompts a chemical segment.
    let mut m = Match::<Nato>::new(header(&[], 14)).unwrap();
    let mut rng = 7u64;
    for _ in 0..3000 {
        if m.state().outcome.is_some() {
            break;
        }
        assert!(!m.prompt().id.starts_with("nato.chemical"));
        let n = m.prompt().actions.len();
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        m.play((rng >> 33) as usize % n).unwrap();
    }
    assert!(m.state().chemical.is_none());
}

/// [22.0], [4.4.3], [34.3.3]: the Pact's segment offers First Use and no strike before it; declared, NATO
/// scores 1 VP at once and the strikes are offered. NATO's segment is not played before First Use.
#[test]
fn only_the_pact_begins_chemical_warfare() {
    let mut s = chem();
    let u = s.place(&nato_unit(&s, "frg", |_, _| true), "2819");
    let _ = u;
    segment(&mut s, Side::Wp);
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.chemical_first_use");
    assert!(p.actions.contains(&Action::FirstUse));
    assert!(gas(&s).is_empty(), "no strike before First Use");
    let vp = s.vp[Side::Nato.seat() as usize];
    Nato::apply(&mut s, 0, &Action::FirstUse).unwrap();
    assert_eq!(s.chemical.as_ref().unwrap().first_use, Some(3));
    assert_eq!(s.vp[Side::Nato.seat() as usize], vp + 1, "[34.3.3] the turn of First Use scores");
    assert!(!gas(&s).is_empty());
    assert!(!Nato::prompt(&s).actions.contains(&Action::FirstUse), "once");

    // NATO's segment start: skipped before First Use, played after.
    let mut n = chem();
    n.player = Side::Nato;
    n.steps = vec![];
    SegmentStart.run(&mut n);
    assert!(n.steps.is_empty());
    let mut n = declared(2);
    n.player = Side::Nato;
    n.steps = vec![];
    SegmentStart.run(&mut n);
    assert_eq!(n.steps, vec![Step::Chemical(Side::Nato)]);
}

/// [22.1], [34.3.3]: each Joint Reinforcement Phase brings both sides' income (The Long Fortnight: the
/// Pact 2, NATO 1) and, after First Use and through turn 14, NATO's VP; none before First Use.
#[test]
fn points_come_each_turn_and_nato_scores_each_turn_of_chemical_war() {
    let mut s = chem();
    let before = s.chemical.as_ref().unwrap().points;
    chemical::joint_phase(&mut s);
    assert_eq!(s.chemical.as_ref().unwrap().points, [before[0] + 2, before[1] + 1]);
    assert_eq!(s.vp, [0, 0], "no VP before First Use");
    let mut s = declared(2);
    chemical::joint_phase(&mut s);
    assert_eq!(s.vp[Side::Nato.seat() as usize], 1);
    s.turn = 15;
    chemical::joint_phase(&mut s);
    assert_eq!(s.vp[Side::Nato.seat() as usize], 1, "not after turn 14");
}

/// STR-1, L2536, [22.2.3], [22.2.4]: on the second chemical turn the Pact strikes 2819 (the 7th Armoured
/// and PRG brigades) with a non-persistent marker: a die each, 4 disrupts the 7th, 1 leaves the PRG.
#[test]
fn str1_a_die_for_each_unit_on_the_chemical_turns_column() {
    let mut s = declared(2);
    let seventh = s.place("uk-7-83", "2819");
    let prg = s.place("uk-prg", "2819");
    assert_eq!(chemical::chem_turn(&s), 2);
    assert_eq!(s.data().chem.strike(2, 4), StrikeResult::Disrupted);
    assert_eq!(s.data().chem.strike(2, 1), StrikeResult::None);
    chemical::place(&mut s, Side::Wp, hex("2819"), Delivery::Operational, false).unwrap();
    assert!(!s.units[seventh as usize].disrupted, "markers are all placed before any is resolved");
    dice(&mut s, &[4, 1]);
    chemical::resolve_all(&mut s, Side::Wp);
    assert!(s.units[seventh as usize].disrupted);
    assert!(!s.units[prg as usize].disrupted);
    assert!(in_chem(&s, hex("2819")));
    assert_eq!(s.chemical.as_ref().unwrap().points[0], 10 - 1, "one point a strike");
}

/// [22.2.3]: `D1` flips a 2-step unit and disrupts it, eliminates a 1-step one; artillery is suppressed,
/// not disrupted; the emptied hex takes the striker's Breakthrough marker ([25.9.1]; NATO needs no Battle
/// marker). [22.2.7]: an HQ is never struck, so a hex of an HQ alone is not emptied.
#[test]
fn d1_steps_and_the_emptied_hex() {
    let mut s = declared(3);
    s.player = Side::Nato;
    let two = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 2), "2819");
    // The chemical turn 1 column: 6 is D1.
    assert_eq!(s.data().chem.strike(1, 6), StrikeResult::D1);
    dice(&mut s, &[6]);
    chemical::strike_unit(&mut s, Side::Nato, two);
    assert_eq!(s.units[two as usize].steps, 1);
    assert!(s.units[two as usize].disrupted);

    let mut s = declared(3);
    s.player = Side::Nato;
    let one = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.ty(u).steps == 1), "2819");
    let hq = s.place(&pact_unit(&s, |s, u| s.class(u) == Class::Hq), "2820");
    marker(&mut s, hex("2819"), Side::Nato, false);
    marker(&mut s, hex("2820"), Side::Nato, false);
    for m in s.chemical.as_mut().unwrap().markers.iter_mut() {
        m.pending = true;
    }
    dice(&mut s, &[6]);
    chemical::resolve_all(&mut s, Side::Nato);
    assert_eq!(s.hex_of(one), None, "eliminated");
    assert!(s.breakthroughs.contains(&(hex("2819"), Side::Nato)));
    assert_eq!(s.hex_of(hq), Some(hex("2820")), "[22.2.7] the HQ is not struck");
    assert!(!s.units[hq as usize].suppressed);
    assert!(!s.breakthroughs.contains(&(hex("2820"), Side::Nato)));
    assert!(chemical::victims(&s, Side::Nato, hex("2820")).is_empty());

    let mut s = declared(3);
    let art = s.place(&pact_unit(&s, |s, u| s.class(u) == Class::Artillery), "2819");
    dice(&mut s, &[3]);
    chemical::strike_unit(&mut s, Side::Nato, art);
    assert!(s.units[art as usize].suppressed && !s.units[art as usize].disrupted, "artillery suppressed");
}

/// [22.2.1], [11.8.3]: the Pact's tactical strike only in its friendly or contested airspace, its
/// operational strike anywhere but once a turn ([22.2.1]) — shared with the airfield strike ([22.4]).
#[test]
fn pact_deliveries_by_airspace_and_once_a_turn() {
    let mut s = declared(3);
    let a = Airspaces::new(&s);
    let far = (0..s.data().hexes.len() as HexId).find(|&h| s.playable(h) && a.of(&s, Side::Wp, h) == Airspace::Enemy).unwrap();
    let key = nato_unit(&s, "frg", |_, _| true);
    s.place(&key, &hex_name(far));
    // A NATO unit on the border beside a Pact unit: contested airspace.
    let d = s.data();
    let (near, east) = (0..d.hexes.len() as HexId)
        .filter(|&h| s.playable(h) && d.hexes[h as usize].owner() == Some(Side::Nato))
        .find_map(|h| d.neighbours(h).find(|&n| s.playable(n) && d.hexes[n as usize].owner() == Some(Side::Wp)).map(|n| (h, n)))
        .unwrap();
    let key2 = nato_unit(&s, "us", |_, _| true);
    s.place(&key2, &hex_name(near));
    let key3 = pact_unit(&s, |s, u| s.class(u).maneuver());
    s.place(&key3, &hex_name(east));
    assert_ne!(Airspaces::new(&s).of(&s, Side::Wp, near), Airspace::Enemy);
    segment(&mut s, Side::Wp);
    let g = gas(&s);
    assert!(!g.contains(&Action::Gas(far, Delivery::Tactical, false)), "no tactical strike in enemy airspace");
    assert!(g.contains(&Action::Gas(far, Delivery::Operational, false)));
    assert!(g.contains(&Action::Gas(near, Delivery::Tactical, true)));
    assert!(Nato::prompt(&s).actions.contains(&Action::AirfieldGas));
    Nato::apply(&mut s, 0, &Action::Gas(far, Delivery::Operational, false)).unwrap();
    let g = gas(&s);
    assert!(!g.iter().any(|a| matches!(a, Action::Gas(_, Delivery::Operational, _))), "one operational strike a turn");
    assert!(!Nato::prompt(&s).actions.contains(&Action::AirfieldGas), "the airfield strike uses it too");
    assert!(!g.iter().any(|a| matches!(a, Action::Gas(h, ..) if *h == far)), "a hex once a segment");
    assert!(Nato::apply(&mut s, 0, &Action::Gas(far, Delivery::Tactical, false)).is_err(), "refused, not a panic");
}

/// [22.2.2]: NATO's artillery strike on a hex beside a US unit with combat supply (not with a Combat-OOS
/// marker, not beside a British unit); its tactical strike costs a tactical air point too and is not
/// offered without one.
#[test]
fn nato_artillery_beside_us_units_and_tactical_with_an_air_point() {
    let mut s = declared(2);
    s.chemical.as_mut().unwrap().points[1] = 3;
    let us = s.place(&nato_unit(&s, "us", |_, _| true), "2820");
    s.place(&pact_unit(&s, |s, u| s.class(u).maneuver()), "2819");
    s.air[Side::Nato.seat() as usize] = AirPoints { tap: 0, oap: 0 };
    segment(&mut s, Side::Nato);
    let t = hex("2819");
    let g = gas(&s);
    assert!(g.contains(&Action::Gas(t, Delivery::Artillery, false)));
    assert!(!g.iter().any(|a| matches!(a, Action::Gas(_, Delivery::Tactical, _))), "no tactical strike without a TAP");
    assert!(!g.iter().any(|a| matches!(a, Action::Gas(_, Delivery::Operational, _))), "NATO has no operational delivery");
    assert!(!Nato::prompt(&s).actions.contains(&Action::AirfieldGas));
    s.units[us as usize].coos = true;
    assert!(!gas(&s).contains(&Action::Gas(t, Delivery::Artillery, false)), "the US unit needs combat supply");
    s.units[us as usize].coos = false;
    s.air[Side::Nato.seat() as usize] = AirPoints { tap: 2, oap: 0 };
    let a = Airspaces::new(&s);
    if a.of(&s, Side::Nato, t) != Airspace::Enemy {
        Nato::apply(&mut s, 1, &Action::Gas(t, Delivery::Tactical, true)).unwrap();
        assert_eq!(s.air[Side::Nato.seat() as usize].tap, 1, "a tactical air point spent");
        assert_eq!(s.chemical.as_ref().unwrap().points[1], 2);
    }
    let mut b = declared(2);
    b.chemical.as_mut().unwrap().points[1] = 3;
    b.place(&nato_unit(&b, "uk", |_, _| true), "2820");
    b.place(&pact_unit(&b, |s, u| s.class(u).maneuver()), "2819");
    segment(&mut b, Side::Nato);
    assert!(!gas(&b).iter().any(|a| matches!(a, Action::Gas(_, Delivery::Artillery, _))), "a British unit gives no artillery chemical strike");
}

/// [22.2.5]: at the start of its owner's segment a non-persistent marker goes and a persistent one is
/// rolled for, removed on a 1 (data decision 2), kept on a 2; the other side's markers stay.
#[test]
fn persistence() {
    let mut s = declared(2);
    marker(&mut s, hex("2819"), Side::Wp, false);
    marker(&mut s, hex("2820"), Side::Wp, true);
    marker(&mut s, hex("2821"), Side::Wp, true);
    marker(&mut s, hex("2822"), Side::Nato, false);
    s.player = Side::Wp;
    s.steps = vec![];
    dice(&mut s, &[1, 2]);
    SegmentStart.run(&mut s);
    assert!(!in_chem(&s, hex("2819")), "non-persistent gone");
    assert!(!in_chem(&s, hex("2820")), "persistent, a 1: gone");
    assert!(in_chem(&s, hex("2821")), "persistent, a 2: stays");
    assert!(in_chem(&s, hex("2822")), "NATO's marker is NATO's to remove");
}

/// [22.2.6]: a hex with an enemy marker or the striker's own persistent marker may be struck again (the
/// own marker stays, struck again this turn); a hex with the striker's own non-persistent marker may not.
#[test]
fn strikes_again() {
    let mut s = declared(2);
    s.place(&nato_unit(&s, "frg", |_, _| true), "2819");
    s.place(&nato_unit(&s, "us", |_, _| true), "2820");
    s.place(&nato_unit(&s, "uk", |_, _| true), "2821");
    marker(&mut s, hex("2819"), Side::Nato, false);
    marker(&mut s, hex("2820"), Side::Wp, true);
    marker(&mut s, hex("2821"), Side::Wp, false);
    segment(&mut s, Side::Wp);
    let hexes: Vec<HexId> = gas(&s).iter().filter_map(|a| if let Action::Gas(h, ..) = a { Some(*h) } else { None }).collect();
    assert!(hexes.contains(&hex("2819")), "an enemy marker");
    assert!(hexes.contains(&hex("2820")), "an own persistent marker");
    assert!(!hexes.contains(&hex("2821")), "an own non-persistent marker");
    assert!(gas(&s).contains(&Action::Gas(hex("2820"), Delivery::Operational, true)));
    assert!(!gas(&s).contains(&Action::Gas(hex("2820"), Delivery::Operational, false)), "the own marker keeps its face");
}

/// [22.3.1]: a unit in a chemical marker's hex leaves only by a minimum move (one hex); without the marker
/// it goes farther. A unit entering a marked hex stops there: nothing beyond it through that hex.
#[test]
fn movement_stops_and_minimum_moves() {
    let mut s = declared(2);
    let u = s.place(&pact_unit(&s, |s, u| s.class(u).hard() && s.values(u).2 >= 4), "2512");
    let free = destinations(&s, u);
    assert!(free.iter().any(|d| d.path.len() > 1), "a free unit goes farther than a hex");
    marker(&mut s, hex("2512"), Side::Nato, false);
    let gassed = destinations(&s, u);
    assert!(!gassed.is_empty());
    assert!(gassed.iter().all(|d| d.path.len() == 1 && s.data().neighbours(hex("2512")).any(|n| n == d.hex)), "a minimum move only");

    let mut s = declared(2);
    let u = s.place(&pact_unit(&s, |s, u| s.class(u).hard() && s.values(u).2 >= 4), "2512");
    let before = destinations(&s, u);
    let n = s.data().neighbours(hex("2512")).find(|&n| before.iter().any(|d| d.path.len() > 1 && d.path[0] == n)).unwrap();
    marker(&mut s, n, Side::Wp, true);
    let after = destinations(&s, u);
    assert!(after.iter().any(|d| d.hex == n), "it may enter the marked hex");
    assert!(!after.iter().any(|d| d.path.len() > 1 && d.path[0] == n), "and stops there");
}

/// [13.1] 4, [22.3.1]: no Entraining marker in a chemical marker's hex.
#[test]
fn no_entraining_in_a_chemical_hex() {
    let mut s = declared(2);
    s.rules = chemical::RULES;
    let u = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver()), "2512");
    s.player = Side::Wp;
    let offered = |s: &State| engine::games::nato::rail::choices(s, Side::Wp).contains(&Action::Entrain(u));
    let free = offered(&s);
    marker(&mut s, hex("2512"), Side::Nato, false);
    assert!(!offered(&s));
    assert!(free || !offered(&s));
}

/// DEF-1, L2706, [25.3.2.1], [22.3.1]: a brigade of defence 2, Combat-OOS and disrupted, and one of defence
/// 3, in a chemical marker's hex: 0.25 + 1.5 = 1.75, 2; with a town's intrinsic 1 (not halved, [22.2.9]):
/// 2.75, 3. Without the marker: 0.5 + 3 = 3.5, 4.
#[test]
fn def1_defenders_in_a_chemical_hex_are_halved() {
    let mut s = declared(2);
    let d2 = any_nato(&s, |s, u| s.values(u).1 == 2 && s.class(u).hard());
    let d3 = any_nato(&s, |s, u| s.values(u).1 == 3 && s.class(u).hard());
    let t = (0..s.data().hexes.len() as HexId)
        .find(|&h| s.playable(h) && s.data().hexes[h as usize].city.is_none() && s.data().tec[s.data().hexes[h as usize].primary].key == "clear" && s.data().hexes[h as usize].owner() == Some(Side::Nato))
        .unwrap();
    let a = s.place(&d2, &hex_name(t));
    s.place(&d3, &hex_name(t));
    s.units[a as usize].coos = true;
    s.units[a as usize].disrupted = true;
    assert_eq!(defence(&s, Side::Wp, t), 4, "no marker: 0.5 + 3");
    marker(&mut s, t, Side::Wp, false);
    assert_eq!(defence(&s, Side::Wp, t), 2, "0.25 + 1.5 = 1.75");
    let town = (0..s.data().hexes.len() as HexId)
        .find(|&h| s.playable(h) && s.free_city_of(h, Side::Nato) && s.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.intrinsic == 1))
        .unwrap();
    let mut s2 = declared(2);
    let a = s2.place(&d2, &hex_name(town));
    s2.place(&d3, &hex_name(town));
    s2.units[a as usize].coos = true;
    s2.units[a as usize].disrupted = true;
    marker(&mut s2, town, Side::Wp, false);
    assert_eq!(defence(&s2, Side::Wp, town), 3, "2.75 with the town's intrinsic 1");
}

/// [22.3.1], [22.3.3], [22.3.4]: an attack out of a chemical marker's hex is halved, once even when the
/// target is marked too; a marked target halves every attacker (and its defenders, so it cancels).
#[test]
fn attackers_halved_once() {
    let mut s = declared(2);
    let u = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.class(u) != Class::Armor), "2512");
    let t = s.data().neighbours(hex("2512")).find(|&n| s.data().side(hex("2512"), n).is_some_and(|x| x.tec_keys().is_empty()) && !s.data().hexes[n as usize].bridge).unwrap();
    let base = attack_factor(&s, u, t);
    marker(&mut s, hex("2512"), Side::Nato, false);
    assert_eq!(attack_factor(&s, u, t), base * 0.5, "out of a marked hex");
    marker(&mut s, t, Side::Wp, false);
    assert_eq!(attack_factor(&s, u, t), base * 0.5, "halved once, not quartered");
    let mut s = declared(2);
    let u = s.place(&pact_unit(&s, |s, u| s.class(u).maneuver() && s.class(u) != Class::Armor), "2512");
    marker(&mut s, t, Side::Wp, false);
    assert_eq!(attack_factor(&s, u, t), base * 0.5, "into a marked hex");
}

/// [22.3.2]: a NATO unit reacting into a hex the Pact chem-struck this player turn is struck at once; into
/// a hex struck on an earlier turn it is not.
#[test]
fn reacting_into_a_hex_struck_this_turn() {
    for (struck_turn, rolls) in [(3u8, true), (2, false)] {
        let mut s = declared(2);
        s.player = Side::Wp;
        let u = s.place(&nato_unit(&s, "frg", |_, _| true), "2819");
        s.chemical.as_mut().unwrap().markers.push(Marker { hex: hex("2820"), side: Side::Wp, persistent: true, turn: struck_turn, pending: false });
        s.units[u as usize].loc = engine::games::nato::state::Loc::Hex(hex("2820"));
        let info = s.chance.information;
        dice(&mut s, &[5]);
        chemical::strike_reacting(&mut s, u, hex("2820"));
        assert_eq!(s.chance.information != info, rolls, "struck turn {struck_turn}");
        assert_eq!(s.log.to_vec().iter().any(|e| e.id == "nato.chem_strike"), rolls);
    }
}

/// [25.8.2], [22.3.1]: no exploitation into a chemical marker's hex (consolidation still enters it).
#[test]
fn no_exploitation_into_a_chemical_hex() {
    let mut s = declared(2);
    let t = (0..s.data().hexes.len() as HexId).find(|&h| s.playable(h) && engine::games::nato::combat::exploit_hex(&s, h)).unwrap();
    marker(&mut s, t, Side::Nato, false);
    assert!(!engine::games::nato::combat::exploit_hex(&s, t));
}

/// [22.4], [23.1.2]: the airfield strike cuts NATO's tactical air points of the turn by the table, never
/// below 2 and nothing when at 2 or fewer; a point and the operational delivery spent.
#[test]
fn the_airfield_strike() {
    assert_eq!(cut_tap(6, 1), 5);
    assert_eq!(cut_tap(5, 3), 2);
    assert_eq!(cut_tap(2, 3), 2);
    assert_eq!(cut_tap(1, 2), 1);
    let mut s = declared(3);
    s.air[Side::Nato.seat() as usize] = AirPoints { tap: 6, oap: 1 };
    segment(&mut s, Side::Wp);
    assert_eq!(s.data().chem.airfield(1, 6), 3);
    dice(&mut s, &[6]);
    Nato::apply(&mut s, 0, &Action::AirfieldGas).unwrap();
    assert_eq!(s.air[Side::Nato.seat() as usize].tap, 3);
    assert_eq!(s.chemical.as_ref().unwrap().points[0], 9);
    assert!(Nato::apply(&mut s, 0, &Action::AirfieldGas).is_err(), "once a turn");
    let mut n = declared(3);
    segment(&mut n, Side::Nato);
    assert!(Nato::apply(&mut n, 1, &Action::AirfieldGas).is_err(), "never NATO's");
}

/// A random game with the option on plays to its end and replays from its record.
#[test]
fn a_random_game_with_chemical_warfare_replays() {
    let mut m = Match::<Nato>::new(header(&[("chemical", "on")], 14)).unwrap();
    let mut rng = 11u64;
    let mut chem_prompts = 0;
    while m.state().outcome.is_none() {
        if m.prompt().id.starts_with("nato.chemical") {
            chem_prompts += 1;
        }
        let n = m.prompt().actions.len();
        rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        m.play((rng >> 33) as usize % n).unwrap();
    }
    assert!(chem_prompts > 0);
    let replayed = Match::<Nato>::replay(m.record()).unwrap();
    assert_eq!(replayed.state().vp, m.state().vp);
}

/// The position file reads chemical warfare's state back (`track chemical`), under the record's `chemical`
/// option; without the option the line is refused.
#[test]
fn a_position_with_chemical_markers_reads_back() {
    let mut m = Match::<Nato>::new(header(&[("chemical", "on")], 14)).unwrap();
    let mut rng = 5u64;
    while m.state().chemical.as_ref().is_none_or(|c| c.markers.is_empty()) && m.state().outcome.is_none() {
        let acts = &m.prompt().actions;
        // Declare and strike whenever offered; otherwise play at random.
        let i = acts.iter().position(|a| matches!(a, Action::FirstUse | Action::Gas(..))).unwrap_or_else(|| {
            rng = rng.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (rng >> 33) as usize % acts.len()
        });
        m.play(i).unwrap();
    }
    let s = m.state();
    assert!(!s.chemical.as_ref().unwrap().markers.is_empty());
    let text = Nato::position(s).expect("a position");
    assert!(text.contains("track chemical"));
    let mut h = header(&[("chemical", "on")], 14);
    h.position = Some(text.clone());
    let back = Nato::setup(&h, Nato::builtin_data()).unwrap_or_else(|e| panic!("{}", e.0));
    assert_eq!(back.chemical, s.chemical);
    let mut off = header(&[], 14);
    off.position = Some(text);
    assert!(Nato::setup(&off, Nato::builtin_data()).is_err());
}

/// [22.3.1], [18.2.2]: no helicopter, air or sea movement starts in a chemical marker's hex: an airborne
/// regiment there is not exfiltrated (beside it, it is); its landings never end in one.
#[test]
fn no_transport_from_a_chemical_hex() {
    let mut s = declared(2);
    s.rules = chemical::RULES;
    let u = s.place(&pact_unit(&s, |s, u| s.ty(u).airborne && s.class(u).maneuver()), "2512");
    assert!(engine::games::nato::heliborne::may_exfiltrate(&s, u, Side::Wp, 5));
    marker(&mut s, hex("2512"), Side::Nato, false);
    assert!(!engine::games::nato::heliborne::may_exfiltrate(&s, u, Side::Wp, 5));
}

/// [24.1.4], [22.3.1]: artillery standing in a chemical marker's hex fires on column 0, as if suppressed.
#[test]
fn artillery_in_a_chemical_hex_fires_on_column_0() {
    let mut s = declared(2);
    let a = s.place(&pact_unit(&s, |s, u| s.class(u) == Class::Artillery), "2512");
    assert_eq!(engine::games::nato::air::artillery::column(&s, a), 1);
    marker(&mut s, hex("2512"), Side::Wp, true);
    assert_eq!(engine::games::nato::air::artillery::column(&s, a), 0);
}

/// The computer plays with the option on (it ignores chemical warfare, decision CW7): every level answers
/// legally through the Pact's first Chemical Strike Segment and NATO's turn.
#[test]
fn the_computer_plays_with_chemical_warfare_on() {
    use engine::ai::{Budget, Level};
    let mut h = engine::games::registry().header("nato", Some("baltic_gate"), 3).unwrap();
    h.options.insert("chemical".into(), "on".into());
    let mut m = engine::games::registry().start(h, &Default::default()).unwrap();
    let mut seen = false;
    for n in 0..400u64 {
        if m.outcome().is_some() {
            break;
        }
        seen |= m.prompt().id.starts_with("nato.chemical");
        let level = if n % 2 == 0 { Level::Greedy } else { Level::Random };
        let c = engine::computer::choose(m.as_ref(), level, &Budget::iterations(12), n).unwrap();
        m.play(c.index).unwrap();
    }
    assert!(seen, "the chemical segment was reached");
}

/// A city hex of `kind` that `side` controls at the start (a free city of its own).
fn city_of(s: &State, side: Side, kind: engine::games::nato::data::CityKind) -> HexId {
    (0..s.data().hexes.len() as HexId)
        .find(|&h| s.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.kind == kind) && s.city_controller(h) == Some(side) && s.playable(h))
        .unwrap()
}

/// [34.4] (with [22.5]): a chemical strike on a city its enemy controls gives the enemy the city's VP at
/// once (a major city 2), the first strike on it only (a "ghost city" after); a strike on a city the
/// striker holds scores nothing, and so does a strike by NATO on its own free city.
#[test]
fn war_crimes_the_first_strike_on_an_enemy_city_scores_for_the_enemy() {
    use engine::games::nato::data::CityKind;
    let mut s = declared(3);
    let bonn = city_of(&s, Side::Nato, CityKind::Major);
    s.place(&any_nato(&s, |_, _| true), &hex_name(bonn));
    let before = s.vp;
    chemical::place(&mut s, Side::Wp, bonn, Delivery::Operational, true).unwrap();
    dice(&mut s, &[1]);
    chemical::resolve_all(&mut s, Side::Wp);
    assert_eq!(s.vp[Side::Nato.seat() as usize], before[Side::Nato.seat() as usize] + 2, "a major city's 2 VP to NATO");
    assert_eq!(s.vp[Side::Wp.seat() as usize], before[Side::Wp.seat() as usize]);
    assert!(s.ghost_cities.contains(&bonn));
    // Struck again (its own persistent marker, [22.2.6]) the next turn: a ghost city scores nothing.
    s.turn += 1;
    s.chemical.as_mut().unwrap().used = [0; 3];
    chemical::place(&mut s, Side::Wp, bonn, Delivery::Operational, true).unwrap();
    dice(&mut s, &[1]);
    chemical::resolve_all(&mut s, Side::Wp);
    assert_eq!(s.vp[Side::Nato.seat() as usize], before[Side::Nato.seat() as usize] + 2, "only the first strike counts");

    // A town the Pact holds, struck by NATO: the Pact scores 1. The Pact's own gas on it scores nothing.
    let mut s = declared(3);
    let town = city_of(&s, Side::Wp, CityKind::Town);
    s.place(&pact_unit(&s, |s, u| s.class(u).maneuver()), &hex_name(town));
    let before = s.vp;
    engine::games::nato::war_crimes::struck(&mut s, Side::Wp, town);
    assert_eq!(s.vp, before, "not an enemy city for the Pact");
    assert!(s.ghost_cities.is_empty());
    engine::games::nato::war_crimes::struck(&mut s, Side::Nato, town);
    assert_eq!(s.vp[Side::Wp.seat() as usize], before[Side::Wp.seat() as usize] + 1, "a town's 1 VP to the Pact");
    assert_eq!(engine::games::nato::war_crimes::city_value(CityKind::Key), 3);
}

/// [22.2.8] (L2345), [33.3.3.2] (L3838–L3840): the Pact may gas a hex with a Reforger site, but the site
/// itself is untouched: the US brigade's site at 2920 (active from turn 4) keeps its steps, takes no
/// Damaged marker and is not disrupted by a 6 (D1 on the first chemical turn), while the West German brigade
/// beside it in the hex loses its step. Activated in the marked hex it is not struck then, but moves as any
/// unit in a chemical marker's hex: a minimum move only ([22.3.1]).
#[test]
fn a_chemical_strike_leaves_a_reforger_site_alone() {
    let mut s = declared(3);
    s.player = Side::Wp;
    let site = s.place("us-1-2ad-83", "2920");
    s.units[site as usize].active = 4;
    let steps = s.units[site as usize].steps;
    let wg = s.place(&nato_unit(&s, "frg", |s, u| s.ty(u).steps == 1), "2920");
    marker(&mut s, hex("2920"), Side::Wp, true);
    s.chemical.as_mut().unwrap().markers.last_mut().unwrap().pending = true;
    assert_eq!(s.data().chem.strike(1, 6), StrikeResult::D1);
    dice(&mut s, &[6, 6]);
    chemical::resolve_all(&mut s, Side::Wp);
    assert_eq!(s.hex_of(wg), None, "the active brigade is struck");
    assert_eq!(s.units[site as usize].steps, steps, "the site keeps its steps");
    assert!(!s.units[site as usize].disrupted && !s.damaged.contains(&site), "and takes no marker");
    assert!(in_chem(&s, hex("2920")));
    // Activated on turn 4 in the marked hex: no strike, but a minimum move only.
    s.turn = 4;
    let info = s.chance.information;
    engine::games::nato::reforger::activate(&mut s);
    assert_eq!(s.chance.information, info, "no roll at its activation");
    assert_eq!(s.units[site as usize].steps, steps);
    let dests = destinations(&s, site);
    assert!(!dests.is_empty() && dests.iter().all(|d| s.data().distance(hex("2920"), d.hex) == 1), "a minimum move");
}

/// [22.3] (L2353): a chemical marker's colour says only when it goes; its effects fall on both players
/// alike: NATO's own marker on 4514 holds a West German brigade there to a minimum move just as it holds
/// a Pact division on NATO's marker on 4517 (read as "enemy markers only", the brigade would move freely).
#[test]
fn a_chemical_marker_hinders_its_own_side_too() {
    let mut s = declared(3);
    let wg = s.place("wg-1-83", "4514");
    let td = s.place("su-16-td", "4517");
    let free = destinations(&s, wg).iter().map(|d| s.data().distance(hex("4514"), d.hex)).max().unwrap();
    assert!(free > 1);
    marker(&mut s, hex("4514"), Side::Nato, true);
    marker(&mut s, hex("4517"), Side::Nato, true);
    for (u, h) in [(wg, "4514"), (td, "4517")] {
        let d = destinations(&s, u);
        assert!(!d.is_empty() && d.iter().all(|x| s.data().distance(hex(h), x.hex) == 1), "{} moves one hex", s.key(u));
    }
}
