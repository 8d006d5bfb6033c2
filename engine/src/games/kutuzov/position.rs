//! Kutuzov's position files (docs/positions.md, "Kutuzov"): any moment of a game as statements over the
//! scenario's set-up — the SP in each space (`sp`), where the leaders are (`leader`), the duchies' flags
//! (`flag`), the hands (`hand`), the other fields of the state that differ (`track`), the pending steps
//! (`step`) and the generator (`rng`). The generic statements are kit::position's; `write` gives what `read`
//! turns back into the same state (the log aside).

#[cfg(feature = "native-positions")]
use std::sync::Arc;

#[cfg(feature = "native-positions")]
use serde_json::Value;

#[cfg(feature = "native-positions")]
use super::data::KutData;
use super::data::POWER_KEYS;
use super::state::{Place, State};
use crate::kit::position as pos;

/// The fields written by their own statements, not `track` lines.
const OWN: &[&str] = &["scenario", "rules", "sp", "leaders", "flags", "hands", "steps", "chance", "log"];

/// A leader's place as a word: a space's key, `available`, `regroup`, `dead`.
fn place_word(s: &State, p: &Place) -> String {
    match p {
        Place::Map(sp) => s.data().spaces[*sp as usize].key.clone(),
        Place::Available => "available".into(),
        Place::Regroup => "regroup".into(),
        Place::Dead => "dead".into(),
    }
}

/// The set-up a position is written over: the scenario under the game's seat mode and `ask_all`, seed 0,
/// no side auction (what the auction changed is written as differences).
fn base_header(rules: u32, scenario: &str, players: &str, ask_all: bool) -> crate::Header {
    let mut options = std::collections::BTreeMap::new();
    options.insert("players".to_string(), players.to_string());
    options.insert("ask_all".to_string(), if ask_all { "yes" } else { "no" }.to_string());
    crate::Header { game: "kutuzov".into(), rules, scenario: scenario.to_string(), seed: 0, options, ..Default::default() }
}

/// The moment as a position file; `None` for a finished game.
pub fn write(s: &State) -> Option<String> {
    if s.outcome.is_some() || s.steps.is_empty() {
        return None;
    }
    let base = super::setup::setup(&base_header(s.rules, &s.scenario, &s.players, s.ask_all), s.data.clone()).ok()?;
    let (now, was) = (pos::value(s)?, pos::value(&base)?);
    let mut out = pos::head("kutuzov", s.rules, &s.scenario);
    out += &pos::track_lines(&now, &was, OWN);
    for (i, (a, b)) in s.sp.iter().zip(&base.sp).enumerate() {
        if a != b {
            out += &format!("sp {} {}\n", s.data().spaces[i].key, a.iter().map(|n| n.to_string()).collect::<Vec<_>>().join(" "));
        }
    }
    for (l, (a, b)) in s.leaders.iter().zip(&base.leaders).enumerate() {
        if a != b {
            out += &format!("leader {} {}\n", s.data().leaders[l].key, place_word(s, a));
        }
    }
    for (i, (a, b)) in s.flags.iter().zip(&base.flags).enumerate() {
        if a != b {
            out += &format!("flag {} {}\n", s.data().spaces[i].key, a.map_or("none", |p| POWER_KEYS[p as usize]));
        }
    }
    for (p, (a, b)) in s.hands.iter().zip(&base.hands).enumerate() {
        if a != b {
            out += &format!("hand {}{}\n", POWER_KEYS[p], a.iter().map(|c| format!(" {c}")).collect::<String>());
        }
    }
    out += &pos::step_lines(&now["steps"], &was["steps"]);
    out += &pos::chance_lines(&s.chance, &base.chance);
    Some(out)
}

/// A position file read over the scenario's set-up under the record's rules and options.
#[cfg(feature = "native-positions")]
pub fn read(text: &str, data: Arc<KutData>, header: &crate::Header) -> Result<State, String> {
    let players = super::setup::players(header).map_err(|e| e.0)?;
    let ask_all = super::setup::ask_all(header).map_err(|e| e.0)?;
    let setup = |sc: &str| super::setup::setup(&base_header(header.rules, sc, &players, ask_all), data.clone()).map_err(|e| e.0);
    let seed = header.seed;
    let d = &data;
    let g = pos::Game {
        name: "Kutuzov",
        rules: header.rules,
        scenario: &header.scenario,
        setup: &setup,
        chance: &|s: &State| pos::reseeded(&s.chance, seed),
        own: OWN,
        statements: "sp, leader, flag, hand",
        check: &|path, v| usable(d, path, v),
    };
    pos::read(text, &g, |r, l, _| statement(d, r, l)).map(|(s, _)| s)
}

/// The pack and the log come from the set-up ([`pos::ReadOver`]).
#[cfg(feature = "native-positions")]
impl pos::ReadOver for State {
    fn read_over(&mut self, base: &Self, chance: crate::kit::chance::Chance) {
        self.data = base.data.clone();
        self.log = base.log.clone();
        self.chance = chance;
    }
}

/// Kutuzov's own statements.
#[cfg(feature = "native-positions")]
fn statement(d: &KutData, r: &mut pos::Reader, l: &pos::Line) -> bool {
    let space = |w: &str| d.space(w).ok_or_else(|| format!("no space '{w}'"));
    let power = |w: &str| POWER_KEYS.iter().position(|k| *k == w).ok_or_else(|| format!("'{w}' is no Power ({})", POWER_KEYS.join(", ")));
    let result: Result<(), String> = match (l.word.as_str(), l.words.as_slice()) {
        ("sp", [at, counts @ ..]) if counts.len() == 6 => space(at).and_then(|i| {
            let n: Vec<u8> = counts.iter().map(|c| c.parse::<u8>().map_err(|_| format!("'{c}' is no number of SP"))).collect::<Result<_, _>>()?;
            set(r, "sp", i as usize, serde_json::json!(n), l.no)
        }),
        ("sp", _) => Err("takes a space and its SP of the six contingents (`sp smolensk 4 0 0 0 0 0`)".into()),
        ("leader", [key, at]) => match d.leader(key) {
            None => Err(format!("no leader '{key}'")),
            Some(i) => leader_place(d, at).and_then(|p| set(r, "leaders", i as usize, p, l.no)),
        },
        ("leader", _) => Err("takes a leader's key and its place (`leader napoleon vilna`)".into()),
        ("flag", [at, who]) => space(at).and_then(|i| {
            let v = if who == "none" { Value::Null } else { Value::from(power(who)?) };
            set(r, "flags", i as usize, v, l.no)
        }),
        ("flag", _) => Err("takes a space and a Power or none (`flag vilna fn`)".into()),
        ("hand", [who, cards @ ..]) => power(who).and_then(|p| {
            let c: Vec<u16> = cards.iter().map(|c| c.parse::<u16>().ok().filter(|n| d.card(*n).is_some()).ok_or_else(|| format!("no card '{c}'"))).collect::<Result<_, _>>()?;
            hand(r, p, &c, l.no)
        }),
        ("hand", _) => Err("takes a Power and its cards by number (`hand fn 3 17`)".into()),
        _ => return false,
    };
    if let Err(e) = result {
        r.problems.at(l.no, format!("{}: {e}", l.word));
    }
    true
}

/// Entry `i` of the list field `field`.
#[cfg(feature = "native-positions")]
fn set(r: &mut pos::Reader, field: &str, i: usize, v: Value, line: usize) -> Result<(), String> {
    let entry = r.field(field, line).and_then(|f| f.get_mut(i)).ok_or_else(|| format!("the state has no {field} entry {i}"))?;
    *entry = v;
    Ok(())
}

/// The fields that hold cards, each a list of cards or a list of such lists.
#[cfg(feature = "native-positions")]
const PILES: &[&str] = &["deck", "discard", "hands", "home_used", "home_deck", "chits", "out_of_play", "face_up"];

/// A Power's hand: the cards named leave any other pile, and a card the hand gave up that is now in no pile
/// goes to the bottom of the draw pile.
#[cfg(feature = "native-positions")]
fn hand(r: &mut pos::Reader, p: usize, cards: &[u16], line: usize) -> Result<(), String> {
    for f in PILES {
        r.field(f, line);
    }
    let old: Vec<Value> = r.value["hands"].get(p).and_then(Value::as_array).cloned().unwrap_or_default();
    let named: Vec<Value> = cards.iter().map(|c| Value::from(*c)).collect();
    for f in PILES {
        if let Some(pile) = r.value.get_mut(*f) {
            remove(pile, &named);
        }
    }
    set(r, "hands", p, Value::Array(named), line)?;
    for c in old {
        let placed = PILES.iter().any(|f| r.value.get(*f).is_some_and(|pile| holds(pile, &c)));
        if let (false, Some(deck)) = (placed, r.value.get_mut("deck").and_then(Value::as_array_mut)) {
            deck.insert(0, c);
        }
    }
    Ok(())
}

#[cfg(feature = "native-positions")]
fn remove(pile: &mut Value, cards: &[Value]) {
    if let Some(items) = pile.as_array_mut() {
        items.retain(|c| !cards.contains(c));
        items.iter_mut().filter(|c| c.is_array()).for_each(|c| remove(c, cards));
    }
}

#[cfg(feature = "native-positions")]
fn holds(pile: &Value, card: &Value) -> bool {
    pile.as_array().is_some_and(|items| items.iter().any(|c| c == card || holds(c, card)))
}

/// A leader's place read: `available`, `regroup`, `dead` or a space's key.
#[cfg(feature = "native-positions")]
fn leader_place(d: &KutData, w: &str) -> Result<Value, String> {
    let p = match w {
        "available" => Place::Available,
        "regroup" => Place::Regroup,
        "dead" => Place::Dead,
        _ => Place::Map(d.space(w).ok_or_else(|| format!("'{w}' is no space nor a place (available, regroup, dead)"))?),
    };
    serde_json::to_value(p).map_err(|e| e.to_string())
}

/// The names the state's form gives spaces, leaders, Powers and cards, wherever they stand.
#[cfg(feature = "native-positions")]
const SPACE_KEYS: &[&str] = &[
    "from", "to", "at", "ally_flags", "space", "site", "sieged", "relief", "magazine", "evacuating", "imperial_end", "far_end", "chosen", "blocked", "entrenched_spaces",
];
#[cfg(feature = "native-positions")]
const LEADER_KEYS: &[&str] = &["leader", "leaders", "stopped", "start_leaders", "rating_zero", "leaders_left", "group", "fresh_leaders", "join_asked", "joined", "command_asked", "named", "halved"];
#[cfg(feature = "native-positions")]
const POWER_FIELDS: &[&str] = &[
    "power", "winner_power", "powers", "passed", "marker", "locked", "last_impulse", "impulse_marker", "evacuation", "evacuated", "defender_power", "attacker", "asked", "asker", "bridge_first_impulse",
];
#[cfg(feature = "native-positions")]
const CARD_KEYS: &[&str] = &["hands", "deck", "discard", "home_used", "home_deck", "chits", "out_of_play", "face_up", "hapsburg", "fixed", "discard_top", "card", "cards"];

/// What the rules could not use in a state's form: an index past the pack's spaces or leaders, a Power
/// that is not one of the four, a card the pack does not have, lists of another length than the map's.
#[cfg(feature = "native-positions")]
fn usable(d: &KutData, path: &str, v: &Value) -> Option<String> {
    let spaces = d.spaces.len();
    let per_space = ["sp", "flags", "scorched", "sacked", "entrenched"];
    if per_space.contains(&path) || matches!(path, "leaders" | "marked") {
        let want = if per_space.contains(&path) { spaces } else { d.leaders.len() };
        let n = v.as_array()?.len();
        return (n != want).then(|| format!("{n} entries, not {want}"));
    }
    if let Some(o) = v.as_object() {
        // A leader on the map: `{"at": "map", "space": N}`.
        if o.get("at").and_then(Value::as_str) == Some("map") {
            let sp = o.get("space")?.as_u64()?;
            return (sp as usize >= spaces).then(|| format!("space {sp} is out of range (there are {spaces})"));
        }
        return None;
    }
    let n = v.as_u64()? as usize;
    let segs: Vec<&str> = path.split('.').collect();
    let key = segs.iter().rev().find(|s| s.parse::<usize>().is_err()).copied()?;
    let last = segs.last().copied().unwrap_or_default();
    let top = segs.first().copied().unwrap_or_default();
    if matches!(top, "sp" | "flags" | "scorched" | "sacked" | "marked" | "entrenched" | "leaders") && segs.len() <= 3 {
        return None;
    }
    let in_pair = |k: &str, i: &str| key == k && last == i;
    if in_pair("fresh", "0") || in_pair("dmc", "0") || in_pair("supply_trains", "0") || SPACE_KEYS.contains(&key) {
        return (n >= spaces).then(|| format!("space {n} is out of range (there are {spaces})"));
    }
    if LEADER_KEYS.contains(&key) {
        return (n >= d.leaders.len()).then(|| format!("leader {n} is out of range (there are {})", d.leaders.len()));
    }
    if in_pair("dmc", "1") || in_pair("supply_trains", "1") || POWER_FIELDS.contains(&key) {
        return (n >= 4).then(|| format!("Power {n} is not one of the four"));
    }
    if in_pair("battle_cards", "1") || CARD_KEYS.contains(&key) {
        return d.card(n as u16).is_none().then(|| format!("no card {n}"));
    }
    None
}
