//! HQ units' numbered rules read both ways ([29.x]): no attack and losses last ([29.2.1]), suppressed HQs
//! ([29.2.3]), the support range ([29.3]), supply ([29.4]), the Baltic Front and Baltic Corps HQs' support
//! ([29.5.2], [29.6]), the multinational HQs' subordinates ([29.7]), an eliminated HQ's helicopters
//! ([29.8.1]).

use engine::games::nato::air::helicopters::eligible;
use engine::games::nato::combat::{self, eligible_attackers, hit_candidates, support_hqs, support_reach, targets};
use engine::games::nato::data::{hex_name, parse_hex, row_hex, HexId, Side, GRID};
use engine::games::nato::movement::destinations_in;
use engine::games::nato::rail::{lose_markers, Train};
use engine::games::nato::state::{Loc, State, Step, UnitId};
use engine::games::nato::supply::{hq_supplies, superior, supplied_hqs};

use super::common::{deep, open_country, ring, settle, state, state_with};

fn id(s: &State, key: &str) -> UnitId {
    s.data().unit(key).unwrap_or_else(|| panic!("no {key}")) as UnitId
}

/// A state whose hexes within `r` of a hex of `country` deep in `side`'s rear are clear, with no river
/// between them; and that hex.
fn open_rear(side: Side, country: &str, r: u32) -> (State, HexId) {
    let s = state();
    let c = deep(&s, side, country);
    let near: Vec<String> = GRID
        .within(row_hex(c), r)
        .into_iter()
        .map(|h| h.id())
        .filter(|h| parse_hex(h).is_some_and(|x| s.playable(x)))
        .collect();
    let s = state_with(|d| {
        open_country(d, &near);
    });
    (s, c)
}

/// [29.2.1]: an HQ has no attack and joins no attack — beside an enemy brigade alone it makes no target —
/// and takes a defender's step loss only when no other defending unit is left.
#[test]
fn an_hq_never_attacks_and_loses_its_step_last() {
    let mut s = state();
    s.turn = 2;
    let r = ring("3318");
    s.place("uk-7-83", "3318");
    let hq = s.place("negf-hq", &r[0]);
    assert!(!eligible_attackers(&s, Side::Wp, engine::games::nato::data::parse_hex("3318").unwrap()).contains(&hq));
    assert!(targets(&s, Side::Wp).is_empty(), "the HQ alone makes no attack");
    let mrd = s.place("su-94-mrd", &r[1]);
    assert_eq!(eligible_attackers(&s, Side::Wp, engine::games::nato::data::parse_hex("3318").unwrap()), vec![mrd]);

    let mut s = state();
    let mrd = s.place("su-94-mrd", "4518");
    let hq = s.place("negf-hq", "4518");
    assert_eq!(hit_candidates(&s, &[mrd, hq]), vec![mrd], "not while another defender is left");
    assert_eq!(hit_candidates(&s, &[hq]), vec![hq], "alone it may");
}

/// [29.2.3] (rules 20): a suppressed HQ moves one hex only (a minimum move; rules 19 records as played:
/// its full move), loses its Train marker, still supplies its units, and gives no offensive support.
#[test]
fn a_suppressed_hq() {
    let (s0, at) = open_rear(Side::Wp, "gdr", 3);
    for rules in [19, 20] {
        let mut s = s0.clone();
        s.rules = rules;
        s.turn = 2;
        let hq = s.place("negf-hq", &hex_name(at));
        let far = |s: &State| destinations_in(s, hq, false).iter().map(|d| s.data().distance(d.hex, at)).max().unwrap_or(0);
        assert!(far(&s) >= 2, "unsuppressed it moves on");
        s.units[hq as usize].suppressed = true;
        if rules >= 20 {
            assert_eq!(far(&s), 1, "a minimum move: one hex");
        } else {
            assert!(far(&s) >= 2, "rules 19: as played");
        }
    }
    let mut s = s0.clone();
    s.turn = 2;
    let hq = s.place("negf-hq", &hex_name(at));
    let n = s.data().neighbours(at).next().unwrap();
    let mrd = s.place("su-94-mrd", &hex_name(n));
    s.units[hq as usize].suppressed = true;
    assert!(hq_supplies(&s, mrd, &supplied_hqs(&s, Side::Wp)), "it still supplies");
    assert!(!support_hqs(&s, Side::Wp, &[mrd]).contains(&hq), "no offensive support");
    s.units[hq as usize].suppressed = false;
    assert!(support_hqs(&s, Side::Wp, &[mrd]).contains(&hq), "unsuppressed it supports");
    s.units[hq as usize].train = Some(Train::Entrained);
    s.units[hq as usize].suppressed = true;
    lose_markers(&mut s);
    assert!(s.units[hq as usize].train.is_none(), "the Train marker goes");
}

/// [29.3]: the support range counts the hexes of a path from the HQ to the unit: the US V Corps HQ (range
/// 4) reaches a hex 4 away, not 5; the path is traced around a Pact unit's hex, never into it.
#[test]
fn the_support_range() {
    let (s0, at) = open_rear(Side::Nato, "frg", 5);
    let mut s = s0.clone();
    let hq = s.place("us5-hq", &hex_name(at));
    let range = s.values(hq).0 as u32;
    assert_eq!(range, 4);
    let reach = support_reach(&s, Side::Nato, at, range);
    let d = s.data();
    assert!(reach.iter().any(|&h| d.distance(h, at) == 4));
    assert!(reach.iter().all(|&h| d.distance(h, at) <= 4));
    let blocked = d.neighbours(at).next().unwrap();
    s.place("su-94-mrd", &hex_name(blocked));
    let reach = support_reach(&s, Side::Nato, at, range);
    assert!(!reach.contains(&blocked), "not into an enemy unit's hex");
}

/// [29.4]: an HQ supplies its subordinates within its range, suppressed too; never from under a Train
/// marker, nor beyond its range.
#[test]
fn an_hq_supplies_within_its_range_and_not_from_a_train() {
    let (s0, at) = open_rear(Side::Wp, "gdr", 3);
    let mut s = s0.clone();
    let hq = s.place("negf-hq", &hex_name(at));
    let n = s.data().neighbours(at).next().unwrap();
    let mrd = s.place("su-94-mrd", &hex_name(n));
    assert!(hq_supplies(&s, mrd, &supplied_hqs(&s, Side::Wp)));
    s.units[hq as usize].suppressed = true;
    assert!(hq_supplies(&s, mrd, &supplied_hqs(&s, Side::Wp)), "suppressed, it still supplies");
    s.units[hq as usize].train = Some(Train::Entrained);
    assert!(!supplied_hqs(&s, Side::Wp).contains(&hq), "on a train it supplies no one");
    s.units[hq as usize].train = None;
    let range = s.values(hq).0 as u32;
    let beyond = (0..s.data().hexes.len() as HexId).find(|&h| s.playable(h) && s.data().distance(h, at) == range + 2).unwrap();
    s.units[mrd as usize].loc = Loc::Hex(beyond);
    assert!(!hq_supplies(&s, mrd, &[hq]), "beyond its range");
}

/// [29.5.2]: the Baltic Front HQ gives no offensive support, save in the Extended Buildup scenario
/// (`buildup_support`); [29.6] the Baltic Corps HQ, no front HQ, never.
#[test]
fn the_baltic_front_and_corps_hqs_give_no_support() {
    for buildup in [false, true] {
        let (mut s, at) = open_rear(Side::Wp, "gdr", 2);
        if buildup {
            let mut data = s.data().clone();
            for sc in data.scenarios.iter_mut() {
                sc.rules.push("buildup_support".into());
            }
            data.index();
            s.pack = engine::games::nato::state::PackRef(std::sync::Arc::new(engine::games::nato::state::Pack { data, name: "fixture".into(), hash: "fixture".into() }));
        }
        s.turn = 2;
        let n = s.data().neighbours(at).next().unwrap();
        let unit = s.data().units.iter().find(|u| u.hq.as_deref() == Some("baf-hq") && s.data().types[u.ty].class.maneuver() && u.key.ends_with("mrd")).unwrap().key.clone();
        let u = s.place(&unit, &hex_name(n));
        let baf = s.place("baf-hq", &hex_name(at));
        assert_eq!(support_hqs(&s, Side::Wp, &[u]).contains(&baf), buildup, "buildup {buildup}");
        // The Baltic Corps HQ beside its marine brigade.
        let mut t = s.clone();
        t.units[baf as usize].loc = Loc::Out;
        let bc = t.place("bc-hq", &hex_name(at));
        let nav = t.place("su-336-nav", &hex_name(n));
        assert!(!support_hqs(&t, Side::Wp, &[nav]).contains(&bc), "the Baltic Corps HQ never supports");
    }
}

/// [29.7]: LANDJUT and LANDZEALAND supply West German and Danish units and the others of their command
/// (the UK Mobile Force's brigade), each the other's too; not another British unit.
#[test]
fn the_multinational_hqs_subordinates() {
    let s = state();
    let (lj, lz) = (id(&s, "lj-hq"), id(&s, "lz-hq"));
    for hq in [lj, lz] {
        for k in ["dk-j1", "dk-z1", "wg-2-83", "wg-16-83", "uk-1-inf"] {
            assert!(superior(&s, hq, id(&s, k)), "{} supplies {k}", s.key(hq));
        }
        assert!(!superior(&s, hq, id(&s, "uk-7-83")), "not the UK I Corps' brigade");
    }
    assert!(!superior(&s, id(&s, "uk1-hq"), id(&s, "dk-j1")), "a British HQ does not supply a Danish brigade");
}

/// [29.8.1]: an HQ eliminated leaves its attack-helicopter brigade on its display, but the brigade flies
/// for no battle until the HQ is back on the map.
#[test]
fn an_eliminated_hqs_helicopters_wait() {
    let mut s = state();
    s.rules = s.rules.max(engine::games::nato::air::helicopters::RULES);
    s.turn = 2;
    let r = ring("3319");
    s.place("wg-1-83", "3319");
    let mrd = s.place("su-21-mrd", &r[0]);
    let hq = s.place("negf-hq", "3115");
    let ah = id(&s, "negf-ah");
    s.units[ah as usize].loc = Loc::Display;
    s.units[ah as usize].steps = 1;
    let battle = |s: &mut State| {
        s.steps = vec![Step::TurnEnd, Step::Combat(Side::Wp)];
        combat::begin(s, Side::Wp, engine::games::nato::data::parse_hex("3319").unwrap(), vec![mrd], None);
        s.steps.push(Step::BattleFlow);
        settle(s);
    };
    let mut t = s.clone();
    battle(&mut t);
    assert_eq!(eligible(&t, Side::Wp), vec![ah], "with its HQ on the map it flies");
    s.lose_step(hq);
    assert!(s.hex_of(hq).is_none(), "the HQ is gone");
    assert_eq!(s.units[ah as usize].loc, Loc::Display, "the brigade stays on its display");
    battle(&mut s);
    assert!(eligible(&s, Side::Wp).is_empty(), "no HQ: it flies for no battle");
}
