//! Strategic Warfare (DF 7.9, L1364–L1439; displays DF 1.E, L401–L419): West first gains a Transport
//! Point; the faction picks an active display and rolls 2d6 on the pack's bands (fail, 1 box, 2 boxes), then
//! moves the marker that many boxes either way. Crossing into the other side's colour changes who holds the
//! display's objective and moves the VP marker (7.9.1); the leftmost box makes the display Western for good
//! and inactive (7.9.4). The unit adjustments of 7.9.2 (Italian fleets, OKW subs, Western elite air) and
//! the naval modifiers of 7.9.3 wait for the naval and air rules (docs/games/downfall.md).

use serde::Serialize;

use super::data::{Faction, Ideology, SW_TRACKS};
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// The most Transport Points West may hold (DF 7.9 step 1, L1366).
pub const TP_MAX: u8 = 10;

/// Whether a display can be chosen: in play, and not yet in its leftmost box (DF 7.9.4).
pub fn active(s: &State, t: usize) -> bool {
    s.sw[t] >= 2
}

/// Who holds a display's objective: the colour of the marker's box (DF 1.E, L411); an inactive display is
/// Western (7.9.4).
pub fn holder(s: &State, t: usize) -> Ideology {
    match s.sw[t] {
        0 | 1 => Ideology::Western,
        b => s.data().sw_boxes[t].get(b as usize - 1).copied().unwrap_or(Ideology::Western),
    }
}

/// DF 7.9 step 1, then the choice of a display.
pub fn start(s: &mut State, f: Faction) {
    if f == Faction::West && s.tp < TP_MAX {
        s.tp += 1;
        s.log(Some(f.seat()), "df.tp", vec![Arg::Num(s.tp as i32)]);
    }
    s.steps.push(Step::SwTrack(SwTrack { faction: f }));
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SwTrack {
    pub faction: Faction,
}

impl steps::Step<State> for SwTrack {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let actions = (0..3).filter(|&t| active(s, t)).map(|t| Action::Track(t as u8)).collect();
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.sw_track", args: vec![], rule: "DF 7.9", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Track(t) = *a else { return Err(Illegal("choose a Strategic Warfare display".into())) };
        s.steps.pop();
        let dice = s.chance.rolls(2, 1..=6);
        // Decision Q5: the event cards' +1 to every roll but weather (DF 10.2).
        let roll: i32 = dice.iter().map(|d| d.value as i32).sum::<i32>() + super::events::roll_bonus(s, self.faction);
        let boxes = s.data().sw_boxes_for(roll);
        s.log(
            Some(self.faction.seat()),
            "df.sw_roll",
            vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t as usize])), Arg::Dice(dice.iter().map(|d| crate::log::Die { value: d.value, scripted: d.drawn == crate::kit::chance::Drawn::Scripted }).collect()), Arg::Num(boxes as i32)],
        );
        if boxes > 0 {
            s.steps.push(Step::SwMove(SwMove { faction: self.faction, track: t, boxes }));
        }
        Ok(())
    }
}

/// DF 7.9 step 2: the marker moves the rolled boxes, in the direction the faction chooses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SwMove {
    pub faction: Faction,
    pub track: u8,
    pub boxes: u8,
}

impl steps::Step<State> for SwMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let t = self.track as usize;
        let last = s.data().sw_boxes[t].len() as u8;
        let mut actions = vec![];
        if s.sw[t] > 1 {
            actions.push(Action::Shift { left: true });
        }
        if s.sw[t] < last {
            actions.push(Action::Shift { left: false });
        }
        Some(Prompt { seat: Some(self.faction.seat()), id: "df.sw_move", args: vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t])), Arg::Num(self.boxes as i32)], rule: "DF 7.9", actions })
    }
    fn apply(&self, s: &mut State, _: Seat, a: &Action) -> Result<(), Illegal> {
        let Action::Shift { left } = *a else { return Err(Illegal("move the marker left or right".into())) };
        s.steps.pop();
        shift(s, Some(self.faction), self.track as usize, left, self.boxes);
        Ok(())
    }
}

/// Moves an SW display's marker `boxes` boxes (left: toward the West), with the objective's change of
/// hands and the VP (DF 7.9 step 2, 7.9.1); `by` is the faction moving it, if any (an event moves it too:
/// Africa Liberated, DF 10.2).
pub fn shift(s: &mut State, by: Option<Faction>, t: usize, left: bool, boxes: u8) {
    let last = s.data().sw_boxes[t].len() as u8;
    let before = holder(s, t);
    let to = if left { s.sw[t].saturating_sub(boxes).max(1) } else { (s.sw[t] + boxes).min(last) };
    s.sw[t] = to;
    s.log(by.map(|f| f.seat()), "df.sw_moved", vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t])), Arg::Num(to as i32)]);
    if to == 1 {
        s.log(None, "df.sw_won", vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t]))]);
    }
    let after = holder(s, t);
    if after != before {
        // DF 7.9.1: the display's objective changes hands (13.1).
        let delta = super::victory::vp_change(before, after);
        s.vp = (s.vp + delta).clamp(-super::victory::VP_WIN, super::victory::VP_WIN);
        s.log(None, "df.sw_vp", vec![Arg::Key(format!("df.sw.{}", SW_TRACKS[t])), Arg::Key(format!("df.ideology.{}", after.key())), Arg::Num(delta as i32), Arg::Num(s.vp as i32)]);
        super::victory::check_now(s);
    }
}
