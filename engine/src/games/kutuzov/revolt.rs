//! The Prussian revolt at Sauve Qui Peut (Play Book 9.3's morale table, L2696; rules 18, E76).
//!
//! L2696: when the Imperial morale reaches Sauve Qui Peut, every Prussian soldier and leader at once attacks
//! the Imperial forces in its space; the Imperials may not evade, and neither terrain nor cards count; a
//! Prussian win places a (Prussian) flag, even in a fortress. After all these battles Yorck is removed, every
//! Prussian soldier and flag becomes an R1 soldier and flag, an R1 flag goes on Königsberg (the Imperials
//! there retreat), no Prussian unit or leader is built for the rest of the game, and the Tsarists may not
//! build in Königsberg though it is their fortress. KUT 20.31 / 20.33 (L2247, L2268): FN scores its point
//! only while Prussia is not in revolt, R1 its point once it is; L1922: no Prussian reinforcement CP.
//!
//! E76 (the seed leaves open who commands a battle of one camp's pieces against the same camp): the revolt
//! happens once the move, battle or interception under way is over; the Prussian soldiers become R1's and
//! Yorck and every other Prussian leader leave as it begins, so each battle is R1's soldiers attacking
//! without a leader (Yorck's one die is lost); beaten, they go to the Regroup Box whole (they came from no
//! space to go back to, as a relief force, 6.34); a battle's other consequences (morale, loot, retreat) are
//! a battle's. The Prussians in the Regroup Box become R1's too.

use serde::Serialize;

use super::battle::Battle;
use super::data::{camp_of, contingent, Kind, Nation, Power, SpaceId, CONTINGENTS, FN, IMPERIAL, R1};
use super::state::{Place, State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Prompt};

/// The first rules version that plays the revolt.
pub const RULES: u32 = 18;

/// Whether Prussia is in revolt (for the rest of the game once it happened; rules 18).
pub fn in_revolt(s: &State) -> bool {
    s.prussia_revolted
}

/// What is left to do after the revolt's battles (L2696: "after all the battles").
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Revolt {
    /// The spaces where the Prussians attacked: a win there places the flag.
    pub battles: Vec<SpaceId>,
}

fn due(s: &State) -> bool {
    s.rules >= RULES && !s.prussia_revolted && s.outcome.is_none() && super::allies::status(s, Nation::Prussian) == "revolt"
}

/// Starts the revolt when the Imperial morale has reached Sauve Qui Peut and no battle, retreat, move or
/// interception is under way (called after every action, like 9.31 b). Returns whether it started.
pub fn check(s: &mut State) -> bool {
    if !due(s) || super::allies::combat_pending(s) {
        return false;
    }
    s.prussia_revolted = true;
    s.log(None, "kut.prussian_revolt", vec![]);
    // L2696: Yorck removed, no Prussian leader built again (E76: as the revolt begins).
    for l in 0..s.leaders.len() {
        if s.data.leaders[l].nation == Nation::Prussian && s.leaders[l] != Place::Dead {
            s.leaders[l] = Place::Dead;
            s.log(None, "kut.revolt_leader_removed", vec![s.leader_arg(l as super::data::LeaderId)]);
        }
    }
    // L2696: every Prussian soldier becomes an R1 soldier (E76: before the battles, the Regroup Box's too).
    let pru = contingent(FN, Nation::Prussian).expect("a Prussian contingent");
    let r1 = contingent(R1, Nation::Russian).expect("an R1 contingent");
    let mut battles = vec![];
    for space in 0..s.data.spaces.len() as SpaceId {
        let n = s.sp[space as usize][pru];
        if n == 0 {
            continue;
        }
        s.sp[space as usize][pru] = 0;
        s.sp[space as usize][r1] += n;
        let at = s.space_arg(space);
        s.log(None, "kut.revolt_soldiers", vec![Arg::Num(n as i32), at]);
        if s.camp_present(space, IMPERIAL) {
            battles.push(space);
        }
    }
    let n = s.regroup[pru];
    s.regroup[pru] = 0;
    s.regroup[r1] += n;
    s.steps.push(Step::Revolt(Revolt { battles: battles.clone() }));
    // The first space's battle on top (fought first).
    for &at in battles.iter().rev() {
        s.steps.push(Step::Battle(battle(s, at)));
    }
    true
}

/// The revolt's battle in a space (L2696): R1's soldiers, once Prussian, attack; no evasion, no terrain, no
/// card window.
fn battle(s: &State, at: SpaceId) -> Battle {
    let leader = super::relief::commander(s, at, super::data::TSARIST);
    let mut b = Battle::new(R1, leader, at, at);
    b.soldiers = true;
    b.revolt = true;
    b
}

/// The Imperial Power that retreats from Königsberg: the one with most SP there.
fn retreating_power(s: &State, at: SpaceId) -> Power {
    super::data::camp_powers(IMPERIAL).into_iter().max_by_key(|&p| s.power_sp(at, p)).unwrap_or(FN)
}

impl Revolt {
    /// After all the battles (L2696): the flags of the Prussians' wins, the Prussian flags turned R1's, and
    /// R1's flag on Königsberg with the Imperials there retreating.
    fn finish(&self, s: &mut State) {
        // Königsberg (spaces.tsv: prussian_revolt_r1_flag) first: the seed names it.
        let konigsberg = s.data.spaces.iter().position(|sp| sp.key == "konigsberg").map(|k| k as SpaceId);
        if let Some(k) = konigsberg {
            if super::flag_limits::may_place(s, k, R1, false) {
                super::control::place_flag(s, k, R1);
                let a = s.space_arg(k);
                s.log(None, "kut.revolt_konigsberg", vec![a]);
            }
        }
        for &at in &self.battles {
            let sp = &s.data.spaces[at as usize];
            // "Even in a fortress": no overrun surplus asked, the fortress no bar; only with an R1 flag left (D41).
            if sp.kind == Kind::Duchy && !s.camp_present(at, IMPERIAL) && s.camp_present(at, super::data::TSARIST) && super::flag_limits::may_place(s, at, R1, false) {
                super::control::place_flag(s, at, R1);
                let a = s.space_arg(at);
                s.log(None, "kut.revolt_flag", vec![a]);
            }
        }
        let prussian: Vec<SpaceId> = s.ally_flags.iter().copied().filter(|&x| s.flags[x as usize] == Some(FN)).collect();
        for x in prussian {
            s.ally_flags.retain(|&y| y != x);
            s.flags[x as usize] = None;
            // An R1 flag for each Prussian one while R1 has flags left (D41); else the duchy goes back to its owner.
            if super::flag_limits::may_place(s, x, R1, false) {
                super::control::place_flag(s, x, R1);
                let a = s.space_arg(x);
                s.log(None, "kut.revolt_flag_turned", vec![a]);
            }
        }
        if let Some(k) = konigsberg.filter(|&k| s.camp_present(k, IMPERIAL) && super::control::controller_camp(s, k) == Some(super::data::TSARIST)) {
            s.steps.push(Step::Retreat(super::battle::Retreat { power: retreating_power(s, k), verdict: super::battle::Verdict::revolt_retreat(k), chosen: None, blocked: vec![] }));
        }
    }
}

impl steps::Step<State> for Revolt {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        self.finish(s);
    }
}

/// Whether the contingent may still be built (L2696: no Prussian unit for the rest of the game).
pub fn builds(s: &State, c: usize) -> bool {
    !(s.prussia_revolted && CONTINGENTS[c].1 == Nation::Prussian)
}

/// KUT 20.31 / 20.33 (L2247, L2268): FN's point while Prussia is not in revolt, R1's once it is.
pub fn points(s: &State) -> [i32; 2] {
    let r = in_revolt(s) as i32;
    let _ = camp_of;
    [1 - r, r]
}
