//! The playout policy (docs/ai.md "Playouts"): a score for every legal action, from the evaluation's own
//! terms, cheap enough to play thousands of action rounds a second.
//!
//! - Influence (operations, events, setup): the change of the weighted board value that one point makes,
//!   per op it costs.
//! - Coups and realignments: the expected change over every die roll; a battleground coup at DEFCON 2 is
//!   never taken (it loses the game); a coup's military ops count where they are still short.
//! - The card of an action round: the best of its uses — its own event (values.rs), its ops placed
//!   greedily, a coup or realignment, the space race (which discards an opponent's event) — less the harm
//!   of an opponent's event it fires; scoring cards are played when they pay; the China Card costs the card.
//! - Rare decisions (an event's named choice, a card from a list, a country to target): each answer is
//!   tried on a copy and scored by the static evaluation.
//!
//! Hard rules (GUIDE §6): never an own move to DEFCON 1, never an event at DEFCON 2 that lets the opponent
//! end the game (DEFCON suicide cards), never a coup under the opponent's Cuban Missile Crisis.

use super::super::cards::*;
use super::super::data::{CardId, CountryId, Region};
use super::super::influence::{access, cost};
use super::super::ops::{self, card_ops, coup_modifier, CIVIL_WAR};
use super::super::state::{Choice, InfluenceMode, OpsKind, Player, State, Step, Use};
use super::super::events::picks;
use super::super::{coup, events, play, scoring, setup, space, turn, Action, TwilightStruggle};
use super::eval::{board_value, country_term, level_value, win_chance, Agg, Ctx, Term, Weights};
use super::values::{event_value, owner, rounds_left, suicide_at_defcon2, OP_VALUE};
use crate::{Game, Rng};

/// A move that loses the game.
pub const LOSES: f64 = -1000.0;

/// The board as a scratch copy, to price single changes of influence from one side's point of view. Each
/// country's term and each region's sum are kept, so one change costs one country's term, not a region's.
struct Local {
    ctx: Ctx,
    inf: Vec<[u8; 2]>,
    terms: Vec<Term>,
    agg: [Agg; 6],
    /// Each region's level term now.
    level: [f64; 6],
    /// +1 for the US, −1 for the USSR.
    sign: f64,
}

impl Local {
    fn new(state: &State, p: Player) -> Local {
        let ctx = Ctx::new(state);
        let inf = state.influence.clone();
        let terms: Vec<Term> = (0..inf.len()).map(|c| country_term(&ctx, c, inf[c])).collect();
        let mut agg = [Agg::default(); 6];
        for (c, t) in terms.iter().enumerate() {
            agg[ctx.st.region[c] as usize].add(*t, 1);
        }
        let mut level = [0.0; 6];
        for r in Region::ALL {
            level[r as usize] = level_value(&ctx, r, &agg[r as usize]);
        }
        Local { ctx, inf, terms, agg, level, sign: if p == Player::Us { 1.0 } else { -1.0 } }
    }

    fn region_of(&self, c: CountryId) -> Region {
        self.ctx.st.region[c as usize]
    }

    /// The weighted value change (for the deciding side) if the influence in `c` becomes `new`.
    fn delta_to(&mut self, c: CountryId, new: [u8; 2]) -> f64 {
        if c == CIVIL_WAR || c as usize >= self.inf.len() {
            return 0.0;
        }
        let ci = c as usize;
        if self.inf[ci] == new {
            return 0.0;
        }
        let r = self.region_of(c) as usize;
        let old = self.terms[ci];
        let t = country_term(&self.ctx, ci, new);
        let mut a = self.agg[r];
        a.add(old, -1);
        a.add(t, 1);
        let lv = if a.counts == self.agg[r].counts && a.secure == self.agg[r].secure && a.all_bg == self.agg[r].all_bg { self.level[r] } else { level_value(&self.ctx, self.region_of(c), &a) };
        let mut d = self.ctx.w[r] * (t.v - old.v + lv - self.level[r]);
        let sea = self.ctx.st.sea_vp[ci];
        if self.ctx.sea_w > 0.0 && sea > 0 {
            d += self.ctx.sea_w * sea as f64 * (t.ctl - old.ctl) as f64;
        }
        self.sign * d
    }

    /// The change if `side`'s influence in `c` becomes `to`.
    fn delta_set(&mut self, c: CountryId, side: Player, to: u8) -> f64 {
        if c == CIVIL_WAR || c as usize >= self.inf.len() {
            return 0.0;
        }
        let mut n = self.inf[c as usize];
        n[side.idx()] = to;
        self.delta_to(c, n)
    }

    fn delta_add(&mut self, c: CountryId, side: Player, n: i32) -> f64 {
        if c == CIVIL_WAR || c as usize >= self.inf.len() {
            return 0.0;
        }
        let old = self.inf[c as usize][side.idx()] as i32;
        self.delta_set(c, side, (old + n).clamp(0, 60) as u8)
    }

    /// Makes a change for good (a greedy simulation goes on from it).
    fn commit(&mut self, c: CountryId, side: Player, n: i32) {
        let ci = c as usize;
        let r = self.region_of(c) as usize;
        let old = self.inf[ci][side.idx()] as i32;
        self.inf[ci][side.idx()] = (old + n).clamp(0, 60) as u8;
        let t = country_term(&self.ctx, ci, self.inf[ci]);
        self.agg[r].add(self.terms[ci], -1);
        self.agg[r].add(t, 1);
        self.terms[ci] = t;
        self.level[r] = level_value(&self.ctx, self.region_of(c), &self.agg[r]);
    }

    fn controller(&self, c: CountryId) -> i8 {
        self.terms[c as usize].ctl
    }

    /// Saves what a greedy simulation changes.
    fn save(&self) -> (Vec<[u8; 2]>, Vec<Term>, [Agg; 6], [f64; 6]) {
        (self.inf.clone(), self.terms.clone(), self.agg, self.level)
    }

    fn restore(&mut self, saved: (Vec<[u8; 2]>, Vec<Term>, [Agg; 6], [f64; 6])) {
        (self.inf, self.terms, self.agg, self.level) = saved;
    }
}

/// The expected value of a coup by `p` with `ops` in `c`, over the six rolls (TS OPS §3).
fn coup_value(state: &State, local: &mut Local, p: Player, c: CountryId, ops: u8, free: bool) -> f64 {
    if let Some(e) = state.effect(CUBAN_MISSILE_CRISIS) {
        if e.player != p {
            return LOSES;
        }
    }
    let st = local.ctx.st.clone();
    let bg = st.bg[c as usize];
    let degrade = bg && !(p == Player::Us && state.has(NUCLEAR_SUBS));
    if degrade && state.defcon <= 2 {
        // DEFCON 1: the phasing player loses, whoever made the coup (TS DEF §1-3).
        return if state.phasing == p { LOSES } else { -LOSES };
    }
    let stability = st.stability[c as usize] as i32;
    let m = coup_modifier(state, c, p);
    let opp = p.opponent();
    let theirs = local.inf[c as usize][opp.idx()] as i32;
    let mut total = 0.0;
    for d in 1..=6 {
        let margin = ops as i32 + d + m - 2 * stability;
        if margin <= 0 {
            continue;
        }
        let removed = theirs.min(margin);
        let added = margin - removed;
        let mut n = local.inf[c as usize];
        n[opp.idx()] = (theirs - removed) as u8;
        n[p.idx()] = (n[p.idx()] as i32 + added).min(60) as u8;
        total += local.delta_to(c, n);
    }
    let mut v = total / 6.0;
    if degrade && state.defcon == 3 {
        v -= 0.4;
    }
    let _ = free;
    v
}

/// The expected value of one realignment roll by `p` in `c` (TS OPS §2), over the 36 rolls.
fn realign_value(state: &State, local: &mut Local, p: Player, c: CountryId) -> f64 {
    let opp = p.opponent();
    let mine_mod = coup::realign_modifier(state, c, p) + ops::realign_roll_modifier(state, p);
    let their_mod = coup::realign_modifier(state, c, opp) + ops::realign_roll_modifier(state, opp);
    let (mine, theirs) = (local.inf[c as usize][p.idx()] as i32, local.inf[c as usize][opp.idx()] as i32);
    // Deltas for removing k of either side's influence, computed once.
    let mut lose_theirs = [0.0; 7];
    let mut lose_mine = [0.0; 7];
    for k in 1..=6usize {
        if (k as i32) <= theirs {
            lose_theirs[k] = local.delta_set(c, opp, (theirs - k as i32) as u8);
        } else {
            lose_theirs[k] = lose_theirs[k - 1];
        }
        if (k as i32) <= mine {
            lose_mine[k] = local.delta_set(c, p, (mine - k as i32) as u8);
        } else {
            lose_mine[k] = lose_mine[k - 1];
        }
    }
    let mut total = 0.0;
    for a in 1..=6 {
        for b in 1..=6 {
            let x = a + mine_mod - (b + their_mod);
            if x > 0 {
                total += lose_theirs[(x as usize).min(6)];
            } else if x < 0 {
                total += lose_mine[((-x) as usize).min(6)];
            }
        }
    }
    total / 36.0
}

/// The value of up to 5 ops placed greedily (one point at a time, the best change per op each time) by `p`
/// with access as at the round's start: entry k is the value of k ops.
fn greedy_placement(state: &State, local: &mut Local, p: Player) -> [f64; 6] {
    let reach = access(state.data(), &state.round_start, p);
    let banned = state.effect(CHERNOBYL).and_then(|e| e.region).filter(|_| p == Player::Ussr);
    let saved = local.save();
    let enemy = if p == Player::Us { -1 } else { 1 };
    let n = local.inf.len();
    // Each reachable country's change per op, recomputed only in the region a point went to.
    let mut gain: Vec<(f64, u8)> = vec![(f64::NEG_INFINITY, 1); n];
    let price = |local: &mut Local, c: usize| -> (f64, u8) {
        let cost = if local.controller(c as CountryId) == enemy { 2 } else { 1 };
        (local.delta_add(c as CountryId, p, 1) / cost as f64, cost)
    };
    for c in 0..n {
        if reach[c] && Some(local.ctx.st.region[c]) != banned {
            gain[c] = price(local, c);
        }
    }
    let mut out = [0.0; 6];
    let mut spent = 0usize;
    let mut total = 0.0;
    while spent < 5 {
        let left = 5 - spent;
        let mut best: Option<(f64, usize, u8)> = None;
        for (c, &(d, cost)) in gain.iter().enumerate() {
            if d > f64::NEG_INFINITY && (cost as usize) <= left && best.is_none_or(|b| d > b.0) {
                best = Some((d, c, cost));
            }
        }
        let Some((d, c, cost)) = best else { break };
        if d <= 0.0 {
            break;
        }
        total += d * cost as f64;
        local.commit(c as CountryId, p, 1);
        for k in spent + 1..=(spent + cost as usize).min(5) {
            out[k] = total;
        }
        spent += cost as usize;
        let r = local.ctx.st.region[c];
        let members = local.ctx.st.members[r as usize].clone();
        for m in members {
            if gain[m as usize].0 > f64::NEG_INFINITY {
                gain[m as usize] = price(local, m as usize);
            }
        }
    }
    for k in spent + 1..6 {
        out[k] = total;
    }
    local.restore(saved);
    out
}

/// The best coup `p` can make with `ops` (and the military ops it earns).
fn best_coup(state: &State, local: &mut Local, p: Player, ops: u8) -> Option<f64> {
    let targets = ops::coup_targets(state, p, &None, false);
    let mut best: Option<f64> = None;
    for c in targets {
        let v = coup_value(state, local, p, c, ops, false);
        if best.is_none_or(|b| v > b) {
            best = Some(v);
        }
    }
    best.map(|b| if b <= LOSES / 2.0 { b } else { b + milops_value(state, p, ops, &local.ctx.k) })
}

/// Military ops a coup earns, worth the VP they save at the end of the turn — as the evaluation counts
/// a shortfall: more the fewer rounds are left to make it up.
fn milops_value(state: &State, p: Player, ops: u8, k: &Weights) -> f64 {
    let short = (state.defcon as i32 - state.milops[p.idx()] as i32).max(0);
    let left = rounds_left(state, p).saturating_sub(1);
    (short.min(ops as i32)) as f64 * super::eval::shortfall_weight(left, k)
}

fn best_realign(state: &State, local: &mut Local, p: Player) -> Option<f64> {
    let targets = ops::realign_targets(state, p, &None, false);
    targets.into_iter().map(|c| realign_value(state, local, p, c)).reduce(f64::max)
}

/// The value of a space race attempt with this card: the box's VP times the chance, plus the harm of the
/// opponent's event it keeps from firing.
fn space_value(state: &State, p: Player, card: CardId) -> f64 {
    let next = state.space[p.idx()] as usize + 1;
    let Some(b) = state.data().space.get(next) else { return 0.0 };
    let first = state.space[p.opponent().idx()] < b.box_no;
    let vp = if first { b.vp_first } else { b.vp_second } as f64;
    let chance = b.max_roll as f64 / 6.0;
    chance * (vp + 0.3) + harm(state, card, p).min(100.0)
}

/// The harm to `p` of the opponent's event that playing `card` for operations fires (100 for an event
/// that ends the game at DEFCON 2).
pub fn harm(state: &State, card: CardId, p: Player) -> f64 {
    if card == CHINA_CARD || state.data().cards[card as usize].scoring {
        return 0.0;
    }
    let own = owner(state, card, p);
    if own == p || !events::playable(state, card, own, false) {
        return 0.0;
    }
    if suicide_at_defcon2(state, card, own, p) {
        100.0
    } else {
        event_value(state, card, own).max(0.0)
    }
}

/// The values of each way `p` may use `card` now: (use, value).
fn use_values(state: &State, local: &mut Local, p: Player, card: CardId, uses: &[Use], cache: &mut Cache) -> Vec<f64> {
    let ops = card_ops(state, p, card);
    let harm = match harm(state, card, p) {
        h if h >= 100.0 => -LOSES,
        h => h,
    };
    uses.iter()
        .map(|u| match u {
            Use::Event => {
                if suicide_at_defcon2(state, card, p, p) {
                    LOSES
                } else {
                    event_value(state, card, p)
                }
            }
            Use::Ops(OpsKind::Influence) => cache.place(state, local, p, ops) - harm,
            Use::Ops(OpsKind::Coup) => cache.coup(state, local, p, ops).unwrap_or(LOSES) - harm,
            Use::Ops(OpsKind::Realign) => cache.realign(state, local, p).map_or(LOSES, |v| v * ops as f64 * 0.8) - harm,
            Use::Ops(OpsKind::Space) => space_value(state, p, card),
        })
        .collect()
}

/// Values computed once per decision.
#[derive(Default)]
struct Cache {
    place: Option<[f64; 6]>,
    coup: [Option<Option<f64>>; 8],
    realign: Option<Option<f64>>,
}

impl Cache {
    fn place(&mut self, state: &State, local: &mut Local, p: Player, ops: u8) -> f64 {
        self.place.get_or_insert_with(|| greedy_placement(state, local, p))[(ops as usize).min(5)]
    }
    fn coup(&mut self, state: &State, local: &mut Local, p: Player, ops: u8) -> Option<f64> {
        let i = (ops as usize).min(7);
        *self.coup[i].get_or_insert_with(|| best_coup(state, local, p, ops))
    }
    fn realign(&mut self, state: &State, local: &mut Local, p: Player) -> Option<f64> {
        *self.realign.get_or_insert_with(|| best_realign(state, local, p))
    }
}

/// The net VP (for `p`) of scoring `card` now.
fn scoring_now(state: &State, card: CardId, p: Player) -> f64 {
    let sign = if p == Player::Us { 1.0 } else { -1.0 };
    if card == SOUTHEAST_ASIA_SCORING {
        let vp = scoring::southeast_asia(state);
        return sign * (vp[1] - vp[0]) as f64;
    }
    let Some(r) = super::values::scoring_region(card) else { return 0.0 };
    let scores = scoring::region_scores(state, r);
    if r == Region::Europe {
        if scores[p.idx()].level == scoring::Level::Control {
            return 100.0;
        }
        if scores[p.opponent().idx()].level == scoring::Level::Control {
            return -100.0;
        }
    }
    sign * scoring::net(&scores) as f64
}

/// The value of playing `card` as `p`'s card of the round.
fn card_value(state: &State, local: &mut Local, p: Player, card: CardId, cache: &mut Cache) -> f64 {
    if state.data().cards[card as usize].scoring {
        // Play a scoring card when it pays; hold a bad one as long as the rules allow.
        let net = scoring_now(state, card, p);
        return net + 0.3;
    }
    let uses = super::super::play::use_options(state, p, card);
    let vals = use_values(state, local, p, card, &uses, cache);
    let best = vals.into_iter().fold(LOSES * 2.0, f64::max);
    if card == CHINA_CARD {
        // Passing the China Card gives the opponent its point and its ops (eval.rs).
        return best - 3.2;
    }
    // Get rid of a DEFCON suicide card while it is safe (GUIDE §6): it gets stuck at DEFCON 2.
    if best > LOSES / 2.0 && super::values::dangerous_for(state, card, p) {
        return best + 2.0;
    }
    best
}

/// A score for each action of the decision on top of `state` (higher is better for the deciding seat).
pub fn scores(state: &State, actions: &[Action]) -> Vec<f64> {
    let Some(step) = state.steps.last() else { return vec![0.0; actions.len()] };
    match step {
        Step::SetupInfluence(setup::SetupInfluence { player, .. }) => {
            let player = *player;
            let mut local = Local::new(state, player);
            let wanted: &[(&str, u8)] = match player {
                Player::Ussr => &[("poland", 4), ("egermany", 4), ("yugoslavia", 1)],
                Player::Us => &[("wgermany", 4), ("italy", 3)],
            };
            actions
                .iter()
                .map(|a| match a {
                    Action::Place(c) => {
                        let key = &state.data().countries[*c as usize].key;
                        let want = wanted.iter().find(|(k, _)| k == key).map_or(0, |w| w.1);
                        let bonus = if state.inf(*c, player) < want { 2.0 } else { 0.0 };
                        bonus + local.delta_add(*c, player, 1)
                    }
                    _ => 0.0,
                })
                .collect()
        }
        &Step::Headline(turn::Headline { player }) => {
            let mut local = Local::new(state, player);
            let mut cache = Cache::default();
            actions
                .iter()
                .map(|a| match a {
                    Action::Card(c) => headline_value(state, &mut local, player, *c, &mut cache),
                    _ => 0.0,
                })
                .collect()
        }
        &Step::ChooseCard(play::ChooseCard { player }) => {
            let mut local = Local::new(state, player);
            let mut cache = Cache::default();
            actions
                .iter()
                .map(|a| match a {
                    Action::Card(c) => card_value(state, &mut local, player, *c, &mut cache),
                    // Quagmire / Bear Trap: discard the card worth least.
                    Action::Discard(c) => 2.0 - super::eval::hand_card_value(state, *c, player, &local.ctx.k) * 2.0,
                    // Defusing the Cuban Missile Crisis: worth it when a coup is wanted.
                    Action::Remove(_) => 0.3,
                    Action::Done => 0.0,
                    _ => 0.0,
                })
                .collect()
        }
        &Step::ChooseUse(play::ChooseUse { player, card }) => {
            let mut local = Local::new(state, player);
            let mut cache = Cache::default();
            let uses: Vec<Use> = actions.iter().map(|a| if let Action::Use(u) = a { *u } else { Use::Event }).collect();
            use_values(state, &mut local, player, card, &uses, &mut cache)
        }
        &Step::ChooseOrder(play::ChooseOrder { player, card, .. }) => {
            // GUIDE §5: the opponent's event first, then the ops (the US's Arab-Israeli War the exception).
            let ops_first = player == Player::Us && card == ARAB_ISRAELI_WAR;
            actions
                .iter()
                .map(|a| match a {
                    Action::Choose(Choice::EventFirst) => (!ops_first) as u8 as f64,
                    _ => ops_first as u8 as f64,
                })
                .collect()
        }
        &Step::PlaceOps(ops::PlaceOps { player, .. }) => {
            let mut local = Local::new(state, player);
            actions
                .iter()
                .map(|a| match a {
                    Action::Place(c) if *c == CIVIL_WAR => 1.0,
                    Action::Place(c) => local.delta_add(*c, player, 1) / cost(state, *c, player) as f64,
                    _ => 0.0,
                })
                .collect()
        }
        Step::RealignOps(coup::RealignOps { player, .. }) => {
            let player = *player;
            let mut local = Local::new(state, player);
            actions
                .iter()
                .map(|a| match a {
                    Action::Realign(c) => realign_value(state, &mut local, player, *c),
                    _ => 0.05,
                })
                .collect()
        }
        Step::CoupOps(coup::CoupOps { player, ops, asia_bonus, sea_bonus, free, .. }) => {
            let (player, ops, asia_bonus, sea_bonus, free) = (*player, *ops, *asia_bonus, *sea_bonus, *free);
            let mut local = Local::new(state, player);
            actions
                .iter()
                .map(|a| match a {
                    Action::Coup(c) => {
                        let o = ops::budget(state, ops, asia_bonus, sea_bonus, true, true, *c);
                        coup_value(state, &mut local, player, *c, o, free)
                    }
                    _ => 0.0,
                })
                .collect()
        }
        Step::ChooseOps(picks::ChooseOps { player, card, raw, .. }) => {
            let p = *player;
            let mut local = Local::new(state, p);
            let mut cache = Cache::default();
            let ops = ops::modified(state, p, *raw);
            actions
                .iter()
                .map(|a| match a {
                    Action::Use(Use::Ops(OpsKind::Influence)) => cache.place(state, &mut local, p, ops),
                    Action::Use(Use::Ops(OpsKind::Coup)) => cache.coup(state, &mut local, p, ops).unwrap_or(LOSES),
                    Action::Use(Use::Ops(OpsKind::Realign)) => cache.realign(state, &mut local, p).map_or(LOSES, |v| v * ops as f64 * 0.8),
                    Action::Use(Use::Ops(OpsKind::Space)) => space_value(state, p, *card),
                    _ => 0.0,
                })
                .collect()
        }
        &Step::LandedDiscard(space::LandedDiscard { player }) => {
            let k = Weights::current();
            actions
                .iter()
                .map(|a| match a {
                    Action::Card(c) => -super::eval::hand_card_value(state, *c, player, &k),
                    _ => 0.0,
                })
                .collect()
        }
        Step::Influence(picks::Influence { player, owner: whose, mode, amount, .. }) => {
            let p = *player;
            let mut local = Local::new(state, p);
            actions
                .iter()
                .map(|a| match a {
                    Action::Place(c) | Action::Remove(c) if *c == CIVIL_WAR => 0.5,
                    Action::Place(c) | Action::Remove(c) => match mode {
                        InfluenceMode::Add => local.delta_add(*c, *whose, *amount as i32),
                        InfluenceMode::Remove => local.delta_add(*c, *whose, -(*amount as i32)),
                        InfluenceMode::Wipe => local.delta_set(*c, *whose, 0),
                    },
                    _ => 0.0,
                })
                .collect()
        }
        // Rare decisions: try each answer on a copy.
        _ => one_ply(state, actions),
    }
}

/// Each action applied to a copy, scored by the static evaluation for the deciding seat.
fn one_ply(state: &State, actions: &[Action]) -> Vec<f64> {
    let prompt_seat = TwilightStruggle::prompt(state).seat;
    let Some(seat) = prompt_seat else { return vec![0.0; actions.len()] };
    let p = Player::from_seat(seat);
    actions
        .iter()
        .map(|a| {
            let mut s = state.clone();
            s.quiet = true;
            if TwilightStruggle::apply_legal(&mut s, seat, a).is_err() {
                return LOSES;
            }
            match &s.outcome {
                Some(o) => match o.winner {
                    Some(w) if w == seat => 100.0,
                    // Lost either way: at least not by our own nuclear war.
                    Some(_) if o.reason == "defcon" => LOSES - 1.0,
                    Some(_) => LOSES,
                    None => 0.0,
                },
                None => 20.0 * (win_chance(&s, p) - 0.5),
            }
        })
        .collect()
}

/// The value of headlining `card`: its event for whoever carries it out, or a scoring card's net now.
fn headline_value(state: &State, local: &mut Local, p: Player, card: CardId, _cache: &mut Cache) -> f64 {
    let c = &state.data().cards[card as usize];
    if c.scoring {
        return scoring_now(state, card, p) - 0.5;
    }
    let own = owner(state, card, p);
    if !events::playable(state, card, own, true) {
        return -0.3 * c.ops as f64;
    }
    let _ = local;
    // The headliner answers for DEFCON 1 in the headline (TS SEQ C): a card that ends the game now loses.
    if suicide_at_defcon2(state, card, own, p) {
        return LOSES;
    }
    // The other headline may lower DEFCON first (GUIDE §6-4): a card that ends the game at DEFCON 2 is a
    // gamble at DEFCON 3.
    let risk = if state.defcon <= 3 && suicide_at_defcon2_if(state, card, own, p) { 4.0 } else { 0.0 };
    if own == p {
        event_value(state, card, p) - 0.15 * c.ops as f64 - risk
    } else {
        -event_value(state, card, own).max(0.0) - 0.5 - risk
    }
}

/// [`suicide_at_defcon2`] as if DEFCON were already 2.
fn suicide_at_defcon2_if(state: &State, card: CardId, own: Player, phasing: Player) -> bool {
    super::values::lowers_defcon(card)
        || (super::values::gives_owner_coup(card) && own != phasing)
        || (matches!(card, OLYMPIC_GAMES | SUMMIT) && own == phasing)
        || (state.defcon <= 2 && suicide_at_defcon2(state, card, own, phasing))
}

/// The policy's choice: the best score, each perturbed by up to `noise` × 1.5 VP.
pub fn choose(state: &State, actions: &[Action], rng: &mut Rng, noise: f64) -> usize {
    let s = scores(state, actions);
    let mut best = 0;
    let mut best_v = f64::NEG_INFINITY;
    for (i, v) in s.iter().enumerate() {
        let jitter = if noise > 0.0 { noise * 1.5 * (rng.below(1 << 16) as f64 / 65536.0) } else { 0.0 };
        let v = v + jitter;
        if v > best_v {
            best_v = v;
            best = i;
        }
    }
    let _ = (OP_VALUE, rounds_left, board_value);
    best
}
