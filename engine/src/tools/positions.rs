//! The position files' round trip, for the games' tests (engine/tests/<game>/position.rs): the position
//! of a moment read back under the same record header gives the same state (what `bare` keeps of it: the
//! log aside), is written again the same, and the next action from it leads where it led from the
//! original. [`random_round_trips`] checks it before every action of a few random games.

use std::sync::Arc;

use crate::record::Header;
use crate::{Game, Rng, Seat};

/// The position of `s` read back under `header`: the same state, written again the same, and `next`
/// (a legal action of `s`) leading to the same state from both.
pub fn round_trip<G: Game>(s: &G::State, header: &Header, data: &Arc<G::Data>, next: Option<(Seat, &G::Action)>, bare: &dyn Fn(&G::State) -> G::State) -> Result<(), String> {
    let text = G::position(s).ok_or("no position for a game under way")?;
    let mut h = header.clone();
    h.position = Some(text.clone());
    let back = G::setup(&h, data.clone()).map_err(|e| format!("{e}\n{text}"))?;
    if bare(&back) != bare(s) {
        return Err(format!("read back differently\n{text}"));
    }
    if G::position(&back).as_deref() != Some(text.as_str()) {
        return Err(format!("written again differently\n{text}\n---\n{}", G::position(&back).unwrap_or_default()));
    }
    if let Some((seat, action)) = next {
        let (mut a, mut b) = (s.clone(), back);
        G::apply(&mut a, seat, action).map_err(|e| format!("not legal in the original: {e}"))?;
        G::apply(&mut b, seat, action).map_err(|e| format!("not legal in the position read: {e}\n{text}"))?;
        if bare(&a) != bare(&b) {
            return Err(format!("the next action goes on differently\n{text}"));
        }
    }
    Ok(())
}

/// The rules version a position file says it is written under (its `rules N` line): a hand-written file is
/// read under the version it was written for, which the game's later versions still play.
pub fn written_rules(text: &str) -> Option<u32> {
    text.lines().map(|l| l.split('#').next().unwrap_or("").trim()).find_map(|l| l.strip_prefix("rules ").and_then(|n| n.trim().parse().ok()))
}

/// `games` random games of `header` (its seed counting up from it), the round trip checked before each
/// of their first `actions` actions; how many moments were checked.
pub fn random_round_trips<G: Game>(header: &Header, games: u64, actions: usize, bare: &dyn Fn(&G::State) -> G::State) -> Result<usize, String> {
    let data = G::builtin_data();
    let mut checked = 0;
    for g in 0..games {
        let h = Header { seed: header.seed + g, ..header.clone() };
        let mut s = G::setup(&h, data.clone()).map_err(|e| e.0)?;
        let mut rng = Rng::new(h.seed + 40);
        for n in 0..actions {
            let p = G::prompt(&s);
            let Some(seat) = p.seat else { break };
            let action = p.actions[crate::playout::random_action::<G>(&s, &p.actions, &mut rng)].clone();
            round_trip::<G>(&s, &h, &data, Some((seat, &action)), bare).map_err(|e| format!("{} seed {} action {n}: {e}", h.scenario, h.seed))?;
            checked += 1;
            G::apply(&mut s, seat, &action).map_err(|e| e.0)?;
        }
    }
    Ok(checked)
}
