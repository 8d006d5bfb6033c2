//! An offensive (EotS 7.0), step by step. A card played for its operations, or a military event, begins
//! one ([`begin`]); its steps, in the order of the procedure (7.2), and where each is written:
//!
//! 1. `ChooseHq`, `Activate` (7.21): the activating HQ and the units it activates — here.
//! 2. `Move` (7.22–7.23): the offensive's moves — movement/moves.rs; each move into a hex of reaction
//!    ground units may open a `Disengage` (8.43) — disengage.rs.
//! 3. `Declare` (7.24): the battle hexes, then an `Assign` for each air unit or carrier outside them —
//!    declaration.rs.
//! 4. `Weather` (5.32D) — reaction.rs; `SpecialReaction` (7.27) and `Intelligence` (7.25) —
//!    intelligence.rs.
//! 5. `ReactionHq`, `ReactionActivate` (7.26) — reaction.rs; `ReactionMove` (7.26) — movement/moves.rs;
//!    `AttackReactions` (5.32B) — reaction.rs.
//! 6. `Battles` and each battle's steps (7.2 step 11, 9.0) — battle/; then the landings take the hexes
//!    they stand in (6.5) — landings.rs; `PostBattle` (9.6) — battle/post_battle.rs.
//! 7. `OffensiveEnd` (7.28): the card to its pile, HQs in enemy hexes withdrawn — here; then the emergency
//!    moves (8.22, 8.32, movement/emergency.rs) and the stacking check after the play (turn/rounds.rs).

pub mod declaration;
pub mod disengage;
pub mod intelligence;
pub mod landings;
pub mod movement;
pub mod reaction;

pub use landings::{hexes_landings_take, landings_take_hexes};

use super::actions::Action;
use super::data::{Side, UnitType};
use super::state::steps::{self, ask, refuse, Step};
use super::state::{other, seat_of, Active, CardNo, Effect, Offensive, Play, State, UnitId};
use super::supply::{self, activation, command};
use super::text;
use super::turn::cards;
use crate::kit::hex::Hex;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

/// Begins an offensive with `card` played by `side` (an OC offensive, or a military event).
pub fn begin(s: &mut State, side: Side, card: CardNo, play: Play, from_future: bool) {
    let effects: Vec<Effect> = match play {
        Play::Ec => super::events::offensive_effects(s, side, card),
        Play::Oc => vec![],
    };
    let surprise = play == Play::Ec && cards::card(s, side, card).surprise;
    *s.offensive = Some(Offensive { from_future, effects, stated_surprise: surprise, ..Offensive::new(side, card, play) });
    // The procedure's steps, the first on top (7.2).
    let mut procedure = vec![
        Step::ChooseHq,
        Step::Activate,
        Step::Move(steps::Move { selected: vec![] }),
        Step::Declare,
        Step::Weather,
        Step::SpecialReaction,
        Step::Intelligence,
        Step::ReactionHq,
        Step::ReactionActivate,
        Step::ReactionMove(steps::ReactionMove { selected: vec![] }),
        Step::AttackReactions,
        Step::Battles,
        Step::PostBattle(steps::PostBattle { side: other(side), selected: vec![] }),
        Step::PostBattle(steps::PostBattle { side, selected: vec![] }),
        Step::OffensiveEnd,
    ];
    // 5.31A, 17.11: an event that needs no HQ (Operation Z) activates its own number of units.
    let no_hq = match play {
        Play::Ec => super::events::activation(s, side, card).filter(|a| a.no_hq),
        Play::Oc => None,
    };
    if let Some(a) = no_hq {
        procedure.retain(|st| !matches!(st, Step::ChooseHq));
        off_mut(s).activations = a.count(0);
    }
    procedure.reverse();
    s.steps.extend(procedure);
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

/// EotS 7.21: the offensive player picks the activating HQ; with none, nothing is activated and the card
/// is spent.
impl Kind<State> for steps::ChooseHq {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = off(s).side;
        let sup = supply::compute(s);
        let mut a: Vec<Action> = hq_choices(s, &sup).into_iter().map(|unit| Action::Hq { unit }).collect();
        a.push(Action::Done);
        ask(side, "eots.choose_hq", vec![text::card_arg(s, side, off(s).card)], "EotS 7.21", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Hq { unit } => {
                let sup = supply::compute(s);
                choose_hq(s, &sup, *unit);
                s.steps.pop();
            }
            Action::Done => {
                // No HQ: nothing is activated; the card is spent (7.21).
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
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
    activation_candidates(s, sup, true)
}

/// 14.1C, 14.2A: the units the offensive HQ could activate but for Inter-Service Rivalry, given the units
/// it has activated (the board says why they left the list).
pub fn barred_by_rivalry(s: &State, sup: &supply::Supply) -> Vec<UnitId> {
    let o = off(s);
    let chosen: Vec<UnitId> = o.active.iter().map(|a| a.unit).collect();
    activation_candidates(s, sup, false).into_iter().filter(|&u| !command::rivalry_allows(s, o.side, &chosen, u)).collect()
}

fn activation_candidates(s: &State, sup: &supply::Supply, rivalry: bool) -> Vec<UnitId> {
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
        .filter(|&u| !rivalry || command::rivalry_allows(s, o.side, &chosen, u))
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

/// EotS 7.21: the offensive player activates units one at a time, until done or out of activations.
impl Kind<State> for steps::Activate {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let o = off(s);
        let sup = supply::compute(s);
        let mut a: Vec<Action> = activation_choices(s, &sup).into_iter().map(|unit| Action::Activate { unit }).collect();
        a.push(Action::Done);
        ask(o.side, "eots.activate", vec![Arg::Num(o.activations as i32)], "EotS 7.21", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Activate { unit } => activate(s, *unit),
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

/// The hexes where the offensive's ground units stand after landing by amphibious assault, sorted (8.21 E,
/// 7.24's covers, IAI's reaction, the optional CVE rule).
pub fn landing_hexes(s: &State) -> Vec<Hex> {
    let Some(o) = s.offensive.as_ref() else { return vec![] };
    let mut v: Vec<Hex> =
        o.active.iter().filter(|a| a.mode == Some(super::state::Mode::Amphibious)).filter_map(|a| s.unit(a.unit).loc.hex()).collect();
    crate::kit::sort::sort(&mut v);
    v.dedup();
    v
}

// ---- 7.28 the end ----

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
    // Version 4 (9.32, L1149): one that made no move out is eliminated even in a hex its side holds.
    for &u in &o.must_leave {
        let stayed = s.rules >= 4 && !o.post_moved.contains(&u);
        if s.unit(u).loc.hex().is_some_and(|h| stayed || s.controller(h) != Some(s.side_of_unit(u))) {
            movement::moves::eliminate(s, u);
        }
    }
    super::supply::hq::involuntary(s);
    super::events::offensive_over(s);
    // Stacking is checked once the emergency moves below are made (they may overstack a port).
    s.steps.push(Step::AfterPlay(steps::AfterPlay { side: o.side, oc: o.play == Play::Oc }));
    // 8.22, 8.32: air and naval units in hexes their enemy took move in emergency, after the offensive.
    for (side, unit) in movement::emergency::stranded(s) {
        s.steps.push(Step::Emergency(steps::Emergency { side, unit }));
    }
}

/// EotS 7.28: the offensive is over.
impl Kind<State> for steps::OffensiveEnd {
    fn prompt(&self, _: &State) -> Option<Prompt<Action>> {
        None
    }
    fn run(&self, s: &mut State) {
        end(s);
    }
}
