//! Shared helpers for Twilight Struggle tests: start a match from a position file, play actions by
//! notation, read the board.
#![allow(dead_code)]

use engine::games::twilight_struggle::data::data;
use engine::games::twilight_struggle::state::{Player, State};
use engine::games::twilight_struggle::TwilightStruggle;
use engine::{Game, Header, Match};

pub type Ts = Match<TwilightStruggle>;

/// A match from a position (docs/positions.md), seed 1, default options.
pub fn game(position: &str) -> Ts {
    game_with(position, 1, &[])
}

pub fn game_with(position: &str, seed: u64, options: &[(&str, &str)]) -> Ts {
    let header = Header {
        game: "twilight-struggle".into(),
        rules: TwilightStruggle::meta().rules_version,
        scenario: "standard".into(),
        options: options.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect(),
        seed,
        position: Some(position.to_string()),
        ..Default::default()
    };
    Match::new(header).unwrap_or_else(|e| panic!("position does not load: {e}"))
}

/// Plays actions by notation, one per `;`-separated item; panics with the legal list if one is illegal.
pub fn act(m: &mut Ts, notations: &str) {
    for n in notations.split(';').map(str::trim).filter(|n| !n.is_empty()) {
        if let Err(e) = m.play_notation(n) {
            panic!("{e}\nprompt: {} {:?}\nlog tail: {:?}", m.prompt_info().id, m.prompt_info().args, log_tail(m, 8));
        }
    }
}

/// Whether `notation` is legal now.
pub fn legal(m: &Ts, notation: &str) -> bool {
    legal_list(m).iter().any(|n| n == notation)
}

pub fn legal_list(m: &Ts) -> Vec<String> {
    m.prompt_info().actions.into_iter().map(|a| a.notation).collect()
}

pub fn prompt_id(m: &Ts) -> String {
    m.prompt_info().id
}

pub fn st(m: &Ts) -> &State {
    m.state()
}

/// `[ussr, us]` influence in a country.
pub fn inf(m: &Ts, key: &str) -> [u8; 2] {
    let c = data().country(key).unwrap_or_else(|| panic!("no country {key}"));
    m.state().influence[c as usize]
}

pub fn card(key: &str) -> u8 {
    data().card_by_key(key).unwrap_or_else(|| panic!("no card {key}"))
}

pub fn in_hand(m: &Ts, p: Player, key: &str) -> bool {
    m.state().hand(p).contains(&card(key))
}

pub fn removed(m: &Ts, key: &str) -> bool {
    m.state().removed.contains(&card(key))
}

pub fn discarded(m: &Ts, key: &str) -> bool {
    m.state().discard.contains(&card(key))
}

pub fn log_tail(m: &Ts, n: usize) -> Vec<String> {
    let log = m.state().log.to_vec();
    log[log.len().saturating_sub(n)..].iter().map(|e| format!("{} {:?}", e.id, e.args)).collect()
}

pub fn logged(m: &Ts, id: &str) -> bool {
    m.state().log.iter().any(|e| e.id == id)
}
