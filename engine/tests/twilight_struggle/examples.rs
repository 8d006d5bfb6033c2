//! The seed's worked examples (digest §5) for control, influence, realignment, coups, scoring and the
//! VP track, each citing its line in shared/seeds/002_f8591b282d3ccc23.txt.

use engine::games::twilight_struggle::data::{self, data, Region};
use engine::games::twilight_struggle::state::{Player, State};
use engine::games::twilight_struggle::{control, coup, defcon, influence, position, scoring};

fn pos(text: &str) -> State {
    position::parse(&format!("{text}\nstep setup us 1\n"), 1, Default::default(), 2, data::builtin()).unwrap()
}

fn id(key: &str) -> u8 {
    data().country(key).unwrap_or_else(|| panic!("no country {key}"))
}

/// E1 — TS CMP §1-7 (L252): Israel has stability 4; control needs at least 4 and a lead of 4.
#[test]
fn e1_control_of_israel() {
    assert_eq!(data().countries[id("israel") as usize].stability, 4);
    let s = pos("influence israel 0 4");
    assert_eq!(control::controller(&s, id("israel")), Some(Player::Us));
    let s = pos("influence israel 2 5");
    assert_eq!(control::controller(&s, id("israel")), None);
    let s = pos("influence israel 4 0");
    assert_eq!(control::controller(&s, id("israel")), Some(Player::Ussr));
}

/// E7 — TS OPS §1-2 (L684–L703, PA2 L1581): Turkey (stability 2) with US 2 is US-controlled. The USSR
/// spends 4 ops: the first point costs 2 and breaks control, the next two cost 1 each: US 2 / USSR 3.
#[test]
fn e7_influence_cost_recomputed_per_point() {
    let turkey = id("turkey");
    let mut s = pos("influence turkey 0 2\ninfluence syria 1 0");
    let mut ops = 4;
    let mut costs = vec![];
    while ops > 0 {
        let c = influence::cost(&s, turkey, Player::Ussr);
        if c > ops {
            break;
        }
        ops -= influence::place_point(&mut s, turkey, Player::Ussr);
        costs.push(c);
    }
    assert_eq!(costs, [2, 1, 1]);
    assert_eq!(s.influence[turkey as usize], [3, 2]);
    assert_eq!(control::controller(&s, turkey), None);
    // Variant: with only US 1 there, every point costs 1 and the USSR places 4.
    let mut s = pos("influence turkey 0 1");
    let total: u8 = (0..4).map(|_| influence::place_point(&mut s, turkey, Player::Ussr)).sum();
    assert_eq!(total, 4);
}

/// E9 — TS OPS §1-1 (L716–L727): with US influence in Panama and South Korea, the US may place in Costa
/// Rica, Colombia, South Korea and its neighbours, but not in Nicaragua: it is reachable only through
/// Costa Rica, which had no US influence when the round began.
#[test]
fn e9_access_does_not_chain_within_a_round() {
    let s = pos("influence panama 0 1\ninfluence southkorea 0 1");
    let start = s.influence.clone();
    let mut after = s.clone();
    influence::place_point(&mut after, id("costarica"), Player::Us);
    let ok = influence::access(data(), &start, Player::Us);
    for c in ["panama", "costarica", "colombia", "southkorea", "northkorea", "japan", "taiwan"] {
        assert!(ok[id(c) as usize], "{c} should be open");
    }
    assert!(!ok[id("nicaragua") as usize], "Nicaragua is not open through Costa Rica this round");
    // Countries adjacent to the US are always open (TS OPS §1-4).
    assert!(ok[id("mexico") as usize] && ok[id("cuba") as usize]);
}

/// E10 — TS OPS §2-2 (L782–L797): the US realigns North Korea (USSR 3, US 0). The USSR's modifier is
/// +2 (adjacent to the USSR, more influence); the US's 0. US rolls 5, USSR rolls 2 + 2 = 4: the US
/// wins by 1 and North Korea drops to USSR 2.
#[test]
fn e10_realignment_in_north_korea() {
    let nk = id("northkorea");
    let mut s = pos("influence northkorea 3 0");
    assert_eq!(coup::realign_modifier(&s, nk, Player::Us), 0);
    assert_eq!(coup::realign_modifier(&s, nk, Player::Ussr), 2);
    assert!(coup::may_target(&s, nk, Player::Us, false), "Asia is open at DEFCON 5");
    let (us, ussr, removed) = coup::realign(&mut s, Player::Us, nk, 5, 2);
    assert_eq!((us, ussr, removed), (5, 4, 1));
    assert_eq!(s.influence[nk as usize], [2, 0]);
    // A tie does nothing; realignment never adds influence (TS OPS §2-3).
    let mut s = pos("influence northkorea 3 0");
    assert_eq!(coup::realign(&mut s, Player::Us, nk, 4, 2).2, 0);
    assert_eq!(s.influence[nk as usize], [3, 0]);
    // At DEFCON 3 Asia is closed to realignment (TS DEF §1-5).
    let s = pos("defcon 3\ninfluence northkorea 3 0");
    assert!(!coup::may_target(&s, nk, Player::Us, false));
}

/// G1 — GUIDE (L1748): the US realigns Cuba (USSR 3, US 0) twice with Fidel's 2 ops. With a net
/// modifier of 0 the chance of removing all 3 is 35%; with +1, 54%. Exact enumeration of the dice.
#[test]
fn g1_realignment_odds_for_cuba() {
    fn chance(net: i32) -> f64 {
        let mut hits = 0;
        for a in 1..=6 {
            for b in 1..=6 {
                for c in 1..=6 {
                    for d in 1..=6 {
                        let first = (a + net - b).max(0);
                        let second = (c + net - d).max(0);
                        if first + second >= 3 {
                            hits += 1;
                        }
                    }
                }
            }
        }
        hits as f64 / 1296.0
    }
    assert_eq!((chance(0) * 1000.0).round() / 1000.0, 0.349);
    assert_eq!((chance(1) * 1000.0).round() / 1000.0, 0.544);
    // The engine agrees with the arithmetic: in Cuba (USSR 3, US 0, adjacent to the US) the net modifier
    // is 0 (US +1 superpower adjacency, USSR +1 more influence).
    let s = pos("influence cuba 3 0");
    let cuba = id("cuba");
    assert_eq!(coup::realign_modifier(&s, cuba, Player::Us) - coup::realign_modifier(&s, cuba, Player::Ussr), 0);
    let mut hits = 0;
    for rolls in (0..1296).map(|i| [i % 6 + 1, i / 6 % 6 + 1, i / 36 % 6 + 1, i / 216 + 1]) {
        let mut t = s.clone();
        coup::realign(&mut t, Player::Us, cuba, rolls[0] as u8, rolls[1] as u8);
        coup::realign(&mut t, Player::Us, cuba, rolls[2] as u8, rolls[3] as u8);
        hits += (t.inf(cuba, Player::Ussr) == 0) as u32;
    }
    assert_eq!(hits as f64 / 1296.0, chance(0));
}

/// E11 — TS OPS §3-2 (L831–L846): a US 3-op coup in Mexico (stability 2, USSR 2): roll 4, 4 + 3 − 4 = 3:
/// remove the USSR's 2, add 1 US. US military ops +3; Mexico is a battleground, so DEFCON drops by 1.
#[test]
fn e11_coup_in_mexico() {
    let mexico = id("mexico");
    assert_eq!(data().countries[mexico as usize].stability, 2);
    let mut s = pos("influence mexico 2 0");
    let r = coup::resolve(&mut s, Player::Us, mexico, 3, 4, false);
    assert_eq!((r.margin, r.removed, r.added), (3, 2, 1));
    assert_eq!(s.influence[mexico as usize], [0, 1]);
    assert_eq!(s.milops[Player::Us.idx()], 3);
    assert_eq!(s.defcon, 4);
    // A failed coup changes no influence but still counts military ops (TS OPS §3-3).
    let mut s = pos("influence mexico 2 0");
    let r = coup::resolve(&mut s, Player::Us, mexico, 1, 3, false);
    assert!(r.margin <= 0);
    assert_eq!(s.influence[mexico as usize], [2, 0]);
    assert_eq!(s.milops[Player::Us.idx()], 1);
    // A free coup gives no military ops (TS DEF §2-5) but still degrades DEFCON in a battleground.
    let mut s = pos("influence mexico 2 0");
    coup::resolve(&mut s, Player::Us, mexico, 3, 6, true);
    assert_eq!(s.milops, [0, 0]);
    assert_eq!(s.defcon, 4);
}

/// TS DEF §1-3: DEFCON 1 ends the game and the phasing player loses.
/// TS E18 (L1100–L1106).
#[test]
fn e18_defcon_one_loses_for_the_phasing_player() {
    let mut s = pos("defcon 2");
    defcon::change_defcon(&mut s, -1, Player::Us);
    let o = s.outcome.clone().unwrap();
    assert_eq!((o.winner, o.reason.as_str()), (Some(Player::Ussr.seat()), "defcon"));
    let mut s = pos("defcon 5");
    defcon::change_defcon(&mut s, 3, Player::Us);
    assert_eq!(s.defcon, 5, "DEFCON never rises above 5 (TS DEF §1-1)");
}

/// E21 — TS VIC §1 (L1308–L1339): Central America Scoring. The USSR controls Cuba (battleground, adjacent
/// to the US), Haiti and the Dominican Republic; the US controls Guatemala and has 1 in Panama. USSR:
/// Domination 3 + 1 battleground + 1 adjacent to the US = 5; US: Presence 1. Net 4 to the USSR.
/// TS VIC §1-1 (L1276–L1290): presence and domination as defined; TS VIC §2-3 (L1382): both score, and only
/// the difference is recorded.
#[test]
fn e21_central_america_scoring() {
    let s = pos("influence cuba 3 0\ninfluence haiti 1 0\ninfluence dominicanrep 1 0\ninfluence guatemala 0 1\ninfluence panama 0 1");
    let sc = scoring::region_scores(&s, Region::CentralAmerica);
    assert_eq!(sc[0].level, scoring::Level::Domination);
    assert_eq!((sc[0].total(), sc[1].total()), (5, 1));
    assert_eq!(scoring::net(&sc), -4);
}

/// G2 — GUIDE (L1904–L1910): US controls South Africa, Angola, Zaire (battlegrounds) and Botswana; the
/// USSR controls Algeria, Nigeria (battlegrounds) and Zimbabwe: the US dominates Africa.
/// TS VIC §1-1 (L1281–L1286): domination needs more countries and more battlegrounds, and a country of each kind.
#[test]
fn g2_africa_domination() {
    let s = pos(
        "influence southafrica 0 3\ninfluence angola 0 1\ninfluence zaire 0 1\ninfluence botswana 0 2\n\
         influence algeria 2 0\ninfluence nigeria 1 0\ninfluence zimbabwe 1 0",
    );
    let sc = scoring::region_scores(&s, Region::Africa);
    assert_eq!(sc[1].level, scoring::Level::Domination);
    assert_eq!(sc[1].battlegrounds, 3);
    assert_eq!(sc[0].level, scoring::Level::Presence);
}

/// E22 / E23 — TS VIC §2 (L1366–L1380): from USSR 1, the US gains 2 → US 1 (0 counts as a step); from US
/// 10, the USSR gains 2 → US 8.
#[test]
fn e22_e23_vp_track() {
    let mut s = pos("vp -1");
    defcon::gain_vp(&mut s, Player::Us, 2, false);
    assert_eq!(s.vp, 1);
    let mut s = pos("vp 10");
    defcon::gain_vp(&mut s, Player::Ussr, 2, false);
    assert_eq!(s.vp, 8);
    // Reaching 20 wins at once (TS VIC §3, TS VIC §3-1), except in final scoring (TS VIC §3-2).
    let mut s = pos("vp 18");
    defcon::gain_vp(&mut s, Player::Us, 3, false);
    assert_eq!(s.outcome.as_ref().unwrap().reason, "vp20");
    let mut s = pos("vp 18");
    defcon::gain_vp(&mut s, Player::Us, 3, true);
    assert!(s.outcome.is_none());
}
