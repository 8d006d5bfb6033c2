//! Landings without amphibious shipping points: Japanese organic naval transport (EotS 8.46, the
//! example of L996) and barges (8.47), on the main sheet.

use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::battle::retreat::{self, OffensiveRetreat};
use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::data::{City, Side};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::offensive::movement::moves::{self, Phase};
use engine::games::empire_of_the_sun::offensive::movement::transport;
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{idx, seat_of, Active, Intel, Loc, Mode, Offensive, Play, Sheet, State, UnitId};
use engine::games::empire_of_the_sun::supply;
use engine::kit::hex::Hex;
use engine::Game;

const J: Side = Side::Japanese;

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

/// A Japanese offensive on the main sheet with a card of `ops` operations; `units` are placed and
/// activated where they stand.
fn offensive(ops: u8, units: &[(&str, &str)]) -> (State, Vec<UnitId>) {
    let mut s = State::empty(builtin_data(), Sheet::Main, 1);
    s.tracks.turn = 1;
    let homes: Vec<Hex> = s.sheet_map().hexes.iter().filter(|(_, d)| d.city == City::JapanHome).map(|(h, _)| *h).collect();
    for h in homes {
        s.set_control(h, J);
    }
    let card = s.data().cards.iter().find(|c| c.side == J && c.ops == ops).unwrap().number;
    let mut ids = vec![];
    let mut active = vec![];
    for (key, at) in units {
        let u = s.unit_id(key).unwrap_or_else(|| panic!("no unit {key}"));
        s.place(u, Loc::Hex(hex(at)), false);
        s.set_control(hex(at), J);
        ids.push(u);
        active.push(Active { unit: u, from: hex(at), mode: None, entered_from: None, paren_range: false, battle: None, covers: None });
    }
    *s.offensive = Some(Offensive { active, intel: Intel::Intercept, ..Offensive::new(J, card, Play::Oc) });
    (s, ids)
}

fn landings(s: &State, u: UnitId) -> Vec<Hex> {
    let sup = supply::compute_fresh(s);
    moves::destinations(s, &sup, J, u, Phase::Offensive).into_iter().filter(|(m, _)| *m == Mode::Amphibious).map(|(_, r)| r.hex).collect()
}

fn land(s: &mut State, u: UnitId, to: Hex) {
    s.steps = vec![Step::Move(steps::Move { selected: vec![u] })];
    EmpireOfTheSun::apply(s, seat_of(J), &Action::MoveTo { mode: Mode::Amphibious, hex: to }).unwrap();
}

/// T15 (L996), EotS 8.46: the cruiser Aoba and the SS brigade both start at Truk; Aoba sails to Rabaul and
/// carries the brigade there: an amphibious assault costing no ASP. Without ASPs the brigade has no landing
/// before its ship is there; a ship carries one brigade; if the ship is sunk before the ground combat the
/// brigade goes down with it.
#[test]
fn t15_organic_transport() {
    let (mut s, ids) = offensive(2, &[("jp-ca-aoba", "4017"), ("jp-ss-bde", "4017"), ("jp-3-sn-bde", "4017")]);
    let (aoba, ss, sn) = (ids[0], ids[1], ids[2]);
    s.tracks.asp = [0, 0];
    let rabaul = hex("4021");
    assert!(landings(&s, ss).is_empty(), "no ASP, no ship there yet");
    // Aoba sails to Rabaul.
    s.place(aoba, Loc::Hex(rabaul), false);
    s.offensive.as_mut().unwrap().active[0].mode = Some(Mode::Naval);
    assert_eq!(landings(&s, ss), vec![rabaul], "only where the ship is");
    land(&mut s, ss, rabaul);
    assert_eq!(s.unit(ss).loc, Loc::Hex(rabaul));
    assert_eq!(s.tracks.asp_used[idx(J)], 0, "0 ASP");
    assert_eq!(s.offensive.as_ref().unwrap().organic, vec![(ss, aoba)]);
    assert!(landings(&s, sn).is_empty(), "one brigade per ship");
    // 8.46: the ship eliminated before the ground combat takes the brigade with it.
    s.place(aoba, Loc::Eliminated, false);
    transport::sink_carried(&mut s, rabaul);
    assert_eq!(s.unit(ss).loc, Loc::Eliminated);
}

/// 8.46: only the five organic-transport brigades ride free; an army pays its ASPs.
#[test]
fn only_the_brigades_ride_free() {
    let (mut s, ids) = offensive(2, &[("jp-ca-aoba", "4017"), ("jp-17-army", "4017")]);
    s.tracks.asp = [0, 0];
    s.place(ids[0], Loc::Hex(hex("4021")), false);
    s.offensive.as_mut().unwrap().active[0].mode = Some(Mode::Naval);
    assert!(landings(&s, ids[1]).is_empty());
}

/// 8.47: with the Barges and a 3-OC card, one ground unit of any size (the 18th Army has no amphibious
/// capability) lands across one sea hexside at no ASP cost, once per offensive; a barge landing forced to
/// retreat goes back where it came from. Not with a smaller card.
#[test]
fn barges() {
    let (mut s, ids) = offensive(3, &[("jp-18-army", "3822"), ("jp-19-army", "3822")]);
    s.tracks.asp = [0, 0];
    s.tracks.barges = true;
    let (a, b) = (ids[0], ids[1]);
    let geo = s.geo().clone();
    let to = landings(&s, a);
    assert!(!to.is_empty(), "a barge landing from Lae");
    for &h in &to {
        let side = geo.side(geo.ix(hex("3822")), geo.ix(h)).expect("adjacent");
        assert!(side.sea, "{h}: across a sea hexside");
    }
    land(&mut s, a, to[0]);
    assert_eq!(s.tracks.asp_used[idx(J)], 0);
    assert_eq!(s.offensive.as_ref().unwrap().barge, Some(a));
    assert!(landings(&s, b).is_empty(), "one barge landing per offensive");
    assert_eq!(retreat::offensive_retreat(&s, a), OffensiveRetreat::To(hex("3822")));
    let (mut s, ids) = offensive(2, &[("jp-18-army", "3822")]);
    s.tracks.asp = [0, 0];
    s.tracks.barges = true;
    assert!(landings(&s, ids[0]).is_empty(), "a 2-OC card carries no barge");
}
