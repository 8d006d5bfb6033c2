//! The Twilight Struggle position format (docs/positions.md).

use engine::games::twilight_struggle::{data::data, position, setup, state::Player, TwilightStruggle};
use engine::{games, Game, Match};

const FIXTURE: &str = include_str!("../fixtures/twilight-struggle/us-to-place.position");

fn start(text: &str) -> Result<Match<TwilightStruggle>, engine::SetupError> {
    let mut h = games::registry().header("twilight-struggle", None, 3).unwrap();
    h.position = Some(text.to_string());
    Match::new(h)
}

#[test]
fn a_written_position_starts_there() {
    let m = start(FIXTURE).unwrap();
    let s = m.state();
    assert_eq!(s.inf(data().country("poland").unwrap(), Player::Ussr), 4);
    assert_eq!(s.inf(data().country("uk").unwrap(), Player::Us), 5);
    assert_eq!(s.hand(Player::Us).len(), 8);
    assert_eq!(m.prompt_info().seat.as_deref(), Some("us"));
    assert_eq!(m.prompt_info().args[1], engine::Arg::Num(7));
    TwilightStruggle::check_invariants(s).unwrap();
}

#[test]
fn writing_and_reading_a_position_is_lossless() {
    let m = Match::<TwilightStruggle>::new(games::registry().header("twilight-struggle", None, 8).unwrap()).unwrap();
    let text = position::write(m.state());
    let again = position::parse(&text, 8, Default::default(), 2, engine::games::twilight_struggle::data::builtin()).unwrap();
    assert_eq!(position::write(&again), text);
    assert_eq!(again.hands, m.state().hands);
    assert_eq!(again.deck, m.state().deck);
}

#[test]
fn bad_positions_are_refused_with_the_line() {
    for (text, needle) in [
        ("turn 11\nstep setup us 1", "line 1"),
        ("influence atlantis 1 0\nstep setup us 1", "unknown country 'atlantis'"),
        ("hand us 6\nstep setup us 1", "China Card"),
        ("hand us 999\nstep setup us 1", "unknown card '999'"),
        ("hand us cambridge_five\nstep setup us 1", "card 104 (cambridge_five, The Cambridge Five) is an optional card and optional cards are off"),
        ("hand us kitchen_debates\nstep setup us 1", "card 48 (kitchen_debates, Kitchen Debates) is a Mid War card, not in play in turn 1"),
        ("defcon 0\nstep setup us 1", "DEFCON must be 1–5"),
        ("hand us 7\nhand ussr 7\nstep setup us 1", "card 7 (socialist_governments, Socialist Governments) is in 2 places"),
        ("turn 1", "no pending step"),
        ("defcon 3 4\nstep setup us 1", "unexpected '4'"),
        ("frobnicate\n", "unknown statement"),
    ] {
        let e = start(text).err().unwrap_or_else(|| panic!("{text:?} accepted"));
        assert!(e.0.contains(needle), "{text:?}: {e}");
    }
}

#[test]
fn a_position_record_replays_and_links() {
    let mut m = start(FIXTURE).unwrap();
    m.play_notation("place wgermany").unwrap();
    let library = engine::packs::Library::default();
    let l = engine::link::encode_record(m.record(), games::registry(), &library).unwrap();
    let back = engine::link::open(&l, games::registry(), &library).unwrap();
    assert_eq!(back.state_hash(), engine::session::state_hash(m.state()));
    let _ = setup::FREE_US;
}

#[test]
fn every_problem_of_a_position_is_reported_at_once() {
    let text = "turn 11\ninfluence atlantis 1 0\ndefcon 0\nhand us 999\nfrobnicate\nstep setup us 1\n";
    let e = start(text).err().expect("refused").0;
    for needle in ["line 1: turn must be 1–10", "line 2: unknown country 'atlantis'", "line 3: DEFCON must be 1–5", "line 4: unknown card '999'", "line 5: unknown statement 'frobnicate'"] {
        assert!(e.contains(needle), "missing '{needle}' in:\n{e}");
    }
    assert_eq!(e.lines().filter(|l| l.starts_with("position line")).count(), 5, "{e}");
}

#[test]
fn options_are_statements_of_the_file() {
    let text = "option optional_cards on\noption tournament on\nhand us cambridge_five\nstep setup us 1\n";
    let m = start(text).unwrap();
    assert!(m.state().options.optional_cards && m.state().options.tournament);
    assert!(!m.state().options.chinese_civil_war);
    assert!(start("option speed fast\nstep setup us 1\n").err().unwrap().0.contains("unknown option 'speed'"));
}

/// Everything but the log and the information counter (undo boundaries start afresh in a position).
fn same_game(a: &engine::games::twilight_struggle::state::State, b: &engine::games::twilight_struggle::state::State) -> bool {
    let (mut a, mut b) = (a.clone(), b.clone());
    a.log = Default::default();
    b.log = Default::default();
    a.chance.information = 0;
    b.chance.information = 0;
    a == b
}

#[test]
fn any_moment_of_any_game_is_written_exactly() {
    // Random games with every option combination, cut at many moments: headlines half chosen, a card on
    // the table waiting for its use, influence half placed, an event's choice, Shuttle Diplomacy waiting…
    let mut moments = 0;
    for seed in 1..=24u64 {
        let mut header = games::registry().header("twilight-struggle", None, seed * 977).unwrap();
        for (i, k) in ["optional_cards", "chinese_civil_war", "tournament"].into_iter().enumerate() {
            header.options.insert(k.into(), if (seed >> i) & 1 == 1 { "on" } else { "off" }.into());
        }
        let record = engine::tools::random_game(games::registry().get("twilight-struggle").unwrap(), header).unwrap();
        let mut m = Match::<TwilightStruggle>::new(record.header.clone()).unwrap();
        for (n, &a) in record.actions.iter().enumerate() {
            if n % 7 == 3 && m.state().outcome.is_none() {
                let text = position::write(m.state());
                let back = position::parse(&text, 1, Default::default(), 1, engine::games::twilight_struggle::data::builtin())
                    .unwrap_or_else(|e| panic!("seed {seed} action {n}: the written position does not read back: {e}\n{text}"));
                if !same_game(&back, m.state()) {
                    let plain = |s: &engine::games::twilight_struggle::state::State| {
                        let mut s = s.clone();
                        let rng_same = s.chance.rng() == back.chance.rng();
                        s.chance = engine::kit::chance::Chance::new(rng_same as u64);
                        serde_json::from_str::<serde_json::Value>(&serde_json::to_string(&s).unwrap()).unwrap()
                    };
                    let (a, b) = (plain(&back), plain(m.state()));
                    let diff: Vec<String> = a.as_object().unwrap().iter().filter(|(k, v)| *k != "log" && b.get(k.as_str()) != Some(v)).map(|(k, v)| format!("{k}: read {v} / was {}", b[k.as_str()])).collect();
                    panic!("seed {seed} action {n}: a different state: {diff:?}\n{text}");
                }
                moments += 1;
            }
            m.play(a as usize).unwrap();
        }
    }
    assert!(moments > 500, "{moments}");
}

#[test]
fn a_position_inside_a_headline_phase_and_inside_an_action_round() {
    // The USSR has chosen its headline (hidden); the US is choosing.
    let text = "start standard\nturn 2\nheadline ussr comecon\nhand ussr fidel\nhand us duck_and_cover cia_created\npending action_round\npending end_headline\npending reveal_headlines\npending headline player=us\n";
    let mut m = start(text).unwrap();
    assert_eq!(m.prompt_info().id, "ts.choose_headline");
    m.play_notation("card cia_created").unwrap();
    assert!(m.state().log.iter().any(|e| e.id == "ts.headline"));
    // The US is placing the ops of a 3-op card: 1 placed, 2 to go, access from the round's start.
    let text = "start standard\nturn 2\nround 1\nphasing us\nrounds 1 0\ntable duck_and_cover\ninfluence japan 0 2\naccess japan 0 1\nhand ussr fidel\nhand us cia_created\npending action_round\npending end_round player=us\npending finish player=us card=duck_and_cover\npending place_ops player=us ops=3 asia_bonus=0 sea_bonus=0 spent=1 all_asia=true all_sea=false optional=false\n";
    let mut m = start(text).unwrap();
    assert_eq!(m.prompt_info().id, "ts.place_ops");
    m.play_notation("place japan").unwrap();
    m.play_notation("place japan").unwrap();
    assert_eq!(m.state().inf(data().country("japan").unwrap(), Player::Us), 4);
    assert!(m.state().discard.contains(&4), "Duck and Cover went to the discards");
    assert_eq!(m.prompt_info().seat.as_deref(), Some("ussr"));
}

#[test]
fn scripted_picks_and_shuffles() {
    // Five Year Plan takes Fidel from the USSR hand, as scripted (a USSR card: discarded, no event).
    let text = "start standard\nturn 2\nround 1\nphasing us\npicks fidel\nhand ussr comecon fidel nasser\nhand us five_year_plan cia_created\nstep round\n";
    let mut m = start(text).unwrap();
    m.play_notation("card five_year_plan").unwrap();
    m.play_notation("event").unwrap();
    assert!(m.state().discard.contains(&8));
    assert!(m.state().log.iter().any(|e| e.id == "ts.scripted_pick"));
    // A scripted reshuffle: the discards come back in the written order (top last).
    let text = "start standard\nturn 2\ndeck\ndiscard comecon nasser fidel socialist_governments\nshuffle nasser fidel socialist_governments comecon\nhand ussr\nhand us\nremoved 1 2 3 4 5 9 10 11 12 13 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 31 32 33 34 35 103\nstep turn\n";
    let m = start(text).unwrap();
    assert!(m.state().log.iter().any(|e| e.id == "ts.scripted_shuffle"));
    // The top card is the last: the USSR draws Comecon, the US Socialist Governments, then Fidel, Nasser.
    assert_eq!(m.state().hands[0], vec![14, 8]);
    assert_eq!(m.state().hands[1], vec![7, 15]);
}

#[test]
fn scripted_dice_are_marked_in_the_log_and_leftovers_are_shown() {
    let text = "start standard\nturn 2\nround 1\nphasing ussr\ndice 6 1 3\nhand ussr comecon fidel\nhand us duck_and_cover\nstep round\n";
    let mut m = start(text).unwrap();
    m.play_notation("card comecon").unwrap();
    m.play_notation("coup").unwrap();
    m.play_notation("coup iran").unwrap();
    let log = m.state().log.to_vec();
    let i = log.iter().position(|e| e.id == "ts.scripted_die").expect("marked");
    assert_eq!(log[i].args, vec![engine::Arg::Roll(6)]);
    let full = engine::games::twilight_struggle::view::view(m.state(), engine::Viewer::All);
    assert_eq!(full.script_left.as_ref().map(|s| s.dice.clone()), Some(vec![1, 3]), "two dice are left");
    let seat = engine::games::twilight_struggle::view::view(m.state(), engine::Viewer::Role(Player::Us.seat()));
    assert!(seat.script_left.is_none(), "a seat does not see the script");
}

#[test]
fn an_action_sent_to_a_finished_game_says_how_it_ended() {
    let mut m = start("vp 19\nturn 2\nround 1\nphasing us\nstart standard\nhand us cia_created duck_and_cover\nhand ussr comecon\nstep round\n").unwrap();
    m.play_notation("card duck_and_cover").unwrap();
    m.play_notation("event").unwrap();
    assert!(m.state().outcome.is_some());
    let e = m.play(0).unwrap_err();
    assert!(e.0.contains("the game is over: US won (vp20)"), "{e}");
}
