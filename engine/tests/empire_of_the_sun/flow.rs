//! Empire of the Sun through the engine contract: the South Pacific's opening (17.10.5 D: the Allies may
//! open with Operation Watchtower, their Future Offensive, as an event; 7.29A), the event's HQ families
//! (5.31) and the activations (7.21: the HQ's efficiency plus the card's logistics value).

use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::events;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::steps::Step;
use engine::games::empire_of_the_sun::state::{seat_of, Play, State};
use engine::record::Header;
use engine::Game;

fn start(seed: u64) -> State {
    let h = Header { game: "empire-of-the-sun".into(), rules: 5, scenario: "south_pacific".into(), seed, ..Default::default() };
    EmpireOfTheSun::setup(&h, EmpireOfTheSun::builtin_data()).unwrap()
}

#[test]
fn the_allies_may_open_with_watchtower() {
    let mut s = start(1);
    let p = EmpireOfTheSun::prompt(&s);
    assert_eq!(p.seat, Some(seat_of(Side::Allied)));
    assert_eq!(p.id, "eots.initiative");
    assert_eq!(p.actions, vec![Action::Future { play: Play::Ec }, Action::Done]);
    EmpireOfTheSun::apply(&mut s, seat_of(Side::Allied), &Action::Future { play: Play::Ec }).unwrap();
    assert!(s.log.iter().any(|e| e.id == "eots.future_played"));
    let o = (*s.offensive).clone().expect("Watchtower's offensive");
    assert_eq!((o.side, o.card, o.play), (Side::Allied, 13, Play::Ec));
    // 7.21, 5.31: the HQs offered are those the event names.
    let p = EmpireOfTheSun::prompt(&s);
    assert_eq!(p.id, "eots.choose_hq");
    let hqs: Vec<u16> = p.actions.iter().filter_map(|a| if let Action::Hq { unit } = a { Some(*unit) } else { None }).collect();
    assert!(!hqs.is_empty(), "an Allied HQ may activate for Watchtower");
    for &q in &hqs {
        assert!(events::hq_may_activate(&s, Side::Allied, 13, q), "{}", s.unit_data(q).key);
    }
    let q = hqs[0];
    EmpireOfTheSun::apply(&mut s, seat_of(Side::Allied), &Action::Hq { unit: q }).unwrap();
    let o = (*s.offensive).clone().unwrap();
    let card = s.data().card(Side::Allied, 13).unwrap().clone();
    assert_eq!(o.hq, Some(q));
    assert!(o.activations >= card.logistics.unwrap_or(card.ops), "efficiency + logistics: {}", o.activations);
    assert!(matches!(s.steps.last(), Some(Step::Activate)));
}

/// Declining: Japan, with more cards, plays first (4.21).
#[test]
fn declining_the_initiative_gives_japan_the_first_round() {
    let mut s = start(2);
    EmpireOfTheSun::apply(&mut s, seat_of(Side::Allied), &Action::Done).unwrap();
    let p = EmpireOfTheSun::prompt(&s);
    assert_eq!(p.id, "eots.round");
    assert_eq!(p.seat, Some(seat_of(Side::Japanese)));
    assert!(p.actions.iter().any(|a| matches!(a, Action::Oc { .. })));
    // An illegal action is refused and changes nothing.
    let before = s.clone();
    assert!(EmpireOfTheSun::apply(&mut s, seat_of(Side::Allied), &Action::Pass).is_err());
    assert!(s == before);
}
