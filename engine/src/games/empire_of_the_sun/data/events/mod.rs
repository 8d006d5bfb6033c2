//! The vocabulary of card events (events.tsv): one variant per primitive, with typed arguments. The
//! printed card texts are not available; each card's row says in these words what its event does, and an
//! owner of the physical game can correct a row in a data pack without touching the code. [`parse`] reads
//! the rows; [`keys`] names the modifiers they give. The rules that apply them are in the events module
//! (`events`, beside the pack).

pub mod keys;
pub mod parse;

use serde::Serialize;

use super::terms::{Intel, Nation};
use super::Side;
use crate::kit::hex::Hex;

/// When a card's event applies (the steps of the offensive procedure, 7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// When the card is played (political and resource events, 5.33–5.34).
    Immediate,
    /// When the card is played, and a marker keeps it in force (`Cards::in_effect`).
    Persistent,
    /// 7.2 step 1: before activation and movement (event reinforcements, extra ASPs).
    BeforeMovement,
    /// 7.2 step 5: after the Weather window, before the reaction.
    BeforeReaction,
    /// 7.2 step 10: after the reaction (battle bonuses).
    AfterReaction,
    /// A reaction card played in its window (5.32; `window` in the reaction module).
    Reaction,
    /// 7.2 step 10: an attack reaction's damage before the battles.
    BeforeBattle,
    /// 7.2 step 12: an attack reaction's damage after the battles.
    AfterBattle,
}

pub const TIMINGS: [(&str, Timing); 8] = [
    ("immediate", Timing::Immediate),
    ("persistent", Timing::Persistent),
    ("before_movement", Timing::BeforeMovement),
    ("before_reaction", Timing::BeforeReaction),
    ("after_reaction", Timing::AfterReaction),
    ("reaction", Timing::Reaction),
    ("before_battle", Timing::BeforeBattle),
    ("after_battle", Timing::AfterBattle),
];

/// A kind of counter an event picks or hits.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Class {
    Air,
    /// Naval units, carriers included (1.3).
    Naval,
    NonCarrierNaval,
    Carrier,
    Ground,
    Any,
}

pub const CLASSES: [(&str, Class); 6] = [
    ("air", Class::Air),
    ("naval", Class::Naval),
    ("non_carrier_naval", Class::NonCarrierNaval),
    ("carrier", Class::Carrier),
    ("ground", Class::Ground),
    ("any", Class::Any),
];

/// A test on the counters a `step_loss` may pick.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Filter {
    /// Within the command range of an HQ of this nation on the map (`us_hq`; straight hex distance,
    /// as for intelligence and reaction eligibility, 6.0).
    WithinRange(super::Nation),
    /// Not in a hex of this region.
    Outside(String),
    /// In a hex of one of these regions.
    In(Vec<String>),
}

/// Where an event reinforcement is placed (5.33: as a reinforcement would be).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Place {
    Hex(Hex),
    /// In the hex of one of the side's HQs on the map (`any` or an HQ family).
    Hq(String),
    /// A hex of one of these regions the side controls and the enemy does not occupy.
    Region(Vec<String>),
    /// The China box (13.74).
    ChinaBox,
}

/// The replacement points of the Strategic Record Track (11.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Rp {
    Air,
    Naval,
    Ground,
}

/// What must hold for the card to be played as an event (5.31: else only as OC; 5.37 special cards).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Require {
    TurnAtLeast(u8),
    TurnAtMost(u8),
    /// The counter is on the map or in a box.
    UnitInPlay(String),
    /// The counter is on the map.
    UnitOnMap(String),
    Surrendered(Nation),
    NotSurrendered(Nation),
    /// The offensive under way has a battle hex in one of these regions (reaction cards).
    BattleIn(Vec<String>),
}

/// One primitive of a card's event.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    // ---- Military events: the offensive and its modifiers (5.31, 7.2) ----
    /// The event launches an EC offensive with the card's logistics value and HQs (`offensive`).
    Offensive,
    /// Activations in addition to logistics value + HQ efficiency (`activations +1`).
    Activations(i8),
    /// The offensive activates exactly this many units, whatever the HQ (`activations_total 26`).
    ActivationsTotal(u8),
    /// Every HQ of the side may activate (`all_hqs`).
    AllHqs,
    /// Units are activated without an HQ (`no_hq`).
    NoHq,
    /// Only this HQ may activate (`hq_unit us-spac-halsey-hq`).
    HqUnit(String),
    /// Movement allowance multiplier instead of the card's ops value (`movement 4`, 7.22).
    Movement(u8),
    /// A modifier for the card's side (`bonus ground_drm +1 if brigade`) or, `enemy`, for the other side.
    Bonus { enemy: bool, key: String, value: i8, when: Option<String> },
    /// A condition of the offensive (5.31D), for the card's side (`condition no_asp`,
    /// `condition landing_range 5`).
    Condition { key: String, value: i8 },
    /// This side's air units have no ZOI during the offensive (`no_zoi allied`).
    NoZoi(Side),
    /// A modified roll of 9 or more is a critical hit (`critical_modified_9`, 9.2B).
    CriticalModified9,
    /// The side's ground combat roll gets this modifier and no other (`ground_drm_only +3`, 9.4).
    GroundDrmOnly(i8),
    /// The enemy units in the battle hexes defend at half strength (`halve_enemy_defence`).
    HalveEnemyDefence,

    // ---- Reaction events (5.32) ----
    /// Sets the intelligence condition (`intel intercept`, `intel ambush`).
    Intel(Intel),
    /// A counteroffensive: the reaction activates with the card's logistics value (`counteroffensive`).
    Counteroffensive,
    /// Cancels the offensive (`weather`, 5.32D).
    Weather,
    /// Picks one enemy unit of `class` in a battle hex; it loses `steps` (on a d10 roll of `roll` or
    /// less, when given): `attack naval 1 roll 5`.
    Attack { class: Class, steps: u8, roll: Option<u8> },

    // ---- Political events: the tracks (5.34) ----
    /// US Political Will (`pw +1`, 16.44).
    Pw(i8),
    /// War in Europe, up for the Allies (`wie -1`, 15.0).
    Wie(i8),
    /// India towards Revolts (`india +1`, 13.62: never beyond Revolts, never into surrender).
    India(i8),
    /// China towards Collapse (`china +1`) or Stable Front (`china -1`), into Stable Front only if the
    /// event says so (`china -1 into_stable`, 13.72).
    China { shift: i8, into_stable: bool },
    /// A Japanese China offensive resolved as 13.72A, with a modifier to its roll (`china_offensive -2`).
    ChinaOffensive(i8),
    /// Japanese divisions in China (`divisions -1`).
    Divisions(i8),
    /// Inter-Service Rivalry on or off (`isr allied off`, 14.0).
    Isr { side: Side, on: bool },
    /// The turn marker leaves its PM Tojo side (`tojo_resigns`, 5.37).
    TojoResigns,
    /// The Soviets conquer Manchukuo (`manchuria`, 5.37, 13.91).
    Manchuria,

    // ---- Resource events (5.33) ----
    /// ASPs for this turn or for good (`asp allied +3 turn`, 10.3).
    Asp { side: Side, amount: i8, permanent: bool },
    /// Replacement points saved on the Strategic Record Track (`replacements japanese air 2`, 11.0).
    Replacements { side: Side, kind: Rp, amount: u8 },
    /// A counter enters play (`reinforce cw-7-armd-bde at hq seac`).
    Reinforce { unit: String, at: Place },
    /// A counter on the map (or on the Turn Record Track) moves to a new place (`relocate us-swpac-hq at
    /// region australia_mainland`).
    Relocate { unit: String, at: Place },
    /// A counter takes another's place, which leaves play (`replace jp-cf-yamamoto-hq with jp-cf-ozawa-hq`).
    Replace { old: String, new: String },
    /// A counter is removed for good (`eliminate jp-bb-yamato`).
    Eliminate(String),
    /// One reduced counter of the kind is restored to full strength (`restore allied carrier us`).
    Restore { side: Side, class: Class, nation: Option<super::Nation> },
    /// One counter (the card player's choice) loses a step, even if that eliminates it (`step_loss
    /// japanese air within_range us_hq outside japan_home`).
    StepLoss { side: Side, class: Class, filters: Vec<Filter> },
    /// Up to this many of the side's ground units on islands move to friendly ports within 10 hexes
    /// (`evacuate 3`).
    Evacuate(u8),
    /// The Tokyo Express marker is placed or moved (`tokyo_express`, 6.23).
    TokyoExpress,
    /// The Hump is active for the rest of the game (`hump`, 6.23, 13.78D).
    Hump,
    /// The Bangkok–Rangoon route is built (`kwai`, 13.79).
    Kwai,
    /// The Japanese ASP marker flips to Barges, unless PT Boats came first (`barges`, 8.47).
    Barges,
    /// The barges are cancelled or pre-empted for good (`pt_boats`, 8.47, 10.33).
    PtBoats,
    /// The Japanese escort level (`escorts +2`, 12.22: +0, +2 or +4).
    Escorts(i8),
    /// High Altitude Interceptors (`interceptors`, 12.32).
    Interceptors,
    /// A lasting modifier kept with the card's marker (`persistent japanese ground_drm +1`).
    Persistent { side: Side, key: String, value: i8 },

    // ---- Cards (5.35) ----
    /// Draw a card (`draw`; at most 3 per Offensives Phase).
    Draw,
    /// The opponent discards cards, at random or of his choice (`opponent_discards 1 random`).
    OpponentDiscards { n: u8, random: bool },

    // ---- Preconditions ----
    /// The event may be played only if this holds (`require turn_at_least 9`).
    Require(Require),
}

/// One card's event as the pack gives it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct CardEvent {
    pub side: Side,
    pub number: u8,
    pub timing: Timing,
    pub effects: Vec<Effect>,
    pub source: String,
}

impl CardEvent {
    pub fn has(&self, test: impl Fn(&Effect) -> bool) -> bool {
        self.effects.iter().any(test)
    }

    pub fn launches_offensive(&self) -> bool {
        self.has(|e| matches!(e, Effect::Offensive))
    }

    pub fn draws(&self) -> bool {
        self.has(|e| matches!(e, Effect::Draw))
    }

    pub fn requirements(&self) -> impl Iterator<Item = &Require> {
        self.effects.iter().filter_map(|e| match e {
            Effect::Require(r) => Some(r),
            _ => None,
        })
    }
}

impl Effect {
    /// The primitive changes the state when the event is applied (`events::immediate`); the others are
    /// the offensive's modifiers, a reaction's terms or preconditions.
    pub fn changes_state(&self) -> bool {
        use Effect::*;
        !matches!(
            self,
            Offensive
                | Activations(_)
                | ActivationsTotal(_)
                | AllHqs
                | NoHq
                | HqUnit(_)
                | Movement(_)
                | Bonus { .. }
                | Condition { .. }
                | NoZoi(_)
                | CriticalModified9
                | GroundDrmOnly(_)
                | HalveEnemyDefence
                | Intel(_)
                | Counteroffensive
                | Weather
                | Require(_)
        )
    }

    /// A weather cancellation can take it back (5.32D: event reinforcements and bonuses are lost), so it
    /// may apply before movement.
    pub fn undoable(&self) -> bool {
        matches!(self, Effect::Reinforce { .. } | Effect::Replace { .. } | Effect::Asp { permanent: false, .. }) || !self.changes_state()
    }
}
