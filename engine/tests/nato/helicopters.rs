//! Attack helicopters and flak ([18.4], [19.0], [25.1.4], [25.3.4.4]): the seed's worked examples (digest
//! §6), each citing its line, and each rule read both ways. Dice are scripted.

use engine::games::nato::actions::Action;
use engine::games::nato::air::flak;
use engine::games::nato::air::helicopters::{self, eligible};
use engine::games::nato::combat::odds::odds;
use engine::games::nato::data::{row_hex, River, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::Game;

use super::common::{dice, hex, set_river, set_terrain, settle, state, state_with};

/// A state playing attack helicopters (rules version 3) on turn 2 (no Surprise), with no air points.
fn heli(mut s: State) -> State {
    s.rules = helicopters::RULES;
    s.turn = 2;
    s
}

fn neighbours(id: &str) -> Vec<String> {
    GRID.neighbours(row_hex(hex(id))).into_iter().map(|n| n.id()).collect()
}

/// Puts an attack-helicopter brigade in its Ready box.
fn ready(s: &mut State, key: &str) -> UnitId {
    let u = s.data().unit(key).unwrap() as UnitId;
    s.units[u as usize].loc = Loc::Display;
    s.units[u as usize].steps = 1;
    u
}

/// Opens a battle of `side` on `target` and runs the cycle up to its first decision.
fn battle(s: &mut State, side: Side, target: &str, attackers: Vec<UnitId>) {
    // The Combat Phase waits below the battle: its next decision stops the automatic steps.
    s.steps = vec![Step::TurnEnd, Step::Combat(side)];
    engine::games::nato::combat::begin(s, side, hex(target), attackers, None);
    s.steps.push(Step::BattleFlow);
    settle(s);
}

/// Answers every decision that is not a flight or a helicopter choice with `Done` or its first action.
fn answer_until_flight(s: &mut State) -> String {
    loop {
        let p = Nato::prompt(s);
        if p.actions.is_empty() || p.id == "nato.flight" || p.id == "nato.flight_back" || p.id == "nato.helicopters" {
            return p.id.to_string();
        }
        let a = if p.actions.contains(&Action::Done) { Action::Done } else { p.actions[0].clone() };
        Nato::apply(s, p.seat.unwrap(), &a).unwrap();
    }
}

fn fly(s: &mut State, id: &str) {
    let p = Nato::prompt(s);
    assert!(p.actions.contains(&Action::Fly(hex(id))), "{id} is not offered at {}: {:?}", p.id, p.actions);
    Nato::apply(s, p.seat.unwrap(), &Action::Fly(hex(id))).unwrap();
}

/// CMB-1a with its helicopter, L3080–3107 (Figure #3), [18.4.1], [18.4.3], [19.0], [25.1.8]: the NEGF attack-helicopter brigade flies from the
/// NEGF HQ through Hanover (3117: a NATO free city, flak hits on 1–2; the Pact rolls 5), 3118 (an enemy
/// zone negated by the Pact's own unit: no flak) into the target 3218 (flak on 1; a 2). It survives: +1
/// column; the rough −1 cancels it and the battle is rolled on 6:1 (L3105), not the 5:1 of a battle
/// without it. A 1 reads A1/D1R1 (L3107). On the return leg it bypasses Hanover and still takes flak in
/// 3217 (L3109), survives, and waits in the Recovery box until the next Joint Status Phase ([18.4.4]).
#[test]
fn cmb1a_the_negf_attack_helicopters_over_hanover() {
    let r = neighbours("3218");
    let i = r.iter().position(|h| h == "3118").expect("3118 borders 3218");
    let other = r[(i + 2) % 6].clone();
    let mut s = heli(state_with(|d| {
        set_terrain(d, "3218", "rough");
        for a in ["3118", other.as_str()] {
            set_terrain(d, a, "clear");
            set_river(d, a, "3218", River::Minor);
        }
    }));
    let gtd = s.place("su-16-td", "3118");
    let mrd = s.place("su-21-mrd", &other);
    let hq = s.place("negf-hq", "3115");
    let pg = s.place("wg-1-83", "3218");
    s.units[pg as usize].disrupted = true;
    s.place("uk-7-83", "3318");
    let ah = ready(&mut s, "negf-ah");
    battle(&mut s, Side::Wp, "3218", vec![gtd, mrd]);
    assert_eq!(answer_until_flight(&mut s), "nato.helicopters");
    assert_eq!(Nato::prompt(&s).actions, vec![Action::Helicopter(ah), Action::Done]);
    Nato::apply(&mut s, 0, &Action::Helicopter(ah)).unwrap();
    // Hanover's flak misses on 5; the target's on 2 (a hit needs 1 there); then the battle's roll (1) and
    // 3217's flak on the way home (4: no hit).
    dice(&mut s, &[5, 2, 1, 4]);
    for h in ["3116", "3117", "3118"] {
        fly(&mut s, h);
    }
    assert_eq!(s.chance.script.dice.len(), 3, "no flak in 3116 or 3118, Hanover's in 3117");
    let o = odds(&s, Side::Wp, hex("3218"), &[gtd, mrd], false);
    assert_eq!(s.data().crt_columns[o.column], "5:1", "before the brigade arrives");
    fly(&mut s, "3218");
    // Arrived: the battle is rolled at once on 6:1 (13 against 2, the helicopter +1, the rough -1).
    let b = s.log.to_vec().into_iter().find(|e| e.id == "nato.battle").expect("the battle rolled");
    use engine::Arg;
    assert_eq!(b.args[1..], [Arg::Num(13), Arg::Num(2), Arg::Key("6:1".into()), Arg::Num(0), Arg::Key("6:1".into()), Arg::Roll(1), Arg::Key("A1/D1R1".into())], "seed L3105-3107");
    loop {
        let id = answer_until_flight(&mut s);
        if id == "nato.flight_back" {
            break;
        }
        assert!(s.battle.is_some(), "the brigade flies back before the battle ends");
    }
    assert_eq!(s.units[pg as usize].loc, Loc::Dead, "D1 (L3107)");
    assert_eq!(s.units[mrd as usize].steps + s.units[gtd as usize].steps, 3, "A1 (L3107)");
    for h in ["3217", "3216", "3116", "3115"] {
        fly(&mut s, h);
    }
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.flak_miss" && e.args[1] == engine::Arg::Hex("3217".into())), "flak in 3217 (L3109)");
    assert_eq!(s.units[ah as usize].loc, Loc::Display);
    assert!(s.units[ah as usize].used, "in the Recovery box");
    assert_eq!(s.hex_of(hq), Some(hex("3115")));
    helicopters::recover(&mut s);
    assert!(!s.units[ah as usize].used, "back in the Ready box at the Joint Status Phase");
}

/// [19.1], L2204: a hit (a 1) rolls again; a second die of 2 against a defence of 2 survives, a 5 shoots
/// the helicopter down for good. Read the other way (shot down on a roll equal to the defence) the first
/// case would lose it.
#[test]
fn flak_shoots_down_above_the_defence() {
    let n = neighbours("3319");
    let mut s = heli(state_with(|d| set_terrain(d, "3319", "clear")));
    s.place("wg-1-83", "3319");
    let ah = ready(&mut s, "negf-ah");
    assert_eq!(s.values(ah).1, 2, "the WP helicopter's defence 2 (L2204)");
    dice(&mut s, &[1, 2]);
    assert!(!flak::enter(&mut s, ah, hex(&n[0])), "second die 2 ≤ defence 2: it flies on");
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.flak_hit"));
    dice(&mut s, &[1, 5]);
    assert!(flak::enter(&mut s, ah, hex(&n[0])), "second die 5 > defence 2: shot down");
    assert_eq!(s.units[ah as usize].loc, Loc::Dead);
}

/// [19.1], [19.1.1], [19.1.2], [30.2.2], L3093–3095: no flak outside an enemy zone or where a friendly
/// unit negates it; flak hits on 1 in an enemy zone and on 1 or 2 entering an enemy free city (Hanover);
/// an attack-0 unit zones only its own hex; several zones count once.
#[test]
fn flak_fires_in_enemy_zones_and_harder_over_free_cities() {
    let n = neighbours("3319");
    let mut s = heli(state_with(|d| {
        set_terrain(d, "3319", "clear");
        for h in neighbours("3319") {
            set_terrain(d, &h, "clear");
        }
    }));
    s.place("wg-1-83", "3319");
    assert_eq!(flak::threat(&s, Side::Wp, hex(&n[0])), Some(1), "an enemy zone: a hit on 1");
    assert_eq!(flak::threat(&s, Side::Wp, hex("3319")), Some(1), "the enemy's own hex");
    assert_eq!(flak::threat(&s, Side::Wp, hex("3117")), Some(2), "Hanover, a NATO free city: 1 or 2 (L3093)");
    assert_eq!(flak::threat(&s, Side::Nato, hex("3117")), None, "NATO's own city");
    assert_eq!(flak::threat(&s, Side::Wp, hex("3515")), None, "far from any enemy");
    s.place("su-21-mrd", &n[0]);
    assert_eq!(flak::threat(&s, Side::Wp, hex(&n[0])), None, "a friendly unit negates the zone (L3095)");
    s.place("wg-1-88", &n[3]);
    assert_eq!(flak::threat(&s, Side::Wp, hex(&n[2])), Some(1), "two zones: still a hit on 1 only");
    // An attack-0 unit's zone is its own hex ([19.1.2]).
    let mut t = heli(state_with(|d| set_terrain(d, "3319", "clear")));
    let zero = t.data().units.iter().position(|u| t.data().types[u.ty].full.0 == 0 && t.data().types[u.ty].class.maneuver()).expect("an attack-0 unit") as UnitId;
    let key = t.key(zero).to_string();
    let enemy = t.side(zero).other();
    t.place(&key, "3319");
    assert_eq!(flak::threat(&t, enemy, hex("3319")), Some(1));
    assert_eq!(flak::threat(&t, enemy, hex(&n[0])), None);
}

/// [18.4], [18.4.5], [18.4.6]: a brigade is offered only with a subordinate of its HQ in the battle, an HQ
/// on the map within 5 hexes of the target, not Out of Supply (suppressed is fine), and not used yet.
#[test]
fn a_brigade_flies_only_for_its_hqs_battles() {
    let n = neighbours("3319");
    let setup = || {
        let mut s = heli(state_with(|d| set_terrain(d, "3319", "clear")));
        s.place("wg-1-83", "3319");
        let mrd = s.place("su-21-mrd", &n[0]);
        let hq = s.place("negf-hq", "3115");
        let ah = ready(&mut s, "negf-ah");
        (s, mrd, hq, ah)
    };
    let (mut s, mrd, hq, ah) = setup();
    battle(&mut s, Side::Wp, "3319", vec![mrd]);
    assert_eq!(eligible(&s, Side::Wp), vec![ah]);
    // Another front's division: not a subordinate of the NEGF HQ.
    let (mut s, _, _, _) = setup();
    let other = s.data().units.iter().position(|u| u.side == Side::Wp && u.hq.as_deref() == Some("segf-hq") && s.data().types[u.ty].class.maneuver()).unwrap() as UnitId;
    let key = s.key(other).to_string();
    s.place(&key, &n[3]);
    battle(&mut s, Side::Wp, "3319", vec![other]);
    assert!(eligible(&s, Side::Wp).is_empty(), "no NEGF unit in the battle");
    // The HQ Out of Supply: none; suppressed: yes.
    let (mut s, mrd, hq2, ah2) = setup();
    s.units[hq2 as usize].hq_oos = true;
    battle(&mut s, Side::Wp, "3319", vec![mrd]);
    assert!(eligible(&s, Side::Wp).is_empty(), "an unsupplied HQ commits none (18.4.5)");
    let (mut s, mrd, hq3, ah3) = setup();
    s.units[hq3 as usize].suppressed = true;
    battle(&mut s, Side::Wp, "3319", vec![mrd]);
    assert_eq!(eligible(&s, Side::Wp), vec![ah3], "a suppressed HQ still commits (18.4.5)");
    // Out of range: the HQ 6 hexes or more from the target.
    let (mut s, mrd, _, _) = setup();
    let far = (0..s.data().hexes.len() as u16).find(|&h| s.playable(h) && s.data().distance(h, hex("3319")) == 6 && s.units_in(h).next().is_none()).unwrap();
    s.units[hq as usize].loc = Loc::Hex(far);
    battle(&mut s, Side::Wp, "3319", vec![mrd]);
    assert!(eligible(&s, Side::Wp).is_empty(), "6 hexes: beyond the 5-hex leg");
    // Used this turn.
    let (mut s, mrd, _, ah4) = setup();
    s.units[ah4 as usize].used = true;
    battle(&mut s, Side::Wp, "3319", vec![mrd]);
    assert!(eligible(&s, Side::Wp).is_empty(), "in the Recovery box");
    let _ = (ah, ah2);
}

/// [18.4.2], [25.1.4], [25.3.4.4], [18.4.4.2]: NATO defending a hex with a US unit commits its corps'
/// brigade to a hex of an attacker; the Pact never defends with one; both brigades arriving cancel; a
/// brigade used in defence cannot attack in NATO's own player turn.
#[test]
fn nato_defends_with_us_helicopters_and_both_cancel() {
    let n = neighbours("3319");
    let mut s = heli(state_with(|d| {
        set_terrain(d, "3319", "clear");
        for h in neighbours("3319") {
            set_terrain(d, &h, "clear");
            set_river(d, &h, "3319", River::None);
        }
    }));
    let us = s.place("us-1-3ad-83", "3319");
    s.place("us5-hq", "3317");
    let mrd = s.place("su-21-mrd", &n[0]);
    s.place("negf-hq", "3115");
    let wp_ah = ready(&mut s, "negf-ah");
    let us_ah = ready(&mut s, "us5-ah-83");
    let base = odds(&s, Side::Wp, hex("3319"), &[mrd], false);
    battle(&mut s, Side::Wp, "3319", vec![mrd]);
    assert_eq!(answer_until_flight(&mut s), "nato.helicopters");
    Nato::apply(&mut s, 0, &Action::Helicopter(wp_ah)).unwrap();
    // Fly by the first offered hex each time; no flak rolls scripted means none is expected until the
    // target, scripted as a miss.
    while Nato::prompt(&s).id == "nato.flight" && Nato::prompt(&s).seat == Some(0) {
        dice(&mut s, &[6]);
        let a = Nato::prompt(&s).actions[0].clone();
        Nato::apply(&mut s, 0, &a).unwrap();
    }
    assert_eq!(odds(&s, Side::Wp, hex("3319"), &[mrd], false).shifts.last(), Some(&("helicopter", 1)));
    let p = Nato::prompt(&s);
    assert_eq!((p.id, p.seat), ("nato.helicopters", Some(1)));
    assert_eq!(p.actions, vec![Action::Helicopter(us_ah), Action::Done], "a US unit defends: the US V Corps brigade");
    Nato::apply(&mut s, 1, &Action::Helicopter(us_ah)).unwrap();
    while Nato::prompt(&s).id == "nato.flight" {
        dice(&mut s, &[6]);
        let a = Nato::prompt(&s).actions[0].clone();
        Nato::apply(&mut s, 1, &a).unwrap();
    }
    let log = s.log.to_vec();
    assert!(log.iter().any(|e| e.id == "nato.ah_arrived" && e.args == vec![engine::Arg::Unit("us5-ah-83".into()), engine::Arg::Hex(n[0].clone())]), "it flies to the attacker's hex");
    // Both arrived: the battle rolls with no net shift, on the base column.
    let b = log.iter().find(|e| e.id == "nato.battle").expect("rolled");
    let col = engine::Arg::Key(s.data().crt_columns[base.column].clone());
    assert_eq!((&b.args[4], &b.args[5]), (&engine::Arg::Num(0), &col), "both brigades: the shifts cancel");
    // [18.4.4.2]: used in defence, it is not offered in NATO's own battles this turn.
    assert!(s.units[us_ah as usize].used);
    let _ = us;
    // The Pact never defends with one; NATO without a US unit in the hex neither.
    let mut t = heli(state_with(|d| set_terrain(d, "3319", "clear")));
    let wg = t.place("wg-1-83", "3319");
    t.place("su-21-mrd", "3319".replace("3319", &n[0]).as_str());
    t.place("negf-hq", "3115");
    ready(&mut t, "negf-ah");
    t.place("us5-hq", "3317");
    ready(&mut t, "us5-ah-83");
    let mrd2 = t.units_in(hex(&n[0])).next().unwrap();
    battle(&mut t, Side::Wp, "3319", vec![mrd2]);
    assert!(eligible(&t, Side::Nato).is_empty(), "no US unit in the target");
    let mut u = heli(state_with(|d| set_terrain(d, "3319", "clear")));
    u.place("su-21-mrd", "3319");
    u.place("negf-hq", "3115");
    ready(&mut u, "negf-ah");
    let att = u.place("us-1-3ad-83", &n[0]);
    u.place("us5-hq", "3317");
    let ah = ready(&mut u, "us5-ah-83");
    battle(&mut u, Side::Nato, "3319", vec![att]);
    assert!(eligible(&u, Side::Wp).is_empty(), "the Pact never defends with attack helicopters");
    assert_eq!(eligible(&u, Side::Nato), vec![ah]);
    let _ = wg;
}

/// [19.1], [25.3.4.4]: a brigade shot down on the way gives no shift and flies no return leg.
#[test]
fn a_brigade_shot_down_gives_no_shift() {
    let n = neighbours("3319");
    let mut s = heli(state_with(|d| set_terrain(d, "3319", "clear")));
    s.place("wg-1-83", "3319");
    let mrd = s.place("su-21-mrd", &n[0]);
    s.place("negf-hq", "3115");
    let ah = ready(&mut s, "negf-ah");
    let base = odds(&s, Side::Wp, hex("3319"), &[mrd], false);
    battle(&mut s, Side::Wp, "3319", vec![mrd]);
    Nato::apply(&mut s, 0, &Action::Helicopter(ah)).unwrap();
    while Nato::prompt(&s).id == "nato.flight" {
        let p = Nato::prompt(&s);
        let a = p.actions[0].clone();
        let Action::Fly(h) = a else { unreachable!() };
        if flak::threat(&s, Side::Wp, h).is_some() {
            dice(&mut s, &[1, 6]);
        }
        Nato::apply(&mut s, 0, &a).unwrap();
    }
    assert_eq!(s.units[ah as usize].loc, Loc::Dead, "shot down entering the target at the latest");
    assert_eq!(odds(&s, Side::Wp, hex("3319"), &[mrd], false).column, base.column);
}

/// A record of rules version 2 plays without attack helicopters: the brigades stay off the game.
#[test]
fn a_version_2_game_has_no_attack_helicopters() {
    let mut h = super::fuzz::header("long_fortnight", "1983", 3);
    h.rules = 2;
    let s = Nato::setup(&h, Nato::builtin_data()).unwrap();
    assert!(s.units.iter().all(|u| u.loc != Loc::Display));
    let h3 = super::fuzz::header("long_fortnight", "1983", 3);
    let s3 = Nato::setup(&h3, Nato::builtin_data()).unwrap();
    let negf = s3.data().unit("negf-ah").unwrap();
    assert_eq!(s3.units[negf].loc, Loc::Display, "version 3: the NEGF brigade waits in its Ready box");
    let _ = state();
}

/// Random games (rules version 3 on) commit attack helicopters and fire flak.
#[test]
fn random_games_fly_attack_helicopters() {
    use engine::Rng;
    let mut committed = 0;
    // Until a brigade has flown, at most 40 games (the seeds that fly change with the rules: from rules 12
    // march movement gives random play other moves).
    for seed in 0..40 {
        if committed > 0 {
            break;
        }
        let mut s = Nato::setup(&super::fuzz::header("baltic_gate", "1988", seed), Nato::builtin_data()).unwrap();
        let mut rng = Rng::new(seed + 29);
        while Nato::outcome(&s).is_none() {
            let p = Nato::prompt(&s);
            // Random play would put most units on trains ([13.0]), which never attack: these games skip
            // the Rail Movement Segment, except that rail reinforcements (rules 5, [13.6]) detrain in their
            // box and walk in (the Baltic Front's HQ, whose brigade flies, is one).
            let detrain = p.actions.iter().find(|a| matches!(a, Action::Detrain(u) if s.hex_of(*u).is_none())).cloned();
            let a = if p.id == "nato.rail" {
                detrain.unwrap_or(Action::Done)
            } else if p.id == "nato.ferry" {
                Action::Done
            } else { { let o = super::common::ordinary(&p); o[rng.below(o.len() as u32) as usize].clone() } };
            Nato::apply(&mut s, p.seat.unwrap(), &a).unwrap();
        }
        committed += s.log.to_vec().iter().filter(|e| e.id == "nato.ah_committed").count();
    }
    assert!(committed > 0, "some brigade flew");
}

/// [18.4.7] (L2176): the US player fields one set of attack-helicopter brigades in 1983, every one of
/// defence 2, and another in 1988, every one of defence 3: each year's Long Fortnight set-up holds only its
/// own year's brigades (read as one set for both years, the 1983 game would hold the 3s too).
#[test]
fn us_attack_helicopters_defend_with_2_in_1983_and_3_in_1988() {
    use engine::games::nato::data::Class;
    let s = state();
    let d = s.data();
    for (year, def) in [(1983u16, 2u8), (1988, 3)] {
        let ah: Vec<UnitId> = d
            .setup
            .iter()
            .filter(|r| r.scenario == "long_fortnight" && r.year == year)
            .map(|r| r.unit as UnitId)
            .filter(|&u| d.units[u as usize].nation == "us" && d.types[d.units[u as usize].ty].class == Class::Ah)
            .collect();
        assert!(!ah.is_empty(), "{year}: US attack helicopters");
        for u in ah {
            assert_eq!(d.types[d.units[u as usize].ty].full.1, def, "{year}: {}", d.units[u as usize].key);
        }
    }
}
