//! Kutuzov's computer player on the shared search (engine/src/ai): what it knows (its own hand and what
//! its partner may show, KUT 2.7; every other hand is dealt again from the unseen cards), a static
//! evaluation by the camps' victory points (KUT 20) and morale (KUT 16), and a playout policy that
//! prefers the larger card, taking ground (flags, Keys), sieges, and attacks at good odds. A first
//! version: no look at the cards' events, no plan beyond the next impulse.

use super::data::{camp_of, Power, SpaceId, CONTINGENTS};
use super::state::{Place, State, Step};
use super::{control, turn, Action, Kutuzov};
use crate::ai::AiGame;
use crate::{Game, Rng, Seat};

/// A camp's SP in a space.
fn camp_sp(s: &State, at: SpaceId, camp: u8) -> u32 {
    CONTINGENTS.iter().enumerate().filter(|(_, (p, _))| camp_of(*p) == camp).map(|(c, _)| s.sp[at as usize][c] as u32).sum()
}

/// A Power's SP in a space.
fn own_sp(s: &State, at: SpaceId, p: Power) -> u32 {
    s.power_sp(at, p)
}

/// How good it is for `p`'s camp to end a move in `to` with `strength` SP (KUT 10, 12): taking ground,
/// an attack at good odds, not one at bad odds.
fn destination(s: &State, p: Power, to: SpaceId, strength: u32) -> f64 {
    let camp = camp_of(p);
    let sp = &s.data.spaces[to as usize];
    let enemy = camp_sp(s, to, 1 - camp);
    let mut v = 0.0;
    if enemy > 0 {
        let ratio = strength as f64 / enemy as f64;
        v += if ratio >= 2.0 { 2.0 } else if ratio >= 1.5 { 1.0 } else { -2.0 };
    } else if control::hostile(s, to, camp) {
        v += 0.3 + 1.5 * sp.key_duchy as u8 as f64 + 0.5 * sp.depot as u8 as f64;
    }
    if sp.fortress > 0 && control::hostile(s, to, camp) {
        v += 0.5;
    }
    v
}

/// The policy's score of an action (higher is better), in rough VP.
pub fn score(s: &State, a: &Action) -> f64 {
    let d = &s.data;
    let decider = match s.steps.last() {
        Some(Step::Impulse(i)) => Some(i.power),
        Some(Step::Spend(x)) => Some(x.power),
        Some(Step::Recovery(r)) => r.asker(s),
        Some(Step::AttritionRecovery(r)) => r.asker(s),
        _ => None,
    };
    match *a {
        Action::Card(c) => 0.6 * d.card(c).and_then(|x| x.cp).unwrap_or(1) as f64,
        // Resources are half a VP each (KUT 20.2): a card bought costs one.
        Action::Buy => -0.3,
        // Events (rules 3): soldiers and leaders by event beat a CP play; battle dice are worth playing.
        Action::Event(c) => match c {
            42 | 67 | 107 => 2.5,
            24 | 51 | 104 => 1.5,
            _ => 1.0,
        },
        // Ending the spending beats a move that takes nothing.
        Action::Done => 0.05,
        Action::Move { leader, to } => {
            let p = d.leaders[leader as usize].power;
            let from = match s.leaders[leader as usize] {
                Place::Map(x) => x,
                _ => to,
            };
            let strength = own_sp(s, from, p) + own_sp(s, to, p);
            // Leaving a friendly Key or fortress with no other army of the camp in it (KUT 3.1, 20).
            let camp = camp_of(p);
            let here = &d.spaces[from as usize];
            let alone = s.leaders.iter().enumerate().filter(|(l, x)| **x == Place::Map(from) && camp_of(d.leaders[*l].power) == camp).count() <= 1;
            let guard = if (here.key_duchy || here.fortress > 0) && alone && control::friendly(s, from, camp) { 1.5 } else { 0.0 };
            destination(s, p, to, strength) - guard
        }
        // KUT 10.63 (rules 13): a group's march, its whole strength together, leaving its space bare.
        Action::MoveGroup { leader, to } => with_all(s, leader, to) - 0.2,
        // KUT 15.2 (rules 14): a convoy is worth its destination, like a march there.
        Action::Convoy { leader, to } => with_all(s, leader, to) - 0.3,
        // KUT 15.2 (rules 16): a convoy of the player's choosing, worth a little less than the army's own.
        Action::ConvoyPart { leader, to, .. } => with_all(s, leader, to) - 0.5,
        Action::ConvoySp { from, to } => 0.5 * destination(s, super::data::R1, to, own_sp(s, from, super::data::R1)) - 0.3,
        Action::MoveSp { c, from, to } => {
            let p = CONTINGENTS[c as usize].0;
            // Leaving a space bare is worse than joining an army.
            let joins = own_sp(s, to, p) > 0 || s.leaders_at(to, p).len() > 0;
            0.1 * joins as u8 as f64 + 0.5 * destination(s, p, to, 1) - 0.2 * (own_sp(s, from, p) <= 1) as u8 as f64
        }
        Action::Flag(x) | Action::FlagAlly(x) => 1.0 + d.spaces[x as usize].key_duchy as u8 as f64,
        Action::Build { .. } => 0.7,
        Action::BuildLeader { .. } => 0.9,
        Action::Regroup { .. } => 0.6,
        Action::RegroupLeader { .. } => 0.7,
        Action::MarkerDie | Action::AttritionDie => 0.1,
        Action::Retreat(x) => {
            let camp = decider.map(camp_of).unwrap_or(0);
            0.2 + 0.5 * control::friendly(s, x, camp) as u8 as f64
        }
        Action::Siege(_) => 1.2,
        Action::Intercept(_) | Action::InterceptGroup(_) | Action::InterceptSp { .. } => 0.3,
        Action::Evade(_) => 0.4,
        // KUT 10.61 (rules 16): a partner's army joining is worth asking only for a group move (not judged yet).
        Action::AskJoin(_) => -0.1,
        Action::ProposeCommander(_) | Action::NameCommander(_) => -0.1,
        Action::Consent => 0.1,
        // KUT 17.36 (rules 16): a leader removed is rebuilt for CP elsewhere; the policy keeps its leaders.
        Action::Dismiss(_) => -0.5,
        Action::EvadeSp { .. } => 0.3,
        // KUT 10.72: attacking in a zone is judged as a move into the enemy would be (not yet): a little.
        Action::Attack(_) => 0.1,
        // KUT 10.71 (rules 18): a lone SP's attack at once, as its move into the enemy was judged.
        Action::AttackSp(_) => 0.1,
        // KUT 10.72 (rules 19): a lone SP's attack in its zone, as an army's there (not judged yet).
        Action::ZoneAttackSp { .. } => 0.1,
        Action::Preempt => 0.2,
        Action::Mulligan => -0.2,
        // Over the hand limit: keep the cards worth most (KUT 17.43), spend the CP of the others.
        Action::Discard(c) => 0.1 * d.card(c).and_then(|x| x.cp).unwrap_or(0) as f64,
        Action::Magazine(_) => 0.0,
        Action::DeployLeader { leader, to } => {
            let p = d.leaders[leader as usize].power;
            0.5 * destination(s, p, to, own_sp(s, to, p) + 1) - 0.3
        }
        Action::DeploySp { c, to } => {
            let p = CONTINGENTS[c as usize].0;
            0.3 * destination(s, p, to, 1) - 0.3
        }
        // A resource is half a VP (KUT 20.2): entrench only where a battle is coming (not judged yet).
        Action::Entrench(_) => 0.0,
        // KUT 16.57: a resource (half a VP) for a scorched duchy; worth it only where the enemy comes (not judged yet).
        Action::Scorch(_) => -0.1,
        Action::KeepFighting => 0.0,
        Action::DrawChit => 0.3,
        Action::RetreatFromMoscow(_) => 0.0,
        // KUT 16.4: a resource (half a VP) halves a roll still to come; worth it only before a costly march (not judged yet).
        Action::HalveAttrition(_) => -0.2,
        Action::AttritionResource => 0.1 * s.attrition_loss.min(4) as f64 - 0.2,
        // A DMC halves attrition (KUT 14.2): nearer the front is better, but any is worth placing.
        Action::Dmc(x) => 0.5 + 0.5 * d.spaces[x as usize].depot as u8 as f64,
        // A Supply Train takes regrouped pieces and spares its duchy's scorched earth (L712, L650).
        Action::SupplyTrain(x) => 0.3 + 0.3 * s.scorched[x as usize] as u8 as f64,
        Action::MoraleResource => {
            let camp = decider.map(camp_of).unwrap_or(0);
            0.1 * s.loss[camp as usize].min(4) as f64 - 0.25
        }
        // KUT 18.2: a bridge is worth most where the Power's forces stand at its Imperial end.
        Action::Bridge(a, _) => 0.3 + 0.3 * decider.is_some_and(|p| s.has_formation(a, p)) as u8 as f64,
        // The deployment gathers forces at the bridge: a little for each SP.
        Action::BridgeDeploy(x) => 0.1 + 0.02 * s.sp[x as usize].iter().take(4).map(|&n| n as u32).sum::<u32>() as f64,
    }
}

/// The chance that `seat`'s camp wins, from the camps' VP (half points) and morale.
pub fn win_chance(s: &State, seat: Seat) -> f64 {
    if let Some(o) = &s.outcome {
        let w = o.winning_seats();
        return if w.is_empty() { 0.5 } else if w.contains(&seat) { 1.0 } else { 0.0 };
    }
    let camp = camp_of(seat as Power) as usize;
    let vp = turn::victory_points(s);
    let camp_vp = [vp[0] + vp[2], vp[1] + vp[3]];
    // Morale: 0 is the best box; each box lower is worth some 3 VP (6 half points).
    let morale = 6 * (s.morale[1 - camp] as i32 - s.morale[camp] as i32);
    let d = (camp_vp[camp] - camp_vp[1 - camp] + morale) as f64;
    1.0 / (1.0 + (-d / 10.0).exp())
}

impl AiGame for Kutuzov {
    type Knowledge = Seat;

    fn knowledge(_state: &State, seat: Seat) -> Seat {
        seat
    }

    /// Every hand the seat may not see dealt again, and new dice (the game's own `redraw_secrets`).
    fn determinize(state: &State, seat: &Seat, rng: &mut Rng) -> State {
        Kutuzov::redraw_secrets(state, *seat, rng.next_u64()).unwrap_or_else(|| state.clone())
    }

    fn evaluate(state: &State, seat: Seat) -> f64 {
        win_chance(state, seat)
    }

    fn policy(state: &State, actions: &[Action], rng: &mut Rng, noise: f64) -> usize {
        crate::ai::noisy_best(actions.iter().map(|a| score(state, a)), rng, noise)
    }

    fn priors(state: &State, actions: &[Action]) -> Vec<f64> {
        actions.iter().map(|a| score(state, a)).collect()
    }

    /// A quiet point: an impulse about to be played (KUT 4.2).
    fn boundary(state: &State) -> bool {
        state.outcome.is_none() && matches!(state.steps.last(), Some(Step::Impulse(_)))
    }

    fn epoch(state: &State) -> u64 {
        (state.turn as u64) << 8 | state.marker as u64
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_evaluation_is_a_chance_and_the_camps_share_it() {
        let h = crate::Header { game: "kutuzov".into(), scenario: "s1".into(), seed: 3, rules: 1, ..Default::default() };
        let s = Kutuzov::setup(&h, Kutuzov::builtin_data()).unwrap();
        let fn_ = win_chance(&s, 0);
        assert!((0.0..=1.0).contains(&fn_));
        assert!((fn_ - win_chance(&s, 2)).abs() < 1e-9, "partners share a camp's chance");
        assert!((fn_ + win_chance(&s, 1) - 1.0).abs() < 1e-9);
    }
}

/// A leader's whole strength where he stands, taken to `to` (a group's march, KUT 10.63, or a convoy, 15.2):
/// the destination's worth with his Power's SP of both spaces.
fn with_all(s: &State, leader: super::data::LeaderId, to: SpaceId) -> f64 {
    let p = s.data().leaders[leader as usize].power;
    let from = match s.leaders[leader as usize] {
        Place::Map(x) => x,
        _ => to,
    };
    destination(s, p, to, own_sp(s, from, p) + own_sp(s, to, p))
}
