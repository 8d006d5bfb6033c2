//! Rules version 25, decision E25, and rules 26, decision E26 ([35.3.3]'s die cap and [35.3.6]'s forward
//! defence in the Move to the GDP's Reserve Phase, at the end).
//!
//! Rules 25: [35.3.2] (L3976): in the Move to the GDP's player turn "the only form of
//! movement available to the NATO player is tactical movement" — no rail movement, ferry, airlift,
//! sealift, helicopter movement or march. [35.2] (L3960): a nation's units activate "after an enemy ground
//! attack or strike targeting a unit located in that nation" — the Pact's air strikes, bombardments,
//! chemical and nuclear strikes are contacts as its ground attacks are. Each read both ways against rules
//! 24, which offered NATO's other movement in that turn and read no strike as contact.

use engine::games::nato::actions::Action;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::gdp::{die_cap, tactical_only, LATER_TURN, RULES_25, RULES_26};
use engine::games::nato::movement::{destinations, destinations_in};
use engine::games::nato::nuclear::Nuclear;
use engine::games::nato::state::{Loc, State, UnitId};
use engine::games::nato::turn::{curtain_distance, move_to_the_gdp, PlayerEnd};
use engine::games::nato::{air, ferry, heliborne, nuclear, rail};
use engine::kit::steps::Step as _;
use engine::Game;

use super::common::{new_fortnight, ordinary};

const OLD: u32 = RULES_25 - 1;

fn unit(s: &State, key: &str) -> UnitId {
    (0..s.units.len() as UnitId).find(|&u| s.key(u) == key).unwrap_or_else(|| panic!("no unit {key}"))
}

/// The Long Fortnight (1983) under `rules`, the Pact doing nothing (every decision finished), up to the end
/// of NATO's player turn 1, the Move to the GDP's: the ids of NATO's decisions on the way, with the state at
/// NATO's first decision `at` (or its first decision of the turn if none is `at`).
fn natos_first_turn(rules: u32, at: &str) -> (Vec<&'static str>, State) {
    let mut s = new_fortnight(1983, rules);
    let mut ids = vec![];
    let mut first = None;
    for _ in 0..3000 {
        let p = Nato::prompt(&s);
        let seat = p.seat.expect("a decision");
        if s.turn > 1 {
            return (ids, first.expect("NATO decided in turn 1"));
        }
        if Side::of_seat(seat) == Side::Nato {
            assert!(!s.gdp.is_empty(), "NATO's turn 1 is the Move to the GDP's: {}", p.id);
            if first.is_none() || (p.id == at && !ids.contains(&at)) {
                first = Some(s.clone());
            }
            ids.push(p.id);
        }
        let a = p.actions.iter().find(|a| **a == Action::Done).cloned().or_else(|| ordinary(&p).first().cloned()).expect("an action");
        Nato::apply(&mut s, seat, &a).unwrap_or_else(|e| panic!("{} {a:?}: {e:?}", p.id));
    }
    panic!("game turn 2 never came");
}

/// [35.3.2]: under rules 24 NATO's turn 1 (the Pact doing nothing) asks its Rail Movement Segment (West
/// German, US and British units may take Entraining markers) and its Helicopter Movement Segment; under
/// rules 25 no rail, ferry or helicopter segment asks anything in the turn, the Ground Movement Segment
/// does. An Entraining marker applied at rules 24's rail decision, read under rules 25, is refused.
#[test]
fn e25_the_move_to_the_gdp_offers_no_rail_ferry_or_helicopter_segment() {
    let (old, s_old) = natos_first_turn(OLD, "nato.rail");
    assert!(old.contains(&"nato.rail") && old.contains(&"nato.heli_segment"), "rules {OLD}: {old:?}");
    let entrain = Nato::prompt(&s_old).actions.iter().find(|a| matches!(a, Action::Entrain(_))).cloned().expect("an Entraining marker offered under rules 24");
    let (new, _) = natos_first_turn(RULES_25, "nato.rail");
    for id in ["nato.rail", "nato.rail_move", "nato.ferry", "nato.ferry_move", "nato.heli_segment", "nato.heli_op"] {
        assert!(!new.contains(&id), "rules {RULES_25}: NATO asked {id} in the Move to the GDP: {new:?}");
    }
    assert!(new.contains(&"nato.movement"), "tactical movement stays: {new:?}");
    // The rules-24 decision applied to the same moment under rules 25 is refused.
    let mut s = s_old.clone();
    s.rules = RULES_25;
    let seat = Side::Nato.seat();
    assert!(Nato::apply(&mut s, seat, &entrain).is_err(), "rules 25 refuses {entrain:?} in the Move to the GDP");
    let mut s = s_old;
    assert!(Nato::apply(&mut s, seat, &entrain).is_ok(), "rules 24 takes it");
}

/// [35.3.2], the legal-action lists at one moment of the Move to the GDP (NATO's Ground Movement Segment
/// of turn 1): read under rules 24 they offer Entraining markers and helicopter operations; under rules 25
/// none of rail, ferry, airlift, sealift or helicopter movement (the Reserve Phase's included).
#[test]
fn e25_no_rail_ferry_airlift_or_helicopter_choice_in_the_move_to_the_gdp() {
    let (_, mut s) = natos_first_turn(RULES_25, "nato.movement");
    assert!(tactical_only(&s, Side::Nato) && !tactical_only(&s, Side::Wp));
    s.rules = OLD;
    assert!(!tactical_only(&s, Side::Nato));
    let rail_old = rail::choices(&s, Side::Nato);
    let heli_old = heliborne::choices(&s, Side::Nato, false);
    assert!(rail_old.iter().any(|a| matches!(a, Action::Entrain(_))), "rules {OLD}: Entraining markers offered");
    assert!(!heli_old.is_empty(), "rules {OLD}: helicopter operations offered");
    s.rules = RULES_25;
    assert!(rail::choices(&s, Side::Nato).iter().all(|a| matches!(a, Action::Detrain(_))), "rules 25: no rail movement");
    assert!(ferry::choices(&s, Side::Nato, &[]).is_empty(), "rules 25: no ferry, airlift or sealift");
    assert!(heliborne::choices(&s, Side::Nato, false).is_empty(), "rules 25: no helicopter movement");
    assert!(heliborne::choices(&s, Side::Nato, true).is_empty(), "rules 25: no Reserve Phase helicopter movement");
    // Once the Move to the GDP is over (its dice cleared at the player turn's end) they come back.
    s.gdp.clear();
    assert!(rail::choices(&s, Side::Nato).iter().any(|a| matches!(a, Action::Entrain(_))));
    assert!(!heliborne::choices(&s, Side::Nato, false).is_empty());
}

/// NATO's turn 1, the Move to the GDP's, with the Danes activated (as [35.2]'s contact would in the Pact's
/// turn): they move with no die of their own ([35.3.4] rolls none outside War of Nerves, E24).
fn danes_in_the_move(rules: u32) -> State {
    let mut s = new_fortnight(1983, rules);
    s.turn = 1;
    s.player = Side::Nato;
    for u in 0..s.units.len() {
        if s.data().units[u].nation == "dk" && s.units[u].active > 1 {
            s.units[u].active = 1;
        }
    }
    move_to_the_gdp(&mut s);
    s
}

/// [35.3.2]: a Danish brigade activated by contact for the Move to the GDP moves by no die (E24), so
/// rules 24's march bar (decision M2, the die capping the MA) missed it: it could march twice its MA. Under
/// rules 25 it moves tactically only: every hex it may reach, rules 24 reached too, and some rules 24
/// reached (by march) it may not.
#[test]
fn e25_a_unit_without_a_die_does_not_march_in_the_move_to_the_gdp() {
    let mut any = false;
    for key in ["dk-j2", "dk-t3"] {
        let old = danes_in_the_move(OLD);
        let new = danes_in_the_move(RULES_25);
        let u = unit(&new, key);
        assert!(new.units[u as usize].active <= 1, "{key} active by contact");
        let (a, b): (Vec<HexId>, Vec<HexId>) = (destinations(&old, u).iter().map(|d| d.hex).collect(), destinations(&new, u).iter().map(|d| d.hex).collect());
        assert!(b.iter().all(|h| a.contains(h)), "{key}: rules 25 adds no hex");
        any |= a.len() > b.len();
    }
    assert!(any, "rules 24 let a Dane march in the Move to the GDP");
}

/// [35.3.2]'s bar on Pact territory holds for the whole player turn: under rules 25 the Reserve Phase's
/// tactical move of the Move to the GDP's turn ends in no Pact hex (rules 24 read it in the Ground Movement
/// Segment only).
#[test]
fn e25_no_reserve_move_into_pact_territory_in_the_move_to_the_gdp() {
    let (_, mut s) = natos_first_turn(RULES_25, "nato.movement");
    let pact = |s: &State, h: HexId| s.data().hexes[h as usize].owner() == Some(Side::Wp);
    let mut found = false;
    for u in 0..s.units.len() as UnitId {
        if s.side(u) != Side::Nato || s.units[u as usize].active > s.turn || !matches!(s.units[u as usize].loc, Loc::Hex(_)) {
            continue;
        }
        s.rules = OLD;
        let old = destinations_in(&s, u, true).iter().filter(|d| pact(&s, d.hex)).count();
        s.rules = RULES_25;
        let new = destinations_in(&s, u, true).iter().filter(|d| pact(&s, d.hex)).count();
        assert_eq!(new, 0, "{}: a reserve move into Pact territory under rules 25", s.key(u));
        found |= old > 0;
    }
    assert!(found, "some NATO unit could reach Pact territory by a reserve move under rules 24");
}

/// The Long Fortnight (1983) under `rules` in the Pact's first player turn.
fn pacts_first_turn(rules: u32) -> State {
    let mut s = new_fortnight(1983, rules);
    s.turn = 1;
    s.player = Side::Wp;
    s
}

/// The end of the Pact's player turn ([35.2] read there).
fn end_turn(s: &mut State) {
    PlayerEnd.run(s);
}

/// [35.2] (L3960): a Pact air strike on the Danish 1st Zealand Brigade (1411, Denmark) in the Pact's first
/// player turn activates every Danish unit for NATO's turn 1 under rules 25; under rules 24 the Danes wait
/// for turn 2 (E24) as the random Pact of `random --seed 4` left them.
#[test]
fn e25_a_strike_on_a_danish_brigade_activates_the_danes() {
    for rules in [RULES_25, OLD] {
        let mut s = pacts_first_turn(rules);
        let z1 = unit(&s, "dk-z1");
        air::strike::strike(&mut s, Side::Wp, &[z1], 1, &[], true);
        end_turn(&mut s);
        for key in ["dk-j1", "lz-hq"] {
            let want = if rules >= RULES_25 { 1 } else { LATER_TURN };
            assert_eq!(s.units[unit(&s, key) as usize].active, want, "rules {rules}: {key}");
        }
    }
}

/// [35.2]: the strike is a contact in the nation where the struck unit stands, not the unit's own: a strike
/// on the French 1st Armoured Division standing in West Germany (4427) activates no French unit, and one on
/// the French Berlin brigade in West Berlin (3007) neither (the seed's example, L3962); one on a French
/// unit in France (4828) activates them all, the Berlin brigade too (`french_activation_on_contact`).
#[test]
fn e25_a_strike_activates_the_nation_the_unit_stands_in() {
    for (target, activates) in [("fr-1ad", false), ("fr-berlin", false), ("fr-dmt-62", true)] {
        for rules in [RULES_25, OLD] {
            let mut s = pacts_first_turn(rules);
            let t = unit(&s, target);
            air::strike::strike(&mut s, Side::Wp, &[t], 1, &[], true);
            end_turn(&mut s);
            for key in ["fr-5ad", "fr-berlin"] {
                let active = s.units[unit(&s, key) as usize].active <= 1;
                assert_eq!(active, activates && rules >= RULES_25, "rules {rules}: a strike on {target}: {key}");
            }
        }
    }
}

/// [35.2]: a Pact nuclear strike on a hex of Denmark holding Danish units activates the Danes (rules 25);
/// a strike on a Reforger site is no contact (E25: [23.3.1] names sites a target apart from units, [33.3.2]
/// makes a site no ground unit, and its unit activates by a Reforger step only), while a strike on a West
/// German brigade is one in West Germany.
#[test]
fn e25_nuclear_strikes_are_contacts_reforger_sites_are_not() {
    for rules in [RULES_25, OLD] {
        let mut s = pacts_first_turn(rules);
        s.nuclear = Some(Nuclear::default());
        let h = s.hex_of(unit(&s, "dk-z1")).unwrap();
        nuclear::strike(&mut s, Side::Wp, h, true);
        if s.outcome.is_some() {
            continue; // Armageddon: the game is over, nothing to activate.
        }
        end_turn(&mut s);
        let want = if rules >= RULES_25 { 1 } else { LATER_TURN };
        assert_eq!(s.units[unit(&s, "dk-j1") as usize].active, want, "rules {rules}: Danes after a nuclear strike in Denmark");
    }
    let mut s = pacts_first_turn(RULES_25);
    let site = unit(&s, "us-1-2ad-83");
    assert!(engine::games::nato::reforger::is_site(&s, site));
    air::strike::strike(&mut s, Side::Wp, &[site], 1, &[], true);
    assert!(s.contacts.is_empty(), "a strike on a Reforger site is no contact");
    let wg = unit(&s, "wg-2-83");
    let h = s.hex_of(wg).unwrap();
    air::strike::strike(&mut s, Side::Wp, &[wg], 1, &[], true);
    assert_eq!(s.contacts, vec![h], "a strike on a West German brigade is a contact in its hex");
    let mut s = pacts_first_turn(OLD);
    let wg = unit(&s, "wg-2-83");
    air::strike::strike(&mut s, Side::Wp, &[wg], 1, &[], true);
    assert!(s.contacts.is_empty(), "rules 24 read no strike as contact");
}

/// [35.2]: "immediately": a Pact strike in NATO's own player turn (a defensive strike on the attackers) is
/// read at the end of that player turn under rules 25, so the nation's units are active (and may react)
/// in the Pact's next turn; NATO's strikes are no contact for NATO.
#[test]
fn e25_a_pact_strike_in_natos_turn_activates_at_its_end() {
    for rules in [RULES_25, OLD] {
        let mut s = new_fortnight(1983, rules);
        s.turn = 1;
        s.player = Side::Nato;
        let z1 = unit(&s, "dk-z1");
        air::strike::strike(&mut s, Side::Nato, &[z1], 1, &[], true);
        assert!(s.contacts.is_empty(), "rules {rules}: NATO's own strike is no contact");
        air::strike::strike(&mut s, Side::Wp, &[z1], 1, &[], false);
        PlayerEnd.run(&mut s);
        let want = if rules >= RULES_25 { 1 } else { LATER_TURN };
        assert_eq!(s.units[unit(&s, "dk-j1") as usize].active, want, "rules {rules}");
    }
}


/// Rules 26 (decision E26): [35.3.3]'s die cap binds the Reserve Phase's tactical move of the Move to the
/// GDP's player turn too. With every army's die at 1, under rules 26 no NATO reserve destination costs more
/// than 1 MP (the die) nor more than half the MA rounded up ([28.2]); under rules 25 some cost more than
/// the die (half the MA alone bound them). Once the dice are gone (game turn 2) the two read alike.
#[test]
fn e26_the_gdp_die_caps_the_reserve_move() {
    let (_, mut s) = natos_first_turn(RULES_26, "nato.movement");
    for d in s.gdp.iter_mut() {
        d.1 = 1;
    }
    let mut beyond = false;
    let mut checked = 0;
    for u in 0..s.units.len() as UnitId {
        if s.side(u) != Side::Nato || s.units[u as usize].active > s.turn || !matches!(s.units[u as usize].loc, Loc::Hex(_)) {
            continue;
        }
        let half = (s.values(u).2 as u32).div_ceil(2);
        let capped = die_cap(&s, u, true).is_some();
        s.rules = RULES_25;
        let old = destinations_in(&s, u, true);
        s.rules = RULES_26;
        let new = destinations_in(&s, u, true);
        for d in &new {
            assert!(d.cost <= half, "{}: {} costs {} over half its MA", s.key(u), d.hex, d.cost);
            if capped {
                assert!(d.cost <= 1, "{}: a reserve move of {} MP under rules 26, its army's die 1", s.key(u), d.cost);
            }
        }
        if capped {
            checked += 1;
            beyond |= old.iter().any(|d| d.cost > 1);
        }
    }
    assert!(checked > 0, "units with a die");
    assert!(beyond, "under rules 25 a reserve move went beyond the die");
    // No die, no cap: the turn after reads as rules 25.
    s.gdp.clear();
    for u in 0..s.units.len() as UnitId {
        if s.side(u) == Side::Nato && matches!(s.units[u as usize].loc, Loc::Hex(_)) {
            s.rules = RULES_25;
            let old: Vec<HexId> = destinations_in(&s, u, true).iter().map(|d| d.hex).collect();
            s.rules = RULES_26;
            let new: Vec<HexId> = destinations_in(&s, u, true).iter().map(|d| d.hex).collect();
            assert_eq!(old, new, "{}: without the Move's dice", s.key(u));
        }
    }
}

/// Rules 26 (decision E26): [35.3.6]'s forward defence binds the Reserve Phase's tactical move of the Move
/// to the GDP's player turn: under rules 26 no NATO reserve destination lies farther from the Iron Curtain
/// than the hex the move starts from; under rules 25 some did. The die left at 6, so only the distance
/// tells the two apart; units without a die (none in the set-up's West Germany) are bound as well.
#[test]
fn e26_forward_defence_binds_the_reserve_move() {
    let (_, mut s) = natos_first_turn(RULES_26, "nato.movement");
    for d in s.gdp.iter_mut() {
        d.1 = 6;
    }
    let far = curtain_distance(&s);
    let mut back = false;
    for u in 0..s.units.len() as UnitId {
        let Loc::Hex(h) = s.units[u as usize].loc else { continue };
        if s.side(u) != Side::Nato || s.units[u as usize].active > s.turn {
            continue;
        }
        s.rules = RULES_25;
        let old = destinations_in(&s, u, true);
        s.rules = RULES_26;
        let new = destinations_in(&s, u, true);
        for d in &new {
            assert!(far[d.hex as usize] <= far[h as usize], "{}: a reserve move away from the Iron Curtain under rules 26", s.key(u));
        }
        back |= old.iter().any(|d| far[d.hex as usize] > far[h as usize]);
        // Rules 26 takes away only what forward defence bars (the die of 6 caps no half MA).
        let kept: Vec<HexId> = old.iter().filter(|d| far[d.hex as usize] <= far[h as usize]).map(|d| d.hex).collect();
        assert_eq!(kept, new.iter().map(|d| d.hex).collect::<Vec<_>>(), "{}", s.key(u));
    }
    assert!(back, "under rules 25 a reserve move could go back from the Iron Curtain");
}

/// [35.3.6] for a unit with no die (a Dane activated by contact, E24): bound in the Reserve Phase from
/// rules 26 as in the Ground Movement Segment, and with no cap.
#[test]
fn e26_a_unit_without_a_die_keeps_forward_defence_in_reserve() {
    let s = danes_in_the_move(RULES_26);
    let far = curtain_distance(&s);
    let mut any = false;
    for key in ["dk-j2", "dk-t3"] {
        let u = unit(&s, key);
        assert_eq!(die_cap(&s, u, true), None, "{key}: no Danish die");
        let Loc::Hex(h) = s.units[u as usize].loc else { panic!("{key} on the map") };
        let mut old_s = s.clone();
        old_s.rules = RULES_25;
        let old = destinations_in(&old_s, u, true);
        let new = destinations_in(&s, u, true);
        assert!(new.iter().all(|d| far[d.hex as usize] <= far[h as usize]), "{key}");
        any |= old.iter().any(|d| far[d.hex as usize] > far[h as usize]);
    }
    assert!(any, "under rules 25 a Dane's reserve move could go back from the Iron Curtain");
}
