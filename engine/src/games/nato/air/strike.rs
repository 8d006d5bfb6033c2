//! Strikes on the Strike Table ([20.0], [23.2]–[23.5]): an air point attacks up to two steps in one hex —
//! one 2-step unit, or one or two 1-step units — with one roll; at most two points on a hex in a segment
//! and no unit struck twice by the same kind of strike in a segment ([23.1.5], [20.0]). Tactical points
//! only against targets in the striker's friendly or contested airspace, operational points anywhere and
//! alone against HQs ([23.1.3], [23.1.4], [23.5]).
//!
//! The roll's DRMs add up ([23.3]): the target's primary terrain (tec.tsv `strike_drm`; none for an HQ,
//! [23.5], L2544), +1 in the striker's friendly airspace and −1 in his enemy airspace ([11.8.4], air
//! strikes only), +1 for every Pact strike on a Surprise turn ([35.7]). Results ([23.3.2]): `*` disrupts
//! (artillery and HQs are suppressed); `D1` eliminates one targeted step and disrupts the other (a 2-step
//! unit is flipped and disrupted; an HQ is suppressed). A hex the Offensive Strike Phase empties takes a
//! Breakthrough marker ([23.3.2], [24.1.2]).
//!
//! The phases: the Offensive Strike Phase's Air Strike Segment ([`AirStrikes`], both sides; with NATO's
//! Center Interdiction and both sides' AIZs, [`super::interdiction`]) and NATO's Defensive Strike in each
//! of the Pact's battle cycles ([23.2.2], [`DefensiveStrike`]).
//!
//! From rules version 17 ([`PLANNING_RULES`], decision A3) the Air Strike Segment is planned ([23.2.4]):
//! every strike marker is placed first — each one air point on its targets, under the same limits — and
//! may be taken back, then all are resolved together, in the order placed, and the segment ends. Rules
//! 2–16 rolled each point as it was flown.

use super::super::actions::Action;
use super::super::data::{hex_name, Class, HexId, Side};
use super::super::reforger;
use super::super::state::{State, Step, UnitId};
use super::airspace::{Airspace, Airspaces};
use super::campaign::{points, spend};
use super::tables::StrikeResult;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// The kinds of strike ([20.0]): a unit is struck once by each kind in a segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Air,
    Artillery,
}

/// The DRMs of a strike on targets in `h`, each with its reason (for the log and the odds).
pub fn drms(s: &State, striker: Side, h: HexId, hq: bool, train: bool, kind: Kind, airspaces: Option<&Airspaces>) -> Vec<(&'static str, i32)> {
    let d = s.data();
    let mut out = vec![];
    // [23.3], [23.5]: the target's primary terrain; an HQ takes none (L2544); [13.4.5]: a target under a
    // Train marker none either, and +1 instead.
    let t = d.tec[s.primary(h)].strike_drm as i32;
    if t != 0 && !hq && !train {
        out.push(("terrain", t));
    }
    if train {
        out.push(("train", 1));
    }
    // [11.8.4]: air strikes only.
    if let (Kind::Air, Some(a)) = (kind, airspaces) {
        match a.of(s, striker, h) {
            Airspace::Friendly => out.push(("friendly_airspace", 1)),
            Airspace::Enemy => out.push(("enemy_airspace", -1)),
            Airspace::Contested => {}
        }
    }
    // [35.7]: every Pact strike roll on a Surprise turn.
    if striker == Side::Wp && s.turn == 1 && s.scenario_data().has("surprise_gt1") {
        out.push(("surprise", 1));
    }
    out
}

/// Whether a strike on `u` takes no terrain DRM: an HQ ([23.5], L2544) or, from rules 16, a Reforger site
/// (buildings cannot hide, [33.3.3.1] 3).
pub fn no_terrain(s: &State, u: UnitId) -> bool {
    s.class(u) == Class::Hq || reforger::struck_as_site(s, u)
}

/// Marks a struck unit: artillery and HQs are suppressed, the others disrupted ([23.3.2], [24.2]).
fn mark(s: &mut State, u: UnitId) {
    match s.class(u) {
        Class::Artillery | Class::Hq => s.units[u as usize].suppressed = true,
        _ => s.units[u as usize].disrupted = true,
    }
}

/// Applies a Strike Table result to the named targets ([23.3.2]): with two targets, the first named loses
/// its step on a `D1` and the second is disrupted.
pub fn apply_result(s: &mut State, targets: &[UnitId], result: StrikeResult) {
    // [33.3.3.1] 4, 5: a Reforger site, its strike's only target, is destroyed or damaged (rules 16).
    if let [u] = *targets {
        if reforger::struck_as_site(s, u) {
            match result {
                StrikeResult::None => {}
                StrikeResult::Disrupted => reforger::damaged(s, u),
                StrikeResult::D1 => reforger::destroyed(s, u),
            }
            return;
        }
    }
    match result {
        StrikeResult::None => {}
        StrikeResult::Disrupted => {
            for &u in targets {
                mark(s, u);
            }
        }
        StrikeResult::D1 => {
            let Some(&first) = targets.first() else { return };
            // [23.5]: an HQ is only ever suppressed.
            if s.class(first) == Class::Hq {
                mark(s, first);
                return;
            }
            let two_step = s.units[first as usize].steps > 1;
            s.lose_step(first);
            if two_step {
                mark(s, first);
            }
            for &u in &targets[1..] {
                mark(s, u);
            }
        }
    }
    // [13.5]: a unit disrupted or suppressed loses its Train marker.
    super::super::rail::lose_markers(s);
}

/// Rolls one strike point: `column` 1 (or 0 for weakened artillery, [24.1.4]) with the DRMs, applies the
/// result and logs it; an offensive strike that empties its hex leaves a Breakthrough marker.
pub fn strike(s: &mut State, striker: Side, targets: &[UnitId], column: u8, drms: &[(&str, i32)], offensive: bool) -> StrikeResult {
    let Some(h) = targets.first().and_then(|&u| s.hex_of(u)) else { return StrikeResult::None };
    // [35.2]: a Pact strike on NATO units is a contact in their nation (rules 25, decision E25).
    super::super::turn::struck(s, striker, targets);
    let die = s.roll();
    let drm: i32 = drms.iter().map(|(_, v)| v).sum();
    let result = s.data().air.strike(column, die as i32 + drm);
    let mut args = vec![Arg::Hex(hex_name(h)), Arg::Roll(die), Arg::Num(drm), Arg::Key(result.text().into())];
    args.extend(targets.iter().map(|&u| Arg::Unit(s.key(u).to_string())));
    s.push_log(Some(striker), if targets.len() > 1 { "nato.strike_two" } else { "nato.strike" }, args);
    apply_result(s, targets, result);
    s.struck.extend_from_slice(targets);
    // [25.9.1]: from rules 13 only where no enemy free city stands and, for the Pact, on a Battle marker.
    if offensive && s.units_in(h).next().is_none() && !s.breakthroughs.contains(&(h, striker)) && super::super::breakthrough::strike_marks(s, striker, h) {
        s.breakthroughs.push((h, striker));
    }
    result
}

/// Whether a point may be flown at `h` for `side` this segment, and which kind: `Some(true)` a tactical
/// point, `Some(false)` an operational one ([23.1.3], [23.1.4]). Tactical points go first where they may.
pub fn point_for(s: &State, a: &Airspaces, side: Side, h: HexId, hq: bool) -> Option<bool> {
    let p = points(s, side);
    // [23.1.5]: at most two points on a hex in a segment.
    if s.strike_hexes.iter().filter(|&&x| x == h).count() >= 2 {
        return None;
    }
    if !hq && p.tap > 0 && a.of(s, side, h) != Airspace::Enemy {
        return Some(true);
    }
    (p.oap > 0).then_some(false)
}

/// The strikes `side` may fly now against `pool` (enemy units on the map): each unit alone, and each
/// ordered pair of 1-step units sharing a hex (the first named takes the `D1`'s loss, [23.3.2]); HQs
/// alone and with operational points only ([23.5]). `tactical_only`: NATO's defensive strikes ([23.2.2]).
pub fn strike_actions(s: &State, a: &Airspaces, side: Side, pool: &[UnitId], tactical_only: bool) -> Vec<Action> {
    let mut out = vec![];
    // [33.3.3]: a Reforger site, though no ground unit ([33.3.2]), is struck (with [33.3.3.1]'s limits).
    let free = |u: UnitId| !s.struck.contains(&u) && s.hex_of(u).is_some() && s.class(u).ground();
    for &u in pool.iter().filter(|&&u| free(u)) {
        let h = s.hex_of(u).expect("on the map");
        let hq = s.class(u) == Class::Hq;
        match point_for(s, a, side, h, hq) {
            None => continue,
            Some(false) if tactical_only => continue,
            Some(_) => {}
        }
        out.push(Action::Strike(u, None));
        // [33.3.3.1] 1: a Reforger site is its strike's only target (rules 16).
        let site = |x: UnitId| reforger::struck_as_site(s, x);
        if hq || s.units[u as usize].steps != 1 || site(u) {
            continue;
        }
        for &v in pool.iter().filter(|&&v| v != u && free(v) && !site(v) && s.hex_of(v) == Some(h)) {
            if s.class(v) != Class::Hq && s.units[v as usize].steps == 1 {
                out.push(Action::Strike(u, Some(v)));
            }
        }
    }
    out
}

/// Flies one air point at the targets: spends it, rolls and applies the result.
pub fn fly(s: &mut State, side: Side, targets: &[UnitId], offensive: bool) -> Result<StrikeResult, Illegal> {
    let a = Airspaces::new(s);
    let h = s.hex_of(targets[0]).ok_or_else(|| Illegal("the target is not on the map".into()))?;
    let hq = s.class(targets[0]) == Class::Hq;
    let tactical = point_for(s, &a, side, h, hq).ok_or_else(|| Illegal("no air point may strike there".into()))?;
    spend(s, side, tactical);
    s.strike_hexes.push(h);
    Ok(roll_point(s, side, targets, &a, offensive))
}

/// Rolls one air point at targets in one hex with the DRMs of this moment and applies the result.
fn roll_point(s: &mut State, side: Side, targets: &[UnitId], a: &Airspaces, offensive: bool) -> StrikeResult {
    let Some(h) = targets.first().and_then(|&u| s.hex_of(u)) else { return StrikeResult::None };
    // [23.3.1]: two targets of which one is not on a train are struck with that one's DRMs.
    let train = targets.iter().all(|&u| super::super::rail::on_train(s, u));
    let drms = drms(s, side, h, no_terrain(s, targets[0]), train, Kind::Air, Some(a));
    strike(s, side, targets, 1, &drms, offensive)
}

/// The first rules version whose Air Strike Segment places every marker before resolving any ([23.2.4],
/// decision A3).
pub const PLANNING_RULES: u32 = 17;

/// Whether this game plans its offensive air strikes ([23.2.4]): rules 17 on.
pub fn planned(s: &State) -> bool {
    s.rules >= PLANNING_RULES
}

/// Whether strike markers placed in this segment wait to be resolved ([23.2.4], [23.2.5]): "resolve" ends the
/// segment then, and "done" may not.
fn markers_placed(s: &State) -> bool {
    planned(s) && !s.strike_markers.is_empty()
}

/// [23.2.4], [23.2.5]: a take-back for each placed marker, named by its first target.
fn take_backs(s: &State) -> impl Iterator<Item = Action> + '_ {
    s.strike_markers.iter().map(|m| Action::TakeBack(m.targets[0]))
}

/// An offensive air strike marker placed and not yet resolved ([23.2.4]): one air point, its kind, and the
/// units it will strike (one, or two 1-step units of one hex, the first taking a `D1`'s loss).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Marker {
    pub targets: Vec<UnitId>,
    /// A tactical point (else an operational one), spent when the marker is placed ([23.1.3], [23.1.4]).
    pub tactical: bool,
}

/// [23.2.4]: places a strike marker: the point is spent and its targets count as struck for the segment's
/// limits ([23.1.5], [20.0]); nothing is rolled until the markers are resolved.
pub fn place(s: &mut State, side: Side, targets: &[UnitId]) -> Result<(), Illegal> {
    place_from(s, side, targets, &enemies(s, side), false)
}

/// [23.2.4], [23.2.5]: places a strike marker on targets of `pool` (NATO's defensive strikes: the committed
/// attackers, with tactical points only).
fn place_from(s: &mut State, side: Side, targets: &[UnitId], pool: &[UnitId], tactical_only: bool) -> Result<(), Illegal> {
    let a = Airspaces::new(s);
    let legal = strike_actions(s, &a, side, pool, tactical_only);
    let action = Action::Strike(targets[0], targets.get(1).copied());
    if !legal.contains(&action) {
        return Err(Illegal("no air point may strike those units now".into()));
    }
    let h = s.hex_of(targets[0]).expect("a legal target is on the map");
    let tactical = point_for(s, &a, side, h, s.class(targets[0]) == Class::Hq).expect("a legal strike has a point");
    spend(s, side, tactical);
    s.strike_hexes.push(h);
    s.struck.extend_from_slice(targets);
    s.strike_markers.push(Marker { targets: targets.to_vec(), tactical });
    let mut args = vec![Arg::Hex(hex_name(h))];
    args.extend(targets.iter().map(|&u| Arg::Unit(s.key(u).to_string())));
    s.push_log(Some(side), if targets.len() > 1 { "nato.strike_marker_two" } else { "nato.strike_marker" }, args);
    Ok(())
}

/// [23.2.4]: takes back the placed marker whose first target is `u`: its point and its targets are free
/// again.
pub fn take_back(s: &mut State, side: Side, u: UnitId) -> Result<(), Illegal> {
    let i = s.strike_markers.iter().position(|m| m.targets[0] == u).ok_or_else(|| Illegal("no strike marker on that unit".into()))?;
    let m = s.strike_markers.remove(i);
    let p = &mut s.air[side.seat() as usize];
    if m.tactical {
        p.tap += 1;
    } else {
        p.oap += 1;
    }
    if let Some(h) = s.hex_of(u) {
        if let Some(j) = s.strike_hexes.iter().rposition(|&x| x == h) {
            s.strike_hexes.remove(j);
        }
    }
    s.struck.retain(|x| !m.targets.contains(x));
    s.push_log(Some(side), "nato.strike_marker_back", vec![Arg::Unit(s.key(u).to_string())]);
    Ok(())
}

/// [23.2.4], [23.2.5]: resolves every placed marker in the order placed, each rolled with the DRMs of its
/// moment (an earlier strike may have changed the airspace); a target gone since is not struck. An offensive
/// strike that empties its hex leaves a Breakthrough marker; a defensive one does not.
pub fn resolve_markers(s: &mut State, side: Side, offensive: bool) {
    for m in std::mem::take(&mut s.strike_markers) {
        let targets: Vec<UnitId> = m.targets.iter().copied().filter(|&u| s.hex_of(u).is_some()).collect();
        if targets.is_empty() {
            continue;
        }
        let a = Airspaces::new(s);
        roll_point(s, side, &targets, &a, offensive);
    }
}

/// The enemy units on the map.
pub fn enemies(s: &State, side: Side) -> Vec<UnitId> {
    s.on_map().filter(|&(u, _)| s.side(u) == side.other()).map(|(u, _)| u).collect()
}

/// Clears the marks of a strike segment.
pub fn new_segment(s: &mut State) {
    s.struck.clear();
    s.strike_hexes.clear();
    s.strike_markers.clear();
}

/// The Offensive Strike Phase's Air Strike Segment ([7.0] II.E.3, III.D.3): strikes, NATO's Center
/// Interdiction and AIZs, in any order, then finish.
pub struct AirStrikes;

impl KitStep<State> for AirStrikes {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::AirStrikes(side)) = s.steps.last() else { return None };
        let side = *side;
        let a = Airspaces::new(s);
        let mut actions = strike_actions(s, &a, side, &enemies(s, side), false);
        actions.extend(super::interdiction::actions(s, &a, side));
        // [23.2.4]: a placed marker may be taken back; "resolve" rolls them all and ends the segment, which
        // "done" ends only with none placed.
        let placed = markers_placed(s);
        if placed {
            actions.extend(take_backs(s));
        }
        if actions.is_empty() {
            return None;
        }
        actions.push(if placed { Action::Resolve } else { Action::Done });
        let p = points(s, side);
        let id = match (planned(s), placed) {
            (false, _) => "nato.air_strikes",
            (true, false) => "nato.air_strikes_plan",
            (true, true) => "nato.air_strikes_placed",
        };
        let mut args = vec![Arg::Num(p.tap as i32), Arg::Num(p.oap as i32)];
        if placed {
            args.push(Arg::Num(s.strike_markers.len() as i32));
        }
        Some(Prompt { seat: Some(side.seat()), id, args, rule: if planned(s) { "NATO 23.2.4" } else { "NATO 23.2" }, actions })
    }

    fn run(&self, s: &mut State) {
        new_segment(s);
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::AirStrikes(side)) = s.steps.last().cloned() else { return Err(Illegal("no strike segment".into())) };
        match action {
            Action::Strike(u, v) => {
                let targets: Vec<UnitId> = std::iter::once(*u).chain(*v).collect();
                if planned(s) {
                    place(s, side, &targets)?;
                } else {
                    fly(s, side, &targets, true)?;
                }
            }
            Action::TakeBack(u) if planned(s) => take_back(s, side, *u)?,
            Action::Resolve if markers_placed(s) => {
                resolve_markers(s, side, true);
                new_segment(s);
                s.steps.pop();
            }
            Action::Interdict(n) => super::interdiction::center_interdiction(s, *n),
            Action::Aiz(h) => super::interdiction::place_aiz(s, side, *h)?,
            Action::Done if !markers_placed(s) => {
                new_segment(s);
                s.steps.pop();
            }
            Action::Done => return Err(Illegal("strike markers are placed: resolve them or take them back (23.2.4)".into())),
            _ => return Err(Illegal("not an air strike".into())),
        }
        Ok(())
    }
}

/// The committed attackers NATO may strike in a Pact battle's Defensive Strike Segment ([23.2.2]).
pub fn defensive_pool(s: &State) -> Vec<UnitId> {
    let Some(b) = &s.battle else { return vec![] };
    b.attackers.iter().copied().filter(|&u| s.hex_of(u).is_some()).collect()
}

/// NATO's Defensive Strike in a Pact battle cycle ([20.2], [23.2.2]): up to two tactical points against
/// the committed attackers, in NATO's friendly or contested airspace, then the roll. From rules 17 the
/// segment is planned as the Air Strike Segment is ([23.2.5], decision A3): both markers placed, either may
/// be taken back, then both resolved in the order placed.
pub struct DefensiveStrike;

/// The tactical points NATO may fly in one Defensive Strike Segment ([23.2.2]).
pub const DEFENSIVE_POINTS: usize = 2;

impl KitStep<State> for DefensiveStrike {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let b = s.battle.as_ref()?;
        let a = Airspaces::new(s);
        let mut actions = if s.strike_hexes.len() < DEFENSIVE_POINTS { strike_actions(s, &a, Side::Nato, &defensive_pool(s), true) } else { vec![] };
        // [23.2.5] (rules 17): a placed marker may be taken back; "resolve" rolls them all and ends the segment.
        let placed = markers_placed(s);
        if placed {
            actions.extend(take_backs(s));
        }
        if actions.is_empty() {
            return None;
        }
        actions.push(if placed { Action::Resolve } else { Action::Done });
        let tap = points(s, Side::Nato).tap;
        let (id, rule) = match (planned(s), placed) {
            (false, _) => ("nato.defensive_strike", "NATO 23.2.2"),
            (true, false) => ("nato.defensive_strike_plan", "NATO 23.2.5"),
            (true, true) => ("nato.defensive_strike_placed", "NATO 23.2.5"),
        };
        Some(Prompt { seat: Some(Side::Nato.seat()), id, args: vec![Arg::Hex(hex_name(b.target)), Arg::Num(tap as i32), Arg::Num(s.strike_markers.len() as i32)], rule, actions })
    }

    fn run(&self, s: &mut State) {
        end_defensive(s);
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Strike(u, v) => {
                if !defensive_pool(s).contains(u) || v.is_some_and(|v| !defensive_pool(s).contains(&v)) {
                    return Err(Illegal("only committed attackers may be struck".into()));
                }
                let targets: Vec<UnitId> = std::iter::once(*u).chain(*v).collect();
                if planned(s) {
                    place_from(s, Side::Nato, &targets, &defensive_pool(s), true)?;
                } else {
                    fly(s, Side::Nato, &targets, false)?;
                }
            }
            Action::TakeBack(u) if planned(s) => take_back(s, Side::Nato, *u)?,
            Action::Resolve if markers_placed(s) => {
                resolve_markers(s, Side::Nato, false);
                s.steps.pop();
                end_defensive(s);
            }
            Action::Done if !markers_placed(s) => {
                s.steps.pop();
                end_defensive(s);
            }
            Action::Done => return Err(Illegal("strike markers are placed: resolve them or take them back (23.2.5)".into())),
            _ => return Err(Illegal("not a defensive strike".into())),
        }
        Ok(())
    }
}

/// The end of the Defensive Strike Segment: eliminated attackers leave the battle; with none left the
/// battle is off (the hex counts as attacked).
fn end_defensive(s: &mut State) {
    new_segment(s);
    let left = defensive_pool(s);
    let Some(b) = s.battle.as_mut() else { return };
    b.attackers = left;
    if b.attackers.is_empty() {
        let target = b.target;
        s.battle = None;
        s.attacked_hexes.push(target);
        s.push_log(Some(Side::Wp), "nato.battle_off", vec![Arg::Hex(hex_name(target))]);
    }
}

/// The odds of one strike point before the roll (`Game::odds`): the DRMs and each Strike Table result with
/// the dice that give it.
pub fn strike_odds(s: &State, column: u8, drms: &[(&'static str, i32)]) -> crate::kit::odds::Odds {
    let drm: i32 = drms.iter().map(|(_, v)| v).sum();
    table_odds(drms, |die| s.data().air.strike(column, die as i32 + drm), ("nato.odds.strike".into(), vec![Arg::Num(column as i32), Arg::Num(drm)]))
}

/// The odds of one die on a strike table (the Strike Table's, the Nuclear Strike Table's, [21.1.1]): each
/// result with the dice that give it, the DRMs as modifiers, and the table's note.
pub fn table_odds(drms: &[(&'static str, i32)], result: impl Fn(u8) -> StrikeResult, note: (String, Vec<Arg>)) -> crate::kit::odds::Odds {
    use crate::kit::odds::{Modifier, Odds as KitOdds, OddsOutcome};
    let modifiers = drms.iter().map(|&(why, v)| Modifier::new(&format!("nato.odds.strike_{why}"), vec![], v)).collect();
    let mut outcomes: Vec<OddsOutcome> = vec![];
    for die in 1..=6u8 {
        let r = result(die);
        let text = r.text().to_string();
        match outcomes.iter_mut().find(|x| x.args == vec![Arg::Key(text.clone())]) {
            Some(x) => {
                x.ways += 1;
                x.rolls.push(vec![die]);
            }
            None => outcomes.push(OddsOutcome {
                id: "nato.odds.result".into(),
                args: vec![Arg::Key(text)],
                ways: 1,
                success: Some(r != StrikeResult::None),
                loses: false,
                rolls: vec![vec![die]],
            }),
        }
    }
    outcomes.sort_by_key(|x| std::cmp::Reverse(x.ways));
    KitOdds { dice: 1, faces: (1, 6), total: 6, outcomes, modifiers, notes: vec![note] }
}

/// The odds of an air point at `u` for `side` (`Game::odds`).
pub fn point_odds(s: &State, side: Side, u: UnitId) -> Option<crate::kit::odds::Odds> {
    let h = s.hex_of(u)?;
    let a = Airspaces::new(s);
    let drms = drms(s, side, h, no_terrain(s, u), super::super::rail::on_train(s, u), Kind::Air, Some(&a));
    Some(strike_odds(s, 1, &drms))
}
