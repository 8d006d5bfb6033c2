//! Issue 24's rule-by-rule coverage map (docs/games/twilight-struggle-coverage.md): a test for each rule
//! that had none, each one failing if the rule were read the other way.

use crate::common::*;
use engine::games::twilight_struggle::state::Player;

const BASE: &str = "start standard\nturn 1\nround 1\nphasing ussr\n";

/// TS DEF §1-2 (L1090–L1092), TS DEF §1-7 (L1138–L1144): DEFCON never goes above 5, and "improve" moves
/// it up. Nuclear Test Ban (VP = DEFCON − 2, then DEFCON improves by 2) from DEFCON 4 ends at 5, not 6;
/// from 5 it stays at 5.
#[test]
fn defcon_never_above_five() {
    let mut m = game(&format!("{BASE}defcon 4\nvp 0\nhand ussr nuclear_test_ban fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card nuclear_test_ban; event");
    assert_eq!(st(&m).defcon, 5);
    assert_eq!(st(&m).vp, -2, "the USSR gains 4 − 2");
    let mut m = game(&format!("{BASE}defcon 5\nvp 0\nhand ussr nuclear_test_ban fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card nuclear_test_ban; event");
    assert_eq!(st(&m).defcon, 5);
    assert_eq!(st(&m).vp, -3);
}

/// TS DEF §1-6 (L1133–L1135): at the start of each turn DEFCON below 5 improves by one.
#[test]
fn defcon_improves_at_the_turn_start() {
    let mut m = game("start standard\nturn 2\nround 6\nphasing us\ndefcon 3\nmilops 3 3\nhand ussr fidel\nhand us duck_and_cover\nstep round\n");
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    assert_eq!(st(&m).turn, 3);
    assert_eq!(st(&m).defcon, 4);
    let mut m = game("start standard\nturn 2\nround 6\nphasing us\ndefcon 5\nmilops 5 5\nhand ussr fidel\nhand us duck_and_cover\nstep round\n");
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    assert_eq!((st(&m).turn, st(&m).defcon), (3, 5), "never above 5");
}

/// TS DEF §2-2 (L1167–L1168): a realignment roll is not a military operation (a coup is: turn.rs's
/// e11_coup_through_a_card).
#[test]
fn a_realignment_is_not_a_military_operation() {
    let mut m = game("turn 1\nround 1\nphasing us\ninfluence northkorea 3 0\ndice 5 2\nhand us cia_created fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card cia_created; realign; realign northkorea");
    assert_eq!(inf(&m, "northkorea"), [2, 0], "the realignment was made");
    assert_eq!(st(&m).milops, [0, 0]);
}

/// TS OPS §4-6 (L956–L957): a player whose marker is on the space race's last box plays no more cards to
/// the space race, even a 4-op card; one box short, the same card may.
#[test]
fn no_space_race_past_the_last_box() {
    let at = |box_: u8| game(&format!("start standard\nturn 4\nround 1\nphasing ussr\nspace {box_} 0\nhand ussr nuclear_test_ban fidel\nhand us duck_and_cover\nstep round\n"));
    let mut m = at(7);
    act(&mut m, "card nuclear_test_ban");
    assert!(legal(&m, "space"), "box 7: a 4-op card may try for the Space Station");
    let mut m = at(8);
    act(&mut m, "card nuclear_test_ban");
    assert!(!legal(&m, "space"), "box 8 is the last");
    assert!(legal(&m, "influence"));
}

/// TS VIC §3 (L1385–L1389): a player who reaches 20 VP in play wins at once: the USSR at 19 gains 3
/// with Nuclear Test Ban at DEFCON 5.
#[test]
fn twenty_vp_wins_at_once() {
    let mut m = game(&format!("{BASE}defcon 5\nvp -19\nhand ussr nuclear_test_ban fidel\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card nuclear_test_ban; event");
    let o = st(&m).outcome.clone().expect("the game is over");
    assert_eq!((o.reason.as_str(), o.winner), ("vp20", Some(Player::Ussr.seat())));
}

/// TS CHN §8 (L1245–L1246): no one can be forced to play the China Card, not even short of cards for a
/// round: with only the China Card the USSR may pass and keep it.
#[test]
fn the_china_card_is_never_forced() {
    let mut m = game("start standard\nturn 1\nround 2\nphasing ussr\nhand ussr\nhand us duck_and_cover fidel\nchina ussr up\nstep round\n");
    assert!(legal(&m, "card china_card"));
    assert!(legal(&m, "done"), "{:?}", legal_list(&m));
    act(&mut m, "done");
    assert_eq!(st(&m).china.holder, Some(Player::Ussr));
    assert!(st(&m).china.face_up);
}

/// TS OPS §4-5 (L941–L942): a card played to the space race never fires its event, even the opponent's,
/// and goes to the discards: the US sends the USSR's Fidel into space and Cuba stays as it was.
#[test]
fn a_space_race_card_fires_no_event() {
    let mut m = game("start standard\nturn 1\nround 1\nphasing us\ndice 6\nhand us fidel duck_and_cover\nhand ussr comecon\nstep round\n");
    act(&mut m, "card fidel; space");
    assert_eq!(inf(&m, "cuba"), [0, 0]);
    assert!(discarded(&m, "fidel") && !removed(&m, "fidel"));
    assert!(!logged(&m, "ts.event"));
}

/// TS OPS §3-1 (L806–L808): a coup needs none of one's own influence in or next to the target, but the
/// target must hold the opponent's influence.
#[test]
fn a_coup_needs_the_opponents_influence_there() {
    let mut m = game("start standard\nturn 1\nround 1\nphasing us\ninfluence mexico 0 0\ninfluence guatemala 1 0\nhand us duck_and_cover fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card duck_and_cover; coup");
    assert!(legal(&m, "coup guatemala"), "no US influence needed");
    assert!(!legal(&m, "coup mexico"), "no USSR influence there");
}

/// TS OPS §2-1 (L752–L761): a realignment needs none of one's own influence, and one round may realign
/// the same country again.
#[test]
fn the_same_country_may_be_realigned_again() {
    let mut m = game("turn 1\nround 1\nphasing us\ninfluence northkorea 3 0\ndice 5 2 5 2\nhand us duck_and_cover fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card duck_and_cover; realign; realign northkorea");
    assert!(legal(&m, "realign northkorea"), "{:?}", legal_list(&m));
    act(&mut m, "realign northkorea");
    assert!(inf(&m, "northkorea")[0] < 2, "{:?}", inf(&m, "northkorea"));
}

/// TS SEQ §4 (L379–L386): when the Mid War cards come in (turn 4) they are shuffled into the draw pile,
/// and the discards are not: they wait for the next reshuffle.
#[test]
fn the_mid_war_comes_in_without_the_discards() {
    let mut m = game("start standard\nturn 3\nround 6\nphasing us\nhand ussr fidel\nhand us duck_and_cover\ndiscard truman_doctrine\nstep round\n");
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    assert_eq!(st(&m).turn, 4);
    assert!(discarded(&m, "truman_doctrine"), "still in the discards");
    assert!(!in_hand(&m, Player::Us, "truman_doctrine") && !in_hand(&m, Player::Ussr, "truman_doctrine"));
}
