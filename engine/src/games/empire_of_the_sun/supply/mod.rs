//! Supply (EotS 6.2): HQs trace a line of communication (LOC) of any length to an ultimate supply source
//! (6.21B, 6.22); units trace a supply line of at most the HQ's command range to a supplied HQ of a
//! nationality that may command them (6.21A, 6.12); emergency routes (6.23, 13.74, 13.75) and the
//! offensive's activated units (6.21 "중요") are supplied without one.
//!
//! Supply and the air zones of influence (6.4) depend on each other: only supplied air units and carriers
//! project a zone, and an un-neutralised enemy zone cuts sea hexsides. [`compute`] solves them together
//! (see [`fixed_point`]) and returns one [`Supply`]: every unit's supply and its source, every HQ's LOC and
//! its US LOC to the east edge (6.25), the zones it settled on, and the supply-eligible ports and airfields
//! of both sides (1.3).
//!
//! The three kinds of line, as this module walks them:
//! * a line crosses hexsides either by sea or by land (a hexside that is both may be crossed either way);
//!   it may never cross an unplayable hexside (6.21A), nor a sea crossing into or out of a hex with an
//!   un-neutralised enemy zone (6.21B, 6.4), nor a land crossing into a hex solely occupied by enemy
//!   ground, HQ or air units (6.21E); it changes between sea and land only in a friendly port (6.21C, D,
//!   F, G);
//! * an HQ's LOC may change between sea and land in any number of friendly ports (6.21B);
//! * a unit's supply line changes at most once, in a supply-eligible port other than the HQ's and the
//!   unit's own (6.21 "항구 제한"), and when its last crossing is by land the unit must be within 4 MP of
//!   ground movement of the supplying HQ, of Kunming when it is a source, or of a supply-eligible port
//!   ("육상 병참 범위", 8.42).
//!
//! Beside supply, the rest of HQs and their reach (6.0), which every phase reads: who may command whom
//! ([`command`], 6.12, 14.1C), HQs leaving the map ([`hq`], 6.13, 6.14), activation paths ([`activation`],
//! 6.3), the zones of influence ([`zoi`], 6.4), and what being out of supply costs in the Attrition Phase
//! ([`attrition`], 6.24, 4.4).

pub mod activation;
pub mod attrition;
pub mod command;
mod flood;
pub mod hq;
mod reach;
pub mod zoi;

use std::collections::VecDeque;
use std::rc::Rc;
use std::sync::Arc;

use super::data::geo::{Geo, HexFacts, HexIx, NONE};
use super::data::{City, HexClass, Side, UnitType};
use super::state::{idx, other, BoxKey, BurmaRoad, Effect, Loc, Nation, Offensive, PackRef, Sheet, State, Tracks, UnitId, UnitState};
use crate::kit::hex::Hex;
use crate::kit::kept;
use command::may_command;
use flood::Reached;
use zoi::{Projector, Zoi};

/// The overland logistical range in half movement points (6.21: 4 MP; constants.tsv
/// `overland_supply_mp`). Costs are counted in halves so that a transport route's ½ MP is whole.
pub const OVERLAND_HALF_MP: u8 = 8;

/// How a unit is in supply, or `None`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Out of supply.
    None,
    /// An HQ with a line of communication to an ultimate supply source (6.21B, 6.22).
    Loc,
    /// A supply line from this HQ (6.21A).
    Hq(UnitId),
    /// Within 4 MP overland of Kunming while it is a supply source (13.75).
    Kunming,
    /// An air unit in the China box (13.74; the South Pacific sheet's image, 17.10.5J).
    ChinaBox,
    /// Off the South Pacific sheet at Oahu (17.10.5K, L2615).
    Oahu,
    /// In the Tokyo Express marker's hex (6.23).
    TokyoExpress,
    /// Activated in the offensive or reaction under way: supplied until it ends (6.21, 6.4).
    Activated,
}

/// What [`compute_with`] takes from outside the state's plain fields.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Options {
    /// Air units and carriers moving strategically right now: no zone during the move (6.4).
    pub strategic_movers: Vec<UnitId>,
    /// Sides whose zones an event suspends, by `idx(side)` (e.g. IAI: the Allies).
    pub no_zoi: [bool; 2],
}

impl Options {
    /// The options the state implies: the stack moving now ([`zoi::strategic_movers`]) and the
    /// `no_zoi` effects in force ([`zoi::suspended`]).
    pub fn from_state(state: &State) -> Options {
        Options {
            strategic_movers: zoi::strategic_movers(state),
            no_zoi: [zoi::suspended(state, Side::Japanese), zoi::suspended(state, Side::Allied)],
        }
    }
}

/// The supply of every counter, and what the rules read from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Supply {
    /// Per unit id: how it is supplied ([`Source::None`] for counters out of play).
    pub source: Vec<Source>,
    /// Per unit id, for Allied HQs: the HQ can trace its LOC to the east map edge (6.25).
    pub east: Vec<bool>,
    /// The zones of influence the fixed point settled on.
    pub zoi: Zoi,
    /// Per side (`idx`), per hex: a supply-eligible port (1.3).
    pub ports: [Vec<bool>; 2],
    /// Per side (`idx`), per hex: a supply-eligible airfield (1.3).
    pub airfields: [Vec<bool>; 2],
    /// Kunming is a supply source (13.75).
    pub kunming: bool,
    /// The Hump links Kunming with an Allied-controlled supply-eligible North India airfield (6.23).
    pub hump: bool,
    /// Per tracing side (`idx`), per hex: solely occupied by that side's enemy's ground, HQ or air units
    /// (6.21E, 6.3), intrinsic units (13.76, 13.94) and Kunming's hexes (13.75) included.
    pub enemy_only: [Vec<bool>; 2],
    /// Per side (`idx`), per hex: the side's supply reaches the hex: a supplied HQ of the side traces a
    /// supply line there (6.21A, whatever the nationality of the units), Kunming's 4 MP (13.75), the Tokyo
    /// Express marker's hex (6.23). A port "supplied" for victory (17.10.7).
    pub hexes: [Vec<bool>; 2],
}

impl Supply {
    /// The unit is in supply (by any source).
    pub fn supplied(&self, u: UnitId) -> bool {
        self.source[u as usize] != Source::None
    }

    /// The unit's supply lets it be activated: supplied, and not only by the Tokyo Express marker ("does
    /// not affect the prerequisites of activation", 6.23).
    pub fn supplied_for_activation(&self, u: UnitId) -> bool {
        !matches!(self.source[u as usize], Source::None | Source::TokyoExpress)
    }

    /// An HQ has its line of communication (6.21B).
    pub fn hq_supplied(&self, hq: UnitId) -> bool {
        self.source[hq as usize] == Source::Loc
    }

    /// A US or Joint HQ traces its LOC to the east map edge (6.25); `true` for every other HQ.
    pub fn us_loc(&self, hq: UnitId) -> bool {
        self.east[hq as usize]
    }

    pub fn eligible_port(&self, side: Side, i: HexIx) -> bool {
        i != NONE && self.ports[idx(side)][i as usize]
    }

    pub fn eligible_airfield(&self, side: Side, i: HexIx) -> bool {
        i != NONE && self.airfields[idx(side)][i as usize]
    }

    /// Hex `i` is solely occupied by `tracer`'s enemy (6.21E, 6.3).
    pub fn enemy_only(&self, tracer: Side, i: HexIx) -> bool {
        self.enemy_only[idx(tracer)][i as usize]
    }

    /// `side`'s supply reaches hex `i` (see [`Supply::hexes`]).
    pub fn hex_supplied(&self, side: Side, i: HexIx) -> bool {
        i != NONE && self.hexes[idx(side)][i as usize]
    }
}

/// The supply of the state as it stands (the one entry point), shared: the kept answer itself, not a copy.
///
/// The last few answers are kept (per thread) with everything they were computed from, so that the prompt
/// of a position, the action applied to it and a look-ahead that tries the same action share one
/// computation; a fresh one is made whenever every kept answer's inputs differ. A kept answer is found
/// first by the versions of the parts of the state it read ([`State::supply_versions`], state/version.rs:
/// the same versions are the same contents), so asking again about a state unchanged since costs a few
/// comparisons of numbers. Failing that, by a fingerprint of the inputs ([`fingerprint`]) and then a
/// comparison in full: a state that is another copy of a kept answer's position (a look-ahead's clone, an
/// undo) takes that answer's versions, so its next questions are answered by the versions too.
pub fn compute(state: &State) -> Rc<Supply> {
    let opts = Options::from_state(state);
    let versions = state.supply_versions();
    KEPT.with(|kept| {
        let mut kept = kept.borrow_mut();
        let by_version = kept.iter().position(|(inputs, _)| inputs.versions == versions && inputs.same_frame(state, &opts));
        let found = by_version.or_else(|| {
            let print = fingerprint(state, &opts);
            // Compared field by field with the state: the inputs are copied only for a new answer.
            let k = kept.iter().position(|(inputs, _)| inputs.print == print && inputs.are_of(state, &opts))?;
            state.adopt_supply_versions(kept[k].0.versions);
            Some(k)
        });
        if let Some((_, sup)) = found.and_then(|k| kept::to_front(&mut kept, k)) {
            return sup.clone();
        }
        let sup = Rc::new(compute_with(state, &opts));
        kept::keep(&mut kept, (Box::new(Inputs::of(state, &opts, fingerprint(state, &opts))), sup.clone()), KEPT_ANSWERS);
        sup
    })
}

/// The kept answer of [`compute`] that `sup` is, if it is one (the same object, not an equal one): what
/// is computed from it may be kept by it (movement's context, moves.rs), as it never changes.
pub fn kept(sup: &Supply) -> Option<Rc<Supply>> {
    KEPT.with(|kept| kept.borrow().iter().find(|(_, s)| std::ptr::eq(Rc::as_ptr(s), sup)).map(|(_, s)| s.clone()))
}

/// [`compute`] from scratch: without the kept answer, and without any kept part of one (the side
/// evaluations, the unbounded searches, the HQs' reaches), neither read nor kept. The fuzz tests check
/// the two agree after every action, so every shortcut of [`compute`] is checked against none.
pub fn compute_fresh(state: &State) -> Supply {
    let before = FRESH.with(|f| f.replace(true));
    let sup = compute_with(state, &Options::from_state(state));
    FRESH.with(|f| f.set(before));
    sup
}

thread_local! {
    /// Set while [`compute_fresh`] works: every kept part is computed anew.
    static FRESH: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// [`compute_fresh`] is at work: nothing kept is read or kept.
fn fresh() -> bool {
    FRESH.with(|f| f.get())
}

/// A hash of the inputs of [`compute`] that change most from one position to the next (where the counters
/// are, the zone options): equal inputs give equal fingerprints; the inputs of a fingerprint that matches
/// are then compared in full ([`Inputs::are_of`]). One multiply per counter, nothing per hex.
fn fingerprint(state: &State, opts: &Options) -> u64 {
    let mut h = Fx(state.sheet as u64);
    for u in state.units.iter() {
        let (tag, a, b) = match u.loc {
            Loc::Hex(x) => (0u64, x.col as u32 as u64, x.row as u32 as u64),
            Loc::Box(k) => (1, k as u64, 0),
            Loc::Arrives(t) => (2, t as u64, 0),
            Loc::Event => (3, 0, 0),
            Loc::Delay => (4, 0, 0),
            Loc::Returns(t) => (5, t as u64, 0),
            Loc::Eliminated => (6, 0, 0),
            Loc::Removed => (7, 0, 0),
        };
        h.add((a << 36) ^ (b << 8) ^ (tag << 1) ^ u.reduced as u64);
    }
    for &m in &opts.strategic_movers {
        h.add(m as u64 | 1 << 40);
    }
    h.add(opts.no_zoi[0] as u64 | (opts.no_zoi[1] as u64) << 1 | 1 << 41);
    h.0
}

/// A small multiply-rotate hash (as rustc's FxHash): fast, not for adversarial keys.
struct Fx(u64);

impl Fx {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
}

/// Everything [`compute_with`] reads from a state.
struct Inputs {
    print: u64,
    /// The versions of the state's parts these were copied from ([`State::supply_versions`]).
    versions: [u64; 5],
    pack: PackRef,
    sheet: Sheet,
    tracks: Tracks,
    units: Vec<UnitState>,
    control: Vec<Side>,
    offensive: Option<Offensive>,
    effects: Vec<Effect>,
    opts: Options,
}

impl Inputs {
    fn of(state: &State, opts: &Options, print: u64) -> Inputs {
        Inputs {
            print,
            versions: state.supply_versions(),
            pack: state.pack.clone(),
            sheet: state.sheet,
            tracks: (*state.tracks).clone(),
            units: state.units.to_vec(),
            control: state.control.to_vec(),
            offensive: (*state.offensive).clone(),
            effects: state.effects.to_vec(),
            opts: opts.clone(),
        }
    }

    /// These are the inputs of `state` under `opts` (cheapest comparisons first). A part whose version is
    /// the one these were copied from holds the same contents (state/version.rs): only the parts with
    /// another version are compared in full.
    fn are_of(&self, state: &State, opts: &Options) -> bool {
        let [tracks, units, control, offensive, effects] = state.supply_versions();
        let v = &self.versions;
        self.sheet == state.sheet
            && self.opts == *opts
            && self.pack == state.pack
            && (v[1] == units || self.units == *state.units)
            && (v[2] == control || self.control == *state.control)
            && (v[3] == offensive || self.offensive == *state.offensive)
            && (v[4] == effects || self.effects == *state.effects)
            && (v[0] == tracks || self.tracks == *state.tracks)
    }

    /// What the versions do not cover is the same: the sheet, the pack and the zone options.
    fn same_frame(&self, state: &State, opts: &Options) -> bool {
        self.sheet == state.sheet && self.opts == *opts && self.pack == state.pack
    }
}

/// How many answers [`compute`] keeps: enough for the positions an HQ's return is tried in (6.15, one per
/// HQ and home port) besides the position itself.
const KEPT_ANSWERS: usize = 64;

thread_local! {
    /// The kept answers, the last asked first; the inputs boxed, so that moving an answer to the front
    /// moves two pointers, not a copy of the offensive under way.
    static KEPT: std::cell::RefCell<VecDeque<(Box<Inputs>, Rc<Supply>)>> = const { std::cell::RefCell::new(VecDeque::new()) };
}

/// Hex `h`, where a unit of `side` stands, is one of `side`'s ultimate supply sources (6.22, 17.10.5L): a
/// line of communication starting there needs no length. (A source counts only while not solely occupied
/// by the enemy, which a hex holding a unit of the side never is.)
pub fn is_ultimate_source(state: &State, side: Side, h: Hex) -> bool {
    let i = state.geo().ix(h);
    i != NONE && source_hex(state, side, i as usize)
}

/// EotS 6.22: Allied sources on the east, south and west map edges; Japanese sources in the
/// Japanese-controlled home-island cities; 17.10.5L: on the South Pacific sheet, its north edge.
fn source_hex(state: &State, side: Side, i: usize) -> bool {
    let d = &state.geo().data[i];
    let [n_edge, e_edge, s_edge, w_edge] = d.edges;
    match side {
        Side::Allied => e_edge || s_edge || w_edge,
        Side::Japanese => (d.city == City::JapanHome && state.control[i] == Side::Japanese) || (n_edge && state.sheet == Sheet::SouthPacific),
    }
}

/// [`compute`] with the zone options given by the caller.
pub fn compute_with(state: &State, opts: &Options) -> Supply {
    let board = Board::new(state);
    let projectors = zoi::projectors(state, &opts.strategic_movers, opts.no_zoi);
    let forced = activated(state);
    let (zoi, jp, al) = fixed_point(&board, &projectors, &forced);
    let n = state.units.len();
    let mut source = vec![Source::None; n];
    let mut east = vec![true; n];
    for (side, eval) in [(Side::Japanese, &jp), (Side::Allied, &al)] {
        for u in board.units_of(side) {
            source[u as usize] = eval.source(&board, u, &forced);
        }
        for (k, hq) in board.hqs[idx(side)].iter().enumerate() {
            east[hq.unit as usize] = side == Side::Japanese || eval.east[k];
        }
    }
    let hexes = [jp.supplied_hexes(&board), al.supplied_hexes(&board)];
    Supply {
        source,
        east,
        zoi,
        ports: [jp.ports, al.ports],
        airfields: [jp.airfields, al.airfields],
        kunming: al.kunming,
        hump: al.hump,
        hexes,
        enemy_only: board.enemy_only,
    }
}

/// The units activated in the offensive under way, offensive and reaction: they stay supplied until it
/// ends, "even if they move where they could not be supplied" (6.2 general, 6.21 "중요", 6.4).
fn activated(state: &State) -> Vec<bool> {
    let mut v = vec![false; state.units.len()];
    if let Some(o) = &*state.offensive {
        for a in o.active.iter().chain(o.reaction.active.iter()) {
            v[a.unit as usize] = true;
        }
    }
    v
}

/// The ZOI–supply fixed point (6.21 L543–551, 6.4).
///
/// A unit's supply is judged with every zone assumed to exist, its own included (6.21, 6.4), and a zone
/// exists only if its unit is supplied. Supply of one side grows with its own zones (they neutralise the
/// enemy's) and shrinks with the enemy's, so:
/// 1. for a given set of Allied zones, the Japanese zones are the greatest consistent set: start with every
///    Japanese zone and drop the zones of the Japanese units found out of supply until nothing changes;
/// 2. the Allied zones are found the same way on top of step 1, starting with every Allied zone, redoing
///    step 1 from scratch after each round.
///
/// When Allied and Japanese zones cut each other's supply in a loop (the paradox of L549), step 2 keeps the
/// Allied zone and the Japanese unit is out of supply — the Allied priority of L549 and the play note's
/// procedure ("assume every zone exists; if one depends on the absence of the other, drop the Japanese
/// zone"). Both loops only ever switch zones off, so they end after at most as many rounds as there are
/// air units and carriers; the result does not depend on any order.
fn fixed_point(board: &Board, projectors: &[Projector], forced: &[bool]) -> (Zoi, SideEval, SideEval) {
    let n = board.state.units.len();
    let hexes = board.geo.len();
    let mut on = vec![false; n];
    for p in projectors {
        on[p.unit as usize] = true;
    }
    loop {
        for p in projectors.iter().filter(|p| p.side == Side::Japanese) {
            on[p.unit as usize] = true;
        }
        let (zoi, jp) = loop {
            let zoi = zoi::build(hexes, projectors, &on);
            let jp = Evals::get(board, Side::Japanese, &zoi);
            if !switch_off(board, projectors, &mut on, Side::Japanese, &jp, forced) {
                break (zoi, jp);
            }
        };
        let al = Evals::get(board, Side::Allied, &zoi);
        if !switch_off(board, projectors, &mut on, Side::Allied, &al, forced) {
            return (zoi, (*jp).clone(), (*al).clone());
        }
    }
}

/// The side evaluations made lately, by what they depend on ([`SideInputs`]): a side's supply reads the
/// zones only through the hexes where the enemy's zones are un-neutralised ([`Zoi::blocks`]), and the
/// units only through the side's HQs and the hexes the enemy occupies. So the rounds of a [`fixed_point`]
/// that leave those hexes alike share one evaluation, and so do the positions that differ only in the
/// other side's evaluation (most moves and placements change one side's occupation: the enemy's
/// evaluation is new, this side's is kept), and the computations of one position under other zone options
/// (a strategic mover's zone lifted, 8.23, 8.33). Kept per thread, the last [`KEPT_EVALS`] of them; an
/// evaluation is made anew whenever its inputs differ from every kept one's.
struct Evals;

/// Everything [`SideEval::new`] reads, for one side: the board's hexes as that side's lines see them, its
/// HQs and sources, and the zones' blocked hexes.
struct SideInputs {
    pack: PackRef,
    sheet: Sheet,
    side: Side,
    /// Per hex: an un-neutralised enemy zone ([`Zoi::blocks`]).
    blocked: Vec<bool>,
    enemy_only: Vec<bool>,
    enemy_present: Vec<bool>,
    /// The board's control ([`Board::control_bytes`]).
    control: Vec<u8>,
    routes: Vec<u8>,
    hqs: Vec<HqAt>,
    sources: Vec<HexIx>,
    east: Vec<HexIx>,
    kunming: HexIx,
    hump: bool,
    burma_road: BurmaRoad,
}

impl SideInputs {
    fn of(board: &Board, side: Side, blocked: Vec<bool>) -> SideInputs {
        let (st, me) = (board.state, idx(side));
        SideInputs {
            pack: st.pack.clone(),
            sheet: st.sheet,
            side,
            blocked,
            enemy_only: board.enemy_only[me].clone(),
            enemy_present: board.enemy_present[me].clone(),
            control: board.control_bytes.clone(),
            routes: board.routes.clone(),
            hqs: board.hqs[me].clone(),
            sources: board.sources[me].clone(),
            east: board.east.clone(),
            kunming: board.kunming,
            hump: st.tracks.hump,
            burma_road: st.tracks.burma_road,
        }
    }

    /// These are the inputs of `side`'s evaluation on `board` with `blocked` (the small fields first).
    fn are_of(&self, board: &Board, side: Side, blocked: &[bool]) -> bool {
        let (st, me) = (board.state, idx(side));
        self.side == side
            && self.sheet == st.sheet
            && self.hqs == board.hqs[me]
            && self.sources == board.sources[me]
            && self.kunming == board.kunming
            && self.hump == st.tracks.hump
            && self.burma_road == st.tracks.burma_road
            && self.east == board.east
            && self.blocked == blocked
            && self.enemy_only == board.enemy_only[me]
            && self.enemy_present == board.enemy_present[me]
            && self.control == board.control_bytes
            && self.routes == board.routes
            && self.pack == st.pack
    }
}

/// How many side evaluations are kept: the rounds of a fixed point, for both sides, over the last
/// several positions.
const KEPT_EVALS: usize = 64;

thread_local! {
    static EVALS: std::cell::RefCell<VecDeque<(SideInputs, Rc<SideEval>)>> = const { std::cell::RefCell::new(VecDeque::new()) };
}

impl Evals {
    fn get(board: &Board, side: Side, zoi: &Zoi) -> Rc<SideEval> {
        if fresh() {
            return Rc::new(SideEval::new(board, side, zoi));
        }
        let blocked: Vec<bool> = (0..board.geo.len()).map(|i| zoi.blocks(side, i as HexIx)).collect();
        EVALS.with(|evals| {
            let mut evals = evals.borrow_mut();
            if let Some((_, e)) = kept::take(&mut evals, |(inputs, _)| inputs.are_of(board, side, &blocked)) {
                return e.clone();
            }
            let e = Rc::new(SideEval::new(board, side, zoi));
            kept::keep(&mut evals, (SideInputs::of(board, side, blocked), e.clone()), KEPT_EVALS);
            e
        })
    }
}

/// Switches off the zones of `side`'s projectors that are out of supply; whether any was.
fn switch_off(board: &Board, projectors: &[Projector], on: &mut [bool], side: Side, eval: &SideEval, forced: &[bool]) -> bool {
    let mut changed = false;
    for p in projectors.iter().filter(|p| p.side == side) {
        if on[p.unit as usize] && eval.source(board, p.unit, forced) == Source::None {
            on[p.unit as usize] = false;
            changed = true;
        }
    }
    changed
}

// ---------------------------------------------------------------------------------------------------
// The board as supply sees it: everything that does not depend on the zones, gathered once per compute.
// ---------------------------------------------------------------------------------------------------

/// An HQ in play on this sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct HqAt {
    unit: UnitId,
    /// Its hex, or [`NONE`] for the C Pac HQ printed at Oahu off the South Pacific sheet.
    at: HexIx,
    range: u8,
}

pub(crate) struct Board<'a> {
    pub state: &'a State,
    pub geo: &'a Geo,
    /// What the sheet itself says (ports, airfields, terrain costs, regions, routes), read once per pack
    /// and sheet ([`SheetFacts`]).
    facts: Rc<SheetFacts>,
    /// Control, with Kunming and its neighbours Allied (13.75).
    control: Vec<Side>,
    /// [`Board::control`] a byte a hex, as the kept answers hold it: compared a whole block at a time
    /// (a slice of an enum is compared one element after another).
    control_bytes: Vec<u8>,
    /// By tracing side: solely occupied by the enemy's ground, HQ or air units (6.21E).
    enemy_only: [Vec<bool>; 2],
    /// By tracing side: the enemy has ground, HQ or air units here (no ½-MP route, 6.21).
    enemy_present: [Vec<bool>; 2],
    /// Per hex, bit `d`: a usable transport route crosses the side in direction `d` (8.42, 13.77, 13.79).
    routes: Vec<u8>,
    /// Per hex, bit `d`: the side in direction `d` belongs to the Bangkok–Rangoon (Kwai) route (13.79).
    kwai: Vec<u8>,
    /// Ultimate supply sources by side (6.22, 17.10.5L).
    sources: [Vec<HexIx>; 2],
    /// The Allied sources on the east edge (6.25).
    east: Vec<HexIx>,
    hqs: [Vec<HqAt>; 2],
    kunming: HexIx,
}

/// What a [`Board`] reads from the sheet alone, the same for every position of a pack's sheet: gathered
/// once (the regions and place names are strings, and the routes a list of hexes) and shared.
struct SheetFacts {
    /// The pack and sheet these facts are of (the pack is held, so it is never another pack at the same
    /// address).
    pack: PackRef,
    sheet: Sheet,
    port: Vec<bool>,
    airfield: Vec<bool>,
    /// Half movement points to enter by ground (8.42): open 2, mountain 6, other terrain 4.
    cost: Vec<u8>,
    /// New Hebrides hexes (17.10.5K: the only hexes C Pac's range reaches on the South Pacific sheet).
    new_hebrides: Vec<bool>,
    north_india_airfields: Vec<HexIx>,
    /// The hexes that may be an ultimate supply source of the Allies (6.22: the east, south and west
    /// edges) and of Japan (a home-island city, or the South Pacific sheet's north edge, 17.10.5L).
    source_candidates: [Vec<HexIx>; 2],
    /// The east-edge hexes (6.25).
    east_edge: Vec<HexIx>,
    /// Chinese and home-island cities (13.76, 13.94: intrinsic Japanese units while Japan holds them).
    intrinsic_cities: Vec<HexIx>,
    kunming: HexIx,
    /// Every hexside a transport route crosses (8.42, 13.77, 13.79), in the order of the route table.
    route_sides: Vec<RouteSide>,
}

/// One hexside of a transport route: from `a` in direction `da` to `c` (in direction `dc` back).
struct RouteSide {
    a: HexIx,
    da: u8,
    c: HexIx,
    dc: u8,
    ends: (Hex, Hex),
    kwai: bool,
    /// Exists only once an event builds it (only the Kwai railway is built so, 13.79).
    event: bool,
}

impl SheetFacts {
    fn of(state: &State) -> Rc<SheetFacts> {
        thread_local! {
            static FACTS: std::cell::RefCell<Vec<Rc<SheetFacts>>> = const { std::cell::RefCell::new(Vec::new()) };
        }
        FACTS.with(|facts| {
            let mut facts = facts.borrow_mut();
            if let Some(f) = facts.iter().find(|f| f.sheet == state.sheet && Arc::ptr_eq(&f.pack.0, &state.pack.0)) {
                return f.clone();
            }
            let f = Rc::new(SheetFacts::read(state));
            facts.insert(0, f.clone());
            facts.truncate(4);
            f
        })
    }

    fn read(state: &State) -> SheetFacts {
        let geo = state.geo();
        let n = geo.len();
        let mut f = SheetFacts {
            pack: state.pack.clone(),
            sheet: state.sheet,
            port: vec![false; n],
            airfield: vec![false; n],
            cost: vec![0; n],
            new_hebrides: vec![false; n],
            north_india_airfields: vec![],
            source_candidates: [vec![], vec![]],
            east_edge: vec![],
            intrinsic_cities: vec![],
            kunming: command::kunming(state),
            route_sides: vec![],
        };
        for (i, d) in geo.data.iter().enumerate() {
            f.port[i] = d.port;
            f.airfield[i] = d.airfield;
            f.cost[i] = if d.class == HexClass::Sea { 0 } else { 2 * d.ground_cost() };
            f.new_hebrides[i] = d.in_region("new_hebrides");
            if d.airfield && d.in_region("north_india") {
                f.north_india_airfields.push(i as HexIx);
            }
            let [n_edge, e_edge, s_edge, w_edge] = d.edges;
            if e_edge || s_edge || w_edge {
                f.source_candidates[idx(Side::Allied)].push(i as HexIx);
            }
            if d.city == City::JapanHome || (n_edge && state.sheet == Sheet::SouthPacific) {
                f.source_candidates[idx(Side::Japanese)].push(i as HexIx);
            }
            if e_edge {
                f.east_edge.push(i as HexIx);
            }
            if matches!(d.city, City::China | City::JapanHome) {
                f.intrinsic_cities.push(i as HexIx);
            }
        }
        for r in &state.data().routes {
            let kwai = r.key == "kwai";
            let event = r.status == super::data::RouteStatus::Event;
            for w in r.hexes.windows(2) {
                let (a, c) = (geo.ix(w[0]), geo.ix(w[1]));
                let Some(d) = w[0].direction_to(w[1]) else { continue };
                if a == NONE || c == NONE {
                    continue;
                }
                let (da, dc) = (d.index() as u8, d.opposite().index() as u8);
                f.route_sides.push(RouteSide { a, da, c, dc, ends: (w[0], w[1]), kwai, event });
            }
        }
        f
    }
}

/// Whether a counter stands at Oahu off the South Pacific sheet: in the Oahu box, or at Oahu's hex id
/// (5808, boxes.tsv) when the sheet does not have it (the set-up list names the hex).
pub(crate) fn at_oahu(state: &State, loc: Loc) -> bool {
    match loc {
        Loc::Box(BoxKey::Oahu) => true,
        Loc::Hex(h) => state.sheet == Sheet::SouthPacific && !state.geo().contains(h) && oahu_hex(state) == Some(h),
        _ => false,
    }
}

fn oahu_hex(state: &State) -> Option<Hex> {
    state.data().boxes.iter().find(|b| b.key == "oahu" && b.map == "sp").and_then(|b| b.hex)
}

impl<'a> Board<'a> {
    pub fn new(state: &'a State) -> Board<'a> {
        let geo = state.geo();
        let n = geo.len();
        let facts = SheetFacts::of(state);
        let mut b = Board {
            state,
            geo,
            control: state.control.to_vec(),
            control_bytes: vec![],
            enemy_only: [vec![false; n], vec![false; n]],
            enemy_present: [vec![false; n], vec![false; n]],
            routes: vec![0; n],
            kwai: vec![0; n],
            sources: [vec![], vec![]],
            east: facts.east_edge.clone(),
            hqs: [vec![], vec![]],
            kunming: facts.kunming,
            facts,
        };
        // Occupation: [side] = that side has a counter / a ground, HQ or air counter here.
        let mut any = [vec![false; n], vec![false; n]];
        let mut blocking = [vec![false; n], vec![false; n]];
        // 6.22, 17.10.5L: the sources, in the order of the sheet's hexes.
        for side in [Side::Japanese, Side::Allied] {
            let f = &b.facts;
            b.sources[idx(side)] = f.source_candidates[idx(side)].iter().copied().filter(|&i| source_hex(state, side, i as usize)).collect();
        }
        // 13.76, 13.94: intrinsic Japanese ground units in Japanese-held Chinese and home-island cities.
        for &i in &b.facts.intrinsic_cities {
            let (i, d) = (i as usize, &geo.data[i as usize]);
            let home_taken = state.rules >= 5 && d.city == City::JapanHome && state.tracks.home_taken.contains(&geo.hex(i as HexIx));
            if state.control[i] == Side::Japanese && !home_taken {
                blocking[idx(Side::Japanese)][i] = true;
                any[idx(Side::Japanese)][i] = true;
            }
        }
        // 13.75: Kunming and every hex next to it are Allied-occupied and Allied-controlled.
        if b.kunming != NONE && !state.tracks.surrendered.contains(&Nation::China) {
            let k = b.kunming;
            for i in std::iter::once(k).chain(geo.neighbours(k).map(|s| s.to)) {
                b.control[i as usize] = Side::Allied;
                blocking[idx(Side::Allied)][i as usize] = true;
                any[idx(Side::Allied)][i as usize] = true;
            }
        }
        for (u, h) in state.on_map() {
            let i = geo.ix(h);
            if i == NONE {
                continue;
            }
            let d = state.unit_data(u);
            let s = idx(d.side);
            any[s][i as usize] = true;
            if matches!(d.kind, UnitType::Ground | UnitType::Hq | UnitType::Air) {
                blocking[s][i as usize] = true;
            }
            if d.kind == UnitType::Hq {
                b.hqs[s].push(HqAt { unit: u, at: i, range: d.command_range.unwrap_or(0) });
            }
        }
        for (u, st) in state.units.iter().enumerate() {
            let d = &state.data().units[u];
            if d.kind == UnitType::Hq && at_oahu(state, st.loc) {
                b.hqs[idx(d.side)].push(HqAt { unit: u as UnitId, at: NONE, range: d.command_range.unwrap_or(0) });
            }
        }
        for side in [Side::Japanese, Side::Allied] {
            let (me, foe) = (idx(side), idx(other(side)));
            for i in 0..n {
                b.enemy_present[me][i] = blocking[foe][i];
                b.enemy_only[me][i] = blocking[foe][i] && !any[me][i];
            }
            // A source solely occupied by the enemy's ground, HQ or air units supplies nothing.
            let blocked = &b.enemy_only[me];
            b.sources[me].retain(|&i| !blocked[i as usize]);
        }
        b.east.retain(|&i| !b.enemy_only[idx(Side::Allied)][i as usize]);
        b.mark_routes();
        b.control_bytes = b.control.iter().map(|&side| side as u8).collect();
        b
    }

    /// 8.42, 13.77, 13.79: the route sides in use. A route that exists only once built by an event (the
    /// Kwai railway) is usable once it is built; a hex with a No Transport Route marker has no route to
    /// any neighbour.
    fn mark_routes(&mut self) {
        let t = &self.state.tracks;
        for r in &self.facts.route_sides {
            let built = !r.event || (r.kwai && t.kwai);
            let (a, c) = (r.a as usize, r.c as usize);
            if r.kwai {
                self.kwai[a] |= 1 << r.da;
                self.kwai[c] |= 1 << r.dc;
            }
            if built && !t.no_route.contains(&r.ends.0) && !t.no_route.contains(&r.ends.1) {
                self.routes[a] |= 1 << r.da;
                self.routes[c] |= 1 << r.dc;
            }
        }
    }

    /// Every counter of `side` (in play or not).
    fn units_of(&self, side: Side) -> impl Iterator<Item = UnitId> + '_ {
        let data = self.state.data();
        (0..self.state.units.len()).filter(move |&u| data.units[u].side == side).map(|u| u as UnitId)
    }

    /// A port of `side` where a line may change between sea and land (6.21C, D, F, G).
    fn friendly_port(&self, side: Side, i: usize) -> bool {
        self.facts.port[i] && self.control[i] == side
    }
}

// ---------------------------------------------------------------------------------------------------
// Paths.
// ---------------------------------------------------------------------------------------------------

const SEA: usize = 0;
const LAND: usize = 1;
/// Search states per hex: medium (2) × switched (2) × crossed a marked side (2).
const STATES: usize = 8;
const UNREACHED: u16 = u16::MAX;

fn state_ix(hex: usize, via: usize, medium: usize, switched: usize) -> usize {
    hex * STATES + via * 4 + medium * 2 + switched
}

/// Everything a [`Search`] reads besides the static map: the answers of [`Search::run`] kept by it.
struct RunKey {
    pack: PackRef,
    sheet: Sheet,
    side: Side,
    switching: Switching,
    max_len: u16,
    starts: Vec<HexIx>,
    sea: Vec<u8>,
    land: Vec<u8>,
    /// The board's control (friendly ports, 6.21C–G; [`Board::control_bytes`]).
    control: Vec<u8>,
    ports: Vec<bool>,
    via: Option<Vec<u8>>,
}

impl RunKey {
    fn of(s: &Search, starts: &[HexIx]) -> RunKey {
        let st = s.board.state;
        RunKey {
            pack: st.pack.clone(),
            sheet: st.sheet,
            side: s.side,
            switching: s.switching,
            max_len: s.max_len,
            starts: starts.to_vec(),
            sea: s.crossings.sea.clone(),
            land: s.crossings.land.clone(),
            control: s.board.control_bytes.clone(),
            ports: s.ports.to_vec(),
            via: s.via.map(|v| v.to_vec()),
        }
    }

    /// The search `s` from `starts` would read the same but for the crossings.
    fn same_but_crossings(&self, s: &Search, starts: &[HexIx]) -> bool {
        let st = s.board.state;
        self.side == s.side
            && self.switching == s.switching
            && self.max_len == s.max_len
            && self.sheet == st.sheet
            && self.starts == starts
            && self.via.as_deref() == s.via
            && self.ports == s.ports
            && self.control == s.board.control_bytes
            && self.pack == st.pack
    }
}

/// How many unbounded searches [`Search::run`] keeps: the few of each side's evaluation, for the last
/// several positions and zone rounds.
const KEPT_RUNS: usize = 48;

thread_local! {
    static RUNS: std::cell::RefCell<VecDeque<(RunKey, Rc<Reached>)>> = const { std::cell::RefCell::new(VecDeque::new()) };
}

/// Where a line may change between sea and land.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Switching {
    /// In any friendly port, any number of times (an HQ's LOC, 6.21B).
    AnyFriendlyPort,
    /// Once, in a friendly supply-eligible port (a unit's supply line, 6.21 "항구 제한").
    OnceAtEligiblePort,
    /// Never: by sea only (supply-eligible ports, 1.3; the Burma Road's sea leg, 13.78A).
    SeaOnly,
}

/// One search for lines of `side` under the zones `zoi`.
struct Search<'s, 'a> {
    board: &'s Board<'a>,
    side: Side,
    /// The hexsides the side's lines may cross under the zones of this search.
    crossings: &'s Crossings,
    switching: Switching,
    /// Supply-eligible ports of `side` (for [`Switching::OnceAtEligiblePort`]).
    ports: &'s [bool],
    max_len: u16,
    /// Sides to note crossing (by land): per hex, bit by direction.
    via: Option<&'s [u8]>,
}

/// Per hex, bit `d`: the side in direction `d` may be crossed by one side's lines, by sea and by land,
/// under given zones. Gathered once for the several searches of one side's supply.
struct Crossings {
    sea: Vec<u8>,
    land: Vec<u8>,
}

impl Crossings {
    fn new(board: &Board, side: Side, zoi: &Zoi) -> Crossings {
        let n = board.geo.len();
        let me = idx(side);
        let geo = board.geo;
        // 6.21A: a sea line crosses only water hexsides, a land line only land hexsides (an unplayable
        // hexside is neither); then the few hexes that close sides are taken out.
        let mut c = Crossings { sea: geo.sea_sides.clone(), land: geo.land_sides.clone() };
        for y in 0..n {
            // 6.21B, 6.4: no sea crossing into or out of an un-neutralised enemy zone.
            let blocked = zoi.blocks(side, y as HexIx);
            // 6.21E: no land crossing into a hex solely occupied by enemy ground, HQ or air units.
            let enemy_only = board.enemy_only[me][y];
            if !blocked && !enemy_only {
                continue;
            }
            if blocked {
                c.sea[y] = 0;
            }
            for x in geo.neighbours(y as HexIx).map(|s| s.to as usize) {
                for (dir, s) in geo.sides[x].iter().enumerate() {
                    if s.to as usize == y {
                        if blocked {
                            c.sea[x] &= !(1 << dir);
                        }
                        if enemy_only {
                            c.land[x] &= !(1 << dir);
                        }
                    }
                }
            }
        }
        c
    }
}

impl Search<'_, '_> {
    /// The search states a line of any length from `starts` reaches ([`Search::flood`]).
    ///
    /// The answer depends only on what [`RunKey`] holds, so the last [`KEPT_RUNS`] answers are kept per
    /// thread and shared: one side's searches stay the same while the moves and placements of the
    /// position change neither its crossings nor its ports (most moves change only the enemy's).
    fn run(&self, starts: &[HexIx]) -> Rc<Reached> {
        if fresh() {
            return Rc::new(self.flood(starts));
        }
        RUNS.with(|runs| {
            let mut runs = runs.borrow_mut();
            // The kept answers of this very search, under these crossings or others (each compared once).
            let same: Vec<usize> = (0..runs.len()).filter(|&k| runs[k].0.same_but_crossings(self, starts)).collect();
            let crossings = &self.crossings;
            if let Some(&k) = same.iter().find(|&&k| runs[k].0.sea == crossings.sea && runs[k].0.land == crossings.land) {
                return kept::to_front(&mut runs, k).expect("a kept search").1.clone();
            }
            // One under other crossings is carried on when it still holds (flood.rs, `flood_from`); otherwise
            // the flood starts afresh.
            let carried = same.iter().find_map(|&k| self.flood_from(&runs[k].1, &runs[k].0.sea, &runs[k].0.land));
            let dist = Rc::new(carried.unwrap_or_else(|| self.flood(starts)));
            kept::keep(&mut runs, (RunKey::of(self, starts), dist.clone()), KEPT_RUNS);
            dist
        })
    }

    /// Breadth-first from `starts` (each starting by sea or by land, 0 hexes) into `dist` (every state
    /// [`UNREACHED`] on entry): the fewest hexes entered to reach each search state, within `max_len`;
    /// returns the search states reached, in the order reached (a bounded search touches few of them: its
    /// caller reads and resets only those).
    fn fill(&self, starts: &[HexIx], dist: &mut [u16]) -> Vec<u32> {
        let b = self.board;
        let media: &[usize] = if self.switching == Switching::SeaOnly { &[SEA] } else { &[SEA, LAND] };
        // Only the starts are at 0 hexes, and they are seeded by sea (and by land) before anything else.
        let is_start = |dist: &[u16], x: usize| dist[state_ix(x, 0, SEA, 0)] == 0;
        // Every search state enters the queue at most once: a vector read from its head is the queue
        // (an unbounded search reaches much of the sheet: room for it at once).
        let room = if self.max_len == UNREACHED - 1 { b.geo.len() * media.len() } else { 64 };
        let mut queue: Vec<u32> = Vec::with_capacity(room);
        for &s in starts.iter().filter(|&&s| s != NONE) {
            for &m in media {
                let k = state_ix(s as usize, 0, m, 0);
                if dist[k] == UNREACHED {
                    dist[k] = 0;
                    queue.push(k as u32);
                }
            }
        }
        let mut head = 0;
        while head < queue.len() {
            let k = queue[head] as usize;
            head += 1;
            let d = dist[k];
            if d >= self.max_len {
                continue;
            }
            let (x, via, m, sw) = (k / STATES, (k / 4) % 2, (k / 2) % 2, k % 2);
            for &c in media {
                let Some(nsw) = self.switch(x, m, c, sw, c != m && b.friendly_port(self.side, x) && is_start(dist, x)) else { continue };
                let mut dirs = if c == SEA { self.crossings.sea[x] } else { self.crossings.land[x] };
                while dirs != 0 {
                    let dir = dirs.trailing_zeros() as usize;
                    dirs &= dirs - 1;
                    let y = b.geo.sides[x][dir].to as usize;
                    let marked = c == LAND && self.via.is_some_and(|v| v[x] & (1 << dir) != 0);
                    let ns = state_ix(y, via | marked as usize, c, nsw);
                    if dist[ns] == UNREACHED {
                        dist[ns] = d + 1;
                        queue.push(ns as u32);
                    }
                }
            }
        }
        queue
    }

    /// May the line, having reached `x` by medium `m`, leave it by medium `c`? The new "switched" flag if
    /// so (the hexsides themselves are [`Crossings`]' question).
    fn switch(&self, x: usize, m: usize, c: usize, sw: usize, start: bool) -> Option<usize> {
        if c == m {
            return Some(sw);
        }
        // A start hex is seeded with both media: no change there.
        if start || !self.board.friendly_port(self.side, x) {
            return None; // 6.21C, D (no port), F, G (enemy port)
        }
        match self.switching {
            Switching::AnyFriendlyPort => Some(sw),
            Switching::OnceAtEligiblePort if sw == 0 && self.ports[x] => Some(1),
            Switching::OnceAtEligiblePort | Switching::SeaOnly => None,
        }
    }
}

/// 6.21 "육상 병참 범위", 8.42: the hexes within 4 MP of ground movement of `starts` for `side`, along
/// land hexsides and never into a hex solely occupied by the enemy; a transport route costs ½ MP when
/// neither of its hexes holds enemy ground, HQ or air units.
pub(crate) fn overland(board: &Board, side: Side, starts: &[HexIx]) -> Vec<bool> {
    let mut cost = vec![u8::MAX; board.geo.len()];
    overland_into(board, side, starts, &mut cost);
    cost.iter().map(|&c| c <= OVERLAND_HALF_MP).collect()
}

/// [`overland`] into `cost` (every hex `u8::MAX` on entry): the half MP to each hex reached; returns the
/// hexes reached (all within the limit), for a caller that reads and resets only those.
fn overland_into(board: &Board, side: Side, starts: &[HexIx], cost: &mut [u8]) -> Vec<HexIx> {
    let me = idx(side);
    let mut reached = vec![];
    // Dijkstra's order with a bucket a cost: the costs are whole half MP up to the limit, so the hexes are
    // taken cheapest first by walking the buckets up (a hex found cheaper later is met again, and its
    // dearer entry skipped).
    let mut buckets: [Vec<HexIx>; OVERLAND_HALF_MP as usize + 1] = Default::default();
    for &s in starts.iter().filter(|&&s| s != NONE) {
        if cost[s as usize] != 0 {
            cost[s as usize] = 0;
            reached.push(s);
            buckets[0].push(s);
        }
    }
    for c in 0..=OVERLAND_HALF_MP {
        while let Some(x) = buckets[c as usize].pop() {
            let x = x as usize;
            if c > cost[x] {
                continue;
            }
            for (dir, s) in board.geo.sides[x].iter().enumerate() {
                let y = s.to;
                if y == NONE || !s.land || board.enemy_only[me][y as usize] {
                    continue;
                }
                let y = y as usize;
                let route = board.routes[x] & (1 << dir) != 0 && !board.enemy_present[me][x] && !board.enemy_present[me][y];
                let step = if route { 1 } else { board.facts.cost[y] };
                let nc = c.saturating_add(step);
                if nc <= OVERLAND_HALF_MP && nc < cost[y] {
                    if cost[y] == u8::MAX {
                        reached.push(y as HexIx);
                    }
                    cost[y] = nc;
                    buckets[nc as usize].push(y as HexIx);
                }
            }
        }
    }
    reached
}

// ---------------------------------------------------------------------------------------------------
// One side's supply under given zones.
// ---------------------------------------------------------------------------------------------------

/// What one HQ supplies: per hex, bit 0 = a line of at most its range ends there by sea, bit 1 = by land
/// with the overland limit met.
type Reach = Vec<u8>;

#[derive(Clone)]
struct SideEval {
    side: Side,
    /// Per HQ of `board.hqs[side]`: its LOC (6.21B) and, for the Allies, its LOC to the east edge (6.25).
    loc: Vec<bool>,
    east: Vec<bool>,
    ports: Vec<bool>,
    airfields: Vec<bool>,
    /// Per HQ of `board.hqs[side]`, for supplied HQs only.
    reach: Vec<Option<Rc<Reach>>>,
    kunming: bool,
    hump: bool,
    near_kunming: Vec<bool>,
}

impl SideEval {
    fn new(board: &Board, side: Side, zoi: &Zoi) -> SideEval {
        let me = idx(side);
        let n = board.geo.len();
        let hqs = &board.hqs[me];
        // HQs: a LOC of any length from an ultimate source (6.21B, 6.22); Oahu is beyond the east edge.
        let crossings = Crossings::new(board, side, zoi);
        let loc_search = Search { board, side, crossings: &crossings, switching: Switching::AnyFriendlyPort, ports: &[], max_len: UNREACHED - 1, via: None };
        let from_sources = loc_search.run(&board.sources[me]);
        let reached = |lines: &Reached, h: &HqAt| h.at == NONE || lines.any(h.at as usize);
        let loc: Vec<bool> = hqs.iter().map(|h| reached(&from_sources, h)).collect();
        let east = if side == Side::Allied {
            let from_east = loc_search.run(&board.east);
            hqs.iter().map(|h| reached(&from_east, h)).collect()
        } else {
            vec![true; hqs.len()]
        };
        let ports = eligible_ports(board, side, &crossings);
        let airfields = eligible_airfields(board, side, &crossings, &ports);
        // 13.75, 6.23: Kunming is a source while the Burma Road is open or the Hump flies from an
        // Allied-controlled supply-eligible North India airfield.
        let mut kunming = false;
        let mut hump = false;
        let mut near_kunming = vec![];
        if side == Side::Allied {
            let t = &board.state.tracks;
            hump = t.hump && board.facts.north_india_airfields.iter().any(|&a| board.control[a as usize] == Side::Allied && airfields[a as usize]);
            kunming = board.kunming != NONE && (t.burma_road == BurmaRoad::Open || hump);
            if kunming {
                near_kunming = overland(board, side, &[board.kunming]);
            }
        }
        let mut near_sources: Vec<HexIx> = (0..n).filter(|&i| ports[i]).map(|i| i as HexIx).collect();
        if kunming {
            near_sources.push(board.kunming);
        }
        let near_port = overland(board, side, &near_sources);
        let reach = hqs
            .iter()
            .zip(&loc)
            .map(|(h, &ok)| ok.then(|| reach::kept_hq_reach(board, side, &crossings, &ports, &near_port, h)))
            .collect();
        SideEval { side, loc, east, ports, airfields, reach, kunming, hump, near_kunming }
    }

    /// The hexes this side's supply reaches (see [`Supply::hexes`]).
    fn supplied_hexes(&self, board: &Board) -> Vec<bool> {
        let mut out = vec![false; board.geo.len()];
        for r in self.reach.iter().flatten() {
            for (o, &x) in out.iter_mut().zip(r.iter()) {
                *o |= x != 0;
            }
        }
        if self.kunming {
            for (o, &k) in out.iter_mut().zip(&self.near_kunming) {
                *o |= k;
            }
        }
        // The Tokyo Express marker's hex is the only one it may supply.
        let te = board.state.tracks.tokyo_express.map_or(NONE, |h| board.geo.ix(h));
        if self.side == Side::Japanese && te != NONE && self.tokyo_express(board, te) {
            out[te as usize] = true;
        }
        out
    }

    /// How unit `u` (of this side) is supplied.
    fn source(&self, board: &Board, u: UnitId, forced: &[bool]) -> Source {
        let state = board.state;
        let d = state.unit_data(u);
        debug_assert_eq!(d.side, self.side);
        let loc = state.unit(u).loc;
        if !loc.in_play() {
            return Source::None;
        }
        if forced[u as usize] {
            return Source::Activated;
        }
        let hqs = &board.hqs[idx(self.side)];
        if d.kind == UnitType::Hq {
            let k = hqs.iter().position(|h| h.unit == u);
            return match k {
                Some(k) if self.loc[k] => Source::Loc,
                _ => Source::None,
            };
        }
        if at_oahu(state, loc) {
            return if self.side == Side::Allied { Source::Oahu } else { Source::None };
        }
        match loc {
            Loc::Hex(h) => self.source_in_hex(board, u, h),
            Loc::Box(BoxKey::China) => self.china_box(board),
            _ => Source::None,
        }
    }

    fn source_in_hex(&self, board: &Board, u: UnitId, h: Hex) -> Source {
        let state = board.state;
        let i = board.geo.ix(h);
        if i == NONE {
            return Source::None;
        }
        for (k, hq) in board.hqs[idx(self.side)].iter().enumerate() {
            let Some(reach) = &self.reach[k] else { continue };
            if reach[i as usize] != 0 && may_command(state, hq.unit, u) {
                return Source::Hq(hq.unit);
            }
        }
        if self.kunming && self.near_kunming[i as usize] {
            return Source::Kunming;
        }
        if self.side == Side::Japanese && self.tokyo_express(board, i) {
            return Source::TokyoExpress;
        }
        Source::None
    }

    /// 6.23 (D36): the Tokyo Express marker supplies the Japanese units in its hex (not HQs), as long as a
    /// supplied Japanese HQ has the hex within its range and the Allies do not control it. It cannot be
    /// blocked.
    fn tokyo_express(&self, board: &Board, i: HexIx) -> bool {
        let Some(te) = board.state.tracks.tokyo_express else { return false };
        if board.geo.ix(te) != i || board.control[i as usize] == Side::Allied {
            return false;
        }
        let hqs = &board.hqs[idx(Side::Japanese)];
        hqs.iter().zip(&self.loc).any(|(h, &ok)| ok && h.at != NONE && board.geo.distance(h.at, i) <= h.range as u32)
    }

    /// 13.74: Allied air units in the China box are supplied while the Burma Road is open or the Hump
    /// flies from a supply-eligible North India airfield; on the South Pacific sheet the box's image (the
    /// 14AF LRB) is always supplied (17.10.5J).
    fn china_box(&self, board: &Board) -> Source {
        if self.side != Side::Allied {
            return Source::None;
        }
        let open = board.state.tracks.burma_road == BurmaRoad::Open;
        if board.state.sheet == Sheet::SouthPacific || open || self.hump {
            Source::ChinaBox
        } else {
            Source::None
        }
    }
}

/// 1.3 "보급 가능 항구": a friendly port to which a friendly HQ, supplied or not, traces a line overland
/// within 4 MP or by sea of any length (6.21). An HQ's own port is one.
fn eligible_ports(board: &Board, side: Side, crossings: &Crossings) -> Vec<bool> {
    let n = board.geo.len();
    let starts: Vec<HexIx> = board.hqs[idx(side)].iter().map(|h| h.at).filter(|&a| a != NONE).collect();
    let by_sea = Search { board, side, crossings, switching: Switching::SeaOnly, ports: &[], max_len: UNREACHED - 1, via: None }.run(&starts);
    let by_land = overland(board, side, &starts);
    (0..n)
        .map(|i| board.friendly_port(side, i) && (by_land[i] || by_sea.by(i, SEA)))
        .collect()
}

/// 1.3 "보급 가능 비행장": a friendly airfield to which a friendly HQ, supplied or not, traces a supply
/// line (6.21) of any length; the overland limit does not apply, the one-port limit does.
fn eligible_airfields(board: &Board, side: Side, crossings: &Crossings, ports: &[bool]) -> Vec<bool> {
    let n = board.geo.len();
    let starts: Vec<HexIx> = board.hqs[idx(side)].iter().map(|h| h.at).filter(|&a| a != NONE).collect();
    let s = Search { board, side, crossings, switching: Switching::OnceAtEligiblePort, ports, max_len: UNREACHED - 1, via: None };
    let dist = s.run(&starts);
    (0..n)
        .map(|i| {
            board.facts.airfield[i] && board.control[i] == side && dist.any(i)
        })
        .collect()
}

/// The hexes one supplied HQ supplies (6.21A): a supply line of at most its command range, ending by sea,
/// or by land within 4 MP of the HQ, of a supply-eligible port or of Kunming as a source (`near_port`
/// holds the last two). With `via`, only lines that cross one of those sides count (13.79).
fn hq_reach(board: &Board, side: Side, crossings: &Crossings, ports: &[bool], near_port: &[bool], hq: &HqAt, via: Option<&[u8]>) -> Reach {
    hq_reach_reading(board, side, crossings, ports, near_port, hq, via, &mut vec![])
}

/// [`hq_reach`], noting in `read` the hexes its searches read (the hexes its line reaches, the hexes its
/// overland walk reaches and their neighbours; some more than once): reach.rs keeps the answer by them.
#[allow(clippy::too_many_arguments)]
fn hq_reach_reading(board: &Board, side: Side, crossings: &Crossings, ports: &[bool], near_port: &[bool], hq: &HqAt, via: Option<&[u8]>, read: &mut Vec<HexIx>) -> Reach {
    let n = board.geo.len();
    if hq.at == NONE {
        // 17.10.5K: C Pac, printed at Oahu, reaches the New Hebrides and no other hex.
        return board.facts.new_hebrides.iter().map(|&nh| nh as u8).collect();
    }
    let s = Search { board, side, crossings, switching: Switching::OnceAtEligiblePort, ports, max_len: hq.range as u16, via };
    let via_only = via.is_some();
    // The line is at most the HQ's range long: only the few search states and hexes it reaches are read,
    // in buffers kept per thread and reset after use.
    SCRATCH.with(|scratch| {
        let scratch = &mut *scratch.borrow_mut();
        scratch.fit(n);
        let reached = s.fill(&[hq.at], &mut scratch.dist);
        let near_hq = overland_into(board, side, &[hq.at], &mut scratch.cost);
        let mut reach = vec![0u8; n];
        for &k in &reached {
            let k = k as usize;
            let (x, via, m) = (k / STATES, (k / 4) % 2, (k / 2) % 2);
            if via_only && via == 0 {
                continue;
            }
            if m == SEA {
                reach[x] |= 1;
            } else if scratch.cost[x] <= OVERLAND_HALF_MP || near_port[x] {
                reach[x] |= 2;
            }
        }
        for &k in &reached {
            scratch.dist[k as usize] = UNREACHED;
            read.push((k as usize / STATES) as HexIx);
        }
        for &x in &near_hq {
            scratch.cost[x as usize] = u8::MAX;
            read.push(x);
            read.extend(board.geo.sides[x as usize].iter().map(|s| s.to).filter(|&y| y != NONE));
        }
        reach
    })
}

/// Buffers for the bounded searches of [`hq_reach`], one per thread, left all unreached between uses.
struct Scratch {
    /// Per search state, as [`Search::run`]'s answer: all [`UNREACHED`].
    dist: Vec<u16>,
    /// Per hex, as [`overland_into`]'s: all `u8::MAX`.
    cost: Vec<u8>,
}

impl Scratch {
    /// Sized for a sheet of `n` hexes.
    fn fit(&mut self, n: usize) {
        if self.cost.len() != n {
            self.dist = vec![UNREACHED; n * STATES];
            self.cost = vec![u8::MAX; n];
        }
    }
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Scratch> = const { std::cell::RefCell::new(Scratch { dist: Vec::new(), cost: Vec::new() }) };
}

// ---------------------------------------------------------------------------------------------------
// Efficiency (6.11, 6.25, 13.79).
// ---------------------------------------------------------------------------------------------------

/// The regions where the Kwai rule applies (13.79).
const KWAI_REGIONS: [&str; 3] = ["burma", "north_india", "ceylon"];

/// An HQ's efficiency for an activation of `activating` (6.11):
/// * a US or Joint HQ without a LOC to the east map edge: −1 (6.25);
/// * a Japanese HQ activating a unit that starts in Burma, North India or Ceylon (13.79): −1 while the
///   Kwai bridge is unbuilt and the Allies control Rangoon; +1 once it is built, while Japan controls
///   Rangoon and an activated unit traces its supply line along the Bangkok–Rangoon route.
///
/// Never below 0.
pub fn hq_efficiency(state: &State, supply: &Supply, hq: UnitId, activating: &[UnitId]) -> u8 {
    let d = state.unit_data(hq);
    let mut e = d.efficiency.unwrap_or(0) as i32;
    let us_or_joint = matches!(command::command_of(d), Some(command::Command::Us) | Some(command::Command::Joint));
    if d.side == Side::Allied && us_or_joint && !supply.us_loc(hq) {
        e -= 1;
    }
    if d.side == Side::Japanese {
        e += kwai_modifier(state, supply, activating);
    }
    e.max(0) as u8
}

/// Where an activated unit started: its hex at activation when the offensive recorded one, else now.
fn started_in(state: &State, u: UnitId) -> Option<Hex> {
    let o = state.offensive.as_ref();
    let rec = o.and_then(|o| o.active.iter().chain(o.reaction.active.iter()).find(|a| a.unit == u));
    rec.map(|a| a.from).or_else(|| state.unit(u).loc.hex())
}

/// 13.79: the Kwai modifier of a Japanese activation.
fn kwai_modifier(state: &State, supply: &Supply, activating: &[UnitId]) -> i32 {
    let in_kwai_regions = |u: &UnitId| {
        let h = started_in(state, *u);
        h.and_then(|h| state.hex_data(h)).is_some_and(|x| KWAI_REGIONS.iter().any(|r| x.in_region(r)))
    };
    let burma: Vec<UnitId> = activating.iter().copied().filter(in_kwai_regions).collect();
    if burma.is_empty() {
        return 0;
    }
    let rangoon = command::named(state, "Rangoon");
    let japan_rangoon = rangoon != NONE && state.controller_ix(rangoon) == Side::Japanese;
    if !state.tracks.kwai {
        return if japan_rangoon || rangoon == NONE { 0 } else { -1 };
    }
    if japan_rangoon && burma.iter().any(|&u| supplied_along_kwai(state, supply, u)) {
        1
    } else {
        0
    }
}

/// 13.79: a Japanese unit traces a supply line that runs along the Bangkok–Rangoon route.
pub fn supplied_along_kwai(state: &State, supply: &Supply, u: UnitId) -> bool {
    let Some(h) = state.unit(u).loc.hex() else { return false };
    let board = Board::new(state);
    let i = board.geo.ix(h);
    if i == NONE || !state.tracks.kwai {
        return false;
    }
    let side = Side::Japanese;
    let ports = &supply.ports[idx(side)];
    let near_sources: Vec<HexIx> = (0..board.geo.len()).filter(|&x| ports[x]).map(|x| x as HexIx).collect();
    let near_port = overland(&board, side, &near_sources);
    let kwai = board.kwai.clone();
    let crossings = Crossings::new(&board, side, &supply.zoi);
    board.hqs[idx(side)].iter().filter(|h| supply.hq_supplied(h.unit) && may_command(state, h.unit, u)).any(|h| {
        let reach = hq_reach(&board, side, &crossings, ports, &near_port, h, Some(&kwai));
        reach[i as usize] != 0
    })
}

// ---------------------------------------------------------------------------------------------------
// General path questions.
// ---------------------------------------------------------------------------------------------------

/// A supply line of `side` of any length from `from` to `to` under the zones of `supply`, by the rules of
/// an HQ's LOC (6.21A–G, changing between sea and land in any friendly port). E.g. 17.27C: Townsville
/// isolated from Oahu.
pub fn traces_supply_line(state: &State, supply: &Supply, from: Hex, to: Hex, side: Side) -> bool {
    let board = Board::new(state);
    let (a, b) = (board.geo.ix(from), board.geo.ix(to));
    if a == NONE || b == NONE {
        return false;
    }
    let crossings = Crossings::new(&board, side, &supply.zoi);
    let s = Search { board: &board, side, crossings: &crossings, switching: Switching::AnyFriendlyPort, ports: &[], max_len: UNREACHED - 1, via: None };
    let dist = s.run(&[a]);
    dist.any(b as usize)
}

/// Per hex: a line of communication of `side` from an ultimate supply source (6.21B, 6.22) reaches it under
/// the zones of `supply`: an HQ of the side there would have its LOC. Placing one more HQ of the side
/// never shrinks what this says: the HQ blocks only the enemy's lines and supplies only its own side's
/// units, so the side's zones only grow and the enemy's only shrink at the new fixed point (see
/// [`fixed_point`]; both of its loops are monotone).
pub fn loc_hexes(state: &State, supply: &Supply, side: Side) -> Vec<bool> {
    let board = Board::new(state);
    let crossings = Crossings::new(&board, side, &supply.zoi);
    let s = Search { board: &board, side, crossings: &crossings, switching: Switching::AnyFriendlyPort, ports: &[], max_len: UNREACHED - 1, via: None };
    let dist = s.run(&board.sources[idx(side)]);
    (0..board.geo.len()).map(|i| dist.any(i)).collect()
}

/// Per hex: whether a line of communication of `side` could reach it (6.21B) in any position that differs
/// from `state` only by HQs of `side` placed in some of the hexes `placed`, whatever the zones there: the
/// lines of [`loc_hexes`] under no zone at all, from every hex that may be a source of the side, with
/// those hexes free of the enemy's sole occupation. A hex this says no to is never reached with the HQs
/// placed (zones, the sole occupation of a hex and a source's loss only take crossings and starts away),
/// so only the hexes it says yes to need the position's own supply (6.15's early returns).
pub fn loc_hexes_bound(state: &State, side: Side, placed: &[HexIx]) -> Vec<bool> {
    let mut board = Board::new(state);
    let me = idx(side);
    for &p in placed.iter().filter(|&&p| p != NONE) {
        board.enemy_only[me][p as usize] = false;
    }
    let sources: Vec<HexIx> = board.facts.source_candidates[me].iter().copied().filter(|&i| source_hex(state, side, i as usize)).collect();
    let crossings = Crossings::new(&board, side, &Zoi::none(board.geo.len()));
    let s = Search { board: &board, side, crossings: &crossings, switching: Switching::AnyFriendlyPort, ports: &[], max_len: UNREACHED - 1, via: None };
    let dist = s.run(&sources);
    (0..board.geo.len()).map(|i| dist.any(i)).collect()
}

/// A supply line of the Allies from `from` to the east map edge (6.25; 17.10.7B: Townsville cut off from
/// the east edge).
pub fn traces_to_east_edge(state: &State, supply: &Supply, from: Hex) -> bool {
    let board = Board::new(state);
    let a = board.geo.ix(from);
    if a == NONE {
        return false;
    }
    let crossings = Crossings::new(&board, Side::Allied, &supply.zoi);
    let s = Search { board: &board, side: Side::Allied, crossings: &crossings, switching: Switching::AnyFriendlyPort, ports: &[], max_len: UNREACHED - 1, via: None };
    let dist = s.run(&board.east);
    dist.any(a as usize)
}

/// 13.93: Japan is blockaded when no supply path (an HQ's LOC rules, any length) leads from a Japanese
/// ultimate supply source to a resource hex Japan holds.
pub fn japan_blockaded(state: &State, supply: &Supply) -> bool {
    let board = Board::new(state);
    let sources = board.sources[idx(Side::Japanese)].clone();
    if sources.is_empty() {
        return true;
    }
    let crossings = Crossings::new(&board, Side::Japanese, &supply.zoi);
    let s = Search { board: &board, side: Side::Japanese, crossings: &crossings, switching: Switching::AnyFriendlyPort, ports: &[], max_len: UNREACHED - 1, via: None };
    let dist = s.run(&sources);
    !board.geo.data.iter().enumerate().any(|(i, d)| {
        d.resource && state.control[i] == Side::Japanese && dist.any(i)
    })
}

/// 13.78: the Burma Road is open when (A) a transport route links Kunming with Rangoon and a sea line
/// free of un-neutralised Japanese zones leads from Rangoon to Madras or a map edge, or (B) a transport
/// route links Kunming with Madras through the built Jarhat/Ledo or Jarhat/Imphal routes. A route line
/// is broken by a hex solely occupied by Japanese ground, HQ or air units, and reaches the sea only in an
/// Allied-controlled Rangoon (6.21F).
pub fn burma_road_open(state: &State, supply: &Supply) -> bool {
    let board = Board::new(state);
    let (kunming, rangoon, madras) = (board.kunming, command::named(state, "Rangoon"), command::named(state, "Madras"));
    if kunming == NONE {
        return false;
    }
    let by_route = route_line(&board, Side::Allied, kunming);
    if madras != NONE && by_route[madras as usize] {
        return true;
    }
    if rangoon == NONE || !by_route[rangoon as usize] || !board.friendly_port(Side::Allied, rangoon as usize) {
        return false;
    }
    let crossings = Crossings::new(&board, Side::Allied, &supply.zoi);
    let s = Search { board: &board, side: Side::Allied, crossings: &crossings, switching: Switching::SeaOnly, ports: &[], max_len: UNREACHED - 1, via: None };
    let dist = s.run(&[rangoon]);
    (0..board.geo.len()).any(|i| {
        let edge = board.geo.data[i].edges.iter().any(|&e| e);
        (edge || i == madras as usize) && dist.by(i, SEA)
    })
}

/// The hexes linked to `from` by usable transport routes alone (land crossings, 6.21E).
fn route_line(board: &Board, side: Side, from: HexIx) -> Vec<bool> {
    let mut seen = vec![false; board.geo.len()];
    let mut stack = vec![from as usize];
    seen[from as usize] = true;
    while let Some(x) = stack.pop() {
        for (dir, s) in board.geo.sides[x].iter().enumerate() {
            let y = s.to as usize;
            if s.to == NONE || !s.land || board.routes[x] & (1 << dir) == 0 || seen[y] || board.enemy_only[idx(side)][y] {
                continue;
            }
            seen[y] = true;
            stack.push(y);
        }
    }
    seen
}
