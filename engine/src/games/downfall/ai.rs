//! Downfall's computer player on the shared search (engine/src/ai). Nothing is hidden but the cup's
//! draws and the dice (no action cards yet), so a sample is the position with a new random generator.
//! A player holds two factions (DF 1.2): the Western player West and OKH, the Soviet player the Soviets
//! and OKW; the evaluation is the Western player's view, negated for the Soviet player.
//!
//! The evaluation, in rough VP: the VP marker (DF 13.1), the threat each Ally's units make on the
//! objectives it may take and each Axis faction's on the objectives its enemy holds (the fronts), each
//! faction's steps next to the objectives it may take (footholds), the steps on the map by faction,
//! isolated units (DF 11.3), the initiative each player has left (DF 5: a faction lower on the track acts
//! sooner) and the objectives left empty within the enemy's reach; all of it but the VP marker and the
//! empty objectives counts less, and the win chance's spread narrows, toward turn 8's space 61 (DF 13),
//! where the VP marker alone decides. The playout policy takes the order that fights at the best odds —
//! above all one that attacks an objective or walks into an empty one — moves units toward the objectives
//! they may take without stripping a threatened objective (nor, in the last turn's rounds, one within a
//! Redeploy's reach of the enemy), aims Beachheads at the coasts behind which objectives lie, attacks at a
//! good column (DF 8), keeps the bigger units when taking hits. Decisions: docs/games/downfall.md
//! "Computer player".

use super::data::{Faction, Ideology, OrderKind, GRID};
use super::state::{Loc, State, Step, TRACK};
use super::supply::Isolation;
use super::{Action, Downfall};
use crate::ai::{AiGame, Level, SearchParams};
use crate::kit::rows::RowHex;
use crate::{Game, Rng, Seat};

/// +1 for a faction of the Western player (West, OKH), −1 for the Soviet player's (DF 1.2).
fn sign(f: Faction) -> f64 {
    match f {
        Faction::West | Faction::Okh => 1.0,
        Faction::Soviet | Faction::Okw => -1.0,
    }
}

/// Who an objective is a target for: the Ally that may take it from its holder (any Ally for an Axis
/// objective, the Axis faction fighting its holder for an Allied one, DF 7.2).
fn attackers_of(holder: Ideology) -> &'static [Faction] {
    match holder {
        Ideology::Axis => &[Faction::West, Faction::Soviet],
        Ideology::Western => &[Faction::Okw],
        Ideology::Soviet => &[Faction::Okh],
    }
}

/// How much an objective weighs in the evaluation and the policy by its holder: 1 an Axis objective, 2
/// an Allied one (docs/games/downfall.md "Computer player").
fn objective_worth(holder: Ideology) -> f64 {
    if holder == Ideology::Axis {
        1.0
    } else {
        2.0
    }
}

/// The objectives with their holders.
fn objectives(s: &State) -> Vec<(RowHex, Ideology)> {
    let d = s.data();
    s.cities.iter().filter(|(h, _)| d.hex(**h).is_some_and(|x| x.objective)).map(|(h, i)| (*h, *i)).collect()
}

/// Combat units on the map: (unit, hex, steps, faction).
fn on_map(s: &State) -> Vec<(usize, RowHex, u8, Faction)> {
    s.units
        .iter()
        .enumerate()
        .filter_map(|(u, us)| match us.loc {
            Loc::Hex(h) if s.is_combat(u) => Some((u, h, us.steps, s.faction(u))),
            _ => None,
        })
        .collect()
}

/// The threat on an objective from `attacker`'s units within two hexes, less the defence of its
/// holder's units in and next to it, in steps (≥ 0).
fn threat(units: &[(usize, RowHex, u8, Faction)], o: RowHex, attacker: Faction) -> f64 {
    let defender = attacker.enemy();
    let mut att = 0.0;
    let mut def = 0.0;
    for &(_, h, steps, f) in units {
        let dist = GRID.distance(h, o);
        if f == attacker && dist <= 2 {
            att += steps as f64 / (1.0 + dist as f64 * 0.5);
        } else if f == defender && dist <= 1 {
            def += steps as f64 * if dist == 0 { 1.0 } else { 0.5 };
        }
    }
    (att - 0.8 * def).max(0.0)
}

/// Initiative spaces the weather marker has left to go before turn 8's space 61 ends the game (DF 13,
/// L1895): about 91 a turn.
pub fn spaces_left(s: &State) -> f64 {
    let space = (s.weather_pos % TRACK + 1) as f64;
    ((8.0 - s.turn as f64) * TRACK as f64 + 61.0 - space).max(0.0)
}

/// Whether the game is in its last turn's worth of initiative before turn 8's space 61 (DF 13, L1895), when
/// a faction garrisons its objectives against the other player's last grabs.
fn late(s: &State) -> bool {
    crate::ai::tuning() & 1024 == 0 && spaces_left(s) < TRACK as f64
}

/// How far the position's promise (the fronts, the forces, the pull of the objectives) still counts
/// beside the VP marker: all of it a turn and more before the end, a quarter of it as turn 8's space 61
/// comes, when only the VP the marker shows decides (DF 13, L1895).
fn promise_weight(s: &State) -> f64 {
    if crate::ai::tuning() & 256 != 0 {
        return 1.0;
    }
    0.25 + 0.75 * (spaces_left(s) / TRACK as f64).min(1.0)
}

/// An objective its holder leaves empty with the enemy's units close enough to walk in (a Redeploy's
/// reach): lost without a fight on the enemy's next order (DF 7.2, 13.1). In steps of the nearest
/// enemy units within four hexes, counted only when no unit of the holder's stands in or next to it.
fn exposure(units: &[(usize, RowHex, u8, Faction)], o: RowHex, attacker: Faction) -> f64 {
    let defender = attacker.enemy();
    if units.iter().any(|&(_, h, _, f)| f == defender && GRID.distance(h, o) <= 1) {
        return 0.0;
    }
    let near = units.iter().filter(|&&(_, h, _, f)| f == attacker && GRID.distance(h, o) <= 4).count();
    (near as f64).min(2.0)
}

/// A faction about to choose its order (DF 6 step 3): the quiet point of an order choice's playouts.
fn order_choice(s: &State) -> bool {
    s.outcome.is_none() && matches!(s.steps.last(), Some(Step::Choose(_)))
}

/// The position's value for the Western player, in rough VP.
pub fn western_score(s: &State) -> f64 {
    s.vp as f64 + promise_weight(s) * promise(s) + open_doors(s)
}

/// The objectives left empty within the enemy's reach (`exposure`), for the Western player: a VP lost on
/// the enemy's next order, so counted in full to the end rather than fading with the promise — at turn 8's
/// last rounds a Redeploy into an empty objective is the game (DF 7.2, 13, L1895).
fn open_doors(s: &State) -> f64 {
    if crate::ai::tuning() & 512 != 0 {
        return 0.0;
    }
    let units = on_map(s);
    // Tuning bit 4096 (an arena experiment): the open door weighed nearer the VP it loses.
    let weight = if crate::ai::tuning() & 4096 != 0 { 0.4 } else { 0.15 };
    let mut v = 0.0;
    for (o, holder) in objectives(s) {
        let worth = objective_worth(holder);
        for &f in attackers_of(holder) {
            v += sign(f) * worth * weight * exposure(&units, o, f);
        }
    }
    v
}

/// The objectives `f` may take (DF 7.2): the Axis's for an Ally, the West's for OKW, the Soviets' for OKH.
fn targets(s: &State, f: Faction) -> Vec<RowHex> {
    objectives(s).into_iter().filter(|(_, holder)| attackers_of(*holder).contains(&f)).map(|(o, _)| o).collect()
}

/// The faction's progress toward the objectives it may take: its steps next to each (at most 4 steps an
/// objective, 0.05 a step), the foothold from which an Attack order takes it (DF 7.2, 8).
fn footholds(units: &[(usize, RowHex, u8, Faction)], targets: &[RowHex], f: Faction) -> f64 {
    targets
        .iter()
        .map(|&o| {
            let steps: u32 = units.iter().filter(|&&(_, h, _, g)| g == f && GRID.distance(h, o) == 1).map(|&(_, _, st, _)| st as u32).sum();
            0.05 * steps.min(4) as f64
        })
        .sum()
}

/// The position's promise for the Western player beside the VP marker, in rough VP.
fn promise(s: &State) -> f64 {
    let units = on_map(s);
    let objs = objectives(s);
    let mut v = 0.0;
    // The fronts: how hard each objective is pressed by whom may take it (at most most of a VP).
    for &(o, holder) in &objs {
        let worth = objective_worth(holder);
        for &f in attackers_of(holder) {
            v += sign(f) * worth * (0.06 * threat(&units, o, f)).min(0.6);
        }
    }
    if crate::ai::tuning() & 1024 == 0 {
        for f in super::data::FACTIONS {
            v += sign(f) * footholds(&units, &targets(s, f), f);
        }
    }
    // Force strength by faction, and the pull of the objectives each unit may take.
    for &(u, h, steps, f) in &units {
        v += sign(f) * 0.12 * steps as f64;
        if s.units[u].isolated != Isolation::None {
            v -= sign(f) * 0.3;
        }
        let near = objs
            .iter()
            .filter(|(_, holder)| attackers_of(*holder).contains(&f))
            .map(|(o, _)| GRID.distance(h, *o))
            .min()
            .unwrap_or(0);
        v -= sign(f) * 0.004 * near.min(30) as f64;
    }
    for (u, us) in s.units.iter().enumerate() {
        if us.loc == Loc::Pool && s.is_combat(u) {
            v += sign(s.faction(u)) * 0.03 * us.steps as f64;
        }
    }
    // Initiative left (DF 5): each space a faction has spent is tempo the other player keeps.
    for f in super::data::FACTIONS {
        v -= sign(f) * 0.02 * s.init[f as usize] as f64;
    }
    v
}

/// The chance (0–1) that `seat`'s player wins.
pub fn win_chance(s: &State, seat: Seat) -> f64 {
    if let Some(o) = &s.outcome {
        return if o.winner.is_none() { 0.5 } else if o.won(seat) { 1.0 } else { 0.0 };
    }
    let d = sign(Faction::of_seat(seat)) * western_score(s);
    1.0 / (1.0 + (-d / scale(s)).exp())
}

/// The win chance's spread in VP: 2.5 while a turn and more is left; narrower toward turn 8's space 61,
/// where a VP's lead is the game (DF 13, L1895).
fn scale(s: &State) -> f64 {
    if crate::ai::tuning() & 256 != 0 {
        return 2.5;
    }
    1.0 + 1.5 * (spaces_left(s) / TRACK as f64).min(1.0)
}

/// How much an order kind is worth to the policy before its cost (DF 7).
fn order_worth(k: OrderKind) -> f64 {
    match k {
        OrderKind::RedeployAttack | OrderKind::AttackRedeploy => 1.6,
        OrderKind::Attack => 1.3,
        OrderKind::Redeploy => 0.9,
        OrderKind::Recruit => 0.8,
        OrderKind::Mechanize => 0.5,
        OrderKind::Hq => 1.0,
        OrderKind::StrategicWarfare => 0.4,
        _ => 0.0,
    }
}

/// [`order_score_in`] with the faction's front read for this one order (the tests' way).
#[cfg(test)]
fn order_score(s: &State, f: Faction, marker: u8, side: u8, extra: u16) -> f64 {
    order_score_in(s, &Front::of(s, f), marker, side, extra)
}

/// What every order of a decision reads of the position for its faction, read once per decision rather
/// than once per order offered (the playouts' hot path).
struct Front {
    /// The best attack's column with one unit, and the assault on an objective ([`assault`]).
    attack: f64,
    assault: f64,
    /// The nearest an objective the faction may walk into is to one of its units ([`open_target_within`]).
    open: Option<u32>,
}

impl Front {
    fn of(s: &State, f: Faction) -> Front {
        Front { attack: best_attack(s, f), assault: assault(s, f), open: open_target_distance(s, f) }
    }
}

/// The policy's value of taking a marker's side: its worth less its initiative cost and surcharge.
fn order_score_in(s: &State, front: &Front, marker: u8, side: u8, extra: u16) -> f64 {
    let os = &s.data().markers[marker as usize].sides[side as usize];
    let cost = os.cost.unwrap_or(0) as f64 + extra as f64;
    let attacking = matches!(os.order, OrderKind::Attack | OrderKind::RedeployAttack | OrderKind::AttackRedeploy);
    let attacks = if attacking { front.attack.max(-1.0) * 0.3 + front.assault } else { 0.0 };
    let walk_in = if os.mp > 0 && front.open.is_some_and(|d| d <= os.mp as u32) { 0.6 } else { 0.0 };
    order_worth(os.order) + attacks + walk_in + 0.1 * os.mp as f64 - 0.12 * cost
}

/// What an Attack order is worth beyond its column when it can strike an objective `f` may take at decent
/// odds (column + DRM ≥ +1, DF 8): the objective falls to the advance after combat (DF 8 step 7, 13.1) — the
/// offensive the displays and the partisans do not give.
fn assault(s: &State, f: Faction) -> f64 {
    if crate::ai::tuning() & 1024 != 0 {
        return 0.0;
    }
    let c = objective_attack(s, f);
    if c >= 1.0 {
        0.5 + 0.1 * c.min(4.0)
    } else {
        0.0
    }
}

/// The best column + DRM among the attacks `f` could declare now on an objective it may take, led by its
/// biggest unit next to it with the others as flankers (DF 8 steps 1–4; −9 when none).
fn objective_attack(s: &State, f: Faction) -> f64 {
    let units = on_map(s);
    let enemy = f.enemy();
    let mut best = -9.0f64;
    for o in targets(s, f) {
        if !units.iter().any(|&(_, h, _, g)| g == enemy && h == o) {
            continue;
        }
        let mut by: Vec<(u8, usize)> = units.iter().filter(|&&(_, h, _, k)| k == f && GRID.is_adjacent(h, o)).map(|&(u, _, st, _)| (st, u)).collect();
        if by.is_empty() {
            continue;
        }
        by.sort_by(|a, b| b.cmp(a));
        let attackers: Vec<usize> = by.iter().map(|&(_, u)| u).collect();
        let odds = super::combat::odds(s, f, o, &attackers);
        best = best.max((odds.column + odds.drm) as f64);
    }
    best
}

/// Whether an objective `f` may take stands empty of any unit hostile to it within `mp` hexes of one of
/// its units: a Redeploy walks in and takes it (DF 7.1, 13.1).
#[cfg(test)]
fn open_target_within(s: &State, f: Faction, mp: u8) -> bool {
    open_target_distance(s, f).is_some_and(|d| d <= mp as u32)
}

/// The fewest hexes from one of `f`'s units to an objective it may take that no unit hostile to it
/// stands in ([`open_target_within`]); none when there is no such objective or no unit.
fn open_target_distance(s: &State, f: Faction) -> Option<u32> {
    if crate::ai::tuning() & 1024 != 0 {
        return None;
    }
    let units = on_map(s);
    let me = f.ideology();
    targets(s, f)
        .into_iter()
        .filter(|&o| !units.iter().any(|&(_, h, _, g)| h == o && g.ideology() != me))
        .filter_map(|o| units.iter().filter(|&&(_, _, _, g)| g == f).map(|&(_, h, _, _)| GRID.distance(h, o)).min())
        .min()
}

/// The best column among the attacks `f` could declare now with one unit (−9 when none).
fn best_attack(s: &State, f: Faction) -> f64 {
    let mut best = -9.0f64;
    let enemy = f.enemy();
    let units = on_map(s);
    for &(_, h, _, g) in &units {
        if g != enemy {
            continue;
        }
        for &(u, from, _, k) in &units {
            if k == f && GRID.is_adjacent(from, h) {
                let o = super::combat::odds(s, f, h, &[u]);
                best = best.max((o.column + o.drm) as f64);
            }
        }
    }
    best
}

/// A Beachhead's reach (DF 2.4.2): the objectives `f` may take within four hexes of the hex it points at —
/// France's Paris, Brussels, Antwerp and Amsterdam lie close together behind the Channel beaches — less the
/// enemy's steps next to that hex, which the landing meets first.
fn landing_reach(s: &State, f: Faction, target: RowHex, units: &[(usize, RowHex, u8, Faction)]) -> f64 {
    if crate::ai::tuning() & 1024 != 0 {
        return 0.0;
    }
    let near = targets(s, f).into_iter().filter(|&o| GRID.distance(o, target) <= 4).count();
    let guard: u32 = units.iter().filter(|&&(_, h, _, g)| g == f.enemy() && GRID.distance(h, target) <= 1).map(|&(_, _, st, _)| st as u32).sum();
    0.3 * (near as f64).min(3.0) - 0.05 * guard as f64
}

/// Whether `u` stands on an objective (or a city) of its own that an enemy unit is next to.
fn guarding(s: &State, u: usize, units: &[(usize, RowHex, u8, Faction)]) -> f64 {
    let Some(h) = s.hex_of(u) else { return 0.0 };
    let f = s.faction(u);
    let Some(x) = s.data().hex(h) else { return 0.0 };
    if x.city.is_none() {
        return 0.0;
    }
    // In the last turn's rounds a Redeploy's reach, four hexes, is the danger: an objective left then is
    // lost for good (DF 13, L1895).
    let reach = if x.objective && late(s) { 4 } else { 2 };
    let enemies = units.iter().filter(|(_, e, _, g)| !g.ideology().eq(&f.ideology()) && f.ideology().hostile(g.ideology()) && GRID.distance(*e, h) <= reach).count();
    let alone = units.iter().filter(|(_, e, _, g)| *e == h && g.ideology() == f.ideology()).count() <= 1;
    if enemies > 0 && alone {
        if x.objective {
            2.0
        } else {
            0.6
        }
    } else {
        0.0
    }
}

/// The objectives of its own that unit `u` alone guards from beside it or in it — without `u` they would
/// stand empty within the enemy's reach (`exposure`; DF 7.2, 13.1) — with what each is worth. A move to a
/// hex not in or next to one leaves it open and costs the move that much. The unit in a city is
/// `guarding`'s, at the unit's pick; this is the unit next to one, which the pick does not see (arena seed
/// 2101: OKH's Redeploy walked the guards beside its eastern objectives away and the order read worse
/// than none). Arena switch 8192 reads it as none.
fn lone_guard_of(s: &State, u: usize, units: &[(usize, RowHex, u8, Faction)]) -> Vec<(RowHex, f64)> {
    let Some(from) = s.hex_of(u) else { return vec![] };
    if crate::ai::tuning() & 8192 != 0 {
        return vec![];
    }
    let f = s.faction(u);
    let others: Vec<_> = units.iter().copied().filter(|&(w, ..)| w != u).collect();
    objectives(s)
        .into_iter()
        .filter(|&(o, holder)| holder == f.ideology() && attackers_of(holder).contains(&f.enemy()) && GRID.distance(from, o) <= 1)
        .filter(|&(o, _)| exposure(&others, o, f.enemy()) > 0.0)
        .map(|(o, holder)| (o, objective_worth(holder)))
        .collect()
}

/// How good it is for `f`'s unit of `steps` to stand in `to`: taking a city or an objective, nearing the
/// objectives it may take, next to an enemy it outweighs.
fn destination(s: &State, f: Faction, to: RowHex, from: Option<RowHex>, units: &[(usize, RowHex, u8, Faction)]) -> f64 {
    let me = f.ideology();
    let mut v = 0.0;
    if let Some(owner) = s.cities.get(&to) {
        if *owner != me {
            let obj = s.data().hex(to).is_some_and(|x| x.objective);
            v += if obj { if *owner == Ideology::Axis || me == Ideology::Axis { 2.0 } else { 3.0 } } else { 0.3 };
        }
    }
    let objs = objectives(s);
    let near = |h: RowHex| objs.iter().filter(|(_, holder)| attackers_of(*holder).contains(&f)).map(|(o, _)| GRID.distance(h, *o)).min().unwrap_or(0) as f64;
    if let Some(from) = from {
        v += 0.15 * (near(from) - near(to)).clamp(-3.0, 3.0);
    }
    // An Axis faction holds its own objectives under threat.
    if f.is_axis() {
        if s.cities.get(&to) == Some(&me) && s.data().hex(to).is_some_and(|x| x.objective) && threat(units, to, f.enemy()) > 0.0 {
            v += 0.8;
        }
    }
    // Any faction fills an objective of its own left empty within the enemy's reach (DF 7.2, 13.1).
    if crate::ai::tuning() & 512 == 0
        && s.cities.get(&to) == Some(&me)
        && s.data().hex(to).is_some_and(|x| x.objective)
        && !units.iter().any(|&(_, h, _, g)| g == f && h == to)
        && exposure(units, to, f.enemy()) > 0.0
    {
        v += if late(s) { 1.2 } else { 0.6 };
    }
    // Beside an enemy: good if it is weak there.
    let enemy = f.enemy();
    let close: u32 = units.iter().filter(|(_, h, _, g)| *g == enemy && GRID.is_adjacent(*h, to)).map(|(_, _, st, _)| *st as u32).sum();
    if close > 0 {
        v += if close <= 3 { 0.2 } else { -0.2 };
    }
    v
}

/// The faction deciding at the top step, when the step names one.
fn decider(s: &State) -> Faction {
    match s.steps.last() {
        Some(Step::Choose(c)) => c.faction,
        Some(Step::HqPick(c)) => c.faction,
        Some(Step::Move(m)) => m.faction,
        Some(Step::Attacks(a)) => a.faction,
        Some(Step::Flankers(a)) => a.faction,
        Some(Step::Hits(h)) => h.faction,
        Some(Step::Retreat(r)) => r.faction,
        Some(Step::Advance(a)) => a.faction,
        Some(Step::Build(b)) => b.faction,
        Some(Step::SwTrack(x)) => x.faction,
        Some(Step::SwMove(x)) => x.faction,
        Some(Step::MoveUnit(m)) => s.faction(m.unit as usize),
        Some(Step::NavalAttack(n)) => n.defender.enemy(),
        Some(Step::NavalHits(n)) => n.attack.defender,
        Some(Step::SwUnits(_)) => Faction::Okw,
        Some(Step::Oss(_)) => Faction::West,
        Some(Step::SwAir(_)) => Faction::West,
        Some(Step::BeachheadSteps(_)) => Faction::West,
        Some(Step::Liberation(_)) => Faction::Soviet,
        Some(Step::Airdrop(_)) => Faction::West,
        _ => s.active,
    }
}

/// The policy's scores of a decision's actions (higher is better), in rough VP.
pub fn scores(s: &State, actions: &[Action]) -> Vec<f64> {
    let f = decider(s);
    let units = on_map(s);
    let top = s.steps.last();
    let front = std::cell::OnceCell::new();
    let front = || front.get_or_init(|| Front::of(s, f));
    // The objectives the moving unit alone guards (one unit moves at a `MoveUnit` step).
    let guarded = std::cell::OnceCell::new();
    let guarded = || {
        guarded
            .get_or_init(|| match top {
                Some(Step::MoveUnit(m)) => lone_guard_of(s, m.unit as usize, &units),
                _ => vec![],
            })
            .as_slice()
    };
    actions
        .iter()
        .map(|a| match *a {
            Action::Take { marker, side } => {
                let b = s.track.iter().position(|x| *x == Some(marker)).unwrap_or(0);
                order_score_in(s, front(), marker, side, super::round::surcharge(s, f, b))
            }
            Action::FromPlanning { side } => s.planning[f as usize].map_or(0.0, |m| order_score_in(s, front(), m, side, 0) + 0.1),
            Action::Ops { marker, side } => order_score_in(s, front(), marker, side, 0),
            Action::Plan { .. } => 0.1,
            Action::Reseed => -0.3,
            Action::Unit(u) => match top {
                // Move the units that have somewhere better to be; keep the guards.
                Some(Step::Move(_)) => {
                    let front = units.iter().any(|(_, h, _, g)| *g == f.enemy() && s.hex_of(u as usize).is_some_and(|x| GRID.distance(x, *h) <= 1));
                    0.35 - guarding(s, u as usize, &units) - if front { 0.25 } else { 0.0 }
                }
                Some(Step::Flankers(_)) => 0.6,
                // The hit on the biggest unit; an elimination is worst (DF 8 step 6).
                Some(Step::Hits(_)) => {
                    let st = s.units[u as usize].steps as f64;
                    0.1 * st - if st <= 1.0 { 1.0 } else { 0.0 }
                }
                Some(Step::Advance(adv)) => 0.3 + destination(s, f, adv.hex, s.hex_of(u as usize), &units),
                // A step whose trace costs initiative (DF 11.1, 11.2) is worth less.
                Some(Step::Build(b)) => 0.6 - 0.12 * b.trace_toll(s, u as usize) as f64,
                Some(Step::AirborneHome(_)) => 0.0,
                // A Bombing swap takes a unit from the force pool rather than the map (DF 7.9.2).
                Some(Step::SwAir(_)) => {
                    if s.units[u as usize].loc == Loc::Pool {
                        0.3
                    } else {
                        0.0
                    }
                }
                // Airdrop: a unit from the force pool rather than one standing in a land area (DF 8, rules 8).
                Some(Step::Airdrop(_)) => {
                    if s.units[u as usize].loc == Loc::Pool {
                        0.3
                    } else {
                        0.0
                    }
                }
                // A Beachhead's 4 steps on the biggest units: an isolated unit costs its pips (DF 2.4.2, 11.3).
                Some(Step::BeachheadSteps(_)) => 0.3 + 0.1 * s.units[u as usize].steps as f64,
                // A naval hit on a fleet rather than on the moving unit's steps (DF 9.2).
                Some(Step::NavalHits(_)) => {
                    if super::naval::is_naval(s, u as usize) {
                        0.2
                    } else {
                        -0.1
                    }
                }
                _ => 0.1,
            },
            Action::Flip(_) => 0.3,
            Action::To(h) => match top {
                Some(Step::MoveUnit(m)) => {
                    let left_open: f64 = guarded().iter().filter(|(o, _)| GRID.distance(h, *o) > 1).map(|(_, worth)| worth).sum();
                    destination(s, f, h, s.hex_of(m.unit as usize), &units) - left_open
                }
                Some(Step::Retreat(_)) => {
                    let enemies = units.iter().filter(|(_, e, _, g)| *g == f.enemy() && GRID.is_adjacent(*e, h)).count() as f64;
                    0.3 * s.cities.get(&h).is_some_and(|i| *i == f.ideology()) as u8 as f64 - 0.2 * enemies
                }
                _ => 0.0,
            },
            Action::Sail(h) => destination(s, f, h, None, &units) - 0.2,
            Action::SailArea(_) | Action::ToArea(_) => -0.2,
            Action::ToSea(_) => 0.0,
            Action::Base { .. } => 0.1,
            Action::Enter { unit, hex } => 0.5 + 0.1 * s.units[unit as usize].steps as f64 + 0.5 * destination(s, f, hex, None, &units),
            Action::Attack { hex, lead } => {
                let o = super::combat::odds(s, f, hex, &[lead as usize]);
                let obj = s.cities.contains_key(&hex) as u8 as f64 * if s.data().hex(hex).is_some_and(|x| x.objective) { 0.6 } else { 0.2 };
                0.35 * (o.column + o.drm) as f64 - 0.2 + obj
            }
            // The units in the Middle East (DF 1.B, rules 11): by the column and DRM, as a hex's.
            Action::AttackArea { area, lead } => {
                let o = super::combat::odds(s, f, super::areas::node(area as usize), &[lead as usize]);
                0.35 * (o.column + o.drm) as f64 - 0.2
            }
            // A naval attack is worth it when the odds lean the interceptor's way (DF 9.2).
            Action::Roll => match top {
                Some(Step::NavalAttack(n)) => 0.1 * n.drm(s) as f64,
                _ => 0.0,
            },
            Action::Track(_) => 0.3,
            // Left is toward the West (DF 7.9).
            Action::Shift { left } => 0.5 * if left == (sign(f) > 0.0) { 1.0 } else { -1.0 },
            Action::Retreat => {
                let Some(Step::Hits(h)) = top else { return 0.0 };
                let steps: u32 = h.units.iter().map(|&u| s.units[u as usize].steps as u32).sum();
                if h.left as u32 >= steps {
                    1.0
                } else {
                    -0.1
                }
            }
            Action::PayIsolation(u) => 0.25 * s.units[u as usize].steps as f64 - 0.1 * super::supply::cost(s, u as usize) as f64,
            Action::Eliminate(_) => 0.0,
            // A card that helps the combat is played (DF 8 step 2); Material Shortages costs a card
            // rather than 3 initiative (DF 7.10).
            // Before choosing an order (DF 3.2, L947): units in play are worth a card; Fate only cycles.
            Action::Play(c) if matches!(top, Some(Step::Choose(_))) => match super::cards::effect(s, c) {
                Some(super::cards::Effect::Liberation) => 0.8,
                Some(super::cards::Effect::BigThree) => 0.6,
                _ => -0.1,
            },
            Action::Play(_) => 0.5,
            Action::Discard(_) => 0.3,
            Action::PayShortage => 0.0,
            // A Beachhead near an objective is worth its Transport Points (DF 2.4.2); a Mulberry keeps it.
            Action::Land { beach, from } => {
                let Some(b) = s.data().beaches.get(beach as usize) else { return 0.0 };
                0.2 + 0.5 * destination(s, f, b.target, None, &units) + landing_reach(s, f, b.target, &units) - 0.05 * b.tp as f64 - if from.is_some() { 0.2 } else { 0.0 }
            }
            Action::Mulberry(_) => 0.6,
            // The Armor Reserves (DF 7.7.3): a step on the map now is better than one banked.
            Action::Bank => 0.0,
            Action::Draw => 0.4,
            Action::Done => 0.05,
        })
        .collect()
}

/// Candidates by one ply of the evaluation beside the policy's (`SearchParams::one_ply`).
const ONE_PLY: usize = 4;

impl AiGame for Downfall {
    type Knowledge = Seat;

    fn knowledge(_state: &State, seat: Seat) -> Seat {
        seat
    }

    /// Only the cup's draws and the dice are unknown: a new random generator (the game's own
    /// `redraw_secrets`).
    fn determinize(state: &State, seat: &Seat, rng: &mut Rng) -> State {
        Downfall::redraw_secrets(state, *seat, rng.next_u64()).unwrap_or_else(|| state.clone())
    }

    fn evaluate(state: &State, seat: Seat) -> f64 {
        win_chance(state, seat)
    }

    /// The shared search, with up to four candidates by one ply of the evaluation beside the policy's
    /// twelve (sixteen at level 4): a unit's walk into an empty objective, which the policy does not rank,
    /// is still searched (docs/games/downfall.md "Computer player").
    ///
    /// A timed level (4) plays at least as many playouts a candidate as level 3: an order choice's
    /// playouts run through the orders and take longer than a unit move's, and in its 0.9 s level 4
    /// searched some orders less than level 3 did in its 500 playouts (docs/games/downfall.md "Computer
    /// player", the floor). Arena switch 16384: the time alone.
    fn search_params(level: Level) -> Option<SearchParams> {
        let level3 = Level::Search(3).params()?;
        let searched = |p: &SearchParams| (p.max_candidates + ONE_PLY) as u32;
        level.params().map(|p| SearchParams {
            one_ply: ONE_PLY,
            min_playouts: match p.millis {
                Some(_) if crate::ai::tuning() & 16384 == 0 => level3.iterations * searched(&p) / searched(&level3),
                _ => 0,
            },
            ..p
        })
    }

    fn policy(state: &State, actions: &[Action], rng: &mut Rng, noise: f64) -> usize {
        crate::ai::noisy_best(scores(state, actions), rng, noise)
    }

    fn priors(state: &State, actions: &[Action]) -> Vec<f64> {
        scores(state, actions)
    }

    /// A quiet point: a faction about to choose its order (DF 6 step 3), or the next unit to move or
    /// attack with within an order (DF 7.1, 7.2) — an order moves many units one at a time, so a playout
    /// of whole action rounds would cost a second a decision.
    fn boundary(state: &State) -> bool {
        state.outcome.is_none() && matches!(state.steps.last(), Some(Step::Choose(_) | Step::Move(_) | Step::Attacks(_)))
    }

    /// An order (DF 6 step 3) is a plan: an Attack or a Redeploy moves and attacks unit by unit over dozens
    /// of decisions, while Strategic Warfare or Partisan Warfare resolves in one roll. Counted in unit
    /// moves, a playout of three quiet points stops an Attack part-way and scores it against a display's
    /// roll already taken (docs/games/downfall.md "Computer player", 2026-12-03). So an order choice is
    /// scored at order choices: once the order has been played through and the next faction's order
    /// after it (its answer, a roll that may take a display's VP back, DF 7.9.1).
    fn plan_horizon(state: &State) -> Option<(fn(&State) -> bool, u32)> {
        if crate::ai::tuning() & 2048 != 0 {
            return None;
        }
        order_choice(state).then_some((order_choice as fn(&State) -> bool, 2))
    }

    /// Nothing is lost "on the spot" in Downfall but by the VP track, which the evaluation reads: the phase
    /// is one action, so the safety look-ahead checks the action itself only.
    fn epoch(state: &State) -> u64 {
        state.log.len() as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_evaluation_is_a_chance_and_the_players_share_it() {
        let h = crate::Header { game: "downfall".into(), scenario: "overlord".into(), seed: 3, rules: 1, ..Default::default() };
        let s = Downfall::setup(&h, Downfall::builtin_data()).unwrap();
        let w = win_chance(&s, Faction::West.seat());
        assert!((0.0..=1.0).contains(&w));
        assert!((w - win_chance(&s, Faction::Okh.seat())).abs() < 1e-9, "a player's two factions share its chance");
        assert!((w + win_chance(&s, Faction::Soviet.seat()) - 1.0).abs() < 1e-9);
    }

    fn overlord() -> State {
        let h = crate::Header { game: "downfall".into(), scenario: "overlord".into(), seed: 3, rules: 1, ..Default::default() };
        Downfall::setup(&h, Downfall::builtin_data()).unwrap()
    }

    /// DF 13 (L1895): at turn 8's space 61 the VP leader wins, so a VP's lead is worth more as the end
    /// comes than with three turns to play (a constant spread would make them equal).
    #[test]
    fn a_vp_lead_weighs_more_as_turn_eight_ends() {
        let mut early = overlord();
        early.vp = 1;
        let mut late = early.clone();
        late.turn = 8;
        late.weather_pos = 7 * TRACK + 55;
        assert!(spaces_left(&late) < 10.0 && spaces_left(&early) > 2.0 * TRACK as f64);
        let w = Faction::West.seat();
        assert!(win_chance(&late, w) > win_chance(&early, w) + 0.02, "{} {}", win_chance(&late, w), win_chance(&early, w));
        assert!(win_chance(&late, Faction::Soviet.seat()) < win_chance(&early, Faction::Soviet.seat()));
    }

    /// DF 7.2, 13.1: an objective left empty with an enemy unit four hexes off is walked into on the
    /// enemy's next order; a unit of the holder's in or next to it, or an enemy five hexes off, is not.
    #[test]
    fn an_empty_objective_within_the_enemys_reach_is_exposed() {
        let o = RowHex::new(10, 10);
        let at = |d: i32| RowHex::new(10, 10 + d);
        let far = [(0, at(4), 3, Faction::Soviet)];
        assert_eq!(GRID.distance(o, at(4)), 4);
        assert!(exposure(&far, o, Faction::Soviet) > 0.0);
        assert_eq!(exposure(&[(0, at(5), 3, Faction::Soviet)], o, Faction::Soviet), 0.0);
        let held = [(0, at(4), 3, Faction::Soviet), (1, o, 1, Faction::Okh)];
        assert_eq!(exposure(&held, o, Faction::Soviet), 0.0);
        let beside = [(0, at(4), 3, Faction::Soviet), (1, at(1), 1, Faction::Okh)];
        assert_eq!(exposure(&beside, o, Faction::Soviet), 0.0);
        // Another Axis faction's unit does not hold it for OKH (DF 7.2: the Soviets fight OKH).
        let other = [(0, at(4), 3, Faction::Soviet), (1, o, 1, Faction::Okw)];
        assert!(exposure(&other, o, Faction::Soviet) > 0.0);
    }

    /// The policy sends a unit into its own empty objective within the enemy's reach (DF 7.2).
    #[test]
    fn the_policy_fills_an_exposed_objective_of_its_own() {
        let s = overlord();
        let units = on_map(&s);
        // An OKH-held objective with no OKH unit in it, and a Soviet unit placed four hexes off.
        let (o, _) = objectives(&s)
            .into_iter()
            .find(|(o, i)| *i == Ideology::Axis && !units.iter().any(|&(_, h, _, f)| f.is_axis() && GRID.distance(h, *o) <= 1) && GRID.distance(*o, RowHex::new(o.row, o.col + 4)) == 4)
            .expect("an empty Axis objective");
        let mut with = units.clone();
        with.retain(|&(_, h, _, f)| !(f == Faction::Soviet && GRID.distance(h, o) <= 4));
        let mut without = with.clone();
        with.push((usize::MAX, RowHex::new(o.row, o.col + 4), 3, Faction::Soviet));
        without.retain(|&(_, h, _, _)| GRID.distance(h, o) > 4);
        let gain = destination(&s, Faction::Okh, o, None, &with) - destination(&s, Faction::Okh, o, None, &without);
        assert!(gain >= 0.5, "{gain}");
    }

    /// An Overlord position with the West's two biggest units placed next to an OKW-held Axis objective,
    /// from where they attack it at column + DRM ≥ +1 (DF 8), and the units moved.
    fn west_next_to_an_okw_objective() -> (State, Vec<usize>) {
        let base = overlord();
        let units = on_map(&base);
        let mut west: Vec<(u8, usize)> = units.iter().filter(|&&(_, _, _, f)| f == Faction::West).map(|&(u, _, st, _)| (st, u)).collect();
        west.sort_by(|a, b| b.cmp(a));
        let moved: Vec<usize> = west.iter().take(2).map(|&(_, u)| u).collect();
        for o in targets(&base, Faction::West) {
            if !units.iter().any(|&(_, h, _, f)| f == Faction::Okw && h == o) {
                continue;
            }
            let free: Vec<RowHex> = GRID
                .neighbours(o)
                .into_iter()
                .filter(|&h| base.data().hex(h).is_some_and(|x| matches!(x.class, super::super::data::Class::Land | super::super::data::Class::Coast)) && !units.iter().any(|&(_, at, _, _)| at == h))
                .collect();
            if free.len() < 2 {
                continue;
            }
            let mut s = base.clone();
            for (&u, &h) in moved.iter().zip(&free) {
                s.units[u].loc = Loc::Hex(h);
            }
            if objective_attack(&s, Faction::West) >= 1.0 {
                return (s, moved);
            }
        }
        panic!("no OKW objective the West attacks at +1");
    }

    /// DF 8, 13.1: with an OKW-held objective to attack at good odds the West's policy takes the Attack
    /// order over its back side, Strategic Warfare (DF 7.9), and values it more than when no objective is
    /// in reach (the same units back in the force pool).
    #[test]
    fn the_west_takes_an_attack_on_an_okw_objective_over_strategic_warfare() {
        let (s, moved) = west_next_to_an_okw_objective();
        let m = s.data().marker_index("w-ops-5").expect("the West's Attack marker") as u8;
        assert_eq!(s.data().markers[m as usize].sides[0].order, OrderKind::Attack);
        assert_eq!(s.data().markers[m as usize].sides[1].order, OrderKind::StrategicWarfare);
        let attack = order_score(&s, Faction::West, m, 0, 0);
        let sw = order_score(&s, Faction::West, m, 1, 0);
        assert!(attack > sw + 1.0, "attack {attack} sw {sw}");
        let mut away = s.clone();
        for u in moved {
            away.units[u].loc = Loc::Pool;
        }
        assert!(objective_attack(&away, Faction::West) < objective_attack(&s, Faction::West));
        let plain = order_score(&away, Faction::West, m, 0, 0);
        assert!(attack >= plain + 0.5, "with the objective {attack}, without {plain}");
    }

    /// DF 7.1, 13.1: a Redeploy that can walk into an empty objective is worth more than one that cannot.
    #[test]
    fn a_redeploy_within_reach_of_an_empty_objective_is_preferred() {
        let s = overlord();
        let m = s.data().marker_index("w-ops-3").expect("the West's 5 Redeploy") as u8;
        let os = &s.data().markers[m as usize].sides[0];
        assert_eq!(os.order, OrderKind::Redeploy);
        let o = targets(&s, Faction::West).into_iter().find(|&o| !on_map(&s).iter().any(|&(_, h, _, g)| g.ideology() != Ideology::Western && GRID.distance(h, o) <= 1)).expect("an Axis objective with no Axis unit in or next to it");
        let mut open = s.clone();
        let mut shut = s.clone();
        for (u, us) in s.units.iter().enumerate() {
            if s.faction(u) == Faction::West && matches!(us.loc, Loc::Hex(_)) {
                open.units[u].loc = Loc::Pool;
                shut.units[u].loc = Loc::Pool;
            }
        }
        let w = (0..s.units.len()).find(|&u| s.faction(u) == Faction::West && s.is_combat(u)).expect("a West unit");
        let far = GRID.neighbours(o).into_iter().find(|&h| s.data().hex(h).is_some_and(|x| matches!(x.class, super::super::data::Class::Land | super::super::data::Class::Coast))).expect("land next to the objective");
        open.units[w].loc = Loc::Hex(far);
        assert!(open_target_within(&open, Faction::West, os.mp));
        assert!(!open_target_within(&shut, Faction::West, os.mp));
        assert!(order_score(&open, Faction::West, m, 0, 0) >= order_score(&shut, Faction::West, m, 0, 0) + 0.5);
    }

    /// DF 2.4.2: a Beachhead on the Channel coast, behind which Paris, Brussels and Antwerp lie, reaches
    /// more objectives than one in the Bay of Biscay's Brittany.
    #[test]
    fn a_beachhead_is_aimed_near_the_french_objectives() {
        let s = overlord();
        let units = on_map(&s);
        let at = |key: &str| s.data().beaches.iter().find(|b| b.key == key).expect("beach").target;
        let channel = landing_reach(&s, Faction::West, at("calvados"), &units);
        let brittany = landing_reach(&s, Faction::West, at("brittany"), &units);
        assert!(channel > brittany + 0.2, "calvados {channel} brittany {brittany}");
    }

    /// DF 13 (L1895): in turn 8's last rounds a lone unit on its objective with an enemy four hexes off is
    /// a garrison; two turns before the end it is free to go.
    #[test]
    fn a_lone_garrison_stays_in_the_last_turn() {
        let mut early = overlord();
        let units = on_map(&early);
        let (o, _) = objectives(&early)
            .into_iter()
            .find(|&(o, i)| i == Ideology::Axis && units.iter().filter(|&&(_, h, _, f)| f.is_axis() && h == o).count() == 1 && units.iter().all(|&(_, h, _, f)| f.is_axis() || GRID.distance(h, o) > 4))
            .expect("an Axis objective held by one unit, no Ally within four hexes");
        let (u, _, _, _) = *units.iter().find(|&&(_, h, _, f)| f.is_axis() && h == o).expect("its garrison");
        let enemy = (0..early.units.len()).find(|&e| early.faction(e) == early.faction(u).enemy() && early.is_combat(e)).expect("an enemy unit");
        let spot = GRID.within(o, 4).into_iter().find(|&h| GRID.distance(h, o) >= 3 && early.data().hex(h).is_some_and(|x| matches!(x.class, super::super::data::Class::Land | super::super::data::Class::Coast))).expect("land three or four hexes off");
        early.units[enemy].loc = Loc::Hex(spot);
        let mut last = early.clone();
        last.turn = 8;
        last.weather_pos = 7 * TRACK + 40;
        assert!(late(&last) && !late(&early));
        assert_eq!(guarding(&early, u, &on_map(&early)), 0.0);
        assert!(guarding(&last, u, &on_map(&last)) >= 2.0);
    }

    #[test]
    fn a_vp_toward_the_west_is_better_for_the_western_player() {
        let h = crate::Header { game: "downfall".into(), scenario: "overlord".into(), seed: 3, rules: 1, ..Default::default() };
        let s = Downfall::setup(&h, Downfall::builtin_data()).unwrap();
        let mut t = s.clone();
        t.vp += 2;
        assert!(win_chance(&t, Faction::West.seat()) > win_chance(&s, Faction::West.seat()));
        assert!(win_chance(&t, Faction::Okw.seat()) < win_chance(&s, Faction::Okw.seat()));
    }
}
