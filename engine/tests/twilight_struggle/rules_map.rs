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

/// TS CCW §1–§3 (L1470–L1512): with the Chinese Civil War variant only the USSR may put influence on the
/// civil war space; its third point ends the civil war and gives the USSR the China Card face up.
#[test]
fn the_chinese_civil_war_ends_with_the_third_soviet_point() {
    let pos = |phasing: &str| {
        game_with(
            &format!("start standard\nturn 1\nround 1\nphasing {phasing}\nchina none\ncivil_war 2\nhand ussr comecon fidel\nhand us duck_and_cover cia_created\nstep round\n"),
            1,
            &[("chinese_civil_war", "on")],
        )
    };
    let mut m = pos("us");
    act(&mut m, "card duck_and_cover; influence");
    assert!(!legal(&m, "place civil_war"), "the US has no business there");
    let mut m = pos("ussr");
    act(&mut m, "card comecon; influence");
    assert!(legal(&m, "place civil_war"), "{:?}", legal_list(&m));
    act(&mut m, "place civil_war");
    assert_eq!(st(&m).civil_war, None, "over");
    assert_eq!(st(&m).china.holder, Some(Player::Ussr));
    assert!(st(&m).china.face_up);
}

/// TS CMP §1-4 (L205–L207): only a coup in a battleground degrades DEFCON (DEF §1-4): a successful coup in
/// Guatemala, not a battleground, leaves DEFCON where it was.
#[test]
fn a_coup_outside_the_battlegrounds_leaves_defcon() {
    let mut m = game("turn 1\nround 1\nphasing us\ninfluence guatemala 1 0\ndice 6\nhand us duck_and_cover fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card duck_and_cover; coup; coup guatemala");
    assert_eq!(inf(&m, "guatemala")[0], 0, "the coup succeeded");
    assert_eq!(st(&m).defcon, 5);
    assert_eq!(st(&m).milops[1], 3, "still military operations");
}

/// TS CMP §1-5 (L214–L217): a superpower's own space counts as next to its neighbours: the US, with no
/// influence in Central America, may place influence in Mexico, but not in Guatemala.
#[test]
fn influence_next_to_ones_own_superpower() {
    let mut m = game("turn 1\nround 1\nphasing us\nhand us duck_and_cover fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card duck_and_cover; influence");
    assert!(legal(&m, "place mexico"));
    assert!(!legal(&m, "place guatemala"));
}

/// TS CHN §2 (L1209–L1210): playing the China Card is one of the turn's action rounds.
#[test]
fn the_china_card_takes_an_action_round() {
    let mut m = game("start standard\nturn 1\nround 1\nphasing ussr\nhand ussr fidel\nhand us duck_and_cover nasser\nstep round\n");
    assert_eq!(st(&m).rounds_done, [0, 0]);
    act(&mut m, "card china_card; influence; place poland; place poland; place poland; place poland");
    assert_eq!(st(&m).rounds_done[Player::Ussr.idx()], 1);
    assert_eq!(st(&m).phasing, Player::Us);
}

/// TS PLAY §1 (L545–L546): a player may not pass or throw a card away to skip a round: with cards in hand
/// the round offers only plays.
#[test]
fn no_round_is_skipped_by_choice() {
    let m = game("start standard\nturn 1\nround 2\nphasing ussr\nhand ussr fidel comecon\nhand us duck_and_cover\nstep round\n");
    assert!(!legal(&m, "done"), "{:?}", legal_list(&m));
    assert!(legal_list(&m).iter().all(|n| n.starts_with("card ")), "{:?}", legal_list(&m));
}

/// TS TRN §1-2 (L1448–L1450): under the tournament rules a player holding a scoring card when the turn ends
/// loses; without them the game goes on.
#[test]
fn a_held_scoring_card_loses_a_tournament_game() {
    let text = "start standard\nturn 1\nround 6\nphasing us\nhand ussr europe_scoring\nhand us duck_and_cover fidel\nstep round\n";
    let mut m = game_with(text, 1, &[("tournament", "on")]);
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    let o = st(&m).outcome.clone().expect("the game is over");
    assert_eq!((o.reason.as_str(), o.winner), ("scoring_held", Some(Player::Us.seat())));
    let mut m = game(text);
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    assert!(st(&m).outcome.is_none());
    assert!(logged(&m, "ts.scoring_held"));
}

/// TS SEQ §3-1 (L372–L373): the draw pile's last cards are dealt before the discards are reshuffled; TS SEQ
/// §3 (L363–L366): the reshuffle takes the discards, never the cards removed from the game.
#[test]
fn the_draw_pile_runs_out_before_the_reshuffle() {
    let removed = [31, 32, 33, 34, 103, 7, 8, 14, 15];
    let text = format!(
        "start standard\nturn 2\ndeck 35\ndiscard 1 2 3 4 5 9 10 11 12 13 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30\nhand ussr\nhand us\nremoved {}\nstep turn\n",
        removed.map(|c| c.to_string()).join(" ")
    );
    let m = game(&text);
    let s = st(&m);
    let held: Vec<u8> = s.hands.concat();
    assert!(logged(&m, "ts.reshuffle"), "the discards were reshuffled");
    assert!(held.contains(&35), "the last card of the draw pile was dealt: {held:?}");
    for c in removed {
        assert!(!held.contains(&c) && s.removed.contains(&c), "card {c} stays out of the game");
    }
}

/// TS CCW §2 (L1503–L1505): if the China Card never came into play (the civil war still on), nobody takes
/// its point in the final scoring.
#[test]
fn no_china_point_while_the_civil_war_lasts() {
    let text = |china: &str| {
        format!("turn 10\nround 7\nphasing us\nvp 0\ninfluence japan 0 4\nhand us duck_and_cover\nhand ussr fidel\n{china}\ndefcon 3\nmilops 3 3\nstep round\n")
    };
    let mut m = game_with(&text("china none\ncivil_war 1"), 1, &[("chinese_civil_war", "on")]);
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    assert_eq!(st(&m).outcome.clone().expect("over").reason, "final_scoring");
    assert_eq!(st(&m).vp, 4, "Asia only: no China Card point");
    let mut m = game(&text("china us up"));
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    assert_eq!(st(&m).vp, 5, "with the China Card held: +1");
}

/// TS CCW §4-2 (L1546–L1547): the Korean War during the civil war takes one more off the USSR's roll: a 4
/// wins it without the variant and loses it with.
#[test]
fn the_korean_war_is_harder_during_the_civil_war() {
    let text = |china: &str| format!("start standard\nturn 1\nround 1\nphasing ussr\n{china}\ndice 4\nhand ussr korean_war fidel\nhand us duck_and_cover\nstep round\n");
    let mut m = game(&text("china ussr up"));
    act(&mut m, "card korean_war; event");
    assert!(logged(&m, "ts.war_won"), "{:?}", log_tail(&m, 6));
    let mut m = game_with(&text("china none\ncivil_war 0"), 1, &[("chinese_civil_war", "on")]);
    act(&mut m, "card korean_war; event");
    assert!(logged(&m, "ts.war_lost"), "{:?}", log_tail(&m, 6));
}

/// TS VIC §1-5 (L1348–L1349): no event keeps a player from playing a scoring card: caught in Quagmire, the
/// US may still play Europe Scoring instead of discarding, and with only 1-op cards beside it, must.
#[test]
fn no_event_holds_a_scoring_card_back() {
    let m = game("start standard\nturn 4\nround 1\nphasing us\neffect quagmire ussr\nhand us europe_scoring duck_and_cover\nhand ussr comecon\nstep round\n");
    assert_eq!(prompt_id(&m), "ts.choose_card_trapped");
    assert!(legal(&m, "card europe_scoring"), "{:?}", legal_list(&m));
    assert!(legal(&m, "discard duck_and_cover"));
    let m = game("start standard\nturn 4\nround 1\nphasing us\neffect quagmire ussr\nhand us europe_scoring lone_gunman\nhand ussr comecon\nstep round\n");
    assert_eq!(legal_list(&m), vec!["card europe_scoring".to_string()]);
}
