//! Control of spaces (KUT 3), flags (KUT 7) and the counts the victory rules read (Keys, depots, ports).

use super::data::{camp_of, Kind, Power, SpaceId, TSARIST};
use super::state::{Place, State};

/// The Power that controls a space, if any (KUT 3.1, 3.2): a zone always its printed owner; a duchy its
/// flag's Power, else its printed owner; a non-fortress duchy holding formations of the owner's enemies is
/// uncontrolled; a fortress stays its owner's until a siege takes it.
pub fn controller(s: &State, space: SpaceId) -> Option<Power> {
    let sp = &s.data.spaces[space as usize];
    match sp.kind {
        Kind::Sea => None,
        // Play Book 9.3: a neutral Austria's home is nobody's.
        _ if s.austria_neutral && sp.home == super::data::Home::Austria => None,
        Kind::Zone => sp.home.power(),
        Kind::Duchy => {
            let owner = s.flags[space as usize].or(sp.home.power())?;
            if sp.fortress == 0 && s.camp_present(space, 1 - camp_of(owner)) {
                None
            } else {
                Some(owner)
            }
        }
    }
}

pub fn controller_camp(s: &State, space: SpaceId) -> Option<u8> {
    controller(s, space).map(camp_of)
}

/// Whether a space is friendly to a camp: controlled by one of its Powers (KUT 8.1).
pub fn friendly(s: &State, space: SpaceId, camp: u8) -> bool {
    controller_camp(s, space) == Some(camp)
}

/// Whether a space is controlled by the other camp.
pub fn hostile(s: &State, space: SpaceId, camp: u8) -> bool {
    controller_camp(s, space) == Some(1 - camp)
}

/// Key duchies a camp controls (KUT 1.9, 19.3).
pub fn keys(s: &State, camp: u8) -> u32 {
    (0..s.data.spaces.len() as SpaceId).filter(|&i| s.data.spaces[i as usize].key_duchy && friendly(s, i, camp)).count() as u32
}

/// Places a Power's flag in a duchy (KUT 7): in a duchy of its own camp's colour the enemy flag is only
/// removed (control returns to the printed owner); elsewhere its own flag replaces any other.
/// Returns whether an enemy DMC was there (KUT 12.11, rules 4: it is removed, with its loot roll).
pub fn place_flag(s: &mut State, space: SpaceId, p: Power) -> bool {
    let home_camp = s.data.spaces[space as usize].home.camp();
    s.flags[space as usize] = if home_camp == Some(camp_of(p)) { None } else { Some(p) };
    // Rules 17 (ally_flags.rs): the flag placed is the Power's own unless the caller marks it the ally's.
    s.ally_flags.retain(|&x| x != space);
    super::supply::flag_placed(s, space, p);
    super::dmc::flag_placed(s, space, p)
}

/// Whether a Power may flag a duchy where it has a formation (KUT 7.11, 7.12, 8.1): a non-fortress duchy
/// with no enemy formation, not already controlled by its camp.
pub fn may_flag(s: &State, space: SpaceId, p: Power) -> bool {
    let sp = &s.data.spaces[space as usize];
    sp.kind == Kind::Duchy
        && sp.fortress == 0
        && (s.has_formation(space, p) && super::allies::willing_formation(s, space, p, sp.home.camp() == Some(1 - camp_of(p))))
        && !s.camp_present(space, 1 - camp_of(p))
        && controller_camp(s, space) != Some(camp_of(p))
        && !super::evacuation::barred(s, camp_of(p), space)
        && super::army_group::flags_here(s, space, p)
}

/// KUT 7.13 (rules 12, L765–L770): the duchies a Power's army standing in a duchy of its camp may flag next
/// door, besides those its formations stand in (7.11): not a fortress, no enemy formation, not already its
/// camp's (8.1), and none an enemy army could intercept into (11.3, as a move there would be intercepted:
/// "an army that cannot intercept does not stop the flag"). A hesitant ally's leader does not flag in Russia
/// (Play Book 9.3), as with 7.11.
pub fn adjacent_flag_sites(s: &State, p: Power) -> Vec<SpaceId> {
    adjacent_flag_sites_by(s, p, |_| true)
}

/// KUT 7.13 as `adjacent_flag_sites`, for the armies whose leader's nation `by` accepts (rules 17: a French
/// leader's army places a French flag, an ally's its own nation's, ally_flags.rs).
pub fn adjacent_flag_sites_by(s: &State, p: Power, by: impl Fn(super::data::Nation) -> bool) -> Vec<SpaceId> {
    if s.rules < 12 {
        return vec![];
    }
    let camp = camp_of(p);
    let mut out: Vec<SpaceId> = vec![];
    for (l, leader) in s.data.leaders.iter().enumerate() {
        let Place::Map(at) = s.leaders[l] else { continue };
        if leader.power != p || !by(leader.nation) || s.data.spaces[at as usize].kind != Kind::Duchy || !friendly(s, at, camp) || !super::army_group::flags_here(s, at, p) {
            continue;
        }
        for &x in s.data.graph.neighbours(at) {
            let sp = &s.data.spaces[x as usize];
            let in_russia = sp.home.camp() == Some(1 - camp);
            if out.contains(&x)
                || sp.kind != Kind::Duchy
                || sp.fortress > 0
                || s.camp_present(x, 1 - camp)
                || controller_camp(s, x) == Some(camp)
                || super::evacuation::barred(s, camp, x)
                || (in_russia && super::allies::hesitant(s, leader.nation) && !super::allies::counted_as_french(s, leader.nation, false))
            {
                continue;
            }
            let answer = super::intercept::Intercept::new(s, p, at, x);
            if answer.powers.iter().any(|&q| !answer.candidates(s, q).is_empty()) {
                continue;
            }
            out.push(x);
        }
    }
    out
}

/// Whether the Tsarists count the space for the Key Control track.
pub fn tsarist_keys(s: &State) -> u32 {
    keys(s, TSARIST)
}
