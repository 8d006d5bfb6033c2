//! Retreat from Moscow (KUT 19.7, 19.71–19.723), rules version 3: the trigger by the capitals, FN's choice
//! after turn 3 and its consequences.

use super::common::*;
use engine::games::kutuzov::data::{Nation, FN, FS, IMPERIAL, R1, R2, TSARIST};
use engine::games::kutuzov::retreat_from_moscow as rfm;
use engine::games::kutuzov::state::{State, Step};
use engine::games::kutuzov::turn::{self, EndOfTurn};
use engine::games::kutuzov::will_to_fight::Rfm;
use engine::games::kutuzov::{advance, Kutuzov};
use engine::Game;

fn at_choice(seed: u64) -> State {
    let mut s = start("s3", seed);
    s.rfm = Rfm::Triggered;
    s.steps.clear();
    rfm::push_choice(&mut s);
    s
}

#[test]
fn the_imperials_holding_moscow_at_a_turns_end_trigger_the_rule() {
    // KUT 19.7 (L2144–L2152): Moscow or St. Petersburg controlled by the Imperials at the end of any turn.
    let mut s = start("s1", 3);
    assert_eq!(s.rfm, Rfm::None);
    rfm::check_capitals(&mut s);
    assert_eq!(s.rfm, Rfm::None, "the Tsarists hold both capitals");
    let m = sp(&s, "moscow");
    s.flags[m as usize] = Some(FN);
    rfm::check_capitals(&mut s);
    assert_eq!(s.rfm, Rfm::Triggered);
    // Rules 2 records keep playing without it.
    let mut old = start("s1", 3);
    old.rules = 2;
    old.flags[m as usize] = Some(FN);
    rfm::check_capitals(&mut old);
    assert_eq!(old.rfm, Rfm::None);
}

#[test]
fn after_turn_three_french_northern_is_asked_before_the_interphase() {
    // KUT 19.71, 19.72 (L2154–L2160): triggered, turn 3 over, the game not ended: FN chooses before the interphase (17).
    let mut asked = 0;
    for seed in 0..40 {
        let mut s = start("s3", seed);
        s.rfm = Rfm::Triggered;
        s.steps = vec![Step::EndOfTurn(EndOfTurn)];
        advance(&mut s);
        if s.outcome.is_some() {
            continue;
        }
        let p = Kutuzov::prompt(&s);
        assert_eq!(p.id, "kut.rfm_choice", "seed {seed}");
        assert_eq!(p.seat, Some(FN));
        assert_eq!(s.turn, 3, "the interphase waits");
        assert!(offered(&s, "keep-fighting") && offered(&s, "retreat-from-moscow 2") && offered(&s, "retreat-from-moscow 0"));
        act(&mut s, "keep-fighting");
        assert_eq!(s.rfm, Rfm::Triggered, "19.721: the conquest goes on");
        assert_ne!(Kutuzov::prompt(&s).id, "kut.rfm_choice");
        asked += 1;
    }
    assert!(asked > 5);
    // A rules-2 record: nobody is asked (Moscow held at scenario 3's start would trigger it under rules 3).
    for seed in 0..10 {
        let mut s = start("s3", seed);
        s.rules = 2;
        s.rfm = Rfm::Triggered;
        s.steps = vec![Step::EndOfTurn(EndOfTurn)];
        advance(&mut s);
        if s.outcome.is_none() {
            assert_ne!(Kutuzov::prompt(&s).id, "kut.rfm_choice");
        }
    }
}

#[test]
fn the_choice_is_not_offered_after_turn_two_or_when_the_game_ends_at_turn_three() {
    let mut s = start("s1", 4);
    s.rfm = Rfm::Triggered;
    s.turn = 2;
    assert!(!rfm::choice_due(&s), "19.71: after turn 3 only");
    s.turn = 3;
    assert!(rfm::choice_due(&s));
    s.last_turn = 3;
    assert!(!rfm::choice_due(&s), "scenario 2 ends after turn 3");
}

#[test]
fn retreating_gives_two_resources_raises_the_tsarist_morale_and_worsens_attrition_two_steps() {
    // KUT 19.722 (L2168–L2174).
    let mut s = at_choice(11);
    s.resources = [1, 1, 1, 1];
    s.morale[TSARIST as usize] = 3;
    s.loss = [0, 2];
    s.gain = [0, 1];
    s.attrition = 0;
    s.attrition_loss = 5;
    rfm::adopt(&mut s, 1);
    assert_eq!(s.rfm, Rfm::Adopted);
    assert_eq!((s.resources[FN as usize], s.resources[FS as usize]), (2, 2), "FN's share and FS's");
    assert_eq!(s.morale[TSARIST as usize], 2, "up one box");
    assert_eq!((s.loss[TSARIST as usize], s.gain[TSARIST as usize]), (0, 1), "Loss markers gone, Gain markers kept");
    assert_eq!(s.attrition, 2, "two steps");
    assert_eq!(s.attrition_loss, 0);
    assert!(s.loss[IMPERIAL as usize] > 0, "each step brings its Morale Loss markers");
    // Chosen at the prompt: the interphase follows.
    let mut s = at_choice(11);
    act(&mut s, "retreat-from-moscow 1");
    assert_eq!(s.rfm, Rfm::Adopted);
    assert!(log_nums(&s, "kut.rfm_adopted").len() == 1);
    assert!(s.turn == 4 || s.steps.iter().any(|x| matches!(x, Step::Interphase(_))), "then the interphase");
}

#[test]
fn a_tsarist_morale_at_the_top_or_an_attrition_level_at_the_bottom_gives_resources_instead() {
    // KUT 19.722: already Elan du Guerre, the Tsarist camp a resource; each attrition step that cannot be
    // taken, an Imperial resource.
    let mut s = at_choice(12);
    s.resources = [0, 3, 0, 2];
    s.morale[TSARIST as usize] = 0;
    let last = s.data.attrition_levels.len() as u8 - 1;
    s.attrition = last - 1;
    rfm::adopt(&mut s, 2);
    assert_eq!(s.resources[R2 as usize], 3, "the poorer Tsarist Power");
    assert_eq!(s.resources[R1 as usize], 3);
    assert_eq!(s.attrition, last, "one step taken");
    assert_eq!(s.resources[FN as usize] + s.resources[FS as usize], 3, "2 for the retreat, 1 for the step not taken");
}

#[test]
fn keeping_up_the_conquest_changes_nothing() {
    // KUT 19.721 (L2162): the conquest goes on as rule 20 says.
    let mut s = at_choice(13);
    let before = (s.morale, s.attrition, s.loss);
    act(&mut s, "keep-fighting");
    assert_eq!(before, (s.morale, s.attrition, s.loss));
    assert_eq!(s.rfm, Rfm::Triggered);
    assert!(log_nums(&s, "kut.rfm_adopted").is_empty());
}

#[test]
fn once_retreated_the_tsarists_get_three_home_cards_for_turn_four() {
    // KUT 19.723 (L2190).
    let mut s = at_choice(14);
    assert_eq!(rfm::tsarist_home_cards(&s, R1, 4, 2), 2);
    rfm::adopt(&mut s, 2);
    assert_eq!(rfm::tsarist_home_cards(&s, R1, 4, 2), 3);
    assert_eq!(rfm::tsarist_home_cards(&s, FN, 4, 2), 2, "the Imperials as usual");
}

#[test]
fn on_turn_four_the_imperial_home_keys_and_depots_score_two_more_and_resources_a_whole_point() {
    // KUT 20 (L2263): Warsaw gives the Imperials 6 (3 to each Power when two players hold them).
    let mut s = start("s4", 15);
    s.rules = 3;
    s.rfm = Rfm::Adopted;
    let w = sp(&s, "warsaw");
    s.flags[w as usize] = None;
    let before = {
        let mut t = s.clone();
        t.rfm = Rfm::Triggered;
        turn::victory_points(&t)
    };
    let after = turn::victory_points(&s);
    let bonus = rfm::bonus_half_points(&s);
    assert!(bonus[FN as usize] >= 4 && bonus[FS as usize] >= 4, "Warsaw: 2 more points to each, {bonus:?}");
    assert_eq!(after[FN as usize] - before[FN as usize], bonus[FN as usize]);
    assert_eq!(bonus[R1 as usize] + bonus[R2 as usize], 0, "the Tsarists' points do not change");
    let mut rich = s.clone();
    rich.resources[FN as usize] += 2;
    assert_eq!(rfm::bonus_half_points(&rich)[FN as usize] - bonus[FN as usize], 2, "a resource is a whole point");
}

/// Turn 4 under the adopted Retreat from Moscow (rules `rules`): FN to act holding #84 (5 CP, no "+" card) and
/// #6 (a "+" card); `sp` French SP in Moscow, under FN's flag, led by Davout if `davout`.
fn moscow_on_turn_4(rules: u32, davout: bool, sp_n: u8) -> State {
    let mut s = bare_s1(&[FIVE_CP, 6], &[]);
    s.rules = rules;
    s.turn = 4;
    s.rfm = Rfm::Adopted;
    if davout {
        put_leader(&mut s, "davout", "moscow");
    }
    put(&mut s, FN, Nation::French, "moscow", sp_n);
    let moscow = sp(&s, "moscow");
    s.flags[moscow as usize] = Some(FN);
    s.resources = [0; 4];
    advance(&mut s);
    s
}

fn tsarist_resources(s: &State) -> u8 {
    s.resources[R1 as usize] + s.resources[R2 as usize]
}

#[test]
fn the_first_impulse_of_turn_4_begins_with_4_cp_to_leave_moscow() {
    // KUT 19.722 (L2178, L2180, L2182): FN controls Moscow: it must take 4 CP as its "+" use, spend them
    // first on its formation there, which must leave; the Imperial flag goes and a Tsarist Power gets a resource.
    let mut s = moscow_on_turn_4(8, true, 4);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat, p.args[1].clone()), ("kut.spend", Some(FN), engine::Arg::Num(4)));
    let n = notations(&s);
    assert!(n.iter().any(|a| a == "move davout kaluga"));
    assert!(n.iter().all(|a| a.starts_with("move davout ") || a.starts_with("move-sp fn moscow ")), "only moves out of Moscow: {n:?}");
    assert!(!offered(&s, "done"), "the formation must leave");
    act(&mut s, "move davout kaluga");
    let moscow = sp(&s, "moscow");
    assert_eq!(s.flags[moscow as usize], None, "the Imperial flag is removed (L2182)");
    assert_eq!(tsarist_resources(&s), 1, "the Tsarist Power regaining Moscow gets a resource at once");
    // The CP left: movement and flags only (L2180), never back into the three cities (L2188).
    let n = notations(&s);
    assert!(n.iter().all(|a| a.starts_with("move") || a.starts_with("flag ") || a == "done"), "{n:?}");
    assert!(!n.iter().any(|a| a.starts_with("marker-die") || a.starts_with("build")), "no dice, no building");
    assert!(!n.iter().any(|a| a.ends_with(" moscow")), "no way back into Moscow");
    act(&mut s, "done");
    // The "+" use is spent: a card that is not a "+" card, no purchase, no "+" card (L2178).
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    assert!(offered(&s, &format!("card {FIVE_CP}")));
    assert!(!offered(&s, "card 6") && !offered(&s, "buy"));
}

#[test]
fn under_rules_7_the_retreat_asks_no_evacuation() {
    // The other reading (rules 3–7): the turn-4 impulse is an ordinary one and Moscow stays Imperial.
    let s = moscow_on_turn_4(7, true, 4);
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    assert!(offered(&s, "card 6"));
    let moscow = sp(&s, "moscow");
    assert_eq!(s.flags[moscow as usize], Some(FN));
}

#[test]
fn more_cp_must_follow_when_the_4_do_not_empty_the_cities() {
    // L2180: "if the 4 CP cannot do it, more CP must be spent to clear the three cities": 5 leaderless SP
    // leave one CP each; the fifth needs #84's CP.
    let mut s = moscow_on_turn_4(8, false, 5);
    for _ in 0..4 {
        act(&mut s, "move-sp fn moscow kaluga");
    }
    let moscow = sp(&s, "moscow");
    assert!(s.sp[moscow as usize].iter().sum::<u8>() == 1);
    if Kutuzov::prompt(&s).id == "kut.spend" {
        act(&mut s, "done");
    }
    assert_eq!(Kutuzov::prompt(&s).id, "kut.impulse");
    assert_eq!(notations(&s), vec![format!("card {FIVE_CP}")], "a card's CP must follow");
    act(&mut s, &format!("card {FIVE_CP}"));
    assert!(notations(&s).iter().all(|a| a.starts_with("move-sp fn moscow ")), "{:?}", notations(&s));
    act(&mut s, "move-sp fn moscow kaluga");
    assert_eq!(tsarist_resources(&s), 1);
    assert!(!s.camp_present(moscow, engine::games::kutuzov::data::IMPERIAL));
}

/// Davout with 4 French SP must leave Moscow on turn 4 under rules `rules`, every space next to Moscow
/// holding 2 R1 SP (and, if `boxed`, every space next to Kaluga too): his only way out is an attack on
/// Kaluga, which he loses (every die a 1: two tied rounds).
fn surrounded_in_moscow(rules: u32, boxed: bool) -> State {
    let mut s = moscow_on_turn_4(rules, true, 4);
    let (moscow, kaluga) = (sp(&s, "moscow"), sp(&s, "kaluga"));
    let mut ring: Vec<u16> = s.data.graph.neighbours(moscow).to_vec();
    if boxed {
        ring.extend(s.data.graph.neighbours(kaluga).iter().copied().filter(|&x| x != moscow));
    }
    for x in ring {
        if s.data.spaces[x as usize].kind != engine::games::kutuzov::data::Kind::Sea {
            s.sp[x as usize][4] = 2;
        }
    }
    assert!(notations(&s).iter().all(|n| n.starts_with("move davout ") || n.starts_with("move-sp fn moscow ")));
    // The Moscow lot (R1 2, R2 1), then every die a 1.
    s.chance.script.dice = [vec![2, 1], vec![1; 300]].concat();
    act(&mut s, "move davout kaluga");
    while Kutuzov::prompt(&s).id.starts_with("kut.window") || Kutuzov::prompt(&s).id == "kut.evade_sp" {
        act(&mut s, "done");
    }
    assert!(s.log.iter().any(|e| e.id == "kut.battle"));
    s
}

#[test]
fn a_surrounded_formation_that_attacks_out_and_loses_retreats_as_an_inactive_loser() {
    // KUT 19.722 (L2184–L2186): "if, surrounded by Tsarist formations, it has nowhere to go, it attacks one
    // adjacent space; beaten, it does not go back to its space but retreats by the inactive loser's rules —
    // an exception to 12.6". Davout picks his retreat from Kaluga; Moscow is not among the choices.
    let mut s = surrounded_in_moscow(10, false);
    let p = Kutuzov::prompt(&s);
    assert_eq!((p.id, p.seat), ("kut.retreat", Some(FN)));
    assert!(!offered(&s, "retreat moscow"));
    let to = notations(&s)[0].clone();
    act(&mut s, &to);
    while Kutuzov::prompt(&s).id.starts_with("kut.window") {
        act(&mut s, "done");
    }
    let moscow = sp(&s, "moscow");
    assert!(!matches!(leader_at(&s, "davout"), engine::games::kutuzov::state::Place::Map(x) if x == moscow));
    assert_eq!(leader_at(&s, "davout"), engine::games::kutuzov::state::Place::Map(sp(&s, to.trim_start_matches("retreat "))));
}

#[test]
fn a_surrounded_formation_with_no_retreat_is_overrun_into_the_regroup_box() {
    // L2186: "if there is still nowhere to retreat, it is overrun: the Imperial formations all go to the
    // Regroup Box".
    let s = surrounded_in_moscow(10, true);
    assert_eq!(leader_at(&s, "davout"), engine::games::kutuzov::state::Place::Regroup);
    let moscow = sp(&s, "moscow");
    assert_eq!(s.sp[moscow as usize][0], 0, "nobody went back into Moscow");
    assert!(s.log.iter().any(|e| e.id == "kut.no_retreat"));
}

#[test]
fn under_rules_9_a_beaten_attacker_from_moscow_goes_back_into_it() {
    // The other reading (rules 8–9, E42 as it was): 12.6 sent the beaten attacker back where it came from.
    let s = surrounded_in_moscow(9, false);
    let moscow = sp(&s, "moscow");
    assert_eq!(leader_at(&s, "davout"), engine::games::kutuzov::state::Place::Map(moscow));
}
