//! The effects of enemy zones of control ([8.0]) read through the engine: on the kinds of movement a unit
//! starting in an EZOC may make or that may end in one ([8.1.1]–[8.1.3]), on helicopter movement ([8.1.5]), in
//! the Reserve Phase beside a Breakthrough marker ([8.1.6]), on combat — flank and concentric attacks
//! ([8.2.3]–[8.2.5]) and retreats ([8.2.6]) — and on lines of supply ([8.3]).

use engine::games::nato::combat::odds::odds;
use engine::games::nato::data::{HexId, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::march::may_march;
use engine::games::nato::movement::{destinations, destinations_in};
use engine::games::nato::rail::{self, Train};
use engine::games::nato::state::{State, UnitId};
use engine::games::nato::supply::los_step;
use engine::games::nato::zoc::Board;
use engine::games::nato::actions::Action;
use engine::Game;

use super::common::{open_around, hex, ring, state};

/// A state under the newest rules on turn 2, NATO's player turn.
fn latest(mut s: State) -> State {
    s.rules = Nato::meta().rules_version;
    s.turn = 2;
    s.player = Side::Nato;
    s
}

/// The hex and its ring made open clear country (no city, no river).
fn open(h: &str) -> State {
    latest(open_around(h, 1))
}

/// [8.1.1] 2–4, 6: a unit starting its move in an enemy zone moves tactically only: it may not march, entrain
/// for rail movement, be ferried or fly by helicopter; the same unit in the same hex without the enemy
/// beside it may do each. (Reading the rule as about entering, not starting, would let the unit in the zone
/// march away.) The unit: a US airmobile brigade in Cologne (a city, so that it may be airlifted too). For
/// the helicopter a second brigade outside any city: in Cologne, a free city, the zone is negated for an
/// infiltration ([18.1.3]), so the brigade there may fly either way.
#[test]
fn a_unit_starting_in_an_enemy_zone_moves_tactically_only() {
    for enemy in [false, true] {
        let mut s = latest(state());
        s.turn = 4; // after the refugees' turns, which bar NATO's march in West Germany ([35.4])
        let u = s.place("us-1-101aa", "3825");
        if enemy {
            s.place("su-16-td", &ring("3825")[0]);
        }
        let board = Board::new(&s);
        assert_eq!(board.in_ezoc(Side::Nato, hex("3825")), enemy);
        assert!(!destinations(&s, u).is_empty(), "tactical movement either way");
        assert_eq!(may_march(&s, &board, u, hex("3825")), !enemy, "march, enemy {enemy}");
        assert_eq!(rail::choices(&s, Side::Nato).contains(&Action::Entrain(u)), !enemy, "entrain, enemy {enemy}");
        assert_eq!(engine::games::nato::ferry::choices(&s, Side::Nato, &[]).contains(&Action::Select(u)), !enemy, "ferry or transport, enemy {enemy}");
        let ready = engine::games::nato::heliborne::ready_commands(&s, Side::Nato).len().max(4);
        assert!(engine::games::nato::heliborne::may_infiltrate(&s, &board, u, Side::Nato, false, ready), "helicopter from the free city, enemy {enemy}");
        let plain = (0..s.data().hexes.len() as HexId)
            .find(|&h| s.data().distance(h, hex("3825")) == 3 && s.playable(h) && s.data().hexes[h as usize].city.is_none())
            .unwrap();
        let v = s.place("us-2-101aa", &engine::games::nato::data::hex_name(plain));
        if enemy {
            let e = s.data().neighbours(plain).find(|&n| s.data().distance(n, hex("3825")) == 4 && s.playable(n)).unwrap();
            s.place("su-21-mrd", &engine::games::nato::data::hex_name(e));
        }
        let board = Board::new(&s);
        assert_eq!(board.in_ezoc(Side::Nato, plain), enemy);
        assert_eq!(engine::games::nato::heliborne::may_infiltrate(&s, &board, v, Side::Nato, false, ready), !enemy, "helicopter, enemy {enemy}");
    }
}

/// [8.1.2] 4: rail movement may not enter an enemy zone: an Entrained unit's rail destinations never
/// lie in one, though the same hexes are reached without the enemy there.
#[test]
fn rail_movement_never_ends_in_an_enemy_zone() {
    let mut s = latest(state());
    let u = s.place("wg-2-83", "3825");
    s.units[u as usize].train = Some(Train::Entrained);
    let free = rail::destinations(&s, u);
    assert!(!free.is_empty());
    // An enemy division three hexes east of Cologne, its zone across the rail's way.
    let far = free.iter().map(|d| d.hex).find(|&h| s.data().distance(h, hex("3825")) == 3 && s.data().hexes[h as usize].city.is_none()).expect("a hex 3 away");
    s.place("su-16-td", &engine::games::nato::data::hex_name(far));
    let board = Board::new(&s);
    let dests = rail::destinations(&s, u);
    assert!(dests.iter().all(|d| !board.in_ezoc(Side::Nato, d.hex)), "a rail move ends in an enemy zone");
    assert!(free.iter().any(|d| board.in_ezoc(Side::Nato, d.hex)), "without the enemy those hexes were reached");
}

/// [8.1.3], [8.1.4]: a unit moved by air transport may neither start nor end in an enemy zone, though its
/// flight passes over the enemy; an airborne drop may end in one (never start there). A US airborne brigade
/// in Cologne with a Ready airlift command: its airlift ends are all outside the Pact's zones, some of its
/// drop ends are inside; with a Pact division beside Cologne it may not take off at all.
#[test]
fn air_transport_starts_and_ends_outside_enemy_zones() {
    use engine::games::nato::transport::{air_routes, Kind};
    let mut s = latest(state());
    let lift = s.data().unit("nato-airlift-1").unwrap();
    s.units[lift].loc = engine::games::nato::state::Loc::Transport;
    let u = s.place("us-1-82ab", "3825");
    assert!(s.ty(u).parachute);
    // A Pact division far to the east: its zone lies across the brigade's reach.
    let east = hex("3818");
    s.place("su-16-td", &engine::games::nato::data::hex_name(east));
    let routes = air_routes(&s, u);
    assert!(routes.iter().any(|r| r.kind == Kind::Airlift), "an airlift");
    assert!(routes.iter().filter(|r| r.kind == Kind::Airlift).all(|r| !r.ezoc), "an airlift ends in an enemy zone");
    assert!(routes.iter().any(|r| r.kind == Kind::Drop && r.ezoc), "a drop may end in one");
    s.place("su-21-mrd", &ring("3825")[0]);
    assert!(air_routes(&s, u).is_empty(), "no start in an enemy zone");
}

/// [8.1.5]: a helicopter-borne unit enters and leaves enemy-zone hexes with no movement penalty: a flight of
/// two hexes passes through a hex of the enemy's zone to a hex beyond it, one hex of its leg each (a ground
/// unit entering the zone would have to stop there, [8.0]).
#[test]
fn helicopter_movement_pays_nothing_for_enemy_zones() {
    let mut s = open("3318");
    let u = s.place("us-1-101aa", "3318");
    let (start, mid) = (hex("3318"), hex(&ring("3318")[0]));
    let d = s.data();
    let two: Vec<HexId> = d.neighbours(mid).filter(|&h| d.distance(h, start) == 2).collect();
    let (enemy, goal) = (two[0], two[1]);
    s.place("su-16-td", &engine::games::nato::data::hex_name(enemy));
    let board = Board::new(&s);
    assert!(board.in_ezoc(Side::Nato, mid) && !board.in_ezoc(Side::Nato, start));
    let op = |at: HexId, left: u8| engine::games::nato::heliborne::Operation { side: Side::Nato, passenger: u, commands: vec![], exfil: false, reserve: false, back: false, at: Some(at), goal: Some(goal), left };
    assert!(engine::games::nato::heliborne::next_hexes(&s, &op(start, 2)).contains(&mid), "into the zone, one hex of the leg");
    assert!(engine::games::nato::heliborne::next_hexes(&s, &op(mid, 1)).contains(&goal), "and out of it with the last");
    // On the ground the brigade stops on entering the zone: no move goes through the zone's hex.
    assert!(destinations(&s, u).iter().all(|d| !d.path[..d.path.len() - 1].contains(&mid)), "a ground move through the zone");
}

/// [8.1.6], [4.1.6], [25.9]: in the Reserve Phase a hard unit ignores the enemy zones in a Breakthrough marker's hex
/// and the six around it: beside the marker it moves from one enemy-zone hex to the next as if there were
/// no zone; without the marker it pays for each (so reaches fewer hexes).
#[test]
fn a_breakthrough_negates_enemy_zones_in_the_reserve_phase() {
    let mut reach = vec![];
    for marker in [false, true] {
        let mut s = latest(open_around("3318", 2));
        let r = ring("3318");
        let u = s.place("wg-2-83", &r[0]);
        s.units[u as usize].reserve = true;
        s.place("su-16-td", &ring(&r[1])[1]);
        s.place("su-21-mrd", &ring(&r[2])[2]);
        if marker {
            s.breakthroughs.push((hex("3318"), Side::Nato));
        }
        reach.push(destinations_in(&s, u, true).iter().map(|d| d.hex).collect::<std::collections::BTreeSet<_>>());
    }
    assert!(reach[0].is_subset(&reach[1]) && reach[1].len() > reach[0].len(), "the breakthrough opens the zone: {} vs {}", reach[0].len(), reach[1].len());
}

/// [8.2.3], [8.2.4], [8.2.5]: when every hex around the target holds an attacker's unit or lies in its zone,
/// the attack is concentric (two columns right) if the target touches no other defending unit or free city,
/// and flanking (one column right) if it does. The units ringing the target need not join the attack: one
/// division attacks and the other only projects its zone. (Counting only the attackers' zones would give no
/// shift here; giving the concentric shift with the defender's neighbour there would give +2 for +1.)
#[test]
fn flank_and_concentric_attacks() {
    let base = latest(open_around("3318", 2));
    let shift = |s: &State, attackers: &[UnitId], key: &str| odds(s, Side::Wp, hex("3318"), attackers, false).shifts.iter().filter(|(k, _)| *k == key).map(|(_, v)| *v).sum::<i32>();
    let r = ring("3318");
    let mut s = base.clone();
    s.player = Side::Wp;
    s.place("wg-2-83", "3318");
    let a = s.place("su-16-td", &r[0]);
    let lone = shift(&s, &[a], "concentric") + shift(&s, &[a], "flank");
    assert_eq!(lone, 0, "one division does not ring the target");
    s.place("su-21-mrd", &r[1]);
    assert_eq!(shift(&s, &[a], "concentric"), 2, "ringed, attacked by one of the two");
    assert_eq!(shift(&s, &[a], "flank"), 0);
    // Another NATO unit beside the target (in a hex of the ring, in the Pact's zone): a flank attack.
    s.place("wg-1-83", &r[2]);
    assert_eq!(shift(&s, &[a], "flank"), 1);
    assert_eq!(shift(&s, &[a], "concentric"), 0);
}

/// [8.2.6], [8.5] 4: a retreating stack goes, where it can, to a hex outside enemy zones; failing that to an
/// enemy-zone hex holding a friendly unit; failing that to an empty enemy-zone hex, losing a step for it.
/// (Without the priority every open hex of the ring would be offered.)
#[test]
fn a_retreat_goes_outside_enemy_zones_first() {
    use engine::games::nato::combat::retreat::options;
    let r = ring("3318");
    let mut s = open("3318");
    let u = s.place("wg-1-83", "3318");
    s.place("su-16-td", &r[0]);
    let board = Board::new(&s);
    let free = options(&s, u, hex("3318"), 1);
    assert!(!free.is_empty());
    assert!(free.iter().all(|o| !board.in_ezoc(Side::Nato, o.hex) && o.loss == 0), "only hexes outside the zone");
    // The whole ring in the Pact's zone: each empty hex costs a step, a hex with a friendly unit none.
    s.place("su-21-mrd", &r[1]);
    let costly = options(&s, u, hex("3318"), 1);
    assert!(!costly.is_empty() && costly.iter().all(|o| o.loss == 1), "{:?}", costly.iter().map(|o| o.loss).collect::<Vec<_>>());
    s.place("wg-2-83", &r[2]);
    let held = options(&s, u, hex("3318"), 1);
    assert_eq!(held.iter().map(|o| (o.hex, o.loss)).collect::<Vec<_>>(), vec![(hex(&r[2]), 0)]);
}

/// [8.3], [8.5] 1: a line of supply may not enter a hex in an enemy zone unless a friendly unit stands there
/// (or it is a free city); it may enter the same hex with the enemy gone.
#[test]
fn a_line_of_supply_stops_at_an_enemy_zone() {
    let mut s = open("3318");
    let r = ring("3318");
    let (a, b) = (hex("3318"), hex(&r[0]));
    assert!(los_step(&s, &Board::new(&s), Side::Nato, a, b), "no enemy: the step is open");
    s.place("su-16-td", &ring(&r[0])[0]);
    let board = Board::new(&s);
    assert!(board.in_ezoc(Side::Nato, b));
    assert!(!los_step(&s, &board, Side::Nato, a, b), "into the enemy's zone");
    s.place("wg-1-83", &r[0]);
    assert!(los_step(&s, &Board::new(&s), Side::Nato, a, b), "a friendly unit there negates the zone");
}

/// [3.5.1], [3.5.2], [3.5.3], [8.5] 5, [12.3.2]: a hard unit moves straight from one enemy-zone hex to the
/// next; a soft unit, an artillery unit or an HQ may not, unless a friendly unit already holds the hex it
/// enters (then as a minimum move). The unit starts beside a Pact division with a second one beyond it, so
/// that every hex around it lies in the Pact's zone and no way around is open. (Treating HQs as hard, or
/// every unit as soft, fails one of the three.)
#[test]
fn only_hard_units_move_from_enemy_zone_to_enemy_zone() {
    let r = ring("3318");
    let base = open_around("3318", 2);
    let d = base.data();
    let next = ring(&r[0]).into_iter().find(|h| r.contains(h)).expect("a hex of the ring beside r[0]");
    let outer: Vec<String> = ring(&r[0]).into_iter().filter(|h| d.distance(hex(h), hex("3318")) == 2).collect();
    let beyond = outer.iter().find(|x| outer.iter().all(|y| y == *x || ring(x).contains(y))).expect("the hex beyond r[0]").clone();
    for (key, hard) in [("wg-2-83", true), ("us-1-101aa", false), ("wg1-hq", false)] {
        for held in [false, true] {
            let mut s = base.clone();
            s.turn = 2;
            s.player = Side::Nato;
            s.place("su-16-td", "3318");
            s.place("su-21-mrd", &beyond);
            let u = s.place(key, &r[0]);
            if held {
                s.place("wg-3-83", &next);
            }
            let board = Board::new(&s);
            assert!(ring(&r[0]).iter().all(|h| board.in_ezoc(Side::Nato, hex(h))), "no way around");
            let goes = destinations(&s, u).iter().any(|d| d.hex == hex(&next));
            assert_eq!(goes, hard || held, "{key} ({}) into {next}, held {held}", if hard { "hard" } else { "not hard" });
        }
    }
}

/// [3.2.5.1], [25.7.8] (L2946): a territorial unit retreats out of its home country only when that is its only
/// escape (from elimination, [3.2.5.1]; from a step loss, [25.7.8]): a West German Home Defence brigade on the
/// Dutch border, beaten from the east, with a West German and a Dutch hex open behind it (neither in an enemy
/// zone, both as far to the rear), is offered the West German hex only. (A retreat offered into the
/// Netherlands reads the restriction as movement's alone, [12.7].)
/// Rules 1–20 read no territory in a retreat and offer the Dutch hex too (E21).
#[test]
fn a_territorial_unit_retreats_abroad_only_to_survive() {
    use engine::games::nato::combat::retreat::options;
    use engine::games::nato::data::{hex_name, row_hex};
    let s0 = state();
    let d = s0.data();
    let country = |h: HexId| d.hexes[h as usize].country.clone().unwrap_or_default();
    // A West German hex with a Dutch and a West German neighbour to its west, and a West German one to its east.
    let (h, nl, wg, east) = (0..d.hexes.len() as HexId)
        .filter(|&h| s0.playable(h) && country(h) == "frg" && d.hexes[h as usize].city.is_none() && d.hexes[h as usize].zone.as_deref() != Some("baltap"))
        .find_map(|h| {
            let col = row_hex(h).col;
            let east = d.neighbours(h).find(|&n| country(n) == "frg" && row_hex(n).col < col)?;
            let nl = d.neighbours(h).find(|&n| country(n) == "nl" && row_hex(n).col >= col && d.distance(n, east) == 2 && s0.playable(n))?;
            let wg = d.neighbours(h).find(|&n| country(n) == "frg" && row_hex(n).col >= col && d.distance(n, east) == 2 && s0.playable(n))?;
            Some((h, nl, wg, east))
        })
        .expect("a West German hex on the Dutch border");
    let hexes: Vec<String> = std::iter::once(h).chain(d.neighbours(h)).map(hex_name).collect();
    let mut s = latest(super::common::state_with(move |d| super::common::open_country(d, &hexes)));
    let u = s.place("wg-hsch-52", &hex_name(h));
    s.place("su-16-td", &hex_name(east));
    let offered: Vec<HexId> = options(&s, u, h, 1).iter().map(|o| o.hex).collect();
    assert!(offered.contains(&wg), "the West German hex {}: {:?}", hex_name(wg), offered.iter().map(|&x| hex_name(x)).collect::<Vec<_>>());
    assert!(!offered.contains(&nl), "the Dutch hex {} while a home hex is open", hex_name(nl));
    s.rules = engine::games::nato::combat::retreat::TERRITORIAL_RETREAT - 1;
    let before: Vec<HexId> = options(&s, u, h, 1).iter().map(|o| o.hex).collect();
    assert!(before.contains(&nl) && before.contains(&wg), "rules 20 offer both: {:?}", before.iter().map(|&x| hex_name(x)).collect::<Vec<_>>());
}
