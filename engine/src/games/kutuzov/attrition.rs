//! Attrition (KUT 14): the dice of a formation, halving at a friendly depot, winter losses, the Imperial
//! attrition level and its Loss markers; the turn's attrition step (KUT 4.3) and Cossacks (KUT 4.4).

use super::battle;
use super::control::{self, controller_camp, friendly};
use super::data::{camp_of, camp_powers, Kind, LeaderId, Nation, Power, SpaceId, CONTINGENTS, IMPERIAL, TSARIST};
use super::morale;
use super::state::{Place, State};
use crate::Arg;

/// The dice of `instances` attritions on a formation of `units` SP and leaders (KUT 14.1, 14.3, 14.41,
/// 14.2): per instance the units plus the Imperial level's extra dice (rounded down), then one halving
/// (half removed, rounded up) for a friendly non-scorched depot and another for a friendly DMC; at least 1 die.
pub fn dice(s: &State, units: u32, instances: u32, camp: u8, space: SpaceId) -> u32 {
    if units == 0 || instances == 0 {
        return 0;
    }
    let mut per = units;
    if camp == IMPERIAL {
        let extra = s.data.attrition_info.get(s.attrition as usize).map_or(0, |i| i.2) as u32;
        if extra > 0 {
            per += units / extra;
        }
    }
    let mut n = per * instances;
    let sp = &s.data.spaces[space as usize];
    if sp.depot && !s.scorched[space as usize] && friendly(s, space, camp) {
        n /= 2;
    }
    // KUT 14.2 (rules 4): a friendly DMC halves them again, scorched or not (L1600, L1604).
    if super::dmc::friendly_at(s, space, camp) {
        n /= 2;
    }
    n.max(1)
}

/// Rolls attrition on a camp's units in a space (or, with `only`, on one contingent and one leader): each
/// 6 eliminates, and in winter each 5 sends one to the Regroup Box (KUT 14.1, 14.6). Returns the units lost.
pub fn roll(s: &mut State, space: SpaceId, camp: u8, instances: u32, only: Option<(usize, LeaderId)>) -> u32 {
    let (eliminated, boxed) = roll_apart(s, space, camp, instances, only);
    eliminated + boxed
}

/// [`roll`], with the units eliminated and those sent to the Regroup Box apart (a retreat's attrition counts
/// only the first as hits, KUT 12.62, E16).
pub fn roll_apart(s: &mut State, space: SpaceId, camp: u8, instances: u32, only: Option<(usize, LeaderId)>) -> (u32, u32) {
    let (units, commander) = match only {
        Some((c, l)) => (s.sp[space as usize][c] as u32 + 1, Some(l)),
        None => {
            let sp: u32 = (0..6).filter(|&i| camp_of(CONTINGENTS[i].0) == camp).map(|i| s.sp[space as usize][i] as u32).sum();
            let ls = (0..s.leaders.len()).filter(|&l| s.leaders[l] == Place::Map(space) && camp_of(s.data.leaders[l].power) == camp).count() as u32;
            (sp + ls, None)
        }
    };
    let mut n = dice(s, units, instances, camp, space);
    if n == 0 {
        return (0, 0);
    }
    // KUT 16.4 (rules 21): the resources spent on this formation's roll halve its dice, each once more.
    let halvings = super::halve::take(s, space, camp, only.map(|o| o.1));
    if halvings > 0 {
        n = super::halve::apply(n, halvings);
        s.log(None, "kut.attrition_halved", vec![s.space_arg(space), Arg::Num(halvings as i32), Arg::Num(n as i32)]);
    }
    let (kill, regroup) = throw(s, space, n);
    let lost = match only {
        Some((c, l)) => {
            let mut lost = 0;
            for _ in 0..kill {
                if s.sp[space as usize][c] > 0 {
                    s.sp[space as usize][c] -= 1;
                    imperial_loss(s, CONTINGENTS[c].0, 1);
                    lost += 1;
                } else if s.leaders[l as usize] == Place::Map(space) {
                    s.leaders[l as usize] = Place::Dead;
                    s.log(None, "kut.leader_killed", vec![s.leader_arg(l)]);
                    imperial_loss(s, s.data.leaders[l as usize].power, 1);
                    lost += 1;
                }
            }
            let r = (regroup as u8).min(s.sp[space as usize][c]);
            s.sp[space as usize][c] -= r;
            s.regroup[c] += r;
            (lost, r as u32)
        }
        None => {
            let (units, _) = battle::eliminate(s, space, camp, kill as u32, commander);
            let r = battle::remove_sp(s, space, camp, regroup as u32, true);
            (units, r)
        }
    };
    check_level(s);
    lost
}

/// Throws `n` attrition dice in `space` and logs them: how many eliminate a unit and how many send one to
/// the Regroup Box (the season's band of the attrition table, KUT 14.2, 14.6).
fn throw(s: &mut State, space: SpaceId, n: u32) -> (i32, i32) {
    let rolled = s.dice(n as usize);
    let winter = s.turn as i32 >= s.data.k("winter_first_turn");
    let table = if winter { "attrition_die_winter" } else { "attrition_die" };
    let mut kill = 0;
    let mut regroup = 0;
    for &d in &rolled {
        match s.data.band(table, d as i32).map(|b| b.result.as_str()) {
            Some("eliminate") => kill += 1,
            Some("regroup") => regroup += 1,
            _ => {}
        }
    }
    s.log(None, "kut.attrition", vec![s.space_arg(space), Arg::Dice(rolled.iter().map(|&v| crate::Die { value: v, scripted: false }).collect()), Arg::Num(kill), Arg::Num(regroup)]);
    (kill, regroup)
}

/// Rolls attrition on `n` SP of contingent `c` that moved into `space` without a leader (E36, rules 6): the
/// dice of those SP alone (KUT 14.1, 14.2), each 6 eliminates one of them, each winter 5 sends one to the
/// Regroup Box (KUT 14.6); the camp's other units there are not touched. Returns the SP lost.
pub fn roll_sp(s: &mut State, space: SpaceId, camp: u8, instances: u32, c: usize, n: u8) -> u32 {
    let k = dice(s, n as u32, instances, camp, space);
    if k == 0 {
        return 0;
    }
    let (kill, regroup) = throw(s, space, k);
    let killed = (kill as u8).min(n).min(s.sp[space as usize][c]);
    s.sp[space as usize][c] -= killed;
    imperial_loss(s, CONTINGENTS[c].0, killed as u32);
    let r = (regroup as u8).min(n - killed).min(s.sp[space as usize][c]);
    s.sp[space as usize][c] -= r;
    s.regroup[c] += r;
    check_level(s);
    (killed + r) as u32
}

/// Imperial Attrition Loss markers: one per French, Austrian or Prussian SP or leader eliminated by
/// attrition, battle or siege (KUT 14.42).
pub fn imperial_loss(s: &mut State, p: Power, n: u32) {
    if camp_of(p) == IMPERIAL {
        s.attrition_loss = s.attrition_loss.saturating_add(n.min(255) as u8);
    }
}

/// During an impulse, 9 Attrition Loss markers drop the level at once (KUT 14.43).
pub fn check_level(s: &mut State) {
    let need = s.data.k("attrition_drop_loss").max(1) as u8;
    while s.attrition_loss >= need && s.outcome.is_none() {
        // KUT 14.44 (rules 15): a second drop in the impulse may wait for the Imperials' Emergency Recovery.
        if super::recovery::attrition_waits(s) {
            return;
        }
        drop_level(s, need);
    }
}

/// 9 Attrition Loss markers discarded and the level one step down (KUT 14.43), counted in the impulse (14.44).
pub fn drop_level(s: &mut State, need: u8) {
    s.attrition_loss -= need.min(s.attrition_loss);
    if s.rules >= super::recovery::RULES && s.in_impulse() {
        s.attrition_drops += 1;
    }
    worsen(s);
}

/// The Imperial attrition level worsens one step (KUT 14.43, 14.44): the new level's Morale Loss markers,
/// the morale cap (D5); at Crippling, the Imperial morale drops instead.
pub fn worsen(s: &mut State) {
    let last = s.data.attrition_levels.len() as u8 - 1;
    if s.attrition >= last {
        morale::drop(s, IMPERIAL);
        return;
    }
    s.attrition += 1;
    let (markers, cap, _) = s.data.attrition_info[s.attrition as usize];
    s.log(None, "kut.attrition_level", vec![Arg::Key(format!("kut.attrition.{}", s.data.attrition_levels[s.attrition as usize]))]);
    morale::add_loss(s, IMPERIAL, markers);
    cap_morale(s);
    let _ = cap;
}

/// KUT 14.48 (D5): the Imperial morale never stands above the attrition level's cap.
pub fn cap_morale(s: &mut State) {
    if let Some(&(_, cap, _)) = s.data.attrition_info.get(s.attrition as usize) {
        while s.morale[0] < cap && s.outcome.is_none() {
            morale::drop(s, IMPERIAL);
        }
    }
}

/// The turn's attrition step (KUT 4.3): every formation in a space its camp does not control suffers
/// attrition; survivors in a non-fortress duchy then flag it (or remove the enemy flag). Then FN's
/// attrition level roll (KUT 14.43).
pub fn turn_step(s: &mut State) {
    for space in 0..s.data.spaces.len() as SpaceId {
        if s.data.spaces[space as usize].kind == Kind::Sea {
            continue;
        }
        for camp in [IMPERIAL, TSARIST] {
            if !s.camp_present(space, camp) || friendly(s, space, camp) {
                continue;
            }
            roll(s, space, camp, 1, None);
            if s.outcome.is_some() {
                return;
            }
            let sp = &s.data.spaces[space as usize];
            if sp.kind == Kind::Duchy && sp.fortress == 0 && s.camp_present(space, camp) && !s.camp_present(space, 1 - camp) {
                let p = camp_powers(camp).into_iter().max_by_key(|&p| (s.has_formation(space, p), s.power_sp(space, p))).unwrap_or(camp_powers(camp)[0]);
                // KUT 1.7 (L251; rules 18, D41): only with a flag of its kind left.
                if !super::ally_flags::automatic_allowed(s, space, p) {
                    continue;
                }
                // Rules 17 (E73): the ally's flag when the survivors are all the ally's.
                super::ally_flags::place_automatic(s, space, p);
                s.log(Some(p), "kut.flag", vec![Arg::Seat(p), s.space_arg(space)]);
                morale::flag_placed(s, space, p);
            }
        }
    }
    // KUT 14.43: FN rolls 2d6; below the Attrition Loss markers the level drops and up to 9 go.
    let d: u32 = s.dice(2).iter().map(|&x| x as u32).sum();
    s.log(Some(super::data::FN), "kut.attrition_check", vec![Arg::Num(d as i32), Arg::Num(s.attrition_loss as i32)]);
    if d < s.attrition_loss as u32 {
        let need = s.data.k("attrition_drop_loss").max(1) as u8;
        s.attrition_loss -= s.attrition_loss.min(need);
        worsen(s);
    }
}

/// Cossacks (KUT 4.4): each Russian duchy the Imperials control, not a fortress and without Imperial
/// soldiers or leaders, rolls 1d6 (+1 with a Russian formation adjacent, +1 at Imperial Sauve Qui Peut, at
/// most +2); the cossack table's result removes the Imperial flag.
pub fn cossacks(s: &mut State) {
    for space in 0..s.data.spaces.len() as SpaceId {
        let sp = &s.data.spaces[space as usize];
        if sp.kind != Kind::Duchy || sp.fortress > 0 || sp.home.camp() != Some(TSARIST) {
            continue;
        }
        if controller_camp(s, space) != Some(IMPERIAL) || s.camp_present(space, IMPERIAL) {
            continue;
        }
        let mut m = 0;
        if s.data.graph.neighbours(space).iter().any(|&n| s.camp_present(n, TSARIST)) {
            m += s.data.k("cossack_adjacent_mod");
        }
        m += s.data.morale[0][s.morale[0] as usize].cossack_mod as i32;
        m = m.min(s.data.k("cossack_max_mod"));
        // #37 Polish Lancers (L524): −1 for the rest of the game.
        if s.polish_lancers {
            m += s.data.k("cossack_polish_lancers_mod");
        }
        let d = s.d6();
        let total = d as i32 + m;
        let removed = s.data.band("cossack", total).is_some_and(|b| b.value > 0);
        s.log(None, "kut.cossacks", vec![s.space_arg(space), Arg::Roll(d), Arg::Num(total)]);
        if removed {
            s.flags[space as usize] = None;
            s.log(None, "kut.cossacks_flag", vec![s.space_arg(space)]);
        }
    }
}

/// Movement attrition of an army's CP move (KUT 10.4): forced march (10.42), an Imperial crossing a
/// Marsh line (10.41), ambush from an uncontrolled duchy into an enemy one (10.43), entering a scorched
/// duchy (10.45). Returns the number of attritions.
pub fn movement_instances(s: &State, l: LeaderId, from: SpaceId, to: SpaceId, moves: u8, from_uncontrolled: bool) -> u32 {
    let leader = &s.data.leaders[l as usize];
    let camp = camp_of(leader.power);
    let winter = s.turn as i32 >= s.data.k("winter_first_turn");
    let forced_from = if camp == IMPERIAL && winter { s.data.k("forced_march_from_imperial_winter") } else { s.data.k("forced_march_from") };
    let mut n = 0;
    if moves as i32 >= forced_from.max(1) {
        n += 1;
    }
    if camp == IMPERIAL && s.data.line(from, to) == Some(super::data::LineType::Marsh) {
        n += 1;
    }
    let dest = &s.data.spaces[to as usize];
    let enemy_dest = dest.kind == Kind::Duchy && dest.fortress == 0 && control::hostile(s, to, camp);
    if from_uncontrolled && enemy_dest {
        n += 1;
    }
    // L650 (rules 6): a Supply Train of the camp already there spares the scorched earth's attrition.
    if s.scorched[to as usize] && !super::supply::shields(s, camp, to) {
        n += 1;
    }
    let _ = Nation::French;
    n
}

/// An Imperial CP's attrition die (KUT 14.46): a 5-6 removes an Attrition Loss marker, or with none gives an
/// Attrition Gain marker; 4 Gain markers raise the level one step, once per impulse (KUT 14.45), with the
/// Morale Gain markers of the level reached (KUT 14.5).
pub fn gain_die(s: &mut State) {
    let d = s.d6();
    s.log(Some(super::data::FN), "kut.attrition_die", vec![Arg::Roll(d)]);
    if s.data.band("marker_die", d as i32).is_none() {
        return;
    }
    attrition_success(s);
}

/// KUT 16.51, 16.52 (rules 2): an Imperial Power spends a resource in its impulse for 8 dice, each 5–6 an
/// attrition marker success; as many resources as it likes, one after the other, once per impulse.
pub fn resource_dice(s: &mut State, p: super::data::Power) {
    s.resources[p as usize] -= 1;
    let n = s.data.k("resource_dice").max(0) as usize;
    let dice = s.dice(n);
    let good: Vec<u8> = dice.iter().copied().filter(|&d| s.data.band("marker_die", d as i32).is_some()).collect();
    s.log(Some(p), "kut.attrition_resource", vec![Arg::Seat(p), Arg::Dice(dice.iter().map(|&v| crate::Die { value: v, scripted: false }).collect()), Arg::Num(good.len() as i32)]);
    for _ in good {
        attrition_success(s);
    }
}

/// One attrition marker success (KUT 14.46, 16.52): an Attrition Loss marker removed, or with none an
/// Attrition Gain marker; 4 Gain markers raise the level one step, once per impulse (KUT 14.45), with the
/// Morale Gain markers of the level reached (KUT 14.5).
fn attrition_success(s: &mut State) {
    if s.attrition_loss > 0 {
        s.attrition_loss -= 1;
        return;
    }
    s.attrition_gain = s.attrition_gain.saturating_add(1);
    let need = s.data.k("attrition_rise_gain").max(1) as u8;
    if s.attrition_gain >= need && s.attrition > 0 && !s.attrition_rose {
        s.attrition_gain -= need;
        s.attrition -= 1;
        s.attrition_rose = true;
        let (markers, _, _) = s.data.attrition_info[s.attrition as usize];
        s.log(None, "kut.attrition_better", vec![Arg::Key(format!("kut.attrition.{}", s.data.attrition_levels[s.attrition as usize]))]);
        morale::gain(s, IMPERIAL, markers);
    }
}

/// At the end of an impulse at most 3 Attrition Gain markers are kept at Normal or after a rise (KUT 14.47, D7).
pub fn end_of_impulse(s: &mut State) {
    let cap = s.data.k("attrition_gain_cap").max(0) as u8;
    if s.attrition == 0 || s.attrition_rose {
        s.attrition_gain = s.attrition_gain.min(cap);
    }
    s.attrition_rose = false;
}
