//! Region scoring (TS VIC §1-1, §1-2; PA1 L111–L130).

use super::control::controller;
use super::data::{Region};
use super::cards::FORMOSAN_RESOLUTION;
use super::state::{Player, State};

/// A player's standing in a region.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Level {
    None,
    Presence,
    Domination,
    Control,
}

/// One side's score in one region, itemised for the UI's scoring breakdown.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct RegionScore {
    pub level: Level,
    pub level_vp: i32,
    /// +1 per controlled battleground.
    pub battlegrounds: i32,
    /// +1 per controlled country adjacent to the enemy superpower.
    pub adjacent_to_enemy: i32,
    pub countries: i32,
}

impl RegionScore {
    pub fn total(&self) -> i32 {
        self.level_vp + self.battlegrounds + self.adjacent_to_enemy
    }
}

fn in_region(region: Region, c: &super::data::Country) -> bool {
    // TS CMP §1-2: Asia includes Southeast Asia; Europe includes both halves.
    c.region == region
}

/// Counts what each player controls in a region and finds each one's level (TS VIC §1-1):
/// Presence — at least one country; Domination — more countries and more battlegrounds than the
/// opponent, with at least one battleground and one non-battleground; Control — more countries than the
/// opponent and every battleground of the region.
pub fn region_scores(state: &State, region: Region) -> [RegionScore; 2] {
    region_scores_adjusted(state, region, false)
}

/// Formosan Resolution (#35) makes a US-controlled Taiwan a battleground for Asia scoring and the
/// final scoring.
fn battleground(state: &State, c: &super::data::Country) -> bool {
    c.battleground
        || (c.key == "taiwan" && state.has(FORMOSAN_RESOLUTION) && controller(state, c.id) == Some(Player::Us))
}

/// [`region_scores`] with Shuttle Diplomacy (#73) applied when `shuttle`: the USSR does not count one
/// of its battlegrounds — the one adjacent to the US if it has such (the most it can lose).
pub fn region_scores_adjusted(state: &State, region: Region, shuttle: bool) -> [RegionScore; 2] {
    let d = state.data();
    let table = d.scoring.iter().find(|s| s.region == region).expect("every region has a scoring row");
    let all_bg = d.countries.iter().filter(|c| in_region(region, c) && battleground(state, c)).count() as i32;
    let mut counts = [(0i32, 0i32, 0i32); 2]; // countries, battlegrounds, adjacent to the enemy superpower
    let mut ussr_bg_adjacent_us = false;
    for c in d.countries.iter().filter(|c| in_region(region, c)) {
        if let Some(p) = controller(state, c.id) {
            let e = &mut counts[p.idx()];
            e.0 += 1;
            let bg = battleground(state, c);
            e.1 += bg as i32;
            if p == Player::Ussr && bg && c.adjacent_us {
                ussr_bg_adjacent_us = true;
            }
            let enemy_adjacent = match p {
                Player::Us => c.adjacent_ussr,
                Player::Ussr => c.adjacent_us,
            };
            e.2 += enemy_adjacent as i32;
        }
    }
    if shuttle && counts[0].1 > 0 {
        counts[0].0 -= 1;
        counts[0].1 -= 1;
        if ussr_bg_adjacent_us {
            counts[0].2 -= 1;
        }
    }
    let score = |p: Player| {
        let (n, bg, adj) = counts[p.idx()];
        let (on, obg, _) = counts[p.opponent().idx()];
        let level = if n > on && bg == all_bg && all_bg > 0 {
            Level::Control
        } else if n > on && bg > obg && bg >= 1 && n > bg {
            Level::Domination
        } else if n >= 1 {
            Level::Presence
        } else {
            Level::None
        };
        let level_vp = match level {
            Level::None => 0,
            Level::Presence => table.presence as i32,
            Level::Domination => table.domination as i32,
            Level::Control => table.control as i32,
        };
        RegionScore { level, level_vp, battlegrounds: bg, adjacent_to_enemy: adj, countries: n }
    };
    [score(Player::Ussr), score(Player::Us)]
}

/// The net VP of scoring a region, positive for the US (TS VIC §2-3: only the difference moves).
pub fn net(scores: &[RegionScore; 2]) -> i32 {
    scores[1].total() - scores[0].total()
}

/// Southeast Asia Scoring: 1 VP per controlled country, Thailand 2 (digest Appendix C).
pub fn southeast_asia(state: &State) -> [i32; 2] {
    let mut vp = [0, 0];
    for &(country, value) in &state.data().southeast_asia_vp {
        if let Some(p) = controller(state, country) {
            vp[p.idx()] += value as i32;
        }
    }
    vp
}
