//! The Twilight Struggle position format (docs/positions.md).

use engine::games::twilight_struggle::{data::data, position, setup, state::Player, TwilightStruggle};
use engine::{games, Game, Match};

const FIXTURE: &str = include_str!("fixtures/twilight-struggle/us-to-place.position");

fn start(text: &str) -> Result<Match<TwilightStruggle>, engine::SetupError> {
    let mut h = games::header("twilight-struggle", None, 3).unwrap();
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
    let m = Match::<TwilightStruggle>::new(games::header("twilight-struggle", None, 8).unwrap()).unwrap();
    let text = position::write(m.state());
    let again = position::parse(&text, 8, Default::default(), 2).unwrap();
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
        ("defcon 0\nstep setup us 1", "DEFCON must be 1–5"),
        ("hand us 7\nhand ussr 7\nstep setup us 1", "in 2 places"),
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
    let l = engine::link::encode(m.record());
    let back = games::load(&engine::link::decode(&l).unwrap()).unwrap();
    assert_eq!(back.state_hash(), engine::session::state_hash(m.state()));
    let _ = setup::FREE_US;
}
