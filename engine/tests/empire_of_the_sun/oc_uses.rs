//! The uses of a card's operations other than an offensive (EotS 5.0 B–E): offered in the round next to the
//! offensive, with their effects.

use engine::games::empire_of_the_sun::actions::{Action, OcUse};
use engine::games::empire_of_the_sun::builtin_data;
use engine::games::empire_of_the_sun::data::{Side, UnitType};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::scenario::setup;
use engine::games::empire_of_the_sun::state::steps::{self, Step};
use engine::games::empire_of_the_sun::state::{seat_of, Loc, State, UnitId};
use engine::games::empire_of_the_sun::turn::cards;
use engine::games::empire_of_the_sun::turn::oc_uses::{self, OcOptions};
use engine::kit::hex::Hex;
use engine::Game;

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

fn hex(id: &str) -> Hex {
    Hex::parse(id).unwrap()
}

/// The South Pacific after the Allies decline to open with Watchtower: Japan's first round.
fn sp_round(seed: u64) -> State {
    let mut s = setup::new_game(builtin_data(), "south_pacific", seed).unwrap();
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::Done).unwrap();
    assert!(matches!(s.steps.last(), Some(Step::Round(steps::Round { side: J }))), "{:?}", s.steps.last());
    s
}

fn oc_actions(s: &State, side: Side) -> Vec<(u8, OcUse)> {
    let p = EmpireOfTheSun::prompt(s);
    assert_eq!(p.seat, Some(seat_of(side)));
    p.actions.iter().filter_map(|a| if let Action::Oc { card, with } = a { Some((*card, *with)) } else { None }).collect()
}

fn hqs(s: &State, side: Side) -> Vec<UnitId> {
    s.on_map().filter(|&(u, _)| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq).map(|(u, _)| u).collect()
}

/// 5.0 C, 6.13: every card may withdraw any of the player's HQs on the map; the HQ goes to the Turn Record
/// Track for the next turn, and the play is over.
#[test]
fn withdrawing_an_hq() {
    let mut s = sp_round(1);
    let ours = hqs(&s, J);
    assert!(ours.len() >= 2);
    let offered = oc_actions(&s, J);
    for &card in &s.cards(J).hand {
        for &hq in &ours {
            assert!(offered.contains(&(card, OcUse::Withdraw(hq))));
        }
    }
    let card = s.cards(J).hand[0];
    let hq = ours[0];
    EmpireOfTheSun::apply(&mut s, seat_of(J), &Action::Oc { card, with: OcUse::Withdraw(hq) }).unwrap();
    assert_eq!(s.unit(hq).loc, Loc::Returns(s.tracks.turn + 1));
    assert!(!s.cards(J).hand.contains(&card));
    assert!(s.log.iter().any(|e| e.id == "eots.hq_withdrawn"));
    assert!(s.outcome.is_none());
    assert!(matches!(s.steps.last(), Some(Step::Round(steps::Round { side: A }))), "{:?}", s.steps.last());
}

/// 17.10.7: a side with no HQ left on the map loses at once, so withdrawing the last one loses the game.
#[test]
fn withdrawing_the_last_hq_loses() {
    let mut s = sp_round(1);
    let ours = hqs(&s, J);
    for &hq in &ours[1..] {
        s.place(hq, Loc::Returns(s.tracks.turn + 1), false);
    }
    let card = s.cards(J).hand[0];
    EmpireOfTheSun::apply(&mut s, seat_of(J), &Action::Oc { card, with: OcUse::Withdraw(ours[0]) }).unwrap();
    let o = s.outcome.clone().expect("the game is over");
    assert_eq!((o.winner, o.reason.as_str()), (Some(seat_of(A)), "eots_no_hq"));
}

/// 5.0 D, 6.15: an HQ on the Turn Record Track comes back early, for any card, to a friendly port of
/// Australia (the South Pacific sheet has no India, and Oahu is off it) where it traces its line of
/// communication; Japan's home islands are not on this sheet, so Japan has no such use here.
#[test]
fn bringing_an_hq_back_early() {
    let mut s = sp_round(1);
    let allied = hqs(&s, A);
    let hq = allied[0];
    s.place(hq, Loc::Returns(s.tracks.turn + 1), false);
    let japanese = hqs(&s, J)[0];
    s.place(japanese, Loc::Returns(s.tracks.turn + 1), false);
    assert!(oc_uses::early_returns(&s, J).is_empty(), "no home islands on the South Pacific sheet");
    let back = oc_uses::early_returns(&s, A);
    assert!(!back.is_empty());
    for &(u, h) in &back {
        assert_eq!(u, hq);
        let d = s.hex_data(h).unwrap();
        assert!(d.port && d.in_region("australia_mainland") && s.controller(h) == Some(A), "{h}");
    }
    // Japan discards a card; then the Allies may bring the HQ back.
    let discard = EmpireOfTheSun::prompt(&s).actions.into_iter().find(|a| matches!(a, Action::Discard { .. })).unwrap();
    EmpireOfTheSun::apply(&mut s, seat_of(J), &discard).unwrap();
    assert!(matches!(s.steps.last(), Some(Step::Round(steps::Round { side: A }))), "{:?}", s.steps.last());
    let (card, with) = *oc_actions(&s, A).iter().find(|(_, w)| matches!(w, OcUse::ReturnHq(..))).expect("offered");
    let OcUse::ReturnHq(u, h) = with else { unreachable!() };
    EmpireOfTheSun::apply(&mut s, seat_of(A), &Action::Oc { card, with }).unwrap();
    assert_eq!(s.unit(u).loc, Loc::Hex(h));
    assert!(s.log.iter().any(|e| e.id == "eots.hq_returned"));
}

/// 5.0 B, 13.72: a Japanese 3-OC card may make a China offensive (the South Pacific keeps the China
/// track, 17.10.5J: 9 divisions, Burma Road support 0, +1 for the 14th AF LRB in the China box); the roll
/// plus the Allied air modifier at most the baseline moves the China marker one box towards Collapse; not
/// again this turn nor the next.
#[test]
fn a_china_offensive() {
    let mut s = sp_round(1);
    // A 3-OC card in hand (from the draw pile if need be).
    if !s.cards(J).hand.iter().any(|&c| cards::card(&s, J, c).ops >= 3) {
        let c = s.cards(J).deck.iter().copied().find(|&c| cards::card(&s, J, c).ops >= 3).expect("a 3-OC card");
        s.cards_mut(J).deck.retain(|&x| x != c);
        s.cards_mut(J).hand.push(c);
    }
    let three: Vec<u8> = s.cards(J).hand.iter().copied().filter(|&c| cards::card(&s, J, c).ops >= 3).collect();
    let low: Vec<u8> = s.cards(J).hand.iter().copied().filter(|&c| cards::card(&s, J, c).ops < 3).collect();
    let offered = oc_actions(&s, J);
    for c in &low {
        assert!(!offered.contains(&(*c, OcUse::ChinaOffensive)), "only 3-OC cards");
    }
    let card = three[0];
    assert!(offered.contains(&(card, OcUse::ChinaOffensive)));
    let before = s.tracks.china;
    // Its odds: the roll + 1 (the 14th AF LRB) at most 9 succeeds: faces 0–8.
    let odds = EmpireOfTheSun::odds(&s, &Action::Oc { card, with: OcUse::ChinaOffensive }).expect("a roll");
    assert_eq!(odds.success(), Some(0.9));
    assert_eq!(odds.modifiers.iter().map(|m| m.value).sum::<i32>(), 1);
    s.chance.script.dice = vec![0];
    EmpireOfTheSun::apply(&mut s, seat_of(J), &Action::Oc { card, with: OcUse::ChinaOffensive }).unwrap();
    assert_eq!(s.tracks.china, before + 1, "0 + 1 ≤ 9: success");
    assert_eq!(s.tracks.china_offensive_turn, Some(s.tracks.turn));
    assert!(!oc_uses::china_offensive_possible(&s), "not twice in a turn");
    s.tracks.turn += 1;
    assert!(!oc_uses::china_offensive_possible(&s), "nor in the next turn");
    s.tracks.turn += 1;
    assert!(oc_uses::china_offensive_possible(&s));
}

/// 5.0 E, 13.77 on the main sheet (the 1942 scenario, whose No Transport Route markers stand on Jarhat,
/// Imphal and Ledo): the Allies, holding North India and Akyab, build Jarhat first and then Imphal or
/// Ledo; Japan may build only Imphal, when a transport route links it to a Japanese-held Rangoon.
#[test]
fn building_cbi_routes() {
    let mut s = setup::new_game(builtin_data(), "s1942", 1).unwrap();
    let (jarhat, imphal, ledo, akyab, rangoon) = (hex("2104"), hex("2105"), hex("2205"), hex("2006"), hex("2008"));
    s.tracks.no_route = vec![jarhat, imphal, ledo];
    for i in 0..s.geo().len() {
        let h = s.geo().hex(i as u16);
        if s.hex_data(h).unwrap().in_region("north_india") {
            s.set_control(h, A);
        }
    }
    s.set_control(akyab, A);
    assert_eq!(oc_uses::buildable_routes(&s, A), vec![jarhat], "Jarhat first");
    s.set_control(akyab, J);
    assert!(oc_uses::buildable_routes(&s, A).is_empty(), "Akyab is needed");
    s.set_control(akyab, A);
    s.tracks.no_route.retain(|&h| h != jarhat);
    let mut later = oc_uses::buildable_routes(&s, A);
    later.sort();
    assert_eq!(later, vec![imphal, ledo]);
    // Japan: Imphal, linked through Mandalay to Rangoon by the railway, once Rangoon is Japanese and no
    // Allied unit alone in a hex of the line cuts it (6.21E).
    for h in ["2106", "2107", "2008"] {
        for u in s.units_at(hex(h)) {
            if s.side_of_unit(u) == A {
                s.place(u, Loc::Eliminated, false);
            }
        }
    }
    s.set_control(rangoon, A);
    assert!(oc_uses::buildable_routes(&s, J).is_empty());
    s.set_control(rangoon, J);
    assert_eq!(oc_uses::buildable_routes(&s, J), vec![imphal]);
    let cut = s.unit_id("cw-burma-corps").or_else(|| s.unit_id("us-i-corps")).unwrap();
    s.place(cut, Loc::Hex(hex("2107")), false);
    assert!(oc_uses::buildable_routes(&s, J).is_empty(), "an Allied unit alone on the railway cuts the line");
    s.place(cut, Loc::Eliminated, false);
    // Building it takes the marker off.
    let opts = OcOptions::of(&s, J);
    let card = s.data().cards.iter().find(|c| c.side == J && c.ops == 3).unwrap().number;
    assert!(opts.uses(&s, J, card).contains(&OcUse::BuildRoute(imphal)));
    oc_uses::apply(&mut s, J, card, OcUse::BuildRoute(imphal));
    assert!(!s.tracks.no_route.contains(&imphal));
    assert!(s.log.iter().any(|e| e.id == "eots.route_built"));
}

/// 17.26, 17.37, 17.47: in the yearly scenarios a 3-OC card may end one's own Inter-Service Rivalry;
/// 17.10.6: not in the South Pacific.
#[test]
fn ending_rivalry() {
    let mut s = setup::new_game(builtin_data(), "s1943", 1).unwrap();
    s.tracks.isr = [true, true];
    let three = s.data().cards.iter().find(|c| c.side == A && c.ops == 3).unwrap().number;
    let two = s.data().cards.iter().find(|c| c.side == A && c.ops < 3).unwrap().number;
    let opts = OcOptions::of(&s, A);
    assert!(opts.uses(&s, A, three).contains(&OcUse::EndRivalry));
    assert!(!opts.uses(&s, A, two).contains(&OcUse::EndRivalry));
    oc_uses::apply(&mut s, A, three, OcUse::EndRivalry);
    assert_eq!(s.tracks.isr, [true, false]);
    assert!(!OcOptions::of(&s, A).uses(&s, A, three).contains(&OcUse::EndRivalry));
    let mut sp = sp_round(1);
    sp.tracks.isr = [true, true];
    let card = sp.cards(J).hand[0];
    assert!(!OcOptions::of(&sp, J).uses(&sp, J, card).contains(&OcUse::EndRivalry));
}

/// Notation: each use has its own (`oc 7 withdraw jp-south-seas-hq`).
#[test]
fn notation() {
    let s = sp_round(1);
    let p = EmpireOfTheSun::prompt(&s);
    let names: Vec<String> = p.actions.iter().map(|a| EmpireOfTheSun::describe(&s, a).notation).collect();
    assert!(names.iter().any(|n| n.contains(" withdraw ")), "{names:?}");
}
