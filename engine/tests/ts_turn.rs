//! The turn sequence (TS SEQ), card play (TS PLAY) and operations (TS OPS) through whole action rounds.

mod common;
use common::*;
use engine::games::twilight_struggle::state::Player;

const BASE: &str = "start standard\nturn 1\nround 1\nphasing ussr\n";

#[test]
fn an_action_round_plays_a_card_for_influence() {
    let mut m = game(&format!("{BASE}hand ussr comecon fidel\nhand us duck_and_cover\nstep round\n"));
    assert_eq!(prompt_id(&m), "ts.choose_card");
    act(&mut m, "card fidel; influence");
    // Fidel is the USSR's own card: no order question; 2 ops into Poland.
    act(&mut m, "place poland; place poland");
    assert_eq!(inf(&m, "poland"), [2, 0]);
    assert!(discarded(&m, "fidel"));
    assert_eq!(st(&m).phasing, Player::Us);
}
