//! A player's choices, one per prompt entry, and their notation (docs/games/empire-of-the-sun.md
//! "Notation": `oc 23 offensive`, `ec 23`, `hq jp-south-hq`, `activate jp-38-army`, `move naval 2311`…).

use super::data::Side;
use super::state::{CardNo, Mode, Play, UnitId};
use crate::kit::hex::Hex;

/// What a card played for its operations is used for (5.0, L321–326).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OcUse {
    /// A: an offensive (7.0).
    Offensive,
    /// B: a Japanese China offensive (13.72, a 3-OC card).
    ChinaOffensive,
    /// C: withdraw an HQ to the Turn Record Track (6.13).
    Withdraw(UnitId),
    /// D: bring an HQ back early from the Turn Record Track to a port (6.15).
    ReturnHq(UnitId, Hex),
    /// E: build a CBI transport route (13.77, a 3-OC card).
    BuildRoute(Hex),
    /// Yearly scenarios: end one's own Inter-Service Rivalry (17.26, 17.37, 17.47; a 3-OC card).
    EndRivalry,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    // ---- A round of the Offensives Phase (4.22) ----
    /// Play a card for its operations.
    Oc { card: CardNo, with: OcUse },
    /// Play a card for its event.
    Ec { card: CardNo },
    /// Play the Future Offensive card (7.29).
    Future { play: Play },
    /// Set a card aside as the Future Offensive (7.29).
    SetFuture { card: CardNo },
    Discard { card: CardNo },
    Pass,

    // ---- An offensive (7.2) ----
    Hq { unit: UnitId },
    Activate { unit: UnitId },
    /// Add a unit to (or take it from) the stack about to move.
    Select { unit: UnitId },
    Unselect { unit: UnitId },
    /// Move the selected stack in `mode` to `hex`.
    MoveTo { mode: Mode, hex: Hex },
    Declare { hex: Hex },
    /// A unit's battle, or the landing it covers (7.24).
    Assign { unit: UnitId, hex: Hex },
    Cover { unit: UnitId, hex: Hex },
    /// Play a reaction card (5.32).
    React { card: CardNo },
    /// Roll for intelligence (7.25C) or for a special reaction hex (7.27).
    Roll,
    RollAt { hex: Hex },
    /// Resolve the battle at this hex next (7.2 step 11).
    Resolve { hex: Hex },
    /// Assign hits to this unit (9.2F, 9.4B).
    Hit { unit: UnitId },
    /// Accept the engine's allocation of the hits left.
    AutoAllocate,
    /// This ground unit keeps the side's last step under air-naval fire (9.2F5).
    Keep { unit: UnitId },
    /// Move a carrier step loss (9.2F7).
    Transfer { from: UnitId, to: UnitId },
    /// Retreat a unit to a hex (9.5).
    RetreatTo { unit: UnitId, hex: Hex },
    /// Move a ground unit out of a hex enemy units just entered (8.43).
    Disengage { unit: UnitId, hex: Hex },
    /// Place a unit (reinforcement, replacement, emergency move, HQ) in a hex.
    Place { unit: UnitId, hex: Hex },
    /// Put a unit somewhere off the map: the Delay box, the Turn Record Track (overstacking), removal.
    Remove { unit: UnitId },
    /// Fly an activated Allied air unit into the China box (13.74).
    ToChinaBox { unit: UnitId },
    /// Spend replacement points on a unit (11.0).
    Replace { unit: UnitId },
    /// An event's own choice, by index into what it offers.
    Choose { index: u8 },
    /// Take a card into the hand from outside it (Arcadia Conference, 17.11, 17.25D).
    Take { card: CardNo },
    /// Finish the current step (activation, movement, declaration, placement…), or decline.
    Done,
}

impl Action {
    /// The seat-independent notation (`oc 23 offensive`).
    pub fn notation(&self, unit_key: &dyn Fn(UnitId) -> String, side: Side) -> String {
        let _ = side;
        match self {
            Action::Oc { card, with } => format!("oc {card} {}", oc_use(with, unit_key)),
            Action::Ec { card } => format!("ec {card}"),
            Action::Future { play } => format!("future {}", play_key(*play)),
            Action::SetFuture { card } => format!("set-future {card}"),
            Action::Discard { card } => format!("discard {card}"),
            Action::Pass => "pass".into(),
            Action::Hq { unit } => format!("hq {}", unit_key(*unit)),
            Action::Activate { unit } => format!("activate {}", unit_key(*unit)),
            Action::Select { unit } => format!("select {}", unit_key(*unit)),
            Action::Unselect { unit } => format!("unselect {}", unit_key(*unit)),
            Action::MoveTo { mode, hex } => format!("move {} {hex}", mode_key(*mode)),
            Action::Declare { hex } => format!("battle {hex}"),
            Action::Assign { unit, hex } => format!("assign {} {hex}", unit_key(*unit)),
            Action::Cover { unit, hex } => format!("cover {} {hex}", unit_key(*unit)),
            Action::React { card } => format!("react {card}"),
            Action::Roll => "roll".into(),
            Action::RollAt { hex } => format!("roll {hex}"),
            Action::Resolve { hex } => format!("resolve {hex}"),
            Action::Hit { unit } => format!("hit {}", unit_key(*unit)),
            Action::AutoAllocate => "auto".into(),
            Action::Keep { unit } => format!("keep {}", unit_key(*unit)),
            Action::Transfer { from, to } => format!("transfer {} {}", unit_key(*from), unit_key(*to)),
            Action::RetreatTo { unit, hex } => format!("retreat {} {hex}", unit_key(*unit)),
            Action::Disengage { unit, hex } => format!("disengage {} {hex}", unit_key(*unit)),
            Action::Place { unit, hex } => format!("place {} {hex}", unit_key(*unit)),
            Action::Remove { unit } => format!("remove {}", unit_key(*unit)),
            Action::ToChinaBox { unit } => format!("china-box {}", unit_key(*unit)),
            Action::Replace { unit } => format!("replace {}", unit_key(*unit)),
            Action::Choose { index } => format!("choose {index}"),
            Action::Take { card } => format!("take {card}"),
            Action::Done => "done".into(),
        }
    }
}

fn oc_use(with: &OcUse, unit_key: &dyn Fn(UnitId) -> String) -> String {
    match with {
        OcUse::Offensive => "offensive".into(),
        OcUse::ChinaOffensive => "china".into(),
        OcUse::Withdraw(u) => format!("withdraw {}", unit_key(*u)),
        OcUse::ReturnHq(u, h) => format!("return {} {h}", unit_key(*u)),
        OcUse::BuildRoute(h) => format!("route {h}"),
        OcUse::EndRivalry => "end-rivalry".into(),
    }
}

pub fn play_key(p: Play) -> &'static str {
    match p {
        Play::Oc => "oc",
        Play::Ec => "ec",
    }
}

pub fn mode_key(m: Mode) -> &'static str {
    match m {
        Mode::Ground => "ground",
        Mode::Amphibious => "amphibious",
        Mode::StrategicGround => "strategic-ground",
        Mode::Naval => "naval",
        Mode::StrategicNaval => "strategic-naval",
        Mode::Air => "air",
        Mode::StrategicAir => "strategic-air",
    }
}
