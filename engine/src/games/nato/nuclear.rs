//! Nuclear warfare ([21.0]), an option (`nuclear`, off by default) from rules version 15 ([`RULES`]); its
//! Nuclear Strike Table (nuclear.tsv) is Sandtable's reconstruction (the booklet gives none of its cells).
//! With the option off a game holds no nuclear state at all (`State::nuclear` is `None`).
//!
//! * [21.1.1]: strikes in the Nuclear Strike Segment of each side's Offensive Strike Phase (a hex holding
//!   enemy ground units, decision NU2) and in NATO's Defensive Strike Segment of every Pact battle cycle (a
//!   hex holding committed Pact attackers; the uncommitted units there are struck too). The booklet limits
//!   neither side's number of strikes: only Armageddon does (decision NU1). One die per enemy step on the
//!   Nuclear Strike Table, the primary terrain's DRM (major and key cities −1, [30.4.3]) and the Pact's +1 on
//!   a Surprise turn ([35.7]); units under a Train marker (decision 12 of the data pack: any Train marker)
//!   and Reforger sites are destroyed without a roll ([33.3.3.3]). `D` takes a step (a 2-step unit is
//!   flipped and disrupted, the second `D` eliminates it), `*` disrupts (artillery suppressed). Then the
//!   Nuclear marker; an Offensive Strike that empties the hex leaves a Breakthrough marker ([25.9.1]).
//! * [21.1.2]: an HQ's `D` suppresses it; an HQ under a Train marker is destroyed.
//! * [21.1.3]: the permanent marker's effects, for both sides: [`nuked`] and the rule files that ask it.
//! * [21.2]: after each strike (a hex, the airfields, the Vistula) the striker rolls a die and loses the
//!   game at once — the opponent's decisive victory — when it is at most his strikes so far ([`armageddon`]);
//!   [21.2.1] no roll while his total is at most the opponent's.
//! * [21.3]: airfield strikes in the Nuclear Strike Segment of the game's first nuclear use only, by the
//!   player making it: each cuts the opponent's tactical air points received every later turn by one.
//! * [21.4]: NATO's Vistula strike, once, in its Offensive Strike Phase: counts as 3 strikes; the Pact's
//!   supply income falls from 2 to 1 for good.
//! * [21.5]: every game turn after the first with a nuclear strike, both sides receive a tactical air point
//!   fewer; [23.1.2]: the cuts never take the points received below 2 ([`tap_cut`]).
//! * [21.6], [34.4]: a strike on a city the enemy holds scores for the enemy (`war_crimes`).

use serde::Serialize;

use super::actions::Action;
use super::air::tables::StrikeResult;
use super::data::{hex_name, Class, HexId, Side};
use super::state::{Loc, State, Step, UnitId};
use crate::kit::steps::Step as KitStep;
use crate::kit::table::Errors;
use crate::{Arg, Illegal, Outcome, Prompt, Seat};

/// The first rules version that plays nuclear warfare (with the `nuclear` option).
pub const RULES: u32 = 15;

/// The rules version whose retreats read [21.1.3] 8 in full: a non-hard unit retreating into a Nuclear
/// marker's hex goes on until it is out of them, and a retreat through one disrupts (decision NU8).
pub const NUKED_RETREAT: u32 = 16;

/// The rules version from which a Nuclear marker undoes a fortified hex's fortification, the hex
/// fighting, moving and being struck as its natural terrain ([21.1.3] 14, decision NU9).
pub const FORTIFICATION_LOST: u32 = 18;

/// The Vistula strike counts as this many nuclear strikes for Armageddon ([21.4]).
pub const VISTULA_COUNT: u8 = 3;

/// The Nuclear Strike Table ([21.1.1]): modified roll brackets and their results.
#[derive(Clone, Debug, Default)]
pub struct Table {
    pub rows: Vec<(i32, i32, StrikeResult)>,
}

impl Table {
    pub fn result(&self, roll: i32) -> StrikeResult {
        self.rows.iter().find(|&&(a, b, _)| a <= roll && roll <= b).map_or(StrikeResult::None, |r| r.2)
    }
}

/// Reads nuclear.tsv; the brackets must cover every modified roll from −4 to 11 without overlap.
pub fn parse_table(files: &[(&str, &str)], errors: &mut Errors) -> Table {
    let mut t = Table::default();
    for r in super::data::rows(files, "nuclear.tsv", &["roll_min", "roll_max", "result", "source"], errors) {
        let row = (|| -> Result<(i32, i32, StrikeResult), String> {
            super::data::source(&r)?;
            let result = r.one_of("result", &[("-", StrikeResult::None), ("*", StrikeResult::Disrupted), ("D", StrikeResult::D1)])?;
            let (min, max) = (r.num("roll_min", -99, 99)?, r.num("roll_max", -99, 99)?);
            if min > max {
                return Err(r.err("roll_min is above roll_max"));
            }
            Ok((min, max, result))
        })();
        if let Some(x) = errors.take(row) {
            t.rows.push(x);
        }
    }
    if errors.is_empty() && (-4..=11).any(|x| t.rows.iter().filter(|&&(a, b, _)| a <= x && x <= b).count() != 1) {
        errors.push("nuclear.tsv: every modified roll from -4 to 11 needs exactly one row");
    }
    t
}

/// Nuclear warfare's state in a game with the option on.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Nuclear {
    /// The nuclear strikes each side has made in the game, for Armageddon (index by [`Side::seat`]) ([21.2]).
    pub strikes: [u8; 2],
    /// The hexes under a Nuclear marker, for good ([21.1.3]).
    pub markers: Vec<HexId>,
    /// The game turn of the first nuclear strike ([21.5]).
    pub first_use: Option<u8>,
    /// The Nuclear Strike Segment of the game's first nuclear use is under way: airfield strikes allowed
    /// ([21.3]).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub first_segment: bool,
    /// Airfield strikes made against each side: its tactical air points received each later turn are cut by
    /// this many (index by [`Side::seat`]) ([21.3]).
    pub airfields: [u8; 2],
    /// NATO has made its Vistula strike ([21.4]).
    pub vistula: bool,
    /// The hexes struck in the current segment ([20.0]: a unit is struck once by each kind in a segment).
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub segment: Vec<HexId>,
}

/// Whether the game plays nuclear warfare.
pub fn active(s: &State) -> bool {
    s.nuclear.is_some()
}

/// Whether a Nuclear marker is in the hex ([21.1.3]).
pub fn nuked(s: &State, h: HexId) -> bool {
    s.nuclear.as_ref().is_some_and(|n| n.markers.contains(&h))
}

/// Whether the unit stands on the map in a Nuclear marker's hex.
pub fn stands_in_nuke(s: &State, u: UnitId) -> bool {
    s.hex_of(u).is_some_and(|h| nuked(s, h))
}

/// [22.3.3]: a hex under a chemical or a Nuclear marker (or both): the effects the two share — attacks into
/// or out of it halved once, its defenders halved, no air, sea or helicopter move starting or ending there,
/// a retreat into it avoided and disrupting.
pub fn contaminated(s: &State, h: HexId) -> bool {
    super::chemical::in_chem(s, h) || nuked(s, h)
}

/// Whether the unit stands on the map in a chemical or Nuclear marker's hex ([22.3.1], [21.1.3] 3).
pub fn stands_contaminated(s: &State, u: UnitId) -> bool {
    s.hex_of(u).is_some_and(|h| contaminated(s, h))
}

/// [21.1.3] 1, 4: a unit that may enter `h` by ground movement: any unit where no Nuclear marker is; a hard
/// unit (or an attack-helicopter brigade) where one is.
pub fn may_enter(s: &State, u: UnitId, h: HexId) -> bool {
    !nuked(s, h) || s.class(u).hard() || s.class(u) == Class::Ah
}

/// [21.1.3] 1: the extra movement points to enter `h`.
pub fn entry_cost(s: &State, h: HexId) -> u32 {
    if nuked(s, h) {
        2
    } else {
        0
    }
}

/// [30.2.4], [21.1.3] 13: a free city under a Nuclear marker loses its intrinsic defence for good: it does
/// not stand as a friendly unit (no defence, no zone of control, no negation, enemies pass through).
pub fn city_stands(s: &State, h: HexId, side: Side) -> bool {
    s.free_city_of(h, side) && !nuked(s, h)
}

/// [21.5], [21.3], [23.1.2]: the tactical air points `side` receives this turn are cut by this many.
pub fn tap_cut(s: &State, side: Side) -> u8 {
    let Some(n) = &s.nuclear else { return 0 };
    let dispersal = n.first_use.is_some_and(|t| s.turn > t) as u8;
    dispersal + n.airfields[side.seat() as usize]
}

/// [21.4]: the Pact's supply income after the Vistula strike: 2 → 1 (never above 1).
pub fn supply_income(s: &State, income: i32) -> i32 {
    if s.nuclear.as_ref().is_some_and(|n| n.vistula) {
        income.min(1)
    } else {
        income
    }
}

/// [21.1.3] 12: a reinforcement due at a nuked reserve site is eliminated.
pub fn site_lost(s: &State, to: Loc) -> bool {
    matches!(to, Loc::Hex(h) if nuked(s, h))
}

/// The hexes `side` may strike in this segment: offensive, those holding enemy ground units (decision NU2),
/// never an assault hex before its battle ([27.2]); defensive (NATO), those holding committed Pact
/// attackers ([21.1.1]). Once each in a segment ([20.0]).
pub fn targets(s: &State, side: Side, defensive: bool) -> Vec<HexId> {
    let Some(n) = &s.nuclear else { return vec![] };
    let mut out: Vec<HexId> = if defensive {
        match &s.battle {
            Some(b) if b.side == Side::Wp && side == Side::Nato => b.attackers.iter().filter_map(|&u| s.hex_of(u)).collect(),
            _ => vec![],
        }
    } else {
        // [33.3.3], [33.3.3.3]: a Reforger site's hex stays a target, though the site is no ground unit ([33.3.2]).
        s.on_map().filter(|&(u, h)| s.side(u) != side && s.class(u).ground() && !super::assault::under_assault(s, h)).map(|(_, h)| h).collect()
    };
    out.sort_unstable();
    out.dedup();
    out.retain(|h| !n.segment.contains(h));
    out
}

/// [21.3]: airfield strikes only in the Nuclear Strike Segment of the game's first nuclear use.
fn airfields_open(s: &State) -> bool {
    s.nuclear.as_ref().is_some_and(|n| n.first_use.is_none() || n.first_segment)
}

/// A side's nuclear strike segment: the Offensive Strike Phase's Nuclear Strike Segment, or NATO's in a
/// Pact battle's Defensive Strike Segment ([21.0], [25.1.3]).
pub struct Segment;

impl KitStep<State> for Segment {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let Some(&Step::Nuclear(side, defensive)) = s.steps.last() else { return None };
        let n = s.nuclear.as_ref()?;
        let mut actions: Vec<Action> = targets(s, side, defensive).into_iter().map(Action::Nuke).collect();
        if !defensive {
            if airfields_open(s) {
                actions.push(Action::NukeAirfields);
            }
            if side == Side::Nato && !n.vistula {
                actions.push(Action::NukeVistula);
            }
        }
        if actions.is_empty() {
            return None;
        }
        actions.push(Action::Done);
        let seat = side.seat() as usize;
        Some(Prompt {
            seat: Some(side.seat()),
            id: if defensive { "nato.nuclear_defensive" } else { "nato.nuclear" },
            args: vec![Arg::Num(n.strikes[seat] as i32), Arg::Num(n.strikes[1 - seat] as i32)],
            rule: "NATO 21.1",
            actions,
        })
    }

    fn run(&self, s: &mut State) {
        end_segment(s);
    }

    fn apply(&self, s: &mut State, _seat: Seat, action: &Action) -> Result<(), Illegal> {
        let Some(&Step::Nuclear(side, defensive)) = s.steps.last() else { return Err(Illegal("no nuclear strike segment".into())) };
        match action {
            Action::Nuke(h) => {
                if !targets(s, side, defensive).contains(h) {
                    return Err(Illegal(format!("no nuclear strike on {} now", hex_name(*h))));
                }
                strike(s, side, *h, !defensive);
            }
            Action::NukeAirfields if !defensive && airfields_open(s) => airfield_strike(s, side),
            Action::NukeVistula if !defensive && side == Side::Nato && s.nuclear.as_ref().is_some_and(|n| !n.vistula) => vistula(s),
            Action::Done => {
                s.steps.pop();
                end_segment(s);
            }
            _ => return Err(Illegal("not a nuclear strike".into())),
        }
        Ok(())
    }
}

/// The segment's end: its struck hexes forgotten; the first use's segment over ([21.3]).
fn end_segment(s: &mut State) {
    if let Some(n) = s.nuclear.as_mut() {
        n.segment.clear();
        n.first_segment = false;
    }
}

/// The first nuclear strike of the game opens the window of airfield strikes ([21.3]) and starts air
/// dispersal from the next turn ([21.5]).
fn used(s: &mut State, offensive: bool) {
    let turn = s.turn;
    let n = s.nuclear.as_mut().expect("nuclear");
    if n.first_use.is_none() {
        n.first_use = Some(turn);
        n.first_segment = offensive;
    }
}

/// The DRMs of a nuclear strike on `h` ([21.1.1]): the primary terrain's (major and key cities −1,
/// [30.4.3]; towns none, [30.4.2]) and the Pact's +1 on a Surprise turn ([35.7]).
pub fn drms(s: &State, striker: Side, h: HexId) -> Vec<(&'static str, i32)> {
    let d = s.data();
    let mut out = vec![];
    let t = d.tec[s.primary(h)].nuclear_drm as i32;
    if t != 0 {
        out.push(("terrain", t));
    }
    if striker == Side::Wp && s.turn == 1 && s.scenario_data().has("surprise_gt1") {
        out.push(("surprise", 1));
    }
    out
}

/// [21.1.1]: one nuclear strike by `side` on `h`, then its Armageddon roll ([21.2]).
pub fn strike(s: &mut State, side: Side, h: HexId, offensive: bool) {
    used(s, offensive);
    s.nuclear.as_mut().expect("nuclear").segment.push(h);
    s.push_log(Some(side), "nato.nuke", vec![Arg::Hex(hex_name(h))]);
    // [21.6], [34.4]: a city the enemy holds scores for the enemy (once a city).
    super::war_crimes::nuked(s, side, h);
    let enemy = side.other();
    // [21.1.1], [33.3.3.3]: Reforger sites in the hex (equipment due there or not yet activated) are gone.
    for u in 0..s.units.len() as UnitId {
        let us = &s.units[u as usize];
        let waiting = matches!(us.loc, Loc::Due(_)) || (us.loc == Loc::Hex(h) && us.active > s.turn);
        if s.side(u) == enemy && waiting && super::reforger::site_of(s, u) == Some(h) {
            destroy(s, side, u, "nato.nuke_reforger");
        }
    }
    let victims: Vec<UnitId> = s.units_in(h).filter(|&u| s.side(u) == enemy && s.class(u).ground()).collect();
    // [35.2]: a Pact strike on NATO units is a contact in their nation (rules 25, decision E25); the sites
    // it destroyed above are none.
    super::turn::struck(s, side, &victims);
    let drms = drms(s, side, h);
    let drm: i32 = drms.iter().map(|(_, v)| v).sum();
    for &u in &victims {
        // [21.1.1], [21.1.2], [13.4.3]: a unit (an HQ too) under any Train marker is destroyed.
        if super::rail::on_train(s, u) {
            destroy(s, side, u, "nato.nuke_train");
            continue;
        }
        for _ in 0..s.units[u as usize].steps {
            if s.hex_of(u) != Some(h) {
                break;
            }
            let die = s.roll();
            let result = s.data().nuclear.result(die as i32 + drm);
            s.push_log(Some(side), "nato.nuke_roll", vec![Arg::Hex(hex_name(h)), Arg::Unit(s.key(u).to_string()), Arg::Roll(die), Arg::Num(drm), Arg::Key(result.text().into())]);
            // [21.1.2]: an HQ's `D` suppresses it (as a Strike Table `D1` does, [23.5]).
            super::air::strike::apply_result(s, &[u], result);
        }
    }
    // [21.1.1]: the marker, for good.
    let n = s.nuclear.as_mut().expect("nuclear");
    if !n.markers.contains(&h) {
        n.markers.push(h);
    }
    // [21.1.1], [25.9.1]: an Offensive Strike that empties the hex leaves a Breakthrough marker.
    let emptied = !victims.is_empty() && !s.occupied_by(h, enemy);
    if offensive && emptied && !s.breakthroughs.contains(&(h, side)) && super::breakthrough::strike_marks(s, side, h) {
        s.breakthroughs.push((h, side));
    }
    armageddon(s, side, 1);
}

fn destroy(s: &mut State, side: Side, u: UnitId, id: &str) {
    s.units[u as usize].steps = 0;
    s.units[u as usize].loc = Loc::Dead;
    s.units[u as usize].train = None;
    s.push_log(Some(side), id, vec![Arg::Unit(s.key(u).to_string())]);
}

/// [21.3]: an airfield strike: the opponent receives a tactical air point fewer every later turn.
pub fn airfield_strike(s: &mut State, side: Side) {
    used(s, true);
    s.nuclear.as_mut().expect("nuclear").airfields[side.other().seat() as usize] += 1;
    s.push_log(Some(side), "nato.nuke_airfields", vec![]);
    armageddon(s, side, 1);
}

/// [21.4]: NATO's Vistula strike: the Pact's supply income 2 → 1 for good; it counts as 3 strikes.
pub fn vistula(s: &mut State) {
    used(s, true);
    s.nuclear.as_mut().expect("nuclear").vistula = true;
    s.push_log(Some(Side::Nato), "nato.nuke_vistula", vec![]);
    armageddon(s, Side::Nato, VISTULA_COUNT);
}

/// [21.2]: after a strike counting `count`, the striker's Armageddon roll: a die at most his strikes so far
/// (this one's included) is the strategic exchange — he loses at once, the opponent wins decisively.
/// [21.2.1]: no roll while his total is at most the opponent's.
pub fn armageddon(s: &mut State, side: Side, count: u8) {
    let n = s.nuclear.as_mut().expect("nuclear");
    let me = side.seat() as usize;
    n.strikes[me] = n.strikes[me].saturating_add(count);
    let (mine, theirs) = (n.strikes[me], n.strikes[1 - me]);
    if mine <= theirs {
        s.push_log(Some(side), "nato.tit_for_tat", vec![Arg::Num(mine as i32), Arg::Num(theirs as i32)]);
        return;
    }
    let die = s.roll();
    s.push_log(Some(side), "nato.armageddon_roll", vec![Arg::Roll(die), Arg::Num(mine as i32)]);
    if die <= mine {
        s.outcome = Some(Outcome::win(side.other().seat(), &format!("nato_armageddon_{}", side.key()), vec![Arg::Num(die as i32), Arg::Num(mine as i32)]));
    }
}

/// The odds of a nuclear strike on `h` by `side` (`Game::odds`): each step's die on the Nuclear Strike
/// Table with the DRMs, and the Armageddon roll that follows (the highest die that loses, 0 when
/// tit-for-tat spares the roll).
pub fn odds(s: &State, side: Side, h: HexId) -> Option<crate::kit::odds::Odds> {
    let n = s.nuclear.as_ref()?;
    let drms = drms(s, side, h);
    let drm: i32 = drms.iter().map(|(_, v)| v).sum();
    let me = side.seat() as usize;
    let total = n.strikes[me].saturating_add(1);
    let loses_on = if total <= n.strikes[1 - me] { 0 } else { total.min(6) };
    let note = ("nato.odds.nuke".to_string(), vec![Arg::Num(drm), Arg::Num(total as i32), Arg::Num(loses_on as i32)]);
    Some(super::air::strike::table_odds(&drms, |die| s.data().nuclear.result(die as i32 + drm), note))
}

/// Whether an action is a nuclear strike (the random player's rare choice, [`crate::Game::rarity`]).
pub fn is_strike(a: &Action) -> bool {
    matches!(a, Action::Nuke(_) | Action::NukeAirfields | Action::NukeVistula)
}

/// What the board shows of nuclear warfare.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct NukeView {
    /// Nuclear strikes made (Pact, NATO), for Armageddon.
    pub strikes: [u8; 2],
    /// Nuclear markers: hexes `RRCC`.
    pub markers: Vec<String>,
    pub first_use: Option<u8>,
    /// Tactical air points each side receives fewer each turn (Pact, NATO) ([21.3], [21.5]).
    pub tap_cut: [u8; 2],
    pub vistula: bool,
}

pub fn view(s: &State) -> Option<NukeView> {
    let n = s.nuclear.as_ref()?;
    Some(NukeView {
        strikes: n.strikes,
        markers: n.markers.iter().map(|&h| hex_name(h)).collect(),
        first_use: n.first_use,
        tap_cut: [tap_cut(s, Side::Wp), tap_cut(s, Side::Nato)],
        vistula: n.vistula,
    })
}
