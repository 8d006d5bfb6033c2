//! The air ferry ([14.1]) and its interception ([17.0], [17.1.2]), rules version 5: each rule read both
//! ways. The seed's interception example (L2077–2089) is of transport and drops ([16.0]), not written yet.
//! Dice are scripted; airspace comes from the free cities (no unit of either side gives cover here).

use engine::games::nato::actions::Action;
use engine::games::nato::data::Side;
use engine::games::nato::ferry;
use engine::games::nato::game::Nato;
use engine::games::nato::movement::entry_hexes;
use engine::games::nato::rail;
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::Game;

use super::common::{dice, hex, state};

fn actions(s: &State) -> Vec<Action> {
    Nato::prompt(s).actions
}

/// A rules-5 state on turn 3 (the Long Fortnight's interception brackets: NATO's friendly value 3) in
/// NATO's Air and Sea Movement Segment with its Ground Movement to follow.
fn segment() -> State {
    let mut s = state();
    s.rules = rail::BOXES;
    s.turn = 3;
    s.player = Side::Nato;
    s.steps = vec![Step::Movement(Side::Nato), Step::Ferry { side: Side::Nato, passed: vec![], ports: vec![] }];
    s
}

/// NATO's US airborne brigade waiting in the Strategic Reserve Box.
fn in_the_srb(s: &mut State) -> UnitId {
    let u = s.data().unit("us-1-82ab").unwrap() as UnitId;
    s.units[u as usize].loc = Loc::Srb;
    s.units[u as usize].steps = 1;
    u
}

/// [14.1], [33.2.4], [14.1.2]: an airborne unit flies from the SRB, through a friendly sector's edge, to
/// any friendly-controlled city however far, through friendly airspace only; the sea is flown over.
#[test]
fn the_air_ferry_reaches_friendly_cities_only() {
    let mut s = segment();
    let u = in_the_srb(&mut s);
    assert!(actions(&s).contains(&Action::Select(u)));
    let dests = ferry::destinations(&s, u);
    assert!(dests.len() > 3, "{dests:?}");
    let edge = entry_hexes(&s, Side::Nato, 0);
    for d in &dests {
        assert!(s.data().hexes[d.hex as usize].city.is_some() && s.city_controller(d.hex) == Some(Side::Nato), "a friendly city");
        assert!(edge.contains(&d.path[0]), "the flight starts at a friendly sector's edge");
    }
    assert!(dests.iter().any(|d| d.cost > 20), "any length");
    assert!(dests.iter().all(|d| s.city_controller(d.hex) != Some(Side::Wp)));
}

/// [14.1.2]: never into an enemy zone (the destination city beside a Pact unit is dropped) nor through
/// one; [14.1.1] 5a: a unit starting in an enemy zone may not fly even with a friendly unit there.
#[test]
fn enemy_zones_bar_the_air_ferry() {
    let mut s = segment();
    let u = in_the_srb(&mut s);
    let before = ferry::destinations(&s, u);
    let city = before.iter().find(|d| d.cost > 6).unwrap().hex;
    // A Pact division beside the city.
    let next = s.data().neighbours(city).find(|&n| s.playable(n) && s.data().hexes[n as usize].city.is_none()).unwrap();
    let wp = s.place("su-baf-1-mrd", &engine::games::nato::data::hex_name(next));
    assert!(!ferry::destinations(&s, u).iter().any(|d| d.hex == city), "the city in the enemy zone is out");
    // Now the airborne unit stands in that city (with a friendly unit): it may not take off.
    s.units[u as usize].loc = Loc::Hex(city);
    s.place("nl-53", &engine::games::nato::data::hex_name(city));
    assert!(!actions(&s).contains(&Action::Select(u)), "no air ferry out of an enemy zone, negated or not");
    s.units[wp as usize].loc = Loc::Out;
    assert!(actions(&s).contains(&Action::Select(u)), "a city in friendly airspace, no enemy zone: it may");
}

/// [14.1.1]: only airborne and airmobile units ("A" after the MA), not disrupted, not on a train.
#[test]
fn who_may_take_the_air_ferry() {
    let mut s = segment();
    let u = in_the_srb(&mut s);
    let leg = s.data().unit("nl-53").unwrap() as UnitId;
    s.units[leg as usize].loc = Loc::Srb;
    s.units[leg as usize].steps = 1;
    assert!(actions(&s).contains(&Action::Select(u)));
    assert!(!actions(&s).contains(&Action::Select(leg)), "a leg infantry brigade has no air ferry");
    s.units[u as usize].disrupted = true;
    assert!(!actions(&s).contains(&Action::Select(u)));
    s.units[u as usize].disrupted = false;
    s.units[u as usize].train = Some(rail::Train::Entraining(2));
    assert!(!actions(&s).contains(&Action::Select(u)));
}

/// [17.1.2]: on arrival 2d6 against the NATO table's friendly value (3 on turn 3 of the Long Fortnight):
/// 4 and over it arrives, 3 and under the step is lost. It moves no more this phase.
#[test]
fn interception_on_arrival() {
    for (roll, survives) in [([2, 2], true), ([1, 2], false)] {
        let mut s = segment();
        let u = in_the_srb(&mut s);
        let d = ferry::destinations(&s, u)[0].clone();
        Nato::apply(&mut s, 1, &Action::Select(u)).unwrap();
        dice(&mut s, &roll);
        Nato::apply(&mut s, 1, &Action::MoveTo(d.hex)).unwrap();
        if survives {
            assert_eq!(s.hex_of(u), Some(d.hex));
            assert!(!actions(&s).contains(&Action::Select(u)), "it has moved");
        } else {
            assert_eq!(s.units[u as usize].loc, Loc::Dead, "intercepted: the 1-step unit is gone");
        }
    }
}

/// A unit picked and put back may still move on the ground; the Air and Sea Movement Segment is a rules
/// version 5 step (version 4 games have none).
#[test]
fn put_back_and_the_version() {
    let mut s = segment();
    let u = in_the_srb(&mut s);
    Nato::apply(&mut s, 1, &Action::Select(u)).unwrap();
    let mut other = s.clone();
    Nato::apply(&mut s, 1, &Action::Cancel).unwrap();
    assert!(matches!(s.steps.last(), Some(Step::Movement(_))), "not offered twice: nobody else may fly, the segment is over");
    assert!(actions(&s).contains(&Action::Select(u)), "it walks in (decision E3)");
    // With a second airborne unit the segment goes on, without the first.
    let v = other.data().unit("us-2-82ab").unwrap() as UnitId;
    other.units[v as usize].loc = Loc::Srb;
    other.units[v as usize].steps = 1;
    Nato::apply(&mut other, 1, &Action::Cancel).unwrap();
    assert!(matches!(other.steps.last(), Some(Step::Ferry { .. })));
    assert!(!actions(&other).contains(&Action::Select(u)) && actions(&other).contains(&Action::Select(v)));
    let ferries = |rules: u32| {
        let header = engine::record::Header { game: "nato".into(), rules, scenario: "baltic_gate".into(), seed: 7, ..Default::default() };
        let mut t = Nato::setup(&header, Nato::builtin_data()).unwrap();
        t.steps.clear();
        engine::games::nato::turn::push_turn(&mut t);
        t.steps.iter().filter(|st| matches!(st, Step::Ferry { .. })).count()
    };
    assert_eq!(ferries(4), 0);
    assert_eq!(ferries(5), 2);
    let _ = hex("3228");
}

/// [17.1.3] (L2067), [14.0] (L1895: no limit on the units that ferry): a ferried unit shot down takes nothing from the ferry itself: the player may go on
/// ferrying without limit. The 1st Brigade of the 82nd is intercepted (1 + 2 ≤ 3) and lost; the 2nd
/// Brigade, in the SRB beside it, is still offered and still finds the same destinations (read as a
/// transport command lost with it, the ferry would shrink).
#[test]
fn an_interception_leaves_the_ferry_unlimited() {
    let mut s = segment();
    let u = in_the_srb(&mut s);
    let v = s.data().unit("us-2-82ab").unwrap() as UnitId;
    s.units[v as usize].loc = Loc::Srb;
    s.units[v as usize].steps = 1;
    let before = ferry::destinations(&s, v);
    let d = ferry::destinations(&s, u)[0].clone();
    Nato::apply(&mut s, 1, &Action::Select(u)).unwrap();
    dice(&mut s, &[1, 2]);
    Nato::apply(&mut s, 1, &Action::MoveTo(d.hex)).unwrap();
    assert_eq!(s.units[u as usize].loc, Loc::Dead, "intercepted");
    assert!(actions(&s).contains(&Action::Select(v)), "the ferry goes on");
    assert_eq!(ferry::destinations(&s, v), before, "with every destination it had");
}
