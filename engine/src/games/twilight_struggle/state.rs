//! The plain state of a game of Twilight Struggle: one serialisable value, including the stack of
//! pending steps, the RNG and the log.

use serde::{Deserialize, Serialize};

use std::sync::Arc;

use super::data::{CardId, CountryId, Region, TsData};
use super::{coup, events, ops, play, setup, space, turn, Action};
use crate::kit::chance::Chance;
use crate::kit::steps::{self, Stack};
use crate::{Arg, Illegal, Log, LogEntry, Outcome, Prompt, Seat};

/// A player. Seat 0 is the USSR (it places first and moves first in every action round), seat 1 the US.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Player {
    Ussr,
    Us,
}

impl Player {
    pub const BOTH: [Player; 2] = [Player::Ussr, Player::Us];

    pub fn seat(self) -> Seat {
        self.idx() as Seat
    }
    pub fn idx(self) -> usize {
        match self {
            Player::Ussr => 0,
            Player::Us => 1,
        }
    }
    pub fn from_seat(seat: Seat) -> Player {
        if seat == 0 {
            Player::Ussr
        } else {
            Player::Us
        }
    }
    pub fn opponent(self) -> Player {
        match self {
            Player::Ussr => Player::Us,
            Player::Us => Player::Ussr,
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Player::Ussr => "ussr",
            Player::Us => "us",
        }
    }
    pub fn parse(s: &str) -> Option<Player> {
        match s.to_ascii_lowercase().as_str() {
            "ussr" | "soviet" | "su" => Some(Player::Ussr),
            "us" | "usa" => Some(Player::Us),
            _ => None,
        }
    }
}

/// The options of the new-game form.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    /// Deluxe optional cards #104–110 shuffled into their war periods.
    pub optional_cards: bool,
    /// The Chinese Civil War variant (TS CCW).
    pub chinese_civil_war: bool,
    /// The seed's tournament rules (TS TRN).
    pub tournament: bool,
}

/// The China Card (TS CHN): who holds it, and whether it may be played now. Nobody holds it while
/// the Chinese Civil War is unresolved (TS CCW §2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct China {
    pub holder: Option<Player>,
    pub face_up: bool,
}

/// How a card's operations are used (TS OPS §0: all of them go to exactly one of these).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum OpsKind {
    Influence,
    Realign,
    Coup,
    Space,
}

/// A way to play a card in an action round (TS PLAY §1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Use {
    Event,
    Ops(OpsKind),
}

/// A named choice an event or rule offers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Choice {
    /// TS PLAY §2: the opponent's event before the operations.
    EventFirst,
    OpsFirst,
    /// Olympic Games.
    Participate,
    Boycott,
    /// Warsaw Pact Formed.
    RemoveUs,
    AddUssr,
    /// How I Learned to Stop Worrying: the new DEFCON.
    Defcon(u8),
    /// Summit: move DEFCON one step, or leave it.
    DefconUp,
    DefconDown,
    DefconStay,
    /// Chernobyl, The Cambridge Five.
    Region(Region),
    /// Grain Sales to Soviets.
    Play,
    Return,
    /// Wargames.
    EndGame,
    Continue,
    /// South African Unrest.
    SouthAfricaOnly,
    SouthAfricaAndNeighbours,
    /// Blockade, Latin American Debt Crisis: refuse to discard.
    Refuse,
    /// Eagle/Bear Has Landed: keep the held cards.
    Keep,
}

/// What an influence step does to the chosen countries.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum InfluenceMode {
    Add,
    Remove,
    /// Remove all of `owner`'s influence from the country.
    Wipe,
}

/// One pending step of the game: the explicit stack (Rally the Troops' call / goto / end) that lets
/// any moment be saved, linked and undone. Each variant carries the struct of its kind, which keeps the
/// step's question, its answers and its automatic work side by side in the rule file it belongs to
/// (`kit::steps::Step`); [`Stack::kind`] below is the one list of them. Steps marked *auto* run without a
/// decision.
///
/// The variants are unit or newtype variants over a struct with the fields of the former struct variant,
/// in the same order, so the saved forms (JSON and postcard) are those of the struct variants before.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// TS SET 2–3: the free starting influence.
    SetupInfluence(setup::SetupInfluence),
    /// *auto* TS SEQ A–C: improve DEFCON, deal, then the headline phase.
    StartTurn,
    /// TS SEQ C: choose a headline card.
    Headline(turn::Headline),
    /// *auto* TS SEQ C: reveal both headlines and resolve them, higher ops first.
    RevealHeadlines,
    /// *auto* resolve one headline card as its event.
    HeadlineEvent(turn::HeadlineEvent),
    /// *auto* the end of the headline phase (NORAD under rules 1).
    EndHeadline,
    /// *auto* TS SEQ D: start the next action round, or end the turn.
    ActionRound,
    /// *auto* the end of an action round (NORAD, We Will Bury You).
    EndRound(turn::EndRound),
    /// TS PLAY §1: choose the card of this action round.
    ChooseCard(play::ChooseCard),
    /// Choose how to use the card on the table.
    ChooseUse(play::ChooseUse),
    /// TS PLAY §2: the opponent's event before or after the operations.
    ChooseOrder(play::ChooseOrder),
    /// *auto* fire a card's event.
    Event(play::Event),
    /// *auto* start operations (modifiers and region bonuses are applied here).
    Operations(ops::Operations),
    /// TS OPS §1: place influence point by point.
    PlaceOps(ops::PlaceOps),
    /// TS OPS §2: realignment rolls, one op each.
    RealignOps(coup::RealignOps),
    /// TS OPS §3: one coup.
    CoupOps(coup::CoupOps),
    /// TS EVT §4-3: event-granted operations: choose how to use them.
    ChooseOps(events::picks::ChooseOps),
    /// *auto* the played card leaves the table.
    Finish(play::Finish),
    /// *auto* TS SEQ E–I: the end of the turn.
    EndTurn,
    /// *auto* TS SEQ E–I after Eagle/Bear Has Landed's discard.
    TurnChecks,
    /// TS OPS §4-4: Eagle/Bear Has Landed's discard.
    LandedDiscard(space::LandedDiscard),
    /// TS EVT §1: an event adds or removes influence one pick at a time.
    Influence(events::picks::Influence),
    /// TS EVT §1: an event asks for one country.
    ChooseCountry(events::picks::ChooseCountry),
    /// TS EVT §1: an event offers named choices.
    ChooseOption(events::picks::ChooseOption),
    /// TS EVT §1: an event asks for one card from a list.
    ChooseCardFrom(events::picks::ChooseCardFrom),
    /// *auto* an event's next part.
    Resume(events::picks::Resume),
    /// *auto* the event of a card has run its course (TS PLAY §2 example 3).
    EventDone(play::EventDone),
}

impl Stack for State {
    type Step = Step;
    type Action = Action;

    /// A decision that offers nothing is a fault the fuzzer must see, unless its kind says it is over
    /// (operations with nothing left to place, an event's picks with nothing left to pick).
    const EMPTY_DECISIONS_END: bool = false;

    fn steps(&self) -> &[Step] {
        &self.steps
    }

    fn steps_mut(&mut self) -> &mut Vec<Step> {
        &mut self.steps
    }

    fn kind(step: &Step) -> &dyn steps::Step<State> {
        match step {
            Step::SetupInfluence(s) => s,
            Step::StartTurn => &turn::StartTurn,
            Step::Headline(s) => s,
            Step::RevealHeadlines => &turn::RevealHeadlines,
            Step::HeadlineEvent(s) => s,
            Step::EndHeadline => &turn::EndHeadline,
            Step::ActionRound => &turn::ActionRound,
            Step::EndRound(s) => s,
            Step::ChooseCard(s) => s,
            Step::ChooseUse(s) => s,
            Step::ChooseOrder(s) => s,
            Step::Event(s) => s,
            Step::Operations(s) => s,
            Step::PlaceOps(s) => s,
            Step::RealignOps(s) => s,
            Step::CoupOps(s) => s,
            Step::ChooseOps(s) => s,
            Step::Finish(s) => s,
            Step::EndTurn => &turn::EndTurn,
            Step::TurnChecks => &turn::TurnChecks,
            Step::LandedDiscard(s) => s,
            Step::Influence(s) => s,
            Step::ChooseCountry(s) => s,
            Step::ChooseOption(s) => s,
            Step::ChooseCardFrom(s) => s,
            Step::Resume(s) => s,
            Step::EventDone(s) => s,
        }
    }

    fn over(&self) -> bool {
        self.outcome.is_some()
    }
}

/// A decision of `player`: what a step's `prompt` returns.
pub fn ask(player: Player, id: &'static str, args: Vec<Arg>, rule: &'static str, actions: Vec<Action>) -> Option<Prompt<Action>> {
    Some(Prompt { seat: Some(player.seat()), id, args, rule, actions })
}

/// An action that is not one of a step's answers (the caller checks legality first, so this is a fault).
pub fn not_an_answer(step: &impl std::fmt::Debug, action: &Action) -> Result<(), Illegal> {
    Err(Illegal(format!("{action:?} answers no question of {step:?}")))
}

/// A lasting or rest-of-turn effect in play (TS CMP §2-5, TS EVT §3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    pub card: CardId,
    /// The player the effect belongs to (who played it, or the event's owner).
    pub player: Player,
    /// Chernobyl's region.
    pub region: Option<Region>,
    /// Ends at the end of the turn.
    pub turn_only: bool,
    /// When it began (`turn::round_stamp`), for effects that wait for a later round.
    pub stamp: u16,
}

/// The component data a match is played with (docs/data-packs.md): shared by every copy of the state,
/// never serialised in full — a record names the pack by name and content hash.
#[derive(Clone)]
pub struct Pack(pub Arc<TsData>);

impl PartialEq for Pack {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0.hash == other.0.hash
    }
}

impl std::fmt::Debug for Pack {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Pack({} {})", self.0.name, self.0.hash)
    }
}

impl Serialize for Pack {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Pack", 2)?;
        st.serialize_field("name", &self.0.name)?;
        st.serialize_field("hash", &self.0.hash)?;
        st.end()
    }
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    /// The match's data pack: the map, the cards, the tables.
    pub pack: Pack,
    /// The rules version this game is played under: the game's current version when it began. A record
    /// made under older rules replays under them (docs/games/twilight-struggle.md "Rules versions").
    pub rules: u32,
    pub options: Options,
    /// Dice, random picks and shuffles: the seeded generator, with what a position file scripted
    /// (`dice`, `picks`, `shuffle`) used first; counts arrivals of new information (undo never crosses one).
    pub chance: Chance,
    pub turn: u8,
    /// 0 during setup and the headline phase.
    pub action_round: u8,
    /// Action rounds each player has taken this turn.
    pub rounds_done: [u8; 2],
    pub phasing: Player,
    pub defcon: u8,
    /// DEFCON when the current action round (or the headline phase) began (NORAD under rules 1).
    pub defcon_at_start: u8,
    /// DEFCON was moved to 2 during the current action round (NORAD, rules 2).
    pub defcon_to_2: bool,
    /// Victory points: positive for the US, negative for the USSR (TS VIC §2).
    pub vp: i32,
    pub milops: [u8; 2],
    pub space: [u8; 2],
    pub space_attempts: [u8; 2],
    /// Influence by country id: `[ussr, us]`.
    pub influence: Vec<[u8; 2]>,
    /// Influence when the action round began: TS OPS §1-1 access.
    pub round_start: Vec<[u8; 2]>,
    pub china: China,
    /// USSR influence in the Chinese Civil War space while it is unresolved (TS CCW); `None` when the
    /// variant is off or resolved.
    pub civil_war: Option<u8>,
    /// Draw pile, top last.
    pub deck: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub removed: Vec<CardId>,
    pub hands: [Vec<CardId>; 2],
    /// Cards on the table: being played, chosen headlines, Shuttle Diplomacy waiting for its scoring.
    pub table: Vec<CardId>,
    /// The chosen headlines `[ussr, us]` and whether they have been revealed.
    pub headlines: [Option<CardId>; 2],
    pub headline_revealed: [bool; 2],
    /// Cards whose event fired in the play now on the table (starred ones are removed afterwards).
    pub fired: Vec<CardId>,
    /// Lasting and rest-of-turn effects in play.
    pub effects: Vec<Effect>,
    /// The last coup's target and how much opponent influence it removed (Che).
    pub last_coup_target: Option<CountryId>,
    pub last_coup_removed: u8,
    /// How many picks the last event influence step made (De-Stalinization's relocation).
    pub last_picks: u8,
    pub steps: Vec<Step>,
    pub log: Log,
    pub outcome: Option<Outcome>,
    /// A copy the computer player looks ahead in: nothing is written to the log (the rules play the same;
    /// the log only tells). Never set in a played game, never saved.
    #[serde(skip)]
    pub quiet: bool,
}

impl State {
    /// The match's component data (its own pack, not a global one).
    pub fn data(&self) -> &TsData {
        &self.pack.0
    }

    /// Whether the rules of `version` or later apply (records of older versions replay under theirs).
    pub fn rules_at_least(&self, version: u32) -> bool {
        self.rules >= version
    }

    pub fn inf(&self, country: CountryId, player: Player) -> u8 {
        self.influence[country as usize][player.idx()]
    }

    pub fn hand(&self, player: Player) -> &Vec<CardId> {
        &self.hands[player.idx()]
    }

    pub fn log(&mut self, seat: Option<Player>, id: &str, args: Vec<crate::Arg>) {
        if self.quiet {
            return;
        }
        self.log.push(LogEntry::new(seat.map(Player::seat), id, args));
    }

    /// Whether an effect of this card is in play.
    pub fn has(&self, card: CardId) -> bool {
        self.effects.iter().any(|e| e.card == card)
    }

    pub fn effect(&self, card: CardId) -> Option<&Effect> {
        self.effects.iter().find(|e| e.card == card)
    }

    /// A short fingerprint of everything an event can change on the board, the hands and the piles (FNV-1a,
    /// so it is the same on every platform): equal fingerprints mean an event changed nothing.
    pub fn fingerprint(&self) -> u32 {
        let mut h: u32 = 0x811c_9dc5;
        let mut eat = |b: u8| h = (h ^ b as u32).wrapping_mul(0x0100_0193);
        for [a, b] in &self.influence {
            eat(*a);
            eat(*b);
        }
        for n in [self.defcon, self.milops[0], self.milops[1], self.space[0], self.space[1], self.civil_war.unwrap_or(9)] {
            eat(n);
        }
        for b in self.vp.to_le_bytes().into_iter().chain(self.chance.information.to_le_bytes()) {
            eat(b);
        }
        eat(self.china.holder.map_or(2, |p| p.idx() as u8));
        eat(self.china.face_up as u8);
        eat(self.outcome.is_some() as u8);
        for pile in [&self.deck, &self.discard, &self.removed, &self.hands[0], &self.hands[1], &self.table] {
            eat(0xff);
            pile.iter().for_each(|&c| eat(c));
        }
        for e in &self.effects {
            eat(e.card);
            eat(e.player.idx() as u8);
            eat(e.region.map_or(9, |r| r as u8));
        }
        h
    }

    /// Whether `player` holds the China Card (face up or down).
    pub fn holds_china(&self, player: Player) -> bool {
        self.china.holder == Some(player)
    }
}
