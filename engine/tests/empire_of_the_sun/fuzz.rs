//! Empire of the Sun: random complete games of the South Pacific scenario (17.10). After every action the
//! game's invariants hold, every decision has a legal action, and every game ends; a game replayed from
//! its record reaches the same state.

use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::State;
use engine::games::empire_of_the_sun::supply;
use engine::record::Header;
use engine::{Game, Match, Rng};

fn header(seed: u64) -> Header {
    Header { game: "empire-of-the-sun".into(), rules: 5, scenario: "south_pacific".into(), seed, ..Default::default() }
}

/// Random actions of a match of `scenario` (set-up seed `seed`, choices from `Rng::new(rng_seed)`), with an
/// undo after action `n` whenever `undo_after(n)`: `look` sees the position after each, with the action's
/// count and the same generator. Stops at the game's end or after `actions`.
fn random_walk(scenario: &str, seed: u64, rng_seed: u64, actions: usize, undo_after: impl Fn(usize) -> bool, mut look: impl FnMut(usize, &State, &mut Rng)) {
    let h = Header { scenario: scenario.into(), ..header(seed) };
    let mut m = Match::<EmpireOfTheSun>::new(h).expect("a match");
    let mut rng = Rng::new(rng_seed);
    for n in 0..actions {
        if EmpireOfTheSun::outcome(m.state()).is_some() {
            break;
        }
        let k = m.prompt().actions.len();
        m.play(rng.below(k as u32) as usize).expect("a legal index");
        if undo_after(n) && m.can_undo() {
            m.undo().unwrap();
        }
        look(n, m.state(), &mut rng);
    }
}

/// Plays one random game; returns the number of actions.
fn play(seed: u64) -> usize {
    let mut s = EmpireOfTheSun::setup(&header(seed), EmpireOfTheSun::builtin_data()).expect("set-up");
    let mut rng = Rng::new(seed.wrapping_mul(7919) + 1);
    let mut n = 0;
    while EmpireOfTheSun::outcome(&s).is_none() {
        let p = EmpireOfTheSun::prompt(&s);
        assert!(!p.actions.is_empty(), "seed {seed}: a dead end at {:?}", s.steps.last());
        let seat = p.seat.expect("a decision has a seat");
        // Notations name the actions of a prompt one to one (records written by hand, the CLI).
        let mut names: Vec<String> = p.actions.iter().map(|a| EmpireOfTheSun::describe(&s, a).notation).collect();
        names.sort();
        let all = names.len();
        names.dedup();
        assert_eq!(all, names.len(), "seed {seed}: two actions share a notation at {:?}", s.steps.last());
        let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
        EmpireOfTheSun::apply(&mut s, seat, &a).unwrap_or_else(|e| panic!("seed {seed}: {a:?} refused: {e}"));
        EmpireOfTheSun::check_invariants(&s).unwrap_or_else(|e| panic!("seed {seed} action {n} after {a:?} at {}, turn {}: {e}", p.id, s.tracks.turn));
        // The supply kept between prompt and action is the one a fresh computation gives (6.2).
        assert!(*supply::compute(&s) == supply::compute_fresh(&s), "seed {seed} after {a:?}: stale supply");
        n += 1;
        assert!(n < 20_000, "seed {seed}: the game does not end");
    }
    n
}

#[test]
fn random_south_pacific_games_end() {
    let games = std::env::var("EOTS_FUZZ_GAMES").ok().and_then(|v| v.parse().ok()).unwrap_or(20u64);
    let mut total = 0;
    for seed in 0..games {
        total += play(seed);
    }
    assert!(total > 0);
}

/// A game replays from its record to the same state (record = header + action indices).
#[test]
fn a_random_game_replays() {
    let mut m = Match::<EmpireOfTheSun>::new(header(3)).expect("a match");
    let mut rng = Rng::new(11);
    let mut steps = 0;
    while EmpireOfTheSun::outcome(m.state()).is_none() && steps < 400 {
        let n = m.prompt().actions.len();
        m.play(rng.below(n as u32) as usize).expect("a legal index");
        steps += 1;
    }
    let again = Match::<EmpireOfTheSun>::replay(m.record()).expect("the record replays");
    assert!(again.state() == m.state(), "replay differs");
}

/// The main map's scenarios (17.1–17.4): random games reach their end with the invariants after every
/// action. A guard for the rules written for every scenario (national status, strategic warfare, delays,
/// replacements), and the campaign (17.1) from its December 1941 turn to its end; `sandtable fuzz
/// empire-of-the-sun --scenario s1943` plays more (scripts/test.sh).
#[test]
fn random_yearly_games_end() {
    for (scenario, games) in [("s1942", 4u64), ("s1943", 4), ("s1944", 4), ("campaign", 2)] {
        for seed in 0..games {
            let h = Header { scenario: scenario.into(), ..header(seed) };
            let mut s = EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).expect("set-up");
            let mut rng = Rng::new(seed.wrapping_mul(104_729) + 5);
            let mut n = 0;
            while EmpireOfTheSun::outcome(&s).is_none() {
                let p = EmpireOfTheSun::prompt(&s);
                assert!(!p.actions.is_empty(), "{scenario} seed {seed}: a dead end at {:?}", s.steps.last());
                let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
                EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &a).unwrap_or_else(|e| panic!("{scenario} seed {seed}: {a:?} refused: {e}"));
                EmpireOfTheSun::check_invariants(&s).unwrap_or_else(|e| panic!("{scenario} seed {seed} action {n} after {a:?}: {e}"));
                n += 1;
                assert!(n < 30_000, "{scenario} seed {seed}: the game does not end");
            }
            // 17.36: the yearly scenarios start with Malaya, the Philippines, the DEI and Burma surrendered,
            // so their first National Status segment costs no Political Will for them.
            assert!(!s.log.iter().any(|e| e.id == "eots.surrender" && scenario != "s1942" && matches!(e.args.first(), Some(engine::Arg::Key(k)) if k == "eots.nation.malaya")));
        }
    }
}

/// A match keeps the prompt its step driver computed on the way (kit::steps::settle) instead of asking
/// twice: it is the one the rules give for the state, after every action and after an undo.
#[test]
fn a_match_keeps_the_prompt_the_rules_give() {
    let same = |m: &Match<EmpireOfTheSun>, at: &str| {
        let (kept, fresh) = (m.prompt(), EmpireOfTheSun::prompt(m.state()));
        assert_eq!((kept.seat, kept.id, &kept.args, kept.rule), (fresh.seat, fresh.id, &fresh.args, fresh.rule), "{at}");
        assert!(kept.actions == fresh.actions, "{at}: the kept prompt's actions differ");
    };
    for seed in 0..4 {
        let mut m = Match::<EmpireOfTheSun>::new(header(seed)).expect("a match");
        let mut rng = Rng::new(seed + 5);
        for n in 0..300 {
            if EmpireOfTheSun::outcome(m.state()).is_some() {
                break;
            }
            let k = m.prompt().actions.len();
            m.play(rng.below(k as u32) as usize).expect("a legal index");
            same(&m, &format!("seed {seed}, action {n}"));
            if n % 7 == 3 && m.can_undo() {
                m.undo().unwrap();
                same(&m, &format!("seed {seed}, undo after action {n}"));
            }
        }
    }
}

/// 6.15's early returns are gathered with two shortcuts (a port the side's LOC reaches now, a port no LOC
/// could reach under any zones: supply::loc_hexes, supply::loc_hexes_bound) instead of computing the
/// supply of the position with each waiting HQ in each port. After random actions and undos of the 1943
/// scenario, with one HQ of each side sent to the Turn Record Track, both give the same returns; and the
/// kept supply is the one a fresh computation gives.
#[test]
fn early_returns_are_the_ones_placing_each_hq_gives() {
    use engine::games::empire_of_the_sun::data::{Side, UnitType};
    use engine::games::empire_of_the_sun::state::Loc;
    use engine::games::empire_of_the_sun::turn::oc_uses;
    let (mut compared, mut offered) = (0, 0);
    for seed in 0..2 {
        random_walk("s1943", seed, seed + 17, 500, |n| n % 5 == 2, |n, s, rng| {
            assert!(*supply::compute(s) == supply::compute_fresh(s), "seed {seed}, action {n}: stale supply");
            if n % 3 != 0 {
                return;
            }
            let mut t = s.clone();
            for side in [Side::Japanese, Side::Allied] {
                let hqs: Vec<_> = t.on_map().filter(|&(u, _)| t.side_of_unit(u) == side && t.unit_data(u).kind == UnitType::Hq).map(|(u, _)| u).collect();
                if let Some(&u) = hqs.get(rng.below(hqs.len().max(1) as u32) as usize) {
                    let turn = t.tracks.turn;
                    t.place(u, Loc::Returns(turn + 1), false);
                }
            }
            for side in [Side::Japanese, Side::Allied] {
                let (fast, slow) = (oc_uses::early_returns(&t, side), oc_uses::early_returns_placing_each(&t, side));
                assert_eq!(fast, slow, "seed {seed}, action {n}, {side:?}");
                compared += 1;
                offered += fast.len();
            }
        });
    }
    assert!(compared > 100 && offered > 0, "{compared} positions compared, {offered} returns offered");
}

/// Movement's context is made once per position and side and kept with the kept supply it was made from
/// (offensive/movement/moves.rs `context`). After random actions and undos of the 1943 scenario (its
/// movement steps included), the kept context of each side is the one made anew from a fresh supply, and
/// asking twice gives the same kept one.
#[test]
fn the_kept_movement_context_is_the_one_made_anew() {
    use engine::games::empire_of_the_sun::data::Side;
    use engine::games::empire_of_the_sun::offensive::movement::moves;
    let mut moving = 0;
    for seed in 0..2 {
        random_walk("s1943", seed, seed + 29, 400, |n| n % 4 == 1, |n, s, _| {
            moving += s.offensive.is_some() as usize;
            for side in [Side::Japanese, Side::Allied] {
                let sup = supply::compute(s);
                let (kept, again) = (moves::context(s, &sup, side), moves::context(s, &sup, side));
                assert!(std::rc::Rc::ptr_eq(&kept, &again), "seed {seed}, action {n}: the context is made again");
                assert!(*kept == moves::context_fresh(s, side), "seed {seed}, action {n}, {side:?}: stale movement context");
            }
        });
    }
    assert!(moving > 0, "no offensive was under way");
}

/// A unit's destinations are kept per position (offensive/movement/kept.rs: by the versions of the state's
/// parts, the phasing side and the kept supply). After random actions and undos of the South Pacific, the
/// 1943 scenario and the campaign (their movement steps included), every mover's kept destinations in each
/// movement step are the ones computed anew from a fresh supply with every naval, air and
/// transport search made anew (offensive/movement/trees.rs keeps them by what they read), and asking twice gives the same kept answer.
#[test]
fn the_kept_destinations_are_the_ones_computed_anew() {
    use engine::games::empire_of_the_sun::offensive::movement::moves::{self, Phase};
    use engine::games::empire_of_the_sun::offensive::movement::trees;
    use engine::games::empire_of_the_sun::state::other;
    use engine::games::empire_of_the_sun::state::steps::Step;
    let mut compared = 0;
    for (scenario, seed) in [("south_pacific", 3), ("s1943", 4), ("campaign", 5)] {
        random_walk(scenario, seed, seed + 31, 500, |n| n % 5 == 2, |n, s, _| {
            let Some(o) = s.offensive.as_ref() else { return };
            let (side, phase) = match s.steps.last() {
                Some(Step::Move(_)) => (o.side, Phase::Offensive),
                Some(Step::ReactionMove(_)) => (other(o.side), Phase::Reaction),
                Some(Step::PostBattle(p)) => (p.side, Phase::PostBattle),
                _ => return,
            };
            let units: Vec<u16> = o.active.iter().chain(o.reaction.active.iter()).map(|a| a.unit).filter(|&u| s.side_of_unit(u) == side).collect();
            let sup = supply::compute(s);
            let fresh = supply::compute_fresh(s);
            for u in units {
                let (kept, again) = (moves::kept_destinations(s, &sup, side, u, phase), moves::kept_destinations(s, &sup, side, u, phase));
                assert!(std::rc::Rc::ptr_eq(&kept, &again), "{scenario}, action {n}: unit {u}'s destinations computed again");
                let anew = trees::without_kept_searches(|| moves::destinations_fresh(s, &fresh, side, u, phase));
                assert_eq!(*kept, anew, "{scenario}, action {n}, unit {u}: stale destinations");
                compared += 1;
            }
        });
    }
    assert!(compared > 200, "only {compared} destinations compared: the games met few movement steps");
}
