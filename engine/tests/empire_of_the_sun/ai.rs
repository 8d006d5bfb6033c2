//! The computer player of Empire of the Sun (docs/ai.md "Empire of the Sun"): it answers every kind of
//! decision the game asks, it does not see the other side's cards, its evaluation reads the scenario's
//! victory measures, and it plays South Pacific games to the end.

use crate::common::{self, act, hex, notations, offered, prompt_id, start};
use engine::ai::{self, Budget, Level, TOP_LEVEL};
use engine::games::empire_of_the_sun::ai::{eval, policy, sampler};
use engine::games::empire_of_the_sun::actions::Action;
use engine::games::empire_of_the_sun::data::{Side, UnitType};
use engine::games::empire_of_the_sun::game::EmpireOfTheSun;
use engine::games::empire_of_the_sun::state::{idx, seat_of, State};
use engine::{computer, Game, Rng};

fn small() -> Budget<'static> {
    Budget::iterations(4)
}

/// Plays `s` with random actions until `side` has a card to play in a round (4.22).
fn to_round_of(mut s: State, side: Side, seed: u64) -> State {
    let mut rng = Rng::new(seed);
    for _ in 0..2_000 {
        let p = EmpireOfTheSun::prompt(&s);
        if p.id == "eots.round" && p.seat == Some(seat_of(side)) {
            return s;
        }
        let seat = p.seat.expect("the game goes on");
        let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
        EmpireOfTheSun::apply(&mut s, seat, &a).unwrap();
    }
    panic!("no round of {side:?} came");
}

/// The same position with the Allied hand and draw pile dealt otherwise: the first `n` cards of the hand
/// exchanged with the first `n` of the draw pile, and the pile turned round.
fn allied_cards_swapped(s: &State, n: usize) -> State {
    let mut t = s.clone();
    let c = &mut t.cards[idx(Side::Allied)];
    for i in 0..n.min(c.hand.len()).min(c.deck.len()) {
        std::mem::swap(&mut c.hand[i], &mut c.deck[i]);
    }
    c.deck.reverse();
    t
}

#[test]
fn what_japan_cannot_see_changes_neither_its_choice_nor_its_estimates() {
    let a = to_round_of(start("south_pacific", 3, &[]), Side::Japanese, 1);
    let b = allied_cards_swapped(&a, 3);
    assert_ne!(a.cards[1].hand, b.cards[1].hand, "the Allied hands differ");
    assert_ne!(a.cards[1].deck, b.cards[1].deck, "the Allied draw piles differ");
    for level in [Level::Greedy, Level::Search(1), Level::Search(2), Level::Search(TOP_LEVEL)] {
        let ca = ai::choose_state::<EmpireOfTheSun>(&a, level, &Budget::iterations(24), 42).unwrap();
        let cb = ai::choose_state::<EmpireOfTheSun>(&b, level, &Budget::iterations(24), 42).unwrap();
        assert_eq!(ca, cb, "{level:?}: the choice or an estimate depends on the Allied cards");
    }
}

#[test]
fn the_sampler_deals_only_what_the_seat_cannot_see() {
    let s = to_round_of(start("south_pacific", 8, &[]), Side::Japanese, 2);
    let jp = seat_of(Side::Japanese);
    let mut hands = std::collections::BTreeSet::new();
    for i in 0..12 {
        let t = sampler::determinize(&s, jp, &mut Rng::new(i));
        assert_eq!(t.cards[0].hand, s.cards[0].hand, "its own hand stays");
        assert_eq!(t.cards[0].future, s.cards[0].future, "its own Future Offensive stays");
        assert_eq!(t.cards[1].discard, s.cards[1].discard, "the discards are public");
        assert_eq!(t.cards[1].hand.len(), s.cards[1].hand.len());
        assert_eq!(t.cards[1].deck.len(), s.cards[1].deck.len());
        let unseen = |x: &State| {
            // The hand, the draw pile and the face-down Future Offensive (7.29) are all unseen by Japan.
            let future = x.cards[1].future.map(|(card, _)| card);
            let mut v: Vec<u8> = x.cards[1].hand.iter().chain(&x.cards[1].deck).chain(future.iter()).copied().collect();
            v.sort_unstable();
            v
        };
        assert_eq!(unseen(&t), unseen(&s), "the same unseen cards, dealt again");
        let json = |x: &State| serde_json::to_string(&EmpireOfTheSun::view(x, engine::Viewer::Role(jp))).unwrap();
        assert_eq!(json(&t), json(&s), "Japan's view is the same");
        hands.insert(t.cards[1].hand.clone());
    }
    // The hand is dealt anew from the unseen cards whenever some are still in the draw pile.
    if !s.cards[1].deck.is_empty() {
        assert!(hands.len() > 1, "the Allied hand is dealt anew: {} different hands", hands.len());
    }
}

#[test]
fn the_evaluation_reads_port_control_and_political_will() {
    let s = start("south_pacific", 5, &[]);
    let (jp, al) = (seat_of(Side::Japanese), seat_of(Side::Allied));
    let w = eval::win_chance(&s, al);
    assert!((0.0..=1.0).contains(&w));
    assert!((w + eval::win_chance(&s, jp) - 1.0).abs() < 1e-9, "the sides share one chance");
    // 17.10.7: a port that changes hands (and its supply with it) moves the Port Control count.
    let geo = s.geo();
    let port = (0..geo.len()).find(|&i| geo.data[i].port && s.control[i] == Side::Allied && geo.data[i].name.is_some()).expect("an Allied port");
    let mut t = s.clone();
    t.control[port] = Side::Japanese;
    t.control_at_start[port] = Side::Japanese;
    assert!(eval::measure(&t) < eval::measure(&s), "a port lost is worse for the Allies");
    assert!(eval::win_chance(&t, al) < w);
    // 16.1: US Political Will near zero is Japan's win coming.
    let mut t = s.clone();
    t.tracks.pw = 1;
    assert!(eval::win_chance(&t, jp) > eval::win_chance(&s, jp) + 0.1);
    // 17.10.7's VP schedule: more Japanese points are worse for the Allies.
    let v = start("south_pacific", 5, &[("vp_schedule", "on")]);
    let mut t = v.clone();
    t.tracks.china += 1;
    assert!(eval::measure(&t) < eval::measure(&v));
}

#[test]
fn the_yearly_schedules_and_the_campaign_are_measured() {
    let s = start("s1943", 5, &[]);
    let m = eval::measure(&s);
    let mut t = s.clone();
    // 17.38 H: each Political Will box at or below 5 is a Japanese point.
    t.tracks.pw = 3;
    assert!(eval::measure(&t) < m, "a lower Political Will counts for Japan");
    let c = start("campaign", 5, &[]);
    let mut t = c.clone();
    let geo = t.geo();
    let res = (0..geo.len()).find(|&i| geo.data[i].resource && t.control[i] == Side::Japanese);
    if let Some(i) = res {
        t.control[i] = Side::Allied;
        assert!(eval::measure(&t) > eval::measure(&c), "16.2: a resource hex Japan loses counts for the Allies");
    }
}

#[test]
fn the_evaluation_reads_losses_not_orders_of_battle() {
    use engine::games::empire_of_the_sun::state::Loc;
    // The 1943 scenario opens with more Japanese strength in play and the Allied reinforcements to come;
    // its measure (17.38: 3 Japanese points, the Allies win at 5 or fewer) favours the Allies, and so
    // does the evaluation: no side has lost anything yet.
    let s = start("s1943", 5, &[]);
    assert_eq!((eval::losses(&s, Side::Japanese), eval::losses(&s, Side::Allied)), (0.0, 0.0));
    assert!(eval::measure(&s) > 0.0);
    assert!(eval::win_chance(&s, seat_of(Side::Allied)) > 0.6, "{}", eval::win_chance(&s, seat_of(Side::Allied)));
    let (a, j) = (s.forces(Side::Allied), s.forces(Side::Japanese));
    let in_play = |side: Side| s.units.iter().enumerate().filter(|(u, st)| st.loc.in_play() && s.side_of_unit(*u as u16) == side).count();
    assert!(a > 0 && j > 0 && in_play(Side::Allied) > 0);
    // A reinforcement's arrival (10.1) is no gain; a unit eliminated is a loss.
    let due = (0..s.units.len()).find(|&u| s.side_of_unit(u as u16) == Side::Allied && matches!(s.units[u].loc, Loc::Arrives(t) if t <= s.last_turn)).expect("an Allied reinforcement");
    let on = s.on_map().find(|&(u, _)| s.side_of_unit(u) == Side::Allied).map(|(_, h)| h).unwrap();
    let mut t = s.clone();
    t.units[due].loc = Loc::Hex(on);
    assert_eq!(eval::losses(&t, Side::Allied), 0.0);
    t.units[due].loc = Loc::Eliminated;
    let lost = (t.attack(due as u16) + t.defence(due as u16)) as f64;
    assert_eq!(eval::losses(&t, Side::Allied), lost);
    assert!(eval::allied_margin(&t) < eval::allied_margin(&s));
}

#[test]
fn the_evaluation_counts_the_box_of_political_will_the_progress_of_war_will_take() {
    // 16.47: at the turn's Political Will segment US Political Will falls a box when the Allies hold fewer
    // of the counting hexes Japan held at the turn's start than their ASPs (4 in 1943, 17.33). In the 1943
    // schedule that box is worth 2 points from 6 to 5 (17.38 H–I: −1 becomes +1), 1 lower down.
    let s = start("s1943", 5, &[]);
    assert_eq!(s.tracks.pw, 6);
    let early = eval::progress_shortfall(&s, &[]);
    assert!(early > 0.0 && early < 0.2, "a whole Offensives Phase to come: {early}");
    // No Allied play left and no hex taken: the box is lost for certain.
    let mut t = s.clone();
    t.cards[idx(Side::Allied)].hand.clear();
    t.cards[idx(Side::Allied)].future = None;
    assert_eq!(eval::progress_shortfall(&t, &[]), 1.0);
    let with = eval::allied_margin(&t);
    ai::set_tuning(131_072);
    let without = eval::allied_margin(&t);
    ai::set_tuning(0);
    assert!((without - with - 2.0).abs() < 1e-9, "PW 6 to 5 is 2 points: {without} − {with}");
    let mut u = t.clone();
    u.tracks.pw = 3;
    let (with, without) = (eval::allied_margin(&u), {
        ai::set_tuning(131_072);
        let m = eval::allied_margin(&u);
        ai::set_tuning(0);
        m
    });
    // From 3 to 2: a point of the schedule, and the danger of 16.1 beside it (2.5 a box below 3).
    assert!((without - with - 3.5).abs() < 1e-9, "PW 3 to 2: {without} − {with}");
    // Four counting hexes Japan held at the turn's start, now Allied: the target is met.
    let geo = t.geo();
    let counting: Vec<usize> = (0..geo.len())
        .filter(|&i| t.control_at_turn_start[i] == Side::Japanese && (geo.data[i].port || geo.data[i].airfield || geo.data[i].resource))
        .take(4)
        .collect();
    let mut met = t.clone();
    for &i in &counting {
        met.control[i] = Side::Allied;
    }
    assert_eq!(eval::progress_shortfall(&met, &[]), 0.0, "the target met");
    // Three taken and a fourth that the offensive under way will take: met as well; one of the four
    // taken back by Japan: short again.
    let mut three = t.clone();
    for &i in &counting[..3] {
        three.control[i] = Side::Allied;
    }
    assert_eq!(eval::progress_shortfall(&three, &[]), 1.0);
    assert_eq!(eval::progress_shortfall(&three, &[(geo.hex(counting[3] as _), Side::Allied)]), 0.0);
    assert_eq!(eval::progress_shortfall(&met, &[(geo.hex(counting[0] as _), Side::Japanese)]), 1.0);
    // Political Will is no part of the South Pacific's Port Control.
    let sp = start("south_pacific", 5, &[]);
    assert_eq!(eval::progress_shortfall(&sp, &[]), 0.0);
}

#[test]
fn the_evaluation_counts_chinas_surrender_by_the_china_offensives_left() {
    use engine::games::empire_of_the_sun::state::Nation;
    // 1943 (17.33): the China marker on Major Breakthrough, two boxes from Collapse; 7 divisions in China
    // less the Burma Road's support (Closed/Hump) is the baseline; an OC China offensive in turns 5 and 7
    // (13.72: one every two turns), each taking a box when the roll (0–9, plus the Allied air in China)
    // is at or under the baseline. Line A (17.38 A): China's surrender is 5 points.
    let s = start("s1943", 5, &[]);
    let baseline = s.tracks.china_divisions as i32
        - engine::games::empire_of_the_sun::events::china::burma_road_support(&s)
        - engine::games::empire_of_the_sun::events::china::allied_air_drm(&s);
    let p = ((baseline + 1) as f64 / 10.0).clamp(0.0, 1.0);
    assert!(p > 0.0 && p < 1.0, "{p}");
    let mut t = s.clone();
    // Japan holds a 3-OC card this turn (its hand is dealt): two tries, both needed.
    let three = (1..=90).find(|&c| t.data().card(Side::Japanese, c).is_some_and(|d| d.ops >= 3)).unwrap();
    t.cards[idx(Side::Japanese)].hand = vec![three];
    let both = eval::china_collapse_chance(&t);
    assert!((both - p * p).abs() < 1e-9, "{both} against {}", p * p);
    // One box taken: one try left (turn 7), and the surrender worth 5 points times its chance more to Japan.
    let mut moved = t.clone();
    moved.tracks.china += 1;
    moved.tracks.china_offensive_turn = Some(5);
    assert!((eval::china_collapse_chance(&moved) - p).abs() < 1e-9);
    let gain = eval::allied_margin(&t) - eval::allied_margin(&moved);
    assert!((gain - 5.0 * (p - p * p)).abs() < 1e-9, "{gain}");
    // An offensive made last turn: none this turn; in the last turn, none left at all.
    let mut last = t.clone();
    last.tracks.turn = 7;
    last.tracks.china_offensive_turn = Some(6);
    assert_eq!(eval::china_collapse_chance(&last), 0.0);
    // No 3-OC card left this turn: the next try is next turn's, and one every two turns from there.
    let mut none = t.clone();
    none.cards[idx(Side::Japanese)].hand.clear();
    assert_eq!(eval::china_collapse_chance(&none), 0.0, "turn 6 alone: one try for two boxes");
    let mut one_box = none.clone();
    one_box.tracks.china += 1;
    assert!((eval::china_collapse_chance(&one_box) - p).abs() < 1e-9, "turn 6's try for the last box");
    // Surrendered: counted by the measure itself, not again.
    let mut done = t.clone();
    done.tracks.surrendered.push(Nation::China);
    assert_eq!(eval::china_collapse_chance(&done), 0.0);
    // The campaign has no line A: nothing.
    let c = start("campaign", 1, &[]);
    assert_eq!(eval::china_collapse_chance(&c), 0.0);
}

#[test]
fn the_policy_keeps_hqs_out_of_enemy_hexes_and_takes_the_engines_hit_placement() {
    let s = start("south_pacific", 5, &[]);
    // The hits: the engine's own placement (9.2F) before any single hit.
    let hits = [Action::Hit { unit: 0 }, Action::AutoAllocate];
    let v = policy::scores(&s, &hits);
    assert!(v[1] > v[0]);
    // A round: an offensive with a card beats passing and discarding.
    let hand = s.cards[idx(policy::decider(&s))].hand.clone();
    if let Some(&c) = hand.first() {
        let acts = [
            Action::Oc { card: c, with: engine::games::empire_of_the_sun::actions::OcUse::Offensive },
            Action::Pass,
            Action::Discard { card: c },
        ];
        let v = policy::scores(&s, &acts);
        assert!(v[0] > v[1] && v[1] > v[2], "{v:?}");
    }
    // Every HQ's move into a hex the other side controls scores below any other move of it.
    let hq = s.on_map().find(|&(u, _)| s.unit_data(u).kind == UnitType::Hq).map(|(u, _)| u).unwrap();
    let side = s.side_of_unit(hq);
    let mut t = s.clone();
    *t.offensive = Some(engine::games::empire_of_the_sun::state::Offensive::new(side, 1, engine::games::empire_of_the_sun::state::Play::Oc));
    t.steps.push(engine::games::empire_of_the_sun::state::steps::Step::Move(engine::games::empire_of_the_sun::state::steps::Move { selected: vec![hq] }));
    let geo = t.geo();
    let enemy = (0..geo.len()).find(|&i| t.control[i] != side && geo.data[i].port).map(|i| geo.hex(i as u16)).unwrap();
    let own = (0..geo.len()).find(|&i| t.control[i] == side && geo.data[i].port).map(|i| geo.hex(i as u16)).unwrap();
    let mode = engine::games::empire_of_the_sun::state::Mode::Naval;
    let v = policy::scores(&t, &[Action::MoveTo { mode, hex: enemy }, Action::MoveTo { mode, hex: own }]);
    assert!(v[0] < v[1] - 3.0, "{v:?}");
}

/// Every decision kind a South Pacific game asks, answered by every numbered level: the answer is one of
/// the prompt's actions and the rules take it.
#[test]
fn every_kind_of_decision_is_answered() {
    let entry = engine::games::registry().get("empire-of-the-sun").unwrap();
    let mut kinds = std::collections::BTreeSet::new();
    for seed in [1u64, 2, 3] {
        let header = entry.header(Some("south_pacific"), seed).unwrap();
        let mut m = entry.start(header, &Default::default()).unwrap();
        let mut n = 0u64;
        while m.outcome().is_none() && n < 3_000 {
            let id = m.prompt().id.to_string();
            // A decision kind seen the first time is answered by each numbered level; the game then goes on
            // by random choices (the levels' whole games are the arena's, in scripts/soak.sh).
            let levels: Vec<Level> = if kinds.insert(id.clone()) { (1..=TOP_LEVEL).map(Level::Search).collect() } else { vec![Level::Random] };
            let mut last = None;
            for level in levels {
                let c = computer::choose(m.as_ref(), level, &small(), n).unwrap_or_else(|e| panic!("{id}: {e}"));
                assert!(c.index < m.legal_count(), "{id}: index {} out of the prompt", c.index);
                last = Some(c.index);
            }
            m.play(last.unwrap()).unwrap_or_else(|e| panic!("{id}: {e}"));
            n += 1;
        }
    }
    for k in ["eots.round", "eots.choose_hq", "eots.activate", "eots.move", "eots.declare"] {
        assert!(kinds.contains(k), "{k} never came: {kinds:?}");
    }
}

/// The strongest level takes Japan's first fifteen decisions against random Allies (two playouts each), the
/// game is played out at random, and its record replays to the same game. Whole games on the level's own
/// budget, both sides, are the arena's in scripts/soak.sh (a hundred; minutes of search each).
const STRONGEST_DECISIONS: u32 = 15;

#[test]
fn the_strongest_level_plays_into_a_south_pacific_game_that_ends_and_replays() {
    let entry = engine::games::registry().get("empire-of-the-sun").unwrap();
    let (seed, computer_seat) = (21u64, 0u8);
    let mut decided = 0;
    let header = entry.header(Some("south_pacific"), seed).unwrap();
    let mut m = entry.start(header, &Default::default()).unwrap();
    let mut n = 0u64;
    while m.outcome().is_none() {
        let seat = m.seat().unwrap();
        let level = if seat == computer_seat && decided < STRONGEST_DECISIONS { Level::Search(TOP_LEVEL) } else { Level::Random };
        decided += u32::from(seat == computer_seat);
        let c = computer::choose(m.as_ref(), level, &Budget::iterations(2), n).unwrap();
        m.play(c.index).unwrap();
        n += 1;
        assert!(n < 20_000, "endless game");
    }
    assert!(!m.outcome().unwrap().reason.is_empty());
    assert!(decided >= STRONGEST_DECISIONS, "Japan decided only {decided} times");
    let again = engine::games::registry().load(m.record(), &Default::default()).unwrap();
    assert_eq!(again.state_hash(), m.state_hash(), "the record replays to the same game");
}

#[test]
fn the_catalog_offers_the_computer_for_empire_of_the_sun() {
    assert!(computer::supports("empire-of-the-sun"));
    let meta = engine::games::catalog::ALL.iter().find(|m| m.id == "empire-of-the-sun").unwrap();
    assert!(meta.computer);
    let s = to_round_of(start("south_pacific", 4, &[]), Side::Allied, 3);
    let c = ai::choose_state::<EmpireOfTheSun>(&s, Level::Search(TOP_LEVEL), &small(), 1).unwrap();
    assert!(c.candidates.iter().any(|c| c.win_estimate.is_some()));
    let _ = common::notations(&s);
}

/// A finished South Pacific game lost by `loser` for want of an HQ (17.10.7), its last HQ's step lost in a
/// battle of `offensive`'s offensive.
fn lost_hq(loser: Side, offensive: Side) -> State {
    use engine::games::empire_of_the_sun::state::Intel;
    use engine::games::empire_of_the_sun::state::report::{BattleReport, StepLost};
    let mut s = start("south_pacific", 5, &[]);
    let hq = s.on_map().find(|&(u, _)| s.unit_data(u).kind == UnitType::Hq && s.side_of_unit(u) == loser).map(|(u, _)| u).unwrap();
    let (key, at) = (s.unit_data(hq).key.clone(), s.unit(hq).loc.hex().unwrap());
    s.reports.turn = s.tracks.turn;
    s.reports.battles.push(BattleReport {
        hex: at,
        offensive,
        intelligence: Intel::Intercept,
        defended_before_landing: false,
        fire: vec![],
        air_naval: None,
        ground: None,
        losses: vec![StepLost { unit: key, side: loser, combat: "ground" }],
        winner: Some(engine::games::empire_of_the_sun::state::other(loser)),
        controller: None,
        taken: false,
        finished: true,
    });
    s.outcome = Some(engine::Outcome {
        winners: vec![],
        winner: Some(seat_of(engine::games::empire_of_the_sun::state::other(loser))),
        reason: "eots_no_hq".into(),
        args: vec![engine::Arg::Seat(seat_of(loser))],
    });
    s
}

/// Issue 31: the arena counts a South Pacific game lost because a side sent its last HQ into a battle of
/// its own offensive (17.10.7) as lost by its own hand, `hq_sent`; an HQ the other side's offensive took
/// where it stood is that side's win, and a game lost on Port Control is no such loss.
#[test]
fn an_hq_sent_into_its_own_offensive_battle_and_lost_is_a_self_inflicted_loss() {
    use engine::ai::AiGame;
    for side in [Side::Japanese, Side::Allied] {
        let opponent = engine::games::empire_of_the_sun::state::other(side);
        assert_eq!(EmpireOfTheSun::loss_kind(&lost_hq(side, side)).as_deref(), Some("hq_sent"), "{side:?}");
        assert_eq!(EmpireOfTheSun::loss_kind(&lost_hq(side, opponent)), None, "{side:?}: taken in the other side's offensive");
        let mut t = lost_hq(side, side);
        t.outcome.as_mut().unwrap().reason = "eots_port_control".into();
        assert_eq!(EmpireOfTheSun::loss_kind(&t), None, "a Port Control result");
    }
}

/// Issue 31: the policy keeps an HQ out of reach of the other side's ships and air units unless its own
/// units guard the hex, and sends no carrier into a battle against a stronger fleet (the self-inflicted
/// losses the arena counts).
#[test]
fn the_policy_keeps_hqs_and_carriers_out_of_battles_they_cannot_win() {
    use engine::games::empire_of_the_sun::state::steps::{Move, Step};
    use engine::games::empire_of_the_sun::state::{other, Loc, Mode, Offensive, Play};
    let s = start("south_pacific", 5, &[]);
    let hq = s.on_map().find(|&(u, _)| s.unit_data(u).kind == UnitType::Hq).map(|(u, _)| u).unwrap();
    let side = s.side_of_unit(hq);
    let geo = s.geo();
    let empty = |t: &State, i: usize| t.on_map().all(|(_, at)| at != geo.hex(i as u16));
    // Two friendly hexes with nobody in them, far apart (the second beyond the fleet's reach of 3).
    let a = (0..geo.len()).find(|&i| s.control[i] == side && geo.data[i].port && empty(&s, i)).unwrap();
    let b = (0..geo.len()).find(|&i| s.control[i] == side && empty(&s, i) && geo.hex(i as u16).distance(geo.hex(a as u16)) > 5).unwrap();
    let (ha, hb) = (geo.hex(a as u16), geo.hex(b as u16));
    // The other side's strongest ships, one hex from `a`.
    let mut t = s.clone();
    let fleet: Vec<u16> = (0..t.units.len() as u16)
        .filter(|&u| t.side_of_unit(u) == other(side) && matches!(t.unit_data(u).kind, UnitType::Cv | UnitType::Bb | UnitType::Ca))
        .take(3)
        .collect();
    assert!(!fleet.is_empty());
    let next = ha.neighbours()[0];
    for &u in &fleet {
        t.units[u as usize].loc = Loc::Hex(next);
    }
    *t.offensive = Some(Offensive::new(side, 1, Play::Oc));
    t.steps.push(Step::Move(Move { selected: vec![hq] }));
    let mode = Mode::Naval;
    let v = policy::scores(&t, &[Action::MoveTo { mode, hex: ha }, Action::MoveTo { mode, hex: hb }]);
    assert!(v[0] < v[1] - 1.0, "an HQ next to the enemy fleet: {v:?}");
    // A lone carrier of `side` against that fleet in its hex: worse than staying clear.
    let cv = (0..t.units.len() as u16).find(|&u| t.side_of_unit(u) == side && t.unit_data(u).kind == UnitType::Cv).unwrap();
    t.steps.pop();
    t.steps.push(Step::Move(Move { selected: vec![cv] }));
    let v = policy::scores(&t, &[Action::MoveTo { mode, hex: next }, Action::MoveTo { mode, hex: hb }]);
    assert!(v[0] < 0.0 && v[0] < v[1], "a carrier into a battle it cannot win: {v:?}");
}

/// The policy never selects a unit that has nowhere to go, and puts a selected stack back only when
/// nothing else is offered: a playout once selected and put back the same ship until the playout's cap
/// (20,000 actions), so a level-3 decision spent most of its time there and read the position mid-battle.
/// Checked at every movement prompt (7.22, 7.26, 9.6) of random South Pacific and 1943 play.
#[test]
fn the_policy_selects_only_units_that_can_move_and_moves_what_it_selects() {
    let (mut checked, mut stuck) = (0, 0);
    for (scenario, seed) in [("south_pacific", 3), ("south_pacific", 5), ("s1943", 2)] {
        let mut s = start(scenario, seed, &[]);
        let mut rng = Rng::new(seed);
        for _ in 0..1_500 {
            let p = EmpireOfTheSun::prompt(&s);
            let Some(seat) = p.seat else { break };
            if matches!(&*p.id, "eots.move" | "eots.reaction_move" | "eots.post_battle") && p.actions.len() > 1 {
                let scores = policy::scores(&s, &p.actions);
                let lowest = scores.iter().cloned().fold(f64::INFINITY, f64::min);
                for (i, a) in p.actions.iter().enumerate() {
                    match a {
                        Action::Unselect { .. } => assert_eq!(scores[i], lowest, "{scenario}: putting back scores above {:?}", p.actions),
                        Action::Select { .. } if !p.actions.iter().any(|a| matches!(a, Action::MoveTo { .. })) => {
                            let mut t = s.clone();
                            EmpireOfTheSun::apply(&mut t, seat, a).unwrap();
                            let next = EmpireOfTheSun::prompt(&t);
                            if next.id == p.id && !next.actions.iter().any(|a| !matches!(a, Action::Unselect { .. })) {
                                let done = p.actions.iter().position(|a| matches!(a, Action::Done)).expect("a step without a selection can be finished");
                                assert!(scores[i] < scores[done], "{scenario}: {a:?} has nowhere to go but scores {} against done's {}", scores[i], scores[done]);
                                // The one-ply player too: selecting, then putting back, ties with finishing,
                                // and the tie goes to the policy's liking (it once took the first in the
                                // list, and a greedy game never ended).
                                let c = ai::choose_state::<EmpireOfTheSun>(&s, Level::Greedy, &small(), 7).unwrap();
                                assert_ne!(c.index, i, "{scenario}: greedy selects {a:?}, which has nowhere to go");
                                stuck += 1;
                            }
                            checked += 1;
                        }
                        _ => {}
                    }
                }
            }
            let a = p.actions[rng.below(p.actions.len() as u32) as usize].clone();
            EmpireOfTheSun::apply(&mut s, seat, &a).unwrap();
        }
    }
    assert!(checked > 50 && stuck > 0, "{checked} selections checked, {stuck} with nowhere to go");
}

/// No level puts a stack back or selects a unit with nowhere to go while anything else is offered
/// (`policy::pointless`, `AiGame::never_chooses`): either leaves the position as it was, and the search
/// found it as good as finishing. In the campaign (seed 1), after the Japanese battleship Kongo's move in
/// the opening offensive, the strongest level selected the Nagato, which had nowhere to go, put it back
/// (the only choice), and selected it again, for ever. Its candidates now leave both out.
#[test]
fn no_level_selects_a_unit_only_to_put_it_back() {
    let mut s = start("campaign", 1, &[]);
    for i in [0, 3, 1, 4, 1, 3, 0] {
        let p = EmpireOfTheSun::prompt(&s);
        EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &p.actions[i]).unwrap();
    }
    let p = EmpireOfTheSun::prompt(&s);
    let nowhere: Vec<usize> = (0..p.actions.len())
        .filter(|&i| {
            let Action::Select { .. } = p.actions[i] else { return false };
            let mut t = s.clone();
            EmpireOfTheSun::apply(&mut t, p.seat.unwrap(), &p.actions[i]).unwrap();
            EmpireOfTheSun::prompt(&t).actions.iter().all(|a| matches!(a, Action::Unselect { .. }))
        })
        .collect();
    assert!(!nowhere.is_empty() && nowhere.len() < p.actions.len(), "{:?}", p.actions);
    for &i in &nowhere {
        assert!(policy::pointless(&s, &p.actions[i]), "{:?}", p.actions[i]);
    }
    for level in [Level::Greedy, Level::Search(2), Level::Search(3), Level::Search(TOP_LEVEL)] {
        for seed in 0..3 {
            let c = ai::choose_state::<EmpireOfTheSun>(&s, level, &small(), seed).unwrap();
            assert!(!nowhere.contains(&c.index), "{level:?} chose {}", c.notation);
            assert!(c.candidates.iter().all(|x| !nowhere.contains(&x.index)), "{level:?} weighed {:?}", c.candidates);
        }
    }
    // Once selected, putting back is the only choice, and it is taken.
    let mut t = s.clone();
    EmpireOfTheSun::apply(&mut t, p.seat.unwrap(), &p.actions[nowhere[0]]).unwrap();
    let c = ai::choose_state::<EmpireOfTheSun>(&t, Level::Search(3), &small(), 1).unwrap();
    assert!(matches!(EmpireOfTheSun::prompt(&t).actions[c.index], Action::Unselect { .. }));
}

/// The South Pacific arena game of seed 3609 (level 2's Allies against level 1), cut on turn 3 in
/// Tradewind Task Force's move: XXIV Corps at Lae is selected with the Essex, the North Carolina and the
/// Washington activated beside it (records/south-pacific-3609-808.json, written by the arena).
fn lae_escorts() -> State {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/empire_of_the_sun/records/south-pacific-3609-808.json");
    let record = engine::Record::from_json(&std::fs::read_to_string(path).unwrap()).unwrap();
    let mut s = start("south_pacific", 3609, &[]);
    for &i in &record.actions {
        let p = EmpireOfTheSun::prompt(&s);
        EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &p.actions[i as usize]).unwrap();
    }
    s
}

/// A ship that would leave its stack nowhere to go is never selected as its escort (`policy::pointless`):
/// level 2, far ahead, found selecting one (the position unchanged) better than any move, had to put a ship
/// back (the only choice then), and selected it again, for ever: the arena hung at seed 3609. Every such
/// Select is now pointless, and level 2 moves the stack within a few decisions.
#[test]
fn no_level_selects_a_ship_that_leaves_its_stack_nowhere_to_go() {
    let s = lae_escorts();
    let p = EmpireOfTheSun::prompt(&s);
    let seat = p.seat.unwrap();
    let stuck: Vec<usize> = (0..p.actions.len())
        .filter(|&i| {
            let Action::Select { .. } = p.actions[i] else { return false };
            let mut t = s.clone();
            EmpireOfTheSun::apply(&mut t, seat, &p.actions[i]).unwrap();
            !EmpireOfTheSun::prompt(&t).actions.iter().any(|a| matches!(a, Action::MoveTo { .. }))
        })
        .collect();
    assert!(!stuck.is_empty(), "no escort leaves the stack nowhere to go: {:?}", notations(&s));
    for &i in &stuck {
        assert!(policy::pointless(&s, &p.actions[i]), "{:?}", p.actions[i]);
    }
    // Level 2 moves the stack: a MoveTo within a few decisions, where it used to select and put back.
    let mut t = s.clone();
    let moved = (0..12).any(|k| {
        let p = EmpireOfTheSun::prompt(&t);
        let c = ai::choose_state::<EmpireOfTheSun>(&t, Level::Search(2), &small(), k).unwrap();
        let a = p.actions[c.index].clone();
        EmpireOfTheSun::apply(&mut t, p.seat.unwrap(), &a).unwrap();
        matches!(a, Action::MoveTo { .. })
    });
    assert!(moved, "level 2 never moved the stack");
}

/// The South Pacific game of the arena's seed 3301 (level 1's Japan against level 2's Allies, where level
/// 2 lost), played to the Allies' activations for Tradewind Task Force (A64) on turn 3: SW Pac may
/// activate 5AF and XIV Corps at Cairns, I Corps at Townsville, and the ships at Darwin. Madang (3721), a
/// Japanese port, stands empty.
fn tradewind_activations() -> State {
    let mut s = start("south_pacific", 3301, &[]);
    let record = [
        0, 0, 6, 4, 4, 4, 0, 0, 9, 0, 9, 0, 59, 0, 59, 0, 0, 2, 1, 0, 0, 0, 3, 0, 3, 0, 3, 0, 3, 1, 9, 0, 7, 1, 0, 1, 6, 0, 38, 0, 31, 0,
        0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2, 0, 0, 0, 4, 1, 4, 0,
    ];
    for i in record {
        let p = EmpireOfTheSun::prompt(&s);
        EmpireOfTheSun::apply(&mut s, p.seat.unwrap(), &p.actions[i]).unwrap();
    }
    assert_eq!(prompt_id(&s), "eots.activate");
    assert!(offered(&s, "activate us-xiv-corps") && offered(&s, "activate us-bb-north-carolina"), "{:?}", notations(&s));
    s
}

/// 6.5, 7.28: a landing in an enemy hex that no enemy unit holds takes it when the offensive ends. The
/// evaluation counts it as soon as the landing is made: before, it read the same measure until the
/// offensive's end, so every choice of an offensive (its card, activations, moves) looked alike to the
/// one-ply player, which took the policy's order and never landed to take a port (docs/ai.md, "Empire of
/// the Sun: measured").
#[test]
fn the_evaluation_counts_the_hexes_an_offensive_s_landings_will_take() {
    let mut s = tradewind_activations();
    act(&mut s, "activate us-xiv-corps");
    act(&mut s, "done");
    act(&mut s, "select us-xiv-corps");
    let mut t = s.clone();
    act(&mut t, "move amphibious 3721");
    let madang = t.geo().ix(hex("3721")) as usize;
    assert_eq!(t.control[madang], Side::Japanese, "the hex is taken only at the offensive's end");
    assert_eq!(eval::hexes_landings_will_take(&t), vec![(hex("3721"), Side::Allied)], "the landing takes Madang");
    assert!(eval::hexes_landings_will_take(&s).is_empty(), "no landing yet");
    assert!(eval::measure_after(&t, &eval::hexes_landings_will_take(&t)) > eval::measure(&t), "a port more for the Allies");
    let al = seat_of(Side::Allied);
    assert!(eval::win_chance(&t, al) > eval::win_chance(&s, al) + 0.02, "{} against {}", eval::win_chance(&t, al), eval::win_chance(&s, al));
}

/// The evaluation reads the hexes an offensive's landings will take without running the rules on a copy
/// of the position (ai/eval.rs), and reads the same measure as it did when it ran them: in positions of
/// games played by the noisy playout policy in the three kinds of victory measure (South Pacific Port
/// Control, 1943's schedule, the campaign's resource hexes), during every offensive with landings, the
/// hexes the rules' query names are the hexes `landings_take_hexes` takes on a copy, and the measure read
/// from the query equals the measure of that copy.
#[test]
fn the_measure_after_the_landings_is_the_measure_of_a_copy_where_they_took_their_hexes() {
    use engine::ai::AiGame;
    use engine::games::empire_of_the_sun::offensive;
    for (scenario, games, actions) in [("south_pacific", 4, 3_000), ("s1943", 3, 2_500), ("campaign", 2, 2_500)] {
        let (mut landings, mut taking, mut moved) = (0, 0, 0);
        for seed in 0..games {
            let mut s = start(scenario, 60 + seed, &[]);
            let mut rng = engine::Rng::new(seed);
            for _ in 0..actions {
                if s.outcome.is_some() {
                    break;
                }
                let p = EmpireOfTheSun::prompt(&s);
                let i = EmpireOfTheSun::policy(&s, &p.actions, &mut rng, 0.5);
                EmpireOfTheSun::apply(&mut s, p.seat.expect("the game goes on"), &p.actions[i]).unwrap();
                let Some(o) = s.offensive.as_ref() else { continue };
                if o.cancelled || offensive::landing_hexes(&s).is_empty() {
                    continue;
                }
                landings += 1;
                let mut t = s.clone();
                offensive::landings_take_hexes(&mut t);
                let changed: Vec<_> = (0..s.control.len()).filter(|&i| s.control[i] != t.control[i]).collect();
                let taken = eval::hexes_landings_will_take(&s);
                let mut named: Vec<_> = taken.iter().map(|&(h, side)| (s.geo().ix(h) as usize, side)).collect();
                named.sort_unstable_by_key(|&(i, _)| i);
                assert_eq!(named, changed.iter().map(|&i| (i, t.control[i])).collect::<Vec<_>>(), "{scenario} seed {seed}");
                assert_eq!(eval::measure_after(&s, &taken), eval::measure(&t), "{scenario} seed {seed}: {taken:?}");
                taking += !taken.is_empty() as usize;
                moved += (eval::measure(&t) != eval::measure(&s)) as usize;
            }
        }
        assert!(taking >= 100 && moved >= 10, "{scenario}: of {landings} positions with landings, {taking} took a hex and {moved} changed the measure: too few to compare");
    }
}

/// The one-ply player (level 2) sees the port its activation leads to: activating XIV Corps, whose move
/// the policy completes into empty Madang, is worth more than activating a battleship (they were equal,
/// and the battleship came first by the policy's order).
#[test]
fn level_2_activates_the_landing_that_takes_a_port() {
    let s = tradewind_activations();
    let c = ai::choose_state::<EmpireOfTheSun>(&s, Level::Search(2), &small(), 1).unwrap();
    let estimate = |n: &str| c.candidates.iter().find(|x| x.notation == n).and_then(|x| x.win_estimate).unwrap();
    assert!(estimate("activate us-xiv-corps") > estimate("activate us-bb-north-carolina") + 0.02, "{:?}", c.candidates);
    assert_ne!(c.notation, "activate us-bb-north-carolina");
}

/// The 1943 start with Japan's offensive under way and `unit` selected to move (7.22).
fn japan_moving(mut s: State, unit: &str) -> State {
    use engine::games::empire_of_the_sun::state::steps::{Move, Step};
    use engine::games::empire_of_the_sun::state::{Offensive, Play};
    let u = common::id(&s, unit);
    *s.offensive = Some(Offensive::new(Side::Japanese, 1, Play::Oc));
    s.steps.push(Step::Move(Move { selected: vec![u] }));
    s
}

/// Puts the Allied ship `key` in hex `at`.
fn allied_ship_at(s: &mut State, key: &str, at: &str) {
    let u = common::id(s, key);
    s.units[u as usize].loc = engine::games::empire_of_the_sun::state::Loc::Hex(hex(at));
}

/// docs/ai.md "Empire of the Sun": the policy weighs the hexes by the yearly schedule (17.38). A port
/// within 11 hexes of Tokyo is worth line Q's 3 points while the Allies hold no other; Rabaul takes the
/// Mandate with Guadalcanal (13.84); a resource hex is line R's point; a plain port is little.
#[test]
fn the_policy_weighs_ports_and_resource_hexes_by_the_yearly_schedule() {
    use engine::games::empire_of_the_sun::ai::aims::aims;
    let s = start("s1943", 1, &[]);
    let ix = |s: &State, h: &str| s.geo().ix(hex(h));
    let allied = aims(&s, Side::Allied);
    let w = |a: &engine::games::empire_of_the_sun::ai::aims::Aims, s: &State, h: &str| a.target(ix(s, h)).unwrap_or(0.0);
    // Otomari (3803, 4 from Tokyo), Rabaul (4021), Medan (1813, a resource hex), Bangkok (2110, a port).
    assert_eq!(w(&allied, &s, "3803"), 3.3);
    assert_eq!(w(&allied, &s, "4021"), 2.3);
    assert_eq!(w(&allied, &s, "1813"), 1.0);
    assert!((w(&allied, &s, "2110") - 0.3).abs() < 1e-9);
    // The nearer of two targets is the one worth more: a hex 6 from Otomari pulls as one 2 away.
    assert!(allied.distance(&s, hex("3803")) == 0.0);
    // Line Q counts once: with Paramushiro Allied, Otomari is a plain port to the Allies, and Paramushiro
    // is worth the 3 points to Japan.
    let mut t = s.clone();
    t.set_control(hex("4101"), Side::Allied);
    assert!((w(&aims(&t, Side::Allied), &t, "3803") - 0.3).abs() < 1e-9);
    assert_eq!(w(&aims(&t, Side::Japanese), &t, "4101"), 3.3);
    // The old reading (arena switch 262144): every port and resource hex alike.
    ai::set_tuning(262_144);
    let flat = aims(&s, Side::Allied);
    ai::set_tuning(0);
    assert_eq!((w(&flat, &s, "3803"), w(&flat, &s, "2008")), (1.0, 2.0));
    assert!(flat.guard.is_empty());
}

/// The policy garrisons the ports and resource hexes the enemy can reach, and keeps a lone garrison
/// where it is. Japan's 1943 player once sent its outlying garrisons towards the enemy and lost
/// Otomari and Paramushiro (line Q, −3) to landings no unit contested.
#[test]
fn the_policy_garrisons_the_hexes_the_enemy_can_reach() {
    use engine::games::empire_of_the_sun::state::Mode;
    let s = start("s1943", 1, &[]);
    // The 27th Army at Hakodate (3704) may move to Otomari (3803, an empty port 4 from Tokyo) or to a
    // Japanese hex beside it with no port.
    let geo = s.geo();
    let inland = hex("3704").neighbours().into_iter().find(|&h| s.controller(h) == Some(Side::Japanese) && geo.ix(h) != engine::games::empire_of_the_sun::data::geo::NONE && s.hex_data(h).is_some_and(|d| !d.port && !d.resource)).expect("a hex beside Hakodate");
    let to = |s: &State| {
        let t = japan_moving(s.clone(), "jp-27-army");
        let mode = Mode::Amphibious;
        let v = policy::scores(&t, &[Action::MoveTo { mode, hex: hex("3803") }, Action::MoveTo { mode, hex: inland }]);
        v[0] - v[1]
    };
    let quiet = to(&s);
    // An Allied battleship within 6 hexes of Otomari: the port is in reach of a landing.
    let mut threatened = s.clone();
    allied_ship_at(&mut threatened, "us-bb-mississippi", "4200");
    assert!(hex("4200").distance(hex("3803")) <= 6);
    let guarded = to(&threatened);
    assert!(guarded > quiet + 3.0, "Otomari under threat draws the garrison: {guarded} against {quiet}");
    // Already held by a Japanese ground unit: no more pull than in quiet waters.
    let mut held = threatened.clone();
    let other = common::id(&held, "jp-ed-army");
    held.units[other as usize].loc = engine::games::empire_of_the_sun::state::Loc::Hex(hex("3803"));
    assert!((to(&held) - quiet).abs() < 1e-9);
    // The lone garrison of Rangoon (2008, a port and resource hex the Allies in India reach) is not
    // selected to move while the step can be finished; with a second army there, it may go.
    use engine::games::empire_of_the_sun::state::steps::{Move, Step};
    use engine::games::empire_of_the_sun::state::{Offensive, Play};
    let mut r = s.clone();
    *r.offensive = Some(Offensive::new(Side::Japanese, 1, Play::Oc));
    r.steps.push(Step::Move(Move { selected: vec![] }));
    let rangoon = common::id(&r, "jp-28-army");
    assert!(r.on_map().any(|(u, at)| r.side_of_unit(u) == Side::Allied && at.distance(hex("2008")) <= 8 && r.unit_data(u).kind != UnitType::Air && r.unit_data(u).kind != UnitType::Hq));
    let v = policy::scores(&r, &[Action::Select { unit: rangoon }, Action::Done]);
    assert!(v[0] < v[1], "Rangoon's lone garrison stays: {v:?}");
    let second = common::id(&r, "jp-38-army");
    r.units[second as usize].loc = engine::games::empire_of_the_sun::state::Loc::Hex(hex("2008"));
    let v = policy::scores(&r, &[Action::Select { unit: rangoon }, Action::Done]);
    assert!(v[0] > v[1], "one of two may go: {v:?}");
}

/// The winning chance counts the measure's drift through the play to come (`eval::DRIFT`, by greedy
/// self-play): 1944 no longer opens at 0.007 for the Allies, and the South Pacific opens near the half
/// greedy's games give each side. The play to come moves smoothly: a turn's end and the next turn's deal
/// are no jump, a card or a pass is a step of its share of the turn.
#[test]
fn the_chance_reads_the_drift_of_the_play_to_come_smoothly() {
    let allied = |s: &State| eval::win_chance(s, seat_of(Side::Allied));
    let sp = start("south_pacific", 1, &[]);
    assert!((0.3..0.6).contains(&allied(&sp)), "South Pacific opens at {}", allied(&sp));
    let y1944 = start("s1944", 1, &[]);
    assert!(allied(&y1944) > 0.03 && allied(&y1944) < 0.2, "1944 opens at {}", allied(&y1944));
    let y1943 = start("s1943", 1, &[]);
    assert!((0.6..0.95).contains(&allied(&y1943)), "1943 opens at {}", allied(&y1943));
    // The play to come, through a 1943 game of policy play: never a jump of more than a card's share.
    let to_come = |s: &State| s.last_turn.saturating_sub(s.tracks.turn) as f64 + eval::turn_left(s);
    let mut s = y1943;
    let mut rng = engine::Rng::new(3);
    let (mut before, mut turns) = (to_come(&s), s.tracks.turn);
    let mut seen_turns = 0;
    for _ in 0..3_000 {
        if s.outcome.is_some() {
            break;
        }
        let p = EmpireOfTheSun::prompt(&s);
        let i = <EmpireOfTheSun as engine::ai::AiGame>::policy(&s, &p.actions, &mut rng, 0.5);
        EmpireOfTheSun::apply(&mut s, p.seat.expect("the game goes on"), &p.actions[i]).unwrap();
        let now = to_come(&s);
        assert!((now - before).abs() <= 0.25, "turn {}: the play to come went from {before} to {now}", s.tracks.turn);
        if s.tracks.turn != turns {
            seen_turns += 1;
            turns = s.tracks.turn;
        }
        before = now;
    }
    assert!(seen_turns >= 1, "the game crossed no turn");
}

/// The arena reports each game's victory measure at its start and end (`AiGame::measure`), which
/// `scripts/eots-calibrate.mjs` reads for the drift; a game without a measure reports none.
#[test]
fn the_arena_reports_the_measure_at_each_games_start_and_end() {
    use engine::tools::arena::{run, ArenaSpec};
    let spec = |scenario: Option<&str>| ArenaSpec {
        weights: Default::default(),
        quiet: false,
        a: Level::Greedy,
        b: Level::Greedy,
        games: 1,
        seed: 7,
        budget_ms: None,
        iterations: None,
        options: Default::default(),
        scenario: scenario.map(str::to_string),
        threads: 1,
        tune: [0, 0],
    };
    let registry = engine::games::registry();
    let report = run(registry.get("empire-of-the-sun").unwrap(), &spec(Some("south_pacific"))).unwrap();
    let game = &report.results[0];
    assert_eq!(game.measure_start, Some(eval::measure(&start("south_pacific", 7, &[]))));
    let rec = engine::record::Record::from_json(&game.record).unwrap();
    let end = engine::session::Match::<EmpireOfTheSun>::replay(&rec).unwrap();
    assert_eq!(game.measure_end, Some(eval::measure(end.state())));
    let ts = run(registry.get("twilight-struggle").unwrap(), &spec(None)).unwrap();
    assert_eq!((ts.results[0].measure_start, ts.results[0].measure_end), (None, None));
}

/// The South Pacific holds no hexes (garrisons cost the greedy player there, docs/ai.md) and weighs its
/// targets by Port Control: a port and a resource hex 1 each (17.10.7).
#[test]
fn the_south_pacific_weighs_port_control_and_holds_no_hexes() {
    use engine::games::empire_of_the_sun::ai::aims::aims;
    let s = start("south_pacific", 5, &[]);
    for side in [Side::Japanese, Side::Allied] {
        let a = aims(&s, side);
        assert!(a.guard.is_empty());
        let geo = s.geo();
        for &(i, w) in &a.targets {
            let d = &geo.data[i as usize];
            assert_eq!(w, (d.port as u8 + d.resource as u8) as f64, "{:?}", d.name);
        }
    }
}
