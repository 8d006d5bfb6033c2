//! The combat cycle's numbered rules read both ways: who may react ([25.1.2.1]–[25.1.2.7]), who may attack
//! ([25.2.2], [25.2.4], [25.8.4]), who defends ([25.2.6], [25.7.7]), the adjusted attack ([25.3.1]), the
//! Breakthrough markers' end ([25.9.4]), coordination ([25.2.1]), results only for attackers ([25.6.6]), the
//! Joint Combat Supply segment ([25.1.9]).

use engine::games::nato::actions::Action;
use engine::games::nato::combat::eligible_attackers;
use engine::games::nato::combat::odds::{defence, odds};
use engine::games::nato::combat::reaction::reactors;
use engine::games::nato::data::{hex_name, row_hex, Crossing, HexId, River, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{State, Step, UnitId};
use engine::games::nato::zoc::in_ezoc;
use engine::Game;

use super::common::{dice, hex, ring, set_river, set_terrain, settle, state, state_with};

/// The `n`th 1983 maneuver unit of `nation` (the pack's nation key) other than `but`.
fn of_nation(s: &State, nation: &str, but: &[&str], n: usize) -> String {
    of_nation_where(s, nation, but, n, |_| true)
}

/// The `n`th 1983 maneuver unit of `nation` other than `but` whose full-strength attack passes `attack`.
fn of_nation_where(s: &State, nation: &str, but: &[&str], n: usize, attack: impl Fn(u8) -> bool) -> String {
    s.data()
        .units
        .iter()
        .enumerate()
        .filter(|(u, x)| x.nation == nation && !x.key.ends_with("-88") && s.class(*u as UnitId).maneuver() && !but.contains(&x.key.as_str()))
        .filter(|(_, x)| attack(s.data().types[x.ty].full.0))
        .nth(n)
        .map(|(_, x)| x.key.clone())
        .unwrap_or_else(|| panic!("no {nation} unit {n}"))
}

fn adjacent(a: &str, b: &str) -> bool {
    GRID.is_adjacent(row_hex(hex(a)), row_hex(hex(b)))
}

/// The UK 7th Armoured Brigade holds 3318 (clear), the 94th Guards MRD beside it in `ring[0]`; `ring[1]`,
/// opposite, is out of the Pact's zone. `edit` changes the fixture's pack first.
fn uk_hex(edit: impl FnOnce(&mut engine::games::nato::data::NatoData)) -> (State, Vec<String>) {
    let r = ring("3318");
    let r2 = r.clone();
    let mut s = state_with(|d| {
        set_terrain(d, "3318", "clear");
        for h in &r2 {
            set_terrain(d, h, "clear");
            set_river(d, h, "3318", River::None);
        }
        edit(d);
    });
    s.turn = 2;
    s.place("uk-7-83", "3318");
    s.place("su-94-mrd", &r[0]);
    (s, r)
}

/// [25.1.2.1]: no reaction across a major river; across a minor river a unit reacts.
#[test]
fn no_reaction_across_a_major_river() {
    let r = ring("3318");
    let uk = |s: &State| of_nation(s, "uk", &["uk-7-83"], 0);
    let (mut s, _) = uk_hex(|d| set_river(d, &r[1], "3318", River::Minor));
    let k = uk(&s);
    let u = s.place(&k, &r[1]);
    assert!(!in_ezoc(&s, Side::Nato, hex(&r[1])));
    assert!(reactors(&s, Side::Wp, hex("3318")).contains(&u), "across a minor river it reacts");

    let (mut s, _) = uk_hex(|d| set_river(d, &r[1], "3318", River::Major));
    let u = s.place(&k, &r[1]);
    assert!(!reactors(&s, Side::Wp, hex("3318")).contains(&u), "not across a major river");
}

/// [25.1.2.5]: a NATO unit reacts only into a hex whose units are all of its nationality: a British unit
/// into the British brigade's hex, a West German one not.
#[test]
fn nato_reacts_only_into_its_own_nationality() {
    let (mut s, r) = uk_hex(|_| {});
    let k = of_nation(&s, "uk", &["uk-7-83"], 0);
    let brit = s.place(&k, &r[1]);
    let list = reactors(&s, Side::Wp, hex("3318"));
    assert!(list.contains(&brit), "{list:?}");

    let (mut s, r) = uk_hex(|_| {});
    let k = of_nation(&s, "frg", &[], 0);
    let german = s.place(&k, &r[1]);
    assert!(!reactors(&s, Side::Wp, hex("3318")).contains(&german), "another nationality does not react");
}

/// [25.1.2.5]: a NATO unit in an enemy zone reacts out of it, unless it is the only maneuver unit in its
/// hex (the Pact, [25.1.2.4], never reacts out of an enemy zone).
#[test]
fn nato_reacts_out_of_an_enemy_zone_only_leaving_a_unit() {
    let (s0, r) = uk_hex(|_| {});
    // A ring hex beside the Pact's division: in its zone.
    let z = r.iter().skip(1).find(|h| adjacent(h, &r[0])).expect("a ring hex beside ring[0]").clone();
    let a = of_nation(&s0, "uk", &["uk-7-83"], 0);
    let b = of_nation(&s0, "uk", &["uk-7-83"], 1);

    let mut s = s0.clone();
    let alone = s.place(&a, &z);
    assert!(in_ezoc(&s, Side::Nato, hex(&z)));
    assert!(!reactors(&s, Side::Wp, hex("3318")).contains(&alone), "the only maneuver unit in the zone stays");

    let mut s = s0.clone();
    let first = s.place(&a, &z);
    let second = s.place(&b, &z);
    let list = reactors(&s, Side::Wp, hex("3318"));
    assert!(list.contains(&first) && list.contains(&second), "with another maneuver unit beside it, either reacts: {list:?}");
}

/// [25.1.2.6]: a maneuver unit out of enemy zones always reacts into an adjacent target, even when it
/// leaves its hex empty — for either side.
#[test]
fn a_unit_out_of_enemy_zones_reacts_and_leaves_its_hex_empty() {
    let (mut s, r) = uk_hex(|_| {});
    let k = of_nation(&s, "uk", &["uk-7-83"], 0);
    let u = s.place(&k, &r[1]);
    assert_eq!(s.units_in(hex(&r[1])).count(), 1, "alone in its hex");
    assert!(!in_ezoc(&s, Side::Nato, hex(&r[1])));
    assert!(reactors(&s, Side::Wp, hex("3318")).contains(&u));
    s.units[u as usize].loc = engine::games::nato::state::Loc::Hex(hex("3318"));
    assert_eq!(s.units_in(hex(&r[1])).count(), 0);

    // The Pact: the GDR 8th attacked from ring[0]; the 21st MRD alone in ring[1], out of NATO's zone.
    let mut s = state();
    s.turn = 2;
    let r = ring("3318");
    s.place("gdr-8", "3318");
    s.place("uk-7-83", &r[0]);
    let free = s.place("su-21-mrd", &r[1]);
    assert_eq!(s.units_in(hex(&r[1])).count(), 1);
    assert!(!in_ezoc(&s, Side::Wp, hex(&r[1])));
    assert!(reactors(&s, Side::Nato, hex("3318")).contains(&free));
}

/// [25.1.2.7]: a unit under a Battle marker (its own battle not yet fought) may react into the battle
/// being fought; an Engaged one (its battle fought) never.
#[test]
fn battle_marker_reacts_engaged_does_not() {
    let (mut s, r) = uk_hex(|_| {});
    let k = of_nation(&s, "uk", &["uk-7-83"], 0);
    let u = s.place(&k, &r[1]);
    s.marked.push(hex(&r[1]));
    assert!(reactors(&s, Side::Wp, hex("3318")).contains(&u), "under a Battle marker it still reacts");
    s.units[u as usize].engaged = true;
    assert!(!reactors(&s, Side::Wp, hex("3318")).contains(&u), "an Engaged unit never reacts");
}

/// A city hex of `country` with a land neighbour a unit may react from, free for `side` and empty.
fn empty_free_city(s: &State, side: Side, country: &str) -> (HexId, HexId) {
    let d = s.data();
    (0..d.hexes.len() as HexId)
        .filter(|&h| d.hexes[h as usize].city.is_some() && d.hexes[h as usize].country.as_deref() == Some(country))
        .filter(|&h| s.playable(h) && s.free_city_of(h, side))
        .find_map(|h| {
            d.neighbours(h)
                .find(|&n| {
                    s.playable(n)
                        && d.hexes[n as usize].city.is_none()
                        && engine::games::nato::combat::reaction::reaction_crosses(s, n, h)
                        && !in_ezoc(s, side, n)
                })
                .map(|n| (h, n))
        })
        .unwrap_or_else(|| panic!("no free {country} city with a land neighbour"))
}

/// [25.1.2.3]: into an empty friendly free city NATO reacts only with a unit of the city's nation; the
/// Pact with any of its maneuver units.
#[test]
fn reaction_into_an_empty_free_city() {
    let mut s = state();
    s.turn = 2;
    let (city, n) = empty_free_city(&s, Side::Nato, "frg");
    let german = of_nation(&s, "frg", &[], 0);
    let brit = of_nation(&s, "uk", &[], 0);
    let mut s1 = s.clone();
    let g = s1.place(&german, &hex_name(n));
    assert!(reactors(&s1, Side::Wp, city).contains(&g), "a West German unit into a West German city");
    let mut s2 = s.clone();
    let b = s2.place(&brit, &hex_name(n));
    assert!(!reactors(&s2, Side::Wp, city).contains(&b), "a British unit does not");

    // The Pact: a Soviet division into an empty East German city.
    let (city, n) = empty_free_city(&s, Side::Wp, "gdr");
    let mut s3 = s.clone();
    let su = s3.place("su-21-mrd", &hex_name(n));
    assert!(reactors(&s3, Side::Nato, city).contains(&su), "any Pact maneuver unit");
}

/// [25.2.2]: a maneuver unit of attack 0 (a Danish territorial brigade) never attacks alone: no target it
/// alone is beside, no roll with it alone committed; with a unit of attack 1 or more it joins the attack.
#[test]
fn an_attack_zero_unit_never_attacks_alone() {
    let mut s = state();
    s.turn = 2;
    let zero = of_nation_where(&s, "dk", &[], 0, |a| a == 0);
    let strong = of_nation_where(&s, "dk", &[], 0, |a| a >= 1);
    let r = ring("3318");
    s.place("gdr-8", "3318");
    let z = s.place(&zero, &r[0]);
    assert_eq!(s.values(z).0, 0);
    s.player = Side::Nato;
    s.steps = vec![Step::Combat(Side::Nato)];
    assert!(!Nato::prompt(&s).actions.contains(&Action::Attack(hex("3318"))), "alone it makes no attack");
    let a = s.place(&strong, &r[1]);
    assert!(s.values(a).0 >= 1);
    Nato::apply(&mut s, 1, &Action::Attack(hex("3318"))).unwrap();
    Nato::apply(&mut s, 1, &Action::Commit(z)).unwrap();
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::Resolve), "committed alone: no roll");
    assert!(p.actions.contains(&Action::Commit(a)));
    Nato::apply(&mut s, 1, &Action::Commit(a)).unwrap();
    assert!(Nato::prompt(&s).actions.contains(&Action::Resolve), "with a stronger unit it attacks");
}

/// [25.2.4]: no attack across a blocked hexside; across the same hexside as land the unit attacks.
#[test]
fn no_attack_across_a_blocked_hexside() {
    let r = ring("3318");
    let build = |crossing: Crossing| {
        let r0 = r[0].clone();
        let mut s = state_with(move |d| {
            set_terrain(d, "3318", "clear");
            set_terrain(d, &r0, "clear");
            set_river(d, &r0, "3318", River::None);
            let (a, b) = (hex(&r0), hex("3318"));
            d.sides.get_mut(&(a.min(b), a.max(b))).unwrap().crossing = crossing;
        });
        s.turn = 2;
        s.place("gdr-8", "3318");
        let u = s.place("uk-7-83", &r[0]);
        (s, u)
    };
    let (s, u) = build(Crossing::Land);
    assert!(eligible_attackers(&s, Side::Nato, hex("3318")).contains(&u));
    let (s, u) = build(Crossing::Blocked);
    assert!(!eligible_attackers(&s, Side::Nato, hex("3318")).contains(&u), "not across a blocked hexside");
}

/// [25.1.2.2]: against a breakthrough battle cycle into an empty hex under a Breakthrough marker the
/// defender does not react, though a unit of his could react into that hex in an ordinary battle.
#[test]
fn no_reaction_against_a_breakthrough_cycle() {
    let mut s = state();
    s.rules = engine::games::nato::breakthrough::RULES.max(s.rules);
    s.turn = 3;
    let d = s.data().clone();
    let clear = |h: HexId| s.playable(h) && d.hexes[h as usize].city.is_none() && d.tec[d.hexes[h as usize].primary].key == "clear";
    // A clear Pact hex, a clear neighbour NATO attacks from, and another neighbour not beside that one.
    let (t, from, other) = (0..d.hexes.len() as HexId)
        .filter(|&h| clear(h) && d.hexes[h as usize].owner() == Some(Side::Wp))
        .find_map(|h| {
            let from = d.neighbours(h).find(|&n| clear(n) && engine::games::nato::combat::attack_crosses(&s, n, h))?;
            let other = d.neighbours(h).find(|&n| {
                clear(n) && n != from && d.distance(n, from) >= 2 && engine::games::nato::combat::reaction::reaction_crosses(&s, n, h)
            })?;
            Some((h, from, other))
        })
        .expect("three clear hexes");
    let us = of_nation_where(&s, "us", &[], 0, |a| a >= 1);
    let u = s.place(&us, &hex_name(from));
    let pact = s.place("su-21-mrd", &hex_name(other));
    assert!(reactors(&s, Side::Nato, t).contains(&pact), "a unit that could react into the hex");
    s.breakthroughs.push((t, Side::Nato));
    s.player = Side::Nato;
    s.steps = vec![Step::Combat(Side::Nato)];
    Nato::apply(&mut s, 1, &Action::Attack(t)).unwrap();
    Nato::apply(&mut s, 1, &Action::Commit(u)).unwrap();
    Nato::apply(&mut s, 1, &Action::Resolve).unwrap();
    let p = Nato::prompt(&s);
    assert_eq!(p.id, "nato.advance", "straight to the advance: no reaction");
    assert!(!p.actions.contains(&Action::React(pact)));
    assert_eq!(s.hex_of(pact), Some(other));
}

/// [25.8.4]: artillery is no maneuver unit: it never joins a ground attack (and so never advances); a
/// maneuver unit in the same hex does.
#[test]
fn artillery_never_attacks() {
    let mut s = state();
    s.turn = 2;
    let r = ring("3318");
    s.place("uk-7-83", "3318");
    let arty = s.place("su-34-arty", &r[0]);
    let mrd = s.place("su-94-mrd", &r[0]);
    let list = eligible_attackers(&s, Side::Wp, hex("3318"));
    assert!(list.contains(&mrd), "{list:?}");
    assert!(!list.contains(&arty), "{list:?}");
}

/// [25.3.1]: each attacker's adjusted attack keeps its fraction; only the total is rounded down. Two
/// disrupted tank divisions of 7: 3½ + 3½ = 7 (6 if each were rounded down, 8 if up).
#[test]
fn fractions_are_kept_until_the_total() {
    let r = ring("3318");
    let r2 = r.clone();
    let mut s = state_with(|d| {
        set_terrain(d, "3318", "clear");
        for h in &r2[..2] {
            set_terrain(d, h, "clear");
            set_river(d, h, "3318", River::None);
        }
    });
    s.turn = 2;
    s.place("uk-7-83", "3318");
    let a = s.place("pl-20-td", &r[0]);
    let b = s.place("pl-5-td", &r[1]);
    assert_eq!((s.values(a).0, s.values(b).0), (7, 7));
    s.units[a as usize].disrupted = true;
    s.units[b as usize].disrupted = true;
    assert_eq!(odds(&s, Side::Wp, hex("3318"), &[a, b], false).attack, 7);
    assert_eq!(odds(&s, Side::Wp, hex("3318"), &[a], false).attack, 3, "alone: 3½ rounded down");
}

/// [25.2.6], [25.7.7]: a unit that has defended or retreated this Combat Phase (Engaged) adds no defence
/// to a later battle for the hex it stands in; the fresh unit beside it defends alone.
#[test]
fn a_unit_that_retreated_adds_no_defence() {
    let (mut s, _) = uk_hex(|_| {});
    let k = of_nation(&s, "uk", &["uk-7-83"], 0);
    let fresh = s.place(&k, "3318");
    let retreated = s.data().unit("uk-7-83").unwrap() as UnitId;
    let both = defence(&s, Side::Wp, hex("3318"));
    s.units[retreated as usize].engaged = true;
    let after = defence(&s, Side::Wp, hex("3318"));
    assert_eq!(after, s.values(fresh).1 as u32, "only the fresh unit");
    assert!(after < both);
}

/// [25.9.4]: at the end of a player's Reserve Phase his Breakthrough markers leave the map; the enemy's
/// stay until his own.
#[test]
fn breakthrough_markers_go_at_the_end_of_the_reserve_phase() {
    let mut s = state();
    s.turn = 2;
    s.player = Side::Wp;
    s.breakthroughs.push((hex("3318"), Side::Wp));
    s.breakthroughs.push((hex("2717"), Side::Nato));
    use engine::kit::steps::Step as _;
    engine::games::nato::movement::ReserveEnd.run(&mut s);
    assert_eq!(s.breakthroughs, vec![(hex("2717"), Side::Nato)]);
}

/// [25.2.1]: the units committed against one target must coordinate: after a NEGF division, a SEGF
/// division beside the target is not offered; an independent unit is.
#[test]
fn attackers_must_coordinate() {
    let mut s = state();
    s.turn = 2;
    let r = ring("3318");
    s.place("uk-7-83", "3318");
    let negf = s.place("su-94-mrd", &r[0]);
    let segf = s.place("gdr-7", &r[1]);
    let indep = s.place("su-97-abn", &r[2]);
    assert_eq!(s.data().units[segf as usize].command, "segf");
    s.player = Side::Wp;
    s.steps = vec![Step::Combat(Side::Wp), Step::Planning];
    Nato::apply(&mut s, 0, &Action::Mark(hex("3318"))).unwrap();
    Nato::apply(&mut s, 0, &Action::Done).unwrap();
    Nato::apply(&mut s, 0, &Action::Attack(hex("3318"))).unwrap();
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Commit(segf)), "alone, the SEGF division may attack");
    Nato::apply(&mut s, 0, &Action::Commit(negf)).unwrap();
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::Commit(segf)), "another front's division does not join");
    assert!(p.actions.contains(&Action::Commit(indep)), "an independent unit does");
}

/// [25.6.6]: a result never touches an attacker's unit that did not attack, though stacked with one that
/// did: at 1:4 a die of 1 reads A1*/- — the committed division loses its step and is disrupted; the
/// division beside it in the same hex keeps its steps and stays undisrupted.
#[test]
fn results_fall_only_on_the_units_that_attacked() {
    let mut s = state();
    s.turn = 2;
    let r = ring("3318");
    for k in ["uk-7-83", "uk-12-83", "uk-22-83"] {
        s.place(k, "3318");
    }
    let a = s.place("su-94-mrd", &r[0]);
    let by = s.place("su-21-mrd", &r[0]);
    // Disrupted and out of combat supply: a quarter of its 8.
    s.units[a as usize].disrupted = true;
    s.units[a as usize].coos = true;
    let o = odds(&s, Side::Wp, hex("3318"), &[a], false);
    assert_eq!(o.column, 0, "1:4: {o:?}");
    assert_eq!(s.data().crt[0][0], "A1*/-");
    s.player = Side::Wp;
    s.steps = vec![Step::Combat(Side::Wp)];
    dice(&mut s, &[1]);
    engine::games::nato::combat::resolve(&mut s, Side::Wp, hex("3318"), vec![a]);
    settle(&mut s);
    for _ in 0..10 {
        let p = Nato::prompt(&s);
        let seat = p.seat.unwrap_or(0);
        let hits: Vec<Action> = p.actions.iter().filter(|x| matches!(x, Action::Hit(_))).cloned().collect();
        if !hits.is_empty() {
            assert_eq!(hits, vec![Action::Hit(a)], "only the committed division may lose the step");
            Nato::apply(&mut s, seat, &hits[0]).unwrap();
        } else if p.actions.contains(&Action::Done) {
            Nato::apply(&mut s, seat, &Action::Done).unwrap();
        } else {
            break;
        }
    }
    assert_eq!(s.units[a as usize].steps, 1, "the attacker lost its step");
    assert_eq!(s.units[by as usize].steps, 2);
    assert!(!s.units[by as usize].disrupted, "the division that did not attack is not disrupted");
    assert_eq!(s.hex_of(by), Some(hex(&r[0])));
}

/// [25.1.9]: when the battle is over, each participant that traces no combat supply takes a Combat-OOS
/// marker: the Soviet division attacking out of 4518 (cut off) takes one; the one in the Pact's rear that
/// did not fight, though it traces none either, is not checked.
#[test]
fn the_joint_combat_supply_segment_follows_the_battle() {
    let mut s = state();
    s.turn = 2;
    let r = ring("4518");
    let a = s.place("su-16-td", "4518");
    let idle = s.place("su-21-mrd", "4518");
    let nato = of_nation_where(&s, "frg", &[], 0, |_| true);
    s.place(&nato, &r[0]);
    assert!(!s.units[a as usize].coos && !s.units[idle as usize].coos);
    s.player = Side::Wp;
    s.steps = vec![Step::Combat(Side::Wp)];
    dice(&mut s, &[4]);
    engine::games::nato::combat::resolve(&mut s, Side::Wp, hex(&r[0]), vec![a]);
    settle(&mut s);
    for _ in 0..10 {
        let p = Nato::prompt(&s);
        let seat = p.seat.unwrap_or(0);
        if s.battle.is_none() {
            break;
        } else if let Some(x) = p.actions.iter().find(|x| matches!(x, Action::Hit(_) | Action::Done)) {
            Nato::apply(&mut s, seat, &x.clone()).unwrap();
        } else if let Some(x) = p.actions.first() {
            Nato::apply(&mut s, seat, &x.clone()).unwrap();
        }
    }
    assert!(s.battle.is_none(), "the battle is over");
    assert!(s.units[a as usize].coos, "the attacker traces no combat supply");
    assert!(!s.units[idle as usize].coos, "a unit that did not fight is not checked");
}

/// [25.3] (L2668): a battle's odds are the total attack of all its attacking units against the total
/// defence of all the defenders: two Pact divisions on row 45 attacking the West German brigade in 4513
/// from both sides read the column of their sum (read unit by unit, the column of the stronger alone).
#[test]
fn the_odds_are_the_totals_ratio() {
    use engine::games::nato::combat::odds::{attack_factor, base_column, defence, odds};
    let mut s = super::common::current();
    s.turn = 2;
    s.place("wg-1-83", "4513");
    let a = s.place("su-16-td", "4512");
    let b = s.place("su-21-mrd", "4514");
    let o = odds(&s, Side::Wp, hex("4513"), &[a, b], false);
    let total: f64 = [a, b].iter().map(|&u| attack_factor(&s, u, hex("4513")) * s.values(u).0 as f64).sum();
    assert_eq!(o.attack, total.floor() as u32, "the sum of both");
    assert_eq!(o.defence, defence(&s, Side::Wp, hex("4513")));
    assert_eq!(o.base, base_column(o.attack, o.defence));
    let alone = odds(&s, Side::Wp, hex("4513"), &[a], false);
    assert!(o.base > alone.base, "more than the stronger alone");
}
