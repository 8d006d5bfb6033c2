//! National restoration ([32.3], rules version 13): a surrendered nation whose cities NATO all controls at
//! a game turn's end is restored; its army does not return. Read both ways, and under rules 12 as it was
//! (a surrender was for good).

use engine::games::nato::data::Side;
use engine::games::nato::restoration;
use engine::games::nato::state::{Conquest, Loc, State, Step, UnitId};

use super::common::{settle, state};

fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 5;
    s.last_turn = 20;
    s
}

/// The Netherlands surrendered: every Dutch city conquered by the Pact ([32.2.1]), its units gone.
fn dutch_surrender(rules: u32) -> (State, UnitId) {
    let mut s = at(rules);
    s.surrendered.push("nl".into());
    for h in s.cities_of("nl") {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    let unit = (0..s.data().units.len() as UnitId).find(|&u| s.data().units[u as usize].nation == "nl" && s.class(u).maneuver()).unwrap();
    s.units[unit as usize].loc = Loc::Dead;
    (s, unit)
}

/// NATO retakes every Dutch city.
fn retake(s: &mut State, except: usize) {
    for (i, h) in s.cities_of("nl").into_iter().enumerate() {
        if i == except {
            continue;
        }
        s.conquests.retain(|c| c.hex != h);
        s.conquests.push(Conquest { hex: h, by: Side::Nato });
    }
}

fn turn_end(s: &mut State) {
    s.steps = vec![Step::TurnEnd];
    settle(s);
}

/// [32.3]: NATO holds every Dutch city at the turn's end: the Netherlands is restored, its cities free
/// again, its army still gone. Under rules 12 it stayed surrendered.
#[test]
fn the_netherlands_restored_when_nato_holds_all_its_cities() {
    for rules in [restoration::RULES, restoration::RULES - 1] {
        let (mut s, unit) = dutch_surrender(rules);
        retake(&mut s, usize::MAX);
        turn_end(&mut s);
        let restored = rules >= restoration::RULES;
        assert_eq!(!s.surrendered("nl"), restored, "rules {rules}");
        for h in s.cities_of("nl") {
            assert_eq!(s.free_city_of(h, Side::Nato), restored, "rules {rules}: a free city again");
        }
        assert_eq!(s.units[unit as usize].loc, Loc::Dead, "the army does not return");
        assert_eq!(s.log.to_vec().iter().any(|e| e.id == "nato.restored"), restored);
    }
}

/// [32.3] "all" city hexes: one Dutch city still the Pact's, no restoration.
#[test]
fn one_city_short_is_no_restoration() {
    let (mut s, _) = dutch_surrender(restoration::RULES);
    retake(&mut s, 0);
    turn_end(&mut s);
    assert!(s.surrendered("nl"));
}

/// Decision NR1: a restored nation surrenders again when [32.1]'s count is reached once more.
#[test]
fn a_restored_nation_may_surrender_again() {
    let (mut s, _) = dutch_surrender(restoration::RULES);
    retake(&mut s, usize::MAX);
    turn_end(&mut s);
    assert!(!s.surrendered("nl"));
    s.steps.clear();
    for h in s.cities_of("nl") {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    turn_end(&mut s);
    assert!(s.surrendered("nl"));
}

/// Both surrendered at a turn's end (both Danish and Dutch cities held by the Pact).
fn both_surrender(rules: u32) -> State {
    let mut s = at(rules);
    for nation in ["dk", "nl"] {
        for h in s.cities_of(nation) {
            s.conquests.push(Conquest { hex: h, by: Side::Wp });
        }
    }
    turn_end(&mut s);
    s
}

/// [32.2.3]: once Denmark and the Netherlands have both surrendered, NATO receives one tactical air point
/// fewer in every later turn, never below 2 ([23.1.2]); a restoration gives it back to no one ([32.3]).
/// Rules 12 kept NATO's points.
#[test]
fn both_surrendered_cost_nato_a_tactical_air_point() {
    let s = both_surrender(restoration::RULES);
    assert!(s.surrendered("dk") && s.surrendered("nl") && s.airfields_lost);
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.airfields_lost"));
    // The next turn's Air Campaign (run by the turn's start, the same roll both ways).
    let table = {
        let mut t = s.clone();
        t.airfields_lost = false;
        engine::games::nato::air::campaign::air_campaign(&mut t);
        t.air[Side::Nato.seat() as usize].tap
    };
    let mut cut = s.clone();
    engine::games::nato::air::campaign::air_campaign(&mut cut);
    let got = cut.air[Side::Nato.seat() as usize].tap;
    assert!(table > 2, "the roll gives NATO {table} tactical points: too few to show the cut");
    assert_eq!(got, table - 1, "one fewer");
    // Never below 2 ([23.1.2]).
    let mut low = s.clone();
    low.chance.script.dice.push(1);
    engine::games::nato::air::campaign::air_campaign(&mut low);
    let mut low_table = s.clone();
    low_table.airfields_lost = false;
    low_table.chance.script.dice.push(1);
    engine::games::nato::air::campaign::air_campaign(&mut low_table);
    let (l, lt) = (low.air[Side::Nato.seat() as usize].tap, low_table.air[Side::Nato.seat() as usize].tap);
    assert_eq!(l, lt.saturating_sub(1).max(lt.min(2)), "a roll of 1: {lt} on the table");
    // Restored, the Netherlands do not bring the point back.
    let mut r = s.clone();
    r.steps.clear();
    retake(&mut r, usize::MAX);
    turn_end(&mut r);
    assert!(!r.surrendered("nl") && r.airfields_lost);
    assert!(!both_surrender(restoration::RULES - 1).airfields_lost, "rules 12");
}
