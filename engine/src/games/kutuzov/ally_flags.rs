//! The Imperial allies' own flags (rules 17, E73): Austria's under FS, Prussia's under FN.
//!
//! KUT 1.7 counts 11 allied flags beside the 60 French and 16 Russian ones (L251); KUT 7 (L749) has an
//! Austrian or Prussian formation place its own nation's flag, or a French one only while an event counts
//! it as French (#4, #11, #12, #67); KUT 10.12 (L930–L935) charges an allied formation 1 CP more to enter a
//! Russian space without its own nation's flag, "even where a French flag stands"; and at Tu Felix Austria
//! (Play Book 9.3, L2694) every Austrian flag is removed at once. An allied flag marks its Power's control
//! (the flag in `State::flags` stays the Power's): `State::ally_flags` says which of them are the ally's.
//! Under rules 16 and before, every flag an Imperial formation placed was its Power's, and the surcharge
//! looked at the Power's flag.

use super::data::{camp_of, Kind, Nation, Power, SpaceId, CONTINGENTS, FN, FS, TSARIST};
use super::state::{Place, State};

pub const RULES: u32 = 17;

/// The ally under an Imperial Power's command (KUT 1.1: Prussia with FN, Austria with FS).
pub fn ally_of(p: Power) -> Option<Nation> {
    match p {
        FN => Some(Nation::Prussian),
        FS => Some(Nation::Austrian),
        _ => None,
    }
}

/// Whether the flag on the duchy is an ally's (an Austrian flag of FS's, a Prussian one of FN's).
pub fn is_ally_flag(s: &State, space: SpaceId) -> bool {
    s.ally_flags.contains(&space) && s.flags[space as usize].is_some_and(|p| ally_of(p).is_some())
}

/// The nation whose flag stands on the duchy: an ally's, else its Power's own nation.
pub fn flag_nation(s: &State, space: SpaceId) -> Option<Nation> {
    let p = s.flags[space as usize]?;
    if is_ally_flag(s, space) {
        return ally_of(p);
    }
    Some(if camp_of(p) == TSARIST { Nation::Russian } else { Nation::French })
}

/// Records which flag was placed on the duchy (called after every flag the rules place): the ally's when
/// `ally` and the duchy now carries the Power's flag, the Power's own otherwise.
pub fn mark(s: &mut State, space: SpaceId, p: Power, ally: bool) {
    s.ally_flags.retain(|&x| x != space);
    if ally && s.rules >= RULES && s.flags[space as usize] == Some(p) && ally_of(p).is_some() {
        s.ally_flags.push(space);
    }
}

/// Whether a willing piece of this nation of the Power stands in the duchy (a hesitant ally does not flag in
/// Russia, Play Book 9.3, unless an event counts it as French, L749).
fn willing_piece(s: &State, space: SpaceId, p: Power, n: Nation) -> bool {
    let in_russia = s.data.spaces[space as usize].home.camp() == Some(1 - camp_of(p));
    let willing = !in_russia || !super::allies::hesitant(s, n) || super::allies::counted_as_french(s, n, false);
    let sp = CONTINGENTS.iter().enumerate().any(|(c, &(q, m))| q == p && m == n && s.sp[space as usize][c] > 0);
    let leader = (0..s.leaders.len()).any(|l| s.leaders[l] == Place::Map(space) && s.data.leaders[l].power == p && s.data.leaders[l].nation == n);
    willing && (sp || leader)
}

/// Whether the flag the Power's formation places on the duchy is its own nation's (KUT 7, L749; rules 17): a
/// French (or Russian) piece there, an ally an event counts as French (its choice of flag), or the Power's own
/// camp's home, where a flag only removes the enemy's. Before rules 17 every formation placed its Power's flag.
pub fn own_flag_ok(s: &State, space: SpaceId, p: Power) -> bool {
    let Some(ally) = ally_of(p) else { return true };
    if s.rules < RULES || s.data.spaces[space as usize].home.camp() == Some(camp_of(p)) {
        return true;
    }
    willing_piece(s, space, p, Nation::French) || (as_french_for_flags(s, ally) && willing_piece(s, space, p, ally))
}

/// Whether an event counts the ally as French this impulse for its flags (L749: #4, #11, #12, #67), so that its
/// formation may place a French flag instead of its own: hesitant or not, but not a neutral Austria nor a
/// Prussia in revolt, which have left the war (E32).
pub fn as_french_for_flags(s: &State, n: Nation) -> bool {
    matches!(super::allies::status(s, n), "ok" | "hesitant") && s.as_french.iter().any(|&(m, _)| m == n)
}

/// Whether the Power's formation on the duchy may place its ally's flag there (KUT 7, L749; rules 17): a
/// willing piece of the ally there, and the duchy not of the Imperial home (there a flag only removes the
/// enemy's, and the French flag action does it).
pub fn ally_flag_ok(s: &State, space: SpaceId, p: Power) -> bool {
    let Some(ally) = ally_of(p) else { return false };
    s.rules >= RULES && s.data.spaces[space as usize].home.camp() != Some(camp_of(p)) && willing_piece(s, space, p, ally)
}

/// Whether a flag the rules place for a formation (a flag overrun, 12.9; a captured fortress, 13.32; the
/// survivors of the turn's attrition, 4.3) is the ally's (rules 17, E73): when the Power's pieces in the duchy
/// are all the ally's.
pub fn automatic_is_ally(s: &State, space: SpaceId, p: Power) -> bool {
    let Some(ally) = ally_of(p) else { return false };
    s.rules >= RULES
        && s.data.spaces[space as usize].home.camp() != Some(camp_of(p))
        && !willing_piece(s, space, p, Nation::French)
        && {
            let sp = CONTINGENTS.iter().enumerate().any(|(c, &(q, m))| q == p && m == ally && s.sp[space as usize][c] > 0);
            let leader = (0..s.leaders.len()).any(|l| s.leaders[l] == Place::Map(space) && s.data.leaders[l].power == p && s.data.leaders[l].nation == ally);
            sp || leader
        }
}

/// A flag the rules place for the Power's formation in the duchy (12.9, 13.32, 4.3): the French flag, or the
/// ally's when only the ally's pieces are there (rules 17). Returns what `control::place_flag` returns.
pub fn place_automatic(s: &mut State, space: SpaceId, p: Power) -> bool {
    let ally = automatic_is_ally(s, space, p);
    // KUT 1.7 (L251; rules 18, D41): no flag of a kind whose flags are all on the map.
    if !super::flag_limits::may_place(s, space, p, ally) {
        let at = s.space_arg(space);
        s.log(Some(p), "kut.flag_limit", vec![crate::Arg::Seat(p), at]);
        return false;
    }
    let dmc = super::control::place_flag(s, space, p);
    mark(s, space, p, ally);
    dmc
}

/// Whether a flag the rules would place for the Power's formation in the duchy may be placed (rules 18, D41:
/// a flag of its kind is left).
pub fn automatic_allowed(s: &State, space: SpaceId, p: Power) -> bool {
    super::flag_limits::may_place(s, space, p, automatic_is_ally(s, space, p))
}

/// KUT 10.12 (L930–L935): whether an Austrian or Prussian army of the Power enters the Russian space without
/// the surcharge: from rules 17 only under its own nation's flag (a French flag does not spare it); before,
/// under any flag of its Power.
pub fn spares_surcharge(s: &State, to: SpaceId, nation: Nation, p: Power) -> bool {
    if s.rules < RULES {
        return s.flags[to as usize] == Some(p);
    }
    s.flags[to as usize] == Some(p) && flag_nation(s, to) == Some(nation)
}

/// Tu Felix Austria (Play Book 9.3, L2694; rules 17): every Austrian flag is removed at once, and the duchy
/// goes back to its printed owner (KUT 7.1). Returns the duchies it freed.
pub fn austria_leaves(s: &mut State) -> Vec<SpaceId> {
    if s.rules < RULES {
        return vec![];
    }
    let gone: Vec<SpaceId> = (0..s.data.spaces.len() as SpaceId).filter(|&x| s.data.spaces[x as usize].kind == Kind::Duchy && is_ally_flag(s, x) && s.flags[x as usize] == Some(FS)).collect();
    for &x in &gone {
        s.flags[x as usize] = None;
        s.ally_flags.retain(|&y| y != x);
    }
    gone
}
