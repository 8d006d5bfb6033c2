//! Empire of the Sun: the shortcut of 6.15's early HQ returns. `supply::loc_hexes` says where a line of
//! communication reaches now; an HQ placed in such a port must trace its LOC in the position with it
//! placed (supply's fixed point is monotone: one more HQ only helps its side). Checked against the full
//! computation in every position of random main-map games where an HQ waits to return.

use engine::games::empire_of_the_sun::data::{Side, UnitType};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::{Loc, State};
use engine::games::empire_of_the_sun::supply;
use engine::games::empire_of_the_sun::turn::oc_uses;
use engine::record::Header;
use engine::{Game, Rng};

fn header(scenario: &str, seed: u64) -> Header {
    Header { game: "empire-of-the-sun".into(), rules: EmpireOfTheSun::meta().rules_version, scenario: scenario.into(), seed, ..Default::default() }
}

/// Every (HQ, port) the shortcut admits in `s`, checked by the full computation; how many were checked.
fn check(s: &State) -> usize {
    let mut checked = 0;
    for side in [Side::Japanese, Side::Allied] {
        let waiting: Vec<_> = (0..s.units.len() as u16)
            .filter(|&u| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq && matches!(s.unit(u).loc, Loc::Returns(_)))
            .collect();
        if waiting.is_empty() {
            continue;
        }
        let reached = supply::loc_hexes(s, &supply::compute(s), side);
        for &u in &waiting {
            for h in oc_uses::return_ports(s, side) {
                if !reached[s.geo().ix(h) as usize] {
                    continue;
                }
                let mut t = s.clone();
                t.place(u, Loc::Hex(h), false);
                assert!(supply::compute_fresh(&t).hq_supplied(u), "{} placed at {h} has no LOC though the shortcut said so", s.unit_data(u).key);
                checked += 1;
            }
        }
    }
    checked
}

#[test]
fn an_hq_returning_where_the_loc_reaches_has_its_loc() {
    let mut checked = 0;
    for (scenario, seed) in [("s1942", 3), ("s1943", 5), ("s1944", 8), ("campaign", 2)] {
        let mut s = EmpireOfTheSun::setup(&header(scenario, seed), EmpireOfTheSun::builtin_data()).expect("set-up");
        let mut rng = Rng::new(seed * 31 + 7);
        while EmpireOfTheSun::outcome(&s).is_none() {
            if matches!(s.steps.last(), Some(engine::games::empire_of_the_sun::state::steps::Step::Round(_))) {
                checked += check(&s);
            }
            let p = EmpireOfTheSun::prompt(&s);
            let seat = p.seat.expect("a decision has a seat");
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, seat, &a).expect("a legal action");
        }
    }
    assert!(checked > 50, "only {checked} returns checked: the games should withdraw HQs often");
}
