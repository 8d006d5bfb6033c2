//! Who may command whom: the HQ national command chart (EotS 6.12), Inter-Service Rivalry (14.1C, 14.2A)
//! and the ground the Chinese units may stand on (8.41E, 13.71, 13.75).
//!
//! An HQ's nationality is the `nation` of its counter in units.tsv: `us` HQs (C Pac, S Pac, SW Pac) are
//! US HQs, `joint` HQs (ABDA, ANZAC) are Joint HQs, and the Commonwealth nations (`british`: Malaya,
//! SEAC; `australian`, `nz`, `indian`) make Commonwealth HQs. Every Japanese HQ commands every Japanese
//! unit.

use crate::games::empire_of_the_sun::data::geo::{HexIx, NONE};
use crate::games::empire_of_the_sun::data::{Nation, Service, Side, Unit, UnitType};
use crate::games::empire_of_the_sun::state::{idx, State, UnitId};
use crate::kit::hex::Hex;

/// The columns of the Allied HQ national command chart (6.12), and the Japanese HQs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Command {
    /// US units and Chinese units.
    Us,
    /// Commonwealth units, Chinese units and US air units (Army and Marine air).
    Commonwealth,
    /// Every Allied unit, Dutch units included.
    Joint,
    /// Every Japanese unit.
    Japanese,
    /// An Allied HQ of a nation the chart has no row for (none in the pack): its own nation only.
    Own(Nation),
}

/// The command class of an HQ counter (`None` for any other counter).
pub fn command_of(hq: &Unit) -> Option<Command> {
    if hq.kind != UnitType::Hq {
        return None;
    }
    Some(match hq.nation {
        _ if hq.side == Side::Japanese => Command::Japanese,
        Nation::Us => Command::Us,
        Nation::Joint => Command::Joint,
        n if n.is_commonwealth() => Command::Commonwealth,
        n => Command::Own(n),
    })
}

/// 6.12: `hq` may activate and supply `unit` (same side, and the chart allows the unit's nationality).
pub fn may_command(state: &State, hq: UnitId, unit: UnitId) -> bool {
    let (h, u) = (state.unit_data(hq), state.unit_data(unit));
    if h.side != u.side || u.kind == UnitType::Hq {
        return false;
    }
    match command_of(h) {
        None => false,
        Some(Command::Japanese) | Some(Command::Joint) => true,
        Some(Command::Us) => matches!(u.nation, Nation::Us | Nation::Chinese),
        Some(Command::Commonwealth) => {
            u.nation.is_commonwealth() || u.nation == Nation::Chinese || (u.nation == Nation::Us && u.kind == UnitType::Air)
        }
        Some(Command::Own(n)) => u.nation == n,
    }
}

/// The service a unit counts as under Inter-Service Rivalry: Army or Navy for every Japanese unit (14.2A)
/// and for US units (14.1C: "other Allied units may be activated freely"); `None` for the rest. Marines,
/// Marine air and SNLF are Navy (1.3; units.tsv `service`).
pub fn rivalry_service(state: &State, u: UnitId) -> Option<Service> {
    let d = state.unit_data(u);
    match d.side {
        Side::Japanese => d.service,
        Side::Allied if d.nation == Nation::Us => d.service,
        Side::Allied => None,
    }
}

/// 14.1C, 14.2A: while `side` suffers Inter-Service Rivalry, an HQ may not activate both Army and Navy
/// units in one offensive or reaction. `activated` are the units this HQ already activated in it; the
/// candidate is allowed unless one of them is of the other service.
pub fn rivalry_allows(state: &State, side: Side, activated: &[UnitId], candidate: UnitId) -> bool {
    if !state.tracks.isr[idx(side)] {
        return true;
    }
    let Some(s) = rivalry_service(state, candidate) else { return true };
    !activated.iter().any(|&a| rivalry_service(state, a).is_some_and(|t| t != s))
}

/// The Chinese units (1.3: the three Chinese ground units).
pub fn is_chinese(state: &State, u: UnitId) -> bool {
    state.unit_data(u).nation == Nation::Chinese
}

/// The hex of Kunming on the sheet (13.75; 2407 on the main map), or [`NONE`].
pub fn kunming(state: &State) -> HexIx {
    named(state, "Kunming")
}

/// The hex of a named place on the sheet, or [`NONE`].
pub fn named(state: &State, name: &str) -> HexIx {
    state.geo().named(name)
}

/// 8.41E, 13.71, 13.75: Chinese units may only be in Burma, North India, Kunming and the hexes next to
/// Kunming (a Chinese unit forced elsewhere is removed).
pub fn chinese_area(state: &State, h: Hex) -> bool {
    let Some(d) = state.hex_data(h) else { return false };
    if d.in_region("burma") || d.in_region("north_india") {
        return true;
    }
    let k = kunming(state);
    k != NONE && state.geo().hex(k).distance(h) <= 1
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::empire_of_the_sun::builtin_data;
    use crate::games::empire_of_the_sun::state::Sheet;

    fn st() -> State {
        State::empty(builtin_data(), Sheet::Main, 1)
    }

    /// 6.12: the chart, row by row.
    #[test]
    fn national_command_chart() {
        let s = st();
        let u = |k: &str| s.unit_id(k).unwrap_or_else(|| panic!("{k}"));
        let (us_hq, cw_hq, joint_hq, jp_hq) = (u("us-swpac-hq"), u("cw-seac-hq"), u("cw-abda-hq"), u("jp-south-hq"));
        let us_army_air = u("us-5af");
        let marine_air = u("us-marine-1maw");
        let us_ground = u("us-i-corps");
        let carrier = u("us-cv-enterprise");
        let chinese = (0..s.units.len() as UnitId).find(|&x| is_chinese(&s, x)).unwrap();
        let dutch = (0..s.units.len() as UnitId).find(|&x| s.unit_data(x).nation == Nation::Dutch).unwrap();
        let aus = u("cw-2-aus-corps");
        for x in [us_army_air, marine_air, us_ground, carrier, chinese] {
            assert!(may_command(&s, us_hq, x), "US HQ commands US and Chinese units");
        }
        assert!(!may_command(&s, us_hq, aus) && !may_command(&s, us_hq, dutch));
        for x in [us_army_air, marine_air, aus, chinese] {
            assert!(may_command(&s, cw_hq, x), "CW HQ: CW, Chinese and US air");
        }
        for x in [us_ground, carrier, dutch] {
            assert!(!may_command(&s, cw_hq, x), "CW HQ: no US ground or naval, no Dutch");
        }
        for x in [us_army_air, us_ground, carrier, aus, chinese, dutch] {
            assert!(may_command(&s, joint_hq, x), "Joint HQ: every Allied unit");
        }
        assert!(!may_command(&s, jp_hq, aus) && !may_command(&s, us_hq, u("jp-38-army")));
        assert!(may_command(&s, jp_hq, u("jp-38-army")) && may_command(&s, jp_hq, u("jp-cv-akagi")));
        assert!(!may_command(&s, jp_hq, u("jp-south-seas-hq")), "HQs are not activated");
    }

    /// 14.1C and 14.2A.
    #[test]
    fn inter_service_rivalry() {
        let mut s = st();
        let u = |s: &State, k: &str| s.unit_id(k).unwrap();
        let (army, navy, aus) = (u(&s, "us-i-corps"), u(&s, "us-marine-1div"), u(&s, "cw-2-aus-corps"));
        assert!(rivalry_allows(&s, Side::Allied, &[army], navy), "no rivalry: anything goes");
        s.tracks.isr = [true, true];
        assert!(!rivalry_allows(&s, Side::Allied, &[army], navy));
        assert!(!rivalry_allows(&s, Side::Allied, &[navy, aus], u(&s, "us-5af")), "Army air is Army");
        assert!(rivalry_allows(&s, Side::Allied, &[army], aus), "other Allied units are free");
        assert!(rivalry_allows(&s, Side::Allied, &[aus], navy));
        let (jarmy, jnavy) = (u(&s, "jp-38-army"), u(&s, "jp-cv-akagi"));
        assert!(!rivalry_allows(&s, Side::Japanese, &[jarmy], jnavy));
        assert!(rivalry_allows(&s, Side::Japanese, &[jnavy], u(&s, "jp-ss-bde")), "SNLF are Navy");
    }

    /// 8.41E: Burma, North India, Kunming and the hexes next to it.
    #[test]
    fn chinese_area_is_burma_north_india_and_kunming() {
        let s = st();
        let h = |x: &str| Hex::parse(x).unwrap();
        assert!(chinese_area(&s, h("2407")) && chinese_area(&s, h("2408")));
        assert!(chinese_area(&s, h("2008")), "Rangoon is in Burma");
        assert!(chinese_area(&s, h("2104")), "Jarhat is in North India");
        assert!(!chinese_area(&s, h("2409")) || s.geo().distance(kunming(&s), s.geo().ix(h("2409"))) <= 1);
        assert!(!chinese_area(&s, h("1805")), "Calcutta is India, not North India");
        assert!(!chinese_area(&s, h("2015")));
    }
}
