//! Replacements (EotS 11.0; 4.12): replacement points flip reduced units and bring eliminated ones back,
//! placed as reinforcements (10.1). The South Pacific's per-turn points (17.10.5 G–I) and the other
//! scenarios' schedules (11.2–11.34) are set at the turn's start ([`replacement_points`]).

use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data;
use crate::games::empire_of_the_sun::data::geo;
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::political::victory;
use crate::games::empire_of_the_sun::state;
use crate::games::empire_of_the_sun::state::steps::{self, ask, Step};
use crate::games::empire_of_the_sun::state::{idx, other, seat_of, side_of, Loc, State, UnitId};
use crate::games::empire_of_the_sun::supply::{self, command, Supply};
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

fn log(s: &mut State, side: Option<Side>, id: &str, args: Vec<Arg>) {
    s.log.push(LogEntry::new(side.map(seat_of), id, args));
}

/// The replacement points of each turn after the first. The South Pacific (17.10.5 G–I): one ground
/// step each from turn 4, and for the Allies 4 air and 1 naval point; none saved; Japan's air and naval
/// points only those it starts with. The other scenarios (11.2, 11.3): Japan up to 2 ground steps, each
/// moving the divisions in China marker down (11.23); the Allies 2 ground and 5 air points from turn 2, a
/// US naval point and one more while they hold Oahu (11.33, D21), a Commonwealth naval point on turns 6, 9
/// and 12 while they hold Colombo, Trincomalee, Singapore, Hong Kong or Townsville, and a Chinese point on
/// odd turns while China stands (11.34). Japan's naval schedule is not in the rulebook's text (its chart
/// is missing): Japanese naval points come only from the set-up and events.
pub fn replacement_points(s: &mut State) {
    if s.tracks.turn <= s.first_turn.max(1) {
        return;
    }
    let (j, a) = (idx(Side::Japanese), idx(Side::Allied));
    let c = |s: &State, key: &str| s.data().tables.constant(key) as u8;
    if s.scenario == victory::SOUTH_PACIFIC {
        let ground = c(s, "sp_ground_rp");
        s.tracks.ground_rp = [ground, ground];
        s.tracks.air_rp[a] = c(s, "sp_allied_air_rp");
        s.tracks.naval_rp[a] = c(s, "sp_allied_naval_rp");
        return;
    }
    let t = &s.data().tables;
    let (ground_j, ground_a, air_a) = (t.constant("japan_ground_rp_max") as u8, t.constant("allied_ground_rp") as u8, t.constant("allied_air_rp") as u8);
    let (oahu_rp, cw_rp, china_rp) = (t.constant("us_naval_rp_oahu") as u8, t.constant("cw_naval_rp") as u8, t.constant("china_rp_odd_turns") as u8);
    s.tracks.ground_rp[j] = ground_j.min(s.tracks.china_divisions);
    s.tracks.ground_rp[a] = ground_a;
    s.tracks.air_rp[a] = air_a;
    let held = |s: &State, name: &str| {
        let i = command::named(s, name);
        i != geo::NONE && s.controller_ix(i) == Side::Allied
    };
    s.tracks.naval_rp[a] = if held(s, "Oahu") { oahu_rp } else { oahu_rp.saturating_sub(1) };
    let cw_base = ["Colombo", "Trincomalee", "Singapore", "Hong Kong", "Townsville"].iter().any(|n| held(s, n));
    s.tracks.cw_naval_rp = if matches!(s.tracks.turn, 6 | 9 | 12) && cw_base { cw_rp } else { 0 };
    let china_stands = !s.tracks.surrendered.contains(&state::Nation::China);
    s.tracks.chinese_rp = if s.tracks.turn % 2 == 1 && china_stands { china_rp } else { 0 };
}

/// The points `u` may use: its kind's, the Commonwealth's naval ones for CW ships, the Chinese ones for
/// Chinese units (11.33, 11.34).
fn points(s: &State, side: Side, u: UnitId) -> u8 {
    let i = idx(side);
    let d = s.unit_data(u);
    if d.nation == data::Nation::Chinese {
        return s.tracks.chinese_rp;
    }
    match d.kind {
        UnitType::Air => s.tracks.air_rp[i],
        UnitType::Ground => s.tracks.ground_rp[i],
        k if k.is_naval() && side == Side::Allied && d.nation.is_commonwealth() => s.tracks.cw_naval_rp,
        k if k.is_naval() => s.tracks.naval_rp[i],
        _ => 0,
    }
}

/// Whether a unit may ever take replacements: not pre-war units (11.1), not Dutch ones (11.35), not HQs;
/// Chinese units only by their own points (11.34); an eliminated Australian unit is gone once Australia
/// surrendered (13.8).
fn replaceable(s: &State, u: UnitId) -> bool {
    let d = s.unit_data(u);
    use crate::games::empire_of_the_sun::data::Nation as N;
    !d.prewar && d.nation != N::Dutch && d.kind != UnitType::Hq
}

/// EotS 11.0: one point of its kind brings a reduced unit on the map (supplied, outside un-neutralised
/// enemy ZOI) back to full, or an eliminated unit back reduced, placed as a reinforcement; a second point
/// then flips it as any reduced unit. 11.23, 17.10.5J: each Japanese ground point moves the divisions in
/// China marker down, and there is none once it is at 0.
pub fn replacement_actions(s: &State, sup: &Supply, side: Side) -> Vec<Action> {
    let geo = s.geo();
    // 13.71 (L1544): once the Allies hold every Chinese coastal port and both Korean ports, no division
    // leaves China, so no Japanese ground replacement (rules version 4).
    let sealed = s.rules >= 4 && crate::games::empire_of_the_sun::turn::oc_uses::china_sealed(s);
    let japanese_ground_barred = side == Side::Japanese && (s.tracks.china_divisions == 0 || sealed);
    let usable = |u: UnitId| points(s, side, u) > 0 && !(japanese_ground_barred && s.unit_data(u).kind == UnitType::Ground);
    let mut a: Vec<Action> = s
        .on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == side && s.unit(u).reduced && usable(u) && replaceable(s, u))
        .filter(|&(u, h)| sup.supplied(u) && !sup.zoi.active(other(side), geo.ix(h)))
        .map(|(unit, _)| Action::Replace { unit })
        .collect();
    let australia_gone = s.tracks.surrendered.contains(&state::Nation::Australia);
    // 11.34: the Chinese points work only while Kunming is a supply source.
    a.retain(|x| !matches!(x, Action::Replace { unit } if s.unit_data(*unit).nation == data::Nation::Chinese && !sup.kunming));
    for u in 0..s.units.len() as UnitId {
        if s.unit(u).loc == Loc::Eliminated && s.side_of_unit(u) == side && usable(u) && replaceable(s, u) {
            if australia_gone && s.unit_data(u).nation == data::Nation::Australian {
                continue;
            }
            if s.unit_data(u).nation == data::Nation::Chinese && !sup.kunming {
                continue;
            }
            a.push(Action::Replace { unit: u });
        }
    }
    if !a.is_empty() {
        a.push(Action::Done);
    }
    a
}

pub fn apply_replacement(s: &mut State, _sup: &Supply, side: Side, a: &Action) {
    let i = idx(side);
    match *a {
        Action::Replace { unit } => {
            let d = s.unit_data(unit);
            match d.kind {
                _ if d.nation == data::Nation::Chinese => s.tracks.chinese_rp -= 1,
                UnitType::Air => s.tracks.air_rp[i] -= 1,
                UnitType::Ground => s.tracks.ground_rp[i] -= 1,
                _ if side == Side::Allied && d.nation.is_commonwealth() => s.tracks.cw_naval_rp -= 1,
                _ => s.tracks.naval_rp[i] -= 1,
            }
            if side == Side::Japanese && s.unit_data(unit).kind == UnitType::Ground {
                s.tracks.china_divisions = s.tracks.china_divisions.saturating_sub(1);
            }
            log(s, Some(side), "eots.replaced", vec![Arg::Unit(s.unit_data(unit).key.clone())]);
            if s.unit(unit).loc == Loc::Eliminated {
                // Back on its reduced side, placed as a reinforcement now (11.0).
                let turn = s.tracks.turn;
                s.place(unit, Loc::Arrives(turn), true);
                s.steps.push(Step::Reinforcements(steps::Reinforcements { side }));
            } else {
                s.units[unit as usize].reduced = false;
            }
        }
        Action::Done => {
            s.steps.pop();
            end_replacements(s, side);
        }
        _ => {}
    }
}

/// 11.0: unused Allied points are lost; the South Pacific saves none (17.10.5 G–I).
pub fn end_replacements(s: &mut State, side: Side) {
    let i = idx(side);
    s.tracks.ground_rp[i] = 0;
    if side == Side::Allied {
        s.tracks.cw_naval_rp = 0;
        s.tracks.chinese_rp = 0;
    }
    if side == Side::Allied || s.scenario == victory::SOUTH_PACIFIC && s.tracks.turn > s.first_turn {
        s.tracks.air_rp[i] = if side == Side::Allied { 0 } else { s.tracks.air_rp[i] };
        s.tracks.naval_rp[i] = if side == Side::Allied { 0 } else { s.tracks.naval_rp[i] };
    }
}

/// EotS 11.0 (4.12): `side` spends its replacement points one at a time, until done or out of them.
impl Kind<State> for steps::Replacements {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let sup = supply::compute(s);
        ask(self.side, "eots.replacements", vec![], "EotS 11.0", replacement_actions(s, &sup, self.side))
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let sup = supply::compute(s);
        apply_replacement(s, &sup, side_of(seat), action);
        Ok(())
    }
}
