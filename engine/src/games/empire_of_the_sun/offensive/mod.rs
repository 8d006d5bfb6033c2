//! An offensive (7.0), step by step: the card played, the activating HQ and its activations (7.21), the
//! moves (7.22–7.23), the battle hexes (7.24), the reaction player's windows — Weather, special reaction,
//! intelligence, the reacting HQ and its moves, attack cards (7.25–7.27) — the battles (9.0), post-battle
//! moves (9.6), emergency moves and the end of the offensive (7.28).

pub mod disengage;
pub mod movement;

use super::data::{CardType, Side, UnitType};
use super::events::conditions;
use super::state::steps::Step;
use super::state::{other, seat_of, Active, CardNo, Effect, Intel, Offensive, Play, State, UnitId};
use super::supply::{self, activation, command};
use super::turn::cards;
use crate::kit::hex::Hex;
use crate::kit::odds::Modifier;
use crate::{Arg, LogEntry};

/// Begins an offensive with `card` played by `side` (an OC offensive, or a military event).
pub fn begin(s: &mut State, side: Side, card: CardNo, play: Play, from_future: bool) {
    let effects: Vec<Effect> = match play {
        Play::Ec => super::events::offensive_effects(s, side, card),
        Play::Oc => vec![],
    };
    let surprise = play == Play::Ec && cards::card(s, side, card).surprise;
    s.offensive = Some(Offensive { from_future, effects, stated_surprise: surprise, ..Offensive::new(side, card, play) });
    // The procedure's steps, the first on top (7.2).
    let mut steps = vec![
        Step::ChooseHq,
        Step::Activate,
        Step::Move { selected: vec![] },
        Step::Declare,
        Step::Weather,
        Step::SpecialReaction,
        Step::Intelligence,
        Step::ReactionHq,
        Step::ReactionActivate,
        Step::ReactionMove { selected: vec![] },
        Step::AttackReactions,
        Step::Battles,
        Step::PostBattle { side: other(side), selected: vec![] },
        Step::PostBattle { side, selected: vec![] },
        Step::OffensiveEnd,
    ];
    // 5.31A, 17.11: an event that needs no HQ (Operation Z) activates its own number of units.
    let no_hq = match play {
        Play::Ec => super::events::activation(s, side, card).filter(|a| a.no_hq),
        Play::Oc => None,
    };
    if let Some(a) = no_hq {
        steps.retain(|st| !matches!(st, Step::ChooseHq));
        off_mut(s).activations = a.count(0);
    }
    steps.reverse();
    s.steps.extend(steps);
}

/// The offensive under way.
pub fn off(s: &State) -> &Offensive {
    s.offensive.as_ref().expect("an offensive is under way")
}

pub fn off_mut(s: &mut State) -> &mut Offensive {
    s.offensive.as_mut().expect("an offensive is under way")
}

/// The card's value that counts for this offensive: its OC value, or for an EC its logistics value
/// (5.1, 7.21).
pub fn activation_value(s: &State) -> u8 {
    let o = off(s);
    let c = cards::card(s, o.side, o.card);
    match o.play {
        Play::Oc => c.ops,
        Play::Ec => c.logistics.unwrap_or(c.ops),
    }
}

/// The movement multiplier (7.22: the offensive card's OC value, whether played as OC or EC).
pub fn ops_value(s: &State) -> u8 {
    let o = off(s);
    let bonus = o.effects.iter().filter(|e| e.key == "movement_multiplier").map(|e| e.value).max().unwrap_or(0);
    cards::card(s, o.side, o.card).ops.max(bonus.max(0) as u8)
}

// ---- 7.21 the activating HQ ----

/// The HQs `side` may activate with for this offensive: on the map, supplied, allowed by the event.
pub fn hq_choices(s: &State, sup: &supply::Supply) -> Vec<UnitId> {
    let o = off(s);
    s.on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == o.side && s.unit_data(u).kind == UnitType::Hq)
        .filter(|&(u, _)| sup.hq_supplied(u))
        // 5.31: an event names the HQs that may activate for it.
        .filter(|&(u, _)| o.play == Play::Oc || super::events::hq_may_activate(s, o.side, o.card, u))
        .filter(|&(u, _)| !super::scenario::special_rules::hq_barred(s, u))
        .map(|(u, _)| u)
        .collect()
}

/// Picks the activating HQ: activations = its efficiency + the card's value (7.21).
pub fn choose_hq(s: &mut State, sup: &supply::Supply, hq: UnitId) {
    let eff = supply::hq_efficiency(s, sup, hq, &[]);
    let value = activation_value(s);
    let extra: i32 = off(s).effects.iter().filter(|e| e.key == "activations").map(|e| e.value).sum();
    let mut n = (eff as i32 + value as i32 + extra).max(0) as u8;
    // 5.31A: an event that gives its number of activations whatever the HQ (IAI's 26, 17.11).
    if off(s).play == Play::Ec {
        if let Some(t) = super::events::activation(s, off(s).side, off(s).card).and_then(|a| a.total) {
            n = t;
        }
    }
    let o = off_mut(s);
    o.hq = Some(hq);
    o.activations = n;
    let side = o.side;
    let key = s.unit_data(hq).key.clone();
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.hq", vec![Arg::Unit(key), Arg::Num(n as i32)]));
}

/// An event's `activate_only:<class>` (naval, non_carrier_naval, air, ground).
fn activate_only_allows(s: &State, class: &str, u: UnitId) -> bool {
    let k = s.unit_data(u).kind;
    match class {
        "naval" => k.is_naval(),
        "non_carrier_naval" => k.is_naval() && !k.is_carrier(),
        "air" => k == UnitType::Air,
        "ground" => k == UnitType::Ground,
        _ => true,
    }
}

/// Units the offensive HQ may still activate (6.3, 6.12, 14.0).
pub fn activation_choices(s: &State, sup: &supply::Supply) -> Vec<UnitId> {
    let o = off(s);
    if o.activations == 0 {
        return vec![];
    }
    let event = match o.play {
        Play::Ec => super::events::activation(s, o.side, o.card),
        Play::Oc => None,
    };
    let chosen: Vec<UnitId> = o.active.iter().map(|a| a.unit).collect();
    let candidates: Vec<UnitId> = match (o.hq, &event) {
        // 5.31A, 17.11: an event that needs no HQ (Operation Z) activates any supplied unit of the side
        // the event allows (`activate_only`).
        (None, Some(a)) if a.no_hq => s
            .on_map()
            .map(|(u, _)| u)
            .filter(|&u| s.side_of_unit(u) == o.side && s.unit_data(u).kind != UnitType::Hq && sup.supplied_for_activation(u))
            .collect(),
        (None, _) => return vec![],
        // 17.11: IAI: every Japanese HQ may activate, so a unit any of them commands.
        (Some(_), Some(a)) if a.all_hqs => {
            let mut all: Vec<UnitId> = hq_choices(s, sup).into_iter().flat_map(|q| activation::activatable(s, sup, q)).collect();
            all.sort_unstable();
            all.dedup();
            all
        }
        (Some(hq), _) => activation::activatable(s, sup, hq),
    };
    let only: Vec<String> =
        o.effects.iter().filter(|e| e.side == o.side && e.value != 0).filter_map(|e| e.key.strip_prefix("activate_only:").map(str::to_string)).collect();
    candidates
        .into_iter()
        .filter(|&u| only.iter().all(|c| activate_only_allows(s, c, u)))
        .filter(|u| !chosen.contains(u))
        .filter(|&u| command::rivalry_allows(s, o.side, &chosen, u))
        .filter(|&u| !super::scenario::special_rules::activation_barred(s, u))
        // 12.31: a B29 that bombed this turn joins no offensive.
        .filter(|u| !s.tracks.bombed.contains(u))
        .collect()
}

pub fn activate(s: &mut State, u: UnitId) {
    let from = activation::activation_hex(s, u).expect("activated units are on the map or in the China box");
    let o = off_mut(s);
    o.activations -= 1;
    o.active.push(Active { unit: u, from, mode: None, entered_from: None, paren_range: false, battle: None, covers: None });
    let side = o.side;
    let key = s.unit_data(u).key.clone();
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.activate", vec![Arg::Unit(key), Arg::Hex(from.id())]));
}

// ---- 7.24 battle hexes ----

/// Hexes holding units of both sides: every one must be a battle hex (7.24).
pub fn forced_battles(s: &State) -> Vec<Hex> {
    let side = off(s).side;
    let mut v: Vec<Hex> = off(s)
        .active
        .iter()
        .filter_map(|a| s.unit(a.unit).loc.hex())
        .filter(|&h| s.occupied_by(h, other(side)))
        .filter(|&h| !super::scenario::special_rules::battle_barred(s, h))
        .collect();
    v.sort();
    v.dedup();
    v
}

/// Hexes with only reaction units that activated offensive air or carriers not committed elsewhere can
/// reach (7.24), never inland China (7.24, 13.71).
pub fn optional_battles(s: &State) -> Vec<Hex> {
    let o = off(s);
    if o.play == Play::Oc && !o.battles.is_empty() {
        return vec![];
    }
    let side = o.side;
    let declared: Vec<Hex> = o.battles.iter().map(|b| b.hex).collect();
    let mut v: Vec<Hex> = vec![];
    for (u, h) in s.on_map() {
        if s.side_of_unit(u) != other(side) || declared.contains(&h) || v.contains(&h) {
            continue;
        }
        if s.hex_data(h).is_some_and(|d| d.in_region("china_interior")) || super::scenario::special_rules::battle_barred(s, h) {
            continue;
        }
        // 17.11 (L1851), Operation Z: Allied units at sea (an all-sea hex, e.g. the US carriers) may not
        // be attacked.
        if super::events::flag(&o.effects, side, super::data::events::keys::NO_ATTACK_AT_SEA) && s.hex_data(h).is_some_and(|d| !d.has_land()) {
            continue;
        }
        let reach = o.active.iter().any(|a| {
            a.battle.is_none() && !a.out_of_combat() && super::battle::participants::is_air_or_carrier(s, a.unit)
                && !matches!(super::battle::participants::reach(s, a.unit, h), super::battle::participants::Reach::Out)
        });
        if reach {
            v.push(h);
        }
    }
    v.sort();
    v
}

pub fn declare(s: &mut State, h: Hex) {
    let side = off(s).side;
    let before_landing = super::battle::defended_before_landing(s, h);
    let units = s.units.clone();
    let o = off_mut(s);
    if o.battles.iter().any(|b| b.hex == h) {
        return;
    }
    o.battles.push(super::state::Battle { hex: h, special: false, defended_before_landing: before_landing, resolved: false });
    // Units in a battle hex take part in its battle (7.24).
    for a in o.active.iter_mut() {
        if a.battle.is_none() && s_loc(&units, a.unit) == Some(h) {
            a.battle = Some(h);
        }
    }
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.battle_hex", vec![Arg::Hex(h.id())]));
}

fn s_loc(units: &[super::state::UnitState], u: UnitId) -> Option<Hex> {
    units[u as usize].loc.hex()
}

// ---- 7.25 intelligence ----

/// The reaction player may roll for intelligence: no card set the condition, the offensive card does
/// not state Surprise, and he has not rolled (7.25C).
pub fn may_roll_intel(s: &State) -> bool {
    let o = off(s);
    !conditions::reaction_limited(s)
        && !o.stated_surprise && !o.reaction.rolled && o.reaction.events.iter().all(|&c| !sets_intel(s, other(o.side), c)) && !o.battles.is_empty()
}

fn sets_intel(s: &State, side: Side, c: CardNo) -> bool {
    cards::card(s, side, c).intel_condition.is_some()
}

/// The modifiers of the reaction player's intelligence roll (7.25E), each with its reason: −2 when an
/// offensive unit entered, left or moved in the reaction side's zone; an event's modifier (not for a
/// special reaction's roll, 7.27, which takes only the zone's).
pub fn intel_modifiers(s: &State, special: bool) -> Vec<Modifier> {
    let o = off(s);
    let mut v = vec![];
    if o.entered_zoi {
        v.push(Modifier::new("eots.drm.enemy_zoi", vec![], -2));
    }
    let event = if special { 0 } else { super::battle::effect_sum(s, other(o.side), "intel_drm") };
    if event != 0 {
        v.push(Modifier::new("eots.drm.event", vec![], event));
    }
    v
}

/// The intelligence roll (7.25D–E): success on d10 − 2 (an offensive unit entered enemy ZOI) ≤ the
/// card's intelligence value; an unmodified 9 fails.
pub fn roll_intel(s: &mut State) -> bool {
    let o = off(s);
    let (side, card, play) = (o.side, o.card, o.play);
    let c = cards::card(s, side, card);
    let target = match play {
        Play::Oc => c.intel_oc,
        Play::Ec => c.intel_ec.or(c.intel_oc),
    }
    .unwrap_or(0) as i32;
    let drm: i32 = intel_modifiers(s, false).iter().map(|m| m.value).sum();
    let roll = s.chance.roll(0..=9);
    let modified = roll.value as i32 + drm;
    let success = roll.value != 9 && modified <= target;
    let o = off_mut(s);
    o.reaction.rolled = true;
    if success {
        o.intel = Intel::Intercept;
    }
    s.log.push(LogEntry::new(
        Some(seat_of(other(side))),
        if success { "eots.intel_success" } else { "eots.intel_fail" },
        vec![Arg::Roll(roll.value), Arg::Num(modified), Arg::Num(target)],
    ));
    success
}

/// Plays a reaction card (5.32): Weather cancels, intelligence cards set the condition, a
/// counteroffensive sets the reaction activations, attack cards act before or after the battles.
pub fn react(s: &mut State, card: CardNo) {
    let side = other(off(s).side);
    cards::finish_card(s, side, card, cards::card(s, side, card).remove);
    let c = cards::card(s, side, card).clone();
    let o = off_mut(s);
    o.reaction.events.push(card);
    if let Some(cond) = c.intel_condition {
        o.intel = match (o.intel, cond) {
            (Intel::Ambush, _) | (_, super::data::IntelCondition::Ambush) => Intel::Ambush,
            _ => Intel::Intercept,
        };
    }
    if c.reaction == Some(super::data::ReactionKind::Counteroffensive) {
        o.reaction.counteroffensive = Some(card);
    }
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.react", vec![super::text::card_arg(s, side, card)]));
    super::events::steps::reaction_played(s, side, card);
}

/// Reaction cards `side` may play in the window of `step` (5.32: at most 3 per offensive, one
/// counteroffensive, Weather only before intelligence and with no other event).
pub fn reaction_cards(s: &State, window: super::events::Window) -> Vec<CardNo> {
    let o = off(s);
    let side = other(o.side);
    // 17.11 (L1853): IAI allows no reaction but its own.
    if o.reaction.events.len() >= s.data().tables.constant("reaction_events_max") as usize || conditions::reaction_limited(s) {
        return vec![];
    }
    s.cards(side)
        .hand
        .iter()
        .copied()
        .filter(|&c| cards::card(s, side, c).kind == CardType::Reaction)
        .filter(|&c| super::events::steps::reaction_window(s, side, c) == Some(window))
        .filter(|&c| !(o.reaction.counteroffensive.is_some() && cards::card(s, side, c).reaction == Some(super::data::ReactionKind::Counteroffensive)))
        .filter(|&c| super::events::steps::reaction_playable(s, side, c))
        .collect()
}

/// Weather (5.32D): everything goes back where it started; the card is discarded, not removed; the ASPs
/// earmarked are not spent; the offensive is over.
pub fn cancel(s: &mut State) {
    let o = s.offensive.clone().expect("an offensive");
    for a in &o.active {
        s.units[a.unit as usize].loc = super::state::Loc::Hex(a.from);
    }
    s.tracks.asp_used[super::state::idx(o.side)] = s.tracks.asp_used[super::state::idx(o.side)].saturating_sub(o.asp);
    super::events::steps::cancel_reinforcements(s, o.side, o.card);
    cards::finish_card(s, o.side, o.card, false);
    off_mut(s).cancelled = true;
    // Drop every step of the offensive but its end.
    while let Some(top) = s.steps.last() {
        if *top == Step::OffensiveEnd {
            break;
        }
        s.steps.pop();
    }
    off_mut(s).battles.clear();
    off_mut(s).active.clear();
    s.log.push(LogEntry::new(Some(seat_of(other(o.side))), "eots.weather", vec![]));
}

// ---- 7.27 special reaction ----

/// Hexes where a special reaction may be rolled: an enemy ground unit ended its move alone in an
/// unoccupied reaction-controlled city, resource hex, port or airfield, within a reaction HQ's range and
/// in a reaction air ZOI (neutralised or not); not reached purely by ground movement.
pub fn special_reaction_hexes(s: &State, sup: &supply::Supply) -> Vec<Hex> {
    let o = off(s);
    if conditions::reaction_limited(s) {
        return vec![];
    }
    let reaction = other(o.side);
    let declared: Vec<Hex> = o.battles.iter().map(|b| b.hex).collect();
    let mut v: Vec<Hex> = vec![];
    for a in &o.active {
        let Some(h) = s.unit(a.unit).loc.hex() else { continue };
        if declared.contains(&h) || v.contains(&h) || !super::battle::participants::is_ground(s, a.unit) {
            continue;
        }
        if a.mode == Some(super::state::Mode::Ground) || a.mode.is_none() {
            continue;
        }
        let Some(d) = s.hex_data(h) else { continue };
        let named = d.port || d.airfield || d.resource || d.city != super::data::City::None;
        let controlled = s.controller(h) == Some(reaction);
        let empty = !s.occupied_by(h, reaction);
        let zoi = sup.zoi.any_at(s.geo(), reaction, h);
        let in_range = activation::in_range_of_any_hq(s, reaction, h);
        let mainland_india = d.in_region("india_mainland");
        if named && controlled && empty && zoi && in_range && !mainland_india && !o.reaction.rolled_hexes.contains(&h) {
            v.push(h);
        }
    }
    v
}

/// Rolls the special reaction at `h` (7.27): the intelligence roll with the −2 ZOI modifier, the OC
/// intelligence value for a Surprise event; success makes `h` a battle hex.
pub fn roll_special(s: &mut State, h: Hex) {
    let o = off(s);
    let (side, card, play) = (o.side, o.card, o.play);
    let c = cards::card(s, side, card);
    let target = match play {
        Play::Oc => c.intel_oc,
        Play::Ec if c.surprise => c.intel_oc,
        Play::Ec => c.intel_ec.or(c.intel_oc),
    }
    .unwrap_or(0) as i32;
    let drm: i32 = intel_modifiers(s, true).iter().map(|m| m.value).sum();
    let roll = s.chance.roll(0..=9);
    let modified = roll.value as i32 + drm;
    let success = roll.value != 9 && modified <= target;
    off_mut(s).reaction.rolled_hexes.push(h);
    s.log.push(LogEntry::new(
        Some(seat_of(other(side))),
        if success { "eots.special_success" } else { "eots.special_fail" },
        vec![Arg::Hex(h.id()), Arg::Roll(roll.value), Arg::Num(modified), Arg::Num(target)],
    ));
    if success {
        let before = super::battle::defended_before_landing(s, h);
        let o = off_mut(s);
        o.battles.push(super::state::Battle { hex: h, special: true, defended_before_landing: before, resolved: false });
        super::battle::switch_to_own_hex(s, h);
    }
}

// ---- 7.26 the reaction ----

/// HQs the reaction player may react with (7.26): supplied, with a declared battle hex within range.
pub fn reaction_hq_choices(s: &State, sup: &supply::Supply) -> Vec<UnitId> {
    let o = off(s);
    if o.intel == Intel::Surprise || o.battles.is_empty() || conditions::reaction_limited(s) {
        return vec![];
    }
    let side = other(o.side);
    s.on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == side && s.unit_data(u).kind == UnitType::Hq)
        .filter(|&(u, _)| activation::may_react(s, sup, u))
        .map(|(u, _)| u)
        .collect()
}

/// The reaction activations: HQ efficiency + the counteroffensive's LV, else the offensive card's OC
/// value (7.26).
pub fn choose_reaction_hq(s: &mut State, sup: &supply::Supply, hq: UnitId) {
    let o = off(s);
    let side = other(o.side);
    let value = match o.reaction.counteroffensive {
        Some(c) => cards::card(s, side, c).logistics.unwrap_or(0),
        None => cards::card(s, o.side, o.card).ops,
    };
    let eff = supply::hq_efficiency(s, sup, hq, &[]);
    let n = eff + value;
    let o = off_mut(s);
    o.reaction.hq = Some(hq);
    o.reaction.activations = n;
    let key = s.unit_data(hq).key.clone();
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.reaction_hq", vec![Arg::Unit(key), Arg::Num(n as i32)]));
}

/// Units the reaction HQ may activate: supplied, with an activation path, able to reach a battle (7.26).
pub fn reaction_activation_choices(s: &State, sup: &supply::Supply) -> Vec<UnitId> {
    let o = off(s);
    let Some(hq) = o.reaction.hq else { return vec![] };
    if o.reaction.activations == 0 {
        return vec![];
    }
    let chosen: Vec<UnitId> = o.reaction.active.iter().map(|a| a.unit).collect();
    activation::activatable(s, sup, hq)
        .into_iter()
        .filter(|u| !chosen.contains(u))
        .filter(|&u| command::rivalry_allows(s, other(o.side), &chosen, u))
        .filter(|&u| super::scenario::special_rules::cve_may_react(s, u))
        .filter(|&u| movement::moves::can_reach_a_battle(s, sup, u))
        .collect()
}

pub fn reaction_activate(s: &mut State, u: UnitId) {
    let from = activation::activation_hex(s, u).expect("on the map or in the China box");
    let o = off_mut(s);
    let side = other(o.side);
    o.reaction.activations -= 1;
    o.reaction.active.push(Active { unit: u, from, mode: None, entered_from: None, paren_range: false, battle: None, covers: None });
    let key = s.unit_data(u).key.clone();
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.activate", vec![Arg::Unit(key), Arg::Hex(from.id())]));
}

/// The hexes where the offensive's ground units stand after landing by amphibious assault, sorted (8.21 E,
/// 7.24's covers, IAI's reaction, the optional CVE rule).
pub fn landing_hexes(s: &State) -> Vec<Hex> {
    let Some(o) = s.offensive.as_ref() else { return vec![] };
    let mut v: Vec<Hex> =
        o.active.iter().filter(|a| a.mode == Some(super::state::Mode::Amphibious)).filter_map(|a| s.unit(a.unit).loc.hex()).collect();
    v.sort();
    v.dedup();
    v
}

// ---- 7.28 the end ----

/// 6.5: just before the post-battle movement, each landing still standing (not turned back) in an
/// enemy-controlled hex with no enemy unit left takes the hex (19.0: Miri, L2977; Guam and Rabaul,
/// L3019–L3020; a won battle's hex was already taken by its settlement).
pub fn landings_take_hexes(s: &mut State) {
    let o = off(s);
    let side = o.side;
    let hexes: Vec<Hex> = o
        .active
        .iter()
        .filter(|a| a.mode == Some(super::state::Mode::Amphibious) && !o.must_leave.contains(&a.unit))
        .filter_map(|a| s.unit(a.unit).loc.hex())
        .collect();
    for h in hexes {
        if s.controller(h) != Some(side) && !s.occupied_by(h, other(side)) {
            s.set_control(h, side);
            s.log.push(LogEntry::new(Some(seat_of(side)), "eots.hex_taken", vec![Arg::Hex(h.id())]));
        }
    }
}

/// The end of the offensive: the card to its pile, HQs in enemy hexes withdrawn (6.14), stacking
/// (8.24, 8.34, 8.48), the next round.
pub fn end(s: &mut State) {
    let Some(o) = s.offensive.take() else { return };
    if !o.cancelled {
        // 16.44A, L2952: a military event's Political Will change (Operation Z's +8) applies once its
        // offensive is past the Weather window that could cancel it (5.32D); the procedure runs no other
        // state effect after movement, so it was never applied.
        if o.play == Play::Ec {
            if let Some(ev) = super::events::row(s, o.side, o.card).cloned() {
                if ev.timing != super::data::events::Timing::BeforeMovement {
                    for e in ev.effects.iter().filter(|e| matches!(e, super::data::events::Effect::Pw(_))) {
                        super::events::apply::apply_plain(s, o.side, o.card, e);
                    }
                    super::scenario::opening::campaign_bid(s, o.side, o.card);
                }
            }
        }
        let remove = o.play == Play::Ec && cards::card(s, o.side, o.card).remove;
        cards::finish_card(s, o.side, o.card, remove);
    }
    // 8.45C, 9.32: landings that had to leave and could not are eliminated.
    for &u in &o.must_leave {
        if s.unit(u).loc.hex().is_some_and(|h| s.controller(h) != Some(s.side_of_unit(u))) {
            movement::moves::eliminate(s, u);
        }
    }
    super::supply::hq::involuntary(s);
    super::events::offensive_over(s);
    // Stacking is checked once the emergency moves below are made (they may overstack a port).
    s.steps.push(Step::AfterPlay { side: o.side, oc: o.play == Play::Oc });
    // 8.22, 8.32: air and naval units in hexes their enemy took move in emergency, after the offensive.
    for (side, unit) in movement::moves::stranded(s) {
        s.steps.push(Step::Emergency { side, unit });
    }
}
