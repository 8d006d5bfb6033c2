//! The stack of pending steps: the sequence of play (4.0) and the offensive procedure (7.2) as explicit
//! steps, the top one deciding what is asked next. Automatic steps run until a step needs a player.

use serde::{Deserialize, Serialize};

use super::{CardNo, UnitId};
use crate::games::empire_of_the_sun::data::Side;
use crate::kit::hex::Hex;

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    // ---- Strategic Phase (4.1) ----
    /// Turn start: ASPs reset, markers flipped, control noted for Progress of War.
    TurnStart,
    /// 4.11: `side` places its reinforcements (Allied first).
    Reinforcements { side: Side },
    /// 4.12: `side` spends its replacement points (Allied first).
    Replacements { side: Side },
    /// 4.13: submarine warfare and strategic bombing.
    StrategicWarfare,
    /// 4.14: both players are dealt their cards.
    Deal,

    // ---- Offensives Phase (4.2) ----
    /// 4.21: who plays first; the player with fewer cards may open with his Future Offensive.
    Initiative,
    /// 4.22: `side` plays a card (OC or EC), passes, sets a Future Offensive aside or discards.
    Round { side: Side },

    // ---- The openings of the campaign and the 1942 start (opening.rs) ----
    /// 17.11 (after IAI), 17.25C (before the first Japanese card): the Allies may make an emergency naval
    /// move with each naval unit; `moved` have made theirs.
    FreeNavalMove { moved: Vec<UnitId> },
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
    Move { selected: Vec<UnitId> },
    /// 8.43: the reaction player may move ground units out of `hex`, which offensive ground units just
    /// entered from `from`.
    Disengage { hex: Hex, from: Option<Hex> },
    /// 7.24: battle hexes and the units in each.
    Declare,
    /// 7.24: a carrier not in a friendly port, or an air unit, picks its battle or the landing it covers.
    Assign { unit: UnitId },
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
    ReactionMove { selected: Vec<UnitId> },
    /// 7.2 step 9: attack reaction cards.
    AttackReactions,
    /// 7.2 step 11: the offensive player picks the next battle to resolve.
    Battles,
    /// The automatic part of a battle's stage (battle.rs).
    Battle { hex: Hex, stage: BattleStage },
    /// 9.2F: `side` assigns `hits` in the battle at `hex`.
    AllocateHits { hex: Hex, side: Side, hits: u32, critical: bool, ground: bool },
    /// 9.2F7: the Japanese may move one carrier step loss to another carrier.
    CarrierTransfer { hex: Hex },
    /// 9.5: the offensive player retreats a reaction unit.
    Retreat { hex: Hex, unit: UnitId },
    /// 9.6: `side` makes post-battle moves (reaction first).
    PostBattle { side: Side, selected: Vec<UnitId> },
    /// 8.22, 8.32: `side` places a unit that must move out (a port or airfield in reach).
    Emergency { side: Side, unit: UnitId },
    /// 8.24, 8.34, 8.48: `side` removes counters from an overstacked hex (air first).
    Overstack { side: Side, hex: Hex },
    /// The end of an offensive: HQs in enemy hexes withdraw, the card goes to its pile.
    OffensiveEnd,
    /// After a play: stacking is checked (8.34, 8.48) and the other player's round comes.
    AfterPlay { side: Side, oc: bool },
    /// An event asks its player something (the events module knows what).
    Event { side: Side, card: CardNo, stage: u8 },

    // ---- Political Phase (4.3) ----
    NationalStatus,
    PoliticalWill,
    // ---- Attrition Phase (4.4) ----
    Attrition,
    // ---- End of Turn Phase (4.5) ----
    EndOfTurn,
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
