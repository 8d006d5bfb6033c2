//! Twilight Struggle (Deluxe), from the seed `002_f8591b282d3ccc23.txt`.
//! Rule code cites the seed's chapters as the digest tags them: `TS SET 2`, `TS OPS §1-2`, …
//! (shared/reference/twilight-struggle.md §0).

pub mod ai;
pub mod cards;
pub mod control;
pub mod coup;
pub mod data;
pub mod deck;
pub mod defcon;
pub mod events;
pub mod influence;
pub mod odds;
pub mod ops;
pub mod play;
pub mod position;
pub mod scoring;
pub mod setup;
pub mod space;
pub mod state;
pub mod text;
pub mod turn;
pub mod view;

use std::sync::Arc;

use crate::record::Header;
use crate::{Arg, Described, Game, GameMeta, Illegal, LogEntry, Outcome, Prompt, Seat, SetupError, Target, TargetKind};

use data::{CardId, CountryId, TsData};
use ops::CIVIL_WAR;
use state::{Choice, InfluenceMode, OpsKind, Player, State, Step, Use};

pub struct TwilightStruggle;

/// A card's key by number (`marshall_plan`).
pub fn card_key(d: &TsData, card: u16) -> Option<String> {
    d.cards.get(card as usize).filter(|_| card > 0).map(|c| c.key.clone())
}

/// An action: one choice from a prompt's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Place one influence point (setup, operations, or an event's placement).
    Place(CountryId),
    /// Remove influence (an event; cancelling the Cuban Missile Crisis).
    Remove(CountryId),
    Realign(CountryId),
    Coup(CountryId),
    /// A country an event asks for.
    Country(CountryId),
    /// A card: a headline, the card of an action round, or a card an event asks for.
    Card(CardId),
    /// Quagmire / Bear Trap: discard this card and roll.
    Discard(CardId),
    Use(Use),
    Choose(Choice),
    /// Stop: forfeit the remaining ops, decline, or pass with only the China Card.
    Done,
}


impl Game for TwilightStruggle {
    type State = State;
    type Action = Action;
    type View = view::TsView;
    type Data = TsData;

    fn meta() -> &'static GameMeta {
        &crate::games::catalog::TWILIGHT_STRUGGLE
    }

    fn builtin_data() -> Arc<TsData> {
        data::builtin()
    }

    fn builtin_files() -> Vec<(&'static str, &'static str)> {
        data::embedded_files().to_vec()
    }

    fn read_data(name: &str, files: &[(&str, &str)]) -> Result<TsData, crate::kit::table::Errors> {
        data::parse_pack(name, files)
    }

    fn data_ref(d: &TsData) -> crate::PackRef {
        crate::PackRef { name: d.name.clone(), hash: d.hash.clone() }
    }

    fn setup(header: &Header, pack: Arc<TsData>) -> Result<State, SetupError> {
        let options = setup::options(header)?;
        if !(1..=Self::meta().rules_version).contains(&header.rules) {
            return Err(SetupError(format!(
                "rules version {} of Twilight Struggle is not one this version knows (1–{})",
                header.rules, Self::meta().rules_version
            )));
        }
        match &header.position {
            Some(text) => position::parse(text, header.seed, options, header.rules, pack),
            None => Ok(setup::standard(header.seed, options, header.rules, pack)),
        }
    }

    fn prompt(state: &State) -> Prompt<Action> {
        if state.outcome.is_some() {
            return Prompt::over();
        }
        let Some(step) = state.steps.last() else { return Prompt::over() };
        let ask = |player: Player, id: &'static str, args: Vec<Arg>, rule: &'static str, actions: Vec<Action>| Prompt {
            seat: Some(player.seat()),
            id,
            args,
            rule,
            actions,
        };
        match step {
            &Step::SetupInfluence { player, left } => ask(
                player,
                "ts.setup_influence",
                vec![Arg::Seat(player.seat()), Arg::Num(left as i32)],
                if player == Player::Ussr { "TS SET 2" } else { "TS SET 3" },
                setup::setup_area(state, player).map(Action::Place).collect(),
            ),
            &Step::Headline { player } => ask(
                player,
                "ts.choose_headline",
                vec![Arg::Seat(player.seat())],
                "TS SEQ C",
                turn::headline_choices(state, player).into_iter().map(Action::Card).collect(),
            ),
            &Step::ChooseCard { player } => {
                let trapped = play::trapped(state, player) && (state.rules_at_least(2) || !play::trap_discards(state, player).is_empty());
                ask(
                    player,
                    if trapped { "ts.choose_card_trapped" } else { "ts.choose_card" },
                    vec![Arg::Seat(player.seat()), Arg::Num(state.action_round as i32), Arg::Num(state.turn as i32)],
                    if trapped { "TS PLAY §3" } else { "TS PLAY §1" },
                    play::card_actions(state, player),
                )
            }
            &Step::ChooseUse { player, card } => ask(
                player,
                "ts.choose_use",
                vec![Arg::Card(card as u16), Arg::Num(ops::card_ops(state, player, card) as i32)],
                "TS PLAY §1",
                play::use_options(state, player, card).into_iter().map(Action::Use).collect(),
            ),
            &Step::ChooseOrder { player, card, .. } => ask(
                player,
                "ts.choose_order",
                vec![Arg::Card(card as u16)],
                "TS PLAY §2",
                vec![Action::Choose(Choice::EventFirst), Action::Choose(Choice::OpsFirst)],
            ),
            &Step::PlaceOps { player, ops, asia_bonus, sea_bonus, spent, all_asia, all_sea, .. } => {
                let most = ops::budget(state, ops, asia_bonus, sea_bonus, all_asia, all_sea, first_sea_country(state));
                // The region a bonus point must go to: Asia for the China Card, Southeast Asia for Vietnam Revolts.
                let region = if asia_bonus > 0 { "ts.region.asia" } else { "ts.region.southeast_asia" };
                ask(
                    player,
                    "ts.place_ops",
                    vec![
                        Arg::Seat(player.seat()),
                        Arg::Num(ops.saturating_sub(spent) as i32),
                        Arg::Num(most.saturating_sub(spent) as i32),
                        Arg::Key(region.into()),
                    ],
                    "TS OPS §1",
                    play::place_ops_actions(state),
                )
            }
            &Step::RealignOps { player, ops, spent, .. } => ask(
                player,
                "ts.realign_ops",
                vec![Arg::Seat(player.seat()), Arg::Num(ops.saturating_sub(spent) as i32)],
                "TS OPS §2",
                play::realign_actions(state),
            ),
            &Step::CoupOps { player, ops, .. } => ask(
                player,
                "ts.coup_ops",
                vec![Arg::Seat(player.seat()), Arg::Num(ops as i32)],
                "TS OPS §3",
                play::coup_actions(state),
            ),
            Step::ChooseOps { player, card, raw, kinds, targets, free } => {
                let actions = kinds
                    .iter()
                    .copied()
                    .filter(|k| match k {
                        OpsKind::Realign => !ops::realign_targets(state, *player, targets, *free).is_empty(),
                        OpsKind::Coup => !ops::coup_targets(state, *player, targets, *free).is_empty(),
                        OpsKind::Space => space::may_attempt(state, *player, ops::modified(state, *player, *raw)),
                        OpsKind::Influence => true,
                    })
                    .map(|k| Action::Use(Use::Ops(k)))
                    .chain(std::iter::once(Action::Done))
                    .collect();
                ask(
                    *player,
                    "ts.choose_ops",
                    vec![Arg::Card(*card as u16), Arg::Num(ops::modified(state, *player, *raw) as i32)],
                    "TS EVT §4-3",
                    actions,
                )
            }
            &Step::LandedDiscard { player } => {
                ask(player, "ts.landed_discard", vec![Arg::Seat(player.seat())], "TS OPS §4-4", play::landed_actions(state, player))
            }
            Step::Influence { player, owner, card, mode, left, amount, .. } => ask(
                *player,
                match mode {
                    InfluenceMode::Add => "ts.event_add",
                    InfluenceMode::Remove => "ts.event_remove",
                    InfluenceMode::Wipe => "ts.event_wipe",
                },
                vec![Arg::Card(*card as u16), Arg::Num(*left as i32), Arg::Seat(owner.seat()), Arg::Num(*amount as i32)],
                "TS EVT §1",
                events::influence_actions(state),
            ),
            Step::ChooseCountry { player, card, allowed } => ask(
                *player,
                "ts.event_country",
                vec![Arg::Card(*card as u16)],
                "TS EVT §1",
                allowed.iter().map(|&c| Action::Country(c)).collect(),
            ),
            Step::ChooseOption { player, card, options } => ask(
                *player,
                "ts.event_option",
                vec![Arg::Card(*card as u16)],
                "TS EVT §1",
                options.iter().map(|&o| Action::Choose(o)).collect(),
            ),
            Step::ChooseCardFrom { player, card, cards, optional } => {
                let mut actions: Vec<Action> = cards.iter().map(|&c| Action::Card(c)).collect();
                if *optional {
                    actions.push(Action::Done);
                }
                ask(*player, "ts.event_card", vec![Arg::Card(*card as u16)], "TS EVT §1", actions)
            }
            // Automatic steps never face a player: `advance` runs them.
            _ => Prompt::over(),
        }
    }

    fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let prompt = Self::prompt(state);
        if prompt.seat != Some(seat) {
            return Err(Illegal(match prompt.seat {
                Some(s) => format!("it is the {} player's decision", Self::meta().seats[s as usize].to_uppercase()),
                None => crate::session::game_over(Self::meta(), state.outcome.clone()),
            }));
        }
        if !prompt.actions.contains(action) {
            return Err(Illegal(format!("'{}' is not legal now", Self::describe(state, action).notation)));
        }
        let step = state.steps.last().cloned().expect("a prompt with actions has a step");
        match (step, action) {
            (Step::SetupInfluence { player, left }, Action::Place(c)) => setup::place(state, player, left, *c),
            (Step::Headline { player }, Action::Card(c)) => {
                state.steps.pop();
                turn::choose_headline(state, player, *c);
            }
            (Step::ChooseCard { player }, Action::Remove(c)) => play::cancel_crisis(state, player, *c),
            (Step::ChooseCard { player }, Action::Card(c)) => {
                state.steps.pop();
                play::choose_card(state, player, *c);
            }
            (Step::ChooseCard { player }, Action::Discard(c)) => {
                state.steps.pop();
                play::trap_discard(state, player, *c);
            }
            (Step::ChooseCard { player }, Action::Done) => {
                state.steps.pop();
                play::pass(state, player);
            }
            (Step::ChooseUse { player, card }, Action::Use(u)) => {
                state.steps.pop();
                play::choose_use(state, player, card, *u);
            }
            (Step::ChooseOrder { player, card, kind }, Action::Choose(ch)) => {
                state.steps.pop();
                play::choose_order(state, player, card, kind, *ch);
            }
            (Step::PlaceOps { .. }, Action::Place(c)) => play::place_ops(state, *c),
            (Step::RealignOps { .. }, Action::Realign(c)) => play::realign_roll(state, *c),
            (Step::PlaceOps { player, .. } | Step::RealignOps { player, .. } | Step::CoupOps { player, .. } | Step::ChooseOps { player, .. }, Action::Done) => {
                state.steps.pop();
                state.log(Some(player), "ts.ops_done", vec![Arg::Seat(player.seat())]);
            }
            (Step::CoupOps { .. }, Action::Coup(c)) => play::coup_step(state, *c),
            (Step::ChooseOps { player, card, raw, targets, free, .. }, Action::Use(Use::Ops(kind))) => {
                state.steps.pop();
                state.steps.push(Step::Operations { player, card, raw, kind: *kind, targets, free, optional: true });
            }
            (Step::LandedDiscard { player }, Action::Card(c)) => {
                state.steps.pop();
                play::landed_discard(state, player, *c);
            }
            (Step::LandedDiscard { .. }, Action::Choose(Choice::Keep)) => {
                state.steps.pop();
            }
            (Step::Influence { .. }, Action::Place(c) | Action::Remove(c)) => events::influence_pick(state, *c),
            (Step::Influence { .. }, Action::Done) => {
                state.steps.pop();
            }
            (Step::ChooseCountry { player, card, .. }, Action::Country(c)) => {
                state.steps.pop();
                events::on_country(state, card, player, *c);
            }
            (Step::ChooseOption { player, card, .. }, Action::Choose(ch)) => {
                state.steps.pop();
                events::on_choice(state, card, player, *ch);
            }
            (Step::ChooseCardFrom { player, card, .. }, Action::Card(c)) => {
                state.steps.pop();
                events::on_card(state, card, player, Some(*c));
            }
            (Step::ChooseCardFrom { player, card, .. }, Action::Done) => {
                state.steps.pop();
                events::on_card(state, card, player, None);
            }
            (step, action) => unreachable!("{action:?} listed as legal for {step:?}"),
        }
        advance(state);
        Ok(())
    }

    fn view(state: &State, viewer: crate::Viewer) -> view::TsView {
        view::view(state, viewer)
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn describe(state: &State, action: &Action) -> Described {
        let country = |verb: &str, label: &str, c: CountryId| {
            let key = if c == CIVIL_WAR { "civil_war".to_string() } else { state.data().countries[c as usize].key.clone() };
            Described {
                notation: format!("{verb} {key}"),
                label: label.to_string(),
                args: vec![Arg::Space(key.clone())],
                target: Some(Target::new(TargetKind::Space, key)),
            }
        };
        let card = |verb: &str, label: &str, c: CardId| Described {
            notation: format!("{verb} {}", state.data().cards[c as usize].key),
            label: label.to_string(),
            args: vec![Arg::Card(c as u16)],
            target: Some(Target::new(TargetKind::Card, c.to_string())),
        };
        let plain = |notation: String, label: &str, args: Vec<Arg>| Described { notation, label: label.to_string(), args, target: None };
        match action {
            // Placing with operations: the point's cost (TS OPS §1-2) is the label's second argument.
            Action::Place(c) => {
                let mut d = country("place", "ts.place", *c);
                if let Some(Step::PlaceOps { player, .. }) = state.steps.last() {
                    if *c != CIVIL_WAR {
                        d.args.push(Arg::Num(influence::cost(state, *c, *player) as i32));
                    }
                }
                d
            }
            Action::Remove(c) => country("remove", "ts.a.remove", *c),
            Action::Realign(c) => country("realign", "ts.a.realign", *c),
            Action::Coup(c) => country("coup", "ts.a.coup", *c),
            Action::Country(c) => country("target", "ts.a.target", *c),
            Action::Card(c) => card("card", "ts.a.card", *c),
            Action::Discard(c) => card("discard", "ts.a.discard", *c),
            Action::Use(Use::Event) => plain("event".into(), "ts.a.event", vec![]),
            Action::Use(Use::Ops(k)) => {
                let name = match k {
                    OpsKind::Influence => "influence",
                    OpsKind::Realign => "realign",
                    OpsKind::Coup => "coup",
                    OpsKind::Space => "space",
                };
                plain(name.into(), &format!("ts.a.{name}_ops"), vec![])
            }
            Action::Choose(ch) => {
                let (notation, args) = choice_notation(*ch);
                let label = format!("ts.choice.{}", notation.split(' ').next().unwrap_or(""));
                plain(notation, &label, args)
            }
            Action::Done => plain("done".into(), "ts.a.done", vec![]),
        }
    }

    fn log(state: &State) -> Vec<LogEntry> {
        state.log.to_vec()
    }

    fn log_len(state: &State) -> usize {
        state.log.len()
    }

    fn turn(state: &State) -> Option<u32> {
        Some(state.turn as u32)
    }

    fn information(state: &State) -> u32 {
        state.chance.information
    }

    fn card_key(state: &State, card: u16) -> Option<String> {
        card_key(state.data(), card)
    }

    fn computer() -> Option<&'static dyn crate::ai::Computer> {
        Some(&crate::ai::Player::<TwilightStruggle>::NEW)
    }
    fn texts() -> crate::text::Catalog {
        text::TEXTS
    }

    fn rule_ref(lang: crate::text::Lang, tag: &str) -> String {
        text::rule_ref(lang, tag)
    }

    fn log_text(display: &dyn crate::text::Display, entries: &[LogEntry]) -> Vec<String> {
        text::log_text(display, entries)
    }

    fn message_key(id: &str, args: &[Arg]) -> Option<&'static str> {
        text::message_key(id, args)
    }

    fn card_name(d: &TsData, card: u16, lang: crate::text::Lang) -> Option<String> {
        d.cards.get(card as usize).filter(|_| card > 0).map(|c| lang.pick(&c.name_en, &c.name_ko).to_string())
    }

    fn space_name(d: &TsData, key: &str, lang: crate::text::Lang) -> Option<String> {
        if key == "civil_war" {
            return Some(lang.pick("Chinese Civil War", "중국 국공내전").to_string());
        }
        d.country(key).map(|c| {
            let c = &d.countries[c as usize];
            lang.pick(&c.name_en, &c.name_ko).to_string()
        })
    }

    fn view_json(state: &State, viewer: Option<Seat>) -> serde_json::Value {
        view::named_json(&view::view(state, crate::Viewer::from_seat(viewer)), state.data())
    }

    fn odds(state: &State, action: &Action) -> Option<crate::kit::odds::Odds> {
        odds::odds(state, action)
    }

    fn position(state: &State) -> Option<String> {
        Some(position::write(state))
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        deck::check_cards(state)?;
        let china_places = state.table.iter().filter(|&&c| c == cards::CHINA_CARD).count();
        if china_places > 1 || (china_places == 1 && state.china.holder.is_none()) {
            return Err("the China Card is in play twice or without a holder".into());
        }
        if state.china.holder.is_none() && state.civil_war.is_none() {
            return Err("nobody holds the China Card outside the Chinese Civil War".into());
        }
        if state.milops.iter().any(|&m| m > 5) {
            return Err(format!("military ops {:?} above 5", state.milops));
        }
        if state.space.iter().any(|&s| s > 8) {
            return Err(format!("space race {:?} beyond box 8", state.space));
        }
        if state.outcome.is_none() && state.steps.is_empty() {
            return Err("no pending step while the game runs".into());
        }
        if !(1..=5).contains(&state.defcon) {
            return Err(format!("DEFCON {} outside 1–5", state.defcon));
        }
        if state.outcome.is_none() && !(-20..=20).contains(&state.vp) {
            return Err(format!("VP {} outside −20…20 while the game runs", state.vp));
        }
        if state.influence.len() != state.data().countries.len() {
            return Err("influence table has the wrong number of countries".into());
        }
        Ok(())
    }
}

/// A Southeast Asian country, used to show the largest budget a placement could reach.
fn first_sea_country(state: &State) -> CountryId {
    state.data().countries.iter().find(|c| c.southeast_asia).map(|c| c.id).unwrap_or(0)
}

fn choice_notation(ch: Choice) -> (String, Vec<Arg>) {
    let s = |t: &str| (t.to_string(), vec![]);
    match ch {
        Choice::EventFirst => s("event-first"),
        Choice::OpsFirst => s("ops-first"),
        Choice::Participate => s("participate"),
        Choice::Boycott => s("boycott"),
        Choice::RemoveUs => s("remove-us"),
        Choice::AddUssr => s("add-ussr"),
        Choice::Defcon(n) => (format!("defcon {n}"), vec![Arg::Num(n as i32)]),
        Choice::DefconUp => s("defcon-up"),
        Choice::DefconDown => s("defcon-down"),
        Choice::DefconStay => s("defcon-stay"),
        Choice::Region(r) => (format!("region {}", r.key()), vec![Arg::Key(format!("ts.region.{}", r.key()))]),
        Choice::Play => s("play"),
        Choice::Return => s("return"),
        Choice::EndGame => s("end-game"),
        Choice::Continue => s("continue"),
        Choice::SouthAfricaOnly => s("south-africa-only"),
        Choice::SouthAfricaAndNeighbours => s("south-africa-and-neighbours"),
        Choice::Refuse => s("refuse"),
        Choice::Keep => s("keep"),
    }
}

/// Whether a step runs without a decision.
fn automatic(step: &Step) -> bool {
    matches!(
        step,
        Step::StartTurn
            | Step::RevealHeadlines
            | Step::HeadlineEvent { .. }
            | Step::EndHeadline
            | Step::ActionRound
            | Step::EndRound { .. }
            | Step::Event { .. }
            | Step::Operations { .. }
            | Step::Finish { .. }
            | Step::EndTurn
            | Step::TurnChecks
            | Step::Resume { .. }
            | Step::EventDone { .. }
    )
}

/// Whether a decision has done its work: operations with no point left to place or roll to make, a coup
/// with no target, an event's picks with nothing left to pick, a choice among nothing. Any other
/// decision always offers a choice; if one does not, the driver reports it (kit::steps).
fn finished(state: &State, step: &Step) -> bool {
    match step {
        Step::PlaceOps { .. }
        | Step::RealignOps { .. }
        | Step::CoupOps { .. }
        | Step::Influence { .. }
        | Step::ChooseCountry { .. }
        | Step::ChooseCardFrom { .. } => TwilightStruggle::prompt(state).actions.is_empty(),
        _ => false,
    }
}

impl crate::kit::steps::machine::StepMachine for State {
    fn top(&self) -> crate::kit::steps::machine::Top {
        use crate::kit::steps::machine::Top;
        match self.steps.last() {
            _ if self.outcome.is_some() => Top::Idle,
            None => Top::Idle,
            Some(step) if automatic(step) => Top::Automatic,
            Some(step) if finished(self, step) => Top::Finished,
            Some(_) => Top::Decision,
        }
    }

    fn run_automatic(&mut self) {
        let state = self;
        let Some(step) = state.steps.pop() else { return };
        match step {
            Step::StartTurn => turn::start_turn(state),
            Step::RevealHeadlines => turn::reveal_headlines(state),
            Step::HeadlineEvent { player, card } => turn::headline_event(state, player, card),
            Step::EndHeadline => turn::end_headline(state),
            Step::ActionRound => turn::action_round(state),
            Step::EndRound { player } => turn::end_round(state, player),
            Step::Event { card, owner } => play::event(state, card, owner),
            Step::Operations { player, card, raw, kind, targets, free, optional } => {
                play::start_operations(state, player, card, raw, kind, targets, free, optional)
            }
            Step::Finish { player, card } => play::finish(state, player, card),
            Step::EndTurn => turn::end_turn(state),
            Step::TurnChecks => turn::turn_checks(state),
            Step::Resume { player, card, part } => events::resume(state, card, player, part),
            Step::EventDone { card, before } => play::event_done(state, card, before),
            other => unreachable!("{other:?} is not automatic"),
        }
    }

    fn finish_decision(&mut self) {
        self.steps.pop();
    }

    fn has_choices(&self) -> bool {
        !TwilightStruggle::prompt(self).actions.is_empty()
    }

    fn describe_top(&self) -> String {
        format!("{:?}", self.steps.last())
    }
}

/// Runs automatic steps and removes finished decisions until a player has a decision to make or the game
/// is over (kit::steps). A decision that offers nothing is left on top — the prompt then has no action,
/// which the fuzzer reports as a dead end — rather than skipped.
pub fn advance(state: &mut State) {
    let _ = crate::kit::steps::machine::settle(state, 100_000);
}
