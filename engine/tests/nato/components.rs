//! The counters ([3.0]) read from the built-in pack and played by the engine against the rulebook's own
//! statements about them: the unit types and their hierarchy ([3.1]), the values and what they do ([3.2.1]–
//! [3.2.3]), the subordination legends and who supplies whom ([3.2.5], [3.2.6]), the symbols ([3.2.8.1]),
//! the entry codes ([3.2.9]), the steps ([3.2.10]), artillery ([3.3]) and HQs ([3.4]), hard and soft units
//! ([3.5]), the attack helicopters ([3.6]), the unit pools ([3.7]), the transport commands ([3.8]), the
//! nationalities ([3.9]) and the counter errata ([3.10]).

use std::collections::{BTreeMap, BTreeSet};

use engine::games::nato::combat::odds::{attack_factor, defence, odds};
use engine::games::nato::data::{parse_hex, Class, Side};
use engine::games::nato::game::Nato;
use engine::games::nato::movement::destinations;
use engine::games::nato::state::{Loc, State, UnitId};
use engine::games::nato::supply::superior;
use engine::games::nato::zoc::{full_zoc, in_zoc};
use engine::Game;

use super::common::{around, hex, new_fortnight, open_country, ring, set_terrain, state, state_with, table};

fn unit(s: &State, key: &str) -> UnitId {
    s.data().unit(key).unwrap_or_else(|| panic!("no unit {key}")) as UnitId
}

/// Every unit of the pack.
fn all(s: &State) -> impl Iterator<Item = UnitId> + '_ {
    0..s.data().units.len() as UnitId
}

/// A state whose hex `h` and its ring are open clear country, with `h` set to `terrain`.
fn ground(h: &str, terrain: &str) -> State {
    let hexes = around(h, 1);
    let h = h.to_string();
    let terrain = terrain.to_string();
    state_with(move |d| {
        open_country(d, &hexes);
        set_terrain(d, &h, &terrain);
    })
}

/// [3.0], [3.1], [3.1.1]: the unit hierarchy. Units are ground units, attack helicopters or transport
/// commands; ground units are combat units or HQs; combat units maneuver units or artillery; maneuver units
/// hard or soft; hard units armor or mechanized; transport commands helicopter, airlift or sealift. Every
/// type of the pack sits in one place of it, and each side has all three kinds of transport command.
#[test]
fn every_unit_type_has_its_place_in_the_hierarchy() {
    let s = state();
    let d = s.data();
    for c in [Class::Armor, Class::Mech] {
        assert!(c.hard() && c.maneuver() && c.ground(), "{c:?}");
    }
    assert!(!Class::Soft.hard() && Class::Soft.maneuver() && Class::Soft.ground());
    for c in [Class::Artillery, Class::Hq] {
        assert!(!c.hard() && !c.maneuver() && c.ground(), "{c:?}: neither hard nor soft ([3.5.3])");
    }
    for c in [Class::Ah, Class::Transport] {
        assert!(!c.ground() && !c.maneuver(), "{c:?} is not a ground unit");
    }
    for side in [Side::Wp, Side::Nato] {
        let kinds: BTreeSet<&str> = d
            .units
            .iter()
            .filter(|u| u.side == side && d.types[u.ty].class == Class::Transport)
            .map(|u| if u.helicopter { "helicopter" } else if u.airlift { "airlift" } else if u.sealift { "sealift" } else { "none" })
            .collect();
        assert_eq!(kinds, ["airlift", "helicopter", "sealift"].into_iter().collect(), "{side:?}");
    }
}

/// [3.1.2] 7, [3.5.1]: armor attacking into a city or a mountain hex attacks at half; mechanized units do
/// not. (Halving every hard unit would halve the mechanized brigade too.)
#[test]
fn armor_attacks_a_city_or_a_mountain_at_half() {
    for terrain in ["mountain", "clear"] {
        let mut s = ground("3318", terrain);
        let r = ring("3318");
        s.place("su-16-td", &r[0]);
        s.place("su-21-mrd", &r[1]);
        let (armor, mech) = (unit(&s, "su-16-td"), unit(&s, "su-21-mrd"));
        assert_eq!(s.class(armor), Class::Armor);
        assert_eq!(s.class(mech), Class::Mech);
        let half = terrain == "mountain";
        assert_eq!(attack_factor(&s, armor, hex("3318")), if half { 0.5 } else { 1.0 }, "{terrain}");
        assert_eq!(attack_factor(&s, mech, hex("3318")), 1.0, "{terrain}");
    }
    // Every city kind halves armor, as the mountain does.
    let s = state();
    for key in ["town", "major_city", "key_city", "mountain"] {
        assert!(s.data().tec(key).unwrap().armor_half, "{key}");
    }
    for key in ["clear", "forest", "rough", "marsh"] {
        assert!(!s.data().tec(key).unwrap().armor_half, "{key}");
    }
}

/// [3.2.1], [3.2.2]: the attack strengths of the units attacking a target add up to the battle's attack,
/// and the defence strengths of the units defending it to its defence (in clear terrain, supplied, no
/// modifier).
#[test]
fn attack_and_defence_strengths_add_up() {
    let mut s = ground("3318", "clear");
    let r = ring("3318");
    let a = s.place("su-16-td", &r[0]);
    let b = s.place("su-21-mrd", &r[1]);
    let x = s.place("wg-2-83", "3318");
    let y = s.place("wg-1-83", "3318");
    let o = odds(&s, Side::Wp, hex("3318"), &[a, b], false);
    assert_eq!(o.attack, (s.values(a).0 + s.values(b).0) as u32);
    assert_eq!(defence(&s, Side::Wp, hex("3318")), (s.values(x).1 + s.values(y).1) as u32);
}

/// [3.2.3]: a unit's movement allowance is the MP it spends in a Movement Phase: through clear terrain
/// (1 MP a hex) a unit's farthest move costs its MA and no more. The 'A' after an MA marks an airborne or
/// airmobile unit, which alone may move by helicopter: units.tsv's flag A, which the pack gives exactly the
/// airborne and airmobile types.
#[test]
fn the_movement_allowance_is_spent_in_mp() {
    // Every land hex within 7 of 3922 made clear, with no river.
    let base = state();
    let near: Vec<String> = (0..base.data().hexes.len() as u16)
        .filter(|&h| !base.data().hexes[h as usize].all_sea && base.data().distance(h, hex("3922")) <= 7)
        .map(engine::games::nato::data::hex_name)
        .collect();
    let mut s = state_with(move |d| open_country(d, &near));
    s.turn = 2;
    let u = s.place("wg-2-83", "3922");
    let ma = s.values(u).2 as u32;
    let far = destinations(&s, u).iter().map(|d| d.cost).max().unwrap();
    assert!(far <= ma, "{far} > MA {ma}");
    assert!(destinations(&s, u).iter().any(|d| d.cost == ma && s.data().distance(d.hex, hex("3922")) == ma), "a full move of {ma} clear hexes");
    // Only an 'A' unit flies by helicopter: the armored brigade never, an airmobile brigade with a command.
    let board = engine::games::nato::zoc::Board::new(&s);
    let flies = |s: &State, u: UnitId| engine::games::nato::heliborne::may_infiltrate(s, &board, u, Side::Nato, false, 2);
    let mut t = s.clone();
    t.rules = Nato::meta().rules_version;
    let a = t.place("us-1-101aa", "3921");
    assert!(flies(&t, a) && !flies(&t, u), "helicopter movement for the 'A' unit only");
    let d = s.data();
    for t in &d.types {
        let named = t.key.contains("abn") || t.key.contains("aslt") || t.key.contains("ll") || t.key.contains("para") || t.key == "fr_light";
        assert_eq!(t.airborne, named, "{}", t.key);
    }
}

/// [3.2.4]: a unit's designation identifies it in the set-up and the reinforcement schedule: every unit's
/// key is its own, and every row of setup.tsv names one unit.
#[test]
fn each_unit_designation_names_one_unit() {
    let units = table("units.tsv");
    let keys: BTreeSet<&str> = units.iter().map(|r| r["unit"].as_str()).collect();
    assert_eq!(keys.len(), units.len(), "a designation used twice");
    for r in table("setup.tsv") {
        assert!(keys.contains(r["unit"].as_str()), "setup.tsv names {}", r["unit"]);
    }
}

/// [3.2.5]: a Pact unit's subordination legend is its superior HQ's designation (every "POF" unit belongs to
/// the HQ "POF"), and a combat unit is supplied only by its superior HQ: a Polish Front division by the
/// Polish Front's HQ, never by the North East German Front's.
#[test]
fn the_legend_names_the_superior_hq() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let units = table("units.tsv");
    let legend = |key: &str| units.iter().find(|r| r["unit"] == key).map(|r| r["legend"].clone()).unwrap();
    let mut checked = 0;
    for u in all(&s).filter(|&u| s.side(u) == Side::Wp && s.class(u).ground() && s.class(u) != Class::Hq) {
        let Some(hq) = s.data().units[u as usize].hq.clone() else { continue };
        assert_eq!(legend(s.key(u)), legend(&hq), "{} belongs to {hq}", s.key(u));
        checked += 1;
    }
    assert!(checked > 50);
    let pl = unit(&s, "pl-10-td");
    assert!(superior(&s, unit(&s, "pof-hq"), pl));
    assert!(!superior(&s, unit(&s, "negf-hq"), pl), "another front's HQ");
}

/// [3.2.5.1]: a unit whose legend is "Terr" is territorial: it never leaves its home country of its own will
/// (a Danish territorial unit's moves all end in Denmark), and with attack 0 its zone is its own hex only
/// ([8.0]).
#[test]
fn territorial_units_stay_home() {
    let s = state();
    for r in table("units.tsv") {
        let u = unit(&s, &r["unit"]);
        assert_eq!(r["legend"] == "Terr", s.data().units[u as usize].territorial && s.side(u) == Side::Nato, "{}", r["unit"]);
    }
    // dk-t3 beside the West German border (2016 is West German, 1916 Danish).
    let mut s = state();
    s.turn = 2;
    let border = (0..s.data().hexes.len() as u16)
        .find(|&h| s.playable(h) && s.data().hexes[h as usize].country.as_deref() == Some("dk") && s.data().neighbours(h).any(|n| s.data().hexes[n as usize].country.as_deref() == Some("frg")))
        .expect("a Danish hex on the West German border");
    let t = s.place("dk-t3", &engine::games::nato::data::hex_name(border));
    let dests = destinations(&s, t);
    assert!(dests.len() > 1, "it moves");
    for d in dests {
        assert_eq!(s.data().hexes[d.hex as usize].country.as_deref(), Some("dk"), "{}", engine::games::nato::data::hex_name(d.hex));
    }
    assert_eq!(s.values(t).0, 0);
    assert!(!full_zoc(&s, t), "attack 0: a zone in its own hex only");
    let beside = s.data().neighbours(border).find(|&n| s.data().hexes[n as usize].city.is_none()).unwrap();
    assert!(in_zoc(&s, Side::Nato, border) && !in_zoc(&s, Side::Nato, beside));
}

/// [3.2.5.2], [3.9.1.1]: any NATO unit may be subordinated to any friendly HQ of its nationality (a US V Corps
/// brigade to the US VII Corps HQ), never to another nation's; Canadians count as US units; the
/// multinational HQ LANDJUT takes Danish and West German units ([29.7]).
#[test]
fn a_nato_unit_takes_any_hq_of_its_nation() {
    let s = state();
    let us5 = s.data().units.iter().position(|u| u.hq.as_deref() == Some("us5-hq") && u.nation == "us" && u.key != "us5-ah-83" && u.key != "us5-ah-88").unwrap() as UnitId;
    assert!(superior(&s, unit(&s, "us7-hq"), us5));
    assert!(superior(&s, unit(&s, "us5-hq"), us5));
    assert!(!superior(&s, unit(&s, "uk1-hq"), us5), "another nation's HQ");
    let ca = s.data().units.iter().position(|u| u.nation == "ca").expect("a Canadian unit") as UnitId;
    assert!(superior(&s, unit(&s, "us7-hq"), ca), "Canadians as US");
    assert!(!superior(&s, unit(&s, "uk1-hq"), ca));
    let dk = unit(&s, "dk-t3");
    assert!(superior(&s, unit(&s, "lj-hq"), dk));
    assert!(!superior(&s, unit(&s, "wg1-hq"), dk));
}

/// [3.2.6], [3.2.6.1], [3.2.6.2]: a front's units share its legend and HQ; the Pact's independent units (no
/// stripe, among them the East German "Gr" and Czech "CPS" border guards, 0-1-4) take supply from any front
/// HQ; the border guards are territorial; the Baltic Corps' units ("BC") are subordinate both to the Baltic
/// Corps HQ and to the Baltic Front's HQ.
#[test]
fn fronts_independents_and_the_baltic_corps() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let fronts = ["negf-hq", "segf-hq", "pof-hq", "czf-hq", "baf-hq", "bef-hq", "caf-hq"];
    let mut by_front: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for u in all(&s).filter(|&u| s.side(u) == Side::Wp && s.class(u).ground()) {
        let x = &s.data().units[u as usize];
        if x.command != "indep" {
            by_front.entry(x.command.clone()).or_default().insert(x.hq.clone().unwrap_or_default());
        }
    }
    for (front, hqs) in &by_front {
        assert!(hqs.iter().all(|h| h.is_empty() || h == &format!("{front}-hq") || h == "bc-hq"), "{front}: {hqs:?}");
    }
    let guards: Vec<UnitId> = table("units.tsv").iter().filter(|r| r["legend"] == "Gr" || r["legend"] == "CPS").map(|r| unit(&s, &r["unit"])).collect();
    assert_eq!(guards.len(), 12);
    for &g in &guards {
        assert_eq!(s.values(g), (0, 1, 4), "{}", s.key(g));
        assert_eq!(s.data().units[g as usize].command, "indep");
        assert!(s.data().units[g as usize].territorial, "{} stays home", s.key(g));
        for hq in fronts {
            assert!(superior(&s, unit(&s, hq), g), "{} by {hq}", s.key(g));
        }
    }
    // A border guard on the Curtain moves only within East Germany.
    let mut t = state();
    t.turn = 2;
    let d = t.data();
    let edge = (0..d.hexes.len() as u16)
        .find(|&h| t.playable(h) && d.hexes[h as usize].country.as_deref() == Some("gdr") && d.neighbours(h).any(|n| d.hexes[n as usize].country.as_deref() == Some("frg") && t.playable(n) && d.hexes[n as usize].city.is_none()))
        .expect("a GDR hex on the West German border");
    let g = t.place("gdr-gr-1", &engine::games::nato::data::hex_name(edge));
    let dests = destinations(&t, g);
    assert!(!dests.is_empty());
    assert!(dests.iter().all(|x| t.data().hexes[x.hex as usize].country.as_deref() == Some("gdr")), "a border guard leaves East Germany");
    for key in ["su-138-tk", "su-336-nav", "pl-7-mar"] {
        let u = unit(&s, key);
        assert!(superior(&s, unit(&s, "bc-hq"), u), "{key} by the Baltic Corps HQ");
        assert!(superior(&s, unit(&s, "baf-hq"), u), "{key} by the Baltic Front HQ");
        assert!(!superior(&s, unit(&s, "negf-hq"), u), "{key} not by another front");
    }
}

/// [3.2.8], [3.2.8.1]: the unit symbol always goes with the unit's type: airborne infantry, airmobile
/// infantry and antitank, infantry, marine infantry and mountain infantry are soft; airborne, marine and
/// mechanized infantry are mechanized; armor and armored cavalry are armor; artillery and HQ are their own
/// (the marine HQ is the Baltic Corps HQ). Each type's symbol, from its Korean name, has the class the list
/// gives.
#[test]
fn the_unit_symbol_goes_with_the_type() {
    let s = state();
    // (words of the type's name, class) in the rulebook's list; the first matching entry wins.
    let list: [(&[&str], Class); 11] = [
        (&["공수연대"], Class::Mech),      // airborne mechanized (the Soviet Guards airborne regiments, [3.10] 2)
        (&["해병여단"], Class::Mech),      // marine mechanized infantry (Polish 7th)
        (&["해군보병"], Class::Soft),      // marine infantry
        (&["공수", "공중강습", "공중기동"], Class::Soft), // airborne / airmobile infantry
        (&["산악"], Class::Soft),          // mountain infantry
        (&["기계화", "차량화", "척탄병"], Class::Mech), // before armor: a Panzergrenadier (기갑척탄병) is mechanized
        (&["전차", "기갑", "기병"], Class::Armor),
        (&["포병"], Class::Artillery),
        (&["본부"], Class::Hq),
        (&["보병", "국토방위", "경사단", "영토", "국경"], Class::Soft),
        (&["공격헬기"], Class::Ah),
    ];
    let mut read = 0;
    for t in &s.data().types {
        let name = table("unit_types.tsv").into_iter().find(|r| r["type"] == t.key).unwrap()["name_ko"].clone();
        let Some((_, class)) = list.iter().find(|(words, _)| words.iter().any(|w| name.contains(w))) else { continue };
        read += 1;
        assert_eq!(t.class, *class, "{} ({name})", t.key);
    }
    assert!(read >= 30, "{read} types read");
    assert!(s.data().types.iter().any(|t| t.class == Class::Hq && t.marine), "a marine HQ");
}

/// [3.2.9]: the entry code says how a unit enters: four digits, the hex it starts in; G#, the box of ground
/// reinforcement sector #; RF####, a Reforger site at that hex; RS####, a reserve site; In a new Long
/// Fortnight (1983) every unit is where its code puts it.
#[test]
fn the_entry_code_places_the_unit() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let mut read = BTreeMap::new();
    let setup: Vec<_> = table("setup.tsv").into_iter().filter(|r| r["scenario"] == "long_fortnight" && r["year"] == "1983").collect();
    for r in table("units.tsv") {
        let u = unit(&s, &r["unit"]) as usize;
        let us = &s.units[u];
        if us.loc == Loc::Out {
            continue;
        }
        let code = r["entry"].as_str();
        let at = |h: &str| Loc::Hex(parse_hex(h).unwrap());
        let ok = if code.len() == 4 && code.chars().all(|c| c.is_ascii_digit()) {
            // A scenario may set a unit up elsewhere (its garrison hex full: the next free hex, setup.tsv).
            let moved = setup.iter().find(|x| x["unit"] == r["unit"]).filter(|x| x["placement"] != code);
            match moved {
                Some(x) => {
                    assert!(x["source"].contains("garrison hex full"), "{}: {}", r["unit"], x["source"]);
                    us.loc == at(&x["placement"]) && s.data().distance(parse_hex(&x["placement"]).unwrap(), parse_hex(code).unwrap()) == 1
                }
                None => us.loc == at(code) || us.arrival == Some(at(code)),
            }
        } else if let Some(n) = code.strip_prefix('G') {
            let b = Loc::Box(n.parse().unwrap());
            us.loc == b || us.arrival == Some(b)
        } else if let Some(h) = code.strip_prefix("RF").or(code.strip_prefix("RS")) {
            us.loc == at(h) || us.arrival == Some(at(h))
        } else {
            continue;
        };
        *read.entry(code.chars().take_while(|c| c.is_ascii_alphabetic()).collect::<String>()).or_insert(0) += 1;
        assert!(ok, "{} ({code}): {:?} {:?}", r["unit"], us.loc, us.arrival);
    }
    for kind in ["", "G", "RF", "RS"] {
        assert!(read.get(kind).copied().unwrap_or(0) > 0, "no '{kind}' code read: {read:?}");
    }
}

/// [3.2], [3.2.10], [3.2.10.1], [3.2.10.2], [3.2.10.3]: steps (most NATO units are of one step, their backs blank). Every Pact regiment (III) and brigade (X) is one step;
/// every Pact division (XX) two, but for the one-step artillery divisions; every NATO unit one, but for the US
/// armored cavalry regiments and the French armored divisions; every HQ one, whatever its size symbol.
#[test]
fn step_values_follow_size_and_side() {
    let s = state();
    let d = s.data();
    let mut two = BTreeSet::new();
    for u in &d.units {
        let t = &d.types[u.ty];
        if !t.class.ground() {
            continue;
        }
        let want = match (u.side, t.class, t.size.as_str()) {
            (_, Class::Hq, _) => 1,
            (Side::Wp, Class::Artillery, _) => 1,
            (Side::Wp, _, "XX") => 2,
            (Side::Wp, _, _) => 1,
            (Side::Nato, _, _) if t.key == "us_acr" || t.key == "fr_armd_div" => 2,
            (Side::Nato, _, _) => 1,
        };
        assert_eq!(t.steps, want, "{} ({} {})", u.key, t.key, t.size);
        if u.side == Side::Nato && want == 2 {
            two.insert(t.key.clone());
        }
    }
    assert_eq!(two, ["fr_armd_div", "us_acr"].into_iter().map(String::from).collect());
}

/// [3.2.10.4]: a one-step unit that loses a step is eliminated; a two-step unit flips to its reduced side
/// (one step, its second set of values) and is eliminated by a second loss.
#[test]
fn a_step_loss_flips_or_eliminates() {
    let mut s = state();
    let div = s.place("su-16-td", "3318");
    let bde = s.place("wg-2-83", "3922");
    let full = s.values(div);
    s.lose_step(div);
    assert_eq!(s.units[div as usize].steps, 1);
    assert_eq!(s.hex_of(div), Some(hex("3318")), "flipped, still there");
    assert_eq!(s.values(div), s.ty(div).reduced);
    assert_ne!(s.values(div), full);
    s.lose_step(div);
    assert_eq!(s.units[div as usize].loc, Loc::Dead);
    s.lose_step(bde);
    assert_eq!(s.units[bde as usize].loc, Loc::Dead, "a one-step unit has no back");
}

/// [3.3], [3.3.1], [3.4.1], [3.5.3]: only the Pact has artillery. Artillery and HQ defence is temporary: it
/// counts only with no maneuver unit in the hex (and is never doubled by terrain); a maneuver unit's is.
#[test]
fn artillery_and_hq_defence_is_temporary() {
    let s = state();
    assert!(s.data().units.iter().filter(|u| s.data().types[u.ty].class == Class::Artillery).all(|u| u.side == Side::Wp));
    for terrain in ["clear", "forest"] {
        let mut s = ground("3318", terrain);
        let arty = s.place("su-34-arty", "3318");
        let hq = s.place("negf-hq", "3318");
        let alone = defence(&s, Side::Nato, hex("3318"));
        assert_eq!(alone, s.values(arty).1.max(s.values(hq).1) as u32, "{terrain}: the temporary defence, not doubled");
        let div = s.place("su-21-mrd", "3318");
        assert_eq!(defence(&s, Side::Nato, hex("3318")), s.values(div).1 as u32, "{terrain}: the maneuver unit's only");
    }
}

/// [3.4], [3.4.1]: an HQ's first value is its support range (the hexes within which it supplies and
/// supports, [10.0], [25.4]), not an attack: an HQ never attacks. It has no legend: it is the superior unit.
#[test]
fn an_hq_has_a_support_range_and_no_superior() {
    let s = state();
    let units = table("units.tsv");
    for u in all(&s).filter(|&u| s.class(u) == Class::Hq) {
        let r = units.iter().find(|r| r["unit"] == s.key(u)).unwrap();
        assert!(s.values(u).0 >= 1, "{}: a support range", s.key(u));
        // The Baltic Corps HQ is a corps under the Baltic Front ([3.2.6.2]): the one HQ with a superior.
        if s.key(u) != "bc-hq" {
            assert!(s.data().units[u as usize].hq.is_none(), "{} has no superior ({})", s.key(u), r["legend"]);
        }
        assert!(!engine::games::nato::combat::may_attack(&s, u, s.side(u)), "{} never attacks", s.key(u));
    }
}

/// [3.5], [3.5.2], [6.0] Soft: the unit kinds take different benefits of the terrain they hold: a soft unit's defence doubles in forest, rough, mountain and city hexes; a hard
/// unit's never does. (Doubling the hard brigade too would give 6 in the forest.)
#[test]
fn soft_units_double_in_close_terrain() {
    for (terrain, doubles) in [("forest", true), ("rough", true), ("mountain", true), ("town", true), ("clear", false), ("marsh", false)] {
        let mut s = ground("3318", terrain);
        let soft = s.place("wg-hsch-52", "3318");
        assert_eq!(s.class(soft), Class::Soft);
        let d = s.values(soft).1 as u32;
        assert_eq!(defence(&s, Side::Wp, hex("3318")), if doubles { 2 * d } else { d }, "soft in {terrain}");
        s.units[soft as usize].loc = Loc::Out;
        let hard = s.place("wg-2-83", "3318");
        assert_eq!(defence(&s, Side::Wp, hex("3318")), s.values(hard).1 as u32, "hard in {terrain}");
    }
}

/// [3.6], [3.6.1], [3.6.2], [3.6.3], [3.6.4]: an attack-helicopter brigade waits on its display (from rules
/// 3), belongs to the HQ its legend names, gives one column shift and has a defence against flak; NATO's
/// US brigades are of defence 2 in 1983 and 3 in 1988, and a game plays only its year's set.
#[test]
fn attack_helicopter_brigades() {
    for (year, defence) in [(1983u16, 2u8), (1988, 3)] {
        let s = new_fortnight(year, Nato::meta().rules_version);
        let mut seen = 0;
        for u in all(&s).filter(|&u| s.class(u) == Class::Ah) {
            let hq = engine::games::nato::air::helicopters::hq_of(&s, u).expect("a superior HQ");
            assert_eq!(s.class(hq), Class::Hq);
            assert_eq!(s.values(u).0, 1, "one column shift");
            let playing = s.units[u as usize].loc != Loc::Out;
            if s.side(u) == Side::Nato {
                assert_eq!(playing, s.values(u).1 == defence, "{year}: {}", s.key(u));
            }
            if playing {
                seen += 1;
                assert!(matches!(s.units[u as usize].loc, Loc::Display), "{}: {:?}", s.key(u), s.units[u as usize].loc);
                assert!(s.values(u).1 >= 1, "a defence against flak");
            }
        }
        assert!(seen >= 5 + 3, "{year}: {seen}");
    }
}

/// [3.7], [3.7.1], [3.7.2], [3.10] 4–6: each side has three pools, common, 1983 and 1988; a 1983 game plays the
/// common and the 1983 pools, a 1988 game the common and the 1988 pools. The errata's pool stripes: the US
/// attack helicopters of defence 2 and the US 2/9 brigade are of the 1983 pool, those of defence 3 of 1988.
#[test]
fn a_year_plays_the_common_and_its_own_pool() {
    let rows = table("units.tsv");
    for (year, other) in [(1983u16, "1988"), (1988, "1983")] {
        let s = new_fortnight(year, Nato::meta().rules_version);
        let mut pools = BTreeSet::new();
        for r in &rows {
            let u = unit(&s, &r["unit"]);
            if s.units[u as usize].loc != Loc::Out {
                pools.insert(r["pool"].clone());
            }
            if r["pool"] == other {
                assert_eq!(s.units[u as usize].loc, Loc::Out, "{year}: {} of the {other} pool", r["unit"]);
            }
        }
        assert_eq!(pools, ["common".to_string(), year.to_string()].into_iter().collect());
    }
    let pool = |k: &str| rows.iter().find(|r| r["unit"] == k).unwrap()["pool"].clone();
    assert_eq!(pool("us-2-9id"), "1983");
    for r in rows.iter().filter(|r| r["type"].starts_with("us_ah")) {
        let want = if r["type"] == "us_ah_83" { "1983" } else { "1988" };
        assert_eq!(r["pool"], want, "{}", r["unit"]);
    }
}

/// [3.8], [3.8.1], [3.8.2], [3.2.10]: each side's transport commands — helicopter, airlift and sealift — wait
/// on its display, never among the ground units on the map, and each carries one step a game turn: a
/// one-step airmobile brigade flies with one Ready helicopter command and not with none.
#[test]
fn transport_commands() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    for side in [Side::Wp, Side::Nato] {
        let commands: Vec<UnitId> = all(&s).filter(|&u| s.side(u) == side && s.class(u) == Class::Transport).collect();
        assert!(commands.len() >= 3, "{side:?}");
        for u in commands {
            assert!(!s.class(u).ground() && s.hex_of(u).is_none(), "{}", s.key(u));
        }
    }
    let mut s = state();
    s.rules = Nato::meta().rules_version;
    s.turn = 2;
    let u = s.place("us-1-101aa", "3922");
    assert_eq!(s.units[u as usize].steps, 1);
    let board = engine::games::nato::zoc::Board::new(&s);
    let flies = |ready: usize| engine::games::nato::heliborne::may_infiltrate(&s, &board, u, Side::Nato, false, ready);
    assert!(!flies(0), "no command, no flight");
    assert!(flies(1), "one command carries its one step");
}

/// [3.9], [3.9.1]: the counters' nationalities are the rulebook's eleven colours' nations: the Soviet Union,
/// East Germany, Czechoslovakia and Poland for the Pact; the US and Canada, the UK, West Germany, France, the
/// Netherlands, Belgium and Denmark for NATO.
#[test]
fn the_nationalities_and_their_sides() {
    let s = state();
    let mut by_side: BTreeMap<Side, BTreeSet<String>> = BTreeMap::new();
    for u in &s.data().units {
        by_side.entry(u.side).or_default().insert(u.nation.clone());
    }
    let set = |v: &[&str]| v.iter().map(|x| x.to_string()).collect::<BTreeSet<_>>();
    assert_eq!(by_side[&Side::Wp], set(&["su", "gdr", "cs", "pl"]));
    assert_eq!(by_side[&Side::Nato], set(&["us", "ca", "uk", "frg", "fr", "nl", "be", "dk"]));
}

/// [3.10] 1–3: the counter errata as the pack reads them: the Belorussian Front's tank divisions are "BEF"
/// (not the printed "BAF"); the mechanized airborne units of the 7th and 76th Guards Airborne Divisions are
/// regiments (III, not X); the Polish 10th Tank Division is "P10T/P4".
#[test]
fn the_counter_errata_are_read() {
    let s = state();
    let d = s.data();
    let rows = table("units.tsv");
    let tanks: Vec<&std::collections::BTreeMap<String, String>> = rows.iter().filter(|r| r["command"] == "bef" && d.types[d.units[d.unit(&r["unit"]).unwrap()].ty].class == Class::Armor).collect();
    assert!(!tanks.is_empty());
    assert!(tanks.iter().all(|r| r["legend"] == "BEF"), "{:?}", tanks.iter().map(|r| &r["legend"]).collect::<Vec<_>>());
    let gad: Vec<_> = rows.iter().filter(|r| r["formation"] == "7GAD" || r["formation"] == "76GAD").collect();
    assert!(gad.len() >= 2);
    for r in gad {
        let t = &d.types[d.units[d.unit(&r["unit"]).unwrap()].ty];
        assert_eq!((t.size.as_str(), t.class), ("III", Class::Mech), "{}", r["unit"]);
    }
    assert!(d.units[d.unit("pl-10-td").unwrap()].name_en.contains("P10T/P4"));
}
