//! Airborne drops and amphibious landings on enemy units as assaults (rules version 12): [16.1.3] 4,
//! [16.1.3.1], [16.2.3] 2, [16.2.3.1], [27.1], [27.1.1] and the Baltic Corps HQ's part in one ([16.2.4]).
//! The position is TRN-1's (L2077: the Pact's SRB on GT 1) with the Danish brigade moved onto the hex
//! dropped or landed on. Each rule read both ways; under rules 11 no transport ends on enemy units.

use engine::games::nato::actions::Action;
use engine::games::nato::assault;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::games::nato::transport::{self, Kind, Route, ASSAULT_RULES};

use super::common::{hex, state};
use super::transport::{answer, unit};


/// The Pact's Air and Sea Movement Segment of GT 1 under `rules`, the Baltic Corps and the 7th Guards
/// Airborne's regiments in the SRB, the transport commands on their display, the Danish 1st Zealand
/// Brigade in `dane`.
fn segment(rules: u32, dane: &str) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 1;
    s.player = Side::Wp;
    for u in 0..s.units.len() {
        let d = &s.data().units[u];
        if d.airlift || d.sealift {
            s.units[u].loc = Loc::Transport;
        }
    }
    s.steps = vec![Step::Movement(Side::Wp), Step::Ferry { side: Side::Wp, passed: vec![], ports: vec![] }];
    for key in ["pl-7-mar", "su-336-nav", "bc-hq", "su-97-abn", "su-108-abn"] {
        let u = unit(&s, key);
        s.units[u as usize].loc = Loc::Srb;
        s.units[u as usize].active = 1;
    }
    let z1 = unit(&s, "dk-z1");
    s.units[z1 as usize].loc = Loc::Hex(hex(dane));
    s
}

fn route(s: &State, u: UnitId, h: HexId, sea: bool) -> Option<Route> {
    let r = if sea { transport::sea_routes(s, u) } else { transport::air_routes(s, u) };
    r.into_iter().find(|r| r.hex == h)
}

fn fly_by(s: &mut State, u: UnitId, a: Action) {
    answer(s, Action::Select(u));
    answer(s, a);
}

/// A coastal hex near 1410 with no city, where the Baltic Corps could land (found with the Dane away).
fn beach() -> HexId {
    let s = segment(ASSAULT_RULES, "1411");
    let pl7 = unit(&s, "pl-7-mar");
    transport::sea_routes(&s, pl7)
        .into_iter()
        .find(|r| r.kind == Kind::Landing && s.data().distance(r.hex, hex("1410")) <= 2 && s.data().hexes[r.hex as usize].city.is_none())
        .expect("a beach near 1410")
        .hex
}

/// [16.1.3] 4, [16.1.3.1], [27.1]: the 97th Guards may drop on the Danish brigade in 1410 (clear, L2079):
/// an assault — the hex takes the Pact's Battle marker and must be attacked this player turn. Under rules
/// 11 a drop never ended on enemy units.
#[test]
fn a_drop_on_enemy_units_begins_an_assault() {
    assert!(route(&segment(ASSAULT_RULES - 1, "1410"), unit(&state(), "su-97-abn"), hex("1410"), false).is_none(), "rules 11");
    let mut s = segment(ASSAULT_RULES, "1410");
    let r97 = unit(&s, "su-97-abn");
    let drop = route(&s, r97, hex("1410"), false).expect("a drop on the Danes");
    assert_eq!((drop.kind, drop.ezoc), (Kind::Drop, true), "−1 on the interception roll in their zone");
    fly_by(&mut s, r97, Action::Airlift(hex("1410")));
    assert!(assault::assaulting(&s, r97));
    assert!(s.marked.contains(&hex("1410")), "the Pact's Battle marker");
    assert_eq!(assault::must_attack(&s, Side::Wp), vec![hex("1410")]);
    assert!(s.log.to_vec().iter().any(|e| e.id == "nato.assault_landed"));
}

/// [27.1]: never an assault on a hex with a city: Copenhagen (1310) with the Dane in it is no drop or landing
/// destination; an airlift (no airborne symbol) never assaults.
#[test]
fn no_assault_on_a_city_nor_by_airlift() {
    let s = segment(ASSAULT_RULES, "1310");
    assert!(route(&s, unit(&s, "su-97-abn"), hex("1310"), false).is_none());
    assert!(route(&s, unit(&s, "pl-7-mar"), hex("1310"), true).is_none());
    let s = segment(ASSAULT_RULES, "1410");
    let airmobile = (0..s.data().units.len() as UnitId)
        .find(|&u| s.side(u) == Side::Wp && s.ty(u).airborne && !s.ty(u).parachute)
        .expect("an airmobile unit");
    assert!(!assault::may_land(&s, airmobile, hex("1410")) || route(&s, airmobile, hex("1410"), false).is_none());
}

/// [16.2.3] 2, [16.2.3.1], [27.1.1], [16.2.4]: the 7th Polish Marine lands on the Dane on a beach: an
/// assault; the Baltic Corps HQ may follow it there (outside the 4-step limit), is an assault unit, adds
/// nothing to the attack and dies with the marines if the assault fails. Under rules 11 no landing there.
#[test]
fn a_landing_on_enemy_units_begins_an_assault_the_hq_beside_the_marines() {
    let b = beach();
    let name = engine::games::nato::data::hex_name(b);
    let s11 = segment(ASSAULT_RULES - 1, &name);
    assert!(route(&s11, unit(&s11, "pl-7-mar"), b, true).is_none(), "rules 11");
    let mut s = segment(ASSAULT_RULES, &name);
    let (pl7, hq) = (unit(&s, "pl-7-mar"), unit(&s, "bc-hq"));
    assert!(route(&s, hq, b, true).is_none(), "the HQ only with a marine brigade");
    assert_eq!(route(&s, pl7, b, true).map(|r| r.kind), Some(Kind::Landing));
    fly_by(&mut s, pl7, Action::Sealift(b));
    assert!(assault::assaulting(&s, pl7));
    assert_eq!(route(&s, hq, b, true).map(|r| r.kind), Some(Kind::Landing), "[27.1.1]");
    fly_by(&mut s, hq, Action::Sealift(b));
    assert!(assault::assaulting(&s, hq));
    // The Combat Phase: the assault's battle commits the marines, not the HQ.
    s.lifts.clear();
    s.steps = vec![Step::Combat(Side::Wp)];
    answer(&mut s, Action::Attack(b));
    match s.steps.last() {
        Some(Step::Commit { units, .. }) => assert!(units.contains(&pl7) && !units.contains(&hq), "{units:?}"),
        other => panic!("no commit: {other:?}"),
    }
    // [27.3.5], [16.2.4]: the Dane still in the hex after the battle: every assault unit is eliminated.
    assault::after_battle(&mut s, Side::Wp, b);
    assert_eq!(s.units[pl7 as usize].loc, Loc::Dead);
    assert_eq!(s.units[hq as usize].loc, Loc::Dead);
}
