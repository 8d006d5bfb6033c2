//! Chemical warfare ([22.0]), an option (`chemical`, off by default) from rules version 14 ([`RULES`]); its
//! two tables (chemical.tsv, airfield_chemical.tsv) and the delivery limits and NATO's points in
//! scenarios.tsv are Sandtable's reconstruction. With the option off a game holds no chemical state at all
//! (`State::chemical` is `None`).
//!
//! * [22.0]: only the Pact may begin it, by declaring First Use in one of its Chemical Strike Segments; NATO
//!   strikes only after that. NATO scores 1 VP a game turn from the turn of First Use through turn 14
//!   ([34.3.3]).
//! * [22.1]: each side's chemical points, the scenario's start and income each Joint Reinforcement Phase;
//!   they carry over; every strike costs one.
//! * [22.2]: strikes in the owner's Offensive Strike Phase's Chemical Strike Segment only, within the
//!   scenario's delivery limits a player turn: the Pact's tactical ([22.2.1], in its friendly or contested
//!   airspace) and operational (anywhere, once a turn, or the airfield strike of [22.4]); NATO's artillery
//!   (a hex beside a US unit with combat supply) and tactical (its friendly or contested airspace, a tactical
//!   air point too) ([22.2.2]).
//! * [22.2.3]: every marker is placed first (persistent or not), then each is resolved: a die for each enemy
//!   unit in the hex on the Chemical Strike Table's column of the chemical-warfare turn ([22.2.4]); `*`
//!   disrupts (artillery suppressed), `D1` takes a step; an emptied hex takes a Breakthrough marker
//!   ([25.9.1]). HQs ([22.2.7]) and units not yet activated on their reserve or Reforger sites ([22.2.8]) are
//!   not struck; a free city's intrinsic defence is untouched ([22.2.9]).
//! * [22.2.5]: at the start of its owner's next Chemical Strike Segment a non-persistent marker goes, a
//!   persistent one goes on a 1 (decision 2 of the data pack). [22.2.6]: a hex with an enemy marker or the
//!   striker's own persistent marker may be struck again.
//! * [22.3]: the markers' effects on movement, combat, retreat, advance and reaction, for both sides:
//!   [`in_chem`] and the rule files that ask it.
//! * [22.4]: the Pact's airfield strike, by its operational delivery: a die on the WP Airfield Chemical
//!   Strike Table, NATO's tactical air points of the turn cut, never below 2.

use serde::Serialize;

use super::actions::Action;
use super::air::airspace::{Airspace, Airspaces};
use super::air::tables::StrikeResult;
use super::data::{hex_name, Class, HexId, Side};
use super::state::{State, Step, UnitId};
use crate::kit::steps::Step as KitStep;
use crate::kit::table::Errors;
use crate::{Arg, Illegal, Prompt, Seat};

/// The first rules version that plays chemical warfare (with the `chemical` option).
pub const RULES: u32 = 14;

/// The last game turn NATO scores a VP for the Pact's chemical warfare ([34.3.3]).
pub const VP_LAST_TURN: u8 = 14;

/// A scenario's chemical figures (scenarios.tsv; index by [`Side::seat`]).
#[derive(Clone, Debug, Default)]
pub struct ScenarioChem {
    pub start: [i32; 2],
    pub income: [i32; 2],
    /// Strikes of each delivery a player turn ([22.2.1], [22.2.2]).
    pub wp_tactical: u8,
    pub wp_operational: u8,
    pub nato_artillery: u8,
    pub nato_tactical: u8,
}

/// The Chemical Strike Table ([22.2.3]) and the WP Airfield Chemical Strike Table ([22.4]): by column (the
/// chemical-warfare turn 1, 2, 3, 4+) and die.
#[derive(Clone, Debug)]
pub struct Tables {
    pub strike: [[StrikeResult; 6]; 4],
    pub airfield: [[u8; 6]; 4],
}

impl Default for Tables {
    fn default() -> Tables {
        Tables { strike: [[StrikeResult::None; 6]; 4], airfield: [[0; 6]; 4] }
    }
}

impl Tables {
    pub fn strike(&self, chem_turn: u8, die: u8) -> StrikeResult {
        self.strike[column(chem_turn)][(die.clamp(1, 6) - 1) as usize]
    }
    pub fn airfield(&self, chem_turn: u8, die: u8) -> u8 {
        self.airfield[column(chem_turn)][(die.clamp(1, 6) - 1) as usize]
    }
}

fn column(chem_turn: u8) -> usize {
    (chem_turn.clamp(1, 4) - 1) as usize
}

fn turn_cell(r: &crate::kit::table::Row) -> Result<usize, String> {
    match r.get("chem_turn") {
        "1" => Ok(0),
        "2" => Ok(1),
        "3" => Ok(2),
        "4+" => Ok(3),
        v => Err(r.err(format!("chem_turn must be 1, 2, 3 or 4+, not '{v}'"))),
    }
}

/// Reads both tables; every cell must be given.
pub fn parse_tables(files: &[(&str, &str)], errors: &mut Errors) -> Tables {
    let mut t = Tables::default();
    let mut seen = [[false; 6]; 4];
    for r in super::data::rows(files, "chemical.tsv", &["chem_turn", "die", "result", "source"], errors) {
        let row = (|| -> Result<(usize, usize, StrikeResult), String> {
            super::data::source(&r)?;
            let c = turn_cell(&r)?;
            let die: usize = r.num("die", 1, 6)?;
            let result = match r.get("result") {
                "-" => StrikeResult::None,
                "*" => StrikeResult::Disrupted,
                "D1" => StrikeResult::D1,
                v => return Err(r.err(format!("result must be -, * or D1, not '{v}'"))),
            };
            Ok((c, die - 1, result))
        })();
        if let Some((c, d, result)) = errors.take(row) {
            t.strike[c][d] = result;
            seen[c][d] = true;
        }
    }
    if errors.is_empty() && seen.iter().flatten().any(|x| !x) {
        errors.push("chemical.tsv: every chemical turn (1, 2, 3, 4+) needs all six dice");
    }
    let mut seen = [[false; 6]; 4];
    for r in super::data::rows(files, "airfield_chemical.tsv", &["chem_turn", "die", "tap_lost", "source"], errors) {
        let row = (|| -> Result<(usize, usize, u8), String> {
            super::data::source(&r)?;
            Ok((turn_cell(&r)?, r.num::<usize>("die", 1, 6)? - 1, r.num("tap_lost", 0, 20)?))
        })();
        if let Some((c, d, lost)) = errors.take(row) {
            t.airfield[c][d] = lost;
            seen[c][d] = true;
        }
    }
    if errors.is_empty() && seen.iter().flatten().any(|x| !x) {
        errors.push("airfield_chemical.tsv: every chemical turn (1, 2, 3, 4+) needs all six dice");
    }
    t
}

/// A Chemical Strike marker ([4.1.3], [22.2.3]).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Marker {
    pub hex: HexId,
    /// Whose marker it is (its colour: when it is removed, [22.3]).
    pub side: Side,
    pub persistent: bool,
    /// The game turn it was placed (or struck again, [22.2.6]): with `side`, the player turn.
    pub turn: u8,
    /// Placed in this Chemical Strike Segment and not yet resolved ([22.2.3]).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub pending: bool,
}

/// The ways of delivering a chemical strike ([22.2.1], [22.2.2]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum Delivery {
    /// The Pact's and NATO's tactical strike: the striker's friendly or contested airspace.
    Tactical,
    /// The Pact's operational strike: any hex, once a turn (or the airfield strike).
    Operational,
    /// NATO's artillery strike: a hex beside a US unit with combat supply.
    Artillery,
}

impl Delivery {
    pub fn key(self) -> &'static str {
        match self {
            Delivery::Tactical => "tactical",
            Delivery::Operational => "operational",
            Delivery::Artillery => "artillery",
        }
    }
    fn index(self) -> usize {
        self as usize
    }
}

/// Chemical warfare's state in a game with the option on.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Chemical {
    /// Chemical points (index by [`Side::seat`]) ([22.1]).
    pub points: [i32; 2],
    /// The game turn of First Use ([22.0], [4.4.3]).
    pub first_use: Option<u8>,
    pub markers: Vec<Marker>,
    /// Strikes of each delivery (tactical, operational, artillery) made in the current player turn.
    pub used: [u8; 3],
}

impl Chemical {
    /// A new game's chemical state: the scenario's starting points.
    pub fn new(s: &super::data::Scenario) -> Chemical {
        Chemical { points: s.chem.start, first_use: None, markers: vec![], used: [0; 3] }
    }
}

/// Whether the game plays chemical warfare.
pub fn active(s: &State) -> bool {
    s.chemical.is_some()
}

/// Whether the Pact has declared First Use ([22.0]).
pub fn declared(s: &State) -> bool {
    s.chemical.as_ref().is_some_and(|c| c.first_use.is_some())
}

/// The chemical-warfare turn ([22.2.4]): 1 on the turn of First Use, and one more each game turn since.
pub fn chem_turn(s: &State) -> u8 {
    s.chemical.as_ref().and_then(|c| c.first_use).map_or(0, |f| s.turn.saturating_sub(f) + 1)
}

/// Whether a Chemical Strike marker (of either side) is in the hex ([22.3.1]).
pub fn in_chem(s: &State, h: HexId) -> bool {
    s.chemical.as_ref().is_some_and(|c| c.markers.iter().any(|m| m.hex == h && !m.pending))
}

/// Whether the unit stands on the map in a chemical marker's hex.
pub fn stands_in_chem(s: &State, u: UnitId) -> bool {
    s.hex_of(u).is_some_and(|h| in_chem(s, h))
}

/// Whether `by` chem-struck `h` in the current player turn ([22.3.2]: a unit reacting into it is struck).
pub fn struck_this_turn(s: &State, h: HexId, by: Side) -> bool {
    s.player == by && s.chemical.as_ref().is_some_and(|c| c.markers.iter().any(|m| m.hex == h && m.side == by && m.turn == s.turn))
}

/// [22.1], [34.3.3]: the Joint Reinforcement Phase's chemical points for both sides, and NATO's VP for a
/// turn of chemical warfare (the turn of First Use is scored when it is declared).
pub fn joint_phase(s: &mut State) {
    let income = s.scenario_data().chem.income;
    let turn = s.turn;
    let Some(c) = s.chemical.as_mut() else { return };
    c.points[0] += income[0];
    c.points[1] += income[1];
    let scores = c.first_use.is_some_and(|f| f < turn) && turn <= VP_LAST_TURN;
    if scores {
        nato_vp(s);
    }
}

fn nato_vp(s: &mut State) {
    s.vp[Side::Nato.seat() as usize] += 1;
    s.push_log(Some(Side::Nato), "nato.chem_vp", vec![Arg::Num(1)]);
}

/// The side's strikes left of a delivery this player turn ([22.2.1], [22.2.2]).
fn limit(s: &State, side: Side, delivery: Delivery) -> u8 {
    let c = &s.scenario_data().chem;
    match (side, delivery) {
        (Side::Wp, Delivery::Tactical) => c.wp_tactical,
        (Side::Wp, Delivery::Operational) => c.wp_operational.min(1),
        (Side::Nato, Delivery::Artillery) => c.nato_artillery,
        (Side::Nato, Delivery::Tactical) => c.nato_tactical,
        _ => 0,
    }
}

fn left(s: &State, side: Side, delivery: Delivery) -> bool {
    let Some(c) = &s.chemical else { return false };
    c.points[side.seat() as usize] > 0 && c.used[delivery.index()] < limit(s, side, delivery)
}

/// [22.2.6]: `side` may strike `h` now: no marker of its own there but a persistent one, none placed this
/// segment; not an assault hex ([27.2]).
fn may_strike_hex(s: &State, side: Side, h: HexId) -> bool {
    let Some(c) = &s.chemical else { return false };
    !c.markers.iter().any(|m| m.hex == h && m.side == side && (m.pending || !m.persistent)) && !super::assault::under_assault(s, h)
}

/// [22.2.2]: a US unit with combat supply stands beside `h`.
fn beside_us_unit(s: &State, h: HexId) -> bool {
    // [33.3.2]: a US Reforger site is no US ground unit (rules 23).
    s.data().neighbours(h).any(|n| s.units_in(n).any(|u| s.side(u) == Side::Nato && s.data().units[u as usize].nation == "us" && super::reforger::ground_unit(s, u) && !s.units[u as usize].coos))
}

/// Whether `side` may deliver a strike on `h` this way now.
pub fn may_deliver(s: &State, a: &Airspaces, side: Side, h: HexId, delivery: Delivery) -> bool {
    if !declared(s) || !left(s, side, delivery) || !may_strike_hex(s, side, h) {
        return false;
    }
    match (side, delivery) {
        (_, Delivery::Tactical) => a.of(s, side, h) != Airspace::Enemy && (side == Side::Wp || super::air::campaign::points(s, Side::Nato).tap > 0),
        (Side::Wp, Delivery::Operational) => true,
        (Side::Nato, Delivery::Artillery) => beside_us_unit(s, h),
        _ => false,
    }
}

/// The hexes a strike may aim at: those holding enemy ground units on the map (decision CW2). A Reforger
/// site's hex stays one ([33.3.2] makes the site no ground unit, but [33.3.3.2] lets its hex be struck).
fn targets(s: &State, side: Side) -> Vec<HexId> {
    let mut out: Vec<HexId> = s.on_map().filter(|&(u, _)| s.side(u) != side && s.class(u).ground()).map(|(_, h)| h).collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The Chemical Strike Segment's start ([22.2.5]): the side's non-persistent markers go, each persistent
/// one goes on a 1; the delivery counts start again. Then the segment's decision, if the side may act:
/// the Pact always (it may declare First Use), NATO once it has been declared ([7.0] III.D.2).
pub struct SegmentStart;

impl KitStep<State> for SegmentStart {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        let side = s.player;
        let Some(c) = s.chemical.as_mut() else { return };
        c.used = [0; 3];
        c.markers.retain(|m| m.side != side || m.persistent);
        let mine: Vec<usize> = (0..c.markers.len()).filter(|&i| c.markers[i].side == side).collect();
        let mut gone = vec![];
        for i in mine {
            let die = s.roll();
            let h = s.chemical.as_ref().expect("chemical").markers[i].hex;
            s.push_log(Some(side), "nato.chem_persist", vec![Arg::Hex(hex_name(h)), Arg::Roll(die)]);
            if die == 1 {
                gone.push(i);
            }
        }
        let c = s.chemical.as_mut().expect("chemical");
        for i in gone.into_iter().rev() {
            c.markers.remove(i);
        }
        if side == Side::Wp || declared(s) {
            s.steps.push(Step::Chemical(side));
        }
    }
}

/// The Chemical Strike Segment's decision: declare First Use (the Pact), place markers, the airfield
/// strike, then resolve every marker placed ([22.2.3]).
pub struct Segment;

impl KitStep<State> for Segment {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(Step::Chemical(side)) = s.steps.last() else { return None };
        let side = *side;
        let c = s.chemical.as_ref()?;
        let mut actions = vec![];
        if side == Side::Wp && c.first_use.is_none() {
            actions.push(Action::FirstUse);
        }
        if declared(s) {
            let a = Airspaces::new(s);
            for h in targets(s, side) {
                for delivery in [Delivery::Tactical, Delivery::Operational, Delivery::Artillery] {
                    if may_deliver(s, &a, side, h, delivery) {
                        actions.push(Action::Gas(h, delivery, true));
                        // [22.2.6]: on the striker's own persistent marker the marker stays as it is.
                        if !c.markers.iter().any(|m| m.hex == h && m.side == side) {
                            actions.push(Action::Gas(h, delivery, false));
                        }
                    }
                }
            }
            if side == Side::Wp && left(s, side, Delivery::Operational) {
                actions.push(Action::AirfieldGas);
            }
        }
        actions.push(Action::Done);
        let ct = chem_turn(s);
        Some(Prompt {
            seat: Some(side.seat()),
            id: if declared(s) { "nato.chemical" } else { "nato.chemical_first_use" },
            args: vec![Arg::Num(c.points[side.seat() as usize]), Arg::Num(ct as i32)],
            rule: "NATO 22.2",
            actions,
        })
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(Step::Chemical(side)) = s.steps.last().cloned() else { return Err(Illegal("no chemical strike segment".into())) };
        match action {
            Action::FirstUse => first_use(s, side)?,
            Action::Gas(h, delivery, persistent) => place(s, side, *h, *delivery, *persistent)?,
            Action::AirfieldGas => airfield_strike(s, side)?,
            Action::Done => {
                s.steps.pop();
                resolve_all(s, side);
            }
            _ => return Err(Illegal("not a chemical strike".into())),
        }
        Ok(())
    }
}

/// [22.0], [4.4.3]: the Pact declares chemical warfare; NATO scores this turn's VP ([34.3.3]).
pub fn first_use(s: &mut State, side: Side) -> Result<(), Illegal> {
    let turn = s.turn;
    match s.chemical.as_mut() {
        Some(c) if side == Side::Wp && c.first_use.is_none() => c.first_use = Some(turn),
        _ => return Err(Illegal("only the Pact declares First Use, once".into())),
    }
    s.push_log(Some(Side::Wp), "nato.chem_first_use", vec![Arg::Num(turn as i32)]);
    if turn <= VP_LAST_TURN {
        nato_vp(s);
    }
    Ok(())
}

/// [22.2.3]: spends a point (NATO's tactical strike a tactical air point too) and places the marker, to be
/// resolved with the others at the segment's end.
pub fn place(s: &mut State, side: Side, h: HexId, delivery: Delivery, persistent: bool) -> Result<(), Illegal> {
    let a = Airspaces::new(s);
    let own = s.chemical.as_ref().is_some_and(|c| c.markers.iter().any(|m| m.hex == h && m.side == side));
    if !targets(s, side).contains(&h) || !may_deliver(s, &a, side, h, delivery) || own && !persistent {
        return Err(Illegal(format!("no {} chemical strike on {} now", delivery.key(), hex_name(h))));
    }
    if side == Side::Nato && delivery == Delivery::Tactical {
        super::air::campaign::spend(s, Side::Nato, true);
    }
    let turn = s.turn;
    let c = s.chemical.as_mut().expect("chemical");
    c.points[side.seat() as usize] -= 1;
    c.used[delivery.index()] += 1;
    // [22.2.6]: the striker's own persistent marker stays (struck again this turn); otherwise a new one,
    // on top of an enemy's.
    match c.markers.iter_mut().find(|m| m.hex == h && m.side == side) {
        Some(m) => {
            m.turn = turn;
            m.pending = true;
        }
        None => c.markers.push(Marker { hex: h, side, persistent, turn, pending: true }),
    }
    s.push_log(Some(side), "nato.chem_marker", vec![Arg::Hex(hex_name(h)), Arg::Key(format!("nato.chem.{}", delivery.key())), Arg::Key(if persistent { "nato.chem.persistent".into() } else { "nato.chem.non_persistent".into() })]);
    Ok(())
}

/// The units a chemical strike by `side` on `h` rolls for: enemy ground units but HQs ([22.2.7]) and units
/// not yet activated on their sites ([22.2.8]).
pub fn victims(s: &State, side: Side, h: HexId) -> Vec<UnitId> {
    s.units_in(h).filter(|&u| s.side(u) != side && s.class(u).ground() && s.class(u) != Class::Hq && s.units[u as usize].active <= s.turn).collect()
}

/// Rolls the Chemical Strike Table for one unit and applies the result ([22.2.3]).
pub fn strike_unit(s: &mut State, side: Side, u: UnitId) -> StrikeResult {
    // [35.2]: a Pact strike on NATO units is a contact in their nation (rules 25, decision E25).
    super::turn::struck(s, side, &[u]);
    let die = s.roll();
    let ct = chem_turn(s);
    let result = s.data().chem.strike(ct, die);
    let h = s.hex_of(u).map(hex_name).unwrap_or_default();
    s.push_log(Some(side), "nato.chem_strike", vec![Arg::Hex(h), Arg::Unit(s.key(u).to_string()), Arg::Num(ct as i32), Arg::Roll(die), Arg::Key(result.text().into())]);
    super::air::strike::apply_result(s, &[u], result);
    result
}

/// [22.2.3]: resolves every marker placed in the segment, in the order placed (decision CW3).
pub fn resolve_all(s: &mut State, side: Side) {
    let pending: Vec<HexId> = s.chemical.as_ref().map_or(vec![], |c| c.markers.iter().filter(|m| m.pending).map(|m| m.hex).collect());
    for h in pending {
        if let Some(m) = s.chemical.as_mut().and_then(|c| c.markers.iter_mut().find(|m| m.hex == h && m.pending)) {
            m.pending = false;
        }
        // [34.4]: a city the enemy holds, struck for the first time, scores for the enemy.
        super::war_crimes::struck(s, side, h);
        let units = victims(s, side, h);
        for &u in &units {
            strike_unit(s, side, u);
        }
        // [22.2.3], [25.9.1]: the hex's last enemy unit gone, a Breakthrough marker.
        let emptied = !units.is_empty() && !s.occupied_by(h, side.other());
        if emptied && !s.breakthroughs.contains(&(h, side)) && super::breakthrough::strike_marks(s, side, h) {
            s.breakthroughs.push((h, side));
        }
    }
}

/// [22.4]: the Pact's airfield strike by its operational delivery: a point, a die on the WP Airfield
/// Chemical Strike Table; NATO's tactical air points of the turn fall by the result, never below 2.
pub fn airfield_strike(s: &mut State, side: Side) -> Result<(), Illegal> {
    if side != Side::Wp || !declared(s) || !left(s, side, Delivery::Operational) {
        return Err(Illegal("no airfield chemical strike now".into()));
    }
    let c = s.chemical.as_mut().expect("chemical");
    c.points[0] -= 1;
    c.used[Delivery::Operational.index()] += 1;
    let die = s.roll();
    let ct = chem_turn(s);
    let lost = s.data().chem.airfield(ct, die);
    let nato = Side::Nato.seat() as usize;
    let tap = s.air[nato].tap;
    s.air[nato].tap = cut_tap(tap, lost);
    let cut = tap - s.air[nato].tap;
    s.push_log(Some(Side::Wp), "nato.chem_airfield", vec![Arg::Num(ct as i32), Arg::Roll(die), Arg::Num(lost as i32), Arg::Num(cut as i32)]);
    Ok(())
}

/// [22.4], [23.1.2]: tactical air points after losing `lost`, never taken below 2 (none taken when at 2 or
/// fewer).
pub fn cut_tap(tap: u8, lost: u8) -> u8 {
    if tap <= 2 {
        tap
    } else {
        tap.saturating_sub(lost).max(2)
    }
}

/// [22.3.2]: a unit of `side` reacting into `h`, which the enemy chem-struck this player turn, is struck
/// at once.
pub fn strike_reacting(s: &mut State, u: UnitId, h: HexId) {
    let enemy = s.side(u).other();
    if struck_this_turn(s, h, enemy) && victims(s, enemy, h).contains(&u) {
        strike_unit(s, enemy, u);
    }
}

/// What the board shows of chemical warfare.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct ChemView {
    /// Chemical points (Pact, NATO).
    pub points: [i32; 2],
    pub first_use: Option<u8>,
    /// The chemical-warfare turn (0 before First Use).
    pub chem_turn: u8,
    /// Markers: hex `RRCC`, owner, persistent.
    pub markers: Vec<(String, Side, bool)>,
}

pub fn view(s: &State) -> Option<ChemView> {
    let c = s.chemical.as_ref()?;
    Some(ChemView {
        points: c.points,
        first_use: c.first_use,
        chem_turn: chem_turn(s),
        markers: c.markers.iter().map(|m| (hex_name(m.hex), m.side, m.persistent)).collect(),
    })
}

/// An action's label: the delivery and the marker's face.
pub fn label(d: Delivery, persistent: bool) -> &'static str {
    match (d, persistent) {
        (Delivery::Tactical, true) => "nato.act.gas_tactical_p",
        (Delivery::Tactical, false) => "nato.act.gas_tactical",
        (Delivery::Operational, true) => "nato.act.gas_operational_p",
        (Delivery::Operational, false) => "nato.act.gas_operational",
        (Delivery::Artillery, true) => "nato.act.gas_artillery_p",
        (Delivery::Artillery, false) => "nato.act.gas_artillery",
    }
}
