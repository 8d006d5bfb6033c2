//! Downfall's position files (docs/positions.md, "Downfall"): any moment of a game as statements over the
//! scenario's set-up (DF 4) — the counters that moved or lost steps (`unit`), the cities whose control
//! changed (`control`), the other fields of the state that differ (`track`), the pending steps (`step`) and
//! the generator (`rng`). The generic statements are kit::position's; `write` gives what `read` turns back
//! into the same state (the log aside).

#[cfg(feature = "native-positions")]
use std::sync::Arc;

#[cfg(feature = "native-positions")]
use serde_json::Value;

use super::data::Ideology;
#[cfg(feature = "native-positions")]
use super::data::DfData;
use super::state::{Loc, State};
use crate::kit::position as pos;
#[cfg(feature = "native-positions")]
use crate::kit::rows::RowHex;

/// The fields written by their own statements, not `track` lines.
const OWN: &[&str] = &["pack", "scenario", "rules", "units", "cities", "steps", "chance", "log"];

fn ideology_word(i: Ideology) -> &'static str {
    match i {
        Ideology::Western => "western",
        Ideology::Soviet => "soviet",
        Ideology::Axis => "axis",
    }
}

/// A counter's place as a word: a hex id, `area:KEY`, `sea:KEY`, `pool`, `later`, `pending`, `gone` (the
/// words of setup.tsv).
fn place_word(l: &Loc) -> String {
    match l {
        Loc::Hex(h) => h.id(),
        Loc::Area(a) => format!("area:{a}"),
        Loc::Sea(s) => format!("sea:{s}"),
        Loc::Pool => "pool".into(),
        Loc::Later => "later".into(),
        Loc::Pending => "pending".into(),
        Loc::Gone => "gone".into(),
    }
}

#[cfg(feature = "native-positions")]
/// A place word read, against the pack's hexes, land areas and sea areas.
fn place_of(d: &DfData, w: &str) -> Result<Loc, String> {
    let mut known: Vec<String> = d.land_areas.iter().map(|(k, _)| k.clone()).chain(d.setup.values().flatten().filter_map(|(_, l, _)| l.strip_prefix("area:").map(str::to_string))).collect();
    known.sort();
    known.dedup();
    let areas = || known.iter().cloned();
    Ok(match w {
        "pool" => Loc::Pool,
        "later" => Loc::Later,
        "pending" => Loc::Pending,
        "gone" => Loc::Gone,
        _ => match w.split_once(':') {
            Some(("area", a)) if areas().any(|k| k == a) => Loc::Area(a.to_string()),
            Some(("area", a)) => return Err(format!("no land area '{a}' (the areas: {})", areas().collect::<Vec<_>>().join(", "))),
            Some(("sea", s)) if d.seas.contains_key(s) => Loc::Sea(s.to_string()),
            Some(("sea", s)) => return Err(format!("no sea area '{s}' (the seas: {})", d.seas.keys().cloned().collect::<Vec<_>>().join(", "))),
            _ => match RowHex::parse(w).filter(|h| d.hex(*h).is_some()) {
                Some(h) => Loc::Hex(h),
                None => return Err(format!("'{w}' is no hex of the map nor a place (pool, later, pending, gone, area:KEY, sea:KEY)")),
            },
        },
    })
}

/// The moment as a position file; `None` for a finished game.
pub fn write(s: &State) -> Option<String> {
    if s.outcome.is_some() || s.steps.is_empty() {
        return None;
    }
    let base = super::new_game_with(s.pack.0.clone(), &s.scenario, 0, s.rules, s.cards.on).ok()?;
    let (now, was) = (pos::value(s)?, pos::value(&base)?);
    let mut out = pos::head("downfall", s.rules, &s.scenario);
    out += &pos::track_lines(&now, &was, OWN);
    for (u, (a, b)) in now["units"].as_array()?.iter().zip(was["units"].as_array()?).enumerate() {
        out += &pos::unit_line(&s.data().units[u].key, &place_word(&s.units[u].loc), a, b, "loc").unwrap_or_default();
    }
    for (h, i) in &s.cities {
        if base.cities.get(h) != Some(i) {
            out += &format!("control {} {}\n", h.id(), ideology_word(*i));
        }
    }
    out += &pos::step_lines(&now["steps"], &was["steps"]);
    out += &pos::chance_lines(&s.chance, &base.chance);
    Some(out)
}

/// A position file read over the scenario's set-up under the record's rules and options.
#[cfg(feature = "native-positions")]
pub fn read(text: &str, pack: Arc<DfData>, header: &crate::Header, action_cards: bool) -> Result<State, String> {
    // The set-up dealt with seed 0, as `write` compares with; the generator from the record's seed unless
    // the file gives its state.
    let setup = |sc: &str| super::new_game_with(pack.clone(), sc, 0, header.rules, action_cards).map_err(|e| e.0);
    let seed = header.seed;
    let g = pos::Game {
        name: "Downfall",
        rules: header.rules,
        scenario: &header.scenario,
        setup: &setup,
        chance: &|s: &State| pos::reseeded(&s.chance, seed),
        own: OWN,
        statements: "unit, control",
        check: &|path, v| usable(&pack, path, v),
    };
    let d = pack.clone();
    pos::read(text, &g, |r, l, _| statement(&d, r, l)).map(|(s, _)| s)
}

/// The pack and the log come from the set-up ([`pos::ReadOver`]).
#[cfg(feature = "native-positions")]
impl pos::ReadOver for State {
    fn read_over(&mut self, base: &Self, chance: crate::kit::chance::Chance) {
        self.pack = base.pack.clone();
        self.log = base.log.clone();
        self.chance = chance;
    }
}

/// Where the state's form holds an index into the pack's lists, by what it indexes.
#[cfg(feature = "native-positions")]
const UNITS: &[&str] = &[
    "sw_held.*.*",
    "cards.airdrop",
    "steps.*.Move.moved.*",
    "steps.*.MoveUnit.unit",
    "steps.*.Attacks.used.*",
    "steps.*.Flankers.lead",
    "steps.*.Flankers.flankers.*",
    "steps.*.Hits.units.*",
    "steps.*.Retreat.units.*",
    "steps.*.AirborneHome.units.*",
    "steps.*.Advance.units.*",
    "steps.*.Build.tolled.*",
    "steps.*.Settle.due.*",
    "steps.*.BeachheadSteps.given.*.0",
    "steps.*.Guards.left.*",
    "steps.*.NavalAttack.unit",
    "steps.*.NavalHits.attack.unit",
    "steps.*.Cards.combat.lead",
    "steps.*.Cards.combat.flankers.*",
    "steps.*.AfricaAir.moved.*",
];
#[cfg(feature = "native-positions")]
const MARKERS: &[&str] = &["cup.*", "track.*", "display.*.*.0", "planning.*", "order.marker", "steps.*.*.marker", "steps.*.Cards.combat.marker"];
#[cfg(feature = "native-positions")]
const EVENTS: &[&str] = &["events.draw.*", "events.pending", "events.current", "events.discard.*", "events.axis_air.*.0"];
#[cfg(feature = "native-positions")]
const ACTIONS: &[&str] = &["cards.decks.*.*", "cards.discards.*.*", "cards.hands.*.*", "cards.later.*", "cards.in_play.*.1", "steps.*.Oss.card", "steps.*.CardEffect.card"];
#[cfg(feature = "native-positions")]
const BEACHES: &[&str] = &["landed.*.beach", "steps.*.BeachheadSteps.beaches.*"];

/// What the rules could not use in a state's form: an index past its list, a hex off the map, a sea or
/// land area the pack does not have, a marker's side it does not have.
#[cfg(feature = "native-positions")]
fn usable(d: &DfData, path: &str, v: &Value) -> Option<String> {
    let past = |patterns: &[&str], n: usize, what: &str| pos::index_past(path, v, patterns, n, what);
    past(UNITS, d.units.len(), "unit")
        .or_else(|| past(MARKERS, d.markers.len(), "marker"))
        .or_else(|| past(EVENTS, d.events.len(), "event card"))
        .or_else(|| past(ACTIONS, d.actions.len(), "action card"))
        .or_else(|| past(BEACHES, d.beaches.len(), "beach"))
        .or_else(|| past(&["steps.*.SwMove.track", "steps.*.SwUnits.track"], 3, "Strategic Warfare display"))
        .or_else(|| marker_side(d, path, v))
        .or_else(|| place(d, path, v))
        .or_else(|| sizes(d, path, v))
}

/// A marker with a side: the marker must have it (an order's, a display's pair).
#[cfg(feature = "native-positions")]
fn marker_side(d: &DfData, path: &str, v: &Value) -> Option<String> {
    let (m, side) = match v {
        Value::Object(o) => (o.get("marker")?.as_u64()?, o.get("side")?.as_u64()?),
        Value::Array(a) if pos::matches("display.*.*", path) && a.len() == 2 => (a[0].as_u64()?, a[1].as_u64()?),
        _ => return None,
    };
    let sides = d.markers.get(m as usize)?.sides.len() as u64;
    (side >= sides).then(|| format!("marker {m} has no side {side}"))
}

/// A hex, a sea area or a land area the map does not have; a city's control off the map.
#[cfg(feature = "native-positions")]
fn place(d: &DfData, path: &str, v: &Value) -> Option<String> {
    let o = v.as_object()?;
    if o.len() == 2 && o.contains_key("row") && o.contains_key("col") {
        let h = crate::kit::rows::RowHex::new(o["row"].as_i64()? as i32, o["col"].as_i64()? as i32);
        return d.hex(h).is_none().then(|| format!("{} is no hex of the map", h.id()));
    }
    if o.len() == 1 {
        if let Some(sea) = o.get("sea").and_then(Value::as_str) {
            return (!d.seas.contains_key(sea)).then(|| format!("no sea area '{sea}'"));
        }
        if let Some(area) = o.get("area").and_then(Value::as_str) {
            return place_of(d, &format!("area:{area}")).err();
        }
    }
    if matches!(path, "cities" | "partisan_owned") {
        return o.keys().find(|k| RowHex::parse(k).and_then(|h| d.hex(h)).is_none()).map(|k| format!("'{k}' is no hex of the map"));
    }
    None
}

/// The lists as long as the pack and the rules have them.
#[cfg(feature = "native-positions")]
fn sizes(d: &DfData, path: &str, v: &Value) -> Option<String> {
    let want = match path {
        "units" => d.units.len(),
        "track" => super::state::ACTION_BOXES,
        _ => return None,
    };
    let n = v.as_array()?.len();
    (n != want).then(|| format!("{n} entries, not {want}"))
}

/// Downfall's own statements: `unit KEY PLACE [field=JSON…]` and `control HEX IDEOLOGY`.
#[cfg(feature = "native-positions")]
fn statement(d: &DfData, r: &mut pos::Reader, l: &pos::Line) -> bool {
    match l.word.as_str() {
        "unit" => r.unit(l, "units", |k| d.unit_index(k), "loc", |w| place_of(d, w).and_then(|loc| serde_json::to_value(loc).map_err(|e| e.to_string()))),
        "control" => control(r, l),
        _ => return false,
    }
    true
}

#[cfg(feature = "native-positions")]
fn control(r: &mut pos::Reader, l: &pos::Line) {
    let [hex, who] = l.words.as_slice() else { return r.problems.at(l.no, "control takes a city's hex and an ideology (`control 2715 soviet`)") };
    let Some(who) = [Ideology::Western, Ideology::Soviet, Ideology::Axis].into_iter().find(|i| ideology_word(*i) == who) else {
        return r.problems.at(l.no, format!("'{who}' is no ideology (western, soviet, axis)"));
    };
    match r.field("cities", l.no).and_then(Value::as_object_mut) {
        Some(cities) if cities.contains_key(hex) => {
            cities.insert(hex.clone(), Value::from(ideology_word(who)));
        }
        _ => r.problems.at(l.no, format!("'{hex}' is no city hex (control is kept for cities, DF A.2)")),
    }
}
