//! Issue 24's rule-by-rule coverage map (docs/games/empire-of-the-sun-coverage.md): a test for each rule
//! that had none, each one written so that it fails if the rule were read the other way. The positions are
//! synthetic (the bare main sheet) and take no card or unit value the rulebook does not fix: cards are
//! chosen by a property (an operations value, a removal flag), units by their kind or by a name the
//! rulebook uses.

use super::common::*;
use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::data::{Nation, Side, UnitType};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::offensive::intelligence;
use engine::games::empire_of_the_sun::offensive::movement::context::MoveContext;
use engine::games::empire_of_the_sun::offensive::movement::naval::{self, Naval};
use engine::games::empire_of_the_sun::offensive::movement::stacking;
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{idx, seat_of, Loc, Nation as Country, Offensive, Play, State, UnitId};
use engine::games::empire_of_the_sun::strategic::{delays, reinforcements, replacements};
use engine::games::empire_of_the_sun::supply;
use engine::games::empire_of_the_sun::turn::{self, cards, oc_uses};
use engine::kit::hex::Hex;
use engine::Game;

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

fn units_where(s: &State, f: impl Fn(&State, UnitId) -> bool) -> Vec<UnitId> {
    (0..s.units.len() as UnitId).filter(|&u| f(s, u)).collect()
}

fn card_with_ops(s: &State, side: Side, ops: u8) -> u8 {
    s.data().cards.iter().find(|c| c.side == side && c.ops == ops).unwrap_or_else(|| panic!("no {side:?} card of {ops} OC")).number
}

/// 3.0 (L249–L250), 4.0–4.5: a turn runs reinforcements (the Allies first, 4.11 L267, then Japan L269),
/// replacements (the Allies first, 4.12 L273), strategic warfare (4.13 L277), the deal (4.14 L281), the
/// Offensives Phase from the initiative (4.21, 4.22 L291), national status (4.31 L299), Political Will
/// (4.32 L303), attrition (4.4) and the end of the turn (4.5), in that order; a scenario that opens at
/// the Offensives Phase has no Strategic Phase on its first turn.
#[test]
fn the_turn_sequence_in_order() {
    let mut s = main_sheet();
    s.steps.clear();
    turn::push_turn(&mut s, true);
    let mut order = s.steps.clone();
    order.reverse(); // the stack's top is its last element
    let expected = vec![
        Step::TurnStart,
        Step::Reinforcements(steps::Reinforcements { side: A }),
        Step::Reinforcements(steps::Reinforcements { side: J }),
        Step::Replacements(steps::Replacements { side: A }),
        Step::Replacements(steps::Replacements { side: J }),
        Step::StrategicWarfare,
        Step::Deal,
        Step::Initiative,
        Step::NationalStatus,
        Step::PoliticalWill,
        Step::Attrition,
        Step::EndOfTurn,
    ];
    assert_eq!(order, expected);
    s.steps.clear();
    turn::push_turn(&mut s, false);
    let mut order = s.steps.clone();
    order.reverse();
    assert_eq!(order, expected[7..].to_vec(), "no Strategic Phase");
}

/// 6.11 (L457): HQs do not count for stacking, but a side never has two HQs in one hex, and an HQ is
/// always in a port. An HQ coming back early (6.15) or as a reinforcement (10.11, L1260) is offered only
/// ports of its side that hold no HQ of its side. Under rules version 4 a returning HQ could be placed
/// on another (the fault, kept for old records).
#[test]
fn one_hq_to_a_hex_and_always_in_a_port() {
    let setup = |rules: u32| {
        let mut s = main_sheet();
        s.rules = rules;
        s.tracks.turn = 2;
        let ports: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.port && d.in_region("japan_home")).map(|(h, _)| *h).collect();
        for &h in &ports {
            s.set_control(h, J);
        }
        let hqs = units_where(&s, |s, u| s.unit_data(u).side == J && s.unit_data(u).kind == UnitType::Hq);
        assert!(hqs.len() >= 2 && ports.len() >= 2);
        s.place(hqs[0], Loc::Hex(ports[0]), false);
        s.place(hqs[1], Loc::Returns(2), false);
        (s, hqs, ports)
    };
    let (s, hqs, ports) = setup(5);
    // 6.15: back early only to a home port without a Japanese HQ.
    let back = oc_uses::return_ports(&s, J);
    assert!(!back.contains(&ports[0]), "not onto the other HQ");
    assert!(back.contains(&ports[1]));
    for h in &back {
        assert!(s.hex_data(*h).unwrap().port, "{h}: a port");
    }
    // 10.11: as a reinforcement, anywhere but with the other HQ; always a port.
    let sup = supply::compute_fresh(&s);
    let at = reinforcements::placements(&s, &sup, hqs[1]);
    assert!(!at.is_empty(), "the HQ has somewhere to go");
    assert!(!at.contains(&ports[0]), "never two Japanese HQs in {}", ports[0]);
    for h in &at {
        assert!(s.hex_data(*h).unwrap().port, "{h}: an HQ is always in a port");
    }
    // An Allied HQ does not block a Japanese one (each side has its own limit): none here to test, but a
    // Japanese ground unit does not either.
    let (s4, hqs4, ports4) = setup(4);
    let sup4 = supply::compute_fresh(&s4);
    assert!(reinforcements::placements(&s4, &sup4, hqs4[1]).contains(&ports4[0]), "version 4 replays as it played");
}

/// 8.24 (L857): outside offensives and battles a player may have at most six naval units of one type
/// (CV, BB, CA…) in a hex; a seventh of that type is over the limit, while a unit of another type is not.
#[test]
fn six_naval_units_of_a_type_to_a_hex() {
    let mut s = main_sheet();
    let by_kind = |s: &State, side: Side, k: UnitType| units_where(s, |s, u| s.unit_data(u).side == side && s.unit_data(u).kind == k);
    let (mut side, mut kind, mut ships) = (A, UnitType::Dd, vec![]);
    'found: for sd in [J, A] {
        for k in [UnitType::Ca, UnitType::Bb, UnitType::Cl, UnitType::Dd, UnitType::Cv] {
            let v = by_kind(&s, sd, k);
            if v.len() >= 7 {
                (side, kind, ships) = (sd, k, v);
                break 'found;
            }
        }
    }
    assert!(ships.len() >= 7, "seven naval units of one type and side");
    let other = units_where(&s, |s, u| s.unit_data(u).side == side && s.unit_data(u).kind.is_naval() && s.unit_data(u).kind != kind)[0];
    let h = hex("4017");
    for &u in &ships[..6] {
        assert!(stacking::fits(&s, u, h));
        s.place(u, Loc::Hex(h), false);
    }
    assert!(!stacking::over_limit(&s, side, h), "six of a type");
    assert!(!stacking::fits(&s, ships[6], h), "not a seventh {kind:?}");
    assert!(stacking::fits(&s, other, h), "another type still fits");
    s.place(other, Loc::Hex(h), false);
    assert!(!stacking::over_limit(&s, side, h));
    s.place(ships[6], Loc::Hex(h), false);
    assert!(stacking::over_limit(&s, side, h), "seven of a type");
    assert_eq!(stacking::overstacked(&s), vec![(side, h)]);
}

/// 7.22 (L715), 8.1 (L796–L803): an offensive's naval movement allowance is five times the card's
/// operations value (1, 2 or 3 → 5, 10, 15); strategic naval movement doubles it (8.23).
#[test]
fn naval_allowance_is_five_times_the_ops_value() {
    for ops in 1..=3u8 {
        let mut s = main_sheet();
        s.tracks.turn = 3;
        let card = card_with_ops(&s, J, ops);
        *s.offensive = Some(Offensive::new(J, card, Play::Oc));
        let ctx = MoveContext::from_state(&s, J);
        assert_eq!(ctx.ops, ops);
        assert_eq!(naval::allowance(&ctx, Naval::Normal), 5 * ops as u16, "{ops} OC");
        assert_eq!(naval::allowance(&ctx, Naval::Strategic), 10 * ops as u16, "{ops} OC, strategic");
    }
}

/// 5.2 (L340), 7.25D (L738): the intelligence roll's target is the offensive card's OC intelligence value
/// when it was played for its operations, its EC value when played as an event.
#[test]
fn the_intelligence_target_follows_how_the_card_was_played() {
    let s0 = main_sheet();
    let card = s0
        .data()
        .cards
        .iter()
        .find(|c| c.side == J && matches!((c.intel_oc, c.intel_ec), (Some(a), Some(b)) if a != b))
        .expect("a Japanese card with different OC and EC intelligence values")
        .clone();
    for (play, target) in [(Play::Oc, card.intel_oc.unwrap()), (Play::Ec, card.intel_ec.unwrap())] {
        let mut s = main_sheet();
        s.tracks.turn = 3;
        *s.offensive = Some(Offensive::new(J, card.number, play));
        intelligence::roll_intel(&mut s);
        let e = s.log.iter().rev().find(|e| e.id == "eots.intel_success" || e.id == "eots.intel_fail").expect("logged");
        assert_eq!(e.args[2], engine::Arg::Num(target as i32), "{play:?}");
    }
}

/// 5.36 (L427): a card whose event says it is removed leaves the game when played as an event, but goes
/// to the discard pile when it is discarded (or played for its operations).
#[test]
fn a_removed_event_leaves_the_game_only_as_an_event() {
    let base = || {
        let mut s = main_sheet();
        s.tracks.turn = 3;
        s.steps = vec![Step::Round(steps::Round { side: J })];
        s
    };
    let s0 = base();
    let candidates: Vec<u8> = s0.data().cards.iter().filter(|c| c.side == J && c.remove).map(|c| c.number).collect();
    assert!(!candidates.is_empty());
    let mut tried = false;
    for c in candidates {
        let mut s = base();
        s.cards_mut(J).hand = vec![c];
        let offered = EmpireOfTheSun::prompt(&s).actions;
        if !offered.contains(&Action::Ec { card: c }) || !offered.contains(&Action::Discard { card: c }) {
            continue;
        }
        let mut ec = s.clone();
        EmpireOfTheSun::apply(&mut ec, seat_of(J), &Action::Ec { card: c }).unwrap();
        // A military event's offensive ends later: only a card already out of the hand is judged here.
        if ec.offensive.is_some() {
            continue;
        }
        assert!(ec.cards(J).removed.contains(&c) && !ec.cards(J).discard.contains(&c), "card {c} played as an event is removed");
        EmpireOfTheSun::apply(&mut s, seat_of(J), &Action::Discard { card: c }).unwrap();
        assert!(s.cards(J).discard.contains(&c) && !s.cards(J).removed.contains(&c), "card {c} discarded stays in the game");
        tried = true;
        break;
    }
    assert!(tried, "a removable non-offensive Japanese event playable here");
}

/// 10.22 (L1282): only US Army ground and air units (not the Marines) and US escort carriers (not CVs or
/// CVLs) may be sent to Europe.
#[test]
fn who_may_be_sent_to_europe() {
    let s = main_sheet();
    for k in ["us-i-corps", "us-5af"] {
        assert!(delays::europe_eligible(&s, id(&s, k)), "{k}: US Army");
    }
    for k in ["us-marine-1div", "us-marine-1maw", "us-cv-enterprise", "cw-2-aus-corps"] {
        assert!(!delays::europe_eligible(&s, id(&s, k)), "{k}: not to Europe");
    }
    let cves = units_where(&s, |s, u| s.unit_data(u).side == A && s.unit_data(u).kind == UnitType::Cve);
    assert!(!cves.is_empty() && cves.iter().all(|&u| delays::europe_eligible(&s, u)), "US escort carriers");
    let cvls = units_where(&s, |s, u| s.unit_data(u).side == A && s.unit_data(u).kind == UnitType::Cvl);
    assert!(cvls.iter().all(|&u| !delays::europe_eligible(&s, u)), "no CVL");
}

/// 11.21 (L1339): Japanese naval replacement points not used are kept for the next turn; 11.22 (L1343):
/// Japan has no air replacement schedule; 11.31 (L1359): the Allies take two ground points a turn from
/// the second turn and lose what they do not use; 11.32 (L1363): five air points a turn, lost unused.
#[test]
fn replacement_schedules() {
    let mut s = main_sheet();
    s.scenario = "campaign".into();
    s.first_turn = 1;
    s.tracks.turn = 1;
    s.tracks.china_divisions = 9;
    replacements::replacement_points(&mut s);
    assert_eq!((s.tracks.ground_rp[idx(A)], s.tracks.air_rp[idx(A)]), (0, 0), "none on the first turn");
    s.tracks.turn = 2;
    replacements::replacement_points(&mut s);
    assert_eq!(s.tracks.ground_rp[idx(A)], 2, "11.31: two Allied ground points");
    assert_eq!(s.tracks.air_rp[idx(A)], 5, "11.32: five Allied air points");
    assert_eq!(s.tracks.air_rp[idx(J)], 0, "11.22: no Japanese air schedule");
    s.tracks.naval_rp[idx(J)] = 2;
    replacements::end_replacements(&mut s, A);
    replacements::end_replacements(&mut s, J);
    assert_eq!((s.tracks.ground_rp[idx(A)], s.tracks.air_rp[idx(A)]), (0, 0), "unused Allied points are lost");
    assert_eq!(s.tracks.naval_rp[idx(J)], 2, "11.21: Japanese naval points carry over");
    s.tracks.turn = 3;
    replacements::replacement_points(&mut s);
    assert_eq!(s.tracks.naval_rp[idx(J)], 2, "still there next turn");
}

/// 12.52 (L1450–L1455): the Allies lose one card of the deal for each of China's, India's and Australia's
/// surrender and War in Europe at level 4, and take a pass for each card lost, two passes at most.
#[test]
fn allied_draw_reductions() {
    let mut s = main_sheet();
    s.scenario = "campaign".into();
    s.tracks.turn = 6;
    assert_eq!(cards::allied_reductions(&s), 0);
    s.tracks.surrendered.push(Country::China);
    assert_eq!(cards::allied_reductions(&s), 1);
    s.tracks.surrendered.push(Country::India);
    s.tracks.surrendered.push(Country::Australia);
    assert_eq!(cards::allied_reductions(&s), 3);
    let (c0, p0) = cards::hand_size(&s, A, 0);
    for r in 1..=3u8 {
        let (c, p) = cards::hand_size(&s, A, r);
        assert_eq!(c, c0 - r, "{r} cards lost");
        assert_eq!(p, (p0 + r).min(2), "a pass for each card lost, at most two");
    }
}

/// 13.91 (L1648): no unit of either side enters Manchukuo (only the Soviet Manchurian Offensive card
/// takes it). A Japanese army next to it, with a 3-OC card and Manchukuo friendly, has no ground move into
/// it; under rules version 4 it had (the fault, kept for old records).
#[test]
fn no_unit_enters_manchukuo() {
    use engine::games::empire_of_the_sun::offensive::movement::ground;
    for rules in [5, 4] {
        let mut s = main_sheet();
        s.rules = rules;
        s.tracks.turn = 3;
        let geo = s.geo().clone();
        let manchu: Vec<Hex> = (0..geo.len()).filter(|&i| geo.data[i].in_region("manchukuo")).map(|i| geo.hex(i as _)).collect();
        assert!(!manchu.is_empty());
        for &h in &manchu {
            s.set_control(h, J);
        }
        let start = (0..geo.len())
            .find(|&i| {
                let d = &geo.data[i];
                d.has_land()
                    && !d.in_region("manchukuo")
                    && !d.in_region("soviet")
                    && !d.in_region("china_interior")
                    && geo.neighbours(i as _).any(|sd| sd.land && geo.data[sd.to as usize].in_region("manchukuo"))
            })
            .map(|i| geo.hex(i as _))
            .expect("a hex next to Manchukuo across a land hexside");
        s.set_control(start, J);
        let army = id(&s, "jp-38-army");
        s.place(army, Loc::Hex(start), false);
        *s.offensive = Some(Offensive::new(J, card_with_ops(&s, J, 3), Play::Oc));
        let ctx = MoveContext::from_state(&s, J);
        let into: Vec<Hex> = ground::reach(&s, &ctx, army).into_iter().map(|r| r.hex).filter(|h| manchu.contains(h)).collect();
        if rules >= 5 {
            assert!(into.is_empty(), "from {start}: {into:?}");
        } else {
            assert!(!into.is_empty(), "version 4 replays as it played");
        }
    }
}

/// 13.42 (L1501–L1503): when the Dutch East Indies surrender every Dutch unit leaves the game, and Japan
/// takes every DEI airfield and port that holds no US or Commonwealth ground unit, one held by an HQ alone
/// included.
#[test]
fn the_dutch_east_indies_surrender() {
    use engine::games::empire_of_the_sun::political::national_status;
    let mut s = main_sheet();
    s.tracks.turn = 3;
    let bases: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.in_region("dei") && (d.port || d.airfield)).map(|(h, _)| *h).collect();
    assert!(bases.len() >= 3);
    for &h in &bases {
        s.set_control(h, A);
    }
    let dutch = id(&s, "nl-1-rgt");
    let dutch_off_map = id(&s, "nl-2-rgt");
    s.place(dutch, Loc::Hex(bases[0]), false);
    s.place(dutch_off_map, Loc::Arrives(5), false);
    let corps = id(&s, "us-i-corps");
    s.place(corps, Loc::Hex(bases[1]), false);
    let hq = id(&s, "cw-abda-hq");
    s.place(hq, Loc::Hex(bases[2]), false);
    national_status::surrender(&mut s, Country::DutchEastIndies);
    assert_eq!(s.unit(dutch).loc, Loc::Removed, "Dutch units leave the game");
    assert_eq!(s.unit(dutch_off_map).loc, Loc::Removed, "those still to come too");
    assert_eq!(s.controller(bases[0]), Some(J), "the Dutch unit's base is taken");
    assert_eq!(s.controller(bases[1]), Some(A), "a US ground unit keeps its base");
    assert_eq!(s.controller(bases[2]), Some(J), "an HQ alone does not");
    for &h in &bases[3..] {
        assert_eq!(s.controller(h), Some(J), "{h}");
    }
}

/// 13.73 (L1556–L1557): when China surrenders, the Allied air units in China go to the Turn Record Track
/// for the next turn, and every Chinese unit leaves the game for good.
#[test]
fn china_surrenders() {
    use engine::games::empire_of_the_sun::political::national_status;
    let mut s = main_sheet();
    s.tracks.turn = 5;
    let chinese = units_where(&s, |s, u| s.unit_data(u).nation == Nation::Chinese);
    assert!(!chinese.is_empty());
    let kunming = hex("2407");
    s.set_control(kunming, A);
    s.place(chinese[0], Loc::Hex(kunming), false);
    if chinese.len() > 1 {
        s.place(chinese[1], Loc::Eliminated, false);
    }
    national_status::surrender(&mut s, Country::China);
    for &u in &chinese {
        assert_eq!(s.unit(u).loc, Loc::Removed, "{}", s.unit_data(u).key);
    }
    assert!(s.tracks.surrendered.contains(&Country::China));
}

/// 15.1–15.5 (L1689–L1724): the War in Europe track's levels: +1…+3 no effect (15.1, L1691); 0…−2 level 1
/// (15.2, L1696: Allied reinforcements delayed, sent to Europe on 0–1); −3…−4 level 2 (15.3, L1703: 0–3);
/// −5…−6 level 3 (15.4, L1710: 0–5, no ASP growth); −7 level 4 (15.5, L1718: 0–7, no ASP growth, one
/// card fewer for the Allies, 12.52).
#[test]
fn war_in_europe_levels() {
    let s = main_sheet();
    let t = &s.data().tables;
    let expect = |value: i32, level: u8, europe: Option<u8>, asp: bool, cards: u8| {
        let w = t.wie_level(value).unwrap_or_else(|| panic!("no level for {value}"));
        assert_eq!((w.level, w.delayed, w.europe_max, w.asp_growth, w.card_loss), (level, level > 0, europe, asp, cards), "marker at {value}");
    };
    for v in 1..=3 {
        expect(v, 0, None, true, 0);
    }
    for v in -2..=0 {
        expect(v, 1, Some(1), true, 0);
    }
    for v in -4..=-3 {
        expect(v, 2, Some(3), true, 0);
    }
    for v in -6..=-5 {
        expect(v, 3, Some(5), false, 0);
    }
    expect(-7, 4, Some(7), false, 1);
    // The levels act: a US Army reinforcement is delayed from level 1 on, not at "no effect"; level 4
    // costs the Allies a card.
    let mut s = main_sheet();
    let corps = id(&s, "us-i-corps");
    s.tracks.wie = 1;
    assert_eq!(delays::delay_reason(&s, corps), None);
    assert_eq!(cards::allied_reductions(&s), 0);
    s.tracks.wie = 0;
    assert_eq!(delays::delay_reason(&s, corps), Some("eots.delay.wie"));
    s.tracks.wie = -7;
    assert_eq!(cards::allied_reductions(&s), 1);
}

/// 13.94 (L1660): each home-island city held by Japan holds an intrinsic one-step 12-12 ground unit; once
/// an Allied control marker has been placed there the step is gone for good, even when Japan takes the hex
/// back. Under rules version 4 it came back with the hex (the fault, kept for old records).
#[test]
fn a_home_island_city_loses_its_intrinsic_step_for_good() {
    use engine::games::empire_of_the_sun::battle::participants::intrinsic_steps;
    use engine::games::empire_of_the_sun::data::City;
    for rules in [5, 4] {
        let mut s = main_sheet();
        s.rules = rules;
        let city = s.sheet_map().hexes.iter().find(|(_, d)| d.city == City::JapanHome).map(|(h, _)| *h).expect("a home-island city");
        s.set_control(city, J);
        let steps = intrinsic_steps(&s, city);
        assert_eq!(steps.len(), 1);
        assert_eq!((steps[0].attack, steps[0].defence), (12, 12));
        s.set_control(city, A);
        assert!(intrinsic_steps(&s, city).is_empty(), "none under Allied control");
        s.set_control(city, J);
        if rules >= 5 {
            assert!(intrinsic_steps(&s, city).is_empty(), "gone for good");
            assert_eq!(s.tracks.home_taken, vec![city]);
        } else {
            assert_eq!(intrinsic_steps(&s, city).len(), 1, "version 4 replays as it played");
        }
    }
}

/// 5.1 (L336): an OC offensive activates the HQ's efficiency plus the card's operations value; an EC
/// offensive its logistics value instead, while the movement allowance still follows the operations value
/// (7.22, L715). A card whose logistics value differs from its operations value tells the two apart.
#[test]
fn the_ops_value_counts_activations_only_for_an_oc_offensive() {
    use engine::games::empire_of_the_sun::offensive::{activation_value, ops_value};
    let s0 = main_sheet();
    let card = s0
        .data()
        .cards
        .iter()
        .find(|c| c.side == J && c.logistics.is_some_and(|l| l != c.ops))
        .expect("a Japanese card whose logistics value is not its ops value")
        .clone();
    for (play, activations) in [(Play::Oc, card.ops), (Play::Ec, card.logistics.unwrap())] {
        let mut s = main_sheet();
        *s.offensive = Some(Offensive::new(J, card.number, play));
        assert_eq!(activation_value(&s), activations, "{play:?}");
        assert_eq!(ops_value(&s), card.ops, "{play:?}: movement by the ops value");
    }
}

/// 7.1 (L659), 7.24 (L726): an OC offensive declares one battle hex, an EC offensive as many as it likes;
/// 9.1 (L1022): a unit fights in one battle of an offensive: an air unit already committed to a battle
/// opens no other.
#[test]
fn an_oc_offensive_declares_one_battle_hex() {
    use engine::games::empire_of_the_sun::offensive::declaration;
    use engine::games::empire_of_the_sun::state::Active;
    let build = |play: Play| {
        let mut s = main_sheet();
        s.tracks.turn = 3;
        let base = hex("4021");
        s.set_control(base, J);
        let air = units_where(&s, |s, u| s.unit_data(u).side == J && s.unit_data(u).kind == UnitType::Air)[0];
        s.place(air, Loc::Hex(base), false);
        let geo = s.geo().clone();
        let near: Vec<Hex> = geo.neighbours(geo.ix(base)).map(|sd| geo.hex(sd.to)).filter(|h| !s.hex_data(*h).unwrap().in_region("china_interior")).take(2).collect();
        let allied = units_where(&s, |s, u| s.unit_data(u).side == A && s.unit_data(u).kind == UnitType::Ground);
        for (k, &h) in near.iter().enumerate() {
            s.place(allied[k], Loc::Hex(h), false);
        }
        let card = card_with_ops(&s, J, 2);
        let active = vec![Active { unit: air, from: base, mode: None, entered_from: None, paren_range: false, battle: None, covers: None }];
        *s.offensive = Some(Offensive { active, ..Offensive::new(J, card, play) });
        (s, near)
    };
    for play in [Play::Oc, Play::Ec] {
        let (mut s, near) = build(play);
        let open = declaration::optional_battles(&s);
        assert!(near.iter().all(|h| open.contains(h)), "{play:?}: {open:?}");
        declaration::declare(&mut s, near[0]);
        let after = declaration::optional_battles(&s);
        match play {
            Play::Oc => assert!(after.is_empty(), "one battle hex for an OC offensive: {after:?}"),
            Play::Ec => assert!(after.contains(&near[1]), "an EC offensive may declare more"),
        }
        // 9.1: once the air unit is committed to the first battle it opens no other.
        s.offensive.as_mut().unwrap().active[0].battle = Some(near[0]);
        assert!(declaration::optional_battles(&s).is_empty(), "{play:?}: the only air unit is committed");
    }
}

/// 7.2 (L691), 7.28 (L770): after the battles the reaction player makes his post-battle moves first, then
/// the offensive player, and the offensive ends.
#[test]
fn the_reaction_moves_first_after_the_battles() {
    use engine::games::empire_of_the_sun::offensive;
    let mut s = main_sheet();
    s.tracks.turn = 3;
    s.steps.clear();
    let card = card_with_ops(&s, J, 2);
    offensive::begin(&mut s, J, card, Play::Oc, false);
    let mut order = s.steps.clone();
    order.reverse();
    let battles = order.iter().position(|st| *st == Step::Battles).expect("the battles");
    assert_eq!(
        order[battles + 1..].to_vec(),
        vec![
            Step::PostBattle(steps::PostBattle { side: A, selected: vec![] }),
            Step::PostBattle(steps::PostBattle { side: J, selected: vec![] }),
            Step::OffensiveEnd,
        ]
    );
}

/// 8.31 (L865–L867): an air unit moves in stages, as many as the card's operations value, each no longer
/// than its range and ending at a friendly airfield; it may not end its move where enemy ground units
/// stand, nor in a battle hex.
#[test]
fn air_units_move_in_stages_between_friendly_airfields() {
    use engine::games::empire_of_the_sun::offensive::movement::air;
    use engine::games::empire_of_the_sun::state::Battle;
    let s0 = main_sheet();
    let geo = s0.geo().clone();
    let fields: Vec<Hex> = (0..geo.len()).filter(|&i| geo.data[i].airfield && !geo.data[i].in_region("soviet")).map(|i| geo.hex(i as _)).collect();
    // An air unit and airfields: a start A, a stage point B within its range, and C within range of B but
    // beyond any single flight from A (its extended range included).
    let triple = |range: u32, far: u32| {
        fields.iter().find_map(|&a| {
            fields.iter().filter(|&&b| b != a && a.distance(b) <= range).find_map(|&b| fields.iter().find(|&&c| a.distance(c) > far && b.distance(c) <= range).map(|&c| (a, b, c)))
        })
    };
    let (air_unit, (a, b, c)) = units_where(&s0, |s, u| s.unit_data(u).kind == UnitType::Air && s.unit_data(u).range.is_some())
        .into_iter()
        .find_map(|u| {
            let d = s0.unit_data(u);
            let range = d.range.unwrap() as u32;
            triple(range, range.max(d.extended_range.unwrap_or(0) as u32)).map(|t| (u, t))
        })
        .expect("an air unit and three airfields for a two-stage flight");
    let side = s0.unit_data(air_unit).side;
    let foe = if side == J { A } else { J };
    let run = |ops: u8, enemy_at: Option<Hex>, battle_at: Option<Hex>| {
        let mut s = main_sheet();
        s.tracks.turn = 3;
        for &h in &fields {
            s.set_control(h, side);
        }
        s.place(air_unit, Loc::Hex(a), false);
        if let Some(h) = enemy_at {
            let enemy = units_where(&s, |s, u| s.unit_data(u).side == foe && s.unit_data(u).kind == UnitType::Ground)[0];
            s.place(enemy, Loc::Hex(h), false);
        }
        let mut o = Offensive::new(side, card_with_ops(&s, side, ops), Play::Oc);
        if let Some(h) = battle_at {
            o.battles.push(Battle { hex: h, special: false, defended_before_landing: false, resolved: false });
        }
        *s.offensive = Some(o);
        let ctx = MoveContext::from_state(&s, side);
        air::reach(&s, &ctx, air_unit, false).into_iter().map(|r| r.reach.hex).collect::<Vec<Hex>>()
    };
    let one = run(1, None, None);
    assert!(one.contains(&b) && !one.contains(&c), "one stage with a 1-OC card");
    for h in &one {
        assert!(fields.contains(h), "{h}: every stage ends at an airfield");
    }
    assert!(run(2, None, None).contains(&c), "two stages with a 2-OC card, through {b}");
    assert!(!run(1, Some(b), None).contains(&b), "not where enemy ground units stand");
    assert!(!run(1, None, Some(b)).contains(&b), "not into a battle hex");
}

/// 9.33 (L1153–L1155), 9.4C: after the air-naval combat, a ground combat is fought only if both sides have
/// ground units in the hex; a side alone with ground units there takes or keeps the hex; with none, the
/// reaction player keeps it.
#[test]
fn who_holds_the_hex_after_the_air_naval_combat() {
    use engine::games::empire_of_the_sun::battle::{ground, Fight};
    let h = hex("4423");
    let setup = |jp: bool, al: bool| {
        let mut s = main_sheet();
        s.set_control(h, A);
        if jp {
            s.place(id(&s, "jp-38-army"), Loc::Hex(h), false);
        }
        if al {
            s.place(id(&s, "us-marine-1div"), Loc::Hex(h), false);
        }
        (s, Fight::new(h, J))
    };
    let (s, f) = setup(true, true);
    assert!(ground::needs_combat(&s, &f));
    let (mut s, f) = setup(true, false);
    assert!(!ground::needs_combat(&s, &f));
    assert_eq!(ground::settle(&mut s, &f), J, "the offensive side alone: it takes the hex");
    let (mut s, f) = setup(false, true);
    assert_eq!(ground::settle(&mut s, &f), A);
    let (mut s, f) = setup(false, false);
    assert!(!ground::needs_combat(&s, &f));
    assert_eq!(ground::settle(&mut s, &f), A, "no ground units: the reaction player keeps the hex");
    assert_eq!(ground::result(&s, &f).winner, A);
}

/// 16.0 (L1735), 17.13 (L1871): the campaign is decided by 16.1–16.3. 16.1 (L1739–L1741): US Political Will at zero at the end of a turn is a Japanese win; 16.2 (L1745): at
/// the end of the campaign the Allies win with four turns of successful bombing in a row, a B29 within
/// range of Tokyo and Japan down to one resource hex or none; 16.3 (L1751): otherwise Japan wins.
#[test]
fn campaign_victory_conditions() {
    use engine::games::empire_of_the_sun::political::victory;
    use engine::games::empire_of_the_sun::state::{BoxKey, BurmaRoad};
    let mut s = main_sheet();
    s.scenario = "campaign".into();
    s.tracks.turn = 6;
    s.tracks.pw = 1;
    assert!(!victory::check_automatic(&mut s));
    s.tracks.pw = 0;
    assert!(victory::check_automatic(&mut s));
    let o = s.outcome.clone().unwrap();
    assert_eq!((o.winner, o.reason.as_str()), (Some(seat_of(J)), "eots_pw_zero"));
    let end = |streak: u8, resources: usize| {
        let mut s = main_sheet();
        s.scenario = "campaign".into();
        s.tracks.turn = 12;
        s.tracks.pw = 5;
        s.tracks.bombing_streak = streak;
        s.tracks.burma_road = BurmaRoad::Open;
        let b29 = id(&s, "us-20bc");
        s.place(b29, Loc::Box(BoxKey::China), false);
        let res: Vec<Hex> = s.sheet_map().hexes.values().filter(|d| d.resource).map(|d| d.hex).collect();
        for &h in &res {
            s.set_control(h, A);
        }
        for &h in &res[..resources] {
            s.set_control(h, J);
        }
        assert_eq!(s.japanese_resources(), resources);
        victory::final_victory(&mut s);
        s.outcome.clone().unwrap().winner
    };
    assert_eq!(end(4, 1), Some(seat_of(A)), "16.2");
    assert_eq!(end(4, 0), Some(seat_of(A)));
    assert_eq!(end(4, 2), Some(seat_of(J)), "two resource hexes: 16.3");
    assert_eq!(end(3, 0), Some(seat_of(J)), "three turns of bombing: 16.3");
}

/// 13.63 (L1532–L1535): when India surrenders every Indian unit leaves the game, the other Commonwealth
/// units on the Indian mainland go to Ceylon (or the Maldives), a Commonwealth HQ in India is removed as
/// in 6.14 (to the Turn Record Track), and the mainland's hexes stay Allied. Under rules version 4 the HQ
/// went to Ceylon with the other units (the fault, kept for old records).
#[test]
fn india_surrenders() {
    use engine::games::empire_of_the_sun::political::national_status;
    for rules in [5, 4] {
        let mut s = main_sheet();
        s.rules = rules;
        s.tracks.turn = 6;
        let calcutta = hex("1805");
        let indian = id(&s, "cw-1-ind-corps");
        let british = id(&s, "cw-15-corps");
        let seac = id(&s, "cw-seac-hq");
        for u in [indian, british, seac] {
            s.place(u, Loc::Hex(calcutta), false);
        }
        national_status::surrender(&mut s, Country::India);
        assert_eq!(s.unit(indian).loc, Loc::Removed);
        let ceylon = |l: Loc| l.hex().is_some_and(|h| s.hex_data(h).unwrap().in_region("ceylon") || s.hex_data(h).unwrap().in_region("maldives"));
        assert!(ceylon(s.unit(british).loc), "{:?}", s.unit(british).loc);
        assert_eq!(s.controller(calcutta), Some(A), "India's hexes stay Allied");
        if rules >= 5 {
            assert!(matches!(s.unit(seac).loc, Loc::Returns(_) | Loc::Removed), "{:?}", s.unit(seac).loc);
        } else {
            assert!(ceylon(s.unit(seac).loc), "version 4 replays as it played");
        }
    }
}

/// 13.1 (L1461–L1462): a nation surrenders once a game; the Allies retaking the hexes that made it
/// surrender recapture it and take back its airfields and ports free of Japanese units.
#[test]
fn a_surrendered_nation_is_recaptured() {
    use engine::games::empire_of_the_sun::political::national_status;
    let mut s = main_sheet();
    s.tracks.turn = 4;
    let row = s.data().tables.national_status.iter().find(|r| r.nation == national_status::key(Country::Philippines)).cloned().unwrap();
    assert!(!row.surrender_hexes.is_empty());
    let bases: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.in_region("philippines") && (d.port || d.airfield)).map(|(h, _)| *h).collect();
    let other: Vec<Hex> = bases.iter().copied().filter(|h| !row.surrender_hexes.contains(h)).collect();
    assert!(other.len() >= 2, "{bases:?}");
    for &h in &row.surrender_hexes {
        s.set_control(h, J);
    }
    national_status::segment(&mut s);
    assert!(s.tracks.surrendered.contains(&Country::Philippines));
    for &h in &other {
        assert_eq!(s.controller(h), Some(J), "{h}: Japan takes the bases");
    }
    // The Allies retake the surrender hexes; a Japanese unit holds one other base.
    for &h in &row.surrender_hexes {
        s.set_control(h, A);
    }
    let army = id(&s, "jp-38-army");
    s.place(army, Loc::Hex(other[0]), false);
    national_status::segment(&mut s);
    assert!(s.tracks.recaptured.contains(&Country::Philippines));
    assert_eq!(s.controller(other[0]), Some(J), "a base with a Japanese unit stays Japanese");
    assert_eq!(s.controller(other[1]), Some(A), "the others come back");
    // Once a game.
    for &h in &row.surrender_hexes {
        s.set_control(h, J);
    }
    national_status::segment(&mut s);
    assert_eq!(s.tracks.surrendered.iter().filter(|&&n| n == Country::Philippines).count(), 1);
}

/// 9.6.2 (L1250–L1252): after the battles the offensive's naval units must end their post-battle move in a
/// friendly port, or are eliminated: a ship left at sea is named as lost, one in a friendly port is not.
#[test]
fn offensive_ships_end_the_post_battle_move_in_a_friendly_port() {
    use engine::games::empire_of_the_sun::battle::post_battle::{lost_at_end, Loss};
    use engine::games::empire_of_the_sun::state::{Active, Mode};
    let mut s = main_sheet();
    s.tracks.turn = 3;
    let geo = s.geo().clone();
    let port = (0..geo.len()).find(|&i| geo.data[i].port && !geo.data[i].in_region("soviet")).map(|i| geo.hex(i as _)).unwrap();
    let sea = geo.neighbours(geo.ix(port)).map(|sd| geo.hex(sd.to)).find(|h| !s.hex_data(*h).unwrap().has_land()).expect("a sea hex by the port");
    s.set_control(port, J);
    let ships = units_where(&s, |s, u| s.unit_data(u).side == J && s.unit_data(u).kind.is_naval());
    let (at_sea, in_port) = (ships[0], ships[1]);
    s.place(at_sea, Loc::Hex(sea), false);
    s.place(in_port, Loc::Hex(port), false);
    let active = [(at_sea, sea), (in_port, port)]
        .iter()
        .map(|&(unit, from)| Active { unit, from, mode: Some(Mode::Naval), entered_from: None, paren_range: false, battle: None, covers: None })
        .collect();
    *s.offensive = Some(Offensive { active, ..Offensive::new(J, card_with_ops(&s, J, 2), Play::Oc) });
    assert_eq!(lost_at_end(&s, J), vec![(at_sea, Loss::NavalOutsidePort)]);
}

/// 13.75 (L1568): while the Burma Road is open Kunming is a supply source: a Chinese unit there is supplied
/// with no Allied HQ on the map; with the road closed (and no Hump) it is not.
#[test]
fn kunming_supplies_while_the_burma_road_is_open() {
    use engine::games::empire_of_the_sun::state::BurmaRoad;
    let chinese = |s: &State| units_where(s, |s, u| s.unit_data(u).nation == Nation::Chinese)[0];
    for (road, supplied) in [(BurmaRoad::Open, true), (BurmaRoad::Closed, false)] {
        let mut s = main_sheet();
        s.tracks.turn = 3;
        s.tracks.burma_road = road;
        let u = chinese(&s);
        s.place(u, Loc::Hex(hex("2407")), false);
        assert_eq!(supply::compute_fresh(&s).supplied(u), supplied, "{road:?}");
    }
}

/// 17.12 (L1865–L1867): from turn 2 the campaign follows the ordinary rules; with the historical variant
/// Japan's turn-2 hand holds Col. Tsuji (3), VADM Kondo (47) and Central Army (59) (17.25F) and the rest is
/// drawn, the hand's size unchanged; not on another turn, nor without the variant.
#[test]
fn the_campaigns_historical_turn_2_hand() {
    use engine::games::empire_of_the_sun::scenario::opening::HISTORICAL_HAND;
    let deal = |historical: bool, turn_no: u8| {
        let mut s = main_sheet();
        s.scenario = "campaign".into();
        s.historical_hands = historical;
        s.tracks.turn = turn_no;
        let all: Vec<u8> = s.data().cards.iter().filter(|c| c.side == J).map(|c| c.number).collect();
        s.cards_mut(J).deck = all;
        s.cards_mut(J).hand.clear();
        turn::deal(&mut s);
        let (size, _) = cards::hand_size(&s, J, 0);
        assert_eq!(s.cards(J).hand.len(), size as usize, "the hand's size");
        HISTORICAL_HAND.iter().all(|c| s.cards(J).hand.contains(c))
    };
    assert_eq!(HISTORICAL_HAND, [3, 47, 59]);
    assert!(deal(true, 2), "turn 2 with the variant");
    // The deck here is in card order, so a plain deal takes its top cards and never card 3.
    assert!(!deal(false, 2), "without the variant");
    assert!(!deal(true, 3), "on turn 3");
}

/// 9.13 (L1036–L1037): every ground unit in the battle hex takes part in its ground combat, but an
/// offensive unit that landed there by amphibious assault only if its side won the air-naval combat; a
/// reacting unit that landed there fights whatever the air-naval result.
#[test]
fn a_landing_fights_on_the_ground_only_if_its_side_won_at_sea() {
    use engine::games::empire_of_the_sun::battle::{air_naval, participants, Fight, Member, Role};
    let h = hex("4423");
    let mut s = main_sheet();
    s.tracks.turn = 3;
    let (landed, marched) = (id(&s, "jp-38-army"), id(&s, "jp-17-army"));
    let (defender, allied_landed) = (id(&s, "us-marine-1div"), id(&s, "us-i-corps"));
    let air = units_where(&s, |s, u| s.unit_data(u).side == A && s.unit_data(u).kind == UnitType::Air)[0];
    for u in [landed, marched, defender, allied_landed, air] {
        s.place(u, Loc::Hex(h), false);
    }
    let mut f = Fight::new(h, J);
    f.amphibious = vec![landed, allied_landed];
    f.members = vec![Member { unit: air, side: A, role: Role::Fights, in_hex: true, halved: false }];
    assert_eq!(air_naval::decide_winner(&mut s, &mut f), A, "the reaction won at sea");
    let jp = participants::ground_units(&s, &f, J);
    assert!(jp.contains(&marched) && !jp.contains(&landed), "only the unit that marched in fights");
    let al = participants::ground_units(&s, &f, A);
    assert!(al.contains(&defender) && al.contains(&allied_landed), "the reacting landing fights regardless");
    let mut f = Fight::new(h, J);
    f.amphibious = vec![landed];
    assert_eq!(air_naval::decide_winner(&mut s, &mut f), J, "no air or naval unit: the offensive side wins");
    assert!(participants::ground_units(&s, &f, J).contains(&landed), "then its landing fights");
}

/// 13.79 (L1610–L1612): without the Bridge over the River Kwai, a Japanese HQ activating units in Burma,
/// North India or Ceylon has its efficiency cut by one (never below 0) while the Allies control Rangoon;
/// with Rangoon Japanese, or for units elsewhere, it is unchanged.
#[test]
fn the_kwai_modifier_without_the_bridge() {
    let mut s = main_sheet();
    s.tracks.turn = 3;
    let hq = id(&s, "jp-south-hq");
    s.place(hq, Loc::Hex(hex("2212")), false);
    s.set_control(hex("2212"), J);
    let (burma, elsewhere) = (id(&s, "jp-33-army"), id(&s, "jp-38-army"));
    s.place(burma, Loc::Hex(hex("2106")), false);
    s.place(elsewhere, Loc::Hex(hex("2212")), false);
    assert!(s.hex_data(hex("2106")).unwrap().in_region("burma"));
    let rangoon = s.sheet_map().by_name("Rangoon").map(|h| h.hex).expect("Rangoon");
    let eff = |s: &State, units: &[UnitId]| supply::hq_efficiency(s, &supply::compute_fresh(s), hq, units);
    let base = eff(&s, &[]);
    assert!(base >= 1, "the South HQ's efficiency is 1 (T38, L3060), so a cut shows");
    s.set_control(rangoon, A);
    assert_eq!(eff(&s, &[burma]), base.saturating_sub(1), "Rangoon Allied, no bridge: −1");
    assert_eq!(eff(&s, &[elsewhere]), base, "no unit in Burma: unchanged");
    s.set_control(rangoon, J);
    assert_eq!(eff(&s, &[burma]), base, "Rangoon Japanese: unchanged");
}

/// 9.0 (L1018): a battle is fought in two stages, the air-naval combat first and then the ground combat:
/// with ships of both sides in the hex, mustering the battle stacks the air-naval fire and its winner above
/// the ground combat; with none, the ground combat comes at once (9.34: the offensive side counts as the
/// air-naval winner).
#[test]
fn the_air_naval_combat_comes_before_the_ground_combat() {
    use engine::games::empire_of_the_sun::battle;
    use engine::games::empire_of_the_sun::state::{steps::BattleStage, Active, Battle, Mode};
    let h = hex("4423");
    let stages = |ships: bool| {
        let mut s = main_sheet();
        s.tracks.turn = 3;
        let army = id(&s, "jp-38-army");
        let marines = id(&s, "us-marine-1div");
        s.place(army, Loc::Hex(h), false);
        s.place(marines, Loc::Hex(h), false);
        let mut active = vec![Active { unit: army, from: h, mode: Some(Mode::Ground), entered_from: None, paren_range: false, battle: Some(h), covers: None }];
        if ships {
            let jp = units_where(&s, |s, u| s.unit_data(u).side == J && s.unit_data(u).kind == UnitType::Bb)[0];
            let us = units_where(&s, |s, u| s.unit_data(u).side == A && s.unit_data(u).kind == UnitType::Bb)[0];
            s.place(jp, Loc::Hex(h), false);
            s.place(us, Loc::Hex(h), false);
            active.push(Active { unit: jp, from: h, mode: Some(Mode::Naval), entered_from: None, paren_range: false, battle: Some(h), covers: None });
        }
        *s.offensive = Some(Offensive {
            active,
            battles: vec![Battle { hex: h, special: false, defended_before_landing: false, resolved: false }],
            ..Offensive::new(J, card_with_ops(&s, J, 2), Play::Oc)
        });
        s.steps.clear();
        battle::run(&mut s, h, BattleStage::Muster);
        let mut v: Vec<BattleStage> = s.steps.iter().filter_map(|st| if let Step::Battle(b) = st { Some(b.stage) } else { None }).collect();
        v.reverse(); // the next stage first
        v
    };
    assert_eq!(stages(true), vec![BattleStage::FirstFire, BattleStage::Winner, BattleStage::Ground]);
    assert_eq!(stages(false), vec![BattleStage::Ground]);
}

/// 6.0 (L437): a unit activated for an offensive stays in supply until the offensive ends, even where it
/// could not be supplied: the same Japanese army, with no Japanese HQ or source anywhere, is out of supply
/// until it is activated.
#[test]
fn an_activated_unit_stays_supplied_for_the_offensive() {
    use engine::games::empire_of_the_sun::state::{Active, Mode};
    let mut s = main_sheet();
    s.tracks.turn = 3;
    let at = hex("4423");
    let army = id(&s, "jp-38-army");
    s.place(army, Loc::Hex(at), false);
    assert!(!supply::compute_fresh(&s).supplied(army), "no Japanese supply anywhere");
    let active = vec![Active { unit: army, from: hex("4021"), mode: Some(Mode::Amphibious), entered_from: None, paren_range: false, battle: None, covers: None }];
    *s.offensive = Some(Offensive { active, ..Offensive::new(J, card_with_ops(&s, J, 2), Play::Oc) });
    assert!(supply::compute_fresh(&s).supplied(army), "activated: supplied until the offensive ends");
    *s.offensive = None;
    assert!(!supply::compute_fresh(&s).supplied(army), "the offensive over");
}

/// 7.23 (L719): a unit or stack finishes its move before another moves, and nothing is picked up or
/// dropped on the way: once moved, a unit is not offered a second move later in the offensive; the units
/// not yet moved are.
#[test]
fn a_moved_unit_does_not_move_again() {
    use engine::games::empire_of_the_sun::state::{Active, Mode};
    let mut s = main_sheet();
    s.tracks.turn = 3;
    let base = hex("4021");
    s.set_control(base, J);
    let ships = units_where(&s, |s, u| s.unit_data(u).side == J && s.unit_data(u).kind.is_naval());
    let (moved, waiting) = (ships[0], ships[1]);
    s.place(moved, Loc::Hex(hex("4017")), false);
    s.place(waiting, Loc::Hex(base), false);
    let active = vec![
        Active { unit: moved, from: base, mode: Some(Mode::Naval), entered_from: None, paren_range: false, battle: None, covers: None },
        Active { unit: waiting, from: base, mode: None, entered_from: None, paren_range: false, battle: None, covers: None },
    ];
    *s.offensive = Some(Offensive { active, ..Offensive::new(J, card_with_ops(&s, J, 2), Play::Oc) });
    s.steps = vec![Step::Move(steps::Move { selected: vec![] })];
    let offered = EmpireOfTheSun::prompt(&s).actions;
    assert!(offered.contains(&Action::Select { unit: waiting }));
    assert!(!offered.contains(&Action::Select { unit: moved }), "its move is over");
}
