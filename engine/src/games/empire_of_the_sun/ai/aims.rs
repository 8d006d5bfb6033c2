//! What the ports and resource hexes are worth to the policy (docs/ai.md "Empire of the Sun"): the hexes
//! a side wants to take, and its own it must hold, each weighed by the scenario's victory measure.
//!
//! - South Pacific (17.10.7, Port Control): a port 1, a resource hex 1; no hexes to hold (garrisons cost
//!   the greedy player more than they saved there).
//! - The yearly schedules (17.27, 17.38, 17.48): a resource hex 1 (line R: a point a hex); a port within
//!   11 hexes of Tokyo 3 while the Allies hold none other (line Q: −3 for the first); Rabaul and
//!   Guadalcanal 2 more (13.84: the two take the Mandate, lines G and L); Eniwetok and Kwajalein 1 more
//!   (13.92: the two take the Marshalls, line N); a New Guinea port 1 more (13.85, lines O–P); any other
//!   port 0.3 (a base and a supply source, no points).
//! - The campaigns (16.2, 16.3): a resource hex 1, a port 0.3.
//!
//! Until 2026-12-05 every port and resource hex was worth the same and a side's own hexes nothing:
//! Japan's 1943 player sent the garrisons of its outlying ports towards the enemy and lost Otomari and
//! Paramushiro (−3) to landings no unit contested. Arena switch 262144 restores that reading.

use crate::games::empire_of_the_sun::data::geo::{HexIx, NONE};
use crate::games::empire_of_the_sun::data::{Side, UnitType};
use crate::games::empire_of_the_sun::political::{schedules, victory};
use crate::games::empire_of_the_sun::state::{other, State};
use crate::games::empire_of_the_sun::supply::command;
use crate::kit::hex::Hex;

/// Ports within this many hexes of Tokyo count for line Q of the yearly schedules (17.27, 17.38, 17.48).
const NEAR_TOKYO: u32 = 11;

/// Enemy units (not HQs, air units or the Chinese, who stay in China, 13.71) within this many hexes make
/// a hex one to hold: an amphibious landing reaches about that far (reconstructed: an HQ's command range
/// and a naval move, 7.21, 8.4).
const REACH: u32 = 6;

/// The hexes a side wants and the hexes it must hold, with their worth.
#[derive(Default)]
pub struct Aims {
    /// The other side's ports and resource hexes, each with what taking it is worth.
    pub targets: Vec<(HexIx, f64)>,
    /// The side's own ports and resource hexes worth a point or more with enemy units within [`REACH`],
    /// each with what holding it is worth.
    pub guard: Vec<(HexIx, f64)>,
    /// Distances to targets shortened by their worth (not under switch 262144).
    weighted: bool,
}

/// Hexes a target's worth above 1 takes off its distance: a hex worth 3 pulls as one 4 hexes nearer.
const PULL: f64 = 2.0;

/// How the scenario counts hexes (see the module doc).
#[derive(Clone, Copy, PartialEq)]
enum Count {
    PortControl,
    Schedule,
    Campaign,
    /// Arena switch 262144: every port and resource hex alike, none to hold.
    Flat,
}

fn count(s: &State) -> Count {
    if crate::ai::tuning() & 262_144 != 0 {
        Count::Flat
    } else if s.scenario == victory::SOUTH_PACIFIC {
        Count::PortControl
    } else if schedules::schedule(s).is_some() {
        Count::Schedule
    } else {
        Count::Campaign
    }
}

/// The aims of `side` now.
pub fn aims(s: &State, side: Side) -> Aims {
    let geo = s.geo();
    let count = count(s);
    let hexes: Vec<HexIx> = (0..geo.len() as HexIx).filter(|&i| geo.data[i as usize].port || geo.data[i as usize].resource).collect();
    let tokyo = hexes.iter().copied().find(|&i| geo.data[i as usize].name.as_deref() == Some("Tokyo")).unwrap_or(NONE);
    let near_tokyo = |i: HexIx| tokyo != NONE && geo.data[i as usize].port && geo.hex(tokyo).distance(geo.hex(i)) <= NEAR_TOKYO;
    let allied_near_tokyo: Vec<HexIx> = hexes.iter().copied().filter(|&i| near_tokyo(i) && s.controller_ix(i) == Side::Allied).collect();
    let worth = |i: HexIx| -> f64 {
        let d = &geo.data[i as usize];
        match count {
            Count::Flat | Count::PortControl => (d.port as u8 + d.resource as u8) as f64,
            Count::Campaign => d.resource as u8 as f64 + 0.3 * d.port as u8 as f64,
            Count::Schedule => {
                let mut w = d.resource as u8 as f64 + 0.3 * d.port as u8 as f64;
                // Line Q counts once: the hex is worth its 3 points while no other Allied port counts.
                if near_tokyo(i) && allied_near_tokyo.iter().all(|&j| j == i) {
                    w += 3.0;
                }
                match d.name.as_deref() {
                    Some("Rabaul" | "Guadalcanal") => w += 2.0,
                    Some("Eniwetok" | "Kwajalein") => w += 1.0,
                    _ => {}
                }
                if d.port && d.in_region("new_guinea") {
                    w += 1.0;
                }
                w
            }
        }
    };
    let targets = hexes.iter().copied().filter(|&i| s.controller_ix(i) != side).map(|i| (i, worth(i))).collect();
    match count {
        Count::Flat => return Aims { targets, guard: vec![], weighted: false },
        // No garrisons in the South Pacific's four offensive turns: greedy with them scored 0.35
        // (0.22–0.51) over 40 games against greedy without (docs/ai.md).
        Count::PortControl => return Aims { targets, guard: vec![], weighted: true },
        Count::Schedule | Count::Campaign => {}
    }
    let enemy: Vec<_> = s
        .on_map()
        .filter(|&(u, _)| s.side_of_unit(u) == other(side) && !matches!(s.unit_data(u).kind, UnitType::Hq | UnitType::Air) && !command::is_chinese(s, u))
        .map(|(_, at)| at)
        .collect();
    let guard = hexes
        .iter()
        .copied()
        .filter(|&i| s.controller_ix(i) == side)
        .map(|i| (i, worth(i)))
        .filter(|&(i, w)| w >= 1.0 && enemy.iter().any(|e| e.distance(geo.hex(i)) <= REACH))
        .collect();
    Aims { targets, guard, weighted: true }
}

impl Aims {
    /// Hexes from `h` to the nearest target, each target's distance shortened by its worth (30 when there
    /// is none).
    pub fn distance(&self, s: &State, h: Hex) -> f64 {
        let geo = s.geo();
        let d = |&(i, w): &(HexIx, f64)| {
            let d = geo.hex(i).distance(h).min(30) as f64;
            if self.weighted {
                (d - PULL * (w - 1.0)).max(0.0)
            } else {
                d
            }
        };
        self.targets.iter().map(d).fold(30.0, f64::min)
    }

    /// The worth of holding hex `i`, if it is one to hold.
    pub fn guarded(&self, i: HexIx) -> Option<f64> {
        self.guard.iter().find(|&&(j, _)| j == i).map(|&(_, w)| w)
    }

    /// The worth of taking hex `i`, if the side wants it.
    pub fn target(&self, i: HexIx) -> Option<f64> {
        self.targets.iter().find(|&&(j, _)| j == i).map(|&(_, w)| w)
    }
}
