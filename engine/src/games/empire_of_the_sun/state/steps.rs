//! The stack of pending steps (DESIGN.md, `kit::steps`): the sequence of play (4.0) and the offensive
//! procedure (7.2) as explicit steps, the top one deciding what is asked next. Automatic steps run until a
//! step needs a player.
//!
//! This file holds what the state keeps of each step — the [`Step`] enum and the data of each kind — and
//! the one list of the kinds ([`Stack::kind`]). What a step asks, what an answer does and the work it
//! does on its own (`kit::steps::Step`) are written in the rule file the step belongs to, beside its
//! rules: the list below names the file. Keeping the data here keeps the state below the rules (no state
//! type depends on a rule module), and every shape the state's JSON and a position's `step` lines carry
//! in one place.
//!
//! A variant carries nothing or one struct with the step's named fields: serde writes the newtype
//! `Step::Move(Move { selected })` exactly as it wrote the struct variant `Step::Move { selected }` (JSON
//! and postcard alike), so saved states, state hashes and position files are unchanged (the test below).

use serde::{Deserialize, Serialize};

use super::{CardNo, State, UnitId};
use crate::games::empire_of_the_sun::actions::Action;
use crate::games::empire_of_the_sun::data::Side;
use crate::kit::hex::Hex;
use crate::kit::steps::{Stack, Step as Kind};
use crate::Prompt;

/// Automatic steps run after an action before the driver gives up (a loop in the rules).
pub const SETTLE_LIMIT: usize = 100_000;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    // ---- Strategic Phase (4.1) ----
    /// Turn start: ASPs reset, markers flipped, control noted for Progress of War.
    TurnStart,
    /// 4.11: `side` places its reinforcements (Allied first).
    Reinforcements(Reinforcements),
    /// 4.12: `side` spends its replacement points (Allied first).
    Replacements(Replacements),
    /// 4.13: submarine warfare and strategic bombing.
    StrategicWarfare,
    /// 4.14: both players are dealt their cards.
    Deal,

    // ---- Offensives Phase (4.2) ----
    /// 4.21: who plays first; the player with fewer cards may open with his Future Offensive.
    Initiative,
    /// 4.22: `side` plays a card (OC or EC), passes, sets a Future Offensive aside or discards.
    Round(Round),

    // ---- The openings of the campaign and the 1942 start (scenario/opening.rs) ----
    /// 17.11 (after IAI), 17.25C (before the first Japanese card): the Allies may make an emergency naval
    /// move with each naval unit; `moved` have made theirs.
    FreeNavalMove(FreeNavalMove),
    /// 17.11, 17.25D: on turn 2 the Allies may take Arcadia Conference (card 4) as one of their cards.
    Arcadia,
    /// 17.25E: a Japanese hand without an offensive military card may trade a 3-OC card for VADM Kondo.
    Kondo,

    // ---- The offensive procedure (7.2) ----
    /// 7.21: the offensive player picks the activating HQ.
    ChooseHq,
    /// 7.21: the offensive player activates units one at a time, until done or out of activations.
    Activate,
    /// 7.22–7.23: the offensive player moves activated units, one unit or stack at a time.
    Move(Move),
    /// 8.43: the reaction player may move ground units out of `hex`, which offensive ground units just
    /// entered from `from`.
    Disengage(Disengage),
    /// 7.24: battle hexes and the units in each.
    Declare,
    /// 7.24: a carrier not in a friendly port, or an air unit, picks its battle or the landing it covers.
    Assign(Assign),
    /// 7.2 step 4: the reaction player may cancel the offensive with a Weather card.
    Weather,
    /// 7.27: the reaction player rolls for each hex where a special reaction is possible.
    SpecialReaction,
    /// 7.25: the reaction player plays intelligence or counteroffensive cards, or rolls.
    Intelligence,
    /// 7.26: the reaction player picks the reacting HQ.
    ReactionHq,
    /// 7.26: the reaction player activates units.
    ReactionActivate,
    /// 7.26: the reaction player moves activated units into battle hexes.
    ReactionMove(ReactionMove),
    /// 7.2 step 9: attack reaction cards.
    AttackReactions,
    /// 7.2 step 11: the offensive player picks the next battle to resolve.
    Battles,
    /// The automatic part of a battle's stage (battle/mod.rs).
    Battle(Battle),
    /// 9.2F: `side` assigns `hits` in the battle at `hex`.
    AllocateHits(AllocateHits),
    /// 9.2F7: the Japanese may move one carrier step loss to another carrier.
    CarrierTransfer(CarrierTransfer),
    /// 9.5: the offensive player retreats a reaction unit.
    Retreat(Retreat),
    /// 9.6: `side` makes post-battle moves (reaction first).
    PostBattle(PostBattle),
    /// 8.22, 8.32: `side` places a unit that must move out (a port or airfield in reach).
    Emergency(Emergency),
    /// 8.24, 8.34, 8.48: `side` removes counters from an overstacked hex (air first).
    Overstack(Overstack),
    /// The end of an offensive: HQs in enemy hexes withdraw, the card goes to its pile.
    OffensiveEnd,
    /// After a play: stacking is checked (8.34, 8.48) and the other player's round comes.
    AfterPlay(AfterPlay),
    /// An event asks its player something (the events module knows what).
    Event(Event),

    // ---- Political Phase (4.3) ----
    NationalStatus,
    PoliticalWill,
    // ---- Attrition Phase (4.4) ----
    Attrition,
    // ---- End of Turn Phase (4.5) ----
    EndOfTurn,
    /// 9.2F5: `side` names the ground unit that keeps its last step under air-naval fire (last, so the
    /// postcard index of every older kind is unchanged).
    LastStep(LastStep),
}

// ---- What each kind of step keeps (the variants' data) and the kinds that keep nothing ----

macro_rules! unit_steps {
    ($($(#[$m:meta])* $name:ident),* $(,)?) => {
        $( $(#[$m])* #[derive(Clone, Copy, Debug, PartialEq, Eq)] pub struct $name; )*
    };
}

unit_steps! {
    /// turn/mod.rs (4.1).
    TurnStart,
    /// strategic/strategic_warfare.rs (4.13, 12.0).
    StrategicWarfare,
    /// turn/mod.rs (4.14).
    Deal,
    /// turn/rounds.rs (4.21).
    Initiative,
    /// scenario/opening.rs (17.11, 17.25D).
    Arcadia,
    /// scenario/opening.rs (17.25E).
    Kondo,
    /// offensive/mod.rs (7.21).
    ChooseHq,
    /// offensive/mod.rs (7.21).
    Activate,
    /// offensive/declaration.rs (7.24).
    Declare,
    /// offensive/reaction.rs (5.32D).
    Weather,
    /// offensive/intelligence.rs (7.27).
    SpecialReaction,
    /// offensive/intelligence.rs (7.25).
    Intelligence,
    /// offensive/reaction.rs (7.26).
    ReactionHq,
    /// offensive/reaction.rs (7.26).
    ReactionActivate,
    /// offensive/reaction.rs (5.32B).
    AttackReactions,
    /// battle/mod.rs (7.2 step 11).
    Battles,
    /// offensive/mod.rs (7.28).
    OffensiveEnd,
    /// political/national_status.rs (13.0).
    NationalStatus,
    /// political/political_will.rs (16.4).
    PoliticalWill,
    /// supply/attrition.rs (6.24).
    Attrition,
    /// turn/mod.rs (4.5).
    EndOfTurn,
}

/// strategic/reinforcements.rs (10.1).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Reinforcements {
    pub side: Side,
}

/// strategic/replacements.rs (11.0).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Replacements {
    pub side: Side,
}

/// turn/rounds.rs (4.22).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Round {
    pub side: Side,
}

/// scenario/opening.rs (17.11, 17.25C).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct FreeNavalMove {
    pub moved: Vec<UnitId>,
}

/// offensive/movement/moves.rs (7.22): `selected` is the stack about to move (empty: none yet).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Move {
    pub selected: Vec<UnitId>,
}

/// offensive/disengage.rs (8.43).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Disengage {
    pub hex: Hex,
    pub from: Option<Hex>,
}

/// offensive/declaration.rs (7.24).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Assign {
    pub unit: UnitId,
}

/// offensive/movement/moves.rs (7.26).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ReactionMove {
    pub selected: Vec<UnitId>,
}

/// battle/mod.rs (9.0): the battle at `hex` at `stage`.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Battle {
    pub hex: Hex,
    pub stage: BattleStage,
}

/// battle/hits.rs (9.2F, 9.4B).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AllocateHits {
    pub hex: Hex,
    pub side: Side,
    pub hits: u32,
    pub critical: bool,
    pub ground: bool,
}

/// battle/hits.rs (9.2F5): the owner of the ground units under air-naval fire at `hex` names the one
/// that keeps the last step.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LastStep {
    pub hex: Hex,
    pub side: Side,
}

/// battle/hits.rs (9.2F7).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct CarrierTransfer {
    pub hex: Hex,
}

/// battle/retreat.rs (9.5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Retreat {
    pub hex: Hex,
    pub unit: UnitId,
}

/// battle/post_battle.rs (9.6).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PostBattle {
    pub side: Side,
    pub selected: Vec<UnitId>,
}

/// offensive/movement/emergency.rs (8.22, 8.32).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Emergency {
    pub side: Side,
    pub unit: UnitId,
}

/// offensive/movement/stacking.rs (8.24, 8.34, 8.48).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Overstack {
    pub side: Side,
    pub hex: Hex,
}

/// turn/rounds.rs (4.22).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct AfterPlay {
    pub side: Side,
    pub oc: bool,
}

/// events/steps.rs (5.3).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Event {
    pub side: Side,
    pub card: CardNo,
    pub stage: u8,
}

/// The stages of one battle (9.0), run in order by the `Battle` step.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BattleStage {
    /// 9.1: who takes part; unescorted landings facing ships withdraw (8.45B).
    Muster,
    /// 9.2C–E: the first fire (both sides under Intercept).
    FirstFire,
    /// 9.2D–E: the other side fires with its survivors (its seat).
    SecondFire(u8),
    /// 9.2F7 and 9.3: the carrier transfer, then the winner.
    Winner,
    /// 9.4: the ground combat, if both sides have ground units.
    Ground,
    /// 9.4C, 9.5: the result and the retreats.
    GroundResult,
    /// 6.5: the hex to its holder; the battle is over.
    Settle,
}

impl Stack for State {
    type Step = Step;
    type Action = Action;

    /// A decision that offers nothing is over by the rules: nothing is left to place, pick or move (a
    /// round with no card to play passes it on, a retreat with nowhere to go eliminates, 9.5).
    const EMPTY_DECISIONS_END: bool = true;

    fn steps(&self) -> &[Step] {
        &self.steps
    }

    fn steps_mut(&mut self) -> &mut Vec<Step> {
        &mut self.steps
    }

    /// Every kind of step, in the order of play; the comment on each data type names its rule file.
    fn kind(step: &Step) -> &dyn Kind<State> {
        match step {
            Step::TurnStart => &TurnStart,
            Step::Reinforcements(s) => s,
            Step::Replacements(s) => s,
            Step::StrategicWarfare => &StrategicWarfare,
            Step::Deal => &Deal,
            Step::Initiative => &Initiative,
            Step::Round(s) => s,
            Step::FreeNavalMove(s) => s,
            Step::Arcadia => &Arcadia,
            Step::Kondo => &Kondo,
            Step::ChooseHq => &ChooseHq,
            Step::Activate => &Activate,
            Step::Move(s) => s,
            Step::Disengage(s) => s,
            Step::Declare => &Declare,
            Step::Assign(s) => s,
            Step::Weather => &Weather,
            Step::SpecialReaction => &SpecialReaction,
            Step::Intelligence => &Intelligence,
            Step::ReactionHq => &ReactionHq,
            Step::ReactionActivate => &ReactionActivate,
            Step::ReactionMove(s) => s,
            Step::AttackReactions => &AttackReactions,
            Step::Battles => &Battles,
            Step::Battle(s) => s,
            Step::AllocateHits(s) => s,
            Step::LastStep(s) => s,
            Step::CarrierTransfer(s) => s,
            Step::Retreat(s) => s,
            Step::PostBattle(s) => s,
            Step::Emergency(s) => s,
            Step::Overstack(s) => s,
            Step::OffensiveEnd => &OffensiveEnd,
            Step::AfterPlay(s) => s,
            Step::Event(s) => s,
            Step::NationalStatus => &NationalStatus,
            Step::PoliticalWill => &PoliticalWill,
            Step::Attrition => &Attrition,
            Step::EndOfTurn => &EndOfTurn,
        }
    }

    fn over(&self) -> bool {
        self.outcome.is_some()
    }

    /// A lone "done" needs no player (nothing else could be chosen).
    fn automatic_answer(prompt: &Prompt<Action>) -> Option<Action> {
        (prompt.actions == [Action::Done]).then_some(Action::Done)
    }
}

/// A decision of `side`: the prompt with its actions.
pub fn ask(side: Side, id: &'static str, args: Vec<crate::Arg>, rule: &'static str, actions: Vec<Action>) -> Option<Prompt<Action>> {
    Some(Prompt { seat: Some(super::seat_of(side)), id, args, rule, actions })
}

/// The answer to an action that answers no question of `step` (the driver checked legality: a fault).
pub fn refuse(step: &impl std::fmt::Debug, action: &Action) -> Result<(), crate::Illegal> {
    Err(crate::Illegal(format!("{action:?} does not answer {step:?}")))
}

#[cfg(test)]
mod tests {
    //! The newtype variants are written as the struct variants were: the state's JSON (saved states,
    //! state hashes, position files) and its postcard form are unchanged, both ways.
    use super::*;
    use serde::de::DeserializeOwned;

    /// The step enum as it was before its variants carried one struct each.
    mod old {
        use super::super::{BattleStage, CardNo, UnitId};
        use crate::games::empire_of_the_sun::data::Side;
        use crate::kit::hex::Hex;
        use serde::{Deserialize, Serialize};

        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        #[serde(rename_all = "snake_case")]
        pub enum Step {
            TurnStart,
            Reinforcements { side: Side },
            Replacements { side: Side },
            StrategicWarfare,
            Deal,
            Initiative,
            Round { side: Side },
            FreeNavalMove { moved: Vec<UnitId> },
            Arcadia,
            Kondo,
            ChooseHq,
            Activate,
            Move { selected: Vec<UnitId> },
            Disengage { hex: Hex, from: Option<Hex> },
            Declare,
            Assign { unit: UnitId },
            Weather,
            SpecialReaction,
            Intelligence,
            ReactionHq,
            ReactionActivate,
            ReactionMove { selected: Vec<UnitId> },
            AttackReactions,
            Battles,
            Battle { hex: Hex, stage: BattleStage },
            AllocateHits { hex: Hex, side: Side, hits: u32, critical: bool, ground: bool },
            CarrierTransfer { hex: Hex },
            Retreat { hex: Hex, unit: UnitId },
            PostBattle { side: Side, selected: Vec<UnitId> },
            Emergency { side: Side, unit: UnitId },
            Overstack { side: Side, hex: Hex },
            OffensiveEnd,
            AfterPlay { side: Side, oc: bool },
            Event { side: Side, card: CardNo, stage: u8 },
            NationalStatus,
            PoliticalWill,
            Attrition,
            EndOfTurn,
        }
    }

    fn pairs() -> Vec<(Step, old::Step)> {
        let (h, g) = (Hex::parse("3706").unwrap(), Hex::parse("2812").unwrap());
        let (j, a) = (Side::Japanese, Side::Allied);
        vec![
            (Step::TurnStart, old::Step::TurnStart),
            (Step::Reinforcements(Reinforcements { side: a }), old::Step::Reinforcements { side: a }),
            (Step::Replacements(Replacements { side: j }), old::Step::Replacements { side: j }),
            (Step::StrategicWarfare, old::Step::StrategicWarfare),
            (Step::Deal, old::Step::Deal),
            (Step::Initiative, old::Step::Initiative),
            (Step::Round(Round { side: j }), old::Step::Round { side: j }),
            (Step::FreeNavalMove(FreeNavalMove { moved: vec![3, 700] }), old::Step::FreeNavalMove { moved: vec![3, 700] }),
            (Step::Arcadia, old::Step::Arcadia),
            (Step::Kondo, old::Step::Kondo),
            (Step::ChooseHq, old::Step::ChooseHq),
            (Step::Activate, old::Step::Activate),
            (Step::Move(Move { selected: vec![] }), old::Step::Move { selected: vec![] }),
            (Step::Move(Move { selected: vec![1, 2, 300] }), old::Step::Move { selected: vec![1, 2, 300] }),
            (Step::Disengage(Disengage { hex: h, from: None }), old::Step::Disengage { hex: h, from: None }),
            (Step::Disengage(Disengage { hex: h, from: Some(g) }), old::Step::Disengage { hex: h, from: Some(g) }),
            (Step::Declare, old::Step::Declare),
            (Step::Assign(Assign { unit: 42 }), old::Step::Assign { unit: 42 }),
            (Step::Weather, old::Step::Weather),
            (Step::SpecialReaction, old::Step::SpecialReaction),
            (Step::Intelligence, old::Step::Intelligence),
            (Step::ReactionHq, old::Step::ReactionHq),
            (Step::ReactionActivate, old::Step::ReactionActivate),
            (Step::ReactionMove(ReactionMove { selected: vec![9] }), old::Step::ReactionMove { selected: vec![9] }),
            (Step::AttackReactions, old::Step::AttackReactions),
            (Step::Battles, old::Step::Battles),
            (Step::Battle(Battle { hex: h, stage: BattleStage::Muster }), old::Step::Battle { hex: h, stage: BattleStage::Muster }),
            (Step::Battle(Battle { hex: g, stage: BattleStage::SecondFire(1) }), old::Step::Battle { hex: g, stage: BattleStage::SecondFire(1) }),
            (
                Step::AllocateHits(AllocateHits { hex: h, side: a, hits: 7, critical: true, ground: false }),
                old::Step::AllocateHits { hex: h, side: a, hits: 7, critical: true, ground: false },
            ),
            (Step::CarrierTransfer(CarrierTransfer { hex: g }), old::Step::CarrierTransfer { hex: g }),
            (Step::Retreat(Retreat { hex: h, unit: 5 }), old::Step::Retreat { hex: h, unit: 5 }),
            (Step::PostBattle(PostBattle { side: a, selected: vec![4] }), old::Step::PostBattle { side: a, selected: vec![4] }),
            (Step::Emergency(Emergency { side: j, unit: 600 }), old::Step::Emergency { side: j, unit: 600 }),
            (Step::Overstack(Overstack { side: a, hex: g }), old::Step::Overstack { side: a, hex: g }),
            (Step::OffensiveEnd, old::Step::OffensiveEnd),
            (Step::AfterPlay(AfterPlay { side: j, oc: true }), old::Step::AfterPlay { side: j, oc: true }),
            (Step::Event(Event { side: a, card: 13, stage: 0x21 }), old::Step::Event { side: a, card: 13, stage: 0x21 }),
            (Step::NationalStatus, old::Step::NationalStatus),
            (Step::PoliticalWill, old::Step::PoliticalWill),
            (Step::Attrition, old::Step::Attrition),
            (Step::EndOfTurn, old::Step::EndOfTurn),
        ]
    }

    fn json_back<T: DeserializeOwned>(text: &str) -> T {
        serde_json::from_str(text).expect("reads back")
    }

    fn postcard_back<T: DeserializeOwned>(bytes: &[u8]) -> T {
        postcard::from_bytes(bytes).expect("reads back")
    }

    #[test]
    fn every_step_is_written_as_before_in_json_and_postcard() {
        let pairs = pairs();
        assert_eq!(pairs.len(), 41, "every kind, and the variants of their fields");
        for (new, old) in pairs {
            let (nj, oj) = (serde_json::to_string(&new).unwrap(), serde_json::to_string(&old).unwrap());
            assert_eq!(nj, oj, "JSON of {new:?}");
            assert_eq!(json_back::<Step>(&oj), new, "old JSON read as {new:?}");
            assert_eq!(json_back::<old::Step>(&nj), old, "new JSON read as {old:?}");
            // The state's JSON value form (`Game::view`, positions) too.
            assert_eq!(serde_json::to_value(&new).unwrap(), serde_json::to_value(&old).unwrap());
            let (np, op) = (postcard::to_allocvec(&new).unwrap(), postcard::to_allocvec(&old).unwrap());
            assert_eq!(np, op, "postcard of {new:?}");
            assert_eq!(postcard_back::<Step>(&op), new);
            assert_eq!(postcard_back::<old::Step>(&np), old);
        }
    }

    #[test]
    fn a_state_with_steps_hashes_as_before() {
        // A stack of steps inside a larger value hashes the same (crate::session::state_hash, of its postcard form).
        let (new, old): (Vec<Step>, Vec<old::Step>) = pairs().into_iter().unzip();
        assert_eq!(crate::session::state_hash(&new), crate::session::state_hash(&old));
    }
}
