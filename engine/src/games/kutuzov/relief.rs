//! Building into a besieged fortress (KUT 6.34, rules 4): a Power may build or regroup into a friendly
//! fortress of its home that enemy formations besiege; once the impulse's building is over, the pieces
//! placed there attack the besiegers, unless these evade. If the relief force must retreat, it all goes to
//! the Regroup Box. The seed's example (L724–L726): Riga besieged by Yorck, R1 builds Kutuzov and SP with
//! #58 and a regroup, 3 more SP with #107 (The Emperor's Wife), and Kutuzov attacks Yorck with 6 SP.

use super::battle::{side_leaders, side_sp};
use super::control;
use super::data::{camp_of, Kind, LeaderId, Power, SpaceId, CONTINGENTS};
use super::intercept::{defending_power, Arrive, Evade};
use super::state::{Place, State, Step};
use crate::Arg;

/// Whether the rules version plays 6.34.
pub fn on(s: &State) -> bool {
    s.rules >= 4
}

/// The rules version that plays 6.33's building into a zone the enemy holds (E78).
pub const ZONE_RULES: u32 = 21;

/// Whether `space` is a zone where only the enemy's formations stand (KUT 6.33, L716–L718; rules 21): a piece
/// built there fights them once the impulse's building is over, as a relief force does (6.34).
pub fn enemy_zone(s: &State, space: SpaceId, camp: u8) -> bool {
    s.rules >= ZONE_RULES && s.data.spaces[space as usize].kind == Kind::Zone && s.camp_present(space, 1 - camp) && !s.camp_present(space, camp)
}

/// Whether `space` is a friendly fortress of `camp` with enemy formations in its duchy (KUT 13.1).
pub fn besieged(s: &State, space: SpaceId, camp: u8) -> bool {
    let sp = &s.data.spaces[space as usize];
    sp.kind == Kind::Duchy && sp.fortress > 0 && control::friendly(s, space, camp) && s.camp_present(space, 1 - camp)
}

/// The besieged fortresses where contingent `c` may build or regroup in an impulse (KUT 6.31, 6.34): Key
/// duchies of its home its camp still holds, with the besiegers in the duchy.
pub fn sites(s: &State, c: usize) -> Vec<SpaceId> {
    if !on(s) {
        return vec![];
    }
    let camp = camp_of(CONTINGENTS[c].0);
    (0..s.data.spaces.len() as SpaceId)
        .filter(|&i| {
            let sp = &s.data.spaces[i as usize];
            (sp.key_duchy && sp.home.builds(c, &sp.joint) && besieged(s, i, camp))
                // KUT 6.33 (L716–L718; rules 21, E78): a zone of its home where the enemy stands, alone or beside
                // the camp's formations (those built join them; a battle there is 10.72's, for 1 CP).
                || (s.rules >= ZONE_RULES && sp.kind == Kind::Zone && sp.home.builds(c, &sp.joint) && control::controller_camp(s, i) == Some(camp) && s.camp_present(i, 1 - camp))
        })
        .collect()
}

/// Notes a piece placed in a besieged fortress, or (rules 21) in a zone where only the enemy stood before it
/// (`alone`, [`enemy_zone`] judged before the piece was placed): its battle comes when the impulse's building
/// is over (KUT 6.34, 6.33).
pub fn placed(s: &mut State, space: SpaceId, power: Power, alone: bool) {
    if s.relief.contains(&space) {
        return;
    }
    if on(s) && besieged(s, space, camp_of(power)) {
        s.relief.push(space);
        s.log(Some(power), "kut.relief_pending", vec![s.space_arg(space)]);
    } else if alone && s.rules >= ZONE_RULES {
        s.relief.push(space);
        s.log(Some(power), "kut.zone_build_pending", vec![s.space_arg(space)]);
    }
}

/// Whether the pieces in `space` wait for their 6.34 battle: they neither move nor leave before it (E27).
pub fn waiting(s: &State, space: SpaceId) -> bool {
    s.relief.contains(&space)
}

/// The impulse's building is over (KUT 6.34): each fortress built into gets its battle, the besiegers
/// first asked whether they evade (KUT 11.6). Returns whether any battle is under way.
pub fn fight(s: &mut State, power: Power) -> bool {
    let spaces = std::mem::take(&mut s.relief);
    let camp = camp_of(power);
    let mut any = false;
    // Pushed last first, so the fortresses are fought in the order they were built into.
    for &at in spaces.iter().rev() {
        if !(s.camp_present(at, camp) && s.camp_present(at, 1 - camp)) {
            continue;
        }
        any = true;
        let leader = commander(s, at, camp);
        s.steps.push(Step::Arrive(Arrive { power, leader, from: at, to: at, attritions: 0, failed_evasions: 0, relief: true, supply_asked: false, french: 0, soldiers: None, stayed: false, companions: vec![], group: vec![], held: vec![] }));
        let defender = defending_power(s, at, 1 - camp);
        s.steps.push(Step::Evade(Evade::new(defender, at, at)));
    }
    any
}

/// The relief force's commander: its best leader in the fortress; a force of soldiers alone fights under
/// no leader (rating 0), and the id names a leader of the other camp, which no rule of the attacker reads.
pub fn commander(s: &State, at: SpaceId, camp: u8) -> LeaderId {
    side_leaders(s, at, camp, None)
        .first()
        .or(side_leaders(s, at, 1 - camp, None).first())
        .copied()
        .unwrap_or(0)
}

/// A relief force that must retreat goes to the Regroup Box whole (KUT 6.34): SP and leaders, none of them
/// eliminated (no Attrition Loss markers, D18).
pub fn to_regroup(s: &mut State, at: SpaceId, camp: u8) {
    let n = side_sp(s, at, camp);
    super::battle::remove_sp(s, at, camp, n, true);
    for l in 0..s.leaders.len() {
        if s.leaders[l] == Place::Map(at) && camp_of(s.data.leaders[l].power) == camp {
            s.leaders[l] = Place::Regroup;
        }
    }
    s.log(None, "kut.relief_regroup", vec![Arg::Key(super::morale::camp_key(camp).into()), s.space_arg(at)]);
}
