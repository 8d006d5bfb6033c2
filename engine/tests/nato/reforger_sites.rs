//! [33.3.2] (L3824–L3826), rules version 23, decision E23: a Reforger site (a Reforger unit not yet
//! activated, on its own site, E4) is no ground unit. The Pact may always move into its hex, it has no
//! zone and no defence, and at the Joint Status Phase every site in a hex a Pact unit occupies is removed.
//! Each read both ways against rules 22, which kept the site as the NATO unit it will become.

use engine::games::nato::combat;
use engine::games::nato::data::{hex_name, Side};
use engine::games::nato::movement::destinations;
use engine::games::nato::reforger::{self, NOT_GROUND};
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::games::nato::zoc::{self, Board};

use super::common::{hex, open_around, ring, settle};

/// The Long Fortnight (1983) on game turn 1 under `rules`, the hexes around 2920 open country, the US
/// brigade's Reforger site at 2920 (setup.tsv `RF2920`, active from turn 2).
fn site(rules: u32) -> (State, UnitId) {
    let mut s = open_around("2920", 3);
    s.rules = rules;
    s.turn = 1;
    let u = s.place("us-1-2ad-83", "2920");
    s.units[u as usize].active = 2;
    assert!(reforger::is_site(&s, u));
    (s, u)
}

/// [33.3.2] (L3824): "WP units may always move into a hex holding a Reforger site": a Soviet tank division
/// beside the site is offered its hex from rules 23; rules 22 barred it as a NATO unit's hex.
#[test]
fn e23_a_pact_unit_moves_into_a_reforger_site_s_hex() {
    for (rules, enters) in [(NOT_GROUND, true), (NOT_GROUND - 1, false)] {
        let (mut s, _) = site(rules);
        let td = s.place("su-16-td", &ring("2920")[0]);
        let offered = destinations(&s, td).iter().any(|d| d.hex == hex("2920"));
        assert_eq!(offered, enters, "rules {rules}");
    }
}

/// [33.3.2] (L3824): a site is no ground unit, so it has no zone ([8.0]): the hexes around it are in no
/// NATO zone, and a Soviet division moving beside it is not stopped there but goes on through the site's
/// hex and past it. Under rules 22 the site's zone stopped it beside the site.
#[test]
fn e23_a_reforger_site_has_no_zone() {
    for (rules, zone) in [(NOT_GROUND, false), (NOT_GROUND - 1, true)] {
        let (mut s, _) = site(rules);
        let r = ring("2920");
        let board = Board::new(&s);
        assert_eq!(board.in_zoc(Side::Nato, hex(&r[0])), zone, "rules {rules}");
        assert_eq!(zoc::in_zoc(&s, Side::Nato, hex(&r[0])), zone, "rules {rules}");
        assert_eq!(zoc::in_zoc(&s, Side::Nato, hex("2920")), zone, "rules {rules}: not even in its own hex");
        // A Soviet tank division two hexes out, beyond r[0]: with no zone it reaches r[1], across the site.
        let start = ring(&r[0]).into_iter().find(|h| !ring("2920").contains(h) && h != "2920").expect("a hex beyond");
        let td = s.place("su-16-td", &start);
        let dest = destinations(&s, td);
        // Three clear hexes through the site's hex; a zone makes the way longer (around it) or ends it.
        let across = dest.iter().any(|d| d.hex == hex(&r[1]) && d.cost <= 3);
        assert_eq!(across, !zone, "rules {rules}: {:?}", dest.iter().map(|d| (hex_name(d.hex), d.cost)).collect::<Vec<_>>());
    }
}

/// [33.3.2] (L3824): a site has no defence: a hex holding only a site is no target of the Pact's attacks
/// from rules 23 (rules 22 offered it), and in a hex it shares with a NATO brigade the site is none of the
/// battle's defenders.
#[test]
fn e23_a_reforger_site_is_no_defender() {
    for (rules, target) in [(NOT_GROUND, false), (NOT_GROUND - 1, true)] {
        let (mut s, _) = site(rules);
        s.player = Side::Wp;
        s.place("su-16-td", &ring("2920")[0]);
        assert_eq!(combat::targets(&s, Side::Wp).contains(&hex("2920")), target, "rules {rules}");
    }
    for (rules, with_site) in [(NOT_GROUND, false), (NOT_GROUND - 1, true)] {
        let (mut s, u) = site(rules);
        let wg = s.place("wg-2-83", "2920");
        let td = s.place("su-16-td", &ring("2920")[0]);
        let o = combat::odds::odds(&s, Side::Wp, hex("2920"), &[td], false);
        let brigade = s.values(wg).1 as u32;
        let expected = if with_site { brigade + s.values(u).1 as u32 } else { brigade };
        assert_eq!(o.defence, expected, "rules {rules}: the brigade's defence alone from rules 23");
    }
}

/// [33.3.2] (L3826): "during the Joint Status Phase, if a WP unit occupies a hex holding Reforger sites,
/// every Reforger site in that hex is removed": the Pact's division moved onto the brigade's site at 2920
/// on turn 1; NATO did not free it in its player turn; at turn 2's Joint Status Phase the site is gone (before
/// its activation in that turn's Joint Reinforcement Phase), the 3rd ACR's site with both its steps
/// ([33.3.5]), while the site at 2922 with no Pact unit activates. Under rules 22 the Pact could not stand
/// there, and a unit put there stays.
#[test]
fn e23_the_joint_status_phase_removes_a_site_the_pact_holds() {
    for rules in [NOT_GROUND, NOT_GROUND - 1] {
        let (mut s, u) = site(rules);
        let free = s.place("us-2-2ad-83", "2922");
        s.units[free as usize].active = 2;
        let acr = s.place("us-3acr", "3626");
        s.units[acr as usize].active = 2;
        s.place("su-16-td", "2920");
        s.place("su-21-mrd", "3626");
        s.steps = vec![Step::TurnEnd];
        settle(&mut s);
        assert_eq!(s.turn, 2);
        let taken = s.log.to_vec().iter().filter(|e| e.id == "nato.reforger_site_taken").count();
        if rules >= NOT_GROUND {
            assert_eq!(s.units[u as usize].loc, Loc::Dead);
            assert_eq!((s.units[acr as usize].loc, s.units[acr as usize].steps), (Loc::Dead, 0), "the 3rd ACR whole");
            assert_eq!(taken, 2);
        } else {
            assert_eq!(s.hex_of(u), Some(hex("2920")), "rules {rules}");
            assert_eq!(s.hex_of(acr), Some(hex("3626")), "rules {rules}");
            assert_eq!(taken, 0);
        }
        assert_eq!(s.hex_of(free), Some(hex("2922")), "rules {rules}: the free site activates");
        assert!(!reforger::is_site(&s, free));
    }
}

/// [33.3.2] (L3826): NATO has one player turn to free the site: a Pact unit that only passed through, or was
/// driven out before the Joint Status Phase, removes nothing.
#[test]
fn e23_a_site_left_by_the_pact_before_the_joint_status_phase_stays() {
    let (mut s, u) = site(NOT_GROUND);
    s.place("su-16-td", &ring("2920")[0]);
    s.steps = vec![Step::TurnEnd];
    settle(&mut s);
    assert_eq!(s.hex_of(u), Some(hex("2920")));
    assert!(!reforger::is_site(&s, u), "activated on turn 2");
}

/// [33.3.2]: a site neither holds its hex nor negates the Pact's zone there ([8.5]): from rules 23 the hex is
/// not NATO-occupied; rules 22 counted the site as the unit.
#[test]
fn e23_a_site_holds_no_hex() {
    for (rules, held) in [(NOT_GROUND, false), (NOT_GROUND - 1, true)] {
        let (s, _) = site(rules);
        assert_eq!(s.occupied_by(hex("2920"), Side::Nato), held, "rules {rules}");
        assert_eq!(zoc::negated(&s, Side::Nato, hex("2920")), held, "rules {rules}");
        assert_eq!(Board::new(&s).occupied(Side::Nato, hex("2920")), held, "rules {rules}");
    }
}

/// [33.3.2] (L3824): the Pact may stand on a Reforger site, so from rules 23 the game's invariant that two
/// sides never share a hex leaves the site out: a Soviet division on the US brigade's site is a sound
/// position; under rules 22 the site was a NATO unit, and the same position breaks the invariant.
#[test]
fn e23_the_pact_may_stand_on_a_site() {
    use engine::games::nato::game::Nato;
    use engine::Game;
    for (rules, sound) in [(NOT_GROUND, true), (NOT_GROUND - 1, false)] {
        let (mut s, _) = site(rules);
        s.place("su-16-td", "2920");
        let checked = <Nato as Game>::check_invariants(&s);
        assert_eq!(checked.is_ok(), sound, "rules {rules}: {checked:?}");
    }
}
