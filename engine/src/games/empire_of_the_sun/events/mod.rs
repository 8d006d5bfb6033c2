//! Card events (5.3): every card's event is a row of the pack's events.tsv, written in a small vocabulary
//! of primitives ([`Effect`], read with the pack: `data::events`); this module applies them. The offensive procedure calls:
//!
//! * [`can_play_event`] before offering a card as EC (5.31: a card whose conditions cannot be met is
//!   OC only; 5.37's preconditions; the yearly scenarios' OC-only Political Will events);
//! * [`activation`] and [`offensive_effects`] when a military event launches its offensive (7.21), and
//!   [`hq_may_activate`] for each HQ it offers;
//! * [`immediate`] at the card's [`timing`] (at once for political and resource events; at the 7.2 step
//!   of a military event; when a reaction card's effect applies), then [`choices`] / [`choose`] for every
//!   [`Pending`] it returns (as `Step::Event(steps::Event { side, card, stage })` prompts, asked of [`chooser`]);
//! * [`reaction`] for a reaction card (its window, intelligence condition, counteroffensive, attack);
//! * [`cancel`] when a Weather card cancels the offensive (5.32D);
//! * [`persistent`] for the lasting modifiers of events in effect.

pub mod apply;
pub mod china;
pub mod conditions;
pub mod offensive;
pub mod reaction;
pub mod steps;

use super::data::events::{keys, CardEvent, Effect, Require, Timing};
use super::data::{CardType, Side};
use super::state::{idx, other, CardNo, Loc, State};
use crate::kit::hex::Hex;
use crate::Arg;
use apply::{Next, Opt};

pub use offensive::{activation, families, flag, hq_may_activate, modifier, offensive_effects, Activation};
pub use reaction::{reaction, ReactionEffect, Window};

/// A choice an event waits for: the card, and the stage of its effect (the primitive and how many
/// picks it has had). The offensive procedure keeps it as `Step::Event(steps::Event { side, card, stage })`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pending {
    /// The side whose card it is.
    pub side: Side,
    pub card: CardNo,
    pub stage: u8,
}

/// One option of a pending choice: a message id and its arguments for the interface, and a plain label.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice {
    pub id: String,
    pub args: Vec<Arg>,
    pub label: String,
}

/// An event that cannot be applied as asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventError(pub String);

/// The event of `side`'s card `card`.
pub fn row(s: &State, side: Side, card: CardNo) -> Option<&CardEvent> {
    offensive::row(s, side, card)
}

/// When the event applies (events.tsv's `timing`).
pub fn timing(s: &State, side: Side, card: CardNo) -> Option<Timing> {
    row(s, side, card).map(|e| e.timing)
}

/// A card as a log argument.
pub fn card_arg(s: &State, side: Side, card: CardNo) -> Arg {
    match s.data().card(side, card) {
        Some(c) => Arg::Key(format!("eots.card.{}", c.key)),
        None => Arg::Num(card as i32),
    }
}

fn stage(i: usize, sub: u8) -> u8 {
    ((i as u8) << 4) | (sub & 0x0f)
}

fn unstage(stage: u8) -> (usize, u8) {
    ((stage >> 4) as usize, stage & 0x0f)
}

// ---------------------------------------------------------------------------------------------- playing

/// Whether `side` may play `card` as an event now. False: only as OC (5.31, 5.37), or, for a reaction
/// card, not now (5.32: only the reaction player, against an offensive of the other side).
pub fn can_play_event(s: &State, side: Side, card: CardNo) -> bool {
    let (Some(c), Some(ev)) = (s.data().card(side, card), row(s, side, card)) else { return false };
    // 17.26, 17.37, 17.47: in the yearly scenarios the Political Will events are OC only.
    if yearly(s) && ev.has(|e| matches!(e, Effect::Pw(_))) {
        return false;
    }
    if !ev.requirements().all(|r| holds(s, r)) {
        return false;
    }
    match c.kind {
        CardType::Reaction => s.offensive.as_ref().is_some_and(|o| o.side == other(side)),
        CardType::Military if ev.launches_offensive() => has_hq(s, side, card, ev),
        _ => true,
    }
}

/// The scenarios scored by a yearly victory schedule (17.2–17.7).
fn yearly(s: &State) -> bool {
    s.data().scenario(&s.scenario).is_some_and(|sc| matches!(sc.victory.as_str(), "s1942" | "s1943" | "s1944"))
}

/// One precondition.
pub fn holds(s: &State, r: &Require) -> bool {
    let on_map = |k: &str| s.unit_id(k).is_some_and(|u| matches!(s.unit(u).loc, Loc::Hex(_)));
    match r {
        Require::TurnAtLeast(t) => s.tracks.turn >= *t,
        Require::TurnAtMost(t) => s.tracks.turn <= *t,
        Require::UnitInPlay(k) => s.unit_id(k).is_some_and(|u| s.unit(u).loc.in_play()),
        Require::UnitOnMap(k) => on_map(k),
        Require::Surrendered(n) => s.tracks.surrendered.contains(n),
        Require::NotSurrendered(n) => !s.tracks.surrendered.contains(n),
        Require::BattleIn(regions) => s.offensive.as_ref().is_some_and(|o| {
            o.battles.iter().any(|b| s.hex_data(b.hex).is_some_and(|d| regions.iter().any(|r| d.in_region(r))))
        }),
    }
}

/// 5.31A: an HQ that may activate for the event is on the map (or the event needs none, or brings its
/// own HQ in place of one in play).
fn has_hq(s: &State, side: Side, card: CardNo, ev: &CardEvent) -> bool {
    let Some(a) = activation(s, side, card) else { return false };
    if a.no_hq {
        return true;
    }
    if let Some(k) = &a.hq_unit {
        let brought = ev.effects.iter().any(|e| match e {
            Effect::Replace { old, new } => new == k && s.unit_id(old).is_some_and(|u| s.unit(u).loc.in_play()),
            _ => false,
        });
        return brought || s.unit_id(k).is_some_and(|u| matches!(s.unit(u).loc, Loc::Hex(_)));
    }
    s.on_map().any(|(u, _)| hq_may_activate(s, side, card, u))
}

/// Applies the state effects of `side`'s card `card` (political and resource events, a military
/// event's changes at its timing, a reaction's draw or attack), in order, until one needs a choice.
pub fn immediate(s: &mut State, side: Side, card: CardNo) -> Result<Vec<Pending>, EventError> {
    let ev = row(s, side, card).ok_or_else(|| EventError(format!("{side:?} card {card} has no event")))?;
    if let Some(r) = ev.requirements().find(|r| !holds(s, r)) {
        return Err(EventError(format!("{side:?} card {card}: its precondition {r:?} does not hold")));
    }
    Ok(run(s, side, card, 0, 0))
}

/// Runs the effect from primitive `from` (with `sub` picks made of it).
fn run(s: &mut State, side: Side, card: CardNo, from: usize, mut sub: u8) -> Vec<Pending> {
    let Some(ev) = row(s, side, card).cloned() else { return vec![] };
    for (i, e) in ev.effects.iter().enumerate().skip(from) {
        if !e.changes_state() {
            sub = 0;
            continue;
        }
        if !apply::asks(e) {
            apply::apply_plain(s, side, card, e);
            sub = 0;
            continue;
        }
        loop {
            let opts = apply::options(s, side, e, sub);
            if !opts.iter().any(|o| *o != Opt::Done) {
                if sub == 0 {
                    apply::nothing_to_choose(s, side, card, e);
                }
                break;
            }
            if opts.len() == 1 && apply::single_is_automatic(e) {
                match apply::take(s, side, card, e, sub, opts[0]) {
                    Next::Done => break,
                    Next::Again(n) => {
                        sub = n;
                        continue;
                    }
                }
            }
            return vec![Pending { side, card, stage: stage(i, sub) }];
        }
        sub = 0;
    }
    vec![]
}

fn pending_effect(s: &State, p: &Pending) -> Option<(Effect, u8, usize)> {
    let (i, sub) = unstage(p.stage);
    let e = row(s, p.side, p.card)?.effects.get(i)?.clone();
    Some((e, sub, i))
}

/// Who answers a pending choice: the card's player, or his opponent when he discards of his choice.
pub fn chooser(s: &State, p: &Pending) -> Side {
    match pending_effect(s, p) {
        Some((Effect::OpponentDiscards { .. }, _, _)) => other(p.side),
        _ => p.side,
    }
}

/// The options of a pending choice, in a stable order; [`choose`] takes an index into them.
pub fn choices(s: &State, p: &Pending) -> Vec<Choice> {
    let Some((e, sub, _)) = pending_effect(s, p) else { return vec![] };
    apply::options(s, p.side, &e, sub).into_iter().map(|o| describe(s, p.side, o)).collect()
}

/// Takes option `index` of a pending choice and carries the event on; returns what it asks next.
pub fn choose(s: &mut State, p: &Pending, index: usize) -> Result<Vec<Pending>, EventError> {
    let (e, sub, i) = pending_effect(s, p).ok_or_else(|| EventError(format!("no pending stage {} on card {}", p.stage, p.card)))?;
    let opts = apply::options(s, p.side, &e, sub);
    let o = *opts.get(index).ok_or_else(|| EventError(format!("choice {index} of {} is not offered", opts.len())))?;
    if o == Opt::Done {
        return Ok(run(s, p.side, p.card, i + 1, 0));
    }
    Ok(match apply::take(s, p.side, p.card, &e, sub, o) {
        Next::Done => run(s, p.side, p.card, i + 1, 0),
        Next::Again(n) => run(s, p.side, p.card, i, n),
    })
}

fn describe(s: &State, side: Side, o: Opt) -> Choice {
    let unit = |u| {
        let d = s.unit_data(u);
        let at = s.unit(u).loc.hex().map_or(String::new(), |h| format!(" at {}", h.id()));
        (Arg::Unit(d.key.clone()), format!("{}{at}", d.name))
    };
    match o {
        Opt::Hex(h) if h == apply::CHINA_BOX_HEX => {
            Choice { id: "eots.choice.box".into(), args: vec![Arg::Key("eots.box.china_box".into())], label: "the China box".into() }
        }
        Opt::Hex(h) => Choice { id: "eots.choice.hex".into(), args: vec![Arg::Hex(h.id())], label: hex_label(s, h) },
        Opt::Unit(u) => {
            let (a, l) = unit(u);
            Choice { id: "eots.choice.unit".into(), args: vec![a], label: l }
        }
        Opt::Move(u, h) => {
            let (a, l) = unit(u);
            Choice { id: "eots.choice.move".into(), args: vec![a, Arg::Hex(h.id())], label: format!("{l} to {}", hex_label(s, h)) }
        }
        Opt::Card(c) => {
            let foe = other(side);
            let name = s.data().card(foe, c).map_or(c.to_string(), |x| format!("{} {}", c, x.name_en));
            Choice { id: "eots.choice.card".into(), args: vec![card_arg(s, foe, c)], label: name }
        }
        Opt::Done => Choice { id: "eots.choice.done".into(), args: vec![], label: "done".into() },
    }
}

fn hex_label(s: &State, h: Hex) -> String {
    match s.hex_data(h).and_then(|d| d.name.clone()) {
        Some(n) => format!("{} {n}", h.id()),
        None => h.id(),
    }
}

/// 5.32D: a Weather card cancelled the offensive of `side`'s military event `card`: what the event
/// applied before movement is taken back (its reinforcements leave, a replaced HQ returns, its extra ASPs
/// go). The units' moves, the card's discard and the earmarked ASPs are the offensive procedure's.
pub fn cancel(s: &mut State, side: Side, card: CardNo) {
    let Some(ev) = row(s, side, card).cloned() else { return };
    if ev.timing != Timing::BeforeMovement {
        return;
    }
    for e in &ev.effects {
        match e {
            Effect::Reinforce { unit, .. } => {
                if let Some(u) = s.unit_id(unit).filter(|&u| s.unit(u).loc.in_play()) {
                    s.place(u, Loc::Event, false);
                }
            }
            Effect::Replace { old, new } => {
                let (Some(o), Some(n)) = (s.unit_id(old), s.unit_id(new)) else { continue };
                if s.unit(o).loc == Loc::Removed && s.unit(n).loc.in_play() {
                    let at = s.unit(n).loc;
                    s.place(o, at, false);
                    s.place(n, Loc::Event, false);
                }
            }
            Effect::Asp { side: who, amount, permanent: false } => {
                let i = idx(*who);
                s.tracks.asp_temporary[i] = (s.tracks.asp_temporary[i] as i32 - *amount as i32).max(0) as u8;
            }
            _ => {}
        }
    }
    apply::log(s, side, "cancelled", vec![card_arg(s, side, card)]);
}

/// 5.36, 5.32D: the card leaves play after its event, unless a Weather card cancelled its offensive
/// (then it is discarded). Every Weather card played as an event is removed.
pub fn removed_after_event(s: &State, side: Side, card: CardNo, cancelled_by_weather: bool) -> bool {
    let Some(c) = s.data().card(side, card) else { return false };
    let weather = c.reaction == Some(super::data::ReactionKind::Weather);
    weather || (c.remove && !cancelled_by_weather)
}

// ---------------------------------------------------------------------------------------------- lasting effects

/// The lasting modifier `key` for `who` from the events in effect (both decks' `Cards::in_effect`). The
/// Japanese ground combat modifier is read from its track (`Tracks::ground_drm`, set by events and by the
/// 1944 start markers).
pub fn persistent(s: &State, who: Side, key: &str) -> i32 {
    if key == keys::GROUND_DRM {
        return s.tracks.ground_drm[idx(who)] as i32;
    }
    let mut total = 0;
    for deck in [Side::Japanese, Side::Allied] {
        for &c in &s.cards(deck).in_effect {
            let Some(ev) = row(s, deck, c) else { continue };
            for e in &ev.effects {
                if let Effect::Persistent { side, key: k, value } = e {
                    if *side == who && k == key {
                        total += *value as i32;
                    }
                }
            }
        }
    }
    total
}

/// Whether a card of `deck` with a primitive passing `test` is in effect (`Effect::Interceptors`…).
pub fn in_effect(s: &State, deck: Side, test: impl Fn(&Effect) -> bool) -> bool {
    s.cards(deck).in_effect.iter().any(|&c| row(s, deck, c).is_some_and(|ev| ev.has(&test)))
}

/// High Altitude Interceptors are in effect (12.32: +1 to strategic bombing rolls until the Allies hold a
/// supply-eligible airbase within 5 hexes of Tokyo; the bombing rules end it with [`expire`]).
pub fn interceptors(s: &State) -> bool {
    in_effect(s, Side::Japanese, |e| matches!(e, Effect::Interceptors))
}

/// A lasting event ends: its marker leaves the map.
pub fn expire(s: &mut State, deck: Side, card: CardNo) {
    s.cards_mut(deck).in_effect.retain(|&c| c != card);
}

/// The lasting events of `deck` with a primitive passing `test` end (12.32: the interceptors; 10.21: the
/// Panama Canal raid once it has delayed a reinforcement).
pub fn expire_where(s: &mut State, deck: Side, test: impl Fn(&Effect) -> bool) {
    let gone: Vec<CardNo> = s.cards(deck).in_effect.iter().copied().filter(|&c| row(s, deck, c).is_some_and(|ev| ev.has(&test))).collect();
    for c in gone {
        expire(s, deck, c);
    }
}

/// 5.35: cards drawn by events in the offensive under way cannot be used in it; the offensive procedure
/// calls this when the offensive ends.
pub fn offensive_over(s: &mut State) {
    for c in &mut s.cards {
        c.drawn_in_offensive.clear();
    }
}
