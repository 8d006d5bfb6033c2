//! The step machine: what the top step asks (the prompt and its legal actions), what an action does, and
//! the automatic steps run in between until a player must decide.

use super::actions::{Action, OcUse};
use super::battle;
use super::data::{CardType, Side};
use super::events::{self, steps};
use super::offensive::disengage;
use super::offensive::movement::moves;
use super::offensive::{self, off};
use super::scenario::opening;
use super::state::steps::Step;
use super::state::{other, seat_of, side_of, CardNo, Play, State};
use super::strategic::phases;
use super::supply;
use super::turn::cards;
use super::turn::{self, oc_uses};
use crate::{Arg, Illegal, Prompt, Seat};

/// A prompt for `side` with its actions.
fn ask(side: Side, id: &'static str, args: Vec<Arg>, rule: &'static str, actions: Vec<Action>) -> Prompt<Action> {
    Prompt { seat: Some(seat_of(side)), id, args, rule, actions }
}

/// The decision the state waits for.
pub fn prompt(s: &State) -> Prompt<Action> {
    if s.outcome.is_some() {
        return Prompt::over();
    }
    let Some(step) = s.steps.last() else { return Prompt::over() };
    // Supply is computed only for the steps that look at it (on the main map it is most of the work).
    let cell = std::cell::OnceCell::new();
    let sup = || cell.get_or_init(|| supply::compute(s));
    match step {
        // 17.11, 17.25D: Arcadia Conference before the first Japanese card.
        Step::Initiative if opening::arcadia_window(s) => {
            ask(Side::Allied, "eots.arcadia_play", vec![], "EotS 17.25D", vec![Action::Ec { card: opening::ARCADIA }, Action::Done])
        }
        Step::Initiative => match turn::may_seize(s) {
            Some(side) => ask(side, "eots.initiative", vec![], "EotS 7.29A", vec![Action::Future { play: Play::Ec }, Action::Done]),
            None => Prompt::over(),
        },
        Step::Round { side } => match opening::december_play(s, *side) {
            Some(cards) => {
                let a = cards.into_iter().map(|card| Action::Ec { card }).collect();
                ask(*side, "eots.december_round", vec![], "EotS 17.11", a)
            }
            None => ask(*side, "eots.round", vec![], "EotS 4.22", round_actions(s, *side)),
        },
        Step::FreeNavalMove { moved } => {
            let mut a: Vec<Action> = vec![];
            for (unit, places) in opening::free_naval_moves(s, sup(), moved) {
                a.extend(places.into_iter().map(|hex| Action::Place { unit, hex }));
            }
            a.push(Action::Done);
            let rule = if opening::december_1941(s) { "EotS 17.11" } else { "EotS 17.25C" };
            ask(Side::Allied, "eots.free_naval_move", vec![], rule, a)
        }
        Step::Arcadia => {
            let a = vec![Action::Take { card: opening::ARCADIA }, Action::Done];
            ask(Side::Allied, "eots.arcadia_take", vec![], "EotS 17.25D", a)
        }
        Step::Kondo => {
            let mut a: Vec<Action> = opening::kondo_trades(s).into_iter().map(|card| Action::Discard { card }).collect();
            a.push(Action::Done);
            ask(Side::Japanese, "eots.kondo", vec![], "EotS 17.25E", a)
        }
        Step::ChooseHq => {
            let side = off(s).side;
            let mut a: Vec<Action> = offensive::hq_choices(s, sup()).into_iter().map(|unit| Action::Hq { unit }).collect();
            a.push(Action::Done);
            ask(side, "eots.choose_hq", vec![super::text::card_arg(s, side, off(s).card)], "EotS 7.21", a)
        }
        Step::Activate => {
            let o = off(s);
            let mut a: Vec<Action> = offensive::activation_choices(s, sup()).into_iter().map(|unit| Action::Activate { unit }).collect();
            a.push(Action::Done);
            ask(o.side, "eots.activate", vec![Arg::Num(o.activations as i32)], "EotS 7.21", a)
        }
        Step::Move { selected } => {
            let side = off(s).side;
            ask(side, "eots.move", vec![Arg::Num(selected.len() as i32)], "EotS 7.22", moves::actions(s, sup(), side, selected, moves::Phase::Offensive))
        }
        Step::Disengage { hex, from } => {
            let side = other(off(s).side);
            let mut a: Vec<Action> = disengage::choices(s, *hex, *from).into_iter().map(|(unit, hex)| Action::Disengage { unit, hex }).collect();
            a.push(Action::Done);
            ask(side, "eots.disengage", vec![Arg::Hex(hex.id())], "EotS 8.43", a)
        }
        Step::Declare => {
            let side = off(s).side;
            let mut a: Vec<Action> = offensive::optional_battles(s).into_iter().map(|hex| Action::Declare { hex }).collect();
            a.push(Action::Done);
            ask(side, "eots.declare", vec![], "EotS 7.24", a)
        }
        Step::Assign { unit } => {
            let side = s.side_of_unit(*unit);
            ask(side, "eots.assign", vec![super::text::unit_arg(s, *unit)], "EotS 7.24", moves::assign_actions(s, *unit))
        }
        Step::Weather => reaction_window(s, events::Window::Weather, "eots.weather_window", "EotS 5.32D", vec![Action::Done]),
        Step::SpecialReaction => {
            let side = other(off(s).side);
            let mut a: Vec<Action> = offensive::special_reaction_hexes(s, sup()).into_iter().map(|hex| Action::RollAt { hex }).collect();
            // 17.11 (L1853, L2966): the reaction an event allows (IAI's Force Z).
            a.extend(moves::event_reactions(s, sup()).into_iter().map(|(unit, hex)| Action::Place { unit, hex }));
            a.push(Action::Done);
            if events::conditions::reaction_limited(s) {
                ask(side, "eots.event_reaction", vec![], "EotS 17.11", a)
            } else {
                ask(side, "eots.special_reaction", vec![], "EotS 7.27", a)
            }
        }
        Step::Intelligence => {
            let mut extra = vec![];
            if offensive::may_roll_intel(s) {
                extra.push(Action::Roll);
            }
            extra.push(Action::Done);
            reaction_window(s, events::Window::Intelligence, "eots.intelligence", "EotS 7.25", extra)
        }
        Step::ReactionHq => {
            let side = other(off(s).side);
            let mut a: Vec<Action> = offensive::reaction_hq_choices(s, sup()).into_iter().map(|unit| Action::Hq { unit }).collect();
            a.push(Action::Done);
            ask(side, "eots.reaction_hq", vec![], "EotS 7.26", a)
        }
        Step::ReactionActivate => {
            let side = other(off(s).side);
            let mut a: Vec<Action> = offensive::reaction_activation_choices(s, sup()).into_iter().map(|unit| Action::Activate { unit }).collect();
            a.push(Action::Done);
            ask(side, "eots.activate", vec![Arg::Num(off(s).reaction.activations as i32)], "EotS 7.26", a)
        }
        Step::ReactionMove { selected } => {
            let side = other(off(s).side);
            ask(side, "eots.reaction_move", vec![], "EotS 7.26", moves::actions(s, sup(), side, selected, moves::Phase::Reaction))
        }
        Step::AttackReactions => reaction_window(s, events::Window::Attack, "eots.attack_reactions", "EotS 5.32B", vec![Action::Done]),
        Step::Battles => {
            let side = off(s).side;
            let a: Vec<Action> = battle::unresolved(s).into_iter().map(|hex| Action::Resolve { hex }).collect();
            ask(side, "eots.battles", vec![], "EotS 7.28", a)
        }
        Step::AllocateHits { hex, side, hits, critical, ground } => {
            let mut a: Vec<Action> = vec![];
            for (i, t) in battle::targets(s, *side, *hits, *critical, *ground).into_iter().enumerate() {
                match battle::target_unit(t) {
                    Some(unit) => a.push(Action::Hit { unit }),
                    None => a.push(Action::Choose { index: i as u8 }),
                }
            }
            a.push(Action::AutoAllocate);
            ask(*side, "eots.allocate", vec![Arg::Hex(hex.id()), Arg::Num(*hits as i32)], "EotS 9.2F", a)
        }
        Step::CarrierTransfer { hex } => {
            let mut a: Vec<Action> = battle::transfers(s).into_iter().map(|(from, to)| Action::Transfer { from, to }).collect();
            a.push(Action::Done);
            ask(Side::Japanese, "eots.carrier_transfer", vec![Arg::Hex(hex.id())], "EotS 9.2F7", a)
        }
        Step::Retreat { hex, unit } => {
            let side = off(s).side;
            let a: Vec<Action> = battle::retreat_hexes(s, *unit).into_iter().map(|h| Action::RetreatTo { unit: *unit, hex: h }).collect();
            ask(side, "eots.retreat", vec![super::text::unit_arg(s, *unit), Arg::Hex(hex.id())], "EotS 9.5", a)
        }
        Step::PostBattle { side, selected } => {
            ask(*side, "eots.post_battle", vec![], "EotS 9.6", moves::actions(s, sup(), *side, selected, moves::Phase::PostBattle))
        }
        Step::Emergency { side, unit } => {
            let a: Vec<Action> = moves::emergency_places(s, sup(), *unit).into_iter().map(|hex| Action::Place { unit: *unit, hex }).collect();
            ask(*side, "eots.emergency", vec![super::text::unit_arg(s, *unit)], "EotS 8.22", a)
        }
        Step::Overstack { side, hex } => {
            let a: Vec<Action> = moves::overstack_removals(s, *side, *hex).into_iter().map(|unit| Action::Remove { unit }).collect();
            ask(*side, "eots.overstack", vec![Arg::Hex(hex.id())], "EotS 8.34", a)
        }
        Step::Event { side, card, stage } => {
            let (who, args, choices) = steps::prompt(s, *side, *card, *stage);
            let a: Vec<Action> = (0..choices).map(|i| Action::Choose { index: i as u8 }).collect();
            ask(who, "eots.event_choice", args, "EotS 5.3", a)
        }
        Step::Reinforcements { side } => ask(*side, "eots.reinforcements", vec![], "EotS 10.1", phases::reinforcement_actions(s, sup(), *side)),
        Step::Replacements { side } => ask(*side, "eots.replacements", vec![], "EotS 11.0", phases::replacement_actions(s, sup(), *side)),
        // Every other step is automatic: `advance` runs it.
        _ => Prompt::over(),
    }
}

/// The reaction player's cards for a window, then `extra`.
fn reaction_window(s: &State, w: events::Window, id: &'static str, rule: &'static str, extra: Vec<Action>) -> Prompt<Action> {
    let side = other(off(s).side);
    let mut a: Vec<Action> = offensive::reaction_cards(s, w).into_iter().map(|card| Action::React { card }).collect();
    a.extend(extra);
    ask(side, id, vec![], rule, a)
}

/// A round's choices (4.22): each card for its operations or its event, the Future Offensive, a discard,
/// a pass.
fn round_actions(s: &State, side: Side) -> Vec<Action> {
    let mut a = vec![];
    let c = s.cards(side);
    let special = |card: CardNo| cards::card(s, side, card).special.is_some();
    let oc = oc_uses::OcOptions::of(s, side);
    for &card in &c.hand {
        for with in oc.uses(s, side, card) {
            a.push(Action::Oc { card, with });
        }
        if cards::card(s, side, card).kind != CardType::Reaction && events::can_play_event(s, side, card) {
            a.push(Action::Ec { card });
        }
    }
    if let Some(card) = turn::future_playable(s, side) {
        // 7.29B: never the last card of the phase.
        let last = c.hand.is_empty() && c.passes == 0 && !turn::has_play(s, other(side));
        if !last {
            a.push(Action::Future { play: Play::Oc });
            if events::can_play_event(s, side, card) && cards::card(s, side, card).kind == CardType::Military {
                a.push(Action::Future { play: Play::Ec });
            }
        }
    }
    if c.future.is_none() && !c.future_set_this_turn {
        for &card in &c.hand {
            if !special(card) {
                a.push(Action::SetFuture { card });
            }
        }
    }
    for &card in &c.hand {
        if !special(card) {
            a.push(Action::Discard { card });
        }
    }
    if c.passes > 0 {
        a.push(Action::Pass);
    }
    a
}

/// Applies an action from the current prompt (the caller checked it is legal).
pub fn apply(s: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
    let side = side_of(seat);
    let step = s.steps.last().cloned().ok_or_else(|| Illegal("the game is over".into()))?;
    // Supply only for the steps whose answer needs it.
    let needs = matches!(
        step,
        Step::ChooseHq | Step::Move { .. } | Step::ReactionMove { .. } | Step::PostBattle { .. } | Step::ReactionHq | Step::Overstack { .. } | Step::Reinforcements { .. } | Step::Replacements { .. }
    );
    let computed = needs.then(|| supply::compute(s));
    let sup = || computed.as_ref().expect("supply computed for this step");
    match (step, action) {
        (Step::Initiative, Action::Ec { card }) => {
            // 17.11, 17.25D: Arcadia Conference before the Japanese open; then their round.
            s.steps.pop();
            play_ec(s, side, *card, false);
        }
        (Step::FreeNavalMove { moved }, Action::Place { unit, hex }) => {
            s.steps.pop();
            opening::free_naval_move(s, &moved, *unit, *hex);
        }
        (Step::Arcadia, Action::Take { .. }) => {
            s.steps.pop();
            opening::take_arcadia(s);
        }
        (Step::Kondo, Action::Discard { card }) => {
            s.steps.pop();
            opening::trade_for_kondo(s, *card);
        }
        (Step::FreeNavalMove { .. } | Step::Arcadia | Step::Kondo, Action::Done) => {
            s.steps.pop();
        }
        (Step::Initiative, Action::Future { play }) => {
            s.steps.pop();
            play_future(s, side, *play);
        }
        (Step::Initiative, Action::Done) => {
            s.steps.pop();
            let first = turn::first_player(s);
            s.steps.push(Step::Round { side: first });
        }
        (Step::Round { .. }, _) => {
            s.steps.pop();
            s.phasing = side;
            round(s, side, action);
        }
        (Step::ChooseHq, Action::Hq { unit }) => {
            offensive::choose_hq(s, sup(), *unit);
            s.steps.pop();
        }
        (Step::ChooseHq, Action::Done) => {
            // No HQ: nothing is activated; the card is spent (7.21).
            s.steps.pop();
        }
        (Step::Activate, Action::Activate { unit }) => offensive::activate(s, *unit),
        (Step::Activate | Step::ReactionActivate, Action::Done) => {
            s.steps.pop();
        }
        (Step::Move { selected }, _) => moves::apply(s, sup(), side, &selected, action, moves::Phase::Offensive),
        (Step::ReactionMove { selected }, _) => moves::apply(s, sup(), side, &selected, action, moves::Phase::Reaction),
        (Step::PostBattle { selected, .. }, _) => moves::apply(s, sup(), side, &selected, action, moves::Phase::PostBattle),
        (Step::Disengage { hex, from }, Action::Disengage { unit, hex: to }) => {
            disengage::disengage(s, hex, *unit, *to);
            if disengage::choices(s, hex, from).is_empty() {
                s.steps.pop();
            }
        }
        (Step::Disengage { .. }, Action::Done) => {
            s.steps.pop();
        }
        (Step::Declare, Action::Declare { hex }) => offensive::declare(s, *hex),
        (Step::Declare, Action::Done) => {
            s.steps.pop();
            moves::push_assignments(s);
        }
        (Step::Assign { .. }, _) => moves::apply_assign(s, action),
        (Step::Weather | Step::Intelligence | Step::AttackReactions, Action::React { card }) => {
            let weather = matches!(s.steps.last(), Some(Step::Weather));
            offensive::react(s, *card);
            if weather && steps::is_weather(s, side, *card) {
                offensive::cancel(s);
            }
        }
        (Step::Weather | Step::SpecialReaction | Step::Intelligence | Step::AttackReactions | Step::ReactionHq, Action::Done) => {
            s.steps.pop();
        }
        (Step::SpecialReaction, Action::RollAt { hex }) => offensive::roll_special(s, *hex),
        (Step::SpecialReaction, Action::Place { unit, hex }) => events::conditions::react_into(s, *unit, *hex),
        (Step::Intelligence, Action::Roll) => {
            offensive::roll_intel(s);
        }
        (Step::ReactionHq, Action::Hq { unit }) => {
            offensive::choose_reaction_hq(s, sup(), *unit);
            s.steps.pop();
        }
        (Step::ReactionActivate, Action::Activate { unit }) => offensive::reaction_activate(s, *unit),
        (Step::Battles, Action::Resolve { hex }) => battle::start(s, *hex),
        (Step::AllocateHits { hex, side: firing, hits, critical, ground }, a) => {
            s.steps.pop();
            match a {
                Action::AutoAllocate => battle::auto(s, firing, hits, critical, ground),
                Action::Hit { unit } => continue_allocation(s, hex, firing, super::battle::Target::Unit(*unit), hits, critical, ground),
                Action::Choose { index } => {
                    let t = battle::targets(s, firing, hits, critical, ground)[*index as usize];
                    continue_allocation(s, hex, firing, t, hits, critical, ground);
                }
                _ => return Err(Illegal("not a hit".into())),
            }
        }
        (Step::CarrierTransfer { .. }, Action::Transfer { from, to }) => {
            s.steps.pop();
            battle::transfer(s, *from, *to);
        }
        (Step::CarrierTransfer { .. }, Action::Done) => {
            s.steps.pop();
            battle::no_transfer(s);
        }
        (Step::Retreat { unit, .. }, Action::RetreatTo { hex, .. }) => {
            s.steps.pop();
            battle::retreat_to(s, unit, Some(*hex));
        }
        (Step::Emergency { unit, .. }, Action::Place { hex, .. }) => {
            s.steps.pop();
            moves::place_emergency(s, unit, *hex);
        }
        (Step::Overstack { .. }, Action::Remove { unit }) => {
            s.steps.pop();
            moves::remove_overstacked(s, sup(), *unit);
        }
        (Step::Event { side: ev_side, card, stage }, Action::Choose { index }) => {
            s.steps.pop();
            steps::choose(s, ev_side, card, stage, *index as usize);
        }
        (Step::Reinforcements { .. }, a) => phases::apply_reinforcement(s, sup(), side, a),
        (Step::Replacements { .. }, a) => phases::apply_replacement(s, sup(), side, a),
        (step, a) => return Err(Illegal(format!("{a:?} does not answer {step:?}"))),
    }
    advance(s);
    Ok(())
}

/// Gives hits to one target and asks for the rest (or loses them when nothing can take them).
fn continue_allocation(s: &mut State, hex: crate::kit::hex::Hex, firing: Side, t: super::battle::Target, hits: u32, critical: bool, ground: bool) {
    let left = battle::hit(s, firing, t, hits, critical, ground);
    if left > 0 && !battle::targets(s, firing, left, critical, ground).is_empty() {
        s.steps.push(Step::AllocateHits { hex, side: firing, hits: left, critical, ground });
    } else if left > 0 {
        battle::lose_rest(s, firing, left);
    }
}

/// A round's play (4.22).
fn round(s: &mut State, side: Side, action: &Action) {
    match action {
        Action::Pass => {
            turn::pass(s, side);
            turn::next_round(s, side);
        }
        Action::Discard { card } => {
            turn::discard(s, side, *card);
            turn::next_round(s, side);
        }
        Action::SetFuture { card } => {
            turn::set_future(s, side, *card);
            turn::next_round(s, side);
        }
        Action::Future { play } => play_future(s, side, *play),
        Action::Oc { card, with } => play_oc(s, side, *card, *with, false),
        Action::Ec { card } => play_ec(s, side, *card, false),
        _ => {}
    }
}

fn play_future(s: &mut State, side: Side, play: Play) {
    let (card, _) = s.cards(side).future.expect("a Future Offensive");
    s.log.push(crate::LogEntry::new(Some(seat_of(side)), "eots.future_played", vec![super::text::card_arg(s, side, card)]));
    match play {
        Play::Oc => play_oc(s, side, card, OcUse::Offensive, true),
        Play::Ec => play_ec(s, side, card, true),
    }
}

fn play_oc(s: &mut State, side: Side, card: CardNo, with: OcUse, from_future: bool) {
    s.log.push(crate::LogEntry::new(Some(seat_of(side)), "eots.play_oc", vec![super::text::card_arg(s, side, card)]));
    match with {
        OcUse::Offensive => offensive::begin(s, side, card, Play::Oc, from_future),
        other_use => {
            cards::finish_card(s, side, card, false);
            oc_uses::apply(s, side, card, other_use);
            turn::after_play(s, side, true);
        }
    }
}

fn play_ec(s: &mut State, side: Side, card: CardNo, from_future: bool) {
    s.log.push(crate::LogEntry::new(Some(seat_of(side)), "eots.play_ec", vec![super::text::card_arg(s, side, card)]));
    // 5.31A: a military event launches an offensive when it names HQs, or needs none (Operation Z, 17.11).
    let no_hq = super::events::activation(s, side, card).is_some_and(|a| a.no_hq);
    if cards::card(s, side, card).kind == CardType::Military && (!cards::card(s, side, card).hq.is_empty() || no_hq) {
        offensive::begin(s, side, card, Play::Ec, from_future);
        steps::before_movement(s, side, card);
    } else {
        let remove = cards::card(s, side, card).remove;
        cards::finish_card(s, side, card, remove);
        // After the play's end, then the event's own choices on top.
        s.steps.push(Step::AfterPlay { side, oc: false });
        steps::immediate(s, side, card);
    }
}

/// Runs automatic steps until one needs a player (or the game ends).
pub fn advance(s: &mut State) {
    for _ in 0..100_000 {
        if s.outcome.is_some() {
            s.steps.clear();
            return;
        }
        let Some(step) = s.steps.last().cloned() else { return };
        match step {
            Step::TurnStart => {
                s.steps.pop();
                turn::turn_start(s);
                super::strategic::delays::segment(s);
                phases::replacement_points(s);
            }
            Step::StrategicWarfare => {
                s.steps.pop();
                phases::strategic_warfare(s);
            }
            Step::Deal => {
                s.steps.pop();
                turn::deal(s);
            }
            Step::Initiative => {
                if turn::may_seize(s).is_some() || opening::arcadia_window(s) {
                    return;
                }
                s.steps.pop();
                let first = turn::first_player(s);
                if turn::has_play(s, first) || turn::has_play(s, other(first)) {
                    s.steps.push(Step::Round { side: if turn::has_play(s, first) { first } else { other(first) } });
                }
            }
            Step::Battle { hex, stage } => {
                s.steps.pop();
                battle::run(s, hex, stage);
            }
            Step::OffensiveEnd => {
                s.steps.pop();
                offensive::end(s);
            }
            Step::AfterPlay { side, oc } => {
                s.steps.pop();
                turn::after_play(s, side, oc);
            }
            Step::NationalStatus => {
                s.steps.pop();
                phases::national_status(s);
            }
            Step::PoliticalWill => {
                s.steps.pop();
                phases::political_will(s);
            }
            Step::Attrition => {
                s.steps.pop();
                phases::attrition(s);
            }
            Step::EndOfTurn => {
                s.steps.pop();
                turn::end_of_turn(s);
            }
            _ => {
                let p = prompt(s);
                if p.actions.is_empty() {
                    // A decision with nothing to choose ends itself.
                    skip_empty(s);
                    continue;
                }
                if p.actions.len() == 1 && auto_single(&p.actions[0]) {
                    let seat = p.seat.expect("a decision has a seat");
                    let a = p.actions[0].clone();
                    let _ = apply_inner(s, seat, &a);
                    continue;
                }
                return;
            }
        }
    }
    panic!("Empire of the Sun: automatic steps did not settle");
}

/// A lone "done" needs no player (nothing else could be chosen).
fn auto_single(a: &Action) -> bool {
    matches!(a, Action::Done)
}

fn apply_inner(s: &mut State, seat: Seat, a: &Action) -> Result<(), Illegal> {
    // `apply` advances again; the loop in `advance` is re-entered, which is fine (it only returns when a
    // decision waits).
    apply(s, seat, a)
}

/// A decision step whose list came out empty: it is over (the rules leave nothing to decide).
fn skip_empty(s: &mut State) {
    match s.steps.pop() {
        Some(Step::Round { side }) => turn::next_round(s, side),
        Some(Step::Retreat { unit, .. }) => battle::retreat_to(s, unit, None),
        Some(Step::Emergency { unit, .. }) => moves::eliminate(s, unit),
        // 6.5: the battles are over; the landings take their hexes before the post-battle movement.
        Some(Step::Battles) => offensive::landings_take_hexes(s),
        Some(_) | None => {}
    }
}
