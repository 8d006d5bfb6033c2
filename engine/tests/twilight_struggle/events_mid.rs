//! Mid War events (#39–#80, without the scoring cards and the China Card events), played through the
//! public path from position files.

use crate::common;
use common::*;
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::TwilightStruggle;
use engine::{Arg, Game};

/// Turn 4 (Mid War cards in play), the USSR's first action round.
const USSR: &str = "start standard\nturn 4\nround 1\nphasing ussr\n";
/// Turn 4, the US's first action round (the USSR has had its first).
const US: &str = "start standard\nturn 4\nround 1\nphasing us\n";

fn pos(base: &str, rest: &str) -> Ts {
    game(&format!("{base}{rest}step round\n"))
}

fn vp(m: &Ts) -> i32 {
    st(m).vp
}

fn defcon(m: &Ts) -> u8 {
    st(m).defcon
}

fn has(m: &Ts, key: &str) -> bool {
    st(m).has(card(key))
}

/// Every card in exactly one place, and the other invariants.
fn sound(m: &Ts) {
    if let Err(e) = TwilightStruggle::check_invariants(st(m)) {
        panic!("invariant broken: {e}");
    }
}

fn winner(m: &Ts) -> Option<Player> {
    st(m).outcome.as_ref().and_then(|o| o.winner).map(Player::from_seat)
}

// ---- #39 Arms Race ---------------------------------------------------------------------------------

#[test]
fn arms_race_pays_three_when_ahead_and_at_the_requirement() {
    let mut m = pos(USSR, "defcon 3\nmilops 3 1\nhand ussr arms_race fidel\nhand us duck_and_cover\n");
    act(&mut m, "card arms_race; event");
    assert_eq!(vp(&m), -3);
    sound(&m);
}

#[test]
fn arms_race_pays_one_when_ahead_but_short() {
    let mut m = pos(USSR, "defcon 3\nmilops 2 1\nhand ussr arms_race fidel\nhand us duck_and_cover\n");
    act(&mut m, "card arms_race; event");
    assert_eq!(vp(&m), -1);
    sound(&m);
}

#[test]
fn arms_race_does_not_happen_when_not_ahead() {
    // Equal military ops: the condition that opens the event is unmet (rules 2), so it is not offered.
    let mut m = pos(US, "defcon 3\nmilops 3 3\nhand ussr fidel\nhand us arms_race duck_and_cover\n");
    act(&mut m, "card arms_race");
    assert!(!legal(&m, "event"));
    act(&mut m, "influence; place japan; place japan; place japan");
    assert_eq!(vp(&m), 0);
    assert!(discarded(&m, "arms_race"));
    sound(&m);
}

// ---- #40 Cuban Missile Crisis ----------------------------------------------------------------------

#[test]
fn cuban_missile_crisis_makes_the_other_sides_coup_fatal() {
    let mut m = pos(USSR, "defcon 4\ninfluence angola 1 0\nhand ussr cuban_missile_crisis fidel\nhand us duck_and_cover nuclear_subs\n");
    act(&mut m, "card cuban_missile_crisis; event");
    assert_eq!(defcon(&m), 2);
    assert!(removed(&m, "cuban_missile_crisis"));
    // The US has nothing to cancel with (no 2 influence in West Germany or Turkey).
    assert!(!legal_list(&m).iter().any(|n| n.starts_with("remove")));
    act(&mut m, "card duck_and_cover; coup; coup angola");
    assert_eq!(winner(&m), Some(Player::Ussr));
    assert!(logged(&m, "ts.crisis_war"));
    sound(&m);
}

#[test]
fn cuban_missile_crisis_can_be_cancelled_by_removing_two() {
    let mut m = pos(
        USSR,
        "defcon 4\ninfluence sudan 1 0\ninfluence wgermany 0 3\nhand ussr cuban_missile_crisis fidel\nhand us duck_and_cover nuclear_subs\ndice 6\n",
    );
    act(&mut m, "card cuban_missile_crisis; event");
    assert!(legal(&m, "remove wgermany"));
    assert!(!legal(&m, "remove turkey"));
    act(&mut m, "remove wgermany");
    assert_eq!(inf(&m, "wgermany"), [0, 1]);
    assert!(!has(&m, "cuban_missile_crisis"));
    // Still the US's card choice; its coup is now an ordinary one.
    // 6 + 3 − 2 = 7 in Sudan (not a battleground, so DEFCON stays at 2).
    act(&mut m, "card duck_and_cover; coup; coup sudan");
    assert_eq!(st(&m).outcome, None);
    assert_eq!(inf(&m, "sudan"), [0, 6]);
    sound(&m);
}

#[test]
fn cuban_missile_crisis_does_not_bind_its_own_player() {
    let mut m = pos(US, "defcon 4\ninfluence sudan 1 0\nhand ussr fidel comecon\nhand us cuban_missile_crisis duck_and_cover\ndice 6\n");
    act(&mut m, "card cuban_missile_crisis; event");
    // The USSR is threatened: no influence in Cuba, so no way out; it plays on without a coup.
    act(&mut m, "card fidel; influence; place syria; place syria");
    act(&mut m, "card duck_and_cover; coup; coup sudan");
    assert_eq!(st(&m).outcome, None);
    assert_eq!(inf(&m, "sudan"), [0, 6]);
    sound(&m);
}

// ---- #41 Nuclear Subs -----------------------------------------------------------------------------

#[test]
fn nuclear_subs_keeps_defcon_on_us_battleground_coups() {
    let mut m = pos(US, "hand ussr fidel comecon\nhand us nuclear_subs duck_and_cover\ndice 6\n");
    act(&mut m, "card nuclear_subs; event");
    assert!(removed(&m, "nuclear_subs"));
    act(&mut m, "card fidel; influence; place syria; place syria");
    act(&mut m, "card duck_and_cover; coup; coup iraq");
    assert_eq!(inf(&m, "iraq"), [0, 9 - 6 - 1]);
    assert_eq!(defcon(&m), 5);
    sound(&m);
}

// ---- #42 Quagmire / #44 Bear Trap -----------------------------------------------------------------

/// TS E6 (L626–L629): under Quagmire the US must discard a card of 2 ops or more; a 3-op card qualifies, a 1-op
/// card does not.
/// TS PLAY §4 (L633–L634): the card discarded to Quagmire fires no event (Duck and Cover leaves DEFCON and VP).
#[test]
fn quagmire_traps_the_us_until_a_low_roll() {
    let mut m = pos(
        USSR,
        "effect norad us\nhand ussr quagmire fidel comecon\nhand us duck_and_cover nuclear_subs lone_gunman\ndice 5 4\n",
    );
    act(&mut m, "card quagmire; event");
    assert!(has(&m, "quagmire"));
    assert!(!has(&m, "norad"));
    assert_eq!(prompt_id(&m), "ts.choose_card_trapped");
    // Digest E6: a 3-op card qualifies; a 1-op card does not.
    assert!(legal(&m, "discard duck_and_cover"));
    assert!(legal(&m, "discard nuclear_subs"));
    assert!(!legal(&m, "discard lone_gunman"));
    assert!(!legal(&m, "card duck_and_cover"));
    let (d0, vp0) = (defcon(&m), vp(&m));
    act(&mut m, "discard duck_and_cover");
    assert!(discarded(&m, "duck_and_cover"));
    assert_eq!((defcon(&m), vp(&m)), (d0, vp0), "the discarded card's event does not fire");
    assert!(has(&m, "quagmire"), "a 5 does not free the US");
    act(&mut m, "card fidel; influence; place syria; place syria");
    act(&mut m, "discard nuclear_subs");
    assert!(!has(&m, "quagmire"), "a 4 frees the US");
    assert!(removed(&m, "quagmire"));
    sound(&m);
}

#[test]
fn bear_trap_counts_brezhnev_for_the_threshold() {
    // Digest E16: under Brezhnev Doctrine a 1-op card counts as 2.
    let mut m = pos(
        US,
        "effect brezhnev_doctrine ussr\nhand ussr lone_gunman allende comecon\nhand us bear_trap duck_and_cover\ndice 2\n",
    );
    act(&mut m, "card bear_trap; event");
    assert!(has(&m, "bear_trap"));
    assert_eq!(prompt_id(&m), "ts.choose_card_trapped");
    assert!(legal(&m, "discard lone_gunman"));
    assert!(legal(&m, "discard comecon"));
    act(&mut m, "discard lone_gunman");
    assert!(!has(&m, "bear_trap"));
    assert!(removed(&m, "bear_trap"));
    sound(&m);
}

#[test]
fn bear_trap_without_brezhnev_ignores_one_op_cards() {
    let mut m = pos(US, "hand ussr lone_gunman comecon\nhand us bear_trap duck_and_cover\n");
    act(&mut m, "card bear_trap; event");
    assert!(!legal(&m, "discard lone_gunman"));
    assert!(legal(&m, "discard comecon"));
    sound(&m);
}

// ---- #43 SALT Negotiations ------------------------------------------------------------------------

#[test]
fn salt_improves_defcon_and_takes_a_card_from_the_discards() {
    let mut m = pos(
        USSR,
        "defcon 2\ndiscard fidel comecon europe_scoring\nhand ussr salt_negotiations allende\nhand us duck_and_cover\n",
    );
    act(&mut m, "card salt_negotiations; event");
    assert_eq!(defcon(&m), 4);
    assert!(has(&m, "salt_negotiations"));
    assert!(legal(&m, "card fidel"));
    assert!(!legal(&m, "card europe_scoring"), "no scoring card");
    assert!(legal(&m, "done"));
    act(&mut m, "card fidel");
    assert!(in_hand(&m, Player::Ussr, "fidel"));
    assert!(!discarded(&m, "fidel"));
    assert!(removed(&m, "salt_negotiations"));
    sound(&m);
}

#[test]
fn salt_gives_minus_one_to_coups() {
    let mut m = pos(US, "hand ussr fidel comecon\nhand us salt_negotiations duck_and_cover\ndice 4\n");
    act(&mut m, "card salt_negotiations; event");
    act(&mut m, "card fidel; influence; place syria; place syria");
    // 4 + 3 − 1 = 6 against Iraq's 6: a failure (without SALT, 7 would have succeeded).
    act(&mut m, "card duck_and_cover; coup; coup iraq");
    assert!(logged(&m, "ts.coup_failure"));
    assert_eq!(inf(&m, "iraq"), [1, 0]);
    sound(&m);
}

// ---- #45 Summit -------------------------------------------------------------------------------------

#[test]
fn summit_winner_gains_two_and_moves_defcon() {
    let mut m = pos(USSR, "defcon 3\nhand ussr summit fidel\nhand us duck_and_cover\ndice 5 2\n");
    act(&mut m, "card summit; event");
    assert_eq!(vp(&m), -2);
    assert_eq!(prompt_id(&m), "ts.event_option");
    assert_eq!(m.prompt_info().seat.as_deref(), Some("ussr"));
    assert!(legal(&m, "defcon-up") && legal(&m, "defcon-down") && legal(&m, "defcon-stay"));
    act(&mut m, "defcon-down");
    assert_eq!(defcon(&m), 2);
    sound(&m);
}

#[test]
fn summit_counts_dominated_regions() {
    // The USSR dominates the Middle East (Iraq a battleground, Syria not): +1 turns 2–2 into 3–2.
    let mut m = pos(
        US,
        "influence iraq 3 0\ninfluence syria 2 0\nhand ussr fidel\nhand us summit duck_and_cover\ndice 2 2\n",
    );
    act(&mut m, "card summit; event");
    assert_eq!(vp(&m), -2);
    // DEFCON 5: no step up is offered.
    assert!(!legal(&m, "defcon-up"));
    act(&mut m, "defcon-stay");
    assert_eq!(defcon(&m), 5);
    sound(&m);
}

#[test]
fn summit_tie_does_nothing() {
    let mut m = pos(USSR, "hand ussr summit fidel\nhand us duck_and_cover\ndice 3 3\n");
    act(&mut m, "card summit; event");
    assert_eq!(vp(&m), 0);
    assert_eq!(prompt_id(&m), "ts.choose_card");
    sound(&m);
}

// ---- #46 How I Learned to Stop Worrying -------------------------------------------------------------

#[test]
fn how_i_learned_sets_defcon_and_military_ops() {
    let mut m = pos(USSR, "defcon 4\nhand ussr how_i_learned fidel\nhand us duck_and_cover\n");
    act(&mut m, "card how_i_learned; event");
    for n in 1..=5 {
        assert!(legal(&m, &format!("defcon {n}")));
    }
    act(&mut m, "defcon 2");
    assert_eq!(defcon(&m), 2);
    assert_eq!(st(&m).milops, [5, 0]);
    assert!(removed(&m, "how_i_learned"));
    sound(&m);
}

#[test]
fn how_i_learned_defcon_one_loses_for_the_phasing_player() {
    let mut m = pos(US, "hand ussr fidel\nhand us how_i_learned duck_and_cover\n");
    act(&mut m, "card how_i_learned; event; defcon 1");
    assert_eq!(winner(&m), Some(Player::Ussr));
    sound(&m);
}

// ---- #47 Junta --------------------------------------------------------------------------------------

#[test]
fn junta_adds_two_then_a_free_coup() {
    let mut m = pos(USSR, "hand ussr junta fidel\nhand us duck_and_cover\ndice 6\n");
    act(&mut m, "card junta; event");
    assert!(legal(&m, "target chile"));
    assert!(!legal(&m, "target angola"));
    act(&mut m, "target chile");
    assert_eq!(inf(&m, "chile"), [2, 0]);
    assert!(legal(&m, "coup") && legal(&m, "realign"));
    act(&mut m, "coup");
    assert!(!legal(&m, "coup iran"), "only Central and South America");
    act(&mut m, "coup panama");
    // 6 + 2 − 4 = 4: the US's 1 goes, the USSR adds 3.
    assert_eq!(inf(&m, "panama"), [3, 0]);
    assert_eq!(st(&m).milops, [0, 0], "a free coup gives no military ops");
    assert_eq!(defcon(&m), 4, "a battleground coup still degrades DEFCON");
    sound(&m);
}

// ---- #48 Kitchen Debates ----------------------------------------------------------------------------

#[test]
fn kitchen_debates_needs_more_battlegrounds() {
    let mut m = pos(
        US,
        "influence wgermany 0 4\ninfluence france 0 3\ninfluence italy 0 2\nhand ussr fidel\nhand us kitchen_debates duck_and_cover\n",
    );
    act(&mut m, "card kitchen_debates; event");
    assert_eq!(vp(&m), 2);
    assert!(removed(&m, "kitchen_debates"));
    sound(&m);
}

#[test]
fn kitchen_debates_does_not_happen_when_behind() {
    // The USSR controls East Germany and North Korea; the US no battleground. The event's condition is
    // unmet, so it does not happen and the starred card stays in the game (TS PLAY §2 L562, rules 2).
    let mut m = pos(US, "hand ussr fidel\nhand us kitchen_debates duck_and_cover\n");
    act(&mut m, "card kitchen_debates");
    assert!(!legal(&m, "event"));
    let mut m = pos(USSR, "hand ussr kitchen_debates fidel\nhand us duck_and_cover\n");
    act(&mut m, "card kitchen_debates; influence; place syria");
    assert!(logged(&m, "ts.event_blocked"));
    assert_eq!(vp(&m), 0);
    assert!(discarded(&m, "kitchen_debates") && !removed(&m, "kitchen_debates"));
    sound(&m);
}

// ---- #49 Missile Envy -------------------------------------------------------------------------------

#[test]
fn missile_envy_takes_an_opponent_card_for_its_ops() {
    let mut m = pos(USSR, "hand ussr missile_envy fidel\nhand us shuttle_diplomacy nuclear_subs\n");
    act(&mut m, "card missile_envy; event");
    // Shuttle Diplomacy (3 ops) is the US's event: the USSR uses its 3 ops.
    assert!(!in_hand(&m, Player::Us, "shuttle_diplomacy"));
    assert!(in_hand(&m, Player::Us, "missile_envy"));
    assert_eq!(prompt_id(&m), "ts.choose_ops");
    act(&mut m, "influence; place syria; place syria; place syria");
    assert_eq!(inf(&m, "syria"), [4, 0]);
    assert!(discarded(&m, "shuttle_diplomacy"));
    assert!(!has(&m, "shuttle_diplomacy"));
    // The US must now play Missile Envy, and only for operations.
    assert_eq!(legal_list(&m), vec!["card missile_envy".to_string()]);
    act(&mut m, "card missile_envy");
    assert!(!legal(&m, "event"));
    act(&mut m, "influence; place panama; place panama");
    assert!(discarded(&m, "missile_envy"));
    assert!(!has(&m, "missile_envy"));
    sound(&m);
}

#[test]
fn missile_envy_fires_a_neutral_card_and_the_opponent_picks_among_equals() {
    let mut m = pos(USSR, "defcon 3\nmilops 2 0\nhand ussr missile_envy fidel\nhand us duck_and_cover arms_race lone_gunman\n");
    act(&mut m, "card missile_envy; event");
    assert_eq!(m.prompt_info().seat.as_deref(), Some("us"));
    assert!(legal(&m, "card duck_and_cover") && legal(&m, "card arms_race"));
    assert!(!legal(&m, "card lone_gunman"));
    act(&mut m, "card arms_race");
    // Arms Race happens for the USSR: ahead 2–0 but short of DEFCON 3 → 1 VP.
    assert_eq!(vp(&m), -1);
    assert!(discarded(&m, "arms_race"));
    assert!(in_hand(&m, Player::Us, "missile_envy"));
    sound(&m);
}

#[test]
fn missile_envy_against_an_empty_hand_does_nothing() {
    let mut m = pos(USSR, "hand ussr missile_envy fidel\nhand us\n");
    act(&mut m, "card missile_envy; event");
    assert!(discarded(&m, "missile_envy"));
    assert!(!has(&m, "missile_envy"));
    sound(&m);
}

// ---- #50 We Will Bury You ---------------------------------------------------------------------------

#[test]
fn we_will_bury_you_pays_after_the_us_round() {
    let mut m = pos(USSR, "defcon 4\nhand ussr we_will_bury_you fidel\nhand us nuclear_subs duck_and_cover\n");
    act(&mut m, "card we_will_bury_you; event");
    assert_eq!(defcon(&m), 3);
    assert!(has(&m, "we_will_bury_you"));
    assert_eq!(vp(&m), 0);
    act(&mut m, "card nuclear_subs; event");
    assert_eq!(vp(&m), -3);
    assert!(!has(&m, "we_will_bury_you"));
    assert!(removed(&m, "we_will_bury_you"));
    sound(&m);
}

// ---- #51 Brezhnev Doctrine --------------------------------------------------------------------------

/// TS CMP §2-5 (L291–L292): an underlined event (Brezhnev Doctrine) stays in effect after its round.
#[test]
fn brezhnev_adds_an_op_to_ussr_cards() {
    let mut m = pos(USSR, "hand ussr brezhnev_doctrine fidel\nhand us nuclear_subs duck_and_cover\n");
    act(&mut m, "card brezhnev_doctrine; event");
    assert!(has(&m, "brezhnev_doctrine"));
    act(&mut m, "card nuclear_subs; event");
    act(&mut m, "card fidel");
    assert!(m.prompt_info().args.contains(&Arg::Num(3)));
    act(&mut m, "influence; place syria; place syria; place syria");
    assert_eq!(inf(&m, "syria"), [4, 0]);
    sound(&m);
}

// ---- #52 Portuguese Empire Crumbles, #54 Allende, #64 Panama Canal, #72 Sadat -----------------------

#[test]
fn portuguese_empire_crumbles() {
    let mut m = pos(USSR, "hand ussr portuguese_empire fidel\nhand us duck_and_cover\n");
    act(&mut m, "card portuguese_empire; event");
    assert_eq!(inf(&m, "seafricanstates"), [2, 0]);
    assert_eq!(inf(&m, "angola"), [2, 0]);
    assert!(removed(&m, "portuguese_empire"));
    sound(&m);
}

#[test]
fn allende_adds_two_in_chile() {
    let mut m = pos(USSR, "hand ussr allende fidel\nhand us duck_and_cover\n");
    act(&mut m, "card allende; event");
    assert_eq!(inf(&m, "chile"), [2, 0]);
    assert!(removed(&m, "allende"));
    sound(&m);
}

#[test]
fn panama_canal_returned() {
    let mut m = pos(US, "hand ussr fidel\nhand us panama_canal duck_and_cover\n");
    act(&mut m, "card panama_canal; event");
    assert_eq!(inf(&m, "panama"), [0, 2]);
    assert_eq!(inf(&m, "costarica"), [0, 1]);
    assert_eq!(inf(&m, "venezuela"), [0, 1]);
    sound(&m);
}

#[test]
fn sadat_expels_soviets() {
    let mut m = pos(US, "influence egypt 3 0\nhand ussr fidel\nhand us sadat_expels_soviets duck_and_cover\n");
    act(&mut m, "card sadat_expels_soviets; event");
    assert_eq!(inf(&m, "egypt"), [0, 1]);
    assert!(removed(&m, "sadat_expels_soviets"));
    sound(&m);
}

// ---- #53 South African Unrest -----------------------------------------------------------------------

#[test]
fn south_african_unrest_two_in_south_africa() {
    let mut m = pos(USSR, "hand ussr south_african_unrest fidel\nhand us duck_and_cover\n");
    act(&mut m, "card south_african_unrest; event; south-africa-only");
    assert_eq!(inf(&m, "southafrica"), [2, 1]);
    assert!(discarded(&m, "south_african_unrest"));
    sound(&m);
}

#[test]
fn south_african_unrest_one_there_and_two_next_door() {
    let mut m = pos(USSR, "hand ussr south_african_unrest fidel\nhand us duck_and_cover\n");
    act(&mut m, "card south_african_unrest; event; south-africa-and-neighbours");
    assert_eq!(inf(&m, "southafrica"), [1, 1]);
    assert!(legal(&m, "place angola") && legal(&m, "place botswana"));
    assert!(!legal(&m, "place zaire"));
    act(&mut m, "place angola; place angola");
    assert_eq!(inf(&m, "angola"), [2, 0]);
    sound(&m);
}

// ---- #55 Willy Brandt -------------------------------------------------------------------------------

#[test]
fn nato_shields_west_germany_without_willy_brandt() {
    let mut m = pos(USSR, "effect nato us\ninfluence wgermany 1 5\nhand ussr fidel comecon\nhand us duck_and_cover\n");
    act(&mut m, "card fidel; coup");
    assert!(!legal(&m, "coup wgermany"));
    sound(&m);
}

#[test]
fn willy_brandt_opens_west_germany_to_the_ussr() {
    let mut m = pos(
        USSR,
        "effect nato us\ninfluence wgermany 0 5\nhand ussr willy_brandt fidel\nhand us nuclear_subs duck_and_cover\n",
    );
    act(&mut m, "card willy_brandt; event");
    assert_eq!(vp(&m), -1);
    assert_eq!(inf(&m, "wgermany"), [1, 5]);
    assert!(has(&m, "willy_brandt"));
    assert!(removed(&m, "willy_brandt"));
    act(&mut m, "card nuclear_subs; event");
    // NATO no longer protects a US-controlled West Germany.
    act(&mut m, "card fidel");
    act(&mut m, "coup");
    assert!(legal(&m, "coup wgermany"));
    sound(&m);
}

// ---- #56 Muslim Revolution --------------------------------------------------------------------------

#[test]
fn muslim_revolution_wipes_two_countries() {
    let mut m = pos(
        USSR,
        "influence egypt 0 2\ninfluence jordan 0 1\nhand ussr muslim_revolution fidel\nhand us duck_and_cover\n",
    );
    act(&mut m, "card muslim_revolution; event");
    assert!(legal(&m, "remove iran") && legal(&m, "remove egypt") && legal(&m, "remove jordan"));
    assert!(!legal(&m, "remove israel"));
    act(&mut m, "remove egypt; remove iran");
    assert_eq!(inf(&m, "egypt"), [0, 0]);
    assert_eq!(inf(&m, "iran"), [0, 0]);
    assert_eq!(inf(&m, "jordan"), [0, 1]);
    assert!(discarded(&m, "muslim_revolution"));
    sound(&m);
}

// ---- #57 ABM Treaty ---------------------------------------------------------------------------------

#[test]
fn abm_treaty_improves_defcon_then_four_ops() {
    let mut m = pos(USSR, "defcon 3\nhand ussr abm_treaty fidel\nhand us duck_and_cover\n");
    act(&mut m, "card abm_treaty; event");
    assert_eq!(defcon(&m), 4);
    assert!(!legal(&m, "space"));
    act(&mut m, "influence; place syria; place syria; place syria; place syria");
    assert_eq!(inf(&m, "syria"), [5, 0]);
    assert!(discarded(&m, "abm_treaty"));
    sound(&m);
}

// ---- #59 Flower Power -------------------------------------------------------------------------------

#[test]
fn flower_power_charges_us_war_cards() {
    let mut m = pos(USSR, "hand ussr flower_power fidel\nhand us brush_war duck_and_cover\n");
    act(&mut m, "card flower_power; event");
    assert!(has(&m, "flower_power"));
    assert!(removed(&m, "flower_power"));
    act(&mut m, "card brush_war; influence");
    assert_eq!(vp(&m), -2);
    sound(&m);
}

#[test]
fn flower_power_ignores_the_space_race() {
    let mut m = pos(USSR, "hand ussr flower_power fidel\nhand us brush_war duck_and_cover\ndice 6\n");
    act(&mut m, "card flower_power; event");
    act(&mut m, "card brush_war; space");
    assert_eq!(vp(&m), 0);
    sound(&m);
}

// ---- #60 U2 Incident, #61 OPEC ------------------------------------------------------------------------

#[test]
fn u2_incident_scores_one_and_waits_for_un_intervention() {
    let mut m = pos(USSR, "hand ussr u2_incident fidel\nhand us duck_and_cover\n");
    act(&mut m, "card u2_incident; event");
    assert_eq!(vp(&m), -1);
    assert!(has(&m, "u2_incident"));
    assert!(removed(&m, "u2_incident"));
    sound(&m);
}

#[test]
fn opec_counts_controlled_oil_countries() {
    let mut m = pos(
        USSR,
        "influence egypt 2 0\ninfluence iran 3 1\ninfluence venezuela 2 0\ninfluence libya 1 0\nhand ussr opec fidel\nhand us duck_and_cover\n",
    );
    act(&mut m, "card opec; event");
    assert_eq!(vp(&m), -3);
    assert!(discarded(&m, "opec"));
    sound(&m);
}

// ---- #62 Lone Gunman --------------------------------------------------------------------------------

#[test]
fn lone_gunman_shows_the_us_hand_then_one_op() {
    let mut m = pos(USSR, "hand ussr lone_gunman fidel\nhand us duck_and_cover nuclear_subs\n");
    act(&mut m, "card lone_gunman; event");
    assert!(logged(&m, "ts.hand_shown"));
    act(&mut m, "influence; place syria");
    assert_eq!(inf(&m, "syria"), [2, 0]);
    assert!(removed(&m, "lone_gunman"));
    sound(&m);
}

// ---- #63 Colonial Rear Guards -----------------------------------------------------------------------

#[test]
fn colonial_rear_guards_four_different_countries() {
    let mut m = pos(US, "hand ussr fidel\nhand us colonial_rear_guards duck_and_cover\n");
    act(&mut m, "card colonial_rear_guards; event");
    assert!(legal(&m, "place thailand") && legal(&m, "place angola"));
    assert!(!legal(&m, "place japan") && !legal(&m, "place france"));
    act(&mut m, "place angola");
    assert!(!legal(&m, "place angola"));
    act(&mut m, "place zaire; place thailand; place vietnam");
    for c in ["angola", "zaire", "thailand", "vietnam"] {
        assert_eq!(inf(&m, c), [0, 1], "{c}");
    }
    sound(&m);
}

// ---- #65 Camp David Accords -------------------------------------------------------------------------

#[test]
fn camp_david_then_arab_israeli_war_is_ops_only() {
    let mut m = pos(US, "hand ussr fidel comecon\nhand us camp_david arab_israeli_war\n");
    act(&mut m, "card camp_david; event");
    assert_eq!(vp(&m), 1);
    assert_eq!(inf(&m, "israel"), [0, 2]);
    assert_eq!(inf(&m, "jordan"), [0, 1]);
    assert_eq!(inf(&m, "egypt"), [0, 1]);
    assert!(removed(&m, "camp_david"));
    act(&mut m, "card fidel; influence; place syria; place syria");
    // Digest E3: the war cannot fire; the US just uses its 2 ops and the card is discarded.
    act(&mut m, "card arab_israeli_war; influence");
    assert_eq!(prompt_id(&m), "ts.place_ops");
    act(&mut m, "place israel; place israel");
    assert_eq!(inf(&m, "israel"), [0, 4]);
    assert!(discarded(&m, "arab_israeli_war"));
    assert!(!removed(&m, "arab_israeli_war"));
    sound(&m);
}

// ---- #66 Puppet Governments -------------------------------------------------------------------------

#[test]
fn puppet_governments_only_empty_countries() {
    let mut m = pos(US, "hand ussr fidel\nhand us puppet_governments duck_and_cover\n");
    act(&mut m, "card puppet_governments; event");
    assert!(!legal(&m, "place iran"), "US influence there");
    assert!(!legal(&m, "place syria"), "USSR influence there");
    act(&mut m, "place mexico; place chile; place kenya");
    assert_eq!(inf(&m, "mexico"), [0, 1]);
    assert_eq!(inf(&m, "kenya"), [0, 1]);
    assert!(removed(&m, "puppet_governments"));
    sound(&m);
}

// ---- #67 Grain Sales to Soviets ---------------------------------------------------------------------

/// TS E14, TS EVT §4-1 (L1008–L1023): an operations modifier stays with its player; a card taken from the USSR
/// under Brezhnev Doctrine gives the US no +1.
#[test]
fn grain_sales_play_the_taken_card_without_brezhnev() {
    // Digest E14: the USSR's Brezhnev bonus does not come with its card.
    let mut m = pos(US, "effect brezhnev_doctrine ussr\nhand ussr one_small_step\nhand us grain_sales duck_and_cover\n");
    act(&mut m, "card grain_sales; event");
    assert!(legal(&m, "play") && legal(&m, "return"));
    act(&mut m, "play");
    assert_eq!(prompt_id(&m), "ts.choose_use");
    assert!(m.prompt_info().args.contains(&Arg::Num(2)));
    act(&mut m, "influence; place panama; place panama");
    assert_eq!(inf(&m, "panama"), [0, 3]);
    assert_ne!(prompt_id(&m), "ts.place_ops");
    assert!(discarded(&m, "one_small_step"));
    assert!(discarded(&m, "grain_sales"));
    assert!(st(&m).hand(Player::Ussr).is_empty());
    sound(&m);
}

#[test]
fn grain_sales_return_the_card_and_use_the_ops() {
    let mut m = pos(US, "hand ussr comecon\nhand us grain_sales duck_and_cover\n");
    act(&mut m, "card grain_sales; event; return");
    assert!(in_hand(&m, Player::Ussr, "comecon"));
    assert_eq!(prompt_id(&m), "ts.choose_ops");
    act(&mut m, "influence; place panama; place panama");
    assert_eq!(inf(&m, "panama"), [0, 3]);
    assert!(discarded(&m, "grain_sales"));
    sound(&m);
}

#[test]
fn grain_sales_with_an_empty_ussr_hand_gives_the_ops() {
    let mut m = pos(US, "hand ussr\nhand us grain_sales duck_and_cover\n");
    act(&mut m, "card grain_sales; event");
    assert_eq!(prompt_id(&m), "ts.choose_ops");
    act(&mut m, "influence; place panama; place panama");
    assert_eq!(inf(&m, "panama"), [0, 3]);
    sound(&m);
}

#[test]
fn grain_sales_play_a_ussr_event_card_for_ops() {
    let mut m = pos(US, "hand ussr allende\nhand us grain_sales duck_and_cover\n");
    act(&mut m, "card grain_sales; event; play; influence");
    // Allende is the USSR's event: it happens around the US's operations.
    act(&mut m, "event-first");
    assert_eq!(inf(&m, "chile"), [2, 0]);
    act(&mut m, "place panama");
    assert!(removed(&m, "allende"));
    sound(&m);
}

// ---- #68 John Paul II -------------------------------------------------------------------------------

#[test]
fn john_paul_ii_in_poland() {
    let mut m = pos(US, "influence poland 3 0\nhand ussr fidel\nhand us john_paul_ii duck_and_cover\n");
    act(&mut m, "card john_paul_ii; event");
    assert_eq!(inf(&m, "poland"), [1, 1]);
    assert!(has(&m, "john_paul_ii"));
    assert!(removed(&m, "john_paul_ii"));
    sound(&m);
}

// ---- #69 Latin American Death Squads ------------------------------------------------------------------

#[test]
fn death_squads_help_the_players_coups() {
    let mut m = pos(USSR, "hand ussr death_squads fidel\nhand us nuclear_subs duck_and_cover\ndice 2\n");
    act(&mut m, "card death_squads; event");
    assert!(has(&m, "death_squads"));
    act(&mut m, "card nuclear_subs; event");
    // 2 + 2 + 1 = 5 against Panama's 4: the US's 1 goes.
    act(&mut m, "card fidel; coup; coup panama");
    assert_eq!(inf(&m, "panama"), [0, 0]);
    assert!(discarded(&m, "death_squads"));
    sound(&m);
}

// ---- #70 OAS Founded ---------------------------------------------------------------------------------

#[test]
fn oas_founded_two_in_latin_america() {
    let mut m = pos(US, "hand ussr fidel\nhand us oas_founded duck_and_cover\n");
    act(&mut m, "card oas_founded; event");
    assert!(legal(&m, "place mexico") && legal(&m, "place brazil"));
    assert!(!legal(&m, "place france"));
    act(&mut m, "place mexico; place mexico");
    assert_eq!(inf(&m, "mexico"), [0, 2]);
    assert!(removed(&m, "oas_founded"));
    sound(&m);
}

// ---- #73 Shuttle Diplomacy ----------------------------------------------------------------------------

#[test]
fn shuttle_diplomacy_waits_for_the_middle_east_scoring() {
    let mut m = pos(
        US,
        "influence iraq 3 0\ninfluence libya 2 0\ninfluence syria 2 0\ninfluence israel 0 4\nhand ussr middle_east_scoring fidel\nhand us shuttle_diplomacy duck_and_cover\n",
    );
    act(&mut m, "card shuttle_diplomacy; event");
    assert!(st(&m).table.contains(&card("shuttle_diplomacy")));
    assert!(!discarded(&m, "shuttle_diplomacy"));
    // Without Shuttle Diplomacy: USSR domination 5 + 2 battlegrounds against US presence 3 + 1 = net 3
    // for the USSR. With it the USSR counts one battleground fewer: presence 3 + 1 against 4 = even.
    act(&mut m, "card middle_east_scoring; event");
    assert_eq!(vp(&m), 0);
    assert!(!has(&m, "shuttle_diplomacy"));
    assert!(discarded(&m, "shuttle_diplomacy"));
    assert!(!st(&m).table.contains(&card("shuttle_diplomacy")));
    sound(&m);
}

// ---- #74 The Voice of America -------------------------------------------------------------------------

#[test]
fn voice_of_america_removes_four_outside_europe() {
    let mut m = pos(US, "hand ussr fidel\nhand us voice_of_america duck_and_cover\n");
    act(&mut m, "card voice_of_america; event");
    assert!(legal(&m, "remove northkorea"));
    assert!(!legal(&m, "remove egermany"), "not in Europe");
    act(&mut m, "remove northkorea; remove northkorea");
    assert!(!legal(&m, "remove northkorea"), "at most 2 per country");
    act(&mut m, "remove syria; remove iraq");
    assert_eq!(inf(&m, "northkorea"), [1, 0]);
    assert_eq!(inf(&m, "syria"), [0, 0]);
    assert_eq!(inf(&m, "iraq"), [0, 0]);
    assert!(discarded(&m, "voice_of_america"));
    sound(&m);
}

// ---- #75 Liberation Theology --------------------------------------------------------------------------

#[test]
fn liberation_theology_three_in_central_america() {
    let mut m = pos(USSR, "hand ussr liberation_theology fidel\nhand us duck_and_cover\n");
    act(&mut m, "card liberation_theology; event");
    assert!(!legal(&m, "place chile"));
    act(&mut m, "place cuba; place cuba");
    assert!(!legal(&m, "place cuba"));
    act(&mut m, "place nicaragua");
    assert_eq!(inf(&m, "cuba"), [2, 0]);
    assert_eq!(inf(&m, "nicaragua"), [1, 0]);
    sound(&m);
}

// ---- #77 Ask Not --------------------------------------------------------------------------------------

#[test]
fn ask_not_discards_and_draws_as_many() {
    let mut m = pos(US, "hand ussr comecon\nhand us ask_not fidel allende nuclear_subs\n");
    act(&mut m, "card ask_not; event; card fidel; card allende; done");
    assert!(discarded(&m, "fidel") && discarded(&m, "allende"));
    assert!(in_hand(&m, Player::Us, "nuclear_subs"));
    assert_eq!(st(&m).hand(Player::Us).len(), 3);
    assert!(removed(&m, "ask_not"));
    sound(&m);
}

#[test]
fn ask_not_may_keep_everything() {
    let mut m = pos(US, "hand ussr comecon\nhand us ask_not fidel allende\n");
    act(&mut m, "card ask_not; event; done");
    assert_eq!(st(&m).hand(Player::Us).len(), 2);
    assert!(!logged(&m, "ts.draws"));
    sound(&m);
}

#[test]
fn ask_not_may_discard_the_whole_hand() {
    let mut m = pos(US, "hand ussr comecon\nhand us ask_not fidel\n");
    act(&mut m, "card ask_not; event; card fidel");
    assert!(discarded(&m, "fidel"));
    assert_eq!(st(&m).hand(Player::Us).len(), 1);
    sound(&m);
}

// ---- #78 Alliance for Progress ------------------------------------------------------------------------

#[test]
fn alliance_for_progress_counts_latin_battlegrounds() {
    let mut m = pos(US, "influence mexico 0 2\ninfluence panama 0 2\ninfluence guatemala 0 1\nhand ussr fidel\nhand us alliance_for_progress duck_and_cover\n");
    act(&mut m, "card alliance_for_progress; event");
    assert_eq!(vp(&m), 2);
    sound(&m);
}

#[test]
fn alliance_for_progress_fires_for_nothing_when_played_by_the_ussr() {
    // Digest E4: no US battleground in Latin America → 0 VP, yet the card is removed.
    let mut m = pos(USSR, "hand ussr alliance_for_progress fidel\nhand us duck_and_cover\n");
    act(&mut m, "card alliance_for_progress; influence; event-first");
    act(&mut m, "place syria; place syria; place syria");
    assert_eq!(vp(&m), 0);
    assert!(removed(&m, "alliance_for_progress"));
    sound(&m);
}

// ---- #80 One Small Step -------------------------------------------------------------------------------

#[test]
fn one_small_step_scores_only_the_second_box() {
    // The US at box 6 jumps to 8: box 7 (second arrival, 2 VP) is skipped, box 8 (first) pays 2.
    let mut m = pos(US, "space 7 6\nhand ussr fidel\nhand us one_small_step duck_and_cover\n");
    act(&mut m, "card one_small_step; event");
    assert_eq!(st(&m).space, [7, 8]);
    assert_eq!(vp(&m), 2);
    sound(&m);
}

#[test]
fn one_small_step_needs_to_be_behind() {
    let mut m = pos(USSR, "space 2 2\nhand ussr one_small_step fidel\nhand us duck_and_cover\n");
    act(&mut m, "card one_small_step");
    assert!(!legal(&m, "event"), "not behind: the event cannot happen (rules 2)");
    act(&mut m, "influence; place syria; place syria");
    assert_eq!(st(&m).space, [2, 2]);
    assert!(discarded(&m, "one_small_step"));
    sound(&m);
}
