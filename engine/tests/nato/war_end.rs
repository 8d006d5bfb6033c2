//! Ending the war early ([35.1], rules 16): concession ([35.1.1]) and cease-fire ([35.1.2]), each read
//! both ways; rules 15 offers neither.

use engine::games::nato::actions::Action;
use engine::games::nato::data::Side;
use engine::games::nato::game::Nato;
use engine::games::nato::state::{Conquest, State, Step};
use engine::games::nato::turn::{city_vp, final_count, final_vp};
use engine::games::nato::war_end::{self, Terms};
use engine::record::Header;
use engine::session::Match;
use engine::Game;

fn header(rules: u32) -> Header {
    Header { game: "nato".into(), rules, scenario: "baltic_gate".into(), options: Default::default(), seed: 1, position: None, pack: None }
}

/// Baltic Gate's first decision (the Pact's) under `rules`.
fn start(rules: u32) -> State {
    Match::<Nato>::new(header(rules)).unwrap().state().clone()
}

/// The same position with NATO deciding: its Movement Phase on top.
fn nato_deciding() -> State {
    let mut s = start(war_end::RULES);
    s.player = Side::Nato;
    s.steps.push(Step::Movement(Side::Nato));
    assert_eq!(Nato::prompt(&s).seat, Some(Side::Nato.seat()));
    s
}

fn offered(s: &State) -> (bool, bool) {
    let actions = Nato::prompt(s).actions;
    (actions.contains(&Action::Concede), actions.contains(&Action::CeaseFire))
}

/// Rules 15 offers neither choice; rules 16 offers both with the deciding side's decision.
#[test]
fn rules_16_offers_concession_and_cease_fire_and_rules_15_neither() {
    assert_eq!(offered(&start(15)), (false, false));
    assert_eq!(offered(&start(war_end::RULES)), (true, true));
    let mut old = start(15);
    assert!(Nato::apply(&mut old, Side::Wp.seat(), &Action::Concede).is_err(), "rules 15: no concession");
    // Only the deciding side: NATO may not concede while the Pact decides.
    let mut s = start(war_end::RULES);
    assert!(Nato::apply(&mut s, Side::Nato.seat(), &Action::Concede).is_err());
}

/// [35.1.1]: "no VP are counted; the opponent wins decisively" — even a side far ahead on VP loses by
/// conceding, either side.
#[test]
fn a_concession_gives_the_opponent_a_decisive_victory_whatever_the_vp() {
    let mut s = start(war_end::RULES);
    s.vp = [40, 0];
    Nato::apply(&mut s, Side::Wp.seat(), &Action::Concede).unwrap();
    let o = Nato::outcome(&s).expect("the game is over");
    assert_eq!((o.winner, o.reason.as_str()), (Some(Side::Nato.seat()), "nato_concession_wp"));

    let mut s = nato_deciding();
    s.vp = [0, 40];
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Concede).unwrap();
    let o = Nato::outcome(&s).unwrap();
    assert_eq!((o.winner, o.reason.as_str()), (Some(Side::Wp.seat()), "nato_concession_nato"));
    assert!(Nato::prompt(&s).actions.is_empty(), "nothing is asked after the game's end");
}

/// Proposes a cease-fire for the Pact on `terms`; the answer step is then NATO's.
fn propose(s: &mut State, terms: Terms) {
    Nato::apply(s, Side::Wp.seat(), &Action::CeaseFire).unwrap();
    let p = Nato::prompt(s);
    assert_eq!((p.seat, p.id), (Some(Side::Wp.seat()), "nato.ceasefire_terms"));
    assert!(!p.actions.contains(&Action::Concede), "no concession while terms are named");
    Nato::apply(s, Side::Wp.seat(), &Action::Terms(terms)).unwrap();
    let p = Nato::prompt(s);
    assert_eq!((p.seat, p.id), (Some(Side::Nato.seat()), "nato.ceasefire_answer"));
    assert_eq!(p.actions, vec![Action::Accept, Action::Decline]);
}

/// [35.1.2]: by default the result is the VP each side has now plus those the game's end would give — the
/// count of the last turn made now ([34.3]), not the VP recorded so far alone.
#[test]
fn a_cease_fire_on_the_default_terms_is_the_game_end_count_made_now() {
    for pact_vp in [0, 3, 6, 12] {
        let mut s = start(war_end::RULES);
        s.vp = [pact_vp, 0];
        let expected = final_count(&s);
        propose(&mut s, Terms::Count);
        Nato::apply(&mut s, Side::Nato.seat(), &Action::Accept).unwrap();
        let o = Nato::outcome(&s).expect("accepted: the game is over");
        assert_eq!(o.reason, "nato_ceasefire_count");
        assert_eq!(o.winner, expected.winner, "Pact VP {pact_vp}: the game end's count, made now");
    }
    // The end's VP count too: a NATO city the Pact has conquered scores at the end ([34.3]), though no VP
    // has been recorded for it.
    let mut s = start(war_end::RULES);
    let (city, _, worth) = city_vp(&s).into_iter().filter(|&(_, side, _)| side == Side::Wp).max_by_key(|&(_, _, v)| v).expect("a NATO city the Pact scores");
    s.conquests.push(Conquest { hex: city, by: Side::Wp });
    let end = final_vp(&s);
    assert_eq!(s.vp, [0, 0]);
    assert!(end[0] >= worth && worth > 0, "the conquered city counts at the end");
    propose(&mut s, Terms::Count);
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Accept).unwrap();
    let o = Nato::outcome(&s).unwrap();
    assert_eq!(o.args[0..2], [engine::Arg::Num(end[0]), engine::Arg::Num(end[1])], "the VP of the end's count, not the recorded [0, 0]");
}

/// [35.1.2]: "or the players simply agree on the level one side has reached": an agreed result ends the
/// game whatever the VP say.
#[test]
fn a_cease_fire_on_agreed_terms_ends_with_that_result() {
    let mut s = start(war_end::RULES);
    s.vp = [30, 0];
    propose(&mut s, Terms::Win(Side::Nato, "marginal".into()));
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Accept).unwrap();
    let o = Nato::outcome(&s).unwrap();
    assert_eq!((o.winner, o.reason.as_str()), (Some(Side::Nato.seat()), "nato_ceasefire_agreed"));

    let mut s = start(war_end::RULES);
    propose(&mut s, Terms::Draw);
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Accept).unwrap();
    assert_eq!(Nato::outcome(&s).unwrap().winner, None);
}

/// [35.1.2]: declined, the war goes on where it stood; the proposer may not propose again this turn (CF2),
/// and may in the next. Withdrawing the proposal before naming terms also returns to the same decision.
#[test]
fn a_declined_cease_fire_goes_back_to_the_same_decision_once_a_turn() {
    let s0 = start(war_end::RULES);
    let before = Nato::prompt(&s0);
    let mut s = s0.clone();
    propose(&mut s, Terms::Count);
    Nato::apply(&mut s, Side::Nato.seat(), &Action::Decline).unwrap();
    assert!(Nato::outcome(&s).is_none());
    let after = Nato::prompt(&s);
    assert_eq!((after.seat, after.id), (before.seat, before.id), "the decision the proposal interrupted");
    assert!(after.actions.contains(&Action::Concede));
    assert!(!after.actions.contains(&Action::CeaseFire), "one proposal a side a game turn");
    s.turn += 1;
    assert!(Nato::prompt(&s).actions.contains(&Action::CeaseFire), "again in the next game turn");

    let mut s = s0.clone();
    Nato::apply(&mut s, Side::Wp.seat(), &Action::CeaseFire).unwrap();
    Nato::apply(&mut s, Side::Wp.seat(), &Action::Cancel).unwrap();
    assert_eq!(Nato::prompt(&s).id, before.id, "withdrawn: back to the same decision");
}

/// A record with a concession and one with a declined cease-fire replay to the same state, and their
/// links carry them (the choices are ordinary actions of the prompt).
#[test]
fn war_ending_choices_replay_from_the_record_and_the_link() {
    let mut m = Match::<Nato>::new(header(war_end::RULES)).unwrap();
    for notation in ["cease-fire", "terms draw", "decline", "concede"] {
        let i = m.prompt().actions.iter().position(|a| Nato::describe(m.state(), a).notation == notation).unwrap_or_else(|| panic!("{notation} offered"));
        m.play(i).unwrap();
    }
    assert_eq!(m.state().outcome.as_ref().unwrap().reason, "nato_concession_wp");
    let replayed = Match::<Nato>::replay(m.record()).unwrap();
    assert_eq!(replayed.state(), m.state());
    let library = engine::packs::Library::default();
    let link = engine::link::encode_record(m.record(), engine::games::registry(), &library).unwrap();
    let back = engine::link::read(&link, engine::games::registry(), &library).unwrap();
    assert_eq!(&back, m.record(), "the link carries the concession");
}

/// The computer never concedes nor proposes, and accepts a cease-fire worth more to it than playing on.
#[test]
fn the_computer_declines_a_losing_cease_fire_and_accepts_a_winning_one() {
    let answer = |terms: Terms| {
        let mut s = start(war_end::RULES);
        propose(&mut s, terms);
        let actions = Nato::prompt(&s).actions;
        let scores = engine::games::nato::ai::scores(&s, &actions);
        scores[0] > scores[1]
    };
    assert!(!answer(Terms::Win(Side::Wp, "decisive".into())), "NATO declines the Pact's decisive victory");
    assert!(answer(Terms::Win(Side::Nato, "decisive".into())), "NATO accepts its own");
    let s = start(war_end::RULES);
    let actions = Nato::prompt(&s).actions;
    let scores = engine::games::nato::ai::scores(&s, &actions);
    let best = scores.iter().cloned().fold(f64::MIN, f64::max);
    for (a, v) in actions.iter().zip(&scores) {
        if war_end::is_offered(a) {
            assert!(*v < best, "{a:?} is never the policy's choice");
        }
    }
}
