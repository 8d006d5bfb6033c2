//! The figures of the turn's battles and intelligence rolls, as numbers (docs/cli.md "Battle reports"):
//! each side's strength and the units that make it, the modifiers of each roll with the rule they come
//! from, the die, the hits, the steps lost and who won. `sandtable show` prints them with the state
//! (`reports`); the log keeps its one line per roll. They are history, like the log, not part of the
//! moment: a position file does not write them, and two states that differ only in them are equal.
//! [`crate::games::empire_of_the_sun::battle::report`] fills them in beside the rules that roll.

use serde::Serialize;

use super::Intel;
use crate::games::empire_of_the_sun::data::Side;
use crate::kit::hex::Hex;

/// The reports of the turn under way (those of the last turn until the next battle or roll).
#[derive(Clone, Debug, Default, Serialize)]
pub struct Reports {
    /// The turn they belong to.
    pub turn: u8,
    pub battles: Vec<BattleReport>,
    pub intelligence: Vec<IntelReport>,
}

impl Reports {
    pub fn is_empty(&self) -> bool {
        self.battles.is_empty() && self.intelligence.is_empty()
    }
}

/// History, not the moment: never a difference between two states.
impl PartialEq for Reports {
    fn eq(&self, _: &Self) -> bool {
        true
    }
}

/// A hex as its id (`5808`), as `show` names hexes elsewhere.
fn hex_id<S: serde::Serializer>(h: &Hex, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&h.id())
}

fn opt_hex_id<S: serde::Serializer>(h: &Option<Hex>, s: S) -> Result<S::Ok, S::Error> {
    match h {
        Some(h) => s.serialize_str(&h.id()),
        None => s.serialize_none(),
    }
}

/// One battle (9.0), from its muster to its settlement.
#[derive(Clone, Debug, Serialize)]
pub struct BattleReport {
    #[serde(serialize_with = "hex_id")]
    pub hex: Hex,
    /// The offensive side (7.2).
    pub offensive: Side,
    /// The intelligence condition it was fought under (7.25; 9.2C–E: the order of fire).
    pub intelligence: Intel,
    /// The reaction side had ground or HQ units here before the landing (9.4: +3 against an amphibious
    /// assault).
    pub defended_before_landing: bool,
    /// Rolls in the order made: the air-naval fire (9.2B), then the ground fire (9.4A).
    pub fire: Vec<FireReport>,
    /// The air-naval combat's winner (9.3; 9.34: the offensive side when there was none) and each side's
    /// surviving air and naval strength, `{offensive, reaction}`.
    pub air_naval: Option<AirNavalResult>,
    /// The ground combat's result (9.4C), if there was one.
    pub ground: Option<GroundReport>,
    /// Every step lost, in order: the unit (or a city's intrinsic step), its side, in which combat.
    pub losses: Vec<StepLost>,
    /// Who won the battle: the ground combat's winner (9.4C), or without one the air-naval combat's.
    pub winner: Option<Side>,
    /// Who controls the hex once the battle is over (6.5, 9.33), and whether it changed hands.
    pub controller: Option<Side>,
    pub taken: bool,
    /// Over: settled.
    pub finished: bool,
}

/// One side's roll in a combat.
#[derive(Clone, Debug, Serialize)]
pub struct FireReport {
    /// `air_naval` (9.2) or `ground` (9.4).
    pub combat: &'static str,
    pub side: Side,
    /// The strength rolled with (9.2A, 9.4A) and what makes it.
    pub strength: u32,
    pub units: Vec<Strength>,
    pub modifiers: Vec<ModifierReport>,
    /// The sum of the modifiers.
    pub drm: i32,
    /// The die (0–9), the modified roll, the CRT row's hits.
    pub roll: u8,
    pub modified: i32,
    pub hits: u32,
    /// A critical hit (9.2F6).
    pub critical: bool,
}

/// What one unit (or intrinsic step) adds to a side's strength.
#[derive(Clone, Debug, Serialize)]
pub struct Strength {
    /// The counter's key, or `intrinsic:N` for a city's intrinsic step.
    pub unit: String,
    pub attack: u32,
    /// Halved: beyond normal range (9.2A).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub halved: bool,
}

/// A die roll modifier, with the rule it comes from.
#[derive(Clone, Debug, Serialize)]
pub struct ModifierReport {
    /// The message id of its reason (`eots.drm.ambush`), as the odds and the board name it.
    pub id: String,
    pub rule: &'static str,
    pub value: i32,
}

#[derive(Clone, Debug, Serialize)]
pub struct AirNavalResult {
    pub winner: Side,
    /// There was an air-naval combat (9.34: without one the offensive side counts as its winner).
    pub fought: bool,
    /// Each side's surviving air and naval strength (9.3).
    pub surviving: SidePair,
}

/// A figure of the offensive side and of the reaction side.
#[derive(Clone, Copy, Debug, Serialize)]
pub struct SidePair {
    pub offensive: u32,
    pub reaction: u32,
}

#[derive(Clone, Debug, Serialize)]
pub struct GroundReport {
    pub winner: Side,
    /// The side whose ground units retreat (9.5), if both still have some.
    pub retreats: Option<Side>,
    /// Ground steps lost in the ground combat (9.4C).
    pub steps_lost: SidePair,
}

#[derive(Clone, Debug, Serialize)]
pub struct StepLost {
    pub unit: String,
    pub side: Side,
    /// `air_naval` or `ground`.
    pub combat: &'static str,
}

/// An intelligence roll (7.25) or a special reaction's roll (7.27).
#[derive(Clone, Debug, Serialize)]
pub struct IntelReport {
    /// `intelligence` or `special_reaction`.
    pub kind: &'static str,
    /// The special reaction's hex.
    #[serde(serialize_with = "opt_hex_id")]
    pub hex: Option<Hex>,
    /// The rolling (reaction) side, and the offensive's card and how it was played.
    pub side: Side,
    pub card: u8,
    pub play: &'static str,
    /// The card's intelligence value the modified roll must not exceed (7.25D).
    pub target: i32,
    pub modifiers: Vec<ModifierReport>,
    pub drm: i32,
    pub roll: u8,
    pub modified: i32,
    /// An unmodified 9 always fails.
    pub success: bool,
    /// The condition after the roll (an intelligence roll's success is Intercept).
    pub condition: Intel,
}
