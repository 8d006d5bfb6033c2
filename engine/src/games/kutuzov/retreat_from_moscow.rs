//! Retreat from Moscow (KUT 19.7): the Imperial camp's change of strategic aim. Triggered at any turn's end
//! when the Imperials control Moscow or St. Petersburg, or by a Tsarist Will to Fight? marker (19.81,
//! will_to_fight.rs). After turn 3, when the game goes on, FN chooses before the interphase (19.71): keep up
//! the conquest (19.721) or retreat to prepare 1813 (19.722), with its consequences for turn 4 (19.723).

use serde::Serialize;

use super::control::controller_camp;
use super::data::{Power, FN, FS, IMPERIAL, R1, R2, TSARIST};
use super::morale;
use super::state::{State, Step};
use super::will_to_fight::Rfm;
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The resources the Imperial camp gains on adopting the retreat (KUT 19.722, 16.2: FN says which Power).
pub const RETREAT_RESOURCES: u8 = 2;
/// The Imperial attrition levels the retreat costs (KUT 19.722).
pub const RETREAT_ATTRITION_STEPS: u8 = 2;

/// KUT 19.7, first bullet: at a turn's end the French or an Imperial ally controls Moscow or St. Petersburg.
pub fn check_capitals(s: &mut State) {
    if s.rules < 3 || s.rfm != Rfm::None {
        return;
    }
    let held = ["moscow", "st-petersburg"].iter().any(|k| s.data.space(k).is_some_and(|i| controller_camp(s, i) == Some(IMPERIAL)));
    if held {
        s.rfm = Rfm::Triggered;
        s.log(None, "kut.rfm_triggered", vec![]);
    }
}

/// Whether FN is asked now (KUT 19.71): after turn 3, triggered, the game going on to turn 4.
pub fn choice_due(s: &State) -> bool {
    s.rules >= 3 && s.turn == 3 && s.last_turn > 3 && s.rfm == Rfm::Triggered && s.outcome.is_none()
}

/// FN's choice after turn 3 (KUT 19.71, 19.72); the interphase follows either way.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct RetreatChoice;

impl steps::Step<State> for RetreatChoice {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        let mut actions = vec![Action::KeepFighting];
        actions.extend((0..=RETREAT_RESOURCES).rev().map(Action::RetreatFromMoscow));
        Some(Prompt { seat: Some(FN), id: "kut.rfm_choice", args: vec![], rule: "KUT 19.71", actions })
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        s.steps.pop();
        match *action {
            Action::KeepFighting => s.log(Some(seat), "kut.rfm_keep_fighting", vec![]),
            Action::RetreatFromMoscow(to_fn) => adopt(s, to_fn.min(RETREAT_RESOURCES)),
            _ => return Err(Illegal(format!("{action:?} answers no question here"))),
        }
        if s.outcome.is_none() {
            super::turn::begin_interphase(s);
        }
        Ok(())
    }
}

/// KUT 19.722: the retreat's immediate consequences.
pub fn adopt(s: &mut State, to_fn: u8) {
    s.rfm = Rfm::Adopted;
    s.log(Some(FN), "kut.rfm_adopted", vec![]);
    // The Imperial camp's 2 resources, shared as FN says.
    gain(s, FN, to_fn);
    gain(s, FS, RETREAT_RESOURCES - to_fn);
    // The Tsarist morale rises a box and its Loss markers go (Gain markers stay); at the top, a resource.
    s.loss[TSARIST as usize] = 0;
    if !morale::rise(s, TSARIST) {
        let p = poorer(s, R1, R2);
        gain(s, p, 1);
    }
    // The Imperial attrition level worsens two steps, each with its usual Morale Loss markers; the Attrition
    // Loss markers go (Gain markers stay); a step that cannot be taken is a resource instead (D-R2).
    s.attrition_loss = 0;
    let last = s.data.attrition_levels.len().saturating_sub(1) as u8;
    for _ in 0..RETREAT_ATTRITION_STEPS {
        if s.attrition >= last {
            let p = poorer(s, FN, FS);
            gain(s, p, 1);
        } else {
            super::attrition::worsen(s);
        }
        if s.outcome.is_some() {
            return;
        }
    }
}

fn gain(s: &mut State, p: Power, n: u8) {
    if n > 0 {
        s.resources[p as usize] = s.resources[p as usize].saturating_add(n);
        s.log(Some(p), "kut.income", vec![Arg::Seat(p), Arg::Num(n as i32)]);
    }
}

/// Of two partners, the one with fewer resources; the first named on a tie (D-R2).
fn poorer(s: &State, a: Power, b: Power) -> Power {
    if s.resources[b as usize] < s.resources[a as usize] {
        b
    } else {
        a
    }
}

/// KUT 19.723: the Tsarist Powers are dealt 3 Home cards each for turn 4 once the retreat is adopted.
pub fn tsarist_home_cards(s: &State, p: Power, turn: u8, dealt: u8) -> u8 {
    if s.rules >= 3 && s.rfm == Rfm::Adopted && turn == 4 && super::data::camp_of(p) == TSARIST {
        dealt.max(3)
    } else {
        dealt
    }
}

/// KUT 20.2 with 19.7 (the turn-4 Imperial bonus): at the end of turn 4 with the retreat adopted, each Key
/// and each depot of the Imperial home the Imperials control is worth 2 more points, and their resources
/// a whole point each. In half points, per Power.
pub fn bonus_half_points(s: &State) -> [i32; 4] {
    let mut vp = [0i32; 4];
    if s.rules < 3 || s.rfm != Rfm::Adopted || s.turn < 4 {
        return vp;
    }
    for p in [FN, FS] {
        vp[p as usize] += s.resources[p as usize] as i32;
    }
    for i in 0..s.data.spaces.len() as u16 {
        let sp = &s.data.spaces[i as usize];
        let facts = sp.key_duchy as i32 + sp.depot as i32;
        if facts == 0 || sp.home.camp() != Some(IMPERIAL) || controller_camp(s, i) != Some(IMPERIAL) {
            continue;
        }
        let extra = 4 * facts;
        let holders: Vec<Power> = if !sp.joint.is_empty() && s.flags[i as usize].is_none() {
            sp.joint.iter().copied().filter(|&p| super::data::camp_of(p) == IMPERIAL).collect()
        } else {
            super::control::controller(s, i).into_iter().collect()
        };
        for &p in &holders {
            vp[p as usize] += extra / holders.len().max(1) as i32;
        }
    }
    vp
}

/// Pushes FN's choice (the interphase waits for it).
pub fn push_choice(s: &mut State) {
    s.steps.push(Step::RetreatChoice(RetreatChoice));
}
