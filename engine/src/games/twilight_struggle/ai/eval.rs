//! The static evaluation (docs/ai.md "Evaluation"): a position's worth in victory-point equivalents for
//! the US (negative: the USSR), turned into a winning chance.
//!
//! Terms, from the seed's strategy guide and the scoring rules:
//! - **VP** on the track;
//! - **regions**: each region's scoring as it would score now — presence, domination, control, +1 per
//!   battleground and per country next to the enemy superpower — plus partial credit toward control and
//!   a little for influence beyond it (safety against coups), weighted by how often the region will still
//!   be scored: its scoring card in a hand (it must be played this turn), in the draw pile, in the discards
//!   (after a reshuffle), not yet in the game, or removed; and the final scoring, weighted up as the game
//!   nears turn 10. Europe control with Europe Scoring in a hand is nearly a win. Southeast Asia counts
//!   its own scoring while that card is still to come;
//! - **military operations** short of DEFCON, weighted by the action rounds left to make them up;
//! - **space race** abilities, the **China Card** (its final point and its 4 ops), lasting **effects**;
//! - **cards in hand**: their ops, and the harm of the opponent's events a player will have to play
//!   (worse at DEFCON 2 for the DEFCON suicide cards, GUIDE §6).
//!
//! The total becomes a winning chance through a logistic curve whose scale shrinks as the game nears its
//! end (a lead of a few VP decides more in turn 10 than in turn 2).

use std::sync::{Arc, OnceLock};

use super::super::cards::*;
use super::super::data::{CardId, CountryId, Period, Region, TsData};
use super::super::state::{Player, State};
use super::values::{effect_value, event_value, lowers_defcon, owner, rounds_left, OP_VALUE};

/// Per-pack facts the evaluation reads often, gathered once.
pub struct Statics {
    pub hash: String,
    pub n: usize,
    pub region: Vec<Region>,
    pub stability: Vec<u8>,
    pub bg: Vec<bool>,
    pub adj_us: Vec<bool>,
    pub adj_ussr: Vec<bool>,
    pub sea_vp: Vec<u8>,
    pub members: [Vec<CountryId>; 6],
    /// Presence, domination, control VP per region (Europe's control wins the game: 0 here).
    pub levels: [[u8; 3]; 6],
    pub taiwan: Option<CountryId>,
    pub adjacent: Vec<Vec<CountryId>>,
}

impl Statics {
    fn build(d: &TsData) -> Statics {
        let n = d.countries.len();
        let mut members: [Vec<CountryId>; 6] = Default::default();
        for c in &d.countries {
            members[c.region as usize].push(c.id);
        }
        let mut sea_vp = vec![0u8; n];
        for &(c, v) in &d.southeast_asia_vp {
            sea_vp[c as usize] = v;
        }
        let mut levels = [[0u8; 3]; 6];
        for r in Region::ALL {
            let s = d.region_scoring(r);
            levels[r as usize] = [s.presence, s.domination, s.control];
        }
        Statics {
            hash: d.hash.clone(),
            n,
            region: d.countries.iter().map(|c| c.region).collect(),
            stability: d.countries.iter().map(|c| c.stability).collect(),
            bg: d.countries.iter().map(|c| c.battleground).collect(),
            adj_us: d.countries.iter().map(|c| c.adjacent_us).collect(),
            adj_ussr: d.countries.iter().map(|c| c.adjacent_ussr).collect(),
            sea_vp,
            members,
            levels,
            taiwan: d.country("taiwan"),
            adjacent: d.countries.iter().map(|c| c.adjacent.clone()).collect(),
        }
    }
}

/// The facts of `d` (the built-in pack's are kept; another pack's are gathered again).
pub fn statics(d: &TsData) -> Arc<Statics> {
    static BUILTIN: OnceLock<Arc<Statics>> = OnceLock::new();
    let b = BUILTIN.get_or_init(|| Arc::new(Statics::build(&super::super::data::builtin())));
    if b.hash == d.hash {
        b.clone()
    } else {
        Arc::new(Statics::build(d))
    }
}

/// The evaluation's weights (docs/ai.md "Evaluation", "Tuning"), in VP equivalents unless said otherwise.
/// [`Weights::HAND_SET`] are the weights set by hand from the strategy guide; the tuner (`sandtable tune
/// twilight-struggle`, scripts/ts-tune.sh) played them against themselves with each weight scaled by a
/// factor ([`crate::ai::weight_factor`], in the order of [`WEIGHT_NAMES`]), and [`Weights::BUILT_IN`],
/// what the game plays, is the hand-set weights scaled by the factors it learned ([`TUNED_FACTORS`]).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// Influence short of control: this much over the points control still needs…
    pub partial: f64,
    /// …plus this much for any influence at all.
    pub partial_floor: f64,
    /// A non-battleground's share of that credit (a battleground's is 1).
    pub partial_non_bg: f64,
    /// A controlled battleground (its +1 when its region scores, and a little more).
    pub bg_control: f64,
    /// A controlled non-battleground.
    pub non_bg_control: f64,
    /// A controlled country next to the enemy superpower (+1 when its region scores).
    pub next_to_enemy: f64,
    /// Each point beyond control (up to two), battleground and not.
    pub bg_safety: f64,
    pub non_bg_safety: f64,
    /// How much of a 3-op coup's chance to flip a country is taken off its control.
    pub exposure: f64,
    /// Presence, domination and control of each region as it would score now (a factor).
    pub levels: f64,
    /// The final scoring's weight of every region: this much plus…
    pub final_base: f64,
    /// …this much a turn.
    pub final_per_turn: f64,
    /// A scoring card in the draw pile (before turn 10).
    pub in_deck: f64,
    /// A scoring card in the discards (before turn 8).
    pub in_discards: f64,
    /// A Mid or Late War scoring card not yet in the game.
    pub to_come: f64,
    /// Europe control while Europe Scoring is not in a hand (it would end the game when scored).
    pub europe_control: f64,
    /// Military operations short of DEFCON (a factor on the weight by rounds left).
    pub milops: f64,
    /// The space race's abilities (a factor).
    pub space: f64,
    /// The China Card (a factor).
    pub china: f64,
    /// Lasting effects in play (a factor on `values::effect_value`).
    pub effects: f64,
    /// A card in hand: this much of its operations' worth…
    pub hand_ops: f64,
    /// …less this much of the harm of the opponent's event it fires…
    pub hand_harm: f64,
    /// …or plus this much of its own event's worth.
    pub hand_own_event: f64,
    /// A DEFCON suicide card in hand (a factor on 2.5 at DEFCON 3 or more, 2 at DEFCON 2 with a space
    /// attempt for it, 5 without).
    pub suicide: f64,
    /// Each card that must be played at DEFCON 2 and ends the game (`doomed_cards`).
    pub doomed: f64,
}

/// How many weights [`Weights`] has.
pub const WEIGHT_COUNT: usize = 25;

/// The names of [`Weights`]' fields, in the order of the tuner's factors.
pub const WEIGHT_NAMES: [&str; WEIGHT_COUNT] = [
    "partial",
    "partial_floor",
    "partial_non_bg",
    "bg_control",
    "non_bg_control",
    "next_to_enemy",
    "bg_safety",
    "non_bg_safety",
    "exposure",
    "levels",
    "final_base",
    "final_per_turn",
    "in_deck",
    "in_discards",
    "to_come",
    "europe_control",
    "milops",
    "space",
    "china",
    "effects",
    "hand_ops",
    "hand_harm",
    "hand_own_event",
    "suicide",
    "doomed",
];

/// The factors `scripts/ts-tune.sh` learned (docs/ai.md "Tuning"), in the order of [`WEIGHT_NAMES`].
pub const TUNED_FACTORS: [f64; WEIGHT_COUNT] = [
    2.459, // partial
    1.003, // partial_floor
    0.931, // partial_non_bg
    1.597, // bg_control
    1.007, // non_bg_control
    0.799, // next_to_enemy
    0.683, // bg_safety
    0.938, // non_bg_safety
    0.622, // exposure
    0.231, // levels
    0.808, // final_base
    0.937, // final_per_turn
    1.368, // in_deck
    0.818, // in_discards
    1.016, // to_come
    0.785, // europe_control
    0.69, // milops
    1.146, // space
    1.24, // china
    1.303, // effects
    3.203, // hand_ops
    0.555, // hand_harm
    0.798, // hand_own_event
    0.92, // suicide
    0.537, // doomed
];

/// The arena switch (`--b-tune 256`) that plays the hand-set weights: the evaluation before tuning.
pub const HAND_SET_SWITCH: u32 = 256;

impl Weights {
    /// The weights set by hand, before tuning.
    pub const HAND_SET: Weights = Weights {
        partial: 0.45,
        partial_floor: 0.04,
        partial_non_bg: 0.3,
        bg_control: 1.25,
        non_bg_control: 0.3,
        next_to_enemy: 1.0,
        bg_safety: 0.12,
        non_bg_safety: 0.04,
        exposure: 0.3,
        levels: 1.0,
        final_base: 0.3,
        final_per_turn: 0.07,
        in_deck: 0.55,
        in_discards: 0.3,
        to_come: 0.5,
        europe_control: 14.0,
        milops: 1.0,
        space: 1.0,
        china: 1.0,
        effects: 1.0,
        hand_ops: 0.25,
        hand_harm: 0.45,
        hand_own_event: 0.2,
        suicide: 1.0,
        doomed: 12.0,
    };

    /// The weights the game plays: the hand-set ones scaled by the tuner's factors.
    pub const BUILT_IN: Weights = Weights::HAND_SET.scaled(&TUNED_FACTORS);

    /// These weights, each multiplied by its factor.
    pub const fn scaled(&self, f: &[f64; WEIGHT_COUNT]) -> Weights {
        Weights {
            partial: self.partial * f[0],
            partial_floor: self.partial_floor * f[1],
            partial_non_bg: self.partial_non_bg * f[2],
            bg_control: self.bg_control * f[3],
            non_bg_control: self.non_bg_control * f[4],
            next_to_enemy: self.next_to_enemy * f[5],
            bg_safety: self.bg_safety * f[6],
            non_bg_safety: self.non_bg_safety * f[7],
            exposure: self.exposure * f[8],
            levels: self.levels * f[9],
            final_base: self.final_base * f[10],
            final_per_turn: self.final_per_turn * f[11],
            in_deck: self.in_deck * f[12],
            in_discards: self.in_discards * f[13],
            to_come: self.to_come * f[14],
            europe_control: self.europe_control * f[15],
            milops: self.milops * f[16],
            space: self.space * f[17],
            china: self.china * f[18],
            effects: self.effects * f[19],
            hand_ops: self.hand_ops * f[20],
            hand_harm: self.hand_harm * f[21],
            hand_own_event: self.hand_own_event * f[22],
            suicide: self.suicide * f[23],
            doomed: self.doomed * f[24],
        }
    }

    /// The weights this thread plays with: the built-in ones (the hand-set ones under the arena switch
    /// [`HAND_SET_SWITCH`]), each scaled by the tuner's factor when one is set
    /// ([`crate::ai::weight_factor`]).
    pub fn current() -> Weights {
        let base = if crate::ai::tuning() & HAND_SET_SWITCH != 0 { Weights::HAND_SET } else { Weights::BUILT_IN };
        if !crate::ai::weights_tuned() {
            return base;
        }
        let f: [f64; WEIGHT_COUNT] = std::array::from_fn(crate::ai::weight_factor);
        base.scaled(&f)
    }
}

/// The scoring card of each region, in `Region::ALL` order.
const SCORING_CARDS: [CardId; 6] = [EUROPE_SCORING, ASIA_SCORING, MIDDLE_EAST_SCORING, AFRICA_SCORING, CENTRAL_AMERICA_SCORING, SOUTH_AMERICA_SCORING];

/// What the evaluation of one position needs besides the board: the weight of each region.
pub struct Ctx {
    pub st: Arc<Statics>,
    /// How much each region's standing now is worth (expected scorings to come).
    pub w: [f64; 6],
    /// The weight of Southeast Asia Scoring.
    pub sea_w: f64,
    /// Europe Scoring is in a hand: Europe control wins this turn.
    pub europe_now: bool,
    /// Formosan Resolution in effect (Taiwan a battleground when the US controls it).
    pub formosan: bool,
    pub defcon: u8,
    /// Levels count half on secure countries only.
    pub secure_levels: bool,
    /// The weights ([`Weights::current`]).
    pub k: Weights,
}

/// Where a card is, for the weight of a scoring card.
fn card_weight(state: &State, card: CardId, k: &Weights) -> f64 {
    let late = state.turn >= 8;
    if state.hands[0].contains(&card) || state.hands[1].contains(&card) || state.table.contains(&card) {
        1.0
    } else if state.deck.contains(&card) {
        if state.turn >= 10 { 0.25 } else { k.in_deck }
    } else if state.discard.contains(&card) {
        if late { 0.12 } else { k.in_discards }
    } else if state.removed.contains(&card) {
        0.0
    } else {
        // Not yet in the game (a Mid War card before turn 4).
        let d = state.data().cards[card as usize].period;
        match d {
            Period::Early => 0.0,
            Period::Mid | Period::Late => {
                if crate::ai::tuning() & 2 != 0 {
                    0.25
                } else {
                    k.to_come
                }
            }
        }
    }
}

impl Ctx {
    pub fn new(state: &State) -> Ctx {
        let st = statics(state.data());
        let k = Weights::current();
        let turn = state.turn.max(1) as f64;
        // The final scoring counts every region; it matters more as the end nears.
        let final_w = k.final_base + k.final_per_turn * turn;
        let mut w = [0.0; 6];
        for r in Region::ALL {
            w[r as usize] = final_w + card_weight(state, SCORING_CARDS[r as usize], &k);
        }
        let sea_w = card_weight(state, SOUTHEAST_ASIA_SCORING, &k);
        let europe_now = card_weight(state, EUROPE_SCORING, &k) >= 1.0;
        let tune = crate::ai::tuning();
        Ctx {
            st,
            w,
            sea_w,
            europe_now,
            formosan: state.has(FORMOSAN_RESOLUTION),
            defcon: state.defcon,
            secure_levels: tune & 1 != 0,
            k,
        }
    }
}

/// Control of a country: +1 the US, −1 the USSR, 0 nobody (TS CMP §1-7).
#[inline]
pub fn control(ussr: u8, us: u8, stability: u8) -> i8 {
    if us >= stability && us >= ussr + stability {
        1
    } else if ussr >= stability && ussr >= us + stability {
        -1
    } else {
        0
    }
}

/// One country's part of its region's worth (US positive), who controls it, and whether it counts as a
/// battleground.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Term {
    pub v: f64,
    pub ctl: i8,
    pub bg: bool,
    /// Controlled and unlikely to be flipped by a coup soon (or coups are barred there).
    pub secure: bool,
}

/// How likely a typical 3-op coup flips control of a country of stability `s` held with `excess` points
/// beyond what control needs: 3 + die − 2s must exceed the excess (TS OPS §3).
fn flip_chance(s: u8, excess: u8) -> f64 {
    ((9.0 - excess as f64 - 2.0 * s as f64) / 6.0).clamp(0.0, 1.0)
}

/// A country's term: control is worth its scoring (+1 a battleground, +1 next to the enemy superpower)
/// and a little more, less the risk that a coup flips it (where coups are allowed at this DEFCON);
/// influence short of control earns partial credit (closer is worth more).
#[inline]
pub fn country_term(ctx: &Ctx, c: usize, inf: [u8; 2]) -> Term {
    let st = &*ctx.st;
    let s = st.stability[c];
    let [ussr, us] = inf;
    let ctl = control(ussr, us, s);
    let bg = st.bg[c] || (ctx.formosan && Some(c as CountryId) == st.taiwan && ctl == 1);
    let k = &ctx.k;
    let weight = if bg { 1.0 } else { k.partial_non_bg };
    let mut v = 0.0;
    let mut secure = false;
    match ctl {
        0 => {
            for (side, sign) in [(1usize, 1.0), (0usize, -1.0)] {
                let mine = inf[side];
                if mine == 0 {
                    continue;
                }
                let theirs = inf[1 - side];
                let need = (theirs + s).max(s).saturating_sub(mine).max(1) as f64;
                v += sign * weight * (k.partial / need + k.partial_floor);
            }
        }
        _ => {
            let (mine, theirs, adj_enemy) = if ctl == 1 { (us, ussr, st.adj_ussr[c]) } else { (ussr, us, st.adj_us[c]) };
            let excess = mine - theirs - s;
            let worth = if bg { k.bg_control } else { k.non_bg_control } + if adj_enemy { k.next_to_enemy } else { 0.0 };
            let safety = excess.min(2) as f64 * if bg { k.bg_safety } else { k.non_bg_safety };
            // Coups: forbidden in the region at this DEFCON, or (battlegrounds) suicidal at DEFCON 2.
            let open = !super::super::defcon::region_closed(ctx.defcon, st.region[c]) && !(bg && ctx.defcon <= 2);
            let flip = if open { flip_chance(s, excess) } else { 0.0 };
            secure = flip <= 0.5;
            v = ctl as f64 * (worth * (1.0 - ctx.k.exposure * flip) + safety);
        }
    }
    Term { v, ctl, bg, secure }
}

/// A region's countries summed: the terms, and the controlled countries and battlegrounds of each side.
#[derive(Clone, Copy, Debug, Default)]
pub struct Agg {
    pub sum: f64,
    /// `[ussr, us]` × `[countries, battlegrounds]`.
    pub counts: [[i32; 2]; 2],
    /// The same, secure countries only.
    pub secure: [[i32; 2]; 2],
    pub all_bg: i32,
}

impl Agg {
    pub fn add(&mut self, t: Term, sign: i32) {
        self.sum += sign as f64 * t.v;
        self.all_bg += sign * t.bg as i32;
        if t.ctl != 0 {
            let side = (t.ctl == 1) as usize;
            self.counts[side][0] += sign;
            self.counts[side][1] += sign * t.bg as i32;
            if t.secure {
                self.secure[side][0] += sign;
                self.secure[side][1] += sign * t.bg as i32;
            }
        }
    }
}

/// A region's level term (TS VIC §1-1), US positive: presence, domination, control; Europe control wins
/// (nearly a win already when Europe Scoring is in a hand).
pub fn level_value(ctx: &Ctx, r: Region, a: &Agg) -> f64 {
    let now = levels_net(ctx, r, &a.counts, a.all_bg);
    if !ctx.secure_levels {
        return ctx.k.levels * now;
    }
    // Half the level as it stands, half as it stands on the countries a coup will hardly flip: a
    // presence held by one country of stability 1 is not yet a presence.
    let safe = levels_net(ctx, r, &a.secure, a.all_bg);
    ctx.k.levels * 0.5 * (now + safe)
}

fn levels_net(ctx: &Ctx, r: Region, counts: &[[i32; 2]; 2], all_bg: i32) -> f64 {
    let levels = ctx.st.levels[r as usize];
    let level = |p: usize| -> f64 {
        let (n, bg) = (counts[p][0], counts[p][1]);
        let (on, obg) = (counts[1 - p][0], counts[1 - p][1]);
        if n > on && bg == all_bg && all_bg > 0 {
            if r == Region::Europe {
                if ctx.europe_now {
                    40.0
                } else {
                    ctx.k.europe_control
                }
            } else {
                levels[2] as f64
            }
        } else if n > on && bg > obg && bg >= 1 && n > bg {
            levels[1] as f64
        } else if n >= 1 {
            levels[0] as f64
        } else {
            0.0
        }
    };
    level(1) - level(0)
}

/// One region's aggregate with influence `inf`.
pub fn region_agg(ctx: &Ctx, inf: &[[u8; 2]], r: Region) -> Agg {
    let mut a = Agg::default();
    for &c in &ctx.st.members[r as usize] {
        a.add(country_term(ctx, c as usize, inf[c as usize]), 1);
    }
    a
}

/// One region's worth now (US positive) with influence `inf`: its scoring, partial credit toward
/// control and safety beyond it. Not yet weighted.
pub fn region_value(ctx: &Ctx, inf: &[[u8; 2]], r: Region) -> f64 {
    let a = region_agg(ctx, inf, r);
    a.sum + level_value(ctx, r, &a)
}

/// Southeast Asia Scoring's worth now (US positive), not yet weighted.
pub fn sea_value(ctx: &Ctx, inf: &[[u8; 2]]) -> f64 {
    let st = &*ctx.st;
    let mut v = 0.0;
    for &c in &st.members[Region::Asia as usize] {
        let ci = c as usize;
        if st.sea_vp[ci] > 0 {
            let [ussr, us] = inf[ci];
            v += control(ussr, us, st.stability[ci]) as f64 * st.sea_vp[ci] as f64;
        }
    }
    v
}

/// The weighted worth of the whole map (US positive).
pub fn board_value(ctx: &Ctx, inf: &[[u8; 2]]) -> f64 {
    let mut v = 0.0;
    for r in Region::ALL {
        v += ctx.w[r as usize] * region_value(ctx, inf, r);
    }
    if ctx.sea_w > 0.0 {
        v += ctx.sea_w * sea_value(ctx, inf);
    }
    v
}

/// How a card in `p`'s hand weighs (US positive for the US) under the weights `k`: its ops, minus the
/// harm of an opponent's event it will cost to play.
pub fn hand_card_value(state: &State, card: CardId, p: Player, k: &Weights) -> f64 {
    let c = &state.data().cards[card as usize];
    if c.scoring {
        return 0.0;
    }
    let ops = super::super::ops::card_ops(state, p, card) as f64;
    let own = owner(state, card, p);
    let mut v = k.hand_ops * ops * OP_VALUE;
    if own != p {
        let harm = event_value(state, card, own).max(0.0);
        v -= k.hand_harm * harm;
        // A DEFCON suicide card (GUIDE §6) gets stuck in the hand once DEFCON falls to 2.
        if super::values::dangerous_for(state, card, p) {
            let spaceable = super::super::space::may_attempt(state, p, super::super::ops::card_ops(state, p, card));
            v -= k.suicide
                * if state.defcon > 2 {
                    2.5
                } else if spaceable {
                    2.0
                } else {
                    5.0
                };
        }
    } else if c.side != super::super::data::Side::Neutral {
        v += k.hand_own_event * event_value(state, card, p).clamp(0.0, 4.0);
    }
    v
}

/// How much one point of military ops short of DEFCON weighs with `left` action rounds still to play,
/// under the weights `k`.
pub fn shortfall_weight(left: u8, k: &Weights) -> f64 {
    let by_rounds = match left {
        0 => 1.0,
        1 => 0.6,
        2 => 0.35,
        3 => 0.2,
        _ => 0.1,
    };
    k.milops * by_rounds
}

/// A card whose event, fired by its owner in the other side's round, can end the game at DEFCON 2
/// (GUIDE §6-1, §6-2).
pub fn is_dsc(card: CardId) -> bool {
    lowers_defcon(card) || super::values::gives_owner_coup(card)
}

/// The position's worth for the US in VP equivalents (negative: the USSR is ahead).
pub fn score(state: &State, ctx: &Ctx) -> f64 {
    let mut v = state.vp as f64;
    v += board_value(ctx, &state.influence);
    // Military operations short of DEFCON cost VP at the end of the turn (TS DEF §2-1).
    let short = |p: Player| (state.defcon as i32 - state.milops[p.idx()] as i32).max(0) as f64;
    if state.action_round > 0 {
        v -= short(Player::Us) * shortfall_weight(rounds_left(state, Player::Us), &ctx.k);
        v += short(Player::Ussr) * shortfall_weight(rounds_left(state, Player::Ussr), &ctx.k);
    }
    // The space race's abilities (the VP are on the track already).
    let turns_left = (10 - state.turn.min(10)) as f64;
    for p in Player::BOTH {
        let sign = if p == Player::Us { 1.0 } else { -1.0 };
        let mut a = 0.0;
        for (b, worth) in [(2u8, 0.25), (4, 0.5), (6, 0.4), (8, 1.2)] {
            if super::super::space::ability(state, p, b) {
                a += worth * (0.3 + 0.07 * turns_left);
            }
        }
        v += sign * ctx.k.space * a;
    }
    // The China Card: a point at the final scoring and a 4-op card (TS CHN).
    if let Some(h) = state.china.holder {
        let sign = if h == Player::Us { 1.0 } else { -1.0 };
        v += sign * ctx.k.china * (1.0 + if state.china.face_up { 1.3 } else { 0.9 });
    }
    for e in &state.effects {
        v += ctx.k.effects * effect_value(state, e.card, e.player);
    }
    for p in Player::BOTH {
        let sign = if p == Player::Us { 1.0 } else { -1.0 };
        let hand: f64 = state.hand(p).iter().map(|&c| hand_card_value(state, c, p, &ctx.k)).sum();
        v += sign * hand;
        v -= sign * ctx.k.doomed * doomed_cards(state, p) as f64;
    }
    v
}

/// At DEFCON 2, the cards `p` will have to play this turn that end the game against them (GUIDE §6: DEFCON
/// suicide cards beyond what the hand can keep to the next turn and the space race can discard).
pub fn doomed_cards(state: &State, p: Player) -> usize {
    if state.defcon != 2 || state.action_round == 0 {
        return 0;
    }
    unplaceable_dangerous(state, p)
}

/// The chance that the opponent brings DEFCON from 3 to 2 (a battleground coup, a DEFCON event; TS DEF
/// §1-2) before a card [`exposed_cards`] counts can be spent, and so the chance that card ends the game
/// against its holder (reconstructed; docs/ai.md, "Suicide cards at DEFCON 3").
const EXPOSED_RISK: f64 = 0.35;

/// At DEFCON 3, the cards that would be doomed if the opponent brought DEFCON to 2 now: the DEFCON suicide
/// cards the hand could no longer keep or send to the space race. Spending one while DEFCON is 3, when
/// its event costs operations and not the game, was the cure docs/ai.md's analysis of seeds 766 and 801
/// named (the opponent's coup set DEFCON 2 over a hand that held more suicide cards than it could place).
pub fn exposed_cards(state: &State, p: Player) -> usize {
    if state.defcon != 3 || state.action_round == 0 {
        return 0;
    }
    unplaceable_dangerous(state, p)
}

/// The dangerous cards in `p`'s hand (`dangerous_for`) beyond what the rounds left let the hand keep and
/// the space race can take, if DEFCON is 2. In the headline phase the headline counts as a play.
pub fn unplaceable_dangerous(state: &State, p: Player) -> usize {
    unplaceable_dangerous_sparing(state, p, 0)
}

/// [`unplaceable_dangerous`] with `spare` cards fewer kept to the next turn: as if the opponent took that
/// many cards from the hand before it is played out (super::safety::SPARE).
pub fn unplaceable_dangerous_sparing(state: &State, p: Player, spare: usize) -> usize {
    let hand = state.hand(p);
    let dangerous = |c: CardId| super::values::dangerous_for(state, c, p);
    let k = hand.iter().filter(|&&c| dangerous(c)).count();
    if k == 0 {
        return 0;
    }
    let left = rounds_left(state, p) as usize;
    let keep = hand.len().saturating_sub(left + spare);
    let space_left = (super::super::space::attempts_allowed(state, p).saturating_sub(state.space_attempts[p.idx()])) as usize;
    let spaceable = hand
        .iter()
        .filter(|&&c| dangerous(c) && super::super::space::may_attempt(state, p, super::super::ops::card_ops(state, p, c)))
        .count()
        .min(space_left);
    k.saturating_sub(keep + spaceable)
}

/// The chance that `player` wins from this position.
pub fn win_chance(state: &State, player: Player) -> f64 {
    let ctx = Ctx::new(state);
    let s = score(state, &ctx);
    let turn = state.turn.clamp(1, 10) as f64;
    let scale = 3.5 + 0.55 * (10.0 - turn);
    let us = 1.0 / (1.0 + (-s / scale).exp());
    let us = if crate::ai::tuning() & 2 != 0 { with_exposure(state, us) } else { us };
    match player {
        Player::Us => us,
        Player::Ussr => 1.0 - us,
    }
}

/// `us`, the US's chance, with the games each side may lose at DEFCON 3 by a suicide card it cannot get
/// rid of before DEFCON falls ([`exposed_cards`]): the US's suicide takes from its wins, the USSR's adds
/// to them. A side already losing gambles on holding, a side ahead spends the card. An experiment behind
/// arena switch 2, not adopted: level 2 gained less than the noise with it, and level 3 with it lost
/// to level 3 without (docs/ai.md, "Suicide cards at DEFCON 3").
fn with_exposure(state: &State, us: f64) -> f64 {
    let lost = |p: Player| 1.0 - (1.0 - EXPOSED_RISK).powi(exposed_cards(state, p) as i32);
    let (us_lost, ussr_lost) = (lost(Player::Us), lost(Player::Ussr));
    us * (1.0 - us_lost) + (1.0 - us) * ussr_lost
}
