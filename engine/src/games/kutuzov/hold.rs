//! Soldiers beside a battle that take no part in it (rules 19, E45, E77): a leaderless SP that evaded and
//! stayed in its zone (KUT 11.6's exception, L1148), and the formations of a lone soldier's camp when that SP
//! attacks the enemy sharing its zone (KUT 10.72, L1061–L1063; 10.11, L924: "two or more soldiers cannot
//! attack together"; 10.73, L1067: no other formation joins a battle). The engine keeps SP per contingent and
//! space, not pieces (E5): such SP are set aside while the battle is fought and come back when it is over.

use serde::Serialize;

use super::data::{camp_of, Kind, Power, SpaceId, CONTINGENTS, CONTINGENT_KEYS};
use super::impulse::Spend;
use super::intercept::{defending_power, Arrive, Evade};
use super::army_group::leaders_of_camp;
use super::state::{State, Step};
use super::Action;
use crate::kit::steps;
use crate::{Arg, Illegal, Prompt};

/// The first rules version that sets soldiers aside (E45, E77).
pub const RULES: u32 = 19;

/// The SP set aside in a space while a battle is fought there, by contingent (one entry per SP). It waits
/// below the battle and puts them back when the battle is over (or at once when no battle came).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct Rejoin {
    pub at: SpaceId,
    pub held: Vec<u8>,
}

impl steps::Step<State> for Rejoin {
    fn prompt(&self, _s: &State) -> Option<Prompt<Action>> {
        None
    }

    fn run(&self, s: &mut State) {
        for &c in &self.held {
            s.sp[self.at as usize][c as usize] += 1;
        }
    }
}

/// Sets the SP of `held` aside in `at` until the steps pushed after this call are done: they leave the space's
/// count (the battle sees only the others) and a [`Rejoin`] below those steps brings them back. Logged.
pub fn set_aside(s: &mut State, at: SpaceId, held: &[u8]) {
    if held.is_empty() {
        return;
    }
    for &c in held {
        s.sp[at as usize][c as usize] -= 1;
    }
    s.log(None, "kut.sp_set_aside", vec![Arg::Num(held.len() as i32), s.space_arg(at)]);
    s.steps.push(Step::Rejoin(Rejoin { at, held: held.to_vec() }));
}

/// The SP set aside by the steps under way, as (space, contingent), one entry per SP.
fn set_aside_sp(s: &State) -> impl Iterator<Item = (SpaceId, usize)> + '_ {
    s.steps.iter().filter_map(|x| if let Step::Rejoin(r) = x { Some(r) } else { None }).flat_map(|r| r.held.iter().map(move |&c| (r.at, c as usize)))
}

/// The SP set aside in `at` by the steps under way, per contingent: still in the space for the board and the
/// counter mix.
pub fn aside(s: &State, at: SpaceId) -> [u8; 6] {
    let mut n = [0u8; 6];
    for (_, c) in set_aside_sp(s).filter(|&(x, _)| x == at) {
        n[c] += 1;
    }
    n
}

/// All the SP of contingent `c` set aside anywhere.
pub fn aside_total(s: &State, c: usize) -> u32 {
    set_aside_sp(s).filter(|&(_, x)| x == c).count() as u32
}

/// Whether leaderless SP may evade and stay in the zone they stand in (KUT 11.6's exception, L1148: "an
/// inactive formation that evades in a zone may stay there"; rules 19, E45). Armies could from rules 10.
pub fn soldiers_may_stay(s: &State) -> bool {
    s.rules >= RULES
}

/// KUT 10.72 for soldiers (rules 19, E77): the lone SP of the Power's contingents that may attack the enemy
/// sharing their zone for 1 CP — in a zone where the enemy stands and no leader of the camp does (an army
/// there attacks as an army), not having moved into it, stayed or fought there this impulse (10.51, 10.52).
pub fn soldier_zone_attacks(s: &State, spend: &Spend) -> Vec<(u8, SpaceId)> {
    if s.rules < RULES || spend.reinforcement || spend.cp < 1 {
        return vec![];
    }
    let p = spend.power;
    let camp = camp_of(p);
    let mut out = vec![];
    for at in 0..s.data.spaces.len() as SpaceId {
        if s.data.spaces[at as usize].kind != Kind::Zone || !s.camp_present(at, 1 - camp) || !leaders_of_camp(s, at, camp).is_empty() {
            continue;
        }
        for (c, &(owner, _)) in CONTINGENTS.iter().enumerate() {
            if owner == p && s.sp[at as usize][c] > 0 && !spend.fought.contains(&(c as u8, at)) {
                out.push((c as u8, at));
            }
        }
    }
    out
}

/// The SP of the lone soldier's camp in `at` that do not attack with it (KUT 10.11, L924; 10.73, L1067): all
/// but that one SP of contingent `c`, one entry per SP.
pub fn others_beside(s: &State, at: SpaceId, c: u8) -> Vec<u8> {
    let camp = camp_of(CONTINGENTS[c as usize].0);
    let mut held = vec![];
    for (i, &(owner, _)) in CONTINGENTS.iter().enumerate() {
        if camp_of(owner) == camp {
            let others = s.sp[at as usize][i] - u8::from(i == c as usize);
            held.extend(std::iter::repeat_n(i as u8, others as usize));
        }
    }
    held
}

/// The lone SP of contingent `c` attacks the enemy in its zone `at` for 1 CP (KUT 10.72, rules 19): the other
/// SP of its camp there are set aside (10.11, 10.73), the enemy may evade first, staying included (11.6), then
/// the soldiers' battle (E45); beaten, the SP stays in the zone, as an army attacking so does (E45). Gives the
/// steps to push above the Power's spending.
pub fn attack(s: &mut State, spend: &mut Spend, seat: Power, c: u8, at: SpaceId) -> Result<Vec<Step>, Illegal> {
    if !soldier_zone_attacks(s, spend).contains(&(c, at)) {
        return Err(Illegal("those soldiers may not attack here".into()));
    }
    s.moved_this_impulse = true;
    spend.cp -= 1;
    let key = format!("kut.contingent.{}", CONTINGENT_KEYS[c as usize]);
    s.log(Some(seat), "kut.zone_attack_sp", vec![Arg::Key(key), s.space_arg(at)]);
    let camp = camp_of(seat);
    let mut arrive = Arrive::army(seat, 0, at, at, 0);
    arrive.soldiers = Some(c);
    arrive.held = others_beside(s, at, c);
    let power = defending_power(s, at, 1 - camp);
    Ok(vec![Step::Arrive(arrive), Step::Evade(Evade::new(power, at, at))])
}
