//! Emergency Recovery (KUT 9, 5.23, rules 15): from the second morale drop of a camp in one impulse, a Power
//! of that camp may avert the drop by removing Morale Loss markers at once, with a card's CP (one die per CP,
//! 9.52; the card counts as a response, 5.23) or resources (8 dice each, 16.54), or both, as often as it likes.

use serde::Serialize;

use super::data::{camp_of, Power};
use super::morale;
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The rules version that plays Emergency Recovery.
pub const RULES: u32 = 15;

/// A morale drop waiting for the camp's Emergency Recovery (KUT 9, L794–L796). The check's roll is made and
/// stays: the drop is averted once the camp's Loss markers are no more than the roll (L796, L878). Further
/// checks of the camp while it waits are rolled and wait behind it, in order (E62).
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Recovery {
    pub camp: u8,
    /// The rolls of the camp's morale checks waiting, oldest first: the first is the drop being decided.
    pub rolls: Vec<u32>,
    /// The camp's Powers that accepted this drop rather than pay.
    pub declined: Vec<Power>,
}

/// A card with CP paid from the hand for a recovery (KUT 9.52, 14.46): it leaves the hand as a used card; its CP.
fn spend_card(s: &mut State, seat: Seat, c: u16) -> Result<u8, Illegal> {
    if !cards(s, seat).contains(&c) {
        return Err(Illegal(format!("#{c} is not a card with CP in the hand")));
    }
    let cp = s.data.card(c).and_then(|x| x.cp).unwrap_or(0);
    let at = super::single_hand::hand_of(s, seat);
    s.hands[at].retain(|&x| x != c);
    super::events::piles::after_use(s, seat, c);
    s.chance.reveal();
    Ok(cp)
}

/// The cards a Power may spend on an Emergency Recovery: any card of its hand with CP (KUT 5.23: "even if not
/// a response"); a Must Play card has no CP.
pub fn cards(s: &State, p: Power) -> Vec<u16> {
    let mut out: Vec<u16> = Vec::new();
    for &c in &s.hands[super::single_hand::hand_of(s, p)] {
        if s.data.card(c).and_then(|x| x.cp).unwrap_or(0) > 0 && !out.contains(&c) {
            out.push(c);
        }
    }
    out
}

/// Whether a Power could pay for a recovery: a card with CP, or a resource.
pub fn may_pay(s: &State, p: Power) -> bool {
    !cards(s, p).is_empty() || s.resources[p as usize] >= 1
}

/// The Power of the impulse under way.
fn active(s: &State) -> Option<Power> {
    s.steps.iter().rev().find_map(|x| if let Step::Impulse(i) = x { Some(i.power) } else { None })
}

/// The camp's Powers in the order they are asked: from the active Power along the impulse track (KUT 5.2,
/// simultaneous responses).
fn order(s: &State, camp: u8) -> Vec<Power> {
    let first = active(s).unwrap_or(0);
    (0..4).map(|k| (first + k) % 4).filter(|&p| camp_of(p) == camp).collect()
}

/// A drop about to happen from a check's roll: from rules 15, in an impulse, when the camp's morale already
/// dropped in it and one of its Powers can pay, the drop waits for the camp's decision (true).
pub fn offer(s: &mut State, camp: u8, roll: u32) -> bool {
    if s.rules < RULES || !s.in_impulse() || s.drops[camp as usize] == 0 || s.outcome.is_some() {
        return false;
    }
    if !order(s, camp).into_iter().any(|p| may_pay(s, p)) {
        return false;
    }
    s.log(None, "kut.recovery_due", vec![Arg::Key(morale::camp_key(camp).into()), Arg::Num(roll as i32), Arg::Num(s.loss[camp as usize] as i32)]);
    s.steps.push(Step::Recovery(Recovery { camp, rolls: vec![roll], declined: Vec::new() }));
    true
}

/// A check of a camp whose drop waits for its recovery waits behind it (E62): true when it does.
pub fn wait(s: &mut State, camp: u8, roll: u32) -> bool {
    if s.rules < RULES {
        return false;
    }
    let Some(r) = s.steps.iter_mut().rev().find_map(|x| match x {
        Step::Recovery(r) if r.camp == camp => Some(r),
        _ => None,
    }) else {
        return false;
    };
    r.rolls.push(roll);
    s.log(None, "kut.recovery_waits", vec![Arg::Key(morale::camp_key(camp).into()), Arg::Num(roll as i32)]);
    true
}

impl Recovery {
    /// The Power asked now: the first of the camp, in order, that has not accepted the drop and can pay.
    pub fn asker(&self, s: &State) -> Option<Power> {
        order(s, self.camp).into_iter().find(|&p| !self.declined.contains(&p) && may_pay(s, p))
    }

    fn roll(&self) -> u32 {
        self.rolls[0]
    }

    /// After a payment: the drop averted once the Loss markers are no more than the roll; else asked again.
    fn paid(mut self, s: &mut State) {
        if self.roll() >= s.loss[self.camp as usize] as u32 {
            s.steps.pop();
            s.log(None, "kut.recovery_averted", vec![Arg::Key(morale::camp_key(self.camp).into()), Arg::Num(self.roll() as i32), Arg::Num(s.loss[self.camp as usize] as i32)]);
            self.rolls.remove(0);
            self.next(s);
        } else {
            *s.steps.last_mut().expect("the recovery is on top") = Step::Recovery(self);
        }
    }

    /// The checks that waited behind this drop, judged in turn (E62).
    fn next(self, s: &mut State) {
        for roll in self.rolls {
            morale::judge(s, self.camp, roll);
        }
    }
}

impl steps::Step<State> for Recovery {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let p = self.asker(s)?;
        let mut actions: Vec<Action> = cards(s, p).into_iter().map(Action::Card).collect();
        if s.resources[p as usize] >= 1 {
            actions.push(Action::MoraleResource);
        }
        actions.push(Action::Done);
        Some(Prompt {
            seat: Some(p),
            id: "kut.recovery",
            args: vec![Arg::Seat(p), Arg::Key(morale::camp_key(self.camp).into()), Arg::Num(self.roll() as i32), Arg::Num(s.loss[self.camp as usize] as i32)],
            rule: "KUT 5.23",
            actions,
        })
    }

    /// Nobody (more) pays: the drop happens, then the checks that waited.
    fn run(&self, s: &mut State) {
        morale::fall(s, self.camp);
        let mut me = self.clone();
        me.rolls.remove(0);
        me.next(s);
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let mut me = self.clone();
        match *action {
            Action::Card(c) => {
                let cp = spend_card(s, seat, c)?;
                // KUT 9.52: a die per CP, each 5 or 6 a Loss marker removed (a Gain marker with none left).
                let dice = s.dice(cp as usize);
                let good = dice.iter().filter(|&&d| s.data.band("marker_die", d as i32).is_some()).count() as u8;
                s.log(Some(seat), "kut.recovery_card", vec![Arg::Seat(seat), Arg::Card(c), Arg::Dice(dice.iter().map(|&v| crate::Die { value: v, scripted: false }).collect()), Arg::Num(good as i32)]);
                if good > 0 {
                    morale::gain(s, self.camp, good);
                }
                me.paid(s);
            }
            Action::MoraleResource => {
                if s.resources[seat as usize] == 0 {
                    return Err(Illegal("no resource to spend".into()));
                }
                // KUT 16.54: 8 dice.
                morale::resource_dice(s, seat);
                me.paid(s);
            }
            Action::Done => {
                s.log(Some(seat), "kut.recovery_declined", vec![Arg::Seat(seat)]);
                me.declined.push(seat);
                *s.steps.last_mut().expect("the recovery is on top") = Step::Recovery(me);
            }
            _ => return Err(Illegal("pay a card's CP or a resource against the drop, or accept it".into())),
        }
        Ok(())
    }
}

/// A second drop of the Imperial attrition level in one impulse waiting for the Imperials' Emergency Recovery
/// (KUT 14.44, L1656; rules 15, E62): one of the Imperial Powers may remove Attrition Loss markers at once with a
/// card's CP (a die each, 14.46) or resources (8 dice each, 16.51, beyond the impulse's one run), until fewer than
/// 9 are left, or accept the drop.
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct AttritionRecovery {
    /// The Imperial Powers that accepted this drop rather than pay.
    pub declined: Vec<Power>,
}

fn attrition_need(s: &State) -> u8 {
    s.data.k("attrition_drop_loss").max(1) as u8
}

/// A level drop about to happen (KUT 14.43): true when it waits for an Emergency Recovery, pending already or
/// offered now (rules 15, in an impulse, from the second drop, an Imperial Power able to pay).
pub fn attrition_waits(s: &mut State) -> bool {
    if s.rules < RULES || s.outcome.is_some() {
        return false;
    }
    if s.steps.iter().any(|x| matches!(x, Step::AttritionRecovery(_))) {
        return true;
    }
    if !s.in_impulse() || s.attrition_drops == 0 || !order(s, super::data::IMPERIAL).into_iter().any(|p| may_pay(s, p)) {
        return false;
    }
    s.log(None, "kut.attrition_recovery_due", vec![Arg::Num(s.attrition_loss as i32)]);
    s.steps.push(Step::AttritionRecovery(AttritionRecovery { declined: Vec::new() }));
    true
}

impl AttritionRecovery {
    pub fn asker(&self, s: &State) -> Option<Power> {
        order(s, super::data::IMPERIAL).into_iter().find(|&p| !self.declined.contains(&p) && may_pay(s, p))
    }

    /// After a payment: averted with fewer than 9 markers left, else asked again.
    fn paid(self, s: &mut State) {
        if s.attrition_loss < attrition_need(s) {
            s.steps.pop();
            s.log(None, "kut.attrition_recovery_averted", vec![Arg::Num(s.attrition_loss as i32)]);
        } else {
            *s.steps.last_mut().expect("the recovery is on top") = Step::AttritionRecovery(self);
        }
    }
}

impl steps::Step<State> for AttritionRecovery {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let p = self.asker(s)?;
        let mut actions: Vec<Action> = cards(s, p).into_iter().map(Action::Card).collect();
        if s.resources[p as usize] >= 1 {
            actions.push(Action::AttritionResource);
        }
        actions.push(Action::Done);
        Some(Prompt {
            seat: Some(p),
            id: "kut.attrition_recovery",
            args: vec![Arg::Seat(p), Arg::Num(s.attrition_loss as i32), Arg::Num(attrition_need(s) as i32)],
            rule: "KUT 14.44",
            actions,
        })
    }

    /// Nobody (more) pays: the level drops, and any further drop is checked again.
    fn run(&self, s: &mut State) {
        let need = attrition_need(s);
        if s.attrition_loss >= need {
            super::attrition::drop_level(s, need);
            super::attrition::check_level(s);
        }
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let mut me = self.clone();
        match *action {
            Action::Card(c) => {
                let cp = spend_card(s, seat, c)?;
                s.log(Some(seat), "kut.attrition_recovery_card", vec![Arg::Seat(seat), Arg::Card(c), Arg::Num(cp as i32)]);
                // KUT 14.46: a die per CP, each 5 or 6 an Attrition Loss marker removed.
                for _ in 0..cp {
                    super::attrition::gain_die(s);
                }
                me.paid(s);
            }
            Action::AttritionResource => {
                if s.resources[seat as usize] == 0 {
                    return Err(Illegal("no resource to spend".into()));
                }
                super::attrition::resource_dice(s, seat);
                me.paid(s);
            }
            Action::Done => {
                s.log(Some(seat), "kut.recovery_declined", vec![Arg::Seat(seat)]);
                me.declined.push(seat);
                *s.steps.last_mut().expect("the recovery is on top") = Step::AttritionRecovery(me);
            }
            _ => return Err(Illegal("pay a card's CP or a resource against the level's drop, or accept it".into())),
        }
        Ok(())
    }
}
