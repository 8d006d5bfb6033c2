//! The rows the rules cannot do without: a pack that passes its check never breaks a game (issue 24).
//! Each table that the rules read by key names the keys they read; each scenario needs its set-up's
//! control markers, its victory schedule and, for the yearly and campaign set-ups, its cards. A missing
//! row is an error of the pack check, named by file and key, not a game that stalls later.

use super::{EotsData, Errors, Side};

/// The Political Will events the rules read by name (16.4: political/national_status.rs,
/// political/political_will.rs, strategic/…, battle/…).
const PW_EVENTS: &[(&str, &str)] = &[
    ("surrender_australia", "13.8"),
    ("surrender_burma", "13.5"),
    ("surrender_china", "13.7"),
    ("surrender_dei", "13.4"),
    ("surrender_india", "13.6"),
    ("surrender_malaya", "13.3"),
    ("surrender_philippines", "13.2"),
    ("all_surrendered", "16.41"),
    ("alaska_occupied", "16.42"),
    ("hawaii_occupied", "16.42"),
    ("japan_resources_3_or_less", "16.43A"),
    ("strategic_bombing_success", "12.32"),
    ("operation_z", "16.44A"),
    ("us_casualties", "16.45"),
    ("no_us_carrier", "16.46"),
    ("no_us_naval", "16.46"),
    ("progress_of_war", "16.47"),
];

/// The nations whose surrender or status the rules check (13.2–13.9).
const NATIONS: &[&str] = &["philippines", "malaya", "dei", "burma", "india", "china", "australia", "japan", "siam"];

/// The set-ups whose opening hands the rulebook gives (17.1, 17.2–17.4): their cards must be listed.
const CARD_SETUPS: &[&str] = &["1941", "1942", "1943", "1944"];

pub(crate) fn check(d: &EotsData, e: &mut Errors) {
    for side in [Side::Japanese, Side::Allied] {
        if !d.units.iter().any(|u| u.side == side) {
            e.push(format!("units.tsv: no {} unit: the rules need the counter mix (18.0)", side_name(side)));
        }
    }
    for (event, rule) in PW_EVENTS {
        if !d.tables.political_will.iter().any(|p| p.event == *event) {
            e.push(format!("political_will.tsv: no row for '{event}' ({rule} reads it)"));
        }
    }
    for nation in NATIONS {
        if !d.tables.national_status.iter().any(|n| n.nation == *nation) {
            e.push(format!("national_status.tsv: no row for '{nation}' (13.0 reads its surrender condition)"));
        }
    }
    for sc in &d.scenarios {
        let setup = sc.setup.key();
        // The South Pacific's control comes with its own map (sp_hexes.tsv's nations), not markers.
        if setup != "sp" && !d.control.iter().any(|c| c.setup.key() == setup) {
            e.push(format!("control.tsv: no control marker for set-up '{setup}' (scenario {}: 6.5, its set-up places them)", sc.key));
        }
        if !d.tables.victory.iter().any(|v| v.schedule == sc.victory) {
            e.push(format!("victory.tsv: no row for schedule '{}' (scenario {}: 16.1 and its victory conditions)", sc.victory, sc.key));
        }
        if CARD_SETUPS.contains(&setup) && !d.scenario_cards.iter().any(|c| c.setup.key() == setup) {
            e.push(format!("scenario_cards.tsv: no card for set-up '{setup}' (scenario {}: its opening hands)", sc.key));
        }
    }
}

fn side_name(side: Side) -> &'static str {
    match side {
        Side::Japanese => "Japanese",
        Side::Allied => "Allied",
    }
}
