//! The course of the game and its sequence of play, driven through the engine's prompts from a scenario's
//! start: the scenarios and their length ([1.0], [5.1]–[5.3]), the game turn's three player turns and their
//! phases in the rulebook's order ([5.4], [7.0]–[7.2]), the battle cycle's segments ([7.1.6]), the victory
//! levels ([5.5]), the glossary's terms ([6.0]) and stacking ([9.0]–[9.2]).

use std::collections::BTreeSet;

use engine::games::nato::actions::Action;
use engine::games::nato::data::{Class, Side, VictoryRow};
use engine::games::nato::game::Nato;
use engine::games::nato::movement::{destinations, fits};
use engine::games::nato::state::{Loc, State, Step};
use engine::Game;

use super::common::{hex, new_fortnight, open_around, ordinary, ring, state, table};

/// One decision taken: the game turn, the side deciding, the prompt.
#[derive(Clone, Debug, PartialEq)]
struct Seen {
    turn: u8,
    side: Side,
    id: &'static str,
}

/// Plays on from `s` taking `pick`'s action at each decision (`Done` where it is offered when `pick` gives
/// none), recording each new prompt, until game turn `until` begins.
fn play(s: &mut State, until: u8, mut pick: impl FnMut(&State, &engine::Prompt<Action>) -> Option<Action>) -> Vec<Seen> {
    let mut seen: Vec<Seen> = vec![];
    for _ in 0..2000 {
        if s.turn >= until || s.outcome.is_some() {
            break;
        }
        let p = Nato::prompt(s);
        let Some(seat) = p.seat else { break };
        let now = Seen { turn: s.turn, side: Side::of_seat(seat), id: p.id };
        if seen.last() != Some(&now) {
            seen.push(now);
        }
        let a = pick(s, &p).or_else(|| p.actions.iter().find(|a| **a == Action::Done).cloned()).or_else(|| ordinary(&p).first().cloned()).expect("an action");
        Nato::apply(s, seat, &a).unwrap_or_else(|e| panic!("{} {a:?}: {e:?}", p.id));
    }
    seen
}

/// The phase a prompt belongs to, in the rulebook's names.
fn phase(id: &str) -> Option<&'static str> {
    Some(match id {
        "nato.resupply" => "movement supply",
        "nato.rail" | "nato.rail_move" => "rail",
        "nato.ferry" | "nato.ferry_move" => "air and sea",
        "nato.movement" | "nato.move" => "ground",
        "nato.heli_segment" | "nato.heli_fly" | "nato.heli_return" => "helicopter",
        "nato.resupply_recovery" => "recovery",
        "nato.planning" => "planning",
        "nato.nuclear" => "nuclear",
        "nato.chemical" | "nato.chemical_first_use" => "chemical",
        "nato.air_strikes" | "nato.air_strikes_plan" | "nato.air_strikes_placed" => "air strike",
        "nato.bombardment" => "artillery",
        "nato.combat" | "nato.combat_marked" | "nato.commit" => "combat",
        "nato.reserve_phase" => "reserve",
        _ => return None,
    })
}

/// [7.2]'s order of a player turn's phases and segments.
const ORDER: [&str; 13] = ["movement supply", "rail", "air and sea", "ground", "helicopter", "recovery", "planning", "nuclear", "chemical", "air strike", "artillery", "combat", "reserve"];

/// [1.0], [5.3]: two sides, the Warsaw Pact and NATO, play complete games of the war's first one or two weeks
/// (a game turn a day), in 1983 or in 1988: each of the pack's scenarios is there in both years, of 7 or 14
/// game turns, and a game ends after its last turn's count.
#[test]
fn two_sides_play_a_week_or_two_in_1983_or_1988() {
    assert_eq!(Nato::meta().seats, &["warsaw_pact", "nato"]);
    let d = &Nato::builtin_data().data;
    let keys: BTreeSet<&str> = d.scenarios.iter().map(|s| s.key.as_str()).collect();
    for k in keys {
        let years: BTreeSet<u16> = d.scenarios.iter().filter(|s| s.key == k).map(|s| s.year).collect();
        assert_eq!(years, [1983, 1988].into_iter().collect(), "{k}");
        for s in d.scenarios.iter().filter(|s| s.key == k) {
            assert!(s.turns == 7 || s.turns == 14, "{k} {}: {} turns", s.year, s.turns);
        }
    }
    let s = new_fortnight(1988, Nato::meta().rules_version);
    assert_eq!(s.last_turn, 14);
    let b = engine::games::nato::setup::new_game(Nato::builtin_data(), "baltic_gate", 1983, 1, Nato::meta().rules_version).unwrap();
    assert_eq!(b.last_turn, 7, "the Baltic scenario is one week");
}

/// [5.1], [5.3]: the rulebook's four scenarios — BALTAP (the introductory one, one week), Strategic Surprise,
/// Extended Buildup and War of Nerves (two weeks each) — are listed by name, case and length in the pack
/// (their set-ups are in the Playbook, which Sandtable does not ship).
#[test]
fn the_four_published_scenarios_are_listed() {
    let rows = table("published_scenarios.tsv");
    let got: Vec<(String, String, String)> = rows.iter().map(|r| (r["scenario"].clone(), r["case"].clone(), r["turns"].clone())).collect();
    let want = [("baltap", "36.0", "7"), ("strategic_surprise", "37.0", "14"), ("extended_buildup", "38.0", "14"), ("war_of_nerves", "39.0-40.0", "14")];
    assert_eq!(got, want.iter().map(|(a, b, c)| (a.to_string(), b.to_string(), c.to_string())).collect::<Vec<_>>());
}

/// [5.2], [35.9]: a game is set up from the scenario's instructions (setup.tsv): a new game stands at game
/// turn 1 with the scenario's units on the map and the Pact to decide first.
#[test]
fn a_new_game_is_set_up_from_the_scenario() {
    let s = new_fortnight(1983, Nato::meta().rules_version);
    let on_map = |side: Side| s.on_map().filter(|&(u, _)| s.side(u) == side).count();
    assert!(on_map(Side::Wp) > 20 && on_map(Side::Nato) > 20);
    for r in table("setup.tsv").iter().filter(|r| r["scenario"] == "long_fortnight" && r["year"] == "1983" && r["turn"] == "0") {
        let placed = r["placement"].trim_start_matches("RF");
        if placed.len() == 4 && placed.chars().all(|c| c.is_ascii_digit()) {
            let u = s.data().unit(&r["unit"]).unwrap() as u16;
            assert_eq!(s.hex_of(u), Some(hex(placed)), "{} set up in {placed}", r["unit"]);
        }
    }
    assert_eq!((s.turn, Nato::prompt(&s).seat), (1, Some(Side::Wp.seat())));
}

/// [5.4], [7.0], [7.1], [7.1.1], [7.1.2], [7.1.3], [7.1.4], [7.1.5], [7.2], [4.4.1], [4.4.2]: a game turn is the
/// Joint Player Turn, then the Pact's player turn, then NATO's: every decision of game turn 1 is the Pact's
/// until the first of NATO's, and the Pact decides again only in game turn 2. Within a player turn the
/// phasing player decides each phase's prompt, in the order of [7.2]: the Movement Phase's segments (rail,
/// air and sea, ground, helicopter) before the Recovery, Combat Planning (the Pact only), Offensive Strike
/// (nuclear, chemical, air strikes, artillery — the Pact only), Combat and Reserve Phases. (The other order,
/// combat before movement or NATO first, fails the positions.)
#[test]
fn the_game_turn_runs_the_phases_in_order() {
    let mut s = new_fortnight(1983, Nato::meta().rules_version);
    let seen = play(&mut s, 3, |_, _| None);
    assert_eq!(s.turn, 3);
    for turn in [1u8, 2] {
        let sides: Vec<Side> = seen.iter().filter(|x| x.turn == turn).map(|x| x.side).collect();
        let first_nato = sides.iter().position(|&x| x == Side::Nato).expect("NATO's player turn");
        assert!(first_nato > 0, "the Pact's player turn first");
        assert!(sides[first_nato..].iter().all(|&x| x == Side::Nato), "turn {turn}: the Pact decides again after NATO's turn began: {seen:?}");
        for side in [Side::Wp, Side::Nato] {
            let phases: Vec<&str> = seen.iter().filter(|x| x.turn == turn && x.side == side).filter_map(|x| phase(x.id)).collect();
            let at: Vec<usize> = phases.iter().map(|p| ORDER.iter().position(|o| o == p).unwrap()).collect();
            assert!(at.windows(2).all(|w| w[0] <= w[1]), "turn {turn} {side:?}: {phases:?}");
            for must in ["ground", "combat"] {
                assert!(phases.contains(&must), "turn {turn} {side:?}: no {must} in {phases:?}");
            }
            assert_eq!(phases.contains(&"planning"), side == Side::Wp, "[7.1.4] D: Combat Planning is the Pact's only");
            if side == Side::Nato {
                assert!(!phases.contains(&"artillery"), "only the Pact has artillery ([3.3])");
            }
            assert!(phases.contains(&"air strike"), "turn {turn} {side:?}: the Offensive Strike Phase's air strikes");
        }
    }
}

/// [7.1.3], [7.2] I.B 3: the Joint Reinforcement Phase comes first in the game turn: a unit due on game turn
/// 2 is in its place when the Pact's first decision of turn 2 is asked, and not while NATO still plays turn 1.
#[test]
fn reinforcements_arrive_before_the_pacts_player_turn() {
    let mut s = new_fortnight(1983, Nato::meta().rules_version);
    let due: Vec<usize> = (0..s.units.len()).filter(|&u| s.units[u].loc == Loc::Due(2)).collect();
    assert!(!due.is_empty());
    play(&mut s, 2, |_, _| None);
    assert_eq!(s.turn, 2);
    assert_eq!(Nato::prompt(&s).seat, Some(Side::Wp.seat()));
    for u in due {
        assert_ne!(s.units[u].loc, Loc::Due(2), "{} has arrived", s.data().units[u].key);
    }
}

/// [7.1.6], [7.2] II.F: a battle cycle runs its segments in order: the Pact commits its attackers, then NATO
/// may react into the target, then the roll; the defender's result (its step losses and retreats) comes
/// before the attacker's (its advance into the emptied hex). [4.2.6]: the Pact's Battle marker binds it —
/// with a marked hex unattacked its Combat Phase cannot be finished — and a defender that survives the
/// battle is marked Engaged.
#[test]
fn the_battle_cycle_runs_its_segments_in_order() {
    let r = ring("3318");
    let mut s = open_around("3318", 2);
    s.turn = 2;
    let a = s.place("su-16-td", &r[0]);
    s.place("su-94-mrd", &r[0]);
    let defender = s.place("wg-1-83", "3318");
    s.place("wg-3-83", &r[1]);
    s.steps.push(Step::Combat(Side::Wp));
    s.steps.push(Step::Planning);
    let mut log: Vec<(Side, &'static str)> = vec![];
    for _ in 0..60 {
        let p = Nato::prompt(&s);
        let Some(seat) = p.seat else { break };
        if p.id == "nato.combat_marked" && s.battle.is_none() && !log.is_empty() && log.iter().any(|(_, id)| *id == "nato.commit") {
            break;
        }
        log.push((Side::of_seat(seat), p.id));
        let pick = match p.id {
            "nato.planning" => p.actions.iter().find(|x| **x == Action::Mark(hex("3318"))).cloned().unwrap_or(Action::Done),
            "nato.combat_marked" => {
                assert!(!p.actions.contains(&Action::Done), "a marked hex must be attacked");
                Action::Attack(hex("3318"))
            }
            "nato.commit" => p.actions.iter().find(|x| matches!(x, Action::Commit(_))).cloned().unwrap_or(Action::Resolve),
            _ => p.actions.iter().find(|x| **x == Action::Done).cloned().unwrap_or_else(|| ordinary(&p)[0].clone()),
        };
        if p.id == "nato.commit" && pick == Action::Resolve {
            super::common::dice(&mut s, &[6, 6, 6, 6]);
        }
        Nato::apply(&mut s, seat, &pick).unwrap();
    }
    let at = |id: &str| log.iter().position(|(_, x)| *x == id);
    let commit = at("nato.commit").expect("the Commitment Segment");
    let reaction = at("nato.reaction").expect("NATO's Reaction Segment");
    assert_eq!(log[reaction].0, Side::Nato, "the defender reacts");
    assert!(commit < reaction, "{log:?}");
    let losses = log.iter().position(|(_, x)| x.starts_with("nato.retreat") || *x == "nato.hits_defender");
    let advance = at("nato.advance");
    if let (Some(d), Some(v)) = (losses, advance) {
        assert!(reaction < d && d < v, "{log:?}");
    }
    assert!(s.units[a as usize].attacked, "the battle was fought: {log:?}");
    if s.units[defender as usize].loc != Loc::Dead {
        assert!(s.units[defender as usize].engaged, "the surviving defender is Engaged");
    }
}

/// [5.5]: the game is won by the difference of the Pact's VP less NATO's, read on the scenario's victory
/// table: at or above the Pact's lowest (marginal) level the Pact wins; from the draw's bound up to it the
/// game is drawn; below the draw's bound NATO wins. (Reading the difference as NATO's less the Pact's would
/// give the Pact's margin to NATO.)
#[test]
fn the_vp_difference_decides_the_winner() {
    use engine::games::nato::turn::{final_count, final_vp};
    let mut s = state();
    let levels: Vec<(i32, String)> = s
        .data()
        .victory
        .iter()
        .filter(|v| v.scenario == s.scenario && v.year == s.year)
        .filter_map(|v| match &v.row {
            VictoryRow::Level { level, vp } => Some((*vp, level.clone())),
            _ => None,
        })
        .collect();
    let draw = levels.iter().find(|(_, l)| l == "draw").expect("a draw level").0;
    let marginal = levels.iter().filter(|(v, _)| *v > draw).map(|(v, _)| *v).min().expect("the Pact's lowest win");
    let base = final_vp(&s);
    let with = |s: &mut State, diff: i32| {
        s.vp = [diff - (base[0] - base[1]), 0];
        assert_eq!(final_vp(s)[0] - final_vp(s)[1], diff);
        final_count(s)
    };
    let o = with(&mut s, marginal);
    assert_eq!(o.winner, Some(Side::Wp.seat()), "{o:?}");
    for diff in [draw, marginal - 1] {
        let o = with(&mut s, diff);
        assert_eq!(o.winner, None, "difference {diff}: a draw ({o:?})");
    }
    let o = with(&mut s, draw - 1);
    assert_eq!(o.winner, Some(Side::Nato.seat()), "{o:?}");
}

/// [6.0]: the glossary's terms as the engine reads them. A land hex is any hex not all-sea, a coastal hex one
/// of land and sea; a combat unit is a ground unit that is not an HQ, a maneuver unit a combat unit that is
/// not artillery; the stacking limit is 4 maneuver steps + 1 artillery step + 1 HQ step ([9.1.1]).
#[test]
fn the_glossary_terms() {
    let s = state();
    let d = s.data();
    for h in d.hexes.iter() {
        assert!(!(h.all_sea && h.coastal), "an all-sea hex is never coastal");
        if h.all_sea {
            assert!(h.country.is_none(), "an all-sea hex has no land");
        }
    }
    for t in &d.types {
        let combat = t.class.ground() && t.class != Class::Hq;
        assert_eq!(t.class.maneuver(), combat && t.class != Class::Artillery, "{}", t.key);
    }
    // The stacking limit: four maneuver steps (two Pact divisions), then one artillery and one HQ step more.
    let mut s = state();
    s.place("su-16-td", "3318");
    s.place("su-21-mrd", "3318");
    let third = s.data().unit("su-94-mrd").unwrap() as u16;
    let arty = s.data().unit("su-34-arty").unwrap() as u16;
    let hq = s.data().unit("negf-hq").unwrap() as u16;
    assert!(!fits(&s, third, hex("3318")), "a fifth maneuver step");
    assert!(fits(&s, arty, hex("3318")), "one artillery step");
    s.place("su-34-arty", "3318");
    assert!(fits(&s, hq, hex("3318")), "one HQ step");
    assert!(!fits(&s, s.data().unit("su-34s-arty").unwrap() as u16, hex("3318")), "a second artillery step");
}

/// [9.0], [9.1], [9.2]: the stacking limit holds only at the end of a segment: a unit moves through a hex
/// full of friendly steps but may not end there; units of different nationalities (NATO) or fronts (the
/// Pact) stack together up to the limit.
#[test]
fn stacking_is_checked_where_a_move_ends() {
    let r = ring("3318");
    let mut s = open_around("3318", 2);
    s.turn = 2;
    // Three NATO steps of two nations in 3318, then a US one.
    for k in ["wg-1-83", "wg-3-83", "uk-7-83"] {
        s.place(k, "3318");
    }
    let us = s.data().units.iter().position(|u| u.nation == "us" && s.data().types[u.ty].steps == 1 && s.data().types[u.ty].class.maneuver()).unwrap() as u16;
    assert!(fits(&s, us, hex("3318")), "[9.2]: a third nation's step up to the limit");
    let key = s.data().units[us as usize].key.clone();
    s.place(&key, "3318");
    let mover = s.place("wg-7-83", &r[0]);
    let dests = destinations(&s, mover);
    assert!(!dests.iter().any(|d| d.hex == hex("3318")), "no move ends in the full hex");
    assert!(dests.iter().any(|d| d.path.len() > 1 && d.path[..d.path.len() - 1].contains(&hex("3318"))), "moves pass through it");
}

/// [9.1.2], [25.8.2]: units exploiting may stack no more than two maneuver steps where each ends its advance,
/// while units advancing by consolidation stack to the ordinary limit: after one 2-step division exploits
/// into the emptied target, a second may not follow it there; after one advances by consolidation, the
/// second may. (The ordinary limit for both would let the second exploit into the target too.)
#[test]
fn exploiting_units_stack_two_steps() {
    for exploit in [true, false] {
        let mut s = open_around("3215", 1);
        s.turn = 2;
        let (a, b, _) = super::common::pact_wins_at_3215(&mut s);
        assert!(matches!(s.steps.last(), Some(Step::Advance)), "{:?}", s.steps.last());
        let first = if exploit { Action::Exploit(a, hex("3215")) } else { Action::Advance(a) };
        Nato::apply(&mut s, 0, &first).unwrap();
        let p = Nato::prompt(&s);
        let second = if exploit { Action::Exploit(b, hex("3215")) } else { Action::Advance(b) };
        assert_eq!(p.actions.contains(&second), !exploit, "exploitation {exploit}: {:?}", p.actions);
    }
}

/// [7.2] I.A 3, II.F, II.G: the markers each phase's end removes. The Joint Status Phase returns the attack
/// helicopters of the Recovery box to the Ready box; the end of a Combat Phase takes off every Engaged
/// marker and the Battle markers; the end of a player's Reserve Phase his own Reserve/OMG and Breakthrough
/// markers and the enemy's Air Interdiction markers — not the enemy's Breakthrough markers nor his own Air
/// Interdiction markers.
#[test]
fn each_phase_end_removes_its_markers() {
    use engine::games::nato::combat::CombatEnd;
    use engine::games::nato::movement::ReserveEnd;
    use engine::games::nato::turn::TurnStart;
    use engine::kit::steps::Step as _;
    let mut s = state();
    let wp = s.place("su-16-td", "3318");
    let nato = s.place("wg-2-83", "3922");
    s.player = Side::Wp;
    s.units[nato as usize].engaged = true;
    s.marked.push(hex("3922"));
    CombatEnd.run(&mut s);
    assert!(!s.units[nato as usize].engaged && s.marked.is_empty(), "Engaged and Battle markers go after the battles");
    s.units[wp as usize].reserve = true;
    s.units[nato as usize].reserve = true;
    s.breakthroughs = vec![(hex("3318"), Side::Wp), (hex("3922"), Side::Nato)];
    s.aiz = vec![(hex("3318"), Side::Wp), (hex("3922"), Side::Nato)];
    ReserveEnd.run(&mut s);
    assert!(!s.units[wp as usize].reserve && s.units[nato as usize].reserve, "the phasing player's OMG markers only");
    assert_eq!(s.breakthroughs, vec![(hex("3922"), Side::Nato)], "his own Breakthrough markers only");
    assert_eq!(s.aiz, vec![(hex("3318"), Side::Wp)], "the enemy's Air Interdiction markers only");
    // The Joint Status Phase: a brigade used last turn is ready again.
    let ah = s.data().unit("negf-ah").unwrap();
    s.units[ah].loc = Loc::Display;
    s.units[ah].used = true;
    s.steps.clear();
    TurnStart.run(&mut s);
    assert!(!s.units[ah].used, "back in the Ready box");
}
