//! The odds of Kutuzov's rolls before they are made (the engine contract's `Game::odds`): a battle started
//! by moving an army into enemy formations (KUT 10.52, 12), a siege (KUT 13), an interception or evasion
//! attempt (KUT 11.4, 11.8), and the marker dice bought with CP (KUT 5.5, 9.52, 14.46).
//!
//! A battle rolls dozens of dice over up to two rounds, too many for `kit::odds::enumerate`'s one roll per
//! face. Since the rules only count a roll's 6s and 5s (KUT 12.5), the odds enumerate every count of 6s and
//! 5s each side may roll, with its multinomial probability, and apply to each the same steps as
//! `battle.rs` (eliminations on the largest contingent, leaders last, disruptions, the morale share to the
//! Regroup Box, the winner by hits, the second round on a tie, rout at a margin of 3). A count of 6s
//! and 5s below 10⁻⁷ and a pair of rolls below 10⁻¹⁰ are dropped (together well under 10⁻⁴, invisible in
//! the whole percents shown). The chances are given as
//! parts of [`PARTS`] (an `Odds` counts ways out of a `u32` total; 6³⁰ rolls do not fit).
//!
//! Everything used is public (the map, the morale tracks): no hand is read. Battle and response cards are
//! not counted (this version plays every card for its CP only), nor the attrition before and after.

use std::collections::HashMap;

use super::battle::{morale_dice, side_leaders, side_sp, terrain_dice, Battle};
use super::data::{camp_of, LeaderId, Nation, Power, SpaceId, CONTINGENTS, IMPERIAL};
use super::impulse::army_sp;
use super::intercept::{attempt_terms, evading_commander};
use super::morale::camp_key;
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::odds::{Modifier, Odds, OddsOutcome};
use crate::Arg;

/// The denominator of the chances of a battle or a siege.
pub const PARTS: u32 = 1_000_000;

/// Joint branches below this chance are dropped, and so are single rolls below [`ROLL_PRUNE`].
const PRUNE: f64 = 1e-10;
const ROLL_PRUNE: f64 = 1e-7;

/// The odds of an action, if it rolls dice whose chances are known from what the acting Power sees.
pub fn odds(s: &State, action: &Action) -> Option<Odds> {
    match (action, s.steps.last()) {
        (&Action::Move { leader, to }, Some(Step::Spend(sp))) => {
            let Place::Map(from) = s.leaders[leader as usize] else { return None };
            if !s.camp_present(to, 1 - camp_of(sp.power)) {
                return None;
            }
            Some(move_battle(s, sp.power, leader, from, to))
        }
        (&Action::Siege(l), _) => siege(s, l),
        (&Action::Intercept(l) | &Action::InterceptGroup(l), Some(Step::Intercept(i))) => {
            let Place::Map(at) = s.leaders[l as usize] else { return None };
            let terms = i.terms(s, l, at);
            Some(two_dice(s, "interception", &terms, "kut.odds.intercept_ok", "kut.odds.intercept_fail"))
        }
        (&Action::Evade(to), Some(Step::Evade(e))) => {
            let camp = camp_of(e.power);
            let c = evading_commander(s, camp, e.at)?;
            let terms = attempt_terms(s, camp, s.battle_rating(c), e.at, to);
            let mut o = two_dice(s, "evasion", &terms, "kut.odds.evade_ok", "kut.odds.evade_fail");
            o.notes.push(("kut.odds.evade_note".into(), vec![]));
            Some(o)
        }
        (&Action::EvadeSp { to, .. }, Some(Step::Evade(e))) => {
            // KUT 11.6 (rules 10): one SP alone, with no leader's rating.
            let camp = camp_of(e.power);
            let terms = attempt_terms(s, camp, 0, e.at, to);
            Some(two_dice(s, "evasion", &terms, "kut.odds.evade_ok", "kut.odds.evade_fail"))
        }
        (Action::MarkerDie | Action::AttritionDie, _) => {
            let ok = (1..=6).filter(|&d| s.data.band("marker_die", d).is_some()).collect::<Vec<i32>>();
            let id = if *action == Action::MarkerDie { "kut.odds.marker_ok" } else { "kut.odds.attrition_ok" };
            let outcomes = vec![
                OddsOutcome { id: id.into(), args: vec![], ways: ok.len() as u32, success: Some(true), loses: false, rolls: ok.iter().map(|&d| vec![d as u8]).collect() },
                OddsOutcome {
                    id: "kut.odds.nothing".into(),
                    args: vec![],
                    ways: 6 - ok.len() as u32,
                    success: Some(false),
                    loses: false,
                    rolls: (1..=6).filter(|d| !ok.contains(d)).map(|d| vec![d as u8]).collect(),
                },
            ];
            Some(Odds { dice: 1, faces: (1, 6), total: 6, outcomes, modifiers: vec![], notes: vec![] })
        }
        _ => None,
    }
}

/// A 2d6 roll plus `terms` read on a table (KUT 11.4 interception, 11.8 evasion): the 36 rolls, exactly.
pub fn two_dice(s: &State, table: &str, terms: &[(&'static str, i32)], ok: &str, fail: &str) -> Odds {
    let m: i32 = terms.iter().map(|t| t.1).sum();
    let (mut yes, mut no) = (vec![], vec![]);
    for a in 1..=6u8 {
        for b in 1..=6u8 {
            if s.data.band(table, (a + b) as i32 + m).is_some_and(|x| x.value > 0) {
                yes.push(vec![a, b]);
            } else {
                no.push(vec![a, b]);
            }
        }
    }
    let mut outcomes = vec![
        OddsOutcome { id: ok.into(), args: vec![], ways: yes.len() as u32, success: Some(true), loses: false, rolls: yes },
        OddsOutcome { id: fail.into(), args: vec![], ways: no.len() as u32, success: Some(false), loses: false, rolls: no },
    ];
    outcomes.sort_by_key(|o| std::cmp::Reverse(o.ways));
    let need = s.data.tables.get(table).and_then(|t| t.iter().find(|b| b.value > 0)).map_or(0, |b| b.min);
    let modifiers = terms.iter().map(|&(id, v)| Modifier::new(id, vec![], v)).collect();
    Odds { dice: 2, faces: (1, 6), total: 36, outcomes, modifiers, notes: vec![("kut.odds.need".into(), vec![Arg::Num(need)])] }
}

/// The chances of `n` dice showing exactly `six` results that eliminate and `five` that disrupt (KUT 12.5,
/// the battle_die table), for every pair whose chance is above the pruning threshold.
fn rolls(s: &State, n: u32) -> Vec<(u32, u32, f64)> {
    let faces = |r: &str| (1..=6).filter(|&d| s.data.band("battle_die", d).is_some_and(|b| b.result == r)).count() as f64 / 6.0;
    let (p6, p5) = (faces("eliminate"), faces("disrupt"));
    let p0 = 1.0 - p6 - p5;
    let mut out = vec![];
    // ln n! for the multinomial coefficient.
    let lf: Vec<f64> = (0..=n).scan(0.0, |acc, k| {
        if k > 0 {
            *acc += (k as f64).ln();
        }
        Some(*acc)
    }).collect();
    let ln = |p: f64, k: u32| if k == 0 { 0.0 } else if p == 0.0 { f64::NEG_INFINITY } else { k as f64 * p.ln() };
    for six in 0..=n {
        for five in 0..=n - six {
            let rest = n - six - five;
            let lp = lf[n as usize] - lf[six as usize] - lf[five as usize] - lf[rest as usize] + ln(p6, six) + ln(p5, five) + ln(p0, rest);
            let p = lp.exp();
            if p > ROLL_PRUNE {
                out.push((six, five, p));
            }
        }
    }
    out
}

/// One side of a battle as the odds follow it: its SP per contingent, how many of its leaders (in the
/// order `side_leaders` gives, the commander first) are still alive, and its tallies.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
struct Force {
    sp: [u8; 6],
    alive: u8,
    disrupted: u32,
    regrouped: u32,
    hits: u32,
    eliminated: u32,
}

/// What does not change during a battle: each side's leaders in order, the morale table's row.
struct Fixed<'a> {
    s: &'a State,
    camps: [u8; 2],
    leaders: [Vec<LeaderId>; 2],
    /// Round-1 extra dice: the attacker's for failed evasions, the defender's terrain.
    extra: [u32; 2],
    /// The side an entrenchment helps (KUT 12.45).
    entrenched: Option<usize>,
    /// [`rolls`] by number of dice.
    cache: std::cell::RefCell<HashMap<u32, std::rc::Rc<Vec<(u32, u32, f64)>>>>,
    /// [`summarise`] by side, force and the other side's dice.
    summaries: std::cell::RefCell<HashMap<(usize, Force, u32), std::rc::Rc<Vec<(Summary, f64)>>>>,
}

impl Fixed<'_> {
    fn summaries(&self, i: usize, f: Force, other: u32, other_rolls: &[(u32, u32, f64)], round: u32) -> std::rc::Rc<Vec<(Summary, f64)>> {
        if let Some(x) = self.summaries.borrow().get(&(i, f, other)) {
            return x.clone();
        }
        let hit: Vec<(Force, f64)> = other_rolls
            .iter()
            .map(|&(six, five, p)| {
                let mut g = f;
                self.suffer(i, &mut g, six, five, round);
                (g, p)
            })
            .collect();
        let v = std::rc::Rc::new(summarise(self, i, &hit));
        self.summaries.borrow_mut().insert((i, f, other), v.clone());
        v
    }

    fn rolls(&self, n: u32) -> std::rc::Rc<Vec<(u32, u32, f64)>> {
        self.cache.borrow_mut().entry(n).or_insert_with(|| std::rc::Rc::new(rolls(self.s, n))).clone()
    }

    fn sp_total(&self, f: &Force) -> u32 {
        f.sp.iter().map(|&x| x as u32).sum()
    }

    fn empty(&self, f: &Force) -> bool {
        self.sp_total(f) == 0 && f.alive == 0
    }

    /// KUT 12.2, 12.31, 12.53: SP (with those regrouped in this battle) + staff + the commander's rating +
    /// the morale dice − the disruptions suffered.
    fn dice(&self, i: usize, f: &Force, round: u32) -> u32 {
        let ls = &self.leaders[i][..f.alive as usize];
        let rating = ls.first().map_or(0, |&l| super::events::battle::rating(self.s, l));
        let staff = ls.len().saturating_sub(1) as u32;
        let mut n = self.sp_total(f) + f.regrouped + staff + rating + self.morale(i, f);
        if round == 1 {
            n += self.extra[i];
        }
        let n = n.saturating_sub(f.disrupted);
        if round == 1 && self.entrenched == Some(1 - i) {
            n.saturating_sub(super::battle::entrenchment_dice(self.s))
        } else {
            n
        }
    }

    /// The morale dice of the nation giving more than half the dice, for this force.
    fn morale(&self, i: usize, f: &Force) -> u32 {
        super::battle::morale_dice_of(self.s, self.camps[i], &f.sp, &self.leaders[i][..f.alive as usize])
    }

    /// `battle::remove_sp`: the largest contingent first.
    fn remove_sp(&self, i: usize, f: &mut Force, n: u32) -> u32 {
        let mut done = 0;
        for _ in 0..n {
            let Some(c) = super::battle::largest_contingent(&f.sp, self.camps[i]) else { break };
            f.sp[c] -= 1;
            done += 1;
        }
        done
    }

    /// `battle::eliminate`: soldiers first, then leaders from the last (the commander last).
    fn eliminate(&self, i: usize, f: &mut Force, n: u32) {
        let sp = self.remove_sp(i, f, n);
        let leaders = (n - sp).min(f.alive as u32);
        f.alive -= leaders as u8;
        f.eliminated += sp + leaders;
    }

    /// One side suffers the other's 6s and 5s (KUT 12.5), then the morale share of its disruptions goes
    /// to the Regroup Box (KUT 12.54).
    fn suffer(&self, i: usize, f: &mut Force, six: u32, five: u32, round: u32) {
        let (six, five) = if round == 1 && self.entrenched == Some(i) { super::battle::cancel_hits(self.s, six, five) } else { (six, five) };
        self.eliminate(i, f, six);
        let d = five.min(self.sp_total(f).saturating_sub(f.disrupted - f.regrouped));
        f.disrupted += d;
        f.hits += six + five;
        let camp = self.camps[i];
        let (a, b) = self.s.data.morale[camp as usize][self.s.morale[camp as usize] as usize].regroup;
        let k = (d * a as u32).div_ceil(b.max(1) as u32);
        f.regrouped += self.remove_sp(i, f, k);
    }
}

/// How a battle ends, from the attacker's side: the winner (0 attacker, 1 defender, 2 both destroyed), a
/// rout, an overrun.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
struct End {
    winner: u8,
    routed: bool,
    overrun: bool,
}

/// A battle's distribution: the chance of each end, and each side's expected eliminations.
#[derive(Default, Clone)]
struct Dist {
    ends: Vec<(End, f64)>,
    lost: [f64; 2],
}

impl Dist {
    fn add(&mut self, e: End, p: f64, lost: [u32; 2]) {
        match self.ends.iter_mut().find(|x| x.0 == e) {
            Some(x) => x.1 += p,
            None => self.ends.push((e, p)),
        }
        self.lost[0] += p * lost[0] as f64;
        self.lost[1] += p * lost[1] as f64;
    }

    fn merge(&mut self, o: &Dist, p: f64) {
        for &(e, q) in &o.ends {
            match self.ends.iter_mut().find(|x| x.0 == e) {
                Some(x) => x.1 += p * q,
                None => self.ends.push((e, p * q)),
            }
        }
        self.lost[0] += p * o.lost[0];
        self.lost[1] += p * o.lost[1];
    }
}

/// One round of the battle and what follows it (KUT 12.52, 12.61, 12.7), memoised on the forces.
fn round(fx: &Fixed, r: u32, a: Force, d: Force, memo: &mut HashMap<(u32, Force, Force), Dist>) -> Dist {
    if let Some(x) = memo.get(&(r, a, d)) {
        return x.clone();
    }
    let rounds = fx.s.data.k("battle_rounds").max(1) as u32;
    let ra = fx.rolls(fx.dice(0, &a, r));
    let rd = fx.rolls(fx.dice(1, &d, r));
    let mut out = Dist::default();
    if r == rounds {
        // Each side's summaries depend only on its own force and the other's dice: cached across the
        // many tied states that meet in the last round.
        let sa = fx.summaries(0, a, fx.dice(1, &d, r), &rd, r);
        let sd = fx.summaries(1, d, fx.dice(0, &a, r), &ra, r);
        last_round(fx, &sa, &sd, &mut out);
        memo.insert((r, a, d), out.clone());
        return out;
    }
    // The defender's force after each attacker roll, and the attacker's after each defender roll.
    let hit_d: Vec<(Force, f64)> = ra.iter().map(|&(six, five, p)| {
        let mut f = d;
        fx.suffer(1, &mut f, six, five, r);
        (f, p)
    }).collect();
    let hit_a: Vec<(Force, f64)> = rd.iter().map(|&(six, five, p)| {
        let mut f = a;
        fx.suffer(0, &mut f, six, five, r);
        (f, p)
    }).collect();
    for &(fa, pa) in &hit_a {
        for &(fd, pd) in &hit_d {
            let p = pa * pd;
            if p <= PRUNE {
                continue;
            }
            let (ea, ed) = (fx.empty(&fa), fx.empty(&fd));
            let verdict = if ea || ed {
                match (ea, ed) {
                    (false, true) => Some((0usize, true)),
                    (true, false) => Some((1, true)),
                    _ => {
                        out.add(End { winner: 2, routed: false, overrun: true }, p, [fa.eliminated, fd.eliminated]);
                        continue;
                    }
                }
            } else if fa.hits != fd.hits {
                Some((if fa.hits > fd.hits { 1 } else { 0 }, false))
            } else {
                let tie_loses = |camp: u8| fx.s.data.morale[camp as usize][fx.s.morale[camp as usize] as usize].tie_loses;
                if tie_loses(fx.camps[0]) || tie_loses(fx.camps[1]) {
                    Some((if tie_loses(fx.camps[0]) { 1 } else { 0 }, false))
                } else if r == rounds {
                    Some((1, false))
                } else {
                    None
                }
            };
            let Some((w, overrun)) = verdict else {
                // A tie: what follows depends on neither the hits (equal) nor the eliminations so far, so
                // the next round is memoised without them and they are added here.
                let strip = |f: Force| Force { hits: 0, eliminated: 0, ..f };
                let next = round(fx, r + 1, strip(fa), strip(fd), memo);
                out.merge(&next, p);
                out.lost[0] += p * fa.eliminated as f64;
                out.lost[1] += p * fd.eliminated as f64;
                continue;
            };
            let mut f = [fa, fd];
            let l = 1 - w;
            let margin = f[l].hits.saturating_sub(f[w].hits);
            let mut end = End { winner: w as u8, routed: false, overrun };
            if !overrun && margin >= super::battle::rout_margin(fx.s, fx.entrenched == Some(l)) {
                // KUT 12.7: the loser's disruptions become eliminations.
                end.routed = true;
                let left = (f[l].disrupted - f[l].regrouped).min(fx.sp_total(&f[l]));
                let mut x = f[l];
                fx.eliminate(l, &mut x, left);
                f[l] = x;
                if fx.empty(&f[l]) {
                    end.overrun = true;
                }
            }
            out.add(end, p, [f[0].eliminated, f[1].eliminated]);
        }
    }
    memo.insert((r, a, d), out.clone());
    out
}

/// What the end of the last round needs of a side's force: its hits, whether it is destroyed, its
/// eliminations, and the same two after a rout (KUT 12.7).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Summary {
    hits: u32,
    empty: bool,
    eliminated: u32,
    routed_eliminated: u32,
    routed_empty: bool,
}

fn summarise(fx: &Fixed, i: usize, list: &[(Force, f64)]) -> Vec<(Summary, f64)> {
    let mut out: Vec<(Summary, f64)> = vec![];
    for &(f, p) in list {
        let mut x = f;
        let left = (f.disrupted - f.regrouped).min(fx.sp_total(&f));
        fx.eliminate(i, &mut x, left);
        let k = Summary { hits: f.hits, empty: fx.empty(&f), eliminated: f.eliminated, routed_eliminated: x.eliminated, routed_empty: fx.empty(&x) };
        match out.iter_mut().find(|y| y.0 == k) {
            Some(y) => y.1 += p,
            None => out.push((k, p)),
        }
    }
    out
}

/// The last round (KUT 12.52): the same verdicts as `round`, over the sides' summaries (far fewer than
/// their forces), with no further round.
fn last_round(fx: &Fixed, sa: &[(Summary, f64)], sd: &[(Summary, f64)], out: &mut Dist) {
    let tie_loses = |camp: u8| fx.s.data.morale[camp as usize][fx.s.morale[camp as usize] as usize].tie_loses;
    for &(x, pa) in sa {
        for &(y, pd) in sd {
            let p = pa * pd;
            if p <= PRUNE {
                continue;
            }
            let f = [x, y];
            let (w, overrun) = match (x.empty, y.empty) {
                (true, true) => {
                    out.add(End { winner: 2, routed: false, overrun: true }, p, [x.eliminated, y.eliminated]);
                    continue;
                }
                (false, true) => (0usize, true),
                (true, false) => (1, true),
                _ if x.hits != y.hits => (if x.hits > y.hits { 1 } else { 0 }, false),
                _ if tie_loses(fx.camps[0]) || tie_loses(fx.camps[1]) => (if tie_loses(fx.camps[0]) { 1 } else { 0 }, false),
                _ => (1, false),
            };
            let l = 1 - w;
            let mut lost = [x.eliminated, y.eliminated];
            let mut end = End { winner: w as u8, routed: false, overrun };
            if !overrun && f[l].hits.saturating_sub(f[w].hits) >= super::battle::rout_margin(fx.s, fx.entrenched == Some(l)) {
                end.routed = true;
                lost[l] = f[l].routed_eliminated;
                end.overrun = f[l].routed_empty;
            }
            out.add(end, p, lost);
        }
    }
}

fn force(s: &State, at: SpaceId, camp: u8, leaders: &[LeaderId]) -> Force {
    let mut sp = [0u8; 6];
    for (c, &(p, _)) in CONTINGENTS.iter().enumerate() {
        if camp_of(p) == camp {
            sp[c] = s.sp[at as usize][c];
        }
    }
    Force { sp, alive: leaders.len() as u8, disrupted: 0, regrouped: 0, hits: 0, eliminated: 0 }
}

/// Each side's round-1 dice, term by term, with its rule (KUT 12.2, 12.31, 12.4, 11.8).
pub fn battle_terms(s: &State, b: &Battle) -> [Vec<(&'static str, Vec<Arg>, i32)>; 2] {
    let att = camp_of(b.attacker);
    let sides = [att, 1 - att];
    let def_commander = super::battle::defending_commander(s, b.at, sides[1]);
    let commanders = [Some(b.leader), def_commander];
    let terrain = if b.failed_evasions > 0 { 0 } else { terrain_dice(s, b, sides[1]) };
    let entrenched = super::battle::entrenched_side(s, b.at, sides);
    let mut out: [Vec<(&'static str, Vec<Arg>, i32)>; 2] = [vec![], vec![]];
    for i in 0..2 {
        let camp = sides[i];
        let ls = side_leaders(s, b.at, camp, commanders[i]);
        let v = &mut out[i];
        v.push(("kut.odds.sp", vec![], side_sp(s, b.at, camp) as i32));
        if let Some(&c) = ls.first() {
            v.push(("kut.odds.commander", vec![s.leader_arg(c)], s.battle_rating(c) as i32));
        }
        if ls.len() > 1 {
            v.push(("kut.odds.staff", vec![], ls.len() as i32 - 1));
        }
        let m = morale_dice(s, b.at, camp, &ls) as i32;
        if m > 0 {
            v.push(("kut.odds.morale", vec![Arg::Key(format!("kut.morale.{}", s.data.morale[camp as usize][s.morale[camp as usize] as usize].key))], m));
        }
        if i == 1 && terrain > 0 {
            v.push(("kut.odds.terrain", vec![], terrain as i32));
        }
        if i == 0 && b.failed_evasions > 0 {
            v.push(("kut.odds.failed_evasion", vec![], b.failed_evasions as i32 * s.data.k("failed_evasion_battle_die").max(0)));
        }
        if entrenched == Some(1 - i) {
            v.push(("kut.odds.entrenched", vec![], -(super::battle::entrenchment_dice(s) as i32)));
        }
    }
    out
}

/// The odds of a battle about to be fought in the state as it stands.
pub fn battle(s: &State, b: &Battle, notes: Vec<(String, Vec<Arg>)>) -> Odds {
    let att = camp_of(b.attacker);
    let camps = [att, 1 - att];
    let def_commander = super::battle::defending_commander(s, b.at, camps[1]);
    let leaders = [side_leaders(s, b.at, camps[0], Some(b.leader)), side_leaders(s, b.at, camps[1], def_commander)];
    let terms = battle_terms(s, b);
    let terrain: i32 = terms[1].iter().filter(|t| t.0 == "kut.odds.terrain").map(|t| t.2).sum();
    let failed: i32 = terms[0].iter().filter(|t| t.0 == "kut.odds.failed_evasion").map(|t| t.2).sum();
    let a = force(s, b.at, camps[0], &leaders[0]);
    let d = force(s, b.at, camps[1], &leaders[1]);
    let entrenched = super::battle::entrenched_side(s, b.at, camps);
    let fx = Fixed { s, camps, extra: [failed as u32, terrain as u32], entrenched, leaders, cache: Default::default(), summaries: Default::default() };
    let dist = round(&fx, 1, a, d, &mut HashMap::new());
    let mut ends = dist.ends.clone();
    ends.sort_by(|x, y| y.1.total_cmp(&x.1));
    let ways = parts(&ends.iter().map(|e| e.1).collect::<Vec<_>>());
    let outcomes = ends
        .iter()
        .zip(ways)
        .filter(|(_, w)| *w > 0)
        .map(|(&(e, _), ways)| {
            let id = match (e.winner, e.overrun, e.routed) {
                (2, _, _) => "kut.odds.both_destroyed",
                (_, true, _) => "kut.odds.win_overrun",
                (_, _, true) => "kut.odds.win_rout",
                _ => "kut.odds.win",
            };
            let args = if e.winner == 2 { vec![] } else { vec![Arg::Key(camp_key(camps[e.winner as usize]).into())] };
            OddsOutcome { id: id.into(), args, ways, success: (e.winner < 2).then_some(e.winner == 0), loses: false, rolls: vec![] }
        })
        .collect();
    let mut modifiers = vec![];
    for (i, side) in terms.iter().enumerate() {
        for (id, args, v) in side {
            let mut a = vec![Arg::Key(camp_key(camps[i]).into())];
            a.extend(args.iter().cloned());
            modifiers.push(Modifier::new(id, a, *v));
        }
    }
    let mut all_notes = vec![];
    for i in 0..2 {
        let n: i32 = terms[i].iter().map(|t| t.2).sum();
        all_notes.push(("kut.odds.dice".to_string(), vec![Arg::Key(camp_key(camps[i]).into()), Arg::Num(n)]));
    }
    for i in 0..2 {
        all_notes.push(("kut.odds.lost".to_string(), lost_args(camps[i], dist.lost[i])));
    }
    all_notes.extend(notes);
    all_notes.push(("kut.odds.no_cards".into(), vec![]));
    let dice: i32 = terms[0].iter().map(|t| t.2).sum();
    Odds { dice: dice.clamp(0, 255) as u8, faces: (1, 6), total: PARTS, outcomes, modifiers, notes: all_notes }
}

/// A camp and an expected number of eliminations, to one decimal (whole part, tenths).
fn lost_args(camp: u8, x: f64) -> Vec<Arg> {
    let tenths = (x * 10.0).round() as i32;
    vec![Arg::Key(camp_key(camp).into()), Arg::Num(tenths / 10), Arg::Num(tenths % 10)]
}

/// Chances as parts of [`PARTS`] that add up to it (the largest remainder takes the rounding).
fn parts(ps: &[f64]) -> Vec<u32> {
    let sum: f64 = ps.iter().sum::<f64>().max(f64::MIN_POSITIVE);
    let mut w: Vec<u32> = ps.iter().map(|p| (p / sum * PARTS as f64).floor() as u32).collect();
    let short = PARTS - w.iter().sum::<u32>();
    let mut order: Vec<usize> = (0..ps.len()).collect();
    order.sort_by(|&i, &j| {
        let fi = ps[i] / sum * PARTS as f64 - w[i] as f64;
        let fj = ps[j] / sum * PARTS as f64 - w[j] as f64;
        fj.total_cmp(&fi)
    });
    for &i in order.iter().take(short as usize) {
        w[i] += 1;
    }
    w
}

/// The battle an army's move into enemy formations would start, as if the defender stands (KUT 10.52):
/// the army's SP arrive with it, then the battle.
fn move_battle(s: &State, power: Power, leader: LeaderId, from: SpaceId, to: SpaceId) -> Odds {
    let mut t = s.clone();
    let c = t.data.leaders[leader as usize].contingent();
    let n = army_sp(&t, leader, from);
    let french = super::impulse::marshal_sp(&t, leader, from);
    t.sp[from as usize][c] -= n;
    t.sp[to as usize][c] += n;
    if let Some((fr, m)) = french {
        t.sp[from as usize][fr] -= m;
        t.sp[to as usize][fr] += m;
    }
    t.leaders[leader as usize] = Place::Map(to);
    let b = Battle::new(power, leader, from, to);
    let mut notes = vec![];
    // KUT 11.6, 11.8: the defender may evade first; a failed attempt gives the attacker a die and takes
    // the defender's terrain.
    let defender = 1 - camp_of(power);
    if evading_commander(s, defender, to).is_some() && !super::intercept::evade_options(s, defender, from, to).is_empty() {
        notes.push(("kut.odds.may_evade".to_string(), vec![]));
    }
    // KUT 10.4: the move's own attrition rolls before the battle.
    let moves = match s.steps.last() {
        Some(Step::Spend(sp)) => sp.moves.iter().find(|m| m.0 == leader).map_or(0, |m| m.1) + 1,
        _ => 1,
    };
    let from_uncontrolled = super::control::controller(s, from).is_none();
    if super::attrition::movement_instances(s, leader, from, to, moves, from_uncontrolled) > 0 {
        notes.push(("kut.odds.attrition_first".to_string(), vec![]));
    }
    battle(&t, &b, notes)
}

/// The odds of a siege (KUT 13.22–13.42): every count of the besieger's 6s and the fortress's 6s and 5s
/// in each round, the rounds going on as `siege.rs` has them (E6).
pub fn siege(s: &State, l: LeaderId) -> Option<Odds> {
    let Place::Map(at) = s.leaders[l as usize] else { return None };
    let leader = &s.data.leaders[l as usize];
    let camp = camp_of(leader.power);
    let c = leader.contingent();
    let strength = s.data.spaces[at as usize].fortress as u32;
    if strength == 0 {
        return None;
    }
    let riga = s.data.spaces[at as usize].key == "riga" && camp == IMPERIAL && s.data.k("riga_siege_halving") > 0;
    let level = &s.data.morale[camp as usize][s.morale[camp as usize] as usize];
    let bonus = if matches!(leader.nation, Nation::French | Nation::Russian) { level.own_dice } else { level.ally_dice } as u32;
    let leaders = side_leaders(s, at, camp, Some(l));
    let fx = Fixed { s, camps: [camp, 1 - camp], leaders: [leaders.clone(), vec![]], extra: [0, 0], entrenched: None, cache: Default::default(), summaries: Default::default() };
    let start = force(s, at, camp, &leaders);
    let dice = |f: &Force, disrupted: u32| {
        let army = (f.sp[c] as u32).min(leader.command as u32);
        let n = (army + s.battle_rating(l) as u32 + bonus).saturating_sub(disrupted);
        if riga {
            n.div_ceil(2)
        } else {
            n
        }
    };
    let faces = |r: &str| (1..=6).filter(|&d| s.data.band("battle_die", d).is_some_and(|b| b.result == r)).count() as f64 / 6.0;
    let p6 = faces("eliminate");
    let fort = rolls(s, strength);
    // (taken in round, overrun) → chance; expected eliminations of the besieger.
    let mut ends: Vec<((u32, bool), f64)> = vec![];
    let mut lost = 0.0;
    // Frontier: (force, cumulative 6s, disrupted, round, hits) with its chance.
    let mut frontier: Vec<(Force, u32, u32, u32, f64)> = vec![(start, 0, 0, 1, 1.0)];
    let add = |ends: &mut Vec<((u32, bool), f64)>, k: (u32, bool), p: f64| match ends.iter_mut().find(|x| x.0 == k) {
        Some(x) => x.1 += p,
        None => ends.push((k, p)),
    };
    while let Some((f, sixes, disrupted, round, p)) = frontier.pop() {
        let n = dice(&f, disrupted);
        // The besieger's 6s: binomial (its 5s do nothing, KUT 13.32).
        let mut binom = vec![0.0f64; n as usize + 1];
        for (k, b) in binom.iter_mut().enumerate() {
            let k = k as u32;
            let coef: f64 = (1..=k).map(|j| (n - k + j) as f64 / j as f64).product();
            *b = coef * p6.powi(k as i32) * (1.0 - p6).powi((n - k) as i32);
        }
        for (my6, &pm) in binom.iter().enumerate() {
            let my6 = my6 as u32;
            for &(f6, f5, pf) in &fort {
                let q = p * pm * pf;
                if q <= PRUNE {
                    continue;
                }
                let mut g = f;
                fx.eliminate(0, &mut g, f6);
                let dis = disrupted + f5.min(g.sp[c] as u32);
                let total = sixes + my6;
                let alive = g.alive > 0;
                if total >= strength && alive {
                    // KUT 13.42: more hits than the strength, or taken before the last round.
                    add(&mut ends, (round, total > strength || round < strength), q);
                    lost += q * g.eliminated as f64;
                } else if !(my6 > f5 + f6 && round < strength) || !alive {
                    add(&mut ends, (0, false), q);
                    lost += q * g.eliminated as f64;
                } else {
                    frontier.push((g, total, dis, round + 1, q));
                }
            }
        }
    }
    ends.sort_by(|x, y| y.1.total_cmp(&x.1));
    let ways = parts(&ends.iter().map(|e| e.1).collect::<Vec<_>>());
    let outcomes: Vec<OddsOutcome> = ends
        .iter()
        .zip(&ways)
        .filter(|(_, w)| **w > 0)
        .map(|(&((r, overrun), _), &ways)| {
            let (id, args) = match (r, overrun) {
                (0, _) => ("kut.odds.siege_fails", vec![]),
                (r, true) => ("kut.odds.siege_overrun", vec![Arg::Num(r as i32)]),
                (r, false) => ("kut.odds.siege_taken", vec![Arg::Num(r as i32)]),
            };
            OddsOutcome { id: id.into(), args, ways, success: Some(r > 0), loses: false, rolls: vec![] }
        })
        .collect();
    let key = Arg::Key(camp_key(camp).into());
    let mut modifiers = vec![
        Modifier::new("kut.odds.sp", vec![key.clone()], (start.sp[c] as u32).min(leader.command as u32) as i32),
        Modifier::new("kut.odds.commander", vec![key.clone(), s.leader_arg(l)], s.battle_rating(l) as i32),
    ];
    if bonus > 0 {
        modifiers.push(Modifier::new("kut.odds.morale", vec![key.clone(), Arg::Key(format!("kut.morale.{}", level.key))], bonus as i32));
    }
    let n1 = dice(&start, 0);
    if riga {
        let full = (start.sp[c] as u32).min(leader.command as u32) + s.battle_rating(l) as u32 + bonus;
        modifiers.push(Modifier::new("kut.odds.riga", vec![key.clone()], n1 as i32 - full as i32));
    }
    let enemy = Arg::Key(camp_key(1 - camp).into());
    modifiers.push(Modifier::new("kut.odds.fortress", vec![enemy.clone()], strength as i32));
    let mut notes = vec![
        ("kut.odds.dice".to_string(), vec![key.clone(), Arg::Num(n1 as i32)]),
        ("kut.odds.dice".to_string(), vec![enemy, Arg::Num(strength as i32)]),
        ("kut.odds.siege_need".to_string(), vec![Arg::Num(strength as i32)]),
        ("kut.odds.lost".to_string(), lost_args(camp, lost)),
    ];
    // KUT 13.52: the sack roll after a capture, 1d6 + strength − the round of capture.
    if !s.sacked[at as usize] {
        let sack: f64 = ends
            .iter()
            .filter(|e| e.0 .0 > 0)
            .map(|&((r, _), p)| p * (1..=6).filter(|&d| s.data.band("sack", d + strength as i32 - r as i32).is_some_and(|b| b.value > 0)).count() as f64 / 6.0)
            .sum();
        notes.push(("kut.odds.sack".to_string(), vec![Arg::Num((sack * 100.0).round() as i32)]));
    }
    notes.push(("kut.odds.no_cards".into(), vec![]));
    Some(Odds { dice: n1.min(255) as u8, faces: (1, 6), total: PARTS, outcomes, modifiers, notes })
}
