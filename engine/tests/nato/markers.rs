//! The markers ([4.0]) as the state's marks, read through what each does in the rules: map markers
//! ([4.1]: Conquest, Reforger site), unit markers ([4.2]: Disrupted, Suppressed, Train, HQ Out of Supply,
//! Movement- and Combat-OOS, Reserve/OMG), game point markers ([4.3]) and track markers ([4.4]).

use engine::games::nato::combat::may_attack;
use engine::games::nato::combat::odds::{attack_factor, defence};
use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::games::nato::march::may_march;
use engine::games::nato::movement::{capture, destinations, destinations_in, may_move};
use engine::games::nato::rail::Train;
use engine::games::nato::state::{Conquest, Loc, State, UnitId};
use engine::games::nato::supply::supplied_hqs;
use engine::games::nato::turn::{PlayerEnd, Recovery};
use engine::games::nato::zoc::Board;
use engine::kit::steps::Step as _;
use engine::Game;

use super::common::{hex, new_fortnight, open_around, ring, state};

/// The hex, its ring and the ring's ring made open clear country, under the newest rules on turn 2.
fn open(h: &str) -> State {
    let mut s = open_around(h, 2);
    s.rules = Nato::meta().rules_version;
    s.turn = 2;
    s
}

/// [4.1], [4.1.1]: a player who takes an enemy free city places his Conquest marker on it: the city is then
/// his; taking back his own city removes the enemy's marker and places none (it is free again).
#[test]
fn a_conquest_marker_shows_who_holds_a_city() {
    let mut s = state();
    let h = hex("3115");
    assert_eq!(s.city_controller(h), Some(Side::Nato), "Braunschweig, a free NATO city");
    capture(&mut s, h, Side::Wp);
    assert_eq!(s.conquests, vec![Conquest { hex: h, by: Side::Wp }]);
    assert_eq!(s.city_controller(h), Some(Side::Wp));
    capture(&mut s, h, Side::Nato);
    assert!(s.conquests.is_empty(), "freed");
    assert_eq!(s.city_controller(h), Some(Side::Nato));
}

/// [4.1.7], [33.3]: the US 3rd Armored Cavalry Regiment starts on its Reforger site at 3626 (the site's
/// marker) and is not active there: it neither moves nor attacks on turn 1.
#[test]
fn the_reforger_site_holds_the_3rd_acr() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let u = s.data().unit("us-3acr").unwrap() as UnitId;
    assert_eq!(s.hex_of(u), Some(hex("3626")));
    assert!(s.units[u as usize].active > s.turn, "on its site face");
    assert!(!may_attack(&s, u, Side::Nato));
    assert!(!may_move(&s, &Board::new(&s), u, Side::Nato));
}

/// [4.2], [4.2.1]: a Disrupted unit attacks and defends at half and makes only a minimum move (one hex); the
/// marker goes in its own side's next Recovery Phase, not in the enemy's.
#[test]
fn a_disrupted_unit_is_halved_moves_a_hex_and_recovers_in_its_own_phase() {
    let mut s = open("3318");
    let r = ring("3318");
    let nato = s.place("wg-2-83", "3318");
    let wp = s.place("su-16-td", &r[0]);
    let full = defence(&s, Side::Wp, hex("3318"));
    let walks = destinations(&s, nato).iter().map(|d| d.path.len()).max().unwrap();
    assert!(walks > 1);
    s.units[nato as usize].disrupted = true;
    s.units[wp as usize].disrupted = true;
    assert_eq!(defence(&s, Side::Wp, hex("3318")), (full + 1) / 2);
    assert_eq!(attack_factor(&s, wp, hex("3318")), 0.5);
    assert!(destinations(&s, nato).iter().all(|d| d.path.len() == 1), "a minimum move (the path leaves out the start)");
    s.player = Side::Wp;
    Recovery.run(&mut s);
    assert!(!s.units[wp as usize].disrupted, "the Pact's Recovery Phase clears the Pact's marker");
    assert!(s.units[nato as usize].disrupted, "but not NATO's");
    s.player = Side::Nato;
    Recovery.run(&mut s);
    assert!(!s.units[nato as usize].disrupted);
}

/// [4.2.2]: a Suppressed artillery unit fires on the Strike Table's "0" column (its artillery point's column
/// otherwise, [24.1.4]); a Suppressed HQ moves only one hex in its next Movement Phase (from rules 20,
/// decision E18); the marker goes in its side's own Suppression Removal Phase at the end of its player turn.
#[test]
fn a_suppressed_hq_moves_a_hex_and_is_freed_at_its_turns_end() {
    let mut s = open("3318");
    let arty = s.place("su-34-arty", &ring("3318")[0]);
    assert_eq!(engine::games::nato::air::artillery::column(&s, arty), s.values(arty).0);
    s.units[arty as usize].suppressed = true;
    assert_eq!(engine::games::nato::air::artillery::column(&s, arty), 0, "the 0 column");
    let hq = s.place("negf-hq", "3318");
    let nato = s.place("wg-hsch-52", "2621");
    assert!(destinations(&s, hq).iter().any(|d| d.path.len() > 1));
    s.units[hq as usize].suppressed = true;
    s.units[nato as usize].suppressed = true;
    assert!(destinations(&s, hq).iter().all(|d| d.path.len() == 1), "a minimum move");
    s.player = Side::Nato;
    PlayerEnd.run(&mut s);
    assert!(s.units[hq as usize].suppressed && !s.units[nato as usize].suppressed, "NATO's phase frees NATO's only");
    PlayerEnd.run(&mut s);
    assert!(!s.units[hq as usize].suppressed);
}

/// [4.2.3], [13.1]: a unit under a Train marker (Entraining) neither moves nor attacks.
#[test]
fn a_unit_under_a_train_marker_neither_moves_nor_attacks() {
    let mut s = open("3318");
    s.player = Side::Wp;
    let u = s.place("su-16-td", &ring("3318")[0]);
    s.place("wg-2-83", "3318");
    assert!(may_move(&s, &Board::new(&s), u, Side::Wp) && may_attack(&s, u, Side::Wp));
    s.units[u as usize].train = Some(Train::Entraining(2));
    assert!(!may_move(&s, &Board::new(&s), u, Side::Wp), "moves");
    assert!(!may_attack(&s, u, Side::Wp), "attacks");
}

/// [4.2.4], [10.4]: an HQ under an Out of Supply marker supplies no unit: it is not among its side's supplying
/// HQs.
#[test]
fn an_out_of_supply_hq_supplies_none() {
    let mut s = state();
    let hq = s.place("negf-hq", "2708");
    assert!(supplied_hqs(&s, Side::Wp).contains(&hq));
    s.units[hq as usize].hq_oos = true;
    assert!(!supplied_hqs(&s, Side::Wp).contains(&hq));
}

/// [4.2.5]: movement supply and combat supply are tracked apart, each by its own marker: a Combat-OOS unit
/// attacks at half but may still march; a Movement-OOS unit may not march but attacks at full.
#[test]
fn movement_and_combat_supply_are_separate_markers() {
    let mut s = open("3318");
    let r = ring("3318");
    s.place("wg-2-83", "3318");
    let u = s.place("su-16-td", &r[0]);
    let far = hex(&ring(&r[0])[0]);
    s.units[u as usize].loc = Loc::Hex(far);
    let marching = |s: &State| may_march(s, &Board::new(s), u, far);
    assert!(marching(&s));
    s.units[u as usize].loc = Loc::Hex(hex(&r[0]));
    s.units[u as usize].coos = true;
    assert_eq!(attack_factor(&s, u, hex("3318")), 0.5, "Combat-OOS: half");
    s.units[u as usize].loc = Loc::Hex(far);
    assert!(marching(&s), "Combat-OOS does not stop a march");
    s.units[u as usize].coos = false;
    s.units[u as usize].moos = true;
    assert!(!marching(&s), "Movement-OOS stops a march");
    s.units[u as usize].loc = Loc::Hex(hex(&r[0]));
    assert_eq!(attack_factor(&s, u, hex("3318")), 1.0, "Movement-OOS: full attack");
}

/// [4.2.7], [28.0]: a unit under a Reserve (NATO) or OMG (Pact) marker does not attack in the Combat Phase
/// and moves in the Reserve Phase with half its MA, rounded up.
#[test]
fn a_reserve_unit_waits_for_the_reserve_phase() {
    let mut s = open("3318");
    s.player = Side::Nato;
    let u = s.place("wg-2-83", "3318");
    s.place("su-16-td", &ring("3318")[0]);
    assert!(may_attack(&s, u, Side::Nato));
    s.units[u as usize].reserve = true;
    assert!(!may_attack(&s, u, Side::Nato), "no attack in reserve");
    let half = (s.values(u).2 as u32 + 1) / 2;
    let reach = destinations_in(&s, u, true).iter().map(|d| d.cost).max().unwrap();
    assert!(reach <= half && reach > 0, "{reach} > {half}");
}

/// [4.3], [4.3.2], [4.4.3], [22.1]: chemical points are kept from turn to turn (unlike air points): each
/// Joint Reinforcement Phase adds the scenario's income to what is left. After the Pact's First Use marker
/// goes on the turn track NATO scores 1 VP at once and 1 VP each later turn; before it, none.
#[test]
fn chemical_points_carry_over_and_first_use_scores_for_nato() {
    let mut s = engine::games::nato::setup::new_game_with(Nato::builtin_data(), "long_fortnight", 1983, 1, Nato::meta().rules_version, true).unwrap();
    let income = s.scenario_data().chem.income;
    let before = s.chemical.as_ref().unwrap().points;
    s.turn = 2;
    engine::games::nato::chemical::joint_phase(&mut s);
    let after = s.chemical.as_ref().unwrap().points;
    assert_eq!(after, [before[0] + income[0], before[1] + income[1]], "kept and added to");
    let vp = s.vp[Side::Nato.seat() as usize];
    assert_eq!(vp, 0, "no First Use yet: no VP");
    engine::games::nato::chemical::first_use(&mut s, Side::Wp).unwrap();
    assert_eq!(s.vp[Side::Nato.seat() as usize], 1, "the turn of First Use");
    s.turn = 3;
    engine::games::nato::chemical::joint_phase(&mut s);
    assert_eq!(s.vp[Side::Nato.seat() as usize], 2, "and each turn after");
}

/// [4.3.1], [23.1.1]: each side's air points are of two kinds, tactical and operational, set afresh each
/// Joint Reinforcement Phase by the Air Campaign roll (not added to what was left).
#[test]
fn air_points_are_set_each_turn() {
    let mut s = new_fortnight(1983, Nato::meta().rules_version);
    s.air[0].tap = 99;
    s.air[1].oap = 99;
    engine::games::nato::air::campaign::air_campaign(&mut s);
    assert!(s.air[0].tap < 99 && s.air[1].oap < 99, "set afresh: {:?}", s.air);
}

/// [4.1.5], [23.8], [7.2] II.G: an Air Interdiction marker costs an air point to place and makes the enemy pay
/// 1 MP more to enter its hex and the six around it (not a hex farther); the enemy's Reserve Phase ends by
/// removing it.
#[test]
fn an_air_interdiction_marker_slows_the_enemy_around_it() {
    use engine::games::nato::air::interdiction::{aiz_cost, lift_enemy_zones, place_aiz};
    let mut s = open("3318");
    s.air[Side::Wp.seat() as usize].tap = 2;
    s.air[Side::Wp.seat() as usize].oap = 0;
    place_aiz(&mut s, Side::Wp, hex("3318")).unwrap();
    assert_eq!(s.aiz, vec![(hex("3318"), Side::Wp)]);
    assert_eq!(s.air[Side::Wp.seat() as usize].tap, 1, "a tactical point spent");
    assert_eq!(aiz_cost(&s, Side::Nato, hex("3318")), 1);
    assert_eq!(aiz_cost(&s, Side::Nato, hex(&ring("3318")[0])), 1);
    let two = ring(&ring("3318")[0]).into_iter().map(|h| hex(&h)).find(|&h| s.data().distance(h, hex("3318")) == 2).unwrap();
    assert_eq!(aiz_cost(&s, Side::Nato, two), 0, "two hexes away");
    assert_eq!(aiz_cost(&s, Side::Wp, hex("3318")), 0, "its own side pays nothing");
    lift_enemy_zones(&mut s, Side::Wp);
    assert_eq!(s.aiz.len(), 1, "the Pact's own Reserve Phase leaves it");
    lift_enemy_zones(&mut s, Side::Nato);
    assert!(s.aiz.is_empty(), "NATO's Reserve Phase removes it");
}

/// [4.1.2], [21.0]: a nuclear strike places a Nuclear marker on its hex: the hex is contaminated from then on;
/// the hexes around it are not.
#[test]
fn a_nuclear_strike_marks_its_hex() {
    let mut s = engine::games::nato::setup::new_game_opts(Nato::builtin_data(), "long_fortnight", 1983, 1, Nato::meta().rules_version, false, true).unwrap();
    let h = hex("3318");
    assert!(!engine::games::nato::nuclear::nuked(&s, h));
    engine::games::nato::nuclear::strike(&mut s, Side::Wp, h, true);
    assert!(engine::games::nato::nuclear::nuked(&s, h), "the marker");
    assert!(engine::games::nato::nuclear::contaminated(&s, h));
    assert!(!engine::games::nato::nuclear::nuked(&s, hex(&ring("3318")[0])), "only its own hex");
}

/// [4.2.8], [33.3.3.1]: a `*` result of a Pact strike on a Reforger site places a Damaged marker there; a
/// second one on the damaged site takes its marker off and costs the unit a step (the US 3rd Armored
/// Cavalry Regiment, two steps, flips).
#[test]
fn a_damaged_marker_on_a_reforger_site() {
    let mut s = new_fortnight(1983, Nato::meta().rules_version);
    let u = s.data().unit("us-3acr").unwrap() as UnitId;
    assert!(engine::games::nato::reforger::is_site(&s, u));
    engine::games::nato::reforger::damaged(&mut s, u);
    assert_eq!(s.damaged, vec![u]);
    assert_eq!(s.units[u as usize].steps, 2, "a marker, no loss yet");
    engine::games::nato::reforger::damaged(&mut s, u);
    assert!(s.damaged.is_empty(), "the marker comes off");
    assert_eq!(s.units[u as usize].steps, 1, "the site loses its step");
}

/// [4.1.9], [4.2.2], [25.4]: the Offensive Support marker shows support by a Pact front HQ or a US corps HQ:
/// each is offered to its own attacking unit within its range, a British corps HQ never; a Suppressed HQ
/// gives none.
#[test]
fn offensive_support_comes_from_front_and_us_corps_hqs() {
    use engine::games::nato::combat::support_hqs;
    let s0 = open("3318");
    let r = ring("3318");
    let (here, near) = (r[0].clone(), ring(&r[0])[0].clone());
    let pick = |hq: &str| s0.data().units.iter().position(|u| u.hq.as_deref() == Some(hq) && s0.data().types[u.ty].class.maneuver()).unwrap();
    for (hq, side, gives) in [("negf-hq", Side::Wp, true), ("us5-hq", Side::Nato, true), ("uk1-hq", Side::Nato, false)] {
        let mut s = s0.clone();
        let key = s.data().units[pick(hq)].key.clone();
        let a = s.place(&key, &here);
        let h = s.place(hq, &near);
        assert_eq!(support_hqs(&s, side, &[a]).contains(&h), gives, "{hq} for {key}");
        if gives {
            s.units[h as usize].suppressed = true;
            assert!(!support_hqs(&s, side, &[a]).contains(&h), "{hq} suppressed");
        }
    }
}

/// [4.1.3], [22.3.1]: a Chemical Strike marker shows its hex contaminated once the strike is resolved: an
/// attack into the hex is halved, and so is the defence of the units in it; a marker placed but not yet
/// resolved does nothing.
#[test]
fn a_chemical_marker_halves_attack_and_defence_in_its_hex() {
    use engine::games::nato::chemical::Marker;
    let mut s = engine::games::nato::setup::new_game_with(Nato::builtin_data(), "long_fortnight", 1983, 1, Nato::meta().rules_version, true).unwrap();
    for u in s.units.iter_mut() {
        u.loc = Loc::Out;
    }
    s.turn = 2;
    let r = ring("3318");
    let nato = s.place("wg-2-83", "3318");
    let wp = s.place("su-16-td", &r[0]);
    let (attack, def) = (attack_factor(&s, wp, hex("3318")), defence(&s, Side::Wp, hex("3318")));
    for pending in [true, false] {
        s.chemical.as_mut().unwrap().markers = vec![Marker { hex: hex("3318"), side: Side::Wp, persistent: false, turn: 2, pending }];
        let halved = !pending;
        assert_eq!(attack_factor(&s, wp, hex("3318")), if halved { attack / 2.0 } else { attack }, "pending {pending}");
        assert_eq!(defence(&s, Side::Wp, hex("3318")), if halved { (s.values(nato).1 as u32 + 1) / 2 } else { def }, "pending {pending}");
    }
}

/// [4.1.8], [10.7.2]: the Resupply marker gives combat supply to its side's combat units in its hex: a
/// Combat-OOS unit there attacks at full strength; the same unit elsewhere, or the enemy's in that hex,
/// does not profit.
#[test]
fn a_resupply_marker_supplies_its_hex() {
    use engine::games::nato::resupply::Marker;
    let mut s = open("3318");
    let r = ring("3318");
    s.place("wg-2-83", "3318");
    let u = s.place("su-16-td", &r[0]);
    s.units[u as usize].coos = true;
    assert_eq!(attack_factor(&s, u, hex("3318")), 0.5);
    s.resupply = Some(Marker { side: Side::Wp, hex: hex(&r[0]) });
    assert_eq!(attack_factor(&s, u, hex("3318")), 1.0, "supplied by the marker");
    s.resupply = Some(Marker { side: Side::Nato, hex: hex(&r[0]) });
    assert_eq!(attack_factor(&s, u, hex("3318")), 0.5, "the enemy's marker");
    s.resupply = Some(Marker { side: Side::Wp, hex: hex(&r[1]) });
    assert_eq!(attack_factor(&s, u, hex("3318")), 0.5, "another hex");
}

/// [4.1.4], [23.2.4]: in its Air Strike Segment a player marks each air strike on the map before any is
/// rolled: placing the marker spends its air point and rolls nothing (the target keeps its steps); the
/// markers are resolved together afterwards.
#[test]
fn air_strike_markers_are_placed_before_any_roll() {
    use engine::games::nato::air::strike::{place, resolve_markers};
    let mut s = open("3318");
    let r = ring("3318");
    s.player = Side::Wp;
    let target = s.place("wg-2-83", "3318");
    s.place("su-16-td", &r[0]);
    s.air[Side::Wp.seat() as usize].tap = 2;
    s.air[Side::Wp.seat() as usize].oap = 2;
    let before = s.air[Side::Wp.seat() as usize];
    place(&mut s, Side::Wp, &[target]).expect("a strike on the brigade");
    assert_eq!(s.strike_markers.len(), 1, "the marker");
    let after = s.air[Side::Wp.seat() as usize];
    assert_eq!((before.tap + before.oap) - (after.tap + after.oap), 1, "one air point spent");
    let rolled = |s: &State| s.log.to_vec().iter().filter(|e| e.id == "nato.strike").count();
    assert_eq!(rolled(&s), 0, "nothing rolled yet");
    super::common::dice(&mut s, &[6, 6]);
    resolve_markers(&mut s, Side::Wp, true);
    assert!(s.strike_markers.is_empty(), "resolved");
    assert_eq!(rolled(&s), 1, "rolled at the resolution");
}
