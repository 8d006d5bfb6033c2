//! Rail from the boxes off the map (rules version 5): rail reinforcements ([13.6], [33.2.3]), rail from the
//! Strategic Reserve Box ([13.7]) and from a sector's box ([13.8]), each read both ways. The seed has no
//! worked example of these cases (digest §6).

use engine::games::nato::actions::Action;
use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::games::nato::movement::entry_hexes;
use engine::games::nato::rail::{self, Train};
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::games::nato::turn;
use engine::Game;

use super::common::state;

fn actions(s: &State) -> Vec<Action> {
    Nato::prompt(s).actions
}

/// A rules-5 state on `turn` in `side`'s Rail Movement Segment with its Ground Movement to follow.
fn segment(mut s: State, side: Side, turn: u8) -> State {
    s.rules = rail::BOXES;
    s.turn = turn;
    s.player = side;
    s.steps = vec![Step::Movement(side), Step::Rail(side)];
    s
}

/// Puts a unit (by key) in an off-map place, full strength, with a Train marker or none.
fn off_map(s: &mut State, key: &str, loc: Loc, train: Option<Train>) -> UnitId {
    let u = s.data().unit(key).unwrap() as UnitId;
    let steps = s.data().types[s.data().units[u as usize].ty].steps;
    let us = &mut s.units[u as usize];
    us.loc = loc;
    us.steps = steps;
    us.train = train;
    u
}

/// The Long Fortnight's set-up under a rules version.
fn long_fortnight(rules: u32) -> State {
    let header = engine::record::Header { game: "nato".into(), rules, scenario: "long_fortnight".into(), seed: 3, ..Default::default() };
    Nato::setup(&header, Nato::builtin_data()).unwrap()
}

/// [13.6], [33.2.3], [13.3]: the Belorussian Front's rail reinforcements (entry "RR", turn 4) arrive in a
/// friendly sector's box already Entrained, as far as the Pact's 8-step rail capacity goes; the rest arrive
/// detrained. Under rules 4 they all wait at the edge with no marker (decision E3).
#[test]
fn rail_reinforcements_arrive_entrained_within_the_capacity() {
    for rules in [4, 5] {
        let mut s = long_fortnight(rules);
        s.turn = 4;
        turn::reinforcements(&mut s);
        let rr: Vec<UnitId> = ["su-baf-1-mrd", "su-baf-40-td", "su-baf-26-td", "su-baf-18-mrd", "su-baf-3-mrd", "su-baf-1-td"]
            .iter()
            .map(|k| s.data().unit(k).unwrap() as UnitId)
            .collect();
        for &u in &rr {
            assert_eq!(s.units[u as usize].loc, Loc::Box(0), "{} arrives in a box", s.key(u));
        }
        let entrained = rr.iter().filter(|&&u| s.units[u as usize].train == Some(Train::Entrained)).count();
        if rules == 4 {
            assert_eq!(entrained, 0);
        } else {
            assert!(entrained >= 1, "rail reinforcements arrive Entrained");
            assert!(rail::entrained_steps(&s, Side::Wp) <= rail::capacity(Side::Wp), "and count against the capacity");
            assert!(entrained < rr.len(), "six divisions are 12 steps: beyond 8 they arrive detrained");
        }
    }
}

/// [13.6]: an Entrained unit in a box rails onto the map in the Rail segment, through an edge hex of a
/// friendly sector (the Pact's 3–5), that hex being the first of its 20; it may instead detrain and enter
/// by ground ([33.2.3]). Under rules 4 a unit in a box has no rail choice.
#[test]
fn a_rail_reinforcement_rails_onto_the_map() {
    let mut s = segment(state(), Side::Wp, 4);
    let u = off_map(&mut s, "su-baf-1-mrd", Loc::Box(0), Some(Train::Entrained));
    let acts = actions(&s);
    assert!(acts.contains(&Action::Select(u)) && acts.contains(&Action::Detrain(u)));
    let mut old = s.clone();
    old.rules = rail::RULES;
    assert!(actions(&old).iter().all(|a| !matches!(a, Action::Select(v) | Action::Detrain(v) if *v == u)), "rules 4: none");

    let edge = entry_hexes(&s, Side::Wp, 0);
    let dests = rail::destinations(&s, u);
    assert!(!dests.is_empty());
    for d in &dests {
        assert!(edge.contains(&d.path[0]), "enters through a friendly sector's edge hex");
        assert_eq!(d.cost as usize, d.path.len(), "the edge hex is the first hex of the move");
        assert!(d.cost <= rail::RANGE);
    }
    let far = dests.iter().max_by_key(|d| d.cost).unwrap().clone();
    assert!(far.cost > s.values(u).2 as u32, "farther than its MA on the ground");
    Nato::apply(&mut s, 0, &Action::Select(u)).unwrap();
    Nato::apply(&mut s, 0, &Action::MoveTo(far.hex)).unwrap();
    assert_eq!(s.hex_of(u), Some(far.hex));
    assert_eq!(s.units[u as usize].train, Some(Train::Entrained));

    // Or it detrains in the box and enters by ground in the Ground Movement Segment.
    let mut t = segment(state(), Side::Wp, 4);
    let u = off_map(&mut t, "su-baf-1-mrd", Loc::Box(0), Some(Train::Entrained));
    Nato::apply(&mut t, 0, &Action::Detrain(u)).unwrap();
    Nato::apply(&mut t, 0, &Action::Done).unwrap();
    assert!(actions(&t).contains(&Action::Select(u)), "it walks in");
}

/// [13.8]: a ground reinforcement in its sector's box may take an Entraining marker instead of entering;
/// it then stays in the box this turn, and in the next turn's segment flips and rails in through its own
/// sector's edge only, not another friendly sector's.
#[test]
fn a_sector_box_unit_entrains_and_rails_in_through_its_sector() {
    let mut s = segment(state(), Side::Nato, 3);
    let u = off_map(&mut s, "nl-53", Loc::Box(1), None);
    assert!(actions(&s).contains(&Action::Entrain(u)));
    Nato::apply(&mut s, 1, &Action::Entrain(u)).unwrap();
    assert_eq!(s.units[u as usize].train, Some(Train::Entraining(3)));
    assert!(!actions(&s).contains(&Action::Entrain(u)), "no flip in the same turn");
    Nato::apply(&mut s, 1, &Action::Done).unwrap();
    assert!(!actions(&s).contains(&Action::Select(u)), "it does not enter by ground this turn");
    // The marker survives the turn in the box.
    rail::lose_markers(&mut s);
    assert_eq!(s.units[u as usize].train, Some(Train::Entraining(3)));

    let mut s = segment(s, Side::Nato, 4);
    s.units[u as usize].moved = false;
    Nato::apply(&mut s, 1, &Action::Entrain(u)).unwrap();
    assert_eq!(s.units[u as usize].train, Some(Train::Entrained));
    let own = entry_hexes(&s, Side::Nato, 1);
    let other: Vec<_> = entry_hexes(&s, Side::Nato, 0).into_iter().filter(|h| !own.contains(h)).collect();
    assert!(!other.is_empty(), "NATO has a second sector");
    let dests = rail::destinations(&s, u);
    assert!(!dests.is_empty());
    assert!(dests.iter().all(|d| own.contains(&d.path[0])), "only through sector 1's edge");
}

/// [13.7.1]: from the Strategic Reserve Box, three turns: one to entrain, one to flip and rail to a sector's
/// box, one to rail onto the map (or detrain and walk). Rules 5 keep the SRB's units apart; rules 4 put
/// them at the edge.
#[test]
fn from_the_strategic_reserve_three_turns() {
    for (rules, place) in [(4, Loc::Box(0)), (5, Loc::Srb)] {
        // The set-up has run turn 1's reinforcements: the SRB's turn-1 units have arrived.
        let s = long_fortnight(rules);
        assert_eq!(s.units[s.data().unit("su-138-tk").unwrap()].loc, place, "rules {rules}");
    }

    let mut s = segment(state(), Side::Wp, 2);
    let u = off_map(&mut s, "su-138-tk", Loc::Srb, None);
    // Turn 2: entrain.
    Nato::apply(&mut s, 0, &Action::Entrain(u)).unwrap();
    assert!(!actions(&s).contains(&Action::RailToBox(u)) && !actions(&s).contains(&Action::Select(u)), "no rail yet");
    // Turn 3: flip and rail to a box; nothing more this turn.
    let mut s = segment(s, Side::Wp, 3);
    s.units[u as usize].moved = false;
    assert!(!actions(&s).contains(&Action::RailToBox(u)), "Entraining: flip first");
    Nato::apply(&mut s, 0, &Action::Entrain(u)).unwrap();
    assert!(actions(&s).contains(&Action::RailToBox(u)));
    assert!(!actions(&s).contains(&Action::Select(u)), "the SRB has no edge: it rails to a box, not onto the map");
    Nato::apply(&mut s, 0, &Action::RailToBox(u)).unwrap();
    assert_eq!(s.units[u as usize].loc, Loc::Box(0));
    assert!(!actions(&s).contains(&Action::Select(u)), "onto the map only in a later player turn");
    rail::lose_markers(&mut s);
    assert_eq!(s.units[u as usize].train, Some(Train::Entrained), "the marker stays in the box");
    // Turn 4: onto the map.
    let mut s = segment(s, Side::Wp, 4);
    s.units[u as usize].moved = false;
    assert!(actions(&s).contains(&Action::Select(u)));
    Nato::apply(&mut s, 0, &Action::Select(u)).unwrap();
    let d = rail::destinations(&s, u).into_iter().next().unwrap();
    Nato::apply(&mut s, 0, &Action::MoveTo(d.hex)).unwrap();
    assert_eq!(s.hex_of(u), Some(d.hex));
}

/// Rules version 5 changes where scheduled SRB and rail entries wait; a version 4 record replays as before.
#[test]
fn a_version_4_game_replays_without_the_boxes_rail() {
    let header = |rules| engine::record::Header { game: "nato".into(), rules, scenario: "baltic_gate".into(), seed: 11, ..Default::default() };
    let mut s = Nato::setup(&header(4), Nato::builtin_data()).unwrap();
    let mut record = vec![];
    for _ in 0..400 {
        if Nato::outcome(&s).is_some() {
            break;
        }
        let acts = actions(&s);
        let a = acts[record.len() * 7 % acts.len()].clone();
        assert!(!matches!(a, Action::RailToBox(_)));
        let seat = Nato::prompt(&s).seat.unwrap_or(0);
        Nato::apply(&mut s, seat, &a).unwrap();
        record.push(a);
    }
    assert!(s.units.iter().all(|u| u.loc != Loc::Srb), "rules 4 has no SRB of its own");
    let mut t = Nato::setup(&header(4), Nato::builtin_data()).unwrap();
    for a in &record {
        let seat = Nato::prompt(&t).seat.unwrap_or(0);
        Nato::apply(&mut t, seat, a).unwrap();
    }
    assert_eq!(s, t);
}
