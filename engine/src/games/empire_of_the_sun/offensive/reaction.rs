//! The reaction (EotS 5.32, 7.26): the reaction player's windows for reaction cards — Weather before
//! intelligence (5.32D: it cancels the offensive), intelligence and counteroffensive cards (7.25, in
//! intelligence.rs), attack cards after the reaction moves (5.32B) — and the reacting HQ with the units it
//! activates (7.26). At most three reaction events an offensive, one counteroffensive (5.32).

use super::{off, off_mut};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::{self, CardType, UnitType};
use crate::games::empire_of_the_sun::events::{conditions, steps as event_steps, Window};
use crate::games::empire_of_the_sun::offensive::movement::moves;
use crate::games::empire_of_the_sun::scenario::special_rules;
use crate::games::empire_of_the_sun::state::steps::{self, ask, refuse, Step};
use crate::games::empire_of_the_sun::state::{self, other, seat_of, side_of, Active, CardNo, Intel, State, UnitId};
use crate::games::empire_of_the_sun::supply::{self, activation, command};
use crate::games::empire_of_the_sun::text;
use crate::games::empire_of_the_sun::turn::cards;
use crate::kit::steps::Step as Kind;
use crate::{Arg, Illegal, LogEntry, Prompt, Seat};

/// The reaction player's cards for a window, then `extra`.
pub(crate) fn reaction_window(s: &State, w: Window, id: &'static str, rule: &'static str, extra: Vec<Action>) -> Option<Prompt<Action>> {
    let side = other(off(s).side);
    let mut a: Vec<Action> = reaction_cards(s, w).into_iter().map(|card| Action::React { card }).collect();
    a.extend(extra);
    ask(side, id, vec![], rule, a)
}

/// Plays a reaction card (5.32): Weather cancels, intelligence cards set the condition, a
/// counteroffensive sets the reaction activations, attack cards act before or after the battles.
pub fn react(s: &mut State, card: CardNo) {
    let side = other(off(s).side);
    cards::finish_card(s, side, card, cards::card(s, side, card).remove);
    let c = cards::card(s, side, card).clone();
    let rules_v4 = s.rules >= 4;
    let o = off_mut(s);
    o.reaction.events.push(card);
    // 7.25C (L737): once the reacting player has rolled for intelligence, no card changes the condition
    // (no card of the pack says otherwise); rules version 4, versions 1–3 let it.
    let locked = rules_v4 && o.reaction.rolled;
    if let Some(cond) = c.intel_condition.filter(|_| !locked) {
        o.intel = match (o.intel, cond) {
            (Intel::Ambush, _) | (_, data::IntelCondition::Ambush) => Intel::Ambush,
            _ => Intel::Intercept,
        };
    }
    if c.reaction == Some(data::ReactionKind::Counteroffensive) {
        o.reaction.counteroffensive = Some(card);
    }
    s.log.push(LogEntry::new(Some(seat_of(side)), "eots.react", vec![text::card_arg(s, side, card)]));
    event_steps::reaction_played(s, side, card);
}

/// Reaction cards `side` may play in the window of `step` (5.32: at most 3 per offensive, one
/// counteroffensive, Weather only before intelligence and with no other event).
pub fn reaction_cards(s: &State, window: Window) -> Vec<CardNo> {
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
        .filter(|&c| event_steps::reaction_window(s, side, c) == Some(window))
        .filter(|&c| !(o.reaction.counteroffensive.is_some() && cards::card(s, side, c).reaction == Some(data::ReactionKind::Counteroffensive)))
        .filter(|&c| event_steps::reaction_playable(s, side, c))
        // 7.25C (L737): after the intelligence roll an intelligence reaction, whose play is to set the
        // condition, is no longer offered (rules version 4).
        .filter(|&c| !(s.rules >= 4 && o.reaction.rolled && cards::card(s, side, c).reaction == Some(data::ReactionKind::Intelligence)))
        .collect()
}

// ---- 5.32D Weather ----

/// Weather (5.32D): everything goes back where it started; the card is discarded, not removed; the ASPs
/// earmarked are not spent; the offensive is over.
pub fn cancel(s: &mut State) {
    let o = (*s.offensive).clone().expect("an offensive");
    for a in &o.active {
        s.units[a.unit as usize].loc = state::Loc::Hex(a.from);
    }
    s.tracks.asp_used[state::idx(o.side)] = s.tracks.asp_used[state::idx(o.side)].saturating_sub(o.asp);
    event_steps::cancel_reinforcements(s, o.side, o.card);
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

/// EotS 7.2 step 4, 5.32D: the reaction player may cancel the offensive with a Weather card.
impl Kind<State> for steps::Weather {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        reaction_window(s, Window::Weather, "eots.weather_window", "EotS 5.32D", vec![Action::Done])
    }

    fn apply(&self, s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::React { card } => {
                react(s, *card);
                if event_steps::is_weather(s, side_of(seat), *card) {
                    cancel(s);
                }
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

// ---- 7.26 the reacting HQ and its units ----

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

/// EotS 7.26: the reaction player picks the reacting HQ (none: no reaction).
impl Kind<State> for steps::ReactionHq {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = other(off(s).side);
        let sup = supply::compute(s);
        let mut a: Vec<Action> = reaction_hq_choices(s, &sup).into_iter().map(|unit| Action::Hq { unit }).collect();
        a.push(Action::Done);
        ask(side, "eots.reaction_hq", vec![], "EotS 7.26", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Hq { unit } => {
                let sup = supply::compute(s);
                choose_reaction_hq(s, &sup, *unit);
                s.steps.pop();
            }
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
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
    reaction_candidates(s, sup, true)
}

/// 14.1C, 14.2A: the units the reaction HQ could activate but for Inter-Service Rivalry.
pub fn reaction_barred_by_rivalry(s: &State, sup: &supply::Supply) -> Vec<UnitId> {
    let o = off(s);
    let chosen: Vec<UnitId> = o.reaction.active.iter().map(|a| a.unit).collect();
    reaction_candidates(s, sup, false).into_iter().filter(|&u| !command::rivalry_allows(s, other(o.side), &chosen, u)).collect()
}

fn reaction_candidates(s: &State, sup: &supply::Supply, rivalry: bool) -> Vec<UnitId> {
    let o = off(s);
    let Some(hq) = o.reaction.hq else { return vec![] };
    if o.reaction.activations == 0 {
        return vec![];
    }
    let chosen: Vec<UnitId> = o.reaction.active.iter().map(|a| a.unit).collect();
    activation::activatable(s, sup, hq)
        .into_iter()
        .filter(|u| !chosen.contains(u))
        .filter(|&u| !rivalry || command::rivalry_allows(s, other(o.side), &chosen, u))
        .filter(|&u| special_rules::cve_may_react(s, u))
        .filter(|&u| moves::can_reach_a_battle(s, sup, u))
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

/// EotS 7.26: the reaction player activates units, one at a time, until done or out of activations.
impl Kind<State> for steps::ReactionActivate {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        let side = other(off(s).side);
        let sup = supply::compute(s);
        let mut a: Vec<Action> = reaction_activation_choices(s, &sup).into_iter().map(|unit| Action::Activate { unit }).collect();
        a.push(Action::Done);
        ask(side, "eots.activate", vec![Arg::Num(off(s).reaction.activations as i32)], "EotS 7.26", a)
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Activate { unit } => reaction_activate(s, *unit),
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}

// ---- 5.32B attack cards ----

/// EotS 7.2 step 9, 5.32B: the reaction player's attack cards, after the reaction moves.
impl Kind<State> for steps::AttackReactions {
    fn prompt(&self, s: &State) -> Option<Prompt<Action>> {
        reaction_window(s, Window::Attack, "eots.attack_reactions", "EotS 5.32B", vec![Action::Done])
    }

    fn apply(&self, s: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::React { card } => react(s, *card),
            Action::Done => {
                s.steps.pop();
            }
            _ => return refuse(self, action),
        }
        Ok(())
    }
}
