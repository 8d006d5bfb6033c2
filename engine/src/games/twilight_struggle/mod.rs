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
pub mod notation;
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

use crate::kit::steps;
use crate::record::Header;
use crate::{Arg, Described, Game, GameMeta, Illegal, LogEntry, Outcome, Prompt, Seat, SetupError, Target, TargetKind};

use data::{CardId, CountryId, TsData};
use ops::CIVIL_WAR;
use state::{Choice, OpsKind, State, Step, Use};

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

    /// The decision of the step on top (kit::steps): each kind of step asks and answers in its rule
    /// file, and `state::Step`'s `Stack::kind` lists them.
    fn prompt(state: &State) -> Prompt<Action> {
        steps::prompt(state)
    }

    fn apply_legal(state: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        steps::apply(state, seat, action, SETTLE_LIMIT)
    }

    fn apply_legal_then_prompt(state: &mut State, seat: Seat, action: &Action) -> Result<Option<Prompt<Action>>, Illegal> {
        steps::apply_then_prompt(state, seat, action, SETTLE_LIMIT).map(Some)
    }

    fn view(state: &State, viewer: crate::Viewer) -> view::TsView {
        view::view(state, viewer)
    }

    /// The opponent's hand, its face-down headline and the draw pile dealt again from the same cards
    /// (the computer player's sampler, which keeps what the log shows to be in that hand), and new dice.
    fn redraw_secrets(state: &State, seat: Seat, seed: u64) -> Option<State> {
        let mut rng = crate::Rng::new(seed);
        Some(ai::sampler::determinize(state, &ai::sampler::knowledge(state, seat), &mut rng))
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
                if let Some(Step::PlaceOps(ops::PlaceOps { player, .. })) = state.steps.last() {
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
            Action::Done => match state.steps.last() {
                // TS OPS §4-4, #86: declining the optional eighth round says so on its button.
                Some(Step::ChooseCard(c)) if play::eighth_round_optional(state, c.player) => plain("done".into(), "ts.a.skip_eighth", vec![]),
                _ => plain("done".into(), "ts.a.done", vec![]),
            },
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

    fn read_notation(state: &State, wanted: &str, legal: &[&str]) -> Option<Result<String, String>> {
        notation::read(state, wanted, legal)
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

/// At most this many automatic steps between two decisions (kit::steps: more is a loop).
const SETTLE_LIMIT: usize = 100_000;

/// Runs automatic steps and removes finished decisions until a player has a decision to make or the game
/// is over (kit::steps), after a position is set up or a look-ahead changed the stack. A decision that
/// offers nothing is left on top — the prompt then has no action, which the fuzzer reports as a dead end
/// — rather than skipped.
pub fn advance(state: &mut State) {
    let _ = steps::settle(state, SETTLE_LIMIT);
}
