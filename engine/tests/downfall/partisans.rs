//! Partisans once placed (DF 2.2, L656–L682, rules 3): moving with the partisan icon, the Axis initiative
//! for moving, retreating or tracing supply into a partisan's hex (DF 2.2 L672, 5.1, 11.1), combat against
//! partisans (Axis attackers only, 1 pip, the terrain cancelled, the retreat within the country) and an
//! objective owned by a lone partisan (DF A.2) — with the seed's examples T-1 (L320) and T-35 (L1998–L2026).

use engine::games::downfall::combat;
use engine::games::downfall::data::{Faction, Ideology, Weather, GRID};
use engine::games::downfall::movement;
use engine::games::downfall::state::{Loc, State, Step};
use engine::games::downfall::supply;
use engine::kit::rows::RowHex;

use super::common::*;

/// Land hexes joined to `h` by plain land sides (no river, strait, rail or border), in the same country.
fn plain_ring(s: &State, h: RowHex) -> Vec<RowHex> {
    let c = s.data().hex(h).map(|x| x.country.clone()).unwrap_or_default();
    GRID.neighbours(h)
        .into_iter()
        .filter(|n| s.passable(h, *n) && s.data().side(h, *n).is_some_and(|x| !x.river && !x.rail && !x.border && x.kind == engine::games::downfall::data::SideKind::Land))
        .filter(|n| s.data().hex(*n).is_some_and(|x| x.country == c && x.city.is_none() && x.terrain.key() == "clear"))
        .collect()
}

/// An open clear hex of `country` whose six neighbours are all plain and of the same country.
fn open_hex(s: &State, country: &str) -> (RowHex, Vec<RowHex>) {
    let _ = country;
    ["ukraine", "ussr", "belarus", "poland", "ostland"]
        .iter()
        .flat_map(|c| s.data().hexes.keys().filter(move |h| s.data().hex(**h).is_some_and(|x| x.country == *c && x.terrain.key() == "clear" && x.city.is_none())))
        .map(|h| (*h, plain_ring(s, *h)))
        .find(|(_, r)| r.len() == 6)
        .expect("an open hex in the east")
}

fn husky_turn_5() -> State {
    let mut s = start("husky", 1);
    clear(&mut s);
    s.turn = 5;
    s.weather = Weather::Fair;
    s
}

/// T-35 (L1998–L2026): turn 5, Fair; OKH attacks a lone Soviet partisan in the mountain hex 2424 with the
/// German Tank (3 pips, elite) leading and the Bulgarian Leg (conscript) flanking. OKH 7 (3 + 2 German
/// armour in Fair + 1 flank + 1 elite − 1 conscript + 1 German), the partisan 4 (1 pip + 3 mountains):
/// column +3; the roll 7 gives 1/2: the Tank flips to its motorised side, one defender hit may be a
/// retreat but the other must be a step, so the partisan is eliminated for good; OKH advances.
#[test]
fn t35_okh_attacks_a_lone_partisan() {
    let mut s = husky_turn_5();
    let target = hex("2424");
    let around: Vec<RowHex> = GRID.neighbours(target).into_iter().filter(|n| s.passable(*n, target) && s.data().side(*n, target).is_some_and(|x| !x.river && x.kind == engine::games::downfall::data::SideKind::Land)).collect();
    let tank = place(&mut s, "okh-4pz", &around[0].id(), 3);
    s.units[tank].flipped = true;
    let bu = place(&mut s, "okh-bu", &around[1].id(), 2);
    let p = place(&mut s, "par-sov-1", "2424", 1);
    set_track(&mut s, &["okh-ops-2"]);
    s.init = [50, 10, 50, 50];
    choosing(&mut s, Faction::Okh);
    act(&mut s, "take okh-ops-2:attack");
    act(&mut s, "attack 2424 okh-4pz");
    act(&mut s, "unit okh-bu");
    let o = combat::odds(&s, Faction::Okh, target, &[tank, bu]);
    assert_eq!((o.attack, o.defence, o.column), (7, 4, 3), "{:?}", o.lines);
    assert_eq!(o.defenders, vec![p]);
    assert!(o.lines.contains(&("df.m.partisan", 1)), "a lone partisan defends with 1 pip: {:?}", o.lines);
    s.chance.script.dice = vec![3, 4];
    act(&mut s, "roll");
    // The attacker's hit: the Tank must flip (DF 8 step 6).
    assert_eq!(notations(&s), vec!["unit okh-4pz"]);
    act(&mut s, "unit okh-4pz");
    assert!(!s.units[tank].flipped, "the Tank shows its motorised side");
    // Two defender hits: no retreat yet (at most half, rounded up, may be one), the partisan takes a step.
    assert!(!offered(&s, "retreat"));
    act(&mut s, "unit par-sov-1");
    assert_eq!(s.units[p].loc, Loc::Gone, "an eliminated partisan leaves the game (L682)");
    act(&mut s, "unit okh-4pz");
    assert_eq!(s.units[tank].loc, Loc::Hex(target), "OKH advances into the emptied hex");
}

/// DF 2.2 (L678) and decision Q3: only the Axis attack partisans — a Soviet one by OKH, a Western one by
/// OKW; the Allies never. Under rules 2 a partisan is nobody's target.
#[test]
fn only_the_axis_attacks_partisans() {
    let mut s = husky_turn_5();
    let (x, ring) = open_hex(&s, "ukraine");
    let sp = place(&mut s, "par-sov-1", &x.id(), 1);
    assert_eq!(combat::defenders(&s, Faction::Okh, x), vec![sp]);
    assert!(combat::defenders(&s, Faction::Okw, x).is_empty());
    assert!(combat::defenders(&s, Faction::Soviet, x).is_empty() && combat::defenders(&s, Faction::West, x).is_empty());
    let wp = place(&mut s, "par-w-1", &ring[0].id(), 1);
    assert_eq!(combat::defenders(&s, Faction::Okw, ring[0]), vec![wp]);
    assert!(combat::defenders(&s, Faction::Okh, ring[0]).is_empty());
    s.rules = 2;
    assert!(combat::defenders(&s, Faction::Okh, x).is_empty(), "rules 2: partisans are not attacked");
}

/// DF 2.2 (L679): a partisan stacked with Axis units is attacked only with one of those units leading;
/// the units next door may not lead, and the lead in the hex crosses no side (no water bonus).
#[test]
fn a_partisan_among_axis_units_is_attacked_from_inside() {
    let mut s = husky_turn_5();
    let (x, ring) = open_hex(&s, "ukraine");
    place(&mut s, "par-sov-1", &x.id(), 1);
    place(&mut s, "okh-6a", &x.id(), 3);
    place(&mut s, "okh-4pz", &ring[0].id(), 3);
    set_track(&mut s, &["okh-ops-2"]);
    s.init = [50, 10, 50, 50];
    choosing(&mut s, Faction::Okh);
    act(&mut s, "take okh-ops-2:attack");
    let attack_in = format!("attack {} okh-6a", x.id());
    let attack_next = format!("attack {} okh-4pz", x.id());
    assert!(offered(&s, &attack_in), "{:?}", notations(&s));
    assert!(!offered(&s, &attack_next), "the lead must be one of the Axis units stacked with it");
    act(&mut s, &attack_in);
    assert!(offered(&s, "unit okh-4pz"), "a neighbour may flank");
    let a6 = unit(&s, "okh-6a");
    let a4 = unit(&s, "okh-4pz");
    let o = combat::odds(&s, Faction::Okh, x, &[a6, a4]);
    assert!(!o.lines.iter().any(|l| l.0 == "df.m.water"));
    assert_eq!(o.defence, 1, "a lone partisan on clear ground: 1 pip");
    // No advance: the attackers are in the hex already and the partisan is still there after a miss.
    assert!(matches!(s.steps.last(), Some(Step::Flankers(_))));
}

/// DF 2.2 (L680) and L1530: a partisan defending with friendly combat units adds no strength but may take
/// a hit; a Western partisan with Soviet defenders takes no part.
#[test]
fn a_partisan_beside_friendly_units_takes_hits_but_adds_no_strength() {
    let mut s = husky_turn_5();
    let (x, ring) = open_hex(&s, "ukraine");
    let leg = place(&mut s, "sov-66-62-68", &x.id(), 2);
    let p = place(&mut s, "par-sov-1", &x.id(), 1);
    let a = place(&mut s, "okh-6a", &ring[0].id(), 3);
    let o = combat::odds(&s, Faction::Okh, x, &[a]);
    let mut d = o.defenders.clone();
    d.sort();
    assert_eq!(d, vec![leg.min(p), leg.max(p)]);
    assert!(o.lines.contains(&("df.m.pips", 2)), "the Leg's 2 pips only: {:?}", o.lines);
    let h = combat::Hits { faction: Faction::Soviet, units: o.defenders.iter().map(|&u| u as u16).collect(), left: 1, first: combat::First::Fortress, attacker: false, total: 1, hex: x };
    assert!(h.choices(&s).contains(&(p as u16)), "the partisan may satisfy a hit");
    // A Western partisan in a Soviet-held hex is not attacked with it.
    s.units[p].loc = Loc::Pool;
    let w = place(&mut s, "par-w-1", &x.id(), 1);
    assert!(!combat::defenders(&s, Faction::Okh, x).contains(&w));
}

/// DF 2.2 (L676, L1529): an Axis defender stacked with a partisan (of either Ally) gets no terrain bonus,
/// of its hex or of the sides; without the partisan it does.
#[test]
fn a_partisan_cancels_the_axis_defenders_terrain() {
    let mut s = husky_turn_5();
    let target = hex("2424");
    let from = GRID.neighbours(target).into_iter().find(|n| s.passable(*n, target)).unwrap();
    let okw = find(&s, Faction::Okw, "leg", Some(true));
    place(&mut s, &okw, "2424", 2);
    let w = find(&s, Faction::West, "leg", None);
    let a = place(&mut s, &w, &from.id(), 2);
    let with_terrain = combat::odds(&s, Faction::West, target, &[a]);
    assert!(with_terrain.lines.contains(&("df.m.terrain", 3)), "mountains +3: {:?}", with_terrain.lines);
    place(&mut s, "par-sov-1", "2424", 1);
    let without = combat::odds(&s, Faction::West, target, &[a]);
    assert!(!without.lines.iter().any(|l| l.0 == "df.m.terrain" || l.0 == "df.m.water" || l.0 == "df.m.city"), "{:?}", without.lines);
    let bonus: i32 = with_terrain.lines.iter().filter(|l| ["df.m.terrain", "df.m.water", "df.m.city"].contains(&l.0)).map(|l| l.1).sum();
    assert!(bonus >= 3);
    assert_eq!(without.defence, with_terrain.defence - bonus);
    s.rules = 2;
    assert_eq!(combat::odds(&s, Faction::West, target, &[a]).defence, with_terrain.defence, "rules 2: no partisan rule");
}

/// DF 2.2 (L681, L1572): a partisan retreats into an adjacent hex of its country holding no other partisan
/// and no Axis unit, whatever the Axis ZOC — next to the Axis units it was stacked with, but not into their
/// hex; never across its border.
#[test]
fn a_partisan_retreats_through_the_axis_zoc_within_its_country() {
    let mut s = husky_turn_5();
    let (x, ring) = open_hex(&s, "ukraine");
    let p = place(&mut s, "par-sov-1", &x.id(), 1);
    place(&mut s, "okh-6a", &x.id(), 3);
    place(&mut s, "okh-4pz", &ring[0].id(), 3);
    place(&mut s, "par-sov-2", &ring[1].id(), 1);
    let ends = combat::retreat_ends(&s, p, x, 1);
    let z = s.ezoc(Ideology::Soviet);
    assert!(ends.iter().any(|e| z.contains_key(e)), "into the Axis ZOC: {ends:?}");
    assert!(!ends.contains(&ring[0]), "not into an Axis-held hex");
    assert!(!ends.contains(&ring[1]), "not into another partisan's hex");
    assert_eq!(ends.len(), 4);
    // A combat unit would find no hex there: every neighbour is in the Axis ZOC.
    let leg = place(&mut s, "sov-66-62-68", &x.id(), 2);
    assert!(combat::retreat_ends(&s, leg, x, 1).is_empty());
    // Never across the border: a partisan by Ukraine's border keeps to Ukraine.
    let (h, c) = s
        .data()
        .hexes
        .iter()
        .filter(|(_, x)| x.country == "ukraine" && x.playable())
        .find_map(|(h, _)| GRID.neighbours(*h).into_iter().find(|n| s.passable(*h, *n) && s.data().hex(*n).is_some_and(|y| y.country != "ukraine")).map(|n| (*h, n)))
        .unwrap();
    clear(&mut s);
    let p = place(&mut s, "par-sov-1", &h.id(), 1);
    assert!(!combat::retreat_ends(&s, p, h, 1).contains(&c));
}

/// DF 2.2 (L674), 7.1: partisans move only with a Redeploy marker showing the partisan icon, ignoring
/// combat units and enemy ZOC, never into another partisan's hex nor out of their country.
#[test]
fn partisans_move_with_the_partisan_icon() {
    let mut s = husky_turn_5();
    let (x, ring) = open_hex(&s, "ukraine");
    let p = place(&mut s, "par-sov-1", &x.id(), 1);
    place(&mut s, "okh-6a", &ring[0].id(), 3);
    place(&mut s, "par-sov-2", &ring[1].id(), 1);
    let d = movement::destinations(&s, p, 4);
    assert!(d.contains_key(&ring[0]), "into an Axis-held hex: partisans ignore combat units");
    assert!(!d.contains_key(&ring[1]), "not into another partisan's hex");
    assert!(d.keys().any(|h| GRID.distance(*h, x) == 3), "through the Axis ZOC: {d:?}");
    let home = s.data().hex(x).unwrap().country.clone();
    assert!(d.keys().all(|h| s.data().hex(*h).unwrap().country == home), "within its country");
    // The partisan icon (s-ops-3) offers it; a Redeploy without it (s-ops-4) does not.
    set_track(&mut s, &["s-ops-3", "s-ops-4"]);
    s.init = [50, 50, 10, 50];
    choosing(&mut s, Faction::Soviet);
    act(&mut s, "take s-ops-3:redeploy");
    assert!(offered(&s, "unit par-sov-1"), "{:?}", notations(&s));
    act(&mut s, "unit par-sov-1");
    act(&mut s, &format!("to {}", ring[0].id()));
    assert_eq!(s.units[p].loc, Loc::Hex(ring[0]));
    let mut t = husky_turn_5();
    place(&mut t, "par-sov-1", &x.id(), 1);
    set_track(&mut t, &["s-ops-4"]);
    t.init = [50, 50, 10, 50];
    choosing(&mut t, Faction::Soviet);
    act(&mut t, "take s-ops-4:redeploy");
    assert!(!offered(&t, "unit par-sov-1"), "no partisan icon");
    // Rules 2: a placed partisan stays where it is.
    let mut u = husky_turn_5();
    u.rules = 2;
    place(&mut u, "par-sov-1", &x.id(), 1);
    set_track(&mut u, &["s-ops-3"]);
    u.init = [50, 50, 10, 50];
    choosing(&mut u, Faction::Soviet);
    act(&mut u, "take s-ops-3:redeploy");
    assert!(!offered(&u, "unit par-sov-1"));
}

/// DF 2.2 (L672), 5.1, 7.1.1 (L1170): an Axis unit moving into a partisan's hex pays 1 initiative; one
/// that must pass through a partisan's hex to reach its end pays 1 for it; an Allied unit pays nothing.
#[test]
fn the_axis_pays_to_move_into_a_partisan_hex() {
    let mut s = husky_turn_5();
    let (x, ring) = open_hex(&s, "ukraine");
    let a = place(&mut s, "okh-6a", &x.id(), 3);
    place(&mut s, "par-sov-1", &ring[0].id(), 1);
    assert_eq!(movement::toll(&s, a, 4, ring[0]), 1);
    assert_eq!(movement::toll(&s, a, 4, ring[1]), 0);
    // Partisans all round: every hex two away is reached through one.
    let keys = ["par-sov-2", "par-sov-3", "par-sov-4", "par-sov-5", "par-sov-6"];
    for (k, h) in keys.iter().zip(&ring[1..]) {
        place(&mut s, k, &h.id(), 1);
    }
    let far = movement::destinations(&s, a, 2).into_keys().find(|h| GRID.distance(*h, x) == 2).expect("a hex two away");
    assert_eq!(movement::toll(&s, a, 2, far), 1);
    let sov = place(&mut s, "sov-66-62-68", &far.id(), 2);
    s.units[sov].loc = Loc::Pool;
    // Through the prompts: the order's cost plus 1.
    set_track(&mut s, &["okh-ops-5"]);
    s.init = [50, 10, 50, 50];
    choosing(&mut s, Faction::Okh);
    let before = s.init[Faction::Okh as usize];
    act(&mut s, "take okh-ops-5:redeploy");
    let paid = s.init[Faction::Okh as usize] - before;
    act(&mut s, "unit okh-6a");
    act(&mut s, &format!("to {}", ring[0].id()));
    assert_eq!(s.init[Faction::Okh as usize] - before, paid + 1);
    // A Soviet unit moving in pays nothing.
    let t = place(&mut s, "sov-66-62-68", &x.id(), 2);
    assert_eq!(movement::toll(&s, t, 4, ring[1]), 0);
    s.rules = 2;
    assert_eq!(movement::toll(&s, a, 4, ring[1]), 0, "rules 2: no toll");
}

/// DF 2.2 (L672), 8 step 6: an Axis unit retreating into a partisan's hex pays 1 initiative.
#[test]
fn the_axis_pays_to_retreat_into_a_partisan_hex() {
    let mut s = husky_turn_5();
    let (x, ring) = open_hex(&s, "ukraine");
    let a = place(&mut s, "okh-6a", &x.id(), 3);
    place(&mut s, "sov-66-62-68", &ring[0].id(), 2);
    let ends = combat::retreat_ends(&s, a, x, 1);
    let e = ends[0];
    assert_eq!(combat::retreat_toll(&s, a, x, 1, e), 0);
    place(&mut s, "par-sov-1", &e.id(), 1);
    assert!(combat::retreat_ends(&s, a, x, 1).contains(&e), "a partisan does not bar the retreat");
    assert_eq!(combat::retreat_toll(&s, a, x, 1, e), 1);
    s.steps.push(Step::Retreat(combat::Retreat { faction: Faction::Okh, units: vec![a as u16], hexes: 1, from: x }));
    let before = s.init[Faction::Okh as usize];
    act(&mut s, &format!("to {}", e.id()));
    assert_eq!(s.init[Faction::Okh as usize], before + 1);
}

/// T-1 (L318–L320) and DF A.2 (L294), 2.2 (L670): a Western partisan alone in Axis-held Marseille (port,
/// objective) makes West own the objective — the VP marker moves 1 toward the West — while the city stays
/// Axis, so West may not use the port. An OKW unit entering ends the ownership (VP back); a Western unit
/// entering takes the city without a second VP.
#[test]
fn t1_a_lone_partisan_owns_marseille() {
    let mut s = start("overlord", 1);
    clear(&mut s);
    let m = hex("2514");
    assert!(s.data().hex(m).unwrap().objective);
    s.cities.insert(m, Ideology::Axis);
    s.vp = 0;
    let p = place(&mut s, "par-w-1", "2514", 1);
    s.refresh_objectives();
    assert_eq!(s.objective_owner(m), Some(Ideology::Western));
    assert_eq!(s.cities[&m], Ideology::Axis, "the city stays Axis");
    assert_eq!(s.vp, 1);
    // An OKW unit enters: the partisan is no longer alone.
    let okw = find(&s, Faction::Okw, "leg", Some(true));
    let o = place(&mut s, &okw, "2514", 2);
    s.enter(m, Ideology::Axis);
    s.refresh_objectives();
    assert_eq!(s.objective_owner(m), Some(Ideology::Axis));
    assert_eq!(s.vp, 0);
    // It leaves: the lone partisan owns it again.
    s.units[o].loc = Loc::Pool;
    s.refresh_objectives();
    assert_eq!(s.vp, 1);
    // A Western unit takes the city: already Western-owned, no more VP.
    let w = find(&s, Faction::West, "leg", None);
    place(&mut s, &w, "2514", 2);
    s.enter(m, Ideology::Western);
    s.refresh_objectives();
    assert_eq!(s.cities[&m], Ideology::Western);
    assert_eq!(s.vp, 1);
    let _ = p;
    // Rules 2: a partisan owns nothing.
    let mut t = start("overlord", 1);
    clear(&mut t);
    t.rules = 2;
    t.cities.insert(m, Ideology::Axis);
    t.vp = 0;
    place(&mut t, "par-w-1", "2514", 1);
    t.refresh_objectives();
    assert_eq!((t.objective_owner(m), t.vp), (Some(Ideology::Axis), 0));
}

/// DF 11.1 (L1824): an Axis supply path may enter a partisan's hex for 1 initiative, once per partisan at a
/// Supply event. An OKH unit ringed by partisans traces (its own hex is not entered) through one of them,
/// and OKH pays 1 — not 6, and nothing when a way round is open.
#[test]
fn axis_supply_through_partisans_costs_initiative_once_per_partisan() {
    let mut s = start("campaign", 1);
    // An OKH unit that traces, not on a source, with six playable neighbours.
    let keys = ["par-sov-1", "par-sov-2", "par-sov-3", "par-sov-4", "par-sov-5", "par-sov-6", "par-sov-7"];
    let u = (0..s.units.len())
        .filter(|&u| s.is_combat(u) && s.faction(u) == Faction::Okh && !s.data().units[u].supply_badge)
        .filter(|&u| s.hex_of(u).is_some_and(|h| s.links(h).count() == 6 && s.data().hex(h).is_some_and(|x| x.supply.is_empty())))
        .find(|&u| supply::why(&s, u) == supply::Why::Traced)
        .expect("an OKH unit in supply with six neighbours");
    let h = s.hex_of(u).unwrap();
    assert!(supply::partisan_supply_tolls(&s, &supply::net(&s)).is_empty(), "no partisan on the map");
    let ring: Vec<RowHex> = s.links(h).collect();
    for (k, n) in keys.iter().zip(&ring) {
        place(&mut s, k, &n.id(), 1);
    }
    let tolls = supply::partisan_supply_tolls(&s, &supply::net(&s));
    let okh = tolls.iter().find(|(f, _)| *f == Faction::Okh).expect("OKH pays");
    assert_eq!(okh.1.len(), 1, "one partisan opens the way: {tolls:?}");
    // The Supply event charges exactly the partisans paid for, 1 each.
    let due: u16 = tolls.iter().filter(|(f, _)| *f == Faction::Okh).map(|(_, v)| v.len() as u16).sum();
    let mut r2 = s.clone();
    let before = s.init[Faction::Okh as usize];
    supply::supply_event(&mut s);
    assert_eq!(s.init[Faction::Okh as usize], before + due);
    assert_eq!(s.units[u].isolated, supply::Isolation::None, "the unit traced");
    // Rules 2: the path enters partisan hexes for nothing.
    r2.rules = 2;
    supply::supply_event(&mut r2);
    assert_eq!(r2.init[Faction::Okh as usize], before);
}

/// An OKH infantry unit in supply, below its maximum and off any source, with six playable neighbours — and
/// its six neighbours ringed with Soviet partisans (the campaign's set-up).
fn okh_ringed_by_partisans() -> (State, usize) {
    let mut s = start("campaign", 1);
    let u = (0..s.units.len())
        .filter(|&u| s.is_combat(u) && s.faction(u) == Faction::Okh && !s.data().units[u].supply_badge && s.utype(u).infantry() && s.data().units[u].pips >= 2)
        .filter(|&u| s.hex_of(u).is_some_and(|h| s.links(h).count() == 6 && s.data().hex(h).is_some_and(|x| x.supply.is_empty())))
        .find(|&u| supply::why(&s, u) == supply::Why::Traced)
        .expect("an OKH infantry unit in supply with six neighbours");
    s.units[u].steps = 1;
    let h = s.hex_of(u).unwrap();
    let ring: Vec<RowHex> = s.links(h).collect();
    for (k, n) in ["par-sov-1", "par-sov-2", "par-sov-3", "par-sov-4", "par-sov-5", "par-sov-6"].iter().zip(&ring) {
        place(&mut s, k, &n.id(), 1);
    }
    (s, u)
}

/// DF 11.1 (L1824), 2.2 (L672) outside a Supply event (rules 10, decision Q20): an Axis unit whose trace for a
/// Recruit step must enter a partisan's hex costs its faction 1 initiative, shown on the action before the
/// choice, paid once for the unit in the order; its second step is free. Rules 9 let that trace through free.
#[test]
fn an_axis_recruit_step_traced_through_a_partisan_costs_initiative() {
    use engine::games::downfall::build::Build;
    use engine::games::downfall::Downfall;
    use engine::Game;
    let (mut s, u) = okh_ringed_by_partisans();
    let key = s.data().units[u].key.clone();
    let mut old = s.clone();
    s.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::Okh))];
    let a = Downfall::prompt(&s).actions.into_iter().find(|a| Downfall::describe(&s, a).notation == format!("unit {key}")).expect("the unit may take a step");
    let d = Downfall::describe(&s, &a);
    assert_eq!((d.label.as_str(), d.args.last().cloned()), ("df.a.unit_toll", Some(engine::Arg::Num(1))), "the cost shows before the choice");
    let before = s.init[Faction::Okh as usize];
    act(&mut s, &format!("unit {key}"));
    assert_eq!((s.units[u].steps, s.init[Faction::Okh as usize]), (2, before + 1), "one initiative for the trace");
    assert_eq!(Downfall::describe(&s, &a).label, "df.a.unit", "the unit's trace is paid for this order");
    act(&mut s, &format!("unit {key}"));
    assert_eq!((s.units[u].steps, s.init[Faction::Okh as usize]), (3, before + 1), "the second step shares the trace");
    // Rules 9: the trace entered the partisans' hexes for nothing.
    old.rules = 9;
    old.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::Okh))];
    act(&mut old, &format!("unit {key}"));
    assert_eq!(old.init[Faction::Okh as usize], before);
}

/// DF 11.1: a way round the partisans costs nothing — the same unit with one partisan of its ring gone.
#[test]
fn an_axis_recruit_step_that_goes_round_the_partisans_is_free() {
    use engine::games::downfall::build::Build;
    let (mut s, u) = okh_ringed_by_partisans();
    let key = s.data().units[u].key.clone();
    assert_eq!(supply::step_toll(&s, &supply::net(&s), u), Some(1));
    // Open the ring where a partisan-free hex lets the unit trace.
    let ring: Vec<usize> = ["par-sov-1", "par-sov-2", "par-sov-3", "par-sov-4", "par-sov-5", "par-sov-6"].iter().map(|k| unit(&s, k)).collect();
    let gap = ring.iter().copied().find(|&p| {
        let mut t = s.clone();
        t.units[p].loc = Loc::Pool;
        supply::step_toll(&t, &supply::net(&t), u) == Some(0)
    });
    let p = gap.expect("a partisan whose hex opens a free path");
    s.units[p].loc = Loc::Pool;
    s.steps = vec![Step::Round, Step::Build(Build::recruit(Faction::Okh))];
    let before = s.init[Faction::Okh as usize];
    act(&mut s, &format!("unit {key}"));
    assert_eq!(s.init[Faction::Okh as usize], before, "a path round every partisan is free");
}
