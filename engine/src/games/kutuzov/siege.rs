//! Sieges (KUT 13): an army in an enemy fortress duchy rolls against the fortress's strength; enough 6s
//! take it, with a flag, Morale markers and a sack roll.

use super::attrition;
use super::battle;
use super::control::{controller, controller_camp};
use super::data::{camp_of, LeaderId, Power, SpaceId, IMPERIAL, TSARIST};
use super::morale;
use super::state::{Place, State, Step};
use super::Action;
use crate::Arg;

/// The rules version from which a retreat or evasion may enter an enemy fortress its own camp besieges (KUT 13.41).
pub const BESIEGED_OPEN_RULES: u32 = 20;

/// Whether an enemy fortress is closed to a camp's retreat or evasion (KUT 13.41, L1534–L1536): a fortress of
/// the other camp that no formation of this camp besieges. "Only where a friendly formation already besieges it
/// may a retreat or evasion go there": from rules 20; before, every enemy fortress was closed.
pub fn closed_to_retreat(s: &State, camp: u8, space: SpaceId) -> bool {
    s.data.spaces[space as usize].fortress > 0
        && super::control::hostile(s, space, camp)
        && !(s.rules >= BESIEGED_OPEN_RULES && s.camp_present(space, camp))
}

/// The sieges a Power may start (KUT 13.2, 13.21, 13.22): an army (a leader) not marked, in an enemy
/// fortress duchy with no enemy formation, not besieged yet this impulse.
pub fn actions(s: &State, p: Power) -> Vec<Action> {
    let camp = camp_of(p);
    let mut out = Vec::new();
    for l in 0..s.leaders.len() as LeaderId {
        if s.data.leaders[l as usize].power != p || s.marked[l as usize] {
            continue;
        }
        let Place::Map(at) = s.leaders[l as usize] else { continue };
        let sp = &s.data.spaces[at as usize];
        if sp.fortress == 0 || controller_camp(s, at) != Some(1 - camp) || s.camp_present(at, 1 - camp) || s.sieged.contains(&at) {
            continue;
        }
        out.push(Action::Siege(l));
    }
    out
}

/// Resolves a siege (KUT 13.22–13.52). The besieger goes on to the next round whenever it may (13.33).
pub fn siege(s: &mut State, l: LeaderId) {
    let Place::Map(at) = s.leaders[l as usize] else { return };
    let leader = s.data.leaders[l as usize].clone();
    let p = leader.power;
    let camp = camp_of(p);
    let c = leader.contingent();
    let strength = s.data.spaces[at as usize].fortress as u32;
    let riga = s.data.spaces[at as usize].key == "riga";
    s.sieged.push(at);
    s.log(Some(p), "kut.siege", vec![s.leader_arg(l), s.space_arg(at), Arg::Num(strength as i32)]);
    let mut sixes = 0u32;
    let mut hits = 0u32;
    let mut disrupted = 0u32;
    // KUT 13.34, 12.54 (rules 12): the disrupted SP the besieger's morale sent to the Regroup Box.
    let mut regrouped = 0u32;
    let mut round = 1u32;
    let mut taken = false;
    let start = s.sp[at as usize][c] as u32;
    // KUT 13.23 (rules 3): the cards played in the siege's window.
    let cards = super::events::battle::siege_effects(s, camp);
    // KUT 15.3 (L1766; rules 15, E63): a landing's battery hits count with the fortress's hits of round 1.
    let battery = super::sea::landing_for_siege(s, p, at).map_or(0, |x| x.hits());
    if battery > 0 {
        s.log(None, "kut.battery_counts", vec![s.space_arg(at), Arg::Num(battery as i32)]);
    }
    if cards.volley > 0 {
        // L1506: #7's dice fire at the fortress before the first round; their 6s count toward the capture.
        let volley = s.dice(cards.volley as usize);
        let v6 = volley.iter().filter(|&&x| s.data.band("battle_die", x as i32).is_some_and(|b| b.result == "eliminate")).count() as u32;
        sixes += v6;
        hits += v6;
        s.log(None, "kut.siege_volley", vec![Arg::Num(cards.volley as i32), Arg::Num(v6 as i32)]);
    }
    loop {
        // KUT 13.31: the army's dice as in battle; an Imperial besieger of Riga rolls half, rounded up.
        // KUT 12.53: SP disrupted (those regrouped too, 13.34) still count; each disruption takes a die.
        let army = (s.sp[at as usize][c] as u32 + regrouped).min(leader.command as u32);
        let level = &s.data.morale[camp as usize][s.morale[camp as usize] as usize];
        let bonus = if matches!(leader.nation, super::data::Nation::French | super::data::Nation::Russian) { level.own_dice } else { level.ally_dice } as u32;
        let mut n = if s.rules >= super::army_group::RULES {
            // KUT 13.36 (rules 13): replacements from a group of one Power and nation, none otherwise.
            super::army_group::siege_soldier_dice(s, at, l, start, disrupted, regrouped) + s.battle_rating(l) as u32 + bonus
        } else {
            (army + s.battle_rating(l) as u32 + bonus).saturating_sub(disrupted)
        };
        if riga && camp == IMPERIAL && s.data.k("riga_siege_halving") > 0 {
            n = n.div_ceil(2);
        }
        // L1506: event dice are added after the halving.
        n += cards.besieger_dice;
        let mine = s.dice(n as usize);
        let theirs = s.dice((strength + cards.fortress_dice) as usize);
        let count = |d: &[u8], r: &str| d.iter().filter(|&&x| s.data.band("battle_die", x as i32).is_some_and(|b| b.result == r)).count() as u32;
        let my6 = count(&mine, "eliminate");
        let (f6, f5) = (count(&theirs, "eliminate"), count(&theirs, "disrupt"));
        sixes += my6;
        hits += my6;
        s.log(None, "kut.siege_round", vec![Arg::Num(round as i32), Arg::Num(n as i32), Arg::Num(my6 as i32), Arg::Num((f6 + f5) as i32)]);
        // KUT 13.32: the fortress's 6s eliminate and 5s disrupt as in battle.
        battle::eliminate(s, at, camp, f6, Some(l));
        if s.rules >= 12 {
            // KUT 13.34 (L1522): "the besiegers are affected by their camp's morale (12.54)": of the SP this
            // round's 5s disrupt, the morale share goes to the Regroup Box at the round's end.
            let d = f5.min((s.sp[at as usize][c] as u32).saturating_sub(disrupted - regrouped));
            disrupted += d;
            regrouped += regroup_disrupted(s, at, camp, c, d);
        } else {
            disrupted += f5.min(s.sp[at as usize][c] as u32);
        }
        // KUT 13.32: captured when the 6s reach the strength and the commander lives.
        if sixes >= strength && s.leaders[l as usize] == Place::Map(at) {
            taken = true;
            break;
        }
        // KUT 13.33: another round only after more 6s than the fortress's hits, within the strength;
        // none after #74 A Wasted Day (L600, L1522).
        let battery = if round == 1 { battery } else { 0 };
        if cards.wasted_day || !(my6 > f5 + f6 + battery && round < strength) || s.leaders[l as usize] != Place::Map(at) {
            break;
        }
        round += 1;
    }
    if !taken {
        s.marked[l as usize] = true;
        s.log(None, "kut.siege_failed", vec![s.space_arg(at)]);
        attrition::check_level(s);
        if cards.wasted_day {
            wasted_day_retreat(s, at, p);
        }
        return;
    }
    capture(s, at, p, strength, round, hits);
    // KUT 13.42: a siege overrun lets the army go on; otherwise it is marked (13.35).
    if !(hits > strength || round < strength) {
        s.marked[l as usize] = true;
    }
    attrition::check_level(s);
}

/// KUT 12.54, 13.34 (rules 12): of `d` SP of contingent `c` a siege round disrupted, the share the camp's morale
/// box gives (rounded up) goes to the Regroup Box; none is eliminated (D18). The SP moved.
fn regroup_disrupted(s: &mut State, at: SpaceId, camp: u8, c: usize, d: u32) -> u32 {
    let (a, b) = s.data.morale[camp as usize][s.morale[camp as usize] as usize].regroup;
    let k = (d * a as u32).div_ceil(b.max(1) as u32).min(s.sp[at as usize][c] as u32);
    if k > 0 {
        s.sp[at as usize][c] -= k as u8;
        s.regroup[c] += k as u8;
        s.log(None, "kut.siege_regroup", vec![s.space_arg(at), Arg::Num(d as i32), Arg::Num(k as i32)]);
    }
    k
}

/// #74 A Wasted Day in a siege (KUT 13.34, L1522, E31): the besieging formation, which no siege ever makes
/// retreat, retreats by the event as a defeated defender does (12.6: its Power picks an adjacent space,
/// friendly ones first, with the retreat's attrition, 10.44; with no way out it is overrun, 12.63). It lost
/// no battle: no Morale Loss markers, no loot, no rout; its leaders stay marked (13.35).
fn wasted_day_retreat(s: &mut State, at: SpaceId, besieger: Power) {
    let camp = camp_of(besieger);
    if !s.camp_present(at, camp) || s.outcome.is_some() {
        return;
    }
    let winner = 1 - camp;
    let winner_power = controller(s, at).unwrap_or(besieger ^ 1);
    let leaders = battle::side_leaders(s, at, camp, None);
    s.log(Some(besieger), "kut.event_wasted_day_siege", vec![s.space_arg(at)]);
    let verdict = battle::Verdict::retreat_only(at, winner, winner_power, leaders);
    s.steps.push(Step::Retreat(battle::Retreat { power: besieger, verdict, chosen: None, blocked: vec![] }));
}

/// A fortress taken (KUT 13.34, 13.51, 13.52, Play Book 9.11).
fn capture(s: &mut State, at: SpaceId, p: Power, strength: u32, round: u32, _hits: u32) {
    let camp = camp_of(p);
    let loser = 1 - camp;
    let sp = s.data.spaces[at as usize].clone();
    // Rules 17 (E73): the ally's flag when the besiegers are all the ally's.
    let had_dmc = super::ally_flags::place_automatic(s, at, p);
    s.log(Some(p), "kut.fortress_taken", vec![Arg::Seat(p), s.space_arg(at)]);
    let mut loss = if loser == TSARIST {
        if sp.key == "riga" { morale::markers(s, "riga_captured") } else { strength as u8 }
    } else if sp.key == "konigsberg" {
        morale::markers(s, "konigsberg_captured")
    } else {
        morale::markers(s, "imperial_held_fortress_captured")
    };
    if sp.depot {
        loss += morale::markers(s, "own_depot_captured");
    }
    morale::add_loss(s, loser, loss);
    morale::gain(s, camp, morale::markers(s, "enemy_fortress_captured"));
    // KUT 9.53 (rules 9): the fortress (with its depot and a DMC, L905's Riga) gives one rise opportunity.
    morale::rise_due(s, camp);
    morale::rise_opportunity(s);
    // KUT 13.52: the sack roll, 1d6 + (strength − the round of capture).
    if !s.sacked[at as usize] && s.outcome.is_none() {
        let d = s.d6();
        let total = d as i32 + strength as i32 - round as i32;
        let mut r = s.data.band("sack", total).map_or(0, |b| b.value).max(0) as u8;
        // KUT 13.52, 12.11 (rules 4): one resource more for the enemy DMC the fortress held.
        if r > 0 && had_dmc {
            r += 1;
        }
        s.log(Some(p), "kut.sack", vec![Arg::Roll(d), Arg::Num(total), Arg::Num(r as i32)]);
        if r > 0 {
            s.sacked[at as usize] = true;
            s.resources[p as usize] = s.resources[p as usize].saturating_add(r);
            // KUT 13.52 (L1577, rules 2): Tsarists who sack roll an attrition; its losses go to the Regroup Box.
            if camp == TSARIST && s.rules >= 2 {
                sack_attrition(s, at, camp);
            }
        }
    }
}

/// The Tsarist sack's attrition (KUT 13.52, L1577): one attrition on the camp's units in the fortress, every
/// loss to the Regroup Box instead of eliminated (SP first, then leaders).
fn sack_attrition(s: &mut State, at: SpaceId, camp: u8) {
    let leaders = super::battle::side_leaders(s, at, camp, None);
    let units = super::battle::side_sp(s, at, camp) + leaders.len() as u32;
    let n = super::attrition::dice(s, units, 1, camp, at);
    if n == 0 {
        return;
    }
    let rolled = s.dice(n as usize);
    let winter = s.turn as i32 >= s.data.k("winter_first_turn");
    let table = if winter { "attrition_die_winter" } else { "attrition_die" };
    let hits = rolled.iter().filter(|&&d| matches!(s.data.band(table, d as i32).map(|b| b.result.as_str()), Some("eliminate" | "regroup"))).count() as u32;
    s.log(None, "kut.attrition", vec![s.space_arg(at), Arg::Dice(rolled.iter().map(|&v| crate::Die { value: v, scripted: false }).collect()), Arg::Num(0), Arg::Num(hits as i32)]);
    let sp = super::battle::remove_sp(s, at, camp, hits, true);
    for &l in leaders.iter().rev().take((hits - sp) as usize) {
        s.leaders[l as usize] = Place::Regroup;
    }
}
