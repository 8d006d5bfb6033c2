//! Empire of the Sun, 9.6 with 8.21 and 8.45C: "Done" in the post-battle movement names the units it
//! will eliminate before the click (its label, the view's `lost_when_done`), and eliminates exactly
//! those. Checked in every post-battle step of random games where a side finishes with units exposed.

use engine::games::empire_of_the_sun::battle::post_battle::{lost_at_end, Loss};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::steps::Step;
use engine::games::empire_of_the_sun::state::{side_of, State};
use engine::games::empire_of_the_sun::actions::Action;
use engine::record::Header;
use engine::{Arg, Game, Rng, Viewer};

fn header(scenario: &str, seed: u64) -> Header {
    Header { game: "empire-of-the-sun".into(), rules: EmpireOfTheSun::meta().rules_version, scenario: scenario.into(), seed, ..Default::default() }
}

/// Checks one post-battle step whose "Done" would lose units; returns how many units it named.
fn check_done(s: &mut State, seat: engine::Seat) -> usize {
    let side = side_of(seat);
    let lost = lost_at_end(s, side);
    let done = Action::Done;
    let d = EmpireOfTheSun::describe(s, &done);
    if lost.is_empty() {
        assert_eq!(d.label, "eots.act.done");
        return 0;
    }
    assert_eq!(d.label, "eots.act.done_losing", "Done must warn when it eliminates units");
    assert_eq!(d.args, vec![Arg::Num(lost.len() as i32)]);
    assert_eq!(EmpireOfTheSun::view(s, Viewer::Public).lost_when_done, lost, "the board is told the same units");
    for &(u, why) in &lost {
        let naval = s.unit_data(u).kind.is_naval();
        assert_eq!(why == Loss::NavalOutsidePort, naval, "8.21 is for ships, 8.45C for landings");
    }
    let on_map: Vec<_> = (0..s.units.len() as u16).filter(|&u| s.unit(u).loc.hex().is_some()).collect();
    EmpireOfTheSun::apply(s, seat, &done).expect("Done is legal");
    for u in on_map {
        let gone = s.unit(u).loc.hex().is_none();
        let listed = lost.iter().any(|&(x, _)| x == u);
        if listed {
            assert!(gone, "{} was named as lost but stays", s.unit_data(u).key);
        }
    }
    lost.len()
}

#[test]
fn done_in_the_post_battle_movement_names_the_units_it_eliminates() {
    let mut named = 0;
    let mut steps = 0;
    for seed in 1..=40u64 {
        let mut s = EmpireOfTheSun::setup(&header("south_pacific", seed), EmpireOfTheSun::builtin_data()).expect("set-up");
        let mut rng = Rng::new(seed * 97 + 5);
        let mut n = 0;
        while EmpireOfTheSun::outcome(&s).is_none() && n < 4000 {
            n += 1;
            let p = EmpireOfTheSun::prompt(&s);
            let seat = p.seat.expect("a decision has a seat");
            if let Some(Step::PostBattle(pb)) = s.steps.last() {
                if pb.selected.is_empty() && p.actions.contains(&Action::Done) && rng.below(2) == 0 {
                    steps += 1;
                    named += check_done(&mut s, seat);
                    continue;
                }
            }
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, seat, &a).expect("a legal action");
        }
    }
    assert!(steps > 20, "only {steps} post-battle steps were finished");
    assert!(named > 0, "no post-battle step left a unit exposed in {steps} steps: the test checks nothing");
}
