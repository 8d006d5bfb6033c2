//! TS SET: the game's setup — deal the Early War hands, the China Card to the USSR, the fixed starting
//! influence, then the USSR's 6 free points in Eastern Europe and the US's 7 in Western Europe.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::data::{CountryId, Period};
use super::deck;

use super::data::TsData;
use super::state::{ask, not_an_answer, China, Options, Pack, Player, State, Step};
use super::Action;
use crate::kit::chance::Chance;
use crate::kit::steps;
use crate::record::Header;
use crate::{Arg, Illegal, Prompt, Seat, SetupError};

/// The free starting influence (TS SET 2–3 totals 15 / 25 minus the fixed part; GUIDE §8 L2851–L2853).
pub const FREE_USSR: u8 = 6;
pub const FREE_US: u8 = 7;
/// TS SEQ B: hand size in turns 1–3.
pub const EARLY_HAND: usize = 8;

pub fn options(header: &Header) -> Result<Options, SetupError> {
    let mut o = Options::default();
    for (key, value) in &header.options {
        let on = match value.as_str() {
            "on" | "true" | "1" | "yes" => true,
            "off" | "false" | "0" | "no" => false,
            _ => return Err(SetupError(format!("option {key} must be on or off, not '{value}'"))),
        };
        match key.as_str() {
            "optional_cards" => o.optional_cards = on,
            "chinese_civil_war" => o.chinese_civil_war = on,
            "tournament" => o.tournament = on,
            _ => return Err(SetupError(format!("Twilight Struggle has no option '{key}'"))),
        }
    }
    Ok(o)
}

/// A state with nothing on the board: DEFCON 5, VP 0, turn 1, both space and military-ops markers at
/// 0 (TS SET 4), the China Card face up with the USSR (TS SET 1), every card in the draw pile.
pub fn empty(seed: u64, options: Options, rules: u32, pack: Arc<TsData>) -> State {
    let countries = pack.countries.len();
    State {
        pack: Pack(pack),
        rules,
        options: options.clone(),
        chance: Chance::new(seed),
        turn: 1,
        action_round: 0,
        rounds_done: [0, 0],
        phasing: Player::Ussr,
        defcon: 5,
        defcon_at_start: 5,
        defcon_to_2: false,
        vp: 0,
        milops: [0, 0],
        space: [0, 0],
        space_attempts: [0, 0],
        influence: vec![[0, 0]; countries],
        round_start: vec![[0, 0]; countries],
        // TS CCW §2: under the Chinese Civil War nobody holds the China Card at first.
        china: China { holder: (!options.chinese_civil_war).then_some(Player::Ussr), face_up: true },
        civil_war: options.chinese_civil_war.then_some(0),
        deck: vec![],
        discard: vec![],
        removed: vec![],
        hands: [vec![], vec![]],
        table: vec![],
        headlines: [None, None],
        headline_revealed: [false, false],
        fired: vec![],
        effects: vec![],
        last_coup_target: None,
        last_coup_removed: 0,
        last_picks: 0,
        steps: vec![],
        log: crate::Log::new(),
        outcome: None,
        quiet: false,
    }
}

pub fn standard(seed: u64, options: Options, rules: u32, pack: Arc<TsData>) -> State {
    let mut state = empty(seed, options, rules, pack);
    // TS SET 1: shuffle the Early War cards and deal 8 to each player.
    state.deck = deck::period_cards(&state, Period::Early);
    deck::shuffle_draw_pile(&mut state);
    deck::deal(&mut state, EARLY_HAND);
    add_fixed_influence(&mut state);
    state.log(None, "ts.fixed_influence", vec![]);
    // TS SET 2, then SET 3: the US places after the USSR; the stack's top is the current step.
    state.steps = vec![
        Step::SetupInfluence(SetupInfluence { player: Player::Us, left: FREE_US }),
        Step::SetupInfluence(SetupInfluence { player: Player::Ussr, left: FREE_USSR }),
    ];
    state
}

/// Adds the fixed starting influence printed on the map (USSR 9, US 18; data/setup.tsv).
pub fn add_fixed_influence(state: &mut State) {
    let pack = state.pack.0.clone();
    for s in &pack.starting {
        let p = match s.side {
            super::data::Side::Us => Player::Us,
            _ => Player::Ussr,
        };
        state.influence[s.country as usize][p.idx()] += s.amount;
    }
}

/// Where a player may place free setup influence: the USSR in Eastern Europe, the US in Western
/// Europe (GUIDE §8 L2853). Austria and Finland belong to both.
pub fn setup_area(state: &State, player: Player) -> impl Iterator<Item = CountryId> + '_ {
    state
        .data()
        .countries
        .iter()
        .filter(move |c| match player {
            Player::Ussr => c.eastern_europe,
            Player::Us => c.western_europe,
        })
        .map(|c| c.id)
}

/// TS SET 2–3: place the free starting influence one point at a time (USSR 6 in Eastern Europe, then US
/// 7 in Western Europe).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SetupInfluence {
    pub player: Player,
    pub left: u8,
}

impl steps::Step<State> for SetupInfluence {
    fn prompt(&self, state: &State) -> Option<Prompt<Action>> {
        let &SetupInfluence { player, left } = self;
        ask(
            player,
            "ts.setup_influence",
            vec![Arg::Seat(player.seat()), Arg::Num(left as i32)],
            if player == Player::Ussr { "TS SET 2" } else { "TS SET 3" },
            setup_area(state, player).map(Action::Place).collect(),
        )
    }

    fn apply(&self, state: &mut State, _: Seat, action: &Action) -> Result<(), Illegal> {
        match action {
            Action::Place(c) => place(state, self.player, self.left, *c),
            other => return not_an_answer(self, other),
        }
        Ok(())
    }
}

/// Places one point; the step ends when the player's points are placed.
pub fn place(state: &mut State, player: Player, left: u8, country: CountryId) {
    state.influence[country as usize][player.idx()] += 1;
    state.log(Some(player), "ts.place", vec![Arg::Space(state.data().countries[country as usize].key.clone())]);
    state.steps.pop();
    if left > 1 {
        state.steps.push(Step::SetupInfluence(SetupInfluence { player, left: left - 1 }));
    } else {
        state.log(Some(player), "ts.setup_done", vec![Arg::Seat(player.seat())]);
        if state.steps.is_empty() {
            finish_setup(state);
        }
    }
}

/// The setup is complete: turn 1 begins (TS SEQ §5).
fn finish_setup(state: &mut State) {
    state.log(None, "ts.setup_complete", vec![]);
    state.steps.push(Step::StartTurn);
}
