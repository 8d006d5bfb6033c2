//! The routes a board draws before a move (engine/src/games/kutuzov/route.rs): the cheapest legal march,
//! each step's CP and attrition, where it must stop, and who may intercept on the way (KUT 10, 11).

use std::collections::VecDeque;

use engine::games::kutuzov::data::{Kind, Nation, FN, FS, R1};
use engine::games::kutuzov::route::{self, Route, Stop};
use engine::games::kutuzov::state::{Place, State};
use engine::games::kutuzov::{Action, Kutuzov};
use engine::Game;

use super::common::*;

/// `power` spends #84's 5 CP on a cleared map of Invasion, with `setup` placing the armies first.
fn spending(power: u8, setup: impl FnOnce(&mut State)) -> State {
    let mut s = start("s1", 21);
    clear(&mut s);
    setup(&mut s);
    // The Powers before `power` pass their impulses.
    while Kutuzov::prompt(&s).seat != Some(power) || Kutuzov::prompt(&s).id != "kut.impulse" {
        let seat = Kutuzov::prompt(&s).seat.unwrap() as usize;
        s.hands[seat] = vec![];
        give_card(&mut s, seat as u8, FIVE_CP);
        act(&mut s, &format!("card {FIVE_CP}"));
        act(&mut s, "done");
        act(&mut s, "done");
    }
    s.hands[power as usize] = vec![];
    give_card(&mut s, power, FIVE_CP);
    act(&mut s, &format!("card {FIVE_CP}"));
    s
}

fn route_to(s: &State, leader: &str, to: &str) -> Option<Route> {
    route::route(s, s.data.leader(leader).unwrap(), sp(s, to))
}

/// The number of steps to every space over lines of march, never through a zone (KUT 10.51): the
/// shortest march for an army that pays 1 CP a space on an empty map.
fn hops(s: &State, from: u16) -> Vec<Option<u32>> {
    let mut d = vec![None; s.data.spaces.len()];
    d[from as usize] = Some(0);
    let mut q = VecDeque::from([from]);
    while let Some(a) = q.pop_front() {
        if a != from && s.data.spaces[a as usize].kind == Kind::Zone {
            continue;
        }
        for &b in s.data.graph.neighbours(a) {
            if d[b as usize].is_none() && s.data.spaces[b as usize].kind != Kind::Sea {
                d[b as usize] = Some(d[a as usize].unwrap() + 1);
                q.push_back(b);
            }
        }
    }
    d
}

#[test]
fn on_an_empty_map_the_route_is_the_shortest_march_and_the_reach_is_every_space_within_the_cp() {
    // KUT 10.1: 1 CP a space for an army; KUT 10.51: a zone ends the march.
    let s = spending(R1, |s| {
        put_leader(s, "barclay", "vilna");
        put(s, R1, Nation::Russian, "vilna", 4);
    });
    let l = s.data.leader("barclay").unwrap();
    let d = hops(&s, sp(&s, "vilna"));
    let reach = route::reach(&s, l);
    for (i, h) in d.iter().enumerate() {
        let within = h.is_some_and(|h| (1..=5).contains(&h));
        let r = reach.iter().find(|r| r.to as usize == i);
        assert_eq!(r.is_some(), within, "{}: {h:?} steps", s.data.spaces[i].key);
        if let Some(r) = r {
            assert_eq!(r.legs.len() as u32, h.unwrap(), "{}", s.data.spaces[i].key);
            assert_eq!(r.cp(), h.unwrap());
            // Each leg starts where the last ended, over a line of march.
            assert_eq!(r.legs[0].from, sp(&s, "vilna"));
            for w in r.legs.windows(2) {
                assert_eq!(w[0].to, w[1].from);
            }
            assert!(r.legs.iter().all(|g| s.data.graph.adjacent(g.from, g.to)));
        }
    }
}

#[test]
fn every_first_step_is_a_legal_move_and_walking_a_route_gets_there_for_its_cp() {
    // Invasion's own set-up, FN spending 5 CP: every route of every army, walked move by move with
    // every interception and evasion declined, ends where it said for the CP it said.
    let s = {
        let mut s = start("s1", 5);
        s.hands[0] = vec![];
        give_card(&mut s, FN, FIVE_CP);
        act(&mut s, &format!("card {FIVE_CP}"));
        s
    };
    let legal = Kutuzov::prompt(&s).actions;
    let mut walked = 0;
    for l in 0..s.leaders.len() as u8 {
        for r in route::reach(&s, l) {
            let first = Action::Move { leader: l, to: r.legs[0].to };
            assert!(legal.contains(&first), "the first step of {r:?} is offered");
            // Only the last step may end a march (KUT 10.5).
            assert!(r.legs[..r.legs.len() - 1].iter().all(|g| g.stop.is_none()), "{r:?}");
            let mut w = s.clone();
            w.chance.script.dice = vec![1; 400];
            let cp_before = cp_left(&w);
            for g in &r.legs {
                let a = Action::Move { leader: l, to: g.to };
                assert!(Kutuzov::prompt(&w).actions.contains(&a), "{} offered on the way", Kutuzov::describe(&w, &a).notation);
                Kutuzov::apply(&mut w, FN, &a).unwrap();
                decline_answers(&mut w);
            }
            if w.leaders[l as usize] == Place::Map(r.to) && r.legs.last().unwrap().stop != Some(Stop::Battle) {
                assert_eq!(cp_before - cp_left(&w), r.cp());
                walked += 1;
            }
        }
    }
    assert!(walked > 20, "only {walked} routes walked");
}

fn cp_left(s: &State) -> u32 {
    match s.steps.last() {
        Some(engine::games::kutuzov::state::Step::Spend(x)) => x.cp as u32,
        _ => 0,
    }
}

/// Every interception and evasion question answered "no".
fn decline_answers(s: &mut State) {
    loop {
        let p = Kutuzov::prompt(s);
        if p.id != "kut.intercept" && p.id != "kut.evade" {
            return;
        }
        Kutuzov::apply(s, p.seat.unwrap(), &Action::Done).unwrap();
    }
}

#[test]
fn t29_an_imperial_army_in_smolensk_may_intercept_into_mstislavl_with_the_rolls_chance() {
    // KUT 11.1, T29 (seed L1081): Tsarists move Elnya → Mstislavl, Imperial and empty; the army in Smolensk
    // may intercept. The route marks it, with the chance the interception's own odds give.
    let s = spending(R1, |s| {
        let (sm, ms) = (sp(s, "smolensk"), sp(s, "mstislavl"));
        s.flags[sm as usize] = Some(FN);
        s.flags[ms as usize] = Some(FN);
        put_leader(s, "davout", "smolensk");
        put(s, FN, Nation::French, "smolensk", 3);
        put_leader(s, "barclay", "elnya");
        put(s, R1, Nation::Russian, "elnya", 2);
    });
    let r = route_to(&s, "barclay", "mstislavl").expect("Mstislavl is a step away");
    assert_eq!(r.legs.len(), 1);
    let leg = &r.legs[0];
    assert_eq!(leg.interceptors.len(), 1);
    let i = &leg.interceptors[0];
    assert_eq!((i.leader, i.power, i.at), (s.data.leader("davout").unwrap(), FN, sp(&s, "smolensk")));
    // The same chance as the odds of the roll once it is asked: Davout 4 + 1 (into a friendly space) − 1
    // (Rough) on 2d6.
    let mut m = s.clone();
    act(&mut m, "move barclay mstislavl");
    let o = Kutuzov::odds(&m, &Action::Intercept(i.leader)).expect("the interception is asked with odds");
    assert_eq!(i.ways as f64 / 36.0, o.success().unwrap());
    // If another Tsarist formation already stands in Mstislavl, nobody may intercept there (T29's variant).
    let mut s2 = s.clone();
    put(&mut s2, R1, Nation::Russian, "mstislavl", 1);
    let r2 = route_to(&s2, "barclay", "mstislavl").unwrap();
    assert!(r2.legs[0].interceptors.is_empty());
}

#[test]
fn no_interceptor_across_a_river_and_none_into_enemies() {
    // KUT 11.3: Orsha–Mstislavl is a River: an army in Orsha may not intercept into Mstislavl.
    let s = spending(R1, |s| {
        put_leader(s, "davout", "orsha");
        put(s, FN, Nation::French, "orsha", 3);
        put_leader(s, "barclay", "elnya");
        put(s, R1, Nation::Russian, "elnya", 2);
        put_leader(s, "murat", "roslavl");
        put(s, FS, Nation::French, "roslavl", 2);
    });
    let r = route_to(&s, "barclay", "mstislavl").unwrap();
    let who: Vec<u8> = r.legs[0].interceptors.iter().map(|i| i.leader).collect();
    assert_eq!(who, vec![s.data.leader("murat").unwrap()], "Murat in Roslavl may, Davout across the Dnieper may not");
    // Into Roslavl itself the march ends in a battle, and nobody intercepts (the enemy may evade, 11.6).
    let r = route_to(&s, "barclay", "roslavl").unwrap();
    assert_eq!(r.legs.len(), 1);
    assert_eq!(r.legs[0].stop, Some(Stop::Battle));
    assert!(r.legs[0].interceptors.is_empty());
    // And no route goes through Roslavl.
    assert!(route::reach(&s, s.data.leader("barclay").unwrap()).iter().all(|r| r.legs.iter().all(|g| g.from != sp(&s, "roslavl"))));
}

#[test]
fn t28_forced_march_attrition_from_the_fourth_move_and_for_imperials_in_winter_from_the_third() {
    // KUT 10.42, T28 (seed L965): on T1 a formation moving 5 spaces with CP checks attrition after the 4th
    // and the 5th move; on T3–T4 the Imperials from the 3rd.
    let s = spending(R1, |s| {
        put_leader(s, "barclay", "vilna");
        put(s, R1, Nation::Russian, "vilna", 4);
    });
    let five = route::reach(&s, s.data.leader("barclay").unwrap())
        .into_iter()
        .find(|r| r.legs.len() == 5 && r.legs.iter().all(|g| s.data.spaces[g.to as usize].home.camp() == Some(1)))
        .expect("a five-space march through Russia");
    assert_eq!(five.legs.iter().map(|g| g.attrition).collect::<Vec<_>>(), vec![0, 0, 0, 1, 1], "{five:?}");

    let mut w = spending(FN, |s| {
        put_leader(s, "davout", "warsaw");
        put(s, FN, Nation::French, "warsaw", 4);
    });
    w.turn = 3;
    let r = route::reach(&w, w.data.leader("davout").unwrap())
        .into_iter()
        .find(|r| r.legs.len() == 4 && r.legs.iter().all(|g| w.data.spaces[g.to as usize].home.camp() == Some(0) && w.data.line(g.from, g.to) != Some(engine::games::kutuzov::data::LineType::Marsh)))
        .expect("a four-space march through Imperial homes");
    assert_eq!(r.legs.iter().map(|g| g.attrition).collect::<Vec<_>>(), vec![0, 0, 1, 1], "{r:?}");
}

#[test]
fn t25_an_allied_army_pays_one_more_into_russia_unless_its_own_flag_is_there() {
    // KUT 10.12, T25 (seed L933): a Prussian army entering a Russian space without a Prussian flag pays
    // +1 CP; the route counts it step by step, and a Prussian flag takes it away.
    let mut s = spending(FN, |s| {
        put_leader(s, "yorck", "tilsit");
        put(s, FN, Nation::Prussian, "tilsit", 4);
    });
    let r = route_to(&s, "yorck", "kovno").unwrap();
    assert_eq!((r.legs.len(), r.cp()), (1, 2));
    let kovno = sp(&s, "kovno");
    s.flags[kovno as usize] = Some(FN);
    // Rules 17 (E73): "even where a French flag stands" the surcharge is due; a Prussian flag takes it away.
    assert_eq!(route_to(&s, "yorck", "kovno").unwrap().cp(), 2, "a French flag does not spare the Prussians");
    let mut old = s.clone();
    old.rules = 16;
    assert_eq!(route_to(&old, "yorck", "kovno").unwrap().cp(), 1, "rules 16: FN's flag was the Prussians' Power's flag");
    engine::games::kutuzov::ally_flags::mark(&mut s, kovno, FN, true);
    assert_eq!(route_to(&s, "yorck", "kovno").unwrap().cp(), 1, "the Prussian flag");
    // With 5 CP the Prussians reach two Russian spaces deep at most, never three.
    let far = route::reach(&s, s.data.leader("yorck").unwrap()).iter().map(|r| r.cp()).max().unwrap();
    assert!(far <= 5);
}

#[test]
fn an_army_that_may_not_move_has_no_route() {
    // KUT 10.52: a marked army; and nobody's army outside its Power's spending.
    let mut s = spending(R1, |s| {
        put_leader(s, "barclay", "vilna");
        put(s, R1, Nation::Russian, "vilna", 4);
        put_leader(s, "davout", "warsaw");
    });
    assert!(route::reach(&s, s.data.leader("davout").unwrap()).is_empty(), "not FN's impulse");
    let b = s.data.leader("barclay").unwrap();
    assert!(!route::reach(&s, b).is_empty());
    s.marked[b as usize] = true;
    assert!(route::reach(&s, b).is_empty());
}

#[test]
fn in_random_games_every_route_starts_with_a_legal_move_and_ends_only_where_the_rules_stop_it() {
    // Whatever the position (flags, scorched earth, allies hesitant, marked armies, forced marches already
    // made): the route's first step is offered, its steps join up, and only its last step may stop a march.
    use engine::Rng;
    let mut checked = 0;
    for (i, sc) in ["s1", "s2", "s3", "s4"].iter().enumerate() {
        let seed = 100 + i as u64;
        let mut s = Kutuzov::setup(&header(sc, seed, "4"), Kutuzov::builtin_data()).unwrap();
        let mut rng = Rng::new(seed);
        let mut n = 0;
        while Kutuzov::outcome(&s).is_none() && n < 3000 {
            let p = Kutuzov::prompt(&s);
            if p.id == "kut.spend" {
                for l in 0..s.leaders.len() as u8 {
                    for r in route::reach(&s, l) {
                        assert!(p.actions.contains(&Action::Move { leader: l, to: r.legs[0].to }), "{sc} action {n}: {r:?}");
                        assert!(r.legs.windows(2).all(|w| w[0].to == w[1].from && w[0].stop.is_none()), "{sc} action {n}: {r:?}");
                        checked += 1;
                    }
                }
            }
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            Kutuzov::apply(&mut s, p.seat.unwrap(), &a).unwrap();
            n += 1;
        }
    }
    assert!(checked > 1000, "only {checked} routes checked");
}
