//! The rules of version 3 (issue 24): the eighth action round is a choice (TS OPS §4-4, L921; North Sea
//! Oil #86), and Missile Envy takes the card of the highest operations value as the lasting effects make
//! it (#49, L1024 with L1036–L1038). Each change is tested both ways: under rules 3, and under rules 2.

use crate::common;

use common::*;
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::TwilightStruggle;
use engine::{Game, Header, Match};

fn game_rules(position: &str, rules: u32) -> Ts {
    let header = Header {
        game: "twilight-struggle".into(),
        rules,
        scenario: "standard".into(),
        seed: 1,
        position: Some(position.to_string()),
        ..Default::default()
    };
    Match::new(header).unwrap_or_else(|e| panic!("position does not load: {e}"))
}

#[test]
fn the_current_rules_version_is_3() {
    assert_eq!(TwilightStruggle::meta().rules_version, 3);
}

/// The USSR's eighth round from the Space Station: seven rounds each done, Lone Gunman and Comecon in hand
/// at DEFCON 2.
const EIGHTH: &str = "start standard\nturn 5\nround 8\nphasing ussr\nrounds 7 7\nspace 8 2\ndefcon 2\nhand ussr fidel comecon\nhand us duck_and_cover\nstep round\n";

/// TS OPS §4-4 (L921): the Space Station's owner *may* take an eighth round: he may end his rounds
/// instead, keeping his cards for the next turn. Under rules 2 he had to play a card.
#[test]
fn the_eighth_round_may_be_declined() {
    let mut m = game(EIGHTH);
    assert_eq!(st(&m).action_round, 8);
    assert!(legal(&m, "card fidel") && legal(&m, "done"), "{:?}", legal_list(&m));
    let label = m.prompt_info().actions.iter().find(|a| a.notation == "done").map(|a| a.label.clone());
    assert!(label.is_some_and(|l| l.contains("eighth")), "the button says what it does");
    act(&mut m, "done");
    assert!(in_hand(&m, Player::Ussr, "fidel") && in_hand(&m, Player::Ussr, "comecon"), "the cards are kept");
    assert!(m.state().log.iter().any(|e| e.id == "ts.eighth_round_skipped"));
    // Both players' rounds are over: the turn ends (here the Eagle/Bear Has Landed discard comes next).
    assert_eq!(st(&m).rounds_done, [8, 7]);
    assert_eq!(prompt_id(&m), "ts.landed_discard");
    let m = game_rules(EIGHTH, 2);
    assert!(!legal(&m, "done"), "rules 2: the eighth round was compulsory");
}

/// A scoring card may not be held (TS CMP §2-1): with one in hand the eighth round is played.
#[test]
fn the_eighth_round_is_played_with_a_scoring_card_in_hand() {
    let m = game("start standard\nturn 5\nround 8\nphasing ussr\nrounds 7 7\nspace 8 2\nhand ussr asia_scoring\nhand us duck_and_cover\nstep round\n");
    assert!(!legal(&m, "done"), "{:?}", legal_list(&m));
    assert!(legal(&m, "card asia_scoring"));
}

/// Rounds one to seven are never optional.
#[test]
fn the_seventh_round_is_not_optional() {
    let m = game("start standard\nturn 5\nround 7\nphasing ussr\nrounds 6 6\nspace 8 2\nhand ussr fidel comecon\nhand us duck_and_cover\nstep round\n");
    assert!(!legal(&m, "done"));
}

/// Missile Envy (L1024, L1036–L1038): under Containment the US's 3-op Shuttle Diplomacy is worth 4, as much
/// as Marshall Plan: the US chooses which to give up. Under rules 2 the printed 4 decided alone.
#[test]
fn missile_envy_reads_the_modified_ops_and_the_giver_breaks_ties() {
    let base = "start standard\nturn 4\nround 1\nphasing ussr\neffect containment us\nhand ussr missile_envy fidel\nhand us shuttle_diplomacy marshall_plan\nstep round\n";
    let mut m = game(base);
    act(&mut m, "card missile_envy; event");
    assert_eq!(m.prompt_info().seat.as_deref(), Some("us"), "a tie: the US picks");
    assert!(legal(&m, "card shuttle_diplomacy") && legal(&m, "card marshall_plan"));
    let mut old = game_rules(base, 2);
    act(&mut old, "card missile_envy; event");
    assert!(!in_hand(&old, Player::Us, "marshall_plan"), "rules 2: the printed 4 was taken at once");
    assert!(in_hand(&old, Player::Us, "shuttle_diplomacy"));
}

/// Red Scare/Purge played by the USSR floors the US's cards at 1: a 2-op and a 1-op card tie.
#[test]
fn missile_envy_under_red_scare_makes_a_tie_of_one_op_cards() {
    let base = "start standard\nturn 4\nround 1\nphasing ussr\neffect red_scare_purge ussr\nhand ussr missile_envy fidel\nhand us nuclear_subs kitchen_debates\nstep round\n";
    let mut m = game(base);
    act(&mut m, "card missile_envy; event");
    assert_eq!(m.prompt_info().seat.as_deref(), Some("us"));
    assert!(legal(&m, "card nuclear_subs") && legal(&m, "card kitchen_debates"));
}
