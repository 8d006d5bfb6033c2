//! The games this build knows: one line each in [`registry`]. Adding a game is one engine folder here and
//! one line in the list.

pub mod empire_of_the_sun;
pub mod twilight_struggle;

use crate::registry::{Entry, GameEntry, NotYet, Registry};
use crate::{GameMeta, OptionSpec, ScenarioSpec};

use twilight_struggle::TwilightStruggle;

const NO_SCENARIOS: &[ScenarioSpec] = &[];
const NO_OPTIONS: &[OptionSpec] = &[];

static KUTUZOV: GameMeta = GameMeta {
    id: "kutuzov",
    code: "kutuzov",
    name_en: "Kutuzov",
    name_ko: "쿠투조프",
    rules_version: 0,
    seats: &["french_northern", "russian_first", "french_southern", "russian_second"],
    scenarios: NO_SCENARIOS,
    options: NO_OPTIONS,
    playable: false,
    blurb_en: "Napoleon's war in Russia, 1812–1813, for two to four players: four powers, two French armies against two Russian ones. Not playable yet: its engine is still to be written.",
    blurb_ko: "나폴레옹의 러시아 전쟁 1812–1813, 2~4인용: 프랑스군 둘과 러시아군 둘, 네 세력이 겨룹니다. 아직 플레이할 수 없습니다: 엔진을 만드는 중입니다.",
};

static DOWNFALL: GameMeta = GameMeta {
    id: "downfall",
    code: "downfall",
    name_en: "Downfall: Conquest of the Third Reich",
    name_ko: "다운폴: 제3제국의 정복",
    rules_version: 0,
    seats: &["western", "soviet"],
    scenarios: NO_SCENARIOS,
    options: NO_OPTIONS,
    playable: false,
    blurb_en: "The conquest of the Third Reich, 1942–1945, for two: each player commands an Allied army and a German command — the Western player the Western Allies and OKH, the Soviet player the Red Army and OKW. Not playable yet: its engine is still to be written.",
    blurb_ko: "제3제국의 정복 1942–1945, 2인용: 각 플레이어가 연합군 하나와 독일군 사령부 하나를 지휘합니다 — 서방 플레이어는 서방 연합군과 OKH를, 소련 플레이어는 붉은 군대와 OKW를. 아직 플레이할 수 없습니다: 엔진을 만드는 중입니다.",
};

static NATO: GameMeta = GameMeta {
    id: "nato",
    code: "nato",
    name_en: "NATO: The Cold War Goes Hot",
    name_ko: "NATO: 냉전이 뜨거워지다",
    rules_version: 0,
    seats: &["warsaw_pact", "nato"],
    scenarios: NO_SCENARIOS,
    options: NO_OPTIONS,
    playable: false,
    blurb_en: "A Warsaw Pact offensive against NATO in 1980s Germany, brigade and division scale, for two to four players. Not playable yet: its engine is still to be written.",
    blurb_ko: "1980년대 독일, 바르샤바 조약군의 NATO 공세, 여단·사단급, 2~4인용. 아직 플레이할 수 없습니다: 엔진을 만드는 중입니다.",
};

static ENTRIES: [&dyn GameEntry; 5] = [
    &Entry::<TwilightStruggle>::NEW,
    &empire_of_the_sun::Entry,
    &NotYet(&KUTUZOV),
    &NotYet(&DOWNFALL),
    &NotYet(&NATO),
];

static REGISTRY: Registry = Registry::new(&ENTRIES);

/// Every game of this build, in the order the home page lists them.
pub fn registry() -> &'static Registry {
    &REGISTRY
}

// Transitional helpers for callers not yet moved to the registry (the web app); removed once it moves.
pub fn all() -> Vec<&'static GameMeta> {
    registry().all()
}
pub fn meta(id: &str) -> Option<&'static GameMeta> {
    registry().meta(id)
}
pub fn header(game: &str, scenario: Option<&str>, seed: u64) -> Result<crate::Header, crate::SetupError> {
    registry().header(game, scenario, seed)
}
pub fn start(header: crate::Header) -> Result<Box<dyn crate::AnyMatch>, crate::SetupError> {
    registry().start(header, &crate::packs::Library::default())
}
pub fn load(record: &crate::Record) -> Result<Box<dyn crate::AnyMatch>, crate::SetupError> {
    registry().load(record, &crate::packs::Library::default())
}
