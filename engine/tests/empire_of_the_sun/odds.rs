//! The odds of Empire of the Sun's dice (the engine contract's `Game::odds`): the fire that resolving a
//! battle brings (9.2B, 9.4), the intelligence roll (7.25). Positions come from random South Pacific
//! games; each answer is checked against the roll actually made with the same die.

use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::battle::air_naval;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::offensive::intelligence;
use engine::games::empire_of_the_sun::state::{side_of, Play, State};
use engine::kit::odds::Odds;
use engine::record::Header;
use engine::{Arg, Game, Rng};

fn start(seed: u64) -> State {
    let h = Header { game: "empire-of-the-sun".into(), rules: 5, scenario: "south_pacific".into(), seed, ..Default::default() };
    EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).unwrap()
}

/// Plays random games and keeps every position whose prompt offers an action `wanted` picks (at most
/// `per_game` of each game), with that action.
fn find(wanted: impl Fn(&Action) -> bool, games: u64, per_game: usize) -> Vec<(State, Action)> {
    let mut found = vec![];
    for seed in 0..games {
        let mut s = start(seed);
        let mut rng = Rng::new(seed * 31 + 7);
        let mut here = 0;
        while EmpireOfTheSun::outcome(&s).is_none() && here < per_game {
            let p = EmpireOfTheSun::prompt(&s);
            if let Some(a) = p.actions.iter().find(|a| wanted(a)) {
                found.push((s.clone(), a.clone()));
                here += 1;
            }
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &a).unwrap();
        }
    }
    found
}

fn num(a: &Arg) -> i32 {
    match a {
        Arg::Num(n) => *n,
        _ => panic!("not a number: {a:?}"),
    }
}

/// Applies `action` with the dice `roll` and reads the hits each side's fire scored (in log order).
fn rolled_hits(s: &State, action: &Action, roll: &[u8]) -> Vec<i32> {
    let mut t = s.clone();
    t.chance.script.dice = roll.to_vec();
    let seat = EmpireOfTheSun::prompt(&t).seat.unwrap();
    EmpireOfTheSun::apply(&mut t, seat, action).unwrap();
    t.log.iter().skip(s.log.len()).filter(|e| e.id == "eots.air_naval_fire" || e.id == "eots.ground_fire").map(|e| num(&e.args[4])).collect()
}

/// The number of dice `action` rolls.
fn dice_rolled(s: &State, action: &Action) -> usize {
    let mut t = s.clone();
    t.chance.script.dice = vec![0; 8];
    let seat = EmpireOfTheSun::prompt(&t).seat.unwrap();
    EmpireOfTheSun::apply(&mut t, seat, action).unwrap();
    8 - t.chance.script.dice.len()
}

fn check_sums(o: &Odds) {
    assert_eq!(o.total, 10u32.pow(o.dice as u32));
    assert_eq!(o.outcomes.iter().map(|x| x.ways).sum::<u32>(), o.total);
    assert_eq!(o.faces, (0, 9));
}

/// EotS 7.2 step 11, 9.2B, 9.4: resolving a battle reports the dice of the fire it brings: one die when
/// one side fires first (Surprise, Ambush), two under Intercept or in a ground combat. Every outcome is
/// what the rules give for those dice, and computing it changes nothing.
#[test]
fn resolving_a_battle_reports_its_fire() {
    let cases = find(|a| matches!(a, Action::Resolve { .. }), 40, 20);
    let mut fights = 0;
    for (s, a) in &cases {
        let before = s.clone();
        let Some(o) = EmpireOfTheSun::odds(s, a) else {
            // 8.45B: a battle where nobody fires (the landing withdrew) rolls nothing.
            assert_eq!(dice_rolled(s, a), 0, "{a:?} rolls dice but has no odds");
            continue;
        };
        fights += 1;
        assert!(s == &before, "computing odds changes nothing");
        check_sums(&o);
        assert!(o.notes.iter().any(|(id, _)| id == "eots.odds.fire_terms"), "{o:?}");
        for out in &o.outcomes {
            let hits = rolled_hits(s, a, &out.rolls[0]);
            let reported: Vec<i32> = match out.id.as_str() {
                "eots.odds.fire" | "eots.odds.fire_critical" => vec![num(&out.args[1])],
                id if id.starts_with("eots.odds.exchange") => vec![num(&out.args[1]), num(&out.args[3])],
                id => panic!("unexpected outcome {id}"),
            };
            let mut x = hits.clone();
            let mut y = reported.clone();
            x.sort();
            y.sort();
            assert_eq!(x, y, "{a:?} rolled {:?}", out.rolls[0]);
        }
    }
    assert!(fights >= 5, "only {fights} battles with fire in {} found", cases.len());
}

/// 9.2B: one side's air-naval fire is the CRT row of strength × (die + modifiers) for each face, and the
/// modifiers shown are those of the firing side.
#[test]
fn a_single_fire_follows_the_crt() {
    let cases = find(|a| matches!(a, Action::Resolve { .. }), 60, 20);
    let mut singles = 0;
    for (s, a) in &cases {
        let Some(o) = EmpireOfTheSun::odds(s, a) else { continue };
        if o.dice != 1 {
            continue;
        }
        let (_, terms) = o.notes.iter().find(|(id, _)| id == "eots.odds.fire_terms").unwrap();
        let (strength, drm) = (num(&terms[1]) as u32, num(&terms[2]));
        assert_eq!(o.modifiers.iter().map(|m| m.value).sum::<i32>(), drm, "{:?}", o.modifiers);
        for out in &o.outcomes {
            for r in &out.rolls {
                let expect = s.data().tables.hits(air_naval::TABLE, strength, r[0] as i32 + drm).unwrap_or(0);
                assert_eq!(num(&out.args[1]) as u32, expect, "face {}", r[0]);
            }
        }
        singles += 1;
    }
    assert!(singles > 0, "no battle with a single first fire in {} battles", cases.len());
}

/// EotS 7.25D–E: the intelligence roll succeeds on a modified roll at most the card's intelligence value;
/// an unmodified 9 fails.
#[test]
fn the_intelligence_roll() {
    let cases = find(|a| matches!(a, Action::Roll), 20, 3);
    assert!(!cases.is_empty());
    for (s, a) in &cases {
        let o = EmpireOfTheSun::odds(s, a).unwrap();
        check_sums(&o);
        assert_eq!(o.dice, 1);
        let off = s.offensive.as_ref().unwrap();
        let card = s.data().card(off.side, off.card).unwrap();
        let target = match off.play {
            Play::Oc => card.intel_oc,
            Play::Ec => card.intel_ec.or(card.intel_oc),
        }
        .unwrap_or(0) as i32;
        let drm: i32 = intelligence::intel_modifiers(s, false).iter().map(|m| m.value).sum();
        assert_eq!(o.modifiers, intelligence::intel_modifiers(s, false));
        let wins = (0..=8).filter(|f| f + drm <= target).count();
        assert_eq!(o.success(), Some(wins as f64 / 10.0), "target {target}, modifier {drm}");
        assert_eq!(side_of(EmpireOfTheSun::prompt(s).seat.unwrap()), engine::games::empire_of_the_sun::state::other(off.side));
    }
}

/// Actions that roll nothing have no odds.
#[test]
fn no_dice_no_odds() {
    let s = start(1);
    for a in EmpireOfTheSun::prompt(&s).actions {
        assert!(EmpireOfTheSun::odds(&s, &a).is_none(), "{a:?}");
    }
}

