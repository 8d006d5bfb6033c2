//! Retreats ([25.7]): steps given up instead of hexes, "You shall not pass!" ([25.7.1]), and each surviving
//! defender's retreat path by the priorities of [25.7.4] — a hex it cannot retreat costs a step, an
//! un-negated enemy zone entered costs a step ([8.2.6], [25.7.4.1]). From rules 16 with nuclear warfare a
//! non-hard unit whose retreat ends in a Nuclear marker's hex goes on retreating until it is out of such
//! hexes, and any unit whose retreat enters one is disrupted ([21.1.3] 8; decision NU8).

use super::super::actions::Action;
use super::super::data::{hex_name, row_hex, HexId, Side};
use super::super::movement::{fits, terrain_cost};
use super::super::nuclear::{self, nuked, NUKED_RETREAT};
use super::super::state::{State, UnitId};
use super::super::zoc::Board;
use super::{defenders_left, hit_candidates};
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// A retreat's end hex and the steps it costs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Option_ {
    pub hex: HexId,
    pub loss: u8,
    /// The retreat entered a Nuclear marker's hex on its way ([21.1.3] 8; rules 16).
    pub through: bool,
}

/// Whether a retreating unit of `side` may go from `a` into `b` ([25.7.4]): not into enemy units, enemy
/// controlled cities or prohibited terrain. [33.3.2]: a Reforger site is no enemy unit there, nor does it
/// stop a NATO retreat as a friendly unit would ([25.7.3]; rules 23, `Board`, `State::occupied_by`).
fn open(s: &State, board: &Board, side: Side, a: HexId, b: HexId) -> bool {
    terrain_cost(s, side, a, b).is_some() && !board.occupied(side.other(), b) && s.city_controller(b) != Some(side.other())
}

fn cost(s: &State, b: &Board, side: Side, h: HexId) -> u8 {
    (b.in_ezoc(side, h) && !b.negated(s, side, h)) as u8
}

/// How far a hex lies towards the side's rear ([25.7.5], docs/games/nato.md decision 41): east for the
/// Pact (columns are numbered westward), west for NATO, north in the BALTAP zone.
fn rear(s: &State, side: Side, target: HexId, h: HexId) -> i32 {
    let r = row_hex(h);
    match side {
        Side::Wp => -r.col,
        Side::Nato if s.data().hexes[target as usize].zone.as_deref() == Some("baltap") => -r.row,
        Side::Nato => r.col,
    }
}

/// The retreats open to `u` out of the battle's target over `net` hexes, after the priorities.
pub fn options(s: &State, u: UnitId, target: HexId, net: u8) -> Vec<Option_> {
    let side = s.side(u);
    let d = s.data();
    let board = Board::new(s);
    let mut all: Vec<Option_> = vec![];
    for a in d.neighbours(target) {
        if !open(s, &board, side, target, a) {
            continue;
        }
        let la = cost(s, &board, side, a);
        let via = nuked_retreat(s) && nuked(s, a);
        if net == 1 {
            all.push(Option_ { hex: a, loss: la, through: via });
            continue;
        }
        // [25.7.3]: a first hex holding a friendly unit, or with terrain that shortens retreats, ends it.
        let stops = s.occupied_by(a, side) || d.tec[s.primary(a)].retreat < 0;
        if stops {
            all.push(Option_ { hex: a, loss: la, through: via });
            continue;
        }
        let mut further = false;
        for b in d.neighbours(a) {
            if d.distance(target, b) == 2 && open(s, &board, side, a, b) {
                further = true;
                all.push(Option_ { hex: b, loss: la + cost(s, &board, side, b), through: via || (nuked_retreat(s) && nuked(s, b)) });
            }
        }
        if !further {
            all.push(Option_ { hex: a, loss: la + 1, through: via });
        }
    }
    if all.is_empty() {
        return vec![Option_ { hex: target, loss: net, through: false }];
    }
    if nuked_retreat(s) && !s.class(u).hard() {
        all = all.into_iter().flat_map(|o| goes_on(s, &board, u, target, o)).collect();
    }
    all.sort_by_key(|o| (o.hex, o.loss, o.through));
    all.dedup_by_key(|o| o.hex);
    // [25.7.4.2]: priorities give way to avoid a step loss, so the least loss comes first.
    let least = all.iter().map(|o| o.loss).min().unwrap_or(0);
    all.retain(|o| o.loss == least);
    let here = rear(s, side, target, target);
    let filters: [&dyn Fn(&Option_) -> bool; 6] = [
        // [3.2.5.1], [25.7.8]: a territorial unit leaves its home country only when no home hex saves it as
        // well (from rules 21, E21).
        &|o| s.rules < TERRITORIAL_RETREAT || at_home(s, u, o.hex),
        &|o| !board.in_ezoc(side, o.hex) || board.negated(s, side, o.hex),
        &|o| !d.neighbours(o.hex).any(|n| board.occupied(side.other(), n)),
        // [25.7.4] 3: not into a chemical marker's hex (only with chemical warfare, rules 14); from rules 16
        // not through a Nuclear marker's hex either ([21.1.3] 8).
        &|o| !super::super::nuclear::contaminated(s, o.hex) && !o.through,
        &|o| rear(s, side, target, o.hex) >= here,
        &|o| fits(s, u, o.hex),
    ];
    for f in filters {
        let kept: Vec<Option_> = all.iter().copied().filter(|o| f(o)).collect();
        if !kept.is_empty() {
            all = kept;
        }
    }
    all
}

/// From this rules version a territorial unit's retreat stays in its home country when a home hex costs
/// no more than a hex abroad ([3.2.5.1], [25.7.8]; E21). Before it, retreats read no territory.
pub const TERRITORIAL_RETREAT: u32 = 21;

/// Whether `h` is in the unit's home country, or the unit is not territorial ([3.2.5]).
fn at_home(s: &State, u: UnitId, h: HexId) -> bool {
    let unit = &s.data().units[u as usize];
    !unit.territorial || s.data().hexes[h as usize].country.as_deref() == Some(unit.nation.as_str())
}

/// Whether retreats read [21.1.3] 8 in full: rules 16 with nuclear warfare.
fn nuked_retreat(s: &State) -> bool {
    s.rules >= NUKED_RETREAT && nuclear::active(s)
}

/// [21.1.3] 8 (rules 16, decision NU8): a non-hard unit whose retreat ends in a Nuclear marker's hex goes
/// on, a hex at a time, each hex farther from the target than the last, until it enters a hex without one;
/// every such first hex is an end, at the steps of the un-negated enemy zones entered on the way (the least
/// of its ways). With no way out it has nowhere to stand: it is eliminated there.
fn goes_on(s: &State, board: &Board, u: UnitId, target: HexId, o: Option_) -> Vec<Option_> {
    if !nuked(s, o.hex) || o.hex == target {
        return vec![o];
    }
    let (d, side) = (s.data(), s.side(u));
    let mut layer: Vec<(HexId, u8)> = vec![(o.hex, o.loss)];
    let mut out: Vec<Option_> = vec![];
    while !layer.is_empty() {
        let mut next: Vec<(HexId, u8)> = vec![];
        for &(a, la) in &layer {
            for b in d.neighbours(a) {
                if d.distance(target, b) != d.distance(target, a) + 1 || !open(s, board, side, a, b) {
                    continue;
                }
                let lb = la.saturating_add(cost(s, board, side, b));
                if !nuked(s, b) {
                    out.push(Option_ { hex: b, loss: lb, through: true });
                } else if let Some(x) = next.iter_mut().find(|x| x.0 == b) {
                    x.1 = x.1.min(lb);
                } else {
                    next.push((b, lb));
                }
            }
        }
        layer = next;
    }
    if out.is_empty() {
        out.push(Option_ { hex: o.hex, loss: s.units[u as usize].steps.max(o.loss), through: true });
    }
    out
}

/// [13.4.4]: a retreat that the steps of units not on a train did not cancel eliminates every unit
/// under a Train marker in the target hex.
fn trains_left_behind(s: &mut State) {
    let Some(b) = &s.battle else { return };
    if b.retreat > 0 {
        let (side, target) = (b.side.other(), b.target);
        super::super::rail::destroy_trains(s, side, target);
    }
}

/// The next defender still to retreat.
fn to_retreat(s: &State) -> Option<UnitId> {
    let b = s.battle.as_ref()?;
    defenders_left(s).into_iter().find(|u| !b.retreated.contains(u))
}

/// [25.7]: the defender may give up a step for each hex of the retreat.
pub struct RetreatReduce;

impl KitStep<State> for RetreatReduce {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let b = s.battle.as_ref()?;
        // [13.4.4]: only the steps of units not on a train cancel a retreat.
        let left: Vec<UnitId> = defenders_left(s).into_iter().filter(|&u| s.units[u as usize].train.is_none()).collect();
        if b.retreat == 0 || left.is_empty() {
            return None;
        }
        let mut actions: Vec<Action> = hit_candidates(s, &left).into_iter().map(Action::Sacrifice).collect();
        actions.push(Action::Retreat);
        Some(Prompt { seat: Some(b.side.other().seat()), id: "nato.retreat_reduce", args: vec![Arg::Num(b.retreat as i32)], rule: "NATO 25.7", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Sacrifice(u) => {
                s.lose_step(*u);
                let empty = defenders_left(s).is_empty();
                let Some(b) = s.battle.as_mut() else { return Err(Illegal("no battle".into())) };
                b.retreat -= 1;
                // [25.7.1]: the whole retreat paid in steps, and the hex emptied: no advance.
                if b.retreat == 0 && empty {
                    b.no_pass = true;
                    let (side, target) = (b.side.other(), b.target);
                    s.push_log(Some(side), "nato.no_pass", vec![Arg::Hex(hex_name(target))]);
                }
            }
            Action::Retreat => {
                s.steps.pop();
                trains_left_behind(s);
            }
            _ => return Err(Illegal("not a retreat choice".into())),
        }
        Ok(())
    }

    /// Nothing left to give up: units under Train markers the retreat still finds are eliminated.
    fn run(&self, s: &mut State) {
        trains_left_behind(s);
    }
}

/// [25.7.3]: each surviving defender retreats the net distance.
pub struct RetreatMove;

impl KitStep<State> for RetreatMove {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let b = s.battle.as_ref()?;
        if b.retreat == 0 {
            return None;
        }
        let u = to_retreat(s)?;
        let actions: Vec<Action> = options(s, u, b.target, b.retreat).into_iter().map(|o| Action::RetreatTo(u, o.hex)).collect();
        Some(Prompt { seat: Some(b.side.other().seat()), id: "nato.retreat", args: vec![Arg::Unit(s.key(u).to_string()), Arg::Num(b.retreat as i32)], rule: "NATO 25.7.3", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Action::RetreatTo(u, h) = action else { return Err(Illegal("not a retreat".into())) };
        let b = s.battle.clone().ok_or_else(|| Illegal("no battle".into()))?;
        let o = options(s, *u, b.target, b.retreat).into_iter().find(|o| o.hex == *h).ok_or_else(|| Illegal("not a retreat hex".into()))?;
        s.units[*u as usize].loc = super::super::state::Loc::Hex(*h);
        s.units[*u as usize].engaged = true;
        // [22.3.1]: a unit retreating into a chemical marker's hex is disrupted at the retreat's end.
        // [21.1.3] 8: a Nuclear marker's hex too ([22.3.3]), and from rules 16 one it retreated through.
        if ((nuclear::contaminated(s, *h) && *h != b.target) || o.through) && s.class(*u).maneuver() {
            s.units[*u as usize].disrupted = true;
        }
        s.push_log(Some(s.side(*u)), "nato.retreat", vec![Arg::Unit(s.key(*u).to_string()), Arg::Hex(hex_name(*h)), Arg::Num(o.loss as i32)]);
        for _ in 0..o.loss {
            if s.hex_of(*u).is_some() {
                s.lose_step(*u);
            }
        }
        // A unit that could not leave and survived stays where it is; it is not asked again.
        if let Some(b) = s.battle.as_mut() {
            b.retreated.push(*u);
        }
        if to_retreat(s).is_none() {
            s.steps.pop();
        }
        Ok(())
    }
}
