//! Action cards (DF 3.2, 10.1 step 6, 8 step 2, 7.10, 12 step 3, 13) in the variant that has them
//! (option `action_cards=partial`), and the T-34 example's cards (L1938–L1946).

use engine::games::downfall::cards::{self, Effect};
use engine::games::downfall::combat::{self, Flankers};
use engine::games::downfall::data::{Faction, Weather};
use engine::games::downfall::state::{State, Step};
use engine::games::downfall::Downfall;
use engine::record::Header;
use engine::{Game, Viewer};

use super::common::*;

fn start_cards(scenario: &str, seed: u64) -> State {
    let mut h = Header { game: "downfall".into(), rules: Downfall::meta().rules_version, scenario: scenario.into(), seed, ..Default::default() };
    h.options.insert("action_cards".into(), "partial".into());
    Downfall::setup(&h, Downfall::builtin_data()).unwrap_or_else(|e| panic!("{scenario}: {}", e.0))
}

fn card(s: &State, key: &str) -> u8 {
    s.data().actions.iter().position(|c| c.key == key).unwrap_or_else(|| panic!("no card {key}")) as u8
}

fn keys(s: &State, f: Faction) -> Vec<String> {
    let mut v: Vec<String> = s.cards.hands[f as usize].iter().map(|&c| s.data().actions[c as usize].key.clone()).collect();
    v.sort();
    v
}

/// The default variant has no action cards (docs/games/downfall.md); an unknown value is refused.
#[test]
fn no_action_cards_by_default() {
    let s = start("campaign", 1);
    assert!(!s.cards.on);
    assert!(s.cards.hands.iter().all(Vec::is_empty));
    let mut h = Header { game: "downfall".into(), rules: Downfall::meta().rules_version, scenario: "campaign".into(), seed: 1, ..Default::default() };
    h.options.insert("action_cards".into(), "all".into());
    assert!(Downfall::setup(&h, Downfall::builtin_data()).is_err());
}

/// DF 4 step 3, 3.2 (L940): the campaign deals Soviet 5, OKH 3, West 3, OKW 3 (scenarios.tsv) from decks
/// of the turn-1 cards only; OKH and OKW share the Axis deck, dealt Soviet, OKH, West, OKW; a deck of the
/// pack's few known cards deals what it holds.
#[test]
fn the_set_up_deals_from_the_turn_one_decks() {
    let s = start_cards("campaign", 1);
    assert!(s.cards.on);
    let sizes: Vec<usize> = [Faction::Soviet, Faction::Okh, Faction::West, Faction::Okw].iter().map(|f| s.cards.hands[*f as usize].len()).collect();
    // Soviet: 5 turn-1 cards (s28 enters on turn 4; Fate from rules 7); Axis: 5 (a26, a31 on turn 4), OKH 3
    // then OKW 2; West 5.
    assert_eq!(sizes, vec![5, 3, 3, 2]);
    for k in ["a26", "a31", "s28", "w07", "w21"] {
        assert!(s.cards.later.contains(&card(&s, k)), "{k} waits for turn 4 (L1878)");
    }
    for (f, deck) in [(Faction::Okh, "a"), (Faction::Okw, "a"), (Faction::Soviet, "s"), (Faction::West, "w")] {
        let fate = format!("fate-{}", ["axis", "soviet", "west"][["a", "s", "w"].iter().position(|x| *x == deck).unwrap()]);
        assert!(keys(&s, f).iter().all(|k| k.starts_with(deck) || *k == fate), "{f:?} draws from its ideology's deck");
    }
}

/// DF 10.1 step 6 (L1717): the draws are the icons of the card revealed as **Pending**, not of the card
/// that becomes Current.
#[test]
fn the_pending_card_gives_the_draws() {
    let mut s = start_cards("campaign", 1);
    let e = |s: &State, k: &str| s.data().events.iter().position(|c| c.key == k).unwrap() as u8;
    // Current-to-be (the Pending card now): E2 shows a West icon; the next Pending: E3, two Soviet icons.
    s.events.pending = Some(e(&s, "e02"));
    let e3 = e(&s, "e03-urals-industry");
    s.events.draw.retain(|c| *c != e3);
    s.events.draw.insert(0, e3);
    s.cards.discards[1] = s.cards.hands[Faction::Soviet as usize].drain(..2).collect();
    let (west, soviet) = (s.cards.hands[Faction::West as usize].len(), s.cards.hands[Faction::Soviet as usize].len());
    engine::games::downfall::events::procedure(&mut s, Faction::Soviet);
    assert_eq!(s.cards.hands[Faction::Soviet as usize].len(), soviet + 2, "E3's two Soviet icons");
    assert_eq!(s.cards.hands[Faction::West as usize].len(), west, "E2, now Current, draws nothing");
}

/// L954: an empty deck is reshuffled from its own discards; with neither, no card is drawn.
#[test]
fn an_empty_deck_is_reshuffled_from_its_discards() {
    let mut s = start_cards("campaign", 1);
    assert!(s.cards.decks[1].is_empty(), "the Soviet deck was dealt out");
    let c = s.cards.hands[Faction::Soviet as usize].remove(0);
    cards::discard(&mut s, Faction::Soviet, c);
    cards::draw(&mut s, Faction::Soviet, true);
    assert!(s.cards.hands[Faction::Soviet as usize].contains(&c));
    assert!(s.cards.discards[1].is_empty());
    let n = s.cards.hands[Faction::Soviet as usize].len();
    cards::draw(&mut s, Faction::Soviet, true);
    assert_eq!(s.cards.hands[Faction::Soviet as usize].len(), n, "nothing left to draw");
}

/// DF 12 step 3 (L1878): the cards of a later entry turn join their decks at the start of that turn, not
/// before.
#[test]
fn later_cards_enter_their_decks_on_their_turn() {
    let mut s = start_cards("campaign", 1);
    s.turn = 2;
    engine::games::downfall::round::new_turn(&mut s);
    assert_eq!(s.turn, 3);
    assert_eq!(s.cards.later.len(), 5, "nothing enters on turn 3");
    engine::games::downfall::round::new_turn(&mut s);
    assert!(s.cards.later.is_empty());
    assert!(s.cards.decks[1].contains(&card(&s, "s28")));
    assert!(s.cards.decks[0].contains(&card(&s, "a26")) && s.cards.decks[0].contains(&card(&s, "a31")));
}

/// A T-34 fixture (L1926–L1934): the Mech leads two Leg flankers against the 6th Army in Stalingrad, in
/// Snow, a Soviet air unit in range, the Soviets holding Stalingrad (Southern) Front and Winter Warfare.
fn t34(s: &mut State) -> (Flankers, Vec<usize>) {
    clear(s);
    s.weather = Weather::Snow;
    place(s, "okh-6a", "3338", 3);
    let around: Vec<_> = engine::games::downfall::data::GRID
        .neighbours(hex("3338"))
        .into_iter()
        .filter(|n| s.passable(*n, hex("3338")) && s.data().side(*n, hex("3338")).is_some_and(|x| !x.river && x.kind == engine::games::downfall::data::SideKind::Land))
        .filter(|n| s.data().hex(*n).is_some_and(|x| x.city.is_none() && x.terrain.key() == "clear"))
        .collect();
    let lead = place(s, "sov-21-65-24", &around[0].id(), 2);
    s.units[lead].flipped = true;
    let f1 = place(s, "sov-66-62-68", &around[1].id(), 3);
    let f2 = place(s, "sov-64-57-69", &around[2].id(), 3);
    let air = unit(s, "air-sov-1");
    s.units[air].loc = engine::games::downfall::state::Loc::Hex(around[0]);
    s.cards.hands = Default::default();
    s.cards.hands[Faction::Soviet as usize] = vec![card(s, "s-stalingrad-southern-front"), card(s, "s-winter-warfare")];
    let fl = Flankers { faction: Faction::Soviet, marker: 0, side: 0, hex: hex("3338"), lead: lead as u16, flankers: vec![f1 as u16, f2 as u16] };
    s.order = None;
    (fl, vec![lead, f1, f2])
}

/// T-34 step 2 (L1938–L1946) and its totals (L1975): Stalingrad (Southern) Front adds 1 strength (attack
/// 6 against 5: column +1) and 1 to the roll; Winter Warfare turns the Snow to Fair, so the roll takes no
/// −2 and air superiority gives +2, not +1: Urals Industry +1, HQ +1, air +2 = +4.
#[test]
fn t34_with_its_cards() {
    let mut s = start_cards("campaign", 1);
    let (fl, att) = t34(&mut s);
    let o = combat::odds(&s, Faction::Soviet, hex("3338"), &att);
    assert_eq!((o.attack, o.defence, o.drm), (5, 5, 1 - 2 + 1), "without the cards, Snow: {:?}", o.lines);
    s.steps = vec![Step::Round, Step::Flankers(fl)];
    act(&mut s, "roll");
    // The attacker's HQ card first (at most one), then the defender's (OKH holds none), then combat cards.
    assert_eq!(notations(&s), vec!["play s-stalingrad-southern-front", "done"]);
    act(&mut s, "play s-stalingrad-southern-front");
    assert_eq!(notations(&s), vec!["play s-winter-warfare", "done"], "the combat cards; no second HQ card");
    s.chance.script.dice = vec![3, 4];
    // Winter Warfare is played once: nothing is left to play, and the roll is made.
    act(&mut s, "play s-winter-warfare");
    let log = Downfall::log(&s);
    let combat = log.iter().rev().find(|e| e.id == "df.combat").expect("the combat's line");
    let num = |i: usize| match &combat.args[i] {
        engine::Arg::Num(n) => *n,
        a => panic!("{a:?}"),
    };
    assert_eq!((num(1), num(2), num(3)), (6, 5, 1), "attack 6, defence 5, column +1 (L1975)");
    assert_eq!(num(5), 4, "L1975: +4 — Urals Industry, the HQ card, air superiority in Fair");
    // DF 8 step 8: the cards are discarded once the roll is read.
    assert!(s.cards.in_play.is_empty());
    assert_eq!(s.cards.discards[1].len(), 2);
}

/// The action-card campaign with the map cleared, Fair weather, a Soviet army of 3 steps in 3338 and an OKH
/// army beside it: the state, the attacker and the odds of its attack before any card.
fn okh_attack_in_fair() -> (State, usize, combat::Odds) {
    let mut s = start_cards("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    place(&mut s, "sov-66-62-68", "3338", 3);
    let around = engine::games::downfall::data::GRID.neighbours(hex("3338"));
    let a = place(&mut s, "okh-6a", &around[0].id(), 3);
    let before = combat::odds(&s, Faction::Okh, hex("3338"), &[a]);
    (s, a, before)
}

/// DF 8 step 2–5: an HQ card played by the defender adds its pips to the defence and takes its DRM off the
/// roll (decision); Winter Warfare is offered only in Snow.
#[test]
fn a_defenders_hq_card_and_winter_warfare_in_fair() {
    let (mut s, a, before) = okh_attack_in_fair();
    s.cards.in_play = vec![(Faction::Soviet, card(&s, "s-stalingrad-southern-front"))];
    let after = combat::odds(&s, Faction::Okh, hex("3338"), &[a]);
    assert_eq!(after.defence, before.defence + 1);
    assert_eq!(after.drm, before.drm - 1);
    s.cards.in_play.clear();
    s.cards.hands = Default::default();
    s.cards.hands[Faction::Soviet as usize] = vec![card(&s, "s-winter-warfare"), card(&s, "s-stalingrad-southern-front")];
    let fl = Flankers { faction: Faction::Okh, marker: 0, side: 0, hex: hex("3338"), lead: a as u16, flankers: vec![] };
    s.steps = vec![Step::Round, Step::Flankers(fl)];
    act(&mut s, "roll");
    assert_eq!(notations(&s), vec!["play s-stalingrad-southern-front", "done"], "the defender's HQ card");
    act(&mut s, "done");
    // The Soviet combat cards' turn: Winter Warfare is not offered in Fair, so the roll is made.
    assert!(!matches!(s.steps.last(), Some(Step::Cards(_))), "{:?}", s.steps.last());
}

/// Jets (L708): the JETS unit counts for the Axis side that played the card as one elite air unit in range,
/// in this combat only — it wins an air-superiority tie of no aircraft, and the elite comparison.
#[test]
fn jets_give_the_axis_an_elite_air_unit_for_the_combat() {
    let (mut s, a, before) = okh_attack_in_fair();
    assert!(!before.lines.iter().any(|l| l.0 == "df.m.air_a"));
    s.cards.in_play = vec![(Faction::Okh, card(&s, "a27-jets"))];
    assert!(cards::in_play(&s, Faction::Okh, Effect::Jets));
    let after = combat::odds(&s, Faction::Okh, hex("3338"), &[a]);
    assert!(after.lines.contains(&("df.m.air_a", 2)), "{:?}", after.lines);
    assert_eq!(after.drm, before.drm + 2);
    // OKW's Jets do nothing in OKH's combat (DF 7.2: each Axis faction fights its own enemy).
    s.cards.in_play = vec![(Faction::Okw, card(&s, "a27-jets"))];
    assert_eq!(combat::odds(&s, Faction::Okh, hex("3338"), &[a]).drm, before.drm);
}

/// DF 7.10 (L1447): with a card in hand the other Axis faction chooses to discard one or pay 3; without one
/// it pays.
#[test]
fn material_shortages_discard_or_pay() {
    let mut s = start_cards("campaign", 1);
    set_track(&mut s, &["ax-ms-1"]);
    s.init = [50, 50, 50, 10];
    s.cards.hands[Faction::Okh as usize] = vec![card(&s, "a-light-tanks")];
    choosing(&mut s, Faction::Okw);
    act(&mut s, "take ax-ms-1:material_shortages");
    assert_eq!(notations(&s), vec!["discard a-light-tanks", "pay"]);
    act(&mut s, "discard a-light-tanks");
    assert_eq!(s.init[1], 50, "OKH pays nothing");
    assert!(s.cards.hands[Faction::Okh as usize].is_empty());
    assert_eq!(s.cards.discards[0], vec![card(&s, "a-light-tanks")]);
}

/// DF 13 (L1895): at turn 8's end with the VP even and Berlin Axis, the player with more non-Axis action
/// cards in hand wins — OKH's and OKW's cards do not count; with equal hands, a draw.
#[test]
fn turn_eight_tie_break_counts_allied_cards() {
    let mut s = start_cards("campaign", 1);
    s.vp = 0;
    s.cards.hands = Default::default();
    s.cards.hands[Faction::West as usize] = vec![card(&s, "w-oss-espionage")];
    s.cards.hands[Faction::Okw as usize] = vec![card(&s, "a-light-tanks"), card(&s, "a-wolf-packs")];
    let mut t = s.clone();
    engine::games::downfall::victory::turn_eight(&mut t);
    let o = t.outcome.expect("over");
    assert_eq!(o.reason, "df_turn8_cards");
    assert_eq!(o.winners, vec![0, 1], "the Western player");
    s.cards.hands[Faction::Soviet as usize] = vec![card(&s, "s-winter-warfare")];
    engine::games::downfall::victory::turn_eight(&mut s);
    assert_eq!(s.outcome.expect("over").reason, "df_turn8_draw");
}

/// DF 3.2 (L956): hand sizes are public, hands secret; the computer's sample redraws only the other
/// player's hands, keeping their sizes.
#[test]
fn hands_are_secret_and_redrawn_for_the_computer() {
    let s = start_cards("campaign", 3);
    let v = Downfall::view(&s, Viewer::Role(Faction::West.seat()));
    let c = v.cards.expect("the variant's cards");
    // 5 + 3 + 3 + 2: the decks hold a Fate each from rules 7.
    assert_eq!(c.hand_sizes.iter().map(|x| x.1).sum::<usize>(), 13);
    let seen: Vec<Faction> = c.hands.iter().map(|x| x.0).collect();
    assert_eq!(seen, vec![Faction::West, Faction::Okh]);
    let t = Downfall::redraw_secrets(&s, Faction::West.seat(), 99).expect("a sample");
    for f in [Faction::West, Faction::Okh] {
        assert_eq!(t.cards.hands[f as usize], s.cards.hands[f as usize], "own hands kept");
    }
    for f in [Faction::Soviet, Faction::Okw] {
        assert_eq!(t.cards.hands[f as usize].len(), s.cards.hands[f as usize].len());
    }
    assert!(Downfall::view(&start("campaign", 3), Viewer::All).cards.is_none());
}

/// The action-card campaign with the map cleared, Fair weather, a German infantry unit of 3 steps in
/// Caen's hex 3413 and a Western leg unit beside it: the state, the attacker and its combat.
fn western_attack() -> (State, usize, Flankers) {
    let mut s = start_cards("campaign", 1);
    clear(&mut s);
    s.weather = Weather::Fair;
    let g = find(&s, Faction::Okw, "leg", Some(true));
    place(&mut s, &g, "3413", 3);
    let around: Vec<_> = engine::games::downfall::data::GRID.neighbours(hex("3413")).into_iter().filter(|n| s.data().hex(*n).is_some_and(|x| x.playable()) && s.passable(*n, hex("3413"))).collect();
    let a = place(&mut s, "w-1br", &around[0].id(), 3);
    s.cards.hands = Default::default();
    let fl = Flankers { faction: Faction::West, marker: 0, side: 0, hex: hex("3413"), lead: a as u16, flankers: vec![] };
    s.order = None;
    (s, a, fl)
}

/// Airdrop (W19: L879, L1513, L1549; rules 6): played as a Western combat card it turns an airborne unit of
/// the force pool to its Airdrop side in the attacked hex — +2 to the roll and an elite badge for the West
/// (here the one that wins the elite comparison: +1 strength); after the combat the unit is back in the
/// force pool on its airborne side.
#[test]
fn airdrop_adds_two_and_an_elite_badge() {
    let (mut s, a, fl) = western_attack();
    let before = combat::odds(&s, Faction::West, hex("3413"), &[a]);
    assert!(!before.lines.iter().any(|l| l.0 == "df.m.elite_a"), "{:?}", before.lines);
    s.cards.hands[Faction::West as usize] = vec![card(&s, "w19-airdrop")];
    s.steps = vec![Step::Round, Step::Flankers(fl)];
    act(&mut s, "roll");
    assert_eq!(notations(&s), vec!["play w19-airdrop", "done"]);
    let para = cards::airdrop_unit(&s).expect("an airborne unit with an Airdrop back in the force pool");
    // Read the odds with the card played, before the roll.
    let mut t = s.clone();
    t.cards.in_play.push((Faction::West, card(&t, "w19-airdrop")));
    t.cards.airdrop = Some(para as u16);
    let with = combat::odds(&t, Faction::West, hex("3413"), &[a]);
    assert!(with.lines.contains(&("df.m.airdrop", 2)), "{:?}", with.lines);
    assert!(with.lines.contains(&("df.m.elite_a", 1)), "the Airdrop marker's elite badge: {:?}", with.lines);
    assert_eq!((with.attack, with.drm), (before.attack + 1, before.drm + 2));
    s.chance.script.dice = vec![3, 4];
    act(&mut s, "play w19-airdrop");
    // Rules 8: two airborne units could drop; the West says which (the pack's first here).
    let n = format!("unit {}", s.data().units[para].key);
    act(&mut s, &n);
    assert_eq!(combat_drm(&s), before.drm + 2, "the roll's DRM");
    assert!(s.cards.airdrop.is_none() && s.units[para].loc == engine::games::downfall::state::Loc::Pool && !s.units[para].flipped);
    // Only the attacker drops; and not under rules 5 (the card was held, not played).
    let (mut d, _, _) = western_attack();
    d.cards.hands[Faction::West as usize] = vec![card(&d, "w19-airdrop")];
    let g = (0..d.units.len()).find(|&u| matches!(d.units[u].loc, engine::games::downfall::state::Loc::Hex(h) if h == hex("3413"))).unwrap();
    let fl = Flankers { faction: Faction::Okw, marker: 0, side: 0, hex: d.hex_of(a).unwrap(), lead: g as u16, flankers: vec![] };
    d.steps = vec![Step::Round, Step::Flankers(fl)];
    act(&mut d, "roll");
    assert!(!notations(&d).iter().any(|n| n == "play w19-airdrop"), "{:?}", notations(&d));
}

/// Airdrop (L879 "an airborne unit"; rules 8): the airborne unit's owner chooses which of its airborne units
/// with an Airdrop back drops — here 1 Air, the pack's second; rules 7 dropped the pack's first (82 Air) at
/// once. With one unit to choose from nothing is asked.
#[test]
fn the_west_chooses_which_airborne_unit_drops() {
    let drop = |rules: u32, both: bool| -> (State, Vec<String>) {
        let (mut s, _, fl) = western_attack();
        s.rules = rules;
        if !both {
            let u = unit(&s, "w-82air");
            s.units[u].loc = engine::games::downfall::state::Loc::Gone;
        }
        s.cards.hands[Faction::West as usize] = vec![card(&s, "w19-airdrop")];
        // OKW holds Jets: the combat waits for its cards after the drop, the marker on the hex.
        s.cards.hands[Faction::Okw as usize] = vec![card(&s, "a27-jets")];
        s.steps = vec![Step::Round, Step::Flankers(fl)];
        act(&mut s, "roll");
        act(&mut s, "play w19-airdrop");
        let asked = if Downfall::prompt(&s).id == "df.airdrop_choose" { notations(&s) } else { vec![] };
        (s, asked)
    };
    // The unit the log says dropped (the combat may be over, the marker gone).
    let dropped = |s: &State| -> Option<engine::Arg> { s.log.iter().rev().find(|e| e.id == "df.airdrop").and_then(|e| e.args.first().cloned()) };
    let (mut s, asked) = drop(8, true);
    assert_eq!(asked, vec!["unit w-82air", "unit w-1air"], "both airborne units with an Airdrop back");
    assert!(s.cards.airdrop.is_none(), "nothing dropped before the West chooses");
    act(&mut s, "unit w-1air");
    assert_eq!(s.cards.airdrop, Some(unit(&s, "w-1air") as u16), "the West's choice drops");
    let v = engine::games::downfall::view::view(&s, Viewer::All);
    let marker = v.airdrop.expect("the Airdrop marker in the view");
    assert_eq!((marker.unit.as_str(), marker.hex.as_str()), ("w-1air", "3413"), "the marker in the attacked hex");
    assert_eq!(Downfall::prompt(&s).id, "df.combat_cards", "OKW's cards next");
    // Rules 7: the pack's first dropped at once.
    let (old, asked) = drop(7, true);
    assert!(asked.is_empty());
    assert_eq!(dropped(&old), Some(old.unit_arg(unit(&old, "w-82air"))));
    // One airborne unit left: it drops without a question.
    let (one, asked) = drop(8, false);
    assert!(asked.is_empty());
    assert_eq!(dropped(&one), Some(one.unit_arg(unit(&one, "w-1air"))));
}

/// L2040 (T-35's cards): OKW plays a combat card and the West answers with OSS Espionage — not a combat
/// card, played whenever OKW plays one — cancelling it. The example's card is Light Tanks, whose effect is
/// not in the seed; Jets stands in for it: cancelled, the JETS unit adds nothing.
#[test]
fn oss_espionage_cancels_an_okw_card() {
    let (mut s, a, _) = western_attack();
    let g = (0..s.units.len()).find(|&u| matches!(s.units[u].loc, engine::games::downfall::state::Loc::Hex(h) if h == hex("3413"))).unwrap();
    let target = s.hex_of(a).unwrap();
    let before = combat::odds(&s, Faction::Okw, target, &[g]);
    s.cards.hands[Faction::Okw as usize] = vec![card(&s, "a27-jets")];
    s.cards.hands[Faction::West as usize] = vec![card(&s, "w-oss-espionage")];
    let fl = Flankers { faction: Faction::Okw, marker: 0, side: 0, hex: target, lead: g as u16, flankers: vec![] };
    s.steps = vec![Step::Round, Step::Flankers(fl)];
    act(&mut s, "roll");
    assert_eq!(notations(&s), vec!["play a27-jets", "done"], "OKW's combat cards");
    act(&mut s, "play a27-jets");
    assert_eq!(notations(&s), vec!["play w-oss-espionage", "done"], "the West may answer");
    act(&mut s, "play w-oss-espionage");
    assert_eq!(combat_drm(&s), before.drm, "Jets cancelled: no air superiority for OKW");
    assert!(s.cards.hands[Faction::West as usize].is_empty());
    let axis = s.cards.discards.iter().flatten().filter(|&&c| c == card(&s, "a27-jets")).count();
    assert_eq!(axis, 1, "the cancelled card is discarded");
}

/// The DRM of the last combat rolled, off its log line (`df.combat`).
fn combat_drm(s: &State) -> i32 {
    let log = Downfall::log(s);
    let combat = log.iter().rev().find(|e| e.id == "df.combat").expect("the combat's line");
    match &combat.args[5] {
        engine::Arg::Num(n) => *n,
        a => panic!("{a:?}"),
    }
}

/// Puts a card in a faction's hand (taken out of its deck) and lets the faction choose its order.
fn holding(s: &mut State, f: Faction, key: &str) -> u8 {
    let c = card(s, key);
    for d in s.cards.decks.iter_mut().chain(s.cards.discards.iter_mut()) {
        d.retain(|x| *x != c);
    }
    for h in s.cards.hands.iter_mut() {
        h.retain(|x| *x != c);
    }
    s.cards.hands[f as usize].push(c);
    choosing(s, f);
    c
}

/// L954 (rules 7): Fate, played before choosing an order (L947), shuffles each deck together with its
/// discards; Fate itself is discarded after, and the faction still chooses its order. One Fate is in each
/// deck (reconstructed: "any faction"); rules 6 dealt none.
#[test]
fn fate_reshuffles_all_three_decks() {
    let mut s = start_cards("campaign", 1);
    let all: usize = s.cards.decks.iter().chain(s.cards.discards.iter()).chain(s.cards.hands.iter()).map(Vec::len).sum();
    for key in ["fate-axis", "fate-soviet", "fate-west"] {
        let c = card(&s, key);
        let dealt = s.cards.decks.iter().chain(s.cards.hands.iter()).any(|d| d.contains(&c));
        assert!(dealt, "{key} is in play from the set-up");
    }
    let c = holding(&mut s, Faction::West, "fate-west");
    // Every card but the hands' goes to the discards first.
    for k in 0..3 {
        let d = std::mem::take(&mut s.cards.decks[k]);
        s.cards.discards[k].extend(d);
    }
    let discarded: Vec<usize> = s.cards.discards.iter().map(Vec::len).collect();
    assert!(offered(&s, "play fate-west"));
    act(&mut s, "play fate-west");
    for k in 0..3 {
        assert_eq!(s.cards.decks[k].len(), discarded[k], "deck {k} holds its discards again");
    }
    assert_eq!(s.cards.discards.iter().flatten().copied().collect::<Vec<u8>>(), vec![c], "only Fate is discarded, after the reshuffle");
    assert!(matches!(s.steps.last(), Some(Step::Choose(_))), "the West still chooses its order");
    let now: usize = s.cards.decks.iter().chain(s.cards.discards.iter()).chain(s.cards.hands.iter()).map(Vec::len).sum();
    assert_eq!(now, all, "no card lost or made");
    // Rules 6: no Fate in the decks, and no card played before choosing an order.
    let mut h = Header { game: "downfall".into(), rules: 6, scenario: "campaign".into(), seed: 1, ..Default::default() };
    h.options.insert("action_cards".into(), "partial".into());
    let mut old = Downfall::setup(&h, Downfall::builtin_data()).unwrap();
    let fate = card(&old, "fate-west");
    assert!(!old.cards.decks.iter().chain(old.cards.hands.iter()).any(|d| d.contains(&fate)));
    holding(&mut old, Faction::West, "fate-west");
    assert!(!offered(&old, "play fate-west"));
}

/// L2040 with L954 (rules 7): OKW's Fate is a card OKW plays, so OSS Espionage cancels it: no reshuffle.
#[test]
fn oss_espionage_cancels_okws_fate() {
    let mut s = start_cards("campaign", 1);
    let w = card(&s, "w-oss-espionage");
    for d in s.cards.decks.iter_mut() {
        d.retain(|x| *x != w);
    }
    s.cards.hands[Faction::West as usize] = vec![w];
    holding(&mut s, Faction::Okw, "fate-axis");
    let k = 0; // the Axis deck
    let junk = s.cards.hands[Faction::Okh as usize].pop().expect("an OKH card");
    s.cards.discards[k].push(junk);
    let deck = s.cards.decks[k].clone();
    act(&mut s, "play fate-axis");
    assert_eq!(notations(&s), vec!["play w-oss-espionage", "done"]);
    act(&mut s, "play w-oss-espionage");
    assert_eq!(s.cards.decks[k], deck, "no reshuffle");
    assert!(s.cards.discards[k].contains(&junk), "the discards stay discarded");
    assert!(s.cards.discards[k].contains(&card(&s, "fate-axis")));
    assert!(matches!(s.steps.last(), Some(Step::Choose(_))), "OKW still chooses its order");
}

/// L662 (rules 7, reconstructed): Big Three Conference places one Western partisan, before the West
/// chooses its order, in any country of its Partisan Table by 7.8's placement rule.
#[test]
fn big_three_conference_places_a_western_partisan() {
    let mut s = start_cards("campaign", 1);
    holding(&mut s, Faction::West, "w-big-three-conference");
    act(&mut s, "play w-big-three-conference");
    let p = Downfall::prompt(&s);
    assert_eq!(p.id, "df.partisan_place");
    let table = engine::games::downfall::partisans::table_countries(&s, Faction::West);
    let mut countries: Vec<String> = vec![];
    for a in &p.actions {
        let engine::games::downfall::Action::To(h) = *a else { panic!("{a:?}") };
        let c = s.data().hex(h).unwrap().country.clone();
        assert!(table.contains(&c), "{c} is not on the West's Partisan Table");
        assert!(engine::games::downfall::partisans::placements(&s, Faction::West, &c).contains(&h), "7.8's rule");
        if !countries.contains(&c) {
            countries.push(c);
        }
    }
    assert!(countries.len() > 1, "the West chooses the country: {countries:?}");
    let n = notations(&s)[0].clone();
    act(&mut s, &n);
    let placed = (0..s.units.len()).filter(|&u| engine::games::downfall::partisans::is_partisan(&s, u) && s.faction(u) == Faction::West && s.hex_of(u).is_some()).count();
    assert_eq!(placed, 1);
    assert!(matches!(s.steps.last(), Some(Step::Choose(_))));
    assert!(s.cards.discards[2].contains(&card(&s, "w-big-three-conference")));
}

/// L1290 (rules 7, reconstructed): National Liberation Army — the only way Yugoslav units enter and gain
/// steps: the force pool's Yugoslav unit enters at full steps in an empty hex of Yugoslavia outside Axis
/// ZOC; played again, the unit on the map below its maximum goes back to full steps.
#[test]
fn national_liberation_army_brings_the_yugoslavs_in() {
    let mut s = start_cards("campaign", 1);
    let y = unit(&s, "sov-yugo");
    assert_eq!(s.units[y].loc, engine::games::downfall::state::Loc::Pool, "no other way in (7.6.2)");
    holding(&mut s, Faction::Soviet, "s-national-liberation-army");
    act(&mut s, "play s-national-liberation-army");
    let p = Downfall::prompt(&s);
    assert_eq!(p.id, "df.nla_enter");
    let zoc = s.ezoc(engine::games::downfall::data::Ideology::Soviet);
    for a in &p.actions {
        let engine::games::downfall::Action::Enter { hex: h, .. } = *a else { panic!("{a:?}") };
        assert!(cards::YUGOSLAVIA.contains(&s.data().hex(h).unwrap().country.as_str()));
        assert!(!zoc.contains_key(&h), "not in an Axis ZOC");
    }
    let n = notations(&s)[0].clone();
    act(&mut s, &n);
    assert!(s.hex_of(y).is_some());
    assert_eq!(s.units[y].steps, s.data().units[y].pips, "at full steps");
    assert!(matches!(s.steps.last(), Some(Step::Choose(_))));
    s.units[y].steps = 1;
    holding(&mut s, Faction::Soviet, "s-national-liberation-army");
    act(&mut s, "play s-national-liberation-army");
    assert_eq!(s.units[y].steps, s.data().units[y].pips, "back to full steps");
    holding(&mut s, Faction::Soviet, "s-national-liberation-army");
    assert!(!offered(&s, "play s-national-liberation-army"), "nothing left to do: not offered");
}
