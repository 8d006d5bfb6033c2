//! The registry of games this build knows.

pub mod twilight_struggle;

use crate::record::{Header, Record};
use crate::session::{AnyMatch, Match};
use crate::{GameMeta, SetupError};

use twilight_struggle::TwilightStruggle;

const NO_SCENARIOS: &[crate::ScenarioSpec] = &[];
const NO_OPTIONS: &[crate::OptionSpec] = &[];

/// The four games whose engines are not written yet. They are listed so the home page can say so
/// plainly; none of them can be started.
static NOT_YET: [GameMeta; 4] = [
    GameMeta {
        id: "empire-of-the-sun",
        code: "eots",
        name_en: "Empire of the Sun",
        name_ko: "태양의 제국",
        rules_version: 0,
        seats: &["japan", "allies"],
        scenarios: NO_SCENARIOS,
        options: NO_OPTIONS,
        playable: false,
        blurb_en: "The Pacific War, 1941–1945, card-driven. Not playable yet: its engine is still to be written.",
        blurb_ko: "태평양 전쟁 1941–1945, 카드 구동 게임. 아직 플레이할 수 없습니다: 엔진을 만드는 중입니다.",
    },
    GameMeta {
        id: "kutuzov",
        code: "kutuzov",
        name_en: "Kutuzov",
        name_ko: "쿠투조프",
        rules_version: 0,
        seats: &["france", "russia"],
        scenarios: NO_SCENARIOS,
        options: NO_OPTIONS,
        playable: false,
        blurb_en: "Napoleon in Russia, 1812. Not playable yet: its engine is still to be written.",
        blurb_ko: "1812년 나폴레옹의 러시아 원정. 아직 플레이할 수 없습니다: 엔진을 만드는 중입니다.",
    },
    GameMeta {
        id: "downfall",
        code: "downfall",
        name_en: "Downfall: Conquest of the Third Reich",
        name_ko: "다운폴: 제3제국의 정복",
        rules_version: 0,
        seats: &["axis", "allies"],
        scenarios: NO_SCENARIOS,
        options: NO_OPTIONS,
        playable: false,
        blurb_en: "The Western Allies against Germany, 1942–1945. Not playable yet: its engine is still to be written.",
        blurb_ko: "서부 연합군 대 독일, 1942–1945. 아직 플레이할 수 없습니다: 엔진을 만드는 중입니다.",
    },
    GameMeta {
        id: "nato",
        code: "nato",
        name_en: "NATO: The Cold War Goes Hot",
        name_ko: "NATO: 냉전이 뜨거워지다",
        rules_version: 0,
        seats: &["warsaw_pact", "nato"],
        scenarios: NO_SCENARIOS,
        options: NO_OPTIONS,
        playable: false,
        blurb_en: "World War III in Germany, operational scale. Not playable yet: its engine is still to be written.",
        blurb_ko: "독일에서 벌어지는 제3차 세계대전, 작전급. 아직 플레이할 수 없습니다: 엔진을 만드는 중입니다.",
    },
];

/// Every game, playable first, in the order the home page lists them.
pub fn all() -> Vec<&'static GameMeta> {
    let mut v = vec![<TwilightStruggle as crate::Game>::meta()];
    v.extend(NOT_YET.iter());
    v
}

pub fn meta(id: &str) -> Option<&'static GameMeta> {
    all().into_iter().find(|m| m.id == id)
}

pub fn by_code(code: &str) -> Option<&'static GameMeta> {
    all().into_iter().find(|m| m.code == code)
}

/// Starts a new match.
pub fn start(header: Header) -> Result<Box<dyn AnyMatch>, SetupError> {
    match header.game.as_str() {
        "twilight-struggle" => Ok(Box::new(Match::<TwilightStruggle>::new(header)?)),
        other => Err(not_playable(other)),
    }
}

/// Random games played straight on the rules (`Game::prompt` / `apply`, no record, no undo), as an AI
/// would search: `(games, actions)` in about `seconds`.
pub fn raw_random_games(game: &str, seconds: f64) -> Result<(u64, u64), SetupError> {
    match game {
        "twilight-struggle" => Ok(crate::tools::raw_random_games::<TwilightStruggle>(game, seconds)),
        other => Err(not_playable(other)),
    }
}

/// `games` random games on the bare rules, without a clock (for the WebAssembly benchmark page).
pub fn raw_random_games_n(game: &str, games: u64) -> Result<u64, SetupError> {
    match game {
        "twilight-struggle" => Ok(crate::tools::raw_random_games_n::<TwilightStruggle>(game, games)),
        other => Err(not_playable(other)),
    }
}

/// Replays a record into a match.
pub fn load(record: &Record) -> Result<Box<dyn AnyMatch>, SetupError> {
    let meta = meta(&record.header.game).ok_or_else(|| not_playable(&record.header.game))?;
    if record.header.rules > meta.rules_version {
        return Err(SetupError(format!(
            "this game was recorded under rules version {} of {}; this version of Sandtable has rules version {}. Open it with a newer version.",
            record.header.rules, meta.name_en, meta.rules_version
        )));
    }
    match record.header.game.as_str() {
        "twilight-struggle" => Ok(Box::new(Match::<TwilightStruggle>::replay(record)?)),
        other => Err(not_playable(other)),
    }
}

fn not_playable(id: &str) -> SetupError {
    match meta(id) {
        Some(m) => SetupError(format!("{} is not playable in this version yet.", m.name_en)),
        None => SetupError(format!("unknown game '{id}'")),
    }
}

/// A header for a new game with the game's current rules version and default scenario.
pub fn header(game: &str, scenario: Option<&str>, seed: u64) -> Result<Header, SetupError> {
    let meta = meta(game).ok_or_else(|| not_playable(game))?;
    if !meta.playable {
        return Err(not_playable(game));
    }
    let scenario = match scenario {
        Some(s) if meta.scenarios.iter().any(|sc| sc.id == s) => s.to_string(),
        Some(s) => {
            let known: Vec<&str> = meta.scenarios.iter().map(|sc| sc.id).collect();
            return Err(SetupError(format!("unknown scenario '{s}'; {} has: {}", meta.name_en, known.join(", "))));
        }
        None => meta.scenarios[0].id.to_string(),
    };
    Ok(Header { game: meta.id.to_string(), rules: meta.rules_version, scenario, options: Default::default(), seed, position: None })
}
