//! Events of the China Card cards (#58, #71, #76), the Late War cards (#82–#101) and the Deluxe
//! optional cards (#104–#110), played through the public path.

use crate::common;
use common::*;
use engine::games::twilight_struggle::cards::*;
use engine::games::twilight_struggle::data::Region;
use engine::games::twilight_struggle::events::playable;
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::turn::total_rounds;
use engine::games::twilight_struggle::TwilightStruggle;
use engine::Game;

const MID_USSR: &str = "start standard\nturn 4\nround 1\nphasing ussr\n";
const MID_US: &str = "start standard\nturn 4\nround 1\nphasing us\n";
const LATE_USSR: &str = "start standard\nturn 8\nround 1\nphasing ussr\n";
const LATE_US: &str = "start standard\nturn 8\nround 1\nphasing us\n";
const EARLY_USSR: &str = "start standard\nturn 1\nround 1\nphasing ussr\n";
const EARLY_US: &str = "start standard\nturn 1\nround 1\nphasing us\n";

fn ok(m: &Ts) {
    TwilightStruggle::check_invariants(st(m)).unwrap_or_else(|e| panic!("invariant broken: {e}"));
}

fn optional(position: &str) -> Ts {
    game_with(position, 1, &[("optional_cards", "on")])
}

fn civil_war(position: &str) -> Ts {
    game_with(position, 1, &[("chinese_civil_war", "on")])
}

fn vp(m: &Ts) -> i32 {
    st(m).vp
}

// ---- China Card events ---------------------------------------------------------------------------

#[test]
fn nixon_takes_the_china_card_face_down() {
    let mut m = game(&format!("{MID_US}china ussr up\nhand us nixon_china duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card nixon_china; event");
    assert_eq!(st(&m).china.holder, Some(Player::Us));
    assert!(!st(&m).china.face_up);
    assert_eq!(vp(&m), 0);
    assert!(removed(&m, "nixon_china"));
    ok(&m);
}

#[test]
fn nixon_scores_when_the_us_holds_the_china_card() {
    let mut m = game(&format!("{MID_US}china us up\nhand us nixon_china duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card nixon_china; event");
    assert_eq!(vp(&m), 2);
    assert_eq!(st(&m).china.holder, Some(Player::Us));
    assert!(st(&m).china.face_up);
}

/// TS CCW §3 (L1508): nobody holds the China Card during the civil war; TS CCW §4-1 (L1536–L1539): the US
/// counts as holding it for Nixon, which then only scores.
#[test]
fn nixon_during_the_civil_war_only_scores() {
    let mut m = civil_war(&format!("{MID_US}china none\ncivil_war 1\nhand us nixon_china duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card nixon_china; event");
    assert_eq!(vp(&m), 2);
    assert_eq!(st(&m).china.holder, None);
    assert_eq!(st(&m).civil_war, Some(1));
    ok(&m);
}

/// TS CHN §4 (L1223–L1224): an event passes the China Card as it says (face up here).
#[test]
fn ussuri_takes_the_china_card_face_up() {
    let mut m = game(&format!("{MID_US}china ussr down\nhand us ussuri_river duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card ussuri_river; event");
    assert_eq!(st(&m).china.holder, Some(Player::Us));
    assert!(st(&m).china.face_up);
    assert!(removed(&m, "ussuri_river"));
    ok(&m);
}

#[test]
fn ussuri_places_four_in_asia_when_the_us_holds_the_china_card() {
    let mut m = game(&format!("{MID_US}china us up\nhand us ussuri_river duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card ussuri_river; event");
    assert!(!legal(&m, "place poland"));
    act(&mut m, "place japan; place japan");
    assert!(!legal(&m, "place japan"), "at most 2 per country");
    act(&mut m, "place india; place pakistan");
    assert_eq!(inf(&m, "japan"), [0, 3]);
    assert_eq!(inf(&m, "india"), [0, 1]);
    assert_eq!(inf(&m, "pakistan"), [0, 1]);
    assert_eq!(st(&m).phasing, Player::Ussr);
}

/// TS CCW §4-1 (L1536–L1539): during the civil war the US counts as holding the China Card for Ussuri.
#[test]
fn ussuri_during_the_civil_war_places_influence() {
    let mut m = civil_war(&format!("{MID_US}china none\ncivil_war 0\nhand us ussuri_river duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card ussuri_river; event");
    act(&mut m, "place thailand; place thailand; place india; place india");
    assert_eq!(inf(&m, "thailand"), [0, 2]);
    assert_eq!(st(&m).china.holder, None);
    ok(&m);
}

/// TS CHN §4 (L1223–L1224): an event passes the China Card as it says (face up here).
#[test]
fn cultural_revolution_takes_the_us_china_card() {
    let mut m = game(&format!("{MID_USSR}china us down\nhand ussr cultural_revolution comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card cultural_revolution; event");
    assert_eq!(st(&m).china.holder, Some(Player::Ussr));
    assert!(st(&m).china.face_up);
    assert_eq!(vp(&m), 0);
    assert!(removed(&m, "cultural_revolution"));
    ok(&m);
}

#[test]
fn cultural_revolution_scores_when_the_ussr_holds_the_china_card() {
    let mut m = game(&format!("{MID_USSR}china ussr up\nhand ussr cultural_revolution comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card cultural_revolution; event");
    assert_eq!(vp(&m), -1);
    assert_eq!(st(&m).china.holder, Some(Player::Ussr));
}

/// TS CCW §4 (L1523–L1527): no Cultural Revolution event before the civil war is won; TS CCW §4-3 (L1551),
/// TS EVT §5 (L1057–L1059): the card is still played for its operations.
#[test]
fn cultural_revolution_is_no_event_during_the_civil_war() {
    let mut m = civil_war(&format!("{MID_USSR}china none\ncivil_war 0\nhand ussr cultural_revolution comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card cultural_revolution");
    assert!(!legal(&m, "event"));
    assert!(legal(&m, "influence"), "{:?}", legal_list(&m));
}

// ---- Late War ------------------------------------------------------------------------------------

#[test]
fn iranian_hostage_crisis_takes_iran() {
    let mut m = game(&format!("{LATE_USSR}influence iran 0 2\nhand ussr iranian_hostage_crisis comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card iranian_hostage_crisis; event");
    assert_eq!(inf(&m, "iran"), [2, 0]);
    assert!(st(&m).has(IRANIAN_HOSTAGE_CRISIS));
    assert!(removed(&m, "iranian_hostage_crisis"));
}

#[test]
fn iron_lady_clears_the_uk_and_blocks_socialist_governments() {
    let mut m = game(&format!("{LATE_US}influence uk 2 5\nhand us iron_lady duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    assert!(playable(st(&m), SOCIALIST_GOVERNMENTS, Player::Ussr, false));
    act(&mut m, "card iron_lady; event");
    assert_eq!(vp(&m), 1);
    assert_eq!(inf(&m, "uk"), [0, 5]);
    assert_eq!(inf(&m, "argentina"), [1, 0]);
    assert!(!playable(st(&m), SOCIALIST_GOVERNMENTS, Player::Ussr, false));
}

#[test]
fn reagan_bombs_libya_counts_pairs() {
    let mut m = game(&format!("{LATE_US}influence libya 5 0\nhand us reagan_bombs_libya duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card reagan_bombs_libya; event");
    assert_eq!(vp(&m), 2);
    assert!(removed(&m, "reagan_bombs_libya"));
}

#[test]
fn star_wars_fires_a_card_from_the_discards() {
    let mut m = game(&format!(
        "{LATE_US}space 0 1\ninfluence uk 2 5\ndiscard iron_lady asia_scoring\nhand us star_wars duck_and_cover\nhand ussr comecon fidel\nstep round\n"
    ));
    act(&mut m, "card star_wars; event");
    assert_eq!(legal_list(&m), vec!["card iron_lady".to_string()], "scoring cards are not offered");
    act(&mut m, "card iron_lady");
    assert_eq!(vp(&m), 1);
    assert_eq!(inf(&m, "uk"), [0, 5]);
    assert!(removed(&m, "iron_lady"));
    assert!(removed(&m, "star_wars"));
    assert!(discarded(&m, "asia_scoring"));
    assert_eq!(st(&m).phasing, Player::Ussr);
    ok(&m);
}

#[test]
fn star_wars_for_ops_while_the_us_is_behind_does_nothing() {
    // Digest E5 (L612): the condition is unmet, so the card is discarded, not removed.
    let mut m = game(&format!("{LATE_USSR}space 1 0\ndiscard iron_lady\nhand ussr star_wars comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card star_wars; influence");
    assert!(logged(&m, "ts.event_blocked"));
    act(&mut m, "place syria; place syria");
    assert!(discarded(&m, "star_wars"));
    assert!(!removed(&m, "star_wars"));
    assert!(discarded(&m, "iron_lady"));
    ok(&m);
}

#[test]
fn north_sea_oil_blocks_opec_and_gives_an_eighth_round() {
    let mut m = game(&format!("{LATE_US}hand us north_sea_oil duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    assert_eq!(total_rounds(st(&m), Player::Us), 7);
    act(&mut m, "card north_sea_oil; event");
    assert_eq!(total_rounds(st(&m), Player::Us), 8);
    assert_eq!(total_rounds(st(&m), Player::Ussr), 7);
    assert!(!playable(st(&m), OPEC, Player::Ussr, false));
    let entries: Vec<bool> = st(&m).effects.iter().filter(|e| e.card == NORTH_SEA_OIL).map(|e| e.turn_only).collect();
    assert_eq!(entries.len(), 2);
    assert!(entries.contains(&true) && entries.contains(&false));
}

#[test]
fn the_reformer_places_four_or_six() {
    let mut m = game(&format!("{LATE_USSR}vp 0\nhand ussr the_reformer comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card the_reformer; event");
    act(&mut m, "place poland; place poland");
    assert!(!legal(&m, "place poland"));
    assert!(!legal(&m, "place iran"));
    act(&mut m, "place france; place italy");
    assert_eq!(inf(&m, "poland"), [2, 0]);
    assert_eq!(st(&m).phasing, Player::Us);
    assert!(st(&m).has(THE_REFORMER));

    let mut m = game(&format!("{LATE_USSR}vp -1\nhand ussr the_reformer comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card the_reformer; event");
    act(&mut m, "place poland; place poland; place france; place france; place italy; place italy");
    assert_eq!(inf(&m, "italy"), [2, 0]);
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn marine_barracks_wipes_lebanon_and_removes_two_more() {
    let mut m = game(&format!("{LATE_USSR}influence lebanon 0 2\ninfluence jordan 0 3\nhand ussr marine_barracks comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card marine_barracks; event");
    assert_eq!(inf(&m, "lebanon"), [0, 0]);
    assert!(!legal(&m, "remove uk"));
    act(&mut m, "remove jordan; remove jordan");
    assert_eq!(inf(&m, "jordan"), [0, 1]);
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn kal_007_with_south_korea_gives_four_ops() {
    let mut m = game(&format!("{LATE_US}defcon 4\ninfluence southkorea 0 3\nhand us kal_007 duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card kal_007; event");
    assert_eq!(st(&m).defcon, 3);
    assert_eq!(vp(&m), 2);
    assert_eq!(prompt_id(&m), "ts.choose_ops");
    assert!(!legal(&m, "coup"));
    act(&mut m, "influence; place japan; place japan; place japan; place japan");
    assert_eq!(inf(&m, "japan"), [0, 5]);
    assert!(removed(&m, "kal_007"));
}

#[test]
fn kal_007_without_south_korea_only_scores() {
    let mut m = game(&format!("{LATE_US}defcon 4\nhand us kal_007 duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card kal_007; event");
    assert_eq!(vp(&m), 2);
    assert_eq!(st(&m).phasing, Player::Ussr);
}

/// TS G5 §3 (L2636): KAL-007 as the US's own event at DEFCON 2 brings DEFCON 1: the US loses.
#[test]
fn kal_007_at_defcon_2_loses_for_the_us() {
    // Digest G5(a).
    let mut m = game(&format!("{LATE_US}defcon 2\nhand us kal_007 duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card kal_007; event");
    let outcome = st(&m).outcome.clone().expect("the game ends");
    assert_eq!(outcome.winner, Some(Player::Ussr.seat()));
    assert_eq!(outcome.reason, "defcon");
}

#[test]
fn glasnost_with_the_reformer_gives_four_ops() {
    let mut m = game(&format!("{LATE_USSR}defcon 3\neffect the_reformer\nhand ussr glasnost comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card glasnost; event");
    assert_eq!(vp(&m), -2);
    assert_eq!(st(&m).defcon, 4);
    assert_eq!(prompt_id(&m), "ts.choose_ops");
    assert!(!legal(&m, "coup"));
    act(&mut m, "influence; place syria; place syria; place syria; place syria");
    assert_eq!(inf(&m, "syria"), [5, 0]);
}

#[test]
fn glasnost_without_the_reformer() {
    let mut m = game(&format!("{LATE_USSR}defcon 3\nhand ussr glasnost comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card glasnost; event");
    assert_eq!(vp(&m), -2);
    assert_eq!(st(&m).defcon, 4);
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn ortega_wipes_nicaragua_and_makes_a_free_coup_next_door() {
    let mut m = game(&format!(
        "{LATE_USSR}influence nicaragua 0 2\ninfluence cuba 0 3\ndice 6\nhand ussr ortega comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"
    ));
    act(&mut m, "card ortega; event");
    assert_eq!(inf(&m, "nicaragua"), [0, 0]);
    assert!(!legal(&m, "coup panama"), "only Nicaragua's neighbours");
    act(&mut m, "coup cuba");
    // 2 ops + 6 − 2×3 = 2.
    assert_eq!(inf(&m, "cuba"), [0, 1]);
    assert_eq!(st(&m).milops, [0, 0], "a free coup gives no military ops");
    assert_eq!(st(&m).defcon, 4);
    assert!(removed(&m, "ortega"));
}

#[test]
fn terrorism_discards_one_random_card() {
    let mut m = game(&format!("{LATE_US}hand us terrorism duck_and_cover\nhand ussr comecon fidel de_gaulle\nstep round\n"));
    act(&mut m, "card terrorism; event");
    assert_eq!(st(&m).hand(Player::Ussr).len(), 2);
    assert_eq!(st(&m).discard.len(), 2, "the victim and Terrorism itself");
    assert!(discarded(&m, "terrorism"));
    ok(&m);
}

#[test]
fn terrorism_after_the_hostage_crisis_costs_the_us_two() {
    let mut m = game(&format!(
        "{LATE_USSR}effect iranian_hostage_crisis\nhand ussr terrorism comecon\nhand us duck_and_cover truman_doctrine nato\nstep round\n"
    ));
    act(&mut m, "card terrorism; event");
    assert_eq!(st(&m).hand(Player::Us).len(), 1);
    assert_eq!(st(&m).discard.len(), 3);
    ok(&m);
}

#[test]
fn terrorism_by_the_us_ignores_the_hostage_crisis() {
    let mut m = game(&format!(
        "{LATE_US}effect iranian_hostage_crisis\nhand us terrorism duck_and_cover\nhand ussr comecon fidel de_gaulle\nstep round\n"
    ));
    act(&mut m, "card terrorism; event");
    assert_eq!(st(&m).hand(Player::Ussr).len(), 2);
}

#[test]
fn iran_contra_and_yuri_are_rest_of_turn_effects() {
    let mut m = optional(&format!("{LATE_USSR}hand ussr iran_contra yuri_and_samantha comecon\nhand us duck_and_cover truman_doctrine nato\nstep round\n"));
    act(&mut m, "card iran_contra; event");
    assert!(st(&m).effect(IRAN_CONTRA).is_some_and(|e| e.turn_only));
    act(&mut m, "card duck_and_cover; influence; place uk; place uk; place uk");
    act(&mut m, "card yuri_and_samantha; event");
    assert!(st(&m).effect(YURI_AND_SAMANTHA).is_some_and(|e| e.turn_only && e.player == Player::Ussr));
}

#[test]
fn chernobyl_bans_soviet_placements_in_a_region() {
    let mut m = game(&format!("{LATE_US}hand us chernobyl duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card chernobyl; event");
    assert!(legal(&m, "region south_america"));
    act(&mut m, "region europe");
    assert_eq!(st(&m).effect(CHERNOBYL).and_then(|e| e.region), Some(Region::Europe));
    assert!(st(&m).effect(CHERNOBYL).is_some_and(|e| e.turn_only));
    act(&mut m, "card comecon; influence");
    assert!(!legal(&m, "place poland"));
    assert!(legal(&m, "place syria"));
}

#[test]
fn debt_crisis_the_us_discards_a_three_op_card() {
    let mut m = game(&format!(
        "{LATE_USSR}influence argentina 2 0\nhand ussr debt_crisis comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"
    ));
    act(&mut m, "card debt_crisis; event");
    assert!(!legal(&m, "card truman_doctrine"), "1 op is not enough");
    act(&mut m, "card duck_and_cover");
    assert!(discarded(&m, "duck_and_cover"));
    assert_eq!(inf(&m, "argentina"), [2, 0]);
    assert!(discarded(&m, "debt_crisis"));
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn debt_crisis_refused_doubles_two_countries() {
    let mut m = game(&format!(
        "{LATE_USSR}influence argentina 2 0\ninfluence chile 3 0\nhand ussr debt_crisis comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"
    ));
    act(&mut m, "card debt_crisis; event; done");
    assert!(!legal(&m, "target brazil"), "no Soviet influence there");
    act(&mut m, "target argentina");
    assert_eq!(inf(&m, "argentina"), [4, 0]);
    assert!(!legal(&m, "target argentina"), "two different countries");
    act(&mut m, "target chile");
    assert_eq!(inf(&m, "chile"), [6, 0]);
    assert!(in_hand(&m, Player::Us, "duck_and_cover"));
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn debt_crisis_without_a_big_card_goes_straight_to_the_ussr() {
    let mut m = game(&format!("{LATE_USSR}influence brazil 1 0\nhand ussr debt_crisis comecon\nhand us truman_doctrine\nstep round\n"));
    act(&mut m, "card debt_crisis; event");
    assert_eq!(prompt_id(&m), "ts.event_country");
    act(&mut m, "target brazil");
    assert_eq!(inf(&m, "brazil"), [2, 0]);
    assert_eq!(st(&m).phasing, Player::Us, "no second country to double");
}

/// TS OPS §3-5 (L853–L857): the free coup in Poland gives no military ops and still degrades DEFCON.
#[test]
fn tear_down_this_wall_ends_willy_brandt_and_adds_in_east_germany() {
    let mut m = game(&format!(
        "{LATE_US}influence poland 2 0\neffect willy_brandt\ndice 6\nhand us tear_down_this_wall duck_and_cover\nhand ussr comecon fidel\nstep round\n"
    ));
    act(&mut m, "card tear_down_this_wall; event");
    assert!(!st(&m).has(WILLY_BRANDT));
    assert!(st(&m).has(TEAR_DOWN_THIS_WALL));
    assert!(!playable(st(&m), WILLY_BRANDT, Player::Ussr, false));
    assert_eq!(inf(&m, "egermany"), [3, 3]);
    assert!(legal(&m, "realign"));
    act(&mut m, "coup");
    assert!(!legal(&m, "coup syria"), "Europe only");
    act(&mut m, "coup poland");
    // A free coup at DEFCON 5: 3 + 6 − 6 = 3.
    assert_eq!(inf(&m, "poland"), [0, 1]);
    assert_eq!(st(&m).milops, [0, 0]);
    assert_eq!(st(&m).defcon, 4);
}

/// TS OPS §3-5 (L853–L857): a free coup ignores the DEFCON restriction on its region, and in a battleground
/// still degrades DEFCON: here to 1, in the USSR's round, and the USSR loses.
#[test]
fn tear_down_this_wall_for_soviet_ops_can_lose_the_game() {
    // Digest G5(b): the US's free coup in an East European battleground brings DEFCON 1 in the
    // USSR's action round, and the USSR loses.
    let mut m = game(&format!("{LATE_USSR}defcon 2\nhand ussr tear_down_this_wall comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card tear_down_this_wall; influence; event-first");
    act(&mut m, "coup; coup egermany");
    let outcome = st(&m).outcome.clone().expect("the game ends");
    assert_eq!(outcome.winner, Some(Player::Us.seat()));
    assert_eq!(outcome.reason, "defcon");
}

#[test]
fn an_evil_empire_ends_flower_power() {
    let mut m = game(&format!("{LATE_US}effect flower_power\nhand us evil_empire duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card evil_empire; event");
    assert!(!st(&m).has(FLOWER_POWER));
    assert!(logged(&m, "ts.effect_ends"));
    assert!(!playable(st(&m), FLOWER_POWER, Player::Ussr, false));
    assert_eq!(vp(&m), 1);
}

#[test]
fn aldrich_ames_shows_the_hand_and_discards_a_card() {
    let mut m = game(&format!("{LATE_USSR}hand ussr aldrich_ames comecon\nhand us duck_and_cover truman_doctrine nato\nstep round\n"));
    act(&mut m, "card aldrich_ames; event");
    assert!(logged(&m, "ts.hand_shown"));
    assert_eq!(st(&m).steps.last().map(|_| prompt_id(&m)), Some("ts.event_card".to_string()));
    act(&mut m, "card nato");
    assert!(discarded(&m, "nato"));
    assert!(!in_hand(&m, Player::Us, "nato"));
    assert!(removed(&m, "aldrich_ames"));
}

#[test]
fn pershing_ii_removes_from_three_western_countries() {
    let mut m = game(&format!("{LATE_USSR}influence france 0 2\ninfluence italy 0 1\nhand ussr pershing_ii comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card pershing_ii; event");
    assert_eq!(vp(&m), -1);
    assert!(!legal(&m, "remove iran"));
    act(&mut m, "remove france");
    assert!(!legal(&m, "remove france"), "one per country");
    act(&mut m, "remove italy; remove uk");
    assert_eq!(inf(&m, "france"), [0, 1]);
    assert_eq!(inf(&m, "italy"), [0, 0]);
    assert_eq!(inf(&m, "uk"), [0, 4]);
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn wargames_ends_the_game_without_final_scoring() {
    let mut m = game(&format!("{LATE_USSR}defcon 2\nvp -8\nhand ussr wargames comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card wargames; event; end-game");
    let outcome = st(&m).outcome.clone().expect("the game ends");
    assert_eq!(vp(&m), -2);
    assert_eq!(outcome.winner, Some(Player::Ussr.seat()));
    assert_eq!(outcome.reason, "wargames");
}

#[test]
fn wargames_can_give_the_game_away_or_draw() {
    let mut m = game(&format!("{LATE_US}defcon 2\nvp 3\nhand us wargames duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card wargames; event; end-game");
    assert_eq!(vp(&m), -3);
    assert_eq!(st(&m).outcome.clone().unwrap().winner, Some(Player::Ussr.seat()));

    let mut m = game(&format!("{LATE_US}defcon 2\nvp 6\nhand us wargames duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card wargames; event; end-game");
    assert_eq!(st(&m).outcome.clone().unwrap().winner, None);

    // Going past 20 VP is not an automatic win first: the sign decides.
    let mut m = game(&format!("{LATE_US}defcon 2\nvp -17\nhand us wargames duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card wargames; event; end-game");
    let outcome = st(&m).outcome.clone().unwrap();
    assert_eq!(outcome.reason, "wargames");
    assert_eq!(outcome.winner, Some(Player::Ussr.seat()));
}

#[test]
fn wargames_continue_and_defcon_condition() {
    let mut m = game(&format!("{LATE_USSR}defcon 2\nhand ussr wargames comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card wargames; event; continue");
    assert!(st(&m).outcome.is_none());
    assert!(removed(&m, "wargames"));
    assert_eq!(vp(&m), 0);

    let mut m = game(&format!("{LATE_USSR}defcon 3\nhand ussr wargames comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card wargames");
    assert!(!legal(&m, "event"));
}

#[test]
fn solidarity_needs_john_paul_ii() {
    let mut m = game(&format!("{LATE_US}effect john_paul_ii\nhand us solidarity duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card solidarity; event");
    assert_eq!(inf(&m, "poland"), [0, 3]);
    assert!(removed(&m, "solidarity"));

    let mut m = game(&format!("{LATE_US}hand us solidarity duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card solidarity");
    assert!(!legal(&m, "event"));
}

// ---- Optional cards ------------------------------------------------------------------------------

#[test]
fn cambridge_five_places_in_a_named_region() {
    let mut m = optional(&format!(
        "{MID_USSR}hand ussr cambridge_five comecon\nhand us southeast_asia_scoring central_america_scoring duck_and_cover\nstep round\n"
    ));
    act(&mut m, "card cambridge_five; event");
    assert!(logged(&m, "ts.scoring_shown"));
    assert!(legal(&m, "place thailand"));
    assert!(legal(&m, "place mexico"));
    assert!(!legal(&m, "place japan"), "Southeast Asia Scoring names only Southeast Asia");
    assert!(!legal(&m, "place poland"));
    act(&mut m, "place thailand");
    assert_eq!(inf(&m, "thailand"), [1, 0]);
    assert!(discarded(&m, "cambridge_five"));
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn cambridge_five_without_scoring_cards_and_in_the_late_war() {
    let mut m = optional(&format!("{EARLY_USSR}hand ussr cambridge_five comecon\nhand us duck_and_cover nato\nstep round\n"));
    act(&mut m, "card cambridge_five; event");
    assert!(logged(&m, "ts.scoring_none"));
    assert_eq!(st(&m).phasing, Player::Us);

    let mut m = optional(&format!("{LATE_USSR}hand ussr cambridge_five comecon\nhand us europe_scoring duck_and_cover\nstep round\n"));
    act(&mut m, "card cambridge_five");
    assert!(!legal(&m, "event"));
}

#[test]
fn special_relationship_without_nato() {
    let mut m = optional(&format!("{EARLY_US}hand us special_relationship duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card special_relationship; event");
    assert!(!legal(&m, "place italy"));
    act(&mut m, "place france");
    assert_eq!(inf(&m, "france"), [0, 1]);
    assert_eq!(vp(&m), 0);
}

#[test]
fn special_relationship_with_nato() {
    let mut m = optional(&format!("{EARLY_US}effect nato\nhand us special_relationship duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card special_relationship; event");
    assert!(!legal(&m, "place poland"));
    act(&mut m, "place italy");
    assert_eq!(inf(&m, "italy"), [0, 2]);
    assert_eq!(vp(&m), 2);
    assert_eq!(st(&m).phasing, Player::Ussr);
}

#[test]
fn special_relationship_needs_the_uk() {
    // The UK is not US-controlled (5 against 1, stability 5): the event does not happen (rules 2).
    let mut m = optional(&format!("{EARLY_US}influence uk 1 5\neffect nato\nhand us special_relationship duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card special_relationship");
    assert!(!legal(&m, "event"));
    let mut m = optional(&format!("{EARLY_USSR}influence uk 1 5\neffect nato\nhand ussr special_relationship comecon\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card special_relationship; influence; place poland; place poland");
    assert!(logged(&m, "ts.event_blocked"));
    assert_eq!(vp(&m), 0);
    assert!(discarded(&m, "special_relationship"));
}

#[test]
fn norad_event_and_trigger() {
    let mut m = optional(&format!("{EARLY_US}hand us norad duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card norad; event");
    assert!(st(&m).effect(NORAD).is_some_and(|e| !e.turn_only && e.player == Player::Us));

    // DEFCON moves to 2 in the USSR's round while the US controls Canada: +1 US where it has influence.
    let mut m = optional(&format!(
        "{EARLY_USSR}defcon 3\ninfluence canada 0 4\neffect norad\ndice 1\nhand ussr comecon fidel\nhand us duck_and_cover truman_doctrine\nstep round\n"
    ));
    act(&mut m, "card comecon; coup; coup iran");
    assert_eq!(st(&m).defcon, 2);
    assert!(logged(&m, "ts.norad"));
    assert!(!legal(&m, "place poland"));
    act(&mut m, "place japan");
    assert_eq!(inf(&m, "japan"), [0, 2]);
    assert_eq!(prompt_id(&m), "ts.choose_card");
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn che_makes_a_second_coup_after_removing_us_influence() {
    let mut m = optional(&format!(
        "{MID_USSR}influence guatemala 0 1\ninfluence haiti 0 1\ndice 3 4\nhand ussr che comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"
    ));
    act(&mut m, "card che; event");
    assert!(!legal(&m, "coup panama"), "battlegrounds are out");
    act(&mut m, "coup guatemala");
    // 3 + 3 − 2 = 4: the US's 1 goes, 3 Soviet come in.
    assert_eq!(inf(&m, "guatemala"), [3, 0]);
    assert_eq!(st(&m).milops[0], 3);
    assert!(!legal(&m, "coup guatemala"));
    act(&mut m, "coup haiti");
    assert_eq!(inf(&m, "haiti"), [4, 0]);
    assert_eq!(st(&m).milops[0], 5);
    assert!(discarded(&m, "che"));
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn che_stops_after_a_failed_coup() {
    let mut m = optional(&format!(
        "{MID_USSR}influence honduras 0 1\ninfluence haiti 0 1\ndice 1\nhand ussr che comecon\nhand us duck_and_cover truman_doctrine\nstep round\n"
    ));
    act(&mut m, "card che; event; coup honduras");
    // 3 + 1 − 4 = 0: a failure.
    assert_eq!(inf(&m, "honduras"), [0, 1]);
    assert_eq!(st(&m).phasing, Player::Us);
    assert_eq!(inf(&m, "haiti"), [0, 1]);
}

#[test]
fn our_man_in_tehran_discards_some_of_the_top_five() {
    let mut m = optional(&format!("{MID_US}influence iran 0 3\nhand us our_man_in_tehran duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    let deck_before = st(&m).deck.len();
    let top: Vec<u8> = st(&m).deck.iter().rev().take(5).copied().collect();
    act(&mut m, "card our_man_in_tehran; event");
    assert!(logged(&m, "ts.tehran_shown"));
    assert_eq!(legal_list(&m).len(), 6, "five cards and done");
    ok(&m);
    let key = |c: u8| engine::games::twilight_struggle::data::data().cards[c as usize].key.clone();
    act(&mut m, &format!("card {}", key(top[0])));
    assert_eq!(legal_list(&m).len(), 5);
    ok(&m);
    act(&mut m, &format!("card {}; done", key(top[3])));
    assert!(st(&m).discard.contains(&top[0]) && st(&m).discard.contains(&top[3]));
    assert_eq!(st(&m).deck.len(), deck_before - 2);
    for c in [top[1], top[2], top[4]] {
        assert!(st(&m).deck.contains(&c));
    }
    assert!(st(&m).table.is_empty());
    assert!(removed(&m, "our_man_in_tehran"));
    assert_eq!(st(&m).phasing, Player::Ussr);
    ok(&m);
}

#[test]
fn our_man_in_tehran_discarding_all_five() {
    let mut m = optional(&format!("{MID_US}influence iran 0 3\nhand us our_man_in_tehran duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    let deck_before = st(&m).deck.len();
    let top: Vec<u8> = st(&m).deck.iter().rev().take(5).copied().collect();
    act(&mut m, "card our_man_in_tehran; event");
    let key = |c: u8| engine::games::twilight_struggle::data::data().cards[c as usize].key.clone();
    for c in &top {
        act(&mut m, &format!("card {}", key(*c)));
    }
    assert_eq!(st(&m).deck.len(), deck_before - 5);
    assert_eq!(st(&m).phasing, Player::Ussr);
    ok(&m);
}

#[test]
fn our_man_in_tehran_needs_a_middle_east_country() {
    // Without a US-controlled Middle Eastern country the event does not happen (TS PLAY §2 L562, rules 2):
    // it is not offered, and played by the USSR for ops the starred card goes to the discards.
    let mut m = optional(&format!("{MID_US}hand us our_man_in_tehran duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card our_man_in_tehran");
    assert!(!legal(&m, "event"));
    let mut m = optional(&format!("{MID_USSR}hand ussr our_man_in_tehran comecon\nhand us duck_and_cover\nstep round\n"));
    let deck_before = st(&m).deck.clone();
    act(&mut m, "card our_man_in_tehran; influence; place syria; place syria");
    assert!(logged(&m, "ts.event_blocked"));
    assert_eq!(st(&m).deck, deck_before);
    assert!(discarded(&m, "our_man_in_tehran") && !removed(&m, "our_man_in_tehran"));
}

#[test]
fn awacs_adds_in_saudi_arabia_and_blocks_muslim_revolution() {
    let mut m = optional(&format!("{LATE_US}hand us awacs duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    assert!(playable(st(&m), MUSLIM_REVOLUTION, Player::Ussr, false));
    act(&mut m, "card awacs; event");
    assert_eq!(inf(&m, "saudiarabia"), [0, 2]);
    assert!(!playable(st(&m), MUSLIM_REVOLUTION, Player::Ussr, false));
    assert!(removed(&m, "awacs"));
}
