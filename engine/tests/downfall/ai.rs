//! The computer player (engine/src/games/downfall/ai.rs on the shared search): its answers are legal, it
//! plays a game to its end, and it beats random play over a fixed set of seeds (docs/games/downfall.md
//! "Computer player").

use engine::ai::{Budget, Level};
use engine::games::registry;
use engine::AnyMatch;

fn start(scenario: &str, seed: u64) -> Box<dyn AnyMatch> {
    let header = registry().header("downfall", Some(scenario), seed).unwrap();
    registry().start(header, &Default::default()).unwrap()
}

/// Plays a whole game: `a` holds the seats of `a_seats` (a player's two factions), random play the
/// others. The winning seats, or none for a draw.
fn play(scenario: &str, seed: u64, a: Level, a_seats: &[u8]) -> Vec<u8> {
    let mut m = start(scenario, seed);
    for n in 0..100_000u64 {
        let Some(seat) = m.seat() else { break };
        let level = if a_seats.contains(&seat) { a } else { Level::Random };
        let c = engine::computer::choose(m.as_ref(), level, &Budget::iterations(24), seed ^ n).unwrap();
        m.play(c.index).unwrap_or_else(|e| panic!("seed {seed}: the computer's {} was refused: {e}", c.notation));
    }
    let o = m.outcome().expect("the game ends");
    o.winning_seats()
}

#[test]
fn the_catalog_and_the_registry_both_say_downfall_has_a_computer_player() {
    assert!(engine::games::catalog::DOWNFALL.computer);
    assert!(engine::computer::supports("downfall"));
}

#[test]
fn every_level_answers_with_a_legal_action() {
    let mut m = start("overlord", 7);
    for n in 0..40u64 {
        let level = [Level::Random, Level::Greedy, Level::Search(1), Level::Search(2), Level::Search(3)][n as usize % 5];
        let c = engine::computer::choose(m.as_ref(), level, &Budget::iterations(24), n).unwrap();
        assert!(c.index < m.legal_count(), "{}: index {} of {}", level.name(), c.index, m.legal_count());
        m.play(c.index).unwrap();
    }
}

/// Level 1 (the policy with noise) holding either player beats random play on every seed of the set:
/// Overlord, one seed a side (a game of some 2,000 decisions: more seeds make the test slow).
#[test]
fn the_computer_finishes_games_and_beats_random_play() {
    let west = [0u8, 1];
    let soviet = [2u8, 3];
    for seed in [1u64] {
        let w = play("overlord", seed, Level::Search(1), &west);
        assert!(w.contains(&0), "seed {seed}: the computer as the Western player did not win ({w:?})");
        let w = play("overlord", seed, Level::Search(1), &soviet);
        assert!(w.contains(&2), "seed {seed}: the computer as the Soviet player did not win ({w:?})");
    }
}

/// An order choice is scored once each order has been played through (`AiGame::plan_horizon`), not three
/// unit moves into it. At the Western player's order choice of turn 5 in a greedy-against-greedy Overlord
/// game (`sandtable arena downfall --a greedy --b greedy --games 1 --seed 1998 --save DIR`, the first 156
/// actions), counted in unit moves level 3 takes Partisan Warfare, whose roll is taken at once, ahead of
/// the Redeploy and the Attack whose units had only begun to move; counted in orders it takes a Redeploy
/// or an Attack (docs/games/downfall.md "Computer player").
#[test]
fn level_3_scores_an_order_choice_once_the_orders_are_played_through() {
    let m = seed1998_order_choice();
    let choose = |tune: u32| {
        engine::ai::set_tuning(tune);
        let c = engine::computer::choose(m.as_ref(), Level::Search(3), &Budget::iterations(500), 1998).unwrap();
        engine::ai::set_tuning(0);
        c.notation
    };
    let by_orders = choose(0);
    assert!(by_orders.contains(":redeploy") || by_orders.contains(":attack"), "counted in orders: {by_orders}");
    // The switch 2048 counts unit moves, as before the plan horizon.
    let by_moves = choose(2048);
    assert!(!by_moves.contains(":redeploy") && !by_moves.contains(":attack"), "counted in unit moves: {by_moves}");
}

/// The Western player's order choice of turn 5 in the seed-1998 greedy game (its first 156 actions).
fn seed1998_order_choice() -> Box<dyn AnyMatch> {
    let r = engine::Record::from_json(include_str!("records/greedy-overlord-seed1998-at156.json")).unwrap();
    let m = registry().load(&r, &Default::default()).unwrap();
    assert_eq!(m.prompt().id, "df.choose");
    m
}

/// The strongest level is timed (0.9 s), level 3 is not (500 playouts); an order choice's playouts run
/// through the orders, so where they are slow the time alone gave level 4 fewer playouts a candidate than
/// level 3. Level 4 now plays at least level 3's share for each of its candidates (500 × 20 / 16 = 625
/// over its sixteen and four one-ply candidates), past its time if it must; switch 16384 reads the time
/// alone (docs/games/downfall.md "Computer player", the floor).
#[test]
fn level_4_never_searches_an_order_less_than_level_3() {
    let m = seed1998_order_choice();
    // A clock that runs out at once: 100 ms a reading against a 50 ms limit.
    let playouts = |tune: u32| {
        engine::ai::set_tuning(tune);
        let now = std::cell::Cell::new(0.0f64);
        let clock = || {
            now.set(now.get() + 100.0);
            now.get()
        };
        let c = engine::computer::choose(m.as_ref(), Level::Search(4), &Budget::millis(50.0, &clock), 1998).unwrap();
        engine::ai::set_tuning(0);
        c.iterations
    };
    let floored = playouts(0);
    assert!(floored >= 625, "level 4's floor: {floored} playouts");
    assert!(playouts(16384) < 100, "the time alone stops it within the first sample");
    let level3 = engine::computer::choose(m.as_ref(), Level::Search(3), &Budget::default(), 1998).unwrap();
    assert!(floored >= level3.iterations, "level 4 {floored}, level 3 {}", level3.iterations);
}

/// The search looks at what one ply of the evaluation likes best too (`SearchParams::one_ply`), not only
/// at the policy's twelve favourites: over the decisions of a greedy-against-greedy Overlord game with more
/// actions than level 3's candidates (unit moves, air placements), level 3 always searches an action the
/// one-ply `greedy` player values as highly as its own choice, read on the same sampled position (same
/// seed). Without the one-ply candidates (the switch 128) the policy alone picks them, and a walk into an
/// empty objective it does not rank goes unseen: the same check fails (docs/games/downfall.md "Computer
/// player").
#[test]
fn level_3_searches_the_one_ply_favourite_beside_the_policys() {
    let misses = |tune: u32| {
        let mut m = start("overlord", 1998);
        let mut widened = 0;
        let mut missed = 0;
        for n in 0..300u64 {
            if m.seat().is_none() {
                break;
            }
            let greedy = engine::computer::choose(m.as_ref(), Level::Greedy, &Budget::iterations(1), n).unwrap();
            if m.legal_count() > 12 {
                engine::ai::set_tuning(tune);
                let l3 = engine::computer::choose(m.as_ref(), Level::Search(3), &Budget::iterations(24), n).unwrap();
                engine::ai::set_tuning(0);
                let value = |i: usize| greedy.candidates.iter().find(|c| c.index == i).and_then(|c| c.win_estimate).unwrap_or(0.0);
                let best = value(greedy.index);
                let searched: Vec<usize> = l3.candidates.iter().filter(|c| c.visits > 0).map(|c| c.index).collect();
                let top_unsafe = l3.candidates.iter().any(|c| c.index == greedy.index && c.unsafe_move);
                widened += usize::from(searched.len() > 12);
                if !top_unsafe && !searched.iter().any(|&i| value(i) >= best - 1e-12) {
                    missed += 1;
                }
            }
            m.play(greedy.index).unwrap();
        }
        (widened, missed)
    };
    let (widened, missed) = misses(0);
    assert!(widened > 0, "no decision had a one-ply candidate beside the policy's");
    assert_eq!(missed, 0, "decisions where level 3 never searched the one-ply favourite");
    let (_, missed_by_policy_alone) = misses(128);
    assert!(missed_by_policy_alone > 0, "the policy's candidates alone held the one-ply favourite every time: the check proves nothing");
}

/// The Axis objectives the Soviets could walk into: no OKH unit in or next to one, a Soviet unit within
/// four hexes (a Redeploy's reach; `ai::exposure`).
fn okh_open_doors(s: &engine::games::downfall::state::State) -> Vec<String> {
    use engine::games::downfall::data::{Faction, Ideology, GRID};
    use engine::games::downfall::state::Loc;
    let at = |f: Faction| -> Vec<_> {
        (0..s.units.len()).filter(|&u| s.is_combat(u) && s.faction(u) == f).filter_map(|u| match s.units[u].loc { Loc::Hex(h) => Some(h), _ => None }).collect()
    };
    let (okh, soviet) = (at(Faction::Okh), at(Faction::Soviet));
    let mut open: Vec<String> = s
        .cities
        .iter()
        .filter(|(h, i)| **i == Ideology::Axis && s.data().hex(**h).is_some_and(|x| x.objective))
        .filter(|(h, _)| !okh.iter().any(|&u| GRID.distance(u, **h) <= 1) && soviet.iter().any(|&u| GRID.distance(u, **h) <= 4))
        .map(|(h, _)| format!("{h:?}"))
        .collect();
    open.sort();
    open
}

/// A unit that alone guards its objective from the hex beside it stays beside it when its order moves
/// units (`ai::lone_guard_of`). In the seed-2101 game (`sandtable arena downfall --a level4 --b greedy --seed
/// 2101 --budget 900`, the first 1,141 actions: OKH's planned Redeploy in turn 8), the playout policy's
/// Redeploy walked OKH's guards away from Axis objectives with Soviet units in reach, so the order read
/// worse than none; the Soviets walked into Berlin and Bucharest at the war's end. Played by the policy
/// now, the Redeploy opens no objective to the Soviets; with the switch 8192 it opens one.
#[test]
fn a_redeploy_keeps_the_lone_guard_beside_its_objective() {
    use engine::games::downfall::{ai, Downfall};
    use engine::Game;
    let r = engine::Record::from_json(include_str!("records/level4-overlord-seed2101-okh-redeploy.json")).unwrap();
    let m = registry().load(&r, &Default::default()).unwrap();
    let start = m.as_any().downcast_ref::<engine::session::Match<Downfall>>().unwrap().state().clone();
    assert_eq!(Downfall::prompt(&start).id, "df.move");
    let redeploy = |tune: u32| {
        engine::ai::set_tuning(tune);
        let mut s = start.clone();
        loop {
            let p = Downfall::prompt(&s);
            let Some(seat) = p.seat.filter(|_| p.id != "df.choose") else { break };
            let scores = ai::scores(&s, &p.actions);
            let best = (0..scores.len()).fold(0, |b, i| if scores[i] > scores[b] { i } else { b });
            Downfall::apply_legal(&mut s, seat, &p.actions[best]).unwrap();
        }
        engine::ai::set_tuning(0);
        okh_open_doors(&s)
    };
    let before = okh_open_doors(&start);
    let now = redeploy(0);
    assert!(now.iter().all(|o| before.contains(o)), "opened: before {before:?}, after {now:?}");
    let old = redeploy(8192);
    assert!(old.iter().any(|o| !before.contains(o)), "with the switch: before {before:?}, after {old:?}");
}
