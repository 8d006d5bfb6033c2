//! National surrender ([32.0]): which nations surrender and when ([32.1], [32.1.4]), and what a surrender
//! does to supply ([32.2.2]). Each read both ways.

use engine::games::nato::data::{hex_name, HexId, Side};
use engine::games::nato::state::{Conquest, State, Step, UnitId};
use engine::games::nato::supply::{supplied_hqs, unit_supply, Ctx};

use super::common::{current as state, hex, settle};

fn conquer_all(s: &mut State, nation: &str) {
    for h in s.cities_of(nation) {
        s.conquests.push(Conquest { hex: h, by: s.data().hexes[h as usize].owner().unwrap().other() });
    }
}

/// [32.0] (L3668): a nation surrenders by itself, with no player's choice, at the end of the game turn in
/// which enough of its cities are conquered: Denmark with all its cities taken has surrendered once the
/// turn's end has run; before it, nothing has changed.
#[test]
fn a_surrender_comes_by_itself_at_the_turn_s_end() {
    let mut s = state();
    s.turn = 5;
    conquer_all(&mut s, "dk");
    assert!(!s.surrendered("dk"), "not before the turn's end");
    s.steps = vec![Step::TurnEnd];
    settle(&mut s);
    assert!(s.surrendered("dk"));
}

/// [32.1.4] (L3680): only the nations [32.1] names surrender: with every Belgian, Luxembourg and West
/// German city conquered by the Pact, and every East German and Polish city by NATO, none of them
/// surrenders (read as "a nation with all its cities conquered surrenders", all five would). Denmark in
/// the same check does.
#[test]
fn other_nations_never_surrender() {
    let mut s = state();
    s.turn = 5;
    for nation in ["be", "lu", "frg", "gdr", "pl", "dk"] {
        conquer_all(&mut s, nation);
    }
    engine::games::nato::turn::surrender(&mut s);
    for nation in ["be", "lu", "frg", "gdr", "pl"] {
        assert!(!s.surrendered(nation), "{nation}");
    }
    assert!(s.surrendered("dk"), "Denmark does ([32.1.1])");
}

/// A hex of `nation` beside its city `city`, with no city.
fn beside(s: &State, city: &str, nation: &str) -> String {
    let d = s.data();
    let h = d
        .neighbours(hex(city))
        .find(|&n| s.playable(n) && d.hexes[n as usize].country.as_deref() == Some(nation) && d.hexes[n as usize].city.is_none())
        .expect("a hex beside the city");
    hex_name(h)
}

fn movement_supply(s: &State, u: UnitId) -> bool {
    let hqs = supplied_hqs(s, s.side(u));
    unit_supply(s, &Ctx::new(s), u, &hqs).0
}

/// [32.2.2] (L3690): a surrendered nation is enemy territory for supply for both players: a West German
/// brigade beside Kolding (1318), Danish and still free, traces movement supply to it while Denmark fights
/// ([10.1.7]: an allied nation); once Denmark has surrendered it must trace to a superior HQ, and with none
/// it has no supply, until a multinational HQ ([10.4.4]) stands beside it.
#[test]
fn a_surrendered_nation_is_enemy_territory_for_supply() {
    let mut s = state();
    let at = beside(&s, "1318", "dk");
    let u = s.place("wg-2-83", &at);
    assert!(s.free_city_of(hex("1318"), Side::Nato));
    assert!(movement_supply(&s, u), "Denmark an allied nation");
    s.surrendered.push("dk".into());
    assert!(s.free_city_of(hex("1318"), Side::Nato), "the city itself unchanged");
    assert!(!movement_supply(&s, u), "Denmark surrendered: enemy territory");
    // A superior HQ within its support range supplies it again ([10.1.9]).
    let hq: HexId = hex(&at);
    let near = s.data().neighbours(hq).find(|&n| s.playable(n) && s.data().hexes[n as usize].country.as_deref() == Some("dk")).unwrap();
    let mn = (0..s.data().units.len() as UnitId).find(|&x| s.side(x) == Side::Nato && s.ty(x).key.starts_with("mn")).expect("a multinational HQ");
    let key = s.key(mn).to_string();
    s.place(&key, &hex_name(near));
    assert!(movement_supply(&s, u), "through its superior HQ");
}
