//! The reaction player's moves: ground disengagement (EotS 8.43) and reaction movement (7.26), on
//! positions built on the main sheet.

use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::battle::participants;
use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::data::{City, Side};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::offensive::disengage;
use engine::games::empire_of_the_sun::offensive::movement::moves::{self, Phase};
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{seat_of, Active, Battle, Intel, Loc, Mode, Offensive, Play, Sheet, State, UnitId};
use engine::games::empire_of_the_sun::supply;
use engine::kit::hex::Hex;
use engine::Game;

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

fn put(s: &mut State, key: &str, at: &str, reduced: bool) -> UnitId {
    let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
    s.place(u, Loc::Hex(hex(at)), reduced);
    u
}

fn active(s: &State, u: UnitId, mode: Option<Mode>, from: &str) -> Active {
    let _ = s;
    Active { unit: u, from: hex(from), mode, entered_from: None, paren_range: false, battle: None, covers: None }
}

/// A Japanese 2-OC offensive under way on the main sheet (Japan holding its home cities).
fn offensive(active: Vec<Active>, battles: &[&str]) -> State {
    let mut s = State::empty(builtin_data(), Sheet::Main, 1);
    s.tracks.turn = 3;
    let homes: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.city == City::JapanHome).map(|(h, _)| *h).collect();
    for h in homes {
        s.set_control(h, J);
    }
    let card = s.data().cards.iter().find(|c| c.side == J && c.ops == 2).unwrap().number;
    *s.offensive = Some(Offensive {
        active,
        battles: battles.iter().map(|b| Battle { hex: hex(b), special: false, defended_before_landing: false, resolved: false }).collect(),
        intel: Intel::Intercept,
        ..Offensive::new(J, card, Play::Oc)
    });
    s
}

/// EotS 8.43: the reduced 33rd Army (attack 9) has just entered Mandalay from 2107 by ground movement; the
/// US I Corps there (full strength, stronger: its attack is above 9) may disengage to an adjacent hex that
/// is not 2107 and holds no Japanese unit, whatever its cost; Mandalay, left empty, passes to Japan (6.5).
#[test]
fn disengagement() {
    let mut s = offensive(vec![], &[]);
    let jp = put(&mut s, "jp-33-army", "2106", true);
    let blocker = put(&mut s, "jp-15-army", "2206", false);
    let corps = put(&mut s, "us-i-corps", "2106", false);
    assert!(s.attack(corps) > s.attack(jp), "the corps is the stronger");
    let mut a = active(&s, jp, Some(Mode::Ground), "2107");
    a.entered_from = Some(hex("2107"));
    s.offensive.as_mut().unwrap().active.push(a);
    let step = disengage::after_entry(&s, jp, Some(hex("2107"))).expect("the corps may disengage");
    assert_eq!(step, Step::Disengage(steps::Disengage { hex: hex("2106"), from: Some(hex("2107")) }));
    let choices = disengage::choices(&s, hex("2106"), Some(hex("2107")));
    assert!(!choices.is_empty());
    let geo = s.geo();
    for &(u, to) in &choices {
        assert_eq!(u, corps);
        assert_ne!(to, hex("2107"), "not where the enemy came from");
        assert_ne!(to, hex("2206"), "not into an enemy-held hex ({})", s.unit_data(blocker).key);
        let side = geo.side(geo.ix(hex("2106")), geo.ix(to)).expect("adjacent");
        assert!(side.land);
    }
    // Through the step machine: the Allies are asked; they disengage.
    s.steps = vec![step];
    let p = EmpireOfTheSun::prompt(&s);
    assert_eq!((p.seat, p.id), (Some(seat_of(A)), "eots.disengage"));
    assert!(p.actions.contains(&Action::Done));
    let (u, to) = choices[0];
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::Disengage { unit: u, hex: to }).unwrap();
    assert_eq!(s.unit(corps).loc, Loc::Hex(to));
    assert_eq!(s.controller(hex("2106")), Some(J), "Mandalay left to the Japanese");
    assert!(s.log.iter().any(|e| e.id == "eots.disengaged"));
}

/// 8.43: not when the reaction units are not stronger (equal is not enough), and never for an entry by
/// naval units alone.
#[test]
fn no_disengagement_when_not_stronger() {
    let mut s = offensive(vec![], &[]);
    let jp = put(&mut s, "jp-33-army", "2106", true);
    put(&mut s, "us-i-corps", "2106", true);
    s.units[jp as usize].reduced = false; // 18 against the reduced corps
    assert!(disengage::after_entry(&s, jp, Some(hex("2107"))).is_none());
    let mut s = offensive(vec![], &[]);
    let jp = put(&mut s, "jp-33-army", "2106", true); // 9
    let hq = s.unit_id("us-swpac-hq").unwrap();
    s.place(hq, Loc::Hex(hex("2106")), false);
    assert!(disengage::after_entry(&s, jp, Some(hex("2107"))).is_none(), "an HQ alone never disengages (6.1)");
    let mut s = offensive(vec![], &[]);
    let ca = put(&mut s, "jp-ca-mogami", "2008", false);
    put(&mut s, "us-i-corps", "2008", true);
    assert!(disengage::after_entry(&s, ca, None).is_none());
}

/// 7.26: every reacting unit must be able to take part in a declared battle (at Port Moresby 3823): a
/// cruiser only by entering it; a carrier by ending within its air range of it (9.11); an air unit at an
/// airfield within its range.
#[test]
fn reaction_moves_end_where_the_unit_can_fight() {
    let mut s = offensive(vec![], &["3823"]);
    let ca = put(&mut s, "us-ca-northampton", "4828", false);
    let cv = put(&mut s, "us-cv-enterprise", "4828", false);
    let air = put(&mut s, "us-5af", "3626", false);
    for u in [ca, cv, air] {
        let from = s.unit(u).loc.hex().unwrap().id();
        let a = active(&s, u, None, &from);
        s.offensive.as_mut().unwrap().reaction.active.push(a);
    }
    let sup = supply::compute_fresh(&s);
    let battle = hex("3823");
    let ca_to: Vec<Hex> = moves::destinations(&s, &sup, A, ca, Phase::Reaction).into_iter().map(|(_, r)| r.hex).collect();
    assert!(ca_to.iter().all(|&h| h == battle), "{ca_to:?}");
    let cv_to: Vec<Hex> = moves::destinations(&s, &sup, A, cv, Phase::Reaction).into_iter().map(|(_, r)| r.hex).collect();
    assert!(cv_to.iter().any(|&h| h != battle), "a carrier may stay out of the hex: {cv_to:?}");
    for &h in &cv_to {
        assert!(h.distance(battle) <= 2, "{h}");
    }
    let air_to: Vec<Hex> = moves::destinations(&s, &sup, A, air, Phase::Reaction).into_iter().map(|(_, r)| r.hex).collect();
    for &h in &air_to {
        assert!(!matches!(participants::reach_from(&s, air, h, battle), participants::Reach::Out), "{h}");
    }
    assert!(moves::can_reach_a_battle(&s, &sup, cv));
}

/// 7.26, 7.24: after the reaction moves, each reacting air unit or carrier outside the battle hexes picks
/// the battle it joins (the reaction player is asked), and then fights there.
#[test]
fn reacting_air_units_join_a_battle() {
    let mut s = offensive(vec![], &["3823"]);
    let jp = put(&mut s, "jp-ca-mogami", "3823", false);
    let _ = jp;
    let air = put(&mut s, "us-5af", "3626", false);
    let a = active(&s, air, Some(Mode::Air), "3626");
    s.offensive.as_mut().unwrap().reaction.active.push(a);
    s.steps = vec![Step::ReactionMove(steps::ReactionMove { selected: vec![] })];
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::Done).unwrap();
    assert_eq!(s.steps.last(), Some(&Step::Assign(steps::Assign { unit: air })));
    let p = EmpireOfTheSun::prompt(&s);
    assert_eq!(p.seat, Some(seat_of(A)));
    assert!(p.actions.contains(&Action::Assign { unit: air, hex: hex("3823") }));
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::Assign { unit: air, hex: hex("3823") }).unwrap();
    let f = participants::muster(&s, hex("3823"));
    assert!(f.members.iter().any(|m| m.unit == air && m.side == A), "{:?}", f.members);
}
