//! The plain state of a game of Twilight Struggle: one serialisable value, including the stack of
//! pending steps, the RNG and the log.

use serde::{Deserialize, Serialize};

use super::data::{CardId, CountryId};
use crate::{LogEntry, Outcome, Rng, Seat};

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

/// The China Card (TS CHN): who holds it, and whether it may be played now.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct China {
    pub holder: Player,
    pub face_up: bool,
}

/// One pending step of the game: the explicit stack (Rally the Troops' call / goto / end) that lets
/// any moment be saved, linked and undone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Step {
    /// TS SET 2–3: place the free starting influence one point at a time (USSR 6 in Eastern Europe,
    /// then US 7 in Western Europe).
    SetupInfluence { player: Player, left: u8 },
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct State {
    pub options: Options,
    pub rng: Rng,
    /// Counts arrivals of new information (dice, draws, reveals); undo never crosses a change.
    pub information: u32,
    pub turn: u8,
    /// 0 during setup and the headline phase.
    pub action_round: u8,
    pub phasing: Player,
    pub defcon: u8,
    /// Victory points: positive for the US, negative for the USSR (TS VIC §2).
    pub vp: i32,
    pub milops: [u8; 2],
    pub space: [u8; 2],
    pub space_attempts: [u8; 2],
    /// Influence by country id: `[ussr, us]`.
    pub influence: Vec<[u8; 2]>,
    pub china: China,
    /// Draw pile, top last.
    pub deck: Vec<CardId>,
    pub discard: Vec<CardId>,
    pub removed: Vec<CardId>,
    pub hands: [Vec<CardId>; 2],
    /// Lasting events in play.
    pub effects: Vec<CardId>,
    pub steps: Vec<Step>,
    pub log: Vec<LogEntry>,
    pub outcome: Option<Outcome>,
}

impl State {
    pub fn inf(&self, country: CountryId, player: Player) -> u8 {
        self.influence[country as usize][player.idx()]
    }

    pub fn hand(&self, player: Player) -> &Vec<CardId> {
        &self.hands[player.idx()]
    }

    pub fn log(&mut self, seat: Option<Player>, id: &str, args: Vec<crate::Arg>) {
        self.log.push(LogEntry::new(seat.map(Player::seat), id, args));
    }
}
