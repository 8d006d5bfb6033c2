//! Battles from the seed's examples and the combat rules read both ways: reaction ([25.1.2]), offensive
//! support ([25.4]), flank and concentric attacks ([25.3.4.2]–[25.3.4.3]), the shift limit ([25.5.1]),
//! retreats ([25.7]), exploitation ([25.8.2]), surrender ([32.1.1]).

use engine::games::nato::actions::Action;
use engine::games::nato::combat::odds::{final_column, odds};
use engine::games::nato::combat::reaction::reactors;
use engine::games::nato::combat::retreat::options;
use engine::games::nato::data::{hex_name, row_hex, HexId, River, Side, GRID};
use engine::games::nato::game::Nato;
use engine::games::nato::state::{Loc, State, Step};
use engine::Game;

use super::common::{dice, hex, ring, set_river, set_terrain, state, state_with};

fn col(s: &State, c: usize) -> String {
    s.data().crt_columns[c].clone()
}

/// A hex `k` steps beyond `a` going away from `t` (a, t neighbours).
fn beyond(t: &str, a: &str, k: i32) -> String {
    let (t, a) = (GRID_CUBE(t), GRID_CUBE(a));
    let d = (a.0 - t.0, a.1 - t.1);
    let c = (a.0 + d.0 * k, a.1 + d.1 * k);
    // Back to RRCC through the grid: search the hexes around.
    GRID.within(row_hex(hex(&hex_name_of(a))), k as u32 + 1)
        .into_iter()
        .find(|h| GRID.to_cube(*h).q == c.0 && GRID.to_cube(*h).r == c.1)
        .expect("on the grid")
        .id()
}

#[allow(non_snake_case)]
fn GRID_CUBE(h: &str) -> (i32, i32) {
    let c = GRID.to_cube(row_hex(hex(h)));
    (c.q, c.r)
}

fn hex_name_of(c: (i32, i32)) -> String {
    GRID.from_cube(engine::kit::hex::Cube::new(c.0, c.1)).id()
}

/// CMB-1b, L3109–3133: the 94th Guards MRD (8) and the GDR 8th (6) attack the UK 7th Armoured Brigade (3)
/// in 3318 (rough) across minor rivers: 6 + 4.5 = 10.5 → 10; 10/3: 3:1; flank +1 (the ring closes, and
/// another NATO unit stands beside the target), NEGF's offensive support +1, rough −1: 4:1. The lone NATO
/// brigade beside the target is in an enemy zone: it cannot react ([8.2.2]). Roll 4: -/CA D1 R1. The
/// Other-NATO counterattack rolls 4: the 94th is disrupted; the 7th is eliminated; the 94th advances.
#[test]
fn cmb1b_the_battle_for_3318() {
    let r = ring("3318");
    let (a1, a2) = (r[0].clone(), r[1].clone());
    let hq_hex = beyond("3318", &a1, 2);
    let mut s = state_with(|d| {
        set_terrain(d, "3318", "rough");
        for a in [&a1, &a2] {
            set_terrain(d, a, "clear");
            set_river(d, a, "3318", River::Minor);
        }
        set_terrain(d, &beyond("3318", &a1, 1), "clear");
        set_terrain(d, &hq_hex, "clear");
    });
    s.turn = 2;
    let gmrd = s.place("su-94-mrd", &a1);
    let gdr = s.place("gdr-8", &a2);
    let hq = s.place("negf-hq", &hq_hex);
    let uk = s.place("uk-7-83", "3318");
    let lone = s.place("wg-3-83", &r[2]);
    assert!(reactors(&s, Side::Wp, hex("3318")).is_empty(), "a NATO unit alone in an enemy zone cannot react");
    s.steps.push(Step::Combat(Side::Wp));
    assert!(!Nato::prompt(&s).actions.contains(&Action::Attack(hex("3318"))), "the Pact attacks only marked hexes (25.1.1.1)");
    s.steps.pop();
    s.steps.push(Step::Combat(Side::Wp));
    s.steps.push(Step::Planning);
    Nato::apply(&mut s, 0, &Action::Mark(hex("3318"))).unwrap();
    Nato::apply(&mut s, 0, &Action::Done).unwrap();
    assert!(!Nato::prompt(&s).actions.contains(&Action::Done), "a marked hex must be attacked");
    Nato::apply(&mut s, 0, &Action::Attack(hex("3318"))).unwrap();
    assert!(!Nato::prompt(&s).actions.contains(&Action::Cancel), "nor called off");
    for a in [Action::Commit(gmrd), Action::Commit(gdr)] {
        Nato::apply(&mut s, 0, &a).unwrap();
    }
    assert!(Nato::prompt(&s).actions.contains(&Action::Support(hq)), "NEGF's HQ reaches its division");
    Nato::apply(&mut s, 0, &Action::Support(hq)).unwrap();
    let o = odds(&s, Side::Wp, hex("3318"), &[gmrd, gdr], true);
    assert_eq!((o.attack, o.defence, col(&s, o.base)), (10, 3, "3:1".to_string()));
    let mut shifts = o.shifts.clone();
    shifts.sort();
    assert_eq!(shifts, vec![("flank", 1), ("support", 1), ("terrain", -1)]);
    assert_eq!(col(&s, o.column), "4:1");
    dice(&mut s, &[4, 4]);
    Nato::apply(&mut s, 0, &Action::Resolve).unwrap();
    assert!(s.units[gmrd as usize].disrupted && !s.units[gdr as usize].disrupted);
    assert_eq!(Nato::prompt(&s).actions, vec![Action::Hit(uk)]);
    Nato::apply(&mut s, 0, &Action::Hit(uk)).unwrap();
    assert_eq!(s.units[uk as usize].loc, Loc::Dead);
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Advance(gmrd)), "a disrupted unit advances by consolidation");
    assert!(!p.actions.iter().any(|a| matches!(a, Action::Exploit(..))), "no exploitation out of rough");
    Nato::apply(&mut s, 0, &Action::Advance(gmrd)).unwrap();
    assert_eq!(s.hex_of(gmrd), Some(hex("3318")));
    assert!(s.hex_of(lone).is_some());
}

/// REA-2, L2622–2624 ([25.1.2.4]): NATO attacks the GDR 8th; no Pact unit reacts out of an enemy zone,
/// nor one of another front; the 21st MRD, same front and out of NATO's zones, can.
#[test]
fn rea2_pact_reaction() {
    let mut s = state();
    let r = ring("3318");
    s.place("gdr-8", "3318");
    let nato = s.place("uk-7-83", &r[0]);
    let in_zone = s.place("su-94-mrd", &r[2]);
    let other_front = s.place("gdr-4", &r[1]);
    let free = s.place("su-21-mrd", &r[1]);
    s.units[other_front as usize].loc = Loc::Out;
    let list = reactors(&s, Side::Nato, hex("3318"));
    let zone_of = |u| GRID.is_adjacent(row_hex(s.hex_of(u).unwrap()), row_hex(s.hex_of(nato).unwrap()));
    assert!(zone_of(in_zone) && !zone_of(free));
    assert!(!list.contains(&in_zone), "{list:?}");
    assert!(list.contains(&free), "{list:?}");
    s.units[free as usize].loc = Loc::Out;
    let g4 = s.place("gdr-4", &r[1]);
    assert!(!reactors(&s, Side::Nato, hex("3318")).contains(&g4), "another front does not react into the 8th's hex");
}

/// CON-1, L2745 ([25.3.4.3]): the WG 31st Brigade at 2717, ringed by Pact units and zones, touching no
/// other NATO unit or free city: concentric +2. With a NATO unit beside it: flank +1 ([25.3.4.2], FLK-1).
#[test]
fn con1_concentric_and_flank() {
    let mut s = state();
    s.turn = 2;
    let r = ring("2717");
    let wg = s.data().units.iter().find(|u| u.nation == "frg" && u.name_en.contains("31")).map(|u| u.key.clone()).unwrap();
    s.place(&wg, "2717");
    let a = s.place("su-16-td", &r[0]);
    s.place("su-21-mrd", &r[1]);
    let supported = r.iter().any(|h| s.data().hexes[hex(h) as usize].city.is_some());
    let o = odds(&s, Side::Wp, hex("2717"), &[a], false);
    assert!(!supported, "no free city beside 2717");
    assert!(o.shifts.contains(&("concentric", 2)), "{:?}", o.shifts);
    s.place("wg-3-83", &r[3]);
    let o = odds(&s, Side::Wp, hex("2717"), &[a], false);
    assert!(o.shifts.contains(&("flank", 1)) && !o.shifts.iter().any(|x| x.0 == "concentric"), "{:?}", o.shifts);
}

/// ODD-3, L2785–2791 ([25.5.1]): 3:1 with a major city −2, concentric +2 and support +1 is +1: 4:1; 9:1 +2
/// is 10:1 and 1:3 −2 is 1:4 (the table's ends); the final column stays within two of the base, except
/// the Pact's positive shifts on a Surprise turn ([25.5.1.2]).
#[test]
fn odd3_the_shift_limit() {
    let s = state();
    let c = |name: &str| s.data().crt_columns.iter().position(|x| x == name).unwrap();
    let n = s.data().crt_columns.len();
    assert_eq!(col(&s, final_column(c("3:1"), -2 + 2 + 1, false, n).1), "4:1");
    assert_eq!(col(&s, final_column(c("9:1"), 2, false, n).1), "10:1");
    assert_eq!(col(&s, final_column(c("1:3"), -2, false, n).1), "1:4");
    assert_eq!(col(&s, final_column(c("1:1"), 3, false, n).1), "3:1");
    assert_eq!(col(&s, final_column(c("1:1"), -3, false, n).1), "1:3");
    assert_eq!(col(&s, final_column(c("1:1"), 3, true, n).1), "4:1", "Surprise lifts the cap on the Pact's positive shifts");
    assert_eq!(col(&s, final_column(c("1:1"), -3, true, n).1), "1:3", "but not on negative ones");
}

/// RET-1, L2956–2962 ([25.7.2], [8.5]): a defender of Minden (a town: R2 becomes R1) whose every neighbour
/// is in a Pact zone retreats without loss into Bielefeld (3220), a free city that negates the zone.
#[test]
fn ret1_retreat_into_a_free_city() {
    let mut s = state();
    assert_eq!(s.data().tec.iter().find(|t| t.key == "town").unwrap().retreat, -1);
    let prg = s.data().units.iter().find(|u| u.nation == "frg" && s.data().types[u.ty].key == "wg_pzgren").unwrap().key.clone();
    let u = s.place(&prg, "3120");
    // Pact units whose zones cover every hex around Minden, none of them in Bielefeld or beside the path.
    let around: Vec<String> = ring("3120");
    let mut placed = 0;
    for h in &around {
        if h != "3220" && placed < 2 && s.playable(hex(h)) {
            let ok = ["su-16-td", "su-21-mrd"][placed];
            s.place(ok, h);
            placed += 1;
        }
    }
    let board_all = around.iter().filter(|h| s.playable(hex(h))).all(|h| engine::games::nato::zoc::in_ezoc(&s, Side::Nato, hex(h)) || s.occupied_by(hex(h), Side::Wp));
    let o = options(&s, u, hex("3120"), 1);
    assert!(board_all, "every hex around Minden is in a Pact zone or holds a Pact unit");
    assert_eq!(o.iter().map(|x| (hex_name(x.hex), x.loss)).collect::<Vec<_>>(), vec![("3220".to_string(), 0)]);
}

/// "You shall not pass!" ([25.7.1]): a defender that pays the whole retreat in steps and so empties the
/// hex bars the advance; one that retreats lets the attacker in.
#[test]
fn you_shall_not_pass() {
    for sacrifice in [true, false] {
        let r = ring("3321");
        let mut s = state_with(|d| {
            set_terrain(d, "3321", "clear");
            set_river(d, &r[0], "3321", River::None);
        });
        s.turn = 2;
        let att = s.place("su-16-td", &r[0]);
        let def = s.place("wg-hsch-63", "3321");
        // 10 against 1 + 1: 5:1; a die of 4 is -/D1R1 on the reconstructed CRT: the first step is the D1.
        let d2 = s.place("wg-hsch-64", "3321");
        assert_eq!(col(&s, odds(&s, Side::Wp, hex("3321"), &[att], false).column), "5:1");
        dice(&mut s, &[4]);
        engine::games::nato::combat::resolve(&mut s, Side::Wp, hex("3321"), vec![att]);
        super::common::settle(&mut s);
        assert_eq!(s.battle.as_ref().unwrap().result.retreat, 1, "{:?}", s.battle);
        Nato::apply(&mut s, 0, &Action::Hit(def)).unwrap();
        if sacrifice {
            Nato::apply(&mut s, 1, &Action::Sacrifice(d2)).unwrap();
            assert!(s.log.iter().any(|e| e.id == "nato.no_pass"));
            assert!(s.battle.is_none(), "the battle ended with no advance offered");
            assert!(s.hex_of(att) != Some(hex("3321")) && !s.occupied_by(hex("3321"), Side::Wp));
        } else {
            Nato::apply(&mut s, 1, &Action::Retreat).unwrap();
            let p = Nato::prompt(&s);
            let to = p.actions.iter().find_map(|a| if let Action::RetreatTo(_, h) = a { Some(*h) } else { None }).unwrap();
            Nato::apply(&mut s, 1, &Action::RetreatTo(d2, to)).unwrap();
            assert_eq!(s.data().distance(s.hex_of(d2).unwrap_or(to), hex("3321")), 1);
            assert!(Nato::prompt(&s).actions.contains(&Action::Advance(att)));
        }
    }
}

/// EXP-1, L3019–3024 ([25.8.2], [25.8.2.1]): after a battle in clear terrain the divisions exploit; with
/// at most 2 steps in each hex where they end, two 2-step divisions end in different hexes.
#[test]
fn exp1_exploitation_two_steps_a_hex() {
    let mut s = super::common::open_around("3215", 1);
    s.turn = 2;
    let (a, b, wg) = super::common::pact_wins_at_3215(&mut s);
    assert!(s.hex_of(wg) != Some(hex("3215")));
    // 18 against 3, ringed with no NATO neighbour: 6:1 + concentric 2 = 8:1; a 6 is -/D2R2: the brigade is
    // gone (the excess step is ignored, [25.6.3.1]).
    assert!(matches!(s.steps.last(), Some(Step::Advance)), "{:?}", s.steps.last());
    let p = Nato::prompt(&s);
    assert!(p.actions.contains(&Action::Exploit(a, hex("3215"))), "{:?}", p.actions);
    Nato::apply(&mut s, 0, &Action::Exploit(a, hex("3215"))).unwrap();
    let p = Nato::prompt(&s);
    assert!(!p.actions.contains(&Action::Exploit(b, hex("3215"))), "a second 2-step division does not fit in the target");
    assert!(!p.actions.contains(&Action::Advance(b)), "nor by consolidation once exploitation is chosen");
    let beyond: Vec<HexId> = p.actions.iter().filter_map(|x| if let Action::Exploit(u, h) = x { (*u == b).then_some(*h) } else { None }).collect();
    assert!(!beyond.is_empty(), "{:?}", p.actions);
}

/// SUR-1, L3672 ([32.1.1]): Denmark surrenders at the end of a turn in which the Pact holds Danish cities
/// worth 4 VP (4 towns, or 2 towns and a major city); 3 towns are not enough.
#[test]
fn sur1_denmark_surrenders_at_four() {
    use engine::games::nato::data::CityKind;
    use engine::games::nato::state::Conquest;
    let base = state();
    let danish = |kind: CityKind| -> Vec<HexId> {
        (0..base.data().hexes.len() as HexId)
            .filter(|&h| base.data().hexes[h as usize].country.as_deref() == Some("dk") && base.data().hexes[h as usize].city.as_ref().is_some_and(|c| c.kind == kind))
            .collect()
    };
    let towns = danish(CityKind::Town);
    let majors = danish(CityKind::Major);
    let mut s = base.clone();
    for &h in &towns[..3] {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    engine::games::nato::turn::surrender(&mut s);
    assert!(!s.surrendered("dk"));
    s.conquests.push(Conquest { hex: towns[3], by: Side::Wp });
    engine::games::nato::turn::surrender(&mut s);
    assert!(s.surrendered("dk"));
    let mut s = base.clone();
    for &h in towns[..2].iter().chain(&majors[..1]) {
        s.conquests.push(Conquest { hex: h, by: Side::Wp });
    }
    engine::games::nato::turn::surrender(&mut s);
    assert!(s.surrendered("dk"));
}

/// `Game::odds` before the roll ([25.5]): the column after shifts, the modifiers, and each CRT result of
/// that column with its dice (the Kiel battle of CMB-2: 2:1, die 6 -/CAD1R1).
#[test]
fn the_odds_shown_before_the_roll() {
    let mut s = state();
    s.turn = 2;
    let gtd = s.place("su-16-td", "2116");
    let mrd = s.place("gdr-8", "2015");
    s.place("wg-hsch-63", "2016");
    s.steps.push(Step::Commit { side: Side::Wp, target: hex("2016"), units: vec![gtd, mrd], support: None });
    let o = Nato::odds(&s, &Action::Resolve).expect("odds");
    assert_eq!(o.total, 6);
    assert_eq!(o.outcomes.iter().map(|x| x.ways).sum::<u32>(), 6);
    let six = o.outcomes.iter().find(|x| x.rolls.contains(&vec![6])).unwrap();
    let col = s.data().crt_columns.iter().position(|c| c == "2:1").unwrap();
    assert_eq!(six.args, vec![engine::Arg::Key(s.data().crt[col][5].clone())]);
    assert!(o.modifiers.iter().any(|m| m.id == "nato.odds.terrain" && m.value == -1));
}
