//! Sea movement (KUT 15, rules 14): only the Russian First Army moves by sea (15.1). A convoy (15.2) carries up
//! to five units, leaders and SP together, from a friendly port where they began the impulse to another friendly
//! port, for 1 CP a unit, once an impulse and with no land movement. A convoy into a besieged friendly fortress
//! fights the besiegers unless they evade (15.2, L1756). With #21 Hornblower played as an event, the impulse's convoy
//! may be an amphibious assault (15.3) into an uncontrolled or enemy port: an enemy port's coastal battery fires
//! first, the survivors land, and the enemy there evades or fights.

use super::control::{friendly, hostile};
use super::data::{camp_of, Kind, LeaderId, SpaceId, R1};
use super::impulse::{army_sp, Spend};
use super::intercept::{defending_power, Arrive, Evade};
use super::state::{Place, State, Step};
use super::Action;
use crate::{Arg, Illegal};
use serde::Serialize;

/// The rules version that counts the battery's hits in round 1 and sends a beaten convoy back by sea.
pub const LANDING_RULES: u32 = 15;

/// A convoy that landed where the enemy stands (KUT 15.2, 15.3; rules 15, E63): the port it sailed from, the port
/// it landed in and what the coastal battery did to it there (eliminated and disrupted SP).
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Landing {
    pub from: SpaceId,
    pub to: SpaceId,
    pub eliminated: u8,
    pub disrupted: u8,
    /// Friendly forces joined the landing by an interception into the port (KUT 15.3's exception, 6.34; rules 16,
    /// E72): beaten, it retreats by land as an inactive loser, not back to its port by sea.
    #[cfg_attr(feature = "positions", serde(default))]
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub joined: bool,
}

/// The rules version that plays 15.3's exception for a landing joined by friendly forces.
pub const JOINED_RULES: u32 = 16;

/// An army of `camp` intercepted into `at` (KUT 11.2, by event for the active side): if the camp's landing is there,
/// friendly forces joined it (15.3's exception, 6.34; rules 16, E72).
pub fn joined(s: &mut State, camp: u8, at: SpaceId) {
    if s.rules < JOINED_RULES || camp != camp_of(R1) {
        return;
    }
    if let Some(l) = s.landing.as_mut().filter(|l| l.to == at) {
        l.joined = true;
    }
}

impl Landing {
    /// The battery's hits (KUT 15.3, L1766): each 6 and each 5 it rolled that struck an SP.
    pub fn hits(&self) -> u32 {
        self.eliminated as u32 + self.disrupted as u32
    }
}

/// The landing a battle at `at` fought by `attacker` coming from `from` began with (rules 15): taken, so that it
/// counts once.
pub fn landing_for_battle(s: &mut State, attacker: u8, from: SpaceId, at: SpaceId) -> Option<Landing> {
    let l = s.landing.as_ref()?;
    if s.rules < LANDING_RULES || attacker != R1 || l.from != from || l.to != at {
        return None;
    }
    s.landing.take()
}

/// The landing a siege at `at` by an R1 army begins with (KUT 15.3, L1766; rules 15): taken.
pub fn landing_for_siege(s: &mut State, besieger: u8, at: SpaceId) -> Option<Landing> {
    let l = s.landing.as_ref()?;
    if s.rules < LANDING_RULES || besieger != R1 || l.to != at {
        return None;
    }
    s.landing.take()
}

/// R1's contingent (KUT 15.1: only its soldiers sail).
const RUSSIAN_FIRST: usize = 4;

/// The rules version that lets R1 choose its convoy's load: two leaders, or fewer SP than fit (E71).
pub const CHOSEN_LOAD_RULES: u32 = 16;

/// Whether sea movement is played (rules 14).
pub fn on(s: &State) -> bool {
    s.rules >= 14
}

fn max_units(s: &State) -> u8 {
    s.data.k("convoy_max_units").max(1) as u8
}

fn cp_per_unit(s: &State) -> u8 {
    s.data.k("convoy_cp_per_unit").max(1) as u8
}

pub fn is_port(s: &State, x: SpaceId) -> bool {
    let sp = &s.data.spaces[x as usize];
    sp.port && sp.kind == Kind::Duchy
}

/// The ports a convoy from `from` may end in: every other port the camp controls, a besieged friendly fortress
/// among them (KUT 15.2); after #21 Hornblower every other port (15.3: an uncontrolled or enemy port too).
pub fn destinations(s: &State, from: SpaceId) -> Vec<SpaceId> {
    let camp = camp_of(R1);
    (0..s.data.spaces.len() as SpaceId).filter(|&to| to != from && is_port(s, to) && (s.hornblower || friendly(s, to, camp))).collect()
}

/// Whether the Power may play #21 Hornblower's event (KUT 15.3, rules 14): R1, who alone sails (15.1).
pub fn hornblower_playable(s: &State, power: u8) -> bool {
    on(s) && power == R1
}

/// #21 Hornblower's event (KUT 15.3, L1760): this impulse R1's convoy may land in an uncontrolled or enemy port
/// (its CP come from the impulse's "+" card, E61).
pub fn hornblower(s: &mut State, _power: u8) {
    s.hornblower = true;
}

/// The coastal battery's dice at a port (KUT 15.3, L1764; glossary L2860): 2, 4 at a fortress port; none at an
/// uncontrolled port, nor at an enemy fortress the camp already besieges (uncontrolled to its besiegers, L2860).
pub fn battery_dice(s: &State, to: SpaceId, camp: u8) -> usize {
    let sp = &s.data.spaces[to as usize];
    let besieged = sp.fortress > 0 && s.camp_present(to, camp);
    if !hostile(s, to, camp) || besieged {
        return 0;
    }
    if sp.fortress > 0 {
        4
    } else {
        2
    }
}

/// Whether the Power may make a convoy in this spending of CP (KUT 15.1, 15.2): R1, in an impulse, none made yet.
fn may_sail(s: &State, sp: &Spend) -> bool {
    on(s) && sp.power == R1 && !sp.reinforcement && !sp.hand_limit && !sp.evacuation && !s.convoyed && sp.cp >= cp_per_unit(s)
}

/// Whether a port may start a convoy (KUT 15.2): a friendly port with no relief force waiting in it (6.34).
fn may_start(s: &State, from: SpaceId) -> bool {
    is_port(s, from) && friendly(s, from, camp_of(R1)) && !super::relief::waiting(s, from)
}

/// The SP a leader's convoy takes along: his army (KUT 1.62), up to the five units less himself and as many as
/// the CP pay for (15.2; E59).
pub fn leader_load(s: &State, sp: &Spend, l: LeaderId, from: SpaceId) -> u8 {
    let units = (sp.cp / cp_per_unit(s)).min(max_units(s));
    army_sp(s, l, from).min(units.saturating_sub(1))
}

/// The SP a leaderless convoy takes: all the port's R1 SP, up to five and as many as the CP pay for (E59).
pub fn soldiers_load(s: &State, sp: &Spend, from: SpaceId) -> u8 {
    s.sp[from as usize][RUSSIAN_FIRST].min(max_units(s)).min(sp.cp / cp_per_unit(s))
}

/// The convoys R1 may make now (KUT 15.2): a leader who has not moved by land this impulse (so began it in the
/// port) with his army, or leaderless SP that fought no battle this impulse, to another friendly port.
pub fn convoys(s: &State, sp: &Spend) -> Vec<Action> {
    let mut out = vec![];
    if !may_sail(s, sp) {
        return out;
    }
    for l in 0..s.leaders.len() as LeaderId {
        let Place::Map(from) = s.leaders[l as usize] else { continue };
        let moved = sp.moves.iter().any(|m| m.0 == l) || sp.stopped.contains(&l);
        if s.data.leaders[l as usize].power != R1 || s.marked[l as usize] || moved || !may_start(s, from) {
            continue;
        }
        out.extend(destinations(s, from).into_iter().map(|to| Action::Convoy { leader: l, to }));
        out.extend(chosen_loads(s, sp, l, from));
    }
    for from in 0..s.data.spaces.len() as SpaceId {
        if s.sp[from as usize][RUSSIAN_FIRST] == 0 || sp.fought.contains(&(RUSSIAN_FIRST as u8, from)) || !may_start(s, from) {
            continue;
        }
        out.extend(destinations(s, from).into_iter().map(|to| Action::ConvoySp { from, to }));
    }
    out
}

/// R1's leaders in `from` that may sail with a convoy (KUT 15.2): not moved by land this impulse, not marked.
fn sailors(s: &State, sp: &Spend, from: SpaceId) -> Vec<LeaderId> {
    s.leaders_at(from, R1).into_iter().filter(|&l| !s.marked[l as usize] && !sp.moves.iter().any(|m| m.0 == l) && !sp.stopped.contains(&l)).collect()
}

/// KUT 15.2 (L1748; rules 16, E71): the loads R1 may choose for a convoy led by `l`: he alone or with a second
/// leader of the port ("two leaders and 3 SP"), and any number of the port's R1 SP their commands carry, five
/// units in all and as many as the CP pay for; the load the plain `convoy` takes (his army, E59) is not repeated.
fn chosen_loads(s: &State, sp: &Spend, l: LeaderId, from: SpaceId) -> Vec<Action> {
    if s.rules < CHOSEN_LOAD_RULES {
        return vec![];
    }
    let units = (sp.cp / cp_per_unit(s)).min(max_units(s));
    let ports = destinations(s, from);
    let mut seconds: Vec<Option<LeaderId>> = vec![None];
    seconds.extend(sailors(s, sp, from).into_iter().filter(|&m| m > l).map(Some));
    let mut out = vec![];
    for second in seconds {
        let aboard = 1 + second.is_some() as u8;
        let command = s.data.leaders[l as usize].command as u32 + second.map_or(0, |m| s.data.leaders[m as usize].command as u32);
        let most = (s.sp[from as usize][RUSSIAN_FIRST] as u32).min(command).min(units.saturating_sub(aboard) as u32) as u8;
        if units < aboard {
            continue;
        }
        for n in 0..=most {
            if second.is_none() && n == leader_load(s, sp, l, from) {
                continue;
            }
            out.extend(ports.iter().map(|&to| Action::ConvoyPart { leader: l, second, sp: n, to }));
        }
    }
    out
}

/// Makes a convoy (KUT 15.2): pays 1 CP a unit, moves the units, ends the leader's movement this impulse (no land
/// movement with it); at a besieged friendly fortress the besiegers evade or fight (L1756).
pub fn sail(s: &mut State, me: &mut Spend, seat: u8, action: &Action) -> Result<Vec<Step>, Illegal> {
    if !convoys(s, me).contains(action) {
        return Err(Illegal("that convoy is not possible now (KUT 15.2)".into()));
    }
    let (leader, from, to, n) = match *action {
        Action::Convoy { leader, to } => {
            let Place::Map(from) = s.leaders[leader as usize] else { return Err(Illegal("the leader is not on the map".into())) };
            (Some(leader), from, to, leader_load(s, me, leader, from))
        }
        Action::ConvoySp { from, to } => (None, from, to, soldiers_load(s, me, from)),
        Action::ConvoyPart { leader, to, sp, .. } => {
            let Place::Map(from) = s.leaders[leader as usize] else { return Err(Illegal("the leader is not on the map".into())) };
            (Some(leader), from, to, sp)
        }
        _ => return Err(Illegal("not a convoy".into())),
    };
    // E71 (rules 16): a second leader aboard.
    let second = match *action {
        Action::ConvoyPart { second, .. } => second,
        _ => None,
    };
    let units = n + leader.is_some() as u8 + second.is_some() as u8;
    me.cp -= units * cp_per_unit(s);
    s.convoyed = true;
    s.moved_this_impulse = true;
    let camp = camp_of(seat);
    let assault = !friendly(s, to, camp);
    s.sp[from as usize][RUSSIAN_FIRST] -= n;
    // KUT 15.3 (L1764): the battery fires before the landing, 5 disrupts an SP, 6 eliminates one (E61).
    let (landed, eliminated, disrupted) = if assault { battery(s, seat, to, n) } else { (n, 0, 0) };
    s.sp[to as usize][RUSSIAN_FIRST] += landed;
    if let Some(l) = leader {
        s.leaders[l as usize] = Place::Map(to);
        // KUT 15.2 (L1750): no land movement with the convoy; so at an enemy fortress (15.3, L1768; 10.53).
        me.stopped.push(l);
        if let Some(m) = second {
            s.leaders[m as usize] = Place::Map(to);
            me.stopped.push(m);
            s.log(Some(seat), "kut.convoy_two", vec![s.leader_arg(l), s.leader_arg(m), Arg::Num(n as i32), s.space_arg(from), s.space_arg(to), Arg::Num(units as i32)]);
        } else {
            s.log(Some(seat), "kut.convoy", vec![s.leader_arg(l), Arg::Num(n as i32), s.space_arg(from), s.space_arg(to), Arg::Num(units as i32)]);
        }
    } else {
        s.log(Some(seat), "kut.convoy_sp", vec![Arg::Num(n as i32), s.space_arg(from), s.space_arg(to)]);
    }
    // KUT 15.3, 10.44 (rules 15, E63): the landing is remembered for the battle or siege that may follow.
    if s.rules >= LANDING_RULES && (leader.is_some() || landed > 0) {
        s.landing = Some(Landing { from, to, eliminated, disrupted, joined: false });
    }
    // Nobody landed (leaderless SP all hit by the battery), or nobody to meet.
    if (leader.is_none() && landed == 0) || !s.camp_present(to, 1 - camp) {
        return Ok(vec![]);
    }
    // KUT 15.2 (L1756), 15.3 (L1766): the enemy in the port (the besiegers of a friendly fortress, or the
    // defenders of the port assaulted) evade, or the battle is fought at once.
    let mut arrive = Arrive::army(seat, leader.unwrap_or(0), from, to, 0);
    if leader.is_none() {
        arrive.soldiers = Some(RUSSIAN_FIRST as u8);
    }
    // E71: two leaders landing fight together; the second leads if the first is gone.
    if let (Some(l), Some(m)) = (leader, second) {
        arrive.group = vec![l, m];
    }
    let power = defending_power(s, to, 1 - camp);
    Ok(vec![Step::Arrive(arrive), Step::Evade(Evade::new(power, from, to))])
}

/// The coastal battery's fire at the `n` SP of an amphibious assault (KUT 15.3, L1764): each 5 disrupts one SP (to
/// the Regroup Box), each 6 eliminates one; returns the SP that land, those eliminated and those disrupted.
/// Leaders are not hit (E61).
fn battery(s: &mut State, seat: u8, to: SpaceId, n: u8) -> (u8, u8, u8) {
    let k = battery_dice(s, to, camp_of(seat));
    if k == 0 {
        return (n, 0, 0);
    }
    let dice = s.dice(k);
    let sixes = dice.iter().filter(|&&d| d == 6).count() as u8;
    let fives = dice.iter().filter(|&&d| d == 5).count() as u8;
    let eliminated = sixes.min(n);
    let disrupted = fives.min(n - eliminated);
    s.regroup[RUSSIAN_FIRST] += disrupted;
    let rolled = Arg::Dice(dice.iter().map(|&v| crate::Die { value: v, scripted: false }).collect());
    s.log(Some(seat), "kut.battery", vec![s.space_arg(to), Arg::Num(eliminated as i32), Arg::Num(disrupted as i32), rolled]);
    (n - eliminated - disrupted, eliminated, disrupted)
}

/// KUT 6.32's exception (L704; rules 15, E64): R1's regrouped pieces may be placed on a flagged Key connected to
/// its camp's home edge zones through the camp's ports as well, the sea joining every port the camp controls (a
/// besieged friendly fortress port among them). The same walk as [`super::dmc::edge_reach`] otherwise: through
/// spaces the camp controls without enemy formations.
pub fn regroup_reach(s: &State, camp: u8) -> Vec<bool> {
    let n = s.data.spaces.len();
    let port = |i: SpaceId| is_port(s, i) && friendly(s, i, camp);
    let open = |i: SpaceId| (friendly(s, i, camp) && !s.camp_present(i, 1 - camp)) || port(i);
    let mut reach = vec![false; n];
    let mut queue: Vec<SpaceId> = (0..n as SpaceId).filter(|&i| s.data.spaces[i as usize].edge == Some(camp) && open(i)).collect();
    for &i in &queue {
        reach[i as usize] = true;
    }
    let mut sailed = false;
    while let Some(a) = queue.pop() {
        let mut next: Vec<SpaceId> = s.data.graph.neighbours(a).iter().copied().filter(|&b| s.data.spaces[b as usize].kind != Kind::Sea && open(b)).collect();
        if port(a) && !sailed {
            sailed = true;
            next.extend((0..n as SpaceId).filter(|&b| port(b)));
        }
        for b in next {
            if !reach[b as usize] {
                reach[b as usize] = true;
                queue.push(b);
            }
        }
    }
    reach
}

/// Whether a contingent's regroup connection may go by sea (KUT 6.32, rules 15): R1's only.
pub fn regroups_by_sea(s: &State, c: usize) -> bool {
    s.rules >= LANDING_RULES && c == RUSSIAN_FIRST
}
