//! Custom counters of a position file (docs/positions.md "Custom counters"): a `unit` line with
//! `field=value` words gives a counter of the pack other values for this game (`unit us-1-mar-div 2715
//! attack=9 defence=4`), or defines a synthetic counter the pack does not have (`unit test-div 2715
//! side=allies type=ground size=division attack=6 defence=6 reduced_attack=3 reduced_defence=6 steps=2
//! amphibious=1`, or `like=us-1-mar-div attack=9` to start from a counter of the pack). The fields are
//! the columns of the pack's units.tsv, and the counter is checked as a row of it is (ranges, what a
//! counter of its type must carry), so no owner's pack is needed and no value the rules cannot read gets
//! in. The game is played with a pack derived from the record's: the same tables with these counters
//! changed or added, named and hashed apart, its counters' source saying they are custom (the board
//! marks them). The record keeps the position's text, so saves, links and replays derive the same pack.

use std::sync::Arc;

use serde::Serialize;

use super::data::{parse_units, Unit, UNIT_HEADER};
use super::state::Pack;

/// Position files with custom counters (docs/positions.md), for the position fuzzer's corpus.
pub const EXAMPLES: &[&str] = &[
    "scenario south_pacific\nround japan\nunit jp-17-army 4021 attack=12 defence=7\nunit test-div 4021 reduced side=japan type=ground size=division attack=5 defence=4 reduced_attack=3 reduced_defence=4 steps=2 amphibious=1 name=Test_Division\n",
    "scenario south_pacific\nround allies\nunit big-cv 4021 like=jp-cv-akagi attack=20\nunit test-air 3727 side=allies type=air attack=9 defence=9 reduced_attack=5 reduced_defence=9 range=4 extended_range=8 steps=2\ndice 9 0 5\n",
];

/// The start of a custom counter's `source`: what the board and `pack` views read to mark it.
pub const SOURCE: &str = "position: ";

/// A counter's values set by the position file: its key and the `field=value` words, as read.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CustomCounter {
    pub key: String,
    /// A counter the pack does not have.
    pub synthetic: bool,
    pub fields: Vec<(String, String)>,
}

impl CustomCounter {
    /// The words a `unit` line writes after the place (`attack=9 defence=4`).
    pub fn words(&self) -> String {
        self.fields.iter().map(|(f, v)| format!("{f}={v}")).collect::<Vec<_>>().join(" ")
    }
}

/// Whether a counter's values come from a position file.
pub fn is_custom(u: &Unit) -> bool {
    u.source.starts_with(SOURCE)
}

/// The columns a position may set: every column of units.tsv but the key and the source, and `like`
/// (a synthetic counter's model).
fn settable() -> Vec<&'static str> {
    UNIT_HEADER.iter().copied().filter(|c| *c != "unit" && *c != "source").collect()
}

/// The custom `unit` lines of a file: `(line, key, fields)` for every `unit` line with `field=value`
/// words.
pub fn lines(text: &str) -> Vec<(usize, String, Vec<(String, String)>)> {
    let mut out = vec![];
    for (n, raw) in text.lines().enumerate() {
        let line = raw.split('#').next().unwrap_or("").trim();
        let mut w = line.split_whitespace();
        if w.next() != Some("unit") {
            continue;
        }
        let words: Vec<&str> = w.collect();
        let fields: Vec<(String, String)> = words.iter().filter_map(|x| x.split_once('=')).map(|(f, v)| (f.to_string(), v.to_string())).collect();
        if fields.is_empty() {
            continue;
        }
        let key = words.first().filter(|k| !k.contains('=')).map_or(String::new(), |k| k.to_string());
        out.push((n + 1, key, fields));
    }
    out
}

/// The pack with the file's custom counters, and the counters as read; `Ok(None)` when the file has
/// none (the game plays with `base` itself). Every problem comes with its line.
#[allow(clippy::type_complexity)]
pub fn derive(text: &str, base: &Arc<Pack>) -> Result<Option<(Arc<Pack>, Vec<CustomCounter>)>, Vec<(usize, String)>> {
    let custom = lines(text);
    if custom.is_empty() {
        return Ok(None);
    }
    let mut data = base.data.clone();
    let mut problems = vec![];
    let mut read: Vec<CustomCounter> = vec![];
    for (n, key, fields) in custom {
        match counter(&data.units, &key, &fields, &read) {
            Ok((unit, c)) => {
                match data.units.iter().position(|u| u.key == unit.key) {
                    Some(i) => data.units[i] = unit,
                    None => data.units.push(unit),
                }
                read.push(c);
            }
            Err(e) => problems.push((n, e)),
        }
    }
    if !problems.is_empty() {
        return Err(problems);
    }
    // Named and hashed apart from the pack it comes from (the root's, so a pack derived twice from the
    // same lines is the same pack).
    let root_hash = base.hash.split('+').next().unwrap_or(&base.hash);
    let root_name = base.name.split(" + ").next().unwrap_or(&base.name);
    let canonical: String = read.iter().map(|c| format!("{} {}\n", c.key, c.words())).collect();
    let hash = format!("{root_hash}+{:08x}", crc32fast::hash(canonical.as_bytes()));
    let pack = Pack { data, main: base.main.clone(), sp: base.sp.clone(), name: format!("{root_name} + position"), hash };
    Ok(Some((Arc::new(pack), read)))
}

/// One custom counter: the pack's row for `key` (or its model's, or a blank one) with the fields set,
/// read back as a row of units.tsv.
fn counter(units: &[Unit], key: &str, fields: &[(String, String)], done: &[CustomCounter]) -> Result<(Unit, CustomCounter), String> {
    if key.is_empty() {
        return Err("unit takes a key and a place, then the counter's own values as field=value".into());
    }
    if done.iter().any(|c| c.key == key) {
        return Err(format!("unit {key}: its values are given on an earlier line (one line a counter)"));
    }
    let allowed = settable();
    let mut seen: Vec<&str> = vec![];
    for (f, v) in fields {
        if seen.contains(&f.as_str()) {
            return Err(format!("unit {key}: field '{f}' given twice"));
        }
        seen.push(f);
        if f != "like" && !allowed.contains(&f.as_str()) {
            return Err(format!("unit {key}: no field '{f}'; a counter's fields are {} (and like=KEY for a new counter)", allowed.join(", ")));
        }
        if v.is_empty() || v.chars().any(char::is_control) {
            return Err(format!("unit {key}: field '{f}' has no value"));
        }
    }
    let existing = units.iter().find(|u| u.key == key);
    let like = fields.iter().find(|(f, _)| f == "like").map(|(_, v)| v.as_str());
    let mut row: Vec<String> = match (existing, like) {
        (Some(_), Some(_)) => return Err(format!("unit {key}: like= is for a new counter; {key} is the pack's, its fields change it")),
        (Some(u), None) => row_of(u),
        (None, Some(model)) => row_of(units.iter().find(|u| u.key == model).ok_or_else(|| format!("unit {key}: like={model}: no counter '{model}' in the pack"))?),
        (None, None) => {
            if !fields.iter().any(|(f, _)| f == "side") || !fields.iter().any(|(f, _)| f == "type") {
                return Err(format!("unit {key}: not a counter of the pack; a new counter needs side= and type= (or like=KEY), then its values"));
            }
            blank()
        }
    };
    set(&mut row, "unit", key);
    if existing.is_none() {
        set(&mut row, "name", key);
    }
    set(&mut row, "source", "reconstructed: a position file's custom counter");
    for (f, v) in fields.iter().filter(|(f, _)| f != "like") {
        let v = match f.as_str() {
            // The position's words for the sides.
            "side" => match v.as_str() {
                "japan" | "japanese" => "japanese".to_string(),
                "allies" | "allied" => "allied".to_string(),
                x => return Err(format!("unit {key}: side '{x}' is japan or allies")),
            },
            // A name is one word in a line: `_` for a space.
            "name" => v.replace('_', " "),
            _ => v.clone(),
        };
        set(&mut row, f, &v);
    }
    // A new counter without a nation is of its side's main one, and of the army unless it says (1.3: the
    // service Inter-Service Rivalry reads).
    if existing.is_none() && like.is_none() {
        if !fields.iter().any(|(f, _)| f == "nation") {
            let n = if cell(&row, "side") == "japanese" { "japanese" } else { "us" };
            set(&mut row, "nation", n);
        }
        if !fields.iter().any(|(f, _)| f == "service") && matches!(cell(&row, "nation"), "japanese" | "us") {
            set(&mut row, "service", "army");
        }
    }
    let text = format!("{}\n{}\n", UNIT_HEADER.join("\t"), row.join("\t"));
    let file = format!("unit {key}");
    let mut errors = crate::kit::table::Errors::new();
    let parsed = parse_units(&file, &text, &mut errors);
    if !errors.is_empty() {
        // "unit x line 2: …" names the one-row table; the position's line is said by the caller.
        let msgs: Vec<String> = errors.0.iter().map(|e| e.replace(&format!("{file} line 2: {file}: "), &format!("{file}: ")).replace(&format!("{file} line 2: "), &format!("{file}: "))).collect();
        return Err(msgs.join("; "));
    }
    let mut unit = parsed.into_iter().next().ok_or_else(|| format!("unit {key}: the values do not make a counter"))?;
    let names: Vec<&str> = fields.iter().map(|(f, _)| f.as_str()).collect();
    unit.source = format!("{SOURCE}custom counter ({}) set by the position file", names.join(", "));
    let c = CustomCounter { key: key.to_string(), synthetic: existing.is_none(), fields: fields.to_vec() };
    Ok((unit, c))
}

fn index(column: &str) -> Option<usize> {
    UNIT_HEADER.iter().position(|c| *c == column)
}

fn set(row: &mut [String], column: &str, v: &str) {
    if let Some(i) = index(column) {
        row[i] = v.to_string();
    }
}

fn cell<'a>(row: &'a [String], column: &str) -> &'a str {
    index(column).map_or("", |i| row[i].as_str())
}

/// A row with nothing on it: `-` where a column may be empty, `0` for the flags.
fn blank() -> Vec<String> {
    UNIT_HEADER
        .iter()
        .map(|c| match *c {
            "extended_paren" | "prewar" | "lrb" | "b29" | "organic_transport" | "burma" => "0".to_string(),
            _ => "-".to_string(),
        })
        .collect()
}

/// A counter of the pack as its row of units.tsv.
fn row_of(u: &Unit) -> Vec<String> {
    let word = |v: serde_json::Value| v.as_str().map_or("-".to_string(), str::to_string);
    let num = |x: Option<u8>| x.map_or("-".to_string(), |n| n.to_string());
    let flag = |b: bool| if b { "1" } else { "0" }.to_string();
    UNIT_HEADER
        .iter()
        .map(|c| match *c {
            "unit" => u.key.clone(),
            "side" => word(serde_json::json!(u.side)),
            "nation" => word(serde_json::json!(u.nation)),
            "service" => word(serde_json::json!(u.service)),
            "type" => word(serde_json::json!(u.kind)),
            "size" => word(serde_json::json!(u.size)),
            "name" => u.name.clone(),
            "attack" => num(u.attack),
            "defence" => num(u.defence),
            "reduced_attack" => num(u.reduced_attack),
            "reduced_defence" => num(u.reduced_defence),
            "range" => num(u.range),
            "extended_range" => num(u.extended_range),
            "extended_paren" => flag(u.extended_paren),
            "carrier_range" => num(u.carrier_range),
            "command_range" => num(u.command_range),
            "efficiency" => num(u.efficiency),
            "steps" => num(u.steps),
            "amphibious" => u.amphibious.map_or("-".to_string(), |a| flag(a)),
            "prewar" => flag(u.prewar),
            "lrb" => flag(u.lrb),
            "b29" => flag(u.b29),
            "organic_transport" => flag(u.organic_transport),
            "burma" => flag(u.burma),
            "asp_per_step" => num(u.asp_per_step),
            _ => u.source.clone(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every counter of the built-in pack reads back from its row as it is (the row writer and the pack's
    /// reader agree, so a custom counter changes only the fields it names).
    #[test]
    fn every_counter_reads_back_from_its_row() {
        let pack = crate::games::empire_of_the_sun::builtin_data();
        for u in &pack.data.units {
            let text = format!("{}\n{}\n", UNIT_HEADER.join("\t"), row_of(u).join("\t"));
            let mut e = crate::kit::table::Errors::new();
            let back = parse_units("units.tsv", &text, &mut e);
            assert!(e.is_empty(), "{}: {e}", u.key);
            assert_eq!(back.first(), Some(u), "{}", u.key);
        }
    }
}
