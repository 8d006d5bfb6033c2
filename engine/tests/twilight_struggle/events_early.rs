//! Early War events (#4–#35 without scoring cards, the China Card and wars) and Defectors (#103),
//! played through the public path, plus the seed's worked examples that touch them (digest E2, E13,
//! E15, E17, E18, G3, G4).

use crate::common;
use common::*;
use engine::games::twilight_struggle::cards::*;
use engine::games::twilight_struggle::state::Player;
use engine::Arg;

const BASE: &str = "start standard\nturn 1\nround 1\nphasing ussr\n";
const BASE_US: &str = "start standard\nturn 1\nround 1\nphasing us\n";
const HEADLINE: &str = "start standard\nturn 1\nphasing ussr\n";

fn has(m: &Ts, card: u8) -> bool {
    st(m).has(card)
}

fn winner(m: &Ts) -> Option<u8> {
    st(m).outcome.as_ref().and_then(|o| o.winner)
}

// ---- #4 Duck and Cover ----------------------------------------------------------------------------

/// TS G3 §3 (L2577): Duck and Cover at DEFCON 3 takes DEFCON to 2 and gives the US 3 VP (TS VIC §1-3, L1341: an
/// event may score VP).
#[test]
fn duck_and_cover_g3_defcon_3_to_2_gives_3_vp() {
    let mut m = game(&format!("{BASE_US}defcon 3\nhand us duck_and_cover cia_created\nhand ussr fidel comecon\nstep round\n"));
    act(&mut m, "card duck_and_cover; event");
    assert_eq!(st(&m).defcon, 2);
    assert_eq!(st(&m).vp, 3);
    assert!(discarded(&m, "duck_and_cover"));
}

#[test]
fn duck_and_cover_at_defcon_2_loses_for_the_phasing_us() {
    let mut m = game(&format!("{BASE_US}defcon 2\nhand us duck_and_cover cia_created\nhand ussr fidel comecon\nstep round\n"));
    act(&mut m, "card duck_and_cover; event");
    assert_eq!(st(&m).defcon, 1);
    assert_eq!(winner(&m), Some(Player::Ussr.seat()));
}

// ---- #5 Five Year Plan ----------------------------------------------------------------------------

#[test]
fn five_year_plan_fires_a_discarded_us_event_and_removes_it_when_starred() {
    let mut m = game(&format!("{BASE_US}hand us five_year_plan cia_created\nhand ussr marshall_plan\nstep round\n"));
    act(&mut m, "card five_year_plan; event");
    // The only USSR card is Marshall Plan: its US event happens, the US places.
    assert!(st(&m).hand(Player::Ussr).is_empty());
    assert_eq!(prompt_id(&m), "ts.event_add");
    act(&mut m, "place canada; place uk; place norway; place sweden; place denmark; place benelux; place wgermany");
    assert_eq!(inf(&m, "canada"), [0, 3]);
    assert!(has(&m, MARSHALL_PLAN));
    assert!(removed(&m, "marshall_plan"));
    assert!(discarded(&m, "five_year_plan"));
}

#[test]
fn five_year_plan_discards_a_non_us_card_without_its_event() {
    let mut m = game(&format!("{BASE_US}hand us five_year_plan cia_created\nhand ussr comecon\nstep round\n"));
    act(&mut m, "card five_year_plan; event");
    assert!(st(&m).hand(Player::Ussr).is_empty());
    assert!(discarded(&m, "comecon"));
    assert!(!removed(&m, "comecon"));
    assert!(logged(&m, "ts.discards"));
    assert_eq!(inf(&m, "poland"), [0, 0]);
}

#[test]
fn five_year_plan_with_an_empty_ussr_hand_does_nothing() {
    let mut m = game(&format!("{BASE_US}hand us five_year_plan cia_created\nhand ussr\nstep round\n"));
    act(&mut m, "card five_year_plan; event");
    assert!(discarded(&m, "five_year_plan"));
    assert!(!logged(&m, "ts.discards"));
}

// ---- #7 Socialist Governments ---------------------------------------------------------------------

#[test]
fn socialist_governments_removes_3_us_at_most_2_per_country() {
    let mut m = game(&format!("{BASE}influence wgermany 0 3\nhand ussr socialist_governments fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card socialist_governments; event; remove uk; remove uk");
    assert!(!legal(&m, "remove uk"));
    assert!(!legal(&m, "remove israel"));
    act(&mut m, "remove wgermany");
    assert_eq!(inf(&m, "uk"), [0, 3]);
    assert_eq!(inf(&m, "wgermany"), [0, 2]);
    assert!(discarded(&m, "socialist_governments"));
}

#[test]
fn socialist_governments_is_blocked_by_the_iron_lady() {
    let mut m = game(&format!("{BASE}effect iron_lady\nhand ussr socialist_governments fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card socialist_governments");
    assert!(!legal(&m, "event"));
}

// ---- #8 Fidel, #12 Romanian Abdication ------------------------------------------------------------

/// TS EVT §1 (L963–L966): the USSR's own event takes effect at once; TS CMP §2-4 (L286–L287): a starred card
/// played as an event leaves the game.
#[test]
fn fidel_takes_cuba() {
    let mut m = game(&format!("{BASE}influence cuba 0 2\nhand ussr fidel comecon\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card fidel; event");
    assert_eq!(inf(&m, "cuba"), [3, 0]);
    assert!(removed(&m, "fidel"));
}

#[test]
fn romanian_abdication_takes_romania() {
    let mut m = game(&format!("{BASE}influence romania 1 2\nhand ussr romanian_abdication comecon\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card romanian_abdication; event");
    assert_eq!(inf(&m, "romania"), [3, 0]);
    assert!(removed(&m, "romanian_abdication"));
}

// ---- #9 Vietnam Revolts, #31 Red Scare/Purge ------------------------------------------------------

#[test]
fn vietnam_revolts_adds_2_and_a_turn_effect() {
    let mut m = game(&format!("{BASE}hand ussr vietnam_revolts comecon\nhand us duck_and_cover\nstep round\n"));
    act(&mut m, "card vietnam_revolts; event");
    assert_eq!(inf(&m, "vietnam"), [2, 0]);
    let e = st(&m).effect(VIETNAM_REVOLTS).expect("effect");
    assert!(e.turn_only);
    assert_eq!(e.player, Player::Ussr);
    assert!(removed(&m, "vietnam_revolts"));
}

/// TS CHN §7 (L1242): the China Card's operations change with events: Red Scare takes one off its 4.
#[test]
fn e13_red_scare_vietnam_revolts_and_the_china_card_give_5_ops_in_southeast_asia() {
    let mut m = game(&format!(
        "{HEADLINE}hand ussr vietnam_revolts comecon fidel\nhand us red_scare_purge duck_and_cover cia_created\nstep headline\n"
    ));
    act(&mut m, "card vietnam_revolts"); // USSR headline
    act(&mut m, "card red_scare_purge"); // US headline
    assert_eq!(st(&m).effect(RED_SCARE_PURGE).map(|e| e.player), Some(Player::Us));
    assert!(has(&m, VIETNAM_REVOLTS));
    assert!(discarded(&m, "red_scare_purge"));
    assert_eq!(prompt_id(&m), "ts.choose_card");
    act(&mut m, "card china_card; influence");
    // 4 − 1 (Red Scare) = 3 anywhere; +1 (China, Asia) +1 (Vietnam Revolts) = 5 all in Southeast Asia.
    assert_eq!(m.prompt_info().args[1..3], [Arg::Num(3), Arg::Num(5)]);
    act(&mut m, "place vietnam; place vietnam; place vietnam; place vietnam; place vietnam");
    assert_eq!(inf(&m, "vietnam"), [7, 0]);
    assert_eq!(st(&m).china.holder, Some(Player::Us));
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

#[test]
fn e15_under_the_ussr_red_scare_a_us_two_op_coup_counts_one() {
    let mut m = game(&format!(
        "{BASE}influence mexico 2 0\ndice 4\nhand ussr red_scare_purge comecon\nhand us independent_reds cia_created\nstep round\n"
    ));
    act(&mut m, "card red_scare_purge; event");
    assert_eq!(st(&m).effect(RED_SCARE_PURGE).map(|e| e.player), Some(Player::Ussr));
    act(&mut m, "card independent_reds; coup");
    assert_eq!(m.prompt_info().args[1], Arg::Num(1));
    act(&mut m, "coup mexico");
    // 4 + 1 − 2×2 = 1: one USSR influence removed; 1 military op.
    assert_eq!(inf(&m, "mexico"), [1, 0]);
    assert_eq!(st(&m).milops[Player::Us.idx()], 1);
}

// ---- #10 Blockade ---------------------------------------------------------------------------------

#[test]
fn blockade_the_us_discards_a_three_op_card() {
    let mut m = game(&format!(
        "{BASE}influence wgermany 0 4\nhand ussr blockade comecon\nhand us duck_and_cover cia_created independent_reds\nstep round\n"
    ));
    act(&mut m, "card blockade; event");
    let l = legal_list(&m);
    assert!(l.contains(&"card duck_and_cover".to_string()) && l.contains(&"done".to_string()));
    assert!(!legal(&m, "card cia_created") && !legal(&m, "card independent_reds"));
    act(&mut m, "card duck_and_cover");
    assert!(discarded(&m, "duck_and_cover"));
    assert!(!in_hand(&m, Player::Us, "duck_and_cover"));
    assert_eq!(inf(&m, "wgermany"), [0, 4]);
    assert!(removed(&m, "blockade"));
}

#[test]
fn blockade_declined_wipes_west_germany() {
    let mut m = game(&format!("{BASE}influence wgermany 0 4\nhand ussr blockade comecon\nhand us duck_and_cover cia_created\nstep round\n"));
    act(&mut m, "card blockade; event; done");
    assert_eq!(inf(&m, "wgermany"), [0, 0]);
    assert!(in_hand(&m, Player::Us, "duck_and_cover"));
}

#[test]
fn blockade_without_a_three_op_card_wipes_west_germany_unless_containment_lifts_one() {
    let mut m = game(&format!("{BASE}influence wgermany 0 4\nhand ussr blockade comecon\nhand us independent_reds cia_created\nstep round\n"));
    act(&mut m, "card blockade; event");
    assert_eq!(inf(&m, "wgermany"), [0, 0]);
    // Containment makes the 2-op Independent Reds worth 3.
    let mut m = game(&format!(
        "{BASE}effect containment\ninfluence wgermany 0 4\nhand ussr blockade comecon\nhand us independent_reds cia_created\nstep round\n"
    ));
    act(&mut m, "card blockade; event");
    assert!(legal(&m, "card independent_reds") && !legal(&m, "card cia_created"));
}

// ---- #14 COMECON, #15 Nasser ----------------------------------------------------------------------

#[test]
fn comecon_adds_one_in_four_eastern_countries_not_us_controlled() {
    let mut m = game(&format!("{BASE}influence poland 0 4\nhand ussr comecon fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card comecon; event");
    assert!(!legal(&m, "place poland"));
    assert!(!legal(&m, "place france"));
    act(&mut m, "place egermany");
    assert!(!legal(&m, "place egermany"));
    act(&mut m, "place hungary; place romania; place austria");
    assert_eq!(inf(&m, "egermany"), [4, 0]);
    assert_eq!(inf(&m, "austria"), [1, 0]);
    assert!(removed(&m, "comecon"));
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

#[test]
fn nasser_adds_2_and_halves_us_rounding_up() {
    let mut m = game(&format!("{BASE}influence egypt 0 3\nhand ussr nasser fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card nasser; event");
    assert_eq!(inf(&m, "egypt"), [2, 1]);
    assert!(removed(&m, "nasser"));
}

// ---- #16 Warsaw Pact, #21 NATO, #23 Marshall Plan --------------------------------------------------

#[test]
fn warsaw_pact_removes_us_from_four_eastern_countries() {
    let mut m = game(&format!(
        "{BASE}influence poland 0 2\ninfluence hungary 0 1\ninfluence czechoslovakia 1 1\ninfluence finland 1 1\ninfluence austria 0 2\nhand ussr warsaw_pact fidel\nhand us cia_created\nstep round\n"
    ));
    act(&mut m, "card warsaw_pact; event");
    assert!(legal(&m, "remove-us") && legal(&m, "add-ussr"));
    act(&mut m, "remove-us; remove poland");
    assert!(!legal(&m, "remove poland") && !legal(&m, "remove romania"));
    act(&mut m, "remove hungary; remove czechoslovakia; remove austria");
    assert_eq!(inf(&m, "poland"), [0, 0]);
    assert_eq!(inf(&m, "czechoslovakia"), [1, 0]);
    assert_eq!(inf(&m, "austria"), [0, 0]);
    assert_eq!(inf(&m, "finland"), [1, 1]);
    assert!(has(&m, WARSAW_PACT));
    assert!(removed(&m, "warsaw_pact"));
}

#[test]
fn warsaw_pact_adds_five_at_most_two_per_country() {
    let mut m = game(&format!("{BASE}hand ussr warsaw_pact fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card warsaw_pact; event; add-ussr; place poland; place poland");
    assert!(!legal(&m, "place poland") && !legal(&m, "place france"));
    act(&mut m, "place hungary; place hungary; place romania");
    assert_eq!(inf(&m, "poland"), [2, 0]);
    assert_eq!(inf(&m, "hungary"), [2, 0]);
    assert_eq!(inf(&m, "romania"), [1, 0]);
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

#[test]
fn e2_nato_for_ops_before_its_prerequisite_gives_four_ops_and_is_discarded() {
    let mut m = game(&format!("{BASE}hand ussr nato fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card nato; influence");
    // No order question: the US event cannot happen.
    assert_eq!(prompt_id(&m), "ts.place_ops");
    assert_eq!(m.prompt_info().args[1], Arg::Num(4));
    act(&mut m, "place poland; place poland; place poland; place poland");
    assert_eq!(inf(&m, "poland"), [4, 0]);
    assert!(!has(&m, NATO));
    assert!(discarded(&m, "nato"));
    assert!(!removed(&m, "nato"));
    assert!(logged(&m, "ts.event_blocked"));
}

#[test]
fn nato_after_marshall_plan_protects_us_controlled_europe() {
    let mut m = game(&format!("{BASE_US}effect marshall_plan\nhand us nato cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card nato; event");
    assert!(has(&m, NATO));
    assert!(removed(&m, "nato"));
    act(&mut m, "card comecon; coup");
    assert!(!legal(&m, "coup uk"));
    assert!(legal(&m, "coup iran"));
}

#[test]
fn nato_is_not_an_event_without_marshall_or_warsaw() {
    let mut m = game(&format!("{BASE_US}hand us nato cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card nato");
    assert!(!legal(&m, "event"));
}

#[test]
fn marshall_plan_adds_one_in_seven_western_countries_not_ussr_controlled() {
    let mut m = game(&format!("{BASE_US}influence italy 3 0\nhand us marshall_plan cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card marshall_plan; event");
    assert!(!legal(&m, "place italy") && !legal(&m, "place poland"));
    act(&mut m, "place uk");
    assert!(!legal(&m, "place uk"));
    act(&mut m, "place canada; place france; place wgermany; place turkey; place greece; place finland");
    assert_eq!(inf(&m, "uk"), [0, 6]);
    assert_eq!(inf(&m, "finland"), [1, 1]);
    assert!(has(&m, MARSHALL_PLAN));
    assert!(removed(&m, "marshall_plan"));
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

// ---- #17 De Gaulle ---------------------------------------------------------------------------------

/// TS G4 §2 (L2505–L2507): the US plays De Gaulle for its ops into an empty France.
#[test]
fn g4_us_plays_de_gaulle_for_ops_into_empty_france() {
    let mut m = game(&format!("{BASE_US}hand us de_gaulle cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card de_gaulle; influence; event-first");
    assert_eq!(inf(&m, "france"), [1, 0]);
    act(&mut m, "place france; place france; place france");
    assert_eq!(inf(&m, "france"), [1, 3]);
    assert!(has(&m, DE_GAULLE));
    assert!(removed(&m, "de_gaulle"));
}

#[test]
fn de_gaulle_removes_two_us_and_ends_nato_cover_of_france() {
    let mut m = game(&format!(
        "{BASE}effect nato\ninfluence france 0 6\nhand ussr de_gaulle comecon\nhand us cia_created duck_and_cover\nstep round\n"
    ));
    act(&mut m, "card de_gaulle; event");
    assert_eq!(inf(&m, "france"), [1, 4]);
    // France is still US-controlled, but NATO no longer covers it; the UK stays covered.
    act(&mut m, "card duck_and_cover; influence; place uk; place uk; place uk");
    act(&mut m, "card comecon; coup");
    assert!(legal(&m, "coup france"));
    assert!(!legal(&m, "coup uk"));
}

// ---- #18 Captured Nazi Scientist ------------------------------------------------------------------

#[test]
fn nazi_scientist_advances_the_player_one_space_box() {
    let mut m = game(&format!("{BASE}hand ussr nazi_scientist comecon\nhand us cia_created\nstep round\n"));
    act(&mut m, "card nazi_scientist; event");
    assert_eq!(st(&m).space, [1, 0]);
    assert_eq!(st(&m).vp, -2);
    assert!(removed(&m, "nazi_scientist"));
}

// ---- #19 Truman Doctrine, #22 Independent Reds ----------------------------------------------------

#[test]
fn truman_doctrine_wipes_ussr_from_an_uncontrolled_european_country() {
    let mut m = game(&format!(
        "{BASE_US}influence france 2 1\ninfluence poland 4 0\ninfluence syria 1 0\nhand us truman_doctrine cia_created\nhand ussr comecon fidel\nstep round\n"
    ));
    act(&mut m, "card truman_doctrine; event");
    assert!(!legal(&m, "target poland")); // USSR-controlled
    assert!(!legal(&m, "target egermany")); // USSR-controlled (3, stability 3)
    assert!(!legal(&m, "target syria")); // not Europe
    assert!(!legal(&m, "target uk")); // no USSR influence
    assert!(legal(&m, "target finland"));
    act(&mut m, "target france");
    assert_eq!(inf(&m, "france"), [0, 1]);
    assert!(removed(&m, "truman_doctrine"));
}

#[test]
fn independent_reds_matches_the_ussr_in_one_country() {
    let mut m = game(&format!(
        "{BASE_US}influence yugoslavia 3 1\ninfluence hungary 2 0\ninfluence poland 3 0\nhand us independent_reds cia_created\nhand ussr comecon fidel\nstep round\n"
    ));
    act(&mut m, "card independent_reds; event");
    assert!(!legal(&m, "target poland") && !legal(&m, "target romania"));
    assert!(legal(&m, "target hungary"));
    act(&mut m, "target yugoslavia");
    assert_eq!(inf(&m, "yugoslavia"), [3, 3]);
    assert!(removed(&m, "independent_reds"));
}

// ---- #20 Olympic Games ----------------------------------------------------------------------------

/// TS E18 (L1100–L1106): a boycott of the US's Olympic Games at DEFCON 2 brings DEFCON 1, and the phasing US loses.
#[test]
fn e18_olympic_boycott_at_defcon_2_loses_for_the_phasing_us() {
    let mut m = game(&format!("{BASE_US}defcon 2\nhand us olympic_games cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card olympic_games; event");
    // The USSR, the sponsor's opponent, decides.
    assert_eq!(m.prompt_info().seat.as_deref(), Some("ussr"));
    act(&mut m, "boycott");
    assert_eq!(st(&m).defcon, 1);
    assert_eq!(winner(&m), Some(Player::Ussr.seat()));
}

#[test]
fn olympic_boycott_gives_the_sponsor_four_ops() {
    let mut m = game(&format!("{BASE}hand ussr olympic_games comecon\nhand us cia_created duck_and_cover\nstep round\n"));
    act(&mut m, "card olympic_games; event; boycott");
    assert_eq!(st(&m).defcon, 4);
    assert_eq!(prompt_id(&m), "ts.choose_ops");
    assert!(!legal(&m, "space"));
    act(&mut m, "influence");
    assert_eq!(m.prompt_info().args[1], Arg::Num(4));
    act(&mut m, "place poland; place poland; place poland; place poland");
    assert_eq!(inf(&m, "poland"), [4, 0]);
    assert!(discarded(&m, "olympic_games"));
}

#[test]
fn olympic_participation_sponsor_plus_two_ties_reroll() {
    // Sponsor (US) 3+2 = 5 vs 5: tie, again; 4+2 = 6 vs 2: the US gains 2.
    let mut m = game(&format!("{BASE_US}dice 3 5 4 2\nhand us olympic_games cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card olympic_games; event; participate");
    assert_eq!(st(&m).vp, 2);
    assert_eq!(st(&m).log.iter().filter(|e| e.id == "ts.olympic_rolls").count(), 2);
    // The guest can win too: 1+2 = 3 vs 6.
    let mut m = game(&format!("{BASE_US}dice 1 6\nhand us olympic_games cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card olympic_games; event; participate");
    assert_eq!(st(&m).vp, -2);
    assert_eq!(st(&m).defcon, 5);
}

// ---- #25 Containment, #26 CIA Created --------------------------------------------------------------

#[test]
fn e17_containment_then_cia_created_grants_two_ops() {
    let mut m = game(&format!("{BASE_US}hand us containment cia_created duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card containment; event");
    assert!(st(&m).effect(CONTAINMENT).is_some_and(|e| e.turn_only));
    assert!(removed(&m, "containment"));
    act(&mut m, "card fidel; influence; place poland; place poland");
    act(&mut m, "card cia_created; event");
    assert!(logged(&m, "ts.hand_shown"));
    assert_eq!(prompt_id(&m), "ts.choose_ops");
    assert_eq!(m.prompt_info().args[1], Arg::Num(2));
    act(&mut m, "influence; place uk; place uk");
    assert_eq!(inf(&m, "uk"), [0, 7]);
    assert!(removed(&m, "cia_created"));
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

#[test]
fn cia_created_alone_is_one_op() {
    let mut m = game(&format!("{BASE_US}hand us cia_created duck_and_cover\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card cia_created; event");
    assert!(logged(&m, "ts.hand_shown"));
    let shown: Vec<_> = st(&m).log.iter().filter(|e| e.id == "ts.hand_card").map(|e| e.args[1].clone()).collect();
    assert_eq!(shown, [Arg::Card(card("comecon") as u16), Arg::Card(card("fidel") as u16)]);
    act(&mut m, "influence; place uk");
    assert_eq!(inf(&m, "uk"), [0, 6]);
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

// ---- #27 US/Japan Pact, #28 Suez Crisis -----------------------------------------------------------

#[test]
fn us_japan_pact_takes_japan_and_bars_ussr_coups_there() {
    let mut m = game(&format!("{BASE_US}influence japan 2 1\nhand us us_japan_pact cia_created\nhand ussr comecon fidel\nstep round\n"));
    act(&mut m, "card us_japan_pact; event");
    assert_eq!(inf(&m, "japan"), [2, 6]);
    assert!(has(&m, US_JAPAN_PACT));
    act(&mut m, "card comecon; coup");
    assert!(!legal(&m, "coup japan"));
    assert!(legal(&m, "coup southkorea"));
}

#[test]
fn suez_crisis_removes_four_us_from_france_uk_israel() {
    let mut m = game(&format!("{BASE}influence france 0 3\nhand ussr suez_crisis fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card suez_crisis; event; remove france; remove france");
    assert!(!legal(&m, "remove france") && !legal(&m, "remove wgermany"));
    act(&mut m, "remove uk; remove israel");
    assert_eq!(inf(&m, "france"), [0, 1]);
    assert_eq!(inf(&m, "uk"), [0, 4]);
    assert_eq!(inf(&m, "israel"), [0, 0]);
    assert!(removed(&m, "suez_crisis"));
}

// ---- #29 East European Unrest, #30 Decolonization --------------------------------------------------

#[test]
fn east_european_unrest_removes_one_from_three_countries() {
    let mut m = game(&format!(
        "{BASE_US}influence poland 3 0\ninfluence hungary 2 0\ninfluence romania 1 0\nhand us east_european_unrest cia_created\nhand ussr comecon fidel\nstep round\n"
    ));
    act(&mut m, "card east_european_unrest; event; remove poland");
    assert!(!legal(&m, "remove poland") && !legal(&m, "remove syria"));
    act(&mut m, "remove hungary; remove romania");
    assert_eq!([inf(&m, "poland"), inf(&m, "hungary"), inf(&m, "romania")], [[2, 0], [1, 0], [0, 0]]);
    assert!(discarded(&m, "east_european_unrest"));
}

#[test]
fn east_european_unrest_removes_two_each_in_the_late_war() {
    let mut m = game(
        "start standard\nturn 8\nround 1\nphasing us\ninfluence poland 3 0\ninfluence hungary 2 0\nhand us east_european_unrest cia_created\nhand ussr comecon fidel\nstep round\n",
    );
    act(&mut m, "card east_european_unrest; event; remove poland; remove hungary; remove egermany");
    assert_eq!([inf(&m, "poland"), inf(&m, "hungary"), inf(&m, "egermany")], [[1, 0], [0, 0], [1, 0]]);
}

#[test]
fn decolonization_adds_one_in_four_african_or_southeast_asian_countries() {
    let mut m = game(&format!("{BASE}hand ussr decolonization fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card decolonization; event");
    assert!(!legal(&m, "place india") && !legal(&m, "place france") && !legal(&m, "place japan"));
    act(&mut m, "place angola");
    assert!(!legal(&m, "place angola"));
    act(&mut m, "place zaire; place vietnam; place thailand");
    assert_eq!(inf(&m, "angola"), [1, 0]);
    assert_eq!(inf(&m, "thailand"), [1, 0]);
    assert!(discarded(&m, "decolonization"));
}

// ---- #32 UN Intervention ----------------------------------------------------------------------------

#[test]
fn un_intervention_uses_a_us_cards_ops_without_its_event() {
    let mut m = game(&format!("{BASE}hand ussr un_intervention marshall_plan fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card un_intervention; event");
    assert!(legal(&m, "card marshall_plan"));
    assert!(!legal(&m, "card fidel") && !legal(&m, "done"));
    act(&mut m, "card marshall_plan; influence");
    assert_eq!(m.prompt_info().args[1], Arg::Num(4));
    act(&mut m, "place poland; place poland; place poland; place poland");
    assert_eq!(inf(&m, "poland"), [4, 0]);
    assert!(!has(&m, MARSHALL_PLAN));
    assert!(discarded(&m, "marshall_plan") && !removed(&m, "marshall_plan"));
    assert!(discarded(&m, "un_intervention"));
    assert!(!in_hand(&m, Player::Ussr, "marshall_plan"));
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

#[test]
fn un_intervention_needs_an_opponent_card() {
    let mut m = game(&format!("{BASE}hand ussr un_intervention fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card un_intervention");
    assert!(!legal(&m, "event"));
    assert!(legal(&m, "influence"));
}

#[test]
fn un_intervention_cancels_we_will_bury_you_and_pays_for_the_u2_incident() {
    let mut m = game(&format!(
        "{BASE_US}effect we_will_bury_you ussr\neffect u2_incident ussr\nhand us un_intervention comecon cia_created\nhand ussr fidel nasser\nstep round\n"
    ));
    act(&mut m, "card un_intervention; event");
    assert!(!has(&m, WE_WILL_BURY_YOU));
    assert!(logged(&m, "ts.effect_ends"));
    assert_eq!(st(&m).vp, -1);
    act(&mut m, "card comecon; influence; place uk; place uk; place uk");
    assert_eq!(inf(&m, "uk"), [0, 8]);
    assert!(discarded(&m, "comecon"));
    // The USSR does not collect 3 VP at the end of this round.
    assert_eq!(st(&m).vp, -1);
}

#[test]
fn un_intervention_with_a_war_card_under_flower_power_costs_the_us_two_vp() {
    let mut m = game(&format!(
        "{BASE_US}effect flower_power ussr\nhand us un_intervention korean_war cia_created\nhand ussr fidel nasser\nstep round\n"
    ));
    act(&mut m, "card un_intervention; event; card korean_war");
    assert_eq!(st(&m).vp, -2);
    act(&mut m, "influence; place uk; place uk");
    assert!(discarded(&m, "korean_war"));
}

// ---- #33 De-Stalinization ---------------------------------------------------------------------------

#[test]
fn de_stalinization_moves_up_to_four_ussr_influence() {
    let mut m = game(&format!("{BASE}hand ussr de_stalinization fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card de_stalinization; event");
    assert!(!legal(&m, "remove uk")); // only its own influence
    act(&mut m, "remove egermany; remove egermany; remove northkorea; done");
    assert_eq!(inf(&m, "egermany"), [1, 0]);
    assert_eq!(inf(&m, "northkorea"), [2, 0]);
    assert_eq!(prompt_id(&m), "ts.event_add");
    assert!(!legal(&m, "place uk")); // US-controlled
    act(&mut m, "place poland; place poland");
    assert!(!legal(&m, "place poland"));
    act(&mut m, "place france");
    assert_eq!(inf(&m, "poland"), [2, 0]);
    assert_eq!(inf(&m, "france"), [1, 0]);
    assert!(removed(&m, "de_stalinization"));
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

#[test]
fn de_stalinization_moving_nothing_places_nothing() {
    let mut m = game(&format!("{BASE}hand ussr de_stalinization fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card de_stalinization; event; done");
    assert_eq!(prompt_id(&m), "ts.choose_card");
    assert_eq!(inf(&m, "egermany"), [3, 0]);
}

#[test]
fn de_stalinization_stops_after_four() {
    let mut m = game(&format!("{BASE}hand ussr de_stalinization fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card de_stalinization; event; remove egermany; remove egermany; remove egermany; remove northkorea");
    assert_eq!(prompt_id(&m), "ts.event_add");
    act(&mut m, "place poland; place poland; place italy; place italy");
    assert_eq!(prompt_id(&m), "ts.choose_card");
    assert_eq!(inf(&m, "italy"), [2, 0]);
}

// ---- #34 Nuclear Test Ban, #35 Formosan Resolution -------------------------------------------------

#[test]
fn nuclear_test_ban_scores_defcon_minus_two_then_improves_defcon() {
    let mut m = game(&format!("{BASE}defcon 4\nhand ussr nuclear_test_ban fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card nuclear_test_ban; event");
    assert_eq!(st(&m).vp, -2);
    assert_eq!(st(&m).defcon, 5);
    let mut m = game(&format!("{BASE_US}defcon 2\nhand us nuclear_test_ban cia_created\nhand ussr fidel comecon\nstep round\n"));
    act(&mut m, "card nuclear_test_ban; event");
    assert_eq!(st(&m).vp, 0);
    assert_eq!(st(&m).defcon, 4);
    assert!(discarded(&m, "nuclear_test_ban"));
}

#[test]
fn formosan_resolution_is_a_lasting_us_effect() {
    let mut m = game(&format!("{BASE_US}hand us formosan_resolution cia_created\nhand ussr fidel comecon\nstep round\n"));
    act(&mut m, "card formosan_resolution; event");
    assert!(st(&m).effect(FORMOSAN_RESOLUTION).is_some_and(|e| !e.turn_only && e.player == Player::Us));
    assert!(removed(&m, "formosan_resolution"));
}

// ---- #103 Defectors ---------------------------------------------------------------------------------

#[test]
fn defectors_played_by_the_ussr_in_an_action_round_gives_the_us_a_vp() {
    let mut m = game(&format!("{BASE}hand ussr defectors fidel\nhand us cia_created\nstep round\n"));
    act(&mut m, "card defectors; influence; event-first");
    assert_eq!(st(&m).vp, 1);
    act(&mut m, "place poland; place poland");
    assert!(discarded(&m, "defectors"));
}

#[test]
fn defectors_played_by_the_us_in_an_action_round_has_no_event() {
    // Rules 2 (docs "Events that do not happen"): its event needs the USSR to play it in an action round,
    // or a US headline, so the US cannot choose it as an event in its own round.
    let mut m = game(&format!("{BASE_US}hand us defectors cia_created\nhand ussr fidel comecon\nstep round\n"));
    act(&mut m, "card defectors");
    assert!(!legal(&m, "event"));
    act(&mut m, "influence; place japan; place japan");
    assert_eq!(st(&m).vp, 0);
    assert!(discarded(&m, "defectors"));
}

#[test]
fn defectors_us_headline_cancels_the_ussr_headline() {
    let mut m = game(&format!("{HEADLINE}hand ussr comecon fidel\nhand us defectors cia_created\nstep headline\n"));
    act(&mut m, "card comecon"); // USSR headline
    act(&mut m, "card defectors"); // US headline
    assert!(logged(&m, "ts.defectors_cancel"));
    assert!(discarded(&m, "comecon") && !removed(&m, "comecon"));
    assert!(discarded(&m, "defectors"));
    assert_eq!(st(&m).vp, 0);
    assert_eq!(inf(&m, "poland"), [0, 0]);
    assert_eq!(prompt_id(&m), "ts.choose_card");
}

#[test]
fn defectors_ussr_headline_gives_nothing() {
    let mut m = game(&format!("{HEADLINE}hand ussr defectors fidel\nhand us cia_created duck_and_cover\nstep headline\n"));
    act(&mut m, "card defectors; card cia_created");
    // Defectors (2 ops) resolves first, as a US event outside an action round: no VP. Then CIA Created.
    assert_eq!(st(&m).vp, 0);
    assert!(discarded(&m, "defectors"));
    assert!(logged(&m, "ts.hand_shown"));
    assert_eq!(prompt_id(&m), "ts.choose_ops");
}
