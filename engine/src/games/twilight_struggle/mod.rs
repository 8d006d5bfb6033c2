//! Twilight Struggle (Deluxe), from the seed `002_f8591b282d3ccc23.txt`.
//! Rule code cites the seed's chapters as the digest tags them: `TS SET 2`, `TS OPS §1-2`, …
//! (shared/reference/twilight-struggle.md §0).

pub mod control;
pub mod coup;
pub mod defcon;
pub mod influence;
pub mod scoring;
pub mod data;
pub mod deck;
pub mod position;
pub mod setup;
pub mod state;
pub mod view;

use crate::record::Header;
use crate::{Arg, Game, GameMeta, Illegal, LogEntry, OptionSpec, Outcome, Prompt, ScenarioSpec, Seat, SetupError};

use data::{data, CountryId};
use state::{Player, State, Step};

pub struct TwilightStruggle;

/// An action: one choice from a prompt's list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Place one influence point in a country.
    Place(CountryId),
}

static META: GameMeta = GameMeta {
    id: "twilight-struggle",
    code: "ts",
    name_en: "Twilight Struggle",
    name_ko: "황혼의 투쟁",
    rules_version: 1,
    seats: &["ussr", "us"],
    scenarios: &[ScenarioSpec { id: "standard", name_en: "Standard game (1945–1989)", name_ko: "표준 게임 (1945–1989)" }],
    options: &[
        OptionSpec { key: "optional_cards", name_en: "Deluxe optional cards #104–110", name_ko: "디럭스 선택 카드 #104–110", values: &["off", "on"] },
        OptionSpec { key: "chinese_civil_war", name_en: "Chinese Civil War variant", name_ko: "중국 국공내전 변형 규칙", values: &["off", "on"] },
        OptionSpec { key: "tournament", name_en: "Tournament rules", name_ko: "토너먼트 규칙", values: &["off", "on"] },
    ],
    playable: true,
    blurb_en: "The Cold War, 1945–1989, for two. Playable now: the full opening setup (deal, fixed influence, \
               the USSR's 6 and the US's 7). The turns themselves are being written.",
    blurb_ko: "냉전 1945–1989, 2인용. 지금은 게임 준비 전체(카드 분배, 고정 영향력, 소련 6·미국 7 배치)를 플레이할 수 \
               있습니다. 턴 진행 규칙은 작성 중입니다.",
};

impl Game for TwilightStruggle {
    type State = State;
    type Action = Action;
    type View = view::TsView;

    fn meta() -> &'static GameMeta {
        &META
    }

    fn setup(header: &Header) -> Result<State, SetupError> {
        let options = setup::options(header)?;
        match &header.position {
            Some(text) => position::parse(text, header.seed, options),
            None => Ok(setup::standard(header.seed, options)),
        }
    }

    fn prompt(state: &State) -> Prompt<Action> {
        if state.outcome.is_some() {
            return Prompt::over();
        }
        match state.steps.last() {
            Some(&Step::SetupInfluence { player, left }) => Prompt {
                seat: Some(player.seat()),
                id: "ts.setup_influence",
                args: vec![Arg::Seat(player.seat()), Arg::Num(left as i32)],
                rule: if player == Player::Ussr { "TS SET 2" } else { "TS SET 3" },
                actions: setup::setup_area(player).map(Action::Place).collect(),
            },
            None => Prompt::over(),
        }
    }

    fn apply(state: &mut State, seat: Seat, action: &Action) -> Result<(), Illegal> {
        let prompt = Self::prompt(state);
        if prompt.seat != Some(seat) {
            return Err(Illegal(match prompt.seat {
                Some(s) => format!("it is the {} player's decision", META.seats[s as usize].to_uppercase()),
                None => "the game is over".into(),
            }));
        }
        if !prompt.actions.contains(action) {
            return Err(Illegal(format!("'{}' is not legal now", Self::describe(state, action).0)));
        }
        match (state.steps.last().cloned(), action) {
            (Some(Step::SetupInfluence { player, left }), Action::Place(c)) => {
                setup::place(state, player, left, *c);
            }
            (None, _) => unreachable!("prompt has no actions without a step"),
        }
        Ok(())
    }

    fn view(state: &State, viewer: Option<Seat>) -> view::TsView {
        view::view(state, viewer.map(Player::from_seat))
    }

    fn outcome(state: &State) -> Option<Outcome> {
        state.outcome.clone()
    }

    fn describe(_state: &State, action: &Action) -> (String, String, Vec<Arg>, Option<String>) {
        match action {
            Action::Place(c) => {
                let key = &data().countries[*c as usize].key;
                (format!("place {key}"), "ts.place".into(), vec![Arg::Space(key.clone())], Some(format!("country:{key}")))
            }
        }
    }

    fn log(state: &State) -> &[LogEntry] {
        &state.log
    }

    fn information(state: &State) -> u32 {
        state.information
    }

    fn check_invariants(state: &State) -> Result<(), String> {
        deck::check_cards(state)?;
        if !(1..=5).contains(&state.defcon) {
            return Err(format!("DEFCON {} outside 1–5", state.defcon));
        }
        if state.outcome.is_none() && !(-20..=20).contains(&state.vp) {
            return Err(format!("VP {} outside −20…20 while the game runs", state.vp));
        }
        if state.influence.len() != data().countries.len() {
            return Err("influence table has the wrong number of countries".into());
        }
        Ok(())
    }
}
