//! Position files (docs/positions.md, "Empire of the Sun"): any moment of a game written as statements
//! over the scenario's set-up — the counters that moved or lost a step, the hexes whose control changed,
//! the tracks that differ, both decks pile by pile, the events in effect, the generator and scripted dice —
//! and, for a moment other than one between two card plays, the pending steps, the phasing player and the
//! offensive under way with its battle. `write` gives what `read` turns back into the same state (the log
//! aside).
//!
//! The steps and the parts of the offensive are written as `WORD field=value…` lines: each field of the
//! serialised value by its name, units by key, hexes by id, sides as `japan`/`allies`, places as `unit`
//! lines write them, `none` for nothing, anything else (lists, numbers, nested values) as compact JSON
//! with the same words inside. A field's name says what it holds (`unit`, `hq`, `selected` are units;
//! `hex`, `from`, `covers` hexes; …: [`kind`]).

use std::sync::Arc;

use serde_json::{Map, Value};

use super::battle::{Fight, Loss, Member, Target};
use super::data::Side;
use super::scenario::setup;
use super::state::steps::{self, BattleStage, Step, SETTLE_LIMIT};
use super::state::{idx, Active, BoxKey, CardNo, Effect, Loc, Offensive, Pack, Reaction, State};
use crate::kit::hex::Hex;
use crate::{Rng, SetupError};

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Japanese => "japan",
        Side::Allied => "allies",
    }
}

fn side_of_word(w: &str) -> Option<Side> {
    match w {
        "japan" | "japanese" => Some(Side::Japanese),
        "allies" | "allied" => Some(Side::Allied),
        _ => None,
    }
}

fn loc_word(l: Loc) -> String {
    match l {
        Loc::Hex(h) => h.id(),
        Loc::Box(BoxKey::Oahu) => "oahu".into(),
        Loc::Box(BoxKey::China) => "china_box".into(),
        Loc::Arrives(t) => format!("arrives:{t}"),
        Loc::Returns(t) => format!("returns:{t}"),
        Loc::Event => "event".into(),
        Loc::Delay => "delay".into(),
        Loc::Eliminated => "eliminated".into(),
        Loc::Removed => "removed".into(),
    }
}

fn loc_of_word(w: &str) -> Option<Loc> {
    Some(match w {
        "oahu" => Loc::Box(BoxKey::Oahu),
        "china_box" => Loc::Box(BoxKey::China),
        "event" => Loc::Event,
        "delay" => Loc::Delay,
        "eliminated" => Loc::Eliminated,
        "removed" => Loc::Removed,
        _ => match w.split_once(':') {
            Some(("arrives", t)) => Loc::Arrives(t.parse().ok()?),
            Some(("returns", t)) => Loc::Returns(t.parse().ok()?),
            _ => Loc::Hex(Hex::parse(w)?),
        },
    })
}

fn cards_line(word: &str, side: Side, cards: &[CardNo]) -> String {
    let list: Vec<String> = cards.iter().map(|c| format!("{}{c}", if side == Side::Japanese { "j" } else { "a" })).collect();
    format!("{word} {} {}\n", side_word(side), list.join(" ")).replace("  \n", "\n").replace(" \n", "\n")
}

/// The moment as a position file: any moment of a game under way (a finished game has none). A moment
/// between two card plays is written as before (`round`); any other with its pending steps (`step`
/// lines), the phasing player and the offensive under way.
pub fn write(s: &State) -> Option<String> {
    if s.outcome.is_some() || s.steps.is_empty() {
        return None;
    }
    let base = setup::new_game(s.pack.0.clone(), &s.scenario, 0).ok()?;
    let between = match s.steps.last() {
        Some(Step::Round(steps::Round { side })) if s.offensive.is_none() && s.steps == between_plays(&base, *side) => Some(*side),
        _ => None,
    };
    let mut out = String::from("# sandtable position: empire-of-the-sun\n");
    out += &format!("scenario {}\n", s.scenario);
    match between {
        Some(side) => {
            out += &format!("round {}\n", side_word(side));
            if s.phasing != side {
                out += &format!("phasing {}\n", side_word(s.phasing));
            }
        }
        None => {
            out += &format!("phasing {}\n", side_word(s.phasing));
            for step in &s.steps {
                out += &step_line(s, step);
            }
        }
    }
    if let Some(o) = &*s.offensive {
        out += &offensive_lines(s, o)?;
    }
    // The tracks: every field that differs from the scenario's set-up, as JSON values.
    let now = serde_json::to_value(&s.tracks).ok()?;
    let was = serde_json::to_value(&base.tracks).ok()?;
    if let (Some(now), Some(was)) = (now.as_object(), was.as_object()) {
        for (k, v) in now {
            if was.get(k) != Some(v) {
                out += &format!("track {k} {v}\n");
            }
        }
    }
    for (u, (a, b)) in s.units.iter().zip(base.units.iter()).enumerate() {
        let key = &s.data().units[u].key;
        // A custom counter is always written, with its values (custom.rs).
        let custom = s.custom.iter().find(|c| &c.key == key).map_or(String::new(), |c| format!(" {}", c.words()));
        if a != b || !custom.is_empty() {
            out += &format!("unit {key} {}{}{custom}\n", loc_word(a.loc), if a.reduced { " reduced" } else { "" });
        }
    }
    let geo = s.geo();
    for (i, h) in geo.hexes.iter().enumerate() {
        if s.control[i] != base.control[i] {
            out += &format!("control {} {}\n", h.id(), side_word(s.control[i]));
        }
        if s.control_at_turn_start[i] != s.control[i] {
            out += &format!("turn_start_control {} {}\n", h.id(), side_word(s.control_at_turn_start[i]));
        }
    }
    for side in [Side::Japanese, Side::Allied] {
        let c = s.cards(side);
        out += &cards_line("hand", side, &c.hand);
        out += &cards_line("deck", side, &c.deck);
        out += &cards_line("discard", side, &c.discard);
        out += &cards_line("removed", side, &c.removed);
        if !c.in_effect.is_empty() {
            out += &cards_line("in_effect", side, &c.in_effect);
        }
        if !c.drawn_in_offensive.is_empty() {
            out += &cards_line("drawn_in_offensive", side, &c.drawn_in_offensive);
        }
        match c.future {
            Some((card, turn)) => out += &format!("future {} {}{card} {turn}\n", side_word(side), if side == Side::Japanese { "j" } else { "a" }),
            None => out += &format!("future {} none\n", side_word(side)),
        }
        if c.future_set_this_turn {
            out += &format!("future_set {}\n", side_word(side));
        }
        out += &format!("passes {} {}\n", side_word(side), c.passes);
        if c.drawn_by_events > 0 {
            out += &format!("drawn_by_events {} {}\n", side_word(side), c.drawn_by_events);
        }
    }
    for e in s.effects.iter() {
        out += &format!("effect {}\n", serde_json::to_string(e).ok()?);
    }
    if !s.chance.script.dice.is_empty() {
        let d: Vec<String> = s.chance.script.dice.iter().map(|d| d.to_string()).collect();
        out += &format!("dice {}\n", d.join(" "));
    }
    let rng = serde_json::to_string(s.chance.rng()).unwrap_or_default();
    let digits: String = rng.chars().filter(|c| c.is_ascii_digit()).collect();
    if !digits.is_empty() {
        out += &format!("rng {digits}\n");
    }
    Some(out)
}

/// The pending steps between two card plays: the round about to be played over the rest of the turn
/// (4.2–4.5), as the turn's own procedure stacks them.
fn between_plays(base: &State, side: Side) -> Vec<Step> {
    let mut tmp = State { steps: vec![], ..base.clone() };
    super::turn::push_turn(&mut tmp, false);
    tmp.steps.pop(); // the initiative (4.21) is behind
    tmp.steps.push(Step::Round(steps::Round { side }));
    tmp.steps
}

/// The piles of one side a file names (`None`: as the set-up has them, less the cards named elsewhere).
#[derive(Default)]
struct Piles {
    hand: Option<Vec<CardNo>>,
    deck: Option<Vec<CardNo>>,
    discard: Option<Vec<CardNo>>,
    removed: Option<Vec<CardNo>>,
    /// `Some(None)`: no Future Offensive.
    future: Option<Option<(CardNo, u8)>>,
}

/// Puts the named piles in place: a card named in one pile leaves the others, and a card the file takes
/// out of a set-up pile (a hand replaced) goes back to the bottom of the draw pile.
fn place_piles(s: &mut State, side: Side, p: Piles) {
    let base = s.cards(side).clone();
    let mut named: Vec<CardNo> = [&p.hand, &p.discard, &p.removed].iter().filter_map(|x| x.as_ref()).flatten().copied().collect();
    named.extend(p.future.flatten().map(|f| f.0));
    if let Some(d) = &p.deck {
        named.extend(d.iter().copied());
    }
    let keep = |pile: &[CardNo]| -> Vec<CardNo> { pile.iter().copied().filter(|c| !named.contains(c)).collect() };
    let hand = p.hand.clone().unwrap_or_else(|| keep(&base.hand));
    let discard = p.discard.clone().unwrap_or_else(|| keep(&base.discard));
    let removed = p.removed.clone().unwrap_or_else(|| keep(&base.removed));
    let future = p.future.unwrap_or(base.future.filter(|f| !named.contains(&f.0)));
    let deck = match p.deck {
        Some(d) => d,
        None => {
            let all: Vec<CardNo> = base.deck.iter().chain(&base.hand).chain(&base.discard).chain(&base.removed).copied().chain(base.future.map(|f| f.0)).collect();
            let placed: Vec<CardNo> = hand.iter().chain(&discard).chain(&removed).copied().chain(future.map(|f| f.0)).collect();
            let mut back: Vec<CardNo> = all.iter().copied().filter(|c| !placed.contains(c) && !base.deck.contains(c)).collect();
            back.extend(base.deck.iter().copied().filter(|c| !placed.contains(c)));
            back
        }
    };
    let c = s.cards_mut(side);
    c.hand = hand;
    c.deck = deck;
    c.discard = discard;
    c.removed = removed;
    c.future = future;
}

/// What a field of a step or of the offensive holds, by its name (the same name holds the same kind of
/// value in every value the file writes; a list or an option of them counts as the same kind).
#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Unit,
    Hex,
    Side,
    /// A counter's place, as `unit` lines write it.
    Loc,
    /// What took a hit: a unit, or `intrinsic:N` (13.76, 13.94).
    Target,
    /// Numbers, flags, names: plain JSON, its objects' fields read by their own names.
    Plain,
}

fn kind(field: &str) -> Kind {
    match field {
        "unit" | "hq" | "barge" | "selected" | "must_leave" | "post_moved" | "organic" | "escorts" | "amphibious" | "withdrawn" | "one_for_one" => Kind::Unit,
        "hex" | "from" | "entered_from" | "battle" | "covers" | "special_hexes" | "rolled_hexes" => Kind::Hex,
        "side" | "offensive" | "air_naval_winner" => Kind::Side,
        "at" => Kind::Loc,
        "target" => Kind::Target,
        _ => Kind::Plain,
    }
}

/// A serialised value with the file's words: unit keys for unit ids, hex ids, side words, places.
fn to_words(s: &State, k: Kind, v: &Value) -> Value {
    let word = |x: String| Value::String(x);
    match (k, v) {
        (_, Value::Null) => Value::Null,
        (_, Value::Array(a)) => Value::Array(a.iter().map(|x| to_words(s, k, x)).collect()),
        (Kind::Plain, Value::Object(m)) => Value::Object(m.iter().map(|(f, x)| (f.clone(), to_words(s, kind(f), x))).collect()),
        (Kind::Unit, Value::Number(n)) => match n.as_u64().and_then(|u| s.data().units.get(u as usize)) {
            Some(u) => word(u.key.clone()),
            None => v.clone(),
        },
        (Kind::Hex, _) => serde_json::from_value::<Hex>(v.clone()).map_or_else(|_| v.clone(), |h| word(h.id())),
        (Kind::Side, _) => serde_json::from_value::<Side>(v.clone()).map_or_else(|_| v.clone(), |x| word(side_word(x).into())),
        (Kind::Loc, _) => serde_json::from_value::<Loc>(v.clone()).map_or_else(|_| v.clone(), |l| word(loc_word(l))),
        (Kind::Target, _) => match serde_json::from_value::<Target>(v.clone()) {
            Ok(Target::Unit(u)) => to_words(s, Kind::Unit, &Value::from(u)),
            Ok(Target::Intrinsic(i)) => word(format!("intrinsic:{i}")),
            Err(_) => v.clone(),
        },
        _ => v.clone(),
    }
}

/// The serialised value of a field written with the file's words (the inverse of [`to_words`]).
fn from_words(s: &State, k: Kind, v: &Value) -> Result<Value, String> {
    let json = |x: Result<Value, serde_json::Error>| x.map_err(|e| e.to_string());
    match (k, v) {
        (_, Value::Null) => Ok(Value::Null),
        (_, Value::Array(a)) => a.iter().map(|x| from_words(s, k, x)).collect::<Result<Vec<_>, _>>().map(Value::Array),
        (Kind::Plain, Value::Object(m)) => {
            let mut out = Map::new();
            for (f, x) in m {
                out.insert(f.clone(), from_words(s, kind(f), x).map_err(|e| format!("{f}: {e}"))?);
            }
            Ok(Value::Object(out))
        }
        (Kind::Plain, _) => Ok(v.clone()),
        (Kind::Unit, Value::String(w)) => s.unit_id(w).map(Value::from).ok_or_else(|| format!("no unit '{w}'")),
        (Kind::Hex, Value::String(w)) => match Hex::parse(w) {
            Some(h) if s.geo().contains(h) => json(serde_json::to_value(h)),
            _ => Err(format!("'{w}' is not a hex of this scenario's map")),
        },
        (Kind::Side, Value::String(w)) => side_of_word(w).ok_or_else(|| format!("'{w}' is not a side (japan or allies)")).and_then(|x| json(serde_json::to_value(x))),
        (Kind::Loc, Value::String(w)) => match loc_of_word(w) {
            Some(Loc::Hex(h)) if !s.geo().contains(h) => Err(format!("hex {w} is not on this scenario's map")),
            Some(l) => json(serde_json::to_value(l)),
            None => Err(format!("'{w}' is not a place (a hex id, oahu, china_box, delay, eliminated, removed, event, arrives:N, returns:N)")),
        },
        (Kind::Target, Value::String(w)) => {
            let t = match w.strip_prefix("intrinsic:") {
                Some(i) => Target::Intrinsic(i.parse().map_err(|_| format!("'{w}': intrinsic:N, N a number"))?),
                None => Target::Unit(s.unit_id(w).ok_or_else(|| format!("no unit '{w}'"))?),
            };
            json(serde_json::to_value(t))
        }
        (Kind::Unit, _) => Err(format!("'{v}' is not a unit key")),
        (Kind::Hex, _) => Err(format!("'{v}' is not a hex id")),
        (Kind::Side, _) => Err(format!("'{v}' is not a side (japan or allies)")),
        (Kind::Loc, _) => Err(format!("'{v}' is not a place")),
        (Kind::Target, _) => Err(format!("'{v}' is not a unit key nor intrinsic:N")),
    }
}

/// One field's value as a word of a line: `none`, a bare word (a key, an id, a name), or compact JSON.
fn token(k: Kind, v: &Value) -> String {
    match v {
        Value::Null => "none".into(),
        Value::String(w) => {
            let bare = !w.is_empty()
                && w != "none"
                && !w.starts_with(['[', '{', '"'])
                && !w.chars().any(|c| c.is_whitespace() || c == '=')
                && (k != Kind::Plain || serde_json::from_str::<Value>(w).is_err());
            if bare {
                w.clone()
            } else {
                v.to_string()
            }
        }
        _ => v.to_string(),
    }
}

/// The value of a word of a line (the inverse of [`token`]).
fn untoken(k: Kind, w: &str) -> Result<Value, String> {
    if w == "none" {
        return Ok(Value::Null);
    }
    if w.starts_with(['[', '{', '"']) {
        return serde_json::from_str(w).map_err(|e| format!("'{w}' does not parse as JSON ({e})"));
    }
    if k == Kind::Plain {
        if let Ok(v) = serde_json::from_str(w) {
            return Ok(v);
        }
    }
    Ok(Value::String(w.to_string()))
}

/// The fields written first on a line, in this order.
const FIRST: [&str; 6] = ["unit", "target", "hex", "side", "card", "play"];

/// `WORD field=value…`: the fields of a serialised struct, less those in `skip`.
fn fields_line(s: &State, head: &str, v: &Value, skip: &[&str]) -> String {
    let mut out = head.to_string();
    if let Some(m) = v.as_object() {
        // What names the thing first (a unit, a hex, a side, a card), then the rest by name.
        let mut fields: Vec<(&String, &Value)> = m.iter().collect();
        crate::kit::sort::sort_by_key(&mut fields, |(f, _)| (FIRST.iter().position(|x| x == f).unwrap_or(FIRST.len()), f.as_str()));
        for (f, x) in fields {
            if !skip.contains(&f.as_str()) {
                let k = kind(f);
                out += &format!(" {f}={}", token(k, &to_words(s, k, x)));
            }
        }
    }
    out + "\n"
}

/// The `field=value` words of a line as the serialised struct's fields.
fn read_fields(s: &State, words: &[&str]) -> Result<Map<String, Value>, String> {
    let mut m = Map::new();
    for w in words {
        let Some((f, x)) = w.split_once('=').filter(|(f, _)| !f.is_empty()) else {
            return Err(format!("'{w}' is not field=value"));
        };
        let k = kind(f);
        let v = untoken(k, x).and_then(|v| from_words(s, k, &v)).map_err(|e| format!("{f}: {e}"))?;
        if m.insert(f.to_string(), v).is_some() {
            return Err(format!("field '{f}' given twice"));
        }
    }
    Ok(m)
}

/// A struct of type `T` from the `field=value` words of a line, with `extra` fields set (the parts
/// written on lines of their own).
fn read_struct<T: serde::de::DeserializeOwned>(s: &State, words: &[&str], extra: &[(&str, Value)]) -> Result<T, String> {
    let mut m = read_fields(s, words)?;
    for (f, v) in extra {
        if m.contains_key(*f) {
            return Err(format!("'{f}' is written on lines of its own"));
        }
        m.insert(f.to_string(), v.clone());
    }
    serde_json::from_value(Value::Object(m)).map_err(|e| e.to_string())
}

/// A step as a line: `step NAME field=value…`.
fn step_line(s: &State, step: &Step) -> String {
    match serde_json::to_value(step) {
        Ok(Value::String(name)) => format!("step {name}\n"),
        Ok(Value::Object(m)) => match m.iter().next() {
            Some((name, fields)) => fields_line(s, &format!("step {name}"), fields, &[]),
            None => String::new(),
        },
        _ => String::new(),
    }
}

fn read_step(s: &State, words: &[&str]) -> Result<Step, String> {
    let Some((name, fields)) = words.split_first() else {
        return Err("step takes a step's name and its fields (step allocate_hits hex=3922 side=japan hits=2 critical=false ground=false)".into());
    };
    let v = if fields.is_empty() {
        Value::String(name.to_string())
    } else {
        let mut m = Map::new();
        m.insert(name.to_string(), Value::Object(read_fields(s, fields)?));
        Value::Object(m)
    };
    serde_json::from_value(v).map_err(|e| format!("step {name}: {e}"))
}

/// The lines of the offensive under way: `offensive`, then its `active` units, `battle`s, `reaction` and
/// `reaction_active` units, `offensive_effect`s, and the `fight` with its `member`s and `loss`es.
fn offensive_lines(s: &State, o: &Offensive) -> Option<String> {
    let mut out = fields_line(s, "offensive", &json_of(o)?, &["active", "battles", "reaction", "effects", "fight"]);
    for a in &o.active {
        out += &fields_line(s, "active", &json_of(a)?, &[]);
    }
    for b in &o.battles {
        out += &fields_line(s, "battle", &json_of(b)?, &[]);
    }
    if o.reaction != Reaction::default() {
        out += &fields_line(s, "reaction", &json_of(&o.reaction)?, &["active"]);
        for a in &o.reaction.active {
            out += &fields_line(s, "reaction_active", &json_of(a)?, &[]);
        }
    }
    for e in &o.effects {
        out += &format!("offensive_effect {}\n", serde_json::to_string(e).ok()?);
    }
    if let Some(f) = &o.fight {
        out += &fields_line(s, "fight", &json_of(f)?, &["members", "losses"]);
        for m in &f.members {
            out += &fields_line(s, "member", &json_of(m)?, &[]);
        }
        for l in &f.losses {
            out += &fields_line(s, "loss", &json_of(l)?, &[]);
        }
    }
    Some(out)
}

fn json_of<T: serde::Serialize>(x: &T) -> Option<Value> {
    serde_json::to_value(x).ok()
}

/// Collects every problem of a file, each with its line.
struct Problems(Vec<String>);

impl Problems {
    fn at(&mut self, line: usize, text: impl std::fmt::Display) {
        self.0.push(format!("line {line}: {text}"));
    }
}

fn card_of(s: &State, side: Side, w: &str) -> Option<CardNo> {
    let n: CardNo = w.strip_prefix(if side == Side::Japanese { 'j' } else { 'a' }).unwrap_or(w).parse().ok()?;
    s.data().card(side, n).map(|_| n)
}

/// Reads a position file over the scenario's set-up (`scenario` when the file names none).
pub fn read(text: &str, pack: Arc<Pack>, scenario: &str, seed: u64, rules: u32) -> Result<State, SetupError> {
    let named = text.lines().find_map(|l| l.split('#').next()?.trim().strip_prefix("scenario ").map(|x| x.trim().to_string()));
    // Custom counters (custom.rs): the game is played with the pack they derive.
    let (pack, custom) = match super::custom::derive(text, &pack) {
        Ok(Some((derived, custom))) => (derived, custom),
        Ok(None) => (pack, vec![]),
        Err(problems) => {
            let msgs: Vec<String> = problems.into_iter().map(|(n, e)| format!("line {n}: {e}")).collect();
            return Err(SetupError(format!("position: {}", msgs.join("; "))));
        }
    };
    let mut s = setup::new_game(pack, named.as_deref().unwrap_or(scenario), seed)?;
    s.custom = custom;
    // The record's rules version, before any automatic step runs under it.
    s.rules = rules;
    let mut p = Problems(vec![]);
    let mut round = None;
    let mut phasing = None;
    let mut tracks = serde_json::to_value(&s.tracks).map_err(|e| SetupError(e.to_string()))?;
    let mut effects: Vec<Effect> = vec![];
    let mut piles = [Piles::default(), Piles::default()];
    // Hexes named by a `turn_start_control` line; every other hex held at the turn's start what it holds
    // now (the writer names only the hexes where the two differ).
    let mut turn_start_named = vec![false; s.geo().len()];
    // The pending steps and the offensive under way, each part with its line.
    let mut parts = Parts::default();
    for (n, raw) in text.lines().enumerate() {
        let n = n + 1;
        let line = raw.split('#').next().unwrap_or("").trim();
        if line.is_empty() {
            continue;
        }
        let mut w = line.split_whitespace();
        let word = w.next().unwrap_or("");
        let rest: Vec<&str> = w.collect();
        match word {
            "scenario" => {}
            "round" => match rest.first().and_then(|x| side_of_word(x)) {
                Some(side) => round = Some(side),
                None => p.at(n, "round takes japan or allies"),
            },
            "phasing" => match rest.first().and_then(|x| side_of_word(x)) {
                Some(side) => phasing = Some(side),
                None => p.at(n, "phasing takes japan or allies"),
            },
            "track" => {
                let (Some(field), Some(_)) = (rest.first(), rest.get(1)) else {
                    p.at(n, "track takes a field and a value (track pw 4)");
                    continue;
                };
                let value = line.splitn(3, char::is_whitespace).nth(2).unwrap_or("").trim();
                match (serde_json::from_str::<Value>(value), tracks.get_mut(*field)) {
                    (Ok(v), Some(slot)) => *slot = v,
                    (Err(_), _) => p.at(n, format!("'{value}' is not a value (numbers, true/false, [..] as `sandtable position` writes them)")),
                    (_, None) => p.at(n, format!("no track '{field}'")),
                }
            }
            "unit" => {
                let Some(u) = rest.first().and_then(|k| s.unit_id(k)) else {
                    p.at(n, format!("no unit '{}'", rest.first().unwrap_or(&"")));
                    continue;
                };
                let Some(loc) = rest.get(1).and_then(|x| loc_of_word(x)) else {
                    p.at(n, "unit takes a key and a place: a hex id, oahu, china_box, delay, eliminated, removed, event, arrives:N or returns:N");
                    continue;
                };
                if let Loc::Hex(h) = loc {
                    if !s.geo().contains(h) {
                        p.at(n, format!("hex {} is not on this scenario's map", h.id()));
                        continue;
                    }
                }
                // After the place: full or reduced, then a custom counter's field=value words (read first).
                let reduced = match rest.get(2).filter(|x| !x.contains('=')) {
                    None | Some(&"full") => false,
                    Some(&"reduced") => true,
                    Some(x) => {
                        p.at(n, format!("'{x}': a unit is full or reduced"));
                        continue;
                    }
                };
                s.units[u as usize].loc = loc;
                s.units[u as usize].reduced = reduced;
            }
            "control" | "turn_start_control" => {
                let hex = rest.first().and_then(|x| Hex::parse(x)).filter(|h| s.geo().contains(*h));
                let side = rest.get(1).and_then(|x| side_of_word(x));
                match (hex, side) {
                    (Some(h), Some(side)) => {
                        let i = s.geo().ix(h) as usize;
                        if word == "control" {
                            s.control[i] = side;
                        } else {
                            s.control_at_turn_start[i] = side;
                            turn_start_named[i] = true;
                        }
                    }
                    _ => p.at(n, format!("{word} takes a hex of the map and japan or allies")),
                }
            }
            "hand" | "deck" | "discard" | "removed" | "in_effect" | "drawn_in_offensive" => {
                let Some(side) = rest.first().and_then(|x| side_of_word(x)) else {
                    p.at(n, format!("{word} takes japan or allies, then cards (j17, a13 or numbers)"));
                    continue;
                };
                let mut cards = vec![];
                for c in &rest[1..] {
                    match card_of(&s, side, c) {
                        Some(x) => cards.push(x),
                        None => p.at(n, format!("no {} card '{c}'", side_word(side))),
                    }
                }
                let pile = &mut piles[idx(side)];
                match word {
                    "hand" => pile.hand = Some(cards),
                    "deck" => pile.deck = Some(cards),
                    "discard" => pile.discard = Some(cards),
                    "removed" => pile.removed = Some(cards),
                    "in_effect" => s.cards_mut(side).in_effect = cards,
                    _ => s.cards_mut(side).drawn_in_offensive = cards,
                }
            }
            "future" => {
                let side = rest.first().and_then(|x| side_of_word(x));
                let card = side.and_then(|sd| rest.get(1).and_then(|c| card_of(&s, sd, c)));
                let turn = rest.get(2).and_then(|t| t.parse::<u8>().ok());
                match (side, card, turn) {
                    (Some(sd), Some(c), Some(t)) => piles[idx(sd)].future = Some(Some((c, t))),
                    (Some(sd), None, None) if rest.get(1) == Some(&"none") => piles[idx(sd)].future = Some(None),
                    _ => p.at(n, "future takes japan or allies, then a card and the turn it was set aside, or none"),
                }
            }
            "future_set" => match rest.first().and_then(|x| side_of_word(x)) {
                Some(side) => s.cards_mut(side).future_set_this_turn = true,
                None => p.at(n, "future_set takes japan or allies"),
            },
            "passes" | "drawn_by_events" => {
                let side = rest.first().and_then(|x| side_of_word(x));
                let k = rest.get(1).and_then(|x| x.parse::<u8>().ok());
                match (side, k) {
                    (Some(sd), Some(k)) if word == "passes" => s.cards_mut(sd).passes = k,
                    (Some(sd), Some(k)) => s.cards_mut(sd).drawn_by_events = k,
                    _ => p.at(n, format!("{word} takes japan or allies and a number")),
                }
            }
            "effect" => match serde_json::from_str::<Effect>(line["effect".len()..].trim()) {
                Ok(e) => effects.push(e),
                Err(e) => p.at(n, format!("an effect as `sandtable position` writes it: {e}")),
            },
            "dice" => {
                for d in &rest {
                    match d.parse::<u8>() {
                        Ok(v) if v <= 9 => s.chance.script.dice.push(v),
                        _ => p.at(n, format!("'{d}' is not a die (0–9)")),
                    }
                }
            }
            "rng" => match rest.first().map(|x| serde_json::from_str::<Rng>(&format!("{{\"pcg\":{{\"state\":{x}}}}}"))) {
                Some(Ok(rng)) => s.chance.set_rng(rng),
                _ => p.at(n, "rng takes the generator's state, a whole number (as `sandtable position` writes it)"),
            },
            "step" | "offensive" | "active" | "battle" | "reaction" | "reaction_active" | "offensive_effect" | "fight" | "member" | "loss" => {
                if let Err(e) = parts.read(&s, n, word, line, &rest) {
                    p.at(n, e);
                }
            }
            other => p.at(n, format!("unknown statement '{other}'")),
        }
    }
    for (i, named) in turn_start_named.into_iter().enumerate() {
        if !named {
            s.control_at_turn_start[i] = s.control[i];
        }
    }
    match serde_json::from_value(tracks) {
        Ok(t) => *s.tracks = t,
        Err(e) => p.0.push(format!("the tracks do not read: {e}")),
    }
    *s.effects = effects;
    let [jp, al] = piles;
    place_piles(&mut s, Side::Japanese, jp);
    place_piles(&mut s, Side::Allied, al);
    let stepped = !parts.steps.is_empty();
    match (round, stepped) {
        (Some(side), false) => {
            if let Some(n) = parts.first_line() {
                p.at(n, "an offensive is under way only in a file with `step` lines (`round` is a moment between card plays)");
            }
            s.steps = between_plays(&s, side);
            // The player who played last, until the round's card is played (4.22).
            s.phasing = phasing.unwrap_or(side);
        }
        (None, true) => {
            let offensive = parts.assemble(&mut p);
            s.steps = parts.steps.iter().map(|(_, x)| x.clone()).collect();
            // Unless the file says, the phasing player is the offensive's, or Japan's.
            s.phasing = phasing.or(offensive.as_ref().map(|o| o.side)).unwrap_or(Side::Japanese);
            *s.offensive = offensive;
            for (n, step) in &parts.steps {
                if let Err(e) = step_needs(&s, step) {
                    p.at(*n, e);
                }
            }
        }
        (Some(_), true) => {
            p.0.push("a position gives `round` (a moment between card plays) or `step` lines (the pending steps), not both".into());
        }
        (None, false) => {
            p.0.push("a position needs `round japan` or `round allies` (whose card play comes next), or `step` lines (the pending steps, bottom first)".into());
            return Err(SetupError(format!("position: {}", p.0.join("; "))));
        }
    }
    if let Err(e) = super::invariants::check(&s) {
        p.0.push(e);
    }
    if !p.0.is_empty() {
        return Err(SetupError(format!("position: {}", p.0.join("; "))));
    }
    // Said first: the log of what the automatic steps do follows it.
    s.log.push(crate::LogEntry::new(None, "eots.position", vec![]));
    // A round with nothing to play (both hands empty, no pass left) is no decision: the segment ends as
    // the rules say (EotS 4.22, L291: it ends when both hands are empty) — no position waits on a
    // decision with no legal action.
    let nothing_to_decide = {
        let p = crate::kit::steps::prompt(&s);
        p.seat.is_some() && p.actions.is_empty()
    };
    if stepped || nothing_to_decide {
        // Automatic steps on top run now, as they would have in the game; a written moment waits for a
        // decision already, and nothing runs.
        if let Err(e) = crate::kit::steps::settle(&mut s, SETTLE_LIMIT) {
            return Err(SetupError(format!("position: once its automatic steps ran: {e}")));
        }
        if let Err(e) = super::invariants::check(&s) {
            return Err(SetupError(format!("position: once its automatic steps ran: {e}")));
        }
    }
    Ok(s)
}

/// The steps and the offensive a file gives, each with its line, as they are read.
#[derive(Default)]
struct Parts {
    steps: Vec<(usize, Step)>,
    offensive: Option<(usize, Offensive)>,
    active: Vec<(usize, Active)>,
    battles: Vec<(usize, super::state::Battle)>,
    reaction: Option<(usize, Reaction)>,
    reaction_active: Vec<(usize, Active)>,
    effects: Vec<(usize, Effect)>,
    fight: Option<(usize, Fight)>,
    members: Vec<(usize, Member)>,
    losses: Vec<(usize, Loss)>,
}

impl Parts {
    /// Reads one line of the steps or the offensive.
    fn read(&mut self, s: &State, n: usize, word: &str, line: &str, rest: &[&str]) -> Result<(), String> {
        let once = |slot_taken: bool, what: &str| if slot_taken { Err(format!("a second `{what}` line (one offensive, one reaction, one battle fought at a time)")) } else { Ok(()) };
        match word {
            "step" => self.steps.push((n, read_step(s, rest)?)),
            "offensive" => {
                once(self.offensive.is_some(), word)?;
                let empty = [("active", Value::Array(vec![])), ("battles", Value::Array(vec![])), ("reaction", json_of(&Reaction::default()).unwrap_or_default()), ("effects", Value::Array(vec![])), ("fight", Value::Null)];
                self.offensive = Some((n, read_struct(s, rest, &empty).map_err(|e| format!("offensive: {e}"))?));
            }
            "active" => self.active.push((n, read_struct(s, rest, &[]).map_err(|e| format!("active: {e}"))?)),
            "battle" => self.battles.push((n, read_struct(s, rest, &[]).map_err(|e| format!("battle: {e}"))?)),
            "reaction" => {
                once(self.reaction.is_some(), word)?;
                self.reaction = Some((n, read_struct(s, rest, &[("active", Value::Array(vec![]))]).map_err(|e| format!("reaction: {e}"))?));
            }
            "reaction_active" => self.reaction_active.push((n, read_struct(s, rest, &[]).map_err(|e| format!("reaction_active: {e}"))?)),
            "offensive_effect" => {
                let e = serde_json::from_str::<Effect>(line["offensive_effect".len()..].trim()).map_err(|e| format!("an effect as `sandtable position` writes it: {e}"))?;
                self.effects.push((n, e));
            }
            "fight" => {
                once(self.fight.is_some(), word)?;
                let empty = [("members", Value::Array(vec![])), ("losses", Value::Array(vec![]))];
                self.fight = Some((n, read_struct(s, rest, &empty).map_err(|e| format!("fight: {e}"))?));
            }
            "member" => self.members.push((n, read_struct(s, rest, &[]).map_err(|e| format!("member: {e}"))?)),
            "loss" => self.losses.push((n, read_struct(s, rest, &[]).map_err(|e| format!("loss: {e}"))?)),
            _ => return Err(format!("unknown statement '{word}'")),
        }
        Ok(())
    }

    /// The first line of a part of the offensive, if any.
    fn first_line(&self) -> Option<usize> {
        let lines = [
            self.offensive.as_ref().map(|x| x.0),
            self.active.first().map(|x| x.0),
            self.battles.first().map(|x| x.0),
            self.reaction.as_ref().map(|x| x.0),
            self.reaction_active.first().map(|x| x.0),
            self.effects.first().map(|x| x.0),
            self.fight.as_ref().map(|x| x.0),
            self.members.first().map(|x| x.0),
            self.losses.first().map(|x| x.0),
        ];
        lines.into_iter().flatten().min()
    }

    /// The offensive the lines make, its parts in the order of their lines; a part without its whole
    /// (an `active` line and no `offensive`, a `member` and no `fight`) is a problem of its line.
    fn assemble(&self, p: &mut Problems) -> Option<Offensive> {
        let Some((_, o)) = &self.offensive else {
            if let Some(n) = self.first_line() {
                p.at(n, "a part of an offensive, and no `offensive` line");
            }
            return None;
        };
        let mut o = o.clone();
        o.active = self.active.iter().map(|x| x.1.clone()).collect();
        o.battles = self.battles.iter().map(|x| x.1.clone()).collect();
        if let Some((_, r)) = &self.reaction {
            o.reaction = r.clone();
        } else if let Some((n, _)) = self.reaction_active.first() {
            p.at(*n, "a reacting unit, and no `reaction` line");
        }
        o.reaction.active = self.reaction_active.iter().map(|x| x.1.clone()).collect();
        o.effects = self.effects.iter().map(|x| x.1.clone()).collect();
        match &self.fight {
            Some((_, f)) => {
                let mut f = f.clone();
                f.members = self.members.iter().map(|x| x.1.clone()).collect();
                f.losses = self.losses.iter().map(|x| x.1.clone()).collect();
                o.fight = Some(f);
            }
            None => {
                if let Some(n) = self.members.first().map(|x| x.0).into_iter().chain(self.losses.first().map(|x| x.0)).min() {
                    p.at(n, "a part of a battle being fought, and no `fight` line");
                }
            }
        }
        Some(o)
    }
}

/// What a pending step needs of the rest of the position: the offensive procedure's steps an offensive
/// under way, a battle's steps the battle being fought there, an event's step a card of its side.
fn step_needs(s: &State, step: &Step) -> Result<(), String> {
    let needs_offensive = matches!(
        step,
        Step::ChooseHq
            | Step::Activate
            | Step::Move(_)
            | Step::Disengage(_)
            | Step::Declare
            | Step::Assign(_)
            | Step::Weather
            | Step::SpecialReaction
            | Step::Intelligence
            | Step::ReactionHq
            | Step::ReactionActivate
            | Step::ReactionMove(_)
            | Step::AttackReactions
            | Step::Battles
            | Step::Battle(_)
            | Step::AllocateHits(_)
            | Step::LastStep(_)
            | Step::CarrierTransfer(_)
            | Step::Retreat(_)
            | Step::PostBattle(_)
            | Step::OffensiveEnd
    );
    if needs_offensive && s.offensive.is_none() {
        return Err("this step needs an offensive under way (an `offensive` line)".into());
    }
    let fought = match step {
        Step::Battle(steps::Battle { hex, stage }) if *stage != BattleStage::Muster => Some(*hex),
        Step::AllocateHits(steps::AllocateHits { hex, .. }) | Step::LastStep(steps::LastStep { hex, .. }) | Step::CarrierTransfer(steps::CarrierTransfer { hex }) | Step::Retreat(steps::Retreat { hex, .. }) => Some(*hex),
        _ => None,
    };
    if let Some(h) = fought {
        let fight = s.offensive.as_ref().and_then(|o| o.fight.as_ref());
        if fight.map(|f| f.hex) != Some(h) {
            return Err(format!("this step needs the battle at {} being fought (a `fight hex={}` line)", h.id(), h.id()));
        }
    }
    if let Step::Event(steps::Event { side, card, .. }) = step {
        if s.data().card(*side, *card).is_none() {
            return Err(format!("no {} card {card}", side_word(*side)));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of step, the rare ones (a Weather window, a carrier transfer, a retreat) included, is
    /// written as a line that reads back to the same step.
    #[test]
    fn every_step_reads_back_from_its_line() {
        let s = setup::new_game(crate::games::empire_of_the_sun::builtin_data(), "south_pacific", 1).expect("set-up");
        let u = s.units.iter().position(|x| matches!(x.loc, Loc::Hex(_))).expect("a unit on the map") as u16;
        let h = s.unit(u).loc.hex().expect("its hex");
        let (side, hex) = (Side::Allied, h);
        let steps = vec![
            Step::TurnStart,
            Step::Reinforcements(steps::Reinforcements { side }),
            Step::Replacements(steps::Replacements { side }),
            Step::StrategicWarfare,
            Step::Deal,
            Step::Initiative,
            Step::Round(steps::Round { side }),
            Step::ChooseHq,
            Step::Activate,
            Step::Move(steps::Move { selected: vec![] }),
            Step::Move(steps::Move { selected: vec![u, u] }),
            Step::Disengage(steps::Disengage { hex, from: None }),
            Step::Disengage(steps::Disengage { hex, from: Some(h) }),
            Step::Declare,
            Step::Assign(steps::Assign { unit: u }),
            Step::Weather,
            Step::SpecialReaction,
            Step::Intelligence,
            Step::ReactionHq,
            Step::ReactionActivate,
            Step::ReactionMove(steps::ReactionMove { selected: vec![u] }),
            Step::AttackReactions,
            Step::Battles,
            Step::Battle(steps::Battle { hex, stage: BattleStage::Muster }),
            Step::Battle(steps::Battle { hex, stage: BattleStage::SecondFire(1) }),
            Step::Battle(steps::Battle { hex, stage: BattleStage::GroundResult }),
            Step::AllocateHits(steps::AllocateHits { hex, side, hits: 3, critical: true, ground: false }),
            Step::CarrierTransfer(steps::CarrierTransfer { hex }),
            Step::Retreat(steps::Retreat { hex, unit: u }),
            Step::PostBattle(steps::PostBattle { side, selected: vec![u] }),
            Step::Emergency(steps::Emergency { side, unit: u }),
            Step::Overstack(steps::Overstack { side, hex }),
            Step::OffensiveEnd,
            Step::AfterPlay(steps::AfterPlay { side, oc: true }),
            Step::Event(steps::Event { side, card: 13, stage: 2 }),
            Step::NationalStatus,
            Step::PoliticalWill,
            Step::Attrition,
            Step::EndOfTurn,
        ];
        for step in steps {
            let line = step_line(&s, &step);
            let words: Vec<&str> = line.split_whitespace().collect();
            assert_eq!(words[0], "step", "{line}");
            assert_eq!(read_step(&s, &words[1..]), Ok(step.clone()), "{line}");
        }
    }
}
