//! The turn sequence (TS SEQ), card play (TS PLAY) and operations (TS OPS) through whole action rounds.

use crate::common;
use common::*;
use engine::games::twilight_struggle::state::Player;

const BASE: &str = "start standard\nturn 1\nround 1\nphasing ussr\n";

/// TS SEQ §2 (L360): after the USSR's round the US is the phasing player.
/// TS CMP §2-3 (L281–L282): a card is played for its event or its operations; TS CMP §2-6 (L300): a card
/// that does not leave the game (Fidel, starred, played for ops) goes to the discards.
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

/// TS SEQ C (L427–L470): the higher headline resolves first; on a tie the US goes first.
#[test]
fn headlines_resolve_higher_ops_first_and_the_us_on_a_tie() {
    // Both 3 ops: the US's COMECON-free Duck and Cover first, then the USSR's Socialist Governments.
    let mut m = game(&format!("{BASE}hand ussr socialist_governments fidel\nhand us duck_and_cover truman_doctrine\nstep headline\n"));
    assert_eq!(prompt_id(&m), "ts.choose_headline");
    act(&mut m, "card socialist_governments; card duck_and_cover");
    let order: Vec<String> = st(&m)
        .log
        .iter()
        .filter(|e| e.id == "ts.event")
        .map(|e| format!("{:?}", e.args[1]))
        .collect();
    assert_eq!(order.first().map(String::as_str), Some("Card(4)"), "Duck and Cover (US) first on a tie: {order:?}");
}

/// TS SEQ C: a scoring card headlines at value 0, so it resolves after a real card.
#[test]
fn a_scoring_headline_resolves_second() {
    let mut m = game(&format!("{BASE}hand ussr europe_scoring fidel\nhand us cia_created truman_doctrine\nstep headline\n"));
    act(&mut m, "card europe_scoring; card cia_created");
    let first = st(&m).log.iter().find(|e| e.id == "ts.event").unwrap();
    assert_eq!(format!("{:?}", first.args[1]), "Card(26)");
}

/// TS SEQ C: UN Intervention and the China Card cannot be headlined.
/// TS CHN §5 (L1228–L1230): the China Card is never a headline.
#[test]
fn un_intervention_and_the_china_card_are_not_headlines() {
    let m = game(&format!("{BASE}hand ussr un_intervention fidel\nhand us cia_created\nstep headline\n"));
    assert!(!legal(&m, "card un_intervention"));
    assert!(!legal(&m, "card china_card"));
    assert!(legal(&m, "card fidel"));
}

/// E19 — TS DEF §2-1 (L1162–L1164): at the end of a turn at DEFCON 4 with US military ops 2, the USSR
/// gains 2 VP.
/// TS VIC §1-4 (L1343–L1347): the shortfall is paid to the opponent as VP.
#[test]
fn e19_military_ops_shortfall() {
    let mut m = game("start standard\nturn 2\nround 6\nphasing us\ndefcon 4\nmilops 4 2\nhand ussr fidel\nhand us duck_and_cover\nstep round\n");
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    // The US's last round ends the turn: USSR 4 ≥ 4, US 2 < 4 → USSR +2 VP; markers reset.
    assert_eq!(st(&m).vp, -2);
    assert_eq!(st(&m).milops, [0, 0]);
    assert_eq!(st(&m).turn, 3);
}

/// TS SEQ B, H: turn 4 deals to 9 and the Mid War cards join the draw pile.
/// TS SEQ §1 (L347–L353): from turn 4 the hands are filled to nine cards.
#[test]
fn turn_4_adds_the_mid_war_and_deals_nine() {
    let mut m = game("start standard\nturn 3\nround 6\nphasing us\nhand ussr fidel\nhand us duck_and_cover\nstep round\n");
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    let s = st(&m);
    assert_eq!(s.turn, 4);
    assert!(logged(&m, "ts.new_period"));
    // Both hands filled to 9 (the USSR's Fidel was held over).
    assert_eq!(s.hand(Player::Ussr).len(), 9);
    assert_eq!(s.hand(Player::Us).len(), 9);
}

/// TS CHN: the China Card passes face down to the opponent and turns face up at the end of the turn.
/// TS CHN §3 (L1216–L1217): played, the China Card passes at once face down to the opponent.
#[test]
fn the_china_card_passes_face_down_and_flips_at_turn_end() {
    let mut m = game(&format!("{BASE}hand ussr fidel\nhand us duck_and_cover nasser\nstep round\n"));
    act(&mut m, "card china_card; influence");
    // +1 in Asia: 5 ops if all go to Asia.
    act(&mut m, "place northkorea; place northkorea; place northkorea; place northkorea; place northkorea");
    let s = st(&m);
    assert_eq!(s.china.holder, Some(Player::Us));
    assert!(!s.china.face_up);
    assert_eq!(inf(&m, "northkorea"), [8, 0]);
}

/// TS CHN §6: the China Card's +1 only when every op goes to Asia.
#[test]
fn the_china_bonus_is_lost_outside_asia() {
    let mut m = game(&format!("{BASE}hand ussr fidel\nhand us duck_and_cover nasser\nstep round\n"));
    act(&mut m, "card china_card; influence; place poland; place poland; place poland; place poland");
    assert_eq!(inf(&m, "poland"), [4, 0]);
    // 4 ops spent outside Asia: the round is over.
    assert_eq!(st(&m).phasing, Player::Us);
}

/// TS CMP §2-1: a scoring card must be played when the rounds left cannot hold it.
#[test]
fn a_scoring_card_cannot_be_held_past_the_last_round() {
    let m = game("start standard\nturn 1\nround 6\nphasing ussr\nhand ussr europe_scoring fidel\nhand us duck_and_cover\nstep round\n");
    assert_eq!(legal_list(&m), vec!["card europe_scoring".to_string()]);
}

/// TS OPS §4: the space race — ops needed for the target box, one attempt a turn, VP to the first.
/// TS OPS §4-1 (L864–L871): a card of the box's ops and a roll move the marker one box; TS OPS §4-2
/// (L879): one attempt a turn.
#[test]
fn the_space_race_takes_one_attempt_a_turn() {
    let mut m = game(&format!("{BASE}dice 1\nhand ussr comecon fidel\nhand us duck_and_cover nasser\nstep round\n"));
    act(&mut m, "card comecon; space");
    assert_eq!(st(&m).space, [1, 0]);
    assert_eq!(st(&m).vp, -2, "Earth Satellite: 2 VP to the first");
    // The US's round, then the USSR's second: no second attempt.
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    act(&mut m, "card fidel");
    assert!(!legal(&m, "space"));
}

/// E12 — TS OPS §4-4 (L928–L939): Animal in Space gives a second attempt in the turn; Man in Earth
/// Orbit makes the opponent choose and show a headline first.
#[test]
fn e12_space_abilities() {
    let mut m = game(&format!("{BASE}space 2 0\ndice 6\nhand ussr comecon fidel\nhand us duck_and_cover nasser\nstep round\n"));
    act(&mut m, "card comecon; space");
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    act(&mut m, "card fidel");
    assert!(legal(&m, "space"), "Animal in Space: a second attempt this turn");
    let m = game(&format!("{BASE}space 4 1\nhand ussr comecon fidel\nhand us duck_and_cover nasser\nstep headline\n"));
    assert_eq!(m.prompt_info().seat.as_deref(), Some("us"), "the US chooses its headline first");
}

/// TS SEQ D, TS OPS §4-4: Space Station gives its owner an eighth action round.
#[test]
fn the_space_station_gives_an_eighth_round() {
    let m = game("start standard\nturn 5\nround 1\nphasing ussr\nspace 8 2\nhand ussr fidel\nhand us duck_and_cover\nstep round\n");
    assert_eq!(st(&m).rounds_done, [0, 0]);
    use engine::games::twilight_struggle::turn::total_rounds;
    assert_eq!(total_rounds(st(&m), Player::Ussr), 8);
    assert_eq!(total_rounds(st(&m), Player::Us), 7);
}

/// TS OPS §1-1 / E9 (L716–L727): access is judged at the start of the round — no chaining.
/// TS CMP §1-6 (L221–L225): countries are next to each other only along the map's lines (Panama–Costa Rica,
/// Costa Rica–Nicaragua).
#[test]
fn e9_influence_access_does_not_chain() {
    let mut m = game("turn 1\nround 1\nphasing us\ninfluence panama 0 1\ninfluence southkorea 0 1\nhand us duck_and_cover fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card duck_and_cover; influence");
    assert!(legal(&m, "place costarica"));
    assert!(legal(&m, "place colombia"));
    act(&mut m, "place costarica");
    assert!(!legal(&m, "place nicaragua"), "Nicaragua is only reachable through Costa Rica");
}

/// E11 — TS OPS §3 (L831–L846) through a played card: a 3-op US coup in Mexico rolling 4.
/// TS DEF §1-4 (L1109–L1113): a coup in a battleground (Mexico) degrades DEFCON by one; TS DEF §2-2 (L1167): a coup
/// counts as military operations.
/// TS OPS §3-4 (L848), TS DEF §2-3 (L1172–L1175): the coup in a battleground degrades DEFCON, and the
/// military ops marker moves by the card's ops (3).
#[test]
fn e11_coup_through_a_card() {
    let mut m = game("turn 1\nround 1\nphasing us\ninfluence mexico 2 0\ndice 4\nhand us duck_and_cover fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card duck_and_cover; coup; coup mexico");
    assert_eq!(inf(&m, "mexico"), [0, 1]);
    assert_eq!(st(&m).milops[1], 3);
    assert_eq!(st(&m).defcon, 4, "Mexico is a battleground");
}

/// E10 — TS OPS §2 (L782–L797): the US realigns North Korea; US rolls 5, USSR 2 (+2) → USSR 3→2.
#[test]
fn e10_realignment_through_a_card() {
    let mut m = game("turn 1\nround 1\nphasing us\ninfluence northkorea 3 0\ndice 5 2\nhand us cia_created fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card cia_created; realign; realign northkorea");
    assert_eq!(inf(&m, "northkorea"), [2, 0]);
}

/// TS PLAY §2 / E20 (L1186–L1193): the US plays the USSR's Arab-Israeli War for ops; the war fires
/// and the USSR's military ops move by 2.
/// TS CMP §2-2 (L271–L274): the card's star says whose event it is: the USSR's war fires in the US's round.
#[test]
fn e20_opponent_war_gives_the_owner_military_ops() {
    let mut m = game("turn 1\nround 1\nphasing us\ndice 1\nhand us arab_israeli_war fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card arab_israeli_war; influence; event-first");
    assert_eq!(st(&m).milops, [2, 0]);
    assert!(logged(&m, "ts.war_lost"));
}

/// The end of the game: after turn 10, final scoring and the China Card's point decide.
/// TS SEQ §1 (L347): the game lasts ten turns.
#[test]
fn final_scoring_after_turn_ten() {
    let mut m = game(
        "turn 10\nround 7\nphasing us\nvp 0\ninfluence japan 0 4\nhand us duck_and_cover\nhand ussr fidel\nchina us up\ndefcon 3\nmilops 3 3\nstep round\n",
    );
    act(&mut m, "card duck_and_cover; influence; place japan; place japan; place japan");
    let o = st(&m).outcome.clone().expect("the game is over");
    assert_eq!(o.reason, "final_scoring");
    // Asia: the US controls Japan (presence 3, +1 battleground) = 4; the China Card +1.
    assert_eq!(st(&m).vp, 5);
    assert_eq!(o.winner, Some(1));
}

/// Hidden information: a chosen headline stays hidden from the other side until both are revealed.
#[test]
fn a_chosen_headline_is_hidden_from_the_opponent() {
    use engine::games::twilight_struggle::{view, TwilightStruggle};
    use engine::Game;
    let mut m = game(&format!("{BASE}hand ussr fidel comecon\nhand us duck_and_cover nasser\nstep headline\n"));
    act(&mut m, "card fidel");
    let us_view = TwilightStruggle::view(st(&m), engine::Viewer::Role(Player::Us.seat()));
    assert_eq!(us_view.headlines, [None, None]);
    assert!(us_view.headline_chosen[0]);
    assert!(!us_view.table.contains(&card("fidel")), "the face-down headline must not show on the table");
    let ussr_view: view::TsView = TwilightStruggle::view(st(&m), engine::Viewer::Role(Player::Ussr.seat()));
    assert_eq!(ussr_view.headlines[0], Some(card("fidel")));
}

/// G7 — GUIDE L2112–L2114, L2236–L2238: a 1-op card cannot go to the space race (boxes 1–4 need 2 ops)
/// unless Containment (US) or Brezhnev Doctrine (USSR) lifts it to 2.
#[test]
fn g7_one_op_cards_reach_space_only_with_a_modifier() {
    let m = game("turn 1\nround 1\nphasing us\nhand us cia_created fidel\nhand ussr comecon\nstep round\n");
    let mut m = m;
    act(&mut m, "card cia_created");
    assert!(!legal(&m, "space"));
    let mut m = game("turn 1\nround 1\nphasing us\neffect containment us\nhand us cia_created fidel\nhand ussr comecon\nstep round\n");
    act(&mut m, "card cia_created");
    assert!(legal(&m, "space"), "Containment makes CIA Created a 2-op card");
    let mut m = game("turn 4\nround 1\nphasing ussr\neffect brezhnev_doctrine ussr\nhand ussr lone_gunman fidel\nhand us cia_created\nstep round\n");
    act(&mut m, "card lone_gunman");
    assert!(legal(&m, "space"), "Brezhnev Doctrine makes Lone Gunman a 2-op card");
}

/// G5(d) — GUIDE L2626–L2697: headlining a card that degrades DEFCON at DEFCON 2 loses for the
/// player who chose it, even when it is the opponent's event.
#[test]
fn g5_a_headline_at_defcon_2_is_charged_to_its_player() {
    let mut m = game(&format!("{BASE}defcon 2\nhand ussr duck_and_cover fidel\nhand us nasser cia_created\nstep headline\n"));
    // step headline does not improve DEFCON (that is step turn's first part).
    act(&mut m, "card duck_and_cover; card cia_created");
    let o = st(&m).outcome.clone().expect("nuclear war");
    assert_eq!(o.reason, "defcon");
    assert_eq!(o.winner, Some(Player::Us.seat()), "the USSR chose Duck and Cover, so the USSR loses");
}

/// The view's region standings add up (presence 1 in Central America, +1 battleground, +1 next to the
/// US for Cuba).
#[test]
fn region_standings_in_the_view_add_up() {
    use engine::games::twilight_struggle::data::Region;
    use engine::games::twilight_struggle::scoring::region_scores;
    let m = game(&format!("{BASE}influence cuba 3 0\nhand ussr fidel\nhand us nasser\nstep round\n"));
    let s = region_scores(st(&m), Region::CentralAmerica);
    assert_eq!((s[0].countries, s[0].battlegrounds, s[0].adjacent_to_enemy, s[0].level_vp, s[0].total()), (1, 1, 1, 1, 3));
    let m = game(&format!("{BASE}influence haiti 1 0\nhand ussr fidel\nhand us nasser\nstep round\n"));
    let s = region_scores(st(&m), Region::CentralAmerica);
    assert_eq!((s[0].countries, s[0].battlegrounds, s[0].adjacent_to_enemy, s[0].total()), (1, 0, 0, 1));
}

#[test]
fn the_log_closes_each_turn_before_the_next_begins() {
    use engine::{games, Arg};
    let entry = games::registry().get("twilight-struggle").unwrap();
    let record = engine::tools::random_game(entry, entry.header(None, 23).unwrap()).unwrap();
    let m = games::registry().load(&record, &Default::default()).unwrap();
    let log = m.log();
    let mut turns = 0;
    for (i, e) in log.iter().enumerate() {
        if e.id == "ts.turn" && e.args[0] != Arg::Num(1) {
            let Arg::Num(t) = e.args[0] else { panic!() };
            let end = log[..i].iter().rposition(|x| x.id.starts_with("ts.turn_end")).expect("a turn end before the next turn");
            assert_eq!(log[end].args[0], Arg::Num(t - 1));
            assert!(!log[end..i].iter().any(|x| x.id == "ts.defcon"), "DEFCON improves after the turn's end is logged");
            turns += 1;
        }
    }
    assert!(turns >= 2, "the game lasted {turns} turns");
}
