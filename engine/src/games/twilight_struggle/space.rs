//! The space race (TS OPS §4; PA2 L1655–L1697; data/space.tsv).

use serde::{Deserialize, Serialize};

use super::defcon::gain_vp;
use super::state::{ask, not_an_answer, Choice, Player, State};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt, Seat};

/// Whether `player` alone owns the ability of `box_no`: the first to arrive gets it, and it is
/// cancelled as soon as the other player arrives (TS OPS §4-4).
pub fn ability(state: &State, player: Player, box_no: u8) -> bool {
    ability_holder(state.space, box_no) == Some(player)
}

/// Who alone holds the ability of `box_no` with the markers at `space` (`[ussr, us]`): the first to arrive,
/// until the other arrives too (TS OPS §4-4).
pub fn ability_holder(space: [u8; 2], box_no: u8) -> Option<Player> {
    Player::BOTH.into_iter().find(|&p| space[p.idx()] >= box_no && space[p.opponent().idx()] < box_no)
}

/// Attempts allowed per turn: one, two with Animal in Space (box 2) (TS OPS §4-2, §4-4).
pub fn attempts_allowed(state: &State, player: Player) -> u8 {
    1 + ability(state, player, 2) as u8
}

/// The ops needed to try for the next box, or `None` on the last box (TS OPS §4-1, §4-6).
pub fn ops_needed(state: &State, player: Player) -> Option<u8> {
    state.data().space.get(state.space[player.idx()] as usize + 1).map(|b| b.ops_needed)
}

/// Whether `player` may play a card of `ops` (modified) to the space race now.
pub fn may_attempt(state: &State, player: Player, ops: u8) -> bool {
    ops_needed(state, player).is_some_and(|need| ops >= need)
        && state.space_attempts[player.idx()] < attempts_allowed(state, player)
}

/// One attempt with a die `roll` (TS OPS §4-1): success on the box's numbers moves the marker.
pub fn attempt(state: &mut State, player: Player, roll: u8) -> bool {
    state.space_attempts[player.idx()] += 1;
    let target = &state.data().space[state.space[player.idx()] as usize + 1];
    let success = roll <= target.max_roll;
    state.log(
        Some(player),
        if success { "ts.space_success" } else { "ts.space_failure" },
        vec![Arg::Seat(player.seat()), Arg::Roll(roll), Arg::Num(target.box_no as i32), Arg::Num(target.max_roll as i32)],
    );
    if success {
        advance(state, player, true);
    }
    success
}

/// Moves `player` one box up, paying the box's VP (first arrival / later arrival, TS OPS §4-3) when
/// `score` is set.
pub fn advance(state: &mut State, player: Player, score: bool) {
    if state.space[player.idx()] >= 8 {
        return;
    }
    state.space[player.idx()] += 1;
    let b = state.data().space[state.space[player.idx()] as usize].clone();
    let first = state.space[player.opponent().idx()] < b.box_no;
    state.log(Some(player), "ts.space_box", vec![Arg::Seat(player.seat()), Arg::Num(b.box_no as i32)]);
    if score {
        let vp = if first { b.vp_first } else { b.vp_second };
        gain_vp(state, player, vp as i32, false);
    }
}

/// Eagle/Bear Has Landed (TS OPS §4-4): at the end of the turn the owner may discard a held card.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LandedDiscard {
    pub player: Player,
}

impl steps::Step<State> for LandedDiscard {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let player = self.player;
        let mut actions: Vec<Action> = state.hand(player).iter().map(|&c| Action::Card(c)).collect();
        actions.push(Action::Choose(Choice::Keep));
        ask(player, "ts.landed_discard", vec![Arg::Seat(player.seat())], "TS OPS §4-4", actions)
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Card(card) => {
                state.steps.pop();
                let (player, card) = (self.player, *card);
                state.hands[player.idx()].retain(|&c| c != card);
                state.discard.push(card);
                state.log(Some(player), "ts.landed_discard", vec![Arg::Seat(player.seat()), Arg::Card(card as u16)]);
            }
            Action::Choose(Choice::Keep) => {
                state.steps.pop();
            }
            other => return not_an_answer(self, other),
        }
        Ok(())
    }
}
