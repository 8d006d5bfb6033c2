//! The game turn (EotS 4.0): its phases in order, as the steps a turn pushes ([`push_turn`]), and the
//! automatic steps that frame it — the turn's start (4.1), the deal (4.14) and its end (4.5). Every step
//! of a turn, in the order of play, and where it is written:
//!
//! | phase | step | rule file |
//! |---|---|---|
//! | Strategic (4.1) | `TurnStart` | here |
//! | | `Reinforcements` (4.11, 10.1) | strategic/reinforcements.rs |
//! | | `Replacements` (4.12, 11.0) | strategic/replacements.rs |
//! | | `StrategicWarfare` (4.13, 12.0) | strategic/strategic_warfare.rs |
//! | | `Deal` (4.14) | here |
//! | Offensives (4.2) | `Initiative` (4.21), `Round` and `AfterPlay` (4.22) | turn/rounds.rs |
//! | | an offensive's steps (7.2): `ChooseHq`, `Activate` … `OffensiveEnd` | offensive/ (its module doc lists them) |
//! | | the battles' steps (9.0) | battle/ |
//! | | `Event` (5.3) | events/steps.rs |
//! | | `Emergency` (8.22), `Overstack` (8.24) | offensive/movement/ |
//! | | the openings' `FreeNavalMove`, `Arcadia`, `Kondo` (17.11, 17.25) | scenario/opening.rs |
//! | Political (4.3) | `NationalStatus` (13.0) | political/national_status.rs |
//! | | `PoliticalWill` (16.4) | political/political_will.rs |
//! | Attrition (4.4) | `Attrition` (6.24) | supply/attrition.rs |
//! | End of Turn (4.5) | `EndOfTurn` | here |

pub mod cards;
pub mod oc_uses;
pub mod rounds;

use super::data::Side;
use super::state::steps::{self, Step};
use super::state::State;
use super::strategic::{delays, replacements};
use crate::kit::steps::Step as Kind;
use crate::{Arg, LogEntry, Prompt};

/// Pushes the steps of a whole turn. `strategic`: with the Strategic Phase (a scenario that begins at the
/// Offensives Phase skips it on its first turn, 17.2–17.4, 17.10).
pub fn push_turn(s: &mut State, strategic: bool) {
    let mut steps = vec![];
    if strategic {
        steps.extend([
            Step::TurnStart,
            Step::Reinforcements(steps::Reinforcements { side: Side::Allied }),
            Step::Reinforcements(steps::Reinforcements { side: Side::Japanese }),
            Step::Replacements(steps::Replacements { side: Side::Allied }),
            Step::Replacements(steps::Replacements { side: Side::Japanese }),
            Step::StrategicWarfare,
            Step::Deal,
        ]);
    }
    steps.extend([Step::Initiative, Step::NationalStatus, Step::PoliticalWill, Step::Attrition, Step::EndOfTurn]);
    // The stack's top is its last element.
    steps.reverse();
    s.steps.extend(steps);
}

/// 4.1 turn start: ASPs and event draws reset (10.3, 5.35), Progress of War notes who holds what (16.47).
pub fn turn_start(s: &mut State) {
    s.tracks.asp_used = [0, 0];
    s.tracks.asp_temporary = [0, 0];
    for c in &mut s.cards {
        c.drawn_by_events = 0;
        c.future_set_this_turn = false;
    }
    s.control_at_turn_start = s.control.to_vec();
    s.tracks.status_control = false;
    s.log.push(LogEntry::new(None, "eots.turn", vec![Arg::Num(s.tracks.turn as i32)]));
    // 10.31 (L1309): from turn 2 the Allies' permanent ASPs grow by one a turn unless the War in Europe
    // marker is at level 3 or 4 (wie.tsv's asp_growth). The scenario's first turn starts at its printed
    // level. Rules version 4; versions 1–3 never grew it.
    let grows = s.data().tables.wie_level(s.tracks.wie as i32).is_some_and(|w| w.asp_growth);
    if s.rules >= 4 && s.tracks.turn >= 2 && s.tracks.turn > s.first_turn && grows {
        let a = super::state::idx(Side::Allied);
        s.tracks.asp[a] = s.tracks.asp[a].saturating_add(1);
        s.log.push(LogEntry::new(None, "eots.asp_growth", vec![Arg::Num(s.tracks.asp[a] as i32)]));
    }
}

/// EotS 4.1: the turn begins; the delayed reinforcements come in (10.21, delays.rs) and the turn's
/// replacement points are set (11.0).
impl Kind<State> for steps::TurnStart {
    fn prompt(&self, _: &State) -> Option<Prompt<super::actions::Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        turn_start(s);
        delays::segment(s);
        replacements::replacement_points(s);
    }
}

/// 4.14: both sides are dealt their cards.
pub fn deal(s: &mut State) {
    // 12.21, 12.32: each submarine or bombing success costs the Japanese a card.
    let japanese_cuts = s.tracks.japan_cuts;
    let (jc, jp) = cards::hand_size(s, Side::Japanese, japanese_cuts);
    // 17.12's historical variant: three of the Japanese cards are chosen (17.25F).
    let chosen = super::scenario::opening::historical_hand(s);
    cards::deal(s, Side::Japanese, jc.saturating_sub(chosen), jp);
    let (ac, ap) = cards::hand_size(s, Side::Allied, cards::allied_reductions(s));
    cards::deal(s, Side::Allied, ac, ap);
    super::scenario::opening::after_deal(s);
}

/// EotS 4.14: the deal.
impl Kind<State> for steps::Deal {
    fn prompt(&self, _: &State) -> Option<Prompt<super::actions::Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        deal(s);
    }
}

/// 4.5 end of turn: the last turn ends the scenario; otherwise the turn marker advances.
pub fn end_of_turn(s: &mut State) {
    super::political::schedules::note_end_of_turn(s);
    s.effects.clear();
    s.tracks.tokyo_express = None;
    if s.tracks.turn >= s.last_turn {
        super::political::victory::final_victory(s);
        return;
    }
    s.tracks.turn += 1;
    push_turn(s, true);
}

/// EotS 4.5: the end of the turn.
impl Kind<State> for steps::EndOfTurn {
    fn prompt(&self, _: &State) -> Option<Prompt<super::actions::Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        end_of_turn(s);
    }
}
