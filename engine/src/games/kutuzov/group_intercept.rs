//! An army group's interception (KUT 11.51, rules 16): the inactive Power declares before the roll that a
//! group intercepts — the whole of its armies in the space or a part of them — under one Commander whose
//! battle rating alone modifies the roll; on a success every army declared goes with the SP its leaders'
//! commands carry; on a failure the whole group there, declared or not, is marked "Battle or Failed
//! Intercept" and may neither move nor intercept again this impulse (11.3).

use super::army_group;
use super::attrition;
use super::control;
use super::data::{camp_of, LeaderId, Power, SpaceId};
use super::intercept::{roll_2d6, Intercept};
use super::state::{Place, State};
use crate::{Arg, Illegal};

/// The first rules version that plays an army group's interception.
pub const RULES: u32 = 16;

/// The declared part (KUT 11.51, E66): the Power's leaders in `at` that may still intercept (unmarked), the
/// Commander first. Offered when at least two of them stand there.
pub fn part(s: &State, p: Power, at: SpaceId, commander: LeaderId) -> Vec<LeaderId> {
    let mut ls: Vec<LeaderId> = s.leaders_at(at, p).into_iter().filter(|&l| l != commander && !s.marked[l as usize]).collect();
    ls.insert(0, commander);
    ls
}

/// The Commanders a group interception may be declared under (KUT 11.51, rules 16): each leader of `p` that
/// may intercept (11.3) with another of `p`'s unmarked leaders beside him.
pub fn declarations(s: &State, i: &Intercept, p: Power) -> Vec<LeaderId> {
    if s.rules < RULES {
        return vec![];
    }
    i.candidates(s, p)
        .into_iter()
        .filter(|&l| {
            let Place::Map(at) = s.leaders[l as usize] else { return false };
            part(s, p, at, l).len() >= 2
        })
        .collect()
}

/// KUT 11.51 (rules 16): a failed interception from `at` marks the army that tried and, when the camp's
/// formation there is an army group (10.6), every leader of it — the whole group, both Powers' armies.
/// Under rules 13–15 only the army that tried was marked.
pub fn mark_failed(s: &mut State, at: SpaceId, camp: u8, tried: &[LeaderId]) {
    let whole = s.rules >= RULES && army_group::is_group(s, at, camp);
    let marked: Vec<LeaderId> = if whole { army_group::leaders_of_camp(s, at, camp) } else { tried.to_vec() };
    for l in marked {
        s.marked[l as usize] = true;
    }
}

/// The declared group's attempt (KUT 11.51, 11.4, 11.5): 2d6 with the Commander's rating and the way's
/// modifiers; a success moves every declared army with the SP its commands carry (10.63) and rolls each
/// contingent's movement attrition (11.5: as a move, no forced march); a failure marks the whole group.
pub fn apply(i: &Intercept, s: &mut State, seat: Power, commander: LeaderId) -> Result<(), Illegal> {
    if !declarations(s, i, seat).contains(&commander) {
        return Err(Illegal("that army group may not intercept under this leader".into()));
    }
    let Place::Map(at) = s.leaders[commander as usize] else { return Err(Illegal("not on the map".into())) };
    let camp = camp_of(seat);
    let members = part(s, seat, at, commander);
    let way = i.way(s, seat, at).flatten();
    let m: i32 = i.terms(s, commander, at).iter().map(|x| x.1).sum();
    let roll = roll_2d6(s);
    let ok = s.data.band("interception", roll + m).is_some_and(|b| b.value > 0);
    let armies = army_group::armies(s, at, &members);
    s.log(Some(seat), "kut.intercept_group", vec![s.leader_arg(commander), Arg::Num(armies as i32), s.space_arg(i.to), Arg::Num(roll), Arg::Num(roll + m)]);
    if !ok {
        mark_failed(s, at, camp, &members);
        return Ok(());
    }
    // KUT 11.5: the move's attrition as for a CP move, without forced march; #72's duchy passed through too.
    let from_uncontrolled = control::controller(s, at).is_none();
    let mut k = attrition::movement_instances(s, commander, way.unwrap_or(at), i.to, 0, from_uncontrolled);
    if way.is_some_and(|x| s.scorched[x as usize] && !super::supply::shields(s, camp, x)) {
        k += 1;
    }
    let (moved, _) = army_group::march(s, &members, at, i.to);
    // KUT 15.3's exception: friendly forces joining a landing.
    super::sea::joined(s, camp, i.to);
    if s.rules >= 2 && k > 0 {
        for (c, l) in moved {
            if s.outcome.is_none() {
                attrition::roll(s, i.to, camp, k, Some((c as usize, l)));
            }
        }
    }
    Ok(())
}
