//! The playout policy (docs/ai.md "Empire of the Sun"): every legal action scored cheaply from the
//! position, in rough victory units, higher better. It is what both sides play in the search's playouts
//! and what ranks a wide decision's candidates before the search.
//!
//! - A round (4.22): a card's operations for an offensive (worth more with more OC, 5.0), its event when it
//!   is a military one (an offensive with bonuses, 5.31); reaction cards are kept for the other side's
//!   offensives (5.32); passing or discarding only when nothing else is offered.
//! - An offensive (7.2): the HQ with the longest command range (7.21); units activated by strength and
//!   nearness to the ports and resource hexes still to take, the nearer the more they are worth
//!   ([`super::aims`]); every activated unit moved, towards those objectives, taking them with ground
//!   units (6.5), fighting where the enemy stands, never an HQ into an enemy hex (17.10.7: the last HQ
//!   lost loses the South Pacific game); every possible battle declared (7.24).
//! - Garrisons: a ground unit holding alone a port or resource hex the enemy can reach stays; one moves
//!   into such a hex left empty ([`super::aims::Aims::guard`]).
//! - The reaction (7.25–7.27): the intelligence roll always, reaction cards, a reacting HQ and moves into
//!   the battle hexes.
//! - Battles (9.0): the engine's own hit placement (9.2F: the proposal the board shows), the strongest
//!   ground unit keeping the last step, retreats into friendly hexes, post-battle moves that save the
//!   units finishing would lose (8.21, 8.45C).
//! - Reinforcements and replacements (10.0, 11.0): placed near the objectives or in a hex to hold, every
//!   replacement spent.

use crate::games::empire_of_the_sun::actions::{Action, OcUse};
use super::aims::{aims, Aims};
use crate::games::empire_of_the_sun::data::{CardType, Side, UnitType};
use crate::games::empire_of_the_sun::state::steps::Step;
use crate::games::empire_of_the_sun::state::{other, CardNo, Mode, State, UnitId};
use crate::kit::hex::Hex;

/// The side deciding at the top step (the side each step's prompt asks).
pub fn decider(s: &State) -> Side {
    let off = s.offensive.as_ref().map_or(s.phasing, |o| o.side);
    match s.steps.last() {
        Some(Step::Round(r)) => r.side,
        Some(Step::Reinforcements(r)) => r.side,
        Some(Step::Replacements(r)) => r.side,
        Some(Step::AllocateHits(h)) => h.side,
        Some(Step::LastStep(h)) => h.side,
        Some(Step::PostBattle(p)) => p.side,
        Some(Step::Emergency(e)) => e.side,
        Some(Step::Overstack(o)) => o.side,
        Some(Step::Event(e)) => e.side,
        Some(Step::AfterPlay(a)) => a.side,
        Some(Step::FreeNavalMove(_) | Step::Arcadia) => Side::Allied,
        Some(Step::Kondo) => Side::Japanese,
        Some(
            Step::Weather
            | Step::SpecialReaction
            | Step::Intelligence
            | Step::ReactionHq
            | Step::ReactionActivate
            | Step::ReactionMove(_)
            | Step::AttackReactions
            | Step::Disengage(_),
        ) => other(off),
        _ => off,
    }
}

/// What holding a hex the enemy can reach is worth to the policy, per victory unit of the hex
/// ([`Aims::guard`]): about what taking one is (0.5 + 2 a unit, [`destination`]).
const GARRISON: f64 = 1.5;

/// A ground unit of `side` other than `except` stands in `h`.
fn ground_held(s: &State, side: Side, h: Hex, except: Option<UnitId>) -> bool {
    s.on_map().any(|(u, at)| at == h && Some(u) != except && s.side_of_unit(u) == side && kind(s, u) == UnitType::Ground)
}

/// The worth of hex `h` when it is one of `side`'s to hold ([`Aims::guard`]) and no ground unit of
/// `side` holds it; else 0.
fn garrison_needed(s: &State, side: Side, aims: &Aims, h: Hex) -> f64 {
    match aims.guarded(s.geo().ix(h)) {
        Some(w) if !ground_held(s, side, h, None) => w,
        _ => 0.0,
    }
}

/// The worth of the hex ground unit `u` of `side` holds alone, when it is one to hold ([`Aims::guard`]);
/// else 0.
fn sole_garrison(s: &State, side: Side, aims: &Aims, u: UnitId) -> f64 {
    if kind(s, u) != UnitType::Ground || aims.guard.is_empty() {
        return 0.0;
    }
    let Some(h) = s.unit(u).loc.hex() else { return 0.0 };
    match aims.guarded(s.geo().ix(h)) {
        Some(w) if !ground_held(s, side, h, Some(u)) => w,
        _ => 0.0,
    }
}

/// What the units of `side` in `h` are worth in a fight: attack and defence.
fn force(s: &State, h: Hex, side: Side) -> f64 {
    s.on_map().filter(|&(u, at)| at == h && s.side_of_unit(u) == side).map(|(u, _)| (s.attack(u) + s.defence(u)) as f64).sum()
}

/// Hexes within which the other side's units count as a threat to a hex: its air units and ships can
/// join a battle there by reaction (7.26) or strike it in their next offensive.
const THREAT_RANGE: u32 = 3;

/// What `side`'s enemy can bring against `h`: its units there in full, its air units and ships within
/// [`THREAT_RANGE`] at half (some will be elsewhere, or out of range).
fn threat(s: &State, h: Hex, side: Side) -> f64 {
    let enemy = other(side);
    s.on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == enemy && kind(s, u) != UnitType::Hq)
        .map(|(u, at)| {
            let d = at.distance(h);
            let k = kind(s, u);
            let w = if d == 0 { 1.0 } else if d <= THREAT_RANGE && k != UnitType::Ground { 0.5 } else { 0.0 };
            w * (s.attack(u) + s.defence(u)) as f64
        })
        .sum()
}

/// A carrier: its side's striking power at sea, and a Political Will loss when sunk (16.1).
fn carrier(k: UnitType) -> bool {
    matches!(k, UnitType::Cv | UnitType::Cvl | UnitType::Cve)
}

fn kind(s: &State, u: UnitId) -> UnitType {
    s.unit_data(u).kind
}

/// A card's worth to play for its operations or event (5.0, 5.31); reaction cards are worth keeping.
fn card_value(s: &State, side: Side, c: CardNo, event: bool) -> f64 {
    let Some(card) = s.data().card(side, c) else { return 0.0 };
    let ops = card.ops as f64;
    let keep = if card.kind == CardType::Reaction { 1.0 } else { 0.0 };
    if event {
        match card.kind {
            // A military event is an offensive with the card's own bonuses (5.31).
            CardType::Military => 1.3 + 0.5 * ops,
            CardType::Political | CardType::Resource => 1.0 + 0.2 * ops,
            CardType::Reaction => -1.0,
        }
    } else {
        1.0 + 0.5 * ops - keep
    }
}

/// The destination score of the stack `selected` (its head `u`) moving in `mode` to `to`.
fn destination(s: &State, side: Side, u: UnitId, mode: Mode, to: Hex, aims: &Aims) -> f64 {
    // The whole stack moves together (8.11): its strength is what arrives.
    let stack: f64 = selection(s).iter().map(|&x| strength(s, x)).sum::<f64>().max(strength(s, u));
    let k = kind(s, u);
    let mut v = 0.0;
    if let Some(from) = s.unit(u).loc.hex() {
        v += 0.25 * (aims.distance(s, from) - aims.distance(s, to)).clamp(-4.0, 4.0);
    }
    let hd = s.hex_data(to);
    let enemy = force(s, to, other(side));
    let theirs = s.controller(to) == Some(other(side));
    if k == UnitType::Hq {
        // Never an HQ where the enemy is (17.10.7); and not where the enemy's ships and air units can reach
        // it unguarded (the last HQ lost loses the South Pacific game): an HQ follows its units, it does
        // not lead them.
        if enemy > 0.0 || theirs {
            return v - 5.0;
        }
        let guard = force(s, to, side);
        let danger = threat(s, to, side);
        return 0.4 * v + if danger > guard { -1.5 - 0.02 * (danger - guard) } else { 0.0 };
    }
    if k == UnitType::Ground {
        // Holding ground: a garrison for an empty hex the enemy can reach.
        v += GARRISON * garrison_needed(s, side, aims, to);
    }
    if k == UnitType::Ground && theirs {
        // Taking ground (6.5): a port or resource hex counts for victory.
        let worth = aims.target(s.geo().ix(to)).unwrap_or(0.0);
        let mine = force(s, to, side) + stack;
        v += 0.5 + 2.0 * worth;
        if enemy > 0.0 {
            v += if mine >= 1.5 * enemy { 0.5 } else { -1.5 };
        }
    } else if enemy > 0.0 {
        // A battle: worth seeking with more strength than the enemy can bring (the reaction's air units
        // and ships join it, 7.26); a carrier force sent into a battle it cannot win is lost for nothing.
        let mine = force(s, to, side) + stack;
        let against = threat(s, to, side).max(enemy);
        v += if mine >= against {
            1.0
        } else if mine >= 0.75 * against {
            0.2
        } else if carrier(k) {
            -3.0
        } else {
            -1.5
        };
    }
    // Air units and ships end where they can be supplied and based (8.21, 8.3): a friendly port or
    // airfield.
    if k != UnitType::Ground && !theirs {
        let base = hd.is_some_and(|d| if k == UnitType::Air { d.airfield } else { d.port });
        v += if base { 0.3 } else { 0.0 };
    }
    if mode.strategic() {
        v -= 0.2;
    }
    // The reaction moves into the battles declared (7.26).
    if let Some(o) = &*s.offensive {
        if side != o.side && o.battles.iter().any(|b| b.hex == to) {
            v += 2.0;
        }
    }
    v
}

/// The units selected to move together at the top step (8.11), if it is a move.
fn selection(s: &State) -> &[UnitId] {
    match s.steps.last() {
        Some(Step::Move(m)) => &m.selected,
        Some(Step::ReactionMove(m)) => &m.selected,
        Some(Step::PostBattle(p)) => &p.selected,
        _ => &[],
    }
}

/// What no level but `random` chooses while anything else is offered (`AiGame::never_chooses`): putting a
/// selected stack back, and selecting a unit with nowhere to go, or a ship that leaves its stack nowhere to
/// go, which could only be put back. Either
/// leaves the position as it was, so a search or a one-ply player that found it as good as anything else
/// could select and put back the same ship for ever (a level-4 campaign game did, on its first turn).
pub fn pointless(s: &State, a: &Action) -> bool {
    match *a {
        Action::Unselect { .. } => true,
        Action::Select { unit } => match selection(s) {
            [] => !has_destinations(s, decider(s), unit),
            stack => !stack_may_move(s, decider(s), stack, unit),
        },
        _ => false,
    }
}

/// The movement step at the top (7.22, 7.26, 9.6), if it is one.
fn movement_phase(s: &State) -> Option<crate::games::empire_of_the_sun::offensive::movement::moves::Phase> {
    use crate::games::empire_of_the_sun::offensive::movement::moves::Phase;
    match s.steps.last() {
        Some(Step::Move(_)) => Some(Phase::Offensive),
        Some(Step::ReactionMove(_)) => Some(Phase::Reaction),
        Some(Step::PostBattle(_)) => Some(Phase::PostBattle),
        _ => None,
    }
}

/// The selected `stack` with ship `u` joining it as an escort (8.11, 8.45B) still has somewhere to go. A
/// ship that leaves the stack nowhere to go could only be put back; with it pointless and putting back
/// pointless, a one-ply player selected it (the position unchanged, as good as any move when far ahead),
/// put back another ship (the only choice then), and selected it again, for ever (the South Pacific arena's
/// seed 3609, XXIV Corps at Lae with the Essex, North Carolina and Washington).
fn stack_may_move(s: &State, side: Side, stack: &[UnitId], u: UnitId) -> bool {
    use crate::games::empire_of_the_sun::offensive::movement::moves::choices;
    let Some(phase) = movement_phase(s) else { return true };
    let sup = crate::games::empire_of_the_sun::supply::compute(s);
    let mut with = stack.to_vec();
    with.push(u);
    !choices(s, &sup, side, &with, phase).is_empty()
}

/// The policy's scores of the actions of the current decision (higher is better).
pub fn scores(s: &State, actions: &[Action]) -> Vec<f64> {
    let side = decider(s);
    let needs_aims = actions.iter().any(|a| matches!(a, Action::MoveTo { .. } | Action::Activate { .. } | Action::Place { .. } | Action::Select { .. }));
    let aims = if needs_aims { aims(s, side) } else { Aims::default() };
    let selected: Option<UnitId> = selection(s).first().copied();
    let post_battle = matches!(s.steps.last(), Some(Step::PostBattle(_)));
    actions.iter().map(|a| score(s, side, a, &aims, selected, post_battle)).collect()
}

/// Unit `u` of `side`, offered for selection in a movement step, has somewhere to go (its destinations
/// are kept per position, so selecting it later finds them made). Outside the three movement steps
/// (7.22, 7.26, 9.6), yes.
fn has_destinations(s: &State, side: Side, u: UnitId) -> bool {
    use crate::games::empire_of_the_sun::offensive::movement::moves::kept_destinations;
    let Some(phase) = movement_phase(s) else { return true };
    let sup = crate::games::empire_of_the_sun::supply::compute(s);
    !kept_destinations(s, &sup, side, u, phase).is_empty()
}

fn strength(s: &State, u: UnitId) -> f64 {
    (s.attack(u) + s.defence(u)) as f64
}

fn score(s: &State, side: Side, a: &Action, aims: &Aims, selected: Option<UnitId>, post_battle: bool) -> f64 {
    match *a {
        // ---- A round (4.22) ----
        Action::Oc { card, with } => match with {
            OcUse::Offensive => card_value(s, side, card, false),
            OcUse::ChinaOffensive => 0.8 + 0.2 * s.data().card(side, card).map_or(0.0, |c| c.ops as f64),
            OcUse::Withdraw(_) => -0.8,
            OcUse::ReturnHq(..) => 0.6,
            OcUse::BuildRoute(_) => 0.2,
            OcUse::EndRivalry => 0.9,
        },
        Action::Ec { card } => card_value(s, side, card, true),
        Action::Future { .. } => 1.5,
        Action::SetFuture { .. } => 0.1,
        Action::Discard { card } => -1.0 - 0.1 * s.data().card(side, card).map_or(0.0, |c| c.ops as f64),
        Action::Pass => -0.5,
        Action::Take { .. } => 1.0,

        // ---- An offensive or a reaction (7.2) ----
        Action::Hq { unit } => 1.0 + 0.1 * s.unit_data(unit).command_range.unwrap_or(0) as f64,
        Action::Activate { unit } => {
            let near = s.unit(unit).loc.hex().map_or(15.0, |h| aims.distance(s, h));
            let hq = if kind(s, unit) == UnitType::Hq { -0.6 } else { 0.0 };
            0.5 + 0.04 * strength(s, unit) - 0.03 * near + hq - 0.5 * GARRISON * sole_garrison(s, side, aims, unit)
        }
        Action::Select { unit } => {
            if selected.is_some() {
                // An escort joining a landing's stack (8.11).
                0.6
            } else if !has_destinations(s, side, unit) {
                // A unit with nowhere to go would only be put back (playouts once selected and put
                // back the same ship thousands of times): anything else is better.
                -20.0
            } else if post_battle {
                0.1
            } else if kind(s, unit) == UnitType::Hq {
                -0.2
            } else {
                // A garrison stays where the enemy can land (finishing, 0.2, comes first).
                0.5 + 0.02 * strength(s, unit) - GARRISON * sole_garrison(s, side, aims, unit)
            }
        }
        // Last of all: a stack selected moves, or a playout could select and put it back for ever.
        Action::Unselect { .. } => -30.0,
        Action::MoveTo { mode, hex } => match selected {
            Some(u) => destination(s, side, u, mode, hex, aims),
            None => 0.0,
        },
        Action::Declare { hex } => 1.0 + 0.02 * (force(s, hex, side) - force(s, hex, other(side))),
        Action::Assign { hex, .. } => 0.3 + 0.01 * force(s, hex, other(side)),
        Action::Cover { .. } => 0.2,
        Action::React { card } => {
            let c = s.data().card(side, card);
            0.4 + 0.1 * c.map_or(0.0, |c| c.ops as f64)
        }
        Action::Roll => 0.8,
        Action::RollAt { .. } => 0.5,
        Action::Resolve { .. } => 0.0,
        Action::ToChinaBox { .. } => -0.2,
        Action::Disengage { .. } => 0.1,

        // ---- Battles (9.0) ----
        // The engine's own placement (9.2F), the one the board proposes.
        Action::AutoAllocate => 1.0,
        Action::Hit { unit } => -0.05 * strength(s, unit),
        Action::Keep { unit } => 0.05 * strength(s, unit),
        Action::Transfer { .. } => 0.0,
        Action::RetreatTo { hex, .. } => {
            let friendly = s.controller(hex) == Some(side);
            0.5 * friendly as u8 as f64 - 0.05 * force(s, hex, other(side))
        }

        // ---- Placement, removal, replacements (8.2, 8.3, 10.0, 11.0) ----
        Action::Place { unit, hex } => {
            let garrison = if kind(s, unit) == UnitType::Ground { 0.5 * GARRISON * garrison_needed(s, side, aims, hex) } else { 0.0 };
            -0.05 * aims.distance(s, hex) + garrison
        }
        Action::Remove { unit } => -0.5 - 0.05 * strength(s, unit),
        Action::Replace { unit } => 0.5 + 0.03 * strength(s, unit),
        Action::Choose { .. } => 0.0,

        // Finishing a step: after everything useful, except after a battle, where it costs the units
        // that must still move (8.21, 8.45C).
        Action::Done => match s.steps.last() {
            Some(Step::PostBattle(p)) => 0.3 - 2.0 * crate::games::empire_of_the_sun::battle::post_battle::lost_at_end(s, p.side).len() as f64,
            Some(Step::ChooseHq) => -3.0,
            Some(Step::Move(_) | Step::ReactionMove(_) | Step::FreeNavalMove(_)) => 0.2,
            _ => 0.0,
        },
    }
}
