//! Empire of the Sun, issue 25 ("why a choice vanished"): while an HQ activates units under Inter-Service
//! Rivalry (14.1C, 14.2A), the view names the units that left the list because of it. Checked at every
//! activation of random games: the named units are exactly those the HQ could activate but for the
//! rivalry, none of them is offered, and each is of the other service than a unit already activated —
//! under the rivalry as the game has it, and on a copy with the rivalry in force for the phasing side.

use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::offensive::activation_choices;
use engine::games::empire_of_the_sun::state::idx;
use engine::games::empire_of_the_sun::state::steps::Step;
use engine::games::empire_of_the_sun::supply::{self, command};
use engine::record::Header;
use engine::{Game, Rng, Viewer};

fn header(scenario: &str, seed: u64) -> Header {
    Header { game: "empire-of-the-sun".into(), rules: EmpireOfTheSun::meta().rules_version, scenario: scenario.into(), seed, ..Default::default() }
}

#[test]
fn the_view_names_the_units_rivalry_took_off_the_list() {
    let mut barred_seen = 0;
    let mut activations = 0;
    for seed in 1..=12u64 {
        let mut s = EmpireOfTheSun::setup(&header("s1942", seed), EmpireOfTheSun::builtin_data()).expect("set-up");
        let mut rng = Rng::new(seed * 31 + 7);
        for _ in 0..3000 {
            if EmpireOfTheSun::outcome(&s).is_some() {
                break;
            }
            if let Some(Step::Activate) = s.steps.last() {
                activations += 1;
                // The rivalry as the game has it, and (on a copy) as if it were in force for the side.
                let side = s.offensive.as_ref().unwrap().side;
                let mut forced = s.clone();
                forced.tracks.isr[idx(side)] = true;
                for st in [&s, &forced] {
                    let v = EmpireOfTheSun::view(st, Viewer::Public);
                    let sup = supply::compute(st);
                    let offered = activation_choices(st, &sup);
                    let o = st.offensive.as_ref().unwrap();
                    let chosen: Vec<u16> = o.active.iter().map(|a| a.unit).collect();
                    for &u in &v.barred_by_rivalry {
                        assert!(!offered.contains(&u), "a barred unit is not offered");
                        assert!(!command::rivalry_allows(st, o.side, &chosen, u), "barred by the rivalry, not by another rule");
                    }
                    if !st.tracks.isr[idx(o.side)] {
                        assert!(v.barred_by_rivalry.is_empty(), "no rivalry, nothing barred by it");
                    }
                    barred_seen += v.barred_by_rivalry.len();
                }
            }
            let p = EmpireOfTheSun::prompt(&s);
            let seat = p.seat.expect("a decision has a seat");
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, seat, &a).expect("a legal action");
        }
    }
    assert!(activations > 20, "only {activations} activation steps");
    assert!(barred_seen > 0, "no unit was ever barred by the rivalry in {activations} activations: the test checks nothing");
}
