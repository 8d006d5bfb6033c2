//! The keys of the temporary modifiers (`state::Effect`) that events
//! give an offensive, and of the lasting ones their markers keep. The rules that a modifier changes read
//! it by these names (docs/games/empire-of-the-sun-data.md "events.tsv").

/// Added to the side's air-naval combat roll (9.2B).
pub const AIR_NAVAL_DRM: &str = "air_naval_drm";
/// Added to the side's ground combat roll (9.4).
pub const GROUND_DRM: &str = "ground_drm";
/// Added to the defence strength of the side's air units (Operation Matador).
pub const AIR_DEFENCE: &str = "air_defence";
/// Added to the reaction player's intelligence roll against the side's offensive (7.25D; positive makes
/// Intercept harder).
pub const INTEL_DRM: &str = "intel_drm";
/// The side's air units not in a battle hex may join any battle within their range (IAI, 17.11).
pub const AIR_AUTO_JOIN: &str = "air_auto_join";
/// A modified roll of 9 or more is a critical hit for the side (Rochefort, 9.2B).
pub const CRITICAL_MODIFIED_9: &str = "critical_modified_9";
/// The side's air units have no ZOI during the offensive (IAI). The effect's side is the side that loses
/// its ZOI.
pub const NO_ZOI: &str = "no_zoi";
/// The side may use no ASPs (Operation Matador's condition).
pub const NO_ASP: &str = "no_asp";
/// The event states Surprise Attack: no intelligence roll (5.31B).
pub const SURPRISE: &str = "surprise";
/// Activations in addition to logistics value + HQ efficiency.
pub const ACTIVATIONS: &str = "activations";
/// The offensive's activations, whatever the HQ (Operation Z, IAI).
pub const ACTIVATIONS_TOTAL: &str = "activations_total";
/// The movement allowance multiplier instead of the card's ops value (7.22).
pub const MOVEMENT_MULTIPLIER: &str = "movement_multiplier";
/// `hq_only:<family>`: the activating HQ must be of one of the named families (5.31A).
pub const HQ_ONLY: &str = "hq_only";
/// `hq_unit:<unit-key>`: only this HQ may activate.
pub const HQ_UNIT: &str = "hq_unit";
/// Every HQ of the side may activate in this offensive (IAI).
pub const ALL_HQS: &str = "all_hqs";
/// Units are activated without an HQ (Operation Z).
pub const NO_HQ: &str = "no_hq";
/// The side's ground combat roll gets this modifier and no other (Col. Tsuji, 9.4).
pub const GROUND_DRM_ONLY: &str = "ground_drm_only";
/// The enemy's units in the battle hexes defend at half strength (Operation Z, L2952).
pub const HALVE_ENEMY_DEFENCE: &str = "halve_enemy_defence";
/// The counteroffensive's logistics value for the reaction's activations (5.32C).
pub const COUNTEROFFENSIVE_LV: &str = "counteroffensive_lv";

// ---- 5.31D conditions (`condition <key>`) ----
/// The side's naval units move together as one stack (Operation Z).
pub const NAVAL_TOGETHER: &str = "naval_together";
/// Enemy units at sea may not be attacked (Operation Z).
pub const NO_ATTACK_AT_SEA: &str = "no_attack_at_sea";
/// The enemy may react only as the event allows (IAI): no reaction movement, no intelligence roll.
pub const LIMITED_REACTION: &str = "limited_reaction";
/// `escorted_landing:<hex>`: an amphibious assault on the hex needs a naval escort (8.45B), gets no shore
/// bombardment modifier, and each escort there loses a step before combat (IAI).
pub const ESCORTED_LANDING: &str = "escorted_landing";
/// Amphibious assaults only into hexes within this many sea hexes of a friendly port (IAI).
pub const LANDING_RANGE: &str = "landing_range";
/// `activate_only:<class>`: only units of this class may be activated (naval, non_carrier_naval, air…).
pub const ACTIVATE_ONLY: &str = "activate_only";
/// `battle_region:<region>`: battle hexes only in the region.
pub const BATTLE_REGION: &str = "battle_region";
/// `reaction_unit:<unit>`: under a limited reaction, the enemy unit that may still react (IAI: Force Z).
pub const REACTION_UNIT: &str = "reaction_unit";

/// Keys a `bonus` / `enemy` primitive may name.
pub const BONUS: [&str; 5] = [AIR_NAVAL_DRM, GROUND_DRM, AIR_DEFENCE, INTEL_DRM, AIR_AUTO_JOIN];

/// Keys a `condition` primitive may name (before any `:<arg>`).
pub const CONDITION: [&str; 9] = [
    NO_ASP,
    NAVAL_TOGETHER,
    NO_ATTACK_AT_SEA,
    LIMITED_REACTION,
    ESCORTED_LANDING,
    LANDING_RANGE,
    ACTIVATE_ONLY,
    BATTLE_REGION,
    REACTION_UNIT,
];

/// Conditions a bonus may carry (`if <when>`) besides a map region: a brigade-size unit of the side
/// takes part in the combat, a Chinese unit does, the side's ground units attack by amphibious assault.
pub const WHEN: [&str; 3] = ["brigade", "chinese", "amphibious"];

// ---- Lasting modifiers (`persistent <side> <key> <±n>`), kept while the card is in `Cards::in_effect` ----
/// The side keeps at least this many air units in the Japanese Islands (Doolittle's Raid).
pub const HOME_AIR_GARRISON: &str = "home_air_garrison";
/// Added to Allied submarine warfare rolls (12.21: success at 0 or less).
pub const SUBMARINE_DRM: &str = "submarine_drm";
/// The next Allied naval reinforcements go to the Delay box (the Panama Canal raid); the reinforcement
/// segment that applies it takes the card out of effect (`events::expire`).
pub const NAVAL_REINFORCEMENTS_DELAYED: &str = "naval_reinforcements_delayed";

pub const PERSISTENT: [&str; 4] = [HOME_AIR_GARRISON, SUBMARINE_DRM, NAVAL_REINFORCEMENTS_DELAYED, GROUND_DRM];

/// The HQ families of cards.tsv's `hq` column.
pub const HQ_FAMILIES: [&str; 9] = ["cpac", "swpac", "spac", "anzac", "seac", "cw", "south", "south_seas", "cf"];
