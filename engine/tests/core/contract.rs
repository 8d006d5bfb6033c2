//! The engine contract on the real Twilight Struggle setup: determinism, undo limits, illegal actions,
//! view redaction.

use engine::games::twilight_struggle::{data::data, view::TsView, TwilightStruggle};
use engine::{games, Game, Match};

fn new_match(seed: u64) -> Match<TwilightStruggle> {
    Match::new(games::registry().header("twilight-struggle", None, seed).unwrap()).unwrap()
}

fn place(m: &mut Match<TwilightStruggle>, country: &str) {
    m.play_notation(&format!("place {country}")).unwrap();
}

#[test]
fn same_seed_and_actions_give_the_same_state_hash() {
    let moves = ["poland", "poland", "egermany", "hungary", "austria", "finland", "wgermany", "italy", "italy", "turkey", "greece", "wgermany", "canada"];
    let run = |seed| {
        let mut m = new_match(seed);
        for c in moves {
            place(&mut m, c);
        }
        engine::session::state_hash(m.state())
    };
    assert_eq!(run(77), run(77));
    assert_ne!(run(77), run(78), "a different seed deals different hands");
}

#[test]
fn replaying_the_record_reaches_the_same_state() {
    let mut m = new_match(5);
    for c in ["poland", "poland", "czechoslovakia"] {
        place(&mut m, c);
    }
    let replayed = Match::<TwilightStruggle>::replay(m.record()).unwrap();
    assert_eq!(replayed.state(), m.state());
}

#[test]
fn undo_goes_back_one_decision_of_the_same_seat() {
    let mut m = new_match(1);
    assert!(!m.can_undo(), "nothing to undo at the start: the deal is new information");
    let start = m.state().clone();
    place(&mut m, "poland");
    assert!(m.can_undo());
    place(&mut m, "hungary");
    m.undo().unwrap();
    m.undo().unwrap();
    assert_eq!(m.state(), &start);
    assert!(m.record().actions.is_empty());
    assert!(m.undo().is_err(), "never past the start");
}

#[test]
fn undo_takes_back_the_last_decision_until_the_other_seat_acts() {
    let mut m = new_match(2);
    for _ in 0..6 {
        place(&mut m, "poland");
    }
    // The US decides now, but has not acted: the USSR may still take back its last point.
    assert_eq!(m.prompt_info().seat.as_deref(), Some("us"));
    assert!(m.can_undo());
    assert_eq!(m.undo_seat(), Some(0));
    m.undo().unwrap();
    assert_eq!(m.prompt_info().seat.as_deref(), Some("ussr"));
    place(&mut m, "poland");
    // Once the US acts, the USSR's placements are no longer anyone's to take back.
    place(&mut m, "wgermany");
    assert_eq!(m.undo_seat(), Some(1));
    m.undo().unwrap();
    assert!(!m.can_undo(), "the US's undo stops at the USSR's decisions");
    assert!(m.undo().is_err());
    assert_eq!(m.state().influence[data().country("poland").unwrap() as usize][0], 6);
}

#[test]
fn an_illegal_action_changes_nothing() {
    let mut m = new_match(3);
    let before = m.state().clone();
    // The USSR may not place its free influence outside Eastern Europe.
    assert!(m.play_notation("place france").is_err());
    assert!(m.play_notation("place atlantis").is_err());
    assert!(m.play(999).is_err());
    // The US may not act on the USSR's decision.
    let action = TwilightStruggle::prompt(m.state()).actions[0].clone();
    let mut s = m.state().clone();
    assert!(TwilightStruggle::apply(&mut s, 1, &action).is_err());
    assert_eq!(&s, &before);
    assert_eq!(m.state(), &before);
    assert!(m.record().actions.is_empty());
}

#[test]
fn a_view_never_contains_the_other_hand() {
    let m = new_match(4);
    let ussr: TsView = TwilightStruggle::view(m.state(), engine::Viewer::Role(0));
    let us: TsView = TwilightStruggle::view(m.state(), engine::Viewer::Role(1));
    assert!(ussr.hands[0].is_some() && ussr.hands[1].is_none());
    assert!(us.hands[1].is_some() && us.hands[0].is_none());
    assert_eq!(ussr.hand_counts, [8, 8]);
    // Nothing in the serialised view names a card of the other hand.
    let json = serde_json::to_string(&ussr).unwrap();
    let full = TwilightStruggle::view(m.state(), engine::Viewer::All);
    assert!(full.hands[0].is_some() && full.hands[1].is_some());
    assert!(json.contains("\"hands\":[["), "{json}");
    assert!(json.contains(",null]"), "the US hand is null in the USSR's view");
}

/// A camp or team wins together: every seat of it is a winner, the others lost, the message names
/// them all; a lone winner's outcome serialises as it always did (records and hashes unchanged).
#[test]
fn a_camp_wins_together_and_a_lone_winner_serialises_as_before() {
    use engine::{Arg, Outcome};
    let camp = Outcome::camp(&[0, 2], "vp", vec![]);
    assert!(camp.won(0) && camp.won(2) && !camp.won(1) && !camp.won(3));
    assert!(camp.lost(Some(1)) && !camp.lost(Some(2)) && camp.lost(None));
    assert_eq!(camp.winning_seats(), vec![0, 2]);
    assert_eq!(camp.winners_message(), Some(("outcome.winners2", vec![Arg::Seat(0), Arg::Seat(2)])));
    let alone = Outcome::win(1, "vp20", vec![]);
    assert_eq!(serde_json::to_string(&alone).unwrap(), r#"{"winner":1,"reason":"vp20","args":[]}"#);
    assert_eq!(alone.winners_message(), Some(("outcome.winner", vec![Arg::Seat(1)])));
    let draw = Outcome { winner: None, winners: vec![], reason: "final".into(), args: vec![] };
    assert!(draw.winners_message().is_none() && !draw.lost(Some(0)));
    let read: Outcome = serde_json::from_str(r#"{"winner":1,"reason":"vp20","args":[]}"#).unwrap();
    assert_eq!(read, alone, "an old record's outcome reads back");
}

/// Every game's state writes in postcard's compact form, at set-up and after random play, so the state hash
/// (after undo and replay checks, in the fuzzer) takes its quick path and not the JSON fallback; a
/// sequence serialised without its length (as `collect_seq` of a chained iterator) would break it.
fn state_writes_compactly<G: Game>(scenario: Option<&str>) {
    let header = engine::Header::new_game(G::meta(), scenario, 3).unwrap();
    let mut state = G::setup(&header, G::builtin_data()).unwrap();
    let mut rng = engine::Rng::new(11);
    for step in 0..300 {
        postcard::to_allocvec(&state).unwrap_or_else(|e| panic!("{} after {step} actions: {e}", G::meta().id));
        let prompt = G::prompt(&state);
        let Some(seat) = prompt.seat else { break };
        if prompt.actions.is_empty() {
            break;
        }
        let action = prompt.actions[rng.below(prompt.actions.len() as u32) as usize].clone();
        G::apply_legal(&mut state, seat, &action).unwrap();
    }
}

#[test]
fn every_games_state_writes_in_postcard() {
    state_writes_compactly::<TwilightStruggle>(None);
    #[cfg(feature = "empire-of-the-sun")]
    state_writes_compactly::<engine::games::empire_of_the_sun::game::EmpireOfTheSun>(Some("south_pacific"));
    #[cfg(feature = "kutuzov")]
    state_writes_compactly::<engine::games::kutuzov::Kutuzov>(None);
    #[cfg(feature = "downfall")]
    state_writes_compactly::<engine::games::downfall::Downfall>(None);
    #[cfg(feature = "nato")]
    state_writes_compactly::<engine::games::nato::game::Nato>(Some("long_fortnight"));
}

#[test]
fn the_catalog_knows_each_games_players_as_its_engine_does() {
    // A bundle's home page lists every game's players from the catalog (the other games' engines are in
    // other bundles): for every game, scenario and value of every option, the catalog and the engine agree.
    let reg = games::registry();
    for entry in reg.entries().filter(|e| e.here()) {
        let meta = entry.meta();
        for sc in meta.scenarios {
            let mut headers = vec![reg.header(meta.id, Some(sc.id), 1).unwrap()];
            for o in meta.options.iter().filter(|o| o.applies_to(sc.id)) {
                for v in o.values {
                    let mut h = headers[0].clone();
                    h.options.insert(o.key.to_string(), v.to_string());
                    headers.push(h);
                }
            }
            for h in headers {
                assert_eq!(entry.roles(&h), games::catalog::roles(meta.id, &h.options), "{} {} {:?}", meta.id, sc.id, h.options);
            }
        }
    }
    // Read the other way: Kutuzov's single hand game is two players, not four.
    let single = [("players".to_string(), "single".to_string())].into_iter().collect();
    assert_eq!(games::catalog::roles("kutuzov", &single).players.len(), 2);
    assert_eq!(games::catalog::roles("downfall", &Default::default()).players.len(), 2);
}

#[test]
fn a_game_from_another_bundle_lists_its_players_from_the_catalog() {
    // The first bundle's home page asks the registry's stand-in for a game it does not carry: Kutuzov's
    // single hand game is still two players there (read the other way, it would be four, one per Power).
    let stand_in = engine::registry::Elsewhere(&games::catalog::KUTUZOV);
    let mut h = games::registry().header("kutuzov", Some("s1"), 1).unwrap();
    h.options.insert("players".into(), "single".into());
    use engine::registry::GameEntry;
    assert!(!stand_in.here());
    assert_eq!(stand_in.roles(&h).players, vec![vec![0, 2], vec![1, 3]]);
}
