//! NATO's position files (docs/positions.md, "NATO"): any moment of a game as statements over the
//! scenario's set-up — the units that moved, lost a step or carry markers (`unit`), the cities that changed
//! hands (`control`), the other fields of the state that differ (`track`), the pending steps (`step`) and the
//! generator (`rng`). The generic statements are kit::position's; `write` gives what `read` turns back into
//! the same state (the log aside).

#[cfg(feature = "native-positions")]
use std::sync::Arc;

#[cfg(feature = "native-positions")]
use serde_json::Value;

use super::data::{hex_name, Side};
#[cfg(feature = "native-positions")]
use super::data::{parse_hex, NatoData};
use super::state::{Loc, State};
#[cfg(feature = "native-positions")]
use super::state::Pack;
use crate::kit::position as pos;

/// The fields written by their own statements, not `track` lines.
const OWN: &[&str] = &["pack", "scenario", "rules", "units", "conquests", "steps", "log"];

fn side_word(s: Side) -> &'static str {
    s.key()
}

/// A unit's place as a word: a hex id, `out`, `due:TURN`, `box:SECTOR`, `display`, `dead`, `rebuilt:TURN`
/// (an HQ on the turn track, [29.8]), `srb`, `transport`.
fn place_word(l: &Loc) -> String {
    match l {
        Loc::Out => "out".into(),
        Loc::Due(t) => format!("due:{t}"),
        Loc::Box(b) => format!("box:{b}"),
        Loc::Hex(h) => hex_name(*h),
        Loc::Display => "display".into(),
        Loc::Dead => "dead".into(),
        Loc::Rebuilt(t) => format!("rebuilt:{t}"),
        Loc::Srb => "srb".into(),
        Loc::Transport => "transport".into(),
    }
}

/// The moment as a position file; `None` for a finished game.
pub fn write(s: &State) -> Option<String> {
    if s.outcome.is_some() || s.steps.is_empty() {
        return None;
    }
    // [22.0]: the set-up with chemical warfare when the game plays it (the record's `chemical` option).
    // [21.0]: with nuclear warfare likewise (the `nuclear` option).
    let base = super::setup::new_game_opts(s.pack.0.clone(), &s.scenario, s.year, 0, s.rules, s.chemical.is_some(), s.nuclear.is_some()).ok()?;
    let (now, was) = (pos::value(s)?, pos::value(&base)?);
    let mut out = pos::head("nato", s.rules, &s.scenario);
    if s.year != base.year {
        out += &format!("track year {}\n", s.year);
    }
    out += &pos::track_lines(&now, &was, &[OWN, &["year"]].concat());
    for (u, (a, b)) in now["units"].as_array()?.iter().zip(was["units"].as_array()?).enumerate() {
        out += &pos::unit_line(s.key(u as u16), &place_word(&s.units[u].loc), a, b, "loc").unwrap_or_default();
    }
    // The cities that changed hands, in the order they did: as `control` lines over a set-up that has none.
    if s.conquests != base.conquests {
        if base.conquests.is_empty() {
            out += &s.conquests.iter().map(|c| format!("control {} {}\n", hex_name(c.hex), side_word(c.by))).collect::<String>();
        } else {
            out += &format!("track conquests {}\n", now["conquests"]);
        }
    }
    out += &pos::step_lines(&now["steps"], &was["steps"]);
    out += &pos::chance_lines(&s.chance, &base.chance);
    Some(out)
}

/// A position file read over the scenario's set-up under the record's rules and year.
#[cfg(feature = "native-positions")]
pub fn read(text: &str, pack: Arc<Pack>, header: &crate::Header, year: u16) -> Result<State, String> {
    // The set-up with seed 0, as `write` compares with; the generator from the record's seed unless the
    // file gives its state.
    let chemical = super::game::chemical(header).map_err(|e| e.0)?;
    let nuclear = super::game::nuclear(header).map_err(|e| e.0)?;
    let setup = |sc: &str| super::setup::new_game_opts(pack.clone(), sc, year, 0, header.rules, chemical, nuclear).map_err(|e| e.0);
    let seed = header.seed;
    let d = &pack.data;
    let g = pos::Game {
        name: "NATO",
        rules: header.rules,
        scenario: &header.scenario,
        setup: &setup,
        chance: &|s: &State| pos::reseeded(&s.chance, seed),
        own: OWN,
        statements: "unit, control",
        check: &|path, v| usable(d, path, v),
    };
    let (mut s, _) = pos::read(text, &g, |r, l, _| statement(d, r, l))?;
    // [22.0]: chemical warfare only in a game with the `chemical` option.
    if s.chemical.is_some() && !chemical {
        return Err("NATO position: `track chemical` needs the record's `chemical` option on (rules 14)".into());
    }
    // [21.0]: nuclear warfare only in a game with the `nuclear` option.
    if s.nuclear.is_some() && !nuclear {
        return Err("NATO position: `track nuclear` needs the record's `nuclear` option on (rules 15)".into());
    }
    s.sc = d.scenarios.iter().position(|x| x.key == s.scenario && x.year == s.year).ok_or_else(|| format!("NATO position: the pack has no scenario '{}' for {}", s.scenario, s.year))?;
    Ok(s)
}

/// The pack, the log and each unit's arrival come from the set-up ([`pos::ReadOver`]).
#[cfg(feature = "native-positions")]
impl pos::ReadOver for State {
    fn read_over(&mut self, base: &Self, chance: crate::kit::chance::Chance) {
        self.pack = base.pack.clone();
        self.log = base.log.clone();
        self.chance = chance;
        for (u, b) in self.units.iter_mut().zip(&base.units) {
            u.arrival = b.arrival;
        }
    }
}

/// NATO's own statements: `unit KEY PLACE [field=JSON…]` and `control HEX wp|nato`.
#[cfg(feature = "native-positions")]
fn statement(d: &NatoData, r: &mut pos::Reader, l: &pos::Line) -> bool {
    match l.word.as_str() {
        "unit" => r.unit(l, "units", |k| d.unit(k), "loc", |w| place_of(d, w).and_then(|loc| serde_json::to_value(loc).map_err(|e| e.to_string()))),
        "control" => control(d, r, l),
        _ => return false,
    }
    true
}

#[cfg(feature = "native-positions")]
fn place_of(d: &NatoData, w: &str) -> Result<Loc, String> {
    let number = |t: &str, what: &str| t.parse::<u8>().map_err(|_| format!("{what} takes a whole number, not '{t}'"));
    Ok(match w {
        "out" => Loc::Out,
        "display" => Loc::Display,
        "dead" => Loc::Dead,
        "srb" => Loc::Srb,
        "transport" => Loc::Transport,
        _ => match w.split_once(':') {
            Some(("due", t)) => Loc::Due(number(t, "due:")?),
            Some(("box", b)) => Loc::Box(number(b, "box:")?),
            Some(("rebuilt", t)) => Loc::Rebuilt(number(t, "rebuilt:")?),
            _ => match parse_hex(w).filter(|h| (*h as usize) < d.hexes.len()) {
                Some(h) => Loc::Hex(h),
                None => return Err(format!("'{w}' is no hex of the map nor a place (out, due:TURN, box:SECTOR, display, dead, rebuilt:TURN, srb, transport)")),
            },
        },
    })
}

/// `control HEX wp|nato`: the city has changed hands to that side ([30.1]); the lines keep their order.
#[cfg(feature = "native-positions")]
fn control(d: &NatoData, r: &mut pos::Reader, l: &pos::Line) {
    let [hex, who] = l.words.as_slice() else { return r.problems.at(l.no, "control takes a city's hex and a side (`control 2715 wp`)") };
    let Some(by) = [Side::Wp, Side::Nato].into_iter().find(|s| side_word(*s) == who) else {
        return r.problems.at(l.no, format!("'{who}' is no side (wp, nato)"));
    };
    let Some(h) = parse_hex(hex).filter(|h| d.hexes.get(*h as usize).is_some_and(|x| x.city.is_some())) else {
        return r.problems.at(l.no, format!("'{hex}' is no city hex ([30.1]: control is kept for cities)"));
    };
    // The first `control` line replaces the set-up's list.
    let first = !r.touched("conquests");
    let Some(list) = r.field("conquests", l.no).and_then(Value::as_array_mut) else { return };
    if first {
        list.clear();
    }
    list.retain(|c| c["hex"] != Value::from(h));
    list.push(serde_json::json!({"hex": h, "by": side_word(by)}));
}

/// The names the state's form gives units and hexes, wherever they stand.
#[cfg(feature = "native-positions")]
const UNIT_KEYS: &[&str] = &[
    "unit", "units", "passenger", "commands", "support", "attackers", "defenders", "retreated", "supported", "struck", "targets", "reserve_walked", "reserve_flown", "heli_passed", "assaulting", "pool", "fired", "passed",
];
#[cfg(feature = "native-positions")]
const HEX_KEYS: &[&str] = &["hex", "target", "at", "goal", "contacts", "marked", "attacked_hexes", "strike_hexes", "ghost_cities", "markers", "segment"];

/// What the rules could not use in a state's form: a unit's index past the pack's list, a hex index off
/// the map, lists of another length than the pack's.
#[cfg(feature = "native-positions")]
fn usable(d: &NatoData, path: &str, v: &Value) -> Option<String> {
    if path == "units" {
        let n = v.as_array()?.len();
        return (n != d.units.len()).then(|| format!("{n} units, not the pack's {}", d.units.len()));
    }
    if let Some(o) = v.as_object() {
        // A place: `{"at": "hex", "id": N}`.
        if o.get("at").and_then(Value::as_str) == Some("hex") {
            let h = o.get("id")?.as_u64()?;
            return (h as usize >= d.hexes.len()).then(|| format!("hex {h} is off the map"));
        }
        return None;
    }
    let n = v.as_u64()? as usize;
    let segs: Vec<&str> = path.split('.').collect();
    let key = segs.iter().rev().find(|s| s.parse::<usize>().is_err()).copied()?;
    let last = segs.last().copied().unwrap_or_default();
    let tuple_hex = matches!(key, "breakthroughs" | "aiz" | "ports") && last == "0" || key == "helicopters" && last == "1";
    let tuple_unit = key == "helicopters" && last == "0";
    if key == "units" && segs.first() == Some(&"units") {
        return None;
    }
    if tuple_unit || (UNIT_KEYS.contains(&key) && !tuple_hex) {
        return (n >= d.units.len()).then(|| format!("unit {n} is out of range (there are {})", d.units.len()));
    }
    if tuple_hex || HEX_KEYS.contains(&key) {
        return (n >= d.hexes.len()).then(|| format!("hex {n} is off the map"));
    }
    None
}
