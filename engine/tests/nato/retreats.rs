//! Retreats and the advance read both ways: steps given up for hexes and who picks them ([25.7]), the net
//! retreat's length and its exception ([25.7.3]), where a unit may not go and the priorities ([25.7.4],
//! [25.7.4.1], [25.7.4.2]), the direction of the rear ([25.7.5]); the advance only into an emptied hex,
//! one mode a battle ([25.8]), consolidation within stacking ([25.8.1]), units that may not exploit
//! ([25.8.2.2]), enemy zones ignored ([25.8.3]); the Breakthrough zone ([25.9]).

use engine::games::nato::actions::Action;
use engine::games::nato::combat::exploits;
use engine::games::nato::combat::retreat::options;
use engine::games::nato::data::{hex_name, row_hex, HexId, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{State, UnitId};
use engine::games::nato::zoc::in_ezoc;
use engine::{Arg, Game};

use super::combat_results::{play, rolled};
use super::common::{hex, open_country, ring, set_terrain, state_with};

/// Takes the defender's losses (the attacker's first pick) until the advance is offered.
fn to_advance(s: &mut State) {
    for _ in 0..10 {
        let p = Nato::prompt(s);
        if p.id == "nato.advance" {
            return;
        }
        let hit = p.actions.iter().find(|a| matches!(a, Action::Hit(_))).cloned().unwrap_or_else(|| panic!("{p:?}"));
        Nato::apply(s, p.seat.unwrap(), &hit).unwrap();
    }
    panic!("no advance");
}

/// Shuts the hexside between two hexes (a blocked hexside: no retreat across it).
fn shut(d: &mut engine::games::nato::data::NatoData, a: &str, b: &str) {
    let (a, b) = (hex(a), hex(b));
    d.sides.get_mut(&(a.min(b), a.max(b))).expect("neighbours").crossing = engine::games::nato::data::Crossing::Blocked;
}

/// Every hex within 2 of 3318 clear, no river between any two of them; turn 2. `edit` changes the pack
/// after.
fn open2(edit: impl FnOnce(&mut engine::games::nato::data::NatoData)) -> State {
    let near: Vec<String> = GRID.within(row_hex(hex("3318")), 2).into_iter().map(|h| h.id()).collect();
    let mut s = state_with(|d| {
        open_country(d, &near);
        edit(d);
    });
    s.turn = 2;
    s
}

fn col(h: HexId) -> i32 {
    row_hex(h).col
}

fn dist(s: &State, a: HexId, b: HexId) -> u32 {
    s.data().distance(a, b)
}

/// A neighbour of 3318 one column to NATO's rear (west: the columns are numbered westward).
fn rear_neighbour() -> String {
    ring("3318").into_iter().find(|h| col(hex(h)) == col(hex("3318")) + 1).expect("a western neighbour")
}

/// [25.7]: each hex of the retreat may be paid with a step instead, picked by the defender (the attacker
/// picks the D# losses), within [25.6.3]'s order — a brigade before the corps HQ; R2 less one step is a
/// one-hex retreat.
#[test]
fn the_defender_gives_up_steps_for_hexes() {
    let mut s = open2(|_| {});
    let r = ring("3318");
    let uk7 = s.place("uk-7-83", "3318");
    let uk12 = s.place("uk-12-83", "3318");
    let hq = s.place("uk1-hq", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    rolled(&mut s, Side::Wp, vec![a], "-/R2");
    let p = Nato::prompt(&s);
    assert_eq!((p.id, p.seat), ("nato.retreat_reduce", Some(Side::Nato.seat())), "the defender decides");
    assert!(p.actions.contains(&Action::Sacrifice(uk7)) && p.actions.contains(&Action::Sacrifice(uk12)));
    assert!(!p.actions.contains(&Action::Sacrifice(hq)), "the HQ's step only after the brigades': {:?}", p.actions);
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Sacrifice(uk7)).unwrap();
    assert_eq!(s.battle.as_ref().unwrap().retreat, 1, "R2 becomes R1");
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Retreat).unwrap();
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.retreat");
    assert_eq!(p.args[1], Arg::Num(1), "the net retreat is one hex");
    for act in p.actions {
        let Action::RetreatTo(_, h) = act else { panic!("{act:?}") };
        assert_eq!(dist(&s, h, hex("3318")), 1);
    }
}

/// [25.7.3]: the net retreat is that many hexes from the target: R2 in the open ends 2 hexes away, never 1;
/// the exception — a first hex holding a friendly unit, or of terrain that shortens retreats — ends it
/// there. Each unit retreats on its own and may end elsewhere than the other.
#[test]
fn a_retreat_goes_its_full_length_unless_the_first_hex_stops_it() {
    let s0 = open2(|_| {});
    let a = hex(&rear_neighbour());
    let mut s = s0.clone();
    let u = s.place("uk-7-83", "3318");
    let all = options(&s, u, hex("3318"), 2);
    assert!(!all.is_empty() && all.iter().all(|o| dist(&s, o.hex, hex("3318")) == 2 && o.loss == 0), "{all:?}");

    let mut s = s0.clone();
    let u = s.place("uk-7-83", "3318");
    s.place("uk-12-83", &hex_name(a));
    assert!(options(&s, u, hex("3318"), 2).iter().any(|o| o.hex == a), "a friendly unit in the first hex ends the retreat there");

    let an = rear_neighbour();
    let mut s = open2(|d| set_terrain(d, &an, "rough"));
    let u = s.place("uk-7-83", "3318");
    assert!(options(&s, u, hex("3318"), 2).iter().any(|o| o.hex == a), "rough terrain in the first hex ends it there");

    // Two brigades, one after the other, each to a hex of its own choosing.
    let mut s = s0.clone();
    let r = ring("3318");
    let b1 = s.place("uk-7-83", "3318");
    let b2 = s.place("uk-12-83", "3318");
    let att = s.place("su-94-mrd", &r[0]);
    rolled(&mut s, Side::Wp, vec![att], "-/R1");
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Retreat).unwrap();
    let first = Nato::prompt(&s);
    let to: Vec<HexId> = first.actions.iter().filter_map(|x| if let Action::RetreatTo(u, h) = x { (*u == b1).then_some(*h) } else { None }).collect();
    assert!(to.len() >= 2, "{:?}", first.actions);
    Nato::apply(&mut s, Side::Nato.seat(), &Action::RetreatTo(b1, to[0])).unwrap();
    let second = Nato::prompt(&s);
    assert!(second.actions.contains(&Action::RetreatTo(b2, to[1])), "the second brigade may end elsewhere: {:?}", second.actions);
    Nato::apply(&mut s, Side::Nato.seat(), &Action::RetreatTo(b2, to[1])).unwrap();
    assert_eq!((s.hex_of(b1), s.hex_of(b2)), (Some(to[0]), Some(to[1])));
}

/// [25.7.4]: never into a hex of enemy units nor prohibited terrain (all sea): ringed by five Pact units
/// and the sea, the brigade's only retreat is the one hex left, though towards the enemy's side; with
/// every hex shut it cannot retreat and pays a step. Among open hexes, one beside an enemy unit comes
/// after one that is not (priority 2), though nearer the rear (priority 4).
#[test]
fn no_retreat_into_enemy_units_or_prohibited_terrain() {
    let r = ring("3318");
    let west = rear_neighbour();
    let east = r.iter().find(|h| col(hex(h)) == col(hex("3318")) - 1).unwrap().clone();
    let sea = r.iter().find(|h| **h != west && **h != east).unwrap().clone();
    let sea2 = sea.clone();
    let mut s = open2(move |d| set_terrain(d, &sea2, "all_sea"));
    let u = s.place("uk-7-83", "3318");
    let pact = ["su-94-mrd", "su-21-mrd", "su-16-td", "su-207-mrd", "su-10-td"];
    let mut k = 0;
    for h in &r {
        if *h != east && *h != sea {
            s.place(pact[k], h);
            k += 1;
        }
    }
    let o = options(&s, u, hex("3318"), 1);
    assert_eq!(o.iter().map(|x| hex_name(x.hex)).collect::<Vec<_>>(), vec![east.clone()], "only the open hex: {o:?}");
    s.place("su-12-td", &east);
    let o = options(&s, u, hex("3318"), 1);
    assert_eq!((o.len(), o[0].hex, o[0].loss), (1, hex("3318"), 1), "nowhere to go: a step instead");

    // Priority 2 before 4: west holds a friendly brigade (the Pact zone there negated) but touches the
    // Pact's division; east touches no enemy unit.
    let far = GRID.neighbours(row_hex(hex(&west))).into_iter().map(|h| h.id()).find(|h| dist(&s, hex(h), hex("3318")) == 2 && dist(&s, hex(h), hex(&east)) >= 2).unwrap();
    let mut s = open2(|_| {});
    let u = s.place("uk-7-83", "3318");
    s.place("uk-12-83", &west);
    s.place("su-94-mrd", &far);
    assert!(in_ezoc(&s, Side::Nato, hex(&west)) && !in_ezoc(&s, Side::Nato, hex(&east)));
    let o = options(&s, u, hex("3318"), 1);
    assert!(!o.is_empty() && o.iter().all(|x| x.hex != hex(&west)), "not beside the enemy while another hex is free: {o:?}");
}

/// [25.7.4.1]: with every open hex in an enemy zone (the Pact's divisions in two opposite ring hexes), the
/// brigade may still retreat into one, at a step for it; a hex whose zone a friendly unit negates costs
/// nothing and is the one offered.
#[test]
fn retreat_into_an_enemy_zone_costs_a_step() {
    let r = ring("3318");
    let mut s = open2(|_| {});
    let u = s.place("uk-7-83", "3318");
    s.place("su-94-mrd", &r[0]);
    s.place("su-21-mrd", &r[1]);
    let o = options(&s, u, hex("3318"), 1);
    assert!(!o.is_empty(), "it may retreat");
    for x in &o {
        assert!(in_ezoc(&s, Side::Nato, x.hex) && x.loss == 1, "{o:?}");
    }
    let mut t = s.clone();
    t.place("uk-12-83", &r[2]);
    let o = options(&t, u, hex("3318"), 1);
    assert_eq!(o.iter().map(|x| (hex_name(x.hex), x.loss)).collect::<Vec<_>>(), vec![(r[2].clone(), 0)]);
}

/// [25.7.4.2]: the priorities give way to save a step: R2 with the rear hex a dead end (blocked beyond it:
/// a step for the hex not retreated) and the way towards the enemy open, the brigade retreats towards the
/// enemy at no loss, not to the rear at a step.
#[test]
fn the_priorities_give_way_to_avoid_a_step_loss() {
    let r = ring("3318");
    let west = rear_neighbour();
    let east = r.iter().find(|h| col(hex(h)) == col(hex("3318")) - 1).unwrap().clone();
    let (w, e) = (west.clone(), east.clone());
    let mut s = open2(move |d| {
        for h in &r {
            if *h != w && *h != e {
                shut(d, h, "3318");
            }
        }
        for n in GRID.neighbours(row_hex(hex(&w))) {
            if GRID.distance(n, row_hex(hex("3318"))) == 2 {
                shut(d, &n.id(), &w);
            }
        }
    });
    let u = s.place("uk-7-83", "3318");
    let o = options(&s, u, hex("3318"), 2);
    assert!(!o.is_empty() && o.iter().all(|x| x.loss == 0 && x.hex != hex(&west) && dist(&s, x.hex, hex(&east)) == 1), "{o:?}");
    assert!(o.iter().all(|x| col(x.hex) < col(hex("3318"))), "towards the enemy's side: {o:?}");
}

/// [25.7.5]: a unit retreats towards its side's rear: NATO's west (the column numbers grow westward), the
/// Pact's east — in the open, every retreat hex offered lies no farther from the rear than the target.
#[test]
fn retreats_go_towards_the_rear() {
    let s0 = open2(|_| {});
    let mut s = s0.clone();
    let u = s.place("uk-7-83", "3318");
    let o = options(&s, u, hex("3318"), 1);
    assert!(o.iter().all(|x| col(x.hex) >= col(hex("3318"))) && o.iter().any(|x| col(x.hex) > col(hex("3318"))), "NATO west: {o:?}");
    let mut s = s0.clone();
    let p = s.place("su-94-mrd", "3318");
    let o = options(&s, p, hex("3318"), 1);
    assert!(o.iter().all(|x| col(x.hex) <= col(hex("3318"))) && o.iter().any(|x| col(x.hex) < col(hex("3318"))), "the Pact east: {o:?}");
}

/// [25.8]: the attacker advances only into a hex the defender left — after -/* the brigade stays and no
/// advance is offered — and by one mode a battle: once a division consolidates, no other exploits.
#[test]
fn the_advance_only_into_an_emptied_hex_and_in_one_mode() {
    let r = ring("3318");
    let mut s = open2(|_| {});
    s.place("uk-7-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    rolled(&mut s, Side::Wp, vec![a], "-/*");
    assert!(s.battle.is_none(), "the battle ended with no advance");
    assert_eq!(s.hex_of(a), Some(hex(&r[0])));

    let mut s = open2(|_| {});
    s.place("uk-7-83", "3318");
    let a = s.place("su-94-mrd", &r[0]);
    let b = s.place("su-16-td", &r[1]);
    s.units[a as usize].steps = 1;
    s.units[b as usize].steps = 1;
    rolled(&mut s, Side::Wp, vec![a, b], "-/D1");
    to_advance(&mut s);
    assert!(exploits(&s).iter().any(|x| x.0 == b), "before the first move the tank division may exploit");
    Nato::apply(&mut s, 0, &Action::Advance(a)).unwrap();
    let p = Nato::prompt(&s);
    assert!(!p.actions.iter().any(|x| matches!(x, Action::Exploit(..))), "consolidation chosen: {:?}", p.actions);
    assert!(p.actions.contains(&Action::Advance(b)));
}

/// [25.8.1]: by consolidation every unit that attacked may advance, up to the 4 maneuver steps of normal
/// stacking: two 2-step divisions enter; the third does not fit.
#[test]
fn consolidation_within_normal_stacking() {
    let r = ring("3318");
    let mut s = open2(|_| {});
    s.place("uk-7-83", "3318");
    let units: Vec<UnitId> = ["su-94-mrd", "su-21-mrd", "su-16-td"].iter().zip(&r).map(|(k, h)| s.place(k, h.as_str())).collect();
    rolled(&mut s, Side::Wp, units.clone(), "-/D1");
    to_advance(&mut s);
    let p = Nato::prompt(&s);
    assert!(units.iter().all(|&u| p.actions.contains(&Action::Advance(u))), "{:?}", p.actions);
    Nato::apply(&mut s, 0, &Action::Advance(units[0])).unwrap();
    Nato::apply(&mut s, 0, &Action::Advance(units[1])).unwrap();
    assert!(!Nato::prompt(&s).actions.contains(&Action::Advance(units[2])), "a fifth and sixth step do not fit");
}

/// [25.8.2.2]: once exploitation is chosen, an attacker that may not exploit (a disrupted division) still
/// enters the target and stops — within the 2-step limit of the hexes exploitation ends in.
#[test]
fn units_that_may_not_exploit_still_enter_the_target() {
    let r = ring("3318");
    let mut s = open2(|_| {});
    s.place("uk-7-83", "3318");
    let hard = s.place("su-16-td", &r[0]);
    let tired = s.place("su-94-mrd", &r[1]);
    s.units[tired as usize].steps = 1;
    s.units[tired as usize].disrupted = true;
    rolled(&mut s, Side::Wp, vec![hard, tired], "-/D1");
    to_advance(&mut s);
    assert!(!exploits(&s).iter().any(|x| x.0 == tired), "the disrupted division does not exploit");
    let beyond = exploits(&s).into_iter().find(|x| x.0 == hard && x.1 != hex("3318")).expect("the tank division exploits beyond").1;
    Nato::apply(&mut s, 0, &Action::Exploit(hard, beyond)).unwrap();
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Advance(tired)), "it enters the target: {:?}", p.actions);
    Nato::apply(&mut s, 0, &Action::Advance(tired)).unwrap();
    assert_eq!(s.hex_of(tired), Some(hex("3318")));
}

/// [25.8.3]: an advance ignores enemy zones: a soft brigade in a NATO zone advances into the emptied
/// target, itself in another NATO unit's zone; it never exploits on.
#[test]
fn the_advance_ignores_enemy_zones() {
    let r = ring("3318");
    let mut s = open2(|_| {});
    s.place("uk-7-83", "3318");
    let soft = s.place("su-83-aslt", &r[0]);
    assert!(!s.class(soft).hard() && s.class(soft).maneuver());
    // A NATO brigade two hexes from 3318's other side, its zone on the target and beside it on r[0].
    let z = GRID.neighbours(row_hex(hex(&r[0]))).into_iter().map(|h| h.id()).find(|h| h != "3318" && dist(&s, hex(h), hex("3318")) == 1).unwrap();
    s.place("uk-12-83", &z);
    assert!(in_ezoc(&s, Side::Wp, hex(&r[0])) && in_ezoc(&s, Side::Wp, hex("3318")));
    rolled(&mut s, Side::Wp, vec![soft], "-/D1");
    to_advance(&mut s);
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Advance(soft)), "{:?}", p.actions);
    assert!(!exploits(&s).iter().any(|x| x.0 == soft));
    play(&mut s, Some(Action::Advance(soft)));
    assert_eq!(s.hex_of(soft), Some(hex("3318")));
}
