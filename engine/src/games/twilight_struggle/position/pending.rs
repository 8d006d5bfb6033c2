//! `pending` lines: the stack of pending steps written one step a line, bottom first, so a position can
//! stand anywhere inside a headline phase, an action round or a card's play.
//!
//! A line is the step's name and its fields as `name=value`:
//! `pending place_ops player=us ops=3 asia_bonus=0 sea_bonus=0 spent=1 all_asia=false all_sea=false optional=false`.
//! Cards are written by key, countries by key (`civil_war` for the Chinese Civil War space), lists with
//! commas (`[]` is the empty list), an absent value as `none`, and an event's named choices as JSON
//! (`options=["participate","boycott"]`).

use serde_json::{Map, Value};

use super::super::data::TsData;
use super::super::ops::CIVIL_WAR;
use super::super::state::Step;

/// Fields that hold one card number.
const CARD: &[&str] = &["card"];
/// Fields that hold a list of card numbers.
const CARDS: &[&str] = &["cards"];
/// Fields that hold a list of countries (or nothing).
const COUNTRIES: &[&str] = &["allowed", "picked", "targets"];
/// Fields that hold a list of words.
const WORDS: &[&str] = &["kinds"];
/// Fields written as JSON.
const JSON: &[&str] = &["options"];

fn card_key(d: &TsData, n: u64) -> String {
    d.cards.get(n as usize).filter(|_| n > 0).map_or_else(|| n.to_string(), |c| c.key.clone())
}

fn country_key(d: &TsData, n: u64) -> String {
    if n == CIVIL_WAR as u64 {
        return "civil_war".into();
    }
    d.countries.get(n as usize).map_or_else(|| n.to_string(), |c| c.key.clone())
}

fn list(items: &[Value], name: impl Fn(u64) -> String) -> String {
    if items.is_empty() {
        return "[]".into();
    }
    items.iter().map(|v| v.as_u64().map_or_else(|| v.to_string(), &name)).collect::<Vec<_>>().join(",")
}

fn value_text(d: &TsData, field: &str, v: &Value) -> String {
    match v {
        Value::Null => "none".into(),
        Value::Number(n) if CARD.contains(&field) => card_key(d, n.as_u64().unwrap_or(0)),
        Value::Array(items) if CARDS.contains(&field) => list(items, |n| card_key(d, n)),
        Value::Array(items) if COUNTRIES.contains(&field) => list(items, |n| country_key(d, n)),
        Value::Array(items) if WORDS.contains(&field) => {
            if items.is_empty() {
                "[]".into()
            } else {
                items.iter().map(|i| i.as_str().unwrap_or_default().to_string()).collect::<Vec<_>>().join(",")
            }
        }
        Value::String(s) => s.clone(),
        other => other.to_string(),
    }
}

/// One step as a `pending` line.
pub fn write(step: &Step, d: &TsData) -> String {
    match serde_json::to_value(step).expect("steps serialise") {
        Value::String(name) => format!("pending {name}"),
        Value::Object(m) => {
            let (name, fields) = m.into_iter().next().expect("a step has a name");
            let mut out = format!("pending {name}");
            if let Value::Object(fields) = fields {
                for (k, v) in fields {
                    out += &format!(" {k}={}", value_text(d, &k, &v));
                }
            }
            out
        }
        other => format!("# unwritable step {other}"),
    }
}

fn card_number(d: &TsData, word: &str) -> Result<Value, String> {
    let n = match word.parse::<usize>() {
        Ok(n) if (1..d.cards.len()).contains(&n) => Some(n as u8),
        Ok(_) => None,
        Err(_) => d.card_by_key(word),
    };
    n.map(|n| Value::from(n as u64)).ok_or_else(|| format!("unknown card '{word}'"))
}

fn country_number(d: &TsData, word: &str) -> Result<Value, String> {
    if word == "civil_war" {
        return Ok(Value::from(CIVIL_WAR as u64));
    }
    d.country(word).map(|c| Value::from(c as u64)).ok_or_else(|| format!("unknown country '{word}'"))
}

fn parse_list(text: &str, one: impl Fn(&str) -> Result<Value, String>) -> Result<Value, String> {
    if text == "[]" {
        return Ok(Value::Array(vec![]));
    }
    text.split(',').map(|w| one(w.trim())).collect::<Result<Vec<_>, _>>().map(Value::Array)
}

fn parse_value(d: &TsData, field: &str, text: &str) -> Result<Value, String> {
    if text == "none" {
        return Ok(Value::Null);
    }
    if CARD.contains(&field) {
        return card_number(d, text);
    }
    if CARDS.contains(&field) {
        return parse_list(text, |w| card_number(d, w));
    }
    if COUNTRIES.contains(&field) {
        return parse_list(text, |w| country_number(d, w));
    }
    if WORDS.contains(&field) {
        return parse_list(text, |w| Ok(Value::String(w.to_string())));
    }
    if JSON.contains(&field) {
        return serde_json::from_str(text).map_err(|e| format!("{field}: not JSON ({e})"));
    }
    Ok(match text {
        "true" => Value::Bool(true),
        "false" => Value::Bool(false),
        _ => match text.parse::<u64>() {
            Ok(n) => Value::from(n),
            Err(_) => Value::String(text.to_string()),
        },
    })
}

/// Reads the words after `pending` back into a step.
pub fn parse<'a>(mut words: impl Iterator<Item = &'a str>, d: &TsData) -> Result<Step, String> {
    let name = words.next().ok_or("a step name is missing (e.g. `pending choose_card player=us`)")?;
    let mut fields = Map::new();
    for w in words {
        let (k, v) = w.split_once('=').ok_or_else(|| format!("'{w}' is not field=value"))?;
        fields.insert(k.to_string(), parse_value(d, k, v)?);
    }
    let value = if fields.is_empty() {
        Value::String(name.to_string())
    } else {
        let mut m = Map::new();
        m.insert(name.to_string(), Value::Object(fields));
        Value::Object(m)
    };
    serde_json::from_value(value).map_err(|e| format!("step '{name}': {e}"))
}
