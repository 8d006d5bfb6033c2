//! Twilight Struggle setup (TS SET 1–4) and the opening placements of the seed's strategy guide.

use engine::games::twilight_struggle::data::{data, Period};
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::{deck, TwilightStruggle};
use engine::{games, Game, Match};

fn new_match(seed: u64) -> Match<TwilightStruggle> {
    Match::new(games::registry().header("twilight-struggle", None, seed).unwrap()).unwrap()
}

fn total(m: &Match<TwilightStruggle>, p: Player) -> u32 {
    m.state().influence.iter().map(|i| i[p.idx()] as u32).sum()
}

fn inf(m: &Match<TwilightStruggle>, country: &str, p: Player) -> u8 {
    m.state().inf(data().country(country).unwrap(), p)
}

#[test]
fn set_1_deals_eight_early_war_cards_and_gives_the_china_card_to_the_ussr() {
    let m = new_match(10);
    let s = m.state();
    for p in Player::BOTH {
        assert_eq!(s.hand(p).len(), 8, "TS SET 1 (L314)");
        assert!(s.hand(p).iter().all(|&c| data().card(c).period == Period::Early));
        assert!(!s.hand(p).contains(&deck::CHINA));
    }
    assert_eq!(s.china.holder, Some(Player::Ussr), "TS SET 1 (L316)");
    assert!(s.china.face_up);
    // Early War without the China Card and the optional cards, less the 16 dealt.
    let early = deck::period_cards(s, Period::Early).len();
    assert_eq!(s.deck.len(), early - 16);
    TwilightStruggle::check_invariants(s).unwrap();
}

#[test]
fn set_4_starting_markers() {
    let s = new_match(10).state().clone();
    assert_eq!((s.defcon, s.vp, s.turn, s.milops, s.space), (5, 0, 1, [0, 0], [0, 0]), "TS SET 4 (L331–L341)");
}

#[test]
fn set_2_and_3_totals_15_and_25() {
    let mut m = new_match(11);
    assert_eq!(total(&m, Player::Ussr), 9, "fixed USSR influence");
    assert_eq!(total(&m, Player::Us), 18, "fixed US influence");
    while m.prompt_info().id == "ts.setup_influence" {
        m.play(0).unwrap();
    }
    assert_eq!(total(&m, Player::Ussr), 15, "TS SET 2 (L321)");
    assert_eq!(total(&m, Player::Us), 25, "TS SET 3 (L325–L327)");
}

#[test]
fn the_ussr_places_first_in_eastern_europe_then_the_us_in_western_europe() {
    let mut m = new_match(12);
    let p = m.prompt_info();
    assert_eq!(p.seat.as_deref(), Some("ussr"));
    assert_eq!(p.rule, "TS SET 2");
    let targets: Vec<String> = p.actions.iter().map(|a| a.notation.clone()).collect();
    let eastern = data().countries.iter().filter(|c| c.eastern_europe).count();
    assert_eq!(targets.len(), eastern);
    assert!(targets.contains(&"place austria".to_string()) && targets.contains(&"place finland".to_string()));
    assert!(!targets.contains(&"place wgermany".to_string()));
    for _ in 0..6 {
        m.play_notation("place poland").unwrap();
    }
    let p = m.prompt_info();
    assert_eq!(p.seat.as_deref(), Some("us"));
    assert_eq!(p.rule, "TS SET 3");
    let targets: Vec<String> = p.actions.iter().map(|a| a.notation.clone()).collect();
    assert!(targets.contains(&"place austria".to_string()) && targets.contains(&"place turkey".to_string()));
    assert!(!targets.contains(&"place poland".to_string()));
}

/// GUIDE §8 (L2855–L2902), G9: the "standard" openings add up — USSR East Germany 4 (3 fixed + 1),
/// Poland 4, Yugoslavia 1; US West Germany 4, Italy 3.
#[test]
fn guide_standard_openings() {
    let mut m = new_match(13);
    for c in ["egermany", "poland", "poland", "poland", "poland", "yugoslavia"] {
        m.play_notation(&format!("place {c}")).unwrap();
    }
    for c in ["wgermany", "wgermany", "wgermany", "wgermany", "italy", "italy", "italy"] {
        m.play_notation(&format!("place {c}")).unwrap();
    }
    assert_eq!(inf(&m, "egermany", Player::Ussr), 4);
    assert_eq!(inf(&m, "poland", Player::Ussr), 4);
    assert_eq!(inf(&m, "yugoslavia", Player::Ussr), 1);
    assert_eq!(inf(&m, "wgermany", Player::Us), 4);
    assert_eq!(inf(&m, "italy", Player::Us), 3);
    // The setup is done: turn 1's headline phase begins, the USSR choosing first (TS SEQ C).
    assert!(m.state().outcome.is_none());
    assert_eq!(m.prompt_info().id, "ts.choose_headline");
    assert_eq!(m.prompt_info().seat.as_deref(), Some("ussr"));
}

/// GUIDE §8 (L2868–L2876), the COMECON trap: East Germany 3 (+0), Austria 4, Yugoslavia 2.
#[test]
fn guide_comecon_trap_opening() {
    let mut m = new_match(14);
    for c in ["austria", "austria", "austria", "austria", "yugoslavia", "yugoslavia"] {
        m.play_notation(&format!("place {c}")).unwrap();
    }
    assert_eq!(inf(&m, "egermany", Player::Ussr), 3);
    assert_eq!(inf(&m, "austria", Player::Ussr), 4);
    assert_eq!(inf(&m, "yugoslavia", Player::Ussr), 2);
    assert_eq!(m.prompt_info().seat.as_deref(), Some("us"));
}

#[test]
fn optional_cards_are_dealt_only_with_the_option() {
    let plain: Match<TwilightStruggle> = Match::new(games::registry().header("twilight-struggle", None, 1).unwrap()).unwrap();
    let without = deck::period_cards(plain.state(), Period::Early);
    let mut header = games::registry().header("twilight-struggle", None, 1).unwrap();
    header.options.insert("optional_cards".into(), "on".into());
    let m: Match<TwilightStruggle> = Match::new(header).unwrap();
    let with = deck::period_cards(m.state(), Period::Early);
    assert!(with.len() > without.len());
    assert!(without.iter().all(|c| !data().card(*c).optional));
    let mut bad = games::registry().header("twilight-struggle", None, 1).unwrap();
    bad.options.insert("optional_cards".into(), "maybe".into());
    assert!(Match::<TwilightStruggle>::new(bad).is_err());
}

#[test]
fn the_log_records_the_deal_and_each_placement() {
    let mut m = new_match(15);
    m.play_notation("place poland").unwrap();
    let ids: Vec<&str> = m.state().log.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["ts.deal", "ts.fixed_influence", "ts.place"]);
}
