//! The search (docs/ai.md "Method"): determinized playouts with successive halving at the root.
//!
//! Every playout starts from a fresh **determinization** — the position as the deciding seat knows it,
//! with the hidden cards and the dice of the future drawn again ([`AiGame::determinize`]) — so the search
//! never reads what the seat may not see. The candidates of the current decision share each sample
//! (common random numbers: the same hidden cards and the same dice for every candidate in a round), which
//! makes their comparison far sharper than independent samples would. **Successive halving** spends the
//! budget in rounds: every surviving candidate gets the same number of playouts, and the worse half is
//! dropped after each round, so most playouts go to telling the best few apart.
//!
//! A playout applies the candidate, then lets both sides play the game's heuristic policy until it has
//! passed `horizon` quiet points (a new action round) or the game ends, and scores the end by the game's
//! static evaluation (a winning chance) or by the result.
//!
//! Before searching, a **safety look-ahead** drops every candidate that loses the game on the spot on some
//! sampled position: through the player's own following decisions (lost only if every answer loses) and the
//! opponent's answers in the same phase (lost if one answer wins) — nuclear war on its own move, a coup
//! under the Cuban Missile Crisis, an event at DEFCON 2 that hands the opponent the game. The game adds what
//! a short look-ahead cannot reach ([`AiGame::policy`] avoids the same moves in playouts).

use super::{AiGame, Budget, Candidate, Choice, Level, SearchParams};
use crate::{Outcome, Rng, Seat};

/// The value of a finished game for `seat`: 1 a win, 0 a loss, ½ a draw.
pub fn result_value(outcome: &Outcome, seat: Seat) -> f64 {
    match outcome.winner {
        Some(_) if outcome.won(seat) => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// A game runs at most this many actions in one playout (a safety net: playouts end at quiet points).
const PLAYOUT_CAP: usize = 20_000;

/// Plays `state` out with the policy until `horizon` quiet points have been reached or the game ends;
/// the value for `seat`.
pub fn playout<G: AiGame>(state: &mut G::State, seat: Seat, horizon: u32, rng: &mut Rng, noise: f64) -> f64 {
    playout_until::<G>(state, seat, horizon, rng, noise, None)
}

/// A playout's time limit: the clock reading (ms) at which it stops and is evaluated where it stands.
pub type Until<'a> = Option<(f64, &'a dyn Fn() -> f64)>;

/// How many of a playout's actions pass between two readings of its clock.
const CLOCK_EVERY: usize = 16;

/// [`playout`], stopped early when the clock passes `until`: one long playout (a campaign's offensive runs
/// hundreds of actions to its next quiet point) must not hold a decision past its time.
pub fn playout_until<G: AiGame>(state: &mut G::State, seat: Seat, horizon: u32, rng: &mut Rng, noise: f64, until: Until) -> f64 {
    playout_to::<G>(state, seat, (G::boundary, horizon), rng, noise, until)
}

/// [`playout_until`] counting the quiet points `quiet` names, `horizon` of them (a plan's, [`AiGame::plan_horizon`]).
fn playout_to<G: AiGame>(state: &mut G::State, seat: Seat, (quiet, horizon): (fn(&G::State) -> bool, u32), rng: &mut Rng, noise: f64, until: Until) -> f64 {
    let mut passed = 0;
    for step in 0..PLAYOUT_CAP {
        if let Some(o) = G::outcome(state) {
            return result_value(&o, seat);
        }
        if quiet(state) {
            passed += 1;
            if passed >= horizon {
                break;
            }
        }
        if step % CLOCK_EVERY == CLOCK_EVERY - 1 && until.is_some_and(|(end, clock)| clock() >= end) {
            break;
        }
        let prompt = G::prompt(state);
        let Some(decider) = prompt.seat else { break };
        let i = match prompt.actions.len() {
            0 => break,
            1 => 0,
            _ => G::policy(state, &prompt.actions, rng, noise),
        };
        if G::apply_legal(state, decider, &prompt.actions[i]).is_err() {
            break;
        }
    }
    match G::outcome(state) {
        Some(o) => result_value(&o, seat),
        None => G::evaluate(state, seat),
    }
}

/// Plays `seat`'s own following decisions with the noiseless policy, until another seat decides, a quiet
/// point comes or the game ends (the greedy player's one ply).
fn complete_own<G: AiGame>(state: &mut G::State, seat: Seat, rng: &mut Rng) {
    for _ in 0..200 {
        if G::outcome(state).is_some() || G::boundary(state) {
            return;
        }
        let prompt = G::prompt(state);
        if prompt.seat != Some(seat) || prompt.actions.is_empty() {
            return;
        }
        let i = if prompt.actions.len() == 1 { 0 } else { G::policy(state, &prompt.actions, rng, 0.0) };
        if G::apply_legal(state, seat, &prompt.actions[i]).is_err() {
            return;
        }
    }
}

/// Whether the game is lost for `seat` on the spot from `state`: by the rules, or because every answer of
/// `seat`'s own (within `depth` decisions) loses, or because one answer of the opponent's wins — as long as
/// the phase (`epoch`) lasts. `nodes` caps the work; when it runs out the answer is "not lost".
pub fn forced_loss<G: AiGame>(state: &G::State, seat: Seat, epoch: u64, depth: u32, nodes: &mut u32) -> bool {
    forced_loss_from::<G>(state, seat, epoch, depth, nodes, u32::MAX)
}

/// [`forced_loss`], counting as lost a position where more of `seat`'s plays are doomed
/// ([`AiGame::doomed`]) than `doomed` (`u32::MAX`: never).
fn forced_loss_from<G: AiGame>(state: &G::State, seat: Seat, epoch: u64, depth: u32, nodes: &mut u32, doomed: u32) -> bool {
    if let Some(o) = G::outcome(state) {
        return o.lost(Some(seat));
    }
    if doomed != u32::MAX && G::doomed(state, seat) > doomed {
        return true;
    }
    if depth == 0 || *nodes == 0 || G::epoch(state) != epoch {
        return false;
    }
    let prompt = G::prompt(state);
    let Some(decider) = prompt.seat else { return false };
    // The policy's favourites first: a winning answer of the opponent's, a way out of our own, is found
    // before the budget runs out.
    let mut order: Vec<usize> = (0..prompt.actions.len()).collect();
    if order.len() > 1 {
        let priors = G::priors(state, &prompt.actions);
        order.sort_by(|&a, &b| priors[b].total_cmp(&priors[a]).then(a.cmp(&b)));
    }
    let mut lose = |a: &G::Action| -> Option<bool> {
        if *nodes == 0 {
            return None;
        }
        *nodes -= 1;
        let mut t = state.clone();
        G::apply_legal(&mut t, decider, a).ok()?;
        Some(forced_loss_from::<G>(&t, seat, epoch, depth - 1, nodes, doomed))
    };
    if decider == seat {
        // Lost only if every answer loses (an answer we could not check counts as a way out).
        order.iter().all(|&i| lose(&prompt.actions[i]) == Some(true))
    } else {
        // The opponent's best few answers by the policy (which ranks a winning move first).
        order.iter().take(OPPONENT_ANSWERS).any(|&i| lose(&prompt.actions[i]) == Some(true))
    }
}

/// Decisions the safety look-ahead goes through after the move, and the positions it may try.
const SAFETY_DEPTH: u32 = 5;
const SAFETY_NODES: u32 = 1_500;
/// The look-ahead's budget for a whole decision, shared by its candidates and samples.
const SAFETY_TOTAL: u32 = 12_000;
/// The opponent's answers the look-ahead tries at each of its decisions, best first by the policy.
const OPPONENT_ANSWERS: usize = 6;

/// Whether playing `action` (by `seat`) loses on the spot in `state`. The look-ahead deepens one decision
/// at a time (a short losing line is found before long harmless ones use up the budget).
pub fn loses_at_once<G: AiGame>(state: &G::State, seat: Seat, action: &G::Action, budget: u32) -> bool {
    let epoch = G::epoch(state);
    let mut t = state.clone();
    if G::apply_legal(&mut t, seat, action).is_err() {
        return false;
    }
    let mut positions = vec![t];
    positions.extend(G::consequences(state, action));
    let mut nodes = budget;
    // A move that leaves more of the player's coming plays doomed than before loses too, later.
    let doomed = G::doomed(state, seat);
    for depth in 1..=SAFETY_DEPTH {
        for p in &positions {
            if forced_loss_from::<G>(p, seat, epoch, depth, &mut nodes, doomed) {
                return true;
            }
        }
        if nodes == 0 {
            break;
        }
    }
    false
}

fn forced(state_desc: (usize, String), seat: Seat) -> Choice {
    Choice {
        seat,
        index: state_desc.0,
        notation: state_desc.1.clone(),
        candidates: vec![Candidate { index: state_desc.0, notation: state_desc.1, win_estimate: None, visits: 0, unsafe_move: false }],
        iterations: 0,
    }
}

/// The decision of a player of `level` at `state`'s current decision.
pub fn decide<G: AiGame>(state: &G::State, level: Level, budget: &Budget, seed: u64) -> Result<Choice, String> {
    let prompt = G::prompt(state);
    let seat = prompt.seat.ok_or("the game is over: there is no decision to make")?;
    if prompt.actions.is_empty() {
        return Err(format!("the decision '{}' offers no action", prompt.id));
    }
    // The computer never takes a choice back nor offers to end the war while anything else is offered
    // ([`AiGame::never_chooses`]): it decides among the rest, and its choice is mapped back to the
    // prompt's numbering.
    let kept: Vec<usize> = (0..prompt.actions.len()).filter(|&i| level == Level::Random || !G::never_chooses(state, &prompt.actions[i])).collect();
    if !kept.is_empty() && kept.len() < prompt.actions.len() {
        let actions: Vec<G::Action> = kept.iter().map(|&i| prompt.actions[i].clone()).collect();
        let mut c = decide_among::<G>(state, seat, &actions, &prompt.id, level, budget, seed)?;
        c.index = kept[c.index];
        for cand in &mut c.candidates {
            cand.index = kept[cand.index];
        }
        return Ok(c);
    }
    decide_among::<G>(state, seat, &prompt.actions, &prompt.id, level, budget, seed)
}

/// [`decide`] among `actions` (the prompt's, or those left of them), indices into `actions`.
fn decide_among<G: AiGame>(state: &G::State, seat: Seat, actions: &[G::Action], prompt_id: &str, level: Level, budget: &Budget, seed: u64) -> Result<Choice, String> {
    let n = actions.len();
    if n == 0 {
        return Err(format!("the decision '{prompt_id}' offers no action"));
    }
    let describe = |i: usize| G::describe(state, &actions[i]).notation;
    let mut rng = Rng::new(seed ^ 0x00a1_5eed);
    if n == 1 {
        return Ok(forced((0, describe(0)), seat));
    }
    match level {
        Level::Random => {
            // Uniform, but a game's rare choices rarely (NATO's nuclear strikes, its concession).
            let i = crate::playout::random_action::<G>(state, actions, &mut rng);
            Ok(forced((i, describe(i)), seat))
        }
        Level::Greedy => Ok(greedy::<G>(state, seat, actions, &mut rng, &describe, None)),
        // The numbered levels never make a move that loses on the spot, unless every move does.
        Level::Search(2) => {
            let (_, unsafe_move) = safety::<G>(state, &G::knowledge(state, seat), seat, actions, 3, &mut rng);
            Ok(greedy::<G>(state, seat, actions, &mut rng, &describe, Some(&unsafe_move)))
        }
        Level::Search(0 | 1) => {
            let (_, unsafe_move) = safety::<G>(state, &G::knowledge(state, seat), seat, actions, 3, &mut rng);
            Ok(gentle::<G>(state, seat, actions, &mut rng, &describe, &unsafe_move))
        }
        Level::Search(_) => {
            let mut params = G::search_params(level).expect("a search level has parameters");
            // Tuning experiments (arena --a-tune / --b-tune): 4 = four times the playouts, 8 = horizon 1,
            // 16 = one more quiet point, 32 = half the candidates, 64 = two more quiet points, 128 = the other
            // reading of `SearchParams::one_ply` (four candidates by one ply of the evaluation, or none).
            let t = super::tuning();
            if t & 4 != 0 {
                params.iterations *= 4;
            }
            if t & 8 != 0 {
                params.horizon = 1;
            }
            if t & 16 != 0 {
                params.horizon += 1;
            }
            if t & 32 != 0 {
                params.max_candidates = (params.max_candidates / 2).max(2);
            }
            if t & 64 != 0 {
                params.horizon += 2;
            }
            if t & 128 != 0 {
                params.one_ply = if params.one_ply == 0 { 4 } else { 0 };
            }
            Ok(halving::<G>(state, seat, actions, params, budget, &mut rng, &describe))
        }
    }
}

/// Which actions lose on the spot, by the safety look-ahead on `samples` sampled positions (never the
/// true state); the samples too.
fn safety<G: AiGame>(state: &G::State, knowledge: &G::Knowledge, seat: Seat, actions: &[G::Action], samples: u32, rng: &mut Rng) -> (Vec<G::State>, Vec<bool>) {
    let samples: Vec<G::State> = (0..samples.max(1)).map(|_| G::determinize(state, knowledge, rng)).collect();
    let per_check = (SAFETY_TOTAL / (actions.len() as u32 * samples.len() as u32).max(1)).clamp(150, SAFETY_NODES);
    let unsafe_move = actions.iter().map(|a| samples.iter().any(|s| loses_at_once::<G>(s, seat, a, per_check))).collect();
    (samples, unsafe_move)
}

/// Level 1, a casual player: the playout policy's choice among the safe actions on one sampled position,
/// with noise ([`super::GENTLE_NOISE`]) — sensible moves, and mistakes.
fn gentle<G: AiGame>(state: &G::State, seat: Seat, actions: &[G::Action], rng: &mut Rng, describe: &dyn Fn(usize) -> String, unsafe_move: &[bool]) -> Choice {
    let knowledge = G::knowledge(state, seat);
    let mut det = G::determinize(state, &knowledge, rng);
    G::prepare_playout(&mut det);
    let all_unsafe = unsafe_move.iter().all(|&u| u);
    let safe: Vec<usize> = (0..actions.len()).filter(|&i| all_unsafe || !unsafe_move[i]).collect();
    // A safe move the game's safety rules put first ([`AiGame::spend_first`]) is chosen among those.
    let first: Vec<usize> = safe.iter().copied().filter(|&i| G::spend_first(state, seat, &actions[i])).collect();
    let safe = if first.is_empty() { safe } else { first };
    let subset: Vec<G::Action> = safe.iter().map(|&i| actions[i].clone()).collect();
    let i = safe[G::policy(&det, &subset, rng, super::GENTLE_NOISE).min(safe.len() - 1)];
    let mut c = forced((i, describe(i)), seat);
    c.candidates[0].unsafe_move = unsafe_move[i];
    c
}

/// The one-ply player: each action on one sampled position, completed by the player's own policy, scored
/// by the static evaluation.
fn greedy<G: AiGame>(
    state: &G::State,
    seat: Seat,
    actions: &[G::Action],
    rng: &mut Rng,
    describe: &dyn Fn(usize) -> String,
    unsafe_move: Option<&[bool]>,
) -> Choice {
    let is_unsafe = |i: usize| unsafe_move.is_some_and(|u| u[i]);
    let knowledge = G::knowledge(state, seat);
    let mut det = G::determinize(state, &knowledge, rng);
    G::prepare_playout(&mut det);
    let policy_seed = rng.next_u64();
    let mut scored: Vec<(usize, f64)> = actions.iter().enumerate().map(|(i, a)| (i, one_ply::<G>(&det, seat, a, policy_seed))).collect();
    // Safe actions first (when a safety check was made), then by value; equal values by the policy's
    // liking. An action that the player's own next decisions undo (Empire of the Sun's select, then put
    // back) leads to the same position as finishing, and taken first by its place in the list it was taken
    // again and again, the game never ending.
    let tied = scored.iter().any(|a| scored.iter().any(|b| a.0 != b.0 && a.1 == b.1));
    let priors = if tied { G::priors(&det, actions) } else { vec![] };
    let prior = |i: usize| priors.get(i).copied().unwrap_or(0.0);
    // With the safety check (level 2), a safe move the game's safety rules put first
    // ([`AiGame::spend_first`]) comes before the rest.
    let first: Vec<bool> = actions.iter().map(|a| unsafe_move.is_some() && G::spend_first(state, seat, a)).collect();
    scored.sort_by(|a, b| {
        is_unsafe(a.0)
            .cmp(&is_unsafe(b.0))
            .then(first[b.0].cmp(&first[a.0]))
            .then(b.1.total_cmp(&a.1))
            .then(prior(b.0).total_cmp(&prior(a.0)))
            .then(a.0.cmp(&b.0))
    });
    let candidates: Vec<Candidate> = scored
        .iter()
        .map(|&(i, v)| Candidate { index: i, notation: describe(i), win_estimate: Some(v.max(0.0)), visits: 1, unsafe_move: is_unsafe(i) })
        .collect();
    Choice { seat, index: candidates[0].index, notation: candidates[0].notation.clone(), candidates, iterations: actions.len() as u32 }
}

/// One ply: `action` on the sampled position `det`, completed by the player's own policy (its follow-up
/// decisions up to the next quiet point), scored by the result or the static evaluation (−1: not legal).
fn one_ply<G: AiGame>(det: &G::State, seat: Seat, action: &G::Action, policy_seed: u64) -> f64 {
    let mut s = det.clone();
    if G::apply_legal(&mut s, seat, action).is_err() {
        return -1.0;
    }
    complete_own::<G>(&mut s, seat, &mut Rng::new(policy_seed));
    match G::outcome(&s) {
        Some(o) => result_value(&o, seat),
        None => G::evaluate(&s, seat),
    }
}

/// The search's candidates beside the policy's `order`: the best `count` of `eligible` by one ply on a
/// sampled position ([`SearchParams::one_ply`]) that the policy left out.
fn one_ply_candidates<G: AiGame>(sample: &G::State, seat: Seat, actions: &[G::Action], eligible: &[usize], order: &[usize], count: usize, rng: &mut Rng) -> Vec<usize> {
    if count == 0 || eligible.len() <= order.len() {
        return vec![];
    }
    let mut det = sample.clone();
    G::prepare_playout(&mut det);
    let policy_seed = rng.next_u64();
    let mut scored: Vec<(usize, f64)> = eligible.iter().filter(|i| !order.contains(i)).map(|&i| (i, one_ply::<G>(&det, seat, &actions[i], policy_seed))).collect();
    scored.sort_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
    // Only what beats the policy's own best by this reading: otherwise the policy's candidates already
    // hold the one-ply player's choice.
    let best_of_order = order.iter().map(|&i| one_ply::<G>(&det, seat, &actions[i], policy_seed)).fold(f64::NEG_INFINITY, f64::max);
    scored.into_iter().take(count).filter(|&(_, v)| v > best_of_order).map(|(i, _)| i).collect()
}

struct Arm {
    prior: f64,
    sum: f64,
    visits: u32,
    /// The halving round it was dropped in (survivors rank above).
    dropped: u32,
    unsafe_move: bool,
}

impl Arm {
    fn mean(&self) -> f64 {
        if self.visits == 0 {
            0.0
        } else {
            self.sum / self.visits as f64
        }
    }
}

#[allow(clippy::too_many_arguments)]
fn halving<G: AiGame>(
    state: &G::State,
    seat: Seat,
    actions: &[G::Action],
    params: SearchParams,
    budget: &Budget,
    rng: &mut Rng,
    describe: &dyn Fn(usize) -> String,
) -> Choice {
    let n = actions.len();
    // Sampled positions for the safety look-ahead and the priors: never the true state.
    let knowledge = G::knowledge(state, seat);
    let (samples, unsafe_move) = safety::<G>(state, &knowledge, seat, actions, params.safety_samples, rng);
    let priors = G::priors(&samples[0], actions);
    let mut arms: Vec<Arm> = (0..n)
        .map(|i| Arm { prior: priors.get(i).copied().unwrap_or(0.0), sum: 0.0, visits: 0, dropped: 0, unsafe_move: unsafe_move[i] })
        .collect();
    // Safe candidates first, then by prior; the search sees the best `max_candidates` of them. If every
    // action is unsafe, they all stay candidates (the least bad one is still to be found).
    let all_unsafe = unsafe_move.iter().all(|&u| u);
    let eligible: Vec<usize> = (0..n).filter(|&i| all_unsafe || !unsafe_move[i]).collect();
    let mut order = eligible.clone();
    order.sort_by(|&a, &b| arms[b].prior.total_cmp(&arms[a].prior).then(a.cmp(&b)));
    order.truncate(params.max_candidates.max(1));
    let extra = one_ply_candidates::<G>(&samples[0], seat, actions, &eligible, &order, params.one_ply, rng);
    order.extend(extra);
    let mut alive = order.clone();

    // A plan's decision is scored where each candidate's plan has been played through.
    let horizon = params.plans.then(|| G::plan_horizon(state)).flatten().unwrap_or((G::boundary, params.horizon));
    let cap = budget.iterations.unwrap_or(params.iterations).max(alive.len() as u32);
    // The caller's time limit, and the level's own time when it has one (the shorter of the two).
    let millis = match (budget.millis, params.millis) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    };
    let deadline = millis.zip(budget.clock).map(|(ms, clock)| (clock() + ms, clock));
    // The level's floor, never more than the playouts it would play with no clock: played whatever the
    // time, and no playout is cut short before it is reached.
    let floor = params.min_playouts.min(cap);
    let out_of_time = |used: u32| used >= floor && deadline.is_some_and(|(end, clock)| clock() >= end);
    // With a time limit each round of the halving has an equal share of the time left: it plays samples
    // until its share is spent (one at least, the floor's share at least, its share of `cap` at most). The
    // rounds end in time whatever the playouts' pace, and a slow first sample (a cold start, one long
    // playout) no longer sizes every round after it (docs/ai.md "Levels").
    let rounds = (usize::BITS - (alive.len().max(2) - 1).leading_zeros()).max(1);
    let mut used: u32 = 0;
    let mut stop = false;
    for round in 0..rounds {
        if alive.len() <= 1 || stop {
            break;
        }
        let rounds_left = rounds - round;
        let share = rounds_left * alive.len() as u32;
        let per = (cap.saturating_sub(used) / share).max(1);
        let floor_per = floor.saturating_sub(used).div_ceil(share);
        let round_end = deadline.map(|(end, clock)| {
            let now = clock();
            (now + (end - now).max(0.0) / rounds_left as f64, clock)
        });
        let mut k = 0;
        while k < per {
            k += 1;
            let sample_seed = rng.next_u64();
            let mut base = G::determinize(state, &knowledge, &mut Rng::new(sample_seed));
            G::prepare_playout(&mut base);
            for (j, &i) in alive.iter().enumerate() {
                // With a time limit no playout runs past it: in the very first sample, before any pace is
                // known, each candidate has an equal share of the time left; later, the limit itself.
                let until = deadline.filter(|_| used >= floor).map(|(end, clock)| {
                    if round > 0 || k > 1 {
                        (end, clock)
                    } else {
                        let now = clock();
                        (now + (end - now).max(0.0) / (alive.len() - j) as f64, clock)
                    }
                });
                let mut s = base.clone();
                let v = if G::apply_legal(&mut s, seat, &actions[i]).is_ok() {
                    playout_to::<G>(&mut s, seat, horizon, &mut Rng::new(sample_seed ^ 0x9137_c0de), params.noise, until)
                } else {
                    0.0
                };
                arms[i].sum += v;
                arms[i].visits += 1;
                used += 1;
            }
            if out_of_time(used) {
                stop = true;
                break;
            }
            if k >= floor_per && round_end.is_some_and(|(t, clock)| clock() >= t) {
                break;
            }
        }
        alive.sort_by(|&a, &b| arms[b].mean().total_cmp(&arms[a].mean()).then(arms[b].prior.total_cmp(&arms[a].prior)).then(a.cmp(&b)));
        let keep = alive.len().div_ceil(2);
        for &i in &alive[keep..] {
            arms[i].dropped = round + 1;
        }
        if !stop {
            alive.truncate(keep);
        }
    }
    for &i in &alive {
        arms[i].dropped = u32::MAX;
    }
    // Ranked: survivors of later rounds first, then by estimate; candidates never searched come last.
    let mut ranked: Vec<usize> = order.clone();
    ranked.sort_by(|&a, &b| {
        arms[b].dropped.cmp(&arms[a].dropped).then(arms[b].mean().total_cmp(&arms[a].mean())).then(a.cmp(&b))
    });
    let mut rest: Vec<usize> = (0..n).filter(|i| !order.contains(i)).collect();
    rest.sort_by(|&a, &b| arms[a].unsafe_move.cmp(&arms[b].unsafe_move).then(arms[b].prior.total_cmp(&arms[a].prior)).then(a.cmp(&b)));
    ranked.extend(rest);
    let candidates: Vec<Candidate> = ranked
        .iter()
        .map(|&i| Candidate {
            index: i,
            notation: describe(i),
            win_estimate: (arms[i].visits > 0).then(|| arms[i].mean()),
            visits: arms[i].visits,
            unsafe_move: arms[i].unsafe_move,
        })
        .collect();
    Choice { seat, index: candidates[0].index, notation: candidates[0].notation.clone(), candidates, iterations: used }
}

/// The policy's scores of the current decision's actions on one sampled position.
pub fn explain<G: AiGame>(state: &G::State, seed: u64) -> Vec<(String, f64)> {
    let prompt = G::prompt(state);
    let Some(seat) = prompt.seat else { return vec![] };
    let knowledge = G::knowledge(state, seat);
    let det = G::determinize(state, &knowledge, &mut Rng::new(seed));
    let scores = G::priors(&det, &prompt.actions);
    let mut out: Vec<(String, f64)> = prompt.actions.iter().zip(scores).map(|(a, v)| (G::describe(state, a).notation, v)).collect();
    out.sort_by(|a, b| b.1.total_cmp(&a.1));
    out
}

/// Playouts of whole games from new games' starts (policy on both sides, noise 0.25): (actions, seconds)
/// as measured by `clock` (seconds). A benchmark of the engine and the policy together.
pub fn bench_playouts<G: AiGame>(seed: u64, playouts: u32, clock: &dyn Fn() -> f64) -> (u64, f64) {
    let mut actions = 0u64;
    let start = clock();
    for i in 0..playouts {
        let Ok(header) = crate::Header::new_game(G::meta(), None, seed + i as u64) else { break };
        let Ok(mut state) = G::setup(&header, G::builtin_data()) else { break };
        G::prepare_playout(&mut state);
        let mut rng = Rng::new(seed ^ i as u64);
        loop {
            if G::outcome(&state).is_some() {
                break;
            }
            let prompt = G::prompt(&state);
            let Some(decider) = prompt.seat else { break };
            let i = match prompt.actions.len() {
                0 => break,
                1 => 0,
                _ => G::policy(&state, &prompt.actions, &mut rng, 0.25),
            };
            if G::apply_legal(&mut state, decider, &prompt.actions[i]).is_err() {
                break;
            }
            actions += 1;
        }
    }
    (actions, clock() - start)
}
