//! The rules of version 2 (issue 9): events whose precondition is unmet do not happen, Quagmire / Bear Trap
//! with nothing to discard, NORAD. Each change is tested both ways: under rules 2, and a game recorded under
//! rules 1 keeps the old behaviour.

use crate::common;

use common::*;
use engine::games::twilight_struggle::data::data;
use engine::games::twilight_struggle::events::playable;
use engine::games::twilight_struggle::state::Player;
use engine::games::twilight_struggle::TwilightStruggle;
use engine::{Game, Header, Match};

fn game_rules(position: &str, rules: u32, options: &[(&str, &str)]) -> Ts {
    let header = Header {
        game: "twilight-struggle".into(),
        rules,
        scenario: "standard".into(),
        options: options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed: 1,
        position: Some(position.to_string()),
        ..Default::default()
    };
    Match::new(header).unwrap_or_else(|e| panic!("position does not load: {e}"))
}

fn turn_of(card: &str) -> u8 {
    match data().cards[common::card(card) as usize].period {
        engine::games::twilight_struggle::data::Period::Early => 1,
        engine::games::twilight_struggle::data::Period::Mid => 4,
        engine::games::twilight_struggle::data::Period::Late => 8,
    }
}

/// Spends the operations of the current card on the first legal placements, to the end of the round.
fn spend_ops(m: &mut Ts) {
    for _ in 0..10 {
        if prompt_id(m) != "ts.place_ops" {
            return;
        }
        let first = legal_list(m).into_iter().find(|n| n.starts_with("place ")).expect("a placement");
        act(m, &first);
    }
}

/// One card whose event has an unmet precondition in `lines`.
struct Unmet {
    card: &'static str,
    /// Who carries the event out (the card's side, or the player of a neutral card).
    owner: Player,
    lines: &'static str,
    options: &'static [(&'static str, &'static str)],
    /// TS PLAY §2 / the card: why the event may not happen here.
    why: &'static str,
}

const OPTIONAL: &[(&str, &str)] = &[("optional_cards", "on")];
const CIVIL_WAR: &[(&str, &str)] = &[("chinese_civil_war", "on")];

fn unmet_cases() -> Vec<Unmet> {
    use Player::{Us, Ussr};
    vec![
        Unmet { card: "nato", owner: Us, lines: "", options: &[], why: "#21 needs Marshall Plan or Warsaw Pact (L570)" },
        Unmet { card: "solidarity", owner: Us, lines: "", options: &[], why: "#101 needs John Paul II" },
        Unmet { card: "star_wars", owner: Us, lines: "space 1 0\n", options: &[], why: "#85 needs the US ahead in space (L612)" },
        Unmet { card: "kitchen_debates", owner: Us, lines: "", options: &[], why: "#48 needs more US battlegrounds" },
        Unmet { card: "defectors", owner: Us, lines: "", options: &[], why: "#103 in an action round only when the USSR plays it" },
        Unmet { card: "special_relationship", owner: Us, lines: "influence uk 1 5\n", options: OPTIONAL, why: "#105 needs US control of the UK" },
        Unmet { card: "our_man_in_tehran", owner: Us, lines: "", options: OPTIONAL, why: "#108 needs a US-controlled Middle East country" },
        Unmet { card: "formosan_resolution", owner: Us, lines: "china none\ncivil_war 0\n", options: CIVIL_WAR, why: "TS CCW §4" },
        Unmet { card: "arab_israeli_war", owner: Ussr, lines: "effect camp_david\n", options: &[], why: "#13 cancelled by Camp David (L590)" },
        Unmet { card: "socialist_governments", owner: Ussr, lines: "effect iron_lady\n", options: &[], why: "#7 cancelled by The Iron Lady" },
        Unmet { card: "opec", owner: Ussr, lines: "effect north_sea_oil\n", options: &[], why: "#61 cancelled by North Sea Oil" },
        Unmet { card: "muslim_revolution", owner: Ussr, lines: "effect awacs\n", options: OPTIONAL, why: "#56 cancelled by AWACS" },
        Unmet { card: "willy_brandt", owner: Ussr, lines: "effect tear_down_this_wall\n", options: &[], why: "#55 cancelled by Tear Down This Wall" },
        Unmet { card: "flower_power", owner: Ussr, lines: "effect evil_empire\n", options: &[], why: "#59 cancelled by An Evil Empire" },
        Unmet { card: "cambridge_five", owner: Ussr, lines: "turn 8\n", options: OPTIONAL, why: "#104 not in the Late War" },
        Unmet { card: "cultural_revolution", owner: Ussr, lines: "china none\ncivil_war 0\n", options: CIVIL_WAR, why: "TS CCW §4" },
        Unmet { card: "red_scare_purge", owner: Ussr, lines: "china none\ncivil_war 0\n", options: CIVIL_WAR, why: "TS CCW §4: not for the USSR" },
        Unmet { card: "arms_race", owner: Ussr, lines: "milops 2 2\n", options: &[], why: "#39 needs more military ops than the opponent" },
        Unmet { card: "one_small_step", owner: Ussr, lines: "space 2 2\n", options: &[], why: "#80 needs the player behind in space" },
        Unmet { card: "wargames", owner: Ussr, lines: "defcon 3\n", options: &[], why: "#100 only at DEFCON 2" },
        Unmet { card: "un_intervention", owner: Ussr, lines: "", options: &[], why: "#32 needs a card with the opponent's event" },
    ]
}

fn position(case: &Unmet, player: Player) -> String {
    let turn = if case.lines.contains("turn 8") { 8 } else { turn_of(case.card) };
    let filler = |p: Player| if p == Player::Ussr { "comecon" } else { "duck_and_cover" };
    let (mine, theirs) = (player, player.opponent());
    let lines = case.lines.replace("turn 8\n", "");
    format!(
        "start standard\nturn {turn}\nround 1\nphasing {}\n{lines}hand {} {} {}\nhand {} {}\nstep round\n",
        mine.key(),
        mine.key(),
        case.card,
        filler(mine),
        theirs.key(),
        filler(theirs)
    )
}

#[test]
fn every_event_with_an_unmet_precondition_does_not_happen() {
    for case in unmet_cases() {
        let card = common::card(case.card);
        // The event cannot be chosen by its owner…
        let mut m = game_with(&position(&case, case.owner), 1, case.options);
        assert!(!playable(st(&m), card, case.owner, false), "{}: {}", case.card, case.why);
        act(&mut m, &format!("card {}", case.card));
        assert!(!legal(&m, "event"), "{}: offered as an event although {}", case.card, case.why);

        // …and played for operations by the opponent, it does not fire: a starred card is not removed.
        let side = data().cards[card as usize].side;
        if side == engine::games::twilight_struggle::data::Side::Neutral || case.card == "defectors" {
            continue; // a neutral card played for ops carries no opponent event; the USSR's Defectors fires
        }
        let mut m = game_with(&position(&case, case.owner.opponent()), 1, case.options);
        let before = st(&m).clone();
        act(&mut m, &format!("card {}; influence", case.card));
        assert!(logged(&m, "ts.event_blocked"), "{}: the event fired although {}", case.card, case.why);
        assert!(!legal(&m, "event-first"), "{}: no order to choose for an event that cannot happen", case.card);
        spend_ops(&mut m);
        assert!(discarded(&m, case.card), "{}: goes to the discards", case.card);
        assert!(!removed(&m, case.card), "{}: a card whose event did not happen stays in the game", case.card);
        assert_eq!(st(&m).vp, before.vp, "{}: no VP", case.card);
        assert_eq!(st(&m).effects, before.effects, "{}: no effect", case.card);
    }
}

#[test]
fn an_event_that_happens_with_no_effect_still_removes_its_starred_card() {
    // TS PLAY §2 example 3 (L603–L607): Alliance for Progress with no US battleground in the Americas.
    let mut m = game(
        "start standard\nturn 4\nround 1\nphasing ussr\nhand ussr alliance_for_progress comecon\nhand us duck_and_cover\nstep round\n",
    );
    act(&mut m, "card alliance_for_progress; influence; event-first");
    assert!(logged(&m, "ts.event"));
    assert!(logged(&m, "ts.event_no_effect"), "the log says the event changed nothing");
    spend_ops(&mut m);
    assert!(removed(&m, "alliance_for_progress"));
}

#[test]
fn the_defectors_played_by_the_ussr_gives_the_us_a_vp() {
    let mut m = game("start standard\nturn 1\nround 1\nphasing ussr\nhand ussr defectors comecon\nhand us duck_and_cover\nstep round\n");
    act(&mut m, "card defectors; influence; ops-first");
    spend_ops(&mut m);
    assert_eq!(st(&m).vp, 1);
}

// ---- Quagmire / Bear Trap (#42, #44) ------------------------------------------------------------------

const TRAPPED_US: &str = "start standard\nturn 4\nround 1\nphasing us\neffect quagmire\nhand ussr comecon fidel\n";

#[test]
fn trapped_with_nothing_to_discard_and_no_scoring_card_passes_the_round() {
    // Only 1-op cards: nothing worth the discard (TS PLAY §3), no scoring card: the US passes while the
    // USSR plays on.
    let m = game(&format!("{TRAPPED_US}hand us cia_created panama_canal\nstep round\n"));
    assert!(logged(&m, "ts.trapped_pass"));
    assert_eq!(st(&m).phasing, Player::Ussr);
    assert_eq!(st(&m).rounds_done, [1, 1]);
    assert_eq!(st(&m).hand(Player::Us).len(), 2, "the US keeps its cards");
    assert!(legal(&m, "card comecon"));
}

#[test]
fn trapped_with_only_a_scoring_card_may_play_only_it() {
    let m = game(&format!("{TRAPPED_US}hand us cia_created asia_scoring\nstep round\n"));
    assert_eq!(legal_list(&m), vec!["card asia_scoring".to_string()]);
}

#[test]
fn trapped_with_the_china_card_only_still_passes() {
    let m = game(&format!("{TRAPPED_US}china us up\nhand us cia_created\nstep round\n"));
    assert!(logged(&m, "ts.trapped_pass"), "the China Card is no way out of Quagmire");
    assert_eq!(st(&m).phasing, Player::Ussr);
}

#[test]
fn trapped_with_nothing_to_discard_played_normally_under_rules_1() {
    let m = game_rules(&format!("{TRAPPED_US}hand us cia_created panama_canal\nstep round\n"), 1, &[]);
    assert!(!logged(&m, "ts.trapped_pass"));
    assert!(legal(&m, "card cia_created"), "rules 1 (decision 15 of that version): play normally");
}

#[test]
fn bear_trap_passes_the_ussr_too() {
    let m = game("start standard\nturn 4\nround 1\nphasing ussr\neffect bear_trap\nhand ussr allende lone_gunman\nhand us duck_and_cover\nstep round\n");
    assert!(logged(&m, "ts.trapped_pass"));
    assert_eq!(st(&m).phasing, Player::Us);
    assert!(legal(&m, "card duck_and_cover"));
}

// ---- NORAD (#106) --------------------------------------------------------------------------------------

const NORAD_USSR: &str = "start standard\nturn 4\nround 1\nphasing ussr\ninfluence canada 0 4\neffect norad\n";

#[test]
fn norad_triggers_when_defcon_goes_up_and_back_down_to_2_in_a_round() {
    // DEFCON 2 at the start of the round; ABM Treaty improves it to 3, its coup in Iran (a battleground)
    // brings it back to 2: DEFCON was moved to 2 in this round.
    let text = format!("{NORAD_USSR}defcon 2\ndice 1\nhand ussr abm_treaty fidel\nhand us duck_and_cover truman_doctrine\nstep round\n");
    let mut m = game(&text);
    act(&mut m, "card abm_treaty; event; coup; coup iran");
    assert_eq!(st(&m).defcon, 2);
    assert!(logged(&m, "ts.norad"));
    assert!(legal(&m, "done"), "the placement is a 'may'");
    act(&mut m, "place japan");
    assert_eq!(inf(&m, "japan"), [0, 2]);

    let mut old = game_rules(&text, 1, &[]);
    act(&mut old, "card abm_treaty; event; coup; coup iran");
    assert!(!logged(&old, "ts.norad"), "rules 1 compared the round's start and end");
}

#[test]
fn the_us_may_decline_norad() {
    let mut m = game(&format!("{NORAD_USSR}defcon 3\ndice 1\nhand ussr comecon fidel\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card comecon; coup; coup iran");
    assert!(logged(&m, "ts.norad"));
    let before = st(&m).influence.clone();
    act(&mut m, "done");
    assert_eq!(st(&m).influence, before);
    assert_eq!(prompt_id(&m), "ts.choose_card");
    assert_eq!(st(&m).phasing, Player::Us);
}

#[test]
fn no_norad_in_the_headline_phase() {
    // The USSR headlines Duck and Cover: DEFCON 3 → 2 in the headline phase, which is no action round.
    let text = "start standard\nturn 4\nphasing ussr\ndefcon 3\ninfluence canada 0 4\neffect norad\nhand ussr duck_and_cover fidel comecon\nhand us truman_doctrine cia_created nuclear_subs\nstep headline\n";
    let mut m = game(text);
    act(&mut m, "card duck_and_cover; card nuclear_subs");
    assert_eq!(st(&m).defcon, 2);
    assert!(!logged(&m, "ts.norad"));
    let mut old = game_rules(text, 1, &[]);
    act(&mut old, "card duck_and_cover; card nuclear_subs");
    assert!(logged(&old, "ts.norad"), "rules 1 checked the headline phase too: {:?}", log_tail(&old, 12));
}

#[test]
fn norad_waits_for_the_end_of_the_round() {
    let mut m = game(&format!("{NORAD_USSR}defcon 3\ndice 1 6\nhand ussr comecon fidel\nhand us duck_and_cover truman_doctrine\nstep round\n"));
    act(&mut m, "card comecon; coup");
    assert!(!logged(&m, "ts.norad"));
    act(&mut m, "coup iran");
    assert!(logged(&m, "ts.norad"));
}

#[test]
fn rules_2_is_known() {
    assert!(TwilightStruggle::meta().rules_version >= 2);
}
