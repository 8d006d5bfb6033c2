//! The computer and NATO's Reforger sites (engine/src/games/nato/ai.rs; docs/games/nato.md "Computer
//! player"): from rules 23 a site is no ground unit and a Pact unit holding its hex at the Joint Status
//! Phase removes it ([33.3.2], E23). The evaluation counts a site the Pact stands on as lost to NATO, and
//! the policy sends a Pact unit onto a site it can reach.

use engine::games::nato::actions::Action;
use engine::games::nato::ai::{scores, wp_score};
use engine::games::nato::data::Side;
use engine::games::nato::reforger::{self, NOT_GROUND};
use engine::games::nato::state::{State, Step, UnitId};

use super::common::{hex, open_around, ring};

/// The Long Fortnight (1983), game turn 1, rules 23, open country around 2920, the US brigade's Reforger
/// site at 2920 (setup.tsv `RF2920`, active from turn 2) when `site`, and a Soviet tank division at `pact`.
fn position(site: bool, pact: &str) -> (State, UnitId) {
    let mut s = open_around("2920", 3);
    s.rules = NOT_GROUND;
    s.turn = 1;
    if site {
        let u = s.place("us-1-2ad-83", "2920");
        s.units[u as usize].active = 2;
        assert!(reforger::no_ground_unit(&s, u));
    }
    let td = s.place("su-16-td", pact);
    (s, td)
}

/// The evaluation: the Pact on the site's hex is worth more to it than the Pact beside it by the site's
/// worth; with no site there, the two differ only by the Pact's advance.
#[test]
fn a_site_the_pact_stands_on_counts_as_lost_to_nato() {
    let beside = ring("2920")[0].clone();
    let with = wp_score(&position(true, "2920").0) - wp_score(&position(true, &beside).0);
    let without = wp_score(&position(false, "2920").0) - wp_score(&position(false, &beside).0);
    assert!(with > without + 0.2, "the Pact on the site {with} against no site {without}");
}

/// The policy: a Soviet division beside the site ranks the site's hex above a neighbouring hex by more
/// than it would with no site there.
#[test]
fn the_pact_moves_onto_a_site_it_can_reach() {
    let r = ring("2920");
    let (from, other) = (r[0].clone(), r[1].clone());
    let gap = |site: bool| {
        let (mut s, td) = position(site, &from);
        s.player = Side::Wp;
        s.steps = vec![Step::TurnEnd, Step::Movement(Side::Wp), Step::Move { side: Side::Wp, unit: td, reserve: false }];
        let v = scores(&s, &[Action::MoveTo(hex("2920")), Action::MoveTo(hex(&other))]);
        v[0] - v[1]
    };
    assert!(gap(true) > gap(false) + 0.2, "onto the site {} against no site {}", gap(true), gap(false));
}
