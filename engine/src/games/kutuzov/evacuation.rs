//! Retreat from Moscow's evacuation on turn 4 (KUT 19.722, rules 8, E42): each Imperial Power that controls
//! Moscow, St. Petersburg or Kiev (or has a formation there) starts its first impulse of turn 4 with 4 CP as
//! its "+" use, for movement and flags only, first to take its formations out of the three cities; no
//! purchase and no "+" card then, one other card allowed, whose CP must also go to the evacuation while a
//! formation is left there. A city left behind loses its Imperial flag, DMC and entrenchment, and the Tsarist
//! Power regaining it gets a resource at once. On turn 4 no Imperial formation enters or flags the three.

use super::control::controller;
use super::data::{camp_of, Power, SpaceId, IMPERIAL, R1, R2};
use super::impulse::{Impulse, Spend};
use super::state::{State, Step};
use super::will_to_fight::Rfm;
use super::Action;
use crate::Arg;

/// The three cities of 19.722, with the Tsarist Power that regains each (None: Moscow, either by lot).
pub const CITIES: [(&str, Option<Power>); 3] = [("moscow", None), ("st-petersburg", Some(R1)), ("kiev", Some(R2))];

/// The CP of the forced "+" use (KUT 19.722).
pub fn forced_cp(s: &State) -> u8 {
    s.data.k("rfm_evacuation_cp").clamp(0, 99) as u8
}

/// Turn 4 with the retreat adopted (rules 8).
pub fn on(s: &State) -> bool {
    s.rules >= 8 && s.rfm == Rfm::Adopted && s.turn == 4
}

fn cities(s: &State) -> impl Iterator<Item = (SpaceId, Option<Power>)> + '_ {
    CITIES.iter().filter_map(|&(k, p)| s.data.space(k).map(|i| (i, p)))
}

pub fn is_city(s: &State, i: SpaceId) -> bool {
    cities(s).any(|(x, _)| x == i)
}

/// KUT 19.722, last bullet: on turn 4 under the retreat no Imperial formation enters or flags the three
/// cities (E42: from the first impulse of the turn on, for every Imperial Power).
pub fn barred(s: &State, camp: u8, to: SpaceId) -> bool {
    camp == IMPERIAL && on(s) && is_city(s, to)
}

/// Whether the Power's impulse starts with the forced 4 CP: its first impulse of turn 4, controlling one of
/// the cities or with a formation in one.
pub fn due(s: &State, i: &Impulse) -> bool {
    let p = i.power;
    on(s) && camp_of(p) == IMPERIAL && !s.evacuated.contains(&p) && !i.played && !i.bought && !i.plus_used && cities(s).any(|(x, _)| controller(s, x) == Some(p) || s.has_formation(x, p))
}

/// The forced 4 CP: the "+" use of the impulse on top (no purchase, no "+" card, 19.722).
pub fn begin(s: &mut State, mut i: Impulse) {
    let p = i.power;
    s.evacuated.push(p);
    s.evacuating = cities(s).filter(|&(x, _)| s.has_formation(x, p)).map(|(x, _)| x).collect();
    s.evacuation = Some(p);
    i.plus_used = true;
    i.forced_cp = true;
    // The steps kit took the impulse off the stack to run it: it goes back under its Spend.
    s.steps.push(Step::Impulse(i));
    let cp = forced_cp(s);
    s.log(Some(p), "kut.rfm_evacuation", vec![Arg::Seat(p), Arg::Num(cp as i32)]);
    let mut spend = Spend::new(p, cp, false);
    spend.evacuation = true;
    s.steps.push(Step::Spend(spend));
}

/// Whether the evacuating Power still has a formation in one of the cities: its CP must take it out first.
pub fn must_leave(s: &State, p: Power) -> bool {
    on(s) && s.evacuation == Some(p) && cities(s).any(|(x, _)| s.has_formation(x, p))
}

/// The CP's uses while the Power must leave (the moves out of the cities, and ending the spending only when
/// none is legal), and the forced CP's uses (movement and flags) once it is out.
pub fn filter(s: &State, p: Power, forced: bool, actions: Vec<Action>) -> Vec<Action> {
    if must_leave(s, p) {
        let out_of_city = |a: &Action| match *a {
            Action::Move { leader, to } => matches!(s.leaders[leader as usize], super::state::Place::Map(from) if is_city(s, from)) && !is_city(s, to),
            Action::MoveSp { from, to, .. } => is_city(s, from) && !is_city(s, to),
            _ => false,
        };
        let leaving: Vec<Action> = actions.iter().filter(|a| out_of_city(a)).cloned().collect();
        if !leaving.is_empty() {
            return leaving;
        }
    }
    if forced {
        return actions.into_iter().filter(|a| matches!(a, Action::Move { .. } | Action::MoveSp { .. } | Action::Flag(_) | Action::FlagAlly(_) | Action::Done)).collect();
    }
    actions
}

/// After every action: a city the evacuating Power's formations stood in and no Imperial formation holds
/// any more is given up (19.722): its Imperial flag, DMC and entrenchment go, and the Tsarist Power regaining
/// it gets a resource (Moscow: the two Tsarist Powers roll, the higher gets it, ties rolled again; E42).
pub fn check(s: &mut State) {
    if s.evacuating.is_empty() {
        return;
    }
    let left: Vec<SpaceId> = s.evacuating.iter().copied().filter(|&x| !s.camp_present(x, IMPERIAL)).collect();
    for x in left {
        s.evacuating.retain(|&y| y != x);
        if s.flags[x as usize].is_some_and(|f| camp_of(f) == IMPERIAL) {
            s.flags[x as usize] = None;
        }
        s.dmc.retain(|&(y, _)| y != x);
        s.entrenched[x as usize] = false;
        let regains = cities(s).find(|&(y, _)| y == x).and_then(|(_, p)| p);
        let to = match regains {
            Some(p) => p,
            None => moscow_lot(s),
        };
        s.resources[to as usize] = s.resources[to as usize].saturating_add(1);
        s.log(Some(to), "kut.rfm_city_given_up", vec![s.space_arg(x), Arg::Seat(to)]);
    }
}

/// Moscow's resource: the higher die of R1 and R2, ties rolled again (19.722).
fn moscow_lot(s: &mut State) -> Power {
    for _ in 0..100 {
        let (a, b) = (s.d6(), s.d6());
        if a != b {
            return if a > b { R1 } else { R2 };
        }
    }
    R1
}

/// The impulse is over: the evacuation with it.
pub fn end_of_impulse(s: &mut State) {
    s.evacuation = None;
    s.evacuating.clear();
}
