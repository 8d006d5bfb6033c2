//! The computer's nuclear warfare ([21.0]–[21.6], [34.4]; decision NU6 of docs/games/nato.md): a
//! tit-for-tat policy with escalation only when the game is being lost.
//!
//! * **Free strikes.** [21.2.1]: no Armageddon roll while the striker's total is at most the opponent's.
//!   A strike that keeps it so costs no risk: the computer answers the enemy's strikes with as many of its
//!   own, on the hexes where they do most ([`strike`]).
//! * **Escalation.** A strike that brings an Armageddon roll ([21.2]: the game lost at once on a die at most
//!   the striker's total) is made only by a side that is losing ([`may_escalate`]): in the second half of
//!   the game, its VP at least [`DESPERATE_VP`] on the wrong side of the draw band's middle, and the roll
//!   losing on at most a 2. Otherwise the policy scores it far below finishing the segment and the safety
//!   look-ahead counts it as a loss ([`excess`], `AiGame::doomed`), so the computer never ends a game in
//!   Armageddon by its own hand.
//! * **Worth.** A strike on a hex: the Nuclear Strike Table's expected steps and disruptions, with the
//!   terrain's DRM ([21.1.1]), units under a Train marker destroyed outright; a city the enemy holds costs
//!   its war-crimes VP ([21.6], [34.4]). The airfield strike ([21.3]) and NATO's Vistula strike ([21.4]) are
//!   worth a little each turn still to come. An escalating strike is charged its chance of Armageddon times
//!   the game.

use super::super::data::{HexId, Side};
use super::super::nuclear::{drms, VISTULA_COUNT};
use super::super::state::State;
use super::super::turn::conquered_vp;
use crate::games::nato::air::tables::StrikeResult;

/// How far on the wrong side of the draw band's middle (in VP) a side must be to escalate.
pub const DESPERATE_VP: f64 = 4.0;

/// The highest total after an escalating strike: the Armageddon roll loses on a 1 or a 2 at most.
pub const MOST_STRIKES: u8 = 2;

/// A whole game, in the policy's rough VP (as the cease-fire's worth).
const GAME: f64 = 4.0;

/// The strikes made so far (index by [`Side::seat`]); none without the option.
fn strikes(s: &State) -> [u8; 2] {
    s.nuclear.as_ref().map_or([0, 0], |n| n.strikes)
}

/// Whether a strike counting `count` by `side` brings an Armageddon roll ([21.2], [21.2.1]).
pub fn rolls(s: &State, side: Side, count: u8) -> bool {
    let n = strikes(s);
    let me = side.seat() as usize;
    n[me].saturating_add(count) > n[1 - me]
}

/// The side's VP margin if the game ended now, against the draw band's middle ([34.2], [34.3]).
fn margin(s: &State, side: Side) -> f64 {
    let vp = conquered_vp(s);
    super::sign(side) * ((vp[0] - vp[1]) as f64 - super::draw_middle(s))
}

/// Whether `side` is losing badly enough to risk Armageddon: the game's second half and its VP at least
/// [`DESPERATE_VP`] short. It reads only VP and the turn, which a strike does not raise for the striker.
pub fn desperate(s: &State, side: Side) -> bool {
    2 * s.turn as u32 > s.last_turn as u32 && margin(s, side) <= -DESPERATE_VP
}

/// Whether `side` may make a strike counting `count` that brings an Armageddon roll: desperate, and the
/// roll losing on [`MOST_STRIKES`] at most.
pub fn may_escalate(s: &State, side: Side, count: u8) -> bool {
    desperate(s, side) && strikes(s)[side.seat() as usize].saturating_add(count) <= MOST_STRIKES
}

/// The strikes `side` has made beyond the opponent's while the policy forbids escalating: the safety
/// look-ahead counts a move that raises it as a loss (`AiGame::doomed`).
pub fn excess(s: &State, side: Side) -> u32 {
    if s.nuclear.is_none() || desperate(s, side) {
        return 0;
    }
    let n = strikes(s);
    let me = side.seat() as usize;
    n[me].saturating_sub(n[1 - me]) as u32
}

/// The chance that a strike counting `count` by `side` ends the game in Armageddon ([21.2]).
fn armageddon_chance(s: &State, side: Side, count: u8) -> f64 {
    if !rolls(s, side, count) {
        return 0.0;
    }
    let total = strikes(s)[side.seat() as usize].saturating_add(count).min(6);
    total as f64 / 6.0
}

/// What a strike counting `count` risks, or `None` when the policy forbids it.
fn risk(s: &State, side: Side, count: u8) -> Option<f64> {
    if !rolls(s, side, count) {
        return Some(0.0);
    }
    if !may_escalate(s, side, count) {
        return None;
    }
    Some(armageddon_chance(s, side, count) * GAME * super::win_chance(s, side.seat()))
}

/// The expected worth of a nuclear strike by `side` on `h` ([21.1.1], [21.1.2]): each enemy step's die
/// with the DRMs, a unit under a Train marker gone.
fn effect(s: &State, side: Side, h: HexId) -> f64 {
    let drm: i32 = drms(s, side, h).iter().map(|(_, v)| v).sum();
    let (mut disrupt, mut step) = (0.0, 0.0);
    for die in 1..=6 {
        match s.data().nuclear.result(die + drm) {
            StrikeResult::Disrupted => disrupt += 1.0 / 6.0,
            StrikeResult::D1 => step += 1.0 / 6.0,
            StrikeResult::None => {}
        }
    }
    let mut v = 0.0;
    for u in s.units_in(h).filter(|&u| s.side(u) != side && s.class(u).ground()) {
        let steps = s.units[u as usize].steps as f64;
        let w = super::worth(s, u);
        if super::super::rail::on_train(s, u) {
            v += w * steps * 1.5;
            continue;
        }
        v += w * (step * steps * 1.2 + disrupt * 0.3);
    }
    v
}

/// The policy's score of a nuclear strike on `h` ([21.1]): its worth less the war crime and the
/// Armageddon risk; far below finishing the segment when the policy forbids it.
pub fn strike(s: &State, side: Side, h: HexId) -> f64 {
    match risk(s, side, 1) {
        None => -10.0,
        Some(r) => effect(s, side, h) - super::chemical::war_crime(s, side, h) - r - 0.2,
    }
}

/// The policy's score of an airfield strike ([21.3]): a tactical air point fewer for the opponent each turn
/// still to come.
pub fn airfields(s: &State, side: Side) -> f64 {
    match risk(s, side, 1) {
        None => -10.0,
        Some(r) => 0.15 * s.last_turn.saturating_sub(s.turn) as f64 - r - 0.2,
    }
}

/// The policy's score of NATO's Vistula strike ([21.4]): the Pact's supply income halved for good; it
/// counts three strikes.
pub fn vistula(s: &State) -> f64 {
    match risk(s, Side::Nato, VISTULA_COUNT) {
        None => -10.0,
        Some(r) => 0.15 * s.last_turn.saturating_sub(s.turn) as f64 - r - 0.2,
    }
}

/// What an Armageddon roll taken against the policy costs in the evaluation, in rough VP a strike: the
/// one-ply player (`greedy`, no safety look-ahead) reads the position after a roll it survived.
const UNBIDDEN: f64 = 6.0;

/// The evaluation's view of the strike counts, in rough VP for the Pact: a strike the opponent may answer
/// without a roll is a debt ([21.2.1]).
pub fn balance(s: &State) -> f64 {
    let n = strikes(s);
    0.3 * (n[1] as f64 - n[0] as f64)
}

/// The evaluating side's own strikes beyond the opponent's made while not losing, weighed as the
/// Armageddon they risked ([21.2]), in rough VP against it. Only its own: the opponent's rolls are no gift
/// to wait for, and answering them must not look like a loss.
pub fn unbidden(s: &State, side: Side) -> f64 {
    UNBIDDEN * excess(s, side) as f64
}
