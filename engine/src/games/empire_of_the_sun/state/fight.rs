//! A battle being fought (9.0): who takes part, what each side fired, the steps lost. The offensive keeps
//! it (`Offensive::fight`) while the battle's steps ask the players; the combat rules that fill it are in
//! the battle module.

use serde::{Deserialize, Serialize};

use super::{idx, other, Loc, UnitId};
use crate::games::empire_of_the_sun::data::Side;
use crate::kit::hex::Hex;

/// What can take a hit: a counter, or one of the hex's intrinsic steps (13.76 China, 13.94 Japan),
/// which are no counters.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Target {
    Unit(UnitId),
    Intrinsic(u8),
}

/// How an air or naval unit takes part in the air-naval combat (9.11, 9.12).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// Adds its attack strength and can be hit.
    Fights,
    /// A non-carrier naval unit stacked with a participating carrier outside the battle hex: absorbs hits,
    /// adds nothing (9.12, 9.2F).
    Escort,
}

/// An air or naval unit of the air-naval combat.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Member {
    pub unit: UnitId,
    pub side: Side,
    pub role: Role,
    /// Stands in the battle hex (else it fights from within air range, or escorts).
    pub in_hex: bool,
    /// An air unit beyond its normal range, within its unbracketed extended range: half strength, in
    /// the 9.3 total too (9.2A).
    pub halved: bool,
}

/// One intrinsic step of the battle hex: a one-step Japanese ground unit that is no counter, always the
/// last to go (13.76: 9-12 in a Japanese China city; 13.94: 12-12 in a home-island city).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Intrinsic {
    pub attack: u32,
    pub defence: u32,
    pub alive: bool,
}

/// One side's roll in a combat (9.2B, 9.4A).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Fire {
    pub side: Side,
    pub strength: u32,
    /// The die (0–9) and the roll with its modifiers.
    pub roll: u8,
    pub modified: i32,
    pub hits: u32,
    /// A critical hit (9.2F6): lifts rule 2 for these hits.
    pub critical: bool,
    /// The firing side's air and carrier units when it fired: how many enemy air or carrier units out of
    /// reach of its ships it may hit (9.2F4).
    pub shooters: u32,
    /// The firing side had naval units in the battle hex when it fired: the enemy's air units and
    /// carriers in the hex are open to its hits (9.2F4).
    pub ships_in_hex: bool,
}

/// A step a unit lost in this battle (for the carrier transfer of 9.2F7 and the 9.4C count).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Loss {
    pub target: Target,
    pub side: Side,
    /// Where it stood when it lost the step (an eliminated carrier comes back there, 9.2F7).
    pub at: Loc,
    /// Lost in the ground combat (9.4C counts these).
    pub ground: bool,
}

/// A battle being resolved: what 9.1 decided when it began, and what its combats have done so far. The
/// offensive procedure keeps it while the battle's steps ask the players.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Fight {
    pub hex: Hex,
    pub offensive: Side,
    /// Air and naval units of both sides (9.11, 9.12, 9.2A).
    pub members: Vec<Member>,
    /// The hex's intrinsic Japanese steps (13.76, 13.94).
    pub intrinsic: Vec<Intrinsic>,
    /// Ground units in the hex that entered it by amphibious assault in this offensive (either side).
    pub amphibious: Vec<UnitId>,
    /// Ground units that take no part in the ground combat: unescorted landings (8.45B), and offensive
    /// landings when the reaction side won the air-naval combat (9.13, 9.32).
    pub withdrawn: Vec<UnitId>,
    /// The reaction side had ground or HQ units in the hex before the landing (9.4: +3).
    pub defended_before_landing: bool,
    /// Each side's last roll, `[japanese, allied]`.
    pub fire: [Option<Fire>; 2],
    /// Enemy air and carrier units each side has hit under the one-for-one rule, `[japanese, allied]`
    /// (9.2F4).
    pub one_for_one: [Vec<UnitId>; 2],
    /// Every step lost in the battle, in order.
    pub losses: Vec<Loss>,
    /// The Japanese carrier step transfer was made (9.2F7: one).
    pub transferred: bool,
    /// The winner of the air-naval combat, once decided (9.3).
    pub air_naval_winner: Option<Side>,
    /// The ground units their owners named to keep the last step under air-naval fire (9.2F5), one a side
    /// at most. Written only when named, so older states keep their bytes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub last_step: Vec<UnitId>,
}

impl Fight {
    /// A battle at `hex` of `offensive`'s offensive, before anyone is mustered or fires.
    pub fn new(hex: Hex, offensive: Side) -> Fight {
        Fight {
            hex,
            offensive,
            members: vec![],
            intrinsic: vec![],
            amphibious: vec![],
            withdrawn: vec![],
            defended_before_landing: false,
            fire: [None, None],
            one_for_one: [vec![], vec![]],
            losses: vec![],
            transferred: false,
            air_naval_winner: None,
            last_step: vec![],
        }
    }

    pub fn reaction(&self) -> Side {
        other(self.offensive)
    }

    /// The members of `side`.
    pub fn members_of(&self, side: Side) -> impl Iterator<Item = &Member> + '_ {
        self.members.iter().filter(move |m| m.side == side)
    }

    pub fn member(&self, u: UnitId) -> Option<&Member> {
        self.members.iter().find(|m| m.unit == u)
    }

    pub fn fire_of(&self, side: Side) -> Option<&Fire> {
        self.fire[idx(side)].as_ref()
    }

    /// Ground steps `side` lost in the ground combat (9.4C).
    pub fn ground_steps_lost(&self, side: Side) -> u32 {
        self.losses.iter().filter(|l| l.ground && l.side == side).count() as u32
    }
}
