//! Empire of the Sun's openings and the December 1941 events' conditions, one test per special rule:
//! 17.11 (the special turn, Operation Z's naval units together, IAI's landings and limited reaction, the
//! Allied emergency naval move), 17.25 C–F (the 1942 start: the free naval move, Arcadia, Kondo, the
//! historical hand). Every action is found in the prompt by its notation.

use engine::games::empire_of_the_sun::data::Side;
use engine::games::empire_of_the_sun::events::conditions;
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::scenario::opening;
use engine::games::empire_of_the_sun::state::steps::Step;
use engine::games::empire_of_the_sun::state::*;
use engine::kit::hex::Hex;
use engine::Game;

use crate::common;
use common::{act, hex, id, notations, prompt_id};

/// A scenario, with the historical hand (17.25F) when asked.
fn start(scenario: &str, seed: u64, historical: bool) -> State {
    common::start(scenario, seed, if historical { &[("historical_hand", "on")] } else { &[] })
}

const J: Side = Side::Japanese;
const A: Side = Side::Allied;

/// The campaign after Operation Z, with IAI played and every Japanese HQ offered.
fn iai(seed: u64) -> State {
    let mut s = start("campaign", seed, false);
    act(&mut s, "ec 1");
    for k in ["jp-cv-akagi", "jp-cv-soryu", "jp-cv-shokaku", "jp-bb-hiei"] {
        act(&mut s, &format!("activate {k}"));
    }
    // 17.11 (L1851): Operation Z's naval units end together: once the first has moved, the others may go
    // only where it is.
    act(&mut s, "select jp-cv-akagi");
    act(&mut s, "move naval 5506");
    act(&mut s, "select jp-cv-soryu");
    let moves: Vec<String> = notations(&s).into_iter().filter(|n| n.starts_with("move ")).collect();
    assert_eq!(moves, ["move naval 5506"], "L1851: together");
    act(&mut s, "move naval 5506");
    for k in ["jp-cv-shokaku", "jp-bb-hiei"] {
        act(&mut s, &format!("select {k}"));
        act(&mut s, "move naval 5506");
    }
    act(&mut s, "done");
    act(&mut s, "done"); // no battle declared: the strike is not needed for these tests
    assert_eq!(prompt_id(&s), "eots.december_round", "{:?}", notations(&s));
    act(&mut s, "ec 2");
    act(&mut s, "hq jp-south-hq");
    s
}

/// 17.11 (L1847): turn 1 offers the Japanese card 1 only, as an event, then card 2; the Allies have no
/// round; no other scenario has the special turn.
#[test]
fn december_1941_offers_only_the_two_cards() {
    let s = start("campaign", 3, false);
    assert_eq!(notations(&s), ["ec 1"]);
    assert!(opening::december_1941(&s));
    for sc in ["s1942", "s1943", "south_pacific"] {
        let s = start(sc, 3, false);
        assert!(!opening::december_1941(&s), "{sc}");
        assert_ne!(prompt_id(&s), "eots.december_round", "{sc}");
    }
}

/// 17.11 (L1855): under IAI a landing goes only within 5 hexes of a Japanese-held port.
#[test]
fn iai_landings_stay_near_a_japanese_port() {
    let mut s = iai(5);
    for k in ["jp-16-army", "jp-14-army", "jp-25-army", "jp-19-army"] {
        act(&mut s, &format!("activate {k}"));
    }
    act(&mut s, "done");
    let g = s.geo().clone();
    let japanese_ports: Vec<Hex> =
        g.hexes.iter().copied().filter(|&h| s.controller(h) == Some(J) && s.hex_data(h).is_some_and(|d| d.port)).collect();
    let mut seen = 0;
    for k in ["jp-16-army", "jp-14-army", "jp-25-army", "jp-19-army"] {
        act(&mut s, &format!("select {k}"));
        for n in notations(&s) {
            let Some(h) = n.strip_prefix("move amphibious ") else { continue };
            seen += 1;
            let h = hex(h);
            assert!(japanese_ports.iter().any(|&p| g.distance(g.ix(p), g.ix(h)) <= 5), "{k} lands at {} beyond 5 hexes", h.id());
        }
        act(&mut s, &format!("unselect {k}"));
    }
    assert!(seen > 0, "some landings are offered");
    assert_eq!(conditions::landing_range(&s, J), Some(5));
}

/// 17.11 (L1855): under IAI a landing at Manila or Singapore needs escorting ships in its stack; there it
/// has no shore bombardment and the escorts lose a step before the battle.
#[test]
fn iai_manila_and_singapore_need_an_escort() {
    let mut s = iai(6);
    for k in ["jp-14-army", "jp-ca-takao"] {
        act(&mut s, &format!("activate {k}"));
    }
    act(&mut s, "done");
    act(&mut s, "select jp-14-army");
    assert!(!notations(&s).contains(&"move amphibious 2813".to_string()), "L1855: not alone into Manila");
    let alone = notations(&s).iter().any(|n| n == "move amphibious 2812");
    assert!(alone, "Clark Field (2812) needs no escort: {:?}", notations(&s));
    act(&mut s, "select jp-ca-takao");
    if !notations(&s).contains(&"move amphibious 2813".to_string()) {
        // Takao's stack may not reach Manila from this seed's position; the rule is still checked below.
        act(&mut s, "unselect jp-ca-takao");
    } else {
        act(&mut s, "move amphibious 2813");
        assert_eq!(s.unit(id(&s, "jp-ca-takao")).loc, Loc::Hex(hex("2813")));
        assert_eq!(conditions::escorts_hit_before_battle(&s, hex("2813")), vec![id(&s, "jp-ca-takao")]);
    }
    assert!(conditions::escort_required(&s, J, hex("2813")) && conditions::escort_required(&s, J, hex("2015")));
    assert!(!conditions::escort_required(&s, J, hex("2812")));
    assert!(conditions::no_shore_bombardment(&s, hex("2015")));
}

/// 17.11 (L1853): under IAI the Allies play no reaction card and roll no intelligence; Force Z alone may
/// react, into a landing hex its move reaches.
#[test]
fn iai_limits_the_allied_reaction() {
    let mut s = iai(7);
    assert!(conditions::reaction_limited(&s));
    // An Allied reaction card in hand is still not offered (the Allies hold none on turn 1; one is given).
    let reaction = s.data().cards.iter().find(|c| c.side == A && c.kind == engine::games::empire_of_the_sun::data::CardType::Reaction).unwrap().number;
    s.cards_mut(A).hand.push(reaction);
    assert!(engine::games::empire_of_the_sun::offensive::reaction::reaction_cards(&s, engine::games::empire_of_the_sun::events::Window::Intelligence).is_empty());
    assert!(!engine::games::empire_of_the_sun::offensive::intelligence::may_roll_intel(&s));
    assert_eq!(conditions::allowed_reactors(&s), vec![id(&s, "cw-bb-force-z")]);
}

/// 17.25C: a 1942 start opens with the Allies' free emergency naval move, one per naval unit, before the
/// first Japanese card; 17.25D: the Allies are asked about Arcadia Conference first.
#[test]
fn the_1942_start_opens_with_arcadia_and_the_naval_move() {
    let mut s = start("s1942", 11, false);
    if prompt_id(&s) == "eots.kondo" {
        act(&mut s, "done");
    }
    assert_eq!(prompt_id(&s), "eots.arcadia_take", "17.25D");
    let hand = s.cards(A).hand.len();
    act(&mut s, "take 4");
    assert!(s.cards(A).hand.contains(&opening::ARCADIA));
    assert_eq!(s.cards(A).hand.len(), hand, "17.25D: one of the five");
    assert!(!s.cards(A).deck.contains(&opening::ARCADIA));
    assert_eq!(prompt_id(&s), "eots.free_naval_move", "17.25C");
    let first = notations(&s).into_iter().find(|n| n.starts_with("place ")).expect("a naval unit may move");
    let unit = first.split(' ').nth(1).unwrap().to_string();
    act(&mut s, &first);
    assert!(!notations(&s).iter().any(|n| n.starts_with(&format!("place {unit} "))), "one move each");
    act(&mut s, "done");
    // 17.25D: the Japanese play first (7 cards to 5): the Allies may play Arcadia before them.
    assert_eq!(prompt_id(&s), "eots.arcadia_play");
    assert_eq!(notations(&s), ["ec 4", "done"]);
    act(&mut s, "ec 4");
    assert!(!s.cards(A).hand.contains(&opening::ARCADIA));
    // The event's own choice (where the ABDA HQ enters), then the Japanese round.
    while prompt_id(&s) == "eots.event_choice" {
        act(&mut s, "choose 0");
    }
    assert_eq!(prompt_id(&s), "eots.round", "{:?}", notations(&s));
    assert_eq!(EmpireOfTheSun::prompt(&s).seat, Some(0), "then the Japanese open the phase");
}

/// 17.25D: Arcadia declined stays in the deck, and there is no window to play it.
#[test]
fn arcadia_may_be_declined() {
    let mut s = start("s1942", 12, false);
    if prompt_id(&s) == "eots.kondo" {
        act(&mut s, "done");
    }
    act(&mut s, "done");
    assert_eq!(prompt_id(&s), "eots.free_naval_move");
    act(&mut s, "done");
    if !s.cards(A).hand.contains(&opening::ARCADIA) {
        assert_ne!(prompt_id(&s), "eots.arcadia_play");
    }
}

/// 17.25E: a Japanese hand without a military card with a logistics value may trade a 3-OC card for
/// VADM Kondo.
#[test]
fn kondo_for_a_hand_without_an_offensive() {
    let mut s = start("s1942", 13, false);
    let data = s.data().clone();
    let is_offensive = |c: u8| {
        let d = data.card(J, c).unwrap();
        d.kind == engine::games::empire_of_the_sun::data::CardType::Military && d.logistics.is_some()
    };
    // A hand of seven cards none of which launches an offensive, with 3-OC cards among them.
    let all: Vec<u8> = s.cards(J).hand.iter().chain(s.cards(J).deck.iter()).copied().collect();
    let quiet: Vec<u8> = all.iter().copied().filter(|&c| !is_offensive(c) && c != opening::KONDO).take(7).collect();
    assert!(quiet.iter().any(|&c| data.card(J, c).unwrap().ops >= 3), "some 3-OC card");
    let mut pool: Vec<u8> = all.into_iter().filter(|c| !quiet.contains(c)).collect();
    if !pool.contains(&opening::KONDO) {
        pool.push(opening::KONDO);
        s.cards_mut(J).removed.retain(|&c| c != opening::KONDO);
        s.cards_mut(J).discard.retain(|&c| c != opening::KONDO);
    }
    s.cards_mut(J).hand = quiet.clone();
    s.cards_mut(J).deck = pool;
    let trades = opening::kondo_trades(&s);
    assert!(!trades.is_empty() && trades.iter().all(|&c| data.card(J, c).unwrap().ops >= 3), "17.25E: a 3-OC card");
    s.steps.push(Step::Kondo);
    let card = trades[0];
    act(&mut s, &format!("discard {card}"));
    assert!(s.cards(J).hand.contains(&opening::KONDO));
    assert!(!s.cards(J).hand.contains(&card) && s.cards(J).discard.contains(&card));
    assert_eq!(s.cards(J).hand.len(), 7);
    // A hand with an offensive card is not offered the trade.
    let offensive = s.cards(J).deck.iter().copied().find(|&c| is_offensive(c));
    if let Some(c) = offensive {
        s.cards_mut(J).hand.push(c);
        assert!(opening::kondo_trades(&s).is_empty());
    }
}

/// 17.25F: the historical hand: Col. Tsuji, VADM Kondo and Central Army, and four more, seven in all.
#[test]
fn the_historical_japanese_hand() {
    let s = start("s1942", 14, true);
    for c in opening::HISTORICAL_HAND {
        assert!(s.cards(J).hand.contains(&c), "17.25F: card {c}");
    }
    assert_eq!(s.cards(J).hand.len(), 7, "17.25A: seven cards");
    let plain = start("s1942", 14, false);
    assert_eq!(plain.cards(J).hand.len(), 7);
}
