//! Teams of two a side (NATO [35.8]): who holds which units when a side is played by a North and a
//! South player. The engine plays each side as one seat (the team wins or loses together, [35.8]); the
//! board shows which partner a unit, and so a decision about it, belongs to. Decisions:
//! docs/games/nato.md (D-T1 to D-T4).

use engine::games::nato::data::{HexId, NatoData, Side, Unit};

/// Whether two players share `side` with these options (the catalog's `players`: `2` one a side, `3wp`
/// two Warsaw Pact players, `3nato` two NATO players, `4` two a side).
pub fn two_players(options: &std::collections::BTreeMap<String, String>, side: Side) -> bool {
    !engine::games::catalog::partners("nato", options, side.seat()).is_empty()
}

/// A side's partner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Team {
    North,
    South,
}

impl Team {
    pub fn key(self) -> &'static str {
        match self {
            Team::North => "north",
            Team::South => "south",
        }
    }
}

/// WP fronts of the North player ([35.8.1]); SEGF, CZF and CAF are the South player's.
const WP_NORTH: [&str; 4] = ["negf", "pof", "baf", "bef"];
const WP_SOUTH: [&str; 3] = ["segf", "czf", "caf"];
/// NATO corps of BALTAP and NORTHAG ([35.8.2.1], [35.8.2.2]; `nag`: NORTHAG's reserve brigade under US
/// III Corps); US V and VII, WG II and III, FR I and the FAR are CENTAG's ([35.8.2.3]).
const NATO_NORTH: [&str; 8] = ["lj", "lz", "wg1", "nl1", "uk1", "be1", "us3", "nag"];
const NATO_SOUTH: [&str; 6] = ["us5", "us7", "wg2", "wg3", "fr1", "far"];

/// The partner who controls unit `i` of the pack, standing in `hex` (its set-up hex for a territorial).
pub fn team_of(d: &NatoData, i: usize, hex: Option<HexId>) -> Team {
    let Some(u) = d.units.get(i) else { return Team::North };
    let c = u.command.as_str();
    let by_zone = || match hex.and_then(|h| d.hexes.get(h as usize)).and_then(|h| h.zone.as_deref()) {
        Some("centag") => Team::South,
        _ => Team::North,
    };
    match u.side {
        Side::Wp => {
            if WP_SOUTH.contains(&c) {
                Team::South
            } else if WP_NORTH.contains(&c) {
                Team::North
            } else if u.territorial && matches!(u.nation.as_str(), "gdr" | "cs") {
                // [35.8.1]: every East German and Czech territorial is the South player's.
                Team::South
            } else if c == "-" {
                transport_half(d, u)
            } else {
                // Independents (no front stripe) are the North player's ([35.8.1]; the three regiments of
                // the 76th Guards Airborne are not in the reconstructed pack).
                Team::North
            }
        }
        Side::Nato => {
            if NATO_SOUTH.contains(&c) {
                Team::South
            } else if NATO_NORTH.contains(&c) {
                Team::North
            } else if c == "-" {
                transport_half(d, u)
            } else if u.territorial {
                // [35.8.2.1–3]: Danish, Dutch and Belgian territorials North, French South, West German
                // ones by the command zone of their hex.
                match u.nation.as_str() {
                    "dk" | "nl" | "be" => Team::North,
                    "fr" => Team::South,
                    _ => by_zone(),
                }
            } else {
                // The West Berlin brigades and anything else without a corps: by the zone they stand in
                // (D-T2).
                by_zone()
            }
        }
    }
}

/// Transport commands are split in half, the odd one to the North player ([35.8.1], [35.8.2.4]): of a
/// side's commands of one kind (`wp-airlift-1` … `-4`), the first half (rounded up) are North's.
fn transport_half(d: &NatoData, u: &Unit) -> Team {
    let Some((kind, n)) = u.key.rsplit_once('-') else { return Team::North };
    let Ok(n) = n.parse::<usize>() else { return Team::North };
    let total = d.units.iter().filter(|x| x.side == u.side && x.key.rsplit_once('-').is_some_and(|(k, _)| k == kind)).count();
    if n <= total.div_ceil(2) {
        Team::North
    } else {
        Team::South
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::games::nato::data::parse_hex;
    use engine::Game;

    fn data() -> std::sync::Arc<<engine::games::nato::game::Nato as Game>::Data> {
        engine::games::nato::game::Nato::builtin_data()
    }

    fn team(key: &str, hex: Option<&str>) -> Team {
        let d = data();
        let d = &d.data;
        let i = d.units.iter().position(|u| u.key == key).unwrap_or_else(|| panic!("no unit {key}"));
        team_of(d, i, hex.and_then(parse_hex))
    }

    #[test]
    fn the_players_option_says_which_side_has_two() {
        let o = |v: &str| [("players".to_string(), v.to_string())].into_iter().collect::<std::collections::BTreeMap<_, _>>();
        assert!(two_players(&o("4"), Side::Wp) && two_players(&o("4"), Side::Nato));
        assert!(two_players(&o("3wp"), Side::Wp) && !two_players(&o("3wp"), Side::Nato));
        assert!(two_players(&o("3nato"), Side::Nato) && !two_players(&o("3nato"), Side::Wp));
        assert!(!two_players(&o("2"), Side::Wp) && !two_players(&Default::default(), Side::Nato));
    }

    // NATO [35.8.1]: NEGF's units are the North player's, SEGF's the South player's.
    #[test]
    fn wp_fronts_split_north_and_south() {
        let d = data();
        let d = &d.data;
        let of = |front: &str| d.units.iter().enumerate().filter(|(_, u)| u.command == front).map(|(i, _)| team_of(d, i, None)).collect::<Vec<_>>();
        assert!(!of("negf").is_empty() && of("negf").iter().all(|t| *t == Team::North));
        assert!(!of("segf").is_empty() && of("segf").iter().all(|t| *t == Team::South));
        assert!(of("czf").iter().all(|t| *t == Team::South));
        assert!(of("pof").iter().all(|t| *t == Team::North));
    }

    // NATO [35.8.2.2–3]: WG I Corps is NORTHAG's (North), US VII Corps CENTAG's (South).
    #[test]
    fn nato_corps_split_by_command() {
        let d = data();
        let d = &d.data;
        let first = |corps: &str| d.units.iter().position(|u| u.command == corps).unwrap_or_else(|| panic!("no unit of {corps}"));
        assert_eq!(team_of(d, first("wg1"), None), Team::North);
        assert_eq!(team_of(d, first("lj"), None), Team::North);
        assert_eq!(team_of(d, first("us7"), None), Team::South);
        assert_eq!(team_of(d, first("wg3"), None), Team::South);
    }

    // NATO [35.8.1], [35.8.2.4]: transport commands in half, the odd one North (3 sealift: 2 North, 1 South).
    #[test]
    fn transport_commands_split_in_half_odd_one_north() {
        assert_eq!(team("wp-sealift-2", None), Team::North);
        assert_eq!(team("wp-sealift-3", None), Team::South);
        assert_eq!(team("nato-airlift-2", None), Team::North);
        assert_eq!(team("nato-airlift-3", None), Team::South);
    }

    // D-T2: a unit without a corps goes by the command zone of its hex (West Berlin, 3007, is in BALTAP's: North).
    #[test]
    fn west_berlin_goes_north() {
        assert_eq!(team("us-berlin", Some("3007")), Team::North);
    }
}
