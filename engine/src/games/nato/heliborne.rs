//! Helicopter movement ([18.0]–[18.3]): airborne and airmobile units (flag `A`) ride helicopter commands
//! ([15.0]) in the Helicopter Movement Segment, after the Ground Movement Segment ([7.0] II.B.5), and —
//! infiltration only, on 5-hex legs — in the Reserve Phase ([18.3], [28.2.1]). Played from rules version 7
//! ([`RULES`]).
//!
//! A helicopter command on its side's transport-command display (`Loc::Transport`) carries one step; a
//! 2-step passenger takes two, flying together ([15.1]). An operation has two legs of at most 10 hexes
//! each, flown a hex at a time whatever the terrain, over the sea and enemy units ([18.1.1], [18.1.5]):
//!
//! * **infiltration** ([18.1.3]): the command takes the passenger from its hex (or a sector's box,
//!   [18.1.8]; never the SRB) to a land hex that is not an enemy-controlled city ([18.1.6]), then flies
//!   back empty to a hex from which a line of supply of at most 10 hexes reaches a supplied friendly free
//!   city and that is not in an un-negated enemy zone ([18.1.7]) — no return leg when the landing hex is
//!   such a hex;
//! * **exfiltration** ([18.1.4]): the command starts on such a hex, flies empty to the passenger and
//!   brings it back to such a hex.
//!
//! Flak ([19.1], [`super::air::flak`]) fires at every command entering an enemy zone; the passenger never
//! negates a zone for its own command ([18.1.3], [19.1]), so in a hot landing zone only the first command
//! draws flak and in an extraction only the last ([19.1.4]). A command shot down on the outbound leg of an
//! infiltration, or on the return leg of an exfiltration, takes its step of the passenger with it
//! ([19.1.3]); one that survives goes to the display's Recovery box until the next Joint Status Phase
//! ([15.1], [18.1.9]). From rules 8 an infiltration outside the Reserve Phase may land on enemy units in
//! a hex without a city: an assault ([27.0], [`super::assault`]); every command entering it draws flak
//! ([19.1.5]). docs/games/nato.md, decisions H7–H12, S1–S5.

use serde::Serialize;

use super::actions::Action;
use super::air::flak;
use super::air::helicopters::flyable;
use super::data::{hex_name, HexId, Side};
use super::movement::{enterable, entry_hexes, fits, picked_prompt, take_picked, Dest};
use super::state::{Loc, State, Step, UnitId};
use super::transport::heli_end_ok;
use super::zoc::Board;
use crate::kit::steps::Step as KitStep;
use crate::{Arg, Illegal, Prompt, Seat};

/// The first rules version with helicopter movement.
pub const RULES: u32 = 7;

/// A leg's range in hexes ([18.1.1]); in the Reserve Phase ([18.3] 3).
pub const LEG: u8 = 10;
pub const RESERVE_LEG: u8 = 5;

/// Whether this game plays helicopter movement (its record's rules version).
pub fn active(s: &State) -> bool {
    s.rules >= RULES
}

/// One helicopter operation under way ([18.1.2]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Operation {
    pub side: Side,
    pub passenger: UnitId,
    /// The helicopter commands flying it, one a step (chosen when the operation starts).
    pub commands: Vec<UnitId>,
    /// Exfiltration (the passenger rides the return leg), else infiltration ([18.1.2]).
    pub exfil: bool,
    /// In the Reserve Phase: 5-hex legs ([18.3]).
    pub reserve: bool,
    /// On the return leg ([18.1.7]).
    pub back: bool,
    /// The commands' hex; `None` before they are on the map (an exfiltration's start not chosen yet, or an
    /// infiltration from a sector's box, whose first hex is an edge hex).
    pub at: Option<HexId>,
    /// Where the current leg ends; `None` while the owner chooses it.
    pub goal: Option<HexId>,
    /// Hexes left to fly on this leg.
    pub left: u8,
}

impl Operation {
    /// The passenger is aboard: on an infiltration's outbound leg, an exfiltration's return leg.
    pub fn aboard(&self) -> bool {
        self.exfil == self.back
    }

    fn range(&self) -> u8 {
        if self.reserve {
            RESERVE_LEG
        } else {
            LEG
        }
    }

    /// The operation has begun: commands taken from the Ready box.
    fn started(&self) -> bool {
        !self.commands.is_empty()
    }
}

/// The side's helicopter commands in the Ready box of its transport-command display ([15.1]).
pub fn ready_commands(s: &State, side: Side) -> Vec<UnitId> {
    (0..s.units.len() as UnitId)
        .filter(|&u| s.data().units[u as usize].helicopter && s.side(u) == side && s.units[u as usize].loc == Loc::Transport && !s.units[u as usize].used)
        .collect()
}

/// A friendly ground unit other than the passenger, or a friendly free city, negates the enemy zone in `h`
/// for helicopter movement and flak ([18.1.3], [18.1.7], [19.1]).
fn others_negate(s: &State, side: Side, h: HexId, passenger: UnitId) -> bool {
    // [33.3.2]: a Reforger site is no ground unit and negates nothing (rules 23).
    s.units_in(h).any(|v| v != passenger && s.side(v) == side && super::reforger::ground_unit(s, v)) || s.free_city_of(h, side)
}

/// Whether `h` is clear of an enemy zone for the operation: none there, or negated by others.
fn clear(s: &State, board: &Board, side: Side, h: HexId, passenger: UnitId) -> bool {
    !board.in_ezoc(side, h) || others_negate(s, side, h, passenger)
}

/// [18.2.1], [18.1.3], [18.1.8], [18.3]: whether the unit may be infiltrated now: its side's airborne or
/// airmobile unit, activated, not moved, no Train marker, not disrupted, in movement supply; on the map
/// outside an enemy zone others do not negate, or in a sector's box (not the SRB, and not in the Reserve
/// Phase, where it must have begun the phase with a Reserve/OMG marker); `ready` Ready commands enough
/// for its steps; not put back in this segment.
pub fn may_infiltrate(s: &State, board: &Board, u: UnitId, side: Side, reserve: bool, ready: usize) -> bool {
    let us = &s.units[u as usize];
    // [28.2.1]: from rules 17 a reserve unit that has made its tactical move may still fly (H11).
    let walked = reserve && super::reserve_legs::may_fly_after_walking(s, u);
    if !may_fly_moved(s, u, side, ready, walked) || us.disrupted || us.moos || (reserve && !us.reserve) {
        return false;
    }
    match us.loc {
        Loc::Hex(h) => clear(s, board, side, h, u),
        Loc::Box(_) => !reserve,
        _ => false,
    }
}

/// [18.2]: what every passenger needs: its side's airborne or airmobile ground unit, activated, not moved,
/// no Train marker, not put back in this segment, `ready` Ready commands enough for its steps.
fn may_fly(s: &State, u: UnitId, side: Side, ready: usize) -> bool {
    may_fly_moved(s, u, side, ready, false)
}

/// [`may_fly`], a move already made allowed when `moved_ok` ([28.2.1]).
fn may_fly_moved(s: &State, u: UnitId, side: Side, ready: usize, moved_ok: bool) -> bool {
    let us = &s.units[u as usize];
    s.side(u) == side && s.ty(u).airborne && s.class(u).ground() && (!us.moved || moved_ok) && us.active <= s.turn && us.train.is_none() && ready >= us.steps as usize && !s.heli_passed.contains(&u)
        // [18.2.1] 4, [18.2.2], [22.3.1]: not from a chemical marker's hex.
        && !super::nuclear::stands_contaminated(s, u)
}

/// [18.2.2]: whether the unit may be exfiltrated now: [`may_fly`] and on the map (an enemy zone,
/// disruption and supply do not matter). Never in the Reserve Phase ([18.3] 2).
pub fn may_exfiltrate(s: &State, u: UnitId, side: Side, ready: usize) -> bool {
    may_fly(s, u, side, ready) && matches!(s.units[u as usize].loc, Loc::Hex(_))
}

/// Each hex's flying distance from `starts` (at `base` hexes), over hexes a helicopter may be over, up to
/// `max`; 255 where out of reach ([18.1.5]: terrain, sea and blocked hexsides do not matter).
fn flying(s: &State, starts: &[HexId], base: u8, max: u8) -> Vec<u8> {
    let mut dist = vec![u8::MAX; s.data().hexes.len()];
    let mut q = std::collections::VecDeque::new();
    for &h in starts {
        if base <= max && dist[h as usize] == u8::MAX {
            dist[h as usize] = base;
            q.push_back(h);
        }
    }
    while let Some(x) = q.pop_front() {
        let dx = dist[x as usize];
        if dx >= max {
            continue;
        }
        for y in s.data().neighbours(x) {
            if dist[y as usize] == u8::MAX && flyable(s, y) {
                dist[y as usize] = dx + 1;
                q.push_back(y);
            }
        }
    }
    dist
}

/// [18.1.4], [18.1.7]: the hexes from which a line of supply of at most 10 hexes ([10.2]) reaches a
/// supplied free city of `side` ([10.3.3]; conquered cities are never sources, [10.3.3.5]).
pub fn home_reach(s: &State, side: Side) -> Vec<bool> {
    let ctx = super::supply::Ctx::new(s);
    let n = s.data().hexes.len();
    let mut dist = vec![u32::MAX; n];
    let mut q = std::collections::VecDeque::new();
    for h in 0..n as HexId {
        if s.free_city_of(h, side) && ctx.city(s, side, h) {
            dist[h as usize] = 0;
            q.push_back(h);
        }
    }
    // Backwards from the cities: a line from y into x.
    while let Some(x) = q.pop_front() {
        let dx = dist[x as usize];
        if dx >= super::supply::LINK {
            continue;
        }
        for y in s.data().neighbours(x) {
            if dist[y as usize] == u32::MAX && super::supply::los_step(s, &ctx.board, side, y, x) {
                dist[y as usize] = dx + 1;
                q.push_back(y);
            }
        }
    }
    dist.into_iter().map(|d| d != u32::MAX).collect()
}

/// [18.1.4], [18.1.7]: a hex where a command may start an exfiltration or end a return leg: a land hex, not
/// an enemy-controlled city nor an enemy unit's, clear of enemy zones (the passenger negating nothing),
/// from which a short line of supply reaches a supplied friendly free city.
fn safe(s: &State, board: &Board, home: &[bool], side: Side, h: HexId, passenger: UnitId) -> bool {
    s.playable(h) && s.city_controller(h) != Some(side.other()) && !board.occupied(side.other(), h) && clear(s, board, side, h, passenger) && home[h as usize]
}

/// Where the owner may end the current leg (or, for an exfiltration not yet placed, start it).
pub fn goals(s: &State, op: &Operation) -> Vec<HexId> {
    let side = op.side;
    let p = op.passenger;
    let board = Board::new(s);
    let range = op.range();
    let pickup = s.hex_of(p);
    let dist = match (op.at, op.back) {
        (Some(at), _) => flying(s, &[at], 0, range),
        // An exfiltration's start: within a leg of the passenger ([18.1.4]).
        (None, false) if op.exfil => flying(s, &pickup.into_iter().collect::<Vec<_>>(), 0, range),
        // From a sector's box the first hex is an edge hex of its sector ([18.1.8], [33.2.2]).
        (None, _) => {
            let sector = match s.units[p as usize].loc {
                Loc::Box(n) => n,
                _ => return vec![],
            };
            let edge: Vec<HexId> = entry_hexes(s, side, sector).into_iter().filter(|&e| flyable(s, e)).collect();
            flying(s, &edge, 1, range)
        }
    };
    let within = |h: HexId| dist[h as usize] != u8::MAX && Some(h) != op.at && !(op.at.is_none() && op.exfil && Some(h) == pickup);
    let n = s.data().hexes.len() as HexId;
    if op.back || (op.exfil && op.at.is_none()) {
        let home = home_reach(s, side);
        let carry = op.back && op.exfil;
        // [22.3.1]: a passenger is never set down in a chemical marker's hex.
        // [15.2]: an exfiltration ends its passenger's move too (rules 16, TR9).
        (0..n)
            .filter(|&h| within(h) && safe(s, &board, &home, side, h, p) && (!carry || (enterable(s, p, h) && fits(s, p, h) && !super::nuclear::contaminated(s, h) && heli_end_ok(s, h))))
            .collect()
    } else {
        // [18.1.6]: a land hex, not an enemy-controlled city; enemy units there only for an assault ([27.1],
        // rules 8), never in the Reserve Phase ([18.3] 4).
        let assault = |h: HexId| !op.reserve && super::assault::may_land(s, p, h);
        (0..n)
            .filter(|&h| within(h) && s.playable(h) && s.city_controller(h) != Some(side.other()) && !super::nuclear::contaminated(s, h) && ((enterable(s, p, h) && fits(s, p, h)) || assault(h)))
            // [15.2]: not within 2 hexes of the phase's airlift and sealift destinations (rules 16, TR9).
            .filter(|&h| op.reserve || heli_end_ok(s, h))
            .collect()
    }
}

/// The hexes the commands may enter next: those from which the leg's end stays within the hexes left.
pub fn next_hexes(s: &State, op: &Operation) -> Vec<HexId> {
    let Some(goal) = op.goal else { return vec![] };
    if op.left == 0 {
        return vec![];
    }
    let to_goal = flying(s, &[goal], 0, op.left - 1);
    let near = |h: HexId| flyable(s, h) && to_goal[h as usize] != u8::MAX;
    match op.at {
        Some(at) => s.data().neighbours(at).filter(|&h| near(h)).collect(),
        None => {
            let Loc::Box(sector) = s.units[op.passenger as usize].loc else { return vec![] };
            entry_hexes(s, op.side, sector).into_iter().filter(|&h| near(h)).collect()
        }
    }
}

/// The Helicopter Movement Segment of a side ([7.0] II.B.5, [18.0]): pick a unit to infiltrate or to
/// exfiltrate, or finish.
pub struct HeliSegment;

/// The segment's (or the Reserve Phase's) helicopter choices.
pub fn choices(s: &State, side: Side, reserve: bool) -> Vec<Action> {
    // [35.3.2]: in the Move to the GDP's player turn NATO moves tactically only: no helicopter movement, in
    // the Helicopter Movement Segment nor the Reserve Phase (from rules 25, decision E25).
    if !active(s) || super::gdp::tactical_only(s, side) {
        return vec![];
    }
    let ready = ready_commands(s, side).len();
    // [28.2.1]: from rules 17 a reserve unit that has walked may still fly (H11).
    let walked = |u: UnitId| reserve && super::reserve_legs::may_fly_after_walking(s, u);
    let flyers: Vec<UnitId> = (0..s.units.len() as UnitId).filter(|&u| may_fly_moved(s, u, side, ready, walked(u))).collect();
    if flyers.is_empty() {
        return vec![];
    }
    let board = Board::new(s);
    let mut out: Vec<Action> = flyers.iter().copied().filter(|&u| may_infiltrate(s, &board, u, side, reserve, ready)).map(Action::Heliborne).collect();
    if !reserve {
        out.extend(flyers.into_iter().filter(|&u| may_exfiltrate(s, u, side, ready)).map(Action::Extract));
    }
    out
}

/// Opens an operation for the passenger, as the owner picked it.
pub fn open(s: &mut State, side: Side, u: UnitId, exfil: bool, reserve: bool) {
    let op = Operation { side, passenger: u, commands: vec![], exfil, reserve, back: false, at: if exfil { None } else { s.hex_of(u) }, goal: None, left: 0 };
    s.steps.push(Step::HeliOp(op));
}

impl KitStep<State> for HeliSegment {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Heli(side)) = s.steps.last() else { return None };
        let mut actions = choices(s, *side, false);
        let waits = super::heli_declare::waiting(s);
        if actions.is_empty() && !waits {
            return None;
        }
        // [15.2]: the flak of the operations declared together, rolled when the player says (rules 18).
        if waits {
            actions.push(Action::Resolve);
        }
        actions.push(Action::Done);
        Some(Prompt { seat: Some(side.seat()), id: "nato.heli_segment", args: vec![], rule: "NATO 18.1", actions })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Heli(side)) = s.steps.last().cloned() else { return Err(Illegal("no helicopter segment".into())) };
        match action {
            Action::Heliborne(u) if choices(s, side, false).contains(action) => open(s, side, *u, false, false),
            Action::Extract(u) if choices(s, side, false).contains(action) => open(s, side, *u, true, false),
            Action::Resolve if super::heli_declare::waiting(s) => super::heli_declare::roll_all(s),
            Action::Done => {
                s.steps.pop();
                self.run(s);
            }
            _ => return Err(Illegal("not a helicopter operation".into())),
        }
        Ok(())
    }

    /// The segment's end: the operations still waiting roll their flak ([15.2], rules 18).
    fn run(&self, s: &mut State) {
        super::heli_declare::roll_all(s);
    }
}

/// One helicopter operation: its legs' ends, then its flight a hex at a time.
pub struct HeliOp;

impl KitStep<State> for HeliOp {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::HeliOp(op)) = s.steps.last() else { return None };
        let passenger = Arg::Unit(s.key(op.passenger).to_string());
        if op.goal.is_none() {
            let moves: Vec<Action> = goals(s, op).into_iter().map(Action::MoveTo).collect();
            if !op.started() {
                // Not begun: the owner may still put the unit back.
                let (id, rule) = if op.exfil { ("nato.heli_start", "NATO 18.1") } else if op.reserve { ("nato.heli_goal", "NATO 18.3") } else { ("nato.heli_goal", "NATO 18.1") };
                return Some(picked_prompt(s, op.side, op.passenger, moves, id, rule));
            }
            if moves.is_empty() {
                return None;
            }
            return Some(Prompt { seat: Some(op.side.seat()), id: "nato.heli_return", args: vec![passenger], rule: "NATO 18.1", actions: moves });
        }
        let actions: Vec<Action> = next_hexes(s, op).into_iter().map(Action::Fly).collect();
        if actions.is_empty() {
            return None;
        }
        let at = op.at.map_or(Arg::Key("nato.place.edge".into()), |h| Arg::Hex(hex_name(h)));
        Some(Prompt { seat: Some(op.side.seat()), id: "nato.heli_fly", args: vec![passenger, at, Arg::Num(op.left as i32)], rule: "NATO 19.1", actions })
    }

    /// Never reached in play (a leg's end is always within reach of the hexes offered, and a return leg
    /// with no end is settled when it begins, [`next_leg`]): the operation ends where it stands.
    fn run(&self, _s: &mut State) {}

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::HeliOp(mut op)) = s.steps.last().cloned() else { return Err(Illegal("no helicopter operation".into())) };
        match action {
            Action::MoveTo(h) if op.goal.is_none() => {
                let dests = goals(s, &op).into_iter().map(|hex| Dest { hex, cost: 0, path: vec![] }).collect();
                let dest = take_picked(s, dests, *h, "not a helicopter destination")?;
                if !op.started() {
                    // [15.1]: the commands leave the Ready box, one a step.
                    op.commands = ready_commands(s, op.side).into_iter().take(s.units[op.passenger as usize].steps as usize).collect();
                    for &c in &op.commands {
                        s.units[c as usize].used = true;
                    }
                    let id = if op.exfil { "nato.heli_exfiltrate" } else { "nato.heli_infiltrate" };
                    s.push_log(Some(op.side), id, vec![Arg::Unit(s.key(op.passenger).to_string()), Arg::Hex(hex_name(dest.hex))]);
                    // [15.2]: from rules 18 its flak waits for the declaration.
                    if super::heli_declare::holds(s, &op) {
                        super::heli_declare::open(s, &op);
                        s.push_log(Some(op.side), "nato.heli_declared", vec![Arg::Unit(s.key(op.passenger).to_string())]);
                    }
                }
                op.left = op.range();
                if op.exfil && op.at.is_none() {
                    // [18.1.4]: the command is placed on its start, to fly to the passenger.
                    op.at = Some(dest.hex);
                    op.goal = s.hex_of(op.passenger);
                } else {
                    op.goal = Some(dest.hex);
                }
                s.steps.push(Step::HeliOp(op));
            }
            Action::Cancel if !op.started() => {
                s.steps.pop();
                s.heli_passed.push(op.passenger);
            }
            Action::Fly(h) if op.goal.is_some() => {
                if !next_hexes(s, &op).contains(h) {
                    return Err(Illegal("the helicopter cannot fly there".into()));
                }
                s.steps.pop();
                fly(s, op, *h);
            }
            _ => return Err(Illegal("not a helicopter move".into())),
        }
        Ok(())
    }
}

/// The commands enter `h`: flak at each ([19.1]; the passenger negates nothing, [19.1.4]); a command shot
/// down with the passenger aboard takes a step of it ([19.1.3]). At the leg's end the passenger lands,
/// is picked up, or the commands go home.
fn fly(s: &mut State, mut op: Operation, h: HexId) {
    let mut alive = vec![];
    // [27.1], [19.1.5]: landing on enemy units, the hex is an assault hex from the first command on.
    let assault = lands_on_enemy(s, &op, h);
    // [15.2]: from rules 18 the flak is noted, to be rolled with the operations declared together.
    let held = super::heli_declare::holds(s, &op);
    if held {
        super::heli_declare::enter(s, &op, h, assault);
    }
    for &c in op.commands.iter().filter(|_| !held) {
        let down = if assault { flak::enter_assault(s, c, h) } else { flak::enter_except(s, c, h, Some(op.passenger)) };
        if down {
            // [19.1.3.1], [19.1.3.2]: the passenger aboard is lost with its command.
            if op.aboard() && s.units[op.passenger as usize].loc != Loc::Dead {
                s.lose_step(op.passenger);
            }
        } else {
            alive.push(c);
        }
    }
    if !held {
        op.commands = alive;
    }
    if op.commands.is_empty() {
        return;
    }
    op.at = Some(h);
    op.left -= 1;
    if Some(h) != op.goal {
        s.steps.push(Step::HeliOp(op));
        return;
    }
    let side = op.side;
    let p = op.passenger;
    match (op.exfil, op.back) {
        // [18.1.3]: the passenger lands; [18.1.7]: no return leg from a hex that is safe already.
        (false, false) => {
            land(s, p, h);
            if op.reserve {
                super::reserve_legs::flown(s, p);
            }
            let marks = side == Side::Wp && !s.marked.contains(&h);
            let on_enemy = s.occupied_by(h, side.other());
            if on_enemy {
                super::assault::begin(s, p, h);
            }
            if held {
                super::heli_declare::set_down(s, p, h, on_enemy && marks);
            }
            let board = Board::new(s);
            let home = home_reach(s, side);
            if safe(s, &board, &home, side, h, p) {
                home_again(s, &op);
            } else {
                next_leg(s, op);
            }
        }
        // [18.1.4]: the passenger is picked up.
        (true, false) => {
            s.push_log(Some(side), "nato.heli_pickup", vec![Arg::Unit(s.key(p).to_string()), Arg::Hex(hex_name(h))]);
            next_leg(s, op);
        }
        (exfil, true) => {
            if exfil && s.units[p as usize].loc != Loc::Dead {
                land(s, p, h);
                if held {
                    super::heli_declare::set_down(s, p, h, false);
                }
            }
            home_again(s, &op);
        }
    }
}

/// [27.1], [19.1.5]: the infiltration's landing hex `h` holds enemy units: an assault hex from the first
/// command on.
fn lands_on_enemy(s: &State, op: &Operation, h: HexId) -> bool {
    !op.exfil && !op.back && Some(h) == op.goal && s.occupied_by(h, op.side.other())
}

/// The odds of the flak at `h` for the operation's commands entering it (`Game::odds` of a `Fly`); `None`
/// where no flak fires. From rules 18 in the Helicopter Movement Segment the roll waits ([15.2]).
pub fn fly_odds(s: &State, op: &Operation, h: HexId) -> Option<crate::kit::odds::Odds> {
    let assault = lands_on_enemy(s, op, h);
    let hit_max = if assault { Some(s.data().air.flak.assault) } else { flak::threat_except(s, op.side, h, Some(op.passenger)) }?;
    let defence = op.commands.first().map_or(0, |&c| s.values(c).1);
    Some(super::heli_declare::flak_odds(hit_max, defence, op.commands.len(), super::heli_declare::holds(s, op)))
}

/// The return leg begins: its end is chosen next ([18.1.7]).
fn next_leg(s: &mut State, mut op: Operation) {
    op.back = true;
    op.goal = None;
    op.left = op.range();
    if goals(s, &op).is_empty() {
        // Decision H10: no hex within a leg where it may end: the commands are lost.
        for &c in &op.commands {
            s.units[c as usize].loc = Loc::Dead;
            s.push_log(Some(op.side), "nato.heli_stranded", vec![Arg::Unit(s.key(c).to_string())]);
        }
        return;
    }
    s.steps.push(Step::HeliOp(op));
}

/// The passenger is set down: it moves no more this phase ([18.1.3]); it may attack in the coming
/// Combat Phase ([18.2.3]).
fn land(s: &mut State, p: UnitId, h: HexId) {
    let from = match s.units[p as usize].loc {
        Loc::Hex(x) => Arg::Hex(hex_name(x)),
        _ => Arg::Key("nato.place.edge".into()),
    };
    s.units[p as usize].loc = Loc::Hex(h);
    s.units[p as usize].moved = true;
    s.push_log(Some(s.side(p)), "nato.heli_landed", vec![Arg::Unit(s.key(p).to_string()), from, Arg::Hex(hex_name(h))]);
}

/// [15.1], [18.1.7]: the commands go to the Recovery box (they are marked used until the Joint Status
/// Phase).
fn home_again(s: &mut State, op: &Operation) {
    // [15.2]: a held operation's commands go home once its flak is rolled (rules 18).
    if super::heli_declare::holds(s, op) {
        return;
    }
    for &c in &op.commands {
        s.push_log(Some(op.side), "nato.heli_home", vec![Arg::Unit(s.key(c).to_string())]);
    }
}
