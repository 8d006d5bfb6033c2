//! The air tables of the pack (docs/games/nato-data.md): the Air Campaign Tables ([23.1.1],
//! air_campaign.tsv), the Strike Table ([23.3], [24.1], strike.tsv) and the NATO Center Interdiction Table
//! ([23.7], center_interdiction.tsv). Each is read with its file and line for every problem, then checked
//! to answer every question the rules can ask of it: every turn of every scenario's profile for every roll,
//! every modified strike roll, every OAP spend and die.

use crate::kit::table::Errors;

use super::super::data::{rows, source, Scenario};

/// Both sides' air points for one game turn ([23.1]): tactical (TAP) and operational (OAP).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
pub struct AirPoints {
    pub tap: u8,
    pub oap: u8,
}

/// One row of an Air Campaign Table: a profile, a bracket of game turns, the (modified) roll, and what
/// each side receives (Pact, NATO).
#[derive(Clone, Debug)]
pub struct CampaignRow {
    pub profile: String,
    pub turns: (u8, u8),
    pub roll: u8,
    pub points: [AirPoints; 2],
}

/// A Strike Table result ([23.3.2]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "positions", derive(serde::Deserialize))]
#[serde(rename_all = "snake_case")]
pub enum StrikeResult {
    /// `-`: no effect.
    None,
    /// `*`: disrupted (artillery and HQs suppressed).
    Disrupted,
    /// `D1`: one targeted step eliminated, the other targeted step disrupted.
    D1,
}

impl StrikeResult {
    pub fn text(self) -> &'static str {
        match self {
            StrikeResult::None => "-",
            StrikeResult::Disrupted => "*",
            StrikeResult::D1 => "D1",
        }
    }
}

#[derive(Clone, Debug)]
pub struct StrikeRow {
    pub column: u8,
    pub min: i32,
    pub max: i32,
    pub result: StrikeResult,
}

#[derive(Clone, Debug, Default)]
pub struct AirTables {
    pub campaign: Vec<CampaignRow>,
    pub strike: Vec<StrikeRow>,
    /// Center Interdiction: `[oap - 1][die - 1]` → the Pact's supply points lost.
    pub interdiction: [[u8; 6]; 3],
    /// Flak's hit figures ([19.1], flak.tsv).
    pub flak: super::flak::FlakTable,
    /// The Interception Tables ([17.1], interception.tsv).
    pub interception: Vec<InterceptionRow>,
}

/// One cell of a side's Interception Table ([17.1.2]): the moving side's table, its airspace section
/// (`friendly`, `contested`, `enemy`, `conus`), the scenario's column, a bracket of game turns and the value
/// (None: "NA", no interception).
#[derive(Clone, Debug)]
pub struct InterceptionRow {
    pub side: super::super::data::Side,
    pub section: String,
    pub column: String,
    pub turns: (u8, u8),
    pub value: Option<u8>,
}

impl AirTables {
    /// The Air Campaign Table's entry ([23.1.1]): the profile, the game turn's bracket, the modified roll.
    pub fn campaign(&self, profile: &str, turn: u8, roll: u8) -> Option<[AirPoints; 2]> {
        self.campaign.iter().find(|r| r.profile == profile && (r.turns.0..=r.turns.1).contains(&turn) && r.roll == roll).map(|r| r.points)
    }

    /// The Strike Table's result for a column and a modified roll ([23.3]).
    pub fn strike(&self, column: u8, roll: i32) -> StrikeResult {
        self.strike.iter().find(|r| r.column == column && r.min <= roll && roll <= r.max).map_or(StrikeResult::None, |r| r.result)
    }

    /// The Interception Table's value ([17.1.2]): the moving side's table, the section, the scenario's
    /// column and the game turn; None where the cell is "NA" or missing.
    pub fn interception(&self, side: super::super::data::Side, section: &str, column: &str, turn: u8) -> Option<u8> {
        self.interception
            .iter()
            .find(|r| r.side == side && r.section == section && r.column == column && (r.turns.0..=r.turns.1).contains(&turn))
            .and_then(|r| r.value)
    }

    /// The Center Interdiction Table ([23.7]).
    pub fn interdiction(&self, oap: u8, die: u8) -> u8 {
        self.interdiction[(oap.clamp(1, 3) - 1) as usize][(die.clamp(1, 6) - 1) as usize]
    }
}

const CAMPAIGN: &[&str] = &["profile", "turns", "roll", "wp_tap", "wp_oap", "nato_tap", "nato_oap", "source"];
const STRIKE: &[&str] = &["column", "roll_min", "roll_max", "result", "source"];
const INTERDICTION: &[&str] = &["oap", "die", "loss", "source"];
const FLAK: &[&str] = &["situation", "hit_max", "second_roll_beats", "source"];
const INTERCEPTION: &[&str] = &["table", "section", "column", "turns", "value", "source"];

/// A bracket of game turns: `1`, `2-7`.
fn turns(v: &str) -> Option<(u8, u8)> {
    let (a, b) = v.split_once('-').unwrap_or((v, v));
    let (a, b): (u8, u8) = (a.parse().ok()?, b.parse().ok()?);
    (1 <= a && a <= b).then_some((a, b))
}

/// Reads and checks the three tables; every problem goes to `errors`.
pub fn parse(files: &[(&str, &str)], scenarios: &[Scenario], errors: &mut Errors) -> AirTables {
    let mut t = AirTables::default();
    for r in rows(files, "air_campaign.tsv", CAMPAIGN, errors) {
        let row = (|| -> Result<CampaignRow, String> {
            let v = r.get("turns");
            let turns = turns(v).ok_or_else(|| r.err(format!("turns '{v}' must be a turn or a bracket like 2-7")))?;
            let p = |c: &str| r.num::<u8>(c, 0, 99);
            source(&r)?;
            Ok(CampaignRow {
                profile: r.key("profile")?,
                turns,
                roll: r.num("roll", 1, 7)?,
                points: [AirPoints { tap: p("wp_tap")?, oap: p("wp_oap")? }, AirPoints { tap: p("nato_tap")?, oap: p("nato_oap")? }],
            })
        })();
        if let Some(c) = errors.take(row) {
            t.campaign.push(c);
        }
    }
    for r in rows(files, "strike.tsv", STRIKE, errors) {
        let row = (|| -> Result<StrikeRow, String> {
            let result = r.one_of("result", &[("-", StrikeResult::None), ("*", StrikeResult::Disrupted), ("D1", StrikeResult::D1)])?;
            let (min, max) = (r.num("roll_min", -99, 99)?, r.num("roll_max", -99, 99)?);
            if min > max {
                return Err(r.err("roll_min is above roll_max"));
            }
            source(&r)?;
            Ok(StrikeRow { column: r.num("column", 0, 1)?, min, max, result })
        })();
        if let Some(s) = errors.take(row) {
            t.strike.push(s);
        }
    }
    let mut seen = [[false; 6]; 3];
    for r in rows(files, "center_interdiction.tsv", INTERDICTION, errors) {
        let row = (|| -> Result<(usize, usize, u8), String> {
            source(&r)?;
            Ok((r.num::<usize>("oap", 1, 3)? - 1, r.num::<usize>("die", 1, 6)? - 1, r.num("loss", 0, 9)?))
        })();
        if let Some((o, d, loss)) = errors.take(row) {
            t.interdiction[o][d] = loss;
            seen[o][d] = true;
        }
    }
    // [19.1], [19.1.1]: a hit at or below `hit_max`; a second die above the helicopter's defence shoots it
    // down (the only reading the rule allows).
    let mut flak = [false; 3];
    for r in rows(files, "flak.tsv", FLAK, errors) {
        let row = (|| -> Result<(usize, u8), String> {
            let situation = r.one_of("situation", &[("ezoc", 0usize), ("enemy_free_city", 1), ("assault_hex", 2)])?;
            r.one_of("second_roll_beats", &[("helicopter_defence", ())])?;
            source(&r)?;
            Ok((situation, r.num("hit_max", 0, 6)?))
        })();
        if let Some((i, hit)) = errors.take(row) {
            match i {
                0 => t.flak.ezoc = hit,
                1 => t.flak.city = hit,
                _ => t.flak.assault = hit,
            }
            flak[i] = true;
        }
    }
    for r in rows(files, "interception.tsv", INTERCEPTION, errors) {
        let row = (|| -> Result<InterceptionRow, String> {
            use super::super::data::Side;
            let v = r.get("turns");
            let turns = turns(v).ok_or_else(|| r.err(format!("turns '{v}' must be a turn or a bracket like 2-7")))?;
            let value = if r.get("value") == "NA" { None } else { Some(r.num("value", 0, 12)?) };
            source(&r)?;
            Ok(InterceptionRow {
                side: r.one_of("table", &[("wp", Side::Wp), ("nato", Side::Nato)])?,
                section: r.one_of("section", &[("friendly", "friendly"), ("contested", "contested"), ("enemy", "enemy"), ("conus", "conus")])?.to_string(),
                column: r.key("column")?,
                turns,
                value,
            })
        })();
        if let Some(x) = errors.take(row) {
            t.interception.push(x);
        }
    }
    if !errors.is_empty() {
        return t;
    }
    for (i, name) in ["ezoc", "enemy_free_city", "assault_hex"].iter().enumerate() {
        if !flak[i] {
            errors.push(format!("flak.tsv: no row for the situation {name}"));
        }
    }
    // Every question the rules ask has one answer.
    for column in 0..=1u8 {
        for roll in -6..=13 {
            let n = t.strike.iter().filter(|r| r.column == column && r.min <= roll && roll <= r.max).count();
            if n != 1 {
                errors.push(format!("strike.tsv: column {column}, modified roll {roll} has {n} rows (it needs exactly one)"));
            }
        }
    }
    for (o, dice) in seen.iter().enumerate() {
        for (d, ok) in dice.iter().enumerate() {
            if !ok {
                errors.push(format!("center_interdiction.tsv: no row for {} OAP, die {}", o + 1, d + 1));
            }
        }
    }
    for sc in scenarios {
        // [23.1.1]: 1d6, +1 in 1988.
        let rolls = if sc.year >= 1988 { 2..=7 } else { 1..=6 };
        for turn in 1..=sc.turns {
            for roll in rolls.clone() {
                if t.campaign(&sc.air_profile, turn, roll).is_none() {
                    errors.push(format!("air_campaign.tsv: profile {} (scenario {} {}) has no row for turn {turn}, roll {roll}", sc.air_profile, sc.key, sc.year));
                    break;
                }
            }
        }
    }
    t
}
