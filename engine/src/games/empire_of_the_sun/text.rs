//! Empire of the Sun's messages in English and Korean: the log and the prompts. Names of hexes, units,
//! cards and scenarios come from the data pack, not from here.

use crate::text::Catalog;

pub static TEXTS: Catalog = &[
    ("log.eots.scenario", "Scenario: {0}.", "시나리오: {0}."),
    ("log.eots.turn", "Turn {0} begins.", "{0}턴이 시작됩니다."),
    ("log.eots.offensives_over", "Both sides passed in turn: the Offensives Phase is over.", "양측이 연달아 패스했습니다: 공세 단계가 끝났습니다."),
];
