//! Position files (docs/positions.md, "Empire of the Sun"): a moment between two card plays of the
//! Offensives Phase (4.2) written as statements over the scenario's set-up — the counters that moved or
//! lost a step, the hexes whose control changed, the tracks that differ, both decks pile by pile, the
//! events in effect, the generator and scripted dice. `write` gives what `read` turns back into the same
//! state (the log aside).

use std::sync::Arc;

use serde_json::Value;

use super::data::Side;
use super::setup;
use super::state::{idx, BoxKey, CardNo, Effect, Loc, Pack, State};
use super::steps::Step;
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

/// The moment as a position file, when it is one a position can hold: a round of the Offensives Phase
/// about to be played (no offensive under way).
pub fn write(s: &State) -> Option<String> {
    let Some(Step::Round { side }) = s.steps.last() else { return None };
    let base = setup::new_game(s.pack.0.clone(), &s.scenario, 0).ok()?;
    if s.offensive.is_some() || s.steps != between_plays(&base, *side) {
        return None;
    }
    let mut out = String::from("# sandtable position: empire-of-the-sun\n");
    out += &format!("scenario {}\n", s.scenario);
    out += &format!("round {}\n", side_word(*side));
    if s.phasing != *side {
        out += &format!("phasing {}\n", side_word(s.phasing));
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
    for (u, (a, b)) in s.units.iter().zip(&base.units).enumerate() {
        if a != b {
            let key = &s.data().units[u].key;
            out += &format!("unit {key} {}{}\n", loc_word(a.loc), if a.reduced { " reduced" } else { "" });
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
    for e in &s.effects {
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
    tmp.steps.push(Step::Round { side });
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
pub fn read(text: &str, pack: Arc<Pack>, scenario: &str, seed: u64) -> Result<State, SetupError> {
    let named = text.lines().find_map(|l| l.split('#').next()?.trim().strip_prefix("scenario ").map(|x| x.trim().to_string()));
    let mut s = setup::new_game(pack, named.as_deref().unwrap_or(scenario), seed)?;
    let mut p = Problems(vec![]);
    let mut round = None;
    let mut phasing = None;
    let mut tracks = serde_json::to_value(&s.tracks).map_err(|e| SetupError(e.to_string()))?;
    let mut effects: Vec<Effect> = vec![];
    let mut piles = [Piles::default(), Piles::default()];
    // Hexes named by a `turn_start_control` line; every other hex held at the turn's start what it holds
    // now (the writer names only the hexes where the two differ).
    let mut turn_start_named = vec![false; s.geo().len()];
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
                let reduced = match rest.get(2) {
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
            "hand" | "deck" | "discard" | "removed" | "in_effect" => {
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
                    _ => s.cards_mut(side).in_effect = cards,
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
            other => p.at(n, format!("unknown statement '{other}'")),
        }
    }
    for (i, named) in turn_start_named.into_iter().enumerate() {
        if !named {
            s.control_at_turn_start[i] = s.control[i];
        }
    }
    match serde_json::from_value(tracks) {
        Ok(t) => s.tracks = t,
        Err(e) => p.0.push(format!("the tracks do not read: {e}")),
    }
    s.effects = effects;
    let [jp, al] = piles;
    place_piles(&mut s, Side::Japanese, jp);
    place_piles(&mut s, Side::Allied, al);
    let Some(side) = round else {
        p.0.push("a position needs `round japan` or `round allies` (whose card play comes next)".into());
        return Err(SetupError(format!("position: {}", p.0.join("; "))));
    };
    s.steps = between_plays(&s, side);
    // The player who played last, until the round's card is played (4.22).
    s.phasing = phasing.unwrap_or(side);
    if let Err(e) = <super::game::EmpireOfTheSun as crate::Game>::check_invariants(&s) {
        p.0.push(e);
    }
    if !p.0.is_empty() {
        return Err(SetupError(format!("position: {}", p.0.join("; "))));
    }
    s.log.push(crate::LogEntry::new(None, "eots.position", vec![]));
    Ok(s)
}
