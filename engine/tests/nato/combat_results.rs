//! The combat cycle's results read both ways: the roll on the CRT's final column ([25.1.5], [25.5.2]), the
//! results' grammar ([25.6]), their order — counterattack in the combat segment, then the defender's
//! results, then the attacker's ([25.1.6], [25.1.7], [25.6.1]–[25.6.1.2]) — who counterattacks
//! ([25.6.2.1], [25.6.2.2]), free cities and step losses ([25.6.3.2]), attack helicopters never taking a
//! step ([25.6.3.3]), disruption before the advance ([25.6.4.1]), suppression ([25.6.4.4]), one HQ's
//! support a battle ([25.4.4]), Surprise ([25.3.4.5]).

use engine::games::nato::actions::Action;
use engine::games::nato::combat::odds::odds;
use engine::games::nato::combat::{self, exploits, hit_candidates, Result};
use engine::games::nato::data::{hex_name, HexId, River, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::{Arg, Game};

use super::common::{dice, hex, ring, set_river, set_terrain, settle, state_with};

/// 3318 and its ring: all clear, no rivers; turn 2, the Pact's Combat Phase. `terrain` is 3318's.
pub fn open(terrain: &str) -> (State, Vec<String>) {
    let r = ring("3318");
    let r2 = r.clone();
    let t = terrain.to_string();
    let mut s = state_with(move |d| {
        set_terrain(d, "3318", &t);
        for h in &r2 {
            set_terrain(d, h, "clear");
            set_river(d, h, "3318", River::None);
        }
    });
    s.turn = 2;
    s.player = Side::Wp;
    s.steps = vec![Step::Combat(Side::Wp)];
    (s, r)
}

/// Opens a battle of `side`'s `attackers` on 3318 whose roll read `result`, at the defender's results.
pub fn rolled(s: &mut State, side: Side, attackers: Vec<UnitId>, result: &str) {
    s.player = side;
    s.steps = vec![Step::Combat(side)];
    combat::begin(s, side, hex("3318"), attackers, None);
    let defenders: Vec<UnitId> = s.units_in(hex("3318")).filter(|&u| s.side(u) != side).collect();
    let b = s.battle.as_mut().unwrap();
    b.defenders = defenders;
    b.result = Result::parse(result).expect("a CRT result");
    b.stage = combat::Stage::DefenderLosses;
    s.steps.push(Step::BattleFlow);
    settle(s);
}

/// Plays the battle out: the first hit, "retreat", the first retreat hex, and "done" at the advance (or
/// `advance`'s choice there). Returns each decision's id and seat, in order, with the state when asked.
pub fn play(s: &mut State, advance: Option<Action>) -> Vec<(&'static str, u8, State)> {
    let mut seen = vec![];
    for _ in 0..30 {
        if s.battle.is_none() {
            break;
        }
        let p = Nato::prompt(s);
        let seat = p.seat.expect("a seat");
        seen.push((p.id, seat, s.clone()));
        let pick = p
            .actions
            .iter()
            .find(|a| matches!(a, Action::Hit(_) | Action::Retreat | Action::RetreatTo(..)))
            .cloned()
            .or_else(|| if p.id == "nato.advance" { advance.clone().filter(|a| p.actions.contains(a)) } else { None })
            .unwrap_or(Action::Done);
        Nato::apply(s, seat, &pick).unwrap();
    }
    seen
}

fn ids(seen: &[(&'static str, u8, State)]) -> Vec<(&'static str, u8)> {
    seen.iter().map(|(id, seat, _)| (*id, *seat)).collect()
}

/// [25.1.5], [25.5.2]: the die is read on the final column, after the shifts: the 94th Guards MRD (8)
/// against the UK 7th Armoured Brigade (3) in rough terrain is 2:1 shifted to 1:1; each die gives the
/// 1:1 column's cell of its row — read on the base column, most dice would give another result.
#[test]
fn the_die_is_read_on_the_final_column() {
    let (mut s, r) = open("rough");
    s.place("uk-7-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    let o = odds(&s, Side::Wp, hex("3318"), &[a], false);
    let cols = s.data().crt_columns.clone();
    assert_eq!((cols[o.base].as_str(), cols[o.column].as_str()), ("2:1", "1:1"), "{o:?}");
    let mut differ = 0;
    for die in 1..=6u8 {
        let mut t = s.clone();
        dice(&mut t, &[die, 1, 1]);
        combat::resolve(&mut t, Side::Wp, hex("3318"), vec![a]);
        let cell = t.data().crt[o.column][die as usize - 1].clone();
        let other = t.data().crt[o.base][die as usize - 1].clone();
        differ += (cell != other) as u32;
        assert_eq!(t.battle.as_ref().unwrap().result, Result::parse(&cell).unwrap(), "die {die}");
        let e = t.log.to_vec().into_iter().rev().find(|e| e.id == "nato.battle").expect("the battle is logged");
        assert!(e.args.contains(&Arg::Key("2:1".into())) && e.args.contains(&Arg::Key("1:1".into())), "base and final odds declared: {:?}", e.args);
        assert!(e.args.contains(&Arg::Roll(die)) && e.args.contains(&Arg::Key(cell.clone())));
    }
    assert!(differ >= 4, "the base column would read otherwise");
}

/// [25.6]: the results' grammar, `attacker/defender`: the rule's own example A1/D2*R2 — the attacker loses a
/// step; the defender two, is disrupted and retreats two hexes — and CA, r#, A1*.
#[test]
fn the_results_read_as_the_legend_says() {
    let r = Result::parse("A1/D2*R2").unwrap();
    assert_eq!(
        r,
        Result { attacker_loss: 1, attacker_disrupted: false, counterattack: false, defender_loss: 2, retreat: 2, defender_disrupted: true }
    );
    let r = Result::parse("-/CAD1R1").unwrap();
    assert!(r.counterattack && r.defender_loss == 1 && r.retreat == 1 && r.attacker_loss == 0 && !r.attacker_disrupted);
    let r = Result::parse("A1*/-").unwrap();
    assert!(r.attacker_loss == 1 && r.attacker_disrupted && r.defender_loss == 0 && r.retreat == 0 && !r.defender_disrupted);
    assert_eq!(Result::parse("-/r1").unwrap().retreat, 1, "the legend's r# is the CRT's R#");
    assert_eq!(Result::parse("-/-").unwrap(), Result::default());
}

/// [25.1.6], [25.6.1.1], [25.1.7], [25.6.1.2], [25.6.1]: after A1/D1*R1 the attacker picks the defender's
/// lost step; the defender then may give up a step instead of the hex, and retreats; the survivor is
/// disrupted and Engaged — all before the attacker's results: the defender picks the attacker's lost step,
/// then the attacker advances.
#[test]
fn the_defenders_results_come_first_then_the_attackers() {
    let (mut s, r) = open("clear");
    let uk7 = s.place("uk-7-83", "3318");
    let uk12 = s.place("uk-12-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    rolled(&mut s, Side::Wp, vec![a], "A1/D1*R1");
    let seen = play(&mut s, None);
    let (wp, nato) = (Side::Wp.seat(), Side::Nato.seat());
    assert_eq!(
        ids(&seen),
        vec![("nato.hits_defender", wp), ("nato.retreat_reduce", nato), ("nato.retreat", nato), ("nato.hits_attacker", nato), ("nato.advance", wp)]
    );
    // The defender's results in their order: no marker before the losses and the retreat.
    let at = |i: usize| &seen[i].2;
    let survivor = if at(1).units[uk7 as usize].loc == Loc::Dead { uk12 } else { uk7 };
    assert!(!at(1).units[survivor as usize].disrupted && !at(1).units[survivor as usize].engaged);
    let reduce = Nato::prompt(at(1));
    assert!(reduce.actions.contains(&Action::Sacrifice(survivor)), "the defender may give up a step for the hex: {:?}", reduce.actions);
    // By the attacker's losses the survivor is disrupted and Engaged, out of the hex.
    let u = &at(3).units[survivor as usize];
    assert!(u.disrupted && u.engaged && matches!(u.loc, Loc::Hex(h) if h != hex("3318")), "{u:?}");
    assert_eq!(Nato::prompt(at(3)).actions, vec![Action::Hit(a)]);
    // The attacker's losses before its advance.
    assert_eq!(at(4).units[a as usize].steps, 1);
}

/// [25.6.1]: a counterattack is part of the combat segment: it is rolled with the battle, before any
/// other result — at 2:1 a die of 3 is -/CAD1; the brigade's counterattack (Other NATO, 6) disrupts the
/// 94th before the attacker is even asked for the defender's lost step.
#[test]
fn the_counterattack_comes_before_every_other_result() {
    let (mut s, r) = open("clear");
    s.place("uk-7-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    let o = odds(&s, Side::Wp, hex("3318"), &[a], false);
    assert_eq!(s.data().crt_columns[o.column], "2:1");
    assert_eq!(s.data().crt[o.column][2], "-/CAD1");
    dice(&mut s, &[3, 6]);
    combat::resolve(&mut s, Side::Wp, hex("3318"), vec![a]);
    settle(&mut s);
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.hits_defender");
    assert!(s.units[a as usize].disrupted, "counterattacked at the roll");
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.ca_hit"));
}

/// [25.6.4.1], [25.1.7]: an attacker disrupted by the result is disrupted before it advances, so it may
/// not exploit; after the same battle without the `*` the division exploits.
#[test]
fn a_disrupted_attacker_is_disrupted_before_its_advance() {
    for result in ["A1*/D1", "A1/D1"] {
        let (mut s, r) = open("clear");
        s.place("uk-7-83", "3318");
        let a = s.place("su-94-mrd", &r[0]);
        rolled(&mut s, Side::Wp, vec![a], result);
        let seen = play(&mut s, Some(Action::Advance(a)));
        let at_advance = &seen.iter().find(|x| x.0 == "nato.advance").expect("an advance").2;
        let disrupted = result.contains('*');
        assert_eq!(at_advance.units[a as usize].disrupted, disrupted);
        assert_eq!(exploits(at_advance).is_empty(), disrupted, "{result}: {:?}", exploits(at_advance));
        assert_eq!(s.hex_of(a), Some(hex("3318")), "either way it may consolidate");
    }
}

/// [25.6.2.1]: two UK brigades and a West German one defend; only one nationality counterattacks — the
/// British, the most steps: two rolls, none for the Germans.
#[test]
fn nato_counterattacks_with_one_nationality() {
    let (mut s, r) = open("clear");
    let uk7 = s.place("uk-7-83", "3318");
    let uk12 = s.place("uk-12-83", "3318");
    let wg = s.place("wg-2-83", "3318");
    let attackers: Vec<UnitId> = ["su-94-mrd", "su-21-mrd", "su-16-td"].iter().zip(&r).map(|(k, h)| s.place(k, h)).collect();
    combat::begin(&mut s, Side::Wp, hex("3318"), attackers, None);
    s.battle.as_mut().unwrap().defenders = vec![uk7, uk12, wg];
    // Every die a miss on every column: the attackers stay undisrupted and each roll is logged.
    dice(&mut s, &[1, 1, 1, 1]);
    combat::counterattack(&mut s);
    let rolled = counterattack_rolls(&s);
    assert_eq!(rolled, vec!["uk-7-83".to_string(), "uk-12-83".to_string()], "the West German brigade does not roll");
}

/// The units that rolled a counterattack, in the log's order.
fn counterattack_rolls(s: &State) -> Vec<String> {
    s.log
        .to_vec()
        .iter()
        .filter(|e| e.id == "nato.ca_miss" || e.id == "nato.ca_hit")
        .map(|e| if let Arg::Unit(k) = &e.args[0] { k.clone() } else { panic!("a counterattack roll names its unit") })
        .collect()
}

/// [25.6.2.2]: a NEGF division, a SEGF division and an independent brigade defend; one front's steps and
/// the independent's counterattack, never both fronts'.
#[test]
fn the_pact_counterattacks_with_one_front_and_its_independents() {
    let (mut s, r) = open("clear");
    let negf = s.place("su-94-mrd", "3318");
    let segf = s.place("su-27-mrd", "3318");
    let indep = s.place("su-97-abn", "3318");
    assert_eq!(s.data().units[indep as usize].command, "indep");
    assert!(s.values(indep).0 >= 1 && s.units[negf as usize].steps == 2 && s.units[segf as usize].steps == 2);
    let attackers: Vec<UnitId> = ["us-1-3ad-83", "us-2-3ad-83", "us-3-3ad-83", "us-1-8id-83"].iter().zip(&r).map(|(k, h)| s.place(k, h)).collect();
    combat::begin(&mut s, Side::Nato, hex("3318"), attackers, None);
    s.battle.as_mut().unwrap().defenders = vec![negf, segf, indep];
    dice(&mut s, &[1; 8]);
    combat::counterattack(&mut s);
    let rolled = counterattack_rolls(&s);
    let fronts = ["su-94-mrd", "su-27-mrd"].iter().filter(|k| rolled.iter().any(|x| x == *k)).count();
    assert_eq!(fronts, 1, "one front only: {rolled:?}");
    assert!(rolled.iter().any(|x| x == "su-97-abn"), "the independent rolls with it: {rolled:?}");
    assert_eq!(rolled.len(), 2 + s.units[indep as usize].steps as usize, "a roll a step: {rolled:?}");
}

/// A West German free city with a clear land neighbour, no NATO unit in or beside it.
fn german_city(s: &State) -> (HexId, HexId) {
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .filter(|&h| d.hexes[h as usize].city.is_some() && d.hexes[h as usize].country.as_deref() == Some("frg") && s.playable(h) && s.free_city_of(h, Side::Nato))
        .find_map(|h| d.neighbours(h).find(|&n| s.playable(n) && d.hexes[n as usize].city.is_none() && combat::attack_crosses(s, n, h)).map(|n| (h, n)))
        .expect("a West German city")
}

/// [25.6.3.2]: a free city's intrinsic defence takes no step loss: with a brigade in it, a D1 may only
/// take the brigade; alone, a D# eliminates the city — the attacker advances in and it is conquered.
#[test]
fn a_free_city_takes_no_step_but_falls_alone() {
    let (s0, _) = open("clear");
    let (city, from) = german_city(&s0);
    let mut s = s0.clone();
    let wg = s.place("wg-2-83", &hex_name(city));
    let a = s.place("su-16-td", &hex_name(from));
    s.player = Side::Wp;
    s.steps = vec![Step::Combat(Side::Wp)];
    combat::begin(&mut s, Side::Wp, city, vec![a], None);
    let b = s.battle.as_mut().unwrap();
    b.defenders = vec![wg];
    b.result = Result::parse("-/D1").unwrap();
    b.stage = combat::Stage::DefenderLosses;
    s.steps.push(Step::BattleFlow);
    settle(&mut s);
    assert_eq!(Nato::prompt(&s).actions, vec![Action::Hit(wg)], "only the brigade can lose the step");

    // Alone: any D# and the city falls.
    let mut s = s0.clone();
    let a = s.place("su-16-td", &hex_name(from));
    let o = odds(&s, Side::Wp, city, &[a], false);
    let die = (1..=6u8).find(|&d| Result::parse(&s.data().crt[o.column][d as usize - 1]).unwrap().defender_loss > 0).expect("a D# on the column");
    let miss = (1..=6u8).find(|&d| Result::parse(&s.data().crt[o.column][d as usize - 1]).unwrap().defender_loss == 0);
    let mut t = s.clone();
    t.player = Side::Wp;
    t.steps = vec![Step::Combat(Side::Wp)];
    dice(&mut t, &[die]);
    combat::resolve(&mut t, Side::Wp, city, vec![a]);
    settle(&mut t);
    assert!(t.battle.as_ref().unwrap().city_fell);
    play(&mut t, Some(Action::Advance(a)));
    assert_eq!(t.hex_of(a), Some(city));
    assert_eq!(t.city_controller(city), Some(Side::Wp), "conquered");
    if let Some(die) = miss {
        let mut t = s.clone();
        t.player = Side::Wp;
        t.steps = vec![Step::Combat(Side::Wp)];
        dice(&mut t, &[die]);
        combat::resolve(&mut t, Side::Wp, city, vec![a]);
        settle(&mut t);
        assert!(!t.battle.as_ref().unwrap().city_fell, "no D#: the city stands");
    }
}

/// [25.6.3.3]: an attack helicopter brigade never takes a step loss: among the losses' candidates it is
/// never offered, though the only unit left.
#[test]
fn attack_helicopters_take_no_step_loss() {
    let (mut s, _) = open("clear");
    let ah = s.place("us5-ah-83", "3318");
    let us = s.place("us-1-3ad-83", "3318");
    assert_eq!(hit_candidates(&s, &[ah, us]), vec![us]);
    assert!(hit_candidates(&s, &[ah]).is_empty());
}

/// [25.6.4.4], [29.2.1] (rules 20): a defending HQ or artillery unit a `*` result disrupts is suppressed instead; the
/// maneuver unit beside it is disrupted. Suppressed, the front HQ then gives no offensive support
/// ([29.2.3]). Rules 19 records replay as played: both disrupted.
#[test]
fn a_disrupted_hq_or_artillery_is_suppressed() {
    for rules in [19, 20] {
        let (mut s, r) = open("clear");
        s.rules = rules;
        let mrd = s.place("su-94-mrd", "3318");
        let arty = s.place("su-34-arty", "3318");
        let hq = s.place("negf-hq", "3318");
        let a = s.place("us-1-3ad-83", &r[0]);
        rolled(&mut s, Side::Nato, vec![a], "-/*");
        play(&mut s, None);
        assert!(s.units[mrd as usize].disrupted && !s.units[mrd as usize].suppressed);
        for u in [arty, hq] {
            let us = &s.units[u as usize];
            if rules >= 20 {
                assert!(us.suppressed && !us.disrupted, "{}: suppressed, not disrupted", s.key(u));
            } else {
                assert!(us.disrupted && !us.suppressed, "rules 19: {} disrupted as played", s.key(u));
            }
        }
        // The front HQ's support for the Pact's next attack from beside 3318.
        s.player = Side::Wp;
        let other = s.place("su-21-mrd", &r[1]);
        let offered = combat::support_hqs(&s, Side::Wp, &[other]).contains(&hq);
        assert_eq!(offered, rules < 20, "rules {rules}: a suppressed HQ gives no support");
    }
}

/// [25.4.4]: a battle takes the offensive support of one HQ only: the US V and VII Corps HQs each reach
/// their brigade in the attack, both are offered; once one supports, the other is not.
#[test]
fn one_hq_supports_a_battle() {
    let (mut s, r) = open("clear");
    s.place("su-94-mrd", "3318");
    let a = s.place("us-1-3ad-83", &r[0]);
    let k7 = s.data().units.iter().find(|u| u.command == "us7" && u.key.ends_with("-83") && s.data().types[u.ty].class.maneuver()).unwrap().key.clone();
    let b = s.place(&k7, &r[1]);
    let h5 = s.place("us5-hq", &r[0]);
    let h7 = s.place("us7-hq", &r[1]);
    s.player = Side::Nato;
    s.steps = vec![Step::Combat(Side::Nato)];
    Nato::apply(&mut s, 1, &Action::Attack(hex("3318"))).unwrap();
    Nato::apply(&mut s, 1, &Action::Commit(a)).unwrap();
    Nato::apply(&mut s, 1, &Action::Commit(b)).unwrap();
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Support(h5)) && p.actions.contains(&Action::Support(h7)), "{:?}", p.actions);
    Nato::apply(&mut s, 1, &Action::Support(h5)).unwrap();
    let p = Nato::prompt(&s);
    assert!(!p.actions.iter().any(|x| matches!(x, Action::Support(_))), "no second HQ: {:?}", p.actions);
    assert!(p.actions.contains(&Action::Resolve));
}

/// [25.3.4.5]: on the war's first turn the Pact's attacks take the Surprise shift (+1); NATO's do not, nor
/// the Pact's on turn 2.
#[test]
fn surprise_shifts_the_pacts_first_turn_attacks() {
    let (mut s, r) = open("clear");
    assert!(s.scenario_data().has("surprise_gt1"));
    s.place("uk-7-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    s.turn = 1;
    let o = odds(&s, Side::Wp, hex("3318"), &[a], false);
    assert!(o.shifts.contains(&("surprise", 1)), "{o:?}");
    assert_eq!(o.column, o.base + 1);
    s.turn = 2;
    assert!(!odds(&s, Side::Wp, hex("3318"), &[a], false).shifts.iter().any(|x| x.0 == "surprise"));

    let (mut s, r) = open("clear");
    s.turn = 1;
    s.place("su-94-mrd", "3318");
    let n = s.place("us-1-3ad-83", &r[0]);
    assert!(!odds(&s, Side::Nato, hex("3318"), &[n], false).shifts.iter().any(|x| x.0 == "surprise"), "never NATO's");
}

/// [25.6.2]: at a CA each defending step of a maneuver unit neither disrupted nor out of supply rolls once
/// on its nation's column, and a hit disrupts an attacker: the 7th Armoured Brigade's step rolls a 4 (Other
/// NATO: a hit) and the 94th is disrupted; the disrupted 12th and the Combat-OOS 22nd roll nothing. A
/// 2-step division rolls twice.
#[test]
fn each_eligible_defending_step_counterattacks() {
    let (mut s, r) = open("clear");
    let uk7 = s.place("uk-7-83", "3318");
    let uk12 = s.place("uk-12-83", "3318");
    let uk22 = s.place("uk-22-83", "3318");
    s.units[uk12 as usize].disrupted = true;
    s.units[uk22 as usize].coos = true;
    let a = s.place("su-94-mrd", &r[0]);
    let b = s.place("su-21-mrd", &r[1]);
    combat::begin(&mut s, Side::Wp, hex("3318"), vec![a, b], None);
    s.battle.as_mut().unwrap().defenders = vec![uk7, uk12, uk22];
    dice(&mut s, &[4, 4, 4]);
    combat::counterattack(&mut s);
    let rolls: Vec<String> = s.log.to_vec().iter().filter(|e| e.id == "nato.ca_hit" || e.id == "nato.ca_miss").map(|e| e.id.clone()).collect();
    assert_eq!(rolls, vec!["nato.ca_hit".to_string()], "one roll, a hit");
    assert!(s.units[a as usize].disrupted && !s.units[b as usize].disrupted, "one attacker disrupted");

    let (mut s, r) = open("clear");
    let mrd = s.place("su-94-mrd", "3318");
    let attackers: Vec<UnitId> = ["us-1-3ad-83", "us-2-3ad-83", "us-3-3ad-83"].iter().zip(&r).map(|(k, h)| s.place(k, h.as_str())).collect();
    combat::begin(&mut s, Side::Nato, hex("3318"), attackers.clone(), None);
    s.battle.as_mut().unwrap().defenders = vec![mrd];
    dice(&mut s, &[4, 1]);
    combat::counterattack(&mut s);
    assert_eq!(s.log.to_vec().iter().filter(|e| e.id == "nato.ca_hit" || e.id == "nato.ca_miss").count(), 2, "two steps, two rolls");
    assert_eq!(attackers.iter().filter(|&&u| s.units[u as usize].disrupted).count(), 1, "the 4 hit (Soviet column), the 1 missed");
}

/// [25.1.2.8]: during the battle for a hex its own units react nowhere: the reaction offers only the
/// British brigade beside the target, never the two in it.
#[test]
fn units_in_the_target_do_not_react() {
    let (mut s, r) = open("clear");
    let in1 = s.place("uk-7-83", "3318");
    let in2 = s.place("uk-12-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    let beside = s.place("uk-22-83", &r[1]);
    combat::begin(&mut s, Side::Wp, hex("3318"), vec![a], None);
    s.steps.push(Step::Reaction);
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.reaction");
    assert!(p.actions.contains(&Action::React(beside)));
    assert!(!p.actions.contains(&Action::React(in1)) && !p.actions.contains(&Action::React(in2)), "{:?}", p.actions);
}

/// [25.3.4]: a shift "up" raises the odds a column, "down" lowers it: rough terrain (down one) turns 2:1
/// into 1:1; an HQ's support (up one) into 3:1 in the open; both together leave 2:1.
#[test]
fn column_shifts_move_up_and_down() {
    let (mut s, r) = open("clear");
    s.place("uk-7-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    let cols = s.data().crt_columns.clone();
    let c = |o: &engine::games::nato::combat::Odds| cols[o.column].clone();
    assert_eq!(c(&odds(&s, Side::Wp, hex("3318"), &[a], false)), "2:1");
    assert_eq!(c(&odds(&s, Side::Wp, hex("3318"), &[a], true)), "3:1", "up one");
    let (mut s, r) = open("rough");
    s.place("uk-7-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    assert_eq!(c(&odds(&s, Side::Wp, hex("3318"), &[a], false)), "1:1", "down one");
    assert_eq!(c(&odds(&s, Side::Wp, hex("3318"), &[a], true)), "2:1", "up and down");
}
