//! Assaults ([27.0], rules 8): helicopter landings on enemy units ([18.1.6]), the assault battle cycle
//! ([27.3]) and flak in an assault hex ([19.1.5]): the seed's worked example (ASL-1, L3299–3337) citing its
//! lines, and each rule read both ways. Dice are scripted.

use engine::games::nato::actions::Action;
use engine::games::nato::air::flak;
use engine::games::nato::assault;
use engine::games::nato::combat::odds;
use engine::games::nato::data::{hex_name, row_hex, HexId, River, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::heliborne;
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::games::nato::zoc;
use engine::Game;

use super::common::{dice, hex, set_river, set_terrain, state, state_with};

fn answer(s: &mut State, a: Action) {
    let p = Nato::prompt(s);
    assert!(p.actions.contains(&a), "{a:?} is not offered at {}: {:?}", p.id, p.actions);
    Nato::apply(s, p.seat.unwrap(), &a).unwrap();
}

/// Answers `Done` to every prompt that is not `id` (the reaction, NATO's defensive air, the helicopter
/// segments with nothing to do), up to the prompt `id`.
fn pass_to(s: &mut State, id: &str) {
    for _ in 0..20 {
        let p = Nato::prompt(s);
        if p.id == id {
            return;
        }
        assert!(p.actions.contains(&Action::Done), "unexpected prompt {} {:?} after {:?}", p.id, p.actions, s.log.to_vec().iter().rev().take(3).collect::<Vec<_>>());
        Nato::apply(s, p.seat.unwrap(), &Action::Done).unwrap();
    }
    panic!("never reached {id}");
}

/// The six hexes around `id`, in order round the ring (each next to the one before).
fn ring(id: &str) -> Vec<String> {
    let mut left: Vec<_> = GRID.neighbours(row_hex(hex(id))).into_iter().collect();
    let mut out = vec![left.remove(0)];
    while !left.is_empty() {
        let last = *out.last().unwrap();
        let i = left.iter().position(|&n| GRID.is_adjacent(n, last)).expect("a ring");
        out.push(left.remove(i));
    }
    out.into_iter().map(|n| n.id()).collect()
}

fn logged(s: &State, id: &str) -> usize {
    s.log.to_vec().iter().filter(|e| e.id == id).count()
}

/// A state playing assaults (rules 8) on war turn 3, the Pact's Combat Phase next.
fn combat(mut s: State) -> State {
    s.rules = assault::RULES;
    s.turn = 3;
    s.player = Side::Wp;
    s.steps = vec![Step::TurnEnd, Step::Combat(Side::Wp)];
    s
}

/// ASL-1's map: 2521 clear, three hexes of its ring (the Weser's east bank) clear and across a major river.
fn asl1_map() -> (State, Vec<String>) {
    let r = ring("2521");
    let rr = r.clone();
    let s = state_with(|d| {
        set_terrain(d, "2521", "clear");
        for a in &rr[0..4] {
            set_terrain(d, a, "clear");
        }
        for a in &rr[0..3] {
            set_river(d, a, "2521", River::Major);
        }
        for a in &rr[3..6] {
            set_river(d, a, "2521", River::None);
        }
    });
    (s, r)
}

/// ASL-1, L3299–3337: two regiments of the 7th Guards Airborne Division (the 108th and 119th, attack 2)
/// have landed on the West German 3/1 Panzer Brigade (defence 3) in 2521 (L3311). The 16th Guards Tank
/// Division (10, disrupted by NATO's defensive strike, L3321), the 94th Guards and the 21st MRDs (8 each)
/// attack across the Weser, a major river: (8 + 8 + 10 × ½) × ½ = 10.5 → 10 (L3323); the two regiments in
/// the hex attack doubled ([27.3.4], [25.3.1.2]: only the assault units in the target, not the divisions beside it), + 2 × 2 × 2 = 8 (L3325): 18 against 3, 6:1; the assault units have no zone, so
/// no flank attack (L3327). The 53rd Home Defence Brigade, alone in an enemy zone, cannot react (L3319).
/// Roll 1: A1/D1R1 (L3329). The Panzer brigade is eliminated; the attacker's step comes off an assault
/// unit first (the 119th, L3331). The surviving regiment may not advance out of the hex; the 94th advances
/// (3 steps in the hex) and the second division may not (L3333–3337).
#[test]
fn asl1_the_assault_at_2521() {
    let (s, r) = asl1_map();
    let mut s = combat(s);
    let target = hex("2521");
    let pz = s.place("wg-3-83", "2521");
    let hd = s.place("wg-hsch-53", &r[3]);
    let gtd = s.place("su-16-td", &r[0]);
    let g94 = s.place("su-94-mrd", &r[1]);
    let m21 = s.place("su-21-mrd", &r[2]);
    s.units[gtd as usize].disrupted = true;
    let p108 = s.place("su-108-abn", "2521");
    let p119 = s.place("su-119-abn", "2521");
    assault::begin(&mut s, p108, target);
    assault::begin(&mut s, p119, target);
    assert!(s.marked.contains(&target), "[27.1]: the Battle marker is on the hex");
    let all = [p108, p119, gtd, g94, m21];
    let o = odds::odds(&s, Side::Wp, target, &all, false);
    assert_eq!((o.attack, o.defence), (18, 3), "L3323–3327");
    assert_eq!(s.data().crt_columns[o.base], "6:1");
    assert!(o.shifts.is_empty(), "no flank attack: the assault units have no zone (L3327): {:?}", o.shifts);
    // Read the other way — the regiments with their zones — the ring would be closed: a flank attack.
    let saved = std::mem::take(&mut s.assaulting);
    let other = odds::odds(&s, Side::Wp, target, &all, false);
    assert_eq!(other.attack, 14, "undoubled: 10 + 4");
    assert_eq!(other.shifts, vec![("flank", 1)]);
    s.assaulting = saved;

    // The Combat Phase: the assault must be fought; its units are committed already.
    let p = Nato::prompt(&s);
    assert_eq!(p.actions, vec![Action::Attack(target)], "the marked assault hex, no Done");
    answer(&mut s, Action::Attack(target));
    let Some(Step::Commit { units, .. }) = s.steps.last() else { panic!("no commitment") };
    assert_eq!(units, &vec![p108, p119]);
    for u in [gtd, g94, m21] {
        answer(&mut s, Action::Commit(u));
    }
    dice(&mut s, &[1]);
    answer(&mut s, Action::Resolve);
    // L3319: the 53rd is in the Pact's zone and alone: no reaction.
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::React(hd)));
    pass_to(&mut s, "nato.hits_defender");
    assert_eq!(logged(&s, "nato.battle"), 1);
    answer(&mut s, Action::Hit(pz));
    assert_eq!(s.units[pz as usize].loc, Loc::Dead);
    pass_to(&mut s, "nato.hits_attacker");
    let p = Nato::prompt(&s);
    let mut offered = p.actions.clone();
    offered.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(offered, vec![Action::Hit(p108), Action::Hit(p119)], "[27.3.5]: the assault units first (L3331)");
    answer(&mut s, Action::Hit(p119));
    assert_eq!(s.units[p119 as usize].loc, Loc::Dead);
    assert_eq!(s.units[p108 as usize].loc, Loc::Hex(target), "the hex is cleared: the assault unit stays");
    assert!(s.assaulting.is_empty(), "[27.3.2]: the survivors regain their zones");
    pass_to(&mut s, "nato.advance");
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::Advance(p108)), "[27.3.7]: the assault unit does not advance");
    assert!(!p.actions.iter().any(|a| matches!(a, Action::Exploit(..))), "no exploitation across the Weser (L3333)");
    answer(&mut s, Action::Advance(g94));
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::Advance(m21)), "3 steps in the hex: the second division would make 5 (L3335)");
    assert!(zoc::in_zoc(&s, Side::Wp, s.data().neighbours(target).next().unwrap()));
}

/// [27.3.5]: a defender left in the hex after the defender's results: every assault unit is eliminated in
/// the attacker-result segment, though the CRT asked no step of them. Read the other way they would stay,
/// sharing the hex with the enemy.
#[test]
fn a_failed_assault_loses_every_assault_unit() {
    let (s, r) = asl1_map();
    let mut s = combat(s);
    let target = hex("2521");
    let pz = s.place("wg-3-83", "2521");
    s.place("wg-1-83", "2521");
    let p108 = s.place("su-108-abn", "2521");
    let gtd = s.place("su-16-td", &r[0]);
    assault::begin(&mut s, p108, target);
    // 2 × 2 + 10 × ½ = 9 against 6: 1:1 (column 3); a roll whose result is "-/-" or leaves a defender.
    let column = odds::odds(&s, Side::Wp, target, &[p108, gtd], false).column;
    let die = (1..=6u8)
        .find(|&d| {
            let r = engine::games::nato::combat::Result::parse(&s.data().crt[column][d as usize - 1]).unwrap();
            r.defender_loss == 0 && r.retreat == 0 && r.attacker_loss == 0 && !r.counterattack
        })
        .expect("a die with no result");
    answer(&mut s, Action::Attack(target));
    answer(&mut s, Action::Commit(gtd));
    dice(&mut s, &[die]);
    answer(&mut s, Action::Resolve);
    pass_to(&mut s, "nato.combat_marked");
    assert_eq!(s.units[p108 as usize].loc, Loc::Dead, "eliminated: the defenders held");
    assert_eq!(logged(&s, "nato.assault_failed"), 1);
    assert_eq!(s.units[gtd as usize].loc, Loc::Hex(hex(&r[0])), "the adjacent attacker is not");
    assert_eq!(s.units[pz as usize].loc, Loc::Hex(target));
}

/// [27.3.2], [27.3.6]: an assault unit has no zone of control until its battle (a defender may retreat
/// or react past it); units in a hex under assault never react into another battle; an assault unit
/// attacks only its own hex.
#[test]
fn assault_units_have_no_zone_and_pin_the_defenders() {
    let (s, r) = asl1_map();
    let mut s = combat(s);
    let target = hex("2521");
    s.place("wg-3-83", "2521");
    s.place("wg-1-83", "2521");
    let p108 = s.place("su-108-abn", "2521");
    let outside = ring(&r[4]).into_iter().find(|h| hex(h) != target && !r.contains(h)).unwrap();
    assault::begin(&mut s, p108, target);
    assert!(!zoc::in_zoc(&s, Side::Wp, hex(&r[4])), "[27.3.2]: the assault unit projects none");
    assert!(zoc::in_zoc(&s, Side::Nato, target), "the defenders keep theirs");
    // Read the other way the regiment would have its zone.
    s.assaulting.clear();
    assert!(zoc::in_zoc(&s, Side::Wp, hex(&r[4])));
    s.assaulting.push(p108);
    // A NATO unit beside the assault hex is a target the regiment may not attack.
    let other = s.place("wg-hsch-53", &r[4]);
    let attackers = engine::games::nato::combat::eligible_attackers(&s, Side::Wp, hex(&r[4]));
    assert!(!attackers.contains(&p108), "an assault unit attacks its own hex only");
    // [27.3.6]: the Panzer brigade in the assault hex may not react into the battle for r[4]; a unit
    // outside it may.
    let gtd = s.place("su-16-td", &outside);
    let reactors = engine::games::nato::combat::reaction::reactors(&s, Side::Wp, hex(&r[4]));
    assert!(reactors.iter().all(|&u| s.hex_of(u) != Some(target)), "{reactors:?}");
    s.assaulting.clear();
    let reactors = engine::games::nato::combat::reaction::reactors(&s, Side::Wp, hex(&r[4]));
    assert!(reactors.iter().any(|&u| s.hex_of(u) == Some(target)), "read the other way it could");
    let _ = (other, gtd);
}

/// [27.3]: an assault is fought in the same player turn's Combat Phase: NATO may not end its phase with one
/// open (any other battle it may skip); an assault never fought (decision S4) ends at the phase's end with
/// its units eliminated while the enemy shares their hex.
#[test]
fn an_assault_must_be_fought_this_combat_phase() {
    let (s, r) = asl1_map();
    let mut s = combat(s);
    s.player = Side::Nato;
    s.steps = vec![Step::TurnEnd, Step::Combat(Side::Nato)];
    let target = hex("2521");
    s.place("su-16-td", "2521");
    let b82 = s.place("us-1-82ab", "2521");
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Done), "no assault: NATO may end the phase");
    assault::begin(&mut s, b82, target);
    assert!(!s.marked.contains(&target), "the Pact's Battle markers only");
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Attack(target)));
    assert!(!p.actions.contains(&Action::Done), "the assault first");
    // A British unit beside it may not join a US assault ([27.3.1]: one nationality).
    let uk = s.place("uk-7-83", &r[3]);
    let us = s.place("us-1-101aa", &r[4]);
    answer(&mut s, Action::Attack(target));
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::Commit(uk)), "not a second nationality in an assault");
    assert!(p.actions.contains(&Action::Commit(us)));
    assert!(!p.actions.contains(&Action::Cancel), "the assault is not called off");
    // The phase's end with an assault left unfought.
    s.steps = vec![Step::TurnEnd, Step::CombatEnd(Side::Nato)];
    super::common::settle(&mut s);
    assert_eq!(s.units[b82 as usize].loc, Loc::Dead);
    assert!(s.assaulting.is_empty());
}

// ---- helicopter landings on enemy units ([18.1.6], [19.1.5]) ----

/// An empty state in `side`'s Helicopter Movement Segment on turn 2 with `commands` Ready, under `rules`.
fn heli(side: Side, commands: usize, rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 2;
    s.player = side;
    s.steps = vec![Step::TurnEnd, Step::Movement(side), Step::Heli(side)];
    let prefix = if side == Side::Wp { "wp-helicopter-" } else { "nato-helicopter-" };
    for i in 1..=commands {
        let c = s.data().unit(&format!("{prefix}{i}")).unwrap();
        s.units[c].loc = Loc::Transport;
    }
    s
}

fn goals(s: &State) -> Vec<HexId> {
    Nato::prompt(s).actions.iter().filter_map(|a| if let Action::MoveTo(h) = a { Some(*h) } else { None }).collect()
}

/// Flies the current leg by the hexes the prompt offers, taking the goal when it is next.
fn fly_on(s: &mut State) {
    while let Some(Step::HeliOp(op)) = s.steps.last() {
        if op.goal.is_none() {
            return;
        }
        let next = heliborne::next_hexes(s, op);
        let goal = op.goal.unwrap();
        let pick = next.iter().copied().find(|&h| h == goal).unwrap_or(next[0]);
        answer(s, Action::Fly(pick));
    }
}

/// [18.1.6], [27.1]: from rules 8 an infiltration may land on enemy units (an assault), never in a hex
/// with a city and never in the Reserve Phase ([18.3]); under rules 7 (decision H9) no landing hex holds
/// an enemy unit.
#[test]
fn helicopters_land_on_enemy_units_only_for_an_assault() {
    for rules in [7, 8] {
        let mut s = heli(Side::Wp, 1, rules);
        let u = s.place("su-35-aslt", "2817");
        let lz = hex("2920");
        s.place("uk-7-83", "2920");
        answer(&mut s, Action::Heliborne(u));
        assert_eq!(goals(&s).contains(&lz), rules >= assault::RULES, "rules {rules}");
    }
    // [27.1]: never a hex with a city, whoever holds it.
    let mut s = heli(Side::Wp, 1, 8);
    let u = s.place("su-35-aslt", "2817");
    let town = (0..s.data().hexes.len() as HexId)
        .find(|&h| s.data().hexes[h as usize].city.is_some() && s.playable(h) && s.data().distance(h, hex("2817")) <= 8 && s.city_controller(h) == Some(Side::Nato))
        .expect("a NATO city within 8 hexes");
    s.conquests.push(engine::games::nato::state::Conquest { hex: town, by: Side::Wp });
    s.place("uk-7-83", &hex_name(town));
    answer(&mut s, Action::Heliborne(u));
    assert!(!goals(&s).contains(&town), "a Pact-held city with a NATO unit in it");
    // [18.3] 4: the Reserve Phase never starts an assault.
    let mut s = heli(Side::Wp, 1, 8);
    s.steps = vec![Step::TurnEnd, Step::Reserve(Side::Wp)];
    let u = s.place("su-35-aslt", "2817");
    s.units[u as usize].reserve = true;
    let near = ring("2817").into_iter().map(|h| hex(&h)).find(|&h| s.playable(h) && s.data().hexes[h as usize].city.is_none()).unwrap();
    s.place("uk-7-83", &hex_name(near));
    let mut st = s.clone();
    heliborne::open(&mut st, Side::Wp, u, false, true);
    let Some(Step::HeliOp(op)) = st.steps.last() else { panic!() };
    assert!(!heliborne::goals(&st, op).contains(&near));
    let mut st = s.clone();
    heliborne::open(&mut st, Side::Wp, u, false, false);
    let Some(Step::HeliOp(op)) = st.steps.last() else { panic!() };
    assert!(heliborne::goals(&st, op).contains(&near), "outside the Reserve Phase it could");
}

/// [27.1]: at most 4 friendly maneuver steps in the assault hex (the enemy's not counted); the Pact's
/// entrants coordinate ([26.1.3]).
#[test]
fn an_assault_hex_holds_four_friendly_steps() {
    let mut s = heli(Side::Wp, 4, 8);
    let lz = hex("2920");
    s.place("uk-7-83", "2920");
    s.place("uk-22-83", "2920");
    let a = s.place("su-35-aslt", "2817");
    assert!(assault::may_land(&s, a, lz), "two enemy brigades do not count");
    // Three independent airborne regiments (1 step each) have landed there.
    for k in ["su-97-abn", "su-104-abn", "su-108-abn"] {
        let r = s.place(k, "2920");
        s.assaulting.push(r);
    }
    // 3 friendly steps there: a 1-step unit fits, a 2-step one would not.
    assert!(assault::may_land(&s, a, lz));
    // [26.1.3]: a unit of another front than one already there does not coordinate.
    let baf = s.place("su-37-aslt", "2817");
    let segf = s.place("su-119-abn", "2817");
    let _ = segf;
    let front = s.place("su-83-aslt", "2920");
    s.assaulting.push(front);
    assert!(!assault::may_land(&s, baf, lz), "the Baltic Front's brigade beside the NEGF's");
    s.units[front as usize].loc = Loc::Out;
    s.assaulting.retain(|&u| u != front);
    s.units[a as usize].steps = 2;
    assert!(!assault::may_land(&s, a, lz), "3 + 2 > 4");
}

/// [19.1.5], [27.1]: every command entering an assault hex draws flak, even after the first passenger has
/// landed there (under [19.1.4]'s hot-landing-zone rule alone the second would draw none); the hex is an
/// assault hex from the first command on. The landing starts the assault and its Battle marker.
#[test]
fn every_command_into_an_assault_hex_draws_flak() {
    let mut s = heli(Side::Wp, 2, 8);
    // Two independent regiments: they coordinate ([26.1.3]).
    let a = s.place("su-97-abn", "2817");
    let b = s.place("su-104-abn", "2817");
    // An empty, city-less hex next to 2817 with a NATO brigade in it.
    // 2920, a clear hex without a city, with a NATO brigade in it.
    let lz = hex("2920");
    let nato = s.place("uk-7-83", &hex_name(lz));
    let at_lz = |s: &State| s.log.to_vec().iter().filter(|e| e.id.starts_with("nato.flak") && e.args.get(1) == Some(&engine::Arg::Hex(hex_name(lz)))).count();
    for (i, u) in [a, b].into_iter().enumerate() {
        answer(&mut s, Action::Heliborne(u));
        answer(&mut s, Action::MoveTo(lz));
        dice(&mut s, &[6; 12]);
        fly_on(&mut s);
        assert_eq!(s.units[u as usize].loc, Loc::Hex(lz));
        assert_eq!(at_lz(&s), i + 1, "flak in the landing hex for command {i}");
        assert_eq!(Nato::prompt(&s).id, "nato.heli_return", "an enemy-occupied hex: a return leg");
        let back = goals(&s)[0];
        answer(&mut s, Action::MoveTo(back));
        fly_on(&mut s);
        s.chance.script.dice.clear();
    }
    assert_eq!(s.assaulting, vec![a, b]);
    assert!(s.marked.contains(&lz), "[27.1]: the Battle marker");
    // [19.1.5] for the defender: its own units there negate nothing while the assault is on.
    assert_eq!(flak::threat(&s, Side::Nato, lz), Some(s.data().air.flak.assault));
    s.assaulting.clear();
    assert_eq!(flak::threat(&s, Side::Nato, lz), None, "read the other way: negated by its own brigade");
    let _ = nato;
}

/// [27.2]: the Pact may air-strike the enemy units in an assault hex in its Offensive Strike Phase, its own
/// assault units there notwithstanding (L3315: the 3/1 Panzer Brigade struck, a 1, no effect).
#[test]
fn the_assault_hex_may_be_struck() {
    let (s, _) = asl1_map();
    let mut s = combat(s);
    let target = hex("2521");
    let pz = s.place("wg-3-83", "2521");
    let p108 = s.place("su-108-abn", "2521");
    assault::begin(&mut s, p108, target);
    let strikes = engine::games::nato::air::strike::enemies(&s, Side::Wp);
    assert!(strikes.contains(&pz), "{strikes:?}");
    assert!(!strikes.contains(&p108), "never its own assault unit");
}

/// Rules-8 games on: a rules-7 record's assault-free landings are unchanged ([`records.rs`] replays
/// three rules-7 games); the catalog's version has assaults.
#[test]
fn assaults_are_in_the_current_version() {
    assert!(Nato::meta().rules_version >= assault::RULES);
    let s = state();
    let _ = UnitId::default();
    assert!(s.assaulting.is_empty());
}

/// [27.3.3], [23.2.3] (L2440): defending against the Pact's assault, NATO's Defensive Strike may strike the assault units in
/// the hex though its own units stand there: they are committed attackers like the adjacent ones.
#[test]
fn nato_may_strike_the_assault_units_in_its_hex() {
    let (s, r) = asl1_map();
    let mut s = combat(s);
    let target = hex("2521");
    s.place("wg-3-83", "2521");
    let p108 = s.place("su-108-abn", "2521");
    let gtd = s.place("su-16-td", &r[0]);
    assault::begin(&mut s, p108, target);
    engine::games::nato::combat::begin(&mut s, Side::Wp, target, vec![p108, gtd], None);
    let pool = engine::games::nato::air::strike::defensive_pool(&s);
    assert!(pool.contains(&p108) && pool.contains(&gtd), "{pool:?}");
}
