//! Army groups (KUT 1.63, 10.6; rules 13): two or more friendly armies in one space, or moving together,
//! under one Commander; every other leader there is a Staff Officer. A group moves in its Commander's
//! impulse for 1 CP per army and space (10.63), fights as one formation (10.73), loses one Morale Loss
//! marker more than an army (Play Book 9.11), and a hesitant ally stays behind when it enters Russia (9.31).

use super::data::{camp_of, camp_powers, LeaderId, Nation, Power, SpaceId, CONTINGENTS, TSARIST};
use super::impulse::Spend;
use super::state::{Place, State};

/// The first rules version that plays army groups.
pub const RULES: u32 = 13;

/// KUT 1.62, 10.63: the fewest armies that carry a contingent's SP. Each army is a leader with up to his
/// command rating in SP and Staff Officers; the SP carried are all of them up to the leaders' commands
/// together. `commands` are the contingent's leaders' command ratings.
pub fn armies_for(commands: &[u8], sp: u32) -> u32 {
    let mut c: Vec<u32> = commands.iter().map(|&x| x as u32).collect();
    c.sort_unstable_by(|a, b| b.cmp(a));
    let m = c.len() as u32;
    let carried = sp.min(c.iter().sum());
    let mut room = 0;
    for k in 1..=m {
        room += c[k as usize - 1];
        // The k army leaders carry the SP and the other m − k leaders as Staff Officers.
        if room >= carried + (m - k) {
            return k;
        }
    }
    m
}

/// The armies these leaders form in a space (KUT 10.63): per contingent (one Power and one nation, 1.62:
/// "another Power's soldiers never join one's army"), the fewest that carry its SP.
pub fn armies(s: &State, space: SpaceId, leaders: &[LeaderId]) -> u32 {
    (0..CONTINGENTS.len())
        .map(|c| {
            let commands: Vec<u8> = leaders.iter().map(|&l| &s.data.leaders[l as usize]).filter(|d| d.contingent() == c).map(|d| d.command).collect();
            armies_for(&commands, s.sp[space as usize][c] as u32)
        })
        .sum()
}

/// The SP of contingent `c` that these leaders carry (KUT 10.63): up to their command ratings together.
pub fn carried(s: &State, space: SpaceId, c: usize, leaders: &[LeaderId]) -> u8 {
    let room: u32 = leaders.iter().map(|&l| &s.data.leaders[l as usize]).filter(|d| d.contingent() == c).map(|d| d.command as u32).sum();
    (s.sp[space as usize][c] as u32).min(room) as u8
}

/// A camp's leaders in a space.
pub fn leaders_of_camp(s: &State, space: SpaceId, camp: u8) -> Vec<LeaderId> {
    (0..s.leaders.len() as LeaderId).filter(|&l| s.leaders[l as usize] == Place::Map(space) && camp_of(s.data.leaders[l as usize].power) == camp).collect()
}

/// Whether the camp's formation in a space is an army group (KUT 10.6): two or more armies, either of one
/// Power with more SP than one leader commands, or of two Powers or nations whatever their size.
pub fn is_group(s: &State, space: SpaceId, camp: u8) -> bool {
    s.rules >= RULES && armies(s, space, &leaders_of_camp(s, space, camp)) >= 2
}

/// The best leader of a list (Napoleon first, then the best battle rating): the Commander the engine names
/// for a Power (KUT 10.54, 10.61: the player names one; E52).
fn best(s: &State, ls: impl Iterator<Item = LeaderId>) -> Option<LeaderId> {
    ls.min_by_key(|&l| (!s.data.leaders[l as usize].napoleon, std::cmp::Reverse(s.battle_rating(l)), l))
}

/// The camp's Power that was active most recently (KUT 10.62's tie): the Power of the impulse under way if
/// it is of the camp, else the last of the camp's Powers on the impulse track before the marker.
pub fn most_recently_active(s: &State, camp: u8) -> Power {
    let current = s.steps.iter().rev().find_map(|x| match x {
        super::state::Step::Impulse(i) => Some(i.power),
        _ => None,
    });
    let start = current.unwrap_or(s.last_impulse);
    (0..4u8).map(|k| (start + 4 - k) % 4).find(|&p| camp_of(p) == camp).unwrap_or(camp_powers(camp)[0])
}

/// The Commander of the camp's formation in a space (KUT 10.62, rules 13): with leaders of two Powers and
/// no agreement, a leader of the Power with more SP there; a tie, of the Power active most recently. `None`
/// before rules 13 or with no leader.
pub fn commander(s: &State, space: SpaceId, camp: u8) -> Option<LeaderId> {
    if s.rules < RULES {
        return None;
    }
    // KUT 10.62 (rules 16): a Commander the Powers agreed on keeps the command until a new leader comes.
    if let Some(l) = super::command::agreed(s, space, camp) {
        return Some(l);
    }
    let ls = leaders_of_camp(s, space, camp);
    let powers: Vec<Power> = camp_powers(camp).into_iter().filter(|&p| ls.iter().any(|&l| s.data.leaders[l as usize].power == p)).collect();
    let power = match powers.as_slice() {
        [] => return None,
        [p] => *p,
        [a, b] => match s.power_sp(space, *a).cmp(&s.power_sp(space, *b)) {
            std::cmp::Ordering::Greater => *a,
            std::cmp::Ordering::Less => *b,
            std::cmp::Ordering::Equal => most_recently_active(s, camp),
        },
        _ => unreachable!("a camp has two Powers"),
    };
    // KUT 10.6 (rules 17, E75): the Commander the Power named, while the group is as named.
    if let Some(l) = super::naming::named(s, space, power) {
        return Some(l);
    }
    best(s, ls.into_iter().filter(|&l| s.data.leaders[l as usize].power == power))
}

/// KUT 10.62 (rules 13, E57): in a two-Power group only the Commander's Power places flags — in its space
/// (7.11) or from it next door (7.13). Whether Power `p` may flag so from `space`.
pub fn flags_here(s: &State, space: SpaceId, p: Power) -> bool {
    let camp = camp_of(p);
    let two_powers = camp_powers(camp).into_iter().all(|q| !s.leaders_at(space, q).is_empty());
    !two_powers || commander(s, space, camp).is_none_or(|l| s.data.leaders[l as usize].power == p)
}

/// The armies of the Power that march with a group out of `from` into `to` (KUT 10.61, 10.64): its leaders
/// there, and from rules 16 the partner's that joined with consent (10.61), that may still move this impulse; a hesitant ally's stays behind when the group enters a Russian
/// space it may not (9.31 a, allies::may_enter).
pub fn members(s: &State, sp: &Spend, from: SpaceId, to: SpaceId) -> Vec<LeaderId> {
    marching(s, sp, from)
        .into_iter()
        .filter(|&l| !s.marked[l as usize] && !sp.stopped.contains(&l) && super::allies::may_enter(s, s.data.leaders[l as usize].nation, to))
        .collect()
}

/// The leaders of a group the spending Power may march out of `from`: its own there and, from rules 16, the
/// partner's whose owner consented to join (KUT 10.61, join.rs).
fn marching(s: &State, sp: &Spend, from: SpaceId) -> Vec<LeaderId> {
    let mut ls = s.leaders_at(from, sp.power);
    ls.extend(sp.joined.iter().copied().filter(|&l| s.leaders[l as usize] == Place::Map(from)));
    ls
}

/// The CP a group's move costs (KUT 10.63, 10.12 a): 1 per army and space, whatever the Commander's command,
/// and 1 more when it holds an Austrian or Prussian army entering a Russian space without its Power's flag.
pub fn cost(s: &State, from: SpaceId, members: &[LeaderId], to: SpaceId) -> u8 {
    let base = s.data.k("move_cp_per_army_space").max(1) as u32;
    let russian = s.data.spaces[to as usize].home.camp() == Some(TSARIST);
    let allied = members.iter().map(|&l| &s.data.leaders[l as usize]).any(|d| matches!(d.nation, Nation::Austrian | Nation::Prussian) && !super::ally_flags::spares_surcharge(s, to, d.nation, d.power));
    let surcharge = if russian && allied { s.data.k("allied_move_surcharge").max(0) as u32 } else { 0 };
    (armies(s, from, members) * base + surcharge).min(u8::MAX as u32) as u8
}

/// The CP of an attack on the enemy sharing a zone (KUT 10.72: "the same CP as a move"): 1, and from rules 13
/// 1 per army of the Power there (10.54: its armies in a zone are one army group; 10.63).
pub fn zone_attack_cost(s: &State, at: SpaceId, p: Power) -> u8 {
    let base = s.data.k("move_cp_per_army_space").max(1) as u32;
    if s.rules < RULES {
        return base as u8;
    }
    (base * armies(s, at, &s.leaders_at(at, p)).max(1)).min(u8::MAX as u32) as u8
}

/// The group moves an army group may make (KUT 10.64, rules 13): for each leader of the Power that may lead
/// it (the Commander) and each adjacent space a single army of his could enter, when at least one other of
/// the Power's leaders marches with him and the group's CP are there.
pub fn moves(s: &State, sp: &Spend) -> Vec<(LeaderId, SpaceId)> {
    if s.rules < RULES || sp.reinforcement {
        return vec![];
    }
    let mut out = vec![];
    for l in 0..s.leaders.len() as LeaderId {
        if s.data.leaders[l as usize].power != sp.power {
            continue;
        }
        let Place::Map(from) = s.leaders[l as usize] else { continue };
        if marching(s, sp, from).len() < 2 {
            continue;
        }
        for &to in s.data.graph.neighbours(from) {
            if !super::impulse::may_move(s, sp, l, from, to) {
                continue;
            }
            let ms = members(s, sp, from, to);
            if ms.len() >= 2 && ms.contains(&l) && cost(s, from, &ms, to) <= sp.cp {
                out.push((l, to));
            }
        }
    }
    out
}

/// The group's march (KUT 10.63, 10.73): every member leader and the SP their commands carry go from `from`
/// to `to` together. The contingents moved, each with its first leader (their attrition, 10.4), and the SP.
pub fn march(s: &mut State, members: &[LeaderId], from: SpaceId, to: SpaceId) -> (Vec<(u8, LeaderId)>, u32) {
    let mut moved = vec![];
    let mut total = 0u32;
    for c in 0..CONTINGENTS.len() {
        let Some(&first) = members.iter().find(|&&l| s.data.leaders[l as usize].contingent() == c) else { continue };
        let n = carried(s, from, c, members);
        s.sp[from as usize][c] -= n;
        s.sp[to as usize][c] += n;
        total += n as u32;
        moved.push((c as u8, first));
    }
    for &l in members {
        s.leaders[l as usize] = Place::Map(to);
    }
    (moved, total)
}

/// KUT 10.6x (rules 13): the Power moves the group `commander` leads out of his space into `to`: its CP
/// (10.63), the march of every member (10.73: they enter together), their move counts (10.42), then what
/// any move's arrival brings (the enemy's evasion or the camp's interceptions, the attrition, the battle).
pub fn apply_move(s: &mut State, me: &mut Spend, seat: Power, commander: LeaderId, to: SpaceId) -> Result<Vec<super::state::Step>, crate::Illegal> {
    if !moves(s, me).contains(&(commander, to)) {
        return Err(crate::Illegal("that army group may not move there".into()));
    }
    let Place::Map(from) = s.leaders[commander as usize] else { return Err(crate::Illegal("the leader is not on the map".into())) };
    let ms = members(s, me, from, to);
    let n_armies = armies(s, from, &ms);
    me.cp -= cost(s, from, &ms, to);
    s.moved_this_impulse = true;
    let from_uncontrolled = super::control::controller(s, from).is_none();
    let occupied_before = s.camp_present(to, camp_of(seat));
    // KUT 10.42: the group's forced march counts from its most travelled army.
    let count = |l: LeaderId| me.moves.iter().find(|m| m.0 == l).map_or(0, |m| m.1);
    let moves = ms.iter().map(|&l| count(l)).max().unwrap_or(0) + 1;
    let k = super::attrition::movement_instances(s, commander, from, to, moves, from_uncontrolled);
    let (moved, total) = march(s, &ms, from, to);
    for &l in &ms {
        match me.moves.iter_mut().find(|m| m.0 == l) {
            Some(m) => m.1 = moves,
            None => me.moves.push((l, moves)),
        }
    }
    s.log(Some(seat), "kut.move_group", vec![s.leader_arg(commander), crate::Arg::Num(n_armies as i32), crate::Arg::Num(total as i32), s.space_arg(from), s.space_arg(to)]);
    let companions: Vec<(u8, LeaderId)> = moved.into_iter().filter(|&(c, _)| c as usize != s.data.leaders[commander as usize].contingent()).collect();
    let mut arrive = super::intercept::Arrive::army(seat, commander, from, to, k);
    arrive.companions = companions;
    arrive.group = ms.clone();
    Ok(super::impulse::arrival(s, me, seat, arrive, ms, occupied_before))
}

/// KUT 13.36 (rules 13): whether a besieging army draws replacements from its group between siege rounds —
/// only in a group of one Power and one nation (another leader of its contingent there); a multinational
/// group's army besieges "without any help".
pub fn replenished(s: &State, at: SpaceId, l: LeaderId) -> bool {
    let d = &s.data.leaders[l as usize];
    is_group(s, at, camp_of(d.power)) && s.leaders_at(at, d.power).iter().any(|&o| o != l && s.data.leaders[o as usize].contingent() == d.contingent())
}

/// KUT 13.31, 13.36, 12.53 (rules 13): the besieging army's soldier dice this round. Drawing replacements,
/// it fills up to its leader's command from its contingent's SP there not disrupted (the group replaces the
/// eliminated and the disrupted). Alone, it is the army it began with (its leader's command at most, 1.62:
/// other SP there do not besiege) less the SP it lost, and each disruption still takes a die; the SP its
/// morale sent to the Regroup Box still count (E50). `start` is the contingent's SP as the siege began.
pub fn siege_soldier_dice(s: &State, at: SpaceId, l: LeaderId, start: u32, disrupted: u32, regrouped: u32) -> u32 {
    let d = &s.data.leaders[l as usize];
    let now = s.sp[at as usize][d.contingent()] as u32;
    let command = d.command as u32;
    if replenished(s, at, l) {
        return now.saturating_sub(disrupted.saturating_sub(regrouped)).min(command);
    }
    let lost = start.saturating_sub(now);
    (start.min(command) + regrouped).saturating_sub(lost).saturating_sub(disrupted)
}
