//! Victory's remaining cases (rules version 12): Czechoslovakia's surrender ([32.1.3], [34.1.2.3]), West
//! Berlin relieved ([34.1.2.2]) and the Pact's VP for NATO cities cut off from the west ([34.2]). Each read
//! both ways, and under rules 11 as it was.

use engine::games::nato::cities;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::state::{State, Step, UnitId};
use engine::games::nato::turn::final_vp;
use engine::games::nato::game::Nato;
use engine::Game;

use super::common::{hex, settle, state};

fn at(rules: u32) -> State {
    let mut s = state();
    s.rules = rules;
    s.turn = 5;
    s
}

/// The end of the game turn.
fn turn_end(s: &mut State) {
    s.steps = vec![Step::TurnEnd];
    settle(s);
}

fn reason(s: &State) -> Option<String> {
    Nato::outcome(s).map(|o| o.reason)
}

/// A hex beside `h` a unit may stand on.
fn beside(s: &State, h: &str) -> String {
    engine::games::nato::data::hex_name(s.data().neighbours(hex(h)).find(|&n| s.playable(n)).unwrap())
}

/// [32.1.3], [34.1.2.3]: a US armoured brigade in Prague at the end of a turn, supplied through its corps
/// HQ beside it: Czechoslovakia surrenders and NATO wins at once. Under rules 11 the game went on.
#[test]
fn prague_held_with_supply_ends_the_game() {
    for (rules, ends) in [(cities::RULES, true), (cities::RULES - 1, false)] {
        let mut s = at(rules);
        s.place("us-1-3ad-83", "4203");
        let next = beside(&s, "4203");
        s.place("us5-hq", &next);
        turn_end(&mut s);
        assert_eq!(reason(&s).as_deref() == Some("nato_prague"), ends, "rules {rules}");
        assert_eq!(s.surrendered("cs"), ends);
    }
}

/// [32.1.3] the other way: without supply (no HQ), or with an airborne unit, Prague's fall is no surrender.
#[test]
fn prague_held_without_supply_or_by_air_is_no_surrender() {
    let mut s = at(cities::RULES);
    s.place("us-1-3ad-83", "4203");
    turn_end(&mut s);
    assert_ne!(reason(&s).as_deref(), Some("nato_prague"), "no supply");
    let mut s = at(cities::RULES);
    let abn = (0..s.data().units.len() as UnitId).find(|&u| s.side(u) == Side::Nato && s.ty(u).airborne && s.class(u).maneuver()).expect("a NATO airborne unit");
    let key = s.key(abn).to_string();
    s.place(&key, "4203");
    let next = beside(&s, "4203");
    s.place("us5-hq", &next);
    turn_end(&mut s);
    assert_ne!(reason(&s).as_deref(), Some("nato_prague"), "airborne");
}

/// West Berlin at the last turn's end, the US Berlin brigade in it.
fn berlin(rules: u32) -> State {
    let mut s = at(rules);
    s.turn = s.last_turn;
    s.place("us-berlin", "3007");
    s
}

/// [34.1.2.2]: at the game's end a Berlin brigade in West Berlin, a 10-hex link from it reaching a West
/// German corps HQ at Braunschweig (3115, 8 hexes) that traces to its source: NATO's decisive victory.
/// Without the HQ the VP decide; under rules 11 the VP decided.
#[test]
fn west_berlin_relieved_at_the_end() {
    let mut s = berlin(cities::RULES);
    s.place("wg1-hq", "3115");
    turn_end(&mut s);
    assert_eq!(reason(&s).as_deref(), Some("nato_berlin_relieved"));
    let mut s = berlin(cities::RULES - 1);
    s.place("wg1-hq", "3115");
    turn_end(&mut s);
    assert_ne!(reason(&s).as_deref(), Some("nato_berlin_relieved"), "rules 11");
    let mut s = berlin(cities::RULES);
    turn_end(&mut s);
    assert_ne!(reason(&s).as_deref(), Some("nato_berlin_relieved"), "no HQ within a link");
}

/// [34.1.2.2] is a condition of the game's end only: the same position before the last turn goes on.
#[test]
fn west_berlin_relieved_only_at_the_end() {
    let mut s = berlin(cities::RULES);
    s.turn -= 1;
    s.place("wg1-hq", "3115");
    turn_end(&mut s);
    assert!(reason(&s).is_none());
}

/// Rings `city` with Pact units: it traces to nowhere.
fn ring(s: &mut State, city: &str) {
    let keys: Vec<String> = (0..s.data().units.len() as UnitId).filter(|&u| s.side(u) == Side::Wp && s.class(u).maneuver()).take(6).map(|u| s.key(u).to_string()).collect();
    let around: Vec<HexId> = s.data().neighbours(hex(city)).filter(|&n| s.playable(n)).collect();
    for (k, n) in keys.iter().zip(around) {
        s.place(k, &engine::games::nato::data::hex_name(n));
    }
}

fn city_vp(s: &State, h: &str) -> i32 {
    engine::games::nato::turn::city_vp(s).into_iter().find(|&(c, side, _)| c == hex(h) && side == Side::Wp).map(|(_, _, v)| v).expect("a NATO city of the scenario")
}

/// [34.2] 2: Hannover (3117), still NATO's but ringed by the Pact, cannot trace to the western edge: the
/// Pact scores it at the end. Under rules 11 only conquered cities scored.
#[test]
fn a_nato_city_cut_off_from_the_west_scores_for_the_pact() {
    for (rules, scores) in [(cities::RULES, true), (cities::RULES - 1, false)] {
        let mut s = at(rules);
        let before = final_vp(&s)[0];
        ring(&mut s, "3117");
        let v = city_vp(&s, "3117");
        let ctx = engine::games::nato::supply::Ctx::new(&s);
        assert_eq!(engine::games::nato::victory::pact_scores(&s, &ctx, hex("3117")), scores, "rules {rules}");
        // The ring may cut another city off too; Hannover's VP are among the Pact's new ones.
        let gained = final_vp(&s)[0] - before;
        assert!(if scores { gained >= v } else { gained == 0 }, "rules {rules}: {gained}");
    }
}

/// [34.2]'s exception: a Danish city (Odense, 1415) ringed but not conquered scores nothing; conquered, it
/// does.
#[test]
fn a_danish_city_scores_only_when_conquered() {
    let mut s = at(cities::RULES);
    let before = final_vp(&s)[0];
    ring(&mut s, "1415");
    assert_eq!(final_vp(&s)[0], before);
    s.conquests.push(engine::games::nato::state::Conquest { hex: hex("1415"), by: Side::Wp });
    assert_eq!(final_vp(&s)[0], before + city_vp(&s, "1415"));
}

/// The Pact's cities on the scenario's victory table, with their VP for NATO ([34.3.1]).
fn pact_cities(s: &State) -> Vec<(HexId, i32)> {
    engine::games::nato::turn::city_vp(s).into_iter().filter(|&(_, side, _)| side == Side::Nato).map(|(h, _, v)| (h, v)).collect()
}

/// [34.1.2], [34.1.2.1] "Turning the tables": NATO holding two Pact cities at the end of a game turn wins
/// at once; one is not enough.
#[test]
fn turning_the_tables_takes_two_pact_cities() {
    let mut s = at(cities::RULES);
    let pact = pact_cities(&s);
    assert!(pact.len() >= 2, "the scenario lists Pact cities");
    s.conquests.push(engine::games::nato::state::Conquest { hex: pact[0].0, by: Side::Nato });
    assert!(engine::games::nato::turn::automatic_victory(&s).is_none(), "one Pact city is not enough");
    s.conquests.push(engine::games::nato::state::Conquest { hex: pact[1].0, by: Side::Nato });
    let o = engine::games::nato::turn::automatic_victory(&s).expect("two are");
    assert_eq!(o.reason, "nato_tables_turned");
}

/// [34.3.1]: at every Joint Status Phase NATO records the VP of each Pact city it holds — again the next
/// turn while it still holds it; none for a Pact city it does not hold.
#[test]
fn nato_scores_the_pact_cities_it_holds_every_turn() {
    let mut s = at(cities::RULES);
    let (h, v) = pact_cities(&s)[0];
    let before = s.vp[Side::Nato.seat() as usize];
    s.steps = vec![engine::games::nato::state::Step::TurnStart];
    settle(&mut s);
    assert_eq!(s.vp[Side::Nato.seat() as usize], before, "nothing held, nothing scored");
    let mut s = at(cities::RULES);
    s.conquests.push(engine::games::nato::state::Conquest { hex: h, by: Side::Nato });
    for turn in 1..=2 {
        s.steps = vec![engine::games::nato::state::Step::TurnStart];
        let was = s.vp[Side::Nato.seat() as usize];
        settle(&mut s);
        assert_eq!(s.vp[Side::Nato.seat() as usize] - was, v, "turn {turn}: the city's {v} VP");
    }
}

// ---- The VP count at the end ([34.0], [34.3.2], [34.3.4], [34.5]) and Armageddon ([34.1.3]) ----

fn level(s: &State) -> String {
    engine::games::nato::turn::final_count(s).reason
}

/// [34.0] (L3876–L3878): the two totals are subtracted and the difference is looked up on the scenario's
/// chart (Long Fortnight 1983: the Pact's marginal victory from 8, a draw from 0). With the Pact's 8 VP
/// against none it wins marginally; one NATO VP brings the difference to 7, a draw. Read as each side's
/// own total (no subtraction), the Pact's 8 would still win.
#[test]
fn the_vp_difference_decides_the_level() {
    let mut s = at(cities::RULES);
    // No city conquered and the objectives NATO's: take its West Berlin VP out of the sum ([34.3.2]).
    let base = final_vp(&s);
    s.vp = [8 - base[0], -base[1]];
    assert_eq!(final_vp(&s), [8, 0]);
    assert_eq!(level(&s), "nato_wp_marginal");
    s.vp[Side::Nato.seat() as usize] += 1;
    assert_eq!(final_vp(&s), [8, 1]);
    assert_eq!(level(&s), "nato_draw");
    s.vp[Side::Nato.seat() as usize] += 1;
    assert_eq!(level(&s), "nato_draw", "a difference of 6");
    s.vp[Side::Nato.seat() as usize] += 7;
    assert_eq!(level(&s), "nato_nato_wins", "a difference of −1");
}

/// [34.3.2], [31.1.4] (L3658, L3916): NATO scores 2 VP for controlling West Berlin (3007) at the game's
/// end; the Pact conquering it takes them away (and scores the city itself, [34.2]). Only at the end: a
/// Joint Status Phase with West Berlin held records nothing for it (read as a VP every turn, NATO's
/// recorded VP would grow by 2).
#[test]
fn west_berlin_scores_two_for_nato_at_the_end_only() {
    let mut s = at(cities::RULES);
    let held = final_vp(&s);
    s.conquests.push(engine::games::nato::state::Conquest { hex: hex("3007"), by: Side::Wp });
    let lost = final_vp(&s);
    assert_eq!(held[1] - lost[1], 2, "NATO's 2 VP for West Berlin");
    assert_eq!(lost[0] - held[0], city_vp(&s, "3007"), "the Pact scores the major city instead");
    let mut s = at(cities::RULES);
    let was = s.vp[Side::Nato.seat() as usize];
    s.steps = vec![Step::TurnStart];
    settle(&mut s);
    assert_eq!(s.vp[Side::Nato.seat() as usize], was, "no VP for West Berlin at a Joint Status Phase");
}

/// [34.3.4], [35.3.7] (L3922): the VP NATO scores in the Move to the GDP count in its total at the end:
/// three dice of 1 (3 / 3 = 1) give 4 VP; three 6s none.
#[test]
fn the_move_to_the_gdp_vp_count_at_the_end() {
    for (die, vp) in [(1u8, 4), (6, 0)] {
        let mut s = at(cities::RULES);
        s.turn = 1;
        let before = final_vp(&s)[1];
        // Five dice: West German, US, UK, Dutch, Belgian; only the first three count.
        super::common::dice(&mut s, &[die, die, die, 1, 1]);
        engine::games::nato::turn::move_to_the_gdp(&mut s);
        assert_eq!(final_vp(&s)[1] - before, vp, "three dice of {die}");
    }
}

/// [34.5] (L3930): a scenario's own bonuses: Baltic Gate gives the Pact 3 VP for Copenhagen (1310) held at
/// the end (victory.tsv's objective row); Long Fortnight has no such bonus for it, so there Copenhagen
/// conquered is only its city VP ([34.2]).
#[test]
fn a_scenario_bonus_is_the_scenario_s_own() {
    let copenhagen_gain = |scenario: &str| {
        let mut s = engine::games::nato::setup::empty(Nato::builtin_data(), scenario, 1983, 1).unwrap();
        s.rules = cities::RULES;
        let before = final_vp(&s)[0];
        s.conquests.push(engine::games::nato::state::Conquest { hex: hex("1310"), by: Side::Wp });
        let city = engine::games::nato::turn::city_vp(&s).into_iter().find(|&(c, side, _)| c == hex("1310") && side == Side::Wp).map_or(0, |(_, _, v)| v);
        (final_vp(&s)[0] - before, city)
    };
    let (gate, city) = copenhagen_gain("baltic_gate");
    assert_eq!(gate, city + 3, "Baltic Gate: the city's VP and the 3 of the scenario's objective");
    let (fortnight, city) = copenhagen_gain("long_fortnight");
    assert_eq!(fortnight, city, "Long Fortnight: the city's VP only");
}

/// [34.1.3] (L3900), [21.2]: whichever player fails his Armageddon roll, the other wins decisively at
/// once: NATO failing gives the Pact the game, the Pact failing gives it NATO (read as the striker's own
/// victory, the winners would be swapped).
#[test]
fn armageddon_is_the_opponent_s_decisive_victory() {
    use engine::games::nato::nuclear;
    for side in [Side::Nato, Side::Wp] {
        let mut s = state();
        s.rules = nuclear::RULES;
        s.turn = 3;
        s.nuclear = Some(nuclear::Nuclear::default());
        super::common::dice(&mut s, &[1]);
        nuclear::armageddon(&mut s, side, 1);
        let o = Nato::outcome(&s).expect("the game ends at once");
        assert_eq!(o.winner, Some(side.other().seat()), "{side:?} failed");
    }
}

/// [31.1] (L3650): West Berlin (3007) is a West German free city that NATO controls in the middle of East
/// Germany: every hex about it is East German. [31.0]'s summary (L3646): it supplies the NATO brigades
/// that start there and no other unit: ringed by the Pact (its link to the west cut), the US Berlin Brigade
/// in it is supplied, a West German brigade put in the same city is not (read as any free city of its
/// nation, the West German would be).
#[test]
fn west_berlin_is_an_island_that_supplies_its_own_brigades_only() {
    let mut s = super::common::current();
    let d = s.data();
    let wb = hex("3007");
    assert_eq!(d.hexes[wb as usize].country.as_deref(), Some("frg"));
    assert!(s.free_city_of(wb, Side::Nato) && s.city_controller(wb) == Some(Side::Nato));
    assert!(d.neighbours(wb).all(|n| d.hexes[n as usize].country.as_deref() == Some("gdr")), "in the middle of East Germany");
    ring(&mut s, "3007");
    let us = s.place("us-berlin", "3007");
    let hqs = engine::games::nato::supply::supplied_hqs(&s, Side::Nato);
    let ctx = engine::games::nato::supply::Ctx::new(&s);
    assert_eq!(engine::games::nato::supply::unit_supply(&s, &ctx, us, &hqs), (true, true), "its own brigade");
    s.units[us as usize].loc = engine::games::nato::state::Loc::Out;
    let wg = s.place("wg-1-83", "3007");
    let ctx = engine::games::nato::supply::Ctx::new(&s);
    assert_eq!(engine::games::nato::supply::unit_supply(&s, &ctx, wg, &hqs).0, false, "another unit");
}

/// [29.0]'s summary (L3409): a Pact HQ supports its own front's units and every independent one, never
/// another front's; a NATO HQ its own nationality's; the multinational LANDJUT HQ West German and Danish
/// units and the other units of its command.
#[test]
fn which_units_an_hq_supports() {
    use engine::games::nato::supply::superior;
    let s = super::common::current();
    let u = |k: &str| s.data().unit(k).unwrap() as UnitId;
    assert!(superior(&s, u("negf-hq"), u("su-16-td")), "its front's division");
    assert!(superior(&s, u("negf-hq"), u("su-97-abn")), "an independent");
    assert!(!superior(&s, u("negf-hq"), u("su-27-mrd")), "another front's");
    assert!(superior(&s, u("uk1-hq"), u("uk-7-83")), "its nationality");
    assert!(!superior(&s, u("uk1-hq"), u("be-1")), "another nationality");
    assert!(superior(&s, u("lj-hq"), u("dk-z1")) && superior(&s, u("lj-hq"), u("wg-1-83")), "Danish and West German");
    assert!(superior(&s, u("lj-hq"), u("uk-1-inf")), "a unit of its command");
    assert!(!superior(&s, u("lj-hq"), u("be-1")));
}
