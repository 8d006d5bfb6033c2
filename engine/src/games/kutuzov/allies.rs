//! Prussia and Austria, the Imperial allies (KUT 1.1, Play Book 9.3): hesitant at low Imperial morale, and
//! Austria neutral for good at Tu Felix Austria.

use super::data::{camp_of, Home, Kind, Nation, Power, SpaceId, CONTINGENTS, IMPERIAL, TSARIST};
use super::state::{Place, State};
use crate::Arg;

/// The state of an ally at the Imperial morale (morale.tsv's austria / prussia columns): ok, hesitant,
/// neutral, revolt.
pub fn status(s: &State, n: Nation) -> &str {
    let b = &s.data.morale_status[s.morale[0].min(s.data.morale_status.len() as u8 - 1) as usize];
    match n {
        Nation::Austrian => &b.0,
        // Rules 18 (L2696): once revolted, for the rest of the game.
        Nation::Prussian if s.prussia_revolted => "revolt",
        Nation::Prussian => &b.1,
        _ => "ok",
    }
}

/// Whether soldiers of this nation hold back (Play Book 9.3: hesitant, neutral or in revolt): no moves or
/// attacks into enemy duchies, no flags in Russia.
pub fn hesitant(s: &State, n: Nation) -> bool {
    matches!(n, Nation::Austrian | Nation::Prussian) && status(s, n) != "ok"
}

/// Whether an event counts the nation as French this impulse (L749, rules 5): for flags (#4, #12), or for
/// everything (#11, #67, L566: "negates the Austrian morale limits in Russia"). Only a hesitant ally is
/// lifted so; a neutral Austria or a Prussia in revolt has left the war (E32).
pub fn counted_as_french(s: &State, n: Nation, for_moves: bool) -> bool {
    status(s, n) == "hesitant" && s.as_french.iter().any(|&(m, all)| m == n && (all || !for_moves))
}

/// Whether a nation's army may enter a space: a hesitant ally not into a Russian space its camp does not
/// control (unless an event counts it as French, #11, #67); nobody into a neutral Austria's home.
pub fn may_enter(s: &State, n: Nation, to: SpaceId) -> bool {
    let sp = &s.data.spaces[to as usize];
    if s.austria_neutral && sp.home == Home::Austria {
        return false;
    }
    // KUT 19.722 (rules 8): on turn 4 of the retreat the Imperials never enter the three cities.
    if n != Nation::Russian && super::evacuation::barred(s, IMPERIAL, to) {
        return false;
    }
    !(hesitant(s, n) && !counted_as_french(s, n, true) && sp.home.camp() == Some(TSARIST) && !super::control::friendly(s, to, super::data::IMPERIAL))
}

/// Whether the Power's formation in the space holds soldiers or leaders who may flag it (a hesitant ally does
/// not flag in Russia).
pub fn willing_formation(s: &State, space: SpaceId, p: Power, in_russia: bool) -> bool {
    if !in_russia {
        return true;
    }
    // L749 (rules 5): an ally an event counts as French flags as the French do.
    let willing = |n: Nation| !hesitant(s, n) || counted_as_french(s, n, false);
    let sp_ok = CONTINGENTS.iter().enumerate().any(|(i, &(q, n))| q == p && s.sp[space as usize][i] > 0 && willing(n));
    let leader_ok = (0..s.leaders.len()).any(|l| s.leaders[l] == Place::Map(space) && s.data.leaders[l].power == p && willing(s.data.leaders[l].nation));
    sp_ok || leader_ok
}

/// Austria turns neutral when the Imperial morale reaches its box (Play Book 9.3): every Austrian soldier and
/// leader leaves the game, and whatever stands in Austria's home goes to the Regroup Box.
pub fn check_austria(s: &mut State) {
    if s.austria_neutral || status(s, Nation::Austrian) != "neutral" {
        return;
    }
    s.austria_neutral = true;
    s.log(None, "kut.austria_neutral", vec![]);
    // Play Book 9.3 (rules 17, E73): every Austrian flag is removed at once.
    let freed = super::ally_flags::austria_leaves(s);
    for x in freed {
        let at = s.space_arg(x);
        s.log(None, "kut.austrian_flag_removed", vec![at]);
    }
    let aut = CONTINGENTS.iter().position(|c| c.1 == Nation::Austrian).expect("an Austrian contingent");
    for sp in s.sp.iter_mut() {
        sp[aut] = 0;
    }
    s.regroup[aut] = 0;
    for l in 0..s.leaders.len() {
        if s.data.leaders[l].nation == Nation::Austrian {
            s.leaders[l] = Place::Dead;
        }
    }
    for space in 0..s.data.spaces.len() {
        if s.data.spaces[space].home != Home::Austria || s.data.spaces[space].kind == Kind::Sea {
            continue;
        }
        for c in 0..6 {
            let n = s.sp[space][c];
            s.sp[space][c] = 0;
            s.regroup[c] += n;
        }
        for l in 0..s.leaders.len() {
            if s.leaders[l] == Place::Map(space as u16) {
                s.leaders[l] = Place::Regroup;
            }
        }
        s.flags[space] = None;
    }
    let _ = camp_of;
    let _ = Arg::Num(0);
}

/// KUT 9.31 b (rules 13, E58): a hesitant ally's soldiers and leaders in a Russian space (duchy or zone) without
/// a flag of their camp — because they retreated there, the flag was lost, or they stood there (besieging, say)
/// when the ally became hesitant — go straight to the Regroup Box. Not while a battle, retreat, evasion or
/// interception is under way (the formation is swept once it is over), and not an ally an event counts as French
/// this impulse (#4, #11, #12, #67: not hesitant while it lasts).
pub fn hesitant_to_regroup(s: &mut State) {
    if s.rules < super::army_group::RULES || s.outcome.is_some() || combat_pending(s) {
        return;
    }
    for n in [Nation::Prussian, Nation::Austrian] {
        if status(s, n) != "hesitant" || counted_as_french(s, n, false) {
            continue;
        }
        for space in 0..s.data.spaces.len() as SpaceId {
            if stranded(s, space) {
                regroup_nation(s, n, space);
            }
        }
    }
}

/// A Russian space without an Imperial flag (KUT 9.31 b).
fn stranded(s: &State, space: SpaceId) -> bool {
    let sp = &s.data.spaces[space as usize];
    sp.kind != Kind::Sea && sp.home.camp() == Some(TSARIST) && !s.flags[space as usize].is_some_and(|f| camp_of(f) == IMPERIAL)
}

pub(super) fn combat_pending(s: &State) -> bool {
    use super::state::Step;
    s.steps.iter().any(|x| matches!(x, Step::Battle(_) | Step::Retreat(_) | Step::Arrive(_) | Step::Evade(_) | Step::Intercept(_) | Step::Engage(_)))
}

/// A nation's soldiers and leaders in a space go to the Regroup Box (KUT 9.31 b), logged.
fn regroup_nation(s: &mut State, n: Nation, space: SpaceId) {
    let mut moved = 0u32;
    for (c, &(_, nation)) in CONTINGENTS.iter().enumerate() {
        if nation != n {
            continue;
        }
        let k = s.sp[space as usize][c];
        s.sp[space as usize][c] = 0;
        s.regroup[c] += k;
        moved += k as u32;
    }
    let mut leaders = 0;
    for l in 0..s.leaders.len() {
        if s.leaders[l] == Place::Map(space) && s.data.leaders[l].nation == n {
            s.leaders[l] = Place::Regroup;
            leaders += 1;
        }
    }
    if moved + leaders > 0 {
        let key = if n == Nation::Prussian { "kut.contingent.pru" } else { "kut.contingent.aut" };
        s.log(None, "kut.hesitant_regroup", vec![Arg::Key(key.into()), Arg::Num(moved as i32), Arg::Num(leaders as i32), s.space_arg(space)]);
    }
}
