//! A player's answers: each one choice from the prompt's list (DESIGN.md), with its notation for the CLI
//! and hand-written records.

use super::data::{hex_name, HexId};
use super::state::UnitId;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Pick a unit to move ([12.0]).
    Select(UnitId),
    /// Move the picked unit to a hex.
    MoveTo(HexId),
    /// Place an OMG/Reserve marker on the unit ([12.6], [28.1]).
    Reserve(UnitId),
    /// Put the picked unit back (it has not moved).
    Cancel,
    /// Finish the phase or the choice.
    Done,
    /// Place a Battle marker on a hex in the Pact's Combat Planning Phase ([25.1.1.1]).
    Mark(HexId),
    /// Declare a battle against a hex ([25.1.1]).
    Attack(HexId),
    /// Commit a unit to the battle.
    Commit(UnitId),
    /// An HQ gives the battle offensive support ([25.4]).
    Support(UnitId),
    /// The defender moves a unit into the target hex ([25.1.2]).
    React(UnitId),
    /// Advance by exploitation: into the target, or on to a hex beyond it ([25.8.2]).
    Exploit(UnitId, HexId),
    /// Roll the battle ([25.5.2]).
    Resolve,
    /// This unit loses a step ([25.6.3]).
    Hit(UnitId),
    /// This unit loses a step to shorten the retreat by a hex ([25.7]).
    Sacrifice(UnitId),
    /// The retreat is taken in hexes.
    Retreat,
    /// The unit retreats to a hex ([25.7.3]).
    RetreatTo(UnitId, HexId),
    /// The unit advances into the emptied hex ([25.8.1]).
    Advance(UnitId),
    /// One air point strikes a unit, or two 1-step units of one hex (the first takes a D1's loss) ([23.3]).
    Strike(UnitId, Option<UnitId>),
    /// Take back the offensive strike marker placed on this unit (its first target) before the markers are
    /// resolved ([23.2.4]; rules 17).
    TakeBack(UnitId),
    /// An artillery unit fires at an adjacent unit ([24.1]).
    Bombard(UnitId, UnitId),
    /// NATO's Center Interdiction with 1–3 operational points ([23.7]).
    Interdict(u8),
    /// An Air Interdiction Zone marker on a hex ([23.8]).
    Aiz(HexId),
    /// Commit an attack-helicopter brigade to the battle ([18.4]).
    Helicopter(UnitId),
    /// The flying brigade enters the next hex ([18.4], [19.1]).
    Fly(HexId),
    /// Place an Entraining marker on the unit, or flip it to Entrained ([13.1]).
    Entrain(UnitId),
    /// Remove the unit's Train marker ([13.5]).
    Detrain(UnitId),
    /// Ferry the picked unit by sea to a port ([14.2]).
    Sail(HexId),
    /// Rail an Entrained unit from the Strategic Reserve Box to a friendly sector's box ([13.7]).
    RailToBox(UnitId),
    /// Infiltrate the unit by helicopter ([18.1.3]).
    Heliborne(UnitId),
    /// Exfiltrate the unit by helicopter ([18.1.4]).
    Extract(UnitId),
    /// Carry the picked unit by airlift (or an airborne drop) to a hex ([16.1]).
    Airlift(HexId),
    /// Carry the picked unit by sealift (or an amphibious landing or withdrawal) to a hex ([16.2]).
    Sealift(HexId),
    /// A resupply operation to a hex; in the Recovery Phase, the Resupply marker spent there ([10.7]).
    Resupply(HexId),
    /// The units that defend a hex whose units do not all coordinate: one front and the independents, or
    /// two nationalities ([26.1.5], [26.2.5]).
    Defend(Vec<UnitId>),
    /// The Pact declares chemical warfare ([22.0]).
    FirstUse,
    /// A chemical strike on a hex by a delivery, its marker persistent or not ([22.2.3]).
    Gas(HexId, super::chemical::Delivery, bool),
    /// A nuclear strike on a hex ([21.1.1]).
    Nuke(HexId),
    /// An airfield nuclear strike ([21.3]).
    NukeAirfields,
    /// NATO's Vistula nuclear strike ([21.4]).
    NukeVistula,
    /// The Pact's airfield chemical strike ([22.4]).
    AirfieldGas,
    /// The side concedes: the opponent wins decisively ([35.1.1]).
    Concede,
    /// The side proposes a cease-fire, its terms to be named next ([35.1.2]).
    CeaseFire,
    /// The terms of the proposed cease-fire ([35.1.2]).
    Terms(super::war_end::Terms),
    /// The opponent accepts the proposed cease-fire: the game ends on its terms ([35.1.2]).
    Accept,
    /// The opponent declines it: play goes on ([35.1.2]).
    Decline,
}

impl Action {
    pub fn notation(&self, key: &dyn Fn(UnitId) -> String) -> String {
        match self {
            Action::Select(u) => format!("select {}", key(*u)),
            Action::MoveTo(h) => format!("move {}", hex_name(*h)),
            Action::Cancel => "cancel".into(),
            Action::Reserve(u) => format!("reserve {}", key(*u)),
            Action::Done => "done".into(),
            Action::Attack(h) => format!("attack {}", hex_name(*h)),
            Action::Mark(h) => format!("mark {}", hex_name(*h)),
            Action::Commit(u) => format!("commit {}", key(*u)),
            Action::Resolve => "resolve".into(),
            Action::Support(u) => format!("support {}", key(*u)),
            Action::React(u) => format!("react {}", key(*u)),
            Action::Exploit(u, h) => format!("exploit {} {}", key(*u), hex_name(*h)),
            Action::Hit(u) => format!("hit {}", key(*u)),
            Action::Sacrifice(u) => format!("sacrifice {}", key(*u)),
            Action::Retreat => "retreat".into(),
            Action::RetreatTo(u, h) => format!("retreat {} {}", key(*u), hex_name(*h)),
            Action::Advance(u) => format!("advance {}", key(*u)),
            Action::Strike(u, None) => format!("strike {}", key(*u)),
            Action::Strike(u, Some(v)) => format!("strike {} {}", key(*u), key(*v)),
            Action::TakeBack(u) => format!("take-back {}", key(*u)),
            Action::Bombard(a, u) => format!("bombard {} {}", key(*a), key(*u)),
            Action::Interdict(n) => format!("interdict {n}"),
            Action::Aiz(h) => format!("aiz {}", hex_name(*h)),
            Action::Helicopter(u) => format!("helicopter {}", key(*u)),
            Action::Fly(h) => format!("fly {}", hex_name(*h)),
            Action::Entrain(u) => format!("entrain {}", key(*u)),
            Action::Detrain(u) => format!("detrain {}", key(*u)),
            Action::RailToBox(u) => format!("rail-box {}", key(*u)),
            Action::Sail(h) => format!("sail {}", hex_name(*h)),
            Action::Heliborne(u) => format!("heliborne {}", key(*u)),
            Action::Extract(u) => format!("extract {}", key(*u)),
            Action::Airlift(h) => format!("airlift {}", hex_name(*h)),
            Action::Resupply(h) => format!("resupply {}", hex_name(*h)),
            Action::Defend(list) => format!("defend {}", list.iter().map(|&u| key(u)).collect::<Vec<_>>().join(" ")),
            Action::Sealift(h) => format!("sealift {}", hex_name(*h)),
            Action::FirstUse => "first-use".into(),
            Action::Nuke(h) => format!("nuke {}", hex_name(*h)),
            Action::NukeAirfields => "nuke airfields".into(),
            Action::NukeVistula => "nuke vistula".into(),
            Action::Gas(h, d, p) => format!("gas {} {} {}", hex_name(*h), d.key(), if *p { "persistent" } else { "non-persistent" }),
            Action::AirfieldGas => "gas airfields".into(),
            Action::Concede => "concede".into(),
            Action::CeaseFire => "cease-fire".into(),
            Action::Terms(t) => t.notation(),
            Action::Accept => "accept".into(),
            Action::Decline => "decline".into(),
        }
    }
}
